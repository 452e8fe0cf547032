/* pf-studio-tileset-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change is made on a copy of the tile set and handed to
 * pf_document_commit_tileset(), which swaps it into the project as one undo
 * step (a weight drag is one step) and refits the maps that use the tile
 * set. The document then says the tile set changed, and the lists follow.
 *
 * Invalid shapes. The project has to stay loadable at every moment: saving
 * must never write a file the app would refuse to open. So a matrix that fails pf_shape_check() (an empty row or column,
 * cells not connected) is kept here, in the page, as a draft: the grid shows
 * it in the warning colour with the reason, the designer keeps clicking,
 * and the moment it becomes valid it is committed. Until then the tile set
 * (and saving, and the preview) keeps the last valid matrix. Selecting
 * another shape drops the draft.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-tileset-page"

#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-studio-cut-label.h"
#include "pf-studio-page.h"
#include "pf-studio-spin-wheel.h"
#include "pf-studio-tileset-page-private.h"
#include "pf-tileset-edit.h"

#define COALESCE_USEC (700 * 1000)
/* The weight slider's end, unless a shape weighs more. */
#define WEIGHT_SCALE_UPPER 10.0


static void pf_studio_tileset_page_page_init (PfStudioPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PfStudioTilesetPage, pf_studio_tileset_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (PF_STUDIO_TYPE_PAGE, pf_studio_tileset_page_page_init))


static void refresh (PfStudioTilesetPage *self);

/* Auxiliary methods */

PfShape *
_pf_tileset_page_shape (PfStudioTilesetPage *self)
{
  if (self->tileset == NULL || self->shape < 0 || (guint) self->shape >= self->tileset->shapes->len)
    return NULL;
  return g_ptr_array_index (self->tileset->shapes, self->shape);
}

/* The matrix on screen: the draft while there is one. */
static const PfShape *
shown_matrix (PfStudioTilesetPage *self)
{
  return self->draft != NULL ? self->draft : _pf_tileset_page_shape (self);
}

void
_pf_tileset_page_message (PfStudioTilesetPage *self,
              const char          *text,
              gboolean             is_error)
{
  g_free (self->message);
  self->message = g_strdup (text);
  gtk_label_set_text (self->message_label, text ? text : "");
  gtk_image_set_from_icon_name (self->message_icon, is_error ? "dialog-error-symbolic"
                                                             : "dialog-information-symbolic");
  if (is_error)
    gtk_widget_add_css_class (self->message_bar, "pf-error-bar");
  else
    gtk_widget_remove_css_class (self->message_bar, "pf-error-bar");
  gtk_revealer_set_reveal_child (self->message_revealer, text != NULL);
}

void
_pf_tileset_page_drop_draft (PfStudioTilesetPage *self)
{
  g_clear_pointer (&self->draft, pf_shape_free);
  g_clear_pointer (&self->warning, g_free);
}

/* Hands @edited to the project as one edit; %FALSE (and a message) when
 * refused. @record_undo FALSE continues the last undo step. */
gboolean
_pf_tileset_page_commit (PfStudioTilesetPage *self,
        PfTileset           *edited,
        gboolean             record_undo)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *note = NULL;
  gboolean made;

  if (self->tileset == NULL)
    {
      pf_tileset_free (edited);
      return FALSE;
    }
  self->committing = TRUE;
  made = pf_document_commit_tileset (self->document, self->path, edited, !record_undo, &note,
                                     &error);
  self->committing = FALSE;
  if (!made)
    {
      _pf_tileset_page_message (self, error->message, TRUE);
      return FALSE;
    }
  if (note != NULL)
    _pf_tileset_page_message (self, note, FALSE);
  else if (self->message != NULL)
    _pf_tileset_page_message (self, NULL, FALSE);
  /* The note speaks of this edit: undone, it goes (see sync_tileset()). */
  self->note_for = note != NULL ? self->tileset : NULL;
  return TRUE;
}

PfTileset *
_pf_tileset_page_copy (PfStudioTilesetPage *self)
{
  return pf_tileset_copy (self->tileset);
}

gboolean
_pf_tileset_page_commit_made (PfStudioTilesetPage *self,
                              PfTileset           *edited,
                              gboolean             made,
                              const GError        *error)
{
  if (!made)
    {
      _pf_tileset_page_message (self, error->message, TRUE);
      pf_tileset_free (edited);
      return FALSE;
    }
  return _pf_tileset_page_commit (self, edited, TRUE);
}


/* Puts @matrix (transfer full) into the selected shape, or keeps it as a draft. */
static void
set_matrix (PfStudioTilesetPage *self,
            PfShape             *matrix)
{
  g_autoptr(GError) error = NULL;
  const PfShape *shape = _pf_tileset_page_shape (self);
  PfTileset *edited;

  /* Back to the shape as it is (a draft undone cell by cell): nothing to
   * commit, and the project is not changed by it. */
  if (shape != NULL && shape->width == matrix->width && shape->height == matrix->height &&
      memcmp (shape->cells, matrix->cells, (gsize) matrix->width * matrix->height) == 0)
    {
      _pf_tileset_page_drop_draft (self);
      pf_shape_free (matrix);
      refresh (self);
      return;
    }

  edited = _pf_tileset_page_copy (self);
  if (!pf_tileset_set_shape_cells (edited, self->shape, matrix, &error))
    {
      pf_tileset_free (edited);
      _pf_tileset_page_drop_draft (self);
      self->draft = matrix;
      self->warning = g_strdup_printf (_("%s. The tile set keeps the last valid matrix until "
                                         "this one is fixed."), error->message);
      refresh (self);
      return;
    }

  /* A shape that cannot turn keeps rotation 0; nothing else to adjust. */
  _pf_tileset_page_drop_draft (self);
  if (!_pf_tileset_page_commit (self, edited, TRUE))
    {
      self->draft = matrix;
      self->warning = g_strdup (self->message);
      refresh (self);
      return;
    }
  pf_shape_free (matrix);
}

/* Lists */

void
_pf_tileset_page_clear_list (GtkListBox *list)
{
  GtkListBoxRow *row;

  /* The rows only: a placeholder stays. */
  while ((row = gtk_list_box_get_row_at_index (list, 0)) != NULL)
    gtk_list_box_remove (list, GTK_WIDGET (row));
}

static void
draw_shape_thumb (GtkDrawingArea *area,
                  cairo_t        *cr,
                  int             width,
                  int             height,
                  gpointer        user_data)
{
  PfStudioTilesetPage *self = user_data;
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "pf-index"));
  const PfShape *shape;
  const PfVariant *variant;

  if (self->tileset == NULL || index >= self->tileset->shapes->len)
    return;
  shape = g_ptr_array_index (self->tileset->shapes, index);
  variant = shape->variants->len > 0 ? g_ptr_array_index (shape->variants, 0) : NULL;
  pf_studio_shape_draw (cr, shape, 2, 2, MIN (width, height) - 4,
                        variant ? variant->colour : 0x888888);
}

static void
rebuild_shapes (PfStudioTilesetPage *self)
{
  GtkListBoxRow *selected = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self->shapes_list));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  /* Keys on the list go on working after the rows are made again. */
  gboolean had_focus = focus != NULL &&
                       gtk_widget_is_ancestor (focus, GTK_WIDGET (self->shapes_list));

  _pf_tileset_page_clear_list (self->shapes_list);
  for (guint i = 0; i < self->tileset->shapes->len; i++)
    {
      const PfShape *shape = g_ptr_array_index (self->tileset->shapes, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *thumb = gtk_drawing_area_new ();
      g_autofree char *title = g_markup_escape_text (shape->id, -1);
      g_autofree char *subtitle = NULL;
      g_autofree char *cells = NULL;
      g_autofree char *variants = NULL;

      cells = g_strdup_printf (ngettext ("%u cell", "%u cells", pf_shape_count_cells (shape)),
                               pf_shape_count_cells (shape));
      variants = g_strdup_printf (ngettext ("%u variant", "%u variants", shape->variants->len),
                                  shape->variants->len);
      subtitle = g_strdup_printf (_("%s · weight %.1f · %s%s"), cells, shape->weight, variants,
                                  shape->rotate ? "" : _(" · fixed"));
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (thumb), 32);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (thumb), 32);
      gtk_widget_set_valign (thumb, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (thumb), "pf-index", GUINT_TO_POINTER (i));
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (thumb), draw_shape_thumb, self, NULL);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), thumb);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_list_box_append (self->shapes_list, row);
      if ((int) i == self->shape)
        selected = GTK_LIST_BOX_ROW (row);
    }
  gtk_list_box_select_row (self->shapes_list, selected);
  if (had_focus && selected != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (selected));
}

/* Marks on the weight slider at round steps of its range, about ten:
 * 1 to 9 for the usual 10, tens for a weight of 100. */
static void
mark_weights (PfStudioTilesetPage *self)
{
  GtkAdjustment *adjustment = gtk_range_get_adjustment (GTK_RANGE (self->weight_scale));
  double upper = gtk_adjustment_get_upper (adjustment);
  double step = 1;

  while (upper / step > 10)
    step *= upper / step > 50 ? 10 : (upper / step > 20 ? 5 : 2);
  gtk_scale_clear_marks (self->weight_scale);
  for (double w = step; w < upper; w += step)
    gtk_scale_add_mark (self->weight_scale, w, GTK_POS_BOTTOM, NULL);
}

/* The weight slider's range, 0 to @upper, and its marks. */
static void
set_weight_range (PfStudioTilesetPage *self,
                  double               upper)
{
  GtkAdjustment *adjustment = gtk_range_get_adjustment (GTK_RANGE (self->weight_scale));

  if (gtk_adjustment_get_upper (adjustment) == upper)
    return;
  gtk_adjustment_set_upper (adjustment, upper);
  mark_weights (self);
}

static void
refresh_shape (PfStudioTilesetPage *self)
{
  const PfShape *shape = _pf_tileset_page_shape (self);
  g_autofree char *title = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->shape_group), shape != NULL);
  gtk_widget_set_visible (self->variants_group, shape != NULL);
  if (shape == NULL)
    return;

  title = g_strdup_printf (_("Shape “%s”"), shape->id);
  adw_preferences_group_set_title (self->shape_group, title);
  pf_studio_shape_grid_set_shape (self->shape_grid, shown_matrix (self), self->draft != NULL);
  /* A matrix is at least one cell wide and one high. */
  gtk_widget_set_sensitive (self->remove_column_button, shown_matrix (self)->width > 1);
  gtk_widget_set_sensitive (self->remove_row_button, shown_matrix (self)->height > 1);
  gtk_label_set_text (self->warning_label, self->warning ? self->warning : "");
  gtk_revealer_set_reveal_child (self->warning_revealer, self->warning != NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->shape_id_row), shape->id);
  /* The slider reaches 10, or a higher weight the file gives. */
  set_weight_range (self, MAX (WEIGHT_SCALE_UPPER, ceil (shape->weight)));
  gtk_range_set_value (GTK_RANGE (self->weight_scale), shape->weight);
  gtk_switch_set_active (self->rotate_switch, shape->rotate);
}

static void
update_actions (PfStudioTilesetPage *self)
{
  guint n = self->tileset ? self->tileset->shapes->len : 0;
  gboolean has_shape = _pf_tileset_page_shape (self) != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tileset.duplicate-shape", has_shape);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tileset.delete-shape", has_shape);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tileset.move-shape", has_shape && n > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tileset.add-variant", has_shape &&
                                 self->tileset->terrains->len > 0);
  /* A shape keeps at least one variant: its tiles have to look like something. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tileset.delete-variant", has_shape &&
                                 _pf_tileset_page_shape (self)->variants->len > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tileset.resize", has_shape);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tileset.add-shape", self->tileset &&
                                 self->tileset->terrains->len > 0);
  /* A shape's tiles need a terrain, so + waits for one. */
  gtk_label_set_text (self->shapes_placeholder,
                      self->tileset && self->tileset->terrains->len > 0
                        ? _("No shapes yet: + adds one")
                        : _("No shapes yet: add a terrain under Terrains first, then + adds a "
                            "shape"));
}

static gboolean
rebuild_lists (gpointer user_data)
{
  PfStudioTilesetPage *self = user_data;

  self->lists_idle = 0;
  if (self->tileset == NULL)
    return G_SOURCE_REMOVE;
  self->updating = TRUE;
  _pf_tileset_page_rebuild_variants (self);
  _pf_tileset_page_rebuild_terrains (self);
  _pf_tileset_page_rebuild_forbids (self);
  self->updating = FALSE;
  return G_SOURCE_REMOVE;
}

/* The rows of variants, terrains and rules hold the widgets whose signals
 * make most edits (a colour button's "color-set", an entry row's "apply"),
 * and the edit comes back here through the document while that signal
 * runs. So the lists are rebuilt a moment later, before the next frame,
 * never under the widget that is still emitting. */
void
_pf_tileset_page_queue_lists (PfStudioTilesetPage *self)
{
  if (self->lists_idle == 0)
    self->lists_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, rebuild_lists, self, NULL);
}

static void
refresh (PfStudioTilesetPage *self)
{
  if (self->tileset == NULL)
    return;
  if (self->shape >= (int) self->tileset->shapes->len)
    self->shape = (int) self->tileset->shapes->len - 1;
  if (self->shape < 0 && self->tileset->shapes->len > 0)
    self->shape = 0;

  self->updating = TRUE;
  pf_studio_title_row_set_item (self->name_row, self->document, self->path);
  rebuild_shapes (self);
  refresh_shape (self);
  self->updating = FALSE;
  _pf_tileset_page_queue_lists (self);
  update_actions (self);
  _pf_tileset_page_regenerate_preview (self);
}

/* Callbacks */

static void
on_shape_selected (GtkListBox          *list,
                   GtkListBoxRow       *row,
                   PfStudioTilesetPage *self)
{
  if (self->updating || row == NULL)
    return;
  pf_studio_tileset_page_select_shape (self, gtk_list_box_row_get_index (row));
}

static void
on_cell_toggled (PfStudioShapeGrid   *grid,
                 guint                x,
                 guint                y,
                 PfStudioTilesetPage *self)
{
  pf_studio_tileset_page_toggle_cell (self, x, y);
}

static void
on_weight_changed (GtkRange            *range,
                   PfStudioTilesetPage *self)
{
  PfShape *shape = _pf_tileset_page_shape (self);
  double weight = round (gtk_range_get_value (range) * 10) / 10;
  gint64 now = g_get_monotonic_time ();
  gboolean record;
  PfTileset *edited;

  if (self->updating || shape == NULL || fabs (shape->weight - weight) < 1e-9)
    return;
  /* One drag of the slider is one undo step. */
  record = self->weight_edit_shape != self->shape || now - self->weight_edit_time > COALESCE_USEC;
  self->weight_edit_shape = self->shape;
  self->weight_edit_time = now;
  edited = _pf_tileset_page_copy (self);
  if (pf_tileset_set_shape_weight (edited, self->shape, weight, NULL))
    _pf_tileset_page_commit (self, edited, record);
  else
    pf_tileset_free (edited);
}

static void
on_rotate_changed (GtkSwitch           *button,
                   GParamSpec          *pspec,
                   PfStudioTilesetPage *self)
{
  PfShape *shape = _pf_tileset_page_shape (self);
  g_autoptr(GError) error = NULL;
  PfTileset *edited;
  gboolean made;

  if (self->updating || shape == NULL || shape->rotate == gtk_switch_get_active (button))
    return;
  edited = _pf_tileset_page_copy (self);
  made = pf_tileset_set_shape_rotate (edited, self->shape, gtk_switch_get_active (button),
                                      &error);
  if (!_pf_tileset_page_commit_made (self, edited, made, error))
    refresh_shape (self);
}

static void
on_shape_id_apply (AdwEntryRow         *row,
                   PfStudioTilesetPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));
  PfShape *shape = _pf_tileset_page_shape (self);
  g_autoptr(GError) error = NULL;
  PfTileset *edited;
  gboolean made;

  if (shape == NULL || g_strcmp0 (text, shape->id) == 0)
    return;
  edited = _pf_tileset_page_copy (self);
  made = pf_tileset_set_shape_id (edited, self->shape, text, &error);
  /* Refused, the row shows the id the shape keeps; the message names the
   * one typed. */
  if (!_pf_tileset_page_commit_made (self, edited, made, error))
    refresh_shape (self);
}

/* Actions */

static void
resize_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PfStudioTilesetPage *self = PF_STUDIO_TILESET_PAGE (widget);
  const PfShape *matrix = shown_matrix (self);
  int dx, dy;
  PfShape *resized;

  if (matrix == NULL)
    return;
  g_variant_get (parameter, "(ii)", &dx, &dy);
  resized = pf_shape_resized (matrix, (int) matrix->width + dx, (int) matrix->height + dy);
  if (resized != NULL)
    set_matrix (self, resized);
}

static void
dismiss_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  _pf_tileset_page_message (PF_STUDIO_TILESET_PAGE (widget), NULL, FALSE);
}

/* PfStudioPage */

static void
page_set_item (PfStudioPage *page,
               PfDocument   *document,
               const char   *path)
{
  pf_studio_tileset_page_set_item (PF_STUDIO_TILESET_PAGE (page), document, path);
}

static GtkWidget *
page_get_canvas (PfStudioPage *page)
{
  return pf_studio_tileset_page_get_canvas (PF_STUDIO_TILESET_PAGE (page));
}

static void
pf_studio_tileset_page_page_init (PfStudioPageInterface *iface)
{
  iface->set_item = page_set_item;
  iface->get_canvas = page_get_canvas;
}

/* GObject overrides */

static void
pf_studio_tileset_page_dispose (GObject *object)
{
  PfStudioTilesetPage *self = PF_STUDIO_TILESET_PAGE (object);
  GtkWidget *child;

  g_clear_handle_id (&self->lists_idle, g_source_remove);
  if (self->preview_view != NULL)
    pf_studio_map_view_set_map (self->preview_view, NULL, NULL, NULL);
  pf_studio_page_follow_document (self, &self->document, NULL, NULL, NULL);
  self->tileset = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_TILESET_PAGE);
  /* The unnamed template children too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (pf_studio_tileset_page_parent_class)->dispose (object);
}

static void
pf_studio_tileset_page_finalize (GObject *object)
{
  PfStudioTilesetPage *self = PF_STUDIO_TILESET_PAGE (object);

  _pf_tileset_page_drop_draft (self);
  g_clear_pointer (&self->preview, pf_map_free);
  g_clear_pointer (&self->preview_grid, pf_map_grid_free);
  g_clear_pointer (&self->preview_stats, pf_map_stats_free);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (pf_studio_tileset_page_parent_class)->finalize (object);
}

static void
pf_studio_tileset_page_class_init (PfStudioTilesetPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_tileset_page_dispose;
  object_class->finalize = pf_studio_tileset_page_finalize;

  g_type_ensure (PF_STUDIO_TYPE_SHAPE_GRID);
  g_type_ensure (PF_STUDIO_TYPE_MAP_VIEW);
  g_type_ensure (PF_STUDIO_TYPE_TITLE_ROW);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-tileset-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, editor_scroll);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, name_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, message_revealer);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, message_bar);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, message_icon);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, message_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, shapes_list);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, shape_group);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, shape_grid);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, warning_revealer);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, warning_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, shape_id_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, remove_column_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, variants_group);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, remove_row_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, weight_scale);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, rotate_switch);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, variants_list);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, terrains_list);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, forbids_list);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, preview_title);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, preview_view);
  gtk_widget_class_bind_template_child (widget_class, PfStudioTilesetPage, preview_label);

  gtk_widget_class_install_action (widget_class, "tileset.resize", "(ii)", resize_action);
  _pf_tileset_edits_class_init (widget_class);
  _pf_tileset_lists_class_init (widget_class);
  _pf_tileset_preview_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "tileset.dismiss", NULL, dismiss_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "tileset.reroll", NULL);
}

static void
pf_studio_tileset_page_init (PfStudioTilesetPage *self)
{
  /* Keys in the list of shapes act on its selected shape, as in a pack's list. */
  static const PfStudioPageKey shape_keys[] = {
    { GDK_KEY_Delete, 0, "tileset.delete-shape", NULL },
    { GDK_KEY_KP_Delete, 0, "tileset.delete-shape", NULL },
    { GDK_KEY_d, GDK_CONTROL_MASK, "tileset.duplicate-shape", NULL },
    { GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "tileset.add-shape", NULL },
    { GDK_KEY_Up, GDK_ALT_MASK, "tileset.move-shape", "-1" },
    { GDK_KEY_Down, GDK_ALT_MASK, "tileset.move-shape", "1" },
  };

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Cut short on a narrow window, a line is read whole in its tooltip. */
  pf_studio_cut_label_add_tooltip (GTK_WIDGET (self->preview_title), self->preview_title);
  self->shape = -1;
  self->expanded_variant = -1;
  self->weight_edit_shape = -1;
  self->preview_seed = 1;

  self->shapes_placeholder = GTK_LABEL (gtk_label_new (_("No shapes yet: + adds one")));
  gtk_label_set_wrap (self->shapes_placeholder, TRUE);
  gtk_label_set_justify (self->shapes_placeholder, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->shapes_placeholder), "dim-label");
  gtk_widget_set_margin_top (GTK_WIDGET (self->shapes_placeholder), 18);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->shapes_placeholder), 18);
  gtk_widget_set_margin_start (GTK_WIDGET (self->shapes_placeholder), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->shapes_placeholder), 12);
  gtk_list_box_set_placeholder (self->shapes_list, GTK_WIDGET (self->shapes_placeholder));
  g_signal_connect (self->shapes_list, "row-selected", G_CALLBACK (on_shape_selected), self);
  pf_studio_page_add_list_keys (GTK_WIDGET (self->shapes_list), shape_keys,
                                G_N_ELEMENTS (shape_keys));
  g_signal_connect (self->shape_grid, "cell-toggled", G_CALLBACK (on_cell_toggled), self);
  g_signal_connect (self->weight_scale, "value-changed", G_CALLBACK (on_weight_changed), self);
  pf_studio_wheel_scrolls_panel (GTK_WIDGET (self->weight_scale));
  g_signal_connect (self->rotate_switch, "notify::active", G_CALLBACK (on_rotate_changed), self);
  g_signal_connect (self->shape_id_row, "apply", G_CALLBACK (on_shape_id_apply), self);
  _pf_tileset_preview_init (self);
  mark_weights (self);
}

GtkWidget *
pf_studio_tileset_page_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_TILESET_PAGE, NULL);
}

static void
sync_tileset (PfStudioTilesetPage *self,
              gboolean             same_item)
{
  PfItemPlace place;

  if (self->document == NULL || self->path == NULL ||
      !pf_project_locate (pf_document_get_project (self->document), self->path, &place) ||
      place.kind != PF_ITEM_TILESET)
    {
      self->tileset = NULL;
      _pf_tileset_page_drop_draft (self);
      return;
    }

  if (!same_item)
    {
      self->shape = 0;
      self->expanded_variant = -1;
      self->weight_edit_shape = -1;
      _pf_tileset_page_drop_draft (self);
      _pf_tileset_page_message (self, NULL, FALSE);
      self->note_for = NULL;
      /* Another tile set opens at its top: its name and its shapes. */
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->editor_scroll), 0);
    }
  self->tileset = place.item;
  if (self->note_for != NULL && self->note_for != self->tileset)
    {
      self->note_for = NULL;
      _pf_tileset_page_message (self, NULL, FALSE);
    }

  /* A draft only makes sense for the shape it was drawn for. */
  if (self->draft != NULL && (_pf_tileset_page_shape (self) == NULL ||
                              g_strcmp0 (_pf_tileset_page_shape (self)->id, self->draft->id) != 0))
    _pf_tileset_page_drop_draft (self);
  refresh (self);
}

/* An undo, a redo or an edit from elsewhere replaced the shapes a draft
 * was drawn over: the grid shows the shape as the document has it. */
static void
follow_document (PfStudioTilesetPage *self)
{
  if (!self->committing)
    _pf_tileset_page_drop_draft (self);
  sync_tileset (self, TRUE);
}

static void
on_item_changed (PfDocument          *document,
                 const char          *path,
                 PfStudioTilesetPage *self)
{
  if (g_strcmp0 (path, self->path) == 0)
    follow_document (self);
}

static void
on_items_changed (PfDocument          *document,
                  guint                kind,
                  const char          *pack,
                  PfStudioTilesetPage *self)
{
  if (kind == PF_ITEM_TILESET)
    follow_document (self);
}

void
pf_studio_tileset_page_set_item (PfStudioTilesetPage *self,
                                 PfDocument          *document,
                                 const char          *path)
{
  gboolean same_item;

  g_return_if_fail (PF_STUDIO_IS_TILESET_PAGE (self));

  same_item = document == self->document && path != NULL && g_strcmp0 (path, self->path) == 0;
  pf_studio_page_follow_document (self, &self->document, document,
                                  G_CALLBACK (on_item_changed), G_CALLBACK (on_items_changed));
  pf_studio_page_store_path (&self->path, path);
  sync_tileset (self, same_item);
}

int
pf_studio_tileset_page_get_shape (PfStudioTilesetPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_TILESET_PAGE (self), -1);
  return _pf_tileset_page_shape (self) != NULL ? self->shape : -1;
}

void
pf_studio_tileset_page_select_shape (PfStudioTilesetPage *self,
                                     guint                index)
{
  g_return_if_fail (PF_STUDIO_IS_TILESET_PAGE (self));

  if (self->tileset == NULL || index >= self->tileset->shapes->len || (int) index == self->shape)
    return;
  _pf_tileset_page_drop_draft (self);
  self->shape = index;
  self->expanded_variant = -1;
  self->updating = TRUE;
  gtk_list_box_select_row (self->shapes_list,
                           gtk_list_box_get_row_at_index (self->shapes_list, index));
  refresh_shape (self);
  self->updating = FALSE;
  _pf_tileset_page_queue_lists (self);
  update_actions (self);
}

void
pf_studio_tileset_page_toggle_cell (PfStudioTilesetPage *self,
                                    guint                x,
                                    guint                y)
{
  const PfShape *matrix;
  PfShape *toggled;

  g_return_if_fail (PF_STUDIO_IS_TILESET_PAGE (self));

  matrix = shown_matrix (self);
  if (matrix == NULL || x >= matrix->width || y >= matrix->height)
    return;
  toggled = pf_shape_copy (matrix);
  toggled->cells[y * toggled->width + x] = !toggled->cells[y * toggled->width + x];
  set_matrix (self, toggled);
}

const char *
pf_studio_tileset_page_get_warning (PfStudioTilesetPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_TILESET_PAGE (self), NULL);
  return self->warning;
}

const char *
pf_studio_tileset_page_get_message (PfStudioTilesetPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_TILESET_PAGE (self), NULL);
  return self->message;
}

GtkWidget *
pf_studio_tileset_page_get_canvas (PfStudioTilesetPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_TILESET_PAGE (self), NULL);
  return GTK_WIDGET (self->preview_view);
}

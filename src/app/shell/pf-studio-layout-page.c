/* pf-studio-layout-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shell layout editor (SPEC §3). Its canvas (PfStudioShellCanvas)
 * draws with pf_shell_render(), like `polyform render --layout`, fitted to
 * the layout's content. Painting, rotating and applying the simulation are
 * the document's named operations (pf-document-layout.h); the simulation
 * works on a PfShellSim copy and only "Apply" writes it back. The page's
 * keys are managed by the window, so the colours answer as soon as the page
 * shows, wherever the focus is.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-layout-page"

#include <glib/gi18n.h>
#include <string.h>

#include "pf-studio-cut-label.h"
#include "pf-studio-page.h"
#include "pf-studio-layout-page-private.h"
#include "pf-studio-settings.h"

static void pf_studio_layout_page_page_init (PfStudioPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PfStudioLayoutPage, pf_studio_layout_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (PF_STUDIO_TYPE_PAGE, pf_studio_layout_page_page_init))

enum {
  PROP_0,
  PROP_COLOUR,
  PROP_SHOW_OVERLAY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary methods */

gboolean
pf_studio_layout_page_previewing (PfStudioLayoutPage *self)
{
  return pf_studio_shell_preview_get_active (self->preview);
}

const PfShellLayout *
pf_studio_layout_page_displayed (PfStudioLayoutPage *self)
{
  const PfShellLayout *preview = pf_studio_shell_preview_get_layout (self->preview);

  return preview != NULL ? preview : self->layout;
}

/* The view fits the layout's content and two rings around it: the one a
 * designer paints next and one more, so the cells are large and the rings
 * far beyond (out to the game-over shell) are only a zoom away. */
guint
pf_studio_layout_page_fit_of (const PfShellLayout *layout)
{
  int content = 0;

  for (guint i = 0; layout != NULL && i < layout->cells->len; i++)
    {
      const PfShellCell *cell = &g_array_index (layout->cells, PfShellCell, i);

      content = MAX (content, pf_shell_of_cell (cell->x, cell->y));
    }
  return (guint) MIN (content, PF_SHELL_MAX) + 2;
}

void
pf_studio_layout_page_sync_canvas (PfStudioLayoutPage *self)
{
  pf_studio_shell_canvas_set_layout (self->canvas, pf_studio_layout_page_displayed (self),
                                     self->stroking ? self->stroke_fit : pf_studio_layout_page_fit_of (self->layout));
  pf_studio_shell_canvas_set_overlay (self->canvas, self->show_overlay);
  pf_studio_shell_canvas_set_hover (self->canvas, self->has_hover, self->hover_x, self->hover_y);
  pf_studio_shell_canvas_set_removed (self->canvas,
                                      pf_studio_shell_preview_get_removed (self->preview));
}

static void
update_actions (PfStudioLayoutPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean editable = self->layout != NULL && self->document != NULL && !pf_studio_layout_page_previewing (self);
  gboolean can_step = pf_studio_shell_preview_can_step (self->preview);

  gtk_widget_action_set_enabled (widget, "layout.rotate-cw",
                                 editable && self->layout->cells->len > 0);
  gtk_widget_action_set_enabled (widget, "layout.rotate-ccw",
                                 editable && self->layout->cells->len > 0);
  gtk_widget_action_set_enabled (widget, "layout.step", can_step);
  gtk_widget_action_set_enabled (widget, "layout.run", can_step);
  gtk_widget_action_set_enabled (widget, "layout.reset", pf_studio_layout_page_previewing (self));
  gtk_widget_action_set_enabled (widget, "layout.apply",
                                 self->document != NULL && self->layout != NULL &&
                                 pf_studio_shell_preview_get_changed (self->preview));
}


void
pf_studio_layout_page_update_sim_ui (PfStudioLayoutPage *self)
{
  g_autofree char *summary = pf_studio_shell_preview_dup_summary (self->preview);

  gtk_label_set_text (self->score_label, summary);
  gtk_label_set_text (self->message_label,
                      self->layout ? pf_studio_shell_preview_get_message (self->preview) : "");
  gtk_revealer_set_reveal_child (self->preview_revealer, pf_studio_layout_page_previewing (self));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->canvas),
                                   pf_studio_layout_page_previewing (self) ? "not-allowed" : "crosshair");
  pf_studio_layout_page_update_hover (self);
  update_actions (self);
  pf_studio_layout_page_sync_canvas (self);
}

void
pf_studio_layout_page_sync_simulation (PfStudioLayoutPage *self)
{
  pf_studio_shell_preview_sync (self->preview, self->layout);
  pf_studio_layout_page_update_sim_ui (self);
}

static void
rotate (PfStudioLayoutPage *self,
        PfShellTurn         turn)
{
  if (self->layout == NULL || self->document == NULL || pf_studio_layout_page_previewing (self) ||
      self->layout->cells->len == 0)
    return;

  self->has_hover = FALSE;
  pf_document_layout_rotate (self->document, self->path, turn, NULL);
  pf_studio_layout_page_sync_simulation (self);
}

/* Callbacks */

/* Actions */

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  rotate (PF_STUDIO_LAYOUT_PAGE (widget),
          g_str_equal (action_name, "layout.rotate-cw") ? PF_SHELL_TURN_CW : PF_SHELL_TURN_CCW);
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (widget);

  pf_studio_shell_preview_step (self->preview);
  pf_studio_layout_page_update_sim_ui (self);
}

static void
run_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (widget);

  pf_studio_shell_preview_run (self->preview);
  pf_studio_layout_page_update_sim_ui (self);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (widget);

  pf_studio_shell_preview_reset (self->preview);
  pf_studio_layout_page_update_sim_ui (self);
}

static void
apply_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (widget);
  g_autofree PfShellBoard *board = NULL;

  if (self->document == NULL || self->layout == NULL ||
      !pf_studio_shell_preview_get_changed (self->preview))
    return;

  /* The edit may rebuild the page: take the board first. */
  board = g_memdup2 (&pf_studio_shell_preview_get_sim (self->preview)->board,
                     sizeof (PfShellBoard));
  pf_document_layout_apply_board (self->document, self->path, board, NULL);

  pf_studio_layout_page_sync_simulation (self);
  pf_studio_shell_preview_set_message (self->preview,
                                       _("Applied: the layout now holds the simulated board"));
  pf_studio_layout_page_update_sim_ui (self);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (widget);
  int direction = g_variant_get_int32 (parameter);

  if (direction == 0)
    pf_studio_shell_canvas_fit (self->canvas);
  else
    pf_studio_shell_canvas_zoom (self->canvas, direction > 0 ? 1.25 : 0.8);
}

/* PfStudioPage */

static void
page_set_item (PfStudioPage *page,
               PfDocument   *document,
               const char   *path)
{
  pf_studio_layout_page_set_item (PF_STUDIO_LAYOUT_PAGE (page), document, path);
}

static GtkWidget *
page_get_canvas (PfStudioPage *page)
{
  return pf_studio_layout_page_get_canvas (PF_STUDIO_LAYOUT_PAGE (page));
}

static void
pf_studio_layout_page_page_init (PfStudioPageInterface *iface)
{
  iface->set_item = page_set_item;
  iface->get_canvas = page_get_canvas;
}

/* GObject overrides */

static void
pf_studio_layout_page_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (object);

  switch (prop_id)
    {
    case PROP_COLOUR:
      g_value_set_int (value, self->colour);
      break;
    case PROP_SHOW_OVERLAY:
      g_value_set_boolean (value, self->show_overlay);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_layout_page_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (object);

  switch (prop_id)
    {
    case PROP_COLOUR:
      if (self->colour != (guint) g_value_get_int (value))
        {
          self->colour = g_value_get_int (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SHOW_OVERLAY:
      if (self->show_overlay != g_value_get_boolean (value))
        {
          self->show_overlay = g_value_get_boolean (value);
          pf_studio_layout_page_sync_canvas (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_layout_page_dispose (GObject *object)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (object);
  GtkWidget *child;

  pf_studio_layout_page_end_stroke (self);
  pf_studio_page_follow_document (self, &self->document, NULL, NULL, NULL);
  self->layout = NULL;
  g_clear_object (&self->preview);
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_LAYOUT_PAGE);
  /* The unnamed template children too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (pf_studio_layout_page_parent_class)->dispose (object);
}

static void
pf_studio_layout_page_finalize (GObject *object)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (object);

  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (pf_studio_layout_page_parent_class)->finalize (object);
}

/* The page's keys, handled by the window while the page is on screen
 * (managed scope), not only when the focus is inside it: a designer who
 * picks a layout in the sidebar can press 3 and paint green at once. They
 * run after the focused widget had its turn, so typing elsewhere still
 * types. 1 to 7 paint in the palette's colours; 0 and E erase. */
G_STATIC_ASSERT (PF_SHELL_COLOURS == 7);
static const PfStudioPageKey page_keys[] = {
  { GDK_KEY_1, 0, "layout.colour", "1" },
  { GDK_KEY_2, 0, "layout.colour", "2" },
  { GDK_KEY_3, 0, "layout.colour", "3" },
  { GDK_KEY_4, 0, "layout.colour", "4" },
  { GDK_KEY_5, 0, "layout.colour", "5" },
  { GDK_KEY_6, 0, "layout.colour", "6" },
  { GDK_KEY_7, 0, "layout.colour", "7" },
  { GDK_KEY_KP_1, 0, "layout.colour", "1" },
  { GDK_KEY_KP_2, 0, "layout.colour", "2" },
  { GDK_KEY_KP_3, 0, "layout.colour", "3" },
  { GDK_KEY_KP_4, 0, "layout.colour", "4" },
  { GDK_KEY_KP_5, 0, "layout.colour", "5" },
  { GDK_KEY_KP_6, 0, "layout.colour", "6" },
  { GDK_KEY_KP_7, 0, "layout.colour", "7" },
  { GDK_KEY_0, 0, "layout.colour", G_STRINGIFY (ERASER) },
  { GDK_KEY_KP_0, 0, "layout.colour", G_STRINGIFY (ERASER) },
  { GDK_KEY_e, 0, "layout.colour", G_STRINGIFY (ERASER) },
  { GDK_KEY_bracketleft, 0, "layout.rotate-ccw", NULL },
  { GDK_KEY_bracketright, 0, "layout.rotate-cw", NULL },
  { GDK_KEY_o, 0, "layout.show-overlay", NULL },
  { GDK_KEY_s, 0, "layout.step", NULL },
  { GDK_KEY_End, 0, "layout.run", NULL },
  { GDK_KEY_Escape, 0, "layout.reset", NULL },
  { GDK_KEY_Return, GDK_CONTROL_MASK, "layout.apply", NULL },
  { GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "layout.apply", NULL },
  { GDK_KEY_plus, 0, "layout.zoom", "1" },
  { GDK_KEY_equal, 0, "layout.zoom", "1" },
  { GDK_KEY_KP_Add, 0, "layout.zoom", "1" },
  { GDK_KEY_minus, 0, "layout.zoom", "-1" },
  { GDK_KEY_KP_Subtract, 0, "layout.zoom", "-1" },
  { GDK_KEY_0, GDK_CONTROL_MASK, "layout.zoom", "0" },
};

static void
pf_studio_layout_page_class_init (PfStudioLayoutPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = pf_studio_layout_page_get_property;
  object_class->set_property = pf_studio_layout_page_set_property;
  object_class->dispose = pf_studio_layout_page_dispose;
  object_class->finalize = pf_studio_layout_page_finalize;

  properties[PROP_COLOUR] =
    g_param_spec_int ("colour", NULL, NULL, ERASER, PF_SHELL_COLOURS, 1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_OVERLAY] =
    g_param_spec_boolean ("show-overlay", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PF_STUDIO_TYPE_SHELL_PALETTE);
  g_type_ensure (PF_STUDIO_TYPE_SHELL_CANVAS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-layout-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioLayoutPage, canvas);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLayoutPage, hover_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLayoutPage, preview_revealer);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLayoutPage, score_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLayoutPage, message_label);

  gtk_widget_class_install_property_action (widget_class, "layout.colour", "colour");
  gtk_widget_class_install_property_action (widget_class, "layout.show-overlay", "show-overlay");
  gtk_widget_class_install_action (widget_class, "layout.rotate-cw", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "layout.rotate-ccw", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "layout.step", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "layout.run", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "layout.reset", NULL, reset_action);
  gtk_widget_class_install_action (widget_class, "layout.apply", NULL, apply_action);
  gtk_widget_class_install_action (widget_class, "layout.zoom", "i", zoom_action);
}

static void
pf_studio_layout_page_init (PfStudioLayoutPage *self)
{
  GSettings *settings;

  self->colour = 1;
  self->show_overlay = TRUE;
  self->preview = pf_studio_shell_preview_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Cut short on a narrow window, a line is read whole in its tooltip. */
  pf_studio_cut_label_add_tooltip (GTK_WIDGET (self->message_label), self->message_label);

  pf_studio_page_add_keys (GTK_WIDGET (self), GTK_SHORTCUT_SCOPE_MANAGED, page_keys,
                           G_N_ELEMENTS (page_keys));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->canvas), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Shell layout"), -1);

  pf_studio_layout_page_paint_init (self);

  settings = pf_studio_settings_get ();
  if (settings != NULL)
    g_settings_bind (settings, "show-shell-overlay", self, "show-overlay",
                     G_SETTINGS_BIND_DEFAULT);

  pf_studio_layout_page_update_sim_ui (self);
}

/* Public API */

GtkWidget *
pf_studio_layout_page_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_LAYOUT_PAGE, NULL);
}

static void
sync_layout (PfStudioLayoutPage *self,
             gboolean            same_item)
{
  PfItemPlace place;
  PfShellLayout *layout = NULL;

  if (self->document != NULL && self->path != NULL &&
      pf_project_locate (pf_document_get_project (self->document), self->path, &place) &&
      place.kind == PF_ITEM_LAYOUT)
    layout = place.item;

  /* Another item, or this one gone, ends the stroke. */
  if (layout != self->layout || !same_item)
    pf_studio_layout_page_end_stroke (self);
  self->layout = layout;
  if (!same_item || layout == NULL)
    {
      pf_studio_shell_preview_reset (self->preview);
      self->has_hover = FALSE;
    }
  pf_studio_layout_page_sync_simulation (self);
}

static void
on_item_changed (PfDocument         *document,
                 const char         *path,
                 PfStudioLayoutPage *self)
{
  if (g_strcmp0 (path, self->path) == 0)
    sync_layout (self, TRUE);
}

static void
on_items_changed (PfDocument         *document,
                  guint               kind,
                  const char         *pack,
                  PfStudioLayoutPage *self)
{
  if (kind == PF_ITEM_LAYOUT)
    sync_layout (self, TRUE);
}

void
pf_studio_layout_page_set_item (PfStudioLayoutPage *self,
                                PfDocument         *document,
                                const char         *path)
{
  gboolean same_item;

  g_return_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self));

  same_item = document == self->document && path != NULL && g_strcmp0 (path, self->path) == 0;
  /* A stroke belongs to the document it was painted in. */
  if (self->document != document)
    pf_studio_layout_page_end_stroke (self);
  pf_studio_page_follow_document (self, &self->document, document,
                                  G_CALLBACK (on_item_changed), G_CALLBACK (on_items_changed));
  pf_studio_page_store_path (&self->path, path);
  sync_layout (self, same_item);
}

GtkWidget *
pf_studio_layout_page_get_canvas (PfStudioLayoutPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self), NULL);
  return GTK_WIDGET (self->canvas);
}

const PfShellSim *
pf_studio_layout_page_get_sim (PfStudioLayoutPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self), NULL);
  return pf_studio_shell_preview_get_sim (self->preview);
}

gboolean
pf_studio_layout_page_get_previewing (PfStudioLayoutPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self), FALSE);
  return pf_studio_layout_page_previewing (self);
}

const char *
pf_studio_layout_page_get_sim_text (PfStudioLayoutPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self), NULL);
  return gtk_label_get_text (self->score_label);
}

/* pf-studio-map-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page shows the project's map until a parameter changes; from then on
 * it shows a preview, generated from the parameters, that lives only here
 * until "Keep" writes it into the project (one undo step) or "Keep as New
 * Map" adds it as another map. Small maps are generated at once on the main
 * thread; large ones in a GTask with a GCancellable, and a newer request
 * cancels an older one. Drawing, picking and exports use the same core
 * functions as `polyform map` and `polyform render --map`.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-map-page"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-error.h"
#include "pf-map-render.h"
#include "pf-studio-cut-label.h"
#include "pf-studio-map-generate.h"
#include "pf-studio-map-page-private.h"
#include "pf-studio-page.h"
#include "pf-studio-seed-spin.h"
#include "pf-studio-settings.h"
#include "pf-studio-spin-wheel.h"


static void pf_studio_map_page_page_init (PfStudioPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PfStudioMapPage, pf_studio_map_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (PF_STUDIO_TYPE_PAGE, pf_studio_map_page_page_init))

/* Auxiliary methods */

const PfMap *
pf_studio_map_page_shown_map (PfStudioMapPage *self)
{
  return self->preview != NULL ? self->preview : self->map;
}

void
pf_studio_map_page_show_message (PfStudioMapPage *self,
                                 const char      *text,
                                 gboolean         is_error)
{
  self->problem_shown = FALSE;
  g_free (self->message);
  self->message = g_strdup (text);
  gtk_label_set_text (self->message_label, text ? text : "");
  gtk_image_set_from_icon_name (self->message_icon, is_error ? "dialog-error-symbolic"
                                                             : "emblem-ok-symbolic");
  if (is_error)
    gtk_widget_add_css_class (self->message_bar, "pf-error-bar");
  else
    gtk_widget_remove_css_class (self->message_bar, "pf-error-bar");
  gtk_revealer_set_reveal_child (self->message_revealer, text != NULL);
}

void
pf_studio_map_page_update_state (PfStudioMapPage *self)
{
  static const char * const edits[] = { "map.stamp", "map.erase", "map.lock", "map.unlock",
                                        "map.refill", "map.fill-holes", "map.refill-all" };
  gboolean busy = self->generation != NULL || self->switch_job != NULL;
  g_autofree char *text = NULL;

  if (self->switch_job != NULL)
    text = g_strdup (_("Generating the map for its new tile set…"));
  else if (busy)
    text = g_strdup (_("Generating…"));
  else if (self->problem != NULL)
    text = g_strdup (self->problem);
  else if (self->preview != NULL)
    {
      guint locked = pf_map_count_locked (self->preview);
      guint kept_locked = self->map != NULL ? pf_map_count_locked (self->map) : 0;

      /* A smaller map keeps only the locked tiles that fit it: Keep drops
       * the others, so the preview says so first. */
      if (kept_locked > locked)
        text = g_strdup_printf (ngettext ("Preview · %u locked tile falls outside the new size "
                                          "and goes · not kept yet",
                                          "Preview · %u locked tiles fall outside the new size "
                                          "and go · not kept yet", kept_locked - locked),
                                kept_locked - locked);
      else if (locked > 0)
        text = g_strdup_printf (ngettext ("Preview around %u locked tile · not kept yet",
                                          "Preview around %u locked tiles · not kept yet",
                                          locked),
                                locked);
      else
        text = g_strdup (_("Preview · not kept yet"));
    }
  /* The map's name is beside it, in the panel and the status line: the
   * line says only what the canvas shows of it. */
  else if (self->map != NULL)
    text = g_strdup (_("As kept in the project"));
  gtk_label_set_text (self->state_label, text ? text : "");

  gtk_widget_set_visible (GTK_WIDGET (self->progress), self->generation != NULL);
  gtk_widget_set_visible (self->cancel_button, busy);
  /* Cancel takes its place while the map is made, and the width stays. */
  gtk_widget_set_visible (self->keep_new_button, !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->tileset_row), self->switch_job == NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "map.cancel", busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "map.keep",
                                 self->preview != NULL && !busy && self->document != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "map.keep-new",
                                 self->preview != NULL && !busy && self->document != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "map.export-tmx",
                                 self->grid != NULL && self->export_job == NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "map.export-png",
                                 self->grid != NULL && self->export_job == NULL);
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), edits[i],
                                   self->map != NULL && self->document != NULL &&
                                   self->switch_job == NULL);
}

/* Shows @preview (transfer full, nullable: the project's map) with its
 * @grid and @stats (transfer full). */
static void
set_shown (PfStudioMapPage *self,
           PfMap           *preview,
           PfMapGrid       *grid,
           PfMapStats      *stats,
           const char      *problem)
{
  g_clear_pointer (&self->preview, pf_map_free);
  g_clear_pointer (&self->grid, pf_map_grid_free);
  g_clear_pointer (&self->stats, pf_map_stats_free);
  g_clear_pointer (&self->problem, g_free);
  self->preview = preview;
  self->grid = grid;
  self->stats = stats;
  self->problem = g_strdup (problem);

  if (self->grid != NULL && self->tileset != NULL)
    pf_studio_map_view_set_map (self->map_view, pf_studio_map_page_shown_map (self), self->tileset, self->grid);
  else
    pf_studio_map_view_set_map (self->map_view, NULL, NULL, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->hover_label), FALSE);
  pf_studio_map_page_show_figures (self);
  pf_studio_map_page_update_state (self);
  pf_studio_page_preview_changed (PF_STUDIO_PAGE (self));
}

/* A map on screen again takes away the bar's reason for there being none. */
static void
clear_problem_message (PfStudioMapPage *self)
{
  if (!self->problem_shown)
    return;
  self->problem_shown = FALSE;
  pf_studio_map_page_show_message (self, NULL, FALSE);
}

/* Shows the project's map as it is. */
static void
show_project_map (PfStudioMapPage *self)
{
  g_autoptr(GError) error = NULL;
  PfMapGrid *grid;

  grid = pf_map_grid_from_map (self->map, self->tileset, NULL, &error);
  if (grid == NULL)
    {
      set_shown (self, NULL, NULL, NULL, error->message);
      return;
    }
  clear_problem_message (self);
  set_shown (self, NULL, grid,
             pf_map_stats_compute (grid, self->tileset, NULL, self->map->seed), NULL);
}

static void
sync_parameters (PfStudioMapPage *self)
{
  self->updating = TRUE;
  gtk_spin_button_set_value (self->width_spin, self->width);
  gtk_spin_button_set_value (self->height_spin, self->height);
  pf_studio_seed_spin_set_seed (self->seed_spin, self->seed);
  adw_combo_row_set_selected (self->mode_row, self->mode == PF_MAP_MODE_CLASSIC ? 0 : 1);
  self->updating = FALSE;
}

static gboolean
parameters_are_kept (PfStudioMapPage *self)
{
  return self->map != NULL && self->width == self->map->width &&
         self->height == self->map->height && self->seed == self->map->seed &&
         self->mode == self->map->mode;
}

/* Generation */

static void
on_progress (gpointer     owner,
             PfJob *job,
             gpointer     report)
{
  PfStudioMapPage *self = owner;
  const double *fraction = report;

  if (job == self->generation)
    gtk_progress_bar_set_fraction (self->progress, *fraction);
}

static void
show_result (PfStudioMapPage   *self,
             PfStudioMapResult *result,
             const GError      *error)
{
  if (result == NULL)
    {
      g_autofree char *message = NULL;

      if (g_error_matches (error, PF_ERROR, PF_ERROR_CANCELLED) ||
          g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          set_shown (self, NULL, NULL, NULL, _("Generation cancelled"));
          return;
        }
      /* The short word where the preview's state goes, and the whole reason
       * (a shape that cannot fit names itself) in the bar under the map. */
      set_shown (self, NULL, NULL, NULL, _("No preview for these parameters"));
      /* TRANSLATORS: "No preview: shape “square” … cannot be placed on a 1 x 12 map …" */
      message = g_strdup_printf (_("No preview: %s"), error->message);
      pf_studio_map_page_show_message (self, message, TRUE);
      self->problem_shown = TRUE;
      return;
    }
  clear_problem_message (self);
  set_shown (self, g_steal_pointer (&result->map), g_steal_pointer (&result->grid),
             g_steal_pointer (&result->stats), NULL);
}

static void
on_generated (gpointer      owner,
              PfJob  *job,
              gpointer      result,
              const GError *error)
{
  PfStudioMapPage *self = owner;

  /* A newer request took over: its own callback will show its result. */
  if (job != self->generation)
    return;
  g_clear_object (&self->generation);
  show_result (self, result, error);
}

static void
cancel_work (PfStudioMapPage *self)
{
  pf_job_clear (&self->generation);
}

void
pf_studio_map_page_drop_preview (PfStudioMapPage *self)
{
  if (self->map == NULL || (self->preview == NULL && self->generation == NULL))
    return;
  cancel_work (self);
  self->width = self->map->width;
  self->height = self->map->height;
  self->seed = self->map->seed;
  self->mode = self->map->mode;
  sync_parameters (self);
  show_project_map (self);
}

/* Generates the preview for the parameters on screen. */
static void
regenerate (PfStudioMapPage *self)
{
  PfStudioMapRequest request;

  if (self->map == NULL || self->tileset == NULL)
    return;
  cancel_work (self);
  if (parameters_are_kept (self))
    {
      show_project_map (self);
      return;
    }

  request.id = self->map->id;
  request.width = self->width;
  request.height = self->height;
  request.seed = self->seed;
  request.mode = self->mode;
  request.around = self->map;
  if ((guint64) self->width * self->height <= PF_STUDIO_MAP_PAGE_SYNC_CELLS)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PfStudioMapResult) result = NULL;

      result = pf_studio_map_generate (self->tileset, &request, &error);
      show_result (self, result, error);
    }
  else
    {
      gtk_progress_bar_set_fraction (self->progress, 0);
      self->generation = pf_studio_map_generate_start (self, self->tileset, &request, on_progress,
                                                       on_generated);
      pf_studio_map_page_update_state (self);
    }
}

/* Callbacks */

static void
on_parameter_changed (PfStudioMapPage *self)
{
  if (self->updating || self->map == NULL)
    return;
  self->width = (guint) gtk_spin_button_get_value_as_int (self->width_spin);
  self->height = (guint) gtk_spin_button_get_value_as_int (self->height_spin);
  self->seed = pf_studio_seed_spin_get_seed (self->seed_spin);
  self->mode = adw_combo_row_get_selected (self->mode_row) == 0 ? PF_MAP_MODE_CLASSIC
                                                                 : PF_MAP_MODE_PACKED;
  regenerate (self);
}

/* A size typed past the limits is taken to the nearest one, as a spin
 * button does, and the page says so rather than change it without a word. */
static int
on_size_input (GtkSpinButton   *spin,
               double          *value,
               PfStudioMapPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  char *end = NULL;
  double typed = g_ascii_strtod (text, &end);
  double lower, upper;
  g_autofree char *message = NULL;

  if (end == text || *end != '\0')
    return FALSE;   /* not a number: the spin button's own reading */
  gtk_spin_button_get_range (spin, &lower, &upper);
  if (typed >= lower && typed <= upper)
    return FALSE;
  *value = CLAMP (typed, lower, upper);
  /* TRANSLATORS: "Width 5000 is more than the 4096 cells a map may have: 4096 it is" */
  message = g_strdup_printf (typed > upper
                             ? _("%s %s is more than the %.0f cells a map may have: %.0f it is")
                             : _("%s %s is less than the %.0f cell a map needs: %.0f it is"),
                             spin == self->width_spin ? _("Width") : _("Height"), text,
                             typed > upper ? upper : lower, *value);
  pf_studio_map_page_show_message (self, message, FALSE);
  return TRUE;
}

static void
on_colour_changed (PfStudioMapPage *self)
{
  PfMapColourBy colour_by = gtk_drop_down_get_selected (self->colour_dropdown) == 1
                              ? PF_MAP_COLOUR_BY_TERRAIN : PF_MAP_COLOUR_BY_VARIANT;
  GSettings *settings = pf_studio_settings_get ();

  pf_studio_map_view_set_colour_by (self->map_view, colour_by);
  if (settings != NULL && !self->updating &&
      g_settings_get_enum (settings, "map-colour-by") != (int) colour_by)
    g_settings_set_enum (settings, "map-colour-by", colour_by);
}

static void
on_colour_setting_changed (GSettings       *settings,
                           const char      *key,
                           PfStudioMapPage *self)
{
  self->updating = TRUE;
  gtk_drop_down_set_selected (self->colour_dropdown,
                              g_settings_get_enum (settings, "map-colour-by") == 1 ? 1 : 0);
  self->updating = FALSE;
}

/* Actions */

gboolean
pf_studio_map_page_keep_preview (PfStudioMapPage *self)
{
  g_autoptr(PfMap) preview = NULL;

  if (self->preview == NULL || self->document == NULL || self->generation != NULL)
    return FALSE;
  /* The map keeps its id, title and tile set, and takes the preview's
   * size, seed, mode and placements, as one undo step. */
  preview = g_steal_pointer (&self->preview);
  g_free (preview->id);
  preview->id = g_strdup (self->map->id);
  pf_meta_clear (&preview->meta);
  pf_meta_copy (&preview->meta, &self->map->meta);
  pf_extensions_free (preview->ext);
  preview->ext = pf_extensions_copy (self->map->ext);
  pf_document_replace_item (self->document, self->path, g_steal_pointer (&preview));
  pf_studio_map_page_show_message (self, NULL, FALSE);
  return TRUE;
}

static void
keep_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  pf_studio_map_page_keep_preview (PF_STUDIO_MAP_PAGE (widget));
}

static void
keep_new_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (widget);

  if (self->preview != NULL && self->document != NULL && self->generation == NULL)
    pf_studio_map_keep_as_new (widget, self->document, self->preview);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (widget);

  if (self->generation != NULL)
    pf_job_cancel (self->generation);
  if (self->switch_job != NULL)
    pf_job_cancel (self->switch_job);
}

static void
reroll_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (widget);

  if (self->map == NULL)
    return;
  pf_studio_map_page_set_parameters (self, self->width, self->height,
                                     g_random_int_range (1, G_MAXINT32), self->mode);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (widget);
  int direction = g_variant_get_int32 (parameter);

  if (direction == 0)
    pf_studio_map_view_zoom_fit (self->map_view);
  else
    pf_studio_map_view_zoom (self->map_view, direction > 0 ? 1.25 : 0.8);
}

static void
dismiss_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  pf_studio_map_page_show_message (PF_STUDIO_MAP_PAGE (widget), NULL, FALSE);
}

/* PfStudioPage */

static void
page_set_item (PfStudioPage *page,
               PfDocument   *document,
               const char   *path)
{
  pf_studio_map_page_set_item (PF_STUDIO_MAP_PAGE (page), document, path);
}

static GtkWidget *
page_get_canvas (PfStudioPage *page)
{
  return pf_studio_map_page_get_canvas (PF_STUDIO_MAP_PAGE (page));
}

static gpointer
page_get_preview (PfStudioPage *page)
{
  return PF_STUDIO_MAP_PAGE (page)->preview;
}

static void
pf_studio_map_page_page_init (PfStudioPageInterface *iface)
{
  iface->set_item = page_set_item;
  iface->get_canvas = page_get_canvas;
  iface->get_preview = page_get_preview;
}

/* GObject overrides */

static GParamSpec *properties[N_PROPS];

static void
pf_studio_map_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (object);

  if (prop_id == PROP_TOOL)
    g_value_set_string (value, self->tool);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
pf_studio_map_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (object);

  if (prop_id == PROP_TOOL)
    pf_studio_map_page_set_tool (self, g_value_get_string (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
pf_studio_map_page_dispose (GObject *object)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (object);
  GtkWidget *child;

  cancel_work (self);
  pf_studio_map_page_cancel_switch (self);
  pf_job_clear (&self->export_job);
  if (self->map_view != NULL)
    pf_studio_map_view_set_map (self->map_view, NULL, NULL, NULL);
  pf_studio_page_follow_document (self, &self->document, NULL, NULL, NULL);
  self->map = NULL;
  self->tileset = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_MAP_PAGE);
  /* The unnamed template children too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (pf_studio_map_page_parent_class)->dispose (object);
}

static void
pf_studio_map_page_finalize (GObject *object)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (object);

  g_clear_pointer (&self->preview, pf_map_free);
  g_clear_pointer (&self->grid, pf_map_grid_free);
  g_clear_pointer (&self->stats, pf_map_stats_free);
  g_clear_pointer (&self->problem, g_free);
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->tool, g_free);

  G_OBJECT_CLASS (pf_studio_map_page_parent_class)->finalize (object);
}

static void
pf_studio_map_page_class_init (PfStudioMapPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_map_page_dispose;
  object_class->finalize = pf_studio_map_page_finalize;
  object_class->get_property = pf_studio_map_page_get_property;
  object_class->set_property = pf_studio_map_page_set_property;

  /**
   * PfStudioMapPage:tool:
   *
   * What the primary button does on the map: "pan", "stamp", "erase",
   * "lock" or "unlock" (the action map.tool).
   */
  properties[PROP_TOOL] = g_param_spec_string ("tool", NULL, NULL, "pan",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                                               G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PF_STUDIO_TYPE_MAP_VIEW);
  g_type_ensure (PF_STUDIO_TYPE_TITLE_ROW);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-map-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, state_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, progress);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, keep_new_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, colour_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, message_revealer);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, message_bar);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, message_icon);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, message_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, map_view);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, hover_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, name_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, tileset_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, width_spin);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, panel_scroll);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, height_spin);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, mode_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, stats_list);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, stamp_shape_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, stamp_variant_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, stamp_rotation_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, refill_seed_spin);
  gtk_widget_class_bind_template_child (widget_class, PfStudioMapPage, tool_hint);

  gtk_widget_class_install_action (widget_class, "map.keep", NULL, keep_action);
  gtk_widget_class_install_action (widget_class, "map.keep-new", NULL, keep_new_action);
  gtk_widget_class_install_action (widget_class, "map.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "map.reroll", NULL, reroll_action);
  gtk_widget_class_install_action (widget_class, "map.zoom", "i", zoom_action);
  pf_studio_map_page_class_export_init (widget_class);
  pf_studio_map_page_class_tools_init (widget_class);
  gtk_widget_class_install_action (widget_class, "map.dismiss", NULL, dismiss_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "map.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "map.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "map.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "map.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "map.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "map.zoom", "i", 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "map.reroll",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "map.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "map.keep", NULL);
}

static void
pf_studio_map_page_init (PfStudioMapPage *self)
{
  GSettings *settings = pf_studio_settings_get ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Cut short on a narrow window, a line is read whole in its tooltip. */
  pf_studio_cut_label_add_tooltip (GTK_WIDGET (self->state_label), self->state_label);
  /* Scrolling the panel past them regenerates nothing. */
  pf_studio_wheel_scrolls_panel (GTK_WIDGET (self->width_spin));
  pf_studio_wheel_scrolls_panel (GTK_WIDGET (self->height_spin));
  pf_studio_seed_spin_setup (self->seed_spin);
  pf_studio_wheel_scrolls_panel (GTK_WIDGET (self->seed_spin));
  pf_studio_wheel_scrolls_panel (GTK_WIDGET (self->refill_seed_spin));
  pf_studio_cut_label_add_tooltip (GTK_WIDGET (self->tool_hint), self->tool_hint);

  g_signal_connect (self->width_spin, "input", G_CALLBACK (on_size_input), self);
  g_signal_connect (self->height_spin, "input", G_CALLBACK (on_size_input), self);
  g_signal_connect_swapped (self->width_spin, "value-changed",
                            G_CALLBACK (on_parameter_changed), self);
  g_signal_connect_swapped (self->height_spin, "value-changed",
                            G_CALLBACK (on_parameter_changed), self);
  g_signal_connect_swapped (self->seed_spin, "value-changed",
                            G_CALLBACK (on_parameter_changed), self);
  g_signal_connect_swapped (self->mode_row, "notify::selected",
                            G_CALLBACK (on_parameter_changed), self);
  g_signal_connect_swapped (self->colour_dropdown, "notify::selected",
                            G_CALLBACK (on_colour_changed), self);
  g_signal_connect_swapped (self->map_view, "hover-changed",
                            G_CALLBACK (pf_studio_map_page_show_hovered), self);
  pf_studio_map_page_item_init (self);
  pf_studio_map_page_tools_init (self);
  pf_studio_map_page_export_init (self);

  if (settings != NULL)
    {
      g_signal_connect_object (settings, "changed::map-colour-by",
                               G_CALLBACK (on_colour_setting_changed), self, 0);
      on_colour_setting_changed (settings, "map-colour-by", self);
    }
  pf_studio_map_page_update_state (self);
}

GtkWidget *
pf_studio_map_page_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_MAP_PAGE, NULL);
}

/* The path of the page's map now: its id follows its title, so a rename
 * moves it (the map itself stays the same object). */
static gboolean
locate_map (PfStudioMapPage *self,
            PfItemPlace     *place)
{
  PfProject *project = pf_document_get_project (self->document);
  GPtrArray *maps;

  if (self->path == NULL)
    return FALSE;
  if (pf_project_locate (project, self->path, place) && place->kind == PF_ITEM_MAP)
    return TRUE;
  maps = pf_project_get_maps (project);
  for (guint i = 0; self->map != NULL && i < maps->len; i++)
    if (g_ptr_array_index (maps, i) == self->map)
      {
        g_free (self->path);
        self->path = pf_item_path_build (PF_ITEM_MAP, NULL, self->map->id);
        return pf_project_locate (project, self->path, place);
      }
  return FALSE;
}

static void
sync_map (PfStudioMapPage *self,
          gboolean         same)
{
  PfProject *project;
  PfItemPlace place;
  PfMap *map;

  /* A tile set switch under way was for the map as it was. */
  pf_studio_map_page_cancel_switch (self);
  if (self->document == NULL || !locate_map (self, &place) ||
      pf_project_find_tileset ((project = pf_document_get_project (self->document)),
                               ((PfMap *) place.item)->tileset) == NULL)
    {
      cancel_work (self);
      self->map = NULL;
      self->tileset = NULL;
      pf_studio_map_view_set_map (self->map_view, NULL, NULL, NULL);
      g_clear_pointer (&self->grid, pf_map_grid_free);
      g_clear_pointer (&self->stats, pf_map_stats_free);
      g_clear_pointer (&self->preview, pf_map_free);
      pf_studio_map_page_update_state (self);
      return;
    }
  map = self->map = place.item;
  self->tileset = pf_project_find_tileset (project, map->tileset);
  pf_studio_map_page_sync_item (self);
  pf_studio_map_page_sync_tools (self);
  if (!same)
    {
      pf_studio_map_view_zoom_fit (self->map_view);
      pf_studio_map_page_show_message (self, NULL, FALSE);
      /* Another map opens with its panel at the top: its name and size. */
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->panel_scroll), 0);
    }

  if (same && (self->preview != NULL || self->generation != NULL))
    {
      /* Keep exploring, with the tile set as it is now. */
      regenerate (self);
      return;
    }

  cancel_work (self);
  self->width = map->width;
  self->height = map->height;
  self->seed = map->seed;
  self->mode = map->mode;
  sync_parameters (self);
  show_project_map (self);
}

static void
on_item_changed (PfDocument      *document,
                 const char      *path,
                 PfStudioMapPage *self)
{
  g_autofree char *tileset = NULL;

  if (self->map != NULL)
    tileset = pf_item_path_build (PF_ITEM_TILESET, NULL, self->map->tileset);
  if (g_strcmp0 (path, self->path) == 0 || g_strcmp0 (path, tileset) == 0)
    {
      /* A refill's conflicts were where the map was before this change. */
      pf_studio_map_view_set_conflicts (self->map_view, NULL);
      sync_map (self, TRUE);
    }
}

static void
on_items_changed (PfDocument      *document,
                  guint            kind,
                  const char      *pack,
                  PfStudioMapPage *self)
{
  if (kind == PF_ITEM_MAP || kind == PF_ITEM_TILESET)
    sync_map (self, TRUE);
}

void
pf_studio_map_page_set_item (PfStudioMapPage *self,
                             PfDocument      *document,
                             const char      *path)
{
  gboolean same;

  g_return_if_fail (PF_STUDIO_IS_MAP_PAGE (self));

  same = document == self->document && path != NULL && g_strcmp0 (path, self->path) == 0;
  /* The same map under the new path its title gave it. */
  if (!same && document != NULL && document == self->document && self->map != NULL)
    {
      PfItemPlace place;

      same = pf_project_locate (pf_document_get_project (document), path, &place) &&
             place.item == self->map;
    }
  pf_studio_page_follow_document (self, &self->document, document,
                                  G_CALLBACK (on_item_changed), G_CALLBACK (on_items_changed));
  pf_studio_page_store_path (&self->path, path);
  sync_map (self, same);
}

void
pf_studio_map_page_set_parameters (PfStudioMapPage *self,
                                   guint            width,
                                   guint            height,
                                   guint64          seed,
                                   PfMapMode        mode)
{
  g_return_if_fail (PF_STUDIO_IS_MAP_PAGE (self));

  self->width = CLAMP (width, 1, PF_MAP_MAX_SIDE);
  self->height = CLAMP (height, 1, PF_MAP_MAX_SIDE);
  self->seed = seed;
  self->mode = mode;
  sync_parameters (self);
  regenerate (self);
}

const PfMap *
pf_studio_map_page_get_shown (PfStudioMapPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_MAP_PAGE (self), NULL);
  return self->grid != NULL ? pf_studio_map_page_shown_map (self) : NULL;
}

gboolean
pf_studio_map_page_has_preview (PfStudioMapPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_MAP_PAGE (self), FALSE);
  return self->preview != NULL;
}

gboolean
pf_studio_map_page_is_busy (PfStudioMapPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_MAP_PAGE (self), FALSE);
  return self->generation != NULL;
}

const char *
pf_studio_map_page_get_message (PfStudioMapPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_MAP_PAGE (self), NULL);
  return self->message;
}

GtkWidget *
pf_studio_map_page_get_canvas (PfStudioMapPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_MAP_PAGE (self), NULL);
  return GTK_WIDGET (self->map_view);
}

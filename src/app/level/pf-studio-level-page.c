/* pf-studio-level-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Editing goes through the document (begin_edit / end_edit), so every change
 * of walls, goals or blocks is one undo step, and the page redraws when the
 * document says the level changed, whoever changed it. Playing and solution playback
 * only move the page's own current state; they never touch the project.
 * Solving and analysing run in a worker thread (GTask) with a GCancellable;
 * their results are kept while the puzzle stays the same.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-studio-level-page-private.h"
#include "pf-tri-puzzle-key.h"
#include "pf-tri-analysis.h"
#include "pf-tri-render.h"



G_DEFINE_FINAL_TYPE (PfStudioLevelPage, pf_studio_level_page, GTK_TYPE_WIDGET)

enum {
  ANALYZED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_OVERLAY,
  PROP_SHOW_PANEL,
  PROP_AXIS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary methods */

/* How many earlier puzzles keep their analysis, for a designer who goes
 * back to a level, or undoes an edit. An analysis of 10⁶ states takes
 * about 20 MB. */
#define RECENT_RESULTS 6

typedef struct
{
  PfTriSolution *solution;
  PfTriAnalysis *analysis;
} Results;

static void
results_free (gpointer data)
{
  Results *results = data;

  g_clear_pointer (&results->solution, pf_tri_solution_free);
  g_clear_pointer (&results->analysis, pf_tri_analysis_free);
  g_free (results);
}

static gint
compare_keys (gconstpointer a,
              gconstpointer b)
{
  return g_bytes_compare (a, b);
}

/* Takes @key's results out of the memory of earlier puzzles. */
static Results *
take_recent (PfStudioLevelPage *self,
             GBytes            *key)
{
  GList *link = g_queue_find_custom (self->recent_keys, key, compare_keys);
  gpointer stored_key = NULL, results = NULL;

  if (link != NULL)
    {
      g_bytes_unref (link->data);
      g_queue_delete_link (self->recent_keys, link);
    }
  if (!g_hash_table_steal_extended (self->recent, key, &stored_key, &results))
    return NULL;
  g_bytes_unref (stored_key);
  return results;
}

/* The results on screen belong to self->shown: they are kept aside for that
 * puzzle, and the page has none. */
void
pf_studio_level_page_drop_results (PfStudioLevelPage *self)
{
  g_autoptr(GBytes) key = NULL;
  Results *results = NULL;

  if ((self->solution == NULL && self->analysis == NULL) || self->shown == NULL)
    {
      g_clear_pointer (&self->solution, pf_tri_solution_free);
      g_clear_pointer (&self->analysis, pf_tri_analysis_free);
      return;
    }

  key = pf_tri_level_puzzle_key (self->shown);
  /* Older results for the same puzzle make way. */
  results = take_recent (self, key);
  g_clear_pointer (&results, results_free);

  results = g_new0 (Results, 1);
  results->solution = g_steal_pointer (&self->solution);
  results->analysis = g_steal_pointer (&self->analysis);
  g_hash_table_replace (self->recent, g_bytes_ref (key), results);
  g_queue_push_tail (self->recent_keys, g_bytes_ref (key));
  while (g_queue_get_length (self->recent_keys) > RECENT_RESULTS)
    {
      g_autoptr(GBytes) oldest = g_queue_pop_head (self->recent_keys);

      g_hash_table_remove (self->recent, oldest);
    }
}

/* The results kept for the puzzle of self->shown, if any, come back. */
void
pf_studio_level_page_recall_results (PfStudioLevelPage *self)
{
  g_autoptr(GBytes) key = NULL;
  Results *results;

  if (self->shown == NULL || self->solution != NULL || self->analysis != NULL)
    return;
  key = pf_tri_level_puzzle_key (self->shown);
  results = take_recent (self, key);
  if (results == NULL)
    return;
  self->solution = g_steal_pointer (&results->solution);
  self->analysis = g_steal_pointer (&results->analysis);
  results_free (results);
}

/* Numbers are formatted apart, so translatable strings hold plain %s. */
char *
pf_studio_level_page_format_count (gint64 n)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, n);
}

static void
set_count_label (GtkLabel *label,
                 gint64    n)
{
  g_autofree char *count = pf_studio_level_page_format_count (n);
  g_autofree char *text = g_strdup_printf (ngettext ("%s state", "%s states",
                                                     (gulong) CLAMP (n, 0, G_MAXLONG)),
                                           count);

  gtk_label_set_text (label, text);
}

/* The figures: from the analysis on hand, or as the project caches them. */
static void
update_figures (PfStudioLevelPage *self)
{
  const PfTriFigures *figures = &self->level->figures;
  gboolean analysed = figures->reachable >= 0;

  gtk_widget_set_visible (self->figures_grid, figures->moves >= 0);
  if (figures->moves >= 0)
    {
      g_autofree char *moves = g_strdup_printf (ngettext ("%d move", "%d moves", figures->moves),
                                                figures->moves);
      g_autofree char *steps = g_strdup_printf (ngettext ("%d step", "%d steps", figures->steps),
                                                figures->steps);
      /* TRANSLATORS: the optimal solution: "12 moves, 25 steps" */
      g_autofree char *optimal = g_strdup_printf (_("%s, %s"), moves, steps);
      g_autofree char *difficulty = g_strdup_printf ("%.1f", figures->difficulty);

      gtk_label_set_text (self->optimal_value, optimal);
      set_count_label (self->reachable_value, figures->reachable);
      set_count_label (self->solved_value, figures->solved_states);
      set_count_label (self->farther_value, figures->farther_states);
      gtk_label_set_text (self->difficulty_value, analysed ? difficulty : "—");
      if (!analysed)
        {
          gtk_label_set_text (self->reachable_value, "—");
          gtk_label_set_text (self->solved_value, "—");
          gtk_label_set_text (self->farther_value, "—");
        }
    }

  if (self->analysis != NULL)
    {
      guint n_buckets;
      const guint64 *buckets = pf_tri_analysis_get_histogram (self->analysis, &n_buckets);

      pf_studio_level_histogram_set (self->histogram, buckets, n_buckets,
                                     pf_tri_analysis_get_start_distance (self->analysis));
    }
  else
    pf_studio_level_histogram_set (self->histogram, NULL, 0, -1);
  gtk_widget_set_visible (GTK_WIDGET (self->histogram),
                          pf_studio_level_histogram_get_n_bars (self->histogram) > 0);
  gtk_widget_set_visible (self->histogram_caption,
                          pf_studio_level_histogram_get_n_bars (self->histogram) > 0);
}

void
pf_studio_level_page_update_labels (PfStudioLevelPage *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *explored = NULL;
  const PfTriFigures *figures;

  if (self->level == NULL)
    return;

  update_figures (self);
  figures = &self->level->figures;
  explored = pf_studio_level_page_format_count (self->solution ? (gint64) self->solution->explored : 0);
  if (self->rules == NULL)
    g_string_append_printf (text, _("This level cannot be played: %s"),
                            self->rules_error ? self->rules_error : "");
  else if (self->solution != NULL && self->solution->status == PF_TRI_SOLVE_UNSOLVABLE)
    g_string_append_printf (text, _("Unsolvable: no move sequence covers every goal with a "
                                    "key block (%s states explored)"), explored);
  else if (self->solution != NULL && self->solution->status == PF_TRI_SOLVE_GAVE_UP)
    g_string_append_printf (text, _("Gave up after %s states; the level is too large to "
                                    "solve here"), explored);
  else if (figures->moves < 0)
    g_string_append (text, _("Not analysed yet: Analyze (F6) finds the optimal solution, "
                             "the difficulty and how far each state is from the goal."));
  else if (self->analysis == NULL)
    g_string_append (text, _("Figures as saved in the project. Analyze (F6) to see the "
                             "distance chart and to use the overlays."));

  gtk_label_set_text (self->figures_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->figures_label), text->len > 0);
  pf_studio_level_page_update_play (self);
}

/* A message in the analysis section, until the labels are updated again. */
void
pf_studio_level_page_show_message (PfStudioLevelPage *self,
                                   const char        *text)
{
  gtk_label_set_text (self->figures_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->figures_label), TRUE);
}

/* A passing message over the canvas. */
void
pf_studio_level_page_toast (PfStudioLevelPage *self,
                            const char        *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 3);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

void
pf_studio_level_page_update_actions (PfStudioLevelPage *self)
{
  gboolean busy = self->cancellable != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.analyze",
                                 !busy && self->rules != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.cancel", busy);
  pf_studio_level_page_play_update_actions (self);
  gtk_widget_set_visible (self->cancel_button, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), busy);
  gtk_widget_set_visible (self->analyze_button, !busy);
  gtk_widget_set_visible (self->axis_box, self->mode == PF_STUDIO_LEVEL_MODE_BLOCK);
}

void
pf_studio_level_page_refresh (PfStudioLevelPage *self)
{
  PfTriRenderOptions options;

  pf_studio_level_page_update_labels (self);
  pf_studio_level_page_update_actions (self);
  pf_studio_level_page_fill_render_options (self, &options);
  pf_studio_tri_canvas_set_options (self->canvas, &options);
}

void
pf_studio_level_page_rebuild_rules (PfStudioLevelPage *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->rules, pf_tri_rules_free);
  g_clear_pointer (&self->rules_error, g_free);
  self->rules = pf_tri_rules_new (self->level, &error);
  if (self->rules == NULL)
    self->rules_error = g_strdup (error->message);
  pf_studio_level_page_restart (self);
}

/* Edits are made on the start position, which is then what is drawn. */
void
pf_studio_level_page_begin_edit (PfStudioLevelPage *self)
{
  if (self->history->len > 0)
    {
      pf_studio_level_page_restart (self);
      pf_studio_level_page_refresh (self);
    }
  self->level = pf_document_begin_edit (self->document, self->path);
}

/* After an edit of self->level in place: the cached figures are stale. The
 * document's ::item-changed brings the page up to date. */
void
pf_studio_level_page_end_edit (PfStudioLevelPage *self)
{
  pf_tri_figures_reset (&self->level->figures);
  pf_studio_level_page_drop_results (self);
  pf_document_end_edit (self->document);
}

/* Callbacks */

static void
mode_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);
  const char *mode = g_variant_get_string (parameter, NULL);

  if (g_str_equal (mode, "wall"))
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_WALL);
  else if (g_str_equal (mode, "goal"))
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_GOAL);
  else if (g_str_equal (mode, "block"))
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_BLOCK);
  else
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_PLAY);
}

static void
analyze_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  pf_studio_level_page_analyze (PF_STUDIO_LEVEL_PAGE (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

static void
fit_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  pf_studio_tri_canvas_fit (PF_STUDIO_LEVEL_PAGE (widget)->canvas);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);

  pf_studio_tri_canvas_zoom (self->canvas, g_str_equal (action_name, "level.zoom-in") ? 1.25
                                                                                       : 0.8);
}

/* GObject overrides */

static void
pf_studio_level_page_dispose (GObject *object)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->document != NULL)
    pf_studio_level_page_set_item (self, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_LEVEL_PAGE);
  {
    GtkWidget *child;

    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  G_OBJECT_CLASS (pf_studio_level_page_parent_class)->dispose (object);
}

static void
pf_studio_level_page_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (object);

  switch (prop_id)
    {
    case PROP_OVERLAY:
      g_value_set_string (value, pf_studio_level_page_overlay_to_string (self->overlay));
      break;
    case PROP_SHOW_PANEL:
      g_value_set_boolean (value, gtk_widget_get_visible (self->panel));
      break;
    case PROP_AXIS:
      g_value_set_string (value, pf_tri_axis_to_string (self->axis));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_level_page_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (object);

  switch (prop_id)
    {
    case PROP_OVERLAY:
      pf_studio_level_page_set_overlay (
        self, pf_studio_level_page_overlay_from_string (g_value_get_string (value)));
      break;
    case PROP_SHOW_PANEL:
      if (gtk_widget_get_visible (self->panel) != g_value_get_boolean (value))
        {
          gtk_widget_set_visible (self->panel, g_value_get_boolean (value));
          gtk_widget_set_visible (self->panel_separator, g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_AXIS:
      {
        PfTriAxis axis;

        if (pf_tri_axis_from_string (g_value_get_string (value), &axis) && axis != self->axis)
          {
            self->axis = axis;
            g_object_notify_by_pspec (object, pspec);
          }
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_level_page_finalize (GObject *object)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (object);

  g_clear_pointer (&self->solution, pf_tri_solution_free);
  g_clear_pointer (&self->analysis, pf_tri_analysis_free);
  g_clear_pointer (&self->recent, g_hash_table_unref);
  if (self->recent_keys != NULL)
    g_queue_free_full (g_steal_pointer (&self->recent_keys), (GDestroyNotify) g_bytes_unref);
  g_clear_pointer (&self->rules, pf_tri_rules_free);
  g_clear_pointer (&self->rules_error, g_free);
  g_clear_pointer (&self->shown, pf_tri_level_free);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->history, g_array_unref);

  G_OBJECT_CLASS (pf_studio_level_page_parent_class)->finalize (object);
}

/* The page's keys, handled by the window while the page is on screen
 * (managed scope), not only when the focus is inside it: a designer who
 * picks a level in the sidebar can press F6 or M at once. They run after
 * the focused widget had its turn, so the title and notes still take
 * letters, and the sidebar its arrows. Escape, Ctrl+Z and the play keys
 * (Page Up, Page Down, Home) stay with the focus, as class bindings. */
static const struct
{
  guint       keyval;
  const char *action;
  const char *target;
} page_keys[] = {
  { GDK_KEY_w, "level.mode", "wall" },
  { GDK_KEY_g, "level.mode", "goal" },
  { GDK_KEY_b, "level.mode", "block" },
  { GDK_KEY_p, "level.mode", "play" },
  { GDK_KEY_F6, "level.analyze", NULL },
  { GDK_KEY_n, "level.overlay", "none" },
  { GDK_KEY_s, "level.overlay", "solution" },
  { GDK_KEY_m, "level.overlay", "moves" },
  { GDK_KEY_h, "level.overlay", "heat" },
  { GDK_KEY_F8, "level.show-panel", NULL },
  { GDK_KEY_1, "level.axis", "u" },
  { GDK_KEY_2, "level.axis", "v" },
  { GDK_KEY_3, "level.axis", "w" },
  { GDK_KEY_0, "level.fit", NULL },
  { GDK_KEY_KP_0, "level.fit", NULL },
  { GDK_KEY_plus, "level.zoom-in", NULL },
  { GDK_KEY_equal, "level.zoom-in", NULL },
  { GDK_KEY_KP_Add, "level.zoom-in", NULL },
  { GDK_KEY_minus, "level.zoom-out", NULL },
  { GDK_KEY_KP_Subtract, "level.zoom-out", NULL },
};

static void
add_page_keys (PfStudioLevelPage *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (page_keys); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (page_keys[i].keyval, 0),
                                                gtk_named_action_new (page_keys[i].action));

      if (page_keys[i].target != NULL)
        gtk_shortcut_set_arguments (shortcut, g_variant_new_string (page_keys[i].target));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
pf_studio_level_page_class_init (PfStudioLevelPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_level_page_dispose;
  object_class->finalize = pf_studio_level_page_finalize;
  object_class->get_property = pf_studio_level_page_get_property;
  object_class->set_property = pf_studio_level_page_set_property;

  /**
   * PfStudioLevelPage:overlay:
   *
   * What is drawn over the level: "none", "solution", "moves" or "heat".
   */
  properties[PROP_OVERLAY] = g_param_spec_string ("overlay", NULL, NULL, "none",
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                                                  G_PARAM_STATIC_STRINGS);
  /**
   * PfStudioLevelPage:show-panel:
   *
   * Whether the side panel (figures, chart, overlays, details) is shown.
   */
  properties[PROP_SHOW_PANEL] = g_param_spec_boolean ("show-panel", NULL, NULL, TRUE,
                                                      G_PARAM_READWRITE |
                                                      G_PARAM_EXPLICIT_NOTIFY |
                                                      G_PARAM_STATIC_STRINGS);
  /**
   * PfStudioLevelPage:axis:
   *
   * The axis of blocks added in block mode: "u", "v" or "w".
   */
  properties[PROP_AXIS] = g_param_spec_string ("axis", NULL, NULL, "u",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                                               G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PfStudioLevelPage::analyzed:
   *
   * Emitted when a background analysis finished and its results are shown.
   */
  signals[ANALYZED] = g_signal_new ("analyzed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* The axis icons; the application adds them too, but tests have none. */
  if (gdk_display_get_default () != NULL)
    gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                      "/io/github/polyformstudio/PolyformStudio/icons");
  g_type_ensure (PF_STUDIO_TYPE_TRI_CANVAS);
  g_type_ensure (PF_STUDIO_TYPE_LEVEL_HISTOGRAM);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-level-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, wall_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, goal_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, block_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, play_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, axis_box);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, analyze_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, progress);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, overlay_note);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, overlay_note_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, overlay_note_analyze);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, legend);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, legend_nearer);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, legend_same);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, legend_farther);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, move_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, solved_banner);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, solved_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, solved_detail);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, canvas);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, toasts);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, panel);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, panel_separator);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, figures_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, figures_grid);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, optimal_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, reachable_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, solved_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, farther_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, difficulty_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, histogram);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, histogram_caption);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, details_box);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, title_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, author_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, notes_view);

  gtk_widget_class_install_action (widget_class, "level.mode", "s", mode_action);
  gtk_widget_class_install_action (widget_class, "level.analyze", NULL, analyze_action);
  gtk_widget_class_install_action (widget_class, "level.cancel", NULL, cancel_action);
  gtk_widget_class_install_property_action (widget_class, "level.overlay", "overlay");
  gtk_widget_class_install_property_action (widget_class, "level.show-panel", "show-panel");
  gtk_widget_class_install_property_action (widget_class, "level.axis", "axis");
  gtk_widget_class_install_action (widget_class, "level.fit", NULL, fit_action);
  gtk_widget_class_install_action (widget_class, "level.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "level.zoom-out", NULL, zoom_action);

  /* The page's other keys are in page_keys, in managed scope. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "level.cancel", NULL);
  pf_studio_level_page_play_class_init (widget_class);
}

static void
pf_studio_level_page_init (PfStudioLevelPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->history = g_array_new (FALSE, FALSE, sizeof (guint64));
  self->recent = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                        (GDestroyNotify) g_bytes_unref, results_free);
  self->recent_keys = g_queue_new ();
  self->drag_block = -1;
  self->mode = PF_STUDIO_LEVEL_MODE_WALL;

  pf_studio_level_page_edit_init (self);
  pf_studio_level_page_overlay_init (self);
  pf_studio_level_page_details_init (self);
  add_page_keys (self);

  pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_WALL);
}

GtkWidget *
pf_studio_level_page_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_LEVEL_PAGE, NULL);
}

/* Shows the level at self->path as it is now in the document. */
static void
sync_level (PfStudioLevelPage *self)
{
  PfItemPlace place;
  gboolean same_puzzle;
  PfTriLevel *level;

  if (self->document == NULL || self->path == NULL ||
      !pf_project_locate (pf_document_get_project (self->document), self->path, &place) ||
      place.kind != PF_ITEM_LEVEL)
    {
      if (self->cancellable != NULL)
        g_cancellable_cancel (self->cancellable);
      self->level = NULL;
      pf_studio_level_page_drop_results (self);
      g_clear_pointer (&self->shown, pf_tri_level_free);
      g_clear_pointer (&self->rules, pf_tri_rules_free);
      pf_studio_tri_canvas_set_level (self->canvas, NULL);
      pf_studio_level_page_details_sync (self, TRUE);
      return;
    }

  level = place.item;
  same_puzzle = self->shown != NULL && g_strcmp0 (self->shown->id, level->id) == 0 &&
                pf_tri_level_same_puzzle (self->shown, level);

  if (!same_puzzle)
    {
      if (self->cancellable != NULL)
        g_cancellable_cancel (self->cancellable);
      pf_studio_level_page_drop_results (self);
    }

  self->level = level;
  g_clear_pointer (&self->shown, pf_tri_level_free);
  self->shown = pf_tri_level_copy (level);

  if (!same_puzzle)
    {
      pf_studio_level_page_rebuild_rules (self);
      pf_studio_level_page_recall_results (self);
    }
  pf_studio_tri_canvas_set_level (self->canvas, level);
  pf_studio_level_page_details_sync (self, FALSE);
  pf_studio_level_page_refresh (self);
}

static void
on_item_changed (PfDocument        *document,
                 const char        *path,
                 PfStudioLevelPage *self)
{
  if (g_strcmp0 (path, self->path) == 0)
    sync_level (self);
}

static void
on_items_changed (PfDocument        *document,
                  guint              kind,
                  const char        *pack,
                  PfStudioLevelPage *self)
{
  if (kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK)
    sync_level (self);
}

void
pf_studio_level_page_set_item (PfStudioLevelPage *self,
                               PfDocument        *document,
                               const char        *path)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));

  /* What was typed into the details belongs to the level shown so far. */
  if (self->document != document || g_strcmp0 (self->path, path) != 0)
    pf_studio_level_page_commit_details (self);

  if (self->document != document)
    {
      if (self->document != NULL)
        g_signal_handlers_disconnect_by_data (self->document, self);
      g_set_object (&self->document, document);
      if (document != NULL)
        {
          g_signal_connect (document, "item-changed", G_CALLBACK (on_item_changed), self);
          g_signal_connect (document, "items-changed", G_CALLBACK (on_items_changed), self);
        }
    }
  if (g_strcmp0 (self->path, path) != 0)
    {
      g_free (self->path);
      self->path = g_strdup (path);
      sync_level (self);
      pf_studio_level_page_details_sync (self, TRUE);
      /* A level just opened is fitted to the view; edits never move it. */
      pf_studio_tri_canvas_fit (self->canvas);
    }
  else
    sync_level (self);
}

void
pf_studio_level_page_set_mode (PfStudioLevelPage *self,
                               PfStudioLevelMode  mode)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));

  self->mode = mode;
  self->hover_block = -1;
  gtk_toggle_button_set_active (self->wall_button, mode == PF_STUDIO_LEVEL_MODE_WALL);
  gtk_toggle_button_set_active (self->goal_button, mode == PF_STUDIO_LEVEL_MODE_GOAL);
  gtk_toggle_button_set_active (self->block_button, mode == PF_STUDIO_LEVEL_MODE_BLOCK);
  gtk_toggle_button_set_active (self->play_button, mode == PF_STUDIO_LEVEL_MODE_PLAY);
  /* Editing always starts from the level's start position; playing takes
   * the keys (Ctrl+Z steps back a move). */
  if (mode != PF_STUDIO_LEVEL_MODE_PLAY)
    pf_studio_level_page_restart (self);
  else if (gtk_widget_get_mapped (GTK_WIDGET (self->canvas)))
    gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  pf_studio_level_page_refresh (self);
}

gboolean
pf_studio_level_page_is_busy (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), FALSE);
  return self->cancellable != NULL;
}

guint64
pf_studio_level_page_get_state (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), 0);
  return self->state;
}

GtkWidget *
pf_studio_level_page_get_canvas (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), NULL);
  return GTK_WIDGET (self->canvas);
}

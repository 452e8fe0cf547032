/* pf-studio-build-pack-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * pf_tri_build_pack() (the same builder as `polyform build-pack`) runs in a
 * worker thread from the pack's own levels; its reports come back to the
 * main loop, where the chart shows each target and what was found for it.
 * The window is not modal, so the designer keeps editing meanwhile. The
 * levels found are added in order of moves, as one undo step.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-generate"

#include <glib/gi18n.h>

#include "pf-studio-build-pack-window.h"
#include "pf-studio-curve-chart.h"
#include "pf-tri-pack-builder.h"

struct _PfStudioBuildPackWindow
{
  AdwWindow           parent_instance;

  GtkSpinButton      *count_spin;
  GtkSpinButton      *min_spin;
  GtkSpinButton      *max_spin;
  GtkSpinButton      *minutes_spin;
  PfStudioCurveChart *chart;
  GtkProgressBar     *progress;
  GtkLabel           *status_label;
  GtkLabel           *result_label;

  PfDocument         *document;
  char               *pack_path;
  GPtrArray          *found;          /* PfTriLevel*, owned: the last run's, in order */
  guint64             seed;
  gboolean            seed_set;
  GCancellable       *cancellable;
  gint64              started;        /* monotonic µs */
  gboolean            closed;
};

G_DEFINE_FINAL_TYPE (PfStudioBuildPackWindow, pf_studio_build_pack_window, ADW_TYPE_WINDOW)

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary methods */

static PfTriPack *
pack_of (PfStudioBuildPackWindow *self)
{
  PfItemPlace place;

  if (self->document == NULL ||
      !pf_project_locate (pf_document_get_project (self->document), self->pack_path, &place) ||
      place.kind != PF_ITEM_PACK)
    return NULL;
  return place.item;
}

static void
update_actions (PfStudioBuildPackWindow *self)
{
  gboolean running = self->cancellable != NULL;
  PfTriPack *pack = pack_of (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "build.start",
                                 !running && pack != NULL && pack->levels->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "build.stop", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "build.accept",
                                 !running && self->found->len > 0 && pack != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->count_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->min_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->max_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->minutes_spin), !running);
}

/* The curve the settings ask for, before anything is found. */
static void
show_curve (PfStudioBuildPackWindow *self)
{
  guint count = gtk_spin_button_get_value_as_int (self->count_spin);
  gint low_moves = gtk_spin_button_get_value_as_int (self->min_spin);
  gint high_moves = MAX (low_moves, gtk_spin_button_get_value_as_int (self->max_spin));

  pf_studio_curve_chart_clear (self->chart);
  for (guint k = 0; k < count; k++)
    {
      int low, high;
      int moves = pf_tri_pack_target_moves (count, low_moves, high_moves, k, &low, &high);

      pf_studio_curve_chart_set_target (self->chart, k, moves, low, high);
    }
}

static void
on_setting_changed (PfStudioBuildPackWindow *self)
{
  /* Min never above max: move the other one along. */
  if (gtk_spin_button_get_value (self->min_spin) > gtk_spin_button_get_value (self->max_spin))
    gtk_spin_button_set_value (self->max_spin, gtk_spin_button_get_value (self->min_spin));
  if (self->cancellable == NULL)
    show_curve (self);
}

/* Reports from the worker */

typedef struct
{
  GWeakRef         window;
  guint            index;
  int              target;
  int              found;      /* -1 unless the report announces a level */
} Report;

static void
report_free (Report *report)
{
  g_weak_ref_clear (&report->window);
  g_free (report);
}

static gboolean
apply_report (gpointer data)
{
  Report *report = data;
  g_autoptr(PfStudioBuildPackWindow) self = g_weak_ref_get (&report->window);
  g_autofree char *text = NULL;
  guint count;

  if (self == NULL || self->cancellable == NULL || self->closed)
    return G_SOURCE_REMOVE;

  count = gtk_spin_button_get_value_as_int (self->count_spin);
  if (report->found >= 0)
    pf_studio_curve_chart_set_found (self->chart, report->index, report->found);
  pf_studio_curve_chart_set_current (self->chart, report->found >= 0 ? -1 : (int) report->index);
  {
    guint found = pf_studio_curve_chart_count_found (self->chart);
    gint64 elapsed = (g_get_monotonic_time () - self->started) / G_USEC_PER_SEC;
    guint minutes = (guint) (elapsed / 60), seconds = (guint) (elapsed % 60);

    /* The search's own best is left out: it may lie beyond the target, whose
     * level is then a start of that search at the target's distance. */
    /* TRANSLATORS: "Level 5 of 20: aiming at 9 moves · 4 found · 1:05" */
    text = g_strdup_printf (_("Level %u of %u: aiming at %d moves · %u found · %u:%02u"),
                            report->index + 1, count, report->target, found, minutes, seconds);
    gtk_progress_bar_set_fraction (self->progress, count > 0 ? (double) found / count : 0);
  }
  gtk_label_set_text (self->status_label, text);
  return G_SOURCE_REMOVE;
}

typedef struct
{
  PfStudioBuildPackWindow *window;   /* for its weak references only */
  GPtrArray               *sources;  /* PfTriLevel copies */
  PfTriPackParams          params;
} Job;

static void
job_free (Job *job)
{
  g_clear_pointer (&job->sources, g_ptr_array_unref);
  g_free (job);
}

static void
on_build_report (const PfTriPackTarget  *target,
                 const PfTriGenProgress *progress,
                 gpointer                user_data)
{
  Job *job = user_data;
  Report *report = g_new0 (Report, 1);

  g_weak_ref_init (&report->window, job->window);
  report->index = target->index;
  report->target = target->moves;
  report->found = progress == NULL && target->level != NULL ? target->level->figures.moves : -1;
  g_main_context_invoke_full (NULL, G_PRIORITY_DEFAULT, apply_report, report,
                              (GDestroyNotify) report_free);
}

static void
build_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;
  PfTriPackResult *result = pf_tri_build_pack (job->sources, job->sources, &job->params, &error);

  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) pf_tri_pack_result_free);
}

static void
on_finished (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (source);
  g_autoptr(PfTriPackResult) done = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  done = g_task_propagate_pointer (G_TASK (result), &error);
  g_clear_object (&self->cancellable);
  if (self->closed)
    return;
  pf_studio_curve_chart_set_current (self->chart, -1);

  g_ptr_array_set_size (self->found, 0);
  if (done == NULL)
    text = g_strdup (error->message);
  else
    {
      guint count = done->targets->len;

      for (guint i = 0; i < done->levels->len; i++)
        g_ptr_array_add (self->found, pf_tri_level_copy (g_ptr_array_index (done->levels, i)));
      for (guint i = 0; i < count; i++)
        {
          const PfTriPackTarget *target = g_ptr_array_index (done->targets, i);

          pf_studio_curve_chart_set_found (self->chart, i,
                                           target->level ? target->level->figures.moves : -1);
        }
      if (self->found->len == count)
        text = g_strdup_printf (ngettext ("Found the %u level; add it to the pack",
                                          "Found all %u levels; add them to the pack", count),
                                count);
      else
        text = g_strdup_printf (ngettext ("Stopped with %u of %u level found",
                                          "Stopped with %u of %u levels found", count),
                                self->found->len, count);
    }
  gtk_label_set_text (self->status_label, text);
  gtk_progress_bar_set_fraction (self->progress, 1.0);
  update_actions (self);
  g_signal_emit (self, signals[FINISHED], 0, done != NULL);
}

/* Actions */

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  pf_studio_build_pack_window_start (PF_STUDIO_BUILD_PACK_WINDOW (widget));
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  pf_studio_build_pack_window_stop (PF_STUDIO_BUILD_PACK_WINDOW (widget));
}

static void
accept_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  pf_studio_build_pack_window_accept (PF_STUDIO_BUILD_PACK_WINDOW (widget));
}

/* Building the window */

static GtkSpinButton *
add_setting (GtkWidget  *group,
             const char *title,
             const char *subtitle,
             double      low,
             double      high,
             double      value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_spin_button_new_with_range (low, high, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (button), value);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return GTK_SPIN_BUTTON (button);
}

static void
build_ui (PfStudioBuildPackWindow *self)
{
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *start = gtk_button_new_with_mnemonic (_("_Start"));
  GtkWidget *stop = gtk_button_new_with_mnemonic (_("S_top"));
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *right = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *accept_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *accept = gtk_button_new_with_mnemonic (_("_Add to Pack"));

  gtk_actionable_set_action_name (GTK_ACTIONABLE (start), "build.start");
  gtk_widget_set_tooltip_text (start, _("Start building (Ctrl+Return)"));
  gtk_widget_add_css_class (start, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (stop), "build.stop");
  gtk_widget_set_tooltip_text (stop, _("Stop, keeping the levels found (Escape)"));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), start);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), stop);
  gtk_box_append (GTK_BOX (toolbar), header);

  gtk_widget_set_margin_start (body, 18);
  gtk_widget_set_margin_end (body, 18);
  gtk_widget_set_margin_top (body, 12);
  gtk_widget_set_margin_bottom (body, 18);
  gtk_widget_set_vexpand (body, TRUE);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("The Curve"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("New levels from the pack’s own, each within 10 % "
                                           "(at least one move) of its target"));
  self->count_spin = add_setting (group, _("Levels"), _("How many new levels"), 1, 200, 20);
  self->min_spin = add_setting (group, _("From"), _("Moves of the first"), 1, 250, 1);
  self->max_spin = add_setting (group, _("To"), _("Moves of the last"), 1, 250, 40);
  self->minutes_spin = add_setting (group, _("Time limit"), _("Minutes"), 1, 600, 30);
  gtk_widget_set_size_request (group, 320, -1);
  gtk_box_append (GTK_BOX (body), group);

  self->chart = PF_STUDIO_CURVE_CHART (pf_studio_curve_chart_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->chart), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->chart),
                               _("The line is the moves aimed at, the band what is accepted; a "
                                 "dot is a level found (a ring when it is off its band)"));
  gtk_box_append (GTK_BOX (right), GTK_WIDGET (self->chart));
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_box_append (GTK_BOX (right), GTK_WIDGET (self->progress));
  self->status_label = GTK_LABEL (gtk_label_new (_("Set the curve and press Start")));
  gtk_label_set_xalign (self->status_label, 0);
  gtk_label_set_wrap (self->status_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "dim-label");
  gtk_box_append (GTK_BOX (right), GTK_WIDGET (self->status_label));

  self->result_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->result_label, 0);
  gtk_label_set_wrap (self->result_label, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->result_label), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (accept), "build.accept");
  gtk_widget_set_tooltip_text (accept, _("Add the levels found to the end of the pack, in order, "
                                         "as one edit (Ctrl+Shift+Return)"));
  gtk_widget_add_css_class (accept, "suggested-action");
  gtk_box_append (GTK_BOX (accept_box), GTK_WIDGET (self->result_label));
  gtk_box_append (GTK_BOX (accept_box), accept);
  gtk_box_append (GTK_BOX (right), accept_box);
  gtk_widget_set_hexpand (right, TRUE);
  gtk_box_append (GTK_BOX (body), right);

  gtk_box_append (GTK_BOX (toolbar), body);
  adw_window_set_content (ADW_WINDOW (self), toolbar);

  g_signal_connect_swapped (self->count_spin, "value-changed", G_CALLBACK (on_setting_changed),
                            self);
  g_signal_connect_swapped (self->min_spin, "value-changed", G_CALLBACK (on_setting_changed),
                            self);
  g_signal_connect_swapped (self->max_spin, "value-changed", G_CALLBACK (on_setting_changed),
                            self);
}

/* GObject overrides */

static gboolean
pf_studio_build_pack_window_close_request (GtkWindow *window)
{
  pf_studio_build_pack_window_stop (PF_STUDIO_BUILD_PACK_WINDOW (window));
  return GTK_WINDOW_CLASS (pf_studio_build_pack_window_parent_class)->close_request (window);
}

static void
pf_studio_build_pack_window_dispose (GObject *object)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (object);

  self->closed = TRUE;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (pf_studio_build_pack_window_parent_class)->dispose (object);
}

static void
pf_studio_build_pack_window_finalize (GObject *object)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (object);

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->found, g_ptr_array_unref);
  g_clear_pointer (&self->pack_path, g_free);
  G_OBJECT_CLASS (pf_studio_build_pack_window_parent_class)->finalize (object);
}

static void
pf_studio_build_pack_window_class_init (PfStudioBuildPackWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = pf_studio_build_pack_window_dispose;
  object_class->finalize = pf_studio_build_pack_window_finalize;
  window_class->close_request = pf_studio_build_pack_window_close_request;

  /**
   * PfStudioBuildPackWindow::finished:
   * @self: the window
   * @ok: %FALSE when the run failed
   *
   * The run ended: every level found, stopped, or failed.
   */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_install_action (widget_class, "build.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "build.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "build.accept", NULL, accept_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "build.start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "build.stop", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "build.accept", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static void
pf_studio_build_pack_window_init (PfStudioBuildPackWindow *self)
{
  self->found = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  build_ui (self);
  show_curve (self);
  gtk_window_set_default_size (GTK_WINDOW (self), 900, 520);
}

/* Public API */

PfStudioBuildPackWindow *
pf_studio_build_pack_window_new (GtkWindow  *parent,
                                 PfDocument *document,
                                 const char *pack_path)
{
  PfStudioBuildPackWindow *self;
  g_autofree char *title = NULL;
  PfTriPack *pack;

  g_return_val_if_fail (PF_IS_DOCUMENT (document), NULL);

  self = g_object_new (PF_STUDIO_TYPE_BUILD_PACK_WINDOW, "transient-for", parent,
                       "destroy-with-parent", TRUE, NULL);
  self->document = g_object_ref (document);
  self->pack_path = g_strdup (pack_path);
  pack = pack_of (self);
  /* TRANSLATORS: the window's title; %s is the pack's title */
  title = g_strdup_printf (_("Build Levels for %s"),
                           pack ? pf_item_get_title (PF_ITEM_PACK, pack) : pack_path);
  gtk_window_set_title (GTK_WINDOW (self), title);
  update_actions (self);
  return self;
}

void
pf_studio_build_pack_window_set_curve (PfStudioBuildPackWindow *self,
                                       guint                    count,
                                       gint                     min_moves,
                                       gint                     max_moves,
                                       guint64                  seed)
{
  g_return_if_fail (PF_STUDIO_IS_BUILD_PACK_WINDOW (self));

  gtk_spin_button_set_value (self->count_spin, count);
  gtk_spin_button_set_value (self->min_spin, min_moves);
  gtk_spin_button_set_value (self->max_spin, max_moves);
  self->seed = seed;
  self->seed_set = TRUE;
  show_curve (self);
}

void
pf_studio_build_pack_window_start (PfStudioBuildPackWindow *self)
{
  g_autoptr(GTask) task = NULL;
  PfTriPack *pack;
  Job *job;

  g_return_if_fail (PF_STUDIO_IS_BUILD_PACK_WINDOW (self));

  pack = pack_of (self);
  if (self->cancellable != NULL || pack == NULL || pack->levels->len == 0)
    return;

  job = g_new0 (Job, 1);
  job->window = self;
  job->sources = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  for (guint i = 0; i < pack->levels->len; i++)
    g_ptr_array_add (job->sources, pf_tri_level_copy (g_ptr_array_index (pack->levels, i)));
  pf_tri_pack_params_init (&job->params);
  job->params.count = gtk_spin_button_get_value_as_int (self->count_spin);
  job->params.min_moves = gtk_spin_button_get_value_as_int (self->min_spin);
  job->params.max_moves = gtk_spin_button_get_value_as_int (self->max_spin);
  job->params.seed = self->seed_set ? self->seed : g_random_int ();
  job->params.max_seconds = gtk_spin_button_get_value (self->minutes_spin) * 60;
  job->params.report = on_build_report;
  job->params.user_data = job;

  self->cancellable = g_cancellable_new ();
  self->started = g_get_monotonic_time ();
  job->params.cancellable = self->cancellable;
  g_ptr_array_set_size (self->found, 0);
  show_curve (self);
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_label_set_text (self->status_label, _("Building on every core…"));
  gtk_label_set_text (self->result_label, "");

  task = g_task_new (self, NULL, on_finished, NULL);
  g_task_set_source_tag (task, pf_studio_build_pack_window_start);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, build_thread);
  update_actions (self);
}

void
pf_studio_build_pack_window_stop (PfStudioBuildPackWindow *self)
{
  g_return_if_fail (PF_STUDIO_IS_BUILD_PACK_WINDOW (self));

  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      gtk_label_set_text (self->status_label, _("Stopping…"));
    }
}

gboolean
pf_studio_build_pack_window_is_running (PfStudioBuildPackWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_BUILD_PACK_WINDOW (self), FALSE);
  return self->cancellable != NULL;
}

guint
pf_studio_build_pack_window_count_found (PfStudioBuildPackWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_BUILD_PACK_WINDOW (self), 0);
  return self->found->len;
}

guint
pf_studio_build_pack_window_accept (PfStudioBuildPackWindow *self)
{
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(GPtrArray) skipped = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (PF_STUDIO_IS_BUILD_PACK_WINDOW (self), 0);

  if (self->found->len == 0 || self->cancellable != NULL)
    return 0;
  paths = pf_document_add_new_levels (self->document, self->pack_path, -1, self->found,
                                      &skipped);
  if (paths == NULL)
    {
      gtk_label_set_text (self->result_label, _("The pack is gone; nothing was added"));
      return 0;
    }
  g_ptr_array_set_size (self->found, 0);
  if (skipped != NULL && skipped->len > 0)
    text = g_strdup_printf (ngettext ("Added %u level; %u was the same puzzle as a level of "
                                      "the pack",
                                      "Added %u levels; %u were the same puzzle as levels of "
                                      "the pack", skipped->len),
                            paths->len, skipped->len);
  else
    text = g_strdup_printf (ngettext ("Added %u level to the pack", "Added %u levels to the pack",
                                      paths->len), paths->len);
  gtk_label_set_text (self->result_label, text);
  update_actions (self);
  return paths->len;
}

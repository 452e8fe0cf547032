/* pf-studio-level-analysis.c: solving and analysing a level in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <string.h>

#include <glib/gi18n.h>

#include "pf-studio-level-page-private.h"

/* Worker thread */

typedef struct
{
  PfTriLevel    *level;
  PfTriSolution *solution;
  PfTriAnalysis *analysis;
} AnalyzeJob;

static void
analyze_job_free (AnalyzeJob *job)
{
  g_clear_pointer (&job->level, pf_tri_level_free);
  g_clear_pointer (&job->solution, pf_tri_solution_free);
  g_clear_pointer (&job->analysis, pf_tri_analysis_free);
  g_free (job);
}

typedef struct
{
  GWeakRef page;
  guint64  explored;
} ProgressUpdate;

static gboolean
apply_progress (gpointer data)
{
  ProgressUpdate *update = data;
  g_autoptr(PfStudioLevelPage) self = g_weak_ref_get (&update->page);

  if (self != NULL && self->cancellable != NULL)
    {
      g_autofree char *count = pf_studio_level_page_format_count ((gint64) update->explored);
      g_autofree char *text = g_strdup_printf (_("%s states"), count);

      gtk_progress_bar_pulse (self->progress);
      gtk_progress_bar_set_show_text (self->progress, TRUE);
      gtk_progress_bar_set_text (self->progress, text);
    }
  g_weak_ref_clear (&update->page);
  g_free (update);
  return G_SOURCE_REMOVE;
}

static void
on_worker_progress (guint64  explored,
                    guint    depth,
                    gpointer user_data)
{
  GTask *task = user_data;
  ProgressUpdate *update = g_new0 (ProgressUpdate, 1);

  g_weak_ref_init (&update->page, g_task_get_source_object (task));
  update->explored = explored;
  g_main_context_invoke (NULL, apply_progress, update);
}

static void
analyze_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  AnalyzeJob *job = task_data;
  g_autoptr(PfTriRules) rules = NULL;
  GError *error = NULL;

  rules = pf_tri_rules_new (job->level, &error);
  if (rules == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  job->solution = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), MAX_STATES,
                                       cancellable, on_worker_progress, task, &error);
  if (job->solution == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (job->solution->status != PF_TRI_SOLVE_GAVE_UP)
    {
      job->analysis = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), MAX_STATES,
                                      cancellable, on_worker_progress, task, &error);
      if (job->analysis == NULL && error != NULL)
        {
          if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ||
              g_cancellable_is_cancelled (cancellable))
            {
              g_task_return_error (task, error);
              return;
            }
          /* Too large to analyse: keep the solution alone. */
          g_clear_error (&error);
        }
    }
  g_task_return_boolean (task, TRUE);
}

static void
on_analyzed (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (source);
  AnalyzeJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  g_clear_object (&self->cancellable);

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      pf_studio_level_page_refresh (self);
      if (!g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
        pf_studio_level_page_show_message (self, error->message);
      else
        pf_studio_level_page_toast (self, _("Analysis cancelled"));
      pf_studio_level_page_update_actions (self);
      return;
    }

  /* The level may have been edited while the worker ran: only keep results
   * that belong to the puzzle on screen. */
  if (self->level == NULL || !pf_tri_level_same_puzzle (self->level, job->level))
    {
      pf_studio_level_page_refresh (self);
      return;
    }

  pf_studio_level_page_drop_results (self);
  self->solution = g_steal_pointer (&job->solution);
  self->analysis = g_steal_pointer (&job->analysis);

  /* Cache the figures in the project: derived data, not an undo step. */
  if (self->solution->status != PF_TRI_SOLVE_GAVE_UP)
    {
      PfTriFigures figures;

      pf_tri_figures_reset (&figures);
      if (self->analysis != NULL)
        pf_tri_analysis_to_figures (self->analysis, self->solution, &figures);
      else if (self->solution->status == PF_TRI_SOLVE_SOLVED)
        {
          figures.moves = self->solution->moves;
          figures.steps = self->solution->steps;
        }
      /* Cached in the project; the same puzzle keeps these results. */
      pf_document_set_figures (self->document, self->path, &figures);
    }

  pf_studio_level_page_refresh (self);
  g_signal_emit_by_name (self, "analyzed");
}

void
pf_studio_level_page_analyze (PfStudioLevelPage *self)
{
  g_autoptr(GTask) task = NULL;
  AnalyzeJob *job;

  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));
  if (self->level == NULL || self->rules == NULL || self->cancellable != NULL)
    return;

  self->cancellable = g_cancellable_new ();
  job = g_new0 (AnalyzeJob, 1);
  job->level = pf_tri_level_copy (self->level);

  task = g_task_new (self, self->cancellable, on_analyzed, NULL);
  g_task_set_source_tag (task, pf_studio_level_page_analyze);
  g_task_set_task_data (task, job, (GDestroyNotify) analyze_job_free);
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_progress_bar_set_text (self->progress, _("Solving…"));
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  pf_studio_level_page_refresh (self);
  pf_studio_level_page_show_message (self, _("Solving and analysing in the background…"));
  g_task_run_in_thread (task, analyze_thread);
}

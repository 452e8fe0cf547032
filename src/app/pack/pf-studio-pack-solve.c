/* pf-studio-pack-solve.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include "pf-studio-pack-solve.h"
#include "pf-tri-analysis.h"

#define PROGRESS_INTERVAL_US (G_USEC_PER_SEC / 8)

typedef struct
{
  GPtrArray                *levels;   /* PfTriLevel*, owned */
  guint64                   max_states;
  PfStudioPackSolvedFunc    solved;
  PfStudioPackProgressFunc  progress;
  gpointer                  user_data;
  GWeakRef                  source;
  /* Worker thread only */
  guint                     done;
  gint64                    last_progress;
} Job;

static void
job_free (Job *job)
{
  g_ptr_array_unref (job->levels);
  g_weak_ref_clear (&job->source);
  g_free (job);
}

/* What goes back to the main context: a level done, or progress in one. */
typedef struct
{
  Job        *job;       /* kept alive by the task the message holds */
  GTask      *task;
  PfTriLevel *level;     /* NULL for progress */
  gboolean    gave_up;
  guint       done;
  guint64     explored;
} Message;

static gboolean
deliver (gpointer data)
{
  Message *message = data;
  Job *job = message->job;
  g_autoptr(GObject) source = g_weak_ref_get (&job->source);

  if (source != NULL)
    {
      if (message->level != NULL && job->solved != NULL)
        job->solved (source, message->level, message->gave_up, message->done,
                     job->levels->len, job->user_data);
      else if (message->level == NULL && job->progress != NULL)
        job->progress (source, message->done, job->levels->len, message->explored,
                       job->user_data);
    }
  g_clear_pointer (&message->level, pf_tri_level_free);
  g_object_unref (message->task);
  g_free (message);
  return G_SOURCE_REMOVE;
}

static void
send (GTask      *task,
      PfTriLevel *level,
      gboolean    gave_up,
      guint64     explored)
{
  Job *job = g_task_get_task_data (task);
  Message *message = g_new0 (Message, 1);

  message->job = job;
  message->task = g_object_ref (task);
  message->level = level;
  message->gave_up = gave_up;
  message->done = job->done;
  message->explored = explored;
  g_main_context_invoke (g_task_get_context (task), deliver, message);
}

static void
on_search_progress (guint64  explored,
                    guint    depth,
                    gpointer user_data)
{
  GTask *task = user_data;
  Job *job = g_task_get_task_data (task);
  gint64 now = g_get_monotonic_time ();

  if (now - job->last_progress < PROGRESS_INTERVAL_US)
    return;
  job->last_progress = now;
  send (task, NULL, FALSE, explored);
}

/* Fills in @level's figures; returns whether a search ran out of states. */
static gboolean
solve_one (GTask        *task,
           PfTriLevel   *level,
           guint64       max_states,
           GCancellable *cancellable)
{
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
  g_autoptr(PfTriSolution) solution = NULL;
  g_autoptr(PfTriAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;

  pf_tri_figures_reset (&level->figures);
  if (rules == NULL)
    return FALSE;   /* not a playable level: nothing to find, nothing to give up on */

  solution = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), max_states, cancellable,
                                  on_search_progress, task, NULL);
  if (solution == NULL)
    return FALSE;   /* cancelled */
  if (solution->status == PF_TRI_SOLVE_GAVE_UP)
    return TRUE;

  analysis = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), max_states, cancellable,
                             on_search_progress, task, &error);
  if (analysis != NULL)
    {
      pf_tri_analysis_to_figures (analysis, solution, &level->figures);
      return FALSE;
    }
  if (solution->status == PF_TRI_SOLVE_SOLVED)
    {
      level->figures.moves = solution->moves;
      level->figures.steps = solution->steps;
    }
  return !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
solve_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Job *job = task_data;

  for (guint i = 0; i < job->levels->len; i++)
    {
      PfTriLevel *level = pf_tri_level_copy (g_ptr_array_index (job->levels, i));
      gboolean gave_up;

      if (g_task_return_error_if_cancelled (task))
        {
          pf_tri_level_free (level);
          return;
        }
      gave_up = solve_one (task, level, job->max_states, cancellable);
      if (g_cancellable_is_cancelled (cancellable))
        {
          pf_tri_level_free (level);
          g_task_return_error_if_cancelled (task);
          return;
        }
      job->done = i + 1;
      send (task, level, gave_up, 0);
    }
  g_task_return_boolean (task, TRUE);
}

void
pf_studio_pack_solve_async (GObject                  *source,
                            GPtrArray                *levels,
                            guint64                   max_states,
                            GCancellable             *cancellable,
                            PfStudioPackSolvedFunc    solved,
                            PfStudioPackProgressFunc  progress,
                            GAsyncReadyCallback       callback,
                            gpointer                  user_data)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (G_IS_OBJECT (source));
  g_return_if_fail (levels != NULL);

  job = g_new0 (Job, 1);
  job->levels = levels;
  job->max_states = max_states;
  job->solved = solved;
  job->progress = progress;
  job->user_data = user_data;
  g_weak_ref_init (&job->source, source);

  task = g_task_new (source, cancellable, callback, user_data);
  g_task_set_source_tag (task, pf_studio_pack_solve_async);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, solve_thread);
}

gboolean
pf_studio_pack_solve_finish (GObject       *source,
                             GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, source), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

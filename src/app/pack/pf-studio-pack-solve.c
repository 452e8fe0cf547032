/* pf-studio-pack-solve.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include "pf-studio-pack-solve.h"
#include "pf-tri-measure.h"

typedef struct
{
  GPtrArray   *levels;       /* PfTriLevel*, owned */
  guint64      max_states;
  /* Worker thread only */
  PfStudioJob *job;
  guint        done;
} Solve;

static void
solve_free (Solve *solve)
{
  g_ptr_array_unref (solve->levels);
  g_free (solve);
}

static void
report_free (PfStudioPackSolveReport *report)
{
  g_clear_pointer (&report->level, pf_tri_level_free);
  g_free (report);
}

static PfStudioPackSolveReport *
report_new (Solve      *solve,
            PfTriLevel *level)
{
  PfStudioPackSolveReport *report = g_new0 (PfStudioPackSolveReport, 1);

  report->level = level;
  report->done = solve->done;
  report->total = solve->levels->len;
  return report;
}

static void
on_search_progress (guint64  explored,
                    guint    depth,
                    gpointer user_data)
{
  Solve *solve = user_data;
  PfStudioPackSolveReport *report = report_new (solve, NULL);

  report->explored = explored;
  pf_studio_job_progress (solve->job, report, (GDestroyNotify) report_free);
}

static gpointer
solve_in_worker (PfStudioJob   *job,
                 gpointer       data,
                 GCancellable  *cancellable,
                 GError       **error)
{
  Solve *solve = data;
  PfTriMeasureOptions options;

  pf_tri_measure_options_init (&options);
  options.max_states = solve->max_states;
  options.n_threads = 0;
  options.analyze = TRUE;
  solve->job = job;
  for (guint i = 0; i < solve->levels->len; i++)
    {
      g_autoptr(PfTriLevel) level = pf_tri_level_copy (g_ptr_array_index (solve->levels, i));
      g_auto(PfTriMeasure) measure = { 0 };
      g_autoptr(GError) local_error = NULL;
      PfStudioPackSolveReport *report;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      /* A level the rules refuse is not a puzzle: nothing to find, nothing to give up on. */
      if (!pf_tri_measure_level (level, &options, cancellable, on_search_progress, solve,
                                 &measure, &local_error) &&
          g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      level->figures = measure.figures;
      solve->done = i + 1;
      report = report_new (solve, g_steal_pointer (&level));
      /* A search that started and stopped short: out of states, or of memory. */
      report->gave_up = local_error != NULL && measure.solution != NULL;
      pf_studio_job_report (job, report, (GDestroyNotify) report_free);
    }
  return NULL;
}

PfStudioJob *
pf_studio_pack_solve (gpointer               owner,
                      GPtrArray             *levels,
                      guint64                max_states,
                      PfStudioJobReportFunc  report,
                      PfStudioJobDoneFunc    done)
{
  Solve *solve;

  g_return_val_if_fail (G_IS_OBJECT (owner), NULL);
  g_return_val_if_fail (levels != NULL, NULL);

  solve = g_new0 (Solve, 1);
  solve->levels = levels;
  solve->max_states = max_states;
  return pf_studio_job_run (owner, solve_in_worker, solve, (GDestroyNotify) solve_free, NULL,
                            report, done);
}

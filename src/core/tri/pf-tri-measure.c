/* pf-tri-measure.c: a level solved, analysed and turned into its cached figures, in one call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-measure"

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-tri-analysis-private.h"
#include "pf-tri-measure.h"
#include "pf-tri-level-edit.h"

/* Auxiliary methods */

/* The budget and the threads of each search. */
static void
search_options_of (const PfTriMeasureOptions *options,
                   PfTriSearchOptions        *search)
{
  pf_tri_search_options_init (search);
  search->max_states = options->max_states;
  search->n_threads = options->n_threads;
}

/* The solver's result into @measure, with the moves and steps it gives. */
static gboolean
solve (const PfTriRules          *rules,
       guint64                    start,
       const PfTriSearchOptions  *search,
       GCancellable              *cancellable,
       PfTriProgressFunc          progress,
       gpointer                   user_data,
       PfTriMeasure              *measure,
       GError                   **error)
{
  measure->solution = pf_tri_solver_solve_with (rules, start, search, cancellable, progress,
                                                user_data, error);
  if (measure->solution == NULL)
    return FALSE;
  measure->over_budget = measure->solution->status == PF_TRI_SOLVE_GAVE_UP;
  if (measure->solution->status == PF_TRI_SOLVE_SOLVED)
    {
      measure->figures.moves = measure->solution->moves;
      measure->figures.steps = measure->solution->steps;
    }
  else if (measure->solution->status == PF_TRI_SOLVE_UNSOLVABLE)
    measure->figures.moves = -2;
  return TRUE;
}

static gboolean
solve_and_analyze (const PfTriRules           *rules,
                   gboolean                    analyze,
                   const PfTriMeasureOptions  *options,
                   GCancellable               *cancellable,
                   PfTriProgressFunc           progress,
                   gpointer                    user_data,
                   PfTriMeasure               *measure,
                   GError                    **error)
{
  g_autoptr(GError) local_error = NULL;
  PfTriSearchOptions search;
  guint64 start;

  pf_tri_measure_clear (measure);
  search_options_of (options, &search);
  start = pf_tri_rules_get_start (rules);

  if (!analyze)
    {
      if (!solve (rules, start, &search, cancellable, progress, user_data, measure, error))
        return FALSE;
      if (measure->solution->status != PF_TRI_SOLVE_GAVE_UP)
        return TRUE;
      g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, _("more than %llu states"),
                   (unsigned long long) options->max_states);
      return FALSE;
    }

  /* One search for both where the analysis can give the solution; when
   * it cannot, or fails short of the end (a budget, memory), the solver
   * alone may still find the way. */
  measure->analysis = pf_tri_analyze_solving (rules, start, &search, &measure->solution,
                                              cancellable, progress, user_data, &local_error);
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (measure->solution == NULL &&
      !solve (rules, start, &search, cancellable, progress, user_data, measure, error))
    {
      g_clear_pointer (&measure->analysis, pf_tri_analysis_free);
      return FALSE;
    }
  if (measure->analysis == NULL)
    {
      measure->over_budget = g_error_matches (local_error, PF_ERROR, PF_ERROR_LIMIT);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* The analysis enumerated the whole component: the solver's budget
   * proves nothing was missed. */
  measure->over_budget = FALSE;
  pf_tri_analysis_to_figures (measure->analysis, measure->solution, &measure->figures);
  return TRUE;
}

/* Public API */

void
pf_tri_measure_options_init (PfTriMeasureOptions *options)
{
  g_return_if_fail (options != NULL);

  options->max_states = 0;
  options->n_threads = 1;
  options->analyze = FALSE;
  options->explain = FALSE;
}

gboolean
pf_tri_measure (const PfTriRules           *rules,
                const PfTriMeasureOptions  *options,
                GCancellable               *cancellable,
                PfTriProgressFunc           progress,
                gpointer                    user_data,
                PfTriMeasure               *measure,
                GError                    **error)
{
  g_return_val_if_fail (rules != NULL && options != NULL && measure != NULL, FALSE);
  g_return_val_if_fail (!options->explain, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return solve_and_analyze (rules, options->analyze, options, cancellable, progress, user_data,
                            measure, error);
}

gboolean
pf_tri_measure_level (const PfTriLevel           *level,
                      const PfTriMeasureOptions  *options,
                      GCancellable               *cancellable,
                      PfTriProgressFunc           progress,
                      gpointer                    user_data,
                      PfTriMeasure               *measure,
                      GError                    **error)
{
  g_autoptr(PfTriRules) rules = NULL;
  PfTriSearchOptions search;

  g_return_val_if_fail (level != NULL && options != NULL && measure != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  rules = pf_tri_rules_new (level, error);
  if (rules == NULL)
    {
      pf_tri_measure_clear (measure);
      return FALSE;
    }
  if (!solve_and_analyze (rules, options->analyze || options->explain, options, cancellable,
                          progress, user_data, measure, error))
    return FALSE;
  if (!options->explain)
    return TRUE;
  search_options_of (options, &search);
  measure->explanation = pf_tri_explain (level, rules, measure->solution, measure->analysis,
                                         &search, cancellable, error);
  return measure->explanation != NULL;
}

void
pf_tri_measure_clear (PfTriMeasure *measure)
{
  g_return_if_fail (measure != NULL);

  g_clear_pointer (&measure->solution, pf_tri_solution_free);
  g_clear_pointer (&measure->analysis, pf_tri_analysis_free);
  g_clear_pointer (&measure->explanation, pf_tri_explanation_free);
  measure->over_budget = FALSE;
  pf_tri_figures_reset (&measure->figures);
}

PfTriMeasure *
pf_tri_measure_new (void)
{
  PfTriMeasure *measure = g_new0 (PfTriMeasure, 1);

  pf_tri_figures_reset (&measure->figures);
  return measure;
}

void
pf_tri_measure_free (PfTriMeasure *measure)
{
  if (measure == NULL)
    return;
  pf_tri_measure_clear (measure);
  g_free (measure);
}

gboolean
pf_tri_level_measure (PfTriLevel     *level,
                      guint64         max_states,
                      GCancellable   *cancellable,
                      PfTriSolution **solution,
                      PfTriAnalysis **analysis,
                      GError        **error)
{
  g_auto(PfTriMeasure) measure = { 0 };
  PfTriMeasureOptions options;

  g_return_val_if_fail (level != NULL, FALSE);

  pf_tri_measure_options_init (&options);
  options.max_states = max_states;
  options.analyze = TRUE;
  if (!pf_tri_measure_level (level, &options, cancellable, NULL, NULL, &measure, error))
    return FALSE;
  level->figures = measure.figures;
  if (solution != NULL)
    *solution = g_steal_pointer (&measure.solution);
  if (analysis != NULL)
    *analysis = g_steal_pointer (&measure.analysis);
  return TRUE;
}

gboolean
pf_tri_figures_complete (PfTriFigures       *figures,
                         const PfTriFigures *measured)
{
  g_return_val_if_fail (figures != NULL && measured != NULL, FALSE);

  if ((figures->steps >= 0 && figures->difficulty >= 0) ||
      measured->steps < 0 || measured->difficulty < 0 ||
      measured->moves != figures->moves || measured->reachable != figures->reachable)
    return FALSE;
  *figures = *measured;
  return TRUE;
}

gboolean
pf_tri_level_measure_unless_stopped (PfTriLevel   *level,
                                     guint64       max_states,
                                     GCancellable *cancellable)
{
  g_return_val_if_fail (level != NULL, FALSE);

  return pf_tri_level_measure (level, max_states, cancellable, NULL, NULL, NULL) ||
         g_cancellable_is_cancelled (cancellable);
}

gboolean
pf_tri_level_make_minimal (PfTriLevel                *level,
                           const PfTriMeasureOptions *options,
                           GCancellable              *cancellable,
                           PfTriMeasure              *measure,
                           GArray                    *deleted,
                           GError                   **error)
{
  PfTriMeasureOptions explain;

  g_return_val_if_fail (level != NULL && options != NULL && measure != NULL, FALSE);

  explain = *options;
  explain.explain = TRUE;
  for (;;)
    {
      guint block;

      if (!pf_tri_measure_level (level, &explain, cancellable, NULL, NULL, measure, error))
        return FALSE;
      if (measure->explanation == NULL || measure->explanation->redundant_blocks->len == 0)
        return TRUE;
      block = g_array_index (measure->explanation->redundant_blocks, guint, 0);
      if (!pf_tri_level_delete_block (level, block, error))
        return FALSE;
      if (deleted != NULL)
        g_array_append_val (deleted, block);
    }
}

/* pf-tri-measure.h: a level solved, analysed and turned into its cached figures, in one call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything that needs a level's figures (the pack page's re-solve, the
 * level page's live figures, `polyform solve`, `render`, `export`, pasted
 * levels, the generators) goes through pf_tri_measure():
 *
 *     g_auto(PfTriMeasure) measure = { 0 };
 *     PfTriMeasureOptions options;
 *
 *     pf_tri_measure_options_init (&options);
 *     options.max_states = 1000000;
 *     options.analyze = TRUE;
 *     options.explain = TRUE;
 *     if (!pf_tri_measure_level (level, &options, cancellable, NULL, NULL, &measure, &error)
 *         && !g_error_matches (error, PF_ERROR, PF_ERROR_LIMIT))
 *       return FALSE;
 *     level->figures = measure.figures;
 *     if (measure.explanation != NULL && measure.explanation->solutions == 1)
 *       g_print ("unique\n");
 *
 * A state budget that runs out is an error (%PF_ERROR_LIMIT), but what was
 * learned before it stays in the measure: the solution when the solver
 * finished, and the figures it gives; @over_budget says so.
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-analysis.h"
#include "pf-tri-explain.h"
#include "pf-tri-solver.h"

G_BEGIN_DECLS

/**
 * PfTriMeasureOptions:
 * @max_states: the state budget of each search (the solver's, then the
 *   analysis's), or 0 for none
 * @n_threads: how many threads each search uses, the calling thread
 *   included: 0 for one per processor. The results do not depend on it
 * @analyze: whether to analyse the whole reachable component after solving
 * @explain: whether to explain the level (SPEC §2.6, pf_tri_explain())
 *   after analysing it; implies @analyze. Only pf_tri_measure_level() can,
 *   as explaining takes blocks away from the level, which the rules do not
 *   hold
 *
 * What pf_tri_measure() does. Initialise with pf_tri_measure_options_init().
 */
typedef struct
{
  guint64  max_states;
  guint    n_threads;
  gboolean analyze;
  gboolean explain;
} PfTriMeasureOptions;

/**
 * PfTriMeasure:
 * @solution: the solver's result, or %NULL when the solver did not finish
 *   (cancelled, out of memory)
 * @analysis: the analysis, or %NULL when it was not asked for or did not
 *   finish
 * @figures: the figures a #PfTriLevel caches, from both: the moves and
 *   steps of a solution (moves -2 when the level is proven unsolvable) and
 *   the analysis's figures when there is one; unknown ones are negative
 * @explanation: the explanation, or %NULL when it was not asked for or
 *   there is no analysis to explain
 * @over_budget: %TRUE when a search ran out of states (%PF_ERROR_LIMIT):
 *   the component is too large for the budget, so what the missing results
 *   would say is not proven
 *
 * What pf_tri_measure() found. A zero-initialised measure is empty; free
 * what one holds with pf_tri_measure_clear(), or g_auto().
 */
typedef struct
{
  PfTriSolution    *solution;
  PfTriAnalysis    *analysis;
  PfTriFigures      figures;
  PfTriExplanation *explanation;
  gboolean          over_budget;
} PfTriMeasure;

/**
 * pf_tri_measure_options_init:
 * @options: (out): options to fill in
 *
 * No state budget, the calling thread alone, no analysis, no explanation.
 */
void          pf_tri_measure_options_init (PfTriMeasureOptions        *options);

/**
 * pf_tri_measure:
 * @rules: a compiled level
 * @options: the budget, the threads, and whether to analyse
 * @cancellable: (nullable): stops either search from another thread
 * @progress: (nullable) (scope call): called from the calling thread every
 *   few thousand states, by the solver and then by the analysis
 * @user_data: data for @progress
 * @measure: (out caller-allocates): a zero-initialised or measured
 *   #PfTriMeasure; what it held is freed first. On failure it keeps what
 *   was learned before: see below
 * @error: return location for a #PF_ERROR_LIMIT error when a search ran
 *   out of states, a %G_IO_ERROR_CANCELLED error, or a #PF_ERROR_NO_MEMORY
 *   error
 *
 * Solves @rules from their start (SPEC §2.6) and, when @options asks,
 * analyses its whole reachable component; then fills in the figures of
 * both. @options must not ask for an explanation: see
 * pf_tri_measure_level(). The analysis runs whatever the solver would
 * find, as it is the one that can prove a level unsolvable when its
 * component just fits the budget. Its search of the component meets the
 * states in the solver's order, so where it can tell (a level with dense
 * keys, or a component small enough to keep its moves) it gives the
 * solver's result too, and the solver does not search again.
 *
 * Without an analysis, a solver that ran out of states is a
 * %PF_ERROR_LIMIT error, with @measure->solution set (status
 * %PF_TRI_SOLVE_GAVE_UP, and how many states it explored). With one, an
 * analysis that fails is the error, and @measure keeps the solution and
 * its figures (the moves and steps of a solved level).
 *
 * Thread-safe: @rules is only read. It never calls the main loop.
 *
 * Returns: %TRUE when every search asked for finished
 */
gboolean      pf_tri_measure              (const PfTriRules           *rules,
                                           const PfTriMeasureOptions  *options,
                                           GCancellable               *cancellable,
                                           PfTriProgressFunc           progress,
                                           gpointer                    user_data,
                                           PfTriMeasure               *measure,
                                           GError                    **error);

/**
 * pf_tri_measure_level:
 * @level: a level
 * @options: as pf_tri_measure()
 * @cancellable: (nullable): as pf_tri_measure()
 * @progress: (nullable) (scope call): as pf_tri_measure()
 * @user_data: data for @progress
 * @measure: (out caller-allocates): as pf_tri_measure()
 * @error: return location for the errors of pf_tri_measure(), or a
 *   #PF_ERROR_INVALID error naming what the rules refuse in @level
 *
 * pf_tri_measure() on @level's rules, and then, when @options asks, the
 * explanation of the level (pf_tri_explain(), with @options's budget for
 * each of its searches). A draft (a level without a key block or without
 * a goal, SPEC §2.9) has rules with no solved state: it is measured as
 * unsolvable (moves -2), never refused.
 *
 * Returns: %TRUE when every search asked for finished
 */
gboolean      pf_tri_measure_level        (const PfTriLevel           *level,
                                           const PfTriMeasureOptions  *options,
                                           GCancellable               *cancellable,
                                           PfTriProgressFunc           progress,
                                           gpointer                    user_data,
                                           PfTriMeasure               *measure,
                                           GError                    **error);

/**
 * pf_tri_measure_clear:
 * @measure: a measure
 *
 * Frees the solution, analysis and explanation @measure holds and makes
 * its figures unknown, leaving it empty.
 */
void          pf_tri_measure_clear        (PfTriMeasure               *measure);

/**
 * pf_tri_measure_new:
 *
 * An empty measure on the heap, for handing from a worker thread to the
 * main loop.
 *
 * Returns: (transfer full): the measure; free with pf_tri_measure_free()
 */
PfTriMeasure *pf_tri_measure_new          (void);
void          pf_tri_measure_free         (PfTriMeasure               *measure);

/**
 * pf_tri_level_measure:
 * @level: a level; its cached figures are set
 * @max_states: the state budget, or 0 for none
 * @cancellable: (nullable): cancels the work
 * @solution: (out) (optional) (transfer full): its solution
 * @analysis: (out) (optional) (transfer full): its analysis
 * @error: return location for an error of pf_tri_measure_level()
 *
 * Solves and analyses @level with the real solver, on the calling thread
 * alone, and sets its cached figures: what the generators do with each
 * level they keep.
 *
 * Returns: %TRUE on success; @level is unchanged otherwise
 */
gboolean      pf_tri_level_measure        (PfTriLevel                 *level,
                                           guint64                     max_states,
                                           GCancellable               *cancellable,
                                           PfTriSolution             **solution,
                                           PfTriAnalysis             **analysis,
                                           GError                    **error);

/**
 * pf_tri_figures_complete:
 * @figures: a level's cached figures, as a stopped generator left them
 *   (its moves and reachable states only)
 * @measured: figures measured elsewhere, as by a preview of a copy
 *
 * Gives @figures the measured ones when @figures lacks them (no steps or
 * no difficulty) and @measured are of the same level: the same optimal
 * moves and reachable states. Measured figures are kept as they are.
 *
 * Returns: %TRUE when @figures changed
 */
gboolean      pf_tri_figures_complete     (PfTriFigures       *figures,
                                           const PfTriFigures *measured);

/**
 * pf_tri_level_measure_unless_stopped:
 * @level: a level a generator found, with the moves and reachable states
 *   its search found in its cached figures
 * @max_states: the state budget, or 0 for none
 * @cancellable: (nullable): the caller's stop
 *
 * pf_tri_level_measure(), for a level a generator keeps; once the caller
 * has stopped, @level keeps the figures its search found instead, so that
 * a stop does not wait for a large level's solve, nor lose the level.
 *
 * Returns: %FALSE when @level could not be measured for another reason
 *   (a budget): the generators leave such a level out
 */
gboolean      pf_tri_level_measure_unless_stopped (PfTriLevel   *level,
                                                   guint64       max_states,
                                                   GCancellable *cancellable);

/**
 * pf_tri_level_make_minimal:
 * @level: a level; its redundant blocks are taken away
 * @options: the budget and threads of each measure; it explains
 * @cancellable: (nullable): cancels the work
 * @measure: (out caller-allocates): a zero-initialised or measured
 *   #PfTriMeasure: on success, the measure of @level as it ends, with its
 *   explanation (no redundant block)
 * @deleted: (nullable) (element-type guint): the blocks taken away, each
 *   as its index at the time, in order, so that deleting them in that
 *   order from the level as it was gives @level
 * @error: return location for an error of pf_tri_measure_level()
 *
 * Takes @level's redundant blocks away (SPEC §2.6), one at a time and the
 * level explained again after each, since taking one away may make
 * another one matter. Each keeps the optimal moves from the start, by
 * what redundant means. The figures of @level are left as they were: the
 * caller takes them from @measure.
 *
 * Returns: %TRUE when every measure finished; @level may have lost blocks
 *   either way
 */
gboolean      pf_tri_level_make_minimal   (PfTriLevel                 *level,
                                           const PfTriMeasureOptions  *options,
                                           GCancellable               *cancellable,
                                           PfTriMeasure               *measure,
                                           GArray                     *deleted,
                                           GError                    **error);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PfTriMeasure, pf_tri_measure_clear)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriMeasure, pf_tri_measure_free)

G_END_DECLS

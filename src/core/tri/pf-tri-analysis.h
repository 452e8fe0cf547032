/* pf-tri-analysis.h: the whole reachable state space of a level, with distances to the goal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-solver.h"

G_BEGIN_DECLS

typedef struct _PfTriAnalysis PfTriAnalysis;

/**
 * pf_tri_analyze:
 * @rules: a compiled level
 * @start: a valid state of @rules
 * @max_states: the state budget, or 0 for none
 * @cancellable: (nullable): cancels the analysis from another thread
 * @progress: (nullable) (scope call): progress callback
 * @user_data: its data
 * @error: return location for a %G_IO_ERROR_CANCELLED error, or a
 *   #PF_ERROR_LIMIT error when the component is larger than @max_states
 *
 * Enumerates every state reachable from @start, then measures each one's
 * distance (fewest moves to a solved state) by a breadth-first search on
 * the reversed move graph from all solved states (SPEC §2.6). It runs on
 * up to two threads, the calling one included; @progress is called from
 * the calling thread. The figures do not depend on the threads.
 *
 * Returns: (transfer full) (nullable): the analysis, or %NULL with @error
 *   set (also #PF_ERROR_NO_MEMORY when it does not fit in memory)
 */
PfTriAnalysis *pf_tri_analyze (const PfTriRules  *rules,
                               guint64            start,
                               guint64            max_states,
                               GCancellable      *cancellable,
                               PfTriProgressFunc  progress,
                               gpointer           user_data,
                               GError           **error);

/**
 * pf_tri_analyze_with:
 * @rules: a compiled level
 * @start: a valid state of @rules
 * @options: the budget and the threads (#PfTriSearchOptions)
 * @cancellable: (nullable): cancels the analysis from another thread
 * @progress: (nullable) (scope call): progress callback, called from the
 *   calling thread
 * @user_data: its data
 * @error: return location for an error, as pf_tri_analyze()
 *
 * pf_tri_analyze() with @options.
 *
 * Returns: (transfer full) (nullable): the analysis, or %NULL with @error set
 */
PfTriAnalysis *pf_tri_analyze_with (const PfTriRules         *rules,
                                    guint64                   start,
                                    const PfTriSearchOptions *options,
                                    GCancellable             *cancellable,
                                    PfTriProgressFunc         progress,
                                    gpointer                  user_data,
                                    GError                  **error);

void     pf_tri_analysis_free (PfTriAnalysis *analysis);

/* Figures of SPEC §2.6. */
guint64  pf_tri_analysis_get_reachable      (const PfTriAnalysis *analysis);
guint64  pf_tri_analysis_get_solved_states  (const PfTriAnalysis *analysis);

/**
 * pf_tri_analysis_get_max_distance:
 *
 * Returns: the largest finite distance, or -1 when no solved state is reachable
 */
gint     pf_tri_analysis_get_max_distance   (const PfTriAnalysis *analysis);

/**
 * pf_tri_analysis_get_farther_states:
 *
 * Returns: how many reachable states are farther from the goal than the
 *   start (0 when no solved state is reachable)
 */
guint64  pf_tri_analysis_get_farther_states (const PfTriAnalysis *analysis);

/**
 * pf_tri_analysis_get_histogram:
 * @n_buckets: (out): max_distance + 1, or 0 when unsolvable
 *
 * Returns: (transfer none) (array length=n_buckets): states per distance
 */
const guint64 *pf_tri_analysis_get_histogram (const PfTriAnalysis *analysis,
                                              guint               *n_buckets);

/**
 * pf_tri_analysis_get_unhelpful_share:
 *
 * Returns: the mean, over every reachable unsolved state that can reach
 *   the goal, of the share of its moves that do not bring it nearer to
 *   the goal (0..1), or -1 when unsolvable
 */
double   pf_tri_analysis_get_unhelpful_share (const PfTriAnalysis *analysis);

/**
 * pf_tri_analysis_get_difficulty:
 *
 * The difficulty score:
 *
 *     difficulty = moves * log2 (1 + 1 / (1 - F))
 *
 * where `moves` is the start's distance (the optimal move count) and `F`
 * is pf_tri_analysis_get_unhelpful_share(). When every move helps (F = 0)
 * it equals the move count; each optimal move weighs more as unhelpful
 * moves crowd it (F = 0.5 gives 1.58 per move, F = 0.9 gives 3.46).
 *
 * Returns: the score, or -1 when unsolvable
 */
double   pf_tri_analysis_get_difficulty     (const PfTriAnalysis *analysis);

/**
 * pf_tri_analysis_distance:
 * @state: a state
 *
 * Returns: the distance of @state to the goal, or -1 when @state is not in
 *   the analysed component or cannot reach the goal
 */
gint     pf_tri_analysis_distance           (const PfTriAnalysis *analysis,
                                             guint64              state);

/**
 * pf_tri_analysis_get_start_distance:
 *
 * Returns: the distance of the analysed start state, or -1
 */
gint     pf_tri_analysis_get_start_distance (const PfTriAnalysis *analysis);

/**
 * pf_tri_analysis_to_figures:
 * @figures: (out): the figures to fill in, with the solver's moves and steps
 * @solution: (nullable): a solution of the same start, for the steps
 *
 * Copies the figures into the form a #PfTriLevel caches.
 */
void     pf_tri_analysis_to_figures (const PfTriAnalysis *analysis,
                                     const PfTriSolution *solution,
                                     PfTriFigures        *figures);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriAnalysis, pf_tri_analysis_free)

G_END_DECLS

/* pf-tri-explain.h: why a level is as hard as it is (SPEC §2.6 explain)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-json.h"
#include "pf-tri-analysis.h"
#include "pf-tri-solver.h"

G_BEGIN_DECLS

/* Solution counts above this are reported as this, capped. */
#define PF_TRI_SOLUTIONS_CAP 1000000

/**
 * PfTriExplanation:
 * @solutions: how many distinct optimal solutions there are: sequences of
 *   moves (block, direction, steps) of optimal length from the start to a
 *   solved state; 0 when the level is unsolvable, at most
 *   %PF_TRI_SOLUTIONS_CAP. One solution makes the level *unique*
 * @solutions_capped: %TRUE when there are more than %PF_TRI_SOLUTIONS_CAP
 * @redundant_blocks: (element-type guint): the non-key blocks (0-based, in
 *   document order) whose removal leaves the level solvable with the same
 *   optimal move count; none makes the level *minimal*
 * @narrow_steps: (element-type guint): the indices of the reported
 *   solution's moves before which exactly one legal move leads one move
 *   nearer the goal
 */
typedef struct
{
  guint64   solutions;
  gboolean  solutions_capped;
  GArray   *redundant_blocks;
  GArray   *narrow_steps;
} PfTriExplanation;

/**
 * pf_tri_explain:
 * @level: a level
 * @rules: @level's rules
 * @solution: the solver's result for @level's start
 * @analysis: the analysis of @level's start
 * @options: (nullable): the state budget of each search for a redundant
 *   block, and the threads the searches share (%NULL: no budget, the
 *   calling thread alone); the results do not depend on the threads
 * @cancellable: (nullable): cancels the work from another thread
 * @error: return location for a %G_IO_ERROR_CANCELLED error, or a
 *   #PF_ERROR_NO_MEMORY error
 *
 * Counts the optimal solutions on the analysis's distances, finds the
 * narrow steps of @solution, and solves @level once without each non-key
 * block, searching no deeper than the optimal move count. A block whose
 * search runs out of states is not counted redundant (nothing is proven).
 * An unsolvable level has no solution, no redundant block and no narrow
 * step. The work is about one analysis of the states on optimal paths
 * plus one shallow search per non-key block: milliseconds for the
 * example levels. Levels of more than a few thousand states share the
 * searches out among @options's threads. Thread-safe: everything given is
 * only read.
 *
 * Returns: (transfer full) (nullable): the explanation, or %NULL with
 *   @error set
 */
PfTriExplanation *pf_tri_explain             (const PfTriLevel         *level,
                                              const PfTriRules         *rules,
                                              const PfTriSolution      *solution,
                                              const PfTriAnalysis      *analysis,
                                              const PfTriSearchOptions *options,
                                              GCancellable             *cancellable,
                                              GError                  **error);

PfTriExplanation *pf_tri_explanation_copy    (const PfTriExplanation *explanation);
void              pf_tri_explanation_free    (PfTriExplanation       *explanation);

/**
 * pf_tri_explanation_is_redundant:
 * @block: a block index
 *
 * Returns: %TRUE when @block is one of the redundant blocks
 */
gboolean          pf_tri_explanation_is_redundant (const PfTriExplanation *explanation,
                                                   guint                   block);

/**
 * pf_tri_explanation_write_json:
 * @json: a JSON writer inside an object
 * @explanation: (nullable): an explanation, or %NULL when there is none
 *
 * Writes the members `solutions`, `solutions_capped`, `redundant_blocks`
 * and `narrow_steps` that `solve --explain --json` adds (SPEC §7); each is
 * `null` when @explanation is %NULL.
 */
void              pf_tri_explanation_write_json (PfJson                 *json,
                                                 const PfTriExplanation *explanation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriExplanation, pf_tri_explanation_free)

G_END_DECLS

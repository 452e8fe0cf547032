/* pf-tri-solver.h: optimal solutions of triangle levels, by breadth-first search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-json.h"
#include "pf-tri-rules.h"

G_BEGIN_DECLS

/**
 * PfTriSolveStatus:
 * @PF_TRI_SOLVE_SOLVED: an optimal solution was found
 * @PF_TRI_SOLVE_UNSOLVABLE: the whole reachable component holds no solved state
 * @PF_TRI_SOLVE_GAVE_UP: the state budget ran out first; nothing is known
 */
typedef enum
{
  PF_TRI_SOLVE_SOLVED,
  PF_TRI_SOLVE_UNSOLVABLE,
  PF_TRI_SOLVE_GAVE_UP,
} PfTriSolveStatus;

/**
 * PfTriSolution:
 * @status: how the search ended
 * @moves: the optimal number of moves, or -1
 * @steps: the unit steps of the solution found, or -1
 * @explored: how many distinct states were visited
 * @solution: the moves (#PfTriMove), empty unless solved
 */
typedef struct
{
  PfTriSolveStatus status;
  gint             moves;
  gint             steps;
  guint64          explored;
  GArray          *solution;
} PfTriSolution;

/**
 * PfTriProgressFunc:
 * @explored: states visited so far
 * @depth: the current search depth
 * @user_data: closure data
 *
 * Called from the searching thread every few thousand states.
 */
typedef void (*PfTriProgressFunc) (guint64  explored,
                                   guint    depth,
                                   gpointer user_data);

/**
 * pf_tri_solver_solve:
 * @rules: a compiled level
 * @start: the state to solve from (a valid state of @rules)
 * @max_states: the state budget, or 0 for none
 * @cancellable: (nullable): cancels the search from another thread
 * @progress: (nullable) (scope call): progress callback
 * @user_data: its data
 * @error: return location for a %G_IO_ERROR_CANCELLED error, or a
 *   #PF_ERROR_NO_MEMORY error when the search does not fit in memory
 *
 * Breadth-first search over moves (SPEC §2.6), on the calling thread.
 * Thread-safe: @rules is only read.
 *
 * Returns: (transfer full) (nullable): the result, or %NULL with @error set
 */
PfTriSolution *pf_tri_solver_solve (const PfTriRules  *rules,
                                    guint64            start,
                                    guint64            max_states,
                                    GCancellable      *cancellable,
                                    PfTriProgressFunc  progress,
                                    gpointer           user_data,
                                    GError           **error);

/**
 * PfTriSearchOptions:
 * @max_states: the state budget, or 0 for none
 * @n_threads: how many threads search, the calling thread included: 1 for
 *   the calling thread alone, 0 for one per processor. The results do not
 *   depend on it. Levels whose states have no dense key (pf-tri-dense.h)
 *   are searched by the calling thread alone.
 *
 * How a search runs. Initialise with pf_tri_search_options_init().
 */
typedef struct
{
  guint64 max_states;
  guint   n_threads;
} PfTriSearchOptions;

/**
 * pf_tri_search_options_init:
 * @options: (out): options to fill in
 *
 * No budget, and the calling thread alone.
 */
void           pf_tri_search_options_init (PfTriSearchOptions *options);

/**
 * pf_tri_solver_solve_with:
 * @rules: a compiled level
 * @start: the state to solve from (a valid state of @rules)
 * @options: how to search
 * @cancellable: (nullable): cancels the search from another thread
 * @progress: (nullable) (scope call): progress callback, called from the
 *   calling thread
 * @user_data: its data
 * @error: return location for a %G_IO_ERROR_CANCELLED or a
 *   #PF_ERROR_NO_MEMORY error
 *
 * pf_tri_solver_solve() with @options: the same result, the same solution,
 * on as many threads as @options says.
 *
 * Returns: (transfer full) (nullable): the result, or %NULL with @error set
 */
PfTriSolution *pf_tri_solver_solve_with (const PfTriRules         *rules,
                                         guint64                   start,
                                         const PfTriSearchOptions *options,
                                         GCancellable             *cancellable,
                                         PfTriProgressFunc         progress,
                                         gpointer                  user_data,
                                         GError                  **error);

/**
 * pf_tri_solver_solve_level:
 * @level: a level
 * @max_states: the state budget, or 0 for none
 * @error: return location for a #PF_ERROR_INVALID error when @level is
 *   not a valid level
 *
 * Solves @level from its given state, without cancellation.
 *
 * Returns: (transfer full) (nullable): the result, or %NULL with @error set
 */
PfTriSolution *pf_tri_solver_solve_level (const PfTriLevel  *level,
                                          guint64            max_states,
                                          GError           **error);

void           pf_tri_solution_free      (PfTriSolution     *solution);

/**
 * pf_tri_moves_write_json:
 * @json: a JSON writer, where a value belongs
 * @moves: (element-type PfTriMove): the moves of a solution
 *
 * Writes the moves as `solve --json` and pack JSON list them:
 * `[{"block": index, "dir": "+"|"-", "steps": k}, …]`.
 */
void           pf_tri_moves_write_json   (PfJson            *json,
                                          const GArray      *moves);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriSolution, pf_tri_solution_free)

G_END_DECLS

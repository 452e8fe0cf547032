/* pf-tri-solver-private.h: the solver's result, from the search of an analysis
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The solver's breadth-first search and the analysis's search of the whole
 * component meet the states in the same order, from the same start. So
 * the analysis, which searches anyway, can give what the solver would
 * have found, and pf_tri_measure() solves and analyses with one search.
 * Both functions give pf_tri_solver_solve_with()'s result within @budget:
 * the same status, explored states and solution.
 */
#pragma once

#include "pf-tri-dense.h"
#include "pf-tri-solver.h"

G_BEGIN_DECLS

/**
 * pf_tri_dense_bfs_solution:
 * @bfs: a search from a start, which ran to its end or stopped at its
 *   first solved state
 * @rules: its level
 * @budget: the solver's state budget
 * @goal: the number (place in @bfs->keys) of the first solved state the
 *   search met, or -1 when it met none
 * @goal_state: that state
 *
 * Returns: (transfer full): the solution
 */
PfTriSolution *pf_tri_dense_bfs_solution    (const PfTriDenseBfs *bfs,
                                             const PfTriRules    *rules,
                                             guint64              budget,
                                             gint64               goal,
                                             guint64              goal_state);

/**
 * pf_tri_solution_from_parents:
 * @rules: a level
 * @states: (array length=n): the states of a breadth-first search from
 *   the start, in the order it met them
 * @parent: (array length=n): for each, the number of the first state that
 *   has a move to it, %G_MAXUINT32 for the start
 * @n: how many states the search met
 * @budget: the solver's state budget
 * @goal: the number of the first solved state, or -1 when none is
 *
 * Returns: (transfer full): the solution
 */
PfTriSolution *pf_tri_solution_from_parents (const PfTriRules    *rules,
                                             const guint64       *states,
                                             const guint32       *parent,
                                             guint64              n,
                                             guint64              budget,
                                             gint64               goal);

G_END_DECLS

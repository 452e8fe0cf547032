/* pf-tri-graph.h: a component's moves kept as edges between state numbers, and its distances
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A search that numbers the states it meets can keep every move as an
 * edge from one number to another, in the order the moves were generated.
 * The distances to the goal then come from a breadth-first search over
 * those edges reversed, so no predecessor is ever generated. That is the
 * fastest way for a small component; it costs 8 bytes per move (4 for the
 * edge, 4 for its reverse while the distances are found), so large
 * components are measured with the predecessors instead.
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-solver.h"

G_BEGIN_DECLS

/* The distance of a state that cannot reach the goal. */
#define PF_TRI_FAR G_MAXUINT16

/**
 * PfTriGraph:
 * @first: where each state's moves start in @edges; state k's are
 *   @edges[first[k]] to @edges[first[k + 1] - 1]
 * @edges: the number of the state each move leads to
 * @n: how many states have their moves listed
 * @n_edges: how many edges are filled in
 *
 * Zero-initialise, fill with pf_tri_graph_add_state() and
 * pf_tri_graph_add_edge(), free with pf_tri_graph_clear().
 */
typedef struct
{
  guint32 *first;
  guint32 *edges;
  guint32  n;
  guint64  n_edges;
  gsize    first_cap;
  guint64  edges_cap;
} PfTriGraph;

void     pf_tri_graph_clear     (PfTriGraph    *graph);

/**
 * pf_tri_graph_add_state:
 * @graph: a graph
 * @n_moves: how many moves the next state has
 * @error: return location for a #PF_ERROR_NO_MEMORY error, or a
 *   #PF_ERROR_LIMIT error past 2^32 moves
 *
 * Lists state @graph->n with @n_moves moves, whose edges follow, in
 * order, after those of the states before (pf_tri_graph_add_edge()).
 *
 * Returns: %TRUE on success
 */
gboolean pf_tri_graph_add_state (PfTriGraph    *graph,
                                 guint          n_moves,
                                 GError       **error);

/* Appends the next edge: a move to state @to. Room for it was made by
 * pf_tri_graph_add_state(). */
static inline void
pf_tri_graph_add_edge (PfTriGraph *graph,
                       guint32     to)
{
  graph->edges[graph->n_edges++] = to;
}

/* How many moves state @k has. */
static inline guint
pf_tri_graph_degree (const PfTriGraph *graph,
                     guint32           k)
{
  return graph->first[k + 1] - graph->first[k];
}

/**
 * pf_tri_graph_distances:
 * @graph: a graph whose every edge is filled in
 * @dist: (array): per state, 0 for a solved state and %PF_TRI_FAR for the
 *   others; on return, each state's distance to the goal, %PF_TRI_FAR
 *   for those that cannot reach it
 * @good: (array) (nullable): set to how many moves of each state lead
 *   one step nearer the goal (edges to the same state counted each time)
 * @cancellable: (nullable): cancels the search from another thread
 * @progress: (nullable) (scope call): called every few thousand states
 *   with how many have a distance, and the distance reached
 * @user_data: data for @progress
 * @error: return location for a %G_IO_ERROR_CANCELLED error, a
 *   #PF_ERROR_NO_MEMORY error, or a #PF_ERROR_LIMIT error when a distance
 *   would not fit 16 bits
 *
 * Breadth-first search from the solved states over the reversed edges
 * (SPEC §2.6).
 *
 * Returns: %TRUE on success
 */
gboolean pf_tri_graph_distances (const PfTriGraph  *graph,
                                 guint16           *dist,
                                 guint16           *good,
                                 GCancellable      *cancellable,
                                 PfTriProgressFunc  progress,
                                 gpointer           user_data,
                                 GError           **error);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PfTriGraph, pf_tri_graph_clear)

G_END_DECLS

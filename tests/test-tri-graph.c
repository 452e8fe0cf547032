/* test-tri-graph.c: the small searches' structures: the move graph and the key index
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small component is searched with a hash index of the keys it meets
 * (PfTriKeyIndex) and measured over its moves kept as a graph
 * (PfTriGraph): every level of the example project goes through them (see
 * test-tri-search). Here, on hand-made graphs, the cases a level rarely
 * shows: repeated moves, states that never reach the goal, a search
 * cancelled on the way, and distances too long for 16 bits.
 */
#include "config.h"

#include "pf-error.h"
#include "pf-tri-dense.h"
#include "pf-tri-graph.h"

/* A graph from lists of edges, one list per state ending with -1. */
static void
graph_of (PfTriGraph *graph,
          const gint *edges)
{
  guint i = 0;

  while (edges[i] != -2)
    {
      guint n = 0;

      while (edges[i + n] >= 0)
        n++;
      g_assert_true (pf_tri_graph_add_state (graph, n, NULL));
      for (guint k = 0; k < n; k++)
        pf_tri_graph_add_edge (graph, edges[i + k]);
      i += n + 1;
    }
}

/* A chain 0 → 1 → … → n - 1 and back, the last state solved. */
static void
chain_of (PfTriGraph *graph,
          guint32     n,
          guint16    *dist)
{
  for (guint32 k = 0; k < n; k++)
    {
      g_assert_true (pf_tri_graph_add_state (graph, (k > 0) + (k + 1 < n), NULL));
      if (k > 0)
        pf_tri_graph_add_edge (graph, k - 1);
      if (k + 1 < n)
        pf_tri_graph_add_edge (graph, k + 1);
      dist[k] = k + 1 == n ? 0 : PF_TRI_FAR;
    }
}

/* Distances over the reversed moves, and the moves that lead nearer,
 * each move counted, even two to the same state. */
static void
test_graph_distances (void)
{
  /* 0 → 1, 2, 2; 1 → 3; 2 → 3, 0; 3 (solved) → 1; 4 → 4 (cannot reach the goal). */
  static const gint edges[] = { 1, 2, 2, -1, 3, -1, 3, 0, -1, 1, -1, 4, -1, -2 };
  g_auto(PfTriGraph) graph = { NULL };
  guint16 dist[5] = { PF_TRI_FAR, PF_TRI_FAR, PF_TRI_FAR, 0, PF_TRI_FAR };
  guint16 good[5];
  g_autoptr(GError) error = NULL;

  graph_of (&graph, edges);
  g_assert_cmpuint (graph.n, ==, 5);
  g_assert_cmpuint (pf_tri_graph_degree (&graph, 0), ==, 3);
  g_assert_true (pf_tri_graph_distances (&graph, dist, good, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (dist[0], ==, 2);
  g_assert_cmpuint (dist[1], ==, 1);
  g_assert_cmpuint (dist[2], ==, 1);
  g_assert_cmpuint (dist[3], ==, 0);
  g_assert_cmpuint (dist[4], ==, PF_TRI_FAR);
  g_assert_cmpuint (good[0], ==, 3);
  g_assert_cmpuint (good[1], ==, 1);
  g_assert_cmpuint (good[2], ==, 1);
  g_assert_cmpuint (good[4], ==, 0);
}

static void
test_graph_cancelled (void)
{
  g_auto(PfTriGraph) graph = { NULL };
  g_autofree guint16 *dist = g_new (guint16, 10000);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;

  chain_of (&graph, 10000, dist);
  g_cancellable_cancel (cancellable);
  g_assert_false (pf_tri_graph_distances (&graph, dist, NULL, cancellable, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* A start 70,000 moves from the goal: more than a distance holds. */
static void
test_graph_too_far (void)
{
  g_auto(PfTriGraph) graph = { NULL };
  g_autofree guint16 *dist = g_new (guint16, 70000);
  g_autoptr(GError) error = NULL;

  chain_of (&graph, 70000, dist);
  g_assert_false (pf_tri_graph_distances (&graph, dist, NULL, NULL, NULL, NULL, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
}

/* Keys keep the number they were given through every growth, and keys
 * never added are not found. */
static void
test_key_index (void)
{
  PfTriKeyIndex index;
  g_autoptr(GError) error = NULL;

  g_assert_true (pf_tri_key_index_init (&index, &error));
  for (guint32 n = 0; n < 100000; n++)
    {
      guint32 key = n * 7919u + 3;

      g_assert_cmpuint (pf_tri_key_index_add (&index, key, n), ==, n);
      g_assert_cmpuint (pf_tri_key_index_add (&index, key, n + 1), ==, n);
      if (pf_tri_key_index_full (&index))
        g_assert_true (pf_tri_key_index_grow (&index, &error));
    }
  g_assert_no_error (error);
  g_assert_cmpuint (index.count, ==, 100000);
  for (guint32 n = 0; n < 100000; n++)
    {
      g_assert_cmpint (pf_tri_key_index_lookup (&index, n * 7919u + 3), ==, n);
      g_assert_cmpint (pf_tri_key_index_lookup (&index, n * 7919u + 4), ==, -1);
    }
  pf_tri_key_index_clear (&index);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tri-graph/distances", test_graph_distances);
  g_test_add_func ("/tri-graph/cancelled", test_graph_cancelled);
  g_test_add_func ("/tri-graph/too-far", test_graph_too_far);
  g_test_add_func ("/tri-graph/key-index", test_key_index);
  return g_test_run ();
}

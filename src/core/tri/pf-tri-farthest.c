/* pf-tri-farthest.c: the hardest start positions of a level's blocks, for the generators
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-farthest"

#include "pf-error.h"
#include "pf-tri-farthest.h"
#include "pf-tri-graph.h"
#include "pf-tri-rules-private.h"
#include "pf-tri-search-memory.h"
#include "pf-tri-state-set.h"

#define CHECK_INTERVAL 4096

/* Forward BFS over the component, keeping every move in @graph. */
static gboolean
enumerate (PfTriStateSet     *set,
           PfTriGraph        *graph,
           const PfTriRules  *rules,
           guint64            start,
           guint64            budget,
           GCancellable      *cancellable,
           GError           **error)
{
  g_autofree PfTriBatch *ring = g_new (PfTriBatch, PF_TRI_PIPELINE);
  guint32 index, filled = 0;

  if (!pf_tri_state_set_reserve (set, error))
    return FALSE;
  pf_tri_state_set_insert (set, start, &index);

  for (guint32 head = 0; head < set->count; head++)
    {
      const PfTriBatch *b;

      if ((head % CHECK_INTERVAL) == 0 && head > 0 &&
          g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      b = pf_tri_batch_next (ring, rules, set, head, &filled);

      if (!pf_tri_graph_add_state (graph, b->n, error))
        return FALSE;
      for (guint e = 0; e < b->n; e++)
        {
          if (!pf_tri_state_set_reserve (set, error))
            return FALSE;
          pf_tri_state_set_insert_hashed (set, b->states[e], b->hashes[e], &index);
          pf_tri_graph_add_edge (graph, index);
          if (set->count > budget)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                           "more than %" G_GUINT64_FORMAT " reachable states", budget);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* From the first state at distance @max in the order of the forward search
 * (the hardest start the states list gives), a move one step nearer the
 * goal each time, the first such move in the order they were generated. */
static void
walk_down (const PfTriStateSet *set,
           const PfTriGraph    *graph,
           const guint16       *dist,
           gint                 max,
           guint64             *path,
           guint                n_path)
{
  guint32 k = 0;

  while (dist[k] != max)
    k++;
  path[0] = set->states[k];
  for (guint i = 1; i < n_path; i++)
    {
      guint32 e = graph->first[k];

      while (dist[graph->edges[e]] != max - (gint) i)
        e++;
      k = graph->edges[e];
      path[i] = set->states[k];
    }
}

gboolean
pf_tri_farthest (const PfTriRules  *rules,
                 guint64            start,
                 guint64            max_states,
                 GCancellable      *cancellable,
                 guint64           *states,
                 guint64           *path,
                 guint              n_states,
                 gint              *max_distance,
                 guint64           *reachable,
                 GError           **error)
{
  PfTriStateSet set;
  g_auto(PfTriGraph) graph = { NULL };
  g_autofree guint16 *dist = NULL;
  guint64 budget = max_states == 0 ? PF_TRI_STATE_SET_MAX : MIN (max_states, PF_TRI_STATE_SET_MAX);
  guint32 n;
  gint max = -1;
  gboolean ok = FALSE;

  g_return_val_if_fail (rules != NULL, FALSE);

  pf_tri_state_set_init (&set);
  if (!enumerate (&set, &graph, rules, start, budget, cancellable, error))
    goto out;
  n = set.count;

  /* Breadth-first from every solved state over the reversed edges. */
  dist = pf_tri_search_alloc0 ((gsize) n * sizeof (guint16), "the generator's search", error);
  if (dist == NULL)
    goto out;
  for (guint32 k = 0; k < n; k++)
    dist[k] = pf_tri_rules_is_solved (rules, set.states[k]) ? 0 : PF_TRI_FAR;
  if (!pf_tri_graph_distances (&graph, dist, NULL, cancellable, NULL, NULL, error))
    goto out;
  for (guint32 k = 0; k < n; k++)
    if (dist[k] != PF_TRI_FAR)
      max = MAX (max, (gint) dist[k]);

  /* The first state at each distance, in the order of the forward search. */
  if (max >= 0 && n_states > 0)
    {
      guint want = MIN (n_states, (guint) max + 1), found = 0;

      for (guint d = 0; d < want; d++)
        states[d] = G_MAXUINT64;
      for (guint32 k = 0; k < n && found < want; k++)
        if (dist[k] < want && states[dist[k]] == G_MAXUINT64)
          {
            states[dist[k]] = set.states[k];
            found++;
          }
    }

  if (path != NULL && max >= 0 && n_states > 0)
    walk_down (&set, &graph, dist, max, path, MIN (n_states, (guint) max + 1));

  *max_distance = max;
  *reachable = n;
  ok = TRUE;

out:
  pf_tri_state_set_clear (&set);
  return ok;
}

/* pf-tri-farthest.c: the hardest start positions of a level's blocks, for the generators
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-farthest"

#include "pf-error.h"
#include "pf-memory.h"
#include "pf-tri-farthest.h"
#include "pf-tri-rules-private.h"
#include "pf-tri-state-set.h"

#define CHECK_INTERVAL 4096
#define FAR            G_MAXUINT16

typedef struct
{
  PfTriStateSet set;
  guint32      *first;     /* per state, where its edges start in @edges */
  guint32      *edges;     /* successor state numbers */
  guint64       n_edges;
  guint64       edges_cap;
} Graph;

static void
graph_clear (Graph *g)
{
  pf_tri_state_set_clear (&g->set);
  g_free (g->first);
  g_free (g->edges);
}

/* Forward BFS over the component, keeping every edge. */
static gboolean
enumerate (Graph             *g,
           const PfTriRules  *rules,
           guint64            start,
           guint64            budget,
           GCancellable      *cancellable,
           GError           **error)
{
  g_autofree PfTriBatch *ring = g_new (PfTriBatch, PF_TRI_PIPELINE);
  guint32 capacity = 1024, index, filled = 0;

  g->first = g_new (guint32, capacity + 1);
  g->edges_cap = 16384;
  g->edges = g_new (guint32, g->edges_cap);
  if (!pf_tri_state_set_reserve (&g->set, error))
    return FALSE;
  pf_tri_state_set_insert (&g->set, start, &index);

  for (guint32 head = 0; head < g->set.count; head++)
    {
      const PfTriBatch *b;

      if ((head % CHECK_INTERVAL) == 0 && head > 0 &&
          g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      b = pf_tri_batch_next (ring, rules, &g->set, head, &filled);

      if (head + 1 >= capacity)
        {
          guint32 *grown = pf_memory_try_realloc (g->first, (capacity + 1) * sizeof (guint32),
                                                  (2 * capacity + 1) * sizeof (guint32),
                                                  "the generator's search", error);

          if (grown == NULL)
            return FALSE;
          g->first = grown;
          capacity *= 2;
        }
      if (g->n_edges + b->n > g->edges_cap)
        {
          guint64 cap = MAX (2 * g->edges_cap, g->n_edges + b->n);
          guint32 *grown;

          if (cap > G_MAXUINT32)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "too many moves to keep");
              return FALSE;
            }
          grown = pf_memory_try_realloc (g->edges, g->edges_cap * sizeof (guint32),
                                         cap * sizeof (guint32), "the generator's search", error);
          if (grown == NULL)
            return FALSE;
          g->edges = grown;
          g->edges_cap = cap;
        }
      g->first[head] = g->n_edges;
      for (guint e = 0; e < b->n; e++)
        {
          if (!pf_tri_state_set_reserve (&g->set, error))
            return FALSE;
          pf_tri_state_set_insert_hashed (&g->set, b->states[e], b->hashes[e], &index);
          g->edges[g->n_edges++] = index;
          if (g->set.count > budget)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                           "more than %" G_GUINT64_FORMAT " reachable states", budget);
              return FALSE;
            }
        }
    }
  g->first[g->set.count] = g->n_edges;
  return TRUE;
}

gboolean
pf_tri_farthest (const PfTriRules  *rules,
                 guint64            start,
                 guint64            max_states,
                 GCancellable      *cancellable,
                 guint64           *states,
                 guint              n_states,
                 gint              *max_distance,
                 guint64           *reachable,
                 GError           **error)
{
  Graph g = { { 0 } };
  g_autofree guint32 *rfirst = NULL;
  g_autofree guint32 *redges = NULL;
  g_autofree guint32 *queue = NULL;
  g_autofree guint16 *dist = NULL;
  guint64 budget = max_states == 0 ? PF_TRI_STATE_SET_MAX : MIN (max_states, PF_TRI_STATE_SET_MAX);
  guint32 n, qh = 0, qt = 0;
  gint max = -1;
  gboolean ok = FALSE;

  g_return_val_if_fail (rules != NULL, FALSE);

  pf_tri_state_set_init (&g.set);
  if (!enumerate (&g, rules, start, budget, cancellable, error))
    goto out;
  n = g.set.count;

  /* The reversed edges, grouped by their head (a counting sort). */
  if (!pf_memory_check ((n + 1) * sizeof (guint32) + g.n_edges * sizeof (guint32) +
                        n * (sizeof (guint16) + sizeof (guint32)), "the generator's search", error))
    goto out;
  rfirst = g_new0 (guint32, n + 1);
  redges = g_new (guint32, MAX (g.n_edges, 1));
  for (guint64 e = 0; e < g.n_edges; e++)
    rfirst[g.edges[e] + 1]++;
  for (guint32 k = 0; k < n; k++)
    rfirst[k + 1] += rfirst[k];
  for (guint32 k = 0; k < n; k++)
    for (guint32 e = g.first[k]; e < g.first[k + 1]; e++)
      redges[rfirst[g.edges[e]]++] = k;
  for (guint32 k = n; k > 0; k--)
    rfirst[k] = rfirst[k - 1];
  rfirst[0] = 0;

  /* Breadth-first from every solved state over the reversed edges. */
  dist = g_new (guint16, n);
  queue = g_new (guint32, n);
  for (guint32 k = 0; k < n; k++)
    {
      if (pf_tri_rules_is_solved (rules, g.set.states[k]))
        {
          dist[k] = 0;
          queue[qt++] = k;
        }
      else
        dist[k] = FAR;
    }
  for (; qh < qt; qh++)
    {
      guint32 y = queue[qh];
      guint d = dist[y] + 1;

      if ((qh % CHECK_INTERVAL) == 0 && qh > 0 &&
          g_cancellable_set_error_if_cancelled (cancellable, error))
        goto out;
      if (d >= FAR)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "distances above %u moves", FAR - 1);
          goto out;
        }
      for (guint32 e = rfirst[y]; e < rfirst[y + 1]; e++)
        {
          guint32 x = redges[e];

          if (dist[x] == FAR)
            {
              dist[x] = d;
              queue[qt++] = x;
            }
        }
    }
  if (qt > 0)
    max = dist[queue[qt - 1]];

  /* The first state at each distance, in the order of the forward search. */
  if (max >= 0 && n_states > 0)
    {
      guint want = MIN (n_states, (guint) max + 1), found = 0;

      for (guint d = 0; d < want; d++)
        states[d] = G_MAXUINT64;
      for (guint32 k = 0; k < n && found < want; k++)
        if (dist[k] < want && states[dist[k]] == G_MAXUINT64)
          {
            states[dist[k]] = g.set.states[k];
            found++;
          }
    }

  *max_distance = max;
  *reachable = n;
  ok = TRUE;

out:
  graph_clear (&g);
  return ok;
}

/* pf-tri-graph.c: a component's moves kept as edges between state numbers, and its distances
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-graph"

#include "pf-error.h"
#include "pf-tri-graph.h"
#include "pf-tri-search-memory.h"

#define CHECK_INTERVAL 4096

void
pf_tri_graph_clear (PfTriGraph *graph)
{
  g_clear_pointer (&graph->first, g_free);
  g_clear_pointer (&graph->edges, g_free);
  graph->n = 0;
  graph->n_edges = graph->edges_cap = 0;
  graph->first_cap = 0;
}

gboolean
pf_tri_graph_add_state (PfTriGraph  *graph,
                        guint        n_moves,
                        GError     **error)
{
  guint64 end;

  if (graph->first == NULL || graph->n + 2 > graph->first_cap)
    {
      gsize cap = MAX (graph->first_cap * 2, 256);
      guint32 *first = pf_tri_search_realloc (graph->first, graph->first_cap * sizeof (guint32),
                                              cap * sizeof (guint32), "the search's moves", error);

      if (first == NULL)
        return FALSE;
      if (graph->first_cap == 0)
        first[0] = 0;
      graph->first = first;
      graph->first_cap = cap;
    }
  end = (guint64) graph->first[graph->n] + n_moves;
  if (end > G_MAXUINT32)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "too many moves to keep");
      return FALSE;
    }
  if (end > graph->edges_cap)
    {
      guint64 cap = MAX (MAX (2 * graph->edges_cap, end), 1024);
      guint32 *edges = pf_tri_search_realloc (graph->edges, graph->edges_cap * sizeof (guint32),
                                              cap * sizeof (guint32), "the search's moves", error);

      if (edges == NULL)
        return FALSE;
      graph->edges = edges;
      graph->edges_cap = cap;
    }
  graph->first[++graph->n] = (guint32) end;
  return TRUE;
}

gboolean
pf_tri_graph_distances (const PfTriGraph  *graph,
                        guint16           *dist,
                        guint16           *good,
                        GCancellable      *cancellable,
                        PfTriProgressFunc  progress,
                        gpointer           user_data,
                        GError           **error)
{
  guint32 n = graph->n, qt = 0;
  g_autofree guint32 *rfirst = NULL;
  g_autofree guint32 *redges = NULL;
  g_autofree guint32 *queue = NULL;

  g_return_val_if_fail (graph->n_edges == (n > 0 ? graph->first[n] : 0), FALSE);

  rfirst = pf_tri_search_alloc0 (((gsize) n + 1) * sizeof (guint32), "the distances", error);
  redges = rfirst == NULL ? NULL : pf_tri_search_alloc0 (graph->n_edges * sizeof (guint32),
                                                         "the distances", error);
  queue = redges == NULL ? NULL : pf_tri_search_alloc0 ((gsize) n * sizeof (guint32),
                                                        "the distances", error);
  if (queue == NULL)
    return FALSE;

  /* The reversed edges, grouped by their head (a counting sort). */
  for (guint64 e = 0; e < graph->n_edges; e++)
    rfirst[graph->edges[e] + 1]++;
  for (guint32 k = 0; k < n; k++)
    rfirst[k + 1] += rfirst[k];
  for (guint32 k = 0; k < n; k++)
    for (guint32 e = graph->first[k]; e < graph->first[k + 1]; e++)
      redges[rfirst[graph->edges[e]]++] = k;
  for (guint32 k = n; k > 0; k--)
    rfirst[k] = rfirst[k - 1];
  rfirst[0] = 0;

  for (guint32 k = 0; k < n; k++)
    {
      if (dist[k] == 0)
        queue[qt++] = k;
      if (good != NULL)
        good[k] = 0;
    }
  for (guint32 qh = 0; qh < qt; qh++)
    {
      guint32 y = queue[qh];
      guint d = dist[y] + 1;

      if ((qh % CHECK_INTERVAL) == 0 && qh > 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return FALSE;
          if (progress != NULL)
            progress (qh, dist[y], user_data);
        }
      if (d >= PF_TRI_FAR)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "distances above %u moves",
                       PF_TRI_FAR - 1);
          return FALSE;
        }
      for (guint32 e = rfirst[y]; e < rfirst[y + 1]; e++)
        {
          guint32 x = redges[e];

          if (dist[x] == PF_TRI_FAR)
            {
              dist[x] = d;
              queue[qt++] = x;
            }
          if (good != NULL && dist[x] == d)
            good[x]++;
        }
    }
  return TRUE;
}

/* pf-tri-analysis.c: the whole reachable state space of a level, with distances to the goal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Levels with dense keys are analysed in pf-tri-analysis-dense.c. This
 * file has the public interface and the analysis over a hash set, for the
 * others: memory per state while analysing: 8 (state) + 5.3..10.7 (hash
 * table) + 2 (distance) + 2 + 2 (move counts) + 4 (reverse BFS queue)
 * bytes, plus 4 for the list of unmeasured states of a bottom-up level:
 * 24..34 bytes in all; 10..16 bytes are kept for distance lookups. A
 * component of up to %PF_TRI_GRAPH_MAX_STATES states keeps its moves as a
 * graph while it is enumerated, and is measured over it instead.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-analysis"

#include <math.h>
#include <string.h>

#include "pf-error.h"
#include "pf-tri-analysis-private.h"
#include "pf-tri-rules-private.h"
#include "pf-tri-search-memory.h"
#include "pf-tri-solver-private.h"

#define CHECK_INTERVAL 4096
#define FAR            PF_TRI_FAR

void
pf_tri_analysis_free (PfTriAnalysis *analysis)
{
  if (analysis == NULL)
    return;
  pf_tri_state_set_clear (&analysis->set);
  pf_tri_key_index_clear (&analysis->index);
  pf_tri_bitmap_clear (&analysis->reach);
  g_free (analysis->ranks);
  g_free (analysis->dist);
  g_clear_pointer (&analysis->histogram, g_array_unref);
  g_free (analysis);
}

static gboolean
check (GCancellable       *cancellable,
       guint64             done,
       guint               depth,
       PfTriProgressFunc   progress,
       gpointer            user_data,
       GError            **error)
{
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (progress != NULL)
    progress (done, depth, user_data);
  return TRUE;
}

/* Forward BFS: every reachable state, and how many moves leave each.
 * While there are at most PF_TRI_GRAPH_MAX_STATES states, the moves are
 * kept in @graph; then it is cleared. */
static gboolean
enumerate (PfTriAnalysis     *a,
           const PfTriRules  *rules,
           guint64            start,
           guint64            budget,
           guint16          **out_degree,
           PfTriGraph        *graph,
           GCancellable      *cancellable,
           PfTriProgressFunc  progress,
           gpointer           user_data,
           GError           **error)
{
  g_autofree PfTriBatch *ring = g_new (PfTriBatch, PF_TRI_PIPELINE);
  g_autofree guint16 *degree = NULL;
  guint32 capacity = 1024, index, filled = 0;

  degree = g_new (guint16, capacity);
  pf_tri_state_set_insert (&a->set, start, &index);

  for (guint32 head = 0; head < a->set.count; head++)
    {
      const PfTriBatch *b;
      guint n;

      if ((head % CHECK_INTERVAL) == 0 && head > 0 &&
          !check (cancellable, a->set.count, 0, progress, user_data, error))
        return FALSE;

      b = pf_tri_batch_next (ring, rules, &a->set, head, &filled);
      n = b->n;
      if (head >= capacity)
        {
          guint16 *grown = pf_tri_search_realloc (degree, capacity * sizeof (guint16),
                                                  a->set.capacity * sizeof (guint16),
                                                  "the analysis's move counts", error);

          if (grown == NULL)
            return FALSE;
          degree = grown;
          capacity = a->set.capacity;
        }
      degree[head] = n;
      if (a->set.count > PF_TRI_GRAPH_MAX_STATES)
        pf_tri_graph_clear (graph);
      else if (!pf_tri_graph_add_state (graph, n, error))
        return FALSE;
      for (guint e = 0; e < n; e++)
        {
          if (!pf_tri_state_set_reserve (&a->set, error))
            return FALSE;
          pf_tri_state_set_insert_hashed (&a->set, b->states[e], b->hashes[e], &index);
          if (graph->first != NULL)
            pf_tri_graph_add_edge (graph, index);
          if (a->set.count > budget)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                           "more than %" G_GUINT64_FORMAT " reachable states", budget);
              return FALSE;
            }
        }
    }

  *out_degree = g_steal_pointer (&degree);
  return TRUE;
}

/* Reverse BFS from every solved state, level by level. @good counts, per
 * state, the moves that lead one step nearer.
 *
 * A level is found in one of two ways (a direction-optimizing BFS):
 * - top down: the predecessors of every state of the last level that
 *   are not measured yet are one move farther;
 * - bottom up: every state not measured yet whose moves lead into the
 *   last level is one move farther, and those moves are its good ones.
 * Both give exactly the reversed-graph BFS distances. Predecessors cost
 * about twice as much as successors, so bottom up is used when fewer
 * states are left than twice the last level. */

typedef struct
{
  PfTriAnalysis     *a;
  const PfTriRules  *rules;
  guint16           *good;
  guint32           *queue;
  guint32            qt;
  guint64            done;
  GCancellable      *cancellable;
  PfTriProgressFunc  progress;
  gpointer           user_data;
} Measure;

/* The predecessors of one state, hashed, for the top-down pipeline. */
typedef struct
{
  PfTriEdgeBuf  preds;
  guint64      *hashes;
  guint         hashes_cap;
} PredBatch;

static void
pred_batch_fill (PredBatch           *b,
                 const PfTriRules    *rules,
                 const PfTriStateSet *set,
                 guint64              state)
{
  b->preds.len = 0;
  pf_tri_rules_predecessors_buf (rules, state, &b->preds);
  if (b->preds.len > b->hashes_cap)
    {
      b->hashes_cap = b->preds.cap;
      b->hashes = g_renew (guint64, b->hashes, b->hashes_cap);
    }
  for (guint i = 0; i < b->preds.len; i++)
    {
      b->hashes[i] = pf_tri_state_hash (b->preds.edges[i].state);
      pf_tri_state_set_prefetch (set, b->hashes[i]);
    }
}

static gboolean
tick (Measure  *m,
      guint     d,
      GError  **error)
{
  return (++m->done % CHECK_INTERVAL) != 0 ||
         check (m->cancellable, m->done, d, m->progress, m->user_data, error);
}

/* Software pipelines as in enumerate(): the edges of the state two places
 * further on are generated and their slots prefetched, those of the next
 * state have their states prefetched, and those of this state are used. */
static gboolean
top_down (Measure  *m,
          guint32   lo,
          guint32   hi,
          guint     d,
          GError  **error)
{
  PfTriAnalysis *a = m->a;
  PredBatch ring[PF_TRI_PIPELINE] = { { { NULL, 0, 0 }, NULL, 0 } };
  guint32 filled = lo;
  gboolean ok = TRUE;

  for (guint32 qh = lo; qh < hi; qh++)
    {
      const PredBatch *b;

      if (!tick (m, d, error))
        {
          ok = FALSE;
          break;
        }
      while (filled < hi && filled < qh + PF_TRI_PIPELINE)
        {
          pred_batch_fill (&ring[filled % PF_TRI_PIPELINE], m->rules, &a->set,
                           a->set.states[m->queue[filled]]);
          filled++;
        }
      if (qh + 1 < filled)
        {
          const PredBatch *next = &ring[(qh + 1) % PF_TRI_PIPELINE];

          for (guint i = 0; i < next->preds.len; i++)
            pf_tri_state_set_prefetch_state (&a->set, next->hashes[i]);
        }

      b = &ring[qh % PF_TRI_PIPELINE];
      for (guint i = 0; i < b->preds.len; i++)
        {
          gint64 y = pf_tri_state_set_lookup_hashed (&a->set, b->preds.edges[i].state, b->hashes[i]);

          if (y < 0)
            continue;
          if (a->dist[y] == FAR)
            {
              a->dist[y] = d + 1;
              m->queue[m->qt++] = y;
            }
          if (a->dist[y] == d + 1)
            m->good[y]++;
        }
    }
  for (guint i = 0; i < PF_TRI_PIPELINE; i++)
    {
      g_free (ring[i].preds.edges);
      g_free (ring[i].hashes);
    }
  return ok;
}

static gboolean
bottom_up (Measure  *m,
           guint     d,
           GError  **error)
{
  PfTriAnalysis *a = m->a;
  g_autofree PfTriBatch *ring = g_new (PfTriBatch, PF_TRI_PIPELINE);
  g_autofree guint32 *left = NULL;
  guint32 n_left = 0, filled = 0;

  left = pf_tri_search_alloc0 ((gsize) (a->set.count - m->qt) * sizeof (guint32),
                               "the analysis's levels", error);
  if (left == NULL)
    return FALSE;
  for (guint32 k = 0; k < a->set.count; k++)
    if (a->dist[k] == FAR)
      left[n_left++] = k;

  for (guint32 i = 0; i < n_left; i++)
    {
      const PfTriBatch *b;
      guint count = 0;

      if (!tick (m, d, error))
        return FALSE;
      while (filled < n_left && filled < i + PF_TRI_PIPELINE)
        {
          pf_tri_batch_fill (&ring[filled % PF_TRI_PIPELINE], m->rules, &a->set,
                             a->set.states[left[filled]]);
          filled++;
        }
      if (i + 1 < filled)
        pf_tri_batch_prefetch_states (&a->set, &ring[(i + 1) % PF_TRI_PIPELINE]);

      b = &ring[i % PF_TRI_PIPELINE];
      for (guint e = 0; e < b->n; e++)
        {
          gint64 x = pf_tri_state_set_lookup_hashed (&a->set, b->states[e], b->hashes[e]);

          count += x >= 0 && a->dist[x] == d;
        }
      if (count > 0)
        {
          a->dist[left[i]] = d + 1;
          m->good[left[i]] = count;
          m->queue[m->qt++] = left[i];
        }
    }
  return TRUE;
}

/* The distances from a->dist, 0 for the solved states and FAR for the
 * others, level by level. */
static gboolean
measure (PfTriAnalysis     *a,
         const PfTriRules  *rules,
         guint16           *good,
         GCancellable      *cancellable,
         PfTriProgressFunc  progress,
         gpointer           user_data,
         GError           **error)
{
  g_autofree guint32 *queue = NULL;
  Measure m = { a, rules, good, NULL, 0, 0, cancellable, progress, user_data };
  guint32 n = a->set.count, lo = 0;

  queue = pf_tri_search_alloc0 ((gsize) n * sizeof (guint32), "the analysis's levels", error);
  if (queue == NULL)
    return FALSE;
  m.queue = queue;
  for (guint32 k = 0; k < n; k++)
    {
      good[k] = 0;
      if (a->dist[k] == 0)
        queue[m.qt++] = k;
    }

  for (guint d = 0; lo < m.qt; d++)
    {
      guint32 hi = m.qt;
      guint64 left = n - hi;

      if (d + 1 >= FAR)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "distances above %u moves", FAR - 1);
          return FALSE;
        }
      if (left == 0)
        break;
      if (left < 2 * (guint64) (hi - lo) ? !bottom_up (&m, d, error)
                                         : !top_down (&m, lo, hi, d, error))
        return FALSE;
      lo = hi;
    }
  return TRUE;
}

void
pf_tri_analysis_summarise (PfTriAnalysis    *a,
                           guint32           n,
                           const guint16    *degree,
                           const PfTriGraph *graph,
                           const guint16    *good)
{
  PfTriShare share = { { 0 }, 0 };
  guint64 zero = 0;

  a->reachable = n;
  a->start_distance = a->dist[0] == FAR ? -1 : a->dist[0];
  for (guint32 k = 0; k < n; k++)
    {
      guint d = a->dist[k];

      if (d == FAR)
        continue;
      while (a->histogram->len <= d)
        g_array_append_val (a->histogram, zero);
      g_array_index (a->histogram, guint64, d)++;
      if (d > 0)
        pf_tri_share_add (&share, degree != NULL ? degree[k] : pf_tri_graph_degree (graph, k),
                          good[k]);
    }
  a->solved_states = a->histogram->len > 0 ? g_array_index (a->histogram, guint64, 0) : 0;
  pf_tri_analysis_finish (a, &share);
}

void
pf_tri_analysis_finish (PfTriAnalysis    *a,
                        const PfTriShare *share)
{
  guint64 nearer = 0;
  double sum = 0.0;

  a->max_distance = (gint) a->histogram->len - 1;
  a->farther_states = 0;
  a->unhelpful = -1.0;
  a->difficulty = -1.0;
  if (a->start_distance < 0)
    return;

  for (gint d = 0; d <= a->start_distance; d++)
    nearer += g_array_index (a->histogram, guint64, d);
  a->farther_states = a->reachable - nearer;
  for (guint n = 1; n <= PF_TRI_MAX_SUCCESSORS; n++)
    if (share->bad[n] != 0)
      sum += (double) share->bad[n] / n;
  a->unhelpful = share->counted > 0 ? sum / share->counted : 0.0;
  a->difficulty = a->start_distance * log2 (1.0 + 1.0 / (1.0 - a->unhelpful));
}

PfTriAnalysis *
pf_tri_analyze (const PfTriRules  *rules,
                guint64            start,
                guint64            max_states,
                GCancellable      *cancellable,
                PfTriProgressFunc  progress,
                gpointer           user_data,
                GError           **error)
{
  PfTriSearchOptions options;

  pf_tri_search_options_init (&options);
  options.max_states = max_states;
  options.n_threads = MIN (2, g_get_num_processors ());
  return pf_tri_analyze_with (rules, start, &options, cancellable, progress, user_data, error);
}

/* For each state, the first state in the search's order that has a move
 * to it: the one the solver's search would have met it from. */
static void
find_parents (const PfTriGraph *graph,
              guint32          *parent)
{
  memset (parent, 0xff, (gsize) graph->n * sizeof (guint32));
  for (guint32 p = 0; p < graph->n; p++)
    for (guint32 e = graph->first[p]; e < graph->first[p + 1]; e++)
      if (graph->edges[e] != 0 && parent[graph->edges[e]] == G_MAXUINT32)
        parent[graph->edges[e]] = p;
}

/* The analysis, and with @solution, the solution from its search where it
 * can give one: when the level has dense keys, or its component kept its
 * graph. */
static PfTriAnalysis *
analyze (const PfTriRules         *rules,
         guint64                   start,
         const PfTriSearchOptions *options,
         PfTriSolution           **solution,
         GCancellable             *cancellable,
         PfTriProgressFunc         progress,
         gpointer                  user_data,
         GError                  **error)
{
  g_autoptr(PfTriAnalysis) a = g_new0 (PfTriAnalysis, 1);
  g_auto(PfTriGraph) graph = { NULL };
  g_autofree guint16 *degree = NULL;
  g_autofree guint16 *good = NULL;
  guint64 max_states = options->max_states;
  guint64 budget;
  gint64 goal = -1;
  guint32 n;

  g_return_val_if_fail (rules != NULL, NULL);

  budget = max_states == 0 ? PF_TRI_STATE_SET_MAX : MIN (max_states, PF_TRI_STATE_SET_MAX);
  a->histogram = g_array_new (FALSE, FALSE, sizeof (guint64));

  if (pf_tri_dense_fits (rules))
    {
      if (!pf_tri_analyze_dense (a, rules, start, budget, options->n_threads, solution,
                                 cancellable, progress, user_data, error))
        return NULL;
      return g_steal_pointer (&a);
    }

  pf_tri_state_set_init (&a->set);
  if (!enumerate (a, rules, start, budget, &degree, &graph, cancellable, progress, user_data,
                  error))
    return NULL;
  n = a->set.count;
  good = pf_tri_search_alloc0 ((gsize) n * sizeof (guint16), "the analysis's move counts", error);
  a->dist = good == NULL ? NULL : pf_tri_search_alloc0 ((gsize) n * sizeof (guint16),
                                                        "the distances", error);
  if (a->dist == NULL)
    return NULL;
  for (guint32 k = 0; k < n; k++)
    {
      a->dist[k] = pf_tri_rules_is_solved (rules, a->set.states[k]) ? 0 : FAR;
      if (a->dist[k] == 0 && goal < 0)
        goal = k;
    }
  if (graph.first != NULL
      ? !pf_tri_graph_distances (&graph, a->dist, good, cancellable, progress, user_data, error)
      : !measure (a, rules, good, cancellable, progress, user_data, error))
    return NULL;
  pf_tri_analysis_summarise (a, n, degree, NULL, good);
  if (solution != NULL && graph.first != NULL)
    {
      g_autofree guint32 *parent = pf_tri_search_alloc0 ((gsize) n * sizeof (guint32),
                                                         "the solution", error);

      if (parent == NULL)
        return NULL;
      find_parents (&graph, parent);
      *solution = pf_tri_solution_from_parents (rules, a->set.states, parent, n, budget, goal);
    }
  return g_steal_pointer (&a);
}

PfTriAnalysis *
pf_tri_analyze_with (const PfTriRules         *rules,
                     guint64                   start,
                     const PfTriSearchOptions *options,
                     GCancellable             *cancellable,
                     PfTriProgressFunc         progress,
                     gpointer                  user_data,
                     GError                  **error)
{
  return analyze (rules, start, options, NULL, cancellable, progress, user_data, error);
}

PfTriAnalysis *
pf_tri_analyze_solving (const PfTriRules         *rules,
                        guint64                   start,
                        const PfTriSearchOptions *options,
                        PfTriSolution           **solution,
                        GCancellable             *cancellable,
                        PfTriProgressFunc         progress,
                        gpointer                  user_data,
                        GError                  **error)
{
  g_return_val_if_fail (solution != NULL, NULL);

  *solution = NULL;
  return analyze (rules, start, options, solution, cancellable, progress, user_data, error);
}

guint64
pf_tri_analysis_get_reachable (const PfTriAnalysis *analysis)
{
  return analysis->reachable;
}

guint64
pf_tri_analysis_get_solved_states (const PfTriAnalysis *analysis)
{
  return analysis->solved_states;
}

gint
pf_tri_analysis_get_max_distance (const PfTriAnalysis *analysis)
{
  return analysis->max_distance;
}

guint64
pf_tri_analysis_get_farther_states (const PfTriAnalysis *analysis)
{
  return analysis->farther_states;
}

const guint64 *
pf_tri_analysis_get_histogram (const PfTriAnalysis *analysis,
                               guint               *n_buckets)
{
  *n_buckets = analysis->histogram->len;
  return (const guint64 *) analysis->histogram->data;
}

double
pf_tri_analysis_get_unhelpful_share (const PfTriAnalysis *analysis)
{
  return analysis->unhelpful;
}

double
pf_tri_analysis_get_difficulty (const PfTriAnalysis *analysis)
{
  return analysis->difficulty;
}

gint
pf_tri_analysis_get_start_distance (const PfTriAnalysis *analysis)
{
  return analysis->start_distance;
}

gint
pf_tri_analysis_distance (const PfTriAnalysis *analysis,
                          guint64              state)
{
  gint64 k;

  if (analysis->dense)
    {
      guint32 key = 0;

      /* Each position must be in its block's range, or the key would
       * name another state. */
      for (guint i = 0; i < analysis->n_blocks; i++)
        {
          guint q = (state >> (4 * i)) & 15;
          guint64 end = i + 1 < analysis->n_blocks ? analysis->stride[i + 1] : analysis->key_space;

          if (q < analysis->key_lo[i] || (q - analysis->key_lo[i]) * (guint64) analysis->stride[i] >= end)
            return -1;
          key += (q - analysis->key_lo[i]) * analysis->stride[i];
        }
      if (analysis->index.slots != NULL)
        k = pf_tri_key_index_lookup (&analysis->index, key);
      else if (!pf_tri_bitmap_get (&analysis->reach, key))
        return -1;
      else
        k = pf_tri_bitmap_rank (&analysis->reach, analysis->ranks, key);
    }
  else
    k = pf_tri_state_set_lookup (&analysis->set, state);

  if (k < 0 || analysis->dist[k] == FAR)
    return -1;
  return analysis->dist[k];
}

void
pf_tri_analysis_to_figures (const PfTriAnalysis *analysis,
                            const PfTriSolution *solution,
                            PfTriFigures        *figures)
{
  figures->moves = analysis->start_distance >= 0 ? analysis->start_distance : -2;
  figures->steps = solution != NULL && solution->status == PF_TRI_SOLVE_SOLVED ? solution->steps : -1;
  figures->reachable = analysis->reachable;
  figures->solved_states = analysis->solved_states;
  figures->max_distance = analysis->max_distance;
  figures->farther_states = analysis->farther_states;
  figures->difficulty = pf_tri_difficulty_kept (analysis->difficulty);
}

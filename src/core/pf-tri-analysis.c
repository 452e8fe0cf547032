/* pf-tri-analysis.c: the whole reachable state space of a level, with distances to the goal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Memory per state while analysing: 8 (state) + 5.3..10.7 (hash table)
 * + 2 (distance) + 2 + 2 (move counts) + 4 (reverse BFS queue) bytes,
 * 24..30 bytes in all; 10..16 bytes are kept for distance lookups.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-analysis"

#include <math.h>

#include "pf-error.h"
#include "pf-tri-analysis.h"
#include "pf-tri-rules-private.h"
#include "pf-tri-state-set.h"

#define CHECK_INTERVAL 4096
#define FAR            G_MAXUINT16

struct _PfTriAnalysis
{
  PfTriStateSet set;
  guint16      *dist;
  guint64       solved_states;
  gint          max_distance;
  gint          start_distance;
  guint64       farther_states;
  GArray       *histogram;     /* guint64 */
  double        unhelpful;
  double        difficulty;
};

void
pf_tri_analysis_free (PfTriAnalysis *analysis)
{
  if (analysis == NULL)
    return;
  pf_tri_state_set_clear (&analysis->set);
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

/* Forward BFS: every reachable state, and how many moves leave each. */
static gboolean
enumerate (PfTriAnalysis     *a,
           const PfTriRules  *rules,
           guint64            start,
           guint64            budget,
           guint16          **out_degree,
           GCancellable      *cancellable,
           PfTriProgressFunc  progress,
           gpointer           user_data,
           GError           **error)
{
  guint64 succ[PF_TRI_MAX_SUCCESSORS];
  guint64 hashes[PF_TRI_MAX_SUCCESSORS];
  g_autofree guint16 *degree = NULL;
  guint32 capacity = 1024, index;

  degree = g_new (guint16, capacity);
  pf_tri_state_set_insert (&a->set, start, &index);

  for (guint32 head = 0; head < a->set.count; head++)
    {
      guint n;

      if ((head % CHECK_INTERVAL) == 0 && head > 0 &&
          !check (cancellable, a->set.count, 0, progress, user_data, error))
        return FALSE;

      n = pf_tri_rules_successor_states (rules, a->set.states[head], succ);
      pf_tri_state_set_prefetch_batch (&a->set, succ, hashes, n);
      if (head >= capacity)
        {
          capacity = a->set.capacity;
          degree = g_renew (guint16, degree, capacity);
        }
      degree[head] = n;
      for (guint e = 0; e < n; e++)
        {
          pf_tri_state_set_insert_hashed (&a->set, succ[e], hashes[e], &index);
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

/* Reverse BFS from every solved state. @good counts, per state, the
 * moves that lead one step nearer. */
static gboolean
measure (PfTriAnalysis     *a,
         const PfTriRules  *rules,
         guint16           *good,
         GCancellable      *cancellable,
         PfTriProgressFunc  progress,
         gpointer           user_data,
         GError           **error)
{
  PfTriEdgeBuf preds = { NULL, 0, 0 };
  g_autofree guint64 *hashes = NULL;
  g_autofree gint64 *found = NULL;
  g_autofree guint32 *queue = NULL;
  guint cap = 0;
  guint32 n = a->set.count, qh = 0, qt = 0;
  gboolean ok = TRUE;

  queue = g_new (guint32, n);
  a->dist = g_new (guint16, n);
  for (guint32 k = 0; k < n; k++)
    {
      good[k] = 0;
      if (pf_tri_rules_is_solved (rules, a->set.states[k]))
        {
          a->dist[k] = 0;
          queue[qt++] = k;
        }
      else
        a->dist[k] = FAR;
    }
  a->solved_states = qt;

  while (qh < qt)
    {
      guint32 x = queue[qh++];
      guint d = a->dist[x];

      if ((qh % CHECK_INTERVAL) == 0 &&
          !check (cancellable, qh, d, progress, user_data, error))
        {
          ok = FALSE;
          break;
        }
      if (d + 1 >= FAR)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "distances above %u moves", FAR - 1);
          ok = FALSE;
          break;
        }

      preds.len = 0;
      pf_tri_rules_predecessors_buf (rules, a->set.states[x], &preds);
      if (preds.len > cap)
        {
          cap = preds.cap;
          hashes = g_renew (guint64, hashes, cap);
          found = g_renew (gint64, found, cap);
        }

      /* Batched lookups: hash and prefetch every slot, then every state
       * and distance, then use them. */
      for (guint i = 0; i < preds.len; i++)
        {
          hashes[i] = pf_tri_state_hash (preds.edges[i].state);
          pf_tri_state_set_prefetch (&a->set, hashes[i]);
        }
      for (guint i = 0; i < preds.len; i++)
        pf_tri_state_set_prefetch_state (&a->set, hashes[i]);
      for (guint i = 0; i < preds.len; i++)
        {
          found[i] = pf_tri_state_set_lookup_hashed (&a->set, preds.edges[i].state, hashes[i]);
          if (found[i] >= 0)
            __builtin_prefetch (&a->dist[found[i]]);
        }
      for (guint i = 0; i < preds.len; i++)
        {
          gint64 y = found[i];

          if (y < 0)
            continue;
          if (a->dist[y] == FAR)
            {
              a->dist[y] = d + 1;
              queue[qt++] = y;
            }
          if (a->dist[y] == d + 1)
            good[y]++;
        }
    }
  g_free (preds.edges);
  return ok;
  return TRUE;
}

static void
summarise (PfTriAnalysis  *a,
           const guint16  *degree,
           const guint16  *good)
{
  guint64 zero = 0;
  double share = 0.0;
  guint64 counted = 0;

  a->start_distance = a->dist[0] == FAR ? -1 : a->dist[0];
  a->max_distance = -1;
  for (guint32 k = 0; k < a->set.count; k++)
    {
      guint d = a->dist[k];

      if (d == FAR)
        {
          if (a->start_distance >= 0)
            a->farther_states++;
          continue;
        }
      while (a->histogram->len <= d)
        g_array_append_val (a->histogram, zero);
      g_array_index (a->histogram, guint64, d)++;
      a->max_distance = MAX (a->max_distance, (gint) d);
      if (a->start_distance >= 0 && (gint) d > a->start_distance)
        a->farther_states++;
      if (d > 0)
        {
          share += 1.0 - (double) good[k] / degree[k];
          counted++;
        }
    }

  if (a->start_distance < 0)
    {
      a->unhelpful = -1.0;
      a->difficulty = -1.0;
      return;
    }
  a->unhelpful = counted > 0 ? share / counted : 0.0;
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
  g_autoptr(PfTriAnalysis) a = g_new0 (PfTriAnalysis, 1);
  g_autofree guint16 *degree = NULL;
  g_autofree guint16 *good = NULL;
  guint64 budget;

  g_return_val_if_fail (rules != NULL, NULL);

  budget = max_states == 0 ? PF_TRI_STATE_SET_MAX : MIN (max_states, PF_TRI_STATE_SET_MAX);
  a->histogram = g_array_new (FALSE, FALSE, sizeof (guint64));
  pf_tri_state_set_init (&a->set);

  if (!enumerate (a, rules, start, budget, &degree, cancellable, progress, user_data, error))
    return NULL;
  good = g_new (guint16, a->set.count);
  if (!measure (a, rules, good, cancellable, progress, user_data, error))
    return NULL;
  summarise (a, degree, good);
  return g_steal_pointer (&a);
}

guint64
pf_tri_analysis_get_reachable (const PfTriAnalysis *analysis)
{
  return analysis->set.count;
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
  gint64 k = pf_tri_state_set_lookup (&analysis->set, state);

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
  figures->reachable = analysis->set.count;
  figures->solved_states = analysis->solved_states;
  figures->max_distance = analysis->max_distance;
  figures->farther_states = analysis->farther_states;
  figures->difficulty = analysis->difficulty;
}

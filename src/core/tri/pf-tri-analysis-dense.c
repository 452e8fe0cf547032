/* pf-tri-analysis-dense.c: the analysis over dense keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reachable component is found by pf_tri_dense_bfs(): a bitmap over
 * the key space. Its states are then numbered by rank (the set bits
 * before theirs), and their distances kept in an array by rank.
 *
 * Distances come level by level from the solved states (a
 * direction-optimizing BFS on the reversed move graph). Distance 1 is
 * found on the way: while the component is searched, a state that is not
 * solved and has a solved successor is one move away, and its good moves
 * are those. Then the last level's
 * keys are marked in a bitmap of their own, so "does this move lead into
 * the last level" is one bit, and a level is found either
 * - top down: the predecessors of the last level's states that have no
 *   distance yet are one move farther; or
 * - bottom up: the states with no distance yet are scanned in key order,
 *   and those with a move into the last level are one move farther.
 * Either way each new state's moves are then counted once: how many lead
 * into the last level (its good moves) and how many there are. Bottom up
 * is used once fewer states are left than twice the last level.
 *
 * Memory per state: the component bitmap and two more of the same size
 * while measuring (an eighth of a byte per key each, of which only touched
 * pages become resident), a rank directory of 1 bit per 8 keys, 2 bytes of
 * distance, and 4 bytes per state of the largest two consecutive levels.
 * The component bitmap, the directory and the distances are kept for
 * lookups.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-analysis"

#include <string.h>

#include "pf-error.h"
#include "pf-memory.h"
#include "pf-tri-analysis-private.h"

#define CHECK_INTERVAL 4096

/* How many states are counted at once: their successors are generated
 * and prefetched one state ahead of the lookups. */
#define BATCH 256

typedef struct
{
  PfTriAnalysis     *a;
  const PfTriRules  *rules;
  PfTriDenseBfs     *bfs;
  guint64            budget;
  PfTriKeyList       cur;          /* the last level */
  PfTriKeyList       next;         /* the level being found */
  PfTriKeyList       one;          /* distance 1, found going forward */
  PfTriBitmap        assigned;     /* states with a distance */
  PfTriBitmap        level;        /* the last level */
  guint64            n_assigned;
  PfTriShare         share;
  guint64            done;
  GCancellable      *cancellable;
  PfTriProgressFunc  progress;
  gpointer           user_data;
  GError            *visit_error;
  gboolean           over_budget;
} Dense;

/* A state waiting for its moves to be counted. */
typedef struct
{
  guint32 key;
  guint32 rank;
} Pending;

typedef struct
{
  guint32 keys[PF_TRI_MAX_SUCCESSORS];
  guint64 states[PF_TRI_MAX_SUCCESSORS];
  guint   n;
} Moves;

static gboolean
tick (Dense   *m,
      guint    depth,
      GError **error)
{
  if ((++m->done % CHECK_INTERVAL) != 0)
    return TRUE;
  if (g_cancellable_set_error_if_cancelled (m->cancellable, error))
    return FALSE;
  if (m->progress != NULL)
    m->progress (m->done, depth, m->user_data);
  return TRUE;
}

static void
moves_fill (Moves            *mv,
            const Dense      *m,
            guint32           key)
{
  mv->n = pf_tri_rules_successor_keys (m->rules, pf_tri_rules_dense_unkey (m->rules, key), key,
                                       mv->states, mv->keys);
  for (guint i = 0; i < mv->n; i++)
    __builtin_prefetch (&m->level.words[mv->keys[i] >> 6]);
}

/* Counts the moves of @n pending states that lead into the last level
 * (depth @d). Those with such a move get distance @d + 1; when @found,
 * they have it already (top down), else they are also marked and listed
 * in the next level (bottom up). */
static gboolean
count_moves (Dense          *m,
             const Pending  *pending,
             guint           n,
             guint           d,
             gboolean        found,
             GError        **error)
{
  Moves mv[2];

  if (n == 0)
    return TRUE;
  moves_fill (&mv[0], m, pending[0].key);
  for (guint i = 0; i < n; i++)
    {
      const Moves *cur = &mv[i & 1];
      guint good = 0;

      if (!tick (m, d, error))
        return FALSE;
      if (i + 1 < n)
        moves_fill (&mv[(i + 1) & 1], m, pending[i + 1].key);
      for (guint e = 0; e < cur->n; e++)
        good += pf_tri_bitmap_get (&m->level, cur->keys[e]);
      if (good == 0)
        {
          g_assert (!found);
          continue;
        }
      if (!found)
        {
          pf_tri_bitmap_set (&m->assigned, pending[i].key);
          if (!pf_tri_key_list_push (&m->next, pending[i].key, error))
            return FALSE;
        }
      m->a->dist[pending[i].rank] = d + 1;
      pf_tri_share_add (&m->share, cur->n, good);
    }
  return TRUE;
}

/* Every state with no distance yet that has a move into the last level. */
static gboolean
bottom_up (Dense   *m,
           guint    d,
           GError **error)
{
  const PfTriBitmap *reach = &m->a->reach;
  Pending pending[BATCH];
  guint n = 0;
  guint32 rank = 0;

  for (guint64 w = 0; w < reach->n_words; w++)
    {
      guint64 bits = reach->words[w];
      guint64 left = bits & ~m->assigned.words[w];

      while (left != 0)
        {
          guint b = __builtin_ctzll (left);

          pending[n].key = (guint32) (w * 64 + b);
          pending[n].rank = rank + pf_tri_popcount (bits & ((G_GUINT64_CONSTANT (1) << b) - 1));
          left &= left - 1;
          if (++n == BATCH)
            {
              if (!count_moves (m, pending, n, d, FALSE, error))
                return FALSE;
              n = 0;
            }
        }
      rank += pf_tri_popcount (bits);
    }
  return count_moves (m, pending, n, d, FALSE, error);
}

/* The predecessors of the last level that have no distance yet. */
static gboolean
top_down (Dense   *m,
          guint    d,
          GError **error)
{
  PfTriAnalysis *a = m->a;
  PfTriEdgeBuf buf = { NULL, 0, 0 };
  Pending pending[BATCH];
  gboolean ok = TRUE;

  for (gsize i = 0; i < m->cur.len && ok; i++)
    {
      buf.len = 0;
      pf_tri_rules_predecessors_buf (m->rules,
                                     pf_tri_rules_dense_unkey (m->rules, m->cur.keys[i]), &buf);
      for (guint e = 0; e < buf.len && ok; e++)
        {
          guint32 key = pf_tri_rules_dense_key (m->rules, buf.edges[e].state);

          if (!pf_tri_bitmap_get (&a->reach, key) || pf_tri_bitmap_get (&m->assigned, key))
            continue;
          pf_tri_bitmap_set (&m->assigned, key);
          ok = pf_tri_key_list_push (&m->next, key, error);
        }
      ok = ok && tick (m, d, error);
    }
  g_free (buf.edges);

  /* The good moves of the new level. */
  for (gsize i = 0; i < m->next.len && ok; i += BATCH)
    {
      guint n = MIN (BATCH, m->next.len - i);

      for (guint j = 0; j < n; j++)
        {
          pending[j].key = m->next.keys[i + j];
          pending[j].rank = pf_tri_bitmap_rank (&a->reach, a->ranks, pending[j].key);
        }
      ok = count_moves (m, pending, n, d, TRUE, error);
    }
  return ok;
}

static void
mark_level (PfTriBitmap        *level,
            const PfTriKeyList *keys,
            gboolean            on)
{
  for (gsize i = 0; i < keys->len; i++)
    if (on)
      pf_tri_bitmap_set (level, keys->keys[i]);
    else
      pf_tri_bitmap_unset (level, keys->keys[i]);
}

static gboolean
measure (Dense   *m,
         GError **error)
{
  PfTriAnalysis *a = m->a;
  guint64 count;

  /* Distances 0 and 1 come from the forward search. */
  for (guint d = 0; d < 2; d++)
    {
      const PfTriKeyList *level = d == 0 ? &m->cur : &m->one;

      for (gsize i = 0; i < level->len; i++)
        {
          guint32 key = level->keys[i];

          pf_tri_bitmap_set (&m->assigned, key);
          a->dist[pf_tri_bitmap_rank (&a->reach, a->ranks, key)] = d;
        }
      m->n_assigned += level->len;
      count = level->len;
      if (count > 0)
        g_array_append_val (a->histogram, count);
    }
  a->solved_states = m->cur.len;
  pf_tri_key_list_clear (&m->cur);
  m->cur = m->one;
  memset (&m->one, 0, sizeof m->one);

  for (guint d = 1; m->cur.len > 0 && m->n_assigned < a->reachable; d++)
    {
      guint64 left = a->reachable - m->n_assigned;
      PfTriKeyList t;
      gboolean ok;

      if (d + 1 >= PF_TRI_FAR)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "distances above %u moves", PF_TRI_FAR - 1);
          return FALSE;
        }
      m->next.len = 0;
      mark_level (&m->level, &m->cur, TRUE);
      ok = left < 2 * (guint64) m->cur.len ? bottom_up (m, d, error) : top_down (m, d, error);
      mark_level (&m->level, &m->cur, FALSE);
      if (!ok)
        return FALSE;

      m->n_assigned += m->next.len;
      count = m->next.len;
      if (count > 0)
        g_array_append_val (a->histogram, count);
      t = m->cur;
      m->cur = m->next;
      m->next = t;
    }
  return TRUE;
}

static gboolean
forward_visit (guint32  key,
               guint64  state,
               gpointer user_data)
{
  Dense *m = user_data;

  if (m->bfs->keys.len > m->budget)
    {
      m->over_budget = TRUE;
      return FALSE;
    }
  if (pf_tri_rules_solved_quick (m->rules, state) &&
      !pf_tri_key_list_push (&m->cur, key, &m->visit_error))
    return FALSE;
  return m->visit_error == NULL;
}

/* A state with a solved successor, unsolved itself, is at distance 1:
 * the forward search finds those with their good moves. */
static void
forward_expand (guint32        key,
                guint64        state,
                const guint64 *succ,
                guint          n,
                gpointer       user_data)
{
  Dense *m = user_data;
  guint good = 0;

  if (m->visit_error != NULL || pf_tri_rules_solved_quick (m->rules, state))
    return;
  for (guint i = 0; i < n; i++)
    good += pf_tri_rules_solved_quick (m->rules, succ[i]);
  if (good == 0)
    return;
  if (pf_tri_key_list_push (&m->one, key, &m->visit_error))
    pf_tri_share_add (&m->share, n, good);
}

gboolean
pf_tri_analyze_dense (PfTriAnalysis     *a,
                      const PfTriRules  *rules,
                      guint64            start,
                      guint64            budget,
                      GCancellable      *cancellable,
                      PfTriProgressFunc  progress,
                      gpointer           user_data,
                      GError           **error)
{
  PfTriDenseBfs bfs = { { NULL, 0 }, { NULL, 0, 0 }, NULL, FALSE };
  Dense m = { a, rules, &bfs, budget, { NULL, 0, 0 }, { NULL, 0, 0 }, { NULL, 0, 0 },
              { NULL, 0 }, { NULL, 0 }, 0, { { 0 }, 0 }, 0, cancellable, progress, user_data,
              NULL, FALSE };
  gboolean ok = FALSE;
  guint32 start_key;

  a->dense = TRUE;
  a->n_blocks = rules->n_blocks;
  a->key_space = rules->key_space;
  memcpy (a->key_lo, rules->key_lo, sizeof a->key_lo);
  memcpy (a->stride, rules->stride, sizeof a->stride);

  /* The component. */
  if (!pf_tri_bitmap_init (&bfs.visited, rules->key_space, "the analysis's states", error))
    return FALSE;
  start_key = pf_tri_rules_dense_key (rules, start);
  if (pf_tri_rules_is_solved (rules, start) && !pf_tri_key_list_push (&m.cur, start_key, error))
    goto out;
  ok = pf_tri_dense_bfs (&bfs, rules, start, forward_visit, forward_expand, &m, cancellable,
                         progress, user_data, error);
  if (ok && m.visit_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&m.visit_error));
      ok = FALSE;
    }
  else if (ok && m.over_budget)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                   "more than %" G_GUINT64_FORMAT " reachable states", budget);
      ok = FALSE;
    }
  if (!ok)
    goto out;

  a->reachable = bfs.keys.len;
  a->reach = bfs.visited;
  bfs.visited.words = NULL;
  pf_tri_dense_bfs_clear (&bfs);

  /* Ranks and distances, then the levels. */
  ok = (a->ranks = pf_tri_bitmap_ranks (&a->reach, error)) != NULL &&
       (a->dist = pf_memory_try_alloc0 (a->reachable * sizeof (guint16), "the distances",
                                        error)) != NULL &&
       pf_tri_bitmap_init (&m.assigned, rules->key_space, "the analysis's levels", error) &&
       pf_tri_bitmap_init (&m.level, rules->key_space, "the analysis's levels", error);
  if (!ok)
    goto out;
  memset (a->dist, 0xff, a->reachable * sizeof (guint16));
  ok = measure (&m, error);
  if (ok)
    {
      guint16 sd = a->dist[pf_tri_bitmap_rank (&a->reach, a->ranks, start_key)];

      a->start_distance = sd == PF_TRI_FAR ? -1 : sd;
      pf_tri_analysis_finish (a, &m.share);
    }

out:
  pf_tri_dense_bfs_clear (&bfs);
  pf_tri_key_list_clear (&m.cur);
  pf_tri_key_list_clear (&m.next);
  pf_tri_key_list_clear (&m.one);
  pf_tri_bitmap_clear (&m.assigned);
  pf_tri_bitmap_clear (&m.level);
  g_clear_error (&m.visit_error);
  return ok;
}

/* pf-tri-analysis-dense.c: the analysis over dense keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reachable component is found by pf_tri_dense_bfs(). While it has at
 * most PF_TRI_GRAPH_MAX_STATES states and fills less than a sixteenth of
 * the key space (graph_max()), the search numbers them in a key index and
 * keeps their moves as a graph (pf-tri-graph.h); a component that stays
 * that small is measured over its graph, and its distances are kept by
 * number, found through the index. That is the common case: the levels a
 * designer makes, a few blocks spread over a large room, analysed after
 * every edit.
 *
 * A larger component is a bitmap over the key space. Its states are then
 * numbered by rank (the set bits before theirs), and their distances kept
 * in an array by rank.
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
 * Memory per state of a large component: the component bitmap and two
 * more of the same size while measuring (an eighth of a byte per key
 * each, of which only touched pages become resident), a rank directory of
 * 1 bit per 8 keys, 2 bytes of distance, and 4 bytes per state of the
 * largest two consecutive levels. The component bitmap, the directory and
 * the distances are kept for lookups.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-analysis"

#include <string.h>

#include "pf-error.h"
#include "pf-tri-analysis-private.h"
#include "pf-tri-search-memory.h"
#include "pf-tri-solver-private.h"
#include "pf-tri-team.h"

#define CHECK_INTERVAL 4096

/* How many states are counted at once: their successors are generated
 * and prefetched one state ahead of the lookups. */
#define BATCH 256

/* The pieces handed out to the team: words of the component bitmap for a
 * bottom-up level (a multiple of the rank directory's 4), states of the
 * last level for a top-down one. */
#define SCAN_WORDS 4096
#define TD_STATES  256

typedef struct _Dense Dense;

/* What one member of the team finds: the states of the next level, its
 * share of the unhelpful moves, and whether it failed. */
typedef struct
{
  Dense        *m;
  guint         member;
  PfTriKeyList  next;
  PfTriKeyList  one;          /* distance 1, found going forward */
  PfTriShare    share;
  guint64       done;
  GError       *error;
} Worker;

struct _Dense
{
  PfTriAnalysis     *a;
  const PfTriRules  *rules;
  PfTriDenseBfs     *bfs;
  PfTriTeam         *team;
  Worker            *workers;      /* one per member */
  guint64            budget;
  PfTriKeyList       cur;          /* the last level */
  PfTriKeyList       next;         /* the level being found */
  PfTriBitmap        assigned;     /* states with a distance */
  PfTriBitmap        level;        /* the last level */
  guint64            n_assigned;
  guint              depth;        /* of the last level */
  gint               piece;        /* the next piece to hand out */
  gint               stop;         /* set when a member failed */
  guint64            done;
  GCancellable      *cancellable;
  PfTriProgressFunc  progress;
  gpointer           user_data;
  GError            *visit_error;
  gboolean           over_budget;
  gint64             goal;         /* the number of the first solved state met, or -1 */
  guint64            goal_state;
};

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

static void
worker_fail (Worker *w,
             GError *error)
{
  if (w->error == NULL)
    w->error = error;
  else
    g_error_free (error);
  g_atomic_int_set (&w->m->stop, 1);
}

/* Every CHECK_INTERVAL states: whether to go on (not cancelled, no member
 * failed); member 0, the calling thread, reports progress. */
static gboolean
tick (Worker *w)
{
  Dense *m = w->m;

  if ((++w->done % CHECK_INTERVAL) != 0)
    return TRUE;
  if (g_atomic_int_get (&m->stop))
    return FALSE;
  if (g_cancellable_is_cancelled (m->cancellable))
    {
      GError *error = NULL;

      g_cancellable_set_error_if_cancelled (m->cancellable, &error);
      worker_fail (w, error);
      return FALSE;
    }
  if (w->member == 0 && m->progress != NULL)
    m->progress (m->n_assigned + w->done * pf_tri_team_size (m->team), m->depth, m->user_data);
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
 * (depth d). Those with such a move get distance d + 1; when @found, they
 * have it already (top down), else they are also marked and listed in the
 * next level (bottom up). */
static gboolean
count_moves (Worker        *w,
             const Pending *pending,
             guint          n,
             gboolean       found)
{
  Dense *m = w->m;
  Moves mv[2];

  if (n == 0)
    return TRUE;
  moves_fill (&mv[0], m, pending[0].key);
  for (guint i = 0; i < n; i++)
    {
      const Moves *cur = &mv[i & 1];
      guint good = 0;

      if (!tick (w))
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
          GError *error = NULL;

          /* The piece's words are this member's alone. */
          pf_tri_bitmap_set (&m->assigned, pending[i].key);
          if (!pf_tri_key_list_push (&w->next, pending[i].key, &error))
            {
              worker_fail (w, error);
              return FALSE;
            }
        }
      m->a->dist[pending[i].rank] = m->depth + 1;
      pf_tri_share_add (&w->share, cur->n, good);
    }
  return TRUE;
}

/* Bottom up: every state with no distance yet that has a move into the
 * last level, SCAN_WORDS words of the component bitmap at a time. */
static void
bottom_up (gpointer data,
           guint    member)
{
  Dense *m = data;
  Worker *w = &m->workers[member];
  const PfTriBitmap *reach = &m->a->reach;
  guint n_pieces = (reach->n_words + SCAN_WORDS - 1) / SCAN_WORDS;
  Pending pending[BATCH];
  guint p;

  while ((p = pf_tri_team_take (&m->piece, n_pieces)) < n_pieces)
    {
      guint64 w0 = (guint64) p * SCAN_WORDS, w1 = MIN (reach->n_words, w0 + SCAN_WORDS);
      guint32 rank = m->a->ranks[w0 / 4];
      guint n = 0;

      for (guint64 i = w0; i < w1; i++)
        {
          guint64 bits = reach->words[i];
          guint64 left = bits & ~m->assigned.words[i];

          while (left != 0)
            {
              guint b = __builtin_ctzll (left);

              pending[n].key = (guint32) (i * 64 + b);
              pending[n].rank = rank + pf_tri_popcount (bits & ((G_GUINT64_CONSTANT (1) << b) - 1));
              left &= left - 1;
              if (++n == BATCH)
                {
                  if (!count_moves (w, pending, n, FALSE))
                    return;
                  n = 0;
                }
            }
          rank += pf_tri_popcount (bits);
        }
      if (!count_moves (w, pending, n, FALSE))
        return;
    }
}

/* Top down, first half: the predecessors of the last level that have no
 * distance yet, TD_STATES states of the last level at a time. Members may
 * meet the same predecessor: the bit that marks it is taken atomically. */
static void
top_down (gpointer data,
          guint    member)
{
  Dense *m = data;
  Worker *w = &m->workers[member];
  PfTriEdgeBuf buf = { NULL, 0, 0 };
  guint n_pieces = (m->cur.len + TD_STATES - 1) / TD_STATES;
  guint p;

  while ((p = pf_tri_team_take (&m->piece, n_pieces)) < n_pieces)
    for (gsize i = (gsize) p * TD_STATES; i < MIN (m->cur.len, (gsize) (p + 1) * TD_STATES); i++)
      {
        if (!tick (w))
          goto out;
        buf.len = 0;
        pf_tri_rules_predecessors_buf (m->rules,
                                       pf_tri_rules_dense_unkey (m->rules, m->cur.keys[i]),
                                       &buf);
        for (guint e = 0; e < buf.len; e++)
          {
            guint32 key = pf_tri_rules_dense_key (m->rules, buf.edges[e].state);
            guint64 bit = G_GUINT64_CONSTANT (1) << (key & 63);
            GError *error = NULL;

            if (!pf_tri_bitmap_get (&m->a->reach, key) ||
                (__atomic_load_n (&m->assigned.words[key >> 6], __ATOMIC_RELAXED) & bit) != 0 ||
                (__atomic_fetch_or (&m->assigned.words[key >> 6], bit, __ATOMIC_RELAXED) & bit) != 0)
              continue;
            if (!pf_tri_key_list_push (&w->next, key, &error))
              {
                worker_fail (w, error);
                goto out;
              }
          }
      }
out:
  g_free (buf.edges);
}

/* Top down, second half: the good moves of the new level. */
static void
top_down_moves (gpointer data,
                guint    member)
{
  Dense *m = data;
  Worker *w = &m->workers[member];
  guint n_pieces = (m->next.len + BATCH - 1) / BATCH;
  Pending pending[BATCH];
  guint p;

  while ((p = pf_tri_team_take (&m->piece, n_pieces)) < n_pieces)
    {
      gsize i0 = (gsize) p * BATCH;
      guint n = MIN (BATCH, m->next.len - i0);

      for (guint j = 0; j < n; j++)
        {
          pending[j].key = m->next.keys[i0 + j];
          pending[j].rank = pf_tri_bitmap_rank (&m->a->reach, m->a->ranks, pending[j].key);
        }
      if (!count_moves (w, pending, n, TRUE))
        return;
    }
}

/* Runs @func on the team, for @work states, then gathers what the
 * members found into m->next (unless @gather is FALSE) and checks that
 * none failed. */
static gboolean
run_team (Dense          *m,
          PfTriTeamFunc   func,
          guint64         work,
          gboolean        gather,
          GError        **error)
{
  guint n = pf_tri_team_size (m->team);

  m->piece = 0;
  pf_tri_team_run (m->team, func, m, work);
  for (guint i = 0; i < n; i++)
    {
      Worker *w = &m->workers[i];

      if (w->error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&w->error));
          return FALSE;
        }
      for (gsize j = 0; gather && j < w->next.len; j++)
        if (!pf_tri_key_list_push (&m->next, w->next.keys[j], error))
          return FALSE;
      w->next.len = 0;
    }
  return TRUE;
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
  guint n_members = pf_tri_team_size (m->team);
  guint64 count;

  /* Distances 0 and 1 come from the forward search; the members found
   * distance 1. */
  for (guint i = 0; i < n_members; i++)
    for (gsize j = 0; j < m->workers[i].one.len; j++)
      if (!pf_tri_key_list_push (&m->next, m->workers[i].one.keys[j], error))
        return FALSE;
  for (guint d = 0; d < 2; d++)
    {
      const PfTriKeyList *level = d == 0 ? &m->cur : &m->next;

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

  for (m->depth = 1; m->next.len > 0 && m->n_assigned < a->reachable; m->depth++)
    {
      guint64 left = a->reachable - m->n_assigned;
      PfTriKeyList t = m->cur;
      gboolean ok;

      m->cur = m->next;
      m->next = t;
      m->next.len = 0;
      if (m->depth + 1 >= PF_TRI_FAR)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "distances above %u moves", PF_TRI_FAR - 1);
          return FALSE;
        }
      mark_level (&m->level, &m->cur, TRUE);
      if (left < 2 * (guint64) m->cur.len)
        ok = run_team (m, bottom_up, left, TRUE, error);
      else
        ok = run_team (m, top_down, m->cur.len, TRUE, error) &&
             run_team (m, top_down_moves, m->next.len, FALSE, error);
      mark_level (&m->level, &m->cur, FALSE);
      if (!ok)
        return FALSE;

      m->n_assigned += m->next.len;
      count = m->next.len;
      if (count > 0)
        g_array_append_val (a->histogram, count);
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
  if (!pf_tri_rules_solved_quick (m->rules, state))
    return TRUE;
  if (m->goal < 0)
    {
      m->goal = m->bfs->keys.len - 1;
      m->goal_state = state;
    }
  return pf_tri_key_list_push (&m->cur, key, &m->visit_error);
}

/* A state with a solved successor, unsolved itself, is at distance 1:
 * the forward search finds those with their good moves. */
static void
forward_expand (guint32        key,
                guint64        state,
                const guint64 *succ,
                guint          n,
                guint          member,
                gpointer       user_data)
{
  Dense *m = user_data;
  Worker *w = &m->workers[member];
  guint good = 0;
  GError *error = NULL;

  if (w->error != NULL || pf_tri_rules_solved_quick (m->rules, state))
    return;
  for (guint i = 0; i < n; i++)
    good += pf_tri_rules_solved_quick (m->rules, succ[i]);
  if (good == 0)
    return;
  if (pf_tri_key_list_push (&w->one, key, &error))
    pf_tri_share_add (&w->share, n, good);
  else
    worker_fail (w, error);
}

/* How many states the search keeps its index and graph for. Over a key
 * space that the component fills densely, the bitmaps are small and the
 * levels cost less than the graph (half as much at 2 keys per state); a
 * component thinly spread over its key space makes the bitmaps cost pages
 * and scans for keys that are not states (a tenth as fast as the graph at
 * 10,000 keys per state). The graph pays from about 16 keys per state. */
#define GRAPH_KEYS_PER_STATE 16

static guint64
graph_max (const PfTriRules *rules)
{
  return MIN (PF_TRI_GRAPH_MAX_STATES, rules->key_space / GRAPH_KEYS_PER_STATE);
}

/* A component of at most graph_max() states, whose search
 * kept its index and its graph: the distances come from the graph, and
 * stay by number, found through the index. */
static gboolean
measure_graph (Dense          *m,
               PfTriDenseBfs  *bfs,
               PfTriGraph     *graph,
               GError        **error)
{
  PfTriAnalysis *a = m->a;
  guint32 n = bfs->keys.len;
  g_autofree guint16 *good = NULL;

  a->dist = pf_tri_search_alloc0 ((gsize) n * sizeof (guint16), "the distances", error);
  good = a->dist == NULL ? NULL : pf_tri_search_alloc0 ((gsize) n * sizeof (guint16),
                                                        "the analysis's move counts", error);
  if (good == NULL)
    return FALSE;
  memset (a->dist, 0xff, (gsize) n * sizeof (guint16));
  for (gsize i = 0; i < m->cur.len; i++)
    a->dist[pf_tri_key_index_lookup (&bfs->index, m->cur.keys[i])] = 0;
  if (!pf_tri_graph_distances (graph, a->dist, good, m->cancellable, m->progress, m->user_data,
                               error))
    return FALSE;
  a->index = bfs->index;
  bfs->index.slots = NULL;
  pf_tri_analysis_summarise (a, n, NULL, graph, good);
  return TRUE;
}

/* A larger component: its bitmap, ranked, and the levels (measure()). */
static gboolean
measure_bitmap (Dense          *m,
                PfTriDenseBfs  *bfs,
                guint32         start_key,
                GError        **error)
{
  PfTriAnalysis *a = m->a;
  const PfTriRules *rules = m->rules;
  PfTriShare share = { { 0 }, 0 };
  guint16 sd;

  a->reachable = bfs->keys.len;
  a->reach = bfs->visited;
  bfs->visited.words = NULL;
  pf_tri_dense_bfs_clear (bfs);

  /* Ranks and distances, then the levels. */
  if ((a->ranks = pf_tri_bitmap_ranks (&a->reach, error)) == NULL ||
      (a->dist = pf_tri_search_alloc0 (a->reachable * sizeof (guint16), "the distances",
                                       error)) == NULL ||
      !pf_tri_bitmap_init (&m->assigned, rules->key_space, "the analysis's levels", error) ||
      !pf_tri_bitmap_init (&m->level, rules->key_space, "the analysis's levels", error))
    return FALSE;
  memset (a->dist, 0xff, a->reachable * sizeof (guint16));
  if (!measure (m, error))
    return FALSE;

  sd = a->dist[pf_tri_bitmap_rank (&a->reach, a->ranks, start_key)];
  a->start_distance = sd == PF_TRI_FAR ? -1 : sd;
  for (guint i = 0; i < pf_tri_team_size (m->team); i++)
    {
      for (guint n = 0; n <= PF_TRI_MAX_SUCCESSORS; n++)
        share.bad[n] += m->workers[i].share.bad[n];
      share.counted += m->workers[i].share.counted;
    }
  pf_tri_analysis_finish (a, &share);
  return TRUE;
}

gboolean
pf_tri_analyze_dense (PfTriAnalysis     *a,
                      const PfTriRules  *rules,
                      guint64            start,
                      guint64            budget,
                      guint              n_threads,
                      PfTriSolution    **solution,
                      GCancellable      *cancellable,
                      PfTriProgressFunc  progress,
                      gpointer           user_data,
                      GError           **error)
{
  PfTriDenseBfs bfs;
  g_auto(PfTriGraph) graph = { NULL };
  g_autoptr(PfTriTeam) team = pf_tri_team_new (n_threads);
  guint n_members = pf_tri_team_size (team);
  g_autofree Worker *workers = g_new0 (Worker, n_members);
  Dense m = { 0 };
  gboolean ok = FALSE;
  guint32 start_key;

  m.a = a;
  m.rules = rules;
  m.bfs = &bfs;
  m.team = team;
  m.workers = workers;
  m.budget = budget;
  m.cancellable = cancellable;
  m.progress = progress;
  m.user_data = user_data;
  m.goal = -1;
  for (guint i = 0; i < n_members; i++)
    {
      workers[i].m = &m;
      workers[i].member = i;
    }

  a->dense = TRUE;
  a->n_blocks = rules->n_blocks;
  a->key_space = rules->key_space;
  memcpy (a->key_lo, rules->key_lo, sizeof a->key_lo);
  memcpy (a->stride, rules->stride, sizeof a->stride);

  /* The component, with its graph while it is small. */
  pf_tri_dense_bfs_init (&bfs, graph_max (rules), &graph, "the analysis's states");
  start_key = pf_tri_rules_dense_key (rules, start);
  if (pf_tri_rules_is_solved (rules, start))
    {
      m.goal = 0;
      m.goal_state = start;
      if (!pf_tri_key_list_push (&m.cur, start_key, error))
        goto out;
    }
  ok = pf_tri_dense_bfs (&bfs, rules, start, forward_visit, forward_expand, &m, team,
                         cancellable, progress, user_data, error);
  for (guint i = 0; ok && i < n_members; i++)
    if (workers[i].error != NULL)
      {
        g_propagate_error (error, g_steal_pointer (&workers[i].error));
        ok = FALSE;
      }
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
  if (ok && solution != NULL)
    *solution = pf_tri_dense_bfs_solution (&bfs, rules, budget, m.goal, m.goal_state);
  if (ok)
    ok = bfs.hashed ? measure_graph (&m, &bfs, &graph, error)
                    : measure_bitmap (&m, &bfs, start_key, error);
  if (!ok && solution != NULL)
    g_clear_pointer (solution, pf_tri_solution_free);

out:
  pf_tri_dense_bfs_clear (&bfs);
  pf_tri_key_list_clear (&m.cur);
  pf_tri_key_list_clear (&m.next);
  for (guint i = 0; i < n_members; i++)
    {
      pf_tri_key_list_clear (&workers[i].next);
      pf_tri_key_list_clear (&workers[i].one);
      g_clear_error (&workers[i].error);
    }
  pf_tri_bitmap_clear (&m.assigned);
  pf_tri_bitmap_clear (&m.level);
  g_clear_error (&m.visit_error);
  return ok;
}

/* pf-tri-solver.c: optimal solutions of triangle levels, by breadth-first search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where the level's dense key space is small enough (pf-tri-dense.h), the
 * visited set is a bitmap of 1 bit per key, and the visited states are a
 * list of their keys in BFS order, level after level, which is also the
 * queue. Nothing links a state to its parent: the solution is found again
 * by walking back from the solved state, each time to the first state of
 * the level before that has a move to it. A successor's key is its
 * parent's plus the strides of the blocks that moved, and the bitmap is
 * prefetched a bounded distance ahead of the lookups. Memory per visited
 * state: 4 bytes for its key, and the bitmap (an eighth of a byte per key,
 * of which only the pages the component touches become resident). Until
 * the bitmap is worth its pages (index_max()), the visited keys are in a
 * hash index instead, 16..32 bytes per key, in the same order.
 *
 * Otherwise the visited set is a hash table. Memory per visited state:
 * 8 bytes (the state, in BFS order, which is also the queue), 4 bytes
 * (the index of its parent) and 5.3..10.7 bytes of hash table (see
 * pf-tri-state-set.h): 17..23 bytes in all. When the states of a level
 * have 32-bit keys, the queue holds keys and the table keeps them in its
 * slots: 13..19 bytes.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-solver"

#include <stdlib.h>
#include <string.h>

#include "pf-error.h"
#include "pf-tri-dense.h"
#include "pf-tri-rules-private.h"
#include "pf-tri-search-memory.h"
#include "pf-tri-solver-private.h"
#include "pf-tri-state-set.h"
#include "pf-tri-team.h"

#define CHECK_INTERVAL 4096
#define NO_PARENT      G_MAXUINT32

void
pf_tri_solution_free (PfTriSolution *solution)
{
  if (solution == NULL)
    return;
  g_clear_pointer (&solution->solution, g_array_unref);
  g_free (solution);
}

static PfTriSolution *
solution_new (PfTriSolveStatus status)
{
  PfTriSolution *sol = g_new0 (PfTriSolution, 1);

  sol->status = status;
  sol->moves = -1;
  sol->steps = -1;
  sol->solution = g_array_new (FALSE, FALSE, sizeof (PfTriMove));
  return sol;
}

/* What a breadth-first search ends with: %NULL when it failed (its error
 * is set), else the solution or the giving up it stopped at, or
 * unsolvable when it ran out of states; with how many it explored. */
static PfTriSolution *
search_result (PfTriSolution *sol,
               gboolean       failed,
               guint64        explored)
{
  if (failed)
    g_clear_pointer (&sol, pf_tri_solution_free);
  else if (sol == NULL)
    sol = solution_new (PF_TRI_SOLVE_UNSOLVABLE);
  if (sol != NULL)
    sol->explored = explored;
  return sol;
}

/* Walks the parent links back from @goal and names each move. */
static void
fill_path (PfTriSolution       *sol,
           const PfTriRules    *rules,
           const guint64       *states,
           const guint32       *keys,
           const guint32       *parent,
           guint32              goal)
{
  g_autoptr(GArray) chain = g_array_new (FALSE, FALSE, sizeof (guint32));
  gint steps = 0;

  for (guint32 k = goal; k != NO_PARENT; k = parent[k])
    g_array_append_val (chain, k);

  for (guint i = chain->len - 1; i > 0; i--)
    {
      guint32 kf = g_array_index (chain, guint32, i);
      guint32 kt = g_array_index (chain, guint32, i - 1);
      guint64 from = states != NULL ? states[kf] : pf_tri_rules_unkey (rules, keys[kf]);
      guint64 to = states != NULL ? states[kt] : pf_tri_rules_unkey (rules, keys[kt]);
      PfTriMove move;
      gboolean found = pf_tri_rules_find_move (rules, from, to, &move);

      g_assert (found);
      g_array_append_val (sol->solution, move);
      steps += move.steps;
    }
  sol->moves = sol->solution->len;
  sol->steps = steps;
}

/* The successors of one state with their keys, for the pipeline. */
typedef struct
{
  guint64 states[PF_TRI_MAX_SUCCESSORS];
  guint64 hashes[PF_TRI_MAX_SUCCESSORS];
  guint32 keys[PF_TRI_MAX_SUCCESSORS];
  guint   n;
} KeyBatch;

static inline void
key_batch_fill (KeyBatch          *b,
                const PfTriRules  *rules,
                const PfTriKeySet *set,
                guint64            state)
{
  b->n = pf_tri_rules_successor_states (rules, state, b->states);
  for (guint i = 0; i < b->n; i++)
    {
      b->keys[i] = pf_tri_rules_key (rules, b->states[i]);
      b->hashes[i] = pf_tri_key_hash (b->keys[i]);
      pf_tri_key_set_prefetch (set, b->hashes[i]);
    }
}

/* Grows an array of @n 32-bit indices to @m, or fails with an error. */
static gboolean
grow_index (guint32  **array,
            guint32    n,
            guint32    m,
            GError   **error)
{
  guint32 *grown = pf_tri_search_realloc (*array, (gsize) n * sizeof (guint32),
                                          (gsize) m * sizeof (guint32), "the solver's states",
                                          error);

  if (grown == NULL)
    return FALSE;
  *array = grown;
  return TRUE;
}

/* The search when states have 32-bit keys: the queue holds keys, and the
 * visited set keeps keys in its slots, so a lookup touches one slot.
 * Memory per visited state: 4 (key) + 4 (parent) + 5.3..10.7 (table). */
static PfTriSolution *
solve_keyed (const PfTriRules  *rules,
             guint64            start,
             guint64            budget,
             GCancellable      *cancellable,
             PfTriProgressFunc  progress,
             gpointer           user_data,
             GError           **error)
{
  g_autofree KeyBatch *ring = g_new (KeyBatch, PF_TRI_PIPELINE);
  g_autofree guint32 *keys = NULL;
  g_autofree guint32 *parent = NULL;
  guint32 capacity = 1024, count = 1;
  PfTriKeySet set;
  PfTriSolution *sol = NULL;
  guint32 head = 0, level_end = 1, filled = 0;
  guint depth = 0;
  gboolean failed = FALSE;

  pf_tri_key_set_init (&set);
  keys = g_new (guint32, capacity);
  parent = g_new (guint32, capacity);
  keys[0] = pf_tri_rules_key (rules, start);
  parent[0] = NO_PARENT;
  pf_tri_key_set_insert (&set, keys[0], pf_tri_key_hash (keys[0]));

  while (head < count && sol == NULL)
    {
      const KeyBatch *b;

      if (head == level_end)
        {
          depth++;
          level_end = count;
        }
      if ((head % CHECK_INTERVAL) == 0 && head > 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            {
              failed = TRUE;
              break;
            }
          if (progress != NULL)
            progress (count, depth, user_data);
        }

      while (filled < count && filled < head + PF_TRI_PIPELINE)
        {
          key_batch_fill (&ring[filled % PF_TRI_PIPELINE], rules, &set,
                          pf_tri_rules_unkey (rules, keys[filled]));
          filled++;
        }
      b = &ring[head % PF_TRI_PIPELINE];
      for (guint e = 0; e < b->n; e++)
        {
          if (!pf_tri_key_set_insert (&set, b->keys[e], b->hashes[e]))
            continue;
          if (count == capacity)
            {
              guint32 grown = MIN ((guint64) capacity * 2, (guint64) PF_TRI_STATE_SET_MAX + 1);

              failed = !grow_index (&keys, capacity, grown, error) ||
                       !grow_index (&parent, capacity, grown, error);
              if (failed)
                break;
              capacity = grown;
            }
          keys[count] = b->keys[e];
          parent[count] = head;
          count++;
          if (set.count >= set.limit && !pf_tri_key_set_grow (&set, keys, count, error))
            {
              failed = TRUE;
              break;
            }

          if (pf_tri_rules_is_solved (rules, b->states[e]))
            {
              sol = solution_new (PF_TRI_SOLVE_SOLVED);
              fill_path (sol, rules, NULL, keys, parent, count - 1);
              break;
            }
          if (count >= budget)
            {
              sol = solution_new (PF_TRI_SOLVE_GAVE_UP);
              break;
            }
        }
      head++;
    }

  sol = search_result (sol, failed, count);
  pf_tri_key_set_clear (&set);
  return sol;
}

/* The search over whole states in a hash set, for levels whose states
 * have no 32-bit key. */
static PfTriSolution *
solve_hashed (const PfTriRules  *rules,
              guint64            start,
              guint64            budget,
              GCancellable      *cancellable,
              PfTriProgressFunc  progress,
              gpointer           user_data,
              GError           **error)
{
  g_autofree PfTriBatch *ring = g_new (PfTriBatch, PF_TRI_PIPELINE);
  g_autofree guint32 *parent = NULL;
  guint32 parent_capacity = 1024;
  PfTriStateSet set;
  PfTriSolution *sol = NULL;
  guint32 head = 0, level_end = 1, index, filled = 0;
  guint depth = 0;
  gboolean failed = FALSE;

  pf_tri_state_set_init (&set);
  parent = g_new (guint32, parent_capacity);
  pf_tri_state_set_insert (&set, start, &index);
  parent[0] = NO_PARENT;

  while (head < set.count && sol == NULL && !failed)
    {
      const PfTriBatch *b;
      guint n;

      if (head == level_end)
        {
          depth++;
          level_end = set.count;
        }

      if ((head % CHECK_INTERVAL) == 0 && head > 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            {
              failed = TRUE;
              break;
            }
          if (progress != NULL)
            progress (set.count, depth, user_data);
        }

      b = pf_tri_batch_next (ring, rules, &set, head, &filled);
      n = b->n;
      for (guint e = 0; e < n; e++)
        {
          if (!pf_tri_state_set_reserve (&set, error))
            {
              failed = TRUE;
              break;
            }
          if (!pf_tri_state_set_insert_hashed (&set, b->states[e], b->hashes[e], &index))
            continue;

          if (index >= parent_capacity)
            {
              if (!grow_index (&parent, parent_capacity, set.capacity, error))
                {
                  failed = TRUE;
                  break;
                }
              parent_capacity = set.capacity;
            }
          parent[index] = head;

          if (pf_tri_rules_is_solved (rules, b->states[e]))
            {
              sol = solution_new (PF_TRI_SOLVE_SOLVED);
              fill_path (sol, rules, set.states, NULL, parent, index);
              break;
            }
          if (set.count >= budget)
            {
              sol = solution_new (PF_TRI_SOLVE_GAVE_UP);
              break;
            }
        }
      head++;
    }

  sol = search_result (sol, failed, set.count);
  pf_tri_state_set_clear (&set);
  return sol;
}

/* Dense search */

static int
compare_keys (gconstpointer a,
              gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

/* Walks back from @goal at @depth to the start. A state's parent is the
 * first state of the level before, in BFS order (@keys from
 * level_start[t - 1] to level_start[t]), that has a move to it, and the
 * move is the one with the fewest steps: the path that parent links
 * would have given. */
static void
fill_path_back (PfTriSolution      *sol,
                const PfTriRules   *rules,
                const PfTriKeyList *keys,
                const GArray       *level_start,
                guint64             goal,
                guint               depth)
{
  PfTriEdgeBuf buf = { NULL, 0, 0 };
  g_autoptr(GArray) preds = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint64 z = goal;
  gint steps = 0;

  g_array_set_size (sol->solution, depth);
  for (guint t = depth; t > 0; t--)
    {
      gsize lo = g_array_index (level_start, gsize, t - 1);
      gsize hi = g_array_index (level_start, gsize, t);
      guint64 y = 0;
      gboolean found = FALSE;
      PfTriMove move;

      buf.len = 0;
      pf_tri_rules_predecessors_buf (rules, z, &buf);
      g_array_set_size (preds, buf.len);
      for (guint i = 0; i < buf.len; i++)
        g_array_index (preds, guint32, i) = pf_tri_rules_dense_key (rules, buf.edges[i].state);
      g_array_sort (preds, compare_keys);
      for (gsize i = lo; i < hi && !found; i++)
        if (bsearch (&keys->keys[i], preds->data, preds->len, sizeof (guint32), compare_keys))
          {
            y = pf_tri_rules_dense_unkey (rules, keys->keys[i]);
            found = TRUE;
          }
      g_assert (found);
      found = pf_tri_rules_find_move (rules, y, z, &move);
      g_assert (found);
      g_array_index (sol->solution, PfTriMove, t - 1) = move;
      steps += move.steps;
      z = y;
    }
  g_free (buf.edges);
  sol->moves = depth;
  sol->steps = steps;
}

/* What the solver finds when the first solved state, if any, is not
 * within @budget of the @n states its search would meet. */
static PfTriSolution *
solution_unsolved (guint64 n,
                   guint64 budget)
{
  gboolean gave_up = n >= budget;
  PfTriSolution *sol = solution_new (gave_up ? PF_TRI_SOLVE_GAVE_UP : PF_TRI_SOLVE_UNSOLVABLE);

  sol->explored = gave_up ? budget : n;
  return sol;
}

PfTriSolution *
pf_tri_dense_bfs_solution (const PfTriDenseBfs *bfs,
                           const PfTriRules    *rules,
                           guint64              budget,
                           gint64               goal,
                           guint64              goal_state)
{
  PfTriSolution *sol;
  guint depth = 0;

  if (goal < 0 || (guint64) goal >= budget)
    return solution_unsolved (bfs->keys.len, budget);
  while (depth + 1 < bfs->level_start->len &&
         g_array_index (bfs->level_start, gsize, depth + 1) <= (gsize) goal)
    depth++;
  sol = solution_new (PF_TRI_SOLVE_SOLVED);
  fill_path_back (sol, rules, &bfs->keys, bfs->level_start, goal_state, depth);
  sol->explored = goal + 1;
  return sol;
}

PfTriSolution *
pf_tri_solution_from_parents (const PfTriRules *rules,
                              const guint64    *states,
                              const guint32    *parent,
                              guint64           n,
                              guint64           budget,
                              gint64            goal)
{
  PfTriSolution *sol;

  if (goal < 0 || (guint64) goal >= budget)
    return solution_unsolved (n, budget);
  sol = solution_new (PF_TRI_SOLVE_SOLVED);
  fill_path (sol, rules, states, NULL, parent, goal);
  sol->explored = goal + 1;
  return sol;
}

typedef struct
{
  const PfTriRules *rules;
  PfTriDenseBfs    *bfs;
  guint64           budget;
  gint64            goal;
  guint64           goal_state;
} DenseSolve;

static gboolean
dense_visit (guint32  key,
             guint64  state,
             gpointer user_data)
{
  DenseSolve *ds = user_data;

  if (pf_tri_rules_solved_quick (ds->rules, state))
    {
      ds->goal = ds->bfs->keys.len - 1;
      ds->goal_state = state;
      return FALSE;
    }
  return ds->bfs->keys.len < ds->budget;
}

/* How many keys the dense search numbers in its index before it takes the
 * visited bitmap (pf_tri_dense_bfs()). The index costs 16..32 bytes per
 * key, the bitmap an eighth of a byte per key of the key space, made
 * resident a page at a time wherever the search goes: on a key space
 * hundreds of times larger than the component, nearly a page per state.
 * So the search keeps its index until it costs about what the bitmap
 * would, and for the first INDEX_MIN_KEYS keys in any case. */
#define INDEX_MIN_KEYS 8192

static guint64
index_max (const PfTriRules *rules)
{
  return MAX (INDEX_MIN_KEYS, rules->key_space / 256);
}

/* The search over dense keys (pf_tri_dense_bfs()). */
static PfTriSolution *
solve_dense (const PfTriRules  *rules,
             PfTriDenseBfs     *bfs,
             guint64            start,
             guint64            budget,
             guint              n_threads,
             GCancellable      *cancellable,
             PfTriProgressFunc  progress,
             gpointer           user_data,
             GError           **error)
{
  DenseSolve ds = { rules, bfs, budget, -1, 0 };
  g_autoptr(PfTriTeam) team = pf_tri_team_new (n_threads);

  if (!pf_tri_dense_bfs (bfs, rules, start, dense_visit, NULL, &ds, team, cancellable, progress,
                         user_data, error))
    return NULL;
  return pf_tri_dense_bfs_solution (bfs, rules, budget, ds.goal, ds.goal_state);
}

void
pf_tri_search_options_init (PfTriSearchOptions *options)
{
  options->max_states = 0;
  options->n_threads = 1;
}

PfTriSolution *
pf_tri_solver_solve (const PfTriRules  *rules,
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
  return pf_tri_solver_solve_with (rules, start, &options, cancellable, progress, user_data,
                                   error);
}

PfTriSolution *
pf_tri_solver_solve_with (const PfTriRules         *rules,
                          guint64                   start,
                          const PfTriSearchOptions *options,
                          GCancellable             *cancellable,
                          PfTriProgressFunc         progress,
                          gpointer                  user_data,
                          GError                  **error)
{
  guint64 max_states = options->max_states;
  PfTriSolution *sol;
  guint64 budget;

  g_return_val_if_fail (rules != NULL, NULL);

  budget = max_states == 0 ? PF_TRI_STATE_SET_MAX : MIN (max_states, PF_TRI_STATE_SET_MAX);

  if (pf_tri_rules_is_solved (rules, start))
    {
      sol = solution_new (PF_TRI_SOLVE_SOLVED);
      sol->moves = sol->steps = 0;
      sol->explored = 1;
      return sol;
    }

  if (pf_tri_dense_fits (rules))
    {
      PfTriDenseBfs bfs;

      pf_tri_dense_bfs_init (&bfs, index_max (rules), NULL,
                             "the solver's visited states");
      sol = solve_dense (rules, &bfs, start, budget, options->n_threads, cancellable, progress,
                         user_data, error);
      pf_tri_dense_bfs_clear (&bfs);
      return sol;
    }

  if (rules->key_ok)
    return solve_keyed (rules, start, budget, cancellable, progress, user_data, error);
  return solve_hashed (rules, start, budget, cancellable, progress, user_data, error);
}

PfTriSolution *
pf_tri_solver_solve_level (const PfTriLevel  *level,
                           guint64            max_states,
                           GError           **error)
{
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, error);

  if (rules == NULL)
    return NULL;
  return pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), max_states,
                              NULL, NULL, NULL, error);
}

void
pf_tri_moves_write_json (PfJson       *json,
                         const GArray *moves)
{
  pf_json_begin_array (json);
  for (guint i = 0; i < moves->len; i++)
    {
      const PfTriMove *m = &g_array_index (moves, PfTriMove, i);

      pf_json_begin_object (json);
      pf_json_key (json, "block");
      pf_json_uint (json, m->block);
      pf_json_key (json, "dir");
      pf_json_string (json, m->dir > 0 ? "+" : "-");
      pf_json_key (json, "steps");
      pf_json_uint (json, m->steps);
      pf_json_end_object (json);
    }
  pf_json_end_array (json);
}

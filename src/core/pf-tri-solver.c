/* pf-tri-solver.c: optimal solutions of triangle levels, by breadth-first search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Memory per visited state: 8 bytes (the state, in BFS order, which is
 * also the queue), 4 bytes (the index of its parent) and 5.3..10.7 bytes
 * of hash table (see pf-tri-state-set.h): 17..23 bytes in all.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-solver"

#include "pf-tri-rules-private.h"
#include "pf-tri-solver.h"
#include "pf-tri-state-set.h"

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

/* Walks the parent links back from @goal and names each move. */
static void
fill_path (PfTriSolution       *sol,
           const PfTriRules    *rules,
           const PfTriStateSet *set,
           const guint32       *parent,
           guint32              goal)
{
  g_autoptr(GArray) chain = g_array_new (FALSE, FALSE, sizeof (guint32));
  gint steps = 0;

  for (guint32 k = goal; k != NO_PARENT; k = parent[k])
    g_array_append_val (chain, k);

  for (guint i = chain->len - 1; i > 0; i--)
    {
      guint64 from = set->states[g_array_index (chain, guint32, i)];
      guint64 to = set->states[g_array_index (chain, guint32, i - 1)];
      PfTriMove move;
      gboolean found = pf_tri_rules_find_move (rules, from, to, &move);

      g_assert (found);
      g_array_append_val (sol->solution, move);
      steps += move.steps;
    }
  sol->moves = sol->solution->len;
  sol->steps = steps;
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
  guint64 succ[PF_TRI_MAX_SUCCESSORS];
  guint64 hashes[PF_TRI_MAX_SUCCESSORS];
  PfTriStateSet set;
  g_autofree guint32 *parent = NULL;
  guint32 parent_capacity = 1024;
  PfTriSolution *sol = NULL;
  guint32 head = 0, level_end = 1, index;
  guint depth = 0;
  gboolean cancelled = FALSE;
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

  pf_tri_state_set_init (&set);
  parent = g_new (guint32, parent_capacity);
  pf_tri_state_set_insert (&set, start, &index);
  parent[0] = NO_PARENT;

  while (head < set.count && sol == NULL)
    {
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
              cancelled = TRUE;
              break;
            }
          if (progress != NULL)
            progress (set.count, depth, user_data);
        }

      n = pf_tri_rules_successor_states (rules, set.states[head], succ);
      pf_tri_state_set_prefetch_batch (&set, succ, hashes, n);
      for (guint e = 0; e < n; e++)
        {
          if (!pf_tri_state_set_insert_hashed (&set, succ[e], hashes[e], &index))
            continue;

          if (index >= parent_capacity)
            {
              parent_capacity = set.capacity;
              parent = g_renew (guint32, parent, parent_capacity);
            }
          parent[index] = head;

          if (pf_tri_rules_is_solved (rules, succ[e]))
            {
              sol = solution_new (PF_TRI_SOLVE_SOLVED);
              fill_path (sol, rules, &set, parent, index);
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

  if (sol == NULL && !cancelled)
    sol = solution_new (PF_TRI_SOLVE_UNSOLVABLE);

  if (sol != NULL)
    sol->explored = set.count;
  pf_tri_state_set_clear (&set);
  return sol;
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

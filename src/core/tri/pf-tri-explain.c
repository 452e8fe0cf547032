/* pf-tri-explain.c: why a level is as hard as it is (SPEC §2.6 explain)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-explain"

#include <string.h>

#include "pf-error.h"
#include "pf-tri-component.h"
#include "pf-tri-explain.h"
#include "pf-tri-state-set.h"

#define CHECK_INTERVAL 4096

/* Below this many reachable states the searches for redundant blocks take
 * less time than starting a thread. */
#define THREADS_FROM_STATES 20000

/* Counts saturate one above the cap, so a saturated count stays above it. */
#define SATURATED ((guint64) PF_TRI_SOLUTIONS_CAP + 1)

/* One distance layer of the optimal paths: its states and, for each, how
 * many optimal move sequences lead from the start to it. */
typedef struct
{
  PfTriStateSet set;
  GArray       *ways;     /* guint64, by index in @set */
} Layer;

/* Auxiliary methods */

static void
layer_init (Layer *layer)
{
  pf_tri_state_set_init (&layer->set);
  layer->ways = g_array_new (FALSE, FALSE, sizeof (guint64));
}

static void
layer_clear (Layer *layer)
{
  pf_tri_state_set_clear (&layer->set);
  g_clear_pointer (&layer->ways, g_array_unref);
}

static gboolean
layer_add (Layer    *layer,
           guint64   state,
           guint64   ways,
           GError  **error)
{
  guint32 index;
  guint64 *sum;

  if (!pf_tri_state_set_reserve (&layer->set, error))
    return FALSE;
  if (pf_tri_state_set_insert (&layer->set, state, &index))
    {
      guint64 none = 0;

      g_array_append_val (layer->ways, none);
    }
  sum = &g_array_index (layer->ways, guint64, index);
  *sum = MIN (*sum + ways, SATURATED);
  return TRUE;
}

/* Forward from the start, layer by layer down the distances: the ways to
 * reach a state one nearer are the sum of the ways to its predecessors on
 * the layer before, one per move, so the last layer (the solved states)
 * sums to the number of optimal solutions. */
static gboolean
count_solutions (const PfTriRules     *rules,
                 const PfTriAnalysis  *analysis,
                 GCancellable         *cancellable,
                 guint64              *count,
                 GError              **error)
{
  g_autofree PfTriEdge *edges = g_new (PfTriEdge, PF_TRI_MAX_SUCCESSORS);
  guint64 start = pf_tri_rules_get_start (rules);
  gint distance = pf_tri_analysis_distance (analysis, start);
  Layer here, next;
  guint64 done = 0, total = 0;
  gboolean ok = FALSE;

  *count = 0;
  if (distance < 0)
    return TRUE;

  layer_init (&here);
  layer_init (&next);
  if (!layer_add (&here, start, 1, error))
    goto out;
  for (gint d = distance; d > 0; d--)
    {
      for (guint32 i = 0; i < here.set.count; i++)
        {
          guint64 ways = g_array_index (here.ways, guint64, i);
          guint n;

          if ((++done % CHECK_INTERVAL) == 0 &&
              g_cancellable_set_error_if_cancelled (cancellable, error))
            goto out;
          n = pf_tri_rules_successors (rules, here.set.states[i], edges);
          for (guint e = 0; e < n; e++)
            if (pf_tri_analysis_distance (analysis, edges[e].state) == d - 1 &&
                !layer_add (&next, edges[e].state, ways, error))
              goto out;
        }
      layer_clear (&here);
      here = next;
      layer_init (&next);
    }
  for (guint32 i = 0; i < here.set.count; i++)
    total = MIN (total + g_array_index (here.ways, guint64, i), SATURATED);
  *count = total;
  ok = TRUE;

out:
  layer_clear (&here);
  layer_clear (&next);
  return ok;
}

/* The moves of @state that lead one nearer the goal. */
static guint
nearer_moves (const PfTriRules    *rules,
              const PfTriAnalysis *analysis,
              guint64              state,
              PfTriEdge           *edges)
{
  gint distance = pf_tri_analysis_distance (analysis, state);
  guint n = pf_tri_rules_successors (rules, state, edges), nearer = 0;

  for (guint e = 0; e < n; e++)
    nearer += pf_tri_analysis_distance (analysis, edges[e].state) == distance - 1;
  return nearer;
}

static void
find_narrow_steps (const PfTriRules    *rules,
                   const PfTriSolution *solution,
                   const PfTriAnalysis *analysis,
                   GArray              *narrow)
{
  g_autofree PfTriEdge *edges = g_new (PfTriEdge, PF_TRI_MAX_SUCCESSORS);
  guint64 state = pf_tri_rules_get_start (rules);

  for (guint i = 0; i < solution->solution->len; i++)
    {
      const PfTriMove *move = &g_array_index (solution->solution, PfTriMove, i);

      if (nearer_moves (rules, analysis, state, edges) == 1)
        g_array_append_val (narrow, i);
      if (!pf_tri_rules_apply (rules, state, move, &state))
        g_return_if_reached ();
    }
}

typedef struct
{
  const PfTriRules *rules;
  gint              solved_at;
} SolvedWalk;

static gboolean
visit_solved (guint64  state,
              guint    depth,
              gpointer user_data)
{
  SolvedWalk *walk = user_data;

  if (!pf_tri_rules_is_solved (walk->rules, state))
    return TRUE;
  walk->solved_at = depth;
  return FALSE;
}

/* Whether @level without block @skip is solved in exactly @moves moves:
 * a search no deeper than @moves, for a solved state. */
static gboolean
solved_without (const PfTriLevel  *level,
                guint              skip,
                gint               moves,
                guint64            max_states,
                GCancellable      *cancellable,
                gboolean          *same,
                GError           **error)
{
  g_autoptr(PfTriRules) rules = NULL;
  g_autoptr(GError) local_error = NULL;
  PfTriLevel without = { 0 };
  SolvedWalk walk = { NULL, -1 };

  *same = FALSE;
  without.walls = level->walls;
  without.goals = level->goals;
  for (guint i = 0; i < level->n_blocks; i++)
    if (i != skip)
      without.blocks[without.n_blocks++] = level->blocks[i];
  rules = pf_tri_rules_new (&without, NULL);
  if (rules == NULL)
    return TRUE;

  walk.rules = rules;
  if (!pf_tri_component_walk (rules, pf_tri_rules_get_start (rules), moves, max_states,
                              cancellable, visit_solved, &walk, &local_error))
    {
      if (g_error_matches (local_error, PF_ERROR, PF_ERROR_LIMIT))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  *same = walk.solved_at == moves;
  return TRUE;
}

/* The searches for redundant blocks, one per non-key block, shared out
 * among threads that each take the next block. */
typedef struct
{
  const PfTriLevel *level;
  gint              moves;
  guint64           max_states;
  GCancellable     *cancellable;
  guint             blocks[PF_TRI_MAX_BLOCKS];
  gboolean          redundant[PF_TRI_MAX_BLOCKS];
  guint             n_blocks;
  gint              next;
  GMutex            lock;
  GError           *error;
} RedundantSearch;

static gpointer
search_redundant (gpointer data)
{
  RedundantSearch *rs = data;
  gint k;

  while ((k = g_atomic_int_add (&rs->next, 1)) < (gint) rs->n_blocks)
    {
      GError *local_error = NULL;

      if (!solved_without (rs->level, rs->blocks[k], rs->moves, rs->max_states, rs->cancellable,
                           &rs->redundant[k], &local_error))
        {
          g_mutex_lock (&rs->lock);
          if (rs->error == NULL)
            rs->error = local_error;
          else
            g_error_free (local_error);
          g_mutex_unlock (&rs->lock);
          break;
        }
    }
  return NULL;
}

static gboolean
find_redundant_blocks (const PfTriLevel          *level,
                       gint                       moves,
                       guint64                    reachable,
                       const PfTriSearchOptions  *options,
                       GCancellable              *cancellable,
                       GArray                    *redundant,
                       GError                   **error)
{
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  RedundantSearch rs = { 0 };
  guint n_threads = options->n_threads > 0 ? options->n_threads : g_get_num_processors ();

  rs.level = level;
  rs.moves = moves;
  rs.max_states = options->max_states;
  rs.cancellable = cancellable;
  for (guint b = 0; b < level->n_blocks; b++)
    if (!level->blocks[b].key)
      rs.blocks[rs.n_blocks++] = b;
  g_mutex_init (&rs.lock);

  if (reachable < THREADS_FROM_STATES)
    n_threads = 1;
  for (guint t = 1; t < MIN (n_threads, rs.n_blocks); t++)
    g_ptr_array_add (threads, g_thread_new ("pf-tri-explain", search_redundant, &rs));
  search_redundant (&rs);
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (g_ptr_array_index (threads, t));
  g_mutex_clear (&rs.lock);

  if (rs.error != NULL)
    {
      g_propagate_error (error, rs.error);
      return FALSE;
    }
  for (guint k = 0; k < rs.n_blocks; k++)
    if (rs.redundant[k])
      g_array_append_val (redundant, rs.blocks[k]);
  return TRUE;
}

/* Public API */

PfTriExplanation *
pf_tri_explain (const PfTriLevel          *level,
                const PfTriRules          *rules,
                const PfTriSolution       *solution,
                const PfTriAnalysis       *analysis,
                const PfTriSearchOptions  *options,
                GCancellable              *cancellable,
                GError                   **error)
{
  g_autoptr(PfTriExplanation) explanation = g_new0 (PfTriExplanation, 1);
  PfTriSearchOptions defaults;
  guint64 count;

  g_return_val_if_fail (level != NULL && rules != NULL, NULL);
  g_return_val_if_fail (solution != NULL && analysis != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (options == NULL)
    {
      pf_tri_search_options_init (&defaults);
      options = &defaults;
    }
  explanation->redundant_blocks = g_array_new (FALSE, FALSE, sizeof (guint));
  explanation->narrow_steps = g_array_new (FALSE, FALSE, sizeof (guint));
  if (solution->status != PF_TRI_SOLVE_SOLVED)
    return g_steal_pointer (&explanation);

  if (!count_solutions (rules, analysis, cancellable, &count, error))
    return NULL;
  explanation->solutions = MIN (count, PF_TRI_SOLUTIONS_CAP);
  explanation->solutions_capped = count > PF_TRI_SOLUTIONS_CAP;

  find_narrow_steps (rules, solution, analysis, explanation->narrow_steps);

  if (!find_redundant_blocks (level, solution->moves, pf_tri_analysis_get_reachable (analysis),
                              options, cancellable, explanation->redundant_blocks, error))
    return NULL;
  return g_steal_pointer (&explanation);
}

PfTriExplanation *
pf_tri_explanation_copy (const PfTriExplanation *explanation)
{
  PfTriExplanation *copy;

  g_return_val_if_fail (explanation != NULL, NULL);

  copy = g_new0 (PfTriExplanation, 1);
  copy->solutions = explanation->solutions;
  copy->solutions_capped = explanation->solutions_capped;
  copy->redundant_blocks = g_array_copy (explanation->redundant_blocks);
  copy->narrow_steps = g_array_copy (explanation->narrow_steps);
  return copy;
}

void
pf_tri_explanation_free (PfTriExplanation *explanation)
{
  if (explanation == NULL)
    return;
  g_clear_pointer (&explanation->redundant_blocks, g_array_unref);
  g_clear_pointer (&explanation->narrow_steps, g_array_unref);
  g_free (explanation);
}

gboolean
pf_tri_explanation_is_redundant (const PfTriExplanation *explanation,
                                 guint                   block)
{
  g_return_val_if_fail (explanation != NULL, FALSE);

  for (guint i = 0; i < explanation->redundant_blocks->len; i++)
    if (g_array_index (explanation->redundant_blocks, guint, i) == block)
      return TRUE;
  return FALSE;
}

static void
write_indices (PfJson       *json,
               const GArray *indices)
{
  pf_json_begin_array (json);
  for (guint i = 0; i < indices->len; i++)
    pf_json_uint (json, g_array_index (indices, guint, i));
  pf_json_end_array (json);
}

void
pf_tri_explanation_write_json (PfJson                 *json,
                               const PfTriExplanation *explanation)
{
  static const char *const members[] = {
    "solutions", "solutions_capped", "redundant_blocks", "narrow_steps",
  };

  g_return_if_fail (json != NULL);

  if (explanation == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (members); i++)
        {
          pf_json_key (json, members[i]);
          pf_json_null (json);
        }
      return;
    }
  pf_json_key (json, members[0]);
  pf_json_uint (json, explanation->solutions);
  pf_json_key (json, members[1]);
  pf_json_bool (json, explanation->solutions_capped);
  pf_json_key (json, members[2]);
  write_indices (json, explanation->redundant_blocks);
  pf_json_key (json, members[3]);
  write_indices (json, explanation->narrow_steps);
}

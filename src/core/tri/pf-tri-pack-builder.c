/* pf-tri-pack-builder.c: a pack of new levels along a difficulty curve
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-pack-builder"

#include <math.h>
#include <string.h>

#include "pf-error.h"
#include "pf-random.h"
#include "pf-tri-pack-builder.h"
#include "pf-tri-same-puzzle.h"

#define ROUNDS_PER_TARGET 100000

typedef struct
{
  const PfTriPackParams *params;
  PfTriPackTarget       *target;
  PfTriPuzzleSet        *exclude;   /* the caller's levels and those found */
  PfTriLevel            *found;
  gint64                 started;
} TargetSearch;

void
pf_tri_pack_params_init (PfTriPackParams *params)
{
  PfTriGenParams gen;

  pf_tri_gen_params_init (&gen);
  *params = (PfTriPackParams) { 0 };
  params->count = 1;
  params->min_moves = 1;
  params->max_moves = 30;
  params->seed = 1;
  params->max_states = gen.max_states;
  params->ideas = gen.ideas;
}

gint
pf_tri_pack_target_moves (guint  count,
                          gint   min_moves,
                          gint   max_moves,
                          guint  k,
                          gint  *low,
                          gint  *high)
{
  gint target = min_moves;
  double tolerance;

  if (count > 1)
    {
      gint64 num = (gint64) (max_moves - min_moves) * k;
      gint64 den = count - 1;

      target = min_moves + (gint) ((2 * num + den) / (2 * den));
    }
  tolerance = MAX (1.0, target / 10.0);
  if (low != NULL)
    *low = MAX (1, (gint) ceil (target - tolerance - 1e-9));
  if (high != NULL)
    *high = (gint) floor (target + tolerance + 1e-9);
  return target;
}

static void
target_free (PfTriPackTarget *target)
{
  g_clear_pointer (&target->level, pf_tri_level_free);
  g_free (target);
}

void
pf_tri_pack_result_free (PfTriPackResult *result)
{
  if (result == NULL)
    return;
  g_clear_pointer (&result->levels, g_ptr_array_unref);
  g_clear_pointer (&result->targets, g_ptr_array_unref);
  g_free (result);
}

/* Called for each trial, in order: takes the first one in range. */
static gboolean
on_trial (const PfTriGenTrial *trial,
          gpointer             user_data)
{
  TargetSearch *ts = user_data;
  const PfTriPackTarget *target = ts->target;
  g_autoptr(PfTriLevel) level = NULL;
  gint distance;

  if (trial->moves < target->low)
    return TRUE;
  distance = trial->moves <= target->high ? trial->moves : target->moves;
  if (trial->states == NULL && distance != trial->moves)
    return TRUE;

  level = pf_tri_level_new ("new");
  pf_tri_draft_to_level (trial->draft, level);
  if (trial->states != NULL)
    {
      g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);

      if (rules == NULL || (guint) distance >= trial->n_states)
        return TRUE;
      pf_tri_rules_set_level_state (rules, level, trial->states[distance]);
    }
  if (pf_tri_puzzle_set_lookup (ts->exclude, level, NULL))
    return TRUE;
  ts->found = g_steal_pointer (&level);
  return FALSE;
}

static void
on_report (const PfTriGenProgress *progress,
           gpointer                user_data)
{
  TargetSearch *ts = user_data;

  if (ts->params->report != NULL)
    ts->params->report (ts->target, progress, ts->params->user_data);
}

/* The source whose moves are the most not above @moves, else the easiest. */
static guint
pick_source (GArray *source_moves,
             gint    moves)
{
  guint pick = 0;

  for (guint i = 1; i < source_moves->len; i++)
    {
      gint m = g_array_index (source_moves, gint, i);
      gint p = g_array_index (source_moves, gint, pick);
      gboolean fits = m <= moves, pick_fits = p <= moves;

      if ((fits && !pick_fits) || (fits == pick_fits && (fits ? m > p : m < p)))
        pick = i;
    }
  return pick;
}

static gint
compare_by_moves (gconstpointer a,
                  gconstpointer b)
{
  const PfTriLevel *x = *(PfTriLevel * const *) a;
  const PfTriLevel *y = *(PfTriLevel * const *) b;

  return (x->figures.moves > y->figures.moves) - (x->figures.moves < y->figures.moves);
}

PfTriPackResult *
pf_tri_build_pack (GPtrArray              *sources,
                   GPtrArray              *exclude,
                   const PfTriPackParams  *params,
                   GError                **error)
{
  g_autoptr(PfTriPackResult) result = NULL;
  g_autoptr(GArray) source_moves = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autoptr(PfTriPuzzleSet) excluded = pf_tri_puzzle_set_new (params->max_states);
  gint64 started = g_get_monotonic_time ();

  g_return_val_if_fail (sources != NULL && params != NULL, NULL);

  if (params->count < 1)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "the count must be at least 1");
      return NULL;
    }
  if (params->min_moves < 1 || params->max_moves < params->min_moves)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "the move range %d..%d is empty or below 1", params->min_moves,
                   params->max_moves);
      return NULL;
    }
  if (sources->len == 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "no level to start from");
      return NULL;
    }
  for (guint i = 0; i < sources->len; i++)
    {
      const PfTriLevel *source = g_ptr_array_index (sources, i);
      g_autoptr(PfTriSolution) sol = NULL;
      g_autoptr(GError) local = NULL;
      gint moves;

      sol = pf_tri_solver_solve_level (source, params->max_states, &local);
      if (sol == NULL)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "level %s: %s", source->id,
                       local->message);
          return NULL;
        }
      moves = sol->status == PF_TRI_SOLVE_SOLVED ? sol->moves : G_MAXINT;
      g_array_append_val (source_moves, moves);
    }

  for (guint i = 0; exclude != NULL && i < exclude->len; i++)
    pf_tri_puzzle_set_add (excluded, g_ptr_array_index (exclude, i), NULL, NULL);
  result = g_new0 (PfTriPackResult, 1);
  result->targets = g_ptr_array_new_with_free_func ((GDestroyNotify) target_free);
  result->levels = g_ptr_array_new ();
  for (guint k = 0; k < params->count; k++)
    {
      PfTriPackTarget *target = g_new0 (PfTriPackTarget, 1);

      target->index = k;
      target->moves = pf_tri_pack_target_moves (params->count, params->min_moves,
                                                params->max_moves, k, &target->low, &target->high);
      g_ptr_array_add (result->targets, target);
    }

  for (guint k = 0; k < params->count; k++)
    {
      PfTriPackTarget *target = g_ptr_array_index (result->targets, k);
      const PfTriLevel *source = g_ptr_array_index (sources,
                                                    pick_source (source_moves, target->moves));
      TargetSearch ts = { params, target, excluded, NULL, started };
      g_autoptr(PfTriGenResult) run = NULL;
      PfTriGenParams gen;
      double left = params->max_seconds > 0
                    ? params->max_seconds - (g_get_monotonic_time () - started) / 1e6 : 0;

      if ((params->max_seconds > 0 && left <= 0) ||
          g_cancellable_is_cancelled (params->cancellable))
        {
          result->stopped = TRUE;
          break;
        }

      pf_tri_gen_params_init (&gen);
      gen.seed = pf_random_split (params->seed, k);
      gen.rounds = ROUNDS_PER_TARGET;
      gen.threads = params->threads;
      gen.max_states = params->max_states;
      gen.ideas = params->ideas;
      gen.max_seconds = left;
      gen.per_moves = 0;
      gen.cancellable = params->cancellable;
      gen.report = on_report;
      gen.on_trial = on_trial;
      gen.user_data = &ts;
      run = pf_tri_gen_run (source, &gen, error);
      if (run == NULL)
        return NULL;
      if (ts.found == NULL)
        {
          result->stopped = run->stopped;
          if (run->stopped)
            break;
          continue;
        }

      if (!pf_tri_level_measure (ts.found, params->max_states, params->cancellable, NULL, NULL,
                                 NULL) ||
          ts.found->figures.moves < target->low || ts.found->figures.moves > target->high)
        {
          /* Only cancellation gets here: the solver agrees with the analysis. */
          g_clear_pointer (&ts.found, pf_tri_level_free);
          result->stopped = TRUE;
          break;
        }
      g_free (ts.found->meta.notes);
      ts.found->meta.notes = g_strdup_printf ("Generated from %s for a %d-move target.",
                                              source->id, target->moves);
      target->level = g_steal_pointer (&ts.found);
      target->seconds = (g_get_monotonic_time () - started) / 1e6;
      pf_tri_puzzle_set_add (excluded, target->level, NULL, NULL);
      g_ptr_array_add (result->levels, target->level);
      if (params->report != NULL)
        params->report (target, NULL, params->user_data);
    }

  g_ptr_array_sort (result->levels, compare_by_moves);
  return g_steal_pointer (&result);
}

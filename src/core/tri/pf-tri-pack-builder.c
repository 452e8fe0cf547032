/* pf-tri-pack-builder.c: a pack of new levels along a difficulty curve
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-pack-builder"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-random.h"
#include "pf-tri-level-edit.h"
#include "pf-tri-measure.h"
#include "pf-tri-pack-builder.h"
#include "pf-tri-same-puzzle.h"

#define ROUNDS_PER_TARGET 100000

typedef struct
{
  const PfTriPackParams *params;
  PfTriPackTarget       *target;
  PfTriPuzzleSet        *exclude;   /* the caller's levels and those found */
  PfTriLevel            *found;
  gint64                 deadline;  /* monotonic µs, or 0 for none */
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

static gboolean
constrained (const PfTriPackParams *params)
{
  return params->minimal || params->unique || params->min_narrow > 0;
}

/* The level of @trial's blocks from its start @distance moves from the
 * goal (its hardest start for @trial->moves); %NULL when it has none. */
static PfTriLevel *
level_at_distance (const PfTriGenTrial *trial,
                   gint                 distance)
{
  g_autoptr(PfTriLevel) level = NULL;

  if (distance < 1 || distance > trial->moves ||
      (trial->states == NULL && distance != trial->moves))
    return NULL;

  level = pf_tri_level_new ("new");
  pf_tri_draft_to_level (trial->draft, level);
  if (trial->states != NULL)
    {
      g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);

      if (rules == NULL || (guint) distance >= trial->n_states)
        return NULL;
      pf_tri_rules_set_level_state (rules, level, trial->states[distance]);
    }
  /* What the search knows of it, until it is measured. */
  level->figures.moves = distance;
  level->figures.reachable = trial->reachable > 0 ? (gint64) trial->reachable : -1;
  return g_steal_pointer (&level);
}

/* The distances from the goal at which @trial may give a level for
 * @target, in the order they are tried: its hardest start when that is in
 * range, else the target's moves; with constraints, then every other
 * distance in range, nearest the target first, since a start the
 * constraints refuse may have a neighbour they accept. Returns how many
 * were written to @distances (room for @target's whole range and one). */
static guint
distances_to_try (const PfTriGenTrial   *trial,
                  const PfTriPackTarget *target,
                  gboolean               constrained,
                  gint                  *distances)
{
  gint first = trial->moves <= target->high ? trial->moves : target->moves;
  guint n = 0;

  if (trial->moves < target->low)
    return 0;
  distances[n++] = first;
  if (!constrained)
    return n;
  for (gint offset = 0; offset <= target->high - target->low; offset++)
    for (gint sign = -1; sign <= 1; sign += 2)
      {
        gint d = target->moves + sign * offset;

        if ((offset == 0 && sign > 0) || d == first || d < target->low || d > target->high ||
            d > trial->moves)
          continue;
        distances[n++] = d;
      }
  return n;
}

/* Whether @level meets the constraints of @params, explained on the
 * calling thread; with @params->minimal, its redundant blocks go first,
 * one at a time (each keeps the optimal moves, by its definition). */
static gboolean
meets_constraints (PfTriLevel            *level,
                   const PfTriPackParams *params)
{
  g_auto(PfTriMeasure) measure = { 0 };
  PfTriMeasureOptions options;
  const PfTriExplanation *why;

  pf_tri_measure_options_init (&options);
  options.max_states = params->max_states;
  options.n_threads = 1;
  options.explain = TRUE;
  if (params->minimal
      ? !pf_tri_level_make_minimal (level, &options, params->cancellable, &measure, NULL, NULL)
      : !pf_tri_measure_level (level, &options, params->cancellable, NULL, NULL, &measure, NULL))
    return FALSE;
  why = measure.explanation;
  if (why == NULL ||
      (params->unique && (why->solutions != 1 || why->solutions_capped)) ||
      why->narrow_steps->len < params->min_narrow)
    return FALSE;
  /* Its figures, after any redundant blocks went: the search's reachable states were
   * those of the level with them. */
  level->figures = measure.figures;
  return TRUE;
}

/* Called for each trial on the thread that scored it: the first level it
 * gives for the target that meets the constraints. */
static gpointer
examine_trial (const PfTriGenTrial *trial,
               gpointer             user_data)
{
  TargetSearch *ts = user_data;
  const PfTriPackTarget *target = ts->target;
  g_autofree gint *distances = g_new (gint, target->high - target->low + 2);
  guint n = distances_to_try (trial, target, constrained (ts->params), distances);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PfTriLevel) level = NULL;

      /* Past the target's share of the time, the round's other trials are
       * not explained: one explanation can take seconds. */
      if (ts->deadline > 0 && g_get_monotonic_time () > ts->deadline)
        return NULL;
      level = level_at_distance (trial, distances[i]);

      if (level != NULL && (!constrained (ts->params) || meets_constraints (level, ts->params)))
        return g_steal_pointer (&level);
    }
  return NULL;
}

/* Called for each trial, in order: takes the first level in range that
 * meets the constraints and repeats no puzzle. */
static gboolean
on_trial (const PfTriGenTrial *trial,
          gpointer             user_data)
{
  TargetSearch *ts = user_data;

  if (trial->examined == NULL || pf_tri_puzzle_set_lookup (ts->exclude, trial->examined, NULL))
    return TRUE;
  ts->found = pf_tri_level_copy (trial->examined);
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

/* Searches for a level for @target from the source nearest its moves,
 * for at most @seconds (0: the round limit only), on @seed; on success
 * the level, measured and noted, is @target->level and one of @excluded.
 * Returns %FALSE only with @error set. */
static gboolean
search_target (GPtrArray             *sources,
               GArray                *source_moves,
               const PfTriPackParams *params,
               PfTriPackTarget       *target,
               PfTriPuzzleSet        *excluded,
               guint64                seed,
               double                 seconds,
               gint64                 started,
               GError               **error)
{
  const PfTriLevel *source = g_ptr_array_index (sources,
                                                pick_source (source_moves, target->moves));
  TargetSearch ts = { params, target, excluded, NULL, 0 };
  g_autoptr(PfTriGenResult) run = NULL;
  PfTriGenParams gen;

  if (seconds > 0)
    ts.deadline = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  pf_tri_gen_params_init (&gen);
  gen.seed = seed;
  gen.rounds = ROUNDS_PER_TARGET;
  gen.threads = params->threads;
  gen.max_states = params->max_states;
  gen.ideas = params->ideas;
  gen.max_moves = target->high;   /* a search that stays near the target */
  gen.max_seconds = seconds;
  gen.per_moves = 0;
  gen.cancellable = params->cancellable;
  gen.report = on_report;
  gen.examine = examine_trial;
  gen.examined_free = (GDestroyNotify) pf_tri_level_free;
  gen.on_trial = on_trial;
  gen.user_data = &ts;
  run = pf_tri_gen_run (source, &gen, error);
  if (run == NULL)
    return FALSE;
  if (ts.found == NULL)
    return TRUE;

  if (!pf_tri_level_measure_unless_stopped (ts.found, params->max_states, params->cancellable))
    {
      g_clear_pointer (&ts.found, pf_tri_level_free);
      return TRUE;
    }
  if (ts.found->figures.moves < target->low || ts.found->figures.moves > target->high)
    {
      /* Never here: the solver agrees with the search's distances. */
      g_clear_pointer (&ts.found, pf_tri_level_free);
      return TRUE;
    }
  g_free (ts.found->meta.notes);
  ts.found->meta.notes = g_strdup_printf ("Generated from %s for a %d-move target.",
                                          source->id, target->moves);
  target->level = g_steal_pointer (&ts.found);
  target->seconds = (g_get_monotonic_time () - started) / 1e6;
  pf_tri_puzzle_set_add (excluded, target->level, NULL, NULL);
  if (params->report != NULL)
    params->report (target, NULL, params->user_data);
  return TRUE;
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
  gint easiest;

  g_return_val_if_fail (sources != NULL && params != NULL, NULL);

  if (params->count < 1)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("The count must be at least 1"));
      return NULL;
    }
  if (params->min_moves < 1 || params->max_moves < params->min_moves)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("The move range %d–%d is empty or below 1"), params->min_moves,
                   params->max_moves);
      return NULL;
    }
  if (sources->len == 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("There is no level to start from"));
      return NULL;
    }
  /* The first level is the curve's easiest, and a level has at most one
   * narrow step per move. */
  pf_tri_pack_curve_target (params->curve, params->count, params->min_moves, params->max_moves, 0,
                            NULL, &easiest);
  if (params->min_narrow > (guint) easiest)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("The first level may have only %d moves, too few for %u narrow steps"),
                   easiest, params->min_narrow);
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
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("Level %s: %s"), source->id,
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
      target->moves = pf_tri_pack_curve_target (params->curve, params->count, params->min_moves,
                                                params->max_moves, k, &target->low, &target->high);
      target->rest = pf_tri_pack_curve_is_rest (params->curve, params->count, k);
      g_ptr_array_add (result->targets, target);
    }

  /* Each target gets its share of the time left, so that one a constraint
   * makes hard cannot take the whole limit from those after it; the time
   * the first pass leaves goes to the targets it missed, on other seeds. */
  for (guint pass = 0; pass < 2 && !result->stopped; pass++)
    {
      guint waiting = 0;

      for (guint k = 0; k < params->count; k++)
        waiting += ((PfTriPackTarget *) g_ptr_array_index (result->targets, k))->level == NULL;
      for (guint k = 0; k < params->count && waiting > 0; k++)
        {
          PfTriPackTarget *target = g_ptr_array_index (result->targets, k);
          double left = params->max_seconds > 0
                        ? params->max_seconds - (g_get_monotonic_time () - started) / 1e6 : 0;

          if (target->level != NULL)
            continue;
          if ((params->max_seconds > 0 && left <= 0) ||
              g_cancellable_is_cancelled (params->cancellable))
            {
              result->stopped = TRUE;
              break;
            }
          if (!search_target (sources, source_moves, params, target, excluded,
                              pf_random_split (params->seed, k + pass * params->count),
                              left / waiting--, started, error))
            return NULL;
          if (g_cancellable_is_cancelled (params->cancellable))
            {
              result->stopped = TRUE;
              break;
            }
        }
      if (params->max_seconds <= 0)
        break;
    }
  for (guint k = 0; k < params->count; k++)
    {
      PfTriPackTarget *target = g_ptr_array_index (result->targets, k);

      if (target->level != NULL)
        g_ptr_array_add (result->levels, target->level);
      else if (params->max_seconds > 0)
        result->stopped = TRUE;
    }

  if (params->curve != PF_TRI_PACK_CURVE_STEPS)
    g_ptr_array_sort (result->levels, compare_by_moves);
  return g_steal_pointer (&result);
}

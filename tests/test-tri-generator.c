/* test-tri-generator.c: mutation and layout generators, and the pack builder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-project.h"
#include "pf-tri-farthest.h"
#include "pf-tri-generator.h"
#include "pf-tri-layout.h"
#include "pf-tri-level-edit.h"
#include "pf-tri-pack-builder.h"
#include "pf-tri-same-puzzle.h"
#include "tri-fixtures.h"

/* An open 8 x 6 parallelogram room with one key and its goal. */
static PfTriLevel *
room_level (void)
{
  PfTriLevel *level = pf_tri_level_new ("room");
  PfTriBlock *key = &level->blocks[level->n_blocks++];

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      guint r = pf_tri_row (t), c = pf_tri_col (t);

      pf_tri_mask_set (&level->walls, t, !(r >= 4 && r < 10 && c >= 4 && c < 12));
    }
  key->axis = PF_TRI_AXIS_U;
  key->first = pf_tri_index (6, 4, PF_TRI_UP);
  key->length = 3;
  key->key = TRUE;
  pf_tri_mask_set (&level->goals, pf_tri_index (6, 10, PF_TRI_DOWN), TRUE);
  pf_tri_mask_set (&level->goals, pf_tri_index (6, 11, PF_TRI_UP), TRUE);
  return level;
}

static PfProject *
load_starter (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "data", "examples",
                                            "starter.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PfProject *project = pf_project_load (file, &error);

  g_assert_no_error (error);
  return project;
}

/* The cached figures are those of a fresh solve and analysis. */
static void
assert_true_figures (const PfTriLevel *level)
{
  g_autoptr(PfTriLevel) fresh = pf_tri_level_copy (level);
  g_autoptr(GError) error = NULL;

  pf_tri_figures_reset (&fresh->figures);
  g_assert_true (pf_tri_level_measure (fresh, 0, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (pf_tri_figures_equal (&level->figures, &fresh->figures));
  g_assert_cmpint (level->figures.moves, >=, 1);
  g_assert_cmpfloat (level->figures.difficulty, >, 0);
}

static GPtrArray *
level_list (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
}

static void
on_candidate (const PfTriLevel *candidate,
              gpointer          user_data)
{
  g_ptr_array_add (user_data, pf_tri_level_copy (candidate));
}

static PfTriGenResult *
run (const PfTriLevel *source,
     guint             threads,
     guint64           seed,
     GPtrArray        *exclude,
     GPtrArray        *offered)
{
  g_autoptr(GError) error = NULL;
  PfTriGenParams params;
  PfTriGenResult *result;

  pf_tri_gen_params_init (&params);
  params.seed = seed;
  params.trials = 8;
  params.rounds = 8;
  params.threads = threads;
  params.max_states = 200000;
  params.exclude = exclude;
  params.per_moves = 3;
  params.candidate = on_candidate;
  params.user_data = offered;
  result = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  return result;
}

/* The same seed and parameters give the same levels, in the same order,
 * whatever the thread count. */
static void
test_generator_deterministic (void)
{
  g_autoptr(PfTriLevel) source = room_level ();
  g_autoptr(GPtrArray) offered1 = level_list ();
  g_autoptr(GPtrArray) offered2 = level_list ();
  g_autoptr(GPtrArray) offered3 = level_list ();
  g_autoptr(PfTriGenResult) one = run (source, 1, 42, NULL, offered1);
  g_autoptr(PfTriGenResult) two = run (source, 2, 42, NULL, offered2);
  g_autoptr(PfTriGenResult) other = run (source, 2, 43, NULL, offered3);

  g_assert_false (one->stopped);
  g_assert_cmpuint (one->trials, ==, 64);
  g_assert_nonnull (one->best);
  g_assert_true (pf_tri_level_same_layout (one->best, two->best));
  g_assert_true (pf_tri_figures_equal (&one->best->figures, &two->best->figures));
  g_assert_cmpuint (offered1->len, >=, 2);
  g_assert_cmpuint (offered1->len, ==, offered2->len);
  g_assert_cmpuint (one->candidates->len, ==, offered1->len);
  for (guint i = 0; i < offered1->len; i++)
    g_assert_true (pf_tri_level_same_layout (g_ptr_array_index (offered1, i),
                                             g_ptr_array_index (offered2, i)));

  /* Harder than the one-move source, with true figures; another seed
   * walks elsewhere. */
  g_assert_cmpint (one->best->figures.moves, >, 1);
  assert_true_figures (one->best);
  g_assert_false (pf_tri_level_same_layout (one->best, other->best));
  g_test_message ("best %d moves with %u blocks; %u candidates", one->best->figures.moves,
                  one->best->n_blocks, offered1->len);
}

/* A candidate never repeats an earlier one or a level of the pack. */
static void
test_generator_no_duplicates (void)
{
  g_autoptr(PfTriLevel) source = room_level ();
  g_autoptr(GPtrArray) first = level_list ();
  g_autoptr(GPtrArray) again = level_list ();
  g_autoptr(PfTriGenResult) r1 = run (source, 2, 7, NULL, first);
  g_autoptr(PfTriGenResult) r2 = NULL;
  guint kept = first->len;

  g_assert_cmpuint (kept, >=, 2);
  for (guint i = 0; i < first->len; i++)
    {
      const PfTriLevel *a = g_ptr_array_index (first, i);

      assert_true_figures (a);
      for (guint j = 0; j < i; j++)
        g_assert_false (pf_tri_level_same_puzzle (a, g_ptr_array_index (first, j)));
      /* Each is at least as hard as the ones before. */
      if (i > 0)
        g_assert_cmpint (a->figures.moves, >=,
                         ((PfTriLevel *) g_ptr_array_index (first, i - 1))->figures.moves);
    }

  /* The same run again, with the first run's levels in the pack: it must
   * offer none of them. */
  r2 = run (source, 2, 7, first, again);
  for (guint i = 0; i < again->len; i++)
    for (guint j = 0; j < kept; j++)
      g_assert_false (pf_tri_level_same_puzzle (g_ptr_array_index (again, i),
                                                g_ptr_array_index (first, j)));
  g_assert_nonnull (r2->best);
  for (guint j = 0; j < kept; j++)
    g_assert_false (pf_tri_level_same_puzzle (r2->best, g_ptr_array_index (first, j)));
}

/* A search as Generate Levels runs one, on two threads: the pack's levels
 * in @exclude, each candidate copied into @offered. */
static void
window_params (PfTriGenParams *params,
               guint64         seed,
               guint           rounds,
               gint            min_moves,
               GPtrArray      *exclude,
               GPtrArray      *offered)
{
  pf_tri_gen_params_init (params);
  params->seed = seed;
  params->rounds = rounds;
  params->threads = 2;
  params->min_moves = min_moves;
  params->exclude = exclude;
  params->candidate = on_candidate;
  params->user_data = offered;
}

/* Generate Levels run again from "Three keys" (34 moves) with the seed
 * the window drew: the first run stopped at its first candidate (40
 * moves); the second may offer neither it nor the pack's levels, so its
 * search has no best level while its first trials are that candidate
 * again, and it must not offer easier levels than the source meanwhile
 * (it offered 17 and 19 moves). */
static void
test_generator_candidates_not_easier (void)
{
  g_autoptr(PfTriLevel) source = tri_fixture_starter_level ("level-16");
  g_autoptr(GPtrArray) pack = level_list ();
  g_autoptr(GPtrArray) offered = level_list ();
  g_autoptr(PfTriGenResult) r1 = NULL;
  g_autoptr(PfTriGenResult) r2 = NULL;
  g_autoptr(GError) error = NULL;
  PfTriGenParams params;

  g_assert_cmpint (source->figures.moves, ==, 34);
  window_params (&params, G_GUINT64_CONSTANT (1851629948), 1, 40, pack, offered);
  g_ptr_array_add (pack, pf_tri_level_copy (source));
  r1 = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (offered->len, >=, 1);

  for (guint i = 0; i < offered->len; i++)
    g_ptr_array_add (pack, pf_tri_level_copy (g_ptr_array_index (offered, i)));
  g_ptr_array_set_size (offered, 0);
  params.min_moves = 60;
  r2 = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (offered->len, >=, 1);
  for (guint i = 0; i < offered->len; i++)
    g_assert_cmpint (((PfTriLevel *) g_ptr_array_index (offered, i))->figures.moves, >=,
                     source->figures.moves);
}

/* Generate Levels from "Two rooms" (8 moves) with a seed the window drew
 * offered first a level with every figure of the source's (8 moves, 14,124
 * states): the source with a block that does not matter made shorter, not
 * the same puzzle, but nothing a designer would want. Every candidate is
 * now harder than the source. */
static void
test_generator_candidates_harder (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "data", "examples",
                                            "starter.xml", NULL);
  g_autoptr(PfProject) project = NULL;
  PfTriPack *pack = tri_fixture_load_starter_pack (path, &project);
  PfTriLevel *source = pf_tri_pack_find_level (pack, "level-09");
  g_autoptr(GPtrArray) offered = level_list ();
  g_autoptr(PfTriGenResult) result = NULL;
  g_autoptr(GError) error = NULL;
  PfTriGenParams params;

  g_assert_cmpint (source->figures.moves, ==, 8);
  window_params (&params, G_GUINT64_CONSTANT (2940453171), 4, 20, pack->levels, offered);
  result = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (offered->len, >=, 2);
  for (guint i = 0; i < offered->len; i++)
    g_assert_cmpint (((PfTriLevel *) g_ptr_array_index (offered, i))->figures.moves, >,
                     source->figures.moves);
}

/* A room of two rows of six parallelograms: few bands, so trials often
 * put their blocks on the bands of an earlier one, and their hardest
 * starts are often the same puzzle from another start. */
static PfTriLevel *
tiny_room (void)
{
  PfTriLevel *level = pf_tri_level_new ("tiny");

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      guint r = pf_tri_row (t), c = pf_tri_col (t);

      pf_tri_mask_set (&level->walls, t, !(r >= 7 && r <= 8 && c >= 3 && c <= 8));
    }
  level->blocks[level->n_blocks++] = (PfTriBlock) {
    PF_TRI_AXIS_U, pf_tri_index (7, 3, PF_TRI_UP), 2, TRUE, 0
  };
  pf_tri_mask_set (&level->goals, pf_tri_index (7, 8, PF_TRI_UP), TRUE);
  pf_tri_mask_set (&level->goals, pf_tri_index (7, 8, PF_TRI_DOWN), TRUE);
  return level;
}

static gboolean
on_scored (const PfTriGenTrial *trial,
           gpointer             user_data)
{
  PfTriLevel *level;

  if (trial->moves < 1)
    return TRUE;
  level = pf_tri_level_new ("trial");
  pf_tri_draft_to_level (trial->draft, level);
  if (trial->states != NULL)
    {
      g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);

      pf_tri_rules_set_level_state (rules, level, trial->states[trial->n_states - 1]);
    }
  g_ptr_array_add (user_data, level);
  return TRUE;
}

/* Where repeats are likely (many trials of a tiny room score the same
 * puzzle from other starts), no candidate is the same puzzle as another or
 * as a level of the pack. */
static void
test_generator_no_same_puzzle (void)
{
  g_autoptr(PfTriLevel) source = tiny_room ();
  g_autoptr(GPtrArray) offered = level_list ();
  g_autoptr(GPtrArray) scored = level_list ();
  g_autoptr(GPtrArray) pack = level_list ();
  g_autoptr(PfTriGenResult) result = NULL;
  g_autoptr(GError) error = NULL;
  PfTriGenParams params;
  guint repeats = 0;

  pf_tri_gen_params_init (&params);
  params.seed = 3;
  params.trials = 8;
  params.rounds = 40;
  params.threads = 2;
  params.per_moves = 20;
  params.candidate = on_candidate;
  params.user_data = offered;
  result = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (offered->len, >=, 3);
  for (guint i = 0; i < offered->len; i++)
    for (guint j = 0; j < i; j++)
      g_assert_false (pf_tri_level_same_puzzle (g_ptr_array_index (offered, i),
                                                g_ptr_array_index (offered, j)));

  /* Again, with the first run's candidates as the pack, and the trials
   * kept: some trials repeat a puzzle from another start, none of the
   * candidates does. */
  for (guint i = 0; i < offered->len; i++)
    g_ptr_array_add (pack, pf_tri_level_copy (g_ptr_array_index (offered, i)));
  g_clear_pointer (&result, pf_tri_gen_result_free);
  params.exclude = pack;
  params.candidate = NULL;
  params.on_trial = on_scored;
  params.user_data = scored;
  params.seed = 4;
  result = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < scored->len && repeats == 0; i++)
    for (guint j = 0; j < i && repeats == 0; j++)
      repeats += !pf_tri_level_same_layout (g_ptr_array_index (scored, i),
                                            g_ptr_array_index (scored, j)) &&
                 pf_tri_level_same_puzzle (g_ptr_array_index (scored, i),
                                           g_ptr_array_index (scored, j));
  g_assert_cmpuint (repeats, >, 0);
  g_assert_cmpuint (result->candidates->len, >=, 1);
  for (guint i = 0; i < result->candidates->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (result->candidates, i);

      for (guint j = 0; j < pack->len; j++)
        g_assert_false (pf_tri_level_same_puzzle (level, g_ptr_array_index (pack, j)));
      for (guint j = 0; j < i; j++)
        g_assert_false (pf_tri_level_same_puzzle (level,
                                                  g_ptr_array_index (result->candidates, j)));
    }
  if (result->best != NULL)
    for (guint j = 0; j < pack->len; j++)
      g_assert_false (pf_tri_level_same_puzzle (result->best, g_ptr_array_index (pack, j)));
}

/* Asked for minimal levels, from level-09 (three of whose blocks do not
 * matter), every candidate and the best level keep their moves and lose
 * such blocks, no two are the same puzzle, and the run still repeats for
 * any thread count. */
static void
test_generator_minimal (void)
{
  g_autoptr(PfTriLevel) source = tri_fixture_starter_level ("level-09");
  g_autoptr(GPtrArray) offered = level_list ();
  g_autoptr(GPtrArray) again = level_list ();
  g_autoptr(GPtrArray) loose = level_list ();
  g_autoptr(PfTriGenResult) result = NULL;
  g_autoptr(PfTriGenResult) other = NULL;
  g_autoptr(PfTriGenResult) without = NULL;
  g_autoptr(GError) error = NULL;
  PfTriGenParams params;
  guint loose_blocks = 0;

  g_assert_cmpuint (tri_fixture_count_redundant (source), ==, 3);
  pf_tri_gen_params_init (&params);
  params.seed = 2;
  params.trials = 8;
  params.rounds = 12;
  params.threads = 2;
  params.per_moves = 2;
  params.candidate = on_candidate;

  /* Without it, the candidates keep blocks that do not matter. */
  params.user_data = loose;
  without = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < loose->len; i++)
    loose_blocks += tri_fixture_count_redundant (g_ptr_array_index (loose, i));
  g_assert_cmpuint (loose_blocks, >, 0);

  params.minimal = TRUE;
  params.user_data = offered;
  result = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (offered->len, >=, 3);
  for (guint i = 0; i < offered->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (offered, i);

      g_assert_cmpuint (tri_fixture_count_redundant (level), ==, 0);
      assert_true_figures (level);
      g_assert_cmpint (level->figures.moves, >, source->figures.moves);
      for (guint j = 0; j < i; j++)
        g_assert_false (pf_tri_level_same_puzzle (level, g_ptr_array_index (offered, j)));
    }
  g_assert_nonnull (result->best);
  g_assert_cmpuint (tri_fixture_count_redundant (result->best), ==, 0);
  g_assert_cmpint (result->best->figures.moves, ==, without->best->figures.moves);
  assert_true_figures (result->best);

  params.threads = 1;
  params.user_data = again;
  other = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->len, ==, offered->len);
  for (guint i = 0; i < offered->len; i++)
    g_assert_true (pf_tri_level_same_layout (g_ptr_array_index (offered, i),
                                             g_ptr_array_index (again, i)));
}

typedef struct
{
  GCancellable *cancellable;
  GPtrArray    *offered;
} StopData;

static void
stop_after_two (const PfTriLevel *candidate,
                gpointer          user_data)
{
  StopData *data = user_data;

  g_ptr_array_add (data->offered, pf_tri_level_copy (candidate));
  if (data->offered->len == 2)
    g_cancellable_cancel (data->cancellable);
}

/* Stopping keeps the best level and the candidates found so far. */
static void
test_generator_stop_keeps_best (void)
{
  g_autoptr(PfTriLevel) source = room_level ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GPtrArray) offered = level_list ();
  g_autoptr(PfTriGenResult) result = NULL;
  g_autoptr(PfTriLevel) legacy = NULL;
  g_autoptr(GError) error = NULL;
  StopData data = { cancellable, offered };
  const PfTriLevel *last;
  PfTriGenParams params;

  pf_tri_gen_params_init (&params);
  params.seed = 3;
  params.trials = 8;
  params.rounds = 100000;   /* far more than the test could wait for */
  params.threads = 2;
  params.max_states = 200000;
  params.per_moves = 1;
  params.cancellable = cancellable;
  params.candidate = stop_after_two;
  params.user_data = &data;
  result = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  g_assert_true (result->stopped);
  g_assert_cmpuint (result->candidates->len, >=, 2);
  g_assert_cmpuint (result->candidates->len, ==, offered->len);
  last = g_ptr_array_index (offered, offered->len - 1);
  g_assert_nonnull (result->best);
  g_assert_cmpint (result->best->figures.moves, >=, last->figures.moves);
  assert_true_figures (result->best);

  /* The one-level call reports the cancellation. */
  params.candidate = NULL;
  legacy = pf_tri_generate (source, &params, NULL, &error);
  g_assert_null (legacy);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

typedef struct
{
  GCancellable *cancellable;
  gint          hardest;    /* the most moves merged so far */
  gint          moves;      /* the trial the stop came at */
  gint64        reachable;
} LargeStopData;

/* Stops the search at the first new hardest trial of a large component:
 * that trial becomes a candidate as the stop arrives. */
static gboolean
stop_at_large (const PfTriGenTrial *trial,
               gpointer             user_data)
{
  LargeStopData *data = user_data;

  if (trial->moves > data->hardest && data->moves < 0 && trial->reachable >= 20000)
    {
      data->moves = trial->moves;
      data->reachable = (gint64) trial->reachable;
      g_cancellable_cancel (data->cancellable);
    }
  data->hardest = MAX (data->hardest, trial->moves);
  return TRUE;
}

/* A stop does not wait for a large candidate's solve: the candidate found
 * as the stop came is kept with the moves and states the search found,
 * which are its true ones. */
static void
test_generator_stop_keeps_large_candidate (void)
{
  g_autoptr(PfTriLevel) source = tri_fixture_starter_level ("level-09");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(PfTriGenResult) result = NULL;
  g_autoptr(GError) error = NULL;
  LargeStopData data = { cancellable, source->figures.moves, -1, -1 };
  const PfTriLevel *found = NULL;
  g_autoptr(PfTriLevel) fresh = NULL;
  PfTriGenParams params;

  pf_tri_gen_params_init (&params);
  params.rounds = 100000;   /* far more than the test could wait for */
  params.threads = 2;
  params.cancellable = cancellable;
  params.on_trial = stop_at_large;
  params.user_data = &data;
  result = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  g_assert_true (result->stopped);
  g_assert_cmpint (data.moves, >, source->figures.moves);

  for (guint i = 0; i < result->candidates->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (result->candidates, i);

      if (level->figures.moves == data.moves && level->figures.reachable == data.reachable)
        found = level;
    }
  g_assert_nonnull (found);
  g_assert_cmpint (found->figures.steps, ==, -1);
  fresh = pf_tri_level_copy (found);
  g_assert_true (pf_tri_level_measure (fresh, 0, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (fresh->figures.moves, ==, data.moves);
  g_assert_cmpint (fresh->figures.reachable, ==, data.reachable);
  g_assert_nonnull (result->best);
  g_assert_cmpint (result->best->figures.moves, ==, data.moves);
}

typedef struct
{
  guint examined;
  guint merged;
  guint above;    /* trials scored above the ceiling */
} CeilingData;

static gpointer
examine_moves (const PfTriGenTrial *trial,
               gpointer             user_data)
{
  CeilingData *data = user_data;

  g_atomic_int_inc (&data->examined);
  g_assert_null (trial->examined);
  return g_strdup_printf ("%d", trial->moves);
}

static gboolean
check_examined (const PfTriGenTrial *trial,
                gpointer             user_data)
{
  CeilingData *data = user_data;
  g_autofree char *moves = g_strdup_printf ("%d", trial->moves);

  /* What the examination returned comes back with its trial. */
  g_assert_cmpstr (trial->examined, ==, moves);
  data->merged++;
  if (trial->moves > 6)
    data->above++;
  return TRUE;
}

/* With a ceiling, trials above it are scored, examined and shown, but the
 * search never walks to them: no candidate and no best level above it. */
static void
test_generator_ceiling (void)
{
  g_autoptr(PfTriLevel) source = room_level ();
  g_autoptr(PfTriGenResult) result = NULL;
  g_autoptr(GError) error = NULL;
  CeilingData data = { 0 };
  PfTriGenParams params;

  pf_tri_gen_params_init (&params);
  params.seed = 5;
  params.trials = 8;
  params.rounds = 30;
  params.threads = 2;
  params.max_states = 200000;
  params.max_moves = 6;
  params.per_moves = 1;
  params.examine = examine_moves;
  params.examined_free = g_free;
  params.on_trial = check_examined;
  params.user_data = &data;
  result = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (data.merged, ==, result->trials);
  g_assert_cmpuint (data.examined, >=, data.merged);
  g_assert_cmpuint (data.above, >, 0);
  g_assert_nonnull (result->best);
  g_assert_cmpint (result->best->figures.moves, <=, 6);
  g_assert_cmpint (result->best->figures.moves, >=, 1);
  for (guint i = 0; i < result->candidates->len; i++)
    g_assert_cmpint (((PfTriLevel *) g_ptr_array_index (result->candidates, i))->figures.moves,
                     <=, 6);
}

/* The generator's distances are the analysis's, and its first state at
 * each distance is that far from the goal. */
static void
test_farthest (void)
{
  g_autoptr(PfProject) project = load_starter ();
  PfTriPack *pack = pf_project_find_pack (project, "starter");

  for (guint i = 0; i < pack->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
      guint64 start = pf_tri_rules_get_start (rules);
      g_autoptr(PfTriAnalysis) a = pf_tri_analyze (rules, start, 0, NULL, NULL, NULL, NULL);
      g_autoptr(GError) error = NULL;
      guint64 states[64], path[64], reachable = 0;
      gint max = -2;

      g_assert_true (pf_tri_farthest (rules, start, 0, NULL, states, path, G_N_ELEMENTS (states),
                                      &max, &reachable, &error));
      g_assert_no_error (error);
      g_assert_cmpint (max, ==, pf_tri_analysis_get_max_distance (a));
      g_assert_cmpuint (reachable, ==, pf_tri_analysis_get_reachable (a));
      for (gint d = 0; d <= max; d++)
        g_assert_cmpint (pf_tri_analysis_distance (a, states[d]), ==, d);
      /* The path is an optimal solution from the hardest start, one move at a time. */
      g_assert_cmpuint (path[0], ==, states[max]);
      g_assert_true (pf_tri_rules_is_solved (rules, path[max]));
      for (gint m = 1; m <= max; m++)
        {
          PfTriMove move;

          g_assert_cmpint (pf_tri_analysis_distance (a, path[m]), ==, max - m);
          g_assert_true (pf_tri_rules_find_move (rules, path[m - 1], path[m], &move));
        }
      /* Too small a budget is an error, not a wrong answer. */
      if (reachable > 1)
        {
          g_assert_false (pf_tri_farthest (rules, start, reachable - 1, NULL, states, NULL, 1, &max,
                                           &reachable, &error));
          g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
        }
    }
}

/* A run of 1,200 trials in steps of 4, each within 5,000 states: walks
 * stall after 128 trials without progress and fresh ones start from the
 * best level with half its blocks taken away (G_MESSAGES_DEBUG=
 * pf-tri-generator shows two, at trials 385 and 718). */
static PfTriGenResult *
long_run (const PfTriLevel *source,
          guint             threads,
          PfTriGenIdeas     ideas)
{
  g_autoptr(GError) error = NULL;
  PfTriGenParams params;
  PfTriGenResult *result;

  pf_tri_gen_params_init (&params);
  params.seed = 7;
  params.trials = 4;
  params.rounds = 300;
  params.threads = threads;
  params.max_states = 5000;
  params.per_moves = 0;
  params.ideas = ideas;
  result = pf_tri_gen_run (source, &params, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result->best);
  g_assert_cmpuint (result->trials, ==, 1200);
  g_assert_cmpmem (&result->best->walls, sizeof source->walls, &source->walls,
                   sizeof source->walls);
  g_assert_cmpmem (&result->best->goals, sizeof source->goals, &source->goals,
                   sizeof source->goals);
  return result;
}

/* A long run keeps the designer's walls and goals byte for byte, and
 * gives the same level on one thread as on two, and without remembered
 * scores, which some of its trials take. */
static void
test_generator_fresh_walks (void)
{
  g_autoptr(PfTriLevel) source = room_level ();
  g_autoptr(PfTriGenResult) one = long_run (source, 1, PF_TRI_GEN_IDEAS_DEFAULT);
  g_autoptr(PfTriGenResult) two = long_run (source, 2, PF_TRI_GEN_IDEAS_DEFAULT);
  g_autoptr(PfTriGenResult) forgetful = long_run (source, 2,
                                                  PF_TRI_GEN_IDEAS_DEFAULT & ~PF_TRI_GEN_REMEMBER);

  g_assert_true (pf_tri_level_same_layout (one->best, two->best));
  g_assert_true (pf_tri_figures_equal (&one->best->figures, &two->best->figures));
  g_assert_true (pf_tri_level_same_layout (one->best, forgetful->best));
  g_assert_true (pf_tri_figures_equal (&one->best->figures, &forgetful->best->figures));
  g_assert_cmpuint (one->remembered, >, 0);
  g_assert_cmpuint (forgetful->remembered, ==, 0);
  g_assert_cmpint (one->best->figures.moves, >, 1);
  assert_true_figures (one->best);
  g_test_message ("best %d moves with %u blocks; %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT
                  " trials remembered", one->best->figures.moves, one->best->n_blocks,
                  one->remembered, one->trials);
}

/* Mutations keep drafts valid and keys where they are; the fingerprint
 * ignores block order. */
static void
test_mutation (void)
{
  g_autoptr(PfTriLevel) source = room_level ();
  PfTriDraft draft, swapped;
  PfRandom rng;

  pf_random_init (&rng, 11);
  pf_tri_draft_from_level (&draft, source);
  for (guint i = 0; i < 400; i++)
    {
      g_autoptr(PfTriLevel) level = pf_tri_level_new ("m");
      g_autoptr(PfTriRules) rules = NULL;
      g_autoptr(GError) error = NULL;

      pf_tri_draft_mutate (&draft, &rng, PF_TRI_MUTATE_BLOCKS |
                           (i >= 200 ? PF_TRI_MUTATE_WALLS : 0));
      pf_tri_draft_to_level (&draft, level);
      rules = pf_tri_rules_new (level, &error);
      g_assert_no_error (error);
      g_assert_cmpmem (&draft.blocks[0], sizeof (PfTriBlock), &source->blocks[0],
                       sizeof (PfTriBlock));
      if (i < 200)
        {
          g_assert_cmpmem (&draft.walls, sizeof draft.walls, &source->walls, sizeof source->walls);
          g_assert_cmpmem (&draft.goals, sizeof draft.goals, &source->goals, sizeof source->goals);
        }
    }
  g_assert_cmpuint (draft.n_blocks, >=, 3);
  swapped = draft;
  swapped.blocks[0] = draft.blocks[draft.n_blocks - 1];
  swapped.blocks[draft.n_blocks - 1] = draft.blocks[0];
  g_assert_cmpuint (pf_tri_draft_fingerprint (&draft), ==, pf_tri_draft_fingerprint (&swapped));
  swapped.blocks[1].length = swapped.blocks[1].length == 2 ? 3 : 2;
  g_assert_cmpuint (pf_tri_draft_fingerprint (&draft), !=, pf_tri_draft_fingerprint (&swapped));
}

/* A ruin takes blocks away, never a key, and keeps the walls, the goals
 * and the blocks it leaves; about half go. */
static void
test_ruin (void)
{
  g_autoptr(PfTriLevel) source = room_level ();
  PfTriDraft full;
  PfRandom rng;
  guint taken = 0, had = 0;

  pf_random_init (&rng, 5);
  pf_tri_draft_from_level (&full, source);
  pf_tri_draft_fill (&full, &rng, PF_TRI_MAX_BLOCKS);
  g_assert_cmpuint (full.n_blocks, >=, 8);
  for (guint run = 0; run < 200; run++)
    {
      PfTriDraft draft = full;
      guint keys = 0, j = 0;

      pf_tri_draft_ruin (&draft, &rng);
      g_assert_cmpuint (draft.n_blocks, <, full.n_blocks);
      g_assert_cmpmem (&draft.walls, sizeof draft.walls, &full.walls, sizeof full.walls);
      g_assert_cmpmem (&draft.goals, sizeof draft.goals, &full.goals, sizeof full.goals);
      /* What is left is the blocks it had, in their order. */
      for (guint i = 0; i < full.n_blocks && j < draft.n_blocks; i++)
        if (memcmp (&full.blocks[i], &draft.blocks[j], sizeof (PfTriBlock)) == 0)
          j++;
        else
          g_assert_false (full.blocks[i].key);
      g_assert_cmpuint (j, ==, draft.n_blocks);
      for (guint i = 0; i < draft.n_blocks; i++)
        keys += draft.blocks[i].key;
      g_assert_cmpuint (keys, ==, 1);
      taken += full.n_blocks - draft.n_blocks;
      had += full.n_blocks - 1;
    }
  g_assert_cmpfloat ((double) taken / had, >, 0.35);
  g_assert_cmpfloat ((double) taken / had, <, 0.65);
}

/* An obstruction puts a non-key block over the one free triangle it is
 * aimed at: a new block, or one of the others moved there; the key, the
 * walls and the goals stay, and the level stays valid. */
static void
test_obstruct (void)
{
  g_autoptr(PfTriLevel) source = room_level ();
  PfTriMask nothing = { { 0 } };
  PfTriDraft full;
  PfRandom rng;
  guint placed = 0, added = 0;

  pf_random_init (&rng, 11);
  pf_tri_draft_from_level (&full, source);
  g_assert_false (pf_tri_draft_obstruct (&full, &rng, &nothing));

  for (guint run = 0; run < 200; run++)
    {
      PfTriDraft draft;
      PfTriLevel level = { 0 };
      g_autoptr(PfTriRules) rules = NULL;
      g_autoptr(GError) error = NULL;
      PfTriMask taken, way = { { 0 } };
      guint spot, changed = 0;

      pf_tri_draft_from_level (&full, source);
      pf_tri_draft_fill (&full, &rng, 8);
      pf_tri_blocks_taken (full.blocks, full.n_blocks, -1, &taken);
      do
        spot = pf_random_below (&rng, PF_TRI_COUNT);
      while (pf_tri_mask_get (&full.walls, spot) || pf_tri_mask_get (&taken, spot));
      pf_tri_mask_set (&way, spot, TRUE);
      draft = full;
      if (!pf_tri_draft_obstruct (&draft, &rng, &way))
        continue;
      placed++;
      pf_tri_blocks_taken (draft.blocks, draft.n_blocks, -1, &taken);
      g_assert_true (pf_tri_mask_get (&taken, spot));
      g_assert_cmpmem (&draft.walls, sizeof draft.walls, &full.walls, sizeof full.walls);
      g_assert_cmpmem (&draft.goals, sizeof draft.goals, &full.goals, sizeof full.goals);
      g_assert_cmpmem (&draft.blocks[0], sizeof (PfTriBlock), &full.blocks[0], sizeof (PfTriBlock));
      if (draft.n_blocks == full.n_blocks + 1)
        {
          added++;
          g_assert_false (draft.blocks[full.n_blocks].key);
        }
      else
        g_assert_cmpuint (draft.n_blocks, ==, full.n_blocks);
      for (guint i = 0; i < full.n_blocks; i++)
        changed += memcmp (&draft.blocks[i], &full.blocks[i], sizeof (PfTriBlock)) != 0;
      g_assert_cmpuint (changed, ==, draft.n_blocks == full.n_blocks ? 1 : 0);
      pf_tri_draft_to_level (&draft, &level);
      rules = pf_tri_rules_new (&level, &error);
      g_assert_no_error (error);
    }
  g_assert_cmpuint (placed, >, 100);
  g_assert_cmpuint (added, >, 30);
  g_assert_cmpuint (added, <, placed - 30);
}

/* A key slide moves a key along its band, past something in its way, to
 * where it fits; the other blocks, the walls and the goals stay. A key
 * with nothing in its way has nowhere to jump to. */
static void
test_slide_key (void)
{
  g_autoptr(PfTriLevel) source = room_level ();
  PfTriDraft full, alone;
  PfRandom rng;
  guint slid = 0;

  pf_random_init (&rng, 9);
  pf_tri_draft_from_level (&alone, source);
  g_assert_false (pf_tri_draft_slide_key (&alone, &rng));

  for (guint run = 0; run < 200; run++)
    {
      const PfTriBlock *key;
      PfTriDraft draft;
      PfTriLevel level = { 0 };
      g_autoptr(PfTriRules) rules = NULL;
      g_autoptr(GError) error = NULL;
      PfTriMask others;
      gboolean forward, blocked = FALSE;
      guint at;

      pf_tri_draft_from_level (&full, source);
      pf_tri_draft_fill (&full, &rng, 10);
      draft = full;
      if (!pf_tri_draft_slide_key (&draft, &rng))
        continue;
      slid++;
      key = &draft.blocks[0];
      g_assert_cmpmem (&draft.walls, sizeof draft.walls, &full.walls, sizeof full.walls);
      g_assert_cmpmem (&draft.goals, sizeof draft.goals, &full.goals, sizeof full.goals);
      g_assert_cmpmem (&draft.blocks[1], (draft.n_blocks - 1) * sizeof (PfTriBlock),
                       &full.blocks[1], (full.n_blocks - 1) * sizeof (PfTriBlock));
      g_assert_true (key->key);
      g_assert_cmpint (key->axis, ==, full.blocks[0].axis);
      g_assert_cmpuint (key->length, ==, full.blocks[0].length);
      g_assert_cmpuint (key->first, !=, full.blocks[0].first);
      g_assert_cmpuint (pf_tri_band_start (key->axis, key->first), ==,
                        pf_tri_band_start (key->axis, full.blocks[0].first));
      /* A valid level, and something stood between the old place and the new. */
      pf_tri_draft_to_level (&draft, &level);
      rules = pf_tri_rules_new (&level, &error);
      g_assert_no_error (error);
      pf_tri_blocks_taken (full.blocks, full.n_blocks, 0, &others);
      for (forward = TRUE, at = full.blocks[0].first;
           pf_tri_step_next (key->axis, at, forward, &at) && at != key->first;)
        ;
      forward = at == key->first;
      for (at = full.blocks[0].first;
           pf_tri_step_next (key->axis, at, forward, &at) && at != key->first;)
        {
          PfTriBlock between = *key;

          between.first = at;
          blocked |= pf_tri_block_fit (&between, &full.walls, &others, NULL) != PF_TRI_FIT_OK;
        }
      g_assert_cmpuint (at, ==, key->first);
      g_assert_true (blocked);
    }
  g_assert_cmpuint (slid, >, 100);
}

/* SPEC §7: A + (B − A) · k / (N − 1), rounded, within ± max (1, 10 %). */
static void
test_pack_targets (void)
{
  static const gint curve[20] = { 1, 3, 5, 7, 9, 11, 13, 15, 17, 19,
                                  22, 24, 26, 28, 30, 32, 34, 36, 38, 40 };
  gint low, high;

  for (guint k = 0; k < 20; k++)
    g_assert_cmpint (pf_tri_pack_target_moves (20, 1, 40, k, NULL, NULL), ==, curve[k]);
  g_assert_cmpint (pf_tri_pack_target_moves (20, 1, 40, 0, &low, &high), ==, 1);
  g_assert_cmpint (low, ==, 1);    /* 0 moves is no puzzle */
  g_assert_cmpint (high, ==, 2);
  pf_tri_pack_target_moves (20, 1, 40, 19, &low, &high);
  g_assert_cmpint (low, ==, 36);
  g_assert_cmpint (high, ==, 44);
  pf_tri_pack_target_moves (20, 1, 40, 7, &low, &high);   /* 15 ± 1.5 */
  g_assert_cmpint (low, ==, 14);
  g_assert_cmpint (high, ==, 16);
  /* A target of two takes no one-move level, which check calls trivial. */
  g_assert_cmpint (pf_tri_pack_target_moves (7, 2, 12, 0, &low, &high), ==, 2);
  g_assert_cmpint (low, ==, 2);
  g_assert_cmpint (high, ==, 3);
  /* Halves round up; one level aims at A. */
  g_assert_cmpint (pf_tri_pack_target_moves (3, 1, 2, 1, NULL, NULL), ==, 2);
  g_assert_cmpint (pf_tri_pack_target_moves (1, 7, 30, 0, NULL, NULL), ==, 7);
}

static PfTriPackResult *
build (PfTriPack *pack,
       guint64    seed)
{
  g_autoptr(GError) error = NULL;
  PfTriPackParams params;
  PfTriPackResult *result;

  pf_tri_pack_params_init (&params);
  params.count = 3;
  params.min_moves = 2;
  params.max_moves = 10;
  params.seed = seed;
  params.threads = 2;
  result = pf_tri_build_pack (pack->levels, pack->levels, &params, &error);
  g_assert_no_error (error);
  return result;
}

static void
test_pack_builder (void)
{
  g_autoptr(PfProject) project = load_starter ();
  PfTriPack *pack = pf_project_find_pack (project, "starter");
  g_autoptr(PfTriPackResult) a = build (pack, 5);
  g_autoptr(PfTriPackResult) b = build (pack, 5);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) none = g_ptr_array_new ();
  PfTriPackParams params;

  g_assert_false (a->stopped);
  g_assert_cmpuint (a->levels->len, ==, 3);
  for (guint k = 0; k < 3; k++)
    {
      const PfTriLevel *level = g_ptr_array_index (a->levels, k);
      const PfTriPackTarget *target = g_ptr_array_index (a->targets, k);

      g_assert_cmpint (level->figures.moves, >=, target->low);
      g_assert_cmpint (level->figures.moves, <=, target->high);
      assert_true_figures (level);
      for (guint i = 0; i < pack->levels->len; i++)
        g_assert_false (pf_tri_level_same_puzzle (level, g_ptr_array_index (pack->levels, i)));
      for (guint j = 0; j < k; j++)
        g_assert_false (pf_tri_level_same_puzzle (level, g_ptr_array_index (a->levels, j)));
      g_assert_true (pf_tri_level_same_layout (level, g_ptr_array_index (b->levels, k)));
    }

  /* Bad parameters name what is wrong. */
  pf_tri_pack_params_init (&params);
  params.count = 0;
  g_assert_null (pf_tri_build_pack (pack->levels, NULL, &params, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);
  params.count = 2;
  params.min_moves = 9;
  params.max_moves = 4;
  g_assert_null (pf_tri_build_pack (pack->levels, NULL, &params, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);
  params.min_moves = 1;
  g_assert_null (pf_tri_build_pack (none, NULL, &params, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
}

/* SPEC §7: ease is A + (B − A) · t², steps rises in groups of four with a
 * rest level after each group. */
static void
test_pack_curves (void)
{
  /* 11 levels from 2 to 52: t = k / 10, t² · 50 rounded halves up. */
  static const gint ease[11] = { 2, 3, 4, 7, 10, 15, 20, 27, 34, 43, 52 };
  /* 12 levels from 1 to 22: the 10 rising levels climb 1 … 22 in steps of
   * 21 / 9, levels 4 and 9 rest on the first target of their group. */
  static const gint steps[12] = { 1, 3, 6, 8, 1, 10, 13, 15, 17, 10, 20, 22 };
  PfTriPackCurve curve = PF_TRI_PACK_CURVE_LINEAR;
  gint low, high;

  for (guint k = 0; k < 11; k++)
    {
      g_assert_cmpint (pf_tri_pack_curve_target (PF_TRI_PACK_CURVE_EASE, 11, 2, 52, k, NULL, NULL),
                       ==, ease[k]);
      g_assert_false (pf_tri_pack_curve_is_rest (PF_TRI_PACK_CURVE_EASE, 11, k));
    }
  for (guint k = 0; k < 12; k++)
    {
      g_assert_cmpint (pf_tri_pack_curve_target (PF_TRI_PACK_CURVE_STEPS, 12, 1, 22, k, NULL,
                                                 NULL), ==, steps[k]);
      g_assert_cmpint (pf_tri_pack_curve_is_rest (PF_TRI_PACK_CURVE_STEPS, 12, k), ==,
                       k == 4 || k == 9);
    }
  /* The last level ends its group rather than rest. */
  g_assert_false (pf_tri_pack_curve_is_rest (PF_TRI_PACK_CURVE_STEPS, 5, 4));
  g_assert_cmpint (pf_tri_pack_curve_target (PF_TRI_PACK_CURVE_STEPS, 5, 3, 11, 4, NULL, NULL),
                   ==, 11);
  /* The same tolerance as the straight line; the line is unchanged. */
  g_assert_cmpint (pf_tri_pack_curve_target (PF_TRI_PACK_CURVE_EASE, 11, 2, 52, 9, &low, &high),
                   ==, 43);
  g_assert_cmpint (low, ==, 39);
  g_assert_cmpint (high, ==, 47);
  for (guint k = 0; k < 20; k++)
    g_assert_cmpint (pf_tri_pack_curve_target (PF_TRI_PACK_CURVE_LINEAR, 20, 1, 40, k, NULL, NULL),
                     ==, pf_tri_pack_target_moves (20, 1, 40, k, NULL, NULL));
  /* Names as build-pack --curve spells them. */
  g_assert_true (pf_tri_pack_curve_from_string ("steps", &curve));
  g_assert_cmpint (curve, ==, PF_TRI_PACK_CURVE_STEPS);
  g_assert_cmpstr (pf_tri_pack_curve_to_string (PF_TRI_PACK_CURVE_EASE), ==, "ease");
  g_assert_false (pf_tri_pack_curve_from_string ("cubic", &curve));
  g_assert_cmpint (curve, ==, PF_TRI_PACK_CURVE_STEPS);
}

/* Every level of a constrained pack meets each constraint, by the
 * explanation, and the steps curve keeps the order of its targets. */
static void
test_pack_builder_constraints (void)
{
  g_autoptr(PfProject) project = load_starter ();
  PfTriPack *pack = pf_project_find_pack (project, "starter");
  g_autoptr(PfTriPackResult) result = NULL;
  g_autoptr(GError) error = NULL;
  PfTriPackParams params;

  pf_tri_pack_params_init (&params);
  params.count = 6;
  params.min_moves = 2;
  params.max_moves = 5;
  params.curve = PF_TRI_PACK_CURVE_STEPS;
  params.minimal = TRUE;
  params.unique = TRUE;
  params.min_narrow = 1;
  params.seed = 3;
  params.threads = 2;
  params.max_seconds = 120;
  result = pf_tri_build_pack (pack->levels, pack->levels, &params, &error);
  g_assert_no_error (error);
  g_assert_false (result->stopped);
  g_assert_cmpuint (result->levels->len, ==, 6);
  for (guint k = 0; k < 6; k++)
    {
      const PfTriLevel *level = g_ptr_array_index (result->levels, k);
      const PfTriPackTarget *target = g_ptr_array_index (result->targets, k);
      g_autoptr(PfTriExplanation) why = tri_fixture_explain (level);

      g_assert_true (target->level == level);   /* in the order of the targets */
      g_assert_cmpint (target->rest, ==, k == 4);
      g_assert_cmpint (level->figures.moves, >=, target->low);
      g_assert_cmpint (level->figures.moves, <=, target->high);
      g_assert_cmpuint (why->redundant_blocks->len, ==, 0);
      g_assert_cmpuint (why->solutions, ==, 1);
      g_assert_false (why->solutions_capped);
      g_assert_cmpuint (why->narrow_steps->len, >=, 1);
      assert_true_figures (level);
    }

  /* More narrow steps than the first level has moves is refused. */
  g_clear_pointer (&result, pf_tri_pack_result_free);
  params.min_narrow = 4;
  g_assert_null (pf_tri_build_pack (pack->levels, NULL, &params, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "4 narrow steps"));
}

static void
test_layout (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      PfTriLayoutParams params;
      g_autoptr(PfTriLevel) level = NULL;
      g_autoptr(PfTriLevel) again = NULL;
      g_autoptr(PfTriSolution) sol = NULL;
      g_autoptr(GError) error = NULL;

      pf_tri_layout_params_init (&params);
      params.seed = seed;
      params.area = 60 + seed * 10;
      params.keys = 1 + seed % 3;
      params.compactness = (seed % 5) / 4.0;
      level = pf_tri_layout_generate (&params, "gl", &error);
      g_assert_no_error (error);
      again = pf_tri_layout_generate (&params, "gl", NULL);
      g_assert_true (pf_tri_level_same_layout (level, again));
      g_assert_cmpuint (PF_TRI_COUNT - pf_tri_mask_count (&level->walls), >=, params.area);
      g_assert_cmpuint (level->n_blocks, ==, params.keys);
      sol = pf_tri_solver_solve_level (level, 0, &error);
      g_assert_no_error (error);
      g_assert_cmpint (sol->status, ==, PF_TRI_SOLVE_SOLVED);
      g_assert_cmpint (sol->moves, >=, 1);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tri-generator/deterministic", test_generator_deterministic);
  g_test_add_func ("/tri-generator/no-duplicates", test_generator_no_duplicates);
  g_test_add_func ("/tri-generator/candidates-not-easier", test_generator_candidates_not_easier);
  g_test_add_func ("/tri-generator/candidates-harder", test_generator_candidates_harder);
  g_test_add_func ("/tri-generator/no-same-puzzle", test_generator_no_same_puzzle);
  g_test_add_func ("/tri-generator/minimal", test_generator_minimal);
  g_test_add_func ("/tri-generator/stop-keeps-best", test_generator_stop_keeps_best);
  g_test_add_func ("/tri-generator/stop-keeps-large-candidate",
                   test_generator_stop_keeps_large_candidate);
  g_test_add_func ("/tri-generator/ceiling", test_generator_ceiling);
  g_test_add_func ("/tri-generator/fresh-walks", test_generator_fresh_walks);
  g_test_add_func ("/tri-generator/ruin", test_ruin);
  g_test_add_func ("/tri-generator/slide-key", test_slide_key);
  g_test_add_func ("/tri-generator/obstruct", test_obstruct);
  g_test_add_func ("/tri-generator/farthest", test_farthest);
  g_test_add_func ("/tri-generator/mutation", test_mutation);
  g_test_add_func ("/tri-generator/pack-targets", test_pack_targets);
  g_test_add_func ("/tri-generator/pack-curves", test_pack_curves);
  g_test_add_func ("/tri-generator/pack-builder", test_pack_builder);
  g_test_add_func ("/tri-generator/pack-builder-constraints", test_pack_builder_constraints);
  g_test_add_func ("/tri-generator/layout", test_layout);
  return g_test_run ();
}

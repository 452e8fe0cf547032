/* test-tri-build-pack.c: polyform build-pack, as users run it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "pf-project.h"
#include "pf-tri-generator.h"
#include "pf-tri-pack-builder.h"
#include "pf-tri-same-puzzle.h"
#include "pf-tri-solver.h"
#include "polyform-run.h"
#include "tri-fixtures.h"

typedef struct
{
  char *dir;
  char *input;     /* a copy of the starter project */
  char *original;  /* its bytes */
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *starter = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "data", "examples",
                                               "starter.xml", NULL);

  f->dir = g_dir_make_tmp ("pf-build-pack-XXXXXX", NULL);
  f->input = g_build_filename (f->dir, "in.xml", NULL);
  g_assert_true (g_file_get_contents (starter, &f->original, NULL, NULL));
  g_assert_true (g_file_set_contents (f->input, f->original, -1, NULL));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->input);
  g_free (f->original);
}

static void
assert_untouched (Fixture *f)
{
  g_autofree char *now = NULL;

  g_assert_true (g_file_get_contents (f->input, &now, NULL, NULL));
  g_assert_cmpstr (now, ==, f->original);
}

/* Four levels from 2 to 11 moves: targets 2, 5, 8 and 11. */
static void
test_build_pack (Fixture       *f,
                 gconstpointer  data)
{
  static const gint targets[4] = { 2, 5, 8, 11 };
  g_autofree char *out1 = g_build_filename (f->dir, "one.xml", NULL);
  g_autofree char *out2 = g_build_filename (f->dir, "two.xml", NULL);
  g_autofree char *json = NULL;
  g_autoptr(PfProject) p1 = NULL;
  g_autoptr(PfProject) p2 = NULL;
  PfTriPack *pack1, *pack2;

  g_assert_cmpint (polyform_run (NULL, NULL, "build-pack", f->input, "--pack", "starter",
                                 "--count", "4", "--min-moves", "2", "--max-moves", "11",
                                 "--seed", "9", "--threads", "2", "-o", out1, NULL), ==, 0);
  g_assert_cmpint (polyform_run (&json, NULL, "build-pack", f->input, "--pack", "starter",
                                 "--count", "4", "--min-moves", "2", "--max-moves", "11",
                                 "--seed", "9", "--threads", "1", "-o", out2, "--json", NULL),
                   ==, 0);
  assert_untouched (f);

  pack1 = tri_fixture_load_starter_pack (out1, &p1);
  pack2 = tri_fixture_load_starter_pack (out2, &p2);
  g_assert_cmpuint (pack1->levels->len, ==, 20);
  g_assert_cmpuint (pack2->levels->len, ==, 20);
  for (guint k = 0; k < 4; k++)
    {
      PfTriLevel *level = g_ptr_array_index (pack1->levels, 16 + k);
      g_autoptr(PfTriLevel) fresh = pf_tri_level_copy (level);
      g_autofree char *id = g_strdup_printf ("level-%02u", 17 + k);
      g_autofree char *title = g_strdup_printf ("Level %u", 17 + k);
      g_autofree char *in_json = g_strdup_printf ("\"level\":\"%s\",\"solvable\":true,"
                                                  "\"moves\":%d,", id, level->figures.moves);

      /* Within ± max (1, 10 %) of its target, and in order of moves. */
      g_assert_cmpint (ABS (level->figures.moves - targets[k]) * 10, <=, MAX (10, targets[k]));
      if (k > 0)
        g_assert_cmpint (level->figures.moves, >=,
                         ((PfTriLevel *) g_ptr_array_index (pack1->levels, 15 + k))->figures.moves);
      /* Unlike the pack and each other. */
      for (guint i = 0; i < 16 + k; i++)
        g_assert_false (pf_tri_level_same_puzzle (level, g_ptr_array_index (pack1->levels, i)));
      /* Its cached figures are those of a fresh solve and analysis. */
      pf_tri_figures_reset (&fresh->figures);
      g_assert_true (pf_tri_level_measure (fresh, 0, NULL, NULL, NULL, NULL));
      g_assert_true (pf_tri_figures_equal (&level->figures, &fresh->figures));
      g_assert_cmpint (level->figures.reachable, >, 0);
      /* An id and a title of its own. */
      g_assert_cmpstr (level->id, ==, id);
      g_assert_cmpstr (level->meta.title, ==, title);
      /* The same seed gives the same pack, whatever the thread count. */
      g_assert_true (pf_tri_level_same_layout (level, g_ptr_array_index (pack2->levels, 16 + k)));
      /* --json prints it as solve --json --analyze does. */
      g_assert_nonnull (strstr (json, in_json));
    }
  g_assert_true (g_str_has_prefix (json, "{\"levels\":[{\"pack\":\"starter\","
                                         "\"level\":\"level-17\""));
  g_assert_nonnull (strstr (json, "\"histogram\":["));
  g_assert_nonnull (strstr (json, "\"difficulty\":"));
}

/* Bad parameters exit 1 with a message naming the option, and leave the
 * file as it was. */
static void
test_bad_parameters (Fixture       *f,
                     gconstpointer  data)
{
  static const struct
  {
    const char *args[6];
    int         status;
    const char *named;
  } cases[] = {
    { { "--count", "0" }, 1, "--count" },
    { { "--count", "3", "--min-moves", "12", "--max-moves", "5" }, 1, "--min-moves" },
    { { "--count", "3", "--from", "no-such-level" }, 1, "no-such-level" },
    { { "--count", "99999999999999999999999" }, 1, "--count" },
    { { "--count", "3", "--min-moves", "0" }, 1, "--min-moves" },
    { { "--count", "3", "--minutes", "0" }, 1, "--minutes" },
    { { "--count", "3", "--curve", "cubic" }, 1, "--curve" },
    { { "--count", "3", "--min-moves", "2", "--min-narrow", "4" }, 1, "4 narrow steps" },
    { { "--count", "3", "--min-narrow", "few" }, 2, "--min-narrow" },
    { { "--count", "many" }, 2, "--count" },
    { { "--min-moves", "3" }, 2, "--count" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *argv[16] = { "build-pack", f->input, "--pack", "starter" };
      g_autofree char *err = NULL;
      guint n = 4;

      for (guint a = 0; a < G_N_ELEMENTS (cases[i].args) && cases[i].args[a] != NULL; a++)
        argv[n++] = cases[i].args[a];
      g_assert_cmpint (polyform_run_argv (NULL, &err, argv), ==, cases[i].status);
      g_assert_nonnull (strstr (err, cases[i].named));
      assert_untouched (f);
    }
}

/* Out of time: what was found is written, the missed targets named. */
static void
test_out_of_time (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *err = NULL;
  g_autoptr(PfProject) project = NULL;
  PfTriPack *pack;

  g_assert_cmpint (polyform_run (NULL, &err, "build-pack", f->input, "--pack", "starter",
                                 "--count", "3", "--min-moves", "1", "--max-moves", "60",
                                 "--minutes", "0.002", NULL), ==, 1);
  g_assert_nonnull (strstr (err, "missed target 3 of 3: 60 moves (54 to 66)"));
  pack = tri_fixture_load_starter_pack (f->input, &project);
  g_assert_cmpuint (pack->levels->len, >=, 16);
  g_assert_cmpuint (pack->levels->len, <, 19);
}

/* --curve steps --minimal --unique: each new level, explained afresh, has
 * no redundant block and one optimal solution, and the levels follow their
 * targets in order, the rest level (the fifth) back at the first one's. */
static void
test_constraints (Fixture       *f,
                  gconstpointer  data)
{
  static const gint targets[6] = { 2, 3, 4, 4, 2, 5 };
  g_autofree char *out = g_build_filename (f->dir, "out.xml", NULL);
  g_autoptr(PfProject) project = NULL;
  PfTriPack *pack;

  g_assert_cmpint (polyform_run (NULL, NULL, "build-pack", f->input, "--pack", "starter",
                                 "--count", "6", "--min-moves", "2", "--max-moves", "5",
                                 "--curve", "steps", "--minimal", "--unique", "--seed", "4",
                                 "--threads", "2", "--minutes", "2", "-o", out, NULL), ==, 0);
  pack = tri_fixture_load_starter_pack (out, &project);
  g_assert_cmpuint (pack->levels->len, ==, 22);
  for (guint k = 0; k < 6; k++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, 16 + k);
      g_autoptr(PfTriExplanation) why = tri_fixture_explain (level);

      g_assert_cmpint (ABS (level->figures.moves - targets[k]), <=, 1);
      g_assert_cmpuint (why->redundant_blocks->len, ==, 0);
      g_assert_cmpuint (why->solutions, ==, 1);
      g_assert_false (why->solutions_capped);
    }
}

/* Out of time with a constraint that makes the middle targets hard: the
 * rest level after them still gets its share of the time and is built. */
static void
test_time_shared (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *err = NULL;
  g_autoptr(PfProject) project = NULL;
  PfTriPack *pack;

  /* Targets 2, 17, 31, 46, 2 (the rest) and 60 moves. */
  g_assert_cmpint (polyform_run (NULL, &err, "build-pack", f->input, "--pack", "starter",
                                 "--count", "6", "--min-moves", "2", "--max-moves", "60",
                                 "--curve", "steps", "--unique", "--threads", "2",
                                 "--minutes", "0.25", NULL), ==, 1);
  g_assert_nonnull (strstr (err, "missed target 6 of 6: 60 moves"));
  g_assert_null (strstr (err, "missed target 1 of 6"));
  g_assert_null (strstr (err, "missed target 5 of 6"));
  pack = tri_fixture_load_starter_pack (f->input, &project);
  g_assert_cmpuint (pack->levels->len, >=, 18);
  g_assert_cmpint (((PfTriLevel *) g_ptr_array_index (pack->levels, pack->levels->len - 1))
                     ->figures.moves, <=, 3);
}

/* Cancels the build once the search reaches the target's range: the
 * level found there is then measured under a cancelled stop. */
static void
cancel_in_range (const PfTriPackTarget  *target,
                 const PfTriGenProgress *progress,
                 gpointer                user_data)
{
  if (progress != NULL && progress->best_moves >= target->low)
    g_cancellable_cancel (user_data);
}

/* Stopped while the level it found is measured, the builder keeps that
 * level with the moves its search found, right by the solver; the stop
 * does not wait for the measurement. From "Two rooms", whose levels are
 * large enough for the measurement to see the stop. */
static void
test_stop_keeps_found (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(PfProject) project = NULL;
  PfTriPack *pack = tri_fixture_load_starter_pack (f->input, &project);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GPtrArray) sources = g_ptr_array_new ();
  g_autoptr(PfTriPackResult) result = NULL;
  g_autoptr(PfTriSolution) solution = NULL;
  g_autoptr(GError) error = NULL;
  PfTriPackParams params;
  PfTriLevel *found;

  g_ptr_array_add (sources, g_ptr_array_index (pack->levels, 8));
  pf_tri_pack_params_init (&params);
  params.count = 1;
  params.min_moves = params.max_moves = 12;
  params.seed = 3;
  params.threads = 2;
  params.cancellable = cancellable;
  params.report = cancel_in_range;
  params.user_data = cancellable;
  result = pf_tri_build_pack (sources, pack->levels, &params, &error);
  g_assert_no_error (error);
  g_assert_true (g_cancellable_is_cancelled (cancellable));
  g_assert_cmpuint (result->levels->len, ==, 1);
  found = g_ptr_array_index (result->levels, 0);
  g_assert_cmpint (found->figures.moves, >=, 11);
  g_assert_cmpint (found->figures.moves, <=, 13);
  g_assert_cmpfloat (found->figures.difficulty, <, 0);
  g_assert_nonnull (strstr (found->meta.notes, "12-move target"));
  solution = pf_tri_solver_solve_level (found, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (solution->status, ==, PF_TRI_SOLVE_SOLVED);
  g_assert_cmpint (solution->moves, ==, found->figures.moves);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/tri-build-pack/properties", Fixture, NULL, fixture_set_up, test_build_pack,
              fixture_tear_down);
  g_test_add ("/tri-build-pack/bad-parameters", Fixture, NULL, fixture_set_up,
              test_bad_parameters, fixture_tear_down);
  g_test_add ("/tri-build-pack/constraints", Fixture, NULL, fixture_set_up, test_constraints,
              fixture_tear_down);
  g_test_add ("/tri-build-pack/out-of-time", Fixture, NULL, fixture_set_up, test_out_of_time,
              fixture_tear_down);
  g_test_add ("/tri-build-pack/stop-keeps-found", Fixture, NULL, fixture_set_up,
              test_stop_keeps_found, fixture_tear_down);
  g_test_add ("/tri-build-pack/time-shared", Fixture, NULL, fixture_set_up, test_time_shared,
              fixture_tear_down);
  return g_test_run ();
}

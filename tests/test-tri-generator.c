/* test-tri-generator.c: mutation and layout generators
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-tri-generator.h"
#include "pf-tri-layout.h"

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

static PfTriLevel *
generate (guint           threads,
          PfTriSolution **sol)
{
  g_autoptr(PfTriLevel) source = room_level ();
  g_autoptr(GError) error = NULL;
  PfTriGenParams params;
  PfTriLevel *made;

  pf_tri_gen_params_init (&params);
  params.seed = 42;
  params.trials = 12;
  params.rounds = 6;
  params.threads = threads;
  params.max_states = 200000;
  made = pf_tri_generate (source, &params, sol, &error);
  g_assert_no_error (error);
  return made;
}

static void
test_generator_threads (void)
{
  PfTriSolution *sol1 = NULL, *sol2 = NULL;
  g_autoptr(PfTriLevel) one = generate (1, &sol1);
  g_autoptr(PfTriLevel) two = generate (2, &sol2);
  g_autoptr(PfTriSolution) check = NULL;

  g_assert_true (pf_tri_level_same_puzzle (one, two));
  g_assert_cmpuint (one->n_blocks, ==, two->n_blocks);
  g_assert_cmpmem (one->blocks, sizeof one->blocks, two->blocks, sizeof two->blocks);
  g_assert_cmpint (sol1->moves, ==, sol2->moves);

  /* Harder than the one-move source, solvable, with true figures. */
  g_assert_cmpint (one->figures.moves, >, 1);
  check = pf_tri_solver_solve_level (one, 0, NULL);
  g_assert_cmpint (check->status, ==, PF_TRI_SOLVE_SOLVED);
  g_assert_cmpint (check->moves, ==, one->figures.moves);
  g_assert_cmpint (check->steps, ==, one->figures.steps);
  g_test_message ("generated %d moves with %u blocks", one->figures.moves, one->n_blocks);
  pf_tri_solution_free (sol1);
  pf_tri_solution_free (sol2);
}

static void
test_generator_seed_changes_output (void)
{
  g_autoptr(PfTriLevel) source = room_level ();
  g_autoptr(PfTriLevel) a = NULL;
  g_autoptr(PfTriLevel) b = NULL;
  PfTriGenParams params;

  pf_tri_gen_params_init (&params);
  params.trials = 8;
  params.rounds = 3;
  params.seed = 1;
  a = pf_tri_generate (source, &params, NULL, NULL);
  params.seed = 2;
  b = pf_tri_generate (source, &params, NULL, NULL);
  g_assert_false (pf_tri_level_same_puzzle (a, b));
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
      g_assert_true (pf_tri_level_same_puzzle (level, again));
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
  g_test_add_func ("/tri-generator/threads", test_generator_threads);
  g_test_add_func ("/tri-generator/seed", test_generator_seed_changes_output);
  g_test_add_func ("/tri-generator/layout", test_layout);
  return g_test_run ();
}

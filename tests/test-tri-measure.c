/* test-tri-measure.c: a level solved, analysed and turned into its figures in one call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "document-fixtures.h"
#include "pf-error.h"
#include "pf-project.h"
#include "pf-tri-level-edit.h"
#include "pf-tri-measure.h"

/* A copy of a level of the example pack. */
static PfTriLevel *
starter_level (const char *id)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTriLevel *level = pf_tri_pack_find_level (pf_project_find_pack (project, "starter"), id);

  g_assert_nonnull (level);
  return pf_tri_level_copy (level);
}

static void
options_for (PfTriMeasureOptions *options,
             guint64              max_states,
             gboolean             analyze)
{
  pf_tri_measure_options_init (options);
  options->max_states = max_states;
  options->analyze = analyze;
}

/* The same figures as the solver and the analysis give one by one. */
static void
test_measure_figures (void)
{
  g_autoptr(PfTriLevel) level = starter_level ("level-09");
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
  g_autoptr(PfTriSolution) solution = NULL;
  g_autoptr(PfTriAnalysis) analysis = NULL;
  g_auto(PfTriMeasure) measure = { 0 };
  g_autoptr(GError) error = NULL;
  PfTriMeasureOptions options;
  PfTriFigures expected;

  solution = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL, NULL,
                                  &error);
  g_assert_no_error (error);
  analysis = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  pf_tri_analysis_to_figures (analysis, solution, &expected);

  options_for (&options, 0, TRUE);
  g_assert_true (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_no_error (error);
  g_assert_cmpint (measure.solution->status, ==, PF_TRI_SOLVE_SOLVED);
  g_assert_cmpint (measure.solution->moves, ==, 8);
  g_assert_cmpuint (measure.solution->solution->len, ==, 8);
  g_assert_nonnull (measure.analysis);
  g_assert_cmpuint (pf_tri_analysis_get_reachable (measure.analysis), ==, 14124);
  g_assert_true (pf_tri_figures_equal (&measure.figures, &expected));
  g_assert_cmpint (measure.figures.moves, ==, 8);
  g_assert_cmpint (measure.figures.steps, ==, 17);
  g_assert_cmpint (measure.figures.reachable, ==, 14124);

  /* Solving alone: the moves and steps, nothing of the analysis. */
  options_for (&options, 0, FALSE);
  g_assert_true (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_no_error (error);
  g_assert_null (measure.analysis);
  g_assert_cmpint (measure.figures.moves, ==, 8);
  g_assert_cmpint (measure.figures.steps, ==, 17);
  g_assert_cmpint (measure.figures.reachable, ==, -1);
  g_assert_cmpfloat (measure.figures.difficulty, <, 0);

  /* More threads, the same figures. */
  options_for (&options, 0, TRUE);
  options.n_threads = 2;
  g_assert_true (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_true (pf_tri_figures_equal (&measure.figures, &expected));
}

/* A budget the solver runs out of is an error that keeps what it found. */
static void
test_measure_solver_budget (void)
{
  g_autoptr(PfTriLevel) level = starter_level ("level-09");
  g_auto(PfTriMeasure) measure = { 0 };
  g_autoptr(GError) error = NULL;
  PfTriMeasureOptions options;

  options_for (&options, 100, FALSE);
  g_assert_false (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
  g_assert_nonnull (measure.solution);
  g_assert_cmpint (measure.solution->status, ==, PF_TRI_SOLVE_GAVE_UP);
  g_assert_cmpuint (measure.solution->explored, ==, 100);
  g_assert_cmpint (measure.figures.moves, ==, -1);
  g_assert_null (measure.analysis);
  g_clear_error (&error);

  /* The analysis runs out too: its error, and nothing known. */
  options_for (&options, 100, TRUE);
  g_assert_false (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
  g_assert_cmpint (measure.solution->status, ==, PF_TRI_SOLVE_GAVE_UP);
  g_assert_null (measure.analysis);
  g_assert_cmpint (measure.figures.moves, ==, -1);
  g_assert_cmpint (measure.figures.reachable, ==, -1);
}

/* The solver finds the way within the budget, the analysis does not: the
 * solution and its figures stay. */
static void
test_measure_analysis_budget (void)
{
  g_autoptr(PfTriLevel) level = starter_level ("level-16");
  g_auto(PfTriMeasure) measure = { 0 };
  g_autoptr(GError) error = NULL;
  PfTriMeasureOptions options;
  guint64 explored;

  options_for (&options, 0, FALSE);
  g_assert_true (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  explored = measure.solution->explored;

  options_for (&options, explored, TRUE);
  g_assert_false (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
  g_assert_cmpint (measure.solution->status, ==, PF_TRI_SOLVE_SOLVED);
  g_assert_null (measure.analysis);
  g_assert_cmpint (measure.figures.moves, ==, 34);
  g_assert_cmpint (measure.figures.steps, ==, 68);
  g_assert_cmpint (measure.figures.reachable, ==, -1);
  g_assert_cmpfloat (measure.figures.difficulty, <, 0);
}

/* An unsolvable level whose component is exactly the budget: the solver
 * stops there, the analysis proves it unsolvable. */
static void
test_measure_unsolvable_at_budget (void)
{
  g_autoptr(PfTriLevel) level = pf_tri_level_new_room ("room");
  g_auto(PfTriMeasure) measure = { 0 };
  g_autoptr(GError) error = NULL;
  PfTriMeasureOptions options;
  guint64 reachable;

  /* A fourth goal triangle: the key of three can never cover them all. */
  pf_tri_mask_set (&level->goals, pf_tri_index (8, 6, PF_TRI_UP), TRUE);
  options_for (&options, 0, TRUE);
  g_assert_true (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_no_error (error);
  g_assert_cmpint (measure.solution->status, ==, PF_TRI_SOLVE_UNSOLVABLE);
  g_assert_cmpint (measure.figures.moves, ==, -2);
  g_assert_cmpint (measure.figures.solved_states, ==, 0);
  reachable = measure.figures.reachable;
  g_assert_cmpint (reachable, >, 1);

  options_for (&options, reachable, TRUE);
  g_assert_true (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_no_error (error);
  g_assert_cmpint (measure.solution->status, ==, PF_TRI_SOLVE_GAVE_UP);
  g_assert_nonnull (measure.analysis);
  g_assert_cmpint (measure.figures.moves, ==, -2);
  g_assert_cmpint (measure.figures.reachable, ==, reachable);
}

static void
on_progress (guint64  explored,
             guint    depth,
             gpointer user_data)
{
  guint *calls = user_data;

  g_assert_cmpuint (explored, >, 0);
  (*calls)++;
}

static void
test_measure_progress (void)
{
  g_autoptr(PfTriLevel) level = starter_level ("level-16");
  g_auto(PfTriMeasure) measure = { 0 };
  g_autoptr(GError) error = NULL;
  PfTriMeasureOptions options;
  guint solve_calls = 0, all_calls = 0;

  options_for (&options, 0, FALSE);
  g_assert_true (pf_tri_measure_level (level, &options, NULL, on_progress, &solve_calls,
                                       &measure, &error));
  g_assert_cmpuint (solve_calls, >, 0);
  /* The analysis reports too, after the solver. */
  options_for (&options, 0, TRUE);
  g_assert_true (pf_tri_measure_level (level, &options, NULL, on_progress, &all_calls,
                                       &measure, &error));
  g_assert_cmpuint (all_calls, >, solve_calls);
}

static void
test_measure_cancelled (void)
{
  g_autoptr(PfTriLevel) level = starter_level ("level-16");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_auto(PfTriMeasure) measure = { 0 };
  g_autoptr(GError) error = NULL;
  PfTriMeasureOptions options;

  g_cancellable_cancel (cancellable);
  options_for (&options, 0, TRUE);
  g_assert_false (pf_tri_measure_level (level, &options, cancellable, NULL, NULL, &measure,
                                        &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (measure.solution);
  g_assert_null (measure.analysis);
  g_assert_cmpint (measure.figures.moves, ==, -1);
}

/* A level the rules refuse (a block on a wall) is an error; nothing is measured. */
static void
test_measure_refused (void)
{
  g_autoptr(PfTriLevel) level = pf_tri_level_new_room ("room");
  g_autoptr(PfTriMeasure) measure = pf_tri_measure_new ();
  g_autoptr(GError) error = NULL;
  PfTriMeasureOptions options;

  pf_tri_mask_set (&level->walls, level->blocks[0].first, TRUE);
  options_for (&options, 0, TRUE);
  g_assert_false (pf_tri_measure_level (level, &options, NULL, NULL, NULL, measure, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_null (measure->solution);
  g_assert_null (measure->analysis);
  g_assert_cmpint (measure->figures.moves, ==, -1);
}

/* A draft (no key block, or no goal) has no solved state: unsolvable, never an error. */
static void
test_measure_draft (void)
{
  g_autoptr(PfTriLevel) no_key = pf_tri_level_new_room ("no-key");
  g_autoptr(PfTriLevel) no_goal = pf_tri_level_new_room ("no-goal");
  g_autoptr(PfTriLevel) empty = pf_tri_level_new ("empty");
  PfTriLevel *drafts[] = { no_key, no_goal, empty };
  PfTriMeasureOptions options;

  no_key->blocks[0].key = FALSE;
  memset (&no_goal->goals, 0, sizeof no_goal->goals);
  for (guint i = 0; i < G_N_ELEMENTS (drafts); i++)
    for (int analyze = 0; analyze < 2; analyze++)
      {
        g_auto(PfTriMeasure) measure = { 0 };
        g_autoptr(GError) error = NULL;

        options_for (&options, 1000, analyze);
        g_assert_true (pf_tri_measure_level (drafts[i], &options, NULL, NULL, NULL, &measure,
                                             &error));
        g_assert_no_error (error);
        g_assert_cmpint (measure.solution->status, ==, PF_TRI_SOLVE_UNSOLVABLE);
        g_assert_cmpint (measure.solution->moves, ==, -1);
        g_assert_cmpuint (measure.solution->explored, >=, 1);
        g_assert_cmpuint (measure.solution->solution->len, ==, 0);
        g_assert_cmpint (measure.figures.moves, ==, -2);
        g_assert_true ((measure.analysis != NULL) == analyze);
        if (analyze)
          {
            g_assert_cmpuint (pf_tri_analysis_get_solved_states (measure.analysis), ==, 0);
            g_assert_cmpint (pf_tri_analysis_get_max_distance (measure.analysis), ==, -1);
            g_assert_cmpint (measure.figures.reachable, >=, 1);
          }
      }
}

/* The generators' helper stores the figures in the level. */
static void
test_level_measure (void)
{
  g_autoptr(PfTriLevel) level = starter_level ("level-09");
  g_autoptr(PfTriSolution) solution = NULL;
  g_autoptr(PfTriAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  PfTriFigures before;

  pf_tri_figures_reset (&level->figures);
  g_assert_true (pf_tri_level_measure (level, 0, NULL, &solution, &analysis, &error));
  g_assert_no_error (error);
  g_assert_cmpint (level->figures.moves, ==, 8);
  g_assert_cmpint (level->figures.reachable, ==, 14124);
  g_assert_cmpint (solution->moves, ==, 8);
  g_assert_nonnull (analysis);

  /* Over the budget: an error, and the level keeps its figures. */
  before = level->figures;
  g_assert_false (pf_tri_level_measure (level, 100, NULL, NULL, NULL, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
  g_assert_true (pf_tri_figures_equal (&level->figures, &before));
}

/* A level a stopped search left with its moves and states only takes the
 * figures measured of it elsewhere; not those of another level, and a
 * measured level keeps its own. */
static void
test_figures_complete (void)
{
  g_autoptr(PfTriLevel) level = starter_level ("level-09");
  g_autoptr(PfTriLevel) other = starter_level ("level-10");
  PfTriFigures measured, stopped, before;

  g_assert_true (pf_tri_level_measure (level, 0, NULL, NULL, NULL, NULL));
  g_assert_true (pf_tri_level_measure (other, 0, NULL, NULL, NULL, NULL));
  measured = level->figures;
  pf_tri_figures_reset (&stopped);
  stopped.moves = measured.moves;
  stopped.reachable = measured.reachable;

  before = stopped;
  g_assert_false (pf_tri_figures_complete (&stopped, &other->figures));
  g_assert_true (pf_tri_figures_equal (&stopped, &before));
  g_assert_true (pf_tri_figures_complete (&stopped, &measured));
  g_assert_true (pf_tri_figures_equal (&stopped, &measured));
  g_assert_cmpint (stopped.steps, ==, 17);

  /* Measured already: kept, even against other figures of the same moves. */
  before = stopped;
  measured.difficulty += 1;
  g_assert_false (pf_tri_figures_complete (&stopped, &measured));
  g_assert_true (pf_tri_figures_equal (&stopped, &before));
}

/* level-09's three blocks that can go are taken away, one at a time, each
 * keeping the moves; the deletions, replayed, give the same level; every
 * block of the result matters. */
static void
test_make_minimal (void)
{
  g_autoptr(PfTriLevel) level = starter_level ("level-09");
  g_autoptr(PfTriLevel) before = pf_tri_level_copy (level);
  g_autoptr(GArray) deleted = g_array_new (FALSE, FALSE, sizeof (guint));
  g_auto(PfTriMeasure) measure = { 0 };
  g_auto(PfTriMeasure) again = { 0 };
  PfTriMeasureOptions options;

  pf_tri_measure_options_init (&options);
  options.max_states = 2000000;
  g_assert_true (pf_tri_level_make_minimal (level, &options, NULL, &measure, deleted, NULL));
  g_assert_cmpuint (deleted->len, >=, 1);
  g_assert_cmpuint (level->n_blocks, ==, before->n_blocks - deleted->len);
  g_assert_nonnull (measure.explanation);
  g_assert_cmpuint (measure.explanation->redundant_blocks->len, ==, 0);
  g_assert_cmpint (measure.figures.moves, ==, before->figures.moves);

  for (guint i = 0; i < deleted->len; i++)
    g_assert_true (pf_tri_level_delete_block (before, g_array_index (deleted, guint, i), NULL));
  g_assert_true (pf_tri_level_same_layout (before, level));

  /* Minimal already: nothing to take away. */
  g_array_set_size (deleted, 0);
  g_assert_true (pf_tri_level_make_minimal (level, &options, NULL, &again, deleted, NULL));
  g_assert_cmpuint (deleted->len, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tri/measure/figures", test_measure_figures);
  g_test_add_func ("/tri/measure/solver-budget", test_measure_solver_budget);
  g_test_add_func ("/tri/measure/analysis-budget", test_measure_analysis_budget);
  g_test_add_func ("/tri/measure/unsolvable-at-budget", test_measure_unsolvable_at_budget);
  g_test_add_func ("/tri/measure/progress", test_measure_progress);
  g_test_add_func ("/tri/measure/cancelled", test_measure_cancelled);
  g_test_add_func ("/tri/measure/refused", test_measure_refused);
  g_test_add_func ("/tri/measure/draft", test_measure_draft);
  g_test_add_func ("/tri/measure/level", test_level_measure);
  g_test_add_func ("/tri/measure/figures-complete", test_figures_complete);
  g_test_add_func ("/tri/measure/make-minimal", test_make_minimal);
  return g_test_run ();
}

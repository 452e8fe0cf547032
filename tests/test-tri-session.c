/* test-tri-session.c: a level being played and analysed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-project.h"
#include "pf-tri-session.h"
#include "test-files.h"

/* A level of the bundled example; the caller frees it. */
static PfTriLevel *
example_level (const char *id)
{
  g_autofree char *path = test_starter_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(PfProject) project = pf_project_load (file, NULL);
  PfTriPack *pack;

  g_assert_nonnull (project);
  pack = g_ptr_array_index (pf_project_get_packs (project), 0);
  return pf_tri_level_copy (pf_tri_pack_find_level (pack, id));
}

static void
on_analyzed (PfTriSession *session,
             const GError *error,
             gpointer      user_data)
{
  GError **out = user_data;

  *out = error != NULL ? g_error_copy (error)
                       : g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NONE, "done");
}

/* Analyses within @max_states (0: no budget) and waits; returns the error,
 * or NULL on success. */
static GError *
analyze_within_and_wait (PfTriSession *session,
                         guint64       max_states)
{
  GError *result = NULL;
  gulong handler = g_signal_connect (session, "analyzed", G_CALLBACK (on_analyzed), &result);
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  pf_tri_session_analyze (session, max_states);
  g_assert_true (pf_tri_session_is_busy (session));
  while (result == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (session, handler);
  g_assert_nonnull (result);
  g_assert_false (pf_tri_session_is_busy (session));
  if (g_error_matches (result, G_IO_ERROR, G_IO_ERROR_NONE))
    g_clear_error (&result);
  return result;
}

static GError *
analyze_and_wait (PfTriSession *session)
{
  return analyze_within_and_wait (session, 0);
}

static void
count_changes (PfTriSession *session,
               guint        *n)
{
  (*n)++;
}

/* Moves, undo and restart; a drag ends as the move it made. */
static void
test_play (void)
{
  g_autoptr(PfTriLevel) level = example_level ("level-02");
  g_autoptr(PfTriSession) session = pf_tri_session_new ();
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
  guint64 start, after;
  PfTriMove move;
  guint n, changes = 0;

  g_signal_connect (session, "changed", G_CALLBACK (count_changes), &changes);
  pf_tri_session_set_level (session, level);
  g_assert_cmpuint (changes, ==, 1);
  g_assert_nonnull (pf_tri_session_get_rules (session));
  start = pf_tri_session_get_state (session);
  g_assert_false (pf_tri_session_has_moved (session));

  n = pf_tri_rules_successors (pf_tri_session_get_rules (session), start, edges);
  g_assert_cmpuint (n, >, 0);
  g_assert_true (pf_tri_session_play (session, &edges[0].move));
  g_assert_cmpuint (pf_tri_session_get_state (session), ==, edges[0].state);
  g_assert_cmpuint (pf_tri_session_get_move_count (session), ==, 1);
  g_assert_true (pf_tri_session_has_moved (session));

  /* An illegal move changes nothing. */
  move.block = 15;
  move.dir = 1;
  move.steps = 1;
  g_assert_false (pf_tri_session_play (session, &move));
  g_assert_cmpuint (pf_tri_session_get_move_count (session), ==, 1);

  /* As the views' play-move actions carry a move: a variant of the wrong
   * type, a direction of 2 or no steps are refused; a legal one is played
   * and taken back. */
  g_assert_false (pf_tri_session_play_variant (session, g_variant_new ("(uu)", 0, 1)));
  g_assert_false (pf_tri_session_play_variant (session, g_variant_new ("(uiu)", 0, 2, 1)));
  g_assert_false (pf_tri_session_play_variant (session, g_variant_new ("(uiu)", 0, 1, 0)));
  g_assert_cmpuint (pf_tri_session_get_move_count (session), ==, 1);
  g_assert_true (pf_tri_session_undo_move (session));
  g_assert_true (pf_tri_session_play_variant (session,
                                              g_variant_new ("(uiu)", edges[0].move.block,
                                                             edges[0].move.dir,
                                                             edges[0].move.steps)));
  g_assert_cmpuint (pf_tri_session_get_state (session), ==, edges[0].state);

  g_assert_true (pf_tri_session_undo_move (session));
  g_assert_cmpuint (pf_tri_session_get_state (session), ==, start);
  g_assert_false (pf_tri_session_undo_move (session));

  /* A drag of a whole step and a bit: the position follows whole steps, and
   * the drag ends as one move of the block, which leaves the position as it
   * was until it is played. */
  move = edges[0].move;
  pf_tri_session_drag (session, move.block, move.dir * (move.steps + 0.2));
  g_assert_cmpint (pf_tri_session_get_drag_block (session), ==, move.block);
  g_assert_true (pf_tri_rules_apply (pf_tri_session_get_rules (session), start, &move, &after));
  g_assert_cmpuint (pf_tri_session_get_state (session), ==, after);
  {
    PfTriMove made;

    g_assert_true (pf_tri_session_end_drag (session, &made));
    g_assert_cmpuint (made.block, ==, move.block);
    g_assert_cmpint (made.dir, ==, move.dir);
    g_assert_cmpuint (made.steps, ==, move.steps);
    g_assert_cmpuint (pf_tri_session_get_state (session), ==, start);
    g_assert_cmpint (pf_tri_session_get_drag_block (session), ==, -1);
    g_assert_true (pf_tri_session_play (session, &made));
  }
  pf_tri_session_restart (session);
  g_assert_cmpuint (pf_tri_session_get_state (session), ==, start);
  g_assert_cmpuint (pf_tri_session_get_move_count (session), ==, 0);
}

/* The analysis gives the figures of the real solver and the explanation;
 * the plan plays the level to a solved position in the optimal number of
 * moves. */
static void
test_analyze (void)
{
  g_autoptr(PfTriLevel) level = example_level ("level-07");
  g_autoptr(PfTriSession) session = pf_tri_session_new ();
  g_autoptr(PfTriSolution) solution = pf_tri_solver_solve_level (level, 0, NULL);
  PfTriFigures figures;
  PfTriMove next;
  guint moves = 0;

  pf_tri_session_set_level (session, level);
  g_assert_false (pf_tri_session_get_figures (session, &figures));
  g_assert_null (analyze_and_wait (session));
  g_assert_nonnull (pf_tri_session_get_analysis (session));
  g_assert_true (pf_tri_session_get_figures (session, &figures));
  g_assert_cmpint (figures.moves, ==, solution->moves);
  g_assert_cmpint (figures.reachable, >, 0);
  g_assert_cmpint (pf_tri_session_get_distance (session), ==, solution->moves);
  g_assert_nonnull (pf_tri_session_get_explanation (session));
  g_assert_cmpuint (pf_tri_session_get_explanation (session)->solutions, >=, 1);
  g_assert_true (pf_tri_session_get_measure (session)->explanation ==
                 pf_tri_session_get_explanation (session));
  g_assert_false (pf_tri_session_get_measure (session)->over_budget);

  while (!pf_tri_session_is_solved (session) && moves < 100)
    {
      g_assert_cmpuint (pf_tri_session_plan (session, &next, 1), ==, 1);
      g_assert_true (pf_tri_session_play (session, &next));
      moves++;
    }
  g_assert_cmpuint (moves, ==, (guint) solution->moves);
  g_assert_cmpint (pf_tri_session_get_distance (session), ==, 0);

  /* Stepping forward plays the same optimal moves. */
  pf_tri_session_restart (session);
  for (moves = 0; pf_tri_session_step_forward (session) && moves < 100; moves++)
    ;
  g_assert_true (pf_tri_session_is_solved (session));
  g_assert_cmpuint (moves, ==, (guint) solution->moves);
}

/* An edit drops the results and goes back to the start; undoing the edit
 * brings the results back without a new analysis. A change of title keeps
 * them and the position. */
static void
test_results_follow_the_puzzle (void)
{
  g_autoptr(PfTriLevel) level = example_level ("level-03");
  g_autoptr(PfTriLevel) edited = pf_tri_level_copy (level);
  g_autoptr(PfTriLevel) renamed = pf_tri_level_copy (level);
  g_autoptr(PfTriSession) session = pf_tri_session_new ();
  PfTriMove next;

  pf_tri_session_set_level (session, level);
  g_assert_null (analyze_and_wait (session));
  g_assert_cmpuint (pf_tri_session_plan (session, &next, 1), ==, 1);
  g_assert_true (pf_tri_session_play (session, &next));

  g_free (renamed->meta.title);
  renamed->meta.title = g_strdup ("Another title");
  pf_tri_session_set_level (session, renamed);
  g_assert_nonnull (pf_tri_session_get_analysis (session));
  g_assert_cmpuint (pf_tri_session_get_move_count (session), ==, 1);
  g_assert_cmpstr (pf_tri_session_get_level (session)->meta.title, ==, "Another title");

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&edited->walls, t) && pf_tri_level_block_at (edited, t) < 0 &&
        !pf_tri_mask_get (&edited->goals, t))
      {
        pf_tri_mask_set (&edited->walls, t, TRUE);
        break;
      }
  pf_tri_session_set_level (session, edited);
  g_assert_null (pf_tri_session_get_analysis (session));
  g_assert_null (pf_tri_session_get_explanation (session));
  g_assert_null (pf_tri_session_get_measure (session));
  g_assert_null (pf_tri_session_get_solution (session));
  g_assert_cmpuint (pf_tri_session_get_move_count (session), ==, 0);

  pf_tri_session_set_level (session, level);
  g_assert_nonnull (pf_tri_session_get_analysis (session));
  g_assert_nonnull (pf_tri_session_get_explanation (session));
  g_assert_false (pf_tri_session_is_busy (session));
}

/* A cancelled analysis ends with PF_ERROR_CANCELLED and no results. */
static void
test_cancel (void)
{
  g_autoptr(PfTriLevel) level = example_level ("level-16");
  g_autoptr(PfTriSession) session = pf_tri_session_new ();
  GError *result = NULL;
  gulong handler;

  pf_tri_session_set_level (session, level);
  handler = g_signal_connect (session, "analyzed", G_CALLBACK (on_analyzed), &result);
  pf_tri_session_analyze (session, 0);
  pf_tri_session_cancel (session);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (session, handler);
  /* A small level may finish before the cancel is seen. */
  if (!g_error_matches (result, G_IO_ERROR, G_IO_ERROR_NONE))
    {
      g_assert_error (result, PF_ERROR, PF_ERROR_CANCELLED);
      g_assert_null (pf_tri_session_get_analysis (session));
    }
  g_clear_error (&result);
  g_assert_false (pf_tri_session_is_busy (session));
}

/* Analyze with a budget the level's states pass stops there and says so
 * as it is: not as a live run over its budget, which Analyze would take
 * further. */
static void
test_full_analysis_over_budget (void)
{
  g_autoptr(PfTriLevel) level = example_level ("level-09");
  g_autoptr(PfTriSession) session = pf_tri_session_new ();
  g_autoptr(GError) error = NULL;
  const char *problem;

  pf_tri_session_set_live (session, 100);
  pf_tri_session_set_level (session, level);
  while (pf_tri_session_is_busy (session))
    g_main_context_iteration (NULL, TRUE);
  problem = pf_tri_session_get_problem (session);
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem, "Analyze (F6)"));

  /* level-09 has 14,124 states; its solve explores 6,050 of them. */
  error = analyze_within_and_wait (session, 10000);
  g_assert_no_error (error);
  problem = pf_tri_session_get_problem (session);
  g_assert_nonnull (problem);
  g_test_message ("problem: %s", problem);
  g_assert_nonnull (strstr (problem, "The analysis stopped at"));
  g_assert_null (strstr (problem, "F6"));

  /* With too little for the solve, it says it gave up there. */
  g_clear_error (&error);
  error = analyze_within_and_wait (session, 2000);
  g_assert_no_error (error);
  problem = pf_tri_session_get_problem (session);
  g_assert_nonnull (strstr (problem, "Gave up after"));
  g_assert_null (strstr (problem, "F6"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tri-session/play", test_play);
  g_test_add_func ("/tri-session/analyze", test_analyze);
  g_test_add_func ("/tri-session/results-follow-the-puzzle", test_results_follow_the_puzzle);
  g_test_add_func ("/tri-session/cancel", test_cancel);
  g_test_add_func ("/tri-session/full-analysis-over-budget", test_full_analysis_over_budget);
  return g_test_run ();
}

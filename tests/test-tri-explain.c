/* test-tri-explain.c: why a level is as hard as it is: solutions, redundant blocks, narrow steps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-tri-explain.h"
#include "pf-tri-measure.h"
#include "test-files.h"
#include "tri-fixtures.h"

static PfTriExplanation *
explain (const PfTriLevel *level,
         guint64           max_states)
{
  g_auto(PfTriMeasure) measure = { 0 };
  g_autoptr(GError) error = NULL;
  PfTriMeasureOptions options;

  pf_tri_measure_options_init (&options);
  options.explain = TRUE;
  options.max_states = max_states;
  g_assert_true (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_no_error (error);
  g_assert_nonnull (measure.analysis);
  g_assert_nonnull (measure.explanation);
  return g_steal_pointer (&measure.explanation);
}

static void
assert_indices (const GArray *indices,
                const guint  *expected,
                guint         n)
{
  g_assert_cmpuint (indices->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (g_array_index (indices, guint, i), ==, expected[i]);
}

static PfTriAnalysis *
analyze (const PfTriRules *rules)
{
  g_autoptr(GError) error = NULL;
  PfTriAnalysis *analysis = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL,
                                            NULL, &error);

  g_assert_no_error (error);
  return analysis;
}

/* The move sequences of exactly @depth moves from @state that end solved. */
static guint64
count_sequences (const PfTriRules *rules,
                 guint64           state,
                 guint             depth)
{
  g_autofree PfTriEdge *edges = NULL;
  guint64 count = 0;
  guint n;

  if (depth == 0)
    return pf_tri_rules_is_solved (rules, state);
  edges = g_new (PfTriEdge, PF_TRI_MAX_SUCCESSORS);
  n = pf_tri_rules_successors (rules, state, edges);
  for (guint e = 0; e < n; e++)
    count += count_sequences (rules, edges[e].state, depth - 1);
  return count;
}

/* Level-02 by hand: the V block across the key's row goes down one step,
 * or up one or two (the key then pushes it out of the way), and then the
 * key drives home in one move: 3 solutions; the key's move is the only
 * one that finishes, and the V block is needed. */
static void
test_explain_by_hand (void)
{
  g_autoptr(PfTriLevel) level02 = tri_fixture_starter_level ("level-02");
  g_autoptr(PfTriLevel) level01 = tri_fixture_starter_level ("level-01");
  g_autoptr(PfTriExplanation) several = explain (level02, 0);
  g_autoptr(PfTriExplanation) unique = NULL;
  g_autoptr(PfTriExplanation) one_redundant = NULL;
  static const guint narrow_02[] = { 1 };
  static const guint redundant_01[] = { 1, 2 };
  static const guint first[] = { 0 };
  static const guint second[] = { 1 };

  g_assert_cmpuint (several->solutions, ==, 3);
  g_assert_false (several->solutions_capped);
  assert_indices (several->redundant_blocks, NULL, 0);
  assert_indices (several->narrow_steps, narrow_02, 1);

  /* Level-01: one move, and "the other blocks are not in the way". */
  unique = explain (level01, 0);
  g_assert_cmpuint (unique->solutions, ==, 1);
  assert_indices (unique->redundant_blocks, redundant_01, 2);
  assert_indices (unique->narrow_steps, first, 1);
  g_assert_true (pf_tri_explanation_is_redundant (unique, 2));
  g_assert_false (pf_tri_explanation_is_redundant (unique, 0));

  /* Without its third block, exactly one block is redundant. */
  level01->n_blocks = 2;
  one_redundant = explain (level01, 0);
  g_assert_cmpuint (one_redundant->solutions, ==, 1);
  assert_indices (one_redundant->redundant_blocks, second, 1);
}

/* n blockers that each move once, in any order, each in one of three
 * ways, then the key: n! · 3^n solutions, every block needed, and only
 * the key's last move narrow. */
static void
test_explain_counted (void)
{
  static const struct { guint blockers; guint64 solutions; gboolean capped; } cases[] = {
    { 0, 1, FALSE },
    { 1, 3, FALSE },
    { 4, 24 * 81, FALSE },
    { 6, 720 * 729, FALSE },
    { 7, PF_TRI_SOLUTIONS_CAP, TRUE },   /* 5040 · 2187 = 11,022,480 */
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(PfTriLevel) level = tri_fixture_blocked_corridor (cases[c].blockers);
      g_autoptr(PfTriExplanation) e = explain (level, 0);
      guint last = cases[c].blockers;

      g_test_message ("%u blockers", cases[c].blockers);
      g_assert_cmpuint (e->solutions, ==, cases[c].solutions);
      g_assert_cmpint (e->solutions_capped, ==, cases[c].capped);
      assert_indices (e->redundant_blocks, NULL, 0);
      assert_indices (e->narrow_steps, &last, 1);
    }
}

/* Every example level of at most three moves, against brute force: every
 * move sequence of the optimal length counted, the moves before each
 * solution move that still reach the goal in time, and each block taken
 * away and the rest solved by the solver. */
static void
test_explain_brute_force (void)
{
  guint checked = 0;

  for (guint k = 1; k <= 16; k++)
    {
      g_autofree char *id = g_strdup_printf ("level-%02u", k);
      g_autoptr(PfTriLevel) level = tri_fixture_starter_level (id);
      g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
      g_autoptr(PfTriSolution) solution = pf_tri_solver_solve_level (level, 0, NULL);
      g_autoptr(PfTriExplanation) e = NULL;
      g_autofree PfTriEdge *edges = g_new (PfTriEdge, PF_TRI_MAX_SUCCESSORS);
      guint64 state = pf_tri_rules_get_start (rules);
      guint d = solution->moves;

      if (solution->status != PF_TRI_SOLVE_SOLVED || d > 3)
        continue;
      checked++;
      e = explain (level, 0);
      g_assert_cmpuint (e->solutions, ==, count_sequences (rules, state, d));

      for (guint i = 0; i < d; i++)
        {
          const PfTriMove *move = &g_array_index (solution->solution, PfTriMove, i);
          guint n = pf_tri_rules_successors (rules, state, edges), nearer = 0;
          gboolean listed = FALSE;

          for (guint m = 0; m < n; m++)
            nearer += count_sequences (rules, edges[m].state, d - i - 1) > 0;
          for (guint j = 0; j < e->narrow_steps->len; j++)
            listed |= g_array_index (e->narrow_steps, guint, j) == i;
          g_assert_cmpint (listed, ==, nearer == 1);
          g_assert_true (pf_tri_rules_apply (rules, state, move, &state));
        }

      for (guint b = 0; b < level->n_blocks; b++)
        {
          g_autoptr(PfTriLevel) without = pf_tri_level_copy (level);
          g_autoptr(PfTriSolution) other = NULL;

          for (guint j = b; j + 1 < level->n_blocks; j++)
            without->blocks[j] = level->blocks[j + 1];
          without->n_blocks--;
          other = pf_tri_solver_solve_level (without, 0, NULL);
          g_assert_cmpint (pf_tri_explanation_is_redundant (e, b), ==,
                           !level->blocks[b].key && other->status == PF_TRI_SOLVE_SOLVED &&
                           other->moves == (gint) d);
        }
    }
  g_assert_cmpuint (checked, >=, 4);
}

/* An unsolvable level has nothing to explain; a budget too small for a
 * block's search proves nothing, so no block is called redundant. */
static void
test_explain_unsolvable_and_budget (void)
{
  g_autoptr(PfTriLevel) level = tri_fixture_starter_level ("level-01");
  g_autoptr(PfTriLevel) away = pf_tri_level_copy (level);
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
  g_autoptr(PfTriSolution) solution = pf_tri_solver_solve_level (level, 0, NULL);
  g_autoptr(PfTriAnalysis) analysis = NULL;
  g_autoptr(PfTriExplanation) none = NULL;
  g_autoptr(PfTriExplanation) unproven = NULL;
  g_autoptr(GError) error = NULL;
  PfTriSearchOptions tiny;

  /* The goal off the key's row: the key never covers it. */
  memset (&away->goals, 0, sizeof away->goals);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&away->walls, t) &&
        pf_tri_row (t) != pf_tri_row (away->blocks[0].first) &&
        pf_tri_level_block_at (away, t) < 0)
      {
        pf_tri_mask_set (&away->goals, t, TRUE);
        break;
      }
  none = explain (away, 0);
  g_assert_cmpuint (none->solutions, ==, 0);
  g_assert_false (none->solutions_capped);
  g_assert_cmpuint (none->redundant_blocks->len, ==, 0);
  g_assert_cmpuint (none->narrow_steps->len, ==, 0);

  analysis = analyze (rules);
  pf_tri_search_options_init (&tiny);
  tiny.max_states = 1;
  unproven = pf_tri_explain (level, rules, solution, analysis, &tiny, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (unproven->solutions, ==, 1);
  g_assert_cmpuint (unproven->redundant_blocks->len, ==, 0);
}

static void
test_explain_cancelled (void)
{
  g_autoptr(PfTriLevel) level = tri_fixture_blocked_corridor (7);
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
  g_autoptr(PfTriSolution) solution = pf_tri_solver_solve_level (level, 0, NULL);
  g_autoptr(PfTriAnalysis) analysis = NULL;
  g_autoptr(PfTriExplanation) e = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;

  analysis = analyze (rules);
  g_cancellable_cancel (cancellable);
  e = pf_tri_explain (level, rules, solution, analysis, NULL, cancellable, &error);
  g_assert_null (e);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* The redundant blocks of a level large enough to share the searches out
 * among threads are those one thread finds. */
static void
test_explain_threads (void)
{
  g_autoptr(PfTriLevel) level = tri_fixture_starter_level ("level-11");
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
  g_autoptr(PfTriSolution) solution = pf_tri_solver_solve_level (level, 0, NULL);
  g_autoptr(PfTriAnalysis) analysis = NULL;
  g_autoptr(PfTriExplanation) one = NULL;
  g_autoptr(PfTriExplanation) three = NULL;
  g_autoptr(GError) error = NULL;
  PfTriSearchOptions options;

  analysis = analyze (rules);
  g_assert_cmpuint (pf_tri_analysis_get_reachable (analysis), >, 20000);
  pf_tri_search_options_init (&options);
  one = pf_tri_explain (level, rules, solution, analysis, &options, NULL, &error);
  g_assert_no_error (error);
  options.n_threads = 3;
  three = pf_tri_explain (level, rules, solution, analysis, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (one->redundant_blocks->len, >, 0);
  assert_indices (three->redundant_blocks, (const guint *) one->redundant_blocks->data,
                  one->redundant_blocks->len);
  assert_indices (three->narrow_steps, (const guint *) one->narrow_steps->data,
                  one->narrow_steps->len);
  g_assert_cmpuint (three->solutions, ==, one->solutions);
}

/* A measure asked to explain analyses too; over the budget it says so and
 * has no explanation. */
static void
test_explain_in_measure (void)
{
  g_autoptr(PfTriLevel) level = tri_fixture_blocked_corridor (4);
  g_auto(PfTriMeasure) measure = { 0 };
  g_autoptr(PfTriExplanation) copy = NULL;
  g_autoptr(GError) error = NULL;
  PfTriMeasureOptions options;

  pf_tri_measure_options_init (&options);
  options.explain = TRUE;
  g_assert_true (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_no_error (error);
  g_assert_nonnull (measure.analysis);
  g_assert_cmpint (measure.figures.moves, ==, 5);
  g_assert_false (measure.over_budget);
  copy = pf_tri_explanation_copy (measure.explanation);
  g_assert_cmpuint (copy->solutions, ==, 24 * 81);
  g_assert_cmpuint (copy->narrow_steps->len, ==, 1);

  options.max_states = 100;
  g_assert_false (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
  g_assert_true (measure.over_budget);
  g_assert_null (measure.analysis);
  g_assert_null (measure.explanation);

  /* Cleared, the measure is empty again. */
  pf_tri_measure_clear (&measure);
  g_assert_false (measure.over_budget);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tri/explain/by-hand", test_explain_by_hand);
  g_test_add_func ("/tri/explain/counted", test_explain_counted);
  g_test_add_func ("/tri/explain/brute-force", test_explain_brute_force);
  g_test_add_func ("/tri/explain/unsolvable-and-budget", test_explain_unsolvable_and_budget);
  g_test_add_func ("/tri/explain/cancelled", test_explain_cancelled);
  g_test_add_func ("/tri/explain/threads", test_explain_threads);
  g_test_add_func ("/tri/explain/in-measure", test_explain_in_measure);

  return g_test_run ();
}

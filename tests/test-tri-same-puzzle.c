/* test-tri-same-puzzle.c: levels that are the same puzzle from another start (SPEC §2.8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-error.h"
#include "pf-tri-layout-key.h"
#include "pf-tri-same-puzzle.h"
#include "pf-tri-solver.h"
#include "tri-fixtures.h"

static gboolean
same_bytes (GBytes *a,
            GBytes *b)
{
  return g_bytes_equal (a, b) && g_bytes_hash (a) == g_bytes_hash (b);
}

static GBytes *
component_key (const PfTriLevel *level)
{
  g_autoptr(GError) error = NULL;
  GBytes *key = pf_tri_level_component_key (level, 0, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (key);
  return key;
}

/* @level with its blocks where @moves of its solution leave them. */
static PfTriLevel *
after_moves (const PfTriLevel *level,
             guint             moves)
{
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
  g_autoptr(PfTriSolution) solution = pf_tri_solver_solve_level (level, 0, NULL);
  PfTriLevel *slid = pf_tri_level_copy (level);
  guint64 state = pf_tri_rules_get_start (rules);

  g_assert_cmpuint (solution->solution->len, >=, moves);
  for (guint i = 0; i < moves; i++)
    g_assert_true (pf_tri_rules_apply (rules, state,
                                       &g_array_index (solution->solution, PfTriMove, i),
                                       &state));
  pf_tri_rules_set_level_state (rules, slid, state);
  return slid;
}

/* The blocks slid along their bands, by a move of the solution, and put
 * in another order: the same puzzle, with another layout. */
static void
test_same_puzzle_slid (void)
{
  g_autoptr(PfTriLevel) level = tri_fixture_starter_level ("level-09");
  g_autoptr(PfTriLevel) slid = after_moves (level, 3);
  g_autoptr(GBytes) bands = pf_tri_level_band_key (level);
  g_autoptr(GBytes) slid_bands = pf_tri_level_band_key (slid);
  g_autoptr(GBytes) layout = pf_tri_level_layout_key (level);
  g_autoptr(GBytes) slid_layout = pf_tri_level_layout_key (slid);
  g_autoptr(GBytes) component = component_key (level);
  g_autoptr(GBytes) slid_component = NULL;
  PfTriBlock first = slid->blocks[0];

  slid->blocks[0] = slid->blocks[slid->n_blocks - 1];
  slid->blocks[slid->n_blocks - 1] = first;
  slid_component = component_key (slid);

  g_assert_false (pf_tri_level_same_layout (level, slid));
  g_assert_false (same_bytes (layout, slid_layout));
  g_assert_true (same_bytes (bands, slid_bands));
  g_assert_true (same_bytes (component, slid_component));
  g_assert_true (pf_tri_level_same_puzzle (level, slid));
  g_assert_true (pf_tri_level_same_puzzle (slid, level));
  g_assert_true (pf_tri_level_same_puzzle (level, level));
}

/* The key and another block of its row in the other order: the same
 * bands, but blocks of one band never pass each other, so neither start
 * reaches the other. */
static void
test_same_puzzle_other_component (void)
{
  g_autoptr(PfTriLevel) left = tri_fixture_blocked_corridor (0);
  g_autoptr(PfTriLevel) right = NULL;
  g_autoptr(GBytes) left_component = NULL;
  g_autoptr(GBytes) right_component = NULL;
  g_autoptr(GBytes) left_bands = NULL;
  g_autoptr(GBytes) right_bands = NULL;

  left->blocks[left->n_blocks++] = (PfTriBlock) {
    PF_TRI_AXIS_U, pf_tri_index (7, 8, PF_TRI_UP), 4, FALSE, 0
  };
  right = pf_tri_level_copy (left);
  right->blocks[0].first = pf_tri_index (7, 10, PF_TRI_UP);
  right->blocks[1].first = pf_tri_index (7, 2, PF_TRI_UP);

  left_bands = pf_tri_level_band_key (left);
  right_bands = pf_tri_level_band_key (right);
  left_component = component_key (left);
  right_component = component_key (right);
  g_assert_true (same_bytes (left_bands, right_bands));
  g_assert_false (g_bytes_equal (left_component, right_component));
  g_assert_false (pf_tri_level_same_puzzle (left, right));
  g_assert_false (pf_tri_level_same_puzzle (right, left));
}

/* A block on another band, or another length or key flag, is another
 * puzzle, however the rest lies. */
static void
test_same_puzzle_other_band (void)
{
  g_autoptr(PfTriLevel) level = tri_fixture_starter_level ("level-02");
  g_autoptr(PfTriLevel) moved = pf_tri_level_copy (level);
  g_autoptr(PfTriLevel) longer = pf_tri_level_copy (level);
  g_autoptr(PfTriLevel) keyed = pf_tri_level_copy (level);
  g_autoptr(GBytes) bands = pf_tri_level_band_key (level);
  g_autoptr(GBytes) moved_bands = NULL;
  g_autoptr(PfTriRules) moved_rules = NULL;

  /* The V block one column to the right: a parallel band. */
  moved->blocks[1].first += 2;
  moved_rules = pf_tri_rules_new (moved, NULL);
  g_assert_nonnull (moved_rules);
  moved_bands = pf_tri_level_band_key (moved);
  g_assert_false (g_bytes_equal (bands, moved_bands));
  g_assert_false (pf_tri_level_same_puzzle (level, moved));

  longer->blocks[1].length = 2;
  g_assert_false (pf_tri_level_same_puzzle (level, longer));
  keyed->blocks[1].key = TRUE;
  g_assert_false (pf_tri_level_same_puzzle (level, keyed));
}

/* The component key's errors: over its budget, cancelled, blocks that do
 * not fit. */
static void
test_component_key_errors (void)
{
  g_autoptr(PfTriLevel) level = tri_fixture_blocked_corridor (7);
  g_autoptr(PfTriLevel) overlapping = pf_tri_level_copy (level);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) key = NULL;

  key = pf_tri_level_component_key (level, 1000, NULL, &error);
  g_assert_null (key);
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
  g_clear_error (&error);

  g_cancellable_cancel (cancellable);
  key = pf_tri_level_component_key (level, 0, cancellable, &error);
  g_assert_null (key);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  overlapping->blocks[1].first = overlapping->blocks[0].first;
  overlapping->blocks[1].axis = PF_TRI_AXIS_U;
  key = pf_tri_level_component_key (overlapping, 0, NULL, &error);
  g_assert_null (key);
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  /* Such a level is the same puzzle as its own layout alone. */
  g_assert_true (pf_tri_level_same_puzzle (overlapping, overlapping));
  g_assert_false (pf_tri_level_same_puzzle (overlapping, level));
}

/* A set of puzzles keeps out a repeat from another start and names the
 * level it repeats; a level over the set's budget repeats only its own
 * layout. */
static void
test_puzzle_set (void)
{
  g_autoptr(PfTriLevel) a = tri_fixture_starter_level ("level-09");
  g_autoptr(PfTriLevel) b = tri_fixture_starter_level ("level-10");
  g_autoptr(PfTriLevel) a_slid = after_moves (a, 2);
  g_autoptr(PfTriLevel) b_slid = after_moves (b, 1);
  g_autoptr(PfTriLevel) big = tri_fixture_blocked_corridor (7);
  g_autoptr(PfTriLevel) big_slid = pf_tri_level_copy (big);
  g_autoptr(PfTriLevel) big_copy = pf_tri_level_copy (big);
  g_autoptr(PfTriPuzzleSet) set = pf_tri_puzzle_set_new (50000);
  gpointer same = NULL;

  g_assert_true (pf_tri_puzzle_set_add (set, a, a, &same));
  g_assert_null (same);
  g_assert_false (pf_tri_puzzle_set_lookup (set, b, &same));
  g_assert_true (pf_tri_puzzle_set_lookup (set, a_slid, &same));
  g_assert_true (same == a);
  g_assert_false (pf_tri_puzzle_set_add (set, a_slid, a_slid, &same));
  g_assert_true (same == a);
  g_assert_true (pf_tri_puzzle_set_add (set, b_slid, b_slid, NULL));
  g_assert_false (pf_tri_puzzle_set_add (set, b, b, &same));
  g_assert_true (same == b_slid);

  /* The corridor of seven blockers has more states than the budget. */
  big_slid->blocks[1].first += 32;
  g_assert_true (pf_tri_puzzle_set_add (set, big, big, NULL));
  g_assert_true (pf_tri_puzzle_set_add (set, big_slid, big_slid, NULL));
  g_assert_false (pf_tri_puzzle_set_add (set, big_copy, big_copy, &same));
  g_assert_true (same == big);
  g_assert_true (pf_tri_level_same_puzzle (big, big_slid));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tri/same-puzzle/slid", test_same_puzzle_slid);
  g_test_add_func ("/tri/same-puzzle/other-component", test_same_puzzle_other_component);
  g_test_add_func ("/tri/same-puzzle/other-band", test_same_puzzle_other_band);
  g_test_add_func ("/tri/same-puzzle/component-key-errors", test_component_key_errors);
  g_test_add_func ("/tri/same-puzzle/set", test_puzzle_set);

  return g_test_run ();
}

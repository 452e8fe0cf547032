/* test-tri-level-edit.c: the level's edit rules, each made and each refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-tri-level-edit.h"
#include "pf-tri-mutation.h"
#include "pf-tri-rules.h"

/* Auxiliary methods */

/* The room of pf_tri_level_new_room(): rows 5..10 open in the middle, one
 * U key block of three at (7, 6), its goal four steps ahead. Solved
 * figures are set, so a test sees an edit reset them. */
static PfTriLevel *
room (void)
{
  PfTriLevel *level = pf_tri_level_new_room ("room");

  level->figures.moves = 3;
  level->figures.steps = 4;
  return level;
}

/* What an edit may change, compared: walls, goals, blocks, figures. */
static void
assert_same_content (const PfTriLevel *a,
                     const PfTriLevel *b)
{
  g_assert_cmpmem (&a->walls, sizeof a->walls, &b->walls, sizeof b->walls);
  g_assert_cmpmem (&a->goals, sizeof a->goals, &b->goals, sizeof b->goals);
  g_assert_cmpuint (a->n_blocks, ==, b->n_blocks);
  g_assert_cmpmem (a->blocks, sizeof a->blocks, b->blocks, sizeof b->blocks);
  g_assert_true (pf_tri_figures_equal (&a->figures, &b->figures));
}

/* Refused with PF_ERROR_INVALID and a message, the level unchanged. */
#define ASSERT_REFUSED(level, call, fragment)                                  \
  G_STMT_START {                                                               \
    g_autoptr(PfTriLevel) before_ = pf_tri_level_copy (level);                 \
    g_autoptr(GError) error_ = NULL;                                           \
    GError **error = &error_;                                                  \
    g_assert_false (call);                                                     \
    g_assert_error (error_, PF_ERROR, PF_ERROR_INVALID);                       \
    if (strstr (error_->message, fragment) == NULL)                            \
      g_error ("“%s” does not say “%s”", error_->message, fragment);           \
    assert_same_content (before_, level);                                      \
  } G_STMT_END

/* Made, with no error, the figures reset. */
#define ASSERT_MADE(level, call)                                               \
  G_STMT_START {                                                               \
    g_autoptr(GError) error_ = NULL;                                           \
    GError **error = &error_;                                                  \
    g_assert_true (call);                                                      \
    g_assert_no_error (error_);                                                \
    g_assert_cmpint ((level)->figures.moves, ==, -1);                          \
    (level)->figures.moves = 3;                                                \
  } G_STMT_END

/* Asked for what the level has: success, nothing changed, figures kept. */
#define ASSERT_ALREADY(level, call)                                            \
  G_STMT_START {                                                               \
    g_autoptr(PfTriLevel) before_ = pf_tri_level_copy (level);                 \
    g_autoptr(GError) error_ = NULL;                                           \
    GError **error = &error_;                                                  \
    g_assert_true (call);                                                      \
    g_assert_no_error (error_);                                                \
    assert_same_content (before_, level);                                      \
  } G_STMT_END

static const guint floor_tri = 7 * 32 + 12 * 2;     /* (7, 12) up: open floor */
static const guint key_tri = 7 * 32 + 6 * 2;        /* the key block's first */

/* Tests */

static void
test_walls (void)
{
  g_autoptr(PfTriLevel) level = room ();
  guint goal = G_MAXUINT;

  for (guint t = 0; t < PF_TRI_COUNT && goal == G_MAXUINT; t++)
    if (pf_tri_mask_get (&level->goals, t))
      goal = t;
  g_assert_cmpuint (goal, !=, G_MAXUINT);

  ASSERT_MADE (level, pf_tri_level_set_wall (level, floor_tri, TRUE, error));
  g_assert_true (pf_tri_mask_get (&level->walls, floor_tri));
  ASSERT_ALREADY (level, pf_tri_level_set_wall (level, floor_tri, TRUE, error));
  ASSERT_MADE (level, pf_tri_level_set_wall (level, floor_tri, FALSE, error));
  g_assert_false (pf_tri_mask_get (&level->walls, floor_tri));

  /* A wall clears the goal on its triangle. */
  ASSERT_MADE (level, pf_tri_level_set_wall (level, goal, TRUE, error));
  g_assert_false (pf_tri_mask_get (&level->goals, goal));

  ASSERT_REFUSED (level, pf_tri_level_set_wall (level, key_tri + 1, TRUE, error),
                  "A block covers that triangle");
  ASSERT_REFUSED (level, pf_tri_level_set_wall (level, PF_TRI_COUNT, TRUE, error),
                  "no triangle 512");
  ASSERT_REFUSED (level, pf_tri_level_set_wall (level, G_MAXUINT, FALSE, error),
                  "no triangle");
  /* Floor under a block is what it is already. */
  ASSERT_ALREADY (level, pf_tri_level_set_wall (level, key_tri, FALSE, error));
}

static void
test_goals (void)
{
  g_autoptr(PfTriLevel) level = room ();

  ASSERT_MADE (level, pf_tri_level_set_goal (level, floor_tri, TRUE, error));
  g_assert_true (pf_tri_mask_get (&level->goals, floor_tri));
  ASSERT_ALREADY (level, pf_tri_level_set_goal (level, floor_tri, TRUE, error));
  ASSERT_MADE (level, pf_tri_level_set_goal (level, floor_tri, FALSE, error));
  /* A goal may lie under a block: the key block's own start is floor. */
  ASSERT_MADE (level, pf_tri_level_set_goal (level, key_tri, TRUE, error));

  ASSERT_REFUSED (level, pf_tri_level_set_goal (level, 0, TRUE, error), "A goal goes on floor");
  ASSERT_ALREADY (level, pf_tri_level_set_goal (level, 0, FALSE, error));
  ASSERT_REFUSED (level, pf_tri_level_set_goal (level, 600, TRUE, error), "no triangle 600");
}

static void
test_add_and_delete (void)
{
  g_autoptr(PfTriLevel) level = room ();

  ASSERT_MADE (level, pf_tri_level_add_block (level, PF_TRI_AXIS_V, floor_tri, 3, FALSE, error));
  g_assert_cmpuint (level->n_blocks, ==, 2);
  g_assert_cmpint (level->blocks[1].axis, ==, PF_TRI_AXIS_V);
  g_assert_cmpuint (level->blocks[1].first, ==, floor_tri);
  g_assert_cmpuint (level->blocks[1].length, ==, 3);
  g_assert_false (level->blocks[1].key);

  ASSERT_REFUSED (level, pf_tri_level_add_block (level, PF_TRI_AXIS_U, key_tri - 2, 3, FALSE,
                                                 error),
                  "it would cover another block");
  ASSERT_REFUSED (level, pf_tri_level_add_block (level, PF_TRI_AXIS_U, 0, 3, FALSE, error),
                  "it would cover a wall");
  ASSERT_REFUSED (level, pf_tri_level_add_block (level, PF_TRI_AXIS_U, 15 * 32 + 15 * 2, 3, TRUE,
                                                 error),
                  "it would leave the board");
  ASSERT_REFUSED (level, pf_tri_level_add_block (level, PF_TRI_AXIS_W, floor_tri + 8, 1, TRUE,
                                                 error),
                  "2 to 32 triangles long");
  ASSERT_REFUSED (level, pf_tri_level_add_block (level, 7, floor_tri + 8, 2, TRUE, error),
                  "axis U, V or W");

  /* The first block goes; the V block moves up to index 0. */
  ASSERT_MADE (level, pf_tri_level_delete_block (level, 0, error));
  g_assert_cmpuint (level->n_blocks, ==, 1);
  g_assert_cmpint (level->blocks[0].axis, ==, PF_TRI_AXIS_V);
  ASSERT_REFUSED (level, pf_tri_level_delete_block (level, 1, error), "no block 1");
  ASSERT_MADE (level, pf_tri_level_delete_block (level, 0, error));
  g_assert_cmpuint (level->n_blocks, ==, 0);
  ASSERT_REFUSED (level, pf_tri_level_delete_block (level, 0, error), "no block 0");
}

/* Sixteen blocks at most (SPEC §2.3). */
static void
test_sixteen_blocks (void)
{
  g_autoptr(PfTriLevel) level = pf_tri_level_new ("open");

  for (guint row = 0; row < PF_TRI_MAX_BLOCKS; row++)
    ASSERT_MADE (level, pf_tri_level_add_block (level, PF_TRI_AXIS_U, row * 32, 4, row == 0,
                                                error));
  g_assert_cmpuint (level->n_blocks, ==, PF_TRI_MAX_BLOCKS);
  ASSERT_REFUSED (level, pf_tri_level_add_block (level, PF_TRI_AXIS_U, 20, 2, FALSE, error),
                  "16 blocks at most");
}

static void
test_resize (void)
{
  g_autoptr(PfTriLevel) level = room ();

  ASSERT_MADE (level, pf_tri_level_resize_block (level, 0, 5, error));
  g_assert_cmpuint (level->blocks[0].length, ==, 5);
  g_assert_cmpuint (level->blocks[0].first, ==, key_tri);
  ASSERT_ALREADY (level, pf_tri_level_resize_block (level, 0, 5, error));
  ASSERT_REFUSED (level, pf_tri_level_resize_block (level, 0, 1, error), "2 to 32");
  ASSERT_REFUSED (level, pf_tri_level_resize_block (level, 0, 40, error), "2 to 32");
  /* Out of the room, into the wall. */
  ASSERT_REFUSED (level, pf_tri_level_resize_block (level, 0, 20, error), "cover a wall");
  ASSERT_REFUSED (level, pf_tri_level_resize_block (level, 3, 3, error), "no block 3");

  /* It may not grow into another block. */
  ASSERT_MADE (level, pf_tri_level_add_block (level, PF_TRI_AXIS_V, key_tri + 6, 2, FALSE,
                                              error));
  ASSERT_REFUSED (level, pf_tri_level_resize_block (level, 0, 7, error), "another block");
}

/* A slide along the band, forward for positive steps, no pushing, refused
 * whole (SPEC §9.1 win.move-block). */
static void
test_move (void)
{
  g_autoptr(PfTriLevel) level = room ();

  ASSERT_MADE (level, pf_tri_level_move_block (level, 0, 2, error));
  g_assert_cmpuint (level->blocks[0].first, ==, key_tri + 4);
  ASSERT_MADE (level, pf_tri_level_move_block (level, 0, -3, error));
  g_assert_cmpuint (level->blocks[0].first, ==, key_tri - 2);
  ASSERT_ALREADY (level, pf_tri_level_move_block (level, 0, 0, error));

  /* Walls: the room is open from column 5 to 12. */
  ASSERT_REFUSED (level, pf_tri_level_move_block (level, 0, -10, error), "cover a wall");
  ASSERT_REFUSED (level, pf_tri_level_move_block (level, 0, G_MININT, error), "");
  ASSERT_REFUSED (level, pf_tri_level_move_block (level, 0, G_MAXINT, error), "");

  /* A block in the way stops the whole slide: nothing is pushed, nothing
   * jumps over it. */
  ASSERT_MADE (level, pf_tri_level_add_block (level, PF_TRI_AXIS_V, key_tri + 6, 2, FALSE,
                                              error));
  ASSERT_REFUSED (level, pf_tri_level_move_block (level, 0, 3, error), "another block");
  ASSERT_REFUSED (level, pf_tri_level_move_block (level, 0, 5, error), "another block");
  ASSERT_MADE (level, pf_tri_level_move_block (level, 0, 2, error));
  g_assert_cmpuint (level->blocks[0].first, ==, key_tri + 2);

  /* At the board's edge a slide leaves the board. */
  {
    g_autoptr(PfTriLevel) open = pf_tri_level_new ("open");

    ASSERT_MADE (open, pf_tri_level_add_block (open, PF_TRI_AXIS_U, 7 * 32 + 12 * 2, 4, TRUE,
                                               error));
    ASSERT_MADE (open, pf_tri_level_move_block (open, 0, 2, error));
    ASSERT_REFUSED (open, pf_tri_level_move_block (open, 0, 1, error), "leave the board");
  }
  ASSERT_REFUSED (level, pf_tri_level_move_block (level, 9, 1, error), "no block 9");
}

static void
test_keys (void)
{
  g_autoptr(PfTriLevel) level = room ();

  ASSERT_ALREADY (level, pf_tri_level_set_key (level, 0, TRUE, error));
  ASSERT_MADE (level, pf_tri_level_set_key (level, 0, FALSE, error));
  g_assert_false (level->blocks[0].key);
  ASSERT_ALREADY (level, pf_tri_level_set_key (level, 0, FALSE, error));
  ASSERT_MADE (level, pf_tri_level_set_key (level, 0, TRUE, error));
  ASSERT_REFUSED (level, pf_tri_level_set_key (level, 1, TRUE, error), "no block 1");
}

/* The one definition of "fits", from the editor's side: a block fits where
 * the editor can add it, its own place does not count against it, and the
 * room for a new block is the longest that fits. */
static void
test_fits_editor (void)
{
  g_autoptr(PfTriLevel) level = room ();
  PfTriBlock block = level->blocks[0];
  guint bad = 99, where = 0, other = 99;

  g_assert_false (pf_tri_level_block_fits (level, &block, -1));
  g_assert_true (pf_tri_level_block_fits (level, &block, 0));
  block.first += 2;
  g_assert_true (pf_tri_level_block_fits (level, &block, 0));
  block.length = 1;
  g_assert_false (pf_tri_level_block_fits (level, &block, 0));

  /* Room: row 8 is open from column 5 to 12; row 7 up to the key at column 6. */
  g_assert_cmpuint (pf_tri_level_block_room (level, PF_TRI_AXIS_U, 8 * 32 + 5 * 2, 3), ==, 3);
  g_assert_cmpuint (pf_tri_level_block_room (level, PF_TRI_AXIS_U, 8 * 32 + 5 * 2, 32), ==, 16);
  g_assert_cmpuint (pf_tri_level_block_room (level, PF_TRI_AXIS_U, 7 * 32 + 5 * 2, 3), ==, 2);
  g_assert_cmpuint (pf_tri_level_block_room (level, PF_TRI_AXIS_U, 8 * 32 + 12 * 2 + 1, 3), ==,
                    0);
  g_assert_cmpuint (pf_tri_level_block_room (level, PF_TRI_AXIS_U, 0, 3), ==, 0);

  /* The whole level: which block fails, where, and against which. */
  g_assert_cmpint (pf_tri_level_check_blocks (level, &bad, &where, &other), ==, PF_TRI_FIT_OK);
  level->blocks[1] = level->blocks[0];
  level->blocks[1].first += 2;
  level->n_blocks = 2;
  g_assert_cmpint (pf_tri_level_check_blocks (level, &bad, &where, &other), ==, PF_TRI_FIT_BLOCK);
  g_assert_cmpuint (bad, ==, 1);
  g_assert_cmpuint (other, ==, 0);
  g_assert_cmpuint (where, ==, key_tri + 2);
  level->blocks[1].first = 0;
  g_assert_cmpint (pf_tri_level_check_blocks (level, &bad, &where, NULL), ==, PF_TRI_FIT_WALL);
  g_assert_cmpuint (where, ==, 0);
}

/* From the generator's side: every block a mutation leaves fits by the same
 * function, so the rules always take the mutated level. */
static void
test_fits_generator (void)
{
  g_autoptr(PfTriLevel) level = room ();
  PfTriDraft draft;
  PfRandom rng;
  guint changed = 0;

  pf_random_init (&rng, 7);
  pf_tri_draft_from_level (&draft, level);
  pf_tri_draft_fill (&draft, &rng, 6);
  for (guint i = 0; i < 3000; i++)
    {
      guint64 before = pf_tri_draft_fingerprint (&draft);

      pf_tri_draft_mutate (&draft, &rng, PF_TRI_MUTATE_BLOCKS | PF_TRI_MUTATE_WALLS);
      changed += pf_tri_draft_fingerprint (&draft) != before;
      pf_tri_draft_to_level (&draft, level);
      for (guint b = 0; b < level->n_blocks; b++)
        g_assert_true (pf_tri_level_block_fits (level, &level->blocks[b], (int) b));
      g_assert_cmpint (pf_tri_level_check_blocks (level, NULL, NULL, NULL), ==, PF_TRI_FIT_OK);
      if (i % 100 == 0)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, &error);

          g_assert_no_error (error);
        }
    }
  g_assert_cmpuint (changed, >, 1000);
}

/* A draft has rules, and no state of it is solved. */
static void
test_draft_rules (void)
{
  g_autoptr(PfTriLevel) level = room ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(PfTriRules) keyless = NULL;
  g_autoptr(PfTriRules) goalless = NULL;
  g_autoptr(PfTriRules) empty = NULL;
  guint64 at_goal;

  /* The key block's start is four steps from its goal. */
  ASSERT_MADE (level, pf_tri_level_move_block (level, 0, 4, error));
  {
    g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, &local_error);

    g_assert_no_error (local_error);
    at_goal = pf_tri_rules_get_start (rules);
    g_assert_true (pf_tri_rules_is_solved (rules, at_goal));
  }

  ASSERT_MADE (level, pf_tri_level_set_key (level, 0, FALSE, error));
  keyless = pf_tri_rules_new (level, &local_error);
  g_assert_no_error (local_error);
  g_assert_false (pf_tri_rules_is_solved (keyless, at_goal));

  ASSERT_MADE (level, pf_tri_level_set_key (level, 0, TRUE, error));
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    pf_tri_level_set_goal (level, t, FALSE, NULL);
  goalless = pf_tri_rules_new (level, &local_error);
  g_assert_no_error (local_error);
  g_assert_false (pf_tri_rules_is_solved (goalless, at_goal));

  ASSERT_MADE (level, pf_tri_level_delete_block (level, 0, error));
  empty = pf_tri_rules_new (level, &local_error);
  g_assert_no_error (local_error);
  g_assert_cmpuint (pf_tri_rules_get_n_blocks (empty), ==, 0);
  g_assert_false (pf_tri_rules_is_solved (empty, pf_tri_rules_get_start (empty)));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tri-level-edit/walls", test_walls);
  g_test_add_func ("/tri-level-edit/goals", test_goals);
  g_test_add_func ("/tri-level-edit/add-and-delete", test_add_and_delete);
  g_test_add_func ("/tri-level-edit/sixteen-blocks", test_sixteen_blocks);
  g_test_add_func ("/tri-level-edit/resize", test_resize);
  g_test_add_func ("/tri-level-edit/move", test_move);
  g_test_add_func ("/tri-level-edit/keys", test_keys);
  g_test_add_func ("/tri-level-edit/fits-editor", test_fits_editor);
  g_test_add_func ("/tri-level-edit/fits-generator", test_fits_generator);
  g_test_add_func ("/tri-level-edit/draft-rules", test_draft_rules);

  return g_test_run ();
}

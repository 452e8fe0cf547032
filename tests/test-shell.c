/* test-shell.c: shells, rotation, collapse, clears, scores and speed (SPEC §3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-shell.h"

/* Fills every cell of @shell with @colour. */
static void
fill_shell (PfShellBoard *board,
            int           shell,
            guint         colour)
{
  for (int y = -shell - 1; y <= shell; y++)
    for (int x = -shell - 1; x <= shell; x++)
      if (pf_shell_of_cell (x, y) == shell)
        pf_shell_board_set (board, x, y, colour);
}

static void
test_shell_of_cell (void)
{
  static const struct { int x, y, shell; } cases[] = {
    /* the core */
    { 0, 0, 0 }, { -1, 0, 0 }, { 0, -1, 0 }, { -1, -1, 0 },
    /* shell 1: the eight cells a plain Chebyshev distance of 1 would also
     * give the core's neighbours */
    { 1, 0, 1 }, { 1, 1, 1 }, { -2, 0, 1 }, { 0, -2, 1 }, { -2, -2, 1 }, { 1, -2, 1 },
    { -2, 1, 1 }, { 0, 1, 1 },
    /* the seed's tie cases (marked * in its table) */
    { -2, 2, 2 }, { -1, 1, 1 }, { 1, -1, 1 }, { 2, -2, 2 },
    /* the seed's sketch */
    { -3, 2, 2 }, { 2, -3, 2 }, { -3, -3, 2 }, { 2, 2, 2 },
    /* (seed errata) a negative A gives S = -A - 1: the seed's "A - 1 = -S"
     * would put (-2, 0) in shell 3 and (-5, 1) in shell 6 */
    { -2, 0, 1 }, { -5, 1, 4 }, { 0, -5, 4 }, { -9, -9, 8 }, { 9, -10, 9 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("cell (%d, %d)", cases[i].x, cases[i].y);
      g_assert_cmpint (pf_shell_of_cell (cases[i].x, cases[i].y), ==, cases[i].shell);
    }

  /* The formula is the seed's "four Chebyshevs": the least Chebyshev
   * distance, counted in cells, to one of the four core cells. */
  for (int y = -20; y < 20; y++)
    for (int x = -20; x < 20; x++)
      {
        static const int core[4][2] = { { 0, 0 }, { -1, 0 }, { 0, -1 }, { -1, -1 } };
        int best = G_MAXINT;

        for (guint k = 0; k < 4; k++)
          best = MIN (best, MAX (ABS (x - core[k][0]), ABS (y - core[k][1])));
        g_assert_cmpint (pf_shell_of_cell (x, y), ==, best);
      }
}

static void
test_shell_sizes (void)
{
  guint counts[PF_SHELL_COUNT] = { 0, };
  static const guint expected[] = { 4, 12, 20, 28, 36, 44, 52, 60, 68, 76 };

  for (int y = -PF_SHELL_COUNT; y < PF_SHELL_COUNT; y++)
    for (int x = -PF_SHELL_COUNT; x < PF_SHELL_COUNT; x++)
      counts[pf_shell_of_cell (x, y)]++;

  for (guint s = 0; s < PF_SHELL_COUNT; s++)
    g_assert_cmpuint (counts[s], ==, pf_shell_size (s));
  for (guint s = 0; s < G_N_ELEMENTS (expected); s++)
    g_assert_cmpuint (pf_shell_size (s), ==, expected[s]);
}

static void
test_shell_rotation (void)
{
  static const int core[4][2] = { { 0, 0 }, { -1, 0 }, { 0, -1 }, { -1, -1 } };
  int x;
  int y;

  /* The rule itself. */
  x = 1, y = 0;
  pf_shell_rotate_cell (PF_SHELL_TURN_CW, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, -2);
  x = 1, y = 0;
  pf_shell_rotate_cell (PF_SHELL_TURN_CCW, &x, &y);
  g_assert_cmpint (x, ==, -1);
  g_assert_cmpint (y, ==, 1);

  /* (seed errata) the seed's (x, y) → (-y, x - 1) sends the core cell (0, 0)
   * to (0, -1) but (-1, -1) to (1, -2), off the core; our turn keeps it. */
  for (guint k = 0; k < 4; k++)
    {
      gboolean found = FALSE;

      x = core[k][0], y = core[k][1];
      pf_shell_rotate_cell (PF_SHELL_TURN_CW, &x, &y);
      for (guint j = 0; j < 4; j++)
        found |= (x == core[j][0] && y == core[j][1]);
      g_assert_true (found);
      g_assert_false (x == core[k][0] && y == core[k][1]);
    }

  for (int y0 = -12; y0 < 12; y0++)
    for (int x0 = -12; x0 < 12; x0++)
      {
        int shell = pf_shell_of_cell (x0, y0);

        x = x0, y = y0;
        for (guint turn = 0; turn < 4; turn++)
          {
            pf_shell_rotate_cell (PF_SHELL_TURN_CW, &x, &y);
            g_assert_cmpint (pf_shell_of_cell (x, y), ==, shell);
            if (turn < 3)
              g_assert_false (x == x0 && y == y0);
          }
        g_assert_cmpint (x, ==, x0);
        g_assert_cmpint (y, ==, y0);

        pf_shell_rotate_cell (PF_SHELL_TURN_CW, &x, &y);
        pf_shell_rotate_cell (PF_SHELL_TURN_CCW, &x, &y);
        g_assert_cmpint (x, ==, x0);
        g_assert_cmpint (y, ==, y0);
      }
}

static void
test_shell_board_rotate (void)
{
  PfShellBoard board;
  PfShellBoard start;

  pf_shell_board_init (&board);
  pf_shell_board_set (&board, 1, 0, 1);
  pf_shell_board_set (&board, 3, 2, 2);
  pf_shell_board_set (&board, -PF_SHELL_COUNT, PF_SHELL_MAX, 3);
  start = board;

  pf_shell_board_rotate (&board, PF_SHELL_TURN_CW);
  g_assert_cmpuint (pf_shell_board_get (&board, 0, -2), ==, 1);
  g_assert_cmpuint (pf_shell_board_get (&board, 2, -4), ==, 2);
  g_assert_cmpuint (pf_shell_board_get (&board, PF_SHELL_MAX, PF_SHELL_MAX), ==, 3);
  g_assert_cmpuint (pf_shell_board_get (&board, 1, 0), ==, 0);
  g_assert_cmpuint (pf_shell_board_n_cells (&board), ==, 3);
  g_assert_cmpuint (pf_shell_board_count (&board, 1), ==, 1);
  g_assert_cmpuint (pf_shell_board_count (&board, 3), ==, 1);

  for (guint i = 0; i < 3; i++)
    pf_shell_board_rotate (&board, PF_SHELL_TURN_CW);
  g_assert_cmpmem (&board, sizeof board, &start, sizeof start);

  pf_shell_board_rotate (&board, PF_SHELL_TURN_CCW);
  pf_shell_board_rotate (&board, PF_SHELL_TURN_CW);
  g_assert_cmpmem (&board, sizeof board, &start, sizeof start);
}

static void
test_shell_board_cells (void)
{
  PfShellBoard board;

  pf_shell_board_init (&board);
  g_assert_cmpint (pf_shell_board_outermost (&board), ==, -1);
  g_assert_cmpuint (pf_shell_board_get (&board, 500, 0), ==, 0);

  pf_shell_board_set (&board, 2, 2, 4);
  pf_shell_board_set (&board, 2, 2, 5);
  g_assert_cmpuint (pf_shell_board_count (&board, 2), ==, 1);
  g_assert_cmpint (pf_shell_board_outermost (&board), ==, 2);
  pf_shell_board_set (&board, 2, 2, 0);
  g_assert_cmpuint (pf_shell_board_count (&board, 2), ==, 0);
  g_assert_cmpuint (pf_shell_board_count (&board, 1000), ==, 0);

  fill_shell (&board, 3, 1);
  g_assert_true (pf_shell_board_is_full (&board, 3));
  g_assert_false (pf_shell_board_is_full (&board, 2));
  pf_shell_board_set (&board, -4, 0, 0);
  g_assert_false (pf_shell_board_is_full (&board, 3));
}

static void
test_shell_collapse_refill (void)
{
  /* A full shell s + 1 refills shell s and leaves 8 behind, for every s. */
  for (int s = 1; s < 12; s++)
    {
      PfShellBoard board;
      int lo = -s - 2;
      int hi = s + 1;

      pf_shell_board_init (&board);
      fill_shell (&board, s + 1, 2);
      pf_shell_board_collapse (&board, s);

      g_assert_true (pf_shell_board_is_full (&board, s));
      g_assert_cmpuint (pf_shell_board_count (&board, s + 1), ==, 8);
      g_assert_cmpuint (pf_shell_board_n_cells (&board), ==, pf_shell_size (s + 1));

      /* The 8 left behind are the side cells next to the corners, whose
       * targets the corners took. */
      g_assert_cmpuint (pf_shell_board_get (&board, lo + 1, hi), ==, 2);
      g_assert_cmpuint (pf_shell_board_get (&board, hi - 1, hi), ==, 2);
      g_assert_cmpuint (pf_shell_board_get (&board, hi, hi - 1), ==, 2);
      g_assert_cmpuint (pf_shell_board_get (&board, hi, lo + 1), ==, 2);
      g_assert_cmpuint (pf_shell_board_get (&board, hi - 1, lo), ==, 2);
      g_assert_cmpuint (pf_shell_board_get (&board, lo + 1, lo), ==, 2);
      g_assert_cmpuint (pf_shell_board_get (&board, lo, lo + 1), ==, 2);
      g_assert_cmpuint (pf_shell_board_get (&board, lo, hi - 1), ==, 2);
      for (int k = 0; k < 4; k++)
        {
          int x = (k & 1) ? hi : lo;
          int y = (k & 2) ? hi : lo;

          g_assert_cmpuint (pf_shell_board_get (&board, x, y), ==, 0);
        }
    }
}

static void
test_shell_collapse_moves (void)
{
  PfShellBoard board;

  /* A corner falls diagonally, a side cell straight in, one shell only. */
  pf_shell_board_init (&board);
  pf_shell_board_set (&board, 2, 2, 1);
  pf_shell_board_set (&board, -3, -3, 2);
  pf_shell_board_set (&board, 0, 3, 3);
  pf_shell_board_set (&board, -4, 1, 4);
  pf_shell_board_collapse (&board, 1);
  g_assert_cmpuint (pf_shell_board_get (&board, 1, 1), ==, 1);
  g_assert_cmpuint (pf_shell_board_get (&board, -2, -2), ==, 2);
  g_assert_cmpuint (pf_shell_board_get (&board, 0, 2), ==, 3);
  g_assert_cmpuint (pf_shell_board_get (&board, -3, 1), ==, 4);
  g_assert_cmpuint (pf_shell_board_n_cells (&board), ==, 4);

  /* Shells inside the collapsed one do not move. */
  pf_shell_board_init (&board);
  pf_shell_board_set (&board, 0, 1, 5);
  pf_shell_board_set (&board, 0, 3, 6);
  pf_shell_board_collapse (&board, 2);
  g_assert_cmpuint (pf_shell_board_get (&board, 0, 1), ==, 5);
  g_assert_cmpuint (pf_shell_board_get (&board, 0, 2), ==, 6);

  /* A cell whose target is taken stays. */
  pf_shell_board_init (&board);
  pf_shell_board_set (&board, 0, 2, 1);
  pf_shell_board_set (&board, 0, 3, 2);
  pf_shell_board_set (&board, 1, 3, 3);
  pf_shell_board_collapse (&board, 2);
  g_assert_cmpuint (pf_shell_board_get (&board, 0, 2), ==, 1);
  g_assert_cmpuint (pf_shell_board_get (&board, 0, 3), ==, 2);
  g_assert_cmpuint (pf_shell_board_get (&board, 1, 2), ==, 3);

  /* Corners go first: the corner (2, 2) takes (1, 1) before the side cells
   * (1, 2) and (2, 1), which both aim at it, can. */
  pf_shell_board_init (&board);
  pf_shell_board_set (&board, 1, 2, 1);
  pf_shell_board_set (&board, 2, 1, 2);
  pf_shell_board_set (&board, 2, 2, 3);
  pf_shell_board_collapse (&board, 1);
  g_assert_cmpuint (pf_shell_board_get (&board, 1, 1), ==, 3);
  g_assert_cmpuint (pf_shell_board_get (&board, 1, 2), ==, 1);
  g_assert_cmpuint (pf_shell_board_get (&board, 2, 1), ==, 2);

  /* Without the corner, the top side goes before the right side. */
  pf_shell_board_set (&board, 1, 1, 0);
  pf_shell_board_set (&board, 2, 2, 0);
  pf_shell_board_collapse (&board, 1);
  g_assert_cmpuint (pf_shell_board_get (&board, 1, 1), ==, 1);
  g_assert_cmpuint (pf_shell_board_get (&board, 2, 1), ==, 2);

  /* Shells are taken in increasing order: a full shell 3 fills the holes
   * shell 2 leaves as it falls into an empty shell 1. */
  pf_shell_board_init (&board);
  fill_shell (&board, 2, 1);
  fill_shell (&board, 3, 2);
  pf_shell_board_collapse (&board, 1);
  g_assert_cmpuint (pf_shell_board_count (&board, 1), ==, 12);
  g_assert_cmpuint (pf_shell_board_count (&board, 2), ==, 20);
  g_assert_cmpuint (pf_shell_board_count (&board, 3), ==, 16);
  g_assert_cmpuint (pf_shell_board_get (&board, 2, 2), ==, 2);
  g_assert_cmpuint (pf_shell_board_get (&board, 1, 2), ==, 1);
}

/* Where the outer corner is empty, the side cell that reaches the inner
 * corner going clockwise takes it; its rival stays (SPEC §3). */
static void
test_shell_collapse_contested (void)
{
  /* Shell 3 spans -4..3: its side cells next to each corner, the winner
   * first, and the inner corner (of shell 2) they both head for. */
  static const struct { int win_x, win_y, lose_x, lose_y, corner_x, corner_y; } corners[] = {
    { 2, 3, 3, 2, 2, 2 },       /* top-right: the top side's cell */
    { 3, -3, 2, -4, 2, -3 },    /* bottom-right: the right side's */
    { -3, -4, -4, -3, -3, -3 }, /* bottom-left: the bottom side's */
    { -4, 2, -3, 3, -3, 2 },    /* top-left: the left side's */
  };

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    {
      PfShellBoard board;

      pf_shell_board_init (&board);
      pf_shell_board_set (&board, corners[i].win_x, corners[i].win_y, 1);
      pf_shell_board_set (&board, corners[i].lose_x, corners[i].lose_y, 2);
      pf_shell_board_collapse (&board, 2);
      g_test_message ("corner %u", i);
      g_assert_cmpuint (pf_shell_board_get (&board, corners[i].corner_x, corners[i].corner_y),
                        ==, 1);
      g_assert_cmpuint (pf_shell_board_get (&board, corners[i].lose_x, corners[i].lose_y),
                        ==, 2);
      g_assert_cmpuint (pf_shell_board_get (&board, corners[i].win_x, corners[i].win_y),
                        ==, 0);
      g_assert_cmpuint (pf_shell_board_n_cells (&board), ==, 2);
    }
}

static gboolean
boards_equal (const PfShellBoard *a,
              const PfShellBoard *b)
{
  return memcmp (a->cells, b->cells, sizeof a->cells) == 0 &&
         memcmp (a->counts, b->counts, sizeof a->counts) == 0;
}

/* A random layout: each shell is full, nearly full or sparse, in random
 * colours, so that clears, cascades and contested corners all happen. */
static void
random_board (PfShellBoard *board,
              GRand        *rand)
{
  int outermost = g_rand_int_range (rand, 2, PF_SHELL_GAME_OVER + 1);

  pf_shell_board_init (board);
  for (int s = 1; s <= outermost; s++)
    {
      double density;

      switch (g_rand_int_range (rand, 0, 4))
        {
        case 0: density = 1.0; break;
        case 1: density = 0.9; break;
        case 2: density = 0.6; break;
        default: density = 0.25; break;
        }
      for (int y = -s - 1; y <= s; y++)
        for (int x = -s - 1; x <= s; x++)
          if (pf_shell_of_cell (x, y) == s && g_rand_double (rand) < density)
            pf_shell_board_set (board, x, y, g_rand_int_range (rand, 1, PF_SHELL_COLOURS + 1));
    }
}

/* `clear` commutes with rotation, on random layouts: clearing and then
 * turning gives the same cells and score as turning and then clearing. */
static void
test_shell_clear_commutes_with_rotation (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240611);
  guint with_clears = 0;

  for (guint i = 0; i < 3000; i++)
    {
      PfShellTurn turn = i % 2 ? PF_SHELL_TURN_CW : PF_SHELL_TURN_CCW;
      PfShellBoard start, clear_first, turn_first;
      g_autoptr(GArray) clears_a = g_array_new (FALSE, FALSE, sizeof (PfShellClear));
      g_autoptr(GArray) clears_b = g_array_new (FALSE, FALSE, sizeof (PfShellClear));

      random_board (&start, rand);
      clear_first = turn_first = start;

      pf_shell_board_clear_all (&clear_first, clears_a);
      pf_shell_board_rotate (&clear_first, turn);
      pf_shell_board_rotate (&turn_first, turn);
      pf_shell_board_clear_all (&turn_first, clears_b);

      if (!boards_equal (&clear_first, &turn_first))
        g_error ("layout %u: clear then turn differs from turn then clear", i);
      g_assert_cmpuint (clears_a->len, ==, clears_b->len);
      for (guint c = 0; c < clears_a->len; c++)
        g_assert_cmpuint (g_array_index (clears_a, PfShellClear, c).score, ==,
                          g_array_index (clears_b, PfShellClear, c).score);
      with_clears += clears_a->len > 0;
    }
  /* The layouts were not all trivial. */
  g_assert_cmpuint (with_clears, >, 1000);
}

static void
test_shell_scores (void)
{
  static const guint64 expected[] = { 120, 640, 1800, 3840 };

  g_assert_cmpuint (pf_shell_clear_score (12, 1), ==, 120);
  g_assert_cmpuint (pf_shell_clear_score (44, 1), ==, 440);

  for (guint k = 1; k <= 4; k++)
    {
      g_autoptr(GArray) clears = g_array_new (FALSE, FALSE, sizeof (PfShellClear));
      PfShellBoard board;
      const PfShellClear *clear;

      pf_shell_board_init (&board);
      fill_shell (&board, 0, 7);
      for (guint s = 1; s <= k; s++)
        fill_shell (&board, s, s);

      g_assert_cmpuint (pf_shell_board_clear_all (&board, clears), ==, 1);
      clear = &g_array_index (clears, PfShellClear, 0);
      g_assert_cmpuint (clear->n_shells, ==, k);
      for (guint s = 1; s <= k; s++)
        g_assert_cmpuint (clear->shells[s - 1], ==, s);
      g_assert_cmpuint (clear->score, ==, expected[k - 1]);

      /* The core is never removed; everything else went. */
      g_assert_cmpuint (pf_shell_board_n_cells (&board), ==, 4);
      g_assert_cmpuint (pf_shell_board_count (&board, 0), ==, 4);
    }
}

static void
test_shell_clear_steps (void)
{
  PfShellBoard board;
  PfShellClear clear;

  /* Shells 1 and 3 full at once, shell 2 partly filled with cells that
   * collapse into a complete shell 1 (corners and the middle of each side). */
  pf_shell_board_init (&board);
  fill_shell (&board, 1, 1);
  fill_shell (&board, 3, 3);
  for (int i = -1; i <= 0; i++)
    {
      pf_shell_board_set (&board, i, 2, 2);
      pf_shell_board_set (&board, i, -3, 2);
      pf_shell_board_set (&board, 2, i, 2);
      pf_shell_board_set (&board, -3, i, 2);
    }
  pf_shell_board_set (&board, 2, 2, 2);
  pf_shell_board_set (&board, -3, 2, 2);
  pf_shell_board_set (&board, 2, -3, 2);
  pf_shell_board_set (&board, -3, -3, 2);
  pf_shell_board_set (&board, 4, 4, 4);
  g_assert_cmpuint (pf_shell_board_count (&board, 2), ==, 12);

  /* Remove: shells 1 and 3 go together. */
  g_assert_true (pf_shell_board_remove_full (&board, &clear));
  g_assert_cmpuint (clear.n_shells, ==, 2);
  g_assert_cmpuint (clear.shells[0], ==, 1);
  g_assert_cmpuint (clear.shells[1], ==, 3);
  g_assert_cmpuint (clear.squares, ==, 40);
  g_assert_cmpuint (clear.score, ==, 800);
  g_assert_cmpuint (pf_shell_board_count (&board, 1), ==, 0);
  g_assert_cmpuint (pf_shell_board_count (&board, 3), ==, 0);
  g_assert_cmpuint (pf_shell_board_count (&board, 2), ==, 12);

  /* Collapse, outermost first: shell 3 takes the corner of shell 4, then
   * shell 1 takes all of shell 2, and shell 2 takes that corner again. */
  pf_shell_board_collapse_removed (&board, &clear);
  g_assert_true (pf_shell_board_is_full (&board, 1));
  g_assert_cmpuint (pf_shell_board_count (&board, 2), ==, 1);
  g_assert_cmpuint (pf_shell_board_get (&board, 2, 2), ==, 4);
  g_assert_cmpuint (pf_shell_board_get (&board, 1, 1), ==, 2);
  g_assert_cmpuint (pf_shell_board_n_cells (&board), ==, 13);

  /* The cascade's second clear. */
  g_assert_true (pf_shell_board_remove_full (&board, &clear));
  g_assert_cmpuint (clear.n_shells, ==, 1);
  g_assert_cmpuint (clear.score, ==, 120);
  pf_shell_board_collapse_removed (&board, &clear);
  g_assert_cmpuint (pf_shell_board_get (&board, 1, 1), ==, 4);
  g_assert_cmpuint (pf_shell_board_n_cells (&board), ==, 1);
  g_assert_false (pf_shell_board_remove_full (&board, &clear));
  g_assert_cmpuint (clear.n_shells, ==, 0);
}

static void
test_shell_cascade (void)
{
  /* Dense random boards: the stepped simulation and the one-call cascade
   * agree, every clear scores 10 × squares × shells, and nothing full is
   * left behind. */
  for (guint round = 0; round < 200; round++)
    {
      g_autoptr(GArray) clears = g_array_new (FALSE, FALSE, sizeof (PfShellClear));
      PfShellBoard board;
      PfShellSim sim;
      PfShellClear clear;
      guint64 total = 0;
      guint removed = 0;
      guint before;
      guint stepped = 0;

      pf_shell_board_init (&board);
      for (int y = -8; y < 8; y++)
        for (int x = -8; x < 8; x++)
          if (g_test_rand_int_range (0, 100) < 93)
            pf_shell_board_set (&board, x, y, (guint) g_test_rand_int_range (1, 8));
      before = pf_shell_board_n_cells (&board);

      pf_shell_sim_init (&sim, &board);
      g_assert_cmpfloat_with_epsilon (sim.interval, 0.65, 1e-12);
      while (pf_shell_sim_step (&sim, &clear) == PF_SHELL_SIM_REMOVED)
        {
          guint squares = 0;

          stepped++;
          g_assert_cmpuint (sim.clears, ==, stepped);
          g_assert_true (sim.has_pending);
          for (guint i = 0; i < clear.n_shells; i++)
            {
              g_assert_cmpuint (clear.shells[i], >=, 1);
              g_assert_cmpuint (pf_shell_board_count (&sim.board, clear.shells[i]), ==, 0);
              squares += pf_shell_size (clear.shells[i]);
            }
          g_assert_cmpuint (clear.squares, ==, squares);
          g_assert_cmpuint (clear.score, ==, 10 * squares * clear.n_shells);
          total += clear.score;
          removed += squares;
          g_assert_cmpint (pf_shell_sim_step (&sim, &clear), ==, PF_SHELL_SIM_COLLAPSED);
          g_assert_false (sim.has_pending);
        }
      g_assert_cmpint (pf_shell_sim_step (&sim, NULL), ==, PF_SHELL_SIM_IDLE);
      g_assert_cmpuint (sim.score, ==, total);
      g_assert_cmpfloat_with_epsilon (sim.interval, pf_shell_interval (sim.clears), 1e-12);
      g_assert_cmpuint (pf_shell_board_n_cells (&sim.board), ==, before - removed);
      for (guint s = 1; s < PF_SHELL_COUNT; s++)
        g_assert_false (pf_shell_board_is_full (&sim.board, s));

      g_assert_cmpuint (pf_shell_board_clear_all (&board, clears), ==, sim.clears);
      g_assert_cmpmem (&board, sizeof board, &sim.board, sizeof sim.board);
      total = 0;
      for (guint i = 0; i < clears->len; i++)
        total += g_array_index (clears, PfShellClear, i).score;
      g_assert_cmpuint (total, ==, sim.score);
    }
}

static void
test_shell_cascade_exact (void)
{
  g_autoptr(GArray) clears = g_array_new (FALSE, FALSE, sizeof (PfShellClear));
  PfShellSim sim;
  PfShellBoard board;

  /* Shell 1 full; shell 2 holds its corners and side middles, which fall
   * into a complete shell 1: two clears of shell 1, 120 each. */
  pf_shell_board_init (&board);
  fill_shell (&board, 1, 1);
  for (int i = -1; i <= 0; i++)
    {
      pf_shell_board_set (&board, i, 2, 2);
      pf_shell_board_set (&board, i, -3, 2);
      pf_shell_board_set (&board, 2, i, 2);
      pf_shell_board_set (&board, -3, i, 2);
    }
  pf_shell_board_set (&board, 2, 2, 2);
  pf_shell_board_set (&board, -3, 2, 2);
  pf_shell_board_set (&board, 2, -3, 2);
  pf_shell_board_set (&board, -3, -3, 2);

  pf_shell_sim_init (&sim, &board);
  g_assert_cmpuint (pf_shell_sim_settle (&sim, clears), ==, 2);
  g_assert_cmpuint (clears->len, ==, 2);
  g_assert_cmpuint (g_array_index (clears, PfShellClear, 0).shells[0], ==, 1);
  g_assert_cmpuint (g_array_index (clears, PfShellClear, 1).shells[0], ==, 1);
  g_assert_cmpuint (sim.score, ==, 240);
  g_assert_cmpuint (pf_shell_board_n_cells (&sim.board), ==, 0);
  g_assert_cmpfloat_with_epsilon (sim.interval, 0.5265, 1e-12);
}

static void
test_shell_speed (void)
{
  double previous = G_MAXDOUBLE;

  g_assert_cmpfloat_with_epsilon (pf_shell_interval (0), 0.65, 1e-12);
  g_assert_cmpfloat_with_epsilon (pf_shell_interval (1), 0.585, 1e-12);
  g_assert_cmpfloat_with_epsilon (pf_shell_interval (2), 0.5265, 1e-12);
  g_assert_cmpfloat_with_epsilon (pf_shell_interval (10), 0.65 * 0.3486784401, 1e-9);

  /* 0.65 × 0.9^24 ≈ 0.0519 is the last step above the floor. */
  g_assert_cmpfloat (pf_shell_interval (24), >, 0.05);
  g_assert_cmpfloat_with_epsilon (pf_shell_interval (25), 0.05, 1e-12);
  g_assert_cmpfloat_with_epsilon (pf_shell_interval (1000000), 0.05, 1e-12);

  for (guint n = 0; n < 60; n++)
    {
      double interval = pf_shell_interval (n);

      g_assert_cmpfloat (interval, <=, previous);
      g_assert_cmpfloat (interval, >=, 0.05);
      previous = interval;
    }
}

static void
test_shell_layout_roundtrip (void)
{
  g_autoptr(PfShellLayout) layout = pf_shell_layout_new ("ring");
  g_autoptr(PfShellLayout) back = pf_shell_layout_new ("ring");
  PfShellBoard board;
  PfShellBoard again;
  const PfShellCell cells[] = { { 3, -4, 2 }, { 0, 0, 1 }, { 1, 1, 7 }, { -2, 1, 5 } };
  const PfShellCell *first;
  g_autoptr(GError) error = NULL;

  g_array_append_vals (layout->cells, cells, G_N_ELEMENTS (cells));
  g_assert_true (pf_shell_board_from_layout (&board, layout, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pf_shell_board_get (&board, 3, -4), ==, 2);

  pf_shell_board_to_layout (&board, back);
  g_assert_cmpuint (back->cells->len, ==, 4);
  /* Canonical order: by shell, then from the top, then from the left. */
  first = &g_array_index (back->cells, PfShellCell, 0);
  g_assert_cmpint (first->x, ==, 0);
  g_assert_cmpint (first->y, ==, 0);
  g_assert_cmpint (g_array_index (back->cells, PfShellCell, 1).x, ==, -2);
  g_assert_cmpint (g_array_index (back->cells, PfShellCell, 2).x, ==, 1);
  g_assert_cmpint (g_array_index (back->cells, PfShellCell, 3).y, ==, -4);
  g_assert_true (pf_shell_board_from_layout (&again, back, NULL));
  g_assert_cmpmem (&board, sizeof board, &again, sizeof again);
}

static void
test_shell_layout_errors (void)
{
  static const PfShellCell bad[][2] = {
    { { 1, 1, 0 }, { 0, 0, 1 } },     /* colour 0 */
    { { 0, 0, 1 }, { 1, 1, 8 } },     /* colour 8 */
    { { 2, 2, 1 }, { 2, 2, 3 } },     /* the same cell twice */
    { { 0, 0, 1 }, { 64, 0, 1 } },    /* beyond the last shell */
    { { -65, 3, 1 }, { 0, 0, 1 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(PfShellLayout) layout = pf_shell_layout_new ("bad");
      g_autoptr(GError) error = NULL;
      PfShellBoard board;

      g_array_append_vals (layout->cells, bad[i], 2);
      g_assert_false (pf_shell_board_from_layout (&board, layout, &error));
      g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "“bad”"));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/shell/of-cell", test_shell_of_cell);
  g_test_add_func ("/shell/sizes", test_shell_sizes);
  g_test_add_func ("/shell/rotation", test_shell_rotation);
  g_test_add_func ("/shell/board/rotate", test_shell_board_rotate);
  g_test_add_func ("/shell/board/cells", test_shell_board_cells);
  g_test_add_func ("/shell/collapse/refill", test_shell_collapse_refill);
  g_test_add_func ("/shell/collapse/moves", test_shell_collapse_moves);
  g_test_add_func ("/shell/collapse/contested", test_shell_collapse_contested);
  g_test_add_func ("/shell/clear/commutes-with-rotation", test_shell_clear_commutes_with_rotation);
  g_test_add_func ("/shell/clear/scores", test_shell_scores);
  g_test_add_func ("/shell/clear/steps", test_shell_clear_steps);
  g_test_add_func ("/shell/clear/cascade", test_shell_cascade);
  g_test_add_func ("/shell/clear/cascade-exact", test_shell_cascade_exact);
  g_test_add_func ("/shell/speed", test_shell_speed);
  g_test_add_func ("/shell/layout/roundtrip", test_shell_layout_roundtrip);
  g_test_add_func ("/shell/layout/errors", test_shell_layout_errors);
  return g_test_run ();
}

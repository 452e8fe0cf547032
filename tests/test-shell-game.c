/* test-shell-game.c: the Rotatris shell game (SPEC §4.4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-shell-game.h"

#define INTERVAL_US ((gint64) (PF_SHELL_INTERVAL_START * G_USEC_PER_SEC))

static PfShellGame *
new_game (const PfShellBoard *start,
          const char         *queue,
          gboolean            gravity)
{
  g_autoptr(GError) error = NULL;
  PfShellGameConfig config;
  PfShellGame *game;

  pf_shell_game_config_init (&config, NULL);
  config.gravity = gravity;
  game = pf_shell_game_new (&config, start, queue, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

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
test_spawn (void)
{
  g_autoptr(PfShellGame) game = new_game (NULL, "TI", FALSE);
  PfPlayEngine *engine = pf_shell_game_get_engine (game);
  const PfPieceShape *shape;
  PfPiece piece;
  PfRotation rotation;
  int x, y;

  g_assert_cmpint (pf_shell_game_get_state (game), ==, PF_SHELL_GAME_PLAYING);
  g_assert_true (pf_play_engine_get_piece (engine, &piece, &rotation, &x, &y));
  g_assert_cmpint (piece, ==, PF_PIECE_T);
  g_assert_cmpint (rotation, ==, PF_ROT_0);
  g_assert_cmpint (x, ==, -1);
  g_assert_cmpint (y, ==, 10);
  /* every mino outside shell 9 */
  shape = &pf_play_engine_get_rotation_system (engine)->shapes[piece][rotation];
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (pf_shell_of_cell (x + shape->minos[i].x, y + shape->minos[i].y), >, 9);
  g_assert_cmpint (pf_play_engine_peek (engine, 0), ==, PF_PIECE_I);
  g_assert_cmpint (pf_play_engine_peek (engine, 1), ==, PF_PIECE_NONE);
  g_assert_cmpfloat_with_epsilon (pf_shell_game_get_interval (game), 0.65, 1e-9);

  /* SRS: T turns in place at spawn; moves stop at the walls */
  g_assert_true (pf_play_engine_rotate (engine, PF_TURN_CW));
  pf_play_engine_get_piece (engine, NULL, &rotation, &x, &y);
  g_assert_cmpint (rotation, ==, PF_ROT_R);
  g_assert_cmpint (x, ==, -1);
  g_assert_cmpint (y, ==, 10);
  while (pf_play_engine_move (engine, -1))
    ;
  pf_play_engine_get_piece (engine, NULL, NULL, &x, NULL);
  g_assert_cmpint (x, ==, -PF_SHELL_GAME_FIELD - 1);   /* state R: minos at dx 0..1 */
}

static void
test_fall_and_lock_on_core (void)
{
  g_autoptr(PfShellGame) game = new_game (NULL, "OO", TRUE);
  PfPlayEngine *engine = pf_shell_game_get_engine (game);
  const PfShellBoard *board;
  PfPiece piece;
  int y;

  g_assert_cmpint (pf_play_engine_get_ghost_y (engine), ==, 1);

  /* one row per interval, straight down */
  pf_play_engine_advance (engine, INTERVAL_US - 1);
  pf_play_engine_get_piece (engine, NULL, NULL, NULL, &y);
  g_assert_cmpint (y, ==, 10);
  pf_play_engine_advance (engine, 1);
  pf_play_engine_get_piece (engine, NULL, NULL, NULL, &y);
  g_assert_cmpint (y, ==, 9);
  pf_play_engine_advance (engine, 8 * INTERVAL_US);
  pf_play_engine_get_piece (engine, NULL, NULL, NULL, &y);
  g_assert_cmpint (y, ==, 1);   /* resting on the core, not locked yet */
  g_assert_cmpuint (pf_shell_game_get_pieces (game), ==, 0);

  /* the next step down is blocked: it locks on contact */
  pf_play_engine_advance (engine, INTERVAL_US);
  g_assert_cmpuint (pf_shell_game_get_pieces (game), ==, 1);
  board = pf_shell_game_get_board (game);
  g_assert_cmpuint (pf_shell_board_n_cells (board), ==, 4);
  g_assert_cmpuint (pf_shell_board_get (board, -1, 1), ==, pf_shell_game_piece_colour (PF_PIECE_O));
  g_assert_cmpuint (pf_shell_board_get (board, 0, 1), ==, 3);
  g_assert_cmpuint (pf_shell_board_get (board, -1, 2), ==, 3);
  g_assert_cmpuint (pf_shell_board_get (board, 0, 2), ==, 3);
  g_assert_cmpuint (pf_shell_game_get_score (game), ==, 0);

  /* the next piece spawns and now lands on the first */
  g_assert_true (pf_play_engine_get_piece (engine, &piece, NULL, NULL, &y));
  g_assert_cmpint (piece, ==, PF_PIECE_O);
  g_assert_cmpint (y, ==, 10);
  g_assert_cmpint (pf_play_engine_get_ghost_y (engine), ==, 3);

  /* soft drop locks on contact too */
  for (guint i = 0; i < 7; i++)
    g_assert_true (pf_play_engine_soft_drop (engine));
  g_assert_cmpuint (pf_shell_game_get_pieces (game), ==, 1);
  g_assert_true (pf_play_engine_soft_drop (engine));
  g_assert_cmpuint (pf_shell_game_get_pieces (game), ==, 2);
  g_assert_cmpuint (pf_shell_board_get (board, 0, 4), ==, 3);
  g_assert_cmpint (pf_shell_game_get_state (game), ==, PF_SHELL_GAME_QUEUE_EMPTY);
  g_assert_false (pf_play_engine_hard_drop (engine));
}

static void
test_structure_rotation (void)
{
  PfShellBoard start;
  g_autoptr(PfShellGame) game = NULL;
  PfPlayEngine *engine;
  const PfShellBoard *board;

  pf_shell_board_init (&start);
  pf_shell_board_set (&start, 1, 0, 5);
  game = new_game (&start, "O", FALSE);
  engine = pf_shell_game_get_engine (game);
  board = pf_shell_game_get_board (game);

  /* bring the O down onto the core: cells (-1..0, 1..2) */
  for (guint i = 0; i < 9; i++)
    g_assert_true (pf_play_engine_soft_drop (engine));
  g_assert_cmpuint (pf_shell_game_get_pieces (game), ==, 0);

  /* counter-clockwise, (1, 0) would turn to (-1, 1): the piece is there */
  g_assert_false (pf_shell_game_rotate_structure (game, PF_SHELL_TURN_CCW));
  g_assert_cmpuint (pf_shell_board_get (board, 1, 0), ==, 5);
  g_assert_cmpuint (pf_shell_board_get (board, -1, 1), ==, 0);

  /* clockwise it goes to (0, -2), below the core */
  g_assert_true (pf_shell_game_rotate_structure (game, PF_SHELL_TURN_CW));
  g_assert_cmpuint (pf_shell_board_get (board, 1, 0), ==, 0);
  g_assert_cmpuint (pf_shell_board_get (board, 0, -2), ==, 5);
  g_assert_cmpuint (pf_shell_board_n_cells (board), ==, 1);

  /* a second turn is free, a third would hit the piece from the left */
  g_assert_true (pf_shell_game_rotate_structure (game, PF_SHELL_TURN_CW));
  g_assert_cmpuint (pf_shell_board_get (board, -2, -1), ==, 5);
  g_assert_false (pf_shell_game_rotate_structure (game, PF_SHELL_TURN_CW));
  g_assert_true (pf_shell_game_rotate_structure (game, PF_SHELL_TURN_CCW));
  g_assert_true (pf_shell_game_rotate_structure (game, PF_SHELL_TURN_CCW));
  g_assert_cmpuint (pf_shell_board_get (board, 1, 0), ==, 5);
  g_assert_cmpuint (pf_shell_game_get_pieces (game), ==, 0);
}

static void
test_clear_shell_one (void)
{
  PfShellBoard start;
  g_autoptr(PfShellGame) game = NULL;
  PfPlayEngine *engine;
  const PfShellBoard *board;
  const PfShellClear *clears;
  guint n;

  /* shell 1 full but for the two cells over the core */
  pf_shell_board_init (&start);
  fill_shell (&start, 1, 1);
  pf_shell_board_set (&start, -1, 1, 0);
  pf_shell_board_set (&start, 0, 1, 0);
  game = new_game (&start, "OT", FALSE);
  engine = pf_shell_game_get_engine (game);

  g_assert_true (pf_play_engine_hard_drop (engine));
  g_assert_cmpuint (pf_shell_game_get_pieces (game), ==, 1);
  g_assert_cmpuint (pf_shell_game_get_score (game), ==, 120);
  g_assert_cmpuint (pf_shell_game_get_clears (game), ==, 1);
  g_assert_cmpfloat_with_epsilon (pf_shell_game_get_interval (game), 0.585, 1e-9);
  clears = pf_shell_game_get_last_clears (game, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (clears[0].n_shells, ==, 1);
  g_assert_cmpuint (clears[0].shells[0], ==, 1);
  g_assert_cmpuint (clears[0].squares, ==, 12);

  /* the O's upper half, in shell 2, collapsed into shell 1 */
  board = pf_shell_game_get_board (game);
  g_assert_cmpuint (pf_shell_board_n_cells (board), ==, 2);
  g_assert_cmpuint (pf_shell_board_get (board, -1, 1), ==, 3);
  g_assert_cmpuint (pf_shell_board_get (board, 0, 1), ==, 3);
  g_assert_cmpint (pf_shell_game_get_state (game), ==, PF_SHELL_GAME_PLAYING);

  /* the faster fall: one row per 0.585 s */
  {
    g_autoptr(PfShellGame) fast = NULL;
  PfPlayEngine *fast_engine;
    PfShellGameConfig config;
    int y;

    pf_shell_game_config_init (&config, NULL);
    fast = pf_shell_game_new (&config, &start, "OT", NULL);
    fast_engine = pf_shell_game_get_engine (fast);
    pf_play_engine_hard_drop (fast_engine);
    pf_play_engine_advance (fast_engine, 585000 - 1);
    pf_play_engine_get_piece (fast_engine, NULL, NULL, NULL, &y);
    g_assert_cmpint (y, ==, 10);
    pf_play_engine_advance (fast_engine, 1);
    pf_play_engine_get_piece (fast_engine, NULL, NULL, NULL, &y);
    g_assert_cmpint (y, ==, 9);
  }

  /* a lock that clears nothing leaves the last clears empty */
  pf_play_engine_hard_drop (engine);
  pf_shell_game_get_last_clears (game, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_cmpuint (pf_shell_game_get_score (game), ==, 120);
}

static void
test_cascade (void)
{
  /* shell 2's corners and middle side cells: the 12 that refill shell 1 */
  static const int shell2[][2] = {
    { 2, 2 }, { 2, -3 }, { -3, -3 }, { -3, 2 },
    { -1, -3 }, { 0, -3 }, { -3, -1 }, { -3, 0 }, { 2, -1 }, { 2, 0 },
  };
  PfShellBoard start;
  g_autoptr(PfShellGame) game = NULL;
  PfPlayEngine *engine;
  const PfShellClear *clears;
  guint n;

  pf_shell_board_init (&start);
  fill_shell (&start, 1, 1);
  pf_shell_board_set (&start, -1, 1, 0);
  pf_shell_board_set (&start, 0, 1, 0);
  for (guint i = 0; i < G_N_ELEMENTS (shell2); i++)
    pf_shell_board_set (&start, shell2[i][0], shell2[i][1], 2);
  game = new_game (&start, "OO", FALSE);
  engine = pf_shell_game_get_engine (game);

  /* the O fills shell 1 and the top middle of shell 2; shell 1 clears, shell
   * 2 collapses into it and fills it again: a second clear */
  pf_play_engine_hard_drop (engine);
  clears = pf_shell_game_get_last_clears (game, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (clears[0].shells[0], ==, 1);
  g_assert_cmpuint (clears[0].score, ==, 120);
  g_assert_cmpuint (clears[1].shells[0], ==, 1);
  g_assert_cmpuint (clears[1].score, ==, 120);
  g_assert_cmpuint (pf_shell_game_get_score (game), ==, 240);
  g_assert_cmpuint (pf_shell_game_get_clears (game), ==, 2);
  g_assert_cmpfloat_with_epsilon (pf_shell_game_get_interval (game), 0.65 * 0.9 * 0.9, 1e-9);
  g_assert_cmpuint (pf_shell_board_n_cells (pf_shell_game_get_board (game)), ==, 0);
}

static void
test_game_over (void)
{
  PfShellBoard start;
  g_autoptr(PfShellGame) game = NULL;
  PfPlayEngine *engine;
  PfPiece piece;

  /* a column from shell 1 up to shell 7: a flat I lands on it in shell 8 */
  pf_shell_board_init (&start);
  for (int y = 1; y <= 7; y++)
    pf_shell_board_set (&start, -1, y, 4);
  game = new_game (&start, "II", FALSE);
  engine = pf_shell_game_get_engine (game);
  pf_play_engine_hard_drop (engine);
  g_assert_cmpint (pf_shell_game_get_state (game), ==, PF_SHELL_GAME_PLAYING);
  g_assert_cmpint (pf_shell_board_outermost (pf_shell_game_get_board (game)), ==, 8);

  /* the next lands in shell 9: game over */
  pf_play_engine_hard_drop (engine);
  g_assert_cmpint (pf_shell_game_get_state (game), ==, PF_SHELL_GAME_OVER_SHELL);
  g_assert_cmpuint (pf_shell_board_get (pf_shell_game_get_board (game), 0, 9), ==, 7);
  g_assert_false (pf_play_engine_get_piece (engine, &piece, NULL, NULL, NULL));
  g_assert_cmpint (piece, ==, PF_PIECE_NONE);
  g_assert_false (pf_play_engine_move (engine, 1));
  g_assert_false (pf_shell_game_rotate_structure (game, PF_SHELL_TURN_CW));
  pf_play_engine_advance (engine, G_USEC_PER_SEC);

  /* restart goes back to the starting structure */
  pf_shell_game_restart (game, 7);
  g_assert_cmpint (pf_shell_game_get_state (game), ==, PF_SHELL_GAME_PLAYING);
  g_assert_cmpuint (pf_shell_board_n_cells (pf_shell_game_get_board (game)), ==, 7);
  g_assert_cmpuint (pf_shell_game_get_pieces (game), ==, 0);
}

/* The end is judged as the piece locks, before its clears: a piece that
 * locks with a cell in shell 9 ends the game even when its clears bring
 * that cell back inside (SPEC §4.4). */
static void
test_game_over_before_clears (void)
{
  PfShellBoard start;
  g_autoptr(PfShellGame) game = NULL;
  PfPlayEngine *engine;
  const PfShellClear *clears;
  PfPiece piece;
  int x, y;
  guint n;

  /* Shells 6, 7 and 8 full but for column 0, whose cells (0, 6..8) are in
   * those shells; (0, 5) holds a standing I up. */
  pf_shell_board_init (&start);
  for (int s = 6; s <= 8; s++)
    for (int cy = -s - 1; cy <= s; cy++)
      for (int cx = -s - 1; cx <= s; cx++)
        if (pf_shell_of_cell (cx, cy) == s && !(cx == 0 && cy == s))
          pf_shell_board_set (&start, cx, cy, 2);
  pf_shell_board_set (&start, 0, 5, 3);
  game = new_game (&start, "II", FALSE);
  engine = pf_shell_game_get_engine (game);

  /* Stood up, the I falls down column 0 onto (0, 5): it fills (0, 6..8) and
   * pokes into shell 9 at (0, 9). */
  g_assert_true (pf_play_engine_rotate (engine, PF_TURN_CW));
  g_assert_true (pf_play_engine_get_piece (engine, &piece, NULL, &x, &y));
  g_assert_cmpint (piece, ==, PF_PIECE_I);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (pf_play_engine_get_ghost_y (engine), ==, 8);
  pf_play_engine_hard_drop (engine);

  /* Shells 6 to 8 cleared at once and scored; the cell from shell 9 fell
   * to shell 6; the game is over all the same. */
  clears = pf_shell_game_get_last_clears (game, &n);
  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpuint (clears[0].n_shells, ==, 3);
  g_assert_cmpuint (clears[0].shells[0], ==, 6);
  g_assert_cmpuint (clears[0].shells[2], ==, 8);
  g_assert_cmpuint (pf_shell_game_get_score (game), >=, pf_shell_clear_score (52 + 60 + 68, 3));
  g_assert_cmpint (pf_shell_board_outermost (pf_shell_game_get_board (game)), <, 9);
  g_assert_cmpint (pf_shell_game_get_state (game), ==, PF_SHELL_GAME_OVER_SHELL);
}

static void
test_miss (void)
{
  g_autoptr(PfShellGame) game = new_game (NULL, "I", FALSE);
  PfPlayEngine *engine = pf_shell_game_get_engine (game);
  int y;

  /* a piece that misses the structure falls to the floor, far out */
  while (pf_play_engine_move (engine, 1))
    ;
  y = pf_play_engine_get_ghost_y (engine);
  g_assert_cmpint (y, ==, -PF_SHELL_GAME_FIELD - 1);
  pf_play_engine_hard_drop (engine);
  g_assert_cmpint (pf_shell_game_get_state (game), ==, PF_SHELL_GAME_OVER_SHELL);
  g_assert_cmpint (pf_shell_board_outermost (pf_shell_game_get_board (game)), ==,
                   PF_SHELL_GAME_FIELD);
}

static void
test_start_beyond_shell_nine (void)
{
  PfShellBoard start;
  g_autoptr(PfShellGame) game = NULL;
  PfPlayEngine *engine;

  pf_shell_board_init (&start);
  pf_shell_board_set (&start, 9, 0, 1);
  game = new_game (&start, NULL, TRUE);
  engine = pf_shell_game_get_engine (game);
  g_assert_cmpint (pf_shell_game_get_state (game), ==, PF_SHELL_GAME_OVER_SHELL);
  g_assert_false (pf_play_engine_hard_drop (engine));
  g_assert_false (pf_play_engine_hold (engine));
  pf_play_engine_advance (engine, G_USEC_PER_SEC);
}

static void
test_hold (void)
{
  g_autoptr(PfShellGame) game = new_game (NULL, "TSZ", FALSE);
  PfPlayEngine *engine = pf_shell_game_get_engine (game);
  PfPiece piece;
  gboolean used;

  g_assert_true (pf_play_engine_hold (engine));
  g_assert_cmpint (pf_play_engine_get_hold (engine, &used), ==, PF_PIECE_T);
  g_assert_true (used);
  pf_play_engine_get_piece (engine, &piece, NULL, NULL, NULL);
  g_assert_cmpint (piece, ==, PF_PIECE_S);
  g_assert_false (pf_play_engine_hold (engine));
  pf_play_engine_hard_drop (engine);
  g_assert_true (pf_play_engine_hold (engine));
  pf_play_engine_get_piece (engine, &piece, NULL, NULL, NULL);
  g_assert_cmpint (piece, ==, PF_PIECE_T);
}

static void
test_bad_queue (void)
{
  g_autoptr(GError) error = NULL;
  PfShellGameConfig config;
  PfShellGame *game;

  pf_shell_game_config_init (&config, NULL);
  game = pf_shell_game_new (&config, NULL, "TIX", &error);
  g_assert_null (game);
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "character 3"));
}

/* Plays a fixed script of actions and time steps. */
static void
play_script (PfShellGame *game)
{
  PfPlayEngine *engine = pf_shell_game_get_engine (game);
  for (guint i = 0; i < 400 && pf_shell_game_get_state (game) == PF_SHELL_GAME_PLAYING; i++)
    {
      switch (i % 7)
        {
        case 0:
          pf_play_engine_move (engine, (i / 7) % 3 == 0 ? -1 : 1);
          break;
        case 1:
          pf_play_engine_rotate (engine, PF_TURN_CW);
          break;
        case 2:
          pf_shell_game_rotate_structure (game, (i / 7) % 2 ? PF_SHELL_TURN_CW
                                                            : PF_SHELL_TURN_CCW);
          break;
        case 3:
          pf_play_engine_key_down (engine, PF_KEY_SOFT_DROP);
          break;
        case 4:
          pf_play_engine_key_up (engine, PF_KEY_SOFT_DROP);
          break;
        case 5:
          if (i % 3 == 0)
            pf_play_engine_hard_drop (engine);
          break;
        default:
          break;
        }
      pf_play_engine_advance (engine, 16667 * (1 + i % 5));
    }
}

static void
test_determinism (void)
{
  PfShellGameConfig config;
  g_autoptr(PfShellGame) a = NULL;
  g_autoptr(PfShellGame) b = NULL;
  g_autoptr(PfShellGame) c = NULL;
  PfPlayEngine *ea, *ec;
  gboolean seen[PF_N_PIECES] = { FALSE, };
  gboolean differs = FALSE;

  pf_shell_game_config_init (&config, NULL);
  config.seed = 42;
  a = pf_shell_game_new (&config, NULL, NULL, NULL);
  b = pf_shell_game_new (&config, NULL, NULL, NULL);
  config.seed = 43;
  c = pf_shell_game_new (&config, NULL, NULL, NULL);
  ea = pf_shell_game_get_engine (a);
  ec = pf_shell_game_get_engine (c);

  /* a 7-bag: the first piece and the next six are a permutation */
  {
    PfPiece first;

    pf_play_engine_get_piece (ea, &first, NULL, NULL, NULL);
    seen[first] = TRUE;
    for (guint i = 0; i < 6; i++)
      {
        PfPiece p = pf_play_engine_peek (ea, i);

        g_assert_cmpint (p, <, PF_N_PIECES);
        g_assert_false (seen[p]);
        seen[p] = TRUE;
      }
  }
  for (guint i = 0; i < 14; i++)
    differs |= pf_play_engine_peek (ea, i) != pf_play_engine_peek (ec, i);
  g_assert_true (differs);

  play_script (a);
  play_script (b);
  g_assert_cmpint (pf_shell_game_get_state (a), ==, pf_shell_game_get_state (b));
  g_assert_cmpuint (pf_shell_game_get_pieces (a), ==, pf_shell_game_get_pieces (b));
  g_assert_cmpuint (pf_shell_game_get_pieces (a), >, 0);
  g_assert_cmpuint (pf_shell_game_get_score (a), ==, pf_shell_game_get_score (b));
  g_assert_true (memcmp (pf_shell_game_get_board (a), pf_shell_game_get_board (b),
                         sizeof (PfShellBoard)) == 0);

  /* a restart with the same seed plays the same game again */
  pf_shell_game_restart (b, 42);
  play_script (b);
  g_assert_true (memcmp (pf_shell_game_get_board (a), pf_shell_game_get_board (b),
                         sizeof (PfShellBoard)) == 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/shell-game/spawn", test_spawn);
  g_test_add_func ("/shell-game/fall-and-lock", test_fall_and_lock_on_core);
  g_test_add_func ("/shell-game/structure-rotation", test_structure_rotation);
  g_test_add_func ("/shell-game/clear-shell-one", test_clear_shell_one);
  g_test_add_func ("/shell-game/cascade", test_cascade);
  g_test_add_func ("/shell-game/game-over", test_game_over);
  g_test_add_func ("/shell-game/game-over-before-clears", test_game_over_before_clears);
  g_test_add_func ("/shell-game/miss", test_miss);
  g_test_add_func ("/shell-game/start-beyond-shell-nine", test_start_beyond_shell_nine);
  g_test_add_func ("/shell-game/hold", test_hold);
  g_test_add_func ("/shell-game/bad-queue", test_bad_queue);
  g_test_add_func ("/shell-game/determinism", test_determinism);

  return g_test_run ();
}

/* test-game.c: the playtest engine: queue, hold, drops, clears, top out, time steps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-game.h"

static PfGame *
new_game (const char *picture, const char *queue, gboolean gravity)
{
  PfGameConfig config;
  PfField field;
  g_autoptr(GError) error = NULL;
  PfGame *game;

  pf_game_config_init (&config, NULL);
  config.gravity = gravity;
  config.seed = 5;
  if (picture != NULL)
    g_assert_true (pf_field_from_ascii (&field, 10, 40, picture, &error));
  game = pf_game_new (&config, picture != NULL ? &field : NULL, queue, &error);
  g_assert_no_error (error);
  return game;
}

static char *
ascii (PfGame *game, guint rows)
{
  return pf_field_to_ascii (pf_game_get_field (game), rows);
}

static void
test_game_bag (void)
{
  PfGameConfig config;
  g_autoptr(PfGame) a = NULL;
  g_autoptr(PfGame) b = NULL;
  g_autoptr(PfGame) c = NULL;
  PfPlayEngine *ea, *eb, *ec;
  gboolean differs = FALSE;

  pf_game_config_init (&config, NULL);
  config.gravity = FALSE;
  config.seed = 77;
  a = pf_game_new (&config, NULL, NULL, NULL);
  b = pf_game_new (&config, NULL, NULL, NULL);
  config.seed = 78;
  c = pf_game_new (&config, NULL, NULL, NULL);
  ea = pf_game_get_engine (a);
  eb = pf_game_get_engine (b);
  ec = pf_game_get_engine (c);
  for (guint k = 0; k < PF_GAME_PREVIEW; k++)
    {
      g_assert_cmpint (pf_play_engine_peek (ea, k), ==, pf_play_engine_peek (eb, k));
      differs |= pf_play_engine_peek (ea, k) != pf_play_engine_peek (ec, k);
    }
  g_assert_true (differs);
  g_assert_cmpint (pf_play_engine_peek (ea, 99), ==, PF_PIECE_NONE);
}

static void
test_game_bag_pieces (void)
{
  PfGameConfig config;
  g_autoptr(PfGame) game = NULL;
  PfPlayEngine *engine;
  PfPiece expected[PF_GAME_PREVIEW];

  pf_game_config_init (&config, NULL);
  config.gravity = FALSE;
  game = pf_game_new (&config, NULL, NULL, NULL);
  engine = pf_game_get_engine (game);
  /* Each group of 7 spawned pieces holds all 7; the preview predicts them.
   * Hard drops in alternating columns keep the well from filling: when it
   * would, the game is restarted from an empty field by nuking rows. */
  for (guint bag = 0; bag < 40; bag++)
    {
      guint seen = 0;

      for (guint i = 0; i < 7; i++)
        {
          PfPiece piece;

          for (guint k = 0; k < PF_GAME_PREVIEW; k++)
            expected[k] = pf_play_engine_peek (engine, k);
          g_assert_true (pf_play_engine_get_piece (engine, &piece, NULL, NULL, NULL));
          seen |= 1u << piece;
          /* peeking must not consume */
          g_assert_cmpint (pf_play_engine_peek (engine, 0), ==, expected[0]);
          if (pf_game_get_pieces (game) % 2)
            for (guint m = 0; m < 4; m++)
              pf_play_engine_move (engine, -1);
          else
            for (guint m = 0; m < 4; m++)
              pf_play_engine_move (engine, 1);
          pf_play_engine_hard_drop (engine);
          if (pf_game_get_state (game) != PF_GAME_PLAYING)
            {
              PfGameConfig again = config;

              again.seed = 1000 + bag;
              g_clear_pointer (&game, pf_game_free);
              game = pf_game_new (&again, NULL, NULL, NULL);
              engine = pf_game_get_engine (game);
              seen = 0x7f;
              break;
            }
          g_assert_true (pf_play_engine_get_piece (engine, &piece, NULL, NULL, NULL));
          g_assert_cmpint (piece, ==, expected[0]);
          for (guint k = 0; k + 1 < PF_GAME_PREVIEW; k++)
            g_assert_cmpint (pf_play_engine_peek (engine, k), ==, expected[k + 1]);
        }
      g_assert_cmpuint (seen, ==, 0x7f);
    }
}

static void
test_game_hold (void)
{
  g_autoptr(PfGame) game = new_game (NULL, "TIO", FALSE);
  PfPlayEngine *engine = pf_game_get_engine (game);
  PfPiece piece;
  gboolean used;

  g_assert_cmpint (pf_play_engine_get_hold (engine, &used), ==, PF_PIECE_NONE);
  /* an empty hold slot takes the next piece */
  g_assert_true (pf_play_engine_hold (engine));
  g_assert_cmpint (pf_play_engine_get_hold (engine, &used), ==, PF_PIECE_T);
  g_assert_true (used);
  pf_play_engine_get_piece (engine, &piece, NULL, NULL, NULL);
  g_assert_cmpint (piece, ==, PF_PIECE_I);
  /* once per piece */
  g_assert_false (pf_play_engine_hold (engine));
  g_assert_true (pf_play_engine_hard_drop (engine));
  pf_play_engine_get_piece (engine, &piece, NULL, NULL, NULL);
  g_assert_cmpint (piece, ==, PF_PIECE_O);
  /* after a lock it swaps */
  g_assert_true (pf_play_engine_hold (engine));
  pf_play_engine_get_piece (engine, &piece, NULL, NULL, NULL);
  g_assert_cmpint (piece, ==, PF_PIECE_T);
  g_assert_cmpint (pf_play_engine_get_hold (engine, NULL), ==, PF_PIECE_O);
  g_assert_true (pf_play_engine_hard_drop (engine));
  /* the queue is empty: the held O is not spawned on its own */
  g_assert_cmpint (pf_game_get_state (game), ==, PF_GAME_QUEUE_EMPTY);
  g_assert_false (pf_play_engine_get_piece (engine, NULL, NULL, NULL, NULL));
}

static void
test_game_hold_needs_next (void)
{
  g_autoptr(PfGame) game = new_game (NULL, "T", FALSE);
  PfPlayEngine *engine = pf_game_get_engine (game);

  g_assert_false (pf_play_engine_hold (engine));
  g_assert_cmpint (pf_play_engine_get_hold (engine, NULL), ==, PF_PIECE_NONE);
  g_assert_true (pf_play_engine_hard_drop (engine));
  g_assert_cmpint (pf_game_get_state (game), ==, PF_GAME_QUEUE_EMPTY);
  g_assert_cmpuint (pf_game_get_pieces (game), ==, 1);
}

static void
test_game_drops (void)
{
  g_autoptr(PfGame) game = new_game (NULL, "O", FALSE);
  PfPlayEngine *engine = pf_game_get_engine (game);
  g_autofree char *text = NULL;
  int y;

  for (guint i = 0; i < 19; i++)
    g_assert_true (pf_play_engine_soft_drop (engine));
  pf_play_engine_get_piece (engine, NULL, NULL, NULL, &y);
  g_assert_cmpint (y, ==, 1);
  /* O's centre is its lower-left mino: row 1 is one row above the floor */
  g_assert_true (pf_play_engine_soft_drop (engine));
  g_assert_false (pf_play_engine_soft_drop (engine));
  g_assert_false (pf_play_engine_sonic_drop (engine));
  g_assert_cmpuint (pf_game_get_pieces (game), ==, 0);   /* down never locks */
  g_assert_true (pf_play_engine_hard_drop (engine));
  text = ascii (game, 2);
  g_assert_cmpstr (text, ==, "....OO....\n....OO....\n");
  g_assert_cmpuint (pf_game_get_score (game), ==, 20);   /* 20 soft-dropped rows */
}

static void
test_game_line_clears (void)
{
  /* The full row 0 of the starting field stays until the first lock, which
   * clears it even though the piece does not touch it. */
  g_autoptr(PfGame) game = new_game ("X........X\n"
                                     "XXX....XXX\n"
                                     "XXXXXXXXXX\n", "IO", FALSE);
  PfPlayEngine *engine = pf_game_get_engine (game);
  g_autofree char *text = NULL;

  g_assert_true (pf_play_engine_hard_drop (engine));   /* I fills row 1 */
  g_assert_cmpuint (pf_game_get_last_clear (game)->lines, ==, 2);
  text = ascii (game, 2);
  g_assert_cmpstr (text, ==, "..........\nX........X\n");
  g_assert_cmpuint (pf_game_get_lines (game), ==, 2);
}

static void
test_game_lock_out (void)
{
  /* Column 4 is stacked to row 19: the T locks entirely in rows 20..21. */
  GString *picture = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autoptr(PfGame) game = NULL;
  PfPlayEngine *engine;
  g_autoptr(PfGame) clears = NULL;

  for (guint i = 0; i < 20; i++)
    g_string_append (picture, "....X.....\n");
  game = new_game (picture->str, "TT", FALSE);
  engine = pf_game_get_engine (game);
  g_assert_true (pf_play_engine_hard_drop (engine));
  g_assert_cmpint (pf_game_get_state (game), ==, PF_GAME_LOCK_OUT);
  g_assert_cmpint (pf_game_get_field (game)->cells[21][4], ==, PF_CELL_T);

  /* A lock out is judged before its clear: the I completes row 20, which
   * is cleared, and the game is still over. */
  g_string_truncate (picture, 0);
  g_string_append (picture, "XXX....XXX\n");
  for (guint i = 0; i < 20; i++)
    g_string_append (picture, ".XXXXXXXXX\n");
  clears = new_game (picture->str, "II", FALSE);
  g_assert_true (pf_play_engine_hard_drop (pf_game_get_engine (clears)));
  g_assert_cmpint (pf_game_get_state (clears), ==, PF_GAME_LOCK_OUT);
  g_assert_cmpuint (pf_game_get_last_clear (clears)->lines, ==, 1);
  g_assert_cmpuint (pf_game_get_field (clears)->top, ==, 20);
  g_string_free (picture, TRUE);
  (void) text;
}

static void
test_game_gravity_and_lock_delay (void)
{
  g_autoptr(PfGame) game = new_game (NULL, "TT", TRUE);
  PfPlayEngine *engine = pf_game_get_engine (game);
  int y;

  /* level 1: one row per second */
  pf_play_engine_advance (engine, 999999);
  pf_play_engine_get_piece (engine, NULL, NULL, NULL, &y);
  g_assert_cmpint (y, ==, 20);
  pf_play_engine_advance (engine, 1);
  pf_play_engine_get_piece (engine, NULL, NULL, NULL, &y);
  g_assert_cmpint (y, ==, 19);

  /* soft drop: 20 times faster */
  pf_play_engine_key_down (engine, PF_KEY_SOFT_DROP);
  pf_play_engine_advance (engine, 50000 * 19);
  pf_play_engine_key_up (engine, PF_KEY_SOFT_DROP);
  pf_play_engine_get_piece (engine, NULL, NULL, NULL, &y);
  g_assert_cmpint (y, ==, 0);

  /* on the floor: locks after 0.5 s */
  pf_play_engine_advance (engine, 499999);
  g_assert_cmpuint (pf_game_get_pieces (game), ==, 0);
  pf_play_engine_advance (engine, 1);
  g_assert_cmpuint (pf_game_get_pieces (game), ==, 1);
}

static void
test_game_lock_resets (void)
{
  g_autoptr(PfGame) game = new_game (NULL, "TT", TRUE);
  PfPlayEngine *engine = pf_game_get_engine (game);

  g_assert_true (pf_play_engine_sonic_drop (engine));
  /* each move on the floor restarts the delay, 15 times */
  for (guint i = 0; i < 15; i++)
    {
      pf_play_engine_advance (engine, 400000);
      g_assert_cmpuint (pf_game_get_pieces (game), ==, 0);
      g_assert_true (pf_play_engine_move (engine, i % 2 ? 1 : -1));
    }
  /* resets are used up: it locks at once */
  pf_play_engine_advance (engine, 1);
  g_assert_cmpuint (pf_game_get_pieces (game), ==, 1);
}

static void
test_game_das_arr (void)
{
  PfGameConfig config;
  g_autoptr(PfGame) game = NULL;
  PfPlayEngine *engine;
  int x;

  pf_game_config_init (&config, NULL);
  config.gravity = FALSE;
  config.das_ms = 100;
  config.arr_ms = 20;
  game = pf_game_new (&config, NULL, "T", NULL);
  engine = pf_game_get_engine (game);

  pf_play_engine_key_down (engine, PF_KEY_RIGHT);   /* moves at once */
  pf_play_engine_get_piece (engine, NULL, NULL, &x, NULL);
  g_assert_cmpint (x, ==, 5);
  pf_play_engine_advance (engine, 99999);
  pf_play_engine_get_piece (engine, NULL, NULL, &x, NULL);
  g_assert_cmpint (x, ==, 5);
  pf_play_engine_advance (engine, 1);               /* DAS: the first repeat */
  pf_play_engine_get_piece (engine, NULL, NULL, &x, NULL);
  g_assert_cmpint (x, ==, 6);
  pf_play_engine_advance (engine, 40000);           /* two ARR steps */
  pf_play_engine_get_piece (engine, NULL, NULL, &x, NULL);
  g_assert_cmpint (x, ==, 8);
  pf_play_engine_advance (engine, 1000000);         /* against the wall */
  pf_play_engine_get_piece (engine, NULL, NULL, &x, NULL);
  g_assert_cmpint (x, ==, 8);
  pf_play_engine_key_up (engine, PF_KEY_RIGHT);
  pf_play_engine_key_down (engine, PF_KEY_LEFT);
  pf_play_engine_get_piece (engine, NULL, NULL, &x, NULL);
  g_assert_cmpint (x, ==, 7);

  /* ARR 0: straight to the wall when DAS charges */
  pf_play_engine_key_up (engine, PF_KEY_LEFT);
  g_clear_pointer (&game, pf_game_free);
  config.arr_ms = 0;
  game = pf_game_new (&config, NULL, "T", NULL);
  engine = pf_game_get_engine (game);
  pf_play_engine_key_down (engine, PF_KEY_LEFT);
  pf_play_engine_advance (engine, 100000);
  pf_play_engine_get_piece (engine, NULL, NULL, &x, NULL);
  g_assert_cmpint (x, ==, 1);
}

static void
test_game_deterministic (void)
{
  /* The same steps give the same game. */
  char *fields[2];

  for (guint run = 0; run < 2; run++)
    {
      PfGameConfig config;
      g_autoptr(PfGame) game = NULL;
      PfPlayEngine *engine;

      pf_game_config_init (&config, NULL);
      config.seed = 123;
      game = pf_game_new (&config, NULL, NULL, NULL);
      engine = pf_game_get_engine (game);
      for (guint frame = 0; frame < 6000 && pf_game_get_state (game) == PF_GAME_PLAYING; frame++)
        {
          if (frame % 97 == 0)
            pf_play_engine_key_down (engine, frame % 2 ? PF_KEY_LEFT : PF_KEY_RIGHT);
          if (frame % 97 == 20)
            {
              pf_play_engine_key_up (engine, PF_KEY_LEFT);
              pf_play_engine_key_up (engine, PF_KEY_RIGHT);
            }
          if (frame % 31 == 0)
            pf_play_engine_rotate (engine, frame % 3 ? PF_TURN_CW : PF_TURN_CCW);
          if (frame % 150 == 149)
            pf_play_engine_hard_drop (engine);
          pf_play_engine_advance (engine, 16667);
        }
      g_assert_cmpuint (pf_game_get_pieces (game), >, 20);
      fields[run] = ascii (game, 40);
    }
  g_assert_cmpstr (fields[0], ==, fields[1]);
  g_free (fields[0]);
  g_free (fields[1]);
}

static void
test_game_bad_queue (void)
{
  PfGameConfig config;
  g_autoptr(GError) error = NULL;
  PfField small;

  pf_game_config_init (&config, NULL);
  g_assert_null (pf_game_new (&config, NULL, "TIX", &error));
  g_assert_nonnull (strstr (error->message, "queue character 3"));
  g_clear_error (&error);
  pf_field_init (&small, 10, 20);
  g_assert_null (pf_game_new (&config, &small, NULL, &error));
  g_assert_nonnull (strstr (error->message, "10 x 20"));
}

/* Restarting with the same seed plays the same game again, from the
 * starting field with score, lines, hold and pieces cleared; once the game
 * has ended no action does anything. */
static void
test_game_restart (void)
{
  g_autoptr(PfGame) game = new_game ("XXXX..XXXX\n", NULL, FALSE);
  PfPlayEngine *engine = pf_game_get_engine (game);
  g_autofree char *first = NULL;
  g_autofree char *again = NULL;
  g_autofree char *start = NULL;
  PfPiece pieces[2];

  start = ascii (game, 2);
  pf_game_restart (game, 9);
  for (guint run = 0; run < 2; run++)
    {
      pf_play_engine_get_piece (engine, &pieces[run], NULL, NULL, NULL);
      g_assert_true (pf_play_engine_hold (engine));
      for (guint i = 0; i < 30 && pf_game_get_state (game) == PF_GAME_PLAYING; i++)
        {
          pf_play_engine_rotate (engine, i % 3 ? PF_TURN_CW : PF_TURN_CCW);
          pf_play_engine_move (engine, (int) (i % 5) - 2);
          pf_play_engine_soft_drop (engine);
          pf_play_engine_hard_drop (engine);
        }
      g_assert_cmpuint (pf_game_get_pieces (game), >, 0);
      g_assert_cmpuint (pf_game_get_score (game), >, 0);
      if (run == 0)
        first = ascii (game, 40);
      else
        again = ascii (game, 40);
      pf_game_restart (game, 9);
      g_assert_cmpint (pf_game_get_state (game), ==, PF_GAME_PLAYING);
      g_assert_cmpuint (pf_game_get_pieces (game), ==, 0);
      g_assert_cmpuint (pf_game_get_score (game), ==, 0);
      g_assert_cmpuint (pf_game_get_lines (game), ==, 0);
      g_assert_cmpint (pf_play_engine_get_hold (engine, NULL), ==, PF_PIECE_NONE);
      {
        g_autofree char *now = ascii (game, 2);

        g_assert_cmpstr (now, ==, start);
      }
    }
  g_assert_cmpint (pieces[0], ==, pieces[1]);
  g_assert_cmpstr (first, ==, again);

  /* A game that has ended: every action does nothing. */
  g_clear_pointer (&game, pf_game_free);
  game = new_game (NULL, "O", TRUE);
  engine = pf_game_get_engine (game);
  g_assert_true (pf_play_engine_hard_drop (engine));
  g_assert_cmpint (pf_game_get_state (game), ==, PF_GAME_QUEUE_EMPTY);
  g_assert_false (pf_play_engine_move (engine, -1));
  g_assert_false (pf_play_engine_rotate (engine, PF_TURN_CW));
  g_assert_false (pf_play_engine_soft_drop (engine));
  g_assert_false (pf_play_engine_sonic_drop (engine));
  g_assert_false (pf_play_engine_hard_drop (engine));
  g_assert_false (pf_play_engine_hold (engine));
  pf_play_engine_advance (engine, G_USEC_PER_SEC);
  g_assert_cmpuint (pf_game_get_pieces (game), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/seeds", test_game_bag);
  g_test_add_func ("/game/bag-and-preview", test_game_bag_pieces);
  g_test_add_func ("/game/hold", test_game_hold);
  g_test_add_func ("/game/hold-needs-next", test_game_hold_needs_next);
  g_test_add_func ("/game/drops", test_game_drops);
  g_test_add_func ("/game/line-clears", test_game_line_clears);
  g_test_add_func ("/game/lock-out", test_game_lock_out);
  g_test_add_func ("/game/gravity-and-lock-delay", test_game_gravity_and_lock_delay);
  g_test_add_func ("/game/lock-resets", test_game_lock_resets);
  g_test_add_func ("/game/das-arr", test_game_das_arr);
  g_test_add_func ("/game/deterministic", test_game_deterministic);
  g_test_add_func ("/game/bad-queue", test_game_bad_queue);
  g_test_add_func ("/game/restart", test_game_restart);
  return g_test_run ();
}

/* test-play-engine.c: the falling-piece engine, on a board of its own and in every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-game.h"
#include "pf-play-engine.h"
#include "pf-shell-game.h"

/* The engine on a board that answers for itself (no matrix): a floor
 * WIDTH columns wide, cells that fill as pieces lock, 10 points a lock and
 * a lock out for a piece that locks with a cell in row TOP or above. */

#define TOY_WIDTH 6
#define TOY_HEIGHT 12
#define TOY_TOP 8

typedef struct
{
  gboolean cells[TOY_HEIGHT][TOY_WIDTH];
  gboolean lost_at_start;
  guint    locks;
  guint    restarts;
} ToyBoard;

static gboolean
toy_collides (gconstpointer       board,
              const PfPieceShape *shape,
              int                 x,
              int                 y)
{
  const ToyBoard *toy = board;

  for (guint i = 0; i < 4; i++)
    {
      int cx = x + shape->minos[i].x, cy = y + shape->minos[i].y;

      if (cx < 0 || cx >= TOY_WIDTH || cy < 0 || (cy < TOY_HEIGHT && toy->cells[cy][cx]))
        return TRUE;
    }
  return FALSE;
}

static gboolean
toy_restart (gpointer board,
             guint64  seed)
{
  ToyBoard *toy = board;

  memset (toy->cells, 0, sizeof toy->cells);
  toy->restarts++;
  return !toy->lost_at_start;
}

static gboolean
toy_lock (gpointer           board,
          const PfPlayPiece *piece,
          guint64           *score)
{
  ToyBoard *toy = board;
  gboolean lock_out = FALSE;

  for (guint i = 0; i < 4; i++)
    {
      int cx = piece->x + piece->shape->minos[i].x, cy = piece->y + piece->shape->minos[i].y;

      g_assert_true (cx >= 0 && cx < TOY_WIDTH && cy >= 0 && cy < TOY_HEIGHT);
      toy->cells[cy][cx] = TRUE;
      lock_out |= cy >= TOY_TOP;
    }
  toy->locks++;
  *score += 10;
  return lock_out;
}

static gint64
toy_fall_interval (gconstpointer board)
{
  return 1000;
}

static const PfPlayBoardFuncs toy_funcs = {
  .collides = toy_collides,
  .restart = toy_restart,
  .lock = toy_lock,
  .fall_interval = toy_fall_interval,
};

static void
toy_config (PfPlayEngineConfig *config,
            ToyBoard           *toy,
            PfPlayLockRule      rule)
{
  memset (config, 0, sizeof *config);
  config->funcs = &toy_funcs;
  config->board = toy;
  config->spawn_x = 2;
  config->spawn_y = 6;
  config->lock_rule = rule;
  config->lock_delay_ms = 10;
  config->max_lock_resets = 3;
  config->soft_drop_factor = 20;
  config->gravity = TRUE;
  config->soft_drop_points = 1;
  config->hard_drop_points = 2;
}

/* Sets up an engine on @toy and starts its game. */
static void
toy_start (PfPlayEngine             *engine,
           const PfPlayEngineConfig *config,
           const char               *queue)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (pf_play_engine_init (engine, config, queue, &error));
  g_assert_no_error (error);
  pf_play_engine_restart (engine, 1);
}

static int
engine_y (const PfPlayEngine *engine)
{
  int y;

  pf_play_engine_get_piece (engine, NULL, NULL, NULL, &y);
  return y;
}

/* Lock delay and its reset limit through a board's own collision test. */
static void
test_engine_board_lock_delay (void)
{
  ToyBoard toy = { 0, };
  PfPlayEngineConfig config;
  PfPlayEngine engine;

  toy_config (&config, &toy, PF_PLAY_LOCK_DELAY);
  toy_start (&engine, &config, "OOT");
  g_assert_cmpuint (toy.restarts, ==, 1);
  g_assert_cmpint (pf_play_engine_get_ghost_y (&engine), ==, 0);

  /* six rows at 1 ms each; on the floor it waits for the lock delay */
  pf_play_engine_advance (&engine, 6000);
  g_assert_cmpint (engine_y (&engine), ==, 0);
  pf_play_engine_advance (&engine, 9999);
  g_assert_cmpuint (toy.locks, ==, 0);
  pf_play_engine_advance (&engine, 1);
  g_assert_cmpuint (toy.locks, ==, 1);
  g_assert_true (toy.cells[0][2] && toy.cells[1][3]);

  /* the next O lands on it; three moves on the ground restart the delay,
   * then the resets are used up and it locks at once */
  g_assert_true (pf_play_engine_sonic_drop (&engine));
  g_assert_cmpint (engine_y (&engine), ==, 2);
  for (guint i = 0; i < 3; i++)
    {
      pf_play_engine_advance (&engine, 9000);
      g_assert_cmpuint (toy.locks, ==, 1);
      g_assert_true (pf_play_engine_move (&engine, i % 2 ? 1 : -1));
    }
  g_assert_cmpuint (toy.locks, ==, 1);
  pf_play_engine_advance (&engine, 1);
  g_assert_cmpuint (toy.locks, ==, 2);

  /* the T hard drops from row 6 onto the O at row 3: 2 points a row, 10
   * for the lock */
  g_assert_cmpuint (pf_play_engine_get_score (&engine), ==, 20);
  g_assert_true (pf_play_engine_hard_drop (&engine));
  g_assert_cmpuint (pf_play_engine_get_score (&engine), ==, 20 + 2 * 2 + 10);
  g_assert_cmpint (pf_play_engine_get_state (&engine), ==, PF_PLAY_QUEUE_EMPTY);
  g_assert_cmpuint (pf_play_engine_get_pieces (&engine), ==, 3);
  pf_play_engine_clear (&engine);
}

/* Lock on contact: a blocked step down locks, by gravity or a soft drop;
 * pf_play_engine_move_down() never locks. */
static void
test_engine_board_lock_on_contact (void)
{
  ToyBoard toy = { 0, };
  PfPlayEngineConfig config;
  PfPlayEngine engine;

  toy_config (&config, &toy, PF_PLAY_LOCK_ON_CONTACT);
  config.gravity = FALSE;
  config.soft_drop_points = 0;
  toy_start (&engine, &config, "IIIII");

  while (pf_play_engine_move_down (&engine))
    ;
  g_assert_cmpint (engine_y (&engine), ==, 0);
  g_assert_false (pf_play_engine_move_down (&engine));
  g_assert_cmpuint (toy.locks, ==, 0);
  g_assert_true (pf_play_engine_soft_drop (&engine));
  g_assert_cmpuint (toy.locks, ==, 1);
  g_assert_cmpuint (pf_play_engine_get_score (&engine), ==, 10);

  /* four flat I's fill rows 0..3; stood up, the fifth fills rows 4..7,
   * just under the rows the board judges a lock out */
  for (guint i = 1; i < 4; i++)
    {
      g_assert_true (pf_play_engine_hard_drop (&engine));
      g_assert_cmpint (pf_play_engine_get_state (&engine), ==, PF_PLAY_PLAYING);
    }
  g_assert_true (pf_play_engine_rotate (&engine, PF_TURN_CW));
  g_assert_true (pf_play_engine_hard_drop (&engine));
  g_assert_true (toy.cells[4][3] && toy.cells[7][3]);
  g_assert_cmpint (pf_play_engine_get_state (&engine), ==, PF_PLAY_QUEUE_EMPTY);
  pf_play_engine_clear (&engine);

  /* with gravity, a piece resting on the floor locks at the next step */
  memset (&toy, 0, sizeof toy);
  config.gravity = TRUE;
  toy_start (&engine, &config, "IIII");
  pf_play_engine_advance (&engine, 6000);
  g_assert_cmpint (engine_y (&engine), ==, 0);
  g_assert_cmpuint (toy.locks, ==, 0);
  pf_play_engine_advance (&engine, 1000);
  g_assert_cmpuint (toy.locks, ==, 1);
  for (guint i = 0; i < 3; i++)
    pf_play_engine_hard_drop (&engine);
  g_assert_cmpuint (toy.locks, ==, 4);
  pf_play_engine_clear (&engine);
}

/* A board that is lost from the start, a lock out, lifting a piece the
 * board moved into, and a queue that is not pieces. */
static void
test_engine_board_ends (void)
{
  ToyBoard toy = { 0, };
  PfPlayEngineConfig config;
  PfPlayEngine engine;
  g_autoptr(GError) error = NULL;

  toy_config (&config, &toy, PF_PLAY_LOCK_DELAY);
  toy.lost_at_start = TRUE;
  toy_start (&engine, &config, NULL);
  g_assert_cmpint (pf_play_engine_get_state (&engine), ==, PF_PLAY_LOCK_OUT);
  g_assert_false (pf_play_engine_get_piece (&engine, NULL, NULL, NULL, NULL));
  g_assert_false (pf_play_engine_hard_drop (&engine));

  /* the board fills the rows under the piece's spawn: lift it clear */
  toy.lost_at_start = FALSE;
  pf_play_engine_restart (&engine, 1);
  g_assert_cmpint (pf_play_engine_get_state (&engine), ==, PF_PLAY_PLAYING);
  for (int y = 0; y <= 7; y++)
    for (int x = 0; x < TOY_WIDTH; x++)
      toy.cells[y][x] = TRUE;
  g_assert_true (pf_play_engine_lift_piece (&engine, TOY_HEIGHT));
  g_assert_cmpint (engine_y (&engine), >=, 8);
  g_assert_cmpint (pf_play_engine_get_ghost_y (&engine), ==, engine_y (&engine));
  /* a lock up there is a lock out */
  g_assert_true (pf_play_engine_hard_drop (&engine));
  g_assert_cmpint (pf_play_engine_get_state (&engine), ==, PF_PLAY_LOCK_OUT);

  /* no room up to the ceiling: top out */
  pf_play_engine_restart (&engine, 1);
  for (int y = 0; y < TOY_HEIGHT; y++)
    for (int x = 0; x < TOY_WIDTH; x++)
      toy.cells[y][x] = TRUE;
  g_assert_false (pf_play_engine_lift_piece (&engine, TOY_HEIGHT - 4));
  g_assert_cmpint (pf_play_engine_get_state (&engine), ==, PF_PLAY_TOP_OUT);
  pf_play_engine_clear (&engine);

  g_assert_false (pf_play_engine_init (&engine, &config, "OQ", &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "queue character 2"));
  pf_play_engine_clear (&engine);
}

/* The engine in every game: the guideline well and the shell game, each
 * with its spawn, walls, fall interval and drop points. */

typedef struct
{
  PfGame       *well;
  PfShellGame  *shell;
  PfPlayEngine *engine;
  int           spawn_x;
  int           spawn_y;
  int           left_x;        /* a T's centre in state 0 against each wall */
  int           right_x;
  gint64        interval;      /* µs a row at the start */
  guint         soft_points;   /* per soft-dropped row */
} AnyGame;

static void
any_game_init (AnyGame    *game,
               gboolean    shell,
               const char *queue,
               gboolean    gravity,
               guint       das_ms,
               guint       arr_ms)
{
  g_autoptr(GError) error = NULL;

  memset (game, 0, sizeof *game);
  if (shell)
    {
      PfShellGameConfig config;

      pf_shell_game_config_init (&config, NULL);
      config.gravity = gravity;
      config.das_ms = das_ms;
      config.arr_ms = arr_ms;
      game->shell = pf_shell_game_new (&config, NULL, queue, &error);
      game->engine = pf_shell_game_get_engine (game->shell);
      game->spawn_x = PF_SHELL_GAME_SPAWN_X;
      game->spawn_y = PF_SHELL_GAME_SPAWN_Y;
      game->left_x = -PF_SHELL_GAME_FIELD;
      game->right_x = PF_SHELL_GAME_FIELD - 1;
      game->interval = (gint64) (PF_SHELL_INTERVAL_START * G_USEC_PER_SEC);
      game->soft_points = 0;
    }
  else
    {
      PfGameConfig config;

      pf_game_config_init (&config, NULL);
      config.gravity = gravity;
      config.das_ms = das_ms;
      config.arr_ms = arr_ms;
      game->well = pf_game_new (&config, NULL, queue, &error);
      game->engine = pf_game_get_engine (game->well);
      game->spawn_x = 4;
      game->spawn_y = 20;
      game->left_x = 1;
      game->right_x = 8;
      game->interval = G_USEC_PER_SEC;
      game->soft_points = 1;
    }
  g_assert_no_error (error);
}

static void
any_game_clear (AnyGame *game)
{
  g_clear_pointer (&game->well, pf_game_free);
  g_clear_pointer (&game->shell, pf_shell_game_free);
}

static int
engine_x (const PfPlayEngine *engine)
{
  int x;

  pf_play_engine_get_piece (engine, NULL, NULL, &x, NULL);
  return x;
}

/* Hold needs a next piece when the slot is empty, and a held piece is not
 * spawned on its own when a fixed queue runs out. */
static void
test_engine_hold_needs_next (void)
{
  for (guint shell = 0; shell < 2; shell++)
    {
      AnyGame alone, held;

      any_game_init (&alone, shell, "T", FALSE, 0, 0);
      g_assert_false (pf_play_engine_hold (alone.engine));
      g_assert_cmpint (pf_play_engine_get_hold (alone.engine, NULL), ==, PF_PIECE_NONE);
      g_assert_true (pf_play_engine_hard_drop (alone.engine));
      g_assert_cmpint (pf_play_engine_get_state (alone.engine), ==, PF_PLAY_QUEUE_EMPTY);
      g_assert_cmpuint (pf_play_engine_get_pieces (alone.engine), ==, 1);

      any_game_init (&held, shell, "TI", FALSE, 0, 0);
      g_assert_true (pf_play_engine_hold (held.engine));
      g_assert_true (pf_play_engine_hard_drop (held.engine));
      g_assert_cmpint (pf_play_engine_get_state (held.engine), ==, PF_PLAY_QUEUE_EMPTY);
      g_assert_cmpint (pf_play_engine_get_hold (held.engine, NULL), ==, PF_PIECE_T);
      g_assert_false (pf_play_engine_get_piece (held.engine, NULL, NULL, NULL, NULL));
      g_assert_false (pf_play_engine_hold (held.engine));
      any_game_clear (&alone);
      any_game_clear (&held);
    }
}

/* Held left and right: a press moves at once, DAS 100 ms, ARR 20 ms, the
 * wall stops it; with ARR 0 the piece slides to the wall when DAS charges. */
static void
test_engine_auto_shift (void)
{
  for (guint shell = 0; shell < 2; shell++)
    {
      AnyGame game;
      PfPlayEngine *engine;

      any_game_init (&game, shell, "T", FALSE, 100, 20);
      engine = game.engine;
      pf_play_engine_key_down (engine, PF_KEY_RIGHT);
      g_assert_cmpint (engine_x (engine), ==, game.spawn_x + 1);
      pf_play_engine_advance (engine, 99999);
      g_assert_cmpint (engine_x (engine), ==, game.spawn_x + 1);
      pf_play_engine_advance (engine, 1);
      g_assert_cmpint (engine_x (engine), ==, game.spawn_x + 2);
      pf_play_engine_advance (engine, 40000);
      g_assert_cmpint (engine_x (engine), ==, game.spawn_x + 4);
      pf_play_engine_advance (engine, 1000000);
      g_assert_cmpint (engine_x (engine), ==, game.right_x);
      pf_play_engine_key_up (engine, PF_KEY_RIGHT);
      pf_play_engine_key_down (engine, PF_KEY_LEFT);
      g_assert_cmpint (engine_x (engine), ==, game.right_x - 1);
      any_game_clear (&game);

      any_game_init (&game, shell, "T", FALSE, 100, 0);
      pf_play_engine_key_down (game.engine, PF_KEY_LEFT);
      pf_play_engine_advance (game.engine, 100000);
      g_assert_cmpint (engine_x (game.engine), ==, game.left_x);
      g_assert_cmpuint (pf_play_engine_get_pieces (game.engine), ==, 0);
      any_game_clear (&game);
    }
}

/* A held soft drop falls 20 times faster and scores the game's soft-drop
 * points a row; let go, the piece falls at the normal speed again. */
static void
test_engine_soft_drop_key (void)
{
  for (guint shell = 0; shell < 2; shell++)
    {
      AnyGame game;
      gint64 fast;

      any_game_init (&game, shell, "OO", TRUE, 0, 0);
      fast = game.interval / 20;
      pf_play_engine_key_down (game.engine, PF_KEY_SOFT_DROP);
      pf_play_engine_advance (game.engine, fast - 1);
      g_assert_cmpint (engine_y (game.engine), ==, game.spawn_y);
      pf_play_engine_advance (game.engine, 1);
      g_assert_cmpint (engine_y (game.engine), ==, game.spawn_y - 1);
      pf_play_engine_advance (game.engine, 2 * fast);
      g_assert_cmpint (engine_y (game.engine), ==, game.spawn_y - 3);
      g_assert_cmpuint (pf_play_engine_get_score (game.engine), ==, 3 * game.soft_points);

      pf_play_engine_key_up (game.engine, PF_KEY_SOFT_DROP);
      pf_play_engine_advance (game.engine, game.interval - 1);
      g_assert_cmpint (engine_y (game.engine), ==, game.spawn_y - 3);
      pf_play_engine_advance (game.engine, 1);
      g_assert_cmpint (engine_y (game.engine), ==, game.spawn_y - 4);
      g_assert_cmpuint (pf_play_engine_get_score (game.engine), ==, 3 * game.soft_points);
      any_game_clear (&game);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/play-engine/board-lock-delay", test_engine_board_lock_delay);
  g_test_add_func ("/play-engine/board-lock-on-contact", test_engine_board_lock_on_contact);
  g_test_add_func ("/play-engine/board-ends", test_engine_board_ends);
  g_test_add_func ("/play-engine/hold-needs-next", test_engine_hold_needs_next);
  g_test_add_func ("/play-engine/auto-shift", test_engine_auto_shift);
  g_test_add_func ("/play-engine/soft-drop-key", test_engine_soft_drop_key);
  return g_test_run ();
}

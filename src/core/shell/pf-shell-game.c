/* pf-shell-game.c: the Rotatris shell game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-shell-game"

#include <string.h>

#include "pf-piece-queue.h"
#include "pf-shell-game.h"

#define FIELD_LO (-PF_SHELL_GAME_FIELD - 1)
#define FIELD_HI PF_SHELL_GAME_FIELD

struct _PfShellGame
{
  PfShellGameConfig       config;
  const PfRotationSystem *rs;
  PfShellBoard            start;
  PfShellBoard            board;
  PfShellGameState        state;

  /* the falling piece */
  PfPiece                 piece;
  PfRotation              rotation;
  int                     x;
  int                     y;
  PfPieceHold             hold;
  PfPieceQueue            queue;

  /* time */
  gint64                  fall_acc;
  PfHeldKeys              keys;

  /* scoring */
  guint64                 score;
  guint                   clears;
  double                  interval;
  guint                   pieces;
  GArray                 *last_clears;   /* PfShellClear */
};

/* Auxiliary methods */

static inline const PfPieceShape *
shape_of (const PfShellGame *game,
          PfRotation         rotation)
{
  return &game->rs->shapes[game->piece][rotation];
}

static inline gboolean
playing (const PfShellGame *game)
{
  return game->state == PF_SHELL_GAME_PLAYING && game->piece != PF_PIECE_NONE;
}

/* Whether a cell is taken: off the playfield's sides or floor, in the core,
 * or filled. Above the playfield there is room up to the board's edge. */
static inline gboolean
cell_blocked (const PfShellBoard *board,
              int                 x,
              int                 y)
{
  if (x < FIELD_LO || x > FIELD_HI || y < FIELD_LO || y > PF_SHELL_MAX)
    return TRUE;
  return pf_shell_of_cell (x, y) == 0 || pf_shell_board_get (board, x, y) != 0;
}

static gboolean
collides (const PfShellGame  *game,
          const PfPieceShape *shape,
          int                 x,
          int                 y)
{
  for (guint i = 0; i < 4; i++)
    if (cell_blocked (&game->board, x + shape->minos[i].x, y + shape->minos[i].y))
      return TRUE;
  return FALSE;
}

static inline gboolean
fits (const PfShellGame *game,
      int                x,
      int                y)
{
  return !collides (game, shape_of (game, game->rotation), x, y);
}

static int
drop_y (const PfShellGame *game)
{
  int y = game->y;

  while (fits (game, game->x, y - 1))
    y--;
  return y;
}

static void
end_game (PfShellGame      *game,
          PfShellGameState  state)
{
  game->state = state;
  game->piece = PF_PIECE_NONE;
}

static void
spawn (PfShellGame *game,
       PfPiece      piece)
{
  game->piece = piece;
  game->rotation = PF_ROT_0;
  game->x = PF_SHELL_GAME_SPAWN_X;
  game->y = PF_SHELL_GAME_SPAWN_Y;
  game->fall_acc = 0;
  if (!fits (game, game->x, game->y))
    end_game (game, PF_SHELL_GAME_BLOCK_OUT);
}

static void
spawn_next (PfShellGame *game)
{
  PfPiece piece = pf_piece_queue_pop (&game->queue);

  if (piece == PF_PIECE_NONE)
    end_game (game, PF_SHELL_GAME_QUEUE_EMPTY);
  else
    spawn (game, piece);
}

static void
lock_piece (PfShellGame *game)
{
  const PfPieceShape *shape = shape_of (game, game->rotation);
  guint colour = pf_shell_game_piece_colour (game->piece);
  gboolean over = FALSE;

  g_array_set_size (game->last_clears, 0);
  for (guint i = 0; i < 4; i++)
    {
      int x = game->x + shape->minos[i].x;
      int y = game->y + shape->minos[i].y;

      /* Judged as the piece locks, before its clears (SPEC §4.4). */
      over |= pf_shell_of_cell (x, y) >= PF_SHELL_GAME_OVER;
      /* The playfield lies on the board, so this always holds. */
      if (pf_shell_board_contains (x, y))
        pf_shell_board_set (&game->board, x, y, colour);
    }
  game->pieces++;
  game->hold.used = FALSE;

  /* The clears happen and score either way, as after a lock out. */
  pf_shell_board_clear_all (&game->board, game->last_clears);
  for (guint i = 0; i < game->last_clears->len; i++)
    {
      game->score += g_array_index (game->last_clears, PfShellClear, i).score;
      game->clears++;
    }
  game->interval = pf_shell_interval (game->clears);

  if (over)
    {
      end_game (game, PF_SHELL_GAME_OVER_SHELL);
      return;
    }
  spawn_next (game);
}

/* One row down; when that is blocked the piece locks. */
static void
step_down (PfShellGame *game)
{
  if (fits (game, game->x, game->y - 1))
    game->y--;
  else
    lock_piece (game);
}

/* Public API */

void
pf_shell_game_config_init (PfShellGameConfig        *config,
                           const PfPlaytestSettings *settings)
{
  g_autoptr(PfPlaytestSettings) defaults = NULL;

  if (settings == NULL)
    settings = defaults = pf_playtest_settings_new ();

  memset (config, 0, sizeof *config);
  config->seed = settings->seed;
  config->rotation_system = pf_rotation_system_lookup (settings->rotation_system);
  if (config->rotation_system == NULL)
    config->rotation_system = pf_rotation_system_srs ();
  config->das_ms = settings->das_ms;
  config->arr_ms = settings->arr_ms;
  config->soft_drop_factor = 20;
  config->gravity = TRUE;
}

guint
pf_shell_game_piece_colour (PfPiece piece)
{
  /* I J L O S T Z → teal, blue, orange, yellow, green, purple, red */
  static const guint8 colours[PF_N_PIECES] = { 7, 1, 4, 3, 2, 6, 5 };

  return piece < PF_N_PIECES ? colours[piece] : 1;
}

PfShellGame *
pf_shell_game_new (const PfShellGameConfig  *config,
                   const PfShellBoard       *start,
                   const char               *queue,
                   GError                  **error)
{
  g_autoptr(PfShellGame) game = g_new0 (PfShellGame, 1);

  g_return_val_if_fail (config != NULL, NULL);

  game->last_clears = g_array_new (FALSE, TRUE, sizeof (PfShellClear));
  game->config = *config;
  game->rs = config->rotation_system ? config->rotation_system : pf_rotation_system_srs ();
  if (start != NULL)
    game->start = *start;
  else
    pf_shell_board_init (&game->start);
  if (!pf_piece_queue_init (&game->queue, queue, error))
    return NULL;

  pf_shell_game_restart (game, config->seed);
  return g_steal_pointer (&game);
}

void
pf_shell_game_free (PfShellGame *game)
{
  if (game == NULL)
    return;
  pf_piece_queue_clear (&game->queue);
  g_clear_pointer (&game->last_clears, g_array_unref);
  g_free (game);
}

void
pf_shell_game_restart (PfShellGame *game,
                       guint64      seed)
{
  g_return_if_fail (game != NULL);

  game->config.seed = seed;
  game->board = game->start;
  game->state = PF_SHELL_GAME_PLAYING;
  game->piece = PF_PIECE_NONE;
  pf_piece_hold_reset (&game->hold);
  pf_piece_queue_restart (&game->queue, pf_random_split (seed, 1));
  game->fall_acc = 0;
  pf_held_keys_reset (&game->keys);
  game->score = 0;
  game->clears = 0;
  game->interval = pf_shell_interval (0);
  game->pieces = 0;
  g_array_set_size (game->last_clears, 0);

  if (pf_shell_board_outermost (&game->board) >= PF_SHELL_GAME_OVER)
    end_game (game, PF_SHELL_GAME_OVER_SHELL);
  else
    spawn_next (game);
}

PfShellGameState
pf_shell_game_get_state (const PfShellGame *game)
{
  return game->state;
}

const PfShellBoard *
pf_shell_game_get_board (const PfShellGame *game)
{
  return &game->board;
}

gboolean
pf_shell_game_get_piece (const PfShellGame *game,
                         PfPiece           *piece,
                         PfRotation        *rotation,
                         int               *x,
                         int               *y)
{
  if (piece != NULL)
    *piece = game->piece;
  if (rotation != NULL)
    *rotation = game->rotation;
  if (x != NULL)
    *x = game->x;
  if (y != NULL)
    *y = game->y;
  return game->piece != PF_PIECE_NONE;
}

int
pf_shell_game_get_ghost_y (const PfShellGame *game)
{
  if (game->piece == PF_PIECE_NONE)
    return game->y;
  return drop_y (game);
}

const PfRotationSystem *
pf_shell_game_get_rotation_system (const PfShellGame *game)
{
  return game->rs;
}

PfPiece
pf_shell_game_get_hold (const PfShellGame *game,
                        gboolean          *used)
{
  return pf_piece_hold_get (&game->hold, used);
}

PfPiece
pf_shell_game_peek (PfShellGame *game,
                    guint        index)
{
  return pf_piece_queue_peek (&game->queue, index);
}

guint64
pf_shell_game_get_score (const PfShellGame *game)
{
  return game->score;
}

guint
pf_shell_game_get_clears (const PfShellGame *game)
{
  return game->clears;
}

double
pf_shell_game_get_interval (const PfShellGame *game)
{
  return game->interval;
}

guint
pf_shell_game_get_pieces (const PfShellGame *game)
{
  return game->pieces;
}

const PfShellClear *
pf_shell_game_get_last_clears (const PfShellGame *game,
                               guint             *n_clears)
{
  *n_clears = game->last_clears->len;
  return (const PfShellClear *) (gpointer) game->last_clears->data;
}

gboolean
pf_shell_game_move (PfShellGame *game,
                    int          dx)
{
  if (!playing (game) || !fits (game, game->x + dx, game->y))
    return FALSE;
  game->x += dx;
  return TRUE;
}

gboolean
pf_shell_game_rotate (PfShellGame *game,
                      PfTurn       turn)
{
  guint from, to, n;
  const PfPieceShape *shape;
  const PfVec *kicks;

  if (!playing (game))
    return FALSE;
  from = game->rotation;
  to = (from + (guint) turn) & 3;
  n = game->rs->n_kicks[game->piece][from][to];
  shape = shape_of (game, (PfRotation) to);
  kicks = game->rs->kicks[game->piece][from][to];

  /* As pf_srs_try_rotate(), with the structure and playfield as obstacles. */
  for (guint k = 0; k < n; k++)
    if (!collides (game, shape, game->x + kicks[k].x, game->y + kicks[k].y))
      {
        game->x += kicks[k].x;
        game->y += kicks[k].y;
        game->rotation = (PfRotation) to;
        return TRUE;
      }
  return FALSE;
}

gboolean
pf_shell_game_rotate_structure (PfShellGame *game,
                                PfShellTurn  turn)
{
  PfShellTurn back = turn == PF_SHELL_TURN_CW ? PF_SHELL_TURN_CCW : PF_SHELL_TURN_CW;
  const PfPieceShape *shape;

  if (!playing (game))
    return FALSE;

  /* A turned cell lands on a mino exactly when the mino, turned back,
   * lies on a cell now. */
  shape = shape_of (game, game->rotation);
  for (guint i = 0; i < 4; i++)
    {
      int x = game->x + shape->minos[i].x;
      int y = game->y + shape->minos[i].y;

      pf_shell_rotate_cell (back, &x, &y);
      if (pf_shell_board_get (&game->board, x, y) != 0)
        return FALSE;
    }
  pf_shell_board_rotate (&game->board, turn);
  return TRUE;
}

gboolean
pf_shell_game_soft_drop (PfShellGame *game)
{
  if (!playing (game))
    return FALSE;
  step_down (game);
  return TRUE;
}

gboolean
pf_shell_game_move_down (PfShellGame *game)
{
  if (!playing (game) || !fits (game, game->x, game->y - 1))
    return FALSE;
  game->y--;
  return TRUE;
}

gboolean
pf_shell_game_sonic_drop (PfShellGame *game)
{
  int y;

  if (!playing (game))
    return FALSE;
  y = drop_y (game);
  if (y == game->y)
    return FALSE;
  game->y = y;
  return TRUE;
}

gboolean
pf_shell_game_hard_drop (PfShellGame *game)
{
  if (!playing (game))
    return FALSE;
  game->y = drop_y (game);
  lock_piece (game);
  return TRUE;
}

gboolean
pf_shell_game_hold (PfShellGame *game)
{
  PfPiece next;

  if (!playing (game))
    return FALSE;
  next = pf_piece_hold_swap (&game->hold, &game->queue, game->piece);
  if (next == PF_PIECE_NONE)
    return FALSE;
  spawn (game, next);
  return TRUE;
}

void
pf_shell_game_key_down (PfShellGame *game,
                        PfKey        key)
{
  int dx = pf_held_keys_press (&game->keys, key);

  if (dx != 0)
    pf_shell_game_move (game, dx);
}

void
pf_shell_game_key_up (PfShellGame *game,
                      PfKey        key)
{
  pf_held_keys_release (&game->keys, key);
}

/* pf_shell_game_move() for the auto-shift. */
static gboolean
shift_piece (gpointer game,
             int      dx)
{
  return pf_shell_game_move (game, dx);
}

static void
advance_fall (PfShellGame *game,
              gint64       us)
{
  gint64 interval = pf_held_keys_fall_interval (&game->keys,
                                                MAX ((gint64) (game->interval * G_USEC_PER_SEC), 1),
                                                game->config.soft_drop_factor);

  game->fall_acc += us;
  while (playing (game) && game->fall_acc >= interval)
    {
      guint pieces = game->pieces;

      game->fall_acc -= interval;
      step_down (game);
      if (game->pieces != pieces)
        break;   /* a new piece starts its own fall */
    }
}

void
pf_shell_game_advance (PfShellGame *game,
                       gint64       microseconds)
{
  if (!playing (game) || microseconds < 0)
    return;
  pf_held_keys_auto_shift (&game->keys, game->config.das_ms, game->config.arr_ms,
                           microseconds, shift_piece, game);
  if (game->config.gravity && playing (game))
    advance_fall (game, microseconds);
}

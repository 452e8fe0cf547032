/* pf-shell-game.c: the Rotatris shell game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-shell-game"

#include <string.h>

#include "pf-play-engine.h"
#include "pf-shell-game.h"

#define FIELD_LO (-PF_SHELL_GAME_FIELD - 1)
#define FIELD_HI PF_SHELL_GAME_FIELD

struct _PfShellGame
{
  PfPlayEngine            engine;   /* first: the actions reach it at no cost */
  PfShellGameConfig       config;
  PfShellBoard            start;
  PfShellBoard            board;

  /* scoring */
  guint                   clears;
  double                  interval;
  GArray                 *last_clears;   /* PfShellClear */
};

/* Auxiliary methods */

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

/* The structure as the engine's board */

static gboolean
structure_collides (gconstpointer       board,
                    const PfPieceShape *shape,
                    int                 x,
                    int                 y)
{
  const PfShellGame *game = board;

  for (guint i = 0; i < 4; i++)
    if (cell_blocked (&game->board, x + shape->minos[i].x, y + shape->minos[i].y))
      return TRUE;
  return FALSE;
}

/* A starting structure that already reaches shell 9 has lost. */
static gboolean
structure_restart (gpointer board,
                   guint64  seed)
{
  PfShellGame *game = board;

  game->board = game->start;
  game->clears = 0;
  game->interval = pf_shell_interval (0);
  g_array_set_size (game->last_clears, 0);
  return pf_shell_board_outermost (&game->board) < PF_SHELL_GAME_OVER;
}

/* The minos join the structure, then every full shell clears with its
 * cascade; each clear scores and speeds the fall up. A cell in shell 9 or
 * beyond ends the game, judged before the clears. */
static gboolean
structure_lock (gpointer           board,
                const PfPlayPiece *piece,
                guint64           *score)
{
  PfShellGame *game = board;
  guint colour = pf_shell_game_piece_colour (piece->piece);
  gboolean over = FALSE;

  g_array_set_size (game->last_clears, 0);
  for (guint i = 0; i < 4; i++)
    {
      int x = piece->x + piece->shape->minos[i].x;
      int y = piece->y + piece->shape->minos[i].y;

      /* Judged as the piece locks, before its clears (SPEC §4.4). */
      over |= pf_shell_of_cell (x, y) >= PF_SHELL_GAME_OVER;
      /* The playfield lies on the board, so this always holds. */
      if (pf_shell_board_contains (x, y))
        pf_shell_board_set (&game->board, x, y, colour);
    }

  /* The clears happen and score either way, as after a lock out. */
  pf_shell_board_clear_all (&game->board, game->last_clears);
  for (guint i = 0; i < game->last_clears->len; i++)
    {
      *score += g_array_index (game->last_clears, PfShellClear, i).score;
      game->clears++;
    }
  game->interval = pf_shell_interval (game->clears);
  return over;
}

static gint64
structure_fall_interval (gconstpointer board)
{
  const PfShellGame *game = board;

  return MAX ((gint64) (game->interval * G_USEC_PER_SEC), 1);
}

static const PfPlayBoardFuncs structure_funcs = {
  .collides = structure_collides,
  .restart = structure_restart,
  .lock = structure_lock,
  .fall_interval = structure_fall_interval,
};

/* Public API */

void
pf_shell_game_config_init (PfShellGameConfig        *config,
                           const PfPlaytestSettings *settings)
{
  PfGameConfig well;

  /* What the shell game shares with the wells, it takes as they do. */
  pf_game_config_init (&well, settings);
  memset (config, 0, sizeof *config);
  config->seed = well.seed;
  config->rotation_system = well.rotation_system;
  config->das_ms = well.das_ms;
  config->arr_ms = well.arr_ms;
  config->soft_drop_factor = well.soft_drop_factor;
  config->gravity = well.gravity;
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
  g_autoptr(PfShellGame) game = NULL;
  PfPlayEngineConfig play = { 0, };

  g_return_val_if_fail (config != NULL, NULL);

  game = g_new0 (PfShellGame, 1);
  game->last_clears = g_array_new (FALSE, TRUE, sizeof (PfShellClear));
  game->config = *config;
  if (start != NULL)
    game->start = *start;
  else
    pf_shell_board_init (&game->start);

  /* Lock on contact; only clears score. */
  play.funcs = &structure_funcs;
  play.board = game;
  play.rotation_system = config->rotation_system;
  play.spawn_x = PF_SHELL_GAME_SPAWN_X;
  play.spawn_y = PF_SHELL_GAME_SPAWN_Y;
  play.lock_rule = PF_PLAY_LOCK_ON_CONTACT;
  play.das_ms = config->das_ms;
  play.arr_ms = config->arr_ms;
  play.soft_drop_factor = config->soft_drop_factor;
  play.gravity = config->gravity;
  if (!pf_play_engine_init (&game->engine, &play, queue, error))
    return NULL;

  pf_shell_game_restart (game, config->seed);
  return g_steal_pointer (&game);
}

void
pf_shell_game_free (PfShellGame *game)
{
  if (game == NULL)
    return;
  pf_play_engine_clear (&game->engine);
  g_clear_pointer (&game->last_clears, g_array_unref);
  g_free (game);
}

void
pf_shell_game_restart (PfShellGame *game,
                       guint64      seed)
{
  g_return_if_fail (game != NULL);

  game->config.seed = seed;
  pf_play_engine_restart (&game->engine, seed);
}

PfShellGameState
pf_shell_game_get_state (const PfShellGame *game)
{
  return (PfShellGameState) pf_play_engine_get_state (&game->engine);
}

PfPlayEngine *
pf_shell_game_get_engine (PfShellGame *game)
{
  return &game->engine;
}

const PfShellBoard *
pf_shell_game_get_board (const PfShellGame *game)
{
  return &game->board;
}

guint64
pf_shell_game_get_score (const PfShellGame *game)
{
  return pf_play_engine_get_score (&game->engine);
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
  return pf_play_engine_get_pieces (&game->engine);
}

const PfShellClear *
pf_shell_game_get_last_clears (const PfShellGame *game,
                               guint             *n_clears)
{
  *n_clears = game->last_clears->len;
  return (const PfShellClear *) (gpointer) game->last_clears->data;
}

gboolean
pf_shell_game_rotate_structure (PfShellGame *game,
                                PfShellTurn  turn)
{
  PfShellTurn back = turn == PF_SHELL_TURN_CW ? PF_SHELL_TURN_CCW : PF_SHELL_TURN_CW;
  const PfPieceShape *shape;
  PfPiece piece;
  PfRotation rotation;
  int px, py;

  if (!pf_play_engine_get_piece (&game->engine, &piece, &rotation, &px, &py))
    return FALSE;

  /* A turned cell lands on a mino exactly when the mino, turned back,
   * lies on a cell now. */
  shape = &pf_play_engine_get_rotation_system (&game->engine)->shapes[piece][rotation];
  for (guint i = 0; i < 4; i++)
    {
      int x = px + shape->minos[i].x;
      int y = py + shape->minos[i].y;

      pf_shell_rotate_cell (back, &x, &y);
      if (pf_shell_board_get (&game->board, x, y) != 0)
        return FALSE;
    }
  pf_shell_board_rotate (&game->board, turn);
  return TRUE;
}

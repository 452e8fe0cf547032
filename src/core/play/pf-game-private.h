/* pf-game-private.h: the engine's state, shared by pf-game.c and pf-game-clock.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-game.h"
#include "pf-piece-queue.h"

G_BEGIN_DECLS

#define MAX_LEVEL 20

struct _PfGame
{
  PfGameConfig            config;
  const PfRotationSystem *rs;
  PfField                 start;
  PfField                 field;
  int                     visible_rows;
  int                     spawn_x;
  int                     spawn_y;
  PfGameState             state;

  /* the active piece */
  const PfPieceShape     *shape;   /* of piece in rotation */
  PfPiece                 piece;
  PfRotation              rotation;
  int                     x;
  int                     y;
  PfPieceHold             hold;

  /* upcoming pieces: a fixed queue, or seeded 7-bags */
  PfPieceQueue            queue;
  PfRandom                special_rng;

  /* time */
  gint64                  gravity_acc;
  gint64                  lock_timer;
  guint                   lock_resets;
  int                     lowest_y;
  gboolean                landed;     /* has touched the ground */
  PfHeldKeys              keys;

  /* scoring */
  guint64                 score;
  guint                   lines;
  guint                   pieces;
  int                     combo;
  gboolean                b2b;
  gboolean                last_rotated;
  guint                   last_kick;
  PfClearInfo             last_clear;
  gboolean                scan_all_rows;

  /* TetriNET */
  PfInventory             inventory;
  guint                   special_lines;
};

static inline const PfPieceShape *
active_shape (const PfGame *game)
{
  return game->shape;
}

static inline gboolean
fits (const PfGame *game,
      int           x,
      int           y)
{
  return !pf_field_collides (&game->field, active_shape (game), x, y);
}

static inline gboolean
playing (const PfGame *game)
{
  return game->state == PF_GAME_PLAYING && game->piece != PF_PIECE_NONE;
}

/* A successful move or turn: a new lowest row restarts the lock delay and
 * its resets; otherwise it resets the delay while resets remain, counting
 * a reset once the piece has touched the ground. */
static inline void
moved (PfGame *game)
{
  if (game->y < game->lowest_y)
    {
      game->lowest_y = game->y;
      game->lock_timer = 0;
      game->lock_resets = 0;
    }
  else if (game->lock_resets < game->config.max_lock_resets)
    {
      game->lock_timer = 0;
      game->lock_resets += game->landed;
    }
}

static inline gboolean
grounded (const PfGame *game)
{
  return !fits (game, game->x, game->y - 1);
}

/* The level: the start level plus one per 10 lines, at most MAX_LEVEL. */
G_GNUC_INTERNAL guint pf_game_level      (const PfGame *game);
/* Locks the active piece, clears rows, scores and spawns the next piece. */
G_GNUC_INTERNAL void  pf_game_lock_piece (PfGame       *game);

G_END_DECLS

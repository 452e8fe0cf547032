/* pf-play-engine.c: the falling-piece engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-play-engine"

#include <string.h>

#include "pf-play-engine.h"

/* Auxiliary methods */

/* The wells' matrix is tested here, inline: it is on every move's path
 * (bench/bench-play.c). Other boards answer for themselves. */
static inline gboolean
collides (gconstpointer       engine,
          const PfPieceShape *shape,
          int                 x,
          int                 y)
{
  const PfPlayEngine *self = engine;

  if (G_LIKELY (self->matrix != NULL))
    return pf_field_collides (self->matrix, shape, x, y);
  return self->funcs->collides (self->board, shape, x, y);
}

static inline gboolean
fits (const PfPlayEngine *self,
      int                 x,
      int                 y)
{
  return !collides (self, self->active.shape, x, y);
}

static inline gboolean
playing (const PfPlayEngine *self)
{
  return self->state == PF_PLAY_PLAYING && self->active.piece != PF_PIECE_NONE;
}

static inline gboolean
grounded (const PfPlayEngine *self)
{
  return !fits (self, self->active.x, self->active.y - 1);
}

static inline int
drop_row (const PfPlayEngine *self)
{
  int y = self->active.y;

  if (G_LIKELY (self->matrix != NULL))
    return pf_field_drop_row (self->matrix, self->active.shape, self->active.x, y);
  if (self->funcs->drop_row != NULL)
    return self->funcs->drop_row (self->board, self->active.shape, self->active.x, y);
  while (fits (self, self->active.x, y - 1))
    y--;
  return y;
}

/* A successful move or turn: a new lowest row restarts the lock delay and
 * its resets; otherwise it resets the delay while resets remain, counting
 * a reset once the piece has touched the ground. */
static inline void
moved (PfPlayEngine *self)
{
  if (self->active.y < self->lowest_y)
    {
      self->lowest_y = self->active.y;
      self->lock_timer = 0;
      self->lock_resets = 0;
    }
  else if (self->lock_resets < self->config.max_lock_resets)
    {
      self->lock_timer = 0;
      self->lock_resets += self->landed;
    }
}

static inline void
spawn (PfPlayEngine *self,
       PfPiece       piece)
{
  self->active.piece = piece;
  self->active.rotation = PF_ROT_0;
  self->active.shape = &self->rs->shapes[piece][PF_ROT_0];
  self->active.x = self->config.spawn_x;
  self->active.y = self->config.spawn_y;
  self->active.rotated = FALSE;
  self->lowest_y = self->active.y;
  self->fall_acc = 0;
  self->lock_timer = 0;
  self->lock_resets = 0;
  self->landed = FALSE;
  if (!fits (self, self->active.x, self->active.y))
    pf_play_engine_end (self, PF_PLAY_BLOCK_OUT);
}

/* inline: it is on every placement's path (bench/bench-play.c) */
static inline void
spawn_next (PfPlayEngine *self)
{
  PfPiece piece = pf_piece_queue_pop (&self->queue);

  if (piece == PF_PIECE_NONE)
    pf_play_engine_end (self, PF_PLAY_QUEUE_EMPTY);
  else
    spawn (self, piece);
}

/* The board takes the piece; the next one spawns unless that lost the game. */
static void
lock_piece (PfPlayEngine *self)
{
  gboolean lock_out = self->funcs->lock (self->board, &self->active, &self->score);

  self->pieces++;
  self->hold.used = FALSE;
  if (lock_out)
    pf_play_engine_end (self, PF_PLAY_LOCK_OUT);
  else
    spawn_next (self);
}

/* pf_play_engine_move() for the auto-shift. */
static gboolean
shift_piece (gpointer self,
             int      dx)
{
  return pf_play_engine_move (self, dx);
}

/* Gravity for @us. Returns how much of the step the piece spent on the
 * ground, for the lock delay. */
static gint64
fall (PfPlayEngine *self,
      gint64        us)
{
  gboolean soft = pf_held_keys_is_down (&self->keys, PF_KEY_SOFT_DROP);
  gint64 interval = pf_held_keys_fall_interval (&self->keys,
                                                self->funcs->fall_interval (self->board),
                                                self->config.soft_drop_factor);
  gboolean on_contact = self->config.lock_rule == PF_PLAY_LOCK_ON_CONTACT;
  gint64 on_ground;

  self->fall_acc += us;
  while (self->fall_acc >= interval)
    {
      if (grounded (self))
        {
          if (!on_contact)
            break;
          /* a blocked step down locks; the next piece starts its own fall */
          self->fall_acc -= interval;
          lock_piece (self);
          return 0;
        }
      self->fall_acc -= interval;
      self->active.y--;
      self->score += soft * self->config.soft_drop_points;
      self->active.rotated = FALSE;
      moved (self);
    }
  if (on_contact || !grounded (self))
    return 0;
  /* landed during this step: only the time since the last fall counts */
  on_ground = MIN (self->fall_acc, us);
  self->fall_acc = 0;
  return on_ground;
}

/* The actions on every placement's path (bench/bench-play.c) are written
 * once and compiled twice: inline for a board that gives its matrix, where
 * a collision test is a few bitboard operations and no call, and apart
 * (the *_on_board functions) for a board that answers collides(). */

static inline gboolean
move (PfPlayEngine *self,
      int           dx)
{
  if (!playing (self) || !fits (self, self->active.x + dx, self->active.y))
    return FALSE;
  self->active.x += dx;
  self->active.rotated = FALSE;
  moved (self);
  return TRUE;
}

static inline gboolean
rotate (PfPlayEngine *self,
        PfTurn        turn)
{
  PfPlayPiece *active = &self->active;

  if (!playing (self))
    return FALSE;
  if (!pf_srs_try_rotate_on (self->rs, collides, self, active->piece, &active->rotation,
                             &active->x, &active->y, turn, &active->kick))
    return FALSE;
  active->shape = &self->rs->shapes[active->piece][active->rotation];
  active->rotated = TRUE;
  moved (self);
  return TRUE;
}

static inline gboolean
hard_drop (PfPlayEngine *self)
{
  int y;

  if (!playing (self))
    return FALSE;
  y = drop_row (self);
  if (y != self->active.y)
    {
      self->score += self->config.hard_drop_points * (guint64) (self->active.y - y);
      self->active.y = y;
      self->active.rotated = FALSE;
    }
  lock_piece (self);
  return TRUE;
}

static G_GNUC_NO_INLINE gboolean
move_on_board (PfPlayEngine *self,
               int           dx)
{
  return move (self, dx);
}

static G_GNUC_NO_INLINE gboolean
rotate_on_board (PfPlayEngine *self,
                 PfTurn        turn)
{
  return rotate (self, turn);
}

static G_GNUC_NO_INLINE gboolean
hard_drop_on_board (PfPlayEngine *self)
{
  return hard_drop (self);
}

/* Public API */

gboolean
pf_play_engine_init (PfPlayEngine              *self,
                     const PfPlayEngineConfig  *config,
                     const char                *queue,
                     GError                   **error)
{
  memset (self, 0, sizeof *self);
  g_return_val_if_fail (config != NULL && config->funcs != NULL, FALSE);
  g_return_val_if_fail (config->matrix != NULL || config->funcs->collides != NULL, FALSE);

  self->config = *config;
  self->matrix = config->matrix;
  self->funcs = config->funcs;
  self->board = config->board;
  self->rs = config->rotation_system ? config->rotation_system : pf_rotation_system_srs ();
  self->active.piece = PF_PIECE_NONE;
  pf_piece_hold_reset (&self->hold);
  return pf_piece_queue_init (&self->queue, queue, error);
}

void
pf_play_engine_clear (PfPlayEngine *self)
{
  pf_piece_queue_clear (&self->queue);
}

void
pf_play_engine_restart (PfPlayEngine *self,
                        guint64       seed)
{
  self->state = PF_PLAY_PLAYING;
  self->active.piece = PF_PIECE_NONE;
  pf_piece_hold_reset (&self->hold);
  pf_piece_queue_restart (&self->queue, pf_random_split (seed, 1));
  self->fall_acc = self->lock_timer = 0;
  pf_held_keys_reset (&self->keys);
  self->score = 0;
  self->pieces = 0;
  if (!self->funcs->restart (self->board, seed))
    pf_play_engine_end (self, PF_PLAY_LOCK_OUT);
  else
    spawn_next (self);
}

PfPlayState
pf_play_engine_get_state (const PfPlayEngine *self)
{
  return self->state;
}

gboolean
pf_play_engine_get_piece (const PfPlayEngine *self,
                          PfPiece            *piece,
                          PfRotation         *rotation,
                          int                *x,
                          int                *y)
{
  if (piece != NULL)
    *piece = self->active.piece;
  if (rotation != NULL)
    *rotation = self->active.rotation;
  if (x != NULL)
    *x = self->active.x;
  if (y != NULL)
    *y = self->active.y;
  return self->active.piece != PF_PIECE_NONE;
}

int
pf_play_engine_get_ghost_y (const PfPlayEngine *self)
{
  if (self->active.piece == PF_PIECE_NONE)
    return self->active.y;
  return drop_row (self);
}

const PfRotationSystem *
pf_play_engine_get_rotation_system (const PfPlayEngine *self)
{
  return self->rs;
}

PfPiece
pf_play_engine_get_hold (const PfPlayEngine *self,
                         gboolean           *used)
{
  return pf_piece_hold_get (&self->hold, used);
}

PfPiece
pf_play_engine_peek (PfPlayEngine *self,
                     guint         index)
{
  return pf_piece_queue_peek (&self->queue, index);
}

guint64
pf_play_engine_get_score (const PfPlayEngine *self)
{
  return self->score;
}

guint
pf_play_engine_get_pieces (const PfPlayEngine *self)
{
  return self->pieces;
}

gboolean
pf_play_engine_move (PfPlayEngine *self,
                     int           dx)
{
  if (self->matrix == NULL)
    return move_on_board (self, dx);
  return move (self, dx);
}

gboolean
pf_play_engine_rotate (PfPlayEngine *self,
                       PfTurn        turn)
{
  if (self->matrix == NULL)
    return rotate_on_board (self, turn);
  return rotate (self, turn);
}

gboolean
pf_play_engine_move_down (PfPlayEngine *self)
{
  if (!playing (self) || grounded (self))
    {
      self->landed |= playing (self);
      return FALSE;
    }
  self->active.y--;
  self->score += self->config.soft_drop_points;
  self->active.rotated = FALSE;
  moved (self);
  return TRUE;
}

gboolean
pf_play_engine_soft_drop (PfPlayEngine *self)
{
  if (pf_play_engine_move_down (self))
    return TRUE;
  if (self->config.lock_rule != PF_PLAY_LOCK_ON_CONTACT || !playing (self))
    return FALSE;
  lock_piece (self);
  return TRUE;
}

gboolean
pf_play_engine_sonic_drop (PfPlayEngine *self)
{
  int y;

  if (!playing (self))
    return FALSE;
  y = drop_row (self);
  self->landed = TRUE;
  if (y == self->active.y)
    return FALSE;
  self->active.y = y;
  self->active.rotated = FALSE;
  moved (self);
  return TRUE;
}

gboolean
pf_play_engine_hard_drop (PfPlayEngine *self)
{
  if (self->matrix == NULL)
    return hard_drop_on_board (self);
  return hard_drop (self);
}

gboolean
pf_play_engine_hold (PfPlayEngine *self)
{
  PfPiece next;

  if (!playing (self))
    return FALSE;
  next = pf_piece_hold_swap (&self->hold, &self->queue, self->active.piece);
  if (next == PF_PIECE_NONE)
    return FALSE;
  spawn (self, next);
  return TRUE;
}

void
pf_play_engine_key_down (PfPlayEngine *self,
                         PfKey         key)
{
  int dx = pf_held_keys_press (&self->keys, key);

  if (dx != 0)
    pf_play_engine_move (self, dx);
}

void
pf_play_engine_key_up (PfPlayEngine *self,
                       PfKey         key)
{
  pf_held_keys_release (&self->keys, key);
}

void
pf_play_engine_advance (PfPlayEngine *self,
                        gint64        microseconds)
{
  gint64 on_ground = microseconds;

  if (!playing (self) || microseconds < 0)
    return;
  pf_held_keys_auto_shift (&self->keys, self->config.das_ms, self->config.arr_ms,
                           microseconds, shift_piece, self);
  if (self->config.gravity && playing (self))
    on_ground = fall (self, microseconds);
  if (self->config.lock_rule != PF_PLAY_LOCK_DELAY || !playing (self) || !grounded (self))
    return;
  self->landed = TRUE;
  self->lock_timer += on_ground;
  if (self->lock_timer >= (gint64) self->config.lock_delay_ms * 1000 ||
      self->lock_resets >= self->config.max_lock_resets)
    lock_piece (self);
}

void
pf_play_engine_end (PfPlayEngine *self,
                    PfPlayState   state)
{
  self->state = state;
  self->active.piece = PF_PIECE_NONE;
}

gboolean
pf_play_engine_lift_piece (PfPlayEngine *self,
                           int           ceiling)
{
  int y = self->active.y;

  if (self->active.piece == PF_PIECE_NONE || fits (self, self->active.x, y))
    return TRUE;
  while (y <= ceiling && !fits (self, self->active.x, y))
    y++;
  if (y > ceiling)
    {
      pf_play_engine_end (self, PF_PLAY_TOP_OUT);
      return FALSE;
    }
  self->active.y = self->lowest_y = y;
  return TRUE;
}

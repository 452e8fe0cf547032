/* pf-game-clock.c: the engine's time steps: held keys, DAS/ARR, gravity and lock delay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-game"

#include <math.h>

#include "pf-game-private.h"

static gint64
gravity_interval (const PfGame *game)
{
  /* guideline: (0.8 − (level − 1) × 0.007)^(level − 1) seconds per row */
  double l = pf_game_level (game) - 1;

  return MAX ((gint64) (pow (0.8 - l * 0.007, l) * G_USEC_PER_SEC), 1);
}

static void
slide_to_wall (PfGame *game,
               int     dx)
{
  while (pf_game_move (game, dx))
    ;
}

void
pf_game_key_down (PfGame *game,
                  PfKey   key)
{
  if (key >= PF_N_KEYS)
    return;
  game->keys[key] = TRUE;
  if (key == PF_KEY_LEFT || key == PF_KEY_RIGHT)
    {
      game->das_dir = key == PF_KEY_LEFT ? -1 : 1;
      game->das_timer = 0;
      game->arr_acc = 0;
      pf_game_move (game, game->das_dir);
    }
}

void
pf_game_key_up (PfGame *game,
                PfKey   key)
{
  if (key >= PF_N_KEYS)
    return;
  game->keys[key] = FALSE;
  if ((key == PF_KEY_LEFT && game->das_dir < 0) || (key == PF_KEY_RIGHT && game->das_dir > 0))
    {
      PfKey other = key == PF_KEY_LEFT ? PF_KEY_RIGHT : PF_KEY_LEFT;

      game->das_dir = game->keys[other] ? -game->das_dir : 0;
      game->das_timer = 0;
      game->arr_acc = 0;
    }
}

static void
advance_shift (PfGame *game,
               gint64  us)
{
  gint64 das = (gint64) game->config.das_ms * 1000;
  gint64 arr = (gint64) game->config.arr_ms * 1000;
  gint64 before = game->das_timer;

  if (game->das_dir == 0)
    return;
  game->das_timer += us;
  if (game->das_timer < das)
    return;
  if (arr == 0)
    {
      slide_to_wall (game, game->das_dir);
      return;
    }
  if (before < das)
    {
      pf_game_move (game, game->das_dir);
      game->arr_acc = game->das_timer - das;
    }
  else
    game->arr_acc += us;
  while (game->arr_acc >= arr)
    {
      game->arr_acc -= arr;
      if (!pf_game_move (game, game->das_dir))
        game->arr_acc = 0;
    }
}

/* Returns how much of the step the piece spent on the ground. */
static gint64
advance_gravity (PfGame *game,
                 gint64  us)
{
  gint64 interval = gravity_interval (game);
  gboolean soft = game->keys[PF_KEY_SOFT_DROP];
  gint64 on_ground;

  if (soft)
    interval = MAX (interval / MAX (game->config.soft_drop_factor, 1), 1);
  game->gravity_acc += us;
  while (game->gravity_acc >= interval && !grounded (game))
    {
      game->gravity_acc -= interval;
      game->y--;
      game->score += soft;
      game->last_rotated = FALSE;
      moved (game);
    }
  if (!grounded (game))
    return 0;
  /* landed during this step: only the time since the last fall counts */
  on_ground = MIN (game->gravity_acc, us);
  game->gravity_acc = 0;
  return on_ground;
}

void
pf_game_advance (PfGame *game,
                 gint64  microseconds)
{
  gint64 on_ground = microseconds;

  if (!playing (game) || microseconds < 0)
    return;
  advance_shift (game, microseconds);
  if (game->config.gravity && playing (game))
    on_ground = advance_gravity (game, microseconds);
  if (!playing (game) || !grounded (game))
    return;
  game->landed = TRUE;
  game->lock_timer += on_ground;
  if (game->lock_timer >= (gint64) game->config.lock_delay_ms * 1000 ||
      game->lock_resets >= game->config.max_lock_resets)
    pf_game_lock_piece (game);
}

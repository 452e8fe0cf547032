/* pf-game-clock.c: the engine's time steps: held keys, gravity and lock delay
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

/* pf_game_move() for the auto-shift. */
static gboolean
shift_piece (gpointer game,
             int      dx)
{
  return pf_game_move (game, dx);
}

void
pf_game_key_down (PfGame *game,
                  PfKey   key)
{
  int dx = pf_held_keys_press (&game->keys, key);

  if (dx != 0)
    pf_game_move (game, dx);
}

void
pf_game_key_up (PfGame *game,
                PfKey   key)
{
  pf_held_keys_release (&game->keys, key);
}

/* Returns how much of the step the piece spent on the ground. */
static gint64
advance_gravity (PfGame *game,
                 gint64  us)
{
  gboolean soft = pf_held_keys_is_down (&game->keys, PF_KEY_SOFT_DROP);
  gint64 interval = pf_held_keys_fall_interval (&game->keys, gravity_interval (game),
                                                game->config.soft_drop_factor);
  gint64 on_ground;

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
  pf_held_keys_auto_shift (&game->keys, game->config.das_ms, game->config.arr_ms,
                           microseconds, shift_piece, game);
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

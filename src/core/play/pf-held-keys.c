/* pf-held-keys.c: held keys: auto-shift (DAS/ARR) and soft drop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-held-keys"

#include <string.h>

#include "pf-held-keys.h"

void
pf_held_keys_reset (PfHeldKeys *keys)
{
  memset (keys, 0, sizeof *keys);
}

int
pf_held_keys_press (PfHeldKeys *keys,
                    PfKey       key)
{
  if (key >= PF_N_KEYS)
    return 0;
  keys->down[key] = TRUE;
  if (key != PF_KEY_LEFT && key != PF_KEY_RIGHT)
    return 0;
  keys->shift_dir = key == PF_KEY_LEFT ? -1 : 1;
  keys->das_timer = 0;
  keys->arr_acc = 0;
  return keys->shift_dir;
}

void
pf_held_keys_release (PfHeldKeys *keys,
                      PfKey       key)
{
  if (key >= PF_N_KEYS)
    return;
  keys->down[key] = FALSE;
  if ((key == PF_KEY_LEFT && keys->shift_dir < 0) || (key == PF_KEY_RIGHT && keys->shift_dir > 0))
    {
      PfKey other = key == PF_KEY_LEFT ? PF_KEY_RIGHT : PF_KEY_LEFT;

      keys->shift_dir = keys->down[other] ? -keys->shift_dir : 0;
      keys->das_timer = 0;
      keys->arr_acc = 0;
    }
}

gint64
pf_held_keys_fall_interval (const PfHeldKeys *keys,
                            gint64            interval,
                            guint             soft_drop_factor)
{
  if (!keys->down[PF_KEY_SOFT_DROP])
    return interval;
  return MAX (interval / MAX (soft_drop_factor, 1), 1);
}

void
pf_held_keys_auto_shift (PfHeldKeys     *keys,
                         guint           das_ms,
                         guint           arr_ms,
                         gint64          microseconds,
                         PfHeldKeysMove  move,
                         gpointer        game)
{
  gint64 das = (gint64) das_ms * 1000;
  gint64 arr = (gint64) arr_ms * 1000;
  gint64 before = keys->das_timer;

  if (keys->shift_dir == 0)
    return;
  keys->das_timer += microseconds;
  if (keys->das_timer < das)
    return;
  if (arr == 0)
    {
      while (move (game, keys->shift_dir))
        ;
      return;
    }
  if (before < das)
    {
      move (game, keys->shift_dir);
      keys->arr_acc = keys->das_timer - das;
    }
  else
    keys->arr_acc += microseconds;
  while (keys->arr_acc >= arr)
    {
      keys->arr_acc -= arr;
      if (!move (game, keys->shift_dir))
        keys->arr_acc = 0;
    }
}

/* pf-held-keys.h: keys that act while held: auto-shift (DAS/ARR) and soft drop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The falling-piece engine (#PfPlayEngine) keeps its held keys in a
 * #PfHeldKeys, so left, right and soft drop behave the same in the wells
 * and the Rotatris shell game: a press of left or right moves once at
 * once; held for the DAS delay it moves again, then once per ARR interval
 * (an ARR of 0 slides to the wall); holding soft drop divides the fall
 * interval. The keys never read a clock: the engine passes on the time
 * that passed.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Keys that act while held. */
typedef enum
{
  PF_KEY_LEFT,
  PF_KEY_RIGHT,
  PF_KEY_SOFT_DROP,
  PF_N_KEYS
} PfKey;

/**
 * PfHeldKeys:
 *
 * Which keys are down and the auto-shift's timers. Treat the fields as
 * private.
 */
typedef struct
{
  gboolean down[PF_N_KEYS];
  int      shift_dir;   /* -1 left, 1 right, 0 none */
  gint64   das_timer;   /* how long the shift key has been held */
  gint64   arr_acc;     /* time towards the next repeat */
} PfHeldKeys;

/**
 * PfHeldKeysMove:
 * @game: the engine
 * @dx: -1 for left, 1 for right
 *
 * Moves the engine's piece one column.
 *
 * Returns: %TRUE when the piece moved
 */
typedef gboolean (*PfHeldKeysMove) (gpointer game,
                                     int      dx);

/**
 * pf_held_keys_reset:
 * @keys: (out caller-allocates): the keys
 *
 * Releases every key.
 */
void     pf_held_keys_reset       (PfHeldKeys *keys);

/**
 * pf_held_keys_press:
 * @keys: the keys
 * @key: a pressed key; values from %PF_N_KEYS on are ignored
 *
 * Holds @key. Left or right becomes the shift direction and restarts
 * the DAS delay.
 *
 * Returns: the column the piece moves by at once, -1 or 1, or 0 for a key
 *   that does not shift
 */
int      pf_held_keys_press       (PfHeldKeys *keys,
                                   PfKey       key);

/**
 * pf_held_keys_release:
 * @keys: the keys
 * @key: a released key; values from %PF_N_KEYS on are ignored
 *
 * Lets go of @key. Releasing the shift direction while the other side is
 * still held shifts that way, with a new DAS delay.
 */
void     pf_held_keys_release     (PfHeldKeys *keys,
                                   PfKey       key);

/**
 * pf_held_keys_is_down:
 * @keys: the keys
 * @key: a key below %PF_N_KEYS
 *
 * Returns: whether @key is held
 */
static inline gboolean
pf_held_keys_is_down (const PfHeldKeys *keys,
                      PfKey             key)
{
  return keys->down[key];
}

/**
 * pf_held_keys_fall_interval:
 * @keys: the keys
 * @interval: the time per row without soft drop, ≥ 1
 * @soft_drop_factor: how many times faster soft drop falls; 0 counts as 1
 *
 * Returns: @interval, divided by @soft_drop_factor while soft drop is held,
 *   never below 1
 */
gint64   pf_held_keys_fall_interval (const PfHeldKeys *keys,
                                     gint64            interval,
                                     guint             soft_drop_factor);

/**
 * pf_held_keys_auto_shift:
 * @keys: the keys
 * @das_ms: delayed auto shift: how long a key is held before it repeats
 * @arr_ms: auto repeat rate: the time per repeated move, 0 to slide to the wall
 * @microseconds: time that passed, ≥ 0
 * @move: moves the piece one column
 * @game: the engine, passed to @move
 *
 * Runs the auto-shift for that time: once the DAS delay has passed, the
 * first repeat moves at once, then one per ARR interval; a blocked move
 * drops the time saved towards the next one.
 */
void     pf_held_keys_auto_shift  (PfHeldKeys     *keys,
                                   guint           das_ms,
                                   guint           arr_ms,
                                   gint64          microseconds,
                                   PfHeldKeysMove  move,
                                   gpointer        game);

G_END_DECLS

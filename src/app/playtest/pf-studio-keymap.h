/* pf-studio-keymap.h: the playtest's keys and timings, from preferences or the project
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-playtest-settings.h"

G_BEGIN_DECLS

typedef enum
{
  PF_STUDIO_PLAY_NONE = -1,
  PF_STUDIO_PLAY_LEFT,
  PF_STUDIO_PLAY_RIGHT,
  PF_STUDIO_PLAY_SOFT_DROP,
  PF_STUDIO_PLAY_HARD_DROP,
  PF_STUDIO_PLAY_ROTATE_CW,
  PF_STUDIO_PLAY_ROTATE_CCW,
  PF_STUDIO_PLAY_HOLD,
  PF_STUDIO_PLAY_STRUCTURE_CW,
  PF_STUDIO_PLAY_STRUCTURE_CCW,
  PF_STUDIO_PLAY_SPECIAL_SELF,
  PF_STUDIO_PLAY_SPECIAL_OPPONENT,
  PF_STUDIO_PLAY_PAUSE,
  PF_STUDIO_PLAY_RESTART,
  PF_STUDIO_N_PLAY_KEYS
} PfStudioPlayKey;

#define PF_STUDIO_KEYMAP_SLOTS 4

/**
 * PfStudioKeymap:
 *
 * For each play key, the configured key (slot 0, from preferences) and
 * fixed alternatives (X and Up rotate, Shift holds, Esc and P pause, R
 * and F2 restart). A configured key wins over an alternative.
 */
typedef struct
{
  guint keyvals[PF_STUDIO_N_PLAY_KEYS][PF_STUDIO_KEYMAP_SLOTS];
} PfStudioKeymap;

/**
 * pf_studio_keymap_load:
 * @keymap: (out caller-allocates): the keymap
 *
 * Reads the key-* preferences; a missing schema, key or an unparsable
 * accelerator gives the default key.
 */
void            pf_studio_keymap_load     (PfStudioKeymap       *keymap);

/**
 * pf_studio_keymap_lookup:
 * @keymap: a keymap
 * @keyval: a key, in either case
 *
 * Returns: the play key bound to @keyval, or %PF_STUDIO_PLAY_NONE
 */
PfStudioPlayKey pf_studio_keymap_lookup   (const PfStudioKeymap *keymap,
                                           guint                 keyval);

/**
 * pf_studio_keymap_describe:
 * @keymap: a keymap
 * @tetrinet: whether to include the specials keys
 *
 * Returns: (transfer full): a one-line summary of the keys, for a hint
 */
char           *pf_studio_keymap_describe (const PfStudioKeymap *keymap,
                                           gboolean              tetrinet);

/**
 * pf_studio_keymap_describe_shell:
 * @keymap: a keymap
 *
 * Returns: (transfer full): a one-line summary of the Rotatris shell game's keys
 */
char           *pf_studio_keymap_describe_shell (const PfStudioKeymap *keymap);

/**
 * pf_studio_playtest_timing:
 * @settings: (nullable): the project's playtest settings
 * @das_ms: (out): delayed auto shift
 * @arr_ms: (out): auto repeat rate
 *
 * DAS and ARR as the designer set them in preferences; where a preference
 * was never set (or the schema is missing), the project's value, else the
 * default.
 */
void            pf_studio_playtest_timing (const PfPlaytestSettings *settings,
                                           guint                    *das_ms,
                                           guint                    *arr_ms);

G_END_DECLS

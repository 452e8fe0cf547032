/* pf-play-inputs.h: the inputs of a scripted game, as `polyform play --inputs` spells them, and their effect
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-play-engine.h"

G_BEGIN_DECLS

/**
 * PfPlayInput:
 * @PF_PLAY_INPUT_LEFT: one column left
 * @PF_PLAY_INPUT_RIGHT: one column right
 * @PF_PLAY_INPUT_CW: turn the piece clockwise, with kicks
 * @PF_PLAY_INPUT_CCW: turn the piece counter-clockwise, with kicks
 * @PF_PLAY_INPUT_DOWN: one row down; at the floor nothing happens
 * @PF_PLAY_INPUT_DROP: down to the floor, without locking
 * @PF_PLAY_INPUT_HARD: down to the floor, and lock
 * @PF_PLAY_INPUT_HOLD: swap with the held piece
 * @PF_PLAY_INPUT_TURN_CW: turn the shell structure clockwise (shell well only)
 * @PF_PLAY_INPUT_TURN_CCW: turn the shell structure counter-clockwise (shell well only)
 */
typedef enum
{
  PF_PLAY_INPUT_LEFT,
  PF_PLAY_INPUT_RIGHT,
  PF_PLAY_INPUT_CW,
  PF_PLAY_INPUT_CCW,
  PF_PLAY_INPUT_DOWN,
  PF_PLAY_INPUT_DROP,
  PF_PLAY_INPUT_HARD,
  PF_PLAY_INPUT_HOLD,
  PF_PLAY_INPUT_TURN_CW,
  PF_PLAY_INPUT_TURN_CCW,
} PfPlayInput;

/**
 * pf_play_inputs_parse:
 * @text: (nullable): comma-separated input names (`left right cw ccw down
 *   drop hard hold`, and with @structure_turns `turn-cw turn-ccw`); white
 *   space around a name is ignored
 * @structure_turns: whether the shell well's structure turns are allowed
 * @error: return location for a #PF_ERROR_INVALID error naming the first
 *   word that is not an input, with its 1-based position
 *
 * Returns: (transfer full) (element-type PfPlayInput): the inputs in order,
 *   empty for %NULL or empty @text; %NULL on error
 */
GArray *pf_play_inputs_parse (const char  *text,
                              gboolean     structure_turns,
                              GError     **error);

/**
 * pf_play_inputs_apply:
 * @engine: the engine of a game
 * @input: an input
 *
 * Plays one input as `polyform play` does: a move, a turn, `down` (one row,
 * never locking), `drop` (to the floor, without locking), `hard` or `hold`.
 * The structure turns belong to the shell game, not to the engine: the
 * caller applies them.
 *
 * Returns: %TRUE when the input changed the game; %FALSE for a structure turn
 */
gboolean pf_play_inputs_apply (PfPlayEngine *engine,
                               PfPlayInput   input);

G_END_DECLS

/* pf-tri-rules.h: block steps with recursive pushing, moves and the goal test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A #PfTriRules is a level compiled for fast play: per block, its band,
 * the positions it can take and which of them are free of walls.
 *
 * A state (SPEC §2.5) packs every block's position into one guint64,
 * 4 bits per block, block i in bits 4i..4i+3. The position of a block is
 * the number of whole steps (two triangles) from the rearmost place on
 * its band where its first triangle's orientation allows it to start
 * (see pf_tri_band_start()). Position 0 is therefore the block pushed as
 * far back along its band as the board allows, ignoring walls.
 */
#pragma once

#include <glib.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

/* A block has at most 16 positions, so a drag has at most 15 steps. */
#define PF_TRI_MAX_DRAG        15
#define PF_TRI_MAX_SUCCESSORS  (PF_TRI_MAX_BLOCKS * 2 * PF_TRI_MAX_DRAG)

/**
 * PfTriMove:
 * @block: the dragged block, 0-based in document order
 * @dir: +1 for the forward direction of SPEC §2.2, -1 for backward
 * @steps: how many unit steps the block is dragged, 1..15
 *
 * One move: one drag, the pushes re-evaluated at each step.
 */
typedef struct
{
  guint8 block;
  gint8  dir;
  guint8 steps;
} PfTriMove;

/**
 * PfTriEdge:
 * @state: the state at the other end of the move
 * @move: the move
 */
typedef struct
{
  guint64   state;
  PfTriMove move;
} PfTriEdge;

typedef struct _PfTriRules PfTriRules;

/**
 * pf_tri_rules_new:
 * @level: a level
 * @error: return location for a #PF_ERROR_INVALID error naming the reason
 *
 * Checks @level (at most 16 blocks that fit, pf_tri_level_check_blocks();
 * goals on floor) and compiles it. A draft (SPEC §2.9) without a key block
 * or a goal compiles too; no state of it is solved. @level is not referenced
 * afterwards.
 *
 * Returns: (transfer full) (nullable): the rules, or %NULL with @error set
 */
PfTriRules *pf_tri_rules_new            (const PfTriLevel *level,
                                         GError          **error);
void        pf_tri_rules_free           (PfTriRules       *rules);

guint       pf_tri_rules_get_n_blocks   (const PfTriRules *rules);

/**
 * pf_tri_rules_get_start:
 *
 * Returns: the state of the level as given (its blocks where they are)
 */
guint64     pf_tri_rules_get_start      (const PfTriRules *rules);

/**
 * pf_tri_rules_n_positions:
 * @block: a block index
 *
 * Returns: how many positions @block has on its band, 1..16
 */
guint       pf_tri_rules_n_positions    (const PfTriRules *rules,
                                         guint             block);

/**
 * pf_tri_rules_is_solved:
 *
 * Returns: %TRUE when every goal triangle is covered by a key block
 */
gboolean    pf_tri_rules_is_solved      (const PfTriRules *rules,
                                         guint64           state);

/**
 * pf_tri_rules_is_valid:
 *
 * Returns: %TRUE when @state puts every block on the board, on floor, with
 *   no overlap, and uses no bits above the last block
 */
gboolean    pf_tri_rules_is_valid       (const PfTriRules *rules,
                                         guint64           state);

/**
 * pf_tri_rules_block_first:
 * @state: a valid state
 * @block: a block index
 *
 * Returns: the first (rearmost) triangle of @block in @state
 */
guint       pf_tri_rules_block_first    (const PfTriRules *rules,
                                         guint64           state,
                                         guint             block);

/**
 * pf_tri_rules_step:
 * @state: a valid state
 * @block: the block to step
 * @dir: +1 or -1
 * @out_state: (out) (optional): the state after the step
 * @dirs: (out caller-allocates) (optional) (array fixed-size=16): for each
 *   block, the direction it moves in this step (0 when it stays)
 *
 * One unit step with recursive pushing (SPEC §2.4).
 *
 * Returns: %TRUE when the step is legal
 */
gboolean    pf_tri_rules_step           (const PfTriRules *rules,
                                         guint64           state,
                                         guint             block,
                                         int               dir,
                                         guint64          *out_state,
                                         gint8            *dirs);

/**
 * pf_tri_rules_apply:
 * @state: a valid state
 * @move: a move
 * @out_state: (out): the state after it
 *
 * Returns: %TRUE when all @move->steps steps are legal
 */
gboolean    pf_tri_rules_apply          (const PfTriRules *rules,
                                         guint64           state,
                                         const PfTriMove  *move,
                                         guint64          *out_state);

/**
 * pf_tri_rules_successors:
 * @state: a valid state
 * @out: (out caller-allocates) (array): room for %PF_TRI_MAX_SUCCESSORS edges
 *
 * Lists every move from @state: for each block and direction, the drags
 * of 1, 2, … steps until a step is illegal. Two moves may lead to the same
 * state.
 *
 * Returns: the number of edges written
 */
guint       pf_tri_rules_successors     (const PfTriRules *rules,
                                         guint64           state,
                                         PfTriEdge        *out);

/**
 * pf_tri_rules_predecessors:
 * @state: a valid state
 * @out: a #GArray of #PfTriEdge to append to
 *
 * Appends every (state, move) pair whose move leads to @state: the edges
 * of the reversed move graph. Moves are directed (a pusher never pulls),
 * so this is not the list of successors.
 */
void        pf_tri_rules_predecessors   (const PfTriRules *rules,
                                         guint64           state,
                                         GArray           *out);

/**
 * pf_tri_rules_find_move:
 * @from: a valid state
 * @to: a state
 * @move: (out): a move from @from to @to, the fewest steps first
 *
 * Returns: %TRUE when one move leads from @from to @to
 */
gboolean    pf_tri_rules_find_move      (const PfTriRules *rules,
                                         guint64           from,
                                         guint64           to,
                                         PfTriMove        *move);

/**
 * pf_tri_rules_set_level_state:
 * @level: the level the rules were made from, or a copy of it
 * @state: a valid state
 *
 * Moves @level's blocks to @state.
 */
void        pf_tri_rules_set_level_state (const PfTriRules *rules,
                                          PfTriLevel       *level,
                                          guint64           state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriRules, pf_tri_rules_free)

G_END_DECLS

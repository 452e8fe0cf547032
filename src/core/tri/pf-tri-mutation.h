/* pf-tri-mutation.h: random edits of a level's blocks, walls and goals, for the generators
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-random.h"
#include "pf-tri-level.h"

G_BEGIN_DECLS

/**
 * PfTriDraft:
 * @walls: the wall mask
 * @goals: the goal mask
 * @n_blocks: how many blocks
 * @blocks: the blocks, keys included
 *
 * The part of a level the generators change: a small value type, copied
 * freely between threads.
 */
typedef struct
{
  PfTriMask  walls;
  PfTriMask  goals;
  guint      n_blocks;
  PfTriBlock blocks[PF_TRI_MAX_BLOCKS];
} PfTriDraft;

/**
 * PfTriMutationKind:
 * @PF_TRI_MUTATE_BLOCKS: add, remove, move or resize non-key blocks
 * @PF_TRI_MUTATE_WALLS: also open a wall triangle next to the floor, close
 *   a free floor triangle next to a wall, or shift the goals one step
 */
typedef enum
{
  PF_TRI_MUTATE_BLOCKS = 1 << 0,
  PF_TRI_MUTATE_WALLS  = 1 << 1,
} PfTriMutationKind;

void     pf_tri_draft_from_level   (PfTriDraft       *draft,
                                    const PfTriLevel *level);

/**
 * pf_tri_draft_to_level:
 * @draft: a draft
 * @level: a level whose walls, goals and blocks are replaced by @draft's
 *
 * The level's id, metadata and figures are left alone.
 */
void     pf_tri_draft_to_level     (const PfTriDraft *draft,
                                    PfTriLevel       *level);

/**
 * pf_tri_draft_fingerprint:
 * @draft: a draft
 *
 * Returns: a hash of the walls, the goals and the blocks up to their order:
 *   equal for drafts of the same layout (pf_tri_level_same_layout())
 */
guint64  pf_tri_draft_fingerprint  (const PfTriDraft *draft);

/**
 * pf_tri_draft_mutate:
 * @draft: a valid draft (blocks on floor, not overlapping)
 * @rng: the random stream to draw from
 * @kinds: which edits may be made
 *
 * Makes one random edit (SPEC §2.7): adds a non-key block on free floor,
 * removes one, moves one along its band or to anywhere free, or makes it
 * one triangle longer or shorter; with %PF_TRI_MUTATE_WALLS also opens or
 * closes a floor triangle at the edge of the room, or shifts the whole
 * goal one step along an axis. The draft stays valid; an edit that finds
 * no room does nothing.
 */
void     pf_tri_draft_mutate       (PfTriDraft        *draft,
                                    PfRandom          *rng,
                                    PfTriMutationKind  kinds);

/**
 * pf_tri_draft_slide_key:
 * @draft: a valid draft
 * @rng: the random stream to draw from
 *
 * Puts a random key block somewhere else along its own band where it fits,
 * past a block or wall that stands in its way: a place it could reach in
 * one plain slide would be the same puzzle. Its axis, its length and the
 * goal stay, but the level may now start in another component of its
 * states, with the key behind the blocks that were jammed around it.
 *
 * Returns: whether the key moved
 */
gboolean pf_tri_draft_slide_key    (PfTriDraft       *draft,
                                    PfRandom         *rng);

/**
 * pf_tri_draft_obstruct:
 * @draft: a valid draft
 * @rng: the random stream to draw from
 * @way: floor triangles the blocks pass over on the way to the goal
 *
 * Puts a non-key block over a random free triangle of @way: a new block,
 * or one of the draft's moved there, on any axis and with the triangle at
 * any of its places along it. Aimed at the triangles an optimal solution
 * passes, the block stands in the solution's way, so that the level's
 * blocks must go around it or move it first.
 *
 * Returns: whether a block was placed
 */
gboolean pf_tri_draft_obstruct     (PfTriDraft       *draft,
                                    PfRandom         *rng,
                                    const PfTriMask  *way);

/**
 * pf_tri_draft_ruin:
 * @draft: a valid draft
 * @rng: the random stream to draw from
 *
 * Takes away each non-key block with a chance of one half, and at least
 * one when there is one; the keys, the walls and the goals stay. What is
 * left keeps the draft's key structure with room to build on again.
 */
void     pf_tri_draft_ruin         (PfTriDraft       *draft,
                                    PfRandom         *rng);

/**
 * pf_tri_draft_fill:
 * @draft: a valid draft
 * @rng: the random stream to draw from
 * @n_blocks: how many blocks to end with, at most %PF_TRI_MAX_BLOCKS
 *
 * Adds random non-key blocks on free floor until the draft has @n_blocks
 * blocks or no more fit after a few tries.
 */
void     pf_tri_draft_fill         (PfTriDraft       *draft,
                                    PfRandom         *rng,
                                    guint             n_blocks);

G_END_DECLS

/* pf-tri-level-edit.h: a level's edit rules (SPEC §2.3), each written once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What may be done to a level, and why not: a block fits when it is long
 * enough, on the board, on floor and clear of the other blocks; a wall never
 * goes under a block; a goal only on floor. The editor, the generators, the
 * project's checks and the rules all ask here. Each edit either changes the
 * level and resets its cached figures, or refuses with a #PF_ERROR_INVALID
 * error whose message says why in a designer's words and changes nothing.
 * Setting what the level already has succeeds and changes nothing.
 */
#pragma once

#include <glib.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

/**
 * PfTriFit:
 * @PF_TRI_FIT_OK: the block fits
 * @PF_TRI_FIT_AXIS: the block has no valid axis
 * @PF_TRI_FIT_LENGTH: it is shorter than %PF_TRI_MIN_BLOCK_LENGTH or
 *   longer than %PF_TRI_MAX_BLOCK_LENGTH
 * @PF_TRI_FIT_OFF_BOARD: it leaves the board
 * @PF_TRI_FIT_WALL: it covers a wall
 * @PF_TRI_FIT_BLOCK: it covers another block
 *
 * Whether a block fits a level, and if not, the first reason why.
 */
typedef enum
{
  PF_TRI_FIT_OK,
  PF_TRI_FIT_AXIS,
  PF_TRI_FIT_LENGTH,
  PF_TRI_FIT_OFF_BOARD,
  PF_TRI_FIT_WALL,
  PF_TRI_FIT_BLOCK,
} PfTriFit;

/**
 * pf_tri_block_fit:
 * @block: a block
 * @walls: the wall mask
 * @taken: the triangles other blocks cover
 * @where: (out) (optional): for %PF_TRI_FIT_WALL and %PF_TRI_FIT_BLOCK,
 *   the first triangle in the way
 *
 * The one definition of "a block fits" (SPEC §2.3), on masks, so a
 * generator that keeps its own occupancy mask asks it without building a
 * level. pf_tri_level_block_fits() asks it for a level.
 *
 * Returns: %PF_TRI_FIT_OK, or why @block does not fit
 */
PfTriFit pf_tri_block_fit           (const PfTriBlock *block,
                                     const PfTriMask  *walls,
                                     const PfTriMask  *taken,
                                     guint            *where);

/**
 * pf_tri_blocks_taken:
 * @blocks: (array length=n_blocks): blocks
 * @n_blocks: how many
 * @ignore: an index in @blocks not to count, or -1
 * @taken: (out caller-allocates): the triangles the blocks cover, but
 *   block @ignore's
 *
 * The occupancy mask pf_tri_block_fit() takes, for a level's blocks or a
 * generator's draft. A block that leaves the board covers nothing.
 */
void     pf_tri_blocks_taken        (const PfTriBlock *blocks,
                                     guint             n_blocks,
                                     int               ignore,
                                     PfTriMask        *taken);

/**
 * pf_tri_level_block_fits:
 * @level: a level
 * @block: a block, in the level or not
 * @ignore: the index of a block of @level not to count (the one @block
 *   would replace), or -1
 *
 * Returns: %TRUE when @block fits @level: long enough, on the board, on
 *   floor and clear of the level's other blocks
 */
gboolean pf_tri_level_block_fits    (const PfTriLevel *level,
                                     const PfTriBlock *block,
                                     int               ignore);

/**
 * pf_tri_level_check_blocks:
 * @level: a level
 * @bad: (out) (optional): the index of the first block that does not fit
 * @where: (out) (optional): the triangle in its way, as pf_tri_block_fit()
 * @other: (out) (optional): for %PF_TRI_FIT_BLOCK, the earlier block it
 *   overlaps
 *
 * Checks every block of @level against the walls and the blocks before it:
 * what the project reader and the rules refuse.
 *
 * Returns: %PF_TRI_FIT_OK when every block fits, or why block @bad does not
 */
PfTriFit pf_tri_level_check_blocks  (const PfTriLevel *level,
                                     guint            *bad,
                                     guint            *where,
                                     guint            *other);

/**
 * pf_tri_level_block_room:
 * @level: a level
 * @axis: the band axis of a new block
 * @first: its first (rearmost) triangle
 * @max_length: the longest it may be
 *
 * Returns: the longest length from 2 to @max_length of a new block at
 *   @first that fits @level, or 0 when none does
 */
guint    pf_tri_level_block_room    (const PfTriLevel *level,
                                     PfTriAxis         axis,
                                     guint             first,
                                     guint             max_length);

/**
 * pf_tri_level_set_wall:
 * @level: a level
 * @triangle: a triangle index
 * @wall: %TRUE for wall, %FALSE for floor
 * @error: return location for a #PF_ERROR_INVALID error: no such triangle,
 *   or a block covers it
 *
 * Makes @triangle wall or floor. A wall clears the goal on its triangle.
 *
 * Returns: %TRUE when the level has what was asked
 */
gboolean pf_tri_level_set_wall      (PfTriLevel       *level,
                                     guint             triangle,
                                     gboolean          wall,
                                     GError          **error);

/**
 * pf_tri_level_set_goal:
 * @level: a level
 * @triangle: a triangle index
 * @goal: whether it is a goal
 * @error: return location for a #PF_ERROR_INVALID error: no such triangle,
 *   or a goal asked on a wall
 *
 * Returns: %TRUE when the level has what was asked
 */
gboolean pf_tri_level_set_goal      (PfTriLevel       *level,
                                     guint             triangle,
                                     gboolean          goal,
                                     GError          **error);

/**
 * pf_tri_level_add_block:
 * @level: a level
 * @axis: the band axis
 * @first: the first (rearmost) triangle
 * @length: how many triangles
 * @key: whether it is a key block
 * @error: return location for a #PF_ERROR_INVALID error: 16 blocks already,
 *   or the block does not fit
 *
 * Adds a block as the last block.
 *
 * Returns: %TRUE when the block was added
 */
gboolean pf_tri_level_add_block     (PfTriLevel       *level,
                                     PfTriAxis         axis,
                                     guint             first,
                                     guint             length,
                                     gboolean          key,
                                     GError          **error);

/**
 * pf_tri_level_delete_block:
 * @level: a level
 * @index: a block index
 * @error: return location for a #PF_ERROR_INVALID error: no such block
 *
 * Removes block @index; the blocks after it move up one place.
 *
 * Returns: %TRUE when the block was deleted
 */
gboolean pf_tri_level_delete_block  (PfTriLevel       *level,
                                     guint             index,
                                     GError          **error);

/**
 * pf_tri_level_resize_block:
 * @level: a level
 * @index: a block index
 * @length: its new length, from its first triangle on
 * @error: return location for a #PF_ERROR_INVALID error: no such block, or
 *   the block would not fit
 *
 * Returns: %TRUE when the block has @length
 */
gboolean pf_tri_level_resize_block  (PfTriLevel       *level,
                                     guint             index,
                                     guint             length,
                                     GError          **error);

/**
 * pf_tri_level_move_block:
 * @level: a level
 * @index: a block index
 * @steps: whole steps along its band, forward (SPEC §2.2) when positive
 * @error: return location for a #PF_ERROR_INVALID error: no such block, or
 *   the slide would leave the board or meet a wall or a block
 *
 * Slides the block along its band, as the editor's block drag does: no
 * block is pushed, and a slide that cannot be made whole is not made at all.
 *
 * Returns: %TRUE when the block was moved @steps steps
 */
gboolean pf_tri_level_move_block    (PfTriLevel       *level,
                                     guint             index,
                                     int               steps,
                                     GError          **error);

/**
 * pf_tri_level_set_key:
 * @level: a level
 * @index: a block index
 * @key: whether block @index is a key block
 * @error: return location for a #PF_ERROR_INVALID error: no such block
 *
 * Returns: %TRUE when the block has what was asked
 */
gboolean pf_tri_level_set_key       (PfTriLevel       *level,
                                     guint             index,
                                     gboolean          key,
                                     GError          **error);

G_END_DECLS

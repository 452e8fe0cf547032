/* pf-tri-level-edit.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-level"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-tri-level-edit.h"

/* Auxiliary methods */

static gboolean
fit_error (GError   **error,
           PfTriFit   fit)
{
  switch (fit)
    {
    case PF_TRI_FIT_AXIS:
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("A block runs along axis U, V or W"));
      break;
    case PF_TRI_FIT_LENGTH:
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("A block is %d to %d triangles long"),
                   PF_TRI_MIN_BLOCK_LENGTH, PF_TRI_MAX_BLOCK_LENGTH);
      break;
    case PF_TRI_FIT_OFF_BOARD:
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("No room for the block there: it would leave the board"));
      break;
    case PF_TRI_FIT_WALL:
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("No room for the block there: it would cover a wall"));
      break;
    case PF_TRI_FIT_BLOCK:
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("No room for the block there: it would cover another block"));
      break;
    case PF_TRI_FIT_OK:
    default:
      return TRUE;
    }
  return FALSE;
}

static gboolean
check_triangle (guint     triangle,
                GError  **error)
{
  if (triangle < PF_TRI_COUNT)
    return TRUE;
  g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("There is no triangle %u on the board"),
               triangle);
  return FALSE;
}

static gboolean
check_block_index (const PfTriLevel  *level,
                   guint              index,
                   GError           **error)
{
  if (index < level->n_blocks)
    return TRUE;
  g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("The level has no block %u"), index);
  return FALSE;
}

/* Puts @block at @index when it fits where the block there was. */
static gboolean
replace_block (PfTriLevel        *level,
               guint              index,
               const PfTriBlock  *block,
               GError           **error)
{
  PfTriMask taken;

  pf_tri_blocks_taken (level->blocks, level->n_blocks, (int) index, &taken);
  if (!fit_error (error, pf_tri_block_fit (block, &level->walls, &taken, NULL)))
    return FALSE;
  level->blocks[index] = *block;
  pf_tri_figures_reset (&level->figures);
  return TRUE;
}

/* Public API */

int
pf_tri_level_block_at (const PfTriLevel *level,
                       guint             index)
{
  for (guint b = 0; b < level->n_blocks; b++)
    {
      const PfTriBlock *block = &level->blocks[b];
      guint tris[PF_TRI_COUNT];

      if (block->length > PF_TRI_COUNT ||
          !pf_tri_block_triangles (block->axis, block->first, block->length, tris))
        continue;
      for (guint t = 0; t < block->length; t++)
        if (tris[t] == index)
          return (int) b;
    }
  return -1;
}

PfTriFit
pf_tri_block_fit (const PfTriBlock *block,
                  const PfTriMask  *walls,
                  const PfTriMask  *taken,
                  guint            *where)
{
  guint tris[PF_TRI_MAX_BLOCK_LENGTH];

  if (block->axis > PF_TRI_AXIS_W)
    return PF_TRI_FIT_AXIS;
  if (block->length < PF_TRI_MIN_BLOCK_LENGTH || block->length > PF_TRI_MAX_BLOCK_LENGTH)
    return PF_TRI_FIT_LENGTH;
  if (!pf_tri_block_triangles (block->axis, block->first, block->length, tris))
    return PF_TRI_FIT_OFF_BOARD;
  for (guint k = 0; k < block->length; k++)
    if (pf_tri_mask_get (walls, tris[k]))
      {
        if (where != NULL)
          *where = tris[k];
        return PF_TRI_FIT_WALL;
      }
  for (guint k = 0; k < block->length; k++)
    if (pf_tri_mask_get (taken, tris[k]))
      {
        if (where != NULL)
          *where = tris[k];
        return PF_TRI_FIT_BLOCK;
      }
  return PF_TRI_FIT_OK;
}

void
pf_tri_blocks_taken (const PfTriBlock *blocks,
                     guint             n_blocks,
                     int               ignore,
                     PfTriMask        *taken)
{
  memset (taken, 0, sizeof *taken);
  for (guint b = 0; b < n_blocks && b < PF_TRI_MAX_BLOCKS; b++)
    {
      const PfTriBlock *block = &blocks[b];
      guint tris[PF_TRI_MAX_BLOCK_LENGTH];

      if ((int) b == ignore || block->length > PF_TRI_MAX_BLOCK_LENGTH ||
          !pf_tri_block_triangles (block->axis, block->first, block->length, tris))
        continue;
      for (guint k = 0; k < block->length; k++)
        pf_tri_mask_set (taken, tris[k], TRUE);
    }
}

gboolean
pf_tri_level_block_fits (const PfTriLevel *level,
                         const PfTriBlock *block,
                         int               ignore)
{
  PfTriMask taken;

  g_return_val_if_fail (level != NULL && block != NULL, FALSE);

  pf_tri_blocks_taken (level->blocks, level->n_blocks, ignore, &taken);
  return pf_tri_block_fit (block, &level->walls, &taken, NULL) == PF_TRI_FIT_OK;
}

PfTriFit
pf_tri_level_check_blocks (const PfTriLevel *level,
                           guint            *bad,
                           guint            *where,
                           guint            *other)
{
  PfTriMask taken = { { 0 } };

  g_return_val_if_fail (level != NULL, PF_TRI_FIT_OK);

  for (guint b = 0; b < level->n_blocks && b < PF_TRI_MAX_BLOCKS; b++)
    {
      const PfTriBlock *block = &level->blocks[b];
      guint tris[PF_TRI_MAX_BLOCK_LENGTH];
      guint in_the_way = 0;
      PfTriFit fit = pf_tri_block_fit (block, &level->walls, &taken, &in_the_way);

      if (fit != PF_TRI_FIT_OK)
        {
          if (bad != NULL)
            *bad = b;
          if (where != NULL)
            *where = in_the_way;
          /* The first block covering it is an earlier one: only they are taken. */
          if (other != NULL)
            *other = fit == PF_TRI_FIT_BLOCK ? (guint) pf_tri_level_block_at (level, in_the_way)
                                             : 0;
          return fit;
        }
      pf_tri_block_triangles (block->axis, block->first, block->length, tris);
      for (guint k = 0; k < block->length; k++)
        pf_tri_mask_set (&taken, tris[k], TRUE);
    }
  return PF_TRI_FIT_OK;
}

guint
pf_tri_level_block_room (const PfTriLevel *level,
                         PfTriAxis         axis,
                         guint             first,
                         guint             max_length)
{
  PfTriMask taken;
  PfTriBlock block = { 0, };

  g_return_val_if_fail (level != NULL, 0);

  pf_tri_blocks_taken (level->blocks, level->n_blocks, -1, &taken);
  block.axis = axis;
  block.first = first;
  for (block.length = MIN (max_length, PF_TRI_MAX_BLOCK_LENGTH);
       block.length >= PF_TRI_MIN_BLOCK_LENGTH; block.length--)
    if (pf_tri_block_fit (&block, &level->walls, &taken, NULL) == PF_TRI_FIT_OK)
      return block.length;
  return 0;
}

gboolean
pf_tri_level_set_wall (PfTriLevel  *level,
                       guint        triangle,
                       gboolean     wall,
                       GError     **error)
{
  g_return_val_if_fail (level != NULL, FALSE);

  if (!check_triangle (triangle, error))
    return FALSE;
  wall = !!wall;
  if (pf_tri_mask_get (&level->walls, triangle) == wall)
    return TRUE;
  if (wall && pf_tri_level_block_at (level, triangle) >= 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("A block covers that triangle"));
      return FALSE;
    }
  pf_tri_mask_set (&level->walls, triangle, wall);
  if (wall)
    pf_tri_mask_set (&level->goals, triangle, FALSE);
  pf_tri_figures_reset (&level->figures);
  return TRUE;
}

gboolean
pf_tri_level_set_goal (PfTriLevel  *level,
                       guint        triangle,
                       gboolean     goal,
                       GError     **error)
{
  g_return_val_if_fail (level != NULL, FALSE);

  if (!check_triangle (triangle, error))
    return FALSE;
  goal = !!goal;
  if (pf_tri_mask_get (&level->goals, triangle) == goal)
    return TRUE;
  if (goal && pf_tri_mask_get (&level->walls, triangle))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("A goal goes on floor: that triangle is a wall"));
      return FALSE;
    }
  pf_tri_mask_set (&level->goals, triangle, goal);
  pf_tri_figures_reset (&level->figures);
  return TRUE;
}

gboolean
pf_tri_level_add_block (PfTriLevel  *level,
                        PfTriAxis    axis,
                        guint        first,
                        guint        length,
                        gboolean     key,
                        GError     **error)
{
  PfTriBlock block = { 0, };

  g_return_val_if_fail (level != NULL, FALSE);

  if (level->n_blocks >= PF_TRI_MAX_BLOCKS)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("%d blocks at most: delete one to make room"), PF_TRI_MAX_BLOCKS);
      return FALSE;
    }
  block.axis = axis;
  block.first = first;
  block.length = length;
  block.key = !!key;
  level->n_blocks++;
  if (!replace_block (level, level->n_blocks - 1, &block, error))
    {
      level->n_blocks--;
      return FALSE;
    }
  return TRUE;
}

gboolean
pf_tri_level_delete_block (PfTriLevel  *level,
                           guint        index,
                           GError     **error)
{
  g_return_val_if_fail (level != NULL, FALSE);

  if (!check_block_index (level, index, error))
    return FALSE;
  memmove (&level->blocks[index], &level->blocks[index + 1],
           (level->n_blocks - index - 1) * sizeof (PfTriBlock));
  level->n_blocks--;
  memset (&level->blocks[level->n_blocks], 0, sizeof (PfTriBlock));
  pf_tri_figures_reset (&level->figures);
  return TRUE;
}

gboolean
pf_tri_level_resize_block (PfTriLevel  *level,
                           guint        index,
                           guint        length,
                           GError     **error)
{
  PfTriBlock block;

  g_return_val_if_fail (level != NULL, FALSE);

  if (!check_block_index (level, index, error))
    return FALSE;
  if (level->blocks[index].length == length)
    return TRUE;
  block = level->blocks[index];
  block.length = length;
  return replace_block (level, index, &block, error);
}

gboolean
pf_tri_level_move_block (PfTriLevel  *level,
                         guint        index,
                         int          steps,
                         GError     **error)
{
  guint n_steps = steps >= 0 ? (guint) steps : 0u - (guint) steps;
  PfTriMask taken;
  PfTriBlock block;

  g_return_val_if_fail (level != NULL, FALSE);

  if (!check_block_index (level, index, error))
    return FALSE;
  if (steps == 0)
    return TRUE;
  block = level->blocks[index];
  pf_tri_blocks_taken (level->blocks, level->n_blocks, (int) index, &taken);
  /* Step by step, so a slide cannot jump over a wall or a block. */
  for (guint i = 0; i < n_steps; i++)
    {
      PfTriFit fit;

      if (!pf_tri_step_next (block.axis, block.first, steps > 0, &block.first))
        return fit_error (error, PF_TRI_FIT_OFF_BOARD);
      fit = pf_tri_block_fit (&block, &level->walls, &taken, NULL);
      if (fit != PF_TRI_FIT_OK)
        return fit_error (error, fit);
    }
  level->blocks[index] = block;
  pf_tri_figures_reset (&level->figures);
  return TRUE;
}

gboolean
pf_tri_level_set_key (PfTriLevel  *level,
                      guint        index,
                      gboolean     key,
                      GError     **error)
{
  g_return_val_if_fail (level != NULL, FALSE);

  if (!check_block_index (level, index, error))
    return FALSE;
  if (!!level->blocks[index].key == !!key)
    return TRUE;
  level->blocks[index].key = !!key;
  pf_tri_figures_reset (&level->figures);
  return TRUE;
}

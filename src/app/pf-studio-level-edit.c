/* pf-studio-level-edit.c: adding, deleting and resizing blocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <string.h>

#include <glib/gi18n.h>

#include "pf-studio-level-page-private.h"

int
pf_studio_level_page_block_at_start (PfStudioLevelPage *self,
                guint              triangle)
{
  return pf_tri_level_block_at (self->level, triangle);
}

/* The block covering @triangle in the current play state, or -1. */
int
pf_studio_level_page_block_at_state (PfStudioLevelPage *self,
                guint              triangle)
{
  if (self->rules == NULL)
    return -1;
  for (guint b = 0; b < self->level->n_blocks; b++)
    {
      const PfTriBlock *block = &self->level->blocks[b];
      guint tris[PF_TRI_COUNT];
      guint first = pf_tri_rules_block_first (self->rules, self->state, b);

      if (!pf_tri_block_triangles (block->axis, first, block->length, tris))
        continue;
      for (guint t = 0; t < block->length; t++)
        if (tris[t] == triangle)
          return (int) b;
    }
  return -1;
}

/* Whether @block fits the level: on the board, on floor, clear of the other blocks. */
gboolean
pf_studio_level_page_block_fits (const PfTriLevel *level,
            const PfTriBlock *block,
            int               ignore)
{
  guint tris[PF_TRI_COUNT];

  if (block->length < 2 || block->length > 32 ||
      !pf_tri_block_triangles (block->axis, block->first, block->length, tris))
    return FALSE;
  for (guint t = 0; t < block->length; t++)
    {
      int owner = pf_tri_level_block_at (level, tris[t]);

      if (pf_tri_mask_get (&level->walls, tris[t]) || (owner >= 0 && owner != ignore))
        return FALSE;
    }
  return TRUE;
}

void
pf_studio_level_page_add_block (PfStudioLevelPage *self,
           guint              triangle)
{
  PfTriBlock block = { 0, };

  if (self->level->n_blocks >= PF_TRI_MAX_BLOCKS)
    {
      pf_studio_level_page_toast (self,
                                  _("A level holds at most 16 blocks; delete one first "
                                    "(right-click)"));
      return;
    }

  block.axis = gtk_drop_down_get_selected (self->axis_dropdown);
  block.first = triangle;
  block.key = self->level->n_blocks == 0;
  for (block.length = 3; block.length >= 2; block.length--)
    if (pf_studio_level_page_block_fits (self->level, &block, -1))
      break;
  if (block.length < 2)
    {
      pf_studio_level_page_toast (self, _("No room for a block along this axis here"));
      return;
    }

  pf_studio_level_page_begin_edit (self);
  self->level->blocks[self->level->n_blocks++] = block;
  pf_studio_level_page_end_edit (self);
}

void
pf_studio_level_page_delete_block (PfStudioLevelPage *self,
              guint              index)
{
  pf_studio_level_page_begin_edit (self);
  for (guint b = index; b + 1 < self->level->n_blocks; b++)
    self->level->blocks[b] = self->level->blocks[b + 1];
  self->level->n_blocks--;
  pf_studio_level_page_end_edit (self);
}

void
pf_studio_level_page_resize_block (PfStudioLevelPage *self,
              guint              index,
              int                delta)
{
  PfTriBlock block = self->level->blocks[index];

  block.length += delta;
  if (!pf_studio_level_page_block_fits (self->level, &block, index))
    return;
  pf_studio_level_page_begin_edit (self);
  self->level->blocks[index] = block;
  pf_studio_level_page_end_edit (self);
}

/* pf-studio-level-edit.c: what the pointer does to a level in each mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Wall and goal strokes, adding, deleting, resizing and dragging blocks,
 * and dragging blocks in play. Each stroke or block drag is one edit of the
 * level through the document (one undo step); play only moves the page's
 * own position.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "pf-studio-level-page-private.h"

/* Auxiliary methods */

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
      pf_studio_level_page_toast (self, _("16 blocks at most: right-click one to delete it"));
      return;
    }

  block.axis = self->axis;
  block.first = triangle;
  block.key = self->level->n_blocks == 0;
  for (block.length = 3; block.length >= 2; block.length--)
    if (pf_studio_level_page_block_fits (self->level, &block, -1))
      break;
  if (block.length < 2)
    {
      pf_studio_level_page_toast (self, _("No room for a block here"));
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

/* Paints one triangle during a wall or goal stroke. */
static void
paint (PfStudioLevelPage *self,
       guint              triangle)
{
  PfTriMask *mask = self->mode == PF_STUDIO_LEVEL_MODE_WALL ? &self->level->walls
                                                             : &self->level->goals;

  if (self->mode == PF_STUDIO_LEVEL_MODE_WALL &&
      pf_studio_level_page_block_at_start (self, triangle) >= 0)
    return;
  if (self->mode == PF_STUDIO_LEVEL_MODE_GOAL && pf_tri_mask_get (&self->level->walls, triangle))
    return;
  if (pf_tri_mask_get (mask, triangle) == self->stroke_value)
    return;

  if (!self->edit_started)
    {
      self->edit_started = TRUE;
      pf_studio_level_page_begin_edit (self);
      mask = self->mode == PF_STUDIO_LEVEL_MODE_WALL ? &self->level->walls
                                                     : &self->level->goals;
    }
  pf_tri_mask_set (mask, triangle, self->stroke_value);
  if (self->mode == PF_STUDIO_LEVEL_MODE_WALL && self->stroke_value)
    pf_tri_mask_set (&self->level->goals, triangle, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
finish_edit (PfStudioLevelPage *self)
{
  if (self->edit_started)
    {
      self->edit_started = FALSE;
      pf_studio_level_page_end_edit (self);
    }
}

/* Moves the block being dragged in block mode @steps whole steps from where
 * it was, as far as it fits on the way. */
static void
drag_block_to (PfStudioLevelPage *self,
               int                steps)
{
  PfTriBlock block = self->level->blocks[self->edit_block];
  guint first = self->edit_block_first;

  for (int i = 0; i < ABS (steps); i++)
    {
      guint next;

      if (!pf_tri_step_next (block.axis, first, steps > 0, &next))
        break;
      block.first = next;
      if (!pf_studio_level_page_block_fits (self->level, &block, self->edit_block))
        break;
      first = next;
    }
  if (first == self->level->blocks[self->edit_block].first)
    return;
  if (!self->edit_started)
    {
      self->edit_started = TRUE;
      pf_studio_level_page_begin_edit (self);
    }
  self->level->blocks[self->edit_block].first = first;
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
finish_block_drag (PfStudioLevelPage *self)
{
  guint block = self->edit_block;

  self->edit_block = -1;
  if (self->edit_started && self->level->blocks[block].first == self->edit_block_first)
    {
      /* Dragged back to where it was: no edit. */
      self->edit_started = FALSE;
      pf_document_cancel_edit (self->document);
    }
  else if (self->edit_started)
    finish_edit (self);
  else if (!self->edit_dragged)
    pf_studio_level_page_click (self, self->level->blocks[block].first, FALSE);
}

/* Callbacks */

static gboolean
on_triangle_pressed (PfStudioTriCanvas *canvas,
                     int                triangle,
                     guint              button,
                     PfStudioLevelPage *self)
{
  gboolean secondary = button == GDK_BUTTON_SECONDARY;

  self->drag_block = -1;
  self->edit_block = -1;
  if (triangle < 0 || self->level == NULL)
    return FALSE;

  switch (self->mode)
    {
    case PF_STUDIO_LEVEL_MODE_WALL:
    case PF_STUDIO_LEVEL_MODE_GOAL:
      {
        const PfTriMask *mask = self->mode == PF_STUDIO_LEVEL_MODE_WALL ? &self->level->walls
                                                                         : &self->level->goals;

        self->stroke_value = secondary ? FALSE : !pf_tri_mask_get (mask, triangle);
        paint (self, triangle);
        return TRUE;
      }

    case PF_STUDIO_LEVEL_MODE_BLOCK:
      /* A block is dragged along its band, or clicked to toggle its key. */
      self->edit_block = secondary ? -1 : pf_studio_level_page_block_at_start (self, triangle);
      if (self->edit_block >= 0)
        {
          self->edit_block_first = self->level->blocks[self->edit_block].first;
          self->edit_dragged = FALSE;
          return TRUE;
        }
      pf_studio_level_page_click (self, triangle, secondary);
      return FALSE;

    case PF_STUDIO_LEVEL_MODE_PLAY:
      if (self->rules == NULL)
        return FALSE;
      self->drag_block = pf_studio_level_page_block_at_state (self, triangle);
      self->drag_start_state = self->state;
      return self->drag_block >= 0;

    default:
      return FALSE;
    }
}

static void
on_triangle_crossed (PfStudioTriCanvas *canvas,
                     int                triangle,
                     PfStudioLevelPage *self)
{
  if (self->level != NULL &&
      (self->mode == PF_STUDIO_LEVEL_MODE_WALL || self->mode == PF_STUDIO_LEVEL_MODE_GOAL))
    paint (self, triangle);
}

static void
on_drag_moved (PfStudioTriCanvas *canvas,
               double             dx,
               double             dy,
               PfStudioLevelPage *self)
{
  double ax, ay, along;

  if (self->level == NULL)
    return;
  if (self->mode == PF_STUDIO_LEVEL_MODE_BLOCK && self->edit_block >= 0)
    {
      /* One step is one edge length along the block's axis. */
      pf_tri_axis_vector (self->level->blocks[self->edit_block].axis, &ax, &ay);
      along = dx * ax + dy * ay;
      self->edit_dragged |= hypot (dx, dy) > 0.25;
      drag_block_to (self, (int) round (along));
    }
  else if (self->mode == PF_STUDIO_LEVEL_MODE_PLAY && self->drag_block >= 0 &&
           self->rules != NULL)
    {
      pf_tri_axis_vector (self->level->blocks[self->drag_block].axis, &ax, &ay);
      pf_studio_level_page_drag_to (self, dx * ax + dy * ay);
    }
}

static void
on_drag_finished (PfStudioTriCanvas *canvas,
                  PfStudioLevelPage *self)
{
  if (self->edit_block >= 0)
    finish_block_drag (self);
  else
    finish_edit (self);
  if (self->drag_block >= 0 && self->rules != NULL)
    pf_studio_level_page_finish_drag (self);
  self->drag_block = -1;
}

static gboolean
on_scroll_triangle (PfStudioTriCanvas *canvas,
                    int                triangle,
                    double             dy,
                    PfStudioLevelPage *self)
{
  int block;

  if (self->mode != PF_STUDIO_LEVEL_MODE_BLOCK || self->level == NULL || triangle < 0 ||
      self->edit_started)
    return FALSE;
  block = pf_studio_level_page_block_at_start (self, triangle);
  if (block < 0)
    return FALSE;
  pf_studio_level_page_resize_block (self, block, dy < 0 ? 1 : -1);
  return TRUE;
}

static void
on_hover_changed (PfStudioTriCanvas *canvas,
                  int                triangle,
                  PfStudioLevelPage *self)
{
  int block = -1;

  if (self->mode == PF_STUDIO_LEVEL_MODE_PLAY && self->level != NULL && triangle >= 0 &&
      self->drag_block < 0)
    block = pf_studio_level_page_block_at_state (self, triangle);
  else if (self->drag_block >= 0)
    block = self->drag_block;
  if (block != self->hover_block)
    {
      self->hover_block = block;
      pf_studio_level_page_refresh (self);
    }
}

void
pf_studio_level_page_edit_init (PfStudioLevelPage *self)
{
  self->drag_block = -1;
  self->edit_block = -1;
  self->hover_block = -1;
  g_signal_connect (self->canvas, "hover-changed", G_CALLBACK (on_hover_changed), self);
  g_signal_connect (self->canvas, "triangle-pressed", G_CALLBACK (on_triangle_pressed), self);
  g_signal_connect (self->canvas, "triangle-crossed", G_CALLBACK (on_triangle_crossed), self);
  g_signal_connect (self->canvas, "drag-moved", G_CALLBACK (on_drag_moved), self);
  g_signal_connect (self->canvas, "drag-finished", G_CALLBACK (on_drag_finished), self);
  g_signal_connect (self->canvas, "scroll-triangle", G_CALLBACK (on_scroll_triangle), self);
}

void
pf_studio_level_page_click (PfStudioLevelPage *self,
                            guint              triangle,
                            gboolean           secondary)
{
  int block;

  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));
  if (self->level == NULL || triangle >= PF_TRI_COUNT || self->edit_started)
    return;

  switch (self->mode)
    {
    case PF_STUDIO_LEVEL_MODE_WALL:
    case PF_STUDIO_LEVEL_MODE_GOAL:
      {
        const PfTriMask *mask = self->mode == PF_STUDIO_LEVEL_MODE_WALL ? &self->level->walls
                                                                         : &self->level->goals;

        self->stroke_value = secondary ? FALSE : !pf_tri_mask_get (mask, triangle);
        paint (self, triangle);
        finish_edit (self);
      }
      break;

    case PF_STUDIO_LEVEL_MODE_BLOCK:
      block = pf_studio_level_page_block_at_start (self, triangle);
      if (block >= 0 && secondary)
        pf_studio_level_page_delete_block (self, block);
      else if (block >= 0)
        {
          pf_studio_level_page_begin_edit (self);
          self->level->blocks[block].key = !self->level->blocks[block].key;
          pf_studio_level_page_end_edit (self);
        }
      else if (!secondary && !pf_tri_mask_get (&self->level->walls, triangle))
        pf_studio_level_page_add_block (self, triangle);
      break;

    case PF_STUDIO_LEVEL_MODE_PLAY:
    default:
      break;
    }
}

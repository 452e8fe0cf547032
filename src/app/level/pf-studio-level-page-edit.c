/* pf-studio-level-page-edit.c: the level page's edit loop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Out: every gesture activates an action, as a menu, a key or a script
 * would: wall and goal strokes `win.set-wall` and `win.set-goal`, clicks in
 * block mode `win.add-block`, `win.set-key` and `win.delete-block`, a block
 * drag `win.move-block`, scrolling `win.resize-block`, and a drag in play
 * `level.play-move`. A stroke or a block drag is one undo step: the page
 * opens a stroke of the document around it.
 *
 * In: the page never changes the level itself. When the document says the
 * level changed, whoever changed it, the page hands it to its session, and
 * redraws when the session says what it shows changed.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <math.h>

#include <glib/gi18n.h>

#include "pf-studio-level-findings.h"
#include "pf-studio-level-page-private.h"
#include "pf-studio-page.h"
#include "pf-tri-level-edit.h"

/* Auxiliary methods */

static void
update_actions (PfStudioLevelPage *self)
{
  gboolean busy = pf_tri_session_is_busy (self->session);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.analyze",
                                 !busy && pf_tri_session_get_rules (self->session) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.cancel", busy);
  pf_studio_level_page_play_update_actions (self);
  gtk_widget_set_visible (self->axis_box, self->mode == PF_STUDIO_LEVEL_MODE_BLOCK);
}

/* Redraws the page from the session: the canvas, the play figures and
 * the actions. */
void
pf_studio_level_page_refresh (PfStudioLevelPage *self)
{
  PfTriRenderOptions options;

  pf_studio_level_page_update_play (self);
  update_actions (self);
  pf_studio_tri_canvas_set_level (self->canvas, pf_tri_session_get_level (self->session));
  pf_studio_level_page_fill_render_options (self, &options);
  pf_studio_tri_canvas_set_options (self->canvas, &options);
}

/* Shows the level at self->path as it is now in the document. */
void
pf_studio_level_page_sync_level (PfStudioLevelPage *self)
{
  PfItemPlace place;
  const PfTriLevel *level = NULL;

  if (self->document != NULL && self->path != NULL &&
      pf_project_locate (pf_document_get_project (self->document), self->path, &place) &&
      place.kind == PF_ITEM_LEVEL)
    level = place.item;
  /* The session keeps its position and results while the puzzle stays. */
  pf_tri_session_set_level (self->session, level);
}

static void
begin_stroke (PfStudioLevelPage *self,
              const char        *label)
{
  if (!self->gesture.stroke && self->document != NULL)
    {
      self->gesture.stroke = TRUE;
      pf_document_begin_stroke (self->document, label);
    }
}

static void
end_stroke (PfStudioLevelPage *self)
{
  if (self->gesture.stroke)
    {
      self->gesture.stroke = FALSE;
      if (self->document != NULL)
        pf_document_end_stroke (self->document);
    }
}

/* One triangle of a wall or goal stroke, unless it has the value already. */
static void
paint (PfStudioLevelPage *self,
       guint              triangle)
{
  const PfTriLevel *level = pf_studio_level_page_get_level (self);
  gboolean wall = self->mode == PF_STUDIO_LEVEL_MODE_WALL;
  const PfTriMask *mask;

  if (level == NULL || triangle >= PF_TRI_COUNT)
    return;
  mask = wall ? &level->walls : &level->goals;
  if (pf_tri_mask_get (mask, triangle) == self->gesture.value)
    return;
  begin_stroke (self, wall ? _("Paint Walls") : _("Paint Goals"));
  gtk_widget_activate_action (GTK_WIDGET (self), wall ? "win.set-wall" : "win.set-goal",
                              "(ub)", triangle, self->gesture.value);
}

/* A stroke paints what its first triangle is not: wall on floor, floor on
 * wall; the secondary button always clears. */
static void
begin_paint (PfStudioLevelPage *self,
             const PfTriLevel  *level,
             guint              triangle,
             gboolean           secondary)
{
  const PfTriMask *mask = self->mode == PF_STUDIO_LEVEL_MODE_WALL ? &level->walls
                                                                   : &level->goals;

  self->gesture.value = secondary ? FALSE : !pf_tri_mask_get (mask, triangle);
  paint (self, triangle);
}

/* Moves the block dragged in block mode to @steps whole steps from where
 * the drag began, a step at a time, as far as it goes. */
static void
drag_block_to (PfStudioLevelPage *self,
               int                steps)
{
  guint block = (guint) self->gesture.block;

  while (self->gesture.block_steps != steps)
    {
      const PfTriLevel *level = pf_studio_level_page_get_level (self);
      int step = steps > self->gesture.block_steps ? 1 : -1;
      guint before;

      if (level == NULL || block >= level->n_blocks)
        return;
      before = level->blocks[block].first;
      begin_stroke (self, _("Move Block"));
      gtk_widget_activate_action (GTK_WIDGET (self), "win.move-block", "(ui)", block, step);
      level = pf_studio_level_page_get_level (self);
      if (level == NULL || level->blocks[block].first == before)
        return;
      self->gesture.block_steps += step;
    }
}

/* Callbacks */

static void
on_item_changed (PfDocument        *document,
                 const char        *path,
                 PfStudioLevelPage *self)
{
  if (g_strcmp0 (path, self->path) == 0)
    pf_studio_level_page_sync_level (self);
}

static void
on_items_changed (PfDocument        *document,
                  guint              kind,
                  const char        *pack,
                  PfStudioLevelPage *self)
{
  if (kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK)
    pf_studio_level_page_sync_level (self);
}

static gboolean
on_triangle_pressed (PfStudioTriCanvas *canvas,
                     int                triangle,
                     guint              button,
                     PfStudioLevelPage *self)
{
  const PfTriLevel *level = pf_studio_level_page_get_level (self);
  gboolean secondary = button == GDK_BUTTON_SECONDARY;
  int block;

  self->gesture.block = -1;
  self->gesture.play_block = -1;
  self->gesture.dragged = FALSE;
  self->gesture.inert = FALSE;
  if (triangle < 0 || level == NULL)
    return FALSE;

  /* The board shows moves made by stepping through the solution: an edit
   * is made on the start, so the first press brings the start back into
   * view and edits nothing under positions the designer cannot see. */
  if (self->mode != PF_STUDIO_LEVEL_MODE_PLAY && pf_tri_session_has_moved (self->session))
    {
      pf_tri_session_restart (self->session);
      pf_studio_level_page_refresh (self);
      pf_studio_level_page_toast (self, _("Back at the start to edit"));
      self->gesture.inert = TRUE;
      return TRUE;
    }

  switch (self->mode)
    {
    case PF_STUDIO_LEVEL_MODE_WALL:
    case PF_STUDIO_LEVEL_MODE_GOAL:
      begin_paint (self, level, triangle, secondary);
      return TRUE;

    case PF_STUDIO_LEVEL_MODE_BLOCK:
      /* A block is dragged along its band, or clicked to toggle its key
       * (on release, when it did not move); the secondary button deletes
       * it. A click on the floor adds a block; where there is no room, the
       * action says why. */
      block = pf_tri_level_block_at (level, triangle);
      self->gesture.block_steps = 0;
      if (block >= 0 && !secondary)
        self->gesture.block = block;
      else if (block >= 0)
        gtk_widget_activate_action (GTK_WIDGET (self), "win.delete-block", "u", (guint) block);
      else if (!secondary)
        {
          guint length = pf_tri_level_block_room (level, self->axis, triangle, 3);

          gtk_widget_activate_action (GTK_WIDGET (self), "win.add-block", "(suub)",
                                      pf_tri_axis_to_string (self->axis), (guint) triangle,
                                      length > 0 ? length : 3, level->n_blocks == 0);
        }
      /* A press that added or deleted a block is done: a drag after it
       * neither moves the block nor pans the view. */
      self->gesture.inert = self->gesture.block < 0;
      return TRUE;

    case PF_STUDIO_LEVEL_MODE_PLAY:
      self->gesture.play_block = pf_tri_session_block_at (self->session, triangle);
      return self->gesture.play_block >= 0;

    default:
      return FALSE;
    }
}

static void
on_triangle_crossed (PfStudioTriCanvas *canvas,
                     int                triangle,
                     PfStudioLevelPage *self)
{
  if (triangle >= 0 && !self->gesture.inert &&
      (self->mode == PF_STUDIO_LEVEL_MODE_WALL || self->mode == PF_STUDIO_LEVEL_MODE_GOAL))
    paint (self, (guint) triangle);
}

static void
on_drag_moved (PfStudioTriCanvas *canvas,
               double             dx,
               double             dy,
               PfStudioLevelPage *self)
{
  const PfTriLevel *level = pf_studio_level_page_get_level (self);
  double ax, ay;

  if (level == NULL)
    return;
  self->gesture.dragged |= hypot (dx, dy) > 0.25;
  if (self->mode == PF_STUDIO_LEVEL_MODE_BLOCK && self->gesture.block >= 0 &&
      (guint) self->gesture.block < level->n_blocks)
    {
      /* One step is one edge length along the block's axis. */
      pf_tri_axis_vector (level->blocks[self->gesture.block].axis, &ax, &ay);
      drag_block_to (self, (int) round (dx * ax + dy * ay));
    }
  else if (self->mode == PF_STUDIO_LEVEL_MODE_PLAY && self->gesture.play_block >= 0)
    {
      pf_tri_axis_vector (level->blocks[self->gesture.play_block].axis, &ax, &ay);
      pf_tri_session_drag (self->session, (guint) self->gesture.play_block, dx * ax + dy * ay);
    }
}

static void
on_drag_finished (PfStudioTriCanvas *canvas,
                  PfStudioLevelPage *self)
{
  PfTriMove move;
  int block = self->gesture.block;

  self->gesture.block = -1;
  end_stroke (self);
  if (block >= 0 && !self->gesture.dragged)
    {
      const PfTriLevel *level = pf_studio_level_page_get_level (self);

      if (level != NULL && (guint) block < level->n_blocks)
        gtk_widget_activate_action (GTK_WIDGET (self), "win.set-key", "(ub)", (guint) block,
                                    !level->blocks[block].key);
    }
  if (self->gesture.play_block >= 0 && pf_tri_session_end_drag (self->session, &move))
    gtk_widget_activate_action (GTK_WIDGET (self), "level.play-move", "(uiu)",
                                (guint) move.block, (int) move.dir, (guint) move.steps);
  self->gesture.play_block = -1;
}

/* The triangle one step along @axis from @triangle, @dir ±1, or -1. */
static int
step_along (PfStudioLevelPage *self,
            guint              triangle,
            PfTriAxis          axis,
            int                dir)
{
  const PfTriView *view = pf_studio_tri_canvas_get_view (self->canvas);
  double ux, uy, ax, ay, x, y;

  pf_tri_centroid (triangle, &ux, &uy);
  pf_tri_axis_vector (axis, &ax, &ay);
  pf_tri_view_to_screen (view, ux + dir * ax, uy + dir * ay, &x, &y);
  return pf_studio_tri_canvas_pick (self->canvas, x, y);
}

/* Shift and an arrow: the block at the cursor takes a step along its band,
 * the way of the arrow (an arrow across a band moves nothing); in Block
 * mode it is an edit, in Play mode a move. The cursor goes with it. */
static void
on_key_step (PfStudioTriCanvas *canvas,
             int                triangle,
             double             dx,
             double             dy,
             PfStudioLevelPage *self)
{
  const PfTriLevel *level = pf_studio_level_page_get_level (self);
  double ax, ay, along;
  gboolean moved = FALSE;
  guint moves;
  int block, dir;

  if (level == NULL || triangle < 0)
    return;
  if (self->mode == PF_STUDIO_LEVEL_MODE_BLOCK)
    block = pf_tri_level_block_at (level, (guint) triangle);
  else if (self->mode == PF_STUDIO_LEVEL_MODE_PLAY)
    block = pf_tri_session_block_at (self->session, (guint) triangle);
  else
    return;
  if (block < 0 || (guint) block >= level->n_blocks)
    return;
  pf_tri_axis_vector (level->blocks[block].axis, &ax, &ay);
  along = dx * ax + dy * ay;
  if (fabs (along) < 0.25)
    return;
  dir = along > 0 ? 1 : -1;

  if (self->mode == PF_STUDIO_LEVEL_MODE_BLOCK)
    {
      guint before = level->blocks[block].first;

      gtk_widget_activate_action (GTK_WIDGET (self), "win.move-block", "(ui)", (guint) block,
                                  dir);
      level = pf_studio_level_page_get_level (self);
      moved = level != NULL && (guint) block < level->n_blocks &&
              level->blocks[block].first != before;
    }
  else
    {
      guint steps = 1;

      moves = pf_tri_session_get_move_count (self->session);
      /* Another step of the move just made: the move is taken back and made
       * one step longer, so it counts as one, as a drag of it would. */
      if (self->key_move.block == block && self->key_move.dir == dir &&
          self->key_move.moves == moves && moves > 0)
        {
          steps = self->key_move.steps + 1;
          pf_tri_session_undo_move (self->session);
          gtk_widget_activate_action (GTK_WIDGET (self), "level.play-move", "(uiu)",
                                      (guint) block, dir, steps);
          moved = pf_tri_session_get_move_count (self->session) == moves;
          if (!moved)
            {
              /* No room for one more step: the move stays as it was. */
              steps--;
              gtk_widget_activate_action (GTK_WIDGET (self), "level.play-move", "(uiu)",
                                          (guint) block, dir, steps);
            }
        }
      else
        {
          gtk_widget_activate_action (GTK_WIDGET (self), "level.play-move", "(uiu)",
                                      (guint) block, dir, steps);
          moved = pf_tri_session_get_move_count (self->session) != moves;
        }
      if (moved)
        {
          self->key_move.block = block;
          self->key_move.dir = dir;
          self->key_move.steps = steps;
          self->key_move.moves = pf_tri_session_get_move_count (self->session);
        }
    }
  if (moved)
    {
      int next = step_along (self, (guint) triangle, level->blocks[block].axis, dir);

      if (next >= 0)
        pf_studio_tri_canvas_set_cursor (self->canvas, next);
    }
}

static gboolean
on_scroll_triangle (PfStudioTriCanvas *canvas,
                    int                triangle,
                    double             dy,
                    PfStudioLevelPage *self)
{
  const PfTriLevel *level = pf_studio_level_page_get_level (self);
  int block;

  if (self->mode != PF_STUDIO_LEVEL_MODE_BLOCK || level == NULL || triangle < 0 ||
      self->gesture.stroke)
    return FALSE;
  block = pf_tri_level_block_at (level, (guint) triangle);
  if (block < 0)
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.resize-block", "(uu)", (guint) block,
                              level->blocks[block].length + (dy < 0 ? 1 : -1));
  return TRUE;
}

/* Over a block that does not matter, the canvas says what it does. */
static void
update_tooltip (PfStudioLevelPage *self,
                int                triangle)
{
  const PfTriLevel *level = pf_studio_level_page_get_level (self);
  const PfTriExplanation *explanation = pf_tri_session_get_explanation (self->session);
  g_autofree char *text = NULL;
  int block;

  if (level != NULL && triangle >= 0 && self->mode != PF_STUDIO_LEVEL_MODE_PLAY &&
      !pf_tri_session_is_busy (self->session) &&
      (block = pf_tri_level_block_at (level, (guint) triangle)) >= 0 &&
      pf_studio_level_block_is_redundant (explanation, (guint) block))
    {
      PfTriFigures figures;

      pf_tri_session_get_figures (self->session, &figures);
      text = g_strdup_printf (ngettext ("Block %d does not matter: without it the level still "
                                        "takes %d move. Right-click in Block mode to delete it.",
                                        "Block %d does not matter: without it the level still "
                                        "takes %d moves. Right-click in Block mode to delete it.",
                                        MAX (figures.moves, 0)),
                              block, figures.moves);
    }
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->canvas), text);
}

static void
on_hover_changed (PfStudioTriCanvas *canvas,
                  int                triangle,
                  PfStudioLevelPage *self)
{
  int block = -1;

  update_tooltip (self, triangle);

  if (self->gesture.play_block >= 0)
    block = self->gesture.play_block;
  else if (self->mode == PF_STUDIO_LEVEL_MODE_PLAY && triangle >= 0)
    block = pf_tri_session_block_at (self->session, (guint) triangle);
  if (block != self->hover_block)
    {
      self->hover_block = block;
      pf_studio_level_page_refresh (self);
    }
}

void
pf_studio_level_page_edit_init (PfStudioLevelPage *self)
{
  self->gesture.block = -1;
  self->gesture.play_block = -1;
  self->hover_block = -1;
  self->key_move.block = -1;
  g_signal_connect (self->canvas, "hover-changed", G_CALLBACK (on_hover_changed), self);
  g_signal_connect (self->canvas, "triangle-pressed", G_CALLBACK (on_triangle_pressed), self);
  g_signal_connect (self->canvas, "triangle-crossed", G_CALLBACK (on_triangle_crossed), self);
  g_signal_connect (self->canvas, "drag-moved", G_CALLBACK (on_drag_moved), self);
  g_signal_connect (self->canvas, "drag-finished", G_CALLBACK (on_drag_finished), self);
  g_signal_connect (self->canvas, "key-step", G_CALLBACK (on_key_step), self);
  g_signal_connect (self->canvas, "scroll-triangle", G_CALLBACK (on_scroll_triangle), self);
}

/* Public API */

void
pf_studio_level_page_follow (PfStudioLevelPage *self,
                             PfDocument        *document)
{
  pf_studio_page_follow_document (self, &self->document, document,
                                  G_CALLBACK (on_item_changed), G_CALLBACK (on_items_changed));
}

void
pf_studio_level_page_click (PfStudioLevelPage *self,
                            guint              triangle,
                            gboolean           secondary)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));

  if (triangle >= PF_TRI_COUNT || self->gesture.stroke)
    return;
  /* A press and a release that did not move, as the pointer makes them. */
  if (on_triangle_pressed (self->canvas, (int) triangle,
                           secondary ? GDK_BUTTON_SECONDARY : GDK_BUTTON_PRIMARY, self))
    on_drag_finished (self->canvas, self);
}

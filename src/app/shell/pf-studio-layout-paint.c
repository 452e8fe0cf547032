/* pf-studio-layout-paint.c: painting a shell layout with the pointer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A stroke (a drag, primary to paint, secondary to erase) is one undo step:
 * a stroke of the document (pf_document_begin_stroke()), each cell painted
 * through pf_document_layout_paint_cell(). The view keeps its fit while the
 * stroke runs, even when it reaches a new ring.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-layout-page"

#include <math.h>

#include <glib/gi18n.h>

#include "pf-studio-layout-page-private.h"
#include "pf-studio-page.h"

/* Auxiliary methods */

/* Paints (or erases) one cell of the layout, as part of the stroke's undo
 * step. Off the board, or painting what the cell has, changes nothing. */
static void
paint_cell (PfStudioLayoutPage *self,
            int                 x,
            int                 y)
{
  pf_document_layout_paint_cell (self->document, self->path, x, y,
                                 self->stroke_colour == ERASER ? 0 : self->stroke_colour, NULL);
}

/* Paints every cell the pointer crossed since the stroke's last point, so
 * a fast stroke leaves no gaps. */
static void
stroke_at (PfStudioLayoutPage *self,
           double              px,
           double              py)
{
  double dx = px - self->stroke_px, dy = py - self->stroke_py;
  /* Samples two pixels apart: finer than any cell the canvas draws */
  guint n = (guint) MIN (ceil (sqrt (dx * dx + dy * dy) / 2.0), 4096);
  int last_x = G_MININT, last_y = G_MININT;
  gboolean painted = FALSE;

  if (!self->stroking)
    return;
  for (guint i = 0; i <= n; i++)
    {
      double t = n > 0 ? (double) i / n : 1.0;
      int x, y;

      if (!pf_studio_shell_canvas_pick (self->canvas, self->stroke_px + t * dx,
                                        self->stroke_py + t * dy, &x, &y) ||
          (x == last_x && y == last_y))
        continue;
      paint_cell (self, x, y);
      last_x = self->hover_x = x;
      last_y = self->hover_y = y;
      painted = TRUE;
    }
  self->stroke_px = px;
  self->stroke_py = py;
  if (!painted)
    return;
  self->has_hover = TRUE;
  pf_studio_layout_page_sync_canvas (self);
  pf_studio_layout_page_update_hover (self);
}

static void
begin_stroke (PfStudioLayoutPage *self,
              double              px,
              double              py,
              guint               colour)
{
  if (self->layout == NULL || self->document == NULL)
    return;
  if (pf_studio_layout_page_previewing (self))
    {
      pf_studio_shell_preview_set_message (self->preview,
                                           _("Reset or apply the simulation before painting"));
      pf_studio_layout_page_update_sim_ui (self);
      return;
    }

  self->stroke_fit = pf_studio_layout_page_fit_of (self->layout);
  self->stroke_colour = colour;
  self->stroke_px = px;
  self->stroke_py = py;
  self->stroking = TRUE;
  pf_document_begin_stroke (self->document, colour == ERASER ? _("Erase Cells")
                                                             : _("Paint Cells"));
  stroke_at (self, px, py);
}

/* Callbacks */

static void
on_drag_begin (GtkGestureDrag     *gesture,
               double              x,
               double              y,
               PfStudioLayoutPage *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (button != GDK_BUTTON_PRIMARY && button != GDK_BUTTON_SECONDARY)
    {
      /* The canvas pans with the middle button. */
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  if (button == GDK_BUTTON_PRIMARY)
    begin_stroke (self, x, y, self->colour);
  else if (button == GDK_BUTTON_SECONDARY)
    begin_stroke (self, x, y, ERASER);
}

static void
on_drag_update (GtkGestureDrag     *gesture,
                double              dx,
                double              dy,
                PfStudioLayoutPage *self)
{
  double x, y;

  if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
    pf_studio_layout_page_stroke_to (self, x + dx, y + dy);
}

static void
on_drag_end (GtkGestureDrag     *gesture,
             double              dx,
             double              dy,
             PfStudioLayoutPage *self)
{
  pf_studio_layout_page_stroke_end (self);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    px,
           double                    py,
           PfStudioLayoutPage       *self)
{
  int x, y;
  gboolean has = pf_studio_shell_canvas_pick (self->canvas, px, py, &x, &y);
  /* GTK also reports the pointer where it was when the view redraws: that
   * leaves the keys' cursor where the arrows put it. */
  gboolean moved = !isnan (self->pointer_x) && (px != self->pointer_x || py != self->pointer_y);

  self->pointer_x = px;
  self->pointer_y = py;
  if (moved)
    self->key_cursor = FALSE;
  if ((!moved && self->key_cursor) ||
      (has == self->has_hover && (!has || (x == self->hover_x && y == self->hover_y))))
    return;
  self->has_hover = has;
  self->hover_x = has ? x : 0;
  self->hover_y = has ? y : 0;
  pf_studio_layout_page_update_hover (self);
  pf_studio_layout_page_sync_canvas (self);
}

static void
on_leave (GtkEventControllerMotion *motion,
          PfStudioLayoutPage       *self)
{
  if (!self->has_hover || self->stroking || self->key_cursor)
    return;
  self->has_hover = FALSE;
  pf_studio_layout_page_update_hover (self);
  pf_studio_layout_page_sync_canvas (self);
}

/* The keys: the arrows move a cell cursor (y points up, as the layout's
 * cells do), Space or Return paints the cell with the chosen colour,
 * Delete or Backspace erases it; each is one undo step, as a click is. */
static void
key_paint (PfStudioLayoutPage *self,
           guint               colour)
{
  double px, py;

  pf_studio_shell_canvas_cell_centre (self->canvas, self->hover_x, self->hover_y, &px, &py);
  begin_stroke (self, px, py, colour);
  pf_studio_layout_page_end_stroke (self);
}

static gboolean
on_key_pressed (GtkEventControllerKey *keys,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PfStudioLayoutPage    *self)
{
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();
  int dx, dy;

  if (mods != 0 || self->stroking || pf_studio_layout_page_displayed (self) == NULL)
    return FALSE;
  if (pf_studio_page_is_click_key (keyval))
    {
      if (!self->has_hover)
        return FALSE;
      key_paint (self, self->colour);
      return TRUE;
    }
  if (pf_studio_page_is_clear_key (keyval))
    {
      /* The cell at the cursor, never the whole layout */
      if (self->has_hover)
        key_paint (self, ERASER);
      return TRUE;
    }
  if (!pf_studio_page_arrow_key (keyval, &dx, &dy))
    return FALSE;
  /* The layout's y points up. */
  dy = -dy;

  /* The first arrow shows the cursor on the core. */
  self->key_cursor = TRUE;
  if (!self->has_hover)
    {
      self->has_hover = TRUE;
      self->hover_x = self->hover_y = 0;
    }
  else
    {
      self->hover_x = CLAMP (self->hover_x + dx, -PF_SHELL_COUNT, PF_SHELL_COUNT - 1);
      self->hover_y = CLAMP (self->hover_y + dy, -PF_SHELL_COUNT, PF_SHELL_COUNT - 1);
    }
  pf_studio_layout_page_update_hover (self);
  pf_studio_layout_page_sync_canvas (self);
  return TRUE;
}

/* Internal API */

void
pf_studio_layout_page_update_hover (PfStudioLayoutPage *self)
{
  const PfShellLayout *layout = pf_studio_layout_page_displayed (self);
  g_autofree char *text = NULL;
  const char *what;
  int shell, index;

  gtk_widget_set_visible (GTK_WIDGET (self->hover_label),
                          layout != NULL && !pf_studio_layout_page_previewing (self));
  if (!self->has_hover || layout == NULL)
    {
      gtk_label_set_text (self->hover_label,
                          gtk_widget_has_focus (GTK_WIDGET (self->canvas))
                            ? _("Arrows move the cursor · Space paints · Delete erases")
                            : _("Drag to paint · right-click erases · scroll or middle-drag "
                                "pans · Ctrl+scroll zooms"));
      return;
    }

  shell = pf_shell_of_cell (self->hover_x, self->hover_y);
  index = pf_shell_layout_find_cell (layout, self->hover_x, self->hover_y);
  if (index >= 0)
    {
      guint colour = g_array_index (layout->cells, PfShellCell, index).colour;

      what = pf_studio_shell_palette_colour_name (colour);
      if (what == NULL)
        what = _("invalid");
    }
  else
    what = shell == 0 ? _("core") : _("empty");

  /* TRANSLATORS: the cell under the pointer: (x, y), its shell, and its colour */
  text = g_strdup_printf (_("(%d, %d) · shell %d · %s"), self->hover_x, self->hover_y, shell,
                          what);
  gtk_label_set_text (self->hover_label, text);
}

void
pf_studio_layout_page_end_stroke (PfStudioLayoutPage *self)
{
  if (!self->stroking)
    return;
  self->stroking = FALSE;
  if (self->document != NULL)
    pf_document_end_stroke (self->document);
}

void
pf_studio_layout_page_paint_init (PfStudioLayoutPage *self)
{
  GtkGesture *drag;
  GtkEventController *motion, *keys;

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), GTK_EVENT_CONTROLLER (drag));

  self->pointer_x = self->pointer_y = NAN;
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), keys);
  gtk_widget_set_focusable (GTK_WIDGET (self->canvas), TRUE);
  g_signal_connect_swapped (self->canvas, "notify::has-focus",
                            G_CALLBACK (pf_studio_layout_page_update_hover), self);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), motion);
}

/* Public API */

void
pf_studio_layout_page_stroke_begin (PfStudioLayoutPage *self,
                                    double              px,
                                    double              py)
{
  g_return_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self));

  begin_stroke (self, px, py, self->colour);
}

void
pf_studio_layout_page_stroke_to (PfStudioLayoutPage *self,
                                 double              px,
                                 double              py)
{
  g_return_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self));

  if (self->layout != NULL && self->document != NULL)
    stroke_at (self, px, py);
}

void
pf_studio_layout_page_stroke_end (PfStudioLayoutPage *self)
{
  g_return_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self));

  if (!self->stroking)
    return;
  pf_studio_layout_page_end_stroke (self);
  pf_studio_layout_page_sync_simulation (self);
}


/* pf-studio-field-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-field-view"

#include <adwaita.h>

#include "pf-studio-field-view.h"
#include "pf-studio-mino.h"

struct _PfStudioFieldView
{
  GtkWidget     parent_instance;

  PfField       field;
  guint         visible_rows;
  guint         buffer_rows;

  gboolean      has_piece;
  PfPieceShape  shape;
  PfCell        piece_cell;
  int           piece_x;
  int           piece_y;
  int           ghost_y;

  gboolean      editable;
  gboolean      dimmed;
  int           hover_x;
  int           hover_y;
  gboolean      erasing;
  int           last_x;
  int           last_y;
  double        drag_x;
  double        drag_y;

  guint         min_cell;
  guint         nat_cell;
};

G_DEFINE_FINAL_TYPE (PfStudioFieldView, pf_studio_field_view, GTK_TYPE_WIDGET)

enum
{
  PAINT_BEGIN,
  PAINT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary methods */

static guint
total_rows (PfStudioFieldView *self)
{
  return MAX (1, self->visible_rows + self->buffer_rows);
}

static void
geometry (PfStudioFieldView *self,
          double            *ox,
          double            *oy,
          double            *cell)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  guint cols = MAX (1, self->field.width);
  guint rows = total_rows (self);
  double size = floor (MIN ((double) width / cols, (double) height / rows));

  size = MAX (size, 1);
  *cell = size;
  *ox = floor ((width - cols * size) / 2);
  *oy = floor ((height - rows * size) / 2);
}

gboolean
pf_studio_field_view_cell_at (PfStudioFieldView *self,
                              double             px,
                              double             py,
                              int               *x,
                              int               *y)
{
  double ox, oy, cell;
  int cx, cy;

  g_return_val_if_fail (PF_STUDIO_IS_FIELD_VIEW (self), FALSE);

  geometry (self, &ox, &oy, &cell);
  cx = (int) floor ((px - ox) / cell);
  cy = (int) total_rows (self) - 1 - (int) floor ((py - oy) / cell);
  *x = cx;
  *y = cy;
  return cx >= 0 && cx < self->field.width && cy >= 0 &&
         cy < (int) MIN (total_rows (self), self->field.height);
}

static void
emit_paint_line (PfStudioFieldView *self,
                 int                x1,
                 int                y1)
{
  int x0 = self->last_x, y0 = self->last_y;
  int dx = ABS (x1 - x0), dy = -ABS (y1 - y0);
  int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
  int err = dx + dy;

  /* Bresenham from the last painted cell, so a fast drag leaves no gaps. */
  for (guint guard = 0; guard < 256; guard++)
    {
      int e2;

      if (x0 != self->last_x || y0 != self->last_y)
        g_signal_emit (self, signals[PAINT], 0, x0, y0, self->erasing);
      if (x0 == x1 && y0 == y1)
        break;
      e2 = 2 * err;
      if (e2 >= dy)
        {
          err += dy;
          x0 += sx;
        }
      if (e2 <= dx)
        {
          err += dx;
          y0 += sy;
        }
    }
  self->last_x = x1;
  self->last_y = y1;
}

/* Callbacks */

static void
drag_begin_cb (GtkGestureDrag    *gesture,
               double             x,
               double             y,
               PfStudioFieldView *self)
{
  int cx, cy;

  if (!self->editable || !pf_studio_field_view_cell_at (self, x, y, &cx, &cy))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->erasing = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture)) ==
                  GDK_BUTTON_SECONDARY;
  self->drag_x = x;
  self->drag_y = y;
  self->last_x = cx;
  self->last_y = cy;
  g_signal_emit (self, signals[PAINT_BEGIN], 0);
  g_signal_emit (self, signals[PAINT], 0, cx, cy, self->erasing);
}

static void
drag_update_cb (GtkGestureDrag    *gesture,
                double             offset_x,
                double             offset_y,
                PfStudioFieldView *self)
{
  int cx, cy;

  if (!self->editable)
    return;
  pf_studio_field_view_cell_at (self, self->drag_x + offset_x, self->drag_y + offset_y, &cx, &cy);
  cx = CLAMP (cx, 0, MAX (0, self->field.width - 1));
  cy = CLAMP (cy, 0, (int) MIN (total_rows (self), self->field.height) - 1);
  if (cx != self->last_x || cy != self->last_y)
    emit_paint_line (self, cx, cy);
  self->hover_x = cx;
  self->hover_y = cy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PfStudioFieldView        *self)
{
  int cx, cy;

  if (!pf_studio_field_view_cell_at (self, x, y, &cx, &cy))
    cx = cy = -1;
  if (cx != self->hover_x || cy != self->hover_y)
    {
      self->hover_x = cx;
      self->hover_y = cy;
      if (self->editable)
        gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
leave_cb (GtkEventControllerMotion *controller,
          PfStudioFieldView        *self)
{
  self->hover_x = self->hover_y = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
dark_changed_cb (PfStudioFieldView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GObject overrides */

static void
draw (PfStudioFieldView *self,
      cairo_t           *cr)
{
  gboolean dark = pf_studio_mino_is_dark ();
  guint rows = total_rows (self);
  guint cols = self->field.width;
  double ox, oy, cell, mx_top, mx_h;

  geometry (self, &ox, &oy, &cell);
  mx_top = oy + self->buffer_rows * cell;
  mx_h = self->visible_rows * cell;

  /* The matrix: a well with a faint grid. */
  if (dark)
    cairo_set_source_rgb (cr, 0.09, 0.09, 0.10);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, ox, mx_top, cols * cell, mx_h);
  cairo_fill (cr);

  cairo_set_line_width (cr, 1);
  cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, dark ? 0.05 : 0.06);
  for (guint i = 1; i < cols; i++)
    {
      cairo_move_to (cr, ox + i * cell + 0.5, mx_top);
      cairo_line_to (cr, ox + i * cell + 0.5, mx_top + mx_h);
    }
  for (guint j = 1; j < self->visible_rows; j++)
    {
      cairo_move_to (cr, ox, mx_top + j * cell + 0.5);
      cairo_line_to (cr, ox + cols * cell, mx_top + j * cell + 0.5);
    }
  cairo_stroke (cr);

  /* The locked cells. */
  for (guint y = 0; y < MIN (rows, self->field.height); y++)
    for (guint x = 0; x < cols; x++)
      pf_studio_mino_draw (cr, ox + x * cell, oy + (rows - 1 - y) * cell, cell,
                           pf_field_get (&self->field, (int) x, (int) y), dark);

  /* Ghost, then the falling piece. */
  if (self->has_piece)
    {
      for (int pass = 0; pass < 2; pass++)
        {
          int py = pass == 0 ? self->ghost_y : self->piece_y;

          if (pass == 0 && self->ghost_y == self->piece_y)
            continue;
          for (guint i = 0; i < 4; i++)
            {
              int x = self->piece_x + self->shape.minos[i].x;
              int y = py + self->shape.minos[i].y;
              double left = ox + x * cell, top = oy + ((int) rows - 1 - y) * cell;

              if (y < 0 || y >= (int) rows)
                continue;
              if (pass == 0)
                pf_studio_mino_draw_ghost (cr, left, top, cell, self->piece_cell, dark);
              else
                pf_studio_mino_draw (cr, left, top, cell, self->piece_cell, dark);
            }
        }
    }

  /* The frame of the matrix. */
  cairo_set_line_width (cr, 1);
  cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, dark ? 0.18 : 0.25);
  cairo_rectangle (cr, ox - 0.5, mx_top - 0.5, cols * cell + 1, mx_h + 1);
  cairo_stroke (cr);

  /* Paused or over: the play is behind a veil. */
  if (self->dimmed)
    {
      cairo_set_source_rgba (cr, dark ? 0 : 1, dark ? 0 : 1, dark ? 0 : 1, 0.6);
      cairo_rectangle (cr, ox, mx_top, cols * cell, mx_h);
      cairo_fill (cr);
    }

  /* The cell under the pointer while editing. */
  if (self->editable && self->hover_x >= 0 && self->hover_y >= 0)
    {
      GdkRGBA accent;

      gdk_rgba_parse (&accent, dark ? "#78aeed" : "#1c71d8");
      gdk_cairo_set_source_rgba (cr, &accent);
      cairo_set_line_width (cr, 2);
      cairo_rectangle (cr, ox + self->hover_x * cell + 1,
                       oy + ((int) rows - 1 - self->hover_y) * cell + 1, cell - 2, cell - 2);
      cairo_stroke (cr);
    }
}

static void
pf_studio_field_view_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  PfStudioFieldView *self = PF_STUDIO_FIELD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw (self, cr);
  cairo_destroy (cr);
}

static void
pf_studio_field_view_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  PfStudioFieldView *self = PF_STUDIO_FIELD_VIEW (widget);
  guint cells = orientation == GTK_ORIENTATION_HORIZONTAL ? MAX (1, self->field.width)
                                                          : total_rows (self);

  *minimum = (int) (cells * self->min_cell);
  *natural = (int) (cells * self->nat_cell);
}

static void
pf_studio_field_view_class_init (PfStudioFieldViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = pf_studio_field_view_snapshot;
  widget_class->measure = pf_studio_field_view_measure;

  /**
   * PfStudioFieldView::paint-begin:
   * @self: the view
   *
   * A stroke begins: the #PfStudioFieldView::paint signals up to the next
   * one are one drag.
   */
  signals[PAINT_BEGIN] = g_signal_new ("paint-begin", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * PfStudioFieldView::paint:
   * @self: the view
   * @x: the column
   * @y: the row
   * @erase: whether the right button is painting (erasing)
   *
   * A cell was clicked or crossed by a drag in an editable view.
   */
  signals[PAINT] = g_signal_new ("paint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 3,
                                 G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN);

  gtk_widget_class_set_css_name (widget_class, "pf-field-view");
}

static void
pf_studio_field_view_init (PfStudioFieldView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  pf_field_init (&self->field, 10, 40);
  self->visible_rows = 20;
  self->buffer_rows = 2;
  self->min_cell = 12;
  self->nat_cell = 28;
  self->hover_x = self->hover_y = -1;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
pf_studio_field_view_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_FIELD_VIEW, NULL);
}

void
pf_studio_field_view_set_field (PfStudioFieldView *self,
                                const PfField     *field,
                                guint              visible_rows,
                                guint              buffer_rows)
{
  gboolean resized;

  g_return_if_fail (PF_STUDIO_IS_FIELD_VIEW (self));
  g_return_if_fail (field != NULL);

  resized = field->width != self->field.width ||
            visible_rows != self->visible_rows || buffer_rows != self->buffer_rows;
  self->field = *field;
  self->visible_rows = MIN (visible_rows, field->height);
  self->buffer_rows = MIN (buffer_rows, field->height - self->visible_rows);
  if (resized)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const PfField *
pf_studio_field_view_get_field (PfStudioFieldView *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_FIELD_VIEW (self), NULL);
  return &self->field;
}

void
pf_studio_field_view_set_piece (PfStudioFieldView  *self,
                                const PfPieceShape *shape,
                                PfCell              cell,
                                int                 x,
                                int                 y,
                                int                 ghost_y)
{
  g_return_if_fail (PF_STUDIO_IS_FIELD_VIEW (self));

  self->has_piece = shape != NULL;
  if (shape != NULL)
    self->shape = *shape;
  self->piece_cell = cell;
  self->piece_x = x;
  self->piece_y = y;
  self->ghost_y = ghost_y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_field_view_set_editable (PfStudioFieldView *self,
                                   gboolean           editable)
{
  g_return_if_fail (PF_STUDIO_IS_FIELD_VIEW (self));

  self->editable = !!editable;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), editable ? "crosshair" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_field_view_set_cell_sizes (PfStudioFieldView *self,
                                     guint              minimum,
                                     guint              natural)
{
  g_return_if_fail (PF_STUDIO_IS_FIELD_VIEW (self));

  self->min_cell = MAX (1, minimum);
  self->nat_cell = MAX (self->min_cell, natural);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
pf_studio_field_view_set_dimmed (PfStudioFieldView *self,
                                 gboolean           dimmed)
{
  g_return_if_fail (PF_STUDIO_IS_FIELD_VIEW (self));

  if (self->dimmed == !!dimmed)
    return;
  self->dimmed = !!dimmed;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

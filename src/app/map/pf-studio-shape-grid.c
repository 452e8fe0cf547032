/* pf-studio-shape-grid.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The grid only shows a matrix and reports clicks; the tile set page decides
 * what a click changes, so that every change goes through its undo path.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-shape-grid"

#include <math.h>

#include <adwaita.h>

#include "pf-studio-shape-grid.h"

#define MAX_CELL 40.0
#define GAP 3.0

struct _PfStudioShapeGrid
{
  GtkWidget  parent_instance;

  PfShape   *shape;     /* a copy, nullable */
  gboolean   invalid;
  int        hover_x;
  int        hover_y;
};

G_DEFINE_FINAL_TYPE (PfStudioShapeGrid, pf_studio_shape_grid, GTK_TYPE_WIDGET)

enum {
  CELL_TOGGLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary methods */

static void
set_source_rgb (cairo_t *cr,
                guint32  rgb,
                double   alpha)
{
  cairo_set_source_rgba (cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                         (rgb & 0xff) / 255.0, alpha);
}

static void
layout (PfStudioShapeGrid *self,
        double            *cell,
        double            *ox,
        double            *oy)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  guint w = self->shape ? MAX (self->shape->width, 1) : 1;
  guint h = self->shape ? MAX (self->shape->height, 1) : 1;

  *cell = MIN (MAX_CELL, MIN ((width - 8) / w, (height - 8) / h));
  *cell = MAX (*cell, 4);
  *ox = floor ((width - *cell * w) / 2);
  *oy = floor ((height - *cell * h) / 2);
}

static gboolean
cell_at (PfStudioShapeGrid *self,
         double             x,
         double             y,
         int               *cx,
         int               *cy)
{
  double cell, ox, oy;

  if (self->shape == NULL)
    return FALSE;
  layout (self, &cell, &ox, &oy);
  *cx = (int) floor ((x - ox) / cell);
  *cy = (int) floor ((y - oy) / cell);
  return *cx >= 0 && *cy >= 0 && *cx < (int) self->shape->width &&
         *cy < (int) self->shape->height;
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* Callbacks */

static void
on_pressed (GtkGestureClick   *gesture,
            int                n_press,
            double             x,
            double             y,
            PfStudioShapeGrid *self)
{
  int cx, cy;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (cell_at (self, x, y, &cx, &cy))
    pf_studio_shape_grid_toggle (self, cx, cy);
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PfStudioShapeGrid        *self)
{
  int cx = -1, cy = -1;

  if (!cell_at (self, x, y, &cx, &cy))
    cx = cy = -1;
  if (cx != self->hover_x || cy != self->hover_y)
    {
      self->hover_x = cx;
      self->hover_y = cy;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_leave (GtkEventControllerMotion *controller,
          PfStudioShapeGrid        *self)
{
  self->hover_x = self->hover_y = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GObject overrides */

static void
pf_studio_shape_grid_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  PfStudioShapeGrid *self = PF_STUDIO_SHAPE_GRID (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double cell, ox, oy;
  /* The cells in the colour of the shape's first variant, as the list of
   * shapes shows it; amber for a matrix that cannot be kept. */
  guint32 filled = self->invalid ? (dark ? 0xcd9309 : 0xe5a50a) : (dark ? 0x78aeed : 0x3584e4);
  guint32 empty = dark ? 0xffffff : 0x000000;
  cairo_t *cr;

  if (self->shape == NULL || width < 1 || height < 1)
    return;
  if (!self->invalid && self->shape->variants != NULL && self->shape->variants->len > 0)
    filled = ((const PfVariant *) g_ptr_array_index (self->shape->variants, 0))->colour;

  layout (self, &cell, &ox, &oy);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  for (guint y = 0; y < self->shape->height; y++)
    for (guint x = 0; x < self->shape->width; x++)
      {
        gboolean on = self->shape->cells[y * self->shape->width + x] != 0;
        gboolean hover = (int) x == self->hover_x && (int) y == self->hover_y;

        rounded_rect (cr, ox + x * cell + GAP / 2, oy + y * cell + GAP / 2, cell - GAP,
                      cell - GAP, MIN (6, cell / 5));
        if (on)
          set_source_rgb (cr, filled, hover ? 0.8 : 1.0);
        else
          set_source_rgb (cr, empty, hover ? 0.16 : 0.07);
        cairo_fill (cr);
      }
  cairo_destroy (cr);
}

static void
pf_studio_shape_grid_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  PfStudioShapeGrid *self = PF_STUDIO_SHAPE_GRID (widget);
  guint n = 1;

  if (self->shape != NULL)
    n = orientation == GTK_ORIENTATION_HORIZONTAL ? self->shape->width : self->shape->height;
  *minimum = 80;
  *natural = MAX (80, (int) (n * MAX_CELL) + 8);
}

static void
pf_studio_shape_grid_finalize (GObject *object)
{
  PfStudioShapeGrid *self = PF_STUDIO_SHAPE_GRID (object);

  g_clear_pointer (&self->shape, pf_shape_free);

  G_OBJECT_CLASS (pf_studio_shape_grid_parent_class)->finalize (object);
}

static void
pf_studio_shape_grid_class_init (PfStudioShapeGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = pf_studio_shape_grid_finalize;
  widget_class->snapshot = pf_studio_shape_grid_snapshot;
  widget_class->measure = pf_studio_shape_grid_measure;

  /**
   * PfStudioShapeGrid::cell-toggled:
   * @self: the grid
   * @x: the column clicked
   * @y: the row clicked
   */
  signals[CELL_TOGGLED] = g_signal_new ("cell-toggled", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "pfshapegrid");
}

static void
pf_studio_shape_grid_init (PfStudioShapeGrid *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->hover_x = self->hover_y = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");

  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
pf_studio_shape_grid_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_SHAPE_GRID, NULL);
}

void
pf_studio_shape_grid_set_shape (PfStudioShapeGrid *self,
                                const PfShape     *shape,
                                gboolean           invalid)
{
  g_return_if_fail (PF_STUDIO_IS_SHAPE_GRID (self));

  g_clear_pointer (&self->shape, pf_shape_free);
  if (shape != NULL)
    self->shape = pf_shape_copy (shape);
  self->invalid = invalid;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_shape_grid_toggle (PfStudioShapeGrid *self,
                             guint              x,
                             guint              y)
{
  g_return_if_fail (PF_STUDIO_IS_SHAPE_GRID (self));

  if (self->shape != NULL && x < self->shape->width && y < self->shape->height)
    g_signal_emit (self, signals[CELL_TOGGLED], 0, x, y);
}

void
pf_studio_shape_draw (cairo_t       *cr,
                      const PfShape *shape,
                      double         x,
                      double         y,
                      double         size,
                      guint32        rgb)
{
  guint n;
  double cell, ox, oy;

  if (shape == NULL || shape->width == 0 || shape->height == 0)
    return;
  n = MAX (shape->width, shape->height);
  cell = size / n;
  ox = x + (size - cell * shape->width) / 2;
  oy = y + (size - cell * shape->height) / 2;
  set_source_rgb (cr, rgb, 1.0);
  for (guint cy = 0; cy < shape->height; cy++)
    for (guint cx = 0; cx < shape->width; cx++)
      if (shape->cells[cy * shape->width + cx])
        cairo_rectangle (cr, ox + cx * cell + 0.5, oy + cy * cell + 0.5, cell - 1, cell - 1);
  cairo_fill (cr);
}

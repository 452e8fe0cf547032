/* pf-studio-shell-canvas.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view is the renderer's: it fits the shells the page asks for (the
 * content and a little room around it), and the zoom and pan are render
 * options over that fit, so drawing and picking agree by construction.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-shell-canvas"

#include <math.h>

#include <adwaita.h>

#include "pf-shell-render.h"
#include "pf-studio-shell-canvas.h"

/* Pixels panned per step of a mouse wheel. */
#define WHEEL_PAN 40.0
/* The zoom per step of a mouse wheel with Ctrl. */
#define WHEEL_ZOOM 1.15

struct _PfStudioShellCanvas
{
  GtkDrawingArea       parent_instance;

  const PfShellLayout *layout;
  guint                fit_shells;
  gboolean             overlay;
  gboolean             has_hover;
  int                  hover_x;
  int                  hover_y;
  guint64              removed;

  double               zoom;
  double               pan_x;
  double               pan_y;

  /* The pointer, for zooming about it */
  gboolean             has_pointer;
  double               pointer_x;
  double               pointer_y;
  /* A middle-button drag: the pan where it began */
  double               drag_pan_x;
  double               drag_pan_y;
};

G_DEFINE_FINAL_TYPE (PfStudioShellCanvas, pf_studio_shell_canvas, GTK_TYPE_DRAWING_AREA)

/* Auxiliary methods */

static void
render_options (PfStudioShellCanvas  *self,
                PfShellRenderOptions *options)
{
  *options = (PfShellRenderOptions) { 0, };
  options->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  options->overlay = self->overlay;
  options->fit_shells = MAX (self->fit_shells, 1);
  options->zoom = self->zoom;
  options->pan_x = self->pan_x;
  options->pan_y = self->pan_y;
  options->has_hover = self->has_hover;
  options->hover_x = self->hover_x;
  options->hover_y = self->hover_y;
  options->removed_shells = self->removed;
}

static void
geometry (PfStudioShellCanvas *self,
          double              *cx,
          double              *cy,
          double              *cell)
{
  g_autoptr(PfShellLayout) empty = self->layout ? NULL : pf_shell_layout_new ("empty");
  PfShellRenderOptions options;

  render_options (self, &options);
  pf_shell_render_geometry (self->layout ? self->layout : empty,
                            gtk_widget_get_width (GTK_WIDGET (self)),
                            gtk_widget_get_height (GTK_WIDGET (self)), &options, cx, cy, cell);
}

/* Callbacks */

static void
draw (GtkDrawingArea *area,
      cairo_t        *cr,
      int             width,
      int             height,
      gpointer        user_data)
{
  PfStudioShellCanvas *self = PF_STUDIO_SHELL_CANVAS (area);
  PfShellRenderOptions options;

  if (self->layout == NULL)
    return;
  render_options (self, &options);
  pf_shell_render (cr, self->layout, width, height, &options);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           PfStudioShellCanvas      *self)
{
  self->has_pointer = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
}

static void
on_leave (GtkEventControllerMotion *motion,
          PfStudioShellCanvas      *self)
{
  self->has_pointer = FALSE;
}

static gboolean
on_scroll (GtkEventControllerScroll *scroll,
           double                    dx,
           double                    dy,
           PfStudioShellCanvas      *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (scroll));
  double unit = gtk_event_controller_scroll_get_unit (scroll) == GDK_SCROLL_UNIT_WHEEL
                  ? WHEEL_PAN : 1.0;

  if (state & GDK_CONTROL_MASK)
    {
      double factor = pow (WHEEL_ZOOM, -dy * unit / WHEEL_PAN);

      if (self->has_pointer)
        pf_studio_shell_canvas_zoom_at (self, factor, self->pointer_x, self->pointer_y);
      else
        pf_studio_shell_canvas_zoom (self, factor);
      return TRUE;
    }
  /* Shift turns a wheel's vertical steps sideways. */
  if ((state & GDK_SHIFT_MASK) && dx == 0)
    {
      dx = dy;
      dy = 0;
    }
  self->pan_x -= dx * unit;
  self->pan_y -= dy * unit;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
on_pan_begin (GtkGestureDrag      *gesture,
              double               x,
              double               y,
              PfStudioShellCanvas *self)
{
  self->drag_pan_x = self->pan_x;
  self->drag_pan_y = self->pan_y;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

static void
on_pan_update (GtkGestureDrag      *gesture,
               double               dx,
               double               dy,
               PfStudioShellCanvas *self)
{
  self->pan_x = self->drag_pan_x + dx;
  self->pan_y = self->drag_pan_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_pan_end (GtkGestureDrag      *gesture,
            double               dx,
            double               dy,
            PfStudioShellCanvas *self)
{
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

/* GObject overrides */

static void
pf_studio_shell_canvas_class_init (PfStudioShellCanvasClass *klass)
{
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "pf-shell-canvas");
}

static void
pf_studio_shell_canvas_init (PfStudioShellCanvas *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkGesture *pan = gtk_gesture_drag_new ();

  self->zoom = 1.0;
  self->fit_shells = 3;
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw, NULL, NULL);

  g_signal_connect (motion, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (pan), GDK_BUTTON_MIDDLE);
  g_signal_connect (pan, "drag-begin", G_CALLBACK (on_pan_begin), self);
  g_signal_connect (pan, "drag-update", G_CALLBACK (on_pan_update), self);
  g_signal_connect (pan, "drag-end", G_CALLBACK (on_pan_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pan));

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

/* Public API */

GtkWidget *
pf_studio_shell_canvas_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_SHELL_CANVAS, NULL);
}

void
pf_studio_shell_canvas_set_layout (PfStudioShellCanvas *self,
                                   const PfShellLayout *layout,
                                   guint                fit_shells)
{
  g_return_if_fail (PF_STUDIO_IS_SHELL_CANVAS (self));

  self->layout = layout;
  self->fit_shells = MAX (fit_shells, 1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_shell_canvas_set_overlay (PfStudioShellCanvas *self,
                                    gboolean             overlay)
{
  g_return_if_fail (PF_STUDIO_IS_SHELL_CANVAS (self));

  if (self->overlay == !!overlay)
    return;
  self->overlay = !!overlay;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_shell_canvas_set_hover (PfStudioShellCanvas *self,
                                  gboolean             has_hover,
                                  int                  x,
                                  int                  y)
{
  g_return_if_fail (PF_STUDIO_IS_SHELL_CANVAS (self));

  if (self->has_hover == !!has_hover && (!has_hover || (self->hover_x == x && self->hover_y == y)))
    return;
  self->has_hover = !!has_hover;
  self->hover_x = x;
  self->hover_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_shell_canvas_set_removed (PfStudioShellCanvas *self,
                                    guint64              removed)
{
  g_return_if_fail (PF_STUDIO_IS_SHELL_CANVAS (self));

  if (self->removed == removed)
    return;
  self->removed = removed;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_shell_canvas_zoom_at (PfStudioShellCanvas *self,
                                double               factor,
                                double               px,
                                double               py)
{
  double cx, cy, cell;
  double zoom;

  g_return_if_fail (PF_STUDIO_IS_SHELL_CANVAS (self));

  zoom = CLAMP (self->zoom * factor, PF_STUDIO_SHELL_CANVAS_MIN_ZOOM,
                PF_STUDIO_SHELL_CANVAS_MAX_ZOOM);
  if (zoom == self->zoom)
    return;
  /* The grid point under (px, py) stays there. */
  geometry (self, &cx, &cy, &cell);
  factor = zoom / self->zoom;
  self->pan_x += (px - cx) * (1.0 - factor);
  self->pan_y += (py - cy) * (1.0 - factor);
  self->zoom = zoom;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_shell_canvas_zoom (PfStudioShellCanvas *self,
                             double               factor)
{
  g_return_if_fail (PF_STUDIO_IS_SHELL_CANVAS (self));

  pf_studio_shell_canvas_zoom_at (self, factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                                  gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
pf_studio_shell_canvas_fit (PfStudioShellCanvas *self)
{
  g_return_if_fail (PF_STUDIO_IS_SHELL_CANVAS (self));

  self->zoom = 1.0;
  self->pan_x = self->pan_y = 0.0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
pf_studio_shell_canvas_get_zoom (PfStudioShellCanvas *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_SHELL_CANVAS (self), 1.0);
  return self->zoom;
}

double
pf_studio_shell_canvas_get_cell_size (PfStudioShellCanvas *self)
{
  double cx, cy, cell;

  g_return_val_if_fail (PF_STUDIO_IS_SHELL_CANVAS (self), 0.0);
  geometry (self, &cx, &cy, &cell);
  return cell;
}

gboolean
pf_studio_shell_canvas_pick (PfStudioShellCanvas *self,
                             double               px,
                             double               py,
                             int                 *x,
                             int                 *y)
{
  PfShellRenderOptions options;

  g_return_val_if_fail (PF_STUDIO_IS_SHELL_CANVAS (self), FALSE);

  if (self->layout == NULL)
    return FALSE;
  render_options (self, &options);
  return pf_shell_render_pick (self->layout, gtk_widget_get_width (GTK_WIDGET (self)),
                               gtk_widget_get_height (GTK_WIDGET (self)), &options, px, py, x, y);
}

void
pf_studio_shell_canvas_cell_centre (PfStudioShellCanvas *self,
                                    int                  x,
                                    int                  y,
                                    double              *px,
                                    double              *py)
{
  double cx, cy, cell;

  g_return_if_fail (PF_STUDIO_IS_SHELL_CANVAS (self));

  geometry (self, &cx, &cy, &cell);
  *px = cx + (x + 0.5) * cell;
  *py = cy - (y + 0.5) * cell;
}

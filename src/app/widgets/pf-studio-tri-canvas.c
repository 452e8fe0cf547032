/* pf-studio-tri-canvas.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws a triangle level with pf_tri_render_view(), the drawing behind
 * `polyform render --level`, and turns the pointer into triangles: hover,
 * presses and the triangles a drag passes over. It knows nothing of editor
 * modes; the page answers its signals.
 *
 * The view is fitted to the level when asked (a level just opened, "Fit")
 * and when the canvas changes size, never because the level changed, so
 * painting a stroke that grows the level does not move the grid under the
 * pointer. Ctrl+scroll zooms around the pointer; a drag the page does not
 * take, a middle-button drag or a plain scroll pans.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-tri-canvas"

#include <math.h>

#include <adwaita.h>

#include "pf-studio-page.h"
#include "pf-studio-tri-canvas.h"

/* Zoom limits, relative to the fitted view */
#define MIN_ZOOM 0.25
#define MAX_ZOOM 12.0

struct _PfStudioTriCanvas
{
  GtkWidget           parent_instance;

  const PfTriLevel   *level;        /* borrowed */
  PfTriRenderOptions  options;      /* pointers borrowed */

  PfTriView           view;
  double              fit_scale;    /* the scale of the last fit */
  gboolean            fit_pending;  /* fit at the next size allocation */
  int                 fitted_width;
  int                 fitted_height;

  /* Pointer */
  int                 hover;
  gboolean            show_hover;
  gboolean            pressed;
  gboolean            claimed;      /* the page took the drag */
  double              press_x;
  double              press_y;
  double              last_x;
  double              last_y;
  int                 last_triangle;
  double              pan_x0;       /* the view's origin when a pan began */
  double              pan_y0;
  double              pointer_x;
  double              pointer_y;
  gboolean            keyboard;     /* the outlined triangle is the keys' cursor */
};

G_DEFINE_FINAL_TYPE (PfStudioTriCanvas, pf_studio_tri_canvas, GTK_TYPE_WIDGET)

enum {
  TRIANGLE_PRESSED,
  TRIANGLE_CROSSED,
  DRAG_MOVED,
  DRAG_FINISHED,
  SCROLL_TRIANGLE,
  HOVER_CHANGED,
  KEY_STEP,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary methods */

static void
fit_now (PfStudioTriCanvas *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (width < 1 || height < 1)
    {
      self->fit_pending = TRUE;
      return;
    }
  pf_tri_view_fit (&self->view, self->level, width, height);
  self->fit_scale = self->view.scale;
  self->fitted_width = width;
  self->fitted_height = height;
  self->fit_pending = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_hover (PfStudioTriCanvas *self,
           int                hover)
{
  if (hover == self->hover)
    return;
  self->hover = hover;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[HOVER_CHANGED], 0, hover);
}

/* Sets the scale, keeping the grid point under canvas point (@x, @y) there. */
static void
zoom_at (PfStudioTriCanvas *self,
         double             scale,
         double             x,
         double             y)
{
  double ux, uy;

  if (!isfinite (scale) || self->fit_scale <= 0)
    return;
  scale = CLAMP (scale, self->fit_scale * MIN_ZOOM, self->fit_scale * MAX_ZOOM);
  ux = (x - self->view.x0) / self->view.scale;
  uy = (y - self->view.y0) / self->view.scale;
  self->view.scale = scale;
  self->view.x0 = x - ux * scale;
  self->view.y0 = y - uy * scale;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
pan_by (PfStudioTriCanvas *self,
        double             dx,
        double             dy)
{
  self->view.x0 += dx;
  self->view.y0 += dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The keys' cursor: the triangle outlined, moved by the arrows */

/* Where triangle @t is drawn: its centroid, in canvas pixels. */
static void
triangle_centre (PfStudioTriCanvas *self,
                 guint              t,
                 double            *x,
                 double            *y)
{
  double ux, uy;

  pf_tri_centroid (t, &ux, &uy);
  pf_tri_view_to_screen (&self->view, ux, uy, x, y);
}

/* The cursor's triangle: the one under the pointer, or else the middle of
 * the canvas, or else the first that is not a wall. */
static int
cursor_triangle (PfStudioTriCanvas *self)
{
  int t = self->hover;

  if (t < 0)
    t = pf_studio_tri_canvas_pick (self, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                                   gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
  for (guint i = 0; t < 0 && self->level != NULL && i < PF_TRI_COUNT; i++)
    if (!pf_tri_mask_get (&self->level->walls, i))
      t = (int) i;
  return t;
}

/* A click at the cursor, as the pointer's: the page's gestures decide. */
static void
click_cursor (PfStudioTriCanvas *self,
              guint              button)
{
  int t = cursor_triangle (self);
  double x, y;

  if (t < 0)
    return;
  triangle_centre (self, (guint) t, &x, &y);
  pf_studio_tri_canvas_pointer_down (self, x, y, button);
  pf_studio_tri_canvas_pointer_up (self);
  self->keyboard = TRUE;
  set_hover (self, t);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Reached from the keyboard (Tab), the canvas shows its cursor at once. */
static void
on_focus_enter (GtkEventControllerFocus *focus,
                PfStudioTriCanvas       *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  int t;

  if (GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root)) &&
      self->level != NULL && (t = cursor_triangle (self)) >= 0)
    {
      self->keyboard = TRUE;
      set_hover (self, t);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_key_pressed (GtkEventControllerKey *keys,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PfStudioTriCanvas     *self)
{
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();
  int dx, dy, t;

  if (self->level == NULL || self->pressed)
    return FALSE;
  if (pf_studio_page_is_click_key (keyval))
    {
      if (mods == 0)
        click_cursor (self, GDK_BUTTON_PRIMARY);
      else if (mods == GDK_SHIFT_MASK && keyval == GDK_KEY_space)
        click_cursor (self, GDK_BUTTON_SECONDARY);
      else
        return FALSE;
      return TRUE;
    }
  if (pf_studio_page_is_clear_key (keyval))
    {
      /* What is under the cursor, never the whole level */
      if (mods != 0)
        return FALSE;
      click_cursor (self, GDK_BUTTON_SECONDARY);
      return TRUE;
    }
  if (!pf_studio_page_arrow_key (keyval, &dx, &dy))
    return FALSE;

  t = cursor_triangle (self);
  if (t < 0)
    return TRUE;
  if (mods == 0 && self->keyboard)
    pf_studio_tri_canvas_move_cursor (self, dx, dy);
  else if (mods == 0)
    {
      self->keyboard = TRUE;
      set_hover (self, t);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  else if (mods == GDK_SHIFT_MASK)
    {
      self->keyboard = TRUE;
      set_hover (self, t);
      g_signal_emit (self, signals[KEY_STEP], 0, t, (double) dx, (double) dy);
    }
  else
    return FALSE;
  return TRUE;
}

static void
emit_crossed (guint    triangle,
              gpointer user_data)
{
  PfStudioTriCanvas *self = user_data;

  if ((int) triangle == self->last_triangle)
    return;
  self->last_triangle = (int) triangle;
  g_signal_emit (self, signals[TRIANGLE_CROSSED], 0, (int) triangle);
}

/* Callbacks */

static void
on_drag_begin (GtkGestureDrag    *gesture,
               double             x,
               double             y,
               PfStudioTriCanvas *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  pf_studio_tri_canvas_pointer_down (self, x, y, button);
}

static void
on_drag_update (GtkGestureDrag    *gesture,
                double             dx,
                double             dy,
                PfStudioTriCanvas *self)
{
  pf_studio_tri_canvas_pointer_move (self, self->press_x + dx, self->press_y + dy);
}

static void
on_drag_end (GtkGestureDrag    *gesture,
             double             dx,
             double             dy,
             PfStudioTriCanvas *self)
{
  pf_studio_tri_canvas_pointer_up (self);
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PfStudioTriCanvas        *self)
{
  /* Only a real move takes the outline from the keys' cursor: GTK also
   * reports the pointer where it was when the view changes under it. */
  gboolean moved = !isnan (self->pointer_x) && (x != self->pointer_x || y != self->pointer_y);

  self->pointer_x = x;
  self->pointer_y = y;
  if (self->keyboard && !moved)
    return;
  self->keyboard = FALSE;
  set_hover (self, pf_studio_tri_canvas_pick (self, x, y));
}

static void
on_leave (GtkEventControllerMotion *controller,
          PfStudioTriCanvas        *self)
{
  if (!self->keyboard)
    set_hover (self, -1);
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           PfStudioTriCanvas        *self)
{
  GdkModifierType state;
  gboolean handled = FALSE;

  state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  if (state & GDK_CONTROL_MASK)
    {
      if (dy != 0)
        zoom_at (self, self->view.scale * pow (1.15, -dy), self->pointer_x, self->pointer_y);
      return TRUE;
    }
  if (dy != 0 && dx == 0)
    g_signal_emit (self, signals[SCROLL_TRIANGLE], 0, self->hover, dy, &handled);
  if (!handled)
    pan_by (self, -dx * 24.0, -dy * 24.0);
  return TRUE;
}

/* GObject overrides */

static void
pf_studio_tri_canvas_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  PfStudioTriCanvas *self = PF_STUDIO_TRI_CANVAS (widget);

  /* A new size fits the level again, but not in the middle of a drag. */
  if (width != self->fitted_width || height != self->fitted_height)
    self->fit_pending = TRUE;
  if (self->fit_pending && !self->pressed)
    fit_now (self);
}

static void
pf_studio_tri_canvas_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  PfStudioTriCanvas *self = PF_STUDIO_TRI_CANVAS (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  PfTriRenderOptions options = self->options;
  cairo_t *cr;

  if (self->level == NULL || width < 1 || height < 1)
    return;

  options.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  /* The keys' cursor shows in every mode while the canvas has the focus,
   * the pointer's outline where asked. */
  options.hover_triangle = (self->keyboard ? gtk_widget_has_focus (widget)
                                           : self->show_hover) ? self->hover : -1;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  pf_tri_render_view (cr, self->level, &self->view, width, height, &options);
  cairo_destroy (cr);
}

static void
pf_studio_tri_canvas_class_init (PfStudioTriCanvasClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->size_allocate = pf_studio_tri_canvas_size_allocate;
  widget_class->snapshot = pf_studio_tri_canvas_snapshot;

  /**
   * PfStudioTriCanvas::triangle-pressed:
   * @self: the canvas
   * @triangle: the triangle pressed, or -1 off the board
   * @button: the mouse button
   *
   * Returns: %TRUE when the drag that follows is the handler's: it then gets
   *   ::triangle-crossed, ::drag-moved and ::drag-finished
   */
  signals[TRIANGLE_PRESSED] = g_signal_new ("triangle-pressed", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0,
                                            g_signal_accumulator_true_handled, NULL, NULL,
                                            G_TYPE_BOOLEAN, 2, G_TYPE_INT, G_TYPE_UINT);

  /**
   * PfStudioTriCanvas::triangle-crossed:
   * @self: the canvas
   * @triangle: a triangle the drag reached
   *
   * Emitted for each triangle the pointer passes over in a drag, in order,
   * after the one pressed.
   */
  signals[TRIANGLE_CROSSED] = g_signal_new ("triangle-crossed", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * PfStudioTriCanvas::drag-moved:
   * @self: the canvas
   * @dx: how far the pointer is from the press, in edge lengths
   * @dy: likewise, down
   */
  signals[DRAG_MOVED] = g_signal_new ("drag-moved", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                      G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);

  /**
   * PfStudioTriCanvas::drag-finished:
   * @self: the canvas
   *
   * The drag the handler took ended.
   */
  signals[DRAG_FINISHED] = g_signal_new ("drag-finished", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 0);

  /**
   * PfStudioTriCanvas::scroll-triangle:
   * @self: the canvas
   * @triangle: the triangle under the pointer, or -1
   * @dy: the scroll, down positive
   *
   * Returns: %TRUE when the handler used the scroll
   */
  signals[SCROLL_TRIANGLE] = g_signal_new ("scroll-triangle", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0,
                                           g_signal_accumulator_true_handled, NULL, NULL,
                                           G_TYPE_BOOLEAN, 2, G_TYPE_INT, G_TYPE_DOUBLE);

  /**
   * PfStudioTriCanvas::hover-changed:
   * @self: the canvas
   * @triangle: the triangle under the pointer, or -1
   */
  signals[HOVER_CHANGED] = g_signal_new ("hover-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * PfStudioTriCanvas::key-step:
   * @self: the canvas
   * @triangle: the cursor's triangle
   * @dx: the arrow's direction, -1, 0 or 1
   * @dy: likewise, down positive
   *
   * Shift and an arrow: whatever is at the cursor takes a step that way
   * (the page decides what; it may then move the cursor with
   * pf_studio_tri_canvas_move_cursor()).
   */
  signals[KEY_STEP] = g_signal_new ("key-step", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_DOUBLE, G_TYPE_DOUBLE);

  gtk_widget_class_set_css_name (widget_class, "pftricanvas");
}

static void
pf_studio_tri_canvas_init (PfStudioTriCanvas *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *scroll =
    gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);

  pf_tri_render_options_init (&self->options);
  pf_tri_view_fit (&self->view, NULL, 1, 1);
  self->fit_pending = TRUE;
  self->hover = -1;
  self->show_hover = TRUE;
  self->last_triangle = -1;
  self->pointer_x = NAN;
  self->pointer_y = NAN;

  gtk_widget_add_css_class (GTK_WIDGET (self), "pf-canvas");
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (focus, "enter", G_CALLBACK (on_focus_enter), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
pf_studio_tri_canvas_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_TRI_CANVAS, NULL);
}

void
pf_studio_tri_canvas_set_level (PfStudioTriCanvas *self,
                                const PfTriLevel  *level)
{
  g_return_if_fail (PF_STUDIO_IS_TRI_CANVAS (self));

  self->level = level;
  if (level == NULL)
    set_hover (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_tri_canvas_clear_hover (PfStudioTriCanvas *self)
{
  g_return_if_fail (PF_STUDIO_IS_TRI_CANVAS (self));
  self->keyboard = FALSE;
  set_hover (self, -1);
}

gboolean
pf_studio_tri_canvas_move_cursor (PfStudioTriCanvas *self,
                                  double             dx,
                                  double             dy)
{
  int t, next;
  double ux, uy, x, y;

  g_return_val_if_fail (PF_STUDIO_IS_TRI_CANVAS (self), FALSE);

  t = cursor_triangle (self);
  if (t < 0)
    return FALSE;
  /* Across: the next triangle of the row. Up and down: the one a row
   * height away, straight above or below the centroid. */
  pf_tri_centroid ((guint) t, &ux, &uy);
  if (dy == 0 && (dx == 1 || dx == -1))
    next = (int) pf_tri_col ((guint) t) * 2 + (int) pf_tri_ori ((guint) t) + (int) dx >= 0 &&
           (int) pf_tri_col ((guint) t) * 2 + (int) pf_tri_ori ((guint) t) + (int) dx < 32
           ? t + (int) dx : -1;
  else
    {
      pf_tri_view_to_screen (&self->view, ux, uy + dy * sqrt (3) / 2, &x, &y);
      next = pf_studio_tri_canvas_pick (self, x, y);
    }
  self->keyboard = TRUE;
  if (next >= 0)
    set_hover (self, next);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return next >= 0;
}

void
pf_studio_tri_canvas_set_cursor (PfStudioTriCanvas *self,
                                 int                triangle)
{
  g_return_if_fail (PF_STUDIO_IS_TRI_CANVAS (self));

  self->keyboard = triangle >= 0;
  set_hover (self, triangle);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
pf_studio_tri_canvas_get_cursor (PfStudioTriCanvas *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_TRI_CANVAS (self), -1);
  return self->keyboard ? self->hover : -1;
}

void
pf_studio_tri_canvas_set_options (PfStudioTriCanvas        *self,
                                  const PfTriRenderOptions *options)
{
  g_return_if_fail (PF_STUDIO_IS_TRI_CANVAS (self));
  g_return_if_fail (options != NULL);

  self->options = *options;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_tri_canvas_fit (PfStudioTriCanvas *self)
{
  g_return_if_fail (PF_STUDIO_IS_TRI_CANVAS (self));
  fit_now (self);
}

const PfTriView *
pf_studio_tri_canvas_get_view (PfStudioTriCanvas *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_TRI_CANVAS (self), NULL);
  return &self->view;
}

int
pf_studio_tri_canvas_pick (PfStudioTriCanvas *self,
                           double             x,
                           double             y)
{
  g_return_val_if_fail (PF_STUDIO_IS_TRI_CANVAS (self), -1);

  if (self->level == NULL)
    return -1;
  return pf_tri_view_pick (&self->view, x, y);
}

void
pf_studio_tri_canvas_set_show_hover (PfStudioTriCanvas *self,
                                     gboolean           show_hover)
{
  g_return_if_fail (PF_STUDIO_IS_TRI_CANVAS (self));

  if (self->show_hover == !!show_hover)
    return;
  self->show_hover = !!show_hover;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
pf_studio_tri_canvas_get_hover (PfStudioTriCanvas *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_TRI_CANVAS (self), -1);
  return self->hover;
}

void
pf_studio_tri_canvas_pointer_down (PfStudioTriCanvas *self,
                                   double             x,
                                   double             y,
                                   guint              button)
{
  int triangle;

  g_return_if_fail (PF_STUDIO_IS_TRI_CANVAS (self));

  if (self->pressed)
    pf_studio_tri_canvas_pointer_up (self);
  triangle = pf_studio_tri_canvas_pick (self, x, y);
  self->pressed = TRUE;
  self->claimed = FALSE;
  self->press_x = self->last_x = x;
  self->press_y = self->last_y = y;
  self->pan_x0 = self->view.x0;
  self->pan_y0 = self->view.y0;
  self->last_triangle = triangle;
  /* The middle button always pans. */
  if (self->level != NULL && button != GDK_BUTTON_MIDDLE)
    g_signal_emit (self, signals[TRIANGLE_PRESSED], 0, triangle, button, &self->claimed);
}

void
pf_studio_tri_canvas_pointer_move (PfStudioTriCanvas *self,
                                   double             x,
                                   double             y)
{
  const PfTriView *v = &self->view;

  g_return_if_fail (PF_STUDIO_IS_TRI_CANVAS (self));

  if (!self->pressed)
    return;
  if (!self->claimed)
    {
      self->view.x0 = self->pan_x0 + (x - self->press_x);
      self->view.y0 = self->pan_y0 + (y - self->press_y);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  /* Every triangle between the last pointer position and this one, so a
   * fast stroke leaves no gaps. */
  pf_tri_trace_segment ((self->last_x - v->x0) / v->scale, (self->last_y - v->y0) / v->scale,
                        (x - v->x0) / v->scale, (y - v->y0) / v->scale,
                        emit_crossed, self);
  self->last_x = x;
  self->last_y = y;
  set_hover (self, pf_studio_tri_canvas_pick (self, x, y));
  if (self->pressed && self->claimed)
    g_signal_emit (self, signals[DRAG_MOVED], 0,
                   (x - self->press_x) / v->scale, (y - self->press_y) / v->scale);
}

void
pf_studio_tri_canvas_pointer_up (PfStudioTriCanvas *self)
{
  gboolean claimed;

  g_return_if_fail (PF_STUDIO_IS_TRI_CANVAS (self));

  if (!self->pressed)
    return;
  claimed = self->claimed;
  self->pressed = FALSE;
  self->claimed = FALSE;
  if (claimed)
    g_signal_emit (self, signals[DRAG_FINISHED], 0);
  /* A size change during the drag fits the level now. */
  if (self->fit_pending)
    fit_now (self);
}

void
pf_studio_tri_canvas_zoom (PfStudioTriCanvas *self,
                           double             factor)
{
  g_return_if_fail (PF_STUDIO_IS_TRI_CANVAS (self));
  zoom_at (self, self->view.scale * factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

double
pf_studio_tri_canvas_get_zoom (PfStudioTriCanvas *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_TRI_CANVAS (self), 1.0);
  return self->fit_scale > 0 ? self->view.scale / self->fit_scale : 1.0;
}

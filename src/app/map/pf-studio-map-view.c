/* pf-studio-map-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws a map with pf_map_render(), the function behind
 * `polyform render --map`, so the preview and the exports agree, with the
 * locked placements marked and a refill's conflicts ringed. Scrolling or
 * pinching zooms around the pointer, dragging pans, and hovering reports
 * the placement under the pointer with ::hover-changed. With a hand tool
 * (PfStudioMapTool), the primary button does the tool instead and the view
 * says what was asked with ::stamp-clicked or ::rect-selected; it never
 * changes the map itself.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-map-view"

#include <math.h>

#include <adwaita.h>

#include "pf-studio-map-view.h"
#include "pf-studio-page.h"

#define MIN_ZOOM 0.25
#define MAX_ZOOM 256.0

struct _PfStudioMapView
{
  GtkWidget           parent_instance;

  const PfMap        *map;        /* borrowed */
  const PfTileset    *tileset;    /* borrowed */
  const PfMapGrid    *grid;       /* borrowed, nullable */

  PfMapRenderOptions  options;

  GArray             *conflicts;  /* PfMapCell, nullable */

  /* The hand tool, and the stamp's ghost: its turned matrix */
  PfStudioMapTool     tool;
  guint8             *ghost;
  guint               ghost_width;
  guint               ghost_height;
  guint32             ghost_colour;

  /* Pointer */
  double              pointer_x;
  double              pointer_y;
  gboolean            pointer_in;
  double              drag_pan_x;
  double              drag_pan_y;
  double              pinch_zoom;

  /* A drag of the tool: the cells it began and is at */
  gboolean            tool_drag;
  int                 drag_x0;
  int                 drag_y0;
  int                 drag_x1;
  int                 drag_y1;

  /* The keys' cursor, and the corner Shift+arrows stretch a rectangle from */
  gboolean            keyboard;
  int                 key_x;
  int                 key_y;
  gboolean            anchored;
  int                 anchor_x;
  int                 anchor_y;
};

G_DEFINE_FINAL_TYPE (PfStudioMapView, pf_studio_map_view, GTK_TYPE_WIDGET)

enum {
  HOVER_CHANGED,
  STAMP_CLICKED,
  RECT_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary methods */

static void
set_hovered (PfStudioMapView *self,
             gint64           hovered)
{
  if (hovered == self->options.hovered)
    return;
  self->options.hovered = hovered;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[HOVER_CHANGED], 0, hovered);
}

/* Sets the zoom, keeping the map point under view point (@x, @y) in place. */
static void
zoom_at (PfStudioMapView *self,
         double           zoom,
         double           x,
         double           y)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  double size, ox, oy, new_size, new_ox, new_oy, mx, my;

  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  if (self->map == NULL || width < 1 || height < 1 || !isfinite (zoom))
    {
      self->options.zoom = isfinite (zoom) ? zoom : 1.0;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  pf_map_render_transform (self->map, width, height, &self->options, &size, &ox, &oy);
  mx = (x - ox) / size;
  my = (y - oy) / size;
  self->options.zoom = zoom;
  self->options.pan_x = 0;
  self->options.pan_y = 0;
  pf_map_render_transform (self->map, width, height, &self->options, &new_size, &new_ox, &new_oy);
  self->options.pan_x = x - mx * new_size - new_ox;
  self->options.pan_y = y - my * new_size - new_oy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The keys' cursor */

/* Scrolls the view the least that shows the cursor's cell whole. */
static void
show_cursor (PfStudioMapView *self)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  double size, ox, oy, x, y;

  pf_map_render_transform (self->map, width, height, &self->options, &size, &ox, &oy);
  x = ox + self->key_x * size;
  y = oy + self->key_y * size;
  if (x < 0)
    self->options.pan_x -= x;
  else if (x + size > width)
    self->options.pan_x -= x + size - width;
  if (y < 0)
    self->options.pan_y -= y;
  else if (y + size > height)
    self->options.pan_y -= y + size - height;
}

/* What the tool does at the cursor: a stamp there, or the rectangle from
 * the corner Shift+arrows began (the one cell without). */
static void
act_at_cursor (PfStudioMapView *self)
{
  int x, y;

  if (self->tool == PF_STUDIO_MAP_TOOL_STAMP)
    {
      pf_studio_map_view_stamp_origin (self, self->key_x, self->key_y, &x, &y);
      g_signal_emit (self, signals[STAMP_CLICKED], 0, x, y);
    }
  else if (self->tool == PF_STUDIO_MAP_TOOL_RECT)
    {
      int x0 = self->anchored ? self->anchor_x : self->key_x;
      int y0 = self->anchored ? self->anchor_y : self->key_y;

      self->anchored = FALSE;
      g_signal_emit (self, signals[RECT_SELECTED], 0, MIN (x0, self->key_x),
                     MIN (y0, self->key_y), ABS (self->key_x - x0) + 1,
                     ABS (self->key_y - y0) + 1);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_key_pressed (GtkEventControllerKey *keys,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PfStudioMapView       *self)
{
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();
  int dx, dy;

  if (self->map == NULL || self->map->width == 0 || self->map->height == 0 || self->tool_drag)
    return FALSE;
  if (pf_studio_page_is_click_key (keyval))
    {
      if (mods != 0 || !self->keyboard || self->tool == PF_STUDIO_MAP_TOOL_PAN)
        return FALSE;
      act_at_cursor (self);
      return TRUE;
    }
  if (keyval == GDK_KEY_Escape)
    {
      if (!self->anchored)
        return FALSE;
      self->anchored = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  if (!pf_studio_page_arrow_key (keyval, &dx, &dy) || (mods != 0 && mods != GDK_SHIFT_MASK))
    return FALSE;

  if (!self->keyboard)
    {
      /* The cursor starts where the pointer is, or in the middle. */
      if (!self->pointer_in ||
          !pf_studio_map_view_cell_at (self, self->pointer_x, self->pointer_y, &self->key_x,
                                       &self->key_y))
        {
          self->key_x = (int) self->map->width / 2;
          self->key_y = (int) self->map->height / 2;
        }
      self->keyboard = TRUE;
      dx = dy = 0;
    }
  if (mods == GDK_SHIFT_MASK && self->tool == PF_STUDIO_MAP_TOOL_RECT && !self->anchored)
    {
      self->anchored = TRUE;
      self->anchor_x = self->key_x;
      self->anchor_y = self->key_y;
    }
  else if (mods == 0)
    self->anchored = FALSE;
  self->key_x = CLAMP (self->key_x + dx, 0, (int) self->map->width - 1);
  self->key_y = CLAMP (self->key_y + dy, 0, (int) self->map->height - 1);
  show_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* Reached from the keyboard (Tab), the view shows its cursor at once. */
static void
on_focus_enter (GtkEventControllerFocus *focus,
                PfStudioMapView         *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (!self->keyboard && GTK_IS_WINDOW (root) &&
      gtk_window_get_focus_visible (GTK_WINDOW (root)) && self->map != NULL &&
      self->map->width > 0 && self->map->height > 0)
    pf_studio_map_view_set_cursor (self, (int) self->map->width / 2, (int) self->map->height / 2);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Callbacks */

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PfStudioMapView          *self)
{
  /* A real move gives the pointer back the lead; GTK also reports the
   * pointer where it was when the view changes under it. */
  if (!isnan (self->pointer_x) && (x != self->pointer_x || y != self->pointer_y))
    {
      self->keyboard = FALSE;
      self->anchored = FALSE;
    }
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_in = TRUE;
  set_hovered (self, pf_studio_map_view_pick (self, x, y));
  if (self->tool == PF_STUDIO_MAP_TOOL_STAMP)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_leave (GtkEventControllerMotion *controller,
          PfStudioMapView          *self)
{
  self->pointer_in = FALSE;
  set_hovered (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           PfStudioMapView          *self)
{
  if (dy == 0)
    return FALSE;
  /* About the pointer, or the middle before the pointer was seen */
  if (isnan (self->pointer_x))
    zoom_at (self, self->options.zoom * pow (1.2, -dy),
             gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
             gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
  else
    zoom_at (self, self->options.zoom * pow (1.2, -dy), self->pointer_x, self->pointer_y);
  return TRUE;
}

static void
on_drag_begin (GtkGestureDrag  *gesture,
               double           x,
               double           y,
               PfStudioMapView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->drag_pan_x = self->options.pan_x;
  self->drag_pan_y = self->options.pan_y;
  self->tool_drag = self->tool != PF_STUDIO_MAP_TOOL_PAN && button == GDK_BUTTON_PRIMARY &&
                    pf_studio_map_view_cell_at (self, x, y, &self->drag_x0, &self->drag_y0);
  self->drag_x1 = self->drag_x0;
  self->drag_y1 = self->drag_y0;
}

static void
on_drag_update (GtkGestureDrag  *gesture,
                double           dx,
                double           dy,
                PfStudioMapView *self)
{
  double x, y;

  if (self->tool_drag)
    {
      gtk_gesture_drag_get_start_point (gesture, &x, &y);
      pf_studio_map_view_cell_at (self, x + dx, y + dy, &self->drag_x1, &self->drag_y1);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  self->options.pan_x = self->drag_pan_x + dx;
  self->options.pan_y = self->drag_pan_y + dy;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag  *gesture,
             double           dx,
             double           dy,
             PfStudioMapView *self)
{
  int x, y;

  if (!self->tool_drag)
    {
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                       self->tool == PF_STUDIO_MAP_TOOL_PAN ? NULL : "crosshair");
      return;
    }
  self->tool_drag = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->tool == PF_STUDIO_MAP_TOOL_STAMP)
    {
      /* Where the button was let go: the ghost is there */
      pf_studio_map_view_stamp_origin (self, self->drag_x1, self->drag_y1, &x, &y);
      g_signal_emit (self, signals[STAMP_CLICKED], 0, x, y);
    }
  else
    g_signal_emit (self, signals[RECT_SELECTED], 0, MIN (self->drag_x0, self->drag_x1),
                   MIN (self->drag_y0, self->drag_y1), ABS (self->drag_x1 - self->drag_x0) + 1,
                   ABS (self->drag_y1 - self->drag_y0) + 1);
}

static void
on_pinch_begin (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                PfStudioMapView  *self)
{
  self->pinch_zoom = self->options.zoom;
}

static void
on_pinch_scale_changed (GtkGestureZoom  *gesture,
                        double           scale,
                        PfStudioMapView *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  zoom_at (self, self->pinch_zoom * scale, x, y);
}

/* The ghost of the stamp under the pointer, or the rectangle being drawn */
static void
draw_tool (PfStudioMapView *self,
           cairo_t         *cr,
           double           width,
           double           height)
{
  double size, ox, oy;
  int cx, cy, x, y;

  pf_map_render_transform (self->map, width, height, &self->options, &size, &ox, &oy);
  cairo_set_line_width (cr, 2.0);
  /* The keys' cursor shows while the view has the focus. */
  if (self->keyboard && !gtk_widget_has_focus (GTK_WIDGET (self)))
    return;
  if (self->keyboard && !self->tool_drag &&
           (self->tool != PF_STUDIO_MAP_TOOL_STAMP || self->ghost == NULL))
    {
      /* The keys' cursor: its cell, or the rectangle from the corner */
      int x0 = self->anchored ? self->anchor_x : self->key_x;
      int y0 = self->anchored ? self->anchor_y : self->key_y;

      cairo_rectangle (cr, ox + MIN (x0, self->key_x) * size, oy + MIN (y0, self->key_y) * size,
                       (ABS (self->key_x - x0) + 1) * size, (ABS (self->key_y - y0) + 1) * size);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, self->tool == PF_STUDIO_MAP_TOOL_RECT ? 0.25
                                                                                          : 0.0);
      cairo_fill_preserve (cr);
    }
  else if (self->tool == PF_STUDIO_MAP_TOOL_STAMP && self->ghost != NULL &&
           (self->pointer_in || self->tool_drag || self->keyboard))
    {
      if (self->tool_drag)
        {
          cx = self->drag_x1;
          cy = self->drag_y1;
        }
      else if (self->keyboard)
        {
          cx = self->key_x;
          cy = self->key_y;
        }
      else if (!pf_studio_map_view_cell_at (self, self->pointer_x, self->pointer_y, &cx, &cy) ||
               cx < 0 || cy < 0 || cx >= (int) self->map->width || cy >= (int) self->map->height)
        return;   /* the pointer beside the map: no stamp there */
      pf_studio_map_view_stamp_origin (self, cx, cy, &x, &y);
      for (guint gy = 0; gy < self->ghost_height; gy++)
        for (guint gx = 0; gx < self->ghost_width; gx++)
          if (self->ghost[gy * self->ghost_width + gx])
            cairo_rectangle (cr, ox + (x + (int) gx) * size, oy + (y + (int) gy) * size, size,
                             size);
      /* A stamp that would leave the map is refused: its ghost says so. */
      if (x < 0 || y < 0 || x + (int) self->ghost_width > (int) self->map->width ||
          y + (int) self->ghost_height > (int) self->map->height)
        cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.6);
      else
        cairo_set_source_rgba (cr, ((self->ghost_colour >> 16) & 0xff) / 255.0,
                               ((self->ghost_colour >> 8) & 0xff) / 255.0,
                               (self->ghost_colour & 0xff) / 255.0, 0.85);
      cairo_fill_preserve (cr);
    }
  else if (self->tool == PF_STUDIO_MAP_TOOL_RECT && self->tool_drag)
    {
      cairo_rectangle (cr, ox + MIN (self->drag_x0, self->drag_x1) * size,
                       oy + MIN (self->drag_y0, self->drag_y1) * size,
                       (ABS (self->drag_x1 - self->drag_x0) + 1) * size,
                       (ABS (self->drag_y1 - self->drag_y0) + 1) * size);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.25);
      cairo_fill_preserve (cr);
    }
  else
    return;
  /* A dark edge under the accent, so the outline shows on any tile */
  cairo_set_line_width (cr, 4.0);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, 2.0);
  if (self->options.dark)
    cairo_set_source_rgb (cr, 0.47, 0.68, 0.93);
  else
    cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_stroke (cr);
}

/* GObject overrides */

static void
pf_studio_map_view_finalize (GObject *object)
{
  PfStudioMapView *self = PF_STUDIO_MAP_VIEW (object);

  g_clear_pointer (&self->ghost, g_free);
  g_clear_pointer (&self->conflicts, g_array_unref);

  G_OBJECT_CLASS (pf_studio_map_view_parent_class)->finalize (object);
}

static void
pf_studio_map_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  PfStudioMapView *self = PF_STUDIO_MAP_VIEW (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  PfMapRenderOptions options;
  cairo_t *cr;

  if (self->map == NULL || self->tileset == NULL || width < 1 || height < 1)
    return;

  self->options.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  options = self->options;
  /* A tool shows what it would do, not the placement under the pointer */
  if (self->tool != PF_STUDIO_MAP_TOOL_PAN)
    options.hovered = -1;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  pf_map_render (cr, self->map, self->tileset, width, height, &options);
  draw_tool (self, cr, width, height);
  cairo_destroy (cr);
}

static void
pf_studio_map_view_class_init (PfStudioMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = pf_studio_map_view_finalize;
  widget_class->snapshot = pf_studio_map_view_snapshot;

  /**
   * PfStudioMapView::hover-changed:
   * @self: the view
   * @placement: the index of the placement under the pointer, or -1
   */
  signals[HOVER_CHANGED] = g_signal_new ("hover-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_INT64);
  /**
   * PfStudioMapView::stamp-clicked:
   * @self: the view
   * @x: the column of the stamp's top-left cell (it may lie off the map)
   * @y: its row
   */
  signals[STAMP_CLICKED] = g_signal_new ("stamp-clicked", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * PfStudioMapView::rect-selected:
   * @self: the view
   * @x: the rectangle's left column
   * @y: its top row
   * @width: its columns, at least 1
   * @height: its rows, at least 1
   */
  signals[RECT_SELECTED] = g_signal_new ("rect-selected", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT,
                                         G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "pfmapview");
}

static void
pf_studio_map_view_init (PfStudioMapView *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll =
    gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *pinch = gtk_gesture_zoom_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  pf_map_render_options_init (&self->options);
  self->options.mark_locked = TRUE;
  self->pointer_x = NAN;
  self->pointer_y = NAN;
  gtk_widget_add_css_class (GTK_WIDGET (self), "pf-canvas");
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

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

  /* Any button pans; the zoom gesture wins over a two-finger drag. */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (pinch, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (on_pinch_scale_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));
  gtk_gesture_group (pinch, drag);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
pf_studio_map_view_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_MAP_VIEW, NULL);
}

void
pf_studio_map_view_set_map (PfStudioMapView *self,
                            const PfMap     *map,
                            const PfTileset *tileset,
                            const PfMapGrid *grid)
{
  g_return_if_fail (PF_STUDIO_IS_MAP_VIEW (self));

  self->map = map;
  self->tileset = tileset;
  self->grid = grid;
  self->options.hovered = -1;
  /* The keys' cursor stays on the map, whatever its new size. */
  if (map != NULL && map->width > 0 && map->height > 0)
    {
      self->key_x = CLAMP (self->key_x, 0, (int) map->width - 1);
      self->key_y = CLAMP (self->key_y, 0, (int) map->height - 1);
      self->anchor_x = CLAMP (self->anchor_x, 0, (int) map->width - 1);
      self->anchor_y = CLAMP (self->anchor_y, 0, (int) map->height - 1);
    }
  else
    self->keyboard = self->anchored = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_map_view_set_colour_by (PfStudioMapView *self,
                                  PfMapColourBy    colour_by)
{
  g_return_if_fail (PF_STUDIO_IS_MAP_VIEW (self));

  self->options.colour_by = colour_by;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

PfMapColourBy
pf_studio_map_view_get_colour_by (PfStudioMapView *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_MAP_VIEW (self), PF_MAP_COLOUR_BY_VARIANT);
  return self->options.colour_by;
}

void
pf_studio_map_view_zoom (PfStudioMapView *self,
                         double           factor)
{
  g_return_if_fail (PF_STUDIO_IS_MAP_VIEW (self));

  zoom_at (self, self->options.zoom * factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
pf_studio_map_view_zoom_fit (PfStudioMapView *self)
{
  g_return_if_fail (PF_STUDIO_IS_MAP_VIEW (self));

  self->options.zoom = 1.0;
  self->options.pan_x = 0;
  self->options.pan_y = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
pf_studio_map_view_get_zoom (PfStudioMapView *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_MAP_VIEW (self), 1.0);
  return self->options.zoom;
}

gint64
pf_studio_map_view_get_hovered (PfStudioMapView *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_MAP_VIEW (self), -1);
  return self->options.hovered;
}

gint64
pf_studio_map_view_pick (PfStudioMapView *self,
                         double           x,
                         double           y)
{
  double width, height, size, ox, oy, cx, cy;
  guint32 owner;

  g_return_val_if_fail (PF_STUDIO_IS_MAP_VIEW (self), -1);
  if (self->map == NULL || self->tileset == NULL)
    return -1;

  width = gtk_widget_get_width (GTK_WIDGET (self));
  height = gtk_widget_get_height (GTK_WIDGET (self));
  /* The grid answers in constant time; without one, ask the renderer. */
  if (self->grid == NULL || self->grid->width != self->map->width ||
      self->grid->height != self->map->height)
    return pf_map_render_pick (self->map, self->tileset, width, height, &self->options, x, y);

  pf_map_render_transform (self->map, width, height, &self->options, &size, &ox, &oy);
  cx = floor ((x - ox) / size);
  cy = floor ((y - oy) / size);
  if (!(cx >= 0 && cy >= 0 && cx < self->map->width && cy < self->map->height))
    return -1;
  owner = pf_map_grid_owner (self->grid, (guint) cx, (guint) cy);
  return owner == G_MAXUINT32 ? -1 : (gint64) owner;
}

void
pf_studio_map_view_set_tool (PfStudioMapView *self,
                             PfStudioMapTool  tool)
{
  g_return_if_fail (PF_STUDIO_IS_MAP_VIEW (self));

  self->tool = tool;
  self->tool_drag = FALSE;
  if (tool == PF_STUDIO_MAP_TOOL_PAN)
    gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  else
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "crosshair");
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_map_view_set_ghost (PfStudioMapView *self,
                              const PfShape   *shape,
                              guint            rotation,
                              guint32          colour)
{
  g_return_if_fail (PF_STUDIO_IS_MAP_VIEW (self));

  g_clear_pointer (&self->ghost, g_free);
  if (shape != NULL)
    {
      pf_shape_rotated_size (shape, rotation, &self->ghost_width, &self->ghost_height);
      self->ghost = g_new0 (guint8, (gsize) self->ghost_width * self->ghost_height);
      for (guint y = 0; y < self->ghost_height; y++)
        for (guint x = 0; x < self->ghost_width; x++)
          self->ghost[y * self->ghost_width + x] = pf_shape_rotated_cell (shape, rotation, x, y);
    }
  self->ghost_colour = colour;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_map_view_set_conflicts (PfStudioMapView *self,
                                  GArray          *conflicts)
{
  g_return_if_fail (PF_STUDIO_IS_MAP_VIEW (self));

  g_clear_pointer (&self->conflicts, g_array_unref);
  if (conflicts != NULL && conflicts->len > 0)
    self->conflicts = g_array_copy (conflicts);
  self->options.conflicts = self->conflicts ? (const PfMapCell *) (gpointer) self->conflicts->data
                                            : NULL;
  self->options.n_conflicts = self->conflicts ? self->conflicts->len : 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_map_view_stamp_origin (PfStudioMapView *self,
                                 int              cell_x,
                                 int              cell_y,
                                 int             *x,
                                 int             *y)
{
  g_return_if_fail (PF_STUDIO_IS_MAP_VIEW (self));

  *x = cell_x - (self->ghost != NULL ? ((int) self->ghost_width - 1) / 2 : 0);
  *y = cell_y - (self->ghost != NULL ? ((int) self->ghost_height - 1) / 2 : 0);
}

gboolean
pf_studio_map_view_cell_at (PfStudioMapView *self,
                            double           x,
                            double           y,
                            int             *cell_x,
                            int             *cell_y)
{
  double size, ox, oy;

  g_return_val_if_fail (PF_STUDIO_IS_MAP_VIEW (self), FALSE);
  if (self->map == NULL)
    return FALSE;
  pf_map_render_transform (self->map, gtk_widget_get_width (GTK_WIDGET (self)),
                           gtk_widget_get_height (GTK_WIDGET (self)), &self->options, &size,
                           &ox, &oy);
  *cell_x = (int) CLAMP (floor ((x - ox) / size), -PF_MAP_MAX_SIDE, 2 * PF_MAP_MAX_SIDE);
  *cell_y = (int) CLAMP (floor ((y - oy) / size), -PF_MAP_MAX_SIDE, 2 * PF_MAP_MAX_SIDE);
  return TRUE;
}

gboolean
pf_studio_map_view_get_cursor (PfStudioMapView *self,
                               int             *x,
                               int             *y)
{
  g_return_val_if_fail (PF_STUDIO_IS_MAP_VIEW (self), FALSE);

  if (!self->keyboard)
    return FALSE;
  *x = self->key_x;
  *y = self->key_y;
  return TRUE;
}

void
pf_studio_map_view_set_cursor (PfStudioMapView *self,
                               int              x,
                               int              y)
{
  g_return_if_fail (PF_STUDIO_IS_MAP_VIEW (self));

  if (self->map == NULL || self->map->width == 0 || self->map->height == 0)
    return;
  self->keyboard = TRUE;
  self->anchored = FALSE;
  self->key_x = CLAMP (x, 0, (int) self->map->width - 1);
  self->key_y = CLAMP (y, 0, (int) self->map->height - 1);
  show_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* pf-studio-map-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws a map with pf_map_render(), the function behind
 * `polyform render --map`, so the preview and the exports agree. Scrolling
 * or pinching zooms around the pointer, dragging pans, and hovering reports
 * the placement under the pointer with ::hover-changed.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-map-view"

#include <math.h>

#include <adwaita.h>

#include "pf-studio-map-view.h"

#define MIN_ZOOM 0.25
#define MAX_ZOOM 256.0

struct _PfStudioMapView
{
  GtkWidget           parent_instance;

  const PfMap        *map;        /* borrowed */
  const PfTileset    *tileset;    /* borrowed */
  const PfMapGrid    *grid;       /* borrowed, nullable */

  PfMapRenderOptions  options;

  /* Pointer */
  double              pointer_x;
  double              pointer_y;
  double              drag_pan_x;
  double              drag_pan_y;
  double              pinch_zoom;
};

G_DEFINE_FINAL_TYPE (PfStudioMapView, pf_studio_map_view, GTK_TYPE_WIDGET)

enum {
  HOVER_CHANGED,
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

/* Callbacks */

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PfStudioMapView          *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
  set_hovered (self, pf_studio_map_view_pick (self, x, y));
}

static void
on_leave (GtkEventControllerMotion *controller,
          PfStudioMapView          *self)
{
  set_hovered (self, -1);
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           PfStudioMapView          *self)
{
  if (dy == 0)
    return FALSE;
  zoom_at (self, self->options.zoom * pow (1.2, -dy), self->pointer_x, self->pointer_y);
  return TRUE;
}

static void
on_drag_begin (GtkGestureDrag  *gesture,
               double           x,
               double           y,
               PfStudioMapView *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->drag_pan_x = self->options.pan_x;
  self->drag_pan_y = self->options.pan_y;
}

static void
on_drag_update (GtkGestureDrag  *gesture,
                double           dx,
                double           dy,
                PfStudioMapView *self)
{
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
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
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

/* GObject overrides */

static void
pf_studio_map_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  PfStudioMapView *self = PF_STUDIO_MAP_VIEW (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->map == NULL || self->tileset == NULL || width < 1 || height < 1)
    return;

  self->options.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  pf_map_render (cr, self->map, self->tileset, width, height, &self->options);
  cairo_destroy (cr);
}

static void
pf_studio_map_view_class_init (PfStudioMapViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = pf_studio_map_view_snapshot;

  /**
   * PfStudioMapView::hover-changed:
   * @self: the view
   * @placement: the index of the placement under the pointer, or -1
   */
  signals[HOVER_CHANGED] = g_signal_new ("hover-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_INT64);

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

  pf_map_render_options_init (&self->options);
  gtk_widget_add_css_class (GTK_WIDGET (self), "pf-canvas");
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

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

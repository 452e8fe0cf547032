/* pf-studio-curve-chart.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Level number along x, optimal moves up y. The band is what each target
 * accepts, the line joins the targets, and a dot marks each level found:
 * filled inside its band, a ring outside it. A click on a dot activates it;
 * the dot of the level previewed has a ring of its own.
 */
#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-studio-curve-chart.h"

typedef struct
{
  int target;
  int low;
  int high;
  int found;
} Point;

struct _PfStudioCurveChart
{
  GtkWidget  parent_instance;

  GArray    *points;   /* Point */
  int        current;
  int        selected;
};

G_DEFINE_FINAL_TYPE (PfStudioCurveChart, pf_studio_curve_chart, GTK_TYPE_WIDGET)

enum {
  DOT_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Where the plot lies in the widget, and its scales. */
typedef struct
{
  double left;
  double top;
  double width;
  double height;
  int    max_moves;
  guint  n;
} Frame;

#define DOT_RADIUS 4.5
/* How near a dot the pointer has to be to take it. */
#define DOT_REACH 12.0

/* Auxiliary methods */

/* FALSE when there is nothing to draw or no room. */
static gboolean
frame_of (PfStudioCurveChart *self,
          Frame              *frame)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const double left = 36, bottom = 22, top = 8, right = 12;

  frame->left = left;
  frame->top = top;
  frame->width = gtk_widget_get_width (widget) - left - right;
  frame->height = gtk_widget_get_height (widget) - top - bottom;
  frame->n = self->points->len;
  frame->max_moves = 1;
  for (guint i = 0; i < frame->n; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);

      frame->max_moves = MAX (frame->max_moves, MAX (p->high, p->found));
    }
  return frame->n > 0 && frame->width > 10 && frame->height > 10;
}

static double
x_of (const Frame *frame,
      double       k)
{
  return frame->left + (frame->n > 1 ? frame->width * k / (double) (frame->n - 1)
                                     : frame->width / 2);
}

static double
y_of (const Frame *frame,
      double       moves)
{
  return frame->top + frame->height * (1.0 - moves / (double) frame->max_moves);
}

static Point *
point_at (PfStudioCurveChart *self,
          guint               k)
{
  if (k >= self->points->len)
    {
      guint old = self->points->len;

      g_array_set_size (self->points, k + 1);
      for (guint i = old; i <= k; i++)
        g_array_index (self->points, Point, i) = (Point) { -1, -1, -1, -1 };
    }
  return &g_array_index (self->points, Point, k);
}

static void
set_colour (cairo_t       *cr,
            const GdkRGBA *colour,
            double         alpha)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha * alpha);
}

/* GtkWidget overrides */

static void
pf_studio_curve_chart_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  PfStudioCurveChart *self = PF_STUDIO_CURVE_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GdkRGBA fg, accent = { 0.21, 0.52, 0.89, 1 }, warn = { 0.90, 0.38, 0.0, 1 };
  Frame f;
  double bottom, right;
  cairo_t *cr;
  PangoLayout *layout;

  if (!frame_of (self, &f))
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    accent = (GdkRGBA) { 0.47, 0.68, 0.93, 1 };
  bottom = f.top + f.height;
  right = f.left + f.width;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  layout = gtk_widget_create_pango_layout (widget, NULL);

  /* Axes, and the move scale at its ends */
  set_colour (cr, &fg, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, f.left, f.top);
  cairo_line_to (cr, f.left, bottom);
  cairo_line_to (cr, right, bottom);
  cairo_stroke (cr);
  for (int m = 0; m <= f.max_moves; m += MAX (1, f.max_moves / 4))
    {
      g_autofree char *text = g_strdup_printf ("%d", m);
      int tw, th;

      pango_layout_set_text (layout, text, -1);
      pango_layout_get_pixel_size (layout, &tw, &th);
      set_colour (cr, &fg, 0.6);
      cairo_move_to (cr, f.left - 6 - tw, y_of (&f, m) - th / 2.0);
      pango_cairo_show_layout (cr, layout);
    }
  {
    g_autofree char *text = g_strdup_printf (ngettext ("%u level", "%u levels", f.n), f.n);
    int tw, th;

    pango_layout_set_text (layout, text, -1);
    pango_layout_get_pixel_size (layout, &tw, &th);
    cairo_move_to (cr, right - tw, bottom + 4);
    pango_cairo_show_layout (cr, layout);
  }

  /* What each target accepts, between the first level and the last: their
   * bands are cut in half there rather than crossing the scale */
  cairo_save (cr);
  cairo_rectangle (cr, f.left, 0, f.width, height);
  cairo_clip (cr);
  set_colour (cr, &accent, 0.15);
  for (guint i = 0; i < f.n; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);
      double half = f.n > 1 ? f.width / (double) (f.n - 1) / 2 : 8;

      if (p->target < 0)
        continue;
      cairo_rectangle (cr, x_of (&f, i) - half, y_of (&f, p->high + 0.5), 2 * half,
                       y_of (&f, p->low - 0.5) - y_of (&f, p->high + 0.5));
      cairo_fill (cr);
    }
  cairo_restore (cr);

  /* The targets */
  set_colour (cr, &accent, 0.9);
  cairo_set_line_width (cr, 2);
  for (guint i = 0, started = 0; i < f.n; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);

      if (p->target < 0)
        continue;
      if (started++ == 0)
        cairo_move_to (cr, x_of (&f, i), y_of (&f, p->target));
      else
        cairo_line_to (cr, x_of (&f, i), y_of (&f, p->target));
    }
  cairo_stroke (cr);

  /* The one being searched for */
  if (self->current >= 0 && (guint) self->current < f.n)
    {
      set_colour (cr, &fg, 0.25);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, x_of (&f, self->current), f.top);
      cairo_line_to (cr, x_of (&f, self->current), bottom);
      cairo_stroke (cr);
    }

  /* The levels found: filled in their band, a ring outside it */
  for (guint i = 0; i < f.n; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);
      gboolean inside = p->found >= p->low && p->found <= p->high;

      if (p->found < 0)
        continue;
      cairo_arc (cr, x_of (&f, i), y_of (&f, p->found), DOT_RADIUS, 0, 2 * G_PI);
      if (inside)
        {
          set_colour (cr, &fg, 0.85);
          cairo_fill (cr);
        }
      else
        {
          set_colour (cr, &warn, 1);
          cairo_set_line_width (cr, 2);
          cairo_stroke (cr);
        }
      /* The level previewed */
      if ((int) i == self->selected)
        {
          set_colour (cr, &accent, 1);
          cairo_set_line_width (cr, 2);
          cairo_arc (cr, x_of (&f, i), y_of (&f, p->found), DOT_RADIUS + 4, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
    }

  g_object_unref (layout);
  cairo_destroy (cr);
}

static void
pf_studio_curve_chart_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 140;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 480 : 220;
}

/* Callbacks */

static void
on_pressed (GtkGestureClick    *click,
            int                 n_press,
            double              x,
            double              y,
            PfStudioCurveChart *self)
{
  int k = pf_studio_curve_chart_dot_at (self, x, y);

  if (k >= 0)
    g_signal_emit (self, signals[DOT_ACTIVATED], 0, (guint) k);
}

/* A hand over a dot: it can be clicked. */
static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           PfStudioCurveChart       *self)
{
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   pf_studio_curve_chart_dot_at (self, x, y) >= 0 ? "pointer"
                                                                                 : NULL);
}

/* GObject overrides */

static void
pf_studio_curve_chart_finalize (GObject *object)
{
  PfStudioCurveChart *self = PF_STUDIO_CURVE_CHART (object);

  g_array_unref (self->points);
  G_OBJECT_CLASS (pf_studio_curve_chart_parent_class)->finalize (object);
}

static void
pf_studio_curve_chart_class_init (PfStudioCurveChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = pf_studio_curve_chart_finalize;
  widget_class->snapshot = pf_studio_curve_chart_snapshot;
  widget_class->measure = pf_studio_curve_chart_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  /**
   * PfStudioCurveChart::dot-activated:
   * @self: the chart
   * @k: the level whose dot was clicked
   */
  signals[DOT_ACTIVATED] = g_signal_new ("dot-activated", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
pf_studio_curve_chart_init (PfStudioCurveChart *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->points = g_array_new (FALSE, FALSE, sizeof (Point));
  self->current = -1;
  self->selected = -1;
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
pf_studio_curve_chart_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_CURVE_CHART, NULL);
}

void
pf_studio_curve_chart_set_target (PfStudioCurveChart *self,
                                  guint               k,
                                  int                 moves,
                                  int                 low,
                                  int                 high)
{
  Point *p;

  g_return_if_fail (PF_STUDIO_IS_CURVE_CHART (self));
  p = point_at (self, k);
  p->target = moves;
  p->low = low;
  p->high = high;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
pf_studio_curve_chart_get_target (PfStudioCurveChart *self,
                                  guint               k,
                                  int                *low,
                                  int                *high)
{
  const Point *p;

  g_return_val_if_fail (PF_STUDIO_IS_CURVE_CHART (self), -1);
  if (k >= self->points->len)
    return -1;
  p = &g_array_index (self->points, Point, k);
  if (low != NULL)
    *low = p->low;
  if (high != NULL)
    *high = p->high;
  return p->target;
}

void
pf_studio_curve_chart_set_found (PfStudioCurveChart *self,
                                 guint               k,
                                 int                 moves)
{
  g_return_if_fail (PF_STUDIO_IS_CURVE_CHART (self));
  point_at (self, k)->found = moves;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_curve_chart_set_current (PfStudioCurveChart *self,
                                   int                 k)
{
  g_return_if_fail (PF_STUDIO_IS_CURVE_CHART (self));
  self->current = k;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_curve_chart_set_selected (PfStudioCurveChart *self,
                                    int                 k)
{
  g_return_if_fail (PF_STUDIO_IS_CURVE_CHART (self));
  self->selected = k;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
pf_studio_curve_chart_dot_at (PfStudioCurveChart *self,
                              double              x,
                              double              y)
{
  Frame f;
  double nearest = DOT_REACH * DOT_REACH;
  int k = -1;

  g_return_val_if_fail (PF_STUDIO_IS_CURVE_CHART (self), -1);

  if (!frame_of (self, &f))
    return -1;
  for (guint i = 0; i < f.n; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);
      double dx = x - x_of (&f, i), dy;

      if (p->found < 0)
        continue;
      dy = y - y_of (&f, p->found);
      if (dx * dx + dy * dy <= nearest)
        {
          nearest = dx * dx + dy * dy;
          k = (int) i;
        }
    }
  return k;
}

gboolean
pf_studio_curve_chart_get_dot (PfStudioCurveChart *self,
                               guint               k,
                               double             *x,
                               double             *y)
{
  Frame f;
  const Point *p;

  g_return_val_if_fail (PF_STUDIO_IS_CURVE_CHART (self), FALSE);

  if (!frame_of (self, &f) || k >= f.n)
    return FALSE;
  p = &g_array_index (self->points, Point, k);
  if (p->found < 0)
    return FALSE;
  *x = x_of (&f, k);
  *y = y_of (&f, p->found);
  return TRUE;
}

void
pf_studio_curve_chart_clear (PfStudioCurveChart *self)
{
  g_return_if_fail (PF_STUDIO_IS_CURVE_CHART (self));
  g_array_set_size (self->points, 0);
  self->current = -1;
  self->selected = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
pf_studio_curve_chart_count_found (PfStudioCurveChart *self)
{
  guint found = 0;

  g_return_val_if_fail (PF_STUDIO_IS_CURVE_CHART (self), 0);
  for (guint i = 0; i < self->points->len; i++)
    found += g_array_index (self->points, Point, i).found >= 0;
  return found;
}

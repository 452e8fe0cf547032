/* pf-studio-curve-chart.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Level number along x, optimal moves up y. The band is what each target
 * accepts, the line joins the targets, and a dot marks each level found:
 * filled inside its band, a ring outside it.
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
};

G_DEFINE_FINAL_TYPE (PfStudioCurveChart, pf_studio_curve_chart, GTK_TYPE_WIDGET)

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

static void
pf_studio_curve_chart_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  PfStudioCurveChart *self = PF_STUDIO_CURVE_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  const double left = 36, bottom = 22, top = 8, right = 12;
  double plot_w = width - left - right, plot_h = height - top - bottom;
  guint n = self->points->len;
  int max_moves = 1;
  GdkRGBA fg, accent = { 0.21, 0.52, 0.89, 1 }, warn = { 0.90, 0.38, 0.0, 1 };
  cairo_t *cr;
  PangoLayout *layout;

  if (n == 0 || plot_w <= 10 || plot_h <= 10)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    accent = (GdkRGBA) { 0.47, 0.68, 0.93, 1 };
  for (guint i = 0; i < n; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);

      max_moves = MAX (max_moves, MAX (p->high, p->found));
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  layout = gtk_widget_create_pango_layout (widget, NULL);

#define X(k) (left + (n > 1 ? plot_w * (k) / (double) (n - 1) : plot_w / 2))
#define Y(m) (top + plot_h * (1.0 - (m) / (double) max_moves))

  /* Axes, and the move scale at its ends */
  set_colour (cr, &fg, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, left, top);
  cairo_line_to (cr, left, top + plot_h);
  cairo_line_to (cr, left + plot_w, top + plot_h);
  cairo_stroke (cr);
  for (int m = 0; m <= max_moves; m += MAX (1, max_moves / 4))
    {
      g_autofree char *text = g_strdup_printf ("%d", m);
      int tw, th;

      pango_layout_set_text (layout, text, -1);
      pango_layout_get_pixel_size (layout, &tw, &th);
      set_colour (cr, &fg, 0.6);
      cairo_move_to (cr, left - 6 - tw, Y (m) - th / 2.0);
      pango_cairo_show_layout (cr, layout);
    }
  {
    g_autofree char *text = g_strdup_printf (ngettext ("%u level", "%u levels", n), n);
    int tw, th;

    pango_layout_set_text (layout, text, -1);
    pango_layout_get_pixel_size (layout, &tw, &th);
    cairo_move_to (cr, left + plot_w - tw, top + plot_h + 4);
    pango_cairo_show_layout (cr, layout);
  }

  /* What each target accepts */
  set_colour (cr, &accent, 0.15);
  for (guint i = 0; i < n; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);
      double half = n > 1 ? plot_w / (double) (n - 1) / 2 : 8;

      if (p->target < 0)
        continue;
      cairo_rectangle (cr, X (i) - half, Y (p->high + 0.5), 2 * half,
                       Y (p->low - 0.5) - Y (p->high + 0.5));
      cairo_fill (cr);
    }

  /* The targets */
  set_colour (cr, &accent, 0.9);
  cairo_set_line_width (cr, 2);
  for (guint i = 0, started = 0; i < n; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);

      if (p->target < 0)
        continue;
      if (started++ == 0)
        cairo_move_to (cr, X (i), Y (p->target));
      else
        cairo_line_to (cr, X (i), Y (p->target));
    }
  cairo_stroke (cr);

  /* The one being searched for */
  if (self->current >= 0 && (guint) self->current < n)
    {
      set_colour (cr, &fg, 0.25);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, X (self->current), top);
      cairo_line_to (cr, X (self->current), top + plot_h);
      cairo_stroke (cr);
    }

  /* The levels found: filled in their band, a ring outside it */
  for (guint i = 0; i < n; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);
      gboolean inside = p->found >= p->low && p->found <= p->high;

      if (p->found < 0)
        continue;
      cairo_arc (cr, X (i), Y (p->found), 4.5, 0, 2 * G_PI);
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
    }
#undef X
#undef Y

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
}

static void
pf_studio_curve_chart_init (PfStudioCurveChart *self)
{
  self->points = g_array_new (FALSE, FALSE, sizeof (Point));
  self->current = -1;
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
pf_studio_curve_chart_clear (PfStudioCurveChart *self)
{
  g_return_if_fail (PF_STUDIO_IS_CURVE_CHART (self));
  g_array_set_size (self->points, 0);
  self->current = -1;
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

/* pf-studio-level-histogram.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One bar per distance to the goal (SPEC §2.6), as tall as the number of
 * reachable states at that distance. The start's distance is marked, and
 * the distances farther than the start, where a move leads away from the
 * goal, are shaded. Hovering a bar tells its figures.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-histogram"

#include <math.h>

#include <glib/gi18n.h>

#include "pf-studio-level-histogram.h"
#include "pf-studio-count.h"

#define MARGIN_TOP    18.0
#define MARGIN_BOTTOM 16.0
#define MARGIN_SIDE    2.0

struct _PfStudioLevelHistogram
{
  GtkWidget  parent_instance;

  GArray    *buckets;   /* guint64 */
  gint       start;
  GArray    *narrow;    /* guint: distances where the solution has a narrow step */
};

G_DEFINE_FINAL_TYPE (PfStudioLevelHistogram, pf_studio_level_histogram, GTK_TYPE_WIDGET)

/* Auxiliary methods */

static double
bar_width (PfStudioLevelHistogram *self)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * MARGIN_SIDE;

  return self->buckets->len > 0 ? width / self->buckets->len : 0.0;
}

static void
show_text (GtkWidget  *widget,
           cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      align,
           double      width)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoAttrList *attrs = pango_attr_list_new ();
  int w, h;

  pango_attr_list_insert (attrs, pango_attr_scale_new (PANGO_SCALE_SMALL));
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  pango_layout_get_pixel_size (layout, &w, &h);
  x -= w * align;
  x = CLAMP (x, 0.0, MAX (0.0, width - w));
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

/* Callbacks */

static gboolean
on_query_tooltip (GtkWidget              *widget,
                  int                     x,
                  int                     y,
                  gboolean                keyboard,
                  GtkTooltip             *tooltip,
                  PfStudioLevelHistogram *self)
{
  gint distance = pf_studio_level_histogram_bar_at (self, x);
  guint64 states;
  g_autofree char *count = NULL;
  g_autofree char *states_text = NULL;
  g_autofree char *text = NULL;

  if (distance < 0)
    return FALSE;
  states = g_array_index (self->buckets, guint64, distance);
  count = pf_studio_format_count ((gint64) states);
  states_text = g_strdup_printf (ngettext ("%s state", "%s states",
                                           (gulong) MIN (states, G_MAXULONG)),
                                 count);
  if (distance == self->start)
    /* TRANSLATORS: a bar of the distance chart: "7 moves from the goal: 1234 states" */
    text = g_strdup_printf (ngettext ("The start, %d move from the goal: %s",
                                      "The start, %d moves from the goal: %s", distance),
                            distance, states_text);
  else
    text = g_strdup_printf (ngettext ("%d move from the goal: %s",
                                      "%d moves from the goal: %s", distance),
                            distance, states_text);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* GObject overrides */

static void
pf_studio_level_histogram_snapshot (GtkWidget   *widget,
                                    GtkSnapshot *snapshot)
{
  PfStudioLevelHistogram *self = PF_STUDIO_LEVEL_HISTOGRAM (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double plot_h = height - MARGIN_TOP - MARGIN_BOTTOM;
  double bw = bar_width (self);
  GtkStyleContext *style = gtk_widget_get_style_context (widget);
  GdkRGBA fg, accent;
  guint64 tallest = 0;
  g_autofree char *top = NULL;
  cairo_t *cr;

  if (self->buckets->len == 0 || width < 8 || plot_h < 8)
    return;
  for (guint i = 0; i < self->buckets->len; i++)
    tallest = MAX (tallest, g_array_index (self->buckets, guint64, i));

  gtk_style_context_get_color (style, &fg);
  if (!gtk_style_context_lookup_color (style, "accent_color", &accent))
    accent = (GdkRGBA) { 0.21, 0.52, 0.89, 1.0 };

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* Farther than the start: shaded. */
  if (self->start >= 0 && (guint) self->start + 1 < self->buckets->len)
    {
      double x = MARGIN_SIDE + (self->start + 1) * bw;

      cairo_rectangle (cr, x, MARGIN_TOP, width - MARGIN_SIDE - x, plot_h);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.08);
      cairo_fill (cr);
    }

  for (guint i = 0; i < self->buckets->len; i++)
    {
      guint64 states = g_array_index (self->buckets, guint64, i);
      double h = tallest > 0 ? plot_h * (double) states / tallest : 0.0;
      gboolean farther = self->start >= 0 && (gint) i > self->start;
      double gap = bw >= 4 ? MAX (1.0, bw * 0.15) : 0.0;

      if (states == 0)
        continue;
      h = MAX (h, 1.5);
      cairo_rectangle (cr, MARGIN_SIDE + i * bw + gap / 2, MARGIN_TOP + plot_h - h,
                       MAX (bw - gap, 1.0), h);
      if (farther)
        cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.45);
      else
        cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.9);
      cairo_fill (cr);
    }

  /* The base line and the distances at its ends, unless the start's mark
   * is there. */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.5);
  cairo_rectangle (cr, MARGIN_SIDE, MARGIN_TOP + plot_h, width - 2 * MARGIN_SIDE, 1.0);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
  if (self->start < 0 || self->start * bw > 36)
    show_text (widget, cr, "0", MARGIN_SIDE + bw / 2, MARGIN_TOP + plot_h + 1, 0.5, width);
  if (self->buckets->len > 1 &&
      (self->start < 0 || (self->buckets->len - 1 - self->start) * bw > 36))
    {
      g_autofree char *last = g_strdup_printf ("%u", self->buckets->len - 1);

      show_text (widget, cr, last, MARGIN_SIDE + (self->buckets->len - 0.5) * bw,
                 MARGIN_TOP + plot_h + 1, 0.5, width);
    }
  top = pf_studio_format_count ((gint64) tallest);
  show_text (widget, cr, top, 0, 0, 0.0, width);

  /* Narrow steps: a small warning-coloured notch under their bars. */
  for (guint i = 0; i < self->narrow->len; i++)
    {
      guint d = g_array_index (self->narrow, guint, i);
      double x = MARGIN_SIDE + (d + 0.5) * bw, r = CLAMP (bw * 0.3, 2.5, 4.0);

      if (d >= self->buckets->len)
        continue;
      cairo_set_source_rgba (cr, 0.90, 0.45, 0.0, 1.0);
      cairo_move_to (cr, x - r, MARGIN_TOP + plot_h + 1 + 2 * r);
      cairo_line_to (cr, x + r, MARGIN_TOP + plot_h + 1 + 2 * r);
      cairo_line_to (cr, x, MARGIN_TOP + plot_h + 1);
      cairo_close_path (cr);
      cairo_fill (cr);
    }

  /* The start: a line through its bar and a mark above it. */
  if (self->start >= 0 && (guint) self->start < self->buckets->len)
    {
      double x = MARGIN_SIDE + (self->start + 0.5) * bw;
      const double dash[] = { 3.0, 2.0 };

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.9);
      cairo_set_line_width (cr, 1.5);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_move_to (cr, x, MARGIN_TOP - 2);
      cairo_line_to (cr, x, MARGIN_TOP + plot_h);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_move_to (cr, x - 5, MARGIN_TOP - 8);
      cairo_line_to (cr, x + 5, MARGIN_TOP - 8);
      cairo_line_to (cr, x, MARGIN_TOP - 2);
      cairo_close_path (cr);
      cairo_fill (cr);
      /* TRANSLATORS: the mark of the start position's distance in the chart */
      show_text (widget, cr, _("start"), x, MARGIN_TOP + plot_h + 1, 0.5, width);
    }
  cairo_destroy (cr);
}

static void
pf_studio_level_histogram_measure (GtkWidget      *widget,
                                   GtkOrientation  orientation,
                                   int             for_size,
                                   int            *minimum,
                                   int            *natural,
                                   int            *minimum_baseline,
                                   int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 120 : 96;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 240 : 112;
}

static void
pf_studio_level_histogram_finalize (GObject *object)
{
  PfStudioLevelHistogram *self = PF_STUDIO_LEVEL_HISTOGRAM (object);

  g_clear_pointer (&self->buckets, g_array_unref);
  g_clear_pointer (&self->narrow, g_array_unref);

  G_OBJECT_CLASS (pf_studio_level_histogram_parent_class)->finalize (object);
}

static void
pf_studio_level_histogram_class_init (PfStudioLevelHistogramClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = pf_studio_level_histogram_finalize;
  widget_class->snapshot = pf_studio_level_histogram_snapshot;
  widget_class->measure = pf_studio_level_histogram_measure;
  gtk_widget_class_set_css_name (widget_class, "pflevelhistogram");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
pf_studio_level_histogram_init (PfStudioLevelHistogram *self)
{
  self->buckets = g_array_new (FALSE, FALSE, sizeof (guint64));
  self->narrow = g_array_new (FALSE, FALSE, sizeof (guint));
  self->start = -1;
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
}

GtkWidget *
pf_studio_level_histogram_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_LEVEL_HISTOGRAM, NULL);
}

void
pf_studio_level_histogram_set (PfStudioLevelHistogram *self,
                               const guint64          *buckets,
                               guint                   n_buckets,
                               gint                    start)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_HISTOGRAM (self));
  g_return_if_fail (buckets != NULL || n_buckets == 0);

  g_array_set_size (self->buckets, 0);
  if (n_buckets > 0)
    g_array_append_vals (self->buckets, buckets, n_buckets);
  self->start = start;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
pf_studio_level_histogram_get_n_bars (PfStudioLevelHistogram *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_HISTOGRAM (self), 0);
  return self->buckets->len;
}

guint64
pf_studio_level_histogram_get_bar (PfStudioLevelHistogram *self,
                                   guint                   distance)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_HISTOGRAM (self), 0);
  return distance < self->buckets->len ? g_array_index (self->buckets, guint64, distance) : 0;
}

guint64
pf_studio_level_histogram_get_total (PfStudioLevelHistogram *self)
{
  guint64 total = 0;

  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_HISTOGRAM (self), 0);
  for (guint i = 0; i < self->buckets->len; i++)
    total += g_array_index (self->buckets, guint64, i);
  return total;
}

gint
pf_studio_level_histogram_bar_at (PfStudioLevelHistogram *self,
                                  double                  x)
{
  double bw;
  double i;

  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_HISTOGRAM (self), -1);

  bw = bar_width (self);
  if (bw <= 0)
    return -1;
  i = floor ((x - MARGIN_SIDE) / bw);
  return i >= 0 && i < self->buckets->len ? (gint) i : -1;
}

void
pf_studio_level_histogram_set_narrow (PfStudioLevelHistogram *self,
                                      const guint            *distances,
                                      guint                   n)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_HISTOGRAM (self));

  g_array_set_size (self->narrow, 0);
  if (n > 0)
    g_array_append_vals (self->narrow, distances, n);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
pf_studio_level_histogram_get_n_narrow (PfStudioLevelHistogram *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_HISTOGRAM (self), 0);
  return self->narrow->len;
}

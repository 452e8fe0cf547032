/* pf-studio-curve-chart.h: a pack's difficulty curve, the moves aimed at against the
 * moves found, level by level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_CURVE_CHART (pf_studio_curve_chart_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioCurveChart, pf_studio_curve_chart, PF_STUDIO, CURVE_CHART,
                      GtkWidget)

GtkWidget *pf_studio_curve_chart_new        (void);

/* Level @k aims at @moves, accepted from @low to @high; the chart grows to @k. */
void       pf_studio_curve_chart_set_target (PfStudioCurveChart *self,
                                             guint               k,
                                             int                 moves,
                                             int                 low,
                                             int                 high);

/* Level @k was found with @moves, or -1 when it is not (yet). */
void       pf_studio_curve_chart_set_found  (PfStudioCurveChart *self,
                                             guint               k,
                                             int                 moves);

/* The target being searched for, drawn highlighted, or -1. */
void       pf_studio_curve_chart_set_current (PfStudioCurveChart *self,
                                              int                 k);
/* The level previewed, whose dot gets a ring, or -1. */
void       pf_studio_curve_chart_set_selected (PfStudioCurveChart *self,
                                               int                 k);
void       pf_studio_curve_chart_clear      (PfStudioCurveChart *self);

/* The level whose dot is nearest the point (@x, @y) within a few pixels,
 * or -1; what a hover shows and a click (::dot-activated) previews. */
int        pf_studio_curve_chart_dot_at     (PfStudioCurveChart *self,
                                             double              x,
                                             double              y);
/* Where level @k's dot is drawn; FALSE when it has none. */
gboolean   pf_studio_curve_chart_get_dot    (PfStudioCurveChart *self,
                                             guint               k,
                                             double             *x,
                                             double             *y);
/* What level @k aims at, and its band in @low and @high (each optional);
 * -1 when the chart has no level @k. */
int        pf_studio_curve_chart_get_target (PfStudioCurveChart *self,
                                             guint               k,
                                             int                *low,
                                             int                *high);
/* How many levels were found. */
guint      pf_studio_curve_chart_count_found (PfStudioCurveChart *self);

G_END_DECLS

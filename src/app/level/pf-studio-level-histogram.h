/* pf-studio-level-histogram.h: a small chart of a level's states per distance to the goal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_LEVEL_HISTOGRAM (pf_studio_level_histogram_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioLevelHistogram, pf_studio_level_histogram, PF_STUDIO,
                      LEVEL_HISTOGRAM, GtkWidget)

GtkWidget *pf_studio_level_histogram_new        (void);

/**
 * pf_studio_level_histogram_set:
 * @self: the chart
 * @buckets: (nullable) (array length=n_buckets): states at each distance
 *   0, 1, …, as pf_tri_analysis_get_histogram() gives them; copied
 * @n_buckets: their number, 0 for no chart
 * @start: the start's distance, or -1; bars farther than it are shaded
 */
void       pf_studio_level_histogram_set        (PfStudioLevelHistogram *self,
                                                 const guint64          *buckets,
                                                 guint                   n_buckets,
                                                 gint                    start);

/**
 * pf_studio_level_histogram_set_narrow:
 * @self: the chart
 * @distances: (array length=n): the distances from the goal at which the
 *   optimal solution takes a narrow step (SPEC §2.6); copied
 * @n: their number
 *
 * Marks those distances under their bars.
 */
void       pf_studio_level_histogram_set_narrow (PfStudioLevelHistogram *self,
                                                 const guint            *distances,
                                                 guint                   n);
guint      pf_studio_level_histogram_get_n_narrow (PfStudioLevelHistogram *self);

/* The bars drawn, one per distance, and what they add up to. */
guint      pf_studio_level_histogram_get_n_bars (PfStudioLevelHistogram *self);
guint64    pf_studio_level_histogram_get_bar    (PfStudioLevelHistogram *self,
                                                 guint                   distance);
guint64    pf_studio_level_histogram_get_total  (PfStudioLevelHistogram *self);

/**
 * pf_studio_level_histogram_bar_at:
 * @self: the chart
 * @x: a chart x
 *
 * Returns: the distance whose bar is drawn at @x, or -1
 */
gint       pf_studio_level_histogram_bar_at     (PfStudioLevelHistogram *self,
                                                 double                  x);

G_END_DECLS

/* pf-tri-render-private.h: what the level drawing shares with its overlays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-tri-render.h"

G_BEGIN_DECLS

void  pf_tri_render_set_rgb        (cairo_t                  *cr,
                                    const double             *rgb,
                                    double                    alpha);

/* The screen point at the middle of a block of @length from @first. */
void  pf_tri_render_block_centre   (const PfTriView          *view,
                                    PfTriAxis                 axis,
                                    guint                     first,
                                    guint                     length,
                                    double                   *x,
                                    double                   *y);

/* A number in a light disc, readable on any colour. */
void  pf_tri_render_draw_label     (cairo_t                  *cr,
                                    double                    x,
                                    double                    y,
                                    double                    size,
                                    const char               *text,
                                    double                    alpha);

/* pf-tri-render-overlay.c */

/* The next moves (options->plan, or the solution) from @state. */
void  pf_tri_render_draw_plan      (cairo_t                  *cr,
                                    const PfTriView          *view,
                                    const PfTriLevel         *level,
                                    const PfTriRenderOptions *o,
                                    guint64                   state);

/* Every move from @state, by whether it brings the goal nearer. */
void  pf_tri_render_draw_moves     (cairo_t                  *cr,
                                    const PfTriView          *view,
                                    const PfTriLevel         *level,
                                    const PfTriRenderOptions *o,
                                    guint64                   state);

/* The height at the top of a @width × @height picture that @o's legend
 * takes, so that the level is drawn below it; 0 without a legend. */
double pf_tri_render_legend_band   (const PfTriRenderOptions *o,
                                    double                    width,
                                    double                    height);

/* The opacity of the heat tint on a block that moves in a share @heat
 * (0..1] of the hottest block's moves. */
static inline double
pf_tri_render_heat_alpha (double heat)
{
  return 0.25 + 0.7 * heat;
}

/* The heat overlay's legend: what the numbers on the blocks count. */
void  pf_tri_render_draw_heat_legend (cairo_t            *cr,
                                      double              width,
                                      double              height,
                                      gboolean            dark,
                                      guint               hottest);
/* A key to the moves overlay in the top-left corner. */
void  pf_tri_render_draw_legend    (cairo_t                  *cr,
                                    double                    width,
                                    double                    height,
                                    gboolean                  dark);

/* How many solution moves each block takes part in, dragged or pushed;
 * returns the largest count. */
guint pf_tri_render_solution_heat  (const PfTriRenderOptions *o,
                                    guint                    *counts);

G_END_DECLS

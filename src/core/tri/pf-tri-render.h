/* pf-tri-render.h: Cairo drawing of triangle levels and their overlays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app's canvas and `polyform render` both draw through pf_tri_render().
 */
#pragma once

#include <cairo.h>

#include "pf-tri-analysis.h"

G_BEGIN_DECLS

typedef enum
{
  PF_TRI_OVERLAY_NONE,
  PF_TRI_OVERLAY_SOLUTION,
  PF_TRI_OVERLAY_MOVES,
  PF_TRI_OVERLAY_HEAT,
} PfTriOverlay;

/**
 * PfTriRenderOptions:
 * @overlay: which overlay to draw
 * @rules: (nullable): the compiled level; needed for @state and overlays
 * @solution: (nullable): the optimal solution from the start, for the heat
 *   overlay, and for the solution overlay when @plan is %NULL
 * @analysis: (nullable): the analysis, for the moves overlay and the
 *   distance read-out
 * @has_state: whether @state replaces the level's own block positions
 * @state: the current state (drag, playback), valid for @rules
 * @dark: use the dark palette
 * @hover_triangle: a triangle to outline, or -1
 * @selected_block: a block to outline, or -1
 * @numbered_block: a block to write its number on (counted from 1, as
 *   findings name blocks), or -1
 * @slide_dirs: (nullable): while a step is under way, each block's direction
 *   in it (-1, 0 or +1, as pf_tri_rules_step() reports), so the push chain is
 *   drawn part way
 * @slide: how far through that step, 0..1
 * @plan: (nullable) (array length=n_plan): for the solution overlay, the
 *   optimal moves from the current state; the next one is drawn plainly and
 *   the few after it faintly
 * @n_plan: how many moves @plan holds
 * @legend: draw a key to the moves overlay in the top-left corner
 * @caption: write the current state's distance to the goal in the
 *   bottom-left corner when @analysis is given (the default)
 * @spare_blocks: a bit for each block that does not matter (a redundant
 *   block, SPEC §2.6): drawn washed out, with a dashed outline
 *
 * Everything is borrowed for the duration of the call.
 */
typedef struct
{
  PfTriOverlay         overlay;
  const PfTriRules    *rules;
  const PfTriSolution *solution;
  const PfTriAnalysis *analysis;
  gboolean             has_state;
  guint64              state;
  gboolean             dark;
  gint                 hover_triangle;
  gint                 selected_block;
  gint                 numbered_block;
  const gint8         *slide_dirs;
  double               slide;
  const PfTriMove     *plan;
  guint                n_plan;
  gboolean             legend;
  gboolean             caption;
  guint32              spare_blocks;
} PfTriRenderOptions;

/**
 * PfTriMoveKind:
 * @PF_TRI_MOVE_NEARER: the move brings the goal nearer (a solid arrow)
 * @PF_TRI_MOVE_SAME: the move keeps the distance (a dashed arrow)
 * @PF_TRI_MOVE_FARTHER: the move leads farther away (a crossed arrow)
 * @PF_TRI_MOVE_UNRATED: not known (no analysis)
 *
 * How the moves overlay draws a move.
 */
typedef enum
{
  PF_TRI_MOVE_NEARER,
  PF_TRI_MOVE_SAME,
  PF_TRI_MOVE_FARTHER,
  PF_TRI_MOVE_UNRATED,
} PfTriMoveKind;

/**
 * PfTriView:
 * @scale: pixels per edge
 * @x0: screen x of the grid origin
 * @y0: screen y of the grid origin
 *
 * The transform from grid units (SPEC §2.1) to pixels.
 */
typedef struct
{
  double scale;
  double x0;
  double y0;
} PfTriView;

/**
 * PfTriPalette:
 *
 * The colours of one theme, as RGB in 0..1.
 */
typedef struct
{
  double wall[3];
  double outside[3];   /* beyond the 16 x 16 board, so that its edge shows */
  double floor[3];
  double grid[3];
  double goal[3];
  double block[3];
  double key[3];
  double heat[3];
  double text[3];
} PfTriPalette;

void     pf_tri_render_options_init (PfTriRenderOptions *options);

/**
 * pf_tri_render_heat_scale:
 * @cr: a Cairo context
 * @x: the scale's left edge
 * @y: its top edge
 * @swatch: the side of one swatch
 * @dark: use the dark palette
 * @hottest: the most moves any block makes in the solution, at least 1
 *
 * Draws the heat overlay's scale for a legend: a row of swatches tinted as
 * the blocks are, each with its count: every count from 1 to @hottest, or
 * %PF_TRI_HEAT_SCALE_MAX counts spread over them when there are more.
 *
 * Returns: the scale's width
 */
#define PF_TRI_HEAT_SCALE_MAX 6

double   pf_tri_render_heat_scale   (cairo_t       *cr,
                                     double         x,
                                     double         y,
                                     double         swatch,
                                     gboolean       dark,
                                     guint          hottest);

/**
 * pf_tri_render_hottest:
 * @options: the options of a picture with the heat overlay
 *
 * Returns: the most moves of @options' solution in which one block moves,
 *   or 0 without a solution of these rules
 */
guint    pf_tri_render_hottest      (const PfTriRenderOptions *options);

/**
 * pf_tri_render_move_arrow:
 * @cr: a Cairo context
 * @kind: which kind of move
 * @x1: the tail's x
 * @y1: the tail's y
 * @x2: the head's x
 * @y2: the head's y
 * @width: the shaft's width
 * @alpha: opacity, 0..1
 * @dark: use the dark palette
 *
 * Draws one arrow as the moves overlay does, for a legend.
 */
void     pf_tri_render_move_arrow   (cairo_t       *cr,
                                     PfTriMoveKind  kind,
                                     double         x1,
                                     double         y1,
                                     double         x2,
                                     double         y2,
                                     double         width,
                                     double         alpha,
                                     gboolean       dark);

/**
 * pf_tri_render_palette:
 * @dark: %TRUE for the dark theme
 *
 * Returns: (transfer none): the palette
 */
const PfTriPalette *pf_tri_render_palette (gboolean dark);

/**
 * pf_tri_view_fit:
 * @view: (out): the view
 * @level: the level
 * @width: canvas width in pixels
 * @height: canvas height in pixels
 *
 * Fits the level's visible (non-wall) triangles to the canvas with a
 * margin of half an edge on each side, and centres them.
 */
void     pf_tri_view_fit       (PfTriView        *view,
                                const PfTriLevel *level,
                                double            width,
                                double            height);

void     pf_tri_view_to_screen (const PfTriView  *view,
                                double            ux,
                                double            uy,
                                double           *sx,
                                double           *sy);

/**
 * pf_tri_view_pick:
 * @x: screen x
 * @y: screen y
 *
 * Returns: the triangle under the point, or -1 outside the board
 */
int      pf_tri_view_pick      (const PfTriView  *view,
                                double            x,
                                double            y);

typedef void (*PfTriTraceFunc) (guint    triangle,
                                gpointer user_data);

/**
 * pf_tri_trace_segment:
 * @x0: start x, in grid units (SPEC §2.1)
 * @y0: start y
 * @x1: end x
 * @y1: end y
 * @func: (scope call): called for each triangle
 * @user_data: its data
 *
 * Calls @func with every board triangle the segment passes through, in
 * order from (@x0, @y0), so a fast pointer stroke leaves no gaps. A
 * triangle is named again only after the segment left it. A segment of
 * length zero names the triangle it lies in.
 */
void     pf_tri_trace_segment  (double            x0,
                                double            y0,
                                double            x1,
                                double            y1,
                                PfTriTraceFunc    func,
                                gpointer          user_data);

/**
 * pf_tri_render:
 * @cr: a Cairo context with the origin at the canvas's top-left
 * @level: the level
 * @width: canvas width
 * @height: canvas height
 * @options: (nullable): what to draw; %NULL for the plain level
 *
 * Draws walls, floor, goals and rounded bevelled blocks, then the overlay,
 * in the view of pf_tri_render_fit().
 */
void     pf_tri_render         (cairo_t                  *cr,
                                const PfTriLevel         *level,
                                double                    width,
                                double                    height,
                                const PfTriRenderOptions *options);

/**
 * pf_tri_render_fit:
 * @view: (out): the view
 * @level: the level
 * @width: canvas width
 * @height: canvas height
 * @options: (nullable): what pf_tri_render() is to draw
 *
 * The view pf_tri_render() draws @level in: pf_tri_view_fit()'s, or, when
 * @options asks for a legend, fitted to the canvas below it.
 */
void     pf_tri_render_fit     (PfTriView                *view,
                                const PfTriLevel         *level,
                                double                    width,
                                double                    height,
                                const PfTriRenderOptions *options);

/**
 * pf_tri_render_view:
 * @cr: a Cairo context with the origin at the canvas's top-left
 * @level: the level
 * @view: where the grid lies on the canvas: pf_tri_view_fit()'s, or one the
 *   viewer zoomed and panned
 * @width: canvas width
 * @height: canvas height
 * @options: (nullable): what to draw; %NULL for the plain level
 *
 * Like pf_tri_render(), with the view given rather than fitted.
 */
void     pf_tri_render_view    (cairo_t                  *cr,
                                const PfTriLevel         *level,
                                const PfTriView          *view,
                                double                    width,
                                double                    height,
                                const PfTriRenderOptions *options);

G_END_DECLS

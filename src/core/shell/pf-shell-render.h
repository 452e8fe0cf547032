/* pf-shell-render.h: draw a shell layout with Cairo (the canvas and `polyform render`)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "pf-shell-layout.h"

G_BEGIN_DECLS

/**
 * PfShellRenderOptions:
 * @dark: use the dark palette
 * @overlay: label each shell with its index and fill count / capacity, and
 *   outline the full shells. The labels stand in a column right of the
 *   rings a designer can paint (those of @fit_shells but its last, else
 *   one shell past the outermost cell), each with a leader to its ring's
 *   top-right corner, so they never cover a cell
 * @min_shells: draw the rings out to at least this shell; 0 means up to the
 *   game-over shell (9). The rings always reach one shell past the
 *   outermost cell.
 * @fit_shells: fit shells 0..@fit_shells to the canvas, whatever is drawn
 *   beyond; 0 fits every ring drawn. With a fit, the view depends on the
 *   cells only when they reach past it
 * @zoom: the scale over the fitted view; 0 means 1
 * @pan_x: how far the origin moves from where the fit puts it, in canvas
 *   units
 * @pan_y: likewise, down
 * @has_hover: whether @hover_x, @hover_y name a cell to highlight
 * @hover_x: the highlighted cell's x (the editor's pointer)
 * @hover_y: the highlighted cell's y
 * @removed_shells: a bit mask of shells just removed by a clear (bit s for
 *   shell s ≤ 63): they are hatched and outlined in the destructive colour,
 *   so the editor can show a clear between its two half-steps
 *
 * How to draw a layout. Zero-initialised options are the defaults.
 */
typedef struct
{
  gboolean dark;
  gboolean overlay;
  guint    min_shells;
  guint    fit_shells;
  double   zoom;
  double   pan_x;
  double   pan_y;
  gboolean has_hover;
  int      hover_x;
  int      hover_y;
  guint64  removed_shells;
} PfShellRenderOptions;

/**
 * pf_shell_render:
 * @cr: the context, origin at the top-left of the canvas
 * @layout: the layout to draw
 * @width: canvas width
 * @height: canvas height
 * @options: (nullable): how to draw, or %NULL for the defaults
 *
 * Draws the background, the shell rings around the 2x2 core, the cells as
 * bevelled squares, and the optional per-shell overlay, fitted to the canvas.
 */
void     pf_shell_render        (cairo_t                    *cr,
                                 const PfShellLayout        *layout,
                                 double                      width,
                                 double                      height,
                                 const PfShellRenderOptions *options);

/**
 * pf_shell_render_pick:
 * @layout: the layout drawn
 * @width: canvas width
 * @height: canvas height
 * @options: (nullable): the options it was drawn with
 * @px: a point on the canvas
 * @py: a point on the canvas
 * @x: (out): the cell's x
 * @y: (out): the cell's y
 *
 * Maps a canvas point to the cell under it, with the geometry of
 * pf_shell_render().
 *
 * Returns: %TRUE when the point lies on a drawn cell
 */
gboolean pf_shell_render_pick   (const PfShellLayout        *layout,
                                 double                      width,
                                 double                      height,
                                 const PfShellRenderOptions *options,
                                 double                      px,
                                 double                      py,
                                 int                        *x,
                                 int                        *y);

/**
 * pf_shell_render_geometry:
 * @layout: the layout drawn
 * @width: canvas width
 * @height: canvas height
 * @options: (nullable): the options it was drawn with
 * @cx: (out): the canvas x of the grid vertex at the origin
 * @cy: (out): the canvas y of that vertex
 * @cell: (out): the side of a cell in canvas units
 *
 * Where pf_shell_render() puts the grid: cell (x, y) spans canvas x from
 * @cx + x × @cell and canvas y from @cy − (y + 1) × @cell, one @cell each.
 */
void     pf_shell_render_geometry (const PfShellLayout        *layout,
                                   double                      width,
                                   double                      height,
                                   const PfShellRenderOptions *options,
                                   double                     *cx,
                                   double                     *cy,
                                   double                     *cell);

/**
 * pf_shell_render_extra_cell:
 * @cr: the context pf_shell_render() drew on
 * @layout: the layout it drew
 * @width: canvas width
 * @height: canvas height
 * @options: (nullable): the options it drew with
 * @x: a cell's x
 * @y: a cell's y
 * @colour: 1..7
 * @ghost: %TRUE for a faint fill and an outline instead of a bevelled square
 *
 * Draws one more cell over a layout, with the geometry of pf_shell_render(),
 * even outside the rings: the playtest's falling piece and its ghost.
 */
void     pf_shell_render_extra_cell (cairo_t                    *cr,
                                     const PfShellLayout        *layout,
                                     double                      width,
                                     double                      height,
                                     const PfShellRenderOptions *options,
                                     int                         x,
                                     int                         y,
                                     guint                       colour,
                                     gboolean                    ghost);

/**
 * pf_shell_colour_rgb:
 * @colour: 1..7 (other values give a neutral grey)
 * @dark: whether the dark palette is in use
 * @rgb: (out caller-allocates) (array fixed-size=3): red, green, blue in 0..1
 *
 * The palette of the seven cell colours, for legends and colour pickers.
 */
void     pf_shell_colour_rgb    (guint                       colour,
                                 gboolean                    dark,
                                 double                      rgb[3]);

/**
 * pf_shell_render_func:
 * @cr: the context
 * @width: canvas width
 * @height: canvas height
 * @user_data: a #PfShellLayout
 *
 * A #PfRenderFunc drawing a layout with the default options, for
 * pf_render_to_png() and pf_render_to_svg().
 */
void     pf_shell_render_func   (cairo_t                    *cr,
                                 double                      width,
                                 double                      height,
                                 gpointer                    user_data);

G_END_DECLS

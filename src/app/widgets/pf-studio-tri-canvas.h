/* pf-studio-tri-canvas.h: a triangle level drawn with pf_tri_render(): view, hover, pointer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-tri-render.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_TRI_CANVAS (pf_studio_tri_canvas_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioTriCanvas, pf_studio_tri_canvas, PF_STUDIO, TRI_CANVAS, GtkWidget)

GtkWidget       *pf_studio_tri_canvas_new          (void);

/**
 * pf_studio_tri_canvas_set_level:
 * @self: the canvas
 * @level: (nullable) (transfer none): the level, borrowed until the next call
 *
 * Shows @level. The view stays as it is: an edit that grows the level does
 * not move it. Call pf_studio_tri_canvas_fit() for a level just opened.
 */
void             pf_studio_tri_canvas_set_level    (PfStudioTriCanvas        *self,
                                                    const PfTriLevel         *level);

/**
 * pf_studio_tri_canvas_set_options:
 * @self: the canvas
 * @options: what to draw; copied, but what it points to is borrowed until
 *   the next call
 *
 * The hover outline and the dark palette are the canvas's own and are not
 * taken from @options.
 */
void             pf_studio_tri_canvas_set_options  (PfStudioTriCanvas        *self,
                                                    const PfTriRenderOptions *options);

/* Fits the level to the canvas now, or as soon as it has a size. */
void             pf_studio_tri_canvas_fit          (PfStudioTriCanvas        *self);

/* Zooms by @factor around the canvas's centre, within 1/4 .. 12 times the fit. */
void             pf_studio_tri_canvas_zoom         (PfStudioTriCanvas        *self,
                                                    double                    factor);
/* The scale relative to the last fit. */
double           pf_studio_tri_canvas_get_zoom     (PfStudioTriCanvas        *self);

/* The transform from grid units to canvas pixels. */
const PfTriView *pf_studio_tri_canvas_get_view     (PfStudioTriCanvas        *self);

/* The triangle under canvas point (@x, @y), or -1. */
int              pf_studio_tri_canvas_pick         (PfStudioTriCanvas        *self,
                                                    double                    x,
                                                    double                    y);

/* Whether the triangle under the pointer is outlined (the default). */
void             pf_studio_tri_canvas_set_show_hover (PfStudioTriCanvas      *self,
                                                      gboolean                show_hover);

/* The triangle under the pointer, or -1. */
int              pf_studio_tri_canvas_get_hover    (PfStudioTriCanvas        *self);

/**
 * pf_studio_tri_canvas_pointer_down:
 * @self: the canvas
 * @x: canvas x
 * @y: canvas y
 * @button: the mouse button
 *
 * What a press does: ::triangle-pressed decides whether the drag that
 * follows is the page's. The drag gesture calls these three, and so may a
 * test.
 */
void             pf_studio_tri_canvas_pointer_down (PfStudioTriCanvas        *self,
                                                    double                    x,
                                                    double                    y,
                                                    guint                     button);
void             pf_studio_tri_canvas_pointer_move (PfStudioTriCanvas        *self,
                                                    double                    x,
                                                    double                    y);
void             pf_studio_tri_canvas_pointer_up   (PfStudioTriCanvas        *self);

/* Forgets the triangle under the pointer, as when another level is shown:
 * the outline comes back with the pointer's next move. */
void pf_studio_tri_canvas_clear_hover (PfStudioTriCanvas *self);

/**
 * pf_studio_tri_canvas_move_cursor:
 * @self: the canvas
 * @dx: across: -1 or 1 for the next triangle of the row, 0 with @dy
 * @dy: down: -1 or 1 for the triangle a row height above or below
 *
 * Moves the keys' cursor (the outlined triangle the arrows move; Space or
 * Return there is a click, Delete or Shift+Space a secondary click).
 *
 * Returns: whether there was a triangle there
 */
gboolean pf_studio_tri_canvas_move_cursor (PfStudioTriCanvas *self,
                                           double             dx,
                                           double             dy);

/* Puts the keys' cursor on @triangle (-1: none, the pointer leads). */
void     pf_studio_tri_canvas_set_cursor  (PfStudioTriCanvas *self,
                                           int                triangle);
/* The keys' cursor, or -1 while the pointer leads. */
int      pf_studio_tri_canvas_get_cursor  (PfStudioTriCanvas *self);

G_END_DECLS

/* pf-studio-shell-canvas.h: a shell layout on screen, fitted to its content, with zoom and pan
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-shell-layout.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_SHELL_CANVAS (pf_studio_shell_canvas_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioShellCanvas, pf_studio_shell_canvas, PF_STUDIO, SHELL_CANVAS,
                      GtkDrawingArea)

/* How far the view zooms in and out of the fitted view. */
#define PF_STUDIO_SHELL_CANVAS_MIN_ZOOM 0.25
#define PF_STUDIO_SHELL_CANVAS_MAX_ZOOM 8.0

GtkWidget *pf_studio_shell_canvas_new             (void);

/**
 * pf_studio_shell_canvas_set_layout:
 * @self: the canvas
 * @layout: (nullable) (transfer none): what to draw; it must live while shown
 * @fit_shells: the shells the view fits, 0..@fit_shells (at least 1)
 *
 * Draws @layout with pf_shell_render(), the same drawing as
 * `polyform render --layout`. Rings beyond @fit_shells are drawn too, off
 * the fitted view: zooming out shows them. Ctrl+scroll zooms about the
 * pointer, scrolling and a middle-button drag pan.
 */
void       pf_studio_shell_canvas_set_layout      (PfStudioShellCanvas *self,
                                                   const PfShellLayout *layout,
                                                   guint                fit_shells);
void       pf_studio_shell_canvas_set_overlay     (PfStudioShellCanvas *self,
                                                   gboolean             overlay);
void       pf_studio_shell_canvas_set_hover       (PfStudioShellCanvas *self,
                                                   gboolean             has_hover,
                                                   int                  x,
                                                   int                  y);
/* The shells a clear removed and that have not collapsed yet (bit s: shell s). */
void       pf_studio_shell_canvas_set_removed     (PfStudioShellCanvas *self,
                                                   guint64              removed);

/* Zooms by @factor about the canvas point (@px, @py), or its centre. */
void       pf_studio_shell_canvas_zoom_at         (PfStudioShellCanvas *self,
                                                   double               factor,
                                                   double               px,
                                                   double               py);
void       pf_studio_shell_canvas_zoom            (PfStudioShellCanvas *self,
                                                   double               factor);
/* Back to the fitted view. */
void       pf_studio_shell_canvas_fit             (PfStudioShellCanvas *self);
double     pf_studio_shell_canvas_get_zoom        (PfStudioShellCanvas *self);
/* The side of a cell on screen, in pixels. */
double     pf_studio_shell_canvas_get_cell_size   (PfStudioShellCanvas *self);

/**
 * pf_studio_shell_canvas_pick:
 * @self: the canvas
 * @px: a canvas point
 * @py: a canvas point
 * @x: (out): the cell's x
 * @y: (out): the cell's y
 *
 * Returns: %TRUE when the point lies on a ring drawn
 */
gboolean   pf_studio_shell_canvas_pick            (PfStudioShellCanvas *self,
                                                   double               px,
                                                   double               py,
                                                   int                 *x,
                                                   int                 *y);
/* The canvas point at the centre of cell (@x, @y), for tests and pointers. */
void       pf_studio_shell_canvas_cell_centre     (PfStudioShellCanvas *self,
                                                   int                  x,
                                                   int                  y,
                                                   double              *px,
                                                   double              *py);

G_END_DECLS

/* pf-studio-shape-grid.h: a small clickable grid that edits a shape's matrix
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-tileset.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_SHAPE_GRID (pf_studio_shape_grid_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioShapeGrid, pf_studio_shape_grid, PF_STUDIO, SHAPE_GRID, GtkWidget)

GtkWidget *pf_studio_shape_grid_new       (void);

/**
 * pf_studio_shape_grid_set_shape:
 * @self: the grid
 * @shape: (nullable) (transfer none): the matrix to show; copied
 * @invalid: draw the matrix as one that needs fixing
 */
void       pf_studio_shape_grid_set_shape (PfStudioShapeGrid *self,
                                           const PfShape     *shape,
                                           gboolean           invalid);

/* What a click on cell (@x, @y) does: emits ::cell-toggled. */
void       pf_studio_shape_grid_toggle    (PfStudioShapeGrid *self,
                                           guint              x,
                                           guint              y);

/**
 * pf_studio_shape_draw:
 * @cr: a context
 * @shape: a shape
 * @x: left of the box to draw in
 * @y: top of the box
 * @size: side of the square box
 * @rgb: fill colour, 0xRRGGBB
 *
 * Draws @shape's matrix centred in a box, for lists and thumbnails.
 */
void       pf_studio_shape_draw           (cairo_t           *cr,
                                           const PfShape     *shape,
                                           double             x,
                                           double             y,
                                           double             size,
                                           guint32            rgb);

G_END_DECLS

/* pf-shape-rotation.h: quarter-turn rotation of tile set shape matrices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A rotation is a number of quarter turns clockwise (0..3) applied to a
 * shape's 0/1 matrix, top row first (SPEC §6). Turning a W x H matrix once
 * gives an H x W matrix in which the cell at column x, row y of the original
 * lands at column H-1-y, row x. pf_shape_rotated_size() and
 * pf_shape_rotated_cell() in pf-tileset.h answer single questions about a
 * shape; this module builds the per-orientation tables that the generator,
 * the statistics, the renderer and the exporter walk.
 */
#pragma once

#include <glib.h>

#include "pf-tileset.h"

G_BEGIN_DECLS

/* Edges of a cell that lie on the outline of its shape */
typedef enum
{
  PF_SHAPE_EDGE_TOP    = 1 << 0,
  PF_SHAPE_EDGE_RIGHT  = 1 << 1,
  PF_SHAPE_EDGE_BOTTOM = 1 << 2,
  PF_SHAPE_EDGE_LEFT   = 1 << 3,
} PfShapeEdges;

/**
 * PfShapeCell:
 * @x: column in the rotated matrix
 * @y: row in the rotated matrix
 * @source: index (row * width + column) of the cell in the shape's own,
 *   unrotated matrix
 * @edges: the #PfShapeEdges of the cell that border no other cell of the shape
 */
typedef struct
{
  guint32 x;
  guint32 y;
  guint32 source : 28;
  guint32 edges : 4;
} PfShapeCell;

/**
 * PfShapeOrientation:
 * @width: columns of the rotated matrix
 * @height: rows of the rotated matrix
 * @n_cells: filled cells
 * @cells: the filled cells in reading order (row by row, left to right), so
 *   @cells[0] is the first filled cell of the top row: the generator's anchor
 */
typedef struct
{
  guint        width;
  guint        height;
  guint        n_cells;
  PfShapeCell *cells;
} PfShapeOrientation;

/**
 * PfShapeOrientations:
 * @n_shapes: shapes in the tile set it was built from
 * @items: @n_shapes * 4 orientations; shape s turned r times is item s * 4 + r
 */
typedef struct
{
  guint               n_shapes;
  PfShapeOrientation *items;
} PfShapeOrientations;

/**
 * pf_shape_rotate_point:
 * @width: matrix columns
 * @height: matrix rows
 * @rotation: quarter turns clockwise; only the low two bits count
 * @x: a column, 0..@width-1
 * @y: a row, 0..@height-1
 * @rotated_x: (out): the column of that cell after rotation
 * @rotated_y: (out): the row of that cell after rotation
 */
void                 pf_shape_rotate_point     (guint        width,
                                                guint        height,
                                                guint        rotation,
                                                guint        x,
                                                guint        y,
                                                guint       *rotated_x,
                                                guint       *rotated_y);

/**
 * pf_shape_rotate_matrix:
 * @cells: a @width x @height matrix, row-major, top row first
 * @width: matrix columns
 * @height: matrix rows
 * @rotation: quarter turns clockwise; only the low two bits count
 * @rotated_width: (out): columns of the result
 * @rotated_height: (out): rows of the result
 *
 * Returns: (transfer full): the rotated matrix; free with g_free()
 */
guint8              *pf_shape_rotate_matrix    (const guint8 *cells,
                                                guint         width,
                                                guint         height,
                                                guint         rotation,
                                                guint        *rotated_width,
                                                guint        *rotated_height);

/**
 * pf_shape_orientations_new:
 * @tileset: a tile set whose shape matrices hold fewer than 2^28 cells
 *
 * Builds the four orientations of every shape, including rotations a shape
 * with rotate="false" may not use; callers check #PfShape.rotate.
 *
 * Returns: (transfer full): the table; free with pf_shape_orientations_free()
 */
PfShapeOrientations *pf_shape_orientations_new  (const PfTileset     *tileset);
void                 pf_shape_orientations_free (PfShapeOrientations *orientations);

/**
 * pf_shape_orientations_get:
 * @orientations: a table
 * @shape: a shape index, below @orientations->n_shapes
 * @rotation: quarter turns clockwise; only the low two bits count
 *
 * Returns: (transfer none): the orientation
 */
static inline const PfShapeOrientation *
pf_shape_orientations_get (const PfShapeOrientations *orientations,
                           guint                      shape,
                           guint                      rotation)
{
  return &orientations->items[shape * 4 + (rotation & 3)];
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfShapeOrientations, pf_shape_orientations_free)

G_END_DECLS

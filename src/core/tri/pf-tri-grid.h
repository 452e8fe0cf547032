/* pf-tri-grid.h: the triangular grid: indices, neighbours, bands, geometry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is 16 x 16 parallelograms, each split into an UP and a DOWN
 * triangle: 512 triangles, index = row * 32 + col * 2 + ori (SPEC §2.1).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PF_TRI_ROWS   16
#define PF_TRI_COLS   16
#define PF_TRI_COUNT  512

typedef enum
{
  PF_TRI_UP = 0,
  PF_TRI_DOWN = 1,
} PfTriOri;

typedef enum
{
  PF_TRI_AXIS_U = 0,
  PF_TRI_AXIS_V = 1,
  PF_TRI_AXIS_W = 2,
} PfTriAxis;

static inline guint
pf_tri_index (guint row,
              guint col,
              guint ori)
{
  return row * 32 + col * 2 + ori;
}

static inline guint pf_tri_row (guint index) { return index >> 5; }
static inline guint pf_tri_col (guint index) { return (index >> 1) & 15; }
static inline guint pf_tri_ori (guint index) { return index & 1; }

/**
 * PfTriMask:
 *
 * One bit per triangle of the board.
 */
typedef struct
{
  guint64 bits[PF_TRI_COUNT / 64];
} PfTriMask;

static inline gboolean
pf_tri_mask_get (const PfTriMask *mask,
                 guint            index)
{
  return (mask->bits[index >> 6] >> (index & 63)) & 1;
}

static inline void
pf_tri_mask_set (PfTriMask *mask,
                 guint      index,
                 gboolean   value)
{
  if (value)
    mask->bits[index >> 6] |= G_GUINT64_CONSTANT (1) << (index & 63);
  else
    mask->bits[index >> 6] &= ~(G_GUINT64_CONSTANT (1) << (index & 63));
}

guint pf_tri_mask_count (const PfTriMask *mask);

/**
 * pf_tri_band_next:
 * @axis: the band axis
 * @index: a triangle
 * @forward: %TRUE for the forward direction of SPEC §2.2
 * @out: (out): the next triangle along the band
 *
 * Returns: %FALSE when the next triangle is outside the board.
 */
gboolean pf_tri_band_next (PfTriAxis  axis,
                           guint      index,
                           gboolean   forward,
                           guint     *out);

/**
 * pf_tri_block_triangles:
 * @axis: the block's axis
 * @first: its first (rearmost) triangle
 * @length: its number of triangles
 * @out: (out caller-allocates) (array): at least @length indices
 *
 * Lists the triangles of a block, rearmost first.
 *
 * Returns: %FALSE when the block leaves the board.
 */
gboolean pf_tri_block_triangles (PfTriAxis  axis,
                                 guint      first,
                                 guint      length,
                                 guint     *out);

/**
 * pf_tri_step_next:
 * @axis: the band axis
 * @index: a triangle
 * @forward: %TRUE for the forward direction
 * @out: (out): the triangle one step (two band triangles, same
 *   orientation) further along the band
 *
 * Returns: %FALSE when that triangle, or the one between, is off the board.
 */
gboolean pf_tri_step_next (PfTriAxis  axis,
                           guint      index,
                           gboolean   forward,
                           guint     *out);

/**
 * pf_tri_band_start:
 * @axis: the band axis
 * @index: a triangle
 *
 * Walks back from @index in whole steps (two triangles) for as long as
 * both triangles stay on the board.
 *
 * Returns: the rearmost triangle of @index's orientation class on its band;
 *   position 0 of a block whose first triangle is @index.
 */
guint    pf_tri_band_start (PfTriAxis axis,
                            guint     index);

/**
 * pf_tri_band_length:
 * @axis: the band axis
 * @start: a triangle
 *
 * Returns: how many band triangles there are from @start forward to the
 *   edge of the board, @start included.
 */
guint    pf_tri_band_length (PfTriAxis axis,
                             guint     start);

/**
 * PfTriSide:
 * @PF_TRI_SIDE_LEFT: the neighbour across the left edge
 * @PF_TRI_SIDE_RIGHT: the neighbour across the right edge
 * @PF_TRI_SIDE_FLAT: the neighbour across the horizontal edge (below an
 *   UP triangle, above a DOWN one)
 */
typedef enum
{
  PF_TRI_SIDE_LEFT,
  PF_TRI_SIDE_RIGHT,
  PF_TRI_SIDE_FLAT,
} PfTriSide;

/**
 * pf_tri_neighbour:
 * @index: a triangle
 * @side: which edge
 * @out: (out): the edge neighbour (SPEC §2.1)
 *
 * Returns: %FALSE when the neighbour is outside the board (a wall).
 */
gboolean pf_tri_neighbour (guint      index,
                           PfTriSide  side,
                           guint     *out);

/**
 * pf_tri_centroid:
 * @index: a triangle
 * @x: (out): centroid x, in edge units, y pointing down
 * @y: (out): centroid y
 */
void     pf_tri_centroid  (guint   index,
                           double *x,
                           double *y);

/**
 * pf_tri_vertices:
 * @index: a triangle
 * @xy: (out caller-allocates) (array fixed-size=6): the three vertices as
 *   x0, y0, x1, y1, x2, y2 in edge units, in the order of SPEC §2.1
 */
void     pf_tri_vertices  (guint   index,
                           double  xy[6]);

/**
 * pf_tri_axis_vector:
 * @axis: an axis
 * @dx: (out): x of the unit vector of the axis's forward direction
 * @dy: (out): y, pointing down
 */
void     pf_tri_axis_vector (PfTriAxis  axis,
                             double    *dx,
                             double    *dy);

/**
 * pf_tri_push_sign:
 * @pusher: the pushing block's axis
 * @pushed: the pushed block's axis
 *
 * The sign of the dot product of the two forward vectors: a pusher moving
 * in direction `d` (±1) pushes a block on @pushed in direction
 * `d * pf_tri_push_sign (pusher, pushed)` (SPEC §2.4).
 *
 * Returns: +1 or -1
 */
int      pf_tri_push_sign (PfTriAxis pusher,
                           PfTriAxis pushed);

/**
 * pf_tri_block_shape:
 * @axis: the block's axis
 * @first: its first triangle
 * @length: its length
 *
 * Returns: the block's shape class, 0..11: `axis * 4 + (length & 1) * 2 +
 *   ori(first)`. Blocks of one class are translates of each other up to
 *   their length.
 */
guint    pf_tri_block_shape (PfTriAxis axis,
                             guint     first,
                             guint     length);

const char *pf_tri_axis_to_string   (PfTriAxis   axis);
gboolean    pf_tri_axis_from_string (const char *text,
                                     PfTriAxis  *axis);

G_END_DECLS

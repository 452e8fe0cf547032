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

const char *pf_tri_axis_to_string   (PfTriAxis   axis);
gboolean    pf_tri_axis_from_string (const char *text,
                                     PfTriAxis  *axis);

G_END_DECLS

/* pf-tri-grid.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-tri-grid.h"

guint
pf_tri_mask_count (const PfTriMask *mask)
{
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (mask->bits); i++)
    n += __builtin_popcountll (mask->bits[i]);
  return n;
}

const char *
pf_tri_axis_to_string (PfTriAxis axis)
{
  static const char *names[] = { "u", "v", "w" };

  g_return_val_if_fail (axis <= PF_TRI_AXIS_W, "u");
  return names[axis];
}

gboolean
pf_tri_axis_from_string (const char *text,
                         PfTriAxis  *axis)
{
  if (g_strcmp0 (text, "u") == 0)
    *axis = PF_TRI_AXIS_U;
  else if (g_strcmp0 (text, "v") == 0)
    *axis = PF_TRI_AXIS_V;
  else if (g_strcmp0 (text, "w") == 0)
    *axis = PF_TRI_AXIS_W;
  else
    return FALSE;
  return TRUE;
}

gboolean
pf_tri_band_next (PfTriAxis  axis,
                  guint      index,
                  gboolean   forward,
                  guint     *out)
{
  int row = pf_tri_row (index);
  int col = pf_tri_col (index);
  int ori = pf_tri_ori (index);

  /* Forward order (SPEC §2.2):
   *   U: UP(r,c) → DOWN(r,c) → UP(r,c+1)
   *   V: DOWN(r,c) → UP(r,c) → DOWN(r+1,c)
   *   W: UP(r,c) → DOWN(r+1,c) → UP(r+1,c+1)
   */
  switch (axis)
    {
    case PF_TRI_AXIS_U:
      if (forward)
        {
          if (ori == PF_TRI_DOWN)
            col++;
          ori ^= 1;
        }
      else
        {
          if (ori == PF_TRI_UP)
            col--;
          ori ^= 1;
        }
      break;

    case PF_TRI_AXIS_V:
      if (forward)
        {
          if (ori == PF_TRI_UP)
            row++;
          ori ^= 1;
        }
      else
        {
          if (ori == PF_TRI_DOWN)
            row--;
          ori ^= 1;
        }
      break;

    case PF_TRI_AXIS_W:
      if (forward)
        {
          if (ori == PF_TRI_UP)
            row++;
          else
            col++;
          ori ^= 1;
        }
      else
        {
          if (ori == PF_TRI_DOWN)
            row--;
          else
            col--;
          ori ^= 1;
        }
      break;

    default:
      return FALSE;
    }

  if (row < 0 || row >= PF_TRI_ROWS || col < 0 || col >= PF_TRI_COLS)
    return FALSE;
  *out = pf_tri_index (row, col, ori);
  return TRUE;
}

gboolean
pf_tri_block_triangles (PfTriAxis  axis,
                        guint      first,
                        guint      length,
                        guint     *out)
{
  if (first >= PF_TRI_COUNT || length == 0)
    return FALSE;
  out[0] = first;
  for (guint i = 1; i < length; i++)
    if (!pf_tri_band_next (axis, out[i - 1], TRUE, &out[i]))
      return FALSE;
  return TRUE;
}

gboolean
pf_tri_step_next (PfTriAxis  axis,
                  guint      index,
                  gboolean   forward,
                  guint     *out)
{
  guint mid;

  return pf_tri_band_next (axis, index, forward, &mid) &&
         pf_tri_band_next (axis, mid, forward, out);
}

guint
pf_tri_band_start (PfTriAxis axis,
                   guint     index)
{
  guint back;

  while (pf_tri_step_next (axis, index, FALSE, &back))
    index = back;
  return index;
}

guint
pf_tri_band_length (PfTriAxis axis,
                    guint     start)
{
  guint n = 1;

  while (pf_tri_band_next (axis, start, TRUE, &start))
    n++;
  return n;
}

gboolean
pf_tri_neighbour (guint      index,
                  PfTriSide  side,
                  guint     *out)
{
  guint row = pf_tri_row (index);
  guint col = pf_tri_col (index);
  guint ori = pf_tri_ori (index);

  /* SPEC §2.1: UP at i has i-1, i+1 and i+33 (below); DOWN at i has
   * i-1, i+1 and i-33 (above). Crossing the parallelogram's border moves
   * the column (left/right) or the row (flat side). */
  switch (side)
    {
    case PF_TRI_SIDE_LEFT:
      if (ori == PF_TRI_UP && col == 0)
        return FALSE;
      *out = index - 1;
      return TRUE;

    case PF_TRI_SIDE_RIGHT:
      if (ori == PF_TRI_DOWN && col == PF_TRI_COLS - 1)
        return FALSE;
      *out = index + 1;
      return TRUE;

    case PF_TRI_SIDE_FLAT:
      if (ori == PF_TRI_UP)
        {
          if (row == PF_TRI_ROWS - 1)
            return FALSE;
          *out = index + 33;
        }
      else
        {
          if (row == 0)
            return FALSE;
          *out = index - 33;
        }
      return TRUE;

    default:
      return FALSE;
    }
}

#define TRI_H 0.86602540378443864676

void
pf_tri_centroid (guint   index,
                 double *x,
                 double *y)
{
  double ox = pf_tri_col (index) - pf_tri_row (index) * 0.5;
  double oy = pf_tri_row (index) * TRI_H;

  if (pf_tri_ori (index) == PF_TRI_UP)
    {
      *x = ox;
      *y = oy + 2.0 * TRI_H / 3.0;
    }
  else
    {
      *x = ox + 0.5;
      *y = oy + TRI_H / 3.0;
    }
}

void
pf_tri_vertices (guint  index,
                 double xy[6])
{
  double ox = pf_tri_col (index) - pf_tri_row (index) * 0.5;
  double oy = pf_tri_row (index) * TRI_H;

  xy[0] = ox;
  xy[1] = oy;
  if (pf_tri_ori (index) == PF_TRI_UP)
    {
      xy[2] = ox + 0.5;
      xy[3] = oy + TRI_H;
      xy[4] = ox - 0.5;
      xy[5] = oy + TRI_H;
    }
  else
    {
      xy[2] = ox + 1.0;
      xy[3] = oy;
      xy[4] = ox + 0.5;
      xy[5] = oy + TRI_H;
    }
}

void
pf_tri_axis_vector (PfTriAxis  axis,
                    double    *dx,
                    double    *dy)
{
  /* One step is one parallelogram: U is col+1, V is row+1, W is both. */
  switch (axis)
    {
    case PF_TRI_AXIS_V:
      *dx = -0.5;
      *dy = TRI_H;
      break;
    case PF_TRI_AXIS_W:
      *dx = 0.5;
      *dy = TRI_H;
      break;
    case PF_TRI_AXIS_U:
    default:
      *dx = 1.0;
      *dy = 0.0;
      break;
    }
}

int
pf_tri_push_sign (PfTriAxis pusher,
                  PfTriAxis pushed)
{
  /* U·V = -1/2, U·W = +1/2, V·W = +1/2, and a vector with itself is +1. */
  if ((pusher == PF_TRI_AXIS_U && pushed == PF_TRI_AXIS_V) ||
      (pusher == PF_TRI_AXIS_V && pushed == PF_TRI_AXIS_U))
    return -1;
  return 1;
}

guint
pf_tri_block_shape (PfTriAxis axis,
                    guint     first,
                    guint     length)
{
  return (guint) axis * 4 + (length & 1) * 2 + pf_tri_ori (first);
}

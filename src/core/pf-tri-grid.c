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

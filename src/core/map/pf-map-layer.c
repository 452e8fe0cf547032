/* pf-map-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * All arithmetic is on integers, so the layer does not depend on how a
 * machine rounds floating point.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include "pf-map-layer.h"
#include "pf-random.h"

/* Cells between lattice points */
#define LATTICE 8

/* Stream of pf_random_split() that the lattice values come from */
#define LAYER_STREAM G_GUINT64_CONSTANT (0xde45171e)

guint8 *
pf_map_density_layer (const PfMapGrid           *grid,
                      const PfShapeOrientations *orientations,
                      guint64                    seed)
{
  guint lw = grid->width / LATTICE + 2, lh = grid->height / LATTICE + 2;
  guint64 layer_seed = pf_random_split (seed, LAYER_STREAM);
  g_autofree guint32 *lattice = g_new (guint32, (gsize) lw * lh);
  guint8 *density = g_new0 (guint8, MAX (1, grid->n_placements));

  /* 0..255 at each lattice point, from the seed and the point alone */
  for (guint j = 0; j < lh; j++)
    for (guint i = 0; i < lw; i++)
      lattice[(gsize) j * lw + i] = pf_random_split (layer_seed, ((guint64) j << 32) | i) >> 56;

  for (gsize p = 0; p < grid->n_placements; p++)
    {
      const PfGridPlacement *gp = &grid->placements[p];
      const PfShapeOrientation *o = &orientations->items[gp->orient];
      guint px = gp->pos % grid->width, py = gp->pos / grid->width;
      guint64 sum = 0;
      guint value;

      for (guint k = 0; k < o->n_cells; k++)
        {
          guint x = px + o->cells[k].x, y = py + o->cells[k].y;
          guint i = x / LATTICE, fx = x % LATTICE, j = y / LATTICE, fy = y % LATTICE;
          const guint32 *row = lattice + (gsize) j * lw + i;

          /* Bilinear, scaled by LATTICE²: 0..255 * 64 */
          sum += (guint64) (LATTICE - fx) * (LATTICE - fy) * row[0] +
                 (guint64) fx * (LATTICE - fy) * row[1] +
                 (guint64) (LATTICE - fx) * fy * row[lw] +
                 (guint64) fx * fy * row[lw + 1];
        }

      value = (guint) (sum / o->n_cells * (PF_MAP_DENSITY_MAX + 1) / (255 * LATTICE * LATTICE + 1));
      if (o->n_cells >= 4 && value < PF_MAP_DENSITY_MAX)
        value++;
      density[p] = (guint8) value;
    }
  return density;
}

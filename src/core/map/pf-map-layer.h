/* pf-map-layer.h: the map's second layer, a density for loot or monsters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-map-grid.h"

G_BEGIN_DECLS

/* Density values run 0..PF_MAP_DENSITY_MAX */
#define PF_MAP_DENSITY_MAX 9

/**
 * pf_map_density_layer:
 * @grid: a completely covered grid
 * @orientations: the orientations of the grid's tile set
 * @seed: the layer's seed
 *
 * Fills the second layer, a density (for loot or monsters) from 0 to
 * %PF_MAP_DENSITY_MAX, by its own rules: a smooth value noise on a lattice
 * of 8 x 8 cells, drawn from @seed, is averaged over each placement, so a
 * tile has one value and neighbouring tiles have similar ones; placements of
 * four or more cells (the landmarks) get one more, up to the maximum. The
 * noise at a lattice point depends only on @seed and the point, so the layer
 * of a map is the same on every machine.
 *
 * Returns: (transfer full): one value per placement; free with g_free()
 */
guint8     *pf_map_density_layer       (const PfMapGrid           *grid,
                                        const PfShapeOrientations *orientations,
                                        guint64                    seed);

G_END_DECLS

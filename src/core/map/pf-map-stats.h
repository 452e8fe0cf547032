/* pf-map-stats.h: figures about a generated or loaded map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The repetition measure. Every cell shows one piece of one tile: its
 * placement's shape, variant and rotation, and which cell of the shape's
 * own matrix it is. Two k x k windows of the map are identical when all k²
 * cells show the same pieces in the same places. The measure is the largest
 * k, 1..%PF_MAP_REPEAT_MAX, for which two windows at different positions
 * (overlapping or not) are identical; 0 when no two cells show the same
 * piece. The number of %PF_MAP_REPEAT_MAX x %PF_MAP_REPEAT_MAX window
 * positions whose content also occurs at another position is reported too.
 * An empty cell (a draft map's, SPEC §5) shows a hole, the same wherever it is.
 * Windows are compared through 64-bit hashes, and every match is then
 * checked cell by cell, so a hash collision never counts as a repeat.
 */
#pragma once

#include <glib.h>

#include "pf-json.h"
#include "pf-map-grid.h"
#include "pf-map-layer.h"
#include "pf-tileset.h"

G_BEGIN_DECLS

#define PF_MAP_REPEAT_MAX 8

/**
 * PfMapStats:
 * @n_shapes: shapes in the tile set
 * @per_shape: placements of each shape, @n_shapes entries
 * @n_placements: placements
 * @n_cells: cells
 * @n_empty: cells no placement covers (a draft map, SPEC §5)
 * @singles: placements of 1 x 1 shapes
 * @single_share: @singles / @n_placements
 * @forbid_violations: pairs of distinct placements that touch along an edge
 *   and whose variants' terrains a forbid rule keeps apart
 * @repeat_size: the repetition measure (see above)
 * @repeat_windows: %PF_MAP_REPEAT_MAX² window positions whose content occurs
 *   at another position
 * @density: (nullable): the density layer, one value per placement (see
 *   pf_map_density_layer()), or %NULL when not computed
 * @density_histogram: cells at each density value
 */
typedef struct
{
  guint    n_shapes;
  guint64 *per_shape;
  guint64  n_placements;
  guint64  n_cells;
  guint64  n_empty;
  guint64  singles;
  double   single_share;
  guint64  forbid_violations;
  guint    repeat_size;
  guint64  repeat_windows;
  guint8  *density;
  guint64  density_histogram[PF_MAP_DENSITY_MAX + 1];
} PfMapStats;

/**
 * pf_map_stats_compute:
 * @grid: a completely covered grid
 * @tileset: its tile set
 * @orientations: (nullable): the tile set's orientations, or %NULL
 * @seed: the seed of the density layer, usually the map's
 *
 * Computes every figure, the density layer included. Time and memory grow
 * linearly with the cells (about 16 bytes per cell at the peak).
 *
 * Returns: (transfer full): the figures; free with pf_map_stats_free()
 */
PfMapStats *pf_map_stats_compute       (const PfMapGrid           *grid,
                                        const PfTileset           *tileset,
                                        const PfShapeOrientations *orientations,
                                        guint64                    seed);
void        pf_map_stats_free          (PfMapStats                *stats);

/**
 * pf_map_stats_write_json:
 * @stats: figures
 * @tileset: the tile set, for shape ids
 * @json: a writer expecting a value
 *
 * Writes the figures as one JSON object: `placements`, `cells`,
 * `per_shape` (object by shape id), `singles`, `single_share`,
 * `forbid_violations`, `repeat_size`, `repeat_windows` and, when the layer
 * was computed, `density_histogram` (list by value).
 */
void        pf_map_stats_write_json    (const PfMapStats          *stats,
                                        const PfTileset           *tileset,
                                        PfJson                    *json);

/**
 * pf_map_repetition:
 * @grid: a completely covered grid
 * @orientations: the orientations of the grid's tile set
 * @max_size: the largest window side to look for, 1..%PF_MAP_REPEAT_MAX
 * @n_repeated: (out) (optional): window positions of side @max_size whose
 *   content occurs at another position
 *
 * Returns: the repetition measure, capped at @max_size
 */
guint       pf_map_repetition          (const PfMapGrid           *grid,
                                        const PfShapeOrientations *orientations,
                                        guint                      max_size,
                                        guint64                   *n_repeated);

/**
 * pf_map_count_forbid_violations:
 * @grid: a completely covered grid
 * @tileset: its tile set
 *
 * Returns: pairs of distinct placements that touch along an edge and whose
 *   variants' terrains a forbid rule of @tileset keeps apart
 */
guint64     pf_map_count_forbid_violations (const PfMapGrid *grid,
                                            const PfTileset *tileset);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfMapStats, pf_map_stats_free)

G_END_DECLS

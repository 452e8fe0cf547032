/* pf-mapgen.h: the seeded "Perfect Tetris" map generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both modes fill a width x height grid so that every cell is covered by
 * exactly one placement, and both draw every random number from one
 * xoshiro256** stream (pf-random.h) seeded with the map's seed, so the same
 * tile set, size, mode and seed give the same map on every machine.
 *
 * classic: the write-up's algorithm. Cells are scanned row by row. At each
 *   scan position one non-single shape (uniform among shapes of weight > 0)
 *   is drawn with a random rotation (0 when it may not rotate); if its
 *   rotated matrix, top-left corner on the scan position, lies inside the map
 *   and all its filled cells are empty, it is placed. A second scan fills the
 *   holes with singles. Forbid rules are not consulted.
 *
 * packed: at each empty cell in reading order, up to `retries` shapes are
 *   drawn by weight (singles included) with a random allowed rotation; the
 *   first filled cell of the rotated matrix's top row is put on the empty
 *   cell. A draw is kept when it fits and one of its variants (tried from a
 *   random one on) has a terrain that no forbid rule bars next to the
 *   terrains it would touch. When all draws fail, a single is placed, again
 *   with a variant the forbid rules allow. Forbid rules are broken only when
 *   no single variant and no shape at all can go on that cell; the
 *   statistics report it (pf-map-stats.h).
 *
 * Variants are drawn uniformly. A single is a shape whose matrix is 1 x 1;
 * a tile set needs at least one.
 */
#pragma once

#include <glib.h>

#include "pf-map-grid.h"
#include "pf-map.h"
#include "pf-tileset.h"

G_BEGIN_DECLS

#define PF_MAPGEN_DEFAULT_RETRIES 6

/**
 * PfMapgenProgress:
 * @fraction: the share of rows done, 0..1
 * @user_data: closure data
 */
typedef void (*PfMapgenProgress) (double   fraction,
                                  gpointer user_data);

/**
 * PfMapgenOptions:
 * @mode: classic or packed
 * @seed: the seed
 * @retries: packed mode: shapes drawn at each empty cell before falling back
 *   to a single; 0 means %PF_MAPGEN_DEFAULT_RETRIES
 * @cancel: (nullable): generation stops with %PF_ERROR_CANCELLED once this
 *   becomes nonzero (read with g_atomic_int_get() once per row)
 * @progress: (nullable): called from the generating thread every few rows
 * @progress_data: data for @progress
 */
typedef struct
{
  PfMapMode         mode;
  guint64           seed;
  guint             retries;
  const gint       *cancel;
  PfMapgenProgress  progress;
  gpointer          progress_data;
} PfMapgenOptions;

typedef struct _PfMapgen PfMapgen;

/**
 * pf_mapgen_options_init:
 * @options: options to reset
 *
 * Sets packed mode, seed 0, default retries, no cancel flag or progress.
 */
void                       pf_mapgen_options_init     (PfMapgenOptions  *options);

/**
 * pf_mapgen_new:
 * @tileset: (transfer none): the tile set; it must outlive the generator and
 *   stay unchanged while the generator exists
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * Checks the tile set and prepares the generator's tables. It fails when the
 * tile set has no shape; a shape fails pf_shape_check(), is larger than
 * 56 x 56, has no variant or a negative or non-finite weight; there are more
 * than %PF_MAP_MAX_SHAPES shapes, %PF_MAP_MAX_VARIANTS variants of a shape or
 * 32 terrains named in forbid rules; or no single (1 x 1) shape exists to
 * fill holes.
 *
 * Returns: (transfer full) (nullable): the generator, or %NULL with @error set
 */
PfMapgen                  *pf_mapgen_new              (const PfTileset  *tileset,
                                                       GError          **error);
void                       pf_mapgen_free             (PfMapgen         *gen);

/**
 * pf_mapgen_get_orientations:
 * @gen: a generator
 *
 * Returns: (transfer none): the orientations of the generator's tile set
 */
const PfShapeOrientations *pf_mapgen_get_orientations (const PfMapgen   *gen);

/**
 * pf_mapgen_check_size:
 * @gen: a generator
 * @width: map columns
 * @height: map rows
 * @mode: the mode the map will use
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * Checks the size (1..%PF_MAP_MAX_SIDE per side) and that every shape the
 * mode may draw (weight above 0; in classic mode the non-single ones) fits
 * the map in at least one rotation it is allowed. pf_mapgen_run() does not
 * require this: a shape that never fits is simply never placed.
 *
 * Returns: %TRUE when every drawable shape can be placed
 */
gboolean                   pf_mapgen_check_size       (const PfMapgen   *gen,
                                                       guint             width,
                                                       guint             height,
                                                       PfMapMode         mode,
                                                       GError          **error);

/**
 * pf_mapgen_run:
 * @gen: a generator
 * @width: map columns, 1..%PF_MAP_MAX_SIDE
 * @height: map rows, 1..%PF_MAP_MAX_SIDE
 * @options: (nullable): options, or %NULL for the defaults
 * @error: return location for a #PF_ERROR_INVALID (size), #PF_ERROR_LIMIT
 *   (memory) or #PF_ERROR_CANCELLED error
 *
 * Generates a map. It is safe to run one generator from several threads.
 *
 * Returns: (transfer full) (nullable): a completely covered grid, or %NULL
 *   with @error set
 */
PfMapGrid                 *pf_mapgen_run              (const PfMapgen         *gen,
                                                       guint                   width,
                                                       guint                   height,
                                                       const PfMapgenOptions  *options,
                                                       GError                **error);

/**
 * pf_mapgen_refill:
 * @gen: a generator
 * @grid: a grid of the generator's tile set, as pf_map_grid_from_map()
 *   builds it: the placements it holds stay where they are
 * @options: (nullable): options, or %NULL for the defaults; the mode is
 *   always packed
 * @conflicts: (nullable) (element-type PfMapCell): where to append each
 *   cell that got a single against a forbid rule, because no variant of any
 *   shape could honour the rules there
 * @error: return location for a #PF_ERROR_LIMIT or #PF_ERROR_CANCELLED error
 *
 * Fills every empty cell of @grid as packed mode does, with the placements
 * it holds treated like those already made: nothing goes over them, and
 * the forbid rules hold against them on every side. Afterwards every cell
 * is covered exactly once; the new placements follow the kept ones in
 * @grid->placements. The same grid, options and seed give the same result.
 *
 * Returns: %TRUE when every cell is covered
 */
gboolean                   pf_mapgen_refill           (const PfMapgen         *gen,
                                                       PfMapGrid              *grid,
                                                       const PfMapgenOptions  *options,
                                                       GArray                 *conflicts,
                                                       GError                **error);

/**
 * pf_mapgen_generate:
 * @tileset: the tile set
 * @width: map columns
 * @height: map rows
 * @options: (nullable): options, or %NULL for the defaults
 * @error: return location for an error of pf_mapgen_new(),
 *   pf_mapgen_check_size() or pf_mapgen_run()
 *
 * Checks the tile set and the size and generates a map whose tile set id,
 * seed and mode are filled in and whose id is %NULL.
 *
 * Returns: (transfer full) (nullable): the map, or %NULL with @error set
 */
PfMap                     *pf_mapgen_generate         (const PfTileset        *tileset,
                                                       guint                   width,
                                                       guint                   height,
                                                       const PfMapgenOptions  *options,
                                                       GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfMapgen, pf_mapgen_free)

G_END_DECLS

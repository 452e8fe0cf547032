/* pf-tmx.h: export of maps to Tiled's TMX format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An export is three files side by side: BASE.tmx, the orthogonal map;
 * BASE.tsx, its tile set; and BASE-tiles.png, the tile set's image drawn
 * with Cairo. The TMX names the TSX, and the TSX the PNG, by file name only,
 * so the three can be moved together.
 *
 * Each tile of the TSX is one cell of one variant, in the variant's colour,
 * with a dark band on the sides where its shape's outline runs; a tile
 * carries the shape, variant and terrain as properties. The map has one
 * tile layer, "Terrain", and one object layer, "Placements": a polygon (or,
 * for a shape with a hole, a rectangle) per placement with the properties
 * shape, variant, rotation and, when given, density.
 */
#pragma once

#include <glib.h>

#include "pf-map-grid.h"
#include "pf-map.h"
#include "pf-tileset.h"

G_BEGIN_DECLS

#define PF_TMX_DEFAULT_TILE_SIZE 32

/**
 * PfTmxOptions:
 * @tile_size: tile side in pixels, 4..256; 0 means %PF_TMX_DEFAULT_TILE_SIZE
 * @density: (nullable): one value per placement, written as the "density"
 *   property of each object
 * @seed: written as a map property
 * @mode: written as a map property
 */
typedef struct
{
  guint         tile_size;
  const guint8 *density;
  guint64       seed;
  PfMapMode     mode;
} PfTmxOptions;

/**
 * pf_tmx_export:
 * @grid: a completely covered grid
 * @tileset: its tile set
 * @orientations: (nullable): the tile set's orientations, or %NULL
 * @options: (nullable): options, or %NULL for the defaults
 * @tmx_path: the TMX file; a ".tmx" ending is replaced to name the others
 * @error: return location for a #PF_ERROR_IO or #PF_ERROR_INVALID error
 *
 * Writes the TMX, the TSX and the tile image, atomically and together: all
 * three are flushed to disk under temporary names before any is renamed
 * into place, so a failed write changes none of them.
 *
 * Returns: %TRUE when all three files were written
 */
gboolean  pf_tmx_export          (const PfMapGrid           *grid,
                                  const PfTileset           *tileset,
                                  const PfShapeOrientations *orientations,
                                  const PfTmxOptions        *options,
                                  const char                *tmx_path,
                                  GError                   **error);

/**
 * pf_tmx_export_map:
 * @map: a map
 * @tileset: its tile set
 * @tmx_path: the TMX file
 * @error: return location for an error of pf_map_grid_from_map() or
 *   pf_tmx_export()
 *
 * Checks @map and exports it with the default tile size, its seed and mode.
 *
 * Returns: %TRUE when all three files were written
 */
gboolean  pf_tmx_export_map      (const PfMap               *map,
                                  const PfTileset           *tileset,
                                  const char                *tmx_path,
                                  GError                   **error);

/**
 * pf_tmx_sibling_paths:
 * @tmx_path: the TMX file
 * @tsx_path: (out) (optional) (transfer full): the TSX beside it
 * @png_path: (out) (optional) (transfer full): the tile image beside it
 */
void      pf_tmx_sibling_paths   (const char                *tmx_path,
                                  char                     **tsx_path,
                                  char                     **png_path);

G_END_DECLS

/* pf-tmx.h: export of maps to Tiled's TMX format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An export is three files side by side: BASE.tmx, the orthogonal map;
 * BASE.tsx, its tile set; and BASE-tiles.png, the tile set's image drawn
 * with Cairo. The TMX names the TSX, and the TSX the PNG, by file name only,
 * so the three can be moved together.
 *
 * The TSX's tiles are the cells the map uses: one per variant and outline
 * (the sides of the cell its shape's outline runs along) for a variant in
 * its colour, with a dark band on those sides; one per variant, turn and
 * cell of the shape for a variant with an image, which shows the part of
 * the image over that cell. The last row of the image is filled with
 * further tiles, so the TSX declares exactly the tiles its image holds.
 * Each tile carries its shape, variant, terrain and outline as properties,
 * and the tile set's terrain kinds are a Wang set of Tiled's corner type.
 *
 * The map has one tile layer, "Terrain" (CSV, or base64 of zlib-compressed
 * little-endian 32-bit tile ids), and unless left out an object layer,
 * "Placements": a polygon (or, for a shape with a hole, a rectangle) per
 * placement with the properties shape, variant, rotation, terrain and, when
 * given, density.
 */
#pragma once

#include <glib.h>

#include "pf-map-grid.h"
#include "pf-map.h"
#include "pf-tileset.h"

G_BEGIN_DECLS

#define PF_TMX_DEFAULT_TILE_SIZE 32

/* Tiled 1.8 runs out of memory converting the object layer of a
 * 1024 x 1024 map to JSON (`tiled --export-map json`, its default export):
 * the CLI and the app leave the layer out of maps larger than this unless
 * asked for it. */
#define PF_TMX_OBJECTS_MAX_SIDE  512
#define PF_TMX_OBJECTS_MAX_CELLS ((guint64) PF_TMX_OBJECTS_MAX_SIDE * PF_TMX_OBJECTS_MAX_SIDE)

/**
 * PfTmxLayerFormat:
 * @PF_TMX_LAYER_CSV: comma-separated tile ids, one line per row
 * @PF_TMX_LAYER_BASE64_ZLIB: base64 of the zlib-compressed ids
 */
typedef enum
{
  PF_TMX_LAYER_CSV,
  PF_TMX_LAYER_BASE64_ZLIB,
} PfTmxLayerFormat;

/**
 * PfTmxOptions:
 * @tile_size: tile side in pixels, 4..256; 0 means %PF_TMX_DEFAULT_TILE_SIZE
 * @density: (nullable): one value per placement, written as the "density"
 *   property of each object
 * @seed: written as a map property
 * @mode: written as a map property
 * @layer_format: how the tile layer is written
 * @no_objects: leave the object layer of placements out
 * @image_dir: (nullable): the folder that relative variant image paths
 *   start from (the project file's), or %NULL for the current folder
 */
typedef struct
{
  guint             tile_size;
  const guint8     *density;
  guint64           seed;
  PfMapMode         mode;
  PfTmxLayerFormat  layer_format;
  gboolean          no_objects;
  const char       *image_dir;
} PfTmxOptions;

/**
 * pf_tmx_layer_format_from_string:
 * @text: "csv" or "base64-zlib"
 * @format: (out): the format
 *
 * Returns: %FALSE when @text names no format
 */
gboolean  pf_tmx_layer_format_from_string (const char       *text,
                                           PfTmxLayerFormat *format);

/**
 * pf_tmx_export:
 * @grid: a grid
 * @tileset: its tile set
 * @orientations: (nullable): the tile set's orientations, or %NULL
 * @options: (nullable): options, or %NULL for the defaults
 * @tmx_path: the TMX file; a ".tmx" ending is replaced to name the others
 * @error: return location for a #PF_ERROR_IO or #PF_ERROR_INVALID error; a
 *   map with empty cells (a draft, SPEC §5) is refused with a
 *   #PF_ERROR_INVALID error saying how many cells are empty
 *
 * Writes the TMX, the TSX and the tile image, atomically and together: all
 * three are flushed to disk under temporary names before any is renamed
 * into place, so a failed write changes none of them. The tile image and
 * the TSX are renamed first and the TMX last, so a TMX on disk refers to
 * complete files.
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
 * @options: (nullable): options, or %NULL for the defaults; the seed and
 *   mode written are @map's
 * @tmx_path: the TMX file
 * @error: return location for an error of pf_map_grid_from_map() or
 *   pf_tmx_export()
 *
 * Checks @map and exports it.
 *
 * Returns: %TRUE when all three files were written
 */
gboolean  pf_tmx_export_map      (const PfMap               *map,
                                  const PfTileset           *tileset,
                                  const PfTmxOptions        *options,
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

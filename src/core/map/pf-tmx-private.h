/* pf-tmx-private.h: the tile atlas of a TMX export, shared by the atlas and the writers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "pf-atomic-file.h"
#include "pf-map-grid.h"
#include "pf-tmx.h"

G_BEGIN_DECLS

/* Tiles per row of the atlas image */
#define PF_TMX_ATLAS_COLUMNS 16

/* The largest variant image read: a file of 16 MiB, 4096 pixels on a side
 * (a shape of 16 cells across at the largest tile size, 256 pixels). */
#define PF_TMX_MAX_IMAGE_BYTES (16 * 1024 * 1024)
#define PF_TMX_MAX_IMAGE_SIDE  4096

typedef enum
{
  PF_TMX_TILE_COLOUR,   /* a cell in the variant's colour, outlined on @edges */
  PF_TMX_TILE_IMAGE,    /* the piece of the variant's image under one cell, turned */
  PF_TMX_TILE_BLANK,    /* transparent, filling the atlas's last row */
} PfTmxTileKind;

typedef struct
{
  PfTmxTileKind kind;
  guint         variant;    /* among all the tile set's variants */
  guint         shape;
  guint         rotation;   /* image tiles */
  guint         source;     /* image tiles: the cell in the shape's own matrix */
  guint         edges;      /* the outline sides of the cell */
} PfTmxTile;

/**
 * PfTmxAtlas:
 *
 * The tiles of an export, in atlas order: for each variant the map uses,
 * its tiles; then, to fill the last row of the image, tiles of the
 * variants in colour that the map does not use, and blank ones only when
 * there are none left. So the TSX declares exactly the tiles its image
 * holds, and every one of them can be painted with.
 */
typedef struct
{
  const PfTileset           *tileset;
  const PfShapeOrientations *orientations;
  guint                      tile_size;
  guint                      n_variants;
  guint                     *first_variant;   /* per shape */
  guint                     *variant_shape;   /* per variant */
  cairo_surface_t          **images;          /* per variant, or NULL */
  GArray                    *tiles;           /* PfTmxTile, by tile id */
  gint32                   **cell_tiles;      /* per variant * 4 + rotation: the tile id of
                                                 each cell of the rotated matrix, or NULL */
  guint                      columns;
  guint                      rows;
} PfTmxAtlas;

/**
 * pf_tmx_atlas_new:
 * @grid: a completely covered grid
 * @tileset: its tile set
 * @orientations: the tile set's orientations
 * @tile_size: pixels
 * @image_dir: (nullable): the folder that relative variant image paths start from
 * @error: return location for a #PF_ERROR_IO error naming a variant image
 *   that cannot be read, or a #PF_ERROR_INVALID error when the image would
 *   be too large
 *
 * Returns: (transfer full) (nullable): the atlas of the tiles @grid uses
 */
PfTmxAtlas *pf_tmx_atlas_new          (const PfMapGrid           *grid,
                                       const PfTileset           *tileset,
                                       const PfShapeOrientations *orientations,
                                       guint                      tile_size,
                                       const char                *image_dir,
                                       GError                   **error);
void        pf_tmx_atlas_free         (PfTmxAtlas                *atlas);

/**
 * pf_tmx_atlas_cell_tile:
 * @grid: the grid the atlas was made for
 * @x: a column
 * @y: a row
 *
 * Returns: the tile id (from 0) drawn on cell (@x, @y)
 */
guint       pf_tmx_atlas_cell_tile    (const PfTmxAtlas          *atlas,
                                       const PfMapGrid           *grid,
                                       guint                      x,
                                       guint                      y);

/**
 * pf_tmx_atlas_write_image:
 * @out: the PNG file being written
 *
 * Draws every tile of the atlas with Cairo and writes the PNG. A failure
 * marks @out.
 *
 * Returns: %TRUE on success
 */
gboolean    pf_tmx_atlas_write_image  (const PfTmxAtlas          *atlas,
                                       PfAtomicFile              *out);

/**
 * pf_tmx_read_variant_image:
 * @image: the variant's image path, as the project gives it
 * @image_dir: (nullable): the project's folder, or %NULL for the current one
 * @error: return location for a #PF_ERROR_INVALID error (a path that is
 *   absolute, holds "..", or leads out of @image_dir through a symbolic
 *   link; a file that is not a PNG, or whose data is damaged), a
 *   #PF_ERROR_IO error (a missing file; not a regular file) or a
 *   #PF_ERROR_LIMIT error (over %PF_TMX_MAX_IMAGE_BYTES or
 *   %PF_TMX_MAX_IMAGE_SIDE), each naming @image
 *
 * Reads a variant's image from inside the project's folder: a regular file,
 * opened without blocking, checked for its size and PNG header before it
 * is decoded.
 *
 * Returns: (transfer full) (nullable): the image, or %NULL
 */
cairo_surface_t *pf_tmx_read_variant_image (const char  *image,
                                            const char  *image_dir,
                                            GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTmxAtlas, pf_tmx_atlas_free)

G_END_DECLS

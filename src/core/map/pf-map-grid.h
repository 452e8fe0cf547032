/* pf-map-grid.h: the compact cell grid behind generated and loaded maps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A PfMapGrid is a map's placements in 8 bytes each plus one 32-bit owner per
 * cell. The generator fills it directly; statistics, rendering helpers and the
 * TMX exporter read it. pf_map_grid_to_map() and pf_map_grid_from_map() convert
 * to and from the project model's PfMap.
 */
#pragma once

#include <glib.h>

#include "pf-map.h"
#include "pf-shape-rotation.h"
#include "pf-tileset.h"

G_BEGIN_DECLS

/* Largest map side the generator and the grid accept, as in project files */
#define PF_MAP_MAX_SIDE 4096

/* Shape indices must fit in 14 bits, variant indices in 16 */
#define PF_MAP_MAX_SHAPES   16384
#define PF_MAP_MAX_VARIANTS 65536

/**
 * PfGridPlacement:
 * @pos: the top-left cell of the rotated matrix, as y * width + x
 * @orient: shape index * 4 + rotation
 * @variant: variant index within the shape
 */
typedef struct
{
  guint32 pos;
  guint16 orient;
  guint16 variant;
} PfGridPlacement;

/**
 * PfMapCell:
 * @x: a column
 * @y: a row
 */
typedef struct
{
  guint32 x;
  guint32 y;
} PfMapCell;

/**
 * PfMapGrid:
 * @width: columns
 * @height: rows
 * @owner: @width * @height entries, row by row: 1 + the index of the
 *   placement covering the cell, or 0 for a cell not covered (while a grid
 *   is being filled, or in a draft map, SPEC §5)
 * @placements: @n_placements entries, with room for @n_allocated: one per
 *   cell, the most a map can hold. Large arrays are reserved address space
 *   that costs memory only where it is written.
 */
typedef struct
{
  guint            width;
  guint            height;
  guint32         *owner;
  PfGridPlacement *placements;
  gsize            n_placements;
  gsize            n_allocated;
} PfMapGrid;

/**
 * pf_map_grid_new:
 * @width: columns, 1..%PF_MAP_MAX_SIDE
 * @height: rows, 1..%PF_MAP_MAX_SIDE
 * @error: return location for a #PF_ERROR_INVALID error (size out of range)
 *   or a #PF_ERROR_LIMIT error (out of memory)
 *
 * Large grids ask the kernel for transparent huge pages where it offers
 * them, which makes the first write to each cell far cheaper.
 *
 * Returns: (transfer full) (nullable): an empty grid, or %NULL with @error set
 */
PfMapGrid *pf_map_grid_new       (guint             width,
                                  guint             height,
                                  GError          **error);
void       pf_map_grid_free      (PfMapGrid        *grid);

/**
 * pf_map_grid_copy:
 * @grid: a grid
 * @error: return location for a #PF_ERROR_LIMIT error (out of memory)
 *
 * Returns: (transfer full) (nullable): a grid of the same size with the same
 *   placements and owners, for a worker that must not share @grid
 */
PfMapGrid *pf_map_grid_copy      (const PfMapGrid  *grid,
                                  GError          **error);

/**
 * pf_map_grid_owner:
 * @grid: a grid
 * @x: a column below @grid->width
 * @y: a row below @grid->height
 *
 * Returns: the index of the placement covering (@x, @y), or %G_MAXUINT32
 *   when the cell is empty
 */
static inline guint32
pf_map_grid_owner (const PfMapGrid *grid,
                   guint            x,
                   guint            y)
{
  return grid->owner[(gsize) y * grid->width + x] - 1;
}

/**
 * pf_map_grid_from_map:
 * @map: a map
 * @tileset: the map's tile set
 * @orientations: (nullable): the tile set's orientations, or %NULL
 * @error: return location for a #PF_ERROR_SEMANTIC error
 *
 * Builds the grid of @map and checks it: shape, variant and rotation indices
 * in range, no rotation of a shape that may not rotate, every placement
 * inside the map, no cell covered twice. A cell no placement covers stays
 * empty: a map with empty cells is a draft (SPEC §5). Messages name the
 * placement's line when it has one.
 *
 * Returns: (transfer full) (nullable): the grid, or %NULL with @error set
 */
PfMapGrid *pf_map_grid_from_map  (const PfMap               *map,
                                  const PfTileset           *tileset,
                                  const PfShapeOrientations *orientations,
                                  GError                   **error);

/**
 * pf_map_grid_count_empty:
 * @grid: a grid
 *
 * Returns: how many cells of @grid no placement covers
 */
guint64    pf_map_grid_count_empty (const PfMapGrid *grid);

/**
 * pf_map_grid_check_exportable:
 * @grid: a grid
 * @error: return location for a #PF_ERROR_INVALID error naming how many
 *   cells are empty
 *
 * The one rule of every export (TMX, PNG): a draft map, with empty cells,
 * loads and saves but is not exported (SPEC §5).
 *
 * Returns: %TRUE when every cell of @grid is covered
 */
gboolean   pf_map_grid_check_exportable (const PfMapGrid  *grid,
                                         GError          **error);

/**
 * pf_map_grid_to_map:
 * @grid: a grid
 * @map: the map to fill
 *
 * Replaces the size and placements of @map with those of @grid.
 */
void       pf_map_grid_to_map    (const PfMapGrid  *grid,
                                  PfMap            *map);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfMapGrid, pf_map_grid_free)

G_END_DECLS

/* pf-map-edit.h: a kept map edited by hand, and filled around what the designer placed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules of SPEC §5, "Hand and procedure together". Each works on a map
 * whose placements lie inside it and cover no cell twice, as every map the
 * project loads does, and leaves it so. Each either makes its whole change
 * or, refused with an error, changes nothing. A placement's cells are those
 * of its shape's matrix turned by its rotation (pf-shape-rotation.h).
 *
 * - stamp: a shape, variant and rotation at a cell, locked; the placements
 *   it overlaps are removed, and their other cells become empty;
 * - erase: every placement with a cell in a rectangle, its cells left empty;
 * - lock and unlock: the flag on every placement with a cell in a rectangle;
 * - refill: every empty cell filled by the packed generator from a seed, the
 *   forbid rules honoured against the placements kept too; with "all",
 *   every unlocked placement is removed first. Locked placements never move.
 *
 * A map with empty cells is a draft: it loads and saves, and the TMX export
 * refuses it.
 */
#pragma once

#include <glib.h>

#include "pf-map-grid.h"
#include "pf-map.h"
#include "pf-mapgen.h"
#include "pf-tileset.h"

G_BEGIN_DECLS

/**
 * PfMapRect:
 * @x: left column
 * @y: top row
 * @width: columns, at least 1
 * @height: rows, at least 1
 *
 * A rectangle of cells. The part of it on the map counts; a rectangle with
 * no cell on the map is refused.
 */
typedef struct
{
  gint x;
  gint y;
  gint width;
  gint height;
} PfMapRect;

/**
 * pf_map_stamp:
 * @map: a map of @tileset
 * @tileset: its tile set
 * @shape: the id of a shape of @tileset
 * @variant: the id of one of its variants
 * @rotation: quarter turns clockwise, 0..3; 0 for a shape that may not rotate
 * @x: the left column of the turned matrix
 * @y: its top row
 * @n_removed: (out) (optional): how many placements the stamp removed
 * @error: return location for a #PF_ERROR_INVALID error: an unknown shape or
 *   variant, a rotation the shape may not take, a stamp that leaves the map
 *
 * Places the shape as a locked placement, after the others. Every placement
 * with a cell under it is removed; its other cells become empty.
 *
 * Returns: %TRUE when the stamp was made
 */
gboolean pf_map_stamp      (PfMap           *map,
                            const PfTileset *tileset,
                            const char      *shape,
                            const char      *variant,
                            guint            rotation,
                            gint             x,
                            gint             y,
                            guint           *n_removed,
                            GError         **error);

/**
 * pf_map_erase:
 * @map: a map of @tileset
 * @tileset: its tile set
 * @rect: the rectangle
 * @n_erased: (out) (optional): how many placements were removed
 * @error: return location for a #PF_ERROR_INVALID error: a rectangle with
 *   no cell on the map
 *
 * Removes every placement, locked or not, with a cell in @rect.
 *
 * Returns: %TRUE unless the rectangle was refused
 */
gboolean pf_map_erase      (PfMap           *map,
                            const PfTileset *tileset,
                            const PfMapRect *rect,
                            guint           *n_erased,
                            GError         **error);

/**
 * pf_map_set_locked:
 * @map: a map of @tileset
 * @tileset: its tile set
 * @rect: the rectangle
 * @locked: %TRUE to lock, %FALSE to unlock
 * @n_changed: (out) (optional): how many placements changed
 * @error: return location for a #PF_ERROR_INVALID error: a rectangle with
 *   no cell on the map
 *
 * Locks or unlocks every placement with a cell in @rect.
 *
 * Returns: %TRUE unless the rectangle was refused
 */
gboolean pf_map_set_locked (PfMap           *map,
                            const PfTileset *tileset,
                            const PfMapRect *rect,
                            gboolean         locked,
                            guint           *n_changed,
                            GError         **error);

/**
 * PfMapRefillOptions:
 * @all: first remove every placement that is not locked
 * @seed: the seed of the packed generator
 * @cancel: (nullable): as #PfMapgenOptions.cancel
 * @progress: (nullable): as #PfMapgenOptions.progress
 * @progress_data: data for @progress
 */
typedef struct
{
  gboolean          all;
  guint64           seed;
  const gint       *cancel;
  PfMapgenProgress  progress;
  gpointer          progress_data;
} PfMapRefillOptions;

/**
 * pf_map_refill:
 * @map: a map of @tileset
 * @tileset: its tile set
 * @options: how to refill
 * @conflicts: (out) (optional) (transfer full) (element-type PfMapCell): the
 *   cells where no variant could honour a forbid rule, each given a single
 *   anyway, in reading order
 * @error: return location for a #PF_ERROR_INVALID error (a tile set the
 *   generator cannot use, pf_mapgen_new()), a #PF_ERROR_SEMANTIC error (a
 *   placement that leaves the map or covers a cell twice), #PF_ERROR_LIMIT
 *   or #PF_ERROR_CANCELLED
 *
 * Fills every empty cell with pf_mapgen_refill(): the placements kept stay
 * first, in their order and with their flags; the new ones follow, unlocked.
 * Afterwards every cell is covered exactly once. The map's own seed and
 * mode stay as they are.
 *
 * Returns: %TRUE when the map was refilled
 */
gboolean pf_map_refill     (PfMap                    *map,
                            const PfTileset          *tileset,
                            const PfMapRefillOptions *options,
                            GArray                  **conflicts,
                            GError                  **error);

/**
 * pf_map_regenerate:
 * @map: a map of @tileset
 * @tileset: its tile set
 * @width: columns of the map made
 * @height: rows of the map made
 * @mode: the generator's mode while no placement is kept
 * @options: the seed, cancel flag and progress (@options->all is not read)
 * @conflicts: (out) (optional) (transfer full) (element-type PfMapCell): as
 *   pf_map_refill()'s; empty without a placement kept
 * @error: return location for an error of pf_map_refill() or
 *   pf_mapgen_run()
 *
 * @map generated again at @width x @height from @options->seed around what
 * the designer locked: its locked placements that lie wholly inside the new
 * size stay where they are, in their order, and the packed generator fills
 * the rest, as pf_map_refill() with all does. Without a locked placement
 * kept it is a new map of @mode, as pf_mapgen_run() makes it. The map made
 * has @map's id and tile set, the size, the seed and @mode.
 *
 * Returns: (transfer full) (nullable): the map made
 */
PfMap   *pf_map_regenerate (const PfMap              *map,
                            const PfTileset          *tileset,
                            guint                     width,
                            guint                     height,
                            PfMapMode                 mode,
                            const PfMapRefillOptions *options,
                            GArray                  **conflicts,
                            GError                  **error);

/**
 * pf_map_count_locked:
 * @map: a map
 *
 * Returns: how many of @map's placements are locked
 */
guint    pf_map_count_locked (const PfMap *map);

/**
 * pf_map_same_placements:
 * @a: a map
 * @b: another map
 *
 * Returns: %TRUE when both have the same placements (shape, variant,
 *   rotation, position and flag) in the same order, whatever lines they
 *   were read from
 */
gboolean pf_map_same_placements (const PfMap *a,
                                 const PfMap *b);

G_END_DECLS

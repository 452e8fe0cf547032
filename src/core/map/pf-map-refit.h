/* pf-map-refit.h: keeping a map whole when its tile set is edited
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-map.h"
#include "pf-tileset.h"

G_BEGIN_DECLS

/**
 * pf_map_refit:
 * @map: a map of @old
 * @old: the tile set as it was
 * @edited: the tile set as it becomes
 * @refilled: (out): set to %TRUE when cells of the map were filled again
 * @locks_lost: (out) (optional): how many locked placements were taken away
 *   with their shapes
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * The placements @map needs with @edited instead of @old. Placements follow
 * their shapes and variants by id, so deleting or moving one keeps the map.
 * Placements whose shape changed its cells (or may no longer turn as it
 * lies), or whose shape or variant went away, are taken away, and their
 * cells filled again from the map's seed around the rest, which keep their
 * places and locks (pf_map_refill()); only a map that cannot be refilled so
 * is generated again from its own size, seed and mode.
 *
 * Returns: (transfer full) (nullable): the refitted map; %NULL with @error
 *   unset when @map fits @edited unchanged, and %NULL with the generator's
 *   @error set when it cannot be generated again
 */
PfMap *pf_map_refit (const PfMap      *map,
                     const PfTileset  *old,
                     const PfTileset  *edited,
                     gboolean         *refilled,
                     guint            *locks_lost,
                     GError          **error);

G_END_DECLS

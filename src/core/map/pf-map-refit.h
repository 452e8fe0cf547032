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
 * @regenerated: (out): set to %TRUE when the map had to be generated again
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * The placements @map needs with @edited instead of @old. Placements follow
 * their shapes and variants by id, so deleting or moving one keeps the map;
 * a map they no longer cover (a shape changed, went away or may no longer
 * rotate) is generated again from its own size, seed and mode.
 *
 * Returns: (transfer full) (nullable): the refitted map; %NULL with @error
 *   unset when @map fits @edited unchanged, and %NULL with @error set when
 *   it cannot be generated again
 */
PfMap *pf_map_refit (const PfMap      *map,
                     const PfTileset  *old,
                     const PfTileset  *edited,
                     gboolean         *regenerated,
                     GError          **error);

G_END_DECLS

/* pf-map-vanished.h: variants that forbid rules kept off a map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A forbid rule can leave a variant almost nowhere to go: when its terrain
 * may not touch the terrains every other tile uses, the packed generator
 * passes it over at every cell and the variant silently disappears from the
 * map. This names such variants so the designer hears about it.
 */
#pragma once

#include <glib.h>

#include "pf-map-grid.h"
#include "pf-tileset.h"

G_BEGIN_DECLS

/**
 * pf_map_vanished_variants:
 * @grid: a grid of @tileset's map
 * @tileset: its tile set
 *
 * Finds every variant that has no placement in @grid although its shape has
 * many (8 per variant of the shape, so that chance alone does not explain
 * it), while a forbid rule names the variant's terrain, and says so in one
 * sentence each: the variant, its shape, and the terrains the rules keep it
 * from (for example “Variant “Lava” of shape “O” has no placement: forbid
 * rules keep lava from grass.”).
 *
 * Returns: (transfer full) (element-type utf8): the sentences, empty when
 *   no variant vanished
 */
GPtrArray *pf_map_vanished_variants (const PfMapGrid *grid,
                                     const PfTileset *tileset);

G_END_DECLS

/* pf-tri-layout-key.h: a level's layout as bytes, for hash tables of identical levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

/**
 * pf_tri_level_layout_key:
 * @level: a level
 *
 * The level's walls, goals and blocks in a canonical form: the blocks in a
 * fixed order, without their source lines. Two levels have equal keys
 * exactly when pf_tri_level_same_layout() says they are identical,
 * so the keys suit g_bytes_hash() and g_bytes_equal() in a #GHashTable
 * (duplicate detection, a cache of drawings). Ids, titles and figures are
 * not part of the key. A level with its blocks slid elsewhere has another
 * layout key: pf_tri_level_component_key() (pf-tri-same-puzzle.h) is the
 * key of the puzzle.
 *
 * Returns: (transfer full): the key
 */
GBytes *pf_tri_level_layout_key (const PfTriLevel *level);

/**
 * pf_tri_level_ordered_key:
 * @level: a level
 *
 * The layout key with the blocks in the level's own order: equal keys mean
 * the same walls, goals and blocks, block for block, so that block indices
 * (a finding's "Block 4", a deletion) mean the same in both levels.
 *
 * Returns: (transfer full): the key
 */
GBytes *pf_tri_level_ordered_key (const PfTriLevel *level);

G_END_DECLS

/* pf-tri-layout.h: random wall and goal layouts ("GL")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

/**
 * PfTriLayoutParams:
 * @seed: the seed; the same seed and parameters give the same layout
 * @area: the target number of floor triangles (clamped to 8..480)
 * @compactness: 0..1; 0 grows ragged floor, 1 fills in round shapes
 * @keys: how many key blocks, 1..4
 */
typedef struct
{
  guint64 seed;
  guint   area;
  double  compactness;
  guint   keys;
} PfTriLayoutParams;

void        pf_tri_layout_params_init (PfTriLayoutParams *params);

/**
 * pf_tri_layout_generate:
 * @params: the parameters
 * @id: the new level's id
 * @error: return location for a #PF_ERROR_LIMIT error when the keys
 *   cannot be placed
 *
 * Places each key block and a goal region of the key's shape further
 * along its band, opens the floor between them, then grows the floor by
 * turning random wall triangles next to it into floor, preferring those
 * with more floor neighbours as @compactness grows. Key paths never
 * cross, so every key can reach its goal: the level is solvable.
 *
 * Returns: (transfer full) (nullable): the level (no figures), or %NULL
 */
PfTriLevel *pf_tri_layout_generate (const PfTriLayoutParams  *params,
                                    const char               *id,
                                    GError                  **error);

G_END_DECLS

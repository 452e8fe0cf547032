/* pf-tri-farthest.h: the hardest start positions of a level's blocks, for the generators
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-rules.h"

G_BEGIN_DECLS

/**
 * pf_tri_farthest:
 * @rules: a compiled level
 * @start: a valid state of @rules
 * @max_states: the state budget, or 0 for none
 * @cancellable: (nullable): cancels the search from another thread
 * @states: (out caller-allocates) (array length=n_states): for each
 *   distance d to the goal below @n_states, the first state at distance d
 *   in the order the forward search met them
 * @path: (out caller-allocates) (array length=n_states) (nullable): one
 *   optimal solution from the hardest start, path[i] being the state after
 *   i moves and path[max_distance] solved, cut at @n_states
 * @n_states: the room in @states and @path
 * @max_distance: (out): the largest distance to the goal of a reachable
 *   state, or -1 when no solved state is reachable
 * @reachable: (out): the states of the component
 * @error: return location for a #PF_ERROR_LIMIT error when the component
 *   is larger than @max_states, a #PF_ERROR_NO_MEMORY error when it does
 *   not fit in the free memory, or %G_IO_ERROR_CANCELLED
 *
 * The distances of pf_tri_analyze() (SPEC §2.6) and nothing else, found a
 * faster way for the generators, which score thousands of small levels:
 * the forward search keeps every move as an edge between state numbers,
 * and the distances come from a breadth-first search over those edges
 * reversed, so no predecessor is ever generated. It costs about 8 bytes
 * per move more than the analysis.
 *
 * The state at @max_distance is the hardest start position of @rules'
 * blocks in @start's component.
 *
 * Returns: %TRUE on success
 */
gboolean pf_tri_farthest (const PfTriRules  *rules,
                          guint64            start,
                          guint64            max_states,
                          GCancellable      *cancellable,
                          guint64           *states,
                          guint64           *path,
                          guint              n_states,
                          gint              *max_distance,
                          guint64           *reachable,
                          GError           **error);

G_END_DECLS

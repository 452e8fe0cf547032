/* pf-tri-component.h: the states reachable from a start, visited in breadth-first order
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-rules.h"

G_BEGIN_DECLS

/**
 * PfTriVisitFunc:
 * @state: a state met for the first time
 * @depth: the fewest moves from the start to it
 * @user_data: closure data
 *
 * Returns: %FALSE to end the walk there
 */
typedef gboolean (*PfTriVisitFunc) (guint64  state,
                                    guint    depth,
                                    gpointer user_data);

/**
 * pf_tri_component_walk:
 * @rules: a compiled level
 * @start: a valid state of @rules
 * @max_depth: how many moves from @start to go at most, or %G_MAXUINT
 *   for the whole component
 * @max_states: the state budget, or 0 for none
 * @cancellable: (nullable): cancels the walk from another thread
 * @visit: (scope call): called once for each state, @start first, in
 *   breadth-first order, as the state is met
 * @user_data: data for @visit
 * @error: return location for a #PF_ERROR_LIMIT error when more than
 *   @max_states states are met, a %G_IO_ERROR_CANCELLED error or a
 *   #PF_ERROR_NO_MEMORY error
 *
 * A breadth-first search over moves (SPEC §2.4) from @start, on the
 * calling thread, for the small searches that want to see each state: the
 * same-puzzle test, the explanation of a level. It keeps 8 to 19 bytes per
 * state met. Thread-safe: @rules is only read.
 *
 * Returns: %TRUE when the walk ended: every state within @max_depth was
 *   visited, or @visit asked to stop
 */
gboolean pf_tri_component_walk (const PfTriRules  *rules,
                                guint64            start,
                                guint              max_depth,
                                guint64            max_states,
                                GCancellable      *cancellable,
                                PfTriVisitFunc     visit,
                                gpointer           user_data,
                                GError           **error);

G_END_DECLS

/* pf-studio-pack-solve.h: solving and analysing a pack's levels in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

/**
 * PfStudioPackSolvedFunc:
 * @source: the object that started the work
 * @level: a copy of one level as it was when the work began, with the
 *   solver's figures (unknown ones stay negative)
 * @gave_up: whether the solver or its analysis ran out of states
 * @done: how many levels are done, this one included
 * @total: how many levels there are
 * @user_data: the data given to pf_studio_pack_solve_async()
 *
 * Called in the main context after each level, while @source is alive.
 */
typedef void (*PfStudioPackSolvedFunc)   (GObject          *source,
                                          const PfTriLevel *level,
                                          gboolean          gave_up,
                                          guint             done,
                                          guint             total,
                                          gpointer          user_data);

/**
 * PfStudioPackProgressFunc:
 * @source: the object that started the work
 * @done: how many levels are done
 * @total: how many there are
 * @explored: states the solver has visited in the level under way
 * @user_data: the data given to pf_studio_pack_solve_async()
 *
 * Called in the main context a few times a second while a level is under
 * way, while @source is alive.
 */
typedef void (*PfStudioPackProgressFunc) (GObject          *source,
                                          guint             done,
                                          guint             total,
                                          guint64           explored,
                                          gpointer          user_data);

/**
 * pf_studio_pack_solve_async:
 * @source: the object the work is for
 * @levels: (transfer full) (element-type PfTriLevel): copies of the levels
 * @max_states: the state budget of each search
 * @cancellable: (nullable): stops the work between two levels or inside one
 * @solved: (nullable) (scope notified): called after each level
 * @progress: (nullable) (scope notified): called while a level is under way
 * @callback: called when every level is done, or the work was cancelled
 * @user_data: data for the three callbacks
 *
 * Solves each level and analyses its whole state space, one level after
 * the other, in a worker thread.
 */
void     pf_studio_pack_solve_async  (GObject                  *source,
                                      GPtrArray                *levels,
                                      guint64                   max_states,
                                      GCancellable             *cancellable,
                                      PfStudioPackSolvedFunc    solved,
                                      PfStudioPackProgressFunc  progress,
                                      GAsyncReadyCallback       callback,
                                      gpointer                  user_data);

/* Returns: %TRUE when every level was done; %FALSE with a %G_IO_ERROR_CANCELLED error */
gboolean pf_studio_pack_solve_finish (GObject                  *source,
                                      GAsyncResult             *result,
                                      GError                  **error);

G_END_DECLS

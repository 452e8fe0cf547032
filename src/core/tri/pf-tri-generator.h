/* pf-tri-generator.h: harder triangle levels by seeded, parallel mutation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-solver.h"

G_BEGIN_DECLS

/**
 * PfTriGenProgressFunc:
 * @round: rounds done so far
 * @best_moves: the optimal move count of the best level so far
 * @user_data: closure data
 *
 * Called from the calling thread after each round.
 */
typedef void (*PfTriGenProgressFunc) (guint    round,
                                      gint     best_moves,
                                      gpointer user_data);

/**
 * PfTriGenParams:
 * @seed: the seed; the same seed and parameters give the same level
 * @trials: mutations tried per round (at least 1)
 * @rounds: rounds to run, or the most to run when @min_moves is set
 * @min_moves: stop as soon as the best level needs this many moves; 0 for
 *   no target
 * @threads: worker threads, 0 for one per core; the result does not
 *   depend on it
 * @max_states: solver budget per trial; a trial over it is dropped
 * @cancellable: (nullable): stops between rounds and trials
 * @progress: (nullable): called after each round
 * @user_data: its data
 */
typedef struct
{
  guint64               seed;
  guint                 trials;
  guint                 rounds;
  gint                  min_moves;
  guint                 threads;
  guint64               max_states;
  GCancellable         *cancellable;
  PfTriGenProgressFunc  progress;
  gpointer              user_data;
} PfTriGenParams;

void        pf_tri_gen_params_init (PfTriGenParams *params);

/**
 * pf_tri_generate:
 * @source: a valid level; its walls, goals and key blocks are kept
 * @params: the parameters
 * @solution: (out) (optional) (transfer full): the solution of the result
 * @error: return location for a #PF_ERROR_INVALID error when @source is not
 *   a valid level, or %G_IO_ERROR_CANCELLED
 *
 * Each round mutates the current level @trials times (adding, removing,
 * moving or resizing a few non-key blocks), solves every mutation, and
 * keeps the hardest (most moves, then most steps, then the lowest trial
 * number) when it is harder than the current level. Each trial draws
 * from its own stream, pf_random_split (seed, round * trials + trial), so
 * the output is the same for any thread count.
 *
 * Returns: (transfer full) (nullable): the hardest level found (a copy of
 *   @source when no mutation was harder), with its figures set from the
 *   solver, or %NULL with @error set
 */
PfTriLevel *pf_tri_generate (const PfTriLevel      *source,
                             const PfTriGenParams  *params,
                             PfTriSolution        **solution,
                             GError               **error);

G_END_DECLS

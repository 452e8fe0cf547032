/* pf-tri-pack-builder.h: a pack of new levels along a difficulty curve
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-generator.h"

G_BEGIN_DECLS

/**
 * PfTriPackTarget:
 * @index: the target's number k, 0-based
 * @moves: the optimal move count it aims at
 * @low: the fewest moves accepted
 * @high: the most moves accepted
 * @level: (nullable): the level found for it, with every figure set
 * @seconds: when it was found, in seconds since the start
 */
typedef struct
{
  guint       index;
  gint        moves;
  gint        low;
  gint        high;
  PfTriLevel *level;
  double      seconds;
} PfTriPackTarget;

/**
 * PfTriPackReportFunc:
 * @target: the target being searched for, or just found (@target->level set)
 * @progress: (nullable): where the search for it stands, or %NULL when the
 *   call announces a result
 * @user_data: closure data
 *
 * Called from the calling thread: with @progress a few times a second,
 * and once with %NULL progress when a target is found.
 */
typedef void (*PfTriPackReportFunc) (const PfTriPackTarget  *target,
                                     const PfTriGenProgress *progress,
                                     gpointer                user_data);

/**
 * PfTriPackParams:
 * @count: how many levels, at least 1
 * @min_moves: the first target, A (at least 1)
 * @max_moves: the last target, B (at least @min_moves)
 * @seed: the seed; the same seed and parameters give the same levels
 * @threads: worker threads, 0 for one per core
 * @max_states: the largest state budget of a trial
 * @ideas: the generator's ideas
 * @max_seconds: stop after this long, 0 for no limit
 * @cancellable: (nullable): stops the run; what was found is kept
 * @report: (nullable): called with the progress and each level found
 * @user_data: its data
 */
typedef struct
{
  guint                count;
  gint                 min_moves;
  gint                 max_moves;
  guint64              seed;
  guint                threads;
  guint64              max_states;
  PfTriGenIdeas        ideas;
  double               max_seconds;
  GCancellable        *cancellable;
  PfTriPackReportFunc  report;
  gpointer             user_data;
} PfTriPackParams;

/**
 * pf_tri_pack_params_init:
 * @params: the parameters to fill in
 *
 * One level from 1 to 30 moves, seed 1, one thread per core, the
 * generator's default budget and ideas, no time limit.
 */
void pf_tri_pack_params_init (PfTriPackParams *params);

/**
 * pf_tri_pack_target_moves:
 * @count: the number of levels N
 * @min_moves: A
 * @max_moves: B
 * @k: the level's number, 0..N-1
 * @low: (out) (optional): the fewest moves accepted, `target - max (1, 10 %)`
 *   rounded up
 * @high: (out) (optional): the most moves accepted, rounded down
 *
 * SPEC §7: level k aims at `A + (B − A) · k / (N − 1)` moves, rounded
 * (halves up), and is accepted within ± max (1, 10 %) of that.
 *
 * Returns: the target
 */
gint pf_tri_pack_target_moves (guint  count,
                               gint   min_moves,
                               gint   max_moves,
                               guint  k,
                               gint  *low,
                               gint  *high);

/**
 * PfTriPackResult:
 * @targets: (element-type PfTriPackTarget): every target, in order
 * @levels: (element-type PfTriLevel): the levels found, ordered by moves
 *   (borrowed from @targets)
 * @stopped: %TRUE when the run was cancelled or ran out of time before
 *   every target was found
 */
typedef struct
{
  GPtrArray *targets;
  GPtrArray *levels;
  gboolean   stopped;
} PfTriPackResult;

void pf_tri_pack_result_free (PfTriPackResult *result);

/**
 * pf_tri_build_pack:
 * @sources: (element-type PfTriLevel): the levels to mutate, at least one
 * @exclude: (element-type PfTriLevel) (nullable): levels the new ones must
 *   not be the same puzzle as (SPEC §2.8), such as the pack's
 * @params: the parameters
 * @error: return location for a #PF_ERROR_INVALID error naming the bad
 *   parameter or the invalid source level
 *
 * Builds @params->count new levels along the curve of
 * pf_tri_pack_target_moves() with the mutation generator (SPEC §7
 * `build-pack`). Targets are searched for in order; each starts from the
 * source whose optimal moves are the most not above the target (the
 * easiest source when none is), and takes the first trial that reaches
 * the target's range: its hardest start when that is in range, else a
 * start of that trial's blocks exactly the target's moves from the goal.
 * No level is the same puzzle as another or as one of @exclude (the
 * component budget is @params->max_states), the levels carry their figures
 * from the real solver and analysis, and have no id or title of their own
 * yet (see pf_project_fresh_name()).
 *
 * Stopping (@params->cancellable, @params->max_seconds) keeps the levels
 * found.
 *
 * Returns: (transfer full) (nullable): the result, or %NULL with @error set
 */
PfTriPackResult *pf_tri_build_pack (GPtrArray              *sources,
                                    GPtrArray              *exclude,
                                    const PfTriPackParams  *params,
                                    GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriPackResult, pf_tri_pack_result_free)

G_END_DECLS

/* pf-tri-pack-builder.h: a pack of new levels along a difficulty curve
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-generator.h"
#include "pf-tri-pack-curve.h"

G_BEGIN_DECLS

/**
 * PfTriPackTarget:
 * @index: the target's number k, 0-based
 * @moves: the optimal move count it aims at
 * @low: the fewest moves accepted
 * @high: the most moves accepted
 * @rest: whether it is a rest level of the steps curve
 * @level: (nullable): the level found for it, with every figure set
 * @seconds: when it was found, in seconds since the start
 */
typedef struct
{
  guint       index;
  gint        moves;
  gint        low;
  gint        high;
  gboolean    rest;
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
 * @curve: the shape of the curve from A to B
 * @minimal: accept only levels with no redundant block (SPEC §2.6); a
 *   level found with some loses them, one at a time, first
 * @unique: accept only levels with one optimal solution
 * @min_narrow: accept only levels with at least this many narrow steps
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
  PfTriPackCurve       curve;
  gboolean             minimal;
  gboolean             unique;
  guint                min_narrow;
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
 * One level from 1 to 30 moves on the straight line, no constraint, seed
 * 1, one thread per core, the generator's default budget and ideas, no
 * time limit.
 */
void pf_tri_pack_params_init (PfTriPackParams *params);

/**
 * PfTriPackResult:
 * @targets: (element-type PfTriPackTarget): every target, in order
 * @levels: (element-type PfTriLevel): the levels found (borrowed from
 *   @targets), ordered by moves, or for the steps curve in the order of
 *   their targets
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
 * pf_tri_pack_curve_target() with the mutation generator (SPEC §7
 * `build-pack`). Targets are searched for in order; each starts from the
 * source whose optimal moves are the most not above the target (the
 * easiest source when none is), and takes the first trial that reaches
 * the target's range and meets the constraints: its hardest start when
 * that is in range, else a start of that trial's blocks exactly the
 * target's moves from the goal. With a constraint, each such level is
 * explained (pf_tri_explain()) on the worker thread that scored it; with
 * @params->minimal, its redundant blocks are taken away first, one at a
 * time, which keeps its optimal moves.
 * No level is the same puzzle as another or as one of @exclude (the
 * component budget is @params->max_states), the levels carry their figures
 * from the real solver and analysis, and have no id or title of their own
 * yet (see pf_project_fresh_name()).
 *
 * With @params->max_seconds, each target is searched for at most its share
 * of the time left (the time left over the targets not yet tried), so a
 * target that a constraint makes hard leaves time for the others; the
 * targets missed are searched for again, on other seeds, with the time
 * left at the end. Stopping (@params->cancellable, @params->max_seconds)
 * keeps the levels found.
 *
 * Returns: (transfer full) (nullable): the result, or %NULL with @error set
 */
PfTriPackResult *pf_tri_build_pack (GPtrArray              *sources,
                                    GPtrArray              *exclude,
                                    const PfTriPackParams  *params,
                                    GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriPackResult, pf_tri_pack_result_free)

G_END_DECLS

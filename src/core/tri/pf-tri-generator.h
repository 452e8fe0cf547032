/* pf-tri-generator.h: harder triangle levels by seeded, parallel mutation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-analysis.h"
#include "pf-tri-measure.h"
#include "pf-tri-mutation.h"
#include "pf-tri-solver.h"

G_BEGIN_DECLS

/**
 * PfTriGenIdeas:
 * @PF_TRI_GEN_FARTHEST: score a mutation by analysing its whole reachable
 *   component and start it from the state farthest from the goal (the
 *   hardest start of those blocks), instead of solving it where it stands
 * @PF_TRI_GEN_SIDEWAYS: accept a mutation as hard as the current level, so
 *   the search drifts along a plateau
 * @PF_TRI_GEN_COMPACT: with @PF_TRI_GEN_SIDEWAYS, a sideways step must not
 *   grow the reachable component, so the drift goes towards tighter levels,
 *   which are harder to improve on by chance and quicker to score
 * @PF_TRI_GEN_ANNEAL: now and then accept a mutation up to six moves
 *   easier (two with @PF_TRI_GEN_WALLS), more often the longer the search
 *   is stuck (e^-drop at its most). In the designer's room, a jam that
 *   cuts the key off from part of the room makes a level of another kind,
 *   whose hardest start is often several moves easier at first
 *   (bench/README.md, "Where the key starts")
 * @PF_TRI_GEN_RESTARTS: when the search is stuck, restart from one of the
 *   best levels found so far
 * @PF_TRI_GEN_WALLS: mutate walls and goals as well as blocks
 * @PF_TRI_GEN_LAYOUTS: with @PF_TRI_GEN_WALLS, some restarts begin from a
 *   fresh room of the layout generator, filled with random blocks
 * @PF_TRI_GEN_ADAPTIVE_BUDGET: a trial's state budget follows the size of
 *   the best level so far instead of the fixed maximum
 * @PF_TRI_GEN_FRESH: when a walk has not improved for long (restarts
 *   included), start a new one with a pool of its own and half as much
 *   patience again; the best level is kept. The new walk starts from the
 *   best level with about half its blocks taken away
 *   (pf_tri_draft_ruin()), or with @PF_TRI_GEN_WALLS from the source. One
 *   walk can sink into a basin that restarts from its own best levels
 *   never leave, and another, on other random draws, often does not
 * @PF_TRI_GEN_KEY_SLIDES: one trial in eight puts a key elsewhere on its
 *   band, past what stands in its way (pf_tri_draft_slide_key()), instead
 *   of editing the other blocks, and is scored within the current level's
 *   states. A level whose blocks are jammed around the key can grow by the
 *   key starting behind the jam. Not in the default set: walks from a
 *   designer's level end lower with it, even when it only starts once a
 *   walk has stalled (bench/README.md, "Key slides")
 * @PF_TRI_GEN_SCOUTS: the run begins with five walks from the source of
 *   1,200 trials each (restarts within them, no fresh walks), then goes on
 *   from the best level they found. A first walk that sinks into a low
 *   basin no longer holds the whole run. Not in the default set until it
 *   is measured from every start (bench/README.md, "Scouts")
 * @PF_TRI_GEN_REMEMBER: a trial that draws a draft scored before (the
 *   same blocks in the same order) takes its remembered score, when its
 *   budget would not change it, instead of analysing it again. The levels
 *   are the same with it or without; it only saves time
 * @PF_TRI_GEN_OBSTRUCT: one trial in four puts a block on the floor an
 *   optimal solution of the walk's level passes over
 *   (pf_tri_draft_obstruct()), so that the solution must go around it
 *
 * Ways the generator escapes plateaus or saves time, as switches so that
 * each one's contribution can be measured.
 */
typedef enum
{
  PF_TRI_GEN_FARTHEST        = 1 << 0,
  PF_TRI_GEN_SIDEWAYS        = 1 << 1,
  PF_TRI_GEN_ANNEAL          = 1 << 2,
  PF_TRI_GEN_RESTARTS        = 1 << 3,
  PF_TRI_GEN_WALLS           = 1 << 4,
  PF_TRI_GEN_LAYOUTS         = 1 << 5,
  PF_TRI_GEN_ADAPTIVE_BUDGET = 1 << 6,
  PF_TRI_GEN_COMPACT         = 1 << 7,
  PF_TRI_GEN_FRESH           = 1 << 8,
  PF_TRI_GEN_KEY_SLIDES      = 1 << 9,
  PF_TRI_GEN_SCOUTS          = 1 << 10,
  PF_TRI_GEN_REMEMBER        = 1 << 11,
  PF_TRI_GEN_OBSTRUCT        = 1 << 12,
} PfTriGenIdeas;

#define PF_TRI_GEN_IDEAS_ALL   ((PfTriGenIdeas) 0x1fff)

/* The ideas that keep the source's walls and goals. */
#define PF_TRI_GEN_IDEAS_DEFAULT \
  (PF_TRI_GEN_FARTHEST | PF_TRI_GEN_SIDEWAYS | PF_TRI_GEN_COMPACT | PF_TRI_GEN_ANNEAL | \
   PF_TRI_GEN_RESTARTS | PF_TRI_GEN_ADAPTIVE_BUDGET | PF_TRI_GEN_FRESH | PF_TRI_GEN_REMEMBER)

/**
 * PfTriGenProgress:
 * @trials: trials scored so far
 * @total: the most trials the run will make (@rounds × @trials)
 * @round: @trials / the trials per round
 * @best_moves: the optimal move count of the best level so far
 * @best: (nullable): the best level so far, with its moves and reachable
 *   states (the other figures unknown); valid during the call only
 * @candidates: how many candidates were offered so far
 * @elapsed: seconds since the start
 */
typedef struct
{
  guint64           trials;
  guint64           total;
  guint             round;
  gint              best_moves;
  const PfTriLevel *best;
  guint             candidates;
  double            elapsed;
} PfTriGenProgress;

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
 * PfTriGenReportFunc:
 * @progress: where the run stands
 * @user_data: closure data
 *
 * Called from the calling thread a few times a second and whenever the
 * best level improves.
 */
typedef void (*PfTriGenReportFunc)   (const PfTriGenProgress *progress,
                                      gpointer                user_data);

/**
 * PfTriGenCandidateFunc:
 * @candidate: a new level, with every figure set (moves, steps,
 *   difficulty, reachable states, …), or once the caller has stopped the
 *   search only the moves and reachable states it found; valid during the
 *   call only (copy it to keep it)
 * @user_data: closure data
 *
 * Called from the calling thread for each candidate, in the order the
 * search found them.
 */
typedef void (*PfTriGenCandidateFunc) (const PfTriLevel *candidate,
                                       gpointer          user_data);

/**
 * PfTriGenTrial:
 * @index: the trial's number
 * @draft: the level the trial scored, its blocks where the mutation left
 *   them
 * @moves: the optimal moves of its hardest start (with
 *   %PF_TRI_GEN_FARTHEST) or of @draft itself; -1 when it was unsolvable
 *   or over its budget
 * @reachable: the states it explored
 * @states: (array length=n_states) (nullable): for each distance d to the
 *   goal, a state of @draft's rules at distance d
 * @n_states: the entries of @states: @moves + 1, or 0
 * @examined: (nullable): what the #PfTriGenExamineFunc returned for this
 *   trial, or %NULL; owned by the generator
 *
 * One scored trial, as given to a #PfTriGenExamineFunc and a
 * #PfTriGenTrialFunc.
 */
typedef struct
{
  guint64           index;
  const PfTriDraft *draft;
  gint              moves;
  guint64           reachable;
  const guint64    *states;
  guint             n_states;
  gpointer          examined;
} PfTriGenTrial;

/**
 * PfTriGenExamineFunc:
 * @trial: a scored trial (@trial->examined is %NULL)
 * @user_data: closure data
 *
 * Called for every trial from the worker thread that scored it, in no
 * particular order and with no lock held, so it may take as long as the
 * scoring did: the place for work on each trial that the search should
 * not wait for, such as explaining the level a trial gives. It must give
 * the same answer for the same trial, whatever the thread, so that the
 * levels do not depend on the thread count.
 *
 * Returns: (transfer full) (nullable): what to hand to the
 *   #PfTriGenTrialFunc as @trial->examined, freed with the
 *   @examined_free of #PfTriGenParams
 */
typedef gpointer (*PfTriGenExamineFunc) (const PfTriGenTrial *trial,
                                         gpointer             user_data);

/**
 * PfTriGenTrialFunc:
 * @trial: a scored trial
 * @user_data: closure data
 *
 * Called for every trial in trial order, from a worker thread, while the
 * search waits: it must be quick.
 *
 * Returns: %FALSE to end the run
 */
typedef gboolean (*PfTriGenTrialFunc) (const PfTriGenTrial *trial,
                                       gpointer             user_data);

/**
 * PfTriGenParams:
 * @seed: the seed; the same seed and parameters give the same levels, for
 *   any thread count
 * @trials: mutations in flight (at least 1); trial k mutates the level the
 *   search held once the trials before k - @trials were scored
 * @rounds: the run makes at most @rounds × @trials trials
 * @min_moves: stop as soon as the best level needs this many moves; 0 for
 *   no target
 * @max_moves: the hardest level the search walks to, 0 for no limit: a
 *   trial harder than this is still scored, examined and given to
 *   @on_trial, but never becomes the current level, the best level or a
 *   candidate, so that the search stays near a target
 * @threads: worker threads, 0 for one per core; the result does not
 *   depend on it
 * @max_states: the largest state budget of a trial; a trial over its
 *   budget is dropped
 * @ideas: the plateau-escaping ideas to use
 * @max_seconds: stop after this long, 0 for no limit (the result then
 *   depends on the speed of the machine)
 * @exclude: (nullable) (element-type PfTriLevel): levels no candidate, and
 *   no best level, may be the same puzzle as (SPEC §2.8), such as the pack's
 * @per_moves: at most this many candidates of each move count, 0 for none
 * @minimal: the candidates and the best level lose their redundant blocks
 *   (SPEC §2.6) before they are given, each keeping its moves; a candidate
 *   that then is the same puzzle as an earlier one or as a level of
 *   @exclude is left out. A stop leaves the level being made minimal as
 *   it was found.
 * @cancellable: (nullable): stops the run; what was found is kept
 * @progress: (nullable): called after each round
 * @report: (nullable): called with the progress
 * @candidate: (nullable): called for each candidate
 * @on_trial: (nullable): called for each scored trial
 * @examine: (nullable): called for each scored trial on its worker thread,
 *   before @on_trial
 * @examined_free: (nullable): frees what @examine returns
 * @user_data: data for the callbacks
 */
typedef struct
{
  guint64                seed;
  guint                  trials;
  guint                  rounds;
  gint                   min_moves;
  gint                   max_moves;
  guint                  threads;
  guint64                max_states;
  PfTriGenIdeas          ideas;
  double                 max_seconds;
  GPtrArray             *exclude;
  guint                  per_moves;
  gboolean               minimal;
  GCancellable          *cancellable;
  PfTriGenProgressFunc   progress;
  PfTriGenReportFunc     report;
  PfTriGenCandidateFunc  candidate;
  PfTriGenTrialFunc      on_trial;
  PfTriGenExamineFunc    examine;
  GDestroyNotify         examined_free;
  gpointer               user_data;
} PfTriGenParams;

/**
 * pf_tri_gen_params_init:
 * @params: the parameters to fill in
 *
 * Seed 1, 32 trials a round, 20 rounds, no move target, one thread per
 * core, a budget of 2 000 000 states, the ideas that pay
 * (%PF_TRI_GEN_IDEAS_DEFAULT), two candidates per move count.
 */
void        pf_tri_gen_params_init (PfTriGenParams *params);

/**
 * PfTriGenResult:
 * @best: (nullable): the hardest level found, with every figure set, or
 *   %NULL when no trial was solvable
 * @candidates: (element-type PfTriLevel): the candidates offered, in order
 * @trials: how many trials were scored
 * @remembered: how many of them took a remembered score
 *   (%PF_TRI_GEN_REMEMBER)
 * @stopped: %TRUE when the run was cancelled or ran out of time
 */
typedef struct
{
  PfTriLevel *best;
  GPtrArray  *candidates;
  guint64     trials;
  guint64     remembered;
  gboolean    stopped;
} PfTriGenResult;

void        pf_tri_gen_result_free (PfTriGenResult *result);

/**
 * pf_tri_gen_run:
 * @source: a valid level; its keys are kept, and its walls and goals too
 *   unless @params asks for %PF_TRI_GEN_WALLS
 * @params: the parameters
 * @error: return location for a #PF_ERROR_INVALID error when @source is not
 *   a valid level
 *
 * Mutates @source in a steady stream of trials (SPEC §2.7) on @params'
 * threads: each mutation adds, removes, moves or resizes a few non-key
 * blocks (and, if asked, edits walls and goals), is scored by the solver
 * or the analysis, and replaces the current level when it is harder (or,
 * with the plateau ideas, when the schedule accepts it). Trials are merged
 * in trial order, and trial k draws from its own stream,
 * pf_random_split (seed, k), so the levels do not depend on the thread
 * count or the speed of the machine; only @max_seconds and cancellation
 * do. No worker waits for a slow trial unless it is @trials trials
 * behind.
 *
 * A candidate is a level harder than @source (its own start, when its
 * figures say) and at least as hard as every earlier trial, not the same
 * puzzle (SPEC §2.8) as an earlier candidate or a level of @exclude, at
 * most @per_moves of each move count. The test enumerates a component
 * only when a trial's blocks lie on the bands of an earlier one's
 * (pf-tri-same-puzzle.h), with @max_states as its budget.
 *
 * Stopping (@cancellable, @max_seconds) keeps what was found: the result
 * holds the best level and the candidates so far. After @cancellable, the
 * levels not yet measured keep only the moves and reachable states the
 * search found, so that a stop does not wait for a large level's solve.
 *
 * Returns: (transfer full) (nullable): the result, or %NULL with @error set
 */
PfTriGenResult *pf_tri_gen_run (const PfTriLevel     *source,
                                const PfTriGenParams *params,
                                GError              **error);

/**
 * pf_tri_generate:
 * @source: a valid level
 * @params: the parameters
 * @solution: (out) (optional) (transfer full): the solution of the result
 * @error: return location for a #PF_ERROR_INVALID error when @source is not
 *   a valid level, or %G_IO_ERROR_CANCELLED
 *
 * Runs pf_tri_gen_run() and keeps only the best level.
 *
 * Returns: (transfer full) (nullable): the hardest level found (a copy of
 *   @source's puzzle when nothing solvable was found), with its figures
 *   set, or %NULL with @error set
 */
PfTriLevel *pf_tri_generate (const PfTriLevel      *source,
                             const PfTriGenParams  *params,
                             PfTriSolution        **solution,
                             GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriGenResult, pf_tri_gen_result_free)

G_END_DECLS

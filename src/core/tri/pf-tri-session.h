/* pf-tri-session.h: one level being played and analysed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-analysis.h"
#include "pf-tri-level.h"
#include "pf-tri-measure.h"
#include "pf-tri-rules.h"
#include "pf-tri-solver.h"

G_BEGIN_DECLS

#define PF_TYPE_TRI_SESSION (pf_tri_session_get_type ())

G_DECLARE_FINAL_TYPE (PfTriSession, pf_tri_session, PF, TRI_SESSION, GObject)

/**
 * PfTriSession:
 *
 * What a designer does with a level besides editing it: the position on
 * the board, the moves made to get there (a drag in progress included), and
 * the solver's and the analysis's results for the puzzle. A view shows a
 * session and asks it to move; the session says what changed through
 * #PfTriSession::changed.
 *
 * The session holds its own copy of the level. Given the level again after
 * an edit (pf_tri_session_set_level()), it keeps its position and results
 * while the puzzle is the same, and otherwise goes back to the start and
 * drops them, keeping the results of the last few puzzles aside, so an
 * undo or a return to an earlier level brings them back at once.
 *
 * Solving and analysing run in a worker thread (a #PfJob); its signals come
 * on the main context the analysis was started from; everything else is
 * quick and runs where it is called.
 */

PfTriSession        *pf_tri_session_new              (void);

/**
 * pf_tri_session_set_level:
 * @self: a session
 * @level: (nullable): the level, copied; %NULL for none
 *
 * Shows @level. When its walls, goals and blocks (in order) are those the
 * session has, the position, the moves and the results stay; otherwise
 * the position goes back to the start, a running analysis is cancelled, and
 * the results of this puzzle come back if the session kept them.
 */
void                 pf_tri_session_set_level        (PfTriSession     *self,
                                                      const PfTriLevel *level);
/* The session's copy of the level, or NULL. */
const PfTriLevel    *pf_tri_session_get_level        (PfTriSession     *self);

/* The level's rules, or NULL when it cannot be played; then the reason. */
const PfTriRules    *pf_tri_session_get_rules        (PfTriSession     *self);
const char          *pf_tri_session_get_rules_error  (PfTriSession     *self);

/* Position and play */

guint64              pf_tri_session_get_state        (PfTriSession     *self);
/* The moves made since the start (each undone move taken off). */
guint                pf_tri_session_get_move_count   (PfTriSession     *self);
/* Whether the position is solved. */
gboolean             pf_tri_session_is_solved        (PfTriSession     *self);
/* Whether the position is anything but the start with no moves. */
gboolean             pf_tri_session_has_moved        (PfTriSession     *self);

/**
 * pf_tri_session_play:
 * @self: a session
 * @move: a move
 *
 * Plays @move from the position (SPEC §2.4), as one move.
 *
 * Returns: %TRUE when the move was legal and made
 */
gboolean             pf_tri_session_play             (PfTriSession     *self,
                                                      const PfTriMove  *move);
/**
 * pf_tri_session_play_variant:
 * @self: a session
 * @move: (transfer floating): a `(uiu)` variant: the block, the direction
 *   (1 forward, -1 back) and the steps, as the views' play-move actions
 *   carry it; a floating reference is taken
 *
 * Plays @move as pf_tri_session_play() does; a variant of another type or
 * out of range is refused.
 *
 * Returns: %TRUE when the move was legal and made
 */
gboolean             pf_tri_session_play_variant     (PfTriSession     *self,
                                                      GVariant         *move);
/* Plays the next optimal move (pf_tri_session_plan()); FALSE when none is known. */
gboolean             pf_tri_session_step_forward     (PfTriSession     *self);
/* Takes the last move back; FALSE when there was none. */
gboolean             pf_tri_session_undo_move        (PfTriSession     *self);
/* Back to the start, with no moves. */
void                 pf_tri_session_restart          (PfTriSession     *self);

/**
 * pf_tri_session_drag:
 * @self: a session
 * @block: the block being dragged
 * @steps: how far from where the drag began, in steps along the block's
 *   forward direction (fractional)
 *
 * Moves @block, with the blocks it pushes, as far as it goes towards
 * @steps: whole steps change the position, and the part of the next step is
 * a slide (pf_tri_session_get_slide()) for a view to draw. The first call
 * begins the drag; pf_tri_session_end_drag() ends it.
 */
void                 pf_tri_session_drag             (PfTriSession     *self,
                                                      guint             block,
                                                      double            steps);
/**
 * pf_tri_session_end_drag:
 * @self: a session
 * @move: (out) (optional): the move the drag made, on the nearer whole step
 *
 * Ends the drag. The position goes back to where the drag began: the move
 * is the caller's to play (pf_tri_session_play()), so a drag and a scripted
 * move take one way.
 *
 * Returns: %TRUE when the drag made a move of at least one step
 */
gboolean             pf_tri_session_end_drag         (PfTriSession     *self,
                                                      PfTriMove        *move);
/* The block being dragged, or -1. */
int                  pf_tri_session_get_drag_block   (PfTriSession     *self);

/**
 * pf_tri_session_get_slide:
 * @self: a session
 * @dirs: (out) (optional): for each block, the direction it slides in (0
 *   when it stays); an array of %PF_TRI_MAX_BLOCKS owned by the session
 *
 * Returns: how far into the next step the dragged blocks are, 0..1
 */
double               pf_tri_session_get_slide        (PfTriSession     *self,
                                                      const gint8     **dirs);

/* The block covering @triangle in the position, or -1. */
int                  pf_tri_session_block_at         (PfTriSession     *self,
                                                      guint             triangle);

/* Solving and analysing */

/**
 * pf_tri_session_analyze:
 * @self: a session
 * @max_states: the state budget, or 0 for none
 *
 * Solves, analyses and explains the level in a worker thread. Progress comes as
 * #PfTriSession::progress, the end as #PfTriSession::analyzed. A level that
 * cannot be played, or an analysis already running, does nothing.
 */
void                 pf_tri_session_analyze          (PfTriSession     *self,
                                                      guint64           max_states);
void                 pf_tri_session_cancel           (PfTriSession     *self);

/**
 * pf_tri_session_set_live:
 * @self: a session
 * @max_states: the state budget of each analysis, or 0 for none at all
 *
 * Live figures (SPEC §2.8): every new layout given to the session is
 * analysed at once, within @max_states, the run before it cancelled. A
 * burst of edits costs at most the run under way and the last one. A
 * layout over the budget has no results, and pf_tri_session_get_problem()
 * says so.
 */
void                 pf_tri_session_set_live         (PfTriSession     *self,
                                                      guint64           max_states);

/* Why the layout has no results (over the live budget), or NULL. */
const char          *pf_tri_session_get_problem      (PfTriSession     *self);
gboolean             pf_tri_session_is_busy          (PfTriSession     *self);

/* The results for the puzzle, or NULL. The analysis can be missing when the
 * component was over the budget while the solver still found a solution. */
const PfTriSolution *pf_tri_session_get_solution     (PfTriSession     *self);
const PfTriAnalysis *pf_tri_session_get_analysis     (PfTriSession     *self);
/* The explanation (SPEC §2.6) when the analysis finished, or NULL. */
const PfTriExplanation *pf_tri_session_get_explanation (PfTriSession  *self);

/**
 * pf_tri_session_get_measure:
 * @self: a session
 *
 * Everything the last analysis found for the puzzle, as
 * pf_tri_level_findings() takes it.
 *
 * Returns: (transfer none) (nullable): the results, or %NULL when there are
 *   none for the puzzle
 */
const PfTriMeasure  *pf_tri_session_get_measure      (PfTriSession     *self);

/**
 * pf_tri_session_get_figures:
 * @self: a session
 * @figures: (out): the figures of the results
 *
 * Returns: %TRUE when the session has results to give figures from
 */
gboolean             pf_tri_session_get_figures      (PfTriSession     *self,
                                                      PfTriFigures     *figures);

/**
 * pf_tri_session_plan:
 * @self: a session
 * @moves: (out caller-allocates) (array length=max): the moves
 * @max: how many at most
 *
 * The optimal moves from the position: the solution's own when the position
 * is on its path, else down the analysis's distances (fewest steps first).
 *
 * Returns: how many moves were written
 */
guint                pf_tri_session_plan             (PfTriSession     *self,
                                                      PfTriMove        *moves,
                                                      guint             max);

/* How many moves of the reported solution lead to the position, when it is
 * on the solution's path; else -1. */
gint                 pf_tri_session_get_solution_step (PfTriSession   *self);

/* The position's distance from the goal, or -1 when unknown or unreachable. */
gint                 pf_tri_session_get_distance     (PfTriSession     *self);

G_END_DECLS

/* pf-studio-solve-record.h: what a level's solver figures were before an edit reset them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-project.h"

G_BEGIN_DECLS

/**
 * PfStudioSolveStatus:
 * @PF_STUDIO_SOLVE_SOLVED: the cached figures hold an optimal solution
 * @PF_STUDIO_SOLVE_UNSOLVABLE: the solver proved that no solution exists
 * @PF_STUDIO_SOLVE_STALE: the level had figures, and an edit reset them
 * @PF_STUDIO_SOLVE_NOT_SOLVED: the level has had no figures yet
 * @PF_STUDIO_SOLVE_TOO_LARGE: the solver gave up on this very puzzle
 * @PF_STUDIO_SOLVE_DRAFT: a draft: no key block or no goal yet, so there
 *   is nothing to solve (pf_tri_level_is_draft())
 *
 * The solved-check status of a level, as the pack page shows it.
 */
typedef enum
{
  PF_STUDIO_SOLVE_SOLVED,
  PF_STUDIO_SOLVE_UNSOLVABLE,
  PF_STUDIO_SOLVE_STALE,
  PF_STUDIO_SOLVE_NOT_SOLVED,
  PF_STUDIO_SOLVE_TOO_LARGE,
  PF_STUDIO_SOLVE_DRAFT,
} PfStudioSolveStatus;

typedef struct _PfStudioSolveRecord PfStudioSolveRecord;

PfStudioSolveRecord *pf_studio_solve_record_new         (void);
void                 pf_studio_solve_record_free        (PfStudioSolveRecord *self);

/**
 * pf_studio_solve_record_observe:
 * @self: a record
 * @level: a level of the project, which keeps its address across edits
 *
 * Notes @level's figures when it has some, so that when an edit resets
 * them the level is stale and its last figures can still be shown.
 */
void                 pf_studio_solve_record_observe     (PfStudioSolveRecord *self,
                                                         const PfTriLevel    *level);

/* Notes that the solver, or its analysis, gave up on @level's puzzle as it is now. */
void                 pf_studio_solve_record_gave_up     (PfStudioSolveRecord *self,
                                                         const PfTriLevel    *level);

/**
 * pf_studio_solve_record_status:
 * @self: a record
 * @level: a level
 * @shown: (out) (optional): the figures to show: the level's own, or for a
 *   stale level the last ones it had
 *
 * Returns: the level's solved-check status
 */
PfStudioSolveStatus  pf_studio_solve_record_status      (PfStudioSolveRecord *self,
                                                         const PfTriLevel    *level,
                                                         PfTriFigures        *shown);

/**
 * pf_studio_solve_record_needs_solving:
 * @self: a record
 * @level: a level
 *
 * Returns: %TRUE when re-solving would give @level figures it lacks: it is
 *   stale or was never solved, or its analysis is incomplete; not when the
 *   solver gave up on this puzzle before
 */
gboolean             pf_studio_solve_record_needs_solving (PfStudioSolveRecord *self,
                                                           const PfTriLevel    *level);

/**
 * pf_studio_solve_record_prune:
 * @self: a record
 * @project: the project
 *
 * Forgets the levels that are no longer in @project, so that a new level
 * at a freed address starts with a clean slate.
 */
void                 pf_studio_solve_record_prune       (PfStudioSolveRecord *self,
                                                         PfProject           *project);

/* The status as the page's column says it ("✓ Solved", "Stale", …). */
const char          *pf_studio_solve_status_label       (PfStudioSolveStatus  status);
/* A sentence that says what the status means, for a tooltip. */
const char          *pf_studio_solve_status_explain     (PfStudioSolveStatus  status);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfStudioSolveRecord, pf_studio_solve_record_free)

G_END_DECLS

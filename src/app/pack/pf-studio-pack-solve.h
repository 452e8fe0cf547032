/* pf-studio-pack-solve.h: solving and analysing a pack's levels in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-studio-job.h"
#include "pf-tri-level.h"

G_BEGIN_DECLS

/**
 * PfStudioPackSolveReport:
 * @level: (nullable): a level done: a copy of it as it was when the work
 *   began, with the solver's figures (unknown ones stay negative); %NULL
 *   for progress within a level
 * @gave_up: with @level, whether the solver or its analysis ran out of states
 * @done: how many levels are done, @level included
 * @total: how many levels there are
 * @explored: for progress, the states visited in the level under way
 *
 * What the job's report callback receives: every level done, and now and
 * then the progress of the one under way.
 */
typedef struct
{
  PfTriLevel *level;
  gboolean    gave_up;
  guint       done;
  guint       total;
  guint64     explored;
} PfStudioPackSolveReport;

/**
 * pf_studio_pack_solve:
 * @owner: (type GObject): the object the work is for
 * @levels: (transfer full) (element-type PfTriLevel): copies of the levels
 * @max_states: the state budget of each search
 * @report: called with each #PfStudioPackSolveReport
 * @done: called at the end, with no result: no error when every level was
 *   done, %G_IO_ERROR_CANCELLED after pf_studio_job_cancel()
 *
 * Solves each level and analyses its whole state space (pf_tri_measure()),
 * one level after the other, in a worker thread.
 *
 * Returns: (transfer full): the job
 */
PfStudioJob *pf_studio_pack_solve (gpointer               owner,
                                   GPtrArray             *levels,
                                   guint64                max_states,
                                   PfStudioJobReportFunc  report,
                                   PfStudioJobDoneFunc    done);

G_END_DECLS

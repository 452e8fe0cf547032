/* pf-studio-generation.h: one run of the mutation generator for Generate Levels, from the
 * window's settings to a worker thread and back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-job.h"
#include "pf-tri-generator.h"

G_BEGIN_DECLS

/**
 * PfStudioGenerationReport:
 * @progress: where the run stands (its @best is %NULL)
 * @best: (nullable): a copy of the best level so far, when it improved
 * @candidate: (nullable): a copy of a new candidate; then @progress is
 *   not set
 *
 * What the run sends back to the main loop, as #PfJob reports.
 */
typedef struct
{
  PfTriGenProgress  progress;
  PfTriLevel       *best;
  PfTriLevel       *candidate;
} PfStudioGenerationReport;

typedef struct _PfStudioGeneration PfStudioGeneration;

/**
 * pf_studio_generation_new:
 * @source: the level to mutate, copied
 * @params: the parameters, copied; the generation sets their callbacks,
 *   cancellable and excluded levels itself
 *
 * Returns: (transfer full): a run, to be given to pf_job_run() with
 *   pf_studio_generation_run() and pf_studio_generation_free()
 */
PfStudioGeneration *pf_studio_generation_new      (const PfTriLevel     *source,
                                                   const PfTriGenParams *params);
void                pf_studio_generation_free     (PfStudioGeneration   *generation);

/* No candidate may be the same puzzle as one of @levels (copied). */
void                pf_studio_generation_exclude  (PfStudioGeneration   *generation,
                                                   GPtrArray            *levels);

/**
 * pf_studio_generation_describe:
 * @generation: a run
 *
 * Returns: (transfer full): the run's settings in a sentence, for the
 *   notes of the levels it found: the source level, the seed, the trials
 *   and the move count aimed at
 */
char               *pf_studio_generation_describe (PfStudioGeneration   *generation);

/* The #PfJobFunc: pf_tri_gen_run() in the worker, with the progress, the
 * best level when it improves and each candidate reported as
 * #PfStudioGenerationReport; returns its #PfTriGenResult. */
gpointer            pf_studio_generation_run      (PfJob                *job,
                                                   gpointer              generation,
                                                   GCancellable         *cancellable,
                                                   GError              **error);

G_END_DECLS

/* pf-studio-generation.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The generator calls back from the calling thread, here the worker; each
 * call becomes a report that the job hands to the main loop in order.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-generate"

#include <glib/gi18n.h>

#include "pf-project-items.h"
#include "pf-studio-generation.h"

struct _PfStudioGeneration
{
  PfTriLevel     *source;
  GPtrArray      *exclude;    /* PfTriLevel copies */
  PfTriGenParams  params;
  PfJob          *job;
  gint            last_best;
};

/* Auxiliary methods */

static void
report_free (PfStudioGenerationReport *report)
{
  g_clear_pointer (&report->best, pf_tri_level_free);
  g_clear_pointer (&report->candidate, pf_tri_level_free);
  g_free (report);
}

/* Callbacks, in the worker */

static void
on_progress (const PfTriGenProgress *progress,
             gpointer                user_data)
{
  PfStudioGeneration *generation = user_data;
  PfStudioGenerationReport *report = g_new0 (PfStudioGenerationReport, 1);

  report->progress = *progress;
  report->progress.best = NULL;
  if (progress->best != NULL && progress->best_moves != generation->last_best)
    {
      report->best = pf_tri_level_copy (progress->best);
      generation->last_best = progress->best_moves;
    }
  pf_job_report (generation->job, report, (GDestroyNotify) report_free);
}

static void
on_candidate (const PfTriLevel *candidate,
              gpointer          user_data)
{
  PfStudioGeneration *generation = user_data;
  PfStudioGenerationReport *report = g_new0 (PfStudioGenerationReport, 1);

  report->candidate = pf_tri_level_copy (candidate);
  pf_job_report (generation->job, report, (GDestroyNotify) report_free);
}

/* Public API */

PfStudioGeneration *
pf_studio_generation_new (const PfTriLevel     *source,
                          const PfTriGenParams *params)
{
  PfStudioGeneration *generation = g_new0 (PfStudioGeneration, 1);

  g_return_val_if_fail (source != NULL && params != NULL, NULL);

  generation->source = pf_tri_level_copy (source);
  generation->exclude = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  generation->params = *params;
  generation->params.exclude = generation->exclude;
  generation->params.report = on_progress;
  generation->params.candidate = on_candidate;
  generation->params.user_data = generation;
  generation->last_best = G_MININT;
  return generation;
}

void
pf_studio_generation_free (PfStudioGeneration *generation)
{
  g_clear_pointer (&generation->source, pf_tri_level_free);
  g_clear_pointer (&generation->exclude, g_ptr_array_unref);
  g_free (generation);
}

void
pf_studio_generation_exclude (PfStudioGeneration *generation,
                              GPtrArray          *levels)
{
  for (guint i = 0; i < levels->len; i++)
    g_ptr_array_add (generation->exclude, pf_tri_level_copy (g_ptr_array_index (levels, i)));
}

char *
pf_studio_generation_describe (PfStudioGeneration *generation)
{
  const PfTriGenParams *params = &generation->params;
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, params->seed);
  GString *note = g_string_new (NULL);

  /* TRANSLATORS: a generated level's notes: the source level's title and id, the seed, the
   * trials at a time and the moves the search stopped at */
  g_string_printf (note, _("Generated from “%s” (%s) with seed %s, %u trials at a time, "
                           "stopping at %d moves"),
                   pf_item_get_title (PF_ITEM_LEVEL, generation->source), generation->source->id,
                   seed, params->trials, params->min_moves);
  if (params->ideas & PF_TRI_GEN_WALLS)
    g_string_append (note, _("; walls and goals changed too"));
  if (params->minimal)
    g_string_append (note, _("; blocks that did not matter taken away"));
  return g_string_free (note, FALSE);
}

gpointer
pf_studio_generation_run (PfJob         *job,
                          gpointer       data,
                          GCancellable  *cancellable,
                          GError       **error)
{
  PfStudioGeneration *generation = data;

  generation->job = job;
  generation->params.cancellable = cancellable;
  return pf_tri_gen_run (generation->source, &generation->params, error);
}

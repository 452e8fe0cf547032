/* pf-studio-pack-check.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A project caches each level's figures, not its explanation, so the pack
 * page alone knows no `redundant-block` finding. This explains the pack's
 * solved levels in the background, as `polyform check` does, and keeps
 * their findings for the session by puzzle: an edit gives a level a puzzle
 * of its own, and undo gives back one already explained.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include "pf-job.h"
#include "pf-studio-pack-check.h"
#include "pf-tri-findings.h"
#include "pf-tri-layout-key.h"
#include "pf-tri-measure.h"

struct _PfStudioPackCheck
{
  gpointer               owner;
  PfStudioPackCheckFunc  explained_func;
  GHashTable            *explained;   /* puzzle key → GPtrArray of PfTriFinding */
  PfJob                 *job;
  PfTriPack             *pack;        /* borrowed: the pack of the last start */
  gboolean               again;
};

typedef struct
{
  PfStudioPackCheck *check;     /* main context only */
  GPtrArray         *levels;    /* PfTriLevel*, copies */
  GPtrArray         *tags;      /* PfTriLevel*, the owner's, never read */
  GHashTable        *twins;     /* ordered key → GPtrArray of the owner's levels of that
                                 * puzzle after the first, explained with it; main context */
  gint64             started;   /* monotonic µs */
} Run;

typedef struct
{
  gpointer   tag;
  GBytes    *key;
  GPtrArray *findings;
} Report;

/* Auxiliary methods */

static void
run_free (Run *run)
{
  g_ptr_array_unref (run->levels);
  g_ptr_array_unref (run->tags);
  g_hash_table_unref (run->twins);
  g_free (run);
}

static void
report_free (Report *report)
{
  g_bytes_unref (report->key);
  g_ptr_array_unref (report->findings);
  g_free (report);
}

static gpointer
explain_in_worker (PfJob         *job,
                   gpointer       data,
                   GCancellable  *cancellable,
                   GError       **error)
{
  Run *run = data;
  PfTriMeasureOptions options;

  pf_tri_measure_options_init (&options);
  options.max_states = PF_STUDIO_PACK_CHECK_MAX_STATES;
  options.n_threads = 1;
  options.explain = TRUE;
  for (guint i = 0; i < run->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (run->levels, i);
      g_auto(PfTriMeasure) measure = { 0 };
      g_autoptr(GPtrArray) all = NULL;
      Report *report;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      /* Over the budget after all, the puzzle has nothing proven to
       * report, and is not explained again. */
      if (!pf_tri_measure_level (level, &options, cancellable, NULL, NULL, &measure, NULL) &&
          g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      report = g_new0 (Report, 1);
      report->tag = g_ptr_array_index (run->tags, i);
      report->key = pf_tri_level_ordered_key (level);
      report->findings = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_finding_free);
      all = pf_tri_level_findings (level, NULL, &measure);
      /* What only a measure tells, as `polyform check` reports it with the
       * same budget: the blocks that can go, and a level too large. */
      for (guint k = 0; k < all->len; k++)
        {
          const PfTriFinding *finding = g_ptr_array_index (all, k);

          if (finding->code == PF_TRI_FINDING_REDUNDANT_BLOCK ||
              finding->code == PF_TRI_FINDING_TOO_LARGE)
            g_ptr_array_add (report->findings, pf_tri_finding_copy (finding));
        }
      pf_job_report (job, report, (GDestroyNotify) report_free);
    }
  return NULL;
}

static void
on_report (gpointer  owner,
           PfJob    *job,
           gpointer  data)
{
  /* The check was set before the run, and the worker never writes it. */
  Run *run = pf_job_get_data (job);
  PfStudioPackCheck *self = run->check;
  Report *report = data;
  GPtrArray *twins = g_hash_table_lookup (run->twins, report->key);

  g_hash_table_replace (self->explained, g_bytes_ref (report->key),
                        g_ptr_array_ref (report->findings));
  self->explained_func (owner, report->tag);
  /* A copy of the level is the same puzzle, explained once: its row too. */
  for (guint i = 0; twins != NULL && i < twins->len; i++)
    self->explained_func (owner, g_ptr_array_index (twins, i));
}

static void
on_done (gpointer      owner,
         PfJob        *job,
         gpointer      result,
         const GError *error)
{
  Run *run = pf_job_get_data (job);
  PfStudioPackCheck *self = run->check;
  gboolean again = self->again && error == NULL;

  g_debug ("explained %u levels in %.2f s", run->levels->len,
           (g_get_monotonic_time () - run->started) / (double) G_USEC_PER_SEC);
  g_clear_object (&self->job);
  self->again = FALSE;
  if (again && self->pack != NULL)
    pf_studio_pack_check_start (self, self->pack);
}

/* Public API */

PfStudioPackCheck *
pf_studio_pack_check_new (gpointer               owner,
                          PfStudioPackCheckFunc  explained)
{
  PfStudioPackCheck *self = g_new0 (PfStudioPackCheck, 1);

  g_return_val_if_fail (G_IS_OBJECT (owner), NULL);
  g_return_val_if_fail (explained != NULL, NULL);

  self->owner = owner;
  self->explained_func = explained;
  self->explained = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                           (GDestroyNotify) g_bytes_unref,
                                           (GDestroyNotify) g_ptr_array_unref);
  return self;
}

void
pf_studio_pack_check_free (PfStudioPackCheck *self)
{
  if (self == NULL)
    return;
  pf_job_clear (&self->job);
  g_hash_table_unref (self->explained);
  g_free (self);
}

void
pf_studio_pack_check_start (PfStudioPackCheck *self,
                            PfTriPack         *pack)
{
  g_autoptr(GHashTable) seen = NULL;
  Run *run;

  g_return_if_fail (self != NULL && pack != NULL);

  self->pack = pack;
  if (self->job != NULL)
    {
      self->again = TRUE;
      return;
    }

  seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref,
                                NULL);
  run = g_new0 (Run, 1);
  run->check = self;
  run->levels = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  run->tags = g_ptr_array_new ();
  run->twins = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                      (GDestroyNotify) g_bytes_unref,
                                      (GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      GBytes *key;

      if (!pf_studio_pack_check_can_explain (level))
        continue;
      key = pf_tri_level_ordered_key (level);
      if (g_hash_table_contains (self->explained, key))
        {
          g_bytes_unref (key);
          continue;
        }
      if (g_hash_table_contains (seen, key))
        {
          GPtrArray *twins = g_hash_table_lookup (run->twins, key);

          if (twins == NULL)
            {
              twins = g_ptr_array_new ();
              g_hash_table_insert (run->twins, g_bytes_ref (key), twins);
            }
          g_ptr_array_add (twins, level);
          g_bytes_unref (key);
          continue;
        }
      g_hash_table_add (seen, key);
      g_ptr_array_add (run->levels, pf_tri_level_copy (level));
      g_ptr_array_add (run->tags, level);
    }
  if (run->levels->len == 0)
    {
      run_free (run);
      return;
    }
  run->started = g_get_monotonic_time ();
  self->job = pf_job_run (self->owner, explain_in_worker, run, (GDestroyNotify) run_free, NULL,
                          on_report, on_done);
}

void
pf_studio_pack_check_stop (PfStudioPackCheck *self)
{
  g_return_if_fail (self != NULL);

  pf_job_clear (&self->job);
  self->again = FALSE;
  self->pack = NULL;
}

gboolean
pf_studio_pack_check_can_explain (const PfTriLevel *level)
{
  g_return_val_if_fail (level != NULL, FALSE);

  return level->figures.moves >= 0 && level->figures.reachable >= 0 &&
         (guint64) level->figures.reachable <= PF_STUDIO_PACK_CHECK_MAX_STATES;
}

gboolean
pf_studio_pack_check_is_running (PfStudioPackCheck *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->job != NULL;
}

gboolean
pf_studio_pack_check_merge (PfStudioPackCheck *self,
                            const PfTriLevel  *level,
                            GPtrArray         *findings)
{
  g_autoptr(GBytes) key = NULL;
  GPtrArray *explained;

  g_return_val_if_fail (self != NULL && level != NULL && findings != NULL, FALSE);

  if (!pf_studio_pack_check_can_explain (level))
    return FALSE;
  key = pf_tri_level_ordered_key (level);
  explained = g_hash_table_lookup (self->explained, key);
  if (explained == NULL)
    return FALSE;
  pf_tri_findings_merge (findings, explained);
  return TRUE;
}

/* pf-studio-pack-minimal.c: the pack's blocks that can go, taken away in one step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `pack.make-minimal` makes every level of the pack that has blocks that
 * can go minimal (pf_tri_level_make_minimal()) in a worker thread, then
 * deletes those blocks from the document as one undo step, with the
 * figures of the levels as they end. A level edited meanwhile is left as
 * it is.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include <glib/gi18n.h>

#include "pf-document-level.h"
#include "pf-studio-pack-page-private.h"
#include "pf-tri-layout-key.h"
#include "pf-tri-measure.h"

typedef struct
{
  PfTriLevel *before;    /* a copy of the level as the work began */
  PfTriLevel *after;     /* the copy made minimal, with its figures */
  GArray     *deleted;   /* guint: the blocks taken away, in order */
} Minimal;

typedef struct
{
  guint done;
  guint total;
} Progress;

static void
minimal_free (Minimal *minimal)
{
  pf_tri_level_free (minimal->before);
  g_clear_pointer (&minimal->after, pf_tri_level_free);
  g_array_unref (minimal->deleted);
  g_free (minimal);
}

/* @a and @b alike block for block, in their order: the block indices of a
 * deletion mean the same in both. */
static gboolean
same_puzzle_in_order (const PfTriLevel *a,
                      const PfTriLevel *b)
{
  g_autoptr(GBytes) key_a = pf_tri_level_ordered_key (a);
  g_autoptr(GBytes) key_b = pf_tri_level_ordered_key (b);

  return g_bytes_equal (key_a, key_b);
}

static gpointer
make_minimal_in_worker (PfJob         *job,
                        gpointer       data,
                        GCancellable  *cancellable,
                        GError       **error)
{
  GPtrArray *levels = data;
  PfTriMeasureOptions options;

  pf_tri_measure_options_init (&options);
  options.max_states = PF_STUDIO_PACK_CHECK_MAX_STATES;
  options.n_threads = 0;
  for (guint i = 0; i < levels->len; i++)
    {
      Minimal *minimal = g_ptr_array_index (levels, i);
      g_auto(PfTriMeasure) measure = { 0 };
      Progress *progress;

      minimal->after = pf_tri_level_copy (minimal->before);
      if (!pf_tri_level_make_minimal (minimal->after, &options, cancellable, &measure,
                                      minimal->deleted, NULL))
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return NULL;
          /* Over the budget on the way: the level is left as it is. */
          g_array_set_size (minimal->deleted, 0);
        }
      minimal->after->figures = measure.figures;
      progress = g_new (Progress, 1);
      progress->done = i + 1;
      progress->total = levels->len;
      pf_job_report (job, progress, g_free);
    }
  return g_ptr_array_ref (levels);
}

static void
on_progress (gpointer  owner,
             PfJob    *job,
             gpointer  data)
{
  const Progress *progress = data;

  pf_studio_pack_page_show_progress (owner, progress->done, progress->total);
}

static void
on_made_minimal (gpointer      owner,
                 PfJob        *job,
                 gpointer      result,
                 const GError *error)
{
  PfStudioPackPage *self = owner;
  GPtrArray *levels = result;
  guint n_levels = 0, n_blocks = 0;
  g_autofree char *blocks = NULL, *text = NULL;
  gint64 started = g_get_monotonic_time ();

  g_clear_object (&self->solve_job);
  pf_studio_pack_page_queue_update_state (self);
  if (levels == NULL || self->pack == NULL)
    {
      pf_studio_pack_page_toast (self, _("Taking blocks away cancelled"), FALSE);
      return;
    }

  pf_document_begin_group (self->document, _("Take Away Blocks That Can Go"));
  for (guint i = 0; i < levels->len; i++)
    {
      Minimal *minimal = g_ptr_array_index (levels, i);
      PfTriLevel *level = pf_tri_pack_find_level (self->pack, minimal->before->id);
      g_autofree char *path = NULL;
      gboolean done = TRUE;

      if (minimal->deleted->len == 0 || level == NULL ||
          !same_puzzle_in_order (level, minimal->before))
        continue;
      path = pf_studio_pack_page_level_path (self, level);
      for (guint k = 0; k < minimal->deleted->len && done; k++)
        done = pf_document_level_delete_block (self->document, path,
                                               g_array_index (minimal->deleted, guint, k), NULL);
      if (!done)
        continue;
      pf_document_set_figures (self->document, path, &minimal->after->figures);
      n_levels++;
      n_blocks += minimal->deleted->len;
    }
  pf_document_end_group (self->document);
  g_debug ("took %u blocks away from %u of %u levels in %.3f s",
           n_blocks, n_levels, levels->len,
           (g_get_monotonic_time () - started) / (double) G_USEC_PER_SEC);

  blocks = g_strdup_printf (ngettext ("%u block", "%u blocks", n_blocks), n_blocks);
  /* TRANSLATORS: "Took 5 blocks away from 3 levels" */
  text = g_strdup_printf (ngettext ("Took %s away from %u level", "Took %s away from %u levels",
                                    n_levels),
                          blocks, n_levels);
  pf_studio_pack_page_toast (self, n_blocks > 0 ? text : _("No block could go"), n_blocks > 0);
}

/* Internal API */

gboolean
pf_studio_pack_page_has_redundant_block (PfStudioPackRow *row)
{
  GPtrArray *findings = pf_studio_pack_row_get_findings (row);

  for (guint i = 0; findings != NULL && i < findings->len; i++)
    if (((PfTriFinding *) g_ptr_array_index (findings, i))->code == PF_TRI_FINDING_REDUNDANT_BLOCK)
      return TRUE;
  return FALSE;
}

void
pf_studio_pack_page_make_minimal (PfStudioPackPage *self)
{
  GPtrArray *levels;

  if (self->pack == NULL || self->solve_job != NULL)
    return;

  levels = g_ptr_array_new_with_free_func ((GDestroyNotify) minimal_free);
  for (guint i = 0; i < self->pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (self->pack->levels, i);
      PfStudioPackRow *row = g_hash_table_lookup (self->rows, level);
      Minimal *minimal;

      if (row == NULL || !pf_studio_pack_page_has_redundant_block (row))
        continue;
      minimal = g_new0 (Minimal, 1);
      minimal->before = pf_tri_level_copy (level);
      minimal->deleted = g_array_new (FALSE, FALSE, sizeof (guint));
      g_ptr_array_add (levels, minimal);
    }
  if (levels->len == 0)
    {
      g_ptr_array_unref (levels);
      return;
    }

  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_progress_bar_set_text (self->progress, _("Starting…"));
  self->solve_job = pf_job_run (self, make_minimal_in_worker, levels,
                                (GDestroyNotify) g_ptr_array_unref,
                                (GDestroyNotify) g_ptr_array_unref, on_progress, on_made_minimal);
  pf_studio_pack_page_update_state (self);
}

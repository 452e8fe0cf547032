/* pf-studio-pack-minimal.c: the pack's blocks that can go, taken away in one step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `pack.make-minimal` makes every level of the pack that has blocks that
 * can go minimal (pf_tri_level_make_minimal()) in a worker thread, then
 * deletes those blocks from the document as one undo step, with the
 * figures of the levels as they end. A level edited meanwhile is left as
 * it is, and so is a level that would become the same puzzle (SPEC §2.8)
 * as another level of the pack: the step must not make a repeat.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include <glib/gi18n.h>

#include "pf-document-level.h"
#include "pf-project-items.h"
#include "pf-studio-pack-page-private.h"
#include "pf-tri-layout-key.h"
#include "pf-tri-measure.h"
#include "pf-tri-same-puzzle.h"

typedef struct
{
  PfTriLevel *before;    /* a copy of the level as the work began */
  PfTriLevel *after;     /* the copy made minimal, with its figures */
  GArray     *deleted;   /* guint: the blocks taken away, in order */
  char       *repeats;   /* the title of the level it would have repeated */
} Minimal;

/* What the worker is given: copies of the pack's levels, those to make
 * minimal apart from the others. */
typedef struct
{
  GPtrArray *minimal;    /* Minimal */
  GPtrArray *others;     /* PfTriLevel */
} Work;

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
  g_free (minimal->repeats);
  g_free (minimal);
}

static void
work_free (Work *work)
{
  g_ptr_array_unref (work->minimal);
  g_ptr_array_unref (work->others);
  g_free (work);
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
  Work *work = data;
  GPtrArray *levels = work->minimal;
  g_autoptr(PfTriPuzzleSet) puzzles = pf_tri_puzzle_set_new (0);
  PfTriMeasureOptions options;

  /* The levels as they will stay, to keep repeats out. */
  for (guint i = 0; i < work->others->len; i++)
    pf_tri_puzzle_set_add (puzzles, g_ptr_array_index (work->others, i),
                           g_ptr_array_index (work->others, i), NULL);

  pf_tri_measure_options_init (&options);
  options.max_states = PF_STUDIO_PACK_CHECK_MAX_STATES;
  options.n_threads = 0;
  for (guint i = 0; i < levels->len; i++)
    {
      Minimal *minimal = g_ptr_array_index (levels, i);
      g_auto(PfTriMeasure) measure = { 0 };
      gpointer same = NULL;
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
      if (minimal->deleted->len > 0 &&
          !pf_tri_puzzle_set_add (puzzles, minimal->after, minimal->after, &same))
        {
          minimal->repeats = g_strdup (pf_item_get_title (PF_ITEM_LEVEL, same));
          g_array_set_size (minimal->deleted, 0);
        }
      if (minimal->deleted->len == 0)
        pf_tri_puzzle_set_add (puzzles, minimal->before, minimal->before, NULL);
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
  guint n_levels = 0, n_blocks = 0, n_kept = 0;
  const Minimal *kept = NULL;
  g_autofree char *blocks = NULL, *text = NULL, *note = NULL;
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

      if (minimal->repeats != NULL)
        {
          kept = minimal;
          n_kept++;
        }
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
  /* Blocks kept so as not to repeat a level could go: the note says why
   * they stay, in the same toast (a second toast waited for the first to
   * go, and was missed). */
  if (n_kept == 1)
    /* TRANSLATORS: a level left with its blocks that can go, as without
     * them it would be the same puzzle as another level */
    note = g_strdup_printf (_("Kept “%s” as it is: it would repeat “%s”"),
                            pf_item_get_title (PF_ITEM_LEVEL, kept->before), kept->repeats);
  else if (n_kept > 1)
    note = g_strdup_printf (ngettext ("Kept %u level as it is: it would repeat another",
                                      "Kept %u levels as they are: they would repeat others",
                                      n_kept), n_kept);
  if (n_blocks > 0 && note != NULL)
    {
      /* TRANSLATORS: "Took 5 blocks away from 3 levels" and "Kept “A” as it is: …" */
      g_autofree char *both = g_strdup_printf (_("%s. %s"), text, note);

      g_set_weak_pointer (&self->note_toast, pf_studio_pack_page_toast (self, both, TRUE));
    }
  else if (n_blocks > 0)
    pf_studio_pack_page_toast (self, text, TRUE);
  else if (note != NULL)
    g_set_weak_pointer (&self->note_toast, pf_studio_pack_page_toast (self, note, FALSE));
  else
    pf_studio_pack_page_toast (self, _("No block could go"), FALSE);
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
  Work *work;

  if (self->pack == NULL || self->solve_job != NULL)
    return;

  work = g_new0 (Work, 1);
  work->minimal = g_ptr_array_new_with_free_func ((GDestroyNotify) minimal_free);
  work->others = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  for (guint i = 0; i < self->pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (self->pack->levels, i);
      PfStudioPackRow *row = g_hash_table_lookup (self->rows, level);
      Minimal *minimal;

      if (row == NULL || !pf_studio_pack_page_has_redundant_block (row))
        {
          g_ptr_array_add (work->others, pf_tri_level_copy (level));
          continue;
        }
      minimal = g_new0 (Minimal, 1);
      minimal->before = pf_tri_level_copy (level);
      minimal->deleted = g_array_new (FALSE, FALSE, sizeof (guint));
      g_ptr_array_add (work->minimal, minimal);
    }
  if (work->minimal->len == 0)
    {
      work_free (work);
      return;
    }

  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_progress_bar_set_text (self->progress, _("Starting…"));
  self->solve_job = pf_job_run (self, make_minimal_in_worker, work, (GDestroyNotify) work_free,
                                (GDestroyNotify) g_ptr_array_unref, on_progress, on_made_minimal);
  pf_studio_pack_page_update_state (self);
}

/* pf-studio-solve-record.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The project file keeps a level's figures or none: an edit resets them, and
 * nothing says that the level was solved once. The pack page keeps that
 * memory for the session, by the level's address (a level keeps it across
 * edits, undo and redo), so it can tell "stale" from "never solved" and show
 * the figures the level had before the edit, marked as such.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "pf-studio-solve-record.h"
#include "pf-tri-layout-key.h"

struct _PfStudioSolveRecord
{
  GHashTable *figures;   /* PfTriLevel* → PfTriFigures*, the last known */
  GHashTable *gave_up;   /* PfTriLevel* → GBytes*, the puzzle the solver gave up on */
};

PfStudioSolveRecord *
pf_studio_solve_record_new (void)
{
  PfStudioSolveRecord *self = g_new0 (PfStudioSolveRecord, 1);

  self->figures = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->gave_up = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_bytes_unref);
  return self;
}

void
pf_studio_solve_record_free (PfStudioSolveRecord *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->figures);
  g_hash_table_unref (self->gave_up);
  g_free (self);
}

void
pf_studio_solve_record_observe (PfStudioSolveRecord *self,
                                const PfTriLevel    *level)
{
  g_return_if_fail (self != NULL && level != NULL);

  if (level->figures.moves == -1)
    return;
  g_hash_table_insert (self->figures, (gpointer) level, g_memdup2 (&level->figures,
                                                                   sizeof level->figures));
}

void
pf_studio_solve_record_gave_up (PfStudioSolveRecord *self,
                                const PfTriLevel    *level)
{
  g_return_if_fail (self != NULL && level != NULL);

  g_hash_table_insert (self->gave_up, (gpointer) level, pf_tri_level_layout_key (level));
}

static gboolean
gave_up_on (PfStudioSolveRecord *self,
            const PfTriLevel    *level)
{
  GBytes *key = g_hash_table_lookup (self->gave_up, level);
  g_autoptr(GBytes) now = NULL;

  if (key == NULL)
    return FALSE;
  now = pf_tri_level_layout_key (level);
  return g_bytes_equal (key, now);
}

PfStudioSolveStatus
pf_studio_solve_record_status (PfStudioSolveRecord *self,
                               const PfTriLevel    *level,
                               PfTriFigures        *shown)
{
  const PfTriFigures *before;

  g_return_val_if_fail (self != NULL && level != NULL, PF_STUDIO_SOLVE_NOT_SOLVED);

  if (shown != NULL)
    *shown = level->figures;
  if (pf_tri_level_is_draft (level))
    return PF_STUDIO_SOLVE_DRAFT;
  if (level->figures.moves >= 0)
    return PF_STUDIO_SOLVE_SOLVED;
  if (level->figures.moves == -2)
    return PF_STUDIO_SOLVE_UNSOLVABLE;
  if (gave_up_on (self, level))
    return PF_STUDIO_SOLVE_TOO_LARGE;
  before = g_hash_table_lookup (self->figures, level);
  if (before == NULL)
    return PF_STUDIO_SOLVE_NOT_SOLVED;
  if (shown != NULL)
    *shown = *before;
  return PF_STUDIO_SOLVE_STALE;
}

gboolean
pf_studio_solve_record_needs_solving (PfStudioSolveRecord *self,
                                      const PfTriLevel    *level)
{
  const PfTriFigures *f = &level->figures;

  /* Not again on a puzzle the solver or the analysis gave up on. */
  if (gave_up_on (self, level))
    return FALSE;
  switch (pf_studio_solve_record_status (self, level, NULL))
    {
    case PF_STUDIO_SOLVE_STALE:
    case PF_STUDIO_SOLVE_NOT_SOLVED:
      return TRUE;
    case PF_STUDIO_SOLVE_SOLVED:
    case PF_STUDIO_SOLVE_UNSOLVABLE:
      /* The same rule as the project's figure cache: the whole analysis. */
      return f->reachable < 0 || f->solved_states < 0 || f->farther_states < 0 ||
             (f->moves >= 0 && f->difficulty < 0);
    case PF_STUDIO_SOLVE_TOO_LARGE:
    case PF_STUDIO_SOLVE_DRAFT:
    default:
      return FALSE;
    }
}

void
pf_studio_solve_record_prune (PfStudioSolveRecord *self,
                              PfProject           *project)
{
  g_autoptr(GHashTable) alive = g_hash_table_new (NULL, NULL);
  GPtrArray *packs = pf_project_get_packs (project);
  GHashTableIter iter;
  gpointer level;

  for (guint p = 0; p < packs->len; p++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, p);

      for (guint i = 0; i < pack->levels->len; i++)
        g_hash_table_add (alive, g_ptr_array_index (pack->levels, i));
    }

  g_hash_table_iter_init (&iter, self->figures);
  while (g_hash_table_iter_next (&iter, &level, NULL))
    if (!g_hash_table_contains (alive, level))
      g_hash_table_iter_remove (&iter);
  g_hash_table_iter_init (&iter, self->gave_up);
  while (g_hash_table_iter_next (&iter, &level, NULL))
    if (!g_hash_table_contains (alive, level))
      g_hash_table_iter_remove (&iter);
}

const char *
pf_studio_solve_status_label (PfStudioSolveStatus status)
{
  switch (status)
    {
    case PF_STUDIO_SOLVE_SOLVED:
      /* TRANSLATORS: a level's solved-check status in the pack's list */
      return _("✓ Solved");
    case PF_STUDIO_SOLVE_UNSOLVABLE:
      return _("✗ Unsolvable");
    case PF_STUDIO_SOLVE_STALE:
      return _("Stale");
    case PF_STUDIO_SOLVE_TOO_LARGE:
      return _("Too large");
    case PF_STUDIO_SOLVE_DRAFT:
      /* TRANSLATORS: a level with no key block or no goal yet */
      return _("Draft");
    case PF_STUDIO_SOLVE_NOT_SOLVED:
    default:
      return _("Not solved");
    }
}

const char *
pf_studio_solve_status_explain (PfStudioSolveStatus status)
{
  switch (status)
    {
    case PF_STUDIO_SOLVE_SOLVED:
      return _("The optimal solution and the figures are up to date");
    case PF_STUDIO_SOLVE_UNSOLVABLE:
      return _("The solver proved that no sequence of moves solves this level");
    case PF_STUDIO_SOLVE_STALE:
      return _("The level was edited after it was solved: the figures shown are from before "
               "the edit. Re-solve to check it");
    case PF_STUDIO_SOLVE_TOO_LARGE:
      return _("The solver gave up: this level has too many states to solve here");
    case PF_STUDIO_SOLVE_DRAFT:
      return _("A draft: it needs a key block and a goal before it can be solved");
    case PF_STUDIO_SOLVE_NOT_SOLVED:
    default:
      return _("This level has not been solved yet");
    }
}

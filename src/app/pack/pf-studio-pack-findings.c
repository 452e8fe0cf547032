/* pf-studio-pack-findings.c: the findings of the pack's levels, and the list's filter by them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each row holds its level's findings from what the project caches
 * (pf_tri_pack_findings(): no key or goal, same puzzles, cached unsolvable
 * and trivial) and, once the page's check has explained the level in the
 * background, its redundant blocks. The list can show every level, the
 * levels with findings, or those with errors.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include "pf-studio-pack-page-private.h"

/* Auxiliary methods */

static gboolean
keep_row (gpointer item,
          gpointer user_data)
{
  PfStudioPackPage *self = user_data;
  PfStudioPackRow *row = item;

  switch (self->filter)
    {
    case PF_STUDIO_PACK_FILTER_FINDINGS:
      return pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_ERROR) +
             pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_WARNING) > 0;
    case PF_STUDIO_PACK_FILTER_ERRORS:
      return pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_ERROR) > 0;
    case PF_STUDIO_PACK_FILTER_ALL:
    default:
      return TRUE;
    }
}

/* Internal API */

GtkFilter *
pf_studio_pack_page_findings_filter_new (PfStudioPackPage *self)
{
  return GTK_FILTER (gtk_custom_filter_new (keep_row, self, NULL));
}

/* The findings the check gives a level, merged into @findings; for a level
 * it does not measure because its figures are known to be over the
 * check's budget (or its analysis gave up), `too-large`, as
 * `polyform check` says with the same budget. Returns whether the level
 * was explained. */
static gboolean
merge_checked (PfStudioPackPage *self,
               const PfTriLevel *level,
               GPtrArray        *findings)
{
  const PfTriFigures *f = &level->figures;

  if (self->check != NULL && pf_studio_pack_check_merge (self->check, level, findings))
    return TRUE;
  if (f->moves >= 0 &&
      ((f->reachable >= 0 && (guint64) f->reachable > PF_STUDIO_PACK_CHECK_MAX_STATES) ||
       (f->reachable < 0 && !pf_studio_solve_record_needs_solving (self->record, level))))
    pf_tri_findings_add_too_large (findings, f->moves);
  return FALSE;
}

void
pf_studio_pack_page_update_findings (PfStudioPackPage *self,
                                     gboolean          quiet)
{
  g_autoptr(GPtrArray) all = NULL;
  gboolean any = FALSE;

  if (self->pack == NULL)
    return;
  all = pf_tri_pack_findings (self->pack);
  for (guint i = 0; i < all->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (self->pack->levels, i);
      PfStudioPackRow *row = g_hash_table_lookup (self->rows, level);
      gboolean explained;

      if (row == NULL)
        continue;
      explained = merge_checked (self, level, g_ptr_array_index (all, i));
      if (pf_studio_pack_row_set_findings (row, g_ptr_array_index (all, i), explained))
        {
          any = TRUE;
          if (!quiet)
            pf_studio_pack_row_changed (row);
        }
    }
  if (any && self->filter != PF_STUDIO_PACK_FILTER_ALL)
    gtk_filter_changed (self->findings_filter, GTK_FILTER_CHANGE_DIFFERENT);
}

void
pf_studio_pack_page_update_row_findings (PfStudioPackPage *self,
                                         PfStudioPackRow  *row)
{
  const char *same_id = pf_studio_pack_row_get_duplicate_of (row);
  const PfTriLevel *same = same_id != NULL ? pf_tri_pack_find_level (self->pack, same_id) : NULL;
  PfTriLevel *level = pf_studio_pack_row_get_level (row);
  g_autoptr(GPtrArray) findings = NULL;
  gboolean explained;

  /* Its puzzle is as it was, so its same puzzle too. */
  findings = pf_tri_level_cached_findings (level, same);
  explained = merge_checked (self, level, findings);
  if (pf_studio_pack_row_set_findings (row, findings, explained) &&
      self->filter != PF_STUDIO_PACK_FILTER_ALL)
    gtk_filter_changed (self->findings_filter, GTK_FILTER_CHANGE_DIFFERENT);
}

/* A level the check explained: its row shows its redundant blocks. */
static void
on_level_explained (gpointer    owner,
                    PfTriLevel *level)
{
  PfStudioPackPage *self = owner;

  if (g_hash_table_contains (self->rows, level))
    pf_studio_pack_page_update_row (self, level);
}

PfStudioPackCheck *
pf_studio_pack_page_check_new (PfStudioPackPage *self)
{
  return pf_studio_pack_check_new (self, on_level_explained);
}

void
pf_studio_pack_page_check_pack (PfStudioPackPage *self)
{
  if (self->check == NULL)
    return;
  if (self->pack != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    pf_studio_pack_check_start (self->check, self->pack);
  else
    pf_studio_pack_check_stop (self->check);
}

void
pf_studio_pack_page_set_filter (PfStudioPackPage   *self,
                                PfStudioPackFilter  filter)
{
  if (self->filter == filter)
    return;
  self->filter = filter;
  gtk_filter_changed (self->findings_filter, GTK_FILTER_CHANGE_DIFFERENT);
  pf_studio_pack_page_queue_update_state (self);
}

const char *
pf_studio_pack_filter_to_string (PfStudioPackFilter filter)
{
  switch (filter)
    {
    case PF_STUDIO_PACK_FILTER_FINDINGS: return "findings";
    case PF_STUDIO_PACK_FILTER_ERRORS: return "errors";
    case PF_STUDIO_PACK_FILTER_ALL:
    default: return "all";
    }
}

PfStudioPackFilter
pf_studio_pack_filter_from_string (const char *name)
{
  if (g_strcmp0 (name, "findings") == 0)
    return PF_STUDIO_PACK_FILTER_FINDINGS;
  if (g_strcmp0 (name, "errors") == 0)
    return PF_STUDIO_PACK_FILTER_ERRORS;
  return PF_STUDIO_PACK_FILTER_ALL;
}

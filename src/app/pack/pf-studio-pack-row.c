/* pf-studio-pack-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "pf-studio-pack-row.h"
#include "pf-tri-findings.h"
#include "pf-tri-layout-key.h"

struct _PfStudioPackRow
{
  GObject              parent_instance;

  PfTriLevel          *level;
  guint                position;
  char                *duplicate_of;
  GPtrArray           *findings;     /* PfTriFinding*, as the pack caches them */
  gboolean             explained;    /* with the redundant blocks */
  PfStudioSolveStatus  status;
  PfTriFigures         figures;
  guint                floor;
  GBytes              *puzzle;
  PfPlaytestSummary    playtests;
  double               effort;
  PfPlaytestFeel       feel;
};

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PfStudioPackRow, pf_studio_pack_row, G_TYPE_OBJECT)

static void
read_playtests (PfStudioPackRow *self)
{
  pf_playtest_summarize (self->level->playtests, &self->playtests);
  self->effort = pf_playtest_effort (self->level->playtests);
}

static void
pf_studio_pack_row_finalize (GObject *object)
{
  PfStudioPackRow *self = PF_STUDIO_PACK_ROW (object);

  g_free (self->duplicate_of);
  g_clear_pointer (&self->findings, g_ptr_array_unref);
  g_clear_pointer (&self->puzzle, g_bytes_unref);
  G_OBJECT_CLASS (pf_studio_pack_row_parent_class)->finalize (object);
}

static void
pf_studio_pack_row_class_init (PfStudioPackRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pf_studio_pack_row_finalize;

  /**
   * PfStudioPackRow::changed:
   *
   * What the row shows changed: its level, place, status, duplicate note
   * or playtests. The cells that show it follow.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pf_studio_pack_row_init (PfStudioPackRow *self)
{
  self->status = PF_STUDIO_SOLVE_NOT_SOLVED;
  pf_tri_figures_reset (&self->figures);
}

PfStudioPackRow *
pf_studio_pack_row_new (PfTriLevel *level)
{
  PfStudioPackRow *self;

  g_return_val_if_fail (level != NULL, NULL);

  self = g_object_new (PF_STUDIO_TYPE_PACK_ROW, NULL);
  self->level = level;
  self->figures = level->figures;
  self->floor = PF_TRI_COUNT - pf_tri_mask_count (&level->walls);
  self->puzzle = pf_tri_level_layout_key (level);
  read_playtests (self);
  return self;
}

PfTriLevel *
pf_studio_pack_row_get_level (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), NULL);
  return self->level;
}

guint
pf_studio_pack_row_get_position (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), 0);
  return self->position;
}

void
pf_studio_pack_row_set_position (PfStudioPackRow *self,
                                 guint            position)
{
  g_return_if_fail (PF_STUDIO_IS_PACK_ROW (self));
  self->position = position;
}

const char *
pf_studio_pack_row_get_duplicate_of (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), NULL);
  return self->duplicate_of;
}

/* The findings' codes and other levels, to tell whether two lists differ. */
static char *
findings_signature (GPtrArray *findings)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; findings != NULL && i < findings->len; i++)
    {
      const PfTriFinding *f = g_ptr_array_index (findings, i);

      g_string_append_printf (text, "%d:%s;", f->code, f->other ? f->other : "");
    }
  return g_string_free (text, FALSE);
}

gboolean
pf_studio_pack_row_set_findings (PfStudioPackRow *self,
                                 GPtrArray       *findings,
                                 gboolean         explained)
{
  g_autofree char *before = NULL, *after = NULL;
  const char *same = NULL;
  gboolean was_explained;

  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), FALSE);

  before = findings_signature (self->findings);
  after = findings_signature (findings);
  was_explained = self->explained;
  self->explained = explained;
  if (findings != NULL)
    g_ptr_array_ref (findings);
  g_clear_pointer (&self->findings, g_ptr_array_unref);
  self->findings = findings;
  for (guint i = 0; findings != NULL && i < findings->len && same == NULL; i++)
    if (((PfTriFinding *) g_ptr_array_index (findings, i))->code == PF_TRI_FINDING_SAME_PUZZLE)
      same = ((PfTriFinding *) g_ptr_array_index (findings, i))->other;
  g_free (self->duplicate_of);
  self->duplicate_of = g_strdup (same);
  return g_strcmp0 (before, after) != 0 || was_explained != explained;
}

gboolean
pf_studio_pack_row_get_explained (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), FALSE);
  return self->explained;
}

GPtrArray *
pf_studio_pack_row_get_findings (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), NULL);
  return self->findings;
}

guint
pf_studio_pack_row_count_findings (PfStudioPackRow *self,
                                   PfTriSeverity    severity)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), 0);
  return self->findings != NULL ? pf_tri_findings_count (self->findings, severity) : 0;
}

gboolean
pf_studio_pack_row_update_status (PfStudioPackRow     *self,
                                  PfStudioSolveRecord *record)
{
  g_autoptr(GBytes) puzzle = NULL;

  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), FALSE);

  self->status = pf_studio_solve_record_status (record, self->level, &self->figures);
  read_playtests (self);
  puzzle = pf_tri_level_layout_key (self->level);
  if (g_bytes_equal (puzzle, self->puzzle))
    return FALSE;
  g_bytes_unref (self->puzzle);
  self->puzzle = g_steal_pointer (&puzzle);
  self->floor = PF_TRI_COUNT - pf_tri_mask_count (&self->level->walls);
  return TRUE;
}

GBytes *
pf_studio_pack_row_get_puzzle (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), NULL);
  return self->puzzle;
}

void
pf_studio_pack_row_changed (PfStudioPackRow *self)
{
  g_return_if_fail (PF_STUDIO_IS_PACK_ROW (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

PfStudioSolveStatus
pf_studio_pack_row_get_status (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), PF_STUDIO_SOLVE_NOT_SOLVED);
  return self->status;
}

const PfTriFigures *
pf_studio_pack_row_get_figures (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), NULL);
  return &self->figures;
}

guint
pf_studio_pack_row_get_floor (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), 0);
  return self->floor;
}

const PfPlaytestSummary *
pf_studio_pack_row_get_playtests (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), NULL);
  return &self->playtests;
}

double
pf_studio_pack_row_get_effort (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), NAN);
  return self->effort;
}

PfPlaytestFeel
pf_studio_pack_row_get_feel (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), PF_PLAYTEST_FEEL_UNKNOWN);
  return self->feel;
}

gboolean
pf_studio_pack_row_set_feel (PfStudioPackRow *self,
                             PfPlaytestFeel   feel)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), FALSE);
  if (self->feel == feel)
    return FALSE;
  self->feel = feel;
  return TRUE;
}

const char *
pf_studio_pack_row_get_title (PfStudioPackRow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_ROW (self), NULL);
  return self->level->meta.title != NULL ? self->level->meta.title : self->level->id;
}

/* pf-studio-pack-row.h: one level of a pack as the pack page's list shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "pf-playtest-summary.h"
#include "pf-studio-solve-record.h"
#include "pf-tri-findings.h"
#include "pf-tri-level.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_PACK_ROW (pf_studio_pack_row_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioPackRow, pf_studio_pack_row, PF_STUDIO, PACK_ROW, GObject)

/**
 * pf_studio_pack_row_new:
 * @level: (transfer none): a level of the document's project; the row
 *   borrows it, and the page drops its rows before a level can go away
 *
 * Returns: (transfer full): a row
 */
PfStudioPackRow    *pf_studio_pack_row_new              (PfTriLevel          *level);

PfTriLevel         *pf_studio_pack_row_get_level        (PfStudioPackRow     *self);

/* The level's place in the pack, from 0: the pack's order, whatever the view's. */
guint               pf_studio_pack_row_get_position     (PfStudioPackRow     *self);
void                pf_studio_pack_row_set_position     (PfStudioPackRow     *self,
                                                         guint                position);

/* The id of an earlier level of the pack that is the same puzzle (SPEC
 * §2.8), or NULL: its `same-puzzle` finding. */
const char         *pf_studio_pack_row_get_duplicate_of (PfStudioPackRow     *self);

/**
 * pf_studio_pack_row_set_findings:
 * @self: a row
 * @findings: (nullable) (element-type PfTriFinding): the level's findings,
 *   from pf_tri_pack_findings(); referenced
 * @explained: whether @findings hold the level's `redundant-block`
 *   findings too (the pack page's check has explained its puzzle)
 *
 * Returns: %TRUE when they differ from the row's
 */
gboolean            pf_studio_pack_row_set_findings     (PfStudioPackRow     *self,
                                                         GPtrArray           *findings,
                                                         gboolean             explained);
GPtrArray          *pf_studio_pack_row_get_findings     (PfStudioPackRow     *self);
gboolean            pf_studio_pack_row_get_explained    (PfStudioPackRow     *self);
guint               pf_studio_pack_row_count_findings   (PfStudioPackRow     *self,
                                                         PfTriSeverity        severity);

/**
 * pf_studio_pack_row_update_status:
 * @self: a row
 * @record: what the page knows of the levels' figures
 *
 * Takes the level's solved-check status and the figures to show from
 * @record, and looks at the level's puzzle again (it may have been edited).
 *
 * Returns: %TRUE when the puzzle changed since the row last looked
 */
gboolean            pf_studio_pack_row_update_status    (PfStudioPackRow     *self,
                                                         PfStudioSolveRecord *record);
/* The level's puzzle (pf_tri_level_layout_key()) when the row last looked. */
GBytes             *pf_studio_pack_row_get_puzzle       (PfStudioPackRow     *self);
/* Emits ::changed, so the cells showing the row show it again. */
void                pf_studio_pack_row_changed          (PfStudioPackRow     *self);
PfStudioSolveStatus pf_studio_pack_row_get_status       (PfStudioPackRow     *self);
/* The figures the list shows: the level's, or a stale level's last ones. */
const PfTriFigures *pf_studio_pack_row_get_figures      (PfStudioPackRow     *self);
/* Floor triangles: everything that is not wall. */
guint               pf_studio_pack_row_get_floor        (PfStudioPackRow     *self);
/* What testers sent back for the level (pf_playtest_summarize()), as the
 * row last looked, and their effort to rank it by (pf_playtest_effort()). */
const PfPlaytestSummary *pf_studio_pack_row_get_playtests (PfStudioPackRow *self);
double              pf_studio_pack_row_get_effort       (PfStudioPackRow     *self);
/* How testers found the level against its computed difficulty, as the
 * page compares the pack's levels (pf_playtest_compare_pack()). */
PfPlaytestFeel      pf_studio_pack_row_get_feel         (PfStudioPackRow     *self);
/* Returns TRUE when the feel changed. */
gboolean            pf_studio_pack_row_set_feel         (PfStudioPackRow     *self,
                                                         PfPlaytestFeel       feel);
/* The level's title, or its id when it has none. */
const char         *pf_studio_pack_row_get_title        (PfStudioPackRow     *self);

G_END_DECLS

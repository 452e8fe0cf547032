/* pf-studio-level-findings.h: a level's explain figures and findings, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-tri-explain.h"
#include "pf-tri-findings.h"

G_BEGIN_DECLS

/* "Unique: one optimal solution", "3 optimal solutions", or "—" without an
 * explanation; @brief, where a row already names the figure: "Unique",
 * "3", "1000000+". */
char    *pf_studio_level_describe_solutions (const PfTriExplanation *explanation,
                                             gboolean                brief);
/* "Minimal: every block matters", "2 blocks do not matter", or "—";
 * @brief: "Minimal", "2 can go". */
char    *pf_studio_level_describe_blocks    (const PfTriExplanation *explanation,
                                             gboolean                brief);

gboolean pf_studio_level_block_is_redundant (const PfTriExplanation *explanation,
                                             guint                   block);
/* Whether move @step of the reported solution is a narrow step. */
gboolean pf_studio_level_step_is_narrow     (const PfTriExplanation *explanation,
                                             guint                   step);

/**
 * pf_studio_level_show_findings:
 * @list: the list to fill, a row a finding
 * @box: what holds the list, hidden when there is none
 * @findings: (nullable) (element-type PfTriFinding): the findings
 *
 * Returns: how many findings are shown
 */
guint    pf_studio_level_show_findings      (GtkListBox             *list,
                                             GtkWidget              *box,
                                             GPtrArray              *findings);

/* The block a row of pf_studio_level_show_findings() names, or -1. */
int      pf_studio_level_finding_row_get_block (GtkWidget            *row);

G_END_DECLS

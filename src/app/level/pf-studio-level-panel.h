/* pf-studio-level-panel.h: the level page's side panel: analysis, figures, chart, details
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-document.h"
#include "pf-tri-session.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_LEVEL_PANEL (pf_studio_level_panel_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioLevelPanel, pf_studio_level_panel, PF_STUDIO, LEVEL_PANEL, GtkWidget)

/**
 * pf_studio_level_panel_set_session:
 * @self: the panel
 * @session: (nullable): the session whose level and results to show
 *
 * The panel shows the session's figures, chart and busy state, and follows
 * it. Its buttons activate the level page's actions (level.analyze,
 * level.cancel, level.overlay).
 */
void     pf_studio_level_panel_set_session        (PfStudioLevelPanel *self,
                                                   PfTriSession       *session);

/**
 * pf_studio_level_panel_set_item:
 * @self: the panel
 * @document: (nullable): the document
 * @path: (nullable): the level whose title, author and notes to edit
 *
 * What was typed into the details for the level shown before is kept first.
 */
void     pf_studio_level_panel_set_item           (PfStudioLevelPanel *self,
                                                   PfDocument         *document,
                                                   const char         *path);

/**
 * pf_studio_level_panel_commit_details:
 * @self: the panel
 *
 * Keeps what was typed into the title, author and notes, as one edit of the
 * level (one undo step). The fields do it themselves when they lose the
 * focus, on Enter, and on Ctrl+Enter in the notes.
 *
 * Returns: %TRUE when the level changed
 */
gboolean pf_studio_level_panel_commit_details     (PfStudioLevelPanel *self);
/* Whether the details fields hold typing not yet in the level
 * (PfStudioLevelPanel:typing). */
gboolean pf_studio_level_panel_get_typing         (PfStudioLevelPanel *self);

/* A message in the analysis section, until the session changes again. */
void     pf_studio_level_panel_show_message       (PfStudioLevelPanel *self,
                                                   const char         *text);

/* How many findings the panel lists, for tests. */
guint    pf_studio_level_panel_count_findings     (PfStudioLevelPanel *self);

/* What the analysis section says now, for tests. */
const char *pf_studio_level_panel_get_message     (PfStudioLevelPanel *self);

/* What the playtests section says now, its summary and one line per
 * tester, for tests. */
char       *pf_studio_level_panel_get_playtests   (PfStudioLevelPanel *self);

G_END_DECLS

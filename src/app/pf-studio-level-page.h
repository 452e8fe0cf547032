/* pf-studio-level-page.h: the triangle level editor: modes, solver, overlays, play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-document.h"
#include "pf-tri-render.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_LEVEL_PAGE (pf_studio_level_page_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioLevelPage, pf_studio_level_page, PF_STUDIO, LEVEL_PAGE, GtkWidget)

typedef enum
{
  PF_STUDIO_LEVEL_MODE_WALL,
  PF_STUDIO_LEVEL_MODE_GOAL,
  PF_STUDIO_LEVEL_MODE_BLOCK,
  PF_STUDIO_LEVEL_MODE_PLAY,
} PfStudioLevelMode;

GtkWidget         *pf_studio_level_page_new        (void);

/**
 * pf_studio_level_page_set_item:
 * @self: the page
 * @document: (nullable): the document
 * @path: (nullable): the path of one of its levels, or %NULL for none
 *
 * Shows the level and follows it: its edits, undo and redo come back through
 * the document. The mode, the overlay and, while the puzzle stays the same,
 * the solver's results are kept.
 */
void               pf_studio_level_page_set_item   (PfStudioLevelPage *self,
                                                    PfDocument        *document,
                                                    const char        *path);
void               pf_studio_level_page_set_mode   (PfStudioLevelPage *self,
                                                    PfStudioLevelMode  mode);

/**
 * pf_studio_level_page_click:
 * @self: the page
 * @triangle: the triangle clicked
 * @secondary: whether it was the secondary button
 *
 * What a click on @triangle does in the current mode (the pointer handler
 * calls it too).
 */
void               pf_studio_level_page_click      (PfStudioLevelPage *self,
                                                    guint              triangle,
                                                    gboolean           secondary);

/* Chooses the overlay; one that needs figures starts an analysis. */
void               pf_studio_level_page_set_overlay (PfStudioLevelPage *self,
                                                     PfTriOverlay       overlay);

/* Starts solving and analysing in a worker thread; ::analyzed follows. */
void               pf_studio_level_page_analyze    (PfStudioLevelPage *self);
gboolean           pf_studio_level_page_is_busy    (PfStudioLevelPage *self);
guint64            pf_studio_level_page_get_state  (PfStudioLevelPage *self);
GtkWidget         *pf_studio_level_page_get_canvas (PfStudioLevelPage *self);

G_END_DECLS

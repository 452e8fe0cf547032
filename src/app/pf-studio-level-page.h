/* pf-studio-level-page.h: the triangle level editor: modes, solver, overlays, play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-studio-window.h"
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
 * pf_studio_level_page_show:
 * @self: the page
 * @window: the window whose project holds @level
 * @level: (transfer none): the level; borrowed until the next call
 *
 * Shows @level. Calling it again for the same level (after an edit, an undo
 * or a reload) keeps the mode, the overlay and, while the puzzle is the same,
 * the solver's results.
 */
void               pf_studio_level_page_show       (PfStudioLevelPage *self,
                                                    PfStudioWindow    *window,
                                                    PfTriLevel        *level);
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

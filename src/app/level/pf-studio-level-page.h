/* pf-studio-level-page.h: the triangle level editor: modes, solver, overlays, play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-document.h"
#include "pf-tri-render.h"
#include "pf-tri-session.h"

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
 * What a click on @triangle does in the current mode: a press and a release
 * of the pointer that did not move, through the same handlers.
 */
void               pf_studio_level_page_click      (PfStudioLevelPage *self,
                                                    guint              triangle,
                                                    gboolean           secondary);

/**
 * pf_studio_level_page_set_overlay:
 * @self: the page
 * @overlay: what to draw over the level
 *
 * Chooses the overlay (the level.overlay action does too). An overlay that
 * needs an analysis the page does not have says so over the canvas; it
 * never starts one by itself.
 */
void               pf_studio_level_page_set_overlay (PfStudioLevelPage *self,
                                                     PfTriOverlay       overlay);
PfTriOverlay       pf_studio_level_page_get_overlay (PfStudioLevelPage *self);

/**
 * pf_studio_level_page_get_next_move:
 * @self: the page
 * @move: (out) (optional): the move
 *
 * The next optimal move from the position on screen, as the solution
 * overlay draws it.
 *
 * Returns: %TRUE when there is one
 */
gboolean           pf_studio_level_page_get_next_move (PfStudioLevelPage *self,
                                                       PfTriMove         *move);

/* Starts solving and analysing in a worker thread; ::analyzed follows. */
void               pf_studio_level_page_analyze    (PfStudioLevelPage *self);
gboolean           pf_studio_level_page_is_busy    (PfStudioLevelPage *self);
guint64            pf_studio_level_page_get_state  (PfStudioLevelPage *self);

/**
 * pf_studio_level_page_play_move:
 * @self: the page
 * @move: a move
 *
 * Plays @move from the position on screen, as a drag of its block would.
 *
 * Returns: %TRUE when the move was legal and made
 */
gboolean           pf_studio_level_page_play_move  (PfStudioLevelPage *self,
                                                    const PfTriMove   *move);
/* The moves made since the start position (Home). */
guint              pf_studio_level_page_get_move_count (PfStudioLevelPage *self);
GtkWidget         *pf_studio_level_page_get_canvas (PfStudioLevelPage *self);
/* The level shown with its position and results: what the page is a view of. */
PfTriSession      *pf_studio_level_page_get_session (PfStudioLevelPage *self);

G_END_DECLS

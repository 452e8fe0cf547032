/* pf-studio-level-preview.h: a level not yet in the project, tried out: played on a canvas,
 * with its figures and explain figures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-tri-session.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_LEVEL_PREVIEW (pf_studio_level_preview_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioLevelPreview, pf_studio_level_preview, PF_STUDIO, LEVEL_PREVIEW,
                      GtkWidget)

/* The state budget of the preview's analysis: the generator's own. */
#define PF_STUDIO_PREVIEW_MAX_STATES G_GUINT64_CONSTANT (2000000)
/* From this width on, the figures stand beside the canvas, not under it. */
#define PF_STUDIO_PREVIEW_MIN_WIDTH 460

/**
 * pf_studio_level_preview_new:
 *
 * A preview plays its level through a #PfTriSession of its own, whose
 * worker (not the generator's threads) solves, analyses and explains each
 * level shown. Its actions work on the level shown, with their keys
 * wherever the focus is in the window (unless the focused widget takes the
 * key): preview.play-move `(uiu)` (block, direction ±1, steps),
 * preview.step-forward (the next optimal move, Alt+Right),
 * preview.undo-move (Alt+Left, Ctrl+Z) and preview.restart (Alt+Home).
 *
 * Returns: (transfer floating): the preview, showing no level
 */
GtkWidget          *pf_studio_level_preview_new            (void);
/* What the preview says while it shows no level. */
void                pf_studio_level_preview_set_placeholder (PfStudioLevelPreview *self,
                                                             const char           *text);

/**
 * pf_studio_level_preview_set_level:
 * @self: the preview
 * @level: (nullable): the level, copied, at its start; %NULL for none
 * @title: (nullable): what to call it, over the canvas
 *
 * Shows @level to be played, with the figures it came with until the
 * preview's own analysis has them.
 */
void                pf_studio_level_preview_set_level      (PfStudioLevelPreview *self,
                                                            const PfTriLevel     *level,
                                                            const char           *title);
/* The level shown, or NULL. */
const PfTriLevel   *pf_studio_level_preview_get_level      (PfStudioLevelPreview *self);
PfTriSession       *pf_studio_level_preview_get_session    (PfStudioLevelPreview *self);

/* What the move line under the canvas says: "3 moves · 9 to go", "Solved in
 * 12 moves, the optimum". */
const char         *pf_studio_level_preview_get_move_text  (PfStudioLevelPreview *self);
/* What the explain figures say: "Unique: one optimal solution", "Minimal:
 * every block matters"; "—" until the analysis has them. */
const char         *pf_studio_level_preview_get_solutions  (PfStudioLevelPreview *self);
const char         *pf_studio_level_preview_get_blocks     (PfStudioLevelPreview *self);

G_END_DECLS

/* pf-studio-shell-game-view.h: a widget that draws the Rotatris shell game: structure, piece, ghost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-shell-game.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_SHELL_GAME_VIEW (pf_studio_shell_game_view_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioShellGameView, pf_studio_shell_game_view,
                      PF_STUDIO, SHELL_GAME_VIEW, GtkWidget)

GtkWidget *pf_studio_shell_game_view_new        (void);

/**
 * pf_studio_shell_game_view_set_game:
 * @self: the view
 * @game: (nullable): the game to show, borrowed; it must outlive the view
 *   or be unset first
 *
 * Shows @game and redraws. Call it again (or queue a draw) after the game
 * changes.
 */
void       pf_studio_shell_game_view_set_game   (PfStudioShellGameView *self,
                                                 PfShellGame           *game);

/* Paused or over: the play is drawn behind a veil. */
void       pf_studio_shell_game_view_set_dimmed (PfStudioShellGameView *self,
                                                 gboolean               dimmed);

G_END_DECLS

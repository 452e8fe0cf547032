/* pf-studio-playtest-window.h: play the project's falling-block rules, and paint starting fields
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-game.h"
#include "pf-shell-game.h"
#include "pf-document.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_PLAYTEST_WINDOW (pf_studio_playtest_window_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioPlaytestWindow, pf_studio_playtest_window,
                      PF_STUDIO, PLAYTEST_WINDOW, AdwWindow)

/**
 * pf_studio_playtest_window_present:
 * @parent: the project's window
 * @document: the project's document
 * @selected: (nullable): the path of the item being edited: a shell layout
 *   is where the shell game starts
 *
 * Opens the playtest window of @parent, transient for it, with the
 * project's <playtest> settings; presents it again if it is already open.
 */
void                    pf_studio_playtest_window_present     (GtkWindow      *parent,
                                                               PfDocument     *document,
                                                               const char     *selected);

/**
 * pf_studio_playtest_window_lookup:
 * @parent: a project's window
 *
 * Returns: (transfer none) (nullable): its open playtest window
 */
PfStudioPlaytestWindow *pf_studio_playtest_window_lookup      (GtkWindow      *parent);

/**
 * pf_studio_playtest_window_handle_key:
 * @self: a playtest window
 * @keyval: the key
 * @keycode: its hardware code, or 0 when unknown
 * @pressed: %TRUE for a press (repeats are ignored), %FALSE for a release
 *
 * What a key press or release does: the window's key controller calls it,
 * and tests call it to drive the same path.
 *
 * Returns: whether the key is a play key and was used
 */
gboolean                pf_studio_playtest_window_handle_key  (PfStudioPlaytestWindow *self,
                                                               guint                   keyval,
                                                               guint                   keycode,
                                                               gboolean                pressed);

/* For tests: the running game (nullable), the play time in µs, the views. */
const PfGame           *pf_studio_playtest_window_get_game    (PfStudioPlaytestWindow *self);
/* The shell mode's game (nullable). */
const PfShellGame      *pf_studio_playtest_window_get_shell_game (PfStudioPlaytestWindow *self);
/* The engine of the current mode's game (nullable): its piece, hold and queue. */
const PfPlayEngine     *pf_studio_playtest_window_get_engine  (PfStudioPlaytestWindow *self);
gint64                  pf_studio_playtest_window_get_elapsed (PfStudioPlaytestWindow *self);
GtkWidget              *pf_studio_playtest_window_get_field_view (PfStudioPlaytestWindow *self);
GtkWidget              *pf_studio_playtest_window_get_editor  (PfStudioPlaytestWindow *self);
/* The TetriNET opponent's field, painted in the editor as the player's is. */
GtkWidget              *pf_studio_playtest_window_get_opponent_view (PfStudioPlaytestWindow *self);

G_END_DECLS

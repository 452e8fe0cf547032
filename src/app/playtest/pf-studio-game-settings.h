/* pf-studio-game-settings.h: the playtest's game settings in a dialog: seed, rotation
 * system, and the TetriNET specials
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-document.h"
#include "pf-playtest-settings.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_GAME_SETTINGS (pf_studio_game_settings_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioGameSettings, pf_studio_game_settings, PF_STUDIO, GAME_SETTINGS,
                      AdwWindow)

/**
 * pf_studio_game_settings_new:
 * @parent: the playtest window
 * @document: the project
 *
 * A modal dialog on a copy of the project's playtest settings (SPEC §4, §6).
 * "Save to Project" (`settings.save`, Ctrl+S) puts them into the project as
 * one undo step and emits ::saved; frequencies that do not sum to 100 are
 * not saved, and the dialog says why.
 *
 * Returns: (transfer none): the dialog, shown
 */
PfStudioGameSettings *pf_studio_game_settings_new  (GtkWindow            *parent,
                                                    PfDocument           *document);

/* The settings as the dialog has them now (not yet saved). */
const PfPlaytestSettings *pf_studio_game_settings_get_settings (PfStudioGameSettings *self);

/* Sets the frequency of special @letter (one of PF_SPECIAL_LETTERS), as its row does. */
void pf_studio_game_settings_set_frequency (PfStudioGameSettings *self,
                                            char                  letter,
                                            guint                 percent);

G_END_DECLS

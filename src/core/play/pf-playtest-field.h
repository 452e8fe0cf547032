/* pf-playtest-field.h: the starting field of a <playtest>, and building a game from the settings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The glue between a project's #PfPlaytestSettings and the engine: the
 * <field> text is decoded (fumen or a TetriNET string), fitted to the well
 * being played and handed to pf_game_new(); an edited field is written
 * back in the format that suits its width.
 */
#pragma once

#include <glib.h>

#include "pf-field.h"
#include "pf-game.h"
#include "pf-playtest-settings.h"

G_BEGIN_DECLS

/**
 * pf_playtest_field_detect_format:
 * @text: a field string
 *
 * Guesses the format of pasted text: a fumen string contains a version
 * prefix such as "v115@"; anything else is taken for a TetriNET string.
 *
 * Returns: (transfer none): "fumen" or "tetrinet"
 */
const char *pf_playtest_field_detect_format (const char   *text);

/**
 * pf_playtest_field_decode:
 * @format: (nullable): "fumen" or "tetrinet", or %NULL to detect it
 * @text: the field string
 * @field: (out caller-allocates): receives the field: 10 x 40 for fumen,
 *   12 x 22 for TetriNET
 * @error: return location for a #PF_ERROR_INVALID error: an unknown format,
 *   or what is wrong in the string and where
 *
 * Returns: %TRUE on success
 */
gboolean    pf_playtest_field_decode        (const char   *format,
                                             const char   *text,
                                             PfField      *field,
                                             GError      **error);

/**
 * pf_playtest_field_encode:
 * @field: a field, 10 columns wide (fumen) or 12 x 22 (TetriNET)
 * @format: (out) (optional) (transfer none): "fumen" or "tetrinet"
 * @n_dropped: (out) (optional): filled cells the format could not hold
 *
 * Writes @field as a fumen string when it is 10 columns wide, else as a
 * TetriNET string (after fitting it to 12 x 22).
 *
 * Returns: (transfer full): the string
 */
char       *pf_playtest_field_encode        (const PfField *field,
                                             const char  **format,
                                             guint        *n_dropped);

/**
 * pf_playtest_field_fit:
 * @src: a field
 * @well: the well it is wanted for
 * @dest: (out caller-allocates): receives a field of the well's size (it may be @src)
 *
 * Copies the cells of @src that fit the well, keeping the bottom-left
 * corner in place. Colours are kept as they are.
 *
 * Returns: how many filled cells fell outside and were lost
 */
guint       pf_playtest_field_fit           (const PfField *src,
                                             PfWellKind     well,
                                             PfField       *dest);

/**
 * pf_playtest_settings_load_field:
 * @settings: (nullable): playtest settings
 * @well: the well to be played
 * @field: (out caller-allocates): receives the starting field, of the
 *   well's size; empty when @settings has none
 * @error: return location for a #PF_ERROR_INVALID error naming what is
 *   wrong with the <field> text and where
 *
 * Returns: %TRUE on success; on error @field is empty
 */
gboolean    pf_playtest_settings_load_field (const PfPlaytestSettings *settings,
                                             PfWellKind                well,
                                             PfField                  *field,
                                             GError                  **error);

/**
 * pf_playtest_settings_store_field:
 * @settings: playtest settings
 * @field: (nullable): the new starting field, or %NULL
 *
 * Stores @field in @settings (fumen for a 10-wide field, else a TetriNET
 * string). A %NULL or empty field removes the <field>.
 */
void        pf_playtest_settings_store_field (PfPlaytestSettings *settings,
                                              const PfField      *field);

/**
 * pf_playtest_new_game:
 * @settings: (nullable): playtest settings, or %NULL for the defaults
 * @error: return location for a #PF_ERROR_INVALID error from the starting field
 *
 * Builds the game a project's <playtest> describes: pf_game_config_init()
 * with the settings and its starting field fitted to the well.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL on error
 */
PfGame     *pf_playtest_new_game            (const PfPlaytestSettings *settings,
                                             GError                  **error);

G_END_DECLS

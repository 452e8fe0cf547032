/* pf-studio-shell-palette.h: the seven cell colours and an eraser, as toggle buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The "colour" an eraser paints with. */
#define PF_STUDIO_SHELL_ERASER 0

#define PF_STUDIO_TYPE_SHELL_PALETTE (pf_studio_shell_palette_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioShellPalette, pf_studio_shell_palette, PF_STUDIO, SHELL_PALETTE,
                      GtkWidget)

/**
 * pf_studio_shell_palette_new:
 * @action_name: a stateful action with an "i" parameter: the colour 1..7, or
 *   %PF_STUDIO_SHELL_ERASER
 *
 * Returns: a row of eight toggle buttons that activate @action_name
 */
GtkWidget  *pf_studio_shell_palette_new         (const char *action_name);

/**
 * pf_studio_shell_palette_colour_name:
 * @colour: 1..7
 *
 * Returns: the translated name of @colour ("Blue"), or %NULL for another value
 */
const char *pf_studio_shell_palette_colour_name (guint       colour);

G_END_DECLS

/* pf-studio-preferences.h: the preferences window (playtest timing and keys)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * pf_studio_preferences_present:
 * @parent: (nullable): the window to put it over
 *
 * Shows the preferences. They are GSettings keys, applied as they change;
 * without the schema the rows are shown insensitive.
 */
void pf_studio_preferences_present (GtkWindow *parent);

G_END_DECLS

/* pf-studio-setting-row.h: a titled row of a settings list, its control at the end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/**
 * pf_studio_setting_row_new:
 * @title: what the setting is
 * @subtitle: (nullable): a line more about it
 * @control: the spin button, switch or drop-down that sets it
 *
 * Returns: (transfer floating): an #AdwActionRow with @control centred at
 *   its end
 */
GtkWidget *pf_studio_setting_row_new (const char *title,
                                      const char *subtitle,
                                      GtkWidget  *control);

G_END_DECLS

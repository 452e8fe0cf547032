/* pf-studio-settings.h: the app's GSettings: window state, recent projects, playtest keys,
 * what the windows remember
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * pf_studio_settings_get:
 *
 * Returns: (transfer none) (nullable): the app's settings, or %NULL when the
 *   schema is not installed (then nothing is remembered, and nothing fails)
 */
GSettings *pf_studio_settings_get            (void);
/* An integer setting, or @fallback when the installed schema lacks it. */
int        pf_studio_settings_get_int        (const char *key,
                                              int         fallback);
/* Keeps an integer setting (within the range of its key); nothing without the key. */
void       pf_studio_settings_set_int        (const char *key,
                                              int         value);
/* Binds @property of @object to the setting @key both ways, so that the
 * control shows the value last set; nothing without the key. */
void       pf_studio_settings_bind           (const char *key,
                                              gpointer    object,
                                              const char *property);
void       pf_studio_settings_restore_window (GtkWindow  *window);
void       pf_studio_settings_save_window    (GtkWindow  *window);

/**
 * pf_studio_settings_get_recent_files:
 *
 * Returns: (transfer full) (element-type GFile): the recent projects, most
 *   recent first, without the local files that no longer exist
 */
GPtrArray *pf_studio_settings_get_recent_files (void);
/* Puts @uri first in the recent projects ("changed::recent-files" tells). */
void       pf_studio_settings_add_recent     (const char *uri);

/* The folder of @file as people read it, ~ for the home folder: how a recent
 * project's place is shown. */
char      *pf_studio_settings_folder_label     (GFile      *file);

G_END_DECLS

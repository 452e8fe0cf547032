/* pf-studio-setting-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-setting-row.h"

GtkWidget *
pf_studio_setting_row_new (const char *title,
                           const char *subtitle,
                           GtkWidget  *control)
{
  GtkWidget *row = adw_action_row_new ();

  g_return_val_if_fail (GTK_IS_WIDGET (control), NULL);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), control);
  return row;
}

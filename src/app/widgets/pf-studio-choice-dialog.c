/* pf-studio-choice-dialog.c: a question with three answers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio"

#include "pf-studio-choice-dialog.h"

GtkWidget *
pf_studio_choice_dialog_new (GtkWindow  *parent,
                             const char *heading,
                             const char *body,
                             const char *close_id,
                             const char *close_label,
                             const char *destructive_id,
                             const char *destructive_label,
                             const char *suggested_id,
                             const char *suggested_label)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, body));

  adw_message_dialog_add_responses (dialog,
                                    close_id, close_label,
                                    destructive_id, destructive_label,
                                    suggested_id, suggested_label,
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, destructive_id, ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, suggested_id, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, suggested_id);
  adw_message_dialog_set_close_response (dialog, close_id);
  return GTK_WIDGET (dialog);
}

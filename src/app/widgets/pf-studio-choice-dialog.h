/* pf-studio-choice-dialog.h: a question with three answers: leave it, the destructive one,
 * the suggested one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/**
 * pf_studio_choice_dialog_new:
 * @parent: the window the question is about
 * @heading: the question
 * @body: what is at stake
 * @close_id, @close_label: the answer that leaves things as they are, which
 *   Escape and closing the dialog give
 * @destructive_id, @destructive_label: the answer that loses something,
 *   drawn as destructive
 * @suggested_id, @suggested_label: the answer suggested, the default
 *
 * The shape of the studio's questions (Save Changes?, File Changed on
 * Disk, Recover Unsaved Changes?), in the order of the GNOME HIG.
 *
 * Returns: (transfer floating): the dialog, not yet presented
 */
GtkWidget *pf_studio_choice_dialog_new (GtkWindow  *parent,
                                        const char *heading,
                                        const char *body,
                                        const char *close_id,
                                        const char *close_label,
                                        const char *destructive_id,
                                        const char *destructive_label,
                                        const char *suggested_id,
                                        const char *suggested_label);

G_END_DECLS

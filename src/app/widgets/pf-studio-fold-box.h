/* pf-studio-fold-box.h: two panes side by side on a wide window, one above the other on a
 * narrow one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_FOLD_BOX (pf_studio_fold_box_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioFoldBox, pf_studio_fold_box, PF_STUDIO, FOLD_BOX, GtkWidget)

/**
 * pf_studio_fold_box_new:
 * @start: the first pane: the left one, or the upper one when folded
 * @end: the second pane
 * @fold_width: below this width the panes are folded, one above the other
 * @ratio: the first pane's share of the width, or of the height when
 *   folded, 0..1; a pane never gets less than its minimum size
 *
 * Returns: (transfer floating): the box
 */
GtkWidget *pf_studio_fold_box_new        (GtkWidget       *start,
                                          GtkWidget       *end,
                                          int              fold_width,
                                          double           ratio);

/* Gives the first pane another share of the height when folded (0..1);
 * side by side, the share stays pf_studio_fold_box_new()'s @ratio. */
void       pf_studio_fold_box_set_folded_ratio (PfStudioFoldBox *self,
                                                double           ratio);

/* Whether the panes are one above the other at the box's width now. */
gboolean   pf_studio_fold_box_get_folded (PfStudioFoldBox *self);

G_END_DECLS

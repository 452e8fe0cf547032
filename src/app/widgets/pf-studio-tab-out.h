/* pf-studio-tab-out.h: a list that Tab leaves at once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_TAB_OUT (pf_studio_tab_out_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioTabOut, pf_studio_tab_out, PF_STUDIO, TAB_OUT, GtkWidget)

/*
 * PfStudioTabOut holds one child (a scrolled list, in a template: its
 * "child" property). Tab and Shift+Tab come into the child as usual, and
 * from inside it go on to the next widget of the window, not to the
 * list's next row: the arrows move between the rows.
 */
GtkWidget *pf_studio_tab_out_new       (void);
void       pf_studio_tab_out_set_child (PfStudioTabOut *self,
                                        GtkWidget      *child);
GtkWidget *pf_studio_tab_out_get_child (PfStudioTabOut *self);

/*
 * Whether Tab or Shift+Tab in @direction leaves @widget, which holds the
 * focus: a widget's focus vfunc then returns FALSE and, until the next
 * idle, lets no focus in (when the window wraps around, GTK would come
 * back in along the children it remembers).
 */
gboolean   pf_studio_tab_out_leave     (GtkWidget        *widget,
                                        GtkDirectionType  direction);

G_END_DECLS

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

/* The widget Tab comes in on, or NULL for the child's own choice. */
typedef GtkWidget *(*PfStudioTabOutEnterFunc) (gpointer user_data);

/**
 * pf_studio_tab_out_set_enter_func:
 * @self: the holder
 * @func: (nullable): what Tab comes in on (a list's selected row, rather
 *   than a row the list cannot focus)
 * @user_data: its data, which must outlive @self
 */
void       pf_studio_tab_out_set_enter_func (PfStudioTabOut          *self,
                                             PfStudioTabOutEnterFunc  func,
                                             gpointer                 user_data);

G_END_DECLS

/* pf-studio-column-scroll.h: scrolling a column view to a row once it is laid out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * pf_studio_column_view_scroll_to:
 * @view: a column view
 * @position: a row of its model; 0 is the top of the list
 *
 * Scrolls @view to @position after the next frame's layout, so that rows
 * just added, moved or sorted are where the scroll expects them (GTK 4.8
 * has no gtk_column_view_scroll_to(), and its list view only scrolls to
 * rows it has laid out). A later call replaces a pending one.
 */
void pf_studio_column_view_scroll_to     (GtkColumnView *view,
                                          guint          position);

/* Drops a pending scroll of @view. */
void pf_studio_column_view_cancel_scroll (GtkColumnView *view);

G_END_DECLS

/* pf-studio-side-window.h: a window that goes with the project window it serves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * pf_studio_side_window_follow:
 * @window: a window transient for a project window (Generate Levels, the
 *   playtest)
 *
 * Makes @window go when its transient parent goes, letting go of the parent
 * first. GTK's "destroy-with-parent" keeps the link until @window is
 * freed, and GTK may hold @window (while it handles a key there, such as
 * Ctrl+Q) until after the parent is freed: the unlink then reached a
 * window already gone.
 */
void pf_studio_side_window_follow (GtkWindow *window);

G_END_DECLS

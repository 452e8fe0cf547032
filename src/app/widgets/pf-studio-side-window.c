/* pf-studio-side-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-side-window.h"

static void
on_parent_destroyed (GtkWindow *window)
{
  gtk_window_set_transient_for (window, NULL);
  gtk_window_destroy (window);
}

void
pf_studio_side_window_follow (GtkWindow *window)
{
  GtkWindow *parent;

  g_return_if_fail (GTK_IS_WINDOW (window));

  parent = gtk_window_get_transient_for (window);
  g_return_if_fail (parent != NULL);
  g_return_if_fail (!gtk_window_get_destroy_with_parent (window));

  g_signal_connect_object (parent, "destroy", G_CALLBACK (on_parent_destroyed), window,
                           G_CONNECT_SWAPPED);
}

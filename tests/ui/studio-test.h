/* studio-test.h: what every UI test needs: set-up, frames, the example project
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-studio-window.h"

G_BEGIN_DECLS

/* gtk_test_init(), libadwaita and the app's resources. */
void            studio_test_init         (int    *argc,
                                          char ***argv);

/* Runs the main loop for @n frames of about 20 ms. */
void            studio_test_wait_frames  (guint   n);

/* data/examples/starter.xml in the source tree. */
GFile          *studio_test_example_file (void);

/* A window of @width x @height showing the example project, drawn once. */
PfStudioWindow *studio_test_open_example (int     width,
                                          int     height);

/**
 * studio_test_render_widget:
 * @widget: a mapped widget
 *
 * Draws @widget through its real snapshot into an image surface.
 *
 * Returns: (transfer full): an ARGB32 surface of the widget's size
 */
cairo_surface_t *studio_test_render_widget       (GtkWidget  *widget);

/* The pixels of @widget's drawing that differ from its top-left pixel. */
guint            studio_test_count_drawn_pixels  (GtkWidget  *widget);

/* Saves @widget's drawing as @dir/@name; does nothing when @dir is NULL,
 * so tests can write pictures to look at when an environment variable asks. */
void             studio_test_save_png            (GtkWidget  *widget,
                                                  const char *dir,
                                                  const char *name);

G_END_DECLS

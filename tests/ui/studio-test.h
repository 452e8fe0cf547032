/* studio-test.h: what every UI test needs: set-up, frames, the example project
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-studio-application.h"
#include "pf-studio-window.h"

G_BEGIN_DECLS

/* gtk_test_init(), libadwaita and the app's resources. */
void            studio_test_init         (int    *argc,
                                          char ***argv);

/* studio_test_init(), with the recovery copies (PF_RECOVERY_DIR) in a new
 * temporary folder, so a test never meets the user's; returns the folder,
 * for the test to remove when it ends. */
char           *studio_test_init_apart   (int    *argc,
                                          char ***argv);

/* Runs the main loop for @n frames of about 20 ms. */
void            studio_test_wait_frames  (guint   n);

/* Runs the main loop until @check says yes, for at most ten seconds (a
 * busy machine may take a while); returns what @check says last. */
typedef gboolean (*StudioTestCheck) (gpointer data);
gboolean        studio_test_wait_for     (StudioTestCheck check,
                                          gpointer        data);

/* Whether real key presses can be sent: xdotool on an X display. */
gboolean        studio_test_can_press_keys (void);

/* Presses @key (an xdotool key name: "3", "KP_7", "ctrl+Return") as the X
 * server would, in the widget that has the focus in @window. */
void            studio_test_press_key    (GtkWidget  *window,
                                          const char *key);

/* Turns the wheel down @notches notches with the pointer over the middle
 * of @widget, as the X server would. */
void            studio_test_wheel_over   (GtkWidget  *widget,
                                          guint       notches);

/* Selects the item @path, with the focus left outside the page that shows
 * it, as after a click on the item in the sidebar; returns that page. */
GtkWidget      *studio_test_select_keeping_focus (PfStudioWindow *window,
                                                  const char     *path);

/* data/examples/starter.xml in the source tree. */
GFile          *studio_test_example_file (void);

/* The window's project, and whether it has unsaved changes. */
PfProject      *studio_test_project      (PfStudioWindow *window);
gboolean        studio_test_modified     (PfStudioWindow *window);

/* Activates the window action @name ("undo", not "win.undo") with an
 * optional string parameter, as a menu, a shortcut or a script would, and
 * lets a few frames pass. */
void            studio_test_activate     (PfStudioWindow *window,
                                          const char     *name,
                                          const char     *parameter);

/* Selects the item @path (win.select-item), or the @n-th item of the sidebar. */
void            studio_test_select       (PfStudioWindow *window,
                                          const char     *path);
void            studio_test_select_nth   (PfStudioWindow *window,
                                          guint           n);
PfItemKind      studio_test_selected_kind (PfStudioWindow *window);

/* The app as it runs, registered but not on a bus (the tests have none);
 * nothing is open yet. */
PfStudioApplication *studio_test_app_new          (void);
/* How many project windows @app has, and closing them all without prompts. */
guint                studio_test_count_windows    (PfStudioApplication *app);
void                 studio_test_destroy_windows  (PfStudioApplication *app);
/* Waits until no window of @app is reading a project it opens (a file is
 * read in a worker thread), and lets a few frames pass. */
void                 studio_test_wait_opened      (PfStudioApplication *app);
/* Opens the example in @app as the file manager does; returns its window. */
PfStudioWindow      *studio_test_app_open_example (PfStudioApplication *app);

/* The first toplevel of @type that is not in @before (a list that
 * gtk_window_list_toplevels() gave), such as a dialog just opened. */
GtkWindow           *studio_test_find_new_window  (GList               *before,
                                                   GType                type);

/* A window of @width x @height showing the example project, drawn once. */
PfStudioWindow *studio_test_open_example (int     width,
                                          int     height);

/* The first widget under @root (depth first, @root included) that is an
 * AdwPreferencesRow or AdwPreferencesGroup titled @title, or a GtkActionable
 * for @action_name. */
GtkWidget      *studio_test_find_row     (GtkWidget      *root,
                                          const char     *title);
GtkWidget      *studio_test_find_action  (GtkWidget      *root,
                                          const char     *action_name);
/* Likewise, a mapped one only: a page may hold a second, hidden control for
 * an action. */
GtkWidget      *studio_test_find_shown_action (GtkWidget *root,
                                               const char *action_name);
/* The first widget under @root (@root included) of @type. */
GtkWidget      *studio_test_find_type    (GtkWidget      *root,
                                          GType           type);
/* The first label under @root (@root included) whose text is @text, or
 * begins with @prefix. */
GtkLabel       *studio_test_find_label   (GtkWidget      *root,
                                          const char     *text);
GtkLabel       *studio_test_find_label_starting (GtkWidget  *root,
                                                 const char *prefix);

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

/* Whether @widget binds a key to the action named @action. */
gboolean         studio_test_has_shortcut        (GtkWidget  *widget,
                                                  const char *action);

/**
 * studio_test_assert_shortcuts_listed:
 * @widget: a widget with shortcut controllers (its class bindings among them)
 * @action_prefix: (nullable): only shortcuts of actions named so, such as "win."
 *
 * Fails the test unless every key shortcut of @widget that activates a named
 * action is in the shortcuts window (help-overlay.ui), ignoring the keypad
 * and unshifted twins (KP_Add, equal) of listed keys.
 *
 * Returns: how many shortcuts were checked
 */
guint            studio_test_assert_shortcuts_listed (GtkWidget  *widget,
                                                      const char *action_prefix);

/* Saves @widget's drawing as @dir/@name; does nothing when @dir is NULL,
 * so tests can write pictures to look at when an environment variable asks. */
void             studio_test_save_png            (GtkWidget  *widget,
                                                  const char *dir,
                                                  const char *name);

G_END_DECLS

/* test-ui-start.c: the start page: the recent projects, a new project, a copy of the example
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include <glib/gstdio.h>

#include "pf-studio-settings.h"
#include "pf-studio-start-page.h"
#include "pf-studio-window-private.h"
#include "studio-test.h"
#include "test-files.h"

/* The home folder the tests run with, so the page's "~" can be checked. */
static char *home;

static char *
copy_example_to (const char *dir,
                 const char *name)
{
  g_autoptr(GFile) example = studio_test_example_file ();
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) copy = g_file_new_for_path (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_copy (example, copy, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL));
  return g_steal_pointer (&path);
}

static void
set_recent (const char * const *paths)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) uris = NULL;

  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (paths[i]);
      g_autofree char *uri = g_file_get_uri (file);

      g_strv_builder_add (builder, uri);
    }
  uris = g_strv_builder_end (builder);
  g_settings_set_strv (pf_studio_settings_get (), "recent-files", (const char * const *) uris);
}

/* The app started without a file: its one window. */
static PfStudioWindow *
start (PfStudioApplication *app)
{
  PfStudioWindow *window;

  g_application_activate (G_APPLICATION (app));
  studio_test_wait_frames (10);
  g_assert_cmpuint (studio_test_count_windows (app), ==, 1);
  window = PF_STUDIO_WINDOW (gtk_application_get_windows (GTK_APPLICATION (app))->data);
  g_assert_true (pf_studio_window_shows_start (window));
  return window;
}

static GtkWidget *
start_page (PfStudioWindow *window)
{
  GtkWidget *page = studio_test_find_type (GTK_WIDGET (window), PF_STUDIO_TYPE_START_PAGE);

  g_assert_nonnull (page);
  return page;
}

static void
collect_rows (GtkWidget *widget,
              GPtrArray *rows)
{
  if (ADW_IS_ACTION_ROW (widget))
    g_ptr_array_add (rows, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_rows (child, rows);
}

/* The page's recent-project rows, top to bottom. */
static GPtrArray *
recent_rows (PfStudioWindow *window)
{
  GPtrArray *rows = g_ptr_array_new ();

  collect_rows (start_page (window), rows);
  return rows;
}

static const char *
row_title (GtkWidget *row)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

static const char *
row_subtitle (GtkWidget *row)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static gboolean
shows_editor (gpointer window)
{
  return !pf_studio_window_shows_start (window);
}

/* Presses the start page's button for @action_name (a button answers a
 * moment after it is pressed): the window then shows the editor on a
 * document with no file, and no window came. */
static void
press_on_start_page (PfStudioApplication *app,
                     PfStudioWindow      *window,
                     const char          *action_name)
{
  GtkWidget *button = studio_test_find_shown_action (start_page (window), action_name);

  g_assert_nonnull (button);
  gtk_widget_activate (button);
  g_assert_true (studio_test_wait_for (shows_editor, window));
  g_assert_cmpuint (studio_test_count_windows (app), ==, 1);
  g_assert_null (pf_document_get_file (pf_studio_window_get_document (window)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                   "Untitled Project — Polyform Studio");
}

static gboolean
action_enabled (PfStudioWindow *window,
                const char     *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

/* The recent projects, most recent first, each with its folder; the ones
 * that are gone are left out, and a click opens one in this window. */
static void
test_recent_projects (void)
{
  g_autofree char *puzzles = g_build_filename (home, "Puzzles", NULL);
  g_autofree char *elsewhere = g_dir_make_tmp ("pf-elsewhere-XXXXXX", NULL);
  g_autofree char *newest = copy_example_to (puzzles, "newest.polyform.xml");
  g_autofree char *gone = g_build_filename (home, "gone.xml", NULL);
  g_autofree char *older = copy_example_to (elsewhere, "older & <wiser>.xml");
  const char *recent[] = { newest, gone, older, NULL };
  g_autoptr(PfStudioApplication) app = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GFile) older_file = g_file_new_for_path (older);
  g_autofree char *older_uri = g_file_get_uri (older_file);
  PfStudioWindow *window;
  GVariant *target;

  set_recent (recent);
  app = studio_test_app_new ();
  window = start (app);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Polyform Studio");

  rows = recent_rows (window);
  g_assert_cmpuint (rows->len, ==, 2);
  g_assert_cmpstr (row_title (rows->pdata[0]), ==, "newest.polyform.xml");
  g_assert_cmpstr (row_subtitle (rows->pdata[0]), ==, "~/Puzzles");
  g_assert_cmpstr (row_title (rows->pdata[1]), ==, "older & <wiser>.xml");
  g_assert_cmpstr (row_subtitle (rows->pdata[1]), ==, elsewhere);
  g_assert_true (gtk_widget_get_mapped (rows->pdata[1]));
  g_assert_true (gtk_list_box_row_get_activatable (rows->pdata[1]));
  g_assert_cmpstr (gtk_actionable_get_action_name (rows->pdata[1]), ==, "win.open-file");
  target = gtk_actionable_get_action_target_value (rows->pdata[1]);
  g_assert_cmpstr (g_variant_get_string (target, NULL), ==, older_uri);

  /* The list follows the settings, whichever window changes them. */
  {
    const char *only_newest[] = { newest, NULL };
    g_autoptr(GPtrArray) now = NULL;

    set_recent (only_newest);
    studio_test_wait_frames (2);
    now = recent_rows (window);
    g_assert_cmpuint (now->len, ==, 1);
    set_recent (recent);
    studio_test_wait_frames (2);
    g_ptr_array_unref (rows);
    rows = recent_rows (window);
  }

  /* Activating a row (a click, Enter) opens it here: no second window. */
  gtk_widget_activate (rows->pdata[1]);
  studio_test_wait_frames (5);
  g_assert_cmpuint (studio_test_count_windows (app), ==, 1);
  g_assert_false (pf_studio_window_shows_start (window));
  g_assert_true (g_file_equal (pf_document_get_file (pf_studio_window_get_document (window)),
                               older_file));
  g_assert_cmpuint (pf_studio_window_count_items (window), ==, 22);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                   "older & <wiser>.xml — Polyform Studio");
  /* It is the most recent project now. */
  {
    g_auto(GStrv) now = g_settings_get_strv (pf_studio_settings_get (), "recent-files");

    g_assert_cmpstr (now[0], ==, older_uri);
  }
  /* Open Recent names each project with its folder too. */
  {
    GMenuModel *menu = G_MENU_MODEL (window->recent_section);
    g_autofree char *label = NULL;
    g_autofree char *expected = g_strdup_printf ("older & <wiser>.xml — %s", elsewhere);

    g_assert_cmpint (g_menu_model_get_n_items (menu), >=, 2);
    g_assert_true (g_menu_model_get_item_attribute (menu, 0, G_MENU_ATTRIBUTE_LABEL, "s", &label));
    g_assert_cmpstr (label, ==, expected);
    g_clear_pointer (&label, g_free);
    g_assert_true (g_menu_model_get_item_attribute (menu, 1, G_MENU_ATTRIBUTE_LABEL, "s", &label));
    g_assert_cmpstr (label, ==, "newest.polyform.xml — ~/Puzzles");
  }

  studio_test_destroy_windows (app);
  test_remove_temp_dir (elsewhere);
}

/* New Project is app.new-window: on the start page it starts an empty
 * project in this window; from a project, Ctrl+N is still a new window
 * with an empty project. */
static void
test_new_project (void)
{
  const char *none[] = { NULL };
  g_autoptr(PfStudioApplication) app = NULL;
  PfStudioWindow *window;
  GList *windows;

  set_recent (none);
  app = studio_test_app_new ();
  window = start (app);
  g_assert_false (gtk_widget_get_visible (studio_test_find_type (start_page (window),
                                                                 ADW_TYPE_PREFERENCES_GROUP)));
  /* Nothing edits the hidden empty document. */
  g_assert_false (action_enabled (window, "save"));
  g_assert_false (action_enabled (window, "new-level"));
  g_assert_false (action_enabled (window, "playtest"));
  g_assert_true (action_enabled (window, "open-file"));

  press_on_start_page (app, window, "app.new-window");
  g_assert_cmpuint (pf_studio_window_count_items (window), ==, 0);
  g_assert_false (studio_test_modified (window));
  g_assert_true (action_enabled (window, "save"));
  g_assert_true (action_enabled (window, "new-level"));
  /* The editor's own prompt for an empty project. */
  g_assert_nonnull (studio_test_find_shown_action (GTK_WIDGET (window), "win.new-level"));

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-window", NULL);
  studio_test_wait_frames (5);
  g_assert_cmpuint (studio_test_count_windows (app), ==, 2);
  for (windows = gtk_application_get_windows (GTK_APPLICATION (app)); windows != NULL;
       windows = windows->next)
    {
      g_assert_false (pf_studio_window_shows_start (windows->data));
      g_assert_cmpuint (pf_studio_window_count_items (windows->data), ==, 0);
    }
  studio_test_destroy_windows (app);
}

static char *
read_file (GFile *file)
{
  char *contents = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  return contents;
}

/* New from Example: a copy of the example, unsaved and with no file, so
 * the first save asks where; the example itself is never written. */
static void
test_new_from_example (void)
{
  g_autoptr(GFile) example = studio_test_example_file ();
  g_autofree char *example_before = read_file (example);
  g_autofree char *example_after = NULL;
  g_autoptr(PfStudioApplication) app = NULL;
  g_autoptr(GList) before = NULL;
  PfStudioWindow *window;
  GtkWidget *chooser;

  app = studio_test_app_new ();
  window = start (app);
  press_on_start_page (app, window, "win.new-from-example");
  g_assert_cmpuint (pf_studio_window_count_items (window), ==, 22);
  g_assert_false (studio_test_modified (window));

  /* An edit, then a save: it asks where, and the example stays as it was. */
  studio_test_activate (window, "new-pack", NULL);
  g_assert_true (studio_test_modified (window));
  before = gtk_window_list_toplevels ();
  studio_test_activate (window, "save", NULL);
  studio_test_wait_frames (5);
  chooser = GTK_WIDGET (studio_test_find_new_window (before, GTK_TYPE_FILE_CHOOSER));
  g_assert_nonnull (chooser);
  gtk_window_close (GTK_WINDOW (chooser));
  studio_test_wait_frames (2);
  g_assert_null (pf_document_get_file (pf_studio_window_get_document (window)));
  example_after = read_file (example);
  g_assert_cmpstr (example_after, ==, example_before);

  /* Asked again from a window that holds a project: a window of its own. */
  studio_test_activate (window, "new-from-example", NULL);
  studio_test_wait_opened (app);
  g_assert_cmpuint (studio_test_count_windows (app), ==, 2);
  g_assert_true (studio_test_modified (window));

  studio_test_destroy_windows (app);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *recovery = NULL;
  int status;

  /* Before anything asks GLib for it. */
  home = g_dir_make_tmp ("pf-home-XXXXXX", NULL);
  g_setenv ("HOME", home, TRUE);
  recovery = studio_test_init_apart (&argc, &argv);

  g_test_add_func ("/ui/start/recent-projects", test_recent_projects);
  g_test_add_func ("/ui/start/new-project", test_new_project);
  g_test_add_func ("/ui/start/new-from-example", test_new_from_example);
  status = g_test_run ();
  test_remove_temp_dir (recovery);
  /* It holds the projects, and what GTK keeps of recent files. */
  test_remove_temp_dir (home);
  g_free (home);
  return status;
}

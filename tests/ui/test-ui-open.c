/* test-ui-open.c: a file that fails to open, however it is opened, is reported in the
 * window it was opened from, which keeps its project, and no window is left behind; a
 * project is read off the main loop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include <glib/gstdio.h>

#include "pf-studio-window-private.h"
#include "studio-big-pack.h"
#include "studio-test.h"
#include "test-files.h"

/* The files that cannot be opened, in a folder of their own. */
static char *dir;
static const char *bad_names[] = { "malformed.xml", "missing.xml", "not-a-project.xml",
                                   "fifo.xml" };

static GFile *
bad_file (const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  return g_file_new_for_path (path);
}

static void
make_bad_files (void)
{
  g_autofree char *malformed = g_build_filename (dir, "malformed.xml", NULL);
  g_autofree char *other = g_build_filename (dir, "not-a-project.xml", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.xml", NULL);

  g_assert_true (g_file_set_contents (malformed, "<polyform-project version=\"1\">\n<tri-pack>\n",
                                      -1, NULL));
  g_assert_true (g_file_set_contents (other, "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
                                      -1, NULL));
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
}

/* A dropped file, as Files drops it on the window. */
static void
drop_on (PfStudioWindow *window,
         GFile          *file)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  GtkDropTarget *target = NULL;
  GSList *list = g_slist_prepend (NULL, file);
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_list (list));
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_value_unset (&value);
  g_slist_free (list);
}

typedef enum
{
  FROM_WINDOW_ACTION,   /* win.open-file: the recent projects, the start page */
  FROM_APP_ACTION,      /* app.open-file */
  FROM_COMMAND_LINE,    /* polyform-studio FILE while the app runs */
  FROM_DROP,            /* a file dropped on the window */
  N_WAYS
} Way;

static const char *way_names[] = { "win.open-file", "app.open-file", "command line", "drop" };

static void
open_by (PfStudioApplication *app,
         PfStudioWindow      *window,
         GFile               *file,
         Way                  way)
{
  g_autofree char *path = g_file_get_path (file);

  switch (way)
    {
    case FROM_WINDOW_ACTION:
      g_action_group_activate_action (G_ACTION_GROUP (window), "open-file",
                                      g_variant_new_string (path));
      break;
    case FROM_APP_ACTION:
      g_action_group_activate_action (G_ACTION_GROUP (app), "open-file",
                                      g_variant_new_string (path));
      break;
    case FROM_COMMAND_LINE:
      g_application_open (G_APPLICATION (app), &file, 1, "");
      break;
    case FROM_DROP:
      drop_on (window, file);
      break;
    case N_WAYS:
    default:
      g_assert_not_reached ();
    }
  studio_test_wait_opened (app);
}

/* A window on a project; each bad file, each way: the error names the file
 * in that window, the project is the same, unchanged, and no window came. */
static void
test_bad_file_every_way (void)
{
  g_autoptr(GFile) example = studio_test_example_file ();
  g_autofree char *good_path = g_build_filename (dir, "good.xml", NULL);
  g_autoptr(GFile) good = g_file_new_for_path (good_path);
  g_autoptr(PfStudioApplication) app = studio_test_app_new ();
  PfStudioWindow *window;
  PfProject *project;

  g_assert_true (g_file_copy (example, good, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL));
  g_application_open (G_APPLICATION (app), &good, 1, "");
  studio_test_wait_opened (app);
  g_assert_cmpuint (studio_test_count_windows (app), ==, 1);
  window = PF_STUDIO_WINDOW (gtk_application_get_windows (GTK_APPLICATION (app))->data);
  project = studio_test_project (window);

  for (Way way = 0; way < N_WAYS; way++)
    for (guint i = 0; i < G_N_ELEMENTS (bad_names); i++)
      {
        g_autoptr(GFile) bad = bad_file (bad_names[i]);
        const char *error;

        g_test_message ("%s by %s", bad_names[i], way_names[way]);
        studio_test_activate (window, "dismiss-error", NULL);
        g_assert_null (pf_studio_window_get_error (window));

        open_by (app, window, bad, way);
        error = pf_studio_window_get_error (window);
        g_assert_nonnull (error);
        g_assert_nonnull (strstr (error, bad_names[i]));
        g_assert_cmpuint (studio_test_count_windows (app), ==, 1);
        g_assert_true (studio_test_project (window) == project);
        g_assert_true (g_file_equal (pf_document_get_file (pf_studio_window_get_document (window)),
                                     good));
        g_assert_cmpuint (pf_studio_window_count_items (window), ==, 22);
        g_assert_false (studio_test_modified (window));
      }

  studio_test_destroy_windows (app);
}

/* Started with only a bad file, the app shows the start page with the
 * error; opening another bad file from it keeps it so. */
static void
test_started_with_only_a_bad_file (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_names); i++)
    {
      g_autoptr(PfStudioApplication) app = studio_test_app_new ();
      g_autoptr(GFile) bad = bad_file (bad_names[i]);
      g_autoptr(GFile) other = bad_file (bad_names[(i + 1) % G_N_ELEMENTS (bad_names)]);
      PfStudioWindow *window;

      g_test_message ("%s", bad_names[i]);
      g_application_open (G_APPLICATION (app), &bad, 1, "");
      studio_test_wait_opened (app);
      g_assert_cmpuint (studio_test_count_windows (app), ==, 1);
      window = PF_STUDIO_WINDOW (gtk_application_get_windows (GTK_APPLICATION (app))->data);
      g_assert_true (pf_studio_window_shows_start (window));
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
      g_assert_nonnull (strstr (pf_studio_window_get_error (window), bad_names[i]));

      open_by (app, window, other, FROM_WINDOW_ACTION);
      g_assert_cmpuint (studio_test_count_windows (app), ==, 1);
      g_assert_true (pf_studio_window_shows_start (window));
      g_assert_nonnull (strstr (pf_studio_window_get_error (window),
                                bad_names[(i + 1) % G_N_ELEMENTS (bad_names)]));

      studio_test_destroy_windows (app);
    }
}

/* A project that takes a while to read: a pack of many levels. */
static GFile *
make_big_project (void)
{
  g_autofree char *path = g_build_filename (dir, "big.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(PfDocument) document = studio_big_pack_document (2000, 7);
  g_autoptr(GError) error = NULL;

  g_assert_true (pf_document_save (document, file, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&file);
}

typedef struct
{
  PfStudioApplication *app;
  GFile               *file;
  gboolean             fired;
  gboolean             opening_when_fired;
  gboolean             shown_when_fired;
} Probe;

static gboolean
shows_file (Probe *probe)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (probe->app)); l != NULL;
       l = l->next)
    {
      GFile *shown;

      if (!PF_STUDIO_IS_WINDOW (l->data))
        continue;
      shown = pf_document_get_file (pf_studio_window_get_document (l->data));
      if (shown != NULL && g_file_equal (shown, probe->file))
        return TRUE;
    }
  return FALSE;
}

static gboolean
any_window_opening (Probe *probe)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (probe->app)); l != NULL;
       l = l->next)
    if (PF_STUDIO_IS_WINDOW (l->data) && pf_studio_window_is_opening (l->data))
      return TRUE;
  return FALSE;
}

static gboolean
on_probe (gpointer data)
{
  Probe *probe = data;

  probe->fired = TRUE;
  probe->opening_when_fired = any_window_opening (probe);
  probe->shown_when_fired = shows_file (probe);
  return G_SOURCE_REMOVE;
}

static gboolean
probe_shows_file (gpointer probe)
{
  return shows_file (probe);
}

/* A large project is read off the main loop: app.open-file returns at
 * once, the window says it is opening, a timeout fires before the
 * document is shown, and the window can be closed meanwhile. */
static void
test_opens_off_the_main_loop (void)
{
  g_autoptr(GFile) big = make_big_project ();
  g_autofree char *path = g_file_get_path (big);
  g_autoptr(PfStudioApplication) app = studio_test_app_new ();
  g_autoptr(PfStudioApplication) closing = studio_test_app_new ();
  Probe probe = { app, big, FALSE, FALSE, FALSE };
  PfStudioWindow *window;
  gint64 start, returned, shown;

  g_timeout_add (1, on_probe, &probe);
  start = g_get_monotonic_time ();
  g_action_group_activate_action (G_ACTION_GROUP (app), "open-file", g_variant_new_string (path));
  returned = g_get_monotonic_time ();
  g_assert_false (shows_file (&probe));
  g_assert_true (any_window_opening (&probe));

  g_assert_true (studio_test_wait_for (probe_shows_file, &probe));
  shown = g_get_monotonic_time ();
  g_test_message ("app.open-file returned after %" G_GINT64_FORMAT " ms; the project was "
                  "shown after %" G_GINT64_FORMAT " ms", (returned - start) / 1000,
                  (shown - start) / 1000);
  g_assert_true (probe.fired);
  g_assert_true (probe.opening_when_fired);
  g_assert_false (probe.shown_when_fired);
  g_assert_false (any_window_opening (&probe));
  g_assert_cmpuint (studio_test_count_windows (app), ==, 1);
  window = PF_STUDIO_WINDOW (gtk_application_get_windows (GTK_APPLICATION (app))->data);
  g_assert_false (pf_studio_window_shows_start (window));
  g_assert_cmpuint (pf_project_get_packs (studio_test_project (window))->len, ==, 1);
  studio_test_destroy_windows (app);

  /* Closed while it opens: nothing comes of the read. */
  g_action_group_activate_action (G_ACTION_GROUP (closing), "open-file",
                                  g_variant_new_string (path));
  g_assert_cmpuint (studio_test_count_windows (closing), ==, 1);
  window = PF_STUDIO_WINDOW (gtk_application_get_windows (GTK_APPLICATION (closing))->data);
  g_assert_true (pf_studio_window_is_opening (window));
  gtk_window_close (GTK_WINDOW (window));
  studio_test_wait_frames (2);
  g_assert_cmpuint (studio_test_count_windows (closing), ==, 0);
  /* Twice the time the read took, and some. */
  for (gint64 until = g_get_monotonic_time () + 2 * (shown - start) + G_USEC_PER_SEC / 2;
       g_get_monotonic_time () < until;)
    studio_test_wait_frames (1);
  g_assert_cmpuint (studio_test_count_windows (closing), ==, 0);
}

static gboolean
saved (gpointer window)
{
  return !studio_test_modified (window);
}


/* Save As onto the file another window has open is refused, naming it:
 * that window would go on showing what is no longer in its file. Onto a
 * file nobody has open it saves. */
static void
test_save_as_onto_another_windows_file (void)
{
  g_autoptr(PfStudioApplication) app = studio_test_app_new ();
  g_autoptr(GFile) example = studio_test_example_file ();
  g_autofree char *first_path = g_build_filename (dir, "first.xml", NULL);
  g_autofree char *second_path = g_build_filename (dir, "second.xml", NULL);
  g_autofree char *third_path = g_build_filename (dir, "third.xml", NULL);
  g_autoptr(GFile) first = g_file_new_for_path (first_path);
  g_autoptr(GFile) second = g_file_new_for_path (second_path);
  g_autoptr(GFile) third = g_file_new_for_path (third_path);
  g_autofree char *before = NULL, *after = NULL;
  PfStudioWindow *first_window, *second_window;

  g_assert_true (g_file_copy (example, first, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL));
  g_assert_true (g_file_copy (example, second, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL));
  pf_studio_application_open_file (app, first, NULL);
  studio_test_wait_opened (app);
  first_window = pf_studio_application_get_window_of_file (app, first);
  g_assert_nonnull (first_window);
  pf_studio_application_open_file (app, second, first_window);
  studio_test_wait_opened (app);
  second_window = pf_studio_application_get_window_of_file (app, second);
  g_assert_nonnull (second_window);
  g_assert_true (second_window != first_window);
  studio_test_activate (second_window, "new-pack", NULL);
  g_assert_true (g_file_get_contents (first_path, &before, NULL, NULL));

  /* Onto the first window's file: refused, naming it; the file and both
   * windows as they were. */
  g_assert_false (pf_studio_window_save_as_file (second_window, first, FALSE));
  g_assert_true (g_str_has_prefix (pf_studio_window_get_error (second_window),
                                   "Not saved: “first.xml” is open in another window"));
  g_assert_true (g_file_get_contents (first_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (studio_test_modified (second_window));
  g_assert_true (g_file_equal (pf_document_get_file (pf_studio_window_get_document (second_window)),
                               second));

  /* Onto a file nobody has open: saved there. */
  g_assert_true (pf_studio_window_save_as_file (second_window, third, FALSE));
  g_assert_true (studio_test_wait_for (saved, second_window));
  g_assert_true (g_file_equal (pf_document_get_file (pf_studio_window_get_document (second_window)),
                               third));
  studio_test_destroy_windows (app);
  g_unlink (first_path);
  g_unlink (second_path);
  g_unlink (third_path);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *recovery = studio_test_init_apart (&argc, &argv);
  int status;

  dir = test_make_temp_dir ();
  make_bad_files ();

  g_test_add_func ("/ui/open/bad-file-every-way", test_bad_file_every_way);
  g_test_add_func ("/ui/open/started-with-only-a-bad-file", test_started_with_only_a_bad_file);
  g_test_add_func ("/ui/open/off-the-main-loop", test_opens_off_the_main_loop);
  g_test_add_func ("/ui/open/save-as-onto-another-windows-file",
                   test_save_as_onto_another_windows_file);
  status = g_test_run ();
  test_remove_temp_dir (dir);
  test_remove_temp_dir (recovery);
  g_free (dir);
  return status;
}

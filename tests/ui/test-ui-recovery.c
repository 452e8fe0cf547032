/* test-ui-recovery.c: autosaved copies of unsaved work, and getting them back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/wait.h>

#include <string.h>
#include <unistd.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "pf-studio-application.h"
#include "pf-studio-recovery.h"
#include "studio-test.h"
#include "pf-studio-window.h"

static void
run_main_loop_for (guint milliseconds)
{
  gint64 until = g_get_monotonic_time () + milliseconds * 1000;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

static guint
count_recoveries (void)
{
  g_autoptr(GPtrArray) list = pf_studio_recovery_list ();

  return list->len;
}

static void
test_autosave_then_clean_close (void)
{
  PfStudioWindow *window = pf_studio_window_new (NULL, NULL);
  g_autoptr(GFile) file = studio_test_example_file ();
  g_autoptr(GPtrArray) left = NULL;
  PfShellLayout *layout;

  g_assert_true (pf_studio_window_load (window, file));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpuint (count_recoveries (), ==, 0);

  layout = g_ptr_array_index (pf_project_get_layouts (studio_test_project (window)), 0);
  {
    const PfShellCell *first = &g_array_index (layout->cells, PfShellCell, 0);
    PfShellBoard one;

    pf_shell_board_init (&one);
    pf_shell_board_set (&one, first->x, first->y, first->colour);
    g_assert_true (pf_document_layout_apply_board (pf_studio_window_get_document (window),
                                                   "layout:almost-full", &one, NULL));
  }
  g_assert_cmpuint (layout->cells->len, ==, 1);

  /* The autosave runs a few seconds after the first unsaved change. */
  run_main_loop_for (4000);
  left = pf_studio_recovery_list ();
  g_assert_cmpuint (left->len, ==, 1);
  g_assert_true (g_file_equal (((PfStudioRecovery *) g_ptr_array_index (left, 0))->original, file));
  {
    g_autoptr(GFile) copy = g_file_new_for_path (((PfStudioRecovery *)
                                                  g_ptr_array_index (left, 0))->document);
    g_autoptr(PfProject) saved = pf_project_load (copy, NULL);

    g_assert_nonnull (saved);
    layout = g_ptr_array_index (pf_project_get_layouts (saved), 0);
    g_assert_cmpuint (layout->cells->len, ==, 1);
  }

  /* A window that goes away normally leaves nothing behind. */
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_cmpuint (count_recoveries (), ==, 0);
}

static void
test_recover_after_crash (void)
{
  g_autoptr(GFile) file = studio_test_example_file ();
  g_autoptr(PfProject) project = pf_project_load (file, NULL);
  g_autoptr(GPtrArray) left = NULL;
  PfStudioWindow *window;
  PfShellLayout *layout;

  /* What a crashed session leaves: a copy with a change in it. */
  layout = g_ptr_array_index (pf_project_get_layouts (project), 0);
  g_array_set_size (layout->cells, 2);
  g_assert_true (pf_studio_recovery_write ("crashed", project, TRUE, 0, NULL, file, NULL, NULL));

  left = pf_studio_recovery_list ();
  g_assert_cmpuint (left->len, ==, 1);

  window = pf_studio_window_new (NULL, NULL);
  g_assert_true (pf_studio_window_load_recovered (window, g_ptr_array_index (left, 0)));
  gtk_window_present (GTK_WINDOW (window));

  /* It opens unsaved, aimed at the original file, with the change. */
  g_assert_true (studio_test_modified (window));
  g_assert_true (g_file_equal (pf_document_get_file (pf_studio_window_get_document (window)), file));
  layout = g_ptr_array_index (pf_project_get_layouts (studio_test_project (window)), 0);
  g_assert_cmpuint (layout->cells->len, ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_cmpuint (count_recoveries (), ==, 0);
}

/* Rewrites the owner of autosave @key as process @pid, started at @started. */
static void
set_owner (const char *key,
           pid_t       pid,
           guint64     started)
{
  g_autofree char *dir = pf_studio_recovery_dir ();
  g_autofree char *name = g_strconcat (key, ".ini", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GKeyFile) info = g_key_file_new ();

  g_assert_true (g_key_file_load_from_file (info, path, G_KEY_FILE_NONE, NULL));
  g_key_file_set_int64 (info, "recovery", "pid", pid);
  g_key_file_set_uint64 (info, "recovery", "started", started);
  g_assert_true (g_key_file_save_to_file (info, path, NULL));
}

/* Without the session bus two instances run side by side: the autosave of
 * the other one, still running, is its own unsaved work, not a crash's; it
 * is offered once that process is gone (its id now another process's). */
static void
test_running_instance_autosave_not_offered (void)
{
  g_autoptr(GFile) file = studio_test_example_file ();
  g_autoptr(PfProject) project = pf_project_load (file, NULL);
  pid_t other = getppid ();

  g_assert_true (pf_studio_recovery_write ("running", project, TRUE, 0, NULL, file, NULL, NULL));
  g_assert_cmpuint (count_recoveries (), ==, 1);
  set_owner ("running", other, pf_studio_recovery_process_start_time (other));
  g_assert_cmpuint (count_recoveries (), ==, 0);
  set_owner ("running", other, pf_studio_recovery_process_start_time (other) + 1);
  g_assert_cmpuint (count_recoveries (), ==, 1);

  /* A writer that crashed, whose parent has not reaped it yet, runs no
   * more: its copy is offered. */
  {
    int gate[2];
    pid_t child;
    char byte;

    g_assert_cmpint (pipe (gate), ==, 0);
    child = fork ();
    if (child == 0)
      {
        /* Runs until the pipe closes, then ends. */
        close (gate[1]);
        _exit (read (gate[0], &byte, 1) < 0);
      }
    g_assert_cmpint (child, >, 0);
    close (gate[0]);
    set_owner ("running", child, pf_studio_recovery_process_start_time (child));
    g_assert_cmpuint (count_recoveries (), ==, 0);
    close (gate[1]);
    g_usleep (G_USEC_PER_SEC / 5);
    g_assert_cmpuint (count_recoveries (), ==, 1);
    g_assert_cmpint (waitpid (child, NULL, 0), ==, child);
  }
  pf_studio_recovery_remove ("running");
}

static AdwMessageDialog *
find_dialog (GList *before)
{
  return (AdwMessageDialog *) studio_test_find_new_window (before, ADW_TYPE_MESSAGE_DIALOG);
}

typedef struct
{
  GList            *before;
  AdwMessageDialog *found;
} DialogWait;

static gboolean
dialog_shown (gpointer data)
{
  DialogWait *wait = data;

  wait->found = find_dialog (wait->before);
  return wait->found != NULL;
}

/* Saves @window and answers Cancel to the question it must ask: the file
 * changed on disk since the recovered copy was made. */
static void
assert_save_asks (PfStudioWindow *window)
{
  DialogWait wait = { gtk_window_list_toplevels (), NULL };

  studio_test_activate (window, "save", NULL);
  g_assert_true (studio_test_wait_for (dialog_shown, &wait));
  g_list_free (wait.before);
  g_assert_true (adw_message_dialog_has_response (wait.found, "overwrite"));
  adw_message_dialog_response (wait.found, "cancel");
  gtk_window_destroy (GTK_WINDOW (wait.found));
  studio_test_wait_frames (3);
  g_assert_true (studio_test_modified (window));
}

/* A project recovered after a crash is saved over its file without a
 * question only while the file is the one the copy was made from: a hand
 * edit made while the app was down is not lost. */
static void
test_recovered_then_changed_on_disk (void)
{
  static const char hand_edit[] = "<polyform-project version=\"1\"/>\n";
  g_autofree char *dir = g_dir_make_tmp ("pf-recovered-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "project.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) example = studio_test_example_file ();
  g_autoptr(GPtrArray) left = NULL;
  g_autoptr(GPtrArray) unrecorded = NULL;
  g_autoptr(PfProject) project = NULL;
  PfStudioWindow *window = pf_studio_window_new (NULL, NULL);
  PfStudioWindow *recovered;
  g_autofree char *contents = NULL;

  g_assert_true (g_file_copy (example, file, G_FILE_COPY_NONE, NULL, NULL, NULL, NULL));
  g_assert_true (pf_studio_window_load (window, file));
  gtk_window_present (GTK_WINDOW (window));
  studio_test_activate (window, "new-pack", NULL);
  run_main_loop_for (4000);
  left = pf_studio_recovery_list ();
  g_assert_cmpuint (left->len, ==, 1);
  g_assert_true (((PfStudioRecovery *) g_ptr_array_index (left, 0))->has_read);

  /* The file edited by hand while the app was down. */
  g_assert_true (g_file_set_contents (path, hand_edit, -1, NULL));
  recovered = pf_studio_window_new (NULL, NULL);
  g_assert_true (pf_studio_window_load_recovered (recovered, g_ptr_array_index (left, 0)));
  gtk_window_present (GTK_WINDOW (recovered));
  assert_save_asks (recovered);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, hand_edit);
  gtk_window_destroy (GTK_WINDOW (recovered));
  gtk_window_destroy (GTK_WINDOW (window));

  /* A copy that did not record the file's state asks too, as it cannot
   * know. */
  project = pf_project_load (example, NULL);
  g_assert_true (pf_studio_recovery_write ("unrecorded", project, TRUE, 0, NULL, file, NULL, NULL));
  unrecorded = pf_studio_recovery_list ();
  g_assert_cmpuint (unrecorded->len, ==, 1);
  g_assert_false (((PfStudioRecovery *) g_ptr_array_index (unrecorded, 0))->has_read);
  recovered = pf_studio_window_new (NULL, NULL);
  g_assert_true (pf_studio_window_load_recovered (recovered, g_ptr_array_index (unrecorded, 0)));
  gtk_window_present (GTK_WINDOW (recovered));
  assert_save_asks (recovered);
  gtk_window_destroy (GTK_WINDOW (recovered));
  g_assert_cmpuint (count_recoveries (), ==, 0);

  g_unlink (path);
  g_rmdir (dir);
}

/* Recovery is offered however the app starts: here, with a file to open. */
static void
test_recovery_offered_when_opening_a_file (void)
{
  g_autoptr(GFile) file = studio_test_example_file ();
  g_autoptr(PfProject) project = pf_project_load (file, NULL);
  g_autoptr(PfStudioApplication) app = NULL;
  g_autoptr(GList) before = gtk_window_list_toplevels ();
  AdwMessageDialog *dialog;
  PfShellLayout *layout;
  GtkWindow *window;

  /* The copy holds a change the file does not have. */
  layout = g_ptr_array_index (pf_project_get_layouts (project), 0);
  g_array_set_size (layout->cells, 3);
  g_assert_true (pf_studio_recovery_write ("left-behind", project, TRUE, 0, NULL, file, NULL,
                                           NULL));

  app = studio_test_app_new ();
  g_application_open (G_APPLICATION (app), &file, 1, "");
  studio_test_wait_opened (app);

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (PF_STUDIO_IS_WINDOW (window));
  g_assert_true (g_file_equal (pf_document_get_file (pf_studio_window_get_document (
                                 PF_STUDIO_WINDOW (window))), file));
  dialog = find_dialog (before);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Recover Unsaved Changes?");

  /* The copy is of the file just opened: it opens in that file's window,
   * unsaved, never in a second window beside it. */
  adw_message_dialog_response (dialog, "recover");
  studio_test_wait_frames (5);
  g_assert_cmpuint (studio_test_count_windows (app), ==, 1);
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (pf_document_get_modified (pf_studio_window_get_document (
                   PF_STUDIO_WINDOW (window))));
  g_assert_true (g_file_equal (pf_document_get_file (pf_studio_window_get_document (
                                 PF_STUDIO_WINDOW (window))), file));
  layout = g_ptr_array_index (pf_project_get_layouts (studio_test_project (
                                PF_STUDIO_WINDOW (window))), 0);
  g_assert_cmpuint (layout->cells->len, ==, 3);

  studio_test_destroy_windows (app);
  g_assert_cmpuint (count_recoveries (), ==, 0);
}

/* Asks the recovery question of a new app opening @file, and answers it with
 * @response; returns the question's heading and body. */
static void
ask_recovery (GFile       *file,
              const char  *response,
              char       **heading,
              char       **body)
{
  g_autoptr(PfStudioApplication) app = studio_test_app_new ();
  g_autoptr(GList) before = gtk_window_list_toplevels ();
  AdwMessageDialog *dialog;

  g_application_open (G_APPLICATION (app), &file, 1, "");
  studio_test_wait_opened (app);
  dialog = find_dialog (before);
  g_assert_nonnull (dialog);
  *heading = g_strdup (adw_message_dialog_get_heading (dialog));
  *body = g_strdup (adw_message_dialog_get_body (dialog));
  adw_message_dialog_response (dialog, response);
  studio_test_wait_frames (5);
  studio_test_destroy_windows (app);
}

/* A copy that holds only levels found says so, not "unsaved changes"; beside
 * a copy with changes, the question names both. */
static void
test_recovery_of_levels_found (void)
{
  g_autoptr(GFile) file = studio_test_example_file ();
  g_autoptr(PfProject) project = pf_project_load (file, NULL);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  g_autofree char *expected = NULL;

  g_assert_true (pf_studio_recovery_write ("found", project, FALSE, 3, NULL, file, NULL, NULL));
  ask_recovery (file, "later", &heading, &body);
  g_assert_cmpstr (heading, ==, "Recover Levels Found?");
  expected = g_strdup_printf ("Polyform Studio closed unexpectedly. The 3 levels found and not "
                              "added for “%s” are kept too, in a pack for each window that "
                              "found them.", name);
  g_assert_cmpstr (body, ==, expected);
  g_clear_pointer (&heading, g_free);
  g_clear_pointer (&body, g_free);
  g_clear_pointer (&expected, g_free);

  g_assert_true (pf_studio_recovery_write ("untitled", project, TRUE, 0, NULL, NULL, NULL, NULL));
  ask_recovery (file, "discard", &heading, &body);
  g_assert_cmpstr (heading, ==, "Recover Unsaved Changes?");
  expected = g_strdup_printf ("Polyform Studio closed unexpectedly with unsaved changes in an "
                              "untitled project. The 3 levels found and not added for “%s” "
                              "are kept too, in a pack for each window that found them.", name);
  g_assert_cmpstr (body, ==, expected);
  g_assert_cmpuint (count_recoveries (), ==, 0);

  /* Recovered, the window shows the first pack that holds them, which
   * comes after the pack they were for; a copy from before the copies
   * named it shows the last pack. */
  {
    PfTriPack *starter = g_ptr_array_index (pf_project_get_packs (project), 0);
    PfTriPack *found = pf_tri_pack_new ("found");
    PfTriPack *older = pf_tri_pack_new ("older");
    const char *shown[] = { "found", NULL };
    const char *expected_paths[] = { "pack:found", "pack:older" };

    g_ptr_array_add (found->levels, pf_tri_level_copy (g_ptr_array_index (starter->levels, 0)));
    g_ptr_array_add (older->levels, pf_tri_level_copy (g_ptr_array_index (starter->levels, 1)));
    g_ptr_array_insert (pf_project_get_packs (project), 1, found);
    g_ptr_array_add (pf_project_get_packs (project), older);
    for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
      {
        g_autoptr(GPtrArray) left = NULL;
        PfStudioWindow *window;

        g_assert_true (pf_studio_recovery_write ("found", project, FALSE, 2, shown[i], file,
                                                 NULL, NULL));
        left = pf_studio_recovery_list ();
        g_assert_cmpstr (((PfStudioRecovery *) g_ptr_array_index (left, 0))->found_pack, ==,
                         shown[i]);
        window = pf_studio_window_new (NULL, NULL);
        g_assert_true (pf_studio_window_load_recovered (window, g_ptr_array_index (left, 0)));
        gtk_window_present (GTK_WINDOW (window));
        g_assert_cmpstr (pf_studio_window_get_selected (window), ==, expected_paths[i]);
        g_assert_true (studio_test_modified (window));
        gtk_window_destroy (GTK_WINDOW (window));
        g_assert_cmpuint (count_recoveries (), ==, 0);
      }
  }
}

/* Started without a file: the start page's window takes the first copy, and
 * each recovered document has one window, no more; opening the file again
 * shows the window that has it. */
static void
test_recovery_at_start_without_a_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pf-recovered-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "saved.xml", NULL);
  g_autoptr(GFile) example = studio_test_example_file ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(PfProject) project = pf_project_load (example, NULL);
  g_autoptr(PfStudioApplication) app = NULL;
  g_autoptr(GList) before = gtk_window_list_toplevels ();
  AdwMessageDialog *dialog;
  guint with_file = 0, untitled = 0;

  g_assert_true (g_file_copy (example, file, G_FILE_COPY_NONE, NULL, NULL, NULL, NULL));
  g_assert_true (pf_studio_recovery_write ("of-a-file", project, TRUE, 0, NULL, file, NULL, NULL));
  g_assert_true (pf_studio_recovery_write ("untitled", project, TRUE, 0, NULL, NULL, NULL, NULL));

  app = studio_test_app_new ();
  g_application_activate (G_APPLICATION (app));
  studio_test_wait_frames (5);
  g_assert_cmpuint (studio_test_count_windows (app), ==, 1);
  g_assert_true (pf_studio_window_shows_start (PF_STUDIO_WINDOW (
                   gtk_application_get_active_window (GTK_APPLICATION (app)))));
  dialog = find_dialog (before);
  g_assert_nonnull (dialog);

  /* It names what it would bring back. */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "“saved.xml”"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "an untitled project"));
  adw_message_dialog_response (dialog, "recover");
  studio_test_wait_frames (5);
  g_assert_cmpuint (studio_test_count_windows (app), ==, 2);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    {
      PfDocument *document;

      if (!PF_STUDIO_IS_WINDOW (l->data))
        continue;
      document = pf_studio_window_get_document (l->data);
      g_assert_false (pf_studio_window_shows_start (l->data));
      g_assert_true (pf_document_get_modified (document));
      if (pf_document_get_file (document) == NULL)
        untitled++;
      else if (g_file_equal (pf_document_get_file (document), file))
        with_file++;
    }
  g_assert_cmpuint (with_file, ==, 1);
  g_assert_cmpuint (untitled, ==, 1);

  g_application_open (G_APPLICATION (app), &file, 1, "");
  studio_test_wait_opened (app);
  g_assert_cmpuint (studio_test_count_windows (app), ==, 2);

  studio_test_destroy_windows (app);
  g_assert_cmpuint (count_recoveries (), ==, 0);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *dir = studio_test_init_apart (&argc, &argv);
  int status;


  g_test_add_func ("/ui/recovery/autosave-then-clean-close", test_autosave_then_clean_close);
  g_test_add_func ("/ui/recovery/recover-after-crash", test_recover_after_crash);
  g_test_add_func ("/ui/recovery/recovered-then-changed-on-disk",
                   test_recovered_then_changed_on_disk);
  g_test_add_func ("/ui/recovery/running-instance-not-offered",
                   test_running_instance_autosave_not_offered);
  g_test_add_func ("/ui/recovery/offered-when-opening-a-file",
                   test_recovery_offered_when_opening_a_file);
  g_test_add_func ("/ui/recovery/at-start-without-a-file", test_recovery_at_start_without_a_file);
  g_test_add_func ("/ui/recovery/levels-found", test_recovery_of_levels_found);
  status = g_test_run ();
  g_rmdir (dir);
  return status;
}

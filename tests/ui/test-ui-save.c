/* test-ui-save.c: saving over a file that another program changed since it was opened
 * asks first, and keeps the other program's file unless told to overwrite it; closing
 * with unsaved changes asks too; a save that cannot write says so
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include <glib/gstdio.h>

#include "pf-studio-window-private.h"
#include "studio-test.h"
#include "test-files.h"

static const char other_program[] = "<polyform-project version=\"1\"/>\n";

/* Auxiliary methods */

typedef struct
{
  GList     *before;
  GtkWindow *found;
  GType      type;
} NewWindow;

static gboolean
new_window_shown (gpointer data)
{
  NewWindow *wait = data;

  wait->found = studio_test_find_new_window (wait->before, wait->type);
  return wait->found != NULL;
}

/* Activates win.@action ("save", "close") and returns the question it
 * asks. */
static AdwMessageDialog *
activate_expecting_dialog (PfStudioWindow *window,
                           const char     *action)
{
  NewWindow wait = { gtk_window_list_toplevels (), NULL, ADW_TYPE_MESSAGE_DIALOG };

  studio_test_activate (window, action, NULL);
  studio_test_wait_for (new_window_shown, &wait);
  g_list_free (wait.before);
  g_assert_nonnull (wait.found);
  return ADW_MESSAGE_DIALOG (wait.found);
}

static gboolean
saved (gpointer window)
{
  return !studio_test_modified (window);
}

/* A window on a copy of the example at @path, shown. */
static PfStudioWindow *
open_copy (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) example = studio_test_example_file ();
  PfStudioWindow *window = pf_studio_window_new (NULL, NULL);

  g_assert_true (g_file_copy (example, file, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL));
  g_assert_true (pf_studio_window_load (window, file));
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* Tests */

static void
test_changed_on_disk (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "project.xml", NULL);
  PfStudioWindow *window = open_copy (path);
  AdwMessageDialog *dialog;
  g_autofree char *contents = NULL;
  GList *before;
  NewWindow chooser = { NULL, NULL, GTK_TYPE_FILE_CHOOSER_DIALOG };

  studio_test_activate (window, "new-pack", NULL);
  g_assert_true (studio_test_modified (window));

  /* Another program writes the file after it was opened. */
  test_write_file (path, other_program);

  /* Cancel: the other program's file stays, the changes stay unsaved. */
  dialog = activate_expecting_dialog (window, "save");
  g_assert_true (adw_message_dialog_has_response (dialog, "save-as"));
  g_assert_true (adw_message_dialog_has_response (dialog, "overwrite"));
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  studio_test_wait_frames (3);
  contents = test_read_file (path);
  g_assert_cmpstr (contents, ==, other_program);
  g_assert_true (studio_test_modified (window));

  /* Save As…: the file chooser, for another name; the file stays. */
  dialog = activate_expecting_dialog (window, "save");
  chooser.before = gtk_window_list_toplevels ();
  adw_message_dialog_response (dialog, "save-as");
  gtk_window_destroy (GTK_WINDOW (dialog));
  studio_test_wait_for (new_window_shown, &chooser);
  g_list_free (chooser.before);
  g_assert_nonnull (chooser.found);
  gtk_dialog_response (GTK_DIALOG (chooser.found), GTK_RESPONSE_CANCEL);
  studio_test_wait_frames (3);
  g_free (contents);
  contents = test_read_file (path);
  g_assert_cmpstr (contents, ==, other_program);
  g_assert_true (studio_test_modified (window));

  /* Overwrite: the project replaces the other program's file. */
  dialog = activate_expecting_dialog (window, "save");
  adw_message_dialog_response (dialog, "overwrite");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (studio_test_wait_for (saved, window));
  g_free (contents);
  contents = test_read_file (path);
  g_assert_nonnull (strstr (contents, "<tileset id=\"meadow\""));
  g_assert_nonnull (strstr (contents, "pack-"));

  /* The window's own save is no change on disk: the next save asks nothing. */
  before = gtk_window_list_toplevels ();
  studio_test_activate (window, "new-pack", NULL);
  studio_test_activate (window, "save", NULL);
  g_assert_true (studio_test_wait_for (saved, window));
  g_assert_null (studio_test_find_new_window (before, ADW_TYPE_MESSAGE_DIALOG));
  g_list_free (before);

  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_temp_dir (dir);
}

static gboolean
error_shown (gpointer window)
{
  return pf_studio_window_get_error (window) != NULL;
}

/* A button of the dialog: the response, then the dialog closes. */
static void
answer (AdwMessageDialog *dialog,
        const char       *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_close (GTK_WINDOW (dialog));
  studio_test_wait_frames (3);
}

/* Closing with unsaved changes asks first: Cancel keeps the window with
 * its changes; Discard closes it, and nothing is left half torn down (a
 * question still transient for a window already gone logged criticals). */
static void
test_close_asks (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "project.xml", NULL);
  PfStudioWindow *window = open_copy (path);
  AdwMessageDialog *dialog;
  g_autofree char *before = test_read_file (path), *after = NULL;

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  studio_test_activate (window, "new-pack", NULL);

  dialog = activate_expecting_dialog (window, "close");
  g_assert_true (adw_message_dialog_has_response (dialog, "discard"));
  answer (dialog, "cancel");
  g_assert_nonnull (window);
  g_assert_true (studio_test_modified (window));

  /* A save where nothing can be written says so, and keeps the changes. */
  {
    g_autoptr(GFile) nowhere = g_file_new_for_path ("/proc/pf-test-cannot-write.xml");

    pf_studio_window_save_as_file (window, nowhere, FALSE);
    g_assert_true (studio_test_wait_for (error_shown, window));
    g_assert_true (g_str_has_prefix (pf_studio_window_get_error (window), "Not saved: "));
    g_assert_nonnull (strstr (pf_studio_window_get_error (window),
                              "The project keeps its changes."));
    g_assert_true (studio_test_modified (window));
  }

  dialog = activate_expecting_dialog (window, "close");
  answer (dialog, "discard");
  g_assert_null (window);
  after = test_read_file (path);
  g_assert_cmpstr (after, ==, before);
  test_remove_temp_dir (dir);
}

/* Notes typed and saved at once, the focus still in them, are in the file;
 * typed and closed, the window asks. */
static void
test_typed_notes_are_saved (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "project.xml", NULL);
  PfStudioWindow *window = open_copy (path);
  g_autofree char *contents = NULL;
  GtkWidget *page;
  GtkTextView *notes;
  AdwMessageDialog *dialog;

  studio_test_select (window, "pack:starter");
  studio_test_wait_frames (3);
  page = pf_studio_window_get_page (window);
  notes = GTK_TEXT_VIEW (studio_test_find_type (page, GTK_TYPE_TEXT_VIEW));
  g_assert_nonnull (notes);
  gtk_widget_grab_focus (GTK_WIDGET (notes));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (notes), "Rests after every fourth", -1);
  studio_test_activate (window, "save", NULL);
  g_assert_true (studio_test_wait_for (saved, window));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "Rests after every fourth"));

  gtk_text_buffer_set_text (gtk_text_view_get_buffer (notes), "Typed, then closed", -1);
  dialog = activate_expecting_dialog (window, "close");
  g_assert_true (adw_message_dialog_has_response (dialog, "discard"));
  adw_message_dialog_response (dialog, "discard");
  studio_test_wait_frames (3);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *recovery = studio_test_init_apart (&argc, &argv);
  int status;

  g_test_add_func ("/ui/save/changed-on-disk", test_changed_on_disk);
  g_test_add_func ("/ui/save/close-asks", test_close_asks);
  g_test_add_func ("/ui/save/typed-notes-are-saved", test_typed_notes_are_saved);
  status = g_test_run ();
  test_remove_temp_dir (recovery);
  return status;
}

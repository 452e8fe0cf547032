/* test-ui-recovery.c: autosaved copies of unsaved work, and getting them back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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
  g_assert_true (pf_studio_recovery_write ("crashed", project, file, NULL));

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

static AdwMessageDialog *
find_dialog (GList *before)
{
  g_autoptr(GList) now = gtk_window_list_toplevels ();

  for (GList *l = now; l != NULL; l = l->next)
    if (g_list_find (before, l->data) == NULL && ADW_IS_MESSAGE_DIALOG (l->data))
      return l->data;
  return NULL;
}

/* Recovery is offered however the app starts: here, with a file to open. */
static void
test_recovery_offered_when_opening_a_file (void)
{
  g_autoptr(GFile) file = studio_test_example_file ();
  g_autoptr(PfProject) project = pf_project_load (file, NULL);
  g_autoptr(PfStudioApplication) app = pf_studio_application_new ();
  g_autoptr(GList) before = gtk_window_list_toplevels ();
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  GtkWindow *window;

  g_assert_true (pf_studio_recovery_write ("left-behind", project, file, NULL));

  /* The app as it runs, but not on a bus: the test has none. */
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) |
                           G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_open (G_APPLICATION (app), &file, 1, "");
  studio_test_wait_frames (5);

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (PF_STUDIO_IS_WINDOW (window));
  g_assert_true (g_file_equal (pf_document_get_file (pf_studio_window_get_document (
                                 PF_STUDIO_WINDOW (window))), file));
  dialog = find_dialog (before);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Recover Unsaved Changes?");

  /* Recovering opens the copy in a window of its own, unsaved. */
  adw_message_dialog_response (dialog, "recover");
  studio_test_wait_frames (5);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), >=, 2);
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (pf_document_get_modified (pf_studio_window_get_document (
                   PF_STUDIO_WINDOW (window))));

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL;
       l = gtk_application_get_windows (GTK_APPLICATION (app)))
    gtk_window_destroy (l->data);
  g_assert_cmpuint (count_recoveries (), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *dir = g_dir_make_tmp ("pf-recovery-XXXXXX", NULL);
  int status;

  g_setenv ("PF_RECOVERY_DIR", dir, TRUE);
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/recovery/autosave-then-clean-close", test_autosave_then_clean_close);
  g_test_add_func ("/ui/recovery/recover-after-crash", test_recover_after_crash);
  g_test_add_func ("/ui/recovery/offered-when-opening-a-file",
                   test_recovery_offered_when_opening_a_file);
  status = g_test_run ();
  g_rmdir (dir);
  return status;
}

/* test-file-identity.c: a save replaces only the file that was read, so two writers never
 * lose each other's changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "pf-atomic-file.h"
#include "pf-document.h"
#include "pf-error.h"
#include "pf-file-identity.h"
#include "pf-project.h"
#include "test-files.h"

/* Auxiliary methods */

/* Gives @path another modification time, as a program that writes it would. */
static void
touch_later (const char *path)
{
  struct timespec times[2] = { { 0, UTIME_OMIT }, { 0, 0 } };
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  times[1].tv_sec = st.st_mtime + 7;
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

/* Tests: the identity */

static void
test_identity_read (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "a.xml", NULL);
  g_autofree char *under_a_file = g_build_filename (path, "b.xml", NULL);
  g_autoptr(GError) error = NULL;
  PfFileIdentity missing, first, again, changed;

  /* No file is an identity too: nothing was there. */
  g_assert_true (pf_file_identity_read (path, &missing, &error));
  g_assert_no_error (error);
  g_assert_false (missing.exists);

  test_write_file (path, "one\n");
  g_assert_true (pf_file_identity_read (path, &first, &error));
  g_assert_true (first.exists);
  g_assert_cmpuint (first.size, ==, 4);
  g_assert_true (pf_file_identity_read (path, &again, &error));
  g_assert_true (pf_file_identity_equal (&first, &again));
  g_assert_false (pf_file_identity_equal (&first, &missing));
  g_assert_true (pf_file_identity_check (path, &first, &error));
  g_assert_no_error (error);

  /* Written in place with the same size, only the time tells. */
  touch_later (path);
  g_assert_true (pf_file_identity_read (path, &changed, &error));
  g_assert_false (pf_file_identity_equal (&first, &changed));
  g_assert_false (pf_file_identity_check (path, &first, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_CHANGED);
  g_assert_nonnull (strstr (error->message, "a.xml: changed on disk since it was read"));
  g_clear_error (&error);

  /* Removed since it was read: not the file that was read either. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_false (pf_file_identity_check (path, &changed, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_CHANGED);
  g_clear_error (&error);

  /* A path that cannot be looked at is an I/O error, for read and check. */
  test_write_file (path, "one\n");
  g_assert_false (pf_file_identity_read (under_a_file, &missing, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_clear_error (&error);
  g_assert_false (pf_file_identity_check (under_a_file, &first, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_clear_error (&error);
  g_assert_false (pf_file_identity_read_fd (-1, &missing));
  g_assert_false (missing.exists);
  test_remove_temp_dir (dir);
}

/* Tests: the checked commit */

static void
test_commit_checked (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "a.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  PfFileIdentity read, written, now;
  PfAtomicFile *file;

  test_write_file (path, "read\n");
  g_assert_true (pf_file_identity_read (path, &read, &error));

  /* Unchanged: replaced, and the new identity is the file's. */
  file = pf_atomic_file_new (path, &error);
  pf_atomic_file_append (file, "first save\n", 11);
  g_assert_true (pf_atomic_file_commit_checked (file, &read, &written, &error));
  g_assert_no_error (error);
  g_assert_true (pf_file_identity_read (path, &now, &error));
  g_assert_true (pf_file_identity_equal (&written, &now));
  g_assert_false (pf_file_identity_equal (&read, &now));

  /* A second writer that read the same file is refused, and the first
   * writer's file stays, with no temporary file left. */
  file = pf_atomic_file_new (path, &error);
  pf_atomic_file_append (file, "second save\n", 12);
  g_assert_false (pf_atomic_file_commit_checked (file, &read, NULL, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_CHANGED);
  g_clear_error (&error);
  contents = test_read_file (path);
  g_assert_cmpstr (contents, ==, "first save\n");
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "a.xml");

  /* The first writer saves again over its own file. */
  file = pf_atomic_file_new (path, &error);
  pf_atomic_file_append (file, "third save\n", 11);
  g_assert_true (pf_atomic_file_commit_checked (file, &written, &written, &error));
  g_assert_no_error (error);

  /* Without an expected identity, whatever is there is replaced. */
  file = pf_atomic_file_new (path, &error);
  pf_atomic_file_append (file, "forced\n", 7);
  g_assert_true (pf_atomic_file_commit_checked (file, NULL, NULL, &error));
  g_free (contents);
  contents = test_read_file (path);
  g_assert_cmpstr (contents, ==, "forced\n");
  test_remove_temp_dir (dir);
}

/* pf_project_save_checked(): the project's save entry point refuses too. */
static void
test_project_save_checked (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "p.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(PfProject) project = pf_project_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  PfFileIdentity read, written;

  test_write_file (path, "another program's\n");
  g_assert_true (pf_file_identity_read (path, &read, &error));
  touch_later (path);
  g_assert_false (pf_project_save_checked (project, file, &read, &written, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_CHANGED);
  g_clear_error (&error);
  contents = test_read_file (path);
  g_assert_cmpstr (contents, ==, "another program's\n");

  g_assert_true (pf_file_identity_read (path, &read, &error));
  g_assert_true (pf_project_save_checked (project, file, &read, &written, &error));
  g_assert_no_error (error);
  g_assert_true (pf_file_identity_check (path, &written, &error));
  test_remove_temp_dir (dir);
}

/* The document (the app's saves): saves again over its own file, is
 * refused over another program's, and overwrites it only when allowed. */
static void
test_document_save (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "p.xml", NULL);
  g_autofree char *starter_path = test_starter_path ();
  g_autofree char *starter = test_read_file (starter_path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(PfDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;

  test_write_file (path, starter);
  document = pf_document_load (file, &error);
  g_assert_no_error (error);
  g_assert_true (pf_document_save (document, NULL, &error));
  g_assert_true (pf_document_save (document, NULL, &error));
  g_assert_no_error (error);

  test_write_file (path, "<polyform-project version=\"1\"/>\n");
  g_assert_false (pf_document_save (document, NULL, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_CHANGED);
  g_assert_nonnull (strstr (error->message, "p.xml: changed on disk since it was read"));
  g_clear_error (&error);
  contents = test_read_file (path);
  g_assert_cmpstr (contents, ==, "<polyform-project version=\"1\"/>\n");

  pf_document_allow_overwrite (document);
  g_assert_true (pf_document_save (document, NULL, &error));
  g_assert_no_error (error);
  g_free (contents);
  contents = test_read_file (path);
  g_assert_nonnull (strstr (contents, "<tileset id=\"meadow\""));
  /* And it expects its own file again. */
  g_assert_true (pf_document_save (document, NULL, &error));
  g_assert_no_error (error);

  /* A missing file cannot be read, so nothing is loaded. */
  g_clear_object (&document);
  test_remove_temp_dir (dir);
  document = pf_document_load (file, &error);
  g_assert_null (document);
  g_assert_nonnull (error);
}

/* Tests: two commands on one project */

static GSubprocess *
start_keep (const char *project,
            const char *map_id,
            const char *seed)
{
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                              &error, g_getenv ("POLYFORM"), "map", project, "--tileset",
                              "meadow", "--width", "48", "--height", "48", "--seed", seed,
                              "--keep", map_id, NULL);
  g_assert_no_error (error);
  return process;
}

/* Waits for @process; returns its exit status and sets *@err to its stderr. */
static int
finish_keep (GSubprocess  *process,
             char        **err)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}

/* Two `map --keep` runs at once on one project, twenty times: each either
 * stores its map (exit 0) or stores nothing and says the file changed
 * (exit 1). A map whose run exited 0 is never lost. */
static void
test_two_writers (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "p.xml", NULL);
  g_autofree char *starter_path = test_starter_path ();
  g_autofree char *starter = test_read_file (starter_path);
  guint refused = 0;

  for (guint pair = 0; pair < 20; pair++)
    {
      g_autoptr(GSubprocess) a = NULL;
      g_autoptr(GSubprocess) b = NULL;
      g_autoptr(PfProject) project = NULL;
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autofree char *a_err = NULL;
      g_autofree char *b_err = NULL;
      int a_status, b_status;

      test_write_file (path, starter);
      a = start_keep (path, "kept-a", "1");
      b = start_keep (path, "kept-b", "2");
      a_status = finish_keep (a, &a_err);
      b_status = finish_keep (b, &b_err);

      project = pf_project_load (file, &error);
      g_assert_no_error (error);
      g_assert_true (a_status == 0 || a_status == 1);
      g_assert_true (b_status == 0 || b_status == 1);
      g_assert_true (a_status == 0 || b_status == 0);
      if (a_status == 0)
        g_assert_nonnull (pf_project_find_map (project, "kept-a"));
      else
        g_assert_nonnull (strstr (a_err, "changed on disk since it was read"));
      if (b_status == 0)
        g_assert_nonnull (pf_project_find_map (project, "kept-b"));
      else
        g_assert_nonnull (strstr (b_err, "changed on disk since it was read"));
      refused += (a_status != 0) + (b_status != 0);
    }
  g_test_message ("%u of 40 runs refused", refused);
  test_remove_temp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/file-identity/read", test_identity_read);
  g_test_add_func ("/file-identity/commit-checked", test_commit_checked);
  g_test_add_func ("/file-identity/project-save-checked", test_project_save_checked);
  g_test_add_func ("/file-identity/document-save", test_document_save);
  g_test_add_func ("/file-identity/two-writers", test_two_writers);
  return g_test_run ();
}

/* test-atomic-signals.c: the temporary files of atomic writes: their names, and signals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "pf-atomic-file-private.h"
#include "pf-atomic-file.h"
#include "pf-error.h"
#include "pf-project.h"
#include "test-files.h"

/* Auxiliary methods */

/* Waits for @pid and checks that @signum ended it. */
static void
assert_killed_by (pid_t pid,
                  int   signum)
{
  int status = 0;

  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpint (WTERMSIG (status), ==, signum);
}

/* The child starts from the default action of each signal: one ignored
 * by whatever started the tests (nohup ignores SIGHUP) stays ignored by
 * pf_atomic_file_remove_on_signals(), and the child would never end. */
static void
default_signals (void)
{
  signal (SIGINT, SIG_DFL);
  signal (SIGTERM, SIG_DFL);
  signal (SIGHUP, SIG_DFL);
}

static void
raise_term_after_first (guint index)
{
  if (index == 0)
    raise (SIGTERM);
}

/* Tests */

/* A name of 255 bytes, the most a name may have, is saved: the temporary
 * name does not grow with it. */
static void
test_longest_name (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *stem = g_strnfill (251, 'p');
  g_autofree char *name = g_strconcat (stem, ".xml", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(PfProject) project = pf_project_new ();
  g_autoptr(PfProject) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;

  g_assert_cmpuint (strlen (name), ==, 255);
  g_assert_true (pf_atomic_file_write (path, "first", 5, &error));
  g_assert_no_error (error);
  g_assert_true (pf_project_save (project, file, &error));
  g_assert_no_error (error);
  loaded = pf_project_load (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  listing = test_list_dir (dir);
  g_assert_cmpstr (listing, ==, name);
  test_remove_temp_dir (dir);
}

/* SIGTERM or SIGINT in the middle of a write: the temporary file goes, the
 * target stays as it was, and the process still ends by the signal. */
static void
test_signal_removes_temporary (void)
{
  const int signals[] = { SIGTERM, SIGINT, SIGHUP };

  for (guint i = 0; i < G_N_ELEMENTS (signals); i++)
    {
      g_autofree char *dir = test_make_temp_dir ();
      g_autofree char *path = g_build_filename (dir, "project.xml", NULL);
      g_autofree char *listing = NULL;
      g_autofree char *contents = NULL;
      int ready[2];
      char byte = 0;
      pid_t pid;

      test_write_file (path, "old");
      g_assert_cmpint (pipe (ready), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          g_autofree char *data = g_strnfill (1024 * 1024, 'n');
          PfAtomicFile *file;

          default_signals ();
          pf_atomic_file_remove_on_signals ();
          file = pf_atomic_file_new (path, NULL);
          pf_atomic_file_append (file, data, strlen (data));
          if (write (ready[1], "1", 1) != 1)
            _exit (2);
          for (;;)
            pause ();
        }
      close (ready[1]);
      g_assert_cmpint (read (ready[0], &byte, 1), ==, 1);
      close (ready[0]);

      /* A megabyte is written beside the target … */
      listing = test_list_dir (dir);
      g_assert_true (g_str_has_prefix (listing, ".polyform-"));
      g_clear_pointer (&listing, g_free);

      /* … and gone with the process. */
      g_assert_cmpint (kill (pid, signals[i]), ==, 0);
      assert_killed_by (pid, signals[i]);
      listing = test_list_dir (dir);
      g_assert_cmpstr (listing, ==, "project.xml");
      contents = test_read_file (path);
      g_assert_cmpstr (contents, ==, "old");
      test_remove_temp_dir (dir);
    }
}

/* A signal while files that belong together are renamed (a TMX, its TSX
 * and its image) waits until the last is renamed: never half old, half
 * new. */
static void
test_signal_waits_for_commit (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  const char *names[] = { "map-tiles.png", "map.tsx", "map.tmx" };
  g_autofree char *listing = NULL;
  pid_t pid;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);

      test_write_file (path, "old");
    }
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      PfAtomicFile *files[G_N_ELEMENTS (names)];

      default_signals ();
      pf_atomic_file_remove_on_signals ();
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          g_autofree char *path = g_build_filename (dir, names[i], NULL);

          files[i] = pf_atomic_file_new (path, NULL);
          pf_atomic_file_append (files[i], "new", 3);
        }
      /* SIGTERM right after the first rename */
      pf_atomic_file_set_rename_hook (raise_term_after_first);
      pf_atomic_file_commit_all (files, G_N_ELEMENTS (files), NULL);
      _exit (0);
    }
  assert_killed_by (pid, SIGTERM);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autofree char *contents = test_read_file (path);

      g_assert_cmpstr (contents, ==, "new");
    }
  listing = test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "map-tiles.png map.tmx map.tsx");
  test_remove_temp_dir (dir);
}

/* `polyform map … --keep` killed while it saves: the project is the old
 * one and nothing is left beside it. The kill goes out as soon as a new
 * file appears in the folder (inotify). */
static void
test_cli_killed_while_saving (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *starter = test_starter_path ();
  g_autofree char *path = g_build_filename (dir, "project.xml", NULL);
  g_autofree char *before = test_read_file (starter);
  g_autofree char *after = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  const char *polyform = g_getenv ("POLYFORM");
  char events[4096] __attribute__ ((aligned (__alignof__ (struct inotify_event))));
  gboolean killed = FALSE;
  int watch;

  if (polyform == NULL)
    {
      g_test_skip ("POLYFORM is not set");
      return;
    }
  test_write_file (path, before);
  watch = inotify_init1 (IN_CLOEXEC);
  g_assert_cmpint (watch, >=, 0);
  g_assert_cmpint (inotify_add_watch (watch, dir, IN_CREATE), >=, 0);
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                              &error, polyform, "map", path, "--tileset", "meadow", "--width",
                              "2048", "--height", "2048", "--keep", "big", NULL);
  g_assert_no_error (error);

  while (!killed)
    {
      gssize n = read (watch, events, sizeof events);

      g_assert_cmpint (n, >, 0);
      for (char *p = events; p < events + n && !killed;
           p += sizeof (struct inotify_event) + ((struct inotify_event *) p)->len)
        {
          const struct inotify_event *event = (const struct inotify_event *) p;

          if (event->len > 0 && strcmp (event->name, "project.xml") != 0)
            {
              g_subprocess_send_signal (process, SIGTERM);
              killed = TRUE;
            }
        }
    }
  close (watch);
  g_assert_true (g_subprocess_wait (process, NULL, &error));
  g_assert_true (g_subprocess_get_if_signaled (process));
  g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGTERM);

  listing = test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "project.xml");
  after = test_read_file (path);
  g_assert_true (strcmp (after, before) == 0);
  test_remove_temp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/atomic-signals/longest-name", test_longest_name);
  g_test_add_func ("/atomic-signals/signal-removes-temporary", test_signal_removes_temporary);
  g_test_add_func ("/atomic-signals/signal-waits-for-commit", test_signal_waits_for_commit);
  g_test_add_func ("/atomic-signals/cli-killed-while-saving", test_cli_killed_while_saving);
  return g_test_run ();
}

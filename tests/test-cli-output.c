/* test-cli-output.c: what polyform does when its output cannot be written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A command that cannot write its output exits 1 with the reason (SPEC §7),
 * and a failed write never costs the file that was there (SPEC §6).
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "polyform-run.h"
#include "test-files.h"

/* Auxiliary methods */

static void
copy_file (const char *from,
           const char *to)
{
  g_autofree char *contents = test_read_file (from);

  test_write_file (to, contents);
}

/* Tests: standard output */

/* Every command that prints, with --json or without, exits 1 with the
 * reason when stdout is a full disk. */
static void
test_stdout_full (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *copy = g_build_filename (dir, "copy.xml", NULL);
  const PolyformRunOptions full = { .stdout_path = "/dev/full" };
  const char *commands[][12] = {
    { "info", starter, "--json", NULL },
    { "info", starter, NULL },
    { "solve", starter, "--level", "level-03", "--json", NULL },
    { "map", starter, "--tileset", "meadow", "--width", "20", "--height", "20", "--json", NULL },
    { "shell", starter, "--layout", "two-shells", "--ops", "clear", "--json", NULL },
    { "generate", starter, "--pack", "starter", "--from", "level-01", "--rounds", "1",
      "-o", copy, "--json", NULL },
    { "play", "--queue", "TI", "--inputs", "hard", NULL },
    { "--version", NULL },
    { "validate", "--version", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *err = NULL;
      int status;

      status = polyform_run_with (&full, NULL, &err, commands[i][0], commands[i][1],
                                  commands[i][2], commands[i][3], commands[i][4],
                                  commands[i][5], commands[i][6], commands[i][7],
                                  commands[i][8], commands[i][9], commands[i][10],
                                  commands[i][11], NULL);
      g_assert_cmpint (status, ==, 1);
      g_assert_nonnull (strstr (err, "cannot write"));
      g_assert_nonnull (strstr (err, "No space left on device"));
    }
  test_remove_temp_dir (dir);
}

/* With stdout closed, what would have gone there must not land in a file
 * the command writes, and the command fails. */
static void
test_stdout_closed (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *err = NULL;
  g_autofree char *contents = NULL;
  const PolyformRunOptions closed = { .close_stdout = TRUE };
  int status;

  status = polyform_run_with (&closed, NULL, &err, "generate", starter, "--pack", "starter",
                              "--from", "level-01", "--rounds", "1", "-o", out, NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, "cannot write to standard output"));
  contents = test_read_file (out);
  g_assert_true (g_str_has_prefix (contents, "<?xml"));
  g_assert_null (strstr (contents, "moves, "));

  g_clear_pointer (&err, g_free);
  status = polyform_run_with (&closed, NULL, &err, "info", starter, NULL);
  g_assert_cmpint (status, ==, 1);

  /* A command's help that cannot be printed is a failed command too. */
  g_clear_pointer (&err, g_free);
  status = polyform_run_with (&closed, NULL, &err, "render", "--help", NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, "cannot write to standard output"));
  test_remove_temp_dir (dir);
}

/* A reader that stops early (`polyform … | head`) closes the pipe: the
 * command says it cannot write and exits 1, rather than dying of SIGPIPE. */
static void
test_stdout_pipe_closed (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int wait_status;
  /* The report is megabytes: far more than a pipe holds before head goes. */
  const char *argv[] = {
    "bash", "-c",
    "\"$POLYFORM\" map \"$1\" --tileset meadow --width 300 --height 300 --json "
    "| head -c 10 >/dev/null; echo \"${PIPESTATUS[0]}\"",
    "bash", starter, NULL,
  };

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               &out, &err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (out, ==, "1\n");
  g_assert_nonnull (strstr (err, "cannot write to standard output"));
}

/* Tests: files */

/* A disk that fills up during a write leaves the old file whole and no
 * temporary file, and the command exits 1 naming the file. */
static void
test_full_disk_keeps_old_files (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *xml = g_build_filename (dir, "project.xml", NULL);
  g_autofree char *png = g_build_filename (dir, "level.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "level.svg", NULL);
  const PolyformRunOptions small_disk = { .file_size_limit = 2048 };
  struct { const char *args[9]; const char *target; const char *names; } cases[] = {
    { { "format", starter, "-o", xml, NULL }, xml, "project.xml" },
    { { "render", starter, "--level", "level-16", "--png", png, NULL }, png,
      "level.png project.xml" },
    { { "render", starter, "--level", "level-16", "--svg", svg, NULL }, svg,
      "level.png level.svg project.xml" },
    { { "layout", xml, "--pack", "starter", "--count", "1", NULL }, xml,
      "level.png level.svg project.xml" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *err = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      g_autofree char *names = NULL;
      int status;

      if (i == 3)
        copy_file (starter, xml);
      else
        test_write_file (cases[i].target, "old contents\n");
      before = test_read_file (cases[i].target);
      status = polyform_run_with (&small_disk, NULL, &err, cases[i].args[0], cases[i].args[1],
                                  cases[i].args[2], cases[i].args[3], cases[i].args[4],
                                  cases[i].args[5], cases[i].args[6], cases[i].args[7], NULL);
      g_assert_cmpint (status, ==, 1);
      g_assert_nonnull (strstr (err, cases[i].target));
      g_assert_nonnull (strstr (err, g_strerror (EFBIG)));
      after = test_read_file (cases[i].target);
      g_assert_cmpstr (after, ==, before);
      /* No temporary file is left behind. */
      names = test_list_dir (dir);
      g_assert_cmpstr (names, ==, cases[i].names);
    }
  test_remove_temp_dir (dir);
}

/* A TMX export on a full disk leaves no partial TSX or tile image. */
static void
test_full_disk_tmx (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *tmx = g_build_filename (dir, "map.tmx", NULL);
  g_autofree char *err = NULL;
  g_autofree char *names = NULL;
  const PolyformRunOptions small_disk = { .file_size_limit = 4096 };
  int status;

  status = polyform_run_with (&small_disk, NULL, &err, "map", starter, "--tileset", "meadow",
                              "--width", "64", "--height", "64", "--tmx", tmx, NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, g_strerror (EFBIG)));
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "");
  test_remove_temp_dir (dir);
}

/* Writing through a symbolic link writes its target and keeps the link. */
static void
test_symlink_kept (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *real = g_build_filename (dir, "real.xml", NULL);
  g_autofree char *link = g_build_filename (dir, "link.xml", NULL);
  g_autofree char *png_real = g_build_filename (dir, "real.png", NULL);
  g_autofree char *png_link = g_build_filename (dir, "link.png", NULL);
  g_autofree char *expected = test_read_file (starter);
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  GStatBuf st;

  test_write_file (real, "old\n");
  g_assert_cmpint (symlink ("real.xml", link), ==, 0);
  g_assert_cmpint (polyform_run (NULL, NULL, "format", starter, "-o", link, NULL), ==, 0);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  contents = test_read_file (real);
  g_assert_cmpstr (contents, ==, expected);

  /* In place, through the link. */
  g_assert_cmpint (polyform_run (NULL, NULL, "layout", link, "--pack", "new", NULL), ==, 0);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_clear_pointer (&contents, g_free);
  contents = test_read_file (real);
  g_assert_nonnull (strstr (contents, "<tri-pack id=\"new\">"));

  test_write_file (png_real, "old\n");
  g_assert_cmpint (symlink ("real.png", png_link), ==, 0);
  g_assert_cmpint (polyform_run (NULL, NULL, "render", starter, "--level", "level-01",
                                 "--png", png_link, NULL), ==, 0);
  g_assert_true (g_file_test (png_link, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpint (g_stat (png_real, &st), ==, 0);
  g_assert_cmpint (st.st_size, >, 1000);

  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "link.png link.xml real.png real.xml");
  test_remove_temp_dir (dir);
}

/* Only regular files are replaced: -o onto a device or a FIFO is refused. */
static void
test_not_a_regular_file (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *fifo = g_build_filename (dir, "fifo", NULL);
  const char *targets[] = { "/dev/null", fifo };

  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      g_autofree char *err = NULL;
      GStatBuf st;

      g_assert_cmpint (polyform_run (NULL, &err, "format", starter, "-o", targets[i], NULL), ==, 1);
      g_assert_nonnull (strstr (err, "not a regular file"));
      g_assert_cmpint (g_stat (targets[i], &st), ==, 0);
      g_assert_false (S_ISREG (st.st_mode));
      g_clear_pointer (&err, g_free);
      g_assert_cmpint (polyform_run (NULL, &err, "render", starter, "--level", "level-01",
                                     "--png", targets[i], NULL), ==, 1);
      g_assert_nonnull (strstr (err, "not a regular file"));
    }
  test_remove_temp_dir (dir);
}

/* An image or an export aimed at the project the command reads is refused,
 * through a link as well, and the project stays as it was. */
static void
test_output_over_input (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *project = g_build_filename (dir, "project.xml", NULL);
  g_autofree char *link = g_build_filename (dir, "link.xml", NULL);
  g_autofree char *tmx = g_build_filename (dir, "project.tmx", NULL);
  g_autofree char *tsx = g_build_filename (dir, "project.tsx", NULL);
  g_autofree char *expected = test_read_file (starter);
  g_autofree char *names = NULL;
  const char * const runs[][12] = {
    { "render", project, "--level", "level-01", "--png", project, NULL },
    { "render", project, "--level", "level-01", "--svg", link, NULL },
    { "export", project, "--pack", "starter", "-o", project, NULL },
    { "export", project, "--pack", "starter", "--format", "html", "-o", link, NULL },
    { "map", project, "--tileset", "meadow", "--width", "4", "--height", "4", "--png", NULL },
  };

  test_write_file (project, expected);
  g_assert_cmpint (symlink ("project.xml", link), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_autofree char *err = NULL;
      g_autofree char *contents = NULL;
      g_autoptr(GPtrArray) args = g_ptr_array_new ();

      for (guint a = 0; runs[i][a] != NULL; a++)
        g_ptr_array_add (args, (gpointer) runs[i][a]);
      if (g_str_equal (runs[i][0], "map"))
        g_ptr_array_add (args, (gpointer) project);
      g_ptr_array_add (args, NULL);
      g_assert_cmpint (polyform_run_argv (NULL, &err, (const char * const *) args->pdata), ==, 1);
      g_assert_nonnull (strstr (err, "that is the project file this command reads"));
      contents = test_read_file (project);
      g_assert_cmpstr (contents, ==, expected);
    }

  /* The TMX export's tile set beside it is the project: refused too. */
  {
    g_autofree char *err = NULL;
    g_autofree char *contents = NULL;

    g_assert_cmpint (rename (project, tsx), ==, 0);
    g_assert_cmpint (polyform_run (NULL, &err, "map", tsx, "--tileset", "meadow", "--width", "4",
                                   "--height", "4", "--tmx", tmx, NULL), ==, 1);
    g_assert_nonnull (strstr (err, "project.tsx: that is the project file"));
    contents = test_read_file (tsx);
    g_assert_cmpstr (contents, ==, expected);
    g_assert_cmpint (rename (tsx, project), ==, 0);
  }

  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "link.xml project.xml");
  test_remove_temp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/output/stdout-full", test_stdout_full);
  g_test_add_func ("/cli/output/stdout-closed", test_stdout_closed);
  g_test_add_func ("/cli/output/stdout-pipe-closed", test_stdout_pipe_closed);
  g_test_add_func ("/cli/output/full-disk", test_full_disk_keeps_old_files);
  g_test_add_func ("/cli/output/full-disk-tmx", test_full_disk_tmx);
  g_test_add_func ("/cli/output/symlink-kept", test_symlink_kept);
  g_test_add_func ("/cli/output/not-a-regular-file", test_not_a_regular_file);
  g_test_add_func ("/cli/output/over-input", test_output_over_input);

  return g_test_run ();
}

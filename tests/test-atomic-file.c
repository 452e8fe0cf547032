/* test-atomic-file.c: every file the program writes is replaced atomically
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "map-fixtures.h"
#include "pf-atomic-file.h"
#include "pf-atomic-file-private.h"
#include "pf-error.h"
#include "pf-mapgen.h"
#include "pf-project.h"
#include "test-files.h"
#include "pf-render-target.h"
#include "pf-tmx.h"

/* Auxiliary methods */

static void
draw_square (cairo_t *cr,
             double   width,
             double   height,
             gpointer user_data)
{
  cairo_set_source_rgb (cr, 0.2, 0.4, 0.8);
  cairo_rectangle (cr, width / 4, height / 4, width / 2, height / 2);
  cairo_fill (cr);
}

/* Tests: the writer itself */

static void
test_write_and_keep_mode (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *target = g_build_filename (dir, "a.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  GStatBuf st;

  test_write_file (target, "old\n");
  g_assert_cmpint (g_chmod (target, 0604), ==, 0);
  g_assert_true (pf_atomic_file_write (target, "new\n", 4, &error));
  g_assert_no_error (error);
  contents = test_read_file (target);
  g_assert_cmpstr (contents, ==, "new\n");
  g_assert_cmpint (g_stat (target, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0604);
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "a.txt");
  test_remove_temp_dir (dir);
}

static void
test_streamed_append (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *target = g_build_filename (dir, "big.txt", NULL);
  g_autoptr(PfAtomicFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autofree char *contents = NULL;

  /* Small and large appends, across the internal buffer's size. */
  file = pf_atomic_file_new (target, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 30000; i++)
    {
      g_autofree char *line = g_strdup_printf ("line %u\n", i);

      g_string_append (expected, line);
      g_assert_true (pf_atomic_file_append (file, line, strlen (line)));
      if (i % 10000 == 0)
        {
          g_autofree char *block = g_strnfill (200000, 'a' + i / 10000);

          g_string_append (expected, block);
          g_assert_true (pf_atomic_file_append (file, block, strlen (block)));
        }
    }
  /* Nothing shows at the target before the commit. */
  g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
  g_assert_true (pf_atomic_file_commit (g_steal_pointer (&file), &error));
  g_assert_no_error (error);
  contents = test_read_file (target);
  g_assert_cmpstr (contents, ==, expected->str);
  test_remove_temp_dir (dir);
}

static void
test_abandon (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *target = g_build_filename (dir, "a.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  PfAtomicFile *file;

  test_write_file (target, "old\n");
  file = pf_atomic_file_new (target, &error);
  g_assert_no_error (error);
  pf_atomic_file_append (file, "half", 4);
  pf_atomic_file_free (file);
  contents = test_read_file (target);
  g_assert_cmpstr (contents, ==, "old\n");
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "a.txt");

  /* A failure of the caller's is reported with the path, and writes nothing. */
  file = pf_atomic_file_new (target, &error);
  g_assert_no_error (error);
  pf_atomic_file_append (file, "half", 4);
  pf_atomic_file_fail (file, "the encoder gave up");
  g_assert_false (pf_atomic_file_commit (file, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_assert_true (g_str_has_suffix (error->message, ": the encoder gave up"));
  g_assert_true (g_str_has_prefix (error->message, target));
  g_clear_pointer (&contents, g_free);
  contents = test_read_file (target);
  g_assert_cmpstr (contents, ==, "old\n");
  g_clear_pointer (&names, g_free);
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "a.txt");
  test_remove_temp_dir (dir);
}

/* Saving through a symbolic link writes the file it points to; the link stays. */
static void
test_symlink_followed (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *sub = g_build_filename (dir, "real", NULL);
  g_autofree char *real = g_build_filename (sub, "a.txt", NULL);
  g_autofree char *link1 = g_build_filename (dir, "link1", NULL);
  g_autofree char *link2 = g_build_filename (dir, "link2", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling", NULL);
  g_autofree char *created = g_build_filename (sub, "created.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  g_autofree char *sub_names = NULL;

  g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
  test_write_file (real, "old\n");
  /* link2 → link1 → real/a.txt, both relative */
  g_assert_cmpint (symlink ("real/a.txt", link1), ==, 0);
  g_assert_cmpint (symlink ("link1", link2), ==, 0);
  g_assert_cmpint (symlink ("real/created.txt", dangling), ==, 0);

  g_assert_true (pf_atomic_file_write (link2, "new\n", 4, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link1, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (link2, G_FILE_TEST_IS_SYMLINK));
  contents = test_read_file (real);
  g_assert_cmpstr (contents, ==, "new\n");

  /* A dangling link: the file it names is created. */
  g_assert_true (pf_atomic_file_write (dangling, "made\n", 5, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (dangling, G_FILE_TEST_IS_SYMLINK));
  g_clear_pointer (&contents, g_free);
  contents = test_read_file (created);
  g_assert_cmpstr (contents, ==, "made\n");

  /* No temporary is left, beside the link or beside its target. */
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "dangling link1 link2 real");
  sub_names = test_list_dir (sub);
  g_assert_cmpstr (sub_names, ==, "a.txt created.txt");
  test_remove_temp_dir (dir);
}

static void
test_link_loop (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *a = g_build_filename (dir, "a", NULL);
  g_autofree char *b = g_build_filename (dir, "b", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (symlink ("b", a), ==, 0);
  g_assert_cmpint (symlink ("a", b), ==, 0);
  g_assert_false (pf_atomic_file_write (a, "x", 1, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_assert_true (g_file_test (a, G_FILE_TEST_IS_SYMLINK));
  test_remove_temp_dir (dir);
}

/* Nothing but regular files is replaced: not a device, a FIFO or a folder. */
static void
test_only_regular_files (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *fifo = g_build_filename (dir, "fifo", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder", NULL);
  g_autofree char *to_device = g_build_filename (dir, "to-device", NULL);
  struct { const char *path; const char *kind; } cases[] = {
    { "/dev/null", "a device" },
    { fifo, "a FIFO" },
    { folder, "a folder" },
    { to_device, "a device" },
  };

  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_assert_cmpint (symlink ("/dev/null", to_device), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *expected = g_strdup_printf ("%s is %s, not a regular file",
                                                   cases[i].path, cases[i].kind);
      GStatBuf st;

      g_assert_false (pf_atomic_file_write (cases[i].path, "x", 1, &error));
      g_assert_error (error, PF_ERROR, PF_ERROR_IO);
      g_assert_true (g_str_has_prefix (error->message, expected));
      g_assert_cmpint (g_stat (cases[i].path, &st), ==, 0);
      g_assert_false (S_ISREG (st.st_mode));
    }
  g_assert_true (g_file_test (to_device, G_FILE_TEST_IS_SYMLINK));
  test_remove_temp_dir (dir);
}

/* Tests: every kind of output keeps the old file whole on a full disk */

typedef gboolean (*WriteFunc) (const char *path, GError **error);

static gboolean
write_png (const char  *path,
           GError     **error)
{
  return pf_render_to_png (path, 64, 48, draw_square, NULL, error);
}

static gboolean
write_svg (const char  *path,
           GError     **error)
{
  return pf_render_to_svg (path, 64, 48, draw_square, NULL, error);
}

static gboolean
write_project (const char  *path,
               GError     **error)
{
  g_autoptr(PfProject) project = pf_project_new ();
  g_autoptr(GFile) file = g_file_new_for_path (path);

  pf_project_get_meta (project)->title = g_strdup ("A project with a title");
  return pf_project_save (project, file, error);
}

static void
assert_full_disk_keeps_old (WriteFunc func)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *target = g_build_filename (dir, "out", NULL);
  g_autofree char *done = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  const gsize fail_points[] = { 0, 1, 20 };

  /* The size of a whole write, to fail half way through it as well. */
  g_assert_true (func (target, &error));
  g_assert_no_error (error);
  g_file_get_contents (target, &done, &length, NULL);
  g_assert_cmpuint (length, >, 40);

  for (guint i = 0; i <= G_N_ELEMENTS (fail_points); i++)
    {
      gsize fail_at = i < G_N_ELEMENTS (fail_points) ? fail_points[i] : length / 2;
      g_autofree char *contents = NULL;
      g_autofree char *names = NULL;
      gboolean ok;

      test_write_file (target, "old contents\n");
      pf_atomic_file_set_fail_after (fail_at);
      ok = func (target, &error);
      pf_atomic_file_set_fail_after (G_MAXSIZE);

      g_assert_false (ok);
      g_assert_error (error, PF_ERROR, PF_ERROR_IO);
      g_assert_true (g_str_has_prefix (error->message, target));
      g_assert_nonnull (strstr (error->message, g_strerror (ENOSPC)));
      g_clear_error (&error);
      contents = test_read_file (target);
      g_assert_cmpstr (contents, ==, "old contents\n");
      names = test_list_dir (dir);
      g_assert_cmpstr (names, ==, "out");
    }
  test_remove_temp_dir (dir);
}

static void
test_png_full_disk (void)
{
  assert_full_disk_keeps_old (write_png);
}

static void
test_svg_full_disk (void)
{
  assert_full_disk_keeps_old (write_svg);
}

static void
test_project_full_disk (void)
{
  assert_full_disk_keeps_old (write_project);
}

/* A TMX export is three files: a failed write of any changes none of them. */
static void
test_tmx_all_or_nothing (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *tmx = g_build_filename (dir, "map.tmx", NULL);
  g_autofree char *tsx = g_build_filename (dir, "map.tsx", NULL);
  g_autofree char *png = g_build_filename (dir, "map-tiles.png", NULL);
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(GError) error = NULL;
  PfMapgenOptions options;
  const char *paths[3] = { png, tsx, tmx };
  gsize sizes[3];

  gen = pf_mapgen_new (tileset, &error);
  g_assert_no_error (error);
  pf_mapgen_options_init (&options);
  grid = pf_mapgen_run (gen, 24, 16, &options, &error);
  g_assert_no_error (error);

  /* Into an empty folder, a failure leaves no file at all. */
  pf_atomic_file_set_fail_after (100);
  g_assert_false (pf_tmx_export (grid, tileset, NULL, NULL, tmx, &error));
  pf_atomic_file_set_fail_after (G_MAXSIZE);
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_clear_error (&error);
  {
    g_autofree char *names = test_list_dir (dir);

    g_assert_cmpstr (names, ==, "");
  }

  /* Over an earlier export, a failure in any file (the TMX is written
   * last) leaves all three as they were. */
  g_assert_true (pf_tmx_export (grid, tileset, NULL, NULL, tmx, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    {
      GStatBuf st;

      g_assert_cmpint (g_stat (paths[i], &st), ==, 0);
      sizes[i] = st.st_size;
    }
  for (guint i = 0; i < 3; i++)
    test_write_file (paths[i], "old\n");
  pf_atomic_file_set_fail_after (MIN (sizes[2], MIN (sizes[0], sizes[1])) / 2 + 1);
  g_assert_false (pf_tmx_export (grid, tileset, NULL, NULL, tmx, &error));
  pf_atomic_file_set_fail_after (G_MAXSIZE);
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *contents = test_read_file (paths[i]);

      g_assert_cmpstr (contents, ==, "old\n");
    }
  {
    g_autofree char *names = test_list_dir (dir);

    g_assert_cmpstr (names, ==, "map-tiles.png map.tmx map.tsx");
  }
  test_remove_temp_dir (dir);
}

/* A TSX that cannot be written (a folder in its place) fails the export
 * before anything is renamed: the previous TMX and its tile image stay as
 * they were, and no temporary file is left. */
static void
test_tmx_tsx_is_a_folder (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *tmx = g_build_filename (dir, "map.tmx", NULL);
  g_autofree char *tsx = g_build_filename (dir, "map.tsx", NULL);
  g_autofree char *png = g_build_filename (dir, "map-tiles.png", NULL);
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(PfMapGrid) first = NULL;
  g_autoptr(PfMapGrid) second = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tmx_before = NULL, *png_before = NULL, *tmx_after = NULL;
  g_autofree char *png_after = NULL, *names = NULL;
  PfMapgenOptions options;

  gen = pf_mapgen_new (tileset, &error);
  g_assert_no_error (error);
  pf_mapgen_options_init (&options);
  first = pf_mapgen_run (gen, 24, 16, &options, &error);
  options.seed = 99;
  second = pf_mapgen_run (gen, 31, 9, &options, &error);
  g_assert_no_error (error);

  g_assert_true (pf_tmx_export (first, tileset, NULL, NULL, tmx, &error));
  g_assert_no_error (error);
  tmx_before = test_read_file (tmx);
  g_assert_true (g_file_get_contents (png, &png_before, NULL, NULL));
  g_assert_cmpint (g_unlink (tsx), ==, 0);
  g_assert_cmpint (g_mkdir (tsx, 0700), ==, 0);

  g_assert_false (pf_tmx_export (second, tileset, NULL, NULL, tmx, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "map.tsx"));
  tmx_after = test_read_file (tmx);
  g_assert_cmpstr (tmx_after, ==, tmx_before);
  g_assert_true (g_file_get_contents (png, &png_after, NULL, NULL));
  g_assert_cmpstr (png_after, ==, png_before);
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "map-tiles.png map.tmx map.tsx");
  g_assert_true (g_file_test (tsx, G_FILE_TEST_IS_DIR));
  g_rmdir (tsx);
  test_remove_temp_dir (dir);
}

/* The TMX export's commit (tile image, TSX, TMX, in that order) when the
 * TSX's place becomes a folder while the files are written: nothing is
 * renamed, so the previous tile image is not left beside the previous TSX
 * and TMX. */
static void
test_commit_all_target_became_a_folder (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *png = g_build_filename (dir, "map-tiles.png", NULL);
  g_autofree char *tsx = g_build_filename (dir, "map.tsx", NULL);
  g_autofree char *tmx = g_build_filename (dir, "map.tmx", NULL);
  const char *paths[3] = { png, tsx, tmx };
  g_autoptr(GError) error = NULL;
  g_autofree char *names = NULL;
  PfAtomicFile *files[3];

  for (guint i = 0; i < 3; i++)
    {
      test_write_file (paths[i], "old\n");
      files[i] = pf_atomic_file_new (paths[i], &error);
      g_assert_no_error (error);
      pf_atomic_file_append (files[i], "new\n", 4);
    }
  g_assert_cmpint (g_unlink (tsx), ==, 0);
  g_assert_cmpint (g_mkdir (tsx, 0700), ==, 0);

  g_assert_false (pf_atomic_file_commit_all (files, 3, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "map.tsx"));
  for (guint i = 0; i < 3; i += 2)
    {
      g_autofree char *contents = test_read_file (paths[i]);

      g_assert_cmpstr (contents, ==, "old\n");
    }
  g_assert_true (g_file_test (tsx, G_FILE_TEST_IS_DIR));
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "map-tiles.png map.tmx map.tsx");
  g_rmdir (tsx);
  test_remove_temp_dir (dir);
}

/* commit_all: when the last file fails, the first ones are not renamed. */
static void
test_commit_all (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *a = g_build_filename (dir, "a", NULL);
  g_autofree char *b = g_build_filename (dir, "b", NULL);
  g_autoptr(GError) error = NULL;
  PfAtomicFile *files[2];

  test_write_file (a, "old a\n");
  test_write_file (b, "old b\n");
  files[0] = pf_atomic_file_new (a, &error);
  files[1] = pf_atomic_file_new (b, &error);
  g_assert_no_error (error);
  pf_atomic_file_append (files[0], "new a\n", 6);
  pf_atomic_file_append (files[1], "new b\n", 6);
  pf_atomic_file_fail (files[1], "no");
  g_assert_false (pf_atomic_file_commit_all (files, 2, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_clear_error (&error);
  {
    g_autofree char *ca = test_read_file (a);
    g_autofree char *cb = test_read_file (b);
    g_autofree char *names = test_list_dir (dir);

    g_assert_cmpstr (ca, ==, "old a\n");
    g_assert_cmpstr (cb, ==, "old b\n");
    g_assert_cmpstr (names, ==, "a b");
  }

  files[0] = pf_atomic_file_new (a, &error);
  files[1] = pf_atomic_file_new (b, &error);
  g_assert_no_error (error);
  pf_atomic_file_append (files[0], "new a\n", 6);
  pf_atomic_file_append (files[1], "new b\n", 6);
  g_assert_true (pf_atomic_file_commit_all (files, 2, &error));
  g_assert_no_error (error);
  {
    g_autofree char *ca = test_read_file (a);
    g_autofree char *cb = test_read_file (b);

    g_assert_cmpstr (ca, ==, "new a\n");
    g_assert_cmpstr (cb, ==, "new b\n");
  }
  test_remove_temp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/atomic-file/write-and-keep-mode", test_write_and_keep_mode);
  g_test_add_func ("/atomic-file/streamed-append", test_streamed_append);
  g_test_add_func ("/atomic-file/abandon", test_abandon);
  g_test_add_func ("/atomic-file/symlink-followed", test_symlink_followed);
  g_test_add_func ("/atomic-file/link-loop", test_link_loop);
  g_test_add_func ("/atomic-file/only-regular-files", test_only_regular_files);
  g_test_add_func ("/atomic-file/commit-all", test_commit_all);
  g_test_add_func ("/atomic-file/full-disk/png", test_png_full_disk);
  g_test_add_func ("/atomic-file/full-disk/svg", test_svg_full_disk);
  g_test_add_func ("/atomic-file/full-disk/project", test_project_full_disk);
  g_test_add_func ("/atomic-file/full-disk/tmx", test_tmx_all_or_nothing);
  g_test_add_func ("/atomic-file/tmx/tsx-is-a-folder", test_tmx_tsx_is_a_folder);
  g_test_add_func ("/atomic-file/commit-all/target-became-a-folder",
                   test_commit_all_target_became_a_folder);

  return g_test_run ();
}

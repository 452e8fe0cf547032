/* test-map-images.c: a variant's image is read only from inside the project's folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A project comes from anyone: its variant images must not make a TMX
 * export read /etc/passwd, a PNG elsewhere on the disk, or wait for ever on
 * a FIFO, and a file that is not a PNG is called that (Cairo said "out of
 * memory").
 */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cairo.h>
#include <glib/gstdio.h>

#include "pf-error.h"
#include "pf-project.h"
#include "pf-tmx.h"
#include "polyform-run.h"
#include "test-files.h"

/* A 2 x 1 map of one bar whose variant has the image IMAGE. */
static const char project_text[] =
  "<polyform-project version=\"1\">\n"
  "  <tileset id=\"t\">\n"
  "    <terrain id=\"0\" name=\"Grass\" colour=\"#00ff00\"/>\n"
  "    <shape id=\"bar\" weight=\"1\" rotate=\"false\">\n"
  "      <cells>##</cells>\n"
  "      <variant id=\"v\" name=\"V\" colour=\"#112233\" terrain=\"0\" image=\"%s\"/>\n"
  "    </shape>\n"
  "  </tileset>\n"
  "  <map id=\"m\" tileset=\"t\" width=\"2\" height=\"1\" seed=\"1\" mode=\"classic\">\n"
  "    <placement shape=\"bar\" variant=\"v\" rotation=\"0\" x=\"0\" y=\"0\"/>\n"
  "  </map>\n"
  "</polyform-project>\n";

typedef struct
{
  char *dir;        /* the project's folder */
  char *elsewhere;  /* another folder */
} Fixture;

/* Auxiliary methods */

static void
write_png (const char *path)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 64, 32);

  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

/* Exports the map with the variant's image @image; returns the error, or
 * NULL when the export worked. Nothing is left in the folder on failure. */
static GError *
export_with_image (Fixture    *f,
                   const char *image)
{
  g_autofree char *text = g_markup_printf_escaped (project_text, image);
  g_autofree char *tmx = g_build_filename (f->dir, "out.tmx", NULL);
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;
  PfTmxOptions options = { .tile_size = 16, .image_dir = f->dir };
  PfMap *map;

  project = pf_project_load_from_data (text, -1, "project.xml", &error);
  g_assert_no_error (error);
  map = pf_project_find_map (project, "m");
  if (pf_tmx_export_map (map, pf_project_find_tileset (project, "t"), &options, tmx, &error))
    return NULL;
  g_assert_false (g_file_test (tmx, G_FILE_TEST_EXISTS));
  return g_steal_pointer (&error);
}

static void
assert_refused (Fixture    *f,
                const char *image,
                gint        code,
                const char *message)
{
  g_autoptr(GError) error = export_with_image (f, image);

  g_assert_nonnull (error);
  g_assert_error (error, PF_ERROR, code);
  g_assert_nonnull (strstr (error->message, "The image of variant “v” of shape “bar”"));
  g_assert_nonnull (strstr (error->message, message));
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = test_make_temp_dir ();
  f->elsewhere = test_make_temp_dir ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  test_remove_temp_dir (f->dir);
  test_remove_temp_dir (f->elsewhere);
  g_free (f->dir);
  g_free (f->elsewhere);
}

/* Tests */

/* A PNG inside the folder, in a subfolder, is read. */
static void
test_inside (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *tiles = g_build_filename (f->dir, "tiles", NULL);
  g_autofree char *png = g_build_filename (tiles, "bar.png", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir (tiles, 0755), ==, 0);
  write_png (png);
  error = export_with_image (f, "tiles/bar.png");
  g_assert_no_error (error);
  error = export_with_image (f, "tiles/./bar.png");
  g_assert_no_error (error);
}

/* Up and out, an absolute path, or a link leading out: refused before
 * anything is opened. */
static void
test_outside (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *outside_png = g_build_filename (f->elsewhere, "bar.png", NULL);
  g_autofree char *link = g_build_filename (f->dir, "link.png", NULL);
  g_autofree char *tiles = g_build_filename (f->dir, "tiles", NULL);
  g_autofree char *up = g_build_filename (tiles, "..", "link.png", NULL);

  write_png (outside_png);
  g_assert_cmpint (g_mkdir (tiles, 0755), ==, 0);
  g_assert_cmpint (symlink (outside_png, link), ==, 0);

  assert_refused (f, "../../../../etc/passwd", PF_ERROR_INVALID,
                  "“../../../../etc/passwd” is not inside the project's folder");
  assert_refused (f, outside_png, PF_ERROR_INVALID, "is not inside the project's folder");
  assert_refused (f, "tiles/../link.png", PF_ERROR_INVALID, "is not inside the project's folder");
  assert_refused (f, "link.png", PF_ERROR_INVALID,
                  "“link.png” leads out of the project's folder");
}

/* A FIFO would block the export for ever; a folder or a device is no
 * image either. */
static void
test_not_regular (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *fifo = g_build_filename (f->dir, "fifo.png", NULL);
  g_autofree char *folder = g_build_filename (f->dir, "folder.png", NULL);

  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  assert_refused (f, "fifo.png", PF_ERROR_IO, "fifo.png is a FIFO, not a regular file");
  assert_refused (f, "folder.png", PF_ERROR_IO, "folder.png is a folder, not a regular file");
  assert_refused (f, "missing.png", PF_ERROR_IO, "missing.png: No such file or directory");
}

/* Text, a truncated PNG, a header claiming a huge image, or a file too
 * large: each said for what it is, not "out of memory". */
static void
test_not_png (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *text = g_build_filename (f->dir, "text.png", NULL);
  g_autofree char *good = g_build_filename (f->dir, "good.png", NULL);
  g_autofree char *truncated = g_build_filename (f->dir, "truncated.png", NULL);
  g_autofree char *huge = g_build_filename (f->dir, "huge.png", NULL);
  g_autofree char *large = g_build_filename (f->dir, "large.png", NULL);
  g_autofree char *png = NULL;
  gsize length = 0;
  FILE *out;

  test_write_file (text, "root:x:0:0:root:/root:/bin/bash\n");
  assert_refused (f, "text.png", PF_ERROR_INVALID, "text.png is not a PNG image");

  write_png (good);
  g_assert_true (g_file_get_contents (good, &png, &length, NULL));
  g_assert_true (g_file_set_contents (truncated, png, length / 2, NULL));
  assert_refused (f, "truncated.png", PF_ERROR_INVALID, "its data is damaged");

  /* The IHDR width, big-endian at byte 16: 100000 pixels */
  png[16] = 0;
  png[17] = 0x01;
  png[18] = (char) 0x86;
  png[19] = (char) 0xa0;
  g_assert_true (g_file_set_contents (huge, png, length, NULL));
  assert_refused (f, "huge.png", PF_ERROR_LIMIT, "huge.png is 100000 x 32 pixels");

  out = fopen (large, "w");
  g_assert_nonnull (out);
  g_assert_cmpint (ftruncate (fileno (out), 17 * 1024 * 1024), ==, 0);
  fclose (out);
  assert_refused (f, "large.png", PF_ERROR_LIMIT, "large.png is 17.0 MiB");
}

/* `polyform map --map m --tmx` on such a project exits 1 with the reason. */
static void
test_cli (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *text = g_markup_printf_escaped (project_text, "../../../../etc/passwd");
  g_autofree char *path = g_build_filename (f->dir, "project.xml", NULL);
  g_autofree char *tmx = g_build_filename (f->dir, "out.tmx", NULL);
  g_autofree char *err = NULL;

  test_write_file (path, text);
  g_assert_cmpint (polyform_run (NULL, &err, "map", path, "--map", "m", "--tmx", tmx, NULL), ==,
                   1);
  g_assert_nonnull (strstr (err, "“../../../../etc/passwd” is not inside the project's folder"));
  g_assert_false (g_file_test (tmx, G_FILE_TEST_EXISTS));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/map-images/inside", Fixture, NULL, fixture_set_up, test_inside,
              fixture_tear_down);
  g_test_add ("/map-images/outside", Fixture, NULL, fixture_set_up, test_outside,
              fixture_tear_down);
  g_test_add ("/map-images/not-regular", Fixture, NULL, fixture_set_up, test_not_regular,
              fixture_tear_down);
  g_test_add ("/map-images/not-png", Fixture, NULL, fixture_set_up, test_not_png,
              fixture_tear_down);
  g_test_add ("/map-images/cli", Fixture, NULL, fixture_set_up, test_cli, fixture_tear_down);
  return g_test_run ();
}

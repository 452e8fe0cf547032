/* test-project-limits.c: what the reader refuses before it reads, and how
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "pf-error.h"
#include "pf-project.h"
#include "polyform-run.h"
#include "test-files.h"

static const char minimal[] =
  "<polyform-project version=\"1\"><meta><title>Été</title></meta></polyform-project>\n";

/* Auxiliary methods */

static PfProject *
load_path (const char  *path,
           GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return pf_project_load (file, error);
}

/* Tests: the kind and size of the file, judged before reading */

/* A FIFO would block the read forever, /dev/zero would never end: both are
 * refused at once for what they are, as is a folder. */
static void
test_not_regular (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *fifo = g_build_filename (dir, "project.xml", NULL);
  g_autofree char *link = g_build_filename (dir, "link.xml", NULL);
  struct { const char *path; const char *kind; } cases[] = {
    { fifo, "a FIFO" },
    { "/dev/zero", "a device" },
    { dir, "a folder" },
    { link, "a device" },
  };

  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", link), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PfProject) project = load_path (cases[i].path, &error);
      g_autofree char *expected = g_strdup_printf ("%s is %s, not a regular file",
                                                   cases[i].path, cases[i].kind);

      g_assert_null (project);
      g_assert_error (error, PF_ERROR, PF_ERROR_IO);
      g_assert_true (g_str_has_prefix (error->message, expected));
    }

  /* The command says the same and exits 1. */
  {
    g_autofree char *err = NULL;

    g_assert_cmpint (polyform_run (NULL, &err, "validate", fifo, NULL), ==, 1);
    g_assert_nonnull (strstr (err, "is a FIFO, not a regular file"));
    g_clear_pointer (&err, g_free);
    g_assert_cmpint (polyform_run (NULL, &err, "info", "/dev/zero", NULL), ==, 1);
    g_assert_nonnull (strstr (err, "/dev/zero is a device, not a regular file"));
  }
  test_remove_temp_dir (dir);
}

/* A file over the limit is refused by its size, before a byte is read (a
 * sparse file: reading it would take a while). */
static void
test_too_large (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "huge.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;
  FILE *file;

  file = fopen (path, "w");
  g_assert_nonnull (file);
  fputs ("<polyform-project version=\"1\">", file);
  g_assert_cmpint (ftruncate (fileno (file), (off_t) PF_PROJECT_MAX_BYTES + 1), ==, 0);
  fclose (file);

  project = load_path (path, &error);
  g_assert_null (project);
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, "a project may be at most 256 MiB"));
  test_remove_temp_dir (dir);
}

/* Tests: the encoding */

static void
test_encoding (void)
{
  const struct { const char *head; gsize head_length; const char *message; } cases[] = {
    /* ASCII bytes under a UTF-16 label were once taken as UTF-8 */
    { "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n", 0,
      "the file declares encoding “UTF-16”; project files are UTF-8" },
    { "<?xml version='1.0' encoding = 'ISO-8859-1' ?>\n", 0,
      "the file declares encoding “ISO-8859-1”" },
    { "\xef\xbb\xbf<?xml version=\"1.0\" encoding=\"latin1\"?>", 0,
      "the file declares encoding “latin1”" },
    { "\xff\xfe<\0?\0x\0m\0l\0", 12, "the file is UTF-16 or UTF-32" },
    { "<\0p\0o\0", 6, "the file is UTF-16 or UTF-32" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PfProject) project = NULL;
      g_autoptr(GString) doc = g_string_new (NULL);
      g_autofree char *expected = g_strdup_printf ("enc.xml:1: %s", cases[i].message);

      g_string_append_len (doc, cases[i].head,
                           cases[i].head_length ? (gssize) cases[i].head_length : -1);
      g_string_append (doc, minimal);
      project = pf_project_load_from_data (doc->str, doc->len, "enc.xml", &error);
      g_assert_null (project);
      g_assert_error (error, PF_ERROR, PF_ERROR_PARSE);
      if (!g_str_has_prefix (error->message, expected))
        g_error ("case %u: “%s”, expected “%s”", i, error->message, expected);
    }

  /* UTF-8, however it is spelled, with or without a byte order mark. */
  {
    const char *heads[] = {
      "", "<?xml version=\"1.0\"?>\n", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n",
      "\xef\xbb\xbf<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
    };

    for (guint i = 0; i < G_N_ELEMENTS (heads); i++)
      {
        g_autoptr(GError) error = NULL;
        g_autofree char *doc = g_strconcat (heads[i], minimal, NULL);
        g_autoptr(PfProject) project = pf_project_load_from_data (doc, -1, "ok.xml", &error);

        g_assert_no_error (error);
        g_assert_cmpstr (pf_project_get_meta (project)->title, ==, "Été");
      }
  }
}

/* Tests: many items */

static void
append_level (GString *doc,
              guint    n)
{
  g_string_append_printf (doc, "<tri-level id=\"l%u\"><grid>\n", n);
  for (guint row = 0; row < 16; row++)
    g_string_append (doc, row == 0 ? "**..............................\n"
                                   : "................................\n");
  g_string_append (doc, "</grid><block axis=\"u\" row=\"1\" col=\"0\" ori=\"up\" length=\"2\" "
                   "key=\"true\"/></tri-level>\n");
}

/* Repeated ids are found among many items (with a set, not by comparing
 * every pair), named with the line of the second. */
static void
test_many_ids (void)
{
  const guint n = 20000;
  g_autoptr(GString) doc = g_string_new ("<polyform-project version=\"1\"><tri-pack id=\"p\">\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;
  g_autofree char *expected = NULL;
  guint line;

  for (guint i = 0; i < n; i++)
    append_level (doc, i);
  g_string_append (doc, "</tri-pack></polyform-project>\n");
  project = pf_project_load_from_data (doc->str, doc->len, "many.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (((PfTriPack *) g_ptr_array_index (pf_project_get_packs (project), 0))
                    ->levels->len, ==, n);
  g_clear_object (&project);

  /* The same with the last level given the id of one in the middle. */
  g_string_truncate (doc, doc->len - strlen ("</tri-pack></polyform-project>\n"));
  line = 1;
  for (const char *p = doc->str; *p; p++)
    line += *p == '\n';
  append_level (doc, n / 2);
  g_string_append (doc, "</tri-pack></polyform-project>\n");
  project = pf_project_load_from_data (doc->str, doc->len, "many.xml", &error);
  g_assert_null (project);
  expected = g_strdup_printf ("many.xml:%u: pack “p” has two levels with the id “l%u”",
                              line, n / 2);
  g_assert_error (error, PF_ERROR, PF_ERROR_SEMANTIC);
  g_assert_cmpstr (error->message, ==, expected);
}

/* Terrains, shapes, variants, tile sets and maps repeated. */
static void
test_repeated_ids (void)
{
  const char *head = "<polyform-project version=\"1\">\n";
  const char *tileset = "<tileset id=\"t\"><terrain id=\"0\" name=\"\" colour=\"#000000\"/>"
                        "<shape id=\"s\" weight=\"1\" rotate=\"true\"><cells>#</cells>"
                        "<variant id=\"v\" name=\"\" colour=\"#000000\" terrain=\"0\"/></shape>"
                        "</tileset>\n";
  const char *map = "<map id=\"m\" tileset=\"t\" width=\"1\" height=\"1\" seed=\"0\" "
                    "mode=\"classic\"><placement shape=\"s\" variant=\"v\" rotation=\"0\" "
                    "x=\"0\" y=\"0\"/></map>\n";
  const struct { const char *body; const char *message; } cases[] = {
    { "<tileset id=\"t\"><terrain id=\"0\" name=\"\" colour=\"#000000\"/>\n"
      "<terrain id=\"0\" name=\"\" colour=\"#000000\"/></tileset>",
      "x.xml:4: tile set “t” defines terrain 0 twice" },
    { "<tileset id=\"t\"><terrain id=\"0\" name=\"\" colour=\"#000000\"/>"
      "<shape id=\"s\" weight=\"1\" rotate=\"true\"><cells>#</cells>"
      "<variant id=\"v\" name=\"\" colour=\"#000000\" terrain=\"0\"/>\n"
      "<variant id=\"v\" name=\"\" colour=\"#000000\" terrain=\"0\"/></shape></tileset>",
      "x.xml:4: shape “s” has two variants with id “v”" },
    { "<tileset id=\"t\"><terrain id=\"0\" name=\"\" colour=\"#000000\"/>"
      "<shape id=\"s\" weight=\"1\" rotate=\"true\"><cells>#</cells>"
      "<variant id=\"v\" name=\"\" colour=\"#000000\" terrain=\"0\"/></shape>\n"
      "<shape id=\"s\" weight=\"1\" rotate=\"true\"><cells>#</cells>"
      "<variant id=\"v\" name=\"\" colour=\"#000000\" terrain=\"0\"/></shape></tileset>",
      "x.xml:4: tile set “t” has two shapes with id “s”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *doc = g_strconcat (head, "\n", cases[i].body, "</polyform-project>", NULL);
      g_autoptr(PfProject) project = pf_project_load_from_data (doc, -1, "x.xml", &error);

      g_assert_null (project);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }

  /* Two tile sets, two maps: the second of each is named. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *doc = g_strconcat (head, tileset, tileset, "</polyform-project>", NULL);
    g_autoptr(PfProject) project = pf_project_load_from_data (doc, -1, "x.xml", &error);

    g_assert_null (project);
    g_assert_cmpstr (error->message, ==, "x.xml:3: two tile sets have the id “t”");
  }
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *doc = g_strconcat (head, tileset, map, map, "</polyform-project>", NULL);
    g_autoptr(PfProject) project = pf_project_load_from_data (doc, -1, "x.xml", &error);

    g_assert_null (project);
    g_assert_cmpstr (error->message, ==, "x.xml:4: two maps have the id “m”");
  }
}

/* The writer writes nothing the reader refuses: a text the reader could
 * not take is refused on save, with the old file kept; one just within the
 * limit saves and loads again. */
static void
test_writer_within_reader_limits (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "notes.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(PfProject) project = pf_project_new ();
  g_autoptr(PfProject) loaded = NULL;
  g_autoptr(GError) error = NULL;
  PfMeta *meta = pf_project_get_meta (project);
  const gsize limit = 10000000;

  test_write_file (path, "old\n");
  meta->notes = g_strnfill (limit + 1, 'n');
  g_assert_false (pf_project_save (project, file, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
  g_assert_nonnull (strstr (error->message, "the text of “notes” is longer than"));
  g_clear_error (&error);
  {
    g_autofree char *contents = test_read_file (path);
    g_autofree char *names = test_list_dir (dir);

    g_assert_cmpstr (contents, ==, "old\n");
    g_assert_cmpstr (names, ==, "notes.xml");
  }

  meta->notes[limit - 100] = '\0';
  g_assert_true (pf_project_save (project, file, &error));
  g_assert_no_error (error);
  loaded = load_path (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (pf_project_get_meta (loaded)->notes), ==, limit - 100);
  test_remove_temp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/project/limits/not-regular", test_not_regular);
  g_test_add_func ("/project/limits/too-large", test_too_large);
  g_test_add_func ("/project/limits/encoding", test_encoding);
  g_test_add_func ("/project/limits/many-ids", test_many_ids);
  g_test_add_func ("/project/limits/repeated-ids", test_repeated_ids);
  g_test_add_func ("/project/limits/writer-within-reader-limits",
                   test_writer_within_reader_limits);

  return g_test_run ();
}

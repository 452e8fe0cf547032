/* test-project-limits.c: what the reader refuses before it reads, and how
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/resource.h>
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
  const gsize limit = PF_PROJECT_MAX_TEXT_BYTES;

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

/* A file of zeros (`truncate -s 10M f.xml`) was called UTF-16 or UTF-32,
 * and three of them "Document is empty": it is not a project. */
static void
test_nul_file (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "zeros.xml", NULL);
  g_autofree char *err = NULL;
  g_autofree char *expected = g_strdup_printf ("%s:1: the file is not a project: it begins "
                                               "with NUL bytes", path);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;
  FILE *file = fopen (path, "w");

  g_assert_nonnull (file);
  g_assert_cmpint (ftruncate (fileno (file), 10 * 1024 * 1024), ==, 0);
  fclose (file);
  g_assert_cmpint (polyform_run (NULL, &err, "validate", path, NULL), ==, 1);
  if (!g_str_has_prefix (err, expected))
    g_error ("“%s”, expected “%s”", err, expected);

  project = pf_project_load_from_data ("\0\0\0", 3, "three.xml", &error);
  g_assert_null (project);
  g_assert_error (error, PF_ERROR, PF_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "three.xml:1: the file is not a project"));
  test_remove_temp_dir (dir);
}

/* Tests: the shape of the document, judged on its bytes before libxml2
 * parses them */

#define EXTENSION_HEAD "<polyform-project version=\"1\" xmlns:x=\"urn:x\">\n"
#define EXTENSION_TAIL "</polyform-project>\n"

/* The peak of this process's memory, in bytes. */
static guint64
peak_memory (void)
{
  struct rusage usage;

  g_assert_cmpint (getrusage (RUSAGE_SELF, &usage), ==, 0);
  return (guint64) usage.ru_maxrss * 1024;
}

static void
assert_limit (const char *doc,
              gsize       length,
              const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = pf_project_load_from_data (doc, length, "shape.xml", &error);

  g_assert_null (project);
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
  if (!g_str_has_prefix (error->message, expected))
    g_error ("“%s”, expected “%s”", error->message, expected);
}

static void
assert_loads (const char *doc,
              gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = pf_project_load_from_data (doc, length, "shape.xml", &error);

  g_assert_no_error (error);
  g_assert_nonnull (project);
}

/* libxml2 compares every attribute with every other: 100,000 on one
 * element kept validate busy for minutes. More than 64 are refused before
 * libxml2 sees them; 64, with quotes and ">" in their values, load. */
static void
test_attributes (void)
{
  g_autoptr(GString) doc = g_string_new (EXTENSION_HEAD "<x:e");
  g_autoptr(GString) within = g_string_new (EXTENSION_HEAD "<x:e\n");
  gint64 start;

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (doc, " x:a%u=\"\"", i);
  g_string_append (doc, "/>\n" EXTENSION_TAIL);
  start = g_get_monotonic_time ();
  assert_limit (doc->str, doc->len, "shape.xml:2: an element has more than 64 attributes");
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);

  for (guint i = 0; i < PF_PROJECT_MAX_ATTRIBUTES; i++)
    g_string_append_printf (within, i % 2 ? " x:a%u='\">'" : " x:a%u = \"'/>\"", i);
  g_string_append (within, "/>\n" EXTENSION_TAIL);
  assert_loads (within->str, within->len);
}

/* Texts and markup past libxml2's 10,000,000 bytes were reported in its
 * words ("internal error: Huge input lookup", "xmlSAX2Characters: huge
 * text node", "Comment too big found"): each is refused first, in the
 * project's, on the line where it starts. A text of the limit loads. */
static void
test_long_texts (void)
{
  g_autofree char *over = g_strnfill (PF_PROJECT_MAX_TEXT_BYTES + 1, 'a');
  g_autofree char *at = g_strnfill (PF_PROJECT_MAX_TEXT_BYTES, 'a');
  g_autofree char *half = g_strnfill (PF_PROJECT_MAX_TEXT_BYTES / 2 + 1, 'a');
  /* Before, a value, between, the value again (when twice), after */
  const struct { const char *before, *value, *between; gboolean twice; const char *after, *message; }
  cases[] = {
    { "<x:e>\n", over, "", FALSE, "</x:e>", "shape.xml:3: a text is longer than 8000000 bytes" },
    { "<x:e><![CDATA[", half, "]]>", TRUE, "</x:e>",
      "shape.xml:2: a text is longer than 8000000 bytes" },
    { "<x:e\nx:a=\"", over, "", FALSE, "\"/>",
      "shape.xml:2: a tag with its attributes is longer than" },
    { "<x:e x:a=\"", half, "\" x:b=\"", TRUE, "\"/>",
      "shape.xml:2: a tag with its attributes is longer" },
    { "<x:", over, "", FALSE, "/>", "shape.xml:2: a tag with its attributes is longer than" },
    { "<x:e></x:", over, "", FALSE, ">", "shape.xml:2: a tag with its attributes is longer than" },
    { "<x:e><![CDATA[", over, "", FALSE, "]]></x:e>",
      "shape.xml:2: a text is longer than 8000000 bytes" },
    { "<!--", over, "", FALSE, "-->", "shape.xml:2: a comment is longer than 8000000 bytes" },
    { "<?pi ", over, "", FALSE, "?>", "shape.xml:2: a processing instruction is longer than" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *doc = g_strconcat (EXTENSION_HEAD, cases[i].before, cases[i].value,
                                          cases[i].between, cases[i].twice ? cases[i].value : "",
                                          cases[i].after, "\n", EXTENSION_TAIL, NULL);

      assert_limit (doc, strlen (doc), cases[i].message);
    }

  {
    g_autofree char *doc = g_strconcat (EXTENSION_HEAD "<x:e>", at, "</x:e>\n" EXTENSION_TAIL,
                                        NULL);

    assert_loads (doc, strlen (doc));
  }
}

/* Elements 64 deep load; 65 deep are refused, on the line of the 65th. */
static void
test_depth (void)
{
  for (guint depth = PF_PROJECT_MAX_DEPTH; depth <= PF_PROJECT_MAX_DEPTH + 1; depth++)
    {
      g_autoptr(GString) doc = g_string_new (EXTENSION_HEAD);

      /* The root and depth - 1 elements inside it, one a line */
      for (guint i = 1; i < depth; i++)
        g_string_append (doc, "<x:e>\n");
      for (guint i = 1; i < depth; i++)
        g_string_append (doc, "</x:e>");
      g_string_append (doc, EXTENSION_TAIL);
      if (depth == PF_PROJECT_MAX_DEPTH)
        assert_loads (doc->str, doc->len);
      else
        assert_limit (doc->str, doc->len, "shape.xml:65: elements are nested more than 64 deep");
    }
}

/* 24 MB of empty extension elements took 1.6 GB. Elements and nodes are
 * limited by the file's size: past 150,000 elements and one for every 48
 * bytes, the document is refused, within 200 MB of memory; just below, it
 * loads. */
static void
test_nodes (void)
{
  const guint n = 24 * 1024 * 1024 / strlen ("<x:e/>\n");
  const guint n_comments = 3 * PF_PROJECT_MAX_NODES;
  g_autoptr(GString) doc = g_string_sized_new (n * 7 + 256);
  g_autoptr(GString) comments = g_string_new (EXTENSION_HEAD);
  g_autoptr(GString) within = g_string_new (EXTENSION_HEAD);
  guint64 before;

  g_string_append (doc, EXTENSION_HEAD);
  for (guint i = 0; i < n; i++)
    g_string_append (doc, "<x:e/>\n");
  g_string_append (doc, EXTENSION_TAIL);
  before = peak_memory ();
  assert_limit (doc->str, doc->len, "shape.xml:");
  g_assert_cmpuint (peak_memory () - before, <, 200 * 1024 * 1024);
  assert_limit (doc->str, doc->len, "shape.xml:175611: the file has more elements than a "
                "project of its size may have (150000, and one more for every 48 bytes)");

  /* Comments are nodes too: 7 bytes each, past 500,000 and one for every
   * 12 bytes. */
  for (guint i = 0; i < n_comments; i++)
    g_string_append (comments, "<!---->");
  g_string_append (comments, EXTENSION_TAIL);
  assert_limit (comments->str, comments->len, "shape.xml:2: the file has more elements, "
                "attributes, texts and comments than a project of its size may have (500000, "
                "and one more for every 12 bytes)");

  /* 170,000 elements of 7 bytes are within 150,000 and one for every 48 bytes */
  for (guint i = 0; i < 170000; i++)
    g_string_append (within, "<x:e/>\n");
  g_string_append (within, EXTENSION_TAIL);
  assert_loads (within->str, within->len);
}

/* A broken document is libxml2's to report: a quote gone missing is a
 * parse error on its line, not "more than 64 attributes". */
static void
test_broken_not_limit (void)
{
  g_autoptr(GString) doc = g_string_new (EXTENSION_HEAD "<x:e x:a=\"1\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;

  for (guint i = 0; i < 200; i++)
    g_string_append_printf (doc, "<x:f x:a%u=\"\"/>\n", i);
  g_string_append (doc, EXTENSION_TAIL);
  project = pf_project_load_from_data (doc->str, doc->len, "broken.xml", &error);
  g_assert_null (project);
  g_assert_error (error, PF_ERROR, PF_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "broken.xml:3: "));
}

/* A pack of 25,000 levels, as large as designers keep, is saved and read
 * back whole: the node limits grow with the file. Notes longer than one
 * text may be are refused before anything is written, and the old file
 * stays. */
static void
writer_within_node_limit (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "many.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GString) doc = g_string_new ("<polyform-project version=\"1\"><tri-pack id=\"p\">\n");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(PfProject) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  g_autofree char *saved = NULL;
  PfTriPack *pack;
  PfTriLevel *first;

  append_level (doc, 0);
  g_string_append (doc, "</tri-pack></polyform-project>\n");
  project = pf_project_load_from_data (doc->str, doc->len, "one.xml", &error);
  g_assert_no_error (error);
  pack = pf_project_find_pack (project, "p");
  for (guint i = 1; i < 25000; i++)
    {
      PfTriLevel *level = pf_tri_level_copy (g_ptr_array_index (pack->levels, 0));

      g_free (level->id);
      level->id = g_strdup_printf ("l%u", i);
      g_ptr_array_add (pack->levels, level);
    }
  g_assert_true (pf_project_save (project, file, &error));
  g_assert_no_error (error);
  again = pf_project_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pf_project_find_pack (again, "p")->levels->len, ==, 25000);

  saved = test_read_file (path);
  first = g_ptr_array_index (pack->levels, 0);
  g_free (first->meta.notes);
  first->meta.notes = g_strnfill (PF_PROJECT_MAX_TEXT_BYTES + 1, 'n');
  g_assert_false (pf_project_save (project, file, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
  g_assert_nonnull (strstr (error->message, "many.xml: the text of “notes” is longer than the "
                            "8000000 bytes a project file can hold"));
  contents = test_read_file (path);
  g_assert_cmpstr (contents, ==, saved);
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "many.xml");
  test_remove_temp_dir (dir);
}

/* In a process of its own: a fresh heap keeps the 25,000 levels quick
 * under the MALLOC_PERTURB_ that meson sets (the earlier tests' large
 * blocks are otherwise cleared again on every small reallocation). The
 * refused write prints nothing of libxml2's. */
static void
test_writer_within_node_limit (void)
{
  if (g_test_subprocess ())
    {
      writer_within_node_limit ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr_unmatched ("*error*");
}

/* `polyform validate` says so at once, and exits 1. */
static void
test_cli_attributes (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "attributes.xml", NULL);
  g_autoptr(GString) doc = g_string_new (EXTENSION_HEAD "<x:e");
  g_autofree char *err = NULL;
  g_autofree char *expected = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (doc, " x:a%u=\"\"", i);
  g_string_append (doc, "/>\n" EXTENSION_TAIL);
  test_write_file (path, doc->str);
  g_assert_cmpint (polyform_run (NULL, &err, "validate", path, NULL), ==, 1);
  expected = g_strdup_printf ("%s:2: an element has more than 64 attributes", path);
  g_assert_true (g_str_has_prefix (err, expected));
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
  g_test_add_func ("/project/limits/nul-file", test_nul_file);
  g_test_add_func ("/project/limits/many-ids", test_many_ids);
  g_test_add_func ("/project/limits/repeated-ids", test_repeated_ids);
  g_test_add_func ("/project/limits/shape/attributes", test_attributes);
  g_test_add_func ("/project/limits/shape/depth", test_depth);
  g_test_add_func ("/project/limits/shape/long-texts", test_long_texts);
  g_test_add_func ("/project/limits/shape/nodes", test_nodes);
  g_test_add_func ("/project/limits/shape/broken-not-limit", test_broken_not_limit);
  g_test_add_func ("/project/limits/shape/writer", test_writer_within_node_limit);
  g_test_add_func ("/project/limits/shape/cli", test_cli_attributes);
  g_test_add_func ("/project/limits/writer-within-reader-limits",
                   test_writer_within_reader_limits);

  return g_test_run ();
}

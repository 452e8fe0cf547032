/* test-project-fuzz.c: truncated and mutated project files never crash the loader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-project.h"

#define DISPLAY_NAME "fuzz.xml"
#define SEED 20240611

/* Bytes that matter to XML and to the project format. */
static const char interesting[] = "<>/=\"'&;#.*!?-: \n\t0123456789abcdefuvw\xc3\xa9\xff";

typedef struct
{
  guint loaded;
  guint failed;
  guint by_code[PF_ERROR_CANCELLED + 1];
} Tally;

/* Auxiliary methods */

static char *
read_starter (gsize *length)
{
  const char *root = g_getenv ("PF_SOURCE_ROOT");
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  if (root != NULL)
    path = g_build_filename (root, "data", "examples", "starter.xml", NULL);
  else
    path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples", "starter.xml", NULL);
  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

/* Loads one document: it either loads, and then saves and reloads to the
 * same text, or fails with "fuzz.xml:LINE: message", LINE >= 1. */
static void
load_one (const char *data,
          gsize       length,
          Tally      *tally)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;

  project = pf_project_load_from_data (data, length, DISPLAY_NAME, &error);
  if (project != NULL)
    {
      g_autofree char *saved = pf_project_to_data (project);
      g_autoptr(PfProject) reloaded = NULL;
      g_autofree char *saved_again = NULL;

      g_assert_no_error (error);
      reloaded = pf_project_load_from_data (saved, -1, "saved.xml", &error);
      if (reloaded == NULL)
        g_error ("an accepted document saves to one that does not load: %s\n%.*s",
                 error->message, (int) length, data);
      saved_again = pf_project_to_data (reloaded);
      g_assert_cmpstr (saved_again, ==, saved);
      tally->loaded++;
      return;
    }

  g_assert_nonnull (error);
  g_assert_true (error->domain == PF_ERROR);
  g_assert_cmpint (error->code, >=, PF_ERROR_PARSE);
  /* Or a limit of the document's shape (pf-xml-limits.h) */
  if (error->code != PF_ERROR_LIMIT)
    g_assert_cmpint (error->code, <=, PF_ERROR_VERSION);
  {
    const char *rest = error->message + strlen (DISPLAY_NAME ":");
    char *end = NULL;
    guint64 line;

    if (!g_str_has_prefix (error->message, DISPLAY_NAME ":"))
      g_error ("error without the file name: %s", error->message);
    line = g_ascii_strtoull (rest, &end, 10);
    if (end == rest || line == 0 || !g_str_has_prefix (end, ": "))
      g_error ("error without a line number: %s", error->message);
  }
  tally->failed++;
  tally->by_code[error->code]++;
}

static void
mutate (GByteArray *doc,
        GRand      *rand)
{
  guint n = g_rand_int_range (rand, 1, 4);

  for (guint i = 0; i < n && doc->len > 0; i++)
    {
      guint at = g_rand_int_range (rand, 0, doc->len);
      guint8 byte = g_rand_boolean (rand)
                    ? (guint8) interesting[g_rand_int_range (rand, 0, sizeof interesting - 1)]
                    : (guint8) g_rand_int_range (rand, 0, 256);

      switch (g_rand_int_range (rand, 0, 6))
        {
        case 0: /* replace a byte */
          doc->data[at] = byte;
          break;
        case 1: /* insert a byte */
          g_array_insert_val ((GArray *) doc, at, byte);
          break;
        case 2: /* delete a few bytes */
          {
            guint len = g_rand_int_range (rand, 1, 16);

            g_byte_array_remove_range (doc, at, MIN (len, doc->len - at));
          }
          break;
        case 3: /* duplicate a slice somewhere else */
          {
            guint len = g_rand_int_range (rand, 1, 200);
            guint to = g_rand_int_range (rand, 0, doc->len);
            g_autofree guint8 *slice = NULL;

            len = MIN (len, doc->len - at);
            slice = g_memdup2 (doc->data + at, len);

            g_array_insert_vals ((GArray *) doc, to, slice, len);
          }
          break;
        case 4: /* change a digit: ids, coordinates, counts */
          {
            int wanted = '0' + g_rand_int_range (rand, 0, 10);
            guint8 *digit = memchr (doc->data + at, wanted, doc->len - at);

            if (digit != NULL)
              *digit = '0' + g_rand_int_range (rand, 0, 10);
          }
          break;
        default: /* swap two lines' worth of bytes: reorders elements */
          {
            guint other = g_rand_int_range (rand, 0, doc->len);
            guint len = g_rand_int_range (rand, 1, 80);

            len = MIN (len, doc->len - MAX (at, other));

            for (guint k = 0; k < len && at != other; k++)
              {
                guint8 tmp = doc->data[at + k];

                doc->data[at + k] = doc->data[other + k];
                doc->data[other + k] = tmp;
              }
          }
          break;
        }
    }
}

/* Tests */

static void
test_truncations (void)
{
  gsize length = 0;
  g_autofree char *starter = read_starter (&length);
  const char *end_tag = g_strrstr (starter, "</polyform-project>");
  gsize complete = end_tag - starter + strlen ("</polyform-project>");
  Tally tally = { 0, };

  g_assert_nonnull (end_tag);
  /* Every 5th length, and every length of the first and last 256 bytes. */
  for (gsize cut = 0; cut < complete; cut++)
    if (cut % 5 == 0 || cut < 256 || cut + 256 > length)
      load_one (starter, cut, &tally);
  /* Only the final newline may go. */
  load_one (starter, complete, &tally);
  g_assert_cmpuint (tally.loaded, ==, 1);
  tally.loaded = 0;

  g_test_message ("%u truncations: %u loaded, %u refused (parse %u, schema %u, semantic %u)",
                  tally.loaded + tally.failed, tally.loaded, tally.failed,
                  tally.by_code[PF_ERROR_PARSE], tally.by_code[PF_ERROR_SCHEMA],
                  tally.by_code[PF_ERROR_SEMANTIC]);
  g_assert_cmpuint (tally.loaded + tally.failed, >, 4000);
  /* A cut project is never complete. */
  g_assert_cmpuint (tally.loaded, ==, 0);
}

static void
test_mutations (void)
{
  gsize length = 0;
  g_autofree char *starter = read_starter (&length);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  Tally tally = { 0, };
  guint n = g_test_slow () ? 50000 : 5000;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GByteArray) doc = g_byte_array_sized_new (length + 256);

      g_byte_array_append (doc, (const guint8 *) starter, length);
      mutate (doc, rand);
      load_one ((const char *) doc->data, doc->len, &tally);
    }

  g_test_message ("%u mutations: %u loaded, %u refused (parse %u, schema %u, semantic %u, "
                  "version %u)", n, tally.loaded, tally.failed,
                  tally.by_code[PF_ERROR_PARSE], tally.by_code[PF_ERROR_SCHEMA],
                  tally.by_code[PF_ERROR_SEMANTIC], tally.by_code[PF_ERROR_VERSION]);
  /* The mutations reach every stage of the loader. */
  g_assert_cmpuint (tally.by_code[PF_ERROR_PARSE], >, 0);
  g_assert_cmpuint (tally.by_code[PF_ERROR_SCHEMA], >, 0);
  g_assert_cmpuint (tally.by_code[PF_ERROR_SEMANTIC], >, 0);
  g_assert_cmpuint (tally.loaded, >, 0);
}

/* Small hostile documents that a random walk rarely finds. */
static void
test_hostile_snippets (void)
{
  const char *snippets[] = {
    "",
    "<",
    "<?xml version=\"1.0\"?>",
    "<polyform-project/>",
    "<polyform-project version=\"1\"/>",
    "<polyform-project version=\"1\"><tri-pack id=\"p\"><tri-level id=\"a\"><grid/>"
    "</tri-level></tri-pack></polyform-project>",
    "<polyform-project version=\"1\"><tri-pack id=\"p\"><tri-level id=\"a\"><grid>\n\n\n"
    "</grid></tri-level></tri-pack></polyform-project>",
    "<polyform-project version=\"1\"><tileset id=\"t\"><terrain id=\"0\" name=\"\" "
    "colour=\"#000000\"/><shape id=\"s\" weight=\"0\" rotate=\"true\"><cells>\n\n</cells>"
    "<variant id=\"v\" name=\"\" colour=\"#000000\" terrain=\"0\"/></shape></tileset>"
    "</polyform-project>",
    "<polyform-project version=\"1\"><map id=\"m\" tileset=\"t\" width=\"4096\" height=\"4096\" "
    "seed=\"0\" mode=\"classic\"/></polyform-project>",
    "<polyform-project version=\"1\"><tileset id=\"t\"><terrain id=\"0\" name=\"\" "
    "colour=\"#000000\"/><shape id=\"s\" weight=\"1\" rotate=\"true\"><cells>#</cells>"
    "<variant id=\"v\" name=\"\" colour=\"#000000\" terrain=\"0\"/></shape></tileset>"
    "<map id=\"m\" tileset=\"t\" width=\"1\" height=\"1\" seed=\"18446744073709551616\" "
    "mode=\"classic\"><placement shape=\"s\" variant=\"v\" rotation=\"0\" x=\"0\" y=\"0\"/>"
    "</map></polyform-project>",
    "<polyform-project version=\"1\"><playtest das=\"99999999999999999999\"/></polyform-project>",
    "<polyform-project version=\"1\"><playtest><specials frequencies=\"a:100,a:100\"/>"
    "</playtest></polyform-project>",
    "<polyform-project version=\"1\"><playtest><specials frequencies=\"a:999\"/>"
    "</playtest></polyform-project>",
    "<polyform-project version=\"1\" xmlns:x=\"urn:x\"><x:a><x:b><x:c/></x:b></x:a>"
    "<x:a/></polyform-project>",
    "<polyform-project version=\"1\" xmlns:x=\"\"><x:a/></polyform-project>",
    "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><polyform-project version=\"1\">"
    "<meta><title>\xe9t\xe9</title></meta></polyform-project>",
    "<polyform-project version=\"1\"><meta><title>\xff\xfe</title></meta></polyform-project>",
    "<polyform-project version=\"1\"><meta><title><![CDATA[x]]></title></meta>"
    "<?pi data?></polyform-project>",
  };
  static const char with_nul[] = "<polyform-project version=\"1\">\0<meta/></polyform-project>";
  Tally tally = { 0, };

  for (guint i = 0; i < G_N_ELEMENTS (snippets); i++)
    load_one (snippets[i], strlen (snippets[i]), &tally);
  load_one (with_nul, sizeof with_nul - 1, &tally);
  g_assert_cmpuint (tally.loaded, >, 0);
  g_assert_cmpuint (tally.failed, >, 0);
}

/* Deep nesting is refused by the reader's depth limit before libxml2 parses
 * it, not by running out of stack. */
static void
test_deep_nesting (void)
{
  g_autoptr(GString) doc = g_string_new ("<polyform-project version=\"1\" xmlns:x=\"urn:x\">");
  Tally tally = { 0, };

  for (guint i = 0; i < 100000; i++)
    g_string_append (doc, "<x:a>");
  for (guint i = 0; i < 100000; i++)
    g_string_append (doc, "</x:a>");
  g_string_append (doc, "</polyform-project>");

  load_one (doc->str, doc->len, &tally);
  g_assert_cmpuint (tally.failed, ==, 1);
  g_assert_cmpuint (tally.by_code[PF_ERROR_LIMIT], ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/project/fuzz/truncations", test_truncations);
  g_test_add_func ("/project/fuzz/mutations", test_mutations);
  g_test_add_func ("/project/fuzz/hostile-snippets", test_hostile_snippets);
  g_test_add_func ("/project/fuzz/deep-nesting", test_deep_nesting);

  return g_test_run ();
}

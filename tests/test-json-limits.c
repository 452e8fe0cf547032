/* test-json-limits.c: what the JSON readers refuse before json-glib reads it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pack JSON (import, paste) and the playtest log are checked for depth,
 * size and NULs before they are parsed: json-glib recurses once per nested
 * list with no limit of its own (80,000 of them were a crash), and cuts a
 * string at an escaped NUL without a word.
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-json-reader-private.h"
#include "pf-level-transfer.h"
#include "pf-pack-json.h"
#include "pf-playtest-log.h"
#include "polyform-run.h"
#include "test-files.h"

#define PACK_HEADER "{\"format\": \"polyform-pack\", \"version\": 1,\n"
#define LOG_HEADER  "{\"format\": \"polyform-playtest\", \"version\": 1,\n"

/* Auxiliary methods */

/* @depth lists, one inside the other, on one line. */
static char *
nested_lists (guint depth)
{
  GString *text = g_string_sized_new (depth * 2);

  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, ']');
  return g_string_free (text, FALSE);
}

/* @header, then "key": @value on the next line, closing the object. */
static char *
with_member (const char *header,
             const char *key,
             const char *value)
{
  return g_strdup_printf ("%s\"%s\": %s}\n", header, key, value);
}

/* Each reader refuses @text with @code, naming @name and @where. */
static void
assert_refused (const char *text,
                gsize       length,
                gint        code,
                const char *where,
                const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriPack) pack = pf_pack_json_read (text, length, "pack.json", &error);
  g_autoptr(PfPlaytestLog) log = NULL;
  g_autoptr(GPtrArray) levels = NULL;
  g_autofree char *pack_where = g_strconcat ("pack.json:", where, NULL);
  g_autofree char *log_where = g_strconcat ("log.json:", where, NULL);
  g_autofree char *clip_where = g_strconcat ("clipboard:", where, NULL);

  g_assert_null (pack);
  g_assert_error (error, PF_ERROR, code);
  g_assert_true (g_str_has_prefix (error->message, pack_where));
  g_assert_nonnull (strstr (error->message, message));
  g_clear_error (&error);

  log = pf_playtest_log_read (text, length, "log.json", &error);
  g_assert_null (log);
  g_assert_error (error, PF_ERROR, code);
  g_assert_true (g_str_has_prefix (error->message, log_where));
  g_clear_error (&error);

  /* A paste goes through the pack JSON reader too. */
  if (text[0] == '{')
    {
      levels = pf_tri_levels_from_text (text, length, "clipboard", &error);
      g_assert_null (levels);
      g_assert_error (error, PF_ERROR, code);
      g_assert_true (g_str_has_prefix (error->message, clip_where));
    }
}

/* Tests */

/* 80,000 nested lists crashed json-glib (a stack overflow); anything
 * deeper than the limit is refused, naming the line, and the limit itself
 * still reads (as a document of another shape, so it fails later). */
static void
test_depth (void)
{
  g_autofree char *deep = nested_lists (80000);
  g_autofree char *deep_pack = with_member (PACK_HEADER, "levels", deep);
  g_autofree char *deep_log = with_member (LOG_HEADER, "levels", deep);
  g_autofree char *at_limit = nested_lists (PF_JSON_MAX_DEPTH - 1);
  g_autofree char *at_limit_pack = with_member (PACK_HEADER, "extra", at_limit);
  g_autofree char *over_limit = nested_lists (PF_JSON_MAX_DEPTH);
  g_autofree char *over_limit_pack = with_member (PACK_HEADER, "extra", over_limit);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriPack) pack = NULL;

  assert_refused (deep, strlen (deep), PF_ERROR_LIMIT, "1:", "nested more than 64 deep");
  assert_refused (deep_pack, -1, PF_ERROR_LIMIT, "2:", "nested more than 64 deep");
  assert_refused (deep_log, -1, PF_ERROR_LIMIT, "2:", "nested more than 64 deep");
  assert_refused (over_limit_pack, -1, PF_ERROR_LIMIT, "2:", "nested more than 64 deep");

  /* The root object and 63 lists: read, and refused for what it lacks. */
  pack = pf_pack_json_read (at_limit_pack, -1, "pack.json", &error);
  g_assert_null (pack);
  g_assert_error (error, PF_ERROR, PF_ERROR_SEMANTIC);
  g_assert_nonnull (strstr (error->message, "no “id”"));
}

/* An escaped NUL used to cut "ab\u0000cd" to "ab" silently. */
static void
test_nul (void)
{
  g_autofree char *title = with_member (PACK_HEADER, "title", "\"ab\\u0000cd\"");
  g_autofree char *tester = with_member (LOG_HEADER, "tester", "\"ab\\u0000cd\"");
  static const char raw[] = PACK_HEADER "\"title\": \"ab\0cd\"}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriPack) pack = NULL;

  assert_refused (title, -1, PF_ERROR_PARSE, "2:", "NUL character (\\u0000)");
  assert_refused (tester, -1, PF_ERROR_PARSE, "2:", "NUL character (\\u0000)");
  assert_refused (raw, sizeof raw - 1, PF_ERROR_PARSE, "2:", "NUL byte");

  /* An escaped backslash before "u0000" is no NUL. */
  {
    g_autofree char *text = with_member (PACK_HEADER, "title",
                                         "\"a\\\\u0000\", \"id\": \"p\", \"levels\": []");

    pack = pf_pack_json_read (text, -1, "pack.json", &error);
    g_assert_no_error (error);
    g_assert_cmpstr (pack->meta.title, ==, "a\\u0000");
  }
}

/* A file cut short (a broken download) is said to be cut short, on its last
 * line, not blamed on the last good comma or string as json-glib does. */
static void
test_cut_short (void)
{
  static const char after_comma[] = PACK_HEADER "\"id\": \"p\", \"levels\": [\n"
                                    "{\"id\": \"a\",";
  static const char in_string[] = PACK_HEADER "\"id\": \"p\", \"title\": \"Half";
  static const char wrong[] = PACK_HEADER "\"id\": \"p\",, \"levels\": []}\n";

  assert_refused (after_comma, sizeof after_comma - 1, PF_ERROR_PARSE, "3:",
                  "the file ends inside a list, an object or a string: it looks cut short");
  assert_refused (in_string, sizeof in_string - 1, PF_ERROR_PARSE, "2:", "looks cut short");
  /* A closed file with a mistake in it keeps json-glib's place and words. */
  assert_refused (wrong, sizeof wrong - 1, PF_ERROR_PARSE, "2:", "Parse error");
}

/* Too many values, too many lists and objects, or a string longer than a
 * project's text may be: refused before json-glib builds them. */
static void
test_sizes (void)
{
  GString *values = g_string_new ("[");
  GString *objects = g_string_new ("[");
  g_autofree char *long_string = g_strnfill (PF_JSON_MAX_STRING_BYTES + 1, 'a');
  g_autofree char *quoted = g_strdup_printf ("\"%s\"", long_string);
  g_autofree char *long_title = with_member (PACK_HEADER, "title", quoted);
  g_autofree char *many_values = NULL, *many_objects = NULL;

  for (guint i = 0; i < PF_JSON_MAX_VALUES; i++)
    g_string_append (values, i == 0 ? "0" : ",0");
  g_string_append (values, "]");
  for (guint i = 0; i < PF_JSON_MAX_CONTAINERS; i++)
    g_string_append (objects, i == 0 ? "{}" : ",{}");
  g_string_append (objects, "]");
  many_values = with_member (PACK_HEADER, "levels", values->str);
  many_objects = with_member (PACK_HEADER, "levels", objects->str);

  assert_refused (many_values, -1, PF_ERROR_LIMIT, "2:", "more than 1000000 values");
  assert_refused (many_objects, -1, PF_ERROR_LIMIT, "2:", "more than 100000 lists and objects");
  assert_refused (long_title, -1, PF_ERROR_LIMIT, "2:", "longer than 10000000 bytes");
  g_string_free (values, TRUE);
  g_string_free (objects, TRUE);
}

/* A whole number past 64 bits was read by json-glib as -1 ("“version” is
 * -1"): it is refused as written. A number with an exponent is no whole
 * number, and one that is infinite as a double is refused too; the largest
 * 64-bit numbers still read, and are judged by their range. */
static void
test_numbers (void)
{
  g_autofree char *huge = with_member (PACK_HEADER, "extra", "100000000000000000000000");
  g_autofree char *negative = with_member (PACK_HEADER, "extra", "[1, -9223372036854775809]");
  g_autofree char *infinite = with_member (PACK_HEADER, "extra", "1e400");
  g_autofree char *exponent = g_strdup ("{\"format\": \"polyform-pack\",\n\"version\": 1e23}\n");
  g_autofree char *largest = g_strdup ("{\"format\": \"polyform-pack\",\n"
                                       "\"version\": 9223372036854775807}\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriPack) pack = NULL;

  assert_refused (huge, -1, PF_ERROR_LIMIT, "2:",
                  "the number 100000000000000000000000 is too large");
  assert_refused (negative, -1, PF_ERROR_LIMIT, "2:",
                  "the number -9223372036854775809 is too large");
  assert_refused (infinite, -1, PF_ERROR_LIMIT, "2:", "the number 1e400 is too large");

  pack = pf_pack_json_read (exponent, -1, "pack.json", &error);
  g_assert_null (pack);
  g_assert_error (error, PF_ERROR, PF_ERROR_SEMANTIC);
  g_assert_nonnull (strstr (error->message, "“version” must be a whole number"));
  g_clear_error (&error);

  pack = pf_pack_json_read (largest, -1, "pack.json", &error);
  g_assert_null (pack);
  g_assert_nonnull (strstr (error->message, "“version” is 9223372036854775807, outside"));
}

/* `polyform import` of 80,000 nested lists: exit 1 with the message, not
 * a crash. */
static void
test_import_deep (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *starter = test_starter_path ();
  g_autofree char *deep = nested_lists (80000);
  g_autofree char *source = g_build_filename (dir, "deep.json", NULL);
  g_autofree char *copy = g_build_filename (dir, "copy.xml", NULL);
  g_autofree char *before = test_read_file (starter);
  g_autofree char *after = NULL;
  g_autofree char *err = NULL;
  g_autofree char *expected = g_strdup_printf ("%s:1: lists and objects are nested more than "
                                               "64 deep", source);

  test_write_file (copy, before);
  test_write_file (source, deep);
  g_assert_cmpint (polyform_run (NULL, &err, "import", copy, "--pack", "starter", "--from",
                                 source, NULL), ==, 1);
  g_assert_nonnull (strstr (err, expected));
  after = test_read_file (copy);
  g_assert_cmpstr (after, ==, before);
  test_remove_temp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/json-limits/depth", test_depth);
  g_test_add_func ("/json-limits/nul", test_nul);
  g_test_add_func ("/json-limits/cut-short", test_cut_short);
  g_test_add_func ("/json-limits/sizes", test_sizes);
  g_test_add_func ("/json-limits/numbers", test_numbers);
  g_test_add_func ("/json-limits/import-deep", test_import_deep);
  return g_test_run ();
}

/* test-cli-streams.c: "-" for standard input and output, and validate --json (SPEC §7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "pf-project.h"
#include "polyform-run.h"
#include "test-files.h"

/* Runs polyform with the arguments and the file @input (or NULL) as its
 * standard input, keeping what it did in @result. */
#define run(result, input, ...)                                               \
  G_STMT_START {                                                              \
    const PolyformRunOptions options_ = { .stdin_path = (input) };            \
                                                                              \
    polyform_run_into ((result), &options_, __VA_ARGS__);                     \
  } G_STMT_END

static JsonObject *
parse_object (const char *text,
              JsonNode  **root)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  *root = json_node_copy (json_parser_get_root (parser));
  return json_node_get_object (*root);
}

static void
test_validate_json (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *broken = g_build_filename (dir, "broken.xml", NULL);
  g_autofree char *absent = g_build_filename (dir, "absent.xml", NULL);
  g_auto(PolyformResult) valid = { 0 }, invalid = { 0 }, missing = { 0 };
  g_autoptr(JsonNode) root1 = NULL, root2 = NULL, root3 = NULL;
  JsonObject *object, *error;
  JsonArray *errors;

  run (&valid, NULL, "validate", starter, "--json", NULL);
  g_assert_cmpint (valid.status, ==, 0);
  object = parse_object (valid.out, &root1);
  g_assert_true (json_object_get_boolean_member (object, "valid"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "errors")), ==,
                    0);

  /* An unknown element on line 3. */
  test_write_file (broken, "<polyform-project version=\"1\">\n"
                           "  <tri-pack id=\"p\"/>\n"
                           "  <nonsense/>\n"
                           "</polyform-project>\n");
  run (&invalid, NULL, "validate", broken, "--json", NULL);
  g_assert_cmpint (invalid.status, ==, 1);
  object = parse_object (invalid.out, &root2);
  g_assert_false (json_object_get_boolean_member (object, "valid"));
  errors = json_object_get_array_member (object, "errors");
  g_assert_cmpuint (json_array_get_length (errors), ==, 1);
  error = json_array_get_object_element (errors, 0);
  g_assert_cmpstr (json_object_get_string_member (error, "file"), ==, broken);
  g_assert_cmpint (json_object_get_int_member (error, "line"), ==, 3);
  g_assert_nonnull (strstr (json_object_get_string_member (error, "message"), "nonsense"));
  g_assert_false (g_str_has_prefix (json_object_get_string_member (error, "message"), broken));

  /* An error of the file as a whole has no line. */
  run (&missing, NULL, "validate", absent, "--json", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  object = parse_object (missing.out, &root3);
  error = json_array_get_object_element (json_object_get_array_member (object, "errors"), 0);
  g_assert_true (json_object_get_null_member (error, "line"));
  test_remove_temp_dir (dir);
}

/* A FILE of "-" reads standard input, for the commands that only read. */
static void
test_stdin (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *png = g_build_filename (dir, "level.png", NULL);
  g_autofree char *garbage = g_build_filename (dir, "garbage.xml", NULL);
  static const char *const commands[][4] = {
    { "info", "--json", NULL },
    { "solve", "--level", "level-02", NULL },
    { "check", "--level", "level-01", NULL },
    { "export", "--pack", "starter", NULL },
  };
  g_auto(PolyformResult) valid = { 0 }, render = { 0 }, bad = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(PolyformResult) from_file = { 0 }, from_stdin = { 0 };

      run (&from_file, NULL, commands[i][0], starter, commands[i][1], commands[i][2], NULL);
      run (&from_stdin, starter, commands[i][0], "-", commands[i][1], commands[i][2], NULL);
      g_assert_cmpint (from_stdin.status, ==, from_file.status);
      g_assert_cmpstr (from_stdin.out, ==, from_file.out);
      g_assert_cmpuint (strlen (from_stdin.out), >, 0);
    }

  run (&valid, starter, "validate", "-", NULL);
  g_assert_cmpint (valid.status, ==, 0);
  g_assert_cmpstr (valid.out, ==, "<stdin>: valid\n");

  run (&render, starter, "render", "-", "--level", "level-02", "--png", png, NULL);
  g_assert_cmpint (render.status, ==, 0);
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));

  /* Errors on standard input name it. */
  test_write_file (garbage, "<polyform-project version=\"1\">\n<nonsense/>\n");
  run (&bad, garbage, "validate", "-", NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_true (g_str_has_prefix (bad.err, "<stdin>:"));
  test_remove_temp_dir (dir);
}

/* -o - writes standard output, and what the command reports goes to
 * standard error instead. */
static void
test_stdout (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *formatted = g_build_filename (dir, "formatted.xml", NULL);
  g_autofree char *copy = g_build_filename (dir, "copy.xml", NULL);
  g_autofree char *expected = NULL, *untouched = NULL;
  g_auto(PolyformResult) to_file = { 0 }, to_stdout = { 0 }, filter = { 0 }, exported = { 0 };
  g_auto(PolyformResult) exported_default = { 0 }, imported = { 0 }, laid_out = { 0 };
  g_auto(PolyformResult) reported = { 0 };
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;

  run (&to_file, NULL, "format", starter, "-o", formatted, NULL);
  g_assert_cmpint (to_file.status, ==, 0);
  expected = test_read_file (formatted);
  run (&to_stdout, NULL, "format", starter, "-o", "-", NULL);
  g_assert_cmpint (to_stdout.status, ==, 0);
  g_assert_cmpstr (to_stdout.out, ==, expected);
  /* A project read from standard input and saved in place goes back out. */
  run (&filter, starter, "format", "-", NULL);
  g_assert_cmpint (filter.status, ==, 0);
  g_assert_cmpstr (filter.out, ==, expected);

  run (&exported_default, NULL, "export", starter, "--pack", "starter", NULL);
  run (&exported, NULL, "export", starter, "--pack", "starter", "-o", "-", NULL);
  g_assert_cmpint (exported.status, ==, 0);
  g_assert_cmpstr (exported.out, ==, exported_default.out);

  /* import and layout: the project on stdout, the report on stderr. */
  test_write_file (copy, expected);
  untouched = test_read_file (copy);
  run (&imported, NULL, "import", copy, "--pack", "more", "--from", starter, "-o", "-",
       "--json", NULL);
  g_assert_cmpint (imported.status, ==, 0);
  project = pf_project_load_from_data (imported.out, -1, "stdout", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pf_project_find_pack (project, "more")->levels->len, ==, 16);
  object = parse_object (imported.err, &root);
  g_assert_cmpstr (json_object_get_string_member (object, "pack"), ==, "more");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "added")), ==,
                    16);
  g_clear_pointer (&expected, g_free);
  expected = test_read_file (copy);
  g_assert_cmpstr (expected, ==, untouched);

  run (&laid_out, NULL, "layout", copy, "--pack", "fresh", "-o", "-", NULL);
  g_assert_cmpint (laid_out.status, ==, 0);
  g_assert_true (g_str_has_prefix (laid_out.out, "<?xml"));
  g_assert_nonnull (strstr (laid_out.err, "fresh/layout1-1: "));

  run (&reported, NULL, "playtests", copy, "--pack", "starter", "-o", "-", "--json", NULL);
  g_assert_cmpint (reported.status, ==, 0);
  g_assert_true (g_str_has_prefix (reported.out, "<?xml"));
  g_assert_null (strstr (reported.out, "\"players\""));
  g_assert_true (g_str_has_prefix (reported.err, "{\"levels\":"));
  test_remove_temp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/streams/validate-json", test_validate_json);
  g_test_add_func ("/cli/streams/stdin", test_stdin);
  g_test_add_func ("/cli/streams/stdout", test_stdout);

  return g_test_run ();
}

/* test-cli-check.c: polyform check and solve --explain, as scripts and CI run them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "pf-project.h"
#include "polyform-run.h"
#include "test-files.h"

/* Runs polyform with the arguments, keeping what it did in @result. */
#define run(result, ...) polyform_run_into ((result), NULL, __VA_ARGS__)

static JsonNode *
parse (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

/* The example project with its pack changed by @edit, saved in @dir. */
static char *
edited_starter (const char *dir,
                void      (*edit) (PfTriPack *pack))
{
  g_autofree char *starter = test_starter_path ();
  g_autoptr(GFile) source = g_file_new_for_path (starter);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = pf_project_load (source, &error);
  char *path = g_build_filename (dir, "edited.xml", NULL);
  g_autoptr(GFile) target = g_file_new_for_path (path);

  g_assert_no_error (error);
  edit (pf_project_find_pack (project, "starter"));
  g_assert_true (pf_project_save (project, target, &error));
  g_assert_no_error (error);
  return path;
}

static void
drop_key_of_level_02 (PfTriPack *pack)
{
  pf_tri_pack_find_level (pack, "level-02")->blocks[0].key = FALSE;
}

/* A copy of level-02 with its V block one step down, after it. */
static void
repeat_level_02 (PfTriPack *pack)
{
  PfTriLevel *copy = pf_tri_level_copy (pf_tri_pack_find_level (pack, "level-02"));

  g_free (copy->id);
  copy->id = g_strdup ("again");
  copy->blocks[1].first += 32;
  g_ptr_array_add (pack->levels, copy);
}

/* The example pack has warnings only (redundant blocks, trivial levels):
 * exit 0, and 4 with --strict; a level with nothing to report is silent. */
static void
test_check_warnings (void)
{
  g_autofree char *starter = test_starter_path ();
  g_auto(PolyformResult) all = { 0 }, strict = { 0 }, clean = { 0 }, missing = { 0 };

  run (&all, "check", starter, NULL);
  g_assert_cmpint (all.status, ==, 0);
  g_assert_nonnull (strstr (all.out, "starter/level-01: warning: redundant-block: Block 2 can go: "
                                     "without it the level still takes 1 move\n"));
  g_assert_nonnull (strstr (all.out, "starter/level-01: warning: trivial: "
                                     "The level is solved in one move\n"));
  g_assert_null (strstr (all.out, ": error: "));

  run (&strict, "check", starter, "--strict", NULL);
  g_assert_cmpint (strict.status, ==, 4);
  g_assert_cmpstr (strict.out, ==, all.out);

  run (&clean, "check", starter, "--level", "level-02", "--strict", NULL);
  g_assert_cmpint (clean.status, ==, 0);
  g_assert_cmpstr (clean.out, ==, "");

  run (&missing, "check", starter, "--level", "level-99", NULL);
  g_assert_cmpint (missing.status, ==, 1);
}

/* A draft is an error finding: exit 4, with or without --strict. */
static void
test_check_errors (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = edited_starter (dir, drop_key_of_level_02);
  g_autofree char *absent = g_build_filename (dir, "absent.xml", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.xml", NULL);
  g_autofree char *out = g_build_filename (dir, "pack.html", NULL);
  g_auto(PolyformResult) draft = { 0 }, one = { 0 }, unreadable = { 0 }, malformed = { 0 };
  g_auto(PolyformResult) page = { 0 };

  run (&draft, "check", path, NULL);
  g_assert_cmpint (draft.status, ==, 4);
  g_assert_nonnull (strstr (draft.out, "starter/level-02: error: no-key: "
                                       "The level has no key block\n"));

  run (&one, "check", path, "--pack", "starter", "--level", "level-03", NULL);
  g_assert_cmpint (one.status, ==, 0);

  /* Exported for testers or a game, the draft goes too, with a warning. */
  run (&page, "export", path, "--pack", "starter", "--format", "html", "-o", out, NULL);
  g_assert_cmpint (page.status, ==, 0);
  g_assert_nonnull (strstr (page.err, "warning: starter/level-02: The level has no key block; "
                                      "nobody can solve it yet\n"));
  g_assert_null (strstr (page.err, "level-03"));

  /* A file that cannot be read is invalid input, not a finding. */
  run (&unreadable, "check", absent, NULL);
  g_assert_cmpint (unreadable.status, ==, 1);
  test_write_file (broken, "<polyform-project version=\"1\"><tri-pack id=\"p\">");
  run (&malformed, "check", broken, "--json", NULL);
  g_assert_cmpint (malformed.status, ==, 1);
  g_assert_cmpstr (malformed.out, ==, "");
  test_remove_temp_dir (dir);
}

/* --json: one object per finding, with blocks and the other level where
 * they apply; a same puzzle later in the pack names the earlier one. */
static void
test_check_json (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = edited_starter (dir, repeat_level_02);
  g_auto(PolyformResult) json = { 0 }, strict = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *findings;
  guint same = 0, redundant = 0;

  run (&json, "check", path, "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse (json.out);
  findings = json_object_get_array_member (json_node_get_object (root), "findings");
  g_assert_cmpuint (json_array_get_length (findings), >, 0);
  for (guint i = 0; i < json_array_get_length (findings); i++)
    {
      JsonObject *f = json_array_get_object_element (findings, i);
      const char *code = json_object_get_string_member (f, "code");

      g_assert_cmpstr (json_object_get_string_member (f, "pack"), ==, "starter");
      g_assert_cmpstr (json_object_get_string_member (f, "severity"), ==, "warning");
      g_assert_nonnull (json_object_get_string_member (f, "message"));
      if (g_str_equal (code, "same-puzzle"))
        {
          same++;
          g_assert_cmpstr (json_object_get_string_member (f, "level"), ==, "again");
          g_assert_cmpstr (json_object_get_string_member (f, "other"), ==, "level-02");
          g_assert_false (json_object_has_member (f, "blocks"));
        }
      else if (g_str_equal (code, "redundant-block"))
        {
          JsonArray *blocks = json_object_get_array_member (f, "blocks");

          redundant++;
          g_assert_cmpuint (json_array_get_length (blocks), ==, 1);
          g_assert_false (json_object_has_member (f, "other"));
          if (redundant == 1)
            {
              g_assert_cmpstr (json_object_get_string_member (f, "level"), ==, "level-01");
              g_assert_cmpint (json_array_get_int_element (blocks, 0), ==, 1);
            }
        }
      else
        g_assert_false (json_object_has_member (f, "blocks"));
    }
  g_assert_cmpuint (same, ==, 1);
  g_assert_cmpuint (redundant, >=, 2);

  run (&strict, "check", path, "--json", "--strict", NULL);
  g_assert_cmpint (strict.status, ==, 4);
  test_remove_temp_dir (dir);
}

/* solve --explain adds the four members to each level, by hand on
 * level-02: three solutions, no redundant block, the key's move narrow. */
static void
test_solve_explain (void)
{
  g_autofree char *starter = test_starter_path ();
  g_auto(PolyformResult) json = { 0 }, text = { 0 }, plain = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *level;
  JsonArray *narrow;

  run (&json, "solve", starter, "--level", "level-02", "--analyze", "--explain", "--json",
       NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse (json.out);
  level = json_array_get_object_element (
    json_object_get_array_member (json_node_get_object (root), "levels"), 0);
  g_assert_cmpint (json_object_get_int_member (level, "moves"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (level, "reachable"), ==, 20);
  g_assert_cmpint (json_object_get_int_member (level, "solutions"), ==, 3);
  g_assert_false (json_object_get_boolean_member (level, "solutions_capped"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (level,
                                                                         "redundant_blocks")),
                    ==, 0);
  narrow = json_object_get_array_member (level, "narrow_steps");
  g_assert_cmpuint (json_array_get_length (narrow), ==, 1);
  g_assert_cmpint (json_array_get_int_element (narrow, 0), ==, 1);

  run (&text, "solve", starter, "--level", "level-01", "--explain", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "  explain: 1 optimal solution, redundant blocks: 1, 2, "
                                      "narrow steps: 0\n"));

  /* Without --explain, none of it. */
  run (&plain, "solve", starter, "--level", "level-02", "--analyze", "--json", NULL);
  g_assert_null (strstr (plain.out, "\"solutions\""));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/check/warnings", test_check_warnings);
  g_test_add_func ("/cli/check/errors", test_check_errors);
  g_test_add_func ("/cli/check/json", test_check_json);
  g_test_add_func ("/cli/solve/explain", test_solve_explain);

  return g_test_run ();
}

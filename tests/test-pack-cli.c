/* test-pack-cli.c: polyform export and import, end to end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "pf-project.h"
#include "pf-tri-same-puzzle.h"
#include "polyform-run.h"
#include "test-files.h"

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

typedef struct
{
  char *dir;
  char *starter;
} Fixture;

static const char empty_project[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<polyform-project version=\"1\">\n"
  "  <tri-pack id=\"game\"/>\n"
  "</polyform-project>\n";

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static char *
write_temp (Fixture    *fixture,
            const char *name,
            const char *contents)
{
  char *path = g_build_filename (fixture->dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  const char *root = g_getenv ("PF_SOURCE_ROOT");
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("pf-test-pack-cli-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->starter = root ? g_build_filename (root, "data", "examples", "starter.xml", NULL)
                          : g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                   "starter.xml", NULL);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->starter);
}

static gboolean
run (Run        *result,
     const char *first,
     ...)
{
  va_list rest;

  if (g_getenv ("POLYFORM") == NULL)
    {
      g_test_skip ("POLYFORM is not set");
      return FALSE;
    }
  va_start (rest, first);
  result->status = polyform_run_valist (&result->out, &result->err, first, rest);
  va_end (rest);
  return TRUE;
}

/* The text of the "levels" list of a pack JSON: everything from it on. */
static const char *
levels_of (const char *json)
{
  const char *levels = strstr (json, "\"levels\":");

  g_assert_nonnull (levels);
  return levels;
}

/* Tests */

static void
test_export (Fixture       *fixture,
             gconstpointer  data)
{
  g_auto(Run) json = { 0, }, to_file = { 0, }, xml = { 0, }, info = { 0, };
  g_auto(Run) no_pack = { 0, }, bad_format = { 0, }, usage = { 0, };
  g_autofree char *out = g_build_filename (fixture->dir, "pack.json", NULL);
  g_autofree char *xml_path = NULL, *written = NULL;

  if (!run (&json, "export", fixture->starter, "--pack", "starter", NULL))
    return;
  g_assert_cmpint (json.status, ==, 0);
  g_assert_true (g_str_has_prefix (json.out,
                                   "{\"format\":\"polyform-pack\",\"version\":1,\"id\":\"starter\""));
  g_assert_cmpuint (test_count (json.out, "\"triangles\":"), ==,
                    test_count (json.out, "\"axis\":"));
  g_assert_cmpuint (test_count (json.out, "\"grid\":"), ==, 16);

  run (&to_file, "export", fixture->starter, "--pack", "starter", "--format", "json", "-o", out,
       NULL);
  g_assert_cmpint (to_file.status, ==, 0);
  g_assert_cmpstr (to_file.out, ==, "");
  written = read_file (out);
  g_assert_cmpstr (written, ==, json.out);

  run (&xml, "export", fixture->starter, "--pack", "starter", "--format", "xml", NULL);
  g_assert_cmpint (xml.status, ==, 0);
  xml_path = write_temp (fixture, "single.xml", xml.out);
  run (&info, "info", xml_path, "--json", NULL);
  g_assert_cmpint (info.status, ==, 0);
  g_assert_nonnull (strstr (info.out, "\"packs\":[{\"id\":\"starter\""));
  g_assert_nonnull (strstr (info.out, "\"tilesets\":[]"));
  g_assert_nonnull (strstr (info.out, "\"layouts\":[]"));

  run (&no_pack, "export", fixture->starter, "--pack", "nope", NULL);
  g_assert_cmpint (no_pack.status, ==, 1);
  g_assert_nonnull (strstr (no_pack.err, "nope"));
  run (&bad_format, "export", fixture->starter, "--pack", "starter", "--format", "yaml", NULL);
  g_assert_cmpint (bad_format.status, ==, 1);
  g_assert_nonnull (strstr (bad_format.err, "yaml"));
  run (&usage, "export", fixture->starter, NULL);
  g_assert_cmpint (usage.status, ==, 2);
}

static void
test_round_trip (Fixture       *fixture,
                 gconstpointer  data)
{
  g_auto(Run) exported = { 0, }, imported = { 0, }, again = { 0, }, twice = { 0, };
  g_autofree char *json = g_build_filename (fixture->dir, "starter.json", NULL);
  g_autofree char *project = write_temp (fixture, "game.xml", empty_project);
  g_autofree char *json_text = NULL, *before = NULL, *after = NULL;

  if (!run (&exported, "export", fixture->starter, "--pack", "starter", "-o", json, NULL))
    return;
  g_assert_cmpint (exported.status, ==, 0);
  json_text = read_file (json);

  run (&imported, "import", project, "--pack", "game", "--from", json, NULL);
  g_assert_cmpint (imported.status, ==, 0);
  g_assert_nonnull (strstr (imported.out, "Added 16 levels"));

  run (&again, "export", project, "--pack", "game", NULL);
  g_assert_cmpint (again.status, ==, 0);
  g_assert_cmpstr (levels_of (again.out), ==, levels_of (json_text));

  /* Importing again adds nothing: every level is a duplicate, named on stderr */
  before = read_file (project);
  run (&twice, "import", project, "--pack", "game", "--from", json, NULL);
  g_assert_cmpint (twice.status, ==, 0);
  g_assert_cmpuint (test_count (twice.err, "skipped"), ==, 16);
  g_assert_nonnull (strstr (twice.err, "“level-16”"));
  after = read_file (project);
  g_assert_cmpstr (after, ==, before);
}

static void
test_import_project (Fixture       *fixture,
                     gconstpointer  data)
{
  g_auto(Run) picked = { 0, }, all = { 0, }, unknown = { 0, }, info = { 0, }, renamed = { 0, };
  g_autofree char *project = write_temp (fixture, "game.xml", empty_project);
  g_autofree char *out = g_build_filename (fixture->dir, "out.xml", NULL);
  g_autofree char *level = NULL, *fragment = NULL, *before = NULL;

  if (!run (&picked, "import", project, "--pack", "game", "--from", fixture->starter,
            "--levels", "level-03,level-01", NULL))
    return;
  g_assert_cmpint (picked.status, ==, 0);
  g_assert_nonnull (strstr (picked.out, "Added 2 levels to pack “game”"));

  /* -o leaves FILE.xml alone; a missing pack is created */
  before = read_file (project);
  run (&all, "import", project, "--pack", "more", "--from", fixture->starter, "-o", out, NULL);
  g_assert_cmpint (all.status, ==, 0);
  /* Said, so that a mistyped id in a batch job does not pass unseen. */
  g_assert_nonnull (strstr (all.out, "Added 16 levels to the new pack “more”"));
  level = read_file (project);
  g_assert_cmpstr (level, ==, before);
  run (&info, "info", out, "--json", NULL);
  g_assert_cmpint (info.status, ==, 0);
  g_assert_nonnull (strstr (info.out, "{\"id\":\"more\""));
  g_assert_cmpuint (test_count (info.out, "\"blocks\":"), ==, 18);

  run (&unknown, "import", project, "--pack", "game", "--from", fixture->starter, "--levels",
       "level-01,nope", NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_nonnull (strstr (unknown.err, "“nope”"));

  /* A taken id with another puzzle gets a suffix: level-02 saved as level-01 */
  fragment = write_temp (fixture, "fragment.xml",
                         "<tri-level id=\"level-01\">\n"
                         "  <grid>\n"
                         "    ......**........................\n"
                         "    ................................\n    ................................\n"
                         "    ................................\n    ................................\n"
                         "    ................................\n    ................................\n"
                         "    ................................\n    ................................\n"
                         "    ................................\n    ................................\n"
                         "    ................................\n    ................................\n"
                         "    ................................\n    ................................\n"
                         "    ................................\n"
                         "  </grid>\n"
                         "  <block axis=\"u\" row=\"0\" col=\"0\" ori=\"up\" length=\"2\" key=\"true\"/>\n"
                         "</tri-level>\n");
  run (&renamed, "import", project, "--pack", "game", "--from", fragment, NULL);
  g_assert_cmpint (renamed.status, ==, 0);
  g_clear_pointer (&level, g_free);
  level = read_file (project);
  g_assert_nonnull (strstr (level, "<tri-level id=\"level-01-2\">"));
}

/* A pack that import creates takes the source pack's title and author. */
static void
test_import_keeps_pack_meta (Fixture       *fixture,
                             gconstpointer  data)
{
  g_auto(Run) exported = { 0, }, imported = { 0, }, into_game = { 0, }, info = { 0, };
  g_autofree char *json = g_build_filename (fixture->dir, "starter.json", NULL);
  g_autofree char *project = write_temp (fixture, "game.xml", empty_project);
  g_autofree char *text = NULL;

  if (!run (&exported, "export", fixture->starter, "--pack", "starter", "-o", json, NULL))
    return;
  g_assert_cmpint (exported.status, ==, 0);
  run (&imported, "import", project, "--pack", "fresh", "--from", json, NULL);
  g_assert_cmpint (imported.status, ==, 0);
  run (&info, "info", project, "--json", NULL);
  g_assert_nonnull (strstr (info.out, "{\"id\":\"fresh\",\"title\":\"Starter pack\""));
  text = read_file (project);
  g_assert_nonnull (strstr (text, "<tri-pack id=\"fresh\">\n    <meta>\n      "
                                  "<title>Starter pack</title>\n      "
                                  "<author>Polyform Studio</author>"));

  /* A pack that is there keeps its own (here: none). */
  run (&into_game, "import", project, "--pack", "game", "--from", fixture->starter, NULL);
  g_assert_cmpint (into_game.status, ==, 0);
  g_clear_pointer (&text, g_free);
  text = read_file (project);
  g_assert_nonnull (strstr (text, "<tri-pack id=\"game\">\n    <tri-level"));
}

static void
test_import_bad_input (Fixture       *fixture,
                       gconstpointer  data)
{
  g_auto(Run) exported = { 0, };
  g_autofree char *project = write_temp (fixture, "game.xml", empty_project);
  g_autofree char *json = NULL;
  g_autoptr(GString) blocks = g_string_new (NULL);
  struct
  {
    const char *name;
    char       *text;
    const char *says;
  } cases[7];

  if (!run (&exported, "export", fixture->starter, "--pack", "starter", NULL))
    return;
  json = g_strdup (exported.out);

  cases[0].name = "truncated.json";
  cases[0].text = g_strndup (json, strlen (json) / 3);
  cases[0].says = "truncated.json:1:";

  for (guint i = 0; i < 17; i++)
    g_string_append_printf (blocks, "%s{\"axis\":\"u\",\"row\":%u,\"col\":0,\"ori\":\"up\","
                            "\"length\":2,\"key\":%s}", i ? "," : "", i % 16, i ? "false" : "true");
  cases[1].name = "blocks.json";
  {
    const char *from = strstr (json, "\"blocks\":[") + strlen ("\"blocks\":[");
    const char *to = strstr (from, "],\"moves\"");

    cases[1].text = g_strdup_printf ("%.*s%s%s", (int) (from - json), json, blocks->str, to);
  }
  cases[1].says = "has 17 blocks";

  cases[2].name = "format.json";
  cases[2].text = g_strdup (json);
  memcpy (strstr (cases[2].text, "polyform-pack"), "polyform-pick", 13);
  cases[2].says = "“format” is “polyform-pick”";

  cases[3].name = "version.json";
  cases[3].text = g_strdup (json);
  memcpy (strstr (cases[3].text, "\"version\":1"), "\"version\":7", 11);
  cases[3].says = "version 7";

  cases[4].name = "nothing.txt";
  cases[4].text = g_strdup ("hello\n");
  cases[4].says = "no levels here";

  cases[5].name = "bad-grid.json";
  cases[5].text = g_strdup (json);
  memcpy (strstr (cases[5].text, "################################"), "######", 6);
  cases[5].text[strstr (cases[5].text, "######") - cases[5].text + 3] = '?';
  cases[5].says = "is not # (wall)";

  /* A row of 32 characters, one of them two bytes long. */
  cases[6].name = "accented-grid.json";
  cases[6].text = g_strdup (json);
  {
    char *row = strstr (cases[6].text, "################################");
    GString *edited = g_string_new_len (cases[6].text, row - cases[6].text);

    g_string_append (edited, "###é");
    g_string_append (edited, row + 4);
    g_free (cases[6].text);
    cases[6].text = g_string_free (edited, FALSE);
  }
  cases[6].says = "character 4: “é” is not # (wall)";

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) result = { 0, };
      g_autofree char *source = write_temp (fixture, cases[i].name, cases[i].text);
      g_autofree char *before = read_file (project);
      g_autofree char *after = NULL;

      run (&result, "import", project, "--pack", "game", "--from", source, NULL);
      g_assert_cmpint (result.status, ==, 1);
      if (strstr (result.err, cases[i].says) == NULL)
        g_error ("%s: stderr “%s” does not say “%s”", cases[i].name, result.err, cases[i].says);
      g_assert_nonnull (strstr (result.err, cases[i].name));
      after = read_file (project);
      g_assert_cmpstr (after, ==, before);
      g_free (cases[i].text);
    }

  /* A project saved as UTF-16 is named so, not taken for no levels. */
  {
    g_auto(Run) result = { 0, };
    g_autofree char *text = read_file (fixture->starter);
    gsize length = 0;
    g_autofree char *wide = g_convert (text, -1, "UTF-16", "UTF-8", NULL, &length, NULL);
    g_autofree char *source = g_build_filename (fixture->dir, "wide.xml", NULL);

    g_assert_nonnull (wide);
    g_assert_true (g_file_set_contents (source, wide, (gssize) length, NULL));
    run (&result, "import", project, "--pack", "game", "--from", source, NULL);
    g_assert_cmpint (result.status, ==, 1);
    g_assert_nonnull (strstr (result.err, "wide.xml:1: the file is UTF-16 or UTF-32"));
  }
}

/* A level whose blocks are those of a pack level slid along their bands
 * is the same puzzle: import skips it and names the level it repeats,
 * in the pack or earlier in the same import. */
static void
test_import_same_puzzle (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *contents = read_file (fixture->starter);
  g_autofree char *project = write_temp (fixture, "project.xml", contents);
  g_autofree char *source = g_build_filename (fixture->dir, "source.xml", NULL);
  g_autoptr(GFile) source_file = g_file_new_for_path (source);
  g_autoptr(PfProject) made = pf_project_new ();
  g_autoptr(PfProject) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Run) imported = { 0, };
  PfTriPack *pack = pf_tri_pack_new ("source");
  PfTriLevel *level02, *slid, *fresh, *fresh_slid;

  loaded = pf_project_load_from_data (contents, -1, "starter", &error);
  g_assert_no_error (error);
  level02 = pf_tri_pack_find_level (pf_project_find_pack (loaded, "starter"), "level-02");

  /* level-02 with its V block one step down; level-02 with the V block
   * one band to the right, a new puzzle; and that one slid down too. */
  slid = pf_tri_level_copy (level02);
  g_free (slid->id);
  slid->id = g_strdup ("slid");
  slid->blocks[1].first += 32;
  fresh = pf_tri_level_copy (level02);
  g_free (fresh->id);
  fresh->id = g_strdup ("fresh");
  fresh->blocks[1].first += 2;
  fresh_slid = pf_tri_level_copy (fresh);
  g_free (fresh_slid->id);
  fresh_slid->id = g_strdup ("fresh-slid");
  fresh_slid->blocks[1].first += 32;
  g_ptr_array_add (pack->levels, slid);
  g_ptr_array_add (pack->levels, fresh);
  g_ptr_array_add (pack->levels, fresh_slid);
  g_ptr_array_add (pf_project_get_packs (made), pack);
  g_assert_true (pf_project_save (made, source_file, &error));
  g_assert_no_error (error);

  if (!run (&imported, "import", project, "--pack", "starter", "--from", source, NULL))
    return;
  g_assert_cmpint (imported.status, ==, 0);
  g_assert_nonnull (strstr (imported.out, "Added 1 level to pack “starter”; 2 skipped"));
  g_assert_nonnull (strstr (imported.err, "level “slid” is the same puzzle as level “level-02” "
                                          "of pack “starter”; skipped"));
  g_assert_nonnull (strstr (imported.err, "level “fresh-slid” is the same puzzle as level "
                                          "“fresh” of pack “starter”; skipped"));
  g_clear_pointer (&contents, g_free);
  contents = read_file (project);
  g_assert_nonnull (strstr (contents, "<tri-level id=\"fresh\">"));
  g_assert_null (strstr (contents, "<tri-level id=\"slid\">"));
  g_assert_null (strstr (contents, "<tri-level id=\"fresh-slid\">"));
}

/* layout run twice with one seed draws the same layouts again: they are
 * drawn anew, named on stderr, and the pack holds no puzzle twice. */
static void
test_layout_same_puzzle (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *contents = read_file (fixture->starter);
  g_autofree char *project = write_temp (fixture, "project.xml", contents);
  g_autoptr(PfProject) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Run) first = { 0, };
  g_auto(Run) second = { 0, };
  g_autofree char *saved = NULL;
  PfTriPack *pack;

  if (!run (&first, "layout", project, "--pack", "rooms", "--count", "2", "--seed", "9",
            "--area", "30", NULL) ||
      !run (&second, "layout", project, "--pack", "rooms", "--count", "2", "--seed", "9",
            "--area", "30", NULL))
    return;
  g_assert_cmpint (first.status, ==, 0);
  g_assert_cmpint (second.status, ==, 0);
  g_assert_nonnull (strstr (second.err, "layout 1 is the same puzzle as level “layout9-1”; "
                                        "drawing another"));
  saved = read_file (project);
  loaded = pf_project_load_from_data (saved, -1, "project.xml", &error);
  g_assert_no_error (error);
  pack = pf_project_find_pack (loaded, "rooms");
  g_assert_cmpuint (pack->levels->len, ==, 4);
  for (guint i = 0; i < pack->levels->len; i++)
    for (guint j = i + 1; j < pack->levels->len; j++)
      g_assert_false (pf_tri_level_same_puzzle (g_ptr_array_index (pack->levels, i),
                                                g_ptr_array_index (pack->levels, j)));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/pack-cli/export", Fixture, NULL, fixture_set_up, test_export, fixture_tear_down);
  g_test_add ("/pack-cli/round-trip", Fixture, NULL, fixture_set_up, test_round_trip,
              fixture_tear_down);
  g_test_add ("/pack-cli/import-project", Fixture, NULL, fixture_set_up, test_import_project,
              fixture_tear_down);
  g_test_add ("/pack-cli/import-keeps-pack-meta", Fixture, NULL, fixture_set_up,
              test_import_keeps_pack_meta, fixture_tear_down);
  g_test_add ("/pack-cli/import-bad-input", Fixture, NULL, fixture_set_up, test_import_bad_input,
              fixture_tear_down);
  g_test_add ("/pack-cli/layout-same-puzzle", Fixture, NULL, fixture_set_up,
              test_layout_same_puzzle, fixture_tear_down);
  g_test_add ("/pack-cli/import-same-puzzle", Fixture, NULL, fixture_set_up,
              test_import_same_puzzle, fixture_tear_down);
  return g_test_run ();
}

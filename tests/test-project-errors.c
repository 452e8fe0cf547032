/* test-project-errors.c: every schema and semantic error of a project file, with its line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-project.h"

/* Each case edits tests/data/project/minimal.xml (53 lines, valid) by line
 * number, loads the result as "minimal.xml" and expects one error. */
#define DISPLAY_NAME "minimal.xml"

typedef struct
{
  const char *path;
  guint       line;        /* first line replaced (1-based) */
  guint       n_remove;    /* how many lines are removed there */
  const char *insert;      /* lines put in their place, or NULL */
  guint       copy_first;  /* if non-zero: also insert a copy of these base lines … */
  guint       copy_last;
  guint       copy_times;  /* … this many times, before @insert */
  const char *copy_from;   /* and in the copy, replace this text … */
  const char *copy_to;     /* … with this */
  PfError     code;
  guint       error_line;  /* 0: the document must load */
  const char *fragment;    /* part of the message */
} EditCase;

static const EditCase edit_cases[] = {
  /* Not well-formed and hostile documents */
  { "/project/errors/parse/attribute-quote", 28, 1, "    <cell x=\"0\" y=0 colour=\"1\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_PARSE, 28, "AttValue" },
  { "/project/errors/parse/stray-ampersand", 32, 1,
    "    <terrain id=\"0\" name=\"Grass & rocks\" colour=\"#00ff00\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_PARSE, 32, "" },
  { "/project/errors/parse/undeclared-entity", 32, 1,
    "    <terrain id=\"0\" name=\"&grass;\" colour=\"#00ff00\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_PARSE, 32, "grass" },
  { "/project/errors/parse/not-utf8", 32, 1,
    "    <terrain id=\"0\" name=\"Gr\xe2s\" colour=\"#00ff00\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_PARSE, 32, "the text is not UTF-8 (byte 0xE2)" },
  { "/project/errors/parse/doctype-external-subset", 1, 0,
    "<!DOCTYPE polyform-project SYSTEM \"file:///etc/passwd\">",
    0, 0, 0, NULL, NULL, PF_ERROR_PARSE, 1, "DOCTYPE" },
  { "/project/errors/parse/doctype-after-declaration", 2, 0, "<!DOCTYPE polyform-project>",
    0, 0, 0, NULL, NULL, PF_ERROR_PARSE, 2, "DOCTYPE" },

  /* Version */
  { "/project/errors/version/newer", 2, 1, "<polyform-project version=\"6\">",
    0, 0, 0, NULL, NULL, PF_ERROR_VERSION, 2, "format version 6, but this version of Polyform "
    "Studio reads version 5 at most" },
  { "/project/errors/version/huge", 2, 1,
    "<polyform-project version=\"99999999999999999999999\">",
    0, 0, 0, NULL, NULL, PF_ERROR_VERSION, 2, "format version 99999999999999999999999," },
  { "/project/errors/version/newer-with-spaces", 2, 1, "<polyform-project version=\" 6 \">",
    0, 0, 0, NULL, NULL, PF_ERROR_VERSION, 2, "format version 6," },
  { "/project/errors/version/zero", 2, 1, "<polyform-project version=\"0\">",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 2, "polyform-project version 0 is under the least allowed, 1" },
  { "/project/errors/version/missing", 2, 1, "<polyform-project>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 2, "polyform-project lacks its “version” attribute" },

  /* Schema */
  { "/project/errors/schema/unknown-element", 28, 0, "    <bogus/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 28, "bogus" },
  { "/project/errors/schema/unknown-top-level-element", 27, 0, "  <bogus/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 27, "bogus" },
  { "/project/errors/schema/unknown-attribute", 28, 1,
    "    <cell x=\"0\" y=\"0\" colour=\"1\" shade=\"2\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 28, "cell has no attribute “shade” in the project format" },
  { "/project/errors/schema/colour-out-of-range", 28, 1, "    <cell x=\"0\" y=\"0\" colour=\"9\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 28, "cell colour 9 is over the limit of 7" },
  { "/project/errors/schema/bad-axis", 24, 1,
    "      <block axis=\"q\" row=\"5\" col=\"4\" ori=\"down\" length=\"4\" key=\"false\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 24, "block axis “q” is none of" },
  { "/project/errors/schema/bad-boolean", 23, 1,
    "      <block axis=\"u\" row=\"7\" col=\"4\" ori=\"up\" length=\"3\" key=\"yes\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 23, "block key “yes” is none of “true”, “false”" },
  { "/project/errors/schema/row-out-of-range", 24, 1,
    "      <block axis=\"v\" row=\"16\" col=\"4\" ori=\"down\" length=\"4\" key=\"false\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 24, "block row 16 is over the limit of 15" },
  { "/project/errors/schema/block-too-short", 24, 1,
    "      <block axis=\"v\" row=\"5\" col=\"4\" ori=\"down\" length=\"1\" key=\"false\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 24, "block length 1 is under the least allowed, 2" },
  { "/project/errors/schema/bad-map-mode", 46, 1,
    "  <map id=\"m\" tileset=\"t\" width=\"3\" height=\"1\" seed=\"1\" mode=\"weird\">",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 46, "map mode “weird” is none of" },
  { "/project/errors/schema/bad-colour", 32, 1,
    "    <terrain id=\"0\" name=\"Grass\" colour=\"green\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 32, "terrain colour “green” is not of the form #[0-9a-fA-F]{6}" },
  { "/project/errors/schema/missing-attribute", 28, 1, "    <cell x=\"0\" colour=\"1\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 28, "cell lacks its “y” attribute" },
  { "/project/errors/schema/negative-placement", 48, 1,
    "    <placement shape=\"one\" variant=\"w\" rotation=\"0\" x=\"-1\" y=\"0\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 48, "placement x -1 is under the least allowed, 0" },
  { "/project/errors/schema/empty-id", 27, 1, "  <shell-layout id=\"\">",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 27, "shell-layout id is empty" },
  /* libxml2 said only "Element map failed to validate attributes" */
  { "/project/errors/schema/map-too-wide", 46, 1,
    "  <map id=\"m\" tileset=\"t\" width=\"100000\" height=\"1\" seed=\"1\" mode=\"classic\">",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 46, "map width 100000 is over the limit of 4096" },
  { "/project/errors/schema/map-width-not-a-number", 46, 1,
    "  <map id=\"m\" tileset=\"t\" width=\"3.5\" height=\"1\" seed=\"1\" mode=\"classic\">",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 46, "map width “3.5” is not a whole number" },
  { "/project/errors/schema/long-value-quoted-short", 46, 1,
    "  <map id=\"m\" tileset=\"t\" width=\"3\" height=\"1\" seed=\"1\" mode=\""
    "wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww\">",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 46,
    "map mode “wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww…” is none of" },
  { "/project/errors/schema/level-without-grid", 5, 18, NULL,
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 5,
    "<block>: not allowed here: it is out of order, or an element before it is missing" },
  { "/project/errors/schema/shape-without-variant", 37, 1, NULL,
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 33, "<shape>: an element it needs is missing" },

  /* Grids */
  { "/project/errors/grid/fifteen-rows", 21, 1, NULL,
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 5, "has 15 lines" },
  { "/project/errors/grid/seventeen-rows", 21, 0, "        ################################",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 5, "has 17 lines" },
  { "/project/errors/grid/blank-row-inside", 12, 0, "",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 5, "has 17 lines" },
  { "/project/errors/grid/short-row", 10, 1, "        ######................#########",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 10, "grid row 4 has 31 characters" },
  { "/project/errors/grid/long-row", 11, 1, "        ######................###########",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 11, "grid row 5 has 33 characters" },
  { "/project/errors/grid/bad-character", 10, 1, "        ######........x.......##########",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 10, "character 15" },
  /* Characters, not bytes: one “é” is one wrong character of 32. */
  { "/project/errors/grid/letter-beyond-ascii", 10, 1, "        ######........é.......#########",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 10, "character 15: “é” is not #" },

  /* Blocks */
  { "/project/errors/block/off-the-board", 24, 1,
    "      <block axis=\"u\" row=\"15\" col=\"15\" ori=\"up\" length=\"32\" key=\"false\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 24, "leaves the 16 x 16 board" },
  { "/project/errors/block/on-a-wall", 24, 1,
    "      <block axis=\"u\" row=\"0\" col=\"0\" ori=\"up\" length=\"2\" key=\"false\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 24, "covers a wall at row 0, column 0" },
  { "/project/errors/block/overlapping", 24, 1,
    "      <block axis=\"u\" row=\"7\" col=\"4\" ori=\"up\" length=\"3\" key=\"false\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 24, "overlaps block 0" },
  /* A level without a key block is a draft (SPEC §2.9): it loads. */
  { "/project/errors/block/no-key-is-a-draft", 23, 1,
    "      <block axis=\"u\" row=\"7\" col=\"4\" ori=\"up\" length=\"3\" key=\"false\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 0, NULL },
  { "/project/errors/block/none-is-a-draft", 23, 2, NULL,
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 0, NULL },
  { "/project/errors/block/seventeen", 25, 0, NULL,
    24, 24, 15, NULL, NULL, PF_ERROR_SEMANTIC, 39, "more than 16 blocks" },
  { "/project/errors/block/sixteen-reach-the-checks", 25, 0, NULL,
    24, 24, 14, NULL, NULL, PF_ERROR_SEMANTIC, 25, "block 2 of level “a” overlaps block 1" },

  /* Ids */
  { "/project/errors/ids/duplicate-pack", 27, 0, "  <tri-pack id=\"p\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 27, "two packs have the id “p”" },
  { "/project/errors/ids/duplicate-level", 26, 0, NULL,
    4, 25, 1, NULL, NULL, PF_ERROR_SEMANTIC, 26, "pack “p” has two levels with the id “a”" },
  { "/project/errors/ids/same-level-in-two-packs", 27, 0, NULL,
    3, 26, 1, "id=\"p\"", "id=\"q\"", PF_ERROR_SEMANTIC, 0, NULL },
  { "/project/errors/ids/duplicate-layout", 31, 0, NULL,
    27, 30, 1, NULL, NULL, PF_ERROR_SEMANTIC, 31, "two shell layouts have the id “s”" },
  { "/project/errors/ids/duplicate-tileset", 46, 0, NULL,
    31, 45, 1, NULL, NULL, PF_ERROR_SEMANTIC, 46, "two tile sets have the id “t”" },
  { "/project/errors/ids/duplicate-map", 50, 0, NULL,
    46, 49, 1, NULL, NULL, PF_ERROR_SEMANTIC, 50, "two maps have the id “m”" },
  { "/project/errors/ids/duplicate-shape", 39, 1, "    <shape id=\"bar\" weight=\"1\" rotate=\"false\">",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 39, "two shapes with id “bar”" },
  { "/project/errors/ids/duplicate-variant", 38, 0,
    "      <variant id=\"v\" name=\"V2\" colour=\"#112233\" terrain=\"0\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 38, "two variants with id “v”" },
  { "/project/errors/ids/duplicate-terrain", 33, 0,
    "    <terrain id=\"0\" name=\"Again\" colour=\"#00ff00\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 33, "terrain 0 twice" },
  { "/project/errors/ids/duplicate-layout-cell", 29, 1, "    <cell x=\"0\" y=\"0\" colour=\"2\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 29, "two cells at (0, 0)" },

  /* Maps */
  { "/project/errors/map/unknown-tileset", 46, 1,
    "  <map id=\"m\" tileset=\"nope\" width=\"3\" height=\"1\" seed=\"1\" mode=\"classic\">",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 46, "tile set “nope”" },
  { "/project/errors/map/unknown-shape", 47, 1,
    "    <placement shape=\"nope\" variant=\"v\" rotation=\"0\" x=\"0\" y=\"0\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 47, "shape “nope”" },
  { "/project/errors/map/unknown-variant", 47, 1,
    "    <placement shape=\"bar\" variant=\"nope\" rotation=\"0\" x=\"0\" y=\"0\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 47, "variant “nope”" },
  { "/project/errors/map/variant-of-another-shape", 47, 1,
    "    <placement shape=\"bar\" variant=\"w\" rotation=\"0\" x=\"0\" y=\"0\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 47, "variant “w”" },
  { "/project/errors/map/overlapping-placements", 48, 1,
    "    <placement shape=\"one\" variant=\"w\" rotation=\"0\" x=\"1\" y=\"0\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 48, "covers cell (1, 0) a second time" },
  /* A map with empty cells is a draft (SPEC §5): it loads. */
  { "/project/errors/map/empty-cell-is-a-draft", 48, 1, NULL,
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 0, NULL },
  { "/project/errors/map/no-placement-is-a-draft", 47, 2, NULL,
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 0, NULL },
  { "/project/errors/map/placement-outside", 48, 1,
    "    <placement shape=\"one\" variant=\"w\" rotation=\"0\" x=\"3\" y=\"0\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 48, "leaves the map" },
  { "/project/errors/map/turning-a-fixed-shape", 48, 1,
    "    <placement shape=\"one\" variant=\"w\" rotation=\"1\" x=\"2\" y=\"0\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 48, "may not rotate" },

  /* Shapes and tile sets */
  { "/project/errors/shape/disconnected", 35, 1, "        #.\n        .#",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 33, "not connected" },
  { "/project/errors/shape/empty-row", 35, 1, "        ##\n        ..",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 33, "row 2 has no filled cell" },
  { "/project/errors/shape/empty-column", 35, 1, "        #.\n        #.",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 33, "column 2 has no filled cell" },
  { "/project/errors/shape/blank-line-inside", 35, 1, "        #\n\n        #",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 36, "every row must be 1 characters long" },
  { "/project/errors/shape/ragged-rows", 35, 1, "        ##\n        #",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 36, "every row must be 2 characters long" },
  { "/project/errors/shape/bad-character", 35, 1, "        #x",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 35, "“x” is not #" },
  { "/project/errors/shape/no-cells", 35, 1, NULL,
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 34, "has no cells" },
  { "/project/errors/shape/undefined-terrain", 37, 1,
    "      <variant id=\"v\" name=\"V\" colour=\"#112233\" terrain=\"5\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 37, "names terrain 5" },
  { "/project/errors/shape/forbid-undefined-terrain", 33, 0, "    <forbid a=\"0\" b=\"7\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 33, "terrain 7" },

  /* Playtest */
  { "/project/errors/playtest/frequencies-not-100", 51, 1,
    "    <specials frequencies=\"a:33,c:18,n:1,r:11,s:3,b:14,g:1,q:6,o:14\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 51, "101" },
  { "/project/errors/playtest/two-playtest-elements", 53, 0, NULL,
    50, 52, 1, NULL, NULL, PF_ERROR_SEMANTIC, 53, "at most one <playtest>" },
  { "/project/errors/playtest/two-specials", 52, 0,
    "    <specials frequencies=\"a:32,c:18,n:1,r:11,s:3,b:14,g:1,q:6,o:14\"/>",
    0, 0, 0, NULL, NULL, PF_ERROR_SCHEMA, 52, "specials" },
  /* A starting field that play would refuse */
  { "/project/errors/playtest/broken-fumen", 52, 0,
    "    <field format=\"fumen\">v115@vhAAgH!</field>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 52, "<field>: fumen character 12: “!”" },
  { "/project/errors/playtest/truncated-fumen", 52, 0,
    "    <field format=\"fumen\">v115@vhA</field>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 52, "<field>: " },
  { "/project/errors/playtest/tetrinet-length", 52, 0,
    "    <field format=\"tetrinet\">000000</field>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 52, "<field>: " },
  { "/project/errors/playtest/fumen-at-sign", 52, 0,
    "    <field format=\"fumen\">v115@@@</field>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 52, "<field>: " },
  { "/project/errors/playtest/good-fumen", 52, 0,
    "    <field format=\"fumen\">v115@vhAAgH</field>",
    0, 0, 0, NULL, NULL, PF_ERROR_SEMANTIC, 0, NULL },
};

/* Auxiliary methods */

static char *
read_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "project", name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static char *
apply_edit (const char     *base,
            const EditCase *edit)
{
  g_auto(GStrv) lines = g_strsplit (base, "\n", -1);
  g_autoptr(GString) out = g_string_new (NULL);
  guint n_lines = g_strv_length (lines);

  g_assert_cmpuint (edit->line, >=, 1);
  g_assert_cmpuint (edit->line - 1 + edit->n_remove, <=, n_lines);
  g_assert_cmpuint (edit->copy_last, <=, n_lines);

  for (guint i = 0; i < n_lines; i++)
    {
      if (i == edit->line - 1)
        {
          for (guint t = 0; t < edit->copy_times; t++)
            for (guint c = edit->copy_first; c <= edit->copy_last; c++)
              {
                g_autofree char *copy = g_strdup (lines[c - 1]);

                if (edit->copy_from != NULL && strstr (copy, edit->copy_from) != NULL)
                  {
                    g_auto(GStrv) parts = g_strsplit (copy, edit->copy_from, -1);

                    g_free (copy);
                    copy = g_strjoinv (edit->copy_to, parts);
                  }
                g_string_append_printf (out, "%s\n", copy);
              }
          if (edit->insert != NULL)
            g_string_append_printf (out, "%s\n", edit->insert);
        }
      if (i >= edit->line - 1 && i < edit->line - 1 + edit->n_remove)
        continue;
      g_string_append (out, lines[i]);
      if (i + 1 < n_lines)
        g_string_append_c (out, '\n');
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Asserts that @error is @code, "DISPLAY_NAME:LINE: …" and mentions @fragment. */
static void
assert_located_error (const GError *error,
                      const char   *display_name,
                      int           code,
                      guint         line,
                      const char   *fragment)
{
  g_autofree char *prefix = g_strdup_printf ("%s:%u: ", display_name, line);

  g_assert_nonnull (error);
  if (!g_error_matches (error, PF_ERROR, code) || !g_str_has_prefix (error->message, prefix))
    g_test_message ("got error %d “%s”, expected %d starting with “%s”",
                    error->code, error->message, code, prefix);
  g_assert_error (error, PF_ERROR, code);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  if (fragment != NULL && fragment[0] != '\0' && strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, fragment);
}

/* Tests */

static void
test_minimal_is_valid (void)
{
  g_autofree char *base = read_fixture ("minimal.xml");
  g_auto(GStrv) lines = g_strsplit (base, "\n", -1);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;

  /* The cases count on these lines. */
  g_assert_cmpuint (g_strv_length (lines), ==, 54);
  g_assert_cmpstr (lines[22], ==,
                   "      <block axis=\"u\" row=\"7\" col=\"4\" ori=\"up\" length=\"3\" key=\"true\"/>");
  g_assert_cmpstr (lines[45], ==,
                   "  <map id=\"m\" tileset=\"t\" width=\"3\" height=\"1\" seed=\"1\" mode=\"classic\">");
  g_assert_cmpstr (lines[52], ==, "</polyform-project>");

  project = pf_project_load_from_data (base, -1, DISPLAY_NAME, &error);
  g_assert_no_error (error);
  g_assert_nonnull (project);
}

static void
test_edit_case (gconstpointer data)
{
  const EditCase *edit = data;
  g_autofree char *base = read_fixture ("minimal.xml");
  g_autofree char *text = apply_edit (base, edit);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;

  project = pf_project_load_from_data (text, -1, DISPLAY_NAME, &error);
  if (edit->error_line == 0)
    {
      g_assert_no_error (error);
      g_assert_nonnull (project);
      return;
    }
  g_assert_null (project);
  g_test_message ("%s", error->message);
  assert_located_error (error, DISPLAY_NAME, edit->code, edit->error_line, edit->fragment);
}

static void
test_root_element (void)
{
  g_autofree char *base = read_fixture ("minimal.xml");
  EditCase open = { NULL, 2, 1, "<project version=\"1\">", 0, };
  EditCase close = { NULL, 53, 1, "</project>", 0, };
  g_autofree char *step = apply_edit (base, &open);
  g_autofree char *text = apply_edit (step, &close);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;

  project = pf_project_load_from_data (text, -1, DISPLAY_NAME, &error);
  g_assert_null (project);
  assert_located_error (error, DISPLAY_NAME, PF_ERROR_SEMANTIC, 2, "<polyform-project>");
}

/* A level without a goal is a draft (SPEC §2.9): it loads, goal-less. */
static void
test_no_goal (void)
{
  g_autofree char *base = read_fixture ("minimal.xml");
  EditCase edit = { NULL, 13, 1, "        ######..................########", 0, };
  g_autofree char *text = apply_edit (base, &edit);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;
  PfTriLevel *level;

  g_assert_cmpuint (strlen (edit.insert), ==, 8 + 32);
  project = pf_project_load_from_data (text, -1, DISPLAY_NAME, &error);
  g_assert_no_error (error);
  level = g_ptr_array_index (pf_project_find_pack (project, "p")->levels, 0);
  g_assert_cmpuint (pf_tri_mask_count (&level->goals), ==, 0);
  g_assert_cmpuint (level->n_blocks, ==, 2);
}

static void
test_empty_document (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;

  project = pf_project_load_from_data ("", 0, DISPLAY_NAME, &error);
  g_assert_null (project);
  assert_located_error (error, DISPLAY_NAME, PF_ERROR_PARSE, 1, NULL);
  g_clear_error (&error);

  project = pf_project_load_from_data ("<?xml version=\"1.0\"?>\n\n<polyform-project version=\"1\">",
                                       -1, DISPLAY_NAME, &error);
  g_assert_null (project);
  g_assert_error (error, PF_ERROR, PF_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, DISPLAY_NAME ":3: "));
}

static void
test_billion_laughs (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "project",
                                                 "billion-laughs.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;
  gint64 start = g_get_monotonic_time ();

  project = pf_project_load (file, &error);
  g_assert_null (project);
  /* Refused at the DOCTYPE, long before any expansion. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  assert_located_error (error, name, PF_ERROR_PARSE, 2, "DOCTYPE");
  g_assert_null (strstr (error->message, "lol"));
}

static void
test_external_entity (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "project",
                                                 "external-entity.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;

  project = pf_project_load (file, &error);
  g_assert_null (project);
  assert_located_error (error, name, PF_ERROR_PARSE, 2, "DOCTYPE");
  /* Nothing of the referenced file shows through. */
  g_assert_null (strstr (error->message, "root:"));
  g_assert_null (strstr (error->message, "/bin/"));
}

static void
test_entity_without_doctype (void)
{
  const char *text =
    "<?xml version=\"1.0\"?>\n"
    "<polyform-project version=\"1\">\n"
    "  <meta><title>&secret;</title></meta>\n"
    "</polyform-project>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;

  project = pf_project_load_from_data (text, -1, DISPLAY_NAME, &error);
  g_assert_null (project);
  assert_located_error (error, DISPLAY_NAME, PF_ERROR_PARSE, 3, "secret");
}

static void
test_missing_file (void)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/polyform/project.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;

  project = pf_project_load (file, &error);
  g_assert_null (project);
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, "/nonexistent/polyform/project.xml: "));
}

/* pf_project_check() on a model edited in memory names the element's line. */
static void
test_check_after_edit (void)
{
  g_autofree char *base = read_fixture ("minimal.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;
  PfTriPack *pack;
  PfTriLevel *level;
  PfMap *map;

  project = pf_project_load_from_data (base, -1, DISPLAY_NAME, &error);
  g_assert_no_error (error);
  g_assert_true (pf_project_check (project, "edited.xml", &error));
  g_assert_no_error (error);

  pack = pf_project_find_pack (project, "p");
  level = g_ptr_array_index (pack->levels, 0);
  level->blocks[1] = level->blocks[0];
  level->blocks[1].key = FALSE;
  g_assert_false (pf_project_check (project, "edited.xml", &error));
  assert_located_error (error, "edited.xml", PF_ERROR_SEMANTIC, 23, "overlaps block 0");
  g_clear_error (&error);
  level->n_blocks = 1;
  g_assert_true (pf_project_check (project, "edited.xml", &error));

  /* An empty cell is a draft's; a placement that leaves the map is not. */
  map = pf_project_find_map (project, "m");
  g_array_set_size (map->placements, 1);
  g_assert_true (pf_project_check (project, "edited.xml", &error));
  g_assert_no_error (error);
  g_array_index (map->placements, PfPlacement, 0).x = 2;
  g_assert_false (pf_project_check (project, "edited.xml", &error));
  assert_located_error (error, "edited.xml", PF_ERROR_SEMANTIC, 47, "leaves the map");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/project/errors/minimal-is-valid", test_minimal_is_valid);
  for (guint i = 0; i < G_N_ELEMENTS (edit_cases); i++)
    g_test_add_data_func (edit_cases[i].path, &edit_cases[i], test_edit_case);
  g_test_add_func ("/project/errors/schema/root-element", test_root_element);
  g_test_add_func ("/project/errors/grid/no-goal-is-a-draft", test_no_goal);
  g_test_add_func ("/project/errors/parse/empty-document", test_empty_document);
  g_test_add_func ("/project/errors/parse/billion-laughs", test_billion_laughs);
  g_test_add_func ("/project/errors/parse/external-entity", test_external_entity);
  g_test_add_func ("/project/errors/parse/entity-without-doctype", test_entity_without_doctype);
  g_test_add_func ("/project/errors/io/missing-file", test_missing_file);
  g_test_add_func ("/project/errors/check/after-edit", test_check_after_edit);

  return g_test_run ();
}

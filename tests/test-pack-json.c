/* test-pack-json.c: pack JSON, levels as clipboard text, and adding levels to packs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "pf-error.h"
#include "pf-level-transfer.h"
#include "pf-pack-json.h"
#include "pf-project.h"
#include "pf-tri-solver.h"

/* Auxiliary methods */

static PfProject *
load_starter (void)
{
  const char *root = g_getenv ("PF_SOURCE_ROOT");
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  PfProject *project;

  path = root ? g_build_filename (root, "data", "examples", "starter.xml", NULL)
              : g_test_build_filename (G_TEST_DIST, "..", "data", "examples", "starter.xml",
                                       NULL);
  file = g_file_new_for_path (path);
  project = pf_project_load (file, &error);
  g_assert_no_error (error);
  return project;
}

static PfTriPack *
starter_pack (PfProject *project)
{
  PfTriPack *pack = pf_project_find_pack (project, "starter");

  g_assert_nonnull (pack);
  g_assert_cmpuint (pack->levels->len, >=, 10);
  return pack;
}

static JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

/* The triangles of a block by the index steps of SPEC §2.2, written out
 * here independently of the grid module. */
static guint
spec_triangles (const char *axis,
                guint       row,
                guint       col,
                const char *ori,
                guint       length,
                guint      *out)
{
  guint index = row * 32 + col * 2 + (strcmp (ori, "down") == 0);

  for (guint t = 0; t < length; t++)
    {
      gboolean up = (index & 1) == 0;

      out[t] = index;
      if (strcmp (axis, "u") == 0)
        index += 1;
      else if (strcmp (axis, "v") == 0)
        index = up ? index + 33 : index - 1;
      else
        index = up ? index + 33 : index + 1;
    }
  return length;
}

static char *
grid_line (const PfTriLevel *level,
           guint             row)
{
  char *line = g_malloc (33);

  for (guint i = 0; i < 32; i++)
    line[i] = pf_tri_mask_get (&level->walls, row * 32 + i) ? '#' :
              pf_tri_mask_get (&level->goals, row * 32 + i) ? '*' : '.';
  line[32] = '\0';
  return line;
}

static void
assert_same_level (const PfTriLevel *a,
                   const PfTriLevel *b)
{
  g_assert_cmpstr (a->id, ==, b->id);
  g_assert_cmpstr (a->meta.title, ==, b->meta.title);
  g_assert_cmpstr (a->meta.author, ==, b->meta.author);
  g_assert_cmpstr (a->meta.notes, ==, b->meta.notes);
  g_assert_true (memcmp (&a->walls, &b->walls, sizeof a->walls) == 0);
  g_assert_true (memcmp (&a->goals, &b->goals, sizeof a->goals) == 0);
  g_assert_cmpuint (a->n_blocks, ==, b->n_blocks);
  for (guint i = 0; i < a->n_blocks; i++)
    {
      g_assert_cmpint (a->blocks[i].axis, ==, b->blocks[i].axis);
      g_assert_cmpuint (a->blocks[i].first, ==, b->blocks[i].first);
      g_assert_cmpuint (a->blocks[i].length, ==, b->blocks[i].length);
      g_assert_cmpint (a->blocks[i].key, ==, b->blocks[i].key);
    }
}

static void
assert_read_fails (const char *text,
                   PfError     code,
                   const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriPack) pack = pf_pack_json_read (text, -1, "pack.json", &error);

  g_assert_null (pack);
  g_assert_error (error, PF_ERROR, (gint) code);
  g_test_message ("%s", error->message);
  if (strstr (error->message, message) == NULL)
    g_error ("“%s” does not say “%s”", error->message, message);
}

/* A valid pack JSON of one level, with @blocks as its block list. */
static char *
one_level_json (const char *header,
                const char *blocks)
{
  g_autoptr(GString) json = g_string_new (NULL);

  g_string_append_printf (json, "{%s,\n \"id\": \"p\", \"levels\": [\n  {\"id\": \"a\",\n"
                          "   \"grid\": [", header);
  for (guint row = 0; row < 16; row++)
    g_string_append_printf (json, "%s\"%s\"", row ? ", " : "",
                            row == 0 ? "......**........................"
                                     : "................................");
  g_string_append_printf (json, "],\n   \"blocks\": [%s]}]}\n", blocks);
  return g_string_free (g_steal_pointer (&json), FALSE);
}

#define HEADER "\"format\": \"polyform-pack\", \"version\": 1"
#define KEY_BLOCK "{\"axis\": \"u\", \"row\": 0, \"col\": 0, \"ori\": \"up\", \"length\": 2, " \
                  "\"key\": true}"

/* Export */

static void
test_export_matches_project (void)
{
  g_autoptr(PfProject) project = load_starter ();
  PfTriPack *pack = starter_pack (project);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = pf_pack_json_write (pack, NULL, &error);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *levels;

  g_assert_no_error (error);
  root = parse_object (parser, text);
  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "polyform-pack");
  g_assert_cmpint (json_object_get_int_member (root, "version"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (root, "id"), ==, "starter");
  g_assert_cmpstr (json_object_get_string_member (root, "title"), ==, pack->meta.title);
  /* The project leaves the pack's notes out: "" */
  g_assert_cmpstr (json_object_get_string_member (root, "notes"), ==, "");

  levels = json_object_get_array_member (root, "levels");
  g_assert_cmpuint (json_array_get_length (levels), ==, pack->levels->len);
  for (guint i = 0; i < pack->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      JsonObject *object = json_array_get_object_element (levels, i);
      JsonArray *grid = json_object_get_array_member (object, "grid");
      JsonArray *blocks = json_object_get_array_member (object, "blocks");
      JsonArray *moves;
      g_autoptr(PfTriSolution) solution = pf_tri_solver_solve_level (level, 0, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (json_object_get_string_member (object, "id"), ==, level->id);

      g_assert_cmpuint (json_array_get_length (grid), ==, 16);
      for (guint row = 0; row < 16; row++)
        {
          g_autofree char *line = grid_line (level, row);

          g_assert_cmpstr (json_array_get_string_element (grid, row), ==, line);
        }

      g_assert_cmpuint (json_array_get_length (blocks), ==, level->n_blocks);
      for (guint b = 0; b < level->n_blocks; b++)
        {
          JsonObject *block = json_array_get_object_element (blocks, b);
          JsonArray *tris = json_object_get_array_member (block, "triangles");
          const char *axis = json_object_get_string_member (block, "axis");
          const char *ori = json_object_get_string_member (block, "ori");
          guint row = json_object_get_int_member (block, "row");
          guint col = json_object_get_int_member (block, "col");
          guint length = json_object_get_int_member (block, "length");
          guint want[32];

          g_assert_cmpstr (axis, ==, pf_tri_axis_to_string (level->blocks[b].axis));
          g_assert_cmpuint (row * 32 + col * 2 + (strcmp (ori, "down") == 0), ==,
                            level->blocks[b].first);
          g_assert_cmpuint (length, ==, level->blocks[b].length);
          g_assert_cmpint (json_object_get_boolean_member (block, "key"), ==,
                           level->blocks[b].key);
          spec_triangles (axis, row, col, ori, length, want);
          g_assert_cmpuint (json_array_get_length (tris), ==, length);
          for (guint t = 0; t < length; t++)
            g_assert_cmpuint (json_array_get_int_element (tris, t), ==, want[t]);
        }

      /* The starter pack is solved: its figures are the solver's. */
      g_assert_cmpint (solution->status, ==, PF_TRI_SOLVE_SOLVED);
      g_assert_cmpint (json_object_get_int_member (object, "moves"), ==, solution->moves);
      g_assert_cmpint (json_object_get_int_member (object, "steps"), ==, solution->steps);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (object, "difficulty"),
                                      level->figures.difficulty, 0.006);
      moves = json_object_get_array_member (object, "solution");
      g_assert_cmpuint (json_array_get_length (moves), ==, solution->solution->len);
      for (guint m = 0; m < solution->solution->len; m++)
        {
          const PfTriMove *move = &g_array_index (solution->solution, PfTriMove, m);
          JsonObject *step = json_array_get_object_element (moves, m);

          g_assert_cmpint (json_object_get_int_member (step, "block"), ==, move->block);
          g_assert_cmpstr (json_object_get_string_member (step, "dir"), ==,
                           move->dir > 0 ? "+" : "-");
          g_assert_cmpint (json_object_get_int_member (step, "steps"), ==, move->steps);
        }
    }
}

static void
test_export_unsolved_is_null (void)
{
  g_autoptr(PfProject) project = load_starter ();
  g_autoptr(PfTriPack) pack = pf_tri_pack_copy (starter_pack (project));
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  JsonObject *first, *second;

  pf_tri_figures_reset (&((PfTriLevel *) g_ptr_array_index (pack->levels, 0))->figures);
  ((PfTriLevel *) g_ptr_array_index (pack->levels, 1))->figures.moves = -2;
  text = pf_pack_json_write (pack, NULL, &error);
  g_assert_no_error (error);
  first = json_array_get_object_element (json_object_get_array_member (parse_object (parser, text),
                                                                       "levels"), 0);
  second = json_array_get_object_element (json_object_get_array_member (
                                            json_node_get_object (json_parser_get_root (parser)),
                                            "levels"), 1);
  g_assert_true (json_object_get_null_member (first, "moves"));
  g_assert_true (json_object_get_null_member (first, "steps"));
  g_assert_true (json_object_get_null_member (first, "difficulty"));
  g_assert_true (json_object_get_null_member (first, "solution"));
  g_assert_true (json_object_get_null_member (second, "moves"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (second, "solution")), ==,
                    0);
}

static void
test_export_invalid_level (void)
{
  g_autoptr(PfTriPack) pack = pf_tri_pack_new ("p");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  PfTriLevel *broken = pf_tri_level_new ("broken");

  /* A level being edited, no blocks yet, is a draft (SPEC §2.9): it is
   * exported, with null figures. */
  g_ptr_array_add (pack->levels, pf_tri_level_new ("draft"));
  text = pf_pack_json_write (pack, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\"blocks\":[]"));
  g_assert_nonnull (strstr (text, "\"moves\":null"));
  g_clear_pointer (&text, g_free);

  /* What the app can never make, blocks on one another, is refused. */
  broken->blocks[0] = (PfTriBlock) { PF_TRI_AXIS_U, pf_tri_index (7, 4, 0), 3, TRUE, 0 };
  broken->blocks[1] = broken->blocks[0];
  broken->n_blocks = 2;
  g_ptr_array_add (pack->levels, broken);
  text = pf_pack_json_write (pack, NULL, &error);
  g_assert_null (text);
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“broken”"));
}

static void
count_progress (guint    n_solved,
                guint    n_levels,
                gpointer user_data)
{
  guint *last = user_data;

  g_assert_cmpuint (n_solved, >=, *last);
  g_assert_cmpuint (n_solved, <=, n_levels);
  *last = n_solved;
}

/* Solving on several threads writes the same bytes as on one, says how
 * far it got, and names the first broken level in the pack's order. */
static void
test_export_threads (void)
{
  g_autoptr(PfProject) project = load_starter ();
  PfTriPack *pack = starter_pack (project);
  g_autoptr(GError) error = NULL;
  g_autofree char *one = pf_pack_json_write_full (pack, 1, NULL, NULL, NULL, &error);
  g_autofree char *four = NULL;
  guint last = 0;
  PfTriLevel *first, *second;

  g_assert_no_error (error);
  four = pf_pack_json_write_full (pack, 4, count_progress, &last, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (one, ==, four);
  g_assert_cmpuint (last, ==, pack->levels->len);

  first = pf_tri_level_copy (g_ptr_array_index (pack->levels, 0));
  g_free (first->id);
  first->id = g_strdup ("first-broken");
  /* Blocks on one another, which the app can never make. */
  g_assert_cmpuint (first->n_blocks, >=, 2);
  first->blocks[1] = first->blocks[0];
  second = pf_tri_level_copy (first);
  g_free (second->id);
  second->id = g_strdup ("second-broken");
  g_ptr_array_insert (pack->levels, 1, first);
  g_ptr_array_add (pack->levels, second);
  g_clear_pointer (&four, g_free);
  four = pf_pack_json_write_full (pack, 4, NULL, NULL, NULL, &error);
  g_assert_null (four);
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“first-broken”"));
}

/* Read */

static void
test_round_trip (void)
{
  g_autoptr(PfProject) project = load_starter ();
  PfTriPack *pack = starter_pack (project);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = pf_pack_json_write (pack, NULL, &error);
  g_autoptr(PfTriPack) back = NULL;
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  back = pf_pack_json_read (text, -1, "pack.json", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->id, ==, pack->id);
  g_assert_cmpstr (back->meta.title, ==, pack->meta.title);
  g_assert_cmpuint (back->levels->len, ==, pack->levels->len);
  for (guint i = 0; i < pack->levels->len; i++)
    {
      const PfTriLevel *a = g_ptr_array_index (pack->levels, i);
      PfTriLevel *b = g_ptr_array_index (back->levels, i);

      assert_same_level (a, b);
      g_assert_cmpint (b->figures.moves, ==, a->figures.moves);
      g_assert_cmpint (b->figures.steps, ==, a->figures.steps);
      g_assert_cmpfloat_with_epsilon (b->figures.difficulty, a->figures.difficulty, 0.006);
      /* Only a move count and a difficulty travel; the analysis is redone. */
      g_assert_cmpint (b->figures.reachable, ==, -1);
      g_assert_true (pf_tri_level_complete_figures (b, 0, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (pf_tri_figures_equal (&a->figures, &b->figures));
    }

  again = pf_pack_json_write (back, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again, ==, text);
}

/* Levels read with partial figures: completed by the solver, within a budget. */
static void
test_complete_figures (void)
{
  g_autoptr(PfProject) project = load_starter ();
  PfTriPack *pack = starter_pack (project);
  g_autoptr(PfTriLevel) level = pf_tri_level_copy (pf_tri_pack_find_level (pack, "level-09"));
  g_autoptr(PfTriLevel) draft = pf_tri_level_copy (level);
  g_autoptr(PfTriLevel) bare = pf_tri_level_copy (level);
  g_autoptr(GError) error = NULL;
  PfTriFigures full = level->figures, partial;

  /* As pack JSON gives them: moves, steps and difficulty only. */
  pf_tri_figures_reset (&partial);
  partial.moves = full.moves;
  partial.steps = full.steps;
  partial.difficulty = full.difficulty;

  /* Over the budget: an error, and the partial figures stay. */
  level->figures = partial;
  g_assert_false (pf_tri_level_complete_figures (level, 100, NULL, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
  g_assert_true (pf_tri_figures_equal (&level->figures, &partial));
  g_clear_error (&error);

  g_assert_true (pf_tri_level_complete_figures (level, 0, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (pf_tri_figures_equal (&level->figures, &full));

  /* A level without figures is left alone. */
  pf_tri_figures_reset (&bare->figures);
  g_assert_true (pf_tri_level_complete_figures (bare, 100, NULL, &error));
  g_assert_cmpint (bare->figures.moves, ==, -1);

  /* A draft that claims a move count has none: it is unsolvable. */
  for (guint b = 0; b < draft->n_blocks; b++)
    draft->blocks[b].key = FALSE;
  draft->figures = partial;
  g_assert_true (pf_tri_level_complete_figures (draft, 0, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (draft->figures.moves, ==, -2);
}

static void
test_read_errors (void)
{
  g_autofree char *good = one_level_json (HEADER, KEY_BLOCK);
  g_autofree char *truncated = g_strndup (good, strlen (good) / 2);
  g_autoptr(GString) blocks = g_string_new (KEY_BLOCK);
  g_autofree char *many = NULL, *format = NULL, *version = NULL, *triangles = NULL;
  g_autofree char *axis = NULL, *overlap = NULL, *no_key = NULL, *control = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriPack) pack = pf_pack_json_read (good, -1, "pack.json", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (pack->levels->len, ==, 1);

  assert_read_fails (truncated, PF_ERROR_PARSE, "pack.json:4:");
  assert_read_fails ("", PF_ERROR_PARSE, "pack.json");
  assert_read_fails ("[1, 2]", PF_ERROR_SEMANTIC, "one object");

  for (guint row = 1; row < 17; row++)
    g_string_append_printf (blocks, ", {\"axis\": \"u\", \"row\": %u, \"col\": 0, \"ori\": \"up\", "
                            "\"length\": 2, \"key\": false}", row % 16);
  many = one_level_json (HEADER, blocks->str);
  assert_read_fails (many, PF_ERROR_SEMANTIC, "pack.json:3: level “a” has 17 blocks");

  format = one_level_json ("\"format\": \"polyform-project\", \"version\": 1", KEY_BLOCK);
  assert_read_fails (format, PF_ERROR_SEMANTIC, "“format” is “polyform-project”");
  version = one_level_json ("\"format\": \"polyform-pack\", \"version\": 2", KEY_BLOCK);
  assert_read_fails (version, PF_ERROR_VERSION, "version 2");
  triangles = one_level_json (HEADER, "{\"axis\": \"u\", \"row\": 0, \"col\": 0, \"ori\": \"up\", "
                              "\"length\": 2, \"key\": true, \"triangles\": [0, 2]}");
  assert_read_fails (triangles, PF_ERROR_SEMANTIC, "“triangles” does not match");
  axis = one_level_json (HEADER, "{\"axis\": \"x\", \"row\": 0, \"col\": 0, \"ori\": \"up\", "
                         "\"length\": 2, \"key\": true}");
  assert_read_fails (axis, PF_ERROR_SEMANTIC, "not u, v or w");
  overlap = one_level_json (HEADER, KEY_BLOCK ", " KEY_BLOCK);
  assert_read_fails (overlap, PF_ERROR_SEMANTIC, "overlaps block 0");
  /* A level without a key block is a draft (SPEC §2.9): it is read. */
  no_key = one_level_json (HEADER, "{\"axis\": \"u\", \"row\": 0, \"col\": 0, \"ori\": \"up\", "
                           "\"length\": 2, \"key\": false}");
  {
    g_autoptr(PfTriPack) draft = pf_pack_json_read (no_key, -1, "pack.json", &error);
    const PfTriLevel *level;

    g_assert_no_error (error);
    level = g_ptr_array_index (draft->levels, 0);
    g_assert_cmpuint (level->n_blocks, ==, 1);
    g_assert_false (level->blocks[0].key);
  }
  control = one_level_json (HEADER ", \"title\": \"a\\u0001b\"", KEY_BLOCK);
  assert_read_fails (control, PF_ERROR_SEMANTIC, "control character");
}

/* Clipboard text */

static void
test_clipboard_round_trip (void)
{
  g_autoptr(PfProject) project = load_starter ();
  PfTriPack *pack = starter_pack (project);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < pack->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      g_autofree char *text = pf_tri_level_to_text (level);
      g_autoptr(GPtrArray) levels = NULL;

      g_assert_true (g_str_has_prefix (text, "<tri-level id=\""));
      if (level->meta.title != NULL)
        g_assert_nonnull (strstr (text, "<meta>"));
      levels = pf_tri_levels_from_text (text, -1, "clipboard", &error);
      g_assert_no_error (error);
      g_assert_cmpuint (levels->len, ==, 1);
      assert_same_level (level, g_ptr_array_index (levels, 0));
      g_assert_true (pf_tri_figures_equal (&level->figures,
                                           &((PfTriLevel *) g_ptr_array_index (levels, 0))->figures));
    }
}

static void
test_clipboard_forms (void)
{
  g_autoptr(PfProject) project = load_starter ();
  PfTriPack *pack = starter_pack (project);
  g_autofree char *one = pf_tri_level_to_text (g_ptr_array_index (pack->levels, 0));
  g_autofree char *two = pf_tri_level_to_text (g_ptr_array_index (pack->levels, 1));
  g_autofree char *both = g_strconcat ("<?xml version=\"1.0\"?>\n", one, two, NULL);
  g_autofree char *project_text = pf_project_to_data (project);
  g_autofree char *json = NULL;
  g_autoptr(GPtrArray) levels = NULL;
  g_autoptr(GError) error = NULL;

  levels = pf_tri_levels_from_text (both, -1, "clipboard", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (levels->len, ==, 2);
  g_clear_pointer (&levels, g_ptr_array_unref);

  levels = pf_tri_levels_from_text (project_text, -1, "starter.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (levels->len, ==, pack->levels->len);
  g_clear_pointer (&levels, g_ptr_array_unref);

  json = pf_pack_json_write (pack, NULL, &error);
  g_assert_no_error (error);
  levels = pf_tri_levels_from_text (json, -1, "clipboard", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (levels->len, ==, pack->levels->len);
  assert_same_level (g_ptr_array_index (levels, 3), g_ptr_array_index (pack->levels, 3));
}

static void
test_clipboard_errors (void)
{
  g_autoptr(PfProject) project = load_starter ();
  g_autofree char *text = pf_tri_level_to_text (g_ptr_array_index (starter_pack (project)->levels, 0));
  g_autofree char *bad_block = NULL;
  g_autoptr(GPtrArray) levels = NULL;
  g_autoptr(GError) error = NULL;
  char *at;

  levels = pf_tri_levels_from_text ("just some words", -1, "clipboard", &error);
  g_assert_null (levels);
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);

  levels = pf_tri_levels_from_text ("<!DOCTYPE x [<!ENTITY e \"e\">]><tri-level id=\"a\"/>", -1,
                                    "clipboard", &error);
  g_assert_null (levels);
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* An error names the clipboard's own line: the first block is on line 24. */
  bad_block = g_strdup (text);
  at = strstr (bad_block, "length=\"3\"");
  g_assert_nonnull (at);
  memcpy (at, "length=\"x\"", 10);
  levels = pf_tri_levels_from_text (bad_block, -1, "clipboard", &error);
  g_assert_null (levels);
  g_assert_error (error, PF_ERROR, PF_ERROR_SCHEMA);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "clipboard:24:"));
}

/* Adding levels */

static void
test_add_levels (void)
{
  g_autoptr(PfProject) project = load_starter ();
  PfTriPack *source = starter_pack (project);
  g_autoptr(PfTriPack) pack = pf_tri_pack_new ("p");
  g_autoptr(GPtrArray) levels = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  g_autoptr(GPtrArray) added = NULL, skipped = NULL;
  PfTriLevel *renamed;
  guint n;

  g_ptr_array_add (levels, pf_tri_level_copy (g_ptr_array_index (source->levels, 0)));
  g_ptr_array_add (levels, pf_tri_level_copy (g_ptr_array_index (source->levels, 1)));
  /* A third level: another puzzle under a taken id */
  renamed = pf_tri_level_copy (g_ptr_array_index (source->levels, 2));
  g_free (renamed->id);
  renamed->id = g_strdup ("level-01");
  g_ptr_array_add (levels, renamed);
  /* A fourth: the same puzzle as the first, blocks in another order */
  renamed = pf_tri_level_copy (g_ptr_array_index (source->levels, 0));
  g_free (renamed->id);
  renamed->id = g_strdup ("copy");
  {
    PfTriBlock first = renamed->blocks[0];

    renamed->blocks[0] = renamed->blocks[renamed->n_blocks - 1];
    renamed->blocks[renamed->n_blocks - 1] = first;
  }
  g_ptr_array_add (levels, renamed);

  n = pf_tri_pack_add_levels (pack, levels, -1, &added, &skipped);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (added->len, ==, 3);
  g_assert_cmpuint (skipped->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (skipped, 0), "“copy”"));
  g_assert_nonnull (strstr (g_ptr_array_index (skipped, 0), "“level-01”"));
  g_assert_cmpstr (((PfTriLevel *) g_ptr_array_index (pack->levels, 0))->id, ==, "level-01");
  g_assert_cmpstr (((PfTriLevel *) g_ptr_array_index (pack->levels, 1))->id, ==, "level-02");
  g_assert_cmpstr (((PfTriLevel *) g_ptr_array_index (pack->levels, 2))->id, ==, "level-01-2");
  g_clear_pointer (&added, g_ptr_array_unref);
  g_clear_pointer (&skipped, g_ptr_array_unref);

  /* Again: everything is there already */
  n = pf_tri_pack_add_levels (pack, levels, -1, NULL, &skipped);
  g_assert_cmpuint (n, ==, 0);
  g_assert_cmpuint (skipped->len, ==, 4);
  g_clear_pointer (&skipped, g_ptr_array_unref);

  /* A new puzzle whose id and first suffix are taken goes where it is asked */
  g_ptr_array_set_size (levels, 0);
  renamed = pf_tri_level_copy (g_ptr_array_index (source->levels, 3));
  g_free (renamed->id);
  renamed->id = g_strdup ("level-01");
  g_ptr_array_add (levels, renamed);
  n = pf_tri_pack_add_levels (pack, levels, 1, &added, NULL);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpstr (((PfTriLevel *) g_ptr_array_index (pack->levels, 1))->id, ==, "level-01-3");
  g_assert_true (g_ptr_array_index (added, 0) == g_ptr_array_index (pack->levels, 1));
  g_clear_pointer (&added, g_ptr_array_unref);

  /* A taken id of the longest length is shortened to make room for its suffix */
  renamed = g_ptr_array_index (levels, 0);
  g_free (renamed->id);
  renamed->id = g_strnfill (200, 'x');
  renamed->blocks[0].length = 2;
  g_assert_cmpuint (pf_tri_pack_add_levels (pack, levels, -1, NULL, NULL), ==, 1);
  renamed->blocks[0].key = !renamed->blocks[0].key;
  pf_tri_pack_add_levels (pack, levels, -1, &added, NULL);
  g_assert_cmpuint (added->len, ==, 1);
  g_assert_cmpuint (strlen (((PfTriLevel *) g_ptr_array_index (added, 0))->id), ==, 200);
  g_assert_true (g_str_has_suffix (((PfTriLevel *) g_ptr_array_index (added, 0))->id, "x-2"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pack-json/export/matches-project", test_export_matches_project);
  g_test_add_func ("/pack-json/export/unsolved", test_export_unsolved_is_null);
  g_test_add_func ("/pack-json/export/invalid-level", test_export_invalid_level);
  g_test_add_func ("/pack-json/export/threads", test_export_threads);
  g_test_add_func ("/pack-json/round-trip", test_round_trip);
  g_test_add_func ("/pack-json/read-errors", test_read_errors);
  g_test_add_func ("/pack-json/complete-figures", test_complete_figures);
  g_test_add_func ("/level-transfer/clipboard/round-trip", test_clipboard_round_trip);
  g_test_add_func ("/level-transfer/clipboard/forms", test_clipboard_forms);
  g_test_add_func ("/level-transfer/clipboard/errors", test_clipboard_errors);
  g_test_add_func ("/level-transfer/add-levels", test_add_levels);
  return g_test_run ();
}

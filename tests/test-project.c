/* test-project.c: loading, saving and round trips of project files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "pf-atomic-file-private.h"
#include "pf-error.h"
#include "pf-playtest-log.h"
#include "pf-project.h"
#include "test-files.h"

/* Auxiliary methods */

static char *
fixture_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "project", name, NULL);
}

static PfProject *
load_path (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PfProject *project;

  project = pf_project_load (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (project);
  return project;
}

static PfProject *
load_text (const char *text,
           const char *name)
{
  g_autoptr(GError) error = NULL;
  PfProject *project;

  project = pf_project_load_from_data (text, -1, name, &error);
  g_assert_no_error (error);
  g_assert_nonnull (project);
  return project;
}

/* Loads @text, saves it, loads the result and saves again: both saves must
 * be the same document. Returns the first save. */
static char *
assert_round_trip (const char *text,
                   const char *name)
{
  g_autoptr(PfProject) first = load_text (text, name);
  g_autofree char *saved = pf_project_to_data (first);
  g_autoptr(PfProject) second = load_text (saved, "saved.xml");
  g_autofree char *saved_again = pf_project_to_data (second);

  g_assert_cmpstr (saved_again, ==, saved);
  return g_steal_pointer (&saved);
}

static guint
count_levels (PfProject *project)
{
  GPtrArray *packs = pf_project_get_packs (project);
  guint n = 0;

  for (guint i = 0; i < packs->len; i++)
    n += ((PfTriPack *) g_ptr_array_index (packs, i))->levels->len;
  return n;
}

/* Tests: round trips */

static void
test_starter_round_trip (void)
{
  g_autofree char *path = test_starter_path ();
  g_autofree char *original = test_read_file (path);
  g_autoptr(PfProject) project = load_path (path);
  g_autofree char *saved = pf_project_to_data (project);
  g_autoptr(PfProject) reloaded = load_text (saved, "saved.xml");
  g_autofree char *saved_again = pf_project_to_data (reloaded);

  g_assert_cmpstr (saved_again, ==, saved);
  /* The example is kept in canonical form, so `polyform format` leaves it alone. */
  g_assert_cmpstr (saved, ==, original);
}

/* Every kind of draft (SPEC §2.9): levels without a key block, without a
 * goal and without any block, and a map with empty cells, load, save to the
 * same canonical document and load again to the same model. */
static void
test_drafts_round_trip (void)
{
  g_autofree char *path = fixture_path ("drafts.xml");
  g_autofree char *original = test_read_file (path);
  g_autoptr(PfProject) project = load_path (path);
  g_autofree char *saved = assert_round_trip (original, "drafts.xml");
  g_autoptr(PfProject) reloaded = load_text (saved, "saved.xml");
  PfTriPack *pack = pf_project_find_pack (reloaded, "drafts");
  const PfTriLevel *no_key, *no_goal, *no_block;
  PfMap *map = pf_project_find_map (reloaded, "holes");

  g_assert_cmpstr (saved, ==, original);
  g_assert_nonnull (pack);
  g_assert_cmpuint (pack->levels->len, ==, 3);
  no_key = pf_tri_pack_find_level (pack, "no-key");
  no_goal = pf_tri_pack_find_level (pack, "no-goal");
  no_block = pf_tri_pack_find_level (pack, "no-block");
  g_assert_cmpuint (no_key->n_blocks, ==, 2);
  g_assert_false (no_key->blocks[0].key || no_key->blocks[1].key);
  g_assert_cmpuint (pf_tri_mask_count (&no_key->goals), ==, 3);
  g_assert_cmpuint (pf_tri_mask_count (&no_goal->goals), ==, 0);
  g_assert_true (no_goal->blocks[0].key);
  g_assert_cmpuint (no_block->n_blocks, ==, 0);
  for (guint i = 0; i < pack->levels->len; i++)
    g_assert_true (pf_tri_level_same_layout (g_ptr_array_index (pack->levels, i),
                                             g_ptr_array_index (pf_project_find_pack (project,
                                                                                      "drafts")
                                                                  ->levels, i)));
  g_assert_cmpuint (map->placements->len, ==, 2);
  g_assert_cmpuint (pf_project_get_format_version (reloaded), ==, 1);

  /* Figures left on a draft by a hand edit (the key turned off) belong to
   * the level it was: they are not read. */
  {
    const char *end = strstr (original, "    </tri-level>");
    g_autofree char *edited = g_strdup_printf ("%.*s      <solution moves=\"9\" steps=\"20\"/>\n"
                                               "      <analysis reachable=\"100\" "
                                               "solved-states=\"3\" max-distance=\"9\" "
                                               "farther-states=\"0\" difficulty=\"12.5\"/>\n%s",
                                               (int) (end - original), original, end);
    g_autoptr(PfProject) stale = load_text (edited, "stale.xml");
    const PfTriLevel *level = pf_tri_pack_find_level (pf_project_find_pack (stale, "drafts"),
                                                      "no-key");

    g_assert_cmpint (level->figures.moves, ==, -1);
    g_assert_cmpint (level->figures.reachable, ==, -1);
  }
}

static void
test_starter_model (void)
{
  g_autofree char *path = test_starter_path ();
  g_autoptr(PfProject) project = load_path (path);
  PfMeta *meta = pf_project_get_meta (project);
  GPtrArray *packs = pf_project_get_packs (project);
  GPtrArray *layouts = pf_project_get_layouts (project);
  GPtrArray *tilesets = pf_project_get_tilesets (project);
  GPtrArray *maps = pf_project_get_maps (project);
  PfPlaytestSettings *playtest = pf_project_get_playtest (project);
  PfTriPack *pack;
  PfTriLevel *level;
  PfTileset *tileset;
  PfMap *map;
  g_autofree guint8 *covered = NULL;
  g_autofree char *frequencies = NULL;

  g_assert_cmpstr (meta->title, ==, "Starter project");
  g_assert_cmpstr (meta->author, ==, "Polyform Studio");

  g_assert_cmpuint (packs->len, ==, 1);
  g_assert_cmpuint (count_levels (project), ==, 16);
  pack = pf_project_find_pack (project, "starter");
  g_assert_nonnull (pack);
  g_assert_cmpstr (pack->meta.title, ==, "Starter pack");
  level = pf_tri_pack_find_level (pack, "level-01");
  g_assert_nonnull (level);
  g_assert_cmpuint (level->n_blocks, ==, 3);
  g_assert_true (level->blocks[0].key);
  g_assert_false (level->blocks[1].key);
  g_assert_cmpuint (level->blocks[0].length, ==, 3);
  g_assert_cmpuint (pf_tri_mask_count (&level->goals), ==, 3);
  level = pf_tri_pack_find_level (pack, "level-16");
  g_assert_nonnull (level);
  g_assert_cmpuint (level->n_blocks, ==, 12);
  g_assert_null (pf_tri_pack_find_level (pack, "level-17"));

  g_assert_cmpuint (layouts->len, ==, 3);
  g_assert_cmpuint (pf_project_find_layout (project, "almost-full")->cells->len, ==, 15);
  g_assert_cmpuint (pf_project_find_layout (project, "two-shells")->cells->len, ==, 30);
  g_assert_cmpuint (pf_project_find_layout (project, "checker")->cells->len, ==, 30);

  g_assert_cmpuint (tilesets->len, ==, 1);
  tileset = pf_project_find_tileset (project, "meadow");
  g_assert_nonnull (tileset);
  g_assert_cmpuint (tileset->terrains->len, ==, 4);
  g_assert_cmpuint (tileset->forbids->len, ==, 1);
  g_assert_cmpuint (tileset->shapes->len, ==, 7);
  for (guint i = 0; i < tileset->shapes->len; i++)
    {
      PfShape *shape = g_ptr_array_index (tileset->shapes, i);

      g_assert_cmpuint (shape->variants->len, ==, 2);
      g_assert_true (pf_shape_check (shape, NULL));
    }
  g_assert_false (pf_tileset_find_shape (tileset, "square", NULL)->rotate);
  g_assert_cmpuint (pf_shape_count_cells (pf_tileset_find_shape (tileset, "square", NULL)), ==,
                    4);

  /* The map covers its whole grid, each cell exactly once. */
  g_assert_cmpuint (maps->len, ==, 1);
  map = pf_project_find_map (project, "meadow-16x12");
  g_assert_nonnull (map);
  g_assert_cmpstr (map->tileset, ==, "meadow");
  g_assert_cmpuint (map->width, ==, 16);
  g_assert_cmpuint (map->height, ==, 12);
  g_assert_cmpuint (map->seed, ==, 11);
  g_assert_cmpint (map->mode, ==, PF_MAP_MODE_PACKED);
  covered = g_malloc0 (map->width * map->height);
  for (guint i = 0; i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
      const PfShape *shape = g_ptr_array_index (tileset->shapes, p->shape);
      guint w, h;

      g_assert_cmpuint (p->variant, <, shape->variants->len);
      pf_shape_rotated_size (shape, p->rotation, &w, &h);
      for (guint y = 0; y < h; y++)
        for (guint x = 0; x < w; x++)
          if (pf_shape_rotated_cell (shape, p->rotation, x, y))
            {
              g_assert_cmpuint (p->x + x, <, map->width);
              g_assert_cmpuint (p->y + y, <, map->height);
              covered[(p->y + y) * map->width + p->x + x]++;
            }
    }
  for (guint cell = 0; cell < map->width * map->height; cell++)
    g_assert_cmpuint (covered[cell], ==, 1);

  g_assert_nonnull (playtest);
  g_assert_cmpint (playtest->well, ==, PF_WELL_GUIDELINE);
  g_assert_cmpuint (playtest->seed, ==, 42);
  g_assert_cmpstr (playtest->rotation_system, ==, "srs");
  g_assert_cmpuint (playtest->das_ms, ==, 167);
  g_assert_cmpuint (playtest->arr_ms, ==, 33);
  g_assert_cmpint (playtest->method, ==, PF_SPECIALS_GTETRINET);
  g_assert_cmpuint (playtest->lines_per_special, ==, 1);
  g_assert_cmpuint (playtest->specials_per_award, ==, 1);
  g_assert_cmpuint (playtest->inventory_capacity, ==, 18);
  g_assert_cmpuint (playtest->frequencies[0], ==, 32);
  frequencies = pf_specials_frequencies_format (playtest->frequencies);
  g_assert_cmpstr (frequencies, ==, "a:32,c:18,n:1,r:11,s:3,b:14,g:1,q:6,o:14");
}

static void
test_extensions_round_trip (void)
{
  g_autofree char *path = fixture_path ("extensions.xml");
  g_autofree char *text = test_read_file (path);
  g_autofree char *saved = assert_round_trip (text, "extensions.xml");
  g_autoptr(PfProject) project = load_text (saved, "saved.xml");
  PfTriPack *pack = pf_project_find_pack (project, "p");
  PfTriLevel *level = pf_tri_pack_find_level (pack, "a");
  PfShape *shape = pf_tileset_find_shape (pf_project_find_tileset (project, "t"), "bar", NULL);
  PfVariant *variant = pf_shape_find_variant (shape, "v", NULL);
  const char *kept[] = {
    "ed:zoom=\"2\"",                                  /* on the root */
    "<ed:view ",                                      /* a root child … */
    "<ed:layer name=\"sketch\">",                     /* … with nested foreign children */
    "<ed:note lang=\"en\">Nested text <ed:em>kept</ed:em> as is</ed:note>",
    "ed:theme=\"night\"",                             /* on a pack */
    "ed:colour=\"red\"",                              /* on a level */
    ">Try the left block first</ed:hint>",
    "ed:author=\"Ada\"",                              /* on a shape */
    "<tool:origin xmlns:tool=\"urn:example:importer\" from=\"tiled\"/>",
    "ed:sprite=\"sprites/bar.png\"",                  /* on a variant */
    "<ed:frame n=\"2\"/>",
    "<stats xmlns=\"urn:example:stats\" plays=\"12\"/>", /* a default foreign namespace */
  };

  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    if (strstr (saved, kept[i]) == NULL)
      g_error ("the saved project lost “%s”:\n%s", kept[i], saved);

  /* They are kept with the element they belong to. */
  g_assert_cmpuint (pf_extensions_count (pack->ext), ==, 1);
  g_assert_cmpuint (pf_extensions_count (level->ext), ==, 2);
  g_assert_cmpuint (pf_extensions_count (shape->ext), ==, 2);
  g_assert_cmpuint (pf_extensions_count (variant->ext), ==, 2);
  g_assert_null (pf_project_find_map (project, "m")->ext);

  /* The project's own content is untouched by them. */
  g_assert_cmpuint (level->n_blocks, ==, 2);
  g_assert_cmpuint (pf_project_find_map (project, "m")->placements->len, ==, 1);
}

/* Foreign content on plain elements (cells, placements, <meta>, <specials> …)
 * is kept on the same element, not only on model items. */
static void
test_extensions_on_descendants (void)
{
  g_autofree char *path = fixture_path ("extensions-descendants.xml");
  g_autofree char *text = test_read_file (path);
  g_autofree char *saved = assert_round_trip (text, "extensions-descendants.xml");
  const char *kept[] = {
    "<meta x:m=\"1\">",
    "<title x:t=\"2\">T</title>",
    "<cell x=\"0\" y=\"0\" colour=\"1\" x:c=\"c0\"/>",
    "<x:inside",
    "x:tt=\"1\"",
    "x:p=\"p\"/>",
    "capacity=\"18\" x:s=\"1\"/>",
    "<field format=\"fumen\" x:f=\"1\">",
  };

  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    if (strstr (saved, kept[i]) == NULL)
      g_error ("the saved project lost “%s”:\n%s", kept[i], saved);

  /* The second cell keeps its foreign child, the first does not get it. */
  g_assert_nonnull (strstr (strstr (saved, "colour=\"2\""), "<x:inside"));
}

static void
test_whitespace_accepted (void)
{
  g_autofree char *canonical_path = fixture_path ("minimal.xml");
  g_autofree char *canonical_text = test_read_file (canonical_path);
  g_autofree char *loose_path = fixture_path ("whitespace.xml");
  g_autofree char *loose_text = test_read_file (loose_path);
  g_autoptr(PfProject) canonical = load_text (canonical_text, "minimal.xml");
  g_autoptr(PfProject) loose = load_text (loose_text, "whitespace.xml");
  g_autofree char *expected = pf_project_to_data (canonical);
  g_autofree char *saved = pf_project_to_data (loose);
  PfTriLevel *level = pf_tri_pack_find_level (pf_project_find_pack (loose, "p"), "a");

  /* Blank lines around the grid rows, tabs, odd quoting: the same project. */
  g_assert_cmpstr (saved, ==, expected);
  g_assert_cmpuint (pf_tri_mask_count (&level->goals), ==, 3);
  g_assert_cmpuint (level->n_blocks, ==, 2);
}

static void
test_crlf_accepted (void)
{
  g_autofree char *path = fixture_path ("minimal.xml");
  g_autofree char *text = test_read_file (path);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *crlf = g_strjoinv ("\r\n", lines);
  g_autoptr(PfProject) expected = load_text (text, "minimal.xml");
  g_autoptr(PfProject) project = load_text (crlf, "crlf.xml");
  g_autofree char *expected_data = pf_project_to_data (expected);
  g_autofree char *data = pf_project_to_data (project);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) broken = NULL;
  g_autofree char *bad = NULL;

  g_assert_cmpstr (data, ==, expected_data);

  /* Line numbers still count CRLF lines as one. */
  g_free (lines[9]);
  lines[9] = g_strdup ("        ######........x.......##########");
  bad = g_strjoinv ("\r\n", lines);
  broken = pf_project_load_from_data (bad, -1, "crlf.xml", &error);
  g_assert_null (broken);
  g_assert_error (error, PF_ERROR, PF_ERROR_SEMANTIC);
  g_assert_true (g_str_has_prefix (error->message, "crlf.xml:10: "));
}

/* Numbers are written as the schema reads them, and as exactly as the
 * project keeps them: a weight of a million is not written "1e+06". */
static void
test_numbers_round_trip (void)
{
  g_autofree char *path = fixture_path ("minimal.xml");
  g_autofree char *text = test_read_file (path);
  g_autoptr(GString) numbers = g_string_new (text);
  g_autofree char *saved = NULL;
  g_autoptr(PfProject) project = NULL;
  PfTileset *tileset;
  PfTriLevel *level;
  PfPlaytestResult *result;

  g_string_replace (numbers, "version=\"1\"", "version=\"5\"", 1);
  g_string_replace (numbers, "<shape id=\"bar\" weight=\"1\"",
                    "<shape id=\"bar\" weight=\"1000000\"", 1);
  g_string_replace (numbers, "<shape id=\"one\" weight=\"1\"",
                    "<shape id=\"one\" weight=\"0.123456789\"", 1);
  g_string_replace (numbers, "    </tri-level>",
                    "      <analysis reachable=\"3\" solved-states=\"1\" farther-states=\"0\""
                    " difficulty=\"3.14159\"/>\n"
                    "      <playtests>\n"
                    "        <result solved=\"true\" seconds=\"12.345\" moves=\"2\" undos=\"0\""
                    " restarts=\"0\"/>\n"
                    "      </playtests>\n"
                    "    </tri-level>", 1);
  saved = assert_round_trip (numbers->str, "numbers.xml");
  g_assert_nonnull (strstr (saved, "weight=\"1000000\""));
  g_assert_nonnull (strstr (saved, "weight=\"0.123456789\""));

  project = load_text (saved, "saved.xml");
  tileset = pf_project_find_tileset (project, "t");
  g_assert_cmpfloat (pf_tileset_find_shape (tileset, "bar", NULL)->weight, ==, 1e6);
  g_assert_cmpfloat (pf_tileset_find_shape (tileset, "one", NULL)->weight, ==, 0.123456789);
  /* The project keeps a difficulty to two decimals and seconds to a tenth,
   * from the first load on. */
  level = pf_tri_pack_find_level (pf_project_find_pack (project, "p"), "a");
  g_assert_cmpfloat (level->figures.difficulty, ==, 3.14);
  result = g_ptr_array_index (level->playtests, 0);
  g_assert_cmpfloat (result->seconds, ==, 12.3);
}

/* Every field that the writer emits survives a round trip, not only the starter's. */
static void
test_optional_fields_round_trip (void)
{
  g_autofree char *path = fixture_path ("minimal.xml");
  g_autofree char *text = test_read_file (path);
  g_autoptr(PfProject) project = load_text (text, "minimal.xml");
  PfTriLevel *level = pf_tri_pack_find_level (pf_project_find_pack (project, "p"), "a");
  PfPlaytestSettings *playtest = pf_project_get_playtest (project);
  PfVariant *variant;
  g_autofree char *saved = NULL;
  g_autoptr(PfProject) reloaded = NULL;
  g_autofree char *saved_again = NULL;
  /* A TetriNET field (12 x 22 cells) with two blocks at its end */
  g_autofree char *zeros = g_strnfill (262, '0');
  g_autofree char *field = g_strconcat (zeros, "22", NULL);

  level->meta.title = g_strdup ("A <first> & \"quoted\" level");
  level->figures.moves = 4;
  level->figures.steps = 9;
  level->figures.reachable = 120;
  level->figures.solved_states = 7;
  level->figures.max_distance = 11;
  level->figures.farther_states = 3;
  level->figures.difficulty = 0.25;
  variant = pf_shape_find_variant (pf_tileset_find_shape (pf_project_find_tileset (project, "t"),
                                                          "bar", NULL), "v", NULL);
  variant->image = g_strdup ("tiles/bar v.png");
  playtest->well = PF_WELL_TETRINET;
  playtest->method = PF_SPECIALS_ITETRINET;
  playtest->seed = G_MAXUINT64;
  playtest->field_format = g_strdup ("tetrinet");
  playtest->field = g_strdup (field);

  saved = pf_project_to_data (project);
  reloaded = load_text (saved, "saved.xml");
  saved_again = pf_project_to_data (reloaded);
  g_assert_cmpstr (saved_again, ==, saved);

  level = pf_tri_pack_find_level (pf_project_find_pack (reloaded, "p"), "a");
  g_assert_cmpstr (level->meta.title, ==, "A <first> & \"quoted\" level");
  g_assert_cmpint (level->figures.moves, ==, 4);
  g_assert_cmpint (level->figures.steps, ==, 9);
  g_assert_cmpint (level->figures.reachable, ==, 120);
  g_assert_cmpint (level->figures.max_distance, ==, 11);
  g_assert_cmpfloat_with_epsilon (level->figures.difficulty, 0.25, 1e-9);
  playtest = pf_project_get_playtest (reloaded);
  g_assert_cmpint (playtest->well, ==, PF_WELL_TETRINET);
  g_assert_cmpint (playtest->method, ==, PF_SPECIALS_ITETRINET);
  g_assert_cmpuint (playtest->seed, ==, G_MAXUINT64);
  g_assert_cmpstr (playtest->field_format, ==, "tetrinet");
  g_assert_cmpstr (playtest->field, ==, field);
  variant = pf_shape_find_variant (pf_tileset_find_shape (pf_project_find_tileset (reloaded, "t"),
                                                          "bar", NULL), "v", NULL);
  g_assert_cmpstr (variant->image, ==, "tiles/bar v.png");
}

/* Tests: saving */

static void
test_save_replaces_and_keeps_mode (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *target = g_build_filename (dir, "project.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (target);
  g_autofree char *path = test_starter_path ();
  g_autoptr(PfProject) project = load_path (path);
  g_autofree char *expected = pf_project_to_data (project);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  g_autoptr(PfProject) reloaded = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (target, "old contents\n", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0640), ==, 0);

  g_assert_true (pf_project_save (project, file, &error));
  g_assert_no_error (error);

  contents = test_read_file (target);
  g_assert_cmpstr (contents, ==, expected);
  g_assert_cmpint (g_stat (target, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "project.xml");

  reloaded = load_path (target);
  g_assert_cmpuint (count_levels (reloaded), ==, 16);

  test_remove_temp_dir (dir);
}

static void
test_save_new_file (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *target = g_build_filename (dir, "new.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (target);
  g_autofree char *path = fixture_path ("minimal.xml");
  g_autoptr(PfProject) project = load_path (path);
  g_autofree char *expected = pf_project_to_data (project);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;

  g_assert_true (pf_project_save (project, file, &error));
  g_assert_no_error (error);
  contents = test_read_file (target);
  g_assert_cmpstr (contents, ==, expected);
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "new.xml");

  test_remove_temp_dir (dir);
}

static void
test_save_failure_keeps_old_file (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *target = g_build_filename (dir, "project.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (target);
  g_autofree char *path = test_starter_path ();
  g_autoptr(PfProject) project = load_path (path);
  g_autofree char *data = pf_project_to_data (project);
  const char *old = "<?xml version=\"1.0\"?>\n<polyform-project version=\"1\"/>\n";
  gsize fail_points[] = { 0, 1, 4096, strlen (data) / 2, strlen (data) - 1 };

  g_assert_true (g_file_set_contents (target, old, -1, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (fail_points); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *contents = NULL;
      g_autofree char *names = NULL;
      g_autofree char *prefix = g_strdup_printf ("%s: ", target);
      gboolean saved;

      pf_atomic_file_set_fail_after (fail_points[i]);
      saved = pf_project_save (project, file, &error);
      pf_atomic_file_set_fail_after (G_MAXSIZE);

      g_assert_false (saved);
      g_assert_error (error, PF_ERROR, PF_ERROR_IO);
      g_assert_true (g_str_has_prefix (error->message, prefix));
      g_assert_nonnull (strstr (error->message, g_strerror (ENOSPC)));

      /* The old file is byte for byte what it was, and no temporary is left. */
      contents = test_read_file (target);
      g_assert_cmpstr (contents, ==, old);
      names = test_list_dir (dir);
      g_assert_cmpstr (names, ==, "project.xml");
    }

  /* With the fault gone, the same save goes through. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *contents = NULL;

    g_assert_true (pf_project_save (project, file, &error));
    g_assert_no_error (error);
    contents = test_read_file (target);
    g_assert_cmpstr (contents, ==, data);
  }

  test_remove_temp_dir (dir);
}

static void
test_save_into_missing_directory (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *missing = g_build_filename (dir, "missing", NULL);
  g_autofree char *target = g_build_filename (missing, "project.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (target);
  g_autofree char *path = fixture_path ("minimal.xml");
  g_autoptr(PfProject) project = load_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *names = NULL;
  g_autofree char *prefix = g_strdup_printf ("%s: ", target);

  g_assert_false (pf_project_save (project, file, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  names = test_list_dir (dir);
  g_assert_cmpstr (names, ==, "");

  test_remove_temp_dir (dir);
}

/* Tests: a failed load leaves the loaded project alone */

static void
count_changed (PfProject *project,
               guint     *count)
{
  (*count)++;
}

static void
test_bad_load_keeps_loaded_project (void)
{
  g_autofree char *path = test_starter_path ();
  g_autoptr(PfProject) project = load_path (path);
  g_autofree char *before = pf_project_to_data (project);
  g_autofree char *after = NULL;
  g_autofree char *minimal_path = fixture_path ("minimal.xml");
  g_autofree char *minimal = test_read_file (minimal_path);
  g_autofree char *laughs = fixture_path ("billion-laughs.xml");
  g_autoptr(GFile) laughs_file = g_file_new_for_path (laughs);
  g_autoptr(GFile) missing_file = g_file_new_for_path ("/nonexistent/project.xml");
  g_autofree char *half = g_strndup (before, strlen (before) / 2);
  g_autofree char *clash = NULL;
  const char *bad[3];
  guint changed = 0;

  g_signal_connect (project, "changed", G_CALLBACK (count_changed), &changed);

  /* Same ids as the loaded project, then one error at the end. */
  {
    g_auto(GStrv) parts = g_strsplit (before, "</polyform-project>", 2);

    clash = g_strconcat (parts[0], "  <playtest/>\n</polyform-project>\n", NULL);
  }
  bad[0] = half;
  bad[1] = clash;
  bad[2] = "<polyform-project version=\"7\"/>";

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PfProject) other = pf_project_load_from_data (bad[i], -1, "bad.xml", &error);

      g_assert_null (other);
      g_assert_true (error->domain == PF_ERROR);
      g_assert_true (g_str_has_prefix (error->message, "bad.xml:"));
    }
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PfProject) other = pf_project_load (i ? missing_file : laughs_file, &error);

      g_assert_null (other);
      g_assert_nonnull (error);
    }
  /* A good load of another project is independent too. */
  {
    g_autoptr(PfProject) other = load_text (minimal, "minimal.xml");

    g_assert_cmpuint (count_levels (other), ==, 1);
  }

  after = pf_project_to_data (project);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (count_levels (project), ==, 16);
  g_assert_nonnull (pf_project_find_map (project, "meadow-16x12"));
  g_assert_cmpuint (changed, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/project/round-trip/starter", test_starter_round_trip);
  g_test_add_func ("/project/round-trip/starter-model", test_starter_model);
  g_test_add_func ("/project/round-trip/drafts", test_drafts_round_trip);
  g_test_add_func ("/project/round-trip/extensions", test_extensions_round_trip);
  g_test_add_func ("/project/round-trip/extensions-on-descendants",
                   test_extensions_on_descendants);
  g_test_add_func ("/project/round-trip/optional-fields", test_optional_fields_round_trip);
  g_test_add_func ("/project/round-trip/numbers", test_numbers_round_trip);
  g_test_add_func ("/project/load/whitespace", test_whitespace_accepted);
  g_test_add_func ("/project/load/crlf", test_crlf_accepted);
  g_test_add_func ("/project/load/bad-load-keeps-loaded-project",
                   test_bad_load_keeps_loaded_project);
  g_test_add_func ("/project/save/replaces-and-keeps-mode", test_save_replaces_and_keeps_mode);
  g_test_add_func ("/project/save/new-file", test_save_new_file);
  g_test_add_func ("/project/save/failure-keeps-old-file", test_save_failure_keeps_old_file);
  g_test_add_func ("/project/save/missing-directory", test_save_into_missing_directory);

  return g_test_run ();
}

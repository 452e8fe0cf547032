/* test-map-compact.c: the compact form of kept maps in project files (format versions 2 to 4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "document-fixtures.h"
#include "pf-error.h"
#include "pf-map-compact.h"
#include "pf-map-edit.h"
#include "pf-map-grid.h"
#include "pf-mapgen.h"
#include "pf-project-private.h"
#include "pf-project.h"
#include "pf-tmx.h"
#include "test-files.h"

/* Auxiliary methods */

/* Adds a generated map of the starter's tile set to @project. */
static PfMap *
add_map (PfProject  *project,
         const char *id,
         guint       width,
         guint       height,
         PfMapMode   mode)
{
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(GError) error = NULL;
  PfMapgenOptions options;
  PfMap *map = pf_map_new (id);

  gen = pf_mapgen_new (tileset, &error);
  g_assert_no_error (error);
  pf_mapgen_options_init (&options);
  options.mode = mode;
  options.seed = width * 31 + height;
  grid = pf_mapgen_run (gen, width, height, &options, &error);
  g_assert_no_error (error);
  pf_map_grid_to_map (grid, map);
  map->tileset = g_strdup ("meadow");
  map->mode = mode;
  map->seed = options.seed;
  g_ptr_array_add (pf_project_get_maps (project), map);
  return map;
}

static int
compare_placements (gconstpointer a,
                    gconstpointer b)
{
  const PfPlacement *pa = a, *pb = b;

  if (pa->y != pb->y)
    return pa->y < pb->y ? -1 : 1;
  if (pa->x != pb->x)
    return pa->x < pb->x ? -1 : 1;
  if (pa->shape != pb->shape)
    return pa->shape < pb->shape ? -1 : 1;
  if (pa->rotation != pb->rotation)
    return pa->rotation < pb->rotation ? -1 : 1;
  if (pa->locked != pb->locked)
    return pa->locked < pb->locked ? -1 : 1;
  return pa->variant < pb->variant ? -1 : pa->variant > pb->variant;
}

/* The two maps hold the same placements, in whatever order. */
static void
assert_same_placements (const PfMap *a,
                        const PfMap *b)
{
  g_autoptr(GArray) sa = g_array_copy (a->placements);
  g_autoptr(GArray) sb = g_array_copy (b->placements);

  g_assert_cmpuint (a->width, ==, b->width);
  g_assert_cmpuint (a->height, ==, b->height);
  g_assert_cmpuint (sa->len, ==, sb->len);
  g_array_sort (sa, compare_placements);
  g_array_sort (sb, compare_placements);
  for (guint i = 0; i < sa->len; i++)
    {
      PfPlacement *pa = &g_array_index (sa, PfPlacement, i);
      PfPlacement *pb = &g_array_index (sb, PfPlacement, i);

      pa->line = pb->line = 0;
      if (compare_placements (pa, pb) != 0)
        g_error ("placement %u differs: shape %u/%u rotation %u at (%d, %d) against shape %u/%u "
                 "rotation %u at (%d, %d)", i, pa->shape, pa->variant, pa->rotation, pa->x,
                 pa->y, pb->shape, pb->variant, pb->rotation, pb->x, pb->y);
    }
}

static PfProject *
load_text (const char  *text,
           GError     **error)
{
  return pf_project_load_from_data (text, -1, "maps.xml", error);
}

/* Tests */

/* A map larger than 64 x 64 cells is written compactly, as version 2, and
 * loads again to the same placements; saving again gives the same bytes. */
static void
test_round_trip (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  g_autoptr(PfProject) loaded = NULL;
  g_autoptr(PfProject) small = NULL;
  g_autoptr(PfProject) starter = document_load_starter_project ();
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;
  g_autofree char *starter_saved = NULL;
  PfMap *packed = add_map (project, "packed", 300, 200, PF_MAP_MODE_PACKED);
  PfMap *classic = add_map (project, "classic", 97, 211, PF_MAP_MODE_CLASSIC);

  starter_saved = pf_project_to_data (starter);
  saved = pf_project_to_data (project);
  g_assert_true (g_str_has_prefix (saved, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                   "<polyform-project version=\"2\">"));
  g_assert_nonnull (strstr (saved, "<map id=\"packed\" tileset=\"meadow\" width=\"300\" "
                            "height=\"200\""));
  g_assert_nonnull (strstr (saved, "    <palette>\n      <key name=\"a\" shape=\""));
  /* The starter's own 16 x 12 map keeps its <placement> elements. */
  g_assert_nonnull (strstr (saved, "<placement shape="));
  g_assert_true (strlen (saved) < strlen (starter_saved) + 3 * (300 * 200 + 97 * 211));

  loaded = load_text (saved, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pf_project_get_format_version (loaded), ==, 2);
  assert_same_placements (packed, pf_project_find_map (loaded, "packed"));
  assert_same_placements (classic, pf_project_find_map (loaded, "classic"));
  assert_same_placements (pf_project_find_map (project, "meadow-16x12"),
                          pf_project_find_map (loaded, "meadow-16x12"));
  saved_again = pf_project_to_data (loaded);
  g_assert_cmpstr (saved_again, ==, saved);

  /* Without a compact map, the writer still writes version 1. */
  small = document_load_starter_project ();
  g_assert_cmpuint (pf_project_get_format_version (small), ==, 1);
  g_assert_true (g_str_has_prefix (starter_saved, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                   "<polyform-project version=\"1\">"));
}

/* Every older file still loads: a large map written placement by
 * placement in version 1 loads, and saves compactly to the same placements. */
static void
test_version_one_loads (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  g_autoptr(PfProject) from_v1 = NULL;
  g_autoptr(PfProject) from_v2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *v1 = NULL;
  g_autofree char *v2 = NULL;
  PfMap *map = add_map (project, "wide", 200, 50, PF_MAP_MODE_PACKED);

  pf_project_set_compact_cells (G_MAXUINT64);
  v1 = pf_project_to_data (project);
  pf_project_set_compact_cells (PF_MAP_COMPACT_CELLS);
  g_assert_nonnull (strstr (v1, "<polyform-project version=\"1\">"));
  g_assert_null (strstr (v1, "<palette>"));

  from_v1 = load_text (v1, &error);
  g_assert_no_error (error);
  assert_same_placements (map, pf_project_find_map (from_v1, "wide"));
  v2 = pf_project_to_data (from_v1);
  g_assert_nonnull (strstr (v2, "<polyform-project version=\"2\">"));
  from_v2 = load_text (v2, &error);
  g_assert_no_error (error);
  assert_same_placements (map, pf_project_find_map (from_v2, "wide"));

  /* A placement element may carry locked="true" in any version (SPEC §6) */
  {
    g_autoptr(PfProject) locked = NULL;
    g_autoptr(GString) text = g_string_new (v1);
    const char *first = strstr (strstr (v1, "id=\"wide\""), "<placement ");

    g_string_insert (text, first - v1 + strlen ("<placement "), "locked=\"true\" ");
    locked = load_text (text->str, &error);
    g_assert_no_error (error);
    g_assert_true (g_array_index (pf_project_find_map (locked, "wide")->placements,
                                  PfPlacement, 0).locked);
    g_assert_false (g_array_index (pf_project_find_map (locked, "wide")->placements,
                                   PfPlacement, 1).locked);
  }
}

/* Many maps small enough for <placement> elements, twice as many
 * placements as PF_MAP_ELEMENT_PLACEMENTS in all: past
 * PF_MAP_ELEMENT_PLACEMENTS of them, the next maps are written compactly,
 * so that the project still opens (its elements would pass the reader's
 * node limit) and holds the same placements. */
static void
test_many_maps (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  g_autoptr(PfProject) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *first_id = NULL, *last_id = NULL;
  guint64 placements = 0;
  guint n_maps = 0;
  const char *first, *last;

  while (placements <= 2 * PF_MAP_ELEMENT_PLACEMENTS)
    {
      g_autofree char *id = g_strdup_printf ("many-%u", n_maps++);

      placements += add_map (project, id, 64, 64, PF_MAP_MODE_PACKED)->placements->len;
    }
  saved = pf_project_to_data (project);
  loaded = load_text (saved, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_maps; i++)
    {
      g_autofree char *id = g_strdup_printf ("many-%u", i);

      assert_same_placements (pf_project_find_map (project, id), pf_project_find_map (loaded, id));
    }

  /* The first map as elements, the last in the compact form. */
  first_id = g_strdup_printf ("<map id=\"many-%u\"", 0);
  last_id = g_strdup_printf ("<map id=\"many-%u\"", n_maps - 1);
  first = strstr (saved, first_id);
  last = strstr (saved, last_id);
  g_assert_nonnull (first);
  g_assert_nonnull (last);
  g_assert_true (g_str_has_prefix (strchr (first, '\n') + 1, "    <placement "));
  g_assert_true (g_str_has_prefix (strchr (last, '\n') + 1, "    <palette>"));
}

/* Takes out every placement whose top-left corner lies in the rectangle,
 * leaving its cells empty: a draft map (SPEC §5). */
static void
erase_placements (PfMap *map,
                  int    x0,
                  int    y0,
                  int    width,
                  int    height)
{
  for (guint i = map->placements->len; i-- > 0;)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);

      if (p->x >= x0 && p->x < x0 + width && p->y >= y0 && p->y < y0 + height)
        g_array_remove_index (map->placements, i);
    }
}

/* A large map with empty cells (a draft) is written compactly, as version 3,
 * and loads again to the same placements and the same bytes; a small one
 * keeps its <placement> elements and version 1. */
static void
test_draft_round_trip (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  g_autoptr(PfProject) loaded = NULL;
  g_autoptr(PfProject) small = document_load_starter_project ();
  g_autoptr(PfProject) small_loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;
  g_autofree char *small_saved = NULL;
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  PfMap *map = add_map (project, "holes", 300, 200, PF_MAP_MODE_PACKED);
  PfMap *meadow = pf_project_find_map (small, "meadow-16x12");
  guint64 n_empty;

  erase_placements (map, 10, 10, 50, 20);
  erase_placements (map, 0, 0, 300, 1);
  erase_placements (map, 250, 150, 50, 50);
  grid = pf_map_grid_from_map (map, tileset, NULL, &error);
  g_assert_no_error (error);
  n_empty = pf_map_grid_count_empty (grid);
  g_assert_cmpuint (n_empty, >, 3000);

  /* A copy, as an export's worker takes, holds the same cells and stays
   * apart from the grid it was made from. */
  {
    g_autoptr(PfMapGrid) copy = pf_map_grid_copy (grid, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (copy->n_placements, ==, grid->n_placements);
    g_assert_cmpuint (pf_map_grid_count_empty (copy), ==, n_empty);
    g_assert_cmpmem (copy->owner, (gsize) grid->width * grid->height * sizeof (guint32),
                     grid->owner, (gsize) grid->width * grid->height * sizeof (guint32));
    g_assert_cmpmem (copy->placements, copy->n_placements * sizeof (PfGridPlacement),
                     grid->placements, grid->n_placements * sizeof (PfGridPlacement));
    copy->owner[0] = 0;
    copy->owner[1] = 0;
    g_assert_cmpuint (pf_map_grid_count_empty (grid), ==, n_empty);
  }

  saved = pf_project_to_data (project);
  g_assert_nonnull (strstr (saved, "<polyform-project version=\"3\">"));
  loaded = load_text (saved, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pf_project_get_format_version (loaded), ==, 3);
  assert_same_placements (map, pf_project_find_map (loaded, "holes"));
  saved_again = pf_project_to_data (loaded);
  g_assert_cmpstr (saved_again, ==, saved);

  /* Every placement erased: the palette would have no key, which the
   * schema refuses, so the map is written with no placement at all and
   * loads again as an empty draft. */
  {
    g_autoptr(PfProject) empty_loaded = NULL;
    g_autofree char *empty_saved = NULL;
    PfMap *again;

    erase_placements (map, 0, 0, 300, 200);
    g_assert_cmpuint (map->placements->len, ==, 0);
    empty_saved = pf_project_to_data (project);
    g_assert_null (strstr (empty_saved, "<palette"));
    empty_loaded = load_text (empty_saved, &error);
    g_assert_no_error (error);
    again = pf_project_find_map (empty_loaded, "holes");
    g_assert_cmpuint (again->width, ==, 300);
    g_assert_cmpuint (again->placements->len, ==, 0);
  }

  erase_placements (meadow, 3, 3, 5, 5);
  small_saved = pf_project_to_data (small);
  g_assert_nonnull (strstr (small_saved, "<polyform-project version=\"1\">"));
  small_loaded = load_text (small_saved, &error);
  g_assert_no_error (error);
  assert_same_placements (meadow, pf_project_find_map (small_loaded, "meadow-16x12"));
}

static guint
count_locked (const PfMap *map)
{
  guint n = 0;

  for (guint i = 0; i < map->placements->len; i++)
    n += g_array_index (map->placements, PfPlacement, i).locked != 0;
  return n;
}

/* A draft edited by hand, with locked placements and empty cells, saves
 * and loads again in both forms, as version 4; export refuses it. */
static void
test_locked_round_trip (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  g_autoptr(PfProject) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *tmx = g_build_filename (dir, "draft.tmx", NULL);
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  PfMap *large = add_map (project, "large", 300, 200, PF_MAP_MODE_PACKED);
  PfMap *small = pf_project_find_map (project, "meadow-16x12");
  PfMapRect river = { 0, 100, 300, 2 }, hole = { 40, 40, 20, 10 };
  PfMapRect small_lock = { 0, 0, 4, 4 }, small_hole = { 10, 8, 3, 3 };

  g_assert_true (pf_map_stamp (large, tileset, "square", "pond", 0, 120, 50, NULL, &error));
  g_assert_true (pf_map_stamp (large, tileset, "l", "ridge", 3, 200, 150, NULL, &error));
  g_assert_true (pf_map_set_locked (large, tileset, &river, TRUE, NULL, &error));
  g_assert_true (pf_map_erase (large, tileset, &hole, NULL, &error));
  g_assert_true (pf_map_stamp (small, tileset, "t", "grove", 1, 6, 6, NULL, &error));
  g_assert_true (pf_map_set_locked (small, tileset, &small_lock, TRUE, NULL, &error));
  g_assert_true (pf_map_erase (small, tileset, &small_hole, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_locked (large), >, 100);
  g_assert_cmpuint (count_locked (small), >, 2);

  saved = pf_project_to_data (project);
  g_assert_nonnull (strstr (saved, "<polyform-project version=\"4\">"));
  g_assert_nonnull (strstr (saved, "rotation=\"3\" locked=\"true\"/>"));
  g_assert_nonnull (strstr (saved, "x=\"6\" y=\"6\" locked=\"true\"/>"));
  loaded = load_text (saved, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pf_project_get_format_version (loaded), ==, 4);
  assert_same_placements (large, pf_project_find_map (loaded, "large"));
  assert_same_placements (small, pf_project_find_map (loaded, "meadow-16x12"));
  g_assert_cmpuint (count_locked (pf_project_find_map (loaded, "large")), ==,
                    count_locked (large));
  saved_again = pf_project_to_data (loaded);
  g_assert_cmpstr (saved_again, ==, saved);

  {
    g_autoptr(PfMapGrid) grid = pf_map_grid_from_map (large, tileset, NULL, NULL);
    g_autofree char *message = g_strdup_printf ("The map has %" G_GUINT64_FORMAT " empty cells",
                                                pf_map_grid_count_empty (grid));

    g_assert_cmpuint (pf_map_grid_count_empty (grid), >=, 200);
    g_assert_false (pf_tmx_export_map (large, tileset, NULL, tmx, &error));
    g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
    g_assert_true (g_str_has_prefix (error->message, message));
  }
  g_assert_false (g_file_test (tmx, G_FILE_TEST_EXISTS));
  test_remove_temp_dir (dir);
}

/* A 1536 x 1536 map (the format at scale; the benchmark keeps 4096 x 4096)
 * in about two megabytes, split into <placements> texts of about a
 * megabyte each. */
static void
test_large (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  g_autoptr(PfProject) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  PfMap *map = add_map (project, "large", 1536, 1536, PF_MAP_MODE_PACKED);
  guint chunks = 0;

  saved = pf_project_to_data (project);
  for (const char *p = strstr (saved, "<placements>"); p != NULL; p = strstr (p + 1, "<placements>"))
    chunks++;
  g_test_message ("1536 x 1536: %zu bytes, %u <placements>", strlen (saved), chunks);
  g_assert_cmpuint (strlen (saved), <, 3 * 1024 * 1024);
  g_assert_cmpuint (chunks, ==, 2);

  loaded = load_text (saved, &error);
  g_assert_no_error (error);
  assert_same_placements (map, pf_project_find_map (loaded, "large"));

  /* Each text stays under the chunk size but for one row. */
  {
    g_autoptr(PfMapCompact) compact = pf_map_compact_encode (map, pf_project_find_tileset (project, "meadow"));

    g_assert_nonnull (compact);
    for (guint i = 0; i < compact->chunks->len; i++)
      g_assert_cmpuint (strlen (g_ptr_array_index (compact->chunks, i)), <,
                        PF_MAP_COMPACT_CHUNK + 8 * 1024);
  }
}

/* The errors of the compact form, each naming its line. */
static void
test_errors (void)
{
  static const char head[] =
    "<polyform-project version=\"2\">\n"
    "<tileset id=\"t\"><terrain id=\"0\" name=\"\" colour=\"#000000\"/>\n"
    "<shape id=\"one\" weight=\"1\" rotate=\"false\"><cells>#</cells>\n"
    "<variant id=\"v\" name=\"\" colour=\"#000000\" terrain=\"0\"/></shape>\n"
    "<shape id=\"bar\" weight=\"1\" rotate=\"true\"><cells>##</cells>\n"
    "<variant id=\"v\" name=\"\" colour=\"#000000\" terrain=\"0\"/></shape></tileset>\n"
    "<map id=\"m\" tileset=\"t\" width=\"3\" height=\"2\" seed=\"0\" mode=\"packed\">\n"
    "<palette>\n"
    "<key name=\"a\" shape=\"one\" variant=\"v\" rotation=\"0\"/>\n"
    "<key name=\"b\" shape=\"bar\" variant=\"v\" rotation=\"0\"/>\n"
    "<key name=\"c\" shape=\"bar\" variant=\"v\" rotation=\"1\"/>\n";
  const struct { const char *rest; PfError code; const char *message; } cases[] = {
    /* a good one: b covers (0,0) (1,0); c stands at (2,0) (2,1); a, a fill row 1 */
    { "</palette>\n<placements>\nb c\na a\n</placements>", 0, NULL },
    /* split over two texts, anywhere */
    { "</palette>\n<placements>b</placements>\n<placements>c a a</placements>", 0, NULL },
    { "</palette>\n<placements>\nb c\na x\n</placements>", PF_ERROR_SEMANTIC,
      "maps.xml:15: “x” is not a key of the palette of map “m”" },
    { "</palette>\n<placements>\nb b\n</placements>", PF_ERROR_SEMANTIC,
      "maps.xml:14: placement 1 of map “m” (key “b”, shape “bar” at 2, 0) leaves the map" },
    { "</palette>\n<placements>\nb a c\n</placements>", PF_ERROR_SEMANTIC,
      "maps.xml:14: placement 2 of map “m” (key “c”, shape “bar” at 0, 1) leaves the map" },
    { "</palette>\n<placements>\nb c a a a\n</placements>", PF_ERROR_SEMANTIC,
      "maps.xml:14: map “m” has no cell left for key “a”: it has more placements than cells" },
    { "</palette>\n<placements>\nb c . . a\n</placements>", PF_ERROR_SEMANTIC,
      "maps.xml:14: map “m” marks empty cells (“.”), which needs format version 3" },
    { "<key name=\"d\" shape=\"one\" variant=\"v\" rotation=\"0\" locked=\"true\"/></palette>\n"
      "<placements>b c d a</placements>", PF_ERROR_SEMANTIC,
      "maps.xml:12: key “d” is locked, which needs format version 4" },
    { "<key name=\"a\" shape=\"one\" variant=\"v\" rotation=\"0\"/></palette>\n"
      "<placements>a</placements>", PF_ERROR_SEMANTIC,
      "maps.xml:12: the palette has two keys named “a”" },
    { "<key name=\"d\" shape=\"one\" variant=\"v\" rotation=\"1\"/></palette>\n"
      "<placements>a</placements>", PF_ERROR_SEMANTIC,
      "maps.xml:12: key “d” turns shape “one”, which may not rotate" },
    { "<key name=\"d\" shape=\"two\" variant=\"v\" rotation=\"0\"/></palette>\n"
      "<placements>a</placements>", PF_ERROR_SEMANTIC,
      "maps.xml:12: key “d” uses shape “two”, which tile set “t” does not define" },
    { "<key name=\"d\" shape=\"one\" variant=\"w\" rotation=\"0\"/></palette>\n"
      "<placements>a</placements>", PF_ERROR_SEMANTIC,
      "maps.xml:12: key “d” uses variant “w”, which shape “one” does not define" },
    { "<key name=\"d-1\" shape=\"one\" variant=\"v\" rotation=\"0\"/></palette>\n"
      "<placements>a</placements>", PF_ERROR_SCHEMA,
      "maps.xml:12: key name “d-1” is not of the form [A-Za-z0-9]{1,7}" },
    { "</palette>\n", PF_ERROR_SCHEMA, "maps.xml:7: <map>" },
    { "</palette>\n<placement shape=\"one\" variant=\"v\" rotation=\"0\" x=\"0\" y=\"0\"/>",
      PF_ERROR_SCHEMA, "maps.xml:" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *doc = g_strconcat (head, cases[i].rest, "\n</map>\n</polyform-project>\n",
                                          NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(PfProject) project = load_text (doc, &error);

      g_test_message ("case %u", i);
      if (cases[i].message == NULL)
        {
          PfMap *map;

          g_assert_no_error (error);
          map = pf_project_find_map (project, "m");
          g_assert_cmpuint (map->placements->len, ==, 4);
          g_assert_cmpint (g_array_index (map->placements, PfPlacement, 1).x, ==, 2);
          g_assert_cmpint (g_array_index (map->placements, PfPlacement, 1).rotation, ==, 1);
          g_assert_cmpint (g_array_index (map->placements, PfPlacement, 3).y, ==, 1);
          continue;
        }
      g_assert_null (project);
      if (!g_error_matches (error, PF_ERROR, cases[i].code) ||
          !g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: “%s”, expected “%s”", i, error ? error->message : "",
                 cases[i].message);
    }

  /* Version 3 marks empty cells: a draft map. Cells left over are empty too. */
  {
    static const struct
    {
      const char *keys;
      guint       n_placements;
      guint       n_empty;
      const char *message;
    } drafts[] = {
      { "b c . a", 3, 1, NULL },
      { "b c .2", 2, 2, NULL },
      { ".3 .3", 0, 6, NULL },
      { "b c a", 3, 1, NULL },
      { "b c .3", 0, 0, "maps.xml:13: map “m” has no cell left to leave empty" },
      { "b c .02", 0, 0, "maps.xml:13: “.02” is not a key of the palette of map “m”" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (drafts); i++)
      {
        g_autofree char *doc = g_strconcat (head, "</palette>\n<placements>", drafts[i].keys,
                                            "</placements>\n</map>\n</polyform-project>\n",
                                            NULL);
        g_autoptr(GError) error = NULL;
        g_autoptr(PfProject) project = NULL;
        g_autoptr(PfMapGrid) grid = NULL;
        PfMap *map;

        g_test_message ("draft %u: %s", i, drafts[i].keys);
        memcpy (strstr (doc, "version=\"2\""), "version=\"3\"", 11);
        project = load_text (doc, &error);
        if (drafts[i].message != NULL)
          {
            g_assert_null (project);
            g_assert_error (error, PF_ERROR, PF_ERROR_SEMANTIC);
            if (!g_str_has_prefix (error->message, drafts[i].message))
              g_error ("“%s”, expected “%s”", error->message, drafts[i].message);
            continue;
          }
        g_assert_no_error (error);
        map = pf_project_find_map (project, "m");
        g_assert_cmpuint (map->placements->len, ==, drafts[i].n_placements);
        grid = pf_map_grid_from_map (map, pf_project_find_tileset (project, "t"), NULL, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (pf_map_grid_count_empty (grid), ==, drafts[i].n_empty);
      }
  }

  /* The compact form in a document that says version 1. */
  {
    g_autofree char *doc = g_strconcat (head, "</palette>\n<placements>b c a a</placements>\n"
                                        "</map>\n</polyform-project>\n", NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(PfProject) project = NULL;

    memcpy (strstr (doc, "version=\"2\""), "version=\"1\"", 11);
    project = load_text (doc, &error);
    g_assert_null (project);
    g_assert_error (error, PF_ERROR, PF_ERROR_SEMANTIC);
    g_assert_true (g_str_has_prefix (error->message, "maps.xml:8: map “m” is in the compact "
                                     "form"));
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/map-compact/round-trip", test_round_trip);
  g_test_add_func ("/map-compact/version-one-loads", test_version_one_loads);
  g_test_add_func ("/map-compact/draft-round-trip", test_draft_round_trip);
  g_test_add_func ("/map-compact/locked-round-trip", test_locked_round_trip);
  g_test_add_func ("/map-compact/large", test_large);
  g_test_add_func ("/map-compact/many-maps", test_many_maps);
  g_test_add_func ("/map-compact/errors", test_errors);

  return g_test_run ();
}

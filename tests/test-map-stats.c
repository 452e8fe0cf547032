/* test-map-stats.c: map grids, statistics, the repetition measure and the density layer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "map-fixtures.h"
#include "pf-error.h"
#include "pf-map-grid.h"
#include "pf-map-layer.h"
#include "pf-map-stats.h"
#include "pf-map-vanished.h"
#include "pf-mapgen.h"

/* A tile set with a Single of @n_variants variants and a Double */
static PfTileset *
many_variants (guint n_variants)
{
  PfTileset *tileset = pf_tileset_new ("many");
  PfShape *single = fixture_add_shape (tileset, "Single", "#", 1, TRUE);
  PfShape *dbl = fixture_add_shape (tileset, "Double", "#/#", 1, TRUE);

  for (guint v = 0; v < n_variants; v++)
    {
      g_autofree char *id = g_strdup_printf ("v%u", v);

      fixture_add_variant (single, id, 0x010101 * v, v % 3);
    }
  fixture_add_variant (dbl, "d", 0x808080, 0);
  return tileset;
}

static void
add_placement (PfMap *map,
               guint  shape,
               guint  variant,
               guint  rotation,
               int    x,
               int    y)
{
  PfPlacement p = { shape, variant, rotation, x, y, 0 };

  g_array_append_val (map->placements, p);
}

/* 10 x 4 singles, every cell its own variant, except that the 3 x 3 block
 * at (0, 0) is copied to (5, 1) */
static void
test_repetition_hand_made (void)
{
  g_autoptr(PfTileset) tileset = many_variants (64);
  g_autoptr(PfShapeOrientations) orientations = pf_shape_orientations_new (tileset);
  g_autoptr(PfMap) map = pf_map_new ("hand");
  g_autoptr(PfMapGrid) grid = NULL;
  guint variant[4][10];
  guint next = 0;
  guint64 n = 99;

  map->width = 10;
  map->height = 4;
  for (guint y = 0; y < 4; y++)
    for (guint x = 0; x < 10; x++)
      variant[y][x] = next++;
  for (guint y = 0; y < 3; y++)
    for (guint x = 0; x < 3; x++)
      variant[y + 1][x + 5] = variant[y][x];
  for (guint y = 0; y < 4; y++)
    for (guint x = 0; x < 10; x++)
      add_placement (map, 0, variant[y][x], 0, x, y);
  grid = fixture_grid_of (map, tileset);

  g_assert_cmpuint (pf_map_repetition (grid, orientations, 8, &n), ==, 3);
  g_assert_cmpuint (n, ==, 0);   /* no 8 x 8 window fits a 10 x 4 map */
  g_assert_cmpuint (pf_map_repetition (grid, orientations, 3, &n), ==, 3);
  g_assert_cmpuint (n, ==, 2);   /* the block and its copy */
  g_assert_cmpuint (pf_map_repetition (grid, orientations, 2, &n), ==, 2);
  g_assert_cmpuint (n, ==, 8);   /* the four 2 x 2 windows in each copy */
  g_assert_cmpuint (pf_map_repetition (grid, orientations, 1, &n), ==, 1);
  g_assert_cmpuint (n, ==, 18);

  /* Break the copy's centre: every 2 x 2 window of the copy holds it, so
   * only single cells repeat now */
  g_array_index (map->placements, PfPlacement, 2 * 10 + 6).variant = 63;
  g_clear_pointer (&grid, pf_map_grid_free);
  grid = fixture_grid_of (map, tileset);
  g_assert_cmpuint (pf_map_repetition (grid, orientations, 8, NULL), ==, 1);
}

/* Rotation is part of what a cell shows */
static void
test_repetition_rotation (void)
{
  g_autoptr(PfTileset) tileset = many_variants (1);
  g_autoptr(PfShapeOrientations) orientations = pf_shape_orientations_new (tileset);
  g_autoptr(PfMap) map = pf_map_new ("turns");
  g_autoptr(PfMapGrid) grid = NULL;

  map->width = 2;
  map->height = 2;
  add_placement (map, 1, 0, 0, 0, 0);
  add_placement (map, 1, 0, 2, 1, 0);
  grid = fixture_grid_of (map, tileset);
  g_assert_cmpuint (pf_map_repetition (grid, orientations, 8, NULL), ==, 0);

  g_array_index (map->placements, PfPlacement, 1).rotation = 0;
  g_clear_pointer (&grid, pf_map_grid_free);
  grid = fixture_grid_of (map, tileset);
  g_assert_cmpuint (pf_map_repetition (grid, orientations, 8, NULL), ==, 1);
}

/* One shape, one variant: every window repeats */
static void
test_repetition_uniform (void)
{
  g_autoptr(PfTileset) tileset = many_variants (1);
  g_autoptr(PfShapeOrientations) orientations = pf_shape_orientations_new (tileset);
  g_autoptr(PfMap) map = pf_map_new ("flat");
  g_autoptr(PfMapGrid) grid = NULL;
  guint64 n = 0;

  map->width = 20;
  map->height = 11;
  for (guint y = 0; y < 11; y++)
    for (guint x = 0; x < 20; x++)
      add_placement (map, 0, 0, 0, x, y);
  grid = fixture_grid_of (map, tileset);
  g_assert_cmpuint (pf_map_repetition (grid, orientations, 8, &n), ==, 8);
  g_assert_cmpuint (n, ==, 13 * 4);
}

static void
test_violations (void)
{
  g_autoptr(PfTileset) tileset = pf_tileset_new ("rules");
  PfShape *single = fixture_add_shape (tileset, "Single", "#", 1, TRUE);
  PfShape *dbl = fixture_add_shape (tileset, "Double", "#/#", 1, TRUE);
  PfForbid forbid = { FIXTURE_LAKE, FIXTURE_MOUNTAIN };
  g_autoptr(PfMap) map = pf_map_new ("m");
  g_autoptr(PfMapGrid) grid = NULL;

  fixture_add_variant (single, "grass", 1, FIXTURE_GRASS);
  fixture_add_variant (single, "lake", 2, FIXTURE_LAKE);
  fixture_add_variant (dbl, "lake", 3, FIXTURE_LAKE);
  fixture_add_variant (dbl, "mountain", 4, FIXTURE_MOUNTAIN);
  g_array_append_val (tileset->forbids, forbid);

  /* Lake double | mountain double | lake single over grass single:
   * the doubles touch on two edges (one pair); the mountain touches the
   * lake single (a second pair); the grass touches everything harmlessly. */
  map->width = 3;
  map->height = 2;
  add_placement (map, 1, 0, 0, 0, 0);
  add_placement (map, 1, 1, 0, 1, 0);
  add_placement (map, 0, 1, 0, 2, 0);
  add_placement (map, 0, 0, 0, 2, 1);
  grid = fixture_grid_of (map, tileset);
  g_assert_cmpuint (pf_map_count_forbid_violations (grid, tileset), ==, 2);

  tileset->forbids->len = 0;
  g_assert_cmpuint (pf_map_count_forbid_violations (grid, tileset), ==, 0);
}

/* A draft map (SPEC §5): its empty cells are counted, they touch nothing,
 * and they repeat as holes. */
static void
test_stats_draft (void)
{
  g_autoptr(PfTileset) tileset = many_variants (50);
  g_autoptr(PfShapeOrientations) orientations = pf_shape_orientations_new (tileset);
  g_autoptr(PfMap) map = pf_map_new ("draft");
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(PfMapStats) stats = NULL;
  g_autoptr(PfJson) json = pf_json_new ();
  g_autofree char *text = NULL;
  PfForbid forbid = { 0, 1 };
  guint64 n = 0;

  /* Singles, each its own variant, but for a 3 x 3 hole at (1, 1) and one at (6, 2) */
  map->width = 10;
  map->height = 5;
  for (guint y = 0; y < 5; y++)
    for (guint x = 0; x < 10; x++)
      if (!(x >= 1 && x < 4 && y >= 1 && y < 4) && !(x >= 6 && x < 9 && y >= 2 && y < 5))
        add_placement (map, 0, y * 10 + x, 0, x, y);
  g_array_append_val (tileset->forbids, forbid);
  grid = fixture_grid_of (map, tileset);
  stats = pf_map_stats_compute (grid, tileset, orientations, 1);

  g_assert_cmpuint (stats->n_cells, ==, 50);
  g_assert_cmpuint (stats->n_empty, ==, 18);
  g_assert_cmpuint (stats->n_placements, ==, 32);
  g_assert_cmpuint (stats->per_shape[0], ==, 32);
  /* Singles touch along every edge between two covered cells. */
  {
    guint64 expected = 0;

    for (guint y = 0; y < 5; y++)
      for (guint x = 0; x < 10; x++)
        {
          guint32 a = pf_map_grid_owner (grid, x, y);
          guint32 right = x + 1 < 10 ? pf_map_grid_owner (grid, x + 1, y) : G_MAXUINT32;
          guint32 down = y + 1 < 5 ? pf_map_grid_owner (grid, x, y + 1) : G_MAXUINT32;
          guint32 neighbours[2] = { right, down };

          for (guint k = 0; k < 2 && a != G_MAXUINT32; k++)
            {
              int ta, tb;

              if (neighbours[k] == G_MAXUINT32)
                continue;
              ta = grid->placements[a].variant % 3;
              tb = grid->placements[neighbours[k]].variant % 3;
              expected += (ta == 0 && tb == 1) || (ta == 1 && tb == 0);
            }
        }
    g_assert_cmpuint (expected, >, 0);
    g_assert_cmpuint (stats->forbid_violations, ==, expected);
  }
  /* The two holes are the same 3 x 3 window: nothing larger repeats. */
  g_assert_cmpuint (pf_map_repetition (grid, orientations, 3, &n), ==, 3);
  g_assert_cmpuint (n, ==, 2);

  pf_map_stats_write_json (stats, tileset, json);
  text = pf_json_steal (g_steal_pointer (&json));
  g_assert_nonnull (strstr (text, "\"empty\":18"));
}

static void
test_stats_generated (void)
{
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PfMapgen) gen = pf_mapgen_new (tileset, &error);

  g_assert_no_error (error);
  for (guint mode = 0; mode < 2; mode++)
    {
      PfMapgenOptions options;
      g_autoptr(PfMapGrid) grid = NULL;
      g_autoptr(PfMapStats) stats = NULL;
      g_autoptr(PfJson) json = pf_json_new ();
      g_autofree char *text = NULL;
      guint64 total = 0, cells = 0;

      pf_mapgen_options_init (&options);
      options.mode = mode;
      options.seed = 4;
      grid = pf_mapgen_run (gen, 80, 60, &options, &error);
      g_assert_no_error (error);
      stats = pf_map_stats_compute (grid, tileset, pf_mapgen_get_orientations (gen), 4);

      g_assert_cmpuint (stats->n_cells, ==, 4800);
      g_assert_cmpuint (stats->n_placements, ==, grid->n_placements);
      for (guint s = 0; s < stats->n_shapes; s++)
        total += stats->per_shape[s];
      g_assert_cmpuint (total, ==, stats->n_placements);
      g_assert_cmpuint (stats->singles, ==, stats->per_shape[0]);
      g_assert_cmpfloat_with_epsilon (stats->single_share,
                                      (double) stats->singles / stats->n_placements, 1e-12);
      if (mode == PF_MAP_MODE_PACKED)
        g_assert_cmpuint (stats->forbid_violations, ==, 0);
      else
        g_assert_cmpuint (stats->forbid_violations, >, 0);
      /* With two variants per shape, small windows repeat; whole 8 x 8 ones
       * practically never do */
      g_assert_cmpuint (stats->repeat_size, >=, 2);
      g_assert_cmpuint (stats->repeat_size, <, 8);
      for (guint v = 0; v <= PF_MAP_DENSITY_MAX; v++)
        cells += stats->density_histogram[v];
      g_assert_cmpuint (cells, ==, 4800);

      pf_map_stats_write_json (stats, tileset, json);
      text = pf_json_steal (g_steal_pointer (&json));
      g_assert_nonnull (strstr (text, "\"per_shape\":{\"Single\":"));
      g_assert_nonnull (strstr (text, "\"repeat_size\":"));
    }
}

static void
test_density (void)
{
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PfMapgen) gen = pf_mapgen_new (tileset, &error);
  g_autoptr(PfMapGrid) grid = pf_mapgen_run (gen, 64, 48, NULL, &error);
  const PfShapeOrientations *orientations = pf_mapgen_get_orientations (gen);
  g_autofree guint8 *a = pf_map_density_layer (grid, orientations, 7);
  g_autofree guint8 *b = pf_map_density_layer (grid, orientations, 7);
  g_autofree guint8 *c = pf_map_density_layer (grid, orientations, 8);
  guint seen[PF_MAP_DENSITY_MAX + 1] = { 0 }, distinct = 0;
  guint64 diff = 0;

  g_assert_no_error (error);
  g_assert_cmpmem (a, grid->n_placements, b, grid->n_placements);
  for (gsize i = 0; i < grid->n_placements; i++)
    {
      g_assert_cmpuint (a[i], <=, PF_MAP_DENSITY_MAX);
      seen[a[i]]++;
      diff += a[i] != c[i];
    }
  for (guint v = 0; v <= PF_MAP_DENSITY_MAX; v++)
    distinct += seen[v] > 0;
  g_assert_cmpuint (distinct, >=, 3);
  g_assert_cmpuint (diff, >, grid->n_placements / 4);

  /* Smooth: horizontally touching placements differ by little on average */
  {
    guint64 steps = 0, pairs = 0;

    for (guint y = 0; y < 48; y++)
      for (guint x = 0; x + 1 < 64; x++)
        {
          guint32 p = pf_map_grid_owner (grid, x, y), q = pf_map_grid_owner (grid, x + 1, y);

          if (p == q)
            continue;
          steps += ABS ((int) a[p] - (int) a[q]);
          pairs++;
        }
    g_assert_cmpfloat ((double) steps / pairs, <, 1.5);
  }
}

static void
test_grid_errors (void)
{
  g_autoptr(PfTileset) tileset = many_variants (2);
  g_autoptr(PfMap) map = pf_map_new ("bad");
  g_autoptr(GError) error = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  PfShape *dbl = g_ptr_array_index (tileset->shapes, 1);
  struct
  {
    PfPlacement p;
    const char *message;
  } cases[] = {
    { { 5, 0, 0, 0, 0, 7 }, "line 7: placement 3 of map “bad” has no shape" },
    { { 0, 9, 0, 0, 0, 0 }, "has no variant" },
    { { 1, 0, 0, 2, 1, 0 }, "leaves the map" },
    { { 1, 0, 1, 2, 1, 0 }, "leaves the map" },
    { { 0, 0, 4, 2, 1, 0 }, "may not rotate" },
    { { 0, 0, 0, 0, 0, 0 }, "a second time" },
  };

  map->width = 3;
  map->height = 2;
  add_placement (map, 1, 0, 0, 0, 0);
  add_placement (map, 1, 0, 2, 1, 0);
  add_placement (map, 0, 1, 0, 2, 0);

  /* A cell left empty is a draft's (SPEC §5): the grid has it empty. */
  grid = pf_map_grid_from_map (map, tileset, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pf_map_grid_count_empty (grid), ==, 1);
  g_assert_cmpuint (pf_map_grid_owner (grid, 2, 1), ==, G_MAXUINT32);
  g_assert_cmpuint (pf_map_grid_owner (grid, 2, 0), ==, 2);
  g_clear_pointer (&grid, pf_map_grid_free);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_array_append_val (map->placements, cases[i].p);
      g_assert_null (pf_map_grid_from_map (map, tileset, NULL, &error));
      g_assert_error (error, PF_ERROR, PF_ERROR_SEMANTIC);
      g_assert_nonnull (strstr (error->message, cases[i].message));
      g_clear_error (&error);
      g_array_set_size (map->placements, 3);
    }

  /* A shape that may not rotate, turned */
  dbl->rotate = FALSE;
  g_assert_null (pf_map_grid_from_map (map, tileset, NULL, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_SEMANTIC);
  g_assert_nonnull (strstr (error->message, "may not rotate"));
  g_clear_error (&error);
  dbl->rotate = TRUE;

  /* Completed, it has no empty cell */
  add_placement (map, 0, 0, 0, 2, 1);
  grid = pf_map_grid_from_map (map, tileset, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (grid->n_placements, ==, 4);
  g_assert_cmpuint (pf_map_grid_count_empty (grid), ==, 0);

  /* Sizes */
  g_assert_null (pf_map_grid_new (0, 3, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
}

/* A forbid rule that keeps a variant's terrain from every other terrain
 * makes the packed generator pass the variant over (with seed 1 the lava
 * pool never finds a place; with other seeds an early lava pool leaves the
 * grass field out instead): the map says so, naming the variant, its shape
 * and the rule, and says nothing once the rule goes. */
static void
test_vanished_variants (void)
{
  g_autoptr(PfTileset) tileset = pf_tileset_new ("lava");
  PfShape *single = fixture_add_shape (tileset, "Single", "#", 1, TRUE);
  PfShape *square = fixture_add_shape (tileset, "Square", "##/##", 4, TRUE);
  PfForbid forbid = { FIXTURE_MOUNTAIN, FIXTURE_GRASS };
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(GPtrArray) vanished = NULL;
  g_autoptr(GError) error = NULL;
  PfMapgenOptions options;

  fixture_add_terrain (tileset, FIXTURE_GRASS, "grass", 0x7cb342);
  fixture_add_terrain (tileset, FIXTURE_MOUNTAIN, "lava", 0xe53935);
  fixture_add_variant (single, "meadow", 1, FIXTURE_GRASS);
  fixture_add_variant (square, "field", 2, FIXTURE_GRASS);
  fixture_add_variant (square, "lava-pool", 3, FIXTURE_MOUNTAIN);
  g_array_append_val (tileset->forbids, forbid);

  gen = pf_mapgen_new (tileset, &error);
  g_assert_no_error (error);
  pf_mapgen_options_init (&options);
  options.seed = 1;
  grid = pf_mapgen_run (gen, 48, 32, &options, &error);
  g_assert_no_error (error);

  vanished = pf_map_vanished_variants (grid, tileset);
  g_assert_cmpuint (vanished->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (vanished, 0), ==,
                   "Variant “lava-pool” of shape “Square” has no placement: "
                   "forbid rules keep lava from grass.");

  g_clear_pointer (&vanished, g_ptr_array_unref);
  tileset->forbids->len = 0;
  vanished = pf_map_vanished_variants (grid, tileset);
  g_assert_cmpuint (vanished->len, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map-stats/repetition/hand-made", test_repetition_hand_made);
  g_test_add_func ("/map-stats/repetition/rotation", test_repetition_rotation);
  g_test_add_func ("/map-stats/repetition/uniform", test_repetition_uniform);
  g_test_add_func ("/map-stats/violations", test_violations);
  g_test_add_func ("/map-stats/vanished-variants", test_vanished_variants);
  g_test_add_func ("/map-stats/generated", test_stats_generated);
  g_test_add_func ("/map-stats/draft", test_stats_draft);
  g_test_add_func ("/map-stats/density", test_density);
  g_test_add_func ("/map-stats/grid-errors", test_grid_errors);
  return g_test_run ();
}

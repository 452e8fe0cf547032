/* test-mapgen.c: shape rotation and the classic and packed map generators
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "map-fixtures.h"
#include "pf-error.h"
#include "pf-map-grid.h"
#include "pf-mapgen.h"
#include "pf-shape-rotation.h"

/* SHA-256 of the placements of the packed 8 x 6 map with seed 2024, recorded
 * when the generator was written: a change here changes every saved seed's map. */
#define MAPGEN_FINGERPRINT "2719b4a3f3fb111bdaebf4e1337167293304956a3d83801dc54f3e8bb3323ede"

/* Checks, with the tile set's own pf_shape_rotated_cell(), that the
 * placements of @map cover every cell exactly once, that rotations are
 * allowed, and returns the owner of each cell. */
static guint *
check_cover (const PfMap     *map,
             const PfTileset *tileset)
{
  guint *owner = g_new (guint, (gsize) map->width * map->height);
  gsize covered = 0;

  memset (owner, 0xff, sizeof (guint) * map->width * map->height);
  for (guint i = 0; i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
      const PfShape *shape;
      guint w, h, n = 0;

      g_assert_cmpuint (p->shape, <, tileset->shapes->len);
      shape = g_ptr_array_index (tileset->shapes, p->shape);
      g_assert_cmpuint (p->variant, <, shape->variants->len);
      g_assert_cmpuint (p->rotation, <=, 3);
      if (!shape->rotate)
        g_assert_cmpuint (p->rotation, ==, 0);
      pf_shape_rotated_size (shape, p->rotation, &w, &h);
      g_assert_cmpint (p->x, >=, 0);
      g_assert_cmpint (p->y, >=, 0);
      g_assert_cmpuint (p->x + w, <=, map->width);
      g_assert_cmpuint (p->y + h, <=, map->height);
      for (guint y = 0; y < h; y++)
        for (guint x = 0; x < w; x++)
          if (pf_shape_rotated_cell (shape, p->rotation, x, y))
            {
              gsize cell = (gsize) (p->y + y) * map->width + p->x + x;

              g_assert_cmpuint (owner[cell], ==, G_MAXUINT);
              owner[cell] = i;
              n++;
              covered++;
            }
      g_assert_cmpuint (n, ==, pf_shape_count_cells (shape));
    }
  g_assert_cmpuint (covered, ==, (gsize) map->width * map->height);
  return owner;
}

static PfMap *
generate (const PfTileset *tileset,
          guint            width,
          guint            height,
          PfMapMode        mode,
          guint64          seed)
{
  g_autoptr(GError) error = NULL;
  PfMapgenOptions options;
  PfMap *map;

  pf_mapgen_options_init (&options);
  options.mode = mode;
  options.seed = seed;
  map = pf_mapgen_generate (tileset, width, height, &options, &error);
  g_assert_no_error (error);
  g_assert_nonnull (map);
  g_assert_cmpuint (map->width, ==, width);
  g_assert_cmpuint (map->height, ==, height);
  g_assert_cmpuint (map->seed, ==, seed);
  g_assert_cmpint (map->mode, ==, mode);
  return map;
}

/* Forbid-rule breaches between distinct touching placements, counted per cell edge */
static guint
count_violations (const PfMap     *map,
                  const PfTileset *tileset,
                  const guint     *owner)
{
  guint n = 0;

  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      {
        guint a = owner[(gsize) y * map->width + x];
        const PfPlacement *pa = &g_array_index (map->placements, PfPlacement, a);
        int ta = fixture_terrain (tileset, pa->shape, pa->variant);
        guint nb[2] = { G_MAXUINT, G_MAXUINT };

        if (x + 1 < map->width)
          nb[0] = owner[(gsize) y * map->width + x + 1];
        if (y + 1 < map->height)
          nb[1] = owner[(gsize) (y + 1) * map->width + x];
        for (guint k = 0; k < 2; k++)
          {
            const PfPlacement *pb;
            int tb;

            if (nb[k] == G_MAXUINT || nb[k] == a)
              continue;
            pb = &g_array_index (map->placements, PfPlacement, nb[k]);
            tb = fixture_terrain (tileset, pb->shape, pb->variant);
            for (guint f = 0; f < tileset->forbids->len; f++)
              {
                const PfForbid *forbid = &g_array_index (tileset->forbids, PfForbid, f);

                if ((forbid->a == ta && forbid->b == tb) || (forbid->a == tb && forbid->b == ta))
                  {
                    n++;
                    break;
                  }
              }
          }
      }
  return n;
}

static void
test_rotation_matrix (void)
{
  /* The L: ##/#./#. */
  static const guint8 l[] = { 1, 1, 1, 0, 1, 0 };
  static const guint8 r1[] = { 1, 1, 1, 0, 0, 1 };       /* ###/..# */
  static const guint8 r2[] = { 0, 1, 0, 1, 1, 1 };       /* .#/.#/## */
  static const guint8 r3[] = { 1, 0, 0, 1, 1, 1 };       /* #../### */
  const guint8 *expected[] = { l, r1, r2, r3 };
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  const PfShape *shape = g_ptr_array_index (tileset->shapes, 4);

  for (guint r = 0; r < 4; r++)
    {
      g_autofree guint8 *m = NULL;
      guint w, h;

      m = pf_shape_rotate_matrix (l, 2, 3, r, &w, &h);
      g_assert_cmpuint (w, ==, r & 1 ? 3 : 2);
      g_assert_cmpuint (h, ==, r & 1 ? 2 : 3);
      g_assert_cmpmem (m, w * h, expected[r], 6);

      /* Agrees with the tile set's own lookup */
      for (guint y = 0; y < h; y++)
        for (guint x = 0; x < w; x++)
          g_assert_cmpint (m[y * w + x], ==, pf_shape_rotated_cell (shape, r, x, y));
    }

  /* Four turns are the identity, and one turn is the same as composing points */
  {
    g_autofree guint8 *a = pf_shape_rotate_matrix (l, 2, 3, 1, &(guint) { 0 }, &(guint) { 0 });
    g_autofree guint8 *b = NULL, *c = NULL, *d = NULL;
    guint w, h;

    b = pf_shape_rotate_matrix (a, 3, 2, 1, &w, &h);
    c = pf_shape_rotate_matrix (b, w, h, 1, &w, &h);
    d = pf_shape_rotate_matrix (c, w, h, 1, &w, &h);
    g_assert_cmpmem (b, 6, r2, 6);
    g_assert_cmpmem (c, 6, r3, 6);
    g_assert_cmpmem (d, w * h, l, 6);
  }
}

static void
test_rotation_orientations (void)
{
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  g_autoptr(PfShapeOrientations) table = pf_shape_orientations_new (tileset);

  for (guint s = 0; s < tileset->shapes->len; s++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);

      for (guint r = 0; r < 4; r++)
        {
          const PfShapeOrientation *o = pf_shape_orientations_get (table, s, r);
          guint w, h, n_edges = 0;

          pf_shape_rotated_size (shape, r, &w, &h);
          g_assert_cmpuint (o->width, ==, w);
          g_assert_cmpuint (o->height, ==, h);
          g_assert_cmpuint (o->n_cells, ==, pf_shape_count_cells (shape));
          for (guint k = 0; k < o->n_cells; k++)
            {
              const PfShapeCell *cell = &o->cells[k];
              guint rx, ry;

              g_assert_true (pf_shape_rotated_cell (shape, r, cell->x, cell->y));
              pf_shape_rotate_point (shape->width, shape->height, r,
                                     cell->source % shape->width, cell->source / shape->width,
                                     &rx, &ry);
              g_assert_cmpuint (rx, ==, cell->x);
              g_assert_cmpuint (ry, ==, cell->y);
              if (k > 0)
                g_assert_true (cell->y > o->cells[k - 1].y ||
                               (cell->y == o->cells[k - 1].y && cell->x > o->cells[k - 1].x));
              n_edges += __builtin_popcount (cell->edges);
            }
          /* The anchor is on the top row */
          g_assert_cmpuint (o->cells[0].y, ==, 0);
          /* Outline length: 4 per cell minus 2 per shared edge */
          if (g_strcmp0 (shape->id, "Square") == 0)
            g_assert_cmpuint (n_edges, ==, 8);
          if (g_strcmp0 (shape->id, "L") == 0 || g_strcmp0 (shape->id, "T") == 0)
            g_assert_cmpuint (n_edges, ==, 10);
        }
    }
}

static void
check_modes_cover (PfMapMode mode)
{
  static const guint sizes[][2] = {
    { 1, 1 }, { 1, 9 }, { 9, 1 }, { 2, 2 }, { 3, 5 }, { 5, 3 }, { 13, 11 }, { 32, 32 },
    { 100, 37 }, { 37, 100 },
  };
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();

  /* Shapes that cannot fit small maps are given weight 0 by pf_mapgen_check_size()'s
   * rule, so use a tile set with only the shapes that fit for tiny maps. */
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint64 seed = 0; seed < 40; seed++)
      {
        g_autoptr(PfTileset) fitted = pf_tileset_copy (tileset);
        g_autoptr(PfMap) map = NULL;
        g_autofree guint *owner = NULL;

        for (guint s = 0; s < fitted->shapes->len; s++)
          {
            PfShape *shape = g_ptr_array_index (fitted->shapes, s);
            guint lo = MIN (shape->width, shape->height), hi = MAX (shape->width, shape->height);

            if (lo > MIN (sizes[i][0], sizes[i][1]) || hi > MAX (sizes[i][0], sizes[i][1]))
              shape->weight = 0;
          }
        map = generate (fitted, sizes[i][0], sizes[i][1], mode, seed * 7919 + i);
        owner = check_cover (map, fitted);
      }
}

static void
test_cover_classic (void)
{
  check_modes_cover (PF_MAP_MODE_CLASSIC);
}

static void
test_cover_packed (void)
{
  check_modes_cover (PF_MAP_MODE_PACKED);
}

/* The generator's own grid agrees with its placements */
static void
test_grid_owner (void)
{
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PfMapgen) gen = pf_mapgen_new (tileset, &error);

  g_assert_no_error (error);
  for (guint mode = 0; mode < 2; mode++)
    {
      PfMapgenOptions options;
      g_autoptr(PfMapGrid) grid = NULL, again = NULL;
      g_autoptr(PfMap) map = pf_map_new ("m");
      g_autofree guint *owner = NULL;

      pf_mapgen_options_init (&options);
      options.mode = mode;
      options.seed = 99;
      grid = pf_mapgen_run (gen, 57, 43, &options, &error);
      g_assert_no_error (error);
      pf_map_grid_to_map (grid, map);
      g_assert_cmpuint (map->placements->len, ==, grid->n_placements);
      owner = check_cover (map, tileset);
      for (guint y = 0; y < 43; y++)
        for (guint x = 0; x < 57; x++)
          g_assert_cmpuint (pf_map_grid_owner (grid, x, y), ==, owner[y * 57 + x]);

      /* And the round trip through PfMap gives the same grid */
      again = pf_map_grid_from_map (map, tileset, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (again->n_placements, ==, grid->n_placements);
      g_assert_cmpmem (again->owner, 57 * 43 * 4, grid->owner, 57 * 43 * 4);
      g_assert_cmpmem (again->placements, grid->n_placements * sizeof (PfGridPlacement),
                       grid->placements, grid->n_placements * sizeof (PfGridPlacement));
    }
}

static void
test_determinism (void)
{
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();

  for (guint mode = 0; mode < 2; mode++)
    {
      g_autoptr(PfMap) a = generate (tileset, 40, 30, mode, 12345);
      g_autoptr(PfMap) b = generate (tileset, 40, 30, mode, 12345);
      g_autoptr(PfMap) c = generate (tileset, 40, 30, mode, 12346);

      g_assert_cmpuint (a->placements->len, ==, b->placements->len);
      g_assert_cmpmem (a->placements->data, a->placements->len * sizeof (PfPlacement),
                       b->placements->data, b->placements->len * sizeof (PfPlacement));
      g_assert_false (a->placements->len == c->placements->len &&
                      memcmp (a->placements->data, c->placements->data,
                              a->placements->len * sizeof (PfPlacement)) == 0);
    }
}

/* A fixed fingerprint: the same seed gives this map on every machine */
static void
test_reproducible_fingerprint (void)
{
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  g_autoptr(PfMap) map = generate (tileset, 8, 6, PF_MAP_MODE_PACKED, 2024);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree guint *owner = check_cover (map, tileset);
  g_autofree char *digest = NULL;

  for (guint i = 0; i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);

      g_string_append_printf (text, "%u.%u.%u@%d,%d;", p->shape, p->variant, p->rotation,
                              p->x, p->y);
    }
  digest = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text->str, -1);
  g_test_message ("packed 8x6 seed 2024: %s", text->str);
  g_assert_cmpstr (digest, ==, MAPGEN_FINGERPRINT);
}

static void
test_no_rotate (void)
{
  g_autoptr(PfTileset) tileset = pf_tileset_new ("fixed");
  PfShape *single = fixture_add_shape (tileset, "Single", "#", 1, TRUE);
  PfShape *bar = fixture_add_shape (tileset, "Bar", "###", 5, FALSE);
  PfShape *l = fixture_add_shape (tileset, "L", "#./##", 5, FALSE);

  fixture_add_variant (single, "s", 0x101010, 0);
  fixture_add_variant (bar, "b", 0x202020, 0);
  fixture_add_variant (l, "l", 0x303030, 0);
  for (guint mode = 0; mode < 2; mode++)
    for (guint64 seed = 0; seed < 20; seed++)
      {
        g_autoptr(PfMap) map = generate (tileset, 23, 19, mode, seed);
        g_autofree guint *owner = check_cover (map, tileset);
        guint n_bar = 0;

        for (guint i = 0; i < map->placements->len; i++)
          {
            const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);

            /* check_cover() asserts rotation 0 for the shapes that may not turn */
            n_bar += p->shape == 1;
          }
        g_assert_cmpuint (n_bar, >, 0);
      }
}

static void
test_forbid_packed (void)
{
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  guint classic = 0;

  for (guint64 seed = 0; seed < 30; seed++)
    {
      g_autoptr(PfMap) packed = generate (tileset, 61, 47, PF_MAP_MODE_PACKED, seed);
      g_autoptr(PfMap) plain = generate (tileset, 61, 47, PF_MAP_MODE_CLASSIC, seed);
      g_autofree guint *owner = check_cover (packed, tileset);
      g_autofree guint *plain_owner = check_cover (plain, tileset);

      g_assert_cmpuint (count_violations (packed, tileset, owner), ==, 0);
      classic += count_violations (plain, tileset, plain_owner);
    }
  /* Classic mode ignores the rules, so the checker above can see breaches */
  g_assert_cmpuint (classic, >, 0);
}

/* Forbid rules so strict that only some singles may go anywhere */
static void
test_forbid_strict (void)
{
  g_autoptr(PfTileset) tileset = pf_tileset_new ("strict");
  PfShape *single = fixture_add_shape (tileset, "Single", "#", 1, TRUE);
  PfShape *square = fixture_add_shape (tileset, "Square", "##/##", 10, TRUE);
  PfForbid forbids[] = { { 1, 1 }, { 2, 2 }, { 1, 2 } };

  fixture_add_variant (single, "neutral", 0x101010, 0);
  fixture_add_variant (square, "red", 0x202020, 1);
  fixture_add_variant (square, "blue", 0x303030, 2);
  g_array_append_vals (tileset->forbids, forbids, G_N_ELEMENTS (forbids));
  for (guint64 seed = 0; seed < 20; seed++)
    {
      g_autoptr(PfMap) map = generate (tileset, 30, 30, PF_MAP_MODE_PACKED, seed);
      g_autofree guint *owner = check_cover (map, tileset);

      g_assert_cmpuint (count_violations (map, tileset, owner), ==, 0);
    }
}

static void
test_weights (void)
{
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  g_autoptr(PfMap) map = NULL;
  guint counts[7] = { 0 };
  g_autofree guint *owner = NULL;

  /* Weight 0 switches a shape off; a heavy one dominates */
  ((PfShape *) g_ptr_array_index (tileset->shapes, 3))->weight = 0;
  ((PfShape *) g_ptr_array_index (tileset->shapes, 4))->weight = 50;
  tileset->forbids->len = 0;
  map = generate (tileset, 120, 120, PF_MAP_MODE_PACKED, 5);
  owner = check_cover (map, tileset);
  for (guint i = 0; i < map->placements->len; i++)
    counts[g_array_index (map->placements, PfPlacement, i).shape]++;
  g_assert_cmpuint (counts[3], ==, 0);
  /* Singles also fill the cells where the draws did not fit */
  for (guint s = 1; s < 7; s++)
    if (s != 4)
      g_assert_cmpuint (counts[4], >, 3 * counts[s]);
}

static void
test_errors (void)
{
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PfMapgen) gen = pf_mapgen_new (tileset, &error);
  PfShape *shape;

  g_assert_no_error (error);

  /* Sizes */
  g_assert_false (pf_mapgen_check_size (gen, 0, 5, PF_MAP_MODE_PACKED, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (pf_mapgen_run (gen, 5, 0, NULL, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (pf_mapgen_run (gen, PF_MAP_MAX_SIDE + 1, 5, NULL, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);

  /* The Triple (1 x 3) fits no 2 x 2 map, turned or not */
  g_assert_false (pf_mapgen_check_size (gen, 2, 2, PF_MAP_MODE_PACKED, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“Triple”"));
  g_clear_error (&error);
  g_assert_true (pf_mapgen_check_size (gen, 3, 2, PF_MAP_MODE_PACKED, &error));
  g_assert_no_error (error);
  g_clear_pointer (&gen, pf_mapgen_free);

  /* A Triple that may not turn does not fit a wide, flat map */
  shape = g_ptr_array_index (tileset->shapes, 2);
  shape->rotate = FALSE;
  gen = pf_mapgen_new (tileset, &error);
  g_assert_false (pf_mapgen_check_size (gen, 10, 2, PF_MAP_MODE_CLASSIC, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“Triple”"));
  g_clear_error (&error);
  g_clear_pointer (&gen, pf_mapgen_free);

  /* No single */
  g_ptr_array_remove_index (tileset->shapes, 0);
  g_assert_null (pf_mapgen_new (tileset, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "single"));
  g_clear_error (&error);

  /* A disconnected shape, one without variants, a negative weight */
  shape = fixture_add_shape (tileset, "Single", "#", 1, TRUE);
  fixture_add_variant (shape, "x", 0, 0);
  shape = fixture_add_shape (tileset, "Broken", "#.#", 1, TRUE);
  fixture_add_variant (shape, "y", 0, 0);
  g_assert_null (pf_mapgen_new (tileset, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);
  g_ptr_array_remove_index (tileset->shapes, tileset->shapes->len - 1);

  shape = fixture_add_shape (tileset, "Bare", "##", 1, TRUE);
  g_assert_null (pf_mapgen_new (tileset, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "variant"));
  g_clear_error (&error);
  fixture_add_variant (shape, "z", 0, 0);
  shape->weight = -1;
  g_assert_null (pf_mapgen_new (tileset, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);
  shape->weight = 1;
  gen = pf_mapgen_new (tileset, &error);
  g_assert_no_error (error);
  g_assert_nonnull (gen);

  /* An empty tile set */
  g_ptr_array_set_size (tileset->shapes, 0);
  g_assert_null (pf_mapgen_new (tileset, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
}

static void
cancel_on_progress (double   fraction,
                    gpointer user_data)
{
  g_assert_cmpfloat (fraction, >, 0);
  g_assert_cmpfloat (fraction, <=, 1);
  if (fraction >= 0.25)
    g_atomic_int_set ((gint *) user_data, 1);
}

static void
test_cancel (void)
{
  g_autoptr(PfTileset) tileset = fixture_seed_tileset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PfMapgen) gen = pf_mapgen_new (tileset, &error);
  gint cancel = 0;
  PfMapgenOptions options;

  for (guint mode = 0; mode < 2; mode++)
    {
      pf_mapgen_options_init (&options);
      options.mode = mode;
      options.cancel = &cancel;
      options.progress = cancel_on_progress;
      options.progress_data = &cancel;
      cancel = 0;
      g_assert_null (pf_mapgen_run (gen, 300, 300, &options, &error));
      g_assert_error (error, PF_ERROR, PF_ERROR_CANCELLED);
      g_clear_error (&error);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mapgen/rotation/matrix", test_rotation_matrix);
  g_test_add_func ("/mapgen/rotation/orientations", test_rotation_orientations);
  g_test_add_func ("/mapgen/cover/classic", test_cover_classic);
  g_test_add_func ("/mapgen/cover/packed", test_cover_packed);
  g_test_add_func ("/mapgen/grid-owner", test_grid_owner);
  g_test_add_func ("/mapgen/determinism", test_determinism);
  g_test_add_func ("/mapgen/fingerprint", test_reproducible_fingerprint);
  g_test_add_func ("/mapgen/no-rotate", test_no_rotate);
  g_test_add_func ("/mapgen/forbid/packed", test_forbid_packed);
  g_test_add_func ("/mapgen/forbid/strict", test_forbid_strict);
  g_test_add_func ("/mapgen/weights", test_weights);
  g_test_add_func ("/mapgen/errors", test_errors);
  g_test_add_func ("/mapgen/cancel", test_cancel);
  return g_test_run ();
}

/* test-map-edit.c: a kept map edited by hand and filled around it: stamp, erase, lock,
 * unlock and refill (SPEC §5 "Hand and procedure together")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "document-fixtures.h"
#include "map-fixtures.h"
#include "pf-error.h"
#include "pf-map-edit.h"
#include "pf-map-grid.h"
#include "pf-map-stats.h"
#include "pf-mapgen.h"
#include "pf-project.h"
#include "test-files.h"

/* Auxiliary methods */

/* A packed map of @tileset, unlocked throughout. */
static PfMap *
generate (const PfTileset *tileset,
          guint            width,
          guint            height,
          guint64          seed)
{
  g_autoptr(GError) error = NULL;
  PfMapgenOptions options;
  PfMap *map;

  pf_mapgen_options_init (&options);
  options.seed = seed;
  map = pf_mapgen_generate (tileset, width, height, &options, &error);
  g_assert_no_error (error);
  map->id = g_strdup ("edited");
  return map;
}

static gboolean
same_placement (const PfPlacement *a,
                const PfPlacement *b)
{
  return a->shape == b->shape && a->variant == b->variant && a->rotation == b->rotation &&
         a->x == b->x && a->y == b->y && a->locked == b->locked;
}

static const PfPlacement *
placement_at (const PfMap     *map,
              const PfMapGrid *grid,
              guint            x,
              guint            y)
{
  guint32 owner = pf_map_grid_owner (grid, x, y);

  return owner == G_MAXUINT32 ? NULL : &g_array_index (map->placements, PfPlacement, owner);
}

/* Whether @map holds a placement equal to @p. */
static gboolean
holds (const PfMap       *map,
       const PfPlacement *p)
{
  for (guint i = 0; i < map->placements->len; i++)
    if (same_placement (&g_array_index (map->placements, PfPlacement, i), p))
      return TRUE;
  return FALSE;
}

static int
terrain_of (const PfTileset   *tileset,
            const PfPlacement *p)
{
  const PfShape *shape = g_ptr_array_index (tileset->shapes, p->shape);

  return ((const PfVariant *) g_ptr_array_index (shape->variants, p->variant))->terrain;
}

static gboolean
forbidden (const PfTileset *tileset,
           int              a,
           int              b)
{
  for (guint i = 0; i < tileset->forbids->len; i++)
    {
      const PfForbid *f = &g_array_index (tileset->forbids, PfForbid, i);

      if ((f->a == a && f->b == b) || (f->a == b && f->b == a))
        return TRUE;
    }
  return FALSE;
}

static gboolean
is_conflict (GArray *conflicts,
             guint   x,
             guint   y)
{
  for (guint i = 0; i < conflicts->len; i++)
    if (g_array_index (conflicts, PfMapCell, i).x == x &&
        g_array_index (conflicts, PfMapCell, i).y == y)
      return TRUE;
  return FALSE;
}

/* Every cell of @map is covered once, and two touching placements break a
 * forbid rule only where one of them is a single on a reported conflict, or
 * both were there before the refill (@kept). */
static void
assert_refilled (const PfMap     *map,
                 const PfTileset *tileset,
                 GArray          *conflicts,
                 const PfMap     *kept)
{
  g_autoptr(PfMapGrid) grid = fixture_grid_of (map, tileset);

  g_assert_cmpuint (pf_map_grid_count_empty (grid), ==, 0);
  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      {
        const PfPlacement *p = placement_at (map, grid, x, y);
        guint nx[2] = { x + 1, x }, ny[2] = { y, y + 1 };

        for (guint k = 0; k < 2; k++)
          {
            const PfPlacement *q;

            if (nx[k] >= map->width || ny[k] >= map->height)
              continue;
            q = placement_at (map, grid, nx[k], ny[k]);
            if (q == p || !forbidden (tileset, terrain_of (tileset, p), terrain_of (tileset, q)) ||
                (holds (kept, p) && holds (kept, q)))
              continue;
            if (!is_conflict (conflicts, x, y) && !is_conflict (conflicts, nx[k], ny[k]))
              g_error ("(%u, %u) and (%u, %u) break a forbid rule and neither is a conflict",
                       x, y, nx[k], ny[k]);
          }
      }
}

/* Tests */

/* A stamp replaces what lies under it: the placements it overlaps go, their
 * other cells are left empty, and every other cell keeps its placement. */
static void
test_stamp (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  g_autoptr(PfMap) map = generate (tileset, 20, 16, 3);
  g_autoptr(PfMap) before = pf_map_copy (map);
  g_autoptr(PfMapGrid) old_grid = fixture_grid_of (before, tileset);
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(GError) error = NULL;
  const PfPlacement *stamp;
  guint removed = 0, n_empty = 0, expected_empty = 0;
  guint l_shape, ridge;

  g_assert_nonnull (pf_tileset_find_shape (tileset, "l", &l_shape));
  g_assert_nonnull (pf_shape_find_variant (g_ptr_array_index (tileset->shapes, l_shape),
                                           "ridge", &ridge));
  g_assert_true (pf_map_stamp (map, tileset, "l", "ridge", 1, 5, 4, &removed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (removed, >, 0);
  g_assert_cmpuint (map->placements->len, ==, before->placements->len - removed + 1);

  stamp = &g_array_index (map->placements, PfPlacement, map->placements->len - 1);
  g_assert_cmpuint (stamp->shape, ==, l_shape);
  g_assert_cmpuint (stamp->variant, ==, ridge);
  g_assert_cmpuint (stamp->rotation, ==, 1);
  g_assert_cmpint (stamp->x, ==, 5);
  g_assert_cmpint (stamp->y, ==, 4);
  g_assert_true (stamp->locked);

  grid = fixture_grid_of (map, tileset);
  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      {
        const PfShape *l = g_ptr_array_index (tileset->shapes, l_shape);
        const PfPlacement *now = placement_at (map, grid, x, y);
        const PfPlacement *was = placement_at (before, old_grid, x, y);
        gboolean under = x >= 5 && y >= 4 && x < 5 + l->height && y < 4 + l->width &&
                         pf_shape_rotated_cell (l, 1, x - 5, y - 4);

        if (under)
          g_assert_true (now == stamp);
        else if (!holds (map, was))
          {
            /* A removed placement's other cell */
            g_assert_null (now);
            expected_empty++;
          }
        else
          g_assert_true (same_placement (now, was));
        n_empty += now == NULL;
      }
  g_assert_cmpuint (n_empty, ==, expected_empty);
  g_assert_cmpuint (n_empty, ==, pf_map_grid_count_empty (grid));
  g_assert_cmpuint (n_empty, >, 0);
}

/* A stamp the map cannot take changes nothing and says why. */
static void
test_stamp_refused (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  g_autoptr(PfMap) map = generate (tileset, 12, 10, 4);
  g_autoptr(PfMap) before = pf_map_copy (map);
  const struct
  {
    const char *shape;
    const char *variant;
    guint       rotation;
    gint        x;
    gint        y;
    const char *message;
  } cases[] = {
    { "hexagon", "grass", 0, 1, 1, "no shape “hexagon”" },
    { NULL, "grass", 0, 1, 1, "no shape “”" },
    { "single", "sand", 0, 1, 1, "no variant “sand”" },
    { "double", "path", 4, 1, 1, "0 to 3 quarter turns, not 4" },
    { "square", "pond", 1, 1, 1, "may not rotate" },
    { "single", "grass", 0, -1, 0, "leaves the 12 × 10 map" },
    { "single", "grass", 0, 0, -1, "leaves the 12 × 10 map" },
    { "triple", "log", 1, 10, 0, "leaves the 12 × 10 map" },
    { "triple", "log", 0, 0, 8, "leaves the 12 × 10 map" },
    { "single", "grass", 0, 12, 0, "leaves the 12 × 10 map" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      g_test_message ("case %u", i);
      g_assert_false (pf_map_stamp (map, tileset, cases[i].shape, cases[i].variant,
                                    cases[i].rotation, cases[i].x, cases[i].y, NULL, &error));
      g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s”, expected “%s”", i, error->message, cases[i].message);
      g_assert_true (pf_map_same_placements (map, before));
    }

  /* At the edges, a stamp fits. */
  g_assert_true (pf_map_stamp (map, tileset, "triple", "log", 1, 9, 9, NULL, NULL));
  g_assert_true (pf_map_stamp (map, tileset, "triple", "log", 0, 11, 0, NULL, NULL));
}

/* Erase removes every placement with a cell in the rectangle, locked or
 * not, and nothing else; a rectangle is clipped to the map. */
static void
test_erase (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  g_autoptr(PfMap) map = generate (tileset, 24, 18, 5);
  g_autoptr(PfMap) before = NULL;
  g_autoptr(PfMapGrid) old_grid = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(GError) error = NULL;
  PfMapRect rect = { 20, 14, 10, 10 };
  PfMapRect lock = { 0, 0, 24, 18 };
  guint erased = 0, removed = 0;

  g_assert_true (pf_map_set_locked (map, tileset, &lock, TRUE, NULL, &error));
  before = pf_map_copy (map);
  old_grid = fixture_grid_of (before, tileset);
  g_assert_true (pf_map_erase (map, tileset, &rect, &erased, &error));
  g_assert_no_error (error);
  grid = fixture_grid_of (map, tileset);

  for (guint i = 0; i < before->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (before->placements, PfPlacement, i);
      gboolean inside = FALSE;

      for (guint y = 0; y < map->height; y++)
        for (guint x = 0; x < map->width; x++)
          inside |= pf_map_grid_owner (old_grid, x, y) == i && x >= 20 && y >= 14;
      g_assert_cmpint (holds (map, p), ==, !inside);
      removed += inside;
    }
  g_assert_cmpuint (erased, ==, removed);
  g_assert_cmpuint (erased, >, 0);
  for (guint y = 14; y < 18; y++)
    for (guint x = 20; x < 24; x++)
      g_assert_cmpuint (pf_map_grid_owner (grid, x, y), ==, G_MAXUINT32);

  /* Nothing in the rectangle: no change, no error */
  g_assert_true (pf_map_erase (map, tileset, &rect, &erased, &error));
  g_assert_cmpuint (erased, ==, 0);
}

/* A rectangle with no cell on the map is refused. */
static void
test_rect_refused (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  g_autoptr(PfMap) map = generate (tileset, 8, 6, 6);
  g_autoptr(PfMap) before = pf_map_copy (map);
  const PfMapRect rects[] = {
    { 0, 0, 0, 3 }, { 0, 0, 3, 0 }, { 0, 0, -2, 3 }, { 8, 0, 2, 2 }, { 0, 6, 2, 2 },
    { -5, -5, 5, 5 }, { -5, 0, 5, 1 }, { G_MAXINT, G_MAXINT, G_MAXINT, G_MAXINT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rects); i++)
    {
      g_autoptr(GError) erase_error = NULL;
      g_autoptr(GError) lock_error = NULL;

      g_test_message ("rectangle %u", i);
      g_assert_false (pf_map_erase (map, tileset, &rects[i], NULL, &erase_error));
      g_assert_error (erase_error, PF_ERROR, PF_ERROR_INVALID);
      g_assert_false (pf_map_set_locked (map, tileset, &rects[i], TRUE, NULL, &lock_error));
      g_assert_error (lock_error, PF_ERROR, PF_ERROR_INVALID);
      g_assert_true (pf_map_same_placements (map, before));
    }
}

/* Lock and unlock flag exactly the placements with a cell in the rectangle. */
static void
test_lock (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  g_autoptr(PfMap) map = generate (tileset, 16, 12, 7);
  g_autoptr(PfMapGrid) grid = fixture_grid_of (map, tileset);
  g_autoptr(GError) error = NULL;
  PfMapRect lock = { 3, 2, 5, 4 }, unlock = { 5, 3, 1, 1 }, clipped = { 14, 10, 10, 10 };
  g_autofree gboolean *in_lock = g_new0 (gboolean, map->placements->len);
  guint changed = 0, expected = 0, locked = 0;
  guint32 owner;

  for (guint y = 2; y < 6; y++)
    for (guint x = 3; x < 8; x++)
      in_lock[pf_map_grid_owner (grid, x, y)] = TRUE;
  for (guint i = 0; i < map->placements->len; i++)
    expected += in_lock[i];

  g_assert_true (pf_map_set_locked (map, tileset, &lock, TRUE, &changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, expected);
  for (guint i = 0; i < map->placements->len; i++)
    g_assert_cmpint (g_array_index (map->placements, PfPlacement, i).locked, ==, in_lock[i]);

  /* Again: nothing changes */
  g_assert_true (pf_map_set_locked (map, tileset, &lock, TRUE, &changed, &error));
  g_assert_cmpuint (changed, ==, 0);

  owner = pf_map_grid_owner (grid, 5, 3);
  g_assert_true (pf_map_set_locked (map, tileset, &unlock, FALSE, &changed, &error));
  g_assert_cmpuint (changed, ==, 1);
  g_assert_false (g_array_index (map->placements, PfPlacement, owner).locked);
  for (guint i = 0; i < map->placements->len; i++)
    locked += g_array_index (map->placements, PfPlacement, i).locked;
  g_assert_cmpuint (locked, ==, expected - 1);

  /* A rectangle partly off the map locks what it holds on the map */
  g_assert_true (pf_map_set_locked (map, tileset, &clipped, TRUE, &changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, >, 0);
  g_assert_true (g_array_index (map->placements, PfPlacement,
                                pf_map_grid_owner (grid, 15, 11)).locked);
}

/* Three stamped set pieces, a locked strip and holes: a refill covers
 * every cell once, keeps every placement it found, honours the forbid
 * rules, and gives the same map for the same seed. */
static void
test_refill (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  g_autoptr(PfMap) map = generate (tileset, 48, 40, 8);
  g_autoptr(PfMap) before = NULL;
  g_autoptr(PfMap) again = NULL;
  g_autoptr(PfMap) other = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(GArray) conflicts = NULL;
  g_autoptr(GArray) conflicts_again = NULL;
  g_autoptr(GError) error = NULL;
  PfMapRefillOptions options = { .seed = 21 };
  PfMapRect river = { 0, 20, 48, 2 }, hole = { 30, 5, 9, 7 };

  g_assert_true (pf_map_stamp (map, tileset, "square", "pond", 0, 4, 4, NULL, &error));
  g_assert_true (pf_map_stamp (map, tileset, "l", "stream", 2, 40, 30, NULL, &error));
  g_assert_true (pf_map_stamp (map, tileset, "t", "grove", 3, 10, 30, NULL, &error));
  g_assert_true (pf_map_set_locked (map, tileset, &river, TRUE, NULL, &error));
  g_assert_true (pf_map_erase (map, tileset, &hole, NULL, &error));
  g_assert_no_error (error);
  grid = fixture_grid_of (map, tileset);
  g_assert_cmpuint (pf_map_grid_count_empty (grid), >, 63);
  before = pf_map_copy (map);
  again = pf_map_copy (map);

  g_assert_true (pf_map_refill (map, tileset, &options, &conflicts, &error));
  g_assert_no_error (error);
  assert_refilled (map, tileset, conflicts, before);
  /* The starter's singles name no forbidden terrain: never a conflict */
  g_assert_cmpuint (conflicts->len, ==, 0);
  /* Every placement kept, first and in order, and the new ones unlocked */
  for (guint i = 0; i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);

      if (i < before->placements->len)
        g_assert_true (same_placement (p, &g_array_index (before->placements, PfPlacement, i)));
      else
        g_assert_false (p->locked);
    }
  g_assert_cmpuint (map->placements->len, >, before->placements->len);

  /* The same seed, the same map; another seed, another */
  g_assert_true (pf_map_refill (again, tileset, &options, &conflicts_again, &error));
  g_assert_true (pf_map_same_placements (map, again));
  other = pf_map_copy (before);
  options.seed = 22;
  g_assert_true (pf_map_refill (other, tileset, &options, NULL, &error));
  g_assert_false (pf_map_same_placements (map, other));

  /* Nothing to fill: nothing changes */
  g_clear_pointer (&again, pf_map_free);
  again = pf_map_copy (map);
  g_assert_true (pf_map_refill (map, tileset, &options, NULL, &error));
  g_assert_true (pf_map_same_placements (map, again));
}

/* With "all", only the locked placements stay, in place; the rest is new. */
static void
test_refill_all (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  g_autoptr(PfMap) map = generate (tileset, 64, 48, 9);
  g_autoptr(PfMap) before = NULL;
  g_autoptr(PfMap) again = NULL;
  g_autoptr(GArray) conflicts = NULL;
  g_autoptr(GError) error = NULL;
  PfMapRefillOptions options = { .all = TRUE, .seed = 77 };
  PfMapRect region = { 16, 12, 16, 16 };
  guint n_locked = 0, n_same = 0;

  g_assert_true (pf_map_stamp (map, tileset, "corner", "bank", 1, 50, 2, NULL, &error));
  g_assert_true (pf_map_set_locked (map, tileset, &region, TRUE, NULL, &error));
  g_assert_no_error (error);
  before = pf_map_copy (map);
  again = pf_map_copy (map);

  g_assert_true (pf_map_refill (map, tileset, &options, &conflicts, &error));
  g_assert_no_error (error);
  assert_refilled (map, tileset, conflicts, before);
  for (guint i = 0; i < before->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (before->placements, PfPlacement, i);

      if (p->locked)
        {
          g_assert_true (same_placement (&g_array_index (map->placements, PfPlacement, n_locked),
                                         p));
          n_locked++;
        }
      else
        n_same += holds (map, p);
    }
  g_assert_cmpuint (n_locked, >, 16);
  for (guint i = n_locked; i < map->placements->len; i++)
    g_assert_false (g_array_index (map->placements, PfPlacement, i).locked);
  /* Unlocked placements were generated again: most of them moved */
  g_assert_cmpuint (n_same, <, (before->placements->len - n_locked) / 2);

  g_assert_true (pf_map_refill (again, tileset, &options, NULL, &error));
  g_assert_true (pf_map_same_placements (map, again));
}

/* A map generated again from another seed, or at another size, keeps the
 * locked placements that fit, first and in order, and fills the rest; with
 * none kept it is the generator's own map of that seed and mode. */
static void
test_regenerate (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  g_autoptr(PfMap) map = generate (tileset, 40, 30, 5);
  g_autoptr(PfMap) made = NULL;
  g_autoptr(PfMap) again = NULL;
  g_autoptr(PfMap) smaller = NULL;
  g_autoptr(PfMap) fresh = NULL;
  g_autoptr(GArray) conflicts = NULL;
  g_autoptr(GArray) small_conflicts = NULL;
  g_autoptr(GError) error = NULL;
  PfMapRefillOptions options = { .seed = 6 };
  PfMapgenOptions gen_options;
  PfPlacement near, far;

  g_assert_true (pf_map_stamp (map, tileset, "square", "pond", 0, 2, 3, NULL, &error));
  g_assert_true (pf_map_stamp (map, tileset, "corner", "bank", 1, 30, 20, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pf_map_count_locked (map), ==, 2);
  near = g_array_index (map->placements, PfPlacement, map->placements->len - 2);
  far = g_array_index (map->placements, PfPlacement, map->placements->len - 1);

  made = pf_map_regenerate (map, tileset, 40, 30, PF_MAP_MODE_PACKED, &options, &conflicts,
                            &error);
  g_assert_no_error (error);
  g_assert_cmpuint (made->seed, ==, 6);
  g_assert_cmpstr (made->id, ==, map->id);
  g_assert_true (same_placement (&g_array_index (made->placements, PfPlacement, 0), &near));
  g_assert_true (same_placement (&g_array_index (made->placements, PfPlacement, 1), &far));
  g_assert_cmpuint (pf_map_count_locked (made), ==, 2);
  assert_refilled (made, tileset, conflicts, map);
  g_assert_false (pf_map_same_placements (made, map));
  again = pf_map_regenerate (map, tileset, 40, 30, PF_MAP_MODE_PACKED, &options, NULL, &error);
  g_assert_true (pf_map_same_placements (made, again));

  /* At 20 x 15 the far stamp leaves the map: only the near one stays. */
  smaller = pf_map_regenerate (map, tileset, 20, 15, PF_MAP_MODE_PACKED, &options,
                               &small_conflicts, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (smaller->width, ==, 20);
  g_assert_cmpuint (pf_map_count_locked (smaller), ==, 1);
  g_assert_true (same_placement (&g_array_index (smaller->placements, PfPlacement, 0), &near));
  assert_refilled (smaller, tileset, small_conflicts, map);

  /* Nothing locked: the generator's map of that seed and mode. */
  pf_map_set_locked (map, tileset, &(PfMapRect) { 0, 0, 40, 30 }, FALSE, NULL, &error);
  g_clear_pointer (&made, pf_map_free);
  made = pf_map_regenerate (map, tileset, 24, 16, PF_MAP_MODE_CLASSIC, &options, NULL, &error);
  g_assert_no_error (error);
  pf_mapgen_options_init (&gen_options);
  gen_options.seed = 6;
  gen_options.mode = PF_MAP_MODE_CLASSIC;
  fresh = pf_mapgen_generate (tileset, 24, 16, &gen_options, &error);
  g_assert_no_error (error);
  g_assert_true (pf_map_same_placements (made, fresh));
  g_assert_cmpint (made->mode, ==, PF_MAP_MODE_CLASSIC);
}

/* A tile set whose one single is grass, next to locked water all round:
 * the hole gets the single anyway, reported as a conflict by its cell. */
static void
test_refill_conflict (void)
{
  g_autoptr(PfTileset) tileset = pf_tileset_new ("conflicts");
  g_autoptr(PfMap) map = pf_map_new ("ring");
  g_autoptr(PfMap) before = NULL;
  g_autoptr(GArray) conflicts = NULL;
  g_autoptr(GError) error = NULL;
  PfMapRefillOptions options = { .seed = 1 };
  PfForbid forbid = { FIXTURE_GRASS, FIXTURE_LAKE };
  PfShape *single, *bar;

  fixture_add_terrain (tileset, FIXTURE_GRASS, "Grass", 0x00ff00);
  fixture_add_terrain (tileset, FIXTURE_LAKE, "Lake", 0x0000ff);
  g_array_append_val (tileset->forbids, forbid);
  single = fixture_add_shape (tileset, "single", "#", 1, FALSE);
  fixture_add_variant (single, "grass", 0x00ff00, FIXTURE_GRASS);
  bar = fixture_add_shape (tileset, "bar", "##", 1, TRUE);
  fixture_add_variant (bar, "water", 0x0000ff, FIXTURE_LAKE);

  map->tileset = g_strdup ("conflicts");
  map->width = 3;
  map->height = 3;
  g_assert_true (pf_map_stamp (map, tileset, "bar", "water", 0, 0, 0, NULL, &error));
  g_assert_true (pf_map_stamp (map, tileset, "bar", "water", 1, 2, 0, NULL, &error));
  g_assert_true (pf_map_stamp (map, tileset, "bar", "water", 1, 0, 1, NULL, &error));
  g_assert_true (pf_map_stamp (map, tileset, "bar", "water", 0, 1, 2, NULL, &error));
  g_assert_no_error (error);
  before = pf_map_copy (map);

  g_assert_true (pf_map_refill (map, tileset, &options, &conflicts, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (conflicts->len, ==, 1);
  g_assert_cmpuint (g_array_index (conflicts, PfMapCell, 0).x, ==, 1);
  g_assert_cmpuint (g_array_index (conflicts, PfMapCell, 0).y, ==, 1);
  g_assert_cmpuint (map->placements->len, ==, 5);
  assert_refilled (map, tileset, conflicts, before);
  {
    g_autoptr(PfMapGrid) grid = fixture_grid_of (map, tileset);

    g_assert_cmpuint (pf_map_count_forbid_violations (grid, tileset), ==, 4);
  }
}

/* What the refill cannot do, it refuses whole. */
static void
test_refill_refused (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  g_autoptr(PfTileset) no_single = pf_tileset_new ("bars");
  g_autoptr(PfMap) map = generate (tileset, 10, 8, 10);
  g_autoptr(PfMap) bars = pf_map_new ("bars");
  g_autoptr(PfMap) before = NULL;
  g_autoptr(GError) error = NULL;
  PfMapRefillOptions options = { .seed = 1 };
  PfMapRect rect = { 2, 2, 3, 3 };
  PfShape *bar;

  /* Overlapping placements */
  g_array_append_vals (map->placements, map->placements->data, 1);
  g_assert_true (pf_map_erase (map, tileset, &rect, NULL, &error));
  before = pf_map_copy (map);
  g_assert_false (pf_map_refill (map, tileset, &options, NULL, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_SEMANTIC);
  g_assert_true (pf_map_same_placements (map, before));
  g_clear_error (&error);

  /* A tile set the generator cannot use: no single to fill holes with */
  fixture_add_terrain (no_single, 0, "Grass", 0x00ff00);
  bar = fixture_add_shape (no_single, "bar", "##", 1, TRUE);
  fixture_add_variant (bar, "v", 0x00ff00, 0);
  bars->tileset = g_strdup ("bars");
  bars->width = 3;
  bars->height = 1;
  g_assert_false (pf_map_refill (bars, no_single, &options, NULL, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_cmpuint (bars->placements->len, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map-edit/stamp", test_stamp);
  g_test_add_func ("/map-edit/stamp-refused", test_stamp_refused);
  g_test_add_func ("/map-edit/erase", test_erase);
  g_test_add_func ("/map-edit/rect-refused", test_rect_refused);
  g_test_add_func ("/map-edit/lock", test_lock);
  g_test_add_func ("/map-edit/refill", test_refill);
  g_test_add_func ("/map-edit/refill-all", test_refill_all);
  g_test_add_func ("/map-edit/refill-conflict", test_refill_conflict);
  g_test_add_func ("/map-edit/refill-refused", test_refill_refused);
  g_test_add_func ("/map-edit/regenerate", test_regenerate);
  return g_test_run ();
}

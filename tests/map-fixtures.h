/* map-fixtures.h: tile sets built in C for the map tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "pf-map-grid.h"
#include "pf-tileset.h"

enum
{
  FIXTURE_GRASS = 0,
  FIXTURE_LAKE = 1,
  FIXTURE_MOUNTAIN = 2,
  FIXTURE_FOREST = 3,
};

static inline void
fixture_add_terrain (PfTileset  *tileset,
                     int         id,
                     const char *name,
                     guint32     colour)
{
  PfTerrain terrain = { id, g_strdup (name), colour };

  g_array_append_val (tileset->terrains, terrain);
}

/* @rows: the matrix, rows separated by '/', '#' filled */
static inline PfShape *
fixture_shape (const char *id,
               const char *rows,
               double      weight,
               gboolean    rotate)
{
  g_auto(GStrv) lines = g_strsplit (rows, "/", -1);
  guint height = g_strv_length (lines), width = strlen (lines[0]);
  PfShape *shape = pf_shape_new (id, width, height);

  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      shape->cells[y * width + x] = lines[y][x] == '#';
  shape->weight = weight;
  shape->rotate = rotate;
  return shape;
}

static inline PfShape *
fixture_add_shape (PfTileset  *tileset,
                   const char *id,
                   const char *rows,
                   double      weight,
                   gboolean    rotate)
{
  PfShape *shape = fixture_shape (id, rows, weight, rotate);

  g_ptr_array_add (tileset->shapes, shape);
  return shape;
}

static inline void
fixture_add_variant (PfShape    *shape,
                     const char *id,
                     guint32     colour,
                     int         terrain)
{
  PfVariant *variant = pf_variant_new (id);

  variant->colour = colour;
  variant->terrain = terrain;
  g_ptr_array_add (shape->variants, variant);
}

/* The write-up's seven shapes, two variants each. Lakes may not touch
 * mountains; grass touches everything, and the Single has a grass variant. */
static inline PfTileset *
fixture_seed_tileset (void)
{
  static const struct
  {
    const char *id;
    const char *rows;
    double      weight;
    int         terrain_a;
    int         terrain_b;
  } shapes[] = {
    { "Single", "#",          1, FIXTURE_GRASS,    FIXTURE_FOREST },
    { "Double", "#/#",        2, FIXTURE_LAKE,     FIXTURE_GRASS },
    { "Triple", "#/#/#",      2, FIXTURE_MOUNTAIN, FIXTURE_FOREST },
    { "Square", "##/##",      2, FIXTURE_LAKE,     FIXTURE_FOREST },
    { "L",      "##/#./#.",   2, FIXTURE_MOUNTAIN, FIXTURE_GRASS },
    { "T",      "#./##/#.",   2, FIXTURE_FOREST,   FIXTURE_LAKE },
    { "Corner", "##/#.",      2, FIXTURE_GRASS,    FIXTURE_MOUNTAIN },
  };
  PfTileset *tileset = pf_tileset_new ("seed");
  PfForbid forbid = { FIXTURE_LAKE, FIXTURE_MOUNTAIN };

  fixture_add_terrain (tileset, FIXTURE_GRASS, "Grass", 0x7cb342);
  fixture_add_terrain (tileset, FIXTURE_LAKE, "Lake", 0x1e88e5);
  fixture_add_terrain (tileset, FIXTURE_MOUNTAIN, "Mountain", 0x8d6e63);
  fixture_add_terrain (tileset, FIXTURE_FOREST, "Forest", 0x2e7d32);
  g_array_append_val (tileset->forbids, forbid);

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      PfShape *shape = fixture_add_shape (tileset, shapes[i].id, shapes[i].rows,
                                          shapes[i].weight, TRUE);
      g_autofree char *a = g_strdup_printf ("%s-a", shapes[i].id);
      g_autofree char *b = g_strdup_printf ("%s-b", shapes[i].id);

      fixture_add_variant (shape, a, 0x304050 + i * 0x151515, shapes[i].terrain_a);
      fixture_add_variant (shape, b, 0xa08060 + i * 0x0b0d11, shapes[i].terrain_b);
    }
  return tileset;
}

/* Terrain of the variant of placement (shape, variant) */
static inline int
fixture_terrain (const PfTileset *tileset,
                 guint            shape,
                 guint            variant)
{
  const PfShape *s = g_ptr_array_index (tileset->shapes, shape);
  const PfVariant *v = g_ptr_array_index (s->variants, variant);

  return v->terrain;
}

/* The grid of @map, which must lie inside it and cover no cell twice. */
static inline PfMapGrid *
fixture_grid_of (const PfMap     *map,
                 const PfTileset *tileset)
{
  g_autoptr(GError) error = NULL;
  PfMapGrid *grid = pf_map_grid_from_map (map, tileset, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (grid);
  return grid;
}

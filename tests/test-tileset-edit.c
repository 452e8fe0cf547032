/* test-tileset-edit.c: a tile set's edit rules, each made and each refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include <math.h>
#include <string.h>

#include "map-fixtures.h"
#include "pf-error.h"
#include "pf-tileset-edit.h"

/* Auxiliary methods */

/* Everything an edit may change, as text, to compare before and after. */
static char *
describe (const PfTileset *tileset)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < tileset->terrains->len; i++)
    {
      const PfTerrain *terrain = &g_array_index (tileset->terrains, PfTerrain, i);

      g_string_append_printf (text, "terrain %d %s #%06x\n", terrain->id, terrain->name,
                              terrain->colour);
    }
  for (guint i = 0; i < tileset->forbids->len; i++)
    g_string_append_printf (text, "forbid %d %d\n",
                            g_array_index (tileset->forbids, PfForbid, i).a,
                            g_array_index (tileset->forbids, PfForbid, i).b);
  for (guint s = 0; s < tileset->shapes->len; s++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);

      g_string_append_printf (text, "shape %s %g %d %ux%u ", shape->id, shape->weight,
                              shape->rotate, shape->width, shape->height);
      for (guint c = 0; c < shape->width * shape->height; c++)
        g_string_append_c (text, shape->cells[c] ? '#' : '.');
      g_string_append_c (text, '\n');
      for (guint v = 0; v < shape->variants->len; v++)
        {
          const PfVariant *variant = g_ptr_array_index (shape->variants, v);

          g_string_append_printf (text, "  variant %s %s #%06x %d %s\n", variant->id,
                                  variant->name, variant->colour, variant->terrain,
                                  variant->image ? variant->image : "-");
        }
    }
  return g_string_free (text, FALSE);
}

/* Grass, lake and mountain; a single of grass and a bar of lake; lakes
 * never touch mountains. */
static PfTileset *
meadow (void)
{
  PfTileset *tileset = pf_tileset_new ("meadow");
  PfShape *single = fixture_add_shape (tileset, "single", "#", 1, TRUE);
  PfShape *bar = fixture_add_shape (tileset, "bar", "##", 1, TRUE);
  PfForbid forbid = { FIXTURE_LAKE, FIXTURE_MOUNTAIN };

  fixture_add_terrain (tileset, FIXTURE_GRASS, "Grass", 0x00ff00);
  fixture_add_terrain (tileset, FIXTURE_LAKE, "Lake", 0x0000ff);
  fixture_add_terrain (tileset, FIXTURE_MOUNTAIN, "Mountain", 0x888888);
  fixture_add_variant (single, "tuft", 0x00aa00, FIXTURE_GRASS);
  fixture_add_variant (bar, "pond", 0x0000aa, FIXTURE_LAKE);
  g_array_append_val (tileset->forbids, forbid);
  return tileset;
}

/* Refused with PF_ERROR_INVALID saying @fragment, the tile set unchanged. */
#define ASSERT_REFUSED(tileset, call, fragment)                                \
  G_STMT_START {                                                               \
    g_autofree char *before_ = describe (tileset);                             \
    g_autofree char *after_ = NULL;                                            \
    g_autoptr(GError) error_ = NULL;                                           \
    GError **error = &error_;                                                  \
    g_assert_false ((call) > 0);                                               \
    g_assert_error (error_, PF_ERROR, PF_ERROR_INVALID);                       \
    if (strstr (error_->message, fragment) == NULL)                            \
      g_error ("“%s” does not say “%s”", error_->message, fragment);           \
    after_ = describe (tileset);                                               \
    g_assert_cmpstr (after_, ==, before_);                                     \
  } G_STMT_END

/* Tests */

static void
test_shapes (void)
{
  g_autoptr(PfTileset) tileset = meadow ();
  g_autoptr(PfShape) matrix = NULL;
  g_autoptr(PfShape) resized = NULL;
  PfShape *shape;

  /* The palette's colour for a third shape is taken already. */
  fixture_add_variant (g_ptr_array_index (tileset->shapes, 1), "sand", 0xf8e45c, FIXTURE_GRASS);
  g_assert_cmpint (pf_tileset_add_shape (tileset, 1, NULL), ==, 1);
  shape = g_ptr_array_index (tileset->shapes, 1);
  g_assert_cmpstr (shape->id, ==, "shape");
  g_assert_cmpuint (shape->width, ==, 2);
  g_assert_cmpuint (shape->variants->len, ==, 1);
  g_assert_cmpint (((PfVariant *) g_ptr_array_index (shape->variants, 0))->terrain, ==,
                   FIXTURE_GRASS);
  g_assert_true (pf_tileset_check_usable (tileset, NULL));
  /* Its tile stands out: a colour no other variant has, nor a near one. */
  {
    guint32 fresh = ((PfVariant *) g_ptr_array_index (shape->variants, 0))->colour;

    for (guint s = 0; s < tileset->shapes->len; s++)
      {
        const PfShape *other_shape = g_ptr_array_index (tileset->shapes, s);

        for (guint v = 0; s != 1 && v < other_shape->variants->len; v++)
          {
            guint32 other = ((PfVariant *) g_ptr_array_index (other_shape->variants, v))->colour;
            int dr = (int) (fresh >> 16) - (int) (other >> 16);
            int dg = (int) ((fresh >> 8) & 0xff) - (int) ((other >> 8) & 0xff);
            int db = (int) (fresh & 0xff) - (int) (other & 0xff);

            g_assert_cmpint (abs (dr) + abs (dg) + abs (db), >, 60);
          }
      }
  }
  g_assert_cmpint (pf_tileset_add_shape (tileset, 99, NULL), ==, 3);
  g_assert_cmpstr (((PfShape *) g_ptr_array_index (tileset->shapes, 3))->id, ==, "shape-2");

  g_assert_cmpint (pf_tileset_duplicate_shape (tileset, 0, NULL), ==, 1);
  g_assert_cmpstr (((PfShape *) g_ptr_array_index (tileset->shapes, 1))->id, ==, "single-copy");
  g_assert_cmpint (pf_tileset_duplicate_shape (tileset, 0, NULL), ==, 1);
  g_assert_cmpstr (((PfShape *) g_ptr_array_index (tileset->shapes, 1))->id, ==,
                   "single-copy-2");
  ASSERT_REFUSED (tileset, pf_tileset_duplicate_shape (tileset, 9, error) + 1, "no shape 9");

  /* single, single-copy-2, single-copy, shape, bar, shape-2 */
  g_assert_true (pf_tileset_move_shape (tileset, 4, 0, NULL));
  g_assert_cmpstr (((PfShape *) g_ptr_array_index (tileset->shapes, 0))->id, ==, "bar");
  ASSERT_REFUSED (tileset, pf_tileset_move_shape (tileset, 0, 6, error), "no shape 6");
  g_assert_true (pf_tileset_delete_shape (tileset, 5, NULL));
  ASSERT_REFUSED (tileset, pf_tileset_delete_shape (tileset, 5, error), "no shape 5");

  g_assert_true (pf_tileset_set_shape_id (tileset, 1, "dot", NULL));
  g_assert_true (pf_tileset_set_shape_id (tileset, 1, "dot", NULL));
  ASSERT_REFUSED (tileset, pf_tileset_set_shape_id (tileset, 1, "bar", error),
                  "Another shape already has the id “bar”");
  ASSERT_REFUSED (tileset, pf_tileset_set_shape_id (tileset, 1, "two words", error),
                  "without spaces");
  ASSERT_REFUSED (tileset, pf_tileset_set_shape_id (tileset, 1, "", error), "1 to 200");

  g_assert_true (pf_tileset_set_shape_weight (tileset, 1, 2.5, NULL));
  g_assert_cmpfloat (((PfShape *) g_ptr_array_index (tileset->shapes, 1))->weight, ==, 2.5);
  ASSERT_REFUSED (tileset, pf_tileset_set_shape_weight (tileset, 1, -1, error),
                  "from 0 to 1000000");
  ASSERT_REFUSED (tileset, pf_tileset_set_shape_weight (tileset, 1, NAN, error),
                  "from 0 to 1000000");
  ASSERT_REFUSED (tileset, pf_tileset_set_shape_weight (tileset, 1, 2e6, error),
                  "from 0 to 1000000");
  g_assert_true (pf_tileset_set_shape_rotate (tileset, 1, FALSE, NULL));
  g_assert_false (((PfShape *) g_ptr_array_index (tileset->shapes, 1))->rotate);

  /* Matrices: valid ones are taken, invalid ones refused with the reason. */
  matrix = fixture_shape ("l", "#./##", 1, TRUE);
  g_assert_true (pf_tileset_set_shape_cells (tileset, 0, matrix, NULL));
  shape = g_ptr_array_index (tileset->shapes, 0);
  g_assert_cmpuint (shape->height, ==, 2);
  g_assert_cmpstr (shape->id, ==, "bar");
  resized = pf_shape_resized (matrix, 3, 2);
  g_assert_cmpuint (resized->width, ==, 3);
  g_assert_cmpmem (resized->cells, 6, "\1\0\0\1\1\0", 6);
  ASSERT_REFUSED (tileset, pf_tileset_set_shape_cells (tileset, 0, resized, error),
                  "column 3 has no filled cell");
  g_clear_pointer (&resized, pf_shape_free);
  resized = pf_shape_resized (matrix, 1, 2);
  g_assert_true (pf_tileset_set_shape_cells (tileset, 0, resized, NULL));
  g_clear_pointer (&matrix, pf_shape_free);
  matrix = fixture_shape ("gap", "#./.#", 1, TRUE);
  ASSERT_REFUSED (tileset, pf_tileset_set_shape_cells (tileset, 0, matrix, error),
                  "not connected");
  g_assert_null (pf_shape_resized (matrix, 0, 1));
  g_assert_null (pf_shape_resized (matrix, 1, PF_SHAPE_MAX_SIDE + 1));
  g_assert_true (pf_tileset_check_usable (tileset, NULL));
}

static void
test_variants (void)
{
  g_autoptr(PfTileset) tileset = meadow ();
  PfShape *bar = g_ptr_array_index (tileset->shapes, 1);
  PfVariant *variant;

  g_assert_cmpint (pf_tileset_add_variant (tileset, 1, NULL), ==, 1);
  variant = g_ptr_array_index (bar->variants, 1);
  g_assert_cmpstr (variant->id, ==, "variant-2");
  g_assert_cmpstr (variant->name, ==, "Tile 2");
  g_assert_cmpint (variant->terrain, ==, FIXTURE_GRASS);
  ASSERT_REFUSED (tileset, pf_tileset_add_variant (tileset, 2, error) + 1, "no shape 2");

  g_assert_true (pf_tileset_set_variant_name (tileset, 1, 1, "Reeds", NULL));
  g_assert_true (pf_tileset_set_variant_colour (tileset, 1, 1, 0x123456, NULL));
  g_assert_true (pf_tileset_set_variant_terrain (tileset, 1, 1, FIXTURE_LAKE, NULL));
  g_assert_true (pf_tileset_set_variant_image (tileset, 1, 1, "reeds.png", NULL));
  g_assert_cmpstr (variant->name, ==, "Reeds");
  g_assert_cmphex (variant->colour, ==, 0x123456);
  g_assert_cmpint (variant->terrain, ==, FIXTURE_LAKE);
  g_assert_cmpstr (variant->image, ==, "reeds.png");
  g_assert_true (pf_tileset_set_variant_image (tileset, 1, 1, NULL, NULL));
  g_assert_null (variant->image);
  ASSERT_REFUSED (tileset, pf_tileset_set_variant_terrain (tileset, 1, 1, 42, error),
                  "no terrain 42");
  /* A name tooltips and Tiled can show */
  ASSERT_REFUSED (tileset, pf_tileset_set_variant_name (tileset, 1, 1, "  ", error),
                  "needs a name");
  ASSERT_REFUSED (tileset, pf_tileset_set_variant_name (tileset, 1, 2, "x", error),
                  "Shape “bar” has no variant 2");
  ASSERT_REFUSED (tileset, pf_tileset_set_variant_colour (tileset, 3, 0, 1, error),
                  "no shape 3");

  g_assert_true (pf_tileset_delete_variant (tileset, 1, 0, NULL));
  g_assert_cmpstr (((PfVariant *) g_ptr_array_index (bar->variants, 0))->name, ==, "Reeds");
  /* A shape keeps at least one variant. */
  ASSERT_REFUSED (tileset, pf_tileset_delete_variant (tileset, 1, 0, error),
                  "at least one variant");
  ASSERT_REFUSED (tileset, pf_tileset_delete_variant (tileset, 1, 4, error), "no variant 4");
}

static void
test_terrains_and_rules (void)
{
  g_autoptr(PfTileset) tileset = meadow ();
  g_autoptr(PfTileset) bare = pf_tileset_new ("bare");
  int id;

  id = pf_tileset_add_terrain (tileset);
  g_assert_cmpint (id, ==, FIXTURE_MOUNTAIN + 1);
  g_assert_cmpstr (pf_tileset_find_terrain (tileset, id)->name, ==, "Terrain 3");
  g_assert_true (pf_tileset_rename_terrain (tileset, id, "Forest", NULL));
  g_assert_true (pf_tileset_set_terrain_colour (tileset, id, 0x225522, NULL));
  g_assert_cmpstr (pf_tileset_find_terrain (tileset, id)->name, ==, "Forest");
  ASSERT_REFUSED (tileset, pf_tileset_rename_terrain (tileset, 9, "x", error), "no terrain 9");
  ASSERT_REFUSED (tileset, pf_tileset_rename_terrain (tileset, id, "", error), "needs a name");

  /* Rules: both terrains must exist; a pair is kept apart once, either way. */
  g_assert_true (pf_tileset_add_forbid (tileset, id, FIXTURE_LAKE, NULL));
  ASSERT_REFUSED (tileset, pf_tileset_add_forbid (tileset, FIXTURE_LAKE, id, error),
                  "already kept apart");
  ASSERT_REFUSED (tileset, pf_tileset_add_forbid (tileset, FIXTURE_MOUNTAIN, FIXTURE_LAKE, error),
                  "already kept apart");
  ASSERT_REFUSED (tileset, pf_tileset_add_forbid (tileset, 7, FIXTURE_LAKE, error),
                  "no terrain 7");
  g_assert_cmpuint (tileset->forbids->len, ==, 2);

  /* A terrain in use is kept, and says who uses it. */
  ASSERT_REFUSED (tileset, pf_tileset_delete_terrain (tileset, FIXTURE_LAKE, error),
                  "Terrain “Lake” is still used by 1 variant: “pond” (bar)");
  /* One that is not goes, and its rules with it. */
  g_assert_true (pf_tileset_delete_terrain (tileset, id, NULL));
  g_assert_null (pf_tileset_find_terrain (tileset, id));
  g_assert_cmpuint (tileset->forbids->len, ==, 1);
  g_assert_true (pf_tileset_delete_terrain (tileset, FIXTURE_MOUNTAIN, NULL));
  g_assert_cmpuint (tileset->forbids->len, ==, 0);
  ASSERT_REFUSED (tileset, pf_tileset_delete_terrain (tileset, FIXTURE_MOUNTAIN, error),
                  "no terrain 2");
  ASSERT_REFUSED (tileset, pf_tileset_delete_forbid (tileset, 0, error), "no forbid rule 0");
  g_assert_true (pf_tileset_add_forbid (tileset, FIXTURE_GRASS, FIXTURE_GRASS, NULL));
  g_assert_true (pf_tileset_delete_forbid (tileset, 0, NULL));
  g_assert_true (pf_tileset_check_usable (tileset, NULL));

  /* Without a terrain there is nothing a tile could be of. */
  ASSERT_REFUSED (bare, pf_tileset_add_shape (bare, 0, error) + 1, "Add a terrain first");
  id = pf_tileset_add_terrain (bare);
  g_assert_cmpint (id, ==, 0);
  g_assert_cmpint (pf_tileset_add_shape (bare, 0, NULL), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tileset-edit/shapes", test_shapes);
  g_test_add_func ("/tileset-edit/variants", test_variants);
  g_test_add_func ("/tileset-edit/terrains-and-rules", test_terrains_and_rules);

  return g_test_run ();
}

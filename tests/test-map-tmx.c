/* test-map-tmx.c: Tiled export and map rendering
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "map-fixtures.h"
#include "pf-error.h"
#include "pf-map-render.h"
#include "pf-mapgen.h"
#include "pf-render-target.h"
#include "pf-tmx.h"

#define W 13
#define H 9

typedef struct
{
  char                *dir;
  char                *tmx;
  PfTileset           *tileset;
  PfMapgen            *gen;
  PfMapGrid           *grid;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  PfMapgenOptions options;

  f->dir = g_dir_make_tmp ("pf-tmx-XXXXXX", &error);
  g_assert_no_error (error);
  f->tmx = g_build_filename (f->dir, "island.tmx", NULL);
  f->tileset = fixture_seed_tileset ();
  f->gen = pf_mapgen_new (f->tileset, &error);
  g_assert_no_error (error);
  pf_mapgen_options_init (&options);
  options.seed = 31;
  f->grid = pf_mapgen_run (f->gen, W, H, &options, &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->tmx);
  pf_map_grid_free (f->grid);
  pf_mapgen_free (f->gen);
  pf_tileset_free (f->tileset);
}

static void
export (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  PfTmxOptions options = { .seed = 31, .mode = PF_MAP_MODE_PACKED };

  g_assert_true (pf_tmx_export (f->grid, f->tileset, pf_mapgen_get_orientations (f->gen),
                                &options, f->tmx, &error));
  g_assert_no_error (error);
}

static xmlNode *
child (xmlNode    *node,
       const char *name)
{
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    if (c->type == XML_ELEMENT_NODE && g_strcmp0 ((const char *) c->name, name) == 0)
      return c;
  return NULL;
}

static char *
attr (xmlNode    *node,
      const char *name)
{
  xmlChar *value = xmlGetProp (node, BAD_CAST name);
  char *copy = g_strdup ((const char *) value);

  xmlFree (value);
  return copy;
}

static guint
attr_uint (xmlNode    *node,
           const char *name)
{
  g_autofree char *value = attr (node, name);

  g_assert_nonnull (value);
  return (guint) g_ascii_strtoull (value, NULL, 10);
}

static char *
property_value (xmlNode    *node,
                const char *name)
{
  xmlNode *props = child (node, "properties");

  for (xmlNode *p = props ? props->children : NULL; p != NULL; p = p->next)
    {
      g_autofree char *n = NULL;

      if (p->type != XML_ELEMENT_NODE)
        continue;
      n = attr (p, "name");
      if (g_strcmp0 (n, name) == 0)
        return attr (p, "value");
    }
  return NULL;
}

static void
test_tmx_structure (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *tsx_path = NULL, *png_path = NULL, *tsx_source = NULL, *image_source = NULL;
  g_autofree char *tsx_in_dir = NULL, *png_in_dir = NULL;
  xmlChar *content;
  g_autofree char **tile_variant = NULL;
  g_auto(GStrv) gids = NULL;
  xmlDoc *doc, *tsx;
  xmlNode *root, *tileset, *layer, *data_node, *group, *tsx_root, *image;
  cairo_surface_t *surface;
  guint tilecount, n_objects = 0, n_gids = 0;

  export (f);
  pf_tmx_sibling_paths (f->tmx, &tsx_path, &png_path);
  g_assert_true (g_str_has_suffix (tsx_path, "island.tsx"));
  g_assert_true (g_str_has_suffix (png_path, "island-tiles.png"));

  /* The TSX and its image */
  tsx = xmlReadFile (tsx_path, NULL, XML_PARSE_NONET);
  g_assert_nonnull (tsx);
  tsx_root = xmlDocGetRootElement (tsx);
  g_assert_cmpstr ((const char *) tsx_root->name, ==, "tileset");
  g_assert_cmpuint (attr_uint (tsx_root, "tilewidth"), ==, 32);
  g_assert_cmpuint (attr_uint (tsx_root, "tileheight"), ==, 32);
  tilecount = attr_uint (tsx_root, "tilecount");
  g_assert_cmpuint (tilecount, >, 0);
  image = child (tsx_root, "image");
  image_source = attr (image, "source");
  g_assert_cmpstr (image_source, ==, "island-tiles.png");
  png_in_dir = g_build_filename (f->dir, image_source, NULL);
  surface = cairo_image_surface_create_from_png (png_in_dir);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, attr_uint (image, "width"));
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, attr_uint (image, "height"));
  g_assert_cmpuint (attr_uint (image, "width") / 32 * (attr_uint (image, "height") / 32), ==,
                    tilecount);
  cairo_surface_destroy (surface);

  tile_variant = g_new0 (char *, tilecount + 1);
  for (xmlNode *t = tsx_root->children; t != NULL; t = t->next)
    if (t->type == XML_ELEMENT_NODE && g_strcmp0 ((const char *) t->name, "tile") == 0)
      {
        guint id = attr_uint (t, "id");

        g_assert_cmpuint (id, <, tilecount);
        tile_variant[id] = property_value (t, "variant");
        g_assert_nonnull (tile_variant[id]);
      }

  /* The map */
  doc = xmlReadFile (f->tmx, NULL, XML_PARSE_NONET);
  g_assert_nonnull (doc);
  root = xmlDocGetRootElement (doc);
  g_assert_cmpstr ((const char *) root->name, ==, "map");
  {
    g_autofree char *orientation = attr (root, "orientation");

    g_assert_cmpstr (orientation, ==, "orthogonal");
  }
  g_assert_cmpuint (attr_uint (root, "width"), ==, W);
  g_assert_cmpuint (attr_uint (root, "height"), ==, H);
  tileset = child (root, "tileset");
  g_assert_cmpuint (attr_uint (tileset, "firstgid"), ==, 1);
  tsx_source = attr (tileset, "source");
  g_assert_cmpstr (tsx_source, ==, "island.tsx");
  tsx_in_dir = g_build_filename (f->dir, tsx_source, NULL);
  g_assert_true (g_file_test (tsx_in_dir, G_FILE_TEST_IS_REGULAR));

  /* One gid per cell, each naming the variant of the placement there */
  layer = child (root, "layer");
  g_assert_nonnull (layer);
  data_node = child (layer, "data");
  {
    g_autofree char *encoding = attr (data_node, "encoding");

    g_assert_cmpstr (encoding, ==, "csv");
  }
  content = xmlNodeGetContent (data_node);
  gids = g_strsplit_set ((const char *) content, ",\n", -1);
  for (guint i = 0; gids[i] != NULL; i++)
    {
      guint64 gid;
      guint32 owner;
      const PfGridPlacement *gp;
      const PfShape *shape;
      const PfVariant *variant;

      if (*g_strstrip (gids[i]) == '\0')
        continue;
      g_assert_true (g_ascii_string_to_unsigned (gids[i], 10, 1, tilecount, &gid, NULL));
      owner = pf_map_grid_owner (f->grid, n_gids % W, n_gids / W);
      gp = &f->grid->placements[owner];
      shape = g_ptr_array_index (f->tileset->shapes, gp->orient >> 2);
      variant = g_ptr_array_index (shape->variants, gp->variant);
      g_assert_cmpstr (tile_variant[gid - 1], ==, variant->id);
      n_gids++;
    }
  g_assert_cmpuint (n_gids, ==, W * H);

  /* One object per placement, with its shape, variant and rotation */
  group = child (root, "objectgroup");
  g_assert_nonnull (group);
  for (xmlNode *o = group->children; o != NULL; o = o->next)
    {
      const PfGridPlacement *gp;
      const PfShape *shape;
      g_autofree char *shape_id = NULL, *rotation = NULL, *variant = NULL;

      if (o->type != XML_ELEMENT_NODE)
        continue;
      gp = &f->grid->placements[n_objects++];
      shape = g_ptr_array_index (f->tileset->shapes, gp->orient >> 2);
      shape_id = property_value (o, "shape");
      variant = property_value (o, "variant");
      rotation = property_value (o, "rotation");
      g_assert_cmpstr (shape_id, ==, shape->id);
      g_assert_cmpstr (variant, ==,
                       ((PfVariant *) g_ptr_array_index (shape->variants, gp->variant))->id);
      g_assert_cmpuint (g_ascii_strtoull (rotation, NULL, 10), ==, gp->orient & 3);
      g_assert_cmpuint (attr_uint (o, "x"), ==, gp->pos % W * 32);
      g_assert_cmpuint (attr_uint (o, "y"), ==, gp->pos / W * 32);
      g_assert_nonnull (child (o, "polygon"));
    }
  g_assert_cmpuint (n_objects, ==, f->grid->n_placements);

  for (guint i = 0; i < tilecount; i++)
    g_free (tile_variant[i]);
  xmlFree (content);
  xmlFreeDoc (doc);
  xmlFreeDoc (tsx);
}

/* Tiled's own renderer draws the export, with each cell's variant colour */
static void
test_tmx_rasterizer (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *program = g_find_program_in_path ("tmxrasterizer");
  g_autofree char *out = NULL, *err = NULL, *runtime = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) env = NULL;
  cairo_surface_t *surface;
  const guint32 *pixels;
  int status = -1, stride;
  guint checked = 0;

  if (program == NULL)
    {
      g_test_skip ("tmxrasterizer (Debian package tiled) is not installed");
      return;
    }

  export (f);
  out = g_build_filename (f->dir, "raster.png", NULL);
  env = g_environ_setenv (g_get_environ (), "QT_QPA_PLATFORM", "offscreen", TRUE);
  runtime = g_build_filename (f->dir, "runtime", NULL);
  g_mkdir (runtime, 0700);
  env = g_environ_setenv (env, "XDG_RUNTIME_DIR", runtime, TRUE);

  /* Everything, then the tile layer alone: Tiled tints polygon objects, so
   * colours are compared without them */
  for (guint pass = 0; pass < 2; pass++)
    {
      const char *all[] = { program, f->tmx, out, NULL };
      const char *tiles[] = { program, "--hide-layer", "Placements", f->tmx, out, NULL };

      g_remove (out);
      g_clear_pointer (&err, g_free);
      g_assert_true (g_spawn_sync (NULL, (char **) (pass == 0 ? all : tiles), env,
                                   G_SPAWN_DEFAULT, NULL, NULL, NULL, &err, &status, &error));
      g_assert_no_error (error);
      if (!g_spawn_check_wait_status (status, NULL))
        g_test_message ("tmxrasterizer: %s", err);
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      g_assert_true (g_file_test (out, G_FILE_TEST_IS_REGULAR));
    }
  g_rmdir (runtime);

  surface = cairo_image_surface_create_from_png (out);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, W * 32);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, H * 32);
  pixels = (const guint32 *) (gconstpointer) cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface) / 4;

  /* The centre of every cell shows its variant's colour */
  for (guint y = 0; y < H; y++)
    for (guint x = 0; x < W; x++)
      {
        const PfGridPlacement *gp = &f->grid->placements[pf_map_grid_owner (f->grid, x, y)];
        const PfShape *shape = g_ptr_array_index (f->tileset->shapes, gp->orient >> 2);
        const PfVariant *variant = g_ptr_array_index (shape->variants, gp->variant);
        guint32 pixel = pixels[(y * 32 + 16) * stride + x * 32 + 16] & 0xffffff;

        for (guint c = 0; c < 3; c++)
          g_assert_cmpint (ABS ((int) ((pixel >> (8 * c)) & 0xff) -
                                (int) ((variant->colour >> (8 * c)) & 0xff)), <=, 2);
        checked++;
      }
  g_assert_cmpuint (checked, ==, W * H);
  cairo_surface_destroy (surface);
}

/* A ring has a hole, so its object is a rectangle */
static void
test_tmx_ring (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(PfTileset) tileset = pf_tileset_new ("rings");
  g_autoptr(PfMap) map = pf_map_new ("ring");
  g_autoptr(GError) error = NULL;
  PfShape *single = fixture_add_shape (tileset, "Single", "#", 1, TRUE);
  PfShape *ring = fixture_add_shape (tileset, "Ring", "###/#.#/###", 1, TRUE);
  PfPlacement placements[] = { { 1, 0, 0, 0, 0, 0 }, { 0, 0, 0, 1, 1, 0 } };
  xmlDoc *doc;
  xmlNode *group, *object;

  fixture_add_variant (single, "dot", 0x202020, 0);
  fixture_add_variant (ring, "wall", 0x808080, 0);
  map->width = 3;
  map->height = 3;
  g_array_append_vals (map->placements, placements, 2);
  g_assert_true (pf_tmx_export_map (map, tileset, NULL, f->tmx, &error));
  g_assert_no_error (error);

  doc = xmlReadFile (f->tmx, NULL, XML_PARSE_NONET);
  group = child (xmlDocGetRootElement (doc), "objectgroup");
  object = child (group, "object");
  g_assert_null (child (object, "polygon"));
  g_assert_cmpuint (attr_uint (object, "width"), ==, 96);
  g_assert_cmpuint (attr_uint (object, "height"), ==, 96);
  object = child (group, "object")->next;
  while (object->type != XML_ELEMENT_NODE)
    object = object->next;
  g_assert_nonnull (child (object, "polygon"));
  xmlFreeDoc (doc);
}

static void
test_tmx_errors (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *missing = g_build_filename (f->dir, "no", "such", "dir", "x.tmx", NULL);
  g_autoptr(PfMap) map = pf_map_new ("broken");
  PfTmxOptions options = { .tile_size = 1000 };

  g_assert_false (pf_tmx_export (f->grid, f->tileset, NULL, NULL, missing, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_clear_error (&error);

  g_assert_false (pf_tmx_export (f->grid, f->tileset, NULL, &options, f->tmx, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);

  /* A map with empty cells (a draft) is refused, saying how many, before
   * anything is written */
  map->width = 2;
  map->height = 2;
  g_assert_false (pf_tmx_export_map (map, f->tileset, NULL, f->tmx, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "The map has 4 empty cells: fill them before exporting");
  g_assert_false (g_file_test (f->tmx, G_FILE_TEST_EXISTS));
}

typedef struct
{
  const PfMap        *map;
  const PfTileset    *tileset;
  PfMapRenderOptions *options;
} RenderData;

static void
render (cairo_t  *cr,
        double    width,
        double    height,
        gpointer  user_data)
{
  RenderData *data = user_data;

  pf_map_render (cr, data->map, data->tileset, width, height, data->options);
}

/* Rendering at the natural size puts each cell's colour at its centre, and
 * picking finds the placement under a point */
static void
test_render (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(PfMap) map = pf_map_new ("m");
  g_autoptr(GError) error = NULL;
  g_autofree char *png = g_build_filename (f->dir, "map.png", NULL);
  PfMapRenderOptions options;
  RenderData rd = { map, f->tileset, &options };
  cairo_surface_t *surface;
  const guint32 *pixels;
  double size, ox, oy;
  int width, height, stride;

  pf_map_grid_to_map (f->grid, map);
  pf_map_render_options_init (&options);
  for (guint dark = 0; dark < 2; dark++)
    for (guint by = 0; by < 2; by++)
      {
        options.dark = dark;
        options.colour_by = by;
        pf_map_render_natural_size (map, &width, &height);
        g_assert_true (pf_render_to_png (png, width, height, render, &rd, &error));
        g_assert_no_error (error);

        pf_map_render_transform (map, width, height, &options, &size, &ox, &oy);
        g_assert_cmpfloat (size, ==, 32);
        surface = cairo_image_surface_create_from_png (png);
        pixels = (const guint32 *) (gconstpointer) cairo_image_surface_get_data (surface);
        stride = cairo_image_surface_get_stride (surface) / 4;
        for (guint i = 0; i < map->placements->len; i++)
          {
            const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
            const PfShape *shape = g_ptr_array_index (f->tileset->shapes, p->shape);
            const PfVariant *variant = g_ptr_array_index (shape->variants, p->variant);
            guint32 expected = variant->colour;
            guint cx, cy;

            if (by == PF_MAP_COLOUR_BY_TERRAIN)
              expected = pf_tileset_find_terrain (f->tileset, variant->terrain)->colour;
            /* A cell of the placement: its first filled cell of the top row */
            for (cx = 0; !pf_shape_rotated_cell (shape, p->rotation, cx, 0); cx++)
              ;
            cx += p->x;
            cy = p->y;
            g_assert_cmpuint (pixels[(int) (oy + cy * 32 + 16) * stride + (int) (ox + cx * 32 + 16)]
                              & 0xffffff, ==, expected);
            g_assert_cmpint (pf_map_render_pick (map, f->tileset, width, height, &options,
                                                 ox + cx * 32 + 16, oy + cy * 32 + 16), ==, i);
          }
        cairo_surface_destroy (surface);
      }

  g_assert_cmpint (pf_map_render_pick (map, f->tileset, width, height, &options, 1, 1), ==, -1);

  /* Zoomed out below 3 pixels a cell, the raster path draws the same colours */
  options.colour_by = PF_MAP_COLOUR_BY_VARIANT;
  options.zoom = 0.05;
  options.hovered = 0;
  g_assert_true (pf_render_to_png (png, width, height, render, &rd, &error));
  g_assert_no_error (error);

  /* A draft's empty cells are holes, the page's colour, in both paths: the
   * first placement taken out leaves its anchor cell empty. */
  {
    const PfPlacement *p = &g_array_index (map->placements, PfPlacement, 0);
    const PfShape *shape = g_ptr_array_index (f->tileset->shapes, p->shape);
    const PfVariant *variant = g_ptr_array_index (shape->variants, p->variant);
    guint cx, cy = p->y;

    for (cx = 0; !pf_shape_rotated_cell (shape, p->rotation, cx, 0); cx++)
      ;
    cx += p->x;
    options.dark = FALSE;
    options.hovered = -1;
    for (guint raster = 0; raster < 2; raster++)
      {
        options.zoom = raster ? 2.0 / 32 : 1.0;
        for (guint draft = 0; draft < 2; draft++)
          {
            guint32 shown;

            if (draft)
              g_array_remove_index (map->placements, 0);
            g_assert_true (pf_render_to_png (png, width, height, render, &rd, &error));
            g_assert_no_error (error);
            pf_map_render_transform (map, width, height, &options, &size, &ox, &oy);
            surface = cairo_image_surface_create_from_png (png);
            pixels = (const guint32 *) (gconstpointer) cairo_image_surface_get_data (surface);
            stride = cairo_image_surface_get_stride (surface) / 4;
            shown = pixels[(int) (oy + (cy + 0.5) * size) * stride + (int) (ox + (cx + 0.5) * size)];
            g_assert_cmphex (shown & 0xffffff, ==, draft ? 0xf6f5f4 : variant->colour);
            cairo_surface_destroy (surface);
            if (draft)
              pf_map_grid_to_map (f->grid, map);
          }
      }
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/map-tmx/structure", Fixture, NULL, fixture_setup, test_tmx_structure,
              fixture_teardown);
  g_test_add ("/map-tmx/tmxrasterizer", Fixture, NULL, fixture_setup, test_tmx_rasterizer,
              fixture_teardown);
  g_test_add ("/map-tmx/ring", Fixture, NULL, fixture_setup, test_tmx_ring, fixture_teardown);
  g_test_add ("/map-tmx/errors", Fixture, NULL, fixture_setup, test_tmx_errors,
              fixture_teardown);
  g_test_add ("/map-tmx/render", Fixture, NULL, fixture_setup, test_render, fixture_teardown);
  return g_test_run ();
}

/* test-map-tiled.c: TMX exports as Tiled users expect them: the atlas, the layer
 * formats, the Wang set, variant images, and Tiled's own conversion
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "map-fixtures.h"
#include "pf-error.h"
#include "pf-map-grid.h"
#include "pf-mapgen.h"
#include "pf-tmx.h"

#define W 17
#define H 11

typedef struct
{
  char      *dir;
  PfTileset *tileset;
  PfMapgen  *gen;
  PfMapGrid *grid;
} Fixture;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  PfMapgenOptions options;

  f->dir = g_dir_make_tmp ("pf-tiled-XXXXXX", &error);
  g_assert_no_error (error);
  f->tileset = fixture_seed_tileset ();
  f->gen = pf_mapgen_new (f->tileset, &error);
  g_assert_no_error (error);
  pf_mapgen_options_init (&options);
  options.seed = 7;
  f->grid = pf_mapgen_run (f->gen, W, H, &options, &error);
  g_assert_no_error (error);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  remove_tree (f->dir);
  g_free (f->dir);
  pf_map_grid_free (f->grid);
  pf_mapgen_free (f->gen);
  pf_tileset_free (f->tileset);
}

static char *
export (Fixture          *f,
        const char       *name,
        PfTmxLayerFormat  format,
        gboolean          no_objects)
{
  g_autoptr(GError) error = NULL;
  char *tmx = g_build_filename (f->dir, name, NULL);
  PfTmxOptions options = {
    .seed = 7, .mode = PF_MAP_MODE_PACKED, .layer_format = format, .no_objects = no_objects,
  };

  g_assert_true (pf_tmx_export (f->grid, f->tileset, pf_mapgen_get_orientations (f->gen),
                                &options, tmx, &error));
  g_assert_no_error (error);
  return tmx;
}

static xmlNode *
child (xmlNode    *node,
       const char *name)
{
  for (xmlNode *c = node ? node->children : NULL; c != NULL; c = c->next)
    if (c->type == XML_ELEMENT_NODE && strcmp ((const char *) c->name, name) == 0)
      return c;
  return NULL;
}

static guint
attr_uint (xmlNode    *node,
           const char *name)
{
  xmlChar *value = xmlGetProp (node, BAD_CAST name);
  guint result;

  g_assert_nonnull (value);
  result = g_ascii_strtoull ((const char *) value, NULL, 10);
  xmlFree (value);
  return result;
}

static gboolean
has_attr (xmlNode    *node,
          const char *name)
{
  return xmlHasProp (node, BAD_CAST name) != NULL;
}

static int
property_int (xmlNode    *node,
              const char *name)
{
  for (xmlNode *p = child (child (node, "properties"), "property"); p != NULL; p = p->next)
    {
      xmlChar *n, *v;
      int value;

      if (p->type != XML_ELEMENT_NODE)
        continue;
      n = xmlGetProp (p, BAD_CAST "name");
      if (strcmp ((const char *) n, name) != 0)
        {
          xmlFree (n);
          continue;
        }
      v = xmlGetProp (p, BAD_CAST "value");
      value = atoi ((const char *) v);
      xmlFree (n);
      xmlFree (v);
      return value;
    }
  g_assert_not_reached ();
}

/* The tile layer's global ids, in either format */
static GArray *
layer_gids (xmlNode *map)
{
  xmlNode *data = child (child (map, "layer"), "data");
  xmlChar *encoding = xmlGetProp (data, BAD_CAST "encoding");
  xmlChar *content = xmlNodeGetContent (data);
  GArray *gids = g_array_new (FALSE, FALSE, sizeof (guint32));

  if (strcmp ((const char *) encoding, "csv") == 0)
    {
      g_auto(GStrv) parts = g_strsplit_set ((const char *) content, ",\n", -1);

      for (guint i = 0; parts[i] != NULL; i++)
        if (*g_strstrip (parts[i]) != '\0')
          {
            guint32 gid = g_ascii_strtoull (parts[i], NULL, 10);

            g_array_append_val (gids, gid);
          }
    }
  else
    {
      g_autoptr(GZlibDecompressor) zlib = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB);
      g_autoptr(GError) error = NULL;
      gsize length = 0, read = 0, written = 0;
      g_autofree guchar *compressed = g_base64_decode (g_strstrip ((char *) content), &length);
      g_autofree guint32 *raw = g_new (guint32, W * H + 1);
      xmlChar *compression = xmlGetProp (data, BAD_CAST "compression");

      g_assert_cmpstr ((const char *) encoding, ==, "base64");
      g_assert_cmpstr ((const char *) compression, ==, "zlib");
      xmlFree (compression);
      g_assert_cmpint (g_converter_convert (G_CONVERTER (zlib), compressed, length, raw,
                                            sizeof (guint32) * (W * H + 1),
                                            G_CONVERTER_INPUT_AT_END, &read, &written, &error),
                       ==, G_CONVERTER_FINISHED);
      g_assert_no_error (error);
      g_assert_cmpuint (written, ==, sizeof (guint32) * W * H);
      for (guint i = 0; i < W * H; i++)
        {
          guint32 gid = GUINT32_FROM_LE (raw[i]);

          g_array_append_val (gids, gid);
        }
    }
  xmlFree (encoding);
  xmlFree (content);
  return gids;
}

static char *
tsx_path_of (const char *tmx)
{
  char *tsx = NULL;

  pf_tmx_sibling_paths (tmx, &tsx, NULL);
  return tsx;
}

/* Tests */

/* The TSX declares exactly the tiles its image holds, each with a Wang tile
 * of its terrain, and nothing claims to be written by Tiled. */
static void
test_atlas (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *tmx = export (f, "atlas.tmx", PF_TMX_LAYER_CSV, FALSE);
  g_autofree char *tsx = tsx_path_of (tmx);
  g_autofree char *png = NULL;
  g_autoptr(xmlDoc) doc = xmlReadFile (tsx, NULL, XML_PARSE_NONET);
  g_autoptr(xmlDoc) map = xmlReadFile (tmx, NULL, XML_PARSE_NONET);
  xmlNode *root = xmlDocGetRootElement (doc), *image = child (root, "image");
  xmlNode *wangset = child (child (root, "wangsets"), "wangset");
  g_autofree int *tile_terrain = NULL;
  cairo_surface_t *surface;
  guint tilecount = attr_uint (root, "tilecount"), columns = attr_uint (root, "columns");
  guint n_colours = 0, n_wang = 0, n_tiles = 0;

  g_assert_false (has_attr (root, "tiledversion"));
  g_assert_false (has_attr (xmlDocGetRootElement (map), "tiledversion"));

  pf_tmx_sibling_paths (tmx, NULL, &png);
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpuint (cairo_image_surface_get_width (surface), ==, columns * 32);
  g_assert_cmpuint ((cairo_image_surface_get_width (surface) / 32) *
                    (cairo_image_surface_get_height (surface) / 32), ==, tilecount);
  g_assert_cmpuint (attr_uint (image, "width"), ==, cairo_image_surface_get_width (surface));
  g_assert_cmpuint (attr_uint (image, "height"), ==, cairo_image_surface_get_height (surface));
  cairo_surface_destroy (surface);

  /* The seed tile set's 14 colour variants leave colour tiles to fill the last row */
  tile_terrain = g_new (int, tilecount);
  for (xmlNode *t = child (root, "tile"); t != NULL; t = t->next)
    if (t->type == XML_ELEMENT_NODE && strcmp ((const char *) t->name, "tile") == 0)
      {
        guint id = attr_uint (t, "id");

        g_assert_cmpuint (id, <, tilecount);
        tile_terrain[id] = property_int (t, "terrain");
        n_tiles++;
      }
  g_assert_cmpuint (n_tiles, ==, tilecount);

  g_assert_nonnull (wangset);
  for (xmlNode *c = wangset->children; c != NULL; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (strcmp ((const char *) c->name, "wangcolor") == 0)
        {
          g_assert_cmpint (property_int (c, "terrain"), ==,
                           g_array_index (f->tileset->terrains, PfTerrain, n_colours).id);
          n_colours++;
        }
      else if (strcmp ((const char *) c->name, "wangtile") == 0)
        {
          xmlChar *wangid = xmlGetProp (c, BAD_CAST "wangid");
          guint id = attr_uint (c, "tileid");
          guint colour = 0;
          g_autofree char *want = NULL;

          for (guint i = 0; i < f->tileset->terrains->len; i++)
            if (g_array_index (f->tileset->terrains, PfTerrain, i).id == tile_terrain[id])
              colour = i + 1;
          want = g_strdup_printf ("0,%u,0,%u,0,%u,0,%u", colour, colour, colour, colour);
          g_assert_cmpstr ((const char *) wangid, ==, want);
          xmlFree (wangid);
          n_wang++;
        }
    }
  g_assert_cmpuint (n_colours, ==, f->tileset->terrains->len);
  g_assert_cmpuint (n_wang, ==, tilecount);
}

/* base64-zlib holds the same tile ids as CSV; the objects can be left out */
static void
test_layer_formats (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *csv = export (f, "csv.tmx", PF_TMX_LAYER_CSV, FALSE);
  g_autofree char *zlib = export (f, "zlib.tmx", PF_TMX_LAYER_BASE64_ZLIB, TRUE);
  g_autoptr(xmlDoc) a = xmlReadFile (csv, NULL, XML_PARSE_NONET);
  g_autoptr(xmlDoc) b = xmlReadFile (zlib, NULL, XML_PARSE_NONET);
  g_autoptr(GArray) gids_a = layer_gids (xmlDocGetRootElement (a));
  g_autoptr(GArray) gids_b = layer_gids (xmlDocGetRootElement (b));

  g_assert_cmpuint (gids_a->len, ==, W * H);
  g_assert_cmpmem (gids_a->data, gids_a->len * 4, gids_b->data, gids_b->len * 4);
  g_assert_nonnull (child (xmlDocGetRootElement (a), "objectgroup"));
  g_assert_null (child (xmlDocGetRootElement (b), "objectgroup"));
  g_assert_cmpuint (attr_uint (xmlDocGetRootElement (b), "nextlayerid"), ==, 2);
  g_assert_cmpuint (attr_uint (xmlDocGetRootElement (b), "nextobjectid"), ==, 1);
}

/* A bar of two cells turned a quarter clockwise, whose image is red on the
 * left cell (with a green mark in its top-left corner) and blue on the
 * right: the top cell shows red, marked top-right; the bottom one blue. */
static void
test_variant_image (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(PfTileset) tileset = pf_tileset_new ("art");
  g_autoptr(PfMap) map = pf_map_new ("m");
  g_autoptr(GError) error = NULL;
  g_autofree char *image = g_build_filename (f->dir, "bar.png", NULL);
  g_autofree char *tmx = g_build_filename (f->dir, "art.tmx", NULL);
  g_autofree char *png = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GArray) gids = NULL;
  PfPlacement placements[] = {
    { 1, 0, 1, 0, 0, 0 }, { 0, 0, 0, 1, 0, 0 }, { 0, 0, 0, 1, 1, 0 },
  };
  PfTmxOptions options = { .tile_size = 20, .image_dir = f->dir };
  cairo_surface_t *surface;
  const guint32 *pixels;
  guint columns, stride;
  PfShape *bar;
  cairo_t *cr;

  fixture_add_terrain (tileset, 0, "Grass", 0x00ff00);
  fixture_add_variant (fixture_add_shape (tileset, "single", "#", 1, FALSE), "plain", 0x808080, 0);
  bar = fixture_add_shape (tileset, "bar", "##", 1, TRUE);
  fixture_add_variant (bar, "painted", 0x000000, 0);
  ((PfVariant *) g_ptr_array_index (bar->variants, 0))->image = g_strdup ("bar.png");

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 40, 20);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 0, 0);
  cairo_rectangle (cr, 0, 0, 20, 20);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 1);
  cairo_rectangle (cr, 20, 0, 20, 20);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 1, 0);
  cairo_rectangle (cr, 0, 0, 5, 5);
  cairo_fill (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, image), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);

  map->tileset = g_strdup ("art");
  map->width = 2;
  map->height = 2;
  g_array_append_vals (map->placements, placements, G_N_ELEMENTS (placements));
  g_assert_true (pf_tmx_export_map (map, tileset, &options, tmx, &error));
  g_assert_no_error (error);

  doc = xmlReadFile (tmx, NULL, XML_PARSE_NONET);
  gids = layer_gids (xmlDocGetRootElement (doc));
  pf_tmx_sibling_paths (tmx, NULL, &png);
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  pixels = (const guint32 *) (gconstpointer) cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface) / 4;
  columns = cairo_image_surface_get_width (surface) / 20;

#define TILE_PIXEL(gid, px, py) \
  (pixels[(((gid) - 1) / columns * 20 + (py)) * stride + ((gid) - 1) % columns * 20 + (px)] \
   & 0xffffff)
  /* cell (0, 0): red, the mark turned to the top-right corner */
  g_assert_cmphex (TILE_PIXEL (g_array_index (gids, guint32, 0), 10, 10), ==, 0xff0000);
  g_assert_cmphex (TILE_PIXEL (g_array_index (gids, guint32, 0), 17, 2), ==, 0x00ff00);
  g_assert_cmphex (TILE_PIXEL (g_array_index (gids, guint32, 0), 2, 2), ==, 0xff0000);
  /* cell (0, 1): blue */
  g_assert_cmphex (TILE_PIXEL (g_array_index (gids, guint32, 2), 10, 10), ==, 0x0000ff);
  /* cell (1, 0): the single in its colour */
  g_assert_cmphex (TILE_PIXEL (g_array_index (gids, guint32, 1), 10, 10), ==, 0x808080);
#undef TILE_PIXEL
  cairo_surface_destroy (surface);

  /* A missing image is an error naming it, and nothing is written */
  g_free (((PfVariant *) g_ptr_array_index (bar->variants, 0))->image);
  ((PfVariant *) g_ptr_array_index (bar->variants, 0))->image = g_strdup ("missing.png");
  g_clear_pointer (&tmx, g_free);
  tmx = g_build_filename (f->dir, "missing.tmx", NULL);
  g_assert_false (pf_tmx_export_map (map, tileset, &options, tmx, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "missing.png"));
  g_assert_nonnull (strstr (error->message, "painted"));
  g_assert_false (g_file_test (tmx, G_FILE_TEST_EXISTS));
}

/* Runs `tiled --embed-tilesets --export-map json` on @file (@tileset FALSE)
 * or `tiled --export-tileset json` (@tileset TRUE); returns the JSON root,
 * or NULL when the test is skipped. Tiled must say nothing at all. */
static JsonParser *
tiled_json (Fixture    *f,
            const char *file,
            gboolean    tileset)
{
  g_autofree char *program = g_find_program_in_path ("tiled");
  g_autofree char *json = g_strconcat (file, ".json", NULL);
  g_autofree char *runtime = g_build_filename (f->dir, "runtime", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) env = NULL;
  const char *map_argv[] = { NULL, "--embed-tilesets", "--export-map", "json", file, json, NULL };
  const char *tileset_argv[] = { NULL, "--export-tileset", "json", file, json, NULL };
  const char **argv = tileset ? tileset_argv : map_argv;
  JsonParser *parser;
  int status = -1;

  if (program == NULL)
    {
      g_test_skip ("tiled (Debian package tiled) is not installed: Tiled's own conversion of "
                   "the export is not checked");
      return NULL;
    }
  argv[0] = program;
  g_mkdir (runtime, 0700);
  env = g_environ_setenv (g_get_environ (), "QT_QPA_PLATFORM", "offscreen", TRUE);
  env = g_environ_setenv (env, "XDG_RUNTIME_DIR", runtime, TRUE);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               &err, &status, &error));
  g_assert_no_error (error);
  g_test_message ("tiled: status %d, stdout “%s”, stderr “%s”", status, out, err);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (g_strstrip (err), ==, "");
  g_assert_cmpstr (g_strstrip (out), ==, "");

  parser = json_parser_new ();
  json_parser_load_from_file (parser, json, &error);
  g_assert_no_error (error);
  return parser;
}

static JsonParser *
tiled_to_json (Fixture    *f,
               const char *tmx)
{
  return tiled_json (f, tmx, FALSE);
}

static JsonObject *
layer_named (JsonObject *map,
             const char *name)
{
  JsonArray *layers = json_object_get_array_member (map, "layers");

  for (guint i = 0; i < json_array_get_length (layers); i++)
    {
      JsonObject *layer = json_array_get_object_element (layers, i);

      if (g_strcmp0 (json_object_get_string_member (layer, "name"), name) == 0)
        return layer;
    }
  return NULL;
}

static const char *
json_property (JsonObject *object,
               const char *name)
{
  JsonArray *properties = json_object_get_array_member (object, "properties");
  static char text[32];

  for (guint i = 0; i < json_array_get_length (properties); i++)
    {
      JsonObject *p = json_array_get_object_element (properties, i);

      if (g_strcmp0 (json_object_get_string_member (p, "name"), name) != 0)
        continue;
      if (g_strcmp0 (json_object_get_string_member (p, "type"), "int") == 0)
        {
          g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT,
                      json_object_get_int_member (p, "value"));
          return text;
        }
      return json_object_get_string_member (p, "value");
    }
  return NULL;
}

/* Tiled converts both forms without a word, and the placements come back
 * with their shape, variant and rotation */
static void
test_tiled_export (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *csv = export (f, "tiled-csv.tmx", PF_TMX_LAYER_CSV, FALSE);
  g_autofree char *zlib = export (f, "tiled-zlib.tmx", PF_TMX_LAYER_BASE64_ZLIB, TRUE);
  g_autoptr(JsonParser) a = tiled_to_json (f, csv);
  g_autoptr(JsonParser) b = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GArray) gids = NULL;
  JsonObject *map, *tileset, *objects;
  JsonArray *data_a, *list, *wangsets;

  if (a == NULL)
    return;
  b = tiled_to_json (f, zlib);
  doc = xmlReadFile (csv, NULL, XML_PARSE_NONET);
  gids = layer_gids (xmlDocGetRootElement (doc));

  map = json_node_get_object (json_parser_get_root (a));
  g_assert_cmpint (json_object_get_int_member (map, "width"), ==, W);
  data_a = json_object_get_array_member (layer_named (map, "Terrain"), "data");
  g_assert_cmpuint (json_array_get_length (data_a), ==, W * H);
  for (guint i = 0; i < W * H; i++)
    g_assert_cmpint (json_array_get_int_element (data_a, i), ==, g_array_index (gids, guint32, i));

  tileset = json_array_get_object_element (json_object_get_array_member (map, "tilesets"), 0);
  wangsets = json_object_get_array_member (tileset, "wangsets");
  g_assert_cmpuint (json_array_get_length (wangsets), ==, 1);
  g_assert_cmpuint (json_array_get_length (
                      json_object_get_array_member (json_array_get_object_element (wangsets, 0),
                                                    "colors")), ==, f->tileset->terrains->len);
  g_assert_cmpint (json_object_get_int_member (tileset, "tilecount"), ==,
                   (json_object_get_int_member (tileset, "imagewidth") / 32) *
                   (json_object_get_int_member (tileset, "imageheight") / 32));

  objects = layer_named (map, "Placements");
  g_assert_nonnull (objects);
  list = json_object_get_array_member (objects, "objects");
  g_assert_cmpuint (json_array_get_length (list), ==, f->grid->n_placements);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *object = json_array_get_object_element (list, i);
      const PfGridPlacement *gp = &f->grid->placements[i];
      const PfShape *shape = g_ptr_array_index (f->tileset->shapes, gp->orient >> 2);
      const PfVariant *variant = g_ptr_array_index (shape->variants, gp->variant);
      char rotation[2] = { '0' + (gp->orient & 3), '\0' };

      g_assert_cmpstr (json_property (object, "shape"), ==, shape->id);
      g_assert_cmpstr (json_property (object, "variant"), ==, variant->id);
      g_assert_cmpstr (json_property (object, "rotation"), ==, rotation);
      g_assert_cmpint (json_object_get_int_member (object, "x"), ==, gp->pos % W * 32);
      g_assert_cmpint (json_object_get_int_member (object, "y"), ==, gp->pos / W * 32);
    }

  /* The compressed export keeps its encoding, and has no object layer */
  map = json_node_get_object (json_parser_get_root (b));
  g_assert_cmpstr (json_object_get_string_member (layer_named (map, "Terrain"), "compression"),
                   ==, "zlib");
  g_assert_null (layer_named (map, "Placements"));
}

/* Tiled reads the Wang set back as a designer needs it to go on painting
 * with the terrains: one corner set, a colour per terrain with its name,
 * colour and a tile of that terrain to show it by, and every tile marked
 * with its terrain's colour on all four corners. */
static void
test_wang_set_read_back (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *tmx = export (f, "wang.tmx", PF_TMX_LAYER_CSV, TRUE);
  g_autofree char *tsx = tsx_path_of (tmx);
  g_autoptr(JsonParser) parser = tiled_json (f, tsx, TRUE);
  g_autofree int *tile_colour = NULL;
  JsonObject *tileset, *wangset;
  JsonArray *colours, *wangtiles, *tiles;
  guint tilecount;

  if (parser == NULL)
    return;
  tileset = json_node_get_object (json_parser_get_root (parser));
  tilecount = json_object_get_int_member (tileset, "tilecount");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (tileset, "wangsets")),
                    ==, 1);
  wangset = json_array_get_object_element (json_object_get_array_member (tileset, "wangsets"),
                                           0);
  g_assert_cmpstr (json_object_get_string_member (wangset, "type"), ==, "corner");

  /* Each tile's colour, from its terrain property */
  tile_colour = g_new0 (int, tilecount);
  tiles = json_object_get_array_member (tileset, "tiles");
  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      JsonObject *tile = json_array_get_object_element (tiles, i);
      int terrain = atoi (json_property (tile, "terrain"));

      for (guint c = 0; c < f->tileset->terrains->len; c++)
        if (g_array_index (f->tileset->terrains, PfTerrain, c).id == terrain)
          tile_colour[json_object_get_int_member (tile, "id")] = c + 1;
    }

  colours = json_object_get_array_member (wangset, "colors");
  g_assert_cmpuint (json_array_get_length (colours), ==, f->tileset->terrains->len);
  for (guint c = 0; c < json_array_get_length (colours); c++)
    {
      JsonObject *colour = json_array_get_object_element (colours, c);
      const PfTerrain *terrain = &g_array_index (f->tileset->terrains, PfTerrain, c);
      g_autofree char *rgb = g_strdup_printf ("#%06x", terrain->colour);
      gint64 shown_by = json_object_get_int_member (colour, "tile");

      g_assert_cmpstr (json_object_get_string_member (colour, "name"), ==, terrain->name);
      g_assert_cmpstr (json_object_get_string_member (colour, "color"), ==, rgb);
      g_assert_cmpint (atoi (json_property (colour, "terrain")), ==, terrain->id);
      /* A terrain the map uses is shown by one of its tiles */
      if (shown_by >= 0)
        g_assert_cmpint (tile_colour[shown_by], ==, c + 1);
    }

  wangtiles = json_object_get_array_member (wangset, "wangtiles");
  for (guint i = 0; i < json_array_get_length (wangtiles); i++)
    {
      JsonObject *wangtile = json_array_get_object_element (wangtiles, i);
      JsonArray *wangid = json_object_get_array_member (wangtile, "wangid");
      gint64 id = json_object_get_int_member (wangtile, "tileid");

      g_assert_cmpuint (json_array_get_length (wangid), ==, 8);
      for (guint k = 0; k < 8; k++)
        g_assert_cmpint (json_array_get_int_element (wangid, k), ==,
                         k % 2 == 1 ? tile_colour[id] : 0);
      tile_colour[id] = 0;
    }
  /* Every tile with a terrain got its corners */
  for (guint t = 0; t < tilecount; t++)
    g_assert_cmpint (tile_colour[t], ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/map-tiled/atlas", Fixture, NULL, fixture_setup, test_atlas, fixture_teardown);
  g_test_add ("/map-tiled/layer-formats", Fixture, NULL, fixture_setup, test_layer_formats,
              fixture_teardown);
  g_test_add ("/map-tiled/variant-image", Fixture, NULL, fixture_setup, test_variant_image,
              fixture_teardown);
  g_test_add ("/map-tiled/tiled-export", Fixture, NULL, fixture_setup, test_tiled_export,
              fixture_teardown);
  g_test_add ("/map-tiled/wang-set-read-back", Fixture, NULL, fixture_setup,
              test_wang_set_read_back, fixture_teardown);
  return g_test_run ();
}

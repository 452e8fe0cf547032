/* pf-tmx.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <libxml/xmlwriter.h>

#include "pf-atomic-file.h"
#include "pf-error.h"
#include "pf-shape-rotation.h"
#include "pf-tmx-private.h"

/* The TMX format written: Tiled 1.8's, as Debian bookworm has it. No
 * "tiledversion": Tiled did not write these files. */
#define TMX_VERSION "1.8"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlTextWriter, xmlFreeTextWriter)

/* Marks @out as failed unless a write error already did; returns FALSE. */
static gboolean
write_failed (PfAtomicFile *out)
{
  pf_atomic_file_fail (out, "cannot write the file");
  return FALSE;
}

/* XML helpers: each returns FALSE on a write error */

static gboolean
property (xmlTextWriter *w,
          const char    *name,
          const char    *type,
          const char    *value)
{
  return xmlTextWriterStartElement (w, BAD_CAST "property") >= 0 &&
         xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST name) >= 0 &&
         (type == NULL || xmlTextWriterWriteAttribute (w, BAD_CAST "type", BAD_CAST type) >= 0) &&
         xmlTextWriterWriteAttribute (w, BAD_CAST "value", BAD_CAST value) >= 0 &&
         xmlTextWriterEndElement (w) >= 0;
}

static gboolean
int_property (xmlTextWriter *w,
              const char    *name,
              gint64         value)
{
  char text[32];

  g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, value);
  return property (w, name, "int", text);
}

static gboolean
attribute_uint (xmlTextWriter *w,
                const char    *name,
                guint64        value)
{
  return xmlTextWriterWriteFormatAttribute (w, BAD_CAST name, "%" G_GUINT64_FORMAT, value) >= 0;
}

static xmlTextWriter *
open_writer (PfAtomicFile *out)
{
  xmlTextWriter *w = xmlNewTextWriter (pf_atomic_file_xml_output (out));

  if (w == NULL)
    return NULL;
  xmlTextWriterSetIndent (w, 1);
  xmlTextWriterSetIndentString (w, BAD_CAST " ");
  if (xmlTextWriterStartDocument (w, NULL, "UTF-8", NULL) < 0)
    {
      xmlFreeTextWriter (w);
      return NULL;
    }
  return w;
}

static gboolean
close_writer (xmlTextWriter *w)
{
  gboolean ok = xmlTextWriterEndDocument (w) >= 0 && xmlTextWriterFlush (w) >= 0;

  xmlFreeTextWriter (w);
  return ok;
}

/* The TSX */

static gboolean
write_tile (xmlTextWriter    *w,
            const PfTmxAtlas *atlas,
            guint             id)
{
  const PfTmxTile *tile = &g_array_index (atlas->tiles, PfTmxTile, id);
  const PfShape *shape = g_ptr_array_index (atlas->tileset->shapes, tile->shape);
  const PfVariant *v = g_ptr_array_index (shape->variants,
                                          tile->variant - atlas->first_variant[tile->shape]);

  if (tile->kind == PF_TMX_TILE_BLANK)
    return TRUE;
  return xmlTextWriterStartElement (w, BAD_CAST "tile") >= 0 &&
         attribute_uint (w, "id", id) &&
         xmlTextWriterStartElement (w, BAD_CAST "properties") >= 0 &&
         int_property (w, "edges", tile->edges) &&
         (tile->kind != PF_TMX_TILE_IMAGE || int_property (w, "rotation", tile->rotation)) &&
         property (w, "shape", NULL, shape->id) &&
         int_property (w, "terrain", v->terrain) &&
         property (w, "variant", NULL, v->id) &&
         xmlTextWriterEndElement (w) >= 0 &&
         xmlTextWriterEndElement (w) >= 0;
}

/* The Wang colour (1-based) of @tile's variant's terrain, or 0 when it has
 * none: a blank tile, or a terrain the tile set does not define. */
static guint
tile_colour (const PfTmxAtlas *atlas,
             guint             tile_id)
{
  const PfTmxTile *tile = &g_array_index (atlas->tiles, PfTmxTile, tile_id);
  GArray *terrains = atlas->tileset->terrains;
  const PfShape *shape;
  const PfVariant *v;

  if (tile->kind == PF_TMX_TILE_BLANK)
    return 0;
  shape = g_ptr_array_index (atlas->tileset->shapes, tile->shape);
  v = g_ptr_array_index (shape->variants, tile->variant - atlas->first_variant[tile->shape]);
  for (guint i = 0; i < terrains->len; i++)
    if (g_array_index (terrains, PfTerrain, i).id == v->terrain)
      return i + 1;
  return 0;
}

/* The terrain kinds as one Wang set of Tiled's corner type, so that a
 * designer can go on painting with them in Tiled: a Wang colour per
 * terrain, shown by a tile of its own where the map has one, and every
 * tile marked by its corners. Each tile lies wholly on its variant's
 * terrain, so all four corners have that colour. */
static gboolean
write_wang_set (xmlTextWriter    *w,
                const PfTmxAtlas *atlas)
{
  GArray *terrains = atlas->tileset->terrains;
  g_autofree gint64 *shown_by = NULL;
  gboolean ok;

  if (terrains->len == 0)
    return TRUE;
  shown_by = g_new (gint64, terrains->len + 1);
  for (guint i = 0; i <= terrains->len; i++)
    shown_by[i] = -1;
  for (guint t = atlas->tiles->len; t > 0; t--)
    shown_by[tile_colour (atlas, t - 1)] = t - 1;

  ok = xmlTextWriterStartElement (w, BAD_CAST "wangsets") >= 0 &&
       xmlTextWriterStartElement (w, BAD_CAST "wangset") >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST "Terrains") >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "type", BAD_CAST "corner") >= 0 &&
       xmlTextWriterWriteFormatAttribute (w, BAD_CAST "tile", "%" G_GINT64_FORMAT,
                                          shown_by[1]) >= 0;
  for (guint i = 0; ok && i < terrains->len; i++)
    {
      const PfTerrain *terrain = &g_array_index (terrains, PfTerrain, i);
      g_autofree char *name = terrain->name && terrain->name[0]
                                ? g_strdup (terrain->name)
                                : g_strdup_printf ("Terrain %d", terrain->id);

      ok = xmlTextWriterStartElement (w, BAD_CAST "wangcolor") >= 0 &&
           xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST name) >= 0 &&
           xmlTextWriterWriteFormatAttribute (w, BAD_CAST "color", "#%06x",
                                              terrain->colour & 0xffffff) >= 0 &&
           xmlTextWriterWriteFormatAttribute (w, BAD_CAST "tile", "%" G_GINT64_FORMAT,
                                              shown_by[i + 1]) >= 0 &&
           xmlTextWriterWriteAttribute (w, BAD_CAST "probability", BAD_CAST "1") >= 0 &&
           xmlTextWriterStartElement (w, BAD_CAST "properties") >= 0 &&
           int_property (w, "terrain", terrain->id) &&
           xmlTextWriterEndElement (w) >= 0 &&
           xmlTextWriterEndElement (w) >= 0;
    }
  for (guint t = 0; ok && t < atlas->tiles->len; t++)
    {
      guint colour = tile_colour (atlas, t);

      if (colour == 0)
        continue;
      ok = xmlTextWriterStartElement (w, BAD_CAST "wangtile") >= 0 &&
           attribute_uint (w, "tileid", t) &&
           xmlTextWriterWriteFormatAttribute (w, BAD_CAST "wangid", "0,%u,0,%u,0,%u,0,%u",
                                              colour, colour, colour, colour) >= 0 &&
           xmlTextWriterEndElement (w) >= 0;
    }
  return ok && xmlTextWriterEndElement (w) >= 0 && xmlTextWriterEndElement (w) >= 0;
}

static gboolean
write_tsx (const PfTmxAtlas *atlas,
           PfAtomicFile     *out,
           const char       *image_name)
{
  const PfTileset *tileset = atlas->tileset;
  xmlTextWriter *w = open_writer (out);
  gboolean ok;

  if (w == NULL)
    return write_failed (out);

  ok = xmlTextWriterStartElement (w, BAD_CAST "tileset") >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "version", BAD_CAST TMX_VERSION) >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "name",
                                    BAD_CAST (tileset->id ? tileset->id : "tiles")) >= 0 &&
       attribute_uint (w, "tilewidth", atlas->tile_size) &&
       attribute_uint (w, "tileheight", atlas->tile_size) &&
       attribute_uint (w, "tilecount", atlas->tiles->len) &&
       attribute_uint (w, "columns", atlas->columns) &&
       xmlTextWriterStartElement (w, BAD_CAST "image") >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "source", BAD_CAST image_name) >= 0 &&
       attribute_uint (w, "width", atlas->columns * atlas->tile_size) &&
       attribute_uint (w, "height", atlas->rows * atlas->tile_size) &&
       xmlTextWriterEndElement (w) >= 0;
  for (guint t = 0; ok && t < atlas->tiles->len; t++)
    ok = write_tile (w, atlas, t);
  ok = ok && write_wang_set (w, atlas) && xmlTextWriterEndElement (w) >= 0;
  ok = close_writer (w) && ok;
  return ok || write_failed (out);
}

/* The outline of an orientation as polygon vertices (x, y pairs, in cells,
 * clockwise on screen), or NULL when it is not one simple loop */
static GArray *
outline_polygon (const PfShapeOrientation *o)
{
  guint vw = o->width + 1, n_edges = 0, count = 0, start = G_MAXUINT, v;
  g_autofree gint32 *next = g_new (gint32, (gsize) vw * (o->height + 1));
  GArray *points = g_array_new (FALSE, FALSE, sizeof (gint32));
  gint dx_prev = 0, dy_prev = 0;

  memset (next, 0xff, sizeof (gint32) * vw * (o->height + 1));
  for (guint k = 0; k < o->n_cells; k++)
    {
      guint x = o->cells[k].x, y = o->cells[k].y, e = o->cells[k].edges;
      guint from[4] = { y * vw + x, y * vw + x + 1, (y + 1) * vw + x + 1, (y + 1) * vw + x };
      guint bits[4] = { PF_SHAPE_EDGE_TOP, PF_SHAPE_EDGE_RIGHT, PF_SHAPE_EDGE_BOTTOM,
                        PF_SHAPE_EDGE_LEFT };

      for (guint i = 0; i < 4; i++)
        if (e & bits[i])
          {
            if (next[from[i]] >= 0)
              {
                /* Two loops meet at a corner */
                g_array_unref (points);
                return NULL;
              }
            next[from[i]] = from[(i + 1) % 4];
            n_edges++;
            start = MIN (start, from[i]);
          }
    }

  v = start;
  do
    {
      guint to = next[v];
      gint dx = (gint) (to % vw) - (gint) (v % vw), dy = (gint) (to / vw) - (gint) (v / vw);

      if (dx != dx_prev || dy != dy_prev)
        {
          gint32 xy[2] = { v % vw, v / vw };

          g_array_append_vals (points, xy, 2);
        }
      dx_prev = dx;
      dy_prev = dy;
      v = to;
      count++;
    }
  while (v != start && count <= n_edges);

  if (count != n_edges)
    {
      /* A hole: more than one loop */
      g_array_unref (points);
      return NULL;
    }
  return points;
}

static void
polygon_free (gpointer polygon)
{
  if (polygon != NULL)
    g_array_unref (polygon);
}

/* The TMX */

static gboolean
write_placements (xmlTextWriter             *w,
                  const PfMapGrid           *grid,
                  const PfTileset           *tileset,
                  const PfShapeOrientations *orientations,
                  const PfTmxOptions        *options,
                  guint                      tile_size)
{
  guint n = orientations->n_shapes * 4;
  g_autoptr(GPtrArray) polygons = g_ptr_array_new_full (n, polygon_free);
  g_autoptr(GString) points = g_string_new (NULL);
  gboolean ok = TRUE;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (polygons, outline_polygon (&orientations->items[i]));

  for (gsize p = 0; ok && p < grid->n_placements; p++)
    {
      const PfGridPlacement *gp = &grid->placements[p];
      const PfShapeOrientation *o = &orientations->items[gp->orient];
      const PfShape *shape = g_ptr_array_index (tileset->shapes, gp->orient >> 2);
      const PfVariant *v = g_ptr_array_index (shape->variants, gp->variant);
      GArray *polygon = g_ptr_array_index (polygons, gp->orient);
      guint x = gp->pos % grid->width, y = gp->pos / grid->width;

      ok = xmlTextWriterStartElement (w, BAD_CAST "object") >= 0 &&
           attribute_uint (w, "id", p + 1) &&
           xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST shape->id) >= 0 &&
           xmlTextWriterWriteAttribute (w, BAD_CAST "type", BAD_CAST "placement") >= 0 &&
           attribute_uint (w, "x", (guint64) x * tile_size) &&
           attribute_uint (w, "y", (guint64) y * tile_size);
      if (ok && polygon == NULL)
        ok = attribute_uint (w, "width", (guint64) o->width * tile_size) &&
             attribute_uint (w, "height", (guint64) o->height * tile_size);
      ok = ok && xmlTextWriterStartElement (w, BAD_CAST "properties") >= 0 &&
           property (w, "shape", NULL, shape->id) &&
           property (w, "variant", NULL, v->id) &&
           int_property (w, "rotation", gp->orient & 3) &&
           int_property (w, "terrain", v->terrain) &&
           (options->density == NULL || int_property (w, "density", options->density[p])) &&
           xmlTextWriterEndElement (w) >= 0;
      if (ok && polygon != NULL)
        {
          g_string_truncate (points, 0);
          for (guint k = 0; k + 1 < polygon->len; k += 2)
            g_string_append_printf (points, "%s%u,%u", k > 0 ? " " : "",
                                    g_array_index (polygon, gint32, k) * tile_size,
                                    g_array_index (polygon, gint32, k + 1) * tile_size);
          ok = xmlTextWriterStartElement (w, BAD_CAST "polygon") >= 0 &&
               xmlTextWriterWriteAttribute (w, BAD_CAST "points", BAD_CAST points->str) >= 0 &&
               xmlTextWriterEndElement (w) >= 0;
        }
      ok = ok && xmlTextWriterEndElement (w) >= 0;
    }
  return ok;
}

/* Appends a global tile id in decimal: the CSV layer of a large map holds
 * millions of them. */
static void
append_gid (GString *out,
            guint    gid)
{
  char digits[12];
  guint n = 0;

  do
    digits[n++] = '0' + gid % 10;
  while ((gid /= 10) > 0);
  while (n > 0)
    g_string_append_c (out, digits[--n]);
}

/* One line of global tile ids per row */
static gboolean
write_csv_data (xmlTextWriter    *w,
                const PfTmxAtlas *atlas,
                const PfMapGrid  *grid)
{
  g_autoptr(GString) row = g_string_new (NULL);
  gboolean ok = xmlTextWriterWriteAttribute (w, BAD_CAST "encoding", BAD_CAST "csv") >= 0 &&
                xmlTextWriterWriteRaw (w, BAD_CAST "\n") >= 0;

  for (guint y = 0; ok && y < grid->height; y++)
    {
      g_string_truncate (row, 0);
      for (guint x = 0; x < grid->width; x++)
        {
          append_gid (row, pf_tmx_atlas_cell_tile (atlas, grid, x, y) + 1);
          if (x + 1 < grid->width || y + 1 < grid->height)
            g_string_append_c (row, ',');
        }
      g_string_append_c (row, '\n');
      ok = xmlTextWriterWriteRaw (w, BAD_CAST row->str) >= 0;
    }
  return ok;
}

/* The global tile ids as little-endian 32-bit numbers, compressed with
 * zlib (GIO's compressor) and written in base64, row by row. */
static gboolean
write_zlib_data (xmlTextWriter    *w,
                 const PfTmxAtlas *atlas,
                 const PfMapGrid  *grid)
{
  g_autoptr(GZlibCompressor) zlib = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB, -1);
  g_autofree guint32 *row = g_new (guint32, grid->width);
  g_autoptr(GByteArray) compressed = g_byte_array_new ();
  g_autofree char *text = NULL;
  guint8 buffer[64 * 1024];
  gboolean ok = xmlTextWriterWriteAttribute (w, BAD_CAST "encoding", BAD_CAST "base64") >= 0 &&
                xmlTextWriterWriteAttribute (w, BAD_CAST "compression", BAD_CAST "zlib") >= 0;

  for (guint y = 0; ok && y < grid->height; y++)
    {
      const guint8 *in = (const guint8 *) row;
      gsize in_left = (gsize) grid->width * sizeof (guint32);
      GConverterFlags flags = y + 1 == grid->height ? G_CONVERTER_INPUT_AT_END
                                                     : G_CONVERTER_NO_FLAGS;
      GConverterResult result;

      for (guint x = 0; x < grid->width; x++)
        row[x] = GUINT32_TO_LE (pf_tmx_atlas_cell_tile (atlas, grid, x, y) + 1);
      do
        {
          gsize read = 0, written = 0;

          result = g_converter_convert (G_CONVERTER (zlib), in, in_left, buffer, sizeof buffer,
                                        flags, &read, &written, NULL);
          if (result == G_CONVERTER_ERROR)
            return FALSE;
          g_byte_array_append (compressed, buffer, written);
          in += read;
          in_left -= read;
        }
      while (in_left > 0 || (flags == G_CONVERTER_INPUT_AT_END && result != G_CONVERTER_FINISHED));
    }

  text = g_base64_encode (compressed->data, compressed->len);
  return ok && xmlTextWriterWriteRaw (w, BAD_CAST "\n") >= 0 &&
         xmlTextWriterWriteRaw (w, BAD_CAST text) >= 0 &&
         xmlTextWriterWriteRaw (w, BAD_CAST "\n") >= 0;
}

static gboolean
write_tmx (const PfTmxAtlas          *atlas,
           const PfMapGrid           *grid,
           const PfTmxOptions        *options,
           PfAtomicFile              *out,
           const char                *tsx_name)
{
  const PfTileset *tileset = atlas->tileset;
  guint tile_size = atlas->tile_size;
  xmlTextWriter *w = open_writer (out);
  gboolean objects = !options->no_objects;
  char seed[32];
  gboolean ok;

  if (w == NULL)
    return write_failed (out);

  g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, options->seed);
  ok = xmlTextWriterStartElement (w, BAD_CAST "map") >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "version", BAD_CAST TMX_VERSION) >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "orientation", BAD_CAST "orthogonal") >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "renderorder", BAD_CAST "right-down") >= 0 &&
       attribute_uint (w, "width", grid->width) &&
       attribute_uint (w, "height", grid->height) &&
       attribute_uint (w, "tilewidth", tile_size) &&
       attribute_uint (w, "tileheight", tile_size) &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "infinite", BAD_CAST "0") >= 0 &&
       attribute_uint (w, "nextlayerid", objects ? 3 : 2) &&
       attribute_uint (w, "nextobjectid", objects ? grid->n_placements + 1 : 1) &&
       xmlTextWriterStartElement (w, BAD_CAST "properties") >= 0 &&
       property (w, "mode", NULL, pf_map_mode_to_string (options->mode)) &&
       property (w, "seed", NULL, seed) &&
       property (w, "tileset", NULL, tileset->id ? tileset->id : "") &&
       xmlTextWriterEndElement (w) >= 0 &&
       xmlTextWriterStartElement (w, BAD_CAST "tileset") >= 0 &&
       attribute_uint (w, "firstgid", 1) &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "source", BAD_CAST tsx_name) >= 0 &&
       xmlTextWriterEndElement (w) >= 0 &&
       xmlTextWriterStartElement (w, BAD_CAST "layer") >= 0 &&
       attribute_uint (w, "id", 1) &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST "Terrain") >= 0 &&
       attribute_uint (w, "width", grid->width) &&
       attribute_uint (w, "height", grid->height) &&
       xmlTextWriterStartElement (w, BAD_CAST "data") >= 0 &&
       (options->layer_format == PF_TMX_LAYER_BASE64_ZLIB ? write_zlib_data (w, atlas, grid)
                                                          : write_csv_data (w, atlas, grid)) &&
       xmlTextWriterEndElement (w) >= 0 &&            /* data */
       xmlTextWriterEndElement (w) >= 0;              /* layer */

  if (ok && objects)
    ok = xmlTextWriterStartElement (w, BAD_CAST "objectgroup") >= 0 &&
         attribute_uint (w, "id", 2) &&
         xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST "Placements") >= 0 &&
         write_placements (w, grid, tileset, atlas->orientations, options, tile_size) &&
         xmlTextWriterEndElement (w) >= 0;            /* objectgroup */
  ok = ok && xmlTextWriterEndElement (w) >= 0;        /* map */
  ok = close_writer (w) && ok;
  return ok || write_failed (out);
}

/* Public API */

void
pf_tmx_sibling_paths (const char  *tmx_path,
                      char       **tsx_path,
                      char       **png_path)
{
  g_autofree char *base = NULL;

  if (g_str_has_suffix (tmx_path, ".tmx") && strlen (tmx_path) > 4)
    base = g_strndup (tmx_path, strlen (tmx_path) - 4);
  else
    base = g_strdup (tmx_path);
  if (tsx_path != NULL)
    *tsx_path = g_strconcat (base, ".tsx", NULL);
  if (png_path != NULL)
    *png_path = g_strconcat (base, "-tiles.png", NULL);
}

gboolean
pf_tmx_layer_format_from_string (const char       *text,
                                 PfTmxLayerFormat *format)
{
  if (g_strcmp0 (text, "csv") == 0)
    *format = PF_TMX_LAYER_CSV;
  else if (g_strcmp0 (text, "base64-zlib") == 0)
    *format = PF_TMX_LAYER_BASE64_ZLIB;
  else
    return FALSE;
  return TRUE;
}

gboolean
pf_tmx_export (const PfMapGrid           *grid,
               const PfTileset           *tileset,
               const PfShapeOrientations *orientations,
               const PfTmxOptions        *options,
               const char                *tmx_path,
               GError                   **error)
{
  g_autoptr(PfShapeOrientations) own = NULL;
  g_autoptr(PfTmxAtlas) atlas = NULL;
  g_autofree char *tsx_path = NULL, *png_path = NULL, *tsx_name = NULL, *png_name = NULL;
  PfTmxOptions defaults = { 0 };
  /* The tile image, the TSX and the TMX, committed together and in that
   * order, so a TMX never names files that were not written. */
  PfAtomicFile *files[3] = { NULL, };
  guint tile_size;
  gboolean ok;

  if (!pf_map_grid_check_exportable (grid, error))
    return FALSE;
  if (options == NULL)
    options = &defaults;
  tile_size = options->tile_size > 0 ? options->tile_size : PF_TMX_DEFAULT_TILE_SIZE;
  if (tile_size < 4 || tile_size > 256)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "tile size %u is out of range (4 to 256 pixels)", tile_size);
      return FALSE;
    }
  if (orientations == NULL)
    orientations = own = pf_shape_orientations_new (tileset);

  pf_tmx_sibling_paths (tmx_path, &tsx_path, &png_path);
  tsx_name = g_path_get_basename (tsx_path);
  png_name = g_path_get_basename (png_path);

  atlas = pf_tmx_atlas_new (grid, tileset, orientations, tile_size, options->image_dir, error);
  if (atlas == NULL)
    return FALSE;
  ok = (files[0] = pf_atomic_file_new (png_path, error)) != NULL &&
       (files[1] = pf_atomic_file_new (tsx_path, error)) != NULL &&
       (files[2] = pf_atomic_file_new (tmx_path, error)) != NULL;
  if (ok)
    {
      /* A failed part marks its file; the commit reports it and writes none. */
      if (pf_tmx_atlas_write_image (atlas, files[0]) &&
          write_tsx (atlas, files[1], png_name))
        write_tmx (atlas, grid, options, files[2], tsx_name);
      ok = pf_atomic_file_commit_all (files, G_N_ELEMENTS (files), error);
    }
  else
    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      pf_atomic_file_free (files[i]);
  return ok;
}

gboolean
pf_tmx_export_map (const PfMap         *map,
                   const PfTileset     *tileset,
                   const PfTmxOptions  *options,
                   const char          *tmx_path,
                   GError             **error)
{
  g_autoptr(PfShapeOrientations) orientations = pf_shape_orientations_new (tileset);
  g_autoptr(PfMapGrid) grid = NULL;
  PfTmxOptions own = { 0, };

  if (options != NULL)
    own = *options;
  own.seed = map->seed;
  own.mode = map->mode;
  grid = pf_map_grid_from_map (map, tileset, orientations, error);
  if (grid == NULL)
    return FALSE;
  return pf_tmx_export (grid, tileset, orientations, &own, tmx_path, error);
}

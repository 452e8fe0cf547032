/* pf-tmx.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include <string.h>

#include <cairo.h>
#include <libxml/xmlwriter.h>

#include "pf-atomic-file.h"
#include "pf-error.h"
#include "pf-render-target.h"
#include "pf-shape-rotation.h"
#include "pf-tmx.h"

/* The Tiled release whose format is written (Debian bookworm's) */
#define TMX_VERSION   "1.8"
#define TILED_VERSION "1.8.2"

#define TILE_COLUMNS 16

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlTextWriter, xmlFreeTextWriter)

/* The tiles in use: one per (variant, outline edges) */
typedef struct
{
  guint    *first_variant;   /* per shape: index of its first variant among all */
  guint    *variant_shape;   /* per variant: its shape */
  guint     n_variants;
  gint32   *tile_of;         /* n_variants * 16: tile id, or -1 when unused */
  guint32  *tiles;           /* per tile id: variant * 16 + edges */
  guint     n_tiles;
  guint8  **edges;           /* per orientation: edges of each matrix cell */
} Catalogue;

static void
catalogue_clear (Catalogue                 *cat,
                 const PfShapeOrientations *orientations)
{
  for (guint i = 0; cat->edges != NULL && i < orientations->n_shapes * 4; i++)
    g_free (cat->edges[i]);
  g_free (cat->edges);
  g_free (cat->first_variant);
  g_free (cat->variant_shape);
  g_free (cat->tile_of);
  g_free (cat->tiles);
}

static void
catalogue_init (Catalogue                 *cat,
                const PfMapGrid           *grid,
                const PfTileset           *tileset,
                const PfShapeOrientations *orientations)
{
  guint n_shapes = tileset->shapes->len;

  memset (cat, 0, sizeof *cat);
  cat->first_variant = g_new0 (guint, MAX (1, n_shapes));
  for (guint s = 0; s < n_shapes; s++)
    {
      cat->first_variant[s] = cat->n_variants;
      cat->n_variants += ((PfShape *) g_ptr_array_index (tileset->shapes, s))->variants->len;
    }
  cat->variant_shape = g_new0 (guint, MAX (1, cat->n_variants));
  for (guint s = 0; s < n_shapes; s++)
    for (guint v = cat->first_variant[s]; v < (s + 1 < n_shapes ? cat->first_variant[s + 1]
                                                                  : cat->n_variants); v++)
      cat->variant_shape[v] = s;

  cat->edges = g_new0 (guint8 *, MAX (1, n_shapes * 4));
  for (guint i = 0; i < n_shapes * 4; i++)
    {
      const PfShapeOrientation *o = &orientations->items[i];

      cat->edges[i] = g_new0 (guint8, MAX (1, (gsize) o->width * o->height));
      for (guint k = 0; k < o->n_cells; k++)
        cat->edges[i][(gsize) o->cells[k].y * o->width + o->cells[k].x] = o->cells[k].edges;
    }

  /* Mark what the map uses, then number it in order */
  cat->tile_of = g_new (gint32, (gsize) MAX (1, cat->n_variants) * 16);
  memset (cat->tile_of, 0xff, sizeof (gint32) * MAX (1, cat->n_variants) * 16);
  for (gsize p = 0; p < grid->n_placements; p++)
    {
      const PfGridPlacement *gp = &grid->placements[p];
      const PfShapeOrientation *o = &orientations->items[gp->orient];
      guint variant = cat->first_variant[gp->orient >> 2] + gp->variant;

      for (guint k = 0; k < o->n_cells; k++)
        cat->tile_of[variant * 16 + o->cells[k].edges] = 0;
    }
  cat->tiles = g_new0 (guint32, MAX (1, (gsize) cat->n_variants * 16));
  for (guint key = 0; key < cat->n_variants * 16; key++)
    if (cat->tile_of[key] == 0)
      {
        cat->tile_of[key] = cat->n_tiles;
        cat->tiles[cat->n_tiles++] = key;
      }
}

/* Marks @out as failed unless a write error already did; returns FALSE. */
static gboolean
write_failed (PfAtomicFile *out)
{
  pf_atomic_file_fail (out, "cannot write the file");
  return FALSE;
}

/* The tile image */

static gboolean
write_tile_image (const Catalogue  *cat,
                  const PfTileset  *tileset,
                  guint             tile_size,
                  PfAtomicFile     *out)
{
  guint columns = MIN (MAX (cat->n_tiles, 1), TILE_COLUMNS);
  guint rows = (MAX (cat->n_tiles, 1) + columns - 1) / columns;
  double band = MAX (1.0, tile_size / 12.0);
  cairo_surface_t *surface;
  gboolean ok;
  cairo_t *cr;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, columns * tile_size, rows * tile_size);
  cr = cairo_create (surface);
  for (guint t = 0; t < cat->n_tiles; t++)
    {
      guint variant = cat->tiles[t] / 16, edges = cat->tiles[t] % 16;
      const PfShape *shape = g_ptr_array_index (tileset->shapes, cat->variant_shape[variant]);
      const PfVariant *v = g_ptr_array_index (shape->variants,
                                              variant - cat->first_variant[cat->variant_shape[variant]]);
      double x = (t % columns) * tile_size, y = (t / columns) * tile_size;

      cairo_set_source_rgb (cr, ((v->colour >> 16) & 0xff) / 255.0,
                            ((v->colour >> 8) & 0xff) / 255.0, (v->colour & 0xff) / 255.0);
      cairo_rectangle (cr, x, y, tile_size, tile_size);
      cairo_fill (cr);

      cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 0.75);
      if (edges & PF_SHAPE_EDGE_TOP)
        cairo_rectangle (cr, x, y, tile_size, band);
      if (edges & PF_SHAPE_EDGE_RIGHT)
        cairo_rectangle (cr, x + tile_size - band, y, band, tile_size);
      if (edges & PF_SHAPE_EDGE_BOTTOM)
        cairo_rectangle (cr, x, y + tile_size - band, tile_size, band);
      if (edges & PF_SHAPE_EDGE_LEFT)
        cairo_rectangle (cr, x, y, band, tile_size);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
  ok = pf_render_write_png (surface, out);
  cairo_surface_destroy (surface);
  return ok;
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
write_tsx (const Catalogue  *cat,
           const PfTileset  *tileset,
           guint             tile_size,
           PfAtomicFile     *out,
           const char       *image_name)
{
  guint columns = MIN (MAX (cat->n_tiles, 1), TILE_COLUMNS);
  guint rows = (MAX (cat->n_tiles, 1) + columns - 1) / columns;
  xmlTextWriter *w = open_writer (out);
  gboolean ok;

  if (w == NULL)
    return write_failed (out);

  ok = xmlTextWriterStartElement (w, BAD_CAST "tileset") >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "version", BAD_CAST TMX_VERSION) >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "tiledversion", BAD_CAST TILED_VERSION) >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST (tileset->id ? tileset->id : "tiles")) >= 0 &&
       attribute_uint (w, "tilewidth", tile_size) &&
       attribute_uint (w, "tileheight", tile_size) &&
       attribute_uint (w, "tilecount", cat->n_tiles) &&
       attribute_uint (w, "columns", columns) &&
       xmlTextWriterStartElement (w, BAD_CAST "image") >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "source", BAD_CAST image_name) >= 0 &&
       attribute_uint (w, "width", columns * tile_size) &&
       attribute_uint (w, "height", rows * tile_size) &&
       xmlTextWriterEndElement (w) >= 0;

  for (guint t = 0; ok && t < cat->n_tiles; t++)
    {
      guint variant = cat->tiles[t] / 16, s = cat->variant_shape[variant];
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);
      const PfVariant *v = g_ptr_array_index (shape->variants, variant - cat->first_variant[s]);

      ok = xmlTextWriterStartElement (w, BAD_CAST "tile") >= 0 &&
           attribute_uint (w, "id", t) &&
           xmlTextWriterStartElement (w, BAD_CAST "properties") >= 0 &&
           property (w, "shape", NULL, shape->id) &&
           property (w, "variant", NULL, v->id) &&
           int_property (w, "terrain", v->terrain) &&
           int_property (w, "edges", cat->tiles[t] % 16) &&
           xmlTextWriterEndElement (w) >= 0 &&
           xmlTextWriterEndElement (w) >= 0;
    }
  ok = ok && xmlTextWriterEndElement (w) >= 0;
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

static gboolean
write_tmx (const Catalogue           *cat,
           const PfMapGrid           *grid,
           const PfTileset           *tileset,
           const PfShapeOrientations *orientations,
           const PfTmxOptions        *options,
           guint                      tile_size,
           PfAtomicFile              *out,
           const char                *tsx_name)
{
  g_autoptr(GString) row = g_string_new (NULL);
  xmlTextWriter *w = open_writer (out);
  char seed[32];
  gboolean ok;

  if (w == NULL)
    return write_failed (out);

  g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, options->seed);
  ok = xmlTextWriterStartElement (w, BAD_CAST "map") >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "version", BAD_CAST TMX_VERSION) >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "tiledversion", BAD_CAST TILED_VERSION) >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "orientation", BAD_CAST "orthogonal") >= 0 &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "renderorder", BAD_CAST "right-down") >= 0 &&
       attribute_uint (w, "width", grid->width) &&
       attribute_uint (w, "height", grid->height) &&
       attribute_uint (w, "tilewidth", tile_size) &&
       attribute_uint (w, "tileheight", tile_size) &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "infinite", BAD_CAST "0") >= 0 &&
       attribute_uint (w, "nextlayerid", 3) &&
       attribute_uint (w, "nextobjectid", grid->n_placements + 1) &&
       xmlTextWriterStartElement (w, BAD_CAST "properties") >= 0 &&
       property (w, "tileset", NULL, tileset->id ? tileset->id : "") &&
       property (w, "seed", NULL, seed) &&
       property (w, "mode", NULL, pf_map_mode_to_string (options->mode)) &&
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
       xmlTextWriterWriteAttribute (w, BAD_CAST "encoding", BAD_CAST "csv") >= 0 &&
       xmlTextWriterWriteRaw (w, BAD_CAST "\n") >= 0;

  /* One line of global tile ids per row */
  for (guint y = 0; ok && y < grid->height; y++)
    {
      g_string_truncate (row, 0);
      for (guint x = 0; x < grid->width; x++)
        {
          const PfGridPlacement *gp = &grid->placements[pf_map_grid_owner (grid, x, y)];
          const PfShapeOrientation *o = &orientations->items[gp->orient];
          guint px = gp->pos % grid->width, py = gp->pos / grid->width;
          guint edges = cat->edges[gp->orient][(gsize) (y - py) * o->width + (x - px)];
          guint variant = cat->first_variant[gp->orient >> 2] + gp->variant;

          g_string_append_printf (row, "%u", cat->tile_of[variant * 16 + edges] + 1);
          if (x + 1 < grid->width || y + 1 < grid->height)
            g_string_append_c (row, ',');
        }
      g_string_append_c (row, '\n');
      ok = xmlTextWriterWriteRaw (w, BAD_CAST row->str) >= 0;
    }

  ok = ok && xmlTextWriterEndElement (w) >= 0 &&      /* data */
       xmlTextWriterEndElement (w) >= 0 &&            /* layer */
       xmlTextWriterStartElement (w, BAD_CAST "objectgroup") >= 0 &&
       attribute_uint (w, "id", 2) &&
       xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST "Placements") >= 0 &&
       write_placements (w, grid, tileset, orientations, options, tile_size) &&
       xmlTextWriterEndElement (w) >= 0 &&            /* objectgroup */
       xmlTextWriterEndElement (w) >= 0;              /* map */
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
pf_tmx_export (const PfMapGrid           *grid,
               const PfTileset           *tileset,
               const PfShapeOrientations *orientations,
               const PfTmxOptions        *options,
               const char                *tmx_path,
               GError                   **error)
{
  g_autoptr(PfShapeOrientations) own = NULL;
  g_autofree char *tsx_path = NULL, *png_path = NULL, *tsx_name = NULL, *png_name = NULL;
  PfTmxOptions defaults = { 0 };
  /* The tile image, the TSX and the TMX, committed together and in that
   * order, so a TMX never names files that were not written. */
  PfAtomicFile *files[3] = { NULL, };
  Catalogue cat;
  guint tile_size;
  gboolean ok;

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

  catalogue_init (&cat, grid, tileset, orientations);
  if ((gsize) cat.n_tiles * tile_size * tile_size > 64 * 1024 * 1024)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "the tile image would need %u tiles of %u pixels; use smaller tiles",
                   cat.n_tiles, tile_size);
      catalogue_clear (&cat, orientations);
      return FALSE;
    }
  ok = (files[0] = pf_atomic_file_new (png_path, error)) != NULL &&
       (files[1] = pf_atomic_file_new (tsx_path, error)) != NULL &&
       (files[2] = pf_atomic_file_new (tmx_path, error)) != NULL;
  if (ok)
    {
      /* A failed part marks its file; the commit reports it and writes none. */
      if (write_tile_image (&cat, tileset, tile_size, files[0]) &&
          write_tsx (&cat, tileset, tile_size, files[1], png_name))
        write_tmx (&cat, grid, tileset, orientations, options, tile_size, files[2], tsx_name);
      ok = pf_atomic_file_commit_all (files, G_N_ELEMENTS (files), error);
    }
  else
    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      pf_atomic_file_free (files[i]);
  catalogue_clear (&cat, orientations);
  return ok;
}

gboolean
pf_tmx_export_map (const PfMap      *map,
                   const PfTileset  *tileset,
                   const char       *tmx_path,
                   GError          **error)
{
  g_autoptr(PfShapeOrientations) orientations = pf_shape_orientations_new (tileset);
  g_autoptr(PfMapGrid) grid = NULL;
  PfTmxOptions options = { .seed = map->seed, .mode = map->mode };

  grid = pf_map_grid_from_map (map, tileset, orientations, error);
  if (grid == NULL)
    return FALSE;
  return pf_tmx_export (grid, tileset, orientations, &options, tmx_path, error);
}

/* pf-tmx-atlas.c: the tiles of a TMX export and their image
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-render-target.h"
#include "pf-tmx-private.h"

/* The largest tile image, in pixels */
#define MAX_ATLAS_PIXELS (64 * 1024 * 1024)

static const PfVariant *
atlas_variant (const PfTmxAtlas *atlas,
               guint             variant)
{
  guint shape = atlas->variant_shape[variant];
  const PfShape *s = g_ptr_array_index (atlas->tileset->shapes, shape);

  return g_ptr_array_index (s->variants, variant - atlas->first_variant[shape]);
}

/* Loads the images of the variants that have one, from inside @image_dir. */
static gboolean
load_images (PfTmxAtlas  *atlas,
             const char  *image_dir,
             GError     **error)
{
  atlas->images = g_new0 (cairo_surface_t *, MAX (1, atlas->n_variants));
  for (guint v = 0; v < atlas->n_variants; v++)
    {
      const PfVariant *variant = atlas_variant (atlas, v);
      const PfShape *shape = g_ptr_array_index (atlas->tileset->shapes, atlas->variant_shape[v]);

      if (variant->image == NULL || variant->image[0] == '\0')
        continue;
      atlas->images[v] = pf_tmx_read_variant_image (variant->image, image_dir, error);
      if (atlas->images[v] == NULL)
        {
          g_prefix_error (error, _("The image of variant “%s” of shape “%s”: "), variant->id,
                          shape->id);
          return FALSE;
        }
    }
  return TRUE;
}

static guint64
tile_key (const PfTmxTile *tile)
{
  /* Colour tiles depend on the outline only; image tiles on the cell and turn. */
  if (tile->kind == PF_TMX_TILE_COLOUR)
    return (guint64) tile->variant << 36 | tile->edges;
  return (guint64) tile->variant << 36 | 1ull << 35 | (guint64) tile->rotation << 32 |
         tile->source;
}

static guint
add_tile (PfTmxAtlas      *atlas,
          GHashTable      *ids,
          const PfTmxTile *tile)
{
  guint64 key = tile_key (tile);
  gpointer found;

  if (g_hash_table_lookup_extended (ids, &key, NULL, &found))
    return GPOINTER_TO_UINT (found);
  g_array_append_vals (atlas->tiles, tile, 1);
  g_hash_table_insert (ids, g_memdup2 (&key, sizeof key), GUINT_TO_POINTER (atlas->tiles->len - 1));
  return atlas->tiles->len - 1;
}

/* Fills the last row with colour tiles the map does not use, then blanks. */
static void
fill_last_row (PfTmxAtlas *atlas,
               GHashTable *ids)
{
  guint n = atlas->tiles->len;

  atlas->columns = MIN (MAX (n, 1), PF_TMX_ATLAS_COLUMNS);
  for (guint v = 0; v < atlas->n_variants && atlas->tiles->len % atlas->columns != 0; v++)
    for (guint edges = 0; edges < 16 && atlas->tiles->len % atlas->columns != 0; edges++)
      {
        PfTmxTile tile = { PF_TMX_TILE_COLOUR, v, atlas->variant_shape[v], 0, 0, edges };
        guint64 key = tile_key (&tile);

        if (!g_hash_table_contains (ids, &key))
          add_tile (atlas, ids, &tile);
      }
  while (atlas->tiles->len % atlas->columns != 0)
    {
      PfTmxTile blank = { PF_TMX_TILE_BLANK, };

      g_array_append_val (atlas->tiles, blank);
    }
  atlas->rows = MAX (1u, atlas->tiles->len / atlas->columns);
}

PfTmxAtlas *
pf_tmx_atlas_new (const PfMapGrid           *grid,
                  const PfTileset           *tileset,
                  const PfShapeOrientations *orientations,
                  guint                      tile_size,
                  const char                *image_dir,
                  GError                   **error)
{
  g_autoptr(PfTmxAtlas) atlas = g_new0 (PfTmxAtlas, 1);
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autofree guint8 *used = NULL;
  guint n_shapes = tileset->shapes->len;

  atlas->tileset = tileset;
  atlas->orientations = orientations;
  atlas->tile_size = tile_size;
  atlas->tiles = g_array_new (FALSE, FALSE, sizeof (PfTmxTile));
  atlas->first_variant = g_new0 (guint, MAX (1, n_shapes));
  for (guint s = 0; s < n_shapes; s++)
    {
      atlas->first_variant[s] = atlas->n_variants;
      atlas->n_variants += ((PfShape *) g_ptr_array_index (tileset->shapes, s))->variants->len;
    }
  atlas->variant_shape = g_new0 (guint, MAX (1, atlas->n_variants));
  for (guint s = 0; s < n_shapes; s++)
    {
      guint n = ((PfShape *) g_ptr_array_index (tileset->shapes, s))->variants->len;

      for (guint v = 0; v < n; v++)
        atlas->variant_shape[atlas->first_variant[s] + v] = s;
    }
  atlas->cell_tiles = g_new0 (gint32 *, MAX (1, (gsize) atlas->n_variants * 4));
  if (!load_images (atlas, image_dir, error))
    return NULL;

  /* Which (variant, turn) pairs the map uses, then their tiles in that order */
  used = g_new0 (guint8, MAX (1, (gsize) atlas->n_variants * 4));
  for (gsize p = 0; p < grid->n_placements; p++)
    {
      const PfGridPlacement *gp = &grid->placements[p];

      used[(atlas->first_variant[gp->orient >> 2] + gp->variant) * 4 + (gp->orient & 3)] = 1;
    }
  for (guint v = 0; v < atlas->n_variants; v++)
    for (guint r = 0; r < 4; r++)
      {
        guint shape = atlas->variant_shape[v];
        const PfShapeOrientation *o = &orientations->items[shape * 4 + r];
        gint32 *cells;

        if (!used[v * 4 + r])
          continue;
        cells = g_new (gint32, MAX (1, (gsize) o->width * o->height));
        memset (cells, 0xff, sizeof (gint32) * MAX (1, (gsize) o->width * o->height));
        for (guint k = 0; k < o->n_cells; k++)
          {
            PfTmxTile tile = {
              atlas->images[v] != NULL ? PF_TMX_TILE_IMAGE : PF_TMX_TILE_COLOUR,
              v, shape, r, o->cells[k].source, o->cells[k].edges,
            };

            cells[(gsize) o->cells[k].y * o->width + o->cells[k].x] = add_tile (atlas, ids, &tile);
          }
        atlas->cell_tiles[v * 4 + r] = cells;
      }
  fill_last_row (atlas, ids);

  if ((gsize) atlas->tiles->len * tile_size * tile_size > MAX_ATLAS_PIXELS)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "the tile image would need %u tiles of %u pixels; use smaller tiles",
                   atlas->tiles->len, tile_size);
      return NULL;
    }
  return g_steal_pointer (&atlas);
}

void
pf_tmx_atlas_free (PfTmxAtlas *atlas)
{
  if (atlas == NULL)
    return;
  for (guint v = 0; atlas->images != NULL && v < atlas->n_variants; v++)
    g_clear_pointer (&atlas->images[v], cairo_surface_destroy);
  for (guint i = 0; atlas->cell_tiles != NULL && i < atlas->n_variants * 4; i++)
    g_free (atlas->cell_tiles[i]);
  g_free (atlas->cell_tiles);
  g_free (atlas->images);
  g_free (atlas->first_variant);
  g_free (atlas->variant_shape);
  if (atlas->tiles != NULL)
    g_array_unref (atlas->tiles);
  g_free (atlas);
}

guint
pf_tmx_atlas_cell_tile (const PfTmxAtlas *atlas,
                        const PfMapGrid  *grid,
                        guint             x,
                        guint             y)
{
  const PfGridPlacement *gp = &grid->placements[pf_map_grid_owner (grid, x, y)];
  const PfShapeOrientation *o = &atlas->orientations->items[gp->orient];
  guint variant = atlas->first_variant[gp->orient >> 2] + gp->variant;
  guint px = gp->pos % grid->width, py = gp->pos / grid->width;

  return atlas->cell_tiles[variant * 4 + (gp->orient & 3)][(gsize) (y - py) * o->width + (x - px)];
}

static void
draw_colour_tile (cairo_t         *cr,
                  const PfVariant *variant,
                  guint            edges,
                  double           size)
{
  double band = MAX (1.0, size / 12.0);

  cairo_set_source_rgb (cr, ((variant->colour >> 16) & 0xff) / 255.0,
                        ((variant->colour >> 8) & 0xff) / 255.0, (variant->colour & 0xff) / 255.0);
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_fill (cr);

  cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 0.75);
  if (edges & PF_SHAPE_EDGE_TOP)
    cairo_rectangle (cr, 0, 0, size, band);
  if (edges & PF_SHAPE_EDGE_RIGHT)
    cairo_rectangle (cr, size - band, 0, band, size);
  if (edges & PF_SHAPE_EDGE_BOTTOM)
    cairo_rectangle (cr, 0, size - band, size, band);
  if (edges & PF_SHAPE_EDGE_LEFT)
    cairo_rectangle (cr, 0, 0, band, size);
  cairo_fill (cr);
}

/* The variant's image covers its shape's own matrix; the tile shows the
 * part over cell @source, turned as the placement is. */
static void
draw_image_tile (cairo_t         *cr,
                 cairo_surface_t *image,
                 const PfShape   *shape,
                 const PfTmxTile *tile,
                 double           size)
{
  guint sx = tile->source % shape->width, sy = tile->source / shape->width;

  cairo_rectangle (cr, 0, 0, size, size);
  cairo_clip (cr);
  cairo_translate (cr, size / 2, size / 2);
  cairo_rotate (cr, tile->rotation * G_PI / 2);
  cairo_translate (cr, -(sx + 0.5) * size, -(sy + 0.5) * size);
  cairo_scale (cr, shape->width * size / cairo_image_surface_get_width (image),
               shape->height * size / cairo_image_surface_get_height (image));
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_paint (cr);
}

gboolean
pf_tmx_atlas_write_image (const PfTmxAtlas *atlas,
                          PfAtomicFile     *out)
{
  guint size = atlas->tile_size;
  cairo_surface_t *surface;
  gboolean ok;
  cairo_t *cr;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, atlas->columns * size,
                                        atlas->rows * size);
  cr = cairo_create (surface);
  for (guint t = 0; t < atlas->tiles->len; t++)
    {
      const PfTmxTile *tile = &g_array_index (atlas->tiles, PfTmxTile, t);
      const PfShape *shape;

      if (tile->kind == PF_TMX_TILE_BLANK)
        continue;
      shape = g_ptr_array_index (atlas->tileset->shapes, tile->shape);
      cairo_save (cr);
      cairo_translate (cr, (t % atlas->columns) * size, (t / atlas->columns) * size);
      if (tile->kind == PF_TMX_TILE_IMAGE)
        draw_image_tile (cr, atlas->images[tile->variant], shape, tile, size);
      else
        draw_colour_tile (cr, atlas_variant (atlas, tile->variant), tile->edges, size);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
  ok = pf_render_write_png (surface, out);
  cairo_surface_destroy (surface);
  return ok;
}

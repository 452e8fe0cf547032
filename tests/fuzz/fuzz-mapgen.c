/* fuzz-mapgen.c: any tile set through the map generator, its refill, its
 * statistics and the map renderer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is a tile set and a map as bytes: a flags byte (bit 0 packed
 * mode, bit 1 the dark palette, bits 2–4 the packed retries), the width and
 * height (1 + byte modulo 24), an 8-byte seed, the terrains (1 + byte
 * modulo 4), the forbid rules (a count modulo 4, then a pair of bytes each,
 * terrain ids modulo 5 so that some name none), then up to 8 shapes: a
 * header byte (width 1 + bits 0–1, height 1 + bits 2–3, rotate bit 4,
 * 1 + bits 5–6 variants), a weight byte (a sixteenth each), the matrix
 * (one bit per cell, row by row) and a terrain byte per variant (modulo 5
 * again). A tile set or a size the generator refuses must be refused with a
 * message; otherwise:
 *
 * - the map covers every cell exactly once, with the shapes' own rotated
 *   matrices, inside the map, unrotated where a shape may not turn;
 * - the same seed gives the same map;
 * - with every other placement taken away and the rest locked, a refill
 *   keeps those and covers the map again;
 * - the statistics count the cells and placements, and the map draws.
 */
#include "config.h"

#include <cairo.h>

#include "fuzz-target.h"
#include "pf-map-edit.h"
#include "pf-map-grid.h"
#include "pf-map-render.h"
#include "pf-map-stats.h"
#include "pf-mapgen.h"

#define MAX_SIDE   24
#define MAX_SHAPES 8

typedef struct
{
  const uint8_t *data;
  size_t         size;
  size_t         at;
} Input;

static guint
next_byte (Input *in)
{
  return in->at < in->size ? in->data[in->at++] : 0;
}

static gboolean
more (const Input *in)
{
  return in->at < in->size;
}

static PfTileset *
read_tileset (Input *in)
{
  PfTileset *tileset = pf_tileset_new ("t");
  guint n_terrains = 1 + next_byte (in) % 4;
  guint n_forbids = next_byte (in) % 4;

  for (guint i = 0; i < n_terrains; i++)
    {
      PfTerrain terrain = { (int) i, g_strdup_printf ("Terrain %u", i), 0x336699 * (i + 1) };

      g_array_append_val (tileset->terrains, terrain);
    }
  for (guint i = 0; i < n_forbids; i++)
    {
      PfForbid forbid = { (int) (next_byte (in) % 5), (int) (next_byte (in) % 5) };

      g_array_append_val (tileset->forbids, forbid);
    }
  for (guint s = 0; s < MAX_SHAPES && more (in); s++)
    {
      guint header = next_byte (in);
      guint width = 1 + (header & 3), height = 1 + ((header >> 2) & 3);
      g_autofree char *id = g_strdup_printf ("s%u", s);
      PfShape *shape = pf_shape_new (id, width, height);
      guint bits = 0, byte = 0;

      shape->rotate = (header & 0x10) != 0;
      shape->weight = next_byte (in) / 16.0;
      for (guint c = 0; c < width * height; c++, bits--)
        {
          if (bits == 0)
            {
              byte = next_byte (in);
              bits = 8;
            }
          shape->cells[c] = byte & 1;
          byte >>= 1;
        }
      for (guint v = 0; v < 1 + ((header >> 5) & 3); v++)
        {
          g_autofree char *variant_id = g_strdup_printf ("v%u", v);
          PfVariant *variant = pf_variant_new (variant_id);

          g_free (variant->name);
          variant->name = g_strdup (variant_id);
          variant->colour = 0x102030 * (v + 1);
          variant->terrain = (int) (next_byte (in) % 5);
          g_ptr_array_add (shape->variants, variant);
        }
      g_ptr_array_add (tileset->shapes, shape);
    }
  return tileset;
}

/* Each placement's rotated matrix lies in the map, and together they cover
 * every cell once. */
static void
check_cover (const PfMap     *map,
             const PfTileset *tileset)
{
  g_autofree guint8 *covered = g_new0 (guint8, (gsize) map->width * map->height);

  for (guint i = 0; i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
      const PfShape *shape;
      guint w, h;

      if (p->shape >= tileset->shapes->len)
        g_error ("placement %u names shape %u of %u", i, p->shape, tileset->shapes->len);
      shape = g_ptr_array_index (tileset->shapes, p->shape);
      if (p->variant >= shape->variants->len || p->rotation > 3 ||
          (!shape->rotate && p->rotation != 0))
        g_error ("placement %u: variant %u, rotation %u", i, p->variant, p->rotation);
      pf_shape_rotated_size (shape, p->rotation, &w, &h);
      if (p->x < 0 || p->y < 0 || p->x + w > map->width || p->y + h > map->height)
        g_error ("placement %u lies outside the map", i);
      for (guint y = 0; y < h; y++)
        for (guint x = 0; x < w; x++)
          if (pf_shape_rotated_cell (shape, p->rotation, x, y))
            {
              gsize cell = (gsize) (p->y + y) * map->width + p->x + x;

              if (covered[cell]++)
                g_error ("cell %u,%u is covered twice", p->x + x, p->y + y);
            }
    }
  for (gsize cell = 0; cell < (gsize) map->width * map->height; cell++)
    if (!covered[cell])
      g_error ("cell %zu is not covered", cell);
}

/* Every other placement taken away, the rest locked; a refill keeps them
 * and covers the map again. */
static void
check_refill (const PfMap     *map,
              const PfTileset *tileset,
              const PfMapgen  *gen,
              guint64          seed)
{
  g_autoptr(PfMap) draft = pf_map_new ("draft");
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(GArray) conflicts = g_array_new (FALSE, FALSE, sizeof (PfMapCell));
  g_autoptr(GError) error = NULL;
  PfMapgenOptions options;
  guint kept = 0;

  draft->width = map->width;
  draft->height = map->height;
  for (guint i = 0; i < map->placements->len; i += 2)
    {
      PfPlacement p = g_array_index (map->placements, PfPlacement, i);

      p.locked = TRUE;
      g_array_append_val (draft->placements, p);
      kept++;
    }
  grid = pf_map_grid_from_map (draft, tileset, pf_mapgen_get_orientations (gen), &error);
  if (grid == NULL)
    g_error ("a generated map's placements were refused: %s", error->message);
  pf_mapgen_options_init (&options);
  options.seed = seed ^ 1;
  if (!pf_mapgen_refill (gen, grid, &options, conflicts, &error))
    g_error ("refilling failed: %s", error->message);
  if (pf_map_grid_count_empty (grid) != 0)
    g_error ("a refill left %" G_GUINT64_FORMAT " cells empty", pf_map_grid_count_empty (grid));
  pf_map_grid_to_map (grid, draft);
  check_cover (draft, tileset);
  for (guint i = 0; i < kept; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, 2 * i);
      const PfPlacement *q = &g_array_index (draft->placements, PfPlacement, i);

      if (p->shape != q->shape || p->rotation != q->rotation || p->x != q->x || p->y != q->y)
        g_error ("a refill moved kept placement %u", i);
    }
}

static void
check_stats_and_draw (const PfMap     *map,
                      const PfTileset *tileset,
                      const PfMapgen  *gen,
                      guint            flags)
{
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(PfMapStats) stats = NULL;
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  PfMapRenderOptions options;

  grid = pf_map_grid_from_map (map, tileset, pf_mapgen_get_orientations (gen), &error);
  if (grid == NULL)
    g_error ("a generated map was refused: %s", error->message);
  stats = pf_map_stats_compute (grid, tileset, pf_mapgen_get_orientations (gen), map->seed);
  if (stats->n_cells != (guint64) map->width * map->height || stats->n_empty != 0 ||
      stats->n_placements != map->placements->len)
    g_error ("the statistics count %" G_GUINT64_FORMAT " cells and %" G_GUINT64_FORMAT
             " placements", stats->n_cells, stats->n_placements);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 120, 90);
  cr = cairo_create (surface);
  pf_map_render_options_init (&options);
  options.dark = (flags & 2) != 0;
  options.outlines = TRUE;
  pf_map_render (cr, map, tileset, 120, 90, &options);
  fuzz_finish_drawing (cr, surface);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  Input in = { data, size, 0 };
  guint flags = next_byte (&in);
  guint width = 1 + next_byte (&in) % MAX_SIDE;
  guint height = 1 + next_byte (&in) % MAX_SIDE;
  guint64 seed = 0;
  g_autoptr(PfTileset) tileset = NULL;
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(PfMap) map = NULL;
  g_autoptr(PfMap) again = NULL;
  g_autoptr(GError) error = NULL;
  PfMapgenOptions options;

  for (guint i = 0; i < 8; i++)
    seed = seed << 8 | next_byte (&in);
  tileset = read_tileset (&in);

  pf_mapgen_options_init (&options);
  options.mode = (flags & 1) ? PF_MAP_MODE_PACKED : PF_MAP_MODE_CLASSIC;
  options.retries = (flags >> 2) & 7;
  options.seed = seed;
  gen = pf_mapgen_new (tileset, &error);
  if (gen == NULL || !pf_mapgen_check_size (gen, width, height, options.mode, &error))
    {
      if (error == NULL || error->domain != PF_ERROR || error->message[0] == '\0')
        g_error ("a tile set or size was refused without a message");
      return 0;
    }
  map = pf_mapgen_generate (tileset, width, height, &options, &error);
  if (map == NULL)
    g_error ("a checked tile set and size did not generate: %s", error->message);
  check_cover (map, tileset);
  again = pf_mapgen_generate (tileset, width, height, &options, NULL);
  if (again == NULL || !pf_map_same_placements (map, again))
    g_error ("the same seed gave another map");
  check_refill (map, tileset, gen, seed);
  check_stats_and_draw (map, tileset, gen, flags);
  return 0;
}

/* pf-map-stats.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The repetition measure hashes every k x k window in two passes (rows of k
 * pieces, then k of those row hashes), packs the top bits of each hash with
 * the window's position into one 64-bit key, radix-sorts the keys and
 * checks runs of equal hashes cell by cell. Existence of a repeat is
 * monotonic in k (two equal windows contain two equal smaller ones), so the
 * largest k is found by bisection.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include <string.h>

#include "pf-map-stats.h"

/* Auxiliary methods */

typedef struct
{
  const PfMapGrid           *grid;
  const PfShapeOrientations *orientations;
  guint32                  **source;   /* per orientation: source index of each matrix cell */
} Pieces;

static void
pieces_init (Pieces                    *pieces,
             const PfMapGrid           *grid,
             const PfShapeOrientations *orientations)
{
  guint n = orientations->n_shapes * 4;

  pieces->grid = grid;
  pieces->orientations = orientations;
  pieces->source = g_new0 (guint32 *, MAX (1, n));
  for (guint i = 0; i < n; i++)
    {
      const PfShapeOrientation *o = &orientations->items[i];

      pieces->source[i] = g_new0 (guint32, MAX (1, (gsize) o->width * o->height));
      for (guint k = 0; k < o->n_cells; k++)
        pieces->source[i][(gsize) o->cells[k].y * o->width + o->cells[k].x] = o->cells[k].source;
    }
}

static void
pieces_clear (Pieces *pieces)
{
  for (guint i = 0; i < pieces->orientations->n_shapes * 4; i++)
    g_free (pieces->source[i]);
  g_free (pieces->source);
}

/* What cell (@x, @y) shows: orientation, variant and source cell */
static inline guint64
piece_at (const Pieces *pieces,
          guint         x,
          guint         y)
{
  const PfMapGrid *grid = pieces->grid;
  const PfGridPlacement *gp = &grid->placements[pf_map_grid_owner (grid, x, y)];
  const PfShapeOrientation *o = &pieces->orientations->items[gp->orient];
  guint px = gp->pos % grid->width, py = gp->pos / grid->width;
  guint32 source = pieces->source[gp->orient][(gsize) (y - py) * o->width + (x - px)];

  return ((guint64) gp->orient << 48) | ((guint64) gp->variant << 32) | source;
}

static inline guint64
mix64 (guint64 z)
{
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static gboolean
windows_equal (const Pieces *pieces,
               guint         k,
               guint         a,
               guint         b)
{
  guint width = pieces->grid->width;
  guint ax = a % width, ay = a / width, bx = b % width, by = b / width;

  for (guint dy = 0; dy < k; dy++)
    for (guint dx = 0; dx < k; dx++)
      if (piece_at (pieces, ax + dx, ay + dy) != piece_at (pieces, bx + dx, by + dy))
        return FALSE;
  return TRUE;
}

static void
radix_sort (guint64 *keys,
            guint64 *scratch,
            gsize    n)
{
  g_autofree gsize *counts = g_new (gsize, 1 << 16);

  for (guint shift = 0; shift < 64; shift += 16)
    {
      gsize total = 0;

      memset (counts, 0, sizeof (gsize) << 16);
      for (gsize i = 0; i < n; i++)
        counts[(keys[i] >> shift) & 0xffff]++;
      for (guint d = 0; d < 1 << 16; d++)
        {
          gsize c = counts[d];

          counts[d] = total;
          total += c;
        }
      for (gsize i = 0; i < n; i++)
        scratch[counts[(keys[i] >> shift) & 0xffff]++] = keys[i];
      memcpy (keys, scratch, n * sizeof (guint64));
    }
}

/* Whether two k x k windows are identical; with @count, also counts the
 * positions whose window occurs elsewhere */
static gboolean
repeated (const Pieces *pieces,
          guint         k,
          guint64      *count)
{
  const PfMapGrid *grid = pieces->grid;
  guint width = grid->width, height = grid->height;
  guint nx, ny, pos_bits = 1;
  gsize n = 0;
  guint64 p_pow[PF_MAP_REPEAT_MAX], q_pow[PF_MAP_REPEAT_MAX], hash_mask;
  g_autofree guint64 *rows = NULL, *keys = NULL, *scratch = NULL, *line = NULL;
  gboolean found = FALSE;

  if (count != NULL)
    *count = 0;
  if (k == 0)
    return TRUE;
  if (k > width || k > height)
    return FALSE;

  nx = width - k + 1;
  ny = height - k + 1;
  while (pos_bits < 64 && ((guint64) 1 << pos_bits) < (guint64) width * height)
    pos_bits++;
  hash_mask = ~G_GUINT64_CONSTANT (0) << pos_bits;

  p_pow[0] = q_pow[0] = 1;
  for (guint i = 1; i < k; i++)
    {
      p_pow[i] = p_pow[i - 1] * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
      q_pow[i] = q_pow[i - 1] * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);
    }

  /* Row hashes of the last k rows, in a ring */
  rows = g_new (guint64, (gsize) k * nx);
  line = g_new (guint64, width);
  keys = g_new (guint64, (gsize) nx * ny);
  for (guint y = 0; y < height; y++)
    {
      guint64 *ring = rows + (gsize) (y % k) * nx;

      for (guint x = 0; x < width; x++)
        line[x] = mix64 (piece_at (pieces, x, y));
      for (guint x = 0; x < nx; x++)
        {
          guint64 h = 0;

          for (guint i = 0; i < k; i++)
            h += line[x + i] * p_pow[k - 1 - i];
          ring[x] = h;
        }
      if (y + 1 < k)
        continue;
      for (guint x = 0; x < nx; x++)
        {
          guint64 h = 0;

          for (guint j = 0; j < k; j++)
            h += rows[(gsize) ((y + 1 + j) % k) * nx + x] * q_pow[k - 1 - j];
          keys[n++] = (mix64 (h) & hash_mask) | ((guint64) (y + 1 - k) * width + x);
        }
    }

  scratch = g_new (guint64, n);
  radix_sort (keys, scratch, n);

  for (gsize i = 0; i < n; )
    {
      gsize j = i + 1, m;

      while (j < n && (keys[j] & hash_mask) == (keys[i] & hash_mask))
        j++;
      m = j - i;

      /* A run of one hash: count the windows equal to another one of the run.
       * Long runs hold one content in practice, so they are checked against
       * their first window only. */
      for (gsize a = i; a < j && m > 1; a++)
        {
          guint pa = (guint) (keys[a] & ~hash_mask);
          gboolean match = FALSE;

          if (m <= 16)
            for (gsize b = i; b < j && !match; b++)
              match = b != a && windows_equal (pieces, k, pa, (guint) (keys[b] & ~hash_mask));
          else if (a != i)
            match = windows_equal (pieces, k, pa, (guint) (keys[i] & ~hash_mask));
          else
            for (gsize b = i + 1; b < j && !match; b++)
              match = windows_equal (pieces, k, pa, (guint) (keys[b] & ~hash_mask));

          if (match)
            {
              found = TRUE;
              if (count == NULL)
                return TRUE;
              (*count)++;
            }
        }
      i = j;
    }
  return found;
}

/* Public API */

guint
pf_map_repetition (const PfMapGrid           *grid,
                   const PfShapeOrientations *orientations,
                   guint                      max_size,
                   guint64                   *n_repeated)
{
  Pieces pieces;
  guint lo = 0, hi;
  guint64 count = 0;

  max_size = CLAMP (max_size, 1, PF_MAP_REPEAT_MAX);
  pieces_init (&pieces, grid, orientations);
  if (repeated (&pieces, max_size, &count))
    lo = max_size;
  else
    {
      /* repeated (lo) holds and repeated (hi) does not */
      hi = max_size;
      while (hi - lo > 1)
        {
          guint mid = (lo + hi) / 2;

          if (repeated (&pieces, mid, NULL))
            lo = mid;
          else
            hi = mid;
        }
    }
  pieces_clear (&pieces);

  if (n_repeated != NULL)
    *n_repeated = count;
  return lo;
}

guint64
pf_map_count_forbid_violations (const PfMapGrid *grid,
                                const PfTileset *tileset)
{
  g_autoptr(GArray) pairs = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autofree guint *first_variant = g_new0 (guint, MAX (1, tileset->shapes->len));
  g_autofree int *terrain = NULL;
  guint n_variants = 0;
  guint64 n = 0;

  if (tileset->forbids->len == 0)
    return 0;

  for (guint s = 0; s < tileset->shapes->len; s++)
    {
      first_variant[s] = n_variants;
      n_variants += ((PfShape *) g_ptr_array_index (tileset->shapes, s))->variants->len;
    }
  terrain = g_new0 (int, MAX (1, n_variants));
  for (guint s = 0; s < tileset->shapes->len; s++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);

      for (guint v = 0; v < shape->variants->len; v++)
        terrain[first_variant[s] + v] = ((PfVariant *) g_ptr_array_index (shape->variants, v))->terrain;
    }

  for (guint y = 0; y < grid->height; y++)
    for (guint x = 0; x < grid->width; x++)
      {
        guint32 a = pf_map_grid_owner (grid, x, y);
        guint32 neighbours[2] = { G_MAXUINT32, G_MAXUINT32 };

        if (x + 1 < grid->width)
          neighbours[0] = pf_map_grid_owner (grid, x + 1, y);
        if (y + 1 < grid->height)
          neighbours[1] = pf_map_grid_owner (grid, x, y + 1);
        for (guint k = 0; k < 2; k++)
          {
            guint32 b = neighbours[k];
            const PfGridPlacement *pa = &grid->placements[a], *pb;
            int ta, tb;

            if (b == G_MAXUINT32 || b == a)
              continue;
            pb = &grid->placements[b];
            ta = terrain[first_variant[pa->orient >> 2] + pa->variant];
            tb = terrain[first_variant[pb->orient >> 2] + pb->variant];
            for (guint f = 0; f < tileset->forbids->len; f++)
              {
                const PfForbid *forbid = &g_array_index (tileset->forbids, PfForbid, f);

                if ((forbid->a == ta && forbid->b == tb) || (forbid->a == tb && forbid->b == ta))
                  {
                    guint64 key = ((guint64) MIN (a, b) << 32) | MAX (a, b);

                    g_array_append_val (pairs, key);
                    break;
                  }
              }
          }
      }

  if (pairs->len > 0)
    {
      guint64 *keys = (guint64 *) (gpointer) pairs->data;
      g_autofree guint64 *scratch = g_new (guint64, pairs->len);

      radix_sort (keys, scratch, pairs->len);
      for (guint i = 0; i < pairs->len; i++)
        n += i == 0 || keys[i] != keys[i - 1];
    }
  return n;
}

PfMapStats *
pf_map_stats_compute (const PfMapGrid           *grid,
                      const PfTileset           *tileset,
                      const PfShapeOrientations *orientations,
                      guint64                    seed)
{
  g_autoptr(PfShapeOrientations) own = NULL;
  PfMapStats *stats = g_new0 (PfMapStats, 1);

  if (orientations == NULL)
    orientations = own = pf_shape_orientations_new (tileset);

  stats->n_shapes = tileset->shapes->len;
  stats->per_shape = g_new0 (guint64, MAX (1, stats->n_shapes));
  stats->n_placements = grid->n_placements;
  stats->n_cells = (guint64) grid->width * grid->height;
  for (gsize i = 0; i < grid->n_placements; i++)
    {
      guint s = grid->placements[i].orient >> 2;
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);

      stats->per_shape[s]++;
      stats->singles += shape->width == 1 && shape->height == 1;
    }
  stats->single_share = grid->n_placements > 0
                        ? (double) stats->singles / grid->n_placements : 0.0;
  stats->forbid_violations = pf_map_count_forbid_violations (grid, tileset);
  stats->repeat_size = pf_map_repetition (grid, orientations, PF_MAP_REPEAT_MAX,
                                          &stats->repeat_windows);

  stats->density = pf_map_density_layer (grid, orientations, seed);
  for (gsize i = 0; i < grid->n_placements; i++)
    stats->density_histogram[stats->density[i]] +=
      orientations->items[grid->placements[i].orient].n_cells;
  return stats;
}

void
pf_map_stats_free (PfMapStats *stats)
{
  if (stats == NULL)
    return;
  g_free (stats->per_shape);
  g_free (stats->density);
  g_free (stats);
}

void
pf_map_stats_write_json (const PfMapStats *stats,
                         const PfTileset  *tileset,
                         PfJson           *json)
{
  pf_json_begin_object (json);
  pf_json_key (json, "placements");
  pf_json_uint (json, stats->n_placements);
  pf_json_key (json, "cells");
  pf_json_uint (json, stats->n_cells);
  pf_json_key (json, "per_shape");
  pf_json_begin_object (json);
  for (guint s = 0; s < stats->n_shapes && s < tileset->shapes->len; s++)
    {
      pf_json_key (json, ((PfShape *) g_ptr_array_index (tileset->shapes, s))->id);
      pf_json_uint (json, stats->per_shape[s]);
    }
  pf_json_end_object (json);
  pf_json_key (json, "singles");
  pf_json_uint (json, stats->singles);
  pf_json_key (json, "single_share");
  pf_json_double (json, stats->single_share);
  pf_json_key (json, "forbid_violations");
  pf_json_uint (json, stats->forbid_violations);
  pf_json_key (json, "repeat_size");
  pf_json_uint (json, stats->repeat_size);
  pf_json_key (json, "repeat_windows");
  pf_json_uint (json, stats->repeat_windows);
  if (stats->density != NULL)
    {
      pf_json_key (json, "density_histogram");
      pf_json_begin_array (json);
      for (guint v = 0; v <= PF_MAP_DENSITY_MAX; v++)
        pf_json_uint (json, stats->density_histogram[v]);
      pf_json_end_array (json);
    }
  pf_json_end_object (json);
}

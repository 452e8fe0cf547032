/* pf-map-stats.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The repetition measure hashes every k x k window with rolling hashes
 * (along the rows, then down the columns: constant time per window), packs
 * the top bits of each hash with the window's position into one 64-bit
 * key, and finds equal hashes bucket by bucket: the keys are written
 * straight into 4096 buckets by their top bits (the hashes are computed
 * twice, once to size the buckets), and each bucket is grouped by hash in
 * a table that fits the caches. Equal hashes are checked cell by cell. Existence of a repeat is monotonic in k (two equal windows contain
 * two equal smaller ones), so k goes up from 1 until a side has no repeat;
 * a side whose windows repeat mostly shows it in the first rows, which are
 * tried alone first. Time grows linearly with the cells.
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

/* What an empty cell shows: no orientation (they stay below 2^16) has it. */
#define HOLE G_MAXUINT64

/* What cell (@x, @y) shows: orientation, variant and source cell, or HOLE */
static inline guint64
piece_at (const Pieces *pieces,
          guint         x,
          guint         y)
{
  const PfMapGrid *grid = pieces->grid;
  guint32 owner = pf_map_grid_owner (grid, x, y);
  const PfGridPlacement *gp;
  const PfShapeOrientation *o;
  guint px, py;
  guint32 source;

  if (owner == G_MAXUINT32)
    return HOLE;
  gp = &grid->placements[owner];
  o = &pieces->orientations->items[gp->orient];
  px = gp->pos % grid->width;
  py = gp->pos / grid->width;
  source = pieces->source[gp->orient][(gsize) (y - py) * o->width + (x - px)];
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

/* Sorts 64-bit keys: most significant byte first, each bucket on its own
 * (in the caches once it is small), insertion sort for the smallest. */
static void
msd_sort (guint64 *keys,
          guint64 *scratch,
          gsize    n,
          guint    shift)
{
  gsize counts[257] = { 0 };

  if (n <= 32 || shift == 0)
    {
      for (gsize i = 1; i < n; i++)
        {
          guint64 v = keys[i];
          gsize j = i;

          for (; j > 0 && keys[j - 1] > v; j--)
            keys[j] = keys[j - 1];
          keys[j] = v;
        }
      return;
    }
  shift -= 8;
  for (gsize i = 0; i < n; i++)
    counts[((keys[i] >> shift) & 0xff) + 1]++;
  for (guint d = 0; d < 256; d++)
    counts[d + 1] += counts[d];
  {
    gsize next[256];

    memcpy (next, counts, sizeof next);
    for (gsize i = 0; i < n; i++)
      scratch[next[(keys[i] >> shift) & 0xff]++] = keys[i];
  }
  memcpy (keys, scratch, n * sizeof (guint64));
  for (guint d = 0; d < 256; d++)
    if (counts[d + 1] - counts[d] > 1)
      msd_sort (keys + counts[d], scratch, counts[d + 1] - counts[d], shift);
}

/* The windows of one side k, hashed: a polynomial rolling hash of the
 * cells' hashes along each row, then of k of those down each column, both
 * sliding, so each window costs the same whatever k. */
typedef struct
{
  const Pieces *pieces;
  const guint32 *cell;      /* a hash of each cell's piece */
  guint          k;
  guint          nx;
  guint          ny;
  guint          pos_bits;
  guint64        hash_mask;
  guint64        p_k;       /* P^k */
  guint64        q_k;       /* Q^k */
  guint64       *rows;      /* the row hashes of the last k + 1 rows, in a ring */
  guint64       *col;
} Windows;

#define HASH_P G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

/* Keys go into buckets by their top bits, small enough for the caches. */
#define BUCKET_BITS 12
#define N_BUCKETS   (1 << BUCKET_BITS)
#define HASH_Q G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f)

/* Computes the keys (hash bits over position bits) of the windows whose
 * top row is 0..@rows - 1, in reading order. Without @offsets they go to
 * @keys one after the other; with it, each to the next free place of the
 * bucket of its top bits (@offsets[bucket]), and with @keys %NULL, the
 * buckets are only counted. Returns how many windows there are. */
static gsize
windows_keys (Windows *w,
              guint    rows,
              guint64 *keys,
              gsize   *offsets)
{
  guint width = w->pieces->grid->width, k = w->k, nx = w->nx;
  guint64 *row_keys = w->col + nx;
  gsize n = 0;

  memset (w->col, 0, nx * sizeof (guint64));
  for (guint y = 0; y < rows + k - 1; y++)
    {
      const guint32 *line = w->cell + (gsize) y * width;
      guint64 *ring = w->rows + (gsize) (y % (k + 1)) * nx;
      const guint64 *old = w->rows + (gsize) ((y + 1) % (k + 1)) * nx;
      guint64 h = 0, top = (guint64) (y + 1 - k) * width;

      for (guint x = 0; x < k; x++)
        h = h * HASH_P + line[x];
      ring[0] = h;
      for (guint x = k; x < width; x++)
        {
          h = h * HASH_P + line[x] - w->p_k * line[x - k];
          ring[x + 1 - k] = h;
        }
      if (y < k)
        for (guint x = 0; x < nx; x++)
          w->col[x] = w->col[x] * HASH_Q + ring[x];
      else
        for (guint x = 0; x < nx; x++)
          w->col[x] = w->col[x] * HASH_Q + ring[x] - w->q_k * old[x];
      if (y + 1 < k)
        continue;

      for (guint x = 0; x < nx; x++)
        row_keys[x] = (mix64 (w->col[x]) & w->hash_mask) | (top + x);
      if (offsets == NULL)
        memcpy (keys + n, row_keys, nx * sizeof (guint64));
      else if (keys == NULL)
        for (guint x = 0; x < nx; x++)
          offsets[row_keys[x] >> (64 - BUCKET_BITS)]++;
      else
        for (guint x = 0; x < nx; x++)
          keys[offsets[row_keys[x] >> (64 - BUCKET_BITS)]++] = row_keys[x];
      n += nx;
    }
  return n;
}

/* A group of windows with one hash: counts (into @count, and marks in
 * @marks) those equal to another window of the group, or without @count
 * returns TRUE at the first. Long groups hold one content in practice, so
 * they are checked against their first window only. */
static gboolean
group_repeats (const Windows *w,
               const guint32 *pos,
               guint          m,
               guint64       *count,
               guint64       *marks)
{
  gboolean found = FALSE;

  for (guint a = 0; a < m; a++)
    {
      gboolean match = FALSE;

      if (m <= 16)
        for (guint b = 0; b < m && !match; b++)
          match = b != a && windows_equal (w->pieces, w->k, pos[a], pos[b]);
      else if (a != 0)
        match = windows_equal (w->pieces, w->k, pos[a], pos[0]);
      else
        for (guint b = 1; b < m && !match; b++)
          match = windows_equal (w->pieces, w->k, pos[0], pos[b]);

      if (match)
        {
          found = TRUE;
          if (count == NULL)
            return TRUE;
          (*count)++;
          if (marks != NULL)
            marks[pos[a] / 64] |= G_GUINT64_CONSTANT (1) << (pos[a] % 64);
        }
    }
  return found;
}

/* The groups of equal hashes of one bucket of @n keys: a table that fits
 * the caches chains the keys of each hash together. Counts or stops as
 * group_repeats() does. */
static gboolean
bucket_repeats (const Windows *w,
                const guint64 *keys,
                gsize          n,
                guint64       *count,
                guint64       *marks)
{
  g_autofree guint32 *table = NULL;
  g_autofree guint32 *next = NULL;
  g_autoptr(GArray) group = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint bits = 4;
  guint32 mask;
  gboolean found = FALSE;

  if (n < 2)
    return FALSE;
  while (((gsize) 1 << bits) < 2 * n)
    bits++;
  mask = (1u << bits) - 1;
  table = g_new0 (guint32, (gsize) 1 << bits);
  next = g_new (guint32, n);
  for (gsize i = 0; i < n; i++)
    {
      guint64 h = keys[i] & w->hash_mask;
      guint32 slot = (guint32) (h >> w->pos_bits) & mask;

      next[i] = 0;
      for (;; slot = (slot + 1) & mask)
        {
          guint32 j = table[slot];

          if (j == 0)
            {
              table[slot] = i + 1;
              break;
            }
          if ((keys[j - 1] & w->hash_mask) == h)
            {
              /* Into the chain after its head. */
              next[i] = next[j - 1];
              next[j - 1] = i + 1;
              break;
            }
        }
    }

  for (guint32 slot = 0; slot <= mask; slot++)
    {
      guint32 j = table[slot];

      if (j == 0 || next[j - 1] == 0)
        continue;
      g_array_set_size (group, 0);
      for (; j != 0; j = next[j - 1])
        {
          guint32 pos = (guint32) (keys[j - 1] & ~w->hash_mask);

          g_array_append_val (group, pos);
        }
      if (group_repeats (w, (const guint32 *) (gpointer) group->data, group->len, count, marks))
        {
          found = TRUE;
          if (count == NULL)
            return TRUE;
        }
    }
  return found;
}

/* The windows of the first rows that a sample looks at. */
#define SAMPLE_WINDOWS (1 << 18)

static void
windows_init (Windows       *w,
              const Pieces  *pieces,
              const guint32 *cell,
              guint          k)
{
  guint width = pieces->grid->width, height = pieces->grid->height;

  memset (w, 0, sizeof *w);
  w->pieces = pieces;
  w->cell = cell;
  w->k = k;
  w->nx = width - k + 1;
  w->ny = height - k + 1;
  w->pos_bits = 1;
  while (w->pos_bits < 64 && ((guint64) 1 << w->pos_bits) < (guint64) width * height)
    w->pos_bits++;
  w->hash_mask = ~G_GUINT64_CONSTANT (0) << w->pos_bits;
  w->p_k = w->q_k = 1;
  for (guint i = 0; i < k; i++)
    {
      w->p_k *= HASH_P;
      w->q_k *= HASH_Q;
    }
  w->rows = g_new (guint64, (gsize) (k + 1) * w->nx);
  w->col = g_new (guint64, 2 * (gsize) w->nx);   /* and a row of keys */
}

static void
windows_clear (Windows *w)
{
  g_clear_pointer (&w->rows, g_free);
  g_clear_pointer (&w->col, g_free);
}

/* Finds the repeats of the windows of side k whose top row is 0..@rows -
 * 1 (keys computed twice: to size the buckets, then into them), counting
 * them as group_repeats() does. */
static gboolean
rows_repeats (Windows  *w,
              guint     rows,
              guint64  *count,
              guint64  *marks)
{
  g_autofree gsize *start = g_new0 (gsize, N_BUCKETS + 1);
  g_autofree gsize *next = g_new (gsize, N_BUCKETS);
  g_autofree guint64 *keys = NULL;
  gboolean found = FALSE;
  gsize n;

  n = windows_keys (w, rows, NULL, start + 1);
  for (guint d = 0; d < N_BUCKETS; d++)
    start[d + 1] += start[d];
  memcpy (next, start, N_BUCKETS * sizeof (gsize));
  keys = g_new (guint64, MAX (n, 1));
  windows_keys (w, rows, keys, next);
  for (guint d = 0; d < N_BUCKETS; d++)
    if (bucket_repeats (w, keys + start[d], start[d + 1] - start[d], count, marks))
      {
        found = TRUE;
        if (count == NULL)
          break;
      }
  return found;
}

/* Whether the windows of side k of the first rows hold a repeat. */
static gboolean
sample_repeats (const Pieces  *pieces,
                const guint32 *cell,
                guint          k)
{
  Windows w;
  gboolean found;

  windows_init (&w, pieces, cell, k);
  found = rows_repeats (&w, MIN (w.ny, MAX (1, SAMPLE_WINDOWS / w.nx)), NULL, NULL);
  windows_clear (&w);
  return found;
}

/* Counts the windows of side k whose content occurs at another position,
 * and marks them in @marks. With @candidates (a bitmap by position), only
 * those windows are hashed, one by one: the others are known not to
 * repeat. */
static guint64
count_repeats (const Pieces  *pieces,
               const guint32 *cell,
               guint          k,
               const guint64 *candidates,
               guint64       *marks)
{
  guint width = pieces->grid->width;
  guint64 count = 0;
  Windows w;

  windows_init (&w, pieces, cell, k);
  if (candidates == NULL)
    rows_repeats (&w, w.ny, &count, marks);
  else
    {
      g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (guint64));

      for (guint y = 0; y < w.ny; y++)
        for (guint x = 0; x < w.nx; x++)
          {
            gsize pos = (gsize) y * width + x;
            guint64 h = 0, key;

            if (!((candidates[pos / 64] >> (pos % 64)) & 1))
              continue;
            for (guint j = 0; j < k; j++)
              {
                guint64 row = 0;

                for (guint i = 0; i < k; i++)
                  row = row * HASH_P + cell[pos + (gsize) j * width + i];
                h = h * HASH_Q + row;
              }
            key = (mix64 (h) & w.hash_mask) | pos;
            g_array_append_val (keys, key);
          }
      bucket_repeats (&w, (const guint64 *) (gpointer) keys->data, keys->len, &count, marks);
    }
  windows_clear (&w);
  return count;
}

/* The positions p where the windows of side k - 1 at p, one right, one
 * down and one diagonally all repeat: only there can a window of side k
 * repeat (it holds those four). Returns how many. */
static guint64
grow_candidates (const PfMapGrid *grid,
                 guint            k,
                 const guint64   *marks,
                 guint64         *candidates)
{
  guint width = grid->width;
  guint64 n = 0;

#define MARKED(pos) ((marks[(pos) / 64] >> ((pos) % 64)) & 1)
  for (guint y = 0; y + k <= grid->height; y++)
    for (guint x = 0; x + k <= width; x++)
      {
        gsize pos = (gsize) y * width + x;

        if (MARKED (pos) && MARKED (pos + 1) && MARKED (pos + width) && MARKED (pos + width + 1))
          {
            candidates[pos / 64] |= G_GUINT64_CONSTANT (1) << (pos % 64);
            n++;
          }
      }
#undef MARKED
  return n;
}

/* A 32-bit hash of the piece each cell shows, written placement by
 * placement. */
static guint32 *
cell_hashes (const Pieces *pieces)
{
  const PfMapGrid *grid = pieces->grid;
  gsize n_cells = (gsize) grid->width * grid->height;
  guint32 *cell = g_new (guint32, n_cells);

  /* Empty cells (a draft's) show a hole; the placements write the rest. */
  if (pf_map_grid_count_empty (grid) > 0)
    for (gsize c = 0; c < n_cells; c++)
      cell[c] = (guint32) mix64 (HOLE);
  for (gsize i = 0; i < grid->n_placements; i++)
    {
      const PfGridPlacement *gp = &grid->placements[i];
      const PfShapeOrientation *o = &pieces->orientations->items[gp->orient];
      guint px = gp->pos % grid->width, py = gp->pos / grid->width;

      for (guint c = 0; c < o->n_cells; c++)
        {
          guint64 piece = ((guint64) gp->orient << 48) | ((guint64) gp->variant << 32) |
                          o->cells[c].source;

          cell[(gsize) (py + o->cells[c].y) * grid->width + px + o->cells[c].x] =
            (guint32) mix64 (piece);
        }
    }
  return cell;
}

/* Public API */

guint
pf_map_repetition (const PfMapGrid           *grid,
                   const PfShapeOrientations *orientations,
                   guint                      max_size,
                   guint64                   *n_repeated)
{
  g_autofree guint32 *cell = NULL;
  g_autofree guint64 *marks = NULL;
  gsize n_words = ((gsize) grid->width * grid->height + 63) / 64;
  Pieces pieces;
  guint size = 0;
  guint64 count = 0;

  max_size = CLAMP (max_size, 1, PF_MAP_REPEAT_MAX);
  pieces_init (&pieces, grid, orientations);
  cell = cell_hashes (&pieces);

  /* Repeats are monotonic in the side (two equal windows hold two equal
   * smaller ones): the sides are tried upwards, and the first without a
   * repeat ends the search. A side is proven to repeat by a sample when it
   * can be; the first that cannot is counted over the whole map, and the
   * windows that repeat there narrow down the candidates of the next. */
  while (size < max_size)
    {
      guint k = size + 1;
      g_autofree guint64 *candidates = NULL;
      guint64 *next;

      if (k > grid->width || k > grid->height)
        break;
      if (marks == NULL && k < max_size && sample_repeats (&pieces, cell, k))
        {
          size = k;
          continue;
        }
      if (marks != NULL)
        {
          candidates = g_new0 (guint64, n_words);
          if (grow_candidates (grid, k, marks, candidates) * 4 > (guint64) grid->width * grid->height)
            g_clear_pointer (&candidates, g_free);
        }
      next = g_new0 (guint64, n_words);
      count = count_repeats (&pieces, cell, k, candidates, next);
      g_free (marks);
      marks = next;
      if (count == 0)
        break;
      size = k;
    }
  pieces_clear (&pieces);

  if (n_repeated != NULL)
    *n_repeated = size == max_size ? count : 0;
  return size;
}

guint64
pf_map_count_forbid_violations (const PfMapGrid *grid,
                                const PfTileset *tileset)
{
  g_autoptr(GArray) pairs = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(GArray) terrains = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree guint *first_variant = g_new0 (guint, MAX (1, tileset->shapes->len));
  g_autofree guint16 *variant_terrain = NULL;
  g_autofree guint16 *placement_terrain = NULL;
  g_autofree guint8 *bad = NULL;
  guint n_variants = 0, n_terrains;
  const guint32 *owner = grid->owner;
  guint width = grid->width;
  guint64 n = 0;

  if (tileset->forbids->len == 0)
    return 0;

  /* The terrains the variants use, numbered 0..n_terrains - 1, and which
   * pairs of them a rule keeps apart. */
  for (guint s = 0; s < tileset->shapes->len; s++)
    {
      first_variant[s] = n_variants;
      n_variants += ((PfShape *) g_ptr_array_index (tileset->shapes, s))->variants->len;
    }
  variant_terrain = g_new0 (guint16, MAX (1, n_variants));
  for (guint s = 0; s < tileset->shapes->len; s++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);

      for (guint v = 0; v < shape->variants->len; v++)
        {
          int t = ((PfVariant *) g_ptr_array_index (shape->variants, v))->terrain;
          guint i = 0;

          while (i < terrains->len && g_array_index (terrains, int, i) != t)
            i++;
          if (i == terrains->len)
            g_array_append_val (terrains, t);
          variant_terrain[first_variant[s] + v] = i;
        }
    }
  n_terrains = terrains->len;
  bad = g_new0 (guint8, (gsize) n_terrains * n_terrains);
  for (guint f = 0; f < tileset->forbids->len; f++)
    {
      const PfForbid *forbid = &g_array_index (tileset->forbids, PfForbid, f);

      for (guint i = 0; i < n_terrains; i++)
        for (guint j = 0; j < n_terrains; j++)
          if (g_array_index (terrains, int, i) == forbid->a &&
              g_array_index (terrains, int, j) == forbid->b)
            bad[i * n_terrains + j] = bad[j * n_terrains + i] = 1;
    }
  placement_terrain = g_new (guint16, MAX (1, grid->n_placements));
  for (gsize p = 0; p < grid->n_placements; p++)
    placement_terrain[p] = variant_terrain[first_variant[grid->placements[p].orient >> 2] +
                                           grid->placements[p].variant];

  /* Touching cells of two placements: right and down neighbours. */
  for (guint y = 0; y < grid->height; y++)
    for (guint x = 0; x < width; x++)
      {
        gsize at = (gsize) y * width + x;
        guint32 a = owner[at] - 1;
        guint32 neighbours[2] = { G_MAXUINT32, G_MAXUINT32 };

        if (a == G_MAXUINT32)
          continue;
        if (x + 1 < width)
          neighbours[0] = owner[at + 1] - 1;
        if (y + 1 < grid->height)
          neighbours[1] = owner[at + width] - 1;
        for (guint k = 0; k < 2; k++)
          {
            guint32 b = neighbours[k];

            if (b != G_MAXUINT32 && b != a &&
                bad[placement_terrain[a] * n_terrains + placement_terrain[b]])
              {
                guint64 key = ((guint64) MIN (a, b) << 32) | MAX (a, b);

                g_array_append_val (pairs, key);
              }
          }
      }

  if (pairs->len > 0)
    {
      guint64 *keys = (guint64 *) (gpointer) pairs->data;
      g_autofree guint64 *scratch = g_new (guint64, pairs->len);

      msd_sort (keys, scratch, pairs->len, 64);
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
  stats->n_empty = pf_map_grid_count_empty (grid);
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
  pf_json_key (json, "empty");
  pf_json_uint (json, stats->n_empty);
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

/* pf-mapgen-fill.c: the classic and packed filling loops
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both loops scan rows from the top, and a placement never reaches above
 * its scan row. So the occupancy needed to test fits is a window of a few
 * bit rows (one bit per column, 1 = taken) from the scan row down, which
 * slides down every WINDOW_STEP rows; it stays in the first-level cache even
 * for 4096-wide maps. Each row has 64 taken bits before column 0 and taken
 * bits after the last column, and rows below the map are all taken, so a fit
 * test needs no bounds checks: it is one 64-bit AND per shape row. Finding
 * the next empty cell skips 64 taken cells at a time.
 *
 * Each draw takes one 64-bit random number: 24 bits pick the alias column,
 * 24 bits decide between the column's two shapes, 2 bits the rotation and
 * 14 bits the variant (so a variant's probability is off by at most 1/16384
 * of itself, and not at all when the count of variants is a power of two).
 *
 * In packed mode, forbid rules use a second window: for each cell, the bits
 * of the terrains that may not go there because of a placed neighbour.
 * Placing a shape ORs its variant's forbidden terrains into the cells around
 * it, so testing a variant is one AND against the OR of its cells' masks.
 * Offsets into this window are precomputed per orientation.
 *
 * The grid's owner array is only written (1 + placement index per cell);
 * classic mode reads it back to find the holes once its scan is over.
 *
 * A refill starts from a grid that holds placements already (those kept:
 * SPEC §5's locked placements and the rest of a hand-edited map). Each map
 * row that enters the windows then takes its taken bits from the owner
 * array, and each of its empty cells the terrains that the kept placements
 * around it (above, below and beside) forbid. Placements made during the
 * fill never reach a row before it enters, so the owner array holds only
 * kept placements there.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include <string.h>

#include "pf-error.h"
#include "pf-mapgen-private.h"

/* Rows the windows slide by at a time */
#define WINDOW_STEP 64

/* When no allowed orientation is taller than this, fit tests always read
 * this many rows, without branches */
#define FAST_ROWS 4

/* Taken bits before column 0 of each occupancy row: more than a shape's
 * anchor can lie right of its left edge */
#define PAD 64

/* An orientation compiled for one map */
typedef struct
{
  guint64           *rows;        /* per matrix row, bit i = column i; at least
                                   * FAST_ROWS entries, the spare ones 0 */
  gsize             *offsets;     /* filled cells in the owner array, from the top-left */
  gssize            *cell_masks;  /* filled cells in the forbid window, from the top-left;
                                   * this and @offsets have n_cell_masks entries */
  gssize            *border;      /* outside neighbours in the forbid window, rows >= 0 */
  guint              n_cells;
  guint              n_border;
  guint              n_cell_masks; /* n_cells, or more when padded (see pad_lists()) */
  guint              width;
  guint              height;
  guint              anchor_x;
  gboolean           allowed;     /* the shape may take this rotation */
} Compiled;

typedef struct
{
  const PfMapgen *gen;
  PfMapGrid      *grid;
  Compiled       *compiled;     /* n_shapes * 4 */
  PfRandom        rng;
  GError         *error;
  gboolean        use_forbids;

  guint           window_rows;  /* rows in the windows */
  guint           tallest;      /* the tallest allowed orientation */
  gboolean        fast_rows;    /* tallest <= FAST_ROWS */
  guint           top;          /* map row of window row 0 */
  guint64        *occupied;     /* window_rows * stride words */
  gsize           stride;       /* words per row: one spare for unaligned reads */
  guint32        *forbidden;    /* window_rows * fstride: one spare column each side */
  gsize           fstride;

  gsize           n_kept;       /* placements the grid held before the fill */
  GArray         *conflicts;    /* PfMapCell, nullable: singles that break a forbid rule */
} Run;

/* Auxiliary methods */

static void
compile (Run *run)
{
  const PfMapgen *gen = run->gen;
  guint width = run->grid->width;
  gssize fstride = (gssize) width + 2;

  run->compiled = g_new0 (Compiled, gen->n_shapes * 4);
  run->tallest = 1;
  for (guint s = 0; s < gen->n_shapes; s++)
    for (guint r = 0; r < 4; r++)
      {
        const PfShapeOrientation *o = pf_shape_orientations_get (gen->orientations, s, r);
        Compiled *c = &run->compiled[s * 4 + r];
        g_autofree guint8 *inside = NULL;
        guint bw = o->width + 2, bh = o->height + 2;

        /* An orientation larger than the map stays allowed: the taken bits
         * around the map make every fit test fail */
        c->allowed = (r == 0 || gen->shapes[s].rotate) && o->n_cells > 0;
        if (!c->allowed)
          continue;
        c->n_cells = o->n_cells;
        c->width = o->width;
        c->height = o->height;
        c->anchor_x = o->cells[0].x;
        c->rows = g_new0 (guint64, MAX (o->height, FAST_ROWS));
        c->offsets = g_new (gsize, o->n_cells);
        c->cell_masks = g_new (gssize, o->n_cells);
        for (guint k = 0; k < o->n_cells; k++)
          {
            c->rows[o->cells[k].y] |= G_GUINT64_CONSTANT (1) << o->cells[k].x;
            c->offsets[k] = (gsize) o->cells[k].y * width + o->cells[k].x;
            c->cell_masks[k] = (gssize) o->cells[k].y * fstride + o->cells[k].x;
          }
        run->tallest = MAX (run->tallest, o->height);

        if (!run->use_forbids)
          continue;

        /* Neighbours outside the shape, on a matrix with a one-cell frame. The
         * row above is complete whenever the shape is placed, so it is left out. */
        inside = g_new0 (guint8, (gsize) bw * bh);
        for (guint k = 0; k < o->n_cells; k++)
          inside[(gsize) (o->cells[k].y + 1) * bw + o->cells[k].x + 1] = 1;
        c->border = g_new (gssize, 4 * o->n_cells);
        for (guint y = 1; y < bh; y++)
          for (guint x = 0; x < bw; x++)
            {
              gsize i = (gsize) y * bw + x;

              if (inside[i])
                continue;
              if ((x > 0 && inside[i - 1]) || (x + 1 < bw && inside[i + 1]) ||
                  inside[i - bw] || (y + 1 < bh && inside[i + bw]))
                c->border[c->n_border++] = ((gssize) y - 1) * fstride + (gssize) x - 1;
            }
      }
}

/* Pads the per-cell lists of all allowed orientations to one length by
 * repeating their first entry (writing the same owner or ORing the same mask
 * twice changes nothing), so the loops over them always run the same number
 * of times and their ends are predicted. Only done while the lists are short. */
static void
pad_lists (Run *run)
{
  guint n = run->gen->n_shapes * 4, max_cells = 0, max_border = 0;

  for (guint i = 0; i < n; i++)
    if (run->compiled[i].allowed)
      {
        max_cells = MAX (max_cells, run->compiled[i].n_cells);
        max_border = MAX (max_border, run->compiled[i].n_border);
      }
  for (guint i = 0; i < n; i++)
    {
      Compiled *c = &run->compiled[i];

      c->n_cell_masks = c->n_cells;
      if (!c->allowed || max_cells > 8 || max_border > 16)
        continue;
      c->offsets = g_renew (gsize, c->offsets, max_cells);
      c->cell_masks = g_renew (gssize, c->cell_masks, max_cells);
      for (guint k = c->n_cells; k < max_cells; k++)
        {
          c->offsets[k] = c->offsets[0];
          c->cell_masks[k] = c->cell_masks[0];
        }
      c->n_cell_masks = max_cells;
      if (c->n_border > 0)
        {
          c->border = g_renew (gssize, c->border, max_border);
          for (guint k = c->n_border; k < max_border; k++)
            c->border[k] = c->border[0];
          c->n_border = max_border;
        }
    }
}

static void
run_clear (Run *run)
{
  for (guint i = 0; run->compiled != NULL && i < run->gen->n_shapes * 4; i++)
    {
      g_free (run->compiled[i].rows);
      g_free (run->compiled[i].offsets);
      g_free (run->compiled[i].cell_masks);
      g_free (run->compiled[i].border);
    }
  g_free (run->compiled);
  g_free (run->occupied);
  g_free (run->forbidden);
}

static inline guint64 *
occupied_row (const Run *run,
              guint      y)
{
  return run->occupied + (gsize) (y - run->top) * run->stride;
}

/* Column 0 of map row @y in the forbid window; column -1 is valid too */
static inline guint32 *
forbidden_row (const Run *run,
               guint      y)
{
  return run->forbidden + (gsize) (y - run->top) * run->fstride + 1;
}

/* Occupancy rows are little-endian bit strings: bit b is bit b % 8 of byte
 * b / 8, whatever the machine's byte order, so that they can be read and
 * written 64 bits at a time from any byte. */

/* At least 57 bits of @row from bit @bit on, in the low bits */
static inline guint64
window (const guint64 *row,
        guint          bit)
{
  guint64 w;

  memcpy (&w, (const guint8 *) row + (bit >> 3), sizeof w);
  return GUINT64_FROM_LE (w) >> (bit & 7);
}

/* Sets the bits of @mask (at most 57 wide) in @row from bit @bit on */
static inline void
set_window (guint64 *row,
            guint    bit,
            guint64  mask)
{
  guint8 *p = (guint8 *) row + (bit >> 3);
  guint64 w;

  memcpy (&w, p, sizeof w);
  w = GUINT64_TO_LE (GUINT64_FROM_LE (w) | (mask << (bit & 7)));
  memcpy (p, &w, sizeof w);
}

/* The terrains that may not touch the cell owned by @owner: those of a
 * kept placement's forbid rules, or none for an empty cell or a placement
 * of this fill. */
static inline guint32
kept_forbids (const Run *run,
              guint32    owner)
{
  const PfGridPlacement *gp;

  if (owner == 0 || owner > run->n_kept)
    return 0;
  gp = &run->grid->placements[owner - 1];
  return run->gen->variant_forbids[run->gen->shapes[gp->orient >> 2].first_variant +
                                   gp->variant];
}

/* Marks the kept cells of map row @y, in the windows already, taken, and
 * gives its empty cells the terrains the kept placements around forbid. */
static void
mark_kept_row (Run   *run,
               guint  y)
{
  const PfMapGrid *grid = run->grid;
  guint width = grid->width;
  const guint32 *owner = grid->owner + (gsize) y * width;
  guint64 *row = occupied_row (run, y);
  guint32 *masks;

  for (guint x = 0; x < width; x++)
    if (owner[x] != 0)
      set_window (row, x + PAD, 1);
  if (run->forbidden == NULL)
    return;

  masks = forbidden_row (run, y);
  for (guint x = 0; x < width; x++)
    {
      if (owner[x] != 0)
        continue;
      masks[x] |= (x > 0 ? kept_forbids (run, owner[x - 1]) : 0) |
                  (x + 1 < width ? kept_forbids (run, owner[x + 1]) : 0) |
                  (y > 0 ? kept_forbids (run, owner[(gssize) x - width]) : 0) |
                  (y + 1 < grid->height ? kept_forbids (run, owner[x + width]) : 0);
    }
}

/* Makes window rows @first.. empty: no cell of the map taken, nothing
 * forbidden, but for the kept placements of a refill. Bits outside the map
 * count as taken. */
static void
clear_rows (Run  *run,
            guint first)
{
  guint width = run->grid->width;

  for (guint w = first; w < run->window_rows; w++)
    {
      guint64 *row = run->occupied + (gsize) w * run->stride;

      memset (row, 0xff, run->stride * sizeof (guint64));
      if (run->top + w >= run->grid->height)
        continue;
      memset (row + PAD / 64, 0, (width / 64) * sizeof (guint64));
      if (width % 64 != 0)
        row[PAD / 64 + width / 64] = GUINT64_TO_LE (~G_GUINT64_CONSTANT (0) << (width % 64));
    }
  if (run->forbidden != NULL)
    memset (run->forbidden + (gsize) first * run->fstride, 0,
            (run->window_rows - first) * run->fstride * sizeof (guint32));
  for (guint w = first; run->n_kept > 0 && w < run->window_rows; w++)
    if (run->top + w < run->grid->height)
      mark_kept_row (run, run->top + w);
}

static void
setup_windows (Run *run)
{
  /* A placement anchored on row y reaches row y + tallest - 1, and marks
   * forbidden terrains down to row y + tallest. */
  run->fast_rows = run->tallest <= FAST_ROWS;
  run->window_rows = MAX (run->tallest + 1, FAST_ROWS) + WINDOW_STEP;
  run->top = 0;
  run->stride = (PAD + run->grid->width) / 64 + 3;
  run->occupied = g_new (guint64, run->window_rows * run->stride);
  if (run->use_forbids)
    {
      run->fstride = run->grid->width + 2;
      run->forbidden = g_new (guint32, run->window_rows * run->fstride);
    }
  clear_rows (run, 0);
}

/* Before scanning row @y: slides the windows down when rows y..y + tallest
 * would leave them. Rows above @y are complete and no longer needed. */
static inline void
begin_row (Run  *run,
           guint y)
{
  guint keep;

  if (y + MAX (run->tallest + 1, FAST_ROWS) <= run->top + run->window_rows)
    return;
  keep = run->top + run->window_rows - y;
  memmove (run->occupied, occupied_row (run, y), keep * run->stride * sizeof (guint64));
  if (run->forbidden != NULL)
    memmove (run->forbidden, forbidden_row (run, y) - 1,
             keep * run->fstride * sizeof (guint32));
  run->top = y;
  clear_rows (run, keep);
}

/* The first empty column of @row at or after @x, or the map width */
static inline guint
next_empty (const guint64 *row,
            guint          x,
            guint          width)
{
  guint i = (x + PAD) >> 6, n_words = (PAD + width + 63) >> 6;
  guint64 free = ~GUINT64_FROM_LE (row[i]) & (~G_GUINT64_CONSTANT (0) << (x & 63));

  while (free == 0)
    {
      if (++i >= n_words)
        return width;
      free = ~GUINT64_FROM_LE (row[i]);
    }
  return (i << 6) + (guint) __builtin_ctzll (free) - PAD;
}

/* Whether @c with its top-left cell at (@tx, @y) covers only empty cells of
 * the map; @tx may be as low as -63 */
static inline gboolean
fits (const Run      *run,
      const Compiled *c,
      gint            tx,
      guint           y)
{
  const guint64 *row = occupied_row (run, y);
  gsize stride = run->stride;

  guint bit = (guint) (tx + PAD);

  if (G_LIKELY (run->fast_rows))
    return ((window (row, bit) & c->rows[0]) | (window (row + stride, bit) & c->rows[1]) |
            (window (row + 2 * stride, bit) & c->rows[2]) |
            (window (row + 3 * stride, bit) & c->rows[3])) == 0;

  for (guint r = 0; r < c->height; r++, row += stride)
    if (window (row, bit) & c->rows[r])
      return FALSE;
  return TRUE;
}

/* The terrains that may not go on the cells of @c at (@tx, @y) */
static inline guint32
forbidden_under (const Run      *run,
                 const Compiled *c,
                 guint           tx,
                 guint           y)
{
  const guint32 *masks = forbidden_row (run, y) + tx;
  const gssize *cell_masks = c->cell_masks;
  guint n = c->n_cell_masks;
  guint32 mask = 0;

  for (guint k = 0; k < n; k++)
    mask |= masks[cell_masks[k]];
  return mask;
}

/* A variant of shape @s whose terrain the forbid rules allow for orientation
 * @c at (@tx, @y), tried from variant @start on; -1 when there is none. @c
 * is %NULL for a single at (@tx, @y). The forbidden terrains are gathered
 * without branches even when the variant turns out to need none: a branch on
 * the variant's terrain would be mispredicted half the time. */
static inline gint
pick_variant (Run            *run,
              guint           s,
              guint           start,
              const Compiled *c,
              guint           tx,
              guint           y)
{
  const PfMapgenShape *shape = &run->gen->shapes[s];
  const guint32 *bits = run->gen->variant_bit + shape->first_variant;
  guint32 forbidden;

  if (!run->use_forbids)
    return start;
  forbidden = c != NULL ? forbidden_under (run, c, tx, y) : forbidden_row (run, y)[tx];
  if (G_LIKELY ((bits[start] & forbidden) == 0))
    return start;
  for (guint i = 0; i < shape->n_variants; i++)
    {
      guint v = start + i < shape->n_variants ? start + i : start + i - shape->n_variants;

      if ((bits[v] & forbidden) == 0)
        return v;
    }
  return -1;
}

static inline void
place (Run   *run,
       guint  orient,
       guint  tx,
       guint  y,
       guint  variant)
{
  PfMapGrid *grid = run->grid;
  const Compiled *c = &run->compiled[orient];
  gsize top_left = (gsize) y * grid->width + tx;
  guint64 *row = occupied_row (run, y);
  guint n_cells = c->n_cell_masks;
  guint height = run->fast_rows ? FAST_ROWS : c->height;
  const guint64 *rows = c->rows;
  const gsize *offsets = c->offsets;
  guint32 id = (guint32) grid->n_placements + 1;
  guint32 *owner = grid->owner + top_left;
  gsize stride = run->stride;

  for (guint r = 0; r < height; r++, row += stride)
    set_window (row, tx + PAD, rows[r]);

  for (guint k = 0; k < n_cells; k++)
    owner[offsets[k]] = id;
  grid->placements[grid->n_placements++] = (PfGridPlacement) {
    .pos = (guint32) top_left,
    .orient = (guint16) orient,
    .variant = (guint16) variant,
  };

  if (run->use_forbids)
    {
      guint32 mask = run->gen->variant_forbids[run->gen->shapes[orient >> 2].first_variant +
                                               variant];
      guint32 *masks = forbidden_row (run, y) + tx;
      const gssize *border = c->border;
      guint n_border = c->n_border;

      /* Even when @mask is 0, for the same reason as in pick_variant() */
      for (guint k = 0; k < n_border; k++)
        masks[border[k]] |= mask;
    }
}

static gboolean
row_done (Run                   *run,
          const PfMapgenOptions *options,
          guint                  done,
          guint                  total)
{
  if (options->cancel != NULL && g_atomic_int_get (options->cancel))
    {
      g_set_error (&run->error, PF_ERROR, PF_ERROR_CANCELLED, "map generation was cancelled");
      return FALSE;
    }
  if (options->progress != NULL && (done % 64 == 0 || done == total))
    options->progress ((double) done / total, options->progress_data);
  return TRUE;
}

/* Packed mode */

/* A variant index from 14 random bits */
static inline guint
variant_from_bits (const Run *run,
                   guint      s,
                   guint64    r)
{
  return (guint) (((r & 0x3fff) * run->gen->shapes[s].n_variants) >> 14);
}

/* When no draw fits: a single the rules allow, then any shape the rules
 * allow, then a single that breaks them */
static void
place_fallback (Run  *run,
                guint x,
                guint y)
{
  const PfMapgen *gen = run->gen;
  guint first = gen->n_singles > 1 ? pf_random_below (&run->rng, gen->n_singles) : 0;
  guint s;

  for (guint i = 0; i < gen->n_singles; i++)
    {
      gint v;

      s = gen->singles[(first + i) % gen->n_singles];
      v = pick_variant (run, s, pf_random_below (&run->rng, gen->shapes[s].n_variants),
                        NULL, x, y);
      if (v >= 0)
        {
          place (run, s * 4, x, y, v);
          return;
        }
    }

  for (guint orient = 0; orient < gen->n_shapes * 4; orient++)
    {
      const Compiled *c = &run->compiled[orient];
      gint v;

      if (!c->allowed || !fits (run, c, (gint) x - (gint) c->anchor_x, y))
        continue;
      v = pick_variant (run, orient >> 2, 0, c, x - c->anchor_x, y);
      if (v >= 0)
        {
          place (run, orient, x - c->anchor_x, y, v);
          return;
        }
    }

  /* No variant of anything honours the forbid rules here: a conflict */
  s = gen->singles[first];
  place (run, s * 4, x, y, pf_random_below (&run->rng, gen->shapes[s].n_variants));
  if (run->conflicts != NULL)
    {
      PfMapCell cell = { x, y };

      g_array_append_val (run->conflicts, cell);
    }
}

static gboolean
fill_packed (Run                   *run,
             const PfMapgenOptions *options)
{
  const PfMapgen *gen = run->gen;
  guint width = run->grid->width, height = run->grid->height;
  guint retries = options->retries > 0 ? options->retries : PF_MAPGEN_DEFAULT_RETRIES;

  if (gen->n_alias == 0)
    retries = 0;

  for (guint y = 0; y < height; y++)
    {
      const guint64 *row;

      begin_row (run, y);
      row = occupied_row (run, y);
      for (guint x = next_empty (row, 0, width); x < width; x = next_empty (row, x + 1, width))
        {
          gboolean placed = FALSE;

          for (guint attempt = 0; attempt < retries; attempt++)
            {
              guint64 r = pf_random_next (&run->rng);
              guint col = (guint) (((r >> 40) * gen->n_alias) >> 24);
              guint keep = -(guint) ((guint32) ((r >> 16) & (PF_MAPGEN_ALIAS_ONE - 1)) <
                                     gen->alias_threshold[col]);
              guint s = (gen->alias_shape[col] & keep) | (gen->alias_other[col] & ~keep);
              guint orient = s * 4 + ((guint) (r >> 14) & gen->rotation_mask[s]);
              const Compiled *c = &run->compiled[orient];
              gint v;

              if (!fits (run, c, (gint) x - (gint) c->anchor_x, y))
                continue;
              v = pick_variant (run, s, variant_from_bits (run, s, r), c, x - c->anchor_x, y);
              if (v < 0)
                continue;
              place (run, orient, x - c->anchor_x, y, v);
              placed = TRUE;
              break;
            }

          if (!placed)
            place_fallback (run, x, y);
        }

      if (!row_done (run, options, y + 1, height))
        return FALSE;
    }
  return TRUE;
}

/* Classic mode */

static gboolean
fill_classic (Run                   *run,
              const PfMapgenOptions *options)
{
  const PfMapgen *gen = run->gen;
  PfMapGrid *grid = run->grid;
  guint width = grid->width, height = grid->height;

  /* The scan: one draw per cell, top-left corner on the cell, kept if it fits */
  for (guint y = 0; y < height; y++)
    {
      begin_row (run, y);
      for (guint x = 0; x < width && gen->n_classic > 0; x++)
        {
          guint64 r = pf_random_next (&run->rng);
          guint s = gen->classic[((r >> 40) * gen->n_classic) >> 24];
          guint orient = s * 4 + ((guint) (r >> 14) & gen->rotation_mask[s]);

          if (fits (run, &run->compiled[orient], x, y))
            place (run, orient, x, y, variant_from_bits (run, s, r));
        }
      if (!row_done (run, options, y + 1, 2 * height))
        return FALSE;
    }

  /* The holes, with singles, found in the owner array */
  run->top = 0;
  clear_rows (run, 0);
  for (guint y = 0; y < height; y++)
    {
      begin_row (run, y);
      for (guint x = 0; x < width; x++)
        {
          guint s;

          if (grid->owner[(gsize) y * width + x] != 0)
            continue;
          s = gen->singles[gen->n_singles > 1 ? pf_random_below (&run->rng, gen->n_singles) : 0];
          place (run, s * 4, x, y, pf_random_below (&run->rng, gen->shapes[s].n_variants));
        }
      if (!row_done (run, options, height + y + 1, 2 * height))
        return FALSE;
    }
  return TRUE;
}

/* Fills the empty cells of @grid, keeping the placements it holds. */
static gboolean
fill (const PfMapgen         *gen,
      PfMapGrid              *grid,
      const PfMapgenOptions  *options,
      GArray                 *conflicts,
      GError                **error)
{
  Run run = { .gen = gen, .grid = grid, .n_kept = grid->n_placements, .conflicts = conflicts };
  gboolean ok;

  g_return_val_if_fail (grid->n_allocated >= (gsize) grid->width * grid->height, FALSE);

  run.use_forbids = gen->any_forbid && options->mode == PF_MAP_MODE_PACKED;
  pf_random_init (&run.rng, options->seed);
  compile (&run);
  pad_lists (&run);
  setup_windows (&run);

  if (options->mode == PF_MAP_MODE_CLASSIC)
    ok = fill_classic (&run, options);
  else
    ok = fill_packed (&run, options);
  run_clear (&run);

  if (!ok)
    g_propagate_error (error, run.error);
  return ok;
}

gboolean
pf_mapgen_fill (const PfMapgen         *gen,
                PfMapGrid              *grid,
                const PfMapgenOptions  *options,
                GError                **error)
{
  g_return_val_if_fail (grid->n_placements == 0, FALSE);

  return fill (gen, grid, options, NULL, error);
}

gboolean
pf_mapgen_refill (const PfMapgen         *gen,
                  PfMapGrid              *grid,
                  const PfMapgenOptions  *options,
                  GArray                 *conflicts,
                  GError                **error)
{
  PfMapgenOptions packed;

  g_return_val_if_fail (gen != NULL, FALSE);
  g_return_val_if_fail (grid != NULL, FALSE);

  if (options == NULL)
    pf_mapgen_options_init (&packed);
  else
    packed = *options;
  packed.mode = PF_MAP_MODE_PACKED;
  return fill (gen, grid, &packed, conflicts, error);
}

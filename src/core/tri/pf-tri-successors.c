/* pf-tri-successors.c: every move from a state, for the hot loops of the searches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each state the generator finds every block's band occupancy by the
 * other blocks as one 32-bit word (bit j: the band's triangle j), the OR
 * of precomputed crossings (PfTriRules.cross). The push-free steps of a
 * drag then come from one bit scan, capped by the legal steps in a row
 * (PfTriRBlock.run).
 *
 * A drag that reaches an occupied triangle goes on step by step. The
 * common push, one block pushed whose own way is free, is decided by a
 * table per (block, position, direction, pushed block): which positions
 * of the pushed block the step hits, and at which of them the push obeys
 * rule 4, has somewhere to go and does not take a triangle the pusher
 * enters (PfTriRules.push_ok). Anything else (a chain, two blocks pushed,
 * a conflict) goes through the general rule of SPEC §2.4.
 *
 * Every successor's dense key is its parent's plus the strides of the
 * blocks that moved.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-successors"

#include <string.h>

#include "pf-tri-rules-private.h"

/* The state and key changes of block @m stepping in @d. */
static inline guint64
unit_of (const PfTriRules *r,
         guint             m,
         int               d)
{
  return r->b[m].sunit[d < 0];
}

static inline guint32
kunit_of (const PfTriRules *r,
          guint             m,
          int               d)
{
  return r->b[m].kunit[d < 0];
}

/* The band occupancies of all blocks, as four vectors of four words
 * (GCC vector extensions: SIMD where the machine has it). */
typedef guint32 Vec4 __attribute__ ((vector_size (16)));

typedef union
{
  Vec4    v[PF_TRI_MAX_BLOCKS / 4];
  guint32 w[PF_TRI_MAX_BLOCKS];
} Bands;

/* Every block's band occupancy by the other blocks at @pos. Blocks do
 * not overlap, so their rows are disjoint. */
static inline void
bands_of (const PfTriRules *r,
          const guint8     *pos,
          Bands            *band)
{
  Vec4 b0 = { 0 }, b1 = { 0 }, b2 = { 0 }, b3 = { 0 };

  for (guint c = 0; c < r->n_blocks; c++)
    {
      Vec4 row[4];

      memcpy (row, r->cross[c][pos[c]], sizeof row);
      b0 |= row[0];
      b1 |= row[1];
      b2 |= row[2];
      b3 |= row[3];
    }
  band->v[0] = b0;
  band->v[1] = b1;
  band->v[2] = b2;
  band->v[3] = b3;
}

/* Block @a's band occupancy by the other blocks at @pos. */
static inline guint32
band_of (const PfTriRules *r,
         const guint8     *pos,
         guint             a)
{
  guint32 occ = 0;

  for (guint c = 0; c < r->n_blocks; c++)
    occ |= r->cross[c][pos[c]][a];
  return occ;
}

void
pf_tri_successors_init (PfTriRules *r)
{
  gint8 at[PF_TRI_COUNT];   /* where each triangle is in a's band, or -1 */

  for (guint a = 0; a < r->n_blocks; a++)
    {
      PfTriRBlock *A = &r->b[a];

      A->sunit[0] = G_GUINT64_CONSTANT (1) << (4 * a);
      A->sunit[1] = -A->sunit[0];
      A->kunit[0] = r->stride[a];
      A->kunit[1] = -r->stride[a];
      for (guint dd = 0; dd < 2; dd++)
        for (int q = 0; q < A->n_pos; q++)
          {
            int d = dd == 0 ? 1 : -1;
            guint n = 0;

            for (int p = q; p >= 0 && p < A->n_pos && ((A->can[dd] >> p) & 1); p += d)
              n++;
            A->run[q][dd] = n;
            if ((A->can[dd] >> q) & 1)
              A->ebits[q][dd] = (1u << pf_tri_entry_offset (A, q, d, 0)) |
                                (1u << pf_tri_entry_offset (A, q, d, 1));
          }

      /* How the other blocks cross a's band. */
      memset (at, -1, sizeof at);
      for (guint j = 0; j < A->band_len; j++)
        at[A->tri[j]] = j;
      for (guint c = 0; c < r->n_blocks; c++)
        {
          const PfTriRBlock *C = &r->b[c];

          if (c == a)
            continue;
          for (guint p = 0; p < C->n_pos; p++)
            for (guint k = 0; k < C->length; k++)
              if (at[C->tri[2 * p + k]] >= 0)
                r->cross[c][p][a] |= 1u << at[C->tri[2 * p + k]];
        }
    }

  /* Single pushes. */
  for (guint a = 0; a < r->n_blocks; a++)
    {
      const PfTriRBlock *A = &r->b[a];

      for (guint q = 0; q < A->n_pos; q++)
        for (guint dd = 0; dd < 2; dd++)
          {
            int d = dd == 0 ? 1 : -1;
            const guint16 *e = A->enter[q][dd];

            if (!((A->can[dd] >> q) & 1))
              continue;
            for (guint c = 0; c < r->n_blocks; c++)
              {
                const PfTriRBlock *C = &r->b[c];
                int sd = d * r->push[A->axis][C->axis];

                for (guint p = 0; p < C->n_pos; p++)
                  {
                    gboolean hit = FALSE, ok = TRUE;
                    const guint16 *f = C->enter[p][sd < 0];

                    if (c == a || !(r->cross[c][p][a] & A->ebits[q][dd]))
                      continue;
                    for (guint k = 0; k < C->length; k++)
                      for (guint w = 0; w < 2; w++)
                        if (C->tri[2 * p + k] == e[w])
                          {
                            hit = TRUE;
                            ok &= sd > 0 ? k < 2 : k >= C->length - 2u;
                          }
                    g_assert (hit);
                    r->hitters[a][q][dd] |= 1u << c;
                    if (ok)
                      r->pushable[a][q][dd][c] |= 1u << p;
                    ok &= (C->can[sd < 0] >> p) & 1;
                    ok &= f[0] != e[0] && f[0] != e[1] && f[1] != e[0] && f[1] != e[1];
                    if (ok)
                      r->push_ok[a][q][dd][c] |= 1u << p;
                  }
              }
          }
    }
}

/* Whether a step of block @c from @p in direction @dd enters an occupied
 * triangle. */
static inline gboolean
hits (const PfTriRules *r,
      const guint8     *pos,
      guint             c,
      guint             p,
      guint             dd)
{
  guint32 eb = r->b[c].ebits[p][dd];

  for (guint bits = r->hitters[c][p][dd]; bits != 0; bits &= bits - 1)
    {
      guint x = __builtin_ctz (bits);

      if (r->cross[x][pos[x]][c] & eb)
        return TRUE;
    }
  return FALSE;
}

/* The general unit step of SPEC §2.4 (pf_tri_rules_do_step()) on the
 * tables: the blocks a step hits are found among its hitters, and rule 4
 * for them is one bit of PfTriRules.pushable. On success @pos is updated
 * and @delta and @kdelta are the state and key changes. */
static gboolean
general_step (const PfTriRules *r,
              guint8           *pos,
              guint             a,
              int               d,
              guint64          *delta,
              guint32          *kdelta)
{
  gint8 dir[PF_TRI_MAX_BLOCKS] = { 0 };
  guint8 order[PF_TRI_MAX_BLOCKS];
  guint16 entered[2 * PF_TRI_MAX_BLOCKS];
  guint n = 0, n_entered = 0;

  dir[a] = d;
  order[n++] = a;
  for (guint i = 0; i < n; i++)
    {
      guint m = order[i];
      int dm = dir[m];
      const PfTriRBlock *M = &r->b[m];
      guint q = pos[m], dd = dm < 0;
      guint32 eb = M->ebits[q][dd];

      if (!((M->can[dd] >> q) & 1))
        return FALSE;
      entered[n_entered++] = M->enter[q][dd][0];
      entered[n_entered++] = M->enter[q][dd][1];
      for (guint bits = r->hitters[m][q][dd]; bits != 0; bits &= bits - 1)
        {
          guint x = __builtin_ctz (bits);
          int sx;

          if (!(r->cross[x][pos[x]][m] & eb))
            continue;
          /* x holds a triangle m enters: x is pushed, and must leave it. */
          if (!((r->pushable[m][q][dd][x] >> pos[x]) & 1))
            return FALSE;
          sx = dm * r->push[M->axis][r->b[x].axis];
          if (dir[x] == 0)
            {
              dir[x] = sx;
              order[n++] = x;
            }
          else if (dir[x] != sx)
            return FALSE;
        }
    }

  /* Every triangle is entered once. */
  for (guint j = 1; j < n_entered; j++)
    for (guint k = 0; k < j; k++)
      if (entered[j] == entered[k])
        return FALSE;

  *delta = 0;
  *kdelta = 0;
  for (guint i = 0; i < n; i++)
    {
      guint m = order[i];

      pos[m] += dir[m];
      *delta += unit_of (r, m, dir[m]);
      *kdelta += kunit_of (r, m, dir[m]);
    }
  return TRUE;
}

/* Where successors go: edges, or states and (optionally) keys. */
typedef enum
{
  OUT_EDGES,
  OUT_STATES,
  OUT_KEYS,
} OutMode;

typedef struct
{
  OutMode    mode;
  PfTriEdge *edges;
  guint64   *states;
  guint32   *keys;
  guint      n;
} Out;

static inline __attribute__ ((always_inline)) void
emit (Out     *out,
      OutMode  mode,
      guint64  state,
      guint32  key,
      guint    a,
      int      d,
      guint    k)
{
  if (mode == OUT_EDGES)
    {
      PfTriEdge *e = &out->edges[out->n];

      e->state = state;
      e->move.block = a;
      e->move.dir = d;
      e->move.steps = k;
    }
  else
    {
      out->states[out->n] = state;
      if (mode == OUT_KEYS)
        out->keys[out->n] = key;
    }
  out->n++;
}

/* The block holding every occupied triangle (@hit, as bits of @a's band)
 * that @a's step from @q in direction @dd enters, or -1 when they are
 * held by two blocks. */
static inline int
pushed_alone (const PfTriRules *r,
              const guint8     *pos,
              guint             a,
              guint             q,
              guint             dd,
              guint32           hit)
{
  for (guint bits = r->hitters[a][q][dd]; bits != 0; bits &= bits - 1)
    {
      guint c = __builtin_ctz (bits);
      guint32 held = r->cross[c][pos[c]][a] & hit;

      if (held != 0)
        return held == hit ? (int) c : -1;
    }
  g_assert_not_reached ();
}

/* The rest of a drag of block @a, after @k push-free steps to position
 * @q (at @state and @key), once a step enters an occupied triangle held
 * by @c alone (whose push the tables allow), or by two blocks (@c -1).
 * @start and @band are the positions and a's band occupancy of the state
 * being expanded. */
G_NO_INLINE static void
drag_on (const PfTriRules *r,
         const guint8     *start,
         guint32           band,
         guint             a,
         int               d,
         guint             q,
         int               c,
         guint64           state,
         guint32           key,
         guint             k,
         Out              *out)
{
  const PfTriRBlock *A = &r->b[a];
  guint dd = d < 0;
  guint8 pos[PF_TRI_MAX_BLOCKS];
  gboolean first = TRUE;

  memcpy (pos, start, sizeof pos);
  pos[a] = q;
  for (;; first = FALSE)
    {
      guint32 ebits, hit;
      guint64 delta;
      guint32 kdelta;

      q = pos[a];
      if (!first)
        {
          if (!((A->can[dd] >> q) & 1))
            break;
          ebits = A->ebits[q][dd];
          hit = band & ebits;
          if (hit == 0)
            {
              pos[a] += d;
              delta = unit_of (r, a, d);
              kdelta = kunit_of (r, a, d);
              goto legal;
            }
          c = pushed_alone (r, pos, a, q, dd, hit);
          if (c >= 0 && !((r->push_ok[a][q][dd][c] >> pos[c]) & 1))
            break;
        }

      if (c >= 0)
        {
          const PfTriRBlock *C = &r->b[c];
          guint p = pos[c];
          int sd = d * r->push[A->axis][C->axis];

          if (!hits (r, pos, c, p, sd < 0))
            {
              /* One block pushed, its way free. */
              band ^= r->cross[c][p][a] ^ r->cross[c][p + sd][a];
              pos[a] += d;
              pos[c] += sd;
              delta = unit_of (r, a, d) + unit_of (r, c, sd);
              kdelta = kunit_of (r, a, d) + kunit_of (r, c, sd);
              goto legal;
            }
        }

      /* The general rule. */
      if (!general_step (r, pos, a, d, &delta, &kdelta))
        break;
      band = band_of (r, pos, a);

    legal:
      state += delta;
      key += kdelta;
      k++;
      emit (out, out->mode, state, key, a, d, k);
    }
}

static inline __attribute__ ((always_inline)) guint
successors_impl (const PfTriRules *r,
                 guint64           state,
                 guint32           key,
                 Out              *out,
                 OutMode           mode)
{
  guint8 pos[PF_TRI_MAX_BLOCKS];
  Bands band;

  out->n = 0;
  pf_tri_rules_unpack (r, state, pos);
  bands_of (r, pos, &band);

  for (guint a = 0; a < r->n_blocks; a++)
    {
      const PfTriRBlock *B = &r->b[a];
      guint q = pos[a];
      guint64 occ = band.w[a];

      for (guint dd = 0; dd < 2; dd++)
        {
          int d = dd == 0 ? 1 : -1;
          guint legal = B->run[q][dd], free, n;
          guint64 unit = unit_of (r, a, d), s = state;
          guint32 kunit = kunit_of (r, a, d), k = key;

          if (legal == 0)
            continue;
          /* The steps whose two entered triangles are free. */
          if (dd == 0)
            free = __builtin_ctzll ((occ >> (2 * q + B->length)) | (G_GUINT64_CONSTANT (1) << 40)) / 2;
          else
            {
              guint64 behind = occ & ((G_GUINT64_CONSTANT (1) << (2 * q)) - 1);

              free = behind != 0 ? (2 * q - 1 - (63 - __builtin_clzll (behind))) / 2 : q;
            }
          n = MIN (free, legal);
          for (guint j = 1; j <= n; j++)
            {
              s += unit;
              k += kunit;
              emit (out, mode, s, k, a, d, j);
            }
          if (free < legal)
            {
              /* Most pushes are refused: those that push one block
               * against rule 4, out of its range or into a wall are
               * known from the tables. */
              guint qq = q + d * (int) n;
              int c = pushed_alone (r, pos, a, qq, dd, band.w[a] & B->ebits[qq][dd]);

              if (c >= 0 && !((r->push_ok[a][qq][dd][c] >> pos[c]) & 1))
                continue;
              drag_on (r, pos, band.w[a], a, d, qq, c, s, k, n, out);
            }
        }
    }
  return out->n;
}

guint
pf_tri_rules_successors (const PfTriRules *r,
                         guint64           state,
                         PfTriEdge        *out)
{
  Out o = { OUT_EDGES, out, NULL, NULL, 0 };

  return successors_impl (r, state, 0, &o, OUT_EDGES);
}

guint
pf_tri_rules_successor_states (const PfTriRules *r,
                               guint64           state,
                               guint64          *out)
{
  Out o = { OUT_STATES, NULL, out, NULL, 0 };

  return successors_impl (r, state, 0, &o, OUT_STATES);
}

guint
pf_tri_rules_successor_keys (const PfTriRules *r,
                             guint64           state,
                             guint32           key,
                             guint64          *out_states,
                             guint32          *out_keys)
{
  Out o = { OUT_KEYS, NULL, out_states, out_keys, 0 };

  return successors_impl (r, state, key, &o, OUT_KEYS);
}

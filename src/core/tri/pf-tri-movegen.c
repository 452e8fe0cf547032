/* pf-tri-movegen.c: move generator tables and predecessors for triangle levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A state's occupancy is a 512-bit bitboard, the OR of the precomputed
 * masks of its blocks; a step that enters only free triangles pushes
 * nothing. Successors are in pf-tri-successors.c.
 *
 * Predecessors use the structure of the rules: a step that pushes nothing
 * is undone by the opposite step, which pushes nothing either. So the
 * drags into a state that never push are found by walking the dragged
 * block backwards through free triangles, and only a drag whose last
 * pushing step ends at one of those intermediate states needs the general
 * reverse search (which checks every candidate by replaying it).
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-movegen"

#include <string.h>

#include "pf-tri-rules-private.h"

void
pf_tri_edge_buf_grow (PfTriEdgeBuf *buf)
{
  buf->cap = MAX (buf->cap * 2, 256);
  buf->edges = g_renew (PfTriEdge, buf->edges, buf->cap);
}

void
pf_tri_movegen_init (PfTriRules *r)
{
  /* The words of the bitboards that any block can touch. */
  r->occ_lo = PF_TRI_OCC_WORDS;
  r->occ_hi = 0;
  for (guint b = 0; b < r->n_blocks; b++)
    for (guint q = 0; q < 16; q++)
      for (guint w = 0; w < PF_TRI_OCC_WORDS; w++)
        if (r->mask[b][q][w] != 0)
          {
            r->occ_lo = MIN (r->occ_lo, w);
            r->occ_hi = MAX (r->occ_hi, w + 1);
          }
  if (r->occ_lo > r->occ_hi)
    r->occ_lo = r->occ_hi = 0;

  for (guint a = 0; a < r->n_blocks; a++)
    {
      const PfTriRBlock *A = &r->b[a];

      for (guint q = 0; q < A->n_pos; q++)
        for (guint dd = 0; dd < 2; dd++)
          {
            int d = dd == 0 ? 1 : -1;
            int from = (int) q - d;

            if (from < 0 || from >= A->n_pos || !((A->can[dd] >> from) & 1))
              continue;
            for (guint w = 0; w < 2; w++)
              {
                guint t = A->enter[from][dd][w];

                for (guint i = r->memb_first[t]; i < r->memb_first[t + 1]; i++)
                  {
                    guint b = r->memb_block[i];
                    const PfTriRBlock *B = &r->b[b];
                    int sd = d * r->push[A->axis][B->axis];

                    if (b == a)
                      continue;
                    /* b held t before the step (at position p - sd). */
                    for (int p = 0; p < B->n_pos; p++)
                      {
                        int off = (int) r->memb_off[i] - 2 * (p - sd);

                        if (p - sd >= 0 && p - sd < B->n_pos && (unsigned) off < B->length)
                          {
                            r->pushed[a][q][dd][b] |= 1u << p;
                            r->pushers[a][q][dd] |= 1u << b;
                          }
                      }
                  }
              }
          }
    }
}

static inline gboolean
occ_has (const guint64 *occ,
         guint          t)
{
  return (occ[t >> 6] >> (t & 63)) & 1;
}

static inline void
occ_build (const PfTriRules *r,
           const guint8     *pos,
           guint64          *occ)
{
  memset (occ, 0, sizeof (guint64) * PF_TRI_OCC_WORDS);
  for (guint i = 0; i < r->n_blocks; i++)
    for (guint w = r->occ_lo; w < r->occ_hi; w++)
      occ[w] |= r->mask[i][pos[i]][w];
}

/* pf_tri_rules_do_step() with the occupancy bitboard: free triangles need
 * no owner search, and @occ follows the blocks that moved. */
static gboolean
push_step (const PfTriRules *r,
           guint8           *pos,
           guint64          *occ,
           guint             a,
           int               d)
{
  gint8 dir[PF_TRI_MAX_BLOCKS] = { 0 };
  guint8 order[PF_TRI_MAX_BLOCKS];
  PfTriEntries entries;
  guint n = 0;

  entries.n = 0;
  dir[a] = d;
  order[n++] = a;

  for (guint i = 0; i < n; i++)
    {
      guint m = order[i];
      int dm = dir[m];
      const PfTriRBlock *B = &r->b[m];
      guint q = pos[m];

      if (!((B->can[dm < 0] >> q) & 1))
        return FALSE;

      for (int w = 0; w < 2; w++)
        {
          guint t = B->enter[q][dm < 0][w];
          int rel = 0;
          int o = occ_has (occ, t) ? pf_tri_rules_owner (r, pos, t, PF_TRI_NO_BLOCK, &rel)
                                   : PF_TRI_NO_BLOCK;

          if (!pf_tri_entries_add (r, &entries, B->axis, dm, t, o, rel, dir, order, &n))
            return FALSE;
        }
    }

  /* 4: after everyone moved, no two blocks share a triangle. */
  if (!pf_tri_entries_clear (r, &entries, dir))
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      guint m = order[i];
      const guint64 *from = r->mask[m][pos[m]];
      const guint64 *to = r->mask[m][pos[m] + dir[m]];

      for (guint w = r->occ_lo; w < r->occ_hi; w++)
        occ[w] ^= from[w] ^ to[w];
      pos[m] += dir[m];
    }
  return TRUE;
}

/* Reverse steps with pushes. The pre-step state y differs from the
 * post-step state z only in the blocks that moved. Walking the push tree
 * backwards, each triangle a mover entered was either free in y, or held
 * by a block that then moved on in the push direction; both cases are
 * tried, and every candidate is checked by stepping it forward again. */

#define MAX_FOUND 16

typedef struct
{
  const PfTriRules *r;
  const guint8     *z;        /* the positions after the step */
  const guint64    *occ;      /* and their occupancy */
  guint             a;
  int               d;
  guint             k;
  gint8             dir[PF_TRI_MAX_BLOCKS];
  guint8            movers[PF_TRI_MAX_BLOCKS];
  guint             n_movers;
  guint16           pend_t[2 * PF_TRI_MAX_BLOCKS];
  guint8            pend_m[2 * PF_TRI_MAX_BLOCKS];
  guint             n_pend;
  PfTriEdgeBuf     *out;
  guint             n_found;  /* candidates accepted by unstep_check() */
  guint64           found_occ[MAX_FOUND][PF_TRI_OCC_WORDS];
} Unstep;

static void
unstep_add_entries (Unstep *u,
                    guint   m)
{
  const PfTriRBlock *B = &u->r->b[m];
  int q = (int) u->z[m] - u->dir[m];

  for (int w = 0; w < 2; w++)
    {
      u->pend_t[u->n_pend] = B->tri[pf_tri_entry_offset (B, q, u->dir[m], w)];
      u->pend_m[u->n_pend] = m;
      u->n_pend++;
    }
}

static void
unstep_check (Unstep *u)
{
  const PfTriRules *r = u->r;
  guint8 y[PF_TRI_MAX_BLOCKS];
  guint64 occ[PF_TRI_OCC_WORDS];

  /* y must be a valid state: movers in range, on floor, and clear of
   * every other block and of each other. */
  memcpy (occ, u->occ, sizeof occ);
  for (guint i = 0; i < u->n_movers; i++)
    {
      const guint64 *mw = r->mask[u->movers[i]][u->z[u->movers[i]]];

      for (guint w = r->occ_lo; w < r->occ_hi; w++)
        occ[w] ^= mw[w];
    }

  /* occ now holds the blocks that did not move. A triangle that a mover
   * entered cannot have been one of theirs: they would have been pushed. */
  for (guint i = 0; i < u->n_pend; i++)
    if (occ_has (occ, u->pend_t[i]))
      return;
  for (guint i = 0; i < u->n_movers; i++)
    {
      guint m = u->movers[i];
      const PfTriRBlock *B = &r->b[m];
      int q = (int) u->z[m] - u->dir[m];
      guint64 clash = 0;

      if (q < 0 || q >= B->n_pos || !((B->ok >> q) & 1))
        return;
      for (guint w = r->occ_lo; w < r->occ_hi; w++)
        {
          clash |= occ[w] & r->mask[m][q][w];
          occ[w] |= r->mask[m][q][w];
        }
      if (clash != 0)
        return;
    }

  memcpy (y, u->z, sizeof y);
  for (guint i = 0; i < u->n_movers; i++)
    y[u->movers[i]] -= u->dir[u->movers[i]];

  /* When the dragged block moved alone, y is valid and its front was
   * free in y, so stepping it forward from y pushes nothing and gives z.
   * Otherwise check the pushes by replaying the step. */
  if (u->n_movers > 1)
    {
      guint8 fwd[PF_TRI_MAX_BLOCKS];
      guint64 focc[PF_TRI_OCC_WORDS];

      memcpy (fwd, y, sizeof fwd);
      memcpy (focc, occ, sizeof focc);
      if (!push_step (r, fwd, focc, u->a, u->d) ||
          memcmp (fwd, u->z, r->n_blocks) != 0)
        return;
    }

  /* occ is now y's occupancy: keep it for lengthening the drag. */
  if (u->n_found < MAX_FOUND)
    memcpy (u->found_occ[u->n_found], occ, sizeof occ);
  u->n_found++;
  pf_tri_edge_buf_push (u->out, pf_tri_rules_pack (r, y), u->a, u->d, u->k);
}

static inline gboolean
held_earlier (const Unstep  *u,
              guint          next,
              const guint64 *mask)
{
  for (guint i = 0; i < next; i++)
    if (occ_has (mask, u->pend_t[i]))
      return TRUE;
  return FALSE;
}

static void
unstep_search (Unstep *u,
               guint   next)
{
  const PfTriRules *r = u->r;
  guint t, m;

  if (next == u->n_pend)
    {
      /* One mover: only the dragged block moved, which is not a push. */
      if (u->n_movers > 1)
        unstep_check (u);
      return;
    }

  t = u->pend_t[next];
  m = u->pend_m[next];

  /* The triangle was free in y, or held by a block already moving. */
  unstep_search (u, next + 1);

  /* Or it was held by a block that the step pushed on: one that holds
   * a triangle now, since every block is somewhere. */
  for (guint i = r->memb_first[t]; i < r->memb_first[t + 1]; i++)
    {
      guint b = r->memb_block[i];
      int sd = u->dir[m] * r->push[r->b[m].axis][r->b[b].axis];
      int q = (int) u->z[b] - sd;
      int off = (int) r->memb_off[i] - 2 * q;
      guint saved = u->n_pend;

      if (u->dir[b] != 0 || q < 0 || q >= r->b[b].n_pos || (unsigned) off >= r->b[b].length)
        continue;
      /* Each candidate once: b is pushed through the first entered
       * triangle it held. If it held an earlier one, either that branch
       * gives this candidate, or b was pushed two ways and the step is
       * illegal. */
      if (held_earlier (u, next, r->mask[b][q]))
        continue;
      u->dir[b] = sd;
      u->movers[u->n_movers++] = b;
      unstep_add_entries (u, b);
      unstep_search (u, next + 1);
      u->n_movers--;
      u->n_pend = saved;
      u->dir[b] = 0;
    }
}

/* Appends the states one reverse step of block a in direction d before
 * the positions @z with occupancy @occ that push some block, as edges of
 * a drag of u->k steps. u->dir is all zero. */
static void
unstep_from (Unstep        *u,
             const guint8  *z,
             const guint64 *occ)
{
  const PfTriRBlock *A = &u->r->b[u->a];
  int q = (int) z[u->a] - u->d;

  if (q < 0 || q >= A->n_pos || !((A->ok >> q) & 1))
    return;
  u->z = z;
  u->occ = occ;
  u->dir[u->a] = u->d;
  u->movers[0] = u->a;
  u->n_movers = 1;
  u->n_pend = 0;
  unstep_add_entries (u, u->a);
  unstep_search (u, 0);
  u->dir[u->a] = 0;
}

/* Appends every drag of block u->a in direction u->d of @k steps or more
 * that ends at @w (occupancy @occ): the drag's first @k - 1 steps are
 * known to lead on from there. Take the last step of the drag that
 * pushes: after it, the block went on through free triangles, so its
 * state is one of the states met by walking the block back from @w
 * through free triangles; before it, the drag was any drag. */
static void
unstep_chain (Unstep        *u,
              guint8        *w,
              const guint64 *occ,
              guint64        state,
              guint          k)
{
  const PfTriRules *r = u->r;
  guint a = u->a;
  const PfTriRBlock *B = &r->b[a];
  guint dd = u->d > 0 ? 0 : 1;
  guint64 unit = G_GUINT64_CONSTANT (1) << (4 * a);
  guint q0 = w[a], q = q0;

  if (dd != 0)
    unit = -unit;

  for (guint steps = k; steps <= PF_TRI_MAX_DRAG; steps++)
    {
      const guint16 *e;
      guint64 wocc[PF_TRI_OCC_WORDS];
      guint lo = u->out->len, n_found;
      const guint16 *pushed;
      guint any;

      /* Drags whose last push ends here: some block must have been
       * pushed out of the dragged block's way. */
      w[a] = q;
      pushed = r->pushed[a][q][dd];
      any = 0;
      for (guint bits = r->pushers[a][q][dd]; bits != 0; bits &= bits - 1)
        {
          guint b = __builtin_ctz (bits);

          any |= (pushed[b] >> w[b]) & 1;
        }
      n_found = 0;
      if (any != 0)
        {
          memcpy (wocc, occ, sizeof wocc);
          for (guint i = r->occ_lo; i < r->occ_hi; i++)
            wocc[i] ^= r->mask[a][q0][i] ^ r->mask[a][q][i];
          u->k = steps;
          u->n_found = 0;
          unstep_from (u, w, wocc);
          n_found = u->n_found;
        }
      if (G_UNLIKELY (n_found > 0) && steps < PF_TRI_MAX_DRAG)
        {
          guint64 focc[MAX_FOUND][PF_TRI_OCC_WORDS];

          memcpy (focc, u->found_occ, sizeof (guint64) * PF_TRI_OCC_WORDS * MIN (n_found, MAX_FOUND));
          for (guint i = 0; i < n_found; i++)
            {
              guint64 y = u->out->edges[lo + i].state;
              guint8 ypos[PF_TRI_MAX_BLOCKS];

              guint64 yocc[PF_TRI_OCC_WORDS];

              pf_tri_rules_unpack (r, y, ypos);
              if (i >= MAX_FOUND)
                occ_build (r, ypos, yocc);
              unstep_chain (u, ypos, i < MAX_FOUND ? focc[i] : yocc, y, steps + 1);
            }
        }

      /* One more push-free step back: its two triangles are free. */
      if (!((B->can[1 - dd] >> q) & 1))
        break;
      e = B->enter[q][1 - dd];
      if (occ_has (occ, e[0]) || occ_has (occ, e[1]))
        break;
      q -= u->d;
      state -= unit;
      pf_tri_edge_buf_push (u->out, state, a, u->d, steps);
    }
  w[a] = q0;
}

void
pf_tri_rules_predecessors_buf (const PfTriRules *r,
                               guint64           state,
                               PfTriEdgeBuf     *buf)
{
  guint8 pos[PF_TRI_MAX_BLOCKS];
  guint64 occ[PF_TRI_OCC_WORDS];
  Unstep u;

  pf_tri_rules_unpack (r, state, pos);
  occ_build (r, pos, occ);
  u.r = r;
  u.out = buf;
  memset (u.dir, 0, sizeof u.dir);

  for (guint a = 0; a < r->n_blocks; a++)
    for (int d = 1; d >= -1; d -= 2)
      {
        u.a = a;
        u.d = d;
        unstep_chain (&u, pos, occ, state, 1);
      }
}

void
pf_tri_rules_predecessors (const PfTriRules *rules,
                           guint64           state,
                           GArray           *out)
{
  PfTriEdgeBuf buf = { NULL, 0, 0 };

  g_return_if_fail (g_array_get_element_size (out) == sizeof (PfTriEdge));

  pf_tri_rules_predecessors_buf (rules, state, &buf);
  g_array_append_vals (out, buf.edges, buf.len);
  g_free (buf.edges);
}

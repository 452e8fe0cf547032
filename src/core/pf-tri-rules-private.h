/* pf-tri-rules-private.h: the compiled level, shared by the rules and the move generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Besides the band of each block, the rules keep bitboard tables for the
 * move generator (pf-tri-movegen.c): the 512-bit triangle mask of every
 * (block, position), and for every (block, position, direction) the two
 * triangles a step enters and whether the position it reaches is legal.
 */
#pragma once

#include "pf-tri-rules.h"

G_BEGIN_DECLS

#define PF_TRI_NO_BLOCK (-1)
#define PF_TRI_OCC_WORDS (PF_TRI_COUNT / 64)

typedef struct
{
  guint8  axis;
  guint8  length;
  guint8  n_pos;
  guint8  key;
  guint16 ok;            /* bit q: position q covers no wall */
  guint16 band_len;
  guint16 tri[32];       /* band triangles from position 0's first */

  /* Move generator tables; index [dd] is 0 for +1, 1 for -1. */
  guint16 can[2];        /* bit q: a step from q reaches a legal position */
  guint16 enter[16][2][2];   /* [q][dd]: the two triangles a step enters */
  guint64 mask[16][PF_TRI_OCC_WORDS];   /* triangles covered at position q */
} PfTriRBlock;

struct _PfTriRules
{
  guint       n_blocks;
  PfTriRBlock b[PF_TRI_MAX_BLOCKS];
  gint8       push[3][3];
  guint64     start;

  /* For each triangle, the blocks whose band holds it and at which offset. */
  guint16  memb_first[PF_TRI_COUNT + 1];
  guint8   memb_block[PF_TRI_MAX_BLOCKS * 32];
  guint8   memb_off[PF_TRI_MAX_BLOCKS * 32];

  /* Goal coverage: bit g of word w is goal 64w+g; per key block and
   * position, the goals it covers. */
  guint    n_words;
  guint    n_keys;
  guint8   keys[PF_TRI_MAX_BLOCKS];
  gboolean never_solved;
  guint64  goal_full[PF_TRI_COUNT / 64];
  guint64 *cover;        /* [block][16][n_words] */
};

static inline void
pf_tri_rules_unpack (const PfTriRules *r,
                     guint64           state,
                     guint8           *pos)
{
  for (guint i = 0; i < r->n_blocks; i++)
    pos[i] = (state >> (4 * i)) & 15;
}

static inline guint64
pf_tri_rules_pack (const PfTriRules *r,
                   const guint8     *pos)
{
  guint64 state = 0;

  for (guint i = 0; i < r->n_blocks; i++)
    state |= (guint64) pos[i] << (4 * i);
  return state;
}

/* Entry offsets (relative to the band start) of a block at position q
 * stepping in direction d: the two band triangles past its front end. */
static inline int
pf_tri_entry_offset (const PfTriRBlock *B,
                     int                q,
                     int                d,
                     int                which)
{
  if (d > 0)
    return 2 * q + B->length + which;
  return 2 * q - 1 - which;
}

/* The block covering triangle @t with blocks at @pos, other than @skip,
 * and the triangle's offset from that block's first triangle. */
static inline int
pf_tri_rules_owner (const PfTriRules *r,
                    const guint8     *pos,
                    guint             t,
                    int               skip,
                    int              *rel)
{
  for (guint i = r->memb_first[t]; i < r->memb_first[t + 1]; i++)
    {
      guint b = r->memb_block[i];
      int off = (int) r->memb_off[i] - 2 * (int) pos[b];

      if ((unsigned) off < r->b[b].length && (int) b != skip)
        {
          *rel = off;
          return b;
        }
    }
  return PF_TRI_NO_BLOCK;
}

/* The general unit step of pf-tri-rules.c (SPEC §2.4), on unpacked
 * positions: on success @pos is updated and @delta is the state change. */
gboolean pf_tri_rules_do_step (const PfTriRules *r,
                               guint8           *pos,
                               guint             a,
                               int               d,
                               gint64           *delta,
                               gint8            *dirs);

/**
 * PfTriEdgeBuf:
 * @edges: the edges
 * @len: how many
 * @cap: room for how many
 *
 * A growable edge list for the hot loops, without GArray's overhead.
 */
typedef struct
{
  PfTriEdge *edges;
  guint      len;
  guint      cap;
} PfTriEdgeBuf;

void pf_tri_edge_buf_grow (PfTriEdgeBuf *buf);

static inline void
pf_tri_edge_buf_push (PfTriEdgeBuf *buf,
                      guint64       state,
                      guint         block,
                      int           dir,
                      guint         steps)
{
  PfTriEdge *e;

  if (buf->len == buf->cap)
    pf_tri_edge_buf_grow (buf);
  e = &buf->edges[buf->len++];
  e->state = state;
  e->move.block = block;
  e->move.dir = dir;
  e->move.steps = steps;
}

/**
 * pf_tri_rules_predecessors_buf:
 * @state: a valid state
 * @buf: the edges are appended here
 *
 * pf_tri_rules_predecessors() without the GArray.
 */
void pf_tri_rules_predecessors_buf (const PfTriRules *rules,
                                    guint64           state,
                                    PfTriEdgeBuf     *buf);

/**
 * pf_tri_rules_successor_states:
 * @state: a valid state
 * @out: (array): room for %PF_TRI_MAX_SUCCESSORS states
 *
 * pf_tri_rules_successors() without the moves: the same states in the
 * same order.
 *
 * Returns: the number of states written
 */
guint pf_tri_rules_successor_states (const PfTriRules *rules,
                                     guint64           state,
                                     guint64          *out);

G_END_DECLS

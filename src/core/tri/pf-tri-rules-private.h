/* pf-tri-rules-private.h: the compiled level, shared by the rules and the move generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Besides the band of each block, the rules keep tables for the move
 * generator (pf-tri-movegen.c): the 512-bit triangle mask of every
 * (block, position), for every (block, position, direction) the two
 * triangles a step enters and whether the position it reaches is legal,
 * and which blocks a step can have pushed (for predecessors).
 */
#pragma once

#include "pf-tri-rules.h"
#include "pf-tri-state-set.h"

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
  guint8  run[16][2];    /* [q][dd]: how many legal steps in a row from q */
  guint32 ebits[16][2];  /* [q][dd]: the entered triangles as band bits */
  guint64 sunit[2];      /* [dd]: the state change of a step */
  guint32 kunit[2];      /* [dd]: the dense key change of a step */
} PfTriRBlock;

struct _PfTriRules
{
  guint       n_blocks;
  PfTriRBlock b[PF_TRI_MAX_BLOCKS];
  gint8       push[3][3];
  guint64     start;

  /* The big move generator tables, apart from the small per-block data
   * that every step reads. mask[b][q]: the triangles block b covers at
   * position q. pushed[a][q][dd][b]: bit p is set when block b at
   * position p could have been pushed by a's step in direction dd that
   * ended at q; pushers[a][q][dd]: bit b when that is not empty.
   *
   * These tables and the successor tables below have a row of about 1 kB
   * per block, allocated with the rules for the level's blocks only
   * (pf_tri_rules_new()): rules for 16 blocks would take 90 kB, and a
   * project's levels have far fewer. */
  guint64   (*mask)[16][PF_TRI_OCC_WORDS];
  guint16   (*pushed)[16][2][PF_TRI_MAX_BLOCKS];
  guint16   (*pushers)[16][2];
  guint       occ_lo;    /* the bitboard words any mask touches */
  guint       occ_hi;

  /* Successor tables (pf-tri-successors.c). cross[c][p][a]: bit j when
   * block c at position p covers triangle j of a's band (a != c), so
   * that one block's contribution to every band is one row.
   * hitters[a][q][dd]: bit c when
   * some position of c holds a triangle that a's step from q enters;
   * pushable[a][q][dd][c]: bit p when c at p is hit by that step and
   * leaves the triangles it enters (rule 4); push_ok[a][q][dd][c]: bit p
   * when moreover, if nothing else moves, the push is legal. */
  guint32   (*cross)[16][PF_TRI_MAX_BLOCKS];
  guint16   (*hitters)[16][2];
  guint16   (*pushable)[16][2][PF_TRI_MAX_BLOCKS];
  guint16   (*push_ok)[16][2][PF_TRI_MAX_BLOCKS];

  /* pf_tri_rules_key(): whether states have 32-bit keys, whether the key
   * is the state itself, and else the mixed-radix strides. The mixed radix
   * key is the dense key (pf_tri_rules_dense_key()) of the key_space keys
   * 0..key_space-1; key_space is 0 when they would not fit 32 bits.
   * stride_magic[i] is 2^64 / stride[i] rounded up (0 for stride 1), so
   * that a key divides by a stride with one multiplication. */
  gboolean    key_ok;
  gboolean    key_direct;
  guint64     key_space;
  guint32     stride[PF_TRI_MAX_BLOCKS];
  guint64     stride_magic[PF_TRI_MAX_BLOCKS];
  guint8      key_lo[PF_TRI_MAX_BLOCKS];   /* the first wall-free position */

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

  /* With one key block, bit q of solved_at: the key block at position q
   * covers every goal (pf_tri_rules_solved_quick()). */
  gboolean one_key;
  guint16  solved_at;
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

/* pf_tri_rules_is_solved(), one shift and mask when one key block
 * decides. */
static inline gboolean
pf_tri_rules_solved_quick (const PfTriRules *r,
                           guint64           state)
{
  if (r->one_key)
    return (r->solved_at >> ((state >> (4 * r->keys[0])) & 15)) & 1;
  return pf_tri_rules_is_solved (r, state);
}

/**
 * pf_tri_rules_dense_key:
 * @state: a valid state
 *
 * The dense key of a state, when rules->key_space is not 0: the block
 * positions in mixed radix over their wall-free ranges, block 0 the lowest
 * digit, so that a block's step adds or subtracts its stride.
 *
 * Returns: the key, below rules->key_space
 */
static inline guint32
pf_tri_rules_dense_key (const PfTriRules *r,
                        guint64           state)
{
  guint32 key = 0;

  for (guint i = 0; i < r->n_blocks; i++)
    key += (((state >> (4 * i)) & 15) - r->key_lo[i]) * r->stride[i];
  return key;
}

/* The quotient of @key by block @i's stride. */
static inline guint32
pf_tri_rules_key_digit_div (const PfTriRules *r,
                            guint32           key,
                            guint             i)
{
#ifdef __SIZEOF_INT128__
  if (r->stride_magic[i] == 0)
    return key;
  return (guint32) (((unsigned __int128) r->stride_magic[i] * key) >> 64);
#else
  return key / r->stride[i];
#endif
}

/* The state of a key from pf_tri_rules_dense_key(). */
static inline guint64
pf_tri_rules_dense_unkey (const PfTriRules *r,
                          guint32           key)
{
  guint64 state = 0;

  for (guint i = r->n_blocks; i-- > 0;)
    {
      guint32 q = pf_tri_rules_key_digit_div (r, key, i);

      key -= q * r->stride[i];
      state |= (guint64) (q + r->key_lo[i]) << (4 * i);
    }
  return state;
}

/**
 * pf_tri_rules_key:
 * @state: a valid state
 *
 * A one-to-one 32-bit key of a state, when rules->key_ok: the solver's
 * visited set keeps these in its slots.
 *
 * Returns: the key
 */
static inline guint32
pf_tri_rules_key (const PfTriRules *r,
                  guint64           state)
{
  if (r->key_direct)
    return (guint32) state;
  return pf_tri_rules_dense_key (r, state);
}

/* The state of a key from pf_tri_rules_key(). */
static inline guint64
pf_tri_rules_unkey (const PfTriRules *r,
                    guint32           key)
{
  if (r->key_direct)
    return key;
  return pf_tri_rules_dense_unkey (r, key);
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

/* Fills in the successor tables (PfTriRBlock.run, .ebits, cross, push_ok). */
void pf_tri_successors_init (PfTriRules *rules);

/**
 * pf_tri_movegen_init:
 * @rules: rules whose bands, masks and membership lists are filled in
 *
 * Fills in the predecessor tables (PfTriRBlock.pushed).
 */
void pf_tri_movegen_init (PfTriRules *rules);

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

/**
 * pf_tri_rules_successor_keys:
 * @state: a valid state
 * @key: its dense key (pf_tri_rules_dense_key()), when rules->key_space is
 *   not 0; anything otherwise
 * @out_states: (array): room for %PF_TRI_MAX_SUCCESSORS states
 * @out_keys: (array): room for %PF_TRI_MAX_SUCCESSORS keys
 *
 * pf_tri_rules_successor_states() with the dense key of each successor,
 * found from @key by adding the strides of the blocks that moved.
 *
 * Returns: the number of states written
 */
guint pf_tri_rules_successor_keys (const PfTriRules *rules,
                                   guint64           state,
                                   guint32           key,
                                   guint64          *out_states,
                                   guint32          *out_keys);

/**
 * PfTriBatch:
 * @states: the successors of one state
 * @hashes: their hashes
 * @n: how many
 *
 * One stage of the software pipeline of the breadth-first searches: the
 * successors of a state are generated, hashed and their table slots
 * prefetched two states ahead, and the states those slots point to one
 * state ahead, so that memory latency overlaps the work in between.
 */
typedef struct
{
  guint64 states[PF_TRI_MAX_SUCCESSORS];
  guint64 hashes[PF_TRI_MAX_SUCCESSORS];
  guint   n;
} PfTriBatch;

/* The triangles a step enters, with the block that held each (or
 * PF_TRI_NO_BLOCK) and where in that block it was. Shared by the general
 * step and the bitboard fast path, which only differ in how they find
 * owners. */
typedef struct
{
  guint16 tri[2 * PF_TRI_MAX_BLOCKS];
  gint8   owner[2 * PF_TRI_MAX_BLOCKS];
  gint8   rel[2 * PF_TRI_MAX_BLOCKS];
  guint   n;
} PfTriEntries;

/* Records that a block moving in @dm enters @t, held by @o (at @rel), and
 * assigns @o its push direction. Returns FALSE when @o would be pushed both
 * ways (SPEC §2.4 rule 3). */
static inline gboolean
pf_tri_entries_add (const PfTriRules *r,
                    PfTriEntries     *e,
                    PfTriAxis         pusher_axis,
                    int               dm,
                    guint             t,
                    int               o,
                    int               rel,
                    gint8            *dir,
                    guint8           *order,
                    guint            *n_moving)
{
  e->tri[e->n] = t;
  e->owner[e->n] = o;
  e->rel[e->n] = rel;
  e->n++;
  if (o != PF_TRI_NO_BLOCK)
    {
      int sd = dm * r->push[pusher_axis][r->b[o].axis];

      if (dir[o] == 0)
        {
          dir[o] = sd;
          order[(*n_moving)++] = o;
        }
      else if (dir[o] != sd)
        return FALSE;
    }
  return TRUE;
}

/* After everyone moved, no two blocks share a triangle. Only entered
 * triangles can clash: each must be entered once, and its former owner
 * (always a moving block) must have left it. */
static inline gboolean
pf_tri_entries_clear (const PfTriRules   *r,
                      const PfTriEntries *e,
                      const gint8        *dir)
{
  for (guint j = 0; j < e->n; j++)
    {
      for (guint k = 0; k < j; k++)
        if (e->tri[k] == e->tri[j])
          return FALSE;
      if (e->owner[j] != PF_TRI_NO_BLOCK)
        {
          int o = e->owner[j];
          int len = r->b[o].length;

          if (dir[o] > 0 ? e->rel[j] >= 2 : e->rel[j] < len - 2)
            return FALSE;
        }
    }
  return TRUE;
}

#define PF_TRI_PIPELINE 3

static inline void
pf_tri_batch_fill (PfTriBatch          *b,
                   const PfTriRules    *rules,
                   const PfTriStateSet *set,
                   guint64              state)
{
  b->n = pf_tri_rules_successor_states (rules, state, b->states);
  for (guint i = 0; i < b->n; i++)
    {
      b->hashes[i] = pf_tri_state_hash (b->states[i]);
      pf_tri_state_set_prefetch (set, b->hashes[i]);
    }
}

static inline void
pf_tri_batch_prefetch_states (const PfTriStateSet *set,
                              const PfTriBatch    *b)
{
  for (guint i = 0; i < b->n; i++)
    pf_tri_state_set_prefetch_state (set, b->hashes[i]);
}

/**
 * pf_tri_batch_next:
 * @ring: %PF_TRI_PIPELINE batches
 * @set: the visited set, whose states in order are the breadth-first queue
 * @head: the state of the queue being expanded
 * @filled: (inout): how many states of the queue have their batch made
 *
 * One step of the software pipeline of a forward breadth-first search: the
 * batches of the states up to %PF_TRI_PIPELINE - 1 places ahead are made
 * (their slots prefetched), and the states of the next one's are
 * prefetched.
 *
 * Returns: the batch of @head's successors
 */
static inline const PfTriBatch *
pf_tri_batch_next (PfTriBatch          *ring,
                   const PfTriRules    *rules,
                   const PfTriStateSet *set,
                   guint32              head,
                   guint32             *filled)
{
  while (*filled < set->count && *filled < head + PF_TRI_PIPELINE)
    {
      pf_tri_batch_fill (&ring[*filled % PF_TRI_PIPELINE], rules, set, set->states[*filled]);
      (*filled)++;
    }
  if (head + 1 < *filled)
    pf_tri_batch_prefetch_states (set, &ring[(head + 1) % PF_TRI_PIPELINE]);
  return &ring[head % PF_TRI_PIPELINE];
}

G_END_DECLS

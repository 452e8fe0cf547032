/* pf-tri-state-set.h: a compact visited set of packed level states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * States are kept in one array in the order they were first seen (which
 * is the BFS queue), and found again through an open-addressing table of
 * 32-bit slots. A slot holds the state's array index plus one in its low
 * bits and a fingerprint of its hash in the high bits, so most probes
 * never touch the state array. The table is rebuilt from the array when
 * it grows, so the old table is freed before the new one is filled.
 * Cost: 8 bytes per state in the array plus 5.3..10.7 bytes per state in
 * the table (load factor 0.375..0.75).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 *states;      /* in insertion order */
  guint32  count;
  guint32  capacity;    /* of @states */
  guint32 *slots;
  guint    bits;        /* the table has 2^bits slots */
  guint32  limit;       /* grow when count reaches it */
} PfTriStateSet;

/* The largest number of states a set holds. */
#define PF_TRI_STATE_SET_MAX ((guint32) 0x60000000)

void     pf_tri_state_set_init   (PfTriStateSet *set);
void     pf_tri_state_set_clear  (PfTriStateSet *set);

/**
 * pf_tri_state_set_grow_table:
 * @set: a set
 *
 * Doubles the table and re-inserts every state. Called by
 * pf_tri_state_set_insert(); it never fails but aborts like g_malloc()
 * when memory runs out.
 */
void     pf_tri_state_set_grow_table (PfTriStateSet *set);

/**
 * pf_tri_state_set_grow_array:
 * @set: a set
 *
 * Makes room for one more state in the array.
 */
void     pf_tri_state_set_grow_array (PfTriStateSet *set);

static inline guint64
pf_tri_state_hash (guint64 x)
{
  x ^= x >> 33;
  x *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  x ^= x >> 33;
  x *= G_GUINT64_CONSTANT (0xc4ceb9fe1a85ec53);
  x ^= x >> 33;
  return x;
}

/**
 * pf_tri_state_set_lookup:
 * @set: a set
 * @state: a state
 *
 * Returns: the index of @state in @set->states, or -1 when absent
 */
static inline gint64
pf_tri_state_set_lookup_hashed (const PfTriStateSet *set,
                                guint64              state,
                                guint64              h)
{
  guint32 mask = (1u << set->bits) - 1;
  guint32 idx_mask = mask;
  guint32 fp = ((guint32) h) & ~idx_mask;
  guint32 i = (guint32) (h >> (64 - set->bits));

  for (;; i = (i + 1) & mask)
    {
      guint32 slot = set->slots[i];

      if (slot == 0)
        return -1;
      if ((slot & ~idx_mask) == fp && set->states[(slot & idx_mask) - 1] == state)
        return (slot & idx_mask) - 1;
    }
}

static inline gint64
pf_tri_state_set_lookup (const PfTriStateSet *set,
                         guint64              state)
{
  return pf_tri_state_set_lookup_hashed (set, state, pf_tri_state_hash (state));
}

/**
 * pf_tri_state_set_prefetch:
 * @set: a set
 * @h: pf_tri_state_hash() of a state about to be looked up or inserted
 *
 * Starts loading the state's first table slot into the cache, so that a
 * batch of lookups overlaps its memory latency.
 */
static inline void
pf_tri_state_set_prefetch (const PfTriStateSet *set,
                           guint64              h)
{
  __builtin_prefetch (&set->slots[h >> (64 - set->bits)]);
}

/**
 * pf_tri_state_set_prefetch_state:
 * @set: a set
 * @state: a state
 * @h: its hash
 *
 * Second stage of a batched lookup: once the slot is in the cache, starts
 * loading the state it points to.
 */
static inline void
pf_tri_state_set_prefetch_state (const PfTriStateSet *set,
                                 guint64              h)
{
  guint32 mask = (1u << set->bits) - 1;
  guint32 slot = set->slots[h >> (64 - set->bits)];

  if (slot != 0 && (slot & ~mask) == (((guint32) h) & ~mask))
    __builtin_prefetch (&set->states[(slot & mask) - 1]);
}

/**
 * pf_tri_state_set_prefetch_batch:
 * @set: a set
 * @states: (array length=n): states about to be looked up or inserted
 * @hashes: (out caller-allocates) (array length=n): their hashes
 * @n: how many
 *
 * Hashes a batch of states and starts loading their table slots, then the
 * states those slots point to, so that the lookups that follow overlap
 * their memory latency instead of paying it one after the other.
 */
static inline void
pf_tri_state_set_prefetch_batch (const PfTriStateSet *set,
                                 const guint64       *states,
                                 guint64             *hashes,
                                 guint                n)
{
  for (guint i = 0; i < n; i++)
    {
      hashes[i] = pf_tri_state_hash (states[i]);
      pf_tri_state_set_prefetch (set, hashes[i]);
    }
  for (guint i = 0; i < n; i++)
    pf_tri_state_set_prefetch_state (set, hashes[i]);
}

/**
 * pf_tri_state_set_insert_hashed:
 * @set: a set
 * @state: a state
 * @h: pf_tri_state_hash() of @state
 * @index: (out): the index of @state in @set->states
 *
 * Adds @state unless it is there already. The caller checks
 * %PF_TRI_STATE_SET_MAX first.
 *
 * Returns: %TRUE when @state was new
 */
static inline gboolean
pf_tri_state_set_insert_hashed (PfTriStateSet *set,
                                guint64        state,
                                guint64        h,
                                guint32       *index)
{
  guint32 mask = (1u << set->bits) - 1;
  guint32 fp = ((guint32) h) & ~mask;
  guint32 i = (guint32) (h >> (64 - set->bits));

  for (;; i = (i + 1) & mask)
    {
      guint32 slot = set->slots[i];

      if (slot == 0)
        break;
      if ((slot & ~mask) == fp && set->states[(slot & mask) - 1] == state)
        {
          *index = (slot & mask) - 1;
          return FALSE;
        }
    }

  if (set->count == set->capacity)
    pf_tri_state_set_grow_array (set);
  set->states[set->count] = state;
  set->slots[i] = fp | (set->count + 1);
  *index = set->count++;
  if (set->count >= set->limit)
    pf_tri_state_set_grow_table (set);
  return TRUE;
}

static inline gboolean
pf_tri_state_set_insert (PfTriStateSet *set,
                         guint64        state,
                         guint32       *index)
{
  return pf_tri_state_set_insert_hashed (set, state, pf_tri_state_hash (state), index);
}

G_END_DECLS

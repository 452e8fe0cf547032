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
gboolean pf_tri_state_set_grow   (PfTriStateSet  *set,
                                  GError        **error);

/**
 * pf_tri_state_set_reserve:
 * @set: a set
 * @error: return location for a #PF_ERROR_NO_MEMORY error
 *
 * Makes room for one more state: grows the array, or doubles the table
 * and re-inserts every state, when needed, after checking that the
 * memory is free (pf_memory_check()). Call it before each insertion.
 *
 * Returns: %TRUE when there is room
 */
static inline gboolean
pf_tri_state_set_reserve (PfTriStateSet  *set,
                          GError        **error)
{
  if (G_LIKELY (set->count < set->capacity && set->count + 1 < set->limit))
    return TRUE;
  return pf_tri_state_set_grow (set, error);
}

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
 * pf_tri_state_set_insert_hashed:
 * @set: a set
 * @state: a state
 * @h: pf_tri_state_hash() of @state
 * @index: (out): the index of @state in @set->states
 *
 * Adds @state unless it is there already. The caller checks
 * %PF_TRI_STATE_SET_MAX and calls pf_tri_state_set_reserve() first.
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

  set->states[set->count] = state;
  set->slots[i] = fp | (set->count + 1);
  *index = set->count++;
  return TRUE;
}

static inline gboolean
pf_tri_state_set_insert (PfTriStateSet *set,
                         guint64        state,
                         guint32       *index)
{
  return pf_tri_state_set_insert_hashed (set, state, pf_tri_state_hash (state), index);
}

/**
 * PfTriKeySet:
 *
 * A set of 32-bit state keys for the solver, which only asks whether a
 * state is new: each slot holds a key itself (bit-inverted, so that 0 is
 * free), so a lookup reads one slot and never the state array. Only the
 * key ~0 cannot be stored in a slot and gets a flag. The caller keeps
 * the states; the table is rebuilt from them when it grows.
 */
typedef struct
{
  guint32 *slots;
  guint    bits;
  guint32  count;
  guint32  limit;
  gboolean has_max;
} PfTriKeySet;

void pf_tri_key_set_init  (PfTriKeySet   *set);
void pf_tri_key_set_clear (PfTriKeySet   *set);

/**
 * pf_tri_key_set_grow:
 * @set: a set
 * @keys: (array length=n): every key in the set
 * @n: how many
 * @error: return location for a #PF_ERROR_NO_MEMORY error
 *
 * Doubles the table and re-inserts @keys, after checking that the memory
 * is free.
 *
 * Returns: %TRUE on success; on failure @set holds no keys
 */
gboolean pf_tri_key_set_grow (PfTriKeySet    *set,
                              const guint32  *keys,
                              guint32         n,
                              GError        **error);

static inline guint64
pf_tri_key_hash (guint32 key)
{
  return pf_tri_state_hash (key);
}

static inline void
pf_tri_key_set_prefetch (const PfTriKeySet *set,
                         guint64            h)
{
  __builtin_prefetch (&set->slots[h >> (64 - set->bits)]);
}

/**
 * pf_tri_key_set_insert:
 * @set: a set
 * @key: a key
 * @h: pf_tri_key_hash() of @key
 *
 * Adds @key unless it is there. The caller grows the set when
 * @set->count reaches @set->limit.
 *
 * Returns: %TRUE when @key was new
 */
static inline gboolean
pf_tri_key_set_insert (PfTriKeySet *set,
                       guint32      key,
                       guint64      h)
{
  guint32 mask = (1u << set->bits) - 1;
  guint32 i = (guint32) (h >> (64 - set->bits));
  guint32 stored = ~key;

  if (G_UNLIKELY (stored == 0))
    {
      if (set->has_max)
        return FALSE;
      set->has_max = TRUE;
      set->count++;
      return TRUE;
    }
  for (;; i = (i + 1) & mask)
    {
      guint32 slot = set->slots[i];

      if (slot == stored)
        return FALSE;
      if (slot == 0)
        break;
    }
  set->slots[i] = stored;
  set->count++;
  return TRUE;
}

G_END_DECLS

/* pf-tri-dense.h: tables indexed by the dense key of a level's states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A state's dense key (pf_tri_rules_dense_key()) numbers the block
 * positions in mixed radix over each block's wall-free range, so the key
 * space (rules->key_space keys) is often only a few times larger than the
 * reachable component. Where it is small enough, the searches keep what
 * they know about a state at its key instead of in a hash table: a
 * visited bitmap of 1 bit per key (#PfTriBitmap), with lists of keys
 * (#PfTriKeyList) for the states themselves, and the breadth-first search
 * that the solver and the analysis share (pf_tri_dense_bfs()).
 *
 * Tables are allocated zeroed as fresh pages, which the kernel only makes
 * resident when a search touches them, so a sparse component costs less
 * than the full key space. A small search costs less still with no table
 * over the key space at all: it numbers the keys it meets in a hash index
 * (#PfTriKeyIndex) sized to them, and takes the bitmap only once it has
 * met enough keys.
 */
#pragma once

#include <glib.h>

#include "pf-tri-graph.h"
#include "pf-tri-rules-private.h"
#include "pf-tri-solver.h"
#include "pf-tri-team.h"

G_BEGIN_DECLS

/* The most keys the dense tables take: a visited bitmap of 64 MiB. Only
 * the pages the component touches become resident, but a component
 * scattered thinly over more keys is cheaper in a hash table. */
#define PF_TRI_DENSE_MAX_KEYS (G_GUINT64_CONSTANT (1) << 29)

/**
 * pf_tri_dense_fits:
 * @rules: a compiled level
 *
 * Returns: %TRUE when the level has dense keys
 */
static inline gboolean
pf_tri_dense_fits (const PfTriRules *rules)
{
  return rules->key_space != 0 && rules->key_space <= PF_TRI_DENSE_MAX_KEYS;
}

/* Bitmaps over the key space */

typedef struct
{
  guint64 *words;
  guint64  n_words;
} PfTriBitmap;

/**
 * pf_tri_bitmap_init:
 * @bitmap: the bitmap to set up
 * @n_bits: how many bits
 * @what: what it is for, for the error message
 * @error: return location for a #PF_ERROR_NO_MEMORY error
 *
 * Returns: %TRUE when the all-zero bitmap was allocated
 */
gboolean pf_tri_bitmap_init  (PfTriBitmap  *bitmap,
                              guint64       n_bits,
                              const char   *what,
                              GError      **error);
void     pf_tri_bitmap_clear (PfTriBitmap  *bitmap);

static inline gboolean
pf_tri_bitmap_get (const PfTriBitmap *bitmap,
                   guint32            key)
{
  return (bitmap->words[key >> 6] >> (key & 63)) & 1;
}

static inline void
pf_tri_bitmap_set (PfTriBitmap *bitmap,
                   guint32      key)
{
  bitmap->words[key >> 6] |= G_GUINT64_CONSTANT (1) << (key & 63);
}

static inline void
pf_tri_bitmap_unset (PfTriBitmap *bitmap,
                     guint32      key)
{
  bitmap->words[key >> 6] &= ~(G_GUINT64_CONSTANT (1) << (key & 63));
}

static inline void
pf_tri_bitmap_prefetch (const PfTriBitmap *bitmap,
                        guint32            key)
{
  __builtin_prefetch (&bitmap->words[key >> 6], 1);
}

static inline guint
pf_tri_popcount (guint64 x)
{
#ifdef __POPCNT__
  return __builtin_popcountll (x);
#else
  x -= (x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555);
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) +
      ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56;
#endif
}

/**
 * pf_tri_bitmap_ranks:
 * @bitmap: a bitmap
 * @error: return location for a #PF_ERROR_NO_MEMORY error
 *
 * The rank directory of @bitmap, for pf_tri_bitmap_rank(): the number of
 * set bits before each block of 4 words (256 keys), 1 bit per 8 keys.
 *
 * Returns: (transfer full) (nullable): the directory, or %NULL with
 *   @error set
 */
guint32 *pf_tri_bitmap_ranks (const PfTriBitmap  *bitmap,
                              GError            **error);

/* The number of set bits of @bitmap before @key. */
static inline guint32
pf_tri_bitmap_rank (const PfTriBitmap *bitmap,
                    const guint32     *ranks,
                    guint32            key)
{
  guint64 w = key >> 6;
  guint32 r = ranks[w >> 2];

  for (guint64 i = w & ~G_GUINT64_CONSTANT (3); i < w; i++)
    r += pf_tri_popcount (bitmap->words[i]);
  return r + pf_tri_popcount (bitmap->words[w] & ((G_GUINT64_CONSTANT (1) << (key & 63)) - 1));
}

/* Key lists */

/**
 * PfTriKeyList:
 *
 * A growable array of keys whose growth is checked against free memory
 * (pf_memory_check()).
 */
typedef struct
{
  guint32 *keys;
  gsize    len;
  gsize    cap;
} PfTriKeyList;

void     pf_tri_key_list_clear (PfTriKeyList  *list);
gboolean pf_tri_key_list_grow  (PfTriKeyList  *list,
                                GError       **error);

static inline gboolean
pf_tri_key_list_push (PfTriKeyList  *list,
                      guint32        key,
                      GError       **error)
{
  if (G_UNLIKELY (list->len == list->cap) && !pf_tri_key_list_grow (list, error))
    return FALSE;
  list->keys[list->len++] = key;
  return TRUE;
}

/* Key indexes */

/**
 * PfTriKeyIndex:
 * @slots: 2^@bits slots, each a key in its low 32 bits and its number
 *   plus one in its high 32 bits, or 0 when empty
 * @bits: the size of the table
 * @count: how many keys it holds
 *
 * The number of each key a search has met, in an open-addressing table of
 * 8 bytes per slot kept at most half full: 16..32 bytes per key.
 */
typedef struct
{
  guint64 *slots;
  guint    bits;
  guint32  count;
} PfTriKeyIndex;

/**
 * pf_tri_key_index_init:
 * @index: the index to set up, empty
 * @error: return location for a #PF_ERROR_NO_MEMORY error
 *
 * Returns: %TRUE when the index was allocated
 */
gboolean pf_tri_key_index_init  (PfTriKeyIndex  *index,
                                 GError        **error);
void     pf_tri_key_index_clear (PfTriKeyIndex  *index);

/**
 * pf_tri_key_index_grow:
 * @index: an index
 * @error: return location for a #PF_ERROR_NO_MEMORY error
 *
 * Doubles the table. The caller grows it when pf_tri_key_index_full().
 *
 * Returns: %TRUE on success; on failure @index is unchanged
 */
gboolean pf_tri_key_index_grow  (PfTriKeyIndex  *index,
                                 GError        **error);

static inline gboolean
pf_tri_key_index_full (const PfTriKeyIndex *index)
{
  return index->count >= (1u << index->bits) / 2;
}

/* The first slot to probe for @key: Fibonacci hashing, which spreads the
 * runs of nearby keys that a search meets. */
static inline guint32
pf_tri_key_index_slot (const PfTriKeyIndex *index,
                       guint32              key)
{
  return (guint32) ((key * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) >> (64 - index->bits));
}

/**
 * pf_tri_key_index_lookup:
 * @index: an index
 * @key: a key
 *
 * Returns: the number of @key, or -1 when the index does not hold it
 */
static inline gint64
pf_tri_key_index_lookup (const PfTriKeyIndex *index,
                         guint32              key)
{
  guint32 mask = (1u << index->bits) - 1;

  for (guint32 i = pf_tri_key_index_slot (index, key);; i = (i + 1) & mask)
    {
      guint64 slot = index->slots[i];

      if (slot == 0)
        return -1;
      if ((guint32) slot == key)
        return (gint64) (slot >> 32) - 1;
    }
}

/**
 * pf_tri_key_index_add:
 * @index: an index, not full
 * @key: a key
 * @number: the number to give @key when it is new
 *
 * Returns: the number of @key: @number when it was added
 */
static inline guint32
pf_tri_key_index_add (PfTriKeyIndex *index,
                      guint32        key,
                      guint32        number)
{
  guint32 mask = (1u << index->bits) - 1;
  guint32 i;

  for (i = pf_tri_key_index_slot (index, key);; i = (i + 1) & mask)
    {
      guint64 slot = index->slots[i];

      if (slot == 0)
        break;
      if ((guint32) slot == key)
        return (guint32) (slot >> 32) - 1;
    }
  index->slots[i] = key | ((guint64) number + 1) << 32;
  index->count++;
  return number;
}

/* Breadth-first search */

/**
 * PfTriVisitFunc:
 * @key: the dense key of a state seen for the first time
 * @state: the state
 * @user_data: closure data
 *
 * Returns: %TRUE to go on, %FALSE to stop the search
 */
typedef gboolean (*PfTriVisitFunc) (guint32  key,
                                    guint64  state,
                                    gpointer user_data);

/**
 * PfTriExpandFunc:
 * @key: the dense key of a state being expanded
 * @state: the state
 * @succ: (array length=n): its successors, in pf_tri_rules_successors() order
 * @n: how many
 * @user_data: closure data
 *
 * @member: the team member (pf-tri-team.h) that expands it
 *
 * Called on every state the search expands, with all its successors. With
 * a team, the members call it at the same time, each with its number.
 */
typedef void (*PfTriExpandFunc) (guint32        key,
                                 guint64        state,
                                 const guint64 *succ,
                                 guint          n,
                                 guint          member,
                                 gpointer       user_data);

/**
 * PfTriDenseBfs:
 * @hashed: whether the visited keys are in @index; else in @visited
 * @index: while @hashed, the number of each visited key: its place in @keys
 * @visited: the visited bitmap over the key space, once the search has
 *   met @index_max keys
 * @index_max: how many keys the search meets before it leaves its index
 *   for the bitmap
 * @graph: (nullable): while @hashed, the moves of the states expanded, as
 *   edges between their numbers; set to %NULL when the search leaves its
 *   index
 * @what: what the search is for, for error messages
 * @keys: every visited key, in BFS order (the queue)
 * @level_start: (element-type gsize): where each level starts in @keys;
 *   the last entry is where the level being found starts
 * @stopped: whether the visit function stopped the search
 *
 * Set up with pf_tri_dense_bfs_init(), free with pf_tri_dense_bfs_clear().
 */
typedef struct
{
  gboolean      hashed;
  PfTriKeyIndex index;
  PfTriBitmap   visited;
  guint64       index_max;
  PfTriGraph   *graph;
  const char   *what;
  PfTriKeyList  keys;
  GArray       *level_start;
  gboolean      stopped;
} PfTriDenseBfs;

/**
 * pf_tri_dense_bfs_init:
 * @bfs: the search to set up
 * @index_max: how many keys to meet before the bitmap is worth its
 *   allocation: 0 for the bitmap from the start
 * @graph: (nullable): an empty graph, to keep the moves in while the
 *   search is hashed
 * @what: what the search is for, for error messages
 */
void     pf_tri_dense_bfs_init  (PfTriDenseBfs     *bfs,
                                 guint64            index_max,
                                 PfTriGraph        *graph,
                                 const char        *what);

/**
 * pf_tri_dense_bfs:
 * @bfs: a search set up by pf_tri_dense_bfs_init()
 * @rules: a compiled level with dense keys
 * @start: the start state, which is not passed to @visit
 * @visit: called on each new state, in BFS order
 * @expand: (nullable): called on each state expanded, with its successors
 * @user_data: data of @visit and @expand
 * @team: (nullable): threads to expand the large levels with, once the
 *   search has its bitmap; @visit is only ever called from the calling
 *   thread
 * @cancellable: (nullable): cancels the search from another thread
 * @progress: (nullable): called every few thousand states
 * @progress_data: its data
 * @error: return location for a %G_IO_ERROR_CANCELLED or a
 *   #PF_ERROR_NO_MEMORY error
 *
 * Breadth-first search over moves, level by level. A successor's key is
 * its parent's plus the strides of the blocks that moved, and the bitmap
 * is prefetched a bounded distance ahead of the lookups. The search starts
 * with a key index and takes the bitmap once it has met @bfs->index_max
 * keys; when the bitmap does not fit in memory and no graph is kept, it
 * goes on with the index. With a team, each large level is cut into
 * blocks: the members expand the states of a block at once, each keeping
 * the successors not visited before the block, and the calling thread then
 * visits them in order. So the states come in the same order, with the
 * same numbers, whatever the team and the visited set.
 *
 * Returns: %TRUE when the search ran to its end or @visit stopped it
 */
gboolean pf_tri_dense_bfs       (PfTriDenseBfs     *bfs,
                                 const PfTriRules  *rules,
                                 guint64            start,
                                 PfTriVisitFunc     visit,
                                 PfTriExpandFunc    expand,
                                 gpointer           user_data,
                                 PfTriTeam         *team,
                                 GCancellable      *cancellable,
                                 PfTriProgressFunc  progress,
                                 gpointer           progress_data,
                                 GError           **error);
void     pf_tri_dense_bfs_clear (PfTriDenseBfs     *bfs);

G_END_DECLS

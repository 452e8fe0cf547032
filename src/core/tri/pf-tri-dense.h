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
 * (#PfTriKeyList) for the states themselves.
 *
 * Tables are allocated zeroed as fresh pages, which the kernel only makes
 * resident when a search touches them, so a sparse component costs less
 * than the full key space.
 */
#pragma once

#include <glib.h>

#include "pf-tri-rules-private.h"

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

G_END_DECLS

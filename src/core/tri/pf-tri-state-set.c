/* pf-tri-state-set.c: a compact visited set of packed level states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-state-set"

#include <stdint.h>
#include <sys/mman.h>

#include "pf-tri-search-memory.h"
#include "pf-tri-state-set.h"

#define INITIAL_BITS 12
#define HUGE_MIN     ((gsize) 4 << 20)

/* Asks for transparent huge pages on a big, randomly accessed block: with
 * 4 KiB pages nearly every probe of a large table also misses the TLB. */
static void
advise_huge (gpointer mem,
             gsize    size)
{
#ifdef MADV_HUGEPAGE
  uintptr_t lo = ((uintptr_t) mem + 4095) & ~(uintptr_t) 4095;
  uintptr_t hi = ((uintptr_t) mem + size) & ~(uintptr_t) 4095;

  if (size >= HUGE_MIN && hi > lo)
    madvise ((void *) lo, hi - lo, MADV_HUGEPAGE);
#endif
}

/* A zeroed table of 2^@bits slots; g_try_malloc0() gets fresh zero pages
 * from the kernel for big tables. */
static guint32 *
alloc_slots (guint    bits,
             GError **error)
{
  guint32 *slots = pf_tri_search_alloc0 (sizeof (guint32) << bits, "the search's hash table",
                                         error);

  if (slots != NULL)
    advise_huge (slots, sizeof (guint32) << bits);
  return slots;
}

void
pf_tri_state_set_init (PfTriStateSet *set)
{
  set->count = 0;
  set->capacity = 1024;
  set->states = g_new (guint64, set->capacity);
  set->bits = INITIAL_BITS;
  set->slots = g_new0 (guint32, 1u << INITIAL_BITS);
  set->limit = (3u << INITIAL_BITS) / 4;
}

void
pf_tri_state_set_clear (PfTriStateSet *set)
{
  g_clear_pointer (&set->states, g_free);
  g_clear_pointer (&set->slots, g_free);
  set->count = set->capacity = 0;
}

static gboolean
grow_array (PfTriStateSet  *set,
            GError        **error)
{
  guint64 capacity = MIN ((guint64) set->capacity * 2, (guint64) PF_TRI_STATE_SET_MAX + 1);
  guint64 *states = pf_tri_search_realloc (set->states, sizeof (guint64) * set->capacity,
                                           sizeof (guint64) * capacity, "the search's states",
                                           error);

  if (states == NULL)
    return FALSE;
  set->states = states;
  advise_huge (set->states, sizeof (guint64) * capacity);
  set->capacity = (guint32) capacity;
  return TRUE;
}

/* Doubles the table and re-inserts every state. The old table is freed
 * first, so that the two are never both in memory. */
static gboolean
grow_table (PfTriStateSet  *set,
            GError        **error)
{
  guint bits = set->bits + 1;
  guint32 mask;

  if (bits > 31)
    {
      /* The set is full; PF_TRI_STATE_SET_MAX keeps callers below this. */
      set->limit = G_MAXUINT32;
      return TRUE;
    }
  if ((sizeof (guint32) << set->bits) >= PF_TRI_CHECKED_MIN &&
      !pf_memory_check ((sizeof (guint32) << bits) - (sizeof (guint32) << set->bits),
                        "the search's hash table", error))
    return FALSE;
  g_clear_pointer (&set->slots, g_free);
  set->slots = alloc_slots (bits, error);
  if (set->slots == NULL)
    {
      set->count = 0;
      return FALSE;
    }
  set->bits = bits;
  set->limit = (guint32) ((G_GUINT64_CONSTANT (3) << bits) / 4);
  mask = (1u << bits) - 1;

  for (guint32 k = 0; k < set->count; k++)
    {
      guint64 h = pf_tri_state_hash (set->states[k]);
      guint32 i = (guint32) (h >> (64 - bits));

      while (set->slots[i] != 0)
        i = (i + 1) & mask;
      set->slots[i] = (((guint32) h) & ~mask) | (k + 1);
    }
  return TRUE;
}

/* The slow path of pf_tri_state_set_reserve(). */
gboolean
pf_tri_state_set_grow (PfTriStateSet  *set,
                       GError        **error)
{
  if (set->count == set->capacity && !grow_array (set, error))
    return FALSE;
  if (set->count + 1 >= set->limit && !grow_table (set, error))
    return FALSE;
  return TRUE;
}

/* Key sets */

void
pf_tri_key_set_init (PfTriKeySet *set)
{
  set->count = 0;
  set->has_max = FALSE;
  set->bits = INITIAL_BITS;
  set->slots = g_new0 (guint32, 1u << INITIAL_BITS);
  set->limit = (3u << INITIAL_BITS) / 4;
}

void
pf_tri_key_set_clear (PfTriKeySet *set)
{
  g_clear_pointer (&set->slots, g_free);
  set->count = 0;
}

gboolean
pf_tri_key_set_grow (PfTriKeySet    *set,
                     const guint32  *keys,
                     guint32         n,
                     GError        **error)
{
  guint bits = set->bits + 1;

  if (bits > 31)
    {
      set->limit = G_MAXUINT32;
      return TRUE;
    }
  if ((sizeof (guint32) << set->bits) >= PF_TRI_CHECKED_MIN &&
      !pf_memory_check ((sizeof (guint32) << bits) - (sizeof (guint32) << set->bits),
                        "the search's hash table", error))
    return FALSE;
  g_clear_pointer (&set->slots, g_free);
  set->count = 0;
  set->has_max = FALSE;
  set->slots = alloc_slots (bits, error);
  if (set->slots == NULL)
    return FALSE;
  set->bits = bits;
  set->limit = (guint32) ((G_GUINT64_CONSTANT (3) << bits) / 4);
  for (guint32 k = 0; k < n; k++)
    pf_tri_key_set_insert (set, keys[k], pf_tri_key_hash (keys[k]));
  return TRUE;
}

/* pf-tri-state-set.c: a compact visited set of packed level states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-state-set"

#include <stdint.h>
#include <sys/mman.h>

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

static void
alloc_table (PfTriStateSet *set,
             guint          bits)
{
  set->bits = bits;
  /* g_malloc0() gets fresh zero pages from the kernel for big tables. */
  set->slots = g_malloc0 (sizeof (guint32) << bits);
  advise_huge (set->slots, sizeof (guint32) << bits);
  set->limit = (guint32) ((G_GUINT64_CONSTANT (3) << bits) / 4);
}

void
pf_tri_state_set_init (PfTriStateSet *set)
{
  set->count = 0;
  set->capacity = 1024;
  set->states = g_new (guint64, set->capacity);
  alloc_table (set, INITIAL_BITS);
}

void
pf_tri_state_set_clear (PfTriStateSet *set)
{
  g_clear_pointer (&set->states, g_free);
  g_clear_pointer (&set->slots, g_free);
  set->count = set->capacity = 0;
}

void
pf_tri_state_set_grow_array (PfTriStateSet *set)
{
  guint64 capacity = (guint64) set->capacity * 2;

  capacity = MIN (capacity, (guint64) PF_TRI_STATE_SET_MAX + 1);
  set->states = g_renew (guint64, set->states, capacity);
  advise_huge (set->states, sizeof (guint64) * capacity);
  set->capacity = (guint32) capacity;
}

void
pf_tri_state_set_grow_table (PfTriStateSet *set)
{
  guint bits = set->bits + 1;
  guint32 mask;

  if (bits > 31)
    {
      /* The set is full; PF_TRI_STATE_SET_MAX keeps callers below this. */
      set->limit = G_MAXUINT32;
      return;
    }

  g_free (set->slots);
  alloc_table (set, bits);
  mask = (1u << bits) - 1;

  for (guint32 k = 0; k < set->count; k++)
    {
      guint64 h = pf_tri_state_hash (set->states[k]);
      guint32 i = (guint32) (h >> (64 - bits));

      while (set->slots[i] != 0)
        i = (i + 1) & mask;
      set->slots[i] = (((guint32) h) & ~mask) | (k + 1);
    }
}

/* Key sets */

static void
key_alloc (PfTriKeySet *set,
           guint        bits)
{
  set->bits = bits;
  set->slots = g_malloc0 (sizeof (guint32) << bits);
  advise_huge (set->slots, sizeof (guint32) << bits);
  set->limit = (guint32) ((G_GUINT64_CONSTANT (3) << bits) / 4);
}

void
pf_tri_key_set_init (PfTriKeySet *set)
{
  set->count = 0;
  set->has_max = FALSE;
  key_alloc (set, INITIAL_BITS);
}

void
pf_tri_key_set_clear (PfTriKeySet *set)
{
  g_clear_pointer (&set->slots, g_free);
  set->count = 0;
}

void
pf_tri_key_set_grow (PfTriKeySet   *set,
                     const guint32 *keys,
                     guint32        n)
{
  guint bits = set->bits + 1;

  if (bits > 31)
    {
      set->limit = G_MAXUINT32;
      return;
    }
  g_free (set->slots);
  key_alloc (set, bits);
  set->count = 0;
  set->has_max = FALSE;
  for (guint32 k = 0; k < n; k++)
    pf_tri_key_set_insert (set, keys[k], pf_tri_key_hash (keys[k]));
}

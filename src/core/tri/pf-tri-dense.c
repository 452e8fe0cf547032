/* pf-tri-dense.c: tables indexed by the dense key of a level's states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-dense"

#include "pf-memory.h"
#include "pf-tri-dense.h"

gboolean
pf_tri_bitmap_init (PfTriBitmap  *bitmap,
                    guint64       n_bits,
                    const char   *what,
                    GError      **error)
{
  bitmap->n_words = (n_bits + 63) / 64;
  bitmap->words = pf_memory_try_alloc0 (bitmap->n_words * sizeof (guint64), what, error);
  return bitmap->words != NULL;
}

void
pf_tri_bitmap_clear (PfTriBitmap *bitmap)
{
  g_clear_pointer (&bitmap->words, g_free);
  bitmap->n_words = 0;
}

void
pf_tri_key_list_clear (PfTriKeyList *list)
{
  g_clear_pointer (&list->keys, g_free);
  list->len = list->cap = 0;
}

gboolean
pf_tri_key_list_grow (PfTriKeyList  *list,
                      GError       **error)
{
  gsize cap = MAX (list->cap * 2, 1024);
  guint32 *keys = pf_memory_try_realloc (list->keys, list->cap * sizeof (guint32),
                                         cap * sizeof (guint32), "the search's states", error);

  if (keys == NULL)
    return FALSE;
  list->keys = keys;
  list->cap = cap;
  return TRUE;
}

/* pf-tri-dense.c: tables indexed by the dense key of a level's states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-dense"

#include <string.h>

#include "pf-memory.h"
#include "pf-tri-dense.h"

#define CHECK_INTERVAL 4096

/* How far ahead of its lookup a key's bit is prefetched: enough to hide a
 * cache miss, few enough for the core's miss buffers. */
#define PROBE_AHEAD 16
#define PROBE_CAP   1024

/* Successors waiting for their lookup, in generation order. */
typedef struct
{
  guint64 states[PROBE_CAP];
  guint32 keys[PROBE_CAP];
  guint   head;
  guint   tail;
} Probes;

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

guint32 *
pf_tri_bitmap_ranks (const PfTriBitmap  *bitmap,
                     GError            **error)
{
  guint64 n_blocks = (bitmap->n_words + 3) / 4;
  guint32 *ranks = pf_memory_try_alloc0 (n_blocks * sizeof (guint32), "the analysis's index", error);
  guint32 r = 0;

  if (ranks == NULL)
    return NULL;
  for (guint64 i = 0; i < bitmap->n_words; i++)
    {
      if ((i & 3) == 0)
        ranks[i >> 2] = r;
      r += pf_tri_popcount (bitmap->words[i]);
    }
  return ranks;
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

gboolean
pf_tri_dense_bfs (PfTriDenseBfs     *bfs,
                  const PfTriRules  *rules,
                  guint64            start,
                  PfTriVisitFunc     visit,
                  PfTriExpandFunc    expand,
                  gpointer           user_data,
                  GCancellable      *cancellable,
                  PfTriProgressFunc  progress,
                  gpointer           progress_data,
                  GError           **error)
{
  g_autofree Probes *pr = g_new (Probes, 1);
  PfTriBitmap *visited = &bfs->visited;
  PfTriKeyList *keys = &bfs->keys;
  guint32 start_key = pf_tri_rules_dense_key (rules, start);
  gsize lo = 0, hi;

  bfs->stopped = FALSE;
  bfs->level_start = g_array_new (FALSE, FALSE, sizeof (gsize));
  pf_tri_bitmap_set (visited, start_key);
  if (!pf_tri_key_list_push (keys, start_key, error))
    return FALSE;
  g_array_append_val (bfs->level_start, lo);

  for (hi = keys->len; lo < hi; lo = hi, hi = keys->len)
    {
      g_array_append_val (bfs->level_start, hi);
      pr->head = pr->tail = 0;
      for (gsize i = lo; i <= hi; i++)
        {
          guint ahead = 0;

          if (i < hi)
            {
              guint32 key = keys->keys[i];

              if ((i % CHECK_INTERVAL) == 0 && i > 0)
                {
                  if (g_cancellable_set_error_if_cancelled (cancellable, error))
                    return FALSE;
                  if (progress != NULL)
                    progress (keys->len, bfs->level_start->len - 2, progress_data);
                }
              if (pr->tail + PF_TRI_MAX_SUCCESSORS > PROBE_CAP)
                {
                  guint n = pr->tail - pr->head;

                  memmove (pr->states, pr->states + pr->head, n * sizeof (guint64));
                  memmove (pr->keys, pr->keys + pr->head, n * sizeof (guint32));
                  pr->head = 0;
                  pr->tail = n;
                }
              {
                guint64 state = pf_tri_rules_dense_unkey (rules, key);
                guint n = pf_tri_rules_successor_keys (rules, state, key, pr->states + pr->tail,
                                                       pr->keys + pr->tail);

                if (expand != NULL)
                  expand (key, state, pr->states + pr->tail, n, user_data);
                pr->tail += n;
              }
              ahead = PROBE_AHEAD;
            }

          /* Look up all but the last few, which wait for their prefetch. */
          while (pr->tail - pr->head > ahead)
            {
              guint j = pr->head++;
              guint32 key = pr->keys[j];

              if (j + PROBE_AHEAD < pr->tail)
                pf_tri_bitmap_prefetch (visited, pr->keys[j + PROBE_AHEAD]);
              if (pf_tri_bitmap_get (visited, key))
                continue;
              pf_tri_bitmap_set (visited, key);
              if (!pf_tri_key_list_push (keys, key, error))
                return FALSE;
              if (!visit (key, pr->states[j], user_data))
                {
                  bfs->stopped = TRUE;
                  return TRUE;
                }
            }
        }
    }
  return TRUE;
}

void
pf_tri_dense_bfs_clear (PfTriDenseBfs *bfs)
{
  pf_tri_bitmap_clear (&bfs->visited);
  pf_tri_key_list_clear (&bfs->keys);
  g_clear_pointer (&bfs->level_start, g_array_unref);
}

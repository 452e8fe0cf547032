/* pf-tri-dense.c: tables indexed by the dense key of a level's states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-dense"

#include <string.h>

#include "pf-error.h"
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

/* The search by one thread: successors are looked up as they come, a
 * bounded distance behind their prefetch. */
static gboolean
bfs_alone (PfTriDenseBfs     *bfs,
           const PfTriRules  *rules,
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
  gsize lo = 0, hi;

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
              guint64 state;
              guint n;

              if ((i % CHECK_INTERVAL) == 0 && i > 0)
                {
                  if (g_cancellable_set_error_if_cancelled (cancellable, error))
                    return FALSE;
                  if (progress != NULL)
                    progress (keys->len, bfs->level_start->len - 2, progress_data);
                }
              if (pr->tail + PF_TRI_MAX_SUCCESSORS > PROBE_CAP)
                {
                  guint m = pr->tail - pr->head;

                  memmove (pr->states, pr->states + pr->head, m * sizeof (guint64));
                  memmove (pr->keys, pr->keys + pr->head, m * sizeof (guint32));
                  pr->head = 0;
                  pr->tail = m;
                }
              state = pf_tri_rules_dense_unkey (rules, key);
              n = pf_tri_rules_successor_keys (rules, state, key, pr->states + pr->tail,
                                               pr->keys + pr->tail);
              if (expand != NULL)
                expand (key, state, pr->states + pr->tail, n, 0, user_data);
              pr->tail += n;
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

/* The search by a team: the states of a level are expanded a block at a
 * time, BLOCK_PIECES pieces of PIECE states handed out to the members;
 * each piece keeps, in order, the successors that were not visited before
 * the block. */
#define PIECE        128
#define BLOCK_PIECES 32

typedef struct
{
  guint64 *states;
  guint32 *keys;
  gsize    len;
  gsize    cap;
} Piece;

typedef struct
{
  PfTriDenseBfs    *bfs;
  const PfTriRules *rules;
  PfTriExpandFunc   expand;
  gpointer          user_data;
  gsize             lo;        /* the block's first state in bfs->keys */
  gsize             hi;
  gint              next;      /* the next piece to hand out */
  Piece             pieces[BLOCK_PIECES];
  gboolean          failed;    /* a piece could not grow */
} Block;

static gboolean
piece_push (Piece   *piece,
            guint64  state,
            guint32  key)
{
  if (piece->len == piece->cap)
    {
      gsize cap = MAX (piece->cap * 2, 1024);
      guint64 *states = g_try_renew (guint64, piece->states, cap);
      guint32 *keys;

      if (states == NULL)
        return FALSE;
      piece->states = states;
      keys = g_try_renew (guint32, piece->keys, cap);
      if (keys == NULL)
        return FALSE;
      piece->keys = keys;
      piece->cap = cap;
    }
  piece->states[piece->len] = state;
  piece->keys[piece->len++] = key;
  return TRUE;
}

static void
expand_block (gpointer data,
              guint    member)
{
  Block *bl = data;
  const PfTriRules *rules = bl->rules;
  const PfTriBitmap *visited = &bl->bfs->visited;
  guint64 states[PF_TRI_MAX_SUCCESSORS];
  guint32 keys[PF_TRI_MAX_SUCCESSORS];
  guint n_pieces = (bl->hi - bl->lo + PIECE - 1) / PIECE;
  guint p;

  while ((p = pf_tri_team_take (&bl->next, n_pieces)) < n_pieces)
    {
      Piece *piece = &bl->pieces[p];
      gsize end = MIN (bl->hi, bl->lo + (gsize) (p + 1) * PIECE);

      piece->len = 0;
      for (gsize i = bl->lo + (gsize) p * PIECE; i < end && !bl->failed; i++)
        {
          guint32 key = bl->bfs->keys.keys[i];
          guint64 state = pf_tri_rules_dense_unkey (rules, key);
          guint n = pf_tri_rules_successor_keys (rules, state, key, states, keys);

          if (bl->expand != NULL)
            bl->expand (key, state, states, n, member, bl->user_data);
          for (guint e = 0; e < n; e++)
            pf_tri_bitmap_prefetch (visited, keys[e]);
          for (guint e = 0; e < n; e++)
            if (!pf_tri_bitmap_get (visited, keys[e]) && !piece_push (piece, states[e], keys[e]))
              bl->failed = TRUE;
        }
    }
}

static gboolean
bfs_team (PfTriDenseBfs     *bfs,
          const PfTriRules  *rules,
          PfTriVisitFunc     visit,
          PfTriExpandFunc    expand,
          gpointer           user_data,
          PfTriTeam         *team,
          GCancellable      *cancellable,
          PfTriProgressFunc  progress,
          gpointer           progress_data,
          GError           **error)
{
  g_autofree Block *bl = g_new0 (Block, 1);
  PfTriBitmap *visited = &bfs->visited;
  PfTriKeyList *keys = &bfs->keys;
  gboolean ok = TRUE;
  gsize lo = 0, hi;

  bl->bfs = bfs;
  bl->rules = rules;
  bl->expand = expand;
  bl->user_data = user_data;
  for (hi = keys->len; lo < hi && ok && !bfs->stopped; lo = hi, hi = keys->len)
    {
      g_array_append_val (bfs->level_start, hi);
      for (bl->lo = lo; bl->lo < hi && ok && !bfs->stopped; bl->lo = bl->hi)
        {
          bl->hi = MIN (hi, bl->lo + (gsize) PIECE * BLOCK_PIECES);
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            {
              ok = FALSE;
              break;
            }
          if (progress != NULL)
            progress (keys->len, bfs->level_start->len - 2, progress_data);

          bl->next = 0;
          pf_tri_team_run (team, expand_block, bl);
          if (bl->failed)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_NO_MEMORY,
                           "not enough memory for the search's successors");
              ok = FALSE;
              break;
            }

          /* The new states, in the order one thread would have met them. */
          for (guint p = 0; p * (gsize) PIECE < bl->hi - bl->lo && ok && !bfs->stopped; p++)
            {
              const Piece *piece = &bl->pieces[p];

              for (gsize c = 0; c < piece->len; c++)
                {
                  guint32 key = piece->keys[c];

                  if (c + PROBE_AHEAD < piece->len)
                    pf_tri_bitmap_prefetch (visited, piece->keys[c + PROBE_AHEAD]);
                  if (pf_tri_bitmap_get (visited, key))
                    continue;
                  pf_tri_bitmap_set (visited, key);
                  if (!pf_tri_key_list_push (keys, key, error))
                    {
                      ok = FALSE;
                      break;
                    }
                  if (!visit (key, piece->states[c], user_data))
                    {
                      bfs->stopped = TRUE;
                      break;
                    }
                }
            }
        }
    }
  for (guint p = 0; p < BLOCK_PIECES; p++)
    {
      g_free (bl->pieces[p].states);
      g_free (bl->pieces[p].keys);
    }
  return ok;
}

gboolean
pf_tri_dense_bfs (PfTriDenseBfs     *bfs,
                  const PfTriRules  *rules,
                  guint64            start,
                  PfTriVisitFunc     visit,
                  PfTriExpandFunc    expand,
                  gpointer           user_data,
                  PfTriTeam         *team,
                  GCancellable      *cancellable,
                  PfTriProgressFunc  progress,
                  gpointer           progress_data,
                  GError           **error)
{
  guint32 start_key = pf_tri_rules_dense_key (rules, start);
  gsize zero = 0;

  bfs->stopped = FALSE;
  bfs->level_start = g_array_new (FALSE, FALSE, sizeof (gsize));
  pf_tri_bitmap_set (&bfs->visited, start_key);
  if (!pf_tri_key_list_push (&bfs->keys, start_key, error))
    return FALSE;
  g_array_append_val (bfs->level_start, zero);

  if (team == NULL || pf_tri_team_size (team) == 1)
    return bfs_alone (bfs, rules, visit, expand, user_data, cancellable, progress,
                      progress_data, error);
  return bfs_team (bfs, rules, visit, expand, user_data, team, cancellable, progress,
                   progress_data, error);
}

void
pf_tri_dense_bfs_clear (PfTriDenseBfs *bfs)
{
  pf_tri_bitmap_clear (&bfs->visited);
  pf_tri_key_list_clear (&bfs->keys);
  g_clear_pointer (&bfs->level_start, g_array_unref);
}

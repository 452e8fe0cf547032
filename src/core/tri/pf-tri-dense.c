/* pf-tri-dense.c: tables indexed by the dense key of a level's states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-dense"

#include <string.h>

#include "pf-error.h"
#include "pf-tri-dense.h"
#include "pf-tri-search-memory.h"

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
  bitmap->words = pf_tri_search_alloc0 (bitmap->n_words * sizeof (guint64), what, error);
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
  guint32 *ranks = pf_tri_search_alloc0 (n_blocks * sizeof (guint32), "the analysis's index",
                                        error);
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
  guint32 *keys = pf_tri_search_realloc (list->keys, list->cap * sizeof (guint32),
                                         cap * sizeof (guint32), "the search's states", error);

  if (keys == NULL)
    return FALSE;
  list->keys = keys;
  list->cap = cap;
  return TRUE;
}

/* Key indexes */

#define INDEX_BITS 8

gboolean
pf_tri_key_index_init (PfTriKeyIndex  *index,
                       GError        **error)
{
  index->bits = INDEX_BITS;
  index->count = 0;
  index->slots = pf_tri_search_alloc0 (sizeof (guint64) << INDEX_BITS, "the search's index", error);
  return index->slots != NULL;
}

void
pf_tri_key_index_clear (PfTriKeyIndex *index)
{
  g_clear_pointer (&index->slots, g_free);
  index->count = 0;
}

gboolean
pf_tri_key_index_grow (PfTriKeyIndex  *index,
                       GError        **error)
{
  PfTriKeyIndex grown = { NULL, index->bits + 1, index->count };
  guint32 mask = (1u << grown.bits) - 1;

  if (grown.bits > 31)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_NO_MEMORY,
                   "not enough memory for the search's index: it is full");
      return FALSE;
    }
  grown.slots = pf_tri_search_alloc0 (sizeof (guint64) << grown.bits, "the search's index",
                                      error);
  if (grown.slots == NULL)
    return FALSE;
  for (guint64 i = 0; i < (G_GUINT64_CONSTANT (1) << index->bits); i++)
    {
      guint64 slot = index->slots[i];
      guint32 j;

      if (slot == 0)
        continue;
      for (j = pf_tri_key_index_slot (&grown, (guint32) slot); grown.slots[j] != 0;
           j = (j + 1) & mask)
        ;
      grown.slots[j] = slot;
    }
  g_free (index->slots);
  *index = grown;
  return TRUE;
}

/* Breadth-first search */

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

/* One search: what pf_tri_dense_bfs() was given, and the buffers of its
 * levels. */
typedef struct
{
  PfTriDenseBfs     *bfs;
  const PfTriRules  *rules;
  PfTriVisitFunc     visit;
  PfTriExpandFunc    expand;
  gpointer           user_data;
  PfTriTeam         *team;
  GCancellable      *cancellable;
  PfTriProgressFunc  progress;
  gpointer           progress_data;
  Probes            *probes;   /* for the levels searched alone */
  Block             *block;    /* for the levels the team shares, once there is one */
} Search;

void
pf_tri_dense_bfs_init (PfTriDenseBfs *bfs,
                       guint64        index_max,
                       PfTriGraph    *graph,
                       const char    *what)
{
  memset (bfs, 0, sizeof *bfs);
  bfs->index_max = index_max;
  bfs->graph = graph;
  bfs->what = what;
}

/* Moves the visited keys from the index to the bitmap, and drops the
 * graph. When the bitmap does not fit, a search without a graph goes on
 * with its index. */
static gboolean
leave_index (PfTriDenseBfs     *bfs,
             const PfTriRules  *rules,
             GError           **error)
{
  GError *local = NULL;

  if (!pf_tri_bitmap_init (&bfs->visited, rules->key_space, bfs->what, &local))
    {
      if (bfs->graph != NULL)
        {
          g_propagate_error (error, local);
          return FALSE;
        }
      g_error_free (local);
      bfs->index_max = G_MAXUINT64;
      return TRUE;
    }
  for (gsize i = 0; i < bfs->keys.len; i++)
    pf_tri_bitmap_set (&bfs->visited, bfs->keys.keys[i]);
  pf_tri_key_index_clear (&bfs->index);
  if (bfs->graph != NULL)
    pf_tri_graph_clear (bfs->graph);
  bfs->graph = NULL;
  bfs->hashed = FALSE;
  return TRUE;
}

static inline void
prefetch (const PfTriDenseBfs *bfs,
          guint32              key)
{
  if (bfs->hashed)
    __builtin_prefetch (&bfs->index.slots[pf_tri_key_index_slot (&bfs->index, key)], 1);
  else
    pf_tri_bitmap_prefetch (&bfs->visited, key);
}

/* Whether @key was visited; if not, it is marked now, with the next
 * number. A move to it is an edge of the graph. */
static inline gboolean
seen (PfTriDenseBfs *bfs,
      guint32        key)
{
  if (bfs->hashed)
    {
      guint32 number = pf_tri_key_index_add (&bfs->index, key, bfs->keys.len);

      if (bfs->graph != NULL)
        pf_tri_graph_add_edge (bfs->graph, number);
      return number != bfs->keys.len;
    }
  if (pf_tri_bitmap_get (&bfs->visited, key))
    return TRUE;
  pf_tri_bitmap_set (&bfs->visited, key);
  return FALSE;
}

/* Lists @key, just marked by seen(), and visits its state. Returns FALSE
 * when the search ends here: with an error, or stopped by the visit
 * function (bfs->stopped). */
static inline gboolean
take_key (Search   *s,
          guint32   key,
          guint64   state,
          GError  **error)
{
  PfTriDenseBfs *bfs = s->bfs;

  if (!pf_tri_key_list_push (&bfs->keys, key, error))
    return FALSE;
  if (bfs->hashed &&
      (bfs->keys.len >= bfs->index_max ? !leave_index (bfs, s->rules, error)
                                       : pf_tri_key_index_full (&bfs->index) &&
                                         !pf_tri_key_index_grow (&bfs->index, error)))
    return FALSE;
  if (!s->visit (key, state, s->user_data))
    {
      bfs->stopped = TRUE;
      return FALSE;
    }
  return TRUE;
}

/* A level by the calling thread alone: successors are looked up as they
 * come, a bounded distance behind their prefetch. */
static gboolean
level_alone (Search   *s,
             gsize     lo,
             gsize     hi,
             GError  **error)
{
  PfTriDenseBfs *bfs = s->bfs;
  const PfTriRules *rules = s->rules;
  Probes *pr = s->probes;

  pr->head = pr->tail = 0;
  for (gsize i = lo; i <= hi; i++)
    {
      guint ahead = 0;

      if (i < hi)
        {
          guint32 key = bfs->keys.keys[i];
          guint64 state;
          guint n;

          if ((i % CHECK_INTERVAL) == 0 && i > 0)
            {
              if (g_cancellable_set_error_if_cancelled (s->cancellable, error))
                return FALSE;
              if (s->progress != NULL)
                s->progress (bfs->keys.len, bfs->level_start->len - 2, s->progress_data);
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
          if (s->expand != NULL)
            s->expand (key, state, pr->states + pr->tail, n, 0, s->user_data);
          if (bfs->graph != NULL && !pf_tri_graph_add_state (bfs->graph, n, error))
            return FALSE;
          pr->tail += n;
          ahead = PROBE_AHEAD;
        }

      /* Look up all but the last few, which wait for their prefetch. */
      while (pr->tail - pr->head > ahead)
        {
          guint j = pr->head++;
          guint32 key = pr->keys[j];

          if (j + PROBE_AHEAD < pr->tail)
            prefetch (bfs, pr->keys[j + PROBE_AHEAD]);
          if (!seen (bfs, key) && !take_key (s, key, pr->states[j], error))
            return bfs->stopped;
        }
    }
  return TRUE;
}

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

static void
block_free (Block *bl)
{
  if (bl == NULL)
    return;
  for (guint p = 0; p < BLOCK_PIECES; p++)
    {
      g_free (bl->pieces[p].states);
      g_free (bl->pieces[p].keys);
    }
  g_free (bl);
}

/* A level shared by the team, once the search has its bitmap. */
static gboolean
level_team (Search   *s,
            gsize     lo,
            gsize     hi,
            GError  **error)
{
  PfTriDenseBfs *bfs = s->bfs;
  Block *bl = s->block;

  if (bl == NULL)
    {
      bl = s->block = g_new0 (Block, 1);
      bl->bfs = bfs;
      bl->rules = s->rules;
      bl->expand = s->expand;
      bl->user_data = s->user_data;
    }
  for (bl->lo = lo; bl->lo < hi; bl->lo = bl->hi)
    {
      bl->hi = MIN (hi, bl->lo + (gsize) PIECE * BLOCK_PIECES);
      if (g_cancellable_set_error_if_cancelled (s->cancellable, error))
        return FALSE;
      if (s->progress != NULL)
        s->progress (bfs->keys.len, bfs->level_start->len - 2, s->progress_data);

      bl->next = 0;
      pf_tri_team_run (s->team, expand_block, bl, bl->hi - bl->lo);
      if (bl->failed)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_NO_MEMORY,
                       "not enough memory for the search's successors");
          return FALSE;
        }

      /* The new states, in the order one thread would have met them. */
      for (guint p = 0; p * (gsize) PIECE < bl->hi - bl->lo; p++)
        {
          const Piece *piece = &bl->pieces[p];

          for (gsize c = 0; c < piece->len; c++)
            {
              guint32 key = piece->keys[c];

              if (c + PROBE_AHEAD < piece->len)
                prefetch (bfs, piece->keys[c + PROBE_AHEAD]);
              if (!seen (bfs, key) && !take_key (s, key, piece->states[c], error))
                return bfs->stopped;
            }
        }
    }
  return TRUE;
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
  g_autofree Probes *probes = g_new (Probes, 1);
  Search s = { bfs, rules, visit, expand, user_data, team, cancellable, progress, progress_data,
               probes, NULL };
  guint32 start_key = pf_tri_rules_dense_key (rules, start);
  gboolean ok = TRUE;
  gsize zero = 0, lo = 0, hi;

  bfs->stopped = FALSE;
  bfs->hashed = bfs->index_max > 0;
  bfs->level_start = g_array_new (FALSE, FALSE, sizeof (gsize));
  if (bfs->hashed ? !pf_tri_key_index_init (&bfs->index, error)
                  : !pf_tri_bitmap_init (&bfs->visited, rules->key_space, bfs->what, error))
    return FALSE;
  if (bfs->hashed)
    pf_tri_key_index_add (&bfs->index, start_key, 0);
  else
    pf_tri_bitmap_set (&bfs->visited, start_key);
  if (!pf_tri_key_list_push (&bfs->keys, start_key, error))
    return FALSE;
  g_array_append_val (bfs->level_start, zero);

  for (hi = bfs->keys.len; lo < hi && ok && !bfs->stopped; lo = hi, hi = bfs->keys.len)
    {
      g_array_append_val (bfs->level_start, hi);
      if (!bfs->hashed && team != NULL && pf_tri_team_size (team) > 1 &&
          hi - lo >= PF_TRI_TEAM_MIN_WORK)
        ok = level_team (&s, lo, hi, error);
      else
        ok = level_alone (&s, lo, hi, error);
    }
  block_free (s.block);
  return ok;
}

void
pf_tri_dense_bfs_clear (PfTriDenseBfs *bfs)
{
  pf_tri_bitmap_clear (&bfs->visited);
  pf_tri_key_index_clear (&bfs->index);
  pf_tri_key_list_clear (&bfs->keys);
  g_clear_pointer (&bfs->level_start, g_array_unref);
}

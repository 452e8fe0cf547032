/* pf-tri-rules.c: block steps with recursive pushing, moves and the goal test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-rules"

#include <string.h>

#include "pf-error.h"
#include "pf-tri-level-edit.h"
#include "pf-tri-rules-private.h"

/* One unit step of block @a in direction @d (SPEC §2.4). On success the
 * positions are updated, @delta receives the state difference and @dirs
 * (when not NULL) every block's direction. */
gboolean
pf_tri_rules_do_step (const PfTriRules *r,
                      guint8           *pos,
                      guint             a,
                      int               d,
                      gint64           *delta,
                      gint8            *dirs)
{
  gint8 dir[PF_TRI_MAX_BLOCKS] = { 0 };
  guint8 order[PF_TRI_MAX_BLOCKS];
  PfTriEntries entries;
  guint n = 0;
  gint64 diff = 0;

  entries.n = 0;
  dir[a] = d;
  order[n++] = a;

  /* 1-3: the moving blocks and their directions, recursively. */
  for (guint i = 0; i < n; i++)
    {
      guint m = order[i];
      int dm = dir[m];
      const PfTriRBlock *B = &r->b[m];
      int q = pos[m];
      int nq = q + dm;

      if (nq < 0 || nq >= B->n_pos || !((B->ok >> nq) & 1))
        return FALSE;

      for (int w = 0; w < 2; w++)
        {
          guint t = B->tri[pf_tri_entry_offset (B, q, dm, w)];
          int rel = 0;
          int o = pf_tri_rules_owner (r, pos, t, PF_TRI_NO_BLOCK, &rel);

          if (!pf_tri_entries_add (r, &entries, B->axis, dm, t, o, rel, dir, order, &n))
            return FALSE;
        }
    }

  /* 4: after everyone moved, no two blocks share a triangle. */
  if (!pf_tri_entries_clear (r, &entries, dir))
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      guint m = order[i];

      pos[m] += dir[m];
      diff += dir[m] * ((gint64) 1 << (4 * m));
    }
  *delta = diff;
  if (dirs != NULL)
    memcpy (dirs, dir, r->n_blocks);
  return TRUE;
}

/* GObject-free lifecycle */

/* What rules can be made of: blocks that fit (pf_tri_level_check_blocks()),
 * goals on floor. A level without a key block or a goal (a draft, SPEC §2.9)
 * has rules, but no solved state. */
static gboolean
check_level (const PfTriLevel  *level,
             GError           **error)
{
  guint bad = 0, where = 0, other = 0;
  PfTriMask open_goals;

  if (level->n_blocks > PF_TRI_MAX_BLOCKS)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "a level has at most %d blocks, not %u", PF_TRI_MAX_BLOCKS, level->n_blocks);
      return FALSE;
    }

  switch (pf_tri_level_check_blocks (level, &bad, &where, &other))
    {
    case PF_TRI_FIT_OK:
      break;
    case PF_TRI_FIT_AXIS:
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "block %u has no valid axis", bad);
      return FALSE;
    case PF_TRI_FIT_LENGTH:
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "block %u has length %u (%d..%d allowed)",
                   bad, level->blocks[bad].length, PF_TRI_MIN_BLOCK_LENGTH,
                   PF_TRI_MAX_BLOCK_LENGTH);
      return FALSE;
    case PF_TRI_FIT_OFF_BOARD:
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "block %u leaves the board", bad);
      return FALSE;
    case PF_TRI_FIT_WALL:
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "block %u covers a wall at row %u col %u",
                   bad, pf_tri_row (where), pf_tri_col (where));
      return FALSE;
    case PF_TRI_FIT_BLOCK:
    default:
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "block %u overlaps block %u", bad, other);
      return FALSE;
    }

  for (guint w = 0; w < G_N_ELEMENTS (open_goals.bits); w++)
    open_goals.bits[w] = level->goals.bits[w] & level->walls.bits[w];
  if (pf_tri_mask_count (&open_goals) != 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "a goal triangle is a wall");
      return FALSE;
    }
  return TRUE;
}

/* Rules for @n_blocks blocks, zeroed, with the rows of their per-block
 * tables after the struct, in one allocation. */
static PfTriRules *
rules_alloc (guint n_blocks)
{
  gsize mask = n_blocks * sizeof *((PfTriRules *) NULL)->mask;
  gsize cross = n_blocks * sizeof *((PfTriRules *) NULL)->cross;
  gsize pushed = n_blocks * sizeof *((PfTriRules *) NULL)->pushed;
  gsize pushers = n_blocks * sizeof *((PfTriRules *) NULL)->pushers;
  gsize hitters = n_blocks * sizeof *((PfTriRules *) NULL)->hitters;
  gsize pushable = n_blocks * sizeof *((PfTriRules *) NULL)->pushable;
  guint8 *tail;
  PfTriRules *r;

  /* The widest elements first, so each table is aligned. */
  r = (PfTriRules *) g_new0 (guint8, sizeof (PfTriRules) + mask + cross + pushed + pushers +
                                     hitters + 2 * pushable);
  r->n_blocks = n_blocks;
  tail = (guint8 *) (r + 1);
  r->mask = (gpointer) tail;
  r->cross = (gpointer) (tail += mask);
  r->pushed = (gpointer) (tail += cross);
  r->pushers = (gpointer) (tail += pushed);
  r->hitters = (gpointer) (tail += pushers);
  r->pushable = (gpointer) (tail += hitters);
  r->push_ok = (gpointer) (tail += pushable);
  return r;
}

PfTriRules *
pf_tri_rules_new (const PfTriLevel  *level,
                  GError           **error)
{
  g_autoptr(PfTriRules) r = NULL;
  guint goal_index[PF_TRI_COUNT];
  guint n_goals = 0, key_len = 0;
  guint8 pos[PF_TRI_MAX_BLOCKS];

  g_return_val_if_fail (level != NULL, NULL);

  if (!check_level (level, error))
    return NULL;

  r = rules_alloc (level->n_blocks);
  for (int p = 0; p < 3; p++)
    for (int q = 0; q < 3; q++)
      r->push[p][q] = pf_tri_push_sign (p, q);

  for (guint i = 0; i < level->n_blocks; i++)
    {
      const PfTriBlock *blk = &level->blocks[i];
      PfTriRBlock *B = &r->b[i];
      guint start = pf_tri_band_start (blk->axis, blk->first);
      guint t = start;

      B->axis = blk->axis;
      B->length = blk->length;
      B->key = blk->key ? 1 : 0;
      B->band_len = pf_tri_band_length (blk->axis, start);
      for (guint k = 0; k < B->band_len; k++)
        {
          B->tri[k] = t;
          if (t == blk->first)
            pos[i] = k / 2;
          if (k + 1 < B->band_len)
            pf_tri_band_next (blk->axis, t, TRUE, &t);
        }
      B->n_pos = (B->band_len - B->length) / 2 + 1;
      for (guint q = 0; q < B->n_pos; q++)
        {
          gboolean free = TRUE;

          for (guint k = 0; k < B->length; k++)
            free &= !pf_tri_mask_get (&level->walls, B->tri[2 * q + k]);
          if (free)
            B->ok |= 1u << q;
        }
      /* Move generator tables. */
      for (guint q = 0; q < B->n_pos; q++)
        {
          if ((B->ok >> q) & 1)
            for (guint k = 0; k < B->length; k++)
              {
                guint tk = B->tri[2 * q + k];

                r->mask[i][q][tk >> 6] |= G_GUINT64_CONSTANT (1) << (tk & 63);
              }
          for (guint dd = 0; dd < 2; dd++)
            {
              int d = dd == 0 ? 1 : -1;
              int nq = (int) q + d;

              if (nq < 0 || nq >= B->n_pos || !((B->ok >> nq) & 1))
                continue;
              B->can[dd] |= 1u << q;
              for (int w = 0; w < 2; w++)
                B->enter[q][dd][w] = B->tri[pf_tri_entry_offset (B, q, d, w)];
            }
        }
      if (B->key)
        {
          r->keys[r->n_keys++] = i;
          key_len += B->length;
        }
    }
  r->start = pf_tri_rules_pack (r, pos);

  /* 32-bit keys: the state itself up to 8 blocks, else the positions in
   * mixed radix over the range of wall-free positions, when they fit. The
   * mixed radix key is also the dense key of pf_tri_rules_dense_key(). */
  {
    guint64 product = 1;

    for (guint i = 0; i < r->n_blocks; i++)
      {
        guint16 ok = r->b[i].ok;
        guint range = 16 - __builtin_clz ((guint32) ok << 16) - __builtin_ctz (ok);

        r->key_lo[i] = __builtin_ctz (ok);
        r->stride[i] = product <= G_MAXUINT32 ? (guint32) product : 0;
        r->stride_magic[i] = product > 1 && product <= G_MAXUINT32
                             ? G_MAXUINT64 / product + 1 : 0;
        product = product > (G_GUINT64_CONSTANT (1) << 32) ? product : product * range;
      }
    r->key_space = product <= (G_GUINT64_CONSTANT (1) << 32) ? product : 0;
    r->key_direct = r->n_blocks <= 8;
    r->key_ok = r->key_direct || r->key_space != 0;
  }

  /* Band membership, triangle by triangle (a counting sort: each
   * triangle's entries by block, then by offset). */
  for (guint i = 0; i < r->n_blocks; i++)
    for (guint k = 0; k < r->b[i].band_len; k++)
      r->memb_first[r->b[i].tri[k] + 1]++;
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    r->memb_first[t + 1] += r->memb_first[t];
  for (guint i = 0; i < r->n_blocks; i++)
    for (guint k = 0; k < r->b[i].band_len; k++)
      {
        guint m = r->memb_first[r->b[i].tri[k]]++;

        r->memb_block[m] = i;
        r->memb_off[m] = k;
      }
  for (guint t = PF_TRI_COUNT; t > 0; t--)
    r->memb_first[t] = r->memb_first[t - 1];
  r->memb_first[0] = 0;
  pf_tri_movegen_init (r);
  pf_tri_successors_init (r);

  /* Goals. */
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    goal_index[t] = pf_tri_mask_get (&level->goals, t) ? n_goals++ : G_MAXUINT;
  r->n_words = (n_goals + 63) / 64;
  /* A draft without a key block or a goal has no solved state. */
  r->never_solved = n_goals > key_len || r->n_keys == 0 || n_goals == 0;
  for (guint g = 0; g < n_goals; g++)
    r->goal_full[g / 64] |= G_GUINT64_CONSTANT (1) << (g % 64);
  r->cover = g_new0 (guint64, (gsize) r->n_blocks * 16 * r->n_words);
  /* Without goals (a draft), there is nothing to cover and no table. */
  for (guint k = 0; r->n_words > 0 && k < r->n_keys; k++)
    {
      const PfTriRBlock *B = &r->b[r->keys[k]];

      for (guint q = 0; q < B->n_pos; q++)
        {
          guint64 *c = r->cover + ((gsize) r->keys[k] * 16 + q) * r->n_words;

          for (guint j = 0; j < B->length; j++)
            {
              guint g = goal_index[B->tri[2 * q + j]];

              if (g != G_MAXUINT)
                c[g / 64] |= G_GUINT64_CONSTANT (1) << (g % 64);
            }
        }
    }

  r->one_key = r->n_keys == 1;
  if (r->one_key)
    for (guint q = 0; q < r->b[r->keys[0]].n_pos; q++)
      if (pf_tri_rules_is_solved (r, (guint64) q << (4 * r->keys[0])))
        r->solved_at |= 1u << q;

  return g_steal_pointer (&r);
}

void
pf_tri_rules_free (PfTriRules *rules)
{
  if (rules == NULL)
    return;
  g_free (rules->cover);
  g_free (rules);
}

/* Queries */

guint
pf_tri_rules_get_n_blocks (const PfTriRules *rules)
{
  return rules->n_blocks;
}

guint64
pf_tri_rules_get_start (const PfTriRules *rules)
{
  return rules->start;
}

guint
pf_tri_rules_n_positions (const PfTriRules *rules,
                          guint             block)
{
  g_return_val_if_fail (block < rules->n_blocks, 0);
  return rules->b[block].n_pos;
}

gboolean
pf_tri_rules_is_solved (const PfTriRules *r,
                        guint64           state)
{
  if (r->never_solved)
    return FALSE;

  for (guint w = 0; w < r->n_words; w++)
    {
      guint64 acc = 0;

      for (guint k = 0; k < r->n_keys; k++)
        {
          guint b = r->keys[k];
          guint q = (state >> (4 * b)) & 15;

          acc |= r->cover[((gsize) b * 16 + q) * r->n_words + w];
        }
      if (acc != r->goal_full[w])
        return FALSE;
    }
  return TRUE;
}

gboolean
pf_tri_rules_is_valid (const PfTriRules *r,
                       guint64           state)
{
  guint8 seen[PF_TRI_COUNT] = { 0 };
  guint8 pos[PF_TRI_MAX_BLOCKS];

  if (r->n_blocks < 16 && (state >> (4 * r->n_blocks)) != 0)
    return FALSE;
  pf_tri_rules_unpack (r, state, pos);
  for (guint i = 0; i < r->n_blocks; i++)
    {
      const PfTriRBlock *B = &r->b[i];

      if (pos[i] >= B->n_pos || !((B->ok >> pos[i]) & 1))
        return FALSE;
      for (guint k = 0; k < B->length; k++)
        {
          guint t = B->tri[2 * pos[i] + k];

          if (seen[t]++)
            return FALSE;
        }
    }
  return TRUE;
}

guint
pf_tri_rules_block_first (const PfTriRules *rules,
                          guint64           state,
                          guint             block)
{
  const PfTriRBlock *B;
  guint q;

  g_return_val_if_fail (block < rules->n_blocks, 0);
  B = &rules->b[block];
  q = MIN ((guint) (state >> (4 * block)) & 15, (guint) B->n_pos - 1);
  return B->tri[2 * q];
}

void
pf_tri_rules_set_level_state (const PfTriRules *rules,
                              PfTriLevel       *level,
                              guint64           state)
{
  g_return_if_fail (level->n_blocks == rules->n_blocks);
  for (guint i = 0; i < rules->n_blocks; i++)
    level->blocks[i].first = pf_tri_rules_block_first (rules, state, i);
}

/* Moves */

gboolean
pf_tri_rules_step (const PfTriRules *rules,
                   guint64           state,
                   guint             block,
                   int               dir,
                   guint64          *out_state,
                   gint8            *dirs)
{
  guint8 pos[PF_TRI_MAX_BLOCKS];
  gint64 delta;

  g_return_val_if_fail (block < rules->n_blocks, FALSE);
  g_return_val_if_fail (dir == 1 || dir == -1, FALSE);

  pf_tri_rules_unpack (rules, state, pos);
  if (!pf_tri_rules_do_step (rules, pos, block, dir, &delta, dirs))
    return FALSE;
  if (out_state != NULL)
    *out_state = state + (guint64) delta;
  return TRUE;
}

gboolean
pf_tri_rules_apply (const PfTriRules *rules,
                    guint64           state,
                    const PfTriMove  *move,
                    guint64          *out_state)
{
  guint8 pos[PF_TRI_MAX_BLOCKS];
  gint64 delta;

  g_return_val_if_fail (move->block < rules->n_blocks, FALSE);
  g_return_val_if_fail (move->dir == 1 || move->dir == -1, FALSE);

  pf_tri_rules_unpack (rules, state, pos);
  for (guint k = 0; k < move->steps; k++)
    {
      if (!pf_tri_rules_do_step (rules, pos, move->block, move->dir, &delta, NULL))
        return FALSE;
      state += (guint64) delta;
    }
  *out_state = state;
  return TRUE;
}

gboolean
pf_tri_rules_find_move (const PfTriRules *rules,
                        guint64           from,
                        guint64           to,
                        PfTriMove        *move)
{
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
  guint n = pf_tri_rules_successors (rules, from, edges);
  gboolean found = FALSE;

  for (guint i = 0; i < n; i++)
    if (edges[i].state == to && (!found || edges[i].move.steps < move->steps))
      {
        *move = edges[i].move;
        found = TRUE;
      }
  return found;
}

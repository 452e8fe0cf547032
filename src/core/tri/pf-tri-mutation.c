/* pf-tri-mutation.c: random edits of a level's blocks, walls and goals, for the generators
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-mutation"

#include <string.h>

#include "pf-tri-level-edit.h"
#include "pf-tri-mutation.h"
#include "pf-tri-state-set.h"

#define MIN_LENGTH   PF_TRI_MIN_BLOCK_LENGTH
#define MAX_LENGTH   6
#define PLACE_TRIES  40

typedef enum
{
  OP_ADD,
  OP_REMOVE,
  OP_MOVE,
  OP_RESIZE,
  OP_OPEN,
  OP_CLOSE,
  OP_SHIFT_GOALS,
} Op;

void
pf_tri_draft_from_level (PfTriDraft       *draft,
                         const PfTriLevel *level)
{
  memset (draft, 0, sizeof *draft);
  draft->walls = level->walls;
  draft->goals = level->goals;
  draft->n_blocks = level->n_blocks;
  for (guint i = 0; i < level->n_blocks; i++)
    {
      draft->blocks[i] = level->blocks[i];
      draft->blocks[i].key = !!draft->blocks[i].key;
      draft->blocks[i].line = 0;
    }
}

void
pf_tri_draft_to_level (const PfTriDraft *draft,
                       PfTriLevel       *level)
{
  level->walls = draft->walls;
  level->goals = draft->goals;
  level->n_blocks = draft->n_blocks;
  memset (level->blocks, 0, sizeof level->blocks);
  memcpy (level->blocks, draft->blocks, draft->n_blocks * sizeof (PfTriBlock));
}

guint64
pf_tri_draft_fingerprint (const PfTriDraft *draft)
{
  guint64 h = pf_tri_state_hash (draft->n_blocks + 1);
  guint64 blocks = 0;

  for (guint i = 0; i < G_N_ELEMENTS (draft->walls.bits); i++)
    h = pf_tri_state_hash (h ^ draft->walls.bits[i]) + i;
  for (guint i = 0; i < G_N_ELEMENTS (draft->goals.bits); i++)
    h = pf_tri_state_hash (h ^ ~draft->goals.bits[i]) + i;
  /* A sum does not depend on the order of the blocks. */
  for (guint i = 0; i < draft->n_blocks; i++)
    {
      const PfTriBlock *b = &draft->blocks[i];

      blocks += pf_tri_state_hash ((guint64) b->axis | (guint64) b->first << 2 |
                                   (guint64) b->length << 12 | (guint64) (b->key ? 1 : 0) << 20);
    }
  return pf_tri_state_hash (h ^ blocks);
}

/* Triangles covered by blocks, skipping block @skip. */
static void
occupied (const PfTriDraft *draft,
          guint             skip,
          PfTriMask        *mask)
{
  pf_tri_blocks_taken (draft->blocks, draft->n_blocks, skip == G_MAXUINT ? -1 : (int) skip,
                       mask);
}

/* The level's rule (pf_tri_block_fit()), on the draft's own occupancy mask. */
static gboolean
fits (const PfTriDraft *draft,
      const PfTriMask  *taken,
      const PfTriBlock *b)
{
  return pf_tri_block_fit (b, &draft->walls, taken, NULL) == PF_TRI_FIT_OK;
}

/* The free floor triangles, in index order; returns how many. */
static guint
free_triangles (const PfTriDraft *draft,
                const PfTriMask  *taken,
                guint            *out)
{
  guint n = 0;

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&draft->walls, t) && !pf_tri_mask_get (taken, t))
      out[n++] = t;
  return n;
}

/* A random block that is a key (@key) or is not; -1 when there is none. */
static gint
random_block (const PfTriDraft *draft,
              PfRandom         *rng,
              gboolean          key)
{
  guint n = 0, pick;

  for (guint i = 0; i < draft->n_blocks; i++)
    n += !draft->blocks[i].key == !key;
  if (n == 0)
    return -1;
  pick = pf_random_below (rng, n);
  for (guint i = 0; i < draft->n_blocks; i++)
    if (!draft->blocks[i].key == !key && pick-- == 0)
      return i;
  return -1;
}

static void
remove_block (PfTriDraft *draft,
              guint       victim)
{
  memmove (&draft->blocks[victim], &draft->blocks[victim + 1],
           (draft->n_blocks - victim - 1) * sizeof (PfTriBlock));
  draft->n_blocks--;
}

static gboolean
add_block (PfTriDraft *draft,
           PfRandom   *rng)
{
  PfTriMask taken;
  guint free_tris[PF_TRI_COUNT], n_free;

  if (draft->n_blocks >= PF_TRI_MAX_BLOCKS)
    return FALSE;
  occupied (draft, G_MAXUINT, &taken);
  n_free = free_triangles (draft, &taken, free_tris);
  if (n_free < MIN_LENGTH)
    return FALSE;
  for (guint k = 0; k < PLACE_TRIES; k++)
    {
      PfTriBlock b = { 0 };

      b.axis = pf_random_below (rng, 3);
      b.first = free_tris[pf_random_below (rng, n_free)];
      b.length = MIN_LENGTH + pf_random_below (rng, MAX_LENGTH - MIN_LENGTH + 1);
      if (fits (draft, &taken, &b))
        {
          draft->blocks[draft->n_blocks++] = b;
          return TRUE;
        }
    }
  return FALSE;
}

static void
move_block (PfTriDraft *draft,
            PfRandom   *rng,
            guint       victim)
{
  PfTriMask taken;
  guint free_tris[PF_TRI_COUNT], n_free;

  occupied (draft, victim, &taken);
  n_free = free_triangles (draft, &taken, free_tris);
  if (n_free == 0)
    return;
  for (guint k = 0; k < PLACE_TRIES; k++)
    {
      PfTriBlock b = draft->blocks[victim];

      if (pf_random_below (rng, 2) == 0)
        {
          guint n_steps = pf_random_below (rng, 16);

          b.first = pf_tri_band_start (b.axis, b.first);
          for (guint s = 0; s < n_steps; s++)
            if (!pf_tri_step_next (b.axis, b.first, TRUE, &b.first))
              break;
        }
      else
        {
          b.axis = pf_random_below (rng, 3);
          b.first = free_tris[pf_random_below (rng, n_free)];
        }
      if (fits (draft, &taken, &b))
        {
          draft->blocks[victim] = b;
          return;
        }
    }
}

static void
resize_block (PfTriDraft *draft,
              PfRandom   *rng,
              guint       victim)
{
  PfTriMask taken;
  PfTriBlock b = draft->blocks[victim];

  if (pf_random_below (rng, 2) == 0 && b.length < MAX_LENGTH)
    b.length++;
  else if (b.length > MIN_LENGTH)
    b.length--;
  occupied (draft, victim, &taken);
  if (fits (draft, &taken, &b))
    draft->blocks[victim] = b;
}

static gboolean
next_to (const PfTriMask *walls,
         guint            t,
         gboolean         wall)
{
  for (int side = PF_TRI_SIDE_LEFT; side <= PF_TRI_SIDE_FLAT; side++)
    {
      guint nb;
      gboolean is_wall = !pf_tri_neighbour (t, side, &nb) || pf_tri_mask_get (walls, nb);

      if (is_wall == wall)
        return TRUE;
    }
  return FALSE;
}

/* Opens a wall triangle next to the floor (@open) or closes a free floor
 * triangle next to a wall, neither a goal nor under a block. */
static void
edit_wall (PfTriDraft *draft,
           PfRandom   *rng,
           gboolean    open)
{
  PfTriMask taken;
  guint cands[PF_TRI_COUNT], n = 0;

  occupied (draft, G_MAXUINT, &taken);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      gboolean wall = pf_tri_mask_get (&draft->walls, t);

      if (open ? wall && next_to (&draft->walls, t, FALSE)
               : !wall && !pf_tri_mask_get (&taken, t) && !pf_tri_mask_get (&draft->goals, t) &&
                 next_to (&draft->walls, t, TRUE))
        cands[n++] = t;
    }
  if (n > 0)
    pf_tri_mask_set (&draft->walls, cands[pf_random_below (rng, n)], !open);
}

/* Moves every goal triangle one step along a random axis and direction,
 * when they all land on floor. */
static void
shift_goals (PfTriDraft *draft,
             PfRandom   *rng)
{
  PfTriAxis axis = pf_random_below (rng, 3);
  gboolean forward = pf_random_below (rng, 2);
  PfTriMask moved = { { 0 } };

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      guint to;

      if (!pf_tri_mask_get (&draft->goals, t))
        continue;
      if (!pf_tri_step_next (axis, t, forward, &to) || pf_tri_mask_get (&draft->walls, to))
        return;
      pf_tri_mask_set (&moved, to, TRUE);
    }
  draft->goals = moved;
}

void
pf_tri_draft_mutate (PfTriDraft        *draft,
                     PfRandom          *rng,
                     PfTriMutationKind  kinds)
{
  guint n_ops = (kinds & PF_TRI_MUTATE_WALLS) ? OP_SHIFT_GOALS + 1 : OP_RESIZE + 1;
  Op op = pf_random_below (rng, n_ops);
  gint victim = -1;

  if (op <= OP_RESIZE)
    {
      if (!(kinds & PF_TRI_MUTATE_BLOCKS))
        return;
      victim = random_block (draft, rng, FALSE);
      if (victim < 0)
        op = OP_ADD;
    }

  switch (op)
    {
    case OP_ADD:
      add_block (draft, rng);
      break;
    case OP_REMOVE:
      remove_block (draft, victim);
      break;
    case OP_MOVE:
      move_block (draft, rng, victim);
      break;
    case OP_RESIZE:
      resize_block (draft, rng, victim);
      break;
    case OP_OPEN:
    case OP_CLOSE:
      edit_wall (draft, rng, op == OP_OPEN);
      break;
    case OP_SHIFT_GOALS:
    default:
      shift_goals (draft, rng);
      break;
    }
}

gboolean
pf_tri_draft_obstruct (PfTriDraft      *draft,
                       PfRandom        *rng,
                       const PfTriMask *way)
{
  guint spots[PF_TRI_COUNT], n_spots = 0;
  gint victim = random_block (draft, rng, FALSE);
  gboolean add = victim < 0 || pf_random_below (rng, 2) == 0;
  PfTriMask taken;

  if (add && draft->n_blocks >= PF_TRI_MAX_BLOCKS)
    {
      if (victim < 0)
        return FALSE;
      add = FALSE;
    }
  occupied (draft, add ? G_MAXUINT : (guint) victim, &taken);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (pf_tri_mask_get (way, t) && !pf_tri_mask_get (&draft->walls, t) &&
        !pf_tri_mask_get (&taken, t))
      spots[n_spots++] = t;
  if (n_spots == 0)
    return FALSE;
  for (guint k = 0; k < PLACE_TRIES; k++)
    {
      PfTriBlock b = add ? (PfTriBlock) { 0 } : draft->blocks[victim];
      guint back;

      b.axis = pf_random_below (rng, 3);
      if (add)
        b.length = MIN_LENGTH + pf_random_below (rng, MAX_LENGTH - MIN_LENGTH + 1);
      b.first = spots[pf_random_below (rng, n_spots)];
      /* The chosen triangle at a random place along the block. */
      back = pf_random_below (rng, b.length);
      for (guint s = 0; s < back; s++)
        if (!pf_tri_band_next (b.axis, b.first, FALSE, &b.first))
          break;
      if (fits (draft, &taken, &b))
        {
          if (add)
            draft->blocks[draft->n_blocks++] = b;
          else
            draft->blocks[victim] = b;
          return TRUE;
        }
    }
  return FALSE;
}

void
pf_tri_draft_ruin (PfTriDraft *draft,
                   PfRandom   *rng)
{
  guint before = draft->n_blocks, kept = 0;

  for (guint i = 0; i < before; i++)
    if (draft->blocks[i].key || pf_random_below (rng, 2) == 0)
      draft->blocks[kept++] = draft->blocks[i];
  draft->n_blocks = kept;
  if (kept == before)
    {
      gint victim = random_block (draft, rng, FALSE);

      if (victim >= 0)
        remove_block (draft, victim);
    }
}

gboolean
pf_tri_draft_slide_key (PfTriDraft *draft,
                        PfRandom   *rng)
{
  guint spots[PF_TRI_COUNT], n_spots = 0;
  PfTriMask taken;
  gint victim = random_block (draft, rng, TRUE);

  if (victim < 0)
    return FALSE;
  occupied (draft, victim, &taken);
  /* Only past something in the way: a plain slide is a move of the level. */
  for (int forward = 0; forward <= 1; forward++)
    {
      PfTriBlock b = draft->blocks[victim];
      gboolean blocked = FALSE;

      while (pf_tri_step_next (b.axis, b.first, forward, &b.first))
        {
          if (!fits (draft, &taken, &b))
            blocked = TRUE;
          else if (blocked)
            spots[n_spots++] = b.first;
        }
    }
  if (n_spots == 0)
    return FALSE;
  draft->blocks[victim].first = spots[pf_random_below (rng, n_spots)];
  return TRUE;
}

void
pf_tri_draft_fill (PfTriDraft *draft,
                   PfRandom   *rng,
                   guint       n_blocks)
{
  n_blocks = MIN (n_blocks, PF_TRI_MAX_BLOCKS);
  for (guint tries = 0; draft->n_blocks < n_blocks && tries < 4 * PF_TRI_MAX_BLOCKS; tries++)
    add_block (draft, rng);
}

/* pf-tri-layout.c: random wall and goal layouts ("GL")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-layout"

#include <math.h>

#include "pf-error.h"
#include "pf-random.h"
#include "pf-tri-layout.h"

#define KEY_TRIES 200

void
pf_tri_layout_params_init (PfTriLayoutParams *params)
{
  params->seed = 1;
  params->area = 120;
  params->compactness = 0.6;
  params->keys = 1;
}

/* Places one key and its goal; the path between them is marked in @path. */
static gboolean
place_key (PfRandom   *rng,
           PfTriLevel *level,
           PfTriMask  *path)
{
  for (guint attempt = 0; attempt < KEY_TRIES; attempt++)
    {
      PfTriBlock b = { 0 };
      guint tris[32], goal = 0, span;
      guint n_steps = 2 + pf_random_below (rng, 4);
      PfTriMask mine = { { 0 } };
      gboolean ok = TRUE;

      b.axis = pf_random_below (rng, 3);
      b.length = 3 + pf_random_below (rng, 2);
      b.first = pf_tri_index (4 + pf_random_below (rng, 8), 4 + pf_random_below (rng, 8),
                              pf_random_below (rng, 2));
      b.key = TRUE;

      /* The goal is n_steps further along the band; the path covers the
       * key's triangles from its start to the goal. */
      goal = b.first;
      for (guint s = 0; s < n_steps && ok; s++)
        ok = pf_tri_step_next (b.axis, goal, TRUE, &goal);
      span = b.length + 2 * n_steps;
      if (!ok || !pf_tri_block_triangles (b.axis, b.first, span, tris))
        continue;
      for (guint k = 0; k < span; k++)
        {
          if (pf_tri_mask_get (path, tris[k]))
            ok = FALSE;
          pf_tri_mask_set (&mine, tris[k], TRUE);
        }
      if (!ok)
        continue;

      for (guint k = 0; k < span; k++)
        {
          pf_tri_mask_set (path, tris[k], TRUE);
          pf_tri_mask_set (&level->walls, tris[k], FALSE);
        }
      for (guint k = span - b.length; k < span; k++)
        pf_tri_mask_set (&level->goals, tris[k], TRUE);
      level->blocks[level->n_blocks++] = b;
      return TRUE;
    }
  return FALSE;
}

PfTriLevel *
pf_tri_layout_generate (const PfTriLayoutParams  *params,
                        const char               *id,
                        GError                  **error)
{
  g_autoptr(PfTriLevel) level = pf_tri_level_new (id);
  PfTriMask path = { { 0 } };
  guint area = CLAMP (params->area, 8, 480);
  guint keys = CLAMP (params->keys, 1, 4);
  double power = 1.0 + 4.0 * CLAMP (params->compactness, 0.0, 1.0);
  PfRandom rng;
  guint floor_count;

  pf_random_init (&rng, params->seed);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    pf_tri_mask_set (&level->walls, t, TRUE);

  for (guint k = 0; k < keys; k++)
    if (!place_key (&rng, level, &path))
      {
        g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "could not place key %u of %u", k + 1, keys);
        return NULL;
      }

  /* Grow the floor: each wall triangle next to the floor is a candidate,
   * weighted by its number of floor neighbours to the power 1..5. */
  floor_count = PF_TRI_COUNT - pf_tri_mask_count (&level->walls);
  while (floor_count < area)
    {
      double weights[PF_TRI_COUNT], total = 0.0, pick;
      guint chosen = G_MAXUINT;

      for (guint t = 0; t < PF_TRI_COUNT; t++)
        {
          guint n = 0, nb;

          weights[t] = 0.0;
          if (!pf_tri_mask_get (&level->walls, t))
            continue;
          for (int side = PF_TRI_SIDE_LEFT; side <= PF_TRI_SIDE_FLAT; side++)
            if (pf_tri_neighbour (t, side, &nb) && !pf_tri_mask_get (&level->walls, nb))
              n++;
          if (n > 0)
            weights[t] = pow (n, power);
          total += weights[t];
        }
      if (total <= 0.0)
        break;
      pick = pf_random_double (&rng) * total;
      for (guint t = 0; t < PF_TRI_COUNT; t++)
        {
          if (weights[t] <= 0.0)
            continue;
          chosen = t;
          if (pick < weights[t])
            break;
          pick -= weights[t];
        }
      pf_tri_mask_set (&level->walls, chosen, FALSE);
      floor_count++;
    }

  return g_steal_pointer (&level);
}

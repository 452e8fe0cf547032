/* bench-levels.c: the seeded levels the triangle benchmarks share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bench-levels.h"
#include "pf-random.h"
#include "pf-tri-analysis.h"
#include "pf-tri-farthest.h"

PfTriLevel *
bench_unreachable_goal (const PfTriLevel *level)
{
  PfTriLevel *copy = pf_tri_level_copy (level);
  PfTriMask coverable = { { 0 } };

  for (guint i = 0; i < level->n_blocks; i++)
    {
      const PfTriBlock *b = &level->blocks[i];
      guint start = pf_tri_band_start (b->axis, b->first);
      guint tris[32];

      if (!b->key)
        continue;
      for (guint t = start;;)
        {
          if (pf_tri_block_triangles (b->axis, t, b->length, tris))
            for (guint k = 0; k < b->length; k++)
              pf_tri_mask_set (&coverable, tris[k], TRUE);
          if (!pf_tri_step_next (b->axis, t, TRUE, &t))
            break;
        }
    }
  memset (&copy->goals, 0, sizeof copy->goals);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&level->walls, t) && !pf_tri_mask_get (&coverable, t))
      {
        pf_tri_mask_set (&copy->goals, t, TRUE);
        return copy;
      }
  pf_tri_level_free (copy);
  return NULL;
}

static gboolean
place_block (PfTriLevel *level,
             gboolean   *taken,
             PfRandom   *rng,
             gboolean    key)
{
  for (guint tries = 0; tries < 200; tries++)
    {
      PfTriBlock *b = &level->blocks[level->n_blocks];
      guint tris[32];
      gboolean fits;

      b->axis = pf_random_below (rng, 3);
      b->first = pf_random_below (rng, PF_TRI_COUNT);
      b->length = 3 + pf_random_below (rng, 2);
      b->key = key;
      fits = pf_tri_block_triangles (b->axis, b->first, b->length, tris);
      for (guint k = 0; fits && k < b->length; k++)
        fits = !pf_tri_mask_get (&level->walls, tris[k]) && !taken[tris[k]];
      if (!fits)
        continue;
      for (guint k = 0; k < b->length; k++)
        taken[tris[k]] = TRUE;
      level->n_blocks++;
      return TRUE;
    }
  return FALSE;
}

PfTriLevel *
bench_room_level (const char *id,
                  guint64     seed,
                  guint       rows,
                  guint       cols,
                  guint       n_blocks,
                  guint       wall_percent)
{
  g_autoptr(PfTriLevel) level = pf_tri_level_new (id);
  gboolean taken[PF_TRI_COUNT] = { FALSE };
  PfRandom rng;
  guint goal, tris[32];

  pf_random_init (&rng, seed);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      guint r = pf_tri_row (t), c = pf_tri_col (t);
      gboolean inside = r >= 4 && r < 4 + rows && c >= 3 && c < 3 + cols;

      pf_tri_mask_set (&level->walls, t, !inside);
    }
  /* Drawn only for rooms with walls, so an open room's blocks come from
   * the same draws whatever its walls would have been. */
  for (guint t = 0; wall_percent > 0 && t < PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&level->walls, t) && pf_random_below (&rng, 100) < wall_percent)
      pf_tri_mask_set (&level->walls, t, TRUE);
  if (n_blocks == 0)
    n_blocks = 6 + pf_random_below (&rng, 4);
  while (level->n_blocks < n_blocks)
    if (!place_block (level, taken, &rng, level->n_blocks == 0))
      return NULL;
  goal = level->blocks[0].first;
  for (guint k = 0; k < 4; k++)
    if (!pf_tri_step_next (level->blocks[0].axis, goal, TRUE, &goal))
      return NULL;
  if (!pf_tri_block_triangles (level->blocks[0].axis, goal, level->blocks[0].length, tris))
    return NULL;
  for (guint k = 0; k < level->blocks[0].length; k++)
    {
      if (pf_tri_mask_get (&level->walls, tris[k]))
        return NULL;
      pf_tri_mask_set (&level->goals, tris[k], TRUE);
    }
  return g_steal_pointer (&level);
}

gint
bench_hardest_start (PfTriLevel *level)
{
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
  g_autofree guint64 *states = g_new (guint64, G_MAXUINT16);
  guint64 reachable;
  gint max_distance;

  if (rules == NULL ||
      !pf_tri_farthest (rules, pf_tri_rules_get_start (rules), 0, NULL, states, NULL, G_MAXUINT16,
                        &max_distance, &reachable, NULL) ||
      max_distance < 0)
    return -1;
  pf_tri_rules_set_level_state (rules, level, states[max_distance]);
  return max_distance;
}

guint64
bench_reachable (const PfTriLevel *level,
                 guint64           max_states,
                 gint             *moves)
{
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
  g_autoptr(PfTriAnalysis) analysis = NULL;

  if (moves != NULL)
    *moves = -1;
  if (rules == NULL)
    return 0;
  analysis = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), max_states, NULL, NULL, NULL,
                             NULL);
  if (analysis == NULL)
    return 0;
  if (moves != NULL)
    *moves = pf_tri_analysis_get_start_distance (analysis);
  return pf_tri_analysis_get_reachable (analysis);
}

GPtrArray *
bench_small_levels (PfProject *examples,
                    guint      count,
                    guint64    max_states)
{
  GPtrArray *levels = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  GPtrArray *packs = examples != NULL ? pf_project_get_packs (examples) : NULL;

  for (guint i = 0; packs != NULL && i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);

      for (guint j = 0; j < pack->levels->len && levels->len < count; j++)
        {
          const PfTriLevel *level = g_ptr_array_index (pack->levels, j);
          gint moves;

          if (bench_reachable (level, max_states, &moves) > 0 && moves >= 2)
            g_ptr_array_add (levels, pf_tri_level_copy (level));
        }
    }
  for (guint64 seed = 1; levels->len < count && seed < 100000; seed++)
    {
      g_autofree char *id = g_strdup_printf ("small-%" G_GUINT64_FORMAT, seed);
      PfRandom rng;
      guint rows, cols, n_blocks, walls;
      g_autoptr(PfTriLevel) level = NULL;
      guint64 states;
      gint moves;

      pf_random_init (&rng, seed);
      rows = 3 + pf_random_below (&rng, 5);
      cols = 5 + pf_random_below (&rng, 7);
      n_blocks = 3 + pf_random_below (&rng, 6);
      walls = pf_random_below (&rng, 21);
      level = bench_room_level (id, seed, rows, cols, n_blocks, walls);
      if (level == NULL)
        continue;
      states = bench_reachable (level, max_states, &moves);
      if (states >= 10 && moves >= 2)
        g_ptr_array_add (levels, g_steal_pointer (&level));
    }
  return levels;
}

void
bench_write_levels (const char *path,
                    GPtrArray  *levels)
{
  g_autoptr(PfProject) project = pf_project_new ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PfTriPack *pack = pf_tri_pack_new ("bench");

  for (guint i = 0; i < levels->len; i++)
    g_ptr_array_add (pack->levels, pf_tri_level_copy (g_ptr_array_index (levels, i)));
  g_ptr_array_add (pf_project_get_packs (project), pack);
  if (!pf_project_save (project, file, &error))
    g_error ("%s", error->message);
}

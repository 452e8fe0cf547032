/* studio-big-pack.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "studio-big-pack.h"
#include "studio-test.h"

/* The @n-th floor triangle of @level that no block, goal or wall covers. */
static int
free_triangle (const PfTriLevel *level,
               guint             n)
{
  guint count = 0, seen = 0;

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    count += !pf_tri_mask_get (&level->walls, t) && !pf_tri_mask_get (&level->goals, t) &&
             pf_tri_level_block_at (level, t) < 0;
  if (count == 0)
    return -1;
  n %= count;
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&level->walls, t) && !pf_tri_mask_get (&level->goals, t) &&
        pf_tri_level_block_at (level, t) < 0 && seen++ == n)
      return (int) t;
  return -1;
}

PfDocument *
studio_big_pack_document (guint   n_levels,
                          guint32 seed)
{
  g_autoptr(GFile) file = studio_test_example_file ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) example = pf_project_load (file, &error);
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  GPtrArray *models;
  PfTriPack *pack;

  g_assert_no_error (error);
  models = ((PfTriPack *) g_ptr_array_index (pf_project_get_packs (example), 0))->levels;
  project = pf_project_copy (example);
  pack = g_ptr_array_index (pf_project_get_packs (project), 0);
  g_free (pack->id);
  pack->id = g_strdup ("big");
  g_ptr_array_set_size (pack->levels, 0);

  for (guint i = 0; i < n_levels; i++)
    {
      PfTriLevel *level = pf_tri_level_copy (g_ptr_array_index (models, i % models->len));
      guint variant = i / models->len;
      int first = free_triangle (level, variant);
      PfTriFigures *f = &level->figures;

      if (first >= 0 && variant > 0)
        pf_tri_mask_set (&level->walls, first, TRUE);
      if (variant > 40)
        {
          int second = free_triangle (level, variant * 7);

          if (second >= 0)
            pf_tri_mask_set (&level->walls, second, TRUE);
        }
      g_free (level->id);
      level->id = g_strdup_printf ("level-%05u", i + 1);
      g_free (level->meta.title);
      level->meta.title = g_strdup_printf ("Level %u", i + 1);
      if (g_rand_int_range (rand, 0, 10) == 0)
        pf_tri_figures_reset (f);
      else
        {
          f->moves = g_rand_int_range (rand, 1, 80);
          f->steps = f->moves + g_rand_int_range (rand, 0, 80);
          f->reachable = g_rand_int_range (rand, 10, 2000000);
          f->solved_states = MAX (1, f->reachable / 10);
          f->max_distance = f->moves;
          f->farther_states = 0;
          f->difficulty = g_rand_double_range (rand, 1.0, 99.0);
        }
      g_ptr_array_add (pack->levels, level);
    }
  return pf_document_new (project, NULL);
}

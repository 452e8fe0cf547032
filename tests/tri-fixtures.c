/* tri-fixtures.c: triangle levels the tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-tri-measure.h"
#include "test-files.h"
#include "tri-fixtures.h"

PfTriLevel *
tri_fixture_starter_level (const char *id)
{
  g_autofree char *path = test_starter_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = pf_project_load (file, &error);
  PfTriLevel *level;

  g_assert_no_error (error);
  level = pf_tri_pack_find_level (pf_project_find_pack (project, "starter"), id);
  g_assert_nonnull (level);
  return pf_tri_level_copy (level);
}

PfTriLevel *
tri_fixture_blocked_corridor (guint n_blockers)
{
  PfTriLevel *level = pf_tri_level_new ("corridor");
  PfTriBlock *key = &level->blocks[level->n_blocks++];

  g_assert_cmpuint (n_blockers, <=, 7);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    pf_tri_mask_set (&level->walls, t, pf_tri_row (t) < 7 || pf_tri_row (t) > 10);
  *key = (PfTriBlock) { PF_TRI_AXIS_U, pf_tri_index (7, 0, PF_TRI_UP), 2, TRUE, 0 };
  pf_tri_mask_set (&level->goals, pf_tri_index (7, 15, PF_TRI_UP), TRUE);
  pf_tri_mask_set (&level->goals, pf_tri_index (7, 15, PF_TRI_DOWN), TRUE);
  for (guint i = 0; i < n_blockers; i++)
    level->blocks[level->n_blocks++] = (PfTriBlock) {
      PF_TRI_AXIS_V, pf_tri_index (7, 2 + 2 * i, PF_TRI_DOWN), 2, FALSE, 0
    };
  return level;
}

PfTriPack *
tri_fixture_load_starter_pack (const char *path,
                               PfProject **project)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  *project = pf_project_load (file, &error);
  g_assert_no_error (error);
  return pf_project_find_pack (*project, "starter");
}

PfTriExplanation *
tri_fixture_explain (const PfTriLevel *level)
{
  g_autoptr(PfTriLevel) copy = pf_tri_level_copy (level);
  g_auto(PfTriMeasure) measure = { 0 };
  g_autoptr(GError) error = NULL;
  PfTriMeasureOptions options;

  pf_tri_measure_options_init (&options);
  options.explain = TRUE;
  g_assert_true (pf_tri_measure_level (copy, &options, NULL, NULL, NULL, &measure, &error));
  g_assert_no_error (error);
  g_assert_nonnull (measure.explanation);
  return g_steal_pointer (&measure.explanation);
}

guint
tri_fixture_count_redundant (const PfTriLevel *level)
{
  g_autoptr(PfTriExplanation) why = tri_fixture_explain (level);

  return why->redundant_blocks->len;
}

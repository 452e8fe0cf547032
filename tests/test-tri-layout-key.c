/* test-tri-layout-key.c: the layout key agrees with pf_tri_level_same_layout()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-project.h"
#include "pf-tri-layout-key.h"
#include "test-files.h"

static GPtrArray *
starter_levels (PfProject **project)
{
  g_autofree char *path = test_starter_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PfTriPack *pack;

  *project = pf_project_load (file, &error);
  g_assert_no_error (error);
  pack = g_ptr_array_index (pf_project_get_packs (*project), 0);
  g_assert_cmpuint (pack->levels->len, >, 4);
  return pack->levels;
}

static gboolean
same_key (const PfTriLevel *a,
          const PfTriLevel *b)
{
  g_autoptr(GBytes) ka = pf_tri_level_layout_key (a);
  g_autoptr(GBytes) kb = pf_tri_level_layout_key (b);

  return g_bytes_equal (ka, kb) && g_bytes_hash (ka) == g_bytes_hash (kb);
}

/* Every pair of the example's levels: equal keys exactly for the same puzzle. */
static void
test_pairs_agree (void)
{
  g_autoptr(PfProject) project = NULL;
  GPtrArray *levels = starter_levels (&project);

  for (guint i = 0; i < levels->len; i++)
    for (guint j = 0; j < levels->len; j++)
      g_assert_cmpint (same_key (levels->pdata[i], levels->pdata[j]), ==,
                       pf_tri_level_same_layout (levels->pdata[i], levels->pdata[j]));
}

static void
test_what_counts (void)
{
  g_autoptr(PfProject) project = NULL;
  GPtrArray *levels = starter_levels (&project);
  const PfTriLevel *level = NULL;
  g_autoptr(PfTriLevel) copy = NULL;

  for (guint i = 0; i < levels->len && level == NULL; i++)
    if (((PfTriLevel *) levels->pdata[i])->n_blocks >= 3)
      level = levels->pdata[i];
  g_assert_nonnull (level);
  copy = pf_tri_level_copy (level);

  /* Block order, source lines, id, title and figures do not count. */
  {
    PfTriBlock first = copy->blocks[0];

    copy->blocks[0] = copy->blocks[copy->n_blocks - 1];
    copy->blocks[copy->n_blocks - 1] = first;
  }
  copy->blocks[1].line = 999;
  g_free (copy->id);
  copy->id = g_strdup ("another");
  g_free (copy->meta.title);
  copy->meta.title = g_strdup ("Another title");
  pf_tri_figures_reset (&copy->figures);
  g_assert_true (pf_tri_level_same_layout (level, copy));
  g_assert_true (same_key (level, copy));

  /* A key block that is no longer a key does. */
  copy->blocks[0].key = !copy->blocks[0].key;
  g_assert_false (same_key (level, copy));
  copy->blocks[0].key = !copy->blocks[0].key;
  g_assert_true (same_key (level, copy));

  /* So does one goal more, and one block fewer. */
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&copy->walls, t) && !pf_tri_mask_get (&copy->goals, t))
      {
        pf_tri_mask_set (&copy->goals, t, TRUE);
        g_assert_false (same_key (level, copy));
        pf_tri_mask_set (&copy->goals, t, FALSE);
        break;
      }
  copy->n_blocks--;
  g_assert_false (same_key (level, copy));
  g_assert_false (pf_tri_level_same_layout (level, copy));
}

/* The ordered key tells block order apart, where the layout key does not:
 * a block index means the same in two levels only when it is equal. */
static void
test_ordered (void)
{
  g_autoptr(PfProject) project = NULL;
  GPtrArray *levels = starter_levels (&project);
  const PfTriLevel *level = levels->pdata[8];
  g_autoptr(PfTriLevel) copy = pf_tri_level_copy (level);
  g_autoptr(PfTriLevel) swapped = pf_tri_level_copy (level);
  g_autoptr(GBytes) key = pf_tri_level_ordered_key (level);
  g_autoptr(GBytes) key_copy = NULL, key_swapped = NULL;
  PfTriBlock first = swapped->blocks[0];

  g_assert_cmpuint (level->n_blocks, >=, 2);
  g_free (copy->id);
  copy->id = g_strdup ("elsewhere");
  copy->figures.moves = 99;
  key_copy = pf_tri_level_ordered_key (copy);
  g_assert_true (g_bytes_equal (key, key_copy));

  swapped->blocks[0] = swapped->blocks[1];
  swapped->blocks[1] = first;
  key_swapped = pf_tri_level_ordered_key (swapped);
  g_assert_false (g_bytes_equal (key, key_swapped));
  g_assert_true (same_key (level, swapped));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tri/layout-key/pairs-agree", test_pairs_agree);
  g_test_add_func ("/tri/layout-key/what-counts", test_what_counts);
  g_test_add_func ("/tri/layout-key/ordered", test_ordered);
  return g_test_run ();
}

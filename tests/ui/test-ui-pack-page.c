/* test-ui-pack-page.c: the pack page: order, duplicates, layouts, generation, analysis
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "pf-studio-generate-dialog.h"
#include "pf-studio-pack-page.h"
#include "studio-test.h"
#include "pf-studio-window.h"

static PfStudioWindow *
open_pack (PfStudioPackPage **page)
{
  PfStudioWindow *window = pf_studio_window_new (NULL, NULL);
  g_autofree char *path = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "data", "examples",
                                            "starter.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  g_assert_true (pf_studio_window_load (window, file));
  gtk_window_present (GTK_WINDOW (window));
  studio_test_select_nth (window, 0);
  studio_test_wait_frames (5);
  g_assert_true (PF_STUDIO_IS_PACK_PAGE (pf_studio_window_get_page (window)));
  *page = PF_STUDIO_PACK_PAGE (pf_studio_window_get_page (window));
  return window;
}

static PfTriPack *
pack_of (PfStudioWindow *window)
{
  return g_ptr_array_index (pf_project_get_packs (studio_test_project (window)), 0);
}

static const char *
level_id (PfStudioWindow *window,
          guint           index)
{
  return ((PfTriLevel *) g_ptr_array_index (pack_of (window)->levels, index))->id;
}

static void
test_move_and_undo (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  g_autofree char *first = g_strdup (level_id (window, 0));
  g_autofree char *second = g_strdup (level_id (window, 1));

  pf_studio_pack_page_move_level (page, 0, 2);
  g_assert_cmpstr (level_id (window, 0), ==, second);
  g_assert_cmpstr (level_id (window, 2), ==, first);
  g_assert_true (studio_test_modified (window));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpstr (level_id (window, 0), ==, first);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_duplicates (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  PfTriPack *pack = pack_of (window);
  PfTriLevel *copy = pf_tri_level_copy (g_ptr_array_index (pack->levels, 3));
  guint n = pack->levels->len;

  g_assert_cmpint (pf_studio_pack_find_duplicate (pack, n - 1), ==, -1);

  /* The same puzzle with its blocks listed in another order is a duplicate. */
  {
    PfTriBlock first = copy->blocks[0];

    copy->blocks[0] = copy->blocks[copy->n_blocks - 1];
    copy->blocks[copy->n_blocks - 1] = first;
  }
  g_free (copy->id);
  copy->id = g_strdup ("copy");
  g_ptr_array_add (pack->levels, copy);
  g_assert_cmpint (pf_studio_pack_find_duplicate (pack, n), ==, 3);

  /* One more wall and it is not. */
  for (guint i = 0; i < PF_TRI_COUNT; i++)
    if (!pf_tri_mask_get (&copy->walls, i) && pf_tri_level_block_at (copy, i) < 0 &&
        !pf_tri_mask_get (&copy->goals, i))
      {
        pf_tri_mask_set (&copy->walls, i, TRUE);
        break;
      }
  g_assert_cmpint (pf_studio_pack_find_duplicate (pack, n), ==, -1);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
on_finished (GObject  *object,
             gpointer  data)
{
  *(gboolean *) data = TRUE;
}

static void
on_generated (PfStudioGenerateDialog *dialog,
              gboolean                added,
              gboolean               *result)
{
  result[0] = TRUE;
  result[1] = added;
}

static void
wait_for (gboolean *flag)
{
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (!*flag && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (*flag);
}

static void
test_analyze_all_then_sort (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  PfTriPack *pack;
  gboolean done = FALSE;

  g_signal_connect (page, "analyzed", G_CALLBACK (on_finished), &done);
  pf_studio_pack_page_analyze_all (page);
  g_assert_true (pf_studio_pack_page_is_busy (page));
  wait_for (&done);

  pack = pack_of (window);
  for (guint i = 0; i < pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (pack->levels, i);

      g_assert_cmpint (level->figures.moves, >, 0);
      g_assert_cmpfloat (level->figures.difficulty, >, 0);
    }

  pf_studio_pack_page_sort (page);
  pack = pack_of (window);
  for (guint i = 1; i < pack->levels->len; i++)
    g_assert_cmpfloat (((PfTriLevel *) g_ptr_array_index (pack->levels, i - 1))->figures.difficulty,
                       <=,
                       ((PfTriLevel *) g_ptr_array_index (pack->levels, i))->figures.difficulty);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_layout_and_generate (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  guint n = pack_of (window)->levels->len;
  PfStudioGenerateDialog *dialog;
  gboolean result[2] = { FALSE, FALSE };
  PfTriLevel *generated;

  g_assert_true (pf_studio_pack_page_add_layout (page, 60, 1, 0.6, 7));
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 1);
  g_assert_true (pf_project_check (studio_test_project (window), "ui", NULL));

  {
    g_autofree char *pack_path = pf_item_path_build (PF_ITEM_PACK, NULL, pack_of (window)->id);

    dialog = pf_studio_generate_dialog_new (GTK_WINDOW (window),
                                            pf_studio_window_get_document (window), pack_path);
  }
  pf_studio_generate_dialog_set_rounds (dialog, 2, 6);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_generated), result);
  gtk_window_present (GTK_WINDOW (dialog));
  pf_studio_generate_dialog_start (dialog);
  wait_for (&result[0]);
  g_assert_true (result[1]);

  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 2);
  generated = g_ptr_array_index (pack_of (window)->levels, n + 1);
  g_assert_cmpint (generated->figures.moves, >, 0);
  g_assert_true (pf_project_check (studio_test_project (window), "ui", NULL));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/pack-page/move-and-undo", test_move_and_undo);
  g_test_add_func ("/ui/pack-page/duplicates", test_duplicates);
  g_test_add_func ("/ui/pack-page/analyze-all-then-sort", test_analyze_all_then_sort);
  g_test_add_func ("/ui/pack-page/layout-and-generate", test_layout_and_generate);
  return g_test_run ();
}

/* test-ui-level-page.c: the triangle level editor page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include <adwaita.h>

#include "pf-studio-level-page.h"
#include "studio-test.h"
#include "pf-studio-window.h"
#include "pf-tri-rules.h"

static PfStudioWindow *
open_first_level (PfStudioLevelPage **page,
                  PfTriLevel        **level)
{
  PfStudioWindow *window = pf_studio_window_new (NULL, NULL);
  g_autofree char *path = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "data", "examples",
                                            "starter.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  PfTriPack *pack;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  g_assert_true (pf_studio_window_load (window, file));
  gtk_window_present (GTK_WINDOW (window));
  studio_test_select_nth (window, 1);   /* the pack comes first */
  studio_test_wait_frames (5);

  g_assert_true (PF_STUDIO_IS_LEVEL_PAGE (pf_studio_window_get_page (window)));
  *page = PF_STUDIO_LEVEL_PAGE (pf_studio_window_get_page (window));
  pack = g_ptr_array_index (pf_project_get_packs (studio_test_project (window)), 0);
  *level = g_ptr_array_index (pack->levels, 0);
  return window;
}

/* The current level, fetched again: undo and edits rebuild the project. */
static PfTriLevel *
first_level (PfStudioWindow *window)
{
  PfTriPack *pack = g_ptr_array_index (pf_project_get_packs (studio_test_project (window)),
                                       0);

  return g_ptr_array_index (pack->levels, 0);
}

static guint
first_floor_triangle (const PfTriLevel *level)
{
  for (guint i = 0; i < PF_TRI_COUNT; i++)
    if (!pf_tri_mask_get (&level->walls, i) && !pf_tri_mask_get (&level->goals, i) &&
        pf_tri_level_block_at (level, i) < 0)
      return i;
  g_assert_not_reached ();
}

static void
test_wall_edit_and_undo (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  guint triangle = first_floor_triangle (level);

  pf_studio_level_page_set_mode (page, PF_STUDIO_LEVEL_MODE_WALL);
  pf_studio_level_page_click (page, triangle, FALSE);
  g_assert_true (pf_tri_mask_get (&first_level (window)->walls, triangle));
  g_assert_true (studio_test_modified (window));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (pf_tri_mask_get (&first_level (window)->walls, triangle));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_true (pf_tri_mask_get (&first_level (window)->walls, triangle));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_blocks (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  guint n_blocks = level->n_blocks;
  guint triangle = first_floor_triangle (level);
  gboolean key;

  pf_studio_level_page_set_mode (page, PF_STUDIO_LEVEL_MODE_BLOCK);
  pf_studio_level_page_click (page, triangle, FALSE);
  level = first_level (window);
  g_assert_cmpuint (level->n_blocks, ==, n_blocks + 1);
  g_assert_cmpuint (level->blocks[n_blocks].first, ==, triangle);
  g_assert_true (pf_project_check (studio_test_project (window), "ui", NULL));

  /* A click on the block toggles its key flag, a right-click deletes it. */
  key = level->blocks[n_blocks].key;
  pf_studio_level_page_click (page, triangle, FALSE);
  g_assert_cmpint (first_level (window)->blocks[n_blocks].key, ==, !key);
  pf_studio_level_page_click (page, triangle, TRUE);
  g_assert_cmpuint (first_level (window)->n_blocks, ==, n_blocks);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
on_analyzed (PfStudioLevelPage *page,
             gboolean          *done)
{
  *done = TRUE;
}

static void
test_analyze_and_playback (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  gboolean done = FALSE;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  PfTriFigures cached = level->figures;
  guint64 start;

  /* Forget the figures the file caches, so the analysis has to put them back. */
  g_assert_cmpint (cached.moves, >, 0);
  pf_tri_figures_reset (&level->figures);

  g_signal_connect (page, "analyzed", G_CALLBACK (on_analyzed), &done);
  pf_studio_level_page_analyze (page);
  g_assert_true (pf_studio_level_page_is_busy (page));
  while (!done && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (done);
  g_assert_false (pf_studio_level_page_is_busy (page));

  /* The figures went into the project, from the real solver. */
  level = first_level (window);
  g_assert_cmpint (level->figures.moves, >, 0);
  g_assert_cmpint (level->figures.reachable, >, 0);
  g_assert_true (pf_tri_figures_equal (&level->figures, &cached));
  g_assert_true (studio_test_modified (window));

  /* Playing the solution to its end solves the level. */
  start = pf_studio_level_page_get_state (page);
  for (int i = 0; i < level->figures.moves; i++)
    gtk_widget_activate_action (GTK_WIDGET (page), "level.step-forward", NULL);
  g_assert_cmpuint (pf_studio_level_page_get_state (page), !=, start);
  {
    g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);

    g_assert_true (pf_tri_rules_is_solved (rules, pf_studio_level_page_get_state (page)));
  }
  gtk_widget_activate_action (GTK_WIDGET (page), "level.reset", NULL);
  g_assert_cmpuint (pf_studio_level_page_get_state (page), ==, start);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Renders the page's canvas and counts pixels unlike the corner pixel. */
static guint
count_drawn (GtkWidget *canvas)
{
  return studio_test_count_drawn_pixels (canvas);
}

/* The moves overlay asks for an analysis by itself and then draws arrows. */
static void
test_moves_overlay (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  GtkWidget *canvas = pf_studio_level_page_get_canvas (page);
  gboolean done = FALSE;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  guint plain, with_arrows;

  plain = count_drawn (canvas);
  g_signal_connect (page, "analyzed", G_CALLBACK (on_analyzed), &done);
  pf_studio_level_page_set_overlay (page, PF_TRI_OVERLAY_MOVES);
  g_assert_true (pf_studio_level_page_is_busy (page));
  while (!done && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (done);
  studio_test_wait_frames (3);
  with_arrows = count_drawn (canvas);
  g_test_message ("%u pixels without the overlay, %u with it", plain, with_arrows);
  g_assert_cmpuint (with_arrows, !=, plain);

  /* PF_SCREENSHOT_HOLD keeps it on screen for an outside screenshot. */
  if (g_getenv ("PF_SCREENSHOT_HOLD") != NULL)
    studio_test_wait_frames (50 * atoi (g_getenv ("PF_SCREENSHOT_HOLD")));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_cancel (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);

  pf_studio_level_page_analyze (page);
  gtk_widget_activate_action (GTK_WIDGET (page), "level.cancel", NULL);
  for (int i = 0; i < 500 && pf_studio_level_page_is_busy (page); i++)
    studio_test_wait_frames (1);
  g_assert_false (pf_studio_level_page_is_busy (page));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/level-page/wall-edit-and-undo", test_wall_edit_and_undo);
  g_test_add_func ("/ui/level-page/blocks", test_blocks);
  g_test_add_func ("/ui/level-page/analyze-and-playback", test_analyze_and_playback);
  g_test_add_func ("/ui/level-page/moves-overlay", test_moves_overlay);
  g_test_add_func ("/ui/level-page/cancel", test_cancel);
  return g_test_run ();
}

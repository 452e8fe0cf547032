/* test-ui-shell-game.c: the playtest window's shell mode (the Rotatris game) under a real display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "pf-shell-game.h"
#include "pf-studio-playtest-window.h"
#include "studio-test.h"
#include "pf-studio-window.h"

static void
tap (PfStudioPlaytestWindow *playtest,
     guint                   keyval)
{
  pf_studio_playtest_window_handle_key (playtest, keyval, 0, TRUE);
  pf_studio_playtest_window_handle_key (playtest, keyval, 0, FALSE);
}

/* Optionally saves what the window shows, for looking at it. */
static void
snapshot_to_png (GtkWidget  *widget,
                 const char *name)
{
  studio_test_save_png (widget, g_getenv ("PF_PLAYTEST_SNAPSHOT_DIR"), name);
}

static guint
count_new_cells (const PfShellBoard *before,
                 const PfShellBoard *after,
                 int                *outermost)
{
  guint n = 0;

  *outermost = -1;
  for (int y = -PF_SHELL_COUNT; y < PF_SHELL_COUNT; y++)
    for (int x = -PF_SHELL_COUNT; x < PF_SHELL_COUNT; x++)
      if (pf_shell_board_get (before, x, y) == 0 && pf_shell_board_get (after, x, y) != 0)
        {
          n++;
          *outermost = MAX (*outermost, pf_shell_of_cell (x, y));
        }
  return n;
}

static void
test_shell_mode (void)
{
  PfStudioWindow *studio = studio_test_open_example (1000, 700);
  PfProject *project = studio_test_project (studio);
  PfShellLayout *layout = pf_project_find_layout (project, "almost-full");
  PfStudioPlaytestWindow *playtest;
  const PfShellGame *game;
  g_autofree PfShellBoard *before = g_new (PfShellBoard, 1);
  g_autofree char *well = NULL;
  int outermost;

  /* The structure is the layout selected in the project window. */
  g_assert_nonnull (layout);
  studio_test_select (studio, "layout:almost-full");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (studio), "win.playtest", NULL));
  playtest = pf_studio_playtest_window_lookup (GTK_WINDOW (studio));
  g_assert_nonnull (playtest);
  studio_test_wait_frames (5);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.well", "s",
                                             "shell"));
  g_object_set (playtest, "paused", FALSE, NULL);
  g_object_get (playtest, "well", &well, NULL);
  g_assert_cmpstr (well, ==, "shell");
  g_assert_null (pf_studio_playtest_window_get_game (playtest));
  game = pf_studio_playtest_window_get_shell_game (playtest);
  g_assert_nonnull (game);
  g_assert_cmpint (pf_shell_game_get_state (game), ==, PF_SHELL_GAME_PLAYING);
  g_assert_cmpuint (pf_shell_board_n_cells (pf_shell_game_get_board (game)), ==,
                    layout->cells->len);
  studio_test_wait_frames (3);
  g_assert_false (gtk_widget_get_mapped (pf_studio_playtest_window_get_field_view (playtest)));

  /* Space: the piece falls onto the structure and locks there. The layout's
   * only gap, (1, 1), is out of reach of a piece dropped at spawn. */
  *before = *pf_shell_game_get_board (game);
  tap (playtest, GDK_KEY_space);
  g_assert_cmpuint (pf_shell_game_get_pieces (game), ==, 1);
  g_assert_cmpint (pf_shell_game_get_state (game), ==, PF_SHELL_GAME_PLAYING);
  g_assert_cmpuint (count_new_cells (before, pf_shell_game_get_board (game), &outermost), ==, 4);
  g_assert_cmpint (outermost, >=, 2);
  g_assert_cmpint (outermost, <=, 4);
  g_assert_cmpuint (pf_shell_game_get_score (game), ==, 0);

  /* D turns the structure clockwise by SPEC §3's rule, A turns it back. */
  *before = *pf_shell_game_get_board (game);
  pf_shell_board_rotate (before, PF_SHELL_TURN_CW);
  tap (playtest, GDK_KEY_d);
  g_assert_true (memcmp (before, pf_shell_game_get_board (game), sizeof *before) == 0);
  tap (playtest, GDK_KEY_a);
  tap (playtest, GDK_KEY_a);
  pf_shell_board_rotate (before, PF_SHELL_TURN_CCW);
  pf_shell_board_rotate (before, PF_SHELL_TURN_CCW);
  g_assert_true (memcmp (before, pf_shell_game_get_board (game), sizeof *before) == 0);

  /* The piece moves and turns with the usual keys. */
  {
    const PfPlayEngine *engine = pf_studio_playtest_window_get_engine (playtest);
    int x0, x1;
    PfRotation rotation;

    pf_play_engine_get_piece (engine, NULL, NULL, &x0, NULL);
    tap (playtest, GDK_KEY_Left);
    pf_play_engine_get_piece (engine, NULL, NULL, &x1, NULL);
    g_assert_cmpint (x1, ==, x0 - 1);
    tap (playtest, GDK_KEY_Up);
    pf_play_engine_get_piece (engine, NULL, &rotation, NULL, NULL);
    g_assert_cmpint (rotation, ==, PF_ROT_R);
  }

  studio_test_wait_frames (3);
  g_assert_true (gtk_widget_get_mapped (gtk_widget_get_last_child (
    gtk_widget_get_parent (pf_studio_playtest_window_get_field_view (playtest)))));
  g_object_set (playtest, "paused", TRUE, NULL);
  g_object_set (playtest, "paused", FALSE, NULL);
  snapshot_to_png (GTK_WIDGET (playtest), "playtest-shell.png");

  /* R restarts from the layout; the field editor is not for this mode. */
  tap (playtest, GDK_KEY_r);
  game = pf_studio_playtest_window_get_shell_game (playtest);
  g_assert_cmpuint (pf_shell_game_get_pieces (game), ==, 0);
  g_assert_cmpuint (pf_shell_board_n_cells (pf_shell_game_get_board (game)), ==,
                    layout->cells->len);
  {
    gboolean editing = TRUE;

    gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.editing", NULL);
    g_object_get (playtest, "editing", &editing, NULL);
    g_assert_false (editing);
  }

  /* Back to the guideline well. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.well", "s",
                                             "guideline"));
  g_assert_null (pf_studio_playtest_window_get_shell_game (playtest));
  g_assert_nonnull (pf_studio_playtest_window_get_game (playtest));
  studio_test_wait_frames (3);
  g_assert_true (gtk_widget_get_mapped (pf_studio_playtest_window_get_field_view (playtest)));

  /* Playing never touches the project. */
  g_assert_false (studio_test_modified (studio));

  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

static void
test_shell_mode_first_layout (void)
{
  PfStudioWindow *studio = studio_test_open_example (1000, 700);
  GPtrArray *layouts = pf_project_get_layouts (studio_test_project (studio));
  PfStudioPlaytestWindow *playtest;
  const PfShellGame *game;

  /* Nothing selected (or not a layout): the project's first layout. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (studio), "win.playtest", NULL));
  playtest = pf_studio_playtest_window_lookup (GTK_WINDOW (studio));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.well", "s",
                                             "shell"));
  game = pf_studio_playtest_window_get_shell_game (playtest);
  g_assert_nonnull (game);
  g_assert_cmpuint (layouts->len, >, 0);
  if (studio_test_selected_kind (studio) != PF_ITEM_LAYOUT)
    {
      PfShellLayout *first = g_ptr_array_index (layouts, 0);
      PfShellBoard *board = g_new (PfShellBoard, 1);

      g_assert_true (pf_shell_board_from_layout (board, first, NULL));
      g_assert_true (memcmp (board, pf_shell_game_get_board (game), sizeof *board) == 0);
      g_free (board);
    }

  /* The clock runs the fall: the piece comes down by itself. */
  {
    const PfPlayEngine *engine = pf_studio_playtest_window_get_engine (playtest);
    int y0, y1;

    g_object_set (playtest, "paused", FALSE, NULL);
    pf_play_engine_get_piece (engine, NULL, NULL, NULL, &y0);
    studio_test_wait_frames (60);
    pf_play_engine_get_piece (engine, NULL, NULL, NULL, &y1);
    if (pf_studio_playtest_window_get_elapsed (playtest) > 700000)
      g_assert_true (y1 < y0 || pf_shell_game_get_pieces (game) > 0 ||
                     pf_shell_game_get_state (game) != PF_SHELL_GAME_PLAYING);
  }

  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

static gboolean
plays_layout (PfStudioPlaytestWindow *playtest,
              const PfShellLayout    *layout)
{
  const PfShellGame *game = pf_studio_playtest_window_get_shell_game (playtest);
  g_autofree PfShellBoard *board = g_new (PfShellBoard, 1);

  pf_shell_board_init (board);
  g_assert_true (pf_shell_board_from_layout (board, layout, NULL));
  return game != NULL && pf_shell_game_get_pieces (game) == 0 &&
         memcmp (board, pf_shell_game_get_board (game), sizeof *board) == 0;
}

/* Playtesting from a layout's page plays that layout in the shell game, not
 * the project's first one; with the window open, another layout (or this
 * one, edited) starts a new game from it. */
static void
test_playtest_the_layout_being_edited (void)
{
  PfStudioWindow *studio = studio_test_open_example (1000, 700);
  PfProject *project = studio_test_project (studio);
  PfShellLayout *second = pf_project_find_layout (project, "two-shells");
  PfShellLayout *third = pf_project_find_layout (project, "checker");
  PfStudioPlaytestWindow *playtest;
  g_autofree char *well = NULL;

  g_assert_true (g_ptr_array_index (pf_project_get_layouts (project), 0) != second);
  studio_test_select (studio, "layout:two-shells");
  studio_test_activate (studio, "playtest", NULL);
  playtest = pf_studio_playtest_window_lookup (GTK_WINDOW (studio));
  g_assert_nonnull (playtest);
  g_object_get (playtest, "well", &well, NULL);
  g_assert_cmpstr (well, ==, "shell");
  g_assert_true (plays_layout (playtest, second));

  /* Another layout, with the window still open. */
  studio_test_select (studio, "layout:checker");
  studio_test_activate (studio, "playtest", NULL);
  g_assert_true (pf_studio_playtest_window_lookup (GTK_WINDOW (studio)) == playtest);
  g_assert_true (plays_layout (playtest, third));

  /* The same layout edited since: its new cells. */
  {
    PfDocument *document = pf_studio_window_get_document (studio);
    PfShellLayout *edited = pf_project_find_layout (pf_document_get_project (document),
                                                    "checker");
    const PfShellCell *last = &g_array_index (edited->cells, PfShellCell, edited->cells->len - 1);

    g_assert_true (pf_document_layout_paint_cell (document, "layout:checker", last->x, last->y, 0,
                                                  NULL));
  }
  studio_test_activate (studio, "playtest", NULL);
  g_assert_true (plays_layout (playtest, third));

  /* From a level, the game under way goes on. */
  tap (playtest, GDK_KEY_space);
  studio_test_select (studio, "level:starter/level-01");
  studio_test_activate (studio, "playtest", NULL);
  g_assert_cmpuint (pf_shell_game_get_pieces (pf_studio_playtest_window_get_shell_game (playtest)),
                    >=, 1);

  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/shell-game/play", test_shell_mode);
  g_test_add_func ("/ui/shell-game/first-layout", test_shell_mode_first_layout);
  g_test_add_func ("/ui/shell-game/layout-being-edited", test_playtest_the_layout_being_edited);
  return g_test_run ();
}

/* test-ui-playtest.c: the playtest window under a real display: keys, pause, field editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "pf-playtest-field.h"
#include "pf-studio-field-editor.h"
#include "pf-studio-field-view.h"
#include "pf-studio-game-settings.h"
#include "pf-studio-playtest-window.h"
#include "studio-test.h"
#include "pf-studio-window.h"

static PfStudioPlaytestWindow *
open_playtest (PfStudioWindow *studio)
{
  PfStudioPlaytestWindow *playtest;

  /* Through the studio's own action, as the header button and F5 do. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (studio), "win.playtest", NULL));
  playtest = pf_studio_playtest_window_lookup (GTK_WINDOW (studio));
  g_assert_nonnull (playtest);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (playtest)) == GTK_WINDOW (studio));
  studio_test_wait_frames (10);
  g_object_set (playtest, "paused", FALSE, NULL);
  return playtest;
}

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

static void
test_hard_drop_locks_a_piece (void)
{
  PfStudioWindow *studio = studio_test_open_example (1000, 700);
  PfStudioPlaytestWindow *playtest = open_playtest (studio);
  PfStudioFieldView *view;
  const PfGame *game;

  game = pf_studio_playtest_window_get_game (playtest);
  g_assert_nonnull (game);
  g_assert_cmpint (pf_game_get_state (game), ==, PF_GAME_PLAYING);
  g_assert_cmpuint (pf_field_count (pf_game_get_field (game)), ==, 0);

  /* Left, rotate, then Space: the piece locks, four cells. */
  tap (playtest, GDK_KEY_Left);
  tap (playtest, GDK_KEY_Up);
  tap (playtest, GDK_KEY_space);
  g_assert_cmpuint (pf_game_get_pieces (game), ==, 1);
  g_assert_cmpuint (pf_field_count (pf_game_get_field (game)), ==, 4);

  /* The view draws the locked cells. */
  studio_test_wait_frames (3);
  view = PF_STUDIO_FIELD_VIEW (pf_studio_playtest_window_get_field_view (playtest));
  g_assert_cmpuint (pf_field_count (pf_studio_field_view_get_field (view)), ==, 4);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  snapshot_to_png (GTK_WIDGET (playtest), "playtest-guideline.png");

  /* Hold with C, and a second drop. */
  tap (playtest, GDK_KEY_c);
  g_assert_cmpint (pf_play_engine_get_hold (pf_studio_playtest_window_get_engine (playtest), NULL),
                   !=, PF_PIECE_NONE);
  tap (playtest, GDK_KEY_space);
  g_assert_cmpuint (pf_field_count (pf_game_get_field (game)), ==, 8);

  /* R restarts from the starting field. */
  tap (playtest, GDK_KEY_r);
  game = pf_studio_playtest_window_get_game (playtest);
  g_assert_cmpuint (pf_field_count (pf_game_get_field (game)), ==, 0);

  /* Playing never touches the project. */
  g_assert_false (studio_test_modified (studio));
  g_assert_null (pf_project_get_playtest (studio_test_project (studio))->field);

  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

static void
test_pause_stops_the_clock (void)
{
  PfStudioWindow *studio = studio_test_open_example (1000, 700);
  PfStudioPlaytestWindow *playtest = open_playtest (studio);
  gboolean paused = TRUE;
  gint64 before;

  /* The clock waits for the player's first key, not the window. */
  studio_test_wait_frames (10);
  g_assert_cmpint (pf_studio_playtest_window_get_elapsed (playtest), ==, 0);
  tap (playtest, GDK_KEY_Left);
  studio_test_wait_frames (10);
  before = pf_studio_playtest_window_get_elapsed (playtest);
  g_assert_cmpint (before, >, 0);

  tap (playtest, GDK_KEY_Escape);
  g_object_get (playtest, "paused", &paused, NULL);
  g_assert_true (paused);
  before = pf_studio_playtest_window_get_elapsed (playtest);
  studio_test_wait_frames (10);
  g_assert_cmpint (pf_studio_playtest_window_get_elapsed (playtest), ==, before);
  snapshot_to_png (GTK_WIDGET (playtest), "playtest-paused.png");

  /* Keys do nothing while paused. */
  tap (playtest, GDK_KEY_space);
  g_assert_cmpuint (pf_game_get_pieces (pf_studio_playtest_window_get_game (playtest)), ==, 0);

  /* The header's pause button drives the same state. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.paused", NULL));
  g_object_get (playtest, "paused", &paused, NULL);
  g_assert_false (paused);
  studio_test_wait_frames (10);
  g_assert_cmpint (pf_studio_playtest_window_get_elapsed (playtest), >, before);

  g_assert_false (studio_test_modified (studio));
  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

static GtkSpinButton *
find_spin_button (GtkWidget *widget)
{
  if (GTK_IS_SPIN_BUTTON (widget))
    return GTK_SPIN_BUTTON (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkSpinButton *found = find_spin_button (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static guint
shown_cells (GtkWidget *view)
{
  return pf_field_count (pf_studio_field_view_get_field (PF_STUDIO_FIELD_VIEW (view)));
}

typedef struct
{
  GtkWidget *view;
  guint      cells;
} CellsWait;

static gboolean
cells_shown (gpointer data)
{
  CellsWait *wait = data;

  return shown_cells (wait->view) == wait->cells;
}

/* Presses @key as the X server would where it can, else activates
 * @action (the shortcut and the action are the same), and waits for the
 * field to show @cells cells: a real key arrives when the server sends it. */
static void
press_expecting (PfStudioPlaytestWindow *playtest,
                 const char             *key,
                 const char             *action,
                 GtkWidget              *view,
                 guint                   cells)
{
  CellsWait wait = { view, cells };

  if (studio_test_can_press_keys ())
    studio_test_press_key (GTK_WIDGET (playtest), key);
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), action, NULL));
  studio_test_wait_for (cells_shown, &wait);
  g_assert_cmpuint (shown_cells (view), ==, cells);
}

/* In the field editor a drag is one undo step, Clear Field is one, and
 * Ctrl+Z and Shift+Ctrl+Z take them back and forth. */
static void
test_field_editor_undo (void)
{
  PfStudioWindow *studio = studio_test_open_example (1000, 700);
  PfStudioPlaytestWindow *playtest = open_playtest (studio);
  PfStudioFieldEditor *editor =
    PF_STUDIO_FIELD_EDITOR (pf_studio_playtest_window_get_editor (playtest));
  GtkWidget *view = pf_studio_playtest_window_get_field_view (playtest);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.editing", NULL));
  studio_test_wait_frames (3);
  g_assert_false (pf_studio_field_editor_can_undo (editor));
  pf_studio_field_editor_set_brush (editor, PF_CELL_GARBAGE);

  /* Two strokes: four cells, then one. */
  g_signal_emit_by_name (view, "paint-begin");
  for (int x = 0; x < 4; x++)
    g_signal_emit_by_name (view, "paint", x, 0, FALSE);
  g_signal_emit_by_name (view, "paint-begin");
  g_signal_emit_by_name (view, "paint", 5, 0, FALSE);
  g_assert_cmpuint (shown_cells (view), ==, 5);

  press_expecting (playtest, "ctrl+z", "playtest.undo-field", view, 4);
  press_expecting (playtest, "ctrl+z", "playtest.undo-field", view, 0);
  g_assert_false (pf_studio_field_editor_can_undo (editor));
  press_expecting (playtest, "shift+ctrl+z", "playtest.redo-field", view, 4);

  /* Clear Field is one step too; a new stroke forgets what was undone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.clear", NULL));
  g_assert_cmpuint (shown_cells (view), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.undo-field", NULL));
  g_assert_cmpuint (shown_cells (view), ==, 4);
  g_signal_emit_by_name (view, "paint-begin");
  g_signal_emit_by_name (view, "paint", 0, 1, FALSE);
  g_assert_false (pf_studio_field_editor_can_redo (editor));

  /* Leaving the editor plays the field as it stands. */
  g_object_set (playtest, "editing", FALSE, NULL);
  g_assert_cmpuint (pf_field_count (pf_game_get_field (pf_studio_playtest_window_get_game (playtest))),
                    ==, 5);

  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

static void
test_field_editor_saves_to_project (void)
{
  PfStudioWindow *studio = studio_test_open_example (1000, 700);
  PfStudioPlaytestWindow *playtest = open_playtest (studio);
  PfStudioFieldEditor *editor =
    PF_STUDIO_FIELD_EDITOR (pf_studio_playtest_window_get_editor (playtest));
  GtkWidget *view = pf_studio_playtest_window_get_field_view (playtest);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (view);
  PfPlaytestSettings *settings;
  g_autoptr(GError) error = NULL;
  PfField saved;
  GtkSpinButton *page_spin;
  gboolean editing = FALSE;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.editing", NULL));
  g_object_get (playtest, "editing", &editing, NULL);
  g_assert_true (editing);
  studio_test_wait_frames (5);

  /* Paint a garbage row with one hole, and erase one cell again. */
  pf_studio_field_editor_set_brush (editor, PF_CELL_GARBAGE);
  for (int x = 0; x < 9; x++)
    g_signal_emit_by_name (view, "paint", x, 0, FALSE);
  g_signal_emit_by_name (view, "paint", 3, 1, FALSE);
  g_signal_emit_by_name (view, "paint", 3, 1, TRUE);
  g_assert_cmpuint (pf_field_count (pf_studio_field_view_get_field (PF_STUDIO_FIELD_VIEW (view))),
                    ==, 9);
  snapshot_to_png (GTK_WIDGET (playtest), "playtest-editor.png");

  /* A bad string from the clipboard is reported with where it is wrong. */
  gdk_clipboard_set_text (clipboard, "v115@vhAA!H");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.paste", NULL));
  for (guint i = 0; i < 50 && pf_studio_field_editor_get_message (editor) == NULL; i++)
    studio_test_wait_frames (1);
  g_assert_nonnull (pf_studio_field_editor_get_message (editor));
  g_assert_nonnull (strstr (pf_studio_field_editor_get_message (editor), "character 10"));
  g_assert_cmpuint (pf_field_count (pf_studio_field_view_get_field (PF_STUDIO_FIELD_VIEW (view))),
                    ==, 9);

  /* Nothing is in the project until Save to Project. */
  g_assert_false (studio_test_modified (studio));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.save-field", NULL));
  g_assert_true (studio_test_modified (studio));
  settings = pf_project_get_playtest (studio_test_project (studio));
  g_assert_cmpstr (settings->field_format, ==, "fumen");
  g_assert_true (pf_playtest_settings_load_field (settings, PF_WELL_GUIDELINE, &saved, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pf_field_count (&saved), ==, 9);

  /* Leaving the editor plays the painted field. */
  g_object_set (playtest, "editing", FALSE, NULL);
  g_assert_cmpuint (pf_field_count (pf_game_get_field (pf_studio_playtest_window_get_game (playtest))),
                    ==, 9);

  /* A fumen of two pages (made by tetris-fumen: page 1's T locks and clears
   * a row) shows page 1, and its page button picks page 2. */
  g_object_set (playtest, "editing", TRUE, NULL);
  g_assert_true (pf_studio_field_editor_import (editor, "v115@HhA8IeB8BeI8AeK8AeD8FKYJAUoo2AmOC"
                                                        "bEUBAAAvhAAAPLAU9sJEFbEcEoe8CA"));
  g_assert_nonnull (strstr (pf_studio_field_editor_get_message (editor), "page 1 of 2"));
  g_assert_cmpuint (pf_field_count (pf_studio_field_view_get_field (PF_STUDIO_FIELD_VIEW (view))),
                    ==, 18);
  page_spin = find_spin_button (GTK_WIDGET (editor));
  g_assert_nonnull (page_spin);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (page_spin))));
  gtk_spin_button_set_value (page_spin, 2);
  g_assert_nonnull (strstr (pf_studio_field_editor_get_message (editor), "page 2 of 2"));
  g_assert_cmpuint (pf_field_count (pf_studio_field_view_get_field (PF_STUDIO_FIELD_VIEW (view))),
                    ==, 10);

  /* Text that is neither format says what a field is, not where it fails
   * as a TetriNET string; a near-miss TetriNET string says where. */
  g_assert_false (pf_studio_field_editor_import (editor, "hello world"));
  g_assert_nonnull (strstr (pf_studio_field_editor_get_message (editor),
                            "neither a fumen code (v115@…) nor a TetriNET field"));
  g_assert_false (pf_studio_field_editor_import (editor, "000000000000"));
  g_assert_nonnull (strstr (pf_studio_field_editor_get_message (editor), "has 12 characters"));

  /* Throw the change away without the prompt. */
  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

static gboolean
well_is (gpointer data)
{
  gpointer *args = data;
  g_autofree char *well = NULL;

  g_object_get (args[0], "well", &well, NULL);
  return g_strcmp0 (well, args[1]) == 0;
}

/* Ctrl+1, 2 and 3 switch the game from the keyboard, whatever has the focus. */
static void
test_well_keys (void)
{
  PfStudioWindow *studio;
  PfStudioPlaytestWindow *playtest;
  gpointer args[2];

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  studio = studio_test_open_example (1000, 700);
  playtest = open_playtest (studio);
  studio_test_wait_frames (3);
  args[0] = playtest;
  args[1] = "tetrinet";
  studio_test_press_key (GTK_WIDGET (playtest), "ctrl+2");
  g_assert_true (studio_test_wait_for (well_is, args));
  /* The game has the keys: no switcher button keeps the focus (it showed
   * its focus ring on "Guideline" while TetriNET played). */
  g_assert_false (GTK_IS_TOGGLE_BUTTON (gtk_window_get_focus (GTK_WINDOW (playtest))));
  args[1] = "shell";
  studio_test_press_key (GTK_WIDGET (playtest), "ctrl+3");
  g_assert_true (studio_test_wait_for (well_is, args));
  args[1] = "guideline";
  studio_test_press_key (GTK_WIDGET (playtest), "ctrl+1");
  g_assert_true (studio_test_wait_for (well_is, args));
  /* Each of the window's keys is in the shortcuts window. */
  g_assert_cmpuint (studio_test_assert_shortcuts_listed (GTK_WIDGET (playtest), "playtest."),
                    >=, 4);
  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

static void
test_tetrinet_well (void)
{
  PfStudioWindow *studio = studio_test_open_example (1000, 700);
  PfStudioPlaytestWindow *playtest = open_playtest (studio);
  const PfGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.well", "s",
                                             "tetrinet"));
  game = pf_studio_playtest_window_get_game (playtest);
  g_assert_cmpuint (pf_game_get_field (game)->width, ==, 12);
  g_assert_cmpuint (pf_game_get_field (game)->height, ==, 22);

  /* With nothing in the inventory, the specials keys do nothing and break nothing. */
  tap (playtest, GDK_KEY_1);
  tap (playtest, GDK_KEY_2);
  for (guint i = 0; i < 3; i++)
    tap (playtest, GDK_KEY_space);
  g_assert_cmpuint (pf_field_count (pf_game_get_field (game)), ==, 12);
  studio_test_wait_frames (5);
  snapshot_to_png (GTK_WIDGET (playtest), "playtest-tetrinet.png");

  /* Drop until the stack tops out: game over, and R plays again. */
  for (guint i = 0; i < 200 && pf_game_get_state (game) == PF_GAME_PLAYING; i++)
    tap (playtest, GDK_KEY_space);
  g_assert_true (PF_GAME_STATE_IS_LOSS (pf_game_get_state (game)));
  studio_test_wait_frames (3);
  snapshot_to_png (GTK_WIDGET (playtest), "playtest-game-over.png");
  tap (playtest, GDK_KEY_F2);
  game = pf_studio_playtest_window_get_game (playtest);
  g_assert_cmpint (pf_game_get_state (game), ==, PF_GAME_PLAYING);

  g_assert_false (studio_test_modified (studio));
  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

static gboolean
find_game_settings (GtkWindow **found)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  *found = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && *found == NULL; i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (PF_STUDIO_IS_GAME_SETTINGS (window))
        *found = GTK_WINDOW (window);
    }
  return *found != NULL;
}

/* The seed and the specials are set in the Game Settings dialog and saved
 * to the project as one edit; frequencies that do not make 100 are not. */
static void
test_game_settings (void)
{
  PfStudioWindow *studio = studio_test_open_example (1000, 700);
  PfStudioPlaytestWindow *playtest = open_playtest (studio);
  PfDocument *document = pf_studio_window_get_document (studio);
  PfProject *project = pf_document_get_project (document);
  guint64 old_seed = pf_project_get_playtest (project)->seed;
  g_autofree char *old_field = g_strdup (pf_project_get_playtest (project)->field);
  GtkWindow *dialog;
  GtkWidget *seed, *placement;
  const PfPlaytestSettings *saved;

  tap (playtest, GDK_KEY_space);
  tap (playtest, GDK_KEY_space);
  g_assert_cmpuint (pf_game_get_pieces (pf_studio_playtest_window_get_game (playtest)), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.settings", NULL));
  studio_test_wait_frames (3);
  g_assert_true (find_game_settings (&dialog));
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (playtest));

  seed = studio_test_find_type (studio_test_find_row (GTK_WIDGET (dialog), "Seed"),
                                GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpuint ((guint64) gtk_spin_button_get_value (GTK_SPIN_BUTTON (seed)), ==, old_seed);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (seed), (double) old_seed + 1000);
  placement = studio_test_find_row (GTK_WIDGET (dialog), "Placement");
  adw_combo_row_set_selected (ADW_COMBO_ROW (placement), 1);

  /* 101 %: not saved */
  pf_studio_game_settings_set_frequency (PF_STUDIO_GAME_SETTINGS (dialog), 'a', 33);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "settings.save", NULL);
  g_assert_false (studio_test_modified (studio));
  g_assert_nonnull (studio_test_find_label_starting (GTK_WIDGET (dialog), "Sum: 101 %"));

  /* 100 % again, another way: saved, one edit, and the game starts again */
  pf_studio_game_settings_set_frequency (PF_STUDIO_GAME_SETTINGS (dialog), 'b', 13);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "settings.save", NULL));
  studio_test_wait_frames (3);
  g_assert_false (find_game_settings (&dialog));
  saved = pf_project_get_playtest (project);
  g_assert_cmpuint (saved->seed, ==, old_seed + 1000);
  g_assert_cmpint (saved->method, ==, PF_SPECIALS_ITETRINET);
  g_assert_cmpuint (saved->frequencies[0], ==, 33);
  g_assert_cmpuint (saved->frequencies[5], ==, 13);
  g_assert_cmpstr (saved->field, ==, old_field);
  g_assert_true (studio_test_modified (studio));
  g_assert_cmpuint (pf_game_get_pieces (pf_studio_playtest_window_get_game (playtest)), ==, 0);

  studio_test_activate (studio, "undo", NULL);
  g_assert_cmpuint (pf_project_get_playtest (project)->seed, ==, old_seed);
  g_assert_false (studio_test_modified (studio));

  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

/* A seed past a spin button's 53 bits, as the CLI writes it, shows whole
 * in the dialog and is saved as it was when other settings change. */
static void
test_game_settings_large_seed (void)
{
  PfStudioWindow *studio = studio_test_open_example (1000, 700);
  PfDocument *document = pf_studio_window_get_document (studio);
  PfProject *project = pf_document_get_project (document);
  PfPlaytestSettings *large = pf_playtest_settings_copy (pf_project_get_playtest (project));
  PfStudioPlaytestWindow *playtest;
  GtkWindow *dialog;
  GtkWidget *seed;

  large->seed = G_MAXUINT64;
  pf_document_replace_item (document, "playtest:", large);
  playtest = open_playtest (studio);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.settings", NULL));
  studio_test_wait_frames (3);
  g_assert_true (find_game_settings (&dialog));
  seed = studio_test_find_type (studio_test_find_row (GTK_WIDGET (dialog), "Seed"),
                                GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (seed)), ==, "18446744073709551615");
  gtk_spin_button_update (GTK_SPIN_BUTTON (seed));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (seed)), ==, "18446744073709551615");

  pf_studio_game_settings_set_frequency (PF_STUDIO_GAME_SETTINGS (dialog), 'a', 33);
  pf_studio_game_settings_set_frequency (PF_STUDIO_GAME_SETTINGS (dialog), 'b', 13);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "settings.save", NULL));
  studio_test_wait_frames (3);
  g_assert_cmpuint (pf_project_get_playtest (project)->frequencies[0], ==, 33);
  g_assert_cmpuint (pf_project_get_playtest (project)->seed, ==, G_MAXUINT64);

  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

/* In the TetriNET well, paste and copy act on the field painted last: the
 * opponent's too. */
static void
test_opponent_paste (void)
{
  PfStudioWindow *studio = studio_test_open_example (1000, 700);
  PfStudioPlaytestWindow *playtest = open_playtest (studio);
  PfStudioFieldEditor *editor =
    PF_STUDIO_FIELD_EDITOR (pf_studio_playtest_window_get_editor (playtest));
  GtkWidget *own = pf_studio_playtest_window_get_field_view (playtest);
  GtkWidget *opponent = pf_studio_playtest_window_get_opponent_view (playtest);
  g_autoptr(GString) text = g_string_new (NULL);
  guint own_count;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (playtest), "playtest.well", "s",
                                             "tetrinet"));
  g_object_set (playtest, "editing", TRUE, NULL);
  studio_test_wait_frames (3);
  own_count = pf_field_count (pf_studio_field_view_get_field (PF_STUDIO_FIELD_VIEW (own)));

  /* 21 empty rows over a row of 11 blocks */
  for (guint i = 0; i < 21 * 12; i++)
    g_string_append_c (text, '0');
  g_string_append (text, "11111111111" "0");
  pf_studio_field_editor_set_brush (editor, PF_CELL_GARBAGE);
  g_signal_emit_by_name (opponent, "paint", 0, 10, FALSE);
  g_assert_true (pf_studio_field_editor_import (editor, text->str));
  g_assert_nonnull (strstr (pf_studio_field_editor_get_message (editor), "opponent"));
  g_assert_cmpuint (pf_field_count (pf_studio_field_view_get_field (PF_STUDIO_FIELD_VIEW (opponent))),
                    ==, 11);
  g_assert_cmpuint (pf_field_count (pf_studio_field_view_get_field (PF_STUDIO_FIELD_VIEW (own))),
                    ==, own_count);

  /* Painting the player's field again, the next paste is the player's. */
  g_signal_emit_by_name (own, "paint", 0, 10, FALSE);
  g_assert_true (pf_studio_field_editor_import (editor, text->str));
  g_assert_cmpuint (pf_field_count (pf_studio_field_view_get_field (PF_STUDIO_FIELD_VIEW (own))),
                    ==, 11);

  gtk_window_destroy (GTK_WINDOW (studio));
  studio_test_wait_frames (2);
}

/* Quitting with a playtest open closes both windows cleanly: the playtest
 * window lets go of its project window before that one is gone (GTK
 * warned of a window already freed, which this suite makes fatal). */
static void
test_quit_with_playtest_open (void)
{
  g_autoptr(PfStudioApplication) app = studio_test_app_new ();
  PfStudioWindow *window = studio_test_app_open_example (app);
  GtkWindow *playtest;

  studio_test_select (window, "level:starter/level-01");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.playtest", NULL);
  studio_test_wait_frames (5);
  playtest = GTK_WINDOW (pf_studio_playtest_window_lookup (GTK_WINDOW (window)));
  g_assert_nonnull (playtest);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 2);

  /* Ctrl+Q pressed in the playtest window: GTK holds that window while it
   * handles the key, so the project window goes first. */
  g_object_ref (playtest);
  gtk_widget_activate_action (GTK_WIDGET (playtest), "app.quit", NULL);
  g_object_unref (playtest);
  studio_test_wait_frames (10);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/playtest/hard-drop-locks-a-piece", test_hard_drop_locks_a_piece);
  g_test_add_func ("/ui/playtest/pause-stops-the-clock", test_pause_stops_the_clock);
  g_test_add_func ("/ui/playtest/field-editor-saves-to-project",
                   test_field_editor_saves_to_project);
  g_test_add_func ("/ui/playtest/tetrinet-well", test_tetrinet_well);
  g_test_add_func ("/ui/playtest/game-settings", test_game_settings);
  g_test_add_func ("/ui/playtest/quit-with-playtest-open", test_quit_with_playtest_open);
  g_test_add_func ("/ui/playtest/field-editor-undo", test_field_editor_undo);
  g_test_add_func ("/ui/playtest/game-settings-large-seed", test_game_settings_large_seed);
  g_test_add_func ("/ui/playtest/opponent-paste", test_opponent_paste);
  g_test_add_func ("/ui/playtest/well-keys", test_well_keys);
  return g_test_run ();
}

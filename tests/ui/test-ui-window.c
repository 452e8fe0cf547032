/* test-ui-window.c: the project window under a real display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "pf-studio-level-page.h"
#include "pf-studio-pack-page.h"
#include "pf-studio-preferences.h"
#include "pf-studio-sidebar.h"
#include "studio-test.h"
#include "pf-studio-window.h"

/* Renders the canvas through its real snapshot and counts the pixels that
 * differ from the first pixel (the background). */
static guint
count_drawn_pixels (GtkWidget *canvas)
{
  g_assert_cmpint (gtk_widget_get_width (canvas), >, 100);
  g_assert_cmpint (gtk_widget_get_height (canvas), >, 100);
  return studio_test_count_drawn_pixels (canvas);
}

/* Whether the canvas shows a real drawing: a good part of it, not a stray
 * line. */
static gboolean
canvas_drawn (gpointer canvas)
{
  return count_drawn_pixels (canvas) > (guint) (gtk_widget_get_width (canvas) *
                                                gtk_widget_get_height (canvas) / 20);
}

/* With PF_SCREENSHOT_DIR set, the test also saves what each item looks like. */
static void
maybe_save_screenshot (GtkWidget *widget,
                       guint      index)
{
  g_autofree char *name = g_strdup_printf ("item-%02u.png", index);

  studio_test_save_png (widget, g_getenv ("PF_SCREENSHOT_DIR"), name);
}

static void
test_every_item_draws (void)
{
  PfStudioWindow *window = studio_test_open_example (1000, 700);
  guint n_items = pf_studio_window_count_items (window);
  guint kinds_seen = 0;

  /* 1 pack, 16 levels, 3 layouts, 1 tile set, 1 map */
  g_assert_cmpuint (n_items, ==, 22);

  for (guint i = 0; i < n_items; i++)
    {
      PfItemKind kind;
      GtkWidget *canvas;
      guint drawn;

      studio_test_select_nth (window, i);
      studio_test_wait_frames (3);
      maybe_save_screenshot (GTK_WIDGET (window), i);
      canvas = pf_studio_window_get_canvas (window);
      kind = studio_test_selected_kind (window);
      if (kind == PF_ITEM_PACK)
        {
          /* The pack page is a list, not a canvas: it lists every level. */
          g_assert_true (PF_STUDIO_IS_PACK_PAGE (pf_studio_window_get_page (window)));
          kinds_seen |= 1u << PF_ITEM_PACK;
          continue;
        }
      g_assert_cmpint (kind, !=, PF_ITEM_NONE);
      kinds_seen |= 1u << kind;
      g_assert_true (gtk_widget_get_mapped (canvas));

      /* Drawn within the helper's ten seconds: on a loaded machine the page
       * may still be laying out when the third frame comes. */
      g_assert_true (studio_test_wait_for (canvas_drawn, canvas));
      drawn = count_drawn_pixels (canvas);
      g_test_message ("item %u (kind %d): %u pixels drawn", i, kind, drawn);
    }

  g_assert_cmpuint (kinds_seen, ==, (1u << PF_ITEM_PACK) | (1u << PF_ITEM_LEVEL) | (1u << PF_ITEM_LAYOUT) |
                                    (1u << PF_ITEM_TILESET) | (1u << PF_ITEM_MAP));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_bad_file_keeps_project (void)
{
  PfStudioWindow *window = studio_test_open_example (1000, 700);
  PfProject *before = studio_test_project (window);
  g_autofree char *dir = g_dir_make_tmp ("pf-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_true (g_file_set_contents (path, "<polyform-project version=\"1\">\n<tri-pack>\n",
                                      -1, NULL));
  g_assert_false (pf_studio_window_load (window, file));

  /* The error names the file and the line, and the project is the same object. */
  g_assert_nonnull (pf_studio_window_get_error (window));
  g_assert_true (g_str_has_prefix (pf_studio_window_get_error (window), path));
  g_assert_nonnull (strstr (pf_studio_window_get_error (window), ".xml:"));
  g_assert_true (studio_test_project (window) == before);
  g_assert_cmpuint (pf_studio_window_count_items (window), ==, 22);
  g_assert_false (studio_test_modified (window));

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_edit_marks_title_and_undo_restores (void)
{
  PfStudioWindow *window = studio_test_open_example (1000, 700);
  PfShellLayout *layout;
  guint cells_before;
  const char *title;

  /* The first shell layout comes after the pack and its 16 levels. */
  studio_test_select_nth (window, 17);
  studio_test_wait_frames (3);
  g_assert_cmpint (studio_test_selected_kind (window), ==, PF_ITEM_LAYOUT);
  layout = g_ptr_array_index (pf_project_get_layouts (studio_test_project (window)), 0);
  cells_before = layout->cells->len;

  {
    PfShellBoard empty;

    pf_shell_board_init (&empty);
    g_assert_true (pf_document_layout_apply_board (pf_studio_window_get_document (window),
                                                   "layout:almost-full", &empty, NULL));
  }
  g_assert_cmpuint (layout->cells->len, ==, 0);

  g_assert_true (studio_test_modified (window));
  title = gtk_window_get_title (GTK_WINDOW (window));
  g_assert_true (title[0] == '*');
  /* The selection survives the rebuild of the sidebar. */
  g_assert_cmpint (studio_test_selected_kind (window), ==, PF_ITEM_LAYOUT);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  layout = g_ptr_array_index (pf_project_get_layouts (studio_test_project (window)), 0);
  g_assert_cmpuint (layout->cells->len, ==, cells_before);

  /* Throw the change away without the prompt. */
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The preferences show the playtest timing and one row per playtest key. */
static void
test_preferences (void)
{
  GList *before = gtk_window_list_toplevels ();
  GList *after;
  GtkWidget *preferences = NULL;

  pf_studio_preferences_present (NULL);
  studio_test_wait_frames (5);
  after = gtk_window_list_toplevels ();
  for (GList *l = after; l != NULL; l = l->next)
    if (g_list_find (before, l->data) == NULL && ADW_IS_PREFERENCES_WINDOW (l->data))
      preferences = l->data;
  g_assert_nonnull (preferences);
  g_assert_true (gtk_widget_get_mapped (preferences));
  /* PF_SCREENSHOT_HOLD keeps it on screen for an outside screenshot. */
  if (g_getenv ("PF_SCREENSHOT_HOLD") != NULL)
    studio_test_wait_frames (50 * atoi (g_getenv ("PF_SCREENSHOT_HOLD")));
  gtk_window_destroy (GTK_WINDOW (preferences));
  g_list_free (before);
  g_list_free (after);
}

/* Ctrl+Page Down from the sidebar's list takes the keyboard along: the
 * arrow after it goes on from the item it chose, not from the one before. */
static void
test_next_item_moves_the_keyboard (void)
{
  PfStudioWindow *window;
  GtkWidget *sidebar, *focus;
  g_autofree char *first = NULL, *second = NULL, *third = NULL;

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = studio_test_open_example (1024, 700);
  for (guint i = 1; i <= 3; i++)
    {
      studio_test_select_nth (window, i);
      *(i == 1 ? &first : i == 2 ? &second : &third) =
        g_strdup (pf_studio_window_get_selected (window));
    }
  studio_test_select_nth (window, 1);
  sidebar = studio_test_find_type (GTK_WIDGET (window), PF_STUDIO_TYPE_SIDEBAR);
  g_assert_true (gtk_widget_child_focus (sidebar, GTK_DIR_TAB_FORWARD));
  studio_test_wait_frames (3);

  studio_test_press_key (GTK_WIDGET (window), "ctrl+Page_Down");
  studio_test_wait_frames (5);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, second);
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, sidebar));

  studio_test_press_key (GTK_WIDGET (window), "Down");
  studio_test_wait_frames (5);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, third);

  /* And back up: Ctrl+Page Up, then the arrow up, to the first. */
  studio_test_press_key (GTK_WIDGET (window), "ctrl+Page_Up");
  studio_test_wait_frames (5);
  studio_test_press_key (GTK_WIDGET (window), "Up");
  studio_test_wait_frames (5);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, first);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Up from a level's row to its pack in the sidebar keeps the keyboard in
 * the sidebar: the pack page that opens does not take it, so Delete then
 * acts on the pack whose row has the focus, not on the level left. */
static void
test_sidebar_keeps_the_keyboard_on_a_pack (void)
{
  PfStudioWindow *window;
  GtkWidget *sidebar, *focus;
  PfProject *project;
  guint n_levels;

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = studio_test_open_example (1024, 700);
  project = studio_test_project (window);
  n_levels = ((PfTriPack *) g_ptr_array_index (pf_project_get_packs (project), 0))->levels->len;
  studio_test_select_nth (window, 1);
  g_assert_true (g_str_has_prefix (pf_studio_window_get_selected (window), "level:"));
  sidebar = studio_test_find_type (GTK_WIDGET (window), PF_STUDIO_TYPE_SIDEBAR);
  g_assert_true (gtk_widget_child_focus (sidebar, GTK_DIR_TAB_FORWARD));
  studio_test_wait_frames (3);

  studio_test_press_key (GTK_WIDGET (window), "Up");
  studio_test_wait_frames (5);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "pack:starter");
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, sidebar));

  studio_test_press_key (GTK_WIDGET (window), "Delete");
  studio_test_wait_frames (5);
  g_assert_cmpuint (pf_project_get_packs (project)->len, ==, 0);
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (((PfTriPack *) g_ptr_array_index (pf_project_get_packs (project), 0))
                      ->levels->len, ==, n_levels);

  /* From inside a level's page, Ctrl+Page Up to the pack takes the
   * keyboard into the pack page's list, not to its title. */
  studio_test_select_nth (window, 1);
  g_assert_true (gtk_widget_child_focus (pf_studio_window_get_page (window),
                                         GTK_DIR_TAB_FORWARD));
  studio_test_wait_frames (3);
  studio_test_press_key (GTK_WIDGET (window), "ctrl+Page_Up");
  studio_test_wait_frames (5);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "pack:starter");
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (pf_studio_pack_page_get_view (
                   PF_STUDIO_PACK_PAGE (pf_studio_window_get_page (window))))));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/window/every-item-draws", test_every_item_draws);
  g_test_add_func ("/ui/window/bad-file-keeps-project", test_bad_file_keeps_project);
  g_test_add_func ("/ui/window/edit-marks-title-and-undo", test_edit_marks_title_and_undo_restores);
  g_test_add_func ("/ui/window/preferences", test_preferences);
  g_test_add_func ("/ui/window/next-item-moves-the-keyboard", test_next_item_moves_the_keyboard);
  g_test_add_func ("/ui/window/sidebar-keeps-the-keyboard-on-a-pack",
                   test_sidebar_keeps_the_keyboard_on_a_pack);
  return g_test_run ();
}

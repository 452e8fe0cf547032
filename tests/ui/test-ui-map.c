/* test-ui-map.c: the tile set editor and the live map preview under a real display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include <glib/gstdio.h>

#include "pf-map-grid.h"
#include "pf-studio-map-page.h"
#include "studio-test.h"
#include "pf-studio-tileset-page.h"
#include "pf-studio-window.h"

/* With PF_SCREENSHOT_DIR set, saves the window as NAME.png there, to look at. */
static void
screenshot (GtkWidget  *widget,
            const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s.png", name);

  studio_test_save_png (widget, g_getenv ("PF_SCREENSHOT_DIR"), file);
}

static PfTileset *
meadow (PfStudioWindow *window)
{
  return pf_project_find_tileset (studio_test_project (window), "meadow");
}

static PfShape *
meadow_shape (PfStudioWindow *window,
              guint           index)
{
  return g_ptr_array_index (meadow (window)->shapes, index);
}

static void
assert_project_valid (PfStudioWindow *window)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = pf_project_to_data (studio_test_project (window));
  g_autoptr(PfProject) reloaded = NULL;

  g_assert_true (pf_project_check (studio_test_project (window), "test", &error));
  g_assert_no_error (error);
  /* What undo and saving rely on: the document loads again. */
  reloaded = pf_project_load_from_data (data, -1, "test", &error);
  g_assert_no_error (error);
  g_assert_nonnull (reloaded);
}

static void
assert_exact_cover (const PfMap     *map,
                    const PfTileset *tileset)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfMapGrid) grid = pf_map_grid_from_map (map, tileset, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (grid);
}

static void
test_tileset_editing (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  PfStudioTilesetPage *page;
  guint variants;

  studio_test_select (window, "tileset:meadow");
  studio_test_wait_frames (3);
  g_assert_true (PF_STUDIO_IS_TILESET_PAGE (pf_studio_window_get_page (window)));
  page = PF_STUDIO_TILESET_PAGE (pf_studio_window_get_page (window));
  g_assert_false (studio_test_modified (window));
  screenshot (GTK_WIDGET (window), "tileset-page");

  /* Fill a cell of the L: a valid pentomino, so the project changes. */
  pf_studio_tileset_page_select_shape (page, 4);
  g_assert_cmpint (pf_studio_tileset_page_get_shape (page), ==, 4);
  g_assert_cmpuint (meadow_shape (window, 4)->cells[3], ==, 0);
  pf_studio_tileset_page_toggle_cell (page, 1, 1);
  g_assert_true (studio_test_modified (window));
  g_assert_cmpuint (meadow_shape (window, 4)->cells[3], ==, 1);
  g_assert_null (pf_studio_tileset_page_get_warning (page));
  /* The map that used the old L was made to fit again. */
  assert_project_valid (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  studio_test_wait_frames (2);
  g_assert_cmpuint (meadow_shape (window, 4)->cells[3], ==, 0);
  g_assert_cmpint (pf_studio_tileset_page_get_shape (page), ==, 4);

  /* Add a variant */
  variants = meadow_shape (window, 4)->variants->len;
  gtk_widget_activate_action (GTK_WIDGET (page), "tileset.add-variant", NULL);
  g_assert_cmpuint (meadow_shape (window, 4)->variants->len, ==, variants + 1);
  assert_project_valid (window);
  screenshot (GTK_WIDGET (window), "tileset-page-variant");

  /* A diagonal corner is disconnected: a warning, and the project keeps the old matrix. */
  pf_studio_tileset_page_select_shape (page, 6);
  pf_studio_tileset_page_toggle_cell (page, 0, 0);
  g_assert_nonnull (pf_studio_tileset_page_get_warning (page));
  g_assert_nonnull (strstr (pf_studio_tileset_page_get_warning (page), "connected"));
  g_assert_cmpuint (meadow_shape (window, 6)->cells[0], ==, 1);
  assert_project_valid (window);
  screenshot (GTK_WIDGET (window), "tileset-page-warning");
  /* Fixing it commits it and the warning goes. */
  pf_studio_tileset_page_toggle_cell (page, 0, 0);
  g_assert_null (pf_studio_tileset_page_get_warning (page));

  /* A draft goes when an undo replaces the shapes it was drawn over. */
  pf_studio_tileset_page_toggle_cell (page, 0, 0);
  g_assert_nonnull (pf_studio_tileset_page_get_warning (page));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  studio_test_wait_frames (2);
  g_assert_null (pf_studio_tileset_page_get_warning (page));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  studio_test_wait_frames (2);
  pf_studio_tileset_page_select_shape (page, 6);

  /* An empty column is refused the same way. */
  gtk_widget_activate_action (GTK_WIDGET (page), "tileset.resize", "(ii)", 1, 0);
  g_assert_nonnull (pf_studio_tileset_page_get_warning (page));
  g_assert_cmpuint (meadow_shape (window, 6)->width, ==, 2);

  /* A terrain in use is not deleted, and the message says why. */
  gtk_widget_activate_action (GTK_WIDGET (page), "tileset.delete-terrain", "i", 2);
  g_assert_nonnull (pf_studio_tileset_page_get_message (page));
  g_assert_nonnull (strstr (pf_studio_tileset_page_get_message (page), "Water"));
  g_assert_nonnull (pf_tileset_find_terrain (meadow (window), 2));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A cell toggled into a draft and back leaves the project as it was:
 * not modified, nothing to undo. */
static void
test_tileset_draft_and_back (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  PfStudioTilesetPage *page;
  GAction *undo;

  studio_test_select (window, "tileset:meadow");
  studio_test_wait_frames (3);
  page = PF_STUDIO_TILESET_PAGE (pf_studio_window_get_page (window));
  pf_studio_tileset_page_select_shape (page, 6);
  pf_studio_tileset_page_toggle_cell (page, 0, 0);
  g_assert_nonnull (pf_studio_tileset_page_get_warning (page));
  pf_studio_tileset_page_toggle_cell (page, 0, 0);
  g_assert_null (pf_studio_tileset_page_get_warning (page));
  g_assert_false (studio_test_modified (window));
  undo = g_action_map_lookup_action (G_ACTION_MAP (window), "undo");
  g_assert_false (g_action_get_enabled (undo));

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
shape_count_is (gpointer data)
{
  gpointer *args = data;

  return meadow (args[0])->shapes->len == GPOINTER_TO_UINT (args[1]);
}

/* Keys in the list of shapes act on the selected shape, as in a pack's
 * list, and the shortcuts window lists them. */
static void
test_shape_list_keys (void)
{
  PfStudioWindow *window;
  PfStudioTilesetPage *page;
  GtkListBox *list;
  GtkWidget *row;
  g_autofree char *id = NULL;
  gpointer args[2];
  guint n;

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = studio_test_open_example (1024, 700);
  studio_test_select (window, "tileset:meadow");
  studio_test_wait_frames (3);
  page = PF_STUDIO_TILESET_PAGE (pf_studio_window_get_page (window));
  n = meadow (window)->shapes->len;
  pf_studio_tileset_page_select_shape (page, 2);
  id = g_strdup (meadow_shape (window, 2)->id);
  /* The shape's row in the list of shapes, titled by its id */
  row = studio_test_find_row (GTK_WIDGET (page), id);
  g_assert_true (GTK_IS_LIST_BOX_ROW (row));
  list = GTK_LIST_BOX (gtk_widget_get_parent (row));
  g_assert_true (gtk_list_box_get_selected_row (list) == GTK_LIST_BOX_ROW (row));
  g_assert_cmpuint (studio_test_assert_shortcuts_listed (GTK_WIDGET (list), "tileset."), >=, 5);
  gtk_widget_grab_focus (row);
  studio_test_wait_frames (2);

  args[0] = window;
  args[1] = GUINT_TO_POINTER (n + 1);
  studio_test_press_key (GTK_WIDGET (window), "ctrl+d");
  g_assert_true (studio_test_wait_for (shape_count_is, args));
  /* The copy comes after its shape and is selected; Alt+Up puts it first of the two. */
  g_assert_cmpint (pf_studio_tileset_page_get_shape (page), ==, 3);
  studio_test_press_key (GTK_WIDGET (window), "alt+Up");
  studio_test_wait_frames (3);
  g_assert_cmpint (pf_studio_tileset_page_get_shape (page), ==, 2);
  g_assert_cmpstr (meadow_shape (window, 3)->id, ==, id);
  args[1] = GUINT_TO_POINTER (n);
  studio_test_press_key (GTK_WIDGET (window), "Delete");
  g_assert_true (studio_test_wait_for (shape_count_is, args));
  g_assert_cmpstr (meadow_shape (window, 2)->id, ==, id);
  assert_project_valid (window);

  gtk_window_destroy (GTK_WINDOW (window));
  studio_test_wait_frames (2);
}

/* The wheel over the side panel's Seed scrolls the panel, focused or not,
 * and so does the wheel over a shape's Weight: what the designer made
 * stays as it is. */
static void
test_wheel_over_seed (void)
{
  PfStudioWindow *window;
  GtkWidget *page, *seed_row, *seed, *scrolled;
  GtkAdjustment *panel;
  double before;
  const PfMap *map;
  guint64 kept_seed;

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to turn a real wheel");
      return;
    }
  window = studio_test_open_example (1024, 700);
  page = studio_test_select_keeping_focus (window, "map:meadow-16x12");
  studio_test_wait_frames (3);
  map = pf_project_find_map (studio_test_project (window), "meadow-16x12");
  kept_seed = map->seed;
  seed_row = studio_test_find_row (page, "Seed");
  g_assert_nonnull (seed_row);
  seed = studio_test_find_type (seed_row, GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (seed);
  scrolled = gtk_widget_get_ancestor (seed, GTK_TYPE_SCROLLED_WINDOW);
  panel = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  before = gtk_adjustment_get_value (panel);

  studio_test_wheel_over (seed, 1);
  studio_test_wait_frames (5);
  g_assert_cmpfloat (gtk_adjustment_get_value (panel), >, before);
  g_assert_cmpuint ((guint64) gtk_spin_button_get_value (GTK_SPIN_BUTTON (seed)), ==, kept_seed);
  g_assert_false (pf_studio_map_page_has_preview (PF_STUDIO_MAP_PAGE (page)));
  g_assert_false (studio_test_modified (window));

  /* Focused, as after a click on its + or −, it still lets the panel scroll. */
  gtk_widget_grab_focus (seed);
  gtk_adjustment_set_value (panel, 0);
  studio_test_wait_frames (3);
  studio_test_wheel_over (seed, 1);
  studio_test_wait_frames (5);
  g_assert_cmpfloat (gtk_adjustment_get_value (panel), >, 0);
  g_assert_cmpuint ((guint64) gtk_spin_button_get_value (GTK_SPIN_BUTTON (seed)), ==, kept_seed);
  g_assert_false (pf_studio_map_page_has_preview (PF_STUDIO_MAP_PAGE (page)));

  /* A shape's Weight on the tile set page is no different. */
  page = studio_test_select_keeping_focus (window, "tileset:meadow");
  studio_test_wait_frames (3);
  {
    GtkWidget *weight_row = studio_test_find_row (page, "Weight");
    GtkWidget *weight = studio_test_find_type (weight_row, GTK_TYPE_SCALE);
    double weight_before = gtk_range_get_value (GTK_RANGE (weight));

    studio_test_wheel_over (weight, 3);
    studio_test_wait_frames (5);
    g_assert_cmpfloat (gtk_range_get_value (GTK_RANGE (weight)), ==, weight_before);
    g_assert_false (studio_test_modified (window));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  studio_test_wait_frames (2);
}

/* A width typed past the limit becomes the limit, and the page says so. */
static void
test_size_past_limit (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  GtkWidget *page = studio_test_select_keeping_focus (window, "map:meadow-16x12");
  GtkWidget *width;

  studio_test_wait_frames (3);
  width = studio_test_find_type (studio_test_find_row (page, "Width"), GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (width);
  gtk_editable_set_text (GTK_EDITABLE (width), "5000");
  gtk_spin_button_update (GTK_SPIN_BUTTON (width));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (width)), ==, 4096);
  g_assert_nonnull (pf_studio_map_page_get_message (PF_STUDIO_MAP_PAGE (page)));
  g_assert_nonnull (strstr (pf_studio_map_page_get_message (PF_STUDIO_MAP_PAGE (page)),
                            "Width 5000 is more than the 4096 cells"));
  /* A number in range says nothing more. */
  gtk_widget_activate_action (page, "map.dismiss", NULL);
  gtk_editable_set_text (GTK_EDITABLE (width), "20");
  gtk_spin_button_update (GTK_SPIN_BUTTON (width));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (width)), ==, 20);
  g_assert_null (pf_studio_map_page_get_message (PF_STUDIO_MAP_PAGE (page)));

  gtk_window_destroy (GTK_WINDOW (window));
  studio_test_wait_frames (2);
}

/* A size that a shape of the tile set cannot fit gives no preview, as
 * `polyform map` gives no map, and the page names the shape; a size it fits
 * brings the preview back and takes the message away. */
static void
test_size_too_small (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  GtkWidget *page = studio_test_select_keeping_focus (window, "map:meadow-16x12");
  GtkWidget *width, *keep;
  const char *message;

  studio_test_wait_frames (3);
  width = studio_test_find_type (studio_test_find_row (page, "Width"), GTK_TYPE_SPIN_BUTTON);
  keep = studio_test_find_action (page, "map.keep");
  gtk_editable_set_text (GTK_EDITABLE (width), "1");
  gtk_spin_button_update (GTK_SPIN_BUTTON (width));
  studio_test_wait_frames (2);
  message = pf_studio_map_page_get_message (PF_STUDIO_MAP_PAGE (page));
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "No preview: shape “"));
  g_assert_nonnull (strstr (message, "cannot be placed on a 1 x 12 map"));
  g_assert_false (gtk_widget_is_sensitive (keep));

  gtk_editable_set_text (GTK_EDITABLE (width), "2");
  gtk_spin_button_update (GTK_SPIN_BUTTON (width));
  studio_test_wait_frames (2);
  g_assert_null (pf_studio_map_page_get_message (PF_STUDIO_MAP_PAGE (page)));
  g_assert_true (gtk_widget_is_sensitive (keep));

  gtk_window_destroy (GTK_WINDOW (window));
  studio_test_wait_frames (2);
}

/* A map kept with a seed past 53 bits, as the CLI may write it, shows its
 * seed whole, and going back to its size shows the kept map, not another. */
static void
test_large_seed (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfDocument *document = pf_studio_window_get_document (window);
  PfMap *large = pf_map_copy (pf_project_find_map (studio_test_project (window),
                                                   "meadow-16x12"));
  GtkWidget *page, *seed, *width;

  large->seed = G_MAXUINT64;
  pf_document_replace_item (document, "map:meadow-16x12", large);
  page = studio_test_select_keeping_focus (window, "map:meadow-16x12");
  studio_test_wait_frames (3);
  seed = studio_test_find_type (studio_test_find_row (page, "Seed"), GTK_TYPE_SPIN_BUTTON);
  width = studio_test_find_type (studio_test_find_row (page, "Width"), GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (seed)), ==, "18446744073709551615");
  g_assert_false (pf_studio_map_page_has_preview (PF_STUDIO_MAP_PAGE (page)));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (width), 17);
  studio_test_wait_frames (2);
  g_assert_true (pf_studio_map_page_has_preview (PF_STUDIO_MAP_PAGE (page)));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (width), 16);
  studio_test_wait_frames (2);
  g_assert_false (pf_studio_map_page_has_preview (PF_STUDIO_MAP_PAGE (page)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (seed)), ==, "18446744073709551615");

  /* − picks a seed the button holds, and the preview follows it. */
  gtk_spin_button_spin (GTK_SPIN_BUTTON (seed), GTK_SPIN_STEP_BACKWARD, 1);
  studio_test_wait_frames (2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (seed)), ==, "9007199254740990");
  g_assert_true (pf_studio_map_page_has_preview (PF_STUDIO_MAP_PAGE (page)));

  gtk_window_destroy (GTK_WINDOW (window));
  studio_test_wait_frames (2);
}

static gboolean
export_done (gpointer page)
{
  return !pf_studio_map_page_is_exporting (page);
}

static void
test_map_preview (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  PfStudioMapPage *page;
  PfMap *map;
  g_autoptr(PfMap) before = NULL;
  const PfMap *shown;
  g_autofree char *dir = g_dir_make_tmp ("pf-ui-map-XXXXXX", NULL);
  g_autofree char *tmx = g_build_filename (dir, "meadow.tmx", NULL);
  g_autofree char *tsx = g_build_filename (dir, "meadow.tsx", NULL);
  g_autofree char *tiles = g_build_filename (dir, "meadow-tiles.png", NULL);
  g_autofree char *png = g_build_filename (dir, "meadow.png", NULL);
  g_autofree char *nowhere = g_build_filename (dir, "missing", "meadow.png", NULL);
  g_autofree char *written = NULL;
  g_autofree char *seed_property = NULL;
  g_autoptr(GError) error = NULL;
  guint64 seed;

  studio_test_select (window, "map:meadow-16x12");
  studio_test_wait_frames (3);
  g_assert_true (PF_STUDIO_IS_MAP_PAGE (pf_studio_window_get_page (window)));
  page = PF_STUDIO_MAP_PAGE (pf_studio_window_get_page (window));
  map = pf_project_find_map (studio_test_project (window), "meadow-16x12");
  before = pf_map_copy (map);
  seed = map->seed;
  g_assert_false (pf_studio_map_page_has_preview (page));
  screenshot (GTK_WIDGET (window), "map-page");

  /* A new seed: a different preview that still covers the map exactly. */
  pf_studio_map_page_set_parameters (page, map->width, map->height, seed + 1, map->mode);
  g_assert_true (pf_studio_map_page_has_preview (page));
  shown = pf_studio_map_page_get_shown (page);
  g_assert_nonnull (shown);
  g_assert_true (shown->placements->len != before->placements->len ||
                 memcmp (shown->placements->data, before->placements->data,
                         before->placements->len * sizeof (PfPlacement)) != 0);
  assert_exact_cover (shown, meadow (window));
  g_assert_false (studio_test_modified (window));
  /* The status line describes the preview on screen, not the map kept. */
  g_assert_nonnull (studio_test_find_label_starting (GTK_WIDGET (window), "Preview of map “"));
  g_assert_null (studio_test_find_label_starting (GTK_WIDGET (window), "Map “"));
  screenshot (GTK_WIDGET (window), "map-page-preview");

  /* Keep writes it into the project as one edit. */
  gtk_widget_activate_action (GTK_WIDGET (page), "map.keep", NULL);
  g_assert_true (studio_test_modified (window));
  map = pf_project_find_map (studio_test_project (window), "meadow-16x12");
  g_assert_cmpuint (map->seed, ==, seed + 1);
  g_assert_false (pf_studio_map_page_has_preview (page));
  g_assert_null (studio_test_find_label_starting (GTK_WIDGET (window), "Preview of map “"));
  g_assert_nonnull (studio_test_find_label_starting (GTK_WIDGET (window), "Map “"));
  assert_exact_cover (map, meadow (window));
  assert_project_valid (window);

  /* Export: written in a worker from the map as it was when the export
   * began, though the preview changes meanwhile; the bar says when the
   * files are there, or why not. */
  g_assert_true (pf_studio_map_page_export (page, tmx, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (pf_studio_map_page_is_exporting (page));
  g_assert_cmpstr (pf_studio_map_page_get_message (page), ==, "Exporting “meadow.tmx”…");
  pf_studio_map_page_set_parameters (page, map->width, map->height, seed + 2, map->mode);
  g_assert_true (studio_test_wait_for (export_done, page));
  g_assert_cmpstr (pf_studio_map_page_get_message (page), ==,
                   "Exported “meadow.tmx” with “meadow.tsx” and “meadow-tiles.png” beside it");
  g_assert_true (g_file_test (tsx, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (tiles, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_get_contents (tmx, &written, NULL, NULL));
  seed_property = g_strdup_printf ("<property name=\"seed\" value=\"%" G_GUINT64_FORMAT "\"/>",
                                   seed + 1);
  g_assert_nonnull (strstr (written, seed_property));

  g_assert_true (pf_studio_map_page_export (page, png, FALSE, &error));
  g_assert_true (studio_test_wait_for (export_done, page));
  g_assert_cmpstr (pf_studio_map_page_get_message (page), ==, "Exported “meadow.png”");
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));

  g_assert_true (pf_studio_map_page_export (page, nowhere, FALSE, &error));
  g_assert_true (studio_test_wait_for (export_done, page));
  g_assert_true (g_str_has_prefix (pf_studio_map_page_get_message (page),
                                   "Cannot export “meadow.png”: "));

  /* Large maps go to a worker; a newer request cancels the older. */
  pf_studio_map_page_set_parameters (page, 600, 400, 5, PF_MAP_MODE_PACKED);
  g_assert_true (pf_studio_map_page_is_busy (page));
  pf_studio_map_page_set_parameters (page, 300, 240, 6, PF_MAP_MODE_CLASSIC);
  g_assert_true (pf_studio_map_page_is_busy (page));
  for (gint64 until = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
       pf_studio_map_page_is_busy (page) && g_get_monotonic_time () < until;)
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (pf_studio_map_page_is_busy (page));
  shown = pf_studio_map_page_get_shown (page);
  g_assert_nonnull (shown);
  g_assert_cmpuint (shown->width, ==, 300);
  g_assert_cmpuint (shown->seed, ==, 6);
  assert_exact_cover (shown, meadow (window));
  screenshot (GTK_WIDGET (window), "map-page-large");

  /* Keep as New Map adds a map and shows it. */
  pf_studio_map_page_set_parameters (page, 20, 20, 9, PF_MAP_MODE_PACKED);
  gtk_widget_activate_action (GTK_WIDGET (page), "map.keep-new", NULL);
  g_assert_cmpuint (pf_project_get_maps (studio_test_project (window))->len, ==, 2);
  assert_project_valid (window);

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (tmx);
  g_unlink (tsx);
  g_unlink (tiles);
  g_unlink (png);
  g_rmdir (dir);
}

static void
test_tileset_from_scratch (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  PfProject *project;
  PfTileset *tileset;
  GtkWidget *page;
  guint n_maps;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-tileset", NULL);
  studio_test_wait_frames (3);
  project = studio_test_project (window);
  /* The new tile set is selected, with a fresh id and title of its own. */
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "tileset:tileset-2");
  tileset = pf_project_find_tileset (project, "tileset-2");
  g_assert_nonnull (tileset);
  g_assert_cmpstr (tileset->meta.title, ==, "Tile Set 2");
  g_assert_cmpuint (tileset->shapes->len, ==, 1);
  page = pf_studio_window_get_page (window);
  g_assert_true (PF_STUDIO_IS_TILESET_PAGE (page));

  gtk_widget_activate_action (page, "tileset.add-shape", NULL);
  gtk_widget_activate_action (page, "tileset.add-terrain", NULL);
  tileset = pf_project_find_tileset (studio_test_project (window), "tileset-2");
  g_assert_cmpuint (tileset->shapes->len, ==, 2);
  g_assert_cmpuint (tileset->terrains->len, ==, 2);
  assert_project_valid (window);
  screenshot (GTK_WIDGET (window), "tileset-new");

  /* Its preview becomes a map of the project. */
  n_maps = pf_project_get_maps (studio_test_project (window))->len;
  gtk_widget_activate_action (page, "tileset.new-map", NULL);
  studio_test_wait_frames (3);
  g_assert_cmpuint (pf_project_get_maps (studio_test_project (window))->len, ==,
                    n_maps + 1);
  g_assert_true (PF_STUDIO_IS_MAP_PAGE (pf_studio_window_get_page (window)));
  assert_project_valid (window);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
list_shows_purple (gpointer data)
{
  GtkWidget *variants = studio_test_find_row (data, "Variants");
  GtkWidget *button = variants ? studio_test_find_type (variants, GTK_TYPE_COLOR_BUTTON) : NULL;
  GdkRGBA shown;

  if (button == NULL)
    return FALSE;
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &shown);
  return G_APPROX_VALUE (shown.blue, 0.75, 0.01) && G_APPROX_VALUE (shown.red, 0.5, 0.01);
}

/* Choosing a variant's colour in its dialog changes the tile set, and
 * nothing is logged (gtk_test_init() makes warnings and criticals fatal):
 * the list of variants is not rebuilt under the button while its own
 * signal runs. */
static void
test_variant_colour (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  GtkWidget *page;
  GtkWidget *variants;
  GtkWidget *button;
  GtkWidget *dialog = NULL;
  GdkRGBA purple = { 0.5, 0.25, 0.75, 1.0 };
  GListModel *toplevels;

  studio_test_select (window, "tileset:meadow");
  page = pf_studio_window_get_page (window);
  pf_studio_tileset_page_select_shape (PF_STUDIO_TILESET_PAGE (page), 1);
  studio_test_wait_frames (2);
  variants = studio_test_find_row (page, "Variants");
  g_assert_nonnull (variants);
  button = studio_test_find_type (variants, GTK_TYPE_COLOR_BUTTON);
  g_assert_nonnull (button);

  /* A click opens the colour dialog (a button's activation takes a quarter
   * of a second); OK in it sets the colour. */
  g_signal_emit_by_name (button, "activate");
  toplevels = gtk_window_get_toplevels ();
  for (gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
       dialog == NULL && g_get_monotonic_time () < until;)
    {
      studio_test_wait_frames (1);
      for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
        {
          g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

          if (GTK_IS_COLOR_CHOOSER_DIALOG (toplevel) && gtk_widget_get_visible (toplevel))
            dialog = toplevel;
        }
    }
  g_assert_nonnull (dialog);
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (dialog), &purple);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  studio_test_wait_frames (3);

  g_assert_cmphex (((PfVariant *) g_ptr_array_index (meadow_shape (window, 1)->variants,
                                                     0))->colour, ==, 0x8040bf);
  g_assert_true (studio_test_modified (window));
  /* The rebuilt list shows the new colour. */
  g_assert_true (studio_test_wait_for (list_shows_purple, page));

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
delete_says_why (gpointer data)
{
  GtkWidget *button = studio_test_find_action (data, "tileset.delete-variant");
  const char *tooltip = button ? gtk_widget_get_tooltip_text (button) : NULL;

  return tooltip != NULL && strstr (tooltip, "at least one variant") != NULL;
}

static gboolean
delete_enabled (gpointer data)
{
  GtkWidget *button = studio_test_find_action (data, "tileset.delete-variant");

  return button != NULL && gtk_widget_is_sensitive (button);
}

/* "Delete Variant" is off on a shape's last variant, and says why. */
static void
test_delete_variant_state (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  GtkWidget *page;
  GtkWidget *button;
  const char *tooltip;

  studio_test_select (window, "tileset:meadow");
  page = pf_studio_window_get_page (window);
  pf_studio_tileset_page_select_shape (PF_STUDIO_TILESET_PAGE (page), 2);
  studio_test_wait_frames (2);
  g_assert_cmpuint (meadow_shape (window, 2)->variants->len, ==, 2);
  button = studio_test_find_action (page, "tileset.delete-variant");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));

  gtk_widget_activate_action (page, "tileset.delete-variant", "u", 0);
  g_assert_cmpuint (meadow_shape (window, 2)->variants->len, ==, 1);
  /* The rows follow before the next frame. */
  g_assert_true (studio_test_wait_for (delete_says_why, page));
  button = studio_test_find_action (page, "tileset.delete-variant");
  g_assert_false (gtk_widget_is_sensitive (button));
  tooltip = gtk_widget_get_tooltip_text (button);
  g_assert_nonnull (strstr (tooltip, "at least one variant"));
  /* The action is off too, so no other way in deletes it. */
  gtk_widget_activate_action (page, "tileset.delete-variant", "u", 0);
  g_assert_cmpuint (meadow_shape (window, 2)->variants->len, ==, 1);

  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (meadow_shape (window, 2)->variants->len, ==, 2);
  g_assert_true (studio_test_wait_for (delete_enabled, page));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A tile set's name is its title, edited through the document. */
static void
test_tileset_name (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  GtkWidget *page;
  GtkWidget *name;

  studio_test_select (window, "tileset:meadow");
  page = pf_studio_window_get_page (window);
  name = studio_test_find_row (page, "Name");
  g_assert_nonnull (name);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "Meadow");
  gtk_editable_set_text (GTK_EDITABLE (name), "Summer Meadow");
  g_signal_emit_by_name (name, "apply");
  studio_test_wait_frames (2);
  g_assert_cmpstr (meadow (window)->meta.title, ==, "Summer Meadow");
  /* A tile set keeps its id: maps refer to it. */
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "tileset:meadow");

  studio_test_activate (window, "undo", NULL);
  g_assert_cmpstr (meadow (window)->meta.title, ==, "Meadow");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "Meadow");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Naming a map gives it an id made of its name, as one undo step; the
 * sidebar and the page follow it, and exports are named after it. */
static void
test_map_name (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  GtkWidget *page;
  GtkWidget *name;
  g_autofree char *export_name = NULL;
  PfMap *map;

  studio_test_select (window, "map:meadow-16x12");
  page = pf_studio_window_get_page (window);
  map = pf_project_find_map (studio_test_project (window), "meadow-16x12");
  name = studio_test_find_row (page, "Name");
  g_assert_nonnull (name);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "A small meadow");

  gtk_editable_set_text (GTK_EDITABLE (name), "Big Meadow");
  g_signal_emit_by_name (name, "apply");
  studio_test_wait_frames (3);
  g_assert_null (pf_project_find_map (studio_test_project (window), "meadow-16x12"));
  g_assert_true (pf_project_find_map (studio_test_project (window), "big-meadow") == map);
  g_assert_cmpstr (map->meta.title, ==, "Big Meadow");
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "map:big-meadow");
  g_assert_true (pf_studio_window_get_page (window) == page);
  g_assert_nonnull (pf_studio_map_page_get_shown (PF_STUDIO_MAP_PAGE (page)));
  export_name = pf_studio_map_page_dup_export_name (PF_STUDIO_MAP_PAGE (page), "tmx");
  g_assert_cmpstr (export_name, ==, "Big Meadow.tmx");
  /* The page still edits the map under its new path: keeping a preview works. */
  pf_studio_map_page_set_parameters (PF_STUDIO_MAP_PAGE (page), 12, 10, 3, PF_MAP_MODE_PACKED);
  gtk_widget_activate_action (page, "map.keep", NULL);
  g_assert_cmpuint (map->width, ==, 12);
  assert_project_valid (window);

  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (map->width, ==, 16);
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpstr (map->id, ==, "meadow-16x12");
  g_assert_cmpstr (map->meta.title, ==, "A small meadow");
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "map:meadow-16x12");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "A small meadow");
  g_assert_false (studio_test_modified (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The tile set picker generates the map again from the other tile set, as
 * one undo step. */
static void
test_map_tileset_picker (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  g_autoptr(PfMap) before = NULL;
  PfTileset *other;
  GtkWidget *page;
  GtkWidget *picker;
  PfMap *map;

  studio_test_activate (window, "new-tileset", NULL);
  other = pf_project_find_tileset (studio_test_project (window), "tileset-2");
  g_assert_nonnull (other);
  studio_test_select (window, "map:meadow-16x12");
  page = pf_studio_window_get_page (window);
  map = pf_project_find_map (studio_test_project (window), "meadow-16x12");
  before = pf_map_copy (map);
  picker = studio_test_find_row (page, "Tile Set");
  g_assert_true (ADW_IS_COMBO_ROW (picker));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (picker)), ==, 0);

  adw_combo_row_set_selected (ADW_COMBO_ROW (picker), 1);
  studio_test_wait_frames (3);
  g_assert_cmpstr (map->tileset, ==, "tileset-2");
  g_assert_cmpstr (map->id, ==, before->id);
  g_assert_cmpstr (map->meta.title, ==, before->meta.title);
  g_assert_cmpuint (map->width, ==, before->width);
  g_assert_cmpuint (map->height, ==, before->height);
  g_assert_cmpuint (map->seed, ==, before->seed);
  assert_exact_cover (map, other);
  assert_project_valid (window);
  /* The page shows the map as it is now. */
  g_assert_true (pf_studio_map_page_get_shown (PF_STUDIO_MAP_PAGE (page)) == map);

  studio_test_activate (window, "undo", NULL);
  g_assert_cmpstr (map->tileset, ==, "meadow");
  g_assert_cmpuint (map->placements->len, ==, before->placements->len);
  g_assert_true (memcmp (map->placements->data, before->placements->data,
                         before->placements->len * sizeof (PfPlacement)) == 0);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (picker)), ==, 0);

  studio_test_activate (window, "redo", NULL);
  g_assert_cmpstr (map->tileset, ==, "tileset-2");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (picker)), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/map/size-past-limit", test_size_past_limit);
  g_test_add_func ("/ui/map/size-too-small", test_size_too_small);
  g_test_add_func ("/ui/map/large-seed", test_large_seed);
  g_test_add_func ("/ui/map/tileset-editing", test_tileset_editing);
  g_test_add_func ("/ui/map/tileset-draft-and-back", test_tileset_draft_and_back);
  g_test_add_func ("/ui/map/shape-list-keys", test_shape_list_keys);
  g_test_add_func ("/ui/map/map-preview", test_map_preview);
  g_test_add_func ("/ui/map/wheel-over-seed", test_wheel_over_seed);
  g_test_add_func ("/ui/map/tileset-from-scratch", test_tileset_from_scratch);
  g_test_add_func ("/ui/map/name", test_map_name);
  g_test_add_func ("/ui/map/variant-colour", test_variant_colour);
  g_test_add_func ("/ui/map/delete-variant-state", test_delete_variant_state);
  g_test_add_func ("/ui/map/tileset-name", test_tileset_name);
  g_test_add_func ("/ui/map/tileset-picker", test_map_tileset_picker);
  return g_test_run ();
}

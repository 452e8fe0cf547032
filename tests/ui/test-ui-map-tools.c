/* test-ui-map-tools.c: the map page's hand tools through its actions: stamp, erase, lock,
 * unlock and refill, their gestures, undo, and their shortcuts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "pf-map-edit.h"
#include "pf-map-grid.h"
#include "pf-studio-map-page.h"
#include "pf-studio-map-view.h"
#include "studio-test.h"

#define MAP "map:meadow-16x12"

/* Auxiliary methods */

static PfMap *
kept_map (PfStudioWindow *window)
{
  return pf_project_find_map (studio_test_project (window), "meadow-16x12");
}

static guint64
count_empty (PfStudioWindow *window)
{
  PfMap *map = kept_map (window);
  g_autoptr(PfMapGrid) grid = NULL;

  grid = pf_map_grid_from_map (map, pf_project_find_tileset (studio_test_project (window),
                                                             map->tileset), NULL, NULL);
  g_assert_nonnull (grid);
  return pf_map_grid_count_empty (grid);
}

static guint
count_locked (PfStudioWindow *window)
{
  return pf_map_count_locked (kept_map (window));
}

static const PfPlacement *
last_placement (PfStudioWindow *window)
{
  PfMap *map = kept_map (window);

  return &g_array_index (map->placements, PfPlacement, map->placements->len - 1);
}

static GtkWidget *
open_map_page (PfStudioWindow *window)
{
  GtkWidget *page;

  studio_test_select (window, MAP);
  studio_test_wait_frames (3);
  page = pf_studio_window_get_page (window);
  g_assert_true (PF_STUDIO_IS_MAP_PAGE (page));
  return page;
}

/* Tests */

/* Stamp, erase, lock and fill the holes through the page's actions, each
 * one undo step; undone, the map is as it was. */
static void
test_edit_and_undo (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  GtkWidget *page = open_map_page (window);
  g_autoptr(GArray) before = g_array_copy (kept_map (window)->placements);
  guint locked;

  gtk_widget_activate_action (page, "map.stamp", "(ssuii)", "square", "pond", 0, 3, 3);
  g_assert_true (studio_test_modified (window));
  g_assert_true (last_placement (window)->locked);
  g_assert_cmpint (last_placement (window)->x, ==, 3);
  g_assert_cmpuint (count_empty (window), >, 0);

  gtk_widget_activate_action (page, "map.erase", "(iiii)", 10, 8, 4, 4);
  g_assert_cmpuint (count_empty (window), >=, 16);
  locked = count_locked (window);
  gtk_widget_activate_action (page, "map.lock", "(iiii)", 0, 0, 16, 2);
  g_assert_cmpuint (count_locked (window), >, locked + 4);
  studio_test_wait_frames (2);
  studio_test_save_png (GTK_WIDGET (window), g_getenv ("PF_SCREENSHOT_DIR"),
                        "map-tools-holes.png");

  /* F: the holes filled with the seed on screen, the locked tiles kept */
  gtk_widget_activate_action (page, "map.fill-holes", NULL);
  g_assert_cmpuint (count_empty (window), ==, 0);
  g_assert_cmpuint (count_locked (window), >, locked + 4);
  g_assert_null (pf_studio_map_page_get_message (PF_STUDIO_MAP_PAGE (page)));
  studio_test_wait_frames (2);
  studio_test_save_png (GTK_WIDGET (window), g_getenv ("PF_SCREENSHOT_DIR"),
                        "map-tools-filled.png");

  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (count_empty (window), >=, 16);
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (count_locked (window), ==, locked);
  studio_test_activate (window, "undo", NULL);
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (kept_map (window)->placements->len, ==, before->len);
  g_assert_true (memcmp (kept_map (window)->placements->data, before->data,
                         before->len * sizeof (PfPlacement)) == 0);
  g_assert_false (studio_test_modified (window));

  /* Refill everything but the locked tiles: they stay where they are */
  gtk_widget_activate_action (page, "map.lock", "(iiii)", 4, 4, 3, 3);
  locked = count_locked (window);
  gtk_widget_activate_action (page, "map.refill", "(bt)", TRUE, (guint64) 99);
  g_assert_cmpuint (count_locked (window), ==, locked);
  g_assert_cmpuint (count_empty (window), ==, 0);
  for (guint i = 0; i < locked; i++)
    g_assert_true (g_array_index (kept_map (window)->placements, PfPlacement, i).locked);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* What the document refuses changes nothing, and the page says why. */
static void
test_refused (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  GtkWidget *page = open_map_page (window);
  guint placements = kept_map (window)->placements->len;

  gtk_widget_activate_action (page, "map.stamp", "(ssuii)", "hexagon", "pond", 0, 3, 3);
  g_assert_nonnull (strstr (pf_studio_map_page_get_message (PF_STUDIO_MAP_PAGE (page)),
                            "no shape “hexagon”"));
  gtk_widget_activate_action (page, "map.lock", "(iiii)", 40, 40, 2, 2);
  g_assert_nonnull (strstr (pf_studio_map_page_get_message (PF_STUDIO_MAP_PAGE (page)),
                            "outside"));
  g_assert_cmpuint (kept_map (window)->placements->len, ==, placements);
  g_assert_false (studio_test_modified (window));

  /* The next edit that is made takes the message away */
  gtk_widget_activate_action (page, "map.stamp", "(ssuii)", "single", "grass", 0, 0, 0);
  g_assert_null (pf_studio_map_page_get_message (PF_STUDIO_MAP_PAGE (page)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The canvas's gestures activate the same actions: a click of the stamp
 * tool, a rectangle of the lock and erase tools; an edit on a preview
 * keeps it. */
static void
test_gestures (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  GtkWidget *page = open_map_page (window);
  GtkWidget *view = pf_studio_map_page_get_canvas (PF_STUDIO_MAP_PAGE (page));
  g_autofree char *tool = NULL;
  PfMap *map = kept_map (window);
  guint locked;
  guint64 seed;

  gtk_widget_activate_action (page, "map.tool", "s", "stamp");
  g_object_get (page, "tool", &tool, NULL);
  g_assert_cmpstr (tool, ==, "stamp");
  /* R turns the stamp: the chosen shape (the first, "single") may rotate */
  gtk_widget_activate_action (page, "map.rotate-stamp", "i", 1);
  g_signal_emit_by_name (view, "stamp-clicked", 5, 6);
  g_assert_true (last_placement (window)->locked);
  g_assert_cmpuint (last_placement (window)->rotation, ==, 1);
  g_assert_cmpint (last_placement (window)->x, ==, 5);
  g_assert_cmpint (last_placement (window)->y, ==, 6);

  gtk_widget_activate_action (page, "map.tool", "s", "lock");
  locked = count_locked (window);
  g_signal_emit_by_name (view, "rect-selected", 0, 0, 3, 3);
  g_assert_cmpuint (count_locked (window), >, locked);

  gtk_widget_activate_action (page, "map.tool", "s", "erase");
  g_signal_emit_by_name (view, "rect-selected", 12, 0, 4, 4);
  g_assert_cmpuint (count_empty (window), >=, 16);

  /* A draft is refused before a file is asked for: no dialog opens. */
  {
    g_autoptr(GList) before = gtk_window_list_toplevels ();
    g_autoptr(GList) after = NULL;

    gtk_widget_activate_action (page, "map.export-tmx", NULL);
    studio_test_wait_frames (3);
    after = gtk_window_list_toplevels ();
    g_assert_cmpuint (g_list_length (after), ==, g_list_length (before));
    g_assert_nonnull (strstr (pf_studio_map_page_get_message (PF_STUDIO_MAP_PAGE (page)),
                              "empty cells"));
  }

  /* Another seed's preview keeps what the designer locked; an edit lands
   * on the map shown, keeping the preview with it as one undo step. */
  gtk_widget_activate_action (page, "map.unlock", "(iiii)", 0, 0, map->width, map->height);
  gtk_widget_activate_action (page, "map.lock", "(iiii)", 0, 0, 3, 3);
  locked = count_locked (window);
  g_assert_cmpuint (locked, >, 0);
  seed = map->seed;
  pf_studio_map_page_set_parameters (PF_STUDIO_MAP_PAGE (page), map->width, map->height,
                                     seed + 1, map->mode);
  g_assert_true (pf_studio_map_page_has_preview (PF_STUDIO_MAP_PAGE (page)));
  g_assert_cmpuint (pf_map_count_locked (pf_studio_map_page_get_shown (PF_STUDIO_MAP_PAGE (page))),
                    ==, locked);
  gtk_widget_activate_action (page, "map.stamp", "(ssuii)", "single", "grass", 0, 8, 6);
  g_assert_false (pf_studio_map_page_has_preview (PF_STUDIO_MAP_PAGE (page)));
  map = kept_map (window);
  g_assert_true (pf_studio_map_page_get_shown (PF_STUDIO_MAP_PAGE (page)) == map);
  g_assert_cmpuint (map->seed, ==, seed + 1);
  g_assert_cmpint (last_placement (window)->x, ==, 8);
  g_assert_cmpint (last_placement (window)->y, ==, 6);
  g_assert_cmpuint (count_locked (window), ==, locked + 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  map = kept_map (window);
  g_assert_cmpuint (map->seed, ==, seed);
  g_assert_cmpuint (count_locked (window), ==, locked);
  g_assert_false (pf_studio_map_page_has_preview (PF_STUDIO_MAP_PAGE (page)));

  /* The pan tool leaves the map alone */
  gtk_widget_activate_action (page, "map.tool", "s", "pan");
  g_free (tool);
  g_object_get (page, "tool", &tool, NULL);
  g_assert_cmpstr (tool, ==, "pan");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A real key, and the frames it takes to arrive and be handled. */
static void
press (PfStudioWindow *window,
       const char     *key)
{
  studio_test_press_key (GTK_WIDGET (window), key);
  studio_test_wait_frames (4);
}

/* The map edited without the pointer: the arrows move a cell cursor, Space
 * stamps there; Shift and the arrows stretch a rectangle that Space erases. */
static void
test_keys (void)
{
  PfStudioWindow *window;
  GtkWidget *page, *view;
  const PfMap *map;
  guint placements;
  guint64 empty;
  int x, y, x0, y0;

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = studio_test_open_example (1280, 800);
  page = open_map_page (window);
  view = pf_studio_map_page_get_canvas (PF_STUDIO_MAP_PAGE (page));
  map = kept_map (window);
  gtk_widget_activate_action (page, "map.tool", "s", "stamp");
  gtk_widget_grab_focus (view);
  studio_test_wait_frames (2);

  /* The first arrow shows the cursor (where the pointer is, or in the
   * middle); the next move it. */
  press (window, "Left");
  g_assert_true (pf_studio_map_view_get_cursor (PF_STUDIO_MAP_VIEW (view), &x0, &y0));
  x0 = MIN (x0, (int) map->width - 3);
  y0 = MIN (y0, (int) map->height - 3);
  pf_studio_map_view_set_cursor (PF_STUDIO_MAP_VIEW (view), x0, y0);
  press (window, "Right");
  press (window, "Down");
  g_assert_true (pf_studio_map_view_get_cursor (PF_STUDIO_MAP_VIEW (view), &x, &y));
  g_assert_cmpint (x, ==, x0 + 1);
  g_assert_cmpint (y, ==, y0 + 1);
  press (window, "space");
  g_assert_cmpint (last_placement (window)->x, ==, x);
  g_assert_cmpint (last_placement (window)->y, ==, y);
  g_assert_true (last_placement (window)->locked);

  gtk_widget_activate_action (page, "map.tool", "s", "erase");
  gtk_widget_grab_focus (view);
  placements = kept_map (window)->placements->len;
  empty = count_empty (window);
  pf_studio_map_view_set_cursor (PF_STUDIO_MAP_VIEW (view), 0, 0);
  press (window, "shift+Right");
  press (window, "shift+Down");
  press (window, "space");
  g_assert_cmpuint (count_empty (window), >=, empty + 4);
  g_assert_cmpuint (kept_map (window)->placements->len, <, placements);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Locked tiles are drawn with a mark: the view's picture changes when a
 * rectangle is locked, and again when it is unlocked. */
static void
test_locked_mark (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  GtkWidget *page = open_map_page (window);
  GtkWidget *view = pf_studio_map_page_get_canvas (PF_STUDIO_MAP_PAGE (page));
  cairo_surface_t *plain, *marked, *unmarked;

  studio_test_wait_frames (2);
  plain = studio_test_render_widget (view);
  gtk_widget_activate_action (page, "map.lock", "(iiii)", 0, 0, 8, 6);
  studio_test_wait_frames (2);
  marked = studio_test_render_widget (view);
  gtk_widget_activate_action (page, "map.unlock", "(iiii)", 0, 0, 8, 6);
  studio_test_wait_frames (2);
  unmarked = studio_test_render_widget (view);

  cairo_surface_flush (plain);
  cairo_surface_flush (marked);
  cairo_surface_flush (unmarked);
  g_assert_cmpint (cairo_image_surface_get_height (plain), >, 0);
  g_assert_true (memcmp (cairo_image_surface_get_data (plain),
                         cairo_image_surface_get_data (marked),
                         (gsize) cairo_image_surface_get_stride (plain) *
                         cairo_image_surface_get_height (plain)) != 0);
  g_assert_true (memcmp (cairo_image_surface_get_data (plain),
                         cairo_image_surface_get_data (unmarked),
                         (gsize) cairo_image_surface_get_stride (plain) *
                         cairo_image_surface_get_height (plain)) == 0);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (marked);
  cairo_surface_destroy (unmarked);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every key of the map page is in the shortcuts window. */
static void
test_shortcuts_listed (void)
{
  PfStudioWindow *window = studio_test_open_example (1280, 800);
  GtkWidget *page = open_map_page (window);

  g_assert_cmpuint (studio_test_assert_shortcuts_listed (page, "map."), >=, 15);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/map-tools/keys", test_keys);
  g_test_add_func ("/ui/map-tools/edit-and-undo", test_edit_and_undo);
  g_test_add_func ("/ui/map-tools/refused", test_refused);
  g_test_add_func ("/ui/map-tools/gestures", test_gestures);
  g_test_add_func ("/ui/map-tools/locked-mark", test_locked_mark);
  g_test_add_func ("/ui/map-tools/shortcuts-listed", test_shortcuts_listed);
  return g_test_run ();
}

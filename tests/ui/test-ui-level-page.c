/* test-ui-level-page.c: the triangle level editor page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "pf-studio-count.h"
#include "pf-studio-level-histogram.h"
#include "pf-studio-level-page-private.h"
#include "pf-studio-tri-canvas.h"
#include "studio-test.h"
#include "pf-studio-window.h"
#include "pf-tri-level-edit.h"
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

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
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

static PfTriLevel *
first_level_in (PfStudioWindow *window,
                const char     *id)
{
  return pf_tri_pack_find_level (g_ptr_array_index (pf_project_get_packs (
                                   studio_test_project (window)), 0), id);
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

/* Another level opens with the side panel at its top, its figures in view. */
static void
test_panel_starts_at_top (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioLevelPage *page;
  GtkAdjustment *down;

  studio_test_select (window, "level:starter/level-12");
  studio_test_wait_frames (5);
  page = PF_STUDIO_LEVEL_PAGE (pf_studio_window_get_page (window));
  down = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (page->panel));
  g_assert_cmpfloat (gtk_adjustment_get_upper (down), >, gtk_adjustment_get_page_size (down));
  gtk_adjustment_set_value (down, gtk_adjustment_get_upper (down));
  g_assert_cmpfloat (gtk_adjustment_get_value (down), >, 0);
  studio_test_select (window, "level:starter/level-13");
  studio_test_wait_frames (5);
  g_assert_true (PF_STUDIO_LEVEL_PAGE (pf_studio_window_get_page (window)) == page);
  g_assert_cmpfloat (gtk_adjustment_get_value (down), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* With the solution stepped through in wall mode, a press first brings the
 * start back into view and paints nothing there. */
static void
test_edit_after_steps (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  gboolean done = FALSE;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  guint triangle = first_floor_triangle (level);
  guint64 start;

  g_signal_connect (page, "analyzed", G_CALLBACK (on_analyzed), &done);
  pf_studio_level_page_analyze (page);
  while (!done && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (done);
  pf_studio_level_page_set_mode (page, PF_STUDIO_LEVEL_MODE_WALL);
  start = pf_studio_level_page_get_state (page);
  gtk_widget_activate_action (GTK_WIDGET (page), "level.step-forward", NULL);
  g_assert_cmpuint (pf_studio_level_page_get_state (page), !=, start);

  pf_studio_level_page_click (page, triangle, FALSE);
  g_assert_cmpuint (pf_studio_level_page_get_state (page), ==, start);
  g_assert_false (pf_tri_mask_get (&first_level (window)->walls, triangle));
  g_assert_false (studio_test_modified (window));
  /* The next press edits, at the start. */
  pf_studio_level_page_click (page, triangle, FALSE);
  g_assert_true (pf_tri_mask_get (&first_level (window)->walls, triangle));
  gtk_window_destroy (GTK_WINDOW (window));
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
  /* Figures are derived data: they do not make the project unsaved. */
  g_assert_false (studio_test_modified (window));

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

/* How many pixels differ between two renderings of one widget. */
static guint
count_changed (cairo_surface_t *a,
               cairo_surface_t *b)
{
  const guint32 *pa = (const guint32 *) cairo_image_surface_get_data (a);
  const guint32 *pb = (const guint32 *) cairo_image_surface_get_data (b);
  int stride = cairo_image_surface_get_stride (a) / 4;
  guint changed = 0;

  g_assert_cmpint (cairo_image_surface_get_width (a), ==, cairo_image_surface_get_width (b));
  g_assert_cmpint (cairo_image_surface_get_height (a), ==, cairo_image_surface_get_height (b));
  for (int y = 0; y < cairo_image_surface_get_height (a); y++)
    for (int x = 0; x < cairo_image_surface_get_width (a); x++)
      changed += pa[y * stride + x] != pb[y * stride + x];
  return changed;
}

static void
analyze_and_wait (PfStudioLevelPage *page)
{
  gboolean done = FALSE;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  gulong handler = g_signal_connect (page, "analyzed", G_CALLBACK (on_analyzed), &done);

  gtk_widget_activate_action (GTK_WIDGET (page), "level.analyze", NULL);
  while (!done && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (done);
  g_signal_handler_disconnect (page, handler);
  studio_test_wait_frames (3);
}

/* Whether @widget is a shown button (or toggle button) whose label, without
 * its mnemonic, is @label. */
static gboolean
is_button (GtkWidget  *widget,
           const char *label)
{
  g_autofree char *plain = NULL;
  char *underline;

  if (!GTK_IS_BUTTON (widget) || gtk_button_get_label (GTK_BUTTON (widget)) == NULL ||
      !gtk_widget_get_mapped (widget))
    return FALSE;
  plain = g_strdup (gtk_button_get_label (GTK_BUTTON (widget)));
  underline = strchr (plain, '_');
  if (underline != NULL)
    memmove (underline, underline + 1, strlen (underline));
  return g_str_equal (plain, label);
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = is_button (child, label) ? child : find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static guint
count_buttons (GtkWidget  *widget,
               const char *label)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += is_button (child, label) + count_buttons (child, label);
  return n;
}

static gboolean
live_figures_ready (gpointer data)
{
  PfStudioLevelPage *page = data;

  return !pf_studio_level_page_is_busy (page) &&
         pf_tri_session_get_analysis (pf_studio_level_page_get_session (page)) != NULL;
}

/* The moves overlay draws its arrows and its legend from the figures the
 * page works out by itself, with no Analyze press. */
static void
test_moves_overlay (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  GtkWidget *canvas = pf_studio_level_page_get_canvas (page);
  GtkWidget *legend = GTK_WIDGET (studio_test_find_label (GTK_WIDGET (page), "Nearer the goal"));
  cairo_surface_t *plain, *with_arrows;
  guint changed;

  g_assert_true (studio_test_wait_for (live_figures_ready, page));
  studio_test_wait_frames (3);
  plain = studio_test_render_widget (canvas);
  g_assert_nonnull (legend);
  g_assert_false (gtk_widget_is_visible (legend));

  gtk_widget_activate_action (GTK_WIDGET (page), "level.overlay", "s", "moves");
  g_assert_cmpint (pf_studio_level_page_get_overlay (page), ==, PF_TRI_OVERLAY_MOVES);
  studio_test_wait_frames (20);
  /* No note offers an analysis: the panel's button is the only one. */
  g_assert_cmpuint (count_buttons (GTK_WIDGET (page), "Analyze"), ==, 1);
  g_assert_true (gtk_widget_is_visible (legend));
  with_arrows = studio_test_render_widget (canvas);
  changed = count_changed (plain, with_arrows);
  g_test_message ("%u pixels changed by the overlay", changed);
  g_assert_cmpuint (changed, >, 200);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (with_arrows);

  /* PF_SCREENSHOT_HOLD keeps it on screen for an outside screenshot. */
  if (g_getenv ("PF_SCREENSHOT_HOLD") != NULL)
    studio_test_wait_frames (50 * atoi (g_getenv ("PF_SCREENSHOT_HOLD")));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The colour of canvas pixel (@x, @y) as 0xRRGGBB. */
static guint32
canvas_pixel (GtkWidget *canvas,
              double     x,
              double     y)
{
  cairo_surface_t *surface = studio_test_render_widget (canvas);
  const guint32 *pixels = (const guint32 *) cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface) / 4;
  guint32 pixel = pixels[(int) y * stride + (int) x] & 0xffffff;

  cairo_surface_destroy (surface);
  return pixel;
}

static gboolean
near_colour (guint32 pixel,
             int     r,
             int     g,
             int     b)
{
  return ABS ((int) (pixel >> 16 & 255) - r) <= 24 && ABS ((int) (pixel >> 8 & 255) - g) <= 24 &&
         ABS ((int) (pixel & 255) - b) <= 24;
}

/* The middle of the arrow of @move from @state, on the canvas. */
static void
arrow_middle (PfStudioTriCanvas *canvas,
              const PfTriLevel  *level,
              const PfTriRules  *rules,
              guint64            state,
              const PfTriMove   *move,
              double            *x,
              double            *y)
{
  const PfTriBlock *b = &level->blocks[move->block];
  guint tris[PF_TRI_COUNT];
  double ux = 0, uy = 0, ax, ay;

  g_assert_true (pf_tri_block_triangles (b->axis, pf_tri_rules_block_first (rules, state,
                                                                             move->block),
                                         b->length, tris));
  for (guint k = 0; k < b->length; k++)
    {
      double cx, cy;

      pf_tri_centroid (tris[k], &cx, &cy);
      ux += cx / b->length;
      uy += cy / b->length;
    }
  pf_tri_axis_vector (b->axis, &ax, &ay);
  ux += ax * move->dir * move->steps * 0.6;
  uy += ay * move->dir * move->steps * 0.6;
  pf_tri_view_to_screen (pf_studio_tri_canvas_get_view (canvas), ux, uy, x, y);
}

/* From a position one step into the solution, the solution overlay draws
 * the next move from there, not the first move from the start. */
static void
test_solution_overlay (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  PfStudioTriCanvas *canvas = PF_STUDIO_TRI_CANVAS (pf_studio_level_page_get_canvas (page));
  g_autoptr(PfTriRules) rules = NULL;
  g_autoptr(PfTriSolution) solution = NULL;
  PfTriMove first, second, next;
  guint64 start, stepped;
  double x, y;

  studio_test_select (window, "level:starter/level-12");
  level = pf_tri_pack_find_level (g_ptr_array_index (pf_project_get_packs (
                                    studio_test_project (window)), 0), "level-12");
  rules = pf_tri_rules_new (level, NULL);
  solution = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL, NULL,
                                  NULL);
  g_assert_cmpint (solution->status, ==, PF_TRI_SOLVE_SOLVED);
  g_assert_cmpuint (solution->solution->len, >=, 2);

  gtk_widget_activate_action (GTK_WIDGET (page), "level.overlay", "s", "solution");
  g_assert_true (studio_test_wait_for (live_figures_ready, page));
  start = pf_studio_level_page_get_state (page);
  g_assert_true (pf_studio_level_page_get_next_move (page, &first));

  gtk_widget_activate_action (GTK_WIDGET (page), "level.step-forward", NULL);
  stepped = pf_studio_level_page_get_state (page);
  g_assert_cmpuint (stepped, !=, start);
  g_assert_true (pf_studio_level_page_get_next_move (page, &second));
  {
    guint64 after;

    /* The move shown leads on from the stepped position, one nearer. */
    g_assert_true (pf_tri_rules_apply (rules, start, &first, &after));
    g_assert_cmpuint (after, ==, stepped);
  }
  studio_test_wait_frames (3);

  /* Its arrow is drawn where the blocks are now; the first move's arrow,
   * from the start, is gone. */
  arrow_middle (canvas, level, rules, stepped, &second, &x, &y);
  g_assert_true (near_colour (canvas_pixel (GTK_WIDGET (canvas), x, y), 0, 115, 179));
  arrow_middle (canvas, level, rules, start, &first, &x, &y);
  g_assert_false (near_colour (canvas_pixel (GTK_WIDGET (canvas), x, y), 0, 115, 179));

  /* Off the solution's path, the way on comes from the analysis. */
  {
    PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
    guint n = pf_tri_rules_successors (rules, start, edges);
    guint64 after;

    gtk_widget_activate_action (GTK_WIDGET (page), "level.reset", NULL);
    for (guint e = 0; e < n; e++)
      if (edges[e].state != stepped)
        {
          pf_studio_level_page_play_move (page, &edges[e].move);
          break;
        }
    g_assert_true (pf_studio_level_page_get_next_move (page, &next));
    g_assert_true (pf_tri_rules_apply (rules, pf_studio_level_page_get_state (page), &next,
                                       &after));
  }
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

static void
collect_triangle (guint    triangle,
                  gpointer user_data)
{
  g_array_append_val ((GArray *) user_data, triangle);
}

static gboolean
same_view (const PfTriView *a,
           const PfTriView *b)
{
  return a->scale == b->scale && a->x0 == b->x0 && a->y0 == b->y0;
}

/* A fast stroke that opens floor into the wall around the level grows the
 * level; the view stays put while it does, and every triangle the stroke
 * crossed is painted. Fit, and a new window size, fit the view again. */
static void
test_steady_canvas (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  PfStudioTriCanvas *canvas = PF_STUDIO_TRI_CANVAS (pf_studio_level_page_get_canvas (page));
  const PfTriView *view = pf_studio_tri_canvas_get_view (canvas);
  PfTriView before = *view, fitted;
  g_autoptr(GArray) crossed = g_array_new (FALSE, FALSE, sizeof (guint));
  guint start = PF_TRI_COUNT, walls_crossed = 0;
  PfTriMask walls = level->walls;
  double sx, sy, ex, ey, ux0, uy0, ux1, uy1;

  g_assert_cmpfloat (before.scale, >, 1.0);

  /* From the floor triangle nearest the board's top-left, up and left
   * into the wall, all in one pointer motion. */
  for (guint t = 0; t < PF_TRI_COUNT && start == PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&level->walls, t) && pf_tri_level_block_at (level, t) < 0)
      start = t;
  g_assert_cmpuint (start, <, PF_TRI_COUNT);
  pf_tri_centroid (start, &ux0, &uy0);
  ux1 = ux0 - 2.2;
  uy1 = uy0 - 2.5 * 0.866;
  pf_tri_view_to_screen (view, ux0, uy0, &sx, &sy);
  pf_tri_view_to_screen (view, ux1, uy1, &ex, &ey);
  pf_tri_trace_segment (ux0, uy0, ux1, uy1, collect_triangle, crossed);
  for (guint i = 0; i < crossed->len; i++)
    walls_crossed += pf_tri_mask_get (&level->walls, g_array_index (crossed, guint, i));
  g_assert_cmpuint (walls_crossed, >=, 3);

  pf_studio_level_page_set_mode (page, PF_STUDIO_LEVEL_MODE_WALL);
  pf_studio_tri_canvas_pointer_down (canvas, sx, sy, GDK_BUTTON_SECONDARY);
  pf_studio_tri_canvas_pointer_move (canvas, ex, ey);
  studio_test_wait_frames (3);
  g_assert_true (same_view (view, &before));
  pf_studio_tri_canvas_pointer_up (canvas);
  studio_test_wait_frames (3);
  g_assert_true (same_view (view, &before));

  /* Every triangle on the way is floor now, and the level grew: a fit
   * would show it differently. */
  level = first_level (window);
  for (guint i = 0; i < crossed->len; i++)
    g_assert_false (pf_tri_mask_get (&level->walls, g_array_index (crossed, guint, i)));
  pf_tri_view_fit (&fitted, level, gtk_widget_get_width (GTK_WIDGET (canvas)),
                   gtk_widget_get_height (GTK_WIDGET (canvas)));
  g_assert_false (same_view (&fitted, &before));

  /* The stroke is one undo step, and undoing it does not move the view. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (memcmp (&first_level (window)->walls, &walls, sizeof walls) == 0);
  g_assert_true (same_view (view, &before));

  /* Zoom, then Fit. */
  gtk_widget_activate_action (GTK_WIDGET (page), "level.zoom-in", NULL);
  g_assert_cmpfloat (view->scale, >, before.scale);
  gtk_widget_activate_action (GTK_WIDGET (page), "level.fit", NULL);
  g_assert_true (same_view (view, &before));

  /* A new window size fits the level to the new canvas. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  for (int i = 0; i < 100 && same_view (view, &before); i++)
    studio_test_wait_frames (1);
  g_assert_false (same_view (view, &before));
  pf_tri_view_fit (&fitted, first_level (window), gtk_widget_get_width (GTK_WIDGET (canvas)),
                   gtk_widget_get_height (GTK_WIDGET (canvas)));
  g_assert_true (same_view (view, &fitted));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
assert_meta (const PfTriLevel *level,
             const char       *title,
             const char       *author,
             const char       *notes)
{
  g_assert_cmpstr (level->meta.title, ==, title);
  g_assert_cmpstr (level->meta.author, ==, author);
  g_assert_cmpstr (level->meta.notes, ==, notes);
}

/* Title, author and notes are typed on the page; leaving the fields keeps
 * all three as one undo step, and the figures stay. */
static void
test_details (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  GtkWidget *title = studio_test_find_row (GTK_WIDGET (page), "Title");
  GtkWidget *author = studio_test_find_row (GTK_WIDGET (page), "Author");
  GtkWidget *notes = studio_test_find_type (GTK_WIDGET (page), GTK_TYPE_TEXT_VIEW);
  g_autofree char *old_title = g_strdup (level->meta.title);
  g_autofree char *old_author = g_strdup (level->meta.author);
  g_autofree char *old_notes = g_strdup (level->meta.notes);
  PfTriFigures figures = level->figures;
  const char *new_notes = "First line.\nSecond line, for the players.";

  g_assert_nonnull (title);
  g_assert_nonnull (author);
  g_assert_nonnull (notes);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (title)), ==, old_title);
  g_assert_cmpint (figures.moves, >, 0);

  /* Typing marks the window's title unsaved at once, before the project
   * has it; typed back as it was, the mark goes. */
  g_assert_false (gtk_window_get_title (GTK_WINDOW (window))[0] == '*');
  gtk_widget_grab_focus (notes);
  gtk_text_buffer_insert_at_cursor (gtk_text_view_get_buffer (GTK_TEXT_VIEW (notes)), "x", -1);
  g_assert_true (gtk_window_get_title (GTK_WINDOW (window))[0] == '*');
  g_assert_false (studio_test_modified (window));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (notes)),
                            old_notes != NULL ? old_notes : "", -1);
  g_assert_false (gtk_window_get_title (GTK_WINDOW (window))[0] == '*');

  gtk_widget_grab_focus (title);
  gtk_editable_set_text (GTK_EDITABLE (title), "  Around the bend ");
  gtk_widget_grab_focus (author);
  gtk_editable_set_text (GTK_EDITABLE (author), "A. Designer");
  gtk_widget_grab_focus (notes);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (notes)), new_notes, -1);
  /* Nothing is kept while the focus moves between the fields. */
  assert_meta (first_level (window), old_title, old_author, old_notes);

  gtk_widget_grab_focus (pf_studio_level_page_get_canvas (page));
  studio_test_wait_frames (2);
  assert_meta (first_level (window), "Around the bend", "A. Designer", new_notes);
  g_assert_true (pf_tri_figures_equal (&first_level (window)->figures, &figures));
  g_assert_true (studio_test_modified (window));

  /* One undo takes all three back, one redo brings them again. */
  studio_test_activate (window, "undo", NULL);
  assert_meta (first_level (window), old_title, old_author, old_notes);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (title)), ==, old_title);
  studio_test_activate (window, "redo", NULL);
  assert_meta (first_level (window), "Around the bend", "A. Designer", new_notes);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (author)), ==, "A. Designer");

  /* Typed but not yet kept, then another level is selected: the text goes
   * to the level it was typed for. */
  gtk_widget_grab_focus (author);
  gtk_editable_set_text (GTK_EDITABLE (author), "Someone else");
  studio_test_select (window, "level:starter/level-02");
  g_assert_cmpstr (first_level (window)->meta.author, ==, "Someone else");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (author)), !=, "Someone else");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* After an analysis the distance chart is drawn beside the figures: one bar
 * per distance, adding up to the reachable states. */
static void
test_histogram (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  GtkWidget *chart = studio_test_find_type (GTK_WIDGET (page), PF_STUDIO_TYPE_LEVEL_HISTOGRAM);
  PfStudioLevelHistogram *histogram = PF_STUDIO_LEVEL_HISTOGRAM (chart);
  graphene_rect_t bounds;
  guint drawn;

  /* The chart comes with the figures the page works out by itself. */
  studio_test_select (window, "level:starter/level-08");
  level = pf_tri_pack_find_level (g_ptr_array_index (pf_project_get_packs (
                                    studio_test_project (window)), 0), "level-08");
  g_assert_true (studio_test_wait_for (live_figures_ready, page));
  studio_test_wait_frames (3);
  g_assert_true (gtk_widget_get_mapped (chart));
  g_assert_cmpint (level->figures.max_distance, >, 2);
  g_assert_cmpuint (pf_studio_level_histogram_get_n_bars (histogram), ==,
                    level->figures.max_distance + 1);
  g_assert_cmpuint (pf_studio_level_histogram_get_total (histogram), ==,
                    level->figures.reachable);
  g_assert_cmpuint (pf_studio_level_histogram_get_bar (histogram, 0), ==,
                    level->figures.solved_states);
  g_assert_cmpint (pf_studio_level_histogram_bar_at (histogram, 3), ==, 0);
  g_assert_cmpint (pf_studio_level_histogram_bar_at (histogram,
                                                     gtk_widget_get_width (chart) - 3), ==,
                   level->figures.max_distance);

  /* It is drawn, inside the window, and beside the figures. */
  g_assert_true (gtk_widget_compute_bounds (chart, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.size.width, >=, 120);
  g_assert_cmpfloat (bounds.size.height, >=, 90);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=,
                     gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                     gtk_widget_get_height (GTK_WIDGET (window)));
  drawn = studio_test_count_drawn_pixels (chart);
  g_test_message ("%u pixels drawn in the chart", drawn);
  g_assert_cmpuint (drawn, >, bounds.size.width * bounds.size.height / 20);

  /* Another level charts its own states; back on this one, its analysis is
   * still there, without a new one. */
  studio_test_select (window, "level:starter/level-09");
  g_assert_true (studio_test_wait_for (live_figures_ready, page));
  studio_test_wait_frames (3);
  g_assert_cmpuint (pf_studio_level_histogram_get_total (histogram), !=,
                    level->figures.reachable);
  studio_test_select (window, "level:starter/level-08");
  g_assert_false (pf_studio_level_page_is_busy (page));
  studio_test_wait_frames (3);
  g_assert_true (gtk_widget_get_visible (chart));
  g_assert_cmpuint (pf_studio_level_histogram_get_total (histogram), ==,
                    level->figures.reachable);

  /* An edit of the puzzle takes the chart away at once: it belonged to the
   * old one. Undo brings the old puzzle back, and its chart, with no new
   * analysis. */
  pf_studio_level_page_set_mode (page, PF_STUDIO_LEVEL_MODE_WALL);
  pf_studio_level_page_click (page, first_floor_triangle (level), FALSE);
  g_assert_true (pf_studio_level_page_is_busy (page));
  g_assert_cmpuint (pf_studio_level_histogram_get_n_bars (histogram), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (pf_studio_level_page_is_busy (page));
  studio_test_wait_frames (3);
  g_assert_true (gtk_widget_get_visible (chart));
  g_assert_cmpuint (pf_studio_level_histogram_get_total (histogram), ==,
                    first_level_in (window, "level-08")->figures.reachable);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Play mode counts moves, takes one back with its own undo (the project's
 * history is left alone), starts again with Home, and says when the level
 * is solved. */
static void
test_play (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  PfDocument *document = pf_studio_window_get_document (window);
  g_autoptr(PfTriRules) rules = NULL;
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
  PfTriMove next;
  guint64 start;
  gboolean could_undo;
  GtkWidget *banner;
  guint n;

  studio_test_select (window, "level:starter/level-02");
  level = pf_tri_pack_find_level (g_ptr_array_index (pf_project_get_packs (
                                    studio_test_project (window)), 0), "level-02");
  rules = pf_tri_rules_new (level, NULL);
  start = pf_tri_rules_get_start (rules);
  could_undo = pf_document_can_undo (document);
  gtk_widget_activate_action (GTK_WIDGET (page), "level.mode", "s", "play");
  g_assert_cmpuint (pf_studio_level_page_get_move_count (page), ==, 0);

  /* A move, taken back with the page's undo (Ctrl+Z in play mode). */
  n = pf_tri_rules_successors (rules, start, edges);
  g_assert_cmpuint (n, >, 0);
  g_assert_true (pf_studio_level_page_play_move (page, &edges[n - 1].move));
  g_assert_cmpuint (pf_studio_level_page_get_move_count (page), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (page), "level.undo-move", NULL);
  g_assert_cmpuint (pf_studio_level_page_get_move_count (page), ==, 0);
  g_assert_cmpuint (pf_studio_level_page_get_state (page), ==, start);
  g_assert_cmpint (pf_document_can_undo (document), ==, could_undo);
  g_assert_false (studio_test_modified (window));

  /* The solution stepped through (Page Down) is said to be the solution,
   * not the designer's solve. */
  analyze_and_wait (page);
  while (pf_studio_level_page_get_next_move (page, &next))
    gtk_widget_activate_action (GTK_WIDGET (page), "level.step-forward", NULL);
  g_assert_true (pf_tri_rules_is_solved (rules, pf_studio_level_page_get_state (page)));
  studio_test_wait_frames (20);
  g_assert_nonnull (studio_test_find_label (GTK_WIDGET (page),
                                            level->figures.moves == 1 ? "The solution: 1 move"
                                                                      : "The solution: 2 moves"));
  gtk_widget_activate_action (GTK_WIDGET (page), "level.reset", NULL);

  /* Solved by the optimal moves: plain to see, and Home plays again. */
  while (pf_studio_level_page_get_next_move (page, &next))
    g_assert_true (pf_studio_level_page_play_move (page, &next));
  g_assert_true (pf_tri_rules_is_solved (rules, pf_studio_level_page_get_state (page)));
  g_assert_cmpuint (pf_studio_level_page_get_move_count (page), ==, level->figures.moves);
  studio_test_wait_frames (20);
  banner = GTK_WIDGET (studio_test_find_label (GTK_WIDGET (page),
                                               level->figures.moves == 1 ? "Solved in 1 move!"
                                                                         : "Solved in 2 moves!"));
  g_assert_nonnull (banner);
  g_assert_true (gtk_widget_is_visible (banner));
  g_assert_true (gtk_revealer_get_child_revealed (
                   GTK_REVEALER (gtk_widget_get_ancestor (banner, GTK_TYPE_REVEALER))));
  g_assert_nonnull (studio_test_find_label (GTK_WIDGET (page), "That is the optimum."));

  gtk_widget_activate_action (GTK_WIDGET (page), "level.reset", NULL);
  g_assert_cmpuint (pf_studio_level_page_get_move_count (page), ==, 0);
  g_assert_cmpuint (pf_studio_level_page_get_state (page), ==, start);
  g_assert_false (gtk_revealer_get_reveal_child (
                    GTK_REVEALER (gtk_widget_get_ancestor (banner, GTK_TYPE_REVEALER))));

  /* Out of play mode the page's undo stands aside for the window's. */
  gtk_widget_activate_action (GTK_WIDGET (page), "level.step-forward", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "level.mode", "s", "wall");
  gtk_widget_activate_action (GTK_WIDGET (page), "level.step-forward", NULL);
  g_assert_cmpuint (pf_studio_level_page_get_move_count (page), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (page), "level.undo-move", NULL);
  g_assert_cmpuint (pf_studio_level_page_get_move_count (page), ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
moves_made_is_zero (gpointer page)
{
  return pf_studio_level_page_get_move_count (page) == 0;
}

static gboolean
no_move_toast_shown (gpointer window)
{
  return studio_test_find_label (GTK_WIDGET (window), "No move to take back") != NULL;
}

static gboolean
nothing_to_undo (gpointer document)
{
  return !pf_document_can_undo (document);
}

/* A player pressing Ctrl+Z to get back to the start must not, one press
 * too many, undo the designer's last edit: in play mode the key stops at
 * the start. Out of play mode it undoes the edit again. */
static void
test_play_undo_stops_at_start (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window;
  PfDocument *document;
  g_autoptr(PfTriRules) rules = NULL;
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
  guint triangle, n;

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = open_first_level (&page, &level);
  document = pf_studio_window_get_document (window);
  studio_test_select (window, "level:starter/level-02");
  level = first_level_in (window, "level-02");
  triangle = first_floor_triangle (level);
  pf_studio_level_page_set_mode (page, PF_STUDIO_LEVEL_MODE_WALL);
  pf_studio_level_page_click (page, triangle, FALSE);
  level = first_level_in (window, "level-02");
  g_assert_true (pf_tri_mask_get (&level->walls, triangle));

  gtk_widget_activate_action (GTK_WIDGET (page), "level.mode", "s", "play");
  rules = pf_tri_rules_new (level, NULL);
  n = pf_tri_rules_successors (rules, pf_tri_rules_get_start (rules), edges);
  g_assert_cmpuint (n, >, 0);
  g_assert_true (pf_studio_level_page_play_move (page, &edges[0].move));
  gtk_widget_grab_focus (pf_studio_level_page_get_canvas (page));

  studio_test_press_key (GTK_WIDGET (window), "ctrl+z");
  g_assert_true (studio_test_wait_for (moves_made_is_zero, page));
  studio_test_press_key (GTK_WIDGET (window), "ctrl+z");
  g_assert_true (studio_test_wait_for (no_move_toast_shown, window));
  level = first_level_in (window, "level-02");
  g_assert_true (pf_tri_mask_get (&level->walls, triangle));
  g_assert_true (pf_document_can_undo (document));

  gtk_widget_activate_action (GTK_WIDGET (page), "level.mode", "s", "wall");
  gtk_widget_grab_focus (pf_studio_level_page_get_canvas (page));
  studio_test_press_key (GTK_WIDGET (window), "ctrl+z");
  g_assert_true (studio_test_wait_for (nothing_to_undo, document));
  g_assert_false (pf_tri_mask_get (&first_level_in (window, "level-02")->walls, triangle));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* In block mode a block is dragged along its band, as far as it fits, as
 * one undo step; the axis of new blocks is chosen by an action. */
static void
test_block_mode (void)
{
  PfStudioLevelPage *page;
  PfTriLevel *level;
  PfStudioWindow *window = open_first_level (&page, &level);
  PfStudioTriCanvas *canvas = PF_STUDIO_TRI_CANVAS (pf_studio_level_page_get_canvas (page));
  const PfTriView *view = pf_studio_tri_canvas_get_view (canvas);
  guint b = level->n_blocks, first, farthest, n_blocks = level->n_blocks;
  double cx, cy, sx, sy, ax, ay;
  PfTriBlock probe;

  for (guint i = 0; i < level->n_blocks && b == level->n_blocks; i++)
    {
      guint next;

      probe = level->blocks[i];
      if (!probe.key && pf_tri_step_next (probe.axis, probe.first, TRUE, &next))
        {
          probe.first = next;
          if (pf_tri_level_block_fits (level, &probe, i))
            b = i;
        }
    }
  g_assert_cmpuint (b, <, level->n_blocks);
  first = level->blocks[b].first;

  /* Where the block can go forward: step by step while it fits. */
  probe = level->blocks[b];
  farthest = first;
  for (;;)
    {
      guint next;

      if (!pf_tri_step_next (probe.axis, probe.first, TRUE, &next))
        break;
      probe.first = next;
      if (!pf_tri_level_block_fits (level, &probe, b))
        break;
      farthest = next;
    }

  gtk_widget_activate_action (GTK_WIDGET (page), "level.mode", "s", "block");
  pf_tri_centroid (first, &cx, &cy);
  pf_tri_view_to_screen (view, cx, cy, &sx, &sy);
  pf_tri_axis_vector (level->blocks[b].axis, &ax, &ay);

  /* One step and a bit: one step. */
  pf_studio_tri_canvas_pointer_down (canvas, sx, sy, GDK_BUTTON_PRIMARY);
  pf_studio_tri_canvas_pointer_move (canvas, sx + ax * view->scale * 0.6,
                                     sy + ay * view->scale * 0.6);
  pf_studio_tri_canvas_pointer_move (canvas, sx + ax * view->scale * 1.2,
                                     sy + ay * view->scale * 1.2);
  pf_studio_tri_canvas_pointer_up (canvas);
  {
    guint next;

    g_assert_true (pf_tri_step_next (level->blocks[b].axis, first, TRUE, &next));
    g_assert_cmpuint (first_level (window)->blocks[b].first, ==, next);
  }
  g_assert_cmpuint (first_level (window)->n_blocks, ==, n_blocks);
  g_assert_true (pf_project_check (studio_test_project (window), "ui", NULL));

  /* One undo step puts it back. */
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (first_level (window)->blocks[b].first, ==, first);

  /* A long drag stops where the block stops fitting. */
  pf_studio_tri_canvas_pointer_down (canvas, sx, sy, GDK_BUTTON_PRIMARY);
  pf_studio_tri_canvas_pointer_move (canvas, sx + ax * view->scale * 20,
                                     sy + ay * view->scale * 20);
  pf_studio_tri_canvas_pointer_up (canvas);
  g_assert_cmpuint (first_level (window)->blocks[b].first, ==, farthest);
  g_assert_cmpint (first_level (window)->blocks[b].key, ==, FALSE);
  studio_test_activate (window, "undo", NULL);

  /* A click without a drag toggles the key. */
  pf_studio_tri_canvas_pointer_down (canvas, sx, sy, GDK_BUTTON_PRIMARY);
  pf_studio_tri_canvas_pointer_up (canvas);
  g_assert_cmpint (first_level (window)->blocks[b].key, ==, TRUE);
  g_assert_cmpuint (first_level (window)->blocks[b].first, ==, first);
  studio_test_activate (window, "undo", NULL);

  /* New blocks take the axis chosen. */
  gtk_widget_activate_action (GTK_WIDGET (page), "level.axis", "s", "v");
  pf_studio_level_page_click (page, first_floor_triangle (first_level (window)), FALSE);
  level = first_level (window);
  g_assert_cmpuint (level->n_blocks, ==, n_blocks + 1);
  g_assert_cmpint (level->blocks[n_blocks].axis, ==, PF_TRI_AXIS_V);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
assert_inside (GtkWidget  *widget,
               GtkWidget  *window,
               const char *what)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  g_test_message ("%s: %.0f,%.0f %.0f x %.0f", what, bounds.origin.x, bounds.origin.y,
                  bounds.size.width, bounds.size.height);
  if (bounds.origin.x < 0 || bounds.origin.y < 0 ||
      bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) ||
      bounds.origin.y + bounds.size.height > gtk_widget_get_height (window))
    g_error ("%s lies outside the window", what);
}

/* At 1024 x 700 every control of the page lies inside the window and the
 * canvas keeps a useful size, with the panel and without it. */
static void
test_usable_at_1024 (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioLevelPage *page;
  GtkWidget *canvas;
  const char *names[] = { "Wall", "Goal", "Block", "Play", "Analyze" };
  int width_with_panel;

  studio_test_select (window, "level:starter/level-12");
  page = PF_STUDIO_LEVEL_PAGE (pf_studio_window_get_page (window));
  canvas = pf_studio_level_page_get_canvas (page);
  /* Analyze shows once the live figures are in: on a loaded machine they
   * may take longer than a few frames. */
  g_assert_true (studio_test_wait_for (live_figures_ready, page));
  studio_test_wait_frames (5);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1024);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkWidget *button = find_button (GTK_WIDGET (page), names[i]);

      g_assert_nonnull (button);
      assert_inside (button, GTK_WIDGET (window), names[i]);
    }
  assert_inside (canvas, GTK_WIDGET (window), "canvas");
  g_assert_cmpint (gtk_widget_get_width (canvas), >=, 300);
  g_assert_cmpint (gtk_widget_get_height (canvas), >=, 450);
  width_with_panel = gtk_widget_get_width (canvas);

  /* A toast comes up from the bottom, over the canvas of a narrow window:
   * it leaves the zoom buttons free. */
  {
    GtkWidget *zoom = studio_test_find_shown_action (GTK_WIDGET (page), "level.zoom-in");
    GtkLabel *copied;
    graphene_rect_t zoom_bounds, toast_bounds;

    studio_test_activate (window, "copy-item", NULL);
    /* Once it has come all the way up */
    for (gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC; g_get_monotonic_time () < until;)
      g_main_context_iteration (NULL, FALSE);
    studio_test_wait_frames (2);
    copied = studio_test_find_label_starting (GTK_WIDGET (window), "Copied");
    g_assert_nonnull (copied);
    g_assert_nonnull (zoom);
    g_assert_true (gtk_widget_compute_bounds (zoom, GTK_WIDGET (window), &zoom_bounds));
    g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_parent (GTK_WIDGET (copied)),
                                              GTK_WIDGET (window), &toast_bounds));
    /* Above it, whatever the toast's width */
    g_assert_cmpfloat (zoom_bounds.origin.y + zoom_bounds.size.height, <, toast_bounds.origin.y);
  }

  /* Hiding the panel gives the canvas its room. */
  gtk_widget_activate_action (GTK_WIDGET (page), "level.show-panel", NULL);
  studio_test_wait_frames (5);
  g_assert_cmpint (gtk_widget_get_width (canvas), >=, width_with_panel + 250);
  gtk_widget_activate_action (GTK_WIDGET (page), "level.show-panel", NULL);
  studio_test_wait_frames (5);
  g_assert_cmpint (gtk_widget_get_width (canvas), ==, width_with_panel);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every shortcut of the page is in the shortcuts window. */
static void
test_shortcuts_listed (void)
{
  GtkWidget *page = g_object_ref_sink (pf_studio_level_page_new ());

  g_assert_cmpuint (studio_test_assert_shortcuts_listed (page, NULL), >=, 12);
  g_object_unref (page);
}

/* How many of @page's findings say a block can go. */
static guint
count_redundant (PfStudioLevelPage *page)
{
  const PfTriExplanation *explanation =
    pf_tri_session_get_explanation (pf_studio_level_page_get_session (page));

  return explanation != NULL ? explanation->redundant_blocks->len : 0;
}

/* A block that can go is taken away from its finding, as one edit that
 * undo puts back; the figures follow. */
static void
test_take_redundant_block_away (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioLevelPage *page;
  const PfTriLevel *level;
  GtkWidget *remove;
  PfTriBlock gone;
  guint n_blocks, block;

  studio_test_select (window, "level:starter/level-09");
  page = PF_STUDIO_LEVEL_PAGE (pf_studio_window_get_page (window));
  level = pf_tri_pack_find_level (g_ptr_array_index (pf_project_get_packs (
                                    studio_test_project (window)), 0), "level-09");
  g_assert_true (studio_test_wait_for (live_figures_ready, page));
  studio_test_wait_frames (3);
  g_assert_cmpuint (count_redundant (page), ==, 3);
  n_blocks = level->n_blocks;

  /* The first finding's button: its block, as the finding names it. */
  remove = studio_test_find_shown_action (GTK_WIDGET (page), "win.delete-block");
  g_assert_nonnull (remove);
  block = g_variant_get_uint32 (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (remove)));
  g_assert_cmpuint (block, ==, g_array_index (pf_tri_session_get_explanation (
                                 pf_studio_level_page_get_session (page))->redundant_blocks,
                                 guint, 0));
  /* While its finding has the focus, the canvas outlines the block it names. */
  {
    GtkWidget *panel = studio_test_find_type (GTK_WIDGET (page), PF_STUDIO_TYPE_LEVEL_PANEL);
    int pointed = -1;

    gtk_widget_grab_focus (remove);
    g_object_get (panel, "pointed-block", &pointed, NULL);
    g_assert_cmpint (pointed, ==, (int) block);
    gtk_window_set_focus (GTK_WINDOW (window), NULL);
    g_object_get (panel, "pointed-block", &pointed, NULL);
    g_assert_cmpint (pointed, ==, -1);
  }
  gone = level->blocks[block];
  g_signal_emit_by_name (remove, "clicked");
  g_assert_cmpuint (level->n_blocks, ==, n_blocks - 1);
  for (guint b = 0; b < level->n_blocks; b++)
    g_assert_false (level->blocks[b].axis == gone.axis && level->blocks[b].first == gone.first &&
                    level->blocks[b].length == gone.length);
  g_assert_true (studio_test_modified (window));
  g_assert_true (studio_test_wait_for (live_figures_ready, page));
  g_assert_cmpuint (count_redundant (page), ==, 2);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (level->n_blocks, ==, n_blocks);
  g_assert_true (studio_test_wait_for (live_figures_ready, page));
  g_assert_cmpuint (count_redundant (page), ==, 3);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Builds the English locale into @dir from the locale sources, for a
 * machine that has only C installed. */
static gboolean
build_english_locale (const char *dir)
{
  g_autofree char *out = g_build_filename (dir, "en_US.UTF-8", NULL);
  const char *argv[] = { "localedef", "-i", "en_US", "-f", "UTF-8", out, NULL };
  int status = -1;

  return g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH |
                       G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                       NULL, NULL, &status, NULL) &&
         g_spawn_check_wait_status (status, NULL);
}

/* Counts read as the designer's locale writes numbers: in English, the
 * states of "Two exits" as 127,258. */
static void
test_grouped_counts (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pf-locale-XXXXXX", NULL);
  g_autofree char *count = NULL, *unknown = NULL;
  PfStudioWindow *window;
  GtkWidget *page;
  const PfTriLevel *level;

  g_assert_nonnull (dir);
  if (!build_english_locale (dir))
    {
      g_test_skip ("localedef cannot build en_US.UTF-8 here (Debian's locales package)");
      return;
    }
  g_setenv ("LOCPATH", dir, TRUE);
  g_assert_nonnull (setlocale (LC_NUMERIC, "en_US.UTF-8"));

  count = pf_studio_format_count (127258);
  g_assert_cmpstr (count, ==, "127,258");
  unknown = pf_studio_format_count (-1);
  g_assert_cmpstr (unknown, ==, "—");

  window = studio_test_open_example (1024, 700);
  studio_test_select (window, "level:starter/level-15");
  studio_test_wait_frames (5);
  page = pf_studio_window_get_page (window);
  level = pf_tri_pack_find_level (g_ptr_array_index (pf_project_get_packs (
                                    studio_test_project (window)), 0), "level-15");
  g_assert_cmpint (level->figures.reachable, ==, 127258);
  g_assert_nonnull (studio_test_find_label (page, "127,258 states"));

  gtk_window_destroy (GTK_WINDOW (window));
  setlocale (LC_NUMERIC, "C");
  g_unsetenv ("LOCPATH");
  {
    g_autofree char *locale = g_build_filename (dir, "en_US.UTF-8", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (locale);
    g_autoptr(GFileEnumerator) files = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                                  G_FILE_QUERY_INFO_NONE, NULL, NULL);
    GFileInfo *info;

    while (files != NULL && (info = g_file_enumerator_next_file (files, NULL, NULL)) != NULL)
      {
        g_autofree char *path = g_build_filename (locale, g_file_info_get_name (info), NULL);

        g_remove (path);
        g_object_unref (info);
      }
    g_rmdir (locale);
    g_rmdir (dir);
  }
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/level-page/wall-edit-and-undo", test_wall_edit_and_undo);
  g_test_add_func ("/ui/level-page/blocks", test_blocks);
  g_test_add_func ("/ui/level-page/edit-after-steps", test_edit_after_steps);
  g_test_add_func ("/ui/level-page/panel-starts-at-top", test_panel_starts_at_top);
  g_test_add_func ("/ui/level-page/analyze-and-playback", test_analyze_and_playback);
  g_test_add_func ("/ui/level-page/moves-overlay", test_moves_overlay);
  g_test_add_func ("/ui/level-page/cancel", test_cancel);
  g_test_add_func ("/ui/level-page/steady-canvas", test_steady_canvas);
  g_test_add_func ("/ui/level-page/shortcuts-listed", test_shortcuts_listed);
  g_test_add_func ("/ui/level-page/details", test_details);
  g_test_add_func ("/ui/level-page/histogram", test_histogram);
  g_test_add_func ("/ui/level-page/solution-overlay", test_solution_overlay);
  g_test_add_func ("/ui/level-page/usable-at-1024", test_usable_at_1024);
  g_test_add_func ("/ui/level-page/play", test_play);
  g_test_add_func ("/ui/level-page/play-undo-stops-at-start", test_play_undo_stops_at_start);
  g_test_add_func ("/ui/level-page/block-mode", test_block_mode);
  g_test_add_func ("/ui/level-page/grouped-counts", test_grouped_counts);
  g_test_add_func ("/ui/level-page/take-redundant-block-away", test_take_redundant_block_away);
  return g_test_run ();
}

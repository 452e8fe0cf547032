/* test-ui-level-edit.c: a level built, refused, undone and saved through the window's actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here goes through the level edit actions of the window
 * (win.set-wall, win.set-goal, win.add-block, win.move-block, win.set-key,
 * win.delete-block), activated on the window's action group exactly as a
 * script does over the session bus, and what they did is read back from
 * the document. The page's own keys (overlay, axis) are pressed for real.
 */
#include "config.h"

#include <glib/gstdio.h>

#include <math.h>
#include <string.h>

#include "pf-studio-level-page.h"
#include "pf-studio-level-histogram.h"
#include "pf-studio-level-panel.h"
#include "pf-studio-tri-canvas.h"
#include "pf-tri-solver.h"
#include "studio-test.h"

/* Auxiliary methods */

static PfTriLevel *
selected_level (PfStudioWindow *window)
{
  PfItemPlace place;

  g_assert_true (pf_project_locate (studio_test_project (window),
                                    pf_studio_window_get_selected (window), &place));
  g_assert_cmpint (place.kind, ==, PF_ITEM_LEVEL);
  return place.item;
}

static void
activate (PfStudioWindow *window,
          const char     *name,
          GVariant       *parameter)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), name, parameter);
  studio_test_wait_frames (1);
}

/* The level's walls, goals and blocks, to see that a refusal changed nothing. */
static GBytes *
layout_of (const PfTriLevel *level)
{
  GByteArray *bytes = g_byte_array_new ();

  g_byte_array_append (bytes, (const guint8 *) &level->walls, sizeof level->walls);
  g_byte_array_append (bytes, (const guint8 *) &level->goals, sizeof level->goals);
  g_byte_array_append (bytes, (const guint8 *) &level->n_blocks, sizeof level->n_blocks);
  for (guint b = 0; b < level->n_blocks; b++)
    {
      guint fields[4] = { level->blocks[b].axis, level->blocks[b].first,
                          level->blocks[b].length, level->blocks[b].key };

      g_byte_array_append (bytes, (const guint8 *) fields, sizeof fields);
    }
  return g_byte_array_free_to_bytes (bytes);
}

static void
wait_until_saved (PfStudioWindow *window)
{
  for (int i = 0; i < 250 && studio_test_modified (window); i++)
    studio_test_wait_frames (1);
  g_assert_false (studio_test_modified (window));
}

/* The first floor triangle of @level with the U band's room for a block of
 * three and three more steps ahead of it, all floor and free. */
static guint
open_run (const PfTriLevel *level)
{
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      guint tris[PF_TRI_COUNT];
      gboolean free = pf_tri_block_triangles (PF_TRI_AXIS_U, t, 9, tris);

      for (guint k = 0; free && k < 9; k++)
        free = !pf_tri_mask_get (&level->walls, tris[k]) && pf_tri_level_block_at (level, tris[k]) < 0;
      if (free)
        return t;
    }
  g_assert_not_reached ();
}

/* Tests */

/* From a blank level to a solvable puzzle, with a refusal on the way, and
 * every edit undone back to the saved state. */
static void
test_build_a_level (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  g_autofree char *dir = g_dir_make_tmp ("pf-ui-level-edit-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "built.polyform.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(PfTriSolution) solution = NULL;
  PfTriLevel *level;
  guint first, goal_first, edits = 0;
  guint tris[PF_TRI_COUNT];

  /* A new level, made blank: no block, no goal. It is a draft, and stays
   * on screen as one. */
  studio_test_select (window, "pack:starter");
  studio_test_activate (window, "new-level", NULL);
  g_assert_true (PF_STUDIO_IS_LEVEL_PAGE (pf_studio_window_get_page (window)));
  activate (window, "delete-block", g_variant_new_uint32 (0));
  level = selected_level (window);
  g_assert_cmpuint (level->n_blocks, ==, 0);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (pf_tri_mask_get (&selected_level (window)->goals, t))
      activate (window, "set-goal", g_variant_new ("(ub)", t, FALSE));
  level = selected_level (window);
  g_assert_true (pf_tri_mask_count (&level->goals) == 0);
  {
    GtkWidget *panel = studio_test_find_type (pf_studio_window_get_page (window),
                                              PF_STUDIO_TYPE_LEVEL_PANEL);

    /* The page lists what the draft still needs: a key block, a goal. */
    studio_test_wait_frames (2);
    g_assert_cmpuint (pf_studio_level_panel_count_findings (PF_STUDIO_LEVEL_PANEL (panel)), ==, 2);
  }

  pf_document_set_file (pf_studio_window_get_document (window), file);
  studio_test_activate (window, "save", NULL);
  wait_until_saved (window);

  /* Open one more triangle of floor, at the room's edge. */
  {
    guint wall = PF_TRI_COUNT;

    for (guint t = 0; t < PF_TRI_COUNT && wall == PF_TRI_COUNT; t++)
      {
        guint nb;

        if (pf_tri_mask_get (&level->walls, t) && pf_tri_neighbour (t, 0, &nb) &&
            !pf_tri_mask_get (&level->walls, nb))
          wall = t;
      }
    g_assert_cmpuint (wall, <, PF_TRI_COUNT);
    activate (window, "set-wall", g_variant_new ("(ub)", wall, FALSE));
    edits++;
    g_assert_false (pf_tri_mask_get (&selected_level (window)->walls, wall));
    g_assert_true (studio_test_modified (window));
  }

  /* A key block, and the goal of its shape two steps ahead. */
  level = selected_level (window);
  first = open_run (level);
  activate (window, "add-block", g_variant_new ("(suub)", "u", first, 3, FALSE));
  edits++;
  level = selected_level (window);
  g_assert_cmpuint (level->n_blocks, ==, 1);
  g_assert_cmpuint (level->blocks[0].first, ==, first);
  g_assert_cmpuint (level->blocks[0].length, ==, 3);
  g_assert_false (level->blocks[0].key);

  activate (window, "set-key", g_variant_new ("(ub)", 0, TRUE));
  edits++;
  g_assert_true (selected_level (window)->blocks[0].key);

  goal_first = first + 2 * 3;
  g_assert_true (pf_tri_block_triangles (PF_TRI_AXIS_U, goal_first, 3, tris));
  for (guint k = 0; k < 3; k++)
    {
      activate (window, "set-goal", g_variant_new ("(ub)", tris[k], TRUE));
      edits++;
    }

  /* Slide the block one step forward: two steps from the goal now. */
  activate (window, "move-block", g_variant_new ("(ui)", 0, 1));
  edits++;
  g_assert_cmpuint (selected_level (window)->blocks[0].first, ==, first + 2);

  solution = pf_tri_solver_solve_level (selected_level (window), 0, NULL);
  g_assert_nonnull (solution);
  g_assert_cmpint (solution->status, ==, PF_TRI_SOLVE_SOLVED);
  g_assert_cmpint (solution->moves, ==, 1);
  g_assert_cmpint (solution->steps, ==, 2);

  /* Not allowed: a goal on a wall, a block over another, a slide into the
   * wall. Each changes nothing, records nothing, and says why. */
  before = layout_of (selected_level (window));
  {
    guint wall = 0;

    while (!pf_tri_mask_get (&selected_level (window)->walls, wall))
      wall++;
    activate (window, "set-goal", g_variant_new ("(ub)", wall, TRUE));
    g_assert_nonnull (pf_studio_window_get_last_refusal (window));
    g_assert_cmpstr (pf_studio_window_get_last_refusal (window), !=, "");
  }
  {
    g_autoptr(GBytes) after = layout_of (selected_level (window));

    g_assert_true (g_bytes_equal (before, after));
  }
  activate (window, "add-block", g_variant_new ("(suub)", "u", first + 2, 2, FALSE));
  g_assert_nonnull (pf_studio_window_get_last_refusal (window));
  activate (window, "move-block", g_variant_new ("(ui)", 0, -40));
  g_assert_nonnull (pf_studio_window_get_last_refusal (window));
  activate (window, "delete-block", g_variant_new_uint32 (7));
  g_assert_nonnull (pf_studio_window_get_last_refusal (window));
  {
    g_autoptr(GBytes) after = layout_of (selected_level (window));

    g_assert_true (g_bytes_equal (before, after));
  }

  /* Undo each edit: back at the saved state, the title's mark is gone. */
  for (guint i = 0; i < edits; i++)
    {
      g_assert_true (studio_test_modified (window));
      studio_test_activate (window, "undo", NULL);
    }
  g_assert_false (studio_test_modified (window));
  level = selected_level (window);
  g_assert_cmpuint (level->n_blocks, ==, 0);
  g_assert_true (pf_tri_mask_count (&level->goals) == 0);

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

/* Delete a level's only key block, save, and open the file again: the
 * level is a draft, and it and the rest of the project are all there. */
static void
test_draft_saves_and_opens (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  g_autofree char *dir = g_dir_make_tmp ("pf-ui-level-edit-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "draft.polyform.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  PfStudioWindow *again;
  guint n_items = pf_studio_window_count_items (window);
  PfTriLevel *level;
  int key = -1;

  studio_test_select (window, "level:starter/level-01");
  level = selected_level (window);
  for (guint b = 0; b < level->n_blocks; b++)
    if (level->blocks[b].key)
      key = (int) b;
  g_assert_cmpint (key, >=, 0);
  activate (window, "delete-block", g_variant_new_uint32 ((guint) key));
  level = selected_level (window);
  for (guint b = 0; b < level->n_blocks; b++)
    g_assert_false (level->blocks[b].key);

  pf_document_set_file (pf_studio_window_get_document (window), file);
  studio_test_activate (window, "save", NULL);
  wait_until_saved (window);
  g_assert_null (pf_studio_window_get_error (window));

  again = pf_studio_window_new (NULL, NULL);
  g_assert_true (pf_studio_window_load (again, file));
  g_assert_null (pf_studio_window_get_error (again));
  g_assert_cmpuint (pf_studio_window_count_items (again), ==, n_items);
  studio_test_select (again, "level:starter/level-01");
  g_assert_true (PF_STUDIO_IS_LEVEL_PAGE (pf_studio_window_get_page (again)));
  level = selected_level (again);
  g_assert_cmpuint (level->n_blocks, ==, selected_level (window)->n_blocks);

  gtk_window_destroy (GTK_WINDOW (again));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
figures_ready (gpointer data)
{
  PfStudioLevelPage *page = data;

  return !pf_studio_level_page_is_busy (page) &&
         pf_tri_session_get_analysis (pf_studio_level_page_get_session (page)) != NULL;
}

static void
count_analyses (PfTriSession *session,
                const GError *error,
                guint        *n)
{
  (*n)++;
}

/* Asserts that the level's cached figures are those of the real solver. */
static void
assert_figures_of (const PfTriLevel *level)
{
  g_autoptr(PfTriSolution) solution = pf_tri_solver_solve_level (level, 0, NULL);

  g_assert_nonnull (solution);
  if (solution->status == PF_TRI_SOLVE_SOLVED)
    {
      g_assert_cmpint (level->figures.moves, ==, solution->moves);
      g_assert_cmpint (level->figures.steps, ==, solution->steps);
    }
  else
    g_assert_cmpint (level->figures.moves, ==, -2);
  g_assert_cmpint (level->figures.reachable, >, 0);
}

/* The figures follow every edit with no Analyze press; a burst of edits
 * ends with the figures of the last one, after one analysis. */
static void
test_live_figures (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioLevelPage *page;
  PfTriSession *session;
  PfTriLevel *level;
  guint analyses = 0, painted = 0, moved;
  gulong handler;

  studio_test_select (window, "level:starter/level-07");
  page = PF_STUDIO_LEVEL_PAGE (pf_studio_window_get_page (window));
  session = pf_studio_level_page_get_session (page);
  g_assert_true (studio_test_wait_for (figures_ready, page));
  assert_figures_of (selected_level (window));

  /* One edit: a block slides one step. The figures go, and come back for
   * the level as it is now. */
  level = selected_level (window);
  for (moved = 0; moved < level->n_blocks; moved++)
    {
      g_autoptr(GBytes) before = layout_of (level);
      g_autoptr(GBytes) after = NULL;

      g_action_group_activate_action (G_ACTION_GROUP (window), "move-block",
                                      g_variant_new ("(ui)", moved, 1));
      after = layout_of (selected_level (window));
      if (!g_bytes_equal (before, after))
        break;
    }
  /* At once: the old figures are gone, the new ones on their way; the
   * panel shows "…" where the numbers were, none of the old ones. */
  g_assert_cmpint (selected_level (window)->figures.moves, ==, -1);
  g_assert_true (pf_studio_level_page_is_busy (page));
  g_assert_nonnull (studio_test_find_label (GTK_WIDGET (page), "…"));
  g_assert_true (studio_test_wait_for (figures_ready, page));
  g_assert_null (studio_test_find_label (GTK_WIDGET (page), "…"));
  assert_figures_of (selected_level (window));

  /* Slid back by another edit (not an undo), the level is one analysed
   * before: its figures come back from the session into the project too,
   * so the pack page, the sidebar and the saved file have them. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "move-block",
                                  g_variant_new ("(ui)", moved, -1));
  g_assert_true (studio_test_wait_for (figures_ready, page));
  g_assert_cmpint (selected_level (window)->figures.moves, >=, 0);
  assert_figures_of (selected_level (window));

  /* Twenty walls painted one after the other, as fast as they come. */
  handler = g_signal_connect (session, "analyzed", G_CALLBACK (count_analyses), &analyses);
  level = selected_level (window);
  for (guint t = 0; t < PF_TRI_COUNT && painted < 20; t++)
    {
      guint nb;

      if (!pf_tri_mask_get (&level->walls, t) && !pf_tri_mask_get (&level->goals, t) &&
          pf_tri_level_block_at (level, t) < 0 && pf_tri_neighbour (t, 0, &nb) &&
          pf_tri_mask_get (&level->walls, nb))
        {
          g_action_group_activate_action (G_ACTION_GROUP (window), "set-wall",
                                          g_variant_new ("(ub)", t, TRUE));
          level = selected_level (window);
          painted++;
        }
    }
  g_assert_cmpuint (painted, >, 5);
  g_assert_true (studio_test_wait_for (figures_ready, page));
  g_signal_handler_disconnect (session, handler);
  g_test_message ("%u walls painted, %u analyses finished", painted, analyses);
  g_assert_cmpuint (analyses, <=, 2);
  assert_figures_of (selected_level (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The outline of the triangle under the pointer belongs to the level it
 * was drawn on: showing another level takes it away. */
static void
test_hover_goes_with_the_level (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioLevelPage *page;
  PfStudioTriCanvas *canvas;
  PfTriLevel *level;
  guint triangle = PF_TRI_COUNT;
  double cx, cy, x, y;

  studio_test_select (window, "level:starter/level-04");
  page = PF_STUDIO_LEVEL_PAGE (pf_studio_window_get_page (window));
  canvas = PF_STUDIO_TRI_CANVAS (pf_studio_level_page_get_canvas (page));
  studio_test_wait_frames (5);
  level = selected_level (window);
  for (guint t = 0; t < PF_TRI_COUNT && triangle == PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&level->walls, t) && pf_tri_level_block_at (level, t) < 0)
      triangle = t;
  pf_tri_centroid (triangle, &cx, &cy);
  pf_tri_view_to_screen (pf_studio_tri_canvas_get_view (canvas), cx, cy, &x, &y);
  pf_studio_level_page_set_mode (page, PF_STUDIO_LEVEL_MODE_WALL);
  pf_studio_tri_canvas_pointer_down (canvas, x, y, GDK_BUTTON_PRIMARY);
  pf_studio_tri_canvas_pointer_move (canvas, x + 1, y);
  pf_studio_tri_canvas_pointer_up (canvas);
  g_assert_cmpint (pf_studio_tri_canvas_get_hover (canvas), ==, (int) triangle);

  studio_test_select (window, "level:starter/level-05");
  g_assert_cmpint (pf_studio_tri_canvas_get_hover (canvas), ==, -1);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
overlay_is (gpointer data)
{
  gpointer *args = data;

  return pf_studio_level_page_get_overlay (args[0]) == GPOINTER_TO_UINT (args[1]);
}

static gboolean
axis_is (gpointer data)
{
  gpointer *args = data;
  g_autofree char *axis = NULL;

  g_object_get (args[0], "axis", &axis, NULL);
  return g_strcmp0 (axis, args[1]) == 0;
}

/* The page's keys work as soon as it shows, with the focus still in the
 * sidebar where the level was picked, and they carry their parameter. */
static void
test_page_keys_without_a_click (void)
{
  PfStudioWindow *window;
  PfStudioLevelPage *page;
  gpointer args[2];

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = studio_test_open_example (1024, 700);
  page = PF_STUDIO_LEVEL_PAGE (studio_test_select_keeping_focus (window,
                                                                  "level:starter/level-12"));

  args[0] = page;
  args[1] = GUINT_TO_POINTER (PF_TRI_OVERLAY_MOVES);
  studio_test_press_key (GTK_WIDGET (window), "m");
  g_assert_true (studio_test_wait_for (overlay_is, args));
  args[1] = GUINT_TO_POINTER (PF_TRI_OVERLAY_NONE);
  studio_test_press_key (GTK_WIDGET (window), "n");
  g_assert_true (studio_test_wait_for (overlay_is, args));
  args[1] = "v";
  studio_test_press_key (GTK_WIDGET (window), "2");
  g_assert_true (studio_test_wait_for (axis_is, args));
  args[1] = "w";
  studio_test_press_key (GTK_WIDGET (window), "3");
  g_assert_true (studio_test_wait_for (axis_is, args));
  /* The keys are the page's alone: the project did not change. */
  g_assert_false (studio_test_modified (window));

  gtk_window_destroy (GTK_WINDOW (window));
  studio_test_wait_frames (2);
}

/* A real key, and the frames it takes to arrive and be handled. */
static void
press (PfStudioWindow *window,
       const char     *key)
{
  studio_test_press_key (GTK_WIDGET (window), key);
  studio_test_wait_frames (4);
}

/* The arrow whose way has the larger share along the vector (@ax, @ay). */
static const char *
arrow_along (double ax,
             double ay)
{
  if (fabs (ax) >= fabs (ay))
    return ax > 0 ? "shift+Right" : "shift+Left";
  return ay > 0 ? "shift+Down" : "shift+Up";
}

/* A level made without the pointer: the arrows move a cursor over the
 * canvas, Space paints or adds there, Delete clears, and Shift with an
 * arrow slides the block at the cursor; in Play mode it plays a move. */
static void
test_canvas_keys (void)
{
  PfStudioWindow *window;
  PfStudioLevelPage *page;
  PfStudioTriCanvas *canvas;
  const PfTriLevel *level;
  guint n_walls, n_blocks, first = 0, t, moved = 0;
  const char *last_arrow = NULL;
  double ax, ay;
  int cursor;

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = studio_test_open_example (1024, 700);
  page = PF_STUDIO_LEVEL_PAGE (studio_test_select_keeping_focus (window,
                                                                  "level:starter/level-02"));
  canvas = PF_STUDIO_TRI_CANVAS (pf_studio_level_page_get_canvas (page));
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  studio_test_wait_frames (3);
  level = selected_level (window);

  /* Wall mode: Right moves the cursor along its row; Space walls it, Delete clears. */
  gtk_widget_activate_action (GTK_WIDGET (page), "level.mode", "s", "wall");
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  studio_test_wait_frames (2);
  press (window, "Left");
  cursor = pf_studio_tri_canvas_get_cursor (canvas);
  g_assert_cmpint (cursor, >=, 0);
  press (window, "Right");
  g_assert_cmpint (pf_studio_tri_canvas_get_cursor (canvas), ==, cursor + 1);
  t = (guint) cursor + 1;
  n_walls = pf_tri_mask_count (&level->walls);
  press (window, "space");
  level = selected_level (window);
  g_assert_cmpuint (pf_tri_mask_count (&level->walls), ==,
                    pf_tri_mask_get (&level->walls, t) ? n_walls + 1 : n_walls - 1);
  press (window, "Delete");
  level = selected_level (window);
  g_assert_false (pf_tri_mask_get (&level->walls, t));
  g_assert_cmpuint (pf_studio_window_count_items (window), >, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  level = selected_level (window);
  g_assert_cmpuint (pf_tri_mask_count (&level->walls), ==, n_walls);

  /* Block mode: Shift and an arrow along a block's band slide it a step,
   * the cursor with it. */
  gtk_widget_activate_action (GTK_WIDGET (page), "level.mode", "s", "block");
  for (guint b = 0; b < level->n_blocks && !studio_test_modified (window); b++)
    for (int way = 1; way >= -1 && !studio_test_modified (window); way -= 2)
      {
        moved = b;
        first = level->blocks[b].first;
        pf_tri_axis_vector (level->blocks[b].axis, &ax, &ay);
        pf_studio_tri_canvas_set_cursor (canvas, (int) first);
        press (window, arrow_along (way * ax, way * ay));
        level = selected_level (window);
      }
  g_assert_true (studio_test_modified (window));
  g_assert_cmpuint (level->blocks[moved].first, !=, first);
  g_assert_cmpint (pf_tri_level_block_at (level, (guint) pf_studio_tri_canvas_get_cursor (canvas)),
                   ==, (int) moved);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  level = selected_level (window);
  g_assert_cmpuint (level->blocks[moved].first, ==, first);

  /* Delete takes the block at the cursor away, not the level. */
  n_blocks = level->n_blocks;
  pf_studio_tri_canvas_set_cursor (canvas, (int) level->blocks[n_blocks - 1].first);
  press (window, "Delete");
  level = selected_level (window);
  g_assert_cmpuint (level->n_blocks, ==, n_blocks - 1);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "level:starter/level-02");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);

  /* Play mode: Shift and an arrow play a move of the block at the cursor. */
  gtk_widget_activate_action (GTK_WIDGET (page), "level.mode", "s", "play");
  level = selected_level (window);
  for (guint b = 0; b < level->n_blocks && pf_studio_level_page_get_move_count (page) == 0; b++)
    {
      pf_tri_axis_vector (level->blocks[b].axis, &ax, &ay);
      for (int way = 1; way >= -1 && pf_studio_level_page_get_move_count (page) == 0; way -= 2)
        {
          pf_studio_tri_canvas_set_cursor (canvas, (int) level->blocks[b].first);
          last_arrow = arrow_along (way * ax, way * ay);
          press (window, last_arrow);
        }
    }
  g_assert_cmpuint (pf_studio_level_page_get_move_count (page), ==, 1);
  /* The same way again: the same move, a step longer (or as it was, when
   * the block can go no farther), still one move, as a drag. */
  press (window, last_arrow);
  g_assert_cmpuint (pf_studio_level_page_get_move_count (page), ==, 1);
  g_assert_false (studio_test_modified (window));

  gtk_window_destroy (GTK_WINDOW (window));
  studio_test_wait_frames (2);
}

/* Why a level is as hard as it is: the blocks that do not matter are
 * listed and explained over the canvas, and the narrow steps are on the
 * chart. */
static void
test_explain_and_findings (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioLevelPage *page;
  PfStudioLevelPanel *panel;
  GtkWidget *canvas;
  PfStudioLevelHistogram *chart;
  const PfTriLevel *level;
  const char *tip;
  int spare = -1;

  /* "Slide home": two blocks do not matter, and it takes one move. */
  studio_test_select (window, "level:starter/level-01");
  page = PF_STUDIO_LEVEL_PAGE (pf_studio_window_get_page (window));
  panel = PF_STUDIO_LEVEL_PANEL (studio_test_find_type (GTK_WIDGET (page),
                                                        PF_STUDIO_TYPE_LEVEL_PANEL));
  canvas = pf_studio_level_page_get_canvas (page);
  g_assert_true (studio_test_wait_for (figures_ready, page));
  studio_test_wait_frames (2);
  g_assert_cmpuint (pf_studio_level_panel_count_findings (panel), ==, 3);

  level = selected_level (window);
  for (guint b = 0; b < level->n_blocks && spare < 0; b++)
    if (!level->blocks[b].key)
      spare = (int) b;
  g_assert_cmpint (spare, >=, 0);
  g_signal_emit_by_name (canvas, "hover-changed", (int) level->blocks[spare].first);
  tip = gtk_widget_get_tooltip_text (canvas);
  g_assert_nonnull (tip);
  g_assert_nonnull (strstr (tip, "does not matter"));
  g_signal_emit_by_name (canvas, "hover-changed", -1);
  tip = gtk_widget_get_tooltip_text (canvas);
  g_assert_null (tip);

  /* "Out of the way": every block matters, and one step is narrow. */
  studio_test_select (window, "level:starter/level-02");
  g_assert_true (studio_test_wait_for (figures_ready, page));
  studio_test_wait_frames (2);
  g_assert_cmpuint (pf_studio_level_panel_count_findings (panel), ==, 0);
  chart = PF_STUDIO_LEVEL_HISTOGRAM (studio_test_find_type (GTK_WIDGET (page),
                                                            PF_STUDIO_TYPE_LEVEL_HISTOGRAM));
  g_assert_cmpuint (pf_studio_level_histogram_get_n_narrow (chart), ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  studio_test_init (&argc, &argv);
  g_test_add_func ("/ui/level-edit/build-a-level", test_build_a_level);
  g_test_add_func ("/ui/level-edit/draft-saves-and-opens", test_draft_saves_and_opens);
  g_test_add_func ("/ui/level-edit/live-figures", test_live_figures);
  g_test_add_func ("/ui/level-edit/explain-and-findings", test_explain_and_findings);
  g_test_add_func ("/ui/level-edit/hover-goes-with-the-level", test_hover_goes_with_the_level);
  g_test_add_func ("/ui/level-edit/page-keys-without-a-click", test_page_keys_without_a_click);
  g_test_add_func ("/ui/level-edit/canvas-keys", test_canvas_keys);
  return g_test_run ();
}

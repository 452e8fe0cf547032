/* test-ui-generate.c: generating levels and building a pack in the background, while the
 * designer keeps editing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "pf-studio-build-pack-window.h"
#include "pf-studio-candidate.h"
#include "pf-studio-cut-label.h"
#include "pf-studio-curve-chart.h"
#include "pf-studio-fold-box.h"
#include "pf-studio-generate-window.h"
#include "pf-studio-level-preview.h"
#include "pf-studio-recovery.h"
#include "pf-studio-tri-canvas.h"
#include "pf-tri-grid.h"
#include "pf-tri-measure.h"
#include "pf-tri-same-puzzle.h"
#include "studio-test.h"
#include "tri-fixtures.h"

static PfTriPack *
pack_of (PfStudioWindow *window)
{
  return g_ptr_array_index (pf_project_get_packs (studio_test_project (window)), 0);
}

static void
on_finished (GtkWindow *generator,
             gboolean   ok,
             gboolean  *done)
{
  done[0] = TRUE;
  done[1] = ok;
}

static void
wait_for (gboolean *flag,
          guint     seconds)
{
  gint64 until = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!*flag && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (*flag);
}

static GtkWindow *
find_window (GType type)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      return l->data;
  return NULL;
}

/* Opens Generate Levels on the starter pack, with the search the tests
 * share: from level-06 to @target moves, 8 trials at a time. */
static PfStudioGenerateWindow *
open_generator (PfStudioWindow *window,
                gint            target,
                guint64         seed,
                gboolean       *done)
{
  PfStudioGenerateWindow *generator;

  studio_test_select (window, "pack:starter");
  studio_test_activate (window, "generate-levels", NULL);
  generator = PF_STUDIO_GENERATE_WINDOW (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  g_assert_nonnull (generator);
  g_signal_connect (generator, "finished", G_CALLBACK (on_finished), done);
  pf_studio_generate_window_set_search (generator, "level-06", target, 8, 30, seed);
  return generator;
}

/* Runs the search through generate.start to its end. */
static void
run_to_end (PfStudioGenerateWindow *generator,
            gboolean               *done)
{
  done[0] = done[1] = FALSE;
  gtk_widget_activate_action (GTK_WIDGET (generator), "generate.start", NULL);
  g_assert_true (pf_studio_generate_window_is_running (generator));
  wait_for (&done[0], 240);
  g_assert_true (done[1]);
}

/* Opens Build Levels on the selected pack (Shift+Ctrl+B's action), its end
 * reported in @done. */
static PfStudioBuildPackWindow *
open_builder (PfStudioWindow *window,
              gboolean       *done)
{
  PfStudioBuildPackWindow *builder;

  studio_test_activate (window, "build-pack", NULL);
  builder = PF_STUDIO_BUILD_PACK_WINDOW (find_window (PF_STUDIO_TYPE_BUILD_PACK_WINDOW));
  g_assert_nonnull (builder);
  done[0] = done[1] = FALSE;
  g_signal_connect (builder, "finished", G_CALLBACK (on_finished), done);
  return builder;
}

/* Runs the build through build.start to its end. */
static void
build_to_end (PfStudioBuildPackWindow *builder,
              gboolean                *done)
{
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.start", NULL);
  wait_for (&done[0], 300);
}

/* Copies of the candidates on the list, in the order found. */
static GPtrArray *
copy_candidates (PfStudioGenerateWindow *generator)
{
  GListModel *candidates = pf_studio_generate_window_get_candidates (generator);
  GPtrArray *levels = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  guint n = g_list_model_get_n_items (candidates);

  g_ptr_array_set_size (levels, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PfStudioCandidate) c = g_list_model_get_item (candidates, i);

      g_ptr_array_index (levels, pf_studio_candidate_get_number (c) - 1) =
        pf_tri_level_copy (pf_studio_candidate_get_level (c));
    }
  return levels;
}

static gboolean
preview_is_idle (gpointer preview)
{
  return !pf_tri_session_is_busy (pf_studio_level_preview_get_session (preview));
}

/* How many levels found wait in a generator window, not added yet. */
static guint
found_in (gpointer generator)
{
  return pf_studio_generator_window_count_found (PF_STUDIO_GENERATOR_WINDOW (generator));
}

static PfStudioLevelPreview *
preview_of (gpointer generator)
{
  return pf_studio_generator_window_get_preview (PF_STUDIO_GENERATOR_WINDOW (generator));
}

/* Opens Generate Levels on the pack and starts a search for a target it
 * will not reach soon; returns once it has offered a candidate. */
static PfStudioGenerateWindow *
start_long_search (PfStudioWindow *window,
                   gboolean       *done)
{
  PfStudioGenerateWindow *generator;
  GListModel *candidates;

  studio_test_select (window, "pack:starter");
  studio_test_activate (window, "generate-levels", NULL);
  generator = PF_STUDIO_GENERATE_WINDOW (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  g_signal_connect (generator, "finished", G_CALLBACK (on_finished), done);
  pf_studio_generate_window_set_search (generator, "level-16", 200, 8, 100000, 5);
  pf_studio_generate_window_start (generator);
  candidates = pf_studio_generate_window_get_candidates (generator);
  for (int i = 0; i < 3000 && g_list_model_get_n_items (candidates) == 0; i++)
    studio_test_wait_frames (1);
  g_assert_cmpuint (g_list_model_get_n_items (candidates), >, 0);
  return generator;
}

/* Start generating, edit another level meanwhile, accept two candidates,
 * undo once. */
static void
test_generate_while_editing (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioGenerateWindow *generator;
  gboolean done[2] = { FALSE, FALSE };
  GListModel *candidates;
  guint n = pack_of (window)->levels->len;
  PfTriLevel *edited, *first, *second;
  g_autoptr(GtkColumnViewColumn) moves_column = NULL;
  GtkColumnView *view;
  gint hardest = 0;

  /* Ctrl+G's action, from a level of the pack: the window is not modal. */
  studio_test_select (window, "level:starter/level-06");
  studio_test_activate (window, "generate-levels", NULL);
  generator = PF_STUDIO_GENERATE_WINDOW (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  g_assert_nonnull (generator);
  g_assert_false (gtk_window_get_modal (GTK_WINDOW (generator)));
  /* The selected level is the source. */
  g_assert_cmpstr (pf_studio_generate_window_get_source (generator), ==, "level-06");
  /* Asking again shows the same window, with the newly selected level. */
  studio_test_select (window, "level:starter/level-10");
  studio_test_activate (window, "generate-levels", NULL);
  g_assert_true (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW) == GTK_WINDOW (generator));
  g_assert_cmpstr (pf_studio_generate_window_get_source (generator), ==, "level-10");
  /* From the pack itself, the source stays. */
  studio_test_select (window, "pack:starter");
  studio_test_activate (window, "generate-levels", NULL);
  g_assert_cmpstr (pf_studio_generate_window_get_source (generator), ==, "level-10");

  g_signal_connect (generator, "finished", G_CALLBACK (on_finished), done);
  pf_studio_generate_window_set_search (generator, "level-06", 12, 8, 30, 11);
  pf_studio_generate_window_start (generator);
  g_assert_true (pf_studio_generate_window_is_running (generator));

  /* Meanwhile, a wall painted in another level, through the document. */
  studio_test_select (window, "level:starter/level-02");
  edited = pf_tri_pack_find_level (pf_project_find_pack (studio_test_project (window), "starter"),
                                   "level-02");
  g_assert_true (pf_document_level_set_wall (pf_studio_window_get_document (window),
                                             "level:starter/level-02", 0,
                                             !pf_tri_mask_get (&edited->walls, 0), NULL));
  g_assert_true (studio_test_modified (window));

  wait_for (&done[0], 240);
  g_assert_true (done[1]);
  candidates = pf_studio_generate_window_get_candidates (generator);
  g_assert_cmpuint (g_list_model_get_n_items (candidates), >=, 2);

  /* No candidate repeats a level of the pack or another candidate. */
  for (guint i = 0; i < g_list_model_get_n_items (candidates); i++)
    {
      g_autoptr(PfStudioCandidate) a = g_list_model_get_item (candidates, i);
      const PfTriLevel *level = pf_studio_candidate_get_level (a);

      g_assert_cmpint (level->figures.moves, >, 0);
      g_assert_cmpint (level->figures.reachable, >, 0);
      for (guint j = 0; j < pack_of (window)->levels->len; j++)
        g_assert_false (pf_tri_level_same_puzzle (level,
                                                  g_ptr_array_index (pack_of (window)->levels, j)));
      for (guint j = 0; j < i; j++)
        {
          g_autoptr(PfStudioCandidate) b = g_list_model_get_item (candidates, j);

          g_assert_false (pf_tri_level_same_puzzle (level, pf_studio_candidate_get_level (b)));
        }
    }

  /* Sorted by moves, hardest first, as a click on the column's header does. */
  view = GTK_COLUMN_VIEW (studio_test_find_type (GTK_WIDGET (generator), GTK_TYPE_COLUMN_VIEW));
  g_assert_nonnull (view);
  moves_column = g_list_model_get_item (gtk_column_view_get_columns (view), 2);
  g_assert_cmpstr (gtk_column_view_column_get_title (moves_column), ==, "Moves");
  gtk_column_view_sort_by_column (view, moves_column, GTK_SORT_DESCENDING);
  for (guint i = 0; i < g_list_model_get_n_items (candidates); i++)
    {
      g_autoptr(PfStudioCandidate) c = g_list_model_get_item (candidates, i);

      hardest = MAX (hardest, pf_studio_candidate_get_level (c)->figures.moves);
      if (i > 0)
        {
          g_autoptr(PfStudioCandidate) p = g_list_model_get_item (candidates, i - 1);

          g_assert_cmpint (pf_studio_candidate_get_level (p)->figures.moves, >=,
                           pf_studio_candidate_get_level (c)->figures.moves);
        }
    }

  /* Two chosen, added as one step, with names of their own that say what
   * they were made from. */
  pf_studio_generate_window_select (generator, 0);
  pf_studio_generate_window_select (generator, 1);
  g_assert_cmpuint (pf_studio_generate_window_accept (generator), ==, 2);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 2);
  first = g_ptr_array_index (pack_of (window)->levels, n);
  second = g_ptr_array_index (pack_of (window)->levels, n + 1);
  g_assert_cmpstr (first->id, ==, "level-17");
  g_assert_cmpstr (first->meta.title, ==, "No pulling back (Variant 1)");
  g_assert_cmpstr (second->meta.title, ==, "No pulling back (Variant 2)");
  g_assert_cmpint (first->figures.moves, ==, hardest);
  g_assert_true (pf_project_check (studio_test_project (window), "ui", NULL));

  /* One undo takes both away; the wall painted meanwhile stays. */
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);
  g_assert_true (studio_test_modified (window));

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Stop keeps what was found. */
static void
test_stop_keeps_candidates (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = start_long_search (window, done);
  GListModel *candidates = pf_studio_generate_window_get_candidates (generator);
  const char *status;
  guint before;

  gtk_widget_activate_action (GTK_WIDGET (generator), "generate.stop", NULL);
  wait_for (&done[0], 120);
  g_assert_false (pf_studio_generate_window_is_running (generator));
  /* Short of its 200 moves, the status says what to try next. */
  status = gtk_label_get_text (
    pf_studio_generator_window_get_status (PF_STUDIO_GENERATOR_WINDOW (generator)));
  g_assert_nonnull (strstr (status, "Short of 200 moves: try a new seed, or let the walls"));
  before = g_list_model_get_n_items (candidates);
  g_assert_cmpuint (before, >, 0);
  studio_test_wait_frames (5);
  g_assert_cmpuint (g_list_model_get_n_items (candidates), ==, before);
  /* At 1024 x 700, the settings, that status and the best level all show,
   * without a scroll. */
  {
    GtkWidget *seed = studio_test_find_row (GTK_WIDGET (generator), "Seed");
    GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (seed, GTK_TYPE_SCROLLED_WINDOW)));

    g_assert_nonnull (studio_test_find_label (GTK_WIDGET (generator), "Best so far"));
    g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (generator)), <=, 660);
    g_assert_cmpfloat (gtk_adjustment_get_upper (scroll), <=,
                       gtk_adjustment_get_page_size (scroll) + 1);
  }

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Closing the window while it generates stops the search and hides the
 * window: opening it again shows what the run had found, and it can run
 * again. */
static void
test_close_while_running (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  guint n = pack_of (window)->levels->len;
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = start_long_search (window, done);
  GListModel *candidates = pf_studio_generate_window_get_candidates (generator);
  guint found;

  gtk_window_close (GTK_WINDOW (generator));
  wait_for (&done[0], 30);
  g_assert_false (pf_studio_generate_window_is_running (generator));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (generator)));
  found = g_list_model_get_n_items (candidates);
  g_assert_cmpuint (found, >, 0);
  /* The project is as it was. */
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);

  studio_test_activate (window, "generate-levels", NULL);
  g_assert_true (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW) == (gpointer) generator);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (generator)));
  g_assert_cmpuint (g_list_model_get_n_items (candidates), ==, found);
  pf_studio_generate_window_start (generator);
  g_assert_true (pf_studio_generate_window_is_running (generator));
  pf_studio_generate_window_stop (generator);
  wait_for (&done[0], 30);

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Start, then Start again with a higher target: the second run offers
 * no candidate that is the same puzzle as one of the first, nor as a level
 * of the pack. */
static void
test_second_run_offers_nothing_twice (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = open_generator (window, 12, 11, done);
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) all = NULL;
  PfTriPack *pack = pack_of (window);

  run_to_end (generator, done);
  first = copy_candidates (generator);
  g_assert_cmpuint (first->len, >=, 1);

  pf_studio_generate_window_set_search (generator, NULL, 16, 8, 30, 11);
  run_to_end (generator, done);
  all = copy_candidates (generator);
  /* The second run found candidates of its own... */
  g_assert_cmpuint (all->len, >, first->len);
  for (guint i = first->len; i < all->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (all, i);

      /* ...none of them a puzzle offered before, or one of the pack. */
      for (guint j = 0; j < first->len; j++)
        g_assert_false (pf_tri_level_same_puzzle (level, g_ptr_array_index (first, j)));
      for (guint j = 0; j < pack->levels->len; j++)
        g_assert_false (pf_tri_level_same_puzzle (level, g_ptr_array_index (pack->levels, j)));
    }

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Drags block @b of the level on the preview's canvas by @steps steps
 * (signed) along its band, from the start position. */
static void
drag_block (PfStudioLevelPreview *preview,
            guint                 b,
            int                   steps)
{
  PfStudioTriCanvas *canvas = PF_STUDIO_TRI_CANVAS (
    studio_test_find_type (GTK_WIDGET (preview), PF_STUDIO_TYPE_TRI_CANVAS));
  const PfTriLevel *level = pf_studio_level_preview_get_level (preview);
  const PfTriView *view = pf_studio_tri_canvas_get_view (canvas);
  double cx, cy, sx, sy, ax, ay, reach = (steps + (steps > 0 ? 0.2 : -0.2)) * view->scale;

  pf_tri_centroid (level->blocks[b].first, &cx, &cy);
  pf_tri_view_to_screen (view, cx, cy, &sx, &sy);
  pf_tri_axis_vector (level->blocks[b].axis, &ax, &ay);
  pf_studio_tri_canvas_pointer_down (canvas, sx, sy, GDK_BUTTON_PRIMARY);
  pf_studio_tri_canvas_pointer_move (canvas, sx + ax * reach / 2, sy + ay * reach / 2);
  pf_studio_tri_canvas_pointer_move (canvas, sx + ax * reach, sy + ay * reach);
  pf_studio_tri_canvas_pointer_up (canvas);
}

/* Closing the window loses nothing: opened again, it lists the same
 * candidates with the same one chosen, ready to add. Another project in
 * the window closes it for good. */
static void
test_close_keeps_candidates (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = open_generator (window, 12, 11, done);
  guint n = pack_of (window)->levels->len;
  g_autoptr(PfDocument) other = NULL;
  g_autoptr(GFile) file = studio_test_example_file ();
  g_autoptr(GError) error = NULL;
  GListModel *candidates;
  guint found;

  run_to_end (generator, done);
  candidates = pf_studio_generate_window_get_candidates (generator);
  found = g_list_model_get_n_items (candidates);
  g_assert_cmpuint (found, >=, 2);
  gtk_widget_activate_action (GTK_WIDGET (generator), "generate.preview", "u", 1);
  studio_test_wait_frames (3);
  g_object_add_weak_pointer (G_OBJECT (generator), (gpointer *) &generator);

  gtk_window_close (GTK_WINDOW (generator));
  studio_test_wait_frames (3);
  g_assert_null (find_window (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (generator);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (generator)));
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);

  studio_test_activate (window, "generate-levels", NULL);
  studio_test_wait_frames (3);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (generator)));
  g_assert_cmpuint (g_list_model_get_n_items (candidates), ==, found);
  g_assert_true (gtk_selection_model_is_selected (GTK_SELECTION_MODEL (candidates), 1));
  g_assert_cmpuint (pf_studio_generate_window_accept (generator), ==, 1);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 1);

  /* The candidates belong to the project they were found for. */
  other = pf_document_load (file, &error);
  g_assert_no_error (error);
  pf_studio_window_open_document (window, other);
  studio_test_wait_frames (3);
  g_assert_null (generator);
  studio_test_activate (window, "generate-levels", NULL);
  generator = PF_STUDIO_GENERATE_WINDOW (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  g_assert_nonnull (generator);
  g_assert_cmpuint (g_list_model_get_n_items (pf_studio_generate_window_get_candidates (generator)),
                    ==, 0);

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Closing the project with levels found and not added: the dialog that
 * asks says so (as Save Changes? does when there are unsaved changes too),
 * and Show Levels brings the generator window back instead of closing. */
static AdwMessageDialog *
close_and_ask (PfStudioWindow *window)
{
  g_autoptr(GList) before = gtk_window_list_toplevels ();
  AdwMessageDialog *dialog;

  gtk_window_close (GTK_WINDOW (window));
  studio_test_wait_frames (3);
  dialog = ADW_MESSAGE_DIALOG (studio_test_find_new_window (before, ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  return dialog;
}

static gboolean
toast_gone (gpointer window)
{
  return studio_test_find_label_starting (window, "Generate Levels for Starter pack keeps the")
         == NULL;
}

static void
test_closing_the_project_asks_for_levels_found (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = open_generator (window, 12, 11, done);
  AdwMessageDialog *dialog;
  GtkLabel *toast;
  guint found;

  run_to_end (generator, done);
  found = g_list_model_get_n_items (pf_studio_generate_window_get_candidates (generator));
  g_assert_cmpuint (found, >=, 2);
  g_object_add_weak_pointer (G_OBJECT (generator), (gpointer *) &generator);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);

  /* Hidden, it leaves word in the project window, with the way back. */
  gtk_window_close (GTK_WINDOW (generator));
  studio_test_wait_frames (3);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (generator)));
  toast = studio_test_find_label_starting (GTK_WIDGET (window),
                                           "Generate Levels for Starter pack keeps the");
  g_assert_nonnull (toast);
  studio_test_activate (window, "show-generator", "generate:pack:starter");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (generator)));
  /* Shown, its word goes; hidden again with the same levels, nothing new
   * is said. */
  g_assert_true (studio_test_wait_for (toast_gone, window));
  gtk_window_close (GTK_WINDOW (generator));
  studio_test_wait_frames (3);
  g_assert_null (studio_test_find_label_starting (GTK_WIDGET (window),
                                                  "Generate Levels for Starter pack keeps the"));

  /* Nothing unsaved: still a question, and Show Levels keeps all open. */
  g_assert_false (studio_test_modified (window));
  dialog = close_and_ask (window);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Drop the Levels Found?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            "Generate Levels for Starter pack"));
  adw_message_dialog_response (dialog, "show");
  studio_test_wait_frames (3);
  g_assert_nonnull (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (generator)));
  g_assert_cmpuint (g_list_model_get_n_items (pf_studio_generate_window_get_candidates (generator)),
                    ==, found);

  /* With unsaved changes the one question says both; Cancel keeps all. */
  studio_test_activate (window, "new-pack", NULL);
  g_assert_true (studio_test_modified (window));
  dialog = close_and_ask (window);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Save Changes?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "not added to the pack"));
  adw_message_dialog_response (dialog, "cancel");
  studio_test_wait_frames (3);
  g_assert_nonnull (window);
  g_assert_nonnull (generator);

  /* Once added, there is nothing left to ask about but the changes. */
  gtk_selection_model_select_all (
    GTK_SELECTION_MODEL (pf_studio_generate_window_get_candidates (generator)));
  g_assert_cmpuint (pf_studio_generate_window_accept (generator), ==, found);
  g_assert_cmpuint (found_in (generator), ==, 0);
  dialog = close_and_ask (window);
  g_assert_null (strstr (adw_message_dialog_get_body (dialog), "not added"));
  adw_message_dialog_response (dialog, "discard");
  studio_test_wait_frames (5);
  g_assert_null (window);
  g_assert_null (generator);
}

/* With levels in both generator windows, the question names each with
 * its count, and Show Levels brings back both windows. */
static void
test_show_levels_shows_every_window (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  gboolean built[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = open_generator (window, 12, 11, done);
  PfStudioBuildPackWindow *builder;
  AdwMessageDialog *dialog;
  g_autofree char *count = NULL;

  run_to_end (generator, done);
  builder = open_builder (window, built);
  pf_studio_build_pack_window_set_curve (builder, 3, 2, 6, 3);
  build_to_end (builder, built);
  g_assert_cmpuint (found_in (generator), >=, 2);
  g_assert_cmpuint (found_in (builder), ==, 3);
  gtk_window_close (GTK_WINDOW (generator));
  gtk_window_close (GTK_WINDOW (builder));
  studio_test_wait_frames (3);

  dialog = close_and_ask (window);
  /* Each window named, with its own count */
  count = g_strdup_printf ("Generate Levels for Starter pack holds %u levels found",
                           found_in (generator));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), count));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            "Build Levels for Starter pack holds 3 levels found"));
  adw_message_dialog_response (dialog, "show");
  studio_test_wait_frames (3);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (generator)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (builder)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The window's title follows the pack's, renamed and back. */
static void
test_title_follows_the_pack (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = open_generator (window, 12, 11, done);

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (generator)), ==,
                   "Generate Levels for Starter pack");
  studio_test_activate (window, "rename-item", "First steps");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (generator)), ==,
                   "Generate Levels for First steps");
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (generator)), ==,
                   "Generate Levels for Starter pack");

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A candidate is played in the window before it is added: a drag, then
 * the preview's actions to the goal, back and again; then it joins the
 * pack as one undo step, with the run's settings in its notes. */
static void
test_play_then_add (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = open_generator (window, 12, 11, done);
  PfStudioLevelPreview *preview = preview_of (generator);
  GtkWidget *widget = GTK_WIDGET (preview);
  PfTriSession *session = pf_studio_level_preview_get_session (preview);
  g_autoptr(PfStudioCandidate) candidate = NULL;
  g_autofree char *solved = NULL;
  g_autofree char *at_start = NULL;
  guint n = pack_of (window)->levels->len;
  const PfTriLevel *added;
  GtkWidget *panes;
  const PfTriExplanation *explanation;
  g_autoptr(PfStudioCandidate) again = NULL;
  guint listed;
  int idle_height;
  PfTriMove move;
  gint moves;

  run_to_end (generator, done);
  g_assert_null (pf_studio_level_preview_get_level (preview));

  /* On this narrow window the preview is folded under the list, which has
   * most of the height until a candidate is chosen. */
  studio_test_wait_frames (5);
  panes = gtk_widget_get_parent (widget);
  g_assert_true (pf_studio_fold_box_get_folded (PF_STUDIO_FOLD_BOX (panes)));
  idle_height = gtk_widget_get_height (widget);
  g_assert_cmpint (idle_height, <, gtk_widget_get_height (panes) / 3);

  /* The second candidate, chosen by its action, is the one previewed and
   * the one chosen on the list. */
  gtk_widget_activate_action (GTK_WIDGET (generator), "generate.preview", "u", 1);
  studio_test_wait_frames (5);
  g_assert_cmpint (gtk_widget_get_height (widget), >, gtk_widget_get_height (panes) / 2);
  candidate = g_list_model_get_item (pf_studio_generate_window_get_candidates (generator), 1);
  g_assert_true (pf_tri_level_same_puzzle (pf_studio_level_preview_get_level (preview),
                                           pf_studio_candidate_get_level (candidate)));
  g_assert_true (gtk_selection_model_is_selected (
                   GTK_SELECTION_MODEL (pf_studio_generate_window_get_candidates (generator)),
                   1));
  moves = pf_studio_candidate_get_level (candidate)->figures.moves;
  g_assert_cmpint (moves, >, 1);

  /* Its figures come from the preview's own analysis, explain and all. */
  g_assert_true (studio_test_wait_for (preview_is_idle, preview));
  g_assert_nonnull (pf_tri_session_get_explanation (session));
  g_assert_cmpstr (pf_studio_level_preview_get_solutions (preview), !=, "—");
  g_assert_cmpstr (pf_studio_level_preview_get_blocks (preview), !=, "—");
  /* In a word or two, so they fit beside the canvas on this narrow window;
   * the whole sentence is the tooltip. */
  explanation = pf_tri_session_get_explanation (session);
  if (explanation->redundant_blocks == NULL || explanation->redundant_blocks->len == 0)
    g_assert_cmpstr (pf_studio_level_preview_get_blocks (preview), ==, "Minimal");
  else
    g_assert_true (g_str_has_suffix (pf_studio_level_preview_get_blocks (preview), " can go"));
  g_assert_null (strstr (pf_studio_level_preview_get_solutions (preview), "optimal"));
  at_start = g_strdup_printf ("0 moves · %d to go", moves);
  g_assert_cmpstr (pf_studio_level_preview_get_move_text (preview), ==, at_start);

  /* The first optimal move, as a drag on the canvas */
  studio_test_wait_frames (5);
  g_assert_cmpuint (pf_tri_session_plan (session, &move, 1), ==, 1);
  drag_block (preview, move.block, move.dir * move.steps);
  g_assert_cmpuint (pf_tri_session_get_move_count (session), ==, 1);
  g_assert_cmpint (pf_tri_session_get_distance (session), ==, moves - 1);

  /* The rest through preview.step-forward, to the goal */
  while (!pf_tri_session_is_solved (session) &&
         pf_tri_session_get_move_count (session) < (guint) moves + 5)
    gtk_widget_activate_action (widget, "preview.step-forward", NULL);
  g_assert_true (pf_tri_session_is_solved (session));
  g_assert_cmpuint (pf_tri_session_get_move_count (session), ==, moves);
  solved = g_strdup_printf ("Solved in %d moves, the optimum", moves);
  g_assert_cmpstr (pf_studio_level_preview_get_move_text (preview), ==, solved);

  /* A move taken back, a move made by hand, a restart */
  gtk_widget_activate_action (widget, "preview.undo-move", NULL);
  g_assert_cmpuint (pf_tri_session_get_move_count (session), ==, moves - 1);
  g_assert_false (pf_tri_session_is_solved (session));
  g_assert_cmpuint (pf_tri_session_plan (session, &move, 1), ==, 1);
  gtk_widget_activate_action (widget, "preview.play-move", "(uiu)", (guint) move.block,
                              (int) move.dir, (guint) move.steps);
  g_assert_true (pf_tri_session_is_solved (session));
  gtk_widget_activate_action (widget, "preview.restart", NULL);
  g_assert_cmpuint (pf_tri_session_get_move_count (session), ==, 0);
  g_assert_false (pf_tri_session_has_moved (session));

  /* Added as it starts, whatever was played, with the run in its notes */
  gtk_widget_activate_action (GTK_WIDGET (generator), "generate.accept", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 1);
  added = g_ptr_array_index (pack_of (window)->levels, n);
  g_assert_true (pf_tri_level_same_puzzle (added, pf_studio_candidate_get_level (candidate)));
  g_assert_cmpuint (added->blocks[move.block].first, ==,
                    pf_studio_candidate_get_level (candidate)->blocks[move.block].first);
  g_assert_nonnull (strstr (added->meta.notes, "“No pulling back” (level-06)"));
  g_assert_nonnull (strstr (added->meta.notes, "seed 11"));
  g_assert_nonnull (strstr (added->meta.notes, "8 trials"));
  /* It left the list, and the preview with it. */
  g_assert_null (pf_studio_level_preview_get_level (preview));
  g_assert_true (pf_project_check (studio_test_project (window), "ui", NULL));
  /* It can be the source of the next run. */
  {
    GtkWidget *row = studio_test_find_row (GTK_WIDGET (generator), "Source");
    GtkDropDown *sources = GTK_DROP_DOWN (studio_test_find_type (row, GTK_TYPE_DROP_DOWN));

    g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (sources)), ==, n + 1);
  }

  /* One undo takes it away, and the window offers it again, where it was
   * in the order found; a redo takes it off the list once more. */
  listed = g_list_model_get_n_items (pf_studio_generate_window_get_candidates (generator));
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);
  g_assert_cmpuint (g_list_model_get_n_items (pf_studio_generate_window_get_candidates (generator)),
                    ==, listed + 1);
  again = g_list_model_get_item (pf_studio_generate_window_get_candidates (generator), 1);
  g_assert_true (again == candidate);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (generator), "generate.preview", "u", 1));
  g_assert_true (pf_tri_level_same_puzzle (pf_studio_level_preview_get_level (preview),
                                           pf_studio_candidate_get_level (candidate)));
  studio_test_activate (window, "redo", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 1);
  g_assert_cmpuint (g_list_model_get_n_items (pf_studio_generate_window_get_candidates (generator)),
                    ==, listed);

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The candidate at @position of @list, borrowed (the list keeps it). */
static PfStudioCandidate *
candidate_at (GtkSelectionModel *list,
              guint              position)
{
  g_autoptr(PfStudioCandidate) candidate = g_list_model_get_item (G_LIST_MODEL (list), position);

  return candidate;
}

/* A candidate found as the search was stopped comes with only the moves
 * and states the search found (its measure would hold the stop up): the
 * list shows dashes for the rest until its preview has measured it, and
 * then its figures, which it takes into the pack. */
static void
test_unmeasured_candidate (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = open_generator (window, 12, 11, done);
  PfStudioLevelPreview *preview = preview_of (generator);
  GtkSelectionModel *chosen;
  GListStore *store;
  GtkWidget *list;
  g_autoptr(PfStudioCandidate) found = NULL;
  g_autoptr(PfStudioCandidate) stopped = NULL;
  g_autoptr(PfTriLevel) level = NULL;
  g_autoptr(PfTriLevel) fresh = NULL;
  g_autofree char *steps = NULL;
  const PfTriLevel *added;
  guint n = pack_of (window)->levels->len;
  gboolean measured = TRUE;
  g_autoptr(GtkColumnViewColumn) difficulty = NULL;
  GtkColumnView *view;
  guint last, hardest = 0;
  int place;

  run_to_end (generator, done);
  chosen = GTK_SELECTION_MODEL (pf_studio_generate_window_get_candidates (generator));
  store = G_LIST_STORE (gtk_sort_list_model_get_model (
    GTK_SORT_LIST_MODEL (gtk_multi_selection_get_model (GTK_MULTI_SELECTION (chosen)))));

  /* The hardest candidate as a stop would have left it */
  for (guint i = 1; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr(PfStudioCandidate) a = g_list_model_get_item (G_LIST_MODEL (store), hardest);
      g_autoptr(PfStudioCandidate) b = g_list_model_get_item (G_LIST_MODEL (store), i);

      if (pf_studio_candidate_get_level (b)->figures.difficulty >
          pf_studio_candidate_get_level (a)->figures.difficulty)
        hardest = i;
    }
  found = g_list_model_get_item (G_LIST_MODEL (store), hardest);
  level = pf_tri_level_copy (pf_studio_candidate_get_level (found));
  fresh = pf_tri_level_copy (level);
  pf_tri_figures_reset (&level->figures);
  level->figures.moves = fresh->figures.moves;
  level->figures.reachable = fresh->figures.reachable;
  stopped = pf_studio_candidate_new (level, pf_studio_candidate_get_number (found));
  g_object_get (stopped, "measured", &measured, NULL);
  g_assert_false (measured);
  g_list_store_splice (store, hardest, 1, (gpointer *) &stopped, 1);
  studio_test_wait_frames (5);
  list = studio_test_find_type (GTK_WIDGET (generator), GTK_TYPE_COLUMN_VIEW);
  g_assert_nonnull (studio_test_find_label (list, "—"));

  /* Sorted by difficulty, hardest first, it is last, with a dash. */
  view = GTK_COLUMN_VIEW (list);
  difficulty = g_list_model_get_item (gtk_column_view_get_columns (view), 4);
  g_assert_cmpstr (gtk_column_view_column_get_title (difficulty), ==, "Difficulty");
  gtk_column_view_sort_by_column (view, difficulty, GTK_SORT_DESCENDING);
  last = g_list_model_get_n_items (G_LIST_MODEL (chosen)) - 1;
  g_assert_true (candidate_at (chosen, last) == stopped);

  /* Previewed, it is measured, and the list says so, in its new place,
   * still chosen and previewed. */
  pf_studio_generate_window_select (generator, last);
  g_assert_true (studio_test_wait_for (preview_is_idle, preview));
  studio_test_wait_frames (5);
  g_object_get (stopped, "measured", &measured, NULL);
  g_assert_true (measured);
  for (guint i = 1; i <= last; i++)
    {
      const PfTriLevel *above = pf_studio_candidate_get_level (candidate_at (chosen, i - 1));
      const PfTriLevel *below = pf_studio_candidate_get_level (candidate_at (chosen, i));

      g_assert_cmpfloat (above->figures.difficulty, >=, below->figures.difficulty);
    }
  place = pf_studio_generator_window_get_previewed (PF_STUDIO_GENERATOR_WINDOW (generator));
  g_assert_cmpint (place, >=, 0);
  g_assert_true (candidate_at (chosen, place) == stopped);
  g_assert_true (gtk_selection_model_is_selected (chosen, place));
  g_assert_true (pf_tri_figures_equal (&pf_studio_candidate_get_level (stopped)->figures,
                                       &fresh->figures));
  g_assert_null (studio_test_find_label (list, "—"));
  steps = g_strdup_printf ("%d", fresh->figures.steps);
  g_assert_nonnull (studio_test_find_label (list, steps));

  /* Added with every figure */
  gtk_widget_activate_action (GTK_WIDGET (generator), "generate.accept", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 1);
  added = g_ptr_array_index (pack_of (window)->levels, n);
  g_assert_true (pf_tri_figures_equal (&added->figures, &fresh->figures));

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Minimal (Alt+M): from "Two rooms", three of whose blocks do not matter,
 * every candidate comes without such blocks, and says so in its notes
 * once added. */
static void
test_minimal_candidates (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = open_generator (window, 14, 2, done);
  GtkSwitch *minimal;
  GListModel *candidates;
  guint n = pack_of (window)->levels->len;
  const PfTriLevel *added;

  pf_studio_generate_window_set_search (generator, "level-09", 14, 8, 12, 2);
  minimal = GTK_SWITCH (studio_test_find_type (studio_test_find_row (GTK_WIDGET (generator),
                                                                     "Minimal"),
                                               GTK_TYPE_SWITCH));
  g_assert_false (gtk_switch_get_active (minimal));
  g_assert_true (studio_test_has_shortcut (GTK_WIDGET (generator), "generate.minimal"));
  gtk_widget_activate_action (GTK_WIDGET (generator), "generate.minimal", NULL);
  g_assert_true (gtk_switch_get_active (minimal));
  run_to_end (generator, done);

  candidates = pf_studio_generate_window_get_candidates (generator);
  g_assert_cmpuint (g_list_model_get_n_items (candidates), >=, 2);
  for (guint i = 0; i < g_list_model_get_n_items (candidates); i++)
    {
      g_autoptr(PfStudioCandidate) c = g_list_model_get_item (candidates, i);

      g_assert_cmpuint (tri_fixture_count_redundant (pf_studio_candidate_get_level (c)), ==, 0);
    }
  pf_studio_generate_window_select (generator, 0);
  g_assert_cmpuint (pf_studio_generate_window_accept (generator), ==, 1);
  added = g_ptr_array_index (pack_of (window)->levels, n);
  g_assert_nonnull (strstr (added->meta.notes, "blocks that did not matter taken away"));

  gtk_widget_activate_action (GTK_WIDGET (generator), "generate.minimal", NULL);
  g_assert_false (gtk_switch_get_active (minimal));
  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The same seed and settings give the same candidates, in a new window;
 * New Seed draws another one. */
static void
test_seed_repeats_a_run (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = open_generator (window, 12, 29, done);
  PfStudioGeneratorWindow *base;
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) again = NULL;

  run_to_end (generator, done);
  first = copy_candidates (generator);
  g_assert_cmpuint (first->len, >=, 1);
  gtk_window_destroy (GTK_WINDOW (generator));

  generator = open_generator (window, 12, 29, done);
  base = PF_STUDIO_GENERATOR_WINDOW (generator);
  g_assert_cmpuint (pf_studio_generator_window_get_seed (base), ==, 29);
  run_to_end (generator, done);
  again = copy_candidates (generator);
  g_assert_cmpuint (again->len, ==, first->len);
  for (guint i = 0; i < first->len; i++)
    {
      const PfTriLevel *a = g_ptr_array_index (first, i), *b = g_ptr_array_index (again, i);

      g_assert_true (pf_tri_level_same_puzzle (a, b));
      g_assert_cmpint (a->figures.moves, ==, b->figures.moves);
      g_assert_cmpstr (a->meta.notes, ==, b->meta.notes);
    }

  /* Another seed for another run, from the action as from Ctrl+R */
  gtk_widget_activate_action (GTK_WIDGET (generator), "generate.new-seed", NULL);
  g_assert_cmpuint (pf_studio_generator_window_get_seed (base), !=, 29);

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkSpinButton *
stop_at_of (PfStudioGenerateWindow *generator)
{
  GtkWidget *row = studio_test_find_row (GTK_WIDGET (generator), "Stop at");

  g_assert_nonnull (row);
  return GTK_SPIN_BUTTON (studio_test_find_type (row, GTK_TYPE_SPIN_BUTTON));
}

/* With a long source name, every setting's title still reads on one line
 * in the window's first size, and so does the source's title; its moves
 * are the row's subtitle. */
static void
test_settings_read_whole (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioGenerateWindow *generator;
  const char *titles[] = { "Source", "Stop at", "Trials", "Time limit", "Seed" };
  gboolean done[2];

  generator = open_generator (window, 30, 1, done);
  /* "Around the island · 9 moves" */
  pf_studio_generate_window_set_search (generator, "level-10", 30, 8, 30, 1);
  studio_test_wait_frames (10);
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      GtkWidget *row = studio_test_find_row (GTK_WIDGET (generator), titles[i]);
      GtkLabel *title;

      g_assert_nonnull (row);
      title = studio_test_find_label (row, titles[i]);
      g_assert_nonnull (title);
      if (pango_layout_get_line_count (gtk_label_get_layout (title)) != 1 ||
          pf_studio_label_is_cut (title))
        g_error ("the setting “%s” does not read whole on one line", titles[i]);
    }
  /* The source's title reads whole in the drop-down, its moves beside it. */
  {
    GtkWidget *row = studio_test_find_row (GTK_WIDGET (generator), "Source");
    GtkLabel *shown = studio_test_find_label (row, "Around the island");

    g_assert_nonnull (shown);
    g_assert_false (pf_studio_label_is_cut (shown));
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "9 moves");
  }
  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Stop at keeps the value last set, in the next window. */
static void
test_stop_at_remembered (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioGenerateWindow *generator;

  studio_test_select (window, "pack:starter");
  studio_test_activate (window, "generate-levels", NULL);
  generator = PF_STUDIO_GENERATE_WINDOW (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  gtk_spin_button_set_value (stop_at_of (generator), 57);
  gtk_window_destroy (GTK_WINDOW (generator));

  studio_test_activate (window, "generate-levels", NULL);
  generator = PF_STUDIO_GENERATE_WINDOW (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (stop_at_of (generator)), ==, 57);
  /* A source that needs as many moves already moves it beyond the source. */
  gtk_spin_button_set_value (stop_at_of (generator), 2);
  pf_studio_generate_window_set_source (generator, "level-06");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (stop_at_of (generator)), ==,
                   pf_tri_pack_find_level (pack_of (window), "level-06")->figures.moves + 10);
  gtk_window_destroy (GTK_WINDOW (generator));

  /* Only for that source: the value set comes back with an easier one,
   * also after the window opened on the pack's hardest level ("Three keys",
   * 34 moves, where it showed 44 and kept it). */
  studio_test_select (window, "level:starter/level-09");
  studio_test_activate (window, "generate-levels", NULL);
  generator = PF_STUDIO_GENERATE_WINDOW (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  gtk_spin_button_set_value (stop_at_of (generator), 20);
  pf_studio_generate_window_set_source (generator, "level-16");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (stop_at_of (generator)), ==, 44);
  pf_studio_generate_window_set_source (generator, "level-09");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (stop_at_of (generator)), ==, 20);
  gtk_window_destroy (GTK_WINDOW (generator));
  studio_test_activate (window, "generate-levels", NULL);
  generator = PF_STUDIO_GENERATE_WINDOW (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  g_assert_cmpstr (pf_studio_generate_window_get_source (generator), ==, "level-09");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (stop_at_of (generator)), ==, 20);

  /* The windows' keys are in the shortcuts window. */
  g_assert_cmpuint (studio_test_assert_shortcuts_listed (GTK_WIDGET (generator), "generate."),
                    >=, 6);
  g_assert_cmpuint (studio_test_assert_shortcuts_listed (GTK_WIDGET (preview_of (generator)),
                                                         "preview."), ==, 4);

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A short curve built in the background and added in order, as one step. */
static void
test_build_pack (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioBuildPackWindow *builder;
  PfStudioLevelPreview *preview;
  PfStudioCurveChart *chart;
  gboolean done[2] = { FALSE, FALSE };
  guint n = pack_of (window)->levels->len;
  gint last = 0;
  double x, y;

  studio_test_select (window, "pack:starter");
  builder = open_builder (window, done);
  /* At 1024 x 700 every setting shows, down to the seed, without a scroll. */
  {
    GtkWidget *seed = studio_test_find_row (GTK_WIDGET (builder), "Seed");
    GtkAdjustment *scroll;

    studio_test_wait_frames (5);
    g_assert_nonnull (seed);
    g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (builder)), <=, 660);
    scroll = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (seed, GTK_TYPE_SCROLLED_WINDOW)));
    g_assert_cmpfloat (gtk_adjustment_get_upper (scroll), <=,
                       gtk_adjustment_get_page_size (scroll) + 1);
  }
  pf_studio_build_pack_window_set_curve (builder, 3, 2, 6, 3);
  build_to_end (builder, done);
  g_assert_true (done[1]);
  g_assert_cmpuint (found_in (builder), ==, 3);

  /* A level found is played in the preview before it is added: chosen by
   * its action, the next one by Alt+Down's, or by a click on its dot. */
  preview = preview_of (builder);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.preview", "u", 0);
  g_assert_nonnull (pf_studio_level_preview_get_level (preview));
  g_assert_cmpint (ABS (pf_studio_level_preview_get_level (preview)->figures.moves - 2), <=, 1);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.preview-next", NULL);
  g_assert_cmpint (pf_studio_generator_window_get_previewed (PF_STUDIO_GENERATOR_WINDOW (builder)),
                   ==, 1);
  chart = PF_STUDIO_CURVE_CHART (studio_test_find_type (GTK_WIDGET (builder),
                                                        PF_STUDIO_TYPE_CURVE_CHART));
  studio_test_wait_frames (3);
  g_assert_true (pf_studio_curve_chart_get_dot (chart, 2, &x, &y));
  g_assert_cmpint (pf_studio_curve_chart_dot_at (chart, x + 2, y - 2), ==, 2);
  g_assert_cmpint (pf_studio_curve_chart_dot_at (chart, x, y + 40), ==, -1);
  g_signal_emit_by_name (chart, "dot-activated", 2);
  g_assert_cmpint (pf_studio_generator_window_get_previewed (PF_STUDIO_GENERATOR_WINDOW (builder)),
                   ==, 2);
  g_assert_cmpint (ABS (pf_studio_level_preview_get_level (preview)->figures.moves - 6), <=, 1);
  g_assert_true (studio_test_wait_for (preview_is_idle, preview));
  gtk_widget_activate_action (GTK_WIDGET (preview), "preview.step-forward", NULL);
  g_assert_cmpuint (pf_tri_session_get_move_count (pf_studio_level_preview_get_session (preview)),
                    ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (builder), "build.accept", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 3);
  /* The run's line stays true; Add to Pack's says what became of them. */
  g_assert_nonnull (studio_test_find_label (GTK_WIDGET (builder), "Found all 3 levels"));
  g_assert_nonnull (studio_test_find_label (GTK_WIDGET (builder), "Added 3 levels to the pack"));
  for (guint i = n; i < n + 3; i++)
    {
      PfTriLevel *level = g_ptr_array_index (pack_of (window)->levels, i);

      /* In order along the curve 2, 4, 6, each within its tolerance */
      g_assert_cmpint (level->figures.moves, >=, last);
      g_assert_cmpint (ABS (level->figures.moves - (int) (2 + 2 * (i - n))), <=, 1);
      last = level->figures.moves;
      /* With the run's settings in its notes */
      g_assert_nonnull (strstr (level->meta.notes, "from 2 to 6 moves with seed 3"));
    }
  g_assert_true (pf_project_check (studio_test_project (window), "ui", NULL));
  /* Undo and redo (Ctrl+Z, Ctrl+Shift+Z) reach the project from the
   * builder too. */
  g_assert_cmpuint (found_in (builder), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.undo", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);
  /* Undone, the levels can be added again; redone, not. */
  g_assert_cmpuint (found_in (builder), ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.redo", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 3);
  g_assert_cmpuint (found_in (builder), ==, 0);
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.accept", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 3);
  g_assert_cmpuint (found_in (builder), ==, 0);
  /* Added again, they follow the pack the same way. */
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);
  g_assert_cmpuint (found_in (builder), ==, 3);
  studio_test_activate (window, "redo", NULL);
  g_assert_cmpuint (found_in (builder), ==, 0);
  /* Add to Pack is off, and the window says why. */
  g_assert_nonnull (studio_test_find_label (GTK_WIDGET (builder),
                                            "Redone: the levels are in the pack again"));

  gtk_window_destroy (GTK_WINDOW (builder));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The shape and the constraints, through their actions: the chart draws
 * the steps curve's band before the run, and every level built meets the
 * constraints, by the explanation. */
static void
test_build_pack_constraints (void)
{
  static const int targets[6] = { 2, 3, 4, 4, 2, 5 };
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioBuildPackWindow *builder;
  PfStudioCurveChart *chart;
  gboolean done[2] = { FALSE, FALSE };
  guint n = pack_of (window)->levels->len;
  int low, high;

  studio_test_select (window, "pack:starter");
  builder = open_builder (window, done);
  chart = PF_STUDIO_CURVE_CHART (studio_test_find_type (GTK_WIDGET (builder),
                                                        PF_STUDIO_TYPE_CURVE_CHART));
  pf_studio_build_pack_window_set_curve (builder, 6, 2, 5, 4);
  /* The straight line, then steps: level 5 rests at the first target. */
  g_assert_cmpint (pf_studio_curve_chart_get_target (chart, 4, NULL, NULL), ==, 4);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.curve", "s", "steps");
  g_assert_cmpint (pf_studio_curve_chart_get_target (chart, 4, &low, &high), ==, 2);
  /* No one-move level for a target of two: check would call it trivial. */
  g_assert_cmpint (low, ==, 2);
  g_assert_cmpint (high, ==, 3);
  g_assert_cmpint (pf_studio_curve_chart_get_target (chart, 5, NULL, NULL), ==, 5);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.minimal", NULL);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.unique", NULL);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.min-narrow", NULL);
  g_assert_cmpuint (studio_test_assert_shortcuts_listed (GTK_WIDGET (builder), "build."), >=, 10);

  build_to_end (builder, done);
  g_assert_cmpuint (found_in (builder), ==, 6);

  /* A level played under the curve leaves the window its size on a
   * 1024 x 700 screen, with its Add button in reach, and takes the larger
   * part of the height from the curve, which stays tall enough for its
   * dots to be told apart and clicked. */
  gtk_window_set_default_size (GTK_WINDOW (builder), 1000, 660);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.preview", "u", 0);
  studio_test_wait_frames (5);
  {
    GtkWidget *add = studio_test_find_shown_action (GTK_WIDGET (builder), "build.accept");
    GtkWidget *played = GTK_WIDGET (preview_of (builder));
    graphene_rect_t bounds;

    g_assert_true (pf_studio_fold_box_get_folded (
                     PF_STUDIO_FOLD_BOX (gtk_widget_get_parent (played))));
    g_assert_cmpint (gtk_widget_get_height (played), >,
                     gtk_widget_get_height (gtk_widget_get_parent (played)) / 2);
    g_assert_cmpint (gtk_widget_get_height (studio_test_find_type (GTK_WIDGET (builder),
                                                                   PF_STUDIO_TYPE_CURVE_CHART)),
                     >=, 150);

    g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (builder)), <=, 700);
    g_assert_nonnull (add);
    g_assert_true (gtk_widget_compute_bounds (add, GTK_WIDGET (builder), &bounds));
    g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                       gtk_widget_get_height (GTK_WIDGET (builder)));
  }

  gtk_widget_activate_action (GTK_WIDGET (builder), "build.accept", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 6);
  for (guint i = n; i < n + 6; i++)
    {
      g_autoptr(PfTriLevel) level = pf_tri_level_copy (g_ptr_array_index (pack_of (window)->levels,
                                                                          i));
      g_auto(PfTriMeasure) measure = { 0 };
      PfTriMeasureOptions options;

      /* In the order of the targets, each within its band */
      g_assert_cmpint (ABS (level->figures.moves - targets[i - n]), <=, 1);
      g_assert_nonnull (strstr (level->meta.notes, "with seed 4 (steps)"));
      pf_tri_measure_options_init (&options);
      options.explain = TRUE;
      g_assert_true (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, NULL));
      g_assert_cmpuint (measure.explanation->redundant_blocks->len, ==, 0);
      g_assert_cmpuint (measure.explanation->solutions, ==, 1);
      g_assert_cmpuint (measure.explanation->narrow_steps->len, >=, 2);
    }

  /* The next Build Levels window starts where this one was left. */
  gtk_window_destroy (GTK_WINDOW (builder));
  studio_test_activate (window, "build-pack", NULL);
  builder = PF_STUDIO_BUILD_PACK_WINDOW (find_window (PF_STUDIO_TYPE_BUILD_PACK_WINDOW));
  {
    const char *switches[] = { "Minimal", "Unique", "Narrow Steps" };
    GtkWidget *shape = studio_test_find_row (GTK_WIDGET (builder), "Shape");
    GtkWidget *levels = studio_test_find_row (GTK_WIDGET (builder), "Levels");

    g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (
                        studio_test_find_type (shape, GTK_TYPE_DROP_DOWN))), ==, 2);
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                       studio_test_find_type (levels, GTK_TYPE_SPIN_BUTTON))), ==, 6);
    for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
      {
        GtkWidget *row = studio_test_find_row (GTK_WIDGET (builder), switches[i]);

        if (!gtk_switch_get_active (GTK_SWITCH (studio_test_find_type (row, GTK_TYPE_SWITCH))))
          g_error ("“%s” was not kept for the next window", switches[i]);
      }
  }
  /* Back as they were, for the tests after this one */
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.minimal", NULL);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.unique", NULL);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.min-narrow", NULL);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.curve", "s", "linear");

  gtk_window_destroy (GTK_WINDOW (builder));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A pack just made has no level to grow: both windows start from an open
 * room, and what they find joins the new pack. */
static void
test_empty_pack_grows_an_open_room (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioGenerateWindow *generator;
  PfStudioBuildPackWindow *builder;
  gboolean done[2] = { FALSE, FALSE };
  PfTriPack *pack;

  studio_test_activate (window, "new-pack", NULL);
  pack = pf_project_find_pack (studio_test_project (window), "pack-2");
  g_assert_nonnull (pack);
  g_assert_cmpuint (pack->levels->len, ==, 0);

  studio_test_activate (window, "generate-levels", NULL);
  generator = PF_STUDIO_GENERATE_WINDOW (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  g_assert_nonnull (generator);
  g_assert_cmpstr (pf_studio_generate_window_get_source (generator), ==, "open-room");
  g_signal_connect (generator, "finished", G_CALLBACK (on_finished), done);
  pf_studio_generate_window_set_search (generator, NULL, 4, 8, 30, 7);
  run_to_end (generator, done);
  g_assert_cmpuint (g_list_model_get_n_items (pf_studio_generate_window_get_candidates (generator)),
                    >, 0);
  gtk_window_destroy (GTK_WINDOW (generator));

  builder = PF_STUDIO_BUILD_PACK_WINDOW (find_window (PF_STUDIO_TYPE_BUILD_PACK_WINDOW));
  g_assert_null (builder);
  builder = open_builder (window, done);
  pf_studio_build_pack_window_set_curve (builder, 3, 2, 6, 3);
  build_to_end (builder, done);
  g_assert_true (done[1]);
  g_assert_cmpuint (found_in (builder), ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.accept", NULL);
  pack = pf_project_find_pack (studio_test_project (window), "pack-2");
  g_assert_cmpuint (pack->levels->len, ==, 3);
  g_assert_true (pf_project_check (studio_test_project (window), "ui", NULL));

  gtk_window_destroy (GTK_WINDOW (builder));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Ctrl+Q in Generate Levels quits, as in the project window: both windows
 * go, cleanly (GTK holds the generator window while it handles the key,
 * so the project window is freed first; this suite makes GTK's warnings
 * fatal). */
static void
test_quit_from_generator (void)
{
  g_autoptr(PfStudioApplication) app = studio_test_app_new ();
  PfStudioWindow *window = studio_test_app_open_example (app);
  GtkWidget *generator;

  studio_test_select (window, "pack:starter");
  studio_test_activate (window, "generate-levels", NULL);
  generator = GTK_WIDGET (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  g_assert_nonnull (generator);
  g_object_add_weak_pointer (G_OBJECT (generator), (gpointer *) &generator);

  g_object_ref (generator);
  g_assert_true (gtk_widget_activate_action (generator, "generate.quit", NULL));
  g_object_unref (generator);
  studio_test_wait_frames (10);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_assert_null (generator);
}

/* The project of the one recovery copy there is, or NULL while there is
 * none. */
static PfProject *
load_recovery_copy (void)
{
  g_autoptr(GPtrArray) copies = pf_studio_recovery_list ();
  g_autoptr(GFile) file = NULL;

  if (copies->len == 0)
    return NULL;
  g_assert_cmpuint (copies->len, ==, 1);
  file = g_file_new_for_path (((PfStudioRecovery *) g_ptr_array_index (copies, 0))->document);
  return pf_project_load (file, NULL);
}

static gboolean
has_recovery_copy (gpointer data)
{
  g_autoptr(GPtrArray) copies = pf_studio_recovery_list ();

  return copies->len > 0;
}

/* The one recovery copy has unsaved changes, or not, and @levels_found. */
static void
assert_recovery_holds (gboolean changed,
                       guint    levels_found)
{
  g_autoptr(GPtrArray) copies = pf_studio_recovery_list ();
  PfStudioRecovery *recovery;

  g_assert_cmpuint (copies->len, ==, 1);
  recovery = g_ptr_array_index (copies, 0);
  g_assert_cmpint (recovery->changed, ==, changed);
  g_assert_cmpuint (recovery->levels_found, ==, levels_found);
}

/* The pack of @project titled @title, or NULL. */
static PfTriPack *
pack_titled (PfProject  *project,
             const char *title)
{
  GPtrArray *packs = pf_project_get_packs (project);

  for (guint i = 0; i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);

      if (g_strcmp0 (pack->meta.title, title) == 0)
        return pack;
    }
  return NULL;
}

/* Levels found and not added are in the recovery copy, in a pack of their
 * own, even with nothing else unsaved: a crash loses none of them. Added,
 * they are in the pack they went to, and no longer apart. */
static void
test_recovery_keeps_levels_found (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = open_generator (window, 12, 11, done);
  GListModel *candidates = pf_studio_generate_window_get_candidates (generator);
  guint n_pack = pack_of (window)->levels->len;
  g_autoptr(PfProject) copy = NULL;
  PfTriPack *found_pack;
  guint found;

  g_assert_null (load_recovery_copy ());
  run_to_end (generator, done);
  found = found_in (generator);
  g_assert_cmpuint (found, >=, 2);
  g_assert_false (studio_test_modified (window));

  g_assert_true (studio_test_wait_for (has_recovery_copy, NULL));
  copy = load_recovery_copy ();
  g_assert_nonnull (copy);
  found_pack = pack_titled (copy, "Candidates for Starter pack, not added");
  g_assert_nonnull (found_pack);
  g_assert_cmpuint (found_pack->levels->len, ==, found);
  /* The question will say what the copy holds. */
  assert_recovery_holds (FALSE, found);
  for (guint i = 0; i < found; i++)
    {
      g_autoptr(PfStudioCandidate) candidate = g_list_model_get_item (candidates, i);

      g_assert_true (pf_tri_level_same_puzzle (g_ptr_array_index (found_pack->levels, i),
                                               pf_studio_candidate_get_level (candidate)));
    }
  /* The window's own project is as it was. */
  g_assert_null (pack_titled (studio_test_project (window),
                              "Candidates for Starter pack, not added"));
  g_clear_object (&copy);

  /* Added: a change to save, and the copy holds them in the pack. */
  gtk_selection_model_select_all (GTK_SELECTION_MODEL (candidates));
  g_assert_cmpuint (pf_studio_generate_window_accept (generator), ==, found);
  g_assert_true (studio_test_modified (window));
  studio_test_wait_frames (50 * 4);
  copy = load_recovery_copy ();
  g_assert_nonnull (copy);
  g_assert_null (pack_titled (copy, "Candidates for Starter pack, not added"));
  g_assert_cmpuint (pf_project_find_pack (copy, "starter")->levels->len, ==, n_pack + found);
  assert_recovery_holds (TRUE, 0);

  /* Gone with the window. */
  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_null (load_recovery_copy ());
}

/* Candidates are in the recovery copy while the search still runs. */
static void
test_recovery_during_a_run (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = start_long_search (window, done);
  g_autoptr(PfProject) copy = NULL;
  PfTriPack *found_pack;

  g_assert_true (studio_test_wait_for (has_recovery_copy, NULL));
  g_assert_true (pf_studio_generate_window_is_running (generator));
  copy = load_recovery_copy ();
  g_assert_nonnull (copy);
  found_pack = pack_titled (copy, "Candidates for Starter pack, not added");
  g_assert_nonnull (found_pack);
  g_assert_cmpuint (found_pack->levels->len, >=, 1);

  gtk_widget_activate_action (GTK_WIDGET (generator), "generate.stop", NULL);
  wait_for (&done[0], 60);
  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_null (load_recovery_copy ());
}

/* Build Levels' levels are in the recovery copy as the curve finds them,
 * not only when its run ends. */
static void
test_recovery_during_a_build (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioBuildPackWindow *builder;
  g_autoptr(PfProject) copy = NULL;
  PfTriPack *found_pack;

  studio_test_select (window, "pack:starter");
  builder = open_builder (window, done);
  /* 2 moves at once, then 70, which takes the run its whole limit. */
  pf_studio_build_pack_window_set_curve (builder, 2, 2, 70, 7);
  pf_studio_build_pack_window_start (builder);
  g_assert_true (studio_test_wait_for (has_recovery_copy, NULL));
  g_assert_true (pf_studio_build_pack_window_is_running (builder));
  copy = load_recovery_copy ();
  g_assert_nonnull (copy);
  found_pack = pack_titled (copy, "Built for Starter pack, not added");
  g_assert_nonnull (found_pack);
  g_assert_cmpuint (found_pack->levels->len, ==, 1);
  g_assert_cmpint (((PfTriLevel *) g_ptr_array_index (found_pack->levels, 0))->figures.moves,
                   ==, 2);

  pf_studio_build_pack_window_stop (builder);
  wait_for (&done[0], 60);
  gtk_window_destroy (GTK_WINDOW (builder));
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_null (load_recovery_copy ());
}

static gboolean
recovery_has_packs (gpointer count)
{
  g_autoptr(PfProject) copy = load_recovery_copy ();

  return copy != NULL && pf_project_get_packs (copy)->len == GPOINTER_TO_UINT (count);
}

/* A recovery copy that records @count levels found (one written during a
 * run holds fewer). */
static gboolean
recovery_holds_levels (gpointer count)
{
  g_autoptr(GPtrArray) copies = pf_studio_recovery_list ();

  return copies->len == 1 &&
         ((PfStudioRecovery *) g_ptr_array_index (copies, 0))->levels_found ==
           GPOINTER_TO_UINT (count);
}

/* Each generator window's levels have a pack of their own in the copy,
 * titled by the pack they were for and right after it; the copy names the
 * first, which a recovered window shows. */
static void
test_recovery_pack_per_window (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean generated[2] = { FALSE, FALSE };
  gboolean built[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator;
  PfStudioBuildPackWindow *builder;
  g_autoptr(PfProject) copy = NULL;
  g_autoptr(GPtrArray) copies = NULL;
  PfTriPack *candidates, *levels, *first;
  GPtrArray *packs;
  guint n_packs;

  /* A pack after the one the levels are for. */
  studio_test_activate (window, "new-pack", NULL);
  n_packs = pf_project_get_packs (studio_test_project (window))->len;
  g_assert_cmpuint (n_packs, ==, 2);
  generator = open_generator (window, 12, 11, generated);
  run_to_end (generator, generated);
  studio_test_select (window, "pack:starter");
  builder = open_builder (window, built);
  pf_studio_build_pack_window_set_curve (builder, 3, 2, 6, 3);
  build_to_end (builder, built);
  g_assert_cmpuint (found_in (generator), >=, 1);
  g_assert_cmpuint (found_in (builder), ==, 3);

  /* The copy written after the build's end holds both. */
  g_assert_true (studio_test_wait_for (recovery_holds_levels,
                                       GUINT_TO_POINTER (found_in (generator) + 3)));
  g_assert_true (studio_test_wait_for (recovery_has_packs, GUINT_TO_POINTER (n_packs + 2)));
  copy = load_recovery_copy ();
  g_assert_nonnull (copy);
  candidates = pack_titled (copy, "Candidates for Starter pack, not added");
  levels = pack_titled (copy, "Built for Starter pack, not added");
  g_assert_nonnull (candidates);
  g_assert_nonnull (levels);
  g_assert_cmpuint (candidates->levels->len, ==, found_in (generator));
  g_assert_cmpuint (levels->levels->len, ==, 3);
  assert_recovery_holds (TRUE, found_in (generator) + 3);
  /* Their notes say where they came from, and how to move them. */
  g_assert_nonnull (strstr (levels->meta.notes, "Build Levels found for “Starter pack”"));
  g_assert_nonnull (strstr (candidates->meta.notes, "Generate Levels found for “Starter pack”"));
  g_assert_nonnull (strstr (levels->meta.notes, "Merge Into"));

  /* Both follow the starter pack, before the pack that came after it. */
  packs = pf_project_get_packs (copy);
  g_assert_cmpstr (((PfTriPack *) g_ptr_array_index (packs, 0))->id, ==, "starter");
  first = g_ptr_array_index (packs, 1);
  g_assert_true (first == candidates || first == levels);
  g_assert_true (g_ptr_array_index (packs, 2) == (first == candidates ? levels : candidates));
  copies = pf_studio_recovery_list ();
  g_assert_cmpstr (((PfStudioRecovery *) g_ptr_array_index (copies, 0))->found_pack, ==,
                   first->id);

  gtk_window_destroy (GTK_WINDOW (builder));
  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_null (load_recovery_copy ());
}

/* The pack deleted under a window holding levels found: its title and the
 * label beside Add to Pack say so, the recovery copy keeps the levels under
 * the pack's title, and an undo in the project brings the pack back. */
static void
test_pack_deleted_under_the_window (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  gboolean done[2] = { FALSE, FALSE };
  PfStudioBuildPackWindow *builder;
  GtkWidget *accept;
  const char *told = "“Starter pack” was deleted: undo that in the project to add these levels";

  studio_test_select (window, "pack:starter");
  builder = open_builder (window, done);
  pf_studio_build_pack_window_set_curve (builder, 3, 2, 6, 3);
  build_to_end (builder, done);
  accept = studio_test_find_action (GTK_WIDGET (builder), "build.accept");
  g_assert_true (gtk_widget_get_sensitive (accept));

  studio_test_select (window, "pack:starter");
  studio_test_activate (window, "delete-item", NULL);
  g_assert_cmpuint (pf_project_get_packs (studio_test_project (window))->len, ==, 0);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (builder)), ==,
                   "Build Levels for Starter pack (deleted)");
  g_assert_false (gtk_widget_get_sensitive (accept));
  g_assert_nonnull (studio_test_find_label (GTK_WIDGET (builder), told));
  g_assert_cmpuint (found_in (builder), ==, 3);
  g_assert_true (studio_test_wait_for (recovery_has_packs, GUINT_TO_POINTER (1)));
  {
    g_autoptr(PfProject) copy = load_recovery_copy ();

    g_assert_nonnull (pack_titled (copy, "Built for Starter pack (deleted), not added"));
  }

  studio_test_activate (window, "undo", NULL);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (builder)), ==,
                   "Build Levels for Starter pack");
  g_assert_true (gtk_widget_get_sensitive (accept));
  g_assert_null (studio_test_find_label (GTK_WIDGET (builder), told));

  gtk_window_destroy (GTK_WINDOW (builder));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *recovery = studio_test_init_apart (&argc, &argv);
  int status;

  g_test_add_func ("/ui/generate/while-editing", test_generate_while_editing);
  g_test_add_func ("/ui/generate/recovery-keeps-levels-found", test_recovery_keeps_levels_found);
  g_test_add_func ("/ui/generate/recovery-during-a-run", test_recovery_during_a_run);
  g_test_add_func ("/ui/generate/recovery-during-a-build", test_recovery_during_a_build);
  g_test_add_func ("/ui/generate/recovery-pack-per-window", test_recovery_pack_per_window);
  g_test_add_func ("/ui/generate/stop-keeps-candidates", test_stop_keeps_candidates);
  g_test_add_func ("/ui/generate/close-while-running", test_close_while_running);
  g_test_add_func ("/ui/generate/build-pack", test_build_pack);
  g_test_add_func ("/ui/generate/build-pack-constraints", test_build_pack_constraints);
  g_test_add_func ("/ui/generate/second-run-offers-nothing-twice",
                   test_second_run_offers_nothing_twice);
  g_test_add_func ("/ui/generate/play-then-add", test_play_then_add);
  g_test_add_func ("/ui/generate/unmeasured-candidate", test_unmeasured_candidate);
  g_test_add_func ("/ui/generate/close-keeps-candidates", test_close_keeps_candidates);
  g_test_add_func ("/ui/generate/quit-from-generator", test_quit_from_generator);
  g_test_add_func ("/ui/generate/title-follows-the-pack", test_title_follows_the_pack);
  g_test_add_func ("/ui/generate/pack-deleted-under-the-window",
                   test_pack_deleted_under_the_window);
  g_test_add_func ("/ui/generate/show-levels-shows-every-window",
                   test_show_levels_shows_every_window);
  g_test_add_func ("/ui/generate/closing-the-project-asks-for-levels-found",
                   test_closing_the_project_asks_for_levels_found);
  g_test_add_func ("/ui/generate/seed-repeats-a-run", test_seed_repeats_a_run);
  g_test_add_func ("/ui/generate/minimal-candidates", test_minimal_candidates);
  g_test_add_func ("/ui/generate/stop-at-remembered", test_stop_at_remembered);
  g_test_add_func ("/ui/generate/settings-read-whole", test_settings_read_whole);
  g_test_add_func ("/ui/generate/empty-pack-grows-an-open-room",
                   test_empty_pack_grows_an_open_room);
  status = g_test_run ();
  g_rmdir (recovery);
  return status;
}

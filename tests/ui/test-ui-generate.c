/* test-ui-generate.c: generating levels and building a pack in the background, while the
 * designer keeps editing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-build-pack-window.h"
#include "pf-studio-candidate.h"
#include "pf-studio-generate-window.h"
#include "pf-tri-same-puzzle.h"
#include "studio-test.h"

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

  /* Two chosen, added as one step, with names of their own. */
  pf_studio_generate_window_select (generator, 0);
  pf_studio_generate_window_select (generator, 1);
  g_assert_cmpuint (pf_studio_generate_window_accept (generator), ==, 2);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 2);
  first = g_ptr_array_index (pack_of (window)->levels, n);
  second = g_ptr_array_index (pack_of (window)->levels, n + 1);
  g_assert_cmpstr (first->id, ==, "level-17");
  g_assert_cmpstr (first->meta.title, ==, "Level 17");
  g_assert_cmpstr (second->meta.title, ==, "Level 18");
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
  guint before;

  gtk_widget_activate_action (GTK_WIDGET (generator), "generate.stop", NULL);
  wait_for (&done[0], 120);
  g_assert_false (pf_studio_generate_window_is_running (generator));
  before = g_list_model_get_n_items (candidates);
  g_assert_cmpuint (before, >, 0);
  studio_test_wait_frames (5);
  g_assert_cmpuint (g_list_model_get_n_items (candidates), ==, before);

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Closing the window while it generates stops the search: the window goes
 * at once, and nothing the search still sends reaches it. */
static void
test_close_while_running (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  guint n = pack_of (window)->levels->len;
  gboolean done[2] = { FALSE, FALSE };
  PfStudioGenerateWindow *generator = start_long_search (window, done);

  g_object_add_weak_pointer (G_OBJECT (generator), (gpointer *) &generator);
  gtk_window_close (GTK_WINDOW (generator));
  studio_test_wait_frames (30);
  g_assert_null (generator);
  g_assert_null (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  g_assert_false (done[0]);
  /* The project is as it was, and a new window can run again. */
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);
  studio_test_activate (window, "generate-levels", NULL);
  generator = PF_STUDIO_GENERATE_WINDOW (find_window (PF_STUDIO_TYPE_GENERATE_WINDOW));
  g_assert_nonnull (generator);
  g_assert_false (pf_studio_generate_window_is_running (generator));

  gtk_window_destroy (GTK_WINDOW (generator));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A short curve built in the background and added in order, as one step. */
static void
test_build_pack (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioBuildPackWindow *builder;
  gboolean done[2] = { FALSE, FALSE };
  guint n = pack_of (window)->levels->len;
  gint last = 0;

  studio_test_select (window, "pack:starter");
  studio_test_activate (window, "build-pack", NULL);
  builder = PF_STUDIO_BUILD_PACK_WINDOW (find_window (PF_STUDIO_TYPE_BUILD_PACK_WINDOW));
  g_assert_nonnull (builder);
  g_signal_connect (builder, "finished", G_CALLBACK (on_finished), done);
  pf_studio_build_pack_window_set_curve (builder, 3, 2, 6, 3);
  gtk_widget_activate_action (GTK_WIDGET (builder), "build.start", NULL);
  wait_for (&done[0], 300);
  g_assert_true (done[1]);
  g_assert_cmpuint (pf_studio_build_pack_window_count_found (builder), ==, 3);

  gtk_widget_activate_action (GTK_WIDGET (builder), "build.accept", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 3);
  for (guint i = n; i < n + 3; i++)
    {
      PfTriLevel *level = g_ptr_array_index (pack_of (window)->levels, i);

      /* In order along the curve 2, 4, 6, each within its tolerance */
      g_assert_cmpint (level->figures.moves, >=, last);
      g_assert_cmpint (ABS (level->figures.moves - (int) (2 + 2 * (i - n))), <=, 1);
      last = level->figures.moves;
    }
  g_assert_true (pf_project_check (studio_test_project (window), "ui", NULL));
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);

  gtk_window_destroy (GTK_WINDOW (builder));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/generate/while-editing", test_generate_while_editing);
  g_test_add_func ("/ui/generate/stop-keeps-candidates", test_stop_keeps_candidates);
  g_test_add_func ("/ui/generate/close-while-running", test_close_while_running);
  g_test_add_func ("/ui/generate/build-pack", test_build_pack);
  return g_test_run ();
}

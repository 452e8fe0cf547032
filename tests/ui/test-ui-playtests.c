/* test-ui-playtests.c: playtests in the studio: the pack exported as a web page, the logs
 * testers send back imported as one undo step, the pack page's playtests column with its
 * marks, and the level panel's playtests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "pf-studio-level-panel.h"
#include "pf-studio-pack-columns.h"
#include "pf-studio-pack-page-private.h"
#include "pf-studio-pack-playtests-cell.h"
#include "pf-studio-pack-row.h"
#include "pf-studio-window-private.h"
#include "studio-test.h"
#include "test-files.h"

/* Two testers on the first five levels. By computed difficulty level-03
 * is the second easiest; both testers took far longer on it than on any
 * other, so the page marks it harder than computed. */
static const char *const seconds[2][5] = {
  { "10", "15", "300", "5", "8" },
  { "12", "16", "280", "6", "9" },
};

static char *
write_log (const char *dir,
           guint       tester)
{
  static const char *names[] = { "Ana", "Bo" };
  g_autoptr(GString) text = g_string_new (NULL);
  char *path = g_strdup_printf ("%s/%s.json", dir, names[tester]);

  g_string_printf (text, "{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": "
                   "\"starter\", \"tester\": \"%s\", \"levels\": [", names[tester]);
  for (guint i = 0; i < 5; i++)
    g_string_append_printf (text, "%s{\"level\": \"level-0%u\", \"solved\": true, \"seconds\": "
                            "%s, \"moves\": %u, \"undos\": 0, \"restarts\": 0}",
                            i > 0 ? ", " : "", i + 1, seconds[tester][i], i + 2);
  g_string_append (text, "]}");
  test_write_file (path, text->str);
  return path;
}

static void
settle (void)
{
  for (guint i = 0; i < 500 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  studio_test_wait_frames (2);
}

static PfStudioPackRow *
row_of_level (PfStudioPackPage *page,
              const char       *id)
{
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (pf_studio_pack_page_get_view (page)));

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(PfStudioPackRow) row = g_list_model_get_item (rows, i);

      if (g_strcmp0 (pf_studio_pack_row_get_level (row)->id, id) == 0)
        return row;   /* the model keeps it */
    }
  return NULL;
}

static gboolean
column_shown (PfStudioPackPage *page)
{
  return gtk_column_view_column_get_visible (
    pf_studio_pack_columns_get (pf_studio_pack_page_get_view (page),
                                PF_STUDIO_PACK_COLUMN_PLAYTESTS));
}

static void
test_import (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfDocument *document = pf_studio_window_get_document (window);
  g_autofree char *dir = test_make_temp_dir ();
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) bad = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *stranger = g_build_filename (dir, "stranger.json", NULL);
  PfStudioPackPage *page;
  GtkColumnView *view;
  GtkAdjustment *across;

  for (guint t = 0; t < 2; t++)
    {
      g_autofree char *path = write_log (dir, t);

      g_ptr_array_add (files, g_file_new_for_path (path));
    }
  studio_test_select (window, "pack:starter");
  settle ();
  page = PF_STUDIO_PACK_PAGE (pf_studio_window_get_page (window));
  view = pf_studio_pack_page_get_view (page);
  across = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));
  /* No playtests yet: no column for them. */
  g_assert_false (column_shown (page));

  /* A log of another pack changes nothing and says why. */
  test_write_file (stranger, "{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": "
                             "\"other\", \"tester\": \"\", \"levels\": []}");
  g_ptr_array_add (bad, g_object_ref (g_ptr_array_index (files, 0)));
  g_ptr_array_add (bad, g_file_new_for_path (stranger));
  g_assert_cmpint (pf_studio_window_import_playtests (window, "pack:starter", bad), ==, -1);
  g_assert_nonnull (strstr (pf_studio_window_get_error (window), "stranger.json"));
  g_assert_false (pf_document_can_undo (document));
  g_assert_false (studio_test_modified (window));

  /* Both logs: ten results, one undo step. */
  g_assert_cmpint (pf_studio_window_import_playtests (window, "pack:starter", files), ==, 10);
  settle ();
  g_assert_true (studio_test_modified (window));
  g_assert_cmpstr (pf_document_get_undo_label (document), ==, "Import Playtests");
  g_assert_true (column_shown (page));
  g_assert_cmpuint (pf_studio_pack_row_get_playtests (row_of_level (page, "level-01"))->players,
                    ==, 2);
  g_assert_cmpuint (pf_studio_pack_row_get_playtests (row_of_level (page, "level-06"))->players,
                    ==, 0);
  g_assert_cmpint (pf_studio_pack_row_get_feel (row_of_level (page, "level-03")), ==,
                   PF_PLAYTEST_FEEL_HARDER);
  g_assert_cmpint (pf_studio_pack_row_get_feel (row_of_level (page, "level-04")), ==,
                   PF_PLAYTEST_FEEL_AS_COMPUTED);
  g_assert_nonnull (strstr (gtk_label_get_text (page->summary_label), "5 playtested"));
  /* The column takes the place of the steps and the states, so the list
   * still fits at 1024 × 700. */
  g_assert_false (gtk_column_view_column_get_visible (
    pf_studio_pack_columns_get (view, PF_STUDIO_PACK_COLUMN_STATES)));
  g_assert_cmpfloat (gtk_adjustment_get_upper (across), <=, gtk_adjustment_get_page_size (across));

  /* On a wide window (this test's screen is 1920 × 1080) the states and
   * the findings stand beside the playtests, and the list still fits;
   * narrow again, the playtests take their room once more. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  studio_test_wait_frames (10);
  settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (page)), >=, 1100);
  g_assert_true (column_shown (page));
  g_assert_true (gtk_column_view_column_get_visible (
    pf_studio_pack_columns_get (view, PF_STUDIO_PACK_COLUMN_STATES)));
  g_assert_true (gtk_column_view_column_get_visible (
    pf_studio_pack_columns_get (view, PF_STUDIO_PACK_COLUMN_FINDINGS)));
  g_assert_cmpfloat (gtk_adjustment_get_upper (across), <=, gtk_adjustment_get_page_size (across));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  studio_test_wait_frames (10);
  settle ();
  g_assert_false (gtk_column_view_column_get_visible (
    pf_studio_pack_columns_get (view, PF_STUDIO_PACK_COLUMN_FINDINGS)));
  g_assert_cmpfloat (gtk_adjustment_get_upper (across), <=, gtk_adjustment_get_page_size (across));

  /* A median time as the level page writes it (15 and 16 s). */
  {
    g_autofree char *tip = pf_studio_pack_playtests_tooltip (row_of_level (page, "level-02"));

    g_assert_nonnull (strstr (tip, "15.5 s · 3 moves"));
  }

  /* The same logs again add nothing. */
  g_assert_cmpint (pf_studio_window_import_playtests (window, "pack:starter", files), ==, 0);

  /* Sorted by the playtests, level-03 comes last. */
  gtk_column_view_sort_by_column (view,
                                  pf_studio_pack_columns_get (view,
                                                              PF_STUDIO_PACK_COLUMN_PLAYTESTS),
                                  GTK_SORT_ASCENDING);
  settle ();
  {
    GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (view));
    g_autoptr(PfStudioPackRow) last = g_list_model_get_item (rows,
                                                             g_list_model_get_n_items (rows) - 1);

    g_assert_cmpstr (pf_studio_pack_row_get_level (last)->id, ==, "level-03");
  }

  /* Undo takes them all back, on the pack page. */
  studio_test_activate (window, "undo", NULL);
  settle ();
  g_assert_true (PF_STUDIO_PACK_PAGE (pf_studio_window_get_page (window)) == page);
  g_assert_false (column_shown (page));
  g_assert_cmpuint (pf_studio_pack_row_get_playtests (row_of_level (page, "level-01"))->players,
                    ==, 0);
  studio_test_activate (window, "redo", NULL);
  settle ();
  g_assert_true (column_shown (page));

  /* The level page's panel lists each tester's play. */
  studio_test_select (window, "level:starter/level-03");
  settle ();
  {
    GtkWidget *panel = studio_test_find_type (GTK_WIDGET (pf_studio_window_get_page (window)),
                                              PF_STUDIO_TYPE_LEVEL_PANEL);
    g_autofree char *text = pf_studio_level_panel_get_playtests (PF_STUDIO_LEVEL_PANEL (panel));

    g_test_message ("%s", text);
    g_assert_nonnull (strstr (text, "2 of 2 testers solved it, in a median 290 s and 4 moves. "
                                    "They found it much harder than its computed difficulty "
                                    "says."));
    g_assert_nonnull (strstr (text, "Ana: solved in 300 s, 4 moves"));
    g_assert_nonnull (strstr (text, "Bo: solved in 280 s, 4 moves"));

    /* The panel and the pack page's column write a time the same way. */
    studio_test_select (window, "level:starter/level-02");
    settle ();
    g_clear_pointer (&text, g_free);
    text = pf_studio_level_panel_get_playtests (PF_STUDIO_LEVEL_PANEL (panel));
    g_assert_nonnull (strstr (text, "in a median 15.5 s and 3 moves"));

    studio_test_select (window, "level:starter/level-06");
    settle ();
    g_clear_pointer (&text, g_free);
    text = pf_studio_level_panel_get_playtests (PF_STUDIO_LEVEL_PANEL (panel));
    g_assert_nonnull (strstr (text, "Nobody has played this level yet"));
  }

  /* A log the pack holds already, beside a new one: the toast says one
   * brought nothing, so Ana is not thought counted twice. */
  {
    g_autofree char *cy = g_build_filename (dir, "Cy.json", NULL);
    g_autoptr(GPtrArray) again = g_ptr_array_new_with_free_func (g_object_unref);
    GPtrArray *toasts;

    test_write_file (cy, "{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": "
                         "\"starter\", \"tester\": \"Cy\", \"levels\": [{\"level\": "
                         "\"level-06\", \"solved\": true, \"seconds\": 30, \"moves\": 3, "
                         "\"undos\": 0, \"restarts\": 0}]}");
    g_ptr_array_add (again, g_object_ref (g_ptr_array_index (files, 0)));
    g_ptr_array_add (again, g_file_new_for_path (cy));
    g_assert_cmpint (pf_studio_window_import_playtests (window, "pack:starter", again), ==, 1);
    settle ();
    /* The import's toast, with its Undo button (test-ui-document.c). */
    toasts = g_object_get_data (G_OBJECT (window), "pf-studio-undo-toasts");
    g_assert_nonnull (toasts);
    g_assert_cmpuint (toasts->len, >, 0);
    g_assert_cmpstr (adw_toast_get_title (g_ptr_array_index (toasts, toasts->len - 1)), ==,
                     "Added 1 playtest result; 1 log brought nothing new");
  }
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_temp_dir (dir);
}

static gboolean
file_written (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

static gboolean
draft_toast_shown (gpointer window)
{
  return studio_test_find_label (window, "Exported “draft.html”; 1 level in it cannot be "
                                         "solved yet") != NULL;
}

static void
test_export_page (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "Starter pack.html", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *draft_path = g_build_filename (dir, "draft.html", NULL);
  g_autoptr(GFile) draft_file = g_file_new_for_path (draft_path);
  g_autofree char *page = NULL;

  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "export-pack-page")
                 || studio_test_selected_kind (window) == PF_ITEM_NONE);
  studio_test_select (window, "pack:starter");
  settle ();
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "export-pack-page"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "import-playtests"));
  pf_studio_window_export_pack (window, "pack:starter", file, PF_STUDIO_EXPORT_PACK_PAGE);
  g_assert_true (studio_test_wait_for (file_written, path));
  studio_test_wait_frames (5);
  page = test_read_file (path);
  g_assert_true (g_str_has_prefix (page, "<!DOCTYPE html>"));
  g_assert_nonnull (strstr (page, "<title>Starter pack</title>"));
  g_assert_nonnull (strstr (page, "id=\"rules-wasm\""));

  /* A level left without its key goes too, and the toast says that
   * nobody can solve it (in a window of its own: its toasts queue up). */
  gtk_window_destroy (GTK_WINDOW (window));
  window = studio_test_open_example (1024, 700);
  studio_test_select (window, "level:starter/level-01");
  settle ();
  g_action_group_activate_action (G_ACTION_GROUP (window), "set-key",
                                  g_variant_new ("(ub)", 0, FALSE));
  settle ();
  pf_studio_window_export_pack (window, "pack:starter", draft_file, PF_STUDIO_EXPORT_PACK_PAGE);
  g_assert_true (studio_test_wait_for (file_written, draft_path));
  g_assert_true (studio_test_wait_for (draft_toast_shown, window));
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_temp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/playtests/import", test_import);
  g_test_add_func ("/ui/playtests/export-page", test_export_page);
  return g_test_run ();
}

/* test-ui-pack-curve.c: the pack page's difficulty curve
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-pack-curve.h"
#include <string.h>

#include <glib/gstdio.h>

#include "pf-studio-pack-page-private.h"
#include "pf-tri-measure.h"
#include "pf-studio-window-private.h"
#include "studio-test.h"

static PfStudioPackCurve *
shown_curve (PfStudioWindow *window)
{
  GtkWidget *page = pf_studio_window_get_page (window);

  g_assert_true (PF_STUDIO_IS_PACK_PAGE (page));
  return PF_STUDIO_PACK_CURVE (studio_test_find_type (page, PF_STUDIO_TYPE_PACK_CURVE));
}

/* The rule for a jump, on the numbers. */
static void
test_jump_rule (void)
{
  g_assert_false (pf_studio_pack_curve_is_jump (5, 6));
  g_assert_false (pf_studio_pack_curve_is_jump (5, 3));
  g_assert_true (pf_studio_pack_curve_is_jump (5, 2));
  g_assert_false (pf_studio_pack_curve_is_jump (4, 12));
  g_assert_true (pf_studio_pack_curve_is_jump (4, 13));
  g_assert_false (pf_studio_pack_curve_is_jump (-1, 30));
  g_assert_false (pf_studio_pack_curve_is_jump (30, -1));
}

/* F8's action shows the curve; a level moved out of order is a jump, a
 * copy is marked as the same puzzle, and a click on a point opens it. */
static void
test_curve (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfStudioPackCurve *curve;
  GtkWidget *page;
  graphene_rect_t bounds;
  int k = -1;

  studio_test_select (window, "pack:starter");
  page = pf_studio_window_get_page (window);
  curve = shown_curve (window);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (curve)));
  gtk_widget_activate_action (page, "pack.show-curve", NULL);
  studio_test_wait_frames (20);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (curve)));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (curve), GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.size.height, >=, 140);
  g_assert_cmpuint (studio_test_count_drawn_pixels (GTK_WIDGET (curve)), >, 500);

  /* The examples rise level by level: no jump, no repeat. */
  g_assert_cmpuint (pf_studio_pack_curve_count_jumps (curve), ==, 0);
  g_assert_cmpuint (pf_studio_pack_curve_count_same (curve), ==, 0);

  /* The hardest level (34 moves) moved to the front: the drop after it is
   * a jump, and so is the leap from it. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "move-level",
                                  g_variant_new ("(ssi)", "level:starter/level-16", "starter", 0));
  studio_test_select (window, "pack:starter");
  g_assert_cmpuint (pf_studio_pack_curve_count_jumps (curve), >=, 1);
  studio_test_activate (window, "undo", NULL);
  studio_test_select (window, "pack:starter");
  g_assert_cmpuint (pf_studio_pack_curve_count_jumps (curve), ==, 0);

  /* A copy is the same puzzle as its original: both are marked. */
  studio_test_select (window, "level:starter/level-05");
  studio_test_activate (window, "duplicate-item", NULL);
  studio_test_select (window, "pack:starter");
  curve = shown_curve (window);
  g_assert_cmpuint (pf_studio_pack_curve_count_same (curve), ==, 2);

  /* A click on the eighth point opens the eighth level (the copy of the
   * fifth is the sixth now). */
  studio_test_wait_frames (5);
  for (double x = 0; x < gtk_widget_get_width (GTK_WIDGET (curve)) && k != 7; x += 1)
    for (double y = 0; y < gtk_widget_get_height (GTK_WIDGET (curve)) && k != 7; y += 2)
      if (pf_studio_pack_curve_level_at (curve, x, y) == 7)
        {
          k = 7;
          g_assert_true (pf_studio_pack_curve_activate_at (curve, x, y));
        }
  g_assert_cmpint (k, ==, 7);
  {
    PfTriPack *pack = g_ptr_array_index (pf_project_get_packs (studio_test_project (window)), 0);
    PfTriLevel *eighth = g_ptr_array_index (pack->levels, 7);
    g_autofree char *path = pf_item_path_build (PF_ITEM_LEVEL, pack->id, eighth->id);

    g_assert_cmpstr (pf_studio_window_get_selected (window), ==, path);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Enter opens the highlighted level: after Ctrl+Shift+N the new level,
 * after Ctrl+D the copy, whichever row had the keyboard focus before. */
static void
test_enter_opens_the_highlighted_level (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  GtkWidget *page;
  GtkColumnView *view;
  const char *selected;

  studio_test_select (window, "pack:starter");
  page = pf_studio_window_get_page (window);
  view = pf_studio_pack_page_get_view (PF_STUDIO_PACK_PAGE (page));

  /* The first row has the focus; a new level is added and highlighted. */
  gtk_widget_activate_action (page, "pack.add-level", NULL);
  studio_test_wait_frames (3);
  g_signal_emit_by_name (view, "activate", 0);
  studio_test_wait_frames (3);
  selected = pf_studio_window_get_selected (window);
  g_assert_cmpstr (selected, ==, "level:starter/level-17");

  /* A copy of "Order matters" is highlighted; Enter opens the copy. */
  studio_test_select (window, "pack:starter");
  page = pf_studio_window_get_page (window);
  view = pf_studio_pack_page_get_view (PF_STUDIO_PACK_PAGE (page));
  pf_studio_pack_page_select_path (PF_STUDIO_PACK_PAGE (page), "level:starter/level-08");
  gtk_widget_activate_action (page, "pack.duplicate-level", NULL);
  studio_test_wait_frames (3);
  g_signal_emit_by_name (view, "activate", 0);
  studio_test_wait_frames (3);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "level:starter/level-08-2");
  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
shown_rows (GtkWidget *page)
{
  GtkColumnView *view = pf_studio_pack_page_get_view (PF_STUDIO_PACK_PAGE (page));

  return g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view)));
}

static gboolean
check_idle (gpointer page)
{
  return !pf_studio_pack_check_is_running (PF_STUDIO_PACK_PAGE (page)->check);
}

/* The pack's findings: the list shows every level, those with findings or
 * those with errors; a level that loses its key block has an error, and
 * its title's caption says so. */
static void
test_findings_filter (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfTriPack *pack;
  PfTriMeasureOptions options;
  GtkWidget *page;
  guint n, with_findings = 0;

  studio_test_select (window, "pack:starter");
  page = pf_studio_window_get_page (window);
  pack = g_ptr_array_index (pf_project_get_packs (studio_test_project (window)), 0);
  n = pack->levels->len;
  g_assert_cmpuint (shown_rows (page), ==, n);
  /* The levels `polyform check --strict` reports, once the page has
   * explained them all. */
  g_assert_true (studio_test_wait_for (check_idle, page));
  pf_tri_measure_options_init (&options);
  options.max_states = PF_STUDIO_PACK_CHECK_MAX_STATES;
  options.explain = TRUE;
  for (guint i = 0; i < n; i++)
    {
      PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      g_auto(PfTriMeasure) measure = { 0 };
      g_autoptr(GPtrArray) findings = NULL;

      pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, NULL);
      findings = pf_tri_level_findings (level, pack, &measure);
      with_findings += findings->len > 0;
    }
  g_assert_cmpuint (with_findings, >, 0);
  g_assert_cmpuint (with_findings, <, n);

  gtk_widget_activate_action (page, "pack.filter", "s", "findings");
  studio_test_wait_frames (2);
  g_assert_cmpuint (shown_rows (page), ==, with_findings);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (studio_test_find_label (page,
                                                                                "No level has findings"))));
  /* Alt+Down moves a level past the next level shown, and the levels
   * hidden between them stay where they were. */
  {
    GtkColumnView *view = pf_studio_pack_page_get_view (PF_STUDIO_PACK_PAGE (page));
    GListModel *shown = G_LIST_MODEL (gtk_column_view_get_model (view));
    g_autoptr(PfStudioPackRow) first = g_list_model_get_item (shown, 0);
    g_autoptr(PfStudioPackRow) second = g_list_model_get_item (shown, 1);
    g_autofree char *first_id = g_strdup (pf_studio_pack_row_get_level (first)->id);
    g_autofree char *second_id = g_strdup (pf_studio_pack_row_get_level (second)->id);
    guint from = pf_studio_pack_row_get_position (first);
    guint past = pf_studio_pack_row_get_position (second);
    g_autoptr(PfStudioPackRow) moved = NULL;

    g_assert_cmpuint (with_findings, >=, 2);
    g_assert_cmpuint (past, >, from + 1);
    gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (shown), 0);
    gtk_widget_activate_action (page, "pack.move-down", NULL);
    studio_test_wait_frames (2);
    g_assert_cmpstr (((PfTriLevel *) g_ptr_array_index (pack->levels, past))->id, ==, first_id);
    g_assert_cmpstr (((PfTriLevel *) g_ptr_array_index (pack->levels, past - 1))->id, ==,
                     second_id);
    moved = g_list_model_get_item (shown, 1);
    g_assert_cmpstr (pf_studio_pack_row_get_level (moved)->id, ==, first_id);
    /* The last level shown goes no further down. */
    gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (shown), with_findings - 1);
    studio_test_wait_frames (1);
    g_assert_false (gtk_widget_is_sensitive (studio_test_find_action (page, "pack.move-down")));
    g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
    studio_test_wait_frames (2);
    g_assert_cmpstr (((PfTriLevel *) g_ptr_array_index (pack->levels, from))->id, ==, first_id);
  }
  gtk_widget_activate_action (page, "pack.filter", "s", "errors");
  studio_test_wait_frames (2);
  g_assert_cmpuint (shown_rows (page), ==, 0);
  /* An empty list says why. */
  g_assert_nonnull (studio_test_find_label (page, "No level has errors"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (studio_test_find_label (page,
                                                                               "No level has errors"))));

  /* Level 7 without a key block: an error, listed at once. */
  {
    PfTriLevel *level = pf_tri_pack_find_level (pack, "level-07");

    for (guint b = 0; b < level->n_blocks; b++)
      if (level->blocks[b].key)
        g_assert_true (pf_document_level_set_key (pf_studio_window_get_document (window),
                                                  "level:starter/level-07", b, FALSE, NULL));
  }
  studio_test_wait_frames (2);
  g_assert_cmpuint (shown_rows (page), ==, 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (studio_test_find_label (page,
                                                                                "No level has errors"))));
  {
    GtkColumnView *view = pf_studio_pack_page_get_view (PF_STUDIO_PACK_PAGE (page));
    g_autoptr(PfStudioPackRow) only = g_list_model_get_item (
      G_LIST_MODEL (gtk_column_view_get_model (view)), 0);

    g_assert_cmpstr (pf_studio_pack_row_get_level (only)->id, ==, "level-07");
    g_assert_cmpuint (pf_studio_pack_row_count_findings (only, PF_TRI_SEVERITY_ERROR), ==, 1);
  }
  gtk_widget_activate_action (page, "pack.filter", "s", "all");
  studio_test_wait_frames (2);
  g_assert_cmpuint (shown_rows (page), ==, n);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_IS_REGULAR);
}

/* Shipping from the app: the pack as a project file holding just it, which
 * opens again with all its levels, and as pack JSON. */
static void
test_export_formats (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  g_autofree char *dir = g_dir_make_tmp ("pf-ui-export-XXXXXX", NULL);
  g_autofree char *xml = g_build_filename (dir, "starter.polyform.xml", NULL);
  g_autofree char *json = g_build_filename (dir, "starter.json", NULL);
  g_autoptr(GFile) xml_file = g_file_new_for_path (xml);
  g_autoptr(GFile) json_file = g_file_new_for_path (json);
  g_autoptr(PfProject) project = NULL;
  g_autofree char *text = NULL;
  guint n = ((PfTriPack *) g_ptr_array_index (pf_project_get_packs (studio_test_project (window)),
                                              0))->levels->len;

  studio_test_select (window, "pack:starter");
  pf_studio_window_export_pack (window, "pack:starter", xml_file, PF_STUDIO_EXPORT_PACK_PROJECT);
  pf_studio_window_export_pack (window, "pack:starter", json_file, PF_STUDIO_EXPORT_PACK_JSON);
  g_assert_true (studio_test_wait_for (file_exists, xml));
  g_assert_true (studio_test_wait_for (file_exists, json));
  studio_test_wait_frames (5);

  project = pf_project_load (xml_file, NULL);
  g_assert_nonnull (project);
  g_assert_cmpuint (pf_project_get_packs (project)->len, ==, 1);
  g_assert_cmpuint (((PfTriPack *) g_ptr_array_index (pf_project_get_packs (project),
                                                      0))->levels->len, ==, n);
  g_assert_cmpuint (pf_project_get_tilesets (project)->len, ==, 0);
  g_assert_true (g_file_get_contents (json, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"format\":\"polyform-pack\""));

  /* The dialog names the file for the first format; switched to a web
   * page, the page gets the page's ending and the JSON stays as it was. */
  {
    g_autofree char *page = g_build_filename (dir, "starter.html", NULL);
    g_autofree char *json_again = NULL;

    pf_studio_window_export_pack (window, "pack:starter", json_file, PF_STUDIO_EXPORT_PACK_PAGE);
    g_assert_true (studio_test_wait_for (file_exists, page));
    studio_test_wait_frames (5);
    g_assert_true (g_file_get_contents (json, &json_again, NULL, NULL));
    g_assert_cmpstr (json_again, ==, text);
    g_unlink (page);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (xml);
  g_unlink (json);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  studio_test_init (&argc, &argv);
  g_test_add_func ("/ui/pack-curve/jump-rule", test_jump_rule);
  g_test_add_func ("/ui/pack-curve/curve", test_curve);
  g_test_add_func ("/ui/pack-page/findings-filter", test_findings_filter);
  g_test_add_func ("/ui/pack-page/export-formats", test_export_formats);
  g_test_add_func ("/ui/pack-page/enter-opens-the-highlighted-level",
                   test_enter_opens_the_highlighted_level);
  return g_test_run ();
}

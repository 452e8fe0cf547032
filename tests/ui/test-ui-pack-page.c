/* test-ui-pack-page.c: the pack page: its sortable list, the solved-check status, levels
 * added, duplicated, deleted and moved from the page, notes, layouts, generation, re-solving,
 * and a pack of 5,000 levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <time.h>

#include "pf-document-level.h"
#include "pf-studio-cut-label.h"
#include "pf-playtest-log.h"
#include "pf-studio-pack-columns.h"
#include "pf-studio-pack-page-private.h"
#include "pf-studio-pack-row.h"
#include "pf-tri-layout-key.h"
#include "pf-tri-measure.h"
#include "pf-tri-same-puzzle.h"
#include "pf-studio-sidebar.h"
#include "pf-studio-level-page.h"
#include "pf-studio-window.h"
#include "studio-big-pack.h"
#include "pf-tri-level-edit.h"
#include "pf-tri-solver.h"
#include "studio-test.h"

/* Lets the page catch up: every pending event and idle, then a few frames.
 * A wait by the clock alone can pass without a turn of the loop on a busy
 * machine. */
static void
settle (void)
{
  for (guint i = 0; i < 500 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  studio_test_wait_frames (2);
  for (guint i = 0; i < 500 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

/* The pack page's note toast has gone (it goes once it is in). */
static gboolean
note_gone (gpointer page)
{
  return ((PfStudioPackPage *) page)->note_toast == NULL;
}

static PfStudioWindow *
open_pack (PfStudioPackPage **page)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);

  studio_test_select_nth (window, 0);
  settle ();
  g_assert_true (PF_STUDIO_IS_PACK_PAGE (pf_studio_window_get_page (window)));
  *page = PF_STUDIO_PACK_PAGE (pf_studio_window_get_page (window));
  return window;
}

static PfTriPack *
pack_of (PfStudioWindow *window)
{
  return g_ptr_array_index (pf_project_get_packs (studio_test_project (window)), 0);
}

static const char *
level_id (PfStudioWindow *window,
          guint           index)
{
  return ((PfTriLevel *) g_ptr_array_index (pack_of (window)->levels, index))->id;
}

/* The rows as the view lists them. */
static GListModel *
view_rows (PfStudioPackPage *page)
{
  return G_LIST_MODEL (gtk_column_view_get_model (pf_studio_pack_page_get_view (page)));
}

static PfStudioPackRow *
view_row (PfStudioPackPage *page,
          guint             position)
{
  g_autoptr(PfStudioPackRow) row = g_list_model_get_item (view_rows (page), position);

  return row;   /* the model keeps it */
}

static PfStudioPackRow *
row_of_level (PfStudioPackPage *page,
              const char       *id)
{
  GListModel *rows = view_rows (page);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    if (g_strcmp0 (pf_studio_pack_row_get_level (view_row (page, i))->id, id) == 0)
      return view_row (page, i);
  return NULL;
}

static void
select_row (PfStudioPackPage *page,
            const char       *id)
{
  GListModel *rows = view_rows (page);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    if (view_row (page, i) == row_of_level (page, id))
      gtk_selection_model_select_item (GTK_SELECTION_MODEL (rows), i, TRUE);
  g_assert_true (pf_studio_pack_page_selected_row (page) == row_of_level (page, id));
}

static void
assert_summary_has (PfStudioPackPage *page,
                    const char       *part,
                    gboolean          has)
{
  const char *summary = gtk_label_get_text (page->summary_label);

  g_test_message ("summary: %s", summary);
  g_assert_cmpint (strstr (summary, part) != NULL, ==, has);
}

static void
test_move_and_undo (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  g_autofree char *first = g_strdup (level_id (window, 0));
  g_autofree char *second = g_strdup (level_id (window, 1));

  pf_studio_pack_page_move_level (page, 0, 2);
  g_assert_cmpstr (level_id (window, 0), ==, second);
  g_assert_cmpstr (level_id (window, 2), ==, first);
  g_assert_cmpuint (pf_studio_pack_row_get_position (row_of_level (page, first)), ==, 2);
  g_assert_true (studio_test_modified (window));

  /* The arrows move the selected level, one step at a time. */
  select_row (page, first);
  gtk_widget_activate_action (GTK_WIDGET (page), "pack.move-up", NULL);
  g_assert_cmpstr (level_id (window, 1), ==, first);

  /* Undo keeps the pack on screen. */
  studio_test_activate (window, "undo", NULL);
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpstr (level_id (window, 0), ==, first);
  g_assert_true (pf_studio_window_get_page (window) == GTK_WIDGET (page));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_duplicates (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  PfTriPack *pack = pack_of (window);
  PfTriLevel *copy = pf_tri_level_copy (g_ptr_array_index (pack->levels, 3));
  guint n = pack->levels->len;

  g_assert_cmpint (pf_studio_pack_find_duplicate (pack, n - 1), ==, -1);

  /* The same puzzle with its blocks listed in another order is a duplicate. */
  {
    PfTriBlock first = copy->blocks[0];

    copy->blocks[0] = copy->blocks[copy->n_blocks - 1];
    copy->blocks[copy->n_blocks - 1] = first;
  }
  g_free (copy->id);
  copy->id = g_strdup ("copy");
  g_ptr_array_add (pack->levels, copy);
  g_assert_cmpint (pf_studio_pack_find_duplicate (pack, n), ==, 3);

  /* One more wall and it is not. */
  for (guint i = 0; i < PF_TRI_COUNT; i++)
    if (!pf_tri_mask_get (&copy->walls, i) && pf_tri_level_block_at (copy, i) < 0 &&
        !pf_tri_mask_get (&copy->goals, i))
      {
        pf_tri_mask_set (&copy->walls, i, TRUE);
        break;
      }
  g_assert_cmpint (pf_studio_pack_find_duplicate (pack, n), ==, -1);
  g_ptr_array_remove_index (pack->levels, n);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The key a column sorts by, as a number; -1 for the title column. */
static double
sort_key (PfStudioPackRow *row,
          int              column)
{
  const PfTriFigures *f = pf_studio_pack_row_get_figures (row);

  switch (column)
    {
    case PF_STUDIO_PACK_COLUMN_POSITION: return pf_studio_pack_row_get_position (row);
    case PF_STUDIO_PACK_COLUMN_PREVIEW: return pf_studio_pack_row_get_floor (row);
    case PF_STUDIO_PACK_COLUMN_MOVES: return f->moves;
    case PF_STUDIO_PACK_COLUMN_STEPS: return f->steps;
    case PF_STUDIO_PACK_COLUMN_DIFFICULTY: return f->difficulty;
    case PF_STUDIO_PACK_COLUMN_STATES: return (double) f->reachable;
    case PF_STUDIO_PACK_COLUMN_PLAYTESTS:
      /* Unplayed levels (no effort) first. */
      return isnan (pf_studio_pack_row_get_effort (row)) ? -1 : pf_studio_pack_row_get_effort (row);
    case PF_STUDIO_PACK_COLUMN_STATUS: return pf_studio_pack_row_get_status (row);
    case PF_STUDIO_PACK_COLUMN_FINDINGS:
      return pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_ERROR) * 1000 +
             pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_WARNING);
    default: return -1;
    }
}

/* Every column the view shows sorts it both ways, and the pack keeps its
 * order. (The playtests column shows once the pack has playtests, in place
 * of the steps and states.) */
static void
check_every_column_sorts (PfStudioPackPage *page,
                          PfTriPack        *pack)
{
  GtkColumnView *view = pf_studio_pack_page_get_view (page);
  GListModel *rows = view_rows (page);
  guint n = g_list_model_get_n_items (rows);
  g_auto(GStrv) before = g_new0 (char *, pack->levels->len + 1);

  g_assert_cmpuint (n, ==, pack->levels->len);
  for (guint i = 0; i < pack->levels->len; i++)
    before[i] = g_strdup (((PfTriLevel *) g_ptr_array_index (pack->levels, i))->id);

  for (int c = 0; c < PF_STUDIO_PACK_N_COLUMNS; c++)
    for (int way = 0; way < 2 &&
         gtk_column_view_column_get_visible (pf_studio_pack_columns_get (view, c)); way++)
      {
        GtkSortType order = way == 0 ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING;
        guint changes = 0;

        gtk_column_view_sort_by_column (view, pf_studio_pack_columns_get (view, c), order);
        for (guint i = 1; i < n; i++)
          {
            PfStudioPackRow *a = view_row (page, i - 1), *b = view_row (page, i);
            int cmp;

            if (c == PF_STUDIO_PACK_COLUMN_TITLE)
              cmp = g_utf8_collate (pf_studio_pack_row_get_title (a),
                                    pf_studio_pack_row_get_title (b));
            else
              cmp = sort_key (a, c) < sort_key (b, c) ? -1 : sort_key (a, c) > sort_key (b, c);
            g_assert_cmpint (way == 0 ? cmp : -cmp, <=, 0);
            changes += cmp != 0;
          }
        /* Not a column of equal keys: the order means something. */
        g_assert_cmpuint (changes, >, 0);
        g_assert_cmpint (pf_studio_pack_columns_shows_pack_order (view), ==,
                         c == PF_STUDIO_PACK_COLUMN_POSITION && order == GTK_SORT_ASCENDING);
      }

  for (guint i = 0; i < pack->levels->len; i++)
    g_assert_cmpstr (((PfTriLevel *) g_ptr_array_index (pack->levels, i))->id, ==, before[i]);
}

/* A wall more, as a designer's stroke in the level page makes it: the
 * cached figures are reset with the edit. */
static void
edit_level (PfStudioWindow *window,
            const char     *id)
{
  PfDocument *document = pf_studio_window_get_document (window);
  g_autofree char *path = pf_item_path_build (PF_ITEM_LEVEL, "starter", id);
  PfItemPlace place;
  const PfTriLevel *level;

  g_assert_true (pf_project_locate (pf_document_get_project (document), path, &place));
  level = place.item;
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&level->walls, t) && !pf_tri_mask_get (&level->goals, t) &&
        pf_tri_level_block_at (level, t) < 0)
      {
        g_assert_true (pf_document_level_set_wall (document, path, t, TRUE, NULL));
        break;
      }
  g_assert_cmpint (level->figures.moves, ==, -1);
}

/* Two testers' logs of the first three levels, added as the window's
 * Import Playtests does. */
static void
add_playtests (PfStudioWindow *window)
{
  PfDocument *document = pf_studio_window_get_document (window);
  g_autoptr(GPtrArray) logs = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                              pf_playtest_log_free);

  for (guint t = 0; t < 2; t++)
    {
      g_autofree char *text = g_strdup_printf (
        "{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"starter\", "
        "\"tester\": \"t%u\", \"levels\": [{\"level\": \"%s\", \"solved\": true, "
        "\"seconds\": %u, \"moves\": 2, \"undos\": 0, \"restarts\": 0}, {\"level\": \"%s\", "
        "\"solved\": false, \"seconds\": 40, \"moves\": 9, \"undos\": 0, \"restarts\": 0}, "
        "{\"level\": \"%s\", \"solved\": true, \"seconds\": %u, \"moves\": 3, \"undos\": 0, "
        "\"restarts\": 0}]}", t, level_id (window, 0), 10 + t, level_id (window, 1),
        level_id (window, 2), 30 + t);

      g_ptr_array_add (logs, pf_playtest_log_read (text, -1, "log.json", NULL));
    }
  g_assert_cmpint (pf_document_add_playtests (document, "pack:starter", logs, NULL, NULL, NULL), ==, 6);
}

static void
test_sort_columns (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  GtkColumnView *view = pf_studio_pack_page_get_view (page);

  g_assert_true (pf_studio_pack_columns_shows_pack_order (view));
  g_assert_false (studio_test_modified (window));
  /* An edit makes one level stale, so the status column has two values;
   * the rows follow it before the next frame. */
  edit_level (window, level_id (window, 4));
  settle ();
  check_every_column_sorts (page, pack_of (window));
  /* With playtests, their column too. */
  add_playtests (window);
  settle ();
  g_assert_true (gtk_column_view_column_get_visible (
    pf_studio_pack_columns_get (view, PF_STUDIO_PACK_COLUMN_PLAYTESTS)));
  check_every_column_sorts (page, pack_of (window));
  gtk_column_view_sort_by_column (view, NULL, GTK_SORT_ASCENDING);
  studio_test_activate (window, "undo", NULL);
  settle ();

  /* Sorted by a column, the view does not reorder the pack: no drag, no arrows. */
  gtk_column_view_sort_by_column (view, pf_studio_pack_columns_get (view, PF_STUDIO_PACK_COLUMN_MOVES),
                                  GTK_SORT_DESCENDING);
  {
    g_autofree char *fourth = g_strdup (level_id (window, 3));

    select_row (page, fourth);
    settle ();
    gtk_widget_activate_action (GTK_WIDGET (page), "pack.move-up", NULL);
    g_assert_cmpstr (level_id (window, 3), ==, fourth);
    g_assert_cmpstr (gtk_label_get_text (page->order_label), !=, "");
  }
  g_assert_true (gtk_widget_get_visible (page->pack_order_button));
  gtk_widget_activate_action (GTK_WIDGET (page), "pack.show-pack-order", NULL);
  settle ();
  g_assert_true (pf_studio_pack_columns_shows_pack_order (view));
  g_assert_false (gtk_widget_get_visible (page->pack_order_button));
  for (guint i = 0; i < pack_of (window)->levels->len; i++)
    g_assert_cmpuint (pf_studio_pack_row_get_position (view_row (page, i)), ==, i);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
on_finished (GObject  *object,
             gpointer  data)
{
  *(gboolean *) data = TRUE;
}

static void
wait_for (gboolean *flag)
{
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (!*flag && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (*flag);
}


static void
test_stale_and_resolve (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  g_autofree char *id = g_strdup (level_id (window, 2));
  PfStudioPackRow *row = row_of_level (page, id);
  PfTriFigures before = pf_studio_pack_row_get_level (row)->figures;
  gboolean done = FALSE;

  g_assert_cmpint (pf_studio_pack_row_get_status (row), ==, PF_STUDIO_SOLVE_SOLVED);
  g_assert_false (gtk_widget_get_sensitive (page->resolve_button));

  /* After an edit the level is stale, and its last figures are still shown. */
  edit_level (window, id);
  settle ();
  g_assert_cmpint (pf_studio_pack_row_get_status (row), ==, PF_STUDIO_SOLVE_STALE);
  g_assert_cmpint (pf_studio_pack_row_get_figures (row)->moves, ==, before.moves);
  g_assert_cmpint (pf_studio_pack_row_get_level (row)->figures.moves, ==, -1);
  assert_summary_has (page, "1 stale", TRUE);
  g_assert_true (gtk_widget_get_sensitive (page->resolve_button));

  /* Undo brings the figures back with the puzzle. */
  studio_test_activate (window, "undo", NULL);
  studio_test_select_nth (window, 0);
  settle ();
  row = row_of_level (page, id);
  g_assert_cmpint (pf_studio_pack_row_get_status (row), ==, PF_STUDIO_SOLVE_SOLVED);

  /* Edited again, then solved again in the background. */
  edit_level (window, id);
  edit_level (window, level_id (window, 0));
  settle ();
  assert_summary_has (page, "2 stale", TRUE);
  g_signal_connect (page, "resolved", G_CALLBACK (on_finished), &done);
  pf_studio_pack_page_resolve_stale (page);
  g_assert_true (pf_studio_pack_page_is_busy (page));
  wait_for (&done);
  settle ();

  g_assert_false (pf_studio_pack_page_is_busy (page));
  g_assert_cmpint (pf_studio_pack_row_get_status (row), ==, PF_STUDIO_SOLVE_SOLVED);
  g_assert_cmpint (pf_studio_pack_row_get_level (row)->figures.moves, >, 0);
  g_assert_cmpint (pf_studio_pack_row_get_level (row)->figures.reachable, >, 0);
  g_assert_cmpfloat (pf_studio_pack_row_get_level (row)->figures.difficulty, >, 0);
  assert_summary_has (page, "stale", FALSE);
  for (guint i = 0; i < pack_of (window)->levels->len; i++)
    g_assert_cmpint (pf_studio_pack_row_get_status (view_row (page, i)), ==,
                     PF_STUDIO_SOLVE_SOLVED);

  /* A level without its key is a draft: said so, and not solved again. */
  {
    PfDocument *document = pf_studio_window_get_document (window);
    g_autofree char *path = pf_item_path_build (PF_ITEM_LEVEL, "starter", id);
    const PfTriLevel *level = pf_studio_pack_row_get_level (row);

    for (guint b = 0; b < level->n_blocks; b++)
      if (level->blocks[b].key)
        g_assert_true (pf_document_level_set_key (document, path, b, FALSE, NULL));
    settle ();
    row = row_of_level (page, id);
    g_assert_cmpint (pf_studio_pack_row_get_status (row), ==, PF_STUDIO_SOLVE_DRAFT);
    assert_summary_has (page, "1 draft", TRUE);
    g_assert_false (pf_studio_solve_record_needs_solving (page->record,
                                                          pf_studio_pack_row_get_level (row)));
    studio_test_activate (window, "undo", NULL);
    studio_test_select_nth (window, 0);
    settle ();
    row = row_of_level (page, id);
    g_assert_cmpint (pf_studio_pack_row_get_status (row), ==, PF_STUDIO_SOLVE_SOLVED);
  }

  /* The sort by difficulty then reorders the pack as one step. */
  pf_studio_pack_page_sort (page);
  for (guint i = 1; i < pack_of (window)->levels->len; i++)
    g_assert_cmpfloat (((PfTriLevel *) g_ptr_array_index (pack_of (window)->levels, i - 1))->figures.difficulty,
                       <=,
                       ((PfTriLevel *) g_ptr_array_index (pack_of (window)->levels, i))->figures.difficulty);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
check_idle (gpointer data)
{
  return !pf_studio_pack_check_is_running (((PfStudioPackPage *) data)->check);
}

/* @row's findings, as `polyform check` prints them: one "code: message"
 * a line. */
static char *
findings_text (GPtrArray *findings)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; findings != NULL && i < findings->len; i++)
    {
      const PfTriFinding *f = g_ptr_array_index (findings, i);

      g_string_append_printf (text, "%s: %s\n", pf_tri_finding_code_to_string (f->code),
                              f->message);
    }
  return g_string_free (text, FALSE);
}

/* A project opened with an exact copy of a level: the copy's row shows the
 * blocks that can go as its original's does, though the puzzle is
 * explained once for both. */
static void
test_findings_of_a_copy (void)
{
  g_autoptr(GFile) example = studio_test_example_file ();
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("pf-ui-copy-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "copy.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  PfStudioWindow *window;
  PfStudioPackPage *page;
  PfTriPack *pack;
  PfTriLevel *copy;

  project = pf_project_load (example, &error);
  g_assert_no_error (error);
  pack = g_ptr_array_index (pf_project_get_packs (project), 0);
  copy = pf_tri_level_copy (pf_tri_pack_find_level (pack, "level-09"));
  g_free (copy->id);
  copy->id = g_strdup ("level-09-copy");
  g_ptr_array_add (pack->levels, copy);
  g_assert_true (pf_project_save (project, file, &error));
  g_assert_no_error (error);

  window = pf_studio_window_new (NULL, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  g_assert_true (pf_studio_window_load (window, file));
  gtk_window_present (GTK_WINDOW (window));
  studio_test_select (window, "pack:starter");
  settle ();
  page = PF_STUDIO_PACK_PAGE (pf_studio_window_get_page (window));
  g_assert_true (studio_test_wait_for (check_idle, page));
  settle ();
  /* Three blocks that can go, and the copy is the same puzzle as level-09. */
  g_assert_cmpuint (pf_studio_pack_row_count_findings (row_of_level (page, "level-09"),
                                                       PF_TRI_SEVERITY_WARNING), ==, 3);
  g_assert_cmpuint (pf_studio_pack_row_count_findings (row_of_level (page, "level-09-copy"),
                                                       PF_TRI_SEVERITY_WARNING), ==, 4);
  g_assert_true (pf_studio_pack_row_get_explained (row_of_level (page, "level-09-copy")));

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

/* The pack page's findings are those of `polyform check`: the redundant
 * blocks too, found in the background while the page shows. The selection
 * stays where it was as they come in, and undoing an edit brings a
 * level's back at once. */
static void
test_findings_as_check (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  PfTriPack *pack = pack_of (window);
  PfTriMeasureOptions options;
  PfStudioPackRow *row;
  guint redundant = 0, too_large = 0;

  /* A level over the check's state budget: sixteen blocks in an open room. */
  {
    g_autoptr(PfTriLevel) huge = pf_tri_level_new ("huge");
    g_autoptr(GPtrArray) levels = g_ptr_array_new ();
    g_autoptr(GPtrArray) added = NULL;

    for (guint r = 0; r < PF_TRI_MAX_BLOCKS; r++)
      g_assert_true (pf_tri_level_add_block (huge, PF_TRI_AXIS_U, r * 32 + 2 * (r % 3), 2,
                                             r == 0, NULL));
    pf_tri_mask_set (&huge->goals, 31, TRUE);
    /* Its figures cached, as a file analysed with a larger budget has
     * them: more states than the check's budget. */
    {
      g_autoptr(PfTriSolution) solution = pf_tri_solver_solve_level (huge, 0, NULL);

      g_assert_cmpint (solution->status, ==, PF_TRI_SOLVE_SOLVED);
      huge->figures.moves = (int) solution->moves;
      huge->figures.steps = (int) solution->steps;
      huge->figures.reachable = (gint64) PF_STUDIO_PACK_CHECK_MAX_STATES + 1;
      huge->figures.solved_states = 1000;
      huge->figures.farther_states = 1000;
      huge->figures.difficulty = 2.0;
    }
    g_ptr_array_add (levels, huge);
    added = pf_document_add_levels (pf_studio_window_get_document (window), "starter", -1,
                                    levels, NULL);
    g_assert_cmpuint (added->len, ==, 1);
    studio_test_select (window, "pack:starter");
  }

  select_row (page, "level-09");
  g_assert_true (studio_test_wait_for (check_idle, page));
  settle ();
  g_assert_true (pf_studio_pack_page_selected_row (page) == row_of_level (page, "level-09"));

  pf_tri_measure_options_init (&options);
  options.max_states = PF_STUDIO_PACK_CHECK_MAX_STATES;
  options.explain = TRUE;
  for (guint i = 0; i < pack->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      g_auto(PfTriMeasure) measure = { 0 };
      g_autoptr(GPtrArray) want = NULL;
      g_autofree char *want_text = NULL, *got_text = NULL;

      pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, NULL);
      want = pf_tri_level_findings (level, pack, &measure);
      want_text = findings_text (want);
      row = row_of_level (page, level->id);
      got_text = findings_text (pf_studio_pack_row_get_findings (row));
      g_assert_cmpstr (got_text, ==, want_text);
      /* Explained in the background, but for the one over the budget */
      g_assert_cmpint (pf_studio_pack_row_get_explained (row), ==, !measure.over_budget);
      redundant += measure.explanation != NULL ? measure.explanation->redundant_blocks->len : 0;
      too_large += measure.over_budget;
    }
  /* Not a pack without any: level-09 alone has three. */
  g_assert_cmpuint (redundant, >=, 3);
  /* and the open room is too large, as check says. */
  g_assert_cmpuint (too_large, ==, 1);
  row = row_of_level (page, "level-09");
  g_assert_cmpuint (pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_WARNING), ==, 3);
  pf_studio_pack_page_update_state (page);
  assert_summary_has (page, "with blocks that can go", TRUE);
  /* Whole at 1024 pixels, on two lines. */
  settle ();
  g_assert_false (pf_studio_label_is_cut (page->summary_label));

  /* An edit makes another puzzle, not explained until it is solved; undo
   * gives back the one explained. */
  edit_level (window, "level-09");
  settle ();
  g_assert_cmpuint (pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_WARNING), ==, 0);
  g_assert_false (pf_studio_pack_row_get_explained (row));
  studio_test_activate (window, "undo", NULL);
  studio_test_select_nth (window, 0);
  settle ();
  row = row_of_level (page, "level-09");
  g_assert_cmpuint (pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_WARNING), ==, 3);
  g_assert_true (pf_studio_pack_row_get_explained (row));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
page_idle (gpointer data)
{
  return !pf_studio_pack_page_is_busy (data);
}

/* Every level's blocks that can go are taken away in the background, as
 * one undo step: each level keeps its moves, and `check` finds none left,
 * except in a level that would have become the same puzzle as another. */
static void
test_make_minimal (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  PfTriPack *pack = pack_of (window);
  guint n = pack->levels->len;
  g_autofree guint *blocks = g_new (guint, n);
  g_autofree gint *moves = g_new (gint, n);
  g_autoptr(PfTriPuzzleSet) puzzles = pf_tri_puzzle_set_new (0);
  PfTriMeasureOptions options;
  guint fewer = 0, kept = 0;

  g_assert_true (studio_test_wait_for (check_idle, page));
  settle ();
  for (guint i = 0; i < n; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);

      blocks[i] = level->n_blocks;
      moves[i] = level->figures.moves;
    }

  gtk_widget_activate_action (GTK_WIDGET (page), "pack.make-minimal", NULL);
  g_assert_true (pf_studio_pack_page_is_busy (page));
  g_assert_true (studio_test_wait_for (page_idle, page));
  settle ();

  pf_tri_measure_options_init (&options);
  options.max_states = PF_STUDIO_PACK_CHECK_MAX_STATES;
  options.explain = TRUE;
  for (guint i = 0; i < n; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      g_auto(PfTriMeasure) measure = { 0 };

      /* No level repeats another. */
      g_assert_true (pf_tri_puzzle_set_add (puzzles, level, NULL, NULL));
      g_assert_true (pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, NULL));
      g_assert_cmpint (measure.figures.moves, ==, moves[i]);
      /* Solved as they are: the figures came with the edit. */
      g_assert_cmpint (level->figures.moves, ==, moves[i]);
      g_assert_cmpint (level->figures.reachable, ==, measure.figures.reachable);
      if (measure.explanation->redundant_blocks->len > 0)
        {
          /* Across the slant, made minimal, is Slide home. */
          g_assert_cmpstr (level->id, ==, "level-04");
          g_assert_cmpuint (level->n_blocks, ==, blocks[i]);
          kept++;
        }
      fewer += level->n_blocks < blocks[i];
    }
  g_assert_cmpuint (kept, ==, 1);
  g_assert_cmpuint (fewer, >=, 4);
  /* The toast says why, in the same words as what was taken, until a
   * level changes again. */
  g_assert_nonnull (page->note_toast);
  g_assert_true (g_str_has_suffix (adw_toast_get_title (page->note_toast),
                                   " levels. Kept “Across the slant” as it is: it would repeat "
                                   "“Slide home”"));
  g_assert_true (g_str_has_prefix (adw_toast_get_title (page->note_toast), "Took "));
  g_assert_true (studio_test_wait_for (check_idle, page));
  settle ();
  pf_studio_pack_page_update_state (page);
  assert_summary_has (page, "1 with blocks that can go", TRUE);

  /* Again, the level kept stays as it is, and nothing is recorded. */
  gtk_widget_activate_action (GTK_WIDGET (page), "pack.make-minimal", NULL);
  g_assert_true (studio_test_wait_for (page_idle, page));
  settle ();
  g_assert_cmpuint (pf_tri_pack_find_level (pack, "level-04")->n_blocks, ==, blocks[3]);

  /* One undo puts every block back: the second time recorded no step. */
  studio_test_activate (window, "undo", NULL);
  settle ();
  g_assert_true (studio_test_wait_for (note_gone, page));
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (((PfTriLevel *) g_ptr_array_index (pack->levels, i))->n_blocks, ==,
                      blocks[i]);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The focusable row widget of level @id in the list. */
static GtkWidget *
row_widget_of (PfStudioPackPage *page,
               const char       *id)
{
  return pf_studio_pack_columns_widget_of_row (pf_studio_pack_page_get_view (page),
                                               G_OBJECT (row_of_level (page, id)));
}

/* The list's keys act on the row with the focus ring, and never on the
 * whole pack: Delete with no row selected leaves the pack alone. */
static void
test_keys_follow_focus (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window;
  g_autofree char *third = NULL;
  GtkWidget *row;
  guint n;

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = open_pack (&page);
  n = pack_of (window)->levels->len;
  third = g_strdup (level_id (window, 2));

  gtk_single_selection_set_selected (page->selection, GTK_INVALID_LIST_POSITION);
  gtk_widget_grab_focus (GTK_WIDGET (pf_studio_pack_page_get_view (page)));
  settle ();
  g_assert_null (pf_studio_pack_page_selected_row (page));
  studio_test_press_key (GTK_WIDGET (window), "Delete");
  settle ();
  g_assert_cmpuint (pf_project_get_packs (studio_test_project (window))->len, ==, 1);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);

  /* Focus on a row selects it; Delete takes that level out. */
  row = row_widget_of (page, third);
  g_assert_nonnull (row);
  gtk_widget_grab_focus (row);
  settle ();
  g_assert_true (pf_studio_pack_page_selected_row (page) == row_of_level (page, third));
  studio_test_press_key (GTK_WIDGET (window), "Delete");
  settle ();
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n - 1);
  g_assert_null (pf_tri_pack_find_level (pack_of (window), third));
  g_assert_true (pf_studio_window_get_page (window) == GTK_WIDGET (page));

  /* Ctrl+D copies the level with the ring; the ring goes to the copy, so
   * the next key acts on the row it shows. */
  row = row_widget_of (page, level_id (window, 0));
  gtk_widget_grab_focus (row);
  settle ();
  studio_test_press_key (GTK_WIDGET (window), "ctrl+d");
  settle ();
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);
  g_assert_true (pf_studio_pack_columns_row_of_widget (gtk_window_get_focus (GTK_WINDOW (window)))
                 == G_OBJECT (row_of_level (page, level_id (window, 1))));
  g_assert_true (pf_studio_pack_page_selected_row (page) ==
                 row_of_level (page, level_id (window, 1)));

  /* Every Alt+Down moves the level one place down, the ring with it. */
  {
    g_autofree char *moving = g_strdup (level_id (window, 1));

    for (guint i = 0; i < 3; i++)
      {
        studio_test_press_key (GTK_WIDGET (window), "alt+Down");
        settle ();
        g_assert_cmpstr (level_id (window, 2 + i), ==, moving);
        g_assert_true (pf_studio_pack_columns_row_of_widget (
                         gtk_window_get_focus (GTK_WINDOW (window))) ==
                       G_OBJECT (row_of_level (page, moving)));
      }
    studio_test_press_key (GTK_WIDGET (window), "alt+Up");
    settle ();
    g_assert_cmpstr (level_id (window, 3), ==, moving);
  }

  /* Ctrl+Page Down goes to the next item, though the list has the focus. */
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "pack:starter");
  studio_test_press_key (GTK_WIDGET (window), "ctrl+Next");
  settle ();
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "level:starter/level-01");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Tab: the pack's list is one stop, left by the next Tab; Return on a row
 * opens its level with the focus inside the level's page; the sidebar is a
 * stop too, on the item selected. */
static void
test_tab_stops (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window;
  GtkWidget *focus, *view, *sidebar;

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = open_pack (&page);
  view = GTK_WIDGET (pf_studio_pack_page_get_view (page));
  gtk_widget_grab_focus (row_widget_of (page, level_id (window, 0)));
  settle ();
  studio_test_press_key (GTK_WIDGET (window), "Tab");
  settle ();
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_true (focus == NULL || !gtk_widget_is_ancestor (focus, view));

  /* Into the sidebar from the button before it: on the pack, selected. */
  sidebar = studio_test_find_type (GTK_WIDGET (window), PF_STUDIO_TYPE_SIDEBAR);
  for (guint i = 0; i < 12; i++)
    {
      focus = gtk_window_get_focus (GTK_WINDOW (window));
      if (focus != NULL && gtk_widget_is_ancestor (focus, sidebar))
        break;
      studio_test_press_key (GTK_WIDGET (window), "Tab");
      settle ();
    }
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, sidebar));

  /* Return on a row of the list opens the level, the focus in its page. */
  gtk_widget_grab_focus (row_widget_of (page, level_id (window, 1)));
  settle ();
  studio_test_press_key (GTK_WIDGET (window), "Return");
  settle ();
  g_assert_true (PF_STUDIO_IS_LEVEL_PAGE (pf_studio_window_get_page (window)));
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, pf_studio_window_get_page (window)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Delete held down in the list takes the levels out one by one and stops
 * at the empty pack: the pack itself goes only from the sidebar. */
static void
test_delete_held_keeps_pack (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window;
  PfDocument *document;
  g_autofree char *last = NULL;
  GtkWidget *focus;

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = open_pack (&page);
  document = pf_studio_window_get_document (window);
  while (pack_of (window)->levels->len > 2)
    {
      g_autofree char *path = pf_item_path_build (PF_ITEM_LEVEL, "starter", level_id (window, 0));

      g_assert_true (pf_document_delete_item (document, path));
    }
  settle ();
  last = g_strdup (level_id (window, 1));
  gtk_widget_grab_focus (row_widget_of (page, level_id (window, 0)));
  settle ();

  /* Four presses for two levels, as a key held down repeats. */
  for (guint i = 0; i < 4; i++)
    {
      studio_test_press_key (GTK_WIDGET (window), "Delete");
      settle ();
    }
  g_assert_cmpuint (pf_project_get_packs (studio_test_project (window))->len, ==, 1);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, 0);
  g_assert_true (pf_studio_window_get_page (window) == GTK_WIDGET (page));
  /* The focus stays in the page, where the next key is still the page's. */
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (page)));

  /* Undo brings the last level back, still on the page. */
  studio_test_activate (window, "undo", NULL);
  settle ();
  g_assert_cmpuint (pack_of (window)->levels->len, ==, 1);
  g_assert_nonnull (pf_tri_pack_find_level (pack_of (window), last));
  g_assert_true (pf_studio_window_get_page (window) == GTK_WIDGET (page));

  gtk_window_destroy (GTK_WINDOW (window));
  studio_test_wait_frames (2);
}

/* An empty pack says how to fill it, until it has a level. */
static void
test_empty_pack_hint (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);

  g_assert_false (gtk_widget_get_visible (page->empty_hint));
  studio_test_activate (window, "new-pack", NULL);
  settle ();
  page = PF_STUDIO_PACK_PAGE (pf_studio_window_get_page (window));
  g_assert_true (gtk_widget_get_visible (page->empty_hint));
  gtk_widget_activate_action (GTK_WIDGET (page), "pack.add-level", NULL);
  settle ();
  g_assert_false (gtk_widget_get_visible (page->empty_hint));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A file that keeps no figures for a level (saved before it was solved,
 * or written by hand): the pack page solves it once shown, without a
 * Re-solve press, and the project stays saved. */
static void
test_unsolved_in_file (void)
{
  g_autoptr(GFile) example = studio_test_example_file ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = pf_project_load (example, &error);
  g_autofree char *dir = g_dir_make_tmp ("pf-ui-unsolved-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "unsolved.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  PfTriPack *pack;
  PfTriLevel *level;
  PfTriFigures cached;
  PfStudioWindow *window = pf_studio_window_new (NULL, NULL);
  PfStudioPackPage *page;
  PfStudioPackRow *row;

  g_assert_no_error (error);
  pack = g_ptr_array_index (pf_project_get_packs (project), 0);
  level = g_ptr_array_index (pack->levels, 4);
  cached = level->figures;
  g_assert_cmpint (cached.moves, >, 0);
  pf_tri_figures_reset (&level->figures);
  g_assert_true (pf_project_save (project, file, &error));
  g_assert_no_error (error);

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  g_assert_true (pf_studio_window_load (window, file));
  gtk_window_present (GTK_WINDOW (window));
  studio_test_select_nth (window, 0);
  settle ();
  page = PF_STUDIO_PACK_PAGE (pf_studio_window_get_page (window));
  g_assert_true (studio_test_wait_for (page_idle, page));
  settle ();

  row = row_of_level (page, level->id);
  g_assert_cmpint (pf_studio_pack_row_get_status (row), ==, PF_STUDIO_SOLVE_SOLVED);
  g_assert_true (pf_tri_figures_equal (&pf_studio_pack_row_get_level (row)->figures, &cached));
  assert_summary_has (page, "not solved", FALSE);
  g_assert_false (studio_test_modified (window));

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_add_duplicate_delete (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  guint n = pack_of (window)->levels->len;
  g_autofree char *third = g_strdup (level_id (window, 2));
  g_autofree char *added = NULL;
  g_autofree char *copy = NULL;
  PfStudioPackRow *row;

  /* A new level goes after the selected one; the page stays, with it selected. */
  select_row (page, third);
  gtk_widget_activate_action (GTK_WIDGET (page), "pack.add-level", NULL);
  settle ();
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 1);
  added = g_strdup (level_id (window, 3));
  g_assert_true (pf_studio_window_get_page (window) == GTK_WIDGET (page));
  g_assert_true (pf_studio_pack_page_selected_row (page) == row_of_level (page, added));
  /* It is solved in the background at once, not left "Not solved". */
  g_assert_true (studio_test_wait_for (page_idle, page));
  settle ();
  g_assert_cmpint (pf_studio_pack_row_get_status (row_of_level (page, added)), ==,
                   PF_STUDIO_SOLVE_SOLVED);
  g_assert_cmpint (pf_studio_pack_row_get_level (row_of_level (page, added))->figures.moves,
                   >, 0);

  /* Its copy comes right after it, marked as the same puzzle as it. */
  gtk_widget_activate_action (GTK_WIDGET (page), "pack.duplicate-level", NULL);
  settle ();
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 2);
  copy = g_strdup (level_id (window, 4));
  row = row_of_level (page, copy);
  g_assert_true (pf_studio_pack_page_selected_row (page) == row);
  g_assert_cmpstr (pf_studio_pack_row_get_duplicate_of (row), ==, added);
  assert_summary_has (page, "1 same puzzle", TRUE);
  assert_summary_has (page, "1 same puzzles", FALSE);

  /* F2 on the list asks for the selected level's title, not the pack's. */
  {
    GList *before = gtk_window_list_toplevels ();
    GtkWindow *dialog;
    g_autofree char *body = NULL;

    gtk_widget_activate_action (GTK_WIDGET (page), "pack.rename-level", NULL);
    dialog = studio_test_find_new_window (before, ADW_TYPE_MESSAGE_DIALOG);
    g_list_free (before);
    g_assert_nonnull (dialog);
    body = g_strdup (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
    g_assert_nonnull (strstr (body, copy));
    g_assert_null (strstr (body, "starter”"));
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
    settle ();
  }

  /* Delete takes the selected level out, and the next row is selected. */
  gtk_widget_activate_action (GTK_WIDGET (page), "pack.delete-level", NULL);
  settle ();
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 1);
  g_assert_null (pf_tri_pack_find_level (pack_of (window), copy));
  g_assert_null (row_of_level (page, copy));
  g_assert_nonnull (pf_studio_pack_page_selected_row (page));
  g_assert_true (pf_studio_window_get_page (window) == GTK_WIDGET (page));

  /* Undo brings it back, on the pack page with its row selected; the
   * toast's Undo, which would now undo another edit, goes. Redo takes it
   * out again, still on the page. */
  studio_test_activate (window, "undo", NULL);
  settle ();
  g_assert_nonnull (pf_tri_pack_find_level (pack_of (window), copy));
  g_assert_true (pf_studio_window_get_page (window) == GTK_WIDGET (page));
  g_assert_true (pf_studio_pack_page_selected_row (page) == row_of_level (page, copy));
  g_assert_true (g_object_get_data (G_OBJECT (window), "pf-studio-undo-toasts") == NULL ||
                 ((GPtrArray *) g_object_get_data (G_OBJECT (window),
                                                   "pf-studio-undo-toasts"))->len == 0);
  studio_test_activate (window, "redo", NULL);
  settle ();
  g_assert_null (pf_tri_pack_find_level (pack_of (window), copy));
  g_assert_true (pf_studio_window_get_page (window) == GTK_WIDGET (page));
  studio_test_activate (window, "undo", NULL);
  settle ();
  g_assert_nonnull (pf_tri_pack_find_level (pack_of (window), copy));

  /* Activating a row (a double-click, Enter) opens the level. */
  studio_test_select_nth (window, 0);
  settle ();
  select_row (page, third);
  g_signal_emit_by_name (pf_studio_pack_page_get_view (page), "activate",
                         gtk_single_selection_get_selected (page->selection));
  settle ();
  g_assert_cmpint (studio_test_selected_kind (window), ==, PF_ITEM_LEVEL);
  g_assert_false (pf_studio_window_get_page (window) == GTK_WIDGET (page));
  gtk_window_destroy (GTK_WINDOW (window));
}

static char *
buffer_text (GtkTextView *view)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (gtk_text_view_get_buffer (view), &start, &end);
  return gtk_text_buffer_get_text (gtk_text_view_get_buffer (view), &start, &end, FALSE);
}

static void
test_notes (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (page->notes_view);
  const char *notes = "Warm-up levels first.\nThen the long ones.\n\nKeep 14 near the end.";
  g_autofree char *shown = NULL;

  g_assert_null (pack_of (window)->meta.notes);
  g_assert_false (studio_test_modified (window));

  /* Typing is not an edit yet; Ctrl+Enter (or leaving the notes) keeps it. */
  g_assert_false (gtk_window_get_title (GTK_WINDOW (window))[0] == '*');
  gtk_text_buffer_set_text (buffer, "Warm-up", -1);
  gtk_text_buffer_set_text (buffer, notes, -1);
  g_assert_null (pack_of (window)->meta.notes);
  /* The title shows the project unsaved while the notes are typed. */
  g_assert_true (gtk_window_get_title (GTK_WINDOW (window))[0] == '*');
  gtk_widget_activate_action (GTK_WIDGET (page), "pack.commit-notes", NULL);
  g_assert_cmpstr (pack_of (window)->meta.notes, ==, notes);
  g_assert_true (studio_test_modified (window));

  /* Nothing new to keep: no second step. */
  gtk_widget_activate_action (GTK_WIDGET (page), "pack.commit-notes", NULL);

  /* One undo takes the whole change back, in the project and on screen. */
  studio_test_activate (window, "undo", NULL);
  studio_test_select_nth (window, 0);
  settle ();
  g_assert_null (pack_of (window)->meta.notes);
  shown = buffer_text (page->notes_view);
  g_assert_cmpstr (shown, ==, "");
  g_assert_false (studio_test_modified (window));

  studio_test_activate (window, "redo", NULL);
  studio_test_select_nth (window, 0);
  settle ();
  g_clear_pointer (&shown, g_free);
  shown = buffer_text (page->notes_view);
  g_assert_cmpstr (shown, ==, notes);

  /* Notes typed and not kept go with the page when another item is shown. */
  gtk_text_buffer_set_text (buffer, "Changed my mind.", -1);
  studio_test_select_nth (window, 2);
  g_assert_cmpstr (pack_of (window)->meta.notes, ==, "Changed my mind.");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
notes_kept (gpointer data)
{
  gpointer *args = data;

  return g_strcmp0 (pack_of (args[0])->meta.notes, args[1]) == 0;
}

/* Ctrl+Enter in the notes keeps them as they were typed. */
static void
test_notes_key (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window;
  g_autofree char *shown = NULL;
  gpointer args[2];

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = open_pack (&page);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (page->notes_view), "Warm-up first.", -1);
  gtk_widget_grab_focus (GTK_WIDGET (page->notes_view));
  settle ();
  g_assert_null (pack_of (window)->meta.notes);

  args[0] = window;
  args[1] = "Warm-up first.";
  studio_test_press_key (GTK_WIDGET (window), "ctrl+Return");
  g_assert_true (studio_test_wait_for (notes_kept, args));
  shown = buffer_text (page->notes_view);
  g_assert_cmpstr (shown, ==, "Warm-up first.");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* New Layout shows the room before it is added; Add Layout adds exactly
 * that room under a fresh name, as one undo step, and the popover then
 * shows another. */
static void
test_layout (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  PfStudioLayoutPopover *popover = page->layout_popover;
  guint n = pack_of (window)->levels->len;
  g_autoptr(GBytes) shown = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(GBytes) added = NULL;
  g_autoptr(GBytes) next = NULL;
  const PfTriLevel *level;

  gtk_menu_button_popup (page->layout_button);
  settle ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  g_assert_nonnull (pf_studio_layout_popover_get_level (popover));

  /* The same settings and seed show the same room; another seed another. */
  pf_studio_layout_popover_set_params (popover, 60, 1, 0.6, 7);
  shown = pf_tri_level_layout_key (pf_studio_layout_popover_get_level (popover));
  pf_studio_layout_popover_set_params (popover, 60, 1, 0.6, 7);
  again = pf_tri_level_layout_key (pf_studio_layout_popover_get_level (popover));
  g_assert_true (g_bytes_equal (shown, again));
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);

  gtk_widget_activate_action (GTK_WIDGET (popover), "layout.add", NULL);
  settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 1);
  level = g_ptr_array_index (pack_of (window)->levels, n);
  added = pf_tri_level_layout_key (level);
  g_assert_true (g_bytes_equal (shown, added));
  g_assert_cmpstr (level->id, ==, "level-17");
  g_assert_cmpstr (level->meta.title, ==, "Level 17");
  g_assert_true (pf_project_check (studio_test_project (window), "ui", NULL));

  next = pf_tri_level_layout_key (pf_studio_layout_popover_get_level (popover));
  g_assert_false (g_bytes_equal (shown, next));

  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n);

  /* The settings reach the room: two key blocks give two. */
  g_assert_true (pf_studio_pack_page_add_layout (page, 90, 2, 0.6, 7));
  g_assert_cmpuint (pack_of (window)->levels->len, ==, n + 1);
  level = g_ptr_array_index (pack_of (window)->levels, n);
  g_assert_cmpuint (level->n_blocks, ==, 2);
  g_assert_true (level->blocks[0].key && level->blocks[1].key);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
assert_inside (GtkWidget  *widget,
               GtkWidget  *window,
               const char *what)
{
  graphene_rect_t bounds;
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  g_test_message ("%s: %.0f,%.0f %.0f×%.0f in %d×%d", what, bounds.origin.x, bounds.origin.y,
                  bounds.size.width, bounds.size.height, width, height);
  g_assert_cmpfloat (bounds.size.width, >, 0);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, width);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, height);
}

/* At 1024 × 700 every control of the page shows whole, and every column
 * of the list fits without scrolling sideways. */
static void
test_fits_1024 (void)
{
  static const char *actions[] = {
    "pack.add-level", "pack.duplicate-level", "pack.delete-level", "pack.move-up",
    "pack.move-down", "pack.resolve-stale", "pack.sort",
  };
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  GtkColumnView *view = pf_studio_pack_page_get_view (page);
  GtkAdjustment *across = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1024);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    assert_inside (studio_test_find_action (GTK_WIDGET (page), actions[i]), GTK_WIDGET (window),
                   actions[i]);
  assert_inside (GTK_WIDGET (page->layout_button), GTK_WIDGET (window), "new layout");
  assert_inside (GTK_WIDGET (page->generate_button), GTK_WIDGET (window), "generate");
  assert_inside (GTK_WIDGET (page->title_row), GTK_WIDGET (window), "title");
  assert_inside (GTK_WIDGET (page->notes_view), GTK_WIDGET (window), "notes");
  assert_inside (GTK_WIDGET (page->summary_label), GTK_WIDGET (window), "summary");
  assert_inside (GTK_WIDGET (view), GTK_WIDGET (window), "list");
  g_assert_cmpfloat (gtk_adjustment_get_upper (across), <=, gtk_adjustment_get_page_size (across));

  /* Sorted by a column, with "Show Pack Order" and a stale level's status. */
  edit_level (window, level_id (window, 0));
  gtk_column_view_sort_by_column (view, pf_studio_pack_columns_get (view, PF_STUDIO_PACK_COLUMN_STATUS),
                                  GTK_SORT_DESCENDING);
  settle ();
  assert_inside (page->pack_order_button, GTK_WIDGET (window), "show pack order");
  assert_inside (studio_test_find_action (GTK_WIDGET (page), "pack.sort"), GTK_WIDGET (window), "sort");
  g_assert_cmpfloat (gtk_adjustment_get_upper (across), <=, gtk_adjustment_get_page_size (across));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first child of @parent with the CSS name @name after skipping @nth. */
static GtkWidget *
nth_named (GtkWidget  *parent,
           const char *name,
           guint       nth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (parent); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_widget_get_css_name (child), name) == 0 && nth-- == 0)
      return child;
  return NULL;
}

static GtkWidget *
find_label (GtkWidget *root)
{
  if (GTK_IS_LABEL (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *label = find_label (child);

      if (label != NULL)
        return label;
    }
  return NULL;
}

static double
right_edge (GtkWidget *widget,
            GtkWidget *view)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, view, &bounds));
  return bounds.origin.x + bounds.size.width;
}

/* A number column's title ends where its numbers end, sorted or not. */
static void
test_number_titles (void)
{
  static const PfStudioPackColumn numbers[] = {
    PF_STUDIO_PACK_COLUMN_MOVES, PF_STUDIO_PACK_COLUMN_DIFFICULTY, PF_STUDIO_PACK_COLUMN_STATES,
  };
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  GtkColumnView *view = pf_studio_pack_page_get_view (page);
  GtkWidget *header = nth_named (GTK_WIDGET (view), "header", 0);
  GtkWidget *rows = nth_named (GTK_WIDGET (view), "listview", 0);

  g_assert_nonnull (header);
  g_assert_nonnull (rows);
  for (guint sorted = 0; sorted < 2; sorted++)
    {
      if (sorted)
        {
          gtk_column_view_sort_by_column (view, pf_studio_pack_columns_get (view,
                                                  PF_STUDIO_PACK_COLUMN_MOVES),
                                          GTK_SORT_ASCENDING);
          settle ();
        }
      for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
        {
          GtkWidget *title = find_label (nth_named (header, "button", numbers[i]));
          GtkWidget *cell, *number;
          guint shown = 0;

          /* Rows hold cells of the columns shown only. */
          for (guint c = 0; c < numbers[i]; c++)
            shown += gtk_column_view_column_get_visible (pf_studio_pack_columns_get (view, c));
          cell = nth_named (nth_named (rows, "row", 0), "cell", shown);
          number = cell != NULL ? find_label (cell) : NULL;
          g_assert_nonnull (title);
          g_assert_nonnull (number);
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (number)), !=, "");
          g_assert_cmpfloat (fabs (right_edge (title, GTK_WIDGET (view)) -
                                   right_edge (number, GTK_WIDGET (view))), <=, 4.0);
        }
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A menu button's tooltip keeps off its open menu, and comes back after. */
static void
test_menu_tooltips (void)
{
  PfStudioPackPage *page;
  PfStudioWindow *window = open_pack (&page);
  GtkMenuButton *buttons[] = { page->generate_button, page->layout_button };

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (buttons[i])));
      gtk_menu_button_popup (buttons[i]);
      settle ();
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (buttons[i]))));
      g_assert_false (gtk_widget_get_has_tooltip (GTK_WIDGET (buttons[i])));
      gtk_menu_button_popdown (buttons[i]);
      settle ();
      g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (buttons[i])));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* 5,000 levels: the model holds them all, sorts by every column, and only
 * the rows on screen are drawn. The times are printed, not asserted. */
static void
test_five_thousand (void)
{
  g_autoptr(PfDocument) document = studio_big_pack_document (5000, 11);
  GtkWidget *window = gtk_window_new ();
  PfStudioPackPage *page = PF_STUDIO_PACK_PAGE (pf_studio_pack_page_new ());
  PfTriPack *pack = g_ptr_array_index (pf_project_get_packs (pf_document_get_project (document)), 0);
  double start;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  start = cpu_ms ();
  pf_studio_pack_page_set_item (page, document, STUDIO_BIG_PACK_PATH);
  g_test_message ("5000 levels: rows made in %.1f ms of CPU", cpu_ms () - start);
  g_assert_cmpuint (g_list_model_get_n_items (view_rows (page)), ==, 5000);
  studio_test_wait_frames (5);

  /* Drawn lazily: a screenful of thumbnails, not 5,000. */
  g_assert_cmpuint (pf_studio_thumbnail_cache_get_drawn (page->thumbnails), >, 0);
  g_assert_cmpuint (pf_studio_thumbnail_cache_get_drawn (page->thumbnails), <, 100);

  start = cpu_ms ();
  check_every_column_sorts (page, pack);
  g_test_message ("5000 levels: 16 sorts checked in %.1f ms of CPU", cpu_ms () - start);

  /* New figures for a level far off screen reach its row, which the view
   * then sorts into its place. */
  {
    PfTriLevel *level = g_ptr_array_index (pack->levels, 4321);
    g_autofree char *path = pf_item_path_build (PF_ITEM_LEVEL, pack->id, level->id);
    GtkColumnView *view = pf_studio_pack_page_get_view (page);
    PfTriFigures figures = level->figures;

    gtk_column_view_sort_by_column (view, pf_studio_pack_columns_get (view,
                                                                      PF_STUDIO_PACK_COLUMN_MOVES),
                                    GTK_SORT_DESCENDING);
    figures.moves = 500;
    figures.steps = 900;
    pf_document_set_figures (document, path, &figures);
    settle ();
    g_assert_true (pf_studio_pack_row_get_level (view_row (page, 0)) == level);
    g_assert_cmpint (pf_studio_pack_row_get_figures (view_row (page, 0))->moves, ==, 500);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/pack-page/move-and-undo", test_move_and_undo);
  g_test_add_func ("/ui/pack-page/duplicates", test_duplicates);
  g_test_add_func ("/ui/pack-page/sort-columns", test_sort_columns);
  g_test_add_func ("/ui/pack-page/stale-and-resolve", test_stale_and_resolve);
  g_test_add_func ("/ui/pack-page/findings-as-check", test_findings_as_check);
  g_test_add_func ("/ui/pack-page/findings-of-a-copy", test_findings_of_a_copy);
  g_test_add_func ("/ui/pack-page/make-minimal", test_make_minimal);
  g_test_add_func ("/ui/pack-page/add-duplicate-delete", test_add_duplicate_delete);
  g_test_add_func ("/ui/pack-page/unsolved-in-file", test_unsolved_in_file);
  g_test_add_func ("/ui/pack-page/keys-follow-focus", test_keys_follow_focus);
  g_test_add_func ("/ui/pack-page/delete-held-keeps-pack", test_delete_held_keeps_pack);
  g_test_add_func ("/ui/pack-page/empty-pack-hint", test_empty_pack_hint);
  g_test_add_func ("/ui/pack-page/tab-stops", test_tab_stops);
  g_test_add_func ("/ui/pack-page/notes", test_notes);
  g_test_add_func ("/ui/pack-page/notes-key", test_notes_key);
  g_test_add_func ("/ui/pack-page/layout", test_layout);
  g_test_add_func ("/ui/pack-page/number-titles", test_number_titles);
  g_test_add_func ("/ui/pack-page/menu-tooltips", test_menu_tooltips);
  g_test_add_func ("/ui/pack-page/fits-1024", test_fits_1024);
  g_test_add_func ("/ui/pack-page/five-thousand", test_five_thousand);
  return g_test_run ();
}

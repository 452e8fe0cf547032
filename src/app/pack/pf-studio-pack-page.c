/* pf-studio-pack-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list is a GtkColumnView over a sorted model of rows. The rows (a
 * GListStore) are in the pack's order; sorting the view never touches the
 * pack. The pack itself is reordered by a drag, by the arrows, and by
 * "Sort Pack by Difficulty", each one undoable step of the document.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-studio-page.h"
#include "pf-studio-column-scroll.h"
#include "pf-studio-cut-label.h"
#include "pf-studio-pack-columns.h"
#include "pf-studio-pack-page-private.h"
#include "pf-studio-tab-out.h"

#define THUMBNAILS_KEPT 600

/* From this width the page shows the states and the findings beside the
 * playtests; narrower, the playtests take their room. */
#define WIDE_PAGE_WIDTH 1100

static void pf_studio_pack_page_page_init (PfStudioPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PfStudioPackPage, pf_studio_pack_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (PF_STUDIO_TYPE_PAGE, pf_studio_pack_page_page_init))

enum {
  RESOLVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_SHOW_CURVE,
  PROP_FILTER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary methods */

int
pf_studio_pack_find_duplicate (const PfTriPack *pack,
                               guint            index)
{
  const PfTriLevel *level = g_ptr_array_index (pack->levels, index);

  for (guint i = 0; i < index; i++)
    if (pf_tri_level_same_layout (g_ptr_array_index (pack->levels, i), level))
      return (int) i;
  return -1;
}

char *
pf_studio_pack_page_level_path (PfStudioPackPage *self,
            const PfTriLevel *level)
{
  return pf_item_path_build (PF_ITEM_LEVEL, self->pack->id, level->id);
}

PfStudioPackRow *
pf_studio_pack_page_selected_row (PfStudioPackPage *self)
{
  return gtk_single_selection_get_selected_item (self->selection);
}

/* Whether the list shows a row just above (@up) or below the selected one,
 * and that row's place in the pack: with a findings filter on, the levels
 * between them are hidden, and a move passes them all. */
gboolean
pf_studio_pack_page_shown_neighbour (PfStudioPackPage *self,
                                     gboolean          up,
                                     guint            *position)
{
  guint shown = gtk_single_selection_get_selected (self->selection);
  g_autoptr(PfStudioPackRow) row = NULL;

  if (shown == GTK_INVALID_LIST_POSITION || (up && shown == 0))
    return FALSE;
  row = g_list_model_get_item (G_LIST_MODEL (self->selection), up ? shown - 1 : shown + 1);
  if (row == NULL)
    return FALSE;
  if (position != NULL)
    *position = pf_studio_pack_row_get_position (row);
  return TRUE;
}

char *
pf_studio_pack_page_dup_selected_path (PfStudioPackPage *self)
{
  PfStudioPackRow *row;

  g_return_val_if_fail (PF_STUDIO_IS_PACK_PAGE (self), NULL);

  row = self->selection != NULL ? pf_studio_pack_page_selected_row (self) : NULL;
  return row != NULL && self->pack != NULL
         ? pf_studio_pack_page_level_path (self, pf_studio_pack_row_get_level (row)) : NULL;
}

/* The row's place in the view (the sorted model), or GTK_INVALID_LIST_POSITION. */
static guint
view_position_of (PfStudioPackPage *self,
                  PfStudioPackRow  *row)
{
  GListModel *model = G_LIST_MODEL (self->sorted);
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PfStudioPackRow) item = g_list_model_get_item (model, i);

      if (item == row)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

void
pf_studio_pack_page_scroll_to (PfStudioPackPage *self,
                               guint             position)
{
  pf_studio_column_view_scroll_to (self->view, position);
}

static gboolean
focus_selected_row (gpointer user_data)
{
  PfStudioPackPage *self = user_data;
  PfStudioPackRow *row = pf_studio_pack_page_selected_row (self);
  GtkWidget *widget;

  self->focus_idle = 0;
  if (row != NULL &&
      (widget = pf_studio_pack_columns_widget_of_row (self->view, G_OBJECT (row))) != NULL)
    gtk_widget_grab_focus (widget);
  return G_SOURCE_REMOVE;
}

/* Selects the row of @path in the view and scrolls to it; while the list
 * has the focus, its ring goes there too, once the row is shown, so that
 * the list's keys and the ring agree. */
void
pf_studio_pack_page_select_path (PfStudioPackPage *self,
             const char       *path)
{
  PfItemPlace place;
  PfStudioPackRow *row;
  GtkWidget *focus;
  GtkRoot *root;
  guint position;

  if (path == NULL || self->document == NULL ||
      !pf_project_locate (pf_document_get_project (self->document), path, &place) ||
      place.kind != PF_ITEM_LEVEL || (row = g_hash_table_lookup (self->rows, place.item)) == NULL)
    return;
  position = view_position_of (self, row);
  if (position == GTK_INVALID_LIST_POSITION)
    return;
  gtk_single_selection_set_selected (self->selection, position);
  pf_studio_pack_page_scroll_to (self, position);
  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->view)) &&
      self->focus_idle == 0)
    self->focus_idle = g_idle_add_full (G_PRIORITY_LOW, focus_selected_row, self, NULL);
}

AdwToast *
pf_studio_pack_page_toast (PfStudioPackPage *self,
                           const char       *text,
                           gboolean          with_undo)
{
  return pf_studio_page_show_toast (self->toast_overlay, text, with_undo);
}

/* How far the work under way is, in levels. */
void
pf_studio_pack_page_show_progress (PfStudioPackPage *self,
                                   guint             done,
                                   guint             total)
{
  g_autofree char *text = g_strdup_printf (_("%u of %u"), done, total);

  gtk_progress_bar_set_fraction (self->progress, (double) done / MAX (total, 1));
  gtk_progress_bar_set_text (self->progress, text);
}

/* The summary, the order note and the actions, once per main loop turn. */

static void
append_part (GString *text,
             char    *part)
{
  if (text->len > 0)
    g_string_append (text, " · ");
  g_string_append (text, part);
  g_free (part);
}

/* A filter that leaves no row says so over the empty list. */
static void
update_filter_hint (PfStudioPackPage *self)
{
  gboolean empty = self->pack != NULL && self->pack->levels->len > 0 &&
                   self->filter != PF_STUDIO_PACK_FILTER_ALL &&
                   g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) == 0;

  gtk_label_set_text (self->filter_hint, self->filter == PF_STUDIO_PACK_FILTER_ERRORS
                                         ? _("No level has errors")
                                         : _("No level has findings"));
  gtk_widget_set_visible (GTK_WIDGET (self->filter_hint), empty);
}

/* What the selection, the view's order and the work under way allow. */
static void
update_actions (PfStudioPackPage *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->store));
  PfStudioPackRow *selected = pf_studio_pack_page_selected_row (self);
  gboolean busy = self->solve_job != NULL;
  gboolean has_pack = self->pack != NULL;
  gboolean in_order = pf_studio_pack_columns_shows_pack_order (self->view);

  pf_studio_pack_columns_set_reorderable (self->view, in_order);
  gtk_label_set_text (self->order_label,
                      in_order ? _("Drag ⠿ to reorder the pack")
                               : _("Sorted view"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->order_label),
                               in_order ? _("The list shows the pack's order: drag a level by "
                                            "its handle, or move it with the arrows")
                                        : _("Sorting the list by a column does not reorder the "
                                            "pack: # is each level's place in the pack"));
  gtk_widget_set_visible (self->pack_order_button, !in_order);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.add-level", has_pack);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.duplicate-level", selected != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.delete-level", selected != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.open-level", selected != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.move-up",
                                 in_order && pf_studio_pack_page_shown_neighbour (self, TRUE, NULL));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.move-down",
                                 in_order && pf_studio_pack_page_shown_neighbour (self, FALSE, NULL));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.show-pack-order", !in_order);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.sort", has_pack && n > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.resolve-stale",
                                 has_pack && !busy && self->to_solve > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.make-minimal",
                                 has_pack && !busy && self->redundant > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.cancel", busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.generate", has_pack);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.new-layout", has_pack);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), busy);
  gtk_widget_set_visible (self->cancel_button, busy);
  gtk_widget_set_visible (self->resolve_button, !busy);
  gtk_widget_set_visible (self->empty_hint, has_pack && self->pack->levels->len == 0);
  update_filter_hint (self);
}

/* A new sort shows the selected row, or the top of the list. */
static void
on_sorter_changed (PfStudioPackPage *self)
{
  PfStudioPackRow *row = pf_studio_pack_page_selected_row (self);
  guint position = row != NULL ? gtk_single_selection_get_selected (self->selection) : 0;

  update_actions (self);
  if (g_list_model_get_n_items (G_LIST_MODEL (self->sorted)) > 0)
    pf_studio_pack_page_scroll_to (self, position);
}

void
pf_studio_pack_page_update_state (PfStudioPackPage *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->store));
  guint counts[PF_STUDIO_SOLVE_DRAFT + 1] = { 0 };
  guint duplicates = 0, to_solve = 0, played = 0, with_errors = 0, redundant = 0;
  g_autoptr(GString) summary = g_string_new (NULL);
  gboolean has_pack = self->pack != NULL;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PfStudioPackRow) row = g_list_model_get_item (G_LIST_MODEL (self->store), i);

      counts[pf_studio_pack_row_get_status (row)]++;
      duplicates += pf_studio_pack_row_get_duplicate_of (row) != NULL;
      with_errors += pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_ERROR) > 0;
      redundant += pf_studio_pack_page_has_redundant_block (row);
      played += pf_studio_pack_row_get_playtests (row)->players > 0;
      to_solve += pf_studio_solve_record_needs_solving (self->record,
                                                        pf_studio_pack_row_get_level (row));
    }

  if (has_pack)
    {
      guint stale = counts[PF_STUDIO_SOLVE_STALE];
      guint unsolved = counts[PF_STUDIO_SOLVE_NOT_SOLVED];
      guint unsolvable = counts[PF_STUDIO_SOLVE_UNSOLVABLE];
      guint too_large = counts[PF_STUDIO_SOLVE_TOO_LARGE];
      guint drafts = counts[PF_STUDIO_SOLVE_DRAFT];

      /* The levels, then only what needs a look. */
      /* TRANSLATORS: the parts of the pack's summary, joined with " · " */
      append_part (summary, g_strdup_printf (ngettext ("%u level", "%u levels", n), n));
      if (n > 0 && counts[PF_STUDIO_SOLVE_SOLVED] == n)
        append_part (summary, g_strdup (n == 1 ? _("solved") : _("all solved")));
      if (stale > 0)
        append_part (summary, g_strdup_printf (ngettext ("%u stale", "%u stale", stale), stale));
      if (unsolved > 0)
        append_part (summary, g_strdup_printf (ngettext ("%u not solved", "%u not solved",
                                                         unsolved), unsolved));
      if (unsolvable > 0)
        append_part (summary, g_strdup_printf (ngettext ("%u unsolvable", "%u unsolvable",
                                                         unsolvable), unsolvable));
      if (too_large > 0)
        append_part (summary, g_strdup_printf (ngettext ("%u too large", "%u too large",
                                                         too_large), too_large));
      if (drafts > 0)
        append_part (summary, g_strdup_printf (ngettext ("%u draft", "%u drafts", drafts),
                                               drafts));
      if (duplicates > 0)
        append_part (summary, g_strdup_printf (ngettext ("%u same puzzle", "%u same puzzles",
                                                         duplicates), duplicates));
      if (with_errors > 0)
        append_part (summary, g_strdup_printf (ngettext ("%u with errors", "%u with errors",
                                                         with_errors), with_errors));
      if (redundant > 0)
        append_part (summary, g_strdup_printf (ngettext ("%u with blocks that can go",
                                                         "%u with blocks that can go",
                                                         redundant), redundant));
      if (self->filter != PF_STUDIO_PACK_FILTER_ALL)
        {
          guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->filtered));

          append_part (summary, g_strdup_printf (ngettext ("%u shown", "%u shown", shown),
                                                 shown));
        }
      if (played > 0)
        append_part (summary, g_strdup_printf (ngettext ("%u playtested", "%u playtested",
                                                         played), played));

    }
  gtk_label_set_text (self->summary_label, summary->str);
  self->to_solve = to_solve;
  self->redundant = redundant;
  update_actions (self);
}

static gboolean
update_state_idle (gpointer data)
{
  PfStudioPackPage *self = data;

  self->state_idle = 0;
  pf_studio_pack_page_update_state (self);
  return G_SOURCE_REMOVE;
}

void
pf_studio_pack_page_queue_update_state (PfStudioPackPage *self)
{
  /* Before the next frame is drawn, so the summary never lags the list. */
  if (self->state_idle == 0)
    self->state_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_state_idle, self, NULL);
}

/* The rows */

static void
show_column (PfStudioPackPage   *self,
             PfStudioPackColumn  column,
             gboolean            shown)
{
  gtk_column_view_column_set_visible (pf_studio_pack_columns_get (self->view, column), shown);
}

/* The playtests column once a level of the pack has been played. On a page
 * too narrow for all (the window at 1024 × 700) it takes the room of the
 * states and the findings, which the level page still shows; the title's
 * caption still names a level's error. The steps, second to the moves, are
 * left to the level page. */
static void
show_columns (PfStudioPackPage *self)
{
  show_column (self, PF_STUDIO_PACK_COLUMN_PLAYTESTS, self->played);
  show_column (self, PF_STUDIO_PACK_COLUMN_STEPS, FALSE);
  show_column (self, PF_STUDIO_PACK_COLUMN_STATES, !self->played || self->wide);
  show_column (self, PF_STUDIO_PACK_COLUMN_FINDINGS, !self->played || self->wide);
}

static gboolean
show_columns_idle (gpointer data)
{
  PfStudioPackPage *self = data;

  self->columns_idle = 0;
  show_columns (self);
  return G_SOURCE_REMOVE;
}

/* The page's layout: its one child, the template's, fills it; a width that
 * crosses WIDE_PAGE_WIDTH changes the columns once the allocation is over. */
static void
measure_page (GtkWidget      *widget,
              GtkOrientation  orientation,
              int             for_size,
              int            *minimum,
              int            *natural,
              int            *minimum_baseline,
              int            *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline,
                        natural_baseline);
}

static void
allocate_page (GtkWidget *widget,
               int        width,
               int        height,
               int        baseline)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);
  gboolean wide = width >= WIDE_PAGE_WIDTH;

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
  if (wide != self->wide)
    {
      self->wide = wide;
      if (self->columns_idle == 0)
        self->columns_idle = g_idle_add (show_columns_idle, self);
    }
}

/* What testers found of each level against the others (the rows whose mark
 * changed are emitted ::changed), and the playtests column, shown once a
 * level of the pack has been played, in place of the steps and states. */
static void
compare_playtests (PfStudioPackPage *self)
{
  g_autoptr(GArray) feels = self->pack != NULL ? pf_playtest_compare_pack (self->pack) : NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->store));
  gboolean played = FALSE;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PfStudioPackRow) row = g_list_model_get_item (G_LIST_MODEL (self->store), i);
      guint position = pf_studio_pack_row_get_position (row);
      PfPlaytestFeel feel = feels != NULL && position < feels->len
                            ? g_array_index (feels, PfPlaytestFeel, position)
                            : PF_PLAYTEST_FEEL_UNKNOWN;

      played |= pf_studio_pack_row_get_playtests (row)->players > 0;
      if (pf_studio_pack_row_set_feel (row, feel))
        pf_studio_pack_row_changed (row);
    }
  self->played = played;
  show_columns (self);
}

/* Builds the rows again from the pack, keeping the row of each level that
 * stays, so the selection and the cells follow their levels. */
static void
rebuild_rows (PfStudioPackPage *self)
{
  g_autoptr(GHashTable) old = g_steal_pointer (&self->rows);
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->store));

  self->rows = g_hash_table_new (NULL, NULL);
  for (guint i = 0; self->pack != NULL && i < self->pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (self->pack->levels, i);
      PfStudioPackRow *row = old != NULL ? g_hash_table_lookup (old, level) : NULL;

      row = row != NULL ? g_object_ref (row) : pf_studio_pack_row_new (level);
      pf_studio_pack_row_set_position (row, i);
      pf_studio_solve_record_observe (self->record, level);
      pf_studio_pack_row_update_status (row, self->record);
      g_hash_table_insert (self->rows, level, row);
      g_ptr_array_add (rows, row);
    }

  g_list_store_splice (self->store, 0, n_old, rows->pdata, rows->len);
  pf_studio_pack_page_update_findings (self, TRUE);
  compare_playtests (self);
  /* The list keeps the cells of rows that stay: they show them again. */
  for (guint i = 0; i < rows->len; i++)
    pf_studio_pack_row_changed (g_ptr_array_index (rows, i));
  update_actions (self);
  pf_studio_pack_page_queue_update_state (self);
  pf_studio_pack_page_check_pack (self);
}

/* The same row again, so a sorted view puts it in its new place. */
static void
resort_row (PfStudioPackPage *self,
            PfStudioPackRow  *row)
{
  g_autoptr(PfStudioPackRow) again = NULL;

  /* Unsorted, the row stays where it is, and its cells follow it. */
  if (gtk_sorter_get_order (gtk_column_view_get_sorter (self->view)) == GTK_SORTER_ORDER_NONE)
    return;
  /* The store may hold the only reference: keep one through the splice. */
  again = g_object_ref (row);
  g_list_store_splice (self->store, pf_studio_pack_row_get_position (row), 1,
                       (gpointer *) &again, 1);
}

/* Following the document */

/* The rows follow the levels changed since the last turn of the main loop,
 * once: an undo step or a stroke edits many levels, or one many times, and
 * each edit alone would look for same puzzles across the pack again. */
static gboolean
follow_changes (gpointer data)
{
  PfStudioPackPage *self = data;
  g_autoptr(GHashTable) changed = g_steal_pointer (&self->changed);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  gboolean new_puzzle = FALSE;
  gint64 started = g_get_monotonic_time ();
  GHashTableIter iter;
  gpointer level;

  self->changed_idle = 0;
  g_hash_table_iter_init (&iter, changed);
  while (g_hash_table_iter_next (&iter, &level, NULL))
    {
      PfStudioPackRow *row = g_hash_table_lookup (self->rows, level);

      if (row == NULL)
        continue;
      new_puzzle |= pf_studio_pack_row_update_status (row, self->record);
      g_ptr_array_add (rows, row);
    }
  if (rows->len == 0)
    return G_SOURCE_REMOVE;
  /* A new puzzle may repeat, or stop repeating, another level; new figures
   * change only their levels' findings. */
  if (new_puzzle)
    pf_studio_pack_page_update_findings (self, FALSE);
  for (guint i = 0; i < rows->len; i++)
    {
      PfStudioPackRow *row = g_ptr_array_index (rows, i);

      if (!new_puzzle)
        pf_studio_pack_page_update_row_findings (self, row);
      pf_studio_pack_row_changed (row);
      resort_row (self, row);
    }
  compare_playtests (self);
  pf_studio_pack_page_queue_update_state (self);
  pf_studio_pack_page_check_pack (self);
  g_debug ("the rows followed %u levels in %.3f s", rows->len,
           (g_get_monotonic_time () - started) / (double) G_USEC_PER_SEC);
  return G_SOURCE_REMOVE;
}

/* One level of the pack changed: its figures, its title or its puzzle. */
void
pf_studio_pack_page_update_row (PfStudioPackPage *self,
                                PfTriLevel       *level)
{
  if (self->changed == NULL)
    self->changed = g_hash_table_new (NULL, NULL);
  g_hash_table_add (self->changed, level);
  /* Before the summary, and before the next frame. */
  if (self->changed_idle == 0)
    self->changed_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE - 1, follow_changes, self, NULL);
}

static void
sync_pack (PfStudioPackPage *self)
{
  PfItemPlace place;
  PfTriPack *pack = NULL;

  if (self->document != NULL && self->path != NULL &&
      pf_project_locate (pf_document_get_project (self->document), self->path, &place) &&
      place.kind == PF_ITEM_PACK)
    pack = place.item;
  if (pack != self->pack)
    {
      self->pack = pack;
      pf_studio_pack_page_sync_meta (self);
    }
  rebuild_rows (self);
}

static void
observe_pack (PfStudioPackPage *self,
              PfTriPack        *pack)
{
  for (guint i = 0; i < pack->levels->len; i++)
    pf_studio_solve_record_observe (self->record, g_ptr_array_index (pack->levels, i));
}

static void
on_item_changed (PfDocument       *document,
                 const char       *path,
                 PfStudioPackPage *self)
{
  PfItemPlace place;

  if (!pf_project_locate (pf_document_get_project (document), path, &place))
    return;
  if (place.kind == PF_ITEM_LEVEL)
    {
      /* Every level's figures are remembered, so a level edited while its
       * pack is not on screen is stale when it comes back. */
      pf_studio_solve_record_observe (self->record, place.item);
      if (g_hash_table_contains (self->rows, place.item))
        {
          pf_studio_pack_page_update_row (self, place.item);
          /* An undo or another edit has made the note out of date. */
          if (self->note_toast != NULL)
            pf_studio_toast_dismiss (self->note_toast);
        }
    }
  else if (place.kind == PF_ITEM_PACK && place.item == self->pack)
    pf_studio_pack_page_sync_meta (self);
}

static void
on_items_changed (PfDocument       *document,
                  guint             kind,
                  const char       *pack,
                  PfStudioPackPage *self)
{
  PfProject *project = pf_document_get_project (document);
  GPtrArray *packs = pf_project_get_packs (project);
  PfTriPack *shown = self->pack;
  g_autoptr(GPtrArray) added = g_ptr_array_new ();

  if (kind != PF_ITEM_PACK && kind != PF_ITEM_LEVEL)
    return;
  pf_studio_solve_record_prune (self->record, project);
  for (guint i = 0; i < packs->len; i++)
    observe_pack (self, g_ptr_array_index (packs, i));
  /* The levels of the pack on screen that have no row yet are new to it. */
  if (shown != NULL && g_ptr_array_find (packs, shown, NULL))
    for (guint i = 0; i < shown->levels->len; i++)
      if (!g_hash_table_contains (self->rows, g_ptr_array_index (shown->levels, i)))
        g_ptr_array_add (added, g_ptr_array_index (shown->levels, i));
  sync_pack (self);
  /* A level added here (new, pasted, imported, generated) is solved at
   * once, as the level page would, rather than left "Not solved". */
  if (self->pack == shown && added->len > 0)
    pf_studio_pack_page_solve_added (self, added);
}

static void
on_map (PfStudioPackPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* A keyboard with nowhere to be, or on the page that goes, goes to the
   * list rather than to the title; one in the sidebar, which chose this
   * pack, stays there, so that its keys act on the pack. The list shows
   * its top (GTK would scroll the focused first row under the header). */
  if (focus == NULL || !gtk_widget_is_drawable (focus) ||
      gtk_widget_get_ancestor (focus, PF_STUDIO_TYPE_PAGE) != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->view));
  pf_studio_pack_page_scroll_to (self, 0);
  pf_studio_pack_page_check_pack (self);
}

/* PfStudioPage */

static void
page_set_item (PfStudioPage *page,
               PfDocument   *document,
               const char   *path)
{
  pf_studio_pack_page_set_item (PF_STUDIO_PACK_PAGE (page), document, path);
}

static void
page_commit_typing (PfStudioPage *page)
{
  pf_studio_pack_page_commit_notes (PF_STUDIO_PACK_PAGE (page));
}

static gboolean
page_has_typing (PfStudioPage *page)
{
  return PF_STUDIO_PACK_PAGE (page)->notes_dirty;
}

static void
pf_studio_pack_page_page_init (PfStudioPageInterface *iface)
{
  iface->set_item = page_set_item;
  iface->commit_typing = page_commit_typing;
  iface->has_typing = page_has_typing;
}

/* GObject overrides */

static void
pf_studio_pack_page_dispose (GObject *object)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (object);

  pf_job_clear (&self->solve_job);
  pf_studio_pack_page_set_item (self, NULL, NULL);
  g_clear_pointer (&self->check, pf_studio_pack_check_free);
  g_clear_handle_id (&self->state_idle, g_source_remove);
  g_clear_handle_id (&self->columns_idle, g_source_remove);
  g_clear_handle_id (&self->focus_idle, g_source_remove);
  g_clear_handle_id (&self->changed_idle, g_source_remove);
  g_clear_pointer (&self->changed, g_hash_table_unref);
  g_clear_weak_pointer (&self->note_toast);
  pf_studio_column_view_cancel_scroll (self->view);
  if (self->selection != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->selection, self);
      g_signal_handlers_disconnect_by_data (gtk_column_view_get_sorter (self->view), self);
    }
  g_clear_pointer (&self->path, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_PACK_PAGE);
  g_clear_object (&self->selection);
  g_clear_object (&self->sorted);
  g_clear_object (&self->filtered);
  g_clear_object (&self->findings_filter);
  g_clear_object (&self->store);
  g_clear_object (&self->thumbnails);
  g_clear_pointer (&self->rows, g_hash_table_unref);
  g_clear_pointer (&self->record, pf_studio_solve_record_free);

  G_OBJECT_CLASS (pf_studio_pack_page_parent_class)->dispose (object);
}

static void
pf_studio_pack_page_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (object);

  switch (prop_id)
    {
    case PROP_SHOW_CURVE:
      g_value_set_boolean (value, gtk_revealer_get_reveal_child (self->curve_revealer));
      break;
    case PROP_FILTER:
      g_value_set_string (value, pf_studio_pack_filter_to_string (self->filter));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_pack_page_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (object);

  switch (prop_id)
    {
    case PROP_SHOW_CURVE:
      if (gtk_revealer_get_reveal_child (self->curve_revealer) != g_value_get_boolean (value))
        {
          gtk_revealer_set_reveal_child (self->curve_revealer, g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_FILTER:
      {
        PfStudioPackFilter filter = pf_studio_pack_filter_from_string (g_value_get_string (value));

        if (filter != self->filter)
          {
            pf_studio_pack_page_set_filter (self, filter);
            g_object_notify_by_pspec (object, pspec);
          }
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_pack_page_class_init (PfStudioPackPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_pack_page_dispose;
  object_class->get_property = pf_studio_pack_page_get_property;
  object_class->set_property = pf_studio_pack_page_set_property;

  /**
   * PfStudioPackPage:show-curve:
   *
   * Whether the pack's difficulty curve is shown above its levels.
   */
  properties[PROP_SHOW_CURVE] =
    g_param_spec_boolean ("show-curve", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * PfStudioPackPage:filter:
   *
   * Which levels the list shows: "all", "findings" (those with a finding)
   * or "errors".
   */
  properties[PROP_FILTER] =
    g_param_spec_string ("filter", NULL, NULL, "all",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PfStudioPackPage::resolved:
   *
   * Emitted when "Re-solve Stale" went through every level it took on.
   */
  signals[RESOLVED] = g_signal_new ("resolved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (PF_STUDIO_TYPE_LAYOUT_POPOVER);
  g_type_ensure (PF_STUDIO_TYPE_PACK_CURVE);
  g_type_ensure (PF_STUDIO_TYPE_TAB_OUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-pack-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, empty_hint);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, filter_hint);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, title_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, author_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, notes_view);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, order_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, progress);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, resolve_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, pack_order_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, view);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, layout_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, generate_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, layout_popover);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, curve_revealer);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, curve);
  gtk_widget_class_install_property_action (widget_class, "pack.show-curve", "show-curve");
  gtk_widget_class_install_property_action (widget_class, "pack.filter", "filter");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F8, 0, "pack.show-curve", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "pack.make-minimal",
                                       NULL);

  pf_studio_pack_page_class_actions_init (widget_class);
}

static void
pf_studio_pack_page_init (PfStudioPackPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_layout_manager (GTK_WIDGET (self),
                                 gtk_custom_layout_new (NULL, measure_page, allocate_page));
  pf_studio_cut_label_add_tooltip (GTK_WIDGET (self->summary_label), self->summary_label);

  self->record = pf_studio_solve_record_new ();
  self->check = pf_studio_pack_page_check_new (self);
  self->rows = g_hash_table_new (NULL, NULL);
  self->thumbnails = pf_studio_thumbnail_cache_new (THUMBNAILS_KEPT);
  self->store = g_list_store_new (PF_STUDIO_TYPE_PACK_ROW);
  pf_studio_pack_columns_add (self->view, self->thumbnails);
  self->findings_filter = pf_studio_pack_page_findings_filter_new (self);
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->store)),
                                              g_object_ref (self->findings_filter));
  g_signal_connect_swapped (self->filtered, "items-changed", G_CALLBACK (update_filter_hint),
                            self);
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->filtered)),
                                          g_object_ref (gtk_column_view_get_sorter (self->view)));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->sorted)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->view, GTK_SELECTION_MODEL (self->selection));

  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (update_actions),
                            self);
  g_signal_connect_swapped (gtk_column_view_get_sorter (self->view), "changed",
                            G_CALLBACK (on_sorter_changed), self);

  pf_studio_pack_page_meta_init (self);
  pf_studio_pack_page_actions_init (self);
  /* Shown, the page gives the keyboard to the list rather than to the title. */
  g_signal_connect_swapped (self, "map", G_CALLBACK (on_map), self);
  g_signal_connect_swapped (self, "unmap", G_CALLBACK (pf_studio_pack_page_check_pack), self);
  pf_studio_pack_page_update_state (self);
}

GtkWidget *
pf_studio_pack_page_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_PACK_PAGE, NULL);
}

void
pf_studio_pack_page_set_item (PfStudioPackPage *self,
                              PfDocument       *document,
                              const char       *path)
{
  g_return_if_fail (PF_STUDIO_IS_PACK_PAGE (self));

  /* Notes typed and not yet kept go to the pack they were typed for. */
  pf_studio_pack_page_commit_notes (self);
  pf_studio_pack_curve_set_item (self->curve, document, path);
  if (pf_studio_page_follow_document (self, &self->document, document,
                                      G_CALLBACK (on_item_changed),
                                      G_CALLBACK (on_items_changed)))
    {
      g_clear_pointer (&self->record, pf_studio_solve_record_free);
      self->record = pf_studio_solve_record_new ();
      if (document != NULL)
        {
          GPtrArray *packs = pf_project_get_packs (pf_document_get_project (document));

          for (guint i = 0; i < packs->len; i++)
            observe_pack (self, g_ptr_array_index (packs, i));
        }
    }
  if (pf_studio_page_store_path (&self->path, path))
    {
      gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
      sync_pack (self);
      /* A pack shown again starts at its top. */
      if (g_list_model_get_n_items (G_LIST_MODEL (self->sorted)) > 0)
        pf_studio_pack_page_scroll_to (self, 0);
    }
  else
    sync_pack (self);
  pf_studio_pack_page_solve_unsolved (self);
}

GtkColumnView *
pf_studio_pack_page_get_view (PfStudioPackPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_PAGE (self), NULL);
  return self->view;
}

gboolean
pf_studio_pack_page_is_busy (PfStudioPackPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_PAGE (self), FALSE);
  return self->solve_job != NULL;
}

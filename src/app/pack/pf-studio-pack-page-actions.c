/* pf-studio-pack-page-actions.c: the pack page's actions: levels added, duplicated,
 * deleted and moved; the pack sorted; stale levels solved again in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include <glib/gi18n.h>

#include "pf-studio-pack-columns.h"
#include "pf-studio-pack-page-private.h"
#include "pf-studio-pack-solve.h"
#include "pf-studio-page.h"
#include "pf-tri-layout.h"
#include "pf-studio-count.h"

#define MAX_STATES G_GUINT64_CONSTANT (60000000)

/* Drag and drop */

static gboolean
on_drop (GtkDropTarget    *target,
         const GValue     *value,
         double            x,
         double            y,
         PfStudioPackPage *self)
{
  PfStudioPackRow *dragged = g_value_get_object (value);
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self->view), x, y, GTK_PICK_DEFAULT);
  GObject *onto = picked ? pf_studio_pack_columns_row_of_widget (picked) : NULL;

  if (dragged == NULL || onto == NULL || self->pack == NULL ||
      !g_hash_table_contains (self->rows, pf_studio_pack_row_get_level (dragged)) ||
      !pf_studio_pack_columns_shows_pack_order (self->view))
    return FALSE;
  pf_studio_pack_page_move_level (self, pf_studio_pack_row_get_position (dragged),
                                  pf_studio_pack_row_get_position (PF_STUDIO_PACK_ROW (onto)));
  return TRUE;
}

/* Re-solving in the background */

static void
on_solve_report (gpointer     owner,
                 PfJob *job,
                 gpointer     data)
{
  PfStudioPackPage *self = owner;
  const PfStudioPackSolveReport *report = data;
  const PfTriLevel *done = report->level;
  g_autofree char *text = NULL;
  PfTriLevel *level;

  if (done == NULL)
    {
      g_autofree char *states = pf_studio_format_count ((gint64) report->explored);

      /* Translators: levels solved of levels to solve, and the states explored so far */
      text = g_strdup_printf (_("%u of %u · %s states"), report->done, report->total, states);
      gtk_progress_bar_set_text (self->progress, text);
      return;
    }

  pf_studio_pack_page_show_progress (self, report->done, report->total);

  /* Only a level that is still the same puzzle gets the figures. */
  level = self->pack ? pf_tri_pack_find_level (self->pack, done->id) : NULL;
  if (level == NULL || !pf_tri_level_same_layout (level, done))
    return;
  if (report->gave_up)
    {
      pf_studio_solve_record_gave_up (self->record, level);
      self->gave_up++;
    }
  else
    self->solved++;
  if (done->figures.moves != -1)
    {
      g_autofree char *path = pf_studio_pack_page_level_path (self, level);

      pf_document_set_figures (self->document, path, &done->figures);
    }
  else if (g_hash_table_contains (self->rows, level))
    pf_studio_pack_page_update_row (self, level);
}

static void
on_resolved (gpointer      owner,
             PfJob  *job,
             gpointer      result,
             const GError *error)
{
  PfStudioPackPage *self = owner;
  gboolean finished = error == NULL;
  g_autofree char *solved = NULL;

  g_clear_object (&self->solve_job);
  pf_studio_pack_page_queue_update_state (self);
  /* Levels just added and solved need no word: their rows show it. */
  if (self->solve_quiet && finished && self->gave_up == 0)
    return;
  solved = g_strdup_printf (ngettext ("%u level solved", "%u levels solved", self->solved),
                            self->solved);
  if (self->gave_up > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%s; the solver gave up on %u level",
                                                         "%s; the solver gave up on %u levels",
                                                         self->gave_up),
                                               solved, self->gave_up);
      pf_studio_pack_page_toast (self, text, FALSE);
    }
  else
    pf_studio_pack_page_toast (self, finished ? solved : _("Re-solving cancelled"), FALSE);
  if (finished)
    g_signal_emit_by_name (self, "resolved");
}

/* Actions */

static void
resolve_stale_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  pf_studio_pack_page_resolve_stale (PF_STUDIO_PACK_PAGE (widget));
}

static void
make_minimal_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  pf_studio_pack_page_make_minimal (PF_STUDIO_PACK_PAGE (widget));
}

static void
sort_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  pf_studio_pack_page_sort (PF_STUDIO_PACK_PAGE (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);

  if (self->solve_job != NULL)
    pf_job_cancel (self->solve_job);
}

static void
show_pack_order_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);

  gtk_column_view_sort_by_column (self->view, NULL, GTK_SORT_ASCENDING);
}

static void
add_level_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);
  PfStudioPackRow *row = pf_studio_pack_page_selected_row (self);
  g_autofree char *after = row ? pf_studio_pack_page_level_path (self, pf_studio_pack_row_get_level (row)) : NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (self->pack == NULL)
    return;
  /* After the selected level, or at the end of the pack. */
  path = pf_document_add_new_item (self->document, PF_ITEM_LEVEL, after ? after : self->path,
                                   &error);
  if (path == NULL)
    pf_studio_pack_page_toast (self, error->message, FALSE);
  pf_studio_pack_page_select_path (self, path);
}

static void
duplicate_level_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);
  g_autofree char *path = pf_studio_pack_page_dup_selected_path (self);
  g_autofree char *copy = NULL;

  if (path == NULL)
    return;
  copy = pf_document_duplicate_item (self->document, path);
  pf_studio_pack_page_select_path (self, copy);
}

static void
delete_level_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);
  PfStudioPackRow *row = pf_studio_pack_page_selected_row (self);
  guint position = gtk_single_selection_get_selected (self->selection);
  g_autofree char *path = NULL;
  g_autofree char *message = NULL;
  guint n;

  if (row == NULL || self->pack == NULL)
    return;
  path = pf_studio_pack_page_level_path (self, pf_studio_pack_row_get_level (row));
  message = g_strdup_printf (_("Deleted “%s”"), pf_studio_pack_row_get_title (row));
  if (!pf_document_delete_item (self->document, path))
    return;
  pf_studio_pack_page_toast (self, message, TRUE);
  /* The next row takes the selection, so Delete can go on down the list.
   * The last level gone, the empty list keeps the focus its row had: a
   * focus left to the window would hand the next Delete, as a key held
   * down repeats, to the sidebar's pack. */
  n = g_list_model_get_n_items (G_LIST_MODEL (self->sorted));
  if (n > 0)
    gtk_single_selection_set_selected (self->selection, MIN (position, n - 1));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->view));
}

/* The window's action on the level of the selected row: pack.open-level
 * shows it (win.select-item); pack.rename-level, F2 on the list, asks for
 * its title (win.ask-rename), as Ctrl+D and Delete act on the row, not on
 * the sidebar's pack. */
static void
level_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  g_autofree char *path = pf_studio_pack_page_dup_selected_path (PF_STUDIO_PACK_PAGE (widget));

  if (path != NULL)
    gtk_widget_activate_action (widget, g_str_equal (action_name, "pack.open-level")
                                        ? "win.select-item" : "win.ask-rename", "s", path);
}

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);
  PfStudioPackRow *row = pf_studio_pack_page_selected_row (self);
  gboolean up = g_str_equal (action_name, "pack.move-up");
  guint to;

  if (row == NULL || !pf_studio_pack_columns_shows_pack_order (self->view) ||
      !pf_studio_pack_page_shown_neighbour (self, up, &to))
    return;
  pf_studio_pack_page_move_level (self, pf_studio_pack_row_get_position (row), to);
}

static void
commit_notes_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  pf_studio_pack_page_commit_notes (PF_STUDIO_PACK_PAGE (widget));
}

static void
generate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);

  /* The window's action, for this pack (it is the selected item). */
  if (self->pack != NULL)
    gtk_widget_activate_action (widget, "win.generate-levels", NULL);
}

/* Adds the room the New Layout popover shows, under a fresh name, and says
 * what it added. */
static gboolean
add_previewed_layout (PfStudioPackPage *self)
{
  const PfTriLevel *shown = pf_studio_layout_popover_get_level (self->layout_popover);
  g_autoptr(PfTriLevel) level = NULL;
  const PfTriLevel *added;
  g_autofree char *title = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autofree char *floor = NULL;
  g_autofree char *keys = NULL;
  guint n_floor, n_keys = 0;

  if (self->pack == NULL || shown == NULL)
    return FALSE;

  level = pf_tri_level_copy (shown);
  pf_meta_clear (&level->meta);
  n_floor = PF_TRI_COUNT - pf_tri_mask_count (&level->walls);
  for (guint i = 0; i < level->n_blocks; i++)
    n_keys += level->blocks[i].key ? 1 : 0;

  /* The document names the level as it adds it ("Level 17"), and keeps it. */
  added = level;
  path = pf_document_add_item (self->document, PF_ITEM_LEVEL, self->path, -1,
                               g_steal_pointer (&level), NULL);
  if (path == NULL)
    return FALSE;
  title = g_strdup (added->meta.title);
  pf_studio_pack_page_select_path (self, path);

  floor = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u floor triangle",
                                        "%u floor triangles", n_floor), n_floor);
  keys = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u key block", "%u key blocks", n_keys),
                          n_keys);
  /* Translators: said after New Layout added a level: "Added “Level 17”: 96 floor
   * triangles, 1 key block" */
  text = g_strdup_printf (_("Added “%s”: %s, %s"), title, floor, keys);
  pf_studio_pack_page_toast (self, text, TRUE);
  /* The next New Layout shows another room. */
  pf_studio_layout_popover_reroll (self->layout_popover);
  return TRUE;
}

static void
new_layout_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);

  gtk_menu_button_popdown (self->layout_button);
  add_previewed_layout (self);
}

/* Callbacks */

/* Enter or a double-click opens the highlighted level. The row with the
 * keyboard focus can differ from it after a level is added, duplicated or
 * selected for the designer, and the highlighted one is what they see. */
static void
on_activate (GtkColumnView    *view,
             guint             position,
             PfStudioPackPage *self)
{
  if (gtk_single_selection_get_selected (self->selection) == GTK_INVALID_LIST_POSITION)
    gtk_single_selection_set_selected (self->selection, position);
  gtk_widget_activate_action (GTK_WIDGET (self), "pack.open-level", NULL);
}

void
pf_studio_pack_page_move_level (PfStudioPackPage *self,
                                guint             from,
                                guint             to)
{
  g_autofree guint *order = NULL;
  guint n;

  g_return_if_fail (PF_STUDIO_IS_PACK_PAGE (self));
  if (self->pack == NULL || from >= self->pack->levels->len ||
      to >= self->pack->levels->len || from == to)
    return;

  /* A reorder of the pack rather than a move of the level, so its undo
   * leaves the pack on screen. */
  n = self->pack->levels->len;
  order = g_new (guint, n);
  for (guint i = 0, j = 0; i < n; i++)
    {
      if (i == to)
        order[i] = from;
      else
        {
          if (j == from)
            j++;
          order[i] = j++;
        }
    }
  pf_document_reorder_levels (self->document, self->path, order, n);
}

static int
by_difficulty_at (gconstpointer a,
                  gconstpointer b,
                  gpointer      levels)
{
  const PfTriLevel *x = g_ptr_array_index ((GPtrArray *) levels, *(const guint *) a);
  const PfTriLevel *y = g_ptr_array_index ((GPtrArray *) levels, *(const guint *) b);
  double dx = x->figures.difficulty, dy = y->figures.difficulty;

  /* Levels without figures (negative) go last; ties by optimal moves. */
  if ((dx < 0) != (dy < 0))
    return dx < 0 ? 1 : -1;
  if (dx != dy)
    return dx < dy ? -1 : 1;
  if (x->figures.moves != y->figures.moves)
    return x->figures.moves - y->figures.moves;
  /* Stable: equal levels keep their order. */
  return (int) *(const guint *) a - (int) *(const guint *) b;
}

void
pf_studio_pack_page_sort (PfStudioPackPage *self)
{
  g_autofree guint *order = NULL;
  guint n;

  g_return_if_fail (PF_STUDIO_IS_PACK_PAGE (self));
  if (self->pack == NULL)
    return;

  /* Sort the places, then reorder the pack as one edit. */
  n = self->pack->levels->len;
  order = g_new (guint, n);
  for (guint i = 0; i < n; i++)
    order[i] = i;
  g_qsort_with_data (order, n, sizeof (guint), by_difficulty_at, self->pack->levels);
  pf_document_reorder_levels (self->document, self->path, order, n);
}

/* Solves copies of those of @levels that need it, in a worker. */
static void
solve_levels (PfStudioPackPage *self,
              GPtrArray        *levels,
              gboolean          quiet)
{
  GPtrArray *copies;

  if (self->pack == NULL || self->solve_job != NULL)
    return;

  copies = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  for (guint i = 0; i < levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (levels, i);

      if (pf_studio_solve_record_needs_solving (self->record, level))
        g_ptr_array_add (copies, pf_tri_level_copy (level));
    }
  if (copies->len == 0)
    {
      g_ptr_array_unref (copies);
      return;
    }

  self->solved = self->gave_up = 0;
  self->solve_quiet = quiet;
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_progress_bar_set_text (self->progress, _("Starting…"));
  self->solve_job = pf_studio_pack_solve (self, copies, MAX_STATES, on_solve_report, on_resolved);
  pf_studio_pack_page_update_state (self);
}

void
pf_studio_pack_page_resolve_stale (PfStudioPackPage *self)
{
  g_return_if_fail (PF_STUDIO_IS_PACK_PAGE (self));
  if (self->pack != NULL)
    solve_levels (self, self->pack->levels, FALSE);
}

void
pf_studio_pack_page_solve_added (PfStudioPackPage *self,
                                 GPtrArray        *added)
{
  g_return_if_fail (PF_STUDIO_IS_PACK_PAGE (self));
  solve_levels (self, added, TRUE);
}

void
pf_studio_pack_page_solve_unsolved (PfStudioPackPage *self)
{
  g_autoptr(GPtrArray) unsolved = g_ptr_array_new ();

  g_return_if_fail (PF_STUDIO_IS_PACK_PAGE (self));
  if (self->pack == NULL || self->record == NULL)
    return;
  for (guint i = 0; i < self->pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (self->pack->levels, i);

      if (pf_studio_solve_record_status (self->record, level, NULL) == PF_STUDIO_SOLVE_NOT_SOLVED)
        g_ptr_array_add (unsolved, level);
    }
  if (unsolved->len > 0)
    solve_levels (self, unsolved, TRUE);
}

gboolean
pf_studio_pack_page_add_layout (PfStudioPackPage *self,
                                guint             area,
                                guint             keys,
                                double            compactness,
                                guint64           seed)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_PAGE (self), FALSE);

  pf_studio_layout_popover_set_params (self->layout_popover, area, keys, compactness, seed);
  return add_previewed_layout (self);
}

void
pf_studio_pack_page_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "pack.add-level", NULL, add_level_action);
  gtk_widget_class_install_action (widget_class, "pack.duplicate-level", NULL,
                                   duplicate_level_action);
  gtk_widget_class_install_action (widget_class, "pack.delete-level", NULL, delete_level_action);
  gtk_widget_class_install_action (widget_class, "pack.open-level", NULL, level_action);
  gtk_widget_class_install_action (widget_class, "pack.rename-level", NULL, level_action);
  gtk_widget_class_install_action (widget_class, "pack.move-up", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "pack.move-down", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "pack.show-pack-order", NULL,
                                   show_pack_order_action);
  gtk_widget_class_install_action (widget_class, "pack.resolve-stale", NULL,
                                   resolve_stale_action);
  gtk_widget_class_install_action (widget_class, "pack.sort", NULL, sort_action);
  gtk_widget_class_install_action (widget_class, "pack.make-minimal", NULL, make_minimal_action);
  gtk_widget_class_install_action (widget_class, "pack.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "pack.generate", NULL, generate_action);
  gtk_widget_class_install_action (widget_class, "pack.new-layout", NULL, new_layout_action);
  gtk_widget_class_install_action (widget_class, "pack.commit-notes", NULL, commit_notes_action);
}

/* The selection follows the focus: Tab and the arrows move the focus ring
 * from row to row, and the list's keys act on the row that has it. */
static void
on_focus_widget_changed (GtkWindow        *window,
                         GParamSpec       *pspec,
                         PfStudioPackPage *self)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  PfStudioPackRow *row;
  g_autofree char *path = NULL;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->view)) ||
      (row = PF_STUDIO_PACK_ROW (pf_studio_pack_columns_row_of_widget (focus))) == NULL ||
      row == pf_studio_pack_page_selected_row (self) || self->pack == NULL)
    return;
  path = pf_studio_pack_page_level_path (self, pf_studio_pack_row_get_level (row));
  pf_studio_pack_page_select_path (self, path);
}

static void
on_view_map (GtkWidget        *view,
             PfStudioPackPage *self)
{
  GtkRoot *root = gtk_widget_get_root (view);

  if (GTK_IS_WINDOW (root))
    g_signal_connect_object (root, "notify::focus-widget", G_CALLBACK (on_focus_widget_changed),
                             self, 0);
}

static void
on_view_unmap (GtkWidget        *view,
               PfStudioPackPage *self)
{
  GtkRoot *root = gtk_widget_get_root (view);

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, on_focus_widget_changed, self);
}

/* Keys in the list act on its selected row, not on the sidebar's pack; a row
 * dropped on another takes its place in the pack. */
void
pf_studio_pack_page_actions_init (PfStudioPackPage *self)
{
  static const PfStudioPageKey list_keys[] = {
    { GDK_KEY_Delete, 0, "pack.delete-level", NULL },
    { GDK_KEY_KP_Delete, 0, "pack.delete-level", NULL },
    { GDK_KEY_d, GDK_CONTROL_MASK, "pack.duplicate-level", NULL },
    { GDK_KEY_F2, 0, "pack.rename-level", NULL },
    { GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "pack.add-level", NULL },
    { GDK_KEY_Up, GDK_ALT_MASK, "pack.move-up", NULL },
    { GDK_KEY_Down, GDK_ALT_MASK, "pack.move-down", NULL },
  };
  static const PfStudioPageKey notes_keys[] = {
    { GDK_KEY_Return, GDK_CONTROL_MASK, "pack.commit-notes", NULL },
  };
  GtkShortcutController *notes;
  GtkDropTarget *target = gtk_drop_target_new (PF_STUDIO_TYPE_PACK_ROW, GDK_ACTION_MOVE);

  g_signal_connect (self->view, "activate", G_CALLBACK (on_activate), self);
  g_signal_connect (self->view, "map", G_CALLBACK (on_view_map), self);
  g_signal_connect (self->view, "unmap", G_CALLBACK (on_view_unmap), self);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self->view), GTK_EVENT_CONTROLLER (target));

  pf_studio_page_add_list_keys (GTK_WIDGET (self->view), list_keys, G_N_ELEMENTS (list_keys));
  /* Ctrl+Enter keeps the notes, caught on the way down, ahead of the text view. */
  notes = pf_studio_page_add_keys (GTK_WIDGET (self->notes_view), GTK_SHORTCUT_SCOPE_LOCAL,
                                   notes_keys, G_N_ELEMENTS (notes_keys));
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (notes), GTK_PHASE_CAPTURE);
}


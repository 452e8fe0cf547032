/* test-ui-document.c: a designer's day with items, driven through the window's actions
 * as a menu, a shortcut or a script would: a pack built from nothing, saved and
 * opened again, the unsaved mark, the clipboard, and the shortcuts window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "pf-studio-level-page.h"
#include "pf-studio-sidebar.h"
#include "pf-studio-pack-page.h"
#include "pf-studio-page.h"
#include "studio-test.h"

/* Auxiliary methods */

static PfStudioWindow *
new_window (void)
{
  PfStudioWindow *window = pf_studio_window_new (NULL, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_present (GTK_WINDOW (window));
  studio_test_wait_frames (5);
  return window;
}

static PfTriPack *
pack_at (PfStudioWindow *window,
         guint           index)
{
  return g_ptr_array_index (pf_project_get_packs (studio_test_project (window)), index);
}

static const char *
title_at (PfStudioWindow *window,
          guint           index)
{
  PfTriLevel *level = g_ptr_array_index (pack_at (window, 0)->levels, index);

  return pf_item_get_title (PF_ITEM_LEVEL, level);
}

static void
wait_until_saved (PfStudioWindow *window)
{
  for (int i = 0; i < 250 && studio_test_modified (window); i++)
    studio_test_wait_frames (1);
  g_assert_false (studio_test_modified (window));
}

static gboolean
title_marked (PfStudioWindow *window)
{
  return gtk_window_get_title (GTK_WINDOW (window))[0] == '*';
}

/* Tests */

static void
test_pack_from_nothing (void)
{
  PfStudioWindow *window = new_window ();
  g_autofree char *dir = g_dir_make_tmp ("pf-ui-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "curated.polyform.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  PfStudioWindow *again;
  const char *names[] = { "Warm-up", "Two keys", "Finale" };

  /* An empty project: nothing to show, nothing to undo. */
  g_assert_cmpuint (pf_studio_window_count_items (window), ==, 0);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));

  studio_test_activate (window, "new-pack", NULL);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "pack:pack-1");
  for (int i = 0; i < 3; i++)
    {
      studio_test_activate (window, "new-level", NULL);
      g_assert_cmpint (studio_test_selected_kind (window), ==, PF_ITEM_LEVEL);
      /* Each new level is selected, and its page shows it. */
      g_assert_true (PF_STUDIO_IS_LEVEL_PAGE (pf_studio_window_get_page (window)));
      studio_test_activate (window, "rename-item", names[i]);
    }
  g_assert_cmpuint (pack_at (window, 0)->levels->len, ==, 3);
  g_assert_cmpstr (title_at (window, 0), ==, "Warm-up");
  g_assert_cmpstr (title_at (window, 2), ==, "Finale");

  /* Duplicate "Two keys", delete "Warm-up", then undo twice and redo once:
   * the delete and the duplicate are undone, the duplicate comes back. */
  studio_test_select (window, "level:pack-1/level-2");
  studio_test_activate (window, "duplicate-item", NULL);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "level:pack-1/level-2-2");
  g_assert_cmpstr (title_at (window, 2), ==, "Two keys (Copy)");
  studio_test_select (window, "level:pack-1/level-1");
  studio_test_activate (window, "delete-item", NULL);
  g_assert_cmpuint (pack_at (window, 0)->levels->len, ==, 3);
  g_assert_cmpstr (title_at (window, 0), ==, "Two keys");

  studio_test_activate (window, "undo", NULL);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "level:pack-1/level-1");
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (pack_at (window, 0)->levels->len, ==, 3);
  studio_test_activate (window, "redo", NULL);
  g_assert_cmpuint (pack_at (window, 0)->levels->len, ==, 4);
  g_assert_cmpstr (title_at (window, 2), ==, "Two keys (Copy)");
  /* sidebar: the pack and its four levels */
  g_assert_cmpuint (pf_studio_window_count_items (window), ==, 5);

  /* Save, and open it again in another window: all as left. */
  pf_document_set_file (pf_studio_window_get_document (window), file);
  studio_test_activate (window, "save", NULL);
  wait_until_saved (window);
  g_assert_false (title_marked (window));

  again = new_window ();
  g_assert_true (pf_studio_window_load (again, file));
  g_assert_cmpuint (pack_at (again, 0)->levels->len, ==, 4);
  g_assert_cmpstr (title_at (again, 0), ==, "Warm-up");
  g_assert_cmpstr (title_at (again, 1), ==, "Two keys");
  g_assert_cmpstr (title_at (again, 2), ==, "Two keys (Copy)");
  g_assert_cmpstr (title_at (again, 3), ==, "Finale");
  g_assert_true (pf_project_check (studio_test_project (again), "ui", NULL));

  gtk_window_destroy (GTK_WINDOW (again));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

/* The unsaved mark after a save, an edit and its undo. */
static void
test_unsaved_mark (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  g_autofree char *dir = g_dir_make_tmp ("pf-ui-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "starter.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_false (title_marked (window));
  pf_document_set_file (pf_studio_window_get_document (window), file);
  studio_test_activate (window, "save", NULL);
  wait_until_saved (window);
  g_assert_false (title_marked (window));

  studio_test_select (window, "layout:almost-full");
  studio_test_activate (window, "rename-item", "Nearly full");
  g_assert_true (title_marked (window));
  studio_test_activate (window, "undo", NULL);
  /* Back at the saved state: no mark. */
  g_assert_false (title_marked (window));
  g_assert_false (studio_test_modified (window));
  studio_test_activate (window, "redo", NULL);
  g_assert_true (title_marked (window));

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

/* A level copied in one pack and pasted into another. */
static void
test_copy_and_paste (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfTriLevel *copied, *pasted;
  g_autofree char *text = NULL;
  guint before;

  studio_test_select (window, "level:starter/level-05");
  copied = g_ptr_array_index (pack_at (window, 0)->levels, 4);
  studio_test_activate (window, "copy-item", NULL);

  studio_test_activate (window, "new-pack", NULL);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "pack:pack-2");
  before = pack_at (window, 1)->levels->len;
  studio_test_activate (window, "paste-item", NULL);
  for (int i = 0; i < 100 && pack_at (window, 1)->levels->len == before; i++)
    studio_test_wait_frames (1);
  g_assert_cmpuint (pack_at (window, 1)->levels->len, ==, before + 1);
  pasted = g_ptr_array_index (pack_at (window, 1)->levels, 0);
  g_assert_true (pf_tri_level_same_layout (copied, pasted));
  g_assert_cmpstr (pasted->meta.title, ==, copied->meta.title);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "level:pack-2/level-05");
  /* The paste's answer shows at once, ahead of "Copied …", which has not
   * timed out yet. */
  studio_test_wait_frames (5);
  g_assert_nonnull (studio_test_find_label_starting (GTK_WIDGET (window), "Added “"));

  /* Pasting it again into the same pack adds nothing: it is the same puzzle. */
  studio_test_activate (window, "paste-item", NULL);
  studio_test_wait_frames (10);
  g_assert_cmpuint (pack_at (window, 1)->levels->len, ==, before + 1);

  /* The paste is one undo step. */
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (pack_at (window, 1)->levels->len, ==, before);

  /* On the pack page, Ctrl+C copies the level of the row chosen there. */
  studio_test_select (window, "pack:starter");
  pf_studio_pack_page_select_path (PF_STUDIO_PACK_PAGE (pf_studio_window_get_page (window)),
                                   "level:starter/level-09");
  studio_test_activate (window, "copy-item", NULL);
  studio_test_select (window, "pack:pack-2");
  studio_test_activate (window, "paste-item", NULL);
  for (int i = 0; i < 100 && pack_at (window, 1)->levels->len == before; i++)
    studio_test_wait_frames (1);
  g_assert_cmpuint (pack_at (window, 1)->levels->len, ==, before + 1);
  g_assert_true (pf_tri_level_same_layout (g_ptr_array_index (pack_at (window, 0)->levels, 8),
                                           g_ptr_array_index (pack_at (window, 1)->levels, 0)));

  /* Into a new, empty project: the level comes with a pack of its own,
   * one undo step for both. */
  {
    PfStudioWindow *empty = pf_studio_window_new (NULL, NULL);
    g_autoptr(PfDocument) document = pf_document_new (NULL, NULL);
    PfProject *project;

    pf_studio_window_open_document (empty, document);
    gtk_window_present (GTK_WINDOW (empty));
    studio_test_wait_frames (3);
    project = pf_document_get_project (pf_studio_window_get_document (empty));
    g_assert_cmpuint (pf_project_get_packs (project)->len, ==, 0);
    studio_test_activate (empty, "paste-item", NULL);
    for (int i = 0; i < 100 && pf_project_get_packs (project)->len == 0; i++)
      studio_test_wait_frames (1);
    g_assert_cmpuint (pf_project_get_packs (project)->len, ==, 1);
    g_assert_cmpuint (((PfTriPack *) g_ptr_array_index (pf_project_get_packs (project),
                                                        0))->levels->len, ==, 1);
    studio_test_activate (empty, "undo", NULL);
    g_assert_cmpuint (pf_project_get_packs (project)->len, ==, 0);
    gtk_window_destroy (GTK_WINDOW (empty));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A level moved to another pack (the sidebar's drop and its "Move to" menu
 * both activate win.move-level). */
static void
test_move_to_pack (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  guint n = pack_at (window, 0)->levels->len;

  studio_test_activate (window, "new-pack", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "move-level",
                                  g_variant_new ("(ssi)", "level:starter/level-03", "pack-2", -1));
  studio_test_wait_frames (2);
  g_assert_cmpuint (pack_at (window, 0)->levels->len, ==, n - 1);
  g_assert_cmpuint (pack_at (window, 1)->levels->len, ==, 1);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "level:pack-2/level-03");
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (pack_at (window, 0)->levels->len, ==, n);
  g_assert_cmpuint (pack_at (window, 1)->levels->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A title with “&” and “<” reads in the Deleted toast as it is (a toast's
 * title is markup: unescaped, it showed nothing). */
static void
test_toast_says_the_title (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  GPtrArray *toasts;
  const char *title;
  g_autofree char *plain = NULL;

  studio_test_select (window, "layout:two-shells");
  studio_test_activate (window, "rename-item", "Ring <test> & \"q\"");
  studio_test_activate (window, "delete-item", NULL);
  studio_test_wait_frames (3);
  toasts = g_object_get_data (G_OBJECT (window), "pf-studio-undo-toasts");
  g_assert_nonnull (toasts);
  g_assert_cmpuint (toasts->len, ==, 1);
  title = adw_toast_get_title (g_ptr_array_index (toasts, 0));
  g_assert_true (pango_parse_markup (title, -1, 0, NULL, &plain, NULL, NULL));
  g_assert_cmpstr (plain, ==, "Deleted “Ring <test> & \"q\"”");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
count_dismissal (AdwToast *toast,
                 guint    *count)
{
  (*count)++;
}

static gboolean
is_dismissed (gpointer count)
{
  return *(guint *) count > 0;
}

/* A toast that has just come in goes only once it is in (libadwaita 1.2
 * crashed when its animation in outlasted its way out, as when Delete was
 * held down); one waiting in the queue goes at once. */
static void
test_toast_dismissed_once_in (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  AdwToastOverlay *overlay = ADW_TOAST_OVERLAY (
    studio_test_find_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY));
  AdwToast *shown, *queued;
  guint shown_gone = 0, queued_gone = 0;
  gint64 asked;

  g_assert_nonnull (overlay);
  shown = g_object_ref (pf_studio_page_show_toast (overlay, "First", FALSE));
  queued = g_object_ref (pf_studio_page_show_toast (overlay, "Second", FALSE));
  g_signal_connect (shown, "dismissed", G_CALLBACK (count_dismissal), &shown_gone);
  g_signal_connect (queued, "dismissed", G_CALLBACK (count_dismissal), &queued_gone);
  studio_test_wait_frames (2);

  pf_studio_toast_dismiss (queued);
  g_assert_cmpuint (queued_gone, ==, 1);
  asked = g_get_monotonic_time ();
  pf_studio_toast_dismiss (shown);
  pf_studio_toast_dismiss (shown);
  g_assert_cmpuint (shown_gone, ==, 0);
  g_assert_true (studio_test_wait_for (is_dismissed, &shown_gone));
  g_assert_cmpint (g_get_monotonic_time () - asked, >=, 500 * 1000);
  studio_test_wait_frames (30);
  g_assert_cmpuint (shown_gone, ==, 1);

  /* An undo toast that waits to go has lost its Undo button already. */
  {
    AdwToast *undo = pf_studio_page_show_toast (overlay, "Deleted", TRUE);

    g_assert_cmpstr (adw_toast_get_button_label (undo), ==, "_Undo");
    pf_studio_page_dismiss_undo_toasts (GTK_WIDGET (window));
    g_assert_null (adw_toast_get_button_label (undo));
    g_assert_null (adw_toast_get_action_name (undo));
  }

  g_object_unref (shown);
  g_object_unref (queued);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Deleting a tile set that maps use says so, and deletes them with it. */
static void
test_delete_tileset_names_maps (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  GList *before = gtk_window_list_toplevels ();
  GList *after;
  AdwMessageDialog *dialog = NULL;

  studio_test_select (window, "tileset:meadow");
  studio_test_activate (window, "delete-item", NULL);
  studio_test_wait_frames (3);
  after = gtk_window_list_toplevels ();
  for (GList *l = after; l != NULL; l = l->next)
    if (g_list_find (before, l->data) == NULL && ADW_IS_MESSAGE_DIALOG (l->data))
      dialog = l->data;
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "A small meadow"));
  g_assert_nonnull (pf_project_find_tileset (studio_test_project (window), "meadow"));

  adw_message_dialog_response (dialog, "delete");
  studio_test_wait_frames (3);
  g_assert_null (pf_project_find_tileset (studio_test_project (window), "meadow"));
  g_assert_cmpuint (pf_project_get_maps (studio_test_project (window))->len, ==, 0);
  studio_test_activate (window, "undo", NULL);
  g_assert_nonnull (pf_project_find_tileset (studio_test_project (window), "meadow"));
  g_assert_cmpuint (pf_project_get_maps (studio_test_project (window))->len, ==, 1);

  g_list_free (before);
  g_list_free (after);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every shortcut the window binds is in the shortcuts window. */
static void
test_shortcuts_window_lists_every_shortcut (void)
{
  PfStudioWindow *window = new_window ();

  g_assert_cmpuint (studio_test_assert_shortcuts_listed (GTK_WIDGET (window), "win."), >=, 15);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The number of pages of the first GtkStack under @widget. */
static guint
stack_pages (GtkWidget *widget)
{
  GtkWidget *stack = studio_test_find_type (widget, GTK_TYPE_STACK);
  g_autoptr(GtkSelectionModel) pages = NULL;

  if (stack == NULL)
    return 0;
  pages = gtk_stack_get_pages (GTK_STACK (stack));
  return g_list_model_get_n_items (G_LIST_MODEL (pages));
}

/* Fails on a shortcuts section under @widget with more than one page;
 * returns how many sections there are. */
static guint
check_sections (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_SHORTCUTS_SECTION (widget))
    {
      g_autofree char *name = NULL;
      guint pages = stack_pages (widget);

      g_object_get (widget, "section-name", &name, NULL);
      if (pages != 1)
        g_error ("the shortcuts section %s has %u pages", name, pages);
      return 1;
    }
  for (GtkWidget *w = gtk_widget_get_first_child (widget); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    n += check_sections (w);
  return n;
}

/* The shortcuts window opens at the keys of the page shown, and each of its
 * sections is one page (GTK reorders the groups of a section that spans
 * pages, so the order written would not be the order shown). */
static void
test_shortcuts_window_sections (void)
{
  g_autoptr(PfStudioApplication) app = studio_test_app_new ();
  PfStudioWindow *window = studio_test_app_open_example (app);
  GtkShortcutsWindow *help;
  const struct { const char *path, *section; } shown[] = {
    { "pack:starter", "packs" },
    { "level:starter/level-09", "levels" },
    { "map:meadow-16x12", "maps" },
    { "tileset:meadow", "tilesets" },
    { "layout:two-shells", "layouts" },
  };
  guint n_sections = 0;

  help = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (help);
  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      g_autofree char *section = NULL;

      studio_test_select (window, shown[i].path);
      g_object_get (help, "section-name", &section, NULL);
      g_assert_cmpstr (section, ==, shown[i].section);
    }

  gtk_widget_set_visible (GTK_WIDGET (help), TRUE);
  studio_test_wait_frames (3);
  n_sections = check_sections (GTK_WIDGET (help));
  g_assert_cmpuint (n_sections, >=, 6);
  gtk_widget_set_visible (GTK_WIDGET (help), FALSE);
  studio_test_destroy_windows (app);
}

/* Opens the sidebar's item menu on the selected item; returns its popover. */
static GtkWidget *
popup_item_menu (PfStudioWindow *window)
{
  GtkWidget *sidebar = NULL, *popover = NULL;

  for (GtkWidget *w = pf_studio_window_get_page (window); w != NULL; w = gtk_widget_get_parent (w))
    if (ADW_IS_FLAP (w))
      sidebar = gtk_widget_get_first_child (adw_flap_get_flap (ADW_FLAP (w)));
  g_assert_true (PF_STUDIO_IS_SIDEBAR (sidebar));
  pf_studio_sidebar_popup_menu (PF_STUDIO_SIDEBAR (sidebar));
  studio_test_wait_frames (3);
  for (GtkWidget *w = gtk_widget_get_first_child (sidebar); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_POPOVER_MENU (w))
      popover = w;
  g_assert_nonnull (popover);
  return popover;
}

/* The sidebar's context menu opens on the selected item. */
static void
test_context_menu (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  GtkWidget *popover;

  studio_test_select (window, "level:starter/level-02");
  popover = popup_item_menu (window);
  g_assert_true (gtk_widget_get_visible (popover));
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Counts @menu's items, sections included, and fails on one whose action
 * has no key in @window. */
static guint
assert_menu_has_shortcuts (GtkWidget  *window,
                           GMenuModel *menu)
{
  guint checked = 0;

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *action = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (section != NULL)
        checked += assert_menu_has_shortcuts (window, section);
      if (!g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
        continue;
      if (!studio_test_has_shortcut (window, action))
        g_error ("the item menu's %s has no shortcut", action);
      checked++;
    }
  return checked;
}

/* The submenu of @menu (sections searched too) labelled @label, or NULL. */
static GMenuModel *
find_submenu (GMenuModel *menu,
              const char *label)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);
      g_autofree char *text = NULL;

      if (section != NULL && (submenu = find_submenu (section, label)) != NULL)
        return g_steal_pointer (&submenu);
      if (submenu != NULL &&
          g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &text) &&
          g_strcmp0 (text, label) == 0)
        return g_steal_pointer (&submenu);
    }
  return NULL;
}

/* A pack's menu merges it into another: its levels go to that pack's end,
 * it is gone, the other pack is shown; one undo brings it back. */
static void
test_merge_into_pack (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  guint n = pack_at (window, 0)->levels->len;
  g_autoptr(GMenuModel) targets = NULL;
  g_autoptr(GVariant) target = NULL;
  g_autofree char *action = NULL;
  GtkWidget *popover;

  studio_test_activate (window, "new-pack", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "move-level",
                                  g_variant_new ("(ssi)", "level:starter/level-03", "pack-2", -1));
  studio_test_select (window, "pack:pack-2");
  popover = popup_item_menu (window);
  targets = find_submenu (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)),
                          "_Merge Into");
  gtk_popover_popdown (GTK_POPOVER (popover));
  g_assert_nonnull (targets);
  g_assert_cmpint (g_menu_model_get_n_items (targets), ==, 1);
  g_assert_true (g_menu_model_get_item_attribute (targets, 0, G_MENU_ATTRIBUTE_ACTION, "s",
                                                  &action));
  target = g_menu_model_get_item_attribute_value (targets, 0, G_MENU_ATTRIBUTE_TARGET, NULL);
  g_assert_cmpstr (action, ==, "win.merge-pack");
  g_action_group_activate_action (G_ACTION_GROUP (window), "merge-pack", target);
  studio_test_wait_frames (2);

  g_assert_cmpuint (pf_project_get_packs (studio_test_project (window))->len, ==, 1);
  g_assert_cmpuint (pack_at (window, 0)->levels->len, ==, n);
  g_assert_cmpstr (((PfTriLevel *) g_ptr_array_index (pack_at (window, 0)->levels, n - 1))->id,
                   ==, "level-03");
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, "pack:starter");
  studio_test_activate (window, "undo", NULL);
  g_assert_cmpuint (pf_project_get_packs (studio_test_project (window))->len, ==, 2);
  g_assert_cmpuint (pack_at (window, 1)->levels->len, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every operation of a level's item menu has its key: the menu is how a
 * designer finds them, the keys how they repeat them. */
static void
test_item_menu_shortcuts (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  GtkWidget *popover;

  studio_test_select (window, "level:starter/level-02");
  popover = popup_item_menu (window);
  g_assert_cmpuint (assert_menu_has_shortcuts (GTK_WIDGET (window),
                                               gtk_popover_menu_get_menu_model (
                                                 GTK_POPOVER_MENU (popover))), >=, 10);
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A project of drafts (SPEC §2.9) opens: levels without a key block, a
 * goal or any block, and a map with empty cells show on their pages, and
 * the project saves and opens again. */
static gboolean
draft_said (gpointer data)
{
  return studio_test_find_label_starting (pf_studio_window_get_page (data),
                                          "A draft: the level has no goal yet") != NULL;
}

static void
test_drafts_open (void)
{
  PfStudioWindow *window = new_window ();
  g_autofree char *drafts = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "tests", "data",
                                              "project", "drafts.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (drafts);
  g_autofree char *dir = g_dir_make_tmp ("pf-ui-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "drafts.xml", NULL);
  g_autoptr(GFile) copy = g_file_new_for_path (path);
  static const char *const items[] = {
    "level:drafts/no-key", "level:drafts/no-goal", "level:drafts/no-block", "map:holes",
  };
  PfStudioWindow *again;

  g_assert_true (pf_studio_window_load (window, file));
  g_assert_null (pf_studio_window_get_error (window));
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      studio_test_select (window, items[i]);
      studio_test_wait_frames (5);
      g_assert_cmpstr (pf_studio_window_get_selected (window), ==, items[i]);
      g_assert_cmpuint (studio_test_count_drawn_pixels (pf_studio_window_get_canvas (window)),
                        >, 0);
    }
  /* The analysis says what a draft lacks, once its figures are worked out. */
  studio_test_select (window, "level:drafts/no-goal");
  g_assert_true (studio_test_wait_for (draft_said, window));

  pf_document_set_file (pf_studio_window_get_document (window), copy);
  pf_document_mark_modified (pf_studio_window_get_document (window));
  studio_test_activate (window, "save", NULL);
  wait_until_saved (window);
  again = new_window ();
  g_assert_true (pf_studio_window_load (again, copy));
  g_assert_cmpuint (pack_at (again, 0)->levels->len, ==, 3);

  gtk_window_destroy (GTK_WINDOW (again));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/document/pack-from-nothing", test_pack_from_nothing);
  g_test_add_func ("/ui/document/unsaved-mark", test_unsaved_mark);
  g_test_add_func ("/ui/document/copy-and-paste", test_copy_and_paste);
  g_test_add_func ("/ui/document/move-to-pack", test_move_to_pack);
  g_test_add_func ("/ui/document/merge-into-pack", test_merge_into_pack);
  g_test_add_func ("/ui/document/delete-tileset-names-maps", test_delete_tileset_names_maps);
  g_test_add_func ("/ui/document/toast-says-the-title", test_toast_says_the_title);
  g_test_add_func ("/ui/document/toast-dismissed-once-in", test_toast_dismissed_once_in);
  g_test_add_func ("/ui/document/shortcuts-window", test_shortcuts_window_lists_every_shortcut);
  g_test_add_func ("/ui/document/shortcuts-window-sections", test_shortcuts_window_sections);
  g_test_add_func ("/ui/document/context-menu", test_context_menu);
  g_test_add_func ("/ui/document/item-menu-shortcuts", test_item_menu_shortcuts);
  g_test_add_func ("/ui/document/drafts-open", test_drafts_open);
  return g_test_run ();
}

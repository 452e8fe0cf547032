/* pf-studio-window-actions.c: the window's actions: the history, and every item made,
 * renamed, duplicated, moved and deleted
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every operation on the document is a GAction in the window's action map,
 * so it is exported on the session bus with the window, and menus, buttons,
 * shortcuts, tests and scripts all reach it the same way. Shortcuts are
 * window bindings: a text field that has the focus gets its keys first.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-window"

#include <glib/gi18n.h>

#include "pf-studio-build-pack-window.h"
#include "pf-studio-generate-window.h"
#include "pf-studio-pack-page.h"
#include "pf-studio-page.h"
#include "pf-studio-playtest-window.h"
#include "pf-studio-window-private.h"

/* Auxiliary methods */

static const char *
selected (PfStudioWindow *self)
{
  return pf_studio_sidebar_get_selected_path (self->sidebar);
}

static void
set_enabled (PfStudioWindow *self,
             const char     *name,
             gboolean        enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

void
pf_studio_window_update_actions (PfStudioWindow *self)
{
  /* What needs a project on screen: off on the start page. */
  static const char * const document_actions[] = {
    "save", "save-as", "select-item", "next-item", "previous-item", "new-pack", "new-level",
    "new-layout", "new-tileset", "new-map", "move-level", "merge-pack", "playtest",
    "generate-levels", "build-pack", "toggle-sidebar", "show-item-menu",
  };
  gboolean editing;
  PfItemKind kind;
  gboolean has_item;

  if (self->document == NULL)
    return;
  editing = !pf_studio_window_shows_start (self);
  kind = editing ? pf_item_path_kind (selected (self), NULL) : PF_ITEM_NONE;
  has_item = kind != PF_ITEM_NONE;
  for (guint i = 0; i < G_N_ELEMENTS (document_actions); i++)
    set_enabled (self, document_actions[i], editing);
  set_enabled (self, "undo", editing && pf_document_can_undo (self->document));
  set_enabled (self, "redo", editing && pf_document_can_redo (self->document));
  set_enabled (self, "duplicate-item", has_item);
  set_enabled (self, "rename-item", has_item);
  set_enabled (self, "delete-item", has_item);
  /* A pack's page copies the level of the row chosen there. */
  set_enabled (self, "copy-item", kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK);
  /* Pasted or imported with no pack chosen, levels say where they can go,
   * or make the first pack of a project that has none. */
  set_enabled (self, "paste-item", editing);
  set_enabled (self, "import-levels", editing);
  set_enabled (self, "export-pack", kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK);
  set_enabled (self, "export-pack-page", kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK);
  set_enabled (self, "import-playtests", kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK);
  pf_studio_window_level_actions_update (self);
}

void
pf_studio_window_toast (PfStudioWindow *self,
                       const char     *text,
                       gboolean        with_undo)
{
  pf_studio_page_show_toast (self->toast_overlay, text, with_undo);
}

/* The error bar */

static void
dismiss_error_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  pf_studio_window_show_error (user_data, NULL);
}

/* History */

/* After undo or redo, the item the step changed is shown; a level of the
 * pack whose page is open stays in that page, its row selected, as the
 * edit was most likely made there. A toast's Undo button now belongs to
 * another step, so the toasts that have one go. */
static void
show_history_focus (PfStudioWindow *self,
                    const char     *focus)
{
  GtkWidget *page = pf_studio_window_get_page (self);
  const char *shown = pf_studio_window_get_selected (self);
  g_autofree char *common = NULL;

  pf_studio_page_dismiss_undo_toasts (GTK_WIDGET (self));
  if (focus == NULL)
    return;
  if (PF_STUDIO_IS_PACK_PAGE (page) && pf_item_path_kind (shown, NULL) == PF_ITEM_PACK &&
      (common = pf_item_path_common (shown, focus)) != NULL && g_str_equal (common, shown))
    {
      pf_studio_pack_page_select_path (PF_STUDIO_PACK_PAGE (page), focus);
      return;
    }
  pf_studio_window_select (self, focus);
}

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  g_autofree char *focus = pf_document_undo (self->document);

  show_history_focus (self, focus);
}

static void
redo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  g_autofree char *focus = pf_document_redo (self->document);

  show_history_focus (self, focus);
}

/* Items */

static void
select_item_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  pf_studio_window_select (user_data, g_variant_get_string (parameter, NULL));
}

static void
next_item_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  PfStudioWindow *self = user_data;

  pf_studio_sidebar_step (self->sidebar, 1);
}

static void
previous_item_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  PfStudioWindow *self = user_data;

  pf_studio_sidebar_step (self->sidebar, -1);
}

static void
add_new (PfStudioWindow *self,
         PfItemKind      kind)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = pf_document_add_new_item (self->document, kind, selected (self),
                                                    &error);

  if (path == NULL)
    {
      pf_studio_window_toast (self, error->message, FALSE);
      return;
    }
  pf_studio_window_select (self, path);
}

static void
new_pack_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  add_new (user_data, PF_ITEM_PACK);
}

static void
new_level_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  add_new (user_data, PF_ITEM_LEVEL);
}

static void
new_layout_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  add_new (user_data, PF_ITEM_LAYOUT);
}

static void
new_tileset_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  add_new (user_data, PF_ITEM_TILESET);
}

static void
new_map_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  add_new (user_data, PF_ITEM_MAP);
}

static void
duplicate_item_action (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  g_autofree char *path = NULL;

  if (selected (self) == NULL)
    return;
  path = pf_document_duplicate_item (self->document, selected (self));
  if (path != NULL)
    pf_studio_window_select (self, path);
}

static void
on_rename_response (AdwMessageDialog *dialog,
                    const char       *response,
                    PfStudioWindow   *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  const char *path = g_object_get_data (G_OBJECT (dialog), "pf-path");

  if (g_strcmp0 (response, "rename") == 0)
    pf_document_rename_item (self->document, path, gtk_editable_get_text (entry));
}

static gboolean
title_is_empty (GtkEditable *entry)
{
  g_autofree char *stripped = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  return stripped[0] == '\0';
}

static void
on_rename_activate (GtkEntry         *entry,
                    AdwMessageDialog *dialog)
{
  if (title_is_empty (GTK_EDITABLE (entry)))
    return;
  adw_message_dialog_response (dialog, "rename");
  gtk_window_close (GTK_WINDOW (dialog));
}

/* A title of nothing would show the bare id: Rename waits for one. */
static void
on_rename_changed (GtkEditable      *entry,
                   AdwMessageDialog *dialog)
{
  adw_message_dialog_set_response_enabled (dialog, "rename", !title_is_empty (entry));
}

/* Asks for the new title of the item at @path. */
static void
ask_for_title (PfStudioWindow *self,
               const char     *path)
{
  PfItemPlace place;
  GtkWidget *dialog;
  GtkWidget *entry;

  if (path == NULL || !pf_project_locate (pf_document_get_project (self->document), path, &place))
    return;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename"), NULL);
  if (place.kind == PF_ITEM_MAP)
    /* A map's id follows its title (pf_document_rename_item()). */
    adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                    _("The title of “%s”. Its id, “%s”, which a game loads it "
                                      "by, follows the title."),
                                    pf_item_get_title (place.kind, place.item),
                                    pf_item_get_id (place.kind, place.item));
  else
    adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                    _("The title of “%s”. Its id stays “%s”."),
                                    pf_item_get_title (place.kind, place.item),
                                    pf_item_get_id (place.kind, place.item));
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), pf_item_get_title (place.kind, place.item));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), FALSE);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "pf-path", g_strdup (path), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_rename_response), self);
  g_signal_connect (entry, "activate", G_CALLBACK (on_rename_activate), dialog);
  g_signal_connect (entry, "changed", G_CALLBACK (on_rename_changed), dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

static void
rename_item_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  const char *title = g_variant_get_string (parameter, NULL);

  if (selected (self) == NULL)
    return;
  /* No title given (the menu, F2): ask for one. */
  if (title[0] == '\0')
    ask_for_title (self, selected (self));
  else
    pf_document_rename_item (self->document, selected (self), title);
}

/* Asks for the new title of the item at a path: a level of the pack page's
 * list, its row selected there while the sidebar keeps the pack. */
static void
ask_rename_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  ask_for_title (user_data, g_variant_get_string (parameter, NULL));
}

static void
delete_now (PfStudioWindow *self,
            const char     *path)
{
  PfItemPlace place;
  g_autofree char *message = NULL;

  if (!pf_project_locate (pf_document_get_project (self->document), path, &place))
    return;
  message = g_strdup_printf (_("Deleted “%s”"), pf_item_get_title (place.kind, place.item));
  if (pf_document_delete_item (self->document, path))
    pf_studio_window_toast (self, message, TRUE);
}

static void
on_delete_response (AdwMessageDialog *dialog,
                    const char       *response,
                    PfStudioWindow   *self)
{
  if (g_strcmp0 (response, "delete") == 0)
    delete_now (self, g_object_get_data (G_OBJECT (dialog), "pf-path"));
}

static void
delete_item_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  PfProject *project = pf_document_get_project (self->document);
  g_autoptr(GPtrArray) users = NULL;
  g_autoptr(GString) names = g_string_new (NULL);
  PfItemPlace place;
  GtkWidget *dialog;

  if (!pf_project_locate (project, selected (self), &place))
    return;
  users = pf_project_users_of (project, &place);
  if (users->len == 0)
    {
      delete_now (self, selected (self));
      return;
    }

  /* Something else needs it: say what, and that it goes too. */
  for (guint i = 0; i < users->len; i++)
    {
      PfItemPlace user;

      if (!pf_project_locate (project, g_ptr_array_index (users, i), &user))
        continue;
      g_string_append_printf (names, "%s“%s”", names->len ? ", " : "",
                              pf_item_get_title (user.kind, user.item));
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Delete Tile Set?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  ngettext ("The map %s uses “%s”; it is deleted with it.",
                                            "The maps %s use “%s”; they are deleted with it.",
                                            users->len),
                                  names->str, pf_item_get_title (place.kind, place.item));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "pf-path", g_strdup (selected (self)), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_delete_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
move_level_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  const char *path, *pack;
  gint32 index;
  g_autofree char *moved = NULL;

  g_variant_get (parameter, "(&s&si)", &path, &pack, &index);
  moved = pf_document_move_level (self->document, path, pack, index);
  if (moved != NULL)
    pf_studio_window_select (self, moved);
}

/* One pack's levels to the end of another, and the emptied pack gone: how
 * the levels of a recovered copy, or a pack tried out apart, join a pack. */
static void
merge_pack_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  const char *path, *into;
  PfItemPlace from, target;
  g_autofree char *merged = NULL;
  g_autofree char *text = NULL;
  g_autofree char *from_title = NULL;
  guint count;

  g_variant_get (parameter, "(&s&s)", &path, &into);
  if (!pf_project_locate (pf_document_get_project (self->document), path, &from) ||
      from.kind != PF_ITEM_PACK ||
      !pf_project_locate (pf_document_get_project (self->document), into, &target) ||
      target.kind != PF_ITEM_PACK)
    return;
  count = ((PfTriPack *) from.item)->levels->len;
  from_title = g_strdup (pf_item_get_title (PF_ITEM_PACK, from.item));
  merged = pf_document_merge_pack (self->document, path, into);
  if (merged == NULL)
    return;
  pf_studio_window_select (self, merged);
  /* TRANSLATORS: a toast; the first %s is the pack merged (now gone), the
   * second the pack its levels joined */
  text = g_strdup_printf (ngettext ("Moved the %u level of “%s” to “%s”",
                                    "Moved the %u levels of “%s” to “%s”", count),
                          count, from_title, pf_item_get_title (PF_ITEM_PACK, target.item));
  pf_studio_window_toast (self, text, TRUE);
}

static void
toggle_sidebar_action (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  PfStudioWindow *self = user_data;

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static void
show_item_menu_action (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  PfStudioWindow *self = user_data;

  adw_flap_set_reveal_flap (self->flap, TRUE);
  pf_studio_sidebar_popup_menu (self->sidebar);
}

/* The path of the pack the selected item belongs to, or NULL; @place says
 * where the selected item (the pack or one of its levels) stands. */
static char *
selected_pack (PfStudioWindow *self,
               PfItemPlace    *place)
{
  PfProject *project = pf_document_get_project (self->document);
  PfTriPack *pack;

  if (!pf_project_locate (project, selected (self), place) ||
      (place->kind != PF_ITEM_PACK && place->kind != PF_ITEM_LEVEL))
    return NULL;
  pack = g_ptr_array_index (pf_project_get_packs (project), place->pack_index);
  return pf_item_path_build (PF_ITEM_PACK, NULL, pack->id);
}

static void
forget_generator (GtkWidget      *window,
                  PfStudioWindow *self)
{
  g_hash_table_remove (self->generators, g_object_get_data (G_OBJECT (window), "pf-key"));
}

static void
forget_toast (AdwToast  *toast,
              GtkWindow *window)
{
  if (g_object_get_data (G_OBJECT (window), "pf-toast") == toast)
    g_object_set_data (G_OBJECT (window), "pf-toast", NULL);
}

/* A run's levels are news again, even when as many as before; and the
 * recovery copy keeps them. */
static void
on_generator_finished (GtkWindow      *window,
                       gboolean        ok,
                       PfStudioWindow *self)
{
  g_object_set_data (G_OBJECT (window), "pf-announced", NULL);
  pf_studio_window_schedule_autosave (self);
}

/* A generator window closed with levels in it only hides: the project
 * window says where they wait, and how to get back to them. It says so
 * once for each count: hiding the window again with the same levels in it
 * tells the designer nothing new. Shown again, its toast is out of date. */
static void
on_generator_visible (GtkWindow      *window,
                      GParamSpec     *pspec,
                      PfStudioWindow *self)
{
  const char *key = g_object_get_data (G_OBJECT (window), "pf-key");
  guint found;
  g_autofree char *text = NULL;
  AdwToast *toast = g_object_get_data (G_OBJECT (window), "pf-toast");

  if (gtk_widget_get_visible (GTK_WIDGET (window)))
    {
      if (toast != NULL)
        pf_studio_toast_dismiss (toast);
      return;
    }
  if (!gtk_widget_get_visible (GTK_WIDGET (self)))
    return;
  found = pf_studio_generator_window_count_found (PF_STUDIO_GENERATOR_WINDOW (window));
  if (found == 0 ||
      found == GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (window), "pf-announced")))
    return;
  g_object_set_data (G_OBJECT (window), "pf-announced", GUINT_TO_POINTER (found));
  /* TRANSLATORS: a toast; %s is a generator window's title ("Generate Levels for
   * Starter") */
  text = g_strdup_printf (ngettext ("%s keeps the %u level found", "%s keeps the %u levels found",
                                    found),
                          gtk_window_get_title (window), found);
  /* One toast a window: the last one says how many it keeps now. */
  if (toast != NULL)
    pf_studio_toast_dismiss (toast);
  toast = pf_studio_toast_new (text);
  adw_toast_set_button_label (toast, _("_Show"));
  adw_toast_set_action_name (toast, "win.show-generator");
  adw_toast_set_action_target_value (toast, g_variant_new_string (key));
  g_object_set_data_full (G_OBJECT (window), "pf-toast", g_object_ref (toast), g_object_unref);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (forget_toast), window, 0);
  pf_studio_toast_add (self->toast_overlay, toast);
}

GPtrArray *
pf_studio_window_list_holding_levels (PfStudioWindow *self)
{
  GPtrArray *holding = g_ptr_array_new ();
  g_autoptr(GList) keys = NULL;

  if (self->generators == NULL)
    return holding;
  keys = g_list_sort (g_hash_table_get_keys (self->generators), (GCompareFunc) g_strcmp0);
  for (GList *l = keys; l != NULL; l = l->next)
    {
      gpointer window = g_hash_table_lookup (self->generators, l->data);

      if (pf_studio_generator_window_count_found (window) > 0)
        g_ptr_array_add (holding, window);
    }
  return holding;
}

void
pf_studio_window_show_levels_found (PfStudioWindow *self)
{
  g_autoptr(GPtrArray) holding = pf_studio_window_list_holding_levels (self);

  for (guint i = 0; i < holding->len; i++)
    gtk_window_present (g_ptr_array_index (holding, i));
}

/* The generator window of a key ("generate:PACK", "build:PACK"), again. */
static void
show_generator_action (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  GtkWindow *window = g_hash_table_lookup (self->generators,
                                           g_variant_get_string (parameter, NULL));

  if (window != NULL)
    gtk_window_present (window);
}

/* One generator window of each kind per pack: asking again shows it, with
 * what it found before it was closed (closing only hides it). */
static void
present_generator (PfStudioWindow *self,
                   gboolean        build)
{
  PfItemPlace place;
  g_autofree char *pack = selected_pack (self, &place);
  g_autofree char *key = NULL;
  GtkWindow *window;

  if (pack == NULL)
    {
      pf_studio_window_toast (self, _("Select a pack or one of its levels first"), FALSE);
      return;
    }
  key = g_strdup_printf ("%s:%s", build ? "build" : "generate", pack);
  window = g_hash_table_lookup (self->generators, key);
  if (window == NULL)
    {
      window = build ? GTK_WINDOW (pf_studio_build_pack_window_new (GTK_WINDOW (self),
                                                                    self->document, pack))
                     : GTK_WINDOW (pf_studio_generate_window_new (GTK_WINDOW (self),
                                                                  self->document, pack));
      g_object_set_data_full (G_OBJECT (window), "pf-key", g_strdup (key), g_free);
      g_hash_table_insert (self->generators, g_steal_pointer (&key), window);
      g_signal_connect_object (window, "destroy", G_CALLBACK (forget_generator), self, 0);
      g_signal_connect_object (window, "finished", G_CALLBACK (on_generator_finished), self, 0);
      /* Levels are found during a run: the recovery copy follows them. */
      g_signal_connect_object (window, "found-changed",
                               G_CALLBACK (pf_studio_window_schedule_autosave), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (window, "notify::visible", G_CALLBACK (on_generator_visible),
                               self, 0);
    }
  /* Generating from a level: that level is the source. */
  if (!build && place.kind == PF_ITEM_LEVEL)
    pf_studio_generate_window_set_source (PF_STUDIO_GENERATE_WINDOW (window),
                                          ((PfTriLevel *) place.item)->id);
  gtk_window_present (window);
}

/* Closes the generator windows for good, hidden ones included. */
void
pf_studio_window_drop_generators (PfStudioWindow *self)
{
  g_autoptr(GList) windows = g_hash_table_get_values (self->generators);

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (l->data);
}

static void
generate_levels_action (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  present_generator (user_data, FALSE);
}

static void
build_pack_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  present_generator (user_data, TRUE);
}

static void
playtest_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  PfStudioWindow *self = user_data;

  pf_studio_playtest_window_present (GTK_WINDOW (self), self->document, selected (self));
}

static const GActionEntry window_actions[] = {
  { "undo", undo_action },
  { "redo", redo_action },
  { "select-item", select_item_action, "s" },
  { "next-item", next_item_action },
  { "previous-item", previous_item_action },
  { "new-pack", new_pack_action },
  { "new-level", new_level_action },
  { "new-layout", new_layout_action },
  { "new-tileset", new_tileset_action },
  { "new-map", new_map_action },
  { "duplicate-item", duplicate_item_action },
  { "rename-item", rename_item_action, "s" },
  { "ask-rename", ask_rename_action, "s" },
  { "delete-item", delete_item_action },
  { "move-level", move_level_action, "(ssi)" },
  { "merge-pack", merge_pack_action, "(ss)" },
  { "playtest", playtest_action },
  { "generate-levels", generate_levels_action },
  { "build-pack", build_pack_action },
  { "show-generator", show_generator_action, "s" },
  { "toggle-sidebar", toggle_sidebar_action },
  { "show-item-menu", show_item_menu_action },
  { "dismiss-error", dismiss_error_action },
};

void
pf_studio_window_actions_init (PfStudioWindow *self)
{
  /* Ctrl+Page Up and Down go from item to item wherever the focus is: the
   * lists (the sidebar, a pack's levels) would take them as page moves. */
  static const PfStudioPageKey item_keys[] = {
    { GDK_KEY_Page_Down, GDK_CONTROL_MASK, "win.next-item", NULL },
    { GDK_KEY_Page_Up, GDK_CONTROL_MASK, "win.previous-item", NULL },
  };
  GtkShortcutController *keys;

  self->generators = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_action_map_add_action_entries (G_ACTION_MAP (self), window_actions,
                                   G_N_ELEMENTS (window_actions), self);
  keys = pf_studio_page_add_keys (GTK_WIDGET (self), GTK_SHORTCUT_SCOPE_LOCAL, item_keys,
                                  G_N_ELEMENTS (item_keys));
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (keys), GTK_PHASE_CAPTURE);
  pf_studio_window_files_init (self);
  pf_studio_window_level_actions_init (self);
  pf_studio_window_transfer_init (self);
}

void
pf_studio_window_class_actions_init (GtkWidgetClass *widget_class)
{
  static const struct {
    guint           key;
    GdkModifierType mods;
    const char     *action;
    const char     *target;   /* a string parameter, or NULL */
  } shortcuts[] = {
    { GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL },
    { GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL },
    { GDK_KEY_w, GDK_CONTROL_MASK, "win.close", NULL },
    { GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL },
    { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL },
    { GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.new-level", NULL },
    { GDK_KEY_d, GDK_CONTROL_MASK, "win.duplicate-item", NULL },
    { GDK_KEY_F2, 0, "win.rename-item", "" },
    { GDK_KEY_Delete, 0, "win.delete-item", NULL },
    { GDK_KEY_c, GDK_CONTROL_MASK, "win.copy-item", NULL },
    { GDK_KEY_v, GDK_CONTROL_MASK, "win.paste-item", NULL },
    { GDK_KEY_F5, 0, "win.playtest", NULL },
    { GDK_KEY_F9, 0, "win.toggle-sidebar", NULL },
    { GDK_KEY_g, GDK_CONTROL_MASK, "win.generate-levels", NULL },
    { GDK_KEY_b, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.build-pack", NULL },
    { GDK_KEY_Menu, 0, "win.show-item-menu", NULL },
    { GDK_KEY_F10, GDK_SHIFT_MASK, "win.show-item-menu", NULL },
    { GDK_KEY_i, GDK_CONTROL_MASK, "win.import-levels", NULL },
    { GDK_KEY_e, GDK_CONTROL_MASK, "win.export-pack", NULL },
    { GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.export-pack-page", NULL },
    { GDK_KEY_p, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.import-playtests", NULL },
    { GDK_KEY_Page_Down, GDK_CONTROL_MASK, "win.next-item", NULL },
    { GDK_KEY_Page_Up, GDK_CONTROL_MASK, "win.previous-item", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    {
      if (shortcuts[i].target != NULL)
        gtk_widget_class_add_binding_action (widget_class, shortcuts[i].key, shortcuts[i].mods,
                                             shortcuts[i].action, "s", shortcuts[i].target);
      else
        gtk_widget_class_add_binding_action (widget_class, shortcuts[i].key, shortcuts[i].mods,
                                             shortcuts[i].action, NULL);
    }
}

/* pf-studio-window-actions.c: the window's actions: files, the history, and every item
 * made, renamed, duplicated, moved and deleted
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
#include "pf-studio-playtest-window.h"
#include "pf-studio-settings.h"
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
  PfItemKind kind = pf_item_path_kind (selected (self), NULL);
  gboolean has_item = kind != PF_ITEM_NONE;

  if (self->document == NULL)
    return;
  set_enabled (self, "undo", pf_document_can_undo (self->document));
  set_enabled (self, "redo", pf_document_can_redo (self->document));
  set_enabled (self, "duplicate-item", has_item);
  set_enabled (self, "rename-item", has_item);
  set_enabled (self, "delete-item", has_item);
  set_enabled (self, "copy-item", kind == PF_ITEM_LEVEL);
  set_enabled (self, "paste-item", kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK);
  set_enabled (self, "import-levels", kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK);
  set_enabled (self, "export-pack", kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK);
}

static void
toast (PfStudioWindow *self,
       const char     *text,
       gboolean        with_undo)
{
  AdwToast *note = adw_toast_new (text);

  if (with_undo)
    {
      adw_toast_set_button_label (note, _("_Undo"));
      adw_toast_set_action_name (note, "win.undo");
    }
  adw_toast_overlay_add_toast (self->toast_overlay, note);
}

/* Files */

void
pf_studio_window_refresh_recent_menu (PfStudioWindow *self)
{
  g_auto(GStrv) recent = pf_studio_settings_get_recent ();

  g_menu_remove_all (self->recent_section);
  for (guint i = 0; recent != NULL && recent[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (recent[i]);
      g_autofree char *label = g_file_get_basename (file);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target (item, "app.open-file", "s", recent[i]);
      g_menu_append_item (self->recent_section, item);
    }
}

static GtkFileFilter *
project_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Polyform projects"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_filter_add_mime_type (filter, "application/x-polyform-project");
  return filter;
}

typedef struct
{
  PfStudioWindow *window;
  gboolean        close_after;
} SaveRequest;

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  SaveRequest *request = user_data;
  PfStudioWindow *self = request->window;
  g_autoptr(GError) error = NULL;

  if (!pf_document_save_finish (PF_DOCUMENT (source), result, &error))
    pf_studio_window_show_error (self, error->message);
  else
    {
      GFile *file = pf_document_get_file (PF_DOCUMENT (source));
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), name);

      pf_studio_settings_add_recent (uri);
      pf_studio_window_refresh_recent_menu (self);
      pf_studio_window_show_error (self, NULL);
      toast (self, message, FALSE);
      if (request->close_after && !pf_document_get_modified (self->document))
        gtk_window_destroy (GTK_WINDOW (self));
    }
  g_object_unref (self);
  g_free (request);
}

static void
save_to (PfStudioWindow *self,
         GFile          *file,
         gboolean        close_after)
{
  SaveRequest *request = g_new0 (SaveRequest, 1);

  request->window = g_object_ref (self);
  request->close_after = close_after;
  pf_document_save_async (self->document, file, NULL, on_saved, request);
}

void
pf_studio_window_save_to (PfStudioWindow *self,
                          GFile          *file)
{
  save_to (self, file, FALSE);
}

static void
on_save_as_response (GtkNativeDialog *dialog,
                     int              response,
                     PfStudioWindow  *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        save_to (self, file, self->closing_after_save);
    }
  self->closing_after_save = FALSE;
  g_object_unref (dialog);
}

void
pf_studio_window_save_as (PfStudioWindow *self)
{
  GtkFileChooserNative *dialog;
  g_autofree char *name = pf_document_dup_name (self->document);

  dialog = gtk_file_chooser_native_new (_("Save Project"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), project_filter ());
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog),
                                     pf_document_get_file (self->document) ? name
                                                                           : "project.polyform.xml");
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_as_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
save_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  PfStudioWindow *self = user_data;

  if (pf_document_get_file (self->document) == NULL)
    pf_studio_window_save_as (self);
  else
    save_to (self, NULL, FALSE);
}

static void
save_as_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pf_studio_window_save_as (user_data);
}

static void
close_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));
}

static void
on_close_response (AdwMessageDialog *dialog,
                   const char       *response,
                   PfStudioWindow   *self)
{
  if (g_strcmp0 (response, "discard") == 0)
    gtk_window_destroy (GTK_WINDOW (self));
  else if (g_strcmp0 (response, "save") == 0)
    {
      if (pf_document_get_file (self->document) == NULL)
        {
          self->closing_after_save = TRUE;
          pf_studio_window_save_as (self);
        }
      else
        save_to (self, NULL, TRUE);
    }
}

gboolean
pf_studio_window_ask_to_save (PfStudioWindow *self)
{
  GtkWindow *window = GTK_WINDOW (self);
  g_autofree char *name = NULL;
  GtkWidget *dialog;

  pf_studio_settings_save_window (window);

  if (!pf_document_get_modified (self->document))
    return FALSE;

  name = pf_document_dup_name (self->document);
  dialog = adw_message_dialog_new (window, _("Save Changes?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("“%s” has unsaved changes. Changes which are not saved "
                                    "will be permanently lost."), name);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_close_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
dismiss_error_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  pf_studio_window_show_error (user_data, NULL);
}

static gboolean
on_drop (GtkDropTarget  *target,
         const GValue   *value,
         double          x,
         double          y,
         PfStudioWindow *self)
{
  GSList *files;
  gboolean opened = FALSE;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  for (GSList *l = files; l != NULL; l = l->next)
    {
      g_autofree char *name = g_file_get_basename (l->data);
      g_autofree char *uri = g_file_get_uri (l->data);

      if (name != NULL && g_str_has_suffix (name, ".xml"))
        {
          /* The application decides which window shows it. */
          if (gtk_window_get_application (GTK_WINDOW (self)) != NULL)
            g_action_group_activate_action (G_ACTION_GROUP (gtk_window_get_application (
                                                              GTK_WINDOW (self))),
                                            "open-file", g_variant_new_string (uri));
          else
            pf_studio_window_load (self, l->data);
          opened = TRUE;
        }
    }
  g_slist_free (files);
  if (!opened)
    pf_studio_window_show_error (self,
                                 _("Only Polyform project files (.xml) can be dropped here"));
  return opened;
}

/* History */

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  g_autofree char *focus = pf_document_undo (self->document);

  if (focus != NULL)
    pf_studio_window_select (self, focus);
}

static void
redo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  g_autofree char *focus = pf_document_redo (self->document);

  if (focus != NULL)
    pf_studio_window_select (self, focus);
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
      toast (self, error->message, FALSE);
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

static void
on_rename_activate (GtkEntry         *entry,
                    AdwMessageDialog *dialog)
{
  adw_message_dialog_response (dialog, "rename");
  gtk_window_close (GTK_WINDOW (dialog));
}

/* Asks for the new title of the selected item. */
static void
ask_for_title (PfStudioWindow *self)
{
  PfItemPlace place;
  GtkWidget *dialog;
  GtkWidget *entry;

  if (!pf_project_locate (pf_document_get_project (self->document), selected (self), &place))
    return;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename"), NULL);
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
  g_object_set_data_full (G_OBJECT (dialog), "pf-path", g_strdup (selected (self)), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_rename_response), self);
  g_signal_connect (entry, "activate", G_CALLBACK (on_rename_activate), dialog);
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
    ask_for_title (self);
  else
    pf_document_rename_item (self->document, selected (self), title);
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
    toast (self, message, TRUE);
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
  g_object_set_data (G_OBJECT (self), g_object_get_data (G_OBJECT (window), "pf-key"), NULL);
}

/* One generator window of each kind per pack: asking again shows it. */
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
      toast (self, _("Select a pack or one of its levels first"), FALSE);
      return;
    }
  key = g_strdup_printf ("pf-%s:%s", build ? "build" : "generate", pack);
  window = g_object_get_data (G_OBJECT (self), key);
  if (window == NULL)
    {
      window = build ? GTK_WINDOW (pf_studio_build_pack_window_new (GTK_WINDOW (self),
                                                                    self->document, pack))
                     : GTK_WINDOW (pf_studio_generate_window_new (GTK_WINDOW (self),
                                                                  self->document, pack));
      g_object_set_data (G_OBJECT (self), key, window);
      g_object_set_data_full (G_OBJECT (window), "pf-key", g_steal_pointer (&key), g_free);
      g_signal_connect_object (window, "destroy", G_CALLBACK (forget_generator), self, 0);
    }
  /* Generating from a level: that level is the source. */
  if (!build && place.kind == PF_ITEM_LEVEL)
    pf_studio_generate_window_set_source (PF_STUDIO_GENERATE_WINDOW (window),
                                          ((PfTriLevel *) place.item)->id);
  gtk_window_present (window);
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
  { "save", save_action },
  { "save-as", save_as_action },
  { "close", close_action },
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
  { "delete-item", delete_item_action },
  { "move-level", move_level_action, "(ssi)" },
  { "playtest", playtest_action },
  { "generate-levels", generate_levels_action },
  { "build-pack", build_pack_action },
  { "toggle-sidebar", toggle_sidebar_action },
  { "show-item-menu", show_item_menu_action },
  { "dismiss-error", dismiss_error_action },
};

void
pf_studio_window_actions_init (PfStudioWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_action_map_add_action_entries (G_ACTION_MAP (self), window_actions,
                                   G_N_ELEMENTS (window_actions), self);
  pf_studio_window_transfer_init (self);

  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
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

/* pf-studio-window-actions.c: the window's actions: files, recent projects, undo, navigation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-window"

#include <glib/gi18n.h>

#include "pf-studio-map-edit.h"
#include "pf-studio-playtest-window.h"
#include "pf-studio-settings.h"
#include "pf-studio-window-private.h"

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

      g_menu_item_set_action_and_target (item, "win.open-recent", "s", recent[i]);
      g_menu_append_item (self->recent_section, item);
    }
}

static void
on_open_response (GtkNativeDialog *dialog,
                  int              response,
                  PfStudioWindow  *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        pf_studio_window_open (self, file);
    }
  g_object_unref (dialog);
}

static GtkFileFilter *
project_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Polyform projects"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_filter_add_mime_type (filter, "application/xml");
  return filter;
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Open Project"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), project_filter ());
  g_signal_connect (dialog, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  pf_studio_window_open (self, file);
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
        pf_studio_window_save_to (self, file);
    }
  g_object_unref (dialog);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);
  GtkFileChooserNative *dialog;
  g_autofree char *name = pf_studio_window_display_name (self);

  dialog = gtk_file_chooser_native_new (_("Save Project"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), project_filter ());
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog),
                                     self->file ? name : "project.xml");
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_as_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);

  if (self->file == NULL)
    save_as_action (widget, action_name, parameter);
  else
    pf_studio_window_save_to (self, self->file);
}

static void
dismiss_error_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  pf_studio_window_show_error (PF_STUDIO_WINDOW (widget), NULL);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);

  pf_studio_window_restore_document (self, &self->undo, &self->redo);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);

  pf_studio_window_restore_document (self, &self->redo, &self->undo);
}

void
pf_studio_window_step_item (PfStudioWindow *self,
           int             direction)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->sidebar);
  int index = row ? gtk_list_box_row_get_index (row) : -1;

  for (int i = index + direction; ; i += direction)
    {
      GtkListBoxRow *next = gtk_list_box_get_row_at_index (self->sidebar, i);

      if (next == NULL || i < 0)
        return;
      if (gtk_list_box_row_get_selectable (next))
        {
          gtk_list_box_select_row (self->sidebar, next);
          return;
        }
    }
}

static void
next_item_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  pf_studio_window_step_item (PF_STUDIO_WINDOW (widget), 1);
}

static void
previous_item_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  pf_studio_window_step_item (PF_STUDIO_WINDOW (widget), -1);
}

static gboolean
on_drop (GtkDropTarget  *target,
         const GValue   *value,
         double          x,
         double          y,
         PfStudioWindow *self)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  for (GSList *l = files; l != NULL; l = l->next)
    {
      g_autofree char *name = g_file_get_basename (l->data);

      if (name != NULL && g_str_has_suffix (name, ".xml"))
        {
          pf_studio_window_open (self, l->data);
          g_slist_free (files);
          return TRUE;
        }
    }
  g_slist_free (files);
  pf_studio_window_show_error (self, _("Only Polyform project files (.xml) can be dropped here"));
  return FALSE;
}

static void
on_close_response (AdwMessageDialog *dialog,
                   const char       *response,
                   PfStudioWindow   *self)
{
  if (g_strcmp0 (response, "discard") == 0)
    {
      pf_studio_window_set_modified (self, FALSE);
      gtk_window_destroy (GTK_WINDOW (self));
    }
  else if (g_strcmp0 (response, "save") == 0)
    {
      if (self->file == NULL)
        save_as_action (GTK_WIDGET (self), NULL, NULL);
      else if (pf_studio_window_save_to (self, self->file))
        gtk_window_destroy (GTK_WINDOW (self));
    }
}

gboolean
pf_studio_window_ask_to_save (PfStudioWindow *self)
{
  GtkWindow *window = GTK_WINDOW (self);
  g_autofree char *name = NULL;
  GtkWidget *dialog;

  pf_studio_settings_save_window (window);

  if (!self->modified)
    return FALSE;

  name = pf_studio_window_display_name (self);
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

gboolean
pf_studio_window_save_to (PfStudioWindow *self,
         GFile          *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (self->project == NULL)
    return FALSE;

  if (!pf_project_save (self->project, file, &error))
    {
      pf_studio_window_show_error (self, error->message);
      return FALSE;
    }

  g_set_object (&self->file, file);
  uri = g_file_get_uri (file);
  pf_studio_settings_add_recent (uri);
  pf_studio_window_refresh_recent_menu (self);
  pf_studio_window_set_modified (self, FALSE);
  pf_studio_window_show_error (self, NULL);

  name = g_file_get_basename (file);
  message = g_strdup_printf (_("Saved “%s”"), name);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
  return TRUE;
}

static void
playtest_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);

  if (self->project != NULL)
    pf_studio_playtest_window_present (self);
}

static void
new_tileset_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  pf_studio_tileset_add_new (PF_STUDIO_WINDOW (widget));
}

void
pf_studio_window_actions_init (PfStudioWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}

void
pf_studio_window_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.playtest", NULL, playtest_action);
  gtk_widget_class_install_action (widget_class, "win.dismiss-error", NULL, dismiss_error_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.next-item", NULL, next_item_action);
  gtk_widget_class_install_action (widget_class, "win.new-tileset", NULL, new_tileset_action);
  gtk_widget_class_install_action (widget_class, "win.previous-item", NULL,
                                   previous_item_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "win.playtest", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK,
                                       "win.next-item", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK,
                                       "win.previous-item", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

/* pf-studio-window-files.c: the window's files: opening, saving, closing, the recent
 * projects and dropped files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever opens a project from a window (a recent project, the start page,
 * a dropped file) asks the application, which decides which window shows it
 * and reports a file that fails to open in this window.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-window"

#include <glib/gi18n.h>

#include "pf-error.h"
#include "pf-studio-application.h"
#include "pf-studio-settings.h"
#include "pf-studio-choice-dialog.h"
#include "pf-studio-page.h"
#include "pf-studio-generator-window.h"
#include "pf-studio-window-private.h"

/* Opening */

void
pf_studio_window_refresh_recent_menu (PfStudioWindow *self)
{
  g_autoptr(GPtrArray) recent = pf_studio_settings_get_recent_files ();

  g_menu_remove_all (self->recent_section);
  for (guint i = 0; i < recent->len; i++)
    {
      GFile *file = g_ptr_array_index (recent, i);
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *folder = pf_studio_settings_folder_label (file);
      /* TRANSLATORS: a recent project in the menu: its file name and folder */
      g_autofree char *label = g_strdup_printf (_("%s — %s"), name, folder);
      g_autofree char *uri = g_file_get_uri (file);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target (item, "win.open-file", "s", uri);
      g_menu_append_item (self->recent_section, item);
    }
}

/* The bar that says a project is being opened, below the header bar. */
static void
add_opening_bar (PfStudioWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *spinner = gtk_spinner_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));

  self->opening_bar = GTK_REVEALER (gtk_revealer_new ());
  self->opening_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_revealer_set_transition_type (self->opening_bar, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  gtk_spinner_set_spinning (GTK_SPINNER (spinner), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->opening_label), TRUE);
  gtk_label_set_xalign (self->opening_label, 0);
  gtk_label_set_ellipsize (self->opening_label, PANGO_ELLIPSIZE_MIDDLE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "win.cancel-opening");
  gtk_widget_add_css_class (cancel, "flat");
  gtk_widget_add_css_class (box, "toolbar");
  gtk_box_append (GTK_BOX (box), spinner);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->opening_label));
  gtk_box_append (GTK_BOX (box), cancel);
  gtk_revealer_set_child (self->opening_bar, box);
  gtk_widget_insert_after (GTK_WIDGET (self->opening_bar),
                           gtk_widget_get_parent (GTK_WIDGET (self->error_revealer)),
                           GTK_WIDGET (self->error_revealer));
}

void
pf_studio_window_begin_opening (PfStudioWindow *self,
                                GFile          *file,
                                PfJob          *job)
{
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));
  g_return_if_fail (PF_IS_JOB (job));

  g_ptr_array_add (self->openings, job);
  name = g_file_get_basename (file);
  text = g_strdup_printf (_("Opening “%s”…"), name);
  gtk_label_set_text (self->opening_label, text);
  gtk_revealer_set_reveal_child (self->opening_bar, TRUE);
}

void
pf_studio_window_end_opening (PfStudioWindow *self,
                              PfJob          *job)
{
  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));

  g_ptr_array_remove (self->openings, job);
  gtk_revealer_set_reveal_child (self->opening_bar, self->openings->len > 0);
}

gboolean
pf_studio_window_is_opening (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), FALSE);
  return self->openings != NULL && self->openings->len > 0;
}

void
pf_studio_window_abandon_openings (PfStudioWindow *self)
{
  if (self->openings == NULL)
    return;
  for (guint i = 0; i < self->openings->len; i++)
    pf_job_abandon (g_ptr_array_index (self->openings, i));
  g_ptr_array_set_size (self->openings, 0);
  if (self->opening_bar != NULL)
    gtk_revealer_set_reveal_child (self->opening_bar, FALSE);
}

static void
cancel_opening_action (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  pf_studio_window_abandon_openings (user_data);
}

/* Opens @file from this window: the application decides which window shows
 * it, and a file that fails to open is reported here. */
static void
open_from_here (PfStudioWindow *self,
                GFile          *file)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (PF_STUDIO_IS_APPLICATION (app))
    pf_studio_application_open_file (PF_STUDIO_APPLICATION (app), file, self);
  else
    pf_studio_window_load (self, file);
}

static void
open_file_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (g_variant_get_string (parameter, NULL));

  open_from_here (user_data, file);
}

static void
new_from_example_action (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (user_data));

  if (PF_STUDIO_IS_APPLICATION (app))
    pf_studio_application_new_from_example (PF_STUDIO_APPLICATION (app), user_data);
}

/* Saving and closing */

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

static void save_to (PfStudioWindow *self,
                     GFile          *file,
                     gboolean        close_after);

static void
on_changed_on_disk_response (AdwMessageDialog *dialog,
                             const char       *response,
                             PfStudioWindow   *self)
{
  gboolean close_after = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog),
                                                             "pf-close-after"));

  if (g_strcmp0 (response, "overwrite") == 0)
    {
      pf_document_allow_overwrite (self->document);
      save_to (self, NULL, close_after);
    }
  else if (g_strcmp0 (response, "save-as") == 0)
    {
      self->closing_after_save = close_after;
      pf_studio_window_save_as (self);
    }
}

/* Another program changed the file since it was read: its changes stay
 * unless the designer chooses to overwrite them. */
static void
ask_about_changed_file (PfStudioWindow *self,
                        gboolean        close_after)
{
  g_autofree char *name = pf_document_dup_name (self->document);
  GtkWidget *dialog;

  g_autofree char *body = g_strdup_printf (_("“%s” was changed by another program since it "
                                             "was opened. Overwriting it loses those changes."),
                                           name);

  dialog = pf_studio_choice_dialog_new (GTK_WINDOW (self), _("File Changed on Disk"), body,
                                        "cancel", _("_Cancel"),
                                        "overwrite", _("_Overwrite"),
                                        "save-as", _("_Save As…"));
  g_object_set_data (G_OBJECT (dialog), "pf-close-after", GINT_TO_POINTER (close_after));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_changed_on_disk_response), self,
                           0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  SaveRequest *request = user_data;
  PfStudioWindow *self = request->window;
  g_autoptr(GError) error = NULL;

  if (!pf_document_save_finish (PF_DOCUMENT (source), result, &error))
    {
      if (g_error_matches (error, PF_ERROR, PF_ERROR_CHANGED))
        ask_about_changed_file (self, request->close_after);
      else
        {
          /* The error names the file; it must also say that nothing was
           * written, and that the project keeps its changes. */
          g_autofree char *message = g_strdup_printf (_("Not saved: %s. The project keeps its "
                                                        "changes."), error->message);

          pf_studio_window_show_error (self, message);
        }
    }
  else
    {
      GFile *file = pf_document_get_file (PF_DOCUMENT (source));
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), name);

      AdwToast *toast = pf_studio_toast_new (message);

      pf_studio_settings_add_recent (uri);
      pf_studio_window_show_error (self, NULL);
      /* The title's mark already says it: the toast is brief, so it does
       * not stand long over a page's own controls at its foot. */
      adw_toast_set_timeout (toast, 2);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
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

gboolean
pf_studio_window_save_as_file (PfStudioWindow *self,
                               GFile          *file,
                               gboolean        close_after)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  PfStudioWindow *holder = NULL;

  /* One window a file (SPEC §9.1): saving over the file of another window
   * would leave it showing what is no longer there. */
  if (PF_STUDIO_IS_APPLICATION (app))
    holder = pf_studio_application_get_window_of_file (PF_STUDIO_APPLICATION (app), file);
  if (holder != NULL && holder != self)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *message = g_strdup_printf (_("Not saved: “%s” is open in another "
                                                    "window. Close it there first, or choose "
                                                    "another name."), name);

      pf_studio_window_show_error (self, message);
      return FALSE;
    }
  save_to (self, file, close_after);
  return TRUE;
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
        pf_studio_window_save_as_file (self, file, self->closing_after_save);
    }
  self->closing_after_save = FALSE;
  g_object_unref (dialog);
}

void
pf_studio_window_save_as (PfStudioWindow *self)
{
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;

  pf_studio_window_commit_typing (self);
  name = pf_document_dup_name (self->document);
  dialog = gtk_file_chooser_native_new (_("Save Project"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), project_filter ());
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog),
                                     pf_document_get_file (self->document)
                                       ? name : "project.polyform.xml");
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_as_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
save_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  PfStudioWindow *self = user_data;

  pf_studio_window_commit_typing (self);
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
    {
      /* The question closes after its answer: let go of the window first,
       * or it would close as the child of a window already gone. */
      gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
      gtk_window_destroy (GTK_WINDOW (self));
    }
  else if (g_strcmp0 (response, "show") == 0)
    pf_studio_window_show_levels_found (self);
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

/* "Generate Levels for Starter holds 6 levels found …", a sentence for each
 * generator window that holds some: what closing the project drops
 * besides its unsaved changes; %NULL when none holds any. */
static char *
describe_levels_found (PfStudioWindow *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) holding = pf_studio_window_list_holding_levels (self);

  for (guint i = 0; i < holding->len; i++)
    {
      GtkWindow *window = g_ptr_array_index (holding, i);
      guint found = pf_studio_generator_window_count_found (PF_STUDIO_GENERATOR_WINDOW (window));

      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* TRANSLATORS: %s is a generator window's title ("Generate Levels for Starter") */
      g_string_append_printf (text, ngettext ("%s holds %u level found and not added to the pack.",
                                              "%s holds %u levels found and not added to the "
                                              "pack.", found),
                              gtk_window_get_title (window), found);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

gboolean
pf_studio_window_ask_to_save (PfStudioWindow *self)
{
  GtkWindow *window = GTK_WINDOW (self);
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  g_autofree char *levels = NULL;
  GtkWidget *dialog;

  pf_studio_settings_save_window (window);
  pf_studio_window_commit_typing (self);

  levels = describe_levels_found (self);
  if (!pf_document_get_modified (self->document))
    {
      if (levels == NULL)
        return FALSE;
      /* Nothing unsaved, but levels the designer may still want to add. */
      body = g_strdup_printf (_("%s Closing the project drops them."), levels);
      dialog = pf_studio_choice_dialog_new (window, _("Drop the Levels Found?"), body,
                                            "cancel", _("_Cancel"),
                                            "discard", _("_Close"),
                                            "show", _("_Show Levels"));
    }
  else
    {
      name = pf_document_dup_name (self->document);
      if (levels != NULL)
        /* TRANSLATORS: the first %s is the project's name, the second says which
         * generator window holds levels not added ("Generate Levels for Starter
         * holds 6 levels found and not added to the pack.") */
        body = g_strdup_printf (_("“%s” has unsaved changes. Changes which are not saved will "
                                 "be permanently lost. %s Closing drops them too."),
                                name, levels);
      else
        body = g_strdup_printf (_("“%s” has unsaved changes. Changes which are not saved will "
                                 "be permanently lost."), name);
      dialog = pf_studio_choice_dialog_new (window, _("Save Changes?"), body,
                                            "cancel", _("_Cancel"),
                                            "discard", _("_Discard"),
                                            "save", _("_Save"));
    }
  g_signal_connect (dialog, "response", G_CALLBACK (on_close_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* Dropped files */

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

      if (name != NULL && g_str_has_suffix (name, ".xml"))
        {
          open_from_here (self, l->data);
          opened = TRUE;
        }
    }
  g_slist_free (files);
  if (!opened)
    pf_studio_window_show_error (self,
                                 _("Only Polyform project files (.xml) can be dropped here"));
  return opened;
}

static const GActionEntry file_actions[] = {
  { "open-file", open_file_action, "s" },
  { "cancel-opening", cancel_opening_action },
  { "new-from-example", new_from_example_action },
  { "save", save_action },
  { "save-as", save_as_action },
  { "close", close_action },
};

void
pf_studio_window_files_init (PfStudioWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  self->openings = g_ptr_array_new_with_free_func (g_object_unref);
  add_opening_bar (self);
  g_action_map_add_action_entries (G_ACTION_MAP (self), file_actions,
                                   G_N_ELEMENTS (file_actions), self);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}

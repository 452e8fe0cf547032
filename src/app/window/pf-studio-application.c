/* pf-studio-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One process, registered on the session bus: opening a project while the
 * app runs (from Files, from a terminal, from a script) reaches the running
 * instance, which shows the project in a window of its own, or shows the
 * window that already has it.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio"

#include <glib/gi18n.h>

#include "pf-studio-application.h"
#include "pf-studio-preferences.h"
#include "pf-studio-recovery.h"
#include "pf-studio-resources.h"
#include "pf-studio-settings.h"
#include "pf-studio-window.h"

struct _PfStudioApplication
{
  AdwApplication parent_instance;

  gboolean       recovery_offered;
};

G_DEFINE_FINAL_TYPE (PfStudioApplication, pf_studio_application, ADW_TYPE_APPLICATION)

GFile *
pf_studio_application_find_example (void)
{
  const char *candidates[] = {
    PKGDATADIR "/examples/starter.xml",
    PF_SOURCE_DATADIR "/examples/starter.xml",
  };

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    if (g_file_test (candidates[i], G_FILE_TEST_EXISTS))
      return g_file_new_for_path (candidates[i]);
  return NULL;
}

/* Auxiliary methods */

static PfStudioWindow *
window_of_file (GtkApplication *app,
                GFile          *file)
{
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    {
      GFile *shown;

      if (!PF_STUDIO_IS_WINDOW (l->data))
        continue;
      shown = pf_document_get_file (pf_studio_window_get_document (l->data));
      if (shown != NULL && g_file_equal (shown, file))
        return l->data;
    }
  return NULL;
}

static PfStudioWindow *
new_window (PfStudioApplication *self)
{
  PfStudioWindow *window = pf_studio_window_new (ADW_APPLICATION (self), NULL);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
on_recovery_response (AdwMessageDialog    *dialog,
                      const char          *response,
                      PfStudioApplication *self)
{
  GPtrArray *recoveries = g_object_get_data (G_OBJECT (dialog), "pf-recoveries");

  for (guint i = 0; i < recoveries->len; i++)
    {
      PfStudioRecovery *recovery = g_ptr_array_index (recoveries, i);

      if (g_strcmp0 (response, "recover") == 0)
        {
          PfStudioWindow *window = new_window (self);

          pf_studio_window_load_recovered (window, recovery);
        }
      else if (g_strcmp0 (response, "discard") == 0)
        pf_studio_recovery_remove (recovery->key);
    }
}

/* Once per run, however the app was started: what a crash left behind. */
static void
offer_recovery (PfStudioApplication *self,
                GtkWindow           *parent)
{
  GPtrArray *recoveries;
  GtkWidget *dialog;

  if (self->recovery_offered)
    return;
  self->recovery_offered = TRUE;

  recoveries = pf_studio_recovery_list ();
  if (recoveries->len == 0)
    {
      g_ptr_array_unref (recoveries);
      return;
    }

  dialog = adw_message_dialog_new (parent, _("Recover Unsaved Changes?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  ngettext ("Polyform Studio closed unexpectedly with unsaved "
                                            "changes in %u project.",
                                            "Polyform Studio closed unexpectedly with unsaved "
                                            "changes in %u projects.", recoveries->len),
                                  recoveries->len);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "later", _("_Not Now"),
                                    "discard", _("_Discard"),
                                    "recover", _("_Recover"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "recover",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "recover");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_object_set_data_full (G_OBJECT (dialog), "pf-recoveries", recoveries,
                          (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (dialog, "response", G_CALLBACK (on_recovery_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * pf_studio_application_open_file:
 * @self: the application
 * @file: a project file
 *
 * Shows @file: the window that has it already, else the active window when
 * it holds nothing yet, else a new window.
 */
static void
open_file (PfStudioApplication *self,
           GFile               *file)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));
  PfStudioWindow *window = window_of_file (GTK_APPLICATION (self), file);

  if (window != NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      return;
    }
  if (PF_STUDIO_IS_WINDOW (active) && pf_studio_window_is_pristine (PF_STUDIO_WINDOW (active)))
    window = PF_STUDIO_WINDOW (active);
  else
    window = new_window (self);
  pf_studio_window_load (window, file);
  gtk_window_present (GTK_WINDOW (window));
}

/* Actions */

static void
new_window_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  new_window (user_data);
}

static void
on_open_response (GtkNativeDialog     *dialog,
                  int                  response,
                  PfStudioApplication *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (dialog));

      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        {
          g_autoptr(GFile) file = g_list_model_get_item (files, i);

          open_file (self, file);
        }
    }
  g_object_unref (dialog);
}

static void
open_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  PfStudioApplication *self = user_data;
  GtkFileChooserNative *dialog;
  GtkFileFilter *filter = gtk_file_filter_new ();

  dialog = gtk_file_chooser_native_new (_("Open Project"),
                                        gtk_application_get_active_window (GTK_APPLICATION (self)),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (dialog), TRUE);
  gtk_file_filter_set_name (filter, _("Polyform projects"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_filter_add_mime_type (filter, "application/x-polyform-project");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
open_file_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (g_variant_get_string (parameter, NULL));

  open_file (user_data, file);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));

  /* Each window asks about its unsaved changes; the app ends with the last one. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free (windows);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  const char *developers[] = { "Polyform Studio developers", NULL };

  adw_show_about_window (gtk_application_get_active_window (app),
                         "application-name", _("Polyform Studio"),
                         "application-icon", APP_ID,
                         "developer-name", _("Polyform Studio developers"),
                         "version", PACKAGE_VERSION,
                         "comments", _("Design, solve and playtest block-puzzle levels, shell "
                                       "layouts and polyomino tile maps"),
                         "website", "https://github.com/polyformstudio/polyform-studio",
                         "issue-url", "https://github.com/polyformstudio/polyform-studio/issues",
                         "developers", developers,
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  pf_studio_preferences_present (gtk_application_get_active_window (GTK_APPLICATION (user_data)));
}

static const GActionEntry app_actions[] = {
  { "new-window", new_window_action },
  { "open", open_action },
  { "open-file", open_file_action, "s" },
  { "quit", quit_action },
  { "about", about_action },
  { "preferences", preferences_action },
};

/* GApplication overrides */

static void
pf_studio_application_activate (GApplication *app)
{
  PfStudioApplication *self = PF_STUDIO_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      g_autoptr(GFile) example = pf_studio_application_find_example ();
      PfStudioWindow *studio = new_window (self);

      /* The first window opens the bundled example, so there is something to explore. */
      if (example != NULL)
        pf_studio_window_load (studio, example);
      window = GTK_WINDOW (studio);
    }
  gtk_window_present (window);
  offer_recovery (self, window);
}

static void
pf_studio_application_open (GApplication  *app,
                            GFile        **files,
                            int            n_files,
                            const char    *hint)
{
  PfStudioApplication *self = PF_STUDIO_APPLICATION (app);

  for (int i = 0; i < n_files; i++)
    open_file (self, files[i]);
  offer_recovery (self, gtk_application_get_active_window (GTK_APPLICATION (app)));
}

static void
pf_studio_application_startup (GApplication *app)
{
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.new-window", { "<Control>n", NULL } },
    { "app.open", { "<Control>o", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  GtkIconTheme *icons;

  /* Referencing the bundle keeps it linked in from the static library. */
  g_resources_register (pf_studio_get_resource ());
  G_APPLICATION_CLASS (pf_studio_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);

  /* Run from the build tree, the app finds its icon in the sources. */
  icons = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  if (!gtk_icon_theme_has_icon (icons, APP_ID))
    gtk_icon_theme_add_search_path (icons, PF_SOURCE_DATADIR "/icons");

  gtk_css_provider_load_from_resource (css, "/io/github/polyformstudio/PolyformStudio/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
pf_studio_application_class_init (PfStudioApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = pf_studio_application_activate;
  app_class->open = pf_studio_application_open;
  app_class->startup = pf_studio_application_startup;
}

static void
pf_studio_application_init (PfStudioApplication *self)
{
}

PfStudioApplication *
pf_studio_application_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/polyformstudio/PolyformStudio",
                       NULL);
}

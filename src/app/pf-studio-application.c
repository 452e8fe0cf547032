/* pf-studio-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
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

/* Callbacks */

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
  { "quit", quit_action },
  { "about", about_action },
  { "preferences", preferences_action },
};

static void
on_recovery_response (AdwMessageDialog *dialog,
                      const char       *response,
                      GPtrArray        *recoveries)
{
  GtkApplication *app = gtk_window_get_application (gtk_window_get_transient_for (
                                                      GTK_WINDOW (dialog)));

  for (guint i = 0; i < recoveries->len; i++)
    {
      PfStudioRecovery *recovery = g_ptr_array_index (recoveries, i);

      if (g_strcmp0 (response, "recover") == 0)
        {
          PfStudioWindow *window = pf_studio_window_new (ADW_APPLICATION (app));

          pf_studio_window_open_recovered (window, recovery);
          gtk_window_present (GTK_WINDOW (window));
        }
      else if (g_strcmp0 (response, "discard") == 0)
        pf_studio_recovery_remove (recovery->key);
    }
}

static void
free_recoveries (gpointer  data,
                 GClosure *closure)
{
  g_ptr_array_unref (data);
}

static void
offer_recovery (GtkWindow *parent)
{
  g_autoptr(GPtrArray) recoveries = pf_studio_recovery_list ();
  GtkWidget *dialog;

  if (recoveries->len == 0)
    return;

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
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_recovery_response),
                         g_ptr_array_ref (recoveries), free_recoveries, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* GApplication overrides */

static void
pf_studio_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      PfStudioWindow *studio = pf_studio_window_new (ADW_APPLICATION (app));
      g_autoptr(GFile) example = pf_studio_application_find_example ();

      /* The first window opens the bundled example, so there is something to explore. */
      if (example != NULL)
        pf_studio_window_open (studio, example);
      window = GTK_WINDOW (studio);
      gtk_window_present (window);
      offer_recovery (window);
      return;
    }
  gtk_window_present (window);
}

static void
pf_studio_application_open (GApplication  *app,
                            GFile        **files,
                            int            n_files,
                            const char    *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      PfStudioWindow *window = pf_studio_window_new (ADW_APPLICATION (app));

      pf_studio_window_open (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
pf_studio_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *help_accels[] = { "<Control>question", NULL };
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  /* Referencing the bundle keeps it linked in from the static library. */
  g_resources_register (pf_studio_get_resource ());
  G_APPLICATION_CLASS (pf_studio_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay",
                                         help_accels);

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
                       "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE,
                       "resource-base-path", "/io/github/polyformstudio/PolyformStudio",
                       NULL);
}

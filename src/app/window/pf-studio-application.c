/* pf-studio-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One process, registered on the session bus: opening a project while the
 * app runs (from Files, from a terminal, from a script) reaches the running
 * instance, which shows the project in a window of its own, or shows the
 * window that already has it. Every way to open a project ends in
 * open_document(), which reads the file in a worker thread while the window
 * it was opened from says so: a window that holds nothing yet (the start
 * page, an untouched empty project) is used rather than a new one, and a
 * file that fails to open is reported in the window it was opened from,
 * which stays as it was; no window is made for it.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio"

#include <glib/gi18n.h>

#include "pf-atomic-file.h"
#include "pf-studio-application.h"
#include "pf-studio-choice-dialog.h"
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

PfStudioWindow *
pf_studio_application_get_window_of_file (PfStudioApplication *self,
                                          GFile               *file)
{
  g_return_val_if_fail (PF_STUDIO_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
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
active_window (PfStudioApplication *self)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));

  return PF_STUDIO_IS_WINDOW (active) ? PF_STUDIO_WINDOW (active) : NULL;
}

static PfStudioWindow *
new_window (PfStudioApplication *self)
{
  PfStudioWindow *window = pf_studio_window_new (ADW_APPLICATION (self), NULL);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* @from when it holds nothing yet, else a new window. */
static PfStudioWindow *
window_for_new_document (PfStudioApplication *self,
                         PfStudioWindow      *from)
{
  if (from != NULL && pf_studio_window_is_pristine (from))
    return from;
  return new_window (self);
}

/* Says @message in @from, or in the active window; with no window at all
 * (the app started with only a bad file), on a start page. */
static void
report (PfStudioApplication *self,
        PfStudioWindow      *from,
        const char          *message)
{
  if (from == NULL)
    from = active_window (self);
  if (from == NULL)
    {
      from = new_window (self);
      pf_studio_window_show_start (from);
    }
  pf_studio_window_show_error (from, message);
  gtk_window_present (GTK_WINDOW (from));
}

/* An installed example is opened as a copy, never edited in place. */
static gboolean
is_installed_example (GFile *file)
{
  g_autoptr(GFile) examples = g_file_new_for_path (PKGDATADIR "/examples");

  return g_file_has_prefix (file, examples);
}

typedef struct
{
  GFile    *file;
  gboolean  as_copy;
} OpenRequest;

static void
open_request_free (OpenRequest *request)
{
  g_object_unref (request->file);
  g_free (request);
}

/* In a worker thread: the parse of a large or hostile file takes as long
 * as it takes, and the windows go on answering meanwhile. */
static gpointer
load_in_worker (PfJob         *job,
                gpointer       data,
                GCancellable  *cancellable,
                GError       **error)
{
  OpenRequest *request = data;

  return pf_document_load (request->file, error);
}

/* Back on the main loop, while @from is open: the project goes where
 * open_document() said, or the error is said in @from. */
static void
on_document_loaded (gpointer      owner,
                    PfJob        *job,
                    gpointer      result,
                    const GError *error)
{
  PfStudioWindow *from = owner;
  OpenRequest *request = pf_job_get_data (job);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (from));
  PfStudioApplication *self;
  PfDocument *document = result;
  PfStudioWindow *window;

  pf_studio_window_end_opening (from, job);
  if (!PF_STUDIO_IS_APPLICATION (app))
    return;
  self = PF_STUDIO_APPLICATION (app);
  if (document == NULL)
    {
      report (self, from, error->message);
      return;
    }
  /* Opened in another window meanwhile: that one shows it. */
  window = request->as_copy ? NULL
                             : pf_studio_application_get_window_of_file (self, request->file);
  if (window == NULL)
    {
      if (request->as_copy)
        pf_document_set_file (document, NULL);
      window = window_for_new_document (self, from);
      pf_studio_window_open_document (window, document);
    }
  gtk_window_present (GTK_WINDOW (window));
}

/* Shows the project of @file: the window that has it already, else @from
 * when it holds nothing yet, else a new window. As a copy, the document has
 * no file, so its first save asks where. The file is read in a worker
 * thread while @from (a new window on the start page when there is none)
 * says it is opening it. */
static void
open_document (PfStudioApplication *self,
               GFile               *file,
               gboolean             as_copy,
               PfStudioWindow      *from)
{
  PfStudioWindow *window = as_copy ? NULL
                                    : pf_studio_application_get_window_of_file (self, file);
  OpenRequest *request;
  PfJob *job;

  if (window != NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      return;
    }
  if (from == NULL)
    {
      from = new_window (self);
      pf_studio_window_show_start (from);
    }
  request = g_new0 (OpenRequest, 1);
  request->file = g_object_ref (file);
  request->as_copy = as_copy;
  job = pf_job_run (from, load_in_worker, request, (GDestroyNotify) open_request_free,
                    g_object_unref, NULL, on_document_loaded);
  pf_studio_window_begin_opening (from, file, job);
}

static void
recover (PfStudioApplication *self,
         PfStudioRecovery    *recovery,
         PfStudioWindow      *parent)
{
  PfStudioWindow *window = recovery->original
                           ? pf_studio_application_get_window_of_file (self, recovery->original)
                           : NULL;
  g_autofree char *message = NULL;

  /* One window per file: the copy replaces the file's project where it is
   * shown, unless that window has changes of its own to lose. */
  if (window != NULL && pf_document_get_modified (pf_studio_window_get_document (window)))
    {
      g_autofree char *name = g_file_get_parse_name (recovery->original);

      message = g_strdup_printf (_("%s has unsaved changes in this window; its recovered copy "
                                   "is kept and offered again at the next start"), name);
      pf_studio_window_show_error (window, message);
      return;
    }
  if (window == NULL && parent != NULL && pf_studio_window_is_pristine (parent))
    window = parent;
  if (window != NULL)
    {
      pf_studio_window_load_recovered (window, recovery);
      gtk_window_present (GTK_WINDOW (window));
      return;
    }

  window = new_window (self);
  if (pf_studio_window_load_recovered (window, recovery))
    return;
  /* A copy that cannot be read: said where the question was asked. */
  message = g_strdup (pf_studio_window_get_error (window));
  gtk_window_destroy (GTK_WINDOW (window));
  report (self, parent, message);
}

static void
on_recovery_response (AdwMessageDialog    *dialog,
                      const char          *response,
                      PfStudioApplication *self)
{
  GPtrArray *recoveries = g_object_get_data (G_OBJECT (dialog), "pf-recoveries");
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));

  for (guint i = 0; i < recoveries->len; i++)
    {
      PfStudioRecovery *recovery = g_ptr_array_index (recoveries, i);

      if (g_strcmp0 (response, "recover") == 0)
        recover (self, recovery, PF_STUDIO_IS_WINDOW (parent) ? PF_STUDIO_WINDOW (parent) : NULL);
      else if (g_strcmp0 (response, "discard") == 0)
        pf_studio_recovery_remove (recovery->key);
    }
}

/* "“draft.xml” and an untitled project": the projects of @recoveries
 * that @wanted picks, so the designer knows what Recover brings back. */
typedef gboolean (*RecoveryFilter) (const PfStudioRecovery *recovery);

/* How many of @recoveries @wanted picks. */
static guint
count_recoveries (GPtrArray      *recoveries,
                  RecoveryFilter  wanted)
{
  guint count = 0;

  for (guint i = 0; i < recoveries->len; i++)
    count += wanted (g_ptr_array_index (recoveries, i));
  return count;
}

static char *
name_recoveries (GPtrArray      *recoveries,
                 RecoveryFilter  wanted)
{
  g_autoptr(GString) names = g_string_new (NULL);
  guint count = count_recoveries (recoveries, wanted), named = 0;

  for (guint i = 0; i < recoveries->len && named < 3; i++)
    {
      PfStudioRecovery *recovery = g_ptr_array_index (recoveries, i);
      g_autofree char *name = NULL;

      if (!wanted (recovery))
        continue;
      name = recovery->original ? g_file_get_basename (recovery->original) : NULL;
      if (named > 0)
        g_string_append (names, named + 1 == count ? _(" and ") : ", ");
      named++;
      if (name != NULL)
        /* TRANSLATORS: a project's file name in the recovery question */
        g_string_append_printf (names, _("“%s”"), name);
      else
        g_string_append (names, _("an untitled project"));
    }
  if (count > named)
    /* TRANSLATORS: after the first three projects named */
    g_string_append_printf (names, ngettext (" and %u more", " and %u more", count - named),
                            count - named);
  return g_string_free (g_steal_pointer (&names), FALSE);
}

static gboolean
has_changes (const PfStudioRecovery *recovery)
{
  return recovery->changed;
}

static gboolean
has_levels_found (const PfStudioRecovery *recovery)
{
  return recovery->levels_found > 0;
}

/* What the copies hold: unsaved changes, levels that generator windows
 * found and the designer had not added, or both. */
static char *
describe_recoveries (GPtrArray *recoveries)
{
  g_autofree char *changed = name_recoveries (recoveries, has_changes);
  g_autofree char *found = name_recoveries (recoveries, has_levels_found);
  g_autofree char *first = NULL;
  guint levels = 0;

  for (guint i = 0; i < recoveries->len; i++)
    levels += ((PfStudioRecovery *) g_ptr_array_index (recoveries, i))->levels_found;
  if (changed[0] != '\0')
    /* TRANSLATORS: %s names the projects: "“draft.xml” and an untitled project" */
    first = g_strdup_printf (_("Polyform Studio closed unexpectedly with unsaved changes in %s."),
                             changed);
  else
    first = g_strdup (_("Polyform Studio closed unexpectedly."));
  if (levels == 0)
    return g_steal_pointer (&first);
  /* TRANSLATORS: after "Polyform Studio closed unexpectedly…"; %u counts levels
   * that Generate Levels or Build Levels found, %s names their projects */
  return g_strdup_printf (ngettext ("%s The %u level found and not added for %s is kept too, "
                                    "in a pack of its own.",
                                    "%s The %u levels found and not added for %s are kept too, "
                                    "in a pack for each window that found them.", levels),
                          first, levels, found);
}

/* Once per run, however the app was started: what a crash left behind. */
static void
offer_recovery (PfStudioApplication *self,
                GtkWindow           *parent)
{
  g_autofree char *body = NULL;
  const char *heading;
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

  body = describe_recoveries (recoveries);
  heading = count_recoveries (recoveries, has_changes) > 0 ? _("Recover Unsaved Changes?")
                                                          : _("Recover Levels Found?");
  dialog = pf_studio_choice_dialog_new (parent, heading, body,
                                        "later", _("_Not Now"),
                                        "discard", _("_Discard"),
                                        "recover", _("_Recover"));
  g_object_set_data_full (G_OBJECT (dialog), "pf-recoveries", recoveries,
                          (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (dialog, "response", G_CALLBACK (on_recovery_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Actions */

/* A new, empty project: in the active window when it shows the start page
 * (its New Project button), else in a new window. */
static void
new_window_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  PfStudioWindow *active = active_window (user_data);
  g_autoptr(PfDocument) empty = NULL;

  if (active == NULL || !pf_studio_window_shows_start (active))
    {
      new_window (user_data);
      return;
    }
  empty = pf_document_new (NULL, NULL);
  pf_studio_window_open_document (active, empty);
  gtk_window_present (GTK_WINDOW (active));
}

static void
on_open_response (GtkNativeDialog     *dialog,
                  int                  response,
                  PfStudioApplication *self)
{
  /* The window the dialog was opened from. */
  GtkWindow *from = gtk_native_dialog_get_transient_for (dialog);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (dialog));

      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        {
          g_autoptr(GFile) file = g_list_model_get_item (files, i);

          pf_studio_application_open_file (self, file,
                                           PF_STUDIO_IS_WINDOW (from) ? PF_STUDIO_WINDOW (from)
                                                                      : NULL);
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

  pf_studio_application_open_file (user_data, file, NULL);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));

  /* Each project window asks about its unsaved changes; the app ends with
   * the last one. Their side windows (the playtest) go with them: closed
   * here too, one could be freed before its turn came. */
  for (GList *l = windows; l != NULL; l = l->next)
    if (PF_STUDIO_IS_WINDOW (l->data))
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

  /* Started without a file: the start page. */
  if (window == NULL)
    {
      PfStudioWindow *start = new_window (self);

      pf_studio_window_show_start (start);
      window = GTK_WINDOW (start);
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

  /* From the command line or Files: the active window is where it came from. */
  for (int i = 0; i < n_files; i++)
    pf_studio_application_open_file (self, files[i], NULL);
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
    { "app.preferences", { "<Control>comma", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  GtkIconTheme *icons;

  /* Referencing the bundle keeps it linked in from the static library. */
  g_resources_register (pf_studio_get_resource ());
  G_APPLICATION_CLASS (pf_studio_application_parent_class)->startup (app);
  /* Stopped by a signal, the app leaves no half-written file beside a project. */
  pf_atomic_file_remove_on_signals ();

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
pf_studio_application_shutdown (GApplication *app)
{
  G_APPLICATION_CLASS (pf_studio_application_parent_class)->shutdown (app);
  /* A write still running in a worker thread when the app quits is
   * abandoned: its temporary file goes, its target stays as it was. */
  pf_atomic_file_remove_temporaries ();
}

/* --version answers here, in the process that was started, without
 * reaching a running instance. */
static int
pf_studio_application_handle_local_options (GApplication *app,
                                            GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("polyform-studio %s\n", PACKAGE_VERSION);
      return 0;
    }
  return -1;
}

static void
pf_studio_application_class_init (PfStudioApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->handle_local_options = pf_studio_application_handle_local_options;
  app_class->activate = pf_studio_application_activate;
  app_class->open = pf_studio_application_open;
  app_class->startup = pf_studio_application_startup;
  app_class->shutdown = pf_studio_application_shutdown;
}

static void
pf_studio_application_init (PfStudioApplication *self)
{
  static const GOptionEntry options[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL,
      N_("Print the version and exit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
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

void
pf_studio_application_open_file (PfStudioApplication *self,
                                 GFile               *file,
                                 PfStudioWindow      *from)
{
  g_return_if_fail (PF_STUDIO_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  open_document (self, file, is_installed_example (file), from ? from : active_window (self));
}

void
pf_studio_application_new_from_example (PfStudioApplication *self,
                                        PfStudioWindow      *from)
{
  g_autoptr(GFile) example = pf_studio_application_find_example ();

  g_return_if_fail (PF_STUDIO_IS_APPLICATION (self));

  if (from == NULL)
    from = active_window (self);
  if (example == NULL)
    report (self, from, _("The example project is not installed"));
  else
    open_document (self, example, TRUE, from);
}

/* pf-studio-window-transfer.c: levels leaving and entering the project: the clipboard,
 * pack JSON and web page export, import from files, and the playtests testers send back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What goes in and out is the core's (SPEC §8): a level as its <tri-level>
 * text, a pack as pack JSON or as one web page, the one rule for levels
 * that come into a pack, and the playtest logs the web page saves. Writing
 * a pack solves each level, so it runs in a worker thread.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-window"

#include <glib/gi18n.h>

#include "pf-atomic-file.h"
#include "pf-error.h"
#include "pf-job.h"
#include "pf-document-level.h"
#include "pf-level-transfer.h"
#include "pf-names.h"
#include "pf-pack-html.h"
#include "pf-pack-json.h"
#include "pf-playtest-log.h"
#include "pf-studio-pack-page.h"
#include "pf-studio-window-private.h"
#include "pf-tri-findings.h"

/* Auxiliary methods */

/* The pack a paste or an import goes into, and where: after the selected
 * level, or at the end of the selected pack. */
static PfTriPack *
target_pack (PfStudioWindow *self,
             int            *index)
{
  PfProject *project = pf_document_get_project (self->document);
  PfItemPlace place;

  *index = -1;
  if (!pf_project_locate (project, pf_studio_sidebar_get_selected_path (self->sidebar), &place))
    return NULL;
  if (place.kind == PF_ITEM_LEVEL)
    *index = (int) place.index + 1;
  else if (place.kind != PF_ITEM_PACK)
    return NULL;
  return g_ptr_array_index (pf_project_get_packs (project), place.pack_index);
}

/* Adds @levels to the selected pack as one step and says what happened. */
static void
add_levels (PfStudioWindow *self,
            GPtrArray      *levels)
{
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(GPtrArray) skipped = NULL;
  g_autofree char *message = NULL;
  const char *pack_title;
  guint n_added, n_skipped;
  PfTriPack *pack;
  int index;

  pack = target_pack (self, &index);
  if (pack == NULL && pf_project_get_packs (pf_document_get_project (self->document))->len > 0)
    {
      pf_studio_window_toast (self, _("Select a pack or a level to add levels to"), FALSE);
      return;
    }
  /* A project with no pack yet gets one for them, in the same step. */
  pf_document_begin_group (self->document, _("Add Levels"));
  if (pack == NULL)
    {
      g_autofree char *made = pf_document_add_new_item (self->document, PF_ITEM_PACK, NULL, NULL);
      PfItemPlace place;

      if (made != NULL &&
          pf_project_locate (pf_document_get_project (self->document), made, &place))
        pack = place.item;
    }
  if (pack != NULL)
    paths = pf_document_add_levels (self->document, pack->id, index, levels, &skipped);
  pf_document_end_group (self->document);
  if (pack == NULL)
    return;
  n_added = paths != NULL ? paths->len : 0;
  n_skipped = skipped != NULL ? skipped->len : 0;
  if (n_added > 0)
    pf_studio_window_select (self, g_ptr_array_index (paths, 0));

  pack_title = pf_item_get_title (PF_ITEM_PACK, pack);
  if (levels->len == 1 && n_skipped == 1)
    {
      /* Nothing came in: the pack is as it was, so the level it repeats is found again. */
      g_autoptr(GPtrArray) repeats = pf_tri_pack_find_repeats (pack, levels);
      const PfTriLevel *same = g_ptr_array_index (repeats, 0);

      /* TRANSLATORS: the level pasted, the level it repeats, the pack */
      message = g_strdup_printf (_("“%s” was not added: it is the same puzzle as “%s” in "
                                   "“%s”"),
                                 pf_item_get_title (PF_ITEM_LEVEL, g_ptr_array_index (levels, 0)),
                                 same != NULL ? pf_item_get_title (PF_ITEM_LEVEL, same) : "?",
                                 pack_title);
    }
  else if (n_skipped > 0)
    {
      g_autofree char *added = g_strdup_printf (ngettext ("Added %u level to “%s”",
                                                          "Added %u levels to “%s”", n_added),
                                                n_added, pack_title);

      /* TRANSLATORS: the first %s is "Added 3 levels to “Pack”"; the other level may be
       * the pack's or one earlier in the same import */
      message = g_strdup_printf (ngettext ("%s; %u was left out as the same puzzle as another "
                                           "level",
                                           "%s; %u were left out as the same puzzles as other "
                                           "levels",
                                           n_skipped),
                                 added, n_skipped);
    }
  else if (n_added == 1)
    message = g_strdup_printf (_("Added “%s” to “%s”"),
                               pf_item_get_title (PF_ITEM_LEVEL, g_ptr_array_index (levels, 0)),
                               pack_title);
  else
    message = g_strdup_printf (ngettext ("Added %u level to “%s”",
                                         "Added %u levels to “%s”", n_added),
                               n_added, pack_title);
  /* It answers what was just done: ahead of a toast still showing ("Copied …"). */
  pf_studio_page_show_toast_full (self->toast_overlay, message, n_added > 0,
                                  ADW_TOAST_PRIORITY_HIGH);
}

/* The clipboard */

static void
copy_item_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  GtkWidget *page = pf_studio_window_get_page (self);
  g_autofree char *row_path = NULL;
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  AdwToast *toast;
  PfItemPlace place;

  /* On the pack page, the level of the row chosen there */
  if (PF_STUDIO_IS_PACK_PAGE (page))
    {
      row_path = pf_studio_pack_page_dup_selected_path (PF_STUDIO_PACK_PAGE (page));
      if (row_path == NULL)
        {
          pf_studio_window_toast (self, _("Choose a level to copy"), FALSE);
          return;
        }
    }
  if (!pf_project_locate (pf_document_get_project (self->document),
                          row_path != NULL ? row_path
                                           : pf_studio_sidebar_get_selected_path (self->sidebar),
                          &place) ||
      place.kind != PF_ITEM_LEVEL)
    return;
  text = pf_tri_level_to_text (place.item);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  message = g_strdup_printf (_("Copied “%s”"), pf_item_get_title (place.kind, place.item));
  toast = pf_studio_toast_new (message);
  /* A paste often follows at once, and its answer shows ahead of this one:
   * what comes back after it is brief. */
  adw_toast_set_timeout (toast, 3);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
on_clipboard_text (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(PfStudioWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) levels = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (text == NULL)
    {
      pf_studio_window_toast (self, _("The clipboard holds no text to paste"), FALSE);
      return;
    }
  levels = pf_tri_levels_from_text (text, -1, _("clipboard"), &error);
  if (levels == NULL)
    {
      pf_studio_window_show_error (self, error->message);
      return;
    }
  add_levels (self, levels);
}

static void
paste_item_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  PfStudioWindow *self = user_data;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 on_clipboard_text, g_object_ref (self));
}

/* Import */

static void
on_import_response (GtkNativeDialog *dialog,
                    int              response,
                    PfStudioWindow  *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) levels = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  gsize length;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file == NULL)
    return;

  name = g_file_get_parse_name (file);
  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, &error))
    {
      g_autofree char *message = g_strdup_printf ("%s: %s", name, error->message);

      pf_studio_window_show_error (self, message);
      return;
    }
  levels = pf_tri_levels_from_text (contents, length, name, &error);
  if (levels == NULL)
    {
      pf_studio_window_show_error (self, error->message);
      return;
    }
  add_levels (self, levels);
}

static void
import_levels_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  GtkFileChooserNative *dialog;
  GtkFileFilter *filter = gtk_file_filter_new ();
  int index;

  if (target_pack (self, &index) == NULL &&
      pf_project_get_packs (pf_document_get_project (self->document))->len > 0)
    {
      pf_studio_window_toast (self, _("Select a pack or a level to add levels to"), FALSE);
      return;
    }
  dialog = gtk_file_chooser_native_new (_("Import Levels"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Pack JSON and projects"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_import_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Export */

typedef struct
{
  PfTriPack            *pack;
  char                 *path;
  PfStudioExportFormat  format;
  AdwToast             *toast;   /* says how far the solving got while it shows */
} ExportJob;

/* The export choices, as the dialog names them: the id, the label and the
 * file name's ending. */
static const struct
{
  const char *id;
  const char *label;
  const char *ending;
} export_formats[] = {
  [PF_STUDIO_EXPORT_PACK_JSON] = { "json", N_("Pack JSON, for games"), "json" },
  [PF_STUDIO_EXPORT_PACK_PROJECT] = { "project", N_("Project file with just this pack"),
                                      "polyform.xml" },
  [PF_STUDIO_EXPORT_PACK_PAGE] = { "page", N_("Web page, for testers"), "html" },
};

static void
export_job_free (ExportJob *job)
{
  pf_tri_pack_free (job->pack);
  g_free (job->path);
  g_clear_object (&job->toast);
  g_free (job);
}

/* From the worker: how many levels are solved, for the toast. */
static void
on_export_progress (guint    n_solved,
                    guint    n_levels,
                    gpointer job)
{
  pf_job_progress (job, g_memdup2 (&n_solved, sizeof n_solved), g_free);
}

static gpointer
export_in_worker (PfJob         *pf_job,
                  gpointer       data,
                  GCancellable  *cancellable,
                  GError       **error)
{
  ExportJob *job = data;
  g_autofree char *text = NULL;

  switch (job->format)
    {
    case PF_STUDIO_EXPORT_PACK_PAGE:
      text = pf_pack_html_write_full (job->pack, 0, on_export_progress, pf_job, cancellable,
                                      error);
      break;
    case PF_STUDIO_EXPORT_PACK_PROJECT:
      {
        g_autoptr(PfProject) single = pf_project_new ();

        /* The same pack: its levels keep their playtest results. */
        g_ptr_array_add (pf_project_get_packs (single), pf_item_copy (PF_ITEM_PACK, job->pack));
        text = pf_project_to_data (single);
      }
      break;
    case PF_STUDIO_EXPORT_PACK_JSON:
    default:
      text = pf_pack_json_write_full (job->pack, 0, on_export_progress, pf_job, cancellable,
                                      error);
      break;
    }

  if (text == NULL || !pf_atomic_file_write (job->path, text, strlen (text), error))
    return NULL;
  return g_strdup (job->path);
}

static void
on_export_report (gpointer  owner,
                  PfJob    *pf_job,
                  gpointer  report)
{
  ExportJob *job = pf_job_get_data (pf_job);
  guint n_solved = *(guint *) report;
  g_autofree char *title = NULL;

  title = g_strdup_printf (_("Exporting the pack: %u of %u levels solved…"), n_solved,
                           job->pack->levels->len);
  pf_studio_toast_set_text (job->toast, title);
}

static void
on_export_done (gpointer      owner,
                PfJob        *pf_job,
                gpointer      result,
                const GError *error)
{
  PfStudioWindow *self = owner;

  if (result == NULL)
    pf_studio_window_show_error (self, error->message);
  else
    {
      ExportJob *job = pf_job_get_data (pf_job);
      g_autofree char *name = g_path_get_basename (result);
      g_autofree char *message = NULL;
      guint drafts = 0;

      /* Drafts go too (the designer may want them tried), but a tester
       * or a game cannot solve them: the toast says how many. */
      if (job->format != PF_STUDIO_EXPORT_PACK_PROJECT)
        {
          g_autoptr(GPtrArray) all = pf_tri_pack_findings (job->pack);

          for (guint i = 0; i < all->len; i++)
            drafts += pf_tri_findings_count (g_ptr_array_index (all, i),
                                             PF_TRI_SEVERITY_ERROR) > 0;
        }
      if (drafts > 0)
        message = g_strdup_printf (ngettext ("Exported “%s”; %u level in it cannot be solved yet",
                                             "Exported “%s”; %u levels in it cannot be solved yet",
                                             drafts),
                                   name, drafts);
      else
        message = g_strdup_printf (_("Exported “%s”"), name);
      pf_studio_window_toast (self, message, FALSE);
    }
}

/* @file with the ending of @format in place of another format's: the
 * dialog fills in the name before the designer switches "Export as". A
 * name with no known ending is kept as typed. */
static GFile *
file_for_format (GFile                *file,
                 PfStudioExportFormat  format)
{
  static const char * const endings[] = { ".json", ".polyform.xml", ".xml", ".html" };
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *wanted = g_strconcat (".", export_formats[format].ending, NULL);
  g_autoptr(GFile) parent = g_file_get_parent (file);

  /* A project may end in plain .xml too. */
  if (name == NULL || parent == NULL || g_str_has_suffix (name, wanted) ||
      (format == PF_STUDIO_EXPORT_PACK_PROJECT && g_str_has_suffix (name, ".xml")))
    return g_object_ref (file);
  for (guint i = 0; i < G_N_ELEMENTS (endings); i++)
    if (g_str_has_suffix (name, endings[i]) && strlen (name) > strlen (endings[i]))
      {
        g_autofree char *stem = g_strndup (name, strlen (name) - strlen (endings[i]));
        g_autofree char *renamed = g_strconcat (stem, wanted, NULL);

        return g_file_get_child (parent, renamed);
      }
  return g_object_ref (file);
}

void
pf_studio_window_export_pack (PfStudioWindow       *self,
                              const char           *pack_path,
                              GFile                *file,
                              PfStudioExportFormat  format)
{
  g_autoptr(GFile) target = NULL;
  PfItemPlace place;
  ExportJob *job;

  if (!pf_project_locate (pf_document_get_project (self->document), pack_path, &place) ||
      place.kind != PF_ITEM_PACK || g_file_peek_path (file) == NULL)
    return;
  target = file_for_format (file, format);
  job = g_new0 (ExportJob, 1);
  job->pack = pf_tri_pack_copy (place.item);
  job->path = g_file_get_path (target);
  job->format = format;
  /* Its count follows the solving while it shows. It is left to time out:
   * libadwaita 1.2 can crash when a toast still queued is dismissed. */
  job->toast = g_object_ref (adw_toast_new (_("Exporting the pack: each level is solved for "
                                              "its solution…")));
  adw_toast_overlay_add_toast (self->toast_overlay, job->toast);
  /* The job's own task keeps it to the end; a window closed meanwhile still
   * gets its file, and hears nothing. */
  g_object_unref (pf_job_run (self, export_in_worker, job, (GDestroyNotify) export_job_free,
                              g_free, on_export_report, on_export_done));
}

static void
on_export_response (GtkNativeDialog *dialog,
                    int              response,
                    PfStudioWindow  *self)
{
  g_autoptr(GFile) file = NULL;
  const char *pack_path = g_object_get_data (G_OBJECT (dialog), "pf-pack");
  const char *chosen = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "format");
  PfStudioExportFormat format = PF_STUDIO_EXPORT_PACK_JSON;

  for (guint i = 0; i < G_N_ELEMENTS (export_formats); i++)
    if (g_strcmp0 (chosen, export_formats[i].id) == 0)
      format = (PfStudioExportFormat) i;
  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  if (file != NULL)
    pf_studio_window_export_pack (self, pack_path, file, format);
  g_object_unref (dialog);
}

/* The save dialog for the selected pack, with a choice of what to write:
 * pack JSON, a project file with just the pack, or a web page. @format is
 * chosen first. */
static void
choose_export (PfStudioWindow       *self,
               PfStudioExportFormat  format)
{
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;
  g_autofree char *pack_path = NULL;
  const char *ids[G_N_ELEMENTS (export_formats) + 1] = { NULL, };
  const char *labels[G_N_ELEMENTS (export_formats) + 1] = { NULL, };
  GtkFileFilter *filter;
  PfTriPack *pack;
  guint n = 0;
  int index;

  pack = target_pack (self, &index);
  if (pack == NULL)
    {
      pf_studio_window_toast (self, _("Select a pack to export"), FALSE);
      return;
    }
  pack_path = pf_item_path_build (PF_ITEM_PACK, NULL, pack->id);
  dialog = gtk_file_chooser_native_new (format == PF_STUDIO_EXPORT_PACK_PAGE
                                          ? _("Export Pack as Web Page") : _("Export Pack"),
                                        GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Export"), _("_Cancel"));
  name = pf_name_file (pf_item_get_title (PF_ITEM_PACK, pack), export_formats[format].ending);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Pack JSON, projects and web pages"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_filter_add_pattern (filter, "*.html");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  /* The format asked for first: GTK 4.8's own dialog starts on the first
   * option, whatever was set. */
  ids[n] = export_formats[format].id;
  labels[n++] = _(export_formats[format].label);
  for (guint i = 0; i < G_N_ELEMENTS (export_formats); i++)
    if (i != (guint) format)
      {
        ids[n] = export_formats[i].id;
        labels[n++] = _(export_formats[i].label);
      }
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (dialog), "format", _("Export as"), ids, labels);
  gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (dialog), "format", export_formats[format].id);
  g_object_set_data_full (G_OBJECT (dialog), "pf-pack", g_steal_pointer (&pack_path), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
export_pack_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  choose_export (user_data, PF_STUDIO_EXPORT_PACK_JSON);
}

static void
export_page_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  choose_export (user_data, PF_STUDIO_EXPORT_PACK_PAGE);
}

/* Playtests */

/* A playtest log is a few kilobytes; a file far larger is not one. */
#define MAX_LOG_BYTES (16 * 1024 * 1024)

gint
pf_studio_window_import_playtests (PfStudioWindow *self,
                                   const char     *pack_path,
                                   GPtrArray      *files)
{
  g_autoptr(GPtrArray) logs = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                              pf_playtest_log_free);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  PfItemPlace place;
  guint n_idle = 0;
  gint added;
  guint updated = 0;

  /* Every log is read before anything changes. */
  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *contents = NULL;
      g_autoptr(GFileInfo) info = NULL;
      PfPlaytestLog *log;
      gsize length;

      info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                                NULL, &error);
      if (info != NULL && g_file_info_get_size (info) > MAX_LOG_BYTES)
        g_set_error (&error, PF_ERROR, PF_ERROR_LIMIT,
                     _("The file is too large for a playtest log"));
      if (error != NULL || !g_file_load_contents (file, NULL, &contents, &length, NULL, &error))
        {
          message = g_strdup_printf ("%s: %s", name, error->message);
          pf_studio_window_show_error (self, message);
          return -1;
        }
      log = pf_playtest_log_read (contents, length, name, &error);
      if (log == NULL)
        {
          pf_studio_window_show_error (self, error->message);
          return -1;
        }
      g_ptr_array_add (logs, log);
      g_ptr_array_add (names, g_steal_pointer (&name));
    }

  /* Asked before the logs are added: which of them bring nothing new. */
  if (pf_project_locate (pf_document_get_project (self->document), pack_path, &place) &&
      place.kind == PF_ITEM_PACK)
    {
      g_autoptr(GArray) nothing = pf_playtest_logs_bring_nothing (place.item, logs);

      for (guint i = 0; i < nothing->len; i++)
        n_idle += g_array_index (nothing, gboolean, i);
    }

  added = pf_document_add_playtests (self->document, pack_path, logs, names, &updated, &error);
  if (added < 0)
    pf_studio_window_show_error (self, error->message);
  else if (added == 0 && updated == 0)
    pf_studio_window_toast (self, _("These playtests are in the pack already"), FALSE);
  else
    {
      g_autofree char *idle = NULL;

      if (updated == 0)
        message = g_strdup_printf (ngettext ("Added %d playtest result",
                                             "Added %d playtest results", added), added);
      else
        /* TRANSLATORS: a tester's log saved again later brings their results up to date */
        message = g_strdup_printf (ngettext ("Added %d playtest result and brought %u up to date",
                                             "Added %d playtest results and brought %u up to "
                                             "date", added), added, updated);
      /* A log added twice, or two anonymous testers' identical plays: said,
       * so a tester is not thought counted who was not. */
      if (n_idle > 0)
        {
          g_autofree char *said = g_steal_pointer (&message);

          /* TRANSLATORS: after "Added 3 playtest results" */
          idle = g_strdup_printf (ngettext ("; %u log brought nothing new",
                                            "; %u logs brought nothing new", n_idle), n_idle);
          message = g_strconcat (said, idle, NULL);
        }
      pf_studio_window_toast (self, message, TRUE);
    }
  return added;
}

static void
on_playtests_response (GtkNativeDialog *dialog,
                       int              response,
                       PfStudioWindow  *self)
{
  g_autoptr(GListModel) chosen = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  const char *pack_path = g_object_get_data (G_OBJECT (dialog), "pf-pack");

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (dialog));
  for (guint i = 0; chosen != NULL && i < g_list_model_get_n_items (chosen); i++)
    g_ptr_array_add (files, g_list_model_get_item (chosen, i));
  if (files->len > 0)
    pf_studio_window_import_playtests (self, pack_path, files);
  g_object_unref (dialog);
}

static void
import_playtests_action (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  GtkFileChooserNative *dialog;
  GtkFileFilter *filter = gtk_file_filter_new ();
  PfTriPack *pack;
  int index;

  pack = target_pack (self, &index);
  if (pack == NULL)
    {
      pf_studio_window_toast (self, _("Select the pack that was played"), FALSE);
      return;
    }
  dialog = gtk_file_chooser_native_new (_("Import Playtests"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (dialog), TRUE);
  gtk_file_filter_set_name (filter, _("Playtest logs"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_set_data_full (G_OBJECT (dialog), "pf-pack",
                          pf_item_path_build (PF_ITEM_PACK, NULL, pack->id), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_playtests_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static const GActionEntry transfer_actions[] = {
  { "copy-item", copy_item_action },
  { "paste-item", paste_item_action },
  { "import-levels", import_levels_action },
  { "export-pack", export_pack_action },
  { "export-pack-page", export_page_action },
  { "import-playtests", import_playtests_action },
};

void
pf_studio_window_transfer_init (PfStudioWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), transfer_actions,
                                   G_N_ELEMENTS (transfer_actions), self);
}

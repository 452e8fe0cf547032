/* pf-studio-start-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page lists the recent projects from the settings, and follows them
 * as they change. Everything on it is an action: a recent project is
 * win.open-file, a new project app.new-window, a copy of the example
 * win.new-from-example; the window and the application decide where each
 * one shows.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-start-page"

#include "pf-studio-settings.h"
#include "pf-studio-start-page.h"

struct _PfStudioStartPage
{
  AdwBin                parent_instance;

  /* Template widgets */
  AdwPreferencesGroup  *recent_group;
  GtkListBox           *recent_list;

  GListStore           *recent;
};

G_DEFINE_FINAL_TYPE (PfStudioStartPage, pf_studio_start_page, ADW_TYPE_BIN)

/* Auxiliary methods */

static GtkWidget *
create_recent_row (gpointer item,
                   gpointer user_data)
{
  GFile *file = item;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *folder = pf_studio_settings_folder_label (file);
  g_autofree char *where = g_file_get_parse_name (file);
  g_autofree char *uri = g_file_get_uri (file);
  GtkWidget *row = adw_action_row_new ();

  /* File names are text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), folder);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_widget_set_tooltip_text (row, where);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-file");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", uri);
  return row;
}

static void
refresh_recent (PfStudioStartPage *self)
{
  g_autoptr(GPtrArray) files = pf_studio_settings_get_recent_files ();

  g_list_store_splice (self->recent, 0, g_list_model_get_n_items (G_LIST_MODEL (self->recent)),
                       files->pdata, files->len);
  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), files->len > 0);
}

/* Callbacks */

static void
on_recent_changed (GSettings         *settings,
                   const char        *key,
                   PfStudioStartPage *self)
{
  refresh_recent (self);
}

/* GObject overrides */

static void
pf_studio_start_page_dispose (GObject *object)
{
  PfStudioStartPage *self = PF_STUDIO_START_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_START_PAGE);
  g_clear_object (&self->recent);

  G_OBJECT_CLASS (pf_studio_start_page_parent_class)->dispose (object);
}

static void
pf_studio_start_page_class_init (PfStudioStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_start_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioStartPage, recent_group);
  gtk_widget_class_bind_template_child (widget_class, PfStudioStartPage, recent_list);
}

static void
pf_studio_start_page_init (PfStudioStartPage *self)
{
  GSettings *settings = pf_studio_settings_get ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->recent = g_list_store_new (G_TYPE_FILE);
  gtk_list_box_bind_model (self->recent_list, G_LIST_MODEL (self->recent), create_recent_row,
                           NULL, NULL);
  if (settings != NULL)
    g_signal_connect_object (settings, "changed::recent-files", G_CALLBACK (on_recent_changed),
                             self, 0);
  refresh_recent (self);
}


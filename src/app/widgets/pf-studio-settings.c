/* pf-studio-settings.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-settings"

#include "pf-studio-settings.h"

#define MAX_RECENT 10

GSettings *
pf_studio_settings_get (void)
{
  static GSettings *settings = NULL;
  static gboolean looked = FALSE;

  if (!looked)
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr(GSettingsSchema) schema = NULL;

      looked = TRUE;
      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
      if (schema != NULL)
        settings = g_settings_new_full (schema, NULL, NULL);
      else
        g_message ("The settings schema %s is not installed; preferences will not be kept",
                   APP_ID);
    }
  return settings;
}

static gboolean
has_key (GSettings  *settings,
         const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  if (settings == NULL)
    return FALSE;
  g_object_get (settings, "settings-schema", &schema, NULL);
  return schema != NULL && g_settings_schema_has_key (schema, key);
}

int
pf_studio_settings_get_int (const char *key,
                            int         fallback)
{
  GSettings *settings = pf_studio_settings_get ();

  return has_key (settings, key) ? g_settings_get_int (settings, key) : fallback;
}

void
pf_studio_settings_set_int (const char *key,
                            int         value)
{
  GSettings *settings = pf_studio_settings_get ();

  if (has_key (settings, key))
    g_settings_set_int (settings, key, value);
}

void
pf_studio_settings_bind (const char *key,
                         gpointer    object,
                         const char *property)
{
  GSettings *settings = pf_studio_settings_get ();

  if (has_key (settings, key))
    g_settings_bind (settings, key, object, property, G_SETTINGS_BIND_DEFAULT);
}

void
pf_studio_settings_restore_window (GtkWindow *window)
{
  GSettings *settings = pf_studio_settings_get ();

  if (has_key (settings, "window-width") && has_key (settings, "window-height"))
    gtk_window_set_default_size (window,
                                 g_settings_get_int (settings, "window-width"),
                                 g_settings_get_int (settings, "window-height"));
  if (has_key (settings, "window-maximized") &&
      g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (window);
}

void
pf_studio_settings_save_window (GtkWindow *window)
{
  GSettings *settings = pf_studio_settings_get ();
  int width = 0, height = 0;

  if (!has_key (settings, "window-width"))
    return;
  gtk_window_get_default_size (window, &width, &height);
  if (width > 0 && height > 0)
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }
  if (has_key (settings, "window-maximized"))
    g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
}

/* A local file that is gone; elsewhere (a GVfs location) a file is not
 * looked for, since asking could block. */
static gboolean
is_gone (GFile *file)
{
  return g_file_is_native (file) && !g_file_query_exists (file, NULL);
}

GPtrArray *
pf_studio_settings_get_recent_files (void)
{
  GSettings *settings = pf_studio_settings_get ();
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);
  g_auto(GStrv) recent = NULL;

  if (!has_key (settings, "recent-files"))
    return files;
  recent = g_settings_get_strv (settings, "recent-files");
  for (guint i = 0; recent[i] != NULL; i++)
    {
      GFile *file = g_file_new_for_uri (recent[i]);

      if (is_gone (file))
        g_object_unref (file);
      else
        g_ptr_array_add (files, file);
    }
  return files;
}

void
pf_studio_settings_add_recent (const char *uri)
{
  GSettings *settings = pf_studio_settings_get ();
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) recent = NULL;
  guint n = 1;

  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);

  if (!has_key (settings, "recent-files"))
    return;
  old = g_settings_get_strv (settings, "recent-files");
  builder = g_strv_builder_new ();
  g_strv_builder_add (builder, uri);
  for (guint i = 0; old[i] != NULL && n < MAX_RECENT; i++)
    if (g_strcmp0 (old[i], uri) != 0)
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  recent = g_strv_builder_end (builder);
  g_settings_set_strv (settings, "recent-files", (const char * const *) recent);
}

char *
pf_studio_settings_folder_label (GFile *file)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autoptr(GFile) home = g_file_new_for_path (g_get_home_dir ());
  g_autofree char *below_home = NULL;

  if (folder == NULL)
    return g_strdup ("");
  if (g_file_equal (folder, home))
    return g_strdup ("~");
  below_home = g_file_get_relative_path (home, folder);
  if (below_home != NULL)
    return g_build_filename ("~", below_home, NULL);
  return g_file_get_parse_name (folder);
}

/* pf-studio-map-export.c: exporting the map on screen to Tiled (TMX) or PNG
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The files are written in a worker (a #PfJob) from copies of the map on
 * screen, so a 4096 x 4096 map, seconds of work, does not hold the window;
 * the message bar says when the files are there, or why not. The core
 * writes each file atomically, as `polyform map` does.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-map-page"

#include <glib/gi18n.h>

#include "pf-error.h"
#include "pf-map-render.h"
#include "pf-names.h"
#include "pf-render-target.h"
#include "pf-project-items.h"
#include "pf-studio-map-page-private.h"
#include "pf-tmx.h"

/* The choices' defaults: 32 px tiles, as the CLI's; the placements as
 * objects unless the map is too large for Tiled to convert them. */
static void
set_tmx_defaults (GtkFileChooser  *chooser,
                  const PfMapGrid *grid)
{
  gtk_file_chooser_set_choice (chooser, "tile-size", "32");
  gtk_file_chooser_set_choice (chooser, "layer-format", "csv");
  gtk_file_chooser_set_choice (chooser, "objects",
                               (guint64) grid->width * grid->height > PF_TMX_OBJECTS_MAX_CELLS
                                 ? "false" : "true");
}

/* The Tiled choices of the export dialog: tile size, layer format, objects.
 * The objects are left out of a large map unless the designer asks for
 * them: Tiled cannot convert its object layer (PF_TMX_OBJECTS_MAX_CELLS). */
static void
add_tmx_choices (GtkFileChooser  *chooser,
                 const PfMapGrid *grid)
{
  /* 32 px, the default as in the CLI, comes first: GTK 4.8's own dialog
   * (the fallback of the native chooser) starts each choice on its first
   * option whatever was set. */
  const char *sizes[] = { "32", "64", "128", "16", NULL };
  const char *formats[] = { "csv", "base64-zlib", NULL };
  const char *format_labels[] = { N_("CSV"), N_("Compressed (base64, zlib)"), NULL };
  const char *formats_shown[G_N_ELEMENTS (formats)];

  for (guint i = 0; i < G_N_ELEMENTS (format_labels); i++)
    formats_shown[i] = format_labels[i] ? _(format_labels[i]) : NULL;
  gtk_file_chooser_add_choice (chooser, "tile-size", _("Tile size (pixels)"), sizes, sizes);
  gtk_file_chooser_add_choice (chooser, "layer-format", _("Tile layer"), formats, formats_shown);
  gtk_file_chooser_add_choice (chooser, "objects", _("Placements as objects"), NULL, NULL);
  set_tmx_defaults (chooser, grid);
}

static void
read_tmx_choices (GtkFileChooser *chooser,
                  PfTmxOptions   *options)
{
  const char *size = gtk_file_chooser_get_choice (chooser, "tile-size");
  const char *format = gtk_file_chooser_get_choice (chooser, "layer-format");
  const char *objects = gtk_file_chooser_get_choice (chooser, "objects");

  options->tile_size = size ? (guint) g_ascii_strtoull (size, NULL, 10) : 0;
  if (format == NULL || !pf_tmx_layer_format_from_string (format, &options->layer_format))
    options->layer_format = PF_TMX_LAYER_CSV;
  options->no_objects = g_strcmp0 (objects, "false") == 0;
}

typedef struct
{
  gboolean            tmx;
  char               *path;
  PfTileset          *tileset;
  PfMapGrid          *grid;       /* TMX */
  guint8             *density;    /* TMX, nullable */
  PfTmxOptions        options;    /* TMX; its density and image folder point here */
  char               *image_dir;
  PfMap              *map;        /* PNG */
  PfMapRenderOptions  render;     /* PNG */
} ExportData;

static void
export_data_free (gpointer data)
{
  ExportData *export = data;

  g_free (export->path);
  g_clear_pointer (&export->tileset, pf_tileset_free);
  g_clear_pointer (&export->grid, pf_map_grid_free);
  g_free (export->density);
  g_free (export->image_dir);
  g_clear_pointer (&export->map, pf_map_free);
  g_free (export);
}

static void
render_png (cairo_t *cr,
            double   width,
            double   height,
            gpointer user_data)
{
  ExportData *export = user_data;

  pf_map_render (cr, export->map, export->tileset, width, height, &export->render);
}

/* In the worker: returns the path written, or NULL with @error set. */
static gpointer
export_in_worker (PfJob         *job,
                  gpointer       data,
                  GCancellable  *cancellable,
                  GError       **error)
{
  ExportData *export = data;
  int width, height;

  if (export->tmx)
    {
      if (!pf_tmx_export (export->grid, export->tileset, NULL, &export->options, export->path,
                          error))
        return NULL;
    }
  else
    {
      pf_map_render_natural_size (export->map, &width, &height);
      if (!pf_render_to_png (export->path, width, height, render_png, export, error))
        return NULL;
    }
  return g_strdup (export->path);
}

static void
show_export_error (PfStudioMapPage *self,
                   const char      *path,
                   const GError    *error)
{
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *message = g_strdup_printf (_("Cannot export “%s”: %s"), name,
                                              error->message);

  pf_studio_map_page_show_message (self, message, TRUE);
}

static void
on_exported (gpointer      owner,
             PfJob        *job,
             gpointer      result,
             const GError *error)
{
  PfStudioMapPage *self = owner;
  ExportData *export = pf_job_get_data (job);
  g_autofree char *name = g_path_get_basename (export->path);
  g_autofree char *done = NULL;

  if (job != self->export_job)
    return;
  g_clear_object (&self->export_job);
  pf_studio_map_page_update_state (self);
  if (result == NULL)
    {
      show_export_error (self, export->path, error);
      return;
    }
  if (export->tmx)
    {
      g_autofree char *tsx = NULL, *png = NULL;
      g_autofree char *tsx_name = NULL, *png_name = NULL;

      pf_tmx_sibling_paths (export->path, &tsx, &png);
      tsx_name = g_path_get_basename (tsx);
      png_name = g_path_get_basename (png);
      done = g_strdup_printf (_("Exported “%s” with “%s” and “%s” beside it"), name,
                              tsx_name, png_name);
    }
  else
    done = g_strdup_printf (_("Exported “%s”"), name);
  pf_studio_map_page_show_message (self, done, FALSE);
}

/* Copies what the export reads and starts it; @choices are the dialog's
 * (TMX only). Variant images are found beside the project file. */
static gboolean
start_export (PfStudioMapPage     *self,
              const char          *path,
              gboolean             tmx,
              const PfTmxOptions  *choices,
              GError             **error)
{
  GFile *file = self->document ? pf_document_get_file (self->document) : NULL;
  g_autoptr(GFile) folder = file ? g_file_get_parent (file) : NULL;
  ExportData *export;
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *busy = NULL;
  const PfMap *map;

  if (self->grid == NULL || self->tileset == NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("There is no map to export"));
      return FALSE;
    }
  if (!pf_map_grid_check_exportable (self->grid, error))
    return FALSE;

  map = pf_studio_map_page_shown_map (self);
  export = g_new0 (ExportData, 1);
  export->tmx = tmx;
  export->path = g_strdup (path);
  export->tileset = pf_tileset_copy (self->tileset);
  if (tmx)
    {
      export->grid = pf_map_grid_copy (self->grid, error);
      if (export->grid == NULL)
        {
          export_data_free (export);
          return FALSE;
        }
      export->options = *choices;
      if (self->stats != NULL && self->stats->density != NULL)
        export->density = g_memdup2 (self->stats->density, self->grid->n_placements);
      export->image_dir = folder ? g_file_get_path (folder) : NULL;
      export->options.density = export->density;
      export->options.seed = map->seed;
      export->options.mode = map->mode;
      export->options.image_dir = export->image_dir;
    }
  else
    {
      export->map = pf_map_copy (map);
      pf_map_render_options_init (&export->render);
      export->render.colour_by = pf_studio_map_view_get_colour_by (self->map_view);
    }

  pf_job_clear (&self->export_job);
  self->export_job = pf_job_run (self, export_in_worker, export, export_data_free, g_free,
                                 NULL, on_exported);
  busy = g_strdup_printf (_("Exporting “%s”…"), name);
  pf_studio_map_page_show_message (self, busy, FALSE);
  gtk_image_set_from_icon_name (self->message_icon, "content-loading-symbolic");
  pf_studio_map_page_update_state (self);
  return TRUE;
}

static void
on_export_response (GtkNativeDialog *dialog,
                    int              response,
                    PfStudioMapPage *self)
{
  gboolean tmx = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "pf-tmx"));
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  PfTmxOptions choices = { 0, };

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  if (tmx)
    read_tmx_choices (GTK_FILE_CHOOSER (dialog), &choices);
  g_object_unref (dialog);
  if (file != NULL)
    path = g_file_get_path (file);
  if (file != NULL && path == NULL)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *message = g_strdup_printf (_("Cannot export to “%s”: only local files "
                                                    "are supported"), name);

      pf_studio_map_page_show_message (self, message, TRUE);
    }
  else if (path != NULL && !start_export (self, path, tmx, &choices, &error))
    show_export_error (self, path, error);
  g_object_unref (self);
}

static void
export (PfStudioMapPage *self,
        gboolean         tmx)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *dialog;
  GtkFileFilter *filter = gtk_file_filter_new ();
  GFile *project = self->document ? pf_document_get_file (self->document) : NULL;
  g_autoptr(GFile) folder = project ? g_file_get_parent (project) : NULL;
  g_autofree char *name = NULL;
  g_autoptr(GError) error = NULL;

  if (self->grid == NULL)
    {
      g_object_unref (filter);
      return;
    }
  /* A draft is refused before a file is asked for, not after. */
  if (!pf_map_grid_check_exportable (self->grid, &error))
    {
      g_autofree char *message = g_strdup_printf (tmx ? _("Cannot export to Tiled: %s")
                                                      : _("Cannot export a PNG: %s"),
                                                  error->message);

      pf_studio_map_page_show_message (self, message, TRUE);
      g_object_unref (filter);
      return;
    }
  dialog = gtk_file_chooser_native_new (tmx ? _("Export to Tiled") : _("Export PNG"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                        _("_Cancel"));
  gtk_file_filter_set_name (filter, tmx ? _("Tiled maps") : _("PNG images"));
  gtk_file_filter_add_pattern (filter, tmx ? "*.tmx" : "*.png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);
  name = pf_studio_map_page_dup_export_name (self, tmx ? "tmx" : "png");
  /* Beside the project, where its variant images are found too */
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  if (tmx)
    add_tmx_choices (GTK_FILE_CHOOSER (dialog), self->grid);
  g_object_set_data (G_OBJECT (dialog), "pf-tmx", GINT_TO_POINTER (tmx));
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

char *
pf_studio_map_page_dup_export_name (PfStudioMapPage *self,
                                    const char      *extension)
{
  char *name;

  g_return_val_if_fail (PF_STUDIO_IS_MAP_PAGE (self), NULL);

  /* Named after the map's title, which is what the designer calls it. */
  name = pf_name_file (self->map ? pf_item_get_title (PF_ITEM_MAP, self->map) : "map",
                       extension);
  return name;
}

static void
export_tmx_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  export (PF_STUDIO_MAP_PAGE (widget), TRUE);
}

static void
export_png_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  export (PF_STUDIO_MAP_PAGE (widget), FALSE);
}

void
pf_studio_map_page_class_export_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "map.export-tmx", NULL, export_tmx_action);
  gtk_widget_class_install_action (widget_class, "map.export-png", NULL, export_png_action);
}

/* The export keys work wherever the focus is in the window, the sidebar
 * included, while the page is shown: Ctrl+E exports what the window shows,
 * as it exports the pack on a level. */
void
pf_studio_map_page_export_init (PfStudioMapPage *self)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
    gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_e, GDK_CONTROL_MASK),
                      gtk_named_action_new ("map.export-tmx")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
    gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK),
                      gtk_named_action_new ("map.export-png")));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

gboolean
pf_studio_map_page_export (PfStudioMapPage  *self,
                           const char       *path,
                           gboolean          tmx,
                           GError          **error)
{
  PfTmxOptions defaults = { 0, };

  g_return_val_if_fail (PF_STUDIO_IS_MAP_PAGE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  return start_export (self, path, tmx, &defaults, error);
}

gboolean
pf_studio_map_page_is_exporting (PfStudioMapPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_MAP_PAGE (self), FALSE);

  return self->export_job != NULL;
}

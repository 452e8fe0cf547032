/* pf-studio-map-item.c: the kept map's name and tile set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both are edits of the map in the project, one undo step each. The name is
 * the map's title, and its id follows it (pf_document_rename_item()), so
 * the page goes on showing the map under its new path (see sync_map()). Another tile set
 * means other shapes: the map is generated again from it with the map's own
 * size, seed and mode (at once when it is small, in a worker thread when it
 * is large) and the result replaces the map's placements.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-map-page"

#include <glib/gi18n.h>

#include "pf-error.h"
#include "pf-studio-map-generate.h"
#include "pf-studio-map-page-private.h"

/* Auxiliary methods */

static GPtrArray *
tilesets_of (PfStudioMapPage *self)
{
  return self->document ? pf_project_get_tilesets (pf_document_get_project (self->document))
                        : NULL;
}

/* Puts the generated placements into the kept map, which keeps its id,
 * title and extensions. */
static void
commit_switch (PfStudioMapPage   *self,
               PfStudioMapResult *result)
{
  PfMap *map = g_steal_pointer (&result->map);

  g_free (map->id);
  map->id = g_strdup (self->map->id);
  pf_meta_clear (&map->meta);
  pf_meta_copy (&map->meta, &self->map->meta);
  pf_extensions_free (map->ext);
  map->ext = pf_extensions_copy (self->map->ext);
  pf_document_begin_group (self->document, _("Change Tile Set"));
  pf_document_replace_item (self->document, self->path, map);
  pf_document_end_group (self->document);
}

static void
switch_failed (PfStudioMapPage *self,
               const GError    *error)
{
  g_autofree char *message = NULL;

  if (g_error_matches (error, PF_ERROR, PF_ERROR_CANCELLED) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    message = g_strdup (_("The map keeps its tile set: generating it again was cancelled"));
  else
    message = g_strdup_printf (_("The map keeps its tile set: %s"), error->message);
  pf_studio_map_page_show_message (self, message, TRUE);
  pf_studio_map_page_sync_item (self);
}

static void
on_switched (gpointer      owner,
             PfJob  *job,
             gpointer      result,
             const GError *error)
{
  PfStudioMapPage *self = owner;

  /* Replaced because the map changed meanwhile. */
  if (job != self->switch_job)
    return;
  g_clear_object (&self->switch_job);
  pf_studio_map_page_update_state (self);
  if (result == NULL)
    switch_failed (self, error);
  else if (self->map != NULL && self->document != NULL)
    commit_switch (self, result);
}

/* Generates the kept map again from @tileset and puts it in the project. */
static void
switch_tileset (PfStudioMapPage *self,
                const PfTileset *tileset)
{
  PfStudioMapRequest request = {
    self->map->id, self->map->width, self->map->height, self->map->seed, self->map->mode,
  };

  pf_studio_map_page_cancel_switch (self);
  if ((guint64) request.width * request.height <= PF_STUDIO_MAP_PAGE_SYNC_CELLS)
    {
      g_autoptr(PfStudioMapResult) result = NULL;
      g_autoptr(GError) error = NULL;

      result = pf_studio_map_generate (tileset, &request, &error);
      if (result == NULL)
        switch_failed (self, error);
      else
        commit_switch (self, result);
      return;
    }

  self->switch_job = pf_studio_map_generate_start (self, tileset, &request, NULL, on_switched);
  pf_studio_map_page_update_state (self);
}

/* Whether the row's list already says @titles, so it need not be replaced
 * (from within the row's own signal, say). */
/* Callbacks */

static void
on_tileset_selected (AdwComboRow     *row,
                     GParamSpec      *pspec,
                     PfStudioMapPage *self)
{
  GPtrArray *tilesets = tilesets_of (self);
  guint selected = adw_combo_row_get_selected (row);
  const PfTileset *tileset;

  if (self->updating || self->map == NULL || tilesets == NULL || selected >= tilesets->len)
    return;
  tileset = g_ptr_array_index (tilesets, selected);
  if (g_strcmp0 (tileset->id, self->map->tileset) == 0)
    return;
  switch_tileset (self, tileset);
}

static void
on_mode_selected (AdwComboRow     *row,
                  GParamSpec      *pspec,
                  PfStudioMapPage *self)
{
  /* Classic is the seed's algorithm: say what it leaves out where it is chosen. */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               adw_combo_row_get_selected (row) == 0
                                 ? _("Ignores shape weights and forbidden neighbours")
                                 : _("Follows shape weights and forbidden neighbours"));
}

/* Internal API */

void
pf_studio_map_page_set_titles (AdwComboRow   *row,
                               GtkStringList *titles)
{
  GListModel *model = adw_combo_row_get_model (row);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (titles));
  gboolean same = GTK_IS_STRING_LIST (model) && g_list_model_get_n_items (model) == n;

  for (guint i = 0; same && i < n; i++)
    same = g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i),
                      gtk_string_list_get_string (titles, i)) == 0;
  if (!same)
    adw_combo_row_set_model (row, G_LIST_MODEL (titles));
}

void
pf_studio_map_page_sync_item (PfStudioMapPage *self)
{
  GPtrArray *tilesets = tilesets_of (self);
  g_autoptr(GtkStringList) titles = gtk_string_list_new (NULL);
  guint selected = GTK_INVALID_LIST_POSITION;

  if (self->map == NULL || tilesets == NULL)
    return;
  for (guint i = 0; i < tilesets->len; i++)
    {
      const PfTileset *tileset = g_ptr_array_index (tilesets, i);

      gtk_string_list_append (titles, pf_item_get_title (PF_ITEM_TILESET, tileset));
      if (g_strcmp0 (tileset->id, self->map->tileset) == 0)
        selected = i;
    }

  self->updating = TRUE;
  pf_studio_map_page_set_titles (self->tileset_row, titles);
  if (adw_combo_row_get_selected (self->tileset_row) != selected)
    adw_combo_row_set_selected (self->tileset_row, selected);
  pf_studio_title_row_set_item (self->name_row, self->document, self->path);
  self->updating = FALSE;
}

void
pf_studio_map_page_cancel_switch (PfStudioMapPage *self)
{
  pf_job_clear (&self->switch_job);
}

void
pf_studio_map_page_item_init (PfStudioMapPage *self)
{
  g_signal_connect (self->tileset_row, "notify::selected", G_CALLBACK (on_tileset_selected),
                    self);
  g_signal_connect (self->mode_row, "notify::selected", G_CALLBACK (on_mode_selected), self);
  on_mode_selected (self->mode_row, NULL, self);
}

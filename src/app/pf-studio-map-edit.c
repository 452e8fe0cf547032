/* pf-studio-map-edit.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The project must stay loadable after every edit: undo keeps whole project
 * documents and loads them back through the same checks as a file. A map
 * whose tile set changed under it would fail those checks, so a tile set
 * edit regenerates the maps it breaks, deterministically, from their own
 * parameters, inside the same undo step.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-map-edit"

#include <glib/gi18n.h>

#include "pf-error.h"
#include "pf-map-grid.h"
#include "pf-mapgen.h"
#include "pf-studio-map-edit.h"

static gboolean
check_tileset (const PfTileset  *tileset,
               GError          **error)
{
  for (guint i = 0; i < tileset->shapes->len; i++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, i);

      if (!pf_shape_check (shape, error))
        return FALSE;
      if (shape->variants->len == 0)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       _("Shape “%s” needs at least one variant"), shape->id);
          return FALSE;
        }
      for (guint v = 0; v < shape->variants->len; v++)
        {
          const PfVariant *variant = g_ptr_array_index (shape->variants, v);

          if (pf_tileset_find_terrain (tileset, variant->terrain) == NULL)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                           _("Variant “%s” names terrain %d, which does not exist"),
                           variant->name, variant->terrain);
              return FALSE;
            }
        }
    }
  for (guint i = 0; i < tileset->forbids->len; i++)
    {
      const PfForbid *forbid = &g_array_index (tileset->forbids, PfForbid, i);

      if (pf_tileset_find_terrain (tileset, forbid->a) == NULL ||
          pf_tileset_find_terrain (tileset, forbid->b) == NULL)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       _("A forbid rule names a terrain that does not exist"));
          return FALSE;
        }
    }
  return TRUE;
}

/* The placements @map needs with @tileset: NULL when its own still fit. */
static PfMap *
refit_map (const PfMap      *map,
           const PfTileset  *tileset,
           GError          **error)
{
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(GError) local_error = NULL;
  PfMapgenOptions options;
  PfMap *fitted;

  grid = pf_map_grid_from_map (map, tileset, NULL, NULL);
  if (grid != NULL)
    return NULL;

  gen = pf_mapgen_new (tileset, &local_error);
  if (gen != NULL)
    {
      pf_mapgen_options_init (&options);
      options.mode = map->mode;
      options.seed = map->seed;
      grid = pf_mapgen_run (gen, map->width, map->height, &options, &local_error);
    }
  if (grid == NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("Map “%s” uses this tile set and could not be generated again: %s"),
                   map->id, local_error->message);
      return NULL;
    }
  fitted = pf_map_new (map->id);
  pf_map_grid_to_map (grid, fitted);
  return fitted;
}

gboolean
pf_studio_tileset_commit (PfStudioWindow  *window,
                          PfTileset       *tileset,
                          PfTileset       *edited,
                          gboolean         record_undo,
                          char           **note,
                          GError         **error)
{
  g_autoptr(PfTileset) owned = edited;
  g_autoptr(GPtrArray) fitted = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_map_free);
  g_autoptr(GString) names = g_string_new (NULL);
  PfProject *project = window ? pf_studio_window_get_project (window) : NULL;
  GPtrArray *maps = project ? pf_project_get_maps (project) : NULL;
  PfTileset swap;
  guint n_fitted = 0;

  g_return_val_if_fail (tileset != NULL && edited != NULL, FALSE);

  if (note != NULL)
    *note = NULL;
  if (!check_tileset (edited, error))
    return FALSE;

  for (guint i = 0; maps != NULL && i < maps->len; i++)
    {
      PfMap *map = g_ptr_array_index (maps, i);
      GError *local_error = NULL;
      PfMap *map_fitted = NULL;

      if (g_strcmp0 (map->tileset, tileset->id) == 0)
        {
          map_fitted = refit_map (map, edited, &local_error);
          if (local_error != NULL)
            {
              g_propagate_error (error, local_error);
              return FALSE;
            }
        }
      g_ptr_array_add (fitted, map_fitted);
    }

  if (window != NULL && record_undo)
    pf_studio_window_begin_edit (window);

  /* Swap the contents, so the project's pointer stays the same. */
  swap = *tileset;
  *tileset = *edited;
  *edited = swap;

  for (guint i = 0; maps != NULL && i < maps->len; i++)
    {
      PfMap *map = g_ptr_array_index (maps, i);
      PfMap *map_fitted = g_ptr_array_index (fitted, i);
      GArray *placements;

      if (map_fitted == NULL)
        continue;
      placements = map->placements;
      map->placements = map_fitted->placements;
      map_fitted->placements = placements;
      if (n_fitted++ > 0)
        g_string_append (names, ", ");
      g_string_append_printf (names, "“%s”", map->id);
    }
  if (note != NULL && n_fitted > 0)
    *note = g_strdup_printf (ngettext ("Map %s was generated again to fit the changed shapes",
                                       "Maps %s were generated again to fit the changed shapes",
                                       n_fitted), names->str);

  if (window != NULL)
    pf_studio_window_end_edit (window);
  return TRUE;
}

PfTileset *
pf_studio_tileset_new_default (const char *id)
{
  PfTileset *tileset = pf_tileset_new (id);
  PfTerrain terrain = { 0, g_strdup (_("Ground")), 0x8ec07c };
  PfShape *shape = pf_shape_new ("single", 1, 1);
  PfVariant *variant = pf_variant_new ("plain");

  g_array_append_val (tileset->terrains, terrain);
  shape->cells[0] = 1;
  g_free (variant->name);
  variant->name = g_strdup (_("Plain"));
  variant->colour = 0x8ec07c;
  variant->terrain = 0;
  g_ptr_array_add (shape->variants, variant);
  g_ptr_array_add (tileset->shapes, shape);
  return tileset;
}

char *
pf_studio_project_unique_id (PfProject        *project,
                             PfStudioItemKind  kind,
                             const char       *base)
{
  for (guint n = 1; ; n++)
    {
      g_autofree char *id = n == 1 ? g_strdup (base) : g_strdup_printf ("%s-%u", base, n);
      gboolean taken = kind == PF_STUDIO_ITEM_MAP ? pf_project_find_map (project, id) != NULL
                                                  : pf_project_find_tileset (project, id) != NULL;

      if (!taken)
        return g_steal_pointer (&id);
    }
}

PfMap *
pf_studio_map_add (PfStudioWindow *window,
                   PfMap          *map)
{
  PfProject *project = pf_studio_window_get_project (window);
  g_autofree char *id = NULL;

  id = pf_studio_project_unique_id (project, PF_STUDIO_ITEM_MAP,
                                    map->id != NULL ? map->id : "map");
  g_free (map->id);
  map->id = g_steal_pointer (&id);

  pf_studio_window_begin_edit (window);
  g_ptr_array_add (pf_project_get_maps (project), map);
  pf_studio_window_end_edit (window);
  pf_studio_window_select (window, PF_STUDIO_ITEM_MAP, NULL, map->id);
  return map;
}

void
pf_studio_tileset_add_new (PfStudioWindow *window)
{
  PfProject *project = pf_studio_window_get_project (window);
  g_autofree char *id = NULL;
  PfTileset *tileset;

  if (project == NULL)
    return;
  id = pf_studio_project_unique_id (project, PF_STUDIO_ITEM_TILESET, "tileset");
  tileset = pf_studio_tileset_new_default (id);

  pf_studio_window_begin_edit (window);
  g_ptr_array_add (pf_project_get_tilesets (project), tileset);
  pf_studio_window_end_edit (window);
  pf_studio_window_select (window, PF_STUDIO_ITEM_TILESET, NULL, id);
}

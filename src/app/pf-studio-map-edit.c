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

/* The index in @edited of the item @index of @old: found by id, or at the
 * same place when it was renamed there; -1 when it went away. */
static int
follow_index (const char *old_id,
              guint       index,
              GPtrArray  *edited_items,
              gboolean  (*old_has_id) (gconstpointer old_items, const char *id),
              gconstpointer old_items,
              const char *(*id_of) (gconstpointer item))
{
  for (guint i = 0; i < edited_items->len; i++)
    if (g_strcmp0 (id_of (g_ptr_array_index (edited_items, i)), old_id) == 0)
      return (int) i;
  if (index < edited_items->len &&
      !old_has_id (old_items, id_of (g_ptr_array_index (edited_items, index))))
    return (int) index;
  return -1;
}

static const char *
shape_id (gconstpointer item)
{
  return ((const PfShape *) item)->id;
}

static const char *
variant_id (gconstpointer item)
{
  return ((const PfVariant *) item)->id;
}

static gboolean
tileset_has_shape (gconstpointer items,
                   const char   *id)
{
  return pf_tileset_find_shape (items, id, NULL) != NULL;
}

static gboolean
shape_has_variant (gconstpointer items,
                   const char   *id)
{
  return pf_shape_find_variant (items, id, NULL) != NULL;
}

/* The placements @map needs with @edited instead of @old: %NULL when its
 * own still fit unchanged. Placements follow their shapes and variants by
 * id (so deleting or moving one keeps the map); a map they no longer cover
 * is generated again. */
static PfMap *
refit_map (const PfMap      *map,
           const PfTileset  *old,
           const PfTileset  *edited,
           gboolean         *regenerated,
           GError          **error)
{
  g_autoptr(PfMap) moved = pf_map_copy (map);
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(GError) local_error = NULL;
  gboolean followed = TRUE, changed = FALSE;
  PfMapgenOptions options;
  PfMap *fitted;

  for (guint i = 0; i < moved->placements->len && followed; i++)
    {
      PfPlacement *p = &g_array_index (moved->placements, PfPlacement, i);
      const PfShape *old_shape, *new_shape;
      const PfVariant *old_variant;
      int s, v;

      if (p->shape >= old->shapes->len)
        {
          followed = FALSE;
          break;
        }
      old_shape = g_ptr_array_index (old->shapes, p->shape);
      s = follow_index (old_shape->id, p->shape, edited->shapes, tileset_has_shape, old,
                        shape_id);
      if (s < 0 || p->variant >= old_shape->variants->len)
        {
          followed = FALSE;
          break;
        }
      new_shape = g_ptr_array_index (edited->shapes, s);
      old_variant = g_ptr_array_index (old_shape->variants, p->variant);
      v = follow_index (old_variant->id, p->variant, new_shape->variants, shape_has_variant,
                        old_shape, variant_id);
      if (v < 0)
        {
          followed = FALSE;
          break;
        }
      changed |= (guint) s != p->shape || (guint) v != p->variant;
      p->shape = s;
      p->variant = v;
    }

  if (followed)
    grid = pf_map_grid_from_map (moved, edited, NULL, NULL);
  if (grid != NULL)
    return changed ? g_steal_pointer (&moved) : NULL;

  gen = pf_mapgen_new (edited, &local_error);
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
  *regenerated = TRUE;
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
  guint n_regenerated = 0;

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
      gboolean regenerated = FALSE;

      if (g_strcmp0 (map->tileset, tileset->id) == 0)
        {
          map_fitted = refit_map (map, tileset, edited, &regenerated, &local_error);
          if (local_error != NULL)
            {
              g_propagate_error (error, local_error);
              return FALSE;
            }
        }
      if (regenerated)
        {
          if (n_regenerated++ > 0)
            g_string_append (names, ", ");
          g_string_append_printf (names, "“%s”", map->id);
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
    }
  if (note != NULL && n_regenerated > 0)
    *note = g_strdup_printf (ngettext ("Map %s was generated again to fit the changed shapes",
                                       "Maps %s were generated again to fit the changed shapes",
                                       n_regenerated), names->str);

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

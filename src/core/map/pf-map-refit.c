/* pf-map-refit.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-map-edit.h"
#include "pf-map-grid.h"
#include "pf-map-refit.h"
#include "pf-mapgen.h"

/* The index in @edited_items of the item @index of @old_items: found by id,
 * or at the same place when it was renamed there; -1 when it went away. */
static int
follow_index (const char    *old_id,
              guint          index,
              GPtrArray     *edited_items,
              gboolean     (*old_has_id) (gconstpointer old_items, const char *id),
              gconstpointer  old_items,
              const char  *(*id_of) (gconstpointer item))
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

/* Whether a placement of @old at @rotation covers the same cells as one of
 * @edited: the same matrix, and a turn @edited still allows. */
static gboolean
same_cells (const PfShape *old,
            const PfShape *edited,
            guint          rotation)
{
  return old->width == edited->width && old->height == edited->height &&
         memcmp (old->cells, edited->cells, (gsize) old->width * old->height) == 0 &&
         (rotation == 0 || edited->rotate);
}

/* Moves each placement to its shape's and variant's new index, and takes
 * away those whose shape or variant went away or whose shape changed its
 * cells; returns how many were taken away, and in @locks_lost how many of
 * those were locked. */
static guint
follow_placements (PfMap           *map,
                   const PfTileset *old,
                   const PfTileset *edited,
                   gboolean        *changed,
                   guint           *locks_lost)
{
  guint kept = 0, taken;

  *locks_lost = 0;
  for (guint i = 0; i < map->placements->len; i++)
    {
      PfPlacement p = g_array_index (map->placements, PfPlacement, i);
      const PfShape *old_shape, *new_shape;
      const PfVariant *old_variant;
      int s, v = -1;

      if (p.shape >= old->shapes->len)
        continue;
      old_shape = g_ptr_array_index (old->shapes, p.shape);
      s = follow_index (old_shape->id, p.shape, edited->shapes, tileset_has_shape, old,
                        shape_id);
      if (s >= 0 && p.variant < old_shape->variants->len)
        {
          new_shape = g_ptr_array_index (edited->shapes, s);
          old_variant = g_ptr_array_index (old_shape->variants, p.variant);
          if (same_cells (old_shape, new_shape, p.rotation))
            v = follow_index (old_variant->id, p.variant, new_shape->variants,
                              shape_has_variant, old_shape, variant_id);
        }
      if (v < 0)
        {
          *locks_lost += p.locked ? 1 : 0;
          continue;
        }
      *changed |= (guint) s != p.shape || (guint) v != p.variant;
      p.shape = s;
      p.variant = v;
      g_array_index (map->placements, PfPlacement, kept++) = p;
    }
  taken = map->placements->len - kept;
  g_array_set_size (map->placements, kept);
  return taken;
}

PfMap *
pf_map_refit (const PfMap      *map,
              const PfTileset  *old,
              const PfTileset  *edited,
              gboolean         *refilled,
              guint            *locks_lost,
              GError          **error)
{
  g_autoptr(PfMap) moved = pf_map_copy (map);
  g_autoptr(PfMapGrid) grid = NULL;
  PfMapRefillOptions refill = { FALSE, map->seed, NULL, NULL, NULL };
  gboolean changed = FALSE;
  PfMapgenOptions options;
  PfMap *fitted;
  guint taken, lost;

  *refilled = FALSE;
  if (locks_lost != NULL)
    *locks_lost = 0;
  taken = follow_placements (moved, old, edited, &changed, &lost);
  if (taken == 0)
    grid = pf_map_grid_from_map (moved, edited, NULL, NULL);
  if (grid != NULL)
    return changed ? g_steal_pointer (&moved) : NULL;

  /* The cells of the placements taken away are filled again around the
   * rest, which keep their places and locks. */
  if (taken > 0 && pf_map_refill (moved, edited, &refill, NULL, NULL))
    {
      *refilled = TRUE;
      if (locks_lost != NULL)
        *locks_lost = lost;
      return g_steal_pointer (&moved);
    }

  pf_mapgen_options_init (&options);
  options.mode = map->mode;
  options.seed = map->seed;
  fitted = pf_mapgen_generate (edited, map->width, map->height, &options, error);
  if (fitted == NULL)
    return NULL;
  /* The map keeps its own id, title and tile set; only the placements change. */
  g_array_unref (moved->placements);
  moved->placements = g_steal_pointer (&fitted->placements);
  fitted->placements = g_array_new (FALSE, FALSE, sizeof (PfPlacement));
  pf_map_free (fitted);
  *refilled = TRUE;
  /* Generated again, the map keeps none of its locks. */
  if (locks_lost != NULL)
    *locks_lost = pf_map_count_locked (map);
  return g_steal_pointer (&moved);
}

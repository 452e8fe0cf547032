/* pf-map-edit.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Stamp, erase, lock and unlock look at each placement's bounding box
 * first and at its cells only when the box meets the area, so they take
 * time in proportion to the placements. The refill goes through the
 * generator's grid (pf-mapgen-fill.c), which holds the placements kept.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-map-edit.h"
#include "pf-shape-rotation.h"

/* Auxiliary methods */

/* A rectangle of map cells, [x0, x1) x [y0, y1) */
typedef struct
{
  gint64 x0;
  gint64 y0;
  gint64 x1;
  gint64 y1;
} Area;

/* The part of @rect on @map; FALSE, with @error set, when there is none. */
static gboolean
clip_rect (const PfMap      *map,
           const PfMapRect  *rect,
           Area             *area,
           GError          **error)
{
  g_return_val_if_fail (rect != NULL, FALSE);

  if (rect->width < 1 || rect->height < 1)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("A rectangle of %d × %d cells holds no cell: it needs a width and a "
                     "height of at least 1"), rect->width, rect->height);
      return FALSE;
    }
  area->x0 = MAX ((gint64) rect->x, 0);
  area->y0 = MAX ((gint64) rect->y, 0);
  area->x1 = MIN ((gint64) rect->x + rect->width, (gint64) map->width);
  area->y1 = MIN ((gint64) rect->y + rect->height, (gint64) map->height);
  if (area->x0 >= area->x1 || area->y0 >= area->y1)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("The rectangle at %d, %d of %d × %d cells lies outside the %u × %u map"),
                   rect->x, rect->y, rect->width, rect->height, map->width, map->height);
      return FALSE;
    }
  return TRUE;
}

/* The orientation of @p, or NULL when @tileset has none such. */
static const PfShapeOrientation *
orientation_of (const PfShapeOrientations *orientations,
                const PfTileset           *tileset,
                const PfPlacement         *p)
{
  const PfShape *shape;

  if (p->shape >= tileset->shapes->len || p->rotation > 3)
    return NULL;
  shape = g_ptr_array_index (tileset->shapes, p->shape);
  if (p->variant >= shape->variants->len)
    return NULL;
  return pf_shape_orientations_get (orientations, p->shape, p->rotation);
}

/* Whether a cell of @p lies in @area. */
static gboolean
touches_area (const PfPlacement        *p,
              const PfShapeOrientation *o,
              const Area               *area)
{
  if (p->x + (gint64) o->width <= area->x0 || p->x >= area->x1 ||
      p->y + (gint64) o->height <= area->y0 || p->y >= area->y1)
    return FALSE;
  for (guint k = 0; k < o->n_cells; k++)
    {
      gint64 x = p->x + (gint64) o->cells[k].x, y = p->y + (gint64) o->cells[k].y;

      if (x >= area->x0 && x < area->x1 && y >= area->y0 && y < area->y1)
        return TRUE;
    }
  return FALSE;
}

/* Whether a cell of @p is filled in @mask, a matrix of @area's size. */
static gboolean
touches_mask (const PfPlacement        *p,
              const PfShapeOrientation *o,
              const Area               *area,
              const guint8             *mask)
{
  guint64 stride = area->x1 - area->x0;

  if (!touches_area (p, o, area))
    return FALSE;
  for (guint k = 0; k < o->n_cells; k++)
    {
      gint64 x = p->x + (gint64) o->cells[k].x, y = p->y + (gint64) o->cells[k].y;

      if (x >= area->x0 && x < area->x1 && y >= area->y0 && y < area->y1 &&
          mask[(y - area->y0) * stride + (x - area->x0)])
        return TRUE;
    }
  return FALSE;
}

/* Removes the placements with a cell in @area (and, when @mask is given,
 * on one of its filled cells); returns how many. */
static guint
remove_touching (PfMap           *map,
                 const PfTileset *tileset,
                 const Area      *area,
                 const guint8    *mask)
{
  g_autoptr(PfShapeOrientations) orientations = pf_shape_orientations_new (tileset);
  PfPlacement *placements = (PfPlacement *) (gpointer) map->placements->data;
  guint kept = 0, n = map->placements->len;

  for (guint i = 0; i < n; i++)
    {
      const PfShapeOrientation *o = orientation_of (orientations, tileset, &placements[i]);

      if (o != NULL && (mask != NULL ? touches_mask (&placements[i], o, area, mask)
                                     : touches_area (&placements[i], o, area)))
        continue;
      placements[kept++] = placements[i];
    }
  g_array_set_size (map->placements, kept);
  return n - kept;
}

/* Public API */

gboolean
pf_map_stamp (PfMap            *map,
              const PfTileset  *tileset,
              const char       *shape_id,
              const char       *variant_id,
              guint             rotation,
              gint              x,
              gint              y,
              guint            *n_removed,
              GError          **error)
{
  g_autofree guint8 *mask = NULL;
  PfPlacement stamp = { 0, };
  const PfShape *shape;
  guint s, v, width, height, removed;
  Area area;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (tileset != NULL, FALSE);

  shape = shape_id != NULL ? pf_tileset_find_shape (tileset, shape_id, &s) : NULL;
  if (shape == NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("Tile set “%s” has no shape “%s”"),
                   tileset->id, shape_id ? shape_id : "");
      return FALSE;
    }
  if (variant_id == NULL || pf_shape_find_variant (shape, variant_id, &v) == NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("Shape “%s” has no variant “%s”"),
                   shape->id, variant_id ? variant_id : "");
      return FALSE;
    }
  if (rotation > 3)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("A rotation is 0 to 3 quarter turns, not %u"), rotation);
      return FALSE;
    }
  if (rotation != 0 && !shape->rotate)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("Shape “%s” may not rotate, so it takes rotation 0 only"), shape->id);
      return FALSE;
    }
  if (pf_shape_count_cells (shape) == 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("Shape “%s” has no cells"), shape->id);
      return FALSE;
    }
  pf_shape_rotated_size (shape, rotation, &width, &height);
  if (x < 0 || y < 0 || (gint64) x + width > map->width || (gint64) y + height > map->height)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("Shape “%s” at %d, %d (%u × %u cells) leaves the %u × %u map"),
                   shape->id, x, y, width, height, map->width, map->height);
      return FALSE;
    }

  area = (Area) { x, y, (gint64) x + width, (gint64) y + height };
  mask = g_new0 (guint8, (gsize) width * height);
  for (guint cy = 0; cy < height; cy++)
    for (guint cx = 0; cx < width; cx++)
      mask[cy * width + cx] = pf_shape_rotated_cell (shape, rotation, cx, cy);
  removed = remove_touching (map, tileset, &area, mask);

  stamp.shape = s;
  stamp.variant = v;
  stamp.rotation = rotation;
  stamp.locked = TRUE;
  stamp.x = x;
  stamp.y = y;
  g_array_append_val (map->placements, stamp);
  if (n_removed != NULL)
    *n_removed = removed;
  return TRUE;
}

gboolean
pf_map_erase (PfMap            *map,
              const PfTileset  *tileset,
              const PfMapRect  *rect,
              guint            *n_erased,
              GError          **error)
{
  Area area;
  guint removed;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (tileset != NULL, FALSE);

  if (!clip_rect (map, rect, &area, error))
    return FALSE;
  removed = remove_touching (map, tileset, &area, NULL);
  if (n_erased != NULL)
    *n_erased = removed;
  return TRUE;
}

gboolean
pf_map_set_locked (PfMap            *map,
                   const PfTileset  *tileset,
                   const PfMapRect  *rect,
                   gboolean          locked,
                   guint            *n_changed,
                   GError          **error)
{
  g_autoptr(PfShapeOrientations) orientations = NULL;
  guint changed = 0;
  Area area;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (tileset != NULL, FALSE);

  if (!clip_rect (map, rect, &area, error))
    return FALSE;
  orientations = pf_shape_orientations_new (tileset);
  for (guint i = 0; i < map->placements->len; i++)
    {
      PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
      const PfShapeOrientation *o = orientation_of (orientations, tileset, p);

      if (o == NULL || (p->locked != 0) == (locked != FALSE) || !touches_area (p, o, &area))
        continue;
      p->locked = locked != FALSE;
      changed++;
    }
  if (n_changed != NULL)
    *n_changed = changed;
  return TRUE;
}

gboolean
pf_map_refill (PfMap                     *map,
               const PfTileset           *tileset,
               const PfMapRefillOptions  *options,
               GArray                   **conflicts,
               GError                   **error)
{
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (PfMapCell));
  g_autoptr(GArray) placements = NULL;
  PfMapgenOptions gen_options;
  gsize n_kept;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (tileset != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  gen = pf_mapgen_new (tileset, error);
  if (gen == NULL)
    return FALSE;
  grid = pf_map_grid_from_map (map, tileset, pf_mapgen_get_orientations (gen), error);
  if (grid == NULL)
    return FALSE;

  /* The grid's placements are the map's, in order: keep the locked ones. */
  placements = g_array_sized_new (FALSE, FALSE, sizeof (PfPlacement), map->placements->len);
  if (options->all)
    {
      g_autofree guint32 *renumber = g_new (guint32, MAX (grid->n_placements, 1));
      gsize n_cells = (gsize) grid->width * grid->height;

      n_kept = 0;
      for (gsize i = 0; i < grid->n_placements; i++)
        {
          const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);

          renumber[i] = 0;
          if (!p->locked)
            continue;
          grid->placements[n_kept] = grid->placements[i];
          g_array_append_vals (placements, p, 1);
          renumber[i] = (guint32) ++n_kept;
        }
      for (gsize cell = 0; cell < n_cells; cell++)
        if (grid->owner[cell] != 0)
          grid->owner[cell] = renumber[grid->owner[cell] - 1];
      grid->n_placements = n_kept;
    }
  else
    {
      n_kept = grid->n_placements;
      g_array_append_vals (placements, map->placements->data, map->placements->len);
    }

  pf_mapgen_options_init (&gen_options);
  gen_options.seed = options->seed;
  gen_options.cancel = options->cancel;
  gen_options.progress = options->progress;
  gen_options.progress_data = options->progress_data;
  if (!pf_mapgen_refill (gen, grid, &gen_options, found, error))
    return FALSE;

  g_array_set_size (placements, grid->n_placements);
  for (gsize i = n_kept; i < grid->n_placements; i++)
    {
      const PfGridPlacement *gp = &grid->placements[i];
      PfPlacement *p = &g_array_index (placements, PfPlacement, i);

      *p = (PfPlacement) {
        .shape = gp->orient >> 2,
        .variant = gp->variant,
        .rotation = gp->orient & 3,
        .x = (gint32) (gp->pos % grid->width),
        .y = (gint32) (gp->pos / grid->width),
      };
    }
  g_array_unref (map->placements);
  map->placements = g_steal_pointer (&placements);
  if (conflicts != NULL)
    *conflicts = g_steal_pointer (&found);
  return TRUE;
}

PfMap *
pf_map_regenerate (const PfMap              *map,
                   const PfTileset          *tileset,
                   guint                     width,
                   guint                     height,
                   PfMapMode                 mode,
                   const PfMapRefillOptions *options,
                   GArray                  **conflicts,
                   GError                  **error)
{
  g_autoptr(PfShapeOrientations) orientations = NULL;
  g_autoptr(PfMapGrid) checked = NULL;
  g_autoptr(PfMap) made = NULL;
  PfMapRefillOptions refill;

  g_return_val_if_fail (map != NULL, NULL);
  g_return_val_if_fail (tileset != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  orientations = pf_shape_orientations_new (tileset);
  /* The placements kept must be sound where they were. */
  checked = pf_map_grid_from_map (map, tileset, orientations, error);
  if (checked == NULL)
    return NULL;

  made = pf_map_new (map->id);
  made->tileset = g_strdup (map->tileset);
  made->width = width;
  made->height = height;
  made->seed = options->seed;
  made->mode = mode;
  for (guint i = 0; i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
      const PfShapeOrientation *o = pf_shape_orientations_get (orientations, p->shape,
                                                               p->rotation);

      if (p->locked && (guint64) p->x + o->width <= width && (guint64) p->y + o->height <= height)
        g_array_append_vals (made->placements, p, 1);
    }

  if (made->placements->len == 0)
    {
      g_autoptr(PfMapgen) gen = pf_mapgen_new (tileset, error);
      g_autoptr(PfMapGrid) grid = NULL;
      PfMapgenOptions gen_options;

      if (gen == NULL)
        return NULL;
      pf_mapgen_options_init (&gen_options);
      gen_options.mode = mode;
      gen_options.seed = options->seed;
      gen_options.cancel = options->cancel;
      gen_options.progress = options->progress;
      gen_options.progress_data = options->progress_data;
      grid = pf_mapgen_run (gen, width, height, &gen_options, error);
      if (grid == NULL)
        return NULL;
      pf_map_grid_to_map (grid, made);
      if (conflicts != NULL)
        *conflicts = g_array_new (FALSE, FALSE, sizeof (PfMapCell));
      return g_steal_pointer (&made);
    }

  refill = *options;
  refill.all = FALSE;
  if (!pf_map_refill (made, tileset, &refill, conflicts, error))
    return NULL;
  return g_steal_pointer (&made);
}

guint
pf_map_count_locked (const PfMap *map)
{
  guint n = 0;

  g_return_val_if_fail (map != NULL, 0);

  for (guint i = 0; i < map->placements->len; i++)
    n += g_array_index (map->placements, PfPlacement, i).locked ? 1 : 0;
  return n;
}

gboolean
pf_map_same_placements (const PfMap *a,
                        const PfMap *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->placements->len != b->placements->len)
    return FALSE;
  for (guint i = 0; i < a->placements->len; i++)
    {
      const PfPlacement *pa = &g_array_index (a->placements, PfPlacement, i);
      const PfPlacement *pb = &g_array_index (b->placements, PfPlacement, i);

      if (pa->shape != pb->shape || pa->variant != pb->variant ||
          pa->rotation != pb->rotation || pa->locked != pb->locked || pa->x != pb->x ||
          pa->y != pb->y)
        return FALSE;
    }
  return TRUE;
}

/* pf-map-grid.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#define G_LOG_DOMAIN "pf-map"

#ifdef __linux__
#include <sys/mman.h>
#endif

#include "pf-error.h"
#include "pf-map-grid.h"

/* Arrays this large are mapped directly, so that they can use huge pages
 * and are returned to the kernel when freed. */
#define MAPPED_BYTES (2 * 1024 * 1024)

/* Zeroed memory for @bytes, or %NULL */
static gpointer
cells_alloc (gsize bytes)
{
#ifdef __linux__
  if (bytes >= MAPPED_BYTES)
    {
      gpointer p = mmap (NULL, bytes, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

      if (p == MAP_FAILED)
        return NULL;
#ifdef MADV_HUGEPAGE
      madvise (p, bytes, MADV_HUGEPAGE);
#endif
      return p;
    }
#endif
  return g_try_malloc0 (MAX (bytes, 1));
}

static void
cells_free (gpointer p,
            gsize    bytes)
{
  if (p == NULL)
    return;
#ifdef __linux__
  if (bytes >= MAPPED_BYTES)
    {
      munmap (p, bytes);
      return;
    }
#endif
  g_free (p);
}

PfMapGrid *
pf_map_grid_new (guint    width,
                 guint    height,
                 GError **error)
{
  g_autoptr(PfMapGrid) grid = NULL;
  gsize n_cells;

  if (width < 1 || height < 1 || width > PF_MAP_MAX_SIDE || height > PF_MAP_MAX_SIDE)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "map size %u x %u is out of range; each side must be 1 to %u",
                   width, height, PF_MAP_MAX_SIDE);
      return NULL;
    }

  n_cells = (gsize) width * height;
  grid = g_new0 (PfMapGrid, 1);
  grid->width = width;
  grid->height = height;
  grid->owner = cells_alloc (n_cells * sizeof (guint32));
  grid->placements = cells_alloc (n_cells * sizeof (PfGridPlacement));
  if (grid->owner == NULL || grid->placements == NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                   "not enough memory for a %u x %u map", width, height);
      return NULL;
    }
  grid->n_allocated = n_cells;
  return g_steal_pointer (&grid);
}

PfMapGrid *
pf_map_grid_copy (const PfMapGrid  *grid,
                  GError          **error)
{
  PfMapGrid *copy;

  g_return_val_if_fail (grid != NULL, NULL);

  copy = pf_map_grid_new (grid->width, grid->height, error);
  if (copy == NULL)
    return NULL;
  memcpy (copy->owner, grid->owner, (gsize) grid->width * grid->height * sizeof (guint32));
  memcpy (copy->placements, grid->placements, grid->n_placements * sizeof (PfGridPlacement));
  copy->n_placements = grid->n_placements;
  return copy;
}

void
pf_map_grid_free (PfMapGrid *grid)
{
  gsize n_cells;

  if (grid == NULL)
    return;
  n_cells = (gsize) grid->width * grid->height;
  cells_free (grid->owner, n_cells * sizeof (guint32));
  cells_free (grid->placements, n_cells * sizeof (PfGridPlacement));
  g_free (grid);
}

static gpointer
placement_fail (GError            **error,
                const PfMap        *map,
                guint               index,
                const PfPlacement  *placement,
                const char         *format,
                ...) G_GNUC_PRINTF (5, 6);

static gpointer
placement_fail (GError            **error,
                const PfMap        *map,
                guint               index,
                const PfPlacement  *placement,
                const char         *format,
                ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (placement != NULL && placement->line > 0)
    g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "line %u: placement %u of map “%s” %s",
                 placement->line, index, map->id ? map->id : "", message);
  else
    g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "placement %u of map “%s” %s",
                 index, map->id ? map->id : "", message);
  return NULL;
}

PfMapGrid *
pf_map_grid_from_map (const PfMap                *map,
                      const PfTileset            *tileset,
                      const PfShapeOrientations  *orientations,
                      GError                    **error)
{
  g_autoptr(PfShapeOrientations) own = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  gsize n_cells;

  if (orientations == NULL)
    orientations = own = pf_shape_orientations_new (tileset);
  if (tileset->shapes->len > PF_MAP_MAX_SHAPES)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "tile set “%s” has more than %u shapes",
                   tileset->id, PF_MAP_MAX_SHAPES);
      return NULL;
    }

  grid = pf_map_grid_new (map->width, map->height, error);
  if (grid == NULL)
    return NULL;
  n_cells = (gsize) map->width * map->height;
  if (map->placements->len > n_cells)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC,
                   "map “%s” has %u placements for %" G_GSIZE_FORMAT " cells",
                   map->id ? map->id : "", map->placements->len, n_cells);
      return NULL;
    }

  for (guint i = 0; i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
      const PfShapeOrientation *o;
      const PfShape *shape;
      PfGridPlacement *gp;

      if (p->shape >= tileset->shapes->len)
        return placement_fail (error, map, i, p, "has no shape");
      shape = g_ptr_array_index (tileset->shapes, p->shape);
      if (p->variant >= shape->variants->len || p->variant >= PF_MAP_MAX_VARIANTS)
        return placement_fail (error, map, i, p, "has no variant");
      if (p->rotation > 3 || (!shape->rotate && p->rotation != 0))
        return placement_fail (error, map, i, p, "turns shape “%s”, which may not rotate",
                               shape->id);
      o = pf_shape_orientations_get (orientations, p->shape, p->rotation);
      if (o->n_cells == 0 || p->x < 0 || p->y < 0 ||
          (guint64) p->x + o->width > map->width || (guint64) p->y + o->height > map->height)
        return placement_fail (error, map, i, p, "(shape “%s” at %d, %d) leaves the map",
                               shape->id, p->x, p->y);

      for (guint k = 0; k < o->n_cells; k++)
        {
          guint x = p->x + o->cells[k].x, y = p->y + o->cells[k].y;
          gsize cell = (gsize) y * map->width + x;

          if (grid->owner[cell] != 0)
            return placement_fail (error, map, i, p, "covers cell (%u, %u) a second time",
                                   x, y);
          grid->owner[cell] = i + 1;
        }

      gp = &grid->placements[grid->n_placements++];
      gp->pos = (guint32) ((gsize) p->y * map->width + p->x);
      gp->orient = (guint16) (p->shape * 4 + p->rotation);
      gp->variant = (guint16) p->variant;
    }

  /* Cells no placement covers are a draft's (SPEC §5): they stay empty. */
  return g_steal_pointer (&grid);
}

void
pf_map_grid_to_map (const PfMapGrid *grid,
                    PfMap           *map)
{
  PfPlacement *out;

  map->width = grid->width;
  map->height = grid->height;
  g_array_set_size (map->placements, 0);
  g_array_set_size (map->placements, grid->n_placements);
  out = (PfPlacement *) (gpointer) map->placements->data;
  for (gsize i = 0; i < grid->n_placements; i++)
    {
      const PfGridPlacement *gp = &grid->placements[i];

      out[i].shape = gp->orient >> 2;
      out[i].rotation = gp->orient & 3;
      out[i].variant = gp->variant;
      out[i].x = (gint32) (gp->pos % grid->width);
      out[i].y = (gint32) (gp->pos / grid->width);
      out[i].locked = FALSE;
      out[i].line = 0;
    }
}

guint64
pf_map_grid_count_empty (const PfMapGrid *grid)
{
  gsize n_cells = (gsize) grid->width * grid->height;
  guint64 n = 0;

  for (gsize cell = 0; cell < n_cells; cell++)
    n += grid->owner[cell] == 0;
  return n;
}

gboolean
pf_map_grid_check_exportable (const PfMapGrid  *grid,
                              GError          **error)
{
  guint64 n_empty = pf_map_grid_count_empty (grid);

  if (n_empty == 0)
    return TRUE;
  g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
               g_dngettext (GETTEXT_PACKAGE,
                            "The map has %lu empty cell: fill it before exporting",
                            "The map has %lu empty cells: fill them before exporting",
                            (gulong) n_empty), (gulong) n_empty);
  return FALSE;
}

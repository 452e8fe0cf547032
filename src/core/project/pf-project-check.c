/* pf-project-check.c: the semantic checks of a project (SPEC §6)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <string.h>

#include "pf-error.h"
#include "pf-project-private.h"
#include "pf-tri-level-edit.h"

static gboolean
check_fail (GError     **error,
            const char  *name,
            guint        line,
            const char  *format,
            ...) G_GNUC_PRINTF (4, 5);

static gboolean
check_fail (GError     **error,
            const char  *name,
            guint        line,
            const char  *format,
            ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (line > 0)
    g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "%s:%u: %s", name, line, message);
  else
    g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "%s: %s", name, message);
  return FALSE;
}

/* Ids are checked for repeats with a set, so that a file of many items
 * loads in time linear in their number. */
static GHashTable *
id_set_new (void)
{
  return g_hash_table_new (g_str_hash, g_str_equal);
}

/* Adds @id to @ids; FALSE when it was there already. */
static gboolean
id_is_new (GHashTable *ids,
           const char *id)
{
  return g_hash_table_add (ids, (gpointer) (id != NULL ? id : ""));
}

/* What the app can never make (SPEC §6). A level without a key block or a
 * goal is a draft (§2.9): it loads. */
static gboolean
check_level (const PfTriLevel  *level,
             const char        *name,
             GError           **error)
{
  guint bad = 0, where = 0, other = 0;
  const PfTriBlock *block;

  if (level->n_blocks > PF_TRI_MAX_BLOCKS)
    return check_fail (error, name, level->line, "level “%s” has %u blocks; the limit is %d",
                       level->id, level->n_blocks, PF_TRI_MAX_BLOCKS);

  for (guint i = 0; i < G_N_ELEMENTS (level->goals.bits); i++)
    if (level->goals.bits[i] & level->walls.bits[i])
      return check_fail (error, name, level->grid_line, "level “%s” has a goal on a wall",
                         level->id);

  switch (pf_tri_level_check_blocks (level, &bad, &where, &other))
    {
    case PF_TRI_FIT_OK:
      return TRUE;
    case PF_TRI_FIT_AXIS:
      return check_fail (error, name, level->blocks[bad].line,
                         "block %u of level “%s” has no valid axis", bad, level->id);
    case PF_TRI_FIT_LENGTH:
      block = &level->blocks[bad];
      return check_fail (error, name, block->line, "block %u of level “%s” has length %u; "
                         "it must be %d to %d", bad, level->id, block->length,
                         PF_TRI_MIN_BLOCK_LENGTH, PF_TRI_MAX_BLOCK_LENGTH);
    case PF_TRI_FIT_OFF_BOARD:
      return check_fail (error, name, level->blocks[bad].line,
                         "block %u of level “%s” leaves the 16 x 16 board", bad, level->id);
    case PF_TRI_FIT_WALL:
      return check_fail (error, name, level->blocks[bad].line,
                         "block %u of level “%s” covers a wall at row %u, column %u",
                         bad, level->id, pf_tri_row (where), pf_tri_col (where));
    case PF_TRI_FIT_BLOCK:
    default:
      return check_fail (error, name, level->blocks[bad].line,
                         "block %u of level “%s” overlaps block %u", bad, level->id, other);
    }
}

gboolean
pf_project_check_level (const PfTriLevel  *level,
                        const char        *display_name,
                        GError           **error)
{
  return check_level (level, display_name, error);
}

static gboolean
check_tileset (const PfTileset  *tileset,
               const char       *name,
               GError          **error)
{
  g_autoptr(GHashTable) shape_ids = id_set_new ();
  g_autoptr(GHashTable) terrains = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < tileset->terrains->len; i++)
    g_hash_table_add (terrains,
                      GINT_TO_POINTER (g_array_index (tileset->terrains, PfTerrain, i).id));

  for (guint i = 0; i < tileset->shapes->len; i++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, i);
      g_autoptr(GError) local_error = NULL;

      if (!id_is_new (shape_ids, shape->id))
        return check_fail (error, name, shape->line, "tile set “%s” has two shapes with id “%s”",
                           tileset->id, shape->id);
      if (!pf_shape_check (shape, &local_error))
        return check_fail (error, name, shape->line, "%s", local_error->message);
      if (shape->variants->len == 0)
        return check_fail (error, name, shape->line, "shape “%s” has no variant", shape->id);
      for (guint v = 0; v < shape->variants->len; v++)
        {
          const PfVariant *variant = g_ptr_array_index (shape->variants, v);

          if (!g_hash_table_contains (terrains, GINT_TO_POINTER (variant->terrain)))
            return check_fail (error, name, shape->line,
                               "variant “%s” of shape “%s” names terrain %d, which tile set "
                               "“%s” does not define",
                               variant->id, shape->id, variant->terrain, tileset->id);
        }
    }
  return TRUE;
}

static gboolean
check_map (GHashTable   *tilesets,
           const PfMap  *map,
           const char   *name,
           GError      **error)
{
  PfTileset *tileset = g_hash_table_lookup (tilesets, map->tileset ? map->tileset : "");
  g_autofree guint8 *covered = NULL;
  gsize n_cells;

  if (tileset == NULL)
    return check_fail (error, name, map->line,
                       "map “%s” uses tile set “%s”, which the project does not define",
                       map->id, map->tileset);
  if (map->width == 0 || map->height == 0 || map->width > 4096 || map->height > 4096)
    return check_fail (error, name, map->line, "map “%s” is %u x %u; each side must be 1 to 4096",
                       map->id, map->width, map->height);

  n_cells = (gsize) map->width * map->height;
  covered = g_malloc0 (n_cells);
  for (guint i = 0; i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
      const PfShape *shape;
      guint w, h;

      if (p->shape >= tileset->shapes->len)
        return check_fail (error, name, p->line, "placement %u of map “%s” has no shape", i,
                           map->id);
      shape = g_ptr_array_index (tileset->shapes, p->shape);
      if (p->variant >= shape->variants->len)
        return check_fail (error, name, p->line, "placement %u of map “%s” has no variant", i,
                           map->id);
      if (p->rotation > 3 || (!shape->rotate && p->rotation != 0))
        return check_fail (error, name, p->line,
                           "placement %u of map “%s” turns shape “%s”, which may not rotate",
                           i, map->id, shape->id);
      pf_shape_rotated_size (shape, p->rotation, &w, &h);
      if (p->x < 0 || p->y < 0 || p->x + w > map->width || p->y + h > map->height)
        return check_fail (error, name, p->line,
                           "placement %u of map “%s” (shape “%s” at %d, %d) leaves the map",
                           i, map->id, shape->id, p->x, p->y);
      for (guint y = 0; y < h; y++)
        for (guint x = 0; x < w; x++)
          {
            gsize cell;

            if (!pf_shape_rotated_cell (shape, p->rotation, x, y))
              continue;
            cell = (gsize) (p->y + y) * map->width + p->x + x;
            if (covered[cell])
              return check_fail (error, name, p->line,
                                 "placement %u of map “%s” covers cell (%u, %u) a second time",
                                 i, map->id, p->x + x, p->y + y);
            covered[cell] = 1;
          }
    }
  /* Cells left empty are a draft's (SPEC §5): they load. */
  return TRUE;
}

gboolean
pf_project_check (PfProject   *self,
                  const char  *display_name,
                  GError     **error)
{
  const char *name = display_name ? display_name : "project";
  g_autoptr(GHashTable) pack_ids = id_set_new ();
  g_autoptr(GHashTable) layout_ids = id_set_new ();
  g_autoptr(GHashTable) tilesets = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) map_ids = id_set_new ();

  g_return_val_if_fail (PF_IS_PROJECT (self), FALSE);

  for (guint p = 0; p < self->packs->len; p++)
    {
      PfTriPack *pack = g_ptr_array_index (self->packs, p);
      g_autoptr(GHashTable) level_ids = id_set_new ();

      if (!id_is_new (pack_ids, pack->id))
        return check_fail (error, name, pack->line, "two packs have the id “%s”", pack->id);

      for (guint i = 0; i < pack->levels->len; i++)
        {
          PfTriLevel *level = g_ptr_array_index (pack->levels, i);

          if (!id_is_new (level_ids, level->id))
            return check_fail (error, name, level->line,
                               "pack “%s” has two levels with the id “%s”", pack->id, level->id);
          if (!check_level (level, name, error))
            return FALSE;
        }
    }

  for (guint i = 0; i < self->layouts->len; i++)
    {
      PfShellLayout *layout = g_ptr_array_index (self->layouts, i);
      g_autoptr(GHashTable) cells = g_hash_table_new (NULL, NULL);

      if (!id_is_new (layout_ids, layout->id))
        return check_fail (error, name, layout->line, "two shell layouts have the id “%s”",
                           layout->id);
      for (guint c = 0; c < layout->cells->len; c++)
        {
          const PfShellCell *cell = &g_array_index (layout->cells, PfShellCell, c);
          guint key = ((guint) cell->x & 0xffff) << 16 | ((guint) cell->y & 0xffff);

          if (cell->colour < 1 || cell->colour > 7)
            return check_fail (error, name, layout->line,
                               "cell (%d, %d) of layout “%s” has colour %u; colours are 1 to 7",
                               cell->x, cell->y, layout->id, cell->colour);
          if (!g_hash_table_add (cells, GUINT_TO_POINTER (key)))
            return check_fail (error, name, layout->line, "layout “%s” has two cells at (%d, %d)",
                               layout->id, cell->x, cell->y);
        }
    }

  for (guint i = 0; i < self->tilesets->len; i++)
    {
      PfTileset *tileset = g_ptr_array_index (self->tilesets, i);

      if (g_hash_table_contains (tilesets, tileset->id ? tileset->id : ""))
        return check_fail (error, name, tileset->line, "two tile sets have the id “%s”",
                           tileset->id);
      if (!check_tileset (tileset, name, error))
        return FALSE;
      g_hash_table_insert (tilesets, tileset->id ? tileset->id : "", tileset);
    }

  for (guint i = 0; i < self->maps->len; i++)
    {
      PfMap *map = g_ptr_array_index (self->maps, i);

      if (!id_is_new (map_ids, map->id))
        return check_fail (error, name, map->line, "two maps have the id “%s”", map->id);
      if (!check_map (tilesets, map, name, error))
        return FALSE;
    }

  if (self->playtest != NULL)
    {
      guint sum = 0;

      for (guint i = 0; i < PF_N_SPECIALS; i++)
        sum += self->playtest->frequencies[i];
      if (sum != 100)
        return check_fail (error, name, self->playtest->line,
                           "special frequencies add up to %u, not 100", sum);
    }

  return TRUE;
}

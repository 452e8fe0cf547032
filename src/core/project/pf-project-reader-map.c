/* pf-project-reader-map.c: loading tile sets, maps and their placements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <string.h>

#include "pf-map-compact.h"
#include "pf-project-reader-private.h"

static const char * const no_items[] = { NULL };
static const char * const tileset_items[] = { "shape", NULL };
static const char * const shape_items[] = { "variant", NULL };

static gboolean
parse_colour (const char *text,
              guint32    *colour)
{
  char *end = NULL;

  if (text == NULL || text[0] != '#' || strlen (text) != 7)
    return FALSE;
  *colour = (guint32) strtoul (text + 1, &end, 16);
  return *end == '\0';
}

/* Tile sets */

static gboolean
load_shape (Reader     *reader,
            xmlNode    *node,
            PfTileset  *tileset,
            GHashTable *terrains)
{
  g_autoptr(GHashTable) variant_ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *id = get_attr (node, "id");
  g_autofree char *weight = get_attr (node, "weight");
  g_autofree char *rotate = get_attr (node, "rotate");
  PfShape *shape = NULL;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_named (child, "cells"))
        {
          g_autoptr(GArray) numbers = NULL;
          g_autoptr(GPtrArray) lines = pf_project_reader_body_lines (reader, child, &numbers);
          guint width = lines->len ? strlen (g_ptr_array_index (lines, 0)) : 0;

          if (lines->len == 0 || width == 0)
            return fail (reader, child, "shape “%s” has no cells", id);
          if (lines->len > 64 || width > 64)
            return fail (reader, child, "shape “%s” is larger than 64 x 64", id);

          shape = pf_shape_new (id, width, lines->len);
          shape->line = pf_project_reader_node_line (reader, node);
          shape->weight = g_ascii_strtod (weight, NULL);
          shape->rotate = g_strcmp0 (rotate, "true") == 0;
          shape->ext = take_extensions (reader, node, shape_items);
          g_ptr_array_add (tileset->shapes, shape);

          for (guint y = 0; y < lines->len; y++)
            {
              const char *text = g_ptr_array_index (lines, y);
              guint line = g_array_index (numbers, guint, y);

              if (strlen (text) != width)
                return pf_project_reader_fail_at (reader, PF_ERROR_SEMANTIC, line,
                                "shape “%s”: every row must be %u characters long", id, width);
              for (guint x = 0; x < width; x++)
                {
                  if (text[x] != '#' && text[x] != '.')
                    return pf_project_reader_fail_at (reader, PF_ERROR_SEMANTIC, line,
                                    "shape “%s”: “%c” is not # (filled) or . (empty)",
                                    id, text[x]);
                  shape->cells[y * width + x] = text[x] == '#';
                }
            }
        }
      else if (is_named (child, "variant"))
        {
          g_autofree char *variant_id = get_attr (child, "id");
          g_autofree char *colour = get_attr (child, "colour");
          PfVariant *variant;
          gint64 terrain;

          if (!get_int_attr (reader, child, "terrain", 0, G_MAXINT, 0, &terrain))
            return FALSE;
          if (variant_id != NULL && g_hash_table_contains (variant_ids, variant_id))
            return fail (reader, child, "shape “%s” has two variants with id “%s”",
                         id, variant_id);
          variant = pf_variant_new (variant_id);
          g_free (variant->name);
          variant->name = get_attr (child, "name");
          parse_colour (colour, &variant->colour);
          variant->terrain = terrain;
          variant->image = get_attr (child, "image");
          variant->ext = take_extensions (reader, child, no_items);
          g_ptr_array_add (shape->variants, variant);
          if (variant->id != NULL)
            g_hash_table_add (variant_ids, variant->id);
          if (!g_hash_table_contains (terrains, GINT_TO_POINTER (terrain)))
            return fail (reader, child, "variant “%s” of shape “%s” names terrain %d, "
                         "which tile set “%s” does not define",
                         variant_id, id, (int) terrain, tileset->id);
        }
    }
  return TRUE;
}

gboolean
pf_project_reader_load_tileset (Reader    *reader,
                                xmlNode   *node,
                                PfProject *project)
{
  g_autofree char *id = get_attr (node, "id");
  PfTileset *tileset = pf_tileset_new (id);

  g_autoptr(GHashTable) terrains = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) shape_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  load_item_common (reader, node, tileset_items, &tileset->line, &tileset->ext, &tileset->meta);
  g_ptr_array_add (project->tilesets, tileset);
  if (id != NULL && !g_hash_table_contains (reader->tilesets, id))
    g_hash_table_insert (reader->tilesets, tileset->id, tileset);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_named (child, "terrain"))
        {
          g_autofree char *colour = get_attr (child, "colour");
          PfTerrain terrain = { 0, };
          gint64 terrain_id;

          if (!get_int_attr (reader, child, "id", 0, G_MAXINT, 0, &terrain_id))
            return FALSE;
          if (!g_hash_table_add (terrains, GINT_TO_POINTER (terrain_id)))
            return fail (reader, child, "tile set “%s” defines terrain %d twice",
                         id, (int) terrain_id);
          terrain.id = terrain_id;
          terrain.name = get_attr (child, "name");
          parse_colour (colour, &terrain.colour);
          g_array_append_val (tileset->terrains, terrain);
        }
      else if (is_named (child, "forbid"))
        {
          PfForbid forbid;
          gint64 a, b;

          if (!get_int_attr (reader, child, "a", 0, G_MAXINT, 0, &a) ||
              !get_int_attr (reader, child, "b", 0, G_MAXINT, 0, &b))
            return FALSE;
          if (!g_hash_table_contains (terrains, GINT_TO_POINTER (a)) ||
              !g_hash_table_contains (terrains, GINT_TO_POINTER (b)))
            return fail (reader, child, "forbid rule names terrain %d, which tile set “%s” "
                         "does not define",
                         g_hash_table_contains (terrains, GINT_TO_POINTER (a)) ? (int) b : (int) a,
                         id);
          forbid.a = a;
          forbid.b = b;
          g_array_append_val (tileset->forbids, forbid);
        }
      else if (is_named (child, "shape"))
        {
          g_autofree char *shape_id = get_attr (child, "id");

          if (shape_id != NULL && g_hash_table_contains (shape_ids, shape_id))
            return fail (reader, child, "tile set “%s” has two shapes with id “%s”",
                         id, shape_id);
          if (!load_shape (reader, child, tileset, terrains))
            return FALSE;
          if (shape_id != NULL)
            g_hash_table_add (shape_ids, g_steal_pointer (&shape_id));
        }
    }
  return TRUE;
}

/* Maps */

/* Placements name their shape and variant by id: these tables find them in
 * constant time, built once per tile set however many maps use it. */
typedef struct
{
  const PfTileset  *tileset;
  GHashTable       *shapes;     /* shape id → index + 1, the first of each id */
  GHashTable      **variants;   /* per shape, built when first needed: id → index + 1 */
} PlacementIndex;

void
pf_project_reader_placement_index_free (gpointer data)
{
  PlacementIndex *index = data;

  for (guint s = 0; s < index->tileset->shapes->len; s++)
    g_clear_pointer (&index->variants[s], g_hash_table_unref);
  g_free (index->variants);
  g_hash_table_unref (index->shapes);
  g_free (index);
}

static PlacementIndex *
placement_index (Reader          *reader,
                 const PfTileset *tileset)
{
  PlacementIndex *index = g_hash_table_lookup (reader->placement_indexes, tileset);

  if (index != NULL)
    return index;

  index = g_new0 (PlacementIndex, 1);
  index->tileset = tileset;
  index->shapes = g_hash_table_new (g_str_hash, g_str_equal);
  index->variants = g_new0 (GHashTable *, MAX (tileset->shapes->len, 1));
  for (guint s = tileset->shapes->len; s > 0; s--)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s - 1);

      /* Backwards, so that the first shape of an id wins. */
      if (shape->id != NULL)
        g_hash_table_insert (index->shapes, shape->id, GUINT_TO_POINTER (s));
    }
  g_hash_table_insert (reader->placement_indexes, (gpointer) tileset, index);
  return index;
}

/* The index of shape @id, or -1. */
static int
find_shape (PlacementIndex *index,
            const char     *id)
{
  guint found = id ? GPOINTER_TO_UINT (g_hash_table_lookup (index->shapes, id)) : 0;

  return (int) found - 1;
}

/* The index of variant @id of shape @s, or -1. */
static int
find_variant (PlacementIndex *index,
              guint           s,
              const char     *id)
{
  if (index->variants[s] == NULL)
    {
      const PfShape *shape = g_ptr_array_index (index->tileset->shapes, s);

      index->variants[s] = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint v = shape->variants->len; v > 0; v--)
        {
          const PfVariant *variant = g_ptr_array_index (shape->variants, v - 1);

          if (variant->id != NULL)
            g_hash_table_insert (index->variants[s], variant->id, GUINT_TO_POINTER (v));
        }
    }
  return id ? (int) GPOINTER_TO_UINT (g_hash_table_lookup (index->variants[s], id)) - 1 : -1;
}

/* One <placement> element */
static gboolean
load_placement (Reader         *reader,
                xmlNode        *node,
                PlacementIndex *index,
                PfMap          *map)
{
  g_autofree char *shape_id = get_attr (node, "shape");
  g_autofree char *variant_id = get_attr (node, "variant");
  g_autofree char *locked = get_attr (node, "locked");
  PfPlacement placement = { 0, };
  gint64 rotation, x, y;
  int s, v;

  s = find_shape (index, shape_id);
  if (s < 0)
    return fail (reader, node, "placement uses shape “%s”, which tile set “%s” does not "
                 "define", shape_id, index->tileset->id);
  v = find_variant (index, s, variant_id);
  if (v < 0)
    return fail (reader, node, "placement uses variant “%s”, which shape “%s” does not "
                 "define", variant_id, shape_id);
  if (!get_int_attr (reader, node, "rotation", 0, 3, 0, &rotation) ||
      !get_int_attr (reader, node, "x", 0, 4095, 0, &x) ||
      !get_int_attr (reader, node, "y", 0, 4095, 0, &y))
    return FALSE;
  placement.shape = s;
  placement.variant = v;
  placement.rotation = rotation;
  placement.locked = g_strcmp0 (locked, "true") == 0;
  placement.x = x;
  placement.y = y;
  placement.line = pf_project_reader_node_line (reader, node);
  g_array_append_val (map->placements, placement);
  return TRUE;
}

/* The compact form: a <palette> of keys, then the keys in scan order in one
 * or more <placements> texts (pf-map-compact.h). */
static gboolean
load_compact (Reader         *reader,
              xmlNode        *palette,
              PlacementIndex *index,
              PfMap          *map)
{
  g_autoptr(PfMapDecoder) decoder = NULL;

  if (reader->version < 2)
    return fail (reader, palette, "map “%s” is in the compact form (<palette> and "
                 "<placements>), which needs format version 2; the file says version %"
                 G_GINT64_FORMAT, map->id, reader->version);

  decoder = pf_map_decoder_new (map, index->tileset);
  if (reader->version < 3)
    pf_map_decoder_refuse_empty (decoder);
  if (reader->version < 4)
    pf_map_decoder_refuse_locked (decoder);
  for (xmlNode *child = palette->children; child != NULL; child = child->next)
    {
      g_autofree char *name = NULL;
      g_autofree char *shape_id = NULL;
      g_autofree char *variant_id = NULL;
      g_autofree char *locked = NULL;
      g_autoptr(GError) error = NULL;
      PfMapKey key = { { 0 }, };
      gint64 rotation;
      int s, v;

      if (!is_named (child, "key"))
        continue;
      name = get_attr (child, "name");
      shape_id = get_attr (child, "shape");
      variant_id = get_attr (child, "variant");
      locked = get_attr (child, "locked");
      s = find_shape (index, shape_id);
      if (s < 0)
        return fail (reader, child, "key “%s” uses shape “%s”, which tile set “%s” does not "
                     "define", name, shape_id, index->tileset->id);
      v = find_variant (index, s, variant_id);
      if (v < 0)
        return fail (reader, child, "key “%s” uses variant “%s”, which shape “%s” does not "
                     "define", name, variant_id, shape_id);
      if (!get_int_attr (reader, child, "rotation", 0, 3, 0, &rotation))
        return FALSE;
      g_strlcpy (key.name, name ? name : "", sizeof key.name);
      if (name != NULL && strlen (name) >= sizeof key.name)
        key.name[0] = '!';   /* too long: refused by the decoder */
      key.shape = s;
      key.variant = v;
      key.rotation = rotation;
      key.locked = g_strcmp0 (locked, "true") == 0;
      if (!pf_map_decoder_add_key (decoder, &key, &error))
        return fail (reader, child, "%s", error->message);
    }

  for (xmlNode *child = palette->next; child != NULL; child = child->next)
    {
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      guint line = 0;

      if (!is_named (child, "placements"))
        continue;
      text = get_text (child);
      if (!pf_map_decoder_feed (decoder, text, pf_project_reader_node_line (reader, child),
                                &line, &error))
        return pf_project_reader_fail_at (reader, PF_ERROR_SEMANTIC, line, "%s",
                                          error->message);
    }
  return TRUE;
}

gboolean
pf_project_reader_load_map (Reader    *reader,
                            xmlNode   *node,
                            PfProject *project)
{
  g_autofree char *id = get_attr (node, "id");
  g_autofree char *mode = get_attr (node, "mode");
  PfMap *map = pf_map_new (id);
  PlacementIndex *index;
  PfTileset *tileset;
  gint64 width, height;

  load_item_common (reader, node, no_items, &map->line, &map->ext, &map->meta);
  map->tileset = get_attr (node, "tileset");
  g_ptr_array_add (project->maps, map);
  pf_map_mode_from_string (mode, &map->mode);
  if (!get_int_attr (reader, node, "width", 1, 4096, 1, &width) ||
      !get_int_attr (reader, node, "height", 1, 4096, 1, &height) ||
      !get_uint64_attr (reader, node, "seed", &map->seed))
    return FALSE;
  map->width = width;
  map->height = height;

  tileset = map->tileset ? g_hash_table_lookup (reader->tilesets, map->tileset) : NULL;
  if (tileset == NULL)
    return fail (reader, node, "map “%s” uses tile set “%s”, which the project does not define",
                 id, map->tileset);

  index = placement_index (reader, tileset);
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_named (child, "palette"))
        return load_compact (reader, child, index, map);
      if (is_named (child, "placement") && !load_placement (reader, child, index, map))
        return FALSE;
    }
  return TRUE;
}

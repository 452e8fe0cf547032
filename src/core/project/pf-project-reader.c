/* pf-project-reader.c: loading project files into the model (after pf-project-parser.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>

#include "pf-error.h"
#include "pf-project-reader-private.h"

/* Auxiliary methods */

guint
pf_project_reader_node_line (xmlNode *node)
{
  long line = node ? xmlGetLineNo (node) : 0;

  return line > 0 ? (guint) line : 0;
}

gboolean
pf_project_reader_fail_at (Reader     *reader,
                           PfError     code,
                           guint       line,
                           const char *format,
                           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (reader->error != NULL)
    return FALSE;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  reader->error = g_error_new (PF_ERROR, code, "%s:%u: %s", reader->name, line, message);
  return FALSE;
}


static gboolean
is_own_element (xmlNode *node)
{
  return node->type == XML_ELEMENT_NODE && node->ns == NULL;
}

static gboolean
is_named (xmlNode    *node,
          const char *name)
{
  return is_own_element (node) && strcmp ((const char *) node->name, name) == 0;
}

static char *
get_attr (xmlNode    *node,
          const char *name)
{
  g_autoptr(xmlChar) value = xmlGetNoNsProp (node, BAD_CAST name);

  return value ? g_strdup ((const char *) value) : NULL;
}

static char *
get_text (xmlNode *node)
{
  g_autoptr(xmlChar) value = xmlNodeGetContent (node);

  return g_strdup (value ? (const char *) value : "");
}

static gboolean
get_int_attr (Reader     *reader,
              xmlNode    *node,
              const char *name,
              gint64      min,
              gint64      max,
              gint64      fallback,
              gint64     *out)
{
  g_autofree char *text = get_attr (node, name);
  char *end = NULL;
  gint64 value;

  if (text == NULL)
    {
      *out = fallback;
      return TRUE;
    }

  errno = 0;
  value = g_ascii_strtoll (g_strstrip (text), &end, 10);
  if (end == text || *end != '\0' || errno != 0 || value < min || value > max)
    return fail (reader, node, "attribute %s=\"%s\" must be a whole number from %" G_GINT64_FORMAT
                 " to %" G_GINT64_FORMAT, name, text, min, max);
  *out = value;
  return TRUE;
}

static gboolean
get_uint64_attr (Reader     *reader,
                 xmlNode    *node,
                 const char *name,
                 guint64    *out)
{
  g_autofree char *text = get_attr (node, name);
  char *end = NULL;

  if (text == NULL)
    return TRUE;
  errno = 0;
  *out = g_ascii_strtoull (g_strstrip (text), &end, 10);
  if (end == text || *end != '\0' || errno != 0 || text[0] == '-')
    return fail (reader, node, "attribute %s=\"%s\" must be a whole number", name, text);
  return TRUE;
}

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

static const char * const no_items[] = { NULL };
static const char * const project_items[] = {
  "tri-pack", "shell-layout", "tileset", "map", "playtest", NULL
};
static const char * const pack_items[] = { "tri-level", NULL };
static const char * const tileset_items[] = { "shape", NULL };
static const char * const shape_items[] = { "variant", NULL };

/* The foreign content of a model item's element and of its plain descendants. */
static PfExtensions *
take_extensions (Reader             *reader,
                 xmlNode            *node,
                 const char * const *item_names)
{
  PfExtensions *ext = NULL;

  g_hash_table_steal_extended (reader->extensions, node, NULL, (gpointer *) &ext);
  pf_extensions_adopt_descendants (&ext, node, reader->extensions, item_names);
  return ext;
}

/* Loading (after validation: the structure is known to be right) */

static void
load_meta (xmlNode *parent,
           PfMeta  *meta)
{
  for (xmlNode *node = parent->children; node != NULL; node = node->next)
    {
      if (!is_named (node, "meta"))
        continue;
      for (xmlNode *field = node->children; field != NULL; field = field->next)
        {
          if (is_named (field, "title"))
            meta->title = get_text (field);
          else if (is_named (field, "author"))
            meta->author = get_text (field);
          else if (is_named (field, "notes"))
            meta->notes = get_text (field);
        }
    }
}

/* Splits a text body into lines, dropping blank lines before and after.
 * @first_line is the line of the element holding the text. */
static GPtrArray *
body_lines (xmlNode  *node,
            GArray  **line_numbers)
{
  g_autofree char *text = get_text (node);
  g_auto(GStrv) raw = g_strsplit (text, "\n", -1);
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  guint base = pf_project_reader_node_line (node);
  int first = -1, last = -1;

  *line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  for (int i = 0; raw[i] != NULL; i++)
    {
      g_strstrip (raw[i]);
      if (raw[i][0] != '\0')
        {
          if (first < 0)
            first = i;
          last = i;
        }
    }

  for (int i = first; first >= 0 && i <= last; i++)
    {
      guint line = base + i;

      g_ptr_array_add (lines, g_strdup (raw[i]));
      g_array_append_val (*line_numbers, line);
    }
  return lines;
}

static gboolean
load_grid (Reader     *reader,
           xmlNode    *grid,
           PfTriLevel *level)
{
  g_autoptr(GArray) numbers = NULL;
  g_autoptr(GPtrArray) lines = body_lines (grid, &numbers);

  level->grid_line = pf_project_reader_node_line (grid);
  if (lines->len != PF_TRI_ROWS)
    return fail (reader, grid, "a grid has %d rows of 32 characters, this one has %u lines",
                 PF_TRI_ROWS, lines->len);

  for (guint row = 0; row < PF_TRI_ROWS; row++)
    {
      const char *text = g_ptr_array_index (lines, row);
      guint line = g_array_index (numbers, guint, row);

      if (text[0] == '\0')
        return pf_project_reader_fail_at (reader, PF_ERROR_SEMANTIC, line, "grid row %u is blank", row);
      if (strlen (text) != PF_TRI_COLS * 2)
        return pf_project_reader_fail_at (reader, PF_ERROR_SEMANTIC, line,
                        "grid row %u has %zu characters, expected 32", row, strlen (text));
      for (guint i = 0; i < PF_TRI_COLS * 2; i++)
        {
          guint index = row * 32 + i;

          switch (text[i])
            {
            case '#':
              pf_tri_mask_set (&level->walls, index, TRUE);
              break;
            case '*':
              pf_tri_mask_set (&level->goals, index, TRUE);
              break;
            case '.':
              break;
            default:
              return pf_project_reader_fail_at (reader, PF_ERROR_SEMANTIC, line,
                              "grid row %u, character %u: “%c” is not # (wall), . (floor) "
                              "or * (goal)", row, i + 1, text[i]);
            }
        }
    }
  return TRUE;
}

static gboolean
load_block (Reader     *reader,
            xmlNode    *node,
            PfTriLevel *level)
{
  g_autofree char *axis = get_attr (node, "axis");
  g_autofree char *ori = get_attr (node, "ori");
  g_autofree char *key = get_attr (node, "key");
  gint64 row, col, length;
  PfTriBlock *block;

  if (level->n_blocks >= PF_TRI_MAX_BLOCKS)
    return fail (reader, node, "level “%s” has more than %d blocks", level->id,
                 PF_TRI_MAX_BLOCKS);

  if (!get_int_attr (reader, node, "row", 0, PF_TRI_ROWS - 1, 0, &row) ||
      !get_int_attr (reader, node, "col", 0, PF_TRI_COLS - 1, 0, &col) ||
      !get_int_attr (reader, node, "length", 2, 32, 2, &length))
    return FALSE;

  block = &level->blocks[level->n_blocks++];
  pf_tri_axis_from_string (axis, &block->axis);
  block->first = pf_tri_index (row, col, g_strcmp0 (ori, "down") == 0 ? PF_TRI_DOWN : PF_TRI_UP);
  block->length = length;
  block->key = g_strcmp0 (key, "true") == 0;
  block->line = pf_project_reader_node_line (node);
  return TRUE;
}

static gboolean
load_level (Reader    *reader,
            xmlNode   *node,
            PfTriPack *pack)
{
  g_autofree char *id = get_attr (node, "id");
  PfTriLevel *level = pf_tri_level_new (id);

  level->line = pf_project_reader_node_line (node);
  level->ext = take_extensions (reader, node, no_items);
  g_ptr_array_add (pack->levels, level);
  load_meta (node, &level->meta);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_named (child, "grid"))
        {
          if (!load_grid (reader, child, level))
            return FALSE;
        }
      else if (is_named (child, "block"))
        {
          if (!load_block (reader, child, level))
            return FALSE;
        }
      else if (is_named (child, "solution"))
        {
          gint64 moves, steps;

          if (!get_int_attr (reader, child, "moves", 0, G_MAXINT, -1, &moves) ||
              !get_int_attr (reader, child, "steps", 0, G_MAXINT, -1, &steps))
            return FALSE;
          level->figures.moves = moves;
          level->figures.steps = steps;
        }
      else if (is_named (child, "analysis"))
        {
          g_autofree char *difficulty = get_attr (child, "difficulty");
          gint64 value;

          if (!get_int_attr (reader, child, "reachable", 0, G_MAXINT64, -1,
                             &level->figures.reachable) ||
              !get_int_attr (reader, child, "solved-states", 0, G_MAXINT64, -1,
                             &level->figures.solved_states) ||
              !get_int_attr (reader, child, "farther-states", 0, G_MAXINT64, -1,
                             &level->figures.farther_states) ||
              !get_int_attr (reader, child, "max-distance", 0, G_MAXINT, -1, &value))
            return FALSE;
          level->figures.max_distance = value;
          level->figures.difficulty = difficulty ? g_ascii_strtod (difficulty, NULL) : -1.0;
        }
    }
  return TRUE;
}

static gboolean
load_pack (Reader    *reader,
           xmlNode   *node,
           PfProject *project)
{
  g_autofree char *id = get_attr (node, "id");
  PfTriPack *pack = pf_tri_pack_new (id);

  pack->line = pf_project_reader_node_line (node);
  pack->ext = take_extensions (reader, node, pack_items);
  g_ptr_array_add (project->packs, pack);
  load_meta (node, &pack->meta);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (is_named (child, "tri-level") && !load_level (reader, child, pack))
      return FALSE;
  return TRUE;
}

static gboolean
load_layout (Reader    *reader,
             xmlNode   *node,
             PfProject *project)
{
  g_autofree char *id = get_attr (node, "id");
  PfShellLayout *layout = pf_shell_layout_new (id);

  layout->line = pf_project_reader_node_line (node);
  layout->ext = take_extensions (reader, node, no_items);
  g_ptr_array_add (project->layouts, layout);
  load_meta (node, &layout->meta);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      gint64 x, y, colour;
      PfShellCell cell;

      if (!is_named (child, "cell"))
        continue;
      if (!get_int_attr (reader, child, "x", -64, 63, 0, &x) ||
          !get_int_attr (reader, child, "y", -64, 63, 0, &y) ||
          !get_int_attr (reader, child, "colour", 1, 7, 1, &colour))
        return FALSE;
      if (pf_shell_layout_find_cell (layout, x, y) >= 0)
        return fail (reader, child, "layout “%s” has two cells at (%d, %d)",
                     layout->id, (int) x, (int) y);
      cell.x = x;
      cell.y = y;
      cell.colour = colour;
      g_array_append_val (layout->cells, cell);
    }
  return TRUE;
}

static gboolean
load_shape (Reader    *reader,
            xmlNode   *node,
            PfTileset *tileset)
{
  g_autofree char *id = get_attr (node, "id");
  g_autofree char *weight = get_attr (node, "weight");
  g_autofree char *rotate = get_attr (node, "rotate");
  PfShape *shape = NULL;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_named (child, "cells"))
        {
          g_autoptr(GArray) numbers = NULL;
          g_autoptr(GPtrArray) lines = body_lines (child, &numbers);
          guint width = lines->len ? strlen (g_ptr_array_index (lines, 0)) : 0;

          if (lines->len == 0 || width == 0)
            return fail (reader, child, "shape “%s” has no cells", id);
          if (lines->len > 64 || width > 64)
            return fail (reader, child, "shape “%s” is larger than 64 x 64", id);

          shape = pf_shape_new (id, width, lines->len);
          shape->line = pf_project_reader_node_line (node);
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
          if (pf_shape_find_variant (shape, variant_id, NULL) != NULL)
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
          if (pf_tileset_find_terrain (tileset, terrain) == NULL)
            return fail (reader, child, "variant “%s” of shape “%s” names terrain %d, "
                         "which tile set “%s” does not define",
                         variant_id, id, (int) terrain, tileset->id);
        }
    }
  return TRUE;
}

static gboolean
load_tileset (Reader    *reader,
              xmlNode   *node,
              PfProject *project)
{
  g_autofree char *id = get_attr (node, "id");
  PfTileset *tileset = pf_tileset_new (id);

  tileset->line = pf_project_reader_node_line (node);
  tileset->ext = take_extensions (reader, node, tileset_items);
  g_ptr_array_add (project->tilesets, tileset);
  load_meta (node, &tileset->meta);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_named (child, "terrain"))
        {
          g_autofree char *colour = get_attr (child, "colour");
          PfTerrain terrain = { 0, };
          gint64 terrain_id;

          if (!get_int_attr (reader, child, "id", 0, G_MAXINT, 0, &terrain_id))
            return FALSE;
          if (pf_tileset_find_terrain (tileset, terrain_id) != NULL)
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
          if (pf_tileset_find_terrain (tileset, a) == NULL ||
              pf_tileset_find_terrain (tileset, b) == NULL)
            return fail (reader, child, "forbid rule names terrain %d, which tile set “%s” "
                         "does not define",
                         pf_tileset_find_terrain (tileset, a) ? (int) b : (int) a, id);
          forbid.a = a;
          forbid.b = b;
          g_array_append_val (tileset->forbids, forbid);
        }
      else if (is_named (child, "shape"))
        {
          g_autofree char *shape_id = get_attr (child, "id");

          if (pf_tileset_find_shape (tileset, shape_id, NULL) != NULL)
            return fail (reader, child, "tile set “%s” has two shapes with id “%s”",
                         id, shape_id);
          if (!load_shape (reader, child, tileset))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
load_map (Reader    *reader,
          xmlNode   *node,
          PfProject *project)
{
  g_autofree char *id = get_attr (node, "id");
  g_autofree char *mode = get_attr (node, "mode");
  PfMap *map = pf_map_new (id);
  PfTileset *tileset;
  gint64 width, height;

  map->line = pf_project_reader_node_line (node);
  map->ext = take_extensions (reader, node, no_items);
  map->tileset = get_attr (node, "tileset");
  g_ptr_array_add (project->maps, map);
  load_meta (node, &map->meta);
  pf_map_mode_from_string (mode, &map->mode);
  if (!get_int_attr (reader, node, "width", 1, 4096, 1, &width) ||
      !get_int_attr (reader, node, "height", 1, 4096, 1, &height) ||
      !get_uint64_attr (reader, node, "seed", &map->seed))
    return FALSE;
  map->width = width;
  map->height = height;

  tileset = pf_project_find_tileset (project, map->tileset);
  if (tileset == NULL)
    return fail (reader, node, "map “%s” uses tile set “%s”, which the project does not define",
                 id, map->tileset);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      g_autofree char *shape_id = NULL;
      g_autofree char *variant_id = NULL;
      PfPlacement placement = { 0, };
      gint64 rotation, x, y;
      PfShape *shape;

      if (!is_named (child, "placement"))
        continue;
      shape_id = get_attr (child, "shape");
      variant_id = get_attr (child, "variant");
      shape = pf_tileset_find_shape (tileset, shape_id, &placement.shape);
      if (shape == NULL)
        return fail (reader, child, "placement uses shape “%s”, which tile set “%s” does not "
                     "define", shape_id, tileset->id);
      if (pf_shape_find_variant (shape, variant_id, &placement.variant) == NULL)
        return fail (reader, child, "placement uses variant “%s”, which shape “%s” does not "
                     "define", variant_id, shape_id);
      if (!get_int_attr (reader, child, "rotation", 0, 3, 0, &rotation) ||
          !get_int_attr (reader, child, "x", 0, 4095, 0, &x) ||
          !get_int_attr (reader, child, "y", 0, 4095, 0, &y))
        return FALSE;
      placement.rotation = rotation;
      placement.x = x;
      placement.y = y;
      placement.line = pf_project_reader_node_line (child);
      g_array_append_val (map->placements, placement);
    }
  return TRUE;
}

static gboolean
load_playtest (Reader    *reader,
               xmlNode   *node,
               PfProject *project)
{
  g_autoptr(PfPlaytestSettings) settings = pf_playtest_settings_new ();
  g_autofree char *well = get_attr (node, "well");
  g_autofree char *rotation = get_attr (node, "rotation-system");
  gint64 das, arr;

  if (project->playtest != NULL)
    return fail (reader, node, "a project has at most one <playtest> element");

  settings->line = pf_project_reader_node_line (node);
  settings->ext = take_extensions (reader, node, no_items);
  settings->well = g_strcmp0 (well, "tetrinet") == 0 ? PF_WELL_TETRINET : PF_WELL_GUIDELINE;
  if (rotation != NULL)
    {
      g_free (settings->rotation_system);
      settings->rotation_system = g_steal_pointer (&rotation);
    }
  if (!get_uint64_attr (reader, node, "seed", &settings->seed) ||
      !get_int_attr (reader, node, "das", 0, 1000, settings->das_ms, &das) ||
      !get_int_attr (reader, node, "arr", 0, 1000, settings->arr_ms, &arr))
    return FALSE;
  settings->das_ms = das;
  settings->arr_ms = arr;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_named (child, "specials"))
        {
          g_autofree char *method = get_attr (child, "method");
          g_autofree char *frequencies = get_attr (child, "frequencies");
          gint64 lines, per_award, capacity;

          settings->method = g_strcmp0 (method, "itetrinet") == 0 ? PF_SPECIALS_ITETRINET
                                                                   : PF_SPECIALS_GTETRINET;
          if (frequencies != NULL)
            {
              g_autoptr(GError) error = NULL;

              if (!pf_specials_frequencies_parse (frequencies, settings->frequencies, &error))
                return fail (reader, child, "%s", error->message);
            }
          if (!get_int_attr (reader, child, "lines-per-special", 1, 100,
                             settings->lines_per_special, &lines) ||
              !get_int_attr (reader, child, "per-award", 1, 100,
                             settings->specials_per_award, &per_award) ||
              !get_int_attr (reader, child, "capacity", 1, 100,
                             settings->inventory_capacity, &capacity))
            return FALSE;
          settings->lines_per_special = lines;
          settings->specials_per_award = per_award;
          settings->inventory_capacity = capacity;
        }
      else if (is_named (child, "field"))
        {
          g_autofree char *text = get_text (child);

          settings->field_format = get_attr (child, "format");
          settings->field = g_strdup (g_strstrip (text));
        }
    }

  project->playtest = g_steal_pointer (&settings);
  return TRUE;
}

static gboolean
load_project (Reader    *reader,
              xmlNode   *root,
              PfProject *project)
{
  project->ext = take_extensions (reader, root, project_items);
  load_meta (root, &project->meta);

  /* Tile sets first, so maps can resolve their references wherever they are. */
  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      if (is_named (node, "tileset"))
        {
          g_autofree char *id = get_attr (node, "id");

          if (pf_project_find_tileset (project, id) != NULL)
            return fail (reader, node, "two tile sets have the id “%s”", id);
          if (!load_tileset (reader, node, project))
            return FALSE;
        }
    }

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      g_autofree char *id = is_own_element (node) ? get_attr (node, "id") : NULL;

      if (is_named (node, "tri-pack"))
        {
          if (pf_project_find_pack (project, id) != NULL)
            return fail (reader, node, "two packs have the id “%s”", id);
          if (!load_pack (reader, node, project))
            return FALSE;
        }
      else if (is_named (node, "shell-layout"))
        {
          if (pf_project_find_layout (project, id) != NULL)
            return fail (reader, node, "two shell layouts have the id “%s”", id);
          if (!load_layout (reader, node, project))
            return FALSE;
        }
      else if (is_named (node, "map"))
        {
          if (pf_project_find_map (project, id) != NULL)
            return fail (reader, node, "two maps have the id “%s”", id);
          if (!load_map (reader, node, project))
            return FALSE;
        }
      else if (is_named (node, "playtest"))
        {
          if (!load_playtest (reader, node, project))
            return FALSE;
        }
    }
  return TRUE;
}

PfProject *
pf_project_load_from_data (const char  *data,
                           gssize       length,
                           const char  *display_name,
                           GError     **error)
{
  Reader reader = { 0, };
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(PfProject) project = NULL;
  g_autoptr(xmlChar) version_text = NULL;
  xmlNode *root;
  gint64 version;
  char *end = NULL;

  g_return_val_if_fail (data != NULL, NULL);

  if (length < 0)
    length = strlen (data);

  reader.name = display_name ? display_name : "project";
  reader.extensions = g_hash_table_new_full (NULL, NULL, NULL,
                                             (GDestroyNotify) pf_extensions_free);

  doc = pf_project_reader_parse (&reader, data, length);
  if (doc == NULL)
    goto out;

  root = xmlDocGetRootElement (doc);
  if (root == NULL || !is_named (root, "polyform-project"))
    {
      fail (&reader, root, "the root element must be <polyform-project>");
      goto out;
    }

  /* Judge the version before the schema, so a newer file gets a clear message. */
  version_text = xmlGetNoNsProp (root, BAD_CAST "version");
  /* The schema collapses white space around the number, so strip it here too. */
  if (version_text != NULL)
    g_strstrip ((char *) version_text);
  version = version_text ? g_ascii_strtoll ((const char *) version_text, &end, 10) : 0;
  if (version_text != NULL && end != NULL && *end == '\0' &&
      version > PF_PROJECT_FORMAT_VERSION)
    {
      pf_project_reader_fail_at (&reader, PF_ERROR_VERSION, pf_project_reader_node_line (root),
               "this project uses format version %s, but this version of "
               "Polyform Studio reads version %d at most; please update the application",
               (const char *) version_text, PF_PROJECT_FORMAT_VERSION);
      goto out;
    }

  pf_project_reader_set_aside_foreign (&reader, root);
  if (!pf_project_reader_validate (&reader, doc))
    goto out;

  project = pf_project_new ();
  if (!load_project (&reader, root, project))
    goto out;

  if (!pf_project_check (project, reader.name, &reader.error))
    goto out;

out:
  g_hash_table_unref (reader.extensions);
  if (reader.error != NULL)
    {
      g_propagate_error (error, reader.error);
      return NULL;
    }
  return g_steal_pointer (&project);
}

PfProject *
pf_project_load (GFile   *file,
                 GError **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *contents = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;

  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, &local_error))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", name, local_error->message);
      return NULL;
    }
  return pf_project_load_from_data (contents, length, name, error);
}

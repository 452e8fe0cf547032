/* pf-pack-json-read.c: reading pack JSON back into levels, with json-glib
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <string.h>

#include "pf-json-reader-private.h"
#include "pf-pack-json.h"
#include "pf-project-private.h"

static char *
meta_text (const char *text)
{
  return text != NULL && text[0] != '\0' ? g_strdup (text) : NULL;
}

static gboolean
read_meta (PfJsonReader *reader,
           JsonObject   *object,
           const char   *what,
           PfMeta       *meta)
{
  const char *title, *author, *notes;

  if (!pf_json_reader_string (reader, object, what, "title", TRUE, &title) ||
      !pf_json_reader_string (reader, object, what, "author", TRUE, &author) ||
      !pf_json_reader_string (reader, object, what, "notes", TRUE, &notes))
    return FALSE;
  meta->title = meta_text (title);
  meta->author = meta_text (author);
  meta->notes = meta_text (notes);
  return TRUE;
}

static gboolean
read_grid (PfJsonReader *reader,
           JsonObject   *object,
           const char   *what,
           PfTriLevel   *level)
{
  JsonArray *grid = pf_json_reader_array (reader, object, what, "grid");

  if (grid == NULL)
    return FALSE;
  if (json_array_get_length (grid) != PF_TRI_ROWS)
    return pf_json_reader_fail (reader, object, "%s: “grid” has %u rows; a grid has %d rows of "
                                "32 characters", what, json_array_get_length (grid),
                                PF_TRI_ROWS);
  for (guint row = 0; row < PF_TRI_ROWS; row++)
    {
      JsonNode *node = json_array_get_element (grid, row);
      g_autofree char *problem = NULL;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        return pf_json_reader_fail (reader, object, "%s: grid row %u is not a string", what,
                                    row);
      problem = pf_tri_level_read_grid_row (level, row, json_node_get_string (node));
      if (problem != NULL)
        return pf_json_reader_fail (reader, object, "%s: %s", what, problem);
    }
  return TRUE;
}

static gboolean
read_block (PfJsonReader *reader,
            JsonObject   *object,
            const char   *level_what,
            guint         index,
            PfTriLevel   *level)
{
  g_autofree char *what = g_strdup_printf ("%s, block %u", level_what, index);
  PfTriBlock *block = &level->blocks[level->n_blocks];
  const char *axis, *ori;
  gboolean key;
  gint64 row, col, length;

  if (!pf_json_reader_string (reader, object, what, "axis", FALSE, &axis) ||
      !pf_json_reader_string (reader, object, what, "ori", FALSE, &ori) ||
      !pf_json_reader_int (reader, object, what, "row", 0, PF_TRI_ROWS - 1, FALSE, &row) ||
      !pf_json_reader_int (reader, object, what, "col", 0, PF_TRI_COLS - 1, FALSE, &col) ||
      !pf_json_reader_int (reader, object, what, "length", 2, 32, FALSE, &length) ||
      !pf_json_reader_bool (reader, object, what, "key", &key))
    return FALSE;
  if (!pf_tri_axis_from_string (axis, &block->axis))
    return pf_json_reader_fail (reader, object, "%s: “axis” is “%s”, not u, v or w", what,
                                axis);
  if (strcmp (ori, "up") != 0 && strcmp (ori, "down") != 0)
    return pf_json_reader_fail (reader, object, "%s: “ori” is “%s”, not up or down", what, ori);

  block->first = pf_tri_index (row, col, strcmp (ori, "down") == 0 ? PF_TRI_DOWN : PF_TRI_UP);
  block->length = length;
  block->key = key;
  block->line = pf_json_reader_line (reader, object);
  level->n_blocks++;

  /* The triangles are derived data: when given, they must agree. */
  if (json_object_has_member (object, "triangles"))
    {
      JsonArray *given = pf_json_reader_array (reader, object, what, "triangles");
      guint tris[PF_TRI_COUNT];
      gboolean on_board;

      if (given == NULL)
        return FALSE;
      on_board = pf_tri_block_triangles (block->axis, block->first, block->length, tris);
      if (!on_board)
        return pf_json_reader_fail (reader, object, "%s leaves the 16 x 16 board", what);
      if (json_array_get_length (given) != block->length)
        return pf_json_reader_fail (reader, object, "%s: “triangles” lists %u triangles, the "
                                    "block has %u", what, json_array_get_length (given),
                                    block->length);
      for (guint t = 0; t < block->length; t++)
        {
          JsonNode *node = json_array_get_element (given, t);

          if (!JSON_NODE_HOLDS_VALUE (node) ||
              json_node_get_value_type (node) != G_TYPE_INT64 ||
              json_node_get_int (node) != tris[t])
            return pf_json_reader_fail (reader, object, "%s: “triangles” does not match its "
                                        "axis, row, col, ori and length (triangle %u should be "
                                        "%u)", what, t, tris[t]);
        }
    }
  return TRUE;
}

static gboolean
read_figures (PfJsonReader *reader,
              JsonObject   *object,
              const char   *what,
              PfTriLevel   *level)
{
  JsonNode *difficulty = json_object_get_member (object, "difficulty");
  JsonNode *solution = json_object_get_member (object, "solution");
  gint64 moves = -1, steps = -1;

  if ((json_object_has_member (object, "moves") &&
       !pf_json_reader_int (reader, object, what, "moves", 0, G_MAXINT, TRUE, &moves)) ||
      (json_object_has_member (object, "steps") &&
       !pf_json_reader_int (reader, object, what, "steps", 0, G_MAXINT, TRUE, &steps)))
    return FALSE;
  if ((moves < 0) != (steps < 0))
    return pf_json_reader_fail (reader, object, "%s: “moves” and “steps” must both be numbers "
                                "or both null", what);
  if (solution != NULL && !JSON_NODE_HOLDS_NULL (solution) && !JSON_NODE_HOLDS_ARRAY (solution))
    return pf_json_reader_fail (reader, object, "%s: “solution” must be a list or null", what);
  if (difficulty != NULL && !JSON_NODE_HOLDS_NULL (difficulty) &&
      (!JSON_NODE_HOLDS_VALUE (difficulty) ||
       (json_node_get_value_type (difficulty) != G_TYPE_DOUBLE &&
        json_node_get_value_type (difficulty) != G_TYPE_INT64) ||
       json_node_get_double (difficulty) < 0))
    return pf_json_reader_fail (reader, object, "%s: “difficulty” must be a number of 0 or "
                                "more, or null", what);

  pf_tri_figures_reset (&level->figures);
  if (moves >= 0)
    {
      level->figures.moves = moves;
      level->figures.steps = steps;
    }
  else if (solution != NULL && JSON_NODE_HOLDS_ARRAY (solution) &&
           json_array_get_length (json_node_get_array (solution)) == 0)
    level->figures.moves = -2;
  if (moves >= 0 && difficulty != NULL && !JSON_NODE_HOLDS_NULL (difficulty))
    level->figures.difficulty = pf_tri_difficulty_kept (json_node_get_double (difficulty));
  return TRUE;
}

static PfTriLevel *
read_level (PfJsonReader *reader,
            JsonNode     *node,
            guint         index,
            PfTriPack    *pack)
{
  g_autofree char *what = g_strdup_printf ("level %u", index + 1);
  g_autoptr(PfTriLevel) level = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *object;
  JsonArray *blocks;
  const char *id;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      pf_json_reader_fail (reader, NULL, "%s is not an object", what);
      return NULL;
    }
  object = json_node_get_object (node);
  if (!pf_json_reader_string (reader, object, what, "id", FALSE, &id) ||
      !pf_json_reader_check_id (reader, object, what, id))
    return NULL;
  g_free (what);
  what = g_strdup_printf ("level “%s”", id);
  if (pf_tri_pack_find_level (pack, id) != NULL)
    {
      pf_json_reader_fail (reader, object, "two levels have the id “%s”", id);
      return NULL;
    }

  level = pf_tri_level_new (id);
  level->line = level->grid_line = pf_json_reader_line (reader, object);
  if (!read_meta (reader, object, what, &level->meta) ||
      !read_grid (reader, object, what, level) ||
      (blocks = pf_json_reader_array (reader, object, what, "blocks")) == NULL)
    return NULL;
  if (json_array_get_length (blocks) > PF_TRI_MAX_BLOCKS)
    {
      pf_json_reader_fail (reader, object, "%s has %u blocks; the limit is %d", what,
                           json_array_get_length (blocks), PF_TRI_MAX_BLOCKS);
      return NULL;
    }
  for (guint b = 0; b < json_array_get_length (blocks); b++)
    {
      JsonNode *block = json_array_get_element (blocks, b);

      if (!JSON_NODE_HOLDS_OBJECT (block))
        {
          pf_json_reader_fail (reader, object, "%s: block %u is not an object", what, b);
          return NULL;
        }
      if (!read_block (reader, json_node_get_object (block), what, b, level))
        return NULL;
    }
  if (!read_figures (reader, object, what, level))
    return NULL;

  if (!pf_project_check_level (level, pf_json_reader_get_name (reader), &local_error))
    {
      pf_json_reader_set_error (reader, g_steal_pointer (&local_error));
      return NULL;
    }
  return g_steal_pointer (&level);
}

/* A PfJsonReadFunc */
static gpointer
read_pack (PfJsonReader *reader,
           JsonNode     *root)
{
  g_autoptr(PfTriPack) pack = NULL;
  JsonObject *object;
  JsonArray *levels;
  const char *id;

  object = pf_json_reader_header (reader, root, PF_PACK_JSON_FORMAT, PF_PACK_JSON_VERSION,
                                  "pack JSON");
  if (object == NULL ||
      !pf_json_reader_string (reader, object, "the pack", "id", FALSE, &id) ||
      !pf_json_reader_check_id (reader, object, "the pack", id))
    return NULL;

  pack = pf_tri_pack_new (id);
  pack->line = pf_json_reader_line (reader, object);
  if (!read_meta (reader, object, "the pack", &pack->meta) ||
      (levels = pf_json_reader_array (reader, object, "the pack", "levels")) == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (levels); i++)
    {
      PfTriLevel *level = read_level (reader, json_array_get_element (levels, i), i, pack);

      if (level == NULL)
        return NULL;
      g_ptr_array_add (pack->levels, level);
    }
  return g_steal_pointer (&pack);
}

PfTriPack *
pf_pack_json_read (const char  *data,
                   gssize       length,
                   const char  *display_name,
                   GError     **error)
{
  return pf_json_reader_read (data, length, display_name, "pack JSON",
                              read_pack, error);
}

/* pf-pack-json-read.c: reading pack JSON back into levels, with json-glib
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <string.h>

#include <json-glib/json-glib.h>

#include "pf-error.h"
#include "pf-pack-json.h"
#include "pf-project-private.h"

/* The longest id the project schema allows */
#define MAX_ID_LENGTH 200

typedef struct
{
  const char *name;
  GHashTable *lines;        /* JsonObject* → line where it starts */
  GArray     *open_lines;   /* lines of the objects being parsed */
  JsonParser *parser;
  GError     *error;
} Reader;

static void
on_object_start (JsonParser *parser,
                 Reader     *reader)
{
  guint line = json_parser_get_current_line (parser);

  g_array_append_val (reader->open_lines, line);
}

static void
on_object_end (JsonParser *parser,
               JsonObject *object,
               Reader     *reader)
{
  guint line;

  if (reader->open_lines->len == 0)
    return;
  line = g_array_index (reader->open_lines, guint, reader->open_lines->len - 1);
  g_array_set_size (reader->open_lines, reader->open_lines->len - 1);
  g_hash_table_insert (reader->lines, object, GUINT_TO_POINTER (line));
}

static guint
line_of (Reader     *reader,
         JsonObject *object)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (reader->lines, object));
}

static gboolean fail (Reader     *reader,
                      JsonObject *object,
                      const char *format,
                      ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (Reader     *reader,
      JsonObject *object,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  guint line = object ? line_of (reader, object) : 0;
  va_list args;

  if (reader->error != NULL)
    return FALSE;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    reader->error = g_error_new (PF_ERROR, PF_ERROR_SEMANTIC, "%s:%u: %s", reader->name, line,
                                 message);
  else
    reader->error = g_error_new (PF_ERROR, PF_ERROR_SEMANTIC, "%s: %s", reader->name, message);
  return FALSE;
}

/* Member access: each fails with a message naming @what and the key. */

static JsonNode *
get_member (Reader     *reader,
            JsonObject *object,
            const char *what,
            const char *key)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    fail (reader, object, "%s has no “%s”", what, key);
  return node;
}

/* Text that an XML document can hold: UTF-8 without control characters
 * other than tab, newline and carriage return. */
static gboolean
is_xml_text (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
        return FALSE;
      if (c == 0xfffe || c == 0xffff)
        return FALSE;
    }
  return TRUE;
}

static gboolean
get_string (Reader      *reader,
            JsonObject  *object,
            const char  *what,
            const char  *key,
            gboolean     optional,
            const char **out)
{
  JsonNode *node = json_object_get_member (object, key);

  *out = NULL;
  if (node == NULL && optional)
    return TRUE;
  if (node == NULL)
    return fail (reader, object, "%s has no “%s”", what, key);
  if (JSON_NODE_HOLDS_NULL (node) && optional)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return fail (reader, object, "%s: “%s” must be a string", what, key);
  *out = json_node_get_string (node);
  if (!is_xml_text (*out))
    return fail (reader, object, "%s: “%s” holds a control character", what, key);
  return TRUE;
}

static gboolean
get_int (Reader     *reader,
         JsonObject *object,
         const char *what,
         const char *key,
         gint64      min,
         gint64      max,
         gboolean    nullable,
         gint64     *out)
{
  JsonNode *node = get_member (reader, object, what, key);

  if (node == NULL)
    return FALSE;
  if (nullable && JSON_NODE_HOLDS_NULL (node))
    {
      *out = -1;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return fail (reader, object, "%s: “%s” must be a whole number%s", what, key,
                 nullable ? " or null" : "");
  *out = json_node_get_int (node);
  if (*out < min || *out > max)
    return fail (reader, object, "%s: “%s” is %" G_GINT64_FORMAT ", outside %" G_GINT64_FORMAT
                 " to %" G_GINT64_FORMAT, what, key, *out, min, max);
  return TRUE;
}

static JsonArray *
get_array (Reader     *reader,
           JsonObject *object,
           const char *what,
           const char *key)
{
  JsonNode *node = get_member (reader, object, what, key);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      fail (reader, object, "%s: “%s” must be a list", what, key);
      return NULL;
    }
  return json_node_get_array (node);
}

static gboolean
check_id (Reader     *reader,
          JsonObject *object,
          const char *what,
          const char *id)
{
  if (id[0] == '\0' || g_utf8_strlen (id, -1) > MAX_ID_LENGTH)
    return fail (reader, object, "%s: “id” must have 1 to %d characters", what, MAX_ID_LENGTH);
  for (const char *p = id; *p != '\0'; p++)
    if (g_ascii_isspace (*p))
      return fail (reader, object, "%s: “id” “%s” holds white space", what, id);
  return TRUE;
}

static char *
meta_text (const char *text)
{
  return text != NULL && text[0] != '\0' ? g_strdup (text) : NULL;
}

static gboolean
read_meta (Reader     *reader,
           JsonObject *object,
           const char *what,
           PfMeta     *meta)
{
  const char *title, *author, *notes;

  if (!get_string (reader, object, what, "title", TRUE, &title) ||
      !get_string (reader, object, what, "author", TRUE, &author) ||
      !get_string (reader, object, what, "notes", TRUE, &notes))
    return FALSE;
  meta->title = meta_text (title);
  meta->author = meta_text (author);
  meta->notes = meta_text (notes);
  return TRUE;
}

static gboolean
read_grid (Reader     *reader,
           JsonObject *object,
           const char *what,
           PfTriLevel *level)
{
  JsonArray *grid = get_array (reader, object, what, "grid");

  if (grid == NULL)
    return FALSE;
  if (json_array_get_length (grid) != PF_TRI_ROWS)
    return fail (reader, object, "%s: “grid” has %u rows; a grid has %d rows of 32 characters",
                 what, json_array_get_length (grid), PF_TRI_ROWS);
  for (guint row = 0; row < PF_TRI_ROWS; row++)
    {
      JsonNode *node = json_array_get_element (grid, row);
      const char *text;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        return fail (reader, object, "%s: grid row %u is not a string", what, row);
      text = json_node_get_string (node);
      if (strlen (text) != PF_TRI_COLS * 2)
        return fail (reader, object, "%s: grid row %u has %zu characters, expected 32",
                     what, row, strlen (text));
      for (guint i = 0; i < PF_TRI_COLS * 2; i++)
        {
          guint index = row * 32 + i;

          if (text[i] == '#')
            pf_tri_mask_set (&level->walls, index, TRUE);
          else if (text[i] == '*')
            pf_tri_mask_set (&level->goals, index, TRUE);
          else if (text[i] != '.')
            return fail (reader, object, "%s: grid row %u, character %u: “%c” is not # (wall), "
                         ". (floor) or * (goal)", what, row, i + 1,
                         g_ascii_isprint (text[i]) ? text[i] : '?');
        }
    }
  return TRUE;
}

static gboolean
read_block (Reader     *reader,
            JsonObject *object,
            const char *level_what,
            guint       index,
            PfTriLevel *level)
{
  g_autofree char *what = g_strdup_printf ("%s, block %u", level_what, index);
  PfTriBlock *block = &level->blocks[level->n_blocks];
  const char *axis, *ori;
  JsonNode *key;
  gint64 row, col, length;

  if (!get_string (reader, object, what, "axis", FALSE, &axis) ||
      !get_string (reader, object, what, "ori", FALSE, &ori) ||
      !get_int (reader, object, what, "row", 0, PF_TRI_ROWS - 1, FALSE, &row) ||
      !get_int (reader, object, what, "col", 0, PF_TRI_COLS - 1, FALSE, &col) ||
      !get_int (reader, object, what, "length", 2, 32, FALSE, &length) ||
      (key = get_member (reader, object, what, "key")) == NULL)
    return FALSE;
  if (!pf_tri_axis_from_string (axis, &block->axis))
    return fail (reader, object, "%s: “axis” is “%s”, not u, v or w", what, axis);
  if (strcmp (ori, "up") != 0 && strcmp (ori, "down") != 0)
    return fail (reader, object, "%s: “ori” is “%s”, not up or down", what, ori);
  if (!JSON_NODE_HOLDS_VALUE (key) || json_node_get_value_type (key) != G_TYPE_BOOLEAN)
    return fail (reader, object, "%s: “key” must be true or false", what);

  block->first = pf_tri_index (row, col, strcmp (ori, "down") == 0 ? PF_TRI_DOWN : PF_TRI_UP);
  block->length = length;
  block->key = json_node_get_boolean (key);
  block->line = line_of (reader, object);
  level->n_blocks++;

  /* The triangles are derived data: when given, they must agree. */
  if (json_object_has_member (object, "triangles"))
    {
      JsonArray *given = get_array (reader, object, what, "triangles");
      guint tris[PF_TRI_COUNT];
      gboolean on_board;

      if (given == NULL)
        return FALSE;
      on_board = pf_tri_block_triangles (block->axis, block->first, block->length, tris);
      if (!on_board)
        return fail (reader, object, "%s leaves the 16 x 16 board", what);
      if (json_array_get_length (given) != block->length)
        return fail (reader, object, "%s: “triangles” lists %u triangles, the block has %u",
                     what, json_array_get_length (given), block->length);
      for (guint t = 0; t < block->length; t++)
        {
          JsonNode *node = json_array_get_element (given, t);

          if (!JSON_NODE_HOLDS_VALUE (node) ||
              json_node_get_value_type (node) != G_TYPE_INT64 ||
              json_node_get_int (node) != tris[t])
            return fail (reader, object, "%s: “triangles” does not match its axis, row, col, "
                         "ori and length (triangle %u should be %u)", what, t, tris[t]);
        }
    }
  return TRUE;
}

static gboolean
read_figures (Reader     *reader,
              JsonObject *object,
              const char *what,
              PfTriLevel *level)
{
  JsonNode *difficulty = json_object_get_member (object, "difficulty");
  JsonNode *solution = json_object_get_member (object, "solution");
  gint64 moves = -1, steps = -1;

  if ((json_object_has_member (object, "moves") &&
       !get_int (reader, object, what, "moves", 0, G_MAXINT, TRUE, &moves)) ||
      (json_object_has_member (object, "steps") &&
       !get_int (reader, object, what, "steps", 0, G_MAXINT, TRUE, &steps)))
    return FALSE;
  if ((moves < 0) != (steps < 0))
    return fail (reader, object, "%s: “moves” and “steps” must both be numbers or both null",
                 what);
  if (solution != NULL && !JSON_NODE_HOLDS_NULL (solution) && !JSON_NODE_HOLDS_ARRAY (solution))
    return fail (reader, object, "%s: “solution” must be a list or null", what);
  if (difficulty != NULL && !JSON_NODE_HOLDS_NULL (difficulty) &&
      (!JSON_NODE_HOLDS_VALUE (difficulty) ||
       (json_node_get_value_type (difficulty) != G_TYPE_DOUBLE &&
        json_node_get_value_type (difficulty) != G_TYPE_INT64) ||
       json_node_get_double (difficulty) < 0))
    return fail (reader, object, "%s: “difficulty” must be a number of 0 or more, or null", what);

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
    level->figures.difficulty = json_node_get_double (difficulty);
  return TRUE;
}

static PfTriLevel *
read_level (Reader     *reader,
            JsonNode   *node,
            guint       index,
            PfTriPack  *pack)
{
  g_autofree char *what = g_strdup_printf ("level %u", index + 1);
  g_autoptr(PfTriLevel) level = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *object;
  JsonArray *blocks;
  const char *id;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      fail (reader, NULL, "%s is not an object", what);
      return NULL;
    }
  object = json_node_get_object (node);
  if (!get_string (reader, object, what, "id", FALSE, &id) ||
      !check_id (reader, object, what, id))
    return NULL;
  g_free (what);
  what = g_strdup_printf ("level “%s”", id);
  if (pf_tri_pack_find_level (pack, id) != NULL)
    {
      fail (reader, object, "two levels have the id “%s”", id);
      return NULL;
    }

  level = pf_tri_level_new (id);
  level->line = level->grid_line = line_of (reader, object);
  if (!read_meta (reader, object, what, &level->meta) ||
      !read_grid (reader, object, what, level) ||
      (blocks = get_array (reader, object, what, "blocks")) == NULL)
    return NULL;
  if (json_array_get_length (blocks) > PF_TRI_MAX_BLOCKS)
    {
      fail (reader, object, "%s has %u blocks; the limit is %d", what,
            json_array_get_length (blocks), PF_TRI_MAX_BLOCKS);
      return NULL;
    }
  for (guint b = 0; b < json_array_get_length (blocks); b++)
    {
      JsonNode *block = json_array_get_element (blocks, b);

      if (!JSON_NODE_HOLDS_OBJECT (block))
        {
          fail (reader, object, "%s: block %u is not an object", what, b);
          return NULL;
        }
      if (!read_block (reader, json_node_get_object (block), what, b, level))
        return NULL;
    }
  if (!read_figures (reader, object, what, level))
    return NULL;

  if (!pf_project_check_level (level, reader->name, &local_error))
    {
      reader->error = g_steal_pointer (&local_error);
      return NULL;
    }
  return g_steal_pointer (&level);
}

static PfTriPack *
read_pack (Reader   *reader,
           JsonNode *root)
{
  g_autoptr(PfTriPack) pack = NULL;
  JsonObject *object;
  JsonArray *levels;
  const char *format, *id;
  gint64 version;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      fail (reader, NULL, "a pack JSON is one object, {\"format\": \"%s\", …}",
            PF_PACK_JSON_FORMAT);
      return NULL;
    }
  object = json_node_get_object (root);
  if (!get_string (reader, object, "the pack", "format", FALSE, &format))
    return NULL;
  if (strcmp (format, PF_PACK_JSON_FORMAT) != 0)
    {
      fail (reader, object, "“format” is “%s”, not “%s”", format, PF_PACK_JSON_FORMAT);
      return NULL;
    }
  if (!get_int (reader, object, "the pack", "version", 1, G_MAXINT, FALSE, &version))
    return NULL;
  if (version > PF_PACK_JSON_VERSION)
    {
      reader->error = g_error_new (PF_ERROR, PF_ERROR_VERSION,
                                   "%s:%u: this pack uses pack JSON version %" G_GINT64_FORMAT
                                   ", but this version of Polyform Studio reads version %d at "
                                   "most; please update the application", reader->name,
                                   line_of (reader, object), version, PF_PACK_JSON_VERSION);
      return NULL;
    }
  if (!get_string (reader, object, "the pack", "id", FALSE, &id) ||
      !check_id (reader, object, "the pack", id))
    return NULL;

  pack = pf_tri_pack_new (id);
  pack->line = line_of (reader, object);
  if (!read_meta (reader, object, "the pack", &pack->meta) ||
      (levels = get_array (reader, object, "the pack", "levels")) == NULL)
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
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) parse_error = NULL;
  PfTriPack *pack = NULL;
  Reader reader = { 0, };

  g_return_val_if_fail (data != NULL, NULL);

  if (length < 0)
    length = strlen (data);
  reader.name = display_name ? display_name : "pack JSON";
  if (!g_utf8_validate (data, length, NULL))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_PARSE, "%s: the file is not UTF-8 text", reader.name);
      return NULL;
    }

  reader.lines = g_hash_table_new (NULL, NULL);
  reader.open_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  reader.parser = parser;
  g_signal_connect (parser, "object-start", G_CALLBACK (on_object_start), &reader);
  g_signal_connect (parser, "object-end", G_CALLBACK (on_object_end), &reader);

  if (!json_parser_load_from_data (parser, data, length, &parse_error))
    {
      /* json-glib says "<data>:LINE:COLUMN: Parse error: …" */
      const char *message = parse_error->message;

      if (g_str_has_prefix (message, "<data>:"))
        message += strlen ("<data>:");
      g_set_error (error, PF_ERROR, PF_ERROR_PARSE, "%s:%s", reader.name, message);
    }
  else if (json_parser_get_root (parser) == NULL)
    g_set_error (error, PF_ERROR, PF_ERROR_PARSE, "%s: the file is empty", reader.name);
  else
    {
      pack = read_pack (&reader, json_parser_get_root (parser));
      if (pack == NULL)
        g_propagate_error (error, g_steal_pointer (&reader.error));
    }

  g_clear_error (&reader.error);
  g_hash_table_unref (reader.lines);
  g_array_unref (reader.open_lines);
  return pack;
}

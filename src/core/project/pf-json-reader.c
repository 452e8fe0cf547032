/* pf-json-reader.c: reading the project's JSON documents safely, with lines in errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <errno.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-item.h"
#include "pf-json-reader-private.h"

struct _PfJsonReader
{
  char       *name;
  JsonParser *parser;
  GHashTable *lines;        /* JsonObject* → line where it starts */
  GArray     *open_lines;   /* lines of the objects being parsed */
  GError     *error;
};

/* Auxiliary methods */

/* Text that an XML document can hold: UTF-8 without control characters
 * other than tab, newline and carriage return. */
static gboolean
is_xml_text (const char *text)
{
  /* json-glib passes a lone surrogate ("\ud800") through as bytes that
   * are not UTF-8, which the project file could not hold. */
  if (!g_utf8_validate (text, -1, NULL))
    return FALSE;
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

/* Whether the number written at @data[0, @length) fits what json-glib
 * makes of it: a whole number in 64 bits (json-glib turns a larger one
 * into -1), or a finite double. */
static gboolean
number_fits (const char *data,
             gsize       length)
{
  g_autofree char *text = g_strndup (data, length);
  gboolean whole = strpbrk (text, ".eE") == NULL;
  double value;

  errno = 0;
  if (whole)
    {
      g_ascii_strtoll (text, NULL, 10);
      return errno != ERANGE;
    }
  value = g_ascii_strtod (text, NULL);
  return isfinite (value);
}

/* Refuses, before json-glib reads @data, what would make it recurse too
 * deep (json-glib has no depth limit of its own), take too much memory, or
 * cut a string short (json-glib ends a string at an escaped NUL). One pass
 * over the bytes, outside strings counting brackets and separators. Sets
 * @open_line to the last line when the text ends inside a string, list or
 * object (a file cut short), else to 0. */
static gboolean
check_shape (PfJsonReader  *reader,
             const char    *data,
             gsize          length,
             guint         *open_line,
             GError       **error)
{
  guint line = 1, depth = 0;
  guint64 containers = 0, values = 1, string_length = 0;
  gboolean in_string = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (c == '\n')
        line++;
      else if (c == '\0')
        {
          g_set_error (error, PF_ERROR, PF_ERROR_PARSE,
                       _("%s:%u: the file holds a NUL byte; JSON is text"), reader->name, line);
          return FALSE;
        }
      if (in_string)
        {
          if (c == '"')
            in_string = FALSE;
          else if (c == '\\' && i + 1 < length)
            {
              i++;
              /* \uXXXX is up to three bytes of UTF-8; any other escape one. */
              if (data[i] == 'u' && i + 4 < length && strncmp (data + i + 1, "0000", 4) == 0)
                {
                  g_set_error (error, PF_ERROR, PF_ERROR_PARSE,
                               _("%s:%u: a string holds a NUL character (\\u0000), which no "
                                 "text may hold"), reader->name, line);
                  return FALSE;
                }
              string_length += data[i] == 'u' ? 3 : 1;
              if (data[i] == 'u')
                i += MIN (4, length - i - 1);
            }
          else
            string_length++;
          if (string_length > PF_JSON_MAX_STRING_BYTES)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                           _("%s:%u: a string is longer than %d bytes, the most a text may be"),
                           reader->name, line, PF_JSON_MAX_STRING_BYTES);
              return FALSE;
            }
          continue;
        }

      switch (c)
        {
        case '"':
          in_string = TRUE;
          string_length = 0;
          break;
        case '[':
        case '{':
          if (++depth > PF_JSON_MAX_DEPTH)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                           _("%s:%u: lists and objects are nested more than %d deep"),
                           reader->name, line, PF_JSON_MAX_DEPTH);
              return FALSE;
            }
          if (++containers > PF_JSON_MAX_CONTAINERS)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                           _("%s:%u: the file has more than %d lists and objects"),
                           reader->name, line, PF_JSON_MAX_CONTAINERS);
              return FALSE;
            }
          break;
        case ']':
        case '}':
          depth = depth > 0 ? depth - 1 : 0;
          break;
        case ',':
          if (++values > PF_JSON_MAX_VALUES)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                           _("%s:%u: the file has more than %d values"),
                           reader->name, line, PF_JSON_MAX_VALUES);
              return FALSE;
            }
          break;
        default:
          if (c == '-' || g_ascii_isdigit (c))
            {
              gsize end = i + 1;

              while (end < length && data[end] != '\0' && strchr ("+-.0123456789eE", data[end]))
                end++;
              if (!number_fits (data + i, end - i))
                {
                  g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                               _("%s:%u: the number %.*s%s is too large to be read"),
                               reader->name, line, (int) MIN (end - i, 64), data + i,
                               end - i > 64 ? "…" : "");
                  return FALSE;
                }
              i = end - 1;
            }
          break;
        }
    }
  *open_line = in_string || depth > 0 ? line : 0;
  return TRUE;
}

/* Whether @node holds a value of @type; a number (G_TYPE_DOUBLE) may be
 * written as a whole number too. */
static gboolean
holds (JsonNode *node,
       GType     type)
{
  GType held;

  if (!JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  held = json_node_get_value_type (node);
  return held == type || (type == G_TYPE_DOUBLE && held == G_TYPE_INT64);
}

/* The member @key holding a value of @type, else a failure saying what it
 * must be. */
static JsonNode *
typed_member (PfJsonReader *reader,
              JsonObject   *object,
              const char   *what,
              const char   *key,
              GType         type,
              const char   *must_be)
{
  JsonNode *node = pf_json_reader_member (reader, object, what, key);

  if (node != NULL && !holds (node, type))
    {
      pf_json_reader_fail (reader, object, "%s: “%s” must be %s", what, key, must_be);
      return NULL;
    }
  return node;
}

/* Callbacks */

static void
on_object_start (JsonParser   *parser,
                 PfJsonReader *reader)
{
  guint line = json_parser_get_current_line (parser);

  g_array_append_val (reader->open_lines, line);
}

static void
on_object_end (JsonParser   *parser,
               JsonObject   *object,
               PfJsonReader *reader)
{
  guint line;

  if (reader->open_lines->len == 0)
    return;
  line = g_array_index (reader->open_lines, guint, reader->open_lines->len - 1);
  g_array_set_size (reader->open_lines, reader->open_lines->len - 1);
  g_hash_table_insert (reader->lines, object, GUINT_TO_POINTER (line));
}

/* Public API */

PfJsonReader *
pf_json_reader_new (const char *display_name,
                    const char *fallback_name)
{
  PfJsonReader *reader = g_new0 (PfJsonReader, 1);

  reader->name = g_strdup (display_name ? display_name : fallback_name);
  reader->parser = json_parser_new_immutable ();
  reader->lines = g_hash_table_new (NULL, NULL);
  reader->open_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  g_signal_connect (reader->parser, "object-start", G_CALLBACK (on_object_start), reader);
  g_signal_connect (reader->parser, "object-end", G_CALLBACK (on_object_end), reader);
  return reader;
}

void
pf_json_reader_free (PfJsonReader *reader)
{
  if (reader == NULL)
    return;
  g_signal_handlers_disconnect_by_data (reader->parser, reader);
  g_object_unref (reader->parser);
  g_hash_table_unref (reader->lines);
  g_array_unref (reader->open_lines);
  g_clear_error (&reader->error);
  g_free (reader->name);
  g_free (reader);
}

JsonNode *
pf_json_reader_load (PfJsonReader  *reader,
                     const char    *data,
                     gssize         length,
                     GError       **error)
{
  g_autoptr(GError) parse_error = NULL;
  guint open_line;

  g_return_val_if_fail (data != NULL, NULL);

  if (length < 0)
    length = strlen (data);
  if (!check_shape (reader, data, length, &open_line, error))
    return NULL;
  if (!g_utf8_validate (data, length, NULL))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_PARSE, "%s: the file is not UTF-8 text",
                   reader->name);
      return NULL;
    }
  if (!json_parser_load_from_data (reader->parser, data, length, &parse_error))
    {
      /* json-glib says "<data>:LINE:COLUMN: Parse error: …" */
      const char *message = parse_error->message;

      /* A download or a copy cut short: json-glib blames the last good
       * token ("unexpected character `,'"), which says nothing of why. */
      if (open_line > 0)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_PARSE,
                       _("%s:%u: the file ends inside a list, an object or a string: it "
                         "looks cut short"), reader->name, open_line);
          return NULL;
        }

      if (g_str_has_prefix (message, "<data>:"))
        message += strlen ("<data>:");
      g_set_error (error, PF_ERROR, PF_ERROR_PARSE, "%s:%s", reader->name, message);
      return NULL;
    }
  if (json_parser_get_root (reader->parser) == NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_PARSE, "%s: the file is empty", reader->name);
      return NULL;
    }
  return json_parser_get_root (reader->parser);
}

gpointer
pf_json_reader_read (const char      *data,
                     gssize           length,
                     const char      *display_name,
                     const char      *fallback_name,
                     PfJsonReadFunc   read,
                     GError         **error)
{
  g_autoptr(PfJsonReader) reader = pf_json_reader_new (display_name, fallback_name);
  gpointer result;
  JsonNode *root;

  g_return_val_if_fail (data != NULL && read != NULL, NULL);

  root = pf_json_reader_load (reader, data, length, error);
  if (root == NULL)
    return NULL;
  result = read (reader, root);
  if (result == NULL)
    g_propagate_error (error, pf_json_reader_take_error (reader));
  return result;
}

const char *
pf_json_reader_get_name (PfJsonReader *reader)
{
  return reader->name;
}

GError *
pf_json_reader_take_error (PfJsonReader *reader)
{
  return g_steal_pointer (&reader->error);
}

void
pf_json_reader_set_error (PfJsonReader *reader,
                          GError       *error)
{
  if (reader->error == NULL)
    reader->error = error;
  else
    g_error_free (error);
}

guint
pf_json_reader_line (PfJsonReader *reader,
                     JsonObject   *object)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (reader->lines, object));
}

gboolean
pf_json_reader_fail (PfJsonReader *reader,
                     JsonObject   *object,
                     const char   *format,
                     ...)
{
  g_autofree char *message = NULL;
  guint line = object ? pf_json_reader_line (reader, object) : 0;
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

JsonNode *
pf_json_reader_member (PfJsonReader *reader,
                       JsonObject   *object,
                       const char   *what,
                       const char   *key)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    pf_json_reader_fail (reader, object, "%s has no “%s”", what, key);
  return node;
}

gboolean
pf_json_reader_string (PfJsonReader  *reader,
                       JsonObject    *object,
                       const char    *what,
                       const char    *key,
                       gboolean       optional,
                       const char   **out)
{
  JsonNode *node = json_object_get_member (object, key);

  *out = NULL;
  if (node == NULL && optional)
    return TRUE;
  if (node == NULL)
    return pf_json_reader_fail (reader, object, "%s has no “%s”", what, key);
  if (JSON_NODE_HOLDS_NULL (node) && optional)
    return TRUE;
  if (!holds (node, G_TYPE_STRING))
    return pf_json_reader_fail (reader, object, "%s: “%s” must be a string", what, key);
  *out = json_node_get_string (node);
  if (!is_xml_text (*out))
    return pf_json_reader_fail (reader, object, "%s: “%s” holds a control character or is "
                                "not UTF-8", what, key);
  return TRUE;
}

gboolean
pf_json_reader_int (PfJsonReader *reader,
                    JsonObject   *object,
                    const char   *what,
                    const char   *key,
                    gint64        min,
                    gint64        max,
                    gboolean      nullable,
                    gint64       *out)
{
  JsonNode *node = json_object_get_member (object, key);

  if (nullable && node != NULL && JSON_NODE_HOLDS_NULL (node))
    {
      *out = -1;
      return TRUE;
    }
  node = typed_member (reader, object, what, key, G_TYPE_INT64,
                       nullable ? "a whole number or null" : "a whole number");
  if (node == NULL)
    return FALSE;
  *out = json_node_get_int (node);
  if (*out < min || *out > max)
    return pf_json_reader_fail (reader, object, "%s: “%s” is %" G_GINT64_FORMAT ", outside %"
                                G_GINT64_FORMAT " to %" G_GINT64_FORMAT, what, key, *out, min,
                                max);
  return TRUE;
}

gboolean
pf_json_reader_double (PfJsonReader *reader,
                       JsonObject   *object,
                       const char   *what,
                       const char   *key,
                       double        min,
                       double        max,
                       double       *out)
{
  JsonNode *node = typed_member (reader, object, what, key, G_TYPE_DOUBLE, "a number");

  if (node == NULL)
    return FALSE;
  *out = json_node_get_double (node);
  if (!isfinite (*out) || *out < min || *out > max)
    return pf_json_reader_fail (reader, object, "%s: “%s” is %g, outside %g to %g", what, key,
                                *out, min, max);
  return TRUE;
}

gboolean
pf_json_reader_bool (PfJsonReader *reader,
                     JsonObject   *object,
                     const char   *what,
                     const char   *key,
                     gboolean     *out)
{
  JsonNode *node = typed_member (reader, object, what, key, G_TYPE_BOOLEAN, "true or false");

  if (node == NULL)
    return FALSE;
  *out = json_node_get_boolean (node);
  return TRUE;
}

JsonArray *
pf_json_reader_array (PfJsonReader *reader,
                      JsonObject   *object,
                      const char   *what,
                      const char   *key)
{
  JsonNode *node = pf_json_reader_member (reader, object, what, key);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      pf_json_reader_fail (reader, object, "%s: “%s” must be a list", what, key);
      return NULL;
    }
  return json_node_get_array (node);
}

gboolean
pf_json_reader_check_id (PfJsonReader *reader,
                         JsonObject   *object,
                         const char   *what,
                         const char   *id)
{
  const char *problem = pf_item_id_problem (id);

  if (problem != NULL)
    return pf_json_reader_fail (reader, object, "%s: “id” “%s” is not an id: it %s", what, id,
                                problem);
  return TRUE;
}

JsonObject *
pf_json_reader_header (PfJsonReader *reader,
                       JsonNode     *root,
                       const char   *format,
                       gint64        max_version,
                       const char   *kind)
{
  JsonObject *object;
  const char *found;
  gint64 version;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      pf_json_reader_fail (reader, NULL, "a %s is one object, {\"format\": \"%s\", …}", kind,
                           format);
      return NULL;
    }
  object = json_node_get_object (root);
  if (!pf_json_reader_string (reader, object, "the file", "format", FALSE, &found))
    return NULL;
  if (strcmp (found, format) != 0)
    {
      pf_json_reader_fail (reader, object, "“format” is “%s”, not “%s”", found, format);
      return NULL;
    }
  if (!pf_json_reader_int (reader, object, "the file", "version", 1, G_MAXINT, FALSE, &version))
    return NULL;
  if (version > max_version && reader->error == NULL)
    {
      reader->error = g_error_new (PF_ERROR, PF_ERROR_VERSION,
                                   "%s:%u: this file uses %s version %" G_GINT64_FORMAT
                                   ", but this version of Polyform Studio reads version %"
                                   G_GINT64_FORMAT " at most; please update the application",
                                   reader->name, pf_json_reader_line (reader, object), kind,
                                   version, max_version);
      return NULL;
    }
  return object;
}

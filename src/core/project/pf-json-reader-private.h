/* pf-json-reader-private.h: reading the project's JSON documents safely, with lines in errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pack JSON (pf-pack-json.h) and the playtest log (pf-playtest-log.h)
 * are read the same way: json-glib parses the text, the reader remembers on
 * which line each object starts, and every member is taken through a
 * checked accessor that fails with a message naming the line, what is being
 * read and the key. The first failure is kept; later ones are ignored.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "pf-error.h"

G_BEGIN_DECLS

typedef struct _PfJsonReader PfJsonReader;

/**
 * pf_json_reader_new:
 * @display_name: (nullable): the name used in error messages (a file name)
 * @fallback_name: the name used when @display_name is %NULL
 *
 * Returns: (transfer full): a reader
 */
PfJsonReader *pf_json_reader_new        (const char    *display_name,
                                         const char    *fallback_name);
void          pf_json_reader_free       (PfJsonReader  *reader);

/**
 * pf_json_reader_load:
 * @data: the JSON text
 * @length: its length in bytes, or -1 when nul-terminated
 * @error: return location for a #PF_ERROR_PARSE error: not UTF-8, not JSON
 *   (with its line and column), or empty
 *
 * Parses @data. The nodes stay valid as long as @reader.
 *
 * Returns: (transfer none) (nullable): the root node, or %NULL
 */
JsonNode     *pf_json_reader_load       (PfJsonReader  *reader,
                                         const char    *data,
                                         gssize         length,
                                         GError       **error);

/* Reads a document's root into what it describes; %NULL after a failure. */
typedef gpointer (*PfJsonReadFunc) (PfJsonReader *reader,
                                    JsonNode     *root);

/**
 * pf_json_reader_read:
 * @data: the JSON text
 * @length: its length in bytes, or -1 when nul-terminated
 * @display_name: (nullable): the name used in error messages
 * @fallback_name: the name used when @display_name is %NULL
 * @read: reads the root node
 * @error: return location for the parse error of pf_json_reader_load(), or
 *   the first failure of @read
 *
 * Parses @data and reads it with @read, in a reader of its own.
 *
 * Returns: (transfer full) (nullable): what @read returned, or %NULL
 */
gpointer      pf_json_reader_read       (const char      *data,
                                         gssize           length,
                                         const char      *display_name,
                                         const char      *fallback_name,
                                         PfJsonReadFunc   read,
                                         GError         **error);

/* The name errors use. */
const char   *pf_json_reader_get_name   (PfJsonReader  *reader);

/**
 * pf_json_reader_take_error:
 *
 * Returns: (transfer full) (nullable): the first failure, #PF_ERROR_SEMANTIC
 *   (or #PF_ERROR_VERSION, see pf_json_reader_header()), and forgets it
 */
GError       *pf_json_reader_take_error (PfJsonReader  *reader);

/* Keeps @error (transfer full) as the reader's error, unless it has one. */
void          pf_json_reader_set_error  (PfJsonReader  *reader,
                                         GError        *error);

/* The line where @object starts in the text, or 0 when unknown. */
guint         pf_json_reader_line       (PfJsonReader  *reader,
                                         JsonObject    *object);

/**
 * pf_json_reader_fail:
 * @object: (nullable): the object the failure is about, for its line
 *
 * Keeps "NAME:LINE: message" (or "NAME: message") as the reader's error,
 * unless it has one already.
 *
 * Returns: %FALSE
 */
gboolean      pf_json_reader_fail       (PfJsonReader  *reader,
                                         JsonObject    *object,
                                         const char    *format,
                                         ...) G_GNUC_PRINTF (3, 4);

/* The accessors: @what names what is being read ("level 3") in messages.
 * Each returns %FALSE (or %NULL) after pf_json_reader_fail(). */

/* The member @key, which must be there. */
JsonNode     *pf_json_reader_member     (PfJsonReader  *reader,
                                         JsonObject    *object,
                                         const char    *what,
                                         const char    *key);

/* A string that an XML document can hold (no control characters). With
 * @optional, an absent or null member gives %NULL. */
gboolean      pf_json_reader_string     (PfJsonReader  *reader,
                                         JsonObject    *object,
                                         const char    *what,
                                         const char    *key,
                                         gboolean       optional,
                                         const char   **out);

/* A whole number from @min to @max; with @nullable, null gives -1. */
gboolean      pf_json_reader_int        (PfJsonReader  *reader,
                                         JsonObject    *object,
                                         const char    *what,
                                         const char    *key,
                                         gint64         min,
                                         gint64         max,
                                         gboolean       nullable,
                                         gint64        *out);

/* A number, whole or not, from @min to @max. */
gboolean      pf_json_reader_double     (PfJsonReader  *reader,
                                         JsonObject    *object,
                                         const char    *what,
                                         const char    *key,
                                         double         min,
                                         double         max,
                                         double        *out);

gboolean      pf_json_reader_bool       (PfJsonReader  *reader,
                                         JsonObject    *object,
                                         const char    *what,
                                         const char    *key,
                                         gboolean      *out);

JsonArray    *pf_json_reader_array      (PfJsonReader  *reader,
                                         JsonObject    *object,
                                         const char    *what,
                                         const char    *key);

/* An id as the project schema allows it: 1 to 200 characters, no white space. */
gboolean      pf_json_reader_check_id   (PfJsonReader  *reader,
                                         JsonObject    *object,
                                         const char    *what,
                                         const char    *id);

/**
 * pf_json_reader_header:
 * @root: the document's root node
 * @format: the "format" it must have ("polyform-pack")
 * @max_version: the newest "version" this program reads
 * @kind: what the document is, for the messages ("pack JSON")
 *
 * Checks that @root is one object with this "format" and a "version" from 1
 * to @max_version; a newer version fails with #PF_ERROR_VERSION.
 *
 * Returns: (transfer none) (nullable): the root object, or %NULL
 */
JsonObject   *pf_json_reader_header     (PfJsonReader  *reader,
                                         JsonNode      *root,
                                         const char    *format,
                                         gint64         max_version,
                                         const char    *kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfJsonReader, pf_json_reader_free)

G_END_DECLS

/* pf-project-reader-private.h: the reader's state, shared by the parser and the loader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/parser.h>
#include <libxml/relaxng.h>

#include "pf-error.h"
#include "pf-project-private.h"

G_BEGIN_DECLS

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlParserCtxt, xmlFreeParserCtxt)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlRelaxNGValidCtxt, xmlRelaxNGFreeValidCtxt)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlChar, xmlFree)

typedef struct
{
  const char *name;
  gint64      version;      /* the document's format version */
  GHashTable *extensions;   /* xmlNode* → PfExtensions* */
  GHashTable *tilesets;     /* id → PfTileset*, the first of each id */
  GHashTable *big_lines;    /* xmlNode* → line, for elements past line 65534 */
  GHashTable *placement_indexes;  /* PfTileset* → its ids' index (pf-project-reader-map.c) */
  GError     *error;
  gboolean    doctype_seen;
  int         doctype_line;
} Reader;

/* pf-project-reader.c */
guint    pf_project_reader_node_line         (Reader     *reader,
                                              xmlNode    *node);
gboolean pf_project_reader_fail_at           (Reader     *reader,
                                              PfError     code,
                                              guint       line,
                                              const char *format,
                                              ...) G_GNUC_PRINTF (4, 5);

/* Attributes, text and the pieces every item has. The short names below
 * are what the loaders use. */
gboolean      pf_project_reader_is_own_element (xmlNode            *node);
gboolean      pf_project_reader_is_named      (xmlNode            *node,
                                               const char         *name);
char         *pf_project_reader_get_attr      (xmlNode            *node,
                                               const char         *name);
char         *pf_project_reader_get_text      (xmlNode            *node);
/* An integer attribute from @min to @max, @fallback when absent. */
gboolean      pf_project_reader_get_int_attr  (Reader             *reader,
                                               xmlNode            *node,
                                               const char         *name,
                                               gint64              min,
                                               gint64              max,
                                               gint64              fallback,
                                               gint64             *out);
gboolean      pf_project_reader_get_uint64_attr (Reader           *reader,
                                                 xmlNode          *node,
                                                 const char       *name,
                                                 guint64          *out);
/* The foreign content of a model item's element and of its plain descendants. */
PfExtensions *pf_project_reader_take_extensions (Reader             *reader,
                                                 xmlNode            *node,
                                                 const char * const *item_names);
void          pf_project_reader_load_meta     (xmlNode            *parent,
                                               PfMeta             *meta);
/* What every item's element carries: its line, its foreign content (the
 * children named in @item_names are items of their own) and its <meta>. */
void          pf_project_reader_load_item_common (Reader             *reader,
                                                  xmlNode            *node,
                                                  const char * const *item_names,
                                                  guint              *line,
                                                  PfExtensions      **ext,
                                                  PfMeta             *meta);
/* The lines of a text body without the blank lines around them, with the
 * line number of each in the file. */
GPtrArray    *pf_project_reader_body_lines    (Reader             *reader,
                                               xmlNode            *node,
                                               GArray            **line_numbers);

#define is_own_element(node)    pf_project_reader_is_own_element ((node))
#define is_named(node, name)    pf_project_reader_is_named ((node), (name))
#define get_attr(node, name)    pf_project_reader_get_attr ((node), (name))
#define get_text(node)          pf_project_reader_get_text ((node))
#define get_int_attr(...)       pf_project_reader_get_int_attr (__VA_ARGS__)
#define get_uint64_attr(...)    pf_project_reader_get_uint64_attr (__VA_ARGS__)
#define take_extensions(...)    pf_project_reader_take_extensions (__VA_ARGS__)
#define load_meta(node, meta)   pf_project_reader_load_meta ((node), (meta))
#define load_item_common(...)   pf_project_reader_load_item_common (__VA_ARGS__)

#define fail(reader, node, ...) \
  pf_project_reader_fail_at ((reader), PF_ERROR_SEMANTIC, pf_project_reader_node_line (reader, node), \
                             __VA_ARGS__)

/* pf-project-reader-map.c */

/* Loads a <tileset> into @project. */
gboolean pf_project_reader_load_tileset      (Reader     *reader,
                                              xmlNode    *node,
                                              PfProject  *project);
/* Loads a <map> into @project; its tile set must be loaded already. */
gboolean pf_project_reader_load_map          (Reader     *reader,
                                              xmlNode    *node,
                                              PfProject  *project);
void     pf_project_reader_placement_index_free (gpointer data);

/* pf-project-reader-playtest.c */

/* Loads a level's <playtests> (format version 5) into @level. */
gboolean pf_project_reader_load_playtests    (Reader     *reader,
                                              xmlNode    *node,
                                              PfTriLevel *level);
/* Loads the project's <playtest> settings; at most one, and its starting
 * field one that play accepts. */
gboolean pf_project_reader_load_playtest     (Reader     *reader,
                                              xmlNode    *node,
                                              PfProject  *project);

/* pf-project-parser.c */

/* Reads up to @size bytes into @buffer; 0 at the end, -1 with @error set. */
typedef gssize (*PfProjectRead) (gpointer   source,
                                 char      *buffer,
                                 gsize      size,
                                 GError   **error);

/* Parses the document that @read gives, streaming, without network, DTDs
 * or entities, refusing encodings other than UTF-8 and documents larger
 * than %PF_PROJECT_MAX_BYTES; %NULL with the error set. */
xmlDoc  *pf_project_reader_parse             (Reader        *reader,
                                              PfProjectRead  read,
                                              gpointer       source);

/* Keeps the foreign content of every element, then removes it from the tree. */
void     pf_project_reader_set_aside_foreign (Reader     *reader,
                                              xmlNode    *node);

/* Validates against the RELAX NG schema; %FALSE with the error set. */
gboolean pf_project_reader_validate          (Reader     *reader,
                                              xmlDoc     *doc);

G_END_DECLS

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
  GHashTable *extensions;   /* xmlNode* → PfExtensions* */
  GError     *error;
  gboolean    doctype_seen;
  int         doctype_line;
} Reader;

/* pf-project-reader.c */
guint    pf_project_reader_node_line         (xmlNode    *node);
gboolean pf_project_reader_fail_at           (Reader     *reader,
                                              PfError     code,
                                              guint       line,
                                              const char *format,
                                              ...) G_GNUC_PRINTF (4, 5);

#define fail(reader, node, ...) \
  pf_project_reader_fail_at ((reader), PF_ERROR_SEMANTIC, pf_project_reader_node_line (node), \
                             __VA_ARGS__)

/* pf-project-parser.c */

/* Parses @data without network, DTDs or entities; %NULL with the error set. */
xmlDoc  *pf_project_reader_parse             (Reader     *reader,
                                              const char *data,
                                              gsize       length);

/* Keeps the foreign content of every element, then removes it from the tree. */
void     pf_project_reader_set_aside_foreign (Reader     *reader,
                                              xmlNode    *node);

/* Validates against the RELAX NG schema; %FALSE with the error set. */
gboolean pf_project_reader_validate          (Reader     *reader,
                                              xmlDoc     *doc);

G_END_DECLS

/* pf-project-parser.c: safe parsing of project files and their schema validation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <string.h>

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>

#include "pf-core-resources.h"
#include "pf-project-reader-private.h"

/* A project larger than this is refused before parsing. */
#define MAX_DOCUMENT_BYTES (64 * 1024 * 1024)

/* Foreign content: collected per element, then removed before validation */

void
pf_project_reader_set_aside_foreign (Reader  *reader,
                                     xmlNode *node)
{
  PfExtensions *ext = pf_extensions_collect (node);
  xmlAttr *attr = node->properties;
  xmlNode *child = node->children;

  if (ext != NULL)
    g_hash_table_insert (reader->extensions, node, ext);

  while (attr != NULL)
    {
      xmlAttr *next = attr->next;

      if (attr->ns != NULL)
        xmlRemoveProp (attr);
      attr = next;
    }

  while (child != NULL)
    {
      xmlNode *next = child->next;

      if (child->type == XML_ELEMENT_NODE && child->ns != NULL)
        {
          xmlUnlinkNode (child);
          xmlFreeNode (child);
        }
      else if (child->type == XML_COMMENT_NODE || child->type == XML_PI_NODE)
        {
          xmlUnlinkNode (child);
          xmlFreeNode (child);
        }
      else if (child->type == XML_ELEMENT_NODE)
        pf_project_reader_set_aside_foreign (reader, child);
      child = next;
    }
}

/* Parsing */

static void
collect_parse_error (void        *user_data,
                     xmlErrorPtr  error)
{
  Reader *reader = user_data;
  g_autofree char *message = NULL;

  if (reader->error != NULL || error == NULL || error->level < XML_ERR_ERROR)
    return;

  message = g_strchomp (g_strdup (error->message ? error->message : "malformed XML"));
  pf_project_reader_fail_at (reader, PF_ERROR_PARSE, error->line > 0 ? error->line : 1, "%s", message);
}

static void
refuse_doctype (void          *ctx,
                const xmlChar *name,
                const xmlChar *external_id,
                const xmlChar *system_id)
{
  xmlParserCtxt *ctxt = ctx;
  Reader *reader = ctxt->_private;

  reader->doctype_seen = TRUE;
  reader->doctype_line = xmlSAX2GetLineNumber (ctxt);
  xmlStopParser (ctxt);
}

xmlDoc *
pf_project_reader_parse (Reader     *reader,
                         const char *data,
                         gsize       length)
{
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  xmlDoc *doc;

  if (length > MAX_DOCUMENT_BYTES)
    {
      pf_project_reader_fail_at (reader, PF_ERROR_PARSE, 1, "the file is larger than %d MiB",
               MAX_DOCUMENT_BYTES / (1024 * 1024));
      return NULL;
    }

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      pf_project_reader_fail_at (reader, PF_ERROR_PARSE, 1, "out of memory");
      return NULL;
    }
  ctxt->_private = reader;
  ctxt->sax->internalSubset = refuse_doctype;

  xmlSetStructuredErrorFunc (reader, collect_parse_error);
  /* No network, no entity substitution, no DTD loading; libxml2's own
   * depth and amplification limits stay on (no XML_PARSE_HUGE). */
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, reader->name, "UTF-8",
                           XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOCDATA);
  xmlSetStructuredErrorFunc (NULL, NULL);

  if (reader->doctype_seen)
    {
      g_clear_error (&reader->error);
      pf_project_reader_fail_at (reader, PF_ERROR_PARSE, reader->doctype_line,
               "document type declarations (DOCTYPE) are not allowed in project files");
      g_clear_pointer (&doc, xmlFreeDoc);
      return NULL;
    }

  if (doc == NULL || !ctxt->wellFormed || reader->error != NULL)
    {
      pf_project_reader_fail_at (reader, PF_ERROR_PARSE, 1, "the file is not well-formed XML");
      g_clear_pointer (&doc, xmlFreeDoc);
      return NULL;
    }

  return doc;
}

/* Schema */

static xmlRelaxNG *
get_schema (void)
{
  static gsize initialised = 0;
  static xmlRelaxNG *schema = NULL;

  if (g_once_init_enter (&initialised))
    {
      g_autoptr(GBytes) bytes = NULL;
      xmlRelaxNGParserCtxt *ctxt;
      gsize size;
      const char *data;

      bytes = g_resource_lookup_data (pf_core_get_resource (),
                                      "/io/github/polyformstudio/PolyformStudio/core/"
                                      "polyform-project.rng",
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_assert (bytes != NULL);
      data = g_bytes_get_data (bytes, &size);
      ctxt = xmlRelaxNGNewMemParserCtxt (data, (int) size);
      schema = xmlRelaxNGParse (ctxt);
      xmlRelaxNGFreeParserCtxt (ctxt);
      g_assert (schema != NULL);
      g_once_init_leave (&initialised, 1);
    }
  return schema;
}

static void
collect_schema_error (void        *user_data,
                      xmlErrorPtr  error)
{
  Reader *reader = user_data;
  g_autofree char *message = NULL;
  guint line;

  if (reader->error != NULL || error == NULL)
    return;
  line = error->node ? pf_project_reader_node_line (error->node) : (guint) MAX (error->line, 0);
  /* libxml2 reports some failures twice, first without a node or line
   * ("failed to validate attributes"), then located; keep the located one. */
  if (line == 0)
    return;
  message = g_strchomp (g_strdup (error->message ? error->message : "invalid document"));
  if (error->node != NULL && ((xmlNode *) error->node)->type == XML_ELEMENT_NODE)
    pf_project_reader_fail_at (reader, PF_ERROR_SCHEMA, line, "<%s>: %s (see data/polyform-project.rng)",
             ((xmlNode *) error->node)->name, message);
  else
    pf_project_reader_fail_at (reader, PF_ERROR_SCHEMA, line, "%s", message);
}

gboolean
pf_project_reader_validate (Reader *reader,
                            xmlDoc *doc)
{
  g_autoptr(xmlRelaxNGValidCtxt) ctxt = xmlRelaxNGNewValidCtxt (get_schema ());
  int result;

  xmlRelaxNGSetValidStructuredErrors (ctxt, collect_schema_error, reader);
  result = xmlRelaxNGValidateDoc (ctxt, doc);
  if (result != 0)
    {
      pf_project_reader_fail_at (reader, PF_ERROR_SCHEMA, 1, "the document does not match the project schema");
      return FALSE;
    }
  return TRUE;
}

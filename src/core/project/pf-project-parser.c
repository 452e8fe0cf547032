/* pf-project-parser.c: safe parsing of project files and their schema validation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <string.h>

#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>

#include "pf-core-resources.h"
#include "pf-file-kind.h"
#include "pf-project-reader-private.h"
#include "pf-schema-attributes.h"
#include "pf-xml-limits.h"

/* Foreign content: collected per element, then removed before validation */

void
pf_project_reader_set_aside_foreign (Reader  *reader,
                                     xmlNode *node)
{
  PfExtensions *ext = pf_extensions_take (node);
  xmlNode *child = node->children;

  if (ext != NULL)
    g_hash_table_insert (reader->extensions, node, ext);

  while (child != NULL)
    {
      xmlNode *next = child->next;

      if (child->type == XML_COMMENT_NODE || child->type == XML_PI_NODE)
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
  /* libxml2's own words for bytes that are not UTF-8 ("Input is not proper
   * UTF-8, indicate encoding !") ask for what a project file may not do. */
  if (g_str_has_prefix (message, "Input is not proper UTF-8"))
    {
      const char *bytes = strstr (message, "Bytes: ");
      g_autofree char *first = bytes != NULL ? g_strndup (bytes + 7, 4) : NULL;

      g_free (message);
      message = first != NULL && g_str_has_prefix (first, "0x")
                ? g_strdup_printf ("the text is not UTF-8 (byte %s); project files are UTF-8",
                                   first)
                : g_strdup ("the text is not UTF-8; project files are UTF-8");
    }
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

/* The bytes a read callback hands on: the first ones kept for the encoding
 * check, and a running count for the size limit. */
typedef struct
{
  Reader         *reader;
  PfXmlLimits    *limits;
  PfProjectRead   read;
  gpointer        source;
  char            head[256];
  gsize           head_length;
  gsize           head_given;
  gboolean        head_checked;
  guint64         total;
} Input;

/* Whether the XML declaration at the start of @head names an encoding
 * other than UTF-8; the name is returned in @declared. */
static gboolean
declares_other_encoding (const char  *head,
                         gsize        length,
                         char       **declared)
{
  g_autofree char *text = NULL;
  const char *end, *p, *value_end;
  char quote;

  if (length >= 3 && memcmp (head, "\xef\xbb\xbf", 3) == 0)
    {
      head += 3;
      length -= 3;
    }
  if (length < 5 || memcmp (head, "<?xml", 5) != 0)
    return FALSE;
  text = g_strndup (head, length);
  end = strstr (text, "?>");
  if (end == NULL)
    return FALSE;
  p = g_strstr_len (text, end - text, "encoding");
  if (p == NULL)
    return FALSE;
  p += strlen ("encoding");
  while (g_ascii_isspace (*p))
    p++;
  if (*p++ != '=')
    return FALSE;
  while (g_ascii_isspace (*p))
    p++;
  quote = *p++;
  if (quote != '"' && quote != '\'')
    return FALSE;
  value_end = strchr (p, quote);
  if (value_end == NULL || value_end > end)
    return FALSE;
  if (g_ascii_strncasecmp (p, "UTF-8", value_end - p) == 0 && value_end - p == 5)
    return FALSE;
  *declared = g_strndup (p, value_end - p);
  return TRUE;
}

/* A file of zeros (a sparse or truncated file) is no text at all. */
static gboolean
all_nul (const char *head,
         gsize       length)
{
  for (gsize i = 0; i < length; i++)
    if (head[i] != '\0')
      return FALSE;
  return TRUE;
}

/* Reads the start of the document and judges its encoding. */
static gboolean
check_head (Input *input)
{
  g_autofree char *declared = NULL;

  while (input->head_length < sizeof input->head)
    {
      g_autoptr(GError) error = NULL;
      gssize n = input->read (input->source, input->head + input->head_length,
                              sizeof input->head - input->head_length, &error);

      if (n < 0)
        return pf_project_reader_fail_at (input->reader, PF_ERROR_IO, 1, "%s", error->message);
      if (n == 0)
        break;
      input->head_length += n;
    }
  input->total = input->head_length;
  input->head_checked = TRUE;
  /* libxml2 keeps a UTF-8 byte order mark when the encoding is given. */
  if (input->head_length >= 3 && memcmp (input->head, "\xef\xbb\xbf", 3) == 0)
    input->head_given = 3;

  if (input->head_length > 0 && all_nul (input->head, input->head_length))
    return pf_project_reader_fail_at (input->reader, PF_ERROR_PARSE, 1,
                                      "the file is not a project: it begins with NUL bytes "
                                      "(zeros), not XML");
  if (pf_text_is_wide (input->head, input->head_length))
    return pf_project_reader_fail_at (input->reader, PF_ERROR_PARSE, 1,
                                      "the file is UTF-16 or UTF-32; project files are UTF-8");
  if (declares_other_encoding (input->head, input->head_length, &declared))
    return pf_project_reader_fail_at (input->reader, PF_ERROR_PARSE, 1,
                                      "the file declares encoding “%s”; project files are UTF-8",
                                      declared);
  return TRUE;
}

/* Hands @n bytes on to libxml2 once their shape is within the limits. */
static int
give (Input      *input,
      const char *buffer,
      gsize       n)
{
  g_autoptr(GError) error = NULL;

  if (!pf_xml_limits_feed (input->limits, buffer, n, &error))
    {
      if (input->reader->error == NULL)
        input->reader->error = g_steal_pointer (&error);
      return -1;
    }
  return (int) n;
}

static int
read_input (void *context,
            char *buffer,
            int   length)
{
  Input *input = context;
  g_autoptr(GError) error = NULL;
  gssize n;

  if (input->reader->error != NULL || length <= 0)
    return -1;
  if (!input->head_checked && !check_head (input))
    return -1;
  if (input->head_given < input->head_length)
    {
      gsize chunk = MIN ((gsize) length, input->head_length - input->head_given);

      memcpy (buffer, input->head + input->head_given, chunk);
      input->head_given += chunk;
      return give (input, buffer, chunk);
    }

  n = input->read (input->source, buffer, length, &error);
  if (n < 0)
    {
      pf_project_reader_fail_at (input->reader, PF_ERROR_IO, 1, "%s", error->message);
      return -1;
    }
  input->total += n;
  /* The size was checked before reading; this catches a file that grows. */
  if (input->total > PF_PROJECT_MAX_BYTES)
    {
      pf_project_reader_fail_at (input->reader, PF_ERROR_LIMIT, 1,
                                 "the file is larger than %d MiB, the most a project may be",
                                 PF_PROJECT_MAX_BYTES / (1024 * 1024));
      return -1;
    }
  return give (input, buffer, n);
}

static int
close_input (void *context)
{
  return 0;
}

/* Records the line of an element that libxml2 can only store as 65535. */
static void
start_element (void           *ctx,
               const xmlChar  *localname,
               const xmlChar  *prefix,
               const xmlChar  *uri,
               int             n_namespaces,
               const xmlChar **namespaces,
               int             n_attributes,
               int             n_defaulted,
               const xmlChar **attributes)
{
  xmlParserCtxt *ctxt = ctx;
  Reader *reader = ctxt->_private;

  xmlSAX2StartElementNs (ctx, localname, prefix, uri, n_namespaces, namespaces, n_attributes,
                         n_defaulted, attributes);
  if (ctxt->node != NULL && ctxt->input != NULL && ctxt->input->line >= 65535)
    g_hash_table_insert (reader->big_lines, ctxt->node, GINT_TO_POINTER (ctxt->input->line));
}

xmlDoc *
pf_project_reader_parse (Reader        *reader,
                         PfProjectRead  read,
                         gpointer       source)
{
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  g_autoptr(PfXmlLimits) limits = pf_xml_limits_new (reader->name);
  Input input = { reader, limits, read, source, };
  xmlDoc *doc;

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      pf_project_reader_fail_at (reader, PF_ERROR_PARSE, 1, "out of memory");
      return NULL;
    }
  ctxt->_private = reader;
  ctxt->sax->internalSubset = refuse_doctype;
  ctxt->sax->startElementNs = start_element;

  xmlSetStructuredErrorFunc (reader, collect_parse_error);
  /* No network, no entity substitution, no DTD loading; libxml2's own
   * depth, text size and amplification limits stay on (no XML_PARSE_HUGE).
   * The document streams in: the whole file is never in memory at once. */
  doc = xmlCtxtReadIO (ctxt, read_input, close_input, &input, reader->name, "UTF-8",
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
  line = error->node ? pf_project_reader_node_line (reader, error->node) : (guint) MAX (error->line, 0);
  /* libxml2 reports some failures twice, first without a node or line
   * ("failed to validate attributes"), then located; keep the located one. */
  if (line == 0)
    return;
  message = g_strchomp (g_strdup (error->message ? error->message : "invalid document"));
  /* "Element map failed to validate attributes" names no attribute, and
   * "Type positiveInteger doesn't allow value '0'" speaks libxml2's words:
   * the schema's rules say which attribute, and what is wrong with it. */
  if (error->node != NULL && ((xmlNode *) error->node)->type == XML_ELEMENT_NODE)
    {
      g_autofree char *explained = pf_schema_explain_attributes (error->node);

      if (explained != NULL)
        {
          pf_project_reader_fail_at (reader, PF_ERROR_SCHEMA, line, "%s", explained);
          return;
        }
      if (error->code == XML_RELAXNG_ERR_ATTRVALID)
        {
          g_free (message);
          message = g_strdup ("an attribute is missing, unknown or has a value the project "
                              "format does not allow");
        }
      /* libxml2's "Expecting an element , got nothing" and "Did not expect
       * element terrain there" say what to mend in the schema's words. */
      else if (error->code == XML_RELAXNG_ERR_NOELEM && error->str1 != NULL &&
               error->str1[0] != '\0')
        {
          g_free (message);
          message = g_strdup_printf ("it needs a <%s> here", error->str1);
        }
      else if (error->code == XML_RELAXNG_ERR_NOELEM)
        {
          g_free (message);
          message = g_strdup ("an element it needs is missing");
        }
      else if (error->code == XML_RELAXNG_ERR_ELEMWRONG)
        {
          g_free (message);
          message = g_strdup ("not allowed here: it is out of order, or an element before it "
                              "is missing");
        }
    }
  if (error->node != NULL && ((xmlNode *) error->node)->type == XML_ELEMENT_NODE)
    pf_project_reader_fail_at (reader, PF_ERROR_SCHEMA, line,
                               "<%s>: %s (see the project schema, polyform-project.rng)",
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

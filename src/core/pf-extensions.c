/* pf-extensions.c: foreign-namespace content, kept in a small private document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-extensions.h"

struct _PfExtensions
{
  xmlDoc  *doc;     /* owns the copies */
  xmlNode *holder;  /* foreign attributes are set on it, elements are its children */
};

static gboolean
is_foreign (xmlNs *ns)
{
  return ns != NULL && ns->href != NULL && ns->href[0] != '\0';
}

static xmlNs *
ensure_ns (xmlNode *element,
           xmlNs   *ns)
{
  xmlNs *found = xmlSearchNsByHref (element->doc, element, ns->href);

  if (found != NULL && found->prefix != NULL)
    return found;

  /* A foreign attribute needs a prefix; find one that is free on this element. */
  {
    const xmlChar *prefix = ns->prefix ? ns->prefix : BAD_CAST "ext";
    g_autofree char *candidate = g_strdup ((const char *) prefix);

    for (guint i = 1; xmlSearchNs (element->doc, element, BAD_CAST candidate) != NULL; i++)
      {
        g_free (candidate);
        candidate = g_strdup_printf ("%s%u", prefix, i);
      }
    return xmlNewNs (element, ns->href, BAD_CAST candidate);
  }
}

static PfExtensions *
pf_extensions_new (void)
{
  PfExtensions *ext = g_new0 (PfExtensions, 1);

  ext->doc = xmlNewDoc (BAD_CAST "1.0");
  ext->holder = xmlNewDocNode (ext->doc, NULL, BAD_CAST "extensions", NULL);
  xmlDocSetRootElement (ext->doc, ext->holder);
  return ext;
}

PfExtensions *
pf_extensions_collect (xmlNode *element)
{
  PfExtensions *ext = NULL;

  for (xmlAttr *attr = element->properties; attr != NULL; attr = attr->next)
    {
      g_autofree xmlChar *value = NULL;

      if (!is_foreign (attr->ns))
        continue;
      if (ext == NULL)
        ext = pf_extensions_new ();
      value = xmlNodeGetContent ((xmlNode *) attr);
      xmlSetNsProp (ext->holder, ensure_ns (ext->holder, attr->ns), attr->name,
                    value ? value : BAD_CAST "");
    }

  for (xmlNode *child = element->children; child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE || !is_foreign (child->ns))
        continue;
      if (ext == NULL)
        ext = pf_extensions_new ();
      xmlAddChild (ext->holder, xmlDocCopyNode (child, ext->doc, 1));
    }

  return ext;
}

void
pf_extensions_apply (const PfExtensions *ext,
                     xmlNode            *element)
{
  if (ext == NULL)
    return;

  for (xmlAttr *attr = ext->holder->properties; attr != NULL; attr = attr->next)
    {
      g_autofree xmlChar *value = xmlNodeGetContent ((xmlNode *) attr);

      xmlSetNsProp (element, ensure_ns (element, attr->ns), attr->name,
                    value ? value : BAD_CAST "");
    }

  for (xmlNode *child = ext->holder->children; child != NULL; child = child->next)
    {
      xmlNode *copy;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      copy = xmlDocCopyNode (child, element->doc, 1);
      xmlAddChild (element, copy);
      xmlReconciliateNs (element->doc, copy);
    }
}

PfExtensions *
pf_extensions_copy (const PfExtensions *ext)
{
  PfExtensions *copy;

  if (ext == NULL)
    return NULL;
  copy = g_new0 (PfExtensions, 1);
  copy->doc = xmlCopyDoc (ext->doc, 1);
  copy->holder = xmlDocGetRootElement (copy->doc);
  return copy;
}

void
pf_extensions_free (PfExtensions *ext)
{
  if (ext == NULL)
    return;
  xmlFreeDoc (ext->doc);
  g_free (ext);
}

guint
pf_extensions_count (const PfExtensions *ext)
{
  guint n = 0;

  if (ext == NULL)
    return 0;
  for (xmlAttr *attr = ext->holder->properties; attr != NULL; attr = attr->next)
    n++;
  for (xmlNode *child = ext->holder->children; child != NULL; child = child->next)
    n += child->type == XML_ELEMENT_NODE;
  return n;
}

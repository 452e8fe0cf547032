/* pf-extensions.c: foreign-namespace content, kept in a small private document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-extensions.h"

struct _PfExtensions
{
  xmlDoc     *doc;       /* owns the copies */
  xmlNode    *holder;    /* foreign attributes are set on it, elements are its children */
  GHashTable *children;  /* "name#n/name#n" → PfExtensions*, for plain descendants */
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

static gboolean
is_own_element (xmlNode *node)
{
  return node->type == XML_ELEMENT_NODE && !is_foreign (node->ns);
}

/* The key of @child among its parent's own children: its name and its
 * ordinal among same-named siblings, counted in @ordinals as the children
 * are walked in order. */
static char *
child_key (const char *prefix,
           xmlNode    *child,
           GHashTable *ordinals)
{
  guint ordinal = GPOINTER_TO_UINT (g_hash_table_lookup (ordinals, child->name));

  g_hash_table_insert (ordinals, (gpointer) child->name, GUINT_TO_POINTER (ordinal + 1));
  return g_strdup_printf ("%s%s#%u", prefix, (const char *) child->name, ordinal);
}

static void
adopt (PfExtensions       **ext,
       xmlNode             *element,
       const char          *prefix,
       GHashTable          *by_node,
       const char * const  *item_names)
{
  g_autoptr(GHashTable) ordinals = g_hash_table_new (g_str_hash, g_str_equal);

  for (xmlNode *child = element->children; child != NULL; child = child->next)
    {
      g_autofree char *key = NULL;
      g_autofree char *child_prefix = NULL;
      PfExtensions *found = NULL;

      if (!is_own_element (child) ||
          g_strv_contains (item_names, (const char *) child->name))
        continue;

      key = child_key (prefix, child, ordinals);
      if (g_hash_table_steal_extended (by_node, child, NULL, (gpointer *) &found))
        {
          if (*ext == NULL)
            *ext = pf_extensions_new ();
          if ((*ext)->children == NULL)
            (*ext)->children = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                      (GDestroyNotify) pf_extensions_free);
          g_hash_table_insert ((*ext)->children, g_strdup (key), found);
        }
      child_prefix = g_strconcat (key, "/", NULL);
      adopt (ext, child, child_prefix, by_node, item_names);
    }
}

void
pf_extensions_adopt_descendants (PfExtensions       **ext,
                                 xmlNode             *element,
                                 GHashTable          *by_node,
                                 const char * const  *item_names)
{
  /* Most projects have no foreign content at all: nothing to walk then. */
  if (g_hash_table_size (by_node) == 0)
    return;
  adopt (ext, element, "", by_node, item_names);
}

static void apply_own (const PfExtensions *ext, xmlNode *element);

static void
apply_descendants (const PfExtensions *ext,
                   xmlNode            *element,
                   const char         *prefix)
{
  g_autoptr(GHashTable) ordinals = g_hash_table_new (g_str_hash, g_str_equal);

  for (xmlNode *child = element->children; child != NULL; child = child->next)
    {
      g_autofree char *key = NULL;
      g_autofree char *child_prefix = NULL;
      PfExtensions *found;

      if (!is_own_element (child))
        continue;
      key = child_key (prefix, child, ordinals);
      found = g_hash_table_lookup (ext->children, key);
      if (found != NULL)
        apply_own (found, child);
      child_prefix = g_strconcat (key, "/", NULL);
      apply_descendants (ext, child, child_prefix);
    }
}

PfExtensions *
pf_extensions_take (xmlNode *element)
{
  PfExtensions *ext = NULL;
  xmlAttr *attr = element->properties;
  xmlNode *child = element->children;

  while (attr != NULL)
    {
      xmlAttr *next = attr->next;
      g_autofree xmlChar *value = NULL;

      if (is_foreign (attr->ns))
        {
          if (ext == NULL)
            ext = pf_extensions_new ();
          value = xmlNodeGetContent ((xmlNode *) attr);
          xmlSetNsProp (ext->holder, ensure_ns (ext->holder, attr->ns), attr->name,
                        value ? value : BAD_CAST "");
          xmlRemoveProp (attr);
        }
      attr = next;
    }

  /* Each element goes as soon as it is copied: the document and the copies
   * never both hold all of a large extension. */
  while (child != NULL)
    {
      xmlNode *next = child->next;

      if (child->type == XML_ELEMENT_NODE && is_foreign (child->ns))
        {
          if (ext == NULL)
            ext = pf_extensions_new ();
          xmlAddChild (ext->holder, xmlDocCopyNode (child, ext->doc, 1));
          xmlUnlinkNode (child);
          xmlFreeNode (child);
        }
      child = next;
    }

  return ext;
}

void
pf_extensions_apply (const PfExtensions *ext,
                     xmlNode            *element)
{
  if (ext == NULL)
    return;
  if (ext->children != NULL)
    apply_descendants (ext, element, "");
  apply_own (ext, element);
}

void
pf_extensions_apply_descendants (const PfExtensions *ext,
                                 xmlNode            *element)
{
  if (ext != NULL && ext->children != NULL)
    apply_descendants (ext, element, "");
}

static void
apply_own (const PfExtensions *ext,
           xmlNode            *element)
{

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
  if (ext->children != NULL)
    {
      GHashTableIter iter;
      gpointer key, value;

      copy->children = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                              (GDestroyNotify) pf_extensions_free);
      g_hash_table_iter_init (&iter, ext->children);
      while (g_hash_table_iter_next (&iter, &key, &value))
        g_hash_table_insert (copy->children, g_strdup (key), pf_extensions_copy (value));
    }
  return copy;
}

void
pf_extensions_free (PfExtensions *ext)
{
  if (ext == NULL)
    return;
  xmlFreeDoc (ext->doc);
  g_clear_pointer (&ext->children, g_hash_table_unref);
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
  if (ext->children != NULL)
    {
      GHashTableIter iter;
      gpointer value;

      g_hash_table_iter_init (&iter, ext->children);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        n += pf_extensions_count (value);
    }
  return n;
}

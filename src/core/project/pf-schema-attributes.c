/* pf-schema-attributes.c: what is wrong with an element's attributes, in the project's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <errno.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>

#include "pf-core-resources.h"
#include "pf-schema-attributes.h"

/* Refs are followed at most this deep: the schema's own nesting is far less. */
#define MAX_REF_DEPTH 16
/* A value is quoted in a message up to this many characters. */
#define MAX_QUOTED    40

typedef enum
{
  VALUE_ANY,
  VALUE_INTEGER,
  VALUE_DECIMAL,
  VALUE_STRING,
  VALUE_CHOICE,
} ValueKind;

/* One attribute an element takes, as the schema says it. */
typedef struct
{
  char      *element;
  char      *name;
  gboolean   required;
  ValueKind  kind;
  gboolean   has_min, has_max;
  double     min, max;          /* of a number */
  gint64     min_length, max_length;  /* of a string, or -1 */
  char      *pattern;           /* of a string, or NULL */
  GPtrArray *choices;           /* of char*, for VALUE_CHOICE */
} AttributeRule;

typedef struct
{
  xmlDoc     *doc;
  GHashTable *defines;          /* name → xmlNode* <define> */
  GPtrArray  *rules;            /* of AttributeRule* */
} Schema;

/* Auxiliary methods */

static void
attribute_rule_free (AttributeRule *rule)
{
  g_free (rule->element);
  g_free (rule->name);
  g_free (rule->pattern);
  g_clear_pointer (&rule->choices, g_ptr_array_unref);
  g_free (rule);
}

static gboolean
is_pattern (xmlNode    *node,
            const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

static char *
schema_attr (xmlNode    *node,
          const char *name)
{
  xmlChar *value = xmlGetProp (node, BAD_CAST name);
  char *copy = g_strdup ((const char *) value);

  xmlFree (value);
  return copy;
}

/* The text of @node (an attribute's value too), as a string of GLib's. */
static char *
get_text (xmlNode *node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char *copy = g_strdup (value ? (const char *) value : "");

  xmlFree (value);
  return copy;
}

static xmlNode *
first_child_element (xmlNode *node)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      return child;
  return NULL;
}

/* The pattern @node stands for, through refs to defines. */
static xmlNode *
resolve (Schema  *schema,
         xmlNode *node)
{
  for (guint depth = 0; node != NULL && is_pattern (node, "ref") && depth < MAX_REF_DEPTH; depth++)
    {
      g_autofree char *name = schema_attr (node, "name");
      xmlNode *define = name ? g_hash_table_lookup (schema->defines, name) : NULL;

      node = define ? first_child_element (define) : NULL;
    }
  return node;
}

static void
read_data (AttributeRule *rule,
           xmlNode       *data)
{
  g_autofree char *type = schema_attr (data, "type");

  if (g_strcmp0 (type, "positiveInteger") == 0 || g_strcmp0 (type, "nonNegativeInteger") == 0)
    {
      rule->kind = VALUE_INTEGER;
      rule->has_min = TRUE;
      rule->min = g_strcmp0 (type, "positiveInteger") == 0 ? 1 : 0;
    }
  else if (g_strcmp0 (type, "integer") == 0)
    rule->kind = VALUE_INTEGER;
  else if (g_strcmp0 (type, "decimal") == 0)
    rule->kind = VALUE_DECIMAL;
  else if (g_strcmp0 (type, "string") == 0 || g_strcmp0 (type, "token") == 0)
    rule->kind = VALUE_STRING;

  for (xmlNode *param = data->children; param != NULL; param = param->next)
    {
      g_autofree char *name = NULL;
      g_autofree char *text = NULL;
      double number;

      if (!is_pattern (param, "param"))
        continue;
      name = schema_attr (param, "name");
      text = get_text (param);
      number = g_ascii_strtod (text, NULL);
      if (g_strcmp0 (name, "minInclusive") == 0)
        {
          rule->min = rule->has_min ? MAX (rule->min, number) : number;
          rule->has_min = TRUE;
        }
      else if (g_strcmp0 (name, "maxInclusive") == 0)
        {
          rule->max = number;
          rule->has_max = TRUE;
        }
      else if (g_strcmp0 (name, "minLength") == 0)
        rule->min_length = (gint64) number;
      else if (g_strcmp0 (name, "maxLength") == 0)
        rule->max_length = (gint64) number;
      else if (g_strcmp0 (name, "pattern") == 0)
        rule->pattern = g_steal_pointer (&text);
    }
}

static void
add_rule (Schema     *schema,
          xmlNode    *attribute,
          const char *element,
          gboolean    required)
{
  AttributeRule *rule = g_new0 (AttributeRule, 1);
  xmlNode *content = resolve (schema, first_child_element (attribute));

  rule->element = g_strdup (element);
  rule->name = schema_attr (attribute, "name");
  rule->required = required;
  rule->min_length = rule->max_length = -1;
  if (content != NULL && is_pattern (content, "data"))
    read_data (rule, content);
  else if (content != NULL && (is_pattern (content, "choice") || is_pattern (content, "value")))
    {
      rule->kind = VALUE_CHOICE;
      rule->choices = g_ptr_array_new_with_free_func (g_free);
      for (xmlNode *value = is_pattern (content, "value") ? content : content->children;
           value != NULL; value = is_pattern (content, "value") ? NULL : value->next)
        {
          if (value->type != XML_ELEMENT_NODE)
            continue;
          if (!is_pattern (value, "value"))
            {
              /* A choice of more than values: any value may do. */
              rule->kind = VALUE_ANY;
              break;
            }
          g_ptr_array_add (rule->choices, get_text (value));
        }
    }
  if (rule->name == NULL)
    attribute_rule_free (rule);
  else
    g_ptr_array_add (schema->rules, rule);
}

/* The attributes in the content of @element's pattern, through refs and
 * groups, but not into the elements nested in it. */
static void
walk_content (Schema     *schema,
              xmlNode    *pattern,
              const char *element,
              gboolean    optional,
              guint       depth)
{
  if (depth > MAX_REF_DEPTH)
    return;
  for (xmlNode *child = pattern->children; child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE || is_pattern (child, "element"))
        continue;
      if (is_pattern (child, "attribute"))
        add_rule (schema, child, element, !optional);
      else if (is_pattern (child, "ref"))
        {
          g_autofree char *name = schema_attr (child, "name");
          xmlNode *define = name ? g_hash_table_lookup (schema->defines, name) : NULL;

          if (define != NULL)
            walk_content (schema, define, element, optional, depth + 1);
        }
      else
        walk_content (schema, child, element,
                      optional || is_pattern (child, "optional") || is_pattern (child, "zeroOrMore")
                      || is_pattern (child, "choice"), depth + 1);
    }
}

/* Every <element> of the schema, at any depth. */
static void
walk_elements (Schema  *schema,
               xmlNode *node)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (is_pattern (child, "element"))
        {
          g_autofree char *name = schema_attr (child, "name");

          if (name != NULL)
            walk_content (schema, child, name, FALSE, 0);
        }
      walk_elements (schema, child);
    }
}

static Schema *
get_schema (void)
{
  static gsize initialised = 0;
  static Schema schema;

  if (g_once_init_enter (&initialised))
    {
      g_autoptr(GBytes) bytes = g_resource_lookup_data (pf_core_get_resource (),
                                                        "/io/github/polyformstudio/PolyformStudio/"
                                                        "core/polyform-project.rng",
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      gsize size;
      const char *data;

      g_assert (bytes != NULL);
      data = g_bytes_get_data (bytes, &size);
      schema.doc = xmlReadMemory (data, (int) size, "polyform-project.rng", NULL, XML_PARSE_NONET);
      g_assert (schema.doc != NULL);
      schema.defines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      schema.rules = g_ptr_array_new_with_free_func ((GDestroyNotify) attribute_rule_free);
      for (xmlNode *child = xmlDocGetRootElement (schema.doc)->children; child != NULL;
           child = child->next)
        if (is_pattern (child, "define"))
          g_hash_table_insert (schema.defines, schema_attr (child, "name"), child);
      walk_elements (&schema, xmlDocGetRootElement (schema.doc));
      g_once_init_leave (&initialised, 1);
    }
  return &schema;
}

/* @value as a message quotes it: at most MAX_QUOTED characters. */
static char *
quoted (const char *value)
{
  if (!g_utf8_validate (value, -1, NULL))
    return g_strdup ("…");
  if (g_utf8_strlen (value, -1) <= MAX_QUOTED)
    return g_strdup (value);
  {
    g_autofree char *start = g_utf8_substring (value, 0, MAX_QUOTED);

    return g_strconcat (start, "…", NULL);
  }
}

static gboolean
is_whole_number (const char *text)
{
  const char *p = text + (*text == '+' || *text == '-');

  if (*p == '\0')
    return FALSE;
  for (; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

static gboolean
is_decimal (const char *text)
{
  const char *p = text + (*text == '+' || *text == '-');
  gboolean digits = FALSE, point = FALSE;

  for (; *p != '\0'; p++)
    {
      if (g_ascii_isdigit (*p))
        digits = TRUE;
      else if (*p == '.' && !point)
        point = TRUE;
      else
        return FALSE;
    }
  return digits;
}

/* What is wrong with @value under @rule, or %NULL. */
static char *
judge_number (const AttributeRule *rule,
              const char          *value)
{
  g_autofree char *text = g_strstrip (g_strdup (value));
  g_autofree char *shown = quoted (text);
  double number;

  if (rule->kind == VALUE_INTEGER && !is_whole_number (text))
    return g_strdup_printf (_("%s %s “%s” is not a whole number"), rule->element, rule->name,
                            shown);
  if (rule->kind == VALUE_DECIMAL && !is_decimal (text))
    return g_strdup_printf (_("%s %s “%s” is not a number"), rule->element, rule->name, shown);
  number = g_ascii_strtod (text, NULL);
  if (rule->has_max && number > rule->max)
    return g_strdup_printf (_("%s %s %s is over the limit of %.15g"), rule->element, rule->name,
                            shown, rule->max);
  if (rule->has_min && number < rule->min)
    return g_strdup_printf (_("%s %s %s is under the least allowed, %.15g"), rule->element,
                            rule->name, shown, rule->min);
  return NULL;
}

static char *
judge (const AttributeRule *rule,
       const char          *value)
{
  g_autofree char *shown = quoted (value);

  switch (rule->kind)
    {
    case VALUE_INTEGER:
    case VALUE_DECIMAL:
      return judge_number (rule, value);

    case VALUE_CHOICE:
      for (guint i = 0; i < rule->choices->len; i++)
        if (strcmp (value, g_ptr_array_index (rule->choices, i)) == 0)
          return NULL;
      {
        g_autoptr(GString) list = g_string_new (NULL);

        for (guint i = 0; i < rule->choices->len; i++)
          g_string_append_printf (list, "%s“%s”", i > 0 ? ", " : "",
                                  (const char *) g_ptr_array_index (rule->choices, i));
        return g_strdup_printf (_("%s %s “%s” is none of %s"), rule->element, rule->name, shown,
                                list->str);
      }

    case VALUE_STRING:
      {
        glong length = g_utf8_validate (value, -1, NULL) ? g_utf8_strlen (value, -1) : 0;
        g_autofree char *anchored = NULL;

        if (rule->min_length > 0 && length == 0)
          return g_strdup_printf (_("%s %s is empty"), rule->element, rule->name);
        if (rule->min_length >= 0 && length < rule->min_length)
          return g_strdup_printf (_("%s %s is shorter than %lld characters"),
                                  rule->element, rule->name, (long long) rule->min_length);
        if (rule->max_length >= 0 && length > rule->max_length)
          return g_strdup_printf (_("%s %s is longer than %lld characters"),
                                  rule->element, rule->name, (long long) rule->max_length);
        if (rule->pattern == NULL)
          return NULL;
        anchored = g_strdup_printf ("^(?:%s)$", rule->pattern);
        if (g_regex_match_simple (anchored, value, 0, 0))
          return NULL;
        return g_strdup_printf (_("%s %s “%s” is not of the form %s"), rule->element,
                                rule->name, shown, rule->pattern);
      }

    case VALUE_ANY:
    default:
      return NULL;
    }
}

/* Public API */

char *
pf_schema_explain_attributes (xmlNode *element)
{
  Schema *schema = get_schema ();
  const char *name;
  char *first = NULL;

  g_return_val_if_fail (element != NULL, NULL);

  name = (const char *) element->name;
  /* Each attribute that no rule takes, or whose value every rule refuses. */
  for (xmlAttr *attr = element->properties; attr != NULL && first == NULL; attr = attr->next)
    {
      g_autofree char *value = get_text ((xmlNode *) attr);
      gboolean known = FALSE;

      for (guint i = 0; i < schema->rules->len; i++)
        {
          AttributeRule *rule = g_ptr_array_index (schema->rules, i);
          g_autofree char *problem = NULL;

          if (strcmp (rule->element, name) != 0 || strcmp (rule->name, (const char *) attr->name) != 0)
            continue;
          problem = judge (rule, value);
          if (problem == NULL)
            {
              g_clear_pointer (&first, g_free);
              known = TRUE;
              break;
            }
          if (first == NULL)
            first = g_steal_pointer (&problem);
          known = TRUE;
        }
      if (!known)
        first = g_strdup_printf (_("%s has no attribute “%s” in the project format"), name,
                                 (const char *) attr->name);
    }
  if (first != NULL)
    return first;

  /* Each attribute the element needs and lacks. */
  for (guint i = 0; i < schema->rules->len; i++)
    {
      AttributeRule *rule = g_ptr_array_index (schema->rules, i);

      if (rule->required && strcmp (rule->element, name) == 0
          && !xmlHasProp (element, BAD_CAST rule->name))
        return g_strdup_printf (_("%s lacks its “%s” attribute"), name, rule->name);
    }
  return NULL;
}

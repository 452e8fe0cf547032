/* pf-item.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-item.h"

static const char *const prefixes[] = {
  [PF_ITEM_NONE] = NULL,
  [PF_ITEM_PACK] = "pack",
  [PF_ITEM_LEVEL] = "level",
  [PF_ITEM_LAYOUT] = "layout",
  [PF_ITEM_TILESET] = "tileset",
  [PF_ITEM_MAP] = "map",
  [PF_ITEM_PLAYTEST] = "playtest",
};

const char *
pf_item_id_problem (const char *id)
{
  if (id == NULL || id[0] == '\0')
    return "is empty";
  if (!g_utf8_validate (id, -1, NULL))
    return "is not UTF-8 text";
  if (g_utf8_strlen (id, -1) > PF_ITEM_ID_MAX_LENGTH)
    return "is longer than 200 characters";
  for (const char *p = id; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c) || g_unichar_iscntrl (c) || (c >= 0xFFFE && c <= 0xFFFF))
        return "holds white space or a control character";
    }
  return NULL;
}

gboolean
pf_item_id_is_valid (const char *id)
{
  return pf_item_id_problem (id) == NULL;
}

const char *
pf_item_kind_to_string (PfItemKind kind)
{
  if ((guint) kind >= G_N_ELEMENTS (prefixes))
    return NULL;
  return prefixes[kind];
}

char *
pf_item_path_build (PfItemKind  kind,
                    const char *pack,
                    const char *id)
{
  const char *prefix = pf_item_kind_to_string (kind);

  g_return_val_if_fail (prefix != NULL, NULL);

  if (kind == PF_ITEM_PLAYTEST)
    return g_strdup ("playtest:");
  if (kind == PF_ITEM_LEVEL)
    return g_strdup_printf ("level:%s/%s", pack ? pack : "", id ? id : "");
  return g_strdup_printf ("%s:%s", prefix, id ? id : "");
}

PfItemKind
pf_item_path_kind (const char  *path,
                   const char **rest)
{
  const char *colon = path ? strchr (path, ':') : NULL;

  if (rest != NULL)
    *rest = NULL;
  if (colon == NULL)
    return PF_ITEM_NONE;
  for (guint kind = PF_ITEM_PACK; kind < G_N_ELEMENTS (prefixes); kind++)
    if (strlen (prefixes[kind]) == (gsize) (colon - path) &&
        strncmp (path, prefixes[kind], colon - path) == 0)
      {
        if (rest != NULL)
          *rest = colon + 1;
        return kind;
      }
  return PF_ITEM_NONE;
}

/* The pack of a pack's or a level's path, as a pack path, or NULL. */
static char *
pack_of (const char *path)
{
  const char *rest, *slash;

  switch (pf_item_path_kind (path, &rest))
    {
    case PF_ITEM_PACK:
      return g_strdup (path);
    case PF_ITEM_LEVEL:
      slash = strchr (rest, '/');
      return slash != NULL ? g_strdup_printf ("pack:%.*s", (int) (slash - rest), rest) : NULL;
    default:
      return NULL;
    }
}

char *
pf_item_path_common (const char *a,
                     const char *b)
{
  g_autofree char *pack_a = NULL, *pack_b = NULL;

  g_return_val_if_fail (a != NULL && b != NULL, NULL);

  if (g_str_equal (a, b))
    return g_strdup (a);
  pack_a = pack_of (a);
  pack_b = pack_of (b);
  if (pack_a != NULL && g_strcmp0 (pack_a, pack_b) == 0)
    return g_steal_pointer (&pack_a);
  return NULL;
}

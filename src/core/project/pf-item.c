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

char *
pf_item_path_common (const char *a,
                     const char *b)
{
  const char *rest_a, *rest_b, *slash_a, *slash_b;

  g_return_val_if_fail (a != NULL && b != NULL, NULL);

  if (g_str_equal (a, b))
    return g_strdup (a);
  if (pf_item_path_kind (a, &rest_a) != PF_ITEM_LEVEL ||
      pf_item_path_kind (b, &rest_b) != PF_ITEM_LEVEL)
    return NULL;
  slash_a = strchr (rest_a, '/');
  slash_b = strchr (rest_b, '/');
  if (slash_a == NULL || slash_b == NULL || slash_a - rest_a != slash_b - rest_b ||
      strncmp (rest_a, rest_b, slash_a - rest_a) != 0)
    return NULL;
  return g_strdup_printf ("pack:%.*s", (int) (slash_a - rest_a), rest_a);
}

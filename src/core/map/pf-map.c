/* pf-map.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-map.h"

PfMap *
pf_map_new (const char *id)
{
  PfMap *map = g_new0 (PfMap, 1);

  map->id = g_strdup (id);
  map->mode = PF_MAP_MODE_PACKED;
  map->placements = g_array_new (FALSE, FALSE, sizeof (PfPlacement));
  return map;
}

PfMap *
pf_map_copy (const PfMap *map)
{
  PfMap *copy = pf_map_new (map->id);

  pf_meta_copy (&copy->meta, &map->meta);
  copy->tileset = g_strdup (map->tileset);
  copy->width = map->width;
  copy->height = map->height;
  copy->seed = map->seed;
  copy->mode = map->mode;
  g_array_append_vals (copy->placements, map->placements->data, map->placements->len);
  copy->ext = pf_extensions_copy (map->ext);
  copy->line = map->line;
  return copy;
}

void
pf_map_free (PfMap *map)
{
  if (map == NULL)
    return;
  g_free (map->id);
  g_free (map->tileset);
  pf_meta_clear (&map->meta);
  g_array_unref (map->placements);
  pf_extensions_free (map->ext);
  g_free (map);
}

const char *
pf_map_mode_to_string (PfMapMode mode)
{
  return mode == PF_MAP_MODE_CLASSIC ? "classic" : "packed";
}

gboolean
pf_map_mode_from_string (const char *text,
                         PfMapMode  *mode)
{
  if (g_strcmp0 (text, "classic") == 0)
    *mode = PF_MAP_MODE_CLASSIC;
  else if (g_strcmp0 (text, "packed") == 0)
    *mode = PF_MAP_MODE_PACKED;
  else
    return FALSE;
  return TRUE;
}

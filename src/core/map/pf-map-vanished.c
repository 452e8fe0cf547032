/* pf-map-vanished.c: variants that forbid rules kept off a map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pf-map-vanished.h"

/* Placements of a shape per variant before a variant's absence counts */
#define MIN_PER_VARIANT 8

static const char *
terrain_name (const PfTileset *tileset,
              int              id)
{
  const PfTerrain *terrain = pf_tileset_find_terrain (tileset, id);

  return terrain != NULL && terrain->name != NULL ? terrain->name : "?";
}

/* The terrains that a forbid rule keeps @terrain from, as one list. */
static char *
describe_kept_from (const PfTileset *tileset,
                    int              terrain)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < tileset->forbids->len; i++)
    {
      const PfForbid *forbid = &g_array_index (tileset->forbids, PfForbid, i);
      int other;
      gboolean repeated = FALSE;

      if (forbid->a == terrain)
        other = forbid->b;
      else if (forbid->b == terrain)
        other = forbid->a;
      else
        continue;
      for (guint j = 0; j < seen->len; j++)
        repeated |= g_array_index (seen, int, j) == other;
      if (repeated)
        continue;
      g_array_append_val (seen, other);
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, other == terrain ? _("itself") : terrain_name (tileset, other));
    }
  if (text->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

GPtrArray *
pf_map_vanished_variants (const PfMapGrid *grid,
                          const PfTileset *tileset)
{
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);
  guint n_shapes = tileset->shapes->len;
  g_autofree gsize *first = g_new0 (gsize, n_shapes + 1);
  g_autofree guint64 *per_shape = g_new0 (guint64, MAX (1, n_shapes));
  g_autofree guint64 *per_variant = NULL;

  g_return_val_if_fail (grid != NULL, found);

  if (tileset->forbids->len == 0)
    return found;

  for (guint s = 0; s < n_shapes; s++)
    first[s + 1] = first[s] + ((PfShape *) g_ptr_array_index (tileset->shapes, s))->variants->len;
  per_variant = g_new0 (guint64, MAX (1, first[n_shapes]));

  for (gsize i = 0; i < grid->n_placements; i++)
    {
      const PfGridPlacement *p = &grid->placements[i];
      guint shape = p->orient / 4;

      if (shape >= n_shapes || first[shape] + p->variant >= first[shape + 1])
        continue;
      per_shape[shape]++;
      per_variant[first[shape] + p->variant]++;
    }

  for (guint s = 0; s < n_shapes; s++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);

      /* A variant drawn uniformly misses k placements of its shape with
       * chance (1 - 1/n)^k; from 8 per variant on that is below 1/2000, so
       * what is left is the rules' doing, not the dice's. */
      if (per_shape[s] < MIN_PER_VARIANT * (guint64) shape->variants->len)
        continue;
      for (guint v = 0; v < shape->variants->len; v++)
        {
          const PfVariant *variant = g_ptr_array_index (shape->variants, v);
          g_autofree char *kept_from = NULL;

          if (per_variant[first[s] + v] > 0)
            continue;
          kept_from = describe_kept_from (tileset, variant->terrain);
          if (kept_from == NULL)
            continue;
          g_ptr_array_add (found,
                           g_strdup_printf (_("Variant “%s” of shape “%s” has no placement: "
                                              "forbid rules keep %s from %s."),
                                            variant->name != NULL ? variant->name : variant->id,
                                            shape->id, terrain_name (tileset, variant->terrain),
                                            kept_from));
        }
    }
  return found;
}

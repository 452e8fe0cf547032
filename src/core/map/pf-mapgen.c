/* pf-mapgen.c: the generator's tables, checks and entry points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * pf_mapgen_new() turns a tile set into flat tables: per-shape counts and
 * flags, per-variant forbid bit masks, the singles, the classic candidates
 * and a Vose alias table for drawing shapes by weight. The filling loops are
 * in pf-mapgen-fill.c.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include <math.h>

#include "pf-error.h"
#include "pf-mapgen-private.h"

/* Auxiliary methods */

void
pf_mapgen_options_init (PfMapgenOptions *options)
{
  *options = (PfMapgenOptions) {
    .mode = PF_MAP_MODE_PACKED,
    .seed = 0,
    .retries = PF_MAPGEN_DEFAULT_RETRIES,
  };
}

/* Gives each terrain named in a forbid rule a bit; FALSE when there are too many */
static gboolean
build_forbids (PfMapgen  *gen,
               GError   **error)
{
  const PfTileset *tileset = gen->tileset;
  guint32 forbids[PF_MAPGEN_MAX_FORBID_TERRAINS] = { 0 };
  int named[PF_MAPGEN_MAX_FORBID_TERRAINS];
  guint n_named = 0, n_variants = 0;

  for (guint i = 0; i < tileset->forbids->len; i++)
    {
      const PfForbid *forbid = &g_array_index (tileset->forbids, PfForbid, i);
      int pair[2] = { forbid->a, forbid->b };
      guint bit[2];

      for (guint k = 0; k < 2; k++)
        {
          for (bit[k] = 0; bit[k] < n_named && named[bit[k]] != pair[k]; bit[k]++)
            ;
          if (bit[k] == n_named)
            {
              if (n_named == PF_MAPGEN_MAX_FORBID_TERRAINS)
                {
                  g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                               "tile set “%s” names more than %u terrains in forbid rules",
                               tileset->id, PF_MAPGEN_MAX_FORBID_TERRAINS);
                  return FALSE;
                }
              named[n_named++] = pair[k];
            }
        }
      forbids[bit[0]] |= 1u << bit[1];
      forbids[bit[1]] |= 1u << bit[0];
      gen->any_forbid = TRUE;
    }

  for (guint s = 0; s < gen->n_shapes; s++)
    n_variants += gen->shapes[s].n_variants;
  gen->variant_bit = g_new0 (guint32, MAX (1, n_variants));
  gen->variant_forbids = g_new0 (guint32, MAX (1, n_variants));
  for (guint s = 0; s < gen->n_shapes; s++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);

      for (guint v = 0; v < shape->variants->len; v++)
        {
          const PfVariant *variant = g_ptr_array_index (shape->variants, v);
          guint i = gen->shapes[s].first_variant + v;

          for (guint k = 0; k < n_named; k++)
            if (named[k] == variant->terrain)
              {
                gen->variant_bit[i] = 1u << k;
                gen->variant_forbids[i] = forbids[k];
              }
        }
    }
  return TRUE;
}

/* Vose's alias method, with thresholds scaled to 2^30 */
static void
build_alias (PfMapgen *gen)
{
  g_autofree double *scaled = NULL;
  g_autofree guint *small = NULL, *large = NULL;
  guint n_small = 0, n_large = 0, n = 0;
  double total = 0;

  for (guint s = 0; s < gen->n_shapes; s++)
    if (gen->shapes[s].weight > 0)
      {
        total += gen->shapes[s].weight;
        n++;
      }
  gen->n_alias = n;
  if (n == 0)
    return;

  gen->alias_threshold = g_new0 (guint32, n);
  gen->alias_shape = g_new0 (guint, n);
  gen->alias_other = g_new0 (guint, n);
  scaled = g_new0 (double, n);
  small = g_new0 (guint, n);
  large = g_new0 (guint, n);

  n = 0;
  for (guint s = 0; s < gen->n_shapes; s++)
    if (gen->shapes[s].weight > 0)
      {
        gen->alias_shape[n] = s;
        scaled[n] = gen->shapes[s].weight / total * gen->n_alias;
        n++;
      }

  for (guint i = 0; i < n; i++)
    {
      if (scaled[i] < 1.0)
        small[n_small++] = i;
      else
        large[n_large++] = i;
    }
  while (n_small > 0 && n_large > 0)
    {
      guint l = small[--n_small], g = large[--n_large];

      gen->alias_threshold[l] = (guint32) (scaled[l] * PF_MAPGEN_ALIAS_ONE);
      gen->alias_other[l] = gen->alias_shape[g];
      scaled[g] = (scaled[g] + scaled[l]) - 1.0;
      if (scaled[g] < 1.0)
        small[n_small++] = g;
      else
        large[n_large++] = g;
    }
  while (n_large > 0)
    {
      guint g = large[--n_large];

      gen->alias_threshold[g] = PF_MAPGEN_ALIAS_ONE;
      gen->alias_other[g] = gen->alias_shape[g];
    }
  while (n_small > 0)
    {
      guint l = small[--n_small];

      gen->alias_threshold[l] = PF_MAPGEN_ALIAS_ONE;
      gen->alias_other[l] = gen->alias_shape[l];
    }
}

PfMapgen *
pf_mapgen_new (const PfTileset  *tileset,
               GError          **error)
{
  g_autoptr(PfMapgen) gen = NULL;
  guint n_variants = 0;

  g_return_val_if_fail (tileset != NULL, NULL);

  if (tileset->shapes->len == 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "tile set “%s” has no shapes", tileset->id);
      return NULL;
    }
  if (tileset->shapes->len > PF_MAP_MAX_SHAPES)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "tile set “%s” has more than %u shapes",
                   tileset->id, PF_MAP_MAX_SHAPES);
      return NULL;
    }

  gen = g_new0 (PfMapgen, 1);
  gen->tileset = tileset;
  gen->n_shapes = tileset->shapes->len;
  gen->shapes = g_new0 (PfMapgenShape, gen->n_shapes);
  gen->rotation_mask = g_new0 (guint8, gen->n_shapes);
  gen->singles = g_new0 (guint, gen->n_shapes);
  gen->classic = g_new0 (guint, gen->n_shapes);

  for (guint s = 0; s < gen->n_shapes; s++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);
      PfMapgenShape *gs = &gen->shapes[s];

      if (!pf_shape_check (shape, error))
        return NULL;
      if (shape->width > PF_MAPGEN_MAX_SHAPE_SIDE || shape->height > PF_MAPGEN_MAX_SHAPE_SIDE)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "shape “%s” is %u x %u; the generator takes shapes up to %u x %u",
                       shape->id, shape->width, shape->height, PF_MAPGEN_MAX_SHAPE_SIDE,
                       PF_MAPGEN_MAX_SHAPE_SIDE);
          return NULL;
        }
      if (shape->variants->len == 0)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "shape “%s” has no variant", shape->id);
          return NULL;
        }
      if (shape->variants->len > PF_MAP_MAX_VARIANTS)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "shape “%s” has more than %u variants",
                       shape->id, PF_MAP_MAX_VARIANTS);
          return NULL;
        }
      if (!isfinite (shape->weight) || shape->weight < 0)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "shape “%s” has weight %g; weights must be 0 or more", shape->id,
                       shape->weight);
          return NULL;
        }

      gs->n_variants = shape->variants->len;
      gs->first_variant = n_variants;
      gs->weight = shape->weight;
      gs->rotate = shape->rotate != FALSE;
      gen->rotation_mask[s] = gs->rotate ? 3 : 0;
      gs->single = shape->width == 1 && shape->height == 1;
      n_variants += gs->n_variants;
      if (gs->single)
        gen->singles[gen->n_singles++] = s;
      else if (gs->weight > 0)
        gen->classic[gen->n_classic++] = s;
    }

  if (gen->n_singles == 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "tile set “%s” has no single (1 x 1) shape; the generator needs one to "
                   "fill holes", tileset->id);
      return NULL;
    }

  gen->orientations = pf_shape_orientations_new (tileset);
  if (!build_forbids (gen, error))
    return NULL;
  build_alias (gen);
  return g_steal_pointer (&gen);
}

void
pf_mapgen_free (PfMapgen *gen)
{
  if (gen == NULL)
    return;
  pf_shape_orientations_free (gen->orientations);
  g_free (gen->shapes);
  g_free (gen->rotation_mask);
  g_free (gen->variant_bit);
  g_free (gen->variant_forbids);
  g_free (gen->singles);
  g_free (gen->classic);
  g_free (gen->alias_threshold);
  g_free (gen->alias_shape);
  g_free (gen->alias_other);
  g_free (gen);
}

const PfShapeOrientations *
pf_mapgen_get_orientations (const PfMapgen *gen)
{
  return gen->orientations;
}

static gboolean
shape_fits (const PfMapgen *gen,
            guint           s,
            guint           width,
            guint           height)
{
  for (guint r = 0; r < (gen->shapes[s].rotate ? 4u : 1u); r++)
    {
      const PfShapeOrientation *o = pf_shape_orientations_get (gen->orientations, s, r);

      if (o->width <= width && o->height <= height)
        return TRUE;
    }
  return FALSE;
}

gboolean
pf_mapgen_check_size (const PfMapgen  *gen,
                      guint            width,
                      guint            height,
                      PfMapMode        mode,
                      GError         **error)
{
  if (width < 1 || height < 1 || width > PF_MAP_MAX_SIDE || height > PF_MAP_MAX_SIDE)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "map size %u x %u is out of range; each side must be 1 to %u",
                   width, height, PF_MAP_MAX_SIDE);
      return FALSE;
    }

  for (guint s = 0; s < gen->n_shapes; s++)
    {
      const PfShape *shape = g_ptr_array_index (gen->tileset->shapes, s);

      if (gen->shapes[s].weight <= 0 || (mode == PF_MAP_MODE_CLASSIC && gen->shapes[s].single))
        continue;
      if (!shape_fits (gen, s, width, height))
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "shape “%s” (%u x %u%s) cannot be placed on a %u x %u map in any %s; "
                       "give it weight 0 or make the map larger", shape->id, shape->width,
                       shape->height, shape->rotate ? "" : ", may not rotate", width, height,
                       shape->rotate ? "rotation" : "rotation it is allowed");
          return FALSE;
        }
    }
  return TRUE;
}

PfMapGrid *
pf_mapgen_run (const PfMapgen         *gen,
               guint                   width,
               guint                   height,
               const PfMapgenOptions  *options,
               GError                **error)
{
  g_autoptr(PfMapGrid) grid = NULL;
  PfMapgenOptions defaults;

  g_return_val_if_fail (gen != NULL, NULL);

  if (options == NULL)
    {
      pf_mapgen_options_init (&defaults);
      options = &defaults;
    }

  grid = pf_map_grid_new (width, height, error);
  if (grid == NULL)
    return NULL;

  if (!pf_mapgen_fill (gen, grid, options, error))
    return NULL;
  return g_steal_pointer (&grid);
}

PfMap *
pf_mapgen_generate (const PfTileset        *tileset,
                    guint                   width,
                    guint                   height,
                    const PfMapgenOptions  *options,
                    GError                **error)
{
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  PfMapgenOptions defaults;
  PfMap *map;

  if (options == NULL)
    {
      pf_mapgen_options_init (&defaults);
      options = &defaults;
    }

  gen = pf_mapgen_new (tileset, error);
  if (gen == NULL || !pf_mapgen_check_size (gen, width, height, options->mode, error))
    return NULL;
  grid = pf_mapgen_run (gen, width, height, options, error);
  if (grid == NULL)
    return NULL;

  map = pf_map_new (NULL);
  map->tileset = g_strdup (tileset->id);
  map->seed = options->seed;
  map->mode = options->mode;
  pf_map_grid_to_map (grid, map);
  return map;
}

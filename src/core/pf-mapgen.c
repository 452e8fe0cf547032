/* pf-mapgen.c: classic and packed map generation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hot loops work on the grid's owner array (one guint32 per cell, 0 =
 * empty) and on per-run "compiled" orientations: the filled cells as offsets
 * from the rotated matrix's top-left cell for the map's width, so a fit test
 * is a few loads. Shapes are drawn by weight with Vose's alias method from a
 * single 64-bit random number per draw.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include <math.h>

#include "pf-error.h"
#include "pf-mapgen.h"
#include "pf-random.h"

/* Alias thresholds are compared with 30 random bits. */
#define ALIAS_ONE (1u << 30)

typedef struct
{
  guint  n_variants;
  guint  first_variant;   /* index into PfMapgen.variant_terrain */
  double weight;
  guint8 rotate;
  guint8 single;
} GenShape;

struct _PfMapgen
{
  const PfTileset     *tileset;
  PfShapeOrientations *orientations;
  GenShape            *shapes;
  guint                n_shapes;

  /* Dense terrain index of every variant, and the forbid matrix */
  guint               *variant_terrain;
  guint                n_terrains;
  guint8              *forbid;        /* n_terrains * n_terrains */
  guint8              *has_forbid;    /* per terrain */
  gboolean             any_forbid;

  guint               *singles;       /* indices of 1 x 1 shapes */
  guint                n_singles;
  guint               *classic;       /* non-single shapes of weight > 0 */
  guint                n_classic;

  /* Alias table over shapes of weight > 0 */
  guint                n_alias;
  guint32             *alias_threshold;
  guint               *alias_shape;
  guint               *alias_other;
  double               mean_cells;
};

/* An orientation compiled for one map width */
typedef struct
{
  gsize   *offsets;     /* filled cells, from the top-left cell; [0] is the anchor */
  gint    *border;      /* pairs (dx, dy) of outside neighbours, from the top-left */
  guint    n_cells;
  guint    n_border;
  guint    width;
  guint    height;
  guint    anchor_x;
  gboolean usable;      /* allowed and no larger than the map */
} Compiled;

typedef struct
{
  const PfMapgen *gen;
  PfMapGrid      *grid;
  Compiled       *compiled;   /* n_shapes * 4 */
  PfRandom        rng;
  GError         *error;
} Run;

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

static guint
terrain_index (GHashTable *index,
               int         terrain)
{
  gpointer value;

  if (g_hash_table_lookup_extended (index, GINT_TO_POINTER (terrain), NULL, &value))
    return GPOINTER_TO_UINT (value);
  value = GUINT_TO_POINTER (g_hash_table_size (index));
  g_hash_table_insert (index, GINT_TO_POINTER (terrain), value);
  return GPOINTER_TO_UINT (value);
}

static void
build_terrains (PfMapgen *gen)
{
  const PfTileset *tileset = gen->tileset;
  g_autoptr(GHashTable) index = g_hash_table_new (NULL, NULL);
  guint n_variants = 0;

  for (guint s = 0; s < gen->n_shapes; s++)
    n_variants += gen->shapes[s].n_variants;
  gen->variant_terrain = g_new0 (guint, MAX (1, n_variants));
  for (guint s = 0; s < gen->n_shapes; s++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);

      for (guint v = 0; v < shape->variants->len; v++)
        {
          const PfVariant *variant = g_ptr_array_index (shape->variants, v);

          gen->variant_terrain[gen->shapes[s].first_variant + v] =
            terrain_index (index, variant->terrain);
        }
    }
  for (guint i = 0; i < tileset->forbids->len; i++)
    {
      const PfForbid *forbid = &g_array_index (tileset->forbids, PfForbid, i);

      terrain_index (index, forbid->a);
      terrain_index (index, forbid->b);
    }

  gen->n_terrains = g_hash_table_size (index);
  gen->forbid = g_new0 (guint8, MAX (1, gen->n_terrains * gen->n_terrains));
  gen->has_forbid = g_new0 (guint8, MAX (1, gen->n_terrains));
  for (guint i = 0; i < tileset->forbids->len; i++)
    {
      const PfForbid *forbid = &g_array_index (tileset->forbids, PfForbid, i);
      guint a = terrain_index (index, forbid->a), b = terrain_index (index, forbid->b);

      gen->forbid[a * gen->n_terrains + b] = 1;
      gen->forbid[b * gen->n_terrains + a] = 1;
      gen->has_forbid[a] = gen->has_forbid[b] = 1;
      gen->any_forbid = TRUE;
    }
}

/* Vose's alias method, with thresholds scaled to 2^30 */
static void
build_alias (PfMapgen *gen)
{
  g_autofree double *scaled = NULL;
  g_autofree guint *small = NULL, *large = NULL;
  guint n_small = 0, n_large = 0, n = 0;
  double total = 0, cells = 0;

  for (guint s = 0; s < gen->n_shapes; s++)
    if (gen->shapes[s].weight > 0)
      {
        total += gen->shapes[s].weight;
        n++;
      }
  gen->n_alias = n;
  gen->mean_cells = 1;
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
        const PfShapeOrientation *o = pf_shape_orientations_get (gen->orientations, s, 0);

        cells += gen->shapes[s].weight / total * o->n_cells;
        gen->alias_shape[n] = s;
        scaled[n] = gen->shapes[s].weight / total * gen->n_alias;
        n++;
      }
  gen->mean_cells = MAX (1.0, cells);

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

      gen->alias_threshold[l] = (guint32) (scaled[l] * ALIAS_ONE);
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

      gen->alias_threshold[g] = ALIAS_ONE;
      gen->alias_other[g] = gen->alias_shape[g];
    }
  while (n_small > 0)
    {
      guint l = small[--n_small];

      gen->alias_threshold[l] = ALIAS_ONE;
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
  gen->shapes = g_new0 (GenShape, gen->n_shapes);
  gen->singles = g_new0 (guint, gen->n_shapes);
  gen->classic = g_new0 (guint, gen->n_shapes);

  for (guint s = 0; s < gen->n_shapes; s++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);
      GenShape *gs = &gen->shapes[s];

      if (!pf_shape_check (shape, error))
        return NULL;
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
  build_terrains (gen);
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
  g_free (gen->variant_terrain);
  g_free (gen->forbid);
  g_free (gen->has_forbid);
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

/* Running */

static void
compile (Run *run)
{
  const PfMapgen *gen = run->gen;
  guint width = run->grid->width, height = run->grid->height;

  run->compiled = g_new0 (Compiled, gen->n_shapes * 4);
  for (guint s = 0; s < gen->n_shapes; s++)
    for (guint r = 0; r < 4; r++)
      {
        const PfShapeOrientation *o = pf_shape_orientations_get (gen->orientations, s, r);
        Compiled *c = &run->compiled[s * 4 + r];
        g_autofree guint8 *inside = NULL;
        guint bw = o->width + 2;

        c->usable = (r == 0 || gen->shapes[s].rotate) &&
                    o->width <= width && o->height <= height && o->n_cells > 0;
        if (!c->usable)
          continue;
        c->n_cells = o->n_cells;
        c->width = o->width;
        c->height = o->height;
        c->anchor_x = o->cells[0].x;
        c->offsets = g_new (gsize, o->n_cells);
        for (guint k = 0; k < o->n_cells; k++)
          c->offsets[k] = (gsize) o->cells[k].y * width + o->cells[k].x;

        if (!gen->any_forbid)
          continue;

        /* Neighbours outside the shape, on a matrix with a one-cell frame */
        inside = g_new0 (guint8, (gsize) bw * (o->height + 2));
        for (guint k = 0; k < o->n_cells; k++)
          inside[(gsize) (o->cells[k].y + 1) * bw + o->cells[k].x + 1] = 1;
        c->border = g_new (gint, 8 * o->n_cells);
        for (guint y = 0; y < o->height + 2; y++)
          for (guint x = 0; x < bw; x++)
            {
              gsize i = (gsize) y * bw + x;

              if (inside[i])
                continue;
              if ((x > 0 && inside[i - 1]) || (x + 1 < bw && inside[i + 1]) ||
                  (y > 0 && inside[i - bw]) || (y + 1 < o->height + 2 && inside[i + bw]))
                {
                  c->border[2 * c->n_border] = (gint) x - 1;
                  c->border[2 * c->n_border + 1] = (gint) y - 1;
                  c->n_border++;
                }
            }
      }
}

static void
run_clear (Run *run)
{
  if (run->compiled != NULL)
    for (guint i = 0; i < run->gen->n_shapes * 4; i++)
      {
        g_free (run->compiled[i].offsets);
        g_free (run->compiled[i].border);
      }
  g_free (run->compiled);
}

static inline guint
placement_terrain (const Run *run,
                   guint32    index)
{
  const PfGridPlacement *p = &run->grid->placements[index];

  return run->gen->variant_terrain[run->gen->shapes[p->orient >> 2].first_variant + p->variant];
}

/* Whether terrain @t next to the placed neighbours of @c at (tx, ty) breaks a rule */
static gboolean
conflicts (const Run      *run,
           const Compiled *c,
           guint           tx,
           guint           ty,
           guint           t)
{
  const PfMapgen *gen = run->gen;
  const guint32 *owner = run->grid->owner;
  guint width = run->grid->width, height = run->grid->height;

  if (!gen->has_forbid[t])
    return FALSE;
  for (guint k = 0; k < c->n_border; k++)
    {
      gint64 x = (gint64) tx + c->border[2 * k], y = (gint64) ty + c->border[2 * k + 1];
      guint32 o;

      if (x < 0 || y < 0 || x >= width || y >= height)
        continue;
      o = owner[(gsize) y * width + (gsize) x];
      if (o != 0 && gen->forbid[t * gen->n_terrains + placement_terrain (run, o - 1)])
        return TRUE;
    }
  return FALSE;
}

/* A variant of shape @s that the forbid rules allow at (tx, ty), or -1 */
static gint
pick_variant (Run            *run,
              guint           s,
              const Compiled *c,
              guint           tx,
              guint           ty)
{
  const GenShape *gs = &run->gen->shapes[s];
  guint start = gs->n_variants > 1 ? pf_random_below (&run->rng, gs->n_variants) : 0;

  if (!run->gen->any_forbid)
    return start;
  for (guint i = 0; i < gs->n_variants; i++)
    {
      guint v = (start + i) % gs->n_variants;

      if (!conflicts (run, c, tx, ty, run->gen->variant_terrain[gs->first_variant + v]))
        return v;
    }
  return -1;
}

static inline gboolean
fits (const guint32  *owner,
      gsize           top_left,
      const Compiled *c,
      guint           from)
{
  for (guint k = from; k < c->n_cells; k++)
    if (owner[top_left + c->offsets[k]] != 0)
      return FALSE;
  return TRUE;
}

static gboolean
place (Run            *run,
       gsize           top_left,
       guint           orient,
       guint           variant)
{
  PfMapGrid *grid = run->grid;
  const Compiled *c = &run->compiled[orient];
  guint32 id;

  if (G_UNLIKELY (grid->n_placements == grid->n_allocated) &&
      !pf_map_grid_reserve (grid, grid->n_placements + 1, &run->error))
    return FALSE;

  id = (guint32) grid->n_placements + 1;
  for (guint k = 0; k < c->n_cells; k++)
    grid->owner[top_left + c->offsets[k]] = id;
  grid->placements[grid->n_placements++] = (PfGridPlacement) {
    .pos = (guint32) top_left,
    .orient = (guint16) orient,
    .variant = (guint16) variant,
  };
  return TRUE;
}

static gboolean
row_done (Run                   *run,
          const PfMapgenOptions *options,
          guint                  done,
          guint                  total)
{
  if (options->cancel != NULL && g_atomic_int_get (options->cancel))
    {
      g_set_error (&run->error, PF_ERROR, PF_ERROR_CANCELLED, "map generation was cancelled");
      return FALSE;
    }
  if (options->progress != NULL && (done % 64 == 0 || done == total))
    options->progress ((double) done / total, options->progress_data);
  return TRUE;
}

/* The last resort of packed mode: any shape and variant the rules allow at
 * the empty cell (x, y), else a single that breaks them. */
static gboolean
place_any (Run  *run,
           guint x,
           guint y)
{
  const PfMapgen *gen = run->gen;
  gsize pos = (gsize) y * run->grid->width + x;
  guint s;

  for (guint i = 0; i < gen->n_shapes * 4; i++)
    {
      const Compiled *c = &run->compiled[i];

      if (!c->usable || x < c->anchor_x || x - c->anchor_x + c->width > run->grid->width ||
          y + c->height > run->grid->height || !fits (run->grid->owner, pos - c->anchor_x, c, 1))
        continue;
      for (guint v = 0; v < gen->shapes[i / 4].n_variants; v++)
        if (!conflicts (run, c, x - c->anchor_x, y,
                        gen->variant_terrain[gen->shapes[i / 4].first_variant + v]))
          return place (run, pos - c->anchor_x, i, v);
    }

  s = gen->singles[pf_random_below (&run->rng, gen->n_singles)];
  return place (run, pos, s * 4, pf_random_below (&run->rng, gen->shapes[s].n_variants));
}

static gboolean
fill_packed (Run                   *run,
             const PfMapgenOptions *options)
{
  const PfMapgen *gen = run->gen;
  PfMapGrid *grid = run->grid;
  guint width = grid->width, height = grid->height;
  guint retries = options->retries > 0 ? options->retries : PF_MAPGEN_DEFAULT_RETRIES;
  const guint32 *owner = grid->owner;

  for (guint y = 0; y < height; y++)
    {
      gsize row = (gsize) y * width;

      for (guint x = 0; x < width; x++)
        {
          gsize pos = row + x;
          gboolean placed = FALSE;

          if (owner[pos] != 0)
            continue;

          for (guint attempt = 0; attempt < retries && gen->n_alias > 0; attempt++)
            {
              guint64 r = pf_random_next (&run->rng);
              guint col = (guint) (((r >> 32) * gen->n_alias) >> 32);
              guint s = (guint32) (r & (ALIAS_ONE - 1)) < gen->alias_threshold[col]
                        ? gen->alias_shape[col] : gen->alias_other[col];
              guint orient = s * 4 + (gen->shapes[s].rotate ? (guint) (r >> 30) & 3 : 0);
              const Compiled *c = &run->compiled[orient];
              gint v;

              if (!c->usable || x < c->anchor_x || x - c->anchor_x + c->width > width ||
                  y + c->height > height || !fits (owner, pos - c->anchor_x, c, 1))
                continue;
              v = pick_variant (run, s, c, x - c->anchor_x, y);
              if (v < 0)
                continue;
              if (!place (run, pos - c->anchor_x, orient, v))
                return FALSE;
              placed = TRUE;
              break;
            }

          if (!placed)
            {
              guint first = gen->n_singles > 1 ? pf_random_below (&run->rng, gen->n_singles) : 0;

              for (guint i = 0; i < gen->n_singles && !placed; i++)
                {
                  guint s = gen->singles[(first + i) % gen->n_singles];
                  gint v = pick_variant (run, s, &run->compiled[s * 4], x, y);

                  if (v < 0)
                    continue;
                  if (!place (run, pos, s * 4, v))
                    return FALSE;
                  placed = TRUE;
                }
              if (!placed && !place_any (run, x, y))
                return FALSE;
            }
        }
      if (!row_done (run, options, y + 1, height))
        return FALSE;
    }
  return TRUE;
}

static gboolean
fill_classic (Run                   *run,
              const PfMapgenOptions *options)
{
  const PfMapgen *gen = run->gen;
  PfMapGrid *grid = run->grid;
  guint width = grid->width, height = grid->height;

  /* Scan: one draw per cell, kept when it fits */
  for (guint y = 0; y < height && gen->n_classic > 0; y++)
    {
      for (guint x = 0; x < width; x++)
        {
          gsize pos = (gsize) y * width + x;
          guint64 r = pf_random_next (&run->rng);
          guint s = gen->classic[((r >> 32) * gen->n_classic) >> 32];
          guint orient = s * 4 + (gen->shapes[s].rotate ? (guint) (r >> 30) & 3 : 0);
          const Compiled *c = &run->compiled[orient];

          if (!c->usable || x + c->width > width || y + c->height > height ||
              !fits (grid->owner, pos, c, 0))
            continue;
          if (!place (run, pos, orient, pf_random_below (&run->rng, gen->shapes[s].n_variants)))
            return FALSE;
        }
      if (!row_done (run, options, y + 1, 2 * height))
        return FALSE;
    }

  /* Holes */
  for (guint y = 0; y < height; y++)
    {
      for (guint x = 0; x < width; x++)
        {
          gsize pos = (gsize) y * width + x;
          guint s;

          if (grid->owner[pos] != 0)
            continue;
          s = gen->singles[gen->n_singles > 1 ? pf_random_below (&run->rng, gen->n_singles) : 0];
          if (!place (run, pos, s * 4, pf_random_below (&run->rng, gen->shapes[s].n_variants)))
            return FALSE;
        }
      if (!row_done (run, options, height + y + 1, 2 * height))
        return FALSE;
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
  PfMapgenOptions defaults;
  Run run = { .gen = gen };
  gboolean ok;
  gsize estimate;

  g_return_val_if_fail (gen != NULL, NULL);

  if (options == NULL)
    {
      pf_mapgen_options_init (&defaults);
      options = &defaults;
    }

  run.grid = pf_map_grid_new (width, height, error);
  if (run.grid == NULL)
    return NULL;

  /* Room for the expected number of placements, plus a margin */
  estimate = (gsize) ((double) width * height / gen->mean_cells * 1.05) + 64;
  if (!pf_map_grid_reserve (run.grid, MIN (estimate, (gsize) width * height), error))
    {
      pf_map_grid_free (run.grid);
      return NULL;
    }

  pf_random_init (&run.rng, options->seed);
  compile (&run);
  if (options->mode == PF_MAP_MODE_CLASSIC)
    ok = fill_classic (&run, options);
  else
    ok = fill_packed (&run, options);
  run_clear (&run);

  if (!ok)
    {
      g_propagate_error (error, run.error);
      pf_map_grid_free (run.grid);
      return NULL;
    }
  return run.grid;
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

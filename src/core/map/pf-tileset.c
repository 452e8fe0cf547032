/* pf-tileset.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-names.h"
#include "pf-tileset.h"

PfVariant *
pf_variant_new (const char *id)
{
  PfVariant *variant = g_new0 (PfVariant, 1);

  variant->id = g_strdup (id);
  variant->name = g_strdup (id);
  variant->colour = 0x888888;
  return variant;
}

PfVariant *
pf_variant_copy (const PfVariant *variant)
{
  PfVariant *copy = g_new0 (PfVariant, 1);

  copy->id = g_strdup (variant->id);
  copy->name = g_strdup (variant->name);
  copy->colour = variant->colour;
  copy->terrain = variant->terrain;
  copy->image = g_strdup (variant->image);
  copy->ext = pf_extensions_copy (variant->ext);
  return copy;
}

void
pf_variant_free (PfVariant *variant)
{
  if (variant == NULL)
    return;
  g_free (variant->id);
  g_free (variant->name);
  g_free (variant->image);
  pf_extensions_free (variant->ext);
  g_free (variant);
}

PfShape *
pf_shape_new (const char *id,
              guint       width,
              guint       height)
{
  PfShape *shape = g_new0 (PfShape, 1);

  shape->id = g_strdup (id);
  shape->weight = 1.0;
  shape->rotate = TRUE;
  shape->width = width;
  shape->height = height;
  shape->cells = g_new0 (guint8, MAX (1, width * height));
  shape->variants = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_variant_free);
  return shape;
}

PfShape *
pf_shape_copy (const PfShape *shape)
{
  PfShape *copy = pf_shape_new (shape->id, shape->width, shape->height);

  copy->weight = shape->weight;
  copy->rotate = shape->rotate;
  memcpy (copy->cells, shape->cells, shape->width * shape->height);
  for (guint i = 0; i < shape->variants->len; i++)
    g_ptr_array_add (copy->variants, pf_variant_copy (g_ptr_array_index (shape->variants, i)));
  copy->ext = pf_extensions_copy (shape->ext);
  copy->line = shape->line;
  return copy;
}

void
pf_shape_free (PfShape *shape)
{
  if (shape == NULL)
    return;
  g_free (shape->id);
  g_free (shape->cells);
  g_ptr_array_unref (shape->variants);
  pf_extensions_free (shape->ext);
  g_free (shape);
}

guint
pf_shape_count_cells (const PfShape *shape)
{
  guint n = 0;

  for (guint i = 0; i < shape->width * shape->height; i++)
    n += shape->cells[i] != 0;
  return n;
}

PfVariant *
pf_shape_find_variant (const PfShape *shape,
                       const char    *id,
                       guint         *index)
{
  for (guint i = 0; i < shape->variants->len; i++)
    {
      PfVariant *variant = g_ptr_array_index (shape->variants, i);

      if (g_strcmp0 (variant->id, id) == 0)
        {
          if (index != NULL)
            *index = i;
          return variant;
        }
    }
  return NULL;
}

gboolean
pf_shape_check (const PfShape  *shape,
                GError        **error)
{
  guint w = shape->width, h = shape->height;
  g_autofree guint *stack = NULL;
  g_autofree guint8 *seen = NULL;
  guint n_stack = 0, n_seen = 0, total, start = G_MAXUINT;

  if (w == 0 || h == 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "shape “%s” is empty", shape->id);
      return FALSE;
    }

  for (guint y = 0; y < h; y++)
    {
      gboolean any = FALSE;

      for (guint x = 0; x < w; x++)
        any |= shape->cells[y * w + x] != 0;
      if (!any)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "shape “%s”: row %u has no filled cell", shape->id, y + 1);
          return FALSE;
        }
    }

  for (guint x = 0; x < w; x++)
    {
      gboolean any = FALSE;

      for (guint y = 0; y < h; y++)
        any |= shape->cells[y * w + x] != 0;
      if (!any)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "shape “%s”: column %u has no filled cell", shape->id, x + 1);
          return FALSE;
        }
    }

  total = pf_shape_count_cells (shape);
  for (guint i = 0; i < w * h && start == G_MAXUINT; i++)
    if (shape->cells[i])
      start = i;

  stack = g_new (guint, w * h);
  seen = g_new0 (guint8, w * h);
  stack[n_stack++] = start;
  seen[start] = 1;
  while (n_stack > 0)
    {
      guint i = stack[--n_stack];
      guint x = i % w, y = i / w;
      guint next[4];
      guint n_next = 0;

      n_seen++;
      if (x > 0) next[n_next++] = i - 1;
      if (x + 1 < w) next[n_next++] = i + 1;
      if (y > 0) next[n_next++] = i - w;
      if (y + 1 < h) next[n_next++] = i + w;
      for (guint k = 0; k < n_next; k++)
        if (shape->cells[next[k]] && !seen[next[k]])
          {
            seen[next[k]] = 1;
            stack[n_stack++] = next[k];
          }
    }

  if (n_seen != total)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "shape “%s”: the filled cells are not connected", shape->id);
      return FALSE;
    }
  return TRUE;
}

void
pf_shape_rotated_size (const PfShape *shape,
                       guint          rotation,
                       guint         *width,
                       guint         *height)
{
  if (rotation & 1)
    {
      *width = shape->height;
      *height = shape->width;
    }
  else
    {
      *width = shape->width;
      *height = shape->height;
    }
}

gboolean
pf_shape_rotated_cell (const PfShape *shape,
                       guint          rotation,
                       guint          x,
                       guint          y)
{
  guint w = shape->width, h = shape->height;
  guint sx, sy;

  switch (rotation & 3)
    {
    case 0: sx = x; sy = y; break;
    case 1: sx = y; sy = h - 1 - x; break;
    case 2: sx = w - 1 - x; sy = h - 1 - y; break;
    default: sx = w - 1 - y; sy = x; break;
    }
  if (sx >= w || sy >= h)
    return FALSE;
  return shape->cells[sy * w + sx] != 0;
}

PfTileset *
pf_tileset_new (const char *id)
{
  PfTileset *tileset = g_new0 (PfTileset, 1);

  tileset->id = g_strdup (id);
  tileset->terrains = g_array_new (FALSE, FALSE, sizeof (PfTerrain));
  tileset->forbids = g_array_new (FALSE, FALSE, sizeof (PfForbid));
  tileset->shapes = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_shape_free);
  return tileset;
}

static void
clear_terrain (PfTerrain *terrain)
{
  g_clear_pointer (&terrain->name, g_free);
}

PfTileset *
pf_tileset_new_default (const char *id)
{
  PfTileset *tileset = pf_tileset_new (id);
  PfTerrain terrain = { 0, g_strdup (_("Ground")), 0x8ec07c };
  PfShape *shape = pf_shape_new ("single", 1, 1);
  PfVariant *variant = pf_variant_new ("plain");

  g_array_append_val (tileset->terrains, terrain);
  shape->cells[0] = 1;
  g_free (variant->name);
  variant->name = g_strdup (_("Plain"));
  variant->colour = 0x8ec07c;
  variant->terrain = 0;
  g_ptr_array_add (shape->variants, variant);
  g_ptr_array_add (tileset->shapes, shape);
  return tileset;
}

gboolean
pf_tileset_check_usable (const PfTileset  *tileset,
                         GError          **error)
{
  for (guint i = 0; i < tileset->shapes->len; i++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, i);

      if (!pf_shape_check (shape, error))
        return FALSE;
      if (shape->variants->len == 0)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       _("Shape “%s” needs at least one variant"), shape->id);
          return FALSE;
        }
      for (guint v = 0; v < shape->variants->len; v++)
        {
          const PfVariant *variant = g_ptr_array_index (shape->variants, v);

          if (pf_tileset_find_terrain (tileset, variant->terrain) == NULL)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                           _("Variant “%s” names terrain %d, which does not exist"),
                           variant->name, variant->terrain);
              return FALSE;
            }
        }
    }
  for (guint i = 0; i < tileset->forbids->len; i++)
    {
      const PfForbid *forbid = &g_array_index (tileset->forbids, PfForbid, i);

      if (pf_tileset_find_terrain (tileset, forbid->a) == NULL ||
          pf_tileset_find_terrain (tileset, forbid->b) == NULL)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       _("A forbid rule names a terrain that does not exist"));
          return FALSE;
        }
    }
  return TRUE;
}

PfTileset *
pf_tileset_copy (const PfTileset *tileset)
{
  PfTileset *copy = pf_tileset_new (tileset->id);

  pf_meta_copy (&copy->meta, &tileset->meta);
  for (guint i = 0; i < tileset->terrains->len; i++)
    {
      PfTerrain terrain = g_array_index (tileset->terrains, PfTerrain, i);

      terrain.name = g_strdup (terrain.name);
      g_array_append_val (copy->terrains, terrain);
    }
  g_array_append_vals (copy->forbids, tileset->forbids->data, tileset->forbids->len);
  for (guint i = 0; i < tileset->shapes->len; i++)
    g_ptr_array_add (copy->shapes, pf_shape_copy (g_ptr_array_index (tileset->shapes, i)));
  copy->ext = pf_extensions_copy (tileset->ext);
  copy->line = tileset->line;
  return copy;
}

void
pf_tileset_free (PfTileset *tileset)
{
  if (tileset == NULL)
    return;
  g_free (tileset->id);
  pf_meta_clear (&tileset->meta);
  for (guint i = 0; i < tileset->terrains->len; i++)
    clear_terrain (&g_array_index (tileset->terrains, PfTerrain, i));
  g_array_unref (tileset->terrains);
  g_array_unref (tileset->forbids);
  g_ptr_array_unref (tileset->shapes);
  pf_extensions_free (tileset->ext);
  g_free (tileset);
}

PfShape *
pf_tileset_find_shape (const PfTileset *tileset,
                       const char      *id,
                       guint           *index)
{
  for (guint i = 0; i < tileset->shapes->len; i++)
    {
      PfShape *shape = g_ptr_array_index (tileset->shapes, i);

      if (g_strcmp0 (shape->id, id) == 0)
        {
          if (index != NULL)
            *index = i;
          return shape;
        }
    }
  return NULL;
}

PfTerrain *
pf_tileset_find_terrain (const PfTileset *tileset,
                         int              id)
{
  for (guint i = 0; i < tileset->terrains->len; i++)
    {
      PfTerrain *terrain = &g_array_index (tileset->terrains, PfTerrain, i);

      if (terrain->id == id)
        return terrain;
    }
  return NULL;
}

static gboolean
tileset_has_shape (const char    *id,
                   gconstpointer  tileset)
{
  return pf_tileset_find_shape (tileset, id, NULL) != NULL;
}

char *
pf_tileset_unique_shape_id (const PfTileset *tileset,
                            const char      *base)
{
  return pf_name_unique (base, tileset_has_shape, tileset);
}

char *
pf_shape_fresh_variant_id (const PfShape *shape)
{
  for (guint n = shape->variants->len + 1; ; n++)
    {
      g_autofree char *id = g_strdup_printf ("variant-%u", n);

      if (pf_shape_find_variant (shape, id, NULL) == NULL)
        return g_steal_pointer (&id);
    }
}

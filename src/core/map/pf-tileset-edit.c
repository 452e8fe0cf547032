/* pf-tileset-edit.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tileset"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-tileset-edit.h"

/* The colours new shapes, variants and terrains take, in turn. */
static const guint32 palette[] = {
  0x62a0ea, 0x57e389, 0xf8e45c, 0xffa348, 0xed333b, 0xc061cb, 0xb5835a, 0x9a9996,
};

/* Auxiliary methods */

static guint32
palette_colour (guint n)
{
  return palette[n % G_N_ELEMENTS (palette)];
}

/* How far apart two colours look, roughly: a weighted RGB distance. */
static guint
colour_distance (guint32 a,
                 guint32 b)
{
  int dr = (int) ((a >> 16) & 0xff) - (int) ((b >> 16) & 0xff);
  int dg = (int) ((a >> 8) & 0xff) - (int) ((b >> 8) & 0xff);
  int db = (int) (a & 0xff) - (int) (b & 0xff);

  return (guint) (2 * dr * dr + 4 * dg * dg + 3 * db * db);
}

/* The colour a new variant takes: of the palette, the one farthest from
 * every variant's colour, so that the new tile stands out (the @n-th one
 * and those after it first on a tie). */
static guint32
fresh_colour (const PfTileset *tileset,
              guint            n)
{
  guint32 best = palette_colour (n);
  guint best_distance = 0;

  for (guint i = 0; i < G_N_ELEMENTS (palette); i++)
    {
      guint32 colour = palette_colour (n + i);
      guint nearest = G_MAXUINT;

      for (guint s = 0; s < tileset->shapes->len; s++)
        {
          const PfShape *shape = g_ptr_array_index (tileset->shapes, s);

          for (guint v = 0; v < shape->variants->len; v++)
            nearest = MIN (nearest, colour_distance (colour, ((const PfVariant *)
                                                              g_ptr_array_index (shape->variants,
                                                                                 v))->colour));
        }
      if (i == 0 || nearest > best_distance)
        {
          best = colour;
          best_distance = nearest;
        }
    }
  return best;
}

static PfShape *
find_shape (PfTileset  *tileset,
            guint       index,
            GError    **error)
{
  if (index < tileset->shapes->len)
    return g_ptr_array_index (tileset->shapes, index);
  g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("The tile set has no shape %u"), index);
  return NULL;
}

static PfVariant *
find_variant (PfTileset  *tileset,
              guint       shape,
              guint       variant,
              GError    **error)
{
  PfShape *owner = find_shape (tileset, shape, error);

  if (owner == NULL)
    return NULL;
  if (variant < owner->variants->len)
    return g_ptr_array_index (owner->variants, variant);
  g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("Shape “%s” has no variant %u"), owner->id,
               variant);
  return NULL;
}

static PfTerrain *
find_terrain (PfTileset  *tileset,
              int         id,
              GError    **error)
{
  PfTerrain *terrain = pf_tileset_find_terrain (tileset, id);

  if (terrain == NULL)
    g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("The tile set has no terrain %d"), id);
  return terrain;
}

/* A variant of the first terrain, for a new shape or a new tile. */
static PfVariant *
new_variant (PfTileset  *tileset,
             const char *id,
             const char *name,
             guint32     colour,
             GError    **error)
{
  PfVariant *variant;

  if (tileset->terrains->len == 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("Add a terrain first: every tile is of a terrain"));
      return NULL;
    }
  variant = pf_variant_new (id);
  g_free (variant->name);
  variant->name = g_strdup (name);
  variant->colour = colour;
  variant->terrain = g_array_index (tileset->terrains, PfTerrain, 0).id;
  return variant;
}

/* Public API: shapes */

int
pf_tileset_add_shape (PfTileset  *tileset,
                      guint       at,
                      GError    **error)
{
  g_autofree char *id = NULL;
  PfVariant *variant;
  PfShape *shape;

  g_return_val_if_fail (tileset != NULL, -1);

  variant = new_variant (tileset, "variant-1", _("New tile"),
                         fresh_colour (tileset, tileset->shapes->len), error);
  if (variant == NULL)
    return -1;
  id = pf_tileset_unique_shape_id (tileset, "shape");
  shape = pf_shape_new (id, 2, 1);
  shape->cells[0] = shape->cells[1] = 1;
  g_ptr_array_add (shape->variants, variant);
  at = MIN (at, tileset->shapes->len);
  g_ptr_array_insert (tileset->shapes, at, shape);
  return (int) at;
}

int
pf_tileset_duplicate_shape (PfTileset  *tileset,
                            guint       index,
                            GError    **error)
{
  g_autofree char *base = NULL;
  PfShape *shape;
  PfShape *copy;

  g_return_val_if_fail (tileset != NULL, -1);

  shape = find_shape (tileset, index, error);
  if (shape == NULL)
    return -1;
  copy = pf_shape_copy (shape);
  base = g_strdup_printf ("%s-copy", shape->id);
  g_free (copy->id);
  copy->id = pf_tileset_unique_shape_id (tileset, base);
  copy->line = 0;
  g_ptr_array_insert (tileset->shapes, index + 1, copy);
  return (int) index + 1;
}

gboolean
pf_tileset_delete_shape (PfTileset  *tileset,
                         guint       index,
                         GError    **error)
{
  g_return_val_if_fail (tileset != NULL, FALSE);

  if (find_shape (tileset, index, error) == NULL)
    return FALSE;
  g_ptr_array_remove_index (tileset->shapes, index);
  return TRUE;
}

gboolean
pf_tileset_move_shape (PfTileset  *tileset,
                       guint       index,
                       guint       to,
                       GError    **error)
{
  g_return_val_if_fail (tileset != NULL, FALSE);

  if (find_shape (tileset, index, error) == NULL || find_shape (tileset, to, error) == NULL)
    return FALSE;
  g_ptr_array_insert (tileset->shapes, to, g_ptr_array_steal_index (tileset->shapes, index));
  return TRUE;
}

gboolean
pf_tileset_set_shape_id (PfTileset   *tileset,
                         guint        index,
                         const char  *id,
                         GError     **error)
{
  PfShape *shape;
  guint other;

  g_return_val_if_fail (tileset != NULL && id != NULL, FALSE);

  shape = find_shape (tileset, index, error);
  if (shape == NULL)
    return FALSE;
  if (g_strcmp0 (id, shape->id) == 0)
    return TRUE;
  if (*id == '\0' || strpbrk (id, " \t\n\r") != NULL || strlen (id) > PF_SHAPE_MAX_ID)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("A shape id is 1 to %d characters without spaces"), PF_SHAPE_MAX_ID);
      return FALSE;
    }
  if (pf_tileset_find_shape (tileset, id, &other) != NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("Another shape already has the id “%s”"), id);
      return FALSE;
    }
  g_free (shape->id);
  shape->id = g_strdup (id);
  return TRUE;
}

gboolean
pf_tileset_set_shape_weight (PfTileset  *tileset,
                             guint       index,
                             double      weight,
                             GError    **error)
{
  PfShape *shape;

  g_return_val_if_fail (tileset != NULL, FALSE);

  shape = find_shape (tileset, index, error);
  if (shape == NULL)
    return FALSE;
  if (!isfinite (weight) || weight < 0 || weight > PF_SHAPE_MAX_WEIGHT)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("A shape's weight is from 0 to %.15g"), PF_SHAPE_MAX_WEIGHT);
      return FALSE;
    }
  shape->weight = weight;
  return TRUE;
}

gboolean
pf_tileset_set_shape_rotate (PfTileset  *tileset,
                             guint       index,
                             gboolean    rotate,
                             GError    **error)
{
  PfShape *shape;

  g_return_val_if_fail (tileset != NULL, FALSE);

  shape = find_shape (tileset, index, error);
  if (shape == NULL)
    return FALSE;
  shape->rotate = !!rotate;
  return TRUE;
}

gboolean
pf_tileset_set_shape_cells (PfTileset      *tileset,
                            guint           index,
                            const PfShape  *matrix,
                            GError        **error)
{
  PfShape *shape;

  g_return_val_if_fail (tileset != NULL && matrix != NULL, FALSE);

  shape = find_shape (tileset, index, error);
  if (shape == NULL)
    return FALSE;
  if (matrix->width > PF_SHAPE_MAX_SIDE || matrix->height > PF_SHAPE_MAX_SIDE)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("A shape is %d cells across at most"),
                   PF_SHAPE_MAX_SIDE);
      return FALSE;
    }
  if (!pf_shape_check (matrix, error))
    return FALSE;
  g_free (shape->cells);
  shape->width = matrix->width;
  shape->height = matrix->height;
  shape->cells = g_memdup2 (matrix->cells, (gsize) matrix->width * matrix->height);
  return TRUE;
}

PfShape *
pf_shape_resized (const PfShape *shape,
                  int            width,
                  int            height)
{
  PfShape *resized;

  g_return_val_if_fail (shape != NULL, NULL);

  if (width < 1 || height < 1 || width > PF_SHAPE_MAX_SIDE || height > PF_SHAPE_MAX_SIDE)
    return NULL;
  resized = pf_shape_new (shape->id, width, height);
  for (int y = 0; y < MIN (height, (int) shape->height); y++)
    for (int x = 0; x < MIN (width, (int) shape->width); x++)
      resized->cells[y * width + x] = shape->cells[y * shape->width + x];
  return resized;
}

/* Public API: variants */

int
pf_tileset_add_variant (PfTileset  *tileset,
                        guint       shape,
                        GError    **error)
{
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  PfShape *owner;
  PfVariant *variant;

  g_return_val_if_fail (tileset != NULL, -1);

  owner = find_shape (tileset, shape, error);
  if (owner == NULL)
    return -1;
  id = pf_shape_fresh_variant_id (owner);
  /* TRANSLATORS: the name of a new variant of a shape; %u is its number */
  name = g_strdup_printf (_("Tile %u"), owner->variants->len + 1);
  variant = new_variant (tileset, id, name, fresh_colour (tileset, shape + owner->variants->len),
                         error);
  if (variant == NULL)
    return -1;
  g_ptr_array_add (owner->variants, variant);
  return (int) owner->variants->len - 1;
}

gboolean
pf_tileset_delete_variant (PfTileset  *tileset,
                           guint       shape,
                           guint       variant,
                           GError    **error)
{
  PfShape *owner;

  g_return_val_if_fail (tileset != NULL, FALSE);

  if (find_variant (tileset, shape, variant, error) == NULL)
    return FALSE;
  owner = g_ptr_array_index (tileset->shapes, shape);
  if (owner->variants->len == 1)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("A shape needs at least one variant; add another one first"));
      return FALSE;
    }
  g_ptr_array_remove_index (owner->variants, variant);
  return TRUE;
}

gboolean
pf_tileset_set_variant_name (PfTileset   *tileset,
                             guint        shape,
                             guint        variant,
                             const char  *name,
                             GError     **error)
{
  PfVariant *found = find_variant (tileset, shape, variant, error);
  g_autofree char *stripped = g_strstrip (g_strdup (name != NULL ? name : ""));

  if (found == NULL)
    return FALSE;
  if (stripped[0] == '\0')
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("A variant needs a name: the map's tooltips and Tiled show it"));
      return FALSE;
    }
  g_free (found->name);
  found->name = g_steal_pointer (&stripped);
  return TRUE;
}

gboolean
pf_tileset_set_variant_colour (PfTileset  *tileset,
                               guint       shape,
                               guint       variant,
                               guint32     colour,
                               GError    **error)
{
  PfVariant *found = find_variant (tileset, shape, variant, error);

  if (found == NULL)
    return FALSE;
  found->colour = colour & 0xffffff;
  return TRUE;
}

gboolean
pf_tileset_set_variant_terrain (PfTileset  *tileset,
                                guint       shape,
                                guint       variant,
                                int         terrain,
                                GError    **error)
{
  PfVariant *found = find_variant (tileset, shape, variant, error);

  if (found == NULL || find_terrain (tileset, terrain, error) == NULL)
    return FALSE;
  found->terrain = terrain;
  return TRUE;
}

gboolean
pf_tileset_set_variant_image (PfTileset   *tileset,
                              guint        shape,
                              guint        variant,
                              const char  *image,
                              GError     **error)
{
  PfVariant *found = find_variant (tileset, shape, variant, error);

  if (found == NULL)
    return FALSE;
  g_free (found->image);
  found->image = image != NULL && *image != '\0' ? g_strdup (image) : NULL;
  return TRUE;
}

/* Public API: terrains and forbid rules */

int
pf_tileset_add_terrain (PfTileset *tileset)
{
  PfTerrain terrain = { 0, };

  g_return_val_if_fail (tileset != NULL, -1);

  for (guint i = 0; i < tileset->terrains->len; i++)
    terrain.id = MAX (terrain.id, g_array_index (tileset->terrains, PfTerrain, i).id + 1);
  /* TRANSLATORS: the name of a new terrain; %d is its number */
  terrain.name = g_strdup_printf (_("Terrain %d"), terrain.id);
  terrain.colour = palette_colour (terrain.id + 3);
  g_array_append_val (tileset->terrains, terrain);
  return terrain.id;
}

gboolean
pf_tileset_delete_terrain (PfTileset  *tileset,
                           int         id,
                           GError    **error)
{
  g_autoptr(GString) users = g_string_new (NULL);
  PfTerrain *terrain;
  guint n_users = 0;

  g_return_val_if_fail (tileset != NULL, FALSE);

  terrain = find_terrain (tileset, id, error);
  if (terrain == NULL)
    return FALSE;
  for (guint s = 0; s < tileset->shapes->len; s++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, s);

      for (guint v = 0; v < shape->variants->len; v++)
        {
          const PfVariant *variant = g_ptr_array_index (shape->variants, v);

          if (variant->terrain != id)
            continue;
          if (n_users < 3)
            g_string_append_printf (users, "%s“%s” (%s)", n_users ? ", " : "", variant->name,
                                    shape->id);
          n_users++;
        }
    }
  if (n_users > 0)
    {
      if (n_users > 3)
        g_string_append_printf (users, g_dngettext (GETTEXT_PACKAGE, " and %u more",
                                                    " and %u more", n_users - 3),
                                n_users - 3);
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Terrain “%s” is still used by %u variant: %s. Give it "
                                "another terrain first.",
                                "Terrain “%s” is still used by %u variants: %s. Give them "
                                "another terrain first.", n_users),
                   terrain->name ? terrain->name : "", n_users, users->str);
      return FALSE;
    }

  for (guint i = tileset->terrains->len; i-- > 0;)
    if (g_array_index (tileset->terrains, PfTerrain, i).id == id)
      {
        g_free (g_array_index (tileset->terrains, PfTerrain, i).name);
        g_array_remove_index (tileset->terrains, i);
      }
  /* Rules about a terrain that is gone mean nothing: they go with it. */
  for (guint i = tileset->forbids->len; i-- > 0;)
    {
      const PfForbid *forbid = &g_array_index (tileset->forbids, PfForbid, i);

      if (forbid->a == id || forbid->b == id)
        g_array_remove_index (tileset->forbids, i);
    }
  return TRUE;
}

gboolean
pf_tileset_rename_terrain (PfTileset   *tileset,
                           int          id,
                           const char  *name,
                           GError     **error)
{
  PfTerrain *terrain;
  g_autofree char *stripped = g_strstrip (g_strdup (name != NULL ? name : ""));

  g_return_val_if_fail (tileset != NULL, FALSE);

  terrain = find_terrain (tileset, id, error);
  if (terrain == NULL)
    return FALSE;
  if (stripped[0] == '\0')
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("A terrain needs a name: the rules and Tiled show it"));
      return FALSE;
    }
  g_free (terrain->name);
  terrain->name = g_steal_pointer (&stripped);
  return TRUE;
}

gboolean
pf_tileset_set_terrain_colour (PfTileset  *tileset,
                               int         id,
                               guint32     colour,
                               GError    **error)
{
  PfTerrain *terrain;

  g_return_val_if_fail (tileset != NULL, FALSE);

  terrain = find_terrain (tileset, id, error);
  if (terrain == NULL)
    return FALSE;
  terrain->colour = colour & 0xffffff;
  return TRUE;
}

gboolean
pf_tileset_add_forbid (PfTileset  *tileset,
                       int         a,
                       int         b,
                       GError    **error)
{
  PfForbid forbid = { a, b };

  g_return_val_if_fail (tileset != NULL, FALSE);

  if (find_terrain (tileset, a, error) == NULL || find_terrain (tileset, b, error) == NULL)
    return FALSE;
  for (guint i = 0; i < tileset->forbids->len; i++)
    {
      const PfForbid *other = &g_array_index (tileset->forbids, PfForbid, i);

      if ((other->a == a && other->b == b) || (other->a == b && other->b == a))
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       _("These two terrains are already kept apart"));
          return FALSE;
        }
    }
  g_array_append_val (tileset->forbids, forbid);
  return TRUE;
}

gboolean
pf_tileset_delete_forbid (PfTileset  *tileset,
                          guint       index,
                          GError    **error)
{
  g_return_val_if_fail (tileset != NULL, FALSE);

  if (index >= tileset->forbids->len)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("The tile set has no forbid rule %u"),
                   index);
      return FALSE;
    }
  g_array_remove_index (tileset->forbids, index);
  return TRUE;
}

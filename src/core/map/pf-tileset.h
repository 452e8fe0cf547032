/* pf-tileset.h: map tile sets: terrains, forbid rules, polyomino shapes, variants
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-extensions.h"
#include "pf-meta.h"

G_BEGIN_DECLS

typedef struct
{
  int      id;
  char    *name;
  guint32  colour;   /* 0xRRGGBB */
} PfTerrain;

typedef struct
{
  int a;
  int b;
} PfForbid;

typedef struct
{
  char         *id;
  char         *name;
  guint32       colour;   /* 0xRRGGBB */
  int           terrain;
  char         *image;    /* nullable, relative to the project file */
  PfExtensions *ext;
} PfVariant;

/* The heaviest weight the editor gives a shape; a file may hold more. */
#define PF_SHAPE_MAX_WEIGHT 1e6

/**
 * PfShape:
 * @width: matrix columns
 * @height: matrix rows
 * @cells: @width x @height bytes, row-major, top row first; 1 = filled
 * @variants: (element-type PfVariant): at least one
 */
typedef struct
{
  char         *id;
  double        weight;
  gboolean      rotate;
  guint         width;
  guint         height;
  guint8       *cells;
  GPtrArray    *variants;
  PfExtensions *ext;
  guint         line;
} PfShape;

typedef struct
{
  char         *id;
  PfMeta        meta;
  GArray       *terrains;  /* PfTerrain */
  GArray       *forbids;   /* PfForbid */
  GPtrArray    *shapes;    /* PfShape*, owned */
  PfExtensions *ext;
  guint         line;
} PfTileset;

PfVariant *pf_variant_new          (const char      *id);
PfVariant *pf_variant_copy         (const PfVariant *variant);
void       pf_variant_free         (PfVariant       *variant);

/**
 * pf_shape_new:
 * @id: the shape id
 * @width: matrix width
 * @height: matrix height
 *
 * Returns: (transfer full): a shape with an all-empty matrix, weight 1,
 *   rotation allowed and no variants.
 */
PfShape   *pf_shape_new            (const char      *id,
                                    guint            width,
                                    guint            height);
PfShape   *pf_shape_copy           (const PfShape   *shape);
void       pf_shape_free           (PfShape         *shape);
guint      pf_shape_count_cells    (const PfShape   *shape);
PfVariant *pf_shape_find_variant   (const PfShape   *shape,
                                    const char      *id,
                                    guint           *index);

/**
 * pf_shape_check:
 * @shape: a shape
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * Checks that every row and column holds a filled cell and that the filled
 * cells are 4-connected.
 *
 * Returns: %TRUE when the shape is valid
 */
gboolean   pf_shape_check          (const PfShape   *shape,
                                    GError         **error);

/**
 * pf_shape_rotated_size:
 * @shape: a shape
 * @rotation: quarter turns clockwise, 0..3
 * @width: (out): width of the rotated matrix
 * @height: (out): height of the rotated matrix
 */
void       pf_shape_rotated_size   (const PfShape   *shape,
                                    guint            rotation,
                                    guint           *width,
                                    guint           *height);

/**
 * pf_shape_rotated_cell:
 * @shape: a shape
 * @rotation: quarter turns clockwise, 0..3
 * @x: column in the rotated matrix
 * @y: row in the rotated matrix, top row 0
 *
 * Returns: %TRUE when cell (@x, @y) of the shape's matrix, turned @rotation
 *   quarter turns clockwise, is filled
 */
gboolean   pf_shape_rotated_cell   (const PfShape   *shape,
                                    guint            rotation,
                                    guint            x,
                                    guint            y);

PfTileset *pf_tileset_new          (const char      *id);

/**
 * pf_tileset_new_default:
 * @id: the id
 *
 * Returns: (transfer full): a tile set that generates maps at once: one
 *   terrain and one single (1 × 1) shape with one variant
 */
PfTileset *pf_tileset_new_default  (const char      *id);

/**
 * pf_tileset_check_usable:
 * @tileset: a tile set
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * Checks what a map generator needs of a tile set: every shape is valid
 * (pf_shape_check()) and has a variant, and every terrain that a variant or
 * a forbid rule names exists.
 *
 * Returns: %TRUE when @tileset can be used
 */
gboolean   pf_tileset_check_usable (const PfTileset *tileset,
                                    GError         **error);
PfTileset *pf_tileset_copy         (const PfTileset *tileset);
void       pf_tileset_free         (PfTileset       *tileset);
PfShape   *pf_tileset_find_shape   (const PfTileset *tileset,
                                    const char      *id,
                                    guint           *index);
PfTerrain *pf_tileset_find_terrain (const PfTileset *tileset,
                                    int              id);

/* @base, or @base with "-2", "-3", … when a shape of @tileset has it. */
char      *pf_tileset_unique_shape_id  (const PfTileset *tileset,
                                        const char      *base);
/* A fresh id for a new variant of @shape: "variant-N", N its place. */
char      *pf_shape_fresh_variant_id   (const PfShape   *shape);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfVariant, pf_variant_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfShape, pf_shape_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTileset, pf_tileset_free)

G_END_DECLS

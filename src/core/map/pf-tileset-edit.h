/* pf-tileset-edit.h: a tile set's edit rules (SPEC §5), each written once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the tile set editor does to a tile set: shapes and their matrices,
 * variants, terrains and forbid rules, and what an edit means for the rest
 * (a deleted terrain takes its forbid rules with it; one still in use is
 * kept). The editor makes them on a copy of the tile set and hands the copy
 * to pf_document_commit_tileset(), which keeps the maps whole. Each edit
 * either changes the tile set or refuses with a #PF_ERROR_INVALID error
 * whose message says why in a designer's words, and changes nothing.
 * Shapes and variants are named by their index, terrains by their id.
 */
#pragma once

#include <glib.h>

#include "pf-tileset.h"

G_BEGIN_DECLS

/* The largest side of a shape's matrix, and the longest shape id. */
#define PF_SHAPE_MAX_SIDE 32
#define PF_SHAPE_MAX_ID   200

/**
 * pf_tileset_add_shape:
 * @tileset: a tile set
 * @at: where the shape goes in the list (clamped to its end)
 * @error: return location for a #PF_ERROR_INVALID error: the tile set has
 *   no terrain for the shape's variant
 *
 * Adds a domino ("shape", "shape-2", …) with one variant of the first
 * terrain.
 *
 * Returns: the index of the new shape, or -1 with @error set
 */
int      pf_tileset_add_shape            (PfTileset      *tileset,
                                          guint           at,
                                          GError        **error);

/**
 * pf_tileset_duplicate_shape:
 * @tileset: a tile set
 * @index: a shape
 * @error: return location for a #PF_ERROR_INVALID error: no such shape
 *
 * Adds a copy of the shape right after it, with the id "ID-copy" (made
 * unique).
 *
 * Returns: the index of the copy, or -1 with @error set
 */
int      pf_tileset_duplicate_shape      (PfTileset      *tileset,
                                          guint           index,
                                          GError        **error);

gboolean pf_tileset_delete_shape         (PfTileset      *tileset,
                                          guint           index,
                                          GError        **error);

/**
 * pf_tileset_move_shape:
 * @tileset: a tile set
 * @index: a shape
 * @to: its index afterwards
 * @error: return location for a #PF_ERROR_INVALID error: no such shape or
 *   place
 *
 * Returns: %TRUE when the shape is at @to
 */
gboolean pf_tileset_move_shape           (PfTileset      *tileset,
                                          guint           index,
                                          guint           to,
                                          GError        **error);

/**
 * pf_tileset_set_shape_id:
 * @tileset: a tile set
 * @index: a shape
 * @id: its new id: 1 to %PF_SHAPE_MAX_ID characters without white space,
 *   used by no other shape
 * @error: return location for a #PF_ERROR_INVALID error saying which rule
 *   @id breaks
 *
 * Returns: %TRUE when the shape has @id
 */
gboolean pf_tileset_set_shape_id         (PfTileset      *tileset,
                                          guint           index,
                                          const char     *id,
                                          GError        **error);

/**
 * pf_tileset_set_shape_weight:
 * @tileset: a tile set
 * @index: a shape
 * @weight: how often the generator draws it, from 0 to %PF_SHAPE_MAX_WEIGHT
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * Returns: %TRUE when the shape has @weight
 */
gboolean pf_tileset_set_shape_weight     (PfTileset      *tileset,
                                          guint           index,
                                          double          weight,
                                          GError        **error);

gboolean pf_tileset_set_shape_rotate     (PfTileset      *tileset,
                                          guint           index,
                                          gboolean        rotate,
                                          GError        **error);

/**
 * pf_tileset_set_shape_cells:
 * @tileset: a tile set
 * @index: a shape
 * @matrix: a shape whose matrix the shape takes (only its size and cells
 *   are read)
 * @error: return location for a #PF_ERROR_INVALID error: the matrix is
 *   invalid (pf_shape_check(): an empty row or column, cells not
 *   connected) or larger than %PF_SHAPE_MAX_SIDE
 *
 * Returns: %TRUE when the shape has @matrix's cells
 */
gboolean pf_tileset_set_shape_cells      (PfTileset      *tileset,
                                          guint           index,
                                          const PfShape  *matrix,
                                          GError        **error);

/**
 * pf_shape_resized:
 * @shape: a shape
 * @width: the new width, 1..%PF_SHAPE_MAX_SIDE
 * @height: the new height, 1..%PF_SHAPE_MAX_SIDE
 *
 * Returns: (transfer full) (nullable): a copy of @shape's id and matrix,
 *   cut or padded with empty cells on the right and at the bottom to
 *   @width x @height (it may be invalid, see pf_shape_check()), or %NULL
 *   when the size is out of range
 */
PfShape *pf_shape_resized                (const PfShape  *shape,
                                          int             width,
                                          int             height);

/**
 * pf_tileset_add_variant:
 * @tileset: a tile set
 * @shape: a shape
 * @error: return location for a #PF_ERROR_INVALID error: no such shape, or
 *   no terrain for the variant
 *
 * Adds a variant ("Tile N") of the first terrain to the shape, last.
 *
 * Returns: the index of the new variant, or -1 with @error set
 */
int      pf_tileset_add_variant          (PfTileset      *tileset,
                                          guint           shape,
                                          GError        **error);

/**
 * pf_tileset_delete_variant:
 * @tileset: a tile set
 * @shape: a shape
 * @variant: one of its variants
 * @error: return location for a #PF_ERROR_INVALID error: no such variant,
 *   or the shape's last one (a shape's tiles have to look like something)
 *
 * Returns: %TRUE when the variant was deleted
 */
gboolean pf_tileset_delete_variant       (PfTileset      *tileset,
                                          guint           shape,
                                          guint           variant,
                                          GError        **error);

/* Names a variant (pf_tileset_set_variant_name()) or a terrain
 * (pf_tileset_rename_terrain()); a #PF_ERROR_INVALID error for a name that
 * is empty or only white space, which tooltips and Tiled could not show. */
gboolean pf_tileset_set_variant_name     (PfTileset      *tileset,
                                          guint           shape,
                                          guint           variant,
                                          const char     *name,
                                          GError        **error);
gboolean pf_tileset_set_variant_colour   (PfTileset      *tileset,
                                          guint           shape,
                                          guint           variant,
                                          guint32         colour,
                                          GError        **error);

/**
 * pf_tileset_set_variant_terrain:
 * @tileset: a tile set
 * @shape: a shape
 * @variant: one of its variants
 * @terrain: the id of one of the tile set's terrains
 * @error: return location for a #PF_ERROR_INVALID error: no such variant
 *   or terrain
 *
 * Returns: %TRUE when the variant is of @terrain
 */
gboolean pf_tileset_set_variant_terrain  (PfTileset      *tileset,
                                          guint           shape,
                                          guint           variant,
                                          int             terrain,
                                          GError        **error);

/**
 * pf_tileset_set_variant_image:
 * @tileset: a tile set
 * @shape: a shape
 * @variant: one of its variants
 * @image: (nullable): the image's path, relative to the project file, or
 *   %NULL for none
 * @error: return location for a #PF_ERROR_INVALID error: no such variant
 *
 * Returns: %TRUE when the variant has @image
 */
gboolean pf_tileset_set_variant_image    (PfTileset      *tileset,
                                          guint           shape,
                                          guint           variant,
                                          const char     *image,
                                          GError        **error);

/**
 * pf_tileset_add_terrain:
 * @tileset: a tile set
 *
 * Adds a terrain ("Terrain N") whose id is one more than the largest.
 *
 * Returns: the new terrain's id
 */
int      pf_tileset_add_terrain          (PfTileset      *tileset);

/**
 * pf_tileset_delete_terrain:
 * @tileset: a tile set
 * @id: a terrain's id
 * @error: return location for a #PF_ERROR_INVALID error: no such terrain,
 *   or variants still use it (the message names the first few)
 *
 * Deletes a terrain no variant uses, and the forbid rules that name it:
 * they mean nothing without it.
 *
 * Returns: %TRUE when the terrain was deleted
 */
gboolean pf_tileset_delete_terrain       (PfTileset      *tileset,
                                          int             id,
                                          GError        **error);

gboolean pf_tileset_rename_terrain       (PfTileset      *tileset,
                                          int             id,
                                          const char     *name,
                                          GError        **error);
gboolean pf_tileset_set_terrain_colour   (PfTileset      *tileset,
                                          int             id,
                                          guint32         colour,
                                          GError        **error);

/**
 * pf_tileset_add_forbid:
 * @tileset: a tile set
 * @a: a terrain's id
 * @b: another's, or the same
 * @error: return location for a #PF_ERROR_INVALID error: no such terrain,
 *   or a rule keeps them apart already (in either order)
 *
 * Adds the rule that @a never touches @b.
 *
 * Returns: %TRUE when the rule was added
 */
gboolean pf_tileset_add_forbid           (PfTileset      *tileset,
                                          int             a,
                                          int             b,
                                          GError        **error);
gboolean pf_tileset_delete_forbid        (PfTileset      *tileset,
                                          guint           index,
                                          GError        **error);

G_END_DECLS

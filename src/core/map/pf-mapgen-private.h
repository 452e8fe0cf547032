/* pf-mapgen-private.h: the generator's tables, shared by pf-mapgen.c and pf-mapgen-fill.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-mapgen.h"
#include "pf-random.h"

G_BEGIN_DECLS

/* Rotated shapes are tested against row masks read 57 bits at a time. */
#define PF_MAPGEN_MAX_SHAPE_SIDE 56

/* Terrains named in forbid rules get one bit each in a 32-bit mask. */
#define PF_MAPGEN_MAX_FORBID_TERRAINS 32

/* Alias thresholds are compared with 24 random bits. */
#define PF_MAPGEN_ALIAS_ONE (1u << 24)

typedef struct
{
  guint  n_variants;
  guint  first_variant;   /* index into the per-variant arrays */
  double weight;
  guint8 rotate;
  guint8 single;
} PfMapgenShape;

struct _PfMapgen
{
  const PfTileset     *tileset;
  PfShapeOrientations *orientations;
  PfMapgenShape       *shapes;
  guint8              *rotation_mask;   /* per shape: 3, or 0 when it may not rotate */
  guint                n_shapes;

  /* Per variant: the bit of its terrain among the terrains named in forbid
   * rules (0 when none names it), and the bits of the terrains it may not
   * touch */
  guint32             *variant_bit;
  guint32             *variant_forbids;
  gboolean             any_forbid;

  guint               *singles;       /* indices of 1 x 1 shapes */
  guint                n_singles;
  guint               *classic;       /* non-single shapes of weight > 0 */
  guint                n_classic;

  /* Alias table over the shapes of weight > 0 */
  guint                n_alias;
  guint32             *alias_threshold;
  guint               *alias_shape;
  guint               *alias_other;
};

/**
 * pf_mapgen_fill:
 * @gen: a generator
 * @grid: an empty grid
 * @options: the options
 * @error: return location for a #PF_ERROR_LIMIT or #PF_ERROR_CANCELLED error
 *
 * Fills @grid in the mode of @options.
 *
 * Returns: %TRUE when every cell is covered
 */
gboolean pf_mapgen_fill (const PfMapgen         *gen,
                         PfMapGrid              *grid,
                         const PfMapgenOptions  *options,
                         GError                **error);

G_END_DECLS

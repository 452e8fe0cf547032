/* pf-map.h: maps filled with tile set placements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-extensions.h"
#include "pf-meta.h"

G_BEGIN_DECLS

typedef enum
{
  PF_MAP_MODE_CLASSIC,
  PF_MAP_MODE_PACKED,
} PfMapMode;

/**
 * PfPlacement:
 * @shape: index of the shape in the map's tile set
 * @variant: index of the variant in that shape
 * @rotation: quarter turns clockwise, 0..3
 * @x: left column of the rotated matrix (x right, from 0)
 * @y: top row of the rotated matrix (y down, from 0)
 * @line: the line of the project file it was read from, or 0
 * @locked: %TRUE when the designer placed or pinned it by hand: a refill
 *   never moves it (SPEC §5)
 *
 * 24 bytes, so that a kept 4096 x 4096 map stays within memory: the lock
 * shares a word with the line.
 */
typedef struct
{
  guint32 shape;
  guint32 variant;
  guint32 rotation;
  gint32  x;
  gint32  y;
  guint32 line : 31;
  guint32 locked : 1;
} PfPlacement;

typedef struct
{
  char         *id;
  PfMeta        meta;
  char         *tileset;    /* id of the tile set */
  guint         width;
  guint         height;
  guint64       seed;
  PfMapMode     mode;
  GArray       *placements; /* PfPlacement */
  PfExtensions *ext;
  guint         line;
} PfMap;

PfMap      *pf_map_new                 (const char *id);
PfMap      *pf_map_copy                (const PfMap *map);
void        pf_map_free                (PfMap       *map);
const char *pf_map_mode_to_string      (PfMapMode   mode);
gboolean    pf_map_mode_from_string    (const char *text,
                                        PfMapMode  *mode);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfMap, pf_map_free)

G_END_DECLS

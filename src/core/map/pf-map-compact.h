/* pf-map-compact.h: the compact form of a map's placements (project format versions 2 to 4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A map's placements cover each cell at most once, so where each one lies
 * follows from the order they come in: take the cells row by row (y down,
 * x right); the next placement goes on the first cell not yet covered, with
 * its anchor there, the leftmost filled cell of its turned matrix's top
 * row. All a placement then needs is its shape, variant and rotation, which
 * a palette names with a short key ([A-Za-z0-9]+). In the project file:
 *
 *   <map id="big" tileset="meadow" width="4096" height="4096" seed="1" mode="packed">
 *     <palette>
 *       <key name="a" shape="single" variant="grass" rotation="0"/>
 *       …
 *     </palette>
 *     <placements>
 *       a b a c …
 *     </placements>
 *     …
 *   </map>
 *
 * The keys are separated by white space. A draft map (SPEC §5) has cells no
 * placement covers: "." in place of a key leaves the next cell not yet
 * covered empty, and ".N" the next N (format version 3). Cells left over at
 * the end are empty too. A key with locked="true" (format version 4) places
 * locked placements (SPEC §5): a shape, variant and rotation in use both
 * locked and not has a key for each. The writer starts a line for each row of the map
 * that anchors a placement or holds an empty cell, marks the empty cells of
 * a row by runs, and starts a new <placements> element about every megabyte, so
 * that no text is longer than XML parsers take. A 4096 x 4096 map of the
 * starter tile set takes about 12 MB this way, against some 500 MB as
 * <placement> elements.
 */
#pragma once

#include <glib.h>

#include "pf-map.h"
#include "pf-tileset.h"

G_BEGIN_DECLS

/* Maps of more cells than this are written in the compact form. */
#define PF_MAP_COMPACT_CELLS 4096

/* A project writes at most this many <placement> elements; the maps after
 * them take the compact form whatever their size. A placement element is
 * about 5 bytes a node, denser than the reader's node limit allows
 * (pf-project.h), and this many stay well within its base. */
#define PF_MAP_ELEMENT_PLACEMENTS 50000

/* A <placements> text is closed at the end of a row once it is this long. */
#define PF_MAP_COMPACT_CHUNK (1024 * 1024)

typedef struct
{
  char     name[8];
  guint32  shape;
  guint32  variant;
  guint32  rotation;
  gboolean locked;
} PfMapKey;

/**
 * PfMapCompact:
 * @keys: (element-type PfMapKey): the palette, the most used key first
 * @chunks: (element-type utf8): the texts of the <placements> elements,
 *   each ending with a newline, one line per map row that anchors any
 *   placement or holds an empty cell
 * @n_empty: how many cells are empty (marked with "."; format version 3)
 * @n_locked: how many placements are locked (their keys need format version 4)
 */
typedef struct
{
  GArray    *keys;
  GPtrArray *chunks;
  guint64    n_empty;
  guint64    n_locked;
} PfMapCompact;

/**
 * pf_map_compact_encode:
 * @map: a map
 * @tileset: its tile set
 *
 * Returns: (transfer full) (nullable): the compact form of @map, or %NULL
 *   when its placements overlap or leave it (it has no compact form)
 */
PfMapCompact *pf_map_compact_encode (const PfMap     *map,
                                     const PfTileset *tileset);
void          pf_map_compact_free   (PfMapCompact    *compact);

typedef struct _PfMapDecoder PfMapDecoder;

/**
 * pf_map_decoder_new:
 * @map: the map to fill: its width and height are set, its placements empty
 * @tileset: its tile set
 *
 * Decodes the compact form into @map's placements: add the palette with
 * pf_map_decoder_add_key(), then feed the <placements> texts in order.
 *
 * Returns: (transfer full): a decoder
 */
PfMapDecoder *pf_map_decoder_new     (PfMap           *map,
                                      const PfTileset *tileset);
void          pf_map_decoder_free    (PfMapDecoder    *decoder);

/**
 * pf_map_decoder_refuse_empty:
 * @decoder: a decoder
 *
 * Makes an empty-cell mark an error, as in a file of format version 2.
 */
void          pf_map_decoder_refuse_empty (PfMapDecoder *decoder);

/**
 * pf_map_decoder_refuse_locked:
 * @decoder: a decoder
 *
 * Makes a locked key an error, as in a file of format version 2 or 3.
 */
void          pf_map_decoder_refuse_locked (PfMapDecoder *decoder);

/**
 * pf_map_decoder_add_key:
 * @decoder: a decoder
 * @key: a palette key: its name, shape and variant (indices in the tile
 *   set), rotation and lock
 * @error: return location for a #PF_ERROR_SEMANTIC error: a name that is
 *   taken or not [A-Za-z0-9]+, a rotation of a shape that may not rotate,
 *   a locked key that the file's version cannot hold
 *
 * Returns: %TRUE when the key was added
 */
gboolean      pf_map_decoder_add_key (PfMapDecoder    *decoder,
                                      const PfMapKey  *key,
                                      GError         **error);

/**
 * pf_map_decoder_feed:
 * @decoder: a decoder
 * @text: the text of one <placements> element
 * @line: the line its text starts on, for the placements' lines
 * @error_line: (out): on error, the line of the key at fault
 * @error: return location for a #PF_ERROR_SEMANTIC error: an unknown key,
 *   a placement that leaves the map or covers a cell twice, more
 *   placements or empty cells than the map has room for
 *
 * Returns: %TRUE when every key of @text was placed
 */
gboolean      pf_map_decoder_feed    (PfMapDecoder    *decoder,
                                      const char      *text,
                                      guint            line,
                                      guint           *error_line,
                                      GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfMapCompact, pf_map_compact_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfMapDecoder, pf_map_decoder_free)

G_END_DECLS

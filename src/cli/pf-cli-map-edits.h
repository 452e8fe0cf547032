/* pf-cli-map-edits.h: the arguments of polyform map's edits, --stamp and the rectangles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Kept apart from pf-cli-map.c so that the fuzz target of the edits
 * (tests/fuzz/fuzz-map-edits.c) parses them exactly as the command does.
 */
#pragma once

#include <glib.h>

#include "pf-map-edit.h"
#include "pf-tileset.h"

G_BEGIN_DECLS

/**
 * pf_cli_parse_rect:
 * @text: the argument of --erase, --lock or --unlock, "X,Y,W,H"
 * @rect: (out): the rectangle
 *
 * Whole numbers only, with no sign "+" or white space; X and Y within a
 * map's side of it, W and H from 1.
 *
 * Returns: %TRUE when @text is a rectangle
 */
gboolean pf_cli_parse_rect  (const char       *text,
                             PfMapRect        *rect);

/**
 * pf_cli_parse_stamp:
 * @text: the argument of --stamp, "SHAPE:VARIANT:ROT:X:Y"
 * @tileset: the map's tile set
 * @shape: (out) (transfer full): the shape's id
 * @variant: (out) (transfer full): the variant's id
 * @rotation: (out): quarter turns, 0 to 3
 * @x: (out): the left column
 * @y: (out): the top row
 *
 * Ids may hold ":", so the split between shape and variant is the first
 * one that names both in @tileset (or, when none does, the first, for the
 * core's message). @shape and @variant are freed and replaced, so they
 * start as %NULL.
 *
 * Returns: %TRUE when @text has that form
 */
gboolean pf_cli_parse_stamp (const char       *text,
                             const PfTileset  *tileset,
                             char            **shape,
                             char            **variant,
                             guint            *rotation,
                             gint             *x,
                             gint             *y);

G_END_DECLS

/* pf-tileset-render.h: a contact sheet of a tile set's shapes and variants
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "pf-tileset.h"

G_BEGIN_DECLS

/**
 * pf_tileset_render:
 * @cr: the context
 * @tileset: the tile set
 * @width: canvas width
 * @height: canvas height
 * @dark: whether to use the dark palette
 *
 * Draws every shape of @tileset once per variant, in the variant's colour,
 * one row per shape, with the shape id, weight, rotation flag and variant
 * names, scaled to fit the canvas.
 */
void pf_tileset_render (cairo_t         *cr,
                        const PfTileset *tileset,
                        double           width,
                        double           height,
                        gboolean         dark);

G_END_DECLS

/* pf-map-render.h: drawing a map with Cairo, for the canvas, `polyform render` and exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "pf-map-grid.h"
#include "pf-map.h"
#include "pf-tileset.h"

G_BEGIN_DECLS

typedef enum
{
  PF_MAP_COLOUR_BY_VARIANT,
  PF_MAP_COLOUR_BY_TERRAIN,
} PfMapColourBy;

/**
 * PfMapRenderOptions:
 * @colour_by: fill each placement with its variant's colour, or with the
 *   colour of the variant's terrain
 * @zoom: 1 fits the whole map in the view; 2 shows it twice as large
 * @pan_x: horizontal offset of the map's centre from the view's centre, in pixels
 * @pan_y: vertical offset, likewise
 * @hovered: index of the placement to highlight, or -1
 * @dark: use the dark palette
 * @outlines: draw the outline of every placement (when cells are at least
 *   3 pixels wide)
 * @mark_locked: hatch the locked placements (SPEC §5), as the map page does
 * @conflicts: (nullable) (array length=n_conflicts): cells to ring as
 *   conflicts of a refill
 * @n_conflicts: how many
 */
typedef struct
{
  PfMapColourBy    colour_by;
  double           zoom;
  double           pan_x;
  double           pan_y;
  gint64           hovered;
  gboolean         dark;
  gboolean         outlines;
  gboolean         mark_locked;
  const PfMapCell *conflicts;
  guint            n_conflicts;
} PfMapRenderOptions;

/**
 * pf_map_render_options_init:
 * @options: options to reset
 *
 * Colour by variant, fit to the view, nothing hovered, light palette,
 * outlines, no marks.
 */
void     pf_map_render_options_init    (PfMapRenderOptions       *options);

/**
 * pf_map_render:
 * @cr: the context, origin at the top-left of the view
 * @map: the map
 * @tileset: the map's tile set
 * @width: view width in pixels
 * @height: view height in pixels
 * @options: (nullable): options, or %NULL for the defaults
 *
 * Draws the background, then every placement in view, filled with its colour
 * and outlined so that shapes stand apart, the marks asked for (locked
 * placements hatched, conflicts ringed), then the hovered placement
 * highlighted. Empty cells show the page behind the map. When cells are
 * smaller than 3 pixels, the map is drawn as one pixel per cell, scaled,
 * locked placements darker. Placements whose shape, variant or rotation
 * does not exist in @tileset are skipped.
 */
void     pf_map_render                 (cairo_t                  *cr,
                                        const PfMap              *map,
                                        const PfTileset          *tileset,
                                        double                    width,
                                        double                    height,
                                        const PfMapRenderOptions *options);

/**
 * pf_map_render_transform:
 * @map: the map
 * @width: view width in pixels
 * @height: view height in pixels
 * @options: (nullable): options, or %NULL for the defaults
 * @cell_size: (out): the side of a cell in pixels
 * @origin_x: (out): the view x of the map's left edge
 * @origin_y: (out): the view y of the map's top edge
 *
 * Gives the view transform pf_map_render() uses: cell (x, y) starts at
 * (@origin_x + x * @cell_size, @origin_y + y * @cell_size).
 */
void     pf_map_render_transform       (const PfMap              *map,
                                        double                    width,
                                        double                    height,
                                        const PfMapRenderOptions *options,
                                        double                   *cell_size,
                                        double                   *origin_x,
                                        double                   *origin_y);

/**
 * pf_map_render_pick:
 * @map: the map
 * @tileset: the map's tile set
 * @width: view width in pixels
 * @height: view height in pixels
 * @options: (nullable): the options the map was drawn with
 * @x: a view x
 * @y: a view y
 *
 * Finds the placement under a point, for hovering. It looks through the
 * placements, so it takes time in proportion to their number.
 *
 * Returns: the placement's index, or -1 when the point is off the map
 */
gint64   pf_map_render_pick            (const PfMap              *map,
                                        const PfTileset          *tileset,
                                        double                    width,
                                        double                    height,
                                        const PfMapRenderOptions *options,
                                        double                    x,
                                        double                    y);

/**
 * pf_map_render_natural_size:
 * @map: the map
 * @width: (out): image width
 * @height: (out): image height
 *
 * Gives an image size for exports: 32 pixels per cell, fewer for large maps
 * so that the longer side stays within about 2048 pixels, but at least 1
 * pixel per cell, plus the 8-pixel margin pf_map_render() leaves around the
 * map, so that cells land on whole pixels.
 */
void     pf_map_render_natural_size    (const PfMap              *map,
                                        int                      *width,
                                        int                      *height);

G_END_DECLS

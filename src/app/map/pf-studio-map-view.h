/* pf-studio-map-view.h: a map drawn with pf_map_render(), with zoom, pan, hover and the hand tools' gestures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-map-grid.h"
#include "pf-map-render.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_MAP_VIEW (pf_studio_map_view_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioMapView, pf_studio_map_view, PF_STUDIO, MAP_VIEW, GtkWidget)

/**
 * PfStudioMapTool:
 * @PF_STUDIO_MAP_TOOL_PAN: the primary button pans, as the others always do
 * @PF_STUDIO_MAP_TOOL_STAMP: a ghost of the stamp follows the pointer; a
 *   click emits ::stamp-clicked
 * @PF_STUDIO_MAP_TOOL_RECT: a primary drag draws a rectangle of cells and
 *   emits ::rect-selected (a click, the one cell)
 *
 * What the primary button does on the map.
 */
typedef enum
{
  PF_STUDIO_MAP_TOOL_PAN,
  PF_STUDIO_MAP_TOOL_STAMP,
  PF_STUDIO_MAP_TOOL_RECT,
} PfStudioMapTool;

GtkWidget     *pf_studio_map_view_new           (void);

/**
 * pf_studio_map_view_set_map:
 * @self: the view
 * @map: (nullable) (transfer none): the map, borrowed until the next call
 * @tileset: (nullable) (transfer none): its tile set, likewise
 * @grid: (nullable) (transfer none): the map's grid, for fast hovering
 *
 * Shows @map; zoom and pan stay as they are.
 */
void           pf_studio_map_view_set_map       (PfStudioMapView *self,
                                                 const PfMap     *map,
                                                 const PfTileset *tileset,
                                                 const PfMapGrid *grid);
void           pf_studio_map_view_set_colour_by (PfStudioMapView *self,
                                                 PfMapColourBy    colour_by);
PfMapColourBy  pf_studio_map_view_get_colour_by (PfStudioMapView *self);
/* Zooms by @factor around the view's centre; the zoom stays within 1/4 .. 256. */
void           pf_studio_map_view_zoom          (PfStudioMapView *self,
                                                 double           factor);
void           pf_studio_map_view_zoom_fit      (PfStudioMapView *self);
double         pf_studio_map_view_get_zoom      (PfStudioMapView *self);
/* The hovered placement's index, or -1 */
gint64         pf_studio_map_view_get_hovered   (PfStudioMapView *self);

/**
 * pf_studio_map_view_pick:
 * @self: the view
 * @x: a view x
 * @y: a view y
 *
 * Returns: the index of the placement drawn at (@x, @y), or -1
 */
gint64         pf_studio_map_view_pick          (PfStudioMapView *self,
                                                 double           x,
                                                 double           y);

void           pf_studio_map_view_set_tool      (PfStudioMapView *self,
                                                 PfStudioMapTool  tool);

/**
 * pf_studio_map_view_set_ghost:
 * @self: the view
 * @shape: (nullable): the stamp's shape, copied, or %NULL for no ghost
 * @rotation: its quarter turns clockwise
 * @colour: its colour, 0xRRGGBB
 *
 * The stamp drawn under the pointer, centred on the cell it points at.
 */
void           pf_studio_map_view_set_ghost     (PfStudioMapView *self,
                                                 const PfShape   *shape,
                                                 guint            rotation,
                                                 guint32          colour);

/**
 * pf_studio_map_view_set_conflicts:
 * @self: the view
 * @conflicts: (nullable) (element-type PfMapCell): the cells to ring, copied
 */
void           pf_studio_map_view_set_conflicts (PfStudioMapView *self,
                                                 GArray          *conflicts);

/**
 * pf_studio_map_view_stamp_origin:
 * @self: the view
 * @cell_x: a cell's column
 * @cell_y: its row
 * @x: (out): the column of the ghost's top-left cell when it points at it
 * @y: (out): its row
 */
void           pf_studio_map_view_stamp_origin  (PfStudioMapView *self,
                                                 int              cell_x,
                                                 int              cell_y,
                                                 int             *x,
                                                 int             *y);

/**
 * pf_studio_map_view_cell_at:
 * @self: the view
 * @x: a view x
 * @y: a view y
 * @cell_x: (out): the column under it, which may lie off the map
 * @cell_y: (out): the row
 *
 * Returns: %TRUE when a map is shown
 */
gboolean       pf_studio_map_view_cell_at       (PfStudioMapView *self,
                                                 double           x,
                                                 double           y,
                                                 int             *cell_x,
                                                 int             *cell_y);

/**
 * pf_studio_map_view_get_cursor:
 * @self: the view
 * @x: (out): the column of the keys' cursor
 * @y: (out): its row
 *
 * The cell the arrows moved to: Space or Return does the tool there (with
 * Shift and the arrows, a rectangle from where Shift was first held).
 *
 * Returns: %FALSE while the pointer leads and there is no cursor
 */
gboolean       pf_studio_map_view_get_cursor    (PfStudioMapView *self,
                                                 int             *x,
                                                 int             *y);

/* Puts the keys' cursor on cell (@x, @y), clamped to the map. */
void           pf_studio_map_view_set_cursor    (PfStudioMapView *self,
                                                 int              x,
                                                 int              y);

G_END_DECLS

/* pf-studio-map-view.h: a map drawn with pf_map_render(), with zoom, pan and hover
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

G_END_DECLS

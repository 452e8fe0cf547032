/* pf-studio-map-page.h: the live map preview: parameters, statistics, keep, export
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-document.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_MAP_PAGE (pf_studio_map_page_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioMapPage, pf_studio_map_page, PF_STUDIO, MAP_PAGE, GtkWidget)

/* Maps of at most this many cells are generated at once, on the main thread. */
#define PF_STUDIO_MAP_PAGE_SYNC_CELLS (256 * 256)

GtkWidget   *pf_studio_map_page_new            (void);

/**
 * pf_studio_map_page_set_item:
 * @self: the page
 * @document: (nullable): the document
 * @path: (nullable): the path of one of its maps, or %NULL for none
 *
 * Shows the map and follows it, and its tile set, through the document. While
 * the same map stays on screen, the zoom, the pan and a preview that was not
 * kept yet stay (the preview is generated again when the tile set changes).
 */
void         pf_studio_map_page_set_item       (PfStudioMapPage *self,
                                                PfDocument      *document,
                                                const char      *path);

/**
 * pf_studio_map_page_set_parameters:
 * @self: the page
 * @width: columns, 1..4096
 * @height: rows, 1..4096
 * @seed: the seed
 * @mode: the generator's mode
 *
 * What changing the parameters in the page does: the preview is generated
 * again, at once for small maps, in a worker thread for large ones.
 */
void         pf_studio_map_page_set_parameters (PfStudioMapPage *self,
                                                guint            width,
                                                guint            height,
                                                guint64          seed,
                                                PfMapMode        mode);
/* The map on screen: the preview when there is one, else the project's map. */
const PfMap *pf_studio_map_page_get_shown      (PfStudioMapPage *self);
gboolean     pf_studio_map_page_has_preview    (PfStudioMapPage *self);
gboolean     pf_studio_map_page_is_busy        (PfStudioMapPage *self);

/**
 * pf_studio_map_page_export:
 * @self: the page
 * @path: the file: a TMX file, with its TSX and tile image written beside
 *   it, or a PNG
 * @tmx: %TRUE for Tiled, %FALSE for a PNG
 * @error: return location for why nothing could start (no map, a draft)
 *
 * Exports the map on screen in a worker, as "Export to Tiled…" and "Export
 * PNG…" do with the dialog's defaults; the message bar says how it ended
 * (pf_studio_map_page_get_message()).
 *
 * Returns: %TRUE when the export started
 */
gboolean     pf_studio_map_page_export         (PfStudioMapPage *self,
                                                const char      *path,
                                                gboolean         tmx,
                                                GError         **error);
gboolean     pf_studio_map_page_is_exporting   (PfStudioMapPage *self);
/* The file name the export dialog offers: the map's title with @extension. */
char        *pf_studio_map_page_dup_export_name (PfStudioMapPage *self,
                                                 const char      *extension);
const char  *pf_studio_map_page_get_message    (PfStudioMapPage *self);
GtkWidget   *pf_studio_map_page_get_canvas     (PfStudioMapPage *self);

G_END_DECLS

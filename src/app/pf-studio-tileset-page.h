/* pf-studio-tileset-page.h: the tile set editor: shapes, variants, terrains, rules, preview
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-studio-window.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_TILESET_PAGE (pf_studio_tileset_page_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioTilesetPage, pf_studio_tileset_page, PF_STUDIO, TILESET_PAGE,
                      GtkWidget)

GtkWidget  *pf_studio_tileset_page_new          (void);

/**
 * pf_studio_tileset_page_show:
 * @self: the page
 * @window: the window whose project holds @tileset
 * @tileset: (transfer none): the tile set; borrowed until the next call
 *
 * Shows @tileset. Calling it again for the same tile set (after an edit, an
 * undo or a reload) keeps the selected shape and the preview's seed.
 */
void        pf_studio_tileset_page_show         (PfStudioTilesetPage *self,
                                                 PfStudioWindow      *window,
                                                 PfTileset           *tileset);

/* The selected shape, or -1; selecting one shows its matrix and variants. */
int         pf_studio_tileset_page_get_shape    (PfStudioTilesetPage *self);
void        pf_studio_tileset_page_select_shape (PfStudioTilesetPage *self,
                                                 guint                index);
/* What a click on cell (@x, @y) of the matrix editor does. */
void        pf_studio_tileset_page_toggle_cell  (PfStudioTilesetPage *self,
                                                 guint                x,
                                                 guint                y);
/* The invalid-shape warning on screen, or %NULL */
const char *pf_studio_tileset_page_get_warning  (PfStudioTilesetPage *self);
/* The message (error or note) on screen, or %NULL */
const char *pf_studio_tileset_page_get_message  (PfStudioTilesetPage *self);
GtkWidget  *pf_studio_tileset_page_get_canvas   (PfStudioTilesetPage *self);

G_END_DECLS

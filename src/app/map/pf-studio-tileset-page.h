/* pf-studio-tileset-page.h: the tile set editor: shapes, variants, terrains, rules, preview
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-document.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_TILESET_PAGE (pf_studio_tileset_page_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioTilesetPage, pf_studio_tileset_page, PF_STUDIO, TILESET_PAGE,
                      GtkWidget)

GtkWidget  *pf_studio_tileset_page_new          (void);

/**
 * pf_studio_tileset_page_set_item:
 * @self: the page
 * @document: (nullable): the document
 * @path: (nullable): the path of one of its tile sets, or %NULL for none
 *
 * Shows the tile set and follows it through the document.
 */
void        pf_studio_tileset_page_set_item     (PfStudioTilesetPage *self,
                                                 PfDocument          *document,
                                                 const char          *path);

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

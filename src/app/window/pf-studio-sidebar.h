/* pf-studio-sidebar.h: the list of a document's items, with a context menu and
 * drag-and-drop of levels between packs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-document.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_SIDEBAR (pf_studio_sidebar_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioSidebar, pf_studio_sidebar, PF_STUDIO, SIDEBAR, GtkWidget)

GtkWidget  *pf_studio_sidebar_new               (void);

/* Lists @document's items; nothing is selected afterwards. */
void        pf_studio_sidebar_set_document      (PfStudioSidebar *self,
                                                 PfDocument      *document);

/* The selected item's path, or %NULL. The property is "selected-path". */
const char *pf_studio_sidebar_get_selected_path (PfStudioSidebar *self);

/**
 * pf_studio_sidebar_select:
 * @self: the sidebar
 * @path: (nullable): an item path, or %NULL to select nothing
 *
 * Selects the item's row and scrolls to it.
 *
 * Returns: %TRUE when @path has a row
 */
gboolean    pf_studio_sidebar_select            (PfStudioSidebar *self,
                                                 const char      *path);

/* Selects the next (@direction 1) or previous (-1) item. */
void        pf_studio_sidebar_step              (PfStudioSidebar *self,
                                                 int              direction);

/* The number of rows that are items (not headings). */
guint       pf_studio_sidebar_count_items       (PfStudioSidebar *self);

/* Pops up the context menu of the selected item. */
void        pf_studio_sidebar_popup_menu        (PfStudioSidebar *self);

G_END_DECLS

/* pf-studio-title-row.h: an entry row that names an item: its title, through the document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-document.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_TITLE_ROW (pf_studio_title_row_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioTitleRow, pf_studio_title_row, PF_STUDIO, TITLE_ROW, AdwEntryRow)

GtkWidget *pf_studio_title_row_new      (void);

/**
 * pf_studio_title_row_set_item:
 * @self: the row
 * @document: (nullable): the document
 * @path: (nullable): the item it names
 *
 * Shows the item's title (or its id, when it has none); applying the row
 * renames the item with pf_document_rename_item(), one undo step. Pages call
 * this whenever their item changes: what the designer is typing stays until
 * the title itself changes.
 */
void       pf_studio_title_row_set_item (PfStudioTitleRow *self,
                                         PfDocument       *document,
                                         const char       *path);

G_END_DECLS

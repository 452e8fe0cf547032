/* pf-studio-pack-page.h: a level pack: its metadata and notes, and a sortable list of its
 * levels with thumbnails, figures, solved-check status and duplicates
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-document.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_PACK_PAGE (pf_studio_pack_page_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioPackPage, pf_studio_pack_page, PF_STUDIO, PACK_PAGE, GtkWidget)

GtkWidget *pf_studio_pack_page_new         (void);

/**
 * pf_studio_pack_page_set_item:
 * @self: the page
 * @document: (nullable): the document
 * @path: (nullable): the path of one of its packs, or %NULL for none
 *
 * Shows the pack and follows it through the document.
 */
void       pf_studio_pack_page_set_item    (PfStudioPackPage *self,
                                            PfDocument       *document,
                                            const char       *path);

/* The list of levels (its model is the rows as the view sorts them). */
GtkColumnView *pf_studio_pack_page_get_view (PfStudioPackPage *self);

/**
 * pf_studio_pack_page_move_level:
 * @self: the page
 * @from: the level's position in the pack
 * @to: its new position
 *
 * Reorders the pack, as one undoable edit (a drag and the arrows call it).
 */
void       pf_studio_pack_page_move_level  (PfStudioPackPage *self,
                                            guint             from,
                                            guint             to);

/* The path of the level whose row is selected, or %NULL (transfer full). */
char      *pf_studio_pack_page_dup_selected_path (PfStudioPackPage *self);

/* Selects the row of level @path, if the pack has it, and scrolls to it. */
void       pf_studio_pack_page_select_path (PfStudioPackPage *self,
                                            const char       *path);

/* Sorts the pack itself by difficulty (levels without figures last), as one edit. */
void       pf_studio_pack_page_sort        (PfStudioPackPage *self);

/**
 * pf_studio_pack_page_resolve_stale:
 * @self: the page
 *
 * Solves and analyses, in a worker thread, every level of the pack whose
 * figures are stale, missing or incomplete, and caches the figures of each
 * as it is done. ::resolved follows when all are done.
 */
void       pf_studio_pack_page_resolve_stale (PfStudioPackPage *self);
/**
 * pf_studio_pack_page_add_layout:
 * @self: the page
 * @area: floor triangles to aim for
 * @keys: key blocks
 * @compactness: 0 (stringy) to 1 (round)
 * @seed: the layout generator's seed
 *
 * Appends a level with a random wall/goal layout, as one edit.
 *
 * Returns: %TRUE when a level was added
 */
gboolean   pf_studio_pack_page_add_layout  (PfStudioPackPage *self,
                                            guint             area,
                                            guint             keys,
                                            double            compactness,
                                            guint64           seed);
gboolean   pf_studio_pack_page_is_busy     (PfStudioPackPage *self);

/**
 * pf_studio_pack_find_duplicate:
 * @pack: a pack
 * @index: a level's position
 *
 * Returns: the position of an earlier level with the same walls, goals and
 *   blocks (up to block order), or -1
 */
int        pf_studio_pack_find_duplicate   (const PfTriPack  *pack,
                                            guint             index);

G_END_DECLS

/* pf-outline.h: a document's items as one list: a heading per kind, then its items,
 * each level under its pack
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-document.h"

G_BEGIN_DECLS

#define PF_TYPE_OUTLINE_ENTRY (pf_outline_entry_get_type ())

G_DECLARE_FINAL_TYPE (PfOutlineEntry, pf_outline_entry, PF, OUTLINE_ENTRY, GObject)

/* The item's path, or %NULL for a heading. */
const char *pf_outline_entry_get_path    (PfOutlineEntry *self);
PfItemKind  pf_outline_entry_get_kind    (PfOutlineEntry *self);
/* The item's title (or its id), or the heading's text. */
const char *pf_outline_entry_get_title   (PfOutlineEntry *self);
/* A short figure: "12 moves", "20 cells", "64 × 64"… */
const char *pf_outline_entry_get_detail  (PfOutlineEntry *self);
/* Whether the detail names an error of the item (a level without a key
 * block, say), for a view to mark. */
gboolean        pf_outline_entry_has_problem (PfOutlineEntry *self);
/* 0 for headings and packs, 1 for what stands under them. */
guint       pf_outline_entry_get_depth   (PfOutlineEntry *self);
gboolean    pf_outline_entry_is_heading  (PfOutlineEntry *self);

#define PF_TYPE_OUTLINE (pf_outline_get_type ())

G_DECLARE_FINAL_TYPE (PfOutline, pf_outline, PF, OUTLINE, GObject)

/**
 * pf_outline_new:
 * @document: a document
 *
 * A #GListModel of #PfOutlineEntry that follows @document: an item's entry
 * changes in place (its properties notify) when the item changes, and the
 * list emits ::items-changed for just the entries that came or went.
 *
 * Returns: (transfer full): the outline
 */
PfOutline  *pf_outline_new               (PfDocument     *document);

/* The position of the entry of @path, or -1. */
int         pf_outline_find              (PfOutline      *self,
                                          const char     *path);

G_END_DECLS

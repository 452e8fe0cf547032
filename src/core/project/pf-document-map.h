/* pf-document-map.h: the designer's edits of a kept map, as named document operations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each operation is a rule of pf-map-edit.h made on the map at @path as
 * one undo step, or as part of the open group or stroke, and emits
 * #PfDocument::item-changed for the map. A refused edit (the rule's error,
 * a path that names no map, a map whose tile set is missing) records
 * nothing and emits nothing; an edit that changes nothing succeeds and
 * records nothing. These are the map page's tools (SPEC §5).
 */
#pragma once

#include "pf-document.h"
#include "pf-map-edit.h"

G_BEGIN_DECLS

/**
 * pf_document_map_stamp:
 * @self: a document
 * @path: a map's path
 * @shape: a shape id of the map's tile set
 * @variant: a variant id of that shape
 * @rotation: quarter turns clockwise, 0..3
 * @x: the left column of the turned matrix
 * @y: its top row
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_map_stamp(), undone as "Stamp".
 *
 * Returns: %TRUE when the stamp was made
 */
gboolean pf_document_map_stamp      (PfDocument       *self,
                                     const char       *path,
                                     const char       *shape,
                                     const char       *variant,
                                     guint             rotation,
                                     gint              x,
                                     gint              y,
                                     GError          **error);

/**
 * pf_document_map_erase:
 * @self: a document
 * @path: a map's path
 * @rect: the cells
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_map_erase(), undone as "Erase".
 *
 * Returns: %TRUE unless the edit was refused
 */
gboolean pf_document_map_erase      (PfDocument       *self,
                                     const char       *path,
                                     const PfMapRect  *rect,
                                     GError          **error);

/**
 * pf_document_map_set_locked:
 * @self: a document
 * @path: a map's path
 * @rect: the cells
 * @locked: %TRUE to lock, %FALSE to unlock
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_map_set_locked(), undone as "Lock" or "Unlock".
 *
 * Returns: %TRUE unless the edit was refused
 */
gboolean pf_document_map_set_locked (PfDocument       *self,
                                     const char       *path,
                                     const PfMapRect  *rect,
                                     gboolean          locked,
                                     GError          **error);

/**
 * pf_document_map_refill:
 * @self: a document
 * @path: a map's path
 * @all: first remove every placement that is not locked
 * @seed: the generator's seed
 * @conflicts: (out) (optional) (transfer full) (element-type PfMapCell): the
 *   cells that got a single against a forbid rule
 * @error: return location for an error of pf_map_refill(), or a
 *   #PF_ERROR_INVALID error
 *
 * pf_map_refill(), undone as "Fill Holes" or, with @all, "Refill".
 *
 * Returns: %TRUE when the map was refilled
 */
gboolean pf_document_map_refill     (PfDocument       *self,
                                     const char       *path,
                                     gboolean          all,
                                     guint64           seed,
                                     GArray          **conflicts,
                                     GError          **error);

G_END_DECLS

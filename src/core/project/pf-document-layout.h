/* pf-document-layout.h: the designer's edits of a shell layout, as named document operations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each operation is a rule of pf-shell-layout-edit.h made on the layout at
 * @path as one undo step, or as part of the open group or stroke (a paint
 * drag is a stroke), and emits #PfDocument::item-changed for the layout.
 * A refused edit, or a path that names no layout, records nothing; an edit
 * that changes nothing succeeds and records nothing.
 */
#pragma once

#include "pf-document.h"
#include "pf-shell.h"

G_BEGIN_DECLS

/**
 * pf_document_layout_paint_cell:
 * @self: a document
 * @path: a layout's path
 * @x: the cell's x
 * @y: the cell's y
 * @colour: 1..7 to paint, 0 to erase
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_shell_layout_paint_cell(), undone as "Paint Cells".
 *
 * Returns: %TRUE when the layout has what was asked
 */
gboolean pf_document_layout_paint_cell  (PfDocument          *self,
                                         const char          *path,
                                         int                  x,
                                         int                  y,
                                         guint                colour,
                                         GError             **error);

/**
 * pf_document_layout_rotate:
 * @self: a document
 * @path: a layout's path
 * @turn: the direction
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_shell_layout_rotate(), undone as "Rotate Layout".
 *
 * Returns: %TRUE when @path named a layout
 */
gboolean pf_document_layout_rotate      (PfDocument          *self,
                                         const char          *path,
                                         PfShellTurn          turn,
                                         GError             **error);

/**
 * pf_document_layout_apply_board:
 * @self: a document
 * @path: a layout's path
 * @board: a board, such as a simulation's after its clears
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * Gives the layout the cells of @board (pf_shell_board_to_layout()),
 * undone as "Apply Simulation".
 *
 * Returns: %TRUE when @path named a layout
 */
gboolean pf_document_layout_apply_board (PfDocument          *self,
                                         const char          *path,
                                         const PfShellBoard  *board,
                                         GError             **error);

G_END_DECLS

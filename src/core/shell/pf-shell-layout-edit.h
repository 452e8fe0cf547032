/* pf-shell-layout-edit.h: a shell layout's edit rules (SPEC §3), each written once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the layout editor does to a layout: paint a cell with a colour or
 * erase it, and turn the whole structure. Each edit either changes the
 * layout and says so, or refuses with a #PF_ERROR_INVALID error whose
 * message says why and changes nothing.
 */
#pragma once

#include <glib.h>

#include "pf-shell.h"

G_BEGIN_DECLS

/**
 * pf_shell_layout_paint_cell:
 * @layout: a layout
 * @x: the cell's x (SPEC §3, y up)
 * @y: the cell's y
 * @colour: 1..%PF_SHELL_COLOURS to paint the cell, or 0 to erase it
 * @changed: (out) (optional): whether the layout changed (painting a cell
 *   the colour it has, or erasing an empty one, changes nothing)
 * @error: return location for a #PF_ERROR_INVALID error: the cell is off
 *   the board (beyond shell %PF_SHELL_MAX), or the colour is out of range
 *
 * Gives the cell at (@x, @y) @colour, adding it when it is empty. Erasing
 * removes every cell the layout has there.
 *
 * Returns: %TRUE when the layout has what was asked
 */
gboolean pf_shell_layout_paint_cell (PfShellLayout  *layout,
                                     int             x,
                                     int             y,
                                     guint           colour,
                                     gboolean       *changed,
                                     GError        **error);

/**
 * pf_shell_layout_rotate:
 * @layout: a layout
 * @turn: the direction
 *
 * Turns every cell of the layout a quarter around the core
 * (pf_shell_rotate_cell()).
 *
 * Returns: whether the layout changed: %FALSE when it has no cell
 */
gboolean pf_shell_layout_rotate     (PfShellLayout  *layout,
                                     PfShellTurn     turn);

G_END_DECLS

/* pf-tetrinet-field.h: TetriNET field strings (12 x 22, row by row from the top)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-field.h"

G_BEGIN_DECLS

#define PF_TETRINET_WIDTH  12
#define PF_TETRINET_HEIGHT 22
#define PF_TETRINET_CELLS  (PF_TETRINET_WIDTH * PF_TETRINET_HEIGHT)

/**
 * pf_tetrinet_field_parse:
 * @text: a field string: 264 characters, '0' empty, '1'..'5' colours, the
 *   specials a c n r s b g q o; surrounding white space is ignored
 * @field: (out caller-allocates): receives a 12 x 22 field
 * @error: return location for a #PF_ERROR_INVALID error that names the
 *   wrong length, or the bad character with its row and column
 *
 * Returns: %TRUE on success
 */
gboolean pf_tetrinet_field_parse  (const char     *text,
                                   PfField        *field,
                                   GError        **error);

/**
 * pf_tetrinet_field_format:
 * @field: a 12 x 22 field
 *
 * Writes the field string. Piece colours become the TetriNET colour of
 * that piece (pf_tetrinet_piece_colour()) and garbage becomes colour 5.
 *
 * Returns: (transfer full): the 264-character string
 */
char    *pf_tetrinet_field_format (const PfField  *field);

/**
 * pf_tetrinet_piece_colour:
 * @cell: a cell
 *
 * Returns: the TetriNET cell for @cell: piece colours map as in the classic
 *   client (I 1, O 2, J 3, L 4, Z 5, S 1, T 2), garbage to 5, others unchanged
 */
PfCell   pf_tetrinet_piece_colour (PfCell          cell);

G_END_DECLS

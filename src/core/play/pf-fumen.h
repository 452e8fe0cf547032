/* pf-fumen.h: fumen v115 fields (the first page), as the tetris-fumen package reads and writes them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-field.h"

G_BEGIN_DECLS

#define PF_FUMEN_WIDTH  10
#define PF_FUMEN_HEIGHT 23   /* rows 0..22, plus the garbage row below */

/**
 * pf_fumen_decode:
 * @text: a fumen string: "v115@…" (or m115@, d115@, or v110@ with 21 rows),
 *   possibly inside a URL; '?' and white space inside the data are ignored
 * @field: (out caller-allocates): receives the first page's field as a
 *   10 x 40 matrix; the garbage row is ignored
 * @error: return location for a #PF_ERROR_INVALID error: a missing version
 *   prefix, a character that is not fumen data (with its position), a cell
 *   value or run outside the field, or data that ends in the middle of a page
 *
 * Decodes the field of the first page. The later pages are checked for
 * structure only.
 *
 * Returns: %TRUE on success
 */
gboolean pf_fumen_decode (const char     *text,
                          PfField        *field,
                          GError        **error);

/**
 * pf_fumen_encode:
 * @field: a field 10 columns wide
 * @n_dropped: (out) (optional): how many filled cells lay above row 22 and
 *   could not be written
 *
 * Encodes @field as a one-page fumen with an empty garbage row, no piece
 * and no comment, exactly as tetris-fumen encodes such a page. Cells that
 * are not piece colours (TetriNET colours, specials) are written as gray.
 *
 * Returns: (transfer full): the "v115@…" string
 */
char    *pf_fumen_encode (const PfField  *field,
                          guint          *n_dropped);

G_END_DECLS

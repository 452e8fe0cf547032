/* pf-fumen.h: fumen v115 fields, page by page, as the tetris-fumen package reads and writes them
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
 * PfFumenPageInfo:
 * @n_pages: how many pages the fumen has
 * @piece: the page's piece, 'I' 'J' 'L' 'O' 'S' 'T' 'Z', or '\0' for none
 * @piece_rotation: its rotation: "spawn", "right", "reverse" or "left"
 * @piece_x: the column of its rotation centre, as tetris-fumen gives it
 * @piece_y: the row of its rotation centre (y up, 0 the bottom row)
 * @comment: (nullable): the page's comment (its own, or the one it
 *   carries on from an earlier page), or %NULL when it has none
 *
 * What a fumen page holds besides its field.
 */
typedef struct
{
  guint       n_pages;
  char        piece;
  const char *piece_rotation;
  int         piece_x;
  int         piece_y;
  char       *comment;
} PfFumenPageInfo;

void     pf_fumen_page_info_clear (PfFumenPageInfo *info);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PfFumenPageInfo, pf_fumen_page_info_clear)

/**
 * pf_fumen_decode_page:
 * @text: a fumen string, as for pf_fumen_decode()
 * @page: the page, from 1
 * @field: (out caller-allocates): receives the page's field as a 10 x 40
 *   matrix; the garbage row is ignored
 * @info: (out caller-allocates) (optional): receives the page's piece,
 *   comment and the number of pages; clear it with pf_fumen_page_info_clear()
 * @error: return location for a #PF_ERROR_INVALID error, as for
 *   pf_fumen_decode(), or naming the pages there are when @page is past them
 *
 * Decodes the field of one page as tetris-fumen does: each page's field
 * is its changes to the page before, after that page's piece was locked
 * (with line clears, the garbage row rising, and mirroring, as flagged).
 *
 * Returns: %TRUE on success
 */
gboolean pf_fumen_decode_page    (const char       *text,
                                  guint             page,
                                  PfField          *field,
                                  PfFumenPageInfo  *info,
                                  GError          **error);

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
 * Decodes the field of the first page; pf_fumen_decode_page() with page 1.
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

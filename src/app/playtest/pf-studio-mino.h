/* pf-studio-mino.h: painting playtest cells and pieces with Cairo, in guideline colours
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One place knows how a cell looks: its colour in light and dark styles,
 * its bevel, the letter of a TetriNET special. The field view, the hold
 * and next slots, the specials inventory and the editor's palette all
 * paint through it.
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-field.h"
#include "pf-srs.h"

G_BEGIN_DECLS

/**
 * pf_studio_mino_draw:
 * @cr: a Cairo context
 * @x: left edge
 * @y: top edge
 * @size: the cell's side
 * @cell: what to paint; %PF_CELL_EMPTY paints nothing
 * @dark: whether the dark style is in use
 *
 * Paints one bevelled mino; specials get their letter.
 */
void     pf_studio_mino_draw         (cairo_t   *cr,
                                      double     x,
                                      double     y,
                                      double     size,
                                      PfCell     cell,
                                      gboolean   dark);

/**
 * pf_studio_mino_draw_ghost:
 * @cr: a Cairo context
 * @x: left edge
 * @y: top edge
 * @size: the cell's side
 * @cell: the colour of the piece the ghost belongs to
 * @dark: whether the dark style is in use
 *
 * Paints a cell of a ghost piece: a faint fill and an outline.
 */
void     pf_studio_mino_draw_ghost   (cairo_t   *cr,
                                      double     x,
                                      double     y,
                                      double     size,
                                      PfCell     cell,
                                      gboolean   dark);

/**
 * pf_studio_mino_get_rgba:
 * @cell: a cell
 * @dark: whether the dark style is in use
 * @rgba: (out): its base colour
 */
void     pf_studio_mino_get_rgba     (PfCell     cell,
                                      gboolean   dark,
                                      GdkRGBA   *rgba);

/**
 * pf_studio_piece_draw_centred:
 * @cr: a Cairo context
 * @system: the rotation system, for the piece's shape
 * @piece: a piece, or %PF_PIECE_NONE to paint nothing
 * @cx: the centre of the box to paint in
 * @cy: likewise
 * @size: the side of one mino
 * @dark: whether the dark style is in use
 * @alpha: opacity, 0..1
 *
 * Paints a piece in spawn orientation, centred on (@cx, @cy).
 */
void     pf_studio_piece_draw_centred (cairo_t                *cr,
                                       const PfRotationSystem *system,
                                       PfPiece                 piece,
                                       double                  cx,
                                       double                  cy,
                                       double                  size,
                                       gboolean                dark,
                                       double                  alpha);

/* Whether the app is in the dark style now. */
gboolean pf_studio_mino_is_dark      (void);

/* The cell a piece's minos are painted with. */
static inline PfCell
pf_studio_piece_cell (PfPiece piece)
{
  return piece < PF_N_PIECES ? (PfCell) (PF_CELL_I + piece) : PF_CELL_GARBAGE;
}

G_END_DECLS

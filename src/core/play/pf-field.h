/* pf-field.h: the playtest matrix as a bitboard (one row = one bitmask) with cell colours
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Coordinates: x to the right from 0, y up from 0 (the bottom row). A row
 * is a 32-bit mask: column x is bit x + PF_FIELD_WALL, and every bit that
 * is not a column is set, so the side walls collide by themselves. Rows
 * below the floor and above the ceiling are all ones. Beside the masks,
 * each cell keeps its colour (a #PfCell), so fields round-trip through
 * fumen and TetriNET strings.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PF_FIELD_MAX_WIDTH  12
#define PF_FIELD_MAX_HEIGHT 40
#define PF_FIELD_WALL       4   /* wall bits left of column 0 */
#define PF_FIELD_PAD        4   /* wall rows below row 0 */
#define PF_FIELD_ROWS       (PF_FIELD_PAD + PF_FIELD_MAX_HEIGHT + 8)

/**
 * PfCell:
 *
 * What a cell holds. Piece colours follow the piece order I J L O S T Z;
 * the TetriNET colours 1..5 and the nine specials have their own values,
 * so no conversion loses anything. PF_CELL_CHARS spells each in ASCII.
 */
typedef enum
{
  PF_CELL_EMPTY = 0,
  PF_CELL_I, PF_CELL_J, PF_CELL_L, PF_CELL_O, PF_CELL_S, PF_CELL_T, PF_CELL_Z,
  PF_CELL_GARBAGE,
  PF_CELL_COLOUR_1, PF_CELL_COLOUR_2, PF_CELL_COLOUR_3, PF_CELL_COLOUR_4, PF_CELL_COLOUR_5,
  PF_CELL_SPECIAL_A, /* the nine specials, in the order of PF_SPECIAL_LETTERS */
  PF_CELL_SPECIAL_LAST = PF_CELL_SPECIAL_A + 8,
  PF_N_CELLS
} PfCell;

#define PF_CELL_CHARS ".IJLOSTZX12345acnrsbgqo"

#define PF_CELL_IS_SPECIAL(c) ((c) >= PF_CELL_SPECIAL_A && (c) <= PF_CELL_SPECIAL_LAST)

typedef struct
{
  gint8 x, y;
} PfVec;

/**
 * PfPieceShape:
 * @bottom: the y offset of the lowest mino from the rotation centre
 * @rows: how many rows the minos span
 * @masks: the minos of four rows from @bottom up, bit dx + 2 for offset dx
 * @minos: the four minos relative to the rotation centre
 *
 * A piece in one orientation, ready for bitboard collision tests.
 */
typedef struct
{
  gint8  bottom;
  guint8 rows;
  guint8 masks[4];
  PfVec  minos[4];
} PfPieceShape;

typedef struct
{
  guint8  width;
  guint8  height;
  guint8  top;      /* rows top..height-1 are empty */
  guint32 empty;    /* the mask of an empty row: walls only */
  guint32 rows[PF_FIELD_ROWS];
  guint8  cells[PF_FIELD_MAX_HEIGHT][PF_FIELD_MAX_WIDTH];
} PfField;

/**
 * pf_field_init:
 * @field: a field to (re)initialise
 * @width: columns, 1..PF_FIELD_MAX_WIDTH
 * @height: rows, 1..PF_FIELD_MAX_HEIGHT
 *
 * Makes @field an empty matrix of the given size.
 */
void     pf_field_init            (PfField       *field,
                                   guint          width,
                                   guint          height);

/**
 * pf_piece_shape_init:
 * @shape: (out caller-allocates): the shape
 * @minos: four minos, each offset within -2..2
 *
 * Computes the bitboard masks of a piece orientation.
 */
void     pf_piece_shape_init            (PfPieceShape       *shape,
                                   const PfVec   *minos);

static inline PfCell
pf_field_get (const PfField *field,
              int            x,
              int            y)
{
  if (x < 0 || y < 0 || x >= field->width || y >= field->height)
    return PF_CELL_EMPTY;
  return (PfCell) field->cells[y][x];
}

/**
 * pf_field_set:
 * @field: a field
 * @x: column
 * @y: row
 * @cell: the new contents
 *
 * Sets one cell. Out-of-range coordinates are ignored.
 */
void     pf_field_set             (PfField       *field,
                                   int            x,
                                   int            y,
                                   PfCell         cell);

/* Whether the cell is outside the matrix or filled. */
static inline gboolean
pf_field_blocked (const PfField *field,
                  int            x,
                  int            y)
{
  if (x < 0 || y < 0 || x >= field->width || y >= field->height)
    return TRUE;
  return field->cells[y][x] != PF_CELL_EMPTY;
}

/**
 * pf_field_collides:
 * @field: a field
 * @shape: a piece orientation
 * @x: the column of the rotation centre
 * @y: the row of the rotation centre
 *
 * Returns: whether the piece overlaps a filled cell, a wall, the floor or
 *   the ceiling. Any position far outside the matrix collides.
 */
static inline gboolean
pf_field_collides (const PfField *field,
                   const PfPieceShape *shape,
                   int            x,
                   int            y)
{
  const guint32 *r;
  guint shift;

  if (x < -2 || x > 25 || y < -2 || y > field->height)
    return TRUE;
  r = &field->rows[PF_FIELD_PAD + y + shape->bottom];
  shift = (guint) (x - 2 + PF_FIELD_WALL);
  return ((r[0] & ((guint32) shape->masks[0] << shift)) |
          (r[1] & ((guint32) shape->masks[1] << shift)) |
          (r[2] & ((guint32) shape->masks[2] << shift)) |
          (r[3] & ((guint32) shape->masks[3] << shift))) != 0;
}

/**
 * pf_field_drop_row:
 * @field: a field
 * @shape: a piece orientation
 * @x: centre column
 * @y: centre row of a position that does not collide
 *
 * Returns: the lowest centre row the piece reaches by falling straight down.
 */
static inline int
pf_field_drop_row (const PfField      *field,
                   const PfPieceShape *shape,
                   int                 x,
                   int                 y)
{
  const guint32 *r;
  guint32 m0, m1, m2, m3;
  guint shift = (guint) (x - 2 + PF_FIELD_WALL);

  /* Rows from `top` up are empty, so a piece above them falls freely. */
  if (y + shape->bottom > field->top)
    y = field->top - shape->bottom;
  /* The rows below the floor are walls, so this loop ends. */
  m0 = (guint32) shape->masks[0] << shift;
  m1 = (guint32) shape->masks[1] << shift;
  m2 = (guint32) shape->masks[2] << shift;
  m3 = (guint32) shape->masks[3] << shift;
  r = &field->rows[PF_FIELD_PAD + y + shape->bottom - 1];
  while (((r[0] & m0) | (r[1] & m1) | (r[2] & m2) | (r[3] & m3)) == 0)
    {
      r--;
      y--;
    }
  return y;
}

/**
 * pf_field_place:
 * @field: a field
 * @shape: a piece orientation
 * @x: centre column
 * @y: centre row
 * @cell: the colour its minos get
 *
 * Writes the minos into the field. The piece must not collide there
 * (pf_field_collides() is %FALSE), so it lies inside the matrix.
 */
static inline void
pf_field_place (PfField            *field,
                const PfPieceShape *shape,
                int                 x,
                int                 y,
                PfCell              cell)
{
  guint shift = (guint) (x - 2 + PF_FIELD_WALL);
  guint32 *r = &field->rows[PF_FIELD_PAD + y + shape->bottom];
  int top = y + shape->bottom + shape->rows;

  r[0] |= (guint32) shape->masks[0] << shift;
  r[1] |= (guint32) shape->masks[1] << shift;
  r[2] |= (guint32) shape->masks[2] << shift;
  r[3] |= (guint32) shape->masks[3] << shift;
  for (guint i = 0; i < 4; i++)
    field->cells[y + shape->minos[i].y][x + shape->minos[i].x] = (guint8) cell;
  if (top > field->top)
    field->top = (guint8) top;
}

/**
 * pf_field_clear_full_rows:
 * @field: a field
 * @from: the lowest row to look at
 * @to: one past the highest row to look at
 * @specials: (out caller-allocates) (optional): receives the specials of the
 *   cleared rows, bottom row first; room for PF_FIELD_MAX_WIDTH × rows
 * @n_specials: (out) (optional): how many specials were stored
 *
 * Removes every full row in @from..@to - 1; the rows above fall down.
 *
 * Returns: the number of rows removed
 */
guint    pf_field_clear_full_rows (PfField       *field,
                                   int            from,
                                   int            to,
                                   guint8        *specials,
                                   guint         *n_specials);

static inline gboolean
pf_field_row_full (const PfField *field,
                   int            y)
{
  return field->rows[PF_FIELD_PAD + y] == 0xffffffffu;
}

/**
 * pf_field_shift_rows:
 * @field: a field
 * @dy: rows to move the contents up (positive) or down (negative)
 *
 * Moves every cell up or down; cells leaving the matrix are lost, new rows
 * are empty.
 */
void     pf_field_shift_rows      (PfField       *field,
                                   int            dy);

/**
 * pf_field_count:
 * @field: a field
 *
 * Returns: the number of filled cells
 */
guint    pf_field_count           (const PfField *field);

/**
 * pf_field_equal:
 * @a: a field
 * @b: another field
 *
 * Returns: whether the sizes and every cell's contents are the same
 */
gboolean pf_field_equal           (const PfField *a,
                                   const PfField *b);

/**
 * pf_field_to_ascii:
 * @field: a field
 * @rows: how many rows to print from the bottom; 0 prints the taller of
 *   the visible matrix (20 rows, or the whole height if lower) and the stack
 *
 * Returns: (transfer full): one line per row from the top, each cell
 *   spelt with PF_CELL_CHARS, every line ending in a newline.
 */
char    *pf_field_to_ascii        (const PfField *field,
                                   guint          rows);

/**
 * pf_field_from_ascii:
 * @field: (out caller-allocates): receives the field, initialised to the size given
 * @width: the field's width
 * @height: the field's height
 * @text: lines from the top down, each @width characters of PF_CELL_CHARS
 *   (`#` also means garbage); the last line is row 0. Blank lines and
 *   spaces around lines are ignored.
 * @error: return location for a #PF_ERROR_INVALID error naming the line
 *   and column of a bad character, a line of the wrong length, or too many lines
 *
 * Returns: %TRUE on success
 */
gboolean pf_field_from_ascii      (PfField       *field,
                                   guint          width,
                                   guint          height,
                                   const char    *text,
                                   GError       **error);

G_END_DECLS

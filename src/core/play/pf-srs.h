/* pf-srs.h: tetrominoes, true rotation and wall kicks, with the kick tables as data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A #PfRotationSystem is a plain table: the shape of every piece in every
 * orientation and, for every turn, the list of kick offsets to try in
 * order. Guideline SRS is built from its offset tables (SPEC §4.1): the
 * kick for test k of a turn from A to B is offset[A][k] − offset[B][k].
 * Other systems (SRS+, 180° kicks) are more data of the same form.
 */
#pragma once

#include <glib.h>

#include "pf-field.h"

G_BEGIN_DECLS

typedef enum
{
  PF_PIECE_I,
  PF_PIECE_J,
  PF_PIECE_L,
  PF_PIECE_O,
  PF_PIECE_S,
  PF_PIECE_T,
  PF_PIECE_Z,
  PF_N_PIECES,
  PF_PIECE_NONE = 0xff,
} PfPiece;

#define PF_PIECE_LETTERS "IJLOSTZ"

/* Orientation states 0, R, 2, L */
typedef enum
{
  PF_ROT_0,
  PF_ROT_R,
  PF_ROT_2,
  PF_ROT_L,
} PfRotation;

#define PF_ROTATION_NAMES "0R2L"

/* A turn is the number of clockwise quarter turns. */
typedef enum
{
  PF_TURN_CW = 1,
  PF_TURN_180 = 2,
  PF_TURN_CCW = 3,
} PfTurn;

#define PF_MAX_KICKS 8

typedef struct
{
  char    name[16];
  PfPieceShape shapes[PF_N_PIECES][4];
  /* [piece][from][to]: how many kick tests a turn has; 0 means the turn
   * is not allowed (no 180° turns in plain SRS). */
  guint8  n_kicks[PF_N_PIECES][4][4];
  PfVec   kicks[PF_N_PIECES][4][4][PF_MAX_KICKS];
} PfRotationSystem;

/**
 * PfOffsetTable:
 * @n_tests: tests per turn (5 for J L S T Z I, 1 for O)
 * @offsets: [state][test] offsets in the formulation of SPEC §4.1
 */
typedef struct
{
  guint8 n_tests;
  PfVec  offsets[4][5];
} PfOffsetTable;

/**
 * PfRotationSystemData:
 * @name: the system's name, such as "srs"
 * @minos: each piece's minos in state 0 around its rotation centre
 * @offsets: each piece's offset table, for clockwise and counter-clockwise turns
 * @n_kicks_180: (nullable): each piece's number of 180° kick tests per start
 *   state, or %NULL for a system without 180° turns
 * @kicks_180: the 180° kick tests, [piece][from][test]
 *
 * The data a rotation system is built from.
 */
typedef struct
{
  const char          *name;
  PfVec                minos[PF_N_PIECES][4];
  const PfOffsetTable *offsets[PF_N_PIECES];
  const guint8       (*n_kicks_180)[4];
  const PfVec        (*kicks_180)[4][PF_MAX_KICKS];
} PfRotationSystemData;

/**
 * pf_rotation_system_build:
 * @system: (out caller-allocates): the system to fill
 * @data: its data
 *
 * Builds the shapes of every orientation by true rotation (clockwise
 * (x,y) → (y,−x)) and the kick lists from the offset tables.
 */
void                    pf_rotation_system_build  (PfRotationSystem           *system,
                                                   const PfRotationSystemData *data);

/**
 * pf_rotation_system_lookup:
 * @name: a rotation system's name; "srs" is the guideline system
 *
 * Returns: (transfer none) (nullable): the built-in system of that name,
 *   or %NULL when there is none. It lives as long as the program.
 */
const PfRotationSystem *pf_rotation_system_lookup (const char                 *name);

/**
 * pf_rotation_system_srs:
 *
 * Returns: (transfer none): guideline SRS
 */
const PfRotationSystem *pf_rotation_system_srs    (void);

/**
 * pf_srs_data:
 *
 * Returns: (transfer none): the data guideline SRS is built from, for
 *   tests and for deriving variants
 */
const PfRotationSystemData *pf_srs_data           (void);

/**
 * PfShapeCollidesFunc:
 * @board: what the piece moves in
 * @shape: a piece orientation
 * @x: the x of its rotation centre
 * @y: the y of its rotation centre
 *
 * Returns: whether the piece overlaps anything there
 */
typedef gboolean (*PfShapeCollidesFunc) (gconstpointer       board,
                                         const PfPieceShape *shape,
                                         int                 x,
                                         int                 y);

/**
 * pf_srs_try_rotate_on:
 * @system: a rotation system
 * @collides: what the piece collides with
 * @board: the board passed to @collides
 * @piece: the piece
 * @rotation: (inout): its orientation
 * @x: (inout): its centre column
 * @y: (inout): its centre row
 * @turn: which turn
 * @kick: (out) (optional): the index of the kick test that succeeded
 *
 * Rotates by true rotation, then tries the turn's kicks in order; the
 * first that does not collide wins. If none succeeds nothing changes.
 *
 * Returns: %TRUE when the piece turned
 */
static inline gboolean
pf_srs_try_rotate_on (const PfRotationSystem *system,
                      PfShapeCollidesFunc     collides,
                      gconstpointer           board,
                      PfPiece                 piece,
                      PfRotation             *rotation,
                      int                    *x,
                      int                    *y,
                      PfTurn                  turn,
                      guint                  *kick)
{
  guint from = *rotation;
  guint to = (from + turn) & 3;
  guint n = system->n_kicks[piece][from][to];
  const PfPieceShape *shape = &system->shapes[piece][to];
  const PfVec *kicks = system->kicks[piece][from][to];

  for (guint k = 0; k < n; k++)
    {
      int nx = *x + kicks[k].x;
      int ny = *y + kicks[k].y;

      if (!collides (board, shape, nx, ny))
        {
          *x = nx;
          *y = ny;
          *rotation = (PfRotation) to;
          if (kick != NULL)
            *kick = k;
          return TRUE;
        }
    }
  return FALSE;
}

/* pf_field_collides() as a #PfShapeCollidesFunc. */
static inline gboolean
pf_srs_field_collides (gconstpointer       field,
                       const PfPieceShape *shape,
                       int                 x,
                       int                 y)
{
  return pf_field_collides (field, shape, x, y);
}

/**
 * pf_srs_try_rotate:
 * @system: a rotation system
 * @field: the field
 * @piece: the piece
 * @rotation: (inout): its orientation
 * @x: (inout): its centre column
 * @y: (inout): its centre row
 * @turn: which turn
 * @kick: (out) (optional): the index of the kick test that succeeded
 *
 * pf_srs_try_rotate_on() in a matrix, where the walls, the floor and the
 * filled cells of @field are in the way.
 *
 * Returns: %TRUE when the piece turned
 */
static inline gboolean
pf_srs_try_rotate (const PfRotationSystem *system,
                   const PfField          *field,
                   PfPiece                 piece,
                   PfRotation             *rotation,
                   int                    *x,
                   int                    *y,
                   PfTurn                  turn,
                   guint                  *kick)
{
  return pf_srs_try_rotate_on (system, pf_srs_field_collides, field, piece, rotation, x, y,
                               turn, kick);
}

/**
 * pf_piece_from_letter:
 * @letter: one of IJLOSTZ, either case
 *
 * Returns: the piece, or %PF_PIECE_NONE
 */
PfPiece  pf_piece_from_letter (char letter);

G_END_DECLS

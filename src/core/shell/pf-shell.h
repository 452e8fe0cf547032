/* pf-shell.h: the Rotatris shell game: shells, rotation, collapse, clears, speed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cells are unit squares named by their lower-left corner (x, y), y up. The
 * central 2x2 block, cells (0,0) (-1,0) (0,-1) (-1,-1), is shell 0, and shell s
 * is the square ring of 8s + 4 cells around shell s - 1 (SPEC §3).
 */
#pragma once

#include <glib.h>

#include "pf-shell-layout.h"

G_BEGIN_DECLS

/* A board holds shells 0..PF_SHELL_MAX: cells with x and y in -64..63, the
 * range the project format allows. */
#define PF_SHELL_MAX         63
#define PF_SHELL_COUNT       (PF_SHELL_MAX + 1)
#define PF_SHELL_BOARD_SIDE  (2 * PF_SHELL_COUNT)
#define PF_SHELL_COLOURS     7

/* The Rotatris game ends when a cell lands in this shell (SPEC §4.4). */
#define PF_SHELL_GAME_OVER   9

#define PF_SHELL_INTERVAL_START 0.65
#define PF_SHELL_INTERVAL_FACTOR 0.9
#define PF_SHELL_INTERVAL_MIN   0.05

typedef enum
{
  PF_SHELL_TURN_CW,
  PF_SHELL_TURN_CCW,
} PfShellTurn;

/**
 * pf_shell_of_cell:
 * @x: the cell's x
 * @y: the cell's y
 *
 * The shell of a cell: max(x, -x-1, y, -y-1), its Chebyshev distance from
 * the 2x2 core. (The seed's rule "A - 1 = -S" for negative A is wrong; a
 * negative A gives S = -A - 1.)
 *
 * Returns: the shell, 0 for the core
 */
static inline int
pf_shell_of_cell (int x,
                  int y)
{
  int s = x;

  if (-x - 1 > s)
    s = -x - 1;
  if (y > s)
    s = y;
  if (-y - 1 > s)
    s = -y - 1;
  return s;
}

/**
 * pf_shell_size:
 * @shell: a shell index
 *
 * Returns: the number of cells in @shell, 8 × @shell + 4
 */
static inline guint
pf_shell_size (guint shell)
{
  return 8 * shell + 4;
}

/**
 * pf_shell_rotate_cell:
 * @turn: the direction
 * @x: (inout): the cell's x
 * @y: (inout): the cell's y
 *
 * Turns a cell a quarter about the grid vertex at the origin: clockwise
 * (x, y) → (y, -x-1), counter-clockwise (x, y) → (-y-1, x). The core maps
 * onto itself, every cell stays in its shell, and four turns are the identity.
 */
void     pf_shell_rotate_cell     (PfShellTurn  turn,
                                   int         *x,
                                   int         *y);

/**
 * pf_shell_clear_score:
 * @squares: the number of squares removed together
 * @shells: the number of shells removed together
 *
 * Returns: the score of one clear, 10 × @squares × @shells
 */
guint64  pf_shell_clear_score     (guint        squares,
                                   guint        shells);

/**
 * pf_shell_interval:
 * @clears: how many clears have happened
 *
 * The fall interval: 0.65 s, multiplied by 0.9 after each clear, never below
 * 0.05 s.
 *
 * Returns: the interval in seconds
 */
double   pf_shell_interval        (guint        clears);

/* ------------------------------------------------------------------------ */

/**
 * PfShellBoard:
 * @cells: one byte per cell of the 128 x 128 square around the core: 0 empty,
 *   1..7 a colour. Use pf_shell_board_get() and pf_shell_board_set().
 * @counts: the number of filled cells in each shell, kept up to date
 *
 * A dense board for the game and the editor's simulation. It is a plain
 * value: copy it with assignment.
 */
typedef struct
{
  guint8  cells[PF_SHELL_BOARD_SIDE * PF_SHELL_BOARD_SIDE];
  guint16 counts[PF_SHELL_COUNT];
} PfShellBoard;

/**
 * pf_shell_board_contains:
 *
 * Returns: %TRUE when the cell (@x, @y) is on a board (shell 0..%PF_SHELL_MAX)
 */
static inline gboolean
pf_shell_board_contains (int x,
                         int y)
{
  return x >= -PF_SHELL_COUNT && x < PF_SHELL_COUNT &&
         y >= -PF_SHELL_COUNT && y < PF_SHELL_COUNT;
}

/**
 * pf_shell_board_init:
 * @board: a board
 *
 * Empties @board.
 */
void     pf_shell_board_init      (PfShellBoard        *board);

/**
 * pf_shell_board_get:
 *
 * Returns: the colour of the cell (@x, @y), 0 when it is empty or off the board
 */
guint    pf_shell_board_get       (const PfShellBoard  *board,
                                   int                  x,
                                   int                  y);

/**
 * pf_shell_board_set:
 * @board: a board
 * @x: the cell's x; the cell must be on the board
 * @y: the cell's y
 * @colour: 0 to empty the cell, or 1..7
 *
 * Fills or empties one cell, keeping the shell counts.
 */
void     pf_shell_board_set       (PfShellBoard        *board,
                                   int                  x,
                                   int                  y,
                                   guint                colour);

/**
 * pf_shell_board_count:
 *
 * Returns: the number of filled cells in @shell (0 beyond %PF_SHELL_MAX)
 */
guint    pf_shell_board_count     (const PfShellBoard  *board,
                                   guint                shell);

/**
 * pf_shell_board_is_full:
 *
 * Returns: %TRUE when every cell of @shell is filled
 */
gboolean pf_shell_board_is_full   (const PfShellBoard  *board,
                                   guint                shell);

/**
 * pf_shell_board_n_cells:
 *
 * Returns: the number of filled cells on @board
 */
guint    pf_shell_board_n_cells   (const PfShellBoard  *board);

/**
 * pf_shell_board_outermost:
 *
 * Returns: the outermost shell holding a cell, or -1 when @board is empty
 */
int      pf_shell_board_outermost (const PfShellBoard  *board);

/**
 * pf_shell_board_from_layout:
 * @board: (out caller-allocates): the board to fill
 * @layout: a layout
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * Fills @board with the cells of @layout. It fails, naming the cell, when a
 * cell is beyond shell %PF_SHELL_MAX, has a colour outside 1..7, or repeats.
 *
 * Returns: %TRUE on success
 */
gboolean pf_shell_board_from_layout (PfShellBoard        *board,
                                     const PfShellLayout *layout,
                                     GError             **error);

/**
 * pf_shell_board_to_layout:
 * @board: a board
 * @layout: the layout to update
 *
 * Replaces the cells of @layout with those of @board, in canonical order:
 * by shell, then by y from the top, then by x. Id, meta and extensions stay.
 */
void     pf_shell_board_to_layout (const PfShellBoard  *board,
                                   PfShellLayout       *layout);

/**
 * pf_shell_board_rotate:
 * @board: a board
 * @turn: the direction
 *
 * Turns the whole structure a quarter (pf_shell_rotate_cell()).
 */
void     pf_shell_board_rotate    (PfShellBoard        *board,
                                   PfShellTurn          turn);

/**
 * pf_shell_board_collapse:
 * @board: a board
 * @shell: the shell that has just been emptied, ≥ 1
 *
 * Lets the cells outside @shell fall inward one shell. Shells t = @shell + 1,
 * @shell + 2, … are processed in increasing order; in each, the four corner
 * cells move first, diagonally, and then the side cells move straight in. A
 * cell whose target is taken stays where it is. Two side cells that head for
 * the same inner corner (its outer corner was empty) are decided clockwise:
 * the one that reaches the corner going clockwise around the ring takes it
 * (top side at the top-right, right side at the bottom-right, bottom side at
 * the bottom-left, left side at the top-left). So collapsing commutes with
 * pf_shell_board_rotate(), and a full shell @shell + 1 refills @shell
 * completely and leaves 8 behind.
 */
void     pf_shell_board_collapse  (PfShellBoard        *board,
                                   guint                shell);

/**
 * pf_shell_board_full_shells:
 * @board: a board
 * @shells: (out caller-allocates) (array fixed-size=64): the full shells ≥ 1,
 *   innermost first
 *
 * Returns: the number of full shells ≥ 1 (the core never counts)
 */
guint    pf_shell_board_full_shells (const PfShellBoard *board,
                                     guint               shells[PF_SHELL_COUNT]);

/* ------------------------------------------------------------------------ */

/**
 * PfShellClear:
 * @shells: the shells removed together, innermost first
 * @n_shells: how many
 * @squares: the number of squares removed
 * @score: 10 × @squares × @n_shells
 *
 * One clear: every full shell removed at once.
 */
typedef struct
{
  guint   shells[PF_SHELL_COUNT];
  guint   n_shells;
  guint   squares;
  guint64 score;
} PfShellClear;

/**
 * pf_shell_board_remove_full:
 * @board: a board
 * @clear: (out caller-allocates): what was removed
 *
 * The first half of a clear: empties every full shell ≥ 1 at once and scores
 * it. The removed shells have not collapsed yet; call
 * pf_shell_board_collapse_removed() for that.
 *
 * Returns: %TRUE when at least one shell was full
 */
gboolean pf_shell_board_remove_full     (PfShellBoard       *board,
                                         PfShellClear       *clear);

/**
 * pf_shell_board_collapse_removed:
 * @board: a board
 * @clear: a clear returned by pf_shell_board_remove_full() on @board
 *
 * The second half of a clear: collapses each removed shell, outermost first.
 */
void     pf_shell_board_collapse_removed (PfShellBoard       *board,
                                          const PfShellClear *clear);

/**
 * pf_shell_board_clear_all:
 * @board: a board
 * @clears: (nullable) (element-type PfShellClear): an array to append each
 *   clear of the cascade to
 *
 * Repeats "remove every full shell at once, score, collapse" until no shell
 * ≥ 1 is full.
 *
 * Returns: the number of clears (0 when nothing was full)
 */
guint    pf_shell_board_clear_all       (PfShellBoard       *board,
                                         GArray             *clears);

/* ------------------------------------------------------------------------ */

typedef enum
{
  PF_SHELL_SIM_IDLE,      /* no shell is full and nothing waits to collapse */
  PF_SHELL_SIM_REMOVED,   /* full shells were removed and scored */
  PF_SHELL_SIM_COLLAPSED, /* the removed shells collapsed */
} PfShellSimStep;

/**
 * PfShellSim:
 * @board: the board
 * @score: the total score
 * @clears: the number of clears so far
 * @interval: the fall interval after those clears
 * @pending: the clear removed but not yet collapsed (when @has_pending)
 * @has_pending: whether @pending waits for its collapse
 *
 * The simulation the layout editor steps through, and the state of the
 * Rotatris game between pieces.
 */
typedef struct
{
  PfShellBoard board;
  guint64      score;
  guint        clears;
  double       interval;
  PfShellClear pending;
  gboolean     has_pending;
} PfShellSim;

/**
 * pf_shell_sim_init:
 * @sim: (out caller-allocates): the simulation
 * @board: (nullable): the starting board, or %NULL for an empty one
 *
 * Starts a simulation with score 0 and the starting interval.
 */
void           pf_shell_sim_init   (PfShellSim         *sim,
                                    const PfShellBoard *board);

/**
 * pf_shell_sim_step:
 * @sim: a simulation
 * @clear: (out caller-allocates) (optional): the clear removed or collapsed
 *
 * Takes one step of "remove full shells → score → collapse": when a removed
 * clear waits, it collapses (and returns %PF_SHELL_SIM_COLLAPSED); otherwise
 * every full shell is removed and scored, the clear is counted and the
 * interval shortened (%PF_SHELL_SIM_REMOVED). When neither applies, nothing
 * changes (%PF_SHELL_SIM_IDLE).
 *
 * Returns: what the step did
 */
PfShellSimStep pf_shell_sim_step   (PfShellSim         *sim,
                                    PfShellClear       *clear);

/**
 * pf_shell_sim_rotate:
 * @sim: a simulation
 * @turn: the direction
 *
 * Rotates the structure.
 */
void           pf_shell_sim_rotate (PfShellSim         *sim,
                                    PfShellTurn         turn);

/**
 * pf_shell_sim_settle:
 * @sim: a simulation
 * @clears: (nullable) (element-type PfShellClear): an array to append each
 *   clear to
 *
 * Steps until idle: the whole cascade.
 *
 * Returns: the number of clears made
 */
guint          pf_shell_sim_settle (PfShellSim         *sim,
                                    GArray             *clears);

G_END_DECLS

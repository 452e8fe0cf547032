/* pf-shell.c: the Rotatris shell game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-shell"

#include <string.h>

#include "pf-error.h"
#include "pf-shell.h"

/* Auxiliary methods */

static inline guint
cell_offset (int x,
             int y)
{
  return (guint) ((y + PF_SHELL_COUNT) * PF_SHELL_BOARD_SIDE + (x + PF_SHELL_COUNT));
}

/* Moves the cell at (fx, fy) to (tx, ty) unless it is empty or the target
 * is taken. Both cells are in the same ring pair, so counts move by one. */
static void
fall (PfShellBoard *board,
      int           fx,
      int           fy,
      int           tx,
      int           ty)
{
  guint8 *from = &board->cells[cell_offset (fx, fy)];
  guint8 *to = &board->cells[cell_offset (tx, ty)];

  if (*from == 0 || *to != 0)
    return;

  *to = *from;
  *from = 0;
  board->counts[pf_shell_of_cell (fx, fy)]--;
  board->counts[pf_shell_of_cell (tx, ty)]++;
}

/* Public API: single cells, scores, speed */

void
pf_shell_rotate_cell (PfShellTurn  turn,
                      int         *x,
                      int         *y)
{
  int ox = *x;
  int oy = *y;

  if (turn == PF_SHELL_TURN_CW)
    {
      *x = oy;
      *y = -ox - 1;
    }
  else
    {
      *x = -oy - 1;
      *y = ox;
    }
}

guint64
pf_shell_clear_score (guint squares,
                      guint shells)
{
  return 10 * (guint64) squares * shells;
}

double
pf_shell_interval (guint clears)
{
  double interval = PF_SHELL_INTERVAL_START;

  for (guint i = 0; i < clears && interval > PF_SHELL_INTERVAL_MIN; i++)
    interval *= PF_SHELL_INTERVAL_FACTOR;
  return MAX (interval, PF_SHELL_INTERVAL_MIN);
}

/* Public API: the board */

void
pf_shell_board_init (PfShellBoard *board)
{
  memset (board, 0, sizeof *board);
}

guint
pf_shell_board_get (const PfShellBoard *board,
                    int                 x,
                    int                 y)
{
  if (!pf_shell_board_contains (x, y))
    return 0;
  return board->cells[cell_offset (x, y)];
}

void
pf_shell_board_set (PfShellBoard *board,
                    int           x,
                    int           y,
                    guint         colour)
{
  guint8 *cell;
  int shell;

  g_return_if_fail (pf_shell_board_contains (x, y));
  g_return_if_fail (colour <= PF_SHELL_COLOURS);

  cell = &board->cells[cell_offset (x, y)];
  shell = pf_shell_of_cell (x, y);
  if (*cell != 0)
    board->counts[shell]--;
  if (colour != 0)
    board->counts[shell]++;
  *cell = (guint8) colour;
}

guint
pf_shell_board_count (const PfShellBoard *board,
                      guint               shell)
{
  return shell < PF_SHELL_COUNT ? board->counts[shell] : 0;
}

gboolean
pf_shell_board_is_full (const PfShellBoard *board,
                        guint               shell)
{
  return shell < PF_SHELL_COUNT && board->counts[shell] == pf_shell_size (shell);
}

guint
pf_shell_board_n_cells (const PfShellBoard *board)
{
  guint n = 0;

  for (guint s = 0; s < PF_SHELL_COUNT; s++)
    n += board->counts[s];
  return n;
}

int
pf_shell_board_outermost (const PfShellBoard *board)
{
  for (int s = PF_SHELL_MAX; s >= 0; s--)
    if (board->counts[s] != 0)
      return s;
  return -1;
}

gboolean
pf_shell_board_from_layout (PfShellBoard         *board,
                            const PfShellLayout  *layout,
                            GError              **error)
{
  pf_shell_board_init (board);

  for (guint i = 0; i < layout->cells->len; i++)
    {
      const PfShellCell *cell = &g_array_index (layout->cells, PfShellCell, i);

      if (!pf_shell_board_contains (cell->x, cell->y))
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "layout “%s”: cell (%d, %d) is in shell %d; a board holds shells 0..%d",
                       layout->id, cell->x, cell->y, pf_shell_of_cell (cell->x, cell->y),
                       PF_SHELL_MAX);
          return FALSE;
        }
      if (cell->colour < 1 || cell->colour > PF_SHELL_COLOURS)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "layout “%s”: cell (%d, %d) has colour %u; colours are 1..%d",
                       layout->id, cell->x, cell->y, cell->colour, PF_SHELL_COLOURS);
          return FALSE;
        }
      if (pf_shell_board_get (board, cell->x, cell->y) != 0)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "layout “%s”: cell (%d, %d) is given twice",
                       layout->id, cell->x, cell->y);
          return FALSE;
        }
      pf_shell_board_set (board, cell->x, cell->y, cell->colour);
    }

  return TRUE;
}

void
pf_shell_board_to_layout (const PfShellBoard *board,
                          PfShellLayout      *layout)
{
  g_array_set_size (layout->cells, 0);

  for (int s = 0; s < PF_SHELL_COUNT; s++)
    {
      if (board->counts[s] == 0)
        continue;

      for (int y = s; y >= -s - 1; y--)
        for (int x = -s - 1; x <= s; x++)
          {
            PfShellCell cell = { x, y, 0 };

            if (pf_shell_of_cell (x, y) != s)
              continue;
            cell.colour = pf_shell_board_get (board, x, y);
            if (cell.colour != 0)
              g_array_append_val (layout->cells, cell);
          }
    }
}

void
pf_shell_board_rotate (PfShellBoard *board,
                       PfShellTurn   turn)
{
  PfShellBoard turned;

  pf_shell_board_init (&turned);
  for (int y = -PF_SHELL_COUNT; y < PF_SHELL_COUNT; y++)
    for (int x = -PF_SHELL_COUNT; x < PF_SHELL_COUNT; x++)
      {
        guint colour = board->cells[cell_offset (x, y)];
        int tx = x;
        int ty = y;

        if (colour == 0)
          continue;
        pf_shell_rotate_cell (turn, &tx, &ty);
        turned.cells[cell_offset (tx, ty)] = (guint8) colour;
      }

  /* A turn keeps every cell in its shell, so the counts stay. */
  memcpy (turned.counts, board->counts, sizeof turned.counts);
  *board = turned;
}

void
pf_shell_board_collapse (PfShellBoard *board,
                         guint         shell)
{
  g_return_if_fail (shell >= 1 && shell <= PF_SHELL_MAX);

  for (int t = (int) shell + 1; t <= PF_SHELL_MAX; t++)
    {
      /* Shell t spans lo..hi on both axes; shell t - 1 spans lo + 1..hi - 1. */
      int lo = -t - 1;
      int hi = t;

      if (board->counts[t] == 0)
        continue;

      /* Corners first, diagonally. */
      fall (board, hi, hi, hi - 1, hi - 1);
      fall (board, hi, lo, hi - 1, lo + 1);
      fall (board, lo, lo, lo + 1, lo + 1);
      fall (board, lo, hi, lo + 1, hi - 1);

      /* Where the outer corner was empty, the two side cells next to it
       * head for the same inner corner. The one that reaches it going
       * clockwise around the ring takes it (SPEC §3): the top side's at
       * the top-right, the right side's at the bottom-right, the bottom
       * side's at the bottom-left, the left side's at the top-left. So a
       * collapse does not depend on how the structure is turned. */
      fall (board, hi - 1, hi, hi - 1, hi - 1);
      fall (board, hi, lo + 1, hi - 1, lo + 1);
      fall (board, lo + 1, lo, lo + 1, lo + 1);
      fall (board, lo, hi - 1, lo + 1, hi - 1);

      /* Then every side cell straight in; none of the others compete. */
      for (int i = lo + 1; i <= hi - 1; i++)
        {
          fall (board, i, hi, i, hi - 1);
          fall (board, hi, i, hi - 1, i);
          fall (board, i, lo, i, lo + 1);
          fall (board, lo, i, lo + 1, i);
        }
    }
}

guint
pf_shell_board_full_shells (const PfShellBoard *board,
                            guint               shells[PF_SHELL_COUNT])
{
  guint n = 0;

  for (guint s = 1; s < PF_SHELL_COUNT; s++)
    if (pf_shell_board_is_full (board, s))
      shells[n++] = s;
  return n;
}

/* Public API: clears */

gboolean
pf_shell_board_remove_full (PfShellBoard *board,
                            PfShellClear *clear)
{
  gboolean removed[PF_SHELL_COUNT] = { FALSE, };

  memset (clear, 0, sizeof *clear);
  clear->n_shells = pf_shell_board_full_shells (board, clear->shells);
  if (clear->n_shells == 0)
    return FALSE;

  for (guint i = 0; i < clear->n_shells; i++)
    {
      removed[clear->shells[i]] = TRUE;
      clear->squares += pf_shell_size (clear->shells[i]);
      board->counts[clear->shells[i]] = 0;
    }

  for (int y = -PF_SHELL_COUNT; y < PF_SHELL_COUNT; y++)
    for (int x = -PF_SHELL_COUNT; x < PF_SHELL_COUNT; x++)
      if (removed[pf_shell_of_cell (x, y)])
        board->cells[cell_offset (x, y)] = 0;

  clear->score = pf_shell_clear_score (clear->squares, clear->n_shells);
  return TRUE;
}

void
pf_shell_board_collapse_removed (PfShellBoard       *board,
                                 const PfShellClear *clear)
{
  for (guint i = clear->n_shells; i > 0; i--)
    pf_shell_board_collapse (board, clear->shells[i - 1]);
}

guint
pf_shell_board_clear_all (PfShellBoard *board,
                          GArray       *clears)
{
  PfShellClear clear;
  guint n = 0;

  while (pf_shell_board_remove_full (board, &clear))
    {
      pf_shell_board_collapse_removed (board, &clear);
      if (clears != NULL)
        g_array_append_val (clears, clear);
      n++;
    }
  return n;
}

/* Public API: the step-by-step simulation */

void
pf_shell_sim_init (PfShellSim         *sim,
                   const PfShellBoard *board)
{
  memset (sim, 0, sizeof *sim);
  if (board != NULL)
    sim->board = *board;
  sim->interval = pf_shell_interval (0);
}

PfShellSimStep
pf_shell_sim_step (PfShellSim   *sim,
                   PfShellClear *clear)
{
  if (sim->has_pending)
    {
      pf_shell_board_collapse_removed (&sim->board, &sim->pending);
      sim->has_pending = FALSE;
      if (clear != NULL)
        *clear = sim->pending;
      return PF_SHELL_SIM_COLLAPSED;
    }

  if (!pf_shell_board_remove_full (&sim->board, &sim->pending))
    return PF_SHELL_SIM_IDLE;

  sim->has_pending = TRUE;
  sim->score += sim->pending.score;
  sim->clears++;
  sim->interval = pf_shell_interval (sim->clears);
  if (clear != NULL)
    *clear = sim->pending;
  return PF_SHELL_SIM_REMOVED;
}

void
pf_shell_sim_rotate (PfShellSim  *sim,
                     PfShellTurn  turn)
{
  pf_shell_board_rotate (&sim->board, turn);
}

guint
pf_shell_sim_settle (PfShellSim *sim,
                     GArray     *clears)
{
  PfShellClear clear;
  PfShellSimStep step;
  guint n = 0;

  while ((step = pf_shell_sim_step (sim, &clear)) != PF_SHELL_SIM_IDLE)
    {
      if (step != PF_SHELL_SIM_REMOVED)
        continue;
      if (clears != NULL)
        g_array_append_val (clears, clear);
      n++;
    }
  return n;
}

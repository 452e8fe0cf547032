/* fuzz-shell-ops.c: the parser of `shell --ops`, applied to a layout with full shells
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "fuzz-target.h"
#include "pf-shell-ops.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_autoptr(GArray) ops = pf_shell_ops_parse (text, NULL);
  g_autoptr(GArray) clears = g_array_new (FALSE, FALSE, sizeof (PfShellClear));
  PfShellBoard board;
  PfShellSim sim;
  guint cells;

  if (ops == NULL)
    return 0;

  /* Shells 1 to 4 full but for two cells of shell 4, shell 5 in part. */
  pf_shell_board_init (&board);
  for (int y = -6; y < 6; y++)
    for (int x = -6; x < 6; x++)
      {
        int s = pf_shell_of_cell (x, y);

        if ((s >= 1 && s <= 4 && !(y == 4 && x < -3)) || (s == 5 && (x + y) % 3 == 0))
          pf_shell_board_set (&board, x, y, 1 + (guint) (x * 7 + y * 3) % 7);
      }
  cells = pf_shell_board_n_cells (&board);
  pf_shell_sim_init (&sim, &board);
  pf_shell_ops_apply (&sim, ops, clears);

  /* Turns keep every cell; clears remove exactly what they scored. */
  for (guint i = 0; i < clears->len; i++)
    cells -= g_array_index (clears, PfShellClear, i).squares;
  if (pf_shell_board_n_cells (&sim.board) != cells)
    g_error ("“%s” lost or made cells", text);
  return 0;
}

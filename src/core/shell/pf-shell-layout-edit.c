/* pf-shell-layout-edit.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-shell"

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-shell-layout-edit.h"

/* Public API */

gboolean
pf_shell_layout_paint_cell (PfShellLayout  *layout,
                            int             x,
                            int             y,
                            guint           colour,
                            gboolean       *changed,
                            GError        **error)
{
  GArray *cells;
  int index;

  g_return_val_if_fail (layout != NULL, FALSE);

  if (changed != NULL)
    *changed = FALSE;
  if (!pf_shell_board_contains (x, y))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("Cell (%d, %d) is beyond shell %d, the last one"), x, y, PF_SHELL_MAX);
      return FALSE;
    }
  if (colour > PF_SHELL_COLOURS)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("Colours are 1 to %d, not %u"),
                   PF_SHELL_COLOURS, colour);
      return FALSE;
    }

  cells = layout->cells;
  index = pf_shell_layout_find_cell (layout, x, y);
  if (colour == 0 ? index < 0
                  : index >= 0 && g_array_index (cells, PfShellCell, index).colour == colour)
    return TRUE;

  if (colour == 0)
    {
      /* A hand-written file may name a cell twice: erase them all. */
      for (; index >= 0; index = pf_shell_layout_find_cell (layout, x, y))
        g_array_remove_index (cells, index);
    }
  else if (index >= 0)
    g_array_index (cells, PfShellCell, index).colour = colour;
  else
    {
      PfShellCell cell = { x, y, colour };

      g_array_append_val (cells, cell);
    }
  if (changed != NULL)
    *changed = TRUE;
  return TRUE;
}

gboolean
pf_shell_layout_rotate (PfShellLayout *layout,
                        PfShellTurn    turn)
{
  g_return_val_if_fail (layout != NULL, FALSE);

  for (guint i = 0; i < layout->cells->len; i++)
    {
      PfShellCell *cell = &g_array_index (layout->cells, PfShellCell, i);

      pf_shell_rotate_cell (turn, &cell->x, &cell->y);
    }
  return layout->cells->len > 0;
}

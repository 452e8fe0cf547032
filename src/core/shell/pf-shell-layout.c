/* pf-shell-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-shell-layout.h"

PfShellLayout *
pf_shell_layout_new (const char *id)
{
  PfShellLayout *layout = g_new0 (PfShellLayout, 1);

  layout->id = g_strdup (id);
  layout->cells = g_array_new (FALSE, FALSE, sizeof (PfShellCell));
  return layout;
}

PfShellLayout *
pf_shell_layout_copy (const PfShellLayout *layout)
{
  PfShellLayout *copy = pf_shell_layout_new (layout->id);

  pf_meta_copy (&copy->meta, &layout->meta);
  g_array_append_vals (copy->cells, layout->cells->data, layout->cells->len);
  copy->ext = pf_extensions_copy (layout->ext);
  copy->line = layout->line;
  return copy;
}

void
pf_shell_layout_free (PfShellLayout *layout)
{
  if (layout == NULL)
    return;
  g_free (layout->id);
  pf_meta_clear (&layout->meta);
  g_array_unref (layout->cells);
  pf_extensions_free (layout->ext);
  g_free (layout);
}

int
pf_shell_layout_find_cell (const PfShellLayout *layout,
                           int                  x,
                           int                  y)
{
  for (guint i = 0; i < layout->cells->len; i++)
    {
      const PfShellCell *cell = &g_array_index (layout->cells, PfShellCell, i);

      if (cell->x == x && cell->y == y)
        return (int) i;
    }
  return -1;
}

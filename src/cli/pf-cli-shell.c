/* pf-cli-shell.c: polyform shell, rotate and clear a shell layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "pf-cli.h"
#include "pf-json.h"
#include "pf-shell-ops.h"
#include "pf-shell.h"

void
pf_cli_shell_write_json (PfJson             *json,
                         const PfShellBoard *board,
                         guint64             score,
                         GArray             *clears,
                         double              interval)
{
  g_autoptr(PfShellLayout) result = pf_shell_layout_new (NULL);

  pf_shell_board_to_layout (board, result);
  pf_json_key (json, "cells");
  pf_json_begin_array (json);
  for (guint i = 0; i < result->cells->len; i++)
    {
      const PfShellCell *cell = &g_array_index (result->cells, PfShellCell, i);

      pf_json_begin_object (json);
      pf_json_key (json, "x");
      pf_json_int (json, cell->x);
      pf_json_key (json, "y");
      pf_json_int (json, cell->y);
      pf_json_key (json, "shell");
      pf_json_int (json, pf_shell_of_cell (cell->x, cell->y));
      pf_json_key (json, "colour");
      pf_json_uint (json, cell->colour);
      pf_json_end_object (json);
    }
  pf_json_end_array (json);

  pf_json_key (json, "score");
  pf_json_uint (json, score);

  pf_json_key (json, "clears");
  pf_json_begin_array (json);
  for (guint i = 0; i < clears->len; i++)
    {
      const PfShellClear *clear = &g_array_index (clears, PfShellClear, i);

      pf_json_begin_array (json);
      for (guint j = 0; j < clear->n_shells; j++)
        pf_json_uint (json, clear->shells[j]);
      pf_json_end_array (json);
    }
  pf_json_end_array (json);

  pf_json_key (json, "interval");
  pf_json_double (json, interval);
}

static void
print_summary (const char       *id,
               const char       *ops,
               const PfShellSim *sim,
               GArray           *clears)
{
  const PfShellBoard *board = &sim->board;
  int outermost = pf_shell_board_outermost (board);
  int reach = MAX (outermost + 1, 2);

  printf ("Layout “%s”: %u cell%s", id, pf_shell_board_n_cells (board),
          pf_shell_board_n_cells (board) == 1 ? "" : "s");
  if (outermost >= 0)
    printf (", outermost shell %d", outermost);
  printf ("\n");
  printf ("Operations: %s\n", ops != NULL && *ops != '\0' ? ops : "none");

  printf ("Clears: %u", clears->len);
  for (guint i = 0; i < clears->len; i++)
    {
      const PfShellClear *clear = &g_array_index (clears, PfShellClear, i);

      printf ("%s shell%s", i == 0 ? ":" : ";", clear->n_shells == 1 ? "" : "s");
      for (guint j = 0; j < clear->n_shells; j++)
        printf ("%s%u", j == 0 ? " " : ",", clear->shells[j]);
      printf (" (+%" G_GUINT64_FORMAT ")", clear->score);
    }
  printf ("\n");
  printf ("Score: %" G_GUINT64_FORMAT "\n", sim->score);
  printf ("Fall interval: %.4g s\n\n", sim->interval);

  printf ("Shell  Cells\n");
  for (int s = 0; s <= MAX (outermost, 0); s++)
    {
      g_autofree char *row = g_strdup_printf ("%5d  %3u/%-3u%s", s,
                                              pf_shell_board_count (board, s),
                                              pf_shell_size (s),
                                              s >= 1 && pf_shell_board_is_full (board, s)
                                              ? "  full" : "");

      printf ("%s\n", g_strchomp (row));
    }
  printf ("\n");

  /* The picture: y up, one character per cell; digits are colours, + an
   * empty core cell, . an empty cell. */
  for (int y = reach; y >= -reach - 1; y--)
    {
      GString *line = g_string_new (NULL);

      for (int x = -reach - 1; x <= reach; x++)
        {
          guint colour = pf_shell_board_get (board, x, y);

          if (x > -reach - 1)
            g_string_append_c (line, ' ');
          if (colour != 0)
            g_string_append_c (line, (char) ('0' + colour));
          else if (pf_shell_of_cell (x, y) == 0)
            g_string_append_c (line, '+');
          else
            g_string_append_c (line, '.');
        }
      printf ("%s\n", line->str);
      g_string_free (line, TRUE);
    }
}

int
pf_cli_shell (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GArray) ops = NULL;
  g_autoptr(GArray) clears = g_array_new (FALSE, FALSE, sizeof (PfShellClear));
  g_autoptr(GError) error = NULL;
  g_autofree char *layout_id = NULL;
  g_autofree char *ops_text = NULL;
  gboolean json = FALSE;
  PfShellLayout *layout;
  PfShellBoard board;
  PfShellSim sim;
  const GOptionEntry entries[] = {
    { "layout", 0, 0, G_OPTION_ARG_STRING, &layout_id, "The shell layout to use", "ID" },
    { "ops", 0, 0, G_OPTION_ARG_STRING, &ops_text,
      "Operations to apply in order, comma-separated: cw, ccw, clear", "LIST" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print the result as JSON", NULL },
    { NULL }
  };

  g_option_context_set_summary (context,
                                "Rotate a shell layout (cw, ccw) and clear its full shells "
                                "(clear: remove every full shell, score, collapse, until none "
                                "is full).");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if (layout_id == NULL)
    return pf_cli_usage_error (context, "--layout is required");

  ops = pf_shell_ops_parse (ops_text, &error);
  if (ops == NULL)
    return pf_cli_fail ("--ops: %s", error->message);

  project = pf_cli_load_project (argv[1]);
  if (project == NULL)
    return PF_EXIT_INVALID;

  layout = pf_project_find_layout (project, layout_id);
  if (layout == NULL)
    return pf_cli_fail ("%s: no shell layout with the id “%s”", argv[1], layout_id);

  if (!pf_shell_board_from_layout (&board, layout, &error))
    return pf_cli_fail ("%s: %s", argv[1], error->message);

  pf_shell_sim_init (&sim, &board);
  pf_shell_ops_apply (&sim, ops, clears);

  if (json)
    {
      g_autoptr(PfJson) out = pf_json_new ();

      pf_json_begin_object (out);
      pf_cli_shell_write_json (out, &sim.board, sim.score, clears, sim.interval);
      pf_json_end_object (out);
      pf_cli_print_json (pf_json_steal (g_steal_pointer (&out)));
    }
  else
    print_summary (layout_id, ops_text, &sim, clears);
  return PF_EXIT_OK;
}

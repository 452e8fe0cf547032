/* pf-shell-ops.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-shell"

#include "pf-error.h"
#include "pf-shell-ops.h"

GArray *
pf_shell_ops_parse (const char  *text,
                    GError     **error)
{
  g_autoptr(GArray) ops = g_array_new (FALSE, FALSE, sizeof (PfShellOp));
  g_auto(GStrv) names = NULL;

  if (text == NULL)
    return g_steal_pointer (&ops);

  names = g_strsplit (text, ",", -1);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *name = g_strstrip (names[i]);
      PfShellOp op;

      if (g_str_equal (name, "cw"))
        op = PF_SHELL_OP_CW;
      else if (g_str_equal (name, "ccw"))
        op = PF_SHELL_OP_CCW;
      else if (g_str_equal (name, "clear"))
        op = PF_SHELL_OP_CLEAR;
      else
        {
          g_autofree char *shown = g_strescape (name, NULL);

          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "unknown shell operation “%s” (use cw, ccw or clear)", shown);
          return NULL;
        }
      g_array_append_val (ops, op);
    }
  return g_steal_pointer (&ops);
}

void
pf_shell_ops_apply (PfShellSim *sim,
                    GArray     *ops,
                    GArray     *clears)
{
  for (guint i = 0; i < ops->len; i++)
    {
      switch (g_array_index (ops, PfShellOp, i))
        {
        case PF_SHELL_OP_CW:
          pf_shell_sim_rotate (sim, PF_SHELL_TURN_CW);
          break;
        case PF_SHELL_OP_CCW:
          pf_shell_sim_rotate (sim, PF_SHELL_TURN_CCW);
          break;
        case PF_SHELL_OP_CLEAR:
          pf_shell_sim_settle (sim, clears);
          break;
        default:
          g_assert_not_reached ();
        }
    }
}

/* pf-shell-ops.h: operations on a shell layout, as `polyform shell --ops` spells them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-shell.h"

G_BEGIN_DECLS

/**
 * PfShellOp:
 * @PF_SHELL_OP_CW: turn the whole structure clockwise
 * @PF_SHELL_OP_CCW: turn it counter-clockwise
 * @PF_SHELL_OP_CLEAR: remove every full shell at once, score, collapse, until
 *   no shell is full
 */
typedef enum
{
  PF_SHELL_OP_CW,
  PF_SHELL_OP_CCW,
  PF_SHELL_OP_CLEAR,
} PfShellOp;

/**
 * pf_shell_ops_parse:
 * @text: (nullable): comma-separated `cw`, `ccw` or `clear`; white space
 *   around a name is ignored
 * @error: return location for a #PF_ERROR_INVALID error naming the first
 *   word that is not an operation
 *
 * Returns: (transfer full) (element-type PfShellOp): the operations in
 *   order, empty for %NULL; %NULL on error
 */
GArray  *pf_shell_ops_parse (const char  *text,
                             GError     **error);

/**
 * pf_shell_ops_apply:
 * @sim: the simulation to work on
 * @ops: (element-type PfShellOp): operations
 * @clears: (element-type PfShellClear) (nullable): receives every clear
 *
 * Applies the operations in order; the score and the fall interval are
 * @sim's.
 */
void     pf_shell_ops_apply (PfShellSim  *sim,
                             GArray      *ops,
                             GArray      *clears);

G_END_DECLS

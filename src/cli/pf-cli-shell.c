/* pf-cli-shell.c (placeholder until the command lands)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-cli.h"

int
pf_cli_shell (int argc, char **argv)
{
  return pf_cli_fail ("shell is not available in this build yet");
}

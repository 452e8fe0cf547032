/* pf-cli-tri.c (placeholder until the command lands)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-cli.h"

int
pf_cli_solve (int argc, char **argv)
{
  return pf_cli_fail ("solve is not available in this build yet");
}

int
pf_cli_generate (int argc, char **argv)
{
  return pf_cli_fail ("generate is not available in this build yet");
}

int
pf_cli_layout (int argc, char **argv)
{
  return pf_cli_fail ("layout is not available in this build yet");
}

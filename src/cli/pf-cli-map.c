/* pf-cli-map.c (placeholder until the command lands)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-cli.h"

int
pf_cli_map (int argc, char **argv)
{
  return pf_cli_fail ("map is not available in this build yet");
}

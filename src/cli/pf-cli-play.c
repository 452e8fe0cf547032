/* pf-cli-play.c (placeholder until the command lands)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-cli.h"

int
pf_cli_play (int argc, char **argv)
{
  return pf_cli_fail ("play is not available in this build yet");
}

int
pf_cli_specials (int argc, char **argv)
{
  return pf_cli_fail ("specials is not available in this build yet");
}

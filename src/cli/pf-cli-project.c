/* pf-cli-project.c (being written)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-cli.h"

int pf_cli_validate (int argc, char **argv) { return pf_cli_fail ("not yet"); }
int pf_cli_info (int argc, char **argv) { return pf_cli_fail ("not yet"); }
int pf_cli_format (int argc, char **argv) { return pf_cli_fail ("not yet"); }

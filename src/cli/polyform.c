/* polyform.c: the polyform command-line tool
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "pf-atomic-file.h"
#include "pf-cli.h"

typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} PfCliEntry;

static const PfCliEntry commands[] = {
  { "validate", pf_cli_validate, "Check a project file against the schema and the rules" },
  { "info",     pf_cli_info,     "Summarise a project file" },
  { "format",   pf_cli_format,   "Load, check and save a project canonically" },
  { "solve",    pf_cli_solve,    "Solve, analyse and explain triangle levels" },
  { "check",    pf_cli_check,    "Report what is wrong with triangle levels, for scripts and CI" },
  { "generate", pf_cli_generate, "Generate harder triangle levels by mutation" },
  { "layout",   pf_cli_layout,   "Generate wall/goal layouts" },
  { "build-pack", pf_cli_build_pack, "Add new levels to a pack along a difficulty curve" },
  { "render",   pf_cli_render,   "Render a level, layout or map to PNG or SVG" },
  { "play",     pf_cli_play,     "Play falling-block inputs on a field" },
  { "specials", pf_cli_specials, "Add TetriNET specials to a field" },
  { "shell",    pf_cli_shell,    "Rotate and clear a shell layout" },
  { "map",      pf_cli_map,      "Generate a map from a tile set" },
  { "export",   pf_cli_export,   "Export a pack as pack JSON for a game, or as a project file" },
  { "import",   pf_cli_import,   "Add the levels of a project file or pack JSON to a pack" },
  { "playtests", pf_cli_playtests, "Add playtest logs to a pack and report its levels' playtests" },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "Usage: polyform COMMAND [OPTIONS…]\n\n");
  fprintf (out, "Commands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, commands[i].summary);
  fprintf (out, "\nOptions:\n  --version  Print the version\n  --help     Print this help\n");
  fprintf (out, "\nRun “polyform COMMAND --help” for a command's options.\n");
}

/* A closed standard stream would hand its number to the next file opened,
 * and output meant for the terminal would land in a project file. Hold the
 * numbers with a read-only /dev/null instead, so writes to them fail. */
static void
guard_standard_streams (void)
{
  for (int fd = 0; fd <= 2; fd++)
    if (fcntl (fd, F_GETFD) < 0 && errno == EBADF)
      {
        int null = open ("/dev/null", O_RDONLY);

        if (null >= 0 && null != fd)
          {
            dup2 (null, fd);
            close (null);
          }
      }
}

static int
run (int    argc,
     char **argv)
{
  if (argc < 2)
    {
      print_usage (stderr);
      return PF_EXIT_USAGE;
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      pf_cli_print_version ();
      return PF_EXIT_OK;
    }

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return PF_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (strcmp (argv[1], commands[i].name) == 0)
        {
          g_autofree char *prgname = g_strdup_printf ("polyform %s", commands[i].name);
          g_autofree char **sub_argv = g_new0 (char *, argc);

          g_set_prgname (prgname);
          sub_argv[0] = prgname;
          for (int j = 2; j < argc; j++)
            sub_argv[j - 1] = argv[j];
          return commands[i].run (argc - 1, sub_argv);
        }
    }

  fprintf (stderr, "polyform: unknown command “%s”\n\n", argv[1]);
  print_usage (stderr);
  return PF_EXIT_USAGE;
}

int
main (int    argc,
      char **argv)
{
  guard_standard_streams ();
  /* A reader that closes the pipe early is a closed standard output: the
   * write fails and the command says so and exits 1 (SPEC §7), rather than
   * dying of the signal. */
  signal (SIGPIPE, SIG_IGN);
  /* Interrupted, the command leaves no temporary file beside its output. */
  pf_atomic_file_remove_on_signals ();
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  return pf_cli_finish_output (run (argc, argv));
}

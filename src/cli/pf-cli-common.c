/* pf-cli-common.c: option parsing, errors and project loading shared by the commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "pf-cli.h"

static void
print_help (GOptionContext *context)
{
  g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

  fputs (help, stderr);
}

gboolean
pf_cli_parse (GOptionContext   *context,
              int              *argc,
              char           ***argv,
              int               n_positional)
{
  g_autoptr(GError) error = NULL;

  g_option_context_set_help_enabled (context, TRUE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      pf_cli_usage_error (context, "%s", error->message);
      return FALSE;
    }

  if (n_positional >= 0 && *argc - 1 != n_positional)
    {
      if (*argc - 1 < n_positional)
        pf_cli_usage_error (context, "missing argument");
      else
        pf_cli_usage_error (context, "unexpected argument “%s”", (*argv)[n_positional + 1]);
      return FALSE;
    }

  return TRUE;
}

int
pf_cli_usage_error (GOptionContext *context,
                    const char     *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  fprintf (stderr, "%s: %s\n\n", g_get_prgname (), message);
  if (context != NULL)
    print_help (context);
  return PF_EXIT_USAGE;
}

int
pf_cli_fail (const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  fprintf (stderr, "polyform: %s\n", message);
  return PF_EXIT_INVALID;
}

PfProject *
pf_cli_load_project (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  PfProject *project;

  project = pf_project_load (file, &error);
  if (project == NULL)
    fprintf (stderr, "%s\n", error->message);
  return project;
}

void
pf_cli_print_json (char *text)
{
  fputs (text, stdout);
  fputc ('\n', stdout);
  g_free (text);
}

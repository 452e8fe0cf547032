/* pf-cli-common.c: option parsing, errors and project loading shared by the commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pf-cli.h"
#include "pf-item.h"

static void
print_help (GOptionContext *context)
{
  g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

  fputs (help, stderr);
}

void
pf_cli_print_version (void)
{
  printf ("polyform %s\n", PACKAGE_VERSION);
}

int
pf_cli_finish_output (int status)
{
  int saved_errno = 0;

  if (fflush (stdout) != 0)
    saved_errno = errno;
  if (saved_errno == 0 && !ferror (stdout))
    return status;
  if (saved_errno != 0)
    fprintf (stderr, "polyform: cannot write to standard output: %s\n",
             g_strerror (saved_errno));
  else
    fprintf (stderr, "polyform: cannot write to standard output\n");
  return PF_EXIT_INVALID;
}

int
pf_cli_find_name (const char         *text,
                  const char * const *names,
                  guint               n_names)
{
  for (guint i = 0; i < n_names; i++)
    if (g_strcmp0 (text, names[i]) == 0)
      return (int) i;
  return -1;
}

/* The options whose value is a file name, and those of them that write an
 * image, which cannot go to standard output. */
static const char * const file_options[] = {
  "-o", "--output", "--png", "--svg", "--tmx", "--from", "--add", "--project",
};
static const char * const image_options[] = { "--png", "--svg", "--tmx" };

/* The option an argument names: "--png" of "--png=map.png" or "--png". */
static char *
option_of (const char *arg)
{
  const char *equals = strchr (arg, '=');

  return equals != NULL ? g_strndup (arg, equals - arg) : g_strdup (arg);
}

/* Checks what GOption cannot say well, before it parses: an empty file
 * name and an image sent to standard output. Reports the first and
 * returns %FALSE. */
static gboolean
check_arguments (GOptionContext *context,
                 int             argc,
                 char          **argv)
{
  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    {
      g_autofree char *option = NULL;
      const char *value = NULL;
      const char *equals;

      if (argv[i][0] != '-')
        continue;
      equals = strchr (argv[i], '=');
      option = option_of (argv[i]);
      if (pf_cli_find_name (option, file_options, G_N_ELEMENTS (file_options)) < 0)
        continue;
      if (equals != NULL)
        value = equals + 1;
      else if (i + 1 < argc)
        value = argv[++i];
      if (value == NULL)
        continue;   /* GOption says it is missing */
      if (!g_utf8_validate (value, -1, NULL))
        continue;   /* a file name need not be UTF-8 */
      if (*value == '\0')
        {
          pf_cli_usage_error (context, "%s needs a file name, not an empty one", option);
          return FALSE;
        }
      if (strcmp (value, "-") == 0 &&
          pf_cli_find_name (option, image_options, G_N_ELEMENTS (image_options)) >= 0)
        {
          pf_cli_usage_error (context, "%s cannot write to standard output; give a file name",
                              option);
          return FALSE;
        }
    }
  return TRUE;
}

/* The option of @argv whose text value is not UTF-8, which GOption refuses
 * without naming it; %NULL when none is. File names may be any bytes. */
static char *
option_not_utf8 (int    argc,
                 char **argv)
{
  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    {
      const char *equals = strchr (argv[i], '=');
      g_autofree char *option = NULL;

      if (g_utf8_validate (argv[i], -1, NULL))
        continue;
      if (argv[i][0] == '-' && equals != NULL)
        option = option_of (argv[i]);
      else if (i > 1 && argv[i - 1][0] == '-' && strchr (argv[i - 1], '=') == NULL)
        option = g_strdup (argv[i - 1]);
      if (option != NULL &&
          pf_cli_find_name (option, file_options, G_N_ELEMENTS (file_options)) < 0)
        return g_steal_pointer (&option);
    }
  return NULL;
}

/* Whether the arguments ask for help, before a "--". */
static gboolean
asks_for_help (int    argc,
               char **argv)
{
  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    if (strcmp (argv[i], "-h") == 0 || strcmp (argv[i], "--help") == 0 ||
        strcmp (argv[i], "-?") == 0 || g_str_has_prefix (argv[i], "--help-"))
      return TRUE;
  return FALSE;
}

gboolean
pf_cli_parse (GOptionContext   *context,
              int              *argc,
              char           ***argv,
              int               n_positional)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) given = NULL;
  gboolean version = FALSE;
  /* --version after a command works as before it; the program's own help
   * lists it, so a command's help (and so its man page and completion)
   * does not. */
  GOptionEntry version_entries[] = {
    { "version", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &version,
      "Print the version and exit", NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, version_entries, NULL);
  g_option_context_set_help_enabled (context, TRUE);
  /* GOption prints the help itself and exits 0, even when stdout is
   * closed; printed here, a failed write is a failed command. */
  if (asks_for_help (*argc, *argv))
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      fputs (help, stdout);
      exit (pf_cli_finish_output (PF_EXIT_OK));
    }
  if (!check_arguments (context, *argc, *argv))
    return FALSE;
  given = g_strdupv (*argv);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_autofree char *option = NULL;

      if (g_error_matches (error, G_CONVERT_ERROR, G_CONVERT_ERROR_ILLEGAL_SEQUENCE) &&
          (option = option_not_utf8 (g_strv_length (given), given)) != NULL)
        pf_cli_usage_error (context, "%s needs UTF-8 text; its value is not", option);
      else
        pf_cli_usage_error (context, "%s", error->message);
      return FALSE;
    }
  if (version)
    {
      pf_cli_print_version ();
      exit (pf_cli_finish_output (PF_EXIT_OK));
    }
  /* GOption leaves the "--" that ends the options among the arguments. */
  for (int i = 1; i < *argc; i++)
    if (strcmp ((*argv)[i], "--") == 0)
      {
        memmove (*argv + i, *argv + i + 1, (*argc - i) * sizeof (char *));
        (*argc)--;
        break;
      }

  if (n_positional >= 0 && *argc - 1 != n_positional)
    {
      if (*argc - 1 < n_positional)
        pf_cli_usage_error (context, "missing argument");
      else
        pf_cli_usage_error (context, "unexpected argument “%s”", (*argv)[n_positional + 1]);
      return FALSE;
    }
  for (int i = 1; i < *argc; i++)
    if ((*argv)[i][0] == '\0')
      {
        pf_cli_usage_error (context, "argument %d is empty; it names a file", i);
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

/* Whether @text is an optional minus sign and then only digits. */
static gboolean
is_whole_number (const char *text)
{
  if (*text == '-')
    text++;
  if (*text == '\0')
    return FALSE;
  return strspn (text, "0123456789") == strlen (text);
}

int
pf_cli_parse_uint (GOptionContext *context,
                   const char     *option,
                   const char     *text,
                   guint64         min,
                   guint64         max,
                   guint64        *value)
{
  guint64 parsed;

  if (text == NULL)
    return PF_EXIT_OK;
  if (!is_whole_number (text))
    return pf_cli_usage_error (context, "%s needs a whole number, not “%s”", option, text);
  if (!g_ascii_string_to_unsigned (text, 10, min, max, &parsed, NULL))
    return pf_cli_fail ("%s %s is out of range (%" G_GUINT64_FORMAT " to %" G_GUINT64_FORMAT ")",
                        option, text, min, max);
  *value = parsed;
  return PF_EXIT_OK;
}

int
pf_cli_check_id (const char *option,
                 const char *id)
{
  const char *problem = pf_item_id_problem (id);

  if (problem == NULL)
    return PF_EXIT_OK;
  return pf_cli_fail ("%s “%s” is not an id: it %s", option, id, problem);
}

int
pf_cli_check_shape (GOptionContext *context,
                    const char     *option,
                    const char     *text,
                    const char     *pattern,
                    const char     *expected)
{
  if (g_regex_match_simple (pattern, text, 0, 0))
    return PF_EXIT_OK;
  return pf_cli_usage_error (context, "%s needs %s, in whole numbers, not “%s”", option,
                             expected, text);
}

/* Reads @text as a decimal number from @min (or above it, when
 * @above_min) to @max into @value, or says what is wrong with it. */
static int
parse_decimal (GOptionContext *context,
               const char     *option,
               const char     *text,
               double          min,
               gboolean        above_min,
               double          max,
               double         *value)
{
  char *end = NULL;
  double parsed;

  if (text == NULL)
    return PF_EXIT_OK;
  errno = 0;
  parsed = g_ascii_strtod (text, &end);
  /* Decimal only: strtod also reads "0x10", "inf" and "nan". */
  if (end == text || *end != '\0' || isnan (parsed) ||
      strspn (text, "0123456789.+-eE") != strlen (text))
    return pf_cli_usage_error (context, "%s needs a number, not “%s”", option, text);
  if (errno == ERANGE || !(above_min ? parsed > min : parsed >= min) || !(parsed <= max))
    return above_min
             ? pf_cli_fail ("%s %s is out of range (more than %g, at most %g)", option, text,
                            min, max)
             : pf_cli_fail ("%s %s is out of range (%g to %g)", option, text, min, max);
  *value = parsed;
  return PF_EXIT_OK;
}

int
pf_cli_parse_double (GOptionContext *context,
                     const char     *option,
                     const char     *text,
                     double          min,
                     double          max,
                     double         *value)
{
  return parse_decimal (context, option, text, min, FALSE, max, value);
}

int
pf_cli_parse_minutes (GOptionContext *context,
                      const char     *option,
                      const char     *text,
                      double         *value)
{
  return parse_decimal (context, option, text, 0, TRUE, 7 * 24 * 60, value);
}

char *
pf_cli_read_source (const char *path,
                    gsize       max_bytes,
                    gsize      *length)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, &error);
  if (info == NULL)
    {
      pf_cli_fail ("%s: %s", path, error->message);
      return NULL;
    }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      pf_cli_fail ("%s: not a regular file", path);
      return NULL;
    }
  if (g_file_info_get_size (info) > (goffset) max_bytes)
    {
      pf_cli_fail ("%s: the file is larger than %" G_GSIZE_FORMAT " MB", path,
                   max_bytes / (1024 * 1024));
      return NULL;
    }
  if (!g_file_load_contents (file, NULL, &contents, length, NULL, &error))
    {
      pf_cli_fail ("%s: %s", path, error->message);
      return NULL;
    }
  return contents;
}

PfTriPack *
pf_cli_load_pack (const char  *path,
                  const char  *pack_id,
                  PfProject  **project)
{
  PfTriPack *pack;

  *project = pf_cli_load_project (path);
  if (*project == NULL)
    return NULL;
  pack = pf_project_find_pack (*project, pack_id);
  if (pack == NULL)
    pf_cli_fail ("%s: no pack with the id “%s”", path, pack_id);
  return pack;
}

void
pf_cli_print_json (char *text)
{
  fputs (text, stdout);
  fputc ('\n', stdout);
  g_free (text);
}

GArray *
pf_cli_select_levels (PfProject  *project,
                      const char *pack_id,
                      const char *level_id)
{
  GPtrArray *packs = pf_project_get_packs (project);
  g_autoptr(GArray) refs = g_array_new (FALSE, FALSE, sizeof (PfCliLevelRef));

  if (pack_id != NULL && pf_project_find_pack (project, pack_id) == NULL)
    {
      pf_cli_fail ("no pack “%s”", pack_id);
      return NULL;
    }

  for (guint i = 0; i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);

      if (pack_id != NULL && g_strcmp0 (pack->id, pack_id) != 0)
        continue;
      for (guint j = 0; j < pack->levels->len; j++)
        {
          PfCliLevelRef ref = { pack, g_ptr_array_index (pack->levels, j) };

          if (level_id != NULL && g_strcmp0 (ref.level->id, level_id) != 0)
            continue;
          g_array_append_val (refs, ref);
        }
    }

  if (level_id != NULL && refs->len == 0)
    {
      pf_cli_fail ("no level “%s”%s%s", level_id, pack_id ? " in pack " : "",
                   pack_id ? pack_id : "");
      return NULL;
    }
  return g_steal_pointer (&refs);
}


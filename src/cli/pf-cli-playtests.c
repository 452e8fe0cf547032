/* pf-cli-playtests.c: playtests, the results testers sent back from a pack's web page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "pf-cli.h"
#include "pf-playtest-log.h"
#include "pf-playtest-summary.h"

/* A playtest log is a few kilobytes; this is far more than any. */
#define MAX_LOG_BYTES (16 * 1024 * 1024)

/* Auxiliary methods */

static void
print_json (const PfTriPack *pack)
{
  g_autoptr(PfJson) json = pf_json_new ();

  pf_json_begin_object (json);
  pf_json_key (json, "levels");
  pf_json_begin_array (json);
  for (guint i = 0; i < pack->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      PfPlaytestSummary summary;

      pf_playtest_summarize (level->playtests, &summary);
      pf_json_begin_object (json);
      pf_json_key (json, "level");
      pf_json_string (json, level->id);
      pf_json_key (json, "players");
      pf_json_uint (json, summary.players);
      pf_json_key (json, "solved");
      pf_json_uint (json, summary.solved);
      /* NAN, when nobody solved it, is written as null. */
      pf_json_key (json, "median_seconds");
      pf_json_double (json, summary.median_seconds);
      pf_json_key (json, "median_moves");
      pf_json_double (json, summary.median_moves);
      pf_json_end_object (json);
    }
  pf_json_end_array (json);
  pf_json_end_object (json);
  pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));
}

static void
print_text (const PfTriPack *pack)
{
  printf ("%-20s %7s %7s %14s %13s\n", "LEVEL", "PLAYERS", "SOLVED", "MEDIAN SECONDS",
          "MEDIAN MOVES");
  for (guint i = 0; i < pack->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      PfPlaytestSummary summary;

      pf_playtest_summarize (level->playtests, &summary);
      printf ("%-20s %7u %7u", level->id, summary.players, summary.solved);
      if (summary.solved > 0)
        printf (" %14.1f %13g\n", summary.median_seconds, summary.median_moves);
      else
        printf (" %14s %13s\n", "-", "-");
    }
}

/* Reads every log before anything changes. */
static GPtrArray *
read_logs (char **paths)
{
  g_autoptr(GPtrArray) logs = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                              pf_playtest_log_free);

  for (guint i = 0; paths != NULL && paths[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *contents = NULL;
      PfPlaytestLog *log;
      gsize length = 0;

      contents = pf_cli_read_source (paths[i], MAX_LOG_BYTES, &length);
      if (contents == NULL)
        return NULL;
      log = pf_playtest_log_read (contents, length, paths[i], &error);
      if (log == NULL)
        {
          pf_cli_fail ("%s", error->message);
          return NULL;
        }
      g_ptr_array_add (logs, log);
    }
  return g_steal_pointer (&logs);
}

/* Public API */

int
pf_cli_playtests (int    argc,
                  char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GPtrArray) logs = NULL, names = NULL;
  g_autoptr(GArray) nothing = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *pack_id = NULL, *output = NULL;
  g_auto(GStrv) adds = NULL;
  gboolean as_json = FALSE;
  PfTriPack *pack;
  gint added = 0;
  guint updated = 0;
  GOptionEntry entries[] = {
    { "pack", 0, 0, G_OPTION_ARG_STRING, &pack_id, "The pack that was played", "ID" },
    { "add", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &adds,
      "Add the results of a playtest log saved by the pack's web page (repeatable)",
      "LOG.json" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      "Write to OUT.xml instead of replacing FILE.xml", "OUT.xml" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, "Print JSON", NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_summary (context, "Add playtest logs to a pack's levels and report, for "
                                "each level, its players, how many solved it, and the median "
                                "seconds and moves of those who did. A result already stored "
                                "is not added again. A log of another pack, or naming a level "
                                "the pack does not have, changes nothing. The project is saved "
                                "atomically, in place or into -o.");
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if (pack_id == NULL)
    return pf_cli_usage_error (context, "--pack is required");

  pack = pf_cli_load_pack (argv[1], pack_id, &project);
  if (pack == NULL)
    return PF_EXIT_INVALID;

  logs = read_logs (adds);
  if (logs == NULL)
    return PF_EXIT_INVALID;
  names = g_ptr_array_new ();
  for (guint i = 0; adds != NULL && adds[i] != NULL; i++)
    g_ptr_array_add (names, adds[i]);
  /* Asked before the logs are added, said once they are. */
  nothing = pf_playtest_logs_bring_nothing (pack, logs);
  added = pf_tri_pack_add_playtests (pack, logs, names, &updated, &error);
  if (added < 0)
    return pf_cli_fail ("%s", error->message);
  for (guint i = 0; i < logs->len; i++)
    if (g_array_index (nothing, gboolean, i))
      fprintf (stderr, "polyform: %s: nothing new: its results are in the pack already\n",
               (const char *) g_ptr_array_index (names, i));

  if (added > 0 || updated > 0 || output != NULL)
    {
      int status;

      /* With the project on standard output, the report goes to stderr. */
      pf_cli_claim_stdout (argv[1], output);
      status = pf_cli_save_project (project, argv[1], output);

      if (status != PF_EXIT_OK)
        return status;
    }
  if (as_json)
    print_json (pack);
  else
    {
      if (adds != NULL && updated > 0)
        printf ("Added %d playtest result%s to pack “%s” and brought %u up to date\n", added,
                added == 1 ? "" : "s", pack_id, updated);
      else if (adds != NULL)
        printf ("Added %d playtest result%s to pack “%s”\n", added, added == 1 ? "" : "s",
                pack_id);
      print_text (pack);
    }
  return PF_EXIT_OK;
}

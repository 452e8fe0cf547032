/* pf-cli-pack.c: export and import, packs to and from pack JSON and project files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "pf-cli.h"
#include "pf-error.h"
#include "pf-item.h"
#include "pf-json.h"
#include "pf-level-transfer.h"
#include "pf-pack-html.h"
#include "pf-pack-json.h"
#include "pf-tri-findings.h"
#include "pf-project-items.h"

/* A source larger than this is refused before it is read, as projects are. */
#define MAX_SOURCE_BYTES (64 * 1024 * 1024)

/* The analysis of an imported level stops past this many states (about
 * half a gigabyte); its difficulty is then left unknown. */
#define IMPORT_MAX_STATES 16000000

/* How an export says how far its solving got: a line that updates itself
 * on a terminal, else a line every ten seconds once it takes that long. */
typedef struct
{
  gboolean terminal;
  gint64   last_print;
  gboolean printed;
} ExportProgress;

static void
on_export_progress (guint    n_solved,
                    guint    n_levels,
                    gpointer user_data)
{
  ExportProgress *progress = user_data;
  gint64 now = g_get_monotonic_time ();

  if (progress->terminal)
    {
      fprintf (stderr, "\rpolyform: export: solved %u of %u levels", n_solved, n_levels);
      progress->printed = TRUE;
    }
  else if (now - progress->last_print >= 10 * G_TIME_SPAN_SECOND)
    {
      fprintf (stderr, "polyform: export: solved %u of %u levels\n", n_solved, n_levels);
      progress->last_print = now;
    }
}

/* A level that is not a puzzle yet (no key, no goal, found unsolvable) is
 * exported as it is, for a designer may want it tried; but a tester or a
 * game gets a level nobody can solve, so the export says so. */
static void
warn_unplayable (const PfTriPack *pack)
{
  g_autoptr(GPtrArray) all = pf_tri_pack_findings (pack);

  for (guint i = 0; i < all->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      GPtrArray *findings = g_ptr_array_index (all, i);

      for (guint k = 0; k < findings->len; k++)
        {
          const PfTriFinding *f = g_ptr_array_index (findings, k);

          if (f->severity == PF_TRI_SEVERITY_ERROR)
            fprintf (stderr, "polyform: warning: %s/%s: %s; nobody can solve it yet\n",
                     pack->id, level->id, f->message);
        }
    }
}

int
pf_cli_export (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *pack_id = NULL, *format = NULL, *output = NULL, *data = NULL;
  PfTriPack *pack;
  ExportProgress progress = { isatty (STDERR_FILENO), g_get_monotonic_time (), FALSE };
  GOptionEntry entries[] = {
    { "pack", 0, 0, G_OPTION_ARG_STRING, &pack_id, "The pack to export", "ID" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      "json (the pack JSON of game engines, the default), xml (a project file holding "
      "just the pack) or html (one web page that plays the pack offline and keeps a "
      "playtest log)", "FORMAT" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      "Write to OUT (atomically) instead of standard output (- for standard output)", "OUT" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_summary (context, "Export a pack for a game: its levels with their "
                                "grids, blocks, the triangles each block covers, and their "
                                "solver figures and optimal solutions. Levels not yet solved "
                                "have null figures. As html, the pack is one self-contained "
                                "web page that testers play in a browser, offline; it saves "
                                "their playtest log for `polyform playtests`. A FILE of - "
                                "reads standard input.");
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if (pack_id == NULL)
    return pf_cli_usage_error (context, "--pack is required");
  if (format != NULL && strcmp (format, "json") != 0 && strcmp (format, "xml") != 0 &&
      strcmp (format, "html") != 0)
    return pf_cli_fail ("unknown format “%s” (use json, xml or html)", format);

  pack = pf_cli_load_pack (argv[1], pack_id, &project);
  if (pack == NULL)
    return PF_EXIT_INVALID;

  if (format == NULL || strcmp (format, "xml") != 0)
    warn_unplayable (pack);
  if (format != NULL && strcmp (format, "xml") == 0)
    {
      g_autoptr(PfProject) single = pf_project_new ();

      /* The same pack: its levels keep their playtest results. */
      g_ptr_array_add (pf_project_get_packs (single), pf_item_copy (PF_ITEM_PACK, pack));
      data = pf_project_to_data (single);
    }
  else if (format != NULL && strcmp (format, "html") == 0)
    {
      data = pf_pack_html_write_full (pack, 0, on_export_progress, &progress, NULL, &error);
      if (progress.printed)
        fputc ('\n', stderr);
      if (data == NULL)
        return pf_cli_fail ("%s: %s", argv[1], error->message);
    }
  else
    {
      data = pf_pack_json_write_full (pack, 0, on_export_progress, &progress, NULL, &error);
      if (progress.printed)
        fputc ('\n', stderr);
      if (data == NULL)
        return pf_cli_fail ("%s: %s", argv[1], error->message);
    }
  return pf_cli_write_output (output, data);
}

/* Keeps the levels named in @wanted (comma-separated), in source order. */
static GPtrArray *
pick_levels (GPtrArray  *levels,
             const char *wanted,
             const char *source)
{
  g_auto(GStrv) ids = g_strsplit (wanted, ",", -1);
  GPtrArray *picked = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);

  for (guint k = 0; ids[k] != NULL; k++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < levels->len && !found; i++)
        found = g_strcmp0 (((PfTriLevel *) g_ptr_array_index (levels, i))->id, ids[k]) == 0;
      if (!found)
        {
          pf_cli_fail ("%s has no level “%s”", source, ids[k]);
          g_ptr_array_unref (picked);
          return NULL;
        }
    }
  for (guint i = 0; i < levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (levels, i);

      if (g_strv_contains ((const char * const *) ids, level->id))
        g_ptr_array_add (picked, pf_tri_level_copy (level));
    }
  return picked;
}

/* Completes the figures of levels read from pack JSON, saying on stderr
 * where the solver disagrees with the source. */
static void
complete_figures (GPtrArray  *levels,
                  const char *source)
{
  for (guint i = 0; i < levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (levels, i);
      PfTriFigures claimed = level->figures;
      g_autoptr(GError) error = NULL;

      if (!pf_tri_level_complete_figures (level, IMPORT_MAX_STATES, NULL, &error))
        {
          fprintf (stderr, "polyform: warning: %s: level “%s”: the figures were not "
                   "recomputed (%s); only the move count is kept\n", source, level->id,
                   error->message);
          level->figures.difficulty = -1;
          continue;
        }
      if (claimed.moves != level->figures.moves || claimed.steps != level->figures.steps ||
          (claimed.difficulty >= 0 &&
           (gint64) (claimed.difficulty * 100 + 0.5) !=
           (gint64) (level->figures.difficulty * 100 + 0.5)))
        fprintf (stderr, "polyform: warning: %s: level “%s”: the source's figures differ from "
                 "the solver's; the solver's are kept\n", source, level->id);
    }
}

int
pf_cli_import (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(PfTriPack) source_pack = NULL;
  g_autoptr(GPtrArray) levels = NULL, skipped = NULL, added = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PfJson) json = pf_json_new ();
  g_autofree char *pack_id = NULL, *source = NULL, *wanted = NULL, *output = NULL;
  g_autofree char *contents = NULL;
  gboolean as_json = FALSE;
  gsize length = 0;
  PfTriPack *pack;
  gboolean created = FALSE;
  int status;
  GOptionEntry entries[] = {
    { "pack", 0, 0, G_OPTION_ARG_STRING, &pack_id,
      "The pack to add to (created when the project has none with this id, with the title "
      "and author of SOURCE's pack)", "ID" },
    { "from", 0, 0, G_OPTION_ARG_FILENAME, &source,
      "A project file (all its packs' levels) or a pack JSON", "SOURCE" },
    { "levels", 0, 0, G_OPTION_ARG_STRING, &wanted, "Only these levels of SOURCE",
      "ID,ID,..." },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      "Write to OUT.xml instead of replacing FILE.xml (- for standard output)", "OUT.xml" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json,
      "Print {\"pack\", \"added\": [ids], \"skipped\": [messages]}", NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_summary (context, "Add levels to a pack. A taken id gets a suffix "
                                "(-2, -3, …); a level that is the same puzzle as one in the "
                                "pack, or as another level of the import, is skipped and "
                                "named on stderr. Levels from a pack JSON "
                                "are solved and analysed again for their figures. Without -o "
                                "FILE.xml is replaced atomically.");
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if (pack_id == NULL)
    return pf_cli_usage_error (context, "--pack is required");
  if (source == NULL)
    return pf_cli_usage_error (context, "--from is required");
  if (pf_cli_check_id ("--pack", pack_id) != PF_EXIT_OK)
    return PF_EXIT_INVALID;
  pf_cli_claim_stdout (argv[1], output);

  project = pf_cli_load_project (argv[1]);
  if (project == NULL)
    return PF_EXIT_INVALID;
  contents = pf_cli_read_source (source, MAX_SOURCE_BYTES, &length);
  if (contents == NULL)
    return PF_EXIT_INVALID;
  source_pack = pf_tri_pack_from_text (contents, length, source, &error);
  if (source_pack == NULL)
    return pf_cli_fail ("%s", error->message);
  levels = g_ptr_array_ref (source_pack->levels);
  if (wanted != NULL)
    {
      GPtrArray *picked = pick_levels (levels, wanted, source);

      if (picked == NULL)
        return PF_EXIT_INVALID;
      g_ptr_array_unref (levels);
      levels = picked;
    }
  complete_figures (levels, source);

  pack = pf_project_find_pack (project, pack_id);
  if (pack == NULL)
    {
      /* A new pack takes the source pack's title and author (and notes). */
      pack = pf_tri_pack_new (pack_id);
      pf_meta_copy (&pack->meta, &source_pack->meta);
      g_ptr_array_add (pf_project_get_packs (project), pack);
      created = TRUE;
    }
  pf_tri_pack_add_levels (pack, levels, -1, &added, &skipped);
  for (guint i = 0; i < skipped->len; i++)
    fprintf (stderr, "polyform: %s: %s\n", source, (char *) g_ptr_array_index (skipped, i));

  status = pf_cli_save_project (project, argv[1], output);
  if (status != PF_EXIT_OK)
    return status;
  if (!as_json)
    {
      /* A mistyped id makes a new pack: said, so a batch job's log shows it. */
      printf ("Added %u level%s to %spack “%s”; %u skipped\n", added->len,
              added->len == 1 ? "" : "s", created ? "the new " : "", pack_id, skipped->len);
      return PF_EXIT_OK;
    }
  pf_json_begin_object (json);
  pf_json_key (json, "pack");
  pf_json_string (json, pack_id);
  pf_json_key (json, "added");
  pf_json_begin_array (json);
  for (guint i = 0; i < added->len; i++)
    pf_json_string (json, ((PfTriLevel *) g_ptr_array_index (added, i))->id);
  pf_json_end_array (json);
  pf_json_key (json, "skipped");
  pf_json_begin_array (json);
  for (guint i = 0; i < skipped->len; i++)
    pf_json_string (json, g_ptr_array_index (skipped, i));
  pf_json_end_array (json);
  pf_json_end_object (json);
  pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));
  return PF_EXIT_OK;
}

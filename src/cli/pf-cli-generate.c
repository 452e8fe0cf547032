/* pf-cli-generate.c: generate and build-pack, new triangle levels by mutation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "pf-cli.h"
#include "pf-error.h"
#include "pf-project-items.h"
#include "pf-random.h"
#include "pf-tri-pack-builder.h"

#define MAX_MOVES 1000

/* "1 move" or "N moves" */
static char *
moves_text (gint moves)
{
  return g_strdup_printf (moves == 1 ? "%d move" : "%d moves", moves);
}

/* A new level's id and title, fresh in @pack ("level-17", "Level 17"), or
 * with @source, a variant's title ("Two rooms (Variant 1)"). */
static void
name_level (PfProject        *project,
            PfTriPack        *pack,
            PfTriLevel       *level,
            const PfTriLevel *source)
{
  g_free (level->id);
  g_free (level->meta.title);
  level->id = pf_project_fresh_name (project, PF_ITEM_LEVEL, pack, &level->meta.title);
  if (source != NULL)
    {
      g_free (level->meta.title);
      level->meta.title = pf_tri_pack_variant_title (pack, pf_item_get_title (PF_ITEM_LEVEL,
                                                                              source));
    }
}

/* The pack's levels the rules accept, or just @from_id. */
static GPtrArray *
source_levels (PfTriPack  *pack,
               const char *from_id)
{
  g_autoptr(GPtrArray) sources = g_ptr_array_new ();

  for (guint i = 0; i < pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(PfTriRules) rules = NULL;

      if (from_id != NULL && g_strcmp0 (level->id, from_id) != 0)
        continue;
      rules = pf_tri_rules_new (level, &error);
      if (rules == NULL)
        {
          pf_cli_fail ("level %s/%s: %s", pack->id, level->id, error->message);
          return NULL;
        }
      g_ptr_array_add (sources, level);
    }
  if (from_id != NULL && sources->len == 0)
    {
      pf_cli_fail ("--from: pack %s has no level “%s”", pack->id, from_id);
      return NULL;
    }
  if (sources->len == 0)
    {
      pf_cli_fail ("pack %s has no level to start from", pack->id);
      return NULL;
    }
  return g_steal_pointer (&sources);
}

typedef struct
{
  gint64   started;
  guint    level;
  guint    last_round;
  gboolean verbose;
} GenProgress;

static void
on_gen_report (const PfTriGenProgress *progress,
               gpointer                user_data)
{
  GenProgress *p = user_data;

  if (p->verbose && progress->round != p->last_round)
    {
      p->last_round = progress->round;
      fprintf (stderr, "level %u round %u: best %d moves after %.1f s\n", p->level, progress->round,
               progress->best_moves, progress->elapsed);
    }
}

int
pf_cli_generate (int    argc,
                 char **argv)
{
  g_autofree char *pack_id = NULL, *out_path = NULL, *from_id = NULL;
  g_autofree char *count_text = NULL, *seed_text = NULL, *trials_text = NULL;
  g_autofree char *rounds_text = NULL, *min_moves_text = NULL, *threads_text = NULL;
  g_autofree char *max_states_text = NULL, *minutes_text = NULL;
  guint64 count = 1, trials = 32, rounds = 0, min_moves = 0, threads = 0;
  guint64 seed = 1, max_states = 2000000;
  double minutes = 10;
  gboolean as_json = FALSE, verbose = FALSE, walls = FALSE, minimal = FALSE;
  gboolean short_of_target = FALSE;
  guint n_made = 0;
  GOptionEntry entries[] = {
    { "pack", 0, 0, G_OPTION_ARG_STRING, &pack_id, "The pack to mutate and extend", "ID" },
    { "count", 0, 0, G_OPTION_ARG_STRING, &count_text, "How many levels to make (default 1)",
      "N" },
    { "from", 0, 0, G_OPTION_ARG_STRING, &from_id,
      "Start every level from this one (default: the pack's levels in turn)", "LEVEL" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "Random seed (default 1)", "S" },
    { "trials", 0, 0, G_OPTION_ARG_STRING, &trials_text,
      "Mutations in flight, a round (default 32)", "T" },
    { "rounds", 0, 0, G_OPTION_ARG_STRING, &rounds_text,
      "Rounds per level (default 20; with --min-moves, no limit but --minutes)", "R" },
    { "min-moves", 0, 0, G_OPTION_ARG_STRING, &min_moves_text,
      "Search each level until it needs M moves or --minutes runs out", "M" },
    { "minutes", 0, 0, G_OPTION_ARG_STRING, &minutes_text,
      "Give each level at most this long (default 10)", "M" },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      "Worker threads (default: all cores)", "J" },
    { "max-states", 0, 0, G_OPTION_ARG_STRING, &max_states_text,
      "Largest solver budget of a trial (default 2000000)", "N" },
    { "walls", 0, 0, G_OPTION_ARG_NONE, &walls,
      "Also mutate walls and goals, and restart from fresh rooms now and then", NULL },
    { "minimal", 0, 0, G_OPTION_ARG_NONE, &minimal,
      "Take away the blocks that do not matter (no redundant block), keeping the moves", NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out_path,
      "Save here instead of in place (- for standard output)", "OUT.xml" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, "Print JSON", NULL },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, "Print progress per round on stderr", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(PfJson) json = pf_json_new ();
  g_autoptr(GPtrArray) sources = NULL;
  g_autoptr(GPtrArray) exclude = g_ptr_array_new ();
  PfTriPack *pack;
  int status;

  g_option_context_set_summary (context, "Mutate the levels of a pack into harder ones and "
                                "append them to the pack. With --min-moves, each level is "
                                "searched for until it needs M moves or its --minutes run "
                                "out; a level short of M is still written, and the exit "
                                "status is 1, as it is when fewer levels than --count are "
                                "made.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if (pack_id == NULL)
    return pf_cli_usage_error (context, "--pack is required");
  if ((status = pf_cli_parse_uint (context, "--count", count_text, 1, 10000, &count)) != 0 ||
      (status = pf_cli_parse_uint (context, "--seed", seed_text, 0, G_MAXUINT64, &seed)) != 0 ||
      (status = pf_cli_parse_uint (context, "--trials", trials_text, 1, 100000, &trials)) != 0 ||
      (status = pf_cli_parse_uint (context, "--rounds", rounds_text, 1, G_MAXINT,
                                   &rounds)) != 0 ||
      (status = pf_cli_parse_uint (context, "--min-moves", min_moves_text, 0, G_MAXINT,
                                   &min_moves)) != 0 ||
      (status = pf_cli_parse_uint (context, "--threads", threads_text, 0, 1024, &threads)) != 0 ||
      (status = pf_cli_parse_uint (context, "--max-states", max_states_text, 1, G_MAXINT64,
                                   &max_states)) != 0 ||
      (status = pf_cli_parse_minutes (context, "--minutes", minutes_text, &minutes)) != 0)
    return status;
  /* With a move target, only the target or the time ends a level's search. */
  if (rounds_text == NULL)
    rounds = min_moves > 0 ? G_MAXUINT / trials : 20;

  pf_cli_claim_stdout (argv[1], out_path);
  pack = pf_cli_load_pack (argv[1], pack_id, &project);
  if (pack == NULL)
    return PF_EXIT_INVALID;
  sources = source_levels (pack, from_id);
  if (sources == NULL)
    return PF_EXIT_INVALID;
  g_ptr_array_extend (exclude, pack->levels, NULL, NULL);

  pf_json_begin_object (json);
  pf_json_key (json, "levels");
  pf_json_begin_array (json);
  for (guint i = 0; i < count; i++)
    {
      const PfTriLevel *source = g_ptr_array_index (sources, i % sources->len);
      g_autoptr(PfTriGenResult) result = NULL;
      g_autoptr(PfTriSolution) before = NULL;
      g_autoptr(PfTriSolution) sol = NULL;
      g_autoptr(GError) error = NULL;
      GenProgress progress = { g_get_monotonic_time (), i + 1, 0, verbose };
      PfTriLevel *made;
      PfTriGenParams params;
      gint source_moves;

      pf_tri_gen_params_init (&params);
      params.seed = pf_random_split (seed, i);
      params.trials = trials;
      params.rounds = rounds;
      params.min_moves = min_moves;
      params.threads = threads;
      params.max_states = max_states;
      if (walls)
        params.ideas |= PF_TRI_GEN_WALLS | PF_TRI_GEN_LAYOUTS;
      params.exclude = exclude;
      params.per_moves = 0;
      params.minimal = minimal;
      params.max_seconds = minutes * 60;
      params.report = on_gen_report;
      params.user_data = &progress;

      result = pf_tri_gen_run (source, &params, &error);
      if (result == NULL)
        return pf_cli_fail ("level %s/%s: %s", pack->id, source->id, error->message);
      before = pf_tri_solver_solve_level (source, max_states, NULL);
      source_moves = before != NULL && before->status == PF_TRI_SOLVE_SOLVED ? before->moves : -1;
      if (result->best == NULL || result->best->figures.moves <= source_moves)
        {
          if (source_moves >= 0)
            {
              g_autofree char *had = moves_text (source_moves);

              fprintf (stderr, "polyform: no harder new level found from %s (%s)\n",
                       source->id, had);
            }
          else if (before != NULL && before->status == PF_TRI_SOLVE_GAVE_UP)
            fprintf (stderr, "polyform: no new level found from %s: it is not solved within "
                     "--max-states %" G_GUINT64_FORMAT "\n", source->id, max_states);
          else
            fprintf (stderr, "polyform: no new level found from %s: it has no solution to "
                     "start from\n", source->id);
          short_of_target = TRUE;
          continue;
        }
      made = g_steal_pointer (&result->best);
      if (min_moves > 0 && made->figures.moves < (gint) min_moves)
        {
          fprintf (stderr, "polyform: level from %s reached %d moves after %" G_GUINT64_FORMAT
                   " trials in %.1f s, short of --min-moves %d\n", source->id,
                   made->figures.moves, result->trials,
                   (g_get_monotonic_time () - progress.started) / 1e6, (int) min_moves);
          fprintf (stderr, "polyform: another --seed searches other levels%s\n",
                   walls ? "" : "; --walls lets the walls and goals change too");
          short_of_target = TRUE;
        }
      name_level (project, pack, made, source);
      g_free (made->meta.notes);
      made->meta.notes = g_strdup_printf ("Generated from %s (seed %" G_GUINT64_FORMAT ")%s.",
                                          source->id, seed,
                                          minimal ? ", blocks that did not matter taken away"
                                                  : "");
      g_ptr_array_add (pack->levels, made);
      g_ptr_array_add (exclude, made);
      n_made++;
      sol = pf_tri_solver_solve_level (made, 0, NULL);

      if (as_json)
        {
          pf_json_begin_object (json);
          pf_json_key (json, "pack");
          pf_json_string (json, pack->id);
          pf_json_key (json, "level");
          pf_json_string (json, made->id);
          pf_json_key (json, "source");
          pf_json_string (json, source->id);
          pf_json_key (json, "source_moves");
          if (source_moves < 0)
            pf_json_null (json);
          else
            pf_json_int (json, source_moves);
          pf_json_key (json, "moves");
          pf_json_int (json, sol->moves);
          pf_json_key (json, "steps");
          pf_json_int (json, sol->steps);
          pf_json_key (json, "blocks");
          pf_json_uint (json, made->n_blocks);
          pf_json_key (json, "solution");
          pf_tri_moves_write_json (json, sol->solution);
          pf_json_end_object (json);
        }
      else if (source_moves >= 0)
        {
          g_autofree char *from = moves_text (source_moves);

          printf ("%s/%s: %d moves, %d steps (from %s, %s)\n", pack->id, made->id,
                  sol->moves, sol->steps, source->id, from);
        }
      else
        printf ("%s/%s: %d moves, %d steps (from %s, which has no solution)\n", pack->id,
                made->id, sol->moves, sol->steps, source->id);
    }
  pf_json_end_array (json);
  pf_json_end_object (json);
  if (n_made < count)
    fprintf (stderr, "polyform: made %u of the %u levels asked for; the exit status is 1\n",
             n_made, (guint) count);

  status = pf_cli_save_project (project, argv[1], out_path);
  if (status == PF_EXIT_OK && as_json)
    pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));
  return status == PF_EXIT_OK && short_of_target ? PF_EXIT_INVALID : status;
}

/* build-pack */

typedef struct
{
  gboolean verbose;
  guint    last_round;
} PackProgress;

static void
on_pack_report (const PfTriPackTarget  *target,
                const PfTriGenProgress *progress,
                gpointer                user_data)
{
  PackProgress *p = user_data;

  if (!p->verbose)
    return;
  if (progress == NULL)
    fprintf (stderr, "target %u (%d moves): found %d moves after %.1f s\n", target->index + 1,
             target->moves, target->level->figures.moves, target->seconds);
  else if (progress->round != p->last_round)
    {
      p->last_round = progress->round;
      fprintf (stderr, "target %u (%d moves): round %u, best %d moves\n", target->index + 1,
               target->moves, progress->round, progress->best_moves);
    }
}

int
pf_cli_build_pack (int    argc,
                   char **argv)
{
  g_autofree char *pack_id = NULL, *out_path = NULL, *from_id = NULL;
  g_autofree char *count_text = NULL, *min_text = NULL, *max_text = NULL;
  g_autofree char *seed_text = NULL, *threads_text = NULL, *minutes_text = NULL;
  g_autofree char *curve_text = NULL, *narrow_text = NULL;
  double minutes = 30;
  gboolean as_json = FALSE, verbose = FALSE, minimal = FALSE, unique = FALSE;
  GOptionEntry entries[] = {
    { "pack", 0, 0, G_OPTION_ARG_STRING, &pack_id, "The pack to add levels to", "ID" },
    { "count", 0, 0, G_OPTION_ARG_STRING, &count_text, "How many levels to add", "N" },
    { "from", 0, 0, G_OPTION_ARG_STRING, &from_id,
      "Mutate this level (default: the pack's level nearest below each target)", "LEVEL" },
    { "min-moves", 0, 0, G_OPTION_ARG_STRING, &min_text, "Moves of the first level (default 1)",
      "A" },
    { "max-moves", 0, 0, G_OPTION_ARG_STRING, &max_text, "Moves of the last level (default 30)",
      "B" },
    { "curve", 0, 0, G_OPTION_ARG_STRING, &curve_text,
      "Shape of the curve: linear (default), ease or steps", "SHAPE" },
    { "minimal", 0, 0, G_OPTION_ARG_NONE, &minimal,
      "Accept only levels with no redundant block (redundant blocks are taken away)", NULL },
    { "unique", 0, 0, G_OPTION_ARG_NONE, &unique,
      "Accept only levels with one optimal solution", NULL },
    { "min-narrow", 0, 0, G_OPTION_ARG_STRING, &narrow_text,
      "Accept only levels with at least K narrow steps", "K" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "Random seed (default 1)", "S" },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text, "Worker threads (default: all cores)",
      "J" },
    { "minutes", 0, 0, G_OPTION_ARG_STRING, &minutes_text, "Give up after this long (default 30)",
      "M" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out_path,
      "Save here instead of in place (- for standard output)", "OUT.xml" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, "Print the new levels as solve --json --analyze",
      NULL },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, "Print progress on stderr", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(PfJson) json = pf_json_new ();
  g_autoptr(GPtrArray) sources = NULL;
  g_autoptr(PfTriPackResult) result = NULL;
  g_autoptr(GError) error = NULL;
  guint64 count = 0, min_moves = 1, max_moves = 30, seed = 1, threads = 0, min_narrow = 0;
  PfTriPackCurve curve = PF_TRI_PACK_CURVE_LINEAR;
  PackProgress progress = { FALSE, 0 };
  PfTriPackParams params;
  PfTriPack *pack;
  int status;

  g_option_context_set_summary (context, "Add new levels to a pack along a difficulty curve: "
                                "level k of N aims at A + (B - A) t moves with t = k / (N - 1) "
                                "(linear), A + (B - A) t² (ease), or in groups of four with a "
                                "rest level after each (steps), within 10 % (at least 1).");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if (pack_id == NULL || count_text == NULL)
    return pf_cli_usage_error (context, "--pack and --count are required");
  if ((status = pf_cli_parse_uint (context, "--count", count_text, 1, 1000, &count)) != 0 ||
      (status = pf_cli_parse_uint (context, "--min-moves", min_text, 1, MAX_MOVES,
                                   &min_moves)) != 0 ||
      (status = pf_cli_parse_uint (context, "--max-moves", max_text, 1, MAX_MOVES,
                                   &max_moves)) != 0 ||
      (status = pf_cli_parse_uint (context, "--seed", seed_text, 0, G_MAXUINT64, &seed)) != 0 ||
      (status = pf_cli_parse_uint (context, "--threads", threads_text, 0, 1024, &threads)) != 0 ||
      (status = pf_cli_parse_uint (context, "--min-narrow", narrow_text, 0, MAX_MOVES,
                                   &min_narrow)) != 0 ||
      (status = pf_cli_parse_minutes (context, "--minutes", minutes_text, &minutes)) != 0)
    return status;
  if (min_moves > max_moves)
    return pf_cli_fail ("--min-moves %" G_GUINT64_FORMAT " is above --max-moves %" G_GUINT64_FORMAT,
                        min_moves, max_moves);
  if (curve_text != NULL && !pf_tri_pack_curve_from_string (curve_text, &curve))
    return pf_cli_fail ("--curve: unknown shape “%s” (use linear, ease or steps)", curve_text);

  pf_cli_claim_stdout (argv[1], out_path);
  pack = pf_cli_load_pack (argv[1], pack_id, &project);
  if (pack == NULL)
    return PF_EXIT_INVALID;
  sources = source_levels (pack, from_id);
  if (sources == NULL)
    return PF_EXIT_INVALID;

  progress.verbose = verbose;
  pf_tri_pack_params_init (&params);
  params.count = count;
  params.min_moves = min_moves;
  params.max_moves = max_moves;
  params.curve = curve;
  params.minimal = minimal;
  params.unique = unique;
  params.min_narrow = min_narrow;
  params.seed = seed;
  params.threads = threads;
  params.max_seconds = minutes * 60;
  params.report = on_pack_report;
  params.user_data = &progress;
  result = pf_tri_build_pack (sources, pack->levels, &params, &error);
  if (result == NULL)
    return pf_cli_fail ("%s", error->message);

  pf_json_begin_object (json);
  pf_json_key (json, "levels");
  pf_json_begin_array (json);
  for (guint i = 0; i < result->levels->len; i++)
    {
      PfTriLevel *level = pf_tri_level_copy (g_ptr_array_index (result->levels, i));
      g_auto(PfTriMeasure) measure = { 0 };
      PfTriMeasureOptions options;

      name_level (project, pack, level, NULL);
      g_ptr_array_add (pack->levels, level);
      if (as_json)
        {
          pf_tri_measure_options_init (&options);
          options.analyze = TRUE;
          if (!pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error))
            return pf_cli_fail ("level %s/%s: %s", pack->id, level->id, error->message);
          pf_cli_json_solve_result (json, pack->id, level->id, &measure, TRUE, FALSE);
        }
      else
        printf ("%s/%s: %d moves, %d steps, difficulty %.2f, %" G_GINT64_FORMAT " states\n",
                pack->id, level->id, level->figures.moves, level->figures.steps,
                level->figures.difficulty, level->figures.reachable);
    }
  pf_json_end_array (json);
  pf_json_end_object (json);

  status = pf_cli_save_project (project, argv[1], out_path);
  if (status != PF_EXIT_OK)
    return status;
  if (as_json)
    pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));

  for (guint k = 0; k < result->targets->len; k++)
    {
      const PfTriPackTarget *target = g_ptr_array_index (result->targets, k);

      if (target->level == NULL)
        {
          fprintf (stderr, "polyform: missed target %u of %u: %d moves (%d to %d)\n", k + 1,
                   result->targets->len, target->moves, target->low, target->high);
          status = PF_EXIT_INVALID;
        }
    }
  if (status != PF_EXIT_OK)
    fprintf (stderr, "polyform: %u of %u levels built in %g minutes\n", result->levels->len,
             result->targets->len, minutes);
  return status;
}

/* pf-cli-tri.c: solve and layout, the triangle puzzle commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "pf-cli.h"
#include "pf-item.h"
#include "pf-error.h"
#include "pf-json.h"
#include "pf-random.h"
#include "pf-tri-analysis.h"
#include "pf-tri-layout.h"
#include "pf-tri-measure.h"
#include "pf-tri-same-puzzle.h"

static void
json_moves (PfJson       *json,
            const GArray *moves)
{
  pf_tri_moves_write_json (json, moves);
}

static void
json_int_or_null (PfJson *json,
                  gint64  value)
{
  if (value < 0)
    pf_json_null (json);
  else
    pf_json_int (json, value);
}

static void
json_analysis (PfJson              *json,
               const PfTriAnalysis *a)
{
  const guint64 *histogram;
  guint n_buckets = 0;

  pf_json_key (json, "reachable");
  if (a != NULL)
    pf_json_uint (json, pf_tri_analysis_get_reachable (a));
  else
    pf_json_null (json);
  pf_json_key (json, "solved_states");
  if (a != NULL)
    pf_json_uint (json, pf_tri_analysis_get_solved_states (a));
  else
    pf_json_null (json);
  pf_json_key (json, "max_distance");
  json_int_or_null (json, a != NULL ? pf_tri_analysis_get_max_distance (a) : -1);
  pf_json_key (json, "farther_states");
  if (a != NULL)
    pf_json_uint (json, pf_tri_analysis_get_farther_states (a));
  else
    pf_json_null (json);
  pf_json_key (json, "difficulty");
  if (a != NULL && pf_tri_analysis_get_difficulty (a) >= 0)
    pf_json_double (json, pf_tri_analysis_get_difficulty (a));
  else
    pf_json_null (json);
  pf_json_key (json, "histogram");
  if (a == NULL)
    {
      pf_json_null (json);
      return;
    }
  histogram = pf_tri_analysis_get_histogram (a, &n_buckets);
  pf_json_begin_array (json);
  for (guint d = 0; d < n_buckets; d++)
    pf_json_uint (json, histogram[d]);
  pf_json_end_array (json);
}

void
pf_cli_json_solve_result (PfJson             *json,
                          const char         *pack_id,
                          const char         *level_id,
                          const PfTriMeasure *measure,
                          gboolean            analyze,
                          gboolean            explain)
{
  const PfTriSolution *sol = measure->solution;

  pf_json_begin_object (json);
  pf_json_key (json, "pack");
  pf_json_string (json, pack_id);
  pf_json_key (json, "level");
  pf_json_string (json, level_id);
  pf_json_key (json, "solvable");
  if (sol->status == PF_TRI_SOLVE_GAVE_UP)
    pf_json_null (json);
  else
    pf_json_bool (json, sol->status == PF_TRI_SOLVE_SOLVED);
  pf_json_key (json, "moves");
  json_int_or_null (json, sol->moves);
  pf_json_key (json, "steps");
  json_int_or_null (json, sol->steps);
  pf_json_key (json, "explored");
  pf_json_uint (json, sol->explored);
  if (sol->status == PF_TRI_SOLVE_GAVE_UP)
    {
      pf_json_key (json, "gave_up");
      pf_json_bool (json, TRUE);
    }
  pf_json_key (json, "solution");
  json_moves (json, sol->solution);
  if (analyze)
    json_analysis (json, measure->analysis);
  /* Solved within the budget, but the whole state space was not: the
   * analysis figures above are null for that reason. */
  if (analyze && measure->analysis == NULL && sol->status == PF_TRI_SOLVE_SOLVED)
    {
      pf_json_key (json, "analysis_gave_up");
      pf_json_bool (json, TRUE);
    }
  if (explain)
    pf_tri_explanation_write_json (json, measure->explanation);
  pf_json_end_object (json);
}

static void
print_indices (const char   *what,
               const GArray *indices)
{
  printf (", %s:", what);
  if (indices->len == 0)
    printf (" none");
  for (guint i = 0; i < indices->len; i++)
    printf ("%s%u", i == 0 ? " " : ", ", g_array_index (indices, guint, i));
}

static void
print_explanation (const PfTriExplanation *e)
{
  if (e == NULL)
    return;
  if (e->solutions_capped)
    printf ("  explain: more than %u optimal solutions", PF_TRI_SOLUTIONS_CAP);
  else
    printf ("  explain: %" G_GUINT64_FORMAT " optimal solution%s", e->solutions,
            e->solutions == 1 ? "" : "s");
  print_indices ("redundant blocks", e->redundant_blocks);
  print_indices ("narrow steps", e->narrow_steps);
  printf ("\n");
}

static void
print_text (const PfCliLevelRef *ref,
            const PfTriMeasure  *measure,
            gboolean             analyze)
{
  const PfTriSolution *sol = measure->solution;
  const PfTriAnalysis *a = measure->analysis;

  printf ("%s/%s: ", ref->pack->id, ref->level->id);
  switch (sol->status)
    {
    case PF_TRI_SOLVE_SOLVED:
      printf ("%d moves, %d steps, %" G_GUINT64_FORMAT " states explored\n",
              sol->moves, sol->steps, sol->explored);
      printf ("  solution:");
      for (guint i = 0; i < sol->solution->len; i++)
        {
          const PfTriMove *m = &g_array_index (sol->solution, PfTriMove, i);

          printf (" %u%c%u", m->block, m->dir > 0 ? '+' : '-', m->steps);
        }
      printf ("\n");
      break;
    case PF_TRI_SOLVE_UNSOLVABLE:
      printf ("unsolvable, %" G_GUINT64_FORMAT " states explored\n", sol->explored);
      break;
    case PF_TRI_SOLVE_GAVE_UP:
    default:
      printf ("gave up after %" G_GUINT64_FORMAT " states (--max-states)\n", sol->explored);
      break;
    }

  if (!analyze)
    return;
  if (a == NULL)
    {
      printf ("  analysis: gave up (--max-states)\n");
      return;
    }
  /* Without a solved state there is no distance to the goal to tell. */
  if (pf_tri_analysis_get_solved_states (a) == 0)
    {
      printf ("  reachable %" G_GUINT64_FORMAT ", solved states 0: no distances and no "
              "difficulty\n", pf_tri_analysis_get_reachable (a));
      print_explanation (measure->explanation);
      return;
    }
  printf ("  reachable %" G_GUINT64_FORMAT ", solved states %" G_GUINT64_FORMAT
          ", max distance %d, farther states %" G_GUINT64_FORMAT ", difficulty %.2f\n",
          pf_tri_analysis_get_reachable (a), pf_tri_analysis_get_solved_states (a),
          pf_tri_analysis_get_max_distance (a), pf_tri_analysis_get_farther_states (a),
          pf_tri_analysis_get_difficulty (a));
  print_explanation (measure->explanation);
}

int
pf_cli_solve (int    argc,
              char **argv)
{
  g_autofree char *pack_id = NULL;
  g_autofree char *level_id = NULL;
  g_autofree char *max_states_text = NULL;
  g_autofree char *threads_text = NULL;
  gboolean analyze = FALSE, explain = FALSE, as_json = FALSE;
  guint64 max_states = 0, threads = 0;
  PfTriMeasureOptions options;
  int status;
  GOptionEntry entries[] = {
    { "pack", 0, 0, G_OPTION_ARG_STRING, &pack_id, "Only the levels of this pack", "ID" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_id, "Only this level", "ID" },
    { "analyze", 0, 0, G_OPTION_ARG_NONE, &analyze, "Also analyse the whole state space", NULL },
    { "explain", 0, 0, G_OPTION_ARG_NONE, &explain,
      "Also count the optimal solutions and find the redundant blocks and the narrow steps "
      "(implies --analyze)", NULL },
    { "max-states", 0, 0, G_OPTION_ARG_STRING, &max_states_text,
      "Give up after N states (default 0: no budget)", "N" },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      "Threads for each search (default: all cores); the results do not depend on it", "J" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, "Print JSON", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GArray) refs = NULL;
  g_autoptr(PfJson) json = pf_json_new ();
  gboolean bad = FALSE;

  g_option_context_set_summary (context, "Solve triangle levels optimally (fewest moves).");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if ((status = pf_cli_parse_uint (context, "--max-states", max_states_text, 0, G_MAXINT64,
                                   &max_states)) != 0 ||
      (status = pf_cli_parse_uint (context, "--threads", threads_text, 0, 64, &threads)) != 0)
    return status;
  pf_tri_measure_options_init (&options);
  options.max_states = max_states;
  options.n_threads = threads;
  analyze = analyze || explain;
  options.analyze = analyze;
  options.explain = explain;

  project = pf_cli_load_project (argv[1]);
  if (project == NULL)
    return PF_EXIT_INVALID;
  refs = pf_cli_select_levels (project, pack_id, level_id);
  if (refs == NULL)
    return PF_EXIT_INVALID;

  for (guint i = 0; i < refs->len; i++)
    {
      PfCliLevelRef *ref = &g_array_index (refs, PfCliLevelRef, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(PfTriRules) rules = pf_tri_rules_new (ref->level, &error);

      if (rules == NULL)
        {
          pf_cli_fail ("level %s/%s: %s", ref->pack->id, ref->level->id, error->message);
          bad = TRUE;
        }
    }
  if (bad)
    return PF_EXIT_INVALID;

  pf_json_begin_object (json);
  pf_json_key (json, "levels");
  pf_json_begin_array (json);
  for (guint i = 0; i < refs->len; i++)
    {
      PfCliLevelRef *ref = &g_array_index (refs, PfCliLevelRef, i);
      g_auto(PfTriMeasure) measure = { 0 };
      g_autoptr(GError) error = NULL;

      /* A budget that runs out is reported with the level, not as a failure. */
      if (!pf_tri_measure_level (ref->level, &options, NULL, NULL, NULL, &measure, &error) &&
          (measure.solution == NULL || !g_error_matches (error, PF_ERROR, PF_ERROR_LIMIT)))
        return pf_cli_fail ("level %s/%s: %s", ref->pack->id, ref->level->id, error->message);

      if (!as_json)
        {
          print_text (ref, &measure, analyze);
          continue;
        }

      pf_cli_json_solve_result (json, ref->pack->id, ref->level->id, &measure, analyze, explain);
    }
  pf_json_end_array (json);
  pf_json_end_object (json);

  if (as_json)
    pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));
  return PF_EXIT_OK;
}


/* How many layouts layout draws for each one asked, at most, when draws
 * repeat levels of the pack */
#define LAYOUT_DRAWS 8

int
pf_cli_layout (int    argc,
               char **argv)
{
  g_autofree char *pack_id = NULL, *out_path = NULL;
  g_autofree char *count_text = NULL, *seed_text = NULL, *area_text = NULL;
  g_autofree char *compactness_text = NULL, *keys_text = NULL;
  guint64 count = 1, area = 120, keys = 1, seed = 1;
  gboolean warned_area = FALSE;
  double compactness = 0.6;
  gboolean as_json = FALSE;
  int status;
  GOptionEntry entries[] = {
    { "pack", 0, 0, G_OPTION_ARG_STRING, &pack_id, "The pack to add layouts to (made if missing)", "ID" },
    { "count", 0, 0, G_OPTION_ARG_STRING, &count_text, "How many layouts (default 1)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "Random seed (default 1)", "S" },
    { "area", 0, 0, G_OPTION_ARG_STRING, &area_text, "Floor triangles (default 120)", "A" },
    { "compactness", 0, 0, G_OPTION_ARG_STRING, &compactness_text, "0..1 (default 0.6)", "C" },
    { "keys", 0, 0, G_OPTION_ARG_STRING, &keys_text, "Key blocks, 1..4 (default 1)", "K" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out_path,
      "Save here instead of in place (- for standard output)", "OUT.xml" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, "Print JSON", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(PfJson) json = pf_json_new ();
  g_autoptr(PfTriPuzzleSet) seen = pf_tri_puzzle_set_new (0);
  PfTriPack *pack;
  guint64 made = 0, draw;

  g_option_context_set_summary (context, "Generate random wall/goal layouts with their keys. "
                                "A layout that is the same puzzle as a level of the pack is "
                                "drawn again.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if (pack_id == NULL)
    return pf_cli_usage_error (context, "--pack is required");
  if ((status = pf_cli_parse_uint (context, "--count", count_text, 1, 10000, &count)) != 0 ||
      (status = pf_cli_parse_uint (context, "--seed", seed_text, 0, G_MAXUINT64, &seed)) != 0 ||
      (status = pf_cli_parse_uint (context, "--area", area_text, 8, 480, &area)) != 0 ||
      (status = pf_cli_parse_uint (context, "--keys", keys_text, 1, 4, &keys)) != 0 ||
      (status = pf_cli_parse_double (context, "--compactness", compactness_text, 0.0, 1.0,
                                     &compactness)) != 0)
    return status;
  pf_cli_claim_stdout (argv[1], out_path);

  project = pf_cli_load_project (argv[1]);
  if (project == NULL)
    return PF_EXIT_INVALID;
  pack = pf_project_find_pack (project, pack_id);
  if (pack == NULL && pf_cli_check_id ("--pack", pack_id) != PF_EXIT_OK)
    return PF_EXIT_INVALID;
  if (pack == NULL)
    {
      pack = pf_tri_pack_new (pack_id);
      g_ptr_array_add (pf_project_get_packs (project), pack);
    }

  for (guint i = 0; i < pack->levels->len; i++)
    pf_tri_puzzle_set_add (seen, g_ptr_array_index (pack->levels, i),
                           g_ptr_array_index (pack->levels, i), NULL);

  pf_json_begin_object (json);
  pf_json_key (json, "levels");
  pf_json_begin_array (json);
  for (draw = 0; made < count && draw < count * LAYOUT_DRAWS; draw++)
    {
      g_autofree char *base = g_strdup_printf ("layout%" G_GUINT64_FORMAT "-%" G_GUINT64_FORMAT,
                                               seed, draw + 1);
      g_autofree char *id = pf_tri_pack_unique_level_id (pack, base);
      g_autoptr(PfTriLevel) level = NULL;
      g_auto(PfTriMeasure) measure = { 0 };
      g_autoptr(GError) error = NULL;
      PfTriMeasureOptions options;
      PfTriLayoutParams params;
      gpointer same = NULL;

      pf_tri_layout_params_init (&params);
      params.seed = pf_random_split (seed, draw);
      params.area = area;
      params.compactness = compactness;
      params.keys = keys;
      level = pf_tri_layout_generate (&params, id, &error);
      if (level == NULL)
        return pf_cli_fail ("layout %" G_GUINT64_FORMAT ": %s", draw + 1, error->message);
      /* SPEC §2.8: no new level repeats a level of the pack or another new one. */
      if (!pf_tri_puzzle_set_add (seen, level, level, &same))
        {
          fprintf (stderr, "polyform: layout %" G_GUINT64_FORMAT " is the same puzzle as level "
                   "“%s”; drawing another\n", draw + 1, ((PfTriLevel *) same)->id);
          continue;
        }
      made++;
      pf_tri_measure_options_init (&options);
      if (!pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error) &&
          measure.solution == NULL)
        return pf_cli_fail ("layout %" G_GUINT64_FORMAT ": %s", draw + 1, error->message);
      level->figures.moves = measure.figures.moves;
      level->figures.steps = measure.figures.steps;
      /* The keys' paths to their goals are floor first: --area grows the
       * room from them, and cannot make it smaller. */
      if (PF_TRI_COUNT - pf_tri_mask_count (&level->walls) > area && !warned_area)
        {
          fprintf (stderr, "polyform: warning: the paths of %" G_GUINT64_FORMAT " %s take "
                   "%u floor triangles, more than --area %" G_GUINT64_FORMAT "\n", keys,
                   keys == 1 ? "key" : "keys", PF_TRI_COUNT - pf_tri_mask_count (&level->walls),
                   area);
          warned_area = TRUE;
        }
      if (as_json)
        {
          pf_json_begin_object (json);
          pf_json_key (json, "pack");
          pf_json_string (json, pack->id);
          pf_json_key (json, "level");
          pf_json_string (json, level->id);
          pf_json_key (json, "floor");
          pf_json_uint (json, PF_TRI_COUNT - pf_tri_mask_count (&level->walls));
          pf_json_key (json, "keys");
          pf_json_uint (json, level->n_blocks);
          pf_json_key (json, "moves");
          json_int_or_null (json, measure.solution->moves);
          pf_json_end_object (json);
        }
      else
        printf ("%s/%s: %u floor triangles, %u %s, %d %s\n", pack->id, level->id,
                PF_TRI_COUNT - pf_tri_mask_count (&level->walls), level->n_blocks,
                level->n_blocks == 1 ? "key" : "keys", measure.solution->moves,
                measure.solution->moves == 1 ? "move" : "moves");
      g_ptr_array_add (pack->levels, g_steal_pointer (&level));
    }
  pf_json_end_array (json);
  pf_json_end_object (json);
  if (made < count)
    fprintf (stderr, "polyform: made %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " layouts: "
             "the other draws repeated levels of the pack\n", made, count);

  status = pf_cli_save_project (project, argv[1], out_path);
  if (status == PF_EXIT_OK && as_json)
    pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));
  return status;
}

/* bench-generate.c: the generator's best level per minute, and a 20-level pack's build time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bench-generate [FILE.xml] [--minutes M] [--threads J] [--starts LIST]
 *                [--ideas LIST] [--candidates N] [--minimal] [--trials N]
 *                [--no-build-pack] [--no-starts] [--seed S] [--cli]
 *
 * For each start (levels of the first pack of FILE.xml, by default the
 * starter project's level-01, level-05, level-10 and level-16, and "fresh",
 * a room of the layout generator with seed 1), it runs the generator
 * (pf_tri_gen_run, seed 1 unless --seed, no move target) for M minutes (10 by default)
 * on J threads (2) and prints the optimal moves of the best level at the
 * end of every minute, when 50 moves were first reached, the trials
 * scored and the CPU time the run took (user + system, every thread).
 * Like `polyform generate`, it offers no candidates unless --candidates N
 * asks for N of each move count, as the app's Generate Levels window does
 * (each candidate is solved and analysed in full, on the calling thread);
 * --minimal then takes their blocks that do not matter away, as the
 * window's Minimal switch does, and each start's row is followed by how
 * many candidates it offered.
 *
 * Then it times pf_tri_build_pack with the parameters of
 * `polyform build-pack FILE.xml --pack starter --count 20 --min-moves 1
 * --max-moves 40 --threads J` (seed 1), with a limit of 30 minutes.
 *
 * --ideas sets the generator's ideas for the starts: "default", "all", or a
 * list of farthest, sideways, compact, anneal, restarts, walls, layouts,
 * budget, fresh, key-slides, scouts, remember, obstruct,
 * each optionally prefixed with "-" to take it away from the default set
 * (for example --ideas=-restarts). It is how the README measures what each
 * idea contributes. --trials N stops each start after N trials instead of
 * after M minutes (the minutes then only bound the table): the levels then
 * do not depend on the machine's speed or load, only the times do. --seed S
 * runs the starts with another seed than 1.
 *
 * --cli runs `polyform generate FILE.xml --pack P --from START --min-moves 50
 * --minutes M --threads J -o TMP` instead, as a user runs it (the CLI's own
 * defaults otherwise), from every level of the pack unless --starts names
 * some; a start named "LEVEL+walls" adds --walls. It prints the moves
 * reached, the exit status (0: 50 moves reached), the wall and CPU time of
 * each run. The program is $POLYFORM, which `meson test` sets, else
 * _build/src/cli/polyform.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include <glib/gstdio.h>

#include "pf-project.h"
#include "pf-tri-layout.h"
#include "pf-tri-pack-builder.h"

#define TARGET_MOVES 50
#define MAX_MINUTES  120

typedef struct
{
  gint    best_by_minute[MAX_MINUTES];
  guint   minutes;
  double  reached_at;   /* seconds to TARGET_MOVES, or -1 */
  gint    best;
  guint64 trials;
} StartRun;

/* CPU time (user + system) of this process (RUSAGE_SELF) or of the
 * children it waited for (RUSAGE_CHILDREN). */
static double
cpu_seconds_of (int who)
{
  struct rusage usage;

  getrusage (who, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6
         + usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

static double
load_average (void)
{
  double load[1] = { 0 };

  return getloadavg (load, 1) == 1 ? load[0] : -1;
}

static void
on_report (const PfTriGenProgress *progress,
           gpointer                user_data)
{
  StartRun *run = user_data;
  guint minute = (guint) (progress->elapsed / 60);

  /* Every minute that ended before this report had the best held until now. */
  for (guint m = 0; m < MIN (minute, run->minutes); m++)
    if (run->best_by_minute[m] < 0)
      run->best_by_minute[m] = run->best;

  run->best = MAX (run->best, progress->best_moves);
  run->trials = progress->trials;
  if (run->reached_at < 0 && run->best >= TARGET_MOVES)
    run->reached_at = progress->elapsed;
}

static gboolean
parse_ideas (const char    *text,
             PfTriGenIdeas *ideas)
{
  static const struct { const char *name; PfTriGenIdeas idea; } names[] = {
    { "farthest", PF_TRI_GEN_FARTHEST },
    { "sideways", PF_TRI_GEN_SIDEWAYS },
    { "compact", PF_TRI_GEN_COMPACT },
    { "anneal", PF_TRI_GEN_ANNEAL },
    { "restarts", PF_TRI_GEN_RESTARTS },
    { "walls", PF_TRI_GEN_WALLS },
    { "layouts", PF_TRI_GEN_LAYOUTS },
    { "budget", PF_TRI_GEN_ADAPTIVE_BUDGET },
    { "fresh", PF_TRI_GEN_FRESH },
    { "key-slides", PF_TRI_GEN_KEY_SLIDES },
    { "scouts", PF_TRI_GEN_SCOUTS },
    { "remember", PF_TRI_GEN_REMEMBER },
    { "obstruct", PF_TRI_GEN_OBSTRUCT },
  };
  g_auto(GStrv) words = g_strsplit (text, ",", -1);
  gboolean relative = words[0] != NULL && (words[0][0] == '-' || words[0][0] == '+');

  *ideas = relative ? PF_TRI_GEN_IDEAS_DEFAULT : 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *word = words[i];
      gboolean take = word[0] == '-';
      gboolean found = FALSE;

      if (word[0] == '-' || word[0] == '+')
        word++;
      if (strcmp (word, "default") == 0)
        {
          *ideas |= PF_TRI_GEN_IDEAS_DEFAULT;
          continue;
        }
      if (strcmp (word, "all") == 0)
        {
          *ideas |= PF_TRI_GEN_IDEAS_ALL;
          continue;
        }
      if (strcmp (word, "none") == 0)
        continue;
      for (guint k = 0; k < G_N_ELEMENTS (names); k++)
        if (strcmp (word, names[k].name) == 0)
          {
            *ideas = take ? (*ideas & ~names[k].idea) : (*ideas | names[k].idea);
            found = TRUE;
          }
      if (!found)
        return FALSE;
    }
  return TRUE;
}

static PfTriLevel *
fresh_layout (void)
{
  PfTriLayoutParams params;
  g_autoptr(GError) error = NULL;
  PfTriLevel *level;

  pf_tri_layout_params_init (&params);
  params.seed = 1;
  level = pf_tri_layout_generate (&params, "fresh", &error);
  if (level == NULL)
    g_error ("fresh layout: %s", error->message);
  return level;
}

static void
run_start (const char       *name,
           const PfTriLevel *source,
           GPtrArray        *exclude,
           guint             minutes,
           guint             threads,
           PfTriGenIdeas     ideas,
           guint             candidates,
           gboolean          minimal,
           guint             max_trials,
           guint64           seed)
{
  StartRun run = { .minutes = minutes, .reached_at = -1, .best = -1 };
  g_autoptr(PfTriGenResult) result = NULL;
  g_autoptr(GError) error = NULL;
  PfTriGenParams params;
  gint64 wall_start;
  double cpu_start, wall, cpu;

  for (guint m = 0; m < MAX_MINUTES; m++)
    run.best_by_minute[m] = -1;

  pf_tri_gen_params_init (&params);
  params.seed = seed;
  params.rounds = max_trials > 0 ? MAX (1, max_trials / params.trials)
                                 : G_MAXUINT / params.trials;
  params.threads = threads;
  params.ideas = ideas;
  params.per_moves = candidates;
  params.minimal = minimal;
  params.max_seconds = max_trials > 0 ? 0 : minutes * 60.0;
  params.exclude = exclude;
  params.report = on_report;
  params.user_data = &run;

  wall_start = g_get_monotonic_time ();
  cpu_start = cpu_seconds_of (RUSAGE_SELF);
  result = pf_tri_gen_run (source, &params, &error);
  cpu = cpu_seconds_of (RUSAGE_SELF) - cpu_start;
  wall = (g_get_monotonic_time () - wall_start) / 1e6;
  if (result == NULL)
    g_error ("%s: %s", name, error->message);

  if (result->best != NULL)
    run.best = MAX (run.best, result->best->figures.moves);
  run.trials = MAX (run.trials, result->trials);
  for (guint m = 0; m < minutes; m++)
    if (run.best_by_minute[m] < 0)
      run.best_by_minute[m] = run.best;
  if (run.reached_at < 0 && run.best >= TARGET_MOVES)
    run.reached_at = wall;

  printf ("| %-9s |", name);
  for (guint m = 0; m < minutes; m++)
    printf (" %3d |", run.best_by_minute[m]);
  if (run.reached_at >= 0)
    printf (" %6.0f s |", run.reached_at);
  else
    printf (" %8s |", "not met");
  printf (" %4d | %8" G_GUINT64_FORMAT " | %6.0f | %6.0f | %4.1f |\n", run.best, run.trials, wall, cpu,
          load_average ());
  if (candidates > 0)
    printf ("\n%s offered %u candidates%s.\n\n", name, result->candidates->len,
            minimal ? ", made minimal" : "");
  fflush (stdout);
}

/* One run of `polyform generate` from @start ("LEVEL" or "LEVEL+walls"),
 * as a user runs it: one row of the table. */
static void
run_cli_start (const char *path,
               const char *pack_id,
               const char *start,
               guint       minutes,
               guint       threads)
{
  const char *program = g_getenv ("POLYFORM");
  g_autofree char *level_id = g_strdup (start);
  g_autofree char *minutes_text = g_strdup_printf ("%u", minutes);
  g_autofree char *threads_text = g_strdup_printf ("%u", threads);
  g_autofree char *target_text = g_strdup_printf ("%d", TARGET_MOVES);
  g_autofree char *dir = g_dir_make_tmp ("bench-generate-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *std_out = NULL, *std_err = NULL;
  g_autoptr(GError) error = NULL;
  char *walls = strstr (level_id, "+walls");
  const char *argv[20] = { program != NULL ? program : "_build/src/cli/polyform", "generate",
                           path, "--pack", pack_id, "--from", NULL, "--min-moves", target_text,
                           "--minutes", minutes_text, "--threads", threads_text, "-o", out };
  guint n = 15;
  gint64 wall_start;
  double cpu_start, wall, cpu;
  const char *moves;
  int wait_status = 0;

  if (walls != NULL)
    {
      *walls = '\0';
      argv[n++] = "--walls";
    }
  argv[6] = level_id;
  wall_start = g_get_monotonic_time ();
  cpu_start = cpu_seconds_of (RUSAGE_CHILDREN);
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &std_out, &std_err,
                     &wait_status, &error))
    g_error ("%s: %s", argv[0], error->message);
  cpu = cpu_seconds_of (RUSAGE_CHILDREN) - cpu_start;
  wall = (g_get_monotonic_time () - wall_start) / 1e6;
  g_unlink (out);
  g_rmdir (dir);

  /* "starter/level-17: 52 moves, …" */
  moves = strstr (std_out, ": ");
  printf ("| %-16s | %4d | %4d | %6.0f | %6.0f | %4.1f | %s\n", start,
          moves != NULL ? atoi (moves + 2) : -1,
          WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1, wall, cpu, load_average (),
          g_strstrip (std_err));
  fflush (stdout);
}

static void
on_pack_report (const PfTriPackTarget  *target,
                const PfTriGenProgress *progress,
                gpointer                user_data)
{
  if (progress == NULL && target->level != NULL)
    {
      printf ("  target %2u: %2d moves (range %d-%d) found with %d moves at %.0f s\n",
              target->index + 1, target->moves, target->low, target->high,
              target->level->figures.moves, target->seconds);
      fflush (stdout);
    }
}

static void
run_build_pack (PfTriPack *pack,
                guint      threads)
{
  g_autoptr(PfTriPackResult) result = NULL;
  g_autoptr(GError) error = NULL;
  PfTriPackParams params;
  gint64 wall_start;
  double cpu_start, wall, cpu;

  pf_tri_pack_params_init (&params);
  params.count = 20;
  params.min_moves = 1;
  params.max_moves = 40;
  params.seed = 1;
  params.threads = threads;
  params.max_seconds = 30 * 60;
  params.report = on_pack_report;

  printf ("\nbuild-pack --count 20 --min-moves 1 --max-moves 40 --threads %u (seed 1):\n", threads);
  fflush (stdout);
  wall_start = g_get_monotonic_time ();
  cpu_start = cpu_seconds_of (RUSAGE_SELF);
  result = pf_tri_build_pack (pack->levels, pack->levels, &params, &error);
  cpu = cpu_seconds_of (RUSAGE_SELF) - cpu_start;
  wall = (g_get_monotonic_time () - wall_start) / 1e6;
  if (result == NULL)
    g_error ("build-pack: %s", error->message);

  printf ("| levels | wall | CPU | load |\n|---|---|---|---|\n");
  printf ("| %u of 20 | %.0f s | %.0f s | %.1f |\n", result->levels->len, wall, cpu, load_average ());
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *default_path = NULL;
  const char *path = NULL;
  const char *starts_text = "level-01,level-05,level-10,level-16,fresh";
  guint minutes = 10, threads = 2, candidates = 0, max_trials = 0;
  guint64 seed = 1;
  gboolean minimal = FALSE;
  gboolean with_pack = TRUE, with_starts = TRUE, as_user = FALSE, starts_given = FALSE;
  PfTriGenIdeas ideas = PF_TRI_GEN_IDEAS_DEFAULT;
  g_autoptr(GFile) file = NULL;
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) starts = NULL;
  PfTriPack *pack;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--minutes") == 0 && i + 1 < argc)
        {
          gint value = atoi (argv[++i]);

          minutes = CLAMP (value, 1, MAX_MINUTES);
        }
      else if (strcmp (argv[i], "--threads") == 0 && i + 1 < argc)
        {
          gint value = atoi (argv[++i]);

          threads = CLAMP (value, 1, 64);
        }
      else if (strcmp (argv[i], "--candidates") == 0 && i + 1 < argc)
        {
          gint value = atoi (argv[++i]);

          candidates = CLAMP (value, 0, 100);
        }
      else if (strcmp (argv[i], "--minimal") == 0)
        minimal = TRUE;
      else if (strcmp (argv[i], "--trials") == 0 && i + 1 < argc)
        {
          gint value = atoi (argv[++i]);

          max_trials = MAX (value, 0);
        }
      else if (strcmp (argv[i], "--seed") == 0 && i + 1 < argc)
        seed = g_ascii_strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--starts") == 0 && i + 1 < argc)
        {
          starts_text = argv[++i];
          starts_given = TRUE;
        }
      else if (strcmp (argv[i], "--cli") == 0)
        as_user = TRUE;
      else if (g_str_has_prefix (argv[i], "--ideas="))
        {
          if (!parse_ideas (argv[i] + strlen ("--ideas="), &ideas))
            {
              fprintf (stderr, "bench-generate: bad --ideas “%s”\n", argv[i]);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--no-build-pack") == 0)
        with_pack = FALSE;
      else if (strcmp (argv[i], "--no-starts") == 0)
        with_starts = FALSE;
      else if (argv[i][0] != '-' && path == NULL)
        path = argv[i];
      else
        {
          fprintf (stderr, "bench-generate: unknown argument “%s”\n", argv[i]);
          return 2;
        }
    }
  if (path == NULL)
    {
      const char *root = g_getenv ("PF_SOURCE_ROOT");

      default_path = g_build_filename (root != NULL ? root : ".", "data", "examples",
                                       "starter.xml", NULL);
      path = default_path;
    }

  file = g_file_new_for_commandline_arg (path);
  project = pf_project_load (file, &error);
  if (project == NULL)
    g_error ("%s", error->message);
  if (pf_project_get_packs (project)->len == 0)
    g_error ("%s: no pack", path);
  pack = g_ptr_array_index (pf_project_get_packs (project), 0);

  if (as_user)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

      starts = g_strsplit (starts_text, ",", -1);
      if (starts_given)
        for (guint i = 0; starts[i] != NULL; i++)
          g_ptr_array_add (names, g_strdup (starts[i]));
      else
        for (guint k = 0; k < pack->levels->len; k++)
          g_ptr_array_add (names, g_strdup (((PfTriLevel *) g_ptr_array_index (pack->levels,
                                                                                 k))->id));
      printf ("polyform generate --min-moves %d --minutes %u --threads %u, the CLI's defaults "
              "otherwise:\n\n| start | moves | exit | wall s | CPU s | load | stderr\n"
              "|---|---|---|---|---|---|---|\n", TARGET_MOVES, minutes, threads);
      fflush (stdout);
      for (guint i = 0; i < names->len; i++)
        run_cli_start (path, pack->id, g_ptr_array_index (names, i), minutes, threads);
      return 0;
    }

  if (with_starts)
    {
      starts = g_strsplit (starts_text, ",", -1);
      printf ("Best optimal moves at the end of each minute, %u threads, seed %" G_GUINT64_FORMAT
              ", ideas 0x%02x, %u candidates per move count", threads, seed, (guint) ideas,
              candidates);
      if (max_trials > 0)
        printf (", %u trials per start", max_trials);
      printf (":\n\n");
      printf ("| start     |");
      for (guint m = 1; m <= minutes; m++)
        printf (" %2u' |", m);
      printf (" %d moves | best | trials | wall s | CPU s | load |\n|---|", TARGET_MOVES);
      for (guint m = 0; m < minutes + 6; m++)
        printf ("---|");
      printf ("\n");
      fflush (stdout);

      for (guint i = 0; starts[i] != NULL; i++)
        {
          g_autoptr(PfTriLevel) fresh = NULL;
          const PfTriLevel *source = NULL;

          if (strcmp (starts[i], "fresh") == 0)
            source = fresh = fresh_layout ();
          else
            for (guint k = 0; k < pack->levels->len; k++)
              {
                const PfTriLevel *level = g_ptr_array_index (pack->levels, k);

                if (g_strcmp0 (level->id, starts[i]) == 0)
                  source = level;
              }
          if (source == NULL)
            g_error ("%s: no level “%s” in pack “%s”", path, starts[i], pack->id);
          run_start (starts[i], source, pack->levels, minutes, threads, ideas, candidates, minimal,
                     max_trials, seed);
        }
    }

  if (with_pack)
    run_build_pack (pack, threads);

  return 0;
}

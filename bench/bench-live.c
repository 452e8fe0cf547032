/* bench-live.c: live figures, from an edit to the figures of the edited level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bench-live [--edits N] [--no-cli]
 *
 * The level page analyses its level after every edit (SPEC §2.8): it gives
 * each new version to its PfTriSession, which runs pf_tri_measure_level()
 * in a worker thread (a PfJob) within a budget of 10^6 states, solving,
 * analysing and explaining it, and the figures and the explain figures
 * come back together on the main loop. This benchmark does the same: a
 * PfTriSession with pf_tri_session_set_live(), driven by a GMainLoop, is
 * given level after level as scripted edits make them, and each edit is
 * timed from pf_tri_session_set_level() to the session's "analyzed"
 * signal: wall time, and the process's CPU time (all threads) meanwhile.
 *
 * The edits are those of pf-tri-level-edit.h, drawn from a fixed seed: a
 * wall painted on a floor triangle or one of those walls taken away, a
 * goal triangle set or cleared, a block slid one step along its band. An
 * edit that gives a layout met before is drawn again, so every edit is
 * analysed (the session would bring back an earlier layout's figures at
 * once, as it does on undo).
 *
 * The levels: the example project's (designed levels of 20 to 127,258
 * states and 1 to 34 moves), their edits told apart by the size of the
 * edited level's component, and seeded open rooms of about 10^3, 10^4 and
 * 10^5 reachable states, their blocks at the hardest start of their
 * component (the same every run). Beside each edit, in the same run:
 *   - the worker's call alone: pf_tri_measure_level() on the calling
 *     thread, with the session's options, so the difference is what the
 *     session and its job add; and the same call without the explanation,
 *     the time the figures alone take;
 *   - a plain `polyform solve --analyze --threads 1` of the same level (a
 *     project file of that one level), as a process: wall and CPU time.
 *     The CLI is $POLYFORM (meson sets it), else ../src/cli/polyform next
 *     to this program.
 *
 * Everything runs on one core: the process binds itself to the first
 * processor it may use, so the session's searches use one thread, as on
 * a machine whose other cores are busy.
 *
 * Targets: figures within 100 ms (p95) up to 10^5 states, explain figures
 * within 1 s.
 */
#include "config.h"

#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "bench-levels.h"
#include "bench-stats.h"
#include "pf-error.h"
#include "pf-random.h"
#include "pf-tri-level-edit.h"
#include "pf-tri-measure.h"
#include "pf-tri-session.h"

/* The level page's budget (PF_STUDIO_LEVEL_LIVE_STATES). */
#define LIVE_STATES G_GUINT64_CONSTANT (1000000)

/* The rooms: seeds found once, so every run benchmarks the same levels. */
static const struct
{
  const char *id;
  guint64     seed;
  guint       rows;
  guint       cols;
  guint       n_blocks;
  guint64     states;
  gint        moves;
} rooms[] = {
  { "live-1e3", 2194, 8, 6, 4, 977, 3 },
  { "live-1e4", 2618, 7, 7, 6, 8436, 5 },
  { "live-1e5", 2338, 7, 11, 8, 92914, 4 },
};

typedef struct
{
  const char *name;
  GArray     *states;      /* guint64: the reachable states of each version */
  GArray     *figures;     /* double, ms: the worker's call without explaining */
  GArray     *wall;        /* edit to the session's figures and explanation */
  GArray     *cpu;
  GArray     *direct;      /* the worker's call alone, wall */
  GArray     *cli_wall;
  GArray     *cli_cpu;
} Group;

typedef struct
{
  GMainLoop *loop;
  gboolean   done;
  GError    *error;
} Wait;

static const char *cli_path;

/* Auxiliary methods */

static double
now_ms (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

/* The value below which a share @q of @values lies (nearest rank). */
static double
quantile (GArray *values,
          double  q)
{
  guint i;

  if (values->len == 0)
    return -1;
  g_array_sort (values, bench_compare_doubles);
  i = (guint) (q * values->len + 0.999999);
  return g_array_index (values, double, CLAMP (i, 1, values->len) - 1);
}

static Group *
group_new (const char *name)
{
  Group *g = g_new0 (Group, 1);

  g->name = name;
  g->states = g_array_new (FALSE, FALSE, sizeof (guint64));
  g->figures = g_array_new (FALSE, FALSE, sizeof (double));
  g->wall = g_array_new (FALSE, FALSE, sizeof (double));
  g->cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g->direct = g_array_new (FALSE, FALSE, sizeof (double));
  g->cli_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g->cli_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  return g;
}

static void
group_free (Group *g)
{
  g_array_unref (g->states);
  g_array_unref (g->figures);
  g_array_unref (g->wall);
  g_array_unref (g->cpu);
  g_array_unref (g->direct);
  g_array_unref (g->cli_wall);
  g_array_unref (g->cli_cpu);
  g_free (g);
}

/* What the session compares: walls, goals and blocks in order. */
static GBytes *
layout_of (const PfTriLevel *level)
{
  GByteArray *bytes = g_byte_array_new ();

  g_byte_array_append (bytes, (const guint8 *) &level->walls, sizeof level->walls);
  g_byte_array_append (bytes, (const guint8 *) &level->goals, sizeof level->goals);
  for (guint i = 0; i < level->n_blocks; i++)
    {
      const PfTriBlock *b = &level->blocks[i];
      guint32 fields[4] = { b->axis, b->first, b->length, b->key };

      g_byte_array_append (bytes, (const guint8 *) fields, sizeof fields);
    }
  return g_byte_array_free_to_bytes (bytes);
}

/* One scripted edit of @level: TRUE when it changed the level. */
static gboolean
edit_once (PfTriLevel *level,
           PfRandom   *rng,
           GArray     *painted)
{
  guint kind = pf_random_below (rng, 10);
  guint t = pf_random_below (rng, PF_TRI_COUNT);

  if (kind < 4 && level->n_blocks > 0)
    {
      guint b = pf_random_below (rng, level->n_blocks);

      return pf_tri_level_move_block (level, b, pf_random_below (rng, 2) ? 1 : -1, NULL);
    }
  if (kind < 6 && painted->len > 0)
    {
      guint i = pf_random_below (rng, painted->len);
      guint wall = g_array_index (painted, guint, i);

      g_array_remove_index_fast (painted, i);
      return pf_tri_level_set_wall (level, wall, FALSE, NULL);
    }
  if (pf_tri_mask_get (&level->walls, t))
    return FALSE;
  if (kind < 7)
    {
      /* Walls go where the blocks play, next to floor. */
      if (!pf_tri_level_set_wall (level, t, TRUE, NULL))
        return FALSE;
      g_array_append_val (painted, t);
      return TRUE;
    }
  return pf_tri_level_set_goal (level, t, !pf_tri_mask_get (&level->goals, t), NULL);
}

/* Edits @level until its layout is one not met before. */
static void
edit_to_new_layout (PfTriLevel *level,
                    PfRandom   *rng,
                    GArray     *painted,
                    GHashTable *seen)
{
  for (guint tries = 0; tries < 1000; tries++)
    {
      g_autoptr(GBytes) layout = NULL;

      if (!edit_once (level, rng, painted))
        continue;
      layout = layout_of (level);
      if (g_hash_table_add (seen, g_bytes_ref (layout)))
        return;
    }
  g_error ("no new layout for %s", level->id);
}

static void
on_analyzed (PfTriSession *session,
             const GError *reason,
             gpointer      user_data)
{
  Wait *wait = user_data;

  wait->done = TRUE;
  if (reason != NULL)
    wait->error = g_error_copy (reason);
  g_main_loop_quit (wait->loop);
}

/* The worker's call on this thread, with or without the explanation: its
 * wall time in ms. */
static double
measure_direct (const PfTriLevel *level,
                gboolean          explain,
                guint64          *states)
{
  g_auto(PfTriMeasure) measure = { 0 };
  PfTriMeasureOptions options;
  double t0 = now_ms (CLOCK_MONOTONIC);

  pf_tri_measure_options_init (&options);
  options.max_states = LIVE_STATES;
  options.n_threads = 0;
  options.analyze = TRUE;
  options.explain = explain;
  pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, NULL);
  *states = measure.figures.reachable > 0 ? (guint64) measure.figures.reachable : 0;
  return now_ms (CLOCK_MONOTONIC) - t0;
}

/* `polyform solve --analyze --threads 1` of @level as a process: its wall
 * and CPU time in ms, or FALSE when the CLI cannot be run. */
static gboolean
measure_cli (const PfTriLevel *level,
             const char       *dir,
             double           *wall,
             double           *cpu)
{
  g_autoptr(GPtrArray) levels = g_ptr_array_new ();
  g_autofree char *path = g_build_filename (dir, "level.xml", NULL);
  struct rusage usage;
  double t0;
  pid_t pid;
  int status;

  g_ptr_array_add (levels, (gpointer) level);
  bench_write_levels (path, levels);
  t0 = now_ms (CLOCK_MONOTONIC);
  fflush (stdout);
  pid = fork ();
  if (pid == 0)
    {
      int null = open ("/dev/null", O_WRONLY);

      dup2 (null, STDOUT_FILENO);
      execl (cli_path, cli_path, "solve", "--analyze", "--threads", "1", path, (char *) NULL);
      _exit (127);
    }
  if (pid < 0 || wait4 (pid, &status, 0, &usage) != pid || !WIFEXITED (status) ||
      WEXITSTATUS (status) != 0)
    return FALSE;
  *wall = now_ms (CLOCK_MONOTONIC) - t0;
  *cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 +
         (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-3;
  return TRUE;
}

/* The sizes the example levels' edits are told apart by: up to 10^3,
 * 10^4, 10^5 states, and more. */
#define N_SIZES 4

static guint
size_class (guint64 states)
{
  guint c = 0;

  for (guint64 top = 1000; c + 1 < N_SIZES && states > top; top *= 10)
    c++;
  return c;
}

/* @n_edits scripted edits of @start through @session, each timed from the
 * edit to its figures, into the group of its size in @groups. */
static void
bench_level (PfTriSession     *session,
             Wait             *wait,
             const PfTriLevel *start,
             guint             n_edits,
             guint64           seed,
             const char       *dir,
             Group           **groups)
{
  g_autoptr(PfTriLevel) level = pf_tri_level_copy (start);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                      (GDestroyNotify) g_bytes_unref, NULL);
  g_autoptr(GArray) painted = g_array_new (FALSE, FALSE, sizeof (guint));
  PfRandom rng;

  pf_random_init (&rng, seed);
  g_hash_table_add (seen, layout_of (level));
  for (guint e = 0; e < n_edits; e++)
    {
      double t0, c0, wall, cpu, direct, figures, cli_wall, cli_cpu;
      guint64 states = 0;
      Group *group;

      edit_to_new_layout (level, &rng, painted, seen);

      /* The edit reaches the session as the level page gives it. */
      wait->done = FALSE;
      g_clear_error (&wait->error);
      t0 = now_ms (CLOCK_MONOTONIC);
      c0 = now_ms (CLOCK_PROCESS_CPUTIME_ID);
      pf_tri_session_set_level (session, level);
      if (!wait->done && pf_tri_session_is_busy (session))
        g_main_loop_run (wait->loop);
      wall = now_ms (CLOCK_MONOTONIC) - t0;
      cpu = now_ms (CLOCK_PROCESS_CPUTIME_ID) - c0;
      if (wait->error != NULL && !g_error_matches (wait->error, PF_ERROR, PF_ERROR_LIMIT))
        g_error ("%s: %s", level->id, wait->error->message);

      direct = measure_direct (level, TRUE, &states);
      figures = measure_direct (level, FALSE, &states);
      group = groups[size_class (states)];
      g_array_append_val (group->states, states);
      g_array_append_val (group->figures, figures);
      g_array_append_val (group->wall, wall);
      g_array_append_val (group->cpu, cpu);
      g_array_append_val (group->direct, direct);
      if (cli_path != NULL && measure_cli (level, dir, &cli_wall, &cli_cpu))
        {
          g_array_append_val (group->cli_wall, cli_wall);
          g_array_append_val (group->cli_cpu, cli_cpu);
        }
    }
}

static void
print_group (Group *g)
{
  g_autoptr(GArray) states = g_array_new (FALSE, FALSE, sizeof (double));

  if (g->wall->len == 0)
    return;
  for (guint i = 0; i < g->states->len; i++)
    {
      double s = g_array_index (g->states, guint64, i);

      g_array_append_val (states, s);
    }
  printf ("| %-14s | %5u | %8.0f–%-8.0f | %7.1f | %7.1f | %7.1f | %7.1f | %7.1f | %7.1f |"
          " %7.1f | %7.1f | %7.1f | %7.1f |\n",
          g->name, g->wall->len, quantile (states, 0.0), quantile (states, 1.0),
          quantile (g->figures, 0.5), quantile (g->figures, 0.95), quantile (g->wall, 0.5),
          quantile (g->wall, 0.95), quantile (g->cpu, 0.5), quantile (g->cpu, 0.95),
          quantile (g->direct, 0.5), quantile (g->wall, 0.5) - quantile (g->direct, 0.5),
          quantile (g->cli_wall, 0.5), quantile (g->cli_cpu, 0.5));
}

/* Binds the process to the first processor it may run on. */
static void
use_one_core (void)
{
  cpu_set_t set;

  if (sched_getaffinity (0, sizeof set, &set) != 0)
    return;
  for (int c = 0; c < CPU_SETSIZE; c++)
    if (CPU_ISSET (c, &set))
      {
        CPU_ZERO (&set);
        CPU_SET (c, &set);
        sched_setaffinity (0, sizeof set, &set);
        return;
      }
}

int
main (int    argc,
      char **argv)
{
  const char *root = g_getenv ("PF_SOURCE_ROOT");
  g_autofree char *examples_path = NULL;
  g_autofree char *own_cli = NULL;
  g_autofree char *own_dir = g_path_get_dirname (argv[0]);
  g_autofree char *dir = NULL;
  g_autofree char *load = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) examples = NULL;
  g_autoptr(PfTriSession) session = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  static const char *const example_names[N_SIZES] = {
    "examples ≤ 10³", "examples ≤ 10⁴", "examples ≤ 10⁵", "examples > 10⁵"
  };
  Group *example_groups[N_SIZES];
  Group *room_groups[G_N_ELEMENTS (rooms)];
  Wait wait = { NULL, FALSE, NULL };
  gboolean no_cli = FALSE;
  gint edits = 20;
  GOptionEntry entries[] = {
    { "edits", 0, 0, G_OPTION_ARG_INT, &edits, "Edits per level (examples: half)", "N" },
    { "no-cli", 0, 0, G_OPTION_ARG_NONE, &no_cli, "Do not time polyform solve", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  GPtrArray *packs;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || edits < 1)
    {
      fprintf (stderr, "%s\n", error != NULL ? error->message : "--edits must be 1 or more");
      return 2;
    }
  use_one_core ();

  examples_path = g_build_filename (root != NULL ? root : ".", "data", "examples", "starter.xml",
                                    NULL);
  file = g_file_new_for_path (examples_path);
  examples = pf_project_load (file, &error);
  if (examples == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  own_cli = g_build_filename (own_dir, "..", "src", "cli", "polyform", NULL);
  cli_path = g_getenv ("POLYFORM") != NULL ? g_getenv ("POLYFORM") : own_cli;
  if (no_cli || !g_file_test (cli_path, G_FILE_TEST_IS_EXECUTABLE))
    cli_path = NULL;
  dir = g_dir_make_tmp ("bench-live-XXXXXX", &error);
  g_assert_no_error (error);

  loop = g_main_loop_new (NULL, FALSE);
  wait.loop = loop;
  session = pf_tri_session_new ();
  g_signal_connect (session, "analyzed", G_CALLBACK (on_analyzed), &wait);
  pf_tri_session_set_live (session, LIVE_STATES);

  load = bench_load_average ();
  printf ("Live figures on one core: %d edits per room, %d per example level. "
          "Load average: %s\n\n", edits, MAX (edits / 2, 1), load);

  for (guint c = 0; c < N_SIZES; c++)
    example_groups[c] = group_new (example_names[c]);
  packs = pf_project_get_packs (examples);
  for (guint i = 0; i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);

      for (guint j = 0; j < pack->levels->len; j++)
        bench_level (session, &wait, g_ptr_array_index (pack->levels, j), MAX (edits / 2, 1),
                     j + 1, dir, example_groups);
    }
  for (guint i = 0; i < G_N_ELEMENTS (rooms); i++)
    {
      g_autoptr(PfTriLevel) room = bench_room_level (rooms[i].id, rooms[i].seed, rooms[i].rows,
                                                     rooms[i].cols, rooms[i].n_blocks, 0);
      Group *same[N_SIZES];

      g_assert (room != NULL && bench_hardest_start (room) == rooms[i].moves &&
                bench_reachable (room, 0, NULL) == rooms[i].states);
      room_groups[i] = group_new (rooms[i].id);
      for (guint c = 0; c < N_SIZES; c++)
        same[c] = room_groups[i];
      bench_level (session, &wait, room, edits, 100 + i, dir, same);
    }

  printf ("| levels         | edits | states            | figures | p95     | +explain"
          " | p95     | CPU     | p95     | worker  | session | solve   | solve   |\n");
  printf ("|                |       |                   | ms      |         | ms (edit)"
          "|         | ms      |         | ms      | adds ms | wall ms | CPU ms  |\n");
  printf ("|----------------|-------|-------------------|---------|---------|---------"
          "-|---------|---------|---------|---------|---------|---------|---------|\n");
  for (guint c = 0; c < N_SIZES; c++)
    {
      print_group (example_groups[c]);
      group_free (example_groups[c]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (rooms); i++)
    {
      print_group (room_groups[i]);
      group_free (room_groups[i]);
    }
  g_free (load);
  load = bench_load_average ();
  printf ("\nLoad average at the end: %s\n", load);

  g_clear_error (&wait.error);
  {
    g_autofree char *path = g_build_filename (dir, "level.xml", NULL);

    g_unlink (path);
    g_rmdir (dir);
  }
  return 0;
}

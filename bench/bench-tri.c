/* bench-tri.c: the triangle solver and analysis against a GTree/GQueue baseline
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bench-tri [FILE.xml] [--runs N] [--no-baseline] [--no-scaling] [--no-small]
 *           [--small-only] [--write-levels OUT.xml] [--write-small-levels OUT.xml]
 *
 * For each level of FILE.xml (data/examples/starter.xml by default) and
 * for three generated levels of 10^5..10^6 reachable states (seeded, so
 * every run benchmarks the same ones), with "full" variants whose goal no
 * key can reach (so every search enumerates the whole component), it
 * runs, each in a forked child of this process:
 *   - our solver (pf_tri_solver_solve);
 *   - a baseline: plain BFS with a GTree (AVL) visited set of parent
 *     nodes and a GQueue frontier, over the same move generator
 *     (pf_tri_rules_successors);
 *   - the full analysis (pf_tri_analyze).
 * Then the small levels' table: a pack of 70 levels of up to 10^4
 * states, as designers make them (the example levels that small, then
 * seeded rooms with a few blocks and walls), each solved and analysed as
 * `polyform solve --analyze` does, the whole pack timed at once on one
 * thread and on every processor. Then a scaling table: generated levels
 * of about 10^4, 10^5, 10^6 and 10^7 reachable states, solved (full
 * variant) and analysed.
 *
 * Every figure is the median of N runs (5 by default). Times are CPU
 * time (getrusage of the child: user + system, all threads) and wall
 * time of searches on one thread; rates and ratios are per CPU second
 * unless a column says wall. The "2 threads" columns are the wall time of
 * the same searches on two threads (PfTriSearchOptions.n_threads).
 * Bytes per state are the child's peak-RSS growth divided by the states
 * (the child starts from a trimmed heap and a reset peak). The load
 * average is printed with each table: wall times move with it.
 *
 * --write-levels writes the generated and the scaling levels to a project
 * file, so that another build can be benchmarked on exactly the same
 * levels (bench-tri OUT.xml --no-baseline); --write-small-levels writes
 * the small pack, for `polyform solve --analyze` of two builds side by
 * side; --no-baseline leaves the GTree baseline out, which takes minutes
 * on 10^7 states.
 */
#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench-levels.h"
#include "bench-stats.h"
#include "pf-project.h"
#include "pf-tri-analysis.h"
#include "pf-tri-measure.h"
#include "pf-tri-rules-private.h"

#define GEN_LEVELS     3
#define GEN_MIN_STATES 100000
#define GEN_MAX_STATES 1200000
#define MAX_RUNS       15
#define SMALL_LEVELS   70
#define SMALL_STATES   10000

typedef struct
{
  double  cpu;
  double  wall;
  guint64 states;
  gint64  hwm_delta_kb;
  gint    moves;
} RunResult;

typedef enum { RUN_SOLVER, RUN_BASELINE, RUN_ANALYZE, RUN_PACK } RunKind;

/* The levels of a RUN_PACK. */
static GPtrArray *pack_levels;

/* The threads of our searches: 1 for the CPU figures, 2 for the wall
 * time on two threads. */
static guint run_threads = 1;

static guint n_runs = 5;
static gboolean with_baseline = TRUE;

static gint64
vm_hwm_kb (void)
{
  g_autofree char *text = NULL;
  const char *p;

  if (!g_file_get_contents ("/proc/self/status", &text, NULL, NULL))
    return 0;
  p = strstr (text, "VmHWM:");
  return p != NULL ? g_ascii_strtoll (p + 6, NULL, 10) : 0;
}

static double
cpu_seconds (void)
{
  struct rusage ru;

  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 +
         ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
}

/* Baseline */

typedef struct Node
{
  guint64      state;
  struct Node *parent;
} Node;

static gint
compare_states (gconstpointer a,
                gconstpointer b,
                gpointer      user_data)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

static gint
baseline_solve (const PfTriRules *rules,
                guint64          *explored)
{
  GTree *visited = g_tree_new_full (compare_states, NULL, NULL, g_free);
  GQueue queue = G_QUEUE_INIT;
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
  Node *start = g_new0 (Node, 1);
  gint moves = -1;

  start->state = pf_tri_rules_get_start (rules);
  g_tree_insert (visited, &start->state, start);
  g_queue_push_tail (&queue, start);
  while (moves < 0 && !g_queue_is_empty (&queue))
    {
      Node *node = g_queue_pop_head (&queue);
      guint n = pf_tri_rules_successors (rules, node->state, edges);

      if (pf_tri_rules_is_solved (rules, node->state))
        {
          moves = 0;
          for (Node *p = node; p->parent != NULL; p = p->parent)
            moves++;
          break;
        }
      for (guint e = 0; e < n; e++)
        if (g_tree_lookup (visited, &edges[e].state) == NULL)
          {
            Node *child = g_new (Node, 1);

            child->state = edges[e].state;
            child->parent = node;
            g_tree_insert (visited, &child->state, child);
            g_queue_push_tail (&queue, child);
          }
    }
  *explored = g_tree_nnodes (visited);
  g_queue_clear (&queue);
  g_tree_destroy (visited);
  return moves;
}

/* Every level of @levels solved and analysed, as `polyform solve
 * --analyze` does: the states of their components. */
static guint64
measure_pack (GPtrArray *levels,
              guint      threads)
{
  PfTriMeasureOptions options;
  guint64 states = 0;

  pf_tri_measure_options_init (&options);
  options.n_threads = threads;
  options.analyze = TRUE;
  for (guint i = 0; i < levels->len; i++)
    {
      g_auto(PfTriMeasure) measure = { 0 };

      if (!pf_tri_measure_level (g_ptr_array_index (levels, i), &options, NULL, NULL, NULL,
                                 &measure, NULL))
        g_error ("a small level could not be measured");
      states += measure.figures.reachable;
    }
  return states;
}

static RunResult
run_in_child (const PfTriRules *rules,
              RunKind           kind)
{
  RunResult result = { 0 };
  int fds[2];
  pid_t pid;

  if (pipe (fds) != 0)
    g_error ("pipe failed");
  fflush (stdout);
  pid = fork ();
  if (pid == 0)
    {
      gint64 before, t0;
      double c0;
      FILE *clear_refs;
      PfTriSearchOptions options;

      /* A forked child inherits its parent's peak RSS, its free but
       * resident heap and glibc's mmap threshold, which the generated
       * levels' searches raised: restore the threshold of a fresh
       * process, return the heap to the system and reset the peak
       * (Linux >= 4.0) so the delta is this run's own. */
      mallopt (M_MMAP_THRESHOLD, 128 * 1024);
      malloc_trim (0);
      clear_refs = fopen ("/proc/self/clear_refs", "w");
      if (clear_refs != NULL)
        {
          fputs ("5", clear_refs);
          fclose (clear_refs);
        }
      before = vm_hwm_kb ();
      close (fds[0]);
      pf_tri_search_options_init (&options);
      options.n_threads = run_threads;
      c0 = cpu_seconds ();
      t0 = g_get_monotonic_time ();
      if (kind == RUN_SOLVER)
        {
          g_autoptr(PfTriSolution) sol = pf_tri_solver_solve_with (rules,
                                                                   pf_tri_rules_get_start (rules),
                                                                   &options, NULL, NULL, NULL,
                                                                   NULL);
          result.states = sol->explored;
          result.moves = sol->moves;
        }
      else if (kind == RUN_BASELINE)
        result.moves = baseline_solve (rules, &result.states);
      else if (kind == RUN_PACK)
        result.states = measure_pack (pack_levels, run_threads);
      else
        {
          g_autoptr(PfTriAnalysis) a = pf_tri_analyze_with (rules, pf_tri_rules_get_start (rules),
                                                            &options, NULL, NULL, NULL, NULL);
          result.states = pf_tri_analysis_get_reachable (a);
          result.moves = pf_tri_analysis_get_start_distance (a);
        }
      result.wall = (g_get_monotonic_time () - t0) / 1e6;
      result.cpu = cpu_seconds () - c0;
      result.hwm_delta_kb = vm_hwm_kb () - before;
      if (write (fds[1], &result, sizeof result) != sizeof result)
        _exit (1);
      _exit (0);
    }
  close (fds[1]);
  if (read (fds[0], &result, sizeof result) != sizeof result)
    g_error ("benchmark child failed");
  close (fds[0]);
  waitpid (pid, NULL, 0);
  return result;
}

static double
median (double *v,
        guint   n)
{
  qsort (v, n, sizeof (double), bench_compare_doubles);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* The median CPU time, wall time and bytes per state of n_runs runs, on
 * @threads threads. */
static RunResult
run_median_on (const PfTriRules *rules,
               RunKind           kind,
               guint             threads)
{
  double cpu[MAX_RUNS], wall[MAX_RUNS], kb[MAX_RUNS];
  RunResult r = { 0 };

  run_threads = threads;
  for (guint i = 0; i < n_runs; i++)
    {
      r = run_in_child (rules, kind);
      cpu[i] = r.cpu;
      wall[i] = r.wall;
      kb[i] = r.hwm_delta_kb;
    }
  r.cpu = median (cpu, n_runs);
  r.wall = median (wall, n_runs);
  r.hwm_delta_kb = median (kb, n_runs);
  return r;
}

static RunResult
run_median (const PfTriRules *rules,
            RunKind           kind)
{
  return run_median_on (rules, kind, 1);
}

static double
bytes_per_state (const RunResult *r)
{
  return r->hwm_delta_kb * 1024.0 / MAX (r->states, 1);
}

/* Levels */

/* The first GEN_LEVELS seeded levels whose whole component (the "full"
 * variant) has GEN_MIN_STATES..GEN_MAX_STATES states and that need at
 * least 2 moves. */
static GPtrArray *
gen_levels (void)
{
  GPtrArray *levels = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);

  for (guint64 seed = 1; levels->len < GEN_LEVELS && seed < 2000; seed++)
    {
      g_autofree char *id = g_strdup_printf ("gen-seed%" G_GUINT64_FORMAT, seed);
      g_autoptr(PfTriLevel) level = bench_room_level (id, seed, 8, 11, 0, 0);
      g_autoptr(PfTriLevel) full = NULL;
      g_autoptr(PfTriRules) rules = NULL;
      g_autoptr(PfTriSolution) sol = NULL;
      g_autoptr(PfTriSolution) all = NULL;

      if (level == NULL || (rules = pf_tri_rules_new (level, NULL)) == NULL)
        continue;
      sol = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), GEN_MAX_STATES,
                                 NULL, NULL, NULL, NULL);
      if (sol->status != PF_TRI_SOLVE_SOLVED || sol->moves < 2)
        continue;
      full = bench_unreachable_goal (level);
      g_clear_pointer (&rules, pf_tri_rules_free);
      if (full == NULL || (rules = pf_tri_rules_new (full, NULL)) == NULL)
        continue;
      all = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), GEN_MAX_STATES,
                                 NULL, NULL, NULL, NULL);
      if (all->status != PF_TRI_SOLVE_UNSOLVABLE || all->explored < GEN_MIN_STATES)
        continue;
      g_ptr_array_add (levels, g_steal_pointer (&level));
    }
  return levels;
}

/* The scaling levels: generated rooms whose components have about 10^4,
 * 10^5, 10^6 and 10^7 states. */
static const struct
{
  const char *id;
  guint64     seed;
  guint       n_blocks;
  guint64     states;
} scaling[] = {
  { "scale-1e4", 7, 6, 21710 },
  { "scale-1e5", 7, 7, 148230 },
  { "scale-1e6", 7, 9, 1438831 },
  { "scale-1e7", 6, 9, 11737719 },
};

/* Tables */

static void
print_load (void)
{
  g_autofree char *load = bench_load_average ();

  printf ("\nLoad average (1, 5, 15 min): %s\n\n", load);
}

static void
bench_level (const char       *name,
             const PfTriLevel *level)
{
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
  RunResult ours, base, an, an2;
  double ours_rate, base_rate, ratio_wall;

  if (rules == NULL)
    return;
  ours = run_median (rules, RUN_SOLVER);
  base = with_baseline ? run_median (rules, RUN_BASELINE) : ours;
  an = run_median (rules, RUN_ANALYZE);
  an2 = run_median_on (rules, RUN_ANALYZE, 2);
  g_assert (ours.moves == base.moves && ours.states > 0);
  ours_rate = ours.states / MAX (ours.cpu, 1e-6);
  base_rate = base.states / MAX (base.cpu, 1e-6);
  ratio_wall = (base.wall / MAX (base.states, 1)) / MAX (ours.wall / ours.states, 1e-12);
  printf ("| %-17s | %5d | %9" G_GUINT64_FORMAT " | %7.3f | %10.0f | %9.0f | %6.1fx | %6.1fx |"
          " %7.1f | %6.1f | %9" G_GUINT64_FORMAT " | %7.3f | %7.3f | %7.3f | %6.1f |\n",
          name, ours.moves, ours.states, ours.cpu, ours_rate, base_rate,
          ours_rate / MAX (base_rate, 1e-9), ratio_wall, bytes_per_state (&ours),
          bytes_per_state (&base), an.states, an.cpu, an.wall, an2.wall, bytes_per_state (&an));
}

static void
bench_with_full (const PfTriLevel *level)
{
  g_autoptr(PfTriLevel) full = bench_unreachable_goal (level);
  g_autofree char *full_name = g_strdup_printf ("%s (full)", level->id);

  bench_level (level->id, level);
  if (full != NULL)
    bench_level (full_name, full);
}

static void
bench_scaling (void)
{
  print_load ();
  printf ("| level     | blocks | reachable | keys/state | solve CPU s | wall s | 2 threads | µs/state"
          " | solve B/st | analysis CPU s | wall s | 2 threads | CPU s per 10⁶ | analysis B/st |\n");
  printf ("|-----------|--------|-----------|------------|-------------|--------|-----------|---------"
          "-|------------|----------------|--------|-----------|---------------|---------------|\n");
  for (guint i = 0; i < G_N_ELEMENTS (scaling); i++)
    {
      g_autoptr(PfTriLevel) level = bench_room_level (scaling[i].id, scaling[i].seed, 8, 11, scaling[i].n_blocks, 0);
      g_autoptr(PfTriLevel) full = bench_unreachable_goal (level);
      g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
      g_autoptr(PfTriRules) full_rules = pf_tri_rules_new (full, NULL);
      guint64 keys = rules->key_space;
      RunResult solve, solve2, an, an2;

      solve = run_median (full_rules, RUN_SOLVER);
      solve2 = run_median_on (full_rules, RUN_SOLVER, 2);
      an = run_median (rules, RUN_ANALYZE);
      an2 = run_median_on (rules, RUN_ANALYZE, 2);
      g_assert (solve.states == scaling[i].states && an.states == scaling[i].states);
      printf ("| %-9s | %6u | %9" G_GUINT64_FORMAT " | %10.1f | %11.3f | %6.3f | %9.3f | %8.3f |"
              " %10.1f | %14.3f | %6.3f | %9.3f | %13.3f | %13.1f |\n",
              scaling[i].id, level->n_blocks, an.states, (double) keys / an.states, solve.cpu,
              solve.wall, solve2.wall, solve.cpu * 1e6 / solve.states, bytes_per_state (&solve),
              an.cpu, an.wall, an2.wall, an.cpu * 1e6 / an.states, bytes_per_state (&an));
    }
  print_load ();
}

/* The small pack: levels as designers make them, of up to SMALL_STATES
 * states, the whole pack analysed on one thread and on every processor
 * (as `polyform solve --analyze` and the level page's live figures do). */
static void
bench_small_pack (GPtrArray *levels)
{
  guint64 total = 0;

  for (guint i = 0; i < levels->len; i++)
    total += bench_reachable (g_ptr_array_index (levels, i), 0, NULL);
  pack_levels = levels;
  print_load ();
  printf ("Small levels: %u levels of up to %u states, %" G_GUINT64_FORMAT " states in all.\n\n",
          levels->len, SMALL_STATES, total);
  printf ("| threads | CPU s  | wall s | µs per level (CPU) | peak RSS growth |\n");
  printf ("|---------|--------|--------|--------------------|-----------------|\n");
  for (guint threads = 1; threads <= 2; threads++)
    {
      RunResult r = run_median_on (NULL, RUN_PACK, threads == 1 ? 1 : 0);

      g_assert (r.states == total);
      printf ("| %-7s | %6.3f | %6.3f | %18.1f | %12" G_GINT64_FORMAT " kB |\n",
              threads == 1 ? "1" : "all", r.cpu, r.wall, r.cpu * 1e6 / levels->len,
              r.hwm_delta_kb);
    }
  print_load ();
}

int
main (int    argc,
      char **argv)
{
  const char *root = g_getenv ("PF_SOURCE_ROOT");
  g_autofree char *path = NULL;
  g_autofree char *write_path = NULL;
  g_autofree char *write_small_path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GPtrArray) generated = NULL;
  g_autoptr(GPtrArray) small = NULL;
  gboolean no_scaling = FALSE, no_baseline = FALSE, no_small = FALSE, small_only = FALSE;
  gint runs = 5;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Runs per figure (the median is shown)", "N" },
    { "no-baseline", 0, 0, G_OPTION_ARG_NONE, &no_baseline, "Skip the GTree baseline", NULL },
    { "no-scaling", 0, 0, G_OPTION_ARG_NONE, &no_scaling, "Skip the scaling table", NULL },
    { "no-small", 0, 0, G_OPTION_ARG_NONE, &no_small, "Skip the small levels' table", NULL },
    { "small-only", 0, 0, G_OPTION_ARG_NONE, &small_only, "Only the small levels' table", NULL },
    { "write-levels", 0, 0, G_OPTION_ARG_FILENAME, &write_path,
      "Write the generated levels to a project file and exit", "OUT.xml" },
    { "write-small-levels", 0, 0, G_OPTION_ARG_FILENAME, &write_small_path,
      "Write the small levels to a project file and exit", "OUT.xml" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("[FILE.xml]");
  GPtrArray *packs;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || runs < 1 || runs > MAX_RUNS)
    {
      fprintf (stderr, "%s\n", error != NULL ? error->message : "--runs must be 1..15");
      return 2;
    }
  n_runs = runs;
  with_baseline = !no_baseline;

  path = argc > 1 ? g_strdup (argv[1])
                  : g_build_filename (root != NULL ? root : ".", "data", "examples", "starter.xml", NULL);
  file = g_file_new_for_path (path);
  project = pf_project_load (file, &error);
  if (project == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }

  if (write_small_path != NULL || (!no_small && argc <= 1))
    small = bench_small_levels (project, SMALL_LEVELS, SMALL_STATES);
  if (write_small_path != NULL)
    {
      bench_write_levels (write_small_path, small);
      return 0;
    }
  if (small_only)
    {
      if (small == NULL)
        small = bench_small_levels (project, SMALL_LEVELS, SMALL_STATES);
      bench_small_pack (small);
      return 0;
    }
  generated = gen_levels ();
  if (write_path != NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (scaling); i++)
        g_ptr_array_add (generated, bench_room_level (scaling[i].id, scaling[i].seed, 8, 11,
                                                      scaling[i].n_blocks, 0));
      bench_write_levels (write_path, generated);
      return 0;
    }

  printf ("Medians of %u runs; ours and base rates are states per CPU second.\n", n_runs);
  print_load ();
  printf ("| level             | moves | explored  | CPU s   | ours st/s  | base st/s | ratio   |"
          " wall r. | B/st    | base B | reachable | an. CPU | an. wall | 2 thr. | an B/st |\n");
  printf ("|-------------------|-------|-----------|---------|------------|-----------|---------|"
          "---------|---------|--------|-----------|---------|----------|---------|--------|\n");
  packs = pf_project_get_packs (project);
  for (guint i = 0; i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);

      for (guint j = 0; j < pack->levels->len; j++)
        bench_with_full (g_ptr_array_index (pack->levels, j));
    }
  if (argc <= 1)
    for (guint i = 0; i < generated->len; i++)
      bench_with_full (g_ptr_array_index (generated, i));
  print_load ();

  if (small != NULL)
    bench_small_pack (small);
  if (!no_scaling && argc <= 1)
    bench_scaling ();
  return 0;
}

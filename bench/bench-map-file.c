/* bench-map-file.c: saving and loading projects with kept maps, and with many levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Kept maps: the starter project with one packed map of its tile set,
 * saved with pf_project_save() and loaded with pf_project_load(), each in a
 * child process of its own:
 *   - 1024² as <placement> elements (format version 1): the baseline;
 *   - 1024² and 4096² in the compact form (version 2).
 * For each: the file's size; CPU time (user + system, getrusage) and wall
 * time of the save and of the load; the peak resident memory of the
 * process during each (VmHWM, reset just before; the save's includes the
 * project it saves). The ratios compare the compact form with the baseline
 * per cell, in the same run.
 *
 * Levels: projects of 1,000 to 40,000 levels in one pack, loaded; CPU time
 * per level, which stays flat now that repeated ids are found with a set.
 * The baseline is the comparison of every pair of ids that the loader made
 * before, timed on the same ids.
 *
 * Targets (4096² compact): save and load under 5 s each, peak under 1 GB,
 * file under 64 MB. It exits with 1 when one is missed.
 *
 * Usage: bench-map-file [--quick]   (--quick: skip 4096², for smoke tests)
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "bench-memory.h"
#include "pf-map-compact.h"
#include "pf-map-grid.h"
#include "pf-mapgen.h"
#include "pf-project-private.h"
#include "pf-project.h"

#define TARGET_SECONDS   5.0
#define TARGET_PEAK      1e9   /* bytes: 1 GB */
#define TARGET_FILE      64e6  /* bytes: 64 MB */

typedef struct
{
  double cpu;
  double wall;
  double peak;
  double placements;
} Cost;

static double
cpu_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 +
         usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

static double
wall_seconds (void)
{
  return g_get_monotonic_time () / 1e6;
}

static char *
starter_path (void)
{
  const char *root = g_getenv ("PF_SOURCE_ROOT");

  return g_build_filename (root ? root : ".", "data", "examples", "starter.xml", NULL);
}

/* Runs @func in a child process and returns what it measured. */
static Cost
in_child (Cost     (*func) (gconstpointer data),
          gconstpointer data)
{
  Cost cost = { -1, -1, -1, -1 };
  int fds[2];
  pid_t pid;

  fflush (stdout);
  g_assert_cmpint (pipe (fds), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      Cost measured = func (data);

      close (fds[0]);
      if (write (fds[1], &measured, sizeof measured) != sizeof measured)
        _exit (1);
      _exit (0);
    }
  close (fds[1]);
  if (read (fds[0], &cost, sizeof cost) != sizeof cost)
    cost.cpu = -1;
  close (fds[0]);
  waitpid (pid, NULL, 0);
  return cost;
}

/* Kept maps */

typedef struct
{
  const char *path;
  guint       side;
  gboolean    compact;
} MapJob;

static Cost
save_map (gconstpointer data)
{
  const MapJob *job = data;
  g_autofree char *starter = starter_path ();
  g_autoptr(GFile) in = g_file_new_for_path (starter);
  g_autoptr(GFile) out = g_file_new_for_path (job->path);
  g_autoptr(PfProject) project = pf_project_load (in, NULL);
  PfTileset *tileset = pf_project_find_tileset (project, "meadow");
  g_autoptr(PfMapgen) gen = pf_mapgen_new (tileset, NULL);
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(GError) error = NULL;
  PfMapgenOptions options;
  PfMap *map = pf_map_new ("kept");
  Cost cost;
  double cpu, wall;

  pf_mapgen_options_init (&options);
  options.mode = PF_MAP_MODE_PACKED;
  options.seed = 7;
  grid = pf_mapgen_run (gen, job->side, job->side, &options, &error);
  g_assert_no_error (error);
  pf_map_grid_to_map (grid, map);
  g_clear_pointer (&grid, pf_map_grid_free);
  map->tileset = g_strdup ("meadow");
  map->mode = PF_MAP_MODE_PACKED;
  map->seed = options.seed;
  g_ptr_array_add (pf_project_get_maps (project), map);
  pf_project_set_compact_cells (job->compact ? PF_MAP_COMPACT_CELLS : G_MAXUINT64);

  bench_memory_reset_peak ();
  cpu = cpu_seconds ();
  wall = wall_seconds ();
  if (!pf_project_save (project, out, &error))
    g_error ("%s", error->message);
  cost.cpu = cpu_seconds () - cpu;
  cost.wall = wall_seconds () - wall;
  cost.peak = bench_memory_status_bytes ("VmHWM:");
  cost.placements = map->placements->len;
  return cost;
}

static Cost
load_map (gconstpointer data)
{
  const MapJob *job = data;
  g_autoptr(GFile) file = g_file_new_for_path (job->path);
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;
  Cost cost;
  double cpu, wall;

  bench_memory_reset_peak ();
  cpu = cpu_seconds ();
  wall = wall_seconds ();
  project = pf_project_load (file, &error);
  if (project == NULL)
    g_error ("%s", error->message);
  cost.cpu = cpu_seconds () - cpu;
  cost.wall = wall_seconds () - wall;
  cost.peak = bench_memory_status_bytes ("VmHWM:");
  cost.placements = pf_project_find_map (project, "kept")->placements->len;
  return cost;
}

typedef struct
{
  Cost   save;
  Cost   load;
  double bytes;
  double cells;
} MapRow;

static MapRow
bench_map (const char *dir,
           guint       side,
           gboolean    compact)
{
  g_autofree char *name = g_strdup_printf ("kept-%u-%s.xml", side, compact ? "v2" : "v1");
  g_autofree char *path = g_build_filename (dir, name, NULL);
  MapJob job = { path, side, compact };
  char size[32];
  MapRow row;
  GStatBuf st;

  row.cells = (double) side * side;
  row.save = in_child (save_map, &job);
  row.bytes = g_stat (path, &st) == 0 ? st.st_size : -1;
  row.load = in_child (load_map, &job);
  g_assert_cmpfloat (row.load.placements, ==, row.save.placements);
  g_unlink (path);

  g_snprintf (size, sizeof size, "%ux%u", side, side);
  printf ("%-9s %-8s %10.0f %9.1f %8.2f %8.2f %8.0f %8.2f %8.2f %8.0f\n",
          compact ? "compact" : "elements", size,
          row.save.placements, row.bytes / 1e6, row.save.cpu, row.save.wall,
          row.save.peak / 1e6, row.load.cpu, row.load.wall, row.load.peak / 1e6);
  return row;
}

/* Many levels */

static char *
levels_document (guint n)
{
  GString *doc = g_string_new ("<polyform-project version=\"1\"><tri-pack id=\"p\">\n");

  for (guint i = 0; i < n; i++)
    {
      g_string_append_printf (doc, "<tri-level id=\"level-%u\"><grid>\n", i);
      for (guint row = 0; row < 16; row++)
        g_string_append (doc, row == 0 ? "**..............................\n"
                                       : "................................\n");
      g_string_append (doc, "</grid><block axis=\"u\" row=\"1\" col=\"0\" ori=\"up\" "
                       "length=\"2\" key=\"true\"/></tri-level>\n");
    }
  g_string_append (doc, "</tri-pack></polyform-project>\n");
  return g_string_free (doc, FALSE);
}

/* What the loader did before: compare each id with every earlier one. */
static double
pairwise_ids (guint n)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  guint repeats = 0;
  double cpu;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (ids, g_strdup_printf ("level-%u", i));
  cpu = cpu_seconds ();
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < i; j++)
      repeats += strcmp (g_ptr_array_index (ids, i), g_ptr_array_index (ids, j)) == 0;
  cpu = cpu_seconds () - cpu;
  g_assert_cmpuint (repeats, ==, 0);
  return cpu;
}

static void
bench_levels (guint n)
{
  g_autofree char *doc = levels_document (n);
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;
  double cpu = cpu_seconds ();
  double pairs;

  project = pf_project_load_from_data (doc, -1, "levels.xml", &error);
  g_assert_no_error (error);
  cpu = cpu_seconds () - cpu;
  pairs = pairwise_ids (n);
  printf ("%8u %10.3f %12.1f %16.3f %10.0f %%\n", n, cpu, cpu / n * 1e6, pairs,
          100.0 * pairs / (cpu + pairs));
}

int
main (int    argc,
      char **argv)
{
  gboolean quick = argc > 1 && strcmp (argv[1], "--quick") == 0;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bench-map-file-XXXXXX", &error);
  MapRow base, small, big;
  double load_average[3] = { 0, };
  gboolean met = TRUE;

  g_assert_no_error (error);
  if (getloadavg (load_average, 3) < 0)
    load_average[0] = -1;
  printf ("kept maps: the starter project with one packed map (load average %.1f)\n",
          load_average[0]);
  printf ("%-9s %-8s %10s %9s %8s %8s %8s %8s %8s %8s\n", "form", "size", "placements",
          "file MB", "save cpu", "save s", "save MB", "load cpu", "load s", "load MB");
  base = bench_map (dir, 1024, FALSE);
  small = bench_map (dir, 1024, TRUE);
  printf ("\ncompact against elements at 1024x1024, per cell: file %.1fx smaller, save %.1fx "
          "and load %.1fx less CPU time\n", base.bytes / small.bytes,
          base.save.cpu / small.save.cpu, base.load.cpu / small.load.cpu);
  if (!quick)
    {
      printf ("\n");
      big = bench_map (dir, 4096, TRUE);
      printf ("\n4096x4096 compact: save %.2f s CPU (%.2f s wall), load %.2f s CPU (%.2f s wall), "
              "target < %.0f s each: %s\n", big.save.cpu, big.save.wall, big.load.cpu,
              big.load.wall, TARGET_SECONDS,
              big.save.cpu < TARGET_SECONDS && big.load.cpu < TARGET_SECONDS ? "met" : "MISSED");
      printf ("4096x4096 compact: peak %.0f MB saving, %.0f MB loading, target < %.0f MB: %s\n",
              big.save.peak / 1e6, big.load.peak / 1e6, TARGET_PEAK / 1e6,
              MAX (big.save.peak, big.load.peak) < TARGET_PEAK ? "met" : "MISSED");
      printf ("4096x4096 compact: file %.1f MB, target < %.0f MB: %s\n", big.bytes / 1e6,
              TARGET_FILE / 1e6, big.bytes < TARGET_FILE ? "met" : "MISSED");
      met = big.save.cpu < TARGET_SECONDS && big.load.cpu < TARGET_SECONDS &&
            MAX (big.save.peak, big.load.peak) < TARGET_PEAK && big.bytes < TARGET_FILE;
    }
  g_rmdir (dir);

  printf ("\nlevels in one pack, loaded (CPU time); baseline: comparing every pair of ids\n");
  printf ("%8s %10s %12s %16s %12s\n", "levels", "load s", "us/level", "pairwise ids s",
          "pairs share");
  bench_levels (1000);
  bench_levels (5000);
  if (!quick)
    {
      bench_levels (20000);
      bench_levels (40000);
    }
  fflush (stdout);
  return met ? 0 : 1;
}

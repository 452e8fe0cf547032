/* bench-tmx.c: TMX export of a kept 1024² map: sizes and times of the four forms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Fills a 1024 x 1024 map (packed mode, seed 1) with the starter project's
 * tile set, keeps it in the project, and exports it to Tiled as the CLI's
 * `map --map ID --tmx` does: CSV and base64-zlib tile layers, each with and
 * without the object layer. For each it prints the size of the TMX and the
 * time of pf_tmx_export() (the best of three runs, CPU time of the process
 * and wall time). The baseline, measured in the same run, is saving the
 * project with the kept map (pf_project_save(), the same placements as
 * XML); the ratio is export CPU time over that.
 *
 * Usage: bench-tmx [SIDE]   (default 1024; PF_SOURCE_ROOT names the source tree)
 */
#include "config.h"

#include <stdio.h>
#include <sys/stat.h>
#include <time.h>

#include <glib/gstdio.h>

#include "pf-map-grid.h"
#include "pf-map-stats.h"
#include "pf-mapgen.h"
#include "pf-project.h"
#include "pf-tmx.h"

typedef struct
{
  double cpu;
  double wall;
} Times;

static double
clock_seconds (clockid_t id)
{
  struct timespec ts;

  clock_gettime (id, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static gint64
file_size (const char *path)
{
  GStatBuf st;

  return g_stat (path, &st) == 0 ? (gint64) st.st_size : -1;
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  const char *root = g_getenv ("PF_SOURCE_ROOT");
  guint side = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 1024;
  g_autofree char *starter = g_build_filename (root ? root : ".", "data", "examples",
                                               "starter.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (starter);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = NULL;
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(PfMapStats) stats = NULL;
  g_autofree char *dir = g_dir_make_tmp ("pf-bench-tmx-XXXXXX", NULL);
  g_autofree char *project_path = g_build_filename (dir, "big.xml", NULL);
  g_autoptr(GFile) project_file = g_file_new_for_path (project_path);
  PfMapgenOptions options;
  PfTileset *tileset;
  PfMap *map;
  Times baseline = { G_MAXDOUBLE, G_MAXDOUBLE };
  const struct
  {
    const char       *name;
    PfTmxLayerFormat  format;
    gboolean          no_objects;
  } forms[] = {
    { "csv, objects", PF_TMX_LAYER_CSV, FALSE },
    { "csv, no objects", PF_TMX_LAYER_CSV, TRUE },
    { "base64-zlib, objects", PF_TMX_LAYER_BASE64_ZLIB, FALSE },
    { "base64-zlib, no objects", PF_TMX_LAYER_BASE64_ZLIB, TRUE },
  };

  if (side < 16 || side > 4096 || dir == NULL)
    {
      fprintf (stderr, "usage: bench-tmx [SIDE]  (16 to 4096)\n");
      return 2;
    }
  project = pf_project_load (file, &error);
  if (project == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  tileset = g_ptr_array_index (pf_project_get_tilesets (project), 0);
  gen = pf_mapgen_new (tileset, &error);
  pf_mapgen_options_init (&options);
  options.seed = 1;
  grid = pf_mapgen_run (gen, side, side, &options, &error);
  if (grid == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  stats = pf_map_stats_compute (grid, tileset, pf_mapgen_get_orientations (gen), 1);
  map = pf_map_new ("big");
  map->tileset = g_strdup (tileset->id);
  map->seed = 1;
  map->mode = PF_MAP_MODE_PACKED;
  pf_map_grid_to_map (grid, map);
  g_ptr_array_add (pf_project_get_maps (project), map);

  for (guint run = 0; run < 3; run++)
    {
      double cpu = clock_seconds (CLOCK_PROCESS_CPUTIME_ID), wall = clock_seconds (CLOCK_MONOTONIC);

      if (!pf_project_save (project, project_file, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      baseline.cpu = MIN (baseline.cpu, clock_seconds (CLOCK_PROCESS_CPUTIME_ID) - cpu);
      baseline.wall = MIN (baseline.wall, clock_seconds (CLOCK_MONOTONIC) - wall);
    }

  printf ("TMX export of a %u x %u map (%" G_GSIZE_FORMAT " placements), best of 3 runs\n\n",
          side, side, grid->n_placements);
  printf ("| form | TMX bytes | CPU s | wall s | CPU / baseline |\n|---|---|---|---|---|\n");
  printf ("| baseline: project XML with the kept map | %" G_GINT64_FORMAT " | %.3f | %.3f | 1.00 |\n",
          file_size (project_path), baseline.cpu, baseline.wall);
  for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
    {
      g_autofree char *tmx = g_strdup_printf ("%s/form-%u.tmx", dir, f);
      PfTmxOptions tmx_options = {
        .density = stats->density, .seed = 1, .mode = PF_MAP_MODE_PACKED,
        .layer_format = forms[f].format, .no_objects = forms[f].no_objects,
      };
      Times best = { G_MAXDOUBLE, G_MAXDOUBLE };

      for (guint run = 0; run < 3; run++)
        {
          double cpu = clock_seconds (CLOCK_PROCESS_CPUTIME_ID);
          double wall = clock_seconds (CLOCK_MONOTONIC);

          if (!pf_tmx_export (grid, tileset, pf_mapgen_get_orientations (gen), &tmx_options, tmx,
                              &error))
            {
              fprintf (stderr, "%s\n", error->message);
              return 1;
            }
          best.cpu = MIN (best.cpu, clock_seconds (CLOCK_PROCESS_CPUTIME_ID) - cpu);
          best.wall = MIN (best.wall, clock_seconds (CLOCK_MONOTONIC) - wall);
        }
      printf ("| %s | %" G_GINT64_FORMAT " | %.3f | %.3f | %.2f |\n", forms[f].name,
              file_size (tmx), best.cpu, best.wall, best.cpu / baseline.cpu);
    }
  remove_tree (dir);
  return 0;
}

/* bench-map.c: map generator throughput and peak memory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For 64², 512², 2048² and 4096² maps in classic and packed mode, on one
 * core, with the write-up's seven shapes (two variants each, one forbid
 * rule), it prints:
 *   - cells/s of pf_mapgen_run() (the generator filling its grid), the best
 *     of several runs of at least 0.3 s in all, from the thread's CPU time
 *     (so that other work on a shared machine does not count) and, next to
 *     it, from wall-clock time;
 *   - ns per cell, which stays flat when time grows linearly with cells;
 *   - the CPU time of the map's statistics (pf_map_stats_compute(): the
 *     repetition measure, forbid-rule violations and the density layer),
 *     the best of as many runs, and its ratio to the generation's;
 *   - the peak resident memory the run added, per cell, measured by the
 *     kernel (VmHWM after resetting it through /proc/self/clear_refs), for
 *     the generator alone and for the generator plus the conversion into
 *     the project model (PfMap, 24 bytes per placement). For small maps the
 *     fixed costs (pages, tables) dominate this figure; from 2048² on it is
 *     the per-cell cost.
 *
 * Then, for kept 1024² and 4096² maps with a 64² locked region in the
 * middle, the CPU time of a refill of every unlocked placement
 * (pf_map_refill() with "all", SPEC §5) beside that of generating the same
 * map from scratch into the project model (pf_mapgen_generate()), each the
 * best of a few runs in the same process, and of filling the holes a 64²
 * erase leaves.
 *
 * It exits with 1 when packed mode at 4096² misses a target, or a refill
 * of all unlocked placements takes 2 s or more at 1024², 20 s or more at
 * 4096².
 *
 * Usage: bench-map [--quick]   (--quick: one run per size, for smoke tests)
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "bench-memory.h"
#include "pf-map-edit.h"
#include "pf-map-grid.h"
#include "pf-map-stats.h"
#include "pf-mapgen.h"
#include "pf-tileset.h"

#define TARGET_CELLS_PER_SECOND 50e6
#define TARGET_BYTES_PER_CELL   16.0

static PfTileset *
seed_tileset (void)
{
  static const struct
  {
    const char *id;
    guint       width;
    const char *cells;
    int         terrain_a;
    int         terrain_b;
  } shapes[] = {
    { "Single", 1, "#",      0, 3 },
    { "Double", 1, "##",     1, 0 },
    { "Triple", 1, "###",    2, 3 },
    { "Square", 2, "####",   1, 3 },
    { "L",      2, "###.#.", 2, 0 },
    { "T",      2, "#.###.", 3, 1 },
    { "Corner", 2, "###.",   0, 2 },
  };
  PfTileset *tileset = pf_tileset_new ("bench");
  PfForbid forbid = { 1, 2 };

  g_array_append_val (tileset->forbids, forbid);
  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      guint n = strlen (shapes[i].cells);
      PfShape *shape = pf_shape_new (shapes[i].id, shapes[i].width, n / shapes[i].width);
      PfVariant *a = pf_variant_new ("a"), *b = pf_variant_new ("b");

      for (guint k = 0; k < n; k++)
        shape->cells[k] = shapes[i].cells[k] == '#';
      shape->weight = i == 0 ? 1 : 2;
      a->terrain = shapes[i].terrain_a;
      b->terrain = shapes[i].terrain_b;
      g_ptr_array_add (shape->variants, a);
      g_ptr_array_add (shape->variants, b);
      g_ptr_array_add (tileset->shapes, shape);
    }
  return tileset;
}

static double
thread_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

typedef struct
{
  double seconds;
  double wall;
  double stats;
  double grid_bytes;
  double map_bytes;
  gsize  placements;
} Figures;

static Figures
measure (const PfMapgen *gen,
         const PfTileset *tileset,
         guint           side,
         PfMapMode       mode,
         gboolean        quick)
{
  Figures f = { G_MAXDOUBLE, G_MAXDOUBLE, G_MAXDOUBLE, -1, -1, 0 };
  PfMapgenOptions options;
  double total = 0;
  gint64 base;
  guint runs = 0;

  pf_mapgen_options_init (&options);
  options.mode = mode;

  /* Memory: one run, generator alone and with the PfMap conversion */
  if (bench_memory_reset_peak ())
    {
      g_autoptr(PfMapGrid) grid = NULL;
      g_autoptr(PfMap) map = pf_map_new ("bench");

      base = bench_memory_status_bytes ("VmRSS:");
      options.seed = 1;
      grid = pf_mapgen_run (gen, side, side, &options, NULL);
      f.grid_bytes = (double) (bench_memory_status_bytes ("VmHWM:") - base) /
                     ((double) side * side);
      pf_map_grid_to_map (grid, map);
      f.map_bytes = (double) (bench_memory_status_bytes ("VmHWM:") - base) /
                    ((double) side * side);
      f.placements = grid->n_placements;
    }

  /* Time: best of several runs */
  while (runs < 1 || (!quick && (total < 0.3 || runs < 3)))
    {
      g_autoptr(PfMapGrid) grid = NULL;
      g_autoptr(PfMapStats) stats = NULL;
      gint64 start = g_get_monotonic_time ();
      double cpu = thread_seconds (), seconds;

      options.seed = 100 + runs;
      grid = pf_mapgen_run (gen, side, side, &options, NULL);
      seconds = thread_seconds () - cpu;
      g_assert (grid != NULL);
      cpu = thread_seconds ();
      stats = pf_map_stats_compute (grid, tileset, pf_mapgen_get_orientations (gen), options.seed);
      f.stats = MIN (f.stats, thread_seconds () - cpu);
      f.seconds = MIN (f.seconds, seconds);
      f.wall = MIN (f.wall, (g_get_monotonic_time () - start) / 1e6);
      f.placements = grid->n_placements;
      total += seconds;
      runs++;
    }
  return f;
}

/* Refill against generation */

typedef struct
{
  double generate;   /* CPU s, pf_mapgen_generate() */
  double refill;     /* CPU s, pf_map_refill() with all */
  double holes;      /* CPU s, pf_map_refill() of a 64² hole */
  gsize  locked;
  gsize  placements;
} RefillFigures;

static RefillFigures
measure_refill (const PfTileset *tileset,
                guint            side,
                gboolean         quick)
{
  RefillFigures f = { G_MAXDOUBLE, G_MAXDOUBLE, G_MAXDOUBLE, 0, 0 };
  g_autoptr(PfMap) kept = NULL;
  g_autoptr(GError) error = NULL;
  PfMapRect region = { side / 2 - 32, side / 2 - 32, 64, 64 };
  PfMapRect hole = { side / 4, side / 4, 64, 64 };
  PfMapgenOptions options;
  guint runs = quick ? 1 : 3;

  pf_mapgen_options_init (&options);
  options.seed = 5;
  kept = pf_mapgen_generate (tileset, side, side, &options, &error);
  g_assert_no_error (error);
  kept->id = g_strdup ("kept");
  pf_map_set_locked (kept, tileset, &region, TRUE, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < kept->placements->len; i++)
    f.locked += g_array_index (kept->placements, PfPlacement, i).locked;

  for (guint run = 0; run < runs; run++)
    {
      g_autoptr(PfMap) generated = NULL;
      g_autoptr(PfMap) all = pf_map_copy (kept);
      g_autoptr(PfMap) holes = pf_map_copy (kept);
      PfMapRefillOptions refill = { .all = TRUE, .seed = 100 + run };
      double cpu;

      cpu = thread_seconds ();
      options.seed = 100 + run;
      generated = pf_mapgen_generate (tileset, side, side, &options, &error);
      f.generate = MIN (f.generate, thread_seconds () - cpu);
      g_assert_no_error (error);

      cpu = thread_seconds ();
      pf_map_refill (all, tileset, &refill, NULL, &error);
      f.refill = MIN (f.refill, thread_seconds () - cpu);
      g_assert_no_error (error);
      f.placements = all->placements->len;

      pf_map_erase (holes, tileset, &hole, NULL, &error);
      refill.all = FALSE;
      cpu = thread_seconds ();
      pf_map_refill (holes, tileset, &refill, NULL, &error);
      f.holes = MIN (f.holes, thread_seconds () - cpu);
      g_assert_no_error (error);
    }
  return f;
}

int
main (int    argc,
      char **argv)
{
  static const guint sides[] = { 64, 512, 2048, 4096 };
  g_autoptr(PfTileset) tileset = seed_tileset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PfMapgen) gen = NULL;
  gboolean quick = argc > 1 && strcmp (argv[1], "--quick") == 0;
  gboolean met = TRUE;

  gen = pf_mapgen_new (tileset, &error);
  g_assert_no_error (error);

  printf ("map generator, one core, seven shapes x 2 variants, 1 forbid rule\n");
  printf ("%-8s %-10s %10s %9s %13s %8s %13s %11s %11s %9s %6s\n", "mode", "size", "cells",
          "cpu ms", "cells/s", "ns/cell", "wall cells/s", "grid B/cell", "+map B/cell",
          "stats ms", "stats/gen");
  for (guint m = 0; m < 2; m++)
    {
      PfMapMode mode = m == 0 ? PF_MAP_MODE_CLASSIC : PF_MAP_MODE_PACKED;

      for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
        {
          guint side = sides[i];
          double cells = (double) side * side;
          Figures f = measure (gen, tileset, side, mode, quick);
          g_autofree char *size = g_strdup_printf ("%ux%u", side, side);

          printf ("%-8s %-10s %10.0f %9.2f %13.0f %8.2f %13.0f %11.2f %11.2f %9.2f %6.2f\n",
                  pf_map_mode_to_string (mode), size, cells, f.seconds * 1e3,
                  cells / f.seconds, f.seconds * 1e9 / cells, cells / f.wall, f.grid_bytes,
                  f.map_bytes, f.stats * 1e3, f.stats / f.seconds);
          if (mode == PF_MAP_MODE_PACKED && side == 4096)
            {
              printf ("\npacked 4096x4096: %.1f M cells/s (target >= %.0f M): %s\n",
                      cells / f.seconds / 1e6, TARGET_CELLS_PER_SECOND / 1e6,
                      cells / f.seconds >= TARGET_CELLS_PER_SECOND ? "met" : "MISSED");
              printf ("packed 4096x4096: peak %.2f bytes/cell for the grid, %.2f with the "
                      "PfMap (target <= %.0f): %s\n", f.grid_bytes, f.map_bytes,
                      TARGET_BYTES_PER_CELL,
                      f.map_bytes >= 0 && f.map_bytes <= TARGET_BYTES_PER_CELL ? "met" : "MISSED");
              printf ("packed 4096x4096: %" G_GSIZE_FORMAT " placements, %.2f cells each\n",
                      f.placements, cells / f.placements);
              met &= cells / f.seconds >= TARGET_CELLS_PER_SECOND &&
                     f.map_bytes <= TARGET_BYTES_PER_CELL;
            }
        }
    }

  printf ("\nrefill of a kept map with a 64x64 locked region, one core, CPU time, best of %d\n",
          quick ? 1 : 3);
  printf ("%-10s %12s %9s %14s %13s %9s %16s %7s\n", "size", "placements", "locked",
          "generate ms", "refill-all ms", "ratio", "fill 64² hole ms", "target");
  {
    static const struct { guint side; double target; } refills[] = { { 1024, 2.0 },
                                                                      { 4096, 20.0 } };

    for (guint i = 0; i < G_N_ELEMENTS (refills); i++)
      {
        RefillFigures f = measure_refill (tileset, refills[i].side, quick);
        g_autofree char *size = g_strdup_printf ("%ux%u", refills[i].side, refills[i].side);
        gboolean ok = f.refill < refills[i].target;

        printf ("%-10s %12" G_GSIZE_FORMAT " %9" G_GSIZE_FORMAT " %14.1f %13.1f %8.2fx "
                "%16.1f %4.0f s %s\n", size, f.placements, f.locked, f.generate * 1e3,
                f.refill * 1e3, f.refill / f.generate, f.holes * 1e3, refills[i].target,
                ok ? "met" : "MISSED");
        met &= ok;
      }
  }
  fflush (stdout);
  return met || quick ? 0 : 1;
}

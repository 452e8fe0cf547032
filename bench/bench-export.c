/* bench-export.c: exporting a large pack, its levels solved on one thread and on all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `polyform export` solves every solved level again for its optimal
 * solution. This repeats the levels of the example's first pack (solved
 * levels of a few to tens of thousands of states, as designers make them)
 * into one large pack, and writes it as pack JSON twice: with the levels
 * solved one after another (how export worked before) and on one thread
 * per processor. It prints wall and CPU time for both, their ratio, and
 * checks that both give the same bytes.
 *
 *   bench-export [N_LEVELS]     (default 1000)
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench-stats.h"
#include "pf-pack-json.h"
#include "pf-project.h"

static double
now (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The example's first pack, its levels repeated until there are @n_levels. */
static PfTriPack *
repeated_pack (guint n_levels)
{
  const char *root = g_getenv ("PF_SOURCE_ROOT");
  g_autofree char *path = g_build_filename (root != NULL ? root : ".", "data", "examples",
                                            "starter.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = pf_project_load (file, &error);
  PfTriPack *pack = pf_tri_pack_new ("bench");
  GPtrArray *models;

  if (project == NULL)
    g_error ("%s: %s", path, error->message);
  models = ((PfTriPack *) g_ptr_array_index (pf_project_get_packs (project), 0))->levels;
  for (guint i = 0; i < n_levels; i++)
    {
      PfTriLevel *level = pf_tri_level_copy (g_ptr_array_index (models, i % models->len));

      g_free (level->id);
      level->id = g_strdup_printf ("level-%u", i + 1);
      g_ptr_array_add (pack->levels, level);
    }
  return pack;
}

static char *
timed_export (const PfTriPack *pack,
              guint            n_threads,
              double          *wall,
              double          *cpu)
{
  g_autoptr(GError) error = NULL;
  double w0 = now (CLOCK_MONOTONIC), c0 = now (CLOCK_PROCESS_CPUTIME_ID);
  char *json = pf_pack_json_write_full (pack, n_threads, NULL, NULL, NULL, &error);

  *wall = now (CLOCK_MONOTONIC) - w0;
  *cpu = now (CLOCK_PROCESS_CPUTIME_ID) - c0;
  if (json == NULL)
    g_error ("export failed: %s", error->message);
  return json;
}

int
main (int    argc,
      char **argv)
{
  guint n_levels = argc > 1 ? (guint) strtoul (argv[1], NULL, 10) : 1000;
  g_autoptr(PfTriPack) pack = NULL;
  g_autofree char *one = NULL, *all = NULL, *load = NULL;
  double one_wall, one_cpu, all_wall, all_cpu;

  if (n_levels == 0)
    {
      fprintf (stderr, "usage: bench-export [N_LEVELS]\n");
      return 2;
    }
  pack = repeated_pack (n_levels);
  load = bench_load_average ();

  one = timed_export (pack, 1, &one_wall, &one_cpu);
  all = timed_export (pack, 0, &all_wall, &all_cpu);
  if (g_strcmp0 (one, all) != 0)
    g_error ("the two exports differ");

  printf ("export of %u levels (%zu bytes of JSON), %u processors, load %s\n",
          n_levels, strlen (all), g_get_num_processors (), load);
  printf ("| threads | wall ms | CPU ms | wall vs one thread |\n");
  printf ("|---------|--------:|-------:|-------------------:|\n");
  printf ("| 1       | %7.0f | %6.0f | %17.2fx |\n", one_wall, one_cpu, 1.0);
  printf ("| all     | %7.0f | %6.0f | %17.2fx |\n", all_wall, all_cpu, one_wall / all_wall);
  return 0;
}

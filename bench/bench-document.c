/* bench-document.c: what one edit costs beside a big kept map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The starter project with one kept map of N × N cells (256², 1024²). One
 * edit paints a wall triangle of a level; it is then undone. Two ways are
 * measured in the same run:
 *   - whole-project snapshots (the baseline): before each edit the project
 *     is written to XML and kept as the undo step, and undo loads that XML
 *     back through the reader, as the app did before the document model;
 *   - the document (PfDocument): the step holds the level before the edit,
 *     and undo swaps it back.
 * For each it prints the wall and CPU time of an edit and of an undo (the
 * median of the runs) and the bytes one undo step holds.
 *
 * Usage: bench-document [--quick]   (--quick: 256² only, few runs)
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "pf-document.h"
#include "pf-mapgen.h"

typedef struct
{
  double wall;
  double cpu;
} Cost;

static double
now (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static Cost
median (GArray *walls,
        GArray *cpus)
{
  Cost cost;

  g_array_sort (walls, compare_doubles);
  g_array_sort (cpus, compare_doubles);
  cost.wall = g_array_index (walls, double, walls->len / 2);
  cost.cpu = g_array_index (cpus, double, cpus->len / 2);
  return cost;
}

static PfDocument *
load_with_map (guint size)
{
  g_autofree char *path = g_build_filename (g_getenv ("PF_SOURCE_ROOT") ? g_getenv ("PF_SOURCE_ROOT")
                                                                        : ".",
                                            "data", "examples", "starter.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PfDocument *document = pf_document_load (file, &error);
  PfProject *project;
  PfMapgenOptions options;
  PfMap *map;

  if (document == NULL)
    g_error ("%s", error->message);
  project = pf_document_get_project (document);
  pf_mapgen_options_init (&options);
  options.seed = 1;
  map = pf_mapgen_generate (g_ptr_array_index (pf_project_get_tilesets (project), 0), size, size,
                            &options, &error);
  if (map == NULL)
    g_error ("%s", error->message);
  map->id = g_strdup ("kept");
  g_ptr_array_add (pf_project_get_maps (project), map);
  return document;
}

static PfTriLevel *
first_level (PfProject *project)
{
  PfTriPack *pack = g_ptr_array_index (pf_project_get_packs (project), 0);

  return g_ptr_array_index (pack->levels, 0);
}

/* The baseline: a whole-project XML snapshot per edit, loaded back on undo. */
static void
bench_snapshots (PfDocument *document,
                 guint       runs,
                 Cost       *edit,
                 Cost       *undo,
                 gsize      *step_bytes)
{
  g_autoptr(GArray) edit_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) edit_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) undo_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) undo_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(PfProject) project = g_object_ref (pf_document_get_project (document));

  for (guint i = 0; i < runs; i++)
    {
      double w0 = now (CLOCK_MONOTONIC), c0 = now (CLOCK_PROCESS_CPUTIME_ID);
      g_autofree char *snapshot = pf_project_to_data (project);
      PfTriLevel *level = first_level (project);
      g_autoptr(GError) error = NULL;
      double w1, c1;

      pf_tri_mask_set (&level->walls, 0, !pf_tri_mask_get (&level->walls, 0));
      w1 = now (CLOCK_MONOTONIC);
      c1 = now (CLOCK_PROCESS_CPUTIME_ID);
      g_array_append_vals (edit_wall, &(double) { w1 - w0 }, 1);
      g_array_append_vals (edit_cpu, &(double) { c1 - c0 }, 1);
      *step_bytes = strlen (snapshot) + 1;

      g_clear_object (&project);
      project = pf_project_load_from_data (snapshot, -1, "undo", &error);
      if (project == NULL)
        g_error ("%s", error->message);
      g_array_append_vals (undo_wall, &(double) { now (CLOCK_MONOTONIC) - w1 }, 1);
      g_array_append_vals (undo_cpu, &(double) { now (CLOCK_PROCESS_CPUTIME_ID) - c1 }, 1);
    }
  *edit = median (edit_wall, edit_cpu);
  *undo = median (undo_wall, undo_cpu);
}

/* The document: the level before the edit is the whole undo step. */
static void
bench_document (PfDocument *document,
                guint       runs,
                Cost       *edit,
                Cost       *undo,
                gsize      *step_bytes)
{
  g_autoptr(GArray) edit_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) edit_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) undo_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) undo_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  PfTriPack *pack = g_ptr_array_index (pf_project_get_packs (pf_document_get_project (document)),
                                       0);
  g_autofree char *path = pf_item_path_build (PF_ITEM_LEVEL, pack->id,
                                              first_level (pf_document_get_project (document))->id);

  for (guint i = 0; i < runs; i++)
    {
      double w0 = now (CLOCK_MONOTONIC), c0 = now (CLOCK_PROCESS_CPUTIME_ID);
      gsize before = pf_document_get_history_bytes (document);
      const PfTriLevel *level = first_level (pf_document_get_project (document));
      double w1, c1;

      pf_document_level_set_wall (document, path, 0, !pf_tri_mask_get (&level->walls, 0), NULL);
      w1 = now (CLOCK_MONOTONIC);
      c1 = now (CLOCK_PROCESS_CPUTIME_ID);
      g_array_append_vals (edit_wall, &(double) { w1 - w0 }, 1);
      g_array_append_vals (edit_cpu, &(double) { c1 - c0 }, 1);
      /* The first edit meets an empty history; later ones replace the
       * redo step the undo left, so the difference is the step itself. */
      if (i == 0)
        *step_bytes = pf_document_get_history_bytes (document) - before;

      g_free (pf_document_undo (document));
      g_array_append_vals (undo_wall, &(double) { now (CLOCK_MONOTONIC) - w1 }, 1);
      g_array_append_vals (undo_cpu, &(double) { now (CLOCK_PROCESS_CPUTIME_ID) - c1 }, 1);
    }
  *edit = median (edit_wall, edit_cpu);
  *undo = median (undo_wall, undo_cpu);
}

int
main (int    argc,
      char **argv)
{
  gboolean quick = argc > 1 && g_str_equal (argv[1], "--quick");
  const guint sizes[] = { 256, 1024 };

  printf ("One level edit and its undo, beside a kept N x N map (median of the runs)\n");
  printf ("%-6s %-10s %12s %12s %12s %12s %14s\n", "map", "undo by", "edit wall",
          "edit CPU", "undo wall", "undo CPU", "bytes / step");
  for (guint s = 0; s < G_N_ELEMENTS (sizes) && !(quick && s > 0); s++)
    {
      g_autoptr(PfDocument) document = load_with_map (sizes[s]);
      guint runs = quick ? 3 : sizes[s] > 256 ? 5 : 11;
      Cost edit_old, undo_old, edit_new, undo_new;
      gsize bytes_old = 0, bytes_new = 0;
      g_autofree char *label = g_strdup_printf ("%u²", sizes[s]);

      bench_snapshots (document, runs, &edit_old, &undo_old, &bytes_old);
      bench_document (document, runs * 100, &edit_new, &undo_new, &bytes_new);
      printf ("%-7s %-10s %10.3f ms %9.3f ms %9.3f ms %9.3f ms %14" G_GSIZE_FORMAT "\n",
              label, "snapshot", edit_old.wall * 1e3, edit_old.cpu * 1e3,
              undo_old.wall * 1e3, undo_old.cpu * 1e3, bytes_old);
      printf ("%-7s %-10s %10.3f ms %9.3f ms %9.3f ms %9.3f ms %14" G_GSIZE_FORMAT "\n",
              label, "document", edit_new.wall * 1e3, edit_new.cpu * 1e3,
              undo_new.wall * 1e3, undo_new.cpu * 1e3, bytes_new);
      printf ("%-7s %-10s %13.0fx %12.0fx %12.0fx %12.0fx %13.0fx\n", label, "ratio",
              edit_old.wall / edit_new.wall, edit_old.cpu / MAX (edit_new.cpu, 1e-9),
              undo_old.wall / undo_new.wall, undo_old.cpu / MAX (undo_new.cpu, 1e-9),
              (double) bytes_old / MAX (bytes_new, 1));
      fflush (stdout);
    }
  return 0;
}

/* bench-pack-page.c: the pack page with 5,000 levels, against a list box of the same rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under a display (the benchmark runs it with xvfb-run). For a pack of
 * 5,000 levels (tests/ui/studio-big-pack.c) it times, in CPU and wall
 * milliseconds, the median of a few runs of:
 *   - the baseline: a GtkListBox holding one row of widgets per level, as
 *     the pack page was built before its column view, until its first frame;
 *   - the page: its rows made and its first frame drawn;
 *   - sorting the view by each column, both ways, each until the next frame;
 *   - scrolling to the last row, and by 120 pixels at a time (the median
 *     of 30 steps); new figures on one level; a level added.
 * The speed of the page is stated against the baseline measured in the same run.
 * CPU time is the main thread's, where the page does its work and draws:
 * while the page shows, its check explains the levels on a worker thread
 * of its own (pf-studio-pack-check.c), as a background task beside it.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "pf-studio-pack-columns.h"
#include "pf-studio-pack-page-private.h"
#include "studio-big-pack.h"
#include "studio-test.h"

#define N_LEVELS 5000
#define RUNS     3
#define SCROLL_STEPS 30

typedef struct
{
  double cpu;
  double wall;
} Cost;

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double
wall_ms (void)
{
  return g_get_monotonic_time () / 1e3;
}

static void
on_after_paint (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Runs the main loop until @widget's window has drawn one more frame. */
static void
next_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);

  gtk_widget_queue_draw (widget);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
}

static GtkWidget *
new_window (void)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_present (GTK_WINDOW (window));
  next_frame (window);
  return window;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static Cost
median_of (Cost *costs,
           guint n)
{
  g_autofree double *cpu = g_new (double, n);
  g_autofree double *wall = g_new (double, n);

  for (guint i = 0; i < n; i++)
    {
      cpu[i] = costs[i].cpu;
      wall[i] = costs[i].wall;
    }
  qsort (cpu, n, sizeof (double), compare_doubles);
  qsort (wall, n, sizeof (double), compare_doubles);
  return (Cost) { cpu[n / 2], wall[n / 2] };
}

/* The baseline: a list box with one row of widgets per level. */

static GtkWidget *
number (gint64 value)
{
  g_autofree char *text = value >= 0 ? g_strdup_printf ("%" G_GINT64_FORMAT, value)
                                     : g_strdup ("–");
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_width_chars (GTK_LABEL (label), 6);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  return label;
}

static GtkWidget *
list_box_row (const PfTriLevel *level,
              guint             index)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  const PfTriFigures *f = &level->figures;

  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("list-drag-handle-symbolic"));
  gtk_box_append (GTK_BOX (box), number (index + 1));
  gtk_box_append (GTK_BOX (names), gtk_label_new (level->meta.title));
  gtk_box_append (GTK_BOX (names), gtk_label_new (level->id));
  gtk_widget_set_hexpand (names, TRUE);
  gtk_box_append (GTK_BOX (box), names);
  gtk_box_append (GTK_BOX (box), number (level->n_blocks));
  gtk_box_append (GTK_BOX (box), number (f->moves));
  gtk_box_append (GTK_BOX (box), number (f->steps));
  gtk_box_append (GTK_BOX (box), number ((gint64) f->difficulty));
  gtk_box_append (GTK_BOX (box), gtk_button_new_from_icon_name ("go-up-symbolic"));
  gtk_box_append (GTK_BOX (box), gtk_button_new_from_icon_name ("go-down-symbolic"));
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (gtk_drag_source_new ()));
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (gtk_drop_target_new (G_TYPE_UINT,
                                                                             GDK_ACTION_MOVE)));
  return box;
}

static Cost
run_baseline (PfTriPack *pack)
{
  GtkWidget *window = new_window ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  double cpu = cpu_ms (), wall = wall_ms ();
  Cost cost;

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  for (guint i = 0; i < pack->levels->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (list), list_box_row (g_ptr_array_index (pack->levels, i), i));
  next_frame (window);
  cost = (Cost) { cpu_ms () - cpu, wall_ms () - wall };
  gtk_window_destroy (GTK_WINDOW (window));
  return cost;
}

/* The page */

typedef struct
{
  Cost open;
  Cost sort[PF_STUDIO_PACK_N_COLUMNS][2];
  Cost scroll;
  Cost scroll_step;
  Cost figures;
  Cost add;
} PageCosts;

static void
start (double *cpu,
       double *wall)
{
  *cpu = cpu_ms ();
  *wall = wall_ms ();
}

static Cost
stop (double cpu,
      double wall)
{
  return (Cost) { cpu_ms () - cpu, wall_ms () - wall };
}

static void
run_page (PageCosts *costs)
{
  g_autoptr(PfDocument) document = studio_big_pack_document (N_LEVELS, 11);
  PfTriPack *pack = g_ptr_array_index (pf_project_get_packs (pf_document_get_project (document)), 0);
  GtkWidget *window = new_window ();
  PfStudioPackPage *page = PF_STUDIO_PACK_PAGE (pf_studio_pack_page_new ());
  GtkColumnView *view;
  double cpu, wall;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  next_frame (window);
  view = pf_studio_pack_page_get_view (page);

  start (&cpu, &wall);
  pf_studio_pack_page_set_item (page, document, STUDIO_BIG_PACK_PATH);
  next_frame (window);
  costs->open = stop (cpu, wall);
  g_assert (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view))) == N_LEVELS);
  /* The page solves the levels the pack keeps no figures for (one in ten)
   * in the background; the costs below are the page's own, without it. */
  while (pf_studio_pack_page_is_busy (page))
    g_main_context_iteration (NULL, TRUE);
  next_frame (window);

  for (int c = 0; c < PF_STUDIO_PACK_N_COLUMNS; c++)
    for (int way = 0; way < 2; way++)
      {
        start (&cpu, &wall);
        gtk_column_view_sort_by_column (view, pf_studio_pack_columns_get (view, c),
                                        way ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING);
        next_frame (window);
        costs->sort[c][way] = stop (cpu, wall);
      }
  gtk_column_view_sort_by_column (view, NULL, GTK_SORT_ASCENDING);
  next_frame (window);

  start (&cpu, &wall);
  pf_studio_pack_page_scroll_to (page, N_LEVELS - 1);
  next_frame (window);
  costs->scroll = stop (cpu, wall);

  {
    GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view));
    Cost steps[SCROLL_STEPS];

    gtk_adjustment_set_value (adjustment, 0);
    next_frame (window);
    for (guint i = 0; i < SCROLL_STEPS; i++)
      {
        start (&cpu, &wall);
        gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + 120);
        next_frame (window);
        steps[i] = stop (cpu, wall);
      }
    costs->scroll_step = median_of (steps, SCROLL_STEPS);
  }

  {
    PfTriLevel *level = g_ptr_array_index (pack->levels, N_LEVELS - 2);
    PfTriFigures figures = level->figures;
    g_autofree char *path = pf_item_path_build (PF_ITEM_LEVEL, pack->id, level->id);

    figures.moves += 1;
    figures.difficulty += 1.0;
    start (&cpu, &wall);
    pf_document_set_figures (document, path, &figures);
    next_frame (window);
    costs->figures = stop (cpu, wall);
  }

  {
    g_autofree char *added = NULL;

    start (&cpu, &wall);
    added = pf_document_add_new_item (document, PF_ITEM_LEVEL, STUDIO_BIG_PACK_PATH, NULL);
    next_frame (window);
    costs->add = stop (cpu, wall);
    g_assert (added != NULL);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The median over the runs of the cost at @offset in PageCosts. */
static Cost
page_median (PageCosts *runs,
             gsize      offset)
{
  Cost costs[RUNS];

  for (guint r = 0; r < RUNS; r++)
    costs[r] = G_STRUCT_MEMBER (Cost, &runs[r], offset);
  return median_of (costs, RUNS);
}

static void
print_cost (const char *what,
            Cost        cost,
            Cost        baseline)
{
  printf ("  %-40s %9.1f %9.1f   %6.2f×\n", what, cost.cpu, cost.wall,
          cost.cpu > 0 ? baseline.cpu / cost.cpu : 0.0);
}

int
main (int    argc,
      char **argv)
{
  static const char *names[PF_STUDIO_PACK_N_COLUMNS] = {
    "#", "preview", "title", "moves", "steps", "difficulty", "states", "playtests", "status",
    "findings",
  };
  g_autoptr(PfDocument) document = NULL;
  PfTriPack *pack;
  Cost baseline_runs[RUNS], baseline;
  PageCosts page_runs[RUNS];
  PageCosts page;
  double load[3] = { 0 };
  Cost sort_worst = { 0, 0 };

  studio_test_init (&argc, &argv);
  document = studio_big_pack_document (N_LEVELS, 11);
  pack = g_ptr_array_index (pf_project_get_packs (pf_document_get_project (document)), 0);

  for (guint r = 0; r < RUNS; r++)
    {
      baseline_runs[r] = run_baseline (pack);
      run_page (&page_runs[r]);
    }
  baseline = median_of (baseline_runs, RUNS);
  page.open = page_median (page_runs, G_STRUCT_OFFSET (PageCosts, open));
  page.scroll = page_median (page_runs, G_STRUCT_OFFSET (PageCosts, scroll));
  page.scroll_step = page_median (page_runs, G_STRUCT_OFFSET (PageCosts, scroll_step));
  page.figures = page_median (page_runs, G_STRUCT_OFFSET (PageCosts, figures));
  page.add = page_median (page_runs, G_STRUCT_OFFSET (PageCosts, add));
  for (int c = 0; c < PF_STUDIO_PACK_N_COLUMNS; c++)
    for (int way = 0; way < 2; way++)
      page.sort[c][way] = page_median (page_runs, G_STRUCT_OFFSET (PageCosts, sort) +
                                       (c * 2 + way) * sizeof (Cost));

  if (getloadavg (load, 3) < 0)
    load[0] = -1;
  printf ("pack page, %d levels, median of %d runs; load average %.2f\n", N_LEVELS, RUNS, load[0]);
  printf ("  %-40s %9s %9s   %7s\n", "", "main CPU ms", "wall ms", "vs base");
  print_cost ("baseline: list box, rows + first frame", baseline, baseline);
  print_cost ("page: rows + first frame", page.open, baseline);
  for (int c = 0; c < PF_STUDIO_PACK_N_COLUMNS; c++)
    for (int way = 0; way < 2; way++)
      {
        g_autofree char *what = g_strdup_printf ("sort by %s, %s, + frame", names[c],
                                                 way ? "descending" : "ascending");

        print_cost (what, page.sort[c][way], baseline);
        if (page.sort[c][way].cpu > sort_worst.cpu)
          sort_worst = page.sort[c][way];
      }
  print_cost ("scroll to the last row + frame", page.scroll, baseline);
  print_cost ("scroll by 120 px + frame (median of 30)", page.scroll_step, baseline);
  print_cost ("new figures on one level + frame", page.figures, baseline);
  print_cost ("a level added (rows rebuilt) + frame", page.add, baseline);
  printf ("the slowest sort costs %.1f ms of CPU\n", sort_worst.cpu);
  return 0;
}

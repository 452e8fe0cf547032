/* test-tri-render.c: a golden check of rendered levels, and picking
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "pf-render-target.h"
#include "pf-project.h"
#include "pf-tri-render-private.h"
#include "pf-tri-render.h"
#include "pf-tri-solver.h"
#include "test-files.h"

typedef struct
{
  const PfTriLevel   *level;
  PfTriRenderOptions  options;
} Job;

static void
draw (cairo_t *cr,
      double   width,
      double   height,
      gpointer user_data)
{
  Job *job = user_data;

  pf_tri_render (cr, job->level, width, height, &job->options);
}

/* Row 6, cols 2..9 floor; a U key of 3 at (6,2U); goal at (6,9). */
static PfTriLevel *
strip_level (void)
{
  PfTriLevel *level = pf_tri_level_new ("strip");
  PfTriBlock *key = &level->blocks[level->n_blocks++];

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    pf_tri_mask_set (&level->walls, t, !(pf_tri_row (t) == 6 && pf_tri_col (t) >= 2 &&
                                         pf_tri_col (t) <= 9));
  key->axis = PF_TRI_AXIS_U;
  key->first = pf_tri_index (6, 2, PF_TRI_UP);
  key->length = 3;
  key->key = TRUE;
  pf_tri_mask_set (&level->goals, pf_tri_index (6, 9, PF_TRI_UP), TRUE);
  pf_tri_mask_set (&level->goals, pf_tri_index (6, 9, PF_TRI_DOWN), TRUE);
  return level;
}

static void
assert_pixel (cairo_surface_t *surface,
              const PfTriView *view,
              double           ux,
              double           uy,
              const double    *rgb)
{
  unsigned char *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  double sx, sy;
  guint32 px;

  pf_tri_view_to_screen (view, ux, uy, &sx, &sy);
  g_assert_cmpfloat (sx, >=, 0);
  g_assert_cmpfloat (sy, >=, 0);
  g_assert_cmpfloat (sx, <, cairo_image_surface_get_width (surface));
  g_assert_cmpfloat (sy, <, cairo_image_surface_get_height (surface));
  px = *(guint32 *) (data + (int) sy * stride + 4 * (int) sx);
  g_assert_cmpint (abs ((int) ((px >> 16) & 255) - (int) (rgb[0] * 255 + 0.5)), <=, 2);
  g_assert_cmpint (abs ((int) ((px >> 8) & 255) - (int) (rgb[1] * 255 + 0.5)), <=, 2);
  g_assert_cmpint (abs ((int) (px & 255) - (int) (rgb[2] * 255 + 0.5)), <=, 2);
}

static void
test_render_png (void)
{
  g_autoptr(PfTriLevel) level = strip_level ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("pf-tri-render-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "strip.png", NULL);
  const PfTriPalette *pal = pf_tri_render_palette (FALSE);
  cairo_surface_t *surface;
  PfTriView view;
  Job job = { level };
  double cx, cy;

  g_assert_no_error (error);
  pf_tri_render_options_init (&job.options);
  g_assert_true (pf_render_to_png (path, 320, 200, draw, &job, &error));
  g_assert_no_error (error);

  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 320);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 200);

  pf_tri_view_fit (&view, level, 320, 200);
  /* The image's corner lies beyond the board (the edge shows), a wall
   * triangle is wall, the key's middle is key colour, the goal's centroid
   * is goal colour, an empty floor triangle is floor. */
  assert_pixel (surface, &view, (2 - view.x0) / view.scale, (2 - view.y0) / view.scale,
                pal->outside);
  pf_tri_centroid (pf_tri_index (5, 4, PF_TRI_UP), &cx, &cy);
  assert_pixel (surface, &view, cx, cy, pal->wall);
  pf_tri_centroid (pf_tri_index (6, 2, PF_TRI_DOWN), &cx, &cy);
  assert_pixel (surface, &view, cx, cy, pal->key);
  pf_tri_centroid (pf_tri_index (6, 9, PF_TRI_UP), &cx, &cy);
  assert_pixel (surface, &view, cx, cy, pal->goal);
  pf_tri_centroid (pf_tri_index (6, 6, PF_TRI_DOWN), &cx, &cy);
  assert_pixel (surface, &view, cx, cy, pal->floor);
  cairo_surface_destroy (surface);

  /* Dark mode uses the dark palette. */
  job.options.dark = TRUE;
  g_assert_true (pf_render_to_png (path, 320, 200, draw, &job, &error));
  surface = cairo_image_surface_create_from_png (path);
  pf_tri_centroid (pf_tri_index (6, 6, PF_TRI_DOWN), &cx, &cy);
  assert_pixel (surface, &view, cx, cy, pf_tri_render_palette (TRUE)->floor);
  cairo_surface_destroy (surface);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_pick (void)
{
  g_autoptr(PfTriLevel) level = strip_level ();
  PfTriView view;

  pf_tri_view_fit (&view, level, 640, 480);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      double cx, cy, sx, sy;

      pf_tri_centroid (t, &cx, &cy);
      pf_tri_view_to_screen (&view, cx, cy, &sx, &sy);
      g_assert_cmpint (pf_tri_view_pick (&view, sx, sy), ==, (int) t);
    }
  g_assert_cmpint (pf_tri_view_pick (&view, -1e6, -1e6), ==, -1);
}

static guint32
screen_pixel (cairo_surface_t *surface,
              double           sx,
              double           sy)
{
  unsigned char *data = cairo_image_surface_get_data (surface);

  return *(guint32 *) (data + (int) sy * cairo_image_surface_get_stride (surface) + 4 * (int) sx);
}

static guint32
pixel_at (cairo_surface_t *surface,
          const PfTriView *view,
          double           ux,
          double           uy)
{
  double sx, sy;

  pf_tri_view_to_screen (view, ux, uy, &sx, &sy);
  return screen_pixel (surface, sx, sy) & 0xffffff;
}

/* Half way through a step, the dragged block is drawn half a step along. */
static void
test_slide (void)
{
  g_autoptr(PfTriLevel) level = strip_level ();
  const PfTriPalette *pal = pf_tri_render_palette (FALSE);
  gint8 dirs[PF_TRI_MAX_BLOCKS] = { +1 };
  guint32 floor_rgb = ((guint32) (pal->floor[0] * 255 + 0.5) << 16) |
                      ((guint32) (pal->floor[1] * 255 + 0.5) << 8) |
                      (guint32) (pal->floor[2] * 255 + 0.5);
  double cx, cy;
  PfTriView view;
  Job job;

  /* Just past the key's front: the centroid of DOWN (6, 3). */
  pf_tri_centroid (pf_tri_index (6, 3, PF_TRI_DOWN), &cx, &cy);
  pf_tri_view_fit (&view, level, 400, 200);

  for (guint pass = 0; pass < 2; pass++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 200);
      cairo_t *cr = cairo_create (surface);
      guint32 px;

      job.level = level;
      pf_tri_render_options_init (&job.options);
      if (pass == 1)
        {
          job.options.slide_dirs = dirs;
          job.options.slide = 0.5;
        }
      draw (cr, 400, 200, &job);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      px = pixel_at (surface, &view, cx, cy);
      if (pass == 0)
        g_assert_cmpint (abs ((int) (px & 255) - (int) (floor_rgb & 255)), <=, 2);
      else
        g_assert_cmpuint (px, !=, floor_rgb);
      cairo_surface_destroy (surface);
    }
}

/* The pixels where two renders of @level at 400 x 200 differ. */
static guint
count_differences (const PfTriLevel         *level,
                   const PfTriRenderOptions *a,
                   const PfTriRenderOptions *b)
{
  cairo_surface_t *surfaces[2];
  guint n = 0;

  for (guint i = 0; i < 2; i++)
    {
      Job job = { level, i == 0 ? *a : *b };
      cairo_t *cr;

      surfaces[i] = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 200);
      cr = cairo_create (surfaces[i]);
      draw (cr, 400, 200, &job);
      cairo_destroy (cr);
      cairo_surface_flush (surfaces[i]);
    }
  for (int y = 0; y < 200; y++)
    for (int x = 0; x < 400; x++)
      n += screen_pixel (surfaces[0], x, y) != screen_pixel (surfaces[1], x, y);
  cairo_surface_destroy (surfaces[0]);
  cairo_surface_destroy (surfaces[1]);
  return n;
}

/* The block a finding names gets its number written on it; a number past
 * the level's blocks draws nothing. */
static void
test_numbered_block (void)
{
  g_autoptr(PfTriLevel) level = strip_level ();
  PfTriRenderOptions plain, numbered;

  pf_tri_render_options_init (&plain);
  g_assert_cmpint (plain.numbered_block, ==, -1);
  numbered = plain;
  numbered.numbered_block = 0;
  g_assert_cmpuint (count_differences (level, &plain, &numbered), >, 30);
  numbered.numbered_block = 5;
  g_assert_cmpuint (count_differences (level, &plain, &numbered), ==, 0);
}

static void
collect_triangle (guint    triangle,
                  gpointer user_data)
{
  g_array_append_val ((GArray *) user_data, triangle);
}

static gboolean
edge_neighbours (guint a,
                 guint b)
{
  for (PfTriSide side = PF_TRI_SIDE_LEFT; side <= PF_TRI_SIDE_FLAT; side++)
    {
      guint n;

      if (pf_tri_neighbour (a, side, &n) && n == b)
        return TRUE;
    }
  return FALSE;
}

/* A fast stroke: one long segment names every triangle it passes, in order,
 * each next to the one before, and no triangle a fine walk along it finds
 * is missing. */
static void
test_trace (void)
{
  GRand *rand = g_rand_new_with_seed (17);

  for (guint run = 0; run < 200; run++)
    {
      g_autoptr(GArray) traced = g_array_new (FALSE, FALSE, sizeof (guint));
      double x0 = g_rand_double_range (rand, -2, 16), y0 = g_rand_double_range (rand, -1, 15);
      double x1 = g_rand_double_range (rand, -2, 16), y1 = g_rand_double_range (rand, -1, 15);
      PfTriView unit = { 1.0, 0.0, 0.0 };
      gboolean seen[PF_TRI_COUNT] = { FALSE };

      pf_tri_trace_segment (x0, y0, x1, y1, collect_triangle, traced);
      for (guint i = 0; i < traced->len; i++)
        {
          guint t = g_array_index (traced, guint, i);

          seen[t] = TRUE;
          if (i > 0)
            g_assert_true (edge_neighbours (g_array_index (traced, guint, i - 1), t));
        }
      if (pf_tri_view_pick (&unit, x0, y0) >= 0)
        g_assert_cmpint (g_array_index (traced, guint, 0), ==, pf_tri_view_pick (&unit, x0, y0));
      for (guint k = 0; k <= 4000; k++)
        {
          double t = k / 4000.0;
          int under = pf_tri_view_pick (&unit, x0 + t * (x1 - x0), y0 + t * (y1 - y0));

          if (under >= 0)
            g_assert_true (seen[under]);
        }
    }
  g_rand_free (rand);

  /* Far off the board on both sides: only the board's part is walked. */
  {
    g_autoptr(GArray) traced = g_array_new (FALSE, FALSE, sizeof (guint));

    pf_tri_trace_segment (-1e9, 3.5, 1e9, 3.5, collect_triangle, traced);
    g_assert_cmpuint (traced->len, ==, 32);
  }
}

/* The heat overlay counts, for each block, the moves of the optimal
 * solution in which it changes position (SPEC §2.8): at most the moves, at
 * least one block each move, and one on the key of a one-move level. */
static void
test_heat (void)
{
  g_autofree char *path = test_starter_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(PfProject) project = pf_project_load (file, NULL);
  PfTriPack *pack = g_ptr_array_index (pf_project_get_packs (project), 0);

  for (guint i = 0; i < pack->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
      g_autoptr(PfTriSolution) solution = pf_tri_solver_solve_level (level, 0, NULL);
      guint counts[PF_TRI_MAX_BLOCKS] = { 0 };
      guint sum = 0, hottest, hottest_seen = 0;
      PfTriRenderOptions options;

      pf_tri_render_options_init (&options);
      options.rules = rules;
      options.solution = solution;
      hottest = pf_tri_render_solution_heat (&options, counts);
      for (guint b = 0; b < level->n_blocks; b++)
        {
          g_assert_cmpuint (counts[b], <=, solution->solution->len);
          sum += counts[b];
          hottest_seen = MAX (hottest_seen, counts[b]);
        }
      g_assert_cmpuint (hottest, ==, hottest_seen);
      /* What the app's legend asks for, on its own. */
      g_assert_cmpuint (pf_tri_render_hottest (&options), ==, hottest);
      g_assert_cmpuint (sum, >=, solution->solution->len);
      if (solution->moves == 1)
        g_assert_cmpuint (hottest, ==, 1);
    }
}

/* `polyform render --overlay moves|heat` draws a legend in the top-left
 * corner; every triangle of the room must still show, below it, drawn in
 * the view pf_tri_render_fit() reports. level-09 fills the canvas from top
 * to bottom, so a legend over it would hide its top row. */
static void
test_legend_clear (void)
{
  g_autofree char *path = test_starter_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(PfProject) project = pf_project_load (file, NULL);
  PfTriPack *pack = g_ptr_array_index (pf_project_get_packs (project), 0);
  const PfTriOverlay overlays[] = { PF_TRI_OVERLAY_MOVES, PF_TRI_OVERLAY_HEAT };
  const int sizes[][2] = { { 800, 600 }, { 1024, 700 }, { 400, 300 } };

  for (guint i = 0; i < pack->levels->len; i++)
    for (guint o = 0; o < G_N_ELEMENTS (overlays); o++)
      for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
        {
          const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
          g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
          g_autoptr(PfTriSolution) solution = pf_tri_solver_solve_level (level, 0, NULL);
          int w = sizes[z][0], h = sizes[z][1];
          cairo_surface_t *with = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
          cairo_surface_t *without = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
          cairo_t *cr;
          PfTriRenderOptions options;
          PfTriView view;

          pf_tri_render_options_init (&options);
          options.overlay = overlays[o];
          options.rules = rules;
          options.solution = solution;
          options.caption = FALSE;
          options.legend = TRUE;
          cr = cairo_create (with);
          pf_tri_render (cr, level, w, h, &options);
          cairo_destroy (cr);
          pf_tri_render_fit (&view, level, w, h, &options);
          options.legend = FALSE;
          cr = cairo_create (without);
          pf_tri_render_view (cr, level, &view, w, h, &options);
          cairo_destroy (cr);

          /* The legend's box is there, in the corner... */
          g_assert_cmphex (screen_pixel (with, 12, 12) & 0xffffff, !=,
                           screen_pixel (without, 12, 12) & 0xffffff);
          /* ...and over no triangle of the room, which lies where the fit
           * says. */
          for (guint t = 0; t < PF_TRI_COUNT; t++)
            {
              double cx, cy, sx, sy;

              if (pf_tri_mask_get (&level->walls, t))
                continue;
              pf_tri_centroid (t, &cx, &cy);
              pf_tri_view_to_screen (&view, cx, cy, &sx, &sy);
              g_assert_cmpfloat (sy, >=, 0);
              g_assert_cmpfloat (sy, <, h);
              if (screen_pixel (with, sx, sy) != screen_pixel (without, sx, sy))
                g_error ("%s, overlay %d, %dx%d: triangle %u is under the legend",
                         level->id, overlays[o], w, h, t);
            }
          cairo_surface_destroy (with);
          cairo_surface_destroy (without);
        }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tri-render/png", test_render_png);
  g_test_add_func ("/tri-render/pick", test_pick);
  g_test_add_func ("/tri-render/slide", test_slide);
  g_test_add_func ("/tri-render/numbered-block", test_numbered_block);
  g_test_add_func ("/tri-render/trace", test_trace);
  g_test_add_func ("/tri-render/heat", test_heat);
  g_test_add_func ("/tri-render/legend-clear", test_legend_clear);
  return g_test_run ();
}

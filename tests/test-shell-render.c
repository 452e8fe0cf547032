/* test-shell-render.c: drawing shell layouts and picking cells
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo.h>
#include <math.h>
#include <glib/gstdio.h>

#include "pf-render-target.h"
#include "pf-shell-render.h"

/* A 420 x 420 canvas shows shells 0..9 in 21 cell widths: cells of 20 px,
 * the origin at (210, 210). */
#define SIDE 420

static void
pixel_rgb (cairo_surface_t *surface,
           int              px,
           int              py,
           int              rgb[3])
{
  guint32 *row;
  guint32 argb;

  cairo_surface_flush (surface);
  row = (guint32 *) (cairo_image_surface_get_data (surface) +
                     py * cairo_image_surface_get_stride (surface));
  argb = row[px];
  rgb[0] = (argb >> 16) & 0xff;
  rgb[1] = (argb >> 8) & 0xff;
  rgb[2] = argb & 0xff;
}

static cairo_surface_t *
draw (const PfShellLayout        *layout,
      const PfShellRenderOptions *options)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIDE, SIDE);
  cairo_t *cr = cairo_create (surface);

  pf_shell_render (cr, layout, SIDE, SIDE, options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  return surface;
}

static void
add_cell (PfShellLayout *layout,
          int            x,
          int            y,
          guint          colour)
{
  PfShellCell cell = { x, y, colour };

  g_array_append_val (layout->cells, cell);
}

static void
test_render_cells (void)
{
  g_autoptr(PfShellLayout) layout = pf_shell_layout_new ("l");
  cairo_surface_t *surface;
  int rgb[3];
  double expected[3];

  add_cell (layout, 2, 3, 5);
  add_cell (layout, -4, -1, 1);
  surface = draw (layout, NULL);

  /* Cell (2, 3) spans x 250..270 and y 130..150: its centre is its colour. */
  pf_shell_colour_rgb (5, FALSE, expected);
  pixel_rgb (surface, 260, 140, rgb);
  g_assert_cmpint (ABS (rgb[0] - (int) (expected[0] * 255)), <=, 2);
  g_assert_cmpint (ABS (rgb[1] - (int) (expected[1] * 255)), <=, 2);
  g_assert_cmpint (ABS (rgb[2] - (int) (expected[2] * 255)), <=, 2);

  /* Cell (-4, -1) spans x 130..150 and y 210..230. */
  pf_shell_colour_rgb (1, FALSE, expected);
  pixel_rgb (surface, 140, 220, rgb);
  g_assert_cmpint (ABS (rgb[2] - (int) (expected[2] * 255)), <=, 2);

  /* An empty cell is a light ring tint, not a cell colour. */
  pixel_rgb (surface, 300, 300, rgb);
  g_assert_cmpint (rgb[0], >, 200);
  g_assert_cmpint (ABS (rgb[0] - rgb[2]), <, 16);

  /* The core block is drawn even with no core cells: a neutral grey. */
  pixel_rgb (surface, 200, 200, rgb);
  g_assert_cmpint (rgb[0], <, 140);
  g_assert_cmpint (ABS (rgb[0] - rgb[1]), <, 16);

  cairo_surface_destroy (surface);
}

static void
test_render_dark_and_overlay (void)
{
  g_autoptr(PfShellLayout) layout = pf_shell_layout_new ("l");
  PfShellRenderOptions options = { 0, };
  cairo_surface_t *plain;
  cairo_surface_t *overlay;
  int rgb[3];
  int changed = 0;

  for (int x = -2; x <= 1; x++)
    for (int y = -2; y <= 1; y++)
      if (x == -2 || x == 1 || y == -2 || y == 1)
        add_cell (layout, x, y, 3);

  options.dark = TRUE;
  plain = draw (layout, &options);
  pixel_rgb (plain, 2, 2, rgb);
  g_assert_cmpint (rgb[0], <, 60);

  options.overlay = TRUE;
  overlay = draw (layout, &options);
  for (int py = 0; py < SIDE; py += 2)
    for (int px = 0; px < SIDE; px += 2)
      {
        int a[3];
        int b[3];

        pixel_rgb (plain, px, py, a);
        pixel_rgb (overlay, px, py, b);
        changed += (a[0] != b[0] || a[1] != b[1] || a[2] != b[2]);
      }
  g_assert_cmpint (changed, >, 200);

  cairo_surface_destroy (plain);
  cairo_surface_destroy (overlay);
}

static void
test_render_fit (void)
{
  g_autoptr(PfShellLayout) layout = pf_shell_layout_new ("l");
  double cell = SIDE / 29.0;
  int x = 0;
  int y = 0;

  /* A cell in shell 12 widens the view to shell 13: 28 cells and a margin
   * of half a cell each side. */
  add_cell (layout, 12, 0, 2);
  g_assert_true (pf_shell_render_pick (layout, SIDE, SIDE, NULL, 210 + 12.5 * cell,
                                       210 - 0.5 * cell, &x, &y));
  g_assert_cmpint (x, ==, 12);
  g_assert_cmpint (y, ==, 0);

  /* A wide canvas fits the height and centres horizontally. */
  g_array_set_size (layout->cells, 0);
  g_assert_true (pf_shell_render_pick (layout, 840, 420, NULL, 420 + 1, 210 - 1, &x, &y));
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 0);
}

static void
test_render_pick (void)
{
  g_autoptr(PfShellLayout) layout = pf_shell_layout_new ("l");
  PfShellRenderOptions options = { 0, };
  int x = 99;
  int y = 99;

  g_assert_true (pf_shell_render_pick (layout, SIDE, SIDE, NULL, 260, 140, &x, &y));
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 3);
  g_assert_true (pf_shell_render_pick (layout, SIDE, SIDE, NULL, 209, 211, &x, &y));
  g_assert_cmpint (x, ==, -1);
  g_assert_cmpint (y, ==, -1);
  g_assert_true (pf_shell_render_pick (layout, SIDE, SIDE, NULL, 11, 409, &x, &y));
  g_assert_cmpint (x, ==, -10);
  g_assert_cmpint (y, ==, -10);

  /* Outside shell 9, in the margin. */
  x = y = 99;
  g_assert_false (pf_shell_render_pick (layout, SIDE, SIDE, NULL, 5, 5, &x, &y));
  g_assert_cmpint (x, ==, 99);

  /* min_shells widens the view: shells 0..4 in 11 cells. */
  options.min_shells = 4;
  g_assert_true (pf_shell_render_pick (layout, 110, 110, &options, 1 + 55 + 10 * 4, 55 - 1,
                                       &x, &y));
  g_assert_cmpint (x, ==, 4);
  g_assert_cmpint (y, ==, 0);

  /* Every cell's centre picks that cell. */
  for (int cy = -10; cy < 10; cy++)
    for (int cx = -10; cx < 10; cx++)
      {
        g_assert_true (pf_shell_render_pick (layout, SIDE, SIDE, NULL, 210 + cx * 20 + 10,
                                             210 - cy * 20 - 10, &x, &y));
        g_assert_cmpint (x, ==, cx);
        g_assert_cmpint (y, ==, cy);
      }
}

/* Cells look the same with the overlay as without: its labels and their
 * leaders stand beside the rings, between cells. Checked where the editor
 * draws (fitted to the content, zoomed) and where `polyform render` does. */
static void
assert_overlay_covers_no_cell (const PfShellLayout        *layout,
                               const PfShellRenderOptions *base,
                               double                      width,
                               double                      height)
{
  PfShellRenderOptions options = *base;
  PfShellRenderOptions bare = *base;
  cairo_surface_t *plain = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_surface_t *labelled = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr;
  double cx, cy, cell;
  double cx0, cy0, cell0;

  /* The labels may take room beside the rings: the plain drawing is zoomed
   * and panned to put its cells where the labelled one has them. */
  options.overlay = TRUE;
  pf_shell_render_geometry (layout, width, height, &options, &cx, &cy, &cell);
  g_assert_cmpfloat (cell, >, 8);
  bare.overlay = FALSE;
  bare.zoom = 1.0;
  bare.pan_x = bare.pan_y = 0.0;
  pf_shell_render_geometry (layout, width, height, &bare, &cx0, &cy0, &cell0);
  bare.zoom = cell / cell0;
  bare.pan_x = cx - cx0;
  bare.pan_y = cy - cy0;

  cr = cairo_create (plain);
  pf_shell_render (cr, layout, width, height, &bare);
  cairo_destroy (cr);
  cr = cairo_create (labelled);
  pf_shell_render (cr, layout, width, height, &options);
  cairo_destroy (cr);

  for (guint i = 0; i < layout->cells->len; i++)
    {
      const PfShellCell *c = &g_array_index (layout->cells, PfShellCell, i);
      /* The cell's face, inside the outline a full shell gets. */
      int x0 = (int) ceil (cx + (c->x + 0.15) * cell);
      int x1 = (int) floor (cx + (c->x + 0.85) * cell);
      int y0 = (int) ceil (cy - (c->y + 0.85) * cell);
      int y1 = (int) floor (cy - (c->y + 0.15) * cell);

      for (int py = MAX (y0, 0); py < MIN (y1, (int) height); py++)
        for (int px = MAX (x0, 0); px < MIN (x1, (int) width); px++)
          {
            int a[3], b[3];

            pixel_rgb (plain, px, py, a);
            pixel_rgb (labelled, px, py, b);
            if (a[0] != b[0] || a[1] != b[1] || a[2] != b[2])
              g_error ("the overlay covers cell (%d, %d) at %d, %d", c->x, c->y, px, py);
          }
    }
  cairo_surface_destroy (plain);
  cairo_surface_destroy (labelled);
}

static void
test_render_overlay_beside_cells (void)
{
  g_autoptr(PfShellLayout) layout = pf_shell_layout_new ("l");
  PfShellRenderOptions options = { 0, };
  double cx, cy, cell;

  /* Shell 1 full, shells 0, 2 and 3 in part. */
  for (int x = -2; x <= 1; x++)
    for (int y = -2; y <= 1; y++)
      if (x == -2 || x == 1 || y == -2 || y == 1)
        add_cell (layout, x, y, 3);
  add_cell (layout, 0, 0, 1);
  add_cell (layout, 2, 2, 5);
  add_cell (layout, 2, -1, 6);
  add_cell (layout, -4, 3, 7);
  add_cell (layout, 3, 3, 2);

  assert_overlay_covers_no_cell (layout, &options, SIDE, SIDE);
  assert_overlay_covers_no_cell (layout, &options, 640, 360);

  /* The editor: fitted to the content and two rings more, then zoomed. */
  options.fit_shells = 5;
  assert_overlay_covers_no_cell (layout, &options, 720, 520);
  pf_shell_render_geometry (layout, 720, 520, &options, &cx, &cy, &cell);
  /* Shells 0..5 in 13 cells of height: big cells, not the 21 of shell 9. */
  g_assert_cmpfloat (cell, ==, 40.0);
  options.zoom = 1.5;
  options.pan_x = -30;
  assert_overlay_covers_no_cell (layout, &options, 720, 520);
}

/* Zoom and pan move the drawing and the picking together. */
static void
test_render_zoom_and_pan (void)
{
  g_autoptr(PfShellLayout) layout = pf_shell_layout_new ("l");
  PfShellRenderOptions options = { 0, };
  double cx, cy, cell;
  int x = 99, y = 99;

  options.fit_shells = 2;
  pf_shell_render_geometry (layout, 700, 700, &options, &cx, &cy, &cell);
  g_assert_cmpfloat (cell, ==, 100.0);
  g_assert_cmpfloat (cx, ==, 350.0);

  options.zoom = 0.5;
  options.pan_x = 20;
  options.pan_y = -10;
  pf_shell_render_geometry (layout, 700, 700, &options, &cx, &cy, &cell);
  g_assert_cmpfloat (cell, ==, 50.0);
  g_assert_cmpfloat (cx, ==, 370.0);
  g_assert_cmpfloat (cy, ==, 340.0);
  /* With a fit, the view does not follow the cells within it (a stroke or
   * a simulation changes them), the overlay's labels included. */
  {
    double cx2, cy2, cell2;

    options.overlay = TRUE;
    pf_shell_render_geometry (layout, 700, 700, &options, &cx, &cy, &cell);
    add_cell (layout, 1, 1, 3);
    pf_shell_render_geometry (layout, 700, 700, &options, &cx2, &cy2, &cell2);
    g_assert_cmpfloat (cx2, ==, cx);
    g_assert_cmpfloat (cell2, ==, cell);
    g_array_set_size (layout->cells, 0);
    options.overlay = FALSE;
    pf_shell_render_geometry (layout, 700, 700, &options, &cx, &cy, &cell);
  }

  /* The game-over ring, beyond the fit, is there when zoomed out. */
  g_assert_true (pf_shell_render_pick (layout, 700, 700, &options, cx + 9.5 * cell,
                                       cy - 0.5 * cell, &x, &y));
  g_assert_cmpint (x, ==, 9);
  g_assert_cmpint (y, ==, 0);
}

static void
test_render_png (void)
{
  g_autoptr(PfShellLayout) layout = pf_shell_layout_new ("l");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("pf-shell-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "layout.png", NULL);
  g_autofree char *data = NULL;
  gsize length = 0;

  add_cell (layout, 0, 0, 4);
  add_cell (layout, -9, 8, 6);
  g_assert_true (pf_render_to_png (path, 200, 120, pf_shell_render_func, layout, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_cmpuint (length, >, 100);
  g_assert_cmpmem (data, 4, "\x89PNG", 4);

  g_remove (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/shell-render/cells", test_render_cells);
  g_test_add_func ("/shell-render/dark-overlay", test_render_dark_and_overlay);
  g_test_add_func ("/shell-render/fit", test_render_fit);
  g_test_add_func ("/shell-render/pick", test_render_pick);
  g_test_add_func ("/shell-render/png", test_render_png);
  g_test_add_func ("/shell-render/overlay-beside-cells", test_render_overlay_beside_cells);
  g_test_add_func ("/shell-render/zoom-and-pan", test_render_zoom_and_pan);
  return g_test_run ();
}

/* pf-tri-render.c: Cairo drawing of triangle levels and their overlays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-render"

#include <math.h>
#include <string.h>

#include "pf-tri-render-private.h"

#define TRI_H 0.86602540378443864676

static const PfTriPalette light_palette = {
  .wall    = { 0.24, 0.25, 0.29 },
  .outside = { 0.16, 0.17, 0.20 },
  .floor   = { 0.93, 0.92, 0.88 },
  .grid    = { 0.82, 0.80, 0.75 },
  .goal    = { 0.55, 0.80, 0.55 },
  .block   = { 0.78, 0.62, 0.40 },
  .key     = { 0.85, 0.25, 0.20 },
  .heat    = { 0.42, 0.20, 0.72 },
  .text    = { 0.10, 0.10, 0.12 },
};

static const PfTriPalette dark_palette = {
  .wall    = { 0.08, 0.08, 0.10 },
  .outside = { 0.03, 0.03, 0.04 },
  .floor   = { 0.22, 0.23, 0.26 },
  .grid    = { 0.30, 0.31, 0.35 },
  .goal    = { 0.20, 0.45, 0.25 },
  .block   = { 0.55, 0.45, 0.32 },
  .key     = { 0.90, 0.35, 0.30 },
  .heat    = { 0.62, 0.45, 0.98 },
  .text    = { 0.92, 0.92, 0.94 },
};

const PfTriPalette *
pf_tri_render_palette (gboolean dark)
{
  return dark ? &dark_palette : &light_palette;
}

void
pf_tri_render_options_init (PfTriRenderOptions *options)
{
  *options = (PfTriRenderOptions) { 0 };
  options->overlay = PF_TRI_OVERLAY_NONE;
  options->hover_triangle = -1;
  options->selected_block = -1;
  options->numbered_block = -1;
  options->caption = TRUE;
}

/* View */

void
pf_tri_view_fit (PfTriView        *view,
                 const PfTriLevel *level,
                 double            width,
                 double            height)
{
  double xmin = G_MAXDOUBLE, xmax = -G_MAXDOUBLE;
  guint rmin = PF_TRI_ROWS, rmax = 0;
  double bw, bh;

  /* As the seed does: rows and centroid extents of the visible
   * triangles, inset by one edge, scaled to fit and centred. */
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      double cx, cy;

      if (level != NULL && pf_tri_mask_get (&level->walls, t))
        continue;
      pf_tri_centroid (t, &cx, &cy);
      xmin = MIN (xmin, cx);
      xmax = MAX (xmax, cx);
      rmin = MIN (rmin, pf_tri_row (t));
      rmax = MAX (rmax, pf_tri_row (t));
    }
  if (rmin > rmax)
    {
      /* All wall: show the whole board. */
      view->scale = 1.0;
      view->x0 = view->y0 = 0.0;
      pf_tri_view_fit (view, NULL, width, height);
      return;
    }

  bw = (xmax - xmin) + 1.0;
  bh = (rmax - rmin + 1) * TRI_H;
  view->scale = MIN (width / (bw + 1.0), height / (bh + 1.0));
  view->scale = MAX (view->scale, 1e-6);
  view->x0 = width / 2.0 - ((xmin + xmax) / 2.0) * view->scale;
  view->y0 = height / 2.0 - ((rmin * TRI_H + (rmax + 1) * TRI_H) / 2.0) * view->scale;
}

void
pf_tri_view_to_screen (const PfTriView *view,
                       double           ux,
                       double           uy,
                       double          *sx,
                       double          *sy)
{
  *sx = view->x0 + ux * view->scale;
  *sy = view->y0 + uy * view->scale;
}

/* The triangle at grid point (@ux, @uy), or -1 off the board. */
static int
pick_units (double ux,
            double uy)
{
  double rf = floor (uy / TRI_H);
  double b, a, cf;
  int row, col;

  /* Parallelogram (r,c) is O + a(1,0) + b(-1/2,h) with a,b in [0,1);
   * its UP half is a <= b. */
  if (!isfinite (rf) || rf < 0 || rf >= PF_TRI_ROWS)
    return -1;
  row = (int) rf;
  b = uy / TRI_H - row;
  cf = floor (ux + row / 2.0 + b / 2.0);
  if (cf < 0 || cf >= PF_TRI_COLS)
    return -1;
  col = (int) cf;
  a = ux - (col - row / 2.0) + b / 2.0;
  return pf_tri_index (row, col, a <= b ? PF_TRI_UP : PF_TRI_DOWN);
}

int
pf_tri_view_pick (const PfTriView *view,
                  double           x,
                  double           y)
{
  return pick_units ((x - view->x0) / view->scale, (y - view->y0) / view->scale);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

/* Narrows [*t0, *t1] to where v0 + t·dv lies in [lo, hi]. */
static gboolean
clip_slab (double  v0,
           double  dv,
           double  lo,
           double  hi,
           double *t0,
           double *t1)
{
  double a, b;

  if (fabs (dv) < 1e-12)
    return v0 >= lo && v0 <= hi;
  a = (lo - v0) / dv;
  b = (hi - v0) / dv;
  *t0 = MAX (*t0, MIN (a, b));
  *t1 = MIN (*t1, MAX (a, b));
  return *t0 <= *t1;
}

/* Adds the parameters in (t0, t1) where v0 + t·dv crosses a whole number. */
static void
add_crossings (GArray *ts,
               double  v0,
               double  dv,
               double  t0,
               double  t1)
{
  double from = v0 + t0 * dv, to = v0 + t1 * dv;
  double lo = MIN (from, to), hi = MAX (from, to);

  if (fabs (dv) < 1e-12)
    return;
  for (double k = ceil (lo); k <= hi; k++)
    {
      double t = (k - v0) / dv;

      if (t > t0 && t < t1)
        g_array_append_val (ts, t);
    }
}

void
pf_tri_trace_segment (double          x0,
                      double          y0,
                      double          x1,
                      double          y1,
                      PfTriTraceFunc  func,
                      gpointer        user_data)
{
  /* In the coordinates q = y/h (rows) and p = x + q/2 (columns) the grid
   * lines are q = k, p = k and p - q = k, each linear along the segment. */
  double q0 = y0 / TRI_H, q1 = y1 / TRI_H;
  double p0 = x0 + q0 / 2.0, p1 = x1 + q1 / 2.0;
  double t0 = 0.0, t1 = 1.0;
  double length = hypot (x1 - x0, y1 - y0);
  g_autoptr(GArray) ts = NULL;
  int last = -1;

  g_return_if_fail (func != NULL);

  if (!isfinite (q0) || !isfinite (q1) || !isfinite (p0) || !isfinite (p1))
    return;
  /* Only the part over the board matters, which bounds the work. */
  if (!clip_slab (q0, q1 - q0, 0.0, PF_TRI_ROWS, &t0, &t1) ||
      !clip_slab (p0, p1 - p0, 0.0, PF_TRI_COLS, &t0, &t1))
    return;

  ts = g_array_new (FALSE, FALSE, sizeof (double));
  g_array_append_val (ts, t0);
  add_crossings (ts, q0, q1 - q0, t0, t1);
  add_crossings (ts, p0, p1 - p0, t0, t1);
  add_crossings (ts, p0 - q0, (p1 - q1) - (p0 - q0), t0, t1);
  g_array_append_val (ts, t1);
  g_array_sort (ts, compare_doubles);

  /* Each piece between two crossings lies in one triangle; a segment that
   * only touches a corner visits no piece there. */
  for (guint i = 0; i + 1 < ts->len; i++)
    {
      double a = g_array_index (ts, double, i), b = g_array_index (ts, double, i + 1);
      double t = (a + b) / 2.0;
      int triangle;

      if ((b - a) * length < 1e-9 && ts->len > 2)
        continue;
      triangle = pick_units (x0 + t * (x1 - x0), y0 + t * (y1 - y0));
      if (triangle >= 0 && triangle != last)
        func ((guint) triangle, user_data);
      last = triangle;
    }
}

/* Auxiliary drawing */

void
pf_tri_render_set_rgb (cairo_t      *cr,
                       const double *rgb,
                       double        alpha)
{
  cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], alpha);
}

static void
triangle_path (cairo_t         *cr,
               const PfTriView *view,
               guint            t)
{
  double v[6], x, y;

  pf_tri_vertices (t, v);
  for (int i = 0; i < 3; i++)
    {
      pf_tri_view_to_screen (view, v[2 * i], v[2 * i + 1], &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

/* The outline of a block: its triangles lie between two parallel lines,
 * so the outline is the extreme vertices of each line, in screen units.
 * Returns the number of corners (3 or 4). */
static guint
block_outline (const PfTriView *view,
               PfTriAxis        axis,
               guint            first,
               guint            length,
               double           pts[8])
{
  guint tris[32];
  double vx, vy, nx, ny;
  double amin[2] = { G_MAXDOUBLE, G_MAXDOUBLE }, amax[2] = { -G_MAXDOUBLE, -G_MAXDOUBLE };
  double apt[2][2][2];
  double pmid = 0.0;
  guint n = 0;

  length = MIN (length, 32);
  if (!pf_tri_block_triangles (axis, first, length, tris))
    return 0;
  pf_tri_axis_vector (axis, &vx, &vy);
  nx = -vy;
  ny = vx;
  for (guint k = 0; k < length; k++)
    {
      double cx, cy;

      pf_tri_centroid (tris[k], &cx, &cy);
      pmid += (cx * nx + cy * ny) / length;
    }

  for (guint k = 0; k < length; k++)
    {
      double v[6];

      pf_tri_vertices (tris[k], v);
      for (int i = 0; i < 3; i++)
        {
          double x = v[2 * i], y = v[2 * i + 1];
          int side = x * nx + y * ny > pmid ? 1 : 0;
          double along = x * vx + y * vy;

          if (along < amin[side])
            {
              amin[side] = along;
              apt[side][0][0] = x;
              apt[side][0][1] = y;
            }
          if (along > amax[side])
            {
              amax[side] = along;
              apt[side][1][0] = x;
              apt[side][1][1] = y;
            }
        }
    }

  /* Side 0 forward, side 1 backward; a side of one point gives a corner. */
  for (int side = 0; side < 2; side++)
    for (int e = 0; e < 2; e++)
      {
        int end = side == 0 ? e : 1 - e;

        if (e == 1 && amax[side] - amin[side] < 1e-9)
          continue;
        pf_tri_view_to_screen (view, apt[side][end][0], apt[side][end][1],
                               &pts[2 * n], &pts[2 * n + 1]);
        n++;
      }
  return n;
}

/* Moves each corner inward by @inset (a mitred offset of the edges). */
static void
inset_polygon (double *pts,
               guint   n,
               double  inset)
{
  double out[8];
  double area = 0.0;

  for (guint i = 0; i < n; i++)
    {
      guint j = (i + 1) % n;

      area += pts[2 * i] * pts[2 * j + 1] - pts[2 * j] * pts[2 * i + 1];
    }

  for (guint i = 0; i < n; i++)
    {
      guint p = (i + n - 1) % n, q = (i + 1) % n;
      double e1x = pts[2 * i] - pts[2 * p], e1y = pts[2 * i + 1] - pts[2 * p + 1];
      double e2x = pts[2 * q] - pts[2 * i], e2y = pts[2 * q + 1] - pts[2 * i + 1];
      double l1 = hypot (e1x, e1y), l2 = hypot (e2x, e2y);
      double s = area > 0 ? 1.0 : -1.0;
      double n1x = -e1y / l1 * s, n1y = e1x / l1 * s;
      double n2x = -e2y / l2 * s, n2y = e2x / l2 * s;
      double k = inset / (1.0 + n1x * n2x + n1y * n2y);

      out[2 * i] = pts[2 * i] + (n1x + n2x) * k;
      out[2 * i + 1] = pts[2 * i + 1] + (n1y + n2y) * k;
    }
  for (guint i = 0; i < 2 * n; i++)
    pts[i] = out[i];
}

static void
rounded_polygon (cairo_t      *cr,
                 const double *pts,
                 guint         n,
                 double        radius)
{
  for (guint i = 0; i < n; i++)
    {
      guint p = (i + n - 1) % n, q = (i + 1) % n;
      double x = pts[2 * i], y = pts[2 * i + 1];
      double ax = pts[2 * p] - x, ay = pts[2 * p + 1] - y;
      double bx = pts[2 * q] - x, by = pts[2 * q + 1] - y;
      double la = hypot (ax, ay), lb = hypot (bx, by);
      double ta = MIN (radius, la / 2.0), tb = MIN (radius, lb / 2.0);
      double x1 = x + ax / la * ta, y1 = y + ay / la * ta;
      double x2 = x + bx / lb * tb, y2 = y + by / lb * tb;

      if (i == 0)
        cairo_move_to (cr, x1, y1);
      else
        cairo_line_to (cr, x1, y1);
      cairo_curve_to (cr, x1 + (x - x1) * 0.55, y1 + (y - y1) * 0.55,
                      x2 + (x - x2) * 0.55, y2 + (y - y2) * 0.55, x2, y2);
    }
  cairo_close_path (cr);
}

void
pf_tri_render_block_centre (const PfTriView *view,
                            PfTriAxis        axis,
                            guint            first,
                            guint            length,
                            double          *x,
                            double          *y)
{
  guint tris[32];
  double sx = 0, sy = 0;

  length = MIN (length, 32);
  if (!pf_tri_block_triangles (axis, first, length, tris))
    length = 1, tris[0] = first;
  for (guint k = 0; k < length; k++)
    {
      double cx, cy;

      pf_tri_centroid (tris[k], &cx, &cy);
      sx += cx / length;
      sy += cy / length;
    }
  pf_tri_view_to_screen (view, sx, sy, x, y);
}

void
pf_tri_render_draw_label (cairo_t    *cr,
                          double      x,
                          double      y,
                          double      size,
                          const char *text,
                          double      alpha)
{
  cairo_text_extents_t ext;

  cairo_save (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &ext);
  cairo_arc (cr, x, y, MAX (ext.width, ext.height) * 0.75 + 2, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85 * alpha);
  cairo_fill (cr);
  pf_tri_render_set_rgb (cr, light_palette.text, alpha);
  cairo_move_to (cr, x - ext.x_bearing - ext.width / 2, y - ext.y_bearing - ext.height / 2);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}

static void
draw_block (cairo_t            *cr,
            const PfTriView    *view,
            const PfTriBlock   *b,
            guint               first,
            const PfTriPalette *pal,
            gboolean            selected,
            double              heat)
{
  double pts[8];
  guint n = block_outline (view, b->axis, first, b->length, pts);
  const double *base = b->key ? pal->key : pal->block;
  double bevel = MAX (1.0, view->scale * 0.07);

  if (n < 3)
    return;
  inset_polygon (pts, n, MAX (0.5, view->scale * 0.04));

  cairo_save (cr);
  rounded_polygon (cr, pts, n, view->scale * 0.12);
  pf_tri_render_set_rgb (cr, base, 1.0);
  cairo_fill_preserve (cr);
  cairo_clip_preserve (cr);

  /* Heat fills the inside and leaves a rim of the block's own colour, so
   * the key stays a key. */
  if (heat > 0.0)
    {
      double inner[8];

      memcpy (inner, pts, sizeof inner);
      inset_polygon (inner, n, MAX (2.0, view->scale * 0.13));
      cairo_new_path (cr);
      rounded_polygon (cr, inner, n, view->scale * 0.06);
      pf_tri_render_set_rgb (cr, pal->heat, pf_tri_render_heat_alpha (heat));
      cairo_fill (cr);
      rounded_polygon (cr, pts, n, view->scale * 0.12);
    }

  /* Bevel: a light rim on the upper-left, a dark rim on the lower-right. */
  cairo_set_line_width (cr, 2.0 * bevel);
  cairo_save (cr);
  cairo_translate (cr, bevel * 0.7, bevel * 0.7);
  cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.45);
  cairo_stroke_preserve (cr);
  cairo_restore (cr);
  cairo_save (cr);
  cairo_translate (cr, -bevel * 0.7, -bevel * 0.7);
  cairo_set_source_rgba (cr, 0.0, 0.0, 0.0, 0.35);
  cairo_stroke_preserve (cr);
  cairo_restore (cr);
  cairo_reset_clip (cr);

  cairo_set_line_width (cr, selected ? MAX (2.0, view->scale * 0.06) : MAX (0.75, view->scale * 0.02));
  if (selected)
    cairo_set_source_rgb (cr, 0.2, 0.5, 1.0);
  else
    cairo_set_source_rgba (cr, 0.0, 0.0, 0.0, 0.6);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
pf_tri_render_fit (PfTriView                *view,
                   const PfTriLevel         *level,
                   double                    width,
                   double                    height,
                   const PfTriRenderOptions *options)
{
  /* The level goes below a legend, not under it. */
  double band = MIN (pf_tri_render_legend_band (options, width, height), height / 3.0);

  pf_tri_view_fit (view, level, width, height - band);
  view->y0 += band;
}

void
pf_tri_render (cairo_t                  *cr,
               const PfTriLevel         *level,
               double                    width,
               double                    height,
               const PfTriRenderOptions *options)
{
  PfTriView view;

  g_return_if_fail (cr != NULL && level != NULL);

  pf_tri_render_fit (&view, level, width, height, options);
  pf_tri_render_view (cr, level, &view, width, height, options);
}

/* A block that does not matter: washed out, and outlined with dashes. */
static void
draw_spare_mark (cairo_t            *cr,
                 const PfTriView    *view,
                 const PfTriBlock   *b,
                 guint               first,
                 const PfTriPalette *pal,
                 gboolean            selected)
{
  double pts[8];
  double dashes[2] = { MAX (2.0, view->scale * 0.12), MAX (2.0, view->scale * 0.08) };
  guint n = block_outline (view, b->axis, first, b->length, pts);

  if (n < 3)
    return;
  inset_polygon (pts, n, MAX (0.5, view->scale * 0.04));
  cairo_save (cr);
  rounded_polygon (cr, pts, n, view->scale * 0.12);
  pf_tri_render_set_rgb (cr, pal->floor, 0.55);
  cairo_fill_preserve (cr);
  /* The dashes in the text colour, so they show on either palette's
   * floor; a block pointed at (a finding naming it) in the selection's. */
  cairo_set_dash (cr, dashes, 2, 0);
  if (selected)
    {
      cairo_set_line_width (cr, MAX (2.5, view->scale * 0.09));
      cairo_set_source_rgb (cr, 0.2, 0.5, 1.0);
    }
  else
    {
      cairo_set_line_width (cr, MAX (1.5, view->scale * 0.05));
      pf_tri_render_set_rgb (cr, pal->text, 0.8);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Whether a block covers triangle @t where the blocks are drawn. */
static gboolean
covered_at (const PfTriLevel         *level,
            const PfTriRenderOptions *o,
            gboolean                  use_state,
            guint                     t)
{
  for (guint i = 0; i < level->n_blocks; i++)
    {
      const PfTriBlock *b = &level->blocks[i];
      guint first = use_state ? pf_tri_rules_block_first (o->rules, o->state, i) : b->first;
      guint tris[PF_TRI_COUNT];

      if (!pf_tri_block_triangles (b->axis, first, b->length, tris))
        continue;
      for (guint k = 0; k < b->length; k++)
        if (tris[k] == t)
          return TRUE;
    }
  return FALSE;
}

void
pf_tri_render_view (cairo_t                  *cr,
                    const PfTriLevel         *level,
                    const PfTriView          *fixed_view,
                    double                    width,
                    double                    height,
                    const PfTriRenderOptions *options)
{
  PfTriRenderOptions defaults;
  const PfTriRenderOptions *o = options;
  const PfTriPalette *pal;
  guint counts[PF_TRI_MAX_BLOCKS] = { 0 };
  guint hottest = 0;
  gboolean use_state;
  PfTriView view;

  g_return_if_fail (cr != NULL && level != NULL && fixed_view != NULL);

  if (o == NULL)
    {
      pf_tri_render_options_init (&defaults);
      o = &defaults;
    }
  pal = pf_tri_render_palette (o->dark);
  use_state = o->rules != NULL && o->has_state &&
              pf_tri_rules_get_n_blocks (o->rules) == level->n_blocks;
  view = *fixed_view;

  cairo_save (cr);
  pf_tri_render_set_rgb (cr, pal->outside, 1.0);
  cairo_paint (cr);
  /* The board in the wall's colour: a designer painting floor towards its
   * edge sees where the edge is. */
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    triangle_path (cr, &view, t);
  pf_tri_render_set_rgb (cr, pal->wall, 1.0);
  cairo_fill (cr);

  /* Floor and goals, then the grid lines over them. */
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      if (pf_tri_mask_get (&level->walls, t))
        continue;
      triangle_path (cr, &view, t);
      pf_tri_render_set_rgb (cr, pf_tri_mask_get (&level->goals, t) ? pal->goal : pal->floor, 1.0);
      cairo_fill (cr);
    }
  cairo_set_line_width (cr, MAX (0.5, view.scale * 0.015));
  pf_tri_render_set_rgb (cr, pal->grid, 1.0);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&level->walls, t))
      triangle_path (cr, &view, t);
  cairo_stroke (cr);

  if (o->overlay == PF_TRI_OVERLAY_HEAT && o->rules != NULL && o->solution != NULL &&
      pf_tri_rules_get_n_blocks (o->rules) == level->n_blocks)
    hottest = pf_tri_render_solution_heat (o, counts);

  for (guint i = 0; i < level->n_blocks && i < PF_TRI_MAX_BLOCKS; i++)
    {
      const PfTriBlock *b = &level->blocks[i];
      guint first = use_state ? pf_tri_rules_block_first (o->rules, o->state, i) : b->first;
      double heat = hottest > 0 ? (double) counts[i] / hottest : 0.0;

      /* Part way through a step, every block of the push chain is drawn the
       * same fraction of a step along its own direction. */
      if (o->slide_dirs != NULL && o->slide_dirs[i] != 0 && o->slide > 0)
        {
          double ax, ay;

          pf_tri_axis_vector (b->axis, &ax, &ay);
          cairo_save (cr);
          cairo_translate (cr, o->slide * o->slide_dirs[i] * ax * view.scale,
                           o->slide * o->slide_dirs[i] * ay * view.scale);
          draw_block (cr, &view, b, first, pal, o->selected_block == (gint) i, heat);
          cairo_restore (cr);
        }
      else
        draw_block (cr, &view, b, first, pal, o->selected_block == (gint) i, heat);
      if (o->spare_blocks & (1u << i))
        draw_spare_mark (cr, &view, b, first, pal, o->selected_block == (gint) i);
      if (heat > 0 || o->numbered_block == (gint) i)
        {
          /* The heat's count, or else the block's number. */
          g_autofree char *label = g_strdup_printf ("%u", heat > 0 ? counts[i] : i + 1);
          double x, y;

          pf_tri_render_block_centre (&view, b->axis, first, b->length, &x, &y);
          pf_tri_render_draw_label (cr, x, y, MAX (8.0, view.scale * 0.3), label, 1.0);
        }
    }

  /* Goals under blocks still show: an outline over the block. */
  {
    static const double dashes[] = { 0.12, 0.08 };
    double dash[2] = { dashes[0] * view.scale, dashes[1] * view.scale };
    gboolean any = FALSE;

    for (guint t = 0; t < PF_TRI_COUNT; t++)
      if (pf_tri_mask_get (&level->goals, t) && covered_at (level, o, use_state, t))
        {
          triangle_path (cr, &view, t);
          any = TRUE;
        }
    if (any)
      {
        cairo_save (cr);
        cairo_set_dash (cr, dash, 2, 0);
        cairo_set_line_width (cr, MAX (1.5, view.scale * 0.06));
        pf_tri_render_set_rgb (cr, o->dark ? (const double[]) { 0.55, 0.90, 0.55 }
                                           : (const double[]) { 0.10, 0.55, 0.15 }, 0.95);
        cairo_stroke (cr);
        cairo_restore (cr);
      }
  }

  if (o->hover_triangle >= 0 && o->hover_triangle < PF_TRI_COUNT)
    {
      triangle_path (cr, &view, o->hover_triangle);
      cairo_set_source_rgba (cr, 0.2, 0.5, 1.0, 0.9);
      cairo_set_line_width (cr, MAX (1.5, view.scale * 0.05));
      cairo_stroke (cr);
    }

  if (o->rules != NULL && pf_tri_rules_get_n_blocks (o->rules) == level->n_blocks)
    {
      guint64 state = use_state ? o->state : pf_tri_rules_get_start (o->rules);

      if (o->overlay == PF_TRI_OVERLAY_SOLUTION)
        pf_tri_render_draw_plan (cr, &view, level, o, state);
      else if (o->overlay == PF_TRI_OVERLAY_MOVES)
        pf_tri_render_draw_moves (cr, &view, level, o, state);
      if (o->overlay == PF_TRI_OVERLAY_MOVES && o->legend)
        pf_tri_render_draw_legend (cr, width, height, o->dark);
      if (o->overlay == PF_TRI_OVERLAY_HEAT && o->legend && hottest > 0)
        pf_tri_render_draw_heat_legend (cr, width, height, o->dark, hottest);

      if (o->analysis != NULL && o->caption)
        {
          gint d = pf_tri_analysis_distance (o->analysis, state);
          g_autofree char *text = d >= 0 ? g_strdup_printf ("distance to goal: %d", d)
                                         : g_strdup ("goal unreachable");

          cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
          cairo_set_font_size (cr, MAX (10.0, MIN (width, height) * 0.035));
          cairo_set_source_rgb (cr, 0.95, 0.95, 0.95);
          cairo_move_to (cr, 10, height - 10);
          cairo_show_text (cr, text);
        }
    }
  cairo_restore (cr);
}

/* pf-tri-render-overlay.c: the solution, moves and heat overlays of a level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Moves are told apart by shape as well as colour, so the overlay reads
 * without telling colours apart: a move that brings the goal nearer is a
 * solid arrow, one that keeps the distance a dashed arrow, one that leads
 * farther away a crossed arrow. The colours are from the Okabe–Ito set,
 * chosen to stay distinct for the common colour-vision deficiencies.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-render"

#include <math.h>
#include <string.h>

#include "pf-tri-render-private.h"

/* How many moves after the next one the solution overlay shows, faintly. */
#define PLAN_AHEAD 3

static const double move_colours[2][4][3] = {
  {                              /* light */
    { 0.00, 0.45, 0.70 },        /* nearer: blue */
    { 0.90, 0.62, 0.00 },        /* same: orange */
    { 0.80, 0.30, 0.00 },        /* farther: vermillion */
    { 0.35, 0.35, 0.38 },        /* not rated: grey */
  },
  {                              /* dark */
    { 0.34, 0.71, 0.91 },        /* sky blue */
    { 0.94, 0.89, 0.26 },        /* yellow */
    { 0.96, 0.45, 0.20 },        /* vermillion */
    { 0.75, 0.75, 0.78 },
  },
};

/* Auxiliary drawing */

static void
arrow_head (cairo_t *cr,
            double   x,
            double   y,
            double   ux,
            double   uy,
            double   head)
{
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x - ux * head - uy * head * 0.6, y - uy * head + ux * head * 0.6);
  cairo_line_to (cr, x - ux * head + uy * head * 0.6, y - uy * head - ux * head * 0.6);
  cairo_close_path (cr);
}

/* The shaft and head of one arrow, in the current source and line width. */
static void
arrow_path_stroke (cairo_t      *cr,
                   PfTriMoveKind kind,
                   double        x1,
                   double        y1,
                   double        x2,
                   double        y2,
                   double        width,
                   gboolean      halo)
{
  double len = hypot (x2 - x1, y2 - y1);
  double ux = (x2 - x1) / len, uy = (y2 - y1) / len;
  double head = MIN (width * 3.2, len * 0.6);
  double end_x = x2 - ux * head * 0.8, end_y = y2 - uy * head * 0.8;

  cairo_set_line_width (cr, width + (halo ? width * 0.9 + 1.5 : 0.0));
  cairo_set_line_cap (cr, halo ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT);
  if (kind == PF_TRI_MOVE_SAME && !halo)
    {
      double dash[] = { width * 1.6, width * 1.1 };

      cairo_set_dash (cr, dash, 2, 0);
    }
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, end_x, end_y);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  if (kind == PF_TRI_MOVE_FARTHER)
    {
      /* A cross over the middle of the shaft. */
      double mx = (x1 + end_x) / 2, my = (y1 + end_y) / 2;
      double c = width * 1.9;

      cairo_move_to (cr, mx - (ux - uy) * c, my - (uy + ux) * c);
      cairo_line_to (cr, mx + (ux - uy) * c, my + (uy + ux) * c);
      cairo_move_to (cr, mx - (ux + uy) * c, my - (uy - ux) * c);
      cairo_line_to (cr, mx + (ux + uy) * c, my + (uy - ux) * c);
      cairo_stroke (cr);
    }

  arrow_head (cr, x2, y2, ux, uy, head);
  if (halo)
    cairo_stroke_preserve (cr);
  cairo_fill (cr);
}

void
pf_tri_render_move_arrow (cairo_t       *cr,
                          PfTriMoveKind  kind,
                          double         x1,
                          double         y1,
                          double         x2,
                          double         y2,
                          double         width,
                          double         alpha,
                          gboolean       dark)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (kind <= PF_TRI_MOVE_UNRATED);

  if (hypot (x2 - x1, y2 - y1) < 1e-6)
    return;
  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* A halo of the opposite lightness keeps the arrow clear of the floor
   * and of blocks of any colour. */
  if (dark)
    cairo_set_source_rgba (cr, 0.05, 0.05, 0.07, 0.75 * alpha);
  else
    cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.85 * alpha);
  arrow_path_stroke (cr, kind, x1, y1, x2, y2, width, TRUE);
  pf_tri_render_set_rgb (cr, move_colours[dark ? 1 : 0][kind], alpha);
  arrow_path_stroke (cr, kind, x1, y1, x2, y2, width, FALSE);
  cairo_restore (cr);
}

/* The screen displacement of one step of block @b in direction @dir. */
static void
step_vector (const PfTriView  *view,
             const PfTriBlock *b,
             int               dir,
             double           *dx,
             double           *dy)
{
  pf_tri_axis_vector (b->axis, dx, dy);
  *dx *= dir * view->scale;
  *dy *= dir * view->scale;
}

/* Overlays */

void
pf_tri_render_draw_plan (cairo_t                  *cr,
                         const PfTriView          *view,
                         const PfTriLevel         *level,
                         const PfTriRenderOptions *o,
                         guint64                   state)
{
  const PfTriMove *moves = o->plan;
  guint n = o->n_plan;
  struct { double x1, y1, x2, y2; } arrows[1 + PLAN_AHEAD];
  guint shown = 0;

  if (moves == NULL && o->solution != NULL && o->solution->solution != NULL)
    {
      moves = (const PfTriMove *) o->solution->solution->data;
      n = o->solution->solution->len;
    }
  if (moves == NULL)
    return;

  /* Where each arrow goes, each from the position the one before leaves. */
  for (guint i = 0; i < n && shown < G_N_ELEMENTS (arrows); i++)
    {
      const PfTriMove *m = &moves[i];
      const PfTriBlock *b;
      double x, y, dx, dy;
      guint64 next;

      if (m->block >= level->n_blocks)
        break;
      b = &level->blocks[m->block];
      pf_tri_render_block_centre (view, b->axis,
                                  pf_tri_rules_block_first (o->rules, state, m->block),
                                  b->length, &x, &y);
      step_vector (view, b, m->dir, &dx, &dy);
      arrows[shown].x1 = x;
      arrows[shown].y1 = y;
      arrows[shown].x2 = x + dx * m->steps;
      arrows[shown].y2 = y + dy * m->steps;
      shown++;
      if (!pf_tri_rules_apply (o->rules, state, m, &next))
        break;
      state = next;
    }

  /* The later moves faintly under the next one, each numbered at its tail
   * and starting clear of the number. */
  for (guint k = shown; k-- > 0;)
    {
      gboolean next_move = k == 0;
      double width = MAX (1.5, view->scale * (next_move ? 0.1 : 0.06));
      double alpha = next_move ? 1.0 : 0.4;
      double size = MAX (8.0, view->scale * (next_move ? 0.3 : 0.22));
      double len = hypot (arrows[k].x2 - arrows[k].x1, arrows[k].y2 - arrows[k].y1);
      double gap = MIN (size * 0.8, len * 0.4) / MAX (len, 1e-6);
      g_autofree char *label = g_strdup_printf ("%u", k + 1);

      pf_tri_render_move_arrow (cr, PF_TRI_MOVE_NEARER,
                                arrows[k].x1 + (arrows[k].x2 - arrows[k].x1) * gap,
                                arrows[k].y1 + (arrows[k].y2 - arrows[k].y1) * gap,
                                arrows[k].x2, arrows[k].y2, width, alpha, o->dark);
      pf_tri_render_draw_label (cr, arrows[k].x1, arrows[k].y1, size, label,
                                next_move ? 1.0 : 0.6);
    }
}

void
pf_tri_render_draw_moves (cairo_t                  *cr,
                          const PfTriView          *view,
                          const PfTriLevel         *level,
                          const PfTriRenderOptions *o,
                          guint64                   state)
{
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
  guint n = pf_tri_rules_successors (o->rules, state, edges);
  gint here = o->analysis != NULL ? pf_tri_analysis_distance (o->analysis, state) : -1;
  /* For each block and direction, the kind of a drag of 1, 2, … steps. */
  gint8 kinds[PF_TRI_MAX_BLOCKS][2][PF_TRI_MAX_DRAG + 1];
  double width = MAX (1.5, view->scale * 0.065);

  memset (kinds, -1, sizeof kinds);
  for (guint e = 0; e < n; e++)
    {
      const PfTriMove *m = &edges[e].move;
      gint there = o->analysis != NULL ? pf_tri_analysis_distance (o->analysis, edges[e].state)
                                       : -1;
      PfTriMoveKind kind;

      if (m->block >= PF_TRI_MAX_BLOCKS || m->steps < 1 || m->steps > PF_TRI_MAX_DRAG)
        continue;
      if (here < 0 || there < 0)
        kind = PF_TRI_MOVE_UNRATED;
      else if (there < here)
        kind = PF_TRI_MOVE_NEARER;
      else if (there == here)
        kind = PF_TRI_MOVE_SAME;
      else
        kind = PF_TRI_MOVE_FARTHER;
      kinds[m->block][m->dir > 0][m->steps] = kind;
    }

  /* One line per block and direction, a segment per step: each drawn as the
   * drag that ends there, so a drag of two steps reads apart from one. */
  for (guint b = 0; b < level->n_blocks && b < PF_TRI_MAX_BLOCKS; b++)
    for (int d = 0; d < 2; d++)
      {
        const PfTriBlock *block = &level->blocks[b];
        double x, y, dx, dy;

        if (kinds[b][d][1] < 0)
          continue;
        pf_tri_render_block_centre (view, block->axis,
                                    pf_tri_rules_block_first (o->rules, state, b),
                                    block->length, &x, &y);
        step_vector (view, block, d ? 1 : -1, &dx, &dy);
        for (int k = 1; k <= PF_TRI_MAX_DRAG && kinds[b][d][k] >= 0; k++)
          {
            double from = k == 1 ? 0.3 : k - 1 + 0.08;

            pf_tri_render_move_arrow (cr, kinds[b][d][k], x + dx * from, y + dy * from,
                                      x + dx * (k - 0.05), y + dy * (k - 0.05), width, 0.95,
                                      o->dark);
          }
      }
}

static const char * const move_names[] = {
  "nearer the goal", "same distance", "farther from the goal",
};

/* The legends' text size, for a picture of @width × @height. */
static double
legend_size (double width,
             double height)
{
  return CLAMP (MIN (width, height) * 0.028, 9.0, 18.0);
}

/* How tall each legend's box is, for a text size of @size; either box
 * stands one pad (0.7 of @size) below the top of the picture. */
static double
moves_legend_height (double size)
{
  return size * 0.7 + size * 1.7 * G_N_ELEMENTS (move_names);
}

static double
heat_legend_height (double size)
{
  return size * 0.7 * 2 + size * 1.4;
}

double
pf_tri_render_legend_band (const PfTriRenderOptions *o,
                           double                    width,
                           double                    height)
{
  double size = legend_size (width, height), pad = size * 0.7;

  if (o == NULL || !o->legend || o->rules == NULL)
    return 0.0;
  /* The legend's box, with a pad above and below it */
  if (o->overlay == PF_TRI_OVERLAY_MOVES)
    return pad + moves_legend_height (size) + pad;
  if (o->overlay == PF_TRI_OVERLAY_HEAT && o->solution != NULL)
    return pad + heat_legend_height (size) + pad;
  return 0.0;
}

void
pf_tri_render_draw_legend (cairo_t  *cr,
                           double    width,
                           double    height,
                           gboolean  dark)
{
  double size = legend_size (width, height);
  double row = size * 1.7, arrow = size * 3.0, pad = size * 0.7;
  double text_w = 0;

  cairo_save (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
  for (guint i = 0; i < G_N_ELEMENTS (move_names); i++)
    {
      cairo_text_extents_t ext;

      cairo_text_extents (cr, move_names[i], &ext);
      text_w = MAX (text_w, ext.x_advance);
    }
  cairo_rectangle (cr, pad, pad, pad * 3 + arrow + text_w, moves_legend_height (size));
  if (dark)
    cairo_set_source_rgba (cr, 0.12, 0.12, 0.14, 0.85);
  else
    cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.85);
  cairo_fill (cr);
  for (guint i = 0; i < G_N_ELEMENTS (move_names); i++)
    {
      double y = pad * 1.5 + row * (i + 0.5);

      pf_tri_render_move_arrow (cr, (PfTriMoveKind) i, pad * 2, y, pad * 2 + arrow, y,
                                MAX (1.5, size * 0.22), 1.0, dark);
      if (dark)
        cairo_set_source_rgb (cr, 0.92, 0.92, 0.94);
      else
        cairo_set_source_rgb (cr, 0.10, 0.10, 0.12);
      cairo_move_to (cr, pad * 3 + arrow, y + size * 0.35);
      cairo_show_text (cr, move_names[i]);
    }
  cairo_restore (cr);
}

void
pf_tri_render_draw_heat_legend (cairo_t            *cr,
                                double              width,
                                double              height,
                                gboolean            dark,
                                guint               hottest)
{
  double size = legend_size (width, height);
  double pad = size * 0.7, swatch = size * 1.4, scale;
  const char *line = "moves of the optimal solution in which the block moves";
  cairo_text_extents_t ext;

  cairo_save (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, line, &ext);
  cairo_rectangle (cr, pad, pad,
                   pad * 4 + swatch * MIN (hottest, PF_TRI_HEAT_SCALE_MAX) + ext.x_advance,
                   heat_legend_height (size));
  if (dark)
    cairo_set_source_rgba (cr, 0.12, 0.12, 0.14, 0.85);
  else
    cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.85);
  cairo_fill (cr);
  /* From a block that moves once to the one that moves most. */
  scale = pf_tri_render_heat_scale (cr, pad * 2, pad * 1.5, swatch, dark, hottest);
  if (dark)
    cairo_set_source_rgb (cr, 0.92, 0.92, 0.94);
  else
    cairo_set_source_rgb (cr, 0.10, 0.10, 0.12);
  cairo_move_to (cr, pad * 3 + scale, pad * 1.5 + swatch * 0.75);
  cairo_show_text (cr, line);
  cairo_restore (cr);
}

double
pf_tri_render_heat_scale (cairo_t  *cr,
                          double    x,
                          double    y,
                          double    swatch,
                          gboolean  dark,
                          guint     hottest)
{
  const PfTriPalette *pal = pf_tri_render_palette (dark);
  guint n = MIN (MAX (hottest, 1), PF_TRI_HEAT_SCALE_MAX);

  g_return_val_if_fail (cr != NULL, 0.0);

  for (guint i = 0; i < n; i++)
    {
      /* Spread evenly from 1 to the hottest when they do not all fit. */
      guint count = 1 + (MAX (hottest, 1) - 1) * i / MAX (n - 1, 1);
      g_autofree char *label = g_strdup_printf ("%u", count);
      double left = x + i * swatch;

      cairo_rectangle (cr, left, y, swatch, swatch);
      pf_tri_render_set_rgb (cr, pal->block, 1.0);
      cairo_fill_preserve (cr);
      pf_tri_render_set_rgb (cr, pal->heat,
                             pf_tri_render_heat_alpha ((double) count / MAX (hottest, 1)));
      cairo_fill (cr);
      pf_tri_render_draw_label (cr, left + swatch / 2, y + swatch / 2, swatch * 0.42, label, 1.0);
    }
  return n * swatch;
}

guint
pf_tri_render_hottest (const PfTriRenderOptions *options)
{
  guint counts[PF_TRI_MAX_BLOCKS] = { 0 };

  g_return_val_if_fail (options != NULL, 0);

  if (options->rules == NULL || options->solution == NULL || options->solution->solution == NULL)
    return 0;
  return pf_tri_render_solution_heat (options, counts);
}

guint
pf_tri_render_solution_heat (const PfTriRenderOptions *o,
                             guint                    *counts)
{
  guint64 state = pf_tri_rules_get_start (o->rules);
  GArray *moves = o->solution->solution;
  guint n_blocks = pf_tri_rules_get_n_blocks (o->rules), best = 0;

  for (guint i = 0; i < moves->len; i++)
    {
      const PfTriMove *m = &g_array_index (moves, PfTriMove, i);
      gboolean moved[PF_TRI_MAX_BLOCKS] = { FALSE };

      for (guint k = 0; k < m->steps; k++)
        {
          gint8 dirs[PF_TRI_MAX_BLOCKS];

          if (!pf_tri_rules_step (o->rules, state, m->block, m->dir, &state, dirs))
            return best;
          for (guint b = 0; b < n_blocks; b++)
            moved[b] |= dirs[b] != 0;
        }
      /* MAX() takes its arguments twice: count first. */
      for (guint b = 0; b < n_blocks; b++)
        if (moved[b])
          {
            counts[b]++;
            best = MAX (best, counts[b]);
          }
    }
  return best;
}

/* pf-shell-render.c: draw a shell layout with Cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-shell-render"

#include <math.h>

#include "pf-shell.h"
#include "pf-shell-render.h"

/* The view is capped so that a hostile layout cannot make the ring loop huge. */
#define MAX_REACH 256

typedef struct
{
  int    reach;   /* the outermost shell drawn */
  int    labels;  /* the overlay labels shells 0..labels, beside them */
  double cell;    /* cell side in pixels */
  double cx;      /* canvas position of the grid vertex at the origin */
  double cy;
  double font;    /* the overlay's label size, 0 without the overlay */
} Geometry;

typedef struct
{
  double background[3];
  double ring[2][3];
  double danger[3];
  double grid[4];
  double ring_line[4];
  double core[3];
  double text[3];
  double label_bg[4];
  double accent[3];
  double removed[3];
} Palette;

static const guint32 cell_colours[PF_SHELL_COLOURS] = {
  0x3584e4, /* 1 blue */
  0x33d17a, /* 2 green */
  0xf6d32d, /* 3 yellow */
  0xff7800, /* 4 orange */
  0xe01b24, /* 5 red */
  0x9141ac, /* 6 purple */
  0x26a1b8, /* 7 teal */
};

static const Palette light_palette = {
  .background = { 0.965, 0.961, 0.957 },
  .ring = { { 0.922, 0.918, 0.910 }, { 0.890, 0.886, 0.878 } },
  .danger = { 0.965, 0.875, 0.875 },
  .grid = { 0.0, 0.0, 0.0, 0.07 },
  .ring_line = { 0.0, 0.0, 0.0, 0.22 },
  .core = { 0.369, 0.361, 0.392 },
  .text = { 0.137, 0.137, 0.161 },
  .label_bg = { 1.0, 1.0, 1.0, 0.78 },
  .accent = { 0.149, 0.635, 0.412 },
  .removed = { 0.753, 0.110, 0.157 },
};

static const Palette dark_palette = {
  .background = { 0.141, 0.141, 0.141 },
  .ring = { { 0.188, 0.188, 0.196 }, { 0.227, 0.227, 0.239 } },
  .danger = { 0.290, 0.169, 0.173 },
  .grid = { 1.0, 1.0, 1.0, 0.06 },
  .ring_line = { 1.0, 1.0, 1.0, 0.20 },
  .core = { 0.604, 0.600, 0.588 },
  .text = { 0.969, 0.969, 0.969 },
  .label_bg = { 0.0, 0.0, 0.0, 0.62 },
  .accent = { 0.341, 0.890, 0.537 },
  .removed = { 1.0, 0.482, 0.388 },
};

static const PfShellRenderOptions default_options = { 0, };

/* Auxiliary methods */

/* The overlay labels a ring with "s · n/cap": about this many label heights
 * wide, the longest a ring's label gets ("12 · 100/100"), with its padding. */
#define LABEL_WIDTH_IN_FONTS 7.5
/* The gap between the rings a label names and the label, in cells. */
#define LABEL_GAP 0.35

static double
label_font (double cell)
{
  return CLAMP (cell * 0.42, 7.0, 14.0);
}

/* How far right of the origin the labels end, in pixels: they stand in a
 * column beside the rings they name, where no cell can be. */
static double
labels_right (const Geometry *geo,
              double          cell)
{
  return (geo->labels + 1 + LABEL_GAP) * cell + LABEL_WIDTH_IN_FONTS * label_font (cell);
}

static void
compute_geometry (const PfShellLayout        *layout,
                  double                      width,
                  double                      height,
                  const PfShellRenderOptions *options,
                  Geometry                   *geo)
{
  int reach = options->min_shells > 0 ? (int) options->min_shells : PF_SHELL_GAME_OVER;
  int content = 0;
  int fit;
  double side = MAX (MIN (width, height), 1.0);
  double cell;
  double shift = 0.0;

  for (guint i = 0; i < layout->cells->len; i++)
    {
      const PfShellCell *c = &g_array_index (layout->cells, PfShellCell, i);
      int shell = pf_shell_of_cell (c->x, c->y);

      if (shell < MAX_REACH)
        content = MAX (content, shell);
    }
  /* Keep room for one shell past the outermost cell. */
  reach = MIN (MAX (reach, content + 1), MAX_REACH);

  geo->reach = reach;
  /* Shells 0..fit span 2 * fit + 2 cells; half a cell of margin each side. */
  fit = options->fit_shells > 0 ? (int) MIN (options->fit_shells, MAX_REACH) : reach;
  /* The labels name the rings a designer can paint: within the fit, so they
   * keep still while the cells change (a stroke, a simulation), or one
   * shell past the outermost cell. Every cell lies inside them. */
  geo->labels = options->fit_shells > 0 ? MAX (fit - 1, content) : content + 1;
  geo->labels = MIN (geo->labels, reach);
  cell = side / (2.0 * fit + 3.0);
  if (options->overlay)
    {
      /* The labels beside the rings may need more width than the square:
       * shrink the cells until both fit, and centre the two together. */
      for (int i = 0; i < 8; i++)
        {
          double right = MAX (labels_right (geo, cell), (fit + 1.5) * cell);
          double needed = (fit + 1.5) * cell + right;

          if (needed <= MAX (width, 1.0) + 0.5)
            break;
          cell *= MAX (width, 1.0) / needed;
        }
      shift = (MAX (labels_right (geo, cell), (fit + 1.5) * cell) - (fit + 1.5) * cell) / 2.0;
    }

  geo->cell = cell * (options->zoom > 0 ? options->zoom : 1.0);
  geo->cx = width / 2.0 - shift + options->pan_x;
  geo->cy = height / 2.0 + options->pan_y;
  geo->font = options->overlay ? label_font (geo->cell) : 0.0;
}

static void
set_rgb (cairo_t      *cr,
         const double  rgb[3])
{
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
}

static void
set_rgba (cairo_t      *cr,
          const double  rgba[4])
{
  cairo_set_source_rgba (cr, rgba[0], rgba[1], rgba[2], rgba[3]);
}

/* The square of shells 0..s: x and y from -s-1 to s+1 in grid units. */
static void
square_path (cairo_t        *cr,
             const Geometry *geo,
             int             s,
             double          inset)
{
  double side = (2.0 * s + 2.0) * geo->cell - 2.0 * inset;

  cairo_rectangle (cr, geo->cx - (s + 1) * geo->cell + inset,
                   geo->cy - (s + 1) * geo->cell + inset, side, side);
}

static void
draw_bevel_square (cairo_t      *cr,
                   double        x0,
                   double        y0,
                   double        side,
                   const double  rgb[3])
{
  double x1 = x0 + side;
  double y1 = y0 + side;
  double b = side * 0.16;

  set_rgb (cr, rgb);
  cairo_rectangle (cr, x0, y0, side, side);
  cairo_fill (cr);

  /* Light falls from the top left. */
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y0);
  cairo_line_to (cr, x1 - b, y0 + b);
  cairo_line_to (cr, x0 + b, y0 + b);
  cairo_line_to (cr, x0 + b, y1 - b);
  cairo_line_to (cr, x0, y1);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.38);
  cairo_fill (cr);

  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x0, y1);
  cairo_line_to (cr, x0 + b, y1 - b);
  cairo_line_to (cr, x1 - b, y1 - b);
  cairo_line_to (cr, x1 - b, y0 + b);
  cairo_line_to (cr, x1, y0);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.0, 0.0, 0.0, 0.26);
  cairo_fill (cr);

  cairo_rectangle (cr, x0 + 0.5, y0 + 0.5, MAX (side - 1.0, 0.0), MAX (side - 1.0, 0.0));
  cairo_set_source_rgba (cr, 0.0, 0.0, 0.0, 0.35);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
}

static void
draw_cell (cairo_t        *cr,
           const Geometry *geo,
           int             x,
           int             y,
           const double    rgb[3])
{
  double gap = geo->cell * 0.05;

  draw_bevel_square (cr, geo->cx + x * geo->cell + gap, geo->cy - (y + 1) * geo->cell + gap,
                     geo->cell - 2.0 * gap, rgb);
}

static void
draw_rings (cairo_t        *cr,
            const Geometry *geo,
            const Palette  *palette)
{
  /* Filled from the outside in, so each shell's square covers the inner ones. */
  for (int s = geo->reach; s >= 1; s--)
    {
      square_path (cr, geo, s, 0.0);
      if (s == PF_SHELL_GAME_OVER)
        set_rgb (cr, palette->danger);
      else
        set_rgb (cr, palette->ring[s % 2]);
      cairo_fill (cr);
    }

  /* The cell grid, faint. */
  cairo_set_line_width (cr, MAX (geo->cell * 0.025, 0.5));
  set_rgba (cr, palette->grid);
  for (int i = -geo->reach - 1; i <= geo->reach + 1; i++)
    {
      double extent = (geo->reach + 1) * geo->cell;

      cairo_move_to (cr, geo->cx + i * geo->cell, geo->cy - extent);
      cairo_line_to (cr, geo->cx + i * geo->cell, geo->cy + extent);
      cairo_move_to (cr, geo->cx - extent, geo->cy + i * geo->cell);
      cairo_line_to (cr, geo->cx + extent, geo->cy + i * geo->cell);
    }
  cairo_stroke (cr);

  /* The shell boundaries. */
  cairo_set_line_width (cr, MAX (geo->cell * 0.05, 1.0));
  set_rgba (cr, palette->ring_line);
  for (int s = 0; s <= geo->reach; s++)
    square_path (cr, geo, s, 0.0);
  cairo_stroke (cr);
}

/* The core as one bevelled 2x2 block. Core cells a designer coloured are
 * drawn over it with the other cells. */
static void
draw_core (cairo_t        *cr,
           const Geometry *geo,
           const Palette  *palette)
{
  draw_bevel_square (cr, geo->cx - geo->cell, geo->cy - geo->cell, 2.0 * geo->cell,
                     palette->core);
}

static void
draw_pivot (cairo_t        *cr,
            const Geometry *geo,
            const Palette  *palette)
{
  cairo_arc (cr, geo->cx, geo->cy, geo->cell * 0.16, 0, 2 * G_PI);
  set_rgb (cr, palette->background);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (geo->cell * 0.05, 1.0));
  set_rgb (cr, palette->text);
  cairo_stroke (cr);
}

static void
draw_cells (cairo_t             *cr,
            const Geometry      *geo,
            const PfShellLayout *layout,
            gboolean             dark)
{
  for (guint i = 0; i < layout->cells->len; i++)
    {
      const PfShellCell *cell = &g_array_index (layout->cells, PfShellCell, i);
      double rgb[3];

      if (pf_shell_of_cell (cell->x, cell->y) > geo->reach)
        continue;
      pf_shell_colour_rgb (cell->colour, dark, rgb);
      draw_cell (cr, geo, cell->x, cell->y, rgb);
    }
}

static void
draw_overlay (cairo_t             *cr,
              const Geometry      *geo,
              const Palette       *palette,
              const PfShellLayout *layout)
{
  guint counts[MAX_REACH + 1] = { 0, };
  double font = geo->font;

  for (guint i = 0; i < layout->cells->len; i++)
    {
      const PfShellCell *cell = &g_array_index (layout->cells, PfShellCell, i);
      int shell = pf_shell_of_cell (cell->x, cell->y);

      if (shell <= geo->reach)
        counts[shell]++;
    }

  /* Full shells (≥ 1) get an accent outline: they go at the next clear. */
  cairo_set_line_width (cr, MAX (geo->cell * 0.1, 1.5));
  set_rgb (cr, palette->accent);
  for (int s = 1; s <= geo->reach; s++)
    {
      if (counts[s] != pf_shell_size (s))
        continue;
      square_path (cr, geo, s, geo->cell * 0.05);
      square_path (cr, geo, s - 1, -geo->cell * 0.05);
    }
  cairo_stroke (cr);

  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, font);

  /* Each ring's label stands in a column right of the paintable rings, at
   * the height of the ring's top edge, and a leader runs to it from the
   * ring's top-right corner along the grid line, between cells: no label
   * ever covers a cell. */
  for (int s = 0; s <= geo->labels; s++)
    {
      g_autofree char *label = g_strdup_printf ("%d · %u/%u", s, counts[s], pf_shell_size (s));
      cairo_text_extents_t ext;
      double edge = geo->cy - (s + 1) * geo->cell;
      double corner = geo->cx + (s + 1) * geo->cell;
      double x0 = geo->cx + (geo->labels + 1 + LABEL_GAP) * geo->cell;
      double pad = font * 0.35;
      double h = font * 1.3;
      double w;
      gboolean full = s >= 1 && counts[s] == pf_shell_size (s);

      cairo_text_extents (cr, label, &ext);
      w = ext.x_advance + 2.0 * pad;

      cairo_set_line_width (cr, 1.0);
      set_rgba (cr, palette->ring_line);
      cairo_move_to (cr, corner, edge);
      cairo_line_to (cr, x0, edge);
      cairo_stroke (cr);
      cairo_arc (cr, corner, edge, MAX (geo->cell * 0.06, 1.5), 0, 2 * G_PI);
      cairo_fill (cr);

      cairo_new_sub_path (cr);
      cairo_arc (cr, x0 + h / 2, edge, h / 2, G_PI / 2, 3 * G_PI / 2);
      cairo_arc (cr, x0 + w - h / 2, edge, h / 2, -G_PI / 2, G_PI / 2);
      cairo_close_path (cr);
      set_rgba (cr, palette->label_bg);
      cairo_fill (cr);

      set_rgb (cr, full ? palette->accent : palette->text);
      cairo_move_to (cr, x0 + pad - ext.x_bearing, edge - (ext.y_bearing + ext.height / 2));
      cairo_show_text (cr, label);
    }
}

/* The shells of a clear that has not collapsed yet: each empty ring hatched
 * and outlined, so the step is visible before the cells fall in. */
static void
draw_removed (cairo_t        *cr,
              const Geometry *geo,
              const Palette  *palette,
              guint64         removed)
{
  double extent = (geo->reach + 1) * geo->cell;

  for (int s = 1; s <= geo->reach && s < 64; s++)
    {
      if ((removed & (G_GUINT64_CONSTANT (1) << s)) == 0)
        continue;

      cairo_save (cr);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      square_path (cr, geo, s, 0.0);
      square_path (cr, geo, s - 1, 0.0);
      cairo_clip_preserve (cr);
      cairo_set_source_rgba (cr, palette->removed[0], palette->removed[1], palette->removed[2],
                             0.18);
      cairo_fill (cr);

      cairo_set_line_width (cr, MAX (geo->cell * 0.08, 1.0));
      cairo_set_source_rgba (cr, palette->removed[0], palette->removed[1], palette->removed[2],
                             0.55);
      for (double d = -2.0 * extent; d <= 2.0 * extent; d += geo->cell * 0.5)
        {
          cairo_move_to (cr, geo->cx + d - extent, geo->cy + extent);
          cairo_line_to (cr, geo->cx + d + extent, geo->cy - extent);
        }
      cairo_stroke (cr);
      cairo_restore (cr);

      cairo_set_line_width (cr, MAX (geo->cell * 0.1, 1.5));
      set_rgb (cr, palette->removed);
      square_path (cr, geo, s, geo->cell * 0.05);
      square_path (cr, geo, s - 1, -geo->cell * 0.05);
      cairo_stroke (cr);
    }
}

static void
draw_hover (cairo_t                    *cr,
            const Geometry             *geo,
            const Palette              *palette,
            const PfShellRenderOptions *options)
{
  if (!options->has_hover || pf_shell_of_cell (options->hover_x, options->hover_y) > geo->reach)
    return;

  cairo_rectangle (cr, geo->cx + options->hover_x * geo->cell + 1.0,
                   geo->cy - (options->hover_y + 1) * geo->cell + 1.0,
                   geo->cell - 2.0, geo->cell - 2.0);
  cairo_set_line_width (cr, MAX (geo->cell * 0.08, 1.5));
  set_rgb (cr, palette->text);
  cairo_stroke (cr);
}

/* Public API */

void
pf_shell_colour_rgb (guint    colour,
                     gboolean dark,
                     double   rgb[3])
{
  guint32 hex = 0x9a9996;
  double scale = dark ? 0.88 : 1.0;

  if (colour >= 1 && colour <= PF_SHELL_COLOURS)
    hex = cell_colours[colour - 1];

  rgb[0] = ((hex >> 16) & 0xff) / 255.0 * scale;
  rgb[1] = ((hex >> 8) & 0xff) / 255.0 * scale;
  rgb[2] = (hex & 0xff) / 255.0 * scale;
}

void
pf_shell_render (cairo_t                    *cr,
                 const PfShellLayout        *layout,
                 double                      width,
                 double                      height,
                 const PfShellRenderOptions *options)
{
  const Palette *palette;
  Geometry geo;

  if (options == NULL)
    options = &default_options;
  palette = options->dark ? &dark_palette : &light_palette;
  compute_geometry (layout, width, height, options, &geo);

  cairo_save (cr);

  set_rgb (cr, palette->background);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);

  draw_rings (cr, &geo, palette);
  draw_core (cr, &geo, palette);
  draw_cells (cr, &geo, layout, options->dark);
  draw_pivot (cr, &geo, palette);
  if (options->removed_shells != 0)
    draw_removed (cr, &geo, palette, options->removed_shells);
  if (options->overlay)
    draw_overlay (cr, &geo, palette, layout);
  draw_hover (cr, &geo, palette, options);

  cairo_restore (cr);
}

void
pf_shell_render_geometry (const PfShellLayout        *layout,
                          double                      width,
                          double                      height,
                          const PfShellRenderOptions *options,
                          double                     *cx,
                          double                     *cy,
                          double                     *cell)
{
  Geometry geo;

  compute_geometry (layout, width, height, options ? options : &default_options, &geo);
  *cx = geo.cx;
  *cy = geo.cy;
  *cell = geo.cell;
}

void
pf_shell_render_extra_cell (cairo_t                    *cr,
                            const PfShellLayout        *layout,
                            double                      width,
                            double                      height,
                            const PfShellRenderOptions *options,
                            int                         x,
                            int                         y,
                            guint                       colour,
                            gboolean                    ghost)
{
  Geometry geo;
  double rgb[3];
  double gap;

  if (options == NULL)
    options = &default_options;
  compute_geometry (layout, width, height, options, &geo);
  pf_shell_colour_rgb (colour, options->dark, rgb);
  if (!ghost)
    {
      draw_cell (cr, &geo, x, y, rgb);
      return;
    }

  gap = geo.cell * 0.08;
  cairo_save (cr);
  cairo_rectangle (cr, geo.cx + x * geo.cell + gap, geo.cy - (y + 1) * geo.cell + gap,
                   geo.cell - 2.0 * gap, geo.cell - 2.0 * gap);
  cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], options->dark ? 0.22 : 0.18);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], 0.9);
  cairo_set_line_width (cr, MAX (geo.cell * 0.07, 1.0));
  cairo_stroke (cr);
  cairo_restore (cr);
}

gboolean
pf_shell_render_pick (const PfShellLayout        *layout,
                      double                      width,
                      double                      height,
                      const PfShellRenderOptions *options,
                      double                      px,
                      double                      py,
                      int                        *x,
                      int                        *y)
{
  Geometry geo;
  int cx;
  int cy;

  if (options == NULL)
    options = &default_options;
  compute_geometry (layout, width, height, options, &geo);

  cx = (int) floor ((px - geo.cx) / geo.cell);
  cy = (int) floor ((geo.cy - py) / geo.cell);
  if (pf_shell_of_cell (cx, cy) > geo.reach)
    return FALSE;

  *x = cx;
  *y = cy;
  return TRUE;
}

void
pf_shell_render_func (cairo_t  *cr,
                      double    width,
                      double    height,
                      gpointer  user_data)
{
  pf_shell_render (cr, user_data, width, height, NULL);
}

/* pf-tileset-render.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "pf-tileset-render.h"

#define LABEL_COLUMN 7.0   /* in cell units */
#define GAP 1.0

static void
set_rgb (cairo_t *cr,
         guint32  colour,
         double   shade)
{
  cairo_set_source_rgb (cr,
                        MIN (1.0, ((colour >> 16) & 0xff) / 255.0 * shade),
                        MIN (1.0, ((colour >> 8) & 0xff) / 255.0 * shade),
                        MIN (1.0, (colour & 0xff) / 255.0 * shade));
}

static void
draw_shape (cairo_t       *cr,
            const PfShape *shape,
            guint32        colour,
            double         x0,
            double         y0,
            double         cell)
{
  for (guint y = 0; y < shape->height; y++)
    for (guint x = 0; x < shape->width; x++)
      {
        double px = x0 + x * cell, py = y0 + y * cell;

        if (!shape->cells[y * shape->width + x])
          continue;
        set_rgb (cr, colour, 1.0);
        cairo_rectangle (cr, px, py, cell, cell);
        cairo_fill (cr);
        /* a bevel: light top-left, dark bottom-right */
        cairo_set_line_width (cr, MAX (1.0, cell * 0.08));
        set_rgb (cr, colour, 1.25);
        cairo_move_to (cr, px + cell * 0.04, py + cell * 0.96);
        cairo_line_to (cr, px + cell * 0.04, py + cell * 0.04);
        cairo_line_to (cr, px + cell * 0.96, py + cell * 0.04);
        cairo_stroke (cr);
        set_rgb (cr, colour, 0.7);
        cairo_move_to (cr, px + cell * 0.96, py + cell * 0.04);
        cairo_line_to (cr, px + cell * 0.96, py + cell * 0.96);
        cairo_line_to (cr, px + cell * 0.04, py + cell * 0.96);
        cairo_stroke (cr);
      }
}

void
pf_tileset_render (cairo_t         *cr,
                   const PfTileset *tileset,
                   double           width,
                   double           height,
                   gboolean         dark)
{
  double units_w = LABEL_COLUMN, units_h = GAP;
  guint max_variants = 1;
  double cell, y;
  double fg = dark ? 0.92 : 0.15;

  cairo_save (cr);
  cairo_set_source_rgb (cr, dark ? 0.14 : 0.98, dark ? 0.14 : 0.98, dark ? 0.15 : 0.97);
  cairo_paint (cr);

  for (guint i = 0; i < tileset->shapes->len; i++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, i);

      max_variants = MAX (max_variants, shape->variants->len);
      units_h += MAX (shape->height, 2) + GAP;
    }
  for (guint i = 0; i < tileset->shapes->len; i++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, i);
      double row_w = LABEL_COLUMN;

      for (guint v = 0; v < shape->variants->len; v++)
        row_w += MAX (shape->width, 4) + GAP * 2;
      units_w = MAX (units_w, row_w);
    }

  cell = MIN (width / (units_w + GAP), height / units_h);
  cell = MIN (cell, 48.0);
  y = cell * GAP;

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  for (guint i = 0; i < tileset->shapes->len; i++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, i);
      double row_h = MAX (shape->height, 2) * cell;
      double x = cell * LABEL_COLUMN;
      char info[64];

      cairo_set_source_rgb (cr, fg, fg, fg);
      cairo_set_font_size (cr, MAX (8.0, cell * 0.55));
      cairo_move_to (cr, cell * 0.5, y + cell * 0.8);
      cairo_show_text (cr, shape->id);
      cairo_set_font_size (cr, MAX (7.0, cell * 0.4));
      g_snprintf (info, sizeof info, "weight %g%s", shape->weight,
                  shape->rotate ? ", rotates" : "");
      cairo_move_to (cr, cell * 0.5, y + cell * 1.5);
      cairo_show_text (cr, info);

      for (guint v = 0; v < shape->variants->len; v++)
        {
          const PfVariant *variant = g_ptr_array_index (shape->variants, v);

          draw_shape (cr, shape, variant->colour, x, y, cell);
          cairo_set_source_rgb (cr, fg, fg, fg);
          cairo_set_font_size (cr, MAX (7.0, cell * 0.4));
          cairo_move_to (cr, x, y + row_h + cell * 0.5);
          cairo_show_text (cr, variant->name ? variant->name : variant->id);
          x += (MAX (shape->width, 4) + GAP * 2) * cell;
        }
      y += row_h + GAP * cell;
    }
  cairo_restore (cr);
}

/* pf-studio-mino.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-mino"

#include <adwaita.h>

#include "pf-studio-mino.h"
#include "pf-tetrinet.h"

/* Guideline piece colours, then garbage and the TetriNET colours 1..5, as
 * GNOME palette tones: one set for light, one a little deeper for dark. */
static const guint32 light_colours[] = {
  0x33c7de, 0x3584e4, 0xff7800, 0xf6d32d, 0x33d17a, 0x9141ac, 0xe01b24, /* I J L O S T Z */
  0x9a9996,                                                             /* garbage */
  0x1c71d8, 0xf5c211, 0x2ec27e, 0x813d9c, 0xc01c28,                     /* 1..5 */
};

static const guint32 dark_colours[] = {
  0x2ab3c9, 0x3584e4, 0xe66100, 0xe5c01a, 0x2ec27e, 0x9c4fbc, 0xd01b24,
  0x77767b,
  0x3584e4, 0xe5a50a, 0x26a269, 0x9141ac, 0xc01c28,
};

static void
rgb (guint32  value,
     GdkRGBA *rgba)
{
  rgba->red = ((value >> 16) & 0xff) / 255.0;
  rgba->green = ((value >> 8) & 0xff) / 255.0;
  rgba->blue = (value & 0xff) / 255.0;
  rgba->alpha = 1.0;
}

void
pf_studio_mino_get_rgba (PfCell    cell,
                         gboolean  dark,
                         GdkRGBA  *rgba)
{
  if (cell >= PF_CELL_I && cell <= PF_CELL_COLOUR_5)
    rgb ((dark ? dark_colours : light_colours)[cell - PF_CELL_I], rgba);
  else if (PF_CELL_IS_SPECIAL (cell))
    rgb (dark ? 0x5e5c64 : 0xdeddda, rgba);
  else
    rgb (dark ? 0x3d3846 : 0xc0bfbc, rgba);
}

gboolean
pf_studio_mino_is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

/* Mixes @c towards white (amount > 0) or black (amount < 0). */
static void
set_shade (cairo_t       *cr,
           const GdkRGBA *c,
           double         amount)
{
  double target = amount > 0 ? 1.0 : 0.0;
  double t = ABS (amount);

  cairo_set_source_rgba (cr,
                         c->red + (target - c->red) * t,
                         c->green + (target - c->green) * t,
                         c->blue + (target - c->blue) * t,
                         c->alpha);
}

static void
quad (cairo_t *cr,
      double x0, double y0, double x1, double y1,
      double x2, double y2, double x3, double y3)
{
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_line_to (cr, x2, y2);
  cairo_line_to (cr, x3, y3);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_letter (cairo_t  *cr,
             double    x,
             double    y,
             double    size,
             char      letter,
             gboolean  dark)
{
  char text[2] = { letter, '\0' };
  cairo_text_extents_t extents;

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size * 0.62);
  cairo_text_extents (cr, text, &extents);
  if (dark)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    cairo_set_source_rgb (cr, 0.14, 0.12, 0.18);
  cairo_move_to (cr,
                 x + (size - extents.width) / 2 - extents.x_bearing,
                 y + (size - extents.height) / 2 - extents.y_bearing);
  cairo_show_text (cr, text);
}

void
pf_studio_mino_draw (cairo_t  *cr,
                     double    x,
                     double    y,
                     double    size,
                     PfCell    cell,
                     gboolean  dark)
{
  GdkRGBA c;
  double b;

  if (cell == PF_CELL_EMPTY || cell >= PF_N_CELLS || size < 1)
    return;

  pf_studio_mino_get_rgba (cell, dark, &c);
  /* A hairline gap between cells keeps the grid readable. */
  x += 0.5;
  y += 0.5;
  size -= 1;
  b = MAX (1.5, size / 7);

  set_shade (cr, &c, 0);
  cairo_rectangle (cr, x, y, size, size);
  cairo_fill (cr);

  set_shade (cr, &c, 0.45);                       /* top */
  quad (cr, x, y, x + size, y, x + size - b, y + b, x + b, y + b);
  set_shade (cr, &c, 0.22);                       /* left */
  quad (cr, x, y, x + b, y + b, x + b, y + size - b, x, y + size);
  set_shade (cr, &c, -0.35);                      /* bottom */
  quad (cr, x, y + size, x + b, y + size - b, x + size - b, y + size - b, x + size, y + size);
  set_shade (cr, &c, -0.2);                       /* right */
  quad (cr, x + size, y, x + size, y + size, x + size - b, y + size - b, x + size - b, y + b);

  if (PF_CELL_IS_SPECIAL (cell))
    draw_letter (cr, x, y, size, PF_SPECIAL_LETTERS[PF_CELL_SPECIAL (cell)], dark);
}

void
pf_studio_mino_draw_ghost (cairo_t  *cr,
                           double    x,
                           double    y,
                           double    size,
                           PfCell    cell,
                           gboolean  dark)
{
  GdkRGBA c;
  double inset = MAX (1.5, size / 10);

  pf_studio_mino_get_rgba (cell, dark, &c);
  cairo_set_source_rgba (cr, c.red, c.green, c.blue, dark ? 0.18 : 0.22);
  cairo_rectangle (cr, x + 1, y + 1, size - 2, size - 2);
  cairo_fill (cr);
  cairo_set_line_width (cr, MAX (1.0, size / 14));
  cairo_set_source_rgba (cr, c.red, c.green, c.blue, dark ? 0.75 : 0.85);
  cairo_rectangle (cr, x + inset, y + inset, size - 2 * inset, size - 2 * inset);
  cairo_stroke (cr);
}

void
pf_studio_piece_draw_centred (cairo_t                *cr,
                              const PfRotationSystem *system,
                              PfPiece                 piece,
                              double                  cx,
                              double                  cy,
                              double                  size,
                              gboolean                dark,
                              double                  alpha)
{
  const PfPieceShape *shape;
  int min_x = G_MAXINT, max_x = G_MININT, min_y = G_MAXINT, max_y = G_MININT;

  if (piece >= PF_N_PIECES || system == NULL)
    return;

  shape = &system->shapes[piece][PF_ROT_0];
  for (guint i = 0; i < 4; i++)
    {
      min_x = MIN (min_x, shape->minos[i].x);
      max_x = MAX (max_x, shape->minos[i].x);
      min_y = MIN (min_y, shape->minos[i].y);
      max_y = MAX (max_y, shape->minos[i].y);
    }

  cairo_push_group (cr);
  for (guint i = 0; i < 4; i++)
    {
      /* y points up in the game, down on screen. */
      double left = cx - (max_x - min_x + 1) * size / 2 + (shape->minos[i].x - min_x) * size;
      double top = cy - (max_y - min_y + 1) * size / 2 + (max_y - shape->minos[i].y) * size;

      pf_studio_mino_draw (cr, left, top, size, pf_studio_piece_cell (piece), dark);
    }
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, alpha);
}

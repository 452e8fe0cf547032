/* pf-map-render.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include <math.h>

#include "pf-map-render.h"
#include "pf-shape-rotation.h"

/* Below this many pixels per cell, the map is drawn one pixel per cell */
#define VECTOR_MIN_CELL 3.0

/* Margin around the fitted map, in pixels */
#define MARGIN 8.0

/* Auxiliary methods */

static void
set_rgb (cairo_t *cr,
         guint32  colour,
         double   alpha)
{
  cairo_set_source_rgba (cr, ((colour >> 16) & 0xff) / 255.0, ((colour >> 8) & 0xff) / 255.0,
                         (colour & 0xff) / 255.0, alpha);
}

/* The page behind the map, which shows through its holes */
static guint32
page_colour (const PfMapRenderOptions *options)
{
  return options->dark ? 0x1e1e1e : 0xf6f5f4;
}

/* @colour at two thirds of its brightness: a locked placement's, when
 * cells are too small for the hatch */
static guint32
darker (guint32 colour)
{
  return (((colour >> 16) & 0xff) * 2 / 3) << 16 | (((colour >> 8) & 0xff) * 2 / 3) << 8 |
         (colour & 0xff) * 2 / 3;
}

static gboolean
placement_valid (const PfTileset   *tileset,
                 const PfPlacement *p)
{
  const PfShape *shape;

  if (p->shape >= tileset->shapes->len || p->rotation > 3)
    return FALSE;
  shape = g_ptr_array_index (tileset->shapes, p->shape);
  return p->variant < shape->variants->len;
}

static guint32
placement_colour (const PfTileset          *tileset,
                  const PfPlacement        *p,
                  const PfMapRenderOptions *options)
{
  const PfShape *shape = g_ptr_array_index (tileset->shapes, p->shape);
  const PfVariant *variant = g_ptr_array_index (shape->variants, p->variant);

  if (options->colour_by == PF_MAP_COLOUR_BY_TERRAIN)
    {
      const PfTerrain *terrain = pf_tileset_find_terrain (tileset, variant->terrain);

      if (terrain != NULL)
        return terrain->colour;
    }
  return variant->colour;
}

static void
cell_path (cairo_t                  *cr,
           const PfShapeOrientation *o,
           double                    x0,
           double                    y0,
           double                    size)
{
  for (guint k = 0; k < o->n_cells; k++)
    cairo_rectangle (cr, x0 + o->cells[k].x * size, y0 + o->cells[k].y * size, size, size);
}

static void
outline_path (cairo_t                  *cr,
              const PfShapeOrientation *o,
              double                    x0,
              double                    y0,
              double                    size)
{
  for (guint k = 0; k < o->n_cells; k++)
    {
      double x = x0 + o->cells[k].x * size, y = y0 + o->cells[k].y * size;
      guint edges = o->cells[k].edges;

      if (edges & PF_SHAPE_EDGE_TOP)
        {
          cairo_move_to (cr, x, y);
          cairo_line_to (cr, x + size, y);
        }
      if (edges & PF_SHAPE_EDGE_RIGHT)
        {
          cairo_move_to (cr, x + size, y);
          cairo_line_to (cr, x + size, y + size);
        }
      if (edges & PF_SHAPE_EDGE_BOTTOM)
        {
          cairo_move_to (cr, x, y + size);
          cairo_line_to (cr, x + size, y + size);
        }
      if (edges & PF_SHAPE_EDGE_LEFT)
        {
          cairo_move_to (cr, x, y);
          cairo_line_to (cr, x, y + size);
        }
    }
}

/* Where the map lies in the picture: the size of a cell and the origin, and
 * the cells in view, [x0, x1) x [y0, y1). */
typedef struct
{
  double size;
  double ox;
  double oy;
  guint  x0;
  guint  y0;
  guint  x1;
  guint  y1;
} View;

static void
view_init (View                     *view,
           const PfMap              *map,
           double                    width,
           double                    height,
           const PfMapRenderOptions *options)
{
  pf_map_render_transform (map, width, height, options, &view->size, &view->ox, &view->oy);
  view->x0 = (guint) CLAMP (floor (-view->ox / view->size), 0, map->width);
  view->y0 = (guint) CLAMP (floor (-view->oy / view->size), 0, map->height);
  view->x1 = (guint) CLAMP (ceil ((width - view->ox) / view->size), 0, map->width);
  view->y1 = (guint) CLAMP (ceil ((height - view->oy) / view->size), 0, map->height);
}

static gboolean
placement_in_view (const PfPlacement        *p,
                   const PfShapeOrientation *o,
                   const View               *view)
{
  return p->x + (gint64) o->width > view->x0 && p->x < (gint64) view->x1 &&
         p->y + (gint64) o->height > view->y0 && p->y < (gint64) view->y1;
}

/* The orientation @p is drawn with, or NULL when @p is not drawn: its shape
 * or variant is not in the tile set, or it lies outside @view. */
static const PfShapeOrientation *
visible_orientation (const PfTileset   *tileset,
                     const PfShapeOrientations *orientations,
                     const View        *view,
                     const PfPlacement *p)
{
  const PfShapeOrientation *o;

  if (!placement_valid (tileset, p))
    return NULL;
  o = pf_shape_orientations_get (orientations, p->shape, p->rotation);
  return placement_in_view (p, o, view) ? o : NULL;
}

/* The colour each cell in view shows, row by row into @cells (@stride
 * apart), or @empty where no placement covers it: a draft map's hole
 * (SPEC §5). */
static void
window_colours (const PfMap               *map,
                const PfTileset           *tileset,
                const PfShapeOrientations *orientations,
                const PfMapRenderOptions  *options,
                const View                *view,
                guint32                   *cells,
                gsize                      stride,
                guint32                    empty)
{
  for (guint y = 0; y < view->y1 - view->y0; y++)
    for (guint x = 0; x < view->x1 - view->x0; x++)
      cells[y * stride + x] = empty;

  for (guint i = 0; i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
      const PfShapeOrientation *o;
      guint32 colour;

      o = visible_orientation (tileset, orientations, view, p);
      if (o == NULL)
        continue;
      colour = placement_colour (tileset, p, options) & 0xffffff;
      if (options->mark_locked && p->locked)
        colour = darker (colour);
      for (guint k = 0; k < o->n_cells; k++)
        {
          gint64 x = p->x + (gint64) o->cells[k].x, y = p->y + (gint64) o->cells[k].y;

          if (x >= view->x0 && x < view->x1 && y >= view->y0 && y < view->y1)
            cells[(y - view->y0) * stride + (x - view->x0)] = colour;
        }
    }
}

/* The empty cells in view, as rectangles of the current path: holes, where
 * the page shows through. */
static void
holes_path (cairo_t                   *cr,
            const PfMap               *map,
            const PfTileset           *tileset,
            const PfShapeOrientations *orientations,
            const PfMapRenderOptions  *options,
            const View                *view)
{
  g_autofree guint32 *cells = NULL;
  guint w = view->x1 - view->x0;

  if (view->x1 <= view->x0 || view->y1 <= view->y0)
    return;
  cells = g_new (guint32, (gsize) w * (view->y1 - view->y0));
  window_colours (map, tileset, orientations, options, view, cells, w, G_MAXUINT32);
  for (guint y = view->y0; y < view->y1; y++)
    for (guint x = view->x0; x < view->x1; x++)
      if (cells[(gsize) (y - view->y0) * w + (x - view->x0)] == G_MAXUINT32)
        cairo_rectangle (cr, view->ox + x * view->size, view->oy + y * view->size, view->size,
                         view->size);
}

/* One pixel per cell, then scaled up without smoothing */
static void
render_raster (cairo_t                   *cr,
               const PfMap               *map,
               const PfTileset           *tileset,
               const PfShapeOrientations *orientations,
               const PfMapRenderOptions  *options,
               const View                *view)
{
  guint w = view->x1 - view->x0, h = view->y1 - view->y0;
  cairo_surface_t *image;
  cairo_pattern_t *pattern;
  int stride;

  if (view->x1 <= view->x0 || view->y1 <= view->y0)
    return;
  image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (image);
      return;
    }
  cairo_surface_flush (image);
  stride = cairo_image_surface_get_stride (image) / 4;
  window_colours (map, tileset, orientations, options, view,
                  (guint32 *) (gpointer) cairo_image_surface_get_data (image), stride,
                  page_colour (options));
  cairo_surface_mark_dirty (image);

  cairo_save (cr);
  cairo_rectangle (cr, view->ox + view->x0 * view->size, view->oy + view->y0 * view->size,
                   w * view->size, h * view->size);
  cairo_clip (cr);
  cairo_translate (cr, view->ox + view->x0 * view->size, view->oy + view->y0 * view->size);
  cairo_scale (cr, view->size, view->size);
  cairo_set_source_surface (cr, image, 0, 0);
  pattern = cairo_get_source (cr);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_surface_destroy (image);
}

/* Diagonal hatching over the cells of the locked placements in view: the
 * mark of a placement the refill never moves (SPEC §5). */
static void
mark_locked (cairo_t                   *cr,
             const PfMap               *map,
             const PfTileset           *tileset,
             const PfShapeOrientations *orientations,
             const PfMapRenderOptions  *options,
             const View                *view)
{
  double spacing = CLAMP (view->size / 3, 4.0, 10.0);
  double x0 = view->ox + view->x0 * view->size, y0 = view->oy + view->y0 * view->size;
  double w = (view->x1 - view->x0) * view->size, h = (view->y1 - view->y0) * view->size;
  gboolean any = FALSE;

  cairo_save (cr);
  for (guint i = 0; i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
      const PfShapeOrientation *o;

      if (!p->locked)
        continue;
      o = visible_orientation (tileset, orientations, view, p);
      if (o == NULL)
        continue;
      cell_path (cr, o, view->ox + p->x * view->size, view->oy + p->y * view->size, view->size);
      any = TRUE;
    }
  if (any)
    {
      cairo_clip (cr);
      for (double d = -h; d < w; d += spacing)
        {
          cairo_move_to (cr, x0 + d, y0 + h);
          cairo_line_to (cr, x0 + d + h, y0);
        }
      cairo_set_line_width (cr, MAX (1.0, spacing / 4));
      set_rgb (cr, options->dark ? 0xffffff : 0x000000, options->dark ? 0.35 : 0.3);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* A ring in the accent's warning red around each conflict in view. */
static void
mark_conflicts (cairo_t                  *cr,
                const PfMapRenderOptions *options,
                const View               *view)
{
  double radius = MAX (view->size * 0.42, 3.0);

  for (guint i = 0; i < options->n_conflicts; i++)
    {
      const PfMapCell *cell = &options->conflicts[i];

      if (cell->x < view->x0 || cell->x >= view->x1 || cell->y < view->y0 ||
          cell->y >= view->y1)
        continue;
      cairo_new_sub_path (cr);
      cairo_arc (cr, view->ox + (cell->x + 0.5) * view->size,
                 view->oy + (cell->y + 0.5) * view->size, radius, 0, 2 * G_PI);
    }
  cairo_set_line_width (cr, CLAMP (view->size * 0.15, 2.0, 4.0));
  set_rgb (cr, options->dark ? 0xff7b63 : 0xc01c28, 1.0);
  cairo_stroke (cr);
}

/* Public API */

void
pf_map_render_options_init (PfMapRenderOptions *options)
{
  *options = (PfMapRenderOptions) {
    .colour_by = PF_MAP_COLOUR_BY_VARIANT,
    .zoom = 1.0,
    .hovered = -1,
    .outlines = TRUE,
  };
}

void
pf_map_render_transform (const PfMap              *map,
                         double                    width,
                         double                    height,
                         const PfMapRenderOptions *options,
                         double                   *cell_size,
                         double                   *origin_x,
                         double                   *origin_y)
{
  PfMapRenderOptions defaults;
  double fit, size, zoom;
  guint w = MAX (map->width, 1), h = MAX (map->height, 1);

  if (options == NULL)
    {
      pf_map_render_options_init (&defaults);
      options = &defaults;
    }
  zoom = options->zoom > 0 && isfinite (options->zoom) ? options->zoom : 1.0;
  fit = MIN ((width - 2 * MARGIN) / w, (height - 2 * MARGIN) / h);
  if (fit <= 0)
    fit = MIN (width / w, height / h);
  size = MAX (fit * zoom, 1e-6);
  *cell_size = size;
  *origin_x = (width - size * w) / 2 + options->pan_x;
  *origin_y = (height - size * h) / 2 + options->pan_y;
}

void
pf_map_render (cairo_t                  *cr,
               const PfMap              *map,
               const PfTileset          *tileset,
               double                    width,
               double                    height,
               const PfMapRenderOptions *options)
{
  g_autoptr(PfShapeOrientations) orientations = pf_shape_orientations_new (tileset);
  PfMapRenderOptions defaults;
  View view;
  double size, ox, oy;

  if (options == NULL)
    {
      pf_map_render_options_init (&defaults);
      options = &defaults;
    }
  view_init (&view, map, width, height, options);
  size = view.size;
  ox = view.ox;
  oy = view.oy;

  cairo_save (cr);

  /* Background, and the map's frame */
  set_rgb (cr, page_colour (options), 1.0);
  cairo_paint (cr);
  cairo_rectangle (cr, ox - 1, oy - 1, size * map->width + 2, size * map->height + 2);
  set_rgb (cr, options->dark ? 0x000000 : 0x9a9996, 1.0);
  cairo_fill (cr);

  if (size < VECTOR_MIN_CELL)
    render_raster (cr, map, tileset, orientations, options, &view);
  else
    {
      /* Holes show the page, each cell ringed faintly: cells to fill */
      holes_path (cr, map, tileset, orientations, options, &view);
      set_rgb (cr, page_colour (options), 1.0);
      cairo_fill_preserve (cr);
      cairo_save (cr);
      cairo_clip_preserve (cr);
      cairo_set_line_width (cr, CLAMP (size * 0.06, 1.0, 2.0));
      set_rgb (cr, options->dark ? 0xffffff : 0x000000, 0.12);
      cairo_stroke (cr);
      cairo_restore (cr);

      /* Fills one by one, then all outlines in one stroke */
      for (guint i = 0; i < map->placements->len; i++)
        {
          const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
          const PfShapeOrientation *o;

          o = visible_orientation (tileset, orientations, &view, p);
          if (o == NULL)
            continue;
          cell_path (cr, o, ox + p->x * size, oy + p->y * size, size);
          set_rgb (cr, placement_colour (tileset, p, options), 1.0);
          cairo_fill (cr);
        }

      if (options->outlines)
        {
          for (guint i = 0; i < map->placements->len; i++)
            {
              const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
              const PfShapeOrientation *o;

              o = visible_orientation (tileset, orientations, &view, p);
              if (o == NULL)
                continue;
              outline_path (cr, o, ox + p->x * size, oy + p->y * size, size);
            }
          cairo_set_line_width (cr, CLAMP (size * 0.08, 1.0, 3.0));
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
          set_rgb (cr, options->dark ? 0x000000 : 0x241f31, options->dark ? 0.85 : 0.7);
          cairo_stroke (cr);
        }
      if (options->mark_locked)
        mark_locked (cr, map, tileset, orientations, options, &view);
    }
  if (options->n_conflicts > 0 && options->conflicts != NULL)
    mark_conflicts (cr, options, &view);

  /* The hovered placement: lighter, with an accent outline */
  if (options->hovered >= 0 && options->hovered < map->placements->len)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, options->hovered);

      if (placement_valid (tileset, p))
        {
          const PfShapeOrientation *o = pf_shape_orientations_get (orientations, p->shape,
                                                                   p->rotation);

          cell_path (cr, o, ox + p->x * size, oy + p->y * size, size);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
          cairo_fill (cr);
          outline_path (cr, o, ox + p->x * size, oy + p->y * size, size);
          cairo_set_line_width (cr, CLAMP (size * 0.15, 2.0, 4.0));
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
          set_rgb (cr, options->dark ? 0x78aeed : 0x1c71d8, 1.0);
          cairo_stroke (cr);
        }
    }

  cairo_restore (cr);
}

gint64
pf_map_render_pick (const PfMap              *map,
                    const PfTileset          *tileset,
                    double                    width,
                    double                    height,
                    const PfMapRenderOptions *options,
                    double                    x,
                    double                    y)
{
  double size, ox, oy, fx, fy;
  gint64 cx, cy;

  pf_map_render_transform (map, width, height, options, &size, &ox, &oy);
  fx = floor ((x - ox) / size);
  fy = floor ((y - oy) / size);
  if (!(fx >= 0 && fy >= 0 && fx < map->width && fy < map->height))
    return -1;
  cx = (gint64) fx;
  cy = (gint64) fy;

  for (guint i = 0; i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
      const PfShape *shape;
      guint w, h;

      if (!placement_valid (tileset, p) || cx < p->x || cy < p->y)
        continue;
      shape = g_ptr_array_index (tileset->shapes, p->shape);
      pf_shape_rotated_size (shape, p->rotation, &w, &h);
      if (cx >= p->x + (gint64) w || cy >= p->y + (gint64) h)
        continue;
      if (pf_shape_rotated_cell (shape, p->rotation, cx - p->x, cy - p->y))
        return i;
    }
  return -1;
}

void
pf_map_render_natural_size (const PfMap *map,
                            int         *width,
                            int         *height)
{
  guint longest = MAX (1, MAX (map->width, map->height));
  guint cell = CLAMP (2048 / longest, 1, 32);

  /* With the margin, the fitted cell is exactly @cell pixels */
  *width = MAX (1, map->width) * cell + 2 * MARGIN;
  *height = MAX (1, map->height) * cell + 2 * MARGIN;
}

/* pf-shape-rotation.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include "pf-shape-rotation.h"

void
pf_shape_rotate_point (guint  width,
                       guint  height,
                       guint  rotation,
                       guint  x,
                       guint  y,
                       guint *rotated_x,
                       guint *rotated_y)
{
  switch (rotation & 3)
    {
    case 0:
      *rotated_x = x;
      *rotated_y = y;
      break;
    case 1:
      *rotated_x = height - 1 - y;
      *rotated_y = x;
      break;
    case 2:
      *rotated_x = width - 1 - x;
      *rotated_y = height - 1 - y;
      break;
    default:
      *rotated_x = y;
      *rotated_y = width - 1 - x;
      break;
    }
}

guint8 *
pf_shape_rotate_matrix (const guint8 *cells,
                        guint         width,
                        guint         height,
                        guint         rotation,
                        guint        *rotated_width,
                        guint        *rotated_height)
{
  guint8 *out;
  guint rw, rh;

  rw = (rotation & 1) ? height : width;
  rh = (rotation & 1) ? width : height;
  out = g_new0 (guint8, MAX (1, (gsize) rw * rh));
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        guint rx, ry;

        pf_shape_rotate_point (width, height, rotation, x, y, &rx, &ry);
        out[(gsize) ry * rw + rx] = cells[(gsize) y * width + x] != 0;
      }

  *rotated_width = rw;
  *rotated_height = rh;
  return out;
}

static void
orientation_init (PfShapeOrientation *orientation,
                  const PfShape      *shape,
                  guint               rotation)
{
  g_autofree guint8 *matrix = NULL;
  g_autofree guint32 *source = NULL;
  guint rw, rh, n = 0;

  matrix = pf_shape_rotate_matrix (shape->cells, shape->width, shape->height, rotation, &rw, &rh);

  /* Where each rotated cell came from */
  source = g_new0 (guint32, MAX (1, (gsize) rw * rh));
  for (guint y = 0; y < shape->height; y++)
    for (guint x = 0; x < shape->width; x++)
      {
        guint rx, ry;

        pf_shape_rotate_point (shape->width, shape->height, rotation, x, y, &rx, &ry);
        source[(gsize) ry * rw + rx] = y * shape->width + x;
      }

  for (gsize i = 0; i < (gsize) rw * rh; i++)
    n += matrix[i];

  orientation->width = rw;
  orientation->height = rh;
  orientation->n_cells = n;
  orientation->cells = g_new0 (PfShapeCell, MAX (1, n));

  n = 0;
  for (guint y = 0; y < rh; y++)
    for (guint x = 0; x < rw; x++)
      {
        PfShapeCell *cell;
        guint edges = 0;

        if (!matrix[(gsize) y * rw + x])
          continue;
        if (y == 0 || !matrix[(gsize) (y - 1) * rw + x])
          edges |= PF_SHAPE_EDGE_TOP;
        if (x + 1 == rw || !matrix[(gsize) y * rw + x + 1])
          edges |= PF_SHAPE_EDGE_RIGHT;
        if (y + 1 == rh || !matrix[(gsize) (y + 1) * rw + x])
          edges |= PF_SHAPE_EDGE_BOTTOM;
        if (x == 0 || !matrix[(gsize) y * rw + x - 1])
          edges |= PF_SHAPE_EDGE_LEFT;

        cell = &orientation->cells[n++];
        cell->x = x;
        cell->y = y;
        cell->source = source[(gsize) y * rw + x];
        cell->edges = edges;
      }
}

PfShapeOrientations *
pf_shape_orientations_new (const PfTileset *tileset)
{
  PfShapeOrientations *orientations = g_new0 (PfShapeOrientations, 1);

  orientations->n_shapes = tileset->shapes->len;
  orientations->items = g_new0 (PfShapeOrientation, MAX (1, (gsize) tileset->shapes->len * 4));
  for (guint s = 0; s < tileset->shapes->len; s++)
    for (guint r = 0; r < 4; r++)
      orientation_init (&orientations->items[s * 4 + r], g_ptr_array_index (tileset->shapes, s), r);
  return orientations;
}

void
pf_shape_orientations_free (PfShapeOrientations *orientations)
{
  if (orientations == NULL)
    return;
  for (guint i = 0; i < orientations->n_shapes * 4; i++)
    g_free (orientations->items[i].cells);
  g_free (orientations->items);
  g_free (orientations);
}

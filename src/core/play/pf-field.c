/* pf-field.c: the playtest matrix as a bitboard with cell colours
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-field"

#include <string.h>

#include "pf-error.h"
#include "pf-field.h"

void
pf_field_init (PfField *field,
               guint    width,
               guint    height)
{
  g_return_if_fail (width >= 1 && width <= PF_FIELD_MAX_WIDTH);
  g_return_if_fail (height >= 1 && height <= PF_FIELD_MAX_HEIGHT);

  memset (field, 0, sizeof *field);
  field->width = (guint8) width;
  field->height = (guint8) height;
  field->empty = ~(((1u << width) - 1) << PF_FIELD_WALL);
  for (guint i = 0; i < PF_FIELD_ROWS; i++)
    field->rows[i] = 0xffffffffu;
  for (guint y = 0; y < height; y++)
    field->rows[PF_FIELD_PAD + y] = field->empty;
}

void
pf_piece_shape_init (PfPieceShape     *shape,
               const PfVec *minos)
{
  int bottom = 2;

  memset (shape, 0, sizeof *shape);
  for (guint i = 0; i < 4; i++)
    {
      g_return_if_fail (minos[i].x >= -2 && minos[i].x <= 2);
      g_return_if_fail (minos[i].y >= -2 && minos[i].y <= 2);
      bottom = MIN (bottom, minos[i].y);
      shape->minos[i] = minos[i];
    }
  shape->bottom = (gint8) bottom;
  for (guint i = 0; i < 4; i++)
    {
      shape->masks[minos[i].y - bottom] |= (guint8) (1u << (minos[i].x + 2));
      shape->rows = (guint8) MAX (shape->rows, minos[i].y - bottom + 1);
    }
}

void
pf_field_set (PfField *field,
              int      x,
              int      y,
              PfCell   cell)
{
  guint32 bit;

  if (x < 0 || y < 0 || x >= field->width || y >= field->height)
    return;
  bit = 1u << (x + PF_FIELD_WALL);
  field->cells[y][x] = (guint8) cell;
  if (cell == PF_CELL_EMPTY)
    {
      field->rows[PF_FIELD_PAD + y] &= ~bit;
      if (y + 1 == field->top)
        while (field->top > 0 && field->rows[PF_FIELD_PAD + field->top - 1] == field->empty)
          field->top--;
    }
  else
    {
      field->rows[PF_FIELD_PAD + y] |= bit;
      field->top = MAX (field->top, (guint8) (y + 1));
    }
}

guint
pf_field_clear_full_rows (PfField *field,
                          int      from,
                          int      to,
                          guint8  *specials,
                          guint   *n_specials)
{
  guint n = 0;
  int dst;

  if (n_specials != NULL)
    *n_specials = 0;
  from = MAX (from, 0);
  to = MIN (to, (int) field->top);
  for (dst = from; dst < to; dst++)
    if (field->rows[PF_FIELD_PAD + dst] == 0xffffffffu)
      break;
  if (dst >= to)
    return 0;

  for (int src = dst; src < field->top; src++)
    {
      if (src < to && field->rows[PF_FIELD_PAD + src] == 0xffffffffu)
        {
          n++;
          if (specials != NULL && n_specials != NULL)
            for (int x = 0; x < field->width; x++)
              if (PF_CELL_IS_SPECIAL (field->cells[src][x]))
                specials[(*n_specials)++] = field->cells[src][x];
          continue;
        }
      if (src != dst)
        {
          field->rows[PF_FIELD_PAD + dst] = field->rows[PF_FIELD_PAD + src];
          memcpy (field->cells[dst], field->cells[src], PF_FIELD_MAX_WIDTH);
        }
      dst++;
    }
  for (int y = dst; y < field->top; y++)
    {
      field->rows[PF_FIELD_PAD + y] = field->empty;
      memset (field->cells[y], 0, PF_FIELD_MAX_WIDTH);
    }
  field->top = (guint8) (field->top - n);
  while (field->top > 0 && field->rows[PF_FIELD_PAD + field->top - 1] == field->empty)
    field->top--;
  return n;
}

void
pf_field_shift_rows (PfField *field,
                     int      dy)
{
  PfField copy = *field;
  int h = field->height;

  for (int y = 0; y < h; y++)
    {
      int src = y - dy;

      if (src >= 0 && src < h)
        {
          field->rows[PF_FIELD_PAD + y] = copy.rows[PF_FIELD_PAD + src];
          memcpy (field->cells[y], copy.cells[src], PF_FIELD_MAX_WIDTH);
        }
      else
        {
          field->rows[PF_FIELD_PAD + y] = field->empty;
          memset (field->cells[y], 0, PF_FIELD_MAX_WIDTH);
        }
    }
  field->top = 0;
  for (int y = 0; y < h; y++)
    if (field->rows[PF_FIELD_PAD + y] != field->empty)
      field->top = (guint8) (y + 1);
}

guint
pf_field_count (const PfField *field)
{
  guint n = 0;

  for (int y = 0; y < field->top; y++)
    n += (guint) __builtin_popcount (field->rows[PF_FIELD_PAD + y] & ~field->empty);
  return n;
}

gboolean
pf_field_equal (const PfField *a,
                const PfField *b)
{
  if (a->width != b->width || a->height != b->height)
    return FALSE;
  for (int y = 0; y < a->height; y++)
    if (memcmp (a->cells[y], b->cells[y], a->width) != 0)
      return FALSE;
  return TRUE;
}

char *
pf_field_to_ascii (const PfField *field,
                   guint          rows)
{
  GString *out = g_string_new (NULL);

  if (rows == 0)
    rows = MAX (MIN (20u, field->height), field->top);
  rows = MIN (rows, field->height);
  for (int y = (int) rows - 1; y >= 0; y--)
    {
      for (int x = 0; x < field->width; x++)
        g_string_append_c (out, PF_CELL_CHARS[field->cells[y][x]]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

gboolean
pf_field_from_ascii (PfField     *field,
                     guint        width,
                     guint        height,
                     const char  *text,
                     GError     **error)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GPtrArray) kept = g_ptr_array_new ();
  g_autoptr(GArray) numbers = g_array_new (FALSE, FALSE, sizeof (guint));

  pf_field_init (field, width, height);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);
      guint number = i + 1;

      if (*line == '\0')
        continue;
      g_ptr_array_add (kept, line);
      g_array_append_val (numbers, number);
    }
  if (kept->len > height)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "field has %u rows; at most %u fit", kept->len, height);
      return FALSE;
    }

  for (guint i = 0; i < kept->len; i++)
    {
      const char *line = g_ptr_array_index (kept, i);
      guint number = g_array_index (numbers, guint, i);
      int y = (int) kept->len - 1 - (int) i;

      if (strlen (line) != width)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "field line %u has %zu cells, expected %u", number, strlen (line), width);
          return FALSE;
        }
      for (guint x = 0; x < width; x++)
        {
          const char *found = line[x] == '#' ? &PF_CELL_CHARS[PF_CELL_GARBAGE]
                                             : strchr (PF_CELL_CHARS, line[x]);

          if (found == NULL || line[x] == '\0')
            {
              g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                           "field line %u column %u: unknown cell “%c”", number, x + 1, line[x]);
              return FALSE;
            }
          pf_field_set (field, (int) x, y, (PfCell) (found - PF_CELL_CHARS));
        }
    }
  return TRUE;
}

/* pf-fumen.c: fumen v115 fields
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format: after "v115@", base-64 digits (A-Z a-z 0-9 + /), little
 * endian. A page is its field as run lengths against the previous page's
 * field (each run two digits: (difference + 8) × 240 + length − 1, cells
 * from the top row 22 down to the garbage row), then a repeat count when
 * the field did not change, then three digits of piece and flags, then an
 * optional comment. The field of the first page is the difference against
 * an empty field.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-fumen"

#include <string.h>

#include "pf-error.h"
#include "pf-fumen.h"

static const char fumen_digits[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* Fumen colours 0..8 (empty I L O Z T J S gray) to cells, and back. */
static const guint8 fumen_to_cell[9] = {
  PF_CELL_EMPTY, PF_CELL_I, PF_CELL_L, PF_CELL_O, PF_CELL_Z,
  PF_CELL_T, PF_CELL_J, PF_CELL_S, PF_CELL_GARBAGE,
};

static guint
cell_to_fumen (PfCell cell)
{
  switch (cell)
    {
    case PF_CELL_EMPTY: return 0;
    case PF_CELL_I:     return 1;
    case PF_CELL_L:     return 2;
    case PF_CELL_O:     return 3;
    case PF_CELL_Z:     return 4;
    case PF_CELL_T:     return 5;
    case PF_CELL_J:     return 6;
    case PF_CELL_S:     return 7;
    default:            return 8;
    }
}

typedef struct
{
  GArray     *values;    /* guint8 digits */
  GArray     *positions; /* guint: 1-based character position in the input */
  guint       next;
  guint       page;
} Reader;

static gboolean
poll_digits (Reader  *reader,
             guint    n,
             guint   *value,
             GError **error)
{
  guint v = 0, scale = 1;

  if (reader->next + n > reader->values->len)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "fumen data ends in the middle of page %u", reader->page + 1);
      return FALSE;
    }
  for (guint i = 0; i < n; i++, scale *= 64)
    v += g_array_index (reader->values, guint8, reader->next++) * scale;
  *value = v;
  return TRUE;
}

/* The input position of the digit @back places before the next one. */
static guint
digit_position (Reader *reader,
                guint   back)
{
  return g_array_index (reader->positions, guint, reader->next - back);
}

/* Reads one page's field runs. The first page's cells go into @field,
 * which must then stay inside the field with colours 0..8; later pages
 * (@field %NULL) are only read past. */
static gboolean
read_field (Reader    *reader,
            guint      rows,
            PfField   *field,
            gboolean  *changed,
            GError   **error)
{
  guint n_blocks = (rows + 1) * PF_FUMEN_WIDTH;

  *changed = TRUE;
  for (guint index = 0; index < n_blocks;)
    {
      guint run, diff, length;

      if (!poll_digits (reader, 2, &run, error))
        return FALSE;
      diff = run / n_blocks;
      length = run % n_blocks + 1;
      if (diff == 8 && length == n_blocks)
        *changed = FALSE;
      if (field == NULL)
        {
          index += length;
          continue;
        }
      if (diff < 8 || diff > 16)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "fumen character %u: cell value %d on the first page is not 0-8",
                       digit_position (reader, 2), (int) diff - 8);
          return FALSE;
        }
      if (index + length > n_blocks)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "fumen character %u: a run of %u cells passes the end of the field",
                       digit_position (reader, 2), length);
          return FALSE;
        }
      for (guint i = 0; i < length; i++, index++)
        {
          int y = (int) rows - 1 - (int) (index / PF_FUMEN_WIDTH);

          if (y >= 0 && diff != 8)
            pf_field_set (field, (int) (index % PF_FUMEN_WIDTH), y,
                          (PfCell) fumen_to_cell[diff - 8]);
        }
    }
  return TRUE;
}

/* Finds the data after the version prefix, as tetris-fumen does. */
static const char *
find_data (const char *text,
           guint      *rows)
{
  static const char *const prefixes[] = { "115@", "110@" };

  for (guint v = 0; v < G_N_ELEMENTS (prefixes); v++)
    for (const char *p = strstr (text, prefixes[v]); p != NULL; p = strstr (p + 1, prefixes[v]))
      if (p > text && strchr ("vmd", p[-1]) != NULL)
        {
          *rows = v == 0 ? 23 : 21;
          return p + 4;
        }
  return NULL;
}

gboolean
pf_fumen_decode (const char  *text,
                 PfField     *field,
                 GError     **error)
{
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (guint8));
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (guint));
  Reader reader = { values, positions, 0, 0 };
  const char *data;
  guint rows = 23, n_blocks;

  pf_field_init (field, PF_FUMEN_WIDTH, PF_FIELD_MAX_HEIGHT);
  data = find_data (text, &rows);
  if (data == NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "not a fumen string: expected “v115@” followed by data");
      return FALSE;
    }
  n_blocks = (rows + 1) * PF_FUMEN_WIDTH;

  for (const char *p = data; *p != '\0' && *p != '&'; p++)
    {
      const char *digit;
      guint8 value;
      guint position = (guint) (p - text) + 1;

      if (*p == '?' || g_ascii_isspace (*p))
        continue;
      digit = strchr (fumen_digits, *p);
      if (digit == NULL)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "fumen character %u: “%c” is not fumen data (A-Z a-z 0-9 + /)",
                       position, g_ascii_isprint (*p) ? *p : '?');
          return FALSE;
        }
      value = (guint8) (digit - fumen_digits);
      g_array_append_val (values, value);
      g_array_append_val (positions, position);
    }
  if (values->len == 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "fumen string has no data");
      return FALSE;
    }

  for (int repeat = -1; reader.next < values->len; reader.page++)
    {
      guint action, comment_length, chunk;

      if (repeat > 0)
        repeat--;
      else
        {
          gboolean changed;
          guint count;

          if (!read_field (&reader, rows, reader.page == 0 ? field : NULL, &changed, error))
            return FALSE;
          if (!changed)
            {
              if (!poll_digits (&reader, 1, &count, error))
                return FALSE;
              repeat = (int) count;
            }
        }
      if (!poll_digits (&reader, 3, &action, error))
        return FALSE;
      if ((action / 8 / 4 / n_blocks / 8) % 2 == 1)
        {
          if (!poll_digits (&reader, 2, &comment_length, error))
            return FALSE;
          for (guint i = 0; i < (comment_length + 3) / 4; i++)
            if (!poll_digits (&reader, 5, &chunk, error))
              return FALSE;
        }
    }
  return TRUE;
}

static void
push_digits (GString *out,
             guint    value,
             guint    n)
{
  for (guint i = 0; i < n; i++, value /= 64)
    g_string_append_c (out, fumen_digits[value % 64]);
}

char *
pf_fumen_encode (const PfField *field,
                 guint         *n_dropped)
{
  const guint n_blocks = (PF_FUMEN_HEIGHT + 1) * PF_FUMEN_WIDTH;
  g_autoptr(GString) data = g_string_new (NULL);
  GString *out;
  guint run_diff = 0, run_length = 0, dropped = 0;
  guint action;

  g_return_val_if_fail (field->width == PF_FUMEN_WIDTH, NULL);

  for (int y = PF_FUMEN_HEIGHT; y < field->height; y++)
    for (int x = 0; x < field->width; x++)
      if (pf_field_get (field, x, y) != PF_CELL_EMPTY)
        dropped++;
  if (n_dropped != NULL)
    *n_dropped = dropped;

  /* Runs over rows 22 down to 0, then the (empty) garbage row. */
  for (guint index = 0; index < n_blocks; index++)
    {
      int y = PF_FUMEN_HEIGHT - 1 - (int) (index / PF_FUMEN_WIDTH);
      guint diff = 8 + (y >= 0 ? cell_to_fumen (pf_field_get (field, (int) (index % PF_FUMEN_WIDTH), y)) : 0);

      if (run_length > 0 && diff != run_diff)
        {
          push_digits (data, run_diff * n_blocks + run_length - 1, 2);
          run_length = 0;
        }
      run_diff = diff;
      run_length++;
    }
  push_digits (data, run_diff * n_blocks + run_length - 1, 2);
  if (run_diff == 8 && run_length == n_blocks)
    push_digits (data, 0, 1);   /* the field did not change: a repeat count */

  /* No piece (type 0, rotation 0, position 0), locked, coloured, no comment. */
  action = ((((0u * 2 + 0) * 2 + 1) * 2 + 0) * 2 + 0) * n_blocks;
  action = (action * 4 + 0) * 8 + 0;
  push_digits (data, action, 3);

  /* A '?' after the first 42 digits, then after every 47. */
  out = g_string_new ("v115@");
  if (data->len < 41)
    g_string_append (out, data->str);
  else
    for (gsize i = 0; i < data->len;)
      {
        gsize chunk = i == 0 ? 42 : 47;

        if (i > 0)
          g_string_append_c (out, '?');
        g_string_append_len (out, data->str + i, MIN (chunk, data->len - i));
        i += chunk;
      }
  return g_string_free (out, FALSE);
}

/* pf-tetrinet-field.c: TetriNET field strings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tetrinet-field"

#include <string.h>

#include "pf-error.h"
#include "pf-playtest-settings.h"
#include "pf-tetrinet-field.h"

/* The character of each TetriNET cell, indexed from PF_CELL_COLOUR_1. */
static const char tetrinet_chars[] = "12345" PF_SPECIAL_LETTERS;

/* Classic client colours, in piece order I J L O S T Z. */
static const guint8 piece_colours[] = {
  PF_CELL_COLOUR_1, PF_CELL_COLOUR_3, PF_CELL_COLOUR_4, PF_CELL_COLOUR_2,
  PF_CELL_COLOUR_1, PF_CELL_COLOUR_2, PF_CELL_COLOUR_5,
};

PfCell
pf_tetrinet_piece_colour (PfCell cell)
{
  if (cell >= PF_CELL_I && cell <= PF_CELL_Z)
    return (PfCell) piece_colours[cell - PF_CELL_I];
  if (cell == PF_CELL_GARBAGE)
    return PF_CELL_COLOUR_5;
  return cell;
}

gboolean
pf_tetrinet_field_parse (const char  *text,
                         PfField     *field,
                         GError     **error)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  gboolean utf8 = g_utf8_validate (copy, -1, NULL);
  guint i = 0;

  pf_field_init (field, PF_TETRINET_WIDTH, PF_TETRINET_HEIGHT);
  /* Counted in characters: a letter outside ASCII is one wrong cell, not
   * a field of the wrong length. */
  for (const char *p = copy; *p != '\0'; p = utf8 ? g_utf8_next_char (p) : p + 1, i++)
    {
      guint row = i / PF_TETRINET_WIDTH, col = i % PF_TETRINET_WIDTH;
      const char *found = *p != '0' && (guchar) *p < 0x80 ? strchr (tetrinet_chars, *p) : NULL;

      if (*p != '0' && found == NULL)
        {
          g_autofree char *c = utf8 ? g_strndup (p, g_utf8_next_char (p) - p) : NULL;

          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "TetriNET field character %u (row %u from the top, column %u): "
                       "“%s” is not 0-5 or one of %s",
                       i + 1, row + 1, col + 1,
                       c != NULL && g_unichar_isprint (g_utf8_get_char (c)) ? c : "?",
                       PF_SPECIAL_LETTERS);
          return FALSE;
        }
      if (found != NULL && i < PF_TETRINET_CELLS)
        pf_field_set (field, (int) col, (int) (PF_TETRINET_HEIGHT - 1 - row),
                      (PfCell) (PF_CELL_COLOUR_1 + (found - tetrinet_chars)));
    }
  if (i != PF_TETRINET_CELLS)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "TetriNET field has %u characters, expected %d (12 x 22)",
                   i, PF_TETRINET_CELLS);
      return FALSE;
    }
  return TRUE;
}

char *
pf_tetrinet_field_format (const PfField *field)
{
  char *out = g_malloc (PF_TETRINET_CELLS + 1);

  for (guint i = 0; i < PF_TETRINET_CELLS; i++)
    {
      int x = (int) (i % PF_TETRINET_WIDTH);
      int y = PF_TETRINET_HEIGHT - 1 - (int) (i / PF_TETRINET_WIDTH);
      PfCell cell = pf_tetrinet_piece_colour (pf_field_get (field, x, y));

      out[i] = cell == PF_CELL_EMPTY ? '0' : tetrinet_chars[cell - PF_CELL_COLOUR_1];
    }
  out[PF_TETRINET_CELLS] = '\0';
  return out;
}

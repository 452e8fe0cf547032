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

/* A page's field as tetris-fumen holds it: rows 0..22 (y up), then the
 * garbage row, ten cells each. Values are what the runs added up to; only
 * the chosen page's must be colours 0..8. */
#define PLAY_CELLS (PF_FUMEN_HEIGHT * PF_FUMEN_WIDTH)
#define ALL_CELLS  (PLAY_CELLS + PF_FUMEN_WIDTH)

typedef struct
{
  int cells[ALL_CELLS];
} Board;

static int *
board_at (Board *board,
          int    x,
          int    y)
{
  /* y = -1 is the garbage row */
  return y >= 0 ? &board->cells[y * PF_FUMEN_WIDTH + x] : &board->cells[PLAY_CELLS + x];
}

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

/* Reads one page's field runs, adding them to @board. */
static gboolean
read_field (Reader    *reader,
            guint      rows,
            Board     *board,
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
      /* The first page changes an empty field: each cell once, to 0..8 */
      if (reader->page == 0 && diff < 8)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "fumen character %u: cell value %d on the first page is not 0-8",
                       digit_position (reader, 2), (int) diff - 8);
          return FALSE;
        }
      if (diff > 16)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "fumen character %u: a cell change of %d on page %u is not -8 to 8",
                       digit_position (reader, 2), (int) diff - 8, reader->page + 1);
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
        *board_at (board, (int) (index % PF_FUMEN_WIDTH),
                   (int) rows - 1 - (int) (index / PF_FUMEN_WIDTH)) += (int) diff - 8;
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

/* Pieces as tetris-fumen numbers them (0 none, 8 gray), their minos in the
 * spawn state around the rotation centre, and the rotation names. */
static const char piece_letters[] = " ILOZTJSX";
static const int piece_minos[8][4][2] = {
  { { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 } },
  { { 0, 0 }, { -1, 0 }, { 1, 0 }, { 2, 0 } },   /* I */
  { { 0, 0 }, { -1, 0 }, { 1, 0 }, { 1, 1 } },   /* L */
  { { 0, 0 }, { 1, 0 }, { 0, 1 }, { 1, 1 } },    /* O */
  { { 0, 0 }, { 1, 0 }, { 0, 1 }, { -1, 1 } },   /* Z */
  { { 0, 0 }, { -1, 0 }, { 1, 0 }, { 0, 1 } },   /* T */
  { { 0, 0 }, { -1, 0 }, { 1, 0 }, { -1, 1 } },  /* J */
  { { 0, 0 }, { -1, 0 }, { 0, 1 }, { 1, 1 } },   /* S */
};
/* The data's rotation 0..3 is reverse, right, spawn, left */
static const char *const rotation_names[4] = { "reverse", "right", "spawn", "left" };

/* The piece of an action, with tetris-fumen's position corrections. */
static void
decode_piece (guint            action,
              guint            rows,
              PfFumenPageInfo *info)
{
  guint n_blocks = (rows + 1) * PF_FUMEN_WIDTH;
  guint type = action % 8, rotation = (action / 8) % 4, position = (action / 32) % n_blocks;
  int x = position % PF_FUMEN_WIDTH, y = (int) rows - (int) (position / 10) - 1;
  const char *name = rotation_names[rotation];

  if (type == 3 && rotation == 3)            /* O left */
    x += 1, y -= 1;
  else if (type == 3 && rotation == 0)       /* O reverse */
    x += 1;
  else if (type == 3 && rotation == 2)       /* O spawn */
    y -= 1;
  else if (type == 1 && rotation == 0)       /* I reverse */
    x += 1;
  else if (type == 1 && rotation == 3)       /* I left */
    y -= 1;
  else if (type == 7 && rotation == 2)       /* S spawn */
    y -= 1;
  else if (type == 7 && rotation == 1)       /* S right */
    x -= 1;
  else if (type == 4 && rotation == 2)       /* Z spawn */
    y -= 1;
  else if (type == 4 && rotation == 3)       /* Z left */
    x += 1;

  info->piece = type >= 1 && type <= 7 ? piece_letters[type] : '\0';
  info->piece_rotation = name;
  info->piece_x = x;
  info->piece_y = y;
}

/* What a locked page leaves for the next: its piece placed, full rows
 * cleared, then the garbage row risen and the field mirrored as flagged. */
static void
lock_page (Board                 *board,
           const PfFumenPageInfo *piece,
           gboolean               rise,
           gboolean               mirror)
{
  Board next = { { 0, } };
  guint kept = 0;

  if (piece->piece != '\0')
    {
      guint type = strchr (piece_letters, piece->piece) - piece_letters;
      guint turns = 0;

      /* right, reverse and left are 1, 2 and 3 clockwise turns of spawn */
      if (strcmp (piece->piece_rotation, "right") == 0)
        turns = 1;
      else if (strcmp (piece->piece_rotation, "reverse") == 0)
        turns = 2;
      else if (strcmp (piece->piece_rotation, "left") == 0)
        turns = 3;
      for (guint m = 0; m < 4; m++)
        {
          int dx = piece_minos[type][m][0], dy = piece_minos[type][m][1];
          int index;

          for (guint t = 0; t < turns; t++)
            {
              int old = dx;

              dx = dy;
              dy = -old;
            }
          /* As tetris-fumen writes it: into the 23 rows, by flat index */
          index = (piece->piece_x + dx) + (piece->piece_y + dy) * PF_FUMEN_WIDTH;
          if (index >= 0 && index < PLAY_CELLS)
            board->cells[index] = (int) type;
        }
    }

  for (guint y = 0; y < PF_FUMEN_HEIGHT; y++)
    {
      gboolean full = TRUE;

      for (guint x = 0; x < PF_FUMEN_WIDTH; x++)
        full &= board->cells[y * PF_FUMEN_WIDTH + x] != 0;
      if (!full)
        memcpy (&next.cells[kept++ * PF_FUMEN_WIDTH], &board->cells[y * PF_FUMEN_WIDTH],
                sizeof (int) * PF_FUMEN_WIDTH);
    }
  memcpy (&next.cells[PLAY_CELLS], &board->cells[PLAY_CELLS], sizeof (int) * PF_FUMEN_WIDTH);
  *board = next;

  if (rise)
    {
      memmove (&board->cells[PF_FUMEN_WIDTH], &board->cells[0],
               sizeof (int) * (PLAY_CELLS - PF_FUMEN_WIDTH));
      memcpy (&board->cells[0], &board->cells[PLAY_CELLS], sizeof (int) * PF_FUMEN_WIDTH);
      memset (&board->cells[PLAY_CELLS], 0, sizeof (int) * PF_FUMEN_WIDTH);
    }
  if (mirror)
    for (guint y = 0; y < PF_FUMEN_HEIGHT; y++)
      for (guint x = 0; x < PF_FUMEN_WIDTH / 2; x++)
        {
          int *a = &board->cells[y * PF_FUMEN_WIDTH + x];
          int *b = &board->cells[y * PF_FUMEN_WIDTH + PF_FUMEN_WIDTH - 1 - x];
          int swap = *a;

          *a = *b;
          *b = swap;
        }
}

/* A comment: characters of a 96-letter table, four to five digits, then
 * JavaScript's unescape() of %XX and %uXXXX. */
static gboolean
read_comment (Reader   *reader,
              char    **comment,
              GError  **error)
{
  static const char table[] = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                              "[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~";
  g_autoptr(GString) raw = g_string_new (NULL);
  g_autoptr(GArray) units = g_array_new (FALSE, FALSE, sizeof (gunichar2));
  guint length, chunk;

  if (!poll_digits (reader, 2, &length, error))
    return FALSE;
  for (guint i = 0; i < (length + 3) / 4; i++)
    {
      if (!poll_digits (reader, 5, &chunk, error))
        return FALSE;
      for (guint c = 0; c < 4; c++, chunk /= 96)
        g_string_append_c (raw, chunk % 96 < sizeof table - 1 ? table[chunk % 96] : '?');
    }
  g_string_truncate (raw, MIN (length, raw->len));

  for (gsize i = 0; i < raw->len; i++)
    {
      gunichar2 unit = (guchar) raw->str[i];

      if (raw->str[i] == '%' && i + 5 < raw->len && raw->str[i + 1] == 'u' &&
          g_ascii_isxdigit (raw->str[i + 2]) && g_ascii_isxdigit (raw->str[i + 3]) &&
          g_ascii_isxdigit (raw->str[i + 4]) && g_ascii_isxdigit (raw->str[i + 5]))
        {
          unit = 0;
          for (guint d = 2; d < 6; d++)
            unit = unit * 16 + g_ascii_xdigit_value (raw->str[i + d]);
          i += 5;
        }
      else if (raw->str[i] == '%' && i + 2 < raw->len &&
               g_ascii_isxdigit (raw->str[i + 1]) && g_ascii_isxdigit (raw->str[i + 2]))
        {
          unit = g_ascii_xdigit_value (raw->str[i + 1]) * 16 +
                 g_ascii_xdigit_value (raw->str[i + 2]);
          i += 2;
        }
      g_array_append_val (units, unit);
    }
  g_free (*comment);
  /* An empty comment has no units to convert (g_utf16_to_utf8 wants some). */
  *comment = units->len == 0 ? g_strdup ("")
                             : g_utf16_to_utf8 ((const gunichar2 *) units->data, units->len,
                                                NULL, NULL, NULL);
  if (*comment == NULL)
    *comment = g_strdup ("?");
  return TRUE;
}

/* Quiz comments: "#Q=[HOLD](CURRENT)NEXT…". A page without a comment of
 * its own shows the quiz of the last one, advanced by the pieces locked
 * since: the piece used is the current one, the held one (a swap), or the
 * next one when nothing is held (a stock). A step that the queue does not
 * allow leaves the quiz as it was, tidied. As tetris-fumen does it; each
 * function returns %NULL where tetris-fumen throws. */

static gboolean
is_quiz_piece (char c)
{
  return c != '\0' && strchr ("IJLOSTZijlostz", c) != NULL;
}

/* White space taken out, and the form checked, of a quiz comment; any
 * other comment as it is. */
static char *
quiz_new (const char *text)
{
  g_autoptr(GString) trimmed = g_string_new (NULL);
  const char *p;

  for (p = text; *p != '\0'; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (trimmed, *p);
  if (trimmed->len == 0 || strcmp (text, "#Q=[]()") == 0 || !g_str_has_prefix (text, "#Q="))
    return g_strdup (text);
  p = trimmed->str + 3;
  if (*p++ != '[')
    return NULL;
  p += is_quiz_piece (*p);
  if (*p++ != ']' || *p++ != '(')
    return NULL;
  p += is_quiz_piece (*p);
  if (*p != ')')
    return NULL;
  return g_string_free (g_steal_pointer (&trimmed), FALSE);
}

/* The character after the first @open, or '\0' when it is @close. */
static char
quiz_slot (const char *quiz,
           char        open,
           char        close)
{
  const char *at = strchr (quiz, open);
  char c = at != NULL ? at[1] : quiz[0];

  return c == close ? '\0' : c;
}

#define quiz_hold(q)    quiz_slot ((q), '[', ']')
#define quiz_current(q) quiz_slot ((q), '(', ')')

/* What follows the current piece: the next one first. */
static const char *
quiz_least (const char *quiz)
{
  const char *close = strchr (quiz, ')');

  return close != NULL ? close + 1 : quiz;
}

static char
quiz_next (const char *quiz)
{
  char c = *quiz_least (quiz);

  return c == ';' ? '\0' : c;
}

/* What follows the next piece. */
static const char *
quiz_after_next (const char *quiz)
{
  const char *least = quiz_least (quiz);

  return least[0] == ';' || least[0] == '\0' ? least : least + 1;
}

static char *
quiz_build (char        hold,
            char        current,
            const char *rest)
{
  g_autofree char *text = g_strdup_printf ("#Q=[%.1s](%.1s)%s", &hold, &current, rest);

  return quiz_new (text);
}

static char *
quiz_next_if_end (const char *quiz)
{
  return g_str_has_prefix (quiz, "#Q=[]();") ? quiz_new (quiz + 8) : g_strdup (quiz);
}

static gboolean
quiz_can_operate (const char *quiz)
{
  if (g_str_has_prefix (quiz, "#Q=[]();"))
    quiz += 8;
  return g_str_has_prefix (quiz, "#Q=") && strcmp (quiz, "#Q=[]()") != 0;
}

/* The quiz as a page shows it. */
static char *
quiz_format (const char *quiz)
{
  g_autofree char *tidy = quiz_next_if_end (quiz);
  const char *least;

  if (tidy == NULL || strcmp (tidy, "#Q=[]()") == 0)
    return tidy == NULL ? NULL : g_strdup ("");
  if (quiz_current (tidy) != '\0')
    return g_steal_pointer (&tidy);
  least = quiz_least (tidy);
  if (quiz_hold (tidy) != '\0')
    return quiz_build ('\0', quiz_hold (tidy), least);
  if (least[0] == '\0')
    return g_strdup ("");
  if (least[0] == ';')
    return quiz_new (least + 1);
  return quiz_build ('\0', least[0], least + 1);
}

/* The quiz once @piece is used. */
static char *
quiz_use (const char *quiz,
          char        piece)
{
  char hold = quiz_hold (quiz), current = quiz_current (quiz), next = quiz_next (quiz);
  const char *rest = quiz_after_next (quiz);

  if (piece == current)
    return quiz_build (hold, next, rest);                           /* direct */
  if (piece == hold)
    return quiz_build (current, next, rest);                        /* swap */
  if (piece != next)
    return NULL;
  if (hold == '\0')
    return quiz_build (current, rest[0], rest[0] != '\0' ? rest + 1 : "");  /* stock */
  if (current == '\0' && rest[0] != '\0')
    return quiz_build (hold, rest[0], rest + 1);                    /* direct, none current */
  return NULL;
}

/* The quiz after a locked page whose piece is @piece ('\0' for none). */
static char *
quiz_advance (const char *quiz,
              char        piece)
{
  g_autofree char *tidy = NULL;
  char *used = NULL;

  if (piece != '\0' && (tidy = quiz_next_if_end (quiz)) != NULL)
    used = quiz_use (tidy, piece);
  return used != NULL ? used : quiz_format (quiz);
}

void
pf_fumen_page_info_clear (PfFumenPageInfo *info)
{
  g_clear_pointer (&info->comment, g_free);
}

gboolean
pf_fumen_decode_page (const char       *text,
                      guint             page,
                      PfField          *field,
                      PfFumenPageInfo  *info,
                      GError          **error)
{
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (guint8));
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *comment = NULL;
  g_autofree char *chosen_comment = NULL;   /* the chosen page's, freed on every error path */
  g_autofree char *quiz = NULL;             /* the quiz as the pages so far left it */
  g_autofree char *shown_comment = NULL;    /* a page's quiz, when it has no comment */
  Reader reader = { values, positions, 0, 0 };
  PfFumenPageInfo chosen = { 0, };
  Board board = { { 0, } }, shown = { { 0, } };
  const char *data;
  guint rows = 23, n_blocks;
  int repeat = -1;

  g_return_val_if_fail (page >= 1, FALSE);

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

  for (; reader.next < values->len; reader.page++)
    {
      PfFumenPageInfo here = { 0, };
      guint action;
      gboolean lock;

      if (repeat > 0)
        repeat--;
      else
        {
          gboolean changed;
          guint count;

          if (!read_field (&reader, rows, &board, &changed, error))
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
      decode_piece (action, rows, &here);
      lock = (action / 32 / n_blocks / 16) % 2 == 0;
      g_clear_pointer (&shown_comment, g_free);
      if ((action / 32 / n_blocks / 8) % 2 == 1)
        {
          if (!read_comment (&reader, &comment, error))
            return FALSE;
          g_free (quiz);
          quiz = g_str_has_prefix (comment, "#Q=") ? quiz_new (comment) : NULL;
        }
      else if (reader.page > 0 && quiz != NULL)
        shown_comment = quiz_format (quiz);

      if (reader.page + 1 == page)
        {
          gboolean own = (action / 32 / n_blocks / 8) % 2 == 1;
          const char *page_text = shown_comment != NULL ? shown_comment
                                  : reader.page > 0 || own ? comment : NULL;

          chosen = here;
          g_free (chosen_comment);
          chosen_comment = page_text && page_text[0] ? g_strdup (page_text) : NULL;
          shown = board;
        }
      if (quiz != NULL && lock && quiz_can_operate (quiz))
        {
          char *advanced = quiz_advance (quiz, here.piece);

          g_free (quiz);
          quiz = advanced;
        }
      if (lock)
        lock_page (&board, &here, (action / 32 / n_blocks) % 2 == 1,
                   (action / 32 / n_blocks / 2) % 2 == 1);
    }

  if (page > reader.page)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "the fumen has %u page%s; there is no "
                   "page %u", reader.page, reader.page == 1 ? "" : "s", page);
      return FALSE;
    }

  for (int y = 0; y < PF_FUMEN_HEIGHT; y++)
    for (int x = 0; x < PF_FUMEN_WIDTH; x++)
      {
        int value = *board_at (&shown, x, y);

        if (value < 0 || value > 8)
          {
            g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                         "fumen page %u: cell (%d, %d) adds up to %d, which is not a colour 0-8",
                         page, x, y, value);
            return FALSE;
          }
        if (value != 0)
          pf_field_set (field, x, y, (PfCell) fumen_to_cell[value]);
      }

  chosen.n_pages = reader.page;
  if (info != NULL)
    {
      chosen.comment = g_steal_pointer (&chosen_comment);
      *info = chosen;
    }
  return TRUE;
}

gboolean
pf_fumen_decode (const char  *text,
                 PfField     *field,
                 GError     **error)
{
  return pf_fumen_decode_page (text, 1, field, NULL, error);
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

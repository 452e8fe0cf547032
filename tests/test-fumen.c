/* test-fumen.c: fumen v115 against strings made by the tetris-fumen package
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/fumen-fixtures.txt comes from tests/fumen/make-fixtures.js,
 * which runs tetris-fumen; this test needs no network.
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-fumen.h"
#include "pf-random.h"

static PfCell
fumen_letter (char c)
{
  switch (c)
    {
    case '_': return PF_CELL_EMPTY;
    case 'I': return PF_CELL_I;
    case 'L': return PF_CELL_L;
    case 'O': return PF_CELL_O;
    case 'Z': return PF_CELL_Z;
    case 'T': return PF_CELL_T;
    case 'J': return PF_CELL_J;
    case 'S': return PF_CELL_S;
    case 'X': return PF_CELL_GARBAGE;
    default:  g_error ("bad fixture letter %c", c);
    }
}

static void
test_fumen_fixtures (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "fumen-fixtures.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  guint n_exact = 0, n_decode = 0, n_pages = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) parts = NULL;
      PfFumenPageInfo info = { 0, };
      PfField field, expected;
      guint page = 1;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      parts = g_strsplit (lines[i], "\t", -1);
      if (g_str_has_prefix (parts[1], "page "))
        {
          g_assert_cmpuint (g_strv_length (parts), ==, 7);
          page = (guint) g_ascii_strtoull (parts[1] + 5, NULL, 10);
        }
      else
        g_assert_cmpuint (g_strv_length (parts), ==, 5);
      g_assert_cmpuint (strlen (parts[3]), ==, 230);

      pf_field_init (&expected, 10, 40);
      for (guint c = 0; c < 230; c++)
        pf_field_set (&expected, (int) (c % 10), 22 - (int) (c / 10), fumen_letter (parts[3][c]));

      if (!pf_fumen_decode_page (parts[2], page, &field, &info, &error))
        g_error ("fixture %s, page %u: %s", parts[0], page, error->message);
      if (!pf_field_equal (&field, &expected))
        {
          g_autofree char *got = pf_field_to_ascii (&field, 23);
          g_autofree char *want = pf_field_to_ascii (&expected, 23);

          g_error ("fixture %s, page %u decodes to\n%s\ninstead of\n%s", parts[0], page, got,
                   want);
        }

      if (g_str_equal (parts[1], "exact"))
        {
          g_autofree char *encoded = pf_fumen_encode (&field, NULL);

          g_assert_cmpstr (parts[4], ==, "__________");
          if (g_strcmp0 (encoded, parts[2]) != 0)
            g_error ("fixture %s encodes to %s, tetris-fumen wrote %s", parts[0], encoded, parts[2]);
          g_assert_cmpuint (info.n_pages, ==, 1);
          n_exact++;
        }
      else if (page > 1 || g_str_has_prefix (parts[1], "page "))
        {
          g_autofree char *piece = info.piece
            ? g_strdup_printf ("%c %s %d %d", info.piece, info.piece_rotation, info.piece_x,
                               info.piece_y)
            : g_strdup ("-");

          g_assert_cmpuint (page, <=, info.n_pages);
          g_assert_cmpstr (piece, ==, parts[5]);
          /* A quiz's later pages show its queue as the pieces used left it. */
          if (g_strcmp0 (info.comment ? info.comment : "-", parts[6]) != 0)
            g_error ("fixture %s, page %u: comment “%s”, tetris-fumen gives “%s”", parts[0],
                     page, info.comment ? info.comment : "-", parts[6]);
          n_pages++;
        }
      else
        {
          g_assert_cmpstr (parts[1], ==, "decode");
          n_decode++;
        }
      pf_fumen_page_info_clear (&info);
    }
  g_assert_cmpuint (n_pages, >=, 30);
  g_assert_cmpuint (n_exact, >=, 40);
  g_assert_cmpuint (n_decode, >=, 5);
}

static void
test_fumen_round_trip (void)
{
  PfRandom rng;

  pf_random_init (&rng, 7);
  for (guint trial = 0; trial < 500; trial++)
    {
      PfField field, back;
      g_autofree char *text = NULL;
      guint height = 1 + pf_random_below (&rng, 23);
      guint density = pf_random_below (&rng, 101);
      guint dropped = 99;

      pf_field_init (&field, 10, 40);
      for (guint y = 0; y < height; y++)
        for (guint x = 0; x < 10; x++)
          if (pf_random_below (&rng, 100) < density)
            pf_field_set (&field, (int) x, (int) y,
                          (PfCell) (PF_CELL_I + pf_random_below (&rng, 8)));
      text = pf_fumen_encode (&field, &dropped);
      g_assert_cmpuint (dropped, ==, 0);
      g_assert_true (g_str_has_prefix (text, "v115@"));
      g_assert_true (pf_fumen_decode (text, &back, NULL));
      g_assert_true (pf_field_equal (&field, &back));
    }
}

static void
test_fumen_drops_high_cells (void)
{
  PfField field, back;
  g_autofree char *text = NULL;
  guint dropped = 0;

  pf_field_init (&field, 10, 40);
  pf_field_set (&field, 0, 0, PF_CELL_T);
  pf_field_set (&field, 9, 22, PF_CELL_Z);
  pf_field_set (&field, 5, 23, PF_CELL_I);
  pf_field_set (&field, 6, 39, PF_CELL_I);
  text = pf_fumen_encode (&field, &dropped);
  g_assert_cmpuint (dropped, ==, 2);
  g_assert_true (pf_fumen_decode (text, &back, NULL));
  g_assert_cmpint (pf_field_get (&back, 0, 0), ==, PF_CELL_T);
  g_assert_cmpint (pf_field_get (&back, 9, 22), ==, PF_CELL_Z);
  g_assert_cmpuint (pf_field_count (&back), ==, 2);
}

static void
test_fumen_non_piece_cells_are_gray (void)
{
  PfField field, back;
  g_autofree char *text = NULL;

  pf_field_init (&field, 10, 40);
  pf_field_set (&field, 0, 0, PF_CELL_COLOUR_3);
  pf_field_set (&field, 1, 0, PF_CELL_SPECIAL_A);
  text = pf_fumen_encode (&field, NULL);
  g_assert_true (pf_fumen_decode (text, &back, NULL));
  g_assert_cmpint (pf_field_get (&back, 0, 0), ==, PF_CELL_GARBAGE);
  g_assert_cmpint (pf_field_get (&back, 1, 0), ==, PF_CELL_GARBAGE);
}

static void
check_error (const char *text,
             const char *fragment)
{
  g_autoptr(GError) error = NULL;
  PfField field;

  g_assert_false (pf_fumen_decode (text, &field, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  if (strstr (error->message, fragment) == NULL)
    g_error ("decoding “%s” said “%s”, expected it to mention “%s”", text, error->message, fragment);
}

static void
test_fumen_errors (void)
{
  check_error ("", "not a fumen string");
  check_error ("hello", "not a fumen string");
  check_error ("v115@", "no data");
  check_error ("v115@vhAA!H", "character 10");
  check_error ("v115@vhAAg", "ends in the middle of page 1");
  check_error ("v115@vh", "ends in the middle of page 1");
  /* "wB" is 112: a difference of −8 from an empty cell */
  check_error ("v115@wBAAgH", "cell value");
  /* diff 8 with a run of 240 starting after a first run: past the end */
  check_error ("v115@KhvhAAgH", "passes the end");
  /* a later page that is cut short */
  check_error ("v115@vhAAgHvh", "page 2");
}

static void
test_fumen_accepts_url_and_breaks (void)
{
  PfField field;

  g_assert_true (pf_fumen_decode ("see https://fumen.zui.jp/?v115@bhJ8JeAgH&x=y", &field, NULL));
  g_assert_cmpuint (pf_field_count (&field), ==, 10);
  g_assert_true (pf_fumen_decode ("  v115@bhJ8?JeAgH \n", &field, NULL));
  g_assert_cmpuint (pf_field_count (&field), ==, 10);
  g_assert_true (pf_fumen_decode ("d115@bhJ8JeAgH", &field, NULL));
  g_assert_cmpuint (pf_field_count (&field), ==, 10);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fumen/tetris-fumen-fixtures", test_fumen_fixtures);
  g_test_add_func ("/fumen/round-trip", test_fumen_round_trip);
  g_test_add_func ("/fumen/drops-high-cells", test_fumen_drops_high_cells);
  g_test_add_func ("/fumen/non-piece-cells-are-gray", test_fumen_non_piece_cells_are_gray);
  g_test_add_func ("/fumen/errors", test_fumen_errors);
  g_test_add_func ("/fumen/url-and-breaks", test_fumen_accepts_url_and_breaks);
  return g_test_run ();
}

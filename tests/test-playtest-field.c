/* test-playtest-field.c: <playtest> settings → engine: starting fields, fitting, storing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-playtest-field.h"
#include "pf-tetrinet-field.h"

/* A TST setup, made by tetris-fumen (tests/data/fumen-fixtures.txt). */
#define TST_FUMEN "v115@zgB8HeA8IeA8AeI8BeH8AeH8JeAgH"

static char *
tetrinet_string (const char *bottom_row)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < PF_TETRINET_CELLS - PF_TETRINET_WIDTH; i++)
    g_string_append_c (s, '0');
  g_string_append (s, bottom_row);
  return g_string_free (s, FALSE);
}

static void
test_detect (void)
{
  g_assert_cmpstr (pf_playtest_field_detect_format (TST_FUMEN), ==, "fumen");
  g_assert_cmpstr (pf_playtest_field_detect_format ("https://fumen.zui.jp/?v115@vhAAgH"), ==,
                   "fumen");
  g_assert_cmpstr (pf_playtest_field_detect_format ("000000"), ==, "tetrinet");
  g_assert_cmpstr (pf_playtest_field_detect_format (NULL), ==, "tetrinet");
}

static void
test_decode (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tn = tetrinet_string ("1234500acnrs");
  PfField field;

  g_assert_true (pf_playtest_field_decode (NULL, TST_FUMEN, &field, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (field.width, ==, 10);
  g_assert_cmpuint (field.height, ==, 40);
  g_assert_cmpuint (pf_field_count (&field), >, 10);

  g_assert_true (pf_playtest_field_decode ("tetrinet", tn, &field, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (field.width, ==, 12);
  g_assert_cmpuint (field.height, ==, 22);
  g_assert_cmpuint (pf_field_count (&field), ==, 10);
  g_assert_cmpint (pf_field_get (&field, 0, 0), ==, PF_CELL_COLOUR_1);
  g_assert_cmpint (pf_field_get (&field, 7, 0), ==, PF_CELL_SPECIAL_A);
}

static void
check_error (const char *format,
             const char *text,
             const char *expect1,
             const char *expect2)
{
  g_autoptr(GError) error = NULL;
  PfField field;

  g_assert_false (pf_playtest_field_decode (format, text, &field, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, expect1));
  g_assert_nonnull (strstr (error->message, expect2));
  /* A failed decode leaves an empty field, never garbage. */
  g_assert_cmpuint (pf_field_count (&field), ==, 0);
}

static void
test_decode_errors (void)
{
  g_autofree char *bad_char = tetrinet_string ("0000x0000000");

  check_error ("fumen", "v115@vhAA!H", "fumen", "character 10");
  check_error (NULL, "v115@", "fumen", "no data");
  check_error ("tetrinet", "0123", "TetriNET", "4 characters");
  check_error (NULL, bad_char, "TetriNET", "row 22 from the top, column 5");
  check_error ("png", "xyz", "field format “png”", "fumen");
  check_error ("tetrinet", NULL, "TetriNET", "0 characters");
}

static void
test_fit (void)
{
  PfField big, small, back;

  pf_field_init (&big, 10, 40);
  pf_field_set (&big, 0, 0, PF_CELL_T);
  pf_field_set (&big, 9, 21, PF_CELL_I);
  pf_field_set (&big, 9, 22, PF_CELL_I);   /* above the TetriNET well */
  pf_field_set (&big, 3, 39, PF_CELL_O);   /* likewise */

  g_assert_cmpuint (pf_playtest_field_fit (&big, PF_WELL_TETRINET, &small), ==, 2);
  g_assert_cmpuint (small.width, ==, 12);
  g_assert_cmpuint (small.height, ==, 22);
  g_assert_cmpint (pf_field_get (&small, 0, 0), ==, PF_CELL_T);
  g_assert_cmpint (pf_field_get (&small, 9, 21), ==, PF_CELL_I);
  g_assert_cmpuint (pf_field_count (&small), ==, 2);

  /* Columns 10 and 11 do not fit the guideline matrix. */
  pf_field_set (&small, 11, 5, PF_CELL_SPECIAL_A);
  g_assert_cmpuint (pf_playtest_field_fit (&small, PF_WELL_GUIDELINE, &back), ==, 1);
  g_assert_cmpuint (back.width, ==, 10);
  g_assert_cmpuint (back.height, ==, 40);
  g_assert_cmpuint (pf_field_count (&back), ==, 2);

  /* Fitting in place works. */
  g_assert_cmpuint (pf_playtest_field_fit (&back, PF_WELL_GUIDELINE, &back), ==, 0);
  g_assert_cmpuint (pf_field_count (&back), ==, 2);
}

static void
test_settings_round_trip (void)
{
  g_autoptr(PfPlaytestSettings) settings = pf_playtest_settings_new ();
  g_autoptr(GError) error = NULL;
  PfField field, loaded;

  /* No <field>: an empty field of the well's size. */
  g_assert_true (pf_playtest_settings_load_field (settings, PF_WELL_TETRINET, &loaded, &error));
  g_assert_cmpuint (loaded.width, ==, 12);
  g_assert_cmpuint (pf_field_count (&loaded), ==, 0);
  g_assert_true (pf_playtest_settings_load_field (NULL, PF_WELL_GUIDELINE, &loaded, &error));
  g_assert_cmpuint (loaded.height, ==, 40);

  /* A guideline field is stored as fumen… */
  g_assert_true (pf_field_from_ascii (&field, 10, 40, "T.........\nTT..XXXXXX\n", &error));
  pf_playtest_settings_store_field (settings, &field);
  g_assert_cmpstr (settings->field_format, ==, "fumen");
  g_assert_true (g_str_has_prefix (settings->field, "v115@"));
  g_assert_true (pf_playtest_settings_load_field (settings, PF_WELL_GUIDELINE, &loaded, &error));
  g_assert_no_error (error);
  g_assert_true (pf_field_equal (&field, &loaded));

  /* …a TetriNET field as a TetriNET string, specials and all. */
  pf_field_init (&field, 12, 22);
  pf_field_set (&field, 11, 0, PF_CELL_SPECIAL_A + 8);
  pf_field_set (&field, 0, 21, PF_CELL_COLOUR_3);
  pf_playtest_settings_store_field (settings, &field);
  g_assert_cmpstr (settings->field_format, ==, "tetrinet");
  g_assert_cmpuint (strlen (settings->field), ==, PF_TETRINET_CELLS);
  g_assert_true (pf_playtest_settings_load_field (settings, PF_WELL_TETRINET, &loaded, &error));
  g_assert_true (pf_field_equal (&field, &loaded));

  /* Loaded into the other well, it is fitted. */
  g_assert_true (pf_playtest_settings_load_field (settings, PF_WELL_GUIDELINE, &loaded, &error));
  g_assert_cmpuint (loaded.width, ==, 10);
  g_assert_cmpuint (pf_field_count (&loaded), ==, 1);

  /* An empty field removes the element. */
  pf_field_init (&field, 10, 40);
  pf_playtest_settings_store_field (settings, &field);
  g_assert_null (settings->field);
  g_assert_null (settings->field_format);
  pf_playtest_settings_store_field (settings, NULL);
  g_assert_null (settings->field);
}

static void
test_new_game (void)
{
  g_autoptr(PfPlaytestSettings) settings = pf_playtest_settings_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PfGame) game = NULL;
  g_autofree char *tn = tetrinet_string ("111111111110");

  game = pf_playtest_new_game (NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_clear_pointer (&game, pf_game_free);

  settings->well = PF_WELL_TETRINET;
  settings->field_format = g_strdup ("tetrinet");
  settings->field = g_strdup (tn);
  game = pf_playtest_new_game (settings, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pf_game_get_field (game)->width, ==, 12);
  g_assert_cmpuint (pf_field_count (pf_game_get_field (game)), ==, 11);
  g_assert_cmpint (pf_game_get_state (game), ==, PF_GAME_PLAYING);
  g_clear_pointer (&game, pf_game_free);

  /* A fumen field in the TetriNET well is fitted, not refused. */
  g_free (settings->field_format);
  g_free (settings->field);
  settings->field_format = g_strdup ("fumen");
  settings->field = g_strdup (TST_FUMEN);
  game = pf_playtest_new_game (settings, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pf_field_count (pf_game_get_field (game)), >, 10);
  g_clear_pointer (&game, pf_game_free);

  /* A bad field is an error, not a crash. */
  g_free (settings->field);
  settings->field = g_strdup ("v115@vhAA!H");
  game = pf_playtest_new_game (settings, &error);
  g_assert_null (game);
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "character 10"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/playtest-field/detect", test_detect);
  g_test_add_func ("/playtest-field/decode", test_decode);
  g_test_add_func ("/playtest-field/decode-errors", test_decode_errors);
  g_test_add_func ("/playtest-field/fit", test_fit);
  g_test_add_func ("/playtest-field/settings-round-trip", test_settings_round_trip);
  g_test_add_func ("/playtest-field/new-game", test_new_game);
  return g_test_run ();
}

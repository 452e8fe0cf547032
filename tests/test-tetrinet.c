/* test-tetrinet.c: TetriNET field strings, special placement and effects
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "pf-error.h"
#include "pf-game.h"
#include "pf-tetrinet-field.h"
#include "pf-tetrinet.h"

static const guint default_frequencies[PF_N_SPECIALS] = { 32, 18, 1, 11, 3, 14, 1, 6, 14 };

/* A 12 x 22 field from ASCII rows (top first, the last is row 0). */
static void
field_from (PfField *field, const char *picture)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (pf_field_from_ascii (field, 12, 22, picture, &error));
  g_assert_no_error (error);
}

static guint
count_specials (const PfField *field)
{
  guint n = 0;

  for (int y = 0; y < field->height; y++)
    for (int x = 0; x < field->width; x++)
      n += PF_CELL_IS_SPECIAL (pf_field_get (field, x, y));
  return n;
}

static void
test_tetrinet_field_strings (void)
{
  g_autofree char *text = NULL;
  g_autofree char *back = NULL;
  g_autoptr(GError) error = NULL;
  PfField field;
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < 264; i++)
    g_string_append_c (s, "0000012345acnrsbgqo"[(i * 7) % 19]);
  text = g_string_free (s, FALSE);
  g_assert_true (pf_tetrinet_field_parse (text, &field, &error));
  g_assert_no_error (error);
  /* the first character is the top-left cell, the last the bottom-right */
  g_assert_cmpint (pf_field_get (&field, 0, 21), ==, PF_CELL_EMPTY);
  g_assert_cmpint (pf_field_get (&field, 1, 21), ==, PF_CELL_COLOUR_3);
  back = pf_tetrinet_field_format (&field);
  g_assert_cmpstr (back, ==, text);

  /* errors: what and where */
  g_assert_false (pf_tetrinet_field_parse ("000", &field, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "has 3 characters"));
  g_clear_error (&error);
  /* Characters, not bytes: 263 cells and an “é” is a wrong cell, not 265. */
  {
    g_autofree char *zeros = g_strnfill (263, '0');
    g_autofree char *accented = g_strconcat (zeros, "é", NULL);

    g_assert_false (pf_tetrinet_field_parse (accented, &field, &error));
    g_assert_nonnull (strstr (error->message, "character 264 (row 22 from the top, column 12): "
                                              "“é” is not"));
    g_clear_error (&error);
  }
  text[12 * 3 + 4] = 'x';
  g_assert_false (pf_tetrinet_field_parse (text, &field, &error));
  g_assert_nonnull (strstr (error->message, "character 41 (row 4 from the top, column 5)"));
}

static void
test_tetrinet_piece_colours (void)
{
  /* the classic client's colours */
  g_assert_cmpint (pf_tetrinet_piece_colour (PF_CELL_I), ==, PF_CELL_COLOUR_1);
  g_assert_cmpint (pf_tetrinet_piece_colour (PF_CELL_O), ==, PF_CELL_COLOUR_2);
  g_assert_cmpint (pf_tetrinet_piece_colour (PF_CELL_J), ==, PF_CELL_COLOUR_3);
  g_assert_cmpint (pf_tetrinet_piece_colour (PF_CELL_L), ==, PF_CELL_COLOUR_4);
  g_assert_cmpint (pf_tetrinet_piece_colour (PF_CELL_Z), ==, PF_CELL_COLOUR_5);
  g_assert_cmpint (pf_tetrinet_piece_colour (PF_CELL_S), ==, PF_CELL_COLOUR_1);
  g_assert_cmpint (pf_tetrinet_piece_colour (PF_CELL_T), ==, PF_CELL_COLOUR_2);
}

static void
random_field (PfField *field, PfRandom *rng, guint percent)
{
  pf_field_init (field, 12, 22);
  for (int y = 0; y < 12; y++)
    for (int x = 0; x < 12; x++)
      if (pf_random_below (rng, 100) < percent)
        pf_field_set (field, x, y, (PfCell) (PF_CELL_COLOUR_1 + pf_random_below (rng, 5)));
}

static void
test_tetrinet_placement_invariants (void)
{
  PfRandom rng;

  pf_random_init (&rng, 11);
  for (guint method = 0; method < 2; method++)
    for (guint trial = 0; trial < 300; trial++)
      {
        PfField before, after;
        guint plain, want, added;

        random_field (&before, &rng, 10 + trial % 80);
        plain = pf_field_count (&before);
        want = pf_random_below (&rng, plain + 1);
        after = before;
        added = pf_tetrinet_add_specials (&after, want, (PfSpecialsMethod) method,
                                          default_frequencies, &rng);
        g_assert_cmpuint (added, ==, want);
        g_assert_cmpuint (count_specials (&after), ==, want);
        g_assert_cmpuint (pf_field_count (&after), ==, plain);
        /* only non-special filled cells were replaced */
        for (int y = 0; y < 22; y++)
          for (int x = 0; x < 12; x++)
            {
              PfCell a = pf_field_get (&before, x, y), b = pf_field_get (&after, x, y);

              if (a == PF_CELL_EMPTY)
                g_assert_cmpint (b, ==, PF_CELL_EMPTY);
              else if (a != b)
                g_assert_true (PF_CELL_IS_SPECIAL (b));
            }
      }
}

static void
test_tetrinet_placement_uniform (void)
{
  /* Each of three plain cells is picked about a third of the time. */
  guint hits[3] = { 0, 0, 0 };
  const int xs[3] = { 0, 5, 11 };

  for (guint seed = 0; seed < 6000; seed++)
    {
      PfField field;
      PfRandom rng;

      pf_field_init (&field, 12, 22);
      for (guint i = 0; i < 3; i++)
        pf_field_set (&field, xs[i], (int) i * 3, PF_CELL_COLOUR_2);
      pf_random_init (&rng, seed);
      g_assert_cmpuint (pf_tetrinet_add_specials (&field, 1, (PfSpecialsMethod) (seed % 2),
                                                  default_frequencies, &rng), ==, 1);
      for (guint i = 0; i < 3; i++)
        hits[i] += PF_CELL_IS_SPECIAL (pf_field_get (&field, xs[i], (int) i * 3));
    }
  for (guint i = 0; i < 3; i++)
    g_assert_cmpfloat_with_epsilon (hits[i] / 6000.0, 1 / 3.0, 0.03);
}

static void
test_tetrinet_last_empty_column (void)
{
  /* Bottom row all specials but one column, no plain cells: 20 tries of 12
   * columns find the empty one with probability 1 − (11/12)^20 ≈ 82.4 %. */
  const double expected = 1.0 - pow (11.0 / 12.0, 20);
  const guint trials = 20000;

  g_assert_cmpfloat_with_epsilon (expected, 0.82, 0.01);
  for (guint method = 0; method < 2; method++)
    {
      guint filled = 0;

      for (guint seed = 0; seed < trials; seed++)
        {
          PfField field;
          PfRandom rng;
          int hole = (int) (seed % 12);
          guint added;

          pf_field_init (&field, 12, 22);
          for (int x = 0; x < 12; x++)
            if (x != hole)
              pf_field_set (&field, x, 0, (PfCell) (PF_CELL_SPECIAL_A + x % 9));
          pf_random_init (&rng, seed * 2654435761u + method);
          added = pf_tetrinet_add_specials (&field, 1, (PfSpecialsMethod) method,
                                            default_frequencies, &rng);
          g_assert_cmpuint (added, <=, 1);
          if (added == 1)
            {
              filled++;
              g_assert_true (PF_CELL_IS_SPECIAL (pf_field_get (&field, hole, 0)));
              g_assert_true (pf_field_row_full (&field, 0));
            }
          else
            g_assert_cmpint (pf_field_get (&field, hole, 0), ==, PF_CELL_EMPTY);
        }
      g_test_message ("method %u: %.2f %% of last columns filled", method, 100.0 * filled / trials);
      g_assert_cmpfloat_with_epsilon ((double) filled / trials, expected, 0.03);
    }
}

static void
test_tetrinet_empty_column_rules (void)
{
  PfField field;
  PfRandom rng;

  /* An empty field: specials go to the bottom of empty columns. */
  for (guint method = 0; method < 2; method++)
    {
      pf_field_init (&field, 12, 22);
      pf_random_init (&rng, 3 + method);
      g_assert_cmpuint (pf_tetrinet_add_specials (&field, 3, (PfSpecialsMethod) method,
                                                  default_frequencies, &rng), <=, 3);
      for (int y = 1; y < 22; y++)
        for (int x = 0; x < 12; x++)
          if (method == PF_SPECIALS_ITETRINET)
            g_assert_cmpint (pf_field_get (&field, x, y), ==, PF_CELL_EMPTY);
      g_assert_cmpuint (count_specials (&field), >=, 1);
    }

  /* Every column topped by a special: nothing is added, ever. */
  for (guint method = 0; method < 2; method++)
    for (guint seed = 0; seed < 200; seed++)
      {
        pf_field_init (&field, 12, 22);
        for (int x = 0; x < 12; x++)
          pf_field_set (&field, x, x % 3, (PfCell) (PF_CELL_SPECIAL_A + 4));
        pf_random_init (&rng, seed);
        g_assert_cmpuint (pf_tetrinet_add_specials (&field, 5, (PfSpecialsMethod) method,
                                                    default_frequencies, &rng), ==, 0);
        g_assert_cmpuint (pf_field_count (&field), ==, 12);
      }

  /* gtetrinet stacks on a column topped by a special? No: it skips it; with
   * one empty column and others topped by specials, gtetrinet puts the
   * special in the empty column's bottom row. */
  for (guint seed = 0; seed < 100; seed++)
    {
      pf_field_init (&field, 12, 22);
      for (int x = 1; x < 12; x++)
        pf_field_set (&field, x, 2, PF_CELL_SPECIAL_A);
      pf_random_init (&rng, seed);
      if (pf_tetrinet_add_specials (&field, 1, PF_SPECIALS_GTETRINET, default_frequencies, &rng))
        g_assert_true (PF_CELL_IS_SPECIAL (pf_field_get (&field, 0, 0)));
    }

  /* itetrinet counts once: three plain cells, then empty columns. */
  pf_field_init (&field, 12, 22);
  for (int x = 0; x < 3; x++)
    pf_field_set (&field, x, 0, PF_CELL_COLOUR_1);
  pf_random_init (&rng, 5);
  g_assert_cmpuint (pf_tetrinet_add_specials (&field, 3, PF_SPECIALS_ITETRINET,
                                              default_frequencies, &rng), ==, 3);
  g_assert_cmpuint (count_specials (&field), ==, 3);
  for (int x = 0; x < 3; x++)
    g_assert_true (PF_CELL_IS_SPECIAL (pf_field_get (&field, x, 0)));
}

static void
test_tetrinet_frequencies (void)
{
  const guint only_q[PF_N_SPECIALS] = { 0, 0, 0, 0, 0, 0, 0, 100, 0 };
  guint counts[PF_N_SPECIALS] = { 0 };
  PfRandom rng;

  pf_random_init (&rng, 1);
  for (guint i = 0; i < 100; i++)
    g_assert_cmpint (pf_tetrinet_random_special (only_q, &rng), ==, PF_SPECIAL_QUAKE);
  for (guint i = 0; i < 100000; i++)
    counts[pf_tetrinet_random_special (default_frequencies, &rng)]++;
  for (guint s = 0; s < PF_N_SPECIALS; s++)
    g_assert_cmpfloat_with_epsilon (counts[s] / 1000.0, default_frequencies[s], 0.6);
}

static PfField
sample_field (void)
{
  PfField field;

  field_from (&field,
              "............\n"
              "..1.........\n"
              ".22.3.......\n"
              "1234512345.1\n"
              "12a45.2345q1\n"
              "123.5123o5.1\n");
  return field;
}

static void
test_tetrinet_effects (void)
{
  PfRandom rng;
  PfField field, other, copy;
  g_autofree char *text = NULL;

  pf_random_init (&rng, 42);

  /* a: everything moves up one, a new row with at least one hole */
  for (guint i = 0; i < 200; i++)
    {
      guint holes = 0;

      field = sample_field ();
      g_assert_false (pf_tetrinet_apply_special (PF_SPECIAL_ADD_LINE, &field, NULL, &rng));
      copy = sample_field ();
      for (int y = 0; y < 6; y++)
        for (int x = 0; x < 12; x++)
          g_assert_cmpint (pf_field_get (&field, x, y + 1), ==, pf_field_get (&copy, x, y));
      for (int x = 0; x < 12; x++)
        {
          PfCell c = pf_field_get (&field, x, 0);

          holes += c == PF_CELL_EMPTY;
          g_assert_true (c == PF_CELL_EMPTY || (c >= PF_CELL_COLOUR_1 && c <= PF_CELL_COLOUR_5));
        }
      g_assert_cmpuint (holes, >=, 1);
    }
  /* a on a field whose top row is used: top out */
  field = sample_field ();
  pf_field_set (&field, 3, 21, PF_CELL_COLOUR_1);
  g_assert_true (pf_tetrinet_apply_special (PF_SPECIAL_ADD_LINE, &field, NULL, &rng));

  /* c: the bottom row goes */
  field = sample_field ();
  pf_tetrinet_apply_special (PF_SPECIAL_CLEAR_LINE, &field, NULL, &rng);
  text = pf_field_to_ascii (&field, 6);
  g_assert_cmpstr (text, ==,
                   "............\n"
                   "............\n"
                   "..1.........\n"
                   ".22.3.......\n"
                   "1234512345.1\n"
                   "12a45.2345q1\n");
  g_clear_pointer (&text, g_free);

  /* n: nothing left */
  field = sample_field ();
  pf_tetrinet_apply_special (PF_SPECIAL_NUKE, &field, NULL, &rng);
  g_assert_cmpuint (pf_field_count (&field), ==, 0);

  /* r: at most 10 cells emptied, nothing else changes */
  for (guint i = 0; i < 100; i++)
    {
      guint gone = 0;

      field = sample_field ();
      copy = field;
      pf_tetrinet_apply_special (PF_SPECIAL_RANDOM_CLEAR, &field, NULL, &rng);
      for (int y = 0; y < 22; y++)
        for (int x = 0; x < 12; x++)
          if (pf_field_get (&field, x, y) != pf_field_get (&copy, x, y))
            {
              g_assert_cmpint (pf_field_get (&field, x, y), ==, PF_CELL_EMPTY);
              gone++;
            }
      g_assert_cmpuint (gone, <=, 10);
    }

  /* s: the fields swap, each moved down so its top 6 rows are empty */
  field = sample_field ();
  pf_field_init (&other, 12, 22);
  for (int y = 0; y < 20; y++)
    pf_field_set (&other, y % 12, y, PF_CELL_COLOUR_4);
  pf_tetrinet_apply_special (PF_SPECIAL_SWITCH, &other, &field, &rng);
  copy = sample_field ();
  g_assert_true (pf_field_equal (&other, &copy));
  g_assert_cmpuint (field.top, ==, 16);
  g_assert_cmpint (pf_field_get (&field, 19 % 12, 15), ==, PF_CELL_COLOUR_4);
  g_assert_cmpint (pf_field_get (&field, 4, 0), ==, PF_CELL_COLOUR_4);   /* row 4 moved to 0 */
  g_assert_cmpuint (pf_field_count (&field), ==, 16);

  /* b: specials become colours, nothing moves */
  field = sample_field ();
  pf_tetrinet_apply_special (PF_SPECIAL_CLEAR_SPECIALS, &field, NULL, &rng);
  g_assert_cmpuint (count_specials (&field), ==, 0);
  copy = sample_field ();
  g_assert_cmpuint (pf_field_count (&field), ==, pf_field_count (&copy));
  for (int y = 0; y < 22; y++)
    for (int x = 0; x < 12; x++)
      g_assert_cmpint (pf_field_get (&field, x, y) != PF_CELL_EMPTY, ==,
                       pf_field_get (&copy, x, y) != PF_CELL_EMPTY);

  /* g: cells fall to the bottom of their columns; full rows then clear */
  field = sample_field ();
  pf_tetrinet_apply_special (PF_SPECIAL_GRAVITY, &field, NULL, &rng);
  text = pf_field_to_ascii (&field, 5);
  g_assert_cmpstr (text, ==,
                   "............\n"
                   "..1.........\n"
                   ".22.3.......\n"
                   "123.5.2345.1\n"
                   "12a4512345.1\n");
  g_clear_pointer (&text, g_free);

  /* q: each row moves sideways by at most 3, without wrapping */
  for (guint i = 0; i < 100; i++)
    {
      field = sample_field ();
      copy = field;
      pf_tetrinet_apply_special (PF_SPECIAL_QUAKE, &field, NULL, &rng);
      for (int y = 0; y < 22; y++)
        {
          gboolean matched = FALSE;

          for (int s = -3; s <= 3 && !matched; s++)
            {
              gboolean same = TRUE;

              for (int x = 0; x < 12; x++)
                {
                  int src = x - s;
                  PfCell want = src >= 0 && src < 12 ? pf_field_get (&copy, src, y) : PF_CELL_EMPTY;

                  same &= pf_field_get (&field, x, y) == want;
                }
              matched = same;
            }
          g_assert_true (matched);
        }
    }

  /* o: a bomb clears its 3x3 block and scatters its neighbours below row 16 */
  for (guint i = 0; i < 100; i++)
    {
      guint before;

      pf_field_init (&field, 12, 22);
      for (int y = 18; y <= 20; y++)
        for (int x = 4; x <= 6; x++)
          pf_field_set (&field, x, y, PF_CELL_COLOUR_2);
      pf_field_set (&field, 5, 19, PF_SPECIAL_CELL (PF_SPECIAL_BOMB));
      before = pf_field_count (&field);
      pf_tetrinet_apply_special (PF_SPECIAL_BOMB, &field, NULL, &rng);
      g_assert_cmpuint (count_specials (&field), ==, 0);
      for (int y = 16; y < 22; y++)
        for (int x = 0; x < 12; x++)
          g_assert_cmpint (pf_field_get (&field, x, y), ==, PF_CELL_EMPTY);
      g_assert_cmpuint (pf_field_count (&field), <=, before - 1);
      g_assert_cmpuint (pf_field_count (&field), >=, 1);
    }
}

static void
test_tetrinet_inventory (void)
{
  PfInventory inventory;
  PfRandom rng;
  PfSpecial s;
  guint seen[PF_N_SPECIALS] = { 0 };

  pf_random_init (&rng, 9);
  pf_inventory_init (&inventory, 3);
  g_assert_false (pf_inventory_take (&inventory, &s));
  g_assert_true (pf_inventory_add (&inventory, PF_SPECIAL_NUKE, &rng));
  g_assert_true (pf_inventory_add (&inventory, PF_SPECIAL_GRAVITY, &rng));
  g_assert_true (pf_inventory_add (&inventory, PF_SPECIAL_BOMB, &rng));
  g_assert_false (pf_inventory_add (&inventory, PF_SPECIAL_SWITCH, &rng));
  g_assert_cmpuint (inventory.n, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (pf_inventory_take (&inventory, &s));
      seen[s]++;
    }
  g_assert_cmpuint (seen[PF_SPECIAL_NUKE] + seen[PF_SPECIAL_GRAVITY] + seen[PF_SPECIAL_BOMB], ==, 3);
  g_assert_cmpuint (seen[PF_SPECIAL_SWITCH], ==, 0);
  g_assert_false (pf_inventory_take (&inventory, &s));
}

static void
test_tetrinet_game (void)
{
  PfGameConfig config;
  PfField field, opponent;
  g_autoptr(PfGame) game = NULL;
  PfPlayEngine *engine;
  PfSpecial used;
  int x;

  /* Row 0 full but for columns 4..7, with a nuke in it: an I clears it.
   * Lines per special 1, two specials per award. */
  field_from (&field,
              "...5........\n"
              "12n4....1112\n");
  pf_game_config_init (&config, NULL);
  config.well = PF_WELL_TETRINET;
  config.gravity = FALSE;
  config.lines_per_special = 1;
  config.specials_per_award = 2;
  game = pf_game_new (&config, &field, "II", NULL);
  engine = pf_game_get_engine (game);
  g_assert_true (pf_play_engine_get_piece (engine, NULL, NULL, &x, NULL));
  g_assert_cmpint (x, ==, 5);   /* the centre of the 12-wide well */
  g_assert_true (pf_play_engine_hard_drop (engine));
  g_assert_cmpuint (pf_game_get_last_clear (game)->lines, ==, 1);
  /* the nuke was collected; two specials went onto the field (one plain cell) */
  g_assert_cmpuint (pf_game_get_inventory (game)->n, ==, 1);
  g_assert_cmpint (pf_game_get_inventory (game)->items[0], ==, PF_SPECIAL_NUKE);
  g_assert_cmpuint (count_specials (pf_game_get_field (game)), >=, 1);

  /* Use it on an opponent: their field empties. */
  opponent = sample_field ();
  g_assert_true (pf_game_use_special (game, &opponent, &used, NULL));
  g_assert_cmpint (used, ==, PF_SPECIAL_NUKE);
  g_assert_cmpuint (pf_field_count (&opponent), ==, 0);
  g_assert_false (pf_game_use_special (game, &opponent, NULL, NULL));
}

/* The add line special adds gtetrinet's row (tetris_addlines): every cell
 * empty or one of the five colours with equal odds, then one random column
 * made empty. Replayed draw by draw from the same seed, and its odds. */
static void
test_tetrinet_add_line_row (void)
{
  PfRandom rng, replay;
  guint64 values[PF_CELL_COLOUR_5 + 1] = { 0, };
  const guint rows = 60000;
  guint64 cells = 0;

  pf_random_init (&rng, 7);
  pf_random_init (&replay, 7);
  for (guint i = 0; i < rows; i++)
    {
      PfField field;
      guint8 expected[PF_TETRINET_WIDTH];
      guint hole;

      pf_field_init (&field, PF_TETRINET_WIDTH, PF_TETRINET_HEIGHT);
      g_assert_false (pf_tetrinet_apply_special (PF_SPECIAL_ADD_LINE, &field, NULL, &rng));
      for (guint x = 0; x < PF_TETRINET_WIDTH; x++)
        {
          guint n = pf_random_below (&replay, 6);

          expected[x] = n == 0 ? PF_CELL_EMPTY : PF_CELL_COLOUR_1 + n - 1;
        }
      hole = pf_random_below (&replay, PF_TETRINET_WIDTH);
      expected[hole] = PF_CELL_EMPTY;

      for (guint x = 0; x < PF_TETRINET_WIDTH; x++)
        {
          PfCell c = pf_field_get (&field, x, 0);

          g_assert_cmpint (c, ==, expected[x]);
          values[c == PF_CELL_EMPTY ? 0 : c - PF_CELL_COLOUR_1 + 1]++;
          cells++;
        }
    }

  /* Of 12 cells, 11 are empty or a colour with odds 1/6 each, and one more
   * is empty: a colour's share is 11/72, the empty share 17/72. Within
   * 0.3 % of that over 720,000 cells (the standard error is under 0.05 %). */
  for (guint v = 0; v <= 5; v++)
    {
      double share = values[v] / (double) cells;
      double expected = v == 0 ? 17.0 / 72 : 11.0 / 72;

      g_test_message ("value %u: %.4f, expected %.4f", v, share, expected);
      g_assert_cmpfloat (fabs (share - expected), <, 0.003);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tetrinet/field-strings", test_tetrinet_field_strings);
  g_test_add_func ("/tetrinet/piece-colours", test_tetrinet_piece_colours);
  g_test_add_func ("/tetrinet/placement-invariants", test_tetrinet_placement_invariants);
  g_test_add_func ("/tetrinet/placement-uniform", test_tetrinet_placement_uniform);
  g_test_add_func ("/tetrinet/last-empty-column", test_tetrinet_last_empty_column);
  g_test_add_func ("/tetrinet/empty-column-rules", test_tetrinet_empty_column_rules);
  g_test_add_func ("/tetrinet/frequencies", test_tetrinet_frequencies);
  g_test_add_func ("/tetrinet/effects", test_tetrinet_effects);
  g_test_add_func ("/tetrinet/add-line-row", test_tetrinet_add_line_row);
  g_test_add_func ("/tetrinet/inventory", test_tetrinet_inventory);
  g_test_add_func ("/tetrinet/game", test_tetrinet_game);
  return g_test_run ();
}

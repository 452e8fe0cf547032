/* test-play-cli.c: `polyform play` and `polyform specials`, outputs and exit codes (SPEC §7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built binary named by the POLYFORM environment variable.
 */
#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include "pf-fumen.h"
#include "pf-tetrinet-field.h"
#include "polyform-run.h"

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs polyform with the NULL-terminated arguments. */
static void
run_polyform (Run *run, ...)
{
  const char *first;
  va_list rest;

  va_start (rest, run);
  first = va_arg (rest, const char *);
  run->status = polyform_run_valist (&run->out, &run->err, first, rest);
  va_end (rest);
}

/* The guideline field printed as fumen, read back as ASCII rows 0..@rows-1. */
static char *
fumen_rows (const char *out, guint rows)
{
  g_autofree char *line = g_strstrip (g_strdup (out));
  g_autoptr(GError) error = NULL;
  PfField field;

  if (!pf_fumen_decode (line, &field, &error))
    g_error ("output “%s” is not fumen: %s", out, error->message);
  return pf_field_to_ascii (&field, rows);
}

static void
test_play_basic (void)
{
  g_auto(Run) empty = { 0 };
  g_auto(Run) two = { 0 };
  g_auto(Run) ascii = { 0 };
  g_autofree char *rows = NULL;

  run_polyform (&empty, "play", NULL);
  g_assert_cmpint (empty.status, ==, 0);
  g_assert_cmpstr (empty.out, ==, "v115@vhAAgH\n");

  /* T then I, both hard dropped in the middle; colours kept. The string
   * is the one tetris-fumen writes for this field. */
  run_polyform (&two, "play", "--queue", "TI", "--inputs", "hard,hard", NULL);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_cmpstr (two.out, ==, "v115@KhzhGewwHeywNeAgH\n");
  rows = fumen_rows (two.out, 3);
  g_assert_cmpstr (rows, ==, "...IIII...\n....T.....\n...TTT....\n");

  run_polyform (&ascii, "play", "--queue", "L", "--inputs", "cw,right,right,right,hard",
                "--format", "ascii", NULL);
  g_assert_cmpint (ascii.status, ==, 0);
  g_assert_true (g_str_has_suffix (ascii.out,
                                   "..........\n"
                                   ".......L..\n"
                                   ".......L..\n"
                                   ".......LL.\n"));
  g_assert_cmpuint (strlen (ascii.out), ==, 20 * 11);
}

static void
test_play_tspin_triple (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *rows = NULL;

  /* the T-spin triple slot of test-srs, as fumen (see the fixtures) */
  run_polyform (&run, "play", "--field", "v115@zgB8HeA8IeA8AeI8BeH8AeH8JeAgH", "--queue", "T",
                "--inputs", "left,drop,left,cw,hard", NULL);
  g_assert_cmpint (run.status, ==, 0);
  rows = fumen_rows (run.out, 3);
  g_assert_cmpstr (rows, ==, "..........\nXX........\nX.........\n");
}

static void
test_play_queue_and_hold (void)
{
  g_auto(Run) exhausted = { 0 };
  g_auto(Run) held = { 0 };
  g_auto(Run) no_next = { 0 };
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;

  /* the queue runs out: exit 0, the extra inputs are ignored */
  run_polyform (&exhausted, "play", "--queue", "O", "--inputs", "hard,hard,left,hard", NULL);
  g_assert_cmpint (exhausted.status, ==, 0);
  g_assert_nonnull (strstr (exhausted.err, "the queue ran out after input 1; the 3 inputs after "
                                           "it were not played"));
  a = fumen_rows (exhausted.out, 2);
  g_assert_cmpstr (a, ==, "....OO....\n....OO....\n");

  /* hold takes the next piece; the held T is never spawned on its own */
  run_polyform (&held, "play", "--queue", "TI", "--inputs", "hold,hard,hard", NULL);
  g_assert_cmpint (held.status, ==, 0);
  b = fumen_rows (held.out, 2);
  g_assert_cmpstr (b, ==, "..........\n...IIII...\n");

  /* a hold that needs a piece that does not exist does nothing */
  run_polyform (&no_next, "play", "--queue", "T", "--inputs", "hold,right,hard", NULL);
  g_assert_cmpint (no_next.status, ==, 0);
  c = fumen_rows (no_next.out, 2);
  g_assert_cmpstr (c, ==, ".....T....\n....TTT...\n");
}

static void
test_play_no_lock_without_hard (void)
{
  g_auto(Run) down = { 0 };
  g_auto(Run) drop = { 0 };
  GString *inputs = g_string_new ("down");

  for (guint i = 0; i < 30; i++)
    g_string_append (inputs, ",down");
  run_polyform (&down, "play", "--queue", "TT", "--inputs", inputs->str, NULL);
  g_assert_cmpint (down.status, ==, 0);
  /* the active piece is not part of the output */
  g_assert_cmpstr (down.out, ==, "v115@vhAAgH\n");

  run_polyform (&drop, "play", "--queue", "TT", "--inputs", "drop,left,drop", NULL);
  g_assert_cmpint (drop.status, ==, 0);
  g_assert_cmpstr (drop.out, ==, "v115@vhAAgH\n");
  g_string_free (inputs, TRUE);
}

static void
test_play_game_over (void)
{
  g_auto(Run) lock_out = { 0 };
  g_auto(Run) high = { 0 };
  g_auto(Run) block_out = { 0 };
  PfField field;
  g_autofree char *stack = NULL;
  g_autofree char *wall = NULL;
  g_autofree char *spawn_blocked = NULL;
  g_autofree char *rows = NULL;

  /* column 4 stacked to row 19: the T locks out; the field is still printed */
  pf_field_init (&field, 10, 40);
  for (int y = 0; y < 20; y++)
    pf_field_set (&field, 4, y, PF_CELL_GARBAGE);
  stack = pf_fumen_encode (&field, NULL);
  run_polyform (&lock_out, "play", "--field", stack, "--queue", "TT", "--inputs", "hard,hard",
                NULL);
  g_assert_cmpint (lock_out.status, ==, 3);
  rows = fumen_rows (lock_out.out, 23);
  g_assert_true (g_str_has_prefix (rows, "..........\n....T.....\n...TTT....\n....X.....\n"));
  g_assert_nonnull (strstr (lock_out.err, "lock out"));

  /* columns 1..9 to row 19: the I kicks up with test 4 to rows 20..23 and
   * locks out; row 23 cannot be written in fumen: a warning */
  pf_field_init (&field, 10, 40);
  for (int y = 0; y < 20; y++)
    for (int x = 1; x < 10; x++)
      pf_field_set (&field, x, y, PF_CELL_GARBAGE);
  wall = pf_fumen_encode (&field, NULL);
  run_polyform (&high, "play", "--field", wall, "--queue", "I", "--inputs", "cw,hard", NULL);
  g_assert_cmpint (high.status, ==, 3);
  g_assert_nonnull (strstr (high.err, "1 cell above row 22"));
  g_clear_pointer (&rows, g_free);
  rows = fumen_rows (high.out, 23);
  g_assert_true (g_str_has_prefix (rows, "......I...\n......I...\n......I...\n.XXXXXXXXX\n"));

  /* a cell where pieces spawn: block out at once */
  pf_field_init (&field, 10, 40);
  pf_field_set (&field, 5, 21, PF_CELL_GARBAGE);
  spawn_blocked = pf_fumen_encode (&field, NULL);
  run_polyform (&block_out, "play", "--field", spawn_blocked, "--queue", "T", NULL);
  g_assert_cmpint (block_out.status, ==, 0);
  g_clear_pointer (&block_out.out, g_free);
  g_clear_pointer (&block_out.err, g_free);
  run_polyform (&block_out, "play", "--field", spawn_blocked, "--queue", "S", NULL);
  g_assert_cmpint (block_out.status, ==, 3);
  g_assert_nonnull (strstr (block_out.err, "block out"));
  g_assert_nonnull (strstr (block_out.out, "v115@"));
}

static void
test_play_tetrinet_well (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) ascii = { 0 };
  g_auto(Run) lock_out = { 0 };
  g_autofree char *expected = NULL;
  GString *field = g_string_new (NULL);

  run_polyform (&run, "play", "--well", "tetrinet", "--queue", "IO", "--inputs", "hard,hard", NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* rows from the top: O (colour 2) on top of I (colour 1), centred in 12 columns */
  for (guint i = 0; i < 19; i++)
    g_string_append (field, "000000000000");
  g_string_append (field, "000002200000" "000002200000" "000011110000");
  expected = g_strconcat (field->str, "\n", NULL);
  g_assert_cmpstr (run.out, ==, expected);

  run_polyform (&ascii, "play", "--tetrinet-field", field->str, "--inputs", "", "--format", "ascii",
                NULL);
  g_assert_cmpint (ascii.status, ==, 0);
  g_assert_cmpuint (strlen (ascii.out), ==, 22 * 13);
  g_assert_true (g_str_has_suffix (ascii.out, ".....22.....\n.....22.....\n....1111....\n"));
  g_string_free (field, TRUE);

  /* The same top out as the guideline well: ten O pieces fill rows 0 to
   * 19 of the column, and the eleventh locks wholly in rows 20 and 21. */
  run_polyform (&lock_out, "play", "--well", "tetrinet", "--queue", "OOOOOOOOOOO", "--inputs",
                "hard,hard,hard,hard,hard,hard,hard,hard,hard,hard,hard", NULL);
  g_assert_cmpint (lock_out.status, ==, 3);
  g_assert_nonnull (strstr (lock_out.err, "(lock out)"));
}

/* The fixture line NAME, MODE of tests/data/fumen-fixtures.txt, split at tabs */
static char **
fumen_fixture (const char *name,
               const char *mode)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "fumen-fixtures.txt", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *prefix = g_strdup_printf ("%s\t%s\t", name, mode);
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return g_strsplit (lines[i], "\t", -1);
  g_error ("no fixture %s %s", name, mode);
}

/* Page 2 of a two-page fumen made by tetris-fumen: page 1's T locked and
 * its row cleared; the other page and the comment are named on stderr. */
static void
test_play_page (void)
{
  g_auto(GStrv) fixture = fumen_fixture ("two-pages", "page 2");
  g_auto(GStrv) first = fumen_fixture ("two-pages", "page 1");
  g_auto(Run) run = { 0 }, one = { 0 };
  g_autoptr(GString) want = g_string_new (NULL);
  g_autofree char *rows = NULL;

  run_polyform (&run, "play", "--field", fixture[2], "--page", "2", NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* The fixture's field, rows 22 down to 0, as ASCII rows 2 down to 0 */
  for (guint row = 20; row < 23; row++)
    {
      g_string_append_len (want, fixture[3] + row * 10, 10);
      g_string_append_c (want, '\n');
    }
  g_strdelimit (want->str, "_", '.');
  rows = fumen_rows (run.out, 3);
  g_assert_cmpstr (rows, ==, want->str);
  g_assert_cmpstr (rows, ==, "..........\nX.........\nXXT.XXXXXX\n");
  g_assert_nonnull (strstr (run.err, "page 2 of 2"));
  g_assert_nonnull (strstr (run.err, "the other page"));
  g_assert_nonnull (strstr (run.err, "“then this”"));
  g_assert_null (strstr (run.err, "piece"));

  /* Page 1 is the default, and its piece is named too */
  run_polyform (&one, "play", "--field", first[2], NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_clear_pointer (&rows, g_free);
  rows = fumen_rows (one.out, 3);
  g_assert_cmpstr (rows, ==, "X.........\nXX..XXXXXX\nXXX.XXXXXX\n");
  g_assert_nonnull (strstr (one.err, "its piece T (reverse"));
}

static void
test_play_errors (void)
{
  static const struct { int status; const char *args[8]; const char *message; } cases[] = {
    { 1, { "play", "--inputs", "left,jump" }, "input 2: “jump”" },
    { 1, { "play", "--queue", "TIQ" }, "queue character 3" },
    { 1, { "play", "--field", "v115@vhAA!H" }, "fumen character 10" },
    { 1, { "play", "--field", "nonsense" }, "not a fumen string" },
    { 1, { "play", "--tetrinet-field", "0000" }, "has 4 characters" },
    { 1, { "play", "--well", "square" }, "--well" },
    { 1, { "play", "--format", "png" }, "--format" },
    { 1, { "play", "--well", "tetrinet", "--format", "fumen" }, "12" },
    { 1, { "play", "--seed", "-4" }, "--seed -4 is out of range" },
    { 2, { "play", "--bogus" }, "Unknown option" },
    { 2, { "play", "--seed", "abc" }, "--seed" },
    { 2, { "play", "--queue" }, "Missing argument" },
    { 2, { "play", "extra" }, "unexpected argument" },
    { 2, { "play", "--field", "v115@vhAAgH", "--tetrinet-field", "0" }, "not both" },
    { 2, { "play", "--page", "2" }, "--page picks a page of a --field fumen" },
    { 2, { "play", "--field", "v115@vhAAgH", "--page", "two" }, "--page" },
    { 1, { "play", "--field", "v115@vhAAgH", "--page", "0" }, "--page 0 is out of range" },
    { 1, { "play", "--field", "v115@vhAAgH", "--page", "2" }, "has 1 page; there is no page 2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };
      const char *const *a = cases[i].args;

      run_polyform (&run, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], NULL);
      if (run.status != cases[i].status || strstr (run.err, cases[i].message) == NULL)
        g_error ("case %u: exit %d, stderr “%s”; expected exit %d and “%s”",
                 i, run.status, run.err, cases[i].status, cases[i].message);
      g_assert_cmpstr (run.out, ==, "");
    }
}

static void
test_specials_cli (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) again = { 0 };
  g_auto(Run) other = { 0 };
  g_autofree char *empty = g_strnfill (264, '0');
  g_autofree char *stack = g_strdup (empty);
  PfField field;
  guint specials = 0;

  /* a stack of 24 plain cells: 5 of them become specials */
  memset (stack + 240, '3', 24);
  run_polyform (&run, "specials", "--field", stack, "--count", "5", "--seed", "9", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_strstrip (run.out);
  g_assert_true (pf_tetrinet_field_parse (run.out, &field, NULL));
  for (guint i = 0; i < 264; i++)
    {
      if (i < 240)
        g_assert_cmpint (run.out[i], ==, '0');
      else if (run.out[i] != '3')
        specials += strchr ("acnrsbgqo", run.out[i]) != NULL;
    }
  g_assert_cmpuint (specials, ==, 5);

  /* the same seed gives the same field; only q allowed gives only q */
  run_polyform (&again, "specials", "--field", stack, "--count", "5", "--seed", "9", NULL);
  g_strstrip (again.out);
  g_assert_cmpstr (again.out, ==, run.out);
  run_polyform (&other, "specials", "--field", stack, "--count", "24", "--method", "itetrinet",
                "--frequencies", "q:100", NULL);
  g_assert_cmpint (other.status, ==, 0);
  g_assert_true (g_str_has_suffix (other.out, "qqqqqqqqqqqqqqqqqqqqqqqq\n"));
}

static void
test_specials_errors (void)
{
  g_autofree char *empty = g_strnfill (264, '0');
  const struct { int status; const char *args[8]; const char *message; } cases[] = {
    { 2, { "specials", "--count", "3" }, "missing --field" },
    { 2, { "specials", "--field", empty }, "missing --count" },
    { 2, { "specials", "--field", empty, "--count", "many" }, "--count" },
    { 2, { "specials", "--field", empty, "--count", "1", "--colour" }, "Unknown option" },
    { 1, { "specials", "--field", empty, "--count", "-1" }, "out of range" },
    { 1, { "specials", "--field", "012", "--count", "1" }, "has 3 characters" },
    { 1, { "specials", "--field", empty, "--count", "1", "--method", "x" }, "--method" },
    { 1, { "specials", "--field", empty, "--count", "1", "--frequencies", "a:50" }, "add up to 50" },
    { 1, { "specials", "--field", empty, "--count", "1", "--frequencies", "z:100" }, "frequency" },
    { 1, { "specials", "--field", empty, "--count", "1", "--frequencies", "a:100,a:0" },
      "special “a” is given twice" },
    { 2, { "specials", "--field", empty, "--count", "1", "--frequencies", "a:abc" },
      "--frequencies needs LETTER:PERCENT" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };
      const char *const *a = cases[i].args;

      run_polyform (&run, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], NULL);
      if (run.status != cases[i].status || strstr (run.err, cases[i].message) == NULL)
        g_error ("case %u: exit %d, stderr “%s”; expected exit %d and “%s”",
                 i, run.status, run.err, cases[i].status, cases[i].message);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/play-cli/basic", test_play_basic);
  g_test_add_func ("/play-cli/tspin-triple", test_play_tspin_triple);
  g_test_add_func ("/play-cli/queue-and-hold", test_play_queue_and_hold);
  g_test_add_func ("/play-cli/no-lock-without-hard", test_play_no_lock_without_hard);
  g_test_add_func ("/play-cli/game-over", test_play_game_over);
  g_test_add_func ("/play-cli/tetrinet-well", test_play_tetrinet_well);
  g_test_add_func ("/play-cli/errors", test_play_errors);
  g_test_add_func ("/play-cli/page", test_play_page);
  g_test_add_func ("/specials-cli/field", test_specials_cli);
  g_test_add_func ("/specials-cli/errors", test_specials_errors);
  return g_test_run ();
}

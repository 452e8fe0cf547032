/* test-shell-cli.c: `polyform shell`, its output and exit codes (SPEC §7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"
#include "polyform-run.h"

#include <string.h>

#include <glib/gstdio.h>

/* Shell 1 full (colour 1), shell 2 holding its corners and side middles
 * (colour 2), which refill shell 1 after the first clear, and one cell far out. */
static const char cascade_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<polyform-project version=\"1\">\n"
  "  <shell-layout id=\"cascade\">\n"
  "    <cell x=\"-2\" y=\"1\" colour=\"1\"/><cell x=\"-1\" y=\"1\" colour=\"1\"/>\n"
  "    <cell x=\"0\" y=\"1\" colour=\"1\"/><cell x=\"1\" y=\"1\" colour=\"1\"/>\n"
  "    <cell x=\"-2\" y=\"0\" colour=\"1\"/><cell x=\"1\" y=\"0\" colour=\"1\"/>\n"
  "    <cell x=\"-2\" y=\"-1\" colour=\"1\"/><cell x=\"1\" y=\"-1\" colour=\"1\"/>\n"
  "    <cell x=\"-2\" y=\"-2\" colour=\"1\"/><cell x=\"-1\" y=\"-2\" colour=\"1\"/>\n"
  "    <cell x=\"0\" y=\"-2\" colour=\"1\"/><cell x=\"1\" y=\"-2\" colour=\"1\"/>\n"
  "    <cell x=\"-3\" y=\"2\" colour=\"2\"/><cell x=\"2\" y=\"2\" colour=\"2\"/>\n"
  "    <cell x=\"-3\" y=\"-3\" colour=\"2\"/><cell x=\"2\" y=\"-3\" colour=\"2\"/>\n"
  "    <cell x=\"-1\" y=\"2\" colour=\"2\"/><cell x=\"0\" y=\"2\" colour=\"2\"/>\n"
  "    <cell x=\"-1\" y=\"-3\" colour=\"2\"/><cell x=\"0\" y=\"-3\" colour=\"2\"/>\n"
  "    <cell x=\"2\" y=\"-1\" colour=\"2\"/><cell x=\"2\" y=\"0\" colour=\"2\"/>\n"
  "    <cell x=\"-3\" y=\"-1\" colour=\"2\"/><cell x=\"-3\" y=\"0\" colour=\"2\"/>\n"
  "    <cell x=\"5\" y=\"0\" colour=\"7\"/>\n"
  "  </shell-layout>\n"
  "  <shell-layout id=\"pair\">\n"
  "    <cell x=\"1\" y=\"0\" colour=\"3\"/>\n"
  "    <cell x=\"0\" y=\"0\" colour=\"4\"/>\n"
  "  </shell-layout>\n"
  "</polyform-project>\n";

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("pf-shell-cli-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->path = g_build_filename (fixture->dir, "layouts.xml", NULL);
  g_file_set_contents (fixture->path, cascade_xml, -1, &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_remove (fixture->path);
  g_rmdir (fixture->dir);
  g_free (fixture->path);
  g_free (fixture->dir);
}


static void
test_cli_json (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (polyform_run (&out, &err, "shell", fixture->path, "--layout", "cascade",
                        "--ops", "clear", "--json", NULL), ==, 0);
  /* Two clears of shell 1 at 120 each; the far cell moved in one shell per
   * collapse; two clears shorten the interval to 0.65 × 0.81. */
  g_assert_cmpstr (out, ==,
                   "{\"cells\":[{\"x\":3,\"y\":0,\"shell\":3,\"colour\":7}],"
                   "\"score\":240,\"clears\":[[1],[1]],\"interval\":0.5265}\n");
  g_assert_cmpstr (err, ==, "");
}

static void
test_cli_rotate (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  /* (1, 0) → (0, -2) and (0, 0) → (0, -1) clockwise; canonical order puts
   * the core first. */
  g_assert_cmpint (polyform_run (&out, &err, "shell", fixture->path, "--layout", "pair",
                        "--ops", "cw", "--json", NULL), ==, 0);
  g_assert_cmpstr (out, ==,
                   "{\"cells\":[{\"x\":0,\"y\":-1,\"shell\":0,\"colour\":4},"
                   "{\"x\":0,\"y\":-2,\"shell\":1,\"colour\":3}],"
                   "\"score\":0,\"clears\":[],\"interval\":0.65}\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Four turns and a turn back and forth are the identity; clear with
   * nothing full clears nothing. */
  g_assert_cmpint (polyform_run (&out, &err, "shell", fixture->path, "--layout", "pair",
                        "--ops", "cw,cw,cw,cw, ccw,clear,cw", "--json", NULL), ==, 0);
  g_assert_cmpstr (out, ==,
                   "{\"cells\":[{\"x\":0,\"y\":0,\"shell\":0,\"colour\":4},"
                   "{\"x\":1,\"y\":0,\"shell\":1,\"colour\":3}],"
                   "\"score\":0,\"clears\":[],\"interval\":0.65}\n");
}

static void
test_cli_text (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (polyform_run (&out, &err, "shell", fixture->path, "--layout", "cascade", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "Layout “cascade”: 25 cells, outermost shell 5"));
  g_assert_nonnull (strstr (out, "    1   12/12   full"));
  g_assert_nonnull (strstr (out, "Score: 0"));
  /* The picture's row y = 1: shell 1 across, the core's empty cells. */
  g_assert_nonnull (strstr (out, "\n. . . . . 1 1 1 1 . . . . .\n"));
  g_assert_nonnull (strstr (out, "\n. . . . 2 1 + + 1 2 . . 7 .\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (polyform_run (&out, &err, "shell", fixture->path, "--layout", "cascade",
                        "--ops", "clear", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "Clears: 2: shell 1 (+120); shell 1 (+120)"));
  g_assert_nonnull (strstr (out, "Score: 240"));
}

static void
test_cli_errors (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *missing = g_build_filename (fixture->dir, "missing.xml", NULL);
  struct {
    const char *args[8];
    int         status;
    const char *stderr_has;
  } cases[] = {
    /* usage errors */
    { { "shell", NULL }, 2, "missing argument" },
    { { "shell", fixture->path, NULL }, 2, "--layout" },
    { { "shell", fixture->path, "--layout", NULL }, 2, "--layout" },
    { { "shell", fixture->path, "--layout", "pair", "--spin", NULL }, 2, "--spin" },
    { { "shell", fixture->path, fixture->path, "--layout", "pair", NULL }, 2, "unexpected" },
    /* invalid input */
    { { "shell", fixture->path, "--layout", "pair", "--ops", "cw,spin", NULL }, 1, "“spin”" },
    { { "shell", fixture->path, "--layout", "pair", "--ops", "cw,,ccw", NULL }, 1, "“”" },
    { { "shell", fixture->path, "--layout", "nope", NULL }, 1, "“nope”" },
    { { "shell", missing, "--layout", "pair", NULL }, 1, "missing.xml" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      const char **a = cases[i].args;

      g_test_message ("case %u", i);
      g_assert_cmpint (polyform_run_argv (&out, &err, a),
                       ==, cases[i].status);
      g_assert_nonnull (strstr (err, cases[i].stderr_has));
      g_assert_cmpstr (out, ==, "");
    }
}

/* Tests: play --well shell (SPEC §7) */

/* An O dropped onto the full shell 1: the lock clears it, shell 2 refills
 * it, and it clears again, as `shell --ops clear` would. */
static void
test_play_clears (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (polyform_run (&out, &err, "play", "--well", "shell", "--project",
                                 fixture->path, "--layout", "cascade", "--queue", "OT",
                                 "--inputs", "hard", "--format", "json", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (out, "{\"cells\":["));
  g_assert_true (g_str_has_suffix (out, ",\"score\":240,\"clears\":[[1],[1]],"
                                        "\"interval\":0.5265,\"game_over\":false}\n"));
  /* The O's four yellow cells are in. */
  g_assert_nonnull (strstr (out, "\"colour\":3}"));
  g_assert_cmpstr (err, ==, "");
}

/* turn-cw turns the structure as `shell --ops cw` does; nothing locks
 * without a hard drop, not even down at the floor. */
static void
test_play_turns_and_no_lock (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autofree char *turned = NULL;
  g_autofree char *played = NULL;
  g_autofree char *untouched = NULL;
  g_autofree char *locked = NULL;
  g_autofree char *cells = NULL;

  g_assert_cmpint (polyform_run (&turned, NULL, "shell", fixture->path, "--layout", "pair",
                                 "--ops", "cw", "--json", NULL), ==, 0);
  g_assert_cmpint (polyform_run (&played, NULL, "play", "--well", "shell", "--project",
                                 fixture->path, "--layout", "pair", "--queue", "I",
                                 "--inputs", "turn-cw", NULL), ==, 0);
  /* The same object, with game_over added. */
  cells = g_strndup (turned, strlen (turned) - 2);
  g_assert_true (g_str_has_prefix (played, cells));
  g_assert_true (g_str_has_suffix (played, ",\"game_over\":false}\n"));

  /* A T (purple, colour 6) dropped and pushed down at the floor stays a
   * falling piece; a hard drop locks it. */
  g_assert_cmpint (polyform_run (&untouched, NULL, "play", "--well", "shell", "--project",
                                 fixture->path, "--layout", "pair", "--queue", "T",
                                 "--inputs", "drop,down,down,left,down", NULL), ==, 0);
  g_assert_cmpstr (untouched, ==,
                   "{\"cells\":[{\"x\":0,\"y\":0,\"shell\":0,\"colour\":4},"
                   "{\"x\":1,\"y\":0,\"shell\":1,\"colour\":3}],"
                   "\"score\":0,\"clears\":[],\"interval\":0.65,\"game_over\":false}\n");
  g_assert_cmpint (polyform_run (&locked, NULL, "play", "--well", "shell", "--project",
                                 fixture->path, "--layout", "pair", "--queue", "T",
                                 "--inputs", "drop,hard", NULL), ==, 0);
  g_assert_nonnull (strstr (locked, "\"colour\":6}"));
}

/* A piece that misses the structure falls to the floor, far out: game
 * over, exit 3, and inputs after the end are ignored. */
static void
test_play_game_over (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (polyform_run (&out, &err, "play", "--well", "shell", "--project",
                                 fixture->path, "--layout", "pair", "--queue", "II",
                                 "--inputs", "right,right,right,right,right,right,right,right,"
                                 "hard,left,hard", NULL), ==, 3);
  g_assert_true (g_str_has_suffix (out, ",\"score\":0,\"clears\":[],\"interval\":0.65,"
                                        "\"game_over\":true}\n"));
  g_assert_nonnull (strstr (out, "\"shell\":11,\"colour\":7}"));
  g_assert_nonnull (strstr (err, "game over: a piece locked with a cell in shell 9 or beyond"));
}

static void
test_play_errors (Fixture       *fixture,
                  gconstpointer  data)
{
  struct {
    const char *args[10];
    int         status;
    const char *stderr_has;
  } cases[] = {
    { { "play", "--well", "shell", "--layout", "pair", NULL }, 2, "--project" },
    { { "play", "--well", "shell", "--project", fixture->path, NULL }, 2, "--layout" },
    { { "play", "--well", "shell", "--project", fixture->path, "--layout", "pair",
        "--format", "fumen", NULL }, 1, "the shell well prints json" },
    { { "play", "--well", "shell", "--project", fixture->path, "--layout", "pair",
        "--inputs", "left,jump", NULL }, 1, "input 2: “jump”" },
    { { "play", "--well", "shell", "--project", fixture->path, "--layout", "nope", NULL },
      1, "“nope”" },
    { { "play", "--well", "shell", "--project", fixture->path, "--layout", "pair",
        "--queue", "IX", NULL }, 1, "--queue" },
    { { "play", "--well", "shell", "--project", fixture->path, "--layout", "pair",
        "--tetrinet-field", "0", NULL }, 1, "--tetrinet-field" },
    { { "play", "--project", fixture->path, NULL }, 1, "only --well shell" },
    { { "play", "--inputs", "turn-cw", NULL }, 1, "“turn-cw”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;

      g_test_message ("case %u", i);
      g_assert_cmpint (polyform_run_argv (&out, &err, cases[i].args), ==, cases[i].status);
      g_assert_nonnull (strstr (err, cases[i].stderr_has));
      g_assert_cmpstr (out, ==, "");
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/shell-cli/json", Fixture, NULL, fixture_setup, test_cli_json,
              fixture_teardown);
  g_test_add ("/shell-cli/rotate", Fixture, NULL, fixture_setup, test_cli_rotate,
              fixture_teardown);
  g_test_add ("/shell-cli/text", Fixture, NULL, fixture_setup, test_cli_text,
              fixture_teardown);
  g_test_add ("/shell-cli/errors", Fixture, NULL, fixture_setup, test_cli_errors,
              fixture_teardown);
  g_test_add ("/shell-cli/play/clears", Fixture, NULL, fixture_setup, test_play_clears,
              fixture_teardown);
  g_test_add ("/shell-cli/play/turns-and-no-lock", Fixture, NULL, fixture_setup,
              test_play_turns_and_no_lock, fixture_teardown);
  g_test_add ("/shell-cli/play/game-over", Fixture, NULL, fixture_setup, test_play_game_over,
              fixture_teardown);
  g_test_add ("/shell-cli/play/errors", Fixture, NULL, fixture_setup, test_play_errors,
              fixture_teardown);
  return g_test_run ();
}

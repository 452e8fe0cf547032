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
  return g_test_run ();
}

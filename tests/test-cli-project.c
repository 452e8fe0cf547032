/* test-cli-project.c: exit codes and output of polyform --version, validate, info and format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <glib/gstdio.h>

#include "pf-project.h"
#include "polyform-run.h"
#include "test-files.h"

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

/* Auxiliary methods */

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static char *
fixture_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "project", name, NULL);
}

static char *
copy_to (const char *source,
         const char *dir,
         const char *name)
{
  g_autofree char *contents = test_read_file (source);
  char *target = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (target, contents, -1, NULL));
  return target;
}

/* Runs `polyform ARGS…` (NULL-terminated); returns FALSE when the test is
 * skipped because $POLYFORM is not set. */
static gboolean
run_polyform (Run        *run,
              const char *first_arg,
              ...)
{
  va_list rest;

  if (g_getenv ("POLYFORM") == NULL)
    {
      g_test_skip ("POLYFORM is not set");
      return FALSE;
    }

  va_start (rest, first_arg);
  run->status = polyform_run_valist (&run->out, &run->err, first_arg, rest);
  va_end (rest);
  return TRUE;
}

/* A small JSON syntax check: one value, then only white space. */

static void
skip_space (const char **p)
{
  while (**p == ' ' || **p == '\n' || **p == '\t' || **p == '\r')
    (*p)++;
}

static gboolean parse_value (const char **p, guint depth);

static gboolean
parse_string (const char **p)
{
  if (**p != '"')
    return FALSE;
  for ((*p)++; **p != '"'; (*p)++)
    {
      if ((guchar) **p < 0x20)
        return FALSE;
      if (**p == '\\')
        {
          (*p)++;
          if (**p == 'u')
            {
              for (guint i = 1; i <= 4; i++)
                if (!g_ascii_isxdigit ((*p)[i]))
                  return FALSE;
              *p += 4;
            }
          else if (strchr ("\"\\/bfnrt", **p) == NULL || **p == '\0')
            return FALSE;
        }
    }
  (*p)++;
  return TRUE;
}

static gboolean
parse_value (const char **p,
             guint        depth)
{
  if (depth > 64)
    return FALSE;
  skip_space (p);
  switch (**p)
    {
    case '{':
    case '[':
      {
        char close = **p == '{' ? '}' : ']';
        gboolean object = close == '}';

        (*p)++;
        skip_space (p);
        if (**p == close)
          {
            (*p)++;
            return TRUE;
          }
        for (;;)
          {
            if (object)
              {
                skip_space (p);
                if (!parse_string (p))
                  return FALSE;
                skip_space (p);
                if (*(*p)++ != ':')
                  return FALSE;
              }
            if (!parse_value (p, depth + 1))
              return FALSE;
            skip_space (p);
            if (**p == close)
              {
                (*p)++;
                return TRUE;
              }
            if (*(*p)++ != ',')
              return FALSE;
          }
      }
    case '"':
      return parse_string (p);
    case 't':
      return g_str_has_prefix (*p, "true") && (*p += 4);
    case 'f':
      return g_str_has_prefix (*p, "false") && (*p += 5);
    case 'n':
      return g_str_has_prefix (*p, "null") && (*p += 4);
    default:
      {
        char *end = NULL;

        if (**p != '-' && !g_ascii_isdigit (**p))
          return FALSE;
        g_ascii_strtod (*p, &end);
        if (end == *p)
          return FALSE;
        *p = end;
        return TRUE;
      }
    }
}

static gboolean
is_json (const char *text)
{
  const char *p = text;

  if (!parse_value (&p, 0))
    return FALSE;
  skip_space (&p);
  return *p == '\0';
}

/* Tests */

static void
test_json_checker (void)
{
  /* The checker itself must be able to say no. */
  g_assert_true (is_json ("{\"a\":[1,-2.5e3,true,null,\"x\\n\"],\"b\":{}}\n"));
  g_assert_false (is_json ("{\"a\":1,}"));
  g_assert_false (is_json ("{\"a\" 1}"));
  g_assert_false (is_json ("[1,2"));
  g_assert_false (is_json ("{} {}"));
}

static void
test_version (void)
{
  g_auto(Run) run = { 0, };

  if (!run_polyform (&run, "--version", NULL))
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "polyform " PACKAGE_VERSION "\n");
}

/* After a command, --version works as before it, whatever else is there
 * (a missing FILE included). */
static void
test_version_after_command (void)
{
  const char *commands[][5] = {
    { "validate", "--version", NULL },
    { "map", "--width", "20", "--version", NULL },
    { "play", "--queue", "TI", "--version", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Run) run = { 0, };

      if (!run_polyform (&run, commands[i][0], commands[i][1], commands[i][2], commands[i][3],
                         commands[i][4], NULL))
        return;
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.out, ==, "polyform " PACKAGE_VERSION "\n");
    }
}

static void
test_validate_starter (void)
{
  g_autofree char *path = test_starter_path ();
  g_autofree char *expected = g_strdup_printf ("%s: valid\n", path);
  g_auto(Run) run = { 0, };

  if (!run_polyform (&run, "validate", path, NULL))
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_cmpstr (run.err, ==, "");
}

static void
test_validate_malformed (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *minimal = fixture_path ("minimal.xml");
  g_autofree char *text = test_read_file (minimal);
  g_autofree char *path = g_build_filename (dir, "broken.xml", NULL);
  g_autofree char *prefix = g_strdup_printf ("%s:10: ", path);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *broken = NULL;
  g_auto(Run) run = { 0, };

  /* A bad grid character on line 10. */
  g_free (lines[9]);
  lines[9] = g_strdup ("        ######........x.......##########");
  broken = g_strjoinv ("\n", lines);
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));

  if (run_polyform (&run, "validate", path, NULL))
    {
      g_assert_cmpint (run.status, ==, 1);
      g_assert_true (g_str_has_prefix (run.err, prefix));
      g_assert_cmpstr (run.out, ==, "");
    }
  test_remove_temp_dir (dir);
}

static void
test_validate_not_xml (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "not.xml", NULL);
  g_autofree char *prefix = g_strdup_printf ("%s:4: ", path);
  g_auto(Run) run = { 0, };

  g_assert_true (g_file_set_contents (path, "<polyform-project version=\"1\">\n\n  <meta>\n"
                                      "</polyform-project>\n", -1, NULL));
  if (run_polyform (&run, "validate", path, NULL))
    {
      g_assert_cmpint (run.status, ==, 1);
      /* <meta> opened on line 3 is closed by </polyform-project> on line 4. */
      g_assert_true (g_str_has_prefix (run.err, prefix));
      g_assert_nonnull (strstr (run.err, "meta line 3"));
      g_assert_cmpstr (run.out, ==, "");
    }
  test_remove_temp_dir (dir);
}

static void
test_validate_hostile (void)
{
  const char *names[] = { "billion-laughs.xml", "external-entity.xml" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = fixture_path (names[i]);
      g_autofree char *prefix = g_strdup_printf ("%s:2: ", path);
      g_auto(Run) run = { 0, };

      if (!run_polyform (&run, "validate", path, NULL))
        return;
      g_assert_cmpint (run.status, ==, 1);
      g_assert_true (g_str_has_prefix (run.err, prefix));
      g_assert_cmpstr (run.out, ==, "");
      g_assert_null (strstr (run.err, "root:"));
    }
}

static void
test_validate_missing_file (void)
{
  g_auto(Run) run = { 0, };

  if (!run_polyform (&run, "validate", "/nonexistent/polyform/project.xml", NULL))
    return;
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, "/nonexistent/polyform/project.xml: "));
}

static void
test_usage_errors (void)
{
  g_autofree char *starter = test_starter_path ();
  const char *cases[][4] = {
    { "frobnicate", NULL },                      /* unknown command */
    { NULL },                                    /* no command */
    { "--bogus", NULL },                         /* unknown option before a command */
    { "validate", "--bogus", starter, NULL },    /* unknown option */
    { "info", "--jsn", starter, NULL },
    { "format", "--output", NULL },              /* option without its value */
    { "validate", NULL },                        /* missing argument */
    { "info", "--json", NULL },
    { "format", NULL },
    { "validate", starter, starter, NULL },      /* one argument too many */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0, };

      if (!run_polyform (&run, cases[i][0], cases[i][1], cases[i][2], cases[i][3], NULL))
        return;
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, !=, "");
    }
}

/* Numbers: not a number is a usage error (2); out of range, negative or too
 * large for 64 bits is invalid input (1) naming the option (SPEC §7). */
static void
test_numbers (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *field = g_strnfill (264, '0');
  const char *huge = "99999999999999999999";
  const struct { int status; const char *option; const char *args[10]; } cases[] = {
    /* An id the project file could not hold names its option too. */
    { 1, "--pack", { "layout", starter, "--pack", "a b", "-o", out } },
    { 1, "--pack", { "layout", starter, "--pack", "", "-o", out } },
    { 1, "--keep", { "map", starter, "--tileset", "meadow", "--width", "5", "--height", "5",
                     "--keep", "k\001" } },
    { 1, "--pack", { "import", starter, "--pack", "p\001", "--from", starter, "-o", out } },
    { 1, "--rounds", { "generate", starter, "--pack", "starter", "--rounds", "-1", "-o", out } },
    { 1, "--rounds", { "generate", starter, "--pack", "starter", "--rounds", "0", "-o", out } },
    { 1, "--seed", { "generate", starter, "--pack", "starter", "--seed", huge, "-o", out } },
    { 1, "--count", { "generate", starter, "--pack", "starter", "--count", huge, "-o", out } },
    { 1, "--threads", { "generate", starter, "--pack", "starter", "--threads", "-3" } },
    { 1, "--max-states", { "generate", starter, "--pack", "starter", "--max-states", "0" } },
    { 2, "--trials", { "generate", starter, "--pack", "starter", "--trials", "many" } },
    { 1, "--max-states", { "solve", starter, "--max-states", huge } },
    { 1, "--max-states", { "solve", starter, "--max-states", "-1" } },
    { 2, "--max-states", { "solve", starter, "--max-states", "1e6" } },
    { 1, "--seed", { "layout", starter, "--pack", "p", "--seed", "-99999999999999999999999" } },
    { 1, "--compactness", { "layout", starter, "--pack", "p", "--compactness", "1e999" } },
    { 1, "--compactness", { "layout", starter, "--pack", "p", "--compactness", "-0.5" } },
    { 2, "--compactness", { "layout", starter, "--pack", "p", "--compactness", "nan" } },
    { 1, "--keys", { "layout", starter, "--pack", "p", "--keys", "5" } },
    { 1, "--seed", { "play", "--seed", huge } },
    { 2, "--seed", { "play", "--seed", "12abc" } },
    { 1, "--count", { "specials", "--field", field, "--count", huge } },
    { 1, "--seed", { "specials", "--field", field, "--count", "1", "--seed", "-1" } },
    { 1, "--width", { "map", starter, "--tileset", "meadow", "--width", huge, "--height", "4" } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0, };
      const char * const *a = cases[i].args;

      if (!run_polyform (&run, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9],
                         NULL))
        return;
      if (run.status != cases[i].status || strstr (run.err, cases[i].option) == NULL)
        g_error ("case %u: exit %d, stderr “%s”; expected exit %d naming %s",
                 i, run.status, run.err, cases[i].status, cases[i].option);
    }
  /* Nothing was written. */
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  test_remove_temp_dir (dir);
}

/* Arguments GOption alone would take or report badly: each is refused
 * naming the option, and nothing is written. */
static void
test_arguments (void)
{
  g_autofree char *starter = test_starter_path ();
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *png = g_build_filename (dir, "-", NULL);
  g_autofree char *cwd = g_get_current_dir ();
  const struct { int status; const char *named; const char *args[8]; } cases[] = {
    /* An image to standard output would be a file called "-". */
    { 2, "--png cannot write to standard output", { "render", starter, "--level", "level-01",
                                                     "--png", "-" } },
    { 2, "--svg needs a file name", { "render", starter, "--level", "level-01", "--svg=" } },
    { 2, "--tmx needs a file name", { "map", starter, "--map", "meadow-16x12", "--tmx", "" } },
    { 2, "--from needs a file name", { "import", starter, "--pack", "starter", "--from", "" } },
    { 2, "argument 1 is empty", { "info", "" } },
    /* GOption reads hexadecimal and "inf" as numbers; a minute count is decimal. */
    { 2, "--minutes needs a number, not “0x10”", { "generate", starter, "--pack", "starter",
                                                    "--minutes", "0x10" } },
    { 2, "--minutes needs a number, not “inf”", { "build-pack", starter, "--pack", "starter",
                                                   "--count", "2", "--minutes", "inf" } },
    /* GOption refuses text that is not UTF-8 without naming its option. */
    { 2, "--pack needs UTF-8 text", { "solve", starter, "--pack", "\xff" } },
    { 2, "--level needs UTF-8 text", { "solve", starter, "--level=a\xff" } },
  };

  g_assert_no_errno (g_chdir (dir));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0, };
      const char * const *a = cases[i].args;

      if (!run_polyform (&run, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], NULL))
        break;
      if (run.status != cases[i].status || strstr (run.err, cases[i].named) == NULL)
        g_error ("case %u: exit %d, stderr “%s”; expected exit %d saying %s",
                 i, run.status, run.err, cases[i].status, cases[i].named);
    }
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  g_assert_no_errno (g_chdir (cwd));

  /* "--" ends the options: a file name may begin with a minus. */
  {
    g_autofree char *odd = g_build_filename (dir, "-s.xml", NULL);
    g_autofree char *data = test_read_file (starter);
    g_auto(Run) run = { 0, };

    g_assert_true (g_file_set_contents (odd, data, -1, NULL));
    g_assert_no_errno (g_chdir (dir));
    if (run_polyform (&run, "info", "--", "-s.xml", NULL))
      {
        g_assert_cmpint (run.status, ==, 0);
        g_assert_nonnull (strstr (run.out, "Starter project"));
      }
    g_assert_no_errno (g_chdir (cwd));
  }
  test_remove_temp_dir (dir);
}

static void
test_info_json (void)
{
  g_autofree char *starter = test_starter_path ();
  g_auto(Run) run = { 0, };

  if (!run_polyform (&run, "info", starter, "--json", NULL))
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (run.out[0] == '{');
  g_assert_true (is_json (run.out));
  g_assert_nonnull (strstr (run.out, "\"packs\""));
  g_assert_nonnull (strstr (run.out, "\"title\":\"Starter project\""));
  /* 16 levels, 3 layouts, 1 tile set of 7 shapes, 1 map of 16 x 12, playtest settings */
  g_assert_cmpuint (test_count (run.out, "\"blocks\":"), ==, 16);
  g_assert_nonnull (strstr (run.out, "{\"id\":\"level-16\",\"blocks\":12,"));
  g_assert_cmpuint (test_count (run.out, "\"cells\":"), ==, 3);
  g_assert_nonnull (strstr (run.out, "{\"id\":\"almost-full\",\"cells\":15}"));
  g_assert_cmpuint (test_count (run.out, "\"shapes\":"), ==, 1);
  g_assert_nonnull (strstr (run.out, "{\"id\":\"meadow\",\"shapes\":7,\"terrains\":4}"));
  g_assert_cmpuint (test_count (run.out, "\"placements\":"), ==, 1);
  g_assert_nonnull (strstr (run.out, "\"width\":16,\"height\":12,"));
  g_assert_nonnull (strstr (run.out, "\"playtest\":true"));
}

static void
test_info_text (void)
{
  g_autofree char *starter = test_starter_path ();
  g_auto(Run) run = { 0, };

  if (!run_polyform (&run, "info", starter, NULL))
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "1 pack(s), 16 level(s)\n"));
  g_assert_nonnull (strstr (run.out, "3 shell layout(s)\n"));
  g_assert_nonnull (strstr (run.out, "1 tile set(s)\n"));
  g_assert_nonnull (strstr (run.out, "playtest settings: yes\n"));
}

static void
test_format_in_place (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *starter = test_starter_path ();
  g_autofree char *original = test_read_file (starter);
  g_autofree char *copy = copy_to (starter, dir, "starter.xml");
  g_autofree char *loose_fixture = fixture_path ("whitespace.xml");
  g_autofree char *loose = copy_to (loose_fixture, dir, "loose.xml");
  g_autofree char *minimal = fixture_path ("minimal.xml");
  g_autofree char *minimal_text = test_read_file (minimal);
  g_autoptr(PfProject) expected_project = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  expected_project = pf_project_load_from_data (minimal_text, -1, "minimal.xml", &error);
  g_assert_no_error (error);
  expected = pf_project_to_data (expected_project);

  /* The canonical starter comes back byte for byte. */
  {
    g_auto(Run) run = { 0, };
    g_autofree char *after = NULL;

    if (!run_polyform (&run, "format", copy, NULL))
      {
        test_remove_temp_dir (dir);
        return;
      }
    g_assert_cmpint (run.status, ==, 0);
    after = test_read_file (copy);
    g_assert_cmpstr (after, ==, original);
  }

  /* A loose file is rewritten canonically, keeping its mode; twice changes nothing. */
  g_assert_cmpint (g_chmod (loose, 0600), ==, 0);
  for (guint i = 0; i < 2; i++)
    {
      g_auto(Run) run = { 0, };
      g_autofree char *after = NULL;

      g_assert_true (run_polyform (&run, "format", loose, NULL));
      g_assert_cmpint (run.status, ==, 0);
      after = test_read_file (loose);
      g_assert_cmpstr (after, ==, expected);
      g_assert_cmpint (g_stat (loose, &st), ==, 0);
      g_assert_cmpint (st.st_mode & 07777, ==, 0600);
    }

  /* A bad file is not touched. */
  {
    g_auto(Run) run = { 0, };
    g_autofree char *bad = g_build_filename (dir, "bad.xml", NULL);
    const char *bad_text = "<polyform-project version=\"1\"><bogus/></polyform-project>\n";
    g_autofree char *after = NULL;

    g_assert_true (g_file_set_contents (bad, bad_text, -1, NULL));
    g_assert_true (run_polyform (&run, "format", bad, NULL));
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_str_has_prefix (run.err, bad));
    after = test_read_file (bad);
    g_assert_cmpstr (after, ==, bad_text);
  }

  /* Only the three files: no temporary left behind. */
  {
    g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
    guint n = 0;

    while (g_dir_read_name (handle) != NULL)
      n++;
    g_assert_cmpuint (n, ==, 3);
  }
  test_remove_temp_dir (dir);
}

static void
test_format_output (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *loose_fixture = fixture_path ("whitespace.xml");
  g_autofree char *loose_text = test_read_file (loose_fixture);
  g_autofree char *loose = copy_to (loose_fixture, dir, "loose.xml");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", "out.xml", NULL);
  g_autofree char *minimal = fixture_path ("minimal.xml");
  g_autofree char *minimal_text = test_read_file (minimal);
  g_autoptr(PfProject) expected_project = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;

  expected_project = pf_project_load_from_data (minimal_text, -1, "minimal.xml", &error);
  g_assert_no_error (error);
  expected = pf_project_to_data (expected_project);

  {
    g_auto(Run) run = { 0, };
    g_autofree char *written = NULL;
    g_autofree char *input_after = NULL;

    if (!run_polyform (&run, "format", loose, "-o", out, NULL))
      {
        test_remove_temp_dir (dir);
        return;
      }
    g_assert_cmpint (run.status, ==, 0);
    written = test_read_file (out);
    g_assert_cmpstr (written, ==, expected);
    input_after = test_read_file (loose);
    g_assert_cmpstr (input_after, ==, loose_text);
  }

  /* The long spelling, and a folder that does not exist. */
  {
    g_auto(Run) run = { 0, };
    g_autofree char *output_arg = g_strdup_printf ("--output=%s", missing);

    g_assert_true (run_polyform (&run, "format", loose, output_arg, NULL));
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, missing));
    g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  }

  test_remove_temp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/project/json-checker", test_json_checker);
  g_test_add_func ("/cli/project/version", test_version);
  g_test_add_func ("/cli/project/version/after-command", test_version_after_command);
  g_test_add_func ("/cli/project/validate/starter", test_validate_starter);
  g_test_add_func ("/cli/project/validate/malformed", test_validate_malformed);
  g_test_add_func ("/cli/project/validate/not-xml", test_validate_not_xml);
  g_test_add_func ("/cli/project/validate/hostile", test_validate_hostile);
  g_test_add_func ("/cli/project/validate/missing-file", test_validate_missing_file);
  g_test_add_func ("/cli/project/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/project/numbers", test_numbers);
  g_test_add_func ("/cli/project/arguments", test_arguments);
  g_test_add_func ("/cli/project/info/json", test_info_json);
  g_test_add_func ("/cli/project/info/text", test_info_text);
  g_test_add_func ("/cli/project/format/in-place", test_format_in_place);
  g_test_add_func ("/cli/project/format/output", test_format_output);

  return g_test_run ();
}

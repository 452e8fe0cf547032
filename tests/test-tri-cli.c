/* test-tri-cli.c: polyform solve, generate, layout and render, as users run them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <glib/gstdio.h>

#include "pf-project.h"
#include "pf-tri-same-puzzle.h"
#include "polyform-run.h"
#include "tri-fixtures.h"

static char *
starter_path (void)
{
  return g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "data", "examples", "starter.xml", NULL);
}

/* The number after "KEY": in @json, from @from on; fails when absent. */
static gint64
json_int (const char *json,
          const char *key)
{
  g_autofree char *needle = g_strdup_printf ("\"%s\":", key);
  const char *at = strstr (json, needle);

  g_assert_nonnull (at);
  return g_ascii_strtoll (at + strlen (needle), NULL, 10);
}

static void
test_solve_json (void)
{
  g_autofree char *starter = starter_path ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (polyform_run (&out, &err, "solve", starter, "--json", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (out, "{\"levels\":[{\"pack\":\"starter\",\"level\":\"level-01\","));
  /* Every level of the example is solvable, with moves, steps and a solution. */
  for (guint i = 1; i <= 16; i++)
    {
      g_autofree char *level = g_strdup_printf ("\"level\":\"level-%02u\",\"solvable\":true,"
                                                "\"moves\":", i);

      g_assert_nonnull (strstr (out, level));
    }
  g_assert_null (strstr (out, "\"solvable\":false"));
}

/* Level-02 by hand: slide the V block off the key's row, then drive the key
 * home; its 20 states split 4 solved, 15 one move away, 1 two moves away. */
static void
test_solve_analyze (void)
{
  g_autofree char *starter = starter_path ();
  g_autofree char *out = NULL;
  g_autofree char *analysed = NULL;
  const char *histogram;
  gint64 reachable, solved, sum = 0, buckets = 0;
  char *end;

  g_assert_cmpint (polyform_run (&out, NULL, "solve", starter, "--level", "level-02", "--analyze",
                                 "--json", NULL), ==, 0);
  g_assert_cmpint (json_int (out, "moves"), ==, 2);
  g_assert_cmpint (json_int (out, "steps"), ==, 6);
  g_assert_nonnull (strstr (out, "\"solution\":[{\"block\":1,\"dir\":\"+\",\"steps\":1},"
                                 "{\"block\":0,\"dir\":\"+\",\"steps\":5}]"));
  reachable = json_int (out, "reachable");
  solved = json_int (out, "solved_states");
  g_assert_cmpint (reachable, ==, 20);
  g_assert_cmpint (json_int (out, "max_distance"), ==, 2);
  g_assert_cmpint (json_int (out, "farther_states"), ==, 0);
  g_assert_nonnull (strstr (out, "\"difficulty\":"));

  /* Bucket 0 is the solved states, and the histogram sums to the reachable states. */
  histogram = strstr (out, "\"histogram\":[");
  g_assert_nonnull (histogram);
  histogram += strlen ("\"histogram\":[");
  g_assert_cmpint (g_ascii_strtoll (histogram, NULL, 10), ==, solved);
  for (const char *p = histogram; *p != ']'; p = *end == ',' ? end + 1 : end)
    {
      sum += g_ascii_strtoll (p, &end, 10);
      buckets++;
      g_assert_true (end != p);
    }
  g_assert_cmpint (sum, ==, reachable);
  g_assert_cmpint (buckets, ==, 3);

  /* Solved within the budget, its state space not: the analysis says it gave up. */
  g_assert_cmpint (polyform_run (&analysed, NULL, "solve", starter, "--level", "level-09",
                                 "--max-states", "14000", "--analyze", "--json", NULL), ==, 0);
  g_assert_nonnull (strstr (analysed, "\"moves\":8,"));
  g_assert_nonnull (strstr (analysed, "\"analysis_gave_up\":true"));
}

/* A key block whose goal lies on another row it can never reach. */
static const char unsolvable_xml[] =
  "<polyform-project version=\"1\">\n"
  "  <tri-pack id=\"p\">\n"
  "    <tri-level id=\"stuck\">\n"
  "      <grid>\n"
  "        ################################\n"
  "        ################################\n"
  "        ################################\n"
  "        ################################\n"
  "        ########..........##############\n"
  "        ########################********\n"
  "        ################################\n"
  "        ################################\n"
  "        ################################\n"
  "        ################################\n"
  "        ################################\n"
  "        ################################\n"
  "        ################################\n"
  "        ################################\n"
  "        ################################\n"
  "        ################################\n"
  "      </grid>\n"
  "      <block axis=\"u\" row=\"4\" col=\"4\" ori=\"up\" length=\"3\" key=\"true\"/>\n"
  "    </tri-level>\n"
  "  </tri-pack>\n"
  "</polyform-project>\n";

static void
test_solve_unsolvable (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pf-tri-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "stuck.xml", NULL);
  g_autofree char *out = NULL;

  g_assert_true (g_file_set_contents (path, unsolvable_xml, -1, NULL));
  g_assert_cmpint (polyform_run (&out, NULL, "solve", path, "--analyze", "--json", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "\"solvable\":false,\"moves\":null,\"steps\":null"));
  g_assert_nonnull (strstr (out, "\"solution\":[]"));
  g_assert_nonnull (strstr (out, "\"max_distance\":null"));
  g_assert_cmpint (json_int (out, "solved_states"), ==, 0);

  /* The text says there is no distance, rather than -1. */
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (polyform_run (&out, NULL, "solve", path, "--analyze", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "solved states 0: no distances and no difficulty"));
  g_assert_null (strstr (out, "-1"));
  g_unlink (path);
  g_rmdir (dir);
}

/* generate --count N that makes fewer levels (here none: the source has
 * no solution, and its walls keep the goals out of reach) says so, still
 * writes the file, and exits 1, so a script does not take it for N; and
 * it says why none was made. */
static void
test_generate_fewer (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pf-tri-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "stuck.xml", NULL);
  g_autofree char *out_path = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *starter = starter_path ();
  g_autofree char *err = NULL;

  g_assert_true (g_file_set_contents (path, unsolvable_xml, -1, NULL));
  g_assert_cmpint (polyform_run (NULL, &err, "generate", path, "--pack", "p", "--count", "2",
                                 "--rounds", "1", "--trials", "4", "-o", out_path, NULL), ==, 1);
  g_assert_nonnull (strstr (err, "no new level found from stuck: it has no solution"));
  g_assert_nonnull (strstr (err, "made 0 of the 2 levels asked for"));
  g_assert_true (g_file_test (out_path, G_FILE_TEST_EXISTS));
  g_unlink (out_path);

  /* A source the budget cannot solve is not called unsolvable. */
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (polyform_run (NULL, &err, "generate", starter, "--pack", "starter",
                                 "--max-states", "1", "--rounds", "1", "--trials", "4",
                                 "-o", out_path, NULL), ==, 1);
  g_assert_nonnull (strstr (err, "no new level found from level-01: it is not solved within "
                                 "--max-states 1"));
  g_unlink (out_path);
  g_unlink (path);
  g_rmdir (dir);
}

/* Four rows of three one-column blocks in ten columns: 2 * 10^8 states,
 * about 4 GB for any search. */
static void
write_huge_level (const char *path)
{
  g_autoptr(PfProject) project = pf_project_new ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PfTriPack *pack = pf_tri_pack_new ("big");
  PfTriLevel *level = pf_tri_level_new ("rows");

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    pf_tri_mask_set (&level->walls, t, pf_tri_row (t) >= 4 || pf_tri_col (t) >= 10);
  for (guint r = 0; r < 4; r++)
    for (guint k = 0; k < 3; k++)
      {
        PfTriBlock *b = &level->blocks[level->n_blocks++];

        b->axis = PF_TRI_AXIS_U;
        b->first = pf_tri_index (r, k, PF_TRI_UP);
        b->length = 2;
        b->key = r == 0 && k == 2;
      }
  pf_tri_mask_set (&level->goals, pf_tri_index (3, 9, PF_TRI_UP), TRUE);
  g_ptr_array_add (pack->levels, level);
  g_ptr_array_add (pf_project_get_packs (project), pack);
  g_assert_true (pf_project_save (project, file, &error));
  g_assert_no_error (error);
}

/* A search that cannot fit in memory stops before it runs out, with a
 * message, and exit status 1. */
static void
test_solve_out_of_memory (void)
{
  const PolyformRunOptions small = { .data_limit = 48 << 20 };
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

#ifdef __SANITIZE_ADDRESS__
  /* The sanitizer build's shadow memory alone is past any such limit. */
  g_test_skip ("AddressSanitizer needs more address space than the limit leaves");
  return;
#endif
  dir = g_dir_make_tmp ("pf-tri-cli-XXXXXX", NULL);
  path = g_build_filename (dir, "huge.xml", NULL);
  write_huge_level (path);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *err = NULL;

      g_assert_cmpint (polyform_run_with (&small, NULL, &err, "solve", path,
                                          i == 0 ? "--json" : "--analyze", NULL), ==, 1);
      g_assert_nonnull (strstr (err, "level big/rows: not enough memory for the solver"));
    }
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_generate_and_layout (void)
{
  g_autofree char *starter = starter_path ();
  g_autofree char *dir = g_dir_make_tmp ("pf-tri-cli-XXXXXX", NULL);
  g_autofree char *generated = g_build_filename (dir, "generated.xml", NULL);
  g_autofree char *laid_out = g_build_filename (dir, "layout.xml", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;
  PfTriPack *pack;
  PfTriLevel *made;

  g_assert_cmpint (polyform_run (NULL, NULL, "generate", starter, "--pack", "starter",
                                 "--from", "level-02", "--rounds", "3", "--trials", "8",
                                 "--threads", "2", "-o", generated, NULL), ==, 0);
  file = g_file_new_for_path (generated);
  project = pf_project_load (file, &error);
  g_assert_no_error (error);
  pack = pf_project_find_pack (project, "starter");
  g_assert_cmpuint (pack->levels->len, ==, 17);
  made = g_ptr_array_index (pack->levels, 16);
  /* A fresh id of its own, and a title that says what it was made from */
  g_assert_cmpstr (made->id, ==, "level-17");
  g_assert_cmpstr (made->meta.title, ==, "Out of the way (Variant 1)");
  /* Harder than its source, unlike every level of the pack, with figures
   * from the solver. */
  g_assert_cmpint (made->figures.moves, >, 2);
  for (guint i = 0; i < 16; i++)
    g_assert_false (pf_tri_level_same_puzzle (made, g_ptr_array_index (pack->levels, i)));
  g_assert_cmpint (polyform_run (NULL, NULL, "solve", generated, "--level", made->id, NULL), ==, 0);

  g_assert_cmpint (polyform_run (NULL, NULL, "layout", starter, "--pack", "fresh", "--seed", "3",
                                 "-o", laid_out, NULL), ==, 0);
  g_clear_object (&project);
  g_clear_object (&file);
  file = g_file_new_for_path (laid_out);
  project = pf_project_load (file, &error);
  g_assert_no_error (error);
  pack = pf_project_find_pack (project, "fresh");
  g_assert_nonnull (pack);
  g_assert_cmpuint (pack->levels->len, ==, 1);
  g_assert_cmpint (((PfTriLevel *) g_ptr_array_index (pack->levels, 0))->figures.moves, >=, 1);

  /* Four keys' paths need more floor than --area 8: it says so. */
  {
    g_autofree char *err = NULL;

    g_assert_cmpint (polyform_run (NULL, &err, "layout", starter, "--pack", "fresh", "--keys",
                                   "4", "--area", "8", "-o", laid_out, NULL), ==, 0);
    g_assert_nonnull (strstr (err, "the paths of 4 keys take"));
    g_assert_nonnull (strstr (err, "more than --area 8"));
  }

  g_unlink (generated);
  g_unlink (laid_out);
  g_rmdir (dir);
}

/* generate --minimal writes a level with no block that could go, which
 * check --strict passes; the same run without it keeps such blocks, and
 * check --strict says so. */
static void
test_generate_minimal (void)
{
  g_autofree char *starter = starter_path ();
  g_autofree char *dir = g_dir_make_tmp ("pf-tri-cli-XXXXXX", NULL);
  g_autofree char *loose = g_build_filename (dir, "loose.xml", NULL);
  g_autofree char *minimal = g_build_filename (dir, "minimal.xml", NULL);
  g_autofree char *out = NULL;
  g_autoptr(PfProject) project = NULL;
  PfTriPack *pack;
  PfTriLevel *made;

  g_assert_cmpint (polyform_run (NULL, NULL, "generate", starter, "--pack", "starter",
                                 "--from", "level-09", "--rounds", "6", "--trials", "8",
                                 "--threads", "2", "-o", loose, NULL), ==, 0);
  g_assert_cmpint (polyform_run (&out, NULL, "check", loose, "--level", "level-17", "--strict",
                                 NULL), !=, 0);
  g_assert_nonnull (strstr (out, "redundant"));
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (polyform_run (NULL, NULL, "generate", starter, "--pack", "starter",
                                 "--from", "level-09", "--rounds", "6", "--trials", "8",
                                 "--threads", "2", "--minimal", "-o", minimal, NULL), ==, 0);
  g_assert_cmpint (polyform_run (&out, NULL, "check", minimal, "--level", "level-17", "--strict",
                                 NULL), ==, 0);
  pack = tri_fixture_load_starter_pack (minimal, &project);
  made = pf_tri_pack_find_level (pack, "level-17");
  g_assert_nonnull (made);
  g_assert_nonnull (strstr (made->meta.notes, "blocks that did not matter taken away"));

  g_unlink (loose);
  g_unlink (minimal);
  g_rmdir (dir);
}

/* generate --min-moves with a target it cannot reach in its --minutes:
 * it stops when the time is up, writes the best level it has, says what it
 * reached, and exits 1. */
static void
test_generate_out_of_time (void)
{
  g_autofree char *starter = starter_path ();
  g_autofree char *dir = g_dir_make_tmp ("pf-tri-cli-XXXXXX", NULL);
  g_autofree char *generated = g_build_filename (dir, "generated.xml", NULL);
  g_autofree char *err = NULL;
  g_autofree char *reached = NULL;
  g_autoptr(PfProject) project = NULL;
  PfTriPack *pack;
  PfTriLevel *made;
  gint64 started = g_get_monotonic_time ();
  double seconds;

  /* 0.05 minutes: 3 s. */
  g_assert_cmpint (polyform_run (NULL, &err, "generate", starter, "--pack", "starter",
                                 "--from", "level-10", "--min-moves", "500", "--minutes", "0.05",
                                 "--threads", "2", "-o", generated, NULL), ==, 1);
  seconds = (g_get_monotonic_time () - started) / 1e6;
  g_assert_cmpfloat (seconds, >=, 3);
  g_assert_cmpfloat (seconds, <, 30);
  pack = tri_fixture_load_starter_pack (generated, &project);
  g_assert_cmpuint (pack->levels->len, ==, 17);
  made = g_ptr_array_index (pack->levels, 16);
  g_assert_cmpint (made->figures.moves, >, 9);
  reached = g_strdup_printf ("level from level-10 reached %d moves after", made->figures.moves);
  g_assert_nonnull (strstr (err, reached));
  g_assert_nonnull (strstr (err, "short of --min-moves 500"));
  /* What to try next: another seed, and the walls when they were kept. */
  g_assert_nonnull (strstr (err, "another --seed"));
  g_assert_nonnull (strstr (err, "--walls lets"));

  /* Bad minutes name the option, and the range they are out of: a time
   * limit of 0 is refused, so the range does not start at 0. */
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (polyform_run (NULL, &err, "generate", starter, "--pack", "starter",
                                 "--minutes", "0", "-o", generated, NULL), ==, 1);
  g_assert_nonnull (strstr (err, "--minutes 0 is out of range (more than 0, at most 10080)"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (polyform_run (NULL, &err, "build-pack", starter, "--pack", "starter",
                                 "--count", "2", "--minutes", "20000", "-o", generated, NULL),
                   ==, 1);
  g_assert_nonnull (strstr (err, "--minutes 20000 is out of range (more than 0, at most 10080)"));
  g_unlink (generated);
  g_rmdir (dir);
}

/* The same seed and settings give the same levels, whatever the threads;
 * no new level repeats a puzzle of the pack or of another new level. */
static void
test_generate_seed (void)
{
  g_autofree char *starter = starter_path ();
  g_autofree char *dir = g_dir_make_tmp ("pf-tri-cli-XXXXXX", NULL);
  g_autofree char *one = g_build_filename (dir, "one.xml", NULL);
  g_autofree char *two = g_build_filename (dir, "two.xml", NULL);
  g_autofree char *out1 = NULL, *out2 = NULL;
  g_autoptr(PfProject) p1 = NULL;
  g_autoptr(PfProject) p2 = NULL;
  PfTriPack *pack1, *pack2;

  /* Four levels from level-02: the same source four times, on one run. */
  g_assert_cmpint (polyform_run (&out1, NULL, "generate", starter, "--pack", "starter", "--from",
                                 "level-02", "--count", "4", "--rounds", "4", "--trials", "8",
                                 "--seed", "11", "--threads", "1", "-o", one, NULL), ==, 0);
  g_assert_cmpint (polyform_run (&out2, NULL, "generate", starter, "--pack", "starter", "--from",
                                 "level-02", "--count", "4", "--rounds", "4", "--trials", "8",
                                 "--seed", "11", "--threads", "2", "-o", two, NULL), ==, 0);
  g_assert_cmpstr (out1, ==, out2);
  pack1 = tri_fixture_load_starter_pack (one, &p1);
  pack2 = tri_fixture_load_starter_pack (two, &p2);
  g_assert_cmpuint (pack1->levels->len, ==, 20);
  g_assert_cmpuint (pack2->levels->len, ==, 20);
  for (guint k = 16; k < 20; k++)
    {
      PfTriLevel *level = g_ptr_array_index (pack1->levels, k);

      g_assert_true (pf_tri_level_same_layout (level, g_ptr_array_index (pack2->levels, k)));
      for (guint i = 0; i < k; i++)
        g_assert_false (pf_tri_level_same_puzzle (level, g_ptr_array_index (pack1->levels, i)));
    }
  g_unlink (one);
  g_unlink (two);
  g_rmdir (dir);
}

/* The PNG `render` writes of @what @id, with up to two more arguments
 * (@extra1, @extra2; %NULL for none), as bytes. */
static GBytes *
render_bytes (const char *starter,
              const char *png,
              const char *what,
              const char *id,
              const char *extra1,
              const char *extra2)
{
  char *contents = NULL;
  gsize length = 0;

  g_assert_cmpint (polyform_run (NULL, NULL, "render", starter, what, id, "--png", png,
                                 extra1, extra2, NULL), ==, 0);
  g_assert_true (g_file_get_contents (png, &contents, &length, NULL));
  return g_bytes_new_take (contents, length);
}

/* A layout is drawn as the layout page draws it, with its shell overlay
 * when asked, and layouts and maps in the dark palette with --dark. */
static void
test_render_layout_and_map (void)
{
  g_autofree char *starter = starter_path ();
  g_autofree char *dir = g_dir_make_tmp ("pf-tri-cli-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "picture.png", NULL);
  g_autoptr(GBytes) plain = render_bytes (starter, png, "--layout", "two-shells", NULL, NULL);
  g_autoptr(GBytes) none = render_bytes (starter, png, "--layout", "two-shells", "--overlay",
                                         "none");
  g_autoptr(GBytes) shells = render_bytes (starter, png, "--layout", "two-shells", "--overlay",
                                           "shells");
  g_autoptr(GBytes) dark = render_bytes (starter, png, "--layout", "two-shells", "--dark", NULL);
  g_autoptr(GBytes) map = render_bytes (starter, png, "--map", "meadow-16x12", NULL, NULL);
  g_autoptr(GBytes) map_dark = render_bytes (starter, png, "--map", "meadow-16x12", "--dark",
                                             NULL);

  g_assert_true (g_bytes_equal (plain, none));
  g_assert_false (g_bytes_equal (plain, shells));
  g_assert_false (g_bytes_equal (plain, dark));
  g_assert_false (g_bytes_equal (map, map_dark));
  g_unlink (png);
  g_rmdir (dir);
}

static void
test_render (void)
{
  g_autofree char *starter = starter_path ();
  g_autofree char *dir = g_dir_make_tmp ("pf-tri-cli-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "level.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "layout.svg", NULL);
  g_autofree char *err = NULL;
  g_autofree char *text = NULL;
  cairo_surface_t *surface;

  g_assert_cmpint (polyform_run (NULL, NULL, "render", starter, "--level", "level-05", "--png", png,
                                 "--overlay", "solution", "--size", "640x480", NULL), ==, 0);
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 640);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 480);
  cairo_surface_destroy (surface);

  g_assert_cmpint (polyform_run (NULL, NULL, "render", starter, "--layout", "two-shells",
                                 "--svg", svg, NULL), ==, 0);
  g_assert_true (g_file_get_contents (svg, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<svg"));

  /* Bad values are invalid input (1); a missing value is a usage error (2). */
  g_assert_cmpint (polyform_run (NULL, &err, "render", starter, "--level", "level-05", "--png", png,
                                 "--overlay", "bogus", NULL), ==, 1);
  g_assert_nonnull (strstr (err, "bogus"));
  g_assert_cmpint (polyform_run (NULL, NULL, "render", starter, "--level", "nope", "--png", png,
                                 NULL), ==, 1);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (polyform_run (NULL, &err, "render", starter, "--level", "level-05", "--png", png,
                                 "--size", "0x10", NULL), ==, 1);
  g_assert_nonnull (strstr (err, "--size 0x10 is out of range"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (polyform_run (NULL, &err, "render", starter, "--level", "level-05", "--png", png,
                                 "--size", "widexhigh", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "--size needs WxH"));
  g_clear_pointer (&err, g_free);
  /* A layout has one overlay of its own; a level's is a bad value for it. */
  g_assert_cmpint (polyform_run (NULL, &err, "render", starter, "--layout", "checker", "--png", png,
                                 "--overlay", "heat", NULL), ==, 1);
  g_assert_nonnull (strstr (err, "unknown overlay “heat” for a layout (none or shells)"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (polyform_run (NULL, &err, "render", starter, "--map", "meadow-16x12", "--png",
                                 png, "--overlay", "shells", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "--overlay draws on a level or a layout, not on a map"));
  /* A search past its budget draws the level without its overlay, and says so. */
  g_clear_pointer (&err, g_free);
  g_unlink (png);
  g_assert_cmpint (polyform_run (NULL, &err, "render", starter, "--level", "level-10", "--png", png,
                                 "--overlay", "heat", "--max-states", "100", NULL), ==, 0);
  g_assert_nonnull (strstr (err, "gave up after 100 states (--max-states; 0 for no limit); "
                                 "drawn without the overlay"));
  g_assert_true (g_file_test (png, G_FILE_TEST_EXISTS));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (polyform_run (NULL, &err, "render", starter, "--level", "level-10", "--png", png,
                                 "--overlay", "heat", NULL), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpint (polyform_run (NULL, NULL, "solve", starter, "--max-states", "lots", NULL), ==, 2);
  g_assert_cmpint (polyform_run (NULL, NULL, "solve", NULL), ==, 2);

  g_unlink (png);
  g_unlink (svg);
  g_rmdir (dir);
}

/* Drafts (SPEC §2.9): a level without a key block, one without a goal and
 * one without any block validate, show, solve as unsolvable, render, export
 * with null figures, and import again. */
static void
test_drafts (void)
{
  g_autofree char *drafts = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "tests", "data",
                                              "project", "drafts.xml", NULL);
  g_autofree char *dir = g_dir_make_tmp ("pf-tri-cli-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "draft.png", NULL);
  g_autofree char *json = g_build_filename (dir, "drafts.json", NULL);
  g_autofree char *copy = g_build_filename (dir, "copy.xml", NULL);
  g_autofree char *out = NULL;
  g_autofree char *analyzed = NULL;
  g_autofree char *info = NULL;
  g_autofree char *exported = NULL;
  g_autofree char *imported = NULL;
  static const char *const levels[] = { "no-key", "no-goal", "no-block" };

  g_assert_cmpint (polyform_run (&out, NULL, "validate", drafts, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "valid"));
  g_assert_cmpint (polyform_run (&info, NULL, "info", drafts, "--json", NULL), ==, 0);
  g_assert_nonnull (strstr (info, "{\"id\":\"no-block\",\"blocks\":0,\"moves\":null}"));

  g_clear_pointer (&out, g_free);
  g_assert_cmpint (polyform_run (&out, NULL, "solve", drafts, "--json", NULL), ==, 0);
  g_assert_cmpint (polyform_run (&analyzed, NULL, "solve", drafts, "--analyze", "--json", NULL),
                   ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_autofree char *unsolvable = g_strdup_printf ("\"level\":\"%s\",\"solvable\":false,"
                                                     "\"moves\":null,\"steps\":null,",
                                                     levels[i]);

      g_assert_nonnull (strstr (out, unsolvable));
      g_assert_nonnull (strstr (analyzed, unsolvable));
      g_assert_cmpint (polyform_run (NULL, NULL, "render", drafts, "--level", levels[i], "--png",
                                     png, "--overlay", "heat", NULL), ==, 0);
      g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
      g_unlink (png);
    }
  g_assert_null (strstr (out, "\"solvable\":true"));
  /* No key: the blocks still slide; no block: the one state there is. */
  g_assert_nonnull (strstr (analyzed, "\"level\":\"no-block\",\"solvable\":false,\"moves\":null,"
                                      "\"steps\":null,\"explored\":1,\"solution\":[],"
                                      "\"reachable\":1,\"solved_states\":0,"
                                      "\"max_distance\":null,"));
  g_assert_nonnull (strstr (analyzed, "\"level\":\"no-key\",\"solvable\":false,\"moves\":null,"
                                      "\"steps\":null,\"explored\":36,"));

  g_assert_cmpint (polyform_run (&exported, NULL, "export", drafts, "--pack", "drafts", "-o",
                                 json, NULL), ==, 0);
  g_clear_pointer (&exported, g_free);
  g_assert_true (g_file_get_contents (json, &exported, NULL, NULL));
  g_assert_nonnull (strstr (exported, "\"blocks\":[],\"moves\":null,\"steps\":null,"
                                      "\"difficulty\":null,\"solution\":null"));
  g_assert_cmpint (polyform_run (&imported, NULL, "import", drafts, "--pack", "drafts", "--from",
                                 json, "-o", copy, NULL), ==, 0);
  g_assert_cmpint (polyform_run (NULL, NULL, "validate", copy, NULL), ==, 0);

  g_unlink (json);
  g_unlink (copy);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tri-cli/solve-json", test_solve_json);
  g_test_add_func ("/tri-cli/solve-analyze", test_solve_analyze);
  g_test_add_func ("/tri-cli/solve-unsolvable", test_solve_unsolvable);
  g_test_add_func ("/tri-cli/solve-out-of-memory", test_solve_out_of_memory);
  g_test_add_func ("/tri-cli/generate-and-layout", test_generate_and_layout);
  g_test_add_func ("/tri-cli/generate-out-of-time", test_generate_out_of_time);
  g_test_add_func ("/tri-cli/generate-seed", test_generate_seed);
  g_test_add_func ("/tri-cli/generate-minimal", test_generate_minimal);
  g_test_add_func ("/tri-cli/generate-fewer", test_generate_fewer);
  g_test_add_func ("/tri-cli/render", test_render);
  g_test_add_func ("/tri-cli/render-layout-and-map", test_render_layout_and_map);
  g_test_add_func ("/tri-cli/drafts", test_drafts);
  return g_test_run ();
}

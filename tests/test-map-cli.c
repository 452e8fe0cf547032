/* test-map-cli.c: `polyform map`, its output, exports and exit codes (SPEC §7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"
#include "polyform-run.h"

#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

static const char project_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<polyform-project version=\"1\">\n"
  "  <tileset id=\"seed\">\n"
  "    <terrain id=\"0\" name=\"Grass\" colour=\"#55aa33\"/>\n"
  "    <terrain id=\"1\" name=\"Lake\" colour=\"#3377dd\"/>\n"
  "    <terrain id=\"2\" name=\"Rock\" colour=\"#888888\"/>\n"
  "    <forbid a=\"1\" b=\"2\"/>\n"
  "    <shape id=\"single\" weight=\"1\" rotate=\"true\">\n"
  "      <cells>#</cells>\n"
  "      <variant id=\"tuft\" name=\"Tuft\" colour=\"#66bb44\" terrain=\"0\"/>\n"
  "    </shape>\n"
  "    <shape id=\"l\" weight=\"2\" rotate=\"true\">\n"
  "      <cells>\n        ##\n        #.\n        #.\n      </cells>\n"
  "      <variant id=\"pond\" name=\"Pond\" colour=\"#3377dd\" terrain=\"1\"/>\n"
  "      <variant id=\"ridge\" name=\"Ridge\" colour=\"#888888\" terrain=\"2\"/>\n"
  "    </shape>\n"
  "    <shape id=\"bar\" weight=\"2\" rotate=\"false\">\n"
  "      <cells>###</cells>\n"
  "      <variant id=\"wall\" name=\"Wall\" colour=\"#777777\" terrain=\"2\"/>\n"
  "    </shape>\n"
  "  </tileset>\n"
  "  <tileset id=\"nosingle\">\n"
  "    <terrain id=\"0\" name=\"Grass\" colour=\"#55aa33\"/>\n"
  "    <shape id=\"double\" weight=\"1\" rotate=\"true\">\n"
  "      <cells>##</cells>\n"
  "      <variant id=\"d\" name=\"D\" colour=\"#66bb44\" terrain=\"0\"/>\n"
  "    </shape>\n"
  "  </tileset>\n"
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

  fixture->dir = g_dir_make_tmp ("pf-map-cli-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->path = g_build_filename (fixture->dir, "tiles.xml", NULL);
  g_file_set_contents (fixture->path, project_xml, -1, &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->path);
  g_free (fixture->dir);
}


#define RUN(out, err, ...) \
  polyform_run_argv ((out), (err), (const char * const[]) { __VA_ARGS__, NULL })

/* Reads the "cells" lists of the JSON output and checks that they cover the
 * map exactly once; returns the number of placements */
static guint
check_json_cover (const char *json,
                  guint       width,
                  guint       height)
{
  g_autofree guint8 *covered = g_new0 (guint8, width * height);
  g_autofree char *head = g_strdup_printf ("\"width\":%u,\"height\":%u,", width, height);
  const char *p = json;
  guint n_placements = 0, n_cells = 0;

  g_assert_nonnull (strstr (json, head));
  while ((p = strstr (p, "\"cells\":[")) != NULL)
    {
      p += strlen ("\"cells\":[");
      n_placements++;
      while (*p == '[')
        {
          guint x, y;
          int used = 0;

          g_assert_cmpint (sscanf (p, "[%u,%u]%n", &x, &y, &used), ==, 2);
          g_assert_cmpint (used, >, 0);
          g_assert_cmpuint (x, <, width);
          g_assert_cmpuint (y, <, height);
          g_assert_cmpuint (covered[y * width + x], ==, 0);
          covered[y * width + x] = 1;
          n_cells++;
          p += used;
          if (*p == ',')
            p++;
        }
      g_assert_cmpint (*p, ==, ']');
    }
  g_assert_cmpuint (n_cells, ==, width * height);
  return n_placements;
}

static void
test_json (Fixture       *fixture,
           gconstpointer  data)
{
  for (guint mode = 0; mode < 2; mode++)
    {
      const char *name = mode == 0 ? "classic" : "packed";
      g_autofree char *out = NULL, *err = NULL, *again = NULL, *other = NULL;
      g_autofree char *placements = NULL;
      guint n;

      g_assert_cmpint (RUN (&out, &err, "map", fixture->path, "--tileset", "seed",
                            "--width", "17", "--height", "11", "--seed", "42",
                            "--mode", name, "--json"), ==, 0);
      /* Rock is everywhere, and lakes may not touch it: the packed map
       * keeps its rule and leaves the pond out, and says so. */
      if (mode == 0)
        g_assert_cmpstr (err, ==, "");
      else
        g_assert_cmpstr (err, ==, "polyform: warning: Variant “Pond” of shape “l” has no "
                                  "placement: forbid rules keep Lake from Rock.\n");
      g_assert_true (g_str_has_prefix (out, "{\"tileset\":\"seed\",\"width\":17,\"height\":11,"));
      n = check_json_cover (out, 17, 11);
      placements = g_strdup_printf ("\"stats\":{\"placements\":%u,\"cells\":187,", n);
      g_assert_nonnull (strstr (out, placements));
      g_assert_nonnull (strstr (out, "\"shape\":\"bar\",\"variant\":\"wall\",\"rotation\":0,"));
      g_assert_null (strstr (out, "\"shape\":\"bar\",\"variant\":\"wall\",\"rotation\":1"));
      if (mode == 1)
        g_assert_nonnull (strstr (out, "\"forbid_violations\":0,"));

      /* The same seed gives the same map; another seed another one */
      g_assert_cmpint (RUN (&again, NULL, "map", fixture->path, "--tileset", "seed",
                            "--width", "17", "--height", "11", "--seed", "42",
                            "--mode", name, "--json"), ==, 0);
      g_assert_cmpstr (again, ==, out);
      g_assert_cmpint (RUN (&other, NULL, "map", fixture->path, "--tileset", "seed",
                            "--width", "17", "--height", "11", "--seed", "43",
                            "--mode", name, "--json"), ==, 0);
      g_assert_cmpstr (other, !=, out);
    }
}

static void
test_exports (Fixture       *fixture,
              gconstpointer  data)
{
  g_autofree char *tmx = g_build_filename (fixture->dir, "out.tmx", NULL);
  g_autofree char *tsx = g_build_filename (fixture->dir, "out.tsx", NULL);
  g_autofree char *tiles = g_build_filename (fixture->dir, "out-tiles.png", NULL);
  g_autofree char *png = g_build_filename (fixture->dir, "out.png", NULL);
  g_autofree char *out = NULL, *err = NULL, *head = NULL;
  gsize length = 0;

  g_assert_cmpint (RUN (&out, &err, "map", fixture->path, "--tileset", "seed", "--width", "9",
                        "--height", "7", "--tmx", tmx, "--png", png), ==, 0);
  g_assert_nonnull (strstr (out, "Map 9 x 7 from tile set “seed”, packed mode, seed 0"));
  g_assert_true (g_file_test (tmx, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (tsx, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (tiles, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_get_contents (png, &head, &length, NULL));
  g_assert_cmpuint (length, >, 8);
  g_assert_cmpmem (head, 8, "\x89PNG\r\n\x1a\n", 8);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* The map PNG may not overwrite the tile image */
  g_assert_cmpint (RUN (&out, &err, "map", fixture->path, "--tileset", "seed", "--width", "9",
                        "--height", "7", "--tmx", tmx, "--png", tiles), ==, 1);
  g_assert_nonnull (strstr (err, "overwrite"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A folder that does not exist */
  {
    g_autofree char *nowhere = g_build_filename (fixture->dir, "no", "map.tmx", NULL);

    g_assert_cmpint (RUN (&out, &err, "map", fixture->path, "--tileset", "seed", "--width", "9",
                          "--height", "7", "--tmx", nowhere), ==, 1);
    g_assert_nonnull (strstr (err, "polyform: "));
  }
}

typedef struct
{
  int         status;
  const char *message;
  const char *args[12];
} Case;

static void
test_exit_codes (Fixture       *fixture,
                 gconstpointer  data)
{
  const Case cases[] = {
    { 1, "out of range", { "--tileset", "seed", "--width", "0", "--height", "5" } },
    { 1, "out of range", { "--tileset", "seed", "--width", "5", "--height", "-2" } },
    { 1, "out of range", { "--tileset", "seed", "--width", "5000", "--height", "5" } },
    { 1, "out of range", { "--tileset", "seed", "--width", "99999999999999999999", "--height", "5" } },
    { 1, "out of range", { "--tileset", "seed", "--width", "5", "--height", "5", "--seed", "-1" } },
    { 2, "whole number", { "--tileset", "seed", "--width", "five", "--height", "5" } },
    { 2, "whole number", { "--tileset", "seed", "--width", "5", "--height", "5.5" } },
    { 2, "whole number", { "--tileset", "seed", "--width", "5", "--height", "5", "--seed", "x" } },
    { 2, "required", { "--width", "5", "--height", "5" } },
    { 2, "required", { "--tileset", "seed", "--height", "5" } },
    { 2, "--colour", { "--tileset", "seed", "--width", "5", "--height", "5", "--colour" } },
    { 2, "Missing argument", { "--tileset", "seed", "--width", "5", "--height" } },
    { 1, "no tile set", { "--tileset", "nope", "--width", "5", "--height", "5" } },
    { 1, "single", { "--tileset", "nosingle", "--width", "5", "--height", "5" } },
    /* The bar (3 x 1) may not turn to fit a map 2 wide */
    { 1, "“bar”", { "--tileset", "seed", "--width", "2", "--height", "9" } },
    /* The L fits no 1-wide map */
    { 1, "“l”", { "--tileset", "seed", "--width", "1", "--height", "9" } },
    { 1, "unknown mode", { "--tileset", "seed", "--width", "5", "--height", "5", "--mode", "x" } },
    { 1, "no map", { "--map", "nope" } },
    { 2, "--map works on a kept map", { "--map", "m", "--width", "5" } },
    { 2, "--map works on a kept map", { "--map", "m", "--keep", "n" } },
    { 2, "-o needs --keep", { "--tileset", "seed", "--width", "5", "--height", "5", "-o", "x.xml" } },
    { 2, "need --tmx", { "--tileset", "seed", "--width", "5", "--height", "5", "--no-objects" } },
    { 1, "out of range", { "--tileset", "seed", "--width", "5", "--height", "5", "--tmx", "a.tmx",
                           "--tile-size", "3" } },
    { 2, "whole number", { "--tileset", "seed", "--width", "5", "--height", "5", "--tmx", "a.tmx",
                           "--tile-size", "big" } },
    { 1, "unknown layer format", { "--tileset", "seed", "--width", "5", "--height", "5",
                                   "--tmx", "a.tmx", "--layer-format", "xml" } },
    { 1, "not an id", { "--tileset", "seed", "--width", "5", "--height", "5", "--keep", "a b" } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL, *err = NULL;
      const char *args[16] = { "map", fixture->path };
      guint n = 2;

      for (guint k = 0; cases[i].args[k] != NULL; k++)
        args[n++] = cases[i].args[k];
      args[n] = NULL;
      g_test_message ("case %u", i);
      g_assert_cmpint (polyform_run_argv (&out, &err, args), ==, cases[i].status);
      g_assert_nonnull (strstr (err, cases[i].message));
      g_assert_cmpstr (out, ==, "");
    }

  /* A file that is not there, or not a project */
  {
    g_autofree char *out = NULL, *err = NULL;
    g_autofree char *missing = g_build_filename (fixture->dir, "missing.xml", NULL);

    g_assert_cmpint (RUN (&out, &err, "map", missing, "--tileset", "seed", "--width", "5",
                          "--height", "5"), ==, 1);
  }
}

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* A kept map is stored exactly: --map gives the placements, figures and
 * exports of the map as it was generated */
static void
test_keep (Fixture       *fixture,
           gconstpointer  data)
{
  g_autofree char *generated = NULL, *kept = NULL, *again = NULL, *err = NULL, *info = NULL;
  g_autofree char *before = NULL, *after = NULL, *tmx_text = NULL, *other = NULL;
  g_autofree char *copy = g_build_filename (fixture->dir, "copy.xml", NULL);
  g_autofree char *tmx = g_build_filename (fixture->dir, "kept.tmx", NULL);
  g_autofree char *tsx = g_build_filename (fixture->dir, "kept.tsx", NULL);
  g_autofree char *tiles = g_build_filename (fixture->dir, "kept-tiles.png", NULL);

  g_assert_cmpint (RUN (&generated, NULL, "map", fixture->path, "--tileset", "seed", "--width",
                        "23", "--height", "17", "--seed", "9", "--mode", "classic", "--json"),
                   ==, 0);
  g_assert_cmpint (RUN (NULL, NULL, "map", fixture->path, "--tileset", "seed", "--width", "23",
                        "--height", "17", "--seed", "9", "--mode", "classic", "--keep", "kept"),
                   ==, 0);
  g_assert_cmpint (RUN (&kept, &err, "map", fixture->path, "--map", "kept", "--json"), ==, 0);
  g_assert_cmpstr (kept, ==, generated);
  check_json_cover (kept, 23, 17);

  /* --keep replaces a map of the same id; -o leaves FILE.xml alone */
  before = read_text (fixture->path);
  g_assert_cmpint (RUN (NULL, NULL, "map", fixture->path, "--tileset", "seed", "--width", "8",
                        "--height", "6", "--seed", "2", "--keep", "kept", "-o", copy), ==, 0);
  after = read_text (fixture->path);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (RUN (&info, NULL, "info", copy, "--json"), ==, 0);
  g_assert_nonnull (strstr (info, "\"maps\":[{\"id\":\"kept\",\"tileset\":\"seed\","
                                  "\"width\":8,\"height\":6,"));
  g_assert_cmpint (RUN (&again, NULL, "map", copy, "--map", "kept", "--json"), ==, 0);
  g_assert_cmpint (RUN (&other, NULL, "map", fixture->path, "--tileset", "seed", "--width", "8",
                        "--height", "6", "--seed", "2", "--json"), ==, 0);
  g_assert_cmpstr (again, ==, other);

  /* The TMX options with a kept map */
  g_assert_cmpint (RUN (NULL, NULL, "map", fixture->path, "--map", "kept", "--tmx", tmx,
                        "--layer-format", "base64-zlib", "--no-objects", "--tile-size", "8"),
                   ==, 0);
  tmx_text = read_text (tmx);
  g_assert_nonnull (strstr (tmx_text, "compression=\"zlib\""));
  g_assert_nonnull (strstr (tmx_text, "tilewidth=\"8\""));
  g_assert_null (strstr (tmx_text, "objectgroup"));
  g_assert_true (g_file_test (tsx, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (tiles, G_FILE_TEST_IS_REGULAR));
}

/* A map with empty cells is a draft (SPEC §5): it shows, renders as the
 * editor draws it and counts its empty cells, and the exports (TMX, PNG)
 * refuse it, saying how many. */
static void
test_draft (Fixture       *fixture,
            gconstpointer  data)
{
  g_autofree char *drafts = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "tests", "data",
                                              "project", "drafts.xml", NULL);
  g_autofree char *json = NULL;
  g_autofree char *text = NULL;
  g_autofree char *err = NULL;
  g_autofree char *png = g_build_filename (fixture->dir, "holes.png", NULL);
  g_autofree char *rendered = g_build_filename (fixture->dir, "rendered.png", NULL);
  g_autofree char *tmx = g_build_filename (fixture->dir, "holes.tmx", NULL);

  g_assert_cmpint (RUN (&json, NULL, "map", drafts, "--map", "holes", "--json"), ==, 0);
  g_assert_nonnull (strstr (json, "\"stats\":{\"placements\":2,\"cells\":8,\"empty\":5,"));
  g_assert_cmpint (RUN (&text, NULL, "map", drafts, "--map", "holes"), ==, 0);
  g_assert_nonnull (strstr (text, "Empty cells: 5"));
  g_assert_cmpint (RUN (NULL, NULL, "render", drafts, "--map", "holes", "--png", rendered), ==, 0);
  g_assert_true (g_file_test (rendered, G_FILE_TEST_IS_REGULAR));

  g_assert_cmpint (RUN (NULL, &err, "map", drafts, "--map", "holes", "--tmx", tmx), ==, 1);
  g_assert_nonnull (strstr (err, "The map has 5 empty cells"));
  g_assert_false (g_file_test (tmx, G_FILE_TEST_EXISTS));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (RUN (NULL, &err, "map", drafts, "--map", "holes", "--png", png), ==, 1);
  g_assert_nonnull (strstr (err, "The map has 5 empty cells"));
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
}

/* Edits of a kept map (SPEC §7) */

/* The kept map's JSON: its placements, "empty" and "conflicts" */
static JsonObject *
parse_map_json (JsonParser *parser,
                const char *text)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

/* The placement with @shape at (@x, @y), or NULL */
static JsonObject *
find_placement (JsonObject *map,
                const char *shape,
                gint64      x,
                gint64      y)
{
  JsonArray *placements = json_object_get_array_member (map, "placements");

  for (guint i = 0; i < json_array_get_length (placements); i++)
    {
      JsonObject *p = json_array_get_object_element (placements, i);

      if (g_strcmp0 (json_object_get_string_member (p, "shape"), shape) == 0 &&
          json_object_get_int_member (p, "x") == x && json_object_get_int_member (p, "y") == y)
        return p;
    }
  return NULL;
}

static guint
count_locked (JsonObject *map)
{
  JsonArray *placements = json_object_get_array_member (map, "placements");
  guint n = 0;

  for (guint i = 0; i < json_array_get_length (placements); i++)
    n += json_object_get_boolean_member (json_array_get_object_element (placements, i),
                                         "locked");
  return n;
}

/* Stamp, erase, lock and unlock, then refill, saved in place or into -o */
static void
test_edit (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) refilled_parser = json_parser_new ();
  g_autofree char *out = NULL, *err = NULL, *refilled = NULL, *kept = NULL;
  g_autofree char *before = NULL, *after = NULL, *first = NULL, *second = NULL;
  g_autofree char *out_a = g_build_filename (fixture->dir, "a.xml", NULL);
  g_autofree char *out_b = g_build_filename (fixture->dir, "b.xml", NULL);
  JsonObject *map, *stamp;
  guint locked;

  g_assert_cmpint (RUN (NULL, NULL, "map", fixture->path, "--tileset", "seed", "--width", "12",
                        "--height", "9", "--seed", "3", "--keep", "m"), ==, 0);

  /* Stamps first, then erases (one takes the first stamp back), locks, unlocks */
  g_assert_cmpint (RUN (&out, &err, "map", fixture->path, "--map", "m",
                        "--erase", "0,0,1,1", "--stamp", "l:pond:1:2:2",
                        "--stamp", "bar:wall:0:0:0", "--stamp", "bar:wall:0:6:0",
                        "--erase", "8,5,3,3", "--lock", "0,8,12,1", "--unlock", "0,8,2,1",
                        "--json"), ==, 0);
  map = parse_map_json (parser, out);
  stamp = find_placement (map, "l", 2, 2);
  g_assert_nonnull (stamp);
  g_assert_cmpstr (json_object_get_string_member (stamp, "variant"), ==, "pond");
  g_assert_cmpint (json_object_get_int_member (stamp, "rotation"), ==, 1);
  g_assert_true (json_object_get_boolean_member (stamp, "locked"));
  g_assert_null (find_placement (map, "bar", 0, 0));
  g_assert_nonnull (find_placement (map, "bar", 6, 0));
  g_assert_cmpint (json_object_get_int_member (map, "empty"), >=, 9);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (map, "conflicts")),
                    ==, 0);
  locked = count_locked (map);
  g_assert_cmpuint (locked, >=, 4);
  g_assert_cmpint (RUN (&kept, NULL, "map", fixture->path, "--map", "m", "--json"), ==, 0);
  g_assert_cmpstr (kept, ==, out);
  /* info says the map is a draft, with as many empty cells */
  {
    g_autofree char *info = NULL;
    g_autofree char *info_json = NULL;
    g_autofree char *empty = g_strdup_printf ("\"placements\":%u,\"empty\":%" G_GINT64_FORMAT "}",
                                              json_array_get_length (
                                                json_object_get_array_member (map, "placements")),
                                              json_object_get_int_member (map, "empty"));
    g_autofree char *line = g_strdup_printf (", %" G_GINT64_FORMAT " empty cells (a draft",
                                             json_object_get_int_member (map, "empty"));

    g_assert_cmpint (RUN (&info, NULL, "info", fixture->path), ==, 0);
    g_assert_nonnull (strstr (info, line));
    g_assert_cmpint (RUN (&info_json, NULL, "info", fixture->path, "--json"), ==, 0);
    g_assert_nonnull (strstr (info_json, empty));
  }

  /* Refill: every cell covered, the locked placements kept */
  g_assert_cmpint (RUN (&refilled, NULL, "map", fixture->path, "--map", "m", "--refill",
                        "--seed", "5", "--json"), ==, 0);
  map = parse_map_json (refilled_parser, refilled);
  check_json_cover (refilled, 12, 9);
  g_assert_cmpint (json_object_get_int_member (map, "empty"), ==, 0);
  g_assert_cmpuint (count_locked (map), ==, locked);
  g_assert_true (json_object_get_boolean_member (find_placement (map, "l", 2, 2), "locked"));

  /* --all with a seed into -o: reproducible, and FILE.xml left alone */
  before = read_text (fixture->path);
  g_assert_cmpint (RUN (NULL, NULL, "map", fixture->path, "--map", "m", "--refill", "--all",
                        "--seed", "8", "-o", out_a), ==, 0);
  g_assert_cmpint (RUN (NULL, NULL, "map", fixture->path, "--map", "m", "--refill", "--all",
                        "--seed", "8", "-o", out_b), ==, 0);
  after = read_text (fixture->path);
  g_assert_cmpstr (after, ==, before);
  first = read_text (out_a);
  second = read_text (out_b);
  g_assert_cmpstr (first, ==, second);
  g_assert_cmpstr (first, !=, before);
  g_assert_nonnull (strstr (first, "locked=\"true\""));
}

/* A hole ringed by locked water, in a tile set whose only single is grass:
 * the refill reports the conflict by its cell. */
static void
test_edit_conflict (Fixture       *fixture,
                    gconstpointer  data)
{
  static const char ring_xml[] =
    "<polyform-project version=\"4\">\n"
    "  <tileset id=\"ring\">\n"
    "    <terrain id=\"0\" name=\"Grass\" colour=\"#55aa33\"/>\n"
    "    <terrain id=\"1\" name=\"Lake\" colour=\"#3377dd\"/>\n"
    "    <forbid a=\"0\" b=\"1\"/>\n"
    "    <shape id=\"single\" weight=\"1\" rotate=\"false\"><cells>#</cells>\n"
    "      <variant id=\"grass\" name=\"Grass\" colour=\"#66bb44\" terrain=\"0\"/></shape>\n"
    "    <shape id=\"bar\" weight=\"1\" rotate=\"true\"><cells>##</cells>\n"
    "      <variant id=\"water\" name=\"Water\" colour=\"#3377dd\" terrain=\"1\"/></shape>\n"
    "  </tileset>\n"
    "  <map id=\"ring\" tileset=\"ring\" width=\"3\" height=\"3\" seed=\"0\" mode=\"packed\">\n"
    "    <placement shape=\"bar\" variant=\"water\" rotation=\"0\" x=\"0\" y=\"0\" locked=\"true\"/>\n"
    "    <placement shape=\"bar\" variant=\"water\" rotation=\"1\" x=\"2\" y=\"0\" locked=\"true\"/>\n"
    "    <placement shape=\"bar\" variant=\"water\" rotation=\"1\" x=\"0\" y=\"1\" locked=\"true\"/>\n"
    "    <placement shape=\"bar\" variant=\"water\" rotation=\"0\" x=\"1\" y=\"2\" locked=\"true\"/>\n"
    "  </map>\n"
    "</polyform-project>\n";
  g_autofree char *path = g_build_filename (fixture->dir, "ring.xml", NULL);
  g_autofree char *out = NULL, *err = NULL, *text = NULL;

  g_file_set_contents (path, ring_xml, -1, NULL);
  g_assert_cmpint (RUN (&out, &err, "map", path, "--map", "ring", "--refill", "--json"), ==, 0);
  g_assert_nonnull (strstr (out, "\"empty\":0,\"conflicts\":[[1,1]],"));
  g_assert_nonnull (strstr (err, "warning: 1 cells got a single against a forbid rule"));
  g_assert_cmpint (RUN (&text, NULL, "map", path, "--map", "ring", "--refill", "--all"), ==, 0);
  g_assert_nonnull (strstr (text, "Locked placements: 4"));
}

/* Bad edits exit 1 (2 for usage: a non-number or a missing field in a
 * stamp or rectangle) and leave the file byte for byte as it was */
static void
test_edit_refused (Fixture       *fixture,
                   gconstpointer  data)
{
  const Case cases[] = {
    { 1, "no shape “hexagon”", { "--stamp", "hexagon:wall:0:1:1" } },
    { 1, "no variant “slate”", { "--stamp", "bar:slate:0:1:1" } },
    { 1, "leaves the 10 × 8 map", { "--stamp", "bar:wall:0:8:0" } },
    { 1, "leaves the 10 × 8 map", { "--stamp", "l:pond:0:-1:0" } },
    { 1, "may not rotate", { "--stamp", "bar:wall:1:1:1" } },
    { 1, "--stamp bar:wall:4:1:1 is out of range", { "--stamp", "bar:wall:4:1:1" } },
    { 2, "--stamp needs SHAPE:VARIANT:ROT:X:Y", { "--stamp", "bar:wall:0:1" } },
    { 2, "--stamp needs SHAPE:VARIANT:ROT:X:Y", { "--stamp", "bar:wall:0:one:1" } },
    { 2, "--stamp needs SHAPE:VARIANT:ROT:X:Y", { "--stamp", "" } },
    { 2, "--erase needs X,Y,W,H", { "--erase", "1,2,3" } },
    { 1, "--erase 1,2,0,3 is out of range", { "--erase", "1,2,0,3" } },
    { 2, "--lock needs X,Y,W,H", { "--lock", "1,2,3,x" } },
    { 2, "--unlock needs X,Y,W,H", { "--unlock", "1,2,3,4,5" } },
    { 2, "--lock needs X,Y,W,H", { "--lock", " 1,2,3,4" } },
    { 1, "lies outside the 10 × 8 map", { "--lock", "10,0,2,2" } },
    { 1, "lies outside the 10 × 8 map", { "--erase", "-4,-4,4,4" } },
    /* A good edit before a bad one saves nothing either */
    { 1, "no variant", { "--stamp", "bar:wall:0:1:1", "--erase", "0,0,2,2",
                         "--stamp", "l:nope:0:1:1" } },
    { 2, "--unlock needs X,Y,W,H", { "--stamp", "bar:wall:0:1:1", "--unlock", "0,0" } },
    { 1, "no map", { "--map", "none", "--refill" } },
    { 2, "need --map", { "--tileset", "seed", "--width", "5", "--height", "5",
                         "--stamp", "bar:wall:0:1:1" } },
    { 2, "--all needs --refill", { "--all" } },
    { 2, "--seed goes with --refill", { "--seed", "3" } },
    { 2, "-o needs --keep", { "-o", "x.xml" } },
    { 2, "contradict", { "--refill", "--tmx", "x.tmx", "--objects", "--no-objects" } },
  };
  g_autofree char *before = NULL;

  g_assert_cmpint (RUN (NULL, NULL, "map", fixture->path, "--tileset", "seed", "--width", "10",
                        "--height", "8", "--seed", "4", "--keep", "m"), ==, 0);
  before = read_text (fixture->path);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL, *err = NULL, *after = NULL;
      const char *args[20] = { "map", fixture->path };
      guint n = 2;

      if (g_strcmp0 (cases[i].args[0], "--map") != 0 &&
          g_strcmp0 (cases[i].args[0], "--tileset") != 0)
        {
          args[n++] = "--map";
          args[n++] = "m";
        }
      for (guint k = 0; cases[i].args[k] != NULL; k++)
        args[n++] = cases[i].args[k];
      args[n] = NULL;
      g_test_message ("case %u", i);
      g_assert_cmpint (polyform_run_argv (&out, &err, args), ==, cases[i].status);
      if (strstr (err, cases[i].message) == NULL)
        g_error ("case %u: “%s”, expected “%s”", i, err, cases[i].message);
      after = read_text (fixture->path);
      g_assert_cmpstr (after, ==, before);
    }
}

/* Tiled cannot convert the object layer of a large map: it is left out
 * there, with a warning, unless --objects asks for it */
static void
test_large_objects (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *tmx = g_build_filename (fixture->dir, "wide.tmx", NULL);
  g_autofree char *small = g_build_filename (fixture->dir, "small.tmx", NULL);
  g_autofree char *err = NULL, *text = NULL, *small_text = NULL;

  g_assert_cmpint (RUN (NULL, &err, "map", fixture->path, "--tileset", "seed", "--width", "4096",
                        "--height", "65", "--tmx", tmx), ==, 0);
  g_assert_nonnull (strstr (err, "object layer of placements is left out"));
  text = read_text (tmx);
  g_assert_null (strstr (text, "objectgroup"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (RUN (NULL, &err, "map", fixture->path, "--tileset", "seed", "--width", "4096",
                        "--height", "65", "--tmx", tmx, "--no-objects"), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (RUN (NULL, &err, "map", fixture->path, "--tileset", "seed", "--width", "9",
                        "--height", "7", "--tmx", small, "--objects"), ==, 0);
  small_text = read_text (small);
  g_assert_nonnull (strstr (small_text, "objectgroup"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/map-cli/json", Fixture, NULL, fixture_setup, test_json, fixture_teardown);
  g_test_add ("/map-cli/exports", Fixture, NULL, fixture_setup, test_exports, fixture_teardown);
  g_test_add ("/map-cli/exit-codes", Fixture, NULL, fixture_setup, test_exit_codes,
              fixture_teardown);
  g_test_add ("/map-cli/keep", Fixture, NULL, fixture_setup, test_keep, fixture_teardown);
  g_test_add ("/map-cli/draft", Fixture, NULL, fixture_setup, test_draft, fixture_teardown);
  g_test_add ("/map-cli/edit", Fixture, NULL, fixture_setup, test_edit, fixture_teardown);
  g_test_add ("/map-cli/edit-conflict", Fixture, NULL, fixture_setup, test_edit_conflict,
              fixture_teardown);
  g_test_add ("/map-cli/edit-refused", Fixture, NULL, fixture_setup, test_edit_refused,
              fixture_teardown);
  g_test_add ("/map-cli/large-objects", Fixture, NULL, fixture_setup, test_large_objects,
              fixture_teardown);
  return g_test_run ();
}

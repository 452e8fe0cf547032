/* test-web-rules.c: the pack's web page holds what it plays, and plays by the core's rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "document-fixtures.h"
#include "pf-pack-html.h"
#include "pf-pack-json.h"
#include "pf-project.h"
#include "pf-tri-rules.h"
#include "test-files.h"

/* Random moves per level in the differential test: 16 example levels give
 * more than 100,000 moves. */
#define MOVES_PER_LEVEL 7000

static PfTriPack *
starter_pack (PfProject **project)
{
  *project = document_load_starter_project ();
  return pf_project_find_pack (*project, "starter");
}

/* The text between @open and the next @close. */
static char *
between (const char *text,
         const char *open,
         const char *close)
{
  const char *start = strstr (text, open);
  const char *end;

  g_assert_nonnull (start);
  start += strlen (open);
  end = strstr (start, close);
  g_assert_nonnull (end);
  return g_strndup (start, end - start);
}

static void
test_page_self_contained (void)
{
  g_autoptr(PfProject) project = NULL;
  PfTriPack *pack = starter_pack (&project);
  g_autoptr(GError) error = NULL;
  g_autofree char *html = pf_pack_html_write (pack, NULL, &error);
  g_autofree char *again = pf_pack_html_write (pack, NULL, NULL);
  g_autofree char *json = pf_pack_json_write (pack, NULL, NULL);
  g_autofree char *embedded = NULL, *wasm = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (html);
  /* The same pack, the same page. */
  g_assert_cmpstr (html, ==, again);

  /* Nothing is loaded from elsewhere, and the page forbids it. */
  g_assert_null (strstr (html, " src="));
  g_assert_null (strstr (html, "<link"));
  g_assert_null (strstr (html, "http://"));
  g_assert_null (strstr (html, "https://"));
  g_assert_null (strstr (html, "import("));
  g_assert_nonnull (strstr (html, "Content-Security-Policy"));
  g_assert_nonnull (strstr (html, "default-src 'none'"));
  /* Every placeholder was filled. */
  g_assert_null (strstr (html, "@PACK_JSON@"));
  g_assert_null (strstr (html, "@RULES_WASM@"));
  g_assert_null (strstr (html, "@TITLE@"));

  /* The pack is the pack JSON, and the rules are the core's WebAssembly. */
  embedded = between (html, "<script type=\"application/json\" id=\"pack-data\">\n",
                      "\n</script>");
  g_assert_cmpstr (embedded, ==, g_strchomp (json));
  wasm = between (html, "<script type=\"application/octet-stream\" id=\"rules-wasm\">\n",
                  "\n</script>");
  {
    gsize length = 0;
    g_autofree guchar *bytes = g_base64_decode (wasm, &length);

    g_assert_cmpuint (length, >, 1000);
    g_assert_cmpmem (bytes, 4, "\0asm", 4);
  }
  g_assert_nonnull (strstr (html, "<title>Starter pack</title>"));
}

/* Text in the pack cannot end the page's elements early. */
static void
test_page_escapes_text (void)
{
  g_autoptr(PfTriPack) pack = pf_tri_pack_new ("odd");
  PfTriLevel *level = pf_tri_level_new_room ("room");
  g_autofree char *html = NULL;

  pack->meta.title = g_strdup ("Fish & <b>chips</b>");
  level->meta.notes = g_strdup ("</script><script>alert(1)</script><!--");
  g_ptr_array_add (pack->levels, level);
  html = pf_pack_html_write (pack, NULL, NULL);

  g_assert_nonnull (strstr (html, "<title>Fish &amp; &lt;b&gt;chips&lt;/b&gt;</title>"));
  g_assert_null (strstr (html, "<b>chips"));
  g_assert_null (strstr (html, "alert(1)</script>"));
  /* The template's four script elements, and no more. */
  g_assert_cmpuint (test_count (html, "</script>"), ==, 4);
  g_assert_nonnull (strstr (html, "\\u003c/script>\\u003cscript>alert(1)"));
}

/* A level the rules refuse cannot be exported as a page. */
static void
test_page_refuses_invalid_level (void)
{
  g_autoptr(PfTriPack) pack = pf_tri_pack_new ("bad");
  PfTriLevel *level = pf_tri_level_new_room ("room");
  g_autoptr(GError) error = NULL;
  g_autofree char *html = NULL;

  /* The key block on a wall. */
  pf_tri_mask_set (&level->walls, level->blocks[0].first, TRUE);
  g_ptr_array_add (pack->levels, level);
  html = pf_pack_html_write (pack, NULL, &error);
  g_assert_null (html);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "“room”"));
}

/* One random walk: mostly legal moves from the position's successors, some
 * drawn at random (often illegal), each with the core's verdict. */
static void
write_walk (GString          *trace,
            const PfTriLevel *level,
            GRand            *rand)
{
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
  guint64 state = pf_tri_rules_get_start (rules);
  guint n_blocks = pf_tri_rules_get_n_blocks (rules);

  g_assert_nonnull (rules);
  g_string_append_printf (trace, "{\"level\":\"%s\",\"moves\":[", level->id);
  for (guint i = 0; i < MOVES_PER_LEVEL; i++)
    {
      guint n = pf_tri_rules_successors (rules, state, edges);
      PfTriMove move;
      guint64 next = state;
      gboolean legal;

      if (n > 0 && g_rand_int_range (rand, 0, 10) < 7)
        move = edges[g_rand_int_range (rand, 0, n)].move;
      else
        {
          move.block = g_rand_int_range (rand, 0, n_blocks);
          move.dir = g_rand_boolean (rand) ? 1 : -1;
          move.steps = g_rand_int_range (rand, 1, 6);
        }
      /* Now and then the level is opened again (block -1), so the walk
       * starts over. */
      if (g_rand_int_range (rand, 0, 500) == 0)
        {
          state = pf_tri_rules_get_start (rules);
          g_string_append_printf (trace, "%s[-1,0,0,0,%u,%u,%d]", i > 0 ? "," : "",
                                  (guint32) state, (guint32) (state >> 32),
                                  pf_tri_rules_is_solved (rules, state));
          if (i == 0)
            g_string_append_c (trace, ',');
        }
      legal = pf_tri_rules_apply (rules, state, &move, &next);
      if (legal)
        state = next;
      g_string_append_printf (trace, "%s[%u,%d,%u,%d,%u,%u,%d]", i > 0 ? "," : "", move.block,
                              move.dir, move.steps, legal, (guint32) state,
                              (guint32) (state >> 32), pf_tri_rules_is_solved (rules, state));
      if (i % 2000 == 1999)
        g_string_append_c (trace, '\n');
    }
  g_string_append (trace, "],\"blocks\":[");
  for (guint b = 0; b < n_blocks; b++)
    {
      guint tris[PF_TRI_COUNT];

      g_assert_true (pf_tri_block_triangles (level->blocks[b].axis,
                                             pf_tri_rules_block_first (rules, state, b),
                                             level->blocks[b].length, tris));
      g_string_append_printf (trace, "%s[", b > 0 ? "," : "");
      for (guint k = 0; k < level->blocks[b].length; k++)
        g_string_append_printf (trace, "%s%u", k > 0 ? "," : "", tris[k]);
      g_string_append_c (trace, ']');
    }
  g_string_append (trace, "]}");
}

/* Every move the page makes, the core makes the same way (SPEC §8). */
static void
test_page_moves_agree_with_core (void)
{
  g_autoptr(PfProject) project = NULL;
  PfTriPack *pack = starter_pack (&project);
  g_autofree char *node = g_find_program_in_path ("node");
  g_autofree char *dir = NULL, *page = NULL, *trace_path = NULL, *script = NULL;
  g_autofree char *html = NULL, *out = NULL, *err = NULL;
  g_autoptr(GString) trace = g_string_new ("{\"levels\":[");
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240611);
  g_autoptr(GError) error = NULL;
  const char *root = g_getenv ("PF_SOURCE_ROOT");
  int status = 0;

  if (node == NULL)
    {
      g_test_skip ("Node.js is not installed (build-aux/polyform-dev installs nodejs)");
      return;
    }
  g_assert_nonnull (root);

  dir = test_make_temp_dir ();
  page = g_build_filename (dir, "pack.html", NULL);
  trace_path = g_build_filename (dir, "trace.json", NULL);
  html = pf_pack_html_write (pack, NULL, &error);
  g_assert_no_error (error);
  test_write_file (page, html);
  for (guint i = 0; i < pack->levels->len; i++)
    {
      if (i > 0)
        g_string_append (trace, ",\n");
      write_walk (trace, g_ptr_array_index (pack->levels, i), rand);
    }
  g_string_append (trace, "]}\n");
  test_write_file (trace_path, trace->str);

  script = g_build_filename (root, "tests", "web", "check-moves.js", NULL);
  {
    const char *argv[] = { node, script, page, trace_path, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                  &error);
  }
  g_assert_no_error (error);
  g_test_message ("%s%s", out, err);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("the page's moves differ from the core's: %s", err);
  g_assert_nonnull (strstr (out, "agree with the core"));
  g_assert_cmpuint (pack->levels->len * MOVES_PER_LEVEL, >=, 100000);
  test_remove_temp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/web/page/self-contained", test_page_self_contained);
  g_test_add_func ("/web/page/escapes-text", test_page_escapes_text);
  g_test_add_func ("/web/page/refuses-invalid-level", test_page_refuses_invalid_level);
  g_test_add_func ("/web/page/moves-agree-with-core", test_page_moves_agree_with_core);
  return g_test_run ();
}

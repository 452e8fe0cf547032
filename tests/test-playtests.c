/* test-playtests.c: playtest logs, results kept with their levels, summaries, and
 * polyform playtests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "document-fixtures.h"
#include "pf-document-level.h"
#include "pf-error.h"
#include "pf-level-transfer.h"
#include "pf-playtest-log.h"
#include "pf-playtest-summary.h"
#include "pf-project-items.h"
#include "pf-project.h"
#include "polyform-run.h"
#include "test-files.h"

/* Ana solved level-01 and gave up on level-02; Bo solved both. */
static const char log_ana[] =
  "{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"starter\",\n"
  " \"tester\": \"Ana\",\n"
  " \"levels\": [\n"
  "  {\"level\": \"level-01\", \"solved\": true, \"seconds\": 12.34, \"moves\": 3,"
  " \"undos\": 1, \"restarts\": 0},\n"
  "  {\"level\": \"level-02\", \"solved\": false, \"seconds\": 70, \"moves\": 9,"
  " \"undos\": 2, \"restarts\": 1}]}\n";

static const char log_bo[] =
  "{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"starter\", \"tester\": \"Bo\","
  " \"levels\": [{\"level\": \"level-01\", \"solved\": true, \"seconds\": 20, \"moves\": 1,"
  " \"undos\": 0, \"restarts\": 0}, {\"level\": \"level-02\", \"solved\": true, \"seconds\": 31.5,"
  " \"moves\": 2, \"undos\": 0, \"restarts\": 0}]}";

static PfPlaytestLog *
read_log (const char *text)
{
  g_autoptr(GError) error = NULL;
  PfPlaytestLog *log = pf_playtest_log_read (text, -1, "log.json", &error);

  g_assert_no_error (error);
  g_assert_nonnull (log);
  return log;
}

static GPtrArray *
logs_of (const char *first,
         ...)
{
  GPtrArray *logs = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_playtest_log_free);
  va_list args;

  va_start (args, first);
  for (const char *text = first; text != NULL; text = va_arg (args, const char *))
    g_ptr_array_add (logs, read_log (text));
  va_end (args);
  return logs;
}

static guint
n_results (PfTriPack  *pack,
           const char *level)
{
  PfTriLevel *found = pf_tri_pack_find_level (pack, level);

  g_assert_nonnull (found);
  return found->playtests != NULL ? found->playtests->len : 0;
}

/* Logs */

static void
test_log_read (void)
{
  g_autoptr(PfPlaytestLog) log = read_log (log_ana);
  const PfPlaytestResult *first, *second;

  g_assert_cmpstr (log->pack, ==, "starter");
  g_assert_cmpstr (log->tester, ==, "Ana");
  g_assert_cmpuint (log->levels->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (log->levels, 1), ==, "level-02");
  first = g_ptr_array_index (log->results, 0);
  second = g_ptr_array_index (log->results, 1);
  g_assert_cmpstr (first->tester, ==, "Ana");
  g_assert_true (first->solved);
  /* Seconds are kept to a tenth. */
  g_assert_cmpfloat_with_epsilon (first->seconds, 12.3, 1e-9);
  g_assert_cmpuint (first->moves, ==, 3);
  g_assert_cmpuint (first->undos, ==, 1);
  g_assert_false (second->solved);
  g_assert_cmpuint (second->restarts, ==, 1);
}

static void
assert_log_fails (const char *text,
                  int         code,
                  const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfPlaytestLog) log = pf_playtest_log_read (text, -1, "log.json", &error);

  g_assert_null (log);
  g_assert_error (error, PF_ERROR, code);
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not say “%s”", error->message, fragment);
}

static void
test_log_errors (void)
{
  g_autofree char *long_name = g_strnfill (PF_PLAYTEST_MAX_TESTER + 1, 'a');
  g_autofree char *too_long = g_strdup_printf ("{\"format\": \"polyform-playtest\", \"version\": 1,"
                                               " \"pack\": \"p\", \"tester\": \"%s\", "
                                               "\"levels\": []}", long_name);

  assert_log_fails ("{\"format\": ", PF_ERROR_PARSE, "log.json:1:");
  assert_log_fails ("", PF_ERROR_PARSE, "empty");
  assert_log_fails ("\xff\xfe", PF_ERROR_PARSE, "UTF-8");
  assert_log_fails ("[]", PF_ERROR_SEMANTIC, "one object");
  assert_log_fails ("{\"format\": \"polyform-pack\", \"version\": 1}", PF_ERROR_SEMANTIC,
                    "not “polyform-playtest”");
  assert_log_fails ("{\"format\": \"polyform-playtest\", \"version\": 2, \"pack\": \"p\"}",
                    PF_ERROR_VERSION, "version 2");
  assert_log_fails ("{\"format\": \"polyform-playtest\", \"version\": 1, \"tester\": \"\","
                    " \"levels\": []}", PF_ERROR_SEMANTIC, "has no “pack”");
  assert_log_fails ("{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"p\","
                    " \"tester\": \"\", \"levels\": {}}", PF_ERROR_SEMANTIC, "must be a list");
  assert_log_fails ("{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"p\","
                    " \"tester\": \"\", \"levels\": [{\"level\": \"a\", \"solved\": true,"
                    " \"seconds\": -1, \"moves\": 1, \"undos\": 0, \"restarts\": 0}]}",
                    PF_ERROR_SEMANTIC, "level “a”: “seconds” is -1");
  assert_log_fails ("{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"p\","
                    " \"tester\": \"\", \"levels\": [{\"level\": \"a\", \"solved\": \"yes\","
                    " \"seconds\": 1, \"moves\": 1, \"undos\": 0, \"restarts\": 0}]}",
                    PF_ERROR_SEMANTIC, "“solved” must be true or false");
  assert_log_fails ("{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"p\","
                    " \"tester\": \"\", \"levels\": [{\"level\": \"a\", \"solved\": true,"
                    " \"seconds\": 1, \"moves\": 1.5, \"undos\": 0, \"restarts\": 0}]}",
                    PF_ERROR_SEMANTIC, "“moves” must be a whole number");
  assert_log_fails ("{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"p\","
                    " \"tester\": \"\", \"levels\": [{\"level\": \"a\", \"solved\": true,"
                    " \"seconds\": 1, \"moves\": 1, \"undos\": 0}]}",
                    PF_ERROR_SEMANTIC, "has no “restarts”");
  assert_log_fails ("{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"p\","
                    " \"tester\": \"\", \"levels\": [{\"level\": \"a\", \"solved\": true,"
                    " \"seconds\": 1, \"moves\": 1, \"undos\": 0, \"restarts\": 0},"
                    " {\"level\": \"a\", \"solved\": true, \"seconds\": 1, \"moves\": 1,"
                    " \"undos\": 0, \"restarts\": 0}]}", PF_ERROR_SEMANTIC,
                    "lists level “a” twice");
  assert_log_fails ("{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"p\","
                    " \"tester\": \"a\\u0001b\", \"levels\": []}", PF_ERROR_SEMANTIC,
                    "control character");
  assert_log_fails (too_long, PF_ERROR_SEMANTIC, "longer than 200 characters");
}

static void
test_logs_check (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTriPack *pack = pf_project_find_pack (project, "starter");
  g_autoptr(GPtrArray) other = logs_of ("{\"format\": \"polyform-playtest\", \"version\": 1,"
                                        " \"pack\": \"other\", \"tester\": \"\", \"levels\": []}",
                                        NULL);
  g_autoptr(GPtrArray) unknown = logs_of (log_ana, "{\"format\": \"polyform-playtest\","
                                          " \"version\": 1, \"pack\": \"starter\","
                                          " \"tester\": \"\","
                                          " \"levels\": [{\"level\": \"gone\", \"solved\": true,"
                                          " \"seconds\": 1, \"moves\": 1, \"undos\": 0,"
                                          " \"restarts\": 0}]}", NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (pf_tri_pack_add_playtests (pack, other, NULL, NULL, &error), ==, -1);
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "pack “other”, not of pack “starter”"));
  g_clear_error (&error);

  /* The first log is fine, the second is not: nothing is added. */
  g_ptr_array_add (names, "ana.json");
  g_ptr_array_add (names, "gone.json");
  g_assert_cmpint (pf_tri_pack_add_playtests (pack, unknown, names, NULL, &error), ==, -1);
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "gone.json: pack “starter” has no level “gone”"));
  g_assert_cmpuint (n_results (pack, "level-01"), ==, 0);
}

static void
test_add_counts_once (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTriPack *pack = pf_project_find_pack (project, "starter");
  g_autoptr(GPtrArray) logs = logs_of (log_ana, log_bo, log_ana, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (pf_tri_pack_add_playtests (pack, logs, NULL, NULL, &error), ==, 4);
  g_assert_no_error (error);
  g_assert_cmpuint (n_results (pack, "level-01"), ==, 2);
  g_assert_cmpuint (n_results (pack, "level-02"), ==, 2);
  g_assert_cmpuint (n_results (pack, "level-03"), ==, 0);
  /* The same logs again bring nothing. */
  g_assert_cmpint (pf_tri_pack_add_playtests (pack, logs, NULL, NULL, &error), ==, 0);
  g_assert_cmpuint (n_results (pack, "level-01"), ==, 2);
}

/* The logs that bring nothing are told apart before they are added: one
 * the pack holds, and one that repeats a log before it in the same import
 * (two anonymous testers' identical plays). */
static void
test_logs_bring_nothing (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  PfTriPack *pack = pf_project_find_pack (project, "starter");
  g_autoptr(GPtrArray) first = logs_of (log_ana, NULL);
  g_autoptr(GPtrArray) logs = logs_of (log_ana, log_bo, log_bo, NULL);
  g_autoptr(GArray) nothing = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (pf_tri_pack_add_playtests (pack, first, NULL, NULL, &error), ==, 2);
  nothing = pf_playtest_logs_bring_nothing (pack, logs);
  g_assert_cmpuint (nothing->len, ==, 3);
  g_assert_true (g_array_index (nothing, gboolean, 0));
  g_assert_false (g_array_index (nothing, gboolean, 1));
  g_assert_true (g_array_index (nothing, gboolean, 2));
  /* Asking changed nothing. */
  g_assert_cmpuint (n_results (pack, "level-01"), ==, 1);
}

/* The web page keeps one entry a level for its tester: saved part way and
 * again at the end, the later log brings Ana's unsolved level-02 up to date
 * instead of counting her twice, in either order; another tester's, or an
 * unnamed one's, results stay apart. */
static void
test_later_log_brings_up_to_date (void)
{
  static const char later[] =
    "{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"starter\","
    " \"tester\": \"Ana\", \"levels\": ["
    "{\"level\": \"level-01\", \"solved\": true, \"seconds\": 12.34, \"moves\": 3,"
    " \"undos\": 1, \"restarts\": 0},"
    "{\"level\": \"level-02\", \"solved\": true, \"seconds\": 95, \"moves\": 4,"
    " \"undos\": 2, \"restarts\": 2}]}";
  static const char unnamed[] =
    "{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"starter\","
    " \"tester\": \"\", \"levels\": ["
    "{\"level\": \"level-02\", \"solved\": false, \"seconds\": 70, \"moves\": 9,"
    " \"undos\": 2, \"restarts\": 1}]}";
  static const char unnamed_later[] =
    "{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": \"starter\","
    " \"tester\": \"\", \"levels\": ["
    "{\"level\": \"level-02\", \"solved\": true, \"seconds\": 80, \"moves\": 5,"
    " \"undos\": 2, \"restarts\": 1}]}";

  for (guint order = 0; order < 2; order++)
    {
      g_autoptr(PfProject) project = document_load_starter_project ();
      PfTriPack *pack = pf_project_find_pack (project, "starter");
      g_autoptr(GPtrArray) first = logs_of (order == 0 ? log_ana : later, NULL);
      g_autoptr(GPtrArray) second = logs_of (order == 0 ? later : log_ana, NULL);
      g_autoptr(GPtrArray) others = logs_of (unnamed, unnamed_later, log_bo, NULL);
      const PfPlaytestResult *result;
      guint updated = 99;

      g_assert_cmpint (pf_tri_pack_add_playtests (pack, first, NULL, &updated, NULL), ==, 2);
      g_assert_cmpuint (updated, ==, 0);
      g_assert_cmpint (pf_tri_pack_add_playtests (pack, second, NULL, &updated, NULL), ==, 0);
      g_assert_cmpuint (updated, ==, order == 0 ? 1 : 0);
      g_assert_cmpuint (n_results (pack, "level-01"), ==, 1);
      g_assert_cmpuint (n_results (pack, "level-02"), ==, 1);
      result = g_ptr_array_index (pf_tri_pack_find_level (pack, "level-02")->playtests, 0);
      g_assert_true (result->solved);
      g_assert_cmpuint (result->moves, ==, 4);

      /* Unnamed testers could be anyone: each result counts. */
      g_assert_cmpint (pf_tri_pack_add_playtests (pack, others, NULL, &updated, NULL), ==, 4);
      g_assert_cmpuint (updated, ==, 0);
      g_assert_cmpuint (n_results (pack, "level-02"), ==, 4);
    }
}

/* The project file */

static void
test_saved_with_their_level (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  g_autoptr(PfProject) again = NULL;
  g_autoptr(GPtrArray) logs = logs_of (log_ana, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *text_again = NULL, *old = NULL;
  PfTriPack *pack = pf_project_find_pack (project, "starter");
  const PfPlaytestResult *result;
  const char *playtests;

  /* Without results, the file stays at the version it needs. */
  text = pf_project_to_data (project);
  g_assert_nonnull (strstr (text, "<polyform-project version=\"1\">"));
  g_clear_pointer (&text, g_free);

  pf_tri_pack_add_playtests (pack, logs, NULL, NULL, &error);
  g_assert_no_error (error);
  text = pf_project_to_data (project);
  g_assert_nonnull (strstr (text, "<polyform-project version=\"5\">"));
  playtests = strstr (text, "<playtests>");
  g_assert_nonnull (playtests);
  /* Inside level-01, after its figures. */
  g_assert_true (playtests > strstr (text, "<tri-level id=\"level-01\""));
  g_assert_true (playtests < strstr (text, "<tri-level id=\"level-02\""));
  g_assert_nonnull (strstr (text, "<result tester=\"Ana\" solved=\"true\" seconds=\"12.3\" "
                                  "moves=\"3\" undos=\"1\" restarts=\"0\"/>"));

  again = pf_project_load_from_data (text, -1, "again.xml", &error);
  g_assert_no_error (error);
  text_again = pf_project_to_data (again);
  g_assert_cmpstr (text_again, ==, text);
  result = g_ptr_array_index (pf_tri_pack_find_level (pf_project_find_pack (again, "starter"),
                                                      "level-02")->playtests, 0);
  g_assert_false (result->solved);
  g_assert_cmpfloat_with_epsilon (result->seconds, 70.0, 1e-9);
  g_assert_cmpuint (result->restarts, ==, 1);

  /* A file of version 4 holds no results. */
  old = g_strdup (text);
  memcpy (strstr (old, "version=\"5\""), "version=\"4\"", 11);
  g_clear_object (&again);
  again = pf_project_load_from_data (old, -1, "old.xml", &error);
  g_assert_null (again);
  g_assert_error (error, PF_ERROR, PF_ERROR_SEMANTIC);
  g_assert_nonnull (strstr (error->message, "need format version 5"));
  g_clear_error (&error);

  /* The schema checks the results. */
  g_clear_pointer (&old, g_free);
  old = g_strdup (text);
  memcpy (strstr (old, "solved=\"true\""), "solved=\"yes!\"", 13);
  again = pf_project_load_from_data (old, -1, "bad.xml", &error);
  g_assert_null (again);
  g_assert_error (error, PF_ERROR, PF_ERROR_SCHEMA);
}

static void
test_copies (void)
{
  g_autoptr(PfProject) project = document_load_starter_project ();
  g_autoptr(GPtrArray) logs = logs_of (log_ana, NULL);
  PfTriPack *pack = pf_project_find_pack (project, "starter");
  PfTriLevel *level = pf_tri_pack_find_level (pack, "level-01");
  g_autoptr(PfTriLevel) new_level = NULL;
  g_autoptr(PfTriLevel) kept = NULL;
  g_autoptr(PfProject) copy = NULL;
  g_autoptr(GPtrArray) pasted = NULL;
  g_autofree char *clip = NULL;

  pf_tri_pack_add_playtests (pack, logs, NULL, NULL, NULL);
  g_assert_nonnull (level->playtests);

  /* A copy of a level is a new level, which nobody has played... */
  new_level = pf_tri_level_copy (level);
  g_assert_null (new_level->playtests);
  clip = pf_tri_level_to_text (level);
  g_assert_null (strstr (clip, "playtests"));
  pasted = pf_tri_levels_from_text (clip, -1, "clipboard", NULL);
  g_assert_nonnull (pasted);
  g_assert_null (((PfTriLevel *) g_ptr_array_index (pasted, 0))->playtests);

  /* ...but the project's own copies, for undo and for saving, keep them. */
  kept = pf_item_copy (PF_ITEM_LEVEL, level);
  g_assert_true (kept->playtests == level->playtests);
  copy = pf_project_copy (project);
  g_assert_cmpuint (n_results (pf_project_find_pack (copy, "starter"), "level-01"), ==, 1);
}

/* Summaries */

static GPtrArray *
results_of (const char *spec)
{
  /* "s12 u30 s14": solved in 12 s, unsolved after 30 s, … (moves = seconds / 2) */
  GPtrArray *results = pf_playtest_results_new ();
  g_auto(GStrv) items = g_strsplit (spec, " ", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      PfPlaytestResult *result = pf_playtest_result_new ("");

      result->solved = items[i][0] == 's';
      result->seconds = g_ascii_strtod (items[i] + 1, NULL);
      result->moves = (guint) (result->seconds / 2);
      g_ptr_array_add (results, result);
    }
  return results;
}

static void
test_summary (void)
{
  g_autoptr(GPtrArray) odd = results_of ("s12 u30 s20 s14");
  g_autoptr(GPtrArray) even = results_of ("s10 s20 u5");
  g_autoptr(GPtrArray) nobody = results_of ("u10 u20");
  PfPlaytestSummary summary;

  pf_playtest_summarize (odd, &summary);
  g_assert_cmpuint (summary.players, ==, 4);
  g_assert_cmpuint (summary.solved, ==, 3);
  g_assert_cmpfloat (summary.median_seconds, ==, 14.0);
  g_assert_cmpfloat (summary.median_moves, ==, 7.0);

  pf_playtest_summarize (even, &summary);
  g_assert_cmpuint (summary.solved, ==, 2);
  g_assert_cmpfloat (summary.median_seconds, ==, 15.0);
  g_assert_cmpfloat (summary.median_moves, ==, 7.5);

  pf_playtest_summarize (nobody, &summary);
  g_assert_cmpuint (summary.players, ==, 2);
  g_assert_cmpuint (summary.solved, ==, 0);
  g_assert_true (isnan (summary.median_seconds));
  g_assert_true (isnan (summary.median_moves));

  pf_playtest_summarize (NULL, &summary);
  g_assert_cmpuint (summary.players, ==, 0);

  /* Effort counts a give-up as slower than any solve. */
  g_assert_cmpfloat (pf_playtest_effort (odd), ==, 17.0);
  g_assert_cmpfloat (pf_playtest_effort (even), ==, 20.0);
  g_assert_true (isinf (pf_playtest_effort (nobody)));
  g_assert_true (isnan (pf_playtest_effort (NULL)));
}

/* A pack of levels with the given difficulties and playtests. */
static PfTriPack *
pack_of (const double       *difficulty,
         const char * const *spec,
         guint               n)
{
  PfTriPack *pack = pf_tri_pack_new ("p");

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("l%u", i);
      PfTriLevel *level = pf_tri_level_new_room (id);

      level->figures.moves = 1;
      level->figures.difficulty = difficulty[i];
      level->playtests = spec[i] != NULL ? results_of (spec[i]) : NULL;
      g_ptr_array_add (pack->levels, level);
    }
  return pack;
}

static void
test_compare_pack (void)
{
  /* By difficulty the order is l0 < l1 < l2 < l3 < l4; testers found l1
   * the hardest (one gave up) and l4 quick. */
  static const double difficulty[] = { 1.0, 2.0, 3.0, 4.0, 5.0, 3.5 };
  static const char * const spec[] = { "s5 s6", "u60 s80 u90", "s20 s22", "s30 s31", "s8 s9",
                                       "s1" };
  g_autoptr(PfTriPack) pack = pack_of (difficulty, spec, 6);
  g_autoptr(PfTriPack) small = pack_of (difficulty, spec, 3);
  g_autoptr(GArray) feels = pf_playtest_compare_pack (pack);
  g_autoptr(GArray) too_few = pf_playtest_compare_pack (small);

  g_assert_cmpuint (feels->len, ==, 6);
  g_assert_cmpint (g_array_index (feels, PfPlaytestFeel, 0), ==, PF_PLAYTEST_FEEL_AS_COMPUTED);
  g_assert_cmpint (g_array_index (feels, PfPlaytestFeel, 1), ==, PF_PLAYTEST_FEEL_HARDER);
  g_assert_cmpint (g_array_index (feels, PfPlaytestFeel, 2), ==, PF_PLAYTEST_FEEL_AS_COMPUTED);
  g_assert_cmpint (g_array_index (feels, PfPlaytestFeel, 3), ==, PF_PLAYTEST_FEEL_AS_COMPUTED);
  g_assert_cmpint (g_array_index (feels, PfPlaytestFeel, 4), ==, PF_PLAYTEST_FEEL_EASIER);
  /* One player is too few to say. */
  g_assert_cmpint (g_array_index (feels, PfPlaytestFeel, 5), ==, PF_PLAYTEST_FEEL_UNKNOWN);

  /* Fewer than four levels with players: nothing to compare. */
  for (guint i = 0; i < too_few->len; i++)
    g_assert_cmpint (g_array_index (too_few, PfPlaytestFeel, i), ==, PF_PLAYTEST_FEEL_UNKNOWN);
}

/* The document */

static void
test_document_add (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  g_autoptr(GPtrArray) logs = logs_of (log_ana, log_bo, NULL);
  g_autoptr(GPtrArray) other = logs_of ("{\"format\": \"polyform-playtest\", \"version\": 1,"
                                        " \"pack\": \"other\", \"tester\": \"\", \"levels\": []}",
                                        NULL);
  g_autofree char *before = document_text (document);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  DocumentHeard heard = { 0, };
  PfTriPack *pack;
  PfTriFigures figures;

  pack = pf_project_find_pack (pf_document_get_project (document), "starter");
  figures = pf_tri_pack_find_level (pack, "level-01")->figures;
  document_listen (document, &heard);

  /* Refused: nothing changes, nothing to undo. */
  g_assert_cmpint (pf_document_add_playtests (document, "pack:starter", other, NULL, NULL, &error), ==,
                   -1);
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (pf_document_add_playtests (document, "nope", logs, NULL, NULL, &error), ==, -1);
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (pf_document_can_undo (document));

  g_assert_cmpint (pf_document_add_playtests (document, "pack:starter", logs, NULL, NULL, &error), ==,
                   4);
  g_assert_no_error (error);
  g_assert_true (document_heard_has (heard.changed, "level:starter/level-01"));
  g_assert_true (document_heard_has (heard.changed, "level:starter/level-02"));
  g_assert_false (document_heard_has (heard.changed, "level:starter/level-03"));
  g_assert_cmpstr (pf_document_get_undo_label (document), ==, "Import Playtests");
  g_assert_true (pf_document_get_modified (document));
  /* The figures stay. */
  g_assert_true (pf_tri_figures_equal (&pf_tri_pack_find_level (pack, "level-01")->figures,
                                       &figures));
  after = document_text (document);
  g_assert_nonnull (strstr (after, "<playtests>"));

  /* One undo step takes them all back, and shows the pack; redo brings them again. */
  {
    g_autofree char *focus = pf_document_undo (document);

    g_assert_cmpstr (focus, ==, "pack:starter");
    g_free (pf_document_redo (document));
  }
  assert_document_undo_redo (document, before);
  assert_document_loadable (document);
  g_assert_cmpuint (n_results (pack, "level-01"), ==, 2);

  /* Nothing new: no step. */
  g_free (pf_document_undo (document));
  g_free (pf_document_redo (document));
  g_assert_cmpint (pf_document_add_playtests (document, "starter", logs, NULL, NULL, &error), ==, 0);
  g_free (pf_document_undo (document));
  /* (No step was recorded for nothing: the undo took back the import.) */
  g_assert_cmpuint (n_results (pack, "level-01"), ==, 0);
  document_heard_free (&heard);
}

/* polyform playtests and export --format html */

static void
test_cli (void)
{
  g_autofree char *dir = test_make_temp_dir ();
  g_autofree char *starter = test_starter_path ();
  g_autofree char *project = g_build_filename (dir, "project.xml", NULL);
  g_autofree char *copy = g_build_filename (dir, "copy.xml", NULL);
  g_autofree char *ana = g_build_filename (dir, "ana.json", NULL);
  g_autofree char *bo = g_build_filename (dir, "bo.json", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.json", NULL);
  g_autofree char *stranger = g_build_filename (dir, "stranger.json", NULL);
  g_autofree char *original = test_read_file (starter);
  g_autofree char *out = NULL, *err = NULL, *saved = NULL, *unchanged = NULL;

  if (g_getenv ("POLYFORM") == NULL)
    {
      g_test_skip ("POLYFORM is not set");
      return;
    }
  test_write_file (project, original);
  test_write_file (ana, log_ana);
  test_write_file (bo, log_bo);
  test_write_file (bad, "{\"format\": \"polyform-playtest\", \"version\": 1}");
  test_write_file (stranger, "{\"format\": \"polyform-playtest\", \"version\": 1, \"pack\": "
                             "\"starter\", \"tester\": \"\", \"levels\": [{\"level\": \"gone\", "
                             "\"solved\": true, \"seconds\": 1, \"moves\": 1, \"undos\": 0, "
                             "\"restarts\": 0}]}");

  /* Added, saved in place, reported. */
  g_assert_cmpint (polyform_run (&out, &err, "playtests", project, "--pack", "starter", "--add",
                                 ana, "--add", bo, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "Added 4 playtest results to pack “starter”"));
  g_assert_null (strstr (err, "nothing new"));
  g_assert_true (g_regex_match_simple ("level-01 +2 +2 +16\\.1 +2\n", out, 0, 0));
  g_assert_true (g_regex_match_simple ("level-02 +2 +1 +31\\.5 +2\n", out, 0, 0));
  g_assert_true (g_regex_match_simple ("level-03 +0 +0 +- +-\n", out, 0, 0));
  saved = test_read_file (project);
  g_assert_nonnull (strstr (saved, "<result tester=\"Bo\""));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* --json, and the same logs again add nothing, and say which. */
  g_assert_cmpint (polyform_run (&out, &err, "playtests", project, "--pack", "starter", "--add",
                                 ana, "--json", NULL), ==, 0);
  g_assert_nonnull (strstr (err, "ana.json: nothing new: its results are in the pack already"));
  g_assert_true (g_str_has_prefix (out, "{\"levels\":[{\"level\":\"level-01\",\"players\":2,"
                                        "\"solved\":2,\"median_seconds\":16.15,"
                                        "\"median_moves\":2},{\"level\":\"level-02\","
                                        "\"players\":2,\"solved\":1,\"median_seconds\":31.5,"
                                        "\"median_moves\":2},{\"level\":\"level-03\","
                                        "\"players\":0,\"solved\":0,\"median_seconds\":null,"
                                        "\"median_moves\":null}"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Bad logs exit 1 and change nothing. */
  unchanged = test_read_file (project);
  g_assert_cmpint (polyform_run (&out, &err, "playtests", project, "--pack", "starter", "--add",
                                 bad, NULL), ==, 1);
  g_assert_nonnull (strstr (err, "bad.json"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (polyform_run (&out, &err, "playtests", project, "--pack", "starter", "--add",
                                 bo, "--add", stranger, NULL), ==, 1);
  g_assert_nonnull (strstr (err, "stranger.json: pack “starter” has no level “gone”"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (polyform_run (&out, &err, "playtests", project, "--pack", "other", "--add",
                                 ana, NULL), ==, 1);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&saved, g_free);
  saved = test_read_file (project);
  g_assert_cmpstr (saved, ==, unchanged);

  /* -o writes elsewhere; the source stays. A missing --pack is a usage error. */
  g_assert_cmpint (polyform_run (&out, &err, "playtests", starter, "--pack", "starter", "--add",
                                 ana, "-o", copy, NULL), ==, 0);
  g_clear_pointer (&saved, g_free);
  saved = test_read_file (copy);
  g_assert_nonnull (strstr (saved, "<result tester=\"Ana\""));
  g_clear_pointer (&saved, g_free);
  saved = test_read_file (starter);
  g_assert_cmpstr (saved, ==, original);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (polyform_run (&out, &err, "playtests", project, NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* The web page of the pack. */
  g_clear_pointer (&saved, g_free);
  saved = g_build_filename (dir, "pack.html", NULL);
  g_assert_cmpint (polyform_run (&out, &err, "export", project, "--pack", "starter", "--format",
                                 "html", "-o", saved, NULL), ==, 0);
  g_clear_pointer (&out, g_free);
  out = test_read_file (saved);
  g_assert_true (g_str_has_prefix (out, "<!DOCTYPE html>"));
  g_assert_nonnull (strstr (out, "id=\"rules-wasm\""));
  test_remove_temp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/playtests/add/later-log", test_later_log_brings_up_to_date);
  g_test_add_func ("/playtests/log/read", test_log_read);
  g_test_add_func ("/playtests/log/errors", test_log_errors);
  g_test_add_func ("/playtests/log/check", test_logs_check);
  g_test_add_func ("/playtests/add/counts-once", test_add_counts_once);
  g_test_add_func ("/playtests/add/logs-bring-nothing", test_logs_bring_nothing);
  g_test_add_func ("/playtests/project/saved-with-their-level", test_saved_with_their_level);
  g_test_add_func ("/playtests/project/copies", test_copies);
  g_test_add_func ("/playtests/summary", test_summary);
  g_test_add_func ("/playtests/compare-pack", test_compare_pack);
  g_test_add_func ("/playtests/document/add", test_document_add);
  g_test_add_func ("/playtests/cli", test_cli);
  return g_test_run ();
}

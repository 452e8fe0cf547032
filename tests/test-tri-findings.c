/* test-tri-findings.c: what is wrong with a level, each code of SPEC §2.9
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-tri-findings.h"
#include "pf-tri-same-puzzle.h"
#include "tri-fixtures.h"

/* The findings of @level in @pack, measured with @max_states (0: none)
 * unless @measured is FALSE. */
static GPtrArray *
findings_of (const PfTriLevel *level,
             const PfTriPack  *pack,
             gboolean          measured,
             guint64           max_states)
{
  g_auto(PfTriMeasure) measure = { 0 };
  PfTriMeasureOptions options;

  if (!measured)
    return pf_tri_level_findings (level, pack, NULL);
  pf_tri_measure_options_init (&options);
  options.max_states = max_states;
  options.explain = TRUE;
  pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, NULL);
  return pf_tri_level_findings (level, pack, &measure);
}

/* The codes of @findings, as `check` spells them, joined by spaces. */
static char *
codes (GPtrArray *findings)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < findings->len; i++)
    {
      const PfTriFinding *f = g_ptr_array_index (findings, i);

      g_string_append_printf (text, "%s%s", i > 0 ? " " : "",
                              pf_tri_finding_code_to_string (f->code));
    }
  return g_string_free (text, FALSE);
}

static void
assert_codes (GPtrArray  *findings,
              const char *expected)
{
  g_autofree char *got = codes (findings);

  g_assert_cmpstr (got, ==, expected);
}

/* A finished puzzle has nothing to report. */
static void
test_findings_none (void)
{
  g_autoptr(PfTriLevel) level = tri_fixture_starter_level ("level-02");
  g_autoptr(GPtrArray) findings = findings_of (level, NULL, TRUE, 0);

  assert_codes (findings, "");
}

/* Drafts: no key, no goal; errors, and not "unsolvable" besides. */
static void
test_findings_drafts (void)
{
  g_autoptr(PfTriLevel) keyless = tri_fixture_starter_level ("level-02");
  g_autoptr(PfTriLevel) goalless = tri_fixture_starter_level ("level-02");
  g_autoptr(GPtrArray) no_key = NULL;
  g_autoptr(GPtrArray) no_goal = NULL;
  g_autoptr(GPtrArray) quick = NULL;
  const PfTriFinding *f;

  keyless->blocks[0].key = FALSE;
  no_key = findings_of (keyless, NULL, TRUE, 0);
  assert_codes (no_key, "no-key");
  f = g_ptr_array_index (no_key, 0);
  g_assert_cmpint (f->severity, ==, PF_TRI_SEVERITY_ERROR);
  g_assert_cmpstr (pf_tri_severity_to_string (f->severity), ==, "error");
  g_assert_cmpstr (f->message, ==, "The level has no key block");
  g_assert_cmpuint (f->n_blocks, ==, 0);
  g_assert_null (f->other);

  memset (&goalless->goals, 0, sizeof goalless->goals);
  no_goal = findings_of (goalless, NULL, TRUE, 0);
  assert_codes (no_goal, "no-goal");
  g_assert_cmpuint (pf_tri_findings_count (no_goal, PF_TRI_SEVERITY_ERROR), ==, 1);

  /* Without a measure, the quick findings alone. */
  goalless->blocks[0].key = FALSE;
  quick = findings_of (goalless, NULL, FALSE, 0);
  assert_codes (quick, "no-key no-goal");
}

/* A goal the key can never cover: unsolvable, an error. */
static void
test_findings_unsolvable (void)
{
  g_autoptr(PfTriLevel) level = tri_fixture_starter_level ("level-02");
  g_autoptr(GPtrArray) findings = NULL;
  g_autoptr(GPtrArray) quick = NULL;

  memset (&level->goals, 0, sizeof level->goals);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&level->walls, t) && pf_tri_row (t) == 10 &&
        pf_tri_level_block_at (level, t) < 0)
      {
        pf_tri_mask_set (&level->goals, t, TRUE);
        break;
      }
  findings = findings_of (level, NULL, TRUE, 0);
  assert_codes (findings, "unsolvable");
  g_assert_cmpint (((PfTriFinding *) g_ptr_array_index (findings, 0))->severity, ==,
                   PF_TRI_SEVERITY_ERROR);
  quick = findings_of (level, NULL, FALSE, 0);
  assert_codes (quick, "");
}

/* More states than the budget: too-large, a warning; nothing else is
 * claimed, and the message says what is proven: nothing, or the solution
 * when the solver found it within the budget but the analysis did not. */
static void
test_findings_too_large (void)
{
  g_autoptr(PfTriLevel) level = tri_fixture_blocked_corridor (5);
  g_autoptr(GPtrArray) findings = findings_of (level, NULL, TRUE, 1000);
  g_autoptr(PfTriLevel) solved = tri_fixture_starter_level ("level-09");
  g_autoptr(GPtrArray) on_solved = findings_of (solved, NULL, TRUE, 14000);
  const PfTriFinding *f;

  assert_codes (findings, "too-large");
  f = g_ptr_array_index (findings, 0);
  g_assert_cmpint (f->severity, ==, PF_TRI_SEVERITY_WARNING);
  g_assert_nonnull (strstr (f->message, "nothing is proven"));
  g_assert_cmpuint (pf_tri_findings_count (findings, PF_TRI_SEVERITY_ERROR), ==, 0);

  /* level-09 solves in 8 moves exploring 6,050 states of its 14,124. */
  assert_codes (on_solved, "too-large");
  f = g_ptr_array_index (on_solved, 0);
  g_assert_nonnull (strstr (f->message, "its 8-move solution is proven, not its analysis"));
}

/* Level-01: one move, and two blocks not in the way: each named. */
static void
test_findings_redundant_and_trivial (void)
{
  g_autoptr(PfTriLevel) level = tri_fixture_starter_level ("level-01");
  g_autoptr(GPtrArray) findings = findings_of (level, NULL, TRUE, 0);
  const PfTriFinding *f;

  assert_codes (findings, "redundant-block redundant-block trivial");
  f = g_ptr_array_index (findings, 0);
  g_assert_cmpuint (f->n_blocks, ==, 1);
  g_assert_cmpuint (f->blocks[0], ==, 1);
  /* Named from 1, as a person counts: block index 1 is the second block. */
  g_assert_cmpstr (f->message, ==, "Block 2 can go: without it the level still takes 1 move");
  f = g_ptr_array_index (findings, 1);
  g_assert_cmpuint (f->blocks[0], ==, 2);
  f = g_ptr_array_index (findings, 2);
  g_assert_cmpuint (f->n_blocks, ==, 0);
  g_assert_cmpstr (f->message, ==, "The level is solved in one move");
  g_assert_cmpuint (pf_tri_findings_count (findings, PF_TRI_SEVERITY_WARNING), ==, 3);
}

/* A level of a pack with the blocks of an earlier one slid elsewhere is
 * the same puzzle, named on the later level only. */
static void
test_findings_same_puzzle (void)
{
  g_autoptr(PfTriPack) pack = pf_tri_pack_new ("pack");
  PfTriLevel *first = tri_fixture_starter_level ("level-02");
  PfTriLevel *slid = pf_tri_level_copy (first);
  g_autoptr(PfTriLevel) outside = pf_tri_level_copy (first);
  g_autoptr(GPtrArray) on_first = NULL;
  g_autoptr(GPtrArray) on_slid = NULL;
  g_autoptr(GPtrArray) on_outside = NULL;
  const PfTriFinding *f;

  g_free (slid->id);
  slid->id = g_strdup ("slid");
  slid->blocks[1].first += 32;        /* the V block one step down */
  g_ptr_array_add (pack->levels, first);
  g_ptr_array_add (pack->levels, slid);

  on_first = findings_of (first, pack, FALSE, 0);
  assert_codes (on_first, "");
  on_slid = findings_of (slid, pack, FALSE, 0);
  assert_codes (on_slid, "same-puzzle");
  f = g_ptr_array_index (on_slid, 0);
  g_assert_cmpstr (f->other, ==, "level-02");
  g_assert_cmpint (f->severity, ==, PF_TRI_SEVERITY_WARNING);
  g_assert_nonnull (strstr (f->message, "Out of the way"));
  g_assert_nonnull (strstr (f->message, "from another start"));

  /* A level not in the pack is compared with all of it; an exact copy is
   * named a copy, since it starts where the other does. */
  g_free (outside->id);
  outside->id = g_strdup ("elsewhere");
  on_outside = findings_of (outside, pack, TRUE, 0);
  assert_codes (on_outside, "same-puzzle");
  f = g_ptr_array_index (on_outside, 0);
  g_assert_true (g_str_has_prefix (f->message, "A copy of level “Out of the way”"));
}

/* The findings of a whole pack from what it caches: the same as each
 * level's own quick findings, plus the cached figures' `unsolvable` and
 * `trivial`. */
static void
test_pack_findings (void)
{
  g_autoptr(PfTriPack) pack = pf_tri_pack_new ("pack");
  PfTriLevel *first = tri_fixture_starter_level ("level-02");
  PfTriLevel *slid = pf_tri_level_copy (first);
  PfTriLevel *draft = pf_tri_level_copy (first);
  PfTriLevel *trivial = tri_fixture_starter_level ("level-01");
  g_autoptr(GPtrArray) all = NULL;

  g_free (slid->id);
  slid->id = g_strdup ("slid");
  slid->blocks[1].first += 32;
  g_free (draft->id);
  draft->id = g_strdup ("draft");
  for (guint b = 0; b < draft->n_blocks; b++)
    draft->blocks[b].key = FALSE;
  pf_tri_figures_reset (&draft->figures);
  trivial->figures.moves = 1;
  g_ptr_array_add (pack->levels, first);
  g_ptr_array_add (pack->levels, slid);
  g_ptr_array_add (pack->levels, draft);
  g_ptr_array_add (pack->levels, trivial);

  all = pf_tri_pack_findings (pack);
  g_assert_cmpuint (all->len, ==, 4);
  assert_codes (g_ptr_array_index (all, 0), "");
  assert_codes (g_ptr_array_index (all, 1), "same-puzzle");
  {
    GPtrArray *on_slid = g_ptr_array_index (all, 1);

    g_assert_cmpstr (((PfTriFinding *) g_ptr_array_index (on_slid, 0))->other, ==, "level-02");
  }
  assert_codes (g_ptr_array_index (all, 2), "no-key");
  assert_codes (g_ptr_array_index (all, 3), "trivial");

  /* Cached as unsolvable, analysed in full. */
  first->figures.moves = -2;
  first->figures.reachable = 20;
  g_clear_pointer (&all, g_ptr_array_unref);
  all = pf_tri_pack_findings (pack);
  assert_codes (g_ptr_array_index (all, 0), "unsolvable");
}

/* The quick findings of a pack's level merged with the `redundant-block`
 * findings of its measure read as the level's full findings: each where
 * its code puts it. */
static void
test_findings_merge (void)
{
  g_autoptr(PfTriPack) pack = pf_tri_pack_new ("pack");
  PfTriLevel *first = tri_fixture_starter_level ("level-01");
  PfTriLevel *slid = pf_tri_level_copy (first);     /* the same puzzle again */
  g_autoptr(GPtrArray) full = NULL;
  g_autoptr(GPtrArray) cached = NULL;
  g_autoptr(GPtrArray) redundant = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_finding_free);

  g_free (slid->id);
  slid->id = g_strdup ("again");
  g_ptr_array_add (pack->levels, first);
  g_ptr_array_add (pack->levels, slid);
  g_assert_true (pf_tri_level_same_puzzle (first, slid));
  slid->figures.moves = 1;

  full = findings_of (slid, pack, TRUE, 0);
  assert_codes (full, "redundant-block redundant-block same-puzzle trivial");
  cached = pf_tri_level_cached_findings (slid, first);
  assert_codes (cached, "same-puzzle trivial");
  for (guint i = 0; i < full->len; i++)
    if (((PfTriFinding *) g_ptr_array_index (full, i))->code == PF_TRI_FINDING_REDUNDANT_BLOCK)
      g_ptr_array_add (redundant, pf_tri_finding_copy (g_ptr_array_index (full, i)));

  pf_tri_findings_merge (cached, redundant);
  g_assert_cmpuint (cached->len, ==, full->len);
  for (guint i = 0; i < full->len; i++)
    {
      const PfTriFinding *want = g_ptr_array_index (full, i);
      const PfTriFinding *got = g_ptr_array_index (cached, i);

      g_assert_cmpint (got->code, ==, want->code);
      g_assert_cmpstr (got->message, ==, want->message);
      g_assert_cmpstr (got->other, ==, want->other);
      g_assert_cmpuint (got->n_blocks, ==, want->n_blocks);
      g_assert_true (got->n_blocks == 0 || got->blocks[0] == want->blocks[0]);
      g_assert_true (got != want);
    }
  /* An error of a draft stays first. */
  g_clear_pointer (&cached, g_ptr_array_unref);
  for (guint b = 0; b < slid->n_blocks; b++)
    slid->blocks[b].key = FALSE;
  cached = pf_tri_level_cached_findings (slid, NULL);
  pf_tri_findings_merge (cached, redundant);
  assert_codes (cached, "no-key redundant-block redundant-block trivial");
}

static void
test_findings_spelling (void)
{
  static const char *names[] = {
    "no-key", "no-goal", "unsolvable", "too-large", "redundant-block", "same-puzzle", "trivial",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpstr (pf_tri_finding_code_to_string (i), ==, names[i]);
  g_assert_cmpstr (pf_tri_severity_to_string (PF_TRI_SEVERITY_WARNING), ==, "warning");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tri/findings/none", test_findings_none);
  g_test_add_func ("/tri/findings/drafts", test_findings_drafts);
  g_test_add_func ("/tri/findings/unsolvable", test_findings_unsolvable);
  g_test_add_func ("/tri/findings/too-large", test_findings_too_large);
  g_test_add_func ("/tri/findings/redundant-and-trivial", test_findings_redundant_and_trivial);
  g_test_add_func ("/tri/findings/same-puzzle", test_findings_same_puzzle);
  g_test_add_func ("/tri/findings/spelling", test_findings_spelling);
  g_test_add_func ("/tri/findings/pack", test_pack_findings);
  g_test_add_func ("/tri/findings/merge", test_findings_merge);

  return g_test_run ();
}

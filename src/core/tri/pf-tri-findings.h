/* pf-tri-findings.h: what is wrong with a level, or not yet right (SPEC §2.9)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A level being made is often not yet a puzzle: it has no key, no goal or
 * no solution. What is wrong with it is a list of findings, never a load
 * error. The level page, the pack page, the sidebar and `polyform check`
 * all take them from pf_tri_level_findings():
 *
 *     g_auto(PfTriMeasure) measure = { 0 };
 *     g_autoptr(GPtrArray) findings = NULL;
 *     PfTriMeasureOptions options;
 *
 *     pf_tri_measure_options_init (&options);
 *     options.max_states = 1000000;
 *     options.explain = TRUE;
 *     pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, NULL);
 *     findings = pf_tri_level_findings (level, pack, &measure);
 *     for (guint i = 0; i < findings->len; i++)
 *       {
 *         const PfTriFinding *f = g_ptr_array_index (findings, i);
 *
 *         g_print ("%s: %s: %s\n", pf_tri_severity_to_string (f->severity),
 *                  pf_tri_finding_code_to_string (f->code), f->message);
 *       }
 *
 * Without a measure (%NULL: not measured yet, or a view that only wants the
 * quick findings) the findings are those of the level and its pack alone:
 * `no-key`, `no-goal` and `same-puzzle`. In the app, a level's
 * #PfTriSession has the measure (pf_tri_session_get_measure()).
 */
#pragma once

#include <glib.h>

#include "pf-tri-level.h"
#include "pf-tri-measure.h"

G_BEGIN_DECLS

/**
 * PfTriFindingCode:
 * @PF_TRI_FINDING_NO_KEY: `no-key`: the level has no key block
 * @PF_TRI_FINDING_NO_GOAL: `no-goal`: the level has no goal triangle
 * @PF_TRI_FINDING_UNSOLVABLE: `unsolvable`: no solved state is reachable
 *   from the start, analysed in full
 * @PF_TRI_FINDING_TOO_LARGE: `too-large`: the reachable component exceeds
 *   the state budget, so nothing is proven
 * @PF_TRI_FINDING_REDUNDANT_BLOCK: `redundant-block`: one per redundant
 *   block (#PfTriExplanation), naming it
 * @PF_TRI_FINDING_SAME_PUZZLE: `same-puzzle`: the level is the same puzzle
 *   (SPEC §2.8) as an earlier level of its pack, naming it
 * @PF_TRI_FINDING_TRIVIAL: `trivial`: the optimal solution has at most one
 *   move
 *
 * The findings of SPEC §2.9, in the order pf_tri_level_findings() gives
 * them.
 */
typedef enum
{
  PF_TRI_FINDING_NO_KEY,
  PF_TRI_FINDING_NO_GOAL,
  PF_TRI_FINDING_UNSOLVABLE,
  PF_TRI_FINDING_TOO_LARGE,
  PF_TRI_FINDING_REDUNDANT_BLOCK,
  PF_TRI_FINDING_SAME_PUZZLE,
  PF_TRI_FINDING_TRIVIAL,
} PfTriFindingCode;

/**
 * PfTriSeverity:
 * @PF_TRI_SEVERITY_ERROR: the level is not a puzzle yet (`no-key`,
 *   `no-goal`, `unsolvable`)
 * @PF_TRI_SEVERITY_WARNING: the level is a puzzle, but likely not the one
 *   meant (every other code)
 */
typedef enum
{
  PF_TRI_SEVERITY_ERROR,
  PF_TRI_SEVERITY_WARNING,
} PfTriSeverity;

/**
 * PfTriFinding:
 * @code: what was found
 * @severity: how bad it is; always the one of its code
 * @message: one translated sentence for the designer
 * @n_blocks: how many blocks it concerns (1 for `redundant-block`, else 0)
 * @blocks: the indices of those blocks, 0-based in document order
 * @other: (nullable): the id of the other level it concerns (the level of
 *   the pack that a `same-puzzle` repeats), or %NULL
 *
 * One finding. Everything in it is owned by it.
 */
typedef struct
{
  PfTriFindingCode  code;
  PfTriSeverity     severity;
  char             *message;
  guint             n_blocks;
  guint             blocks[PF_TRI_MAX_BLOCKS];
  char             *other;
} PfTriFinding;

/**
 * pf_tri_level_findings:
 * @level: a level
 * @pack: (nullable): its pack, for `same-puzzle`: the levels before
 *   @level in @pack (every level of @pack when @level is not in it, found
 *   by pointer or else by id)
 * @measure: (nullable): @level's measure (pf_tri_measure_level()), for
 *   `unsolvable`, `too-large`, `trivial` and, when it holds an
 *   explanation, `redundant-block`
 *
 * The findings of SPEC §2.9, in the order of #PfTriFindingCode. A level
 * without a key block or a goal is not reported `unsolvable` as well.
 * `same-puzzle` compares @level with the levels before it
 * (pf_tri_level_same_puzzle()) and names the first one that matches; it
 * costs a search only when their blocks lie on the same bands. Nothing
 * here solves anything: the measure is the caller's, so a view can show
 * the quick findings at once and the rest when the background run ends.
 *
 * Returns: (transfer full) (element-type PfTriFinding): the findings, none
 *   for a level with nothing to say
 */
GPtrArray  *pf_tri_level_findings          (const PfTriLevel   *level,
                                            const PfTriPack    *pack,
                                            const PfTriMeasure *measure);

/**
 * pf_tri_level_cached_findings:
 * @level: a level
 * @same: (nullable): the earlier level of its pack that is the same puzzle,
 *   when the caller knows one
 *
 * The findings of @level that need no search, from what the project caches
 * (its figures), with `same-puzzle` naming @same: one level of
 * pf_tri_pack_findings().
 *
 * Returns: (transfer full) (element-type PfTriFinding): the findings
 */
GPtrArray  *pf_tri_level_cached_findings   (const PfTriLevel   *level,
                                            const PfTriLevel   *same);

/**
 * pf_tri_pack_findings:
 * @pack: a pack
 *
 * The findings of every level of @pack from what the project caches, for
 * lists of many levels: `no-key`, `no-goal`, `same-puzzle` (each level
 * against the ones before it, grouped by band so that only levels on the
 * same bands are searched), and `unsolvable` and `trivial` as the cached
 * figures say. What takes an analysis of its own (`too-large`,
 * `redundant-block`) is left to pf_tri_level_findings() with a measure.
 *
 * Returns: (transfer full) (element-type GPtrArray): for each level in
 *   order, its findings (an array of #PfTriFinding)
 */
GPtrArray  *pf_tri_pack_findings           (const PfTriPack    *pack);

/**
 * pf_tri_findings_add_too_large:
 * @findings: (element-type PfTriFinding): findings in code order
 * @moves: the moves of the solution the solver proved within the budget,
 *   or -1 when it proved none
 *
 * Adds the `too-large` finding in its place among @findings, with the
 * message pf_tri_level_findings() gives it: for a list that knows from
 * cached figures that a level is over the budget.
 */
void        pf_tri_findings_add_too_large  (GPtrArray          *findings,
                                            int                 moves);

/**
 * pf_tri_level_error_summary:
 * @level: a level
 *
 * The first error finding of @level that needs no search, in a few words
 * for a list (the sidebar): "no key block", "no goal", or "unsolvable" when
 * the cached figures say so.
 *
 * Returns: (nullable): the words, translated, or %NULL when there is none
 */
const char *pf_tri_level_error_summary     (const PfTriLevel   *level);

/**
 * pf_tri_finding_code_to_string:
 *
 * Returns: the code as SPEC §2.9 spells it (`no-key`, `same-puzzle`, …):
 *   the `code` of `check --json`, never translated
 */
const char *pf_tri_finding_code_to_string  (PfTriFindingCode    code);

/**
 * pf_tri_severity_to_string:
 *
 * Returns: `error` or `warning`, never translated
 */
const char *pf_tri_severity_to_string      (PfTriSeverity       severity);

/**
 * pf_tri_findings_count:
 * @findings: (element-type PfTriFinding): findings
 * @severity: a severity
 *
 * Returns: how many of @findings have @severity
 */
guint       pf_tri_findings_count          (GPtrArray          *findings,
                                            PfTriSeverity       severity);

/**
 * pf_tri_findings_merge:
 * @findings: (element-type PfTriFinding): findings in the order of
 *   #PfTriFindingCode, such as pf_tri_level_cached_findings() gives
 * @more: (element-type PfTriFinding): more findings of the same level, in
 *   that order too, such as the `redundant-block` findings of a measure
 *
 * Adds copies of @more to @findings, each after the findings of its own
 * code and before those of later codes, so that @findings reads as
 * pf_tri_level_findings() would give them all.
 */
void        pf_tri_findings_merge          (GPtrArray          *findings,
                                            GPtrArray          *more);

PfTriFinding *pf_tri_finding_copy          (const PfTriFinding *finding);
void        pf_tri_finding_free            (PfTriFinding       *finding);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriFinding, pf_tri_finding_free)

G_END_DECLS

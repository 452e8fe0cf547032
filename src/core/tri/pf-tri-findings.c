/* pf-tri-findings.c: what is wrong with a level, or not yet right (SPEC §2.9)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-findings"

#include <glib/gi18n-lib.h>

#include "pf-tri-findings.h"
#include "pf-tri-same-puzzle.h"

/* Auxiliary methods */

static PfTriSeverity
severity_of (PfTriFindingCode code)
{
  switch (code)
    {
    case PF_TRI_FINDING_NO_KEY:
    case PF_TRI_FINDING_NO_GOAL:
    case PF_TRI_FINDING_UNSOLVABLE:
      return PF_TRI_SEVERITY_ERROR;
    case PF_TRI_FINDING_TOO_LARGE:
    case PF_TRI_FINDING_REDUNDANT_BLOCK:
    case PF_TRI_FINDING_SAME_PUZZLE:
    case PF_TRI_FINDING_TRIVIAL:
    default:
      return PF_TRI_SEVERITY_WARNING;
    }
}

/* Adds a finding; takes @message. */
static PfTriFinding *
add (GPtrArray        *findings,
     PfTriFindingCode  code,
     char             *message)
{
  PfTriFinding *finding = g_new0 (PfTriFinding, 1);

  finding->code = code;
  finding->severity = severity_of (code);
  finding->message = message;
  g_ptr_array_add (findings, finding);
  return finding;
}

/* The first level of @pack before @level that is the same puzzle. */
static const PfTriLevel *
earlier_same_puzzle (const PfTriLevel *level,
                     const PfTriPack  *pack)
{
  guint end = pack->levels->len;

  if (!g_ptr_array_find (pack->levels, level, &end))
    for (guint i = 0; i < pack->levels->len; i++)
      if (level->id != NULL &&
          g_strcmp0 (((PfTriLevel *) g_ptr_array_index (pack->levels, i))->id, level->id) == 0)
        {
          end = i;
          break;
        }
  for (guint i = 0; i < end; i++)
    {
      const PfTriLevel *other = g_ptr_array_index (pack->levels, i);

      if (pf_tri_level_same_puzzle (other, level))
        return other;
    }
  return NULL;
}

static void
add_same_puzzle (GPtrArray        *findings,
                 const PfTriLevel *level,
                 const PfTriLevel *same)
{
  const char *name = same->meta.title != NULL && same->meta.title[0] != '\0'
                     ? same->meta.title : same->id;
  PfTriFinding *finding;

  /* A copy starts where the other does; the rest from elsewhere in its states. */
  if (pf_tri_level_same_layout (level, same))
    finding = add (findings, PF_TRI_FINDING_SAME_PUZZLE,
                   g_strdup_printf (_("A copy of level “%s”: the same puzzle from the same "
                                      "start"), name));
  else
    finding = add (findings, PF_TRI_FINDING_SAME_PUZZLE,
                   g_strdup_printf (_("The same puzzle as level “%s”, from another start"),
                                    name));
  finding->other = g_strdup (same->id);
}

static void
add_trivial (GPtrArray *findings,
             gint       moves)
{
  if (moves <= 1)
    add (findings, PF_TRI_FINDING_TRIVIAL,
         g_strdup (moves == 0 ? _("The level is solved at the start")
                              : _("The level is solved in one move")));
}

static void
add_measured (GPtrArray          *findings,
              const PfTriMeasure *measure,
              gboolean            draft)
{
  const PfTriSolution *solution = measure->solution;
  const PfTriExplanation *explanation = measure->explanation;

  if (!draft && measure->figures.moves == -2)
    add (findings, PF_TRI_FINDING_UNSOLVABLE,
         g_strdup (_("No solved state can be reached from the start")));
  if (measure->over_budget)
    pf_tri_findings_add_too_large (findings,
                                   solution != NULL && solution->status == PF_TRI_SOLVE_SOLVED
                                   ? (int) solution->moves : -1);
  if (explanation != NULL && solution != NULL)
    for (guint i = 0; i < explanation->redundant_blocks->len; i++)
      {
        guint block = g_array_index (explanation->redundant_blocks, guint, i);
        PfTriFinding *finding;

        finding = add (findings, PF_TRI_FINDING_REDUNDANT_BLOCK,
                       /* Blocks are named as a person counts them, from 1 (the
                        * canvas draws the number on the block a finding names). */
                       g_strdup_printf (ngettext ("Block %u can go: without it the level still "
                                                  "takes %d move",
                                                  "Block %u can go: without it the level still "
                                                  "takes %d moves", solution->moves),
                                        block + 1, solution->moves));
        finding->blocks[finding->n_blocks++] = block;
      }
}

/* Public API */

GPtrArray *
pf_tri_level_findings (const PfTriLevel   *level,
                       const PfTriPack    *pack,
                       const PfTriMeasure *measure)
{
  GPtrArray *findings;
  const PfTriLevel *same = NULL;
  gboolean draft = FALSE;

  g_return_val_if_fail (level != NULL, NULL);

  findings = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_finding_free);
  if (!pf_tri_level_has_key (level))
    {
      add (findings, PF_TRI_FINDING_NO_KEY, g_strdup (_("The level has no key block")));
      draft = TRUE;
    }
  if (!pf_tri_level_has_goal (level))
    {
      add (findings, PF_TRI_FINDING_NO_GOAL, g_strdup (_("The level has no goal")));
      draft = TRUE;
    }
  if (measure != NULL)
    add_measured (findings, measure, draft);

  if (pack != NULL && (same = earlier_same_puzzle (level, pack)) != NULL)
    add_same_puzzle (findings, level, same);

  if (measure != NULL && measure->solution != NULL &&
      measure->solution->status == PF_TRI_SOLVE_SOLVED)
    add_trivial (findings, measure->solution->moves);
  return findings;
}

GPtrArray *
pf_tri_level_cached_findings (const PfTriLevel *level,
                              const PfTriLevel *same)
{
  GPtrArray *findings;
  gboolean draft;

  g_return_val_if_fail (level != NULL, NULL);

  findings = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_finding_free);
  draft = pf_tri_level_is_draft (level);
  if (!pf_tri_level_has_key (level))
    add (findings, PF_TRI_FINDING_NO_KEY, g_strdup (_("The level has no key block")));
  if (!pf_tri_level_has_goal (level))
    add (findings, PF_TRI_FINDING_NO_GOAL, g_strdup (_("The level has no goal")));
  /* Only what the project caches: a level found unsolvable in full. */
  if (!draft && level->figures.moves == -2 && level->figures.reachable >= 0)
    add (findings, PF_TRI_FINDING_UNSOLVABLE,
         g_strdup (_("No solved state can be reached from the start")));
  if (same != NULL)
    add_same_puzzle (findings, level, same);
  if (level->figures.moves >= 0)
    add_trivial (findings, level->figures.moves);
  return findings;
}

GPtrArray *
pf_tri_pack_findings (const PfTriPack *pack)
{
  g_autoptr(PfTriPuzzleSet) seen = pf_tri_puzzle_set_new (0);
  GPtrArray *all;

  g_return_val_if_fail (pack != NULL, NULL);

  all = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < pack->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      gpointer same = NULL;

      if (pf_tri_puzzle_set_add (seen, level, (gpointer) level, &same))
        same = NULL;
      g_ptr_array_add (all, pf_tri_level_cached_findings (level, same));
    }
  return all;
}

const char *
pf_tri_level_error_summary (const PfTriLevel *level)
{
  g_return_val_if_fail (level != NULL, NULL);

  if (!pf_tri_level_has_key (level))
    return _("no key block");
  if (!pf_tri_level_has_goal (level))
    return _("no goal");
  if (level->figures.moves == -2 && level->figures.reachable >= 0)
    return _("unsolvable");
  return NULL;
}

const char *
pf_tri_finding_code_to_string (PfTriFindingCode code)
{
  static const char *names[] = {
    "no-key", "no-goal", "unsolvable", "too-large", "redundant-block", "same-puzzle", "trivial",
  };

  g_return_val_if_fail ((guint) code < G_N_ELEMENTS (names), NULL);
  return names[code];
}

const char *
pf_tri_severity_to_string (PfTriSeverity severity)
{
  return severity == PF_TRI_SEVERITY_ERROR ? "error" : "warning";
}

guint
pf_tri_findings_count (GPtrArray     *findings,
                       PfTriSeverity  severity)
{
  guint n = 0;

  g_return_val_if_fail (findings != NULL, 0);

  for (guint i = 0; i < findings->len; i++)
    n += ((PfTriFinding *) g_ptr_array_index (findings, i))->severity == severity;
  return n;
}

void
pf_tri_findings_add_too_large (GPtrArray *findings,
                               int        moves)
{
  g_autoptr(GPtrArray) one = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_finding_free);

  g_return_if_fail (findings != NULL);

  if (moves >= 0)
    add (one, PF_TRI_FINDING_TOO_LARGE,
         g_strdup_printf (_("The level has more states than the state budget: its "
                            "%d-move solution is proven, not its analysis"), moves));
  else
    add (one, PF_TRI_FINDING_TOO_LARGE,
         g_strdup (_("The level has more states than the state budget, so nothing is proven")));
  pf_tri_findings_merge (findings, one);
}

void
pf_tri_findings_merge (GPtrArray *findings,
                       GPtrArray *more)
{
  guint at = 0;

  g_return_if_fail (findings != NULL && more != NULL);

  for (guint i = 0; i < more->len; i++)
    {
      const PfTriFinding *finding = g_ptr_array_index (more, i);

      while (at < findings->len &&
             ((PfTriFinding *) g_ptr_array_index (findings, at))->code <= finding->code)
        at++;
      g_ptr_array_insert (findings, at++, pf_tri_finding_copy (finding));
    }
}

PfTriFinding *
pf_tri_finding_copy (const PfTriFinding *finding)
{
  PfTriFinding *copy;

  g_return_val_if_fail (finding != NULL, NULL);

  copy = g_memdup2 (finding, sizeof *finding);
  copy->message = g_strdup (finding->message);
  copy->other = g_strdup (finding->other);
  return copy;
}

void
pf_tri_finding_free (PfTriFinding *finding)
{
  if (finding == NULL)
    return;
  g_free (finding->message);
  g_free (finding->other);
  g_free (finding);
}

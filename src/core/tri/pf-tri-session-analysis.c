/* pf-tri-session-analysis.c: a session's analyses, live and on request, and their results
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Results are kept per layout: the walls, goals and blocks in order, since a
 * solution names blocks by index. The results of the last few layouts are
 * kept aside, so an undo or a return to a level brings them back at once.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-session"

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-tri-session-private.h"

/* How many earlier puzzles keep their results, for a designer who goes back
 * to a level, or undoes an edit. An analysis of 10⁶ states takes about
 * 20 MB. */
#define RECENT_RESULTS 6

/* Auxiliary methods */

static PfTriMeasure *
take_recent (PfTriSession *self,
             GBytes       *key)
{
  gpointer stored_key = NULL, results = NULL;

  for (GList *l = self->recent_keys.head; l != NULL; l = l->next)
    if (g_bytes_equal (l->data, key))
      {
        g_bytes_unref (l->data);
        g_queue_delete_link (&self->recent_keys, l);
        break;
      }
  if (!g_hash_table_steal_extended (self->recent, key, &stored_key, &results))
    return NULL;
  g_bytes_unref (stored_key);
  return results;
}

/* The results on hand are kept aside for the layout they belong to. */
void
pf_tri_session_put_results_aside (PfTriSession *self)
{
  PfTriMeasure *old;

  if (self->measure == NULL)
    return;
  if (self->layout == NULL)
    {
      g_clear_pointer (&self->measure, pf_tri_measure_free);
      return;
    }
  old = take_recent (self, self->layout);
  g_clear_pointer (&old, pf_tri_measure_free);
  g_hash_table_replace (self->recent, g_bytes_ref (self->layout),
                        g_steal_pointer (&self->measure));
  g_queue_push_tail (&self->recent_keys, g_bytes_ref (self->layout));
  while (self->recent_keys.length > RECENT_RESULTS)
    {
      g_autoptr(GBytes) oldest = g_queue_pop_head (&self->recent_keys);

      g_hash_table_remove (self->recent, oldest);
    }
}

void
pf_tri_session_recall_results (PfTriSession *self)
{
  if (self->layout != NULL)
    self->measure = take_recent (self, self->layout);
}

/* Whether the state after k moves of the solution is @state, for some k;
 * returns that k, or -1. */
static gint
solution_index (PfTriSession *self,
                guint64       state)
{
  GArray *moves = self->measure->solution->solution;
  guint64 s = pf_tri_rules_get_start (self->rules);

  for (guint k = 0; k <= moves->len; k++)
    {
      if (s == state)
        return (gint) k;
      if (k == moves->len ||
          !pf_tri_rules_apply (self->rules, s, &g_array_index (moves, PfTriMove, k), &s))
        break;
    }
  return -1;
}

/* A move from @state one nearer the goal, the fewest steps first. */
static gboolean
descend (PfTriSession *self,
         guint64       state,
         PfTriMove    *move,
         guint64      *next)
{
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
  gint here = pf_tri_analysis_distance (self->measure->analysis, state);
  gboolean found = FALSE;
  guint n;

  if (here <= 0)
    return FALSE;
  n = pf_tri_rules_successors (self->rules, state, edges);
  for (guint e = 0; e < n; e++)
    if (pf_tri_analysis_distance (self->measure->analysis, edges[e].state) == here - 1 &&
        (!found || edges[e].move.steps < move->steps))
      {
        *move = edges[e].move;
        *next = edges[e].state;
        found = TRUE;
      }
  return found;
}

/* Worker thread */

/* What the worker measures: a copy of the level, and the budget. */
typedef struct
{
  PfTriLevel *level;
  guint64     max_states;
} AnalyzeRequest;

static void
analyze_request_free (AnalyzeRequest *request)
{
  pf_tri_level_free (request->level);
  g_free (request);
}

static gpointer
analyze_in_worker (PfJob         *job,
                   gpointer       data,
                   GCancellable  *cancellable,
                   GError       **error)
{
  const AnalyzeRequest *request = data;
  g_autoptr(PfTriMeasure) measure = pf_tri_measure_new ();
  PfTriMeasureOptions options;
  GError *local_error = NULL;

  pf_tri_measure_options_init (&options);
  options.max_states = request->max_states;
  options.n_threads = 0;
  options.analyze = TRUE;
  options.explain = TRUE;
  /* Too large to analyse (or out of memory) once solved: the solution alone. */
  if (!pf_tri_measure_level (request->level, &options, cancellable, pf_job_search_progress, job,
                             measure, &local_error) &&
      (measure->solution == NULL || g_cancellable_is_cancelled (cancellable)))
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  g_clear_error (&local_error);
  return g_steal_pointer (&measure);
}

/* Callbacks */

static void
on_analysis_progress (gpointer  owner,
                      PfJob    *job,
                      gpointer  report)
{
  PfTriSession *self = owner;

  if (job == self->job)
    pf_tri_session_emit_progress (self, *(const guint64 *) report);
}

static void start_job (PfTriSession *self,
                       guint64       budget);

static void
on_analysis_done (gpointer      owner,
                  PfJob        *job,
                  gpointer      result,
                  const GError *error)
{
  PfTriSession *self = owner;
  PfTriMeasure *measure = result;
  const AnalyzeRequest *request = pf_job_get_data (job);
  g_autoptr(GBytes) key = NULL;
  g_autoptr(GError) reason = NULL;
  /* Asked for by Analyze, with more room than the edits' own runs: a stop
   * is said as it is, not as a run that Analyze would take further. */
  gboolean full = self->live_budget == 0 || request->max_states > self->live_budget;

  if (job != self->job)
    return;
  g_clear_object (&self->job);

  /* A newer level or request cancelled this run: the next one starts now,
   * so a burst of edits costs the run under way and the last one. */
  if (self->pending)
    {
      self->pending = FALSE;
      start_job (self, self->pending_budget);
      return;
    }

  if (measure == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        reason = g_error_new_literal (PF_ERROR, PF_ERROR_CANCELLED, _("Analysis cancelled"));
      else
        reason = g_error_copy (error);
      if (g_error_matches (reason, PF_ERROR, PF_ERROR_LIMIT) ||
          g_error_matches (reason, PF_ERROR, PF_ERROR_NO_MEMORY))
        {
          g_free (self->problem);
          self->problem = full
            ? g_strdup_printf (_("Too large to analyse here (%s)."), reason->message)
            : g_strdup_printf (_("Too large to analyse as you edit (%s). "
                                 "Analyze (F6) analyses it in full."), reason->message);
        }
      pf_tri_session_emit_changed (self);
      pf_tri_session_emit_analyzed (self, reason);
      return;
    }

  /* Results belong to the layout they were made for; a change of layout
   * cancels the job, so the layout on hand is that one. */
  key = pf_tri_session_layout_key (request->level);
  g_return_if_fail (self->layout != NULL && g_bytes_equal (key, self->layout));
  g_clear_pointer (&self->measure, pf_tri_measure_free);
  g_clear_pointer (&self->problem, g_free);
  self->measure = pf_tri_measure_new ();
  self->measure->solution = g_steal_pointer (&measure->solution);
  self->measure->analysis = g_steal_pointer (&measure->analysis);
  self->measure->explanation = g_steal_pointer (&measure->explanation);
  self->measure->figures = measure->figures;
  self->measure->over_budget = measure->over_budget;
  if (self->measure->solution->status == PF_TRI_SOLVE_GAVE_UP && full)
    self->problem = g_strdup_printf (_("Gave up after %'llu states, the most "
                                       "an analysis here holds: the level is too large to "
                                       "solve in the studio."),
                                     (unsigned long long) request->max_states);
  else if (self->measure->solution->status == PF_TRI_SOLVE_GAVE_UP)
    self->problem = g_strdup (_("Too large to analyse as you edit. Analyze (F6) analyses it "
                                "in full."));
  else if (self->measure->over_budget && full)
    self->problem = g_strdup_printf (_("The analysis stopped at %'llu states, "
                                       "the most it holds here: the solution is proven, the "
                                       "difficulty and the distances are not."),
                                     (unsigned long long) request->max_states);
  pf_tri_session_emit_changed (self);
  pf_tri_session_emit_analyzed (self, NULL);
}

static void
start_job (PfTriSession *self,
           guint64       budget)
{
  AnalyzeRequest *request;

  if (self->level == NULL || self->rules == NULL)
    {
      pf_tri_session_emit_changed (self);
      return;
    }
  request = g_new0 (AnalyzeRequest, 1);
  request->level = pf_tri_level_copy (self->level);
  request->max_states = budget;
  self->job = pf_job_run (self, analyze_in_worker, request,
                          (GDestroyNotify) analyze_request_free,
                          (GDestroyNotify) pf_tri_measure_free,
                          on_analysis_progress, on_analysis_done);
  pf_tri_session_emit_changed (self);
}

/* Analyses the level on hand: at once, or once the run under way (now
 * cancelled) has ended. */
void
pf_tri_session_request_analysis (PfTriSession *self,
                  guint64       budget)
{
  if (self->job != NULL)
    {
      self->pending = TRUE;
      self->pending_budget = budget;
      pf_job_cancel (self->job);
      return;
    }
  start_job (self, budget);
}

/* Public API */

void
pf_tri_session_analyze (PfTriSession *self,
                        guint64       max_states)
{
  g_return_if_fail (PF_IS_TRI_SESSION (self));

  if (self->level == NULL || self->rules == NULL)
    return;
  pf_tri_session_request_analysis (self, max_states);
}

void
pf_tri_session_set_live (PfTriSession *self,
                         guint64       max_states)
{
  g_return_if_fail (PF_IS_TRI_SESSION (self));

  self->live_budget = max_states;
  if (max_states > 0 && self->measure == NULL && self->job == NULL && self->rules != NULL &&
      self->problem == NULL)
    start_job (self, max_states);
}

const char *
pf_tri_session_get_problem (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), NULL);
  return self->problem;
}

void
pf_tri_session_cancel (PfTriSession *self)
{
  g_return_if_fail (PF_IS_TRI_SESSION (self));

  self->pending = FALSE;
  if (self->job != NULL)
    pf_job_cancel (self->job);
}

gboolean
pf_tri_session_is_busy (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), FALSE);
  return self->job != NULL;
}

const PfTriSolution *
pf_tri_session_get_solution (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), NULL);
  return self->measure != NULL ? self->measure->solution : NULL;
}

const PfTriAnalysis *
pf_tri_session_get_analysis (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), NULL);
  return self->measure != NULL ? self->measure->analysis : NULL;
}

const PfTriExplanation *
pf_tri_session_get_explanation (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), NULL);
  return self->measure != NULL ? self->measure->explanation : NULL;
}

const PfTriMeasure *
pf_tri_session_get_measure (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), NULL);
  return self->measure;
}

gboolean
pf_tri_session_get_figures (PfTriSession *self,
                            PfTriFigures *figures)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), FALSE);
  g_return_val_if_fail (figures != NULL, FALSE);

  if (self->measure == NULL || self->measure->solution == NULL ||
      self->measure->solution->status == PF_TRI_SOLVE_GAVE_UP)
    {
      pf_tri_figures_reset (figures);
      return FALSE;
    }
  *figures = self->measure->figures;
  return TRUE;
}

guint
pf_tri_session_plan (PfTriSession *self,
                     PfTriMove    *moves,
                     guint         max)
{
  guint64 state;
  guint n = 0;
  gint k;

  g_return_val_if_fail (PF_IS_TRI_SESSION (self), 0);

  if (self->rules == NULL || pf_tri_session_get_solution (self) == NULL ||
      pf_tri_session_get_solution (self)->status != PF_TRI_SOLVE_SOLVED)
    return 0;
  state = self->state;

  /* On the solution's path: its own next moves. */
  k = solution_index (self, state);
  if (k >= 0)
    {
      GArray *solution = self->measure->solution->solution;

      for (; (guint) k < solution->len && n < max; k++)
        moves[n++] = g_array_index (solution, PfTriMove, k);
      return n;
    }

  /* Elsewhere, down the analysis's distances. */
  if (self->measure->analysis == NULL)
    return 0;
  while (n < max && descend (self, state, &moves[n], &state))
    n++;
  return n;
}

gint
pf_tri_session_get_solution_step (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), -1);

  if (self->rules == NULL || pf_tri_session_get_solution (self) == NULL ||
      pf_tri_session_get_solution (self)->status != PF_TRI_SOLVE_SOLVED)
    return -1;
  return solution_index (self, self->state);
}

gint
pf_tri_session_get_distance (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), -1);

  if (pf_tri_session_get_analysis (self) == NULL || self->rules == NULL)
    return -1;
  return pf_tri_analysis_distance (self->measure->analysis, self->state);
}

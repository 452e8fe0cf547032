/* pf-tri-session.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The position is a state of the level's rules; the moves made are a stack
 * of the states before each one. Results are kept per layout: the walls,
 * goals and blocks in order, since a solution names blocks by index.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-session"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-job.h"
#include "pf-tri-measure.h"
#include "pf-tri-session.h"

/* How many earlier puzzles keep their results, for a designer who goes back
 * to a level, or undoes an edit. An analysis of 10⁶ states takes about
 * 20 MB. */
#define RECENT_RESULTS 6


struct _PfTriSession
{
  GObject        parent_instance;

  PfTriLevel    *level;
  GBytes        *layout;        /* the key of the level's layout */
  PfTriRules    *rules;
  char          *rules_error;

  guint64        state;
  GArray        *history;       /* guint64: the state before each move made */

  int            drag_block;
  guint64        drag_start;
  int            drag_dir;      /* of the steps the drag has made */
  guint          drag_steps;
  gint8          slide_dirs[PF_TRI_MAX_BLOCKS];
  double         slide;

  PfTriMeasure  *measure;       /* the results for the layout, or NULL */
  GHashTable    *recent;        /* layout key → PfTriMeasure of layouts shown before */
  GQueue         recent_keys;   /* their keys, the oldest first */

  PfJob         *job;           /* the running analysis */
};

G_DEFINE_FINAL_TYPE (PfTriSession, pf_tri_session, G_TYPE_OBJECT)

enum {
  CHANGED,
  PROGRESS,
  ANALYZED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary methods */

/* The level's walls, goals and blocks in order, as bytes. */
static GBytes *
layout_key (const PfTriLevel *level)
{
  GByteArray *bytes = g_byte_array_new ();

  g_byte_array_append (bytes, (const guint8 *) &level->walls, sizeof level->walls);
  g_byte_array_append (bytes, (const guint8 *) &level->goals, sizeof level->goals);
  for (guint b = 0; b < level->n_blocks; b++)
    {
      guint32 fields[4] = { level->blocks[b].axis, level->blocks[b].first,
                            level->blocks[b].length, level->blocks[b].key != FALSE };

      g_byte_array_append (bytes, (const guint8 *) fields, sizeof fields);
    }
  return g_byte_array_free_to_bytes (bytes);
}

static void
emit_changed (PfTriSession *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
clear_drag (PfTriSession *self)
{
  self->drag_block = -1;
  memset (self->slide_dirs, 0, sizeof self->slide_dirs);
  self->slide = 0;
}

static void
go_to_start (PfTriSession *self)
{
  g_array_set_size (self->history, 0);
  clear_drag (self);
  self->state = self->rules != NULL ? pf_tri_rules_get_start (self->rules) : 0;
}

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
static void
put_results_aside (PfTriSession *self)
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

static void
recall_results (PfTriSession *self)
{
  if (self->layout != NULL)
    self->measure = take_recent (self, self->layout);
}

static void
push_move (PfTriSession *self,
           guint64       before,
           guint64       after)
{
  if (before == after)
    return;
  g_array_append_val (self->history, before);
  self->state = after;
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
    g_signal_emit (self, signals[PROGRESS], 0, *(const guint64 *) report);
}

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

  if (job != self->job)
    return;
  g_clear_object (&self->job);

  if (measure == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        reason = g_error_new_literal (PF_ERROR, PF_ERROR_CANCELLED, _("Analysis cancelled"));
      else
        reason = g_error_copy (error);
      emit_changed (self);
      g_signal_emit (self, signals[ANALYZED], 0, reason);
      return;
    }

  /* Results belong to the layout they were made for; the level on hand is
   * that layout, since a change of layout abandons the job. */
  key = layout_key (request->level);
  g_return_if_fail (self->layout != NULL && g_bytes_equal (key, self->layout));
  g_clear_pointer (&self->measure, pf_tri_measure_free);
  self->measure = pf_tri_measure_new ();
  self->measure->solution = g_steal_pointer (&measure->solution);
  self->measure->analysis = g_steal_pointer (&measure->analysis);
  self->measure->explanation = g_steal_pointer (&measure->explanation);
  self->measure->figures = measure->figures;
  self->measure->over_budget = measure->over_budget;
  emit_changed (self);
  g_signal_emit (self, signals[ANALYZED], 0, NULL);
}

/* GObject overrides */

static void
pf_tri_session_dispose (GObject *object)
{
  PfTriSession *self = PF_TRI_SESSION (object);

  pf_job_clear (&self->job);

  G_OBJECT_CLASS (pf_tri_session_parent_class)->dispose (object);
}

static void
pf_tri_session_finalize (GObject *object)
{
  PfTriSession *self = PF_TRI_SESSION (object);

  g_clear_pointer (&self->level, pf_tri_level_free);
  g_clear_pointer (&self->layout, g_bytes_unref);
  g_clear_pointer (&self->rules, pf_tri_rules_free);
  g_clear_pointer (&self->rules_error, g_free);
  g_clear_pointer (&self->history, g_array_unref);
  g_clear_pointer (&self->measure, pf_tri_measure_free);
  g_clear_pointer (&self->recent, g_hash_table_unref);
  g_queue_clear_full (&self->recent_keys, (GDestroyNotify) g_bytes_unref);

  G_OBJECT_CLASS (pf_tri_session_parent_class)->finalize (object);
}

static void
pf_tri_session_class_init (PfTriSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pf_tri_session_dispose;
  object_class->finalize = pf_tri_session_finalize;

  /**
   * PfTriSession::changed:
   *
   * The level, the position, the drag, the results or the busy state
   * changed: whatever a view draws of the session.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * PfTriSession::progress:
   * @explored: the states the running search has visited
   */
  signals[PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT64);

  /**
   * PfTriSession::analyzed:
   * @error: (nullable): why the analysis ended without results (a
   *   %PF_ERROR_CANCELLED when it was cancelled), or %NULL
   *
   * An analysis of the level on hand ended. On success its results are the
   * session's.
   */
  signals[ANALYZED] = g_signal_new ("analyzed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
pf_tri_session_init (PfTriSession *self)
{
  self->history = g_array_new (FALSE, FALSE, sizeof (guint64));
  self->recent = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                        (GDestroyNotify) g_bytes_unref,
                                        (GDestroyNotify) pf_tri_measure_free);
  g_queue_init (&self->recent_keys);
  clear_drag (self);
}

/* Public API */

PfTriSession *
pf_tri_session_new (void)
{
  return g_object_new (PF_TYPE_TRI_SESSION, NULL);
}

void
pf_tri_session_set_level (PfTriSession     *self,
                          const PfTriLevel *level)
{
  g_autoptr(GBytes) key = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (PF_IS_TRI_SESSION (self));

  key = level != NULL ? layout_key (level) : NULL;
  if (key != NULL && self->layout != NULL && g_bytes_equal (key, self->layout))
    {
      /* The same puzzle: only its details may differ. */
      pf_tri_level_free (self->level);
      self->level = pf_tri_level_copy (level);
      emit_changed (self);
      return;
    }

  pf_job_clear (&self->job);
  put_results_aside (self);

  g_clear_pointer (&self->level, pf_tri_level_free);
  g_clear_pointer (&self->layout, g_bytes_unref);
  g_clear_pointer (&self->rules, pf_tri_rules_free);
  g_clear_pointer (&self->rules_error, g_free);
  if (level != NULL)
    {
      self->level = pf_tri_level_copy (level);
      self->layout = g_steal_pointer (&key);
      self->rules = pf_tri_rules_new (level, &error);
      if (self->rules == NULL)
        self->rules_error = g_strdup (error->message);
      recall_results (self);
    }
  go_to_start (self);
  emit_changed (self);
}

const PfTriLevel *
pf_tri_session_get_level (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), NULL);
  return self->level;
}

const PfTriRules *
pf_tri_session_get_rules (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), NULL);
  return self->rules;
}

const char *
pf_tri_session_get_rules_error (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), NULL);
  return self->rules_error;
}

guint64
pf_tri_session_get_state (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), 0);
  return self->state;
}

guint
pf_tri_session_get_move_count (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), 0);
  return self->history->len;
}

gboolean
pf_tri_session_is_solved (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), FALSE);
  return self->rules != NULL && pf_tri_rules_is_solved (self->rules, self->state);
}

gboolean
pf_tri_session_has_moved (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), FALSE);
  return self->rules != NULL &&
         (self->history->len > 0 || self->drag_block >= 0 ||
          self->state != pf_tri_rules_get_start (self->rules));
}

gboolean
pf_tri_session_play (PfTriSession    *self,
                     const PfTriMove *move)
{
  guint64 next;

  g_return_val_if_fail (PF_IS_TRI_SESSION (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->rules == NULL || move->block >= pf_tri_rules_get_n_blocks (self->rules) ||
      !pf_tri_rules_apply (self->rules, self->state, move, &next) || next == self->state)
    return FALSE;
  clear_drag (self);
  push_move (self, self->state, next);
  emit_changed (self);
  return TRUE;
}

gboolean
pf_tri_session_undo_move (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), FALSE);

  if (self->history->len == 0)
    return FALSE;
  clear_drag (self);
  self->state = g_array_index (self->history, guint64, self->history->len - 1);
  g_array_set_size (self->history, self->history->len - 1);
  emit_changed (self);
  return TRUE;
}

void
pf_tri_session_restart (PfTriSession *self)
{
  g_return_if_fail (PF_IS_TRI_SESSION (self));

  if (!pf_tri_session_has_moved (self))
    return;
  go_to_start (self);
  emit_changed (self);
}

void
pf_tri_session_drag (PfTriSession *self,
                     guint         block,
                     double        steps)
{
  int dir = steps > 0 ? 1 : -1;
  int whole = (int) floor (fabs (steps));
  double part = fabs (steps) - whole;
  gboolean blocked = FALSE;
  guint64 state, next;

  g_return_if_fail (PF_IS_TRI_SESSION (self));

  if (self->rules == NULL || block >= pf_tri_rules_get_n_blocks (self->rules) ||
      (self->drag_block >= 0 && (guint) self->drag_block != block))
    return;
  if (self->drag_block < 0)
    {
      self->drag_block = (int) block;
      self->drag_start = self->state;
    }

  state = self->drag_start;
  self->drag_dir = dir;
  self->drag_steps = 0;
  for (int i = 0; i < whole; i++)
    {
      if (!pf_tri_rules_step (self->rules, state, block, dir, &next, NULL))
        {
          blocked = TRUE;
          break;
        }
      state = next;
      self->drag_steps++;
    }

  memset (self->slide_dirs, 0, sizeof self->slide_dirs);
  self->slide = 0;
  if (!blocked && part > 0 &&
      pf_tri_rules_step (self->rules, state, block, dir, &next, self->slide_dirs))
    self->slide = part;

  self->state = state;
  emit_changed (self);
}

gboolean
pf_tri_session_end_drag (PfTriSession *self,
                         PfTriMove    *move)
{
  guint block;
  guint steps;

  g_return_val_if_fail (PF_IS_TRI_SESSION (self), FALSE);

  if (self->drag_block < 0)
    return FALSE;
  block = (guint) self->drag_block;
  steps = self->drag_steps + (self->slide >= 0.5 ? 1 : 0);
  if (move != NULL)
    {
      move->block = block;
      move->dir = self->drag_dir;
      move->steps = steps;
    }
  self->state = self->drag_start;
  clear_drag (self);
  emit_changed (self);
  return steps > 0;
}

int
pf_tri_session_get_drag_block (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), -1);
  return self->drag_block;
}

double
pf_tri_session_get_slide (PfTriSession  *self,
                          const gint8  **dirs)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), 0);
  if (dirs != NULL)
    *dirs = self->slide_dirs;
  return self->slide;
}

int
pf_tri_session_block_at (PfTriSession *self,
                         guint         triangle)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), -1);

  if (self->rules == NULL)
    return -1;
  for (guint b = 0; b < self->level->n_blocks; b++)
    {
      const PfTriBlock *block = &self->level->blocks[b];
      guint tris[PF_TRI_COUNT];
      guint first = pf_tri_rules_block_first (self->rules, self->state, b);

      if (!pf_tri_block_triangles (block->axis, first, block->length, tris))
        continue;
      for (guint t = 0; t < block->length; t++)
        if (tris[t] == triangle)
          return (int) b;
    }
  return -1;
}

void
pf_tri_session_analyze (PfTriSession *self,
                        guint64       max_states)
{
  AnalyzeRequest *request;

  g_return_if_fail (PF_IS_TRI_SESSION (self));

  if (self->level == NULL || self->rules == NULL || self->job != NULL)
    return;

  request = g_new0 (AnalyzeRequest, 1);
  request->level = pf_tri_level_copy (self->level);
  request->max_states = max_states;
  self->job = pf_job_run (self, analyze_in_worker, request,
                          (GDestroyNotify) analyze_request_free,
                          (GDestroyNotify) pf_tri_measure_free,
                          on_analysis_progress, on_analysis_done);
  emit_changed (self);
}

void
pf_tri_session_cancel (PfTriSession *self)
{
  g_return_if_fail (PF_IS_TRI_SESSION (self));

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
pf_tri_session_get_distance (PfTriSession *self)
{
  g_return_val_if_fail (PF_IS_TRI_SESSION (self), -1);

  if (pf_tri_session_get_analysis (self) == NULL || self->rules == NULL)
    return -1;
  return pf_tri_analysis_distance (self->measure->analysis, self->state);
}

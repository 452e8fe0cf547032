/* pf-tri-session.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The level, the position and play. The position is a state of the level's
 * rules; the moves made are a stack of the states before each one. The
 * analysis and its results are in pf-tri-session-analysis.c.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-session"

#include <math.h>
#include <string.h>

#include "pf-tri-session-private.h"


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
GBytes *
pf_tri_session_layout_key (const PfTriLevel *level)
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

void
pf_tri_session_emit_changed (PfTriSession *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

void
pf_tri_session_emit_progress (PfTriSession *self,
                              guint64       explored)
{
  g_signal_emit (self, signals[PROGRESS], 0, explored);
}

void
pf_tri_session_emit_analyzed (PfTriSession *self,
                              const GError *error)
{
  g_signal_emit (self, signals[ANALYZED], 0, error);
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
  g_clear_pointer (&self->problem, g_free);
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
  gboolean recalled = FALSE;

  g_return_if_fail (PF_IS_TRI_SESSION (self));

  key = level != NULL ? pf_tri_session_layout_key (level) : NULL;
  if (key != NULL && self->layout != NULL && g_bytes_equal (key, self->layout))
    {
      /* The same puzzle: only its details may differ. */
      pf_tri_level_free (self->level);
      self->level = pf_tri_level_copy (level);
      g_signal_emit (self, signals[CHANGED], 0);
      return;
    }

  /* A run for the layout shown so far is of no use any more. */
  if (self->live_budget == 0)
    {
      pf_job_clear (&self->job);
      self->pending = FALSE;
    }
  pf_tri_session_put_results_aside (self);
  g_clear_pointer (&self->problem, g_free);

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
      pf_tri_session_recall_results (self);
      recalled = self->measure != NULL;
    }
  go_to_start (self);
  if (self->live_budget > 0 && self->measure == NULL && self->rules != NULL)
    pf_tri_session_request_analysis (self, self->live_budget);
  else if (self->job != NULL)
    {
      /* Live, but nothing to analyse: the old run stops. */
      self->pending = FALSE;
      pf_job_clear (&self->job);
    }
  g_signal_emit (self, signals[CHANGED], 0);
  /* Results kept from earlier are this level's results as much as a new
   * run's: whoever keeps figures for it hears of them the same way. */
  if (recalled)
    pf_tri_session_emit_analyzed (self, NULL);
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
  pf_tri_session_emit_changed (self);
  return TRUE;
}

gboolean
pf_tri_session_play_variant (PfTriSession *self,
                             GVariant     *move)
{
  g_autoptr(GVariant) held = NULL;
  guint block, steps;
  int dir;
  PfTriMove played;

  g_return_val_if_fail (PF_IS_TRI_SESSION (self), FALSE);

  if (move == NULL)
    return FALSE;
  held = g_variant_ref_sink (move);
  if (!g_variant_is_of_type (move, G_VARIANT_TYPE ("(uiu)")))
    return FALSE;
  g_variant_get (move, "(uiu)", &block, &dir, &steps);
  if (block > G_MAXUINT8 || steps == 0 || steps > G_MAXUINT8 || (dir != 1 && dir != -1))
    return FALSE;
  played.block = (guint8) block;
  played.dir = (gint8) dir;
  played.steps = (guint8) steps;
  return pf_tri_session_play (self, &played);
}

gboolean
pf_tri_session_step_forward (PfTriSession *self)
{
  PfTriMove next;

  g_return_val_if_fail (PF_IS_TRI_SESSION (self), FALSE);

  return pf_tri_session_plan (self, &next, 1) == 1 && pf_tri_session_play (self, &next);
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
  pf_tri_session_emit_changed (self);
  return TRUE;
}

void
pf_tri_session_restart (PfTriSession *self)
{
  g_return_if_fail (PF_IS_TRI_SESSION (self));

  if (!pf_tri_session_has_moved (self))
    return;
  go_to_start (self);
  pf_tri_session_emit_changed (self);
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
  pf_tri_session_emit_changed (self);
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
  pf_tri_session_emit_changed (self);
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


/* pf-studio-level-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Editing goes through the window (begin_edit / end_edit), so every change
 * of walls, goals or blocks is one undo step. Playing and solution playback
 * only move the page's own current state; they never touch the project.
 * Solving and analysing run in a worker thread (GTask) with a GCancellable;
 * their results are kept while the puzzle stays the same.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-studio-level-page.h"
#include "pf-tri-analysis.h"
#include "pf-tri-render.h"

/* A state budget that keeps the app responsive on hostile levels. */
#define MAX_STATES G_GUINT64_CONSTANT (60000000)

struct _PfStudioLevelPage
{
  GtkWidget          parent_instance;

  /* Template widgets */
  GtkToggleButton   *wall_button;
  GtkToggleButton   *goal_button;
  GtkToggleButton   *block_button;
  GtkToggleButton   *play_button;
  GtkDropDown       *axis_dropdown;
  GtkWidget         *analyze_button;
  GtkWidget         *cancel_button;
  GtkProgressBar    *progress;
  GtkDropDown       *overlay_dropdown;
  GtkLabel          *playback_label;
  GtkDrawingArea    *canvas;
  GtkLabel          *figures_label;

  PfStudioWindow    *window;       /* weak */
  PfTriLevel        *level;        /* borrowed from the window's project */
  PfTriLevel        *shown;        /* a copy, to notice when the puzzle changes */
  PfTriRules        *rules;        /* nullable when the level is invalid */
  char              *rules_error;

  PfStudioLevelMode  mode;
  guint64            state;

  /* Results of the last analysis of this puzzle */
  PfTriSolution     *solution;
  PfTriAnalysis     *analysis;
  guint              playback;     /* moves of the solution applied */

  /* Background work */
  GCancellable      *cancellable;
  guint64            progress_explored;

  /* Pointer */
  gboolean           stroke_started;
  gboolean           stroke_value;
  int                drag_block;
  guint64            drag_start_state;
  double             drag_x;
  double             drag_y;
  int                hover;
};

G_DEFINE_FINAL_TYPE (PfStudioLevelPage, pf_studio_level_page, GTK_TYPE_WIDGET)

enum {
  ANALYZED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary methods */

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static PfTriOverlay
current_overlay (PfStudioLevelPage *self)
{
  switch (gtk_drop_down_get_selected (self->overlay_dropdown))
    {
    case 1: return PF_TRI_OVERLAY_SOLUTION;
    case 2: return PF_TRI_OVERLAY_MOVES;
    case 3: return PF_TRI_OVERLAY_HEAT;
    default: return PF_TRI_OVERLAY_NONE;
    }
}

static void
fill_render_options (PfStudioLevelPage  *self,
                     PfTriRenderOptions *options)
{
  pf_tri_render_options_init (options);
  options->dark = is_dark ();
  if (self->rules != NULL)
    {
      options->rules = self->rules;
      options->state = self->state;
      options->has_state = TRUE;
    }
  options->overlay = current_overlay (self);
  options->solution = self->solution;
  options->analysis = self->analysis;
  options->hover_triangle = self->hover;
}

static void
drop_results (PfStudioLevelPage *self)
{
  g_clear_pointer (&self->solution, pf_tri_solution_free);
  g_clear_pointer (&self->analysis, pf_tri_analysis_free);
  self->playback = 0;
}

/* Numbers are formatted apart, so translatable strings hold plain %s. */
static char *
format_count (gint64 n)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, n);
}

static void
update_labels (PfStudioLevelPage *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *explored = NULL;
  const PfTriFigures *figures;

  if (self->level == NULL)
    return;

  figures = &self->level->figures;
  explored = format_count (self->solution ? (gint64) self->solution->explored : 0);
  if (self->rules == NULL)
    g_string_append_printf (text, _("This level cannot be played: %s"),
                            self->rules_error ? self->rules_error : "");
  else if (self->solution != NULL && self->solution->status == PF_TRI_SOLVE_UNSOLVABLE)
    g_string_append_printf (text, _("Unsolvable: no move sequence covers every goal with a "
                                    "key block (%s states explored)"), explored);
  else if (self->solution != NULL && self->solution->status == PF_TRI_SOLVE_GAVE_UP)
    g_string_append_printf (text, _("Gave up after %s states; the level is too large to "
                                    "solve here"), explored);
  else if (figures->moves >= 0)
    {
      g_string_append_printf (text, _("Optimal: %d moves, %d steps"), figures->moves,
                              figures->steps);
      if (figures->reachable >= 0)
        {
          g_autofree char *reachable = format_count (figures->reachable);
          g_autofree char *solved = format_count (figures->solved_states);
          g_autofree char *farther = format_count (figures->farther_states);

          g_string_append_printf (text, _(" · %s reachable states, %s solved, %s farther than "
                                          "the start · difficulty %.1f"),
                                  reachable, solved, farther, figures->difficulty);
        }
    }
  else
    g_string_append (text, _("Not analysed yet: press Analyze (F6) for the optimal solution "
                             "and difficulty"));

  if (self->analysis != NULL && self->rules != NULL)
    {
      gint distance = pf_tri_analysis_distance (self->analysis, self->state);

      if (distance >= 0)
        g_string_append_printf (text, _(" · this position: %d moves from the goal"), distance);
      else
        g_string_append (text, _(" · this position cannot reach the goal"));
    }
  if (self->rules != NULL && pf_tri_rules_is_solved (self->rules, self->state))
    g_string_append (text, _(" · solved!"));

  gtk_label_set_text (self->figures_label, text->str);

  if (self->solution != NULL && self->solution->status == PF_TRI_SOLVE_SOLVED)
    {
      g_autofree char *playback = g_strdup_printf (_("Move %u of %u"), self->playback,
                                                   self->solution->solution->len);

      gtk_label_set_text (self->playback_label, playback);
    }
  else
    gtk_label_set_text (self->playback_label, "");
}

static void
update_actions (PfStudioLevelPage *self)
{
  gboolean busy = self->cancellable != NULL;
  gboolean has_solution = self->solution != NULL && self->solution->status == PF_TRI_SOLVE_SOLVED;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.analyze",
                                 !busy && self->rules != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.cancel", busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.step-forward",
                                 has_solution && self->playback < self->solution->solution->len);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.step-back",
                                 has_solution && self->playback > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.reset", self->rules != NULL);
  gtk_widget_set_visible (self->cancel_button, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), busy);
  gtk_widget_set_visible (self->analyze_button, !busy);
  gtk_widget_set_visible (GTK_WIDGET (self->axis_dropdown),
                          self->mode == PF_STUDIO_LEVEL_MODE_BLOCK);
}

static void
refresh (PfStudioLevelPage *self)
{
  update_labels (self);
  update_actions (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
rebuild_rules (PfStudioLevelPage *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->rules, pf_tri_rules_free);
  g_clear_pointer (&self->rules_error, g_free);
  self->rules = pf_tri_rules_new (self->level, &error);
  if (self->rules == NULL)
    self->rules_error = g_strdup (error->message);
  else
    self->state = pf_tri_rules_get_start (self->rules);
}

static void
begin_edit (PfStudioLevelPage *self)
{
  if (self->window != NULL)
    pf_studio_window_begin_edit (self->window);
}

/* After an edit of self->level in place: the cached figures are stale. */
static void
end_edit (PfStudioLevelPage *self)
{
  pf_tri_figures_reset (&self->level->figures);
  drop_results (self);
  if (self->window != NULL)
    pf_studio_window_end_edit (self->window);   /* calls show() again */
  else
    {
      g_clear_pointer (&self->shown, pf_tri_level_free);
      self->shown = pf_tri_level_copy (self->level);
      rebuild_rules (self);
      refresh (self);
    }
}

static int
block_at_start (PfStudioLevelPage *self,
                guint              triangle)
{
  return pf_tri_level_block_at (self->level, triangle);
}

/* The block covering @triangle in the current play state, or -1. */
static int
block_at_state (PfStudioLevelPage *self,
                guint              triangle)
{
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

/* Whether @block fits the level: on the board, on floor, clear of the other blocks. */
static gboolean
block_fits (const PfTriLevel *level,
            const PfTriBlock *block,
            int               ignore)
{
  guint tris[PF_TRI_COUNT];

  if (block->length < 2 || block->length > 32 ||
      !pf_tri_block_triangles (block->axis, block->first, block->length, tris))
    return FALSE;
  for (guint t = 0; t < block->length; t++)
    {
      int owner = pf_tri_level_block_at (level, tris[t]);

      if (pf_tri_mask_get (&level->walls, tris[t]) || (owner >= 0 && owner != ignore))
        return FALSE;
    }
  return TRUE;
}

static void
add_block (PfStudioLevelPage *self,
           guint              triangle)
{
  PfTriBlock block = { 0, };

  if (self->level->n_blocks >= PF_TRI_MAX_BLOCKS)
    {
      gtk_label_set_text (self->figures_label,
                          _("A level holds at most 16 blocks; delete one first (right-click)"));
      return;
    }

  block.axis = gtk_drop_down_get_selected (self->axis_dropdown);
  block.first = triangle;
  block.key = self->level->n_blocks == 0;
  for (block.length = 3; block.length >= 2; block.length--)
    if (block_fits (self->level, &block, -1))
      break;
  if (block.length < 2)
    {
      gtk_label_set_text (self->figures_label,
                          _("No room for a block along this axis here"));
      return;
    }

  begin_edit (self);
  self->level->blocks[self->level->n_blocks++] = block;
  end_edit (self);
}

static void
delete_block (PfStudioLevelPage *self,
              guint              index)
{
  begin_edit (self);
  for (guint b = index; b + 1 < self->level->n_blocks; b++)
    self->level->blocks[b] = self->level->blocks[b + 1];
  self->level->n_blocks--;
  end_edit (self);
}

static void
resize_block (PfStudioLevelPage *self,
              guint              index,
              int                delta)
{
  PfTriBlock block = self->level->blocks[index];

  block.length += delta;
  if (!block_fits (self->level, &block, index))
    return;
  begin_edit (self);
  self->level->blocks[index] = block;
  end_edit (self);
}

static void
fit_view (PfStudioLevelPage *self,
          PfTriView         *view)
{
  pf_tri_view_fit (view, self->level,
                   gtk_widget_get_width (GTK_WIDGET (self->canvas)),
                   gtk_widget_get_height (GTK_WIDGET (self->canvas)));
}

static int
pick (PfStudioLevelPage *self,
      double             x,
      double             y)
{
  PfTriView view;

  fit_view (self, &view);
  return pf_tri_view_pick (&view, x, y);
}

/* Paints one triangle during a wall or goal stroke. */
static void
paint (PfStudioLevelPage *self,
       guint              triangle)
{
  PfTriMask *mask = self->mode == PF_STUDIO_LEVEL_MODE_WALL ? &self->level->walls
                                                             : &self->level->goals;

  if (block_at_start (self, triangle) >= 0 && self->mode == PF_STUDIO_LEVEL_MODE_WALL)
    return;
  if (self->mode == PF_STUDIO_LEVEL_MODE_GOAL && pf_tri_mask_get (&self->level->walls, triangle))
    return;
  if (pf_tri_mask_get (mask, triangle) == self->stroke_value)
    return;

  if (!self->stroke_started)
    {
      self->stroke_started = TRUE;
      begin_edit (self);
    }
  pf_tri_mask_set (mask, triangle, self->stroke_value);
  if (self->mode == PF_STUDIO_LEVEL_MODE_WALL && self->stroke_value)
    pf_tri_mask_set (&self->level->goals, triangle, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
finish_stroke (PfStudioLevelPage *self)
{
  if (self->stroke_started)
    {
      self->stroke_started = FALSE;
      end_edit (self);
    }
}

/* Steps the dragged block to @steps steps from where the drag started. */
static void
drag_to (PfStudioLevelPage *self,
         int                steps)
{
  guint64 state = self->drag_start_state;
  int dir = steps > 0 ? 1 : -1;

  for (int i = 0; i < ABS (steps); i++)
    {
      guint64 next;

      if (!pf_tri_rules_step (self->rules, state, self->drag_block, dir, &next, NULL))
        break;
      state = next;
    }
  if (state != self->state)
    {
      self->state = state;
      refresh (self);
    }
}

/* Worker thread */

typedef struct
{
  PfTriLevel    *level;
  PfTriSolution *solution;
  PfTriAnalysis *analysis;
} AnalyzeJob;

static void
analyze_job_free (AnalyzeJob *job)
{
  g_clear_pointer (&job->level, pf_tri_level_free);
  g_clear_pointer (&job->solution, pf_tri_solution_free);
  g_clear_pointer (&job->analysis, pf_tri_analysis_free);
  g_free (job);
}

typedef struct
{
  GWeakRef page;
  guint64  explored;
} ProgressUpdate;

static gboolean
apply_progress (gpointer data)
{
  ProgressUpdate *update = data;
  g_autoptr(PfStudioLevelPage) self = g_weak_ref_get (&update->page);

  if (self != NULL && self->cancellable != NULL)
    {
      g_autofree char *count = format_count ((gint64) update->explored);
      g_autofree char *text = g_strdup_printf (_("%s states"), count);

      gtk_progress_bar_pulse (self->progress);
      gtk_progress_bar_set_show_text (self->progress, TRUE);
      gtk_progress_bar_set_text (self->progress, text);
    }
  g_weak_ref_clear (&update->page);
  g_free (update);
  return G_SOURCE_REMOVE;
}

static void
on_worker_progress (guint64  explored,
                    guint    depth,
                    gpointer user_data)
{
  GTask *task = user_data;
  ProgressUpdate *update = g_new0 (ProgressUpdate, 1);

  g_weak_ref_init (&update->page, g_task_get_source_object (task));
  update->explored = explored;
  g_main_context_invoke (NULL, apply_progress, update);
}

static void
analyze_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  AnalyzeJob *job = task_data;
  g_autoptr(PfTriRules) rules = NULL;
  GError *error = NULL;

  rules = pf_tri_rules_new (job->level, &error);
  if (rules == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  job->solution = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), MAX_STATES,
                                       cancellable, on_worker_progress, task, &error);
  if (job->solution == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (job->solution->status != PF_TRI_SOLVE_GAVE_UP)
    {
      job->analysis = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), MAX_STATES,
                                      cancellable, on_worker_progress, task, &error);
      if (job->analysis == NULL && error != NULL)
        {
          if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ||
              g_cancellable_is_cancelled (cancellable))
            {
              g_task_return_error (task, error);
              return;
            }
          /* Too large to analyse: keep the solution alone. */
          g_clear_error (&error);
        }
    }
  g_task_return_boolean (task, TRUE);
}

static void
on_analyzed (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (source);
  AnalyzeJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  g_clear_object (&self->cancellable);

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
        gtk_label_set_text (self->figures_label, error->message);
      else
        gtk_label_set_text (self->figures_label, _("Analysis cancelled"));
      update_actions (self);
      return;
    }

  /* The level may have been edited while the worker ran: only keep results
   * that belong to the puzzle on screen. */
  if (self->level == NULL || !pf_tri_level_same_puzzle (self->level, job->level))
    {
      refresh (self);
      return;
    }

  drop_results (self);
  self->solution = g_steal_pointer (&job->solution);
  self->analysis = g_steal_pointer (&job->analysis);
  if (self->rules != NULL)
    self->state = pf_tri_rules_get_start (self->rules);

  /* Cache the figures in the project, as one undoable change. */
  if (self->solution->status != PF_TRI_SOLVE_GAVE_UP)
    {
      PfTriFigures figures;

      pf_tri_figures_reset (&figures);
      if (self->analysis != NULL)
        pf_tri_analysis_to_figures (self->analysis, self->solution, &figures);
      else if (self->solution->status == PF_TRI_SOLVE_SOLVED)
        {
          figures.moves = self->solution->moves;
          figures.steps = self->solution->steps;
        }
      if (memcmp (&figures, &self->level->figures, sizeof figures) != 0 && self->window != NULL)
        {
          PfTriSolution *solution = g_steal_pointer (&self->solution);
          PfTriAnalysis *analysis = g_steal_pointer (&self->analysis);

          pf_studio_window_begin_edit (self->window);
          self->level->figures = figures;
          pf_studio_window_end_edit (self->window);   /* show() comes back here */
          drop_results (self);
          self->solution = solution;
          self->analysis = analysis;
        }
      else
        self->level->figures = figures;
    }

  refresh (self);
  g_signal_emit (self, signals[ANALYZED], 0);
}

/* Callbacks */

static void
draw_canvas (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  PfStudioLevelPage *self = user_data;
  PfTriRenderOptions options;

  if (self->level == NULL)
    return;
  fill_render_options (self, &options);
  pf_tri_render (cr, self->level, width, height, &options);
}

static void
on_drag_begin (GtkGestureDrag    *gesture,
               double             x,
               double             y,
               PfStudioLevelPage *self)
{
  int triangle = pick (self, x, y);
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  self->drag_block = -1;
  self->drag_x = x;
  self->drag_y = y;
  if (triangle < 0 || self->level == NULL)
    return;

  switch (self->mode)
    {
    case PF_STUDIO_LEVEL_MODE_WALL:
    case PF_STUDIO_LEVEL_MODE_GOAL:
      {
        const PfTriMask *mask = self->mode == PF_STUDIO_LEVEL_MODE_WALL ? &self->level->walls
                                                                         : &self->level->goals;

        self->stroke_value = button == GDK_BUTTON_SECONDARY ? FALSE
                                                            : !pf_tri_mask_get (mask, triangle);
        paint (self, triangle);
      }
      break;

    case PF_STUDIO_LEVEL_MODE_BLOCK:
      pf_studio_level_page_click (self, triangle, button == GDK_BUTTON_SECONDARY);
      break;

    case PF_STUDIO_LEVEL_MODE_PLAY:
      self->drag_block = block_at_state (self, triangle);
      self->drag_start_state = self->state;
      break;

    default:
      break;
    }
}

static void
on_drag_update (GtkGestureDrag    *gesture,
                double             dx,
                double             dy,
                PfStudioLevelPage *self)
{
  if (self->level == NULL)
    return;

  if (self->mode == PF_STUDIO_LEVEL_MODE_WALL || self->mode == PF_STUDIO_LEVEL_MODE_GOAL)
    {
      int triangle = pick (self, self->drag_x + dx, self->drag_y + dy);

      if (triangle >= 0)
        paint (self, triangle);
    }
  else if (self->mode == PF_STUDIO_LEVEL_MODE_PLAY && self->drag_block >= 0 && self->rules)
    {
      PfTriView view;
      double ax, ay, along;

      fit_view (self, &view);
      pf_tri_axis_vector (self->level->blocks[self->drag_block].axis, &ax, &ay);
      /* One step is one edge length along the axis. */
      along = (dx * ax + dy * ay) / MAX (view.scale, 1.0);
      drag_to (self, (int) lround (along));
    }
}

static void
on_drag_end (GtkGestureDrag    *gesture,
             double             dx,
             double             dy,
             PfStudioLevelPage *self)
{
  finish_stroke (self);
  self->drag_block = -1;
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           PfStudioLevelPage        *self)
{
  int block;

  if (self->mode != PF_STUDIO_LEVEL_MODE_BLOCK || self->hover < 0 || dy == 0)
    return FALSE;
  block = block_at_start (self, self->hover);
  if (block < 0)
    return FALSE;
  resize_block (self, block, dy < 0 ? 1 : -1);
  return TRUE;
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PfStudioLevelPage        *self)
{
  int triangle;

  if (self->level == NULL)
    return;
  triangle = pick (self, x, y);
  if (triangle != self->hover)
    {
      self->hover = triangle;
      gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
    }
}

static void
on_overlay_changed (PfStudioLevelPage *self)
{
  if (current_overlay (self) != PF_TRI_OVERLAY_NONE && self->analysis == NULL &&
      self->cancellable == NULL && self->rules != NULL)
    pf_studio_level_page_analyze (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
mode_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);
  const char *mode = g_variant_get_string (parameter, NULL);

  if (g_str_equal (mode, "wall"))
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_WALL);
  else if (g_str_equal (mode, "goal"))
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_GOAL);
  else if (g_str_equal (mode, "block"))
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_BLOCK);
  else
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_PLAY);
}

static void
analyze_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  pf_studio_level_page_analyze (PF_STUDIO_LEVEL_PAGE (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

static void
replay_to (PfStudioLevelPage *self,
           guint              moves)
{
  guint64 state = pf_tri_rules_get_start (self->rules);

  for (guint i = 0; i < moves; i++)
    {
      const PfTriMove *move = &g_array_index (self->solution->solution, PfTriMove, i);

      if (!pf_tri_rules_apply (self->rules, state, move, &state))
        break;
    }
  self->playback = moves;
  self->state = state;
  refresh (self);
}

static void
step_forward_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);

  if (self->solution != NULL && self->rules != NULL &&
      self->playback < self->solution->solution->len)
    replay_to (self, self->playback + 1);
}

static void
step_back_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);

  if (self->solution != NULL && self->rules != NULL && self->playback > 0)
    replay_to (self, self->playback - 1);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);

  if (self->rules == NULL)
    return;
  self->playback = 0;
  self->state = pf_tri_rules_get_start (self->rules);
  refresh (self);
}

/* GObject overrides */

static void
pf_studio_level_page_dispose (GObject *object)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_weak_pointer (&self->window);
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_LEVEL_PAGE);
  {
    GtkWidget *child;

    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  G_OBJECT_CLASS (pf_studio_level_page_parent_class)->dispose (object);
}

static void
pf_studio_level_page_finalize (GObject *object)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (object);

  drop_results (self);
  g_clear_pointer (&self->rules, pf_tri_rules_free);
  g_clear_pointer (&self->rules_error, g_free);
  g_clear_pointer (&self->shown, pf_tri_level_free);

  G_OBJECT_CLASS (pf_studio_level_page_parent_class)->finalize (object);
}

static void
pf_studio_level_page_class_init (PfStudioLevelPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_level_page_dispose;
  object_class->finalize = pf_studio_level_page_finalize;

  /**
   * PfStudioLevelPage::analyzed:
   *
   * Emitted when a background analysis finished and its results are shown.
   */
  signals[ANALYZED] = g_signal_new ("analyzed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-level-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, wall_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, goal_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, block_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, play_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, axis_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, analyze_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, progress);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, overlay_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, playback_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, canvas);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, figures_label);

  gtk_widget_class_install_action (widget_class, "level.mode", "s", mode_action);
  gtk_widget_class_install_action (widget_class, "level.analyze", NULL, analyze_action);
  gtk_widget_class_install_action (widget_class, "level.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "level.step-forward", NULL, step_forward_action);
  gtk_widget_class_install_action (widget_class, "level.step-back", NULL, step_back_action);
  gtk_widget_class_install_action (widget_class, "level.reset", NULL, reset_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, 0, "level.mode", "s", "wall");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, 0, "level.mode", "s", "goal");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, 0, "level.mode", "s", "block");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "level.mode", "s", "play");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F6, 0, "level.analyze", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "level.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0,
                                       "level.step-forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "level.step-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "level.reset", NULL);
}

static void
pf_studio_level_page_init (PfStudioLevelPage *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->hover = -1;
  self->drag_block = -1;
  self->mode = PF_STUDIO_LEVEL_MODE_WALL;

  gtk_drawing_area_set_draw_func (self->canvas, draw_canvas, self, NULL);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), motion);

  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), scroll);

  g_signal_connect_swapped (self->overlay_dropdown, "notify::selected",
                            G_CALLBACK (on_overlay_changed), self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self->canvas, G_CONNECT_SWAPPED);

  pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_WALL);
}

GtkWidget *
pf_studio_level_page_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_LEVEL_PAGE, NULL);
}

void
pf_studio_level_page_show (PfStudioLevelPage *self,
                           PfStudioWindow    *window,
                           PfTriLevel        *level)
{
  gboolean same_puzzle;

  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));
  g_return_if_fail (level != NULL);

  g_set_weak_pointer (&self->window, window);
  same_puzzle = self->shown != NULL && g_strcmp0 (self->shown->id, level->id) == 0 &&
                pf_tri_level_same_puzzle (self->shown, level);

  self->level = level;
  g_clear_pointer (&self->shown, pf_tri_level_free);
  self->shown = pf_tri_level_copy (level);

  if (!same_puzzle)
    {
      if (self->cancellable != NULL)
        g_cancellable_cancel (self->cancellable);
      drop_results (self);
      rebuild_rules (self);
      self->hover = -1;
    }
  refresh (self);
}

void
pf_studio_level_page_set_mode (PfStudioLevelPage *self,
                               PfStudioLevelMode  mode)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));

  self->mode = mode;
  gtk_toggle_button_set_active (self->wall_button, mode == PF_STUDIO_LEVEL_MODE_WALL);
  gtk_toggle_button_set_active (self->goal_button, mode == PF_STUDIO_LEVEL_MODE_GOAL);
  gtk_toggle_button_set_active (self->block_button, mode == PF_STUDIO_LEVEL_MODE_BLOCK);
  gtk_toggle_button_set_active (self->play_button, mode == PF_STUDIO_LEVEL_MODE_PLAY);
  /* Editing always starts from the level's start position. */
  if (mode != PF_STUDIO_LEVEL_MODE_PLAY && self->rules != NULL)
    {
      self->state = pf_tri_rules_get_start (self->rules);
      self->playback = 0;
    }
  refresh (self);
}

void
pf_studio_level_page_click (PfStudioLevelPage *self,
                            guint              triangle,
                            gboolean           secondary)
{
  int block;

  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));
  if (self->level == NULL || triangle >= PF_TRI_COUNT)
    return;

  switch (self->mode)
    {
    case PF_STUDIO_LEVEL_MODE_WALL:
    case PF_STUDIO_LEVEL_MODE_GOAL:
      {
        const PfTriMask *mask = self->mode == PF_STUDIO_LEVEL_MODE_WALL ? &self->level->walls
                                                                         : &self->level->goals;

        self->stroke_value = secondary ? FALSE : !pf_tri_mask_get (mask, triangle);
        paint (self, triangle);
        finish_stroke (self);
      }
      break;

    case PF_STUDIO_LEVEL_MODE_BLOCK:
      block = block_at_start (self, triangle);
      if (block >= 0 && secondary)
        delete_block (self, block);
      else if (block >= 0)
        {
          begin_edit (self);
          self->level->blocks[block].key = !self->level->blocks[block].key;
          end_edit (self);
        }
      else if (!secondary && !pf_tri_mask_get (&self->level->walls, triangle))
        add_block (self, triangle);
      break;

    case PF_STUDIO_LEVEL_MODE_PLAY:
    default:
      break;
    }
}

void
pf_studio_level_page_analyze (PfStudioLevelPage *self)
{
  g_autoptr(GTask) task = NULL;
  AnalyzeJob *job;

  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));
  if (self->level == NULL || self->rules == NULL || self->cancellable != NULL)
    return;

  self->cancellable = g_cancellable_new ();
  job = g_new0 (AnalyzeJob, 1);
  job->level = pf_tri_level_copy (self->level);

  task = g_task_new (self, self->cancellable, on_analyzed, NULL);
  g_task_set_source_tag (task, pf_studio_level_page_analyze);
  g_task_set_task_data (task, job, (GDestroyNotify) analyze_job_free);
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_progress_bar_set_text (self->progress, _("Solving…"));
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  update_actions (self);
  gtk_label_set_text (self->figures_label, _("Solving and analysing in the background…"));
  g_task_run_in_thread (task, analyze_thread);
}

void
pf_studio_level_page_set_overlay (PfStudioLevelPage *self,
                                  PfTriOverlay       overlay)
{
  guint position = overlay == PF_TRI_OVERLAY_SOLUTION ? 1 :
                   overlay == PF_TRI_OVERLAY_MOVES ? 2 :
                   overlay == PF_TRI_OVERLAY_HEAT ? 3 : 0;

  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));
  gtk_drop_down_set_selected (self->overlay_dropdown, position);
}

gboolean
pf_studio_level_page_is_busy (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), FALSE);
  return self->cancellable != NULL;
}

guint64
pf_studio_level_page_get_state (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), 0);
  return self->state;
}

GtkWidget *
pf_studio_level_page_get_canvas (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), NULL);
  return GTK_WIDGET (self->canvas);
}

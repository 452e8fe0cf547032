/* pf-studio-level-page-overlay.c: what the level page draws over the level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The overlay is the page's "overlay" property, so the level.overlay action
 * and its toggle buttons follow it. Choosing an overlay never starts an
 * analysis by itself: a note over the canvas says what the overlay needs,
 * with the button that gets it. The solution overlay shows the way on from
 * the position on screen, wherever play or playback took it.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <glib/gi18n.h>

#include "pf-studio-level-page-private.h"

static const char *overlay_names[] = { "none", "solution", "moves", "heat" };

/* Auxiliary methods */

const char *
pf_studio_level_page_overlay_to_string (PfTriOverlay overlay)
{
  return overlay < G_N_ELEMENTS (overlay_names) ? overlay_names[overlay] : "none";
}

PfTriOverlay
pf_studio_level_page_overlay_from_string (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (overlay_names); i++)
    if (g_strcmp0 (name, overlay_names[i]) == 0)
      return (PfTriOverlay) i;
  return PF_TRI_OVERLAY_NONE;
}

/* Whether the state after @k moves of the solution is @state, for some k;
 * returns that k, or -1. */
static gint
solution_index (PfStudioLevelPage *self,
                guint64            state)
{
  GArray *moves = self->solution->solution;
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
descend (PfStudioLevelPage *self,
         guint64            state,
         PfTriMove         *move,
         guint64           *next)
{
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
  gint here = pf_tri_analysis_distance (self->analysis, state);
  guint n;
  gboolean found = FALSE;

  if (here <= 0)
    return FALSE;
  n = pf_tri_rules_successors (self->rules, state, edges);
  for (guint e = 0; e < n; e++)
    if (pf_tri_analysis_distance (self->analysis, edges[e].state) == here - 1 &&
        (!found || edges[e].move.steps < move->steps))
      {
        *move = edges[e].move;
        *next = edges[e].state;
        found = TRUE;
      }
  return found;
}

guint
pf_studio_level_page_plan (PfStudioLevelPage *self,
                           PfTriMove         *moves,
                           guint              max)
{
  guint64 state = self->state;
  guint n = 0;
  gint k;

  if (self->rules == NULL || self->solution == NULL ||
      self->solution->status != PF_TRI_SOLVE_SOLVED)
    return 0;

  /* On the solution's path: its own next moves. */
  k = solution_index (self, state);
  if (k >= 0)
    {
      GArray *solution = self->solution->solution;

      for (; (guint) k < solution->len && n < max; k++)
        moves[n++] = g_array_index (solution, PfTriMove, k);
      return n;
    }

  /* Elsewhere, down the analysis's distances. */
  if (self->analysis == NULL)
    return 0;
  while (n < max && descend (self, state, &moves[n], &state))
    n++;
  return n;
}

static gboolean
overlay_has_data (PfStudioLevelPage *self)
{
  switch (self->overlay)
    {
    case PF_TRI_OVERLAY_SOLUTION:
    case PF_TRI_OVERLAY_HEAT:
      return self->solution != NULL;
    case PF_TRI_OVERLAY_MOVES:
      return self->analysis != NULL;
    case PF_TRI_OVERLAY_NONE:
    default:
      return TRUE;
    }
}

/* The note over the canvas, and the legend of the moves overlay. */
static void
update_note (PfStudioLevelPage *self)
{
  const char *note = NULL;
  gboolean offer = FALSE;

  if (self->level == NULL || self->rules == NULL || self->overlay == PF_TRI_OVERLAY_NONE)
    note = NULL;
  else if (self->cancellable != NULL && !overlay_has_data (self))
    note = _("Analysing… the overlay appears when the analysis is done.");
  else if (!overlay_has_data (self))
    {
      offer = TRUE;
      if (self->overlay == PF_TRI_OVERLAY_MOVES)
        note = _("The moves overlay rates every move by the distance to the goal, "
                 "which takes an analysis of the level.");
      else if (self->overlay == PF_TRI_OVERLAY_SOLUTION)
        note = _("The solution overlay needs the optimal solution, which takes an "
                 "analysis of the level.");
      else
        note = _("The heat overlay counts the moves of the optimal solution, which "
                 "takes an analysis of the level.");
    }
  else if (self->overlay != PF_TRI_OVERLAY_MOVES &&
           self->solution->status != PF_TRI_SOLVE_SOLVED)
    note = _("This level has no solution to show.");
  else if (self->overlay == PF_TRI_OVERLAY_SOLUTION &&
           !pf_tri_rules_is_solved (self->rules, self->state) && self->n_plan == 0)
    note = self->analysis != NULL ? _("The goal cannot be reached from this position.")
                                  : _("This position is off the solution; press Home to "
                                      "start again.");

  gtk_label_set_text (self->overlay_note_label, note != NULL ? note : "");
  gtk_widget_set_visible (self->overlay_note_analyze, offer);
  gtk_revealer_set_reveal_child (self->overlay_note, note != NULL);
  gtk_widget_set_visible (self->legend, self->overlay == PF_TRI_OVERLAY_MOVES &&
                                        self->analysis != NULL && self->rules != NULL);
}

void
pf_studio_level_page_fill_render_options (PfStudioLevelPage  *self,
                                          PfTriRenderOptions *options)
{
  pf_tri_render_options_init (options);
  /* The page shows the distance itself. */
  options->caption = FALSE;
  if (self->rules != NULL)
    {
      options->rules = self->rules;
      options->state = self->state;
      /* Editing draws the level as it is, also while a drag moves a block
       * in it; playing draws the position. */
      options->has_state = self->mode == PF_STUDIO_LEVEL_MODE_PLAY || self->history->len > 0;
    }
  options->overlay = self->overlay;
  /* In play the block under the pointer is outlined, the one a drag takes. */
  options->selected_block = self->hover_block;
  pf_studio_tri_canvas_set_show_hover (self->canvas, self->mode != PF_STUDIO_LEVEL_MODE_PLAY);
  options->solution = self->solution;
  options->analysis = self->analysis;
  if (self->slide > 0)
    {
      options->slide_dirs = self->slide_dirs;
      options->slide = self->slide;
    }
  self->n_plan = pf_studio_level_page_plan (self, self->plan, G_N_ELEMENTS (self->plan));
  options->plan = self->plan;
  options->n_plan = self->n_plan;
  update_note (self);
}

/* Callbacks */

static void
draw_legend_arrow (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        user_data)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  pf_tri_render_move_arrow (cr, GPOINTER_TO_INT (user_data), 3, height / 2.0, width - 2,
                            height / 2.0, 3.0, 1.0, dark);
}

void
pf_studio_level_page_overlay_init (PfStudioLevelPage *self)
{
  GtkDrawingArea *arrows[] = { self->legend_nearer, self->legend_same, self->legend_farther };

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      gtk_drawing_area_set_draw_func (arrows[i], draw_legend_arrow,
                                      GINT_TO_POINTER (PF_TRI_MOVE_NEARER + i), NULL);
      g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                               G_CALLBACK (gtk_widget_queue_draw), arrows[i],
                               G_CONNECT_SWAPPED);
    }
}

void
pf_studio_level_page_set_overlay (PfStudioLevelPage *self,
                                  PfTriOverlay       overlay)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));

  if (self->overlay == overlay)
    return;
  self->overlay = overlay;
  pf_studio_level_page_refresh (self);
  g_object_notify (G_OBJECT (self), "overlay");
}

PfTriOverlay
pf_studio_level_page_get_overlay (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), PF_TRI_OVERLAY_NONE);
  return self->overlay;
}

gboolean
pf_studio_level_page_get_next_move (PfStudioLevelPage *self,
                                    PfTriMove         *move)
{
  PfTriMove plan[1];

  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), FALSE);

  if (pf_studio_level_page_plan (self, plan, 1) == 0)
    return FALSE;
  if (move != NULL)
    *move = plan[0];
  return TRUE;
}

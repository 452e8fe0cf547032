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

#include "pf-studio-level-findings.h"
#include "pf-studio-level-page-private.h"

/* The side of one swatch of the heat legend's scale. */
#define HEAT_SWATCH 22

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

static gboolean
overlay_has_data (PfStudioLevelPage *self)
{
  switch (self->overlay)
    {
    case PF_TRI_OVERLAY_SOLUTION:
    case PF_TRI_OVERLAY_HEAT:
      return pf_tri_session_get_solution (self->session) != NULL;
    case PF_TRI_OVERLAY_MOVES:
      return pf_tri_session_get_analysis (self->session) != NULL;
    case PF_TRI_OVERLAY_NONE:
    default:
      return TRUE;
    }
}

/* The note over the canvas, and the legend of the moves overlay. */
static void
update_note (PfStudioLevelPage *self)
{
  const PfTriSolution *solution = pf_tri_session_get_solution (self->session);
  gboolean analysed = pf_tri_session_get_analysis (self->session) != NULL;
  gboolean playable = pf_tri_session_get_rules (self->session) != NULL;
  const char *note = NULL;
  gboolean offer = FALSE;

  if (!playable || self->overlay == PF_TRI_OVERLAY_NONE)
    note = NULL;
  else if (pf_tri_session_is_busy (self->session) && !overlay_has_data (self))
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
  else if (self->overlay != PF_TRI_OVERLAY_MOVES && solution->status != PF_TRI_SOLVE_SOLVED)
    note = _("This level has no solution to show.");
  else if (self->overlay == PF_TRI_OVERLAY_SOLUTION &&
           !pf_tri_session_is_solved (self->session) && self->n_plan == 0)
    note = analysed ? _("The goal cannot be reached from this position.")
                                  : _("This position is off the solution; press Home to "
                                      "start again.");

  /* On the solution's path, a narrow step says so: one way on only. */
  if (note == NULL && self->overlay == PF_TRI_OVERLAY_SOLUTION && playable && self->n_plan > 0)
    {
      gint step = pf_tri_session_get_solution_step (self->session);

      if (step >= 0 &&
          pf_studio_level_step_is_narrow (pf_tri_session_get_explanation (self->session),
                                          (guint) step))
        note = _("A narrow step: this is the only move that brings the goal nearer.");
    }

  gtk_label_set_text (self->overlay_note_label, note != NULL ? note : "");
  gtk_widget_set_visible (self->overlay_note_analyze, offer);
  gtk_revealer_set_reveal_child (self->overlay_note, note != NULL);
  gtk_widget_set_visible (self->legend, self->overlay == PF_TRI_OVERLAY_MOVES && analysed &&
                                        playable);
  gtk_widget_set_visible (self->heat_legend, self->overlay == PF_TRI_OVERLAY_HEAT && note == NULL &&
                                             playable && solution != NULL && self->hottest > 0);
  gtk_drawing_area_set_content_width (self->heat_scale,
                                      HEAT_SWATCH * MIN (MAX (self->hottest, 1),
                                                         PF_TRI_HEAT_SCALE_MAX));
  gtk_widget_queue_draw (GTK_WIDGET (self->heat_scale));
}

void
pf_studio_level_page_fill_render_options (PfStudioLevelPage  *self,
                                          PfTriRenderOptions *options)
{
  const gint8 *slide_dirs;
  double slide = pf_tri_session_get_slide (self->session, &slide_dirs);

  pf_tri_render_options_init (options);
  /* The page shows the distance itself. */
  options->caption = FALSE;
  options->rules = pf_tri_session_get_rules (self->session);
  if (options->rules != NULL)
    {
      options->state = pf_tri_session_get_state (self->session);
      /* Editing draws the level as it is; playing draws the position. */
      options->has_state = self->mode == PF_STUDIO_LEVEL_MODE_PLAY ||
                           pf_tri_session_has_moved (self->session);
    }
  options->overlay = self->overlay;
  /* In play the block under the pointer is outlined, the one a drag takes;
   * in editing, the block a finding names while it is pointed at. */
  options->selected_block = self->hover_block;
  if (self->mode != PF_STUDIO_LEVEL_MODE_PLAY)
    {
      g_object_get (self->panel_view, "pointed-block", &options->selected_block, NULL);
      /* With its number, as the finding names it. */
      options->numbered_block = options->selected_block;
    }
  pf_studio_tri_canvas_set_show_hover (self->canvas, self->mode != PF_STUDIO_LEVEL_MODE_PLAY);
  options->solution = pf_tri_session_get_solution (self->session);
  options->analysis = pf_tri_session_get_analysis (self->session);
  if (slide > 0)
    {
      options->slide_dirs = slide_dirs;
      options->slide = slide;
    }
  /* Blocks that do not matter are shown while the level is edited. */
  if (self->mode != PF_STUDIO_LEVEL_MODE_PLAY && !pf_tri_session_is_busy (self->session))
    {
      const PfTriExplanation *explanation = pf_tri_session_get_explanation (self->session);

      for (guint b = 0; b < PF_TRI_MAX_BLOCKS; b++)
        if (pf_studio_level_block_is_redundant (explanation, b))
          options->spare_blocks |= 1u << b;
    }
  self->n_plan = pf_tri_session_plan (self->session, self->plan, G_N_ELEMENTS (self->plan));
  options->plan = self->plan;
  options->n_plan = self->n_plan;
  self->hottest = self->overlay == PF_TRI_OVERLAY_HEAT ? pf_tri_render_hottest (options) : 0;
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

/* The heat legend's scale, as the blocks are tinted. */
static void
draw_heat_scale (GtkDrawingArea *area,
                 cairo_t        *cr,
                 int             width,
                 int             height,
                 gpointer        user_data)
{
  PfStudioLevelPage *self = user_data;

  if (self->hottest > 0)
    pf_tri_render_heat_scale (cr, 0, (height - HEAT_SWATCH) / 2.0, HEAT_SWATCH,
                              adw_style_manager_get_dark (adw_style_manager_get_default ()),
                              self->hottest);
}

void
pf_studio_level_page_overlay_init (PfStudioLevelPage *self)
{
  GtkDrawingArea *arrows[] = { self->legend_nearer, self->legend_same, self->legend_farther };

  gtk_drawing_area_set_draw_func (self->heat_scale, draw_heat_scale, self, NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self->heat_scale,
                           G_CONNECT_SWAPPED);

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

  if (pf_tri_session_plan (self->session, plan, 1) == 0)
    return FALSE;
  if (move != NULL)
    *move = plan[0];
  return TRUE;
}

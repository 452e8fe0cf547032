/* pf-studio-level-page-play.c: playing a level on its page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Playing moves the page's own position, never the project. Each move (a
 * drag, or the next optimal move with Page Down) goes on a stack, so the
 * counter counts the moves made, Ctrl+Z in play mode and Page Up take back
 * one, and Home starts again. The window's Ctrl+Z (undo an edit) is left
 * alone: the page's binding wins only while its action is enabled, in play
 * mode with a move to take back.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "pf-studio-level-page-private.h"

/* Auxiliary methods */

static void
push_move (PfStudioLevelPage *self,
           guint64            before,
           guint64            after)
{
  if (before == after)
    return;
  g_array_append_val (self->history, before);
  self->state = after;
}

void
pf_studio_level_page_restart (PfStudioLevelPage *self)
{
  g_array_set_size (self->history, 0);
  memset (self->slide_dirs, 0, sizeof self->slide_dirs);
  self->slide = 0;
  if (self->rules != NULL)
    self->state = pf_tri_rules_get_start (self->rules);
}

gboolean
pf_studio_level_page_is_solved (PfStudioLevelPage *self)
{
  return self->rules != NULL && pf_tri_rules_is_solved (self->rules, self->state);
}

/* The counter in the tool bar and the banner over the canvas. */
void
pf_studio_level_page_update_play (PfStudioLevelPage *self)
{
  gboolean playing = self->mode == PF_STUDIO_LEVEL_MODE_PLAY;
  gboolean solved = pf_studio_level_page_is_solved (self) && self->history->len > 0;
  g_autoptr(GString) text = g_string_new (NULL);

  if (self->rules != NULL && (playing || self->history->len > 0))
    {
      g_string_printf (text, ngettext ("%u move", "%u moves", self->history->len),
                       self->history->len);
      if (self->analysis != NULL && !solved)
        {
          gint distance = pf_tri_analysis_distance (self->analysis, self->state);

          g_string_append (text, " · ");
          if (distance >= 0)
            /* TRANSLATORS: how many moves the position on screen is from the goal */
            g_string_append_printf (text, ngettext ("%d to go", "%d to go", distance), distance);
          else
            g_string_append (text, _("no way to the goal"));
        }
    }
  if (solved)
    /* TRANSLATORS: the move counter once the level is solved */
    g_string_append (text, _(" · solved"));
  gtk_label_set_text (self->move_label, text->str);

  if (solved)
    {
      g_autofree char *heading = g_strdup_printf (ngettext ("Solved in %u move!",
                                                            "Solved in %u moves!",
                                                            self->history->len),
                                                  self->history->len);
      gint best = self->level->figures.moves;
      g_autofree char *detail = NULL;

      if (best > 0 && (guint) best == self->history->len)
        detail = g_strdup (_("That is the optimum."));
      else if (best > 0)
        detail = g_strdup_printf (ngettext ("The optimum is %d move.", "The optimum is %d moves.",
                                            best), best);
      gtk_label_set_text (self->solved_label, heading);
      gtk_label_set_text (self->solved_detail, detail != NULL ? detail : "");
      gtk_widget_set_visible (GTK_WIDGET (self->solved_detail), detail != NULL);
    }
  gtk_revealer_set_reveal_child (self->solved_banner, solved);
}

/* Moves the dragged block @steps steps (fractional, signed) from where the
 * drag started: whole steps change the state, and the part of the next step
 * is drawn as a slide of the whole push chain, in proportion. */
void
pf_studio_level_page_drag_to (PfStudioLevelPage *self,
                              double             steps)
{
  guint64 state = self->drag_start_state;
  int dir = steps > 0 ? 1 : -1;
  int whole = (int) floor (fabs (steps));
  double part = fabs (steps) - whole;
  gboolean blocked = FALSE;
  guint64 next;

  for (int i = 0; i < whole; i++)
    {
      if (!pf_tri_rules_step (self->rules, state, self->drag_block, dir, &next, NULL))
        {
          blocked = TRUE;
          break;
        }
      state = next;
    }

  memset (self->slide_dirs, 0, sizeof self->slide_dirs);
  self->slide = 0;
  if (!blocked && part > 0 &&
      pf_tri_rules_step (self->rules, state, self->drag_block, dir, &next, self->slide_dirs))
    self->slide = part;

  self->state = state;
  pf_studio_level_page_refresh (self);
}

/* Ends a drag on the nearer whole step; a drag that moved is one move. */
void
pf_studio_level_page_finish_drag (PfStudioLevelPage *self)
{
  if (self->slide >= 0.5)
    {
      int dir = self->slide_dirs[self->drag_block];
      guint64 next;

      if (dir != 0 &&
          pf_tri_rules_step (self->rules, self->state, self->drag_block, dir, &next, NULL))
        self->state = next;
    }
  memset (self->slide_dirs, 0, sizeof self->slide_dirs);
  self->slide = 0;
  push_move (self, self->drag_start_state, self->state);
  pf_studio_level_page_refresh (self);
}

/* Actions */

static void
step_forward_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);
  PfTriMove next;

  if (pf_studio_level_page_plan (self, &next, 1) == 1)
    pf_studio_level_page_play_move (self, &next);
}

static void
step_back_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);

  if (self->history->len == 0)
    return;
  self->state = g_array_index (self->history, guint64, self->history->len - 1);
  g_array_set_size (self->history, self->history->len - 1);
  pf_studio_level_page_refresh (self);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);

  pf_studio_level_page_restart (self);
  pf_studio_level_page_refresh (self);
}

void
pf_studio_level_page_play_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "level.step-forward", NULL, step_forward_action);
  gtk_widget_class_install_action (widget_class, "level.step-back", NULL, step_back_action);
  gtk_widget_class_install_action (widget_class, "level.undo-move", NULL, step_back_action);
  gtk_widget_class_install_action (widget_class, "level.reset", NULL, reset_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0,
                                       "level.step-forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "level.step-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "level.undo-move", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "level.reset", NULL);
}

void
pf_studio_level_page_play_update_actions (PfStudioLevelPage *self)
{
  PfTriMove next;
  gboolean moved = self->history->len > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.step-forward",
                                 pf_studio_level_page_plan (self, &next, 1) == 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.step-back", moved);
  /* Enabled only here, so Ctrl+Z reaches the window's undo otherwise. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.undo-move",
                                 moved && self->mode == PF_STUDIO_LEVEL_MODE_PLAY);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.reset",
                                 self->rules != NULL &&
                                 (moved || self->state != pf_tri_rules_get_start (self->rules)));
}

gboolean
pf_studio_level_page_play_move (PfStudioLevelPage *self,
                                const PfTriMove   *move)
{
  guint64 next;

  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->rules == NULL || move->block >= pf_tri_rules_get_n_blocks (self->rules) ||
      !pf_tri_rules_apply (self->rules, self->state, move, &next))
    return FALSE;
  push_move (self, self->state, next);
  pf_studio_level_page_refresh (self);
  return TRUE;
}

guint
pf_studio_level_page_get_move_count (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), 0);
  return self->history->len;
}

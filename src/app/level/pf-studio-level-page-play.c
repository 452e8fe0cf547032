/* pf-studio-level-page-play.c: playing a level on its page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Playing moves the session's position, never the project. Each move (a
 * drag, level.play-move, or the next optimal move with Page Down) is one
 * move of the session, so the counter counts the moves made, Ctrl+Z in play
 * mode and Page Up take back one, and Home starts again. In play mode
 * Ctrl+Z stops at the start rather than go on to undo the designer's last
 * edit, which a player pressing it to get back to the start would not see
 * happen; elsewhere the page's binding stands aside (its action disabled)
 * for the window's Ctrl+Z, and the Undo button always undoes an edit.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <glib/gi18n.h>

#include "pf-studio-level-page-private.h"
#include "pf-studio-page.h"

/* Auxiliary methods */

/* The counter in the tool bar and the banner over the canvas. */
void
pf_studio_level_page_update_play (PfStudioLevelPage *self)
{
  guint moves = pf_tri_session_get_move_count (self->session);
  gboolean playing = self->mode == PF_STUDIO_LEVEL_MODE_PLAY;
  gboolean solved = pf_tri_session_is_solved (self->session) && moves > 0;
  const PfTriLevel *level = pf_tri_session_get_level (self->session);
  g_autoptr(GString) text = g_string_new (NULL);

  if (moves == 0)
    self->stepped = FALSE;
  if (pf_tri_session_get_rules (self->session) != NULL && (playing || moves > 0))
    {
      g_string_printf (text, ngettext ("%u move", "%u moves", moves), moves);
      if (pf_tri_session_get_analysis (self->session) != NULL && !solved)
        {
          gint distance = pf_tri_session_get_distance (self->session);

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
                                                            "Solved in %u moves!", moves),
                                                  moves);
      PfTriFigures figures;
      gint best;
      g_autofree char *detail = NULL;

      if (!pf_tri_session_get_figures (self->session, &figures))
        figures = level->figures;
      best = figures.moves;
      /* The solution played out by Page Down is no feat of the designer's. */
      if (self->stepped)
        {
          g_free (heading);
          heading = g_strdup_printf (ngettext ("The solution: %u move", "The solution: %u moves",
                                               moves), moves);
          if (best > 0 && (guint) best != moves)
            detail = g_strdup_printf (ngettext ("Some moves were your own; the optimum is %d "
                                                "move.",
                                                "Some moves were your own; the optimum is %d "
                                                "moves.", best), best);
        }
      else if (best > 0 && (guint) best == moves)
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

/* Actions */

static void
play_move_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  pf_tri_session_play_variant (PF_STUDIO_LEVEL_PAGE (widget)->session, parameter);
}

static void
step_forward_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);
  gboolean stepped = self->stepped;

  /* Set before the step, whose change redraws the banner. */
  self->stepped = TRUE;
  if (!pf_tri_session_step_forward (self->session))
    self->stepped = stepped;
}

static void
step_back_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  pf_tri_session_undo_move (PF_STUDIO_LEVEL_PAGE (widget)->session);
}

static void
undo_move_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);
  AdwToast *toast;

  if (pf_tri_session_undo_move (self->session))
    return;
  /* The edit history is one button away, not one key press too many. */
  toast = pf_studio_toast_new (_("No move to take back"));
  adw_toast_set_timeout (toast, 3);
  if (self->document != NULL && pf_document_can_undo (self->document))
    {
      adw_toast_set_button_label (toast, _("Undo _Edit"));
      adw_toast_set_action_name (toast, "win.undo");
    }
  adw_toast_overlay_add_toast (self->toasts, toast);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  pf_tri_session_restart (PF_STUDIO_LEVEL_PAGE (widget)->session);
}

void
pf_studio_level_page_play_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "level.play-move", "(uiu)", play_move_action);
  gtk_widget_class_install_action (widget_class, "level.step-forward", NULL, step_forward_action);
  gtk_widget_class_install_action (widget_class, "level.step-back", NULL, step_back_action);
  gtk_widget_class_install_action (widget_class, "level.undo-move", NULL, undo_move_action);
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
  gboolean moved = pf_tri_session_get_move_count (self->session) > 0;
  gboolean playable = pf_tri_session_get_rules (self->session) != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.play-move", playable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.step-forward",
                                 pf_tri_session_plan (self->session, &next, 1) == 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.step-back", moved);
  /* Enabled only in play mode, so Ctrl+Z reaches the window's undo
   * otherwise. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.undo-move",
                                 playable && self->mode == PF_STUDIO_LEVEL_MODE_PLAY);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "level.reset",
                                 pf_tri_session_has_moved (self->session));
}

/* Public API */

gboolean
pf_studio_level_page_play_move (PfStudioLevelPage *self,
                                const PfTriMove   *move)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  return pf_tri_session_play (self->session, move);
}

guint
pf_studio_level_page_get_move_count (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), 0);
  return pf_tri_session_get_move_count (self->session);
}

guint64
pf_studio_level_page_get_state (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), 0);
  return pf_tri_session_get_state (self->session);
}

/* pf-studio-playtest-play.c: the playtest window drives its game: keys and the frame clock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every mode's game moves its piece with a #PfPlayEngine, so keys reach
 * the engine the same way in the wells and the shell mode; only the
 * specials (the TetriNET well) and the structure turns (the shell mode)
 * go to their game. The frame clock advances the engine by the real time
 * that passed.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-playtest-window"

#include <glib/gi18n.h>

#include "pf-studio-playtest-window-private.h"

#define MAX_FRAME_STEP 100000   /* µs: longer gaps (a stall, a suspend) count as this */

/* Auxiliary methods */

/* The play keys that the engine holds: left, right and soft drop. */
static gboolean
held_key (PfStudioPlayKey  key,
          PfKey           *held)
{
  switch (key)
    {
    case PF_STUDIO_PLAY_LEFT:
      *held = PF_KEY_LEFT;
      return TRUE;
    case PF_STUDIO_PLAY_RIGHT:
      *held = PF_KEY_RIGHT;
      return TRUE;
    case PF_STUDIO_PLAY_SOFT_DROP:
      *held = PF_KEY_SOFT_DROP;
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
running (PfStudioPlaytestWindow *self)
{
  return !self->paused && !self->editing && !self->waiting &&
         pf_studio_playtest_window_playing (self);
}

static void
use_special (PfStudioPlaytestWindow *self,
             gboolean                on_opponent)
{
  g_autofree char *text = NULL;
  PfSpecial used;
  gboolean topped = FALSE;

  if (self->well != PF_WELL_TETRINET)
    return;
  if (!pf_game_use_special (self->game, on_opponent ? &self->opponent : NULL, &used, &topped))
    {
      gtk_label_set_text (self->special_label, _("No special to use"));
      return;
    }
  if (on_opponent)
    text = g_strdup_printf (topped ? _("%s on the opponent: they topped out")
                                   : _("%s on the opponent"), pf_studio_playtest_special_name (used));
  else
    text = g_strdup_printf (_("%s on your field"), pf_studio_playtest_special_name (used));
  gtk_label_set_text (self->special_label, text);
}

static void
press (PfStudioPlaytestWindow *self,
       PfStudioPlayKey         key)
{
  PfPlayEngine *engine = pf_studio_playtest_window_engine (self);
  PfKey held;

  if (key == PF_STUDIO_PLAY_PAUSE)
    {
      if (pf_studio_playtest_window_playing (self))
        pf_studio_playtest_window_set_paused (self, !self->paused);
      return;
    }
  if (key == PF_STUDIO_PLAY_RESTART)
    {
      pf_studio_playtest_window_new_game (self);
      return;
    }
  if (!running (self))
    return;

  if (held_key (key, &held))
    pf_play_engine_key_down (engine, held);
  switch (key)
    {
    case PF_STUDIO_PLAY_HARD_DROP:
      pf_play_engine_hard_drop (engine);
      break;
    case PF_STUDIO_PLAY_ROTATE_CW:
      pf_play_engine_rotate (engine, PF_TURN_CW);
      break;
    case PF_STUDIO_PLAY_ROTATE_CCW:
      pf_play_engine_rotate (engine, PF_TURN_CCW);
      break;
    case PF_STUDIO_PLAY_HOLD:
      pf_play_engine_hold (engine);
      break;
    case PF_STUDIO_PLAY_SPECIAL_SELF:
    case PF_STUDIO_PLAY_SPECIAL_OPPONENT:
      if (!self->shell)
        use_special (self, key == PF_STUDIO_PLAY_SPECIAL_OPPONENT);
      break;
    case PF_STUDIO_PLAY_STRUCTURE_CW:
    case PF_STUDIO_PLAY_STRUCTURE_CCW:
      if (self->shell)
        pf_shell_game_rotate_structure (self->shell_game, key == PF_STUDIO_PLAY_STRUCTURE_CW
                                                          ? PF_SHELL_TURN_CW : PF_SHELL_TURN_CCW);
      break;
    case PF_STUDIO_PLAY_LEFT:
    case PF_STUDIO_PLAY_RIGHT:
    case PF_STUDIO_PLAY_SOFT_DROP:
    case PF_STUDIO_PLAY_PAUSE:
    case PF_STUDIO_PLAY_RESTART:
    case PF_STUDIO_PLAY_NONE:
    case PF_STUDIO_N_PLAY_KEYS:
    default:
      break;
    }
  pf_studio_playtest_window_sync (self);
}

static void
release (PfStudioPlaytestWindow *self,
         PfStudioPlayKey         key)
{
  PfPlayEngine *engine = pf_studio_playtest_window_engine (self);
  PfKey held;

  self->held[key] = FALSE;
  if (engine != NULL && held_key (key, &held))
    pf_play_engine_key_up (engine, held);
}

/* Callbacks */

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (!running (self))
    {
      self->last_frame = 0;
      return G_SOURCE_CONTINUE;
    }
  if (self->last_frame != 0 && now > self->last_frame)
    {
      gint64 step = MIN (now - self->last_frame, MAX_FRAME_STEP);

      pf_play_engine_advance (pf_studio_playtest_window_engine (self), step);
      self->elapsed += step;
    }
  self->last_frame = now;
  pf_studio_playtest_window_sync (self);
  return G_SOURCE_CONTINUE;
}

static gboolean
key_pressed_cb (GtkEventControllerKey  *controller,
                guint                   keyval,
                guint                   keycode,
                GdkModifierType         state,
                PfStudioPlaytestWindow *self)
{
  /* Leave shortcuts such as Ctrl+W to the window. */
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  return pf_studio_playtest_window_handle_key (self, keyval, keycode, TRUE);
}

static void
key_released_cb (GtkEventControllerKey  *controller,
                 guint                   keyval,
                 guint                   keycode,
                 GdkModifierType         state,
                 PfStudioPlaytestWindow *self)
{
  pf_studio_playtest_window_handle_key (self, keyval, keycode, FALSE);
}

static void
active_changed_cb (PfStudioPlaytestWindow *self)
{
  /* Keys released while the window was away never arrive. */
  pf_studio_playtest_window_release_keys (self);
  if (!gtk_window_is_active (GTK_WINDOW (self)) && running (self) && self->elapsed > 0)
    pf_studio_playtest_window_set_paused (self, TRUE);
}

/* Internal API */

PfPlayEngine *
pf_studio_playtest_window_engine (PfStudioPlaytestWindow *self)
{
  if (self->shell)
    return self->shell_game ? pf_shell_game_get_engine (self->shell_game) : NULL;
  return self->game ? pf_game_get_engine (self->game) : NULL;
}

gboolean
pf_studio_playtest_window_playing (PfStudioPlaytestWindow *self)
{
  if (self->shell)
    return pf_studio_playtest_shell_playing (self);
  return self->game != NULL && pf_game_get_state (self->game) == PF_GAME_PLAYING;
}

void
pf_studio_playtest_window_release_keys (PfStudioPlaytestWindow *self)
{
  for (guint k = 0; k < PF_STUDIO_N_PLAY_KEYS; k++)
    self->held[k] = FALSE;
  for (guint k = 0; k < PF_N_KEYS; k++)
    {
      if (self->game != NULL)
        pf_play_engine_key_up (pf_game_get_engine (self->game), (PfKey) k);
      if (self->shell_game != NULL)
        pf_play_engine_key_up (pf_shell_game_get_engine (self->shell_game), (PfKey) k);
    }
}

void
pf_studio_playtest_window_init_play (PfStudioPlaytestWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (self, "notify::is-active", G_CALLBACK (active_changed_cb), NULL);

  /* Capture, so Space and the arrows play instead of moving the focus. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  g_signal_connect (keys, "key-released", G_CALLBACK (key_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

/* Public API */

gboolean
pf_studio_playtest_window_handle_key (PfStudioPlaytestWindow *self,
                                      guint                   keyval,
                                      guint                   keycode,
                                      gboolean                pressed)
{
  PfStudioPlayKey key;

  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), FALSE);

  key = pf_studio_keymap_lookup (&self->keymap, keyval);
  if (!pressed)
    {
      gboolean used = FALSE;

      /* Match the release by hardware key, so Shift+C released as "c" still counts. */
      for (guint k = 0; k < PF_STUDIO_N_PLAY_KEYS; k++)
        if (self->held[k] && ((keycode != 0 && self->held_code[k] == keycode) || (int) k == key))
          {
            release (self, (PfStudioPlayKey) k);
            used = TRUE;
          }
      return used;
    }

  if (key == PF_STUDIO_PLAY_NONE)
    return FALSE;
  if (self->editing)
    {
      /* The editor keeps its keys; Esc goes back to playing. */
      if (key == PF_STUDIO_PLAY_PAUSE && keyval == GDK_KEY_Escape)
        {
          pf_studio_playtest_window_set_editing (self, FALSE);
          return TRUE;
        }
      return FALSE;
    }
  if (self->held[key])
    return TRUE;   /* a key repeat */
  self->waiting = FALSE;
  self->held[key] = TRUE;
  self->held_code[key] = keycode;
  press (self, key);
  return TRUE;
}

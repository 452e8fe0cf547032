/* pf-studio-playtest-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window owns a #PfGame and ticks it from the frame clock with the
 * real time that passed; keys go through pf_studio_playtest_window_handle_key()
 * to the engine's actions. The starting fields (one per well) and the
 * opponent's field are copies: only "Save to Project" writes to the project.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-playtest-window"

#include <glib/gi18n.h>

#include "pf-playtest-field.h"
#include "pf-studio-field-editor.h"
#include "pf-studio-field-view.h"
#include "pf-studio-keymap.h"
#include "pf-studio-mino.h"
#include "pf-studio-playtest-window.h"
#include "pf-studio-settings.h"
#include "pf-tetrinet-field.h"

#define WINDOW_KEY "pf-studio-playtest-window"
#define MAX_FRAME_STEP 100000   /* µs: longer gaps (a stall, a suspend) count as this */
#define CLEAR_SHOWN 2000000     /* µs a line-clear caption stays */

struct _PfStudioPlaytestWindow
{
  AdwWindow            parent_instance;

  /* Template widgets */
  AdwWindowTitle      *window_title;
  GtkRevealer         *error_revealer;
  GtkLabel            *error_label;
  AdwToastOverlay     *toast_overlay;
  PfStudioFieldView   *field_view;
  PfStudioFieldView   *opponent_view;
  GtkDrawingArea      *hold_area;
  GtkDrawingArea      *next_area;
  GtkDrawingArea      *inventory_area;
  GtkLabel            *score_label;
  GtkLabel            *lines_label;
  GtkLabel            *level_label;
  GtkLabel            *time_label;
  GtkLabel            *clear_label;
  GtkLabel            *special_label;
  GtkLabel            *keys_label;
  GtkWidget           *specials_box;
  GtkWidget           *opponent_box;
  GtkWidget           *pause_box;
  GtkWidget           *game_over_box;
  GtkLabel            *game_over_title;
  GtkLabel            *game_over_label;
  GtkRevealer         *editor_revealer;
  PfStudioFieldEditor *editor;

  PfStudioWindow      *studio;       /* weak */
  PfPlaytestSettings  *settings;     /* a copy of the project's, or the defaults */
  PfWellKind           well;
  PfField              start[2];     /* the starting field of each well */
  PfField              opponent_start;
  PfField              opponent;
  PfGame              *game;

  gboolean             paused;
  gboolean             editing;
  gint64               last_frame;
  gint64               elapsed;
  gint64               clear_until;
  guint                shown_pieces;

  PfStudioKeymap       keymap;
  gboolean             held[PF_STUDIO_N_PLAY_KEYS];
  guint                held_code[PF_STUDIO_N_PLAY_KEYS];
};

G_DEFINE_FINAL_TYPE (PfStudioPlaytestWindow, pf_studio_playtest_window, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_PAUSED,
  PROP_EDITING,
  PROP_WELL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary methods */

static gboolean
running (PfStudioPlaytestWindow *self)
{
  return self->game != NULL && !self->paused && !self->editing &&
         pf_game_get_state (self->game) == PF_GAME_PLAYING;
}

static void
show_error (PfStudioPlaytestWindow *self,
            const char             *message)
{
  gtk_label_set_text (self->error_label, message ? message : "");
  gtk_revealer_set_reveal_child (self->error_revealer, message != NULL);
}

static void
set_label (GtkLabel   *label,
           const char *text)
{
  /* Labels relayout when set; at 60 fps, only touch them on a change. */
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

static const char *
special_name (PfSpecial special)
{
  static const char * const names[PF_N_SPECIALS] = {
    N_("Add Line"), N_("Clear Line"), N_("Nuke Field"), N_("Random Clear"),
    N_("Switch Fields"), N_("Clear Specials"), N_("Block Gravity"), N_("Blockquake"),
    N_("Block Bomb"),
  };

  return special < PF_N_SPECIALS ? _(names[special]) : "";
}

static char *
describe_clear (const PfClearInfo *clear)
{
  static const char * const plain[] = { NULL, N_("Single"), N_("Double"), N_("Triple"),
                                        N_("Tetris") };
  static const char * const spin[] = { N_("T-Spin"), N_("T-Spin Single"), N_("T-Spin Double"),
                                       N_("T-Spin Triple") };
  GString *text = g_string_new (NULL);

  if (clear->back_to_back)
    g_string_append_printf (text, "%s\n", _("Back-to-Back"));
  if (clear->tspin != PF_TSPIN_NONE && clear->lines < G_N_ELEMENTS (spin))
    {
      if (clear->tspin == PF_TSPIN_MINI)
        g_string_append_printf (text, "%s ", _("Mini"));
      g_string_append (text, _(spin[clear->lines]));
    }
  else if (clear->lines > 0)
    g_string_append (text, clear->lines < G_N_ELEMENTS (plain) ? _(plain[clear->lines])
                                                               : _("Many Lines"));
  if (clear->combo > 0)
    g_string_append_printf (text, _("\nCombo %d"), clear->combo);
  if (text->len == 0)
    return g_string_free (text, TRUE);
  if (clear->points > 0)
    g_string_append_printf (text, "\n+%u", clear->points);
  return g_string_free (text, FALSE);
}

static void
update_actions (PfStudioPlaytestWindow *self)
{
  gboolean over = self->game == NULL || pf_game_get_state (self->game) != PF_GAME_PLAYING;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "playtest.paused",
                                 !self->editing && (!over || self->paused));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "playtest.restart", !self->editing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "playtest.clear-opponent",
                                 self->well == PF_WELL_TETRINET);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "playtest.save-field", self->studio != NULL);
}

static void
sync_views (PfStudioPlaytestWindow *self)
{
  gboolean tetrinet = self->well == PF_WELL_TETRINET;
  guint visible = tetrinet ? PF_TETRINET_HEIGHT : 20;
  guint buffer = tetrinet ? 0 : 2;
  PfGameState state = self->game ? pf_game_get_state (self->game) : PF_GAME_PLAYING;
  PfPiece piece;
  PfRotation rotation;
  int x, y;

  if (self->editing || self->game == NULL)
    {
      pf_studio_field_view_set_field (self->field_view, &self->start[self->well], visible, buffer);
      pf_studio_field_view_set_piece (self->field_view, NULL, PF_CELL_EMPTY, 0, 0, 0);
    }
  else
    {
      pf_studio_field_view_set_field (self->field_view, pf_game_get_field (self->game),
                                      visible, buffer);
      if (pf_game_get_piece (self->game, &piece, &rotation, &x, &y))
        pf_studio_field_view_set_piece (self->field_view,
                                        &pf_game_get_rotation_system (self->game)->shapes[piece][rotation],
                                        pf_studio_piece_cell (piece), x, y,
                                        pf_game_get_ghost_y (self->game));
      else
        pf_studio_field_view_set_piece (self->field_view, NULL, PF_CELL_EMPTY, 0, 0, 0);
    }
  if (tetrinet)
    pf_studio_field_view_set_field (self->opponent_view,
                                    self->editing ? &self->opponent_start : &self->opponent,
                                    PF_TETRINET_HEIGHT, 0);

  if (self->game != NULL)
    {
      g_autofree char *score = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                pf_game_get_score (self->game));
      g_autofree char *lines = g_strdup_printf ("%u", pf_game_get_lines (self->game));
      g_autofree char *level = g_strdup_printf ("%u", pf_game_get_level (self->game));
      g_autofree char *time = NULL;
      gint64 tenths = self->elapsed / 100000;

      time = g_strdup_printf ("%" G_GINT64_FORMAT ":%02d.%d", tenths / 600,
                              (int) (tenths / 10 % 60), (int) (tenths % 10));
      set_label (self->score_label, score);
      set_label (self->lines_label, lines);
      set_label (self->level_label, level);
      set_label (self->time_label, time);

      if (pf_game_get_pieces (self->game) != self->shown_pieces)
        {
          g_autofree char *clear = describe_clear (pf_game_get_last_clear (self->game));

          self->shown_pieces = pf_game_get_pieces (self->game);
          if (clear != NULL)
            {
              set_label (self->clear_label, clear);
              self->clear_until = self->elapsed + CLEAR_SHOWN;
            }
        }
      if (self->elapsed >= self->clear_until)
        set_label (self->clear_label, "");
    }

  gtk_widget_set_visible (self->pause_box, self->paused && !self->editing &&
                                           state == PF_GAME_PLAYING);
  gtk_widget_set_visible (self->game_over_box, !self->editing && state != PF_GAME_PLAYING);
  if (state != PF_GAME_PLAYING)
    {
      const char *reason = "";

      switch (state)
        {
        case PF_GAME_BLOCK_OUT:
          reason = _("A new piece had no room to spawn.");
          break;
        case PF_GAME_LOCK_OUT:
          reason = _("A piece locked above the visible field.");
          break;
        case PF_GAME_TOP_OUT:
          reason = _("The stack was pushed out of the well.");
          break;
        case PF_GAME_QUEUE_EMPTY:
          reason = _("The piece queue ran out.");
          break;
        case PF_GAME_PLAYING:
        default:
          break;
        }
      set_label (self->game_over_title, state == PF_GAME_QUEUE_EMPTY ? _("Finished")
                                                                     : _("Game Over"));
      set_label (self->game_over_label, reason);
    }

  gtk_widget_queue_draw (GTK_WIDGET (self->hold_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->next_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->inventory_area));
  update_actions (self);
}

static void
release_keys (PfStudioPlaytestWindow *self)
{
  for (guint k = 0; k < PF_STUDIO_N_PLAY_KEYS; k++)
    self->held[k] = FALSE;
  if (self->game != NULL)
    for (guint k = 0; k < PF_N_KEYS; k++)
      pf_game_key_up (self->game, (PfKey) k);
}

static void
update_keys_hint (PfStudioPlaytestWindow *self)
{
  g_autofree char *hint = pf_studio_keymap_describe (&self->keymap,
                                                     self->well == PF_WELL_TETRINET);

  gtk_label_set_text (self->keys_label, self->editing ? "" : hint);
}

static void
new_game (PfStudioPlaytestWindow *self)
{
  g_autoptr(GError) error = NULL;
  PfGameConfig config;

  pf_game_config_init (&config, self->settings);
  config.well = self->well;
  pf_studio_playtest_timing (self->settings, &config.das_ms, &config.arr_ms);

  release_keys (self);
  g_clear_pointer (&self->game, pf_game_free);
  self->game = pf_game_new (&config, &self->start[self->well], NULL, &error);
  if (self->game == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Cannot start the game: %s"),
                                                  error->message);

      show_error (self, message);
    }
  self->opponent = self->opponent_start;
  self->elapsed = 0;
  self->last_frame = 0;
  self->clear_until = 0;
  self->shown_pieces = 0;
  gtk_label_set_text (self->clear_label, "");
  gtk_label_set_text (self->special_label, "");
  if (self->paused)
    {
      self->paused = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
    }
  sync_views (self);
}

static void
set_paused (PfStudioPlaytestWindow *self,
            gboolean                paused)
{
  paused = !!paused;
  if (paused == self->paused)
    return;
  self->paused = paused;
  self->last_frame = 0;
  release_keys (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  sync_views (self);
}

static void
set_editing (PfStudioPlaytestWindow *self,
             gboolean                editing)
{
  editing = !!editing;
  if (editing == self->editing)
    return;
  self->editing = editing;
  pf_studio_field_view_set_editable (self->field_view, editing);
  pf_studio_field_view_set_editable (self->opponent_view, editing);
  gtk_revealer_set_reveal_child (self->editor_revealer, editing);
  pf_studio_field_editor_show_message (self->editor, NULL, FALSE);
  release_keys (self);
  update_keys_hint (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITING]);
  if (!editing)
    {
      /* Play the field just painted. */
      new_game (self);
      gtk_widget_grab_focus (GTK_WIDGET (self->field_view));
    }
  else
    sync_views (self);
}

static void
set_well (PfStudioPlaytestWindow *self,
          PfWellKind              well)
{
  gboolean tetrinet = well == PF_WELL_TETRINET;

  if (well == self->well && self->game != NULL)
    return;
  self->well = well;
  gtk_widget_set_visible (self->specials_box, tetrinet);
  gtk_widget_set_visible (self->opponent_box, tetrinet);
  pf_studio_field_editor_set_field (self->editor, &self->start[well]);
  update_keys_hint (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WELL]);
  new_game (self);
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
                                   : _("%s on the opponent"), special_name (used));
  else
    text = g_strdup_printf (_("%s on your field"), special_name (used));
  gtk_label_set_text (self->special_label, text);
}

static void
press (PfStudioPlaytestWindow *self,
       PfStudioPlayKey         key)
{
  PfGame *game = self->game;

  if (key == PF_STUDIO_PLAY_PAUSE)
    {
      if (game != NULL && pf_game_get_state (game) == PF_GAME_PLAYING)
        set_paused (self, !self->paused);
      return;
    }
  if (key == PF_STUDIO_PLAY_RESTART)
    {
      new_game (self);
      return;
    }
  if (!running (self))
    return;

  switch (key)
    {
    case PF_STUDIO_PLAY_LEFT:
      pf_game_key_down (game, PF_KEY_LEFT);
      break;
    case PF_STUDIO_PLAY_RIGHT:
      pf_game_key_down (game, PF_KEY_RIGHT);
      break;
    case PF_STUDIO_PLAY_SOFT_DROP:
      pf_game_key_down (game, PF_KEY_SOFT_DROP);
      break;
    case PF_STUDIO_PLAY_HARD_DROP:
      pf_game_hard_drop (game);
      break;
    case PF_STUDIO_PLAY_ROTATE_CW:
      pf_game_rotate (game, PF_TURN_CW);
      break;
    case PF_STUDIO_PLAY_ROTATE_CCW:
      pf_game_rotate (game, PF_TURN_CCW);
      break;
    case PF_STUDIO_PLAY_HOLD:
      pf_game_hold (game);
      break;
    case PF_STUDIO_PLAY_SPECIAL_SELF:
    case PF_STUDIO_PLAY_SPECIAL_OPPONENT:
      use_special (self, key == PF_STUDIO_PLAY_SPECIAL_OPPONENT);
      break;
    case PF_STUDIO_PLAY_PAUSE:
    case PF_STUDIO_PLAY_RESTART:
    case PF_STUDIO_PLAY_NONE:
    case PF_STUDIO_N_PLAY_KEYS:
    default:
      break;
    }
  sync_views (self);
}

static void
release (PfStudioPlaytestWindow *self,
         PfStudioPlayKey         key)
{
  self->held[key] = FALSE;
  if (self->game == NULL)
    return;
  if (key == PF_STUDIO_PLAY_LEFT)
    pf_game_key_up (self->game, PF_KEY_LEFT);
  else if (key == PF_STUDIO_PLAY_RIGHT)
    pf_game_key_up (self->game, PF_KEY_RIGHT);
  else if (key == PF_STUDIO_PLAY_SOFT_DROP)
    pf_game_key_up (self->game, PF_KEY_SOFT_DROP);
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

      pf_game_advance (self->game, step);
      self->elapsed += step;
    }
  self->last_frame = now;
  sync_views (self);
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
  release_keys (self);
  if (!gtk_window_is_active (GTK_WINDOW (self)) && running (self) && self->elapsed > 0)
    set_paused (self, TRUE);
}

static void
settings_changed_cb (PfStudioPlaytestWindow *self)
{
  pf_studio_keymap_load (&self->keymap);
  update_keys_hint (self);
}

static void
paint_cb (PfStudioFieldView      *view,
          int                     x,
          int                     y,
          gboolean                erase,
          PfStudioPlaytestWindow *self)
{
  PfField *target = view == self->opponent_view ? &self->opponent_start : &self->start[self->well];

  if (self->editing)
    pf_studio_field_editor_paint (self->editor, target, x, y, erase);
}

static void
editor_changed_cb (PfStudioPlaytestWindow *self)
{
  sync_views (self);
}

static void
dark_changed_cb (PfStudioPlaytestWindow *self)
{
  sync_views (self);
}

static void
hold_draw (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  PfStudioPlaytestWindow *self = user_data;
  gboolean used = FALSE;
  PfPiece piece;

  if (self->game == NULL || self->editing)
    return;
  piece = pf_game_get_hold (self->game, &used);
  pf_studio_piece_draw_centred (cr, pf_game_get_rotation_system (self->game), piece,
                                width / 2.0, height / 2.0, MIN (24, width / 5.0),
                                pf_studio_mino_is_dark (), used ? 0.35 : 1.0);
}

static void
next_draw (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  PfStudioPlaytestWindow *self = user_data;
  double slot = height / (double) PF_GAME_PREVIEW;

  if (self->game == NULL || self->editing)
    return;
  for (guint i = 0; i < PF_GAME_PREVIEW; i++)
    pf_studio_piece_draw_centred (cr, pf_game_get_rotation_system (self->game),
                                  pf_game_peek (self->game, i), width / 2.0, slot * (i + 0.5),
                                  MIN (i == 0 ? 24 : 20, slot / 3), pf_studio_mino_is_dark (),
                                  1.0);
}

static void
inventory_draw (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  PfStudioPlaytestWindow *self = user_data;
  const PfInventory *inventory;
  gboolean dark = pf_studio_mino_is_dark ();
  const double pad = 10;
  double size;
  guint per_row;

  if (self->game == NULL || self->editing)
    return;
  inventory = pf_game_get_inventory (self->game);
  per_row = 5;
  size = floor ((width - 2 * pad) / per_row);
  for (guint i = 0; i < inventory->n && i < PF_INVENTORY_MAX; i++)
    {
      double x = pad + (i % per_row) * size, y = pad + (double) (i / per_row) * size;

      if (y + size > height)
        break;
      pf_studio_mino_draw (cr, x, y, size, PF_SPECIAL_CELL (inventory->items[i]), dark);
      if (i == 0)
        {
          GdkRGBA accent;

          gdk_rgba_parse (&accent, dark ? "#78aeed" : "#1c71d8");
          gdk_cairo_set_source_rgba (cr, &accent);
          cairo_set_line_width (cr, 2);
          cairo_rectangle (cr, x - 1, y - 1, size + 2, size + 2);
          cairo_stroke (cr);
        }
    }
}

/* Actions */

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  new_game (PF_STUDIO_PLAYTEST_WINDOW (widget));
}

static void
dismiss_error_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  show_error (PF_STUDIO_PLAYTEST_WINDOW (widget), NULL);
}

static void
clear_opponent_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (widget);

  pf_field_init (&self->opponent_start, PF_TETRINET_WIDTH, PF_TETRINET_HEIGHT);
  self->opponent = self->opponent_start;
  sync_views (self);
}

static void
save_field_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (widget);
  PfProject *project = self->studio ? pf_studio_window_get_project (self->studio) : NULL;
  PfPlaytestSettings *settings;

  if (project == NULL)
    {
      show_error (self, _("The project is no longer open; the field cannot be saved."));
      return;
    }

  pf_studio_window_begin_edit (self->studio);
  settings = pf_project_get_playtest (project);
  if (settings == NULL)
    {
      pf_project_set_playtest (project, pf_playtest_settings_new ());
      settings = pf_project_get_playtest (project);
    }
  /* The field's format follows the well, so the well is saved with it. */
  settings->well = self->well;
  pf_playtest_settings_store_field (settings, &self->start[self->well]);
  pf_studio_window_end_edit (self->studio);

  g_clear_pointer (&self->settings, pf_playtest_settings_free);
  self->settings = pf_playtest_settings_copy (settings);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               adw_toast_new (_("Starting field saved to the project")));
}

/* GObject overrides */

static void
pf_studio_playtest_window_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_EDITING:
      g_value_set_boolean (value, self->editing);
      break;
    case PROP_WELL:
      g_value_set_string (value, self->well == PF_WELL_TETRINET ? "tetrinet" : "guideline");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_playtest_window_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_EDITING:
      set_editing (self, g_value_get_boolean (value));
      break;
    case PROP_WELL:
      set_well (self, g_strcmp0 (g_value_get_string (value), "tetrinet") == 0
                      ? PF_WELL_TETRINET : PF_WELL_GUIDELINE);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_playtest_window_dispose (GObject *object)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (object);

  if (self->studio != NULL)
    {
      if (g_object_get_data (G_OBJECT (self->studio), WINDOW_KEY) == self)
        g_object_set_data (G_OBJECT (self->studio), WINDOW_KEY, NULL);
      g_object_remove_weak_pointer (G_OBJECT (self->studio), (gpointer *) &self->studio);
      self->studio = NULL;
    }
  pf_studio_field_editor_set_field (self->editor, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_PLAYTEST_WINDOW);
  G_OBJECT_CLASS (pf_studio_playtest_window_parent_class)->dispose (object);
}

static void
pf_studio_playtest_window_finalize (GObject *object)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (object);

  g_clear_pointer (&self->game, pf_game_free);
  g_clear_pointer (&self->settings, pf_playtest_settings_free);
  G_OBJECT_CLASS (pf_studio_playtest_window_parent_class)->finalize (object);
}

static void
pf_studio_playtest_window_class_init (PfStudioPlaytestWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = pf_studio_playtest_window_get_property;
  object_class->set_property = pf_studio_playtest_window_set_property;
  object_class->dispose = pf_studio_playtest_window_dispose;
  object_class->finalize = pf_studio_playtest_window_finalize;

  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EDITING] =
    g_param_spec_boolean ("editing", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WELL] =
    g_param_spec_string ("well", NULL, NULL, "guideline",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PF_STUDIO_TYPE_FIELD_VIEW);
  g_type_ensure (PF_STUDIO_TYPE_FIELD_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-playtest-window.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, PfStudioPlaytestWindow, name)
  BIND (window_title);
  BIND (error_revealer);
  BIND (error_label);
  BIND (toast_overlay);
  BIND (field_view);
  BIND (opponent_view);
  BIND (hold_area);
  BIND (next_area);
  BIND (inventory_area);
  BIND (score_label);
  BIND (lines_label);
  BIND (level_label);
  BIND (time_label);
  BIND (clear_label);
  BIND (special_label);
  BIND (keys_label);
  BIND (specials_box);
  BIND (opponent_box);
  BIND (pause_box);
  BIND (game_over_box);
  BIND (game_over_title);
  BIND (game_over_label);
  BIND (editor_revealer);
  BIND (editor);
#undef BIND

  gtk_widget_class_install_property_action (widget_class, "playtest.paused", "paused");
  gtk_widget_class_install_property_action (widget_class, "playtest.editing", "editing");
  gtk_widget_class_install_property_action (widget_class, "playtest.well", "well");
  gtk_widget_class_install_action (widget_class, "playtest.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "playtest.dismiss-error", NULL,
                                   dismiss_error_action);
  gtk_widget_class_install_action (widget_class, "playtest.clear-opponent", NULL,
                                   clear_opponent_action);
  gtk_widget_class_install_action (widget_class, "playtest.save-field", NULL, save_field_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "playtest.editing", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static void
pf_studio_playtest_window_init (PfStudioPlaytestWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GSettings *settings = pf_studio_settings_get ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->well = PF_WELL_GUIDELINE;
  pf_field_init (&self->start[PF_WELL_GUIDELINE], 10, PF_FIELD_MAX_HEIGHT);
  pf_field_init (&self->start[PF_WELL_TETRINET], PF_TETRINET_WIDTH, PF_TETRINET_HEIGHT);
  pf_field_init (&self->opponent_start, PF_TETRINET_WIDTH, PF_TETRINET_HEIGHT);
  self->opponent = self->opponent_start;
  pf_studio_keymap_load (&self->keymap);

  pf_studio_field_view_set_cell_sizes (self->field_view, 14, 30);
  pf_studio_field_view_set_cell_sizes (self->opponent_view, 8, 14);
  pf_studio_field_view_set_field (self->opponent_view, &self->opponent, PF_TETRINET_HEIGHT, 0);
  pf_studio_field_editor_set_field (self->editor, &self->start[self->well]);

  gtk_drawing_area_set_draw_func (self->hold_area, hold_draw, self, NULL);
  gtk_drawing_area_set_draw_func (self->next_area, next_draw, self, NULL);
  gtk_drawing_area_set_draw_func (self->inventory_area, inventory_draw, self, NULL);

  g_signal_connect (self->field_view, "paint", G_CALLBACK (paint_cb), self);
  g_signal_connect (self->opponent_view, "paint", G_CALLBACK (paint_cb), self);
  g_signal_connect_swapped (self->editor, "changed", G_CALLBACK (editor_changed_cb), self);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (active_changed_cb), NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
  if (settings != NULL)
    g_signal_connect_object (settings, "changed", G_CALLBACK (settings_changed_cb), self,
                             G_CONNECT_SWAPPED);

  /* Capture, so Space and the arrows play instead of moving the focus. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  g_signal_connect (keys, "key-released", G_CALLBACK (key_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

static void
load_project (PfStudioPlaytestWindow *self,
              PfStudioWindow         *studio)
{
  PfProject *project = pf_studio_window_get_project (studio);
  PfPlaytestSettings *settings = project ? pf_project_get_playtest (project) : NULL;
  GFile *file = pf_studio_window_get_file (studio);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = file ? g_file_get_basename (file) : g_strdup (_("Untitled Project"));

  self->studio = studio;
  g_object_add_weak_pointer (G_OBJECT (studio), (gpointer *) &self->studio);
  adw_window_title_set_subtitle (self->window_title, name);

  self->settings = settings ? pf_playtest_settings_copy (settings) : pf_playtest_settings_new ();
  if (!pf_playtest_settings_load_field (self->settings, PF_WELL_GUIDELINE,
                                        &self->start[PF_WELL_GUIDELINE], &error) ||
      !pf_playtest_settings_load_field (self->settings, PF_WELL_TETRINET,
                                        &self->start[PF_WELL_TETRINET], &error))
    {
      g_autofree char *message =
        g_strdup_printf (_("The project’s starting field cannot be read (line %u): %s"),
                         self->settings->line, error->message);

      show_error (self, message);
    }

  /* There is no game yet, so set_well() starts one. */
  set_well (self, self->settings->well);
}

void
pf_studio_playtest_window_present (PfStudioWindow *studio)
{
  PfStudioPlaytestWindow *self;

  g_return_if_fail (PF_STUDIO_IS_WINDOW (studio));

  self = pf_studio_playtest_window_lookup (studio);
  if (self == NULL)
    {
      self = g_object_new (PF_STUDIO_TYPE_PLAYTEST_WINDOW,
                           "transient-for", studio,
                           "destroy-with-parent", TRUE,
                           "application", gtk_window_get_application (GTK_WINDOW (studio)),
                           NULL);
      g_object_set_data (G_OBJECT (studio), WINDOW_KEY, self);
      load_project (self, studio);
    }
  gtk_window_present (GTK_WINDOW (self));
}

PfStudioPlaytestWindow *
pf_studio_playtest_window_lookup (PfStudioWindow *studio)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (studio), NULL);
  return g_object_get_data (G_OBJECT (studio), WINDOW_KEY);
}

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
          set_editing (self, FALSE);
          return TRUE;
        }
      return FALSE;
    }
  if (self->held[key])
    return TRUE;   /* a key repeat */
  self->held[key] = TRUE;
  self->held_code[key] = keycode;
  press (self, key);
  return TRUE;
}

const PfGame *
pf_studio_playtest_window_get_game (PfStudioPlaytestWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), NULL);
  return self->game;
}

gint64
pf_studio_playtest_window_get_elapsed (PfStudioPlaytestWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), 0);
  return self->elapsed;
}

GtkWidget *
pf_studio_playtest_window_get_field_view (PfStudioPlaytestWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), NULL);
  return GTK_WIDGET (self->field_view);
}

GtkWidget *
pf_studio_playtest_window_get_editor (PfStudioPlaytestWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), NULL);
  return GTK_WIDGET (self->editor);
}

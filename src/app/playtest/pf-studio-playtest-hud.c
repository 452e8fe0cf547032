/* pf-studio-playtest-hud.c: what the playtest window shows: fields, hold, next, specials, numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every mode's hold, next pieces, numbers, clear caption and end of game
 * show here the same way, from its engine; the shell mode shows its
 * structure and figures itself (pf-studio-playtest-shell.c), this file the
 * wells.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-playtest-window"

#include <glib/gi18n.h>

#include "pf-studio-mino.h"
#include "pf-studio-playtest-window-private.h"
#include "pf-tetrinet-field.h"
#include "pf-studio-count.h"

/* Auxiliary methods */

const char *
pf_studio_playtest_special_name (PfSpecial special)
{
  static const char * const names[PF_N_SPECIALS] = {
    N_("Add Line"), N_("Clear Line"), N_("Nuke Field"), N_("Random Clear"),
    N_("Switch Fields"), N_("Clear Specials"), N_("Block Gravity"), N_("Blockquake"),
    N_("Block Bomb"),
  };

  return special < PF_N_SPECIALS ? _(names[special]) : "";
}

/* "Back-to-Back\nT-Spin Double\nCombo 2\n+1800": what the last lock scored. */
static char *
describe_clear (gconstpointer game)
{
  const PfClearInfo *clear = pf_game_get_last_clear (game);
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
hold_draw (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  PfStudioPlaytestWindow *self = user_data;
  PfPlayEngine *engine = pf_studio_playtest_window_engine (self);
  gboolean used = FALSE;
  PfPiece piece;

  if (engine == NULL || self->editing)
    return;
  piece = pf_play_engine_get_hold (engine, &used);
  pf_studio_piece_draw_centred (cr, pf_play_engine_get_rotation_system (engine), piece,
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
  PfPlayEngine *engine = pf_studio_playtest_window_engine (self);
  double slot = height / (double) PF_GAME_PREVIEW;

  if (engine == NULL || self->editing)
    return;
  for (guint i = 0; i < PF_GAME_PREVIEW; i++)
    pf_studio_piece_draw_centred (cr, pf_play_engine_get_rotation_system (engine),
                                  pf_play_engine_peek (engine, i), width / 2.0, slot * (i + 0.5),
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

/* Why a game ended, in the wells' words. */
static const char *
end_reason (PfPlayState state)
{
  switch (state)
    {
    case PF_PLAY_BLOCK_OUT:
      return _("A new piece had no room to spawn.");
    case PF_PLAY_LOCK_OUT:
      return _("A piece locked where new pieces appear.");
    case PF_PLAY_TOP_OUT:
      return _("The stack was pushed out of the well.");
    case PF_PLAY_QUEUE_EMPTY:
      return _("The piece queue ran out.");
    case PF_PLAY_PLAYING:
    default:
      return "";
    }
}

/* The wells: the field (or the starting field while editing), the
 * opponent's, the numbers and the state. */
static void
sync_wells (PfStudioPlaytestWindow *self)
{
  gboolean tetrinet = self->well == PF_WELL_TETRINET;
  guint visible = tetrinet ? PF_TETRINET_HEIGHT : 20;
  guint buffer = tetrinet ? 0 : 2;
  PfGameState state = self->game ? pf_game_get_state (self->game) : PF_GAME_PLAYING;
  PfPlayEngine *engine = self->game ? pf_game_get_engine (self->game) : NULL;
  PfPiece piece;
  PfRotation rotation;
  int x, y;

  pf_studio_playtest_set_label (self->lines_heading, _("Lines"));
  pf_studio_playtest_set_label (self->level_heading, _("Level"));
  if (self->editing || engine == NULL)
    {
      pf_studio_field_view_set_field (self->field_view, &self->start[self->well], visible, buffer);
      pf_studio_field_view_set_piece (self->field_view, NULL, PF_CELL_EMPTY, 0, 0, 0);
    }
  else
    {
      pf_studio_field_view_set_field (self->field_view, pf_game_get_field (self->game),
                                      visible, buffer);
      if (pf_play_engine_get_piece (engine, &piece, &rotation, &x, &y))
        pf_studio_field_view_set_piece (self->field_view,
                                        &pf_play_engine_get_rotation_system (engine)
                                          ->shapes[piece][rotation],
                                        pf_studio_piece_cell (piece), x, y,
                                        pf_play_engine_get_ghost_y (engine));
      else
        pf_studio_field_view_set_piece (self->field_view, NULL, PF_CELL_EMPTY, 0, 0, 0);
    }
  if (tetrinet)
    pf_studio_field_view_set_field (self->opponent_view,
                                    self->editing ? &self->opponent_start : &self->opponent,
                                    PF_TETRINET_HEIGHT, 0);

  if (self->game != NULL)
    {
      g_autofree char *lines = g_strdup_printf ("%u", pf_game_get_lines (self->game));
      g_autofree char *level = g_strdup_printf ("%u", pf_game_get_level (self->game));

      pf_studio_playtest_window_show_numbers (self, pf_game_get_score (self->game), lines, level);
      pf_studio_playtest_window_show_caption (self, pf_game_get_pieces (self->game),
                                              describe_clear, self->game);
    }

  pf_studio_playtest_window_show_state (self, (PfPlayState) state, NULL);
  pf_studio_field_view_set_dimmed (self->field_view,
                                   !self->editing && (self->paused || state != PF_GAME_PLAYING));
}

/* Internal API */

void
pf_studio_playtest_set_label (GtkLabel   *label,
                              const char *text)
{
  /* Labels relayout when set; at 60 fps, only touch them on a change. */
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

void
pf_studio_playtest_window_show_numbers (PfStudioPlaytestWindow *self,
                                        guint64                 score,
                                        const char             *lines,
                                        const char             *level)
{
  gint64 tenths = self->elapsed / 100000;
  g_autofree char *score_text = pf_studio_format_count ((gint64) score);
  g_autofree char *time = g_strdup_printf ("%" G_GINT64_FORMAT ":%02d.%d", tenths / 600,
                                           (int) (tenths / 10 % 60), (int) (tenths % 10));

  pf_studio_playtest_set_label (self->score_label, score_text);
  pf_studio_playtest_set_label (self->lines_label, lines);
  pf_studio_playtest_set_label (self->level_label, level);
  pf_studio_playtest_set_label (self->time_label, time);
}

void
pf_studio_playtest_window_show_caption (PfStudioPlaytestWindow *self,
                                        guint                   pieces,
                                        PfStudioCaptionFunc     caption,
                                        gconstpointer           game)
{
  if (pieces != self->shown_pieces)
    {
      g_autofree char *text = caption (game);

      self->shown_pieces = pieces;
      if (text != NULL)
        {
          pf_studio_playtest_set_label (self->clear_label, text);
          self->clear_until = self->elapsed + PF_STUDIO_PLAYTEST_CLEAR_SHOWN;
        }
    }
  if (self->elapsed >= self->clear_until)
    pf_studio_playtest_set_label (self->clear_label, "");
}

void
pf_studio_playtest_window_show_state (PfStudioPlaytestWindow *self,
                                      PfPlayState             state,
                                      const char             *reason)
{
  gtk_widget_set_visible (self->pause_box, self->paused && !self->editing &&
                                           state == PF_PLAY_PLAYING);
  gtk_widget_set_visible (self->game_over_box, !self->editing && state != PF_PLAY_PLAYING);
  if (state == PF_PLAY_PLAYING)
    return;
  pf_studio_playtest_set_label (self->game_over_title, state == PF_PLAY_QUEUE_EMPTY
                                                       ? _("Finished") : _("Game Over"));
  pf_studio_playtest_set_label (self->game_over_label, reason ? reason : end_reason (state));
}

void
pf_studio_playtest_window_sync (PfStudioPlaytestWindow *self)
{
  if (self->shell)
    pf_studio_playtest_shell_sync (self);
  else
    sync_wells (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->hold_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->next_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->inventory_area));
  pf_studio_playtest_window_update_actions (self);
}

void
pf_studio_playtest_window_init_hud (PfStudioPlaytestWindow *self)
{
  gtk_drawing_area_set_draw_func (self->hold_area, hold_draw, self, NULL);
  gtk_drawing_area_set_draw_func (self->next_area, next_draw, self, NULL);
  gtk_drawing_area_set_draw_func (self->inventory_area, inventory_draw, self, NULL);
}

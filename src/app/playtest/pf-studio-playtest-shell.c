/* pf-studio-playtest-shell.c: the playtest window's shell mode: the Rotatris game (SPEC §4.4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The structure starts as the shell layout selected in the project window,
 * else the project's first layout, else the core alone. Playtesting from a
 * layout's page opens this mode on that layout, and starts again when the
 * layout changed since the game began. The game is a #PfShellGame, driven
 * through its engine like the wells (pf-studio-playtest-play.c), whose hold
 * and next pieces show as theirs do (pf-studio-playtest-hud.c); this file
 * starts it and shows the rest: the structure and the numbers.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-playtest-window"

#include <string.h>

#include <glib/gi18n.h>

#include "pf-studio-playtest-window-private.h"

/* Auxiliary methods */

static PfShellLayout *
starting_layout (PfStudioPlaytestWindow *self)
{
  PfProject *project = self->document ? pf_document_get_project (self->document) : NULL;
  PfShellLayout *layout = NULL;
  GPtrArray *layouts;
  PfItemPlace place;

  if (project == NULL)
    return NULL;
  /* The layout being edited, else the project's first. */
  if (pf_project_locate (project, self->selected, &place) && place.kind == PF_ITEM_LAYOUT)
    layout = place.item;
  layouts = pf_project_get_layouts (project);
  if (layout == NULL && layouts != NULL && layouts->len > 0)
    layout = g_ptr_array_index (layouts, 0);
  return layout;
}

/* "Shell 1 +120", "Shells 1–3 +1800"; a cascade lists its clears in order. */
static char *
describe_clears (gconstpointer game)
{
  const PfShellClear *clears;
  GString *text;
  guint n;

  clears = pf_shell_game_get_last_clears (game, &n);
  if (n == 0)
    return NULL;
  text = g_string_new (NULL);
  if (n > 1)
    g_string_append_printf (text, _("Cascade ×%u"), n);
  for (guint i = 0; i < n; i++)
    {
      const PfShellClear *clear = &clears[i];

      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (clear->n_shells == 1)
        g_string_append_printf (text, _("Shell %u"), clear->shells[0]);
      else
        /* Translators: the innermost and outermost of the shells cleared together */
        g_string_append_printf (text, _("%u Shells (%u–%u)"), clear->n_shells,
                                clear->shells[0], clear->shells[clear->n_shells - 1]);
      g_string_append_printf (text, " +%" G_GUINT64_FORMAT, clear->score);
    }
  return g_string_free (text, FALSE);
}

/* Internal API */

gboolean
pf_studio_playtest_shell_playing (PfStudioPlaytestWindow *self)
{
  return self->shell_game != NULL &&
         pf_shell_game_get_state (self->shell_game) == PF_SHELL_GAME_PLAYING;
}

void
pf_studio_playtest_shell_new_game (PfStudioPlaytestWindow *self)
{
  g_autofree PfShellBoard *start = g_new (PfShellBoard, 1);
  g_autoptr(GError) error = NULL;
  PfShellLayout *layout = starting_layout (self);
  PfShellGameConfig config;

  pf_shell_board_init (start);
  g_clear_pointer (&self->shell_source, g_free);
  if (layout != NULL && !pf_shell_board_from_layout (start, layout, &error))
    {
      g_autofree char *message =
        g_strdup_printf (_("The shell layout cannot be played; starting from the core: %s"),
                         error->message);

      gtk_label_set_text (self->error_label, message);
      gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
      pf_shell_board_init (start);
    }
  else if (layout != NULL)
    self->shell_source = g_strdup (layout->id);
  g_free (self->shell_start);
  self->shell_start = g_memdup2 (start, sizeof *start);

  {
    GFile *file = self->document ? pf_document_get_file (self->document) : NULL;
    g_autofree char *name = file ? g_file_get_basename (file) : g_strdup (_("Untitled Project"));
    g_autofree char *subtitle = NULL;

    /* Translators: the project file, then the shell layout being played */
    subtitle = layout ? g_strdup_printf (_("%s — layout “%s”"), name,
                                         pf_item_get_title (PF_ITEM_LAYOUT, layout))
                      : g_strdup_printf (_("%s — the core alone"), name);
    adw_window_title_set_subtitle (self->window_title, subtitle);
  }

  pf_shell_game_config_init (&config, self->settings);
  pf_studio_playtest_timing (self->settings, &config.das_ms, &config.arr_ms);
  pf_studio_shell_game_view_set_game (self->shell_view, NULL);
  g_clear_pointer (&self->shell_game, pf_shell_game_free);
  self->shell_game = pf_shell_game_new (&config, start, NULL, NULL);
  pf_studio_shell_game_view_set_game (self->shell_view, self->shell_game);
}

gboolean
pf_studio_playtest_shell_started_from (PfStudioPlaytestWindow *self,
                                       const char             *selected)
{
  PfProject *project = self->document ? pf_document_get_project (self->document) : NULL;
  g_autofree PfShellBoard *now = NULL;
  PfItemPlace place;

  if (self->shell_game == NULL || self->shell_start == NULL || project == NULL ||
      !pf_project_locate (project, selected, &place) || place.kind != PF_ITEM_LAYOUT ||
      g_strcmp0 (((PfShellLayout *) place.item)->id, self->shell_source) != 0)
    return FALSE;
  now = g_new (PfShellBoard, 1);
  pf_shell_board_init (now);
  return pf_shell_board_from_layout (now, place.item, NULL) &&
         memcmp (now, self->shell_start, sizeof *now) == 0;
}

void
pf_studio_playtest_shell_sync (PfStudioPlaytestWindow *self)
{
  PfShellGame *game = self->shell_game;
  PfShellGameState state = game ? pf_shell_game_get_state (game) : PF_SHELL_GAME_PLAYING;
  g_autofree char *clears = NULL;
  g_autofree char *interval = NULL;
  const char *reason = NULL;

  pf_studio_playtest_set_label (self->lines_heading, _("Clears"));
  pf_studio_playtest_set_label (self->level_heading, _("Fall Interval"));
  pf_studio_shell_game_view_set_dimmed (self->shell_view, self->paused ||
                                                          state != PF_SHELL_GAME_PLAYING);
  gtk_widget_queue_draw (GTK_WIDGET (self->shell_view));
  if (game == NULL)
    return;

  clears = g_strdup_printf ("%u", pf_shell_game_get_clears (game));
  /* Translators: a duration in seconds */
  interval = g_strdup_printf (_("%.3f s"), pf_shell_game_get_interval (game));
  pf_studio_playtest_window_show_numbers (self, pf_shell_game_get_score (game), clears, interval);
  pf_studio_playtest_window_show_caption (self, pf_shell_game_get_pieces (game),
                                          describe_clears, game);

  /* The shell game's lock out is its own; the other ends are the wells'. */
  if (state == PF_SHELL_GAME_OVER_SHELL)
    reason = pf_shell_game_get_pieces (game) == 0
             ? _("The starting structure already reaches shell 9.")
             : _("A cell landed in shell 9.");
  pf_studio_playtest_window_show_state (self, (PfPlayState) state, reason);
}

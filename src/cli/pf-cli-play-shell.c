/* pf-cli-play-shell.c: `polyform play --well shell`, the Rotatris game played headless
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "polyform"

#include <stdio.h>

#include "pf-cli.h"
#include "pf-play-inputs.h"
#include "pf-shell-game.h"

/* The piece's inputs are the engine's, as in the wells; the structure
 * turns are the shell game's own. */
static void
apply_input (PfShellGame *game,
             PfPlayInput  input)
{
  if (input == PF_PLAY_INPUT_TURN_CW)
    pf_shell_game_rotate_structure (game, PF_SHELL_TURN_CW);
  else if (input == PF_PLAY_INPUT_TURN_CCW)
    pf_shell_game_rotate_structure (game, PF_SHELL_TURN_CCW);
  else
    pf_play_inputs_apply (pf_shell_game_get_engine (game), input);
}

static const char *
state_message (PfShellGameState state)
{
  switch (state)
    {
    case PF_SHELL_GAME_OVER_SHELL:
      return "game over: a piece locked with a cell in shell 9 or beyond";
    case PF_SHELL_GAME_BLOCK_OUT:
      return "game over: a piece could not spawn (block out)";
    default:
      return NULL;
    }
}

int
pf_cli_play_shell (GOptionContext *context,
                   const char     *project_path,
                   const char     *layout_id,
                   const char     *queue,
                   guint64         seed,
                   const char     *inputs_text,
                   const char     *format_name)
{
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GArray) inputs = NULL;
  g_autoptr(GArray) clears = g_array_new (FALSE, FALSE, sizeof (PfShellClear));
  g_autoptr(PfShellGame) game = NULL;
  g_autoptr(PfJson) json = pf_json_new ();
  g_autoptr(GError) error = NULL;
  PfShellGameConfig config;
  PfShellGameState state;
  PfShellLayout *layout;
  PfShellBoard board;
  const char *message;

  if (project_path == NULL || layout_id == NULL)
    return pf_cli_usage_error (context, "--well shell plays on a shell layout: give "
                               "--project FILE.xml and --layout ID");
  if (format_name != NULL && !g_str_equal (format_name, "json"))
    return pf_cli_fail ("--format: “%s”: the shell well prints json", format_name);
  inputs = pf_play_inputs_parse (inputs_text, TRUE, &error);
  if (inputs == NULL)
    return pf_cli_fail ("--inputs: %s", error->message);

  project = pf_cli_load_project (project_path);
  if (project == NULL)
    return PF_EXIT_INVALID;
  layout = pf_project_find_layout (project, layout_id);
  if (layout == NULL)
    return pf_cli_fail ("%s: no shell layout with the id “%s”", project_path, layout_id);
  if (!pf_shell_board_from_layout (&board, layout, &error))
    return pf_cli_fail ("%s: %s", project_path, error->message);

  pf_shell_game_config_init (&config, pf_project_get_playtest (project));
  config.seed = seed;
  config.gravity = FALSE;
  game = pf_shell_game_new (&config, &board, queue, &error);
  if (game == NULL)
    return pf_cli_fail ("--queue: %s", error->message);

  /* Inputs left after the game ends are ignored; every lock's clears are kept. */
  for (guint i = 0; i < inputs->len; i++)
    {
      guint pieces = pf_shell_game_get_pieces (game);

      if (pf_shell_game_get_state (game) != PF_SHELL_GAME_PLAYING)
        break;
      apply_input (game, g_array_index (inputs, PfPlayInput, i));
      if (pf_shell_game_get_pieces (game) != pieces)
        {
          guint n;
          const PfShellClear *last = pf_shell_game_get_last_clears (game, &n);

          g_array_append_vals (clears, last, n);
        }
    }

  state = pf_shell_game_get_state (game);
  message = state_message (state);
  pf_json_begin_object (json);
  pf_cli_shell_write_json (json, pf_shell_game_get_board (game), pf_shell_game_get_score (game),
                           clears, pf_shell_game_get_interval (game));
  pf_json_key (json, "game_over");
  pf_json_bool (json, message != NULL);
  pf_json_end_object (json);
  pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));

  if (message != NULL)
    {
      fprintf (stderr, "polyform: %s\n", message);
      return PF_EXIT_GAME_OVER;
    }
  return PF_EXIT_OK;
}

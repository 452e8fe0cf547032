/* pf-play-inputs.c: the inputs of a scripted game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-play"

#include "pf-error.h"
#include "pf-play-inputs.h"

/* In the order of PfPlayInput. */
static const char * const input_names[] = {
  "left", "right", "cw", "ccw", "down", "drop", "hard", "hold", "turn-cw", "turn-ccw",
};

GArray *
pf_play_inputs_parse (const char  *text,
                      gboolean     structure_turns,
                      GError     **error)
{
  g_autoptr(GArray) inputs = g_array_new (FALSE, FALSE, sizeof (PfPlayInput));
  g_auto(GStrv) words = NULL;
  guint n_names = structure_turns ? PF_PLAY_INPUT_TURN_CCW + 1 : PF_PLAY_INPUT_HOLD + 1;

  if (text == NULL || *text == '\0')
    return g_steal_pointer (&inputs);

  words = g_strsplit (text, ",", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *word = g_strstrip (words[i]);
      PfPlayInput input;

      for (input = 0; input < n_names; input++)
        if (g_str_equal (word, input_names[input]))
          break;
      if (input == n_names)
        {
          g_autofree char *shown = g_strescape (word, NULL);
          g_autoptr(GString) known = g_string_new (NULL);

          for (guint k = 0; k < n_names; k++)
            g_string_append_printf (known, "%s%s", k ? " " : "", input_names[k]);
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID, "input %u: “%s” is not one of %s",
                       i + 1, shown, known->str);
          return NULL;
        }
      g_array_append_val (inputs, input);
    }
  return g_steal_pointer (&inputs);
}

gboolean
pf_play_inputs_apply (PfPlayEngine *engine,
                      PfPlayInput   input)
{
  switch (input)
    {
    case PF_PLAY_INPUT_LEFT:  return pf_play_engine_move (engine, -1);
    case PF_PLAY_INPUT_RIGHT: return pf_play_engine_move (engine, 1);
    case PF_PLAY_INPUT_CW:    return pf_play_engine_rotate (engine, PF_TURN_CW);
    case PF_PLAY_INPUT_CCW:   return pf_play_engine_rotate (engine, PF_TURN_CCW);
    case PF_PLAY_INPUT_DOWN:  return pf_play_engine_move_down (engine);
    case PF_PLAY_INPUT_DROP:  return pf_play_engine_sonic_drop (engine);
    case PF_PLAY_INPUT_HARD:  return pf_play_engine_hard_drop (engine);
    case PF_PLAY_INPUT_HOLD:  return pf_play_engine_hold (engine);
    case PF_PLAY_INPUT_TURN_CW:
    case PF_PLAY_INPUT_TURN_CCW:
    default:
      return FALSE;
    }
}

/* fuzz-play-inputs.c: the parser of `play --inputs`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "fuzz-target.h"
#include "pf-play-inputs.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_autoptr(GArray) guideline = pf_play_inputs_parse (text, FALSE, NULL);
  g_autoptr(GArray) shell = pf_play_inputs_parse (text, TRUE, NULL);

  /* The shell well takes every input the guideline well does, the same way. */
  if (guideline != NULL &&
      (shell == NULL || shell->len != guideline->len ||
       (guideline->len > 0 &&
        memcmp (shell->data, guideline->data, guideline->len * sizeof (PfPlayInput)) != 0)))
    g_error ("the shell well reads “%s” differently", text);
  for (guint i = 0; shell != NULL && i < shell->len; i++)
    if (g_array_index (shell, PfPlayInput, i) > PF_PLAY_INPUT_TURN_CCW)
      g_error ("input %u is out of range", i);
  return 0;
}

/* fuzz-frequencies.c: the parser of the TetriNET special frequencies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "fuzz-target.h"
#include "pf-playtest-settings.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_autofree char *formatted = NULL;
  guint frequencies[PF_N_SPECIALS], again[PF_N_SPECIALS];
  guint sum = 0;

  if (!pf_specials_frequencies_parse (text, frequencies, NULL))
    return 0;
  for (guint i = 0; i < PF_N_SPECIALS; i++)
    sum += frequencies[i];
  if (sum != 100)
    g_error ("“%s” was taken, adding up to %u", text, sum);
  formatted = pf_specials_frequencies_format (frequencies);
  if (!pf_specials_frequencies_parse (formatted, again, NULL) ||
      memcmp (frequencies, again, sizeof again) != 0)
    g_error ("“%s” did not parse back as “%s”", formatted, text);
  return 0;
}

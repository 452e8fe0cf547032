/* fuzz-tetrinet-field.c: the TetriNET field parser; what it parses formats and parses back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "fuzz-target.h"
#include "pf-tetrinet-field.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_autofree char *formatted = NULL;
  g_autofree char *formatted_again = NULL;
  PfField field, again;

  if (!pf_tetrinet_field_parse (text, &field, NULL))
    return 0;
  formatted = pf_tetrinet_field_format (&field);
  if (!pf_tetrinet_field_parse (formatted, &again, NULL))
    g_error ("the parser refused what the formatter wrote: %s", formatted);
  formatted_again = pf_tetrinet_field_format (&again);
  if (strcmp (formatted, formatted_again) != 0)
    g_error ("%s formats as %s", formatted, formatted_again);
  return 0;
}

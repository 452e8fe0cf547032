/* fuzz-pack-json.c: the pack JSON reader (import, paste); read, write, read, write gives the same text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "fuzz-target.h"
#include "pf-level-transfer.h"
#include "pf-pack-json.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(PfTriPack) first = NULL;
  g_autoptr(PfTriPack) second = NULL;
  g_autoptr(GPtrArray) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  g_autofree char *written_again = NULL;

  /* A paste reads the same text, as pack JSON or as project XML. */
  pasted = pf_tri_levels_from_text ((const char *) data, size, "clipboard", &error);
  if (pasted == NULL)
    fuzz_check_refusal (error, "clipboard");
  g_clear_error (&error);

  first = pf_pack_json_read ((const char *) data, size, "fuzz.json", &error);
  if (first == NULL)
    {
      fuzz_check_refusal (error, "fuzz.json");
      return 0;
    }

  written = pf_pack_json_write (first, NULL, &error);
  if (written == NULL)
    g_error ("a pack that was read cannot be written: %s", error->message);
  second = pf_pack_json_read (written, -1, "written.json", &error);
  if (second == NULL)
    g_error ("the reader refused what the writer wrote: %s", error->message);
  written_again = pf_pack_json_write (second, NULL, &error);
  if (written_again == NULL || strcmp (written, written_again) != 0)
    g_error ("read, write, read, write gave different texts");
  return 0;
}

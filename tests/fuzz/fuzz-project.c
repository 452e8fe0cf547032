/* fuzz-project.c: the project loader; load, save, load, save gives the same bytes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "fuzz-target.h"
#include "pf-error.h"
#include "pf-project.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(PfProject) first = NULL;
  g_autoptr(PfProject) second = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;

  first = pf_project_load_from_data ((const char *) data, size, "fuzz.xml", &error);
  if (first == NULL)
    {
      /* Refused: with a message that names the file and a line. */
      fuzz_check_refusal (error, "fuzz.xml");
      return 0;
    }

  saved = pf_project_to_data (first);
  second = pf_project_load_from_data (saved, -1, "saved.xml", &error);
  if (second == NULL)
    g_error ("the reader refused what the writer wrote: %s", error->message);
  saved_again = pf_project_to_data (second);
  if (strcmp (saved, saved_again) != 0)
    g_error ("load, save, load, save gave different documents");
  return 0;
}

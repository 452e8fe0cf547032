/* fuzz-playtest-log.c: the playtest log reader (polyform playtests, Import Playtests)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "fuzz-target.h"
#include "pf-playtest-log.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(PfPlaytestLog) log = NULL;
  g_autoptr(GError) error = NULL;

  log = pf_playtest_log_read ((const char *) data, size, "fuzz.json", &error);
  if (log == NULL)
    {
      /* Refused: with a message that names the file. */
      fuzz_check_refusal (error, "fuzz.json");
      return 0;
    }

  /* What was read is whole and within the log's rules: a result for each
   * level, each level once, figures in range, seconds to a tenth. */
  if (log->pack == NULL || log->tester == NULL || log->levels->len != log->results->len)
    g_error ("a log was read without its pack or tester, or with a result missing");
  if (!g_utf8_validate (log->tester, -1, NULL)
      || g_utf8_strlen (log->tester, -1) > PF_PLAYTEST_MAX_TESTER)
    g_error ("a tester's name was kept that is not text or too long");
  {
    g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

    for (guint i = 0; i < log->levels->len; i++)
      {
        const char *level = g_ptr_array_index (log->levels, i);
        const PfPlaytestResult *result = g_ptr_array_index (log->results, i);
        double tenths = result->seconds * 10;

        if (level == NULL || !g_hash_table_add (seen, (gpointer) level))
          g_error ("level %u of a log is missing or listed twice", i);
        if (!(result->seconds >= 0 && result->seconds <= PF_PLAYTEST_MAX_SECONDS)
            || fabs (tenths - round (tenths)) > 1e-6 * MAX (1, tenths))
          g_error ("a result was kept with %g seconds", result->seconds);
      }
  }
  return 0;
}

/* bench-memory.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <string.h>

#include "bench-memory.h"

gint64
bench_memory_status_bytes (const char *field)
{
  g_autofree char *text = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &text, NULL, NULL))
    return -1;
  line = strstr (text, field);
  if (line == NULL)
    return -1;
  return g_ascii_strtoll (line + strlen (field) + 1, NULL, 10) * 1024;
}

gboolean
bench_memory_reset_peak (void)
{
  FILE *file;
  gboolean ok;

  malloc_trim (0);
  file = fopen ("/proc/self/clear_refs", "w");
  if (file == NULL)
    return FALSE;
  ok = fputs ("5", file) >= 0;
  ok &= fclose (file) == 0;
  return ok;
}

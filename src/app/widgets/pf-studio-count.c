/* pf-studio-count.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-count.h"

char *
pf_studio_format_count (gint64 n)
{
  if (n < 0)
    return g_strdup ("—");
  /* The ' flag: the thousands' grouping of LC_NUMERIC. */
  return g_strdup_printf ("%'" G_GINT64_FORMAT, n);
}

/* pf-studio-count.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "pf-studio-count.h"

char *
pf_studio_format_count (gint64 n)
{
  if (n < 0)
    return g_strdup ("—");
  /* The ' flag: the thousands' grouping of LC_NUMERIC. */
  return g_strdup_printf ("%'" G_GINT64_FORMAT, n);
}

char *
pf_studio_format_seconds (double seconds)
{
  if (seconds < 59.95)
    /* TRANSLATORS: a playtest's time in seconds, to a tenth */
    return g_strdup_printf (_("%.1f s"), seconds);
  /* TRANSLATORS: a playtest's time in whole seconds */
  return g_strdup_printf (_("%.0f s"), floor (seconds + 0.5));
}

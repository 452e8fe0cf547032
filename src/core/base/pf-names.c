/* pf-names.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-names.h"

char *
pf_name_unique (const char      *base,
                PfNameTakenFunc  taken,
                gconstpointer    where)
{
  g_return_val_if_fail (base != NULL && taken != NULL, NULL);

  if (!taken (base, where))
    return g_strdup (base);
  for (guint n = 2; ; n++)
    {
      g_autofree char *suffix = g_strdup_printf ("-%u", n);
      glong room = PF_NAME_MAX_LENGTH - (glong) strlen (suffix);
      g_autofree char *stem = g_utf8_strlen (base, -1) > room ? g_utf8_substring (base, 0, room)
                                                              : g_strdup (base);
      g_autofree char *name = g_strconcat (stem, suffix, NULL);

      if (!taken (name, where))
        return g_steal_pointer (&name);
    }
}

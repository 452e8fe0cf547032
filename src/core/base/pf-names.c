/* pf-names.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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
      g_autofree char *name = g_strdup_printf ("%s-%u", base, n);

      if (!taken (name, where))
        return g_steal_pointer (&name);
    }
}

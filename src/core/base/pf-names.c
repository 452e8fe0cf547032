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

char *
pf_name_slug (const char *title)
{
  g_autofree char *ascii = NULL;
  GString *slug;
  gboolean gap = FALSE;

  if (title == NULL || !g_utf8_validate (title, -1, NULL))
    return NULL;

  /* Transliterated in the C locale, so the rule does not depend on the
   * user's language. */
  ascii = g_str_to_ascii (title, "C");
  slug = g_string_new (NULL);
  for (const char *p = ascii; *p != '\0'; p++)
    {
      if (!g_ascii_isalnum (*p))
        {
          gap = TRUE;
          continue;
        }
      if (gap && slug->len > 0)
        g_string_append_c (slug, '-');
      g_string_append_c (slug, g_ascii_tolower (*p));
      gap = FALSE;
    }

  /* A long title is cut after its last whole word that fits. */
  if (slug->len > PF_NAME_SLUG_MAX)
    {
      const char *hyphen;

      g_string_truncate (slug, PF_NAME_SLUG_MAX + 1);
      hyphen = strrchr (slug->str, '-');
      g_string_truncate (slug, hyphen != NULL ? (gsize) (hyphen - slug->str) : PF_NAME_SLUG_MAX);
    }
  if (slug->len == 0)
    {
      g_string_free (slug, TRUE);
      return NULL;
    }
  return g_string_free (slug, FALSE);
}

char *
pf_name_file (const char *title,
              const char *extension)
{
  g_autofree char *name = NULL;
  const char *start;

  g_return_val_if_fail (extension != NULL, NULL);

  name = g_strdup (title != NULL && g_utf8_validate (title, -1, NULL) ? title : "");
  for (char *p = name; *p != '\0'; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f || strchr ("/\\:*?\"<>|", *p) != NULL)
      *p = '-';
  /* A name that ends in dots or spaces is cut there on some systems, and
   * one that begins with a dot is hidden. */
  for (gsize n = strlen (name); n > 0 && (name[n - 1] == '.' || name[n - 1] == ' '); n--)
    name[n - 1] = '\0';
  start = name + strspn (name, ". ");
  return g_strdup_printf ("%s.%s", *start != '\0' ? start : "export", extension);
}

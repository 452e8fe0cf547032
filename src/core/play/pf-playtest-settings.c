/* pf-playtest-settings.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pf-error.h"
#include "pf-playtest-settings.h"

static const guint default_frequencies[PF_N_SPECIALS] = { 32, 18, 1, 11, 3, 14, 1, 6, 14 };

PfPlaytestSettings *
pf_playtest_settings_new (void)
{
  PfPlaytestSettings *settings = g_new0 (PfPlaytestSettings, 1);

  settings->well = PF_WELL_GUIDELINE;
  settings->seed = 1;
  settings->rotation_system = g_strdup ("srs");
  settings->das_ms = 167;
  settings->arr_ms = 33;
  settings->method = PF_SPECIALS_GTETRINET;
  memcpy (settings->frequencies, default_frequencies, sizeof default_frequencies);
  settings->lines_per_special = 1;
  settings->specials_per_award = 1;
  settings->inventory_capacity = 18;
  return settings;
}

PfPlaytestSettings *
pf_playtest_settings_copy (const PfPlaytestSettings *settings)
{
  PfPlaytestSettings *copy = g_new (PfPlaytestSettings, 1);

  *copy = *settings;
  copy->rotation_system = g_strdup (settings->rotation_system);
  copy->field_format = g_strdup (settings->field_format);
  copy->field = g_strdup (settings->field);
  copy->ext = pf_extensions_copy (settings->ext);
  return copy;
}

void
pf_playtest_settings_free (PfPlaytestSettings *settings)
{
  if (settings == NULL)
    return;
  g_free (settings->rotation_system);
  g_free (settings->field_format);
  g_free (settings->field);
  pf_extensions_free (settings->ext);
  g_free (settings);
}

gboolean
pf_specials_frequencies_parse (const char  *text,
                               guint       *frequencies,
                               GError     **error)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);
  guint sum = 0;
  guint32 given = 0;

  memset (frequencies, 0, sizeof (guint) * PF_N_SPECIALS);
  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = g_strstrip (items[i]);
      const char *slot;
      char *end = NULL;
      guint64 value;

      if (strlen (item) < 3 || item[1] != ':' ||
          (slot = strchr (PF_SPECIAL_LETTERS, item[0])) == NULL || item[0] == '\0')
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "frequency “%s”: expected LETTER:PERCENT with a letter of %s",
                       item, PF_SPECIAL_LETTERS);
          return FALSE;
        }
      value = g_ascii_strtoull (item + 2, &end, 10);
      if (end == item + 2 || *end != '\0' || value > 100)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "frequency “%s”: the percentage must be a number from 0 to 100", item);
          return FALSE;
        }
      if (given & (1u << (slot - PF_SPECIAL_LETTERS)))
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "frequency “%s”: special “%c” is given twice", item, item[0]);
          return FALSE;
        }
      given |= 1u << (slot - PF_SPECIAL_LETTERS);
      frequencies[slot - PF_SPECIAL_LETTERS] = (guint) value;
    }

  for (guint i = 0; i < PF_N_SPECIALS; i++)
    sum += frequencies[i];
  if (sum != 100)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "special frequencies add up to %u, not 100", sum);
      return FALSE;
    }
  return TRUE;
}

char *
pf_specials_frequencies_format (const guint *frequencies)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < PF_N_SPECIALS; i++)
    g_string_append_printf (out, "%s%c:%u", i ? "," : "", PF_SPECIAL_LETTERS[i], frequencies[i]);
  return g_string_free (out, FALSE);
}

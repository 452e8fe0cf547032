/* pf-playtest-field.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-playtest-field"

#include <string.h>

#include "pf-error.h"
#include "pf-fumen.h"
#include "pf-playtest-field.h"
#include "pf-tetrinet-field.h"

const char *
pf_playtest_field_detect_format (const char *text)
{
  /* Every fumen string has a version prefix ending in '@'; a TetriNET
   * string is digits and letters only. */
  return text != NULL && strchr (text, '@') != NULL ? "fumen" : "tetrinet";
}

gboolean
pf_playtest_field_decode (const char  *format,
                          const char  *text,
                          PfField     *field,
                          GError     **error)
{
  g_autoptr(GError) local = NULL;
  gboolean ok;

  pf_field_init (field, 10, PF_FIELD_MAX_HEIGHT);
  if (text == NULL)
    text = "";
  if (format == NULL)
    format = pf_playtest_field_detect_format (text);

  if (g_strcmp0 (format, "fumen") == 0)
    ok = pf_fumen_decode (text, field, &local);
  else if (g_strcmp0 (format, "tetrinet") == 0)
    ok = pf_tetrinet_field_parse (text, field, &local);
  else
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "field format “%s” is unknown; expected “fumen” or “tetrinet”", format);
      return FALSE;
    }

  if (!ok)
    {
      /* The decoders' messages already name the format and the place. */
      pf_field_init (field, 10, PF_FIELD_MAX_HEIGHT);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return TRUE;
}

guint
pf_playtest_field_fit (const PfField *src,
                       PfWellKind     well,
                       PfField       *dest)
{
  PfField copy = *src;
  guint width, height, lost = 0;

  pf_game_well_size (well, &width, &height);
  pf_field_init (dest, width, height);
  for (int y = 0; y < copy.height; y++)
    for (int x = 0; x < copy.width; x++)
      {
        PfCell cell = pf_field_get (&copy, x, y);

        if (cell == PF_CELL_EMPTY)
          continue;
        if ((guint) x < width && (guint) y < height)
          pf_field_set (dest, x, y, cell);
        else
          lost++;
      }
  return lost;
}

char *
pf_playtest_field_encode (const PfField  *field,
                          const char    **format,
                          guint          *n_dropped)
{
  PfField fitted;
  guint lost;

  if (field->width == PF_FUMEN_WIDTH)
    {
      if (format != NULL)
        *format = "fumen";
      return pf_fumen_encode (field, n_dropped);
    }

  lost = pf_playtest_field_fit (field, PF_WELL_TETRINET, &fitted);
  if (format != NULL)
    *format = "tetrinet";
  if (n_dropped != NULL)
    *n_dropped = lost;
  return pf_tetrinet_field_format (&fitted);
}

gboolean
pf_playtest_settings_load_field (const PfPlaytestSettings  *settings,
                                 PfWellKind                 well,
                                 PfField                   *field,
                                 GError                   **error)
{
  guint width, height;
  PfField decoded;

  pf_game_well_size (well, &width, &height);
  pf_field_init (field, width, height);
  if (settings == NULL || settings->field == NULL || settings->field[0] == '\0')
    return TRUE;

  if (!pf_playtest_field_decode (settings->field_format, settings->field, &decoded, error))
    return FALSE;
  pf_playtest_field_fit (&decoded, well, field);
  return TRUE;
}

void
pf_playtest_settings_store_field (PfPlaytestSettings *settings,
                                  const PfField      *field)
{
  const char *format = NULL;

  g_clear_pointer (&settings->field, g_free);
  g_clear_pointer (&settings->field_format, g_free);
  if (field == NULL || pf_field_count (field) == 0)
    return;
  settings->field = pf_playtest_field_encode (field, &format, NULL);
  settings->field_format = g_strdup (format);
}

PfGame *
pf_playtest_new_game (const PfPlaytestSettings  *settings,
                      GError                   **error)
{
  PfGameConfig config;
  PfField field;

  pf_game_config_init (&config, settings);
  if (!pf_playtest_settings_load_field (settings, config.well, &field, error))
    return NULL;
  return pf_game_new (&config, &field, NULL, error);
}

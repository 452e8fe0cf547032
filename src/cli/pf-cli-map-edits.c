/* pf-cli-map-edits.c: the arguments of polyform map's edits, --stamp and the rectangles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "polyform"

#include "pf-cli-map-edits.h"

/* Auxiliary methods */

/* A whole number from @min to @max, and nothing else */
static gboolean
parse_int (const char *text,
           gint64      min,
           gint64      max,
           gint64     *value)
{
  return text[0] != '\0' && !g_ascii_isspace (text[0]) && text[0] != '+' &&
         g_ascii_string_to_signed (text, 10, min, max, value, NULL);
}

/* Parts @from..@to of @parts, joined by ":" again */
static char *
join_parts (char  **parts,
            guint   from,
            guint   to)
{
  g_autoptr(GString) text = g_string_new (parts[from]);

  for (guint i = from + 1; i < to; i++)
    g_string_append_printf (text, ":%s", parts[i]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Public API */

gboolean
pf_cli_parse_rect (const char *text,
                   PfMapRect  *rect)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  gint64 v[4];

  if (g_strv_length (parts) != 4)
    return FALSE;
  for (guint i = 0; i < 4; i++)
    if (!parse_int (parts[i], i < 2 ? -PF_MAP_MAX_SIDE : 1, PF_MAP_MAX_SIDE * 2, &v[i]))
      return FALSE;
  *rect = (PfMapRect) { v[0], v[1], v[2], v[3] };
  return TRUE;
}

gboolean
pf_cli_parse_stamp (const char       *text,
                    const PfTileset  *tileset,
                    char            **shape,
                    char            **variant,
                    guint            *rotation,
                    gint             *x,
                    gint             *y)
{
  g_auto(GStrv) parts = g_strsplit (text, ":", -1);
  guint n = g_strv_length (parts);
  gint64 rot, px, py;

  if (n < 5 || !parse_int (parts[n - 3], 0, 3, &rot) ||
      !parse_int (parts[n - 2], -PF_MAP_MAX_SIDE, PF_MAP_MAX_SIDE, &px) ||
      !parse_int (parts[n - 1], -PF_MAP_MAX_SIDE, PF_MAP_MAX_SIDE, &py))
    return FALSE;
  for (guint split = 1; split < n - 3; split++)
    {
      g_autofree char *s = join_parts (parts, 0, split);
      g_autofree char *v = join_parts (parts, split, n - 3);
      const PfShape *found = pf_tileset_find_shape (tileset, s, NULL);
      gboolean names_both = found != NULL && pf_shape_find_variant (found, v, NULL) != NULL;

      if (split == 1 || names_both)
        {
          g_free (*shape);
          g_free (*variant);
          *shape = g_steal_pointer (&s);
          *variant = g_steal_pointer (&v);
        }
      if (names_both)
        break;
    }
  *rotation = rot;
  *x = px;
  *y = py;
  return TRUE;
}

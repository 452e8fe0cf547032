/* pf-json.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "pf-json.h"

struct _PfJson
{
  GString *out;
  gboolean need_comma;
};

PfJson *
pf_json_new (void)
{
  PfJson *json = g_new0 (PfJson, 1);

  json->out = g_string_new (NULL);
  return json;
}

void
pf_json_free (PfJson *json)
{
  if (json == NULL)
    return;
  g_string_free (json->out, TRUE);
  g_free (json);
}

char *
pf_json_steal (PfJson *json)
{
  char *text = g_string_free (json->out, FALSE);

  g_free (json);
  return text;
}

static void
separate (PfJson *json)
{
  if (json->need_comma)
    g_string_append_c (json->out, ',');
  json->need_comma = TRUE;
}

void
pf_json_begin_object (PfJson *json)
{
  separate (json);
  g_string_append_c (json->out, '{');
  json->need_comma = FALSE;
}

void
pf_json_end_object (PfJson *json)
{
  g_string_append_c (json->out, '}');
  json->need_comma = TRUE;
}

void
pf_json_begin_array (PfJson *json)
{
  separate (json);
  g_string_append_c (json->out, '[');
  json->need_comma = FALSE;
}

void
pf_json_end_array (PfJson *json)
{
  g_string_append_c (json->out, ']');
  json->need_comma = TRUE;
}

static void
append_quoted (GString    *out,
               const char *text)
{
  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *) text; *p; p++)
    {
      switch (*p)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          if (*p < 0x20)
            g_string_append_printf (out, "\\u%04x", *p);
          else
            g_string_append_c (out, *p);
        }
    }
  g_string_append_c (out, '"');
}

void
pf_json_key (PfJson     *json,
             const char *key)
{
  separate (json);
  append_quoted (json->out, key);
  g_string_append_c (json->out, ':');
  json->need_comma = FALSE;
}

void
pf_json_string (PfJson     *json,
                const char *value)
{
  separate (json);
  if (value == NULL)
    g_string_append (json->out, "null");
  else
    append_quoted (json->out, value);
}

void
pf_json_int (PfJson *json,
             gint64  value)
{
  separate (json);
  g_string_append_printf (json->out, "%" G_GINT64_FORMAT, value);
}

void
pf_json_uint (PfJson  *json,
              guint64  value)
{
  separate (json);
  g_string_append_printf (json->out, "%" G_GUINT64_FORMAT, value);
}

void
pf_json_double (PfJson *json,
                double  value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  separate (json);
  if (!isfinite (value))
    {
      g_string_append (json->out, "null");
      return;
    }
  /* Negative zero is written as 0: "-0" reads back as the whole number 0. */
  if (value == 0)
    value = 0;
  g_ascii_formatd (buf, sizeof buf, "%.6g", value);
  g_string_append (json->out, buf);
}

void
pf_json_bool (PfJson   *json,
              gboolean  value)
{
  separate (json);
  g_string_append (json->out, value ? "true" : "false");
}

void
pf_json_null (PfJson *json)
{
  separate (json);
  g_string_append (json->out, "null");
}

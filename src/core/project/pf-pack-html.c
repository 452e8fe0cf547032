/* pf-pack-html.c: a pack as one web page that testers play anywhere
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <string.h>

#include "pf-core-resources.h"
#include "pf-pack-html.h"
#include "pf-pack-json.h"

#define WEB_RESOURCES "/io/github/polyformstudio/PolyformStudio/web/"

/* Auxiliary methods */

static GBytes *
web_file (const char *name)
{
  g_autofree char *path = g_strconcat (WEB_RESOURCES, name, NULL);
  GBytes *bytes = g_resource_lookup_data (pf_core_get_resource (), path,
                                          G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  /* The page's files are compiled in (pf-core.gresource.xml). */
  g_assert (bytes != NULL);
  return bytes;
}

static char *
web_text (const char *name)
{
  g_autoptr(GBytes) bytes = web_file (name);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return g_strndup (data, size);
}

/* JSON inside a <script> element: a "<" only ever stands in a string, where
 * "\u003c" means the same, so no "</script>" or "<!--" can end it early. */
static char *
json_for_script (const char *json)
{
  GString *out = g_string_sized_new (strlen (json) + 64);

  for (const char *p = json; *p != '\0'; p++)
    if (*p == '<')
      g_string_append (out, "\\u003c");
    else
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

/* The template with each @NAME@ replaced by its value, in one pass, so a
 * value is never searched for names. */
static char *
fill_template (const char         *template,
               const char * const *names,
               const char * const *values)
{
  GString *out = g_string_sized_new (strlen (template) * 2);
  const char *p = template;

  while (*p != '\0')
    {
      const char *at = strchr (p, '@');
      const char *end;
      gboolean replaced = FALSE;

      if (at == NULL)
        {
          g_string_append (out, p);
          break;
        }
      g_string_append_len (out, p, at - p);
      end = strchr (at + 1, '@');
      for (guint i = 0; end != NULL && names[i] != NULL && !replaced; i++)
        if ((gsize) (end - at - 1) == strlen (names[i]) &&
            strncmp (at + 1, names[i], end - at - 1) == 0)
          {
            g_string_append (out, values[i]);
            p = end + 1;
            replaced = TRUE;
          }
      if (!replaced)
        {
          g_string_append_c (out, '@');
          p = at + 1;
        }
    }
  return g_string_free (out, FALSE);
}

/* Public API */

char *
pf_pack_html_write_full (const PfTriPack     *pack,
                         guint                n_threads,
                         PfPackJsonProgress   progress,
                         gpointer             user_data,
                         GCancellable        *cancellable,
                         GError             **error)
{
  static const char * const names[] = {
    "VERSION", "TITLE", "STYLE", "PACK_JSON", "RULES_WASM", "RULES_JS", "PAGE_JS", NULL
  };
  g_autofree char *json = NULL, *script_json = NULL, *title = NULL, *wasm = NULL;
  g_autofree char *template = NULL, *style = NULL, *rules_js = NULL, *page_js = NULL;
  g_autoptr(GBytes) wasm_bytes = NULL;
  const char *values[G_N_ELEMENTS (names)];
  gsize wasm_size;
  const guchar *wasm_data;

  g_return_val_if_fail (pack != NULL, NULL);

  json = pf_pack_json_write_full (pack, n_threads, progress, user_data, cancellable, error);
  if (json == NULL)
    return NULL;
  script_json = json_for_script (g_strchomp (json));
  title = g_markup_escape_text (pack->meta.title != NULL && pack->meta.title[0] != '\0'
                                ? pack->meta.title : pack->id, -1);
  wasm_bytes = web_file ("pf-web-rules.wasm");
  wasm_data = g_bytes_get_data (wasm_bytes, &wasm_size);
  wasm = g_base64_encode (wasm_data, wasm_size);
  template = web_text ("pf-web-page.html");
  style = g_strchomp (web_text ("pf-web-page.css"));
  rules_js = g_strchomp (web_text ("pf-web-rules.js"));
  page_js = g_strchomp (web_text ("pf-web-page.js"));

  values[0] = PACKAGE_VERSION;
  values[1] = title;
  values[2] = style;
  values[3] = script_json;
  values[4] = wasm;
  values[5] = rules_js;
  values[6] = page_js;
  values[7] = NULL;
  return fill_template (template, names, values);
}

char *
pf_pack_html_write (const PfTriPack  *pack,
                    GCancellable     *cancellable,
                    GError          **error)
{
  return pf_pack_html_write_full (pack, 0, NULL, NULL, cancellable, error);
}

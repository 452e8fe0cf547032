/* pf-json.h: a minimal streaming JSON writer for machine-readable output
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _PfJson PfJson;

/**
 * pf_json_new:
 *
 * Returns: (transfer full): a writer with an empty document. Commas between
 *   members and elements are inserted automatically.
 */
PfJson *pf_json_new          (void);
void    pf_json_free         (PfJson     *json);

/**
 * pf_json_steal:
 * @json: (transfer full): the writer
 *
 * Frees the writer and returns the text written.
 *
 * Returns: (transfer full): the JSON document
 */
char   *pf_json_steal        (PfJson     *json);

void    pf_json_begin_object (PfJson     *json);
void    pf_json_end_object   (PfJson     *json);
void    pf_json_begin_array  (PfJson     *json);
void    pf_json_end_array    (PfJson     *json);

/* A member name; the next value call supplies its value. */
void    pf_json_key          (PfJson     *json,
                              const char *key);
void    pf_json_string       (PfJson     *json,
                              const char *value);
void    pf_json_int          (PfJson     *json,
                              gint64      value);
void    pf_json_uint         (PfJson     *json,
                              guint64     value);
void    pf_json_double       (PfJson     *json,
                              double      value);
void    pf_json_bool         (PfJson     *json,
                              gboolean    value);
void    pf_json_null         (PfJson     *json);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfJson, pf_json_free)

G_END_DECLS

/* pf-pack-html.h: a pack as one web page that testers play anywhere (SPEC §8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page holds everything it needs: its styles and scripts (src/web), the
 * pack JSON (pf-pack-json.h), and the core's move rules compiled to
 * WebAssembly (src/web/pf-web-rules.wasm, base64). It loads nothing from any
 * other file or host, so it plays offline, from a USB stick or an e-mail
 * attachment, and it keeps the playtest log of pf-playtest-log.h.
 */
#pragma once

#include <gio/gio.h>

#include "pf-pack-json.h"
#include "pf-tri-level.h"

G_BEGIN_DECLS

/**
 * pf_pack_html_write:
 * @pack: a pack
 * @cancellable: (nullable): cancels the solving from another thread
 * @error: return location for an error of pf_pack_json_write()
 *
 * Writes @pack as one self-contained HTML page. The same pack gives the
 * same bytes. Like pf_pack_json_write(), this solves the solved levels
 * again for their optimal solutions: call it from a worker thread in an
 * interactive program.
 *
 * Returns: (transfer full) (nullable): the page, or %NULL with @error set
 */
char *pf_pack_html_write (const PfTriPack  *pack,
                          GCancellable     *cancellable,
                          GError          **error);

/**
 * pf_pack_html_write_full:
 * @pack: a pack
 * @n_threads: how many threads solve the levels, or 0 for one per processor
 * @progress: (nullable) (scope call): called as pf_pack_json_write_full()
 *   calls it
 * @user_data: data for @progress
 * @cancellable: (nullable): cancels the solving from another thread
 * @error: return location for an error of pf_pack_json_write()
 *
 * Writes @pack as pf_pack_html_write() does, saying how far the solving got.
 *
 * Returns: (transfer full) (nullable): the page, or %NULL with @error set
 */
char *pf_pack_html_write_full (const PfTriPack     *pack,
                               guint                n_threads,
                               PfPackJsonProgress   progress,
                               gpointer             user_data,
                               GCancellable        *cancellable,
                               GError             **error);

G_END_DECLS

/* pf-atomic-file.h: crash-safe whole-file writes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * pf_atomic_file_write:
 * @path: the target file
 * @data: the bytes to write
 * @length: their number
 * @error: return location for a #PF_ERROR_IO error
 *
 * Writes a temporary file in the target's folder, fsyncs it and renames it
 * over @path. A crash or a failed write never leaves @path half-written:
 * on failure the temporary file is removed and @path is untouched. An
 * existing target's permissions are kept.
 *
 * Returns: %TRUE on success
 */
gboolean pf_atomic_file_write (const char  *path,
                               const char  *data,
                               gsize        length,
                               GError     **error);

G_END_DECLS

/* pf-file-kind.h: what a file is, for reading and writing only regular files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sys/types.h>

G_BEGIN_DECLS

/**
 * pf_file_kind_check_regular:
 * @mode: the st_mode of the file
 * @name: the file's name, for the message
 * @rule: what is done with regular files only ("projects are read from
 *   regular files")
 * @error: return location for a #PF_ERROR_IO error
 *
 * Folders, FIFOs, sockets and devices are refused with a message that says
 * which they are: "NAME is a FIFO, not a regular file; RULE".
 *
 * Returns: %TRUE when @mode is a regular file's
 */
gboolean pf_file_kind_check_regular (mode_t       mode,
                                     const char  *name,
                                     const char  *rule,
                                     GError     **error);

/**
 * pf_text_is_wide:
 * @head: the first bytes of a file
 * @length: how many
 *
 * Whether @head is text in UTF-16 or UTF-32, with or without a byte order
 * mark (an XML or JSON file begins with ASCII, so a NUL among its first
 * bytes gives it away); project files, pack JSON and logs are UTF-8.
 *
 * Returns: %TRUE for UTF-16 or UTF-32 text
 */
gboolean pf_text_is_wide            (const void  *head,
                                     gsize        length);

G_END_DECLS

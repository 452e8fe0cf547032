/* pf-atomic-file-private.h: fault injection for the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Make the next writes fail, as a full disk would, after @bytes bytes;
 * G_MAXSIZE turns it off. */
void pf_atomic_file_set_fail_after (gsize bytes);

/* Calls @hook (NULL: none) after each file that pf_atomic_file_commit_all()
 * renames, with its index: where a test sends the signal that must wait. */
void pf_atomic_file_set_rename_hook (void (*hook) (guint index));

G_END_DECLS

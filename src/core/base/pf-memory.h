/* pf-memory.h: how much memory is free, and big allocations that fail with an error
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The searches allocate memory in proportion to the state space, which
 * can be more than the machine has. On Linux an allocation rarely fails:
 * the process is killed later, when it touches the memory. So the
 * searches estimate what they are about to use and compare it with what
 * is free before allocating, and report a #PF_ERROR_NO_MEMORY error the
 * user can read instead of aborting.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * pf_memory_available:
 *
 * The bytes this process can still use: the least of the system's
 * available memory (MemAvailable), what the address space and data limits
 * (RLIMIT_AS, RLIMIT_DATA) leave above what the process uses, and what
 * its control group's memory.max leaves. Reads /proc and /sys, so it is
 * meant for big allocations, not for every one.
 *
 * Returns: the bytes, or %G_MAXUINT64 when nothing limits them
 */
guint64  pf_memory_available   (void);

/**
 * pf_memory_check:
 * @bytes: how many more bytes an operation is about to use
 * @what: what they are for, as the message will say it ("the search")
 * @error: return location for a #PF_ERROR_NO_MEMORY error
 *
 * Checks that @bytes fit in pf_memory_available() with a margin for the
 * rest of the program.
 *
 * Returns: %TRUE when they fit, else %FALSE with @error set to a message
 *   naming @what, the bytes needed and the bytes free
 */
gboolean pf_memory_check       (guint64      bytes,
                                const char  *what,
                                GError     **error);

/**
 * pf_memory_try_alloc0:
 * @bytes: the size
 * @what: what the memory is for, for the message
 * @error: return location for a #PF_ERROR_NO_MEMORY error
 *
 * pf_memory_check() then g_try_malloc0(). Large blocks come as fresh
 * pages from the kernel, which only become resident when touched.
 *
 * Returns: (transfer full) (nullable): zeroed memory to free with
 *   g_free(), or %NULL with @error set
 */
gpointer pf_memory_try_alloc0  (gsize        bytes,
                                const char  *what,
                                GError     **error);

/**
 * pf_memory_try_realloc:
 * @mem: (transfer full) (nullable): memory from these functions or g_malloc()
 * @old_bytes: its size
 * @bytes: the new size
 * @what: what the memory is for, for the message
 * @error: return location for a #PF_ERROR_NO_MEMORY error
 *
 * Grows @mem like g_try_realloc(), after checking that the growth fits.
 * On failure @mem is left as it was.
 *
 * Returns: (transfer full) (nullable): the memory, or %NULL with @error set
 */
gpointer pf_memory_try_realloc (gpointer     mem,
                                gsize        old_bytes,
                                gsize        bytes,
                                const char  *what,
                                GError     **error);

G_END_DECLS

/* bench-memory.h: resident memory figures for the benchmarks, from the kernel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A field of /proc/self/status ("VmRSS:", "VmHWM:"), in bytes; -1 when unknown. */
gint64   bench_memory_status_bytes (const char *field);

/* Returns freed memory to the kernel and resets the peak (VmHWM) to the
 * current resident size, through /proc/self/clear_refs. */
gboolean bench_memory_reset_peak   (void);

G_END_DECLS

/* bench-stats.h: what the benchmarks' tables share: the load, and sorting figures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The load average over 1 and 5 minutes, as /proc/loadavg gives them
 * ("2.10 3.45"), or "?". Free with g_free(). */
char *bench_load_average    (void);

/* Orders doubles, for qsort() and g_array_sort(). */
int   bench_compare_doubles (const void *a,
                             const void *b);

G_END_DECLS

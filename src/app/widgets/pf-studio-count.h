/* pf-studio-count.h: counts written as the designer's locale writes numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * pf_studio_format_count:
 * @n: a count of states, trials, placements, points…; negative when it is
 *   not known
 *
 * Writes @n with the locale's digit grouping ("127,258" in English,
 * "127 258" in French, "127258" where the locale groups none), for the
 * app's figures and columns. Seeds and other numbers a designer types back
 * are not counts: they are written plainly.
 *
 * Returns: (transfer full): the text, or "—" for an unknown count
 */
char *pf_studio_format_count (gint64 n);

/**
 * pf_studio_format_seconds:
 * @seconds: a tester's time, or a median of them
 *
 * One way to write a playtest's time wherever the app shows one: tenths
 * under a minute ("0.1 s", "11.2 s"), whole seconds from there ("300 s").
 *
 * Returns: (transfer full): the text
 */
char *pf_studio_format_seconds (double seconds);

G_END_DECLS

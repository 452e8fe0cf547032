/* fuzz-target.h: the entry point of a libFuzzer target
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each fuzz-*.c defines LLVMFuzzerTestOneInput. Built with -Dfuzzing=true
 * (clang), libFuzzer drives it; in every build, fuzz-replay.c runs it over
 * the committed seed corpus and the crashes ever found (tests/fuzz/crashes),
 * so each of those stays a regression test. A broken property is an abort
 * with a message: that is what the fuzzer reports as a crash.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include <string.h>

#include <cairo.h>
#include <glib.h>

#include "pf-error.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* The input as a string: up to its first NUL, as a command line would pass it. */
static inline char *
fuzz_text (const uint8_t *data,
           size_t         size)
{
  return g_strndup ((const char *) data, size);
}

/* A reader's refusal must be a #PF_ERROR whose message starts with @name
 * and a colon (then, for a file, its line). */
static inline void
fuzz_check_refusal (const GError *error,
                    const char   *name)
{
  if (error == NULL || error->domain != PF_ERROR || !g_str_has_prefix (error->message, name)
      || error->message[strlen (name)] != ':')
    g_error ("a refusal without a %s: message: %s", name, error ? error->message : "none");
}

/* Drawing into @cr left it without an error; frees @cr and @surface. */
static inline void
fuzz_finish_drawing (cairo_t         *cr,
                     cairo_surface_t *surface)
{
  if (cairo_status (cr) != CAIRO_STATUS_SUCCESS)
    g_error ("drawing failed: %s", cairo_status_to_string (cairo_status (cr)));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

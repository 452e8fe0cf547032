/* pf-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-error.h"

G_DEFINE_QUARK (pf-error-quark, pf_error)

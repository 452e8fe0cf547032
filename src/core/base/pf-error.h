/* pf-error.h: the error domain of the Polyform core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PF_ERROR (pf_error_quark ())

/**
 * PfError:
 * @PF_ERROR_PARSE: the document is not well-formed XML, or is hostile (DTD, entities)
 * @PF_ERROR_SCHEMA: the document does not match the RELAX NG schema
 * @PF_ERROR_SEMANTIC: a semantic check failed (overlap, unknown reference, …)
 * @PF_ERROR_VERSION: the document is newer than this program supports
 * @PF_ERROR_IO: a file could not be read or written
 * @PF_ERROR_INVALID: an argument or value is out of range
 * @PF_ERROR_LIMIT: a limit (state budget, size) was reached
 * @PF_ERROR_CANCELLED: the operation was cancelled
 * @PF_ERROR_NO_MEMORY: the operation would need more memory than is free
 * @PF_ERROR_CHANGED: the file to be replaced changed on disk since it was read
 */
typedef enum
{
  PF_ERROR_PARSE,
  PF_ERROR_SCHEMA,
  PF_ERROR_SEMANTIC,
  PF_ERROR_VERSION,
  PF_ERROR_IO,
  PF_ERROR_INVALID,
  PF_ERROR_LIMIT,
  PF_ERROR_CANCELLED,
  PF_ERROR_NO_MEMORY,
  PF_ERROR_CHANGED,
} PfError;

GQuark pf_error_quark (void);

G_END_DECLS

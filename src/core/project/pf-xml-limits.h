/* pf-xml-limits.h: a project document's shape, checked on its bytes before libxml2 parses them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2 checks duplicate attributes pairwise (100,000 attributes on one
 * element kept it busy for minutes) and keeps every node of a document in
 * memory (some 400 bytes each: 24 MB of empty elements took 1.6 GB). The
 * reader hands the bytes of a document through a #PfXmlLimits first, which
 * follows the markup as a small state machine, across reads, and stops the
 * reading at the first byte that passes a limit of pf-project.h:
 * %PF_PROJECT_MAX_ATTRIBUTES, %PF_PROJECT_MAX_DEPTH or
 * %PF_PROJECT_MAX_NODES (and %PF_PROJECT_BYTES_PER_NODE). Texts and names keep
 * libxml2's own limits.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _PfXmlLimits PfXmlLimits;

/**
 * pf_xml_limits_new:
 * @name: the document's name in messages (borrowed: it must outlive the
 *   checker)
 *
 * Returns: (transfer full): a checker at the start of a document
 */
PfXmlLimits *pf_xml_limits_new   (const char   *name);
void         pf_xml_limits_free  (PfXmlLimits  *limits);

/**
 * pf_xml_limits_feed:
 * @limits: a checker
 * @data: the next bytes of the document
 * @length: their number
 * @error: return location for a #PF_ERROR_LIMIT error, "NAME:LINE: what
 *   passed which limit"
 *
 * Follows the markup through @data.
 *
 * Returns: %FALSE when a limit was passed (and on every call after)
 */
gboolean     pf_xml_limits_feed  (PfXmlLimits  *limits,
                                  const char   *data,
                                  gsize         length,
                                  GError      **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfXmlLimits, pf_xml_limits_free)

G_END_DECLS

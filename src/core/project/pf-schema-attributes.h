/* pf-schema-attributes.h: what is wrong with an element's attributes, in the project's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the schema refuses an element for its attributes, libxml2 says only
 * "Element map failed to validate attributes". The attributes each
 * element of the schema takes, their types and ranges, are read from the
 * schema itself (data/polyform-project.rng), so that the reader can name
 * the attribute and what is wrong with its value.
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/**
 * pf_schema_explain_attributes:
 * @element: an element of a project document that the schema refused for
 *   its attributes
 *
 * Judges each attribute of @element, and whether one it needs is missing,
 * by the rules of the project schema.
 *
 * Returns: (transfer full) (nullable): what is wrong, such as "map width
 *   100000 is over the limit of 4096", or %NULL when no single attribute
 *   explains the refusal
 */
char *pf_schema_explain_attributes (xmlNode *element);

G_END_DECLS

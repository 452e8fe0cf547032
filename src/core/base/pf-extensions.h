/* pf-extensions.h: foreign-namespace elements and attributes kept through load and save
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/**
 * PfExtensions:
 *
 * The elements and attributes in a foreign XML namespace found on one
 * project element. They are taken on load and written back, after the
 * element's own children, on save.
 */
typedef struct _PfExtensions PfExtensions;

/**
 * pf_extensions_take:
 * @element: a project element
 *
 * Moves the foreign attributes and child elements of @element into new
 * extensions: each is copied and then removed from @element, one at a
 * time, so that a large extension is never held twice.
 *
 * Returns: (transfer full) (nullable): the extensions, or %NULL when there are none
 */
PfExtensions *pf_extensions_take    (xmlNode            *element);

/**
 * pf_extensions_apply:
 * @ext: (nullable): extensions
 * @element: the element being written
 *
 * Writes copies of @ext's attributes and elements onto @element, and those
 * of its adopted descendants onto the matching descendants of @element.
 * Call it once @element's own children are written.
 */
void          pf_extensions_apply   (const PfExtensions *ext,
                                     xmlNode            *element);
/**
 * pf_extensions_adopt_descendants:
 * @ext: (inout) (nullable): the extensions of a model item, created if needed
 * @element: the item's element
 * @by_node: xmlNode* → PfExtensions* of every element; adopted entries are stolen
 * @item_names: (array zero-terminated=1): names of child elements that are
 *   model items of their own, whose content is not adopted
 *
 * Keeps the foreign content found on the item's plain descendants (a level's
 * blocks, a map's placements, a layout's cells, `<meta>` …) under a path of
 * element names and ordinals, so pf_extensions_apply() puts it back on the
 * same descendants.
 */
void          pf_extensions_adopt_descendants (PfExtensions       **ext,
                                               xmlNode             *element,
                                               GHashTable          *by_node,
                                               const char * const  *item_names);
/* Like pf_extensions_apply(), for the adopted descendants only. */
void          pf_extensions_apply_descendants (const PfExtensions *ext,
                                               xmlNode            *element);
PfExtensions *pf_extensions_copy    (const PfExtensions *ext);
void          pf_extensions_free    (PfExtensions       *ext);
guint         pf_extensions_count   (const PfExtensions *ext);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfExtensions, pf_extensions_free)

G_END_DECLS

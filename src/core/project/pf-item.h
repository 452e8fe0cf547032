/* pf-item.h: the kinds of item a project holds, and their paths
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * PfItemKind:
 * @PF_ITEM_NONE: no item
 * @PF_ITEM_PACK: a level pack, `pack:ID`
 * @PF_ITEM_LEVEL: a level of a pack, `level:PACK/ID`
 * @PF_ITEM_LAYOUT: a shell layout, `layout:ID`
 * @PF_ITEM_TILESET: a tile set, `tileset:ID`
 * @PF_ITEM_MAP: a map, `map:ID`
 * @PF_ITEM_PLAYTEST: the project's playtest settings, `playtest:`
 *
 * An item path (SPEC §9.1) names one item of a project, as the app's
 * `win.select-item` action and the document's signals spell it.
 */
typedef enum
{
  PF_ITEM_NONE,
  PF_ITEM_PACK,
  PF_ITEM_LEVEL,
  PF_ITEM_LAYOUT,
  PF_ITEM_TILESET,
  PF_ITEM_MAP,
  PF_ITEM_PLAYTEST,
} PfItemKind;

/**
 * pf_item_path_build:
 * @kind: the item's kind
 * @pack: (nullable): the pack of a level; ignored for other kinds
 * @id: (nullable): the item's id; ignored for %PF_ITEM_PLAYTEST
 *
 * Returns: (transfer full): the item path, such as `level:starter/level-01`
 */
char       *pf_item_path_build       (PfItemKind   kind,
                                      const char  *pack,
                                      const char  *id);

/**
 * pf_item_path_kind:
 * @path: (nullable): an item path
 * @rest: (out) (optional) (transfer none): what follows the kind's prefix
 *
 * Returns: the kind named by @path's prefix, or %PF_ITEM_NONE when it
 *   names none
 */
PfItemKind  pf_item_path_kind        (const char  *path,
                                      const char **rest);

/**
 * pf_item_path_common:
 * @a: an item path
 * @b: another item path
 *
 * The item that holds both: @a when they are the same, their pack when
 * they are a pack and one of its levels or levels of one pack.
 *
 * Returns: (transfer full) (nullable): the path, or %NULL when no item
 *   holds both
 */
char       *pf_item_path_common      (const char  *a,
                                      const char  *b);

/* The longest id the project file's schema allows, in characters */
#define PF_ITEM_ID_MAX_LENGTH 200

/**
 * pf_item_id_problem:
 * @id: a would-be item id
 *
 * The rule the project file's schema has for ids, so that an id given on a
 * command line or in a pack JSON never makes a project that does not load:
 * 1 to %PF_ITEM_ID_MAX_LENGTH characters of UTF-8, no white space and no
 * control character.
 *
 * Returns: (nullable): %NULL when @id keeps the rule, else what it breaks,
 *   as a phrase that follows the id ("holds white space or a control
 *   character")
 */
const char *pf_item_id_problem       (const char  *id);

/* Whether @id keeps the rule of pf_item_id_problem(). */
gboolean    pf_item_id_is_valid      (const char  *id);

/* The prefix of @kind's paths without the colon ("level"), or NULL. */
const char *pf_item_kind_to_string   (PfItemKind   kind);

G_END_DECLS

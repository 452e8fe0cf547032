/* pf-project-items.h: the items of a project as one kind of thing: where each one is,
 * fresh ids and titles, new items, duplicates, and what uses an item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-item.h"
#include "pf-project.h"

G_BEGIN_DECLS

/**
 * PfItemPlace:
 * @kind: the item's kind
 * @pack_index: for a level, the index of its pack; for a pack, its own index
 * @index: the item's index in its list (the project's packs, layouts,
 *   tile sets or maps, or its pack's levels)
 * @item: (transfer none): the item: a #PfTriPack, #PfTriLevel,
 *   #PfShellLayout, #PfTileset, #PfMap or #PfPlaytestSettings
 *
 * Where an item stands in its project.
 */
typedef struct
{
  PfItemKind kind;
  guint      pack_index;
  guint      index;
  gpointer   item;
} PfItemPlace;

/**
 * pf_project_locate:
 * @self: a project
 * @path: an item path (`level:PACK/ID`, `map:ID`, …)
 * @place: (out caller-allocates) (optional): where the item is
 *
 * Finds the item @path names. A level's pack id may itself hold a slash;
 * the split that names an existing pack and level wins.
 *
 * Returns: %TRUE when @path names an item of @self
 */
gboolean    pf_project_locate        (PfProject          *self,
                                      const char         *path,
                                      PfItemPlace        *place);

/**
 * pf_project_item_list:
 * @self: a project
 * @kind: a kind other than %PF_ITEM_PLAYTEST
 * @pack: (nullable): for %PF_ITEM_LEVEL, the pack
 *
 * Returns: (transfer none): the list that holds items of @kind
 */
GPtrArray  *pf_project_item_list     (PfProject          *self,
                                      PfItemKind          kind,
                                      PfTriPack          *pack);

/**
 * pf_project_path_at:
 * @self: a project
 * @kind: the kind
 * @pack_index: the pack, for levels
 * @index: the index in the list
 *
 * Returns: (transfer full) (nullable): the path of the item at that place
 */
char       *pf_project_path_at       (PfProject          *self,
                                      PfItemKind          kind,
                                      guint               pack_index,
                                      guint               index);

/**
 * pf_project_unique_id:
 * @self: a project
 * @kind: the kind of the new item
 * @pack: (nullable): for a level, the pack it goes into
 * @base: the id wanted
 *
 * The one naming rule for ids that are taken: @base, else @base followed by
 * "-2", "-3", … Level ids are unique within their pack; the others within
 * their kind.
 *
 * Returns: (transfer full): an id no item of @kind (in @pack) has
 */
char       *pf_project_unique_id     (PfProject          *self,
                                      PfItemKind          kind,
                                      const PfTriPack    *pack,
                                      const char         *base);

/**
 * pf_project_id_for_title:
 * @self: a project
 * @place: an item of @self
 * @title: what the designer calls it
 *
 * The id that follows a title: its slug (pf_name_slug()), made unique among
 * the other items of the kind by pf_project_unique_id()'s rule. The item's
 * own id does not count as taken, so a title that already gave the id gives
 * it again.
 *
 * Returns: (transfer full): the id, or the item's own id when @title has
 *   nothing to make one of
 */
char       *pf_project_id_for_title  (PfProject          *self,
                                      const PfItemPlace  *place,
                                      const char         *title);

/**
 * pf_project_fresh_name:
 * @self: a project
 * @kind: the kind of the new item
 * @pack: (nullable): for a level, the pack it goes into
 * @title: (out) (transfer full): a title that says what the item is,
 *   such as "Level 17"
 *
 * Returns: (transfer full): a fresh id that goes with @title ("level-17")
 */
char       *pf_project_fresh_name    (PfProject          *self,
                                      PfItemKind          kind,
                                      const PfTriPack    *pack,
                                      char              **title);

/**
 * pf_tri_pack_variant_title:
 * @pack: the pack a new level goes into
 * @title: the title of the level it was made from
 *
 * The title of a level generated from one titled @title: "Two rooms
 * (Variant 1)", with the first number no level of @pack has taken.
 *
 * Returns: (transfer full): the title
 */
char       *pf_tri_pack_variant_title (const PfTriPack   *pack,
                                       const char        *title);

/**
 * pf_project_new_item:
 * @self: a project
 * @kind: the kind of item
 * @pack: (nullable): for a level, the pack it goes into
 * @near: (nullable): for a map, the tile set to use (else the first one)
 * @error: return location for an error
 *
 * Makes a new item of @kind with a fresh id and title, ready to use but
 * not yet in @self: a pack without levels; a small level that can be
 * played at once (an open room with one key block and its goal); an empty
 * shell layout; a tile set with one terrain and a single shape; a 32 × 24
 * map generated from a tile set. A map needs a tile set: without one,
 * @error says so.
 *
 * Returns: (transfer full): the item, or %NULL with @error set
 */
gpointer    pf_project_new_item      (PfProject          *self,
                                      PfItemKind          kind,
                                      PfTriPack          *pack,
                                      const PfTileset    *near,
                                      GError            **error);

/**
 * pf_project_duplicate_item:
 * @self: a project
 * @place: the item to copy
 *
 * Returns: (transfer full): a deep copy with a fresh id (the old one with
 *   "-2", "-3", …) and a title that says it is a copy
 */
gpointer    pf_project_duplicate_item (PfProject         *self,
                                       const PfItemPlace *place);

/**
 * pf_project_users_of:
 * @self: a project
 * @place: an item
 *
 * Returns: (transfer full) (element-type utf8): the paths of the items that
 *   refer to it (the maps of a tile set); empty when nothing does
 */
GPtrArray  *pf_project_users_of      (PfProject          *self,
                                      const PfItemPlace  *place);

/* Generic access to an item of @kind. */
const char *pf_item_get_id           (PfItemKind          kind,
                                      gconstpointer       item);
/* Replaces the item's id with @id, which it takes. */
void        pf_item_take_id          (PfItemKind          kind,
                                      gpointer            item,
                                      char               *id);
PfMeta     *pf_item_get_meta         (PfItemKind          kind,
                                      gpointer            item);
/* The title to show: the meta title, else the id. */
const char *pf_item_get_title        (PfItemKind          kind,
                                      gconstpointer       item);
/* A copy as the project keeps it: its levels keep their playtest results. */
gpointer    pf_item_copy             (PfItemKind          kind,
                                      gconstpointer       item);
void        pf_item_free             (PfItemKind          kind,
                                      gpointer            item);

/**
 * pf_item_bytes:
 * @kind: the kind
 * @item: an item
 *
 * Returns: about how many bytes of memory @item holds, for accounting
 */
gsize       pf_item_bytes            (PfItemKind          kind,
                                      gconstpointer       item);

G_END_DECLS

/* pf-document.h: an open project: its file, its modified state and its undo history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-file-identity.h"
#include "pf-item.h"
#include "pf-project-items.h"
#include "pf-project.h"

G_BEGIN_DECLS

#define PF_TYPE_DOCUMENT (pf_document_get_type ())

G_DECLARE_FINAL_TYPE (PfDocument, pf_document, PF, DOCUMENT, GObject)

/**
 * pf_document_new:
 * @project: (nullable) (transfer none): the project, or %NULL for a new,
 *   empty one
 * @file: (nullable): the file it came from
 *
 * Returns: (transfer full): a document holding @project, unmodified, with
 *   no history
 */
PfDocument *pf_document_new            (PfProject    *project,
                                        GFile        *file);

/**
 * pf_document_load:
 * @file: a project file
 * @error: return location for an error whose message is `FILE:LINE: message`
 *
 * Returns: (transfer full): the document of @file, or %NULL with @error set
 */
PfDocument *pf_document_load           (GFile        *file,
                                        GError      **error);

PfProject  *pf_document_get_project    (PfDocument   *self);
/* The file the document is saved to, or %NULL when it never was. */
GFile      *pf_document_get_file       (PfDocument   *self);
void        pf_document_set_file       (PfDocument   *self,
                                        GFile        *file);
/* The file's base name, or "Untitled Project". */
char       *pf_document_dup_name       (PfDocument   *self);

/**
 * pf_document_get_modified:
 * @self: a document
 *
 * Returns: %TRUE when an edit since the last save is not undone (cached
 *   solver figures, derived from the levels, do not count)
 */
gboolean    pf_document_get_modified   (PfDocument   *self);

/**
 * pf_document_mark_modified:
 * @self: a document
 *
 * Marks the document modified whatever its history says, as a project
 * recovered after a crash is until it is saved.
 */
void        pf_document_mark_modified  (PfDocument   *self);

/**
 * pf_document_save:
 * @self: a document
 * @file: (nullable): where to save, or %NULL for the document's own file
 * @error: return location for an error
 *
 * Saves atomically. On success @file becomes the document's file and the
 * document is unmodified; on failure nothing changes. A save over the file
 * the document was read from (or last saved to) fails with a
 * %PF_ERROR_CHANGED error naming it when another program changed that
 * file since ("changed on disk since it was read"); the file stays as the
 * other program left it.
 *
 * Returns: %TRUE on success
 */
gboolean    pf_document_save           (PfDocument   *self,
                                        GFile        *file,
                                        GError      **error);

/**
 * pf_document_save_async:
 * @self: a document
 * @file: (nullable): where to save, or %NULL for the document's own file
 * @cancellable: (nullable): a cancellable
 * @callback: called when the file is written
 * @user_data: data for @callback
 *
 * Like pf_document_save(), but the project is written from a copy in a
 * worker thread, so editing can go on meanwhile. Edits made while it runs
 * leave the document modified.
 */
void        pf_document_save_async     (PfDocument          *self,
                                        GFile               *file,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data);
gboolean    pf_document_save_finish    (PfDocument          *self,
                                        GAsyncResult        *result,
                                        GError             **error);

/**
 * pf_document_allow_overwrite:
 * @self: a document
 *
 * Lets the next save replace the document's file whatever is on disk now,
 * after a save was refused with %PF_ERROR_CHANGED and the designer chose
 * to overwrite the other program's changes.
 */
void        pf_document_allow_overwrite (PfDocument         *self);

/**
 * pf_document_set_read_identity:
 * @self: a document
 * @file: the local file the document's contents were read from
 * @identity: what was on disk at @file then
 *
 * The next save over @file first checks that @identity is still what is
 * there, and is refused with %PF_ERROR_CHANGED otherwise. pf_document_load()
 * records it; a document rebuilt from a copy (crash recovery) is given the
 * identity its file had when the copy was made.
 */
void        pf_document_set_read_identity (PfDocument           *self,
                                           GFile                *file,
                                           const PfFileIdentity *identity);

/**
 * pf_document_get_read_identity:
 * @self: a document
 * @identity: (out caller-allocates): set when the function returns a file
 *
 * Returns: (transfer none) (nullable): the file whose identity the next save
 *   checks, or %NULL when it checks none (a new file, or after
 *   pf_document_allow_overwrite())
 */
GFile      *pf_document_get_read_identity (PfDocument           *self,
                                           PfFileIdentity       *identity);

/**
 * pf_document_copy_project:
 * @self: a document
 *
 * Returns: (transfer full): a deep copy of the project as it is now, for
 *   work in another thread (an autosave, an export)
 */
PfProject  *pf_document_copy_project   (PfDocument   *self);

/**
 * pf_document_replace_item:
 * @self: a document
 * @path: an item
 * @content: (transfer full): what the item becomes
 *
 * Gives the item @content's content as one undo step. The item stays the
 * same object, so pointers to it stay good. For a pack only the id and
 * metadata are taken.
 *
 * Returns: %TRUE when @path named an item
 */
gboolean    pf_document_replace_item   (PfDocument   *self,
                                        const char   *path,
                                        gpointer      content);

/**
 * pf_document_set_figures:
 * @self: a document
 * @path: a level
 * @figures: the solver's figures for it
 *
 * Caches solver figures on a level. They are derived from the level and
 * computed again as the designer works, so this is no undo step and does
 * not mark the document modified; the next save writes them. Emits
 * #PfDocument::item-changed.
 */
void        pf_document_set_figures    (PfDocument          *self,
                                        const char          *path,
                                        const PfTriFigures  *figures);

/* Groups: several edits as one undo step */

/**
 * pf_document_begin_group:
 * @self: a document
 * @label: what the group does, for the undo history
 *
 * Everything until the matching pf_document_end_group() is undone and
 * redone as one step. Groups nest; the outermost label wins.
 */
void        pf_document_begin_group    (PfDocument   *self,
                                        const char   *label);
void        pf_document_end_group      (PfDocument   *self);

/* Strokes: a drag's edits as one undo step, each heard at once */

/**
 * pf_document_begin_stroke:
 * @self: a document
 * @label: (nullable): what the stroke does, for the undo history ("Paint
 *   Walls"), or %NULL for its first edit's own label
 *
 * Until pf_document_end_stroke(), every edit that changes something joins
 * one undo step, which the first of them opens, so undo takes the whole
 * stroke back. Unlike a group's, each edit is announced with
 * #PfDocument::item-changed as it is made, so a view redraws while the
 * pointer moves. A stroke in which nothing changed records nothing. Strokes
 * do not nest.
 */
void        pf_document_begin_stroke   (PfDocument   *self,
                                        const char   *label);
void        pf_document_end_stroke     (PfDocument   *self);

/* The lists of items */

/**
 * pf_document_insert_item:
 * @self: a document
 * @kind: the kind of @item
 * @pack: (nullable): for a level, the path or id of its pack
 * @index: where in the list, or -1 for the end
 * @item: (transfer full): the item; its id must be free in that list
 *
 * Returns: (transfer full) (nullable): the new item's path, or %NULL when
 *   @pack names no pack or the id is taken
 */
char       *pf_document_insert_item    (PfDocument   *self,
                                        PfItemKind    kind,
                                        const char   *pack,
                                        int           index,
                                        gpointer      item);

/**
 * pf_document_remove_item:
 * @self: a document
 * @path: an item
 *
 * Takes the item out of the project as one undo step. It stays alive in the
 * history, so undo brings the very same item back.
 *
 * Returns: %TRUE when @path named an item
 */
gboolean    pf_document_remove_item    (PfDocument   *self,
                                        const char   *path);

/**
 * pf_document_move_level:
 * @self: a document
 * @path: a level
 * @pack: the path or id of the pack it goes to (its own for a reorder)
 * @index: its index there afterwards, or -1 for the end
 *
 * Moves a level within its pack or to another pack as one undo step. A
 * level whose id is taken in the new pack gets a free one.
 *
 * Returns: (transfer full) (nullable): the level's new path
 */
char       *pf_document_move_level     (PfDocument   *self,
                                        const char   *path,
                                        const char   *pack,
                                        int           index);

/**
 * pf_document_merge_pack:
 * @self: a document
 * @path: the path or id of the pack whose levels move
 * @into: the path or id of the pack they go to
 *
 * Moves every level of one pack to the end of another, in their order, and
 * deletes the emptied pack, as one undo step. Each level keeps its id where
 * it is free in @into (pf_document_move_level()).
 *
 * Returns: (transfer full) (nullable): the path of @into, or %NULL when
 *   either is no pack or both are the same
 */
char       *pf_document_merge_pack     (PfDocument   *self,
                                        const char   *path,
                                        const char   *into);

/**
 * pf_document_reorder_levels:
 * @self: a document
 * @pack: the path or id of a pack
 * @order: for each new place, the old index of the level that goes there
 * @n_order: the pack's number of levels
 *
 * Puts a pack's levels in a new order (a sort) as one undo step.
 *
 * Returns: %TRUE when @order was a permutation of the pack's levels
 */
gboolean    pf_document_reorder_levels (PfDocument   *self,
                                        const char   *pack,
                                        const guint  *order,
                                        guint         n_order);

/* The designer's operations on items (SPEC §9.1), each one undo step */

/**
 * pf_document_add_item:
 * @self: a document
 * @kind: the kind of @item
 * @pack: (nullable): for a level, the path or id of its pack
 * @index: where in the list, or -1 for the end
 * @item: (transfer full): a new item, such as a generated map or level
 * @error: return location for a #PF_ERROR_INVALID error: @pack names no pack
 *
 * Gives @item a fresh id and title of its own (pf_project_fresh_name():
 * "map-3", "Map 3") and inserts it as one undo step. Its other metadata is
 * kept. @item is freed when it cannot be added.
 *
 * Returns: (transfer full) (nullable): the new item's path, or %NULL with
 *   @error set
 */
char       *pf_document_add_item       (PfDocument   *self,
                                        PfItemKind    kind,
                                        const char   *pack,
                                        int           index,
                                        gpointer      item,
                                        GError      **error);

/**
 * pf_document_set_meta:
 * @self: a document
 * @path: an item other than the playtest settings
 * @meta: its new title, author and notes; empty text clears a field
 * @error: return location for a #PF_ERROR_INVALID error: @path names no item
 *
 * Sets the item's metadata as one undo step, as pf_document_rename_item()
 * sets its title: a map's id follows a new title, and
 * #PfDocument::items-changed says so. Setting what the item has records
 * nothing.
 *
 * Returns: %TRUE when @path named an item
 */
gboolean    pf_document_set_meta       (PfDocument   *self,
                                        const char   *path,
                                        const PfMeta *meta,
                                        GError      **error);

/**
 * pf_document_add_new_item:
 * @self: a document
 * @kind: what to add
 * @selected: (nullable): the path of the selected item: a new level goes
 *   into its pack (after it, when it is a level), a new map uses the
 *   selected tile set
 * @error: return location for an error (a map without a tile set)
 *
 * Adds a new item with a fresh id and title (pf_project_new_item()). A new
 * level with no pack to go into makes a pack too, in the same step.
 *
 * Returns: (transfer full): the new item's path, or %NULL with @error set
 */
char       *pf_document_add_new_item   (PfDocument   *self,
                                        PfItemKind    kind,
                                        const char   *selected,
                                        GError      **error);

/**
 * pf_document_duplicate_item:
 * @self: a document
 * @path: an item other than the playtest settings
 *
 * Adds a copy of the item right after it, with a fresh id and a title
 * that says it is a copy. A pack's copy holds copies of its levels.
 *
 * Returns: (transfer full) (nullable): the copy's path
 */
char       *pf_document_duplicate_item (PfDocument   *self,
                                        const char   *path);

/**
 * pf_document_rename_item:
 * @self: a document
 * @path: an item
 * @title: the new title; blank clears it, so the id shows
 *
 * Sets the item's title as one undo step. Its id stays, but for a map's:
 * a map's id follows its title (pf_project_id_for_title()), in the same
 * step, so the map's path changes and #PfDocument::items-changed says so.
 * A blank title leaves a map's id as it is.
 *
 * Returns: %TRUE when @path named an item
 */
gboolean    pf_document_rename_item    (PfDocument   *self,
                                        const char   *path,
                                        const char   *title);

/**
 * pf_document_delete_item:
 * @self: a document
 * @path: an item
 *
 * Deletes the item and, in the same step, what cannot be without it (the
 * maps of a tile set: see pf_project_users_of()).
 *
 * Returns: %TRUE when @path named an item
 */
gboolean    pf_document_delete_item    (PfDocument   *self,
                                        const char   *path);

/**
 * pf_document_add_levels:
 * @self: a document
 * @pack: the path or id of the pack
 * @index: where, or -1 for the end
 * @levels: (element-type PfTriLevel) (transfer none): levels to copy in
 * @skipped: (out) (optional) (transfer full) (element-type utf8): one
 *   message per level left out
 *
 * Adds copies of @levels as one step, by the rule of
 * pf_tri_pack_add_levels(): an id that is taken in the pack gets a suffix
 * ("-2", "-3", …), and a level that is the same puzzle as one in the pack
 * is left out.
 *
 * Returns: (transfer full) (element-type utf8) (nullable): the paths of the
 *   new levels, or %NULL when @pack names no pack
 */
GPtrArray  *pf_document_add_levels     (PfDocument   *self,
                                        const char   *pack,
                                        int           index,
                                        GPtrArray    *levels,
                                        GPtrArray   **skipped);

/**
 * pf_document_add_new_levels:
 * @self: a document
 * @pack: the path or id of the pack
 * @index: where, or -1 for the end
 * @levels: (element-type PfTriLevel) (transfer none): new levels (made by a
 *   generator) to copy in
 * @skipped: (out) (optional) (transfer full) (element-type utf8): one
 *   message per level left out
 *
 * Adds copies of @levels as one step, each with a fresh id and title of its
 * own (pf_project_fresh_name(): "level-17", "Level 17"), in order. A level
 * that comes with a title, that of the level it was made from, is titled
 * as a variant of it instead (pf_tri_pack_variant_title(): "Two rooms
 * (Variant 1)"). A level that is the same puzzle as one in the pack is
 * left out.
 *
 * Returns: (transfer full) (element-type utf8) (nullable): the paths of the
 *   new levels, or %NULL when @pack names no pack
 */
GPtrArray  *pf_document_add_new_levels (PfDocument   *self,
                                        const char   *pack,
                                        int           index,
                                        GPtrArray    *levels,
                                        GPtrArray   **skipped);

/**
 * pf_document_commit_tileset:
 * @self: a document
 * @path: a tile set
 * @edited: (transfer full): what the tile set becomes
 * @merge: %TRUE to make this edit part of the last undo step (the steps of
 *   one slider drag)
 * @note: (out) (optional) (transfer full): a sentence naming the maps that
 *   were filled again where the changed shapes lay, or %NULL
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * Replaces a tile set as one step, keeping its maps whole: each map follows
 * its shapes and variants, and the cells of a changed shape are filled
 * again around the rest (pf_map_refit()). When the
 * tile set is unusable or a map cannot be refitted, nothing changes.
 *
 * Returns: %TRUE when the edit was made
 */
gboolean    pf_document_commit_tileset (PfDocument   *self,
                                        const char   *path,
                                        PfTileset    *edited,
                                        gboolean      merge,
                                        char        **note,
                                        GError      **error);

/* History */

gboolean    pf_document_can_undo       (PfDocument   *self);
gboolean    pf_document_can_redo       (PfDocument   *self);

/**
 * pf_document_undo:
 * @self: a document
 *
 * Undoes the last step.
 *
 * Returns: (transfer full) (nullable): the path of the item the step was
 *   about, for the view to show, or %NULL
 */
char       *pf_document_undo           (PfDocument   *self);
char       *pf_document_redo           (PfDocument   *self);
/* What the next undo (redo) would undo (redo), for a menu label, or NULL. */
const char *pf_document_get_undo_label (PfDocument   *self);
const char *pf_document_get_redo_label (PfDocument   *self);

/**
 * pf_document_get_history_bytes:
 * @self: a document
 *
 * Returns: about how many bytes the undo and redo history hold
 */
gsize       pf_document_get_history_bytes (PfDocument *self);

G_END_DECLS

#include "pf-document-layout.h"
#include "pf-document-level.h"
#include "pf-document-map.h"

/* pf-document-level.h: the designer's edits of a level, as named document operations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each operation is the rule of pf-tri-level-edit.h made on the level at
 * @path as one undo step, or as part of the open group or stroke. It resets
 * the level's cached solver figures and emits #PfDocument::item-changed
 * for the level. A refused edit (its rule's #PF_ERROR_INVALID error, or a
 * path that names no level) records nothing and emits nothing; an edit that
 * changes nothing (setting what the level has) succeeds and records
 * nothing. These are the level page's actions (SPEC §9.1), made in
 * pf-document-edit.c of the in-place edit beside them.
 */
#pragma once

#include "pf-document.h"
#include "pf-tri-level.h"

G_BEGIN_DECLS

/**
 * pf_document_level_set_wall:
 * @self: a document
 * @path: a level's path
 * @triangle: a triangle index
 * @wall: %TRUE for wall, %FALSE for floor
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_tri_level_set_wall(), undone as "Paint Walls".
 *
 * Returns: %TRUE when the level has what was asked
 */
gboolean pf_document_level_set_wall     (PfDocument  *self,
                                         const char  *path,
                                         guint        triangle,
                                         gboolean     wall,
                                         GError     **error);

/**
 * pf_document_level_set_goal:
 * @self: a document
 * @path: a level's path
 * @triangle: a triangle index
 * @goal: whether it is a goal
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_tri_level_set_goal(), undone as "Paint Goals".
 *
 * Returns: %TRUE when the level has what was asked
 */
gboolean pf_document_level_set_goal     (PfDocument  *self,
                                         const char  *path,
                                         guint        triangle,
                                         gboolean     goal,
                                         GError     **error);

/**
 * pf_document_level_add_block:
 * @self: a document
 * @path: a level's path
 * @axis: the band axis
 * @first: the first (rearmost) triangle
 * @length: how many triangles
 * @key: whether it is a key block
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_tri_level_add_block(): the block becomes the last one.
 *
 * Returns: %TRUE when the block was added
 */
gboolean pf_document_level_add_block    (PfDocument  *self,
                                         const char  *path,
                                         PfTriAxis    axis,
                                         guint        first,
                                         guint        length,
                                         gboolean     key,
                                         GError     **error);

/**
 * pf_document_level_delete_block:
 * @self: a document
 * @path: a level's path
 * @index: a block index
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_tri_level_delete_block().
 *
 * Returns: %TRUE when the block was deleted
 */
gboolean pf_document_level_delete_block (PfDocument  *self,
                                         const char  *path,
                                         guint        index,
                                         GError     **error);

/**
 * pf_document_level_resize_block:
 * @self: a document
 * @path: a level's path
 * @index: a block index
 * @length: its new length
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_tri_level_resize_block().
 *
 * Returns: %TRUE when the block has @length
 */
gboolean pf_document_level_resize_block (PfDocument  *self,
                                         const char  *path,
                                         guint        index,
                                         guint        length,
                                         GError     **error);

/**
 * pf_document_level_move_block:
 * @self: a document
 * @path: a level's path
 * @index: a block index
 * @steps: whole steps along its band, forward when positive
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_tri_level_move_block(): a slide without pushing, refused whole. A
 * block drag is a stroke (pf_document_begin_stroke()) of such slides.
 *
 * Returns: %TRUE when the block was moved
 */
gboolean pf_document_level_move_block   (PfDocument  *self,
                                         const char  *path,
                                         guint        index,
                                         int          steps,
                                         GError     **error);

/**
 * pf_document_level_set_key:
 * @self: a document
 * @path: a level's path
 * @index: a block index
 * @key: whether it is a key block
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * pf_tri_level_set_key().
 *
 * Returns: %TRUE when the block has what was asked
 */
gboolean pf_document_level_set_key      (PfDocument  *self,
                                         const char  *path,
                                         guint        index,
                                         gboolean     key,
                                         GError     **error);

/**
 * pf_document_add_playtests:
 * @self: a document
 * @pack: the pack's path or id
 * @logs: (element-type PfPlaytestLog): playtest logs of the pack
 * @names: (nullable) (element-type utf8): the name of each log, for messages
 * @updated: (out) (optional): how many held results were brought up to date
 * @error: return location for a #PF_ERROR_INVALID error: no such pack, or
 *   a log of another pack or naming a level the pack does not have
 *
 * Adds the logs' results to the pack's levels (pf_playtest_merge()) as one
 * undo step, "Import Playtests", and emits #PfDocument::item-changed for
 * each level that got new results. The levels' figures stay. When one log
 * fails its check (pf_playtest_logs_check()), nothing changes.
 *
 * Returns: how many results were added (0 when the logs bring nothing new
 *   and bring none up to date), or -1 with @error set
 */
gint     pf_document_add_playtests      (PfDocument  *self,
                                         const char  *pack,
                                         GPtrArray   *logs,
                                         GPtrArray   *names,
                                         guint       *updated,
                                         GError     **error);

G_END_DECLS

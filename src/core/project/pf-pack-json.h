/* pf-pack-json.h: the pack JSON that game engines read (SPEC §8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One object: {"format": "polyform-pack", "version": 1, "id", "title",
 * "author", "notes", "levels": [...]}. Each level carries its grid as the
 * project's 16 lines of 32 characters, its blocks with the triangle indices
 * they cover at the start (so a game needs no band arithmetic), and its
 * solver figures and optimal solution, or nulls when it was not solved.
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

#define PF_PACK_JSON_FORMAT  "polyform-pack"
#define PF_PACK_JSON_VERSION 1

/**
 * pf_pack_json_write:
 * @pack: a pack
 * @cancellable: (nullable): cancels the solving from another thread
 * @error: return location for a #PF_ERROR_INVALID error naming a level that
 *   is not a valid level, or a %G_IO_ERROR_CANCELLED error
 *
 * Writes @pack as pack JSON. A level whose cached figures say it was solved
 * is solved again for its optimal solution, and its "moves" and "steps"
 * are the solver's; its "difficulty" is the cached one, to the two decimals
 * the project keeps, while it agrees with the solver's move count. A level
 * known to be unsolvable has null figures and an empty solution; a level not
 * yet solved has null figures and a null solution. Absent text is "".
 *
 * The levels are solved on one thread per processor: see
 * pf_pack_json_write_full(). This may take as long as solving the pack:
 * call it from a worker thread in an interactive program.
 *
 * Returns: (transfer full) (nullable): the JSON document, ending in a
 *   newline, or %NULL with @error set
 */
char      *pf_pack_json_write (const PfTriPack  *pack,
                               GCancellable     *cancellable,
                               GError          **error);

/**
 * PfPackJsonProgress:
 * @n_solved: how many levels have been solved (or needed no solving)
 * @n_levels: how many levels the pack has
 * @user_data: closure data
 *
 * Called by pf_pack_json_write_full() as the pack's levels are solved.
 */
typedef void (*PfPackJsonProgress) (guint    n_solved,
                                    guint    n_levels,
                                    gpointer user_data);

/**
 * pf_pack_json_write_full:
 * @pack: a pack
 * @n_threads: how many threads solve the levels, or 0 for one per
 *   processor. The JSON does not depend on it
 * @progress: (nullable) (scope call): called from the calling thread at
 *   most four times a second while levels are solved
 * @user_data: data for @progress
 * @cancellable: (nullable): cancels the solving from another thread
 * @error: return location for an error, as pf_pack_json_write()'s
 *
 * Writes @pack as pf_pack_json_write() does, solving its levels on
 * @n_threads threads at once and saying how far it got.
 *
 * Returns: (transfer full) (nullable): the JSON document, ending in a
 *   newline, or %NULL with @error set
 */
char      *pf_pack_json_write_full (const PfTriPack     *pack,
                                    guint                n_threads,
                                    PfPackJsonProgress   progress,
                                    gpointer             user_data,
                                    GCancellable        *cancellable,
                                    GError             **error);

/**
 * pf_pack_json_read:
 * @data: the JSON text
 * @length: its length in bytes, or -1 when nul-terminated
 * @display_name: the name used in error messages (a file name)
 * @error: return location for a #PF_ERROR_PARSE error (not JSON, with its
 *   line and column), a #PF_ERROR_VERSION error (a newer version), or a
 *   #PF_ERROR_SEMANTIC error naming the line, the level and what is wrong
 *
 * Reads a pack JSON as pf_pack_json_write() writes it. Every level is
 * checked as a project level is (SPEC §6): grid, at most 16 blocks on the
 * board, on floor and apart, a key block and a goal. When a block lists its
 * "triangles", they must be the ones its axis, first triangle and length
 * cover. The figures are kept as given: "moves" and "steps" as the cached
 * solution, "difficulty" alone (the other analysis figures unknown); a null
 * "moves" with an empty "solution" marks a level known to be unsolvable.
 *
 * Returns: (transfer full) (nullable): the pack with its levels, or %NULL
 */
PfTriPack *pf_pack_json_read  (const char       *data,
                               gssize            length,
                               const char       *display_name,
                               GError          **error);

G_END_DECLS

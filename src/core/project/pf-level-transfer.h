/* pf-level-transfer.h: levels moving between packs, files and the clipboard (SPEC §8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copying a level gives its `<tri-level>` element as text. Pasting, and
 * `polyform import`, take that text, a whole project file or a pack JSON,
 * and add the levels to a pack: a taken id gets a suffix, and a level that
 * is the same puzzle (SPEC §2.8) as one already in the pack, or as another
 * level coming in, is skipped.
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

/**
 * pf_tri_level_to_text:
 * @level: a level
 *
 * The level as clipboard text: its `<tri-level>` element exactly as the
 * project file holds it, with its `<meta>` (title, author, notes), blocks,
 * cached figures and extension content (their namespaces declared on it).
 *
 * Returns: (transfer full): the text, ending in a newline
 */
char      *pf_tri_level_to_text           (const PfTriLevel  *level);

/**
 * pf_tri_levels_from_text:
 * @text: clipboard text or the contents of a file
 * @length: its length in bytes, or -1 when nul-terminated
 * @display_name: the name used in error messages ("clipboard", a file name)
 * @error: return location for a #PfError naming @display_name and the
 *   line: %PF_ERROR_PARSE, %PF_ERROR_SCHEMA, %PF_ERROR_SEMANTIC or
 *   %PF_ERROR_VERSION, or %PF_ERROR_INVALID when @text holds none of the
 *   forms below
 *
 * Reads levels from one of: a pack JSON (pf_pack_json_read()); one or more
 * `<tri-level>` elements, as pf_tri_level_to_text() writes them (an XML
 * declaration before them is allowed); a `<tri-pack>` element; or a whole
 * project document, whose packs' levels are taken in order. XML is loaded
 * as a project file is: schema, semantic checks and all, with no network,
 * DTD or entities.
 *
 * Returns: (transfer full) (element-type PfTriLevel) (nullable): the
 *   levels (possibly none, for a project without levels), or %NULL
 */
GPtrArray *pf_tri_levels_from_text        (const char        *text,
                                           gssize             length,
                                           const char        *display_name,
                                           GError           **error);

/**
 * pf_tri_pack_from_text:
 * @text: the contents of a file, or clipboard text
 * @length: its length in bytes, or -1 when nul-terminated
 * @display_name: the name used in error messages
 * @error: return location for an error, as pf_tri_levels_from_text()
 *
 * Reads the levels of @text as pf_tri_levels_from_text() does, into a pack
 * that also keeps the source's pack: a pack JSON's id, title, author and
 * notes, or those of a project's pack when it has just one ("levels" and no
 * metadata otherwise).
 *
 * Returns: (transfer full) (nullable): the levels in a pack, or %NULL
 */
PfTriPack *pf_tri_pack_from_text          (const char        *text,
                                           gssize             length,
                                           const char        *display_name,
                                           GError           **error);

/**
 * pf_tri_pack_find_repeats:
 * @pack: a pack
 * @levels: (element-type PfTriLevel): levels that would come into @pack
 *
 * For each of @levels, the level it repeats: a level of @pack, or one of
 * @levels before it, that is the same puzzle (SPEC §2.8: the same walls,
 * goals and blocks on the same bands, with a start reachable from the
 * other's). A level whose reachable states are too many to enumerate
 * (%PF_TRI_SAME_PUZZLE_MAX_STATES) repeats only a level of its own layout.
 *
 * Returns: (transfer container) (element-type PfTriLevel): as many entries
 *   as @levels: the level repeated (borrowed), or %NULL for a new puzzle
 */
GPtrArray *pf_tri_pack_find_repeats       (const PfTriPack   *pack,
                                           GPtrArray         *levels);

/**
 * pf_tri_pack_add_levels:
 * @pack: the pack to add to
 * @levels: (element-type PfTriLevel): the levels; copies are added
 * @position: where the first goes in @pack, or -1 for the end
 * @added: (out) (optional) (transfer container) (element-type PfTriLevel):
 *   the levels added, now owned by @pack, in order
 * @skipped: (out) (optional) (transfer full) (element-type utf8): one
 *   message per level skipped, naming it and the level it repeats
 *
 * Adds the levels in order. A level that is the same puzzle (SPEC §2.8,
 * pf_tri_pack_find_repeats()) as one in @pack, or as one of @levels before
 * it, is skipped. An id already taken in @pack gets the first free suffix
 * "-2", "-3", …
 *
 * Returns: how many levels were added
 */
guint      pf_tri_pack_add_levels         (PfTriPack         *pack,
                                           GPtrArray         *levels,
                                           int                position,
                                           GPtrArray        **added,
                                           GPtrArray        **skipped);

/**
 * pf_tri_level_complete_figures:
 * @level: a level whose cached figures are partial (as pack JSON gives
 *   them: moves, steps and difficulty without the rest of the analysis)
 * @max_states: the state budget of the analysis, or 0 for none
 * @cancellable: (nullable): cancels the work from another thread
 * @error: return location for a #PF_ERROR_LIMIT error when the reachable
 *   component is larger than @max_states, a %G_IO_ERROR_CANCELLED error,
 *   or a #PF_ERROR_INVALID error for an invalid level
 *
 * Solves and analyses @level when its cache holds a move count or a
 * difficulty but not the whole analysis, and stores the figures found
 * (the solver's, which may differ from the partial ones), as
 * pf_tri_level_measure() does: a draft is unsolvable. A level with no
 * figures, or with all of them, is left alone.
 *
 * Returns: %TRUE when @level's figures are complete or were left alone
 */
gboolean   pf_tri_level_complete_figures  (PfTriLevel        *level,
                                           guint64            max_states,
                                           GCancellable      *cancellable,
                                           GError           **error);

G_END_DECLS

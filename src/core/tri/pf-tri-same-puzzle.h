/* pf-tri-same-puzzle.h: levels that are the same puzzle from another start (SPEC §2.8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two levels are the same puzzle when their walls and goals are equal,
 * their blocks lie on the same bands with the same axes, lengths and key
 * flags (up to block order), and the start of one is reachable from the
 * start of the other. The test comes in two parts:
 *
 * - the *band key* (pf_tri_level_band_key()): walls, goals and each
 *   block's lane (its band and the orientation of its first triangle),
 *   length and key flag, in a canonical order. Sliding blocks never
 *   changes it, so levels with different band keys are different puzzles,
 *   and the band key groups candidates in a hash table;
 * - the *component*: among levels of one band key, the blocks' positions.
 *   Blocks on one band never pass each other, so the blocks can be put in
 *   one canonical order that holds for every state of a component; the
 *   least state in that order names the component. The *component key*
 *   (pf_tri_level_component_key()) is the band key followed by it: two
 *   levels are the same puzzle exactly when their component keys are equal.
 *
 * The component has to be enumerated for its key, so the key has a state
 * budget. A level whose component is larger than the budget has no key;
 * pf_tri_level_same_puzzle() and #PfTriPuzzleSet then find it the same
 * puzzle only as a level with the same layout (pf_tri_level_same_layout()),
 * or with a start their search reached within the budget.
 */
#pragma once

#include <gio/gio.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

/* The budget of pf_tri_level_same_puzzle() and of the callers that have
 * none of their own: a component of this many states takes about a second. */
#define PF_TRI_SAME_PUZZLE_MAX_STATES 1000000

/**
 * pf_tri_level_band_key:
 * @level: a level
 *
 * The part of @level that no move changes, in a canonical form: walls,
 * goals, and for each block its lane, axis, length and key flag, sorted.
 * Equal band keys are necessary for the same puzzle, not sufficient. The
 * key suits g_bytes_hash() and g_bytes_equal().
 *
 * Returns: (transfer full): the key
 */
GBytes   *pf_tri_level_band_key      (const PfTriLevel *level);

/**
 * pf_tri_level_component_key:
 * @level: a level whose blocks fit (pf_tri_rules_new())
 * @max_states: the state budget, or 0 for none
 * @cancellable: (nullable): cancels the enumeration from another thread
 * @error: return location for a #PF_ERROR_LIMIT error when the reachable
 *   component has more than @max_states states, a %G_IO_ERROR_CANCELLED
 *   error, a #PF_ERROR_NO_MEMORY error, or a #PF_ERROR_INVALID error when
 *   the blocks do not fit
 *
 * Enumerates the states reachable from @level's start and returns the band
 * key followed by the least of them in the canonical block order (8 bytes).
 * Two levels are the same puzzle (SPEC §2.8) exactly when their component
 * keys are equal, so the keys suit a #GHashTable of puzzles.
 *
 * Returns: (transfer full) (nullable): the key, or %NULL with @error set
 */
GBytes   *pf_tri_level_component_key (const PfTriLevel *level,
                                      guint64           max_states,
                                      GCancellable     *cancellable,
                                      GError          **error);

/**
 * pf_tri_level_same_puzzle:
 * @a: a level
 * @b: another level
 *
 * Whether @a and @b are the same puzzle (SPEC §2.8). Band keys are compared
 * first, then the starts; only levels with equal band keys and different
 * starts are searched, from @a's start for @b's, for at most
 * %PF_TRI_SAME_PUZZLE_MAX_STATES states. A search that runs out of states
 * has proven nothing, and the levels are taken to be different puzzles.
 * A level whose blocks do not fit is the same puzzle only as a level of
 * the same layout.
 *
 * Returns: %TRUE when @b's start is reachable from @a's
 */
gboolean  pf_tri_level_same_puzzle   (const PfTriLevel *a,
                                      const PfTriLevel *b);

/**
 * PfTriPuzzleSet:
 *
 * A set of puzzles, for keeping out repeats: the pack's levels and those
 * added so far. It groups its levels by band key and computes a level's
 * component key only when another level of the same band key has a
 * different start, then keeps it, so each component is enumerated at most
 * once. Not thread-safe.
 *
 *     g_autoptr(PfTriPuzzleSet) seen = pf_tri_puzzle_set_new (0);
 *     gpointer same;
 *
 *     for (guint i = 0; i < pack->levels->len; i++)
 *       pf_tri_puzzle_set_add (seen, pack->levels->pdata[i], pack->levels->pdata[i], NULL);
 *     if (!pf_tri_puzzle_set_add (seen, level, level, &same))
 *       g_print ("%s repeats %s\n", level->id, ((PfTriLevel *) same)->id);
 */
typedef struct _PfTriPuzzleSet PfTriPuzzleSet;

/**
 * pf_tri_puzzle_set_new:
 * @max_states: the state budget of each component key, or 0 for
 *   %PF_TRI_SAME_PUZZLE_MAX_STATES
 *
 * Returns: (transfer full): an empty set
 */
PfTriPuzzleSet *pf_tri_puzzle_set_new  (guint64           max_states);
void            pf_tri_puzzle_set_free (PfTriPuzzleSet   *set);

/**
 * pf_tri_puzzle_set_add:
 * @set: a set
 * @level: a level; its walls, goals and blocks are copied
 * @data: (nullable): what to give back for @level when a later level
 *   repeats it; it must outlive @set
 * @same: (out) (optional): the data of the level @level repeats
 *
 * Adds @level unless the set holds the same puzzle already. A level
 * whose component is over the set's budget, or whose blocks do not fit,
 * is added, and repeats only a level of its own layout.
 *
 * Returns: %TRUE when @level was added; %FALSE when the set holds the
 *   same puzzle, whose data is then in @same
 */
gboolean        pf_tri_puzzle_set_add  (PfTriPuzzleSet   *set,
                                        const PfTriLevel *level,
                                        gpointer          data,
                                        gpointer         *same);

/**
 * pf_tri_puzzle_set_lookup:
 * @set: a set
 * @level: a level
 * @same: (out) (optional): the data of the level @level repeats
 *
 * As pf_tri_puzzle_set_add() without adding.
 *
 * Returns: %TRUE when the set holds the same puzzle as @level
 */
gboolean        pf_tri_puzzle_set_lookup (PfTriPuzzleSet   *set,
                                          const PfTriLevel *level,
                                          gpointer         *same);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriPuzzleSet, pf_tri_puzzle_set_free)

G_END_DECLS

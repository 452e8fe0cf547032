/* bench-levels.h: the seeded levels the triangle benchmarks share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-project.h"
#include "pf-tri-level.h"

G_BEGIN_DECLS

/**
 * bench_room_level:
 * @id: the level's id
 * @seed: the random seed
 * @rows: the room's height in rows (at most 12)
 * @cols: its width in columns (at most 13)
 * @n_blocks: how many blocks, or 0 for 6..9 drawn from the seed
 * @wall_percent: the share of the room's triangles that are walls
 *
 * A random level: a room of @rows × @cols from row 4 and column 3, with
 * walls on about @wall_percent % of its triangles, and @n_blocks blocks of
 * length 3 or 4; block 0 is the key, and the goal is where it would be 4
 * steps further along its band. The same arguments give the same level.
 *
 * Returns: (transfer full) (nullable): the level, or %NULL when the seed
 *   gives no room for the blocks or the goal
 */
PfTriLevel *bench_room_level       (const char       *id,
                                    guint64           seed,
                                    guint             rows,
                                    guint             cols,
                                    guint             n_blocks,
                                    guint             wall_percent);

/**
 * bench_hardest_start:
 * @level: a level, whose blocks are moved
 *
 * Moves @level's blocks to the hardest start of their component: the
 * first state at the largest distance from the goal (pf_tri_farthest()),
 * as the generators do. The component stays the same.
 *
 * Returns: the optimal moves from the new start, or -1 when the goal
 *   cannot be reached (the blocks stay)
 */
gint        bench_hardest_start    (PfTriLevel       *level);

/**
 * bench_unreachable_goal:
 * @level: a level
 *
 * Returns: (transfer full) (nullable): a copy of @level whose one goal is
 *   a floor triangle no key covers, so that every search covers the whole
 *   component; %NULL when there is none
 */
PfTriLevel *bench_unreachable_goal (const PfTriLevel *level);

/**
 * bench_reachable:
 * @level: a level
 * @max_states: give up past this many states
 * @moves: (out) (optional): the optimal moves, or -1
 *
 * Returns: the states of @level's component, or 0 when it has more than
 *   @max_states or the level is invalid
 */
guint64     bench_reachable        (const PfTriLevel *level,
                                    guint64           max_states,
                                    gint             *moves);

/**
 * bench_small_levels:
 * @examples: (nullable): a project whose levels come first
 * @count: how many levels
 * @max_states: the largest component a level may have
 *
 * A pack of small levels as designers make them: the levels of @examples
 * with at most @max_states reachable states and at least 2 moves, then
 * seeded rooms of 3..7 rows and 5..11 columns, with 3..8 blocks and up to
 * a fifth of walls, whose components have 10..@max_states states and
 * whose solutions 2 moves or more, until there are @count.
 *
 * Returns: (transfer full) (element-type PfTriLevel): the levels
 */
GPtrArray  *bench_small_levels     (PfProject        *examples,
                                    guint             count,
                                    guint64           max_states);

/**
 * bench_write_levels:
 * @path: a project file to write
 * @levels: (element-type PfTriLevel): levels
 *
 * Writes @levels as pack "bench" of a new project, for another build to
 * be benchmarked on the same levels; exits on failure.
 */
void        bench_write_levels     (const char       *path,
                                    GPtrArray        *levels);

G_END_DECLS

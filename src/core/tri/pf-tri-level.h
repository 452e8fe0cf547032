/* pf-tri-level.h: triangle puzzle levels and packs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-extensions.h"
#include "pf-meta.h"
#include "pf-tri-grid.h"

G_BEGIN_DECLS

#define PF_TRI_MAX_BLOCKS 16

/* A block's length, in triangles: at least two (SPEC §2.3), at most a band's. */
#define PF_TRI_MIN_BLOCK_LENGTH 2
#define PF_TRI_MAX_BLOCK_LENGTH 32

/**
 * PfTriBlock:
 * @axis: the band axis
 * @first: index of the first (rearmost, in forward order) triangle
 * @length: number of triangles, at least 2
 * @key: whether the block is a key block
 * @line: source line in the project file, or 0
 */
typedef struct
{
  PfTriAxis axis;
  guint     first;
  guint     length;
  gboolean  key;
  guint     line;
} PfTriBlock;

/**
 * PfTriFigures:
 *
 * Cached solver and analysis figures, as stored in the project file.
 * A negative value means "not known".
 */
typedef struct
{
  gint   moves;              /* -1 unknown; -2 known unsolvable */
  gint   steps;
  gint64 reachable;          /* -1 unknown */
  gint64 solved_states;
  gint   max_distance;       /* -1 unknown or none */
  gint64 farther_states;
  double difficulty;         /* < 0 unknown */
} PfTriFigures;

/**
 * PfTriLevel:
 *
 * One level: its walls, goals and blocks. Everything is owned.
 *
 * @playtests holds the results testers sent back (PfPlaytestResult*, see
 * pf-playtest-log.h), or %NULL. The array is shared and never changed in
 * place: it is replaced as a whole. pf_tri_level_copy() leaves it out, as
 * a copy is a new level nobody has played; the project's own copies of its
 * items keep it (pf_item_copy()).
 */
typedef struct
{
  char         *id;
  PfMeta        meta;
  PfTriMask     walls;
  PfTriMask     goals;
  guint         n_blocks;
  PfTriBlock    blocks[PF_TRI_MAX_BLOCKS];
  PfTriFigures  figures;
  PfExtensions *ext;
  GPtrArray    *playtests;
  guint         line;
  guint         grid_line;
} PfTriLevel;

/**
 * PfTriPack:
 *
 * An ordered list of levels with its metadata.
 */
typedef struct
{
  char         *id;
  PfMeta        meta;
  GPtrArray    *levels;   /* PfTriLevel*, owned */
  PfExtensions *ext;
  guint         line;
} PfTriPack;

/**
 * pf_tri_level_new:
 * @id: the level id
 *
 * Returns: (transfer full): an empty level: all floor, no goals, no blocks,
 *   unknown figures.
 */
PfTriLevel *pf_tri_level_new        (const char       *id);
/**
 * pf_tri_level_new_room:
 * @id: the level id
 *
 * Returns: (transfer full): a small level that can be played at once: an
 *   open room of 4 × 8 parallelograms in the middle of the board, one key
 *   block of three triangles and a goal of its shape four steps ahead of it
 */
PfTriLevel *pf_tri_level_new_room   (const char       *id);
PfTriLevel *pf_tri_level_copy       (const PfTriLevel *level);
void        pf_tri_level_free       (PfTriLevel       *level);
void        pf_tri_figures_reset    (PfTriFigures     *figures);

/**
 * pf_tri_difficulty_kept:
 * @difficulty: a difficulty score, or a negative value for none
 *
 * Returns: @difficulty to the two decimals the project file keeps, so that
 *   a level's figures are the same before a save and after a load
 */
double      pf_tri_difficulty_kept  (double              difficulty);

/**
 * pf_tri_figures_equal:
 *
 * Returns: %TRUE when @a and @b hold the same figures, the difficulty
 *   compared to the two decimals the project file keeps
 */
gboolean    pf_tri_figures_equal    (const PfTriFigures *a,
                                     const PfTriFigures *b);

/**
 * pf_tri_level_same_layout:
 *
 * Identical levels: the duplicates of SPEC §2.8. Two levels of the same
 * layout are always the same puzzle (pf_tri_level_same_puzzle() in
 * pf-tri-same-puzzle.h), which also finds the blocks slid elsewhere.
 *
 * Returns: %TRUE when @a and @b have the same walls, goals and blocks,
 *   up to block order
 */
gboolean    pf_tri_level_same_layout (const PfTriLevel *a,
                                      const PfTriLevel *b);

/**
 * pf_tri_level_block_at:
 * @level: a level
 * @index: a triangle
 *
 * Returns: the index of the block covering triangle @index in the level's
 *   start position, or -1
 */
int         pf_tri_level_block_at   (const PfTriLevel *level,
                                     guint             index);

/* Whether one of @level's blocks is a key block. */
gboolean    pf_tri_level_has_key       (const PfTriLevel *level);
/* Whether @level has a goal triangle. */
gboolean    pf_tri_level_has_goal      (const PfTriLevel *level);

/**
 * pf_tri_level_is_draft:
 * @level: a level
 *
 * Returns: whether @level lacks a key block or a goal (SPEC §2.9), so that
 *   nobody can solve it yet and it has no figures
 */
gboolean    pf_tri_level_is_draft      (const PfTriLevel *level);

/**
 * pf_tri_level_read_grid_row:
 * @level: the level being read
 * @row: the row, 0 to 15
 * @text: the row's text: 32 characters of `#` (wall), `.` (floor)
 *   and `*` (goal) (SPEC §6)
 *
 * Sets row @row of @level's walls and goals from @text, as the project
 * file and the pack JSON write it.
 *
 * Returns: (transfer full) (nullable): %NULL, or what is wrong with @text,
 *   counting characters, not bytes
 */
char       *pf_tri_level_read_grid_row (PfTriLevel *level,
                                        guint       row,
                                        const char *text);

PfTriPack  *pf_tri_pack_new         (const char       *id);
PfTriPack  *pf_tri_pack_copy        (const PfTriPack  *pack);
void        pf_tri_pack_free        (PfTriPack        *pack);
PfTriLevel *pf_tri_pack_find_level  (PfTriPack        *pack,
                                     const char       *id);

/**
 * pf_tri_pack_unique_level_id:
 * @pack: a pack
 * @base: the id wanted
 *
 * Returns: (transfer full): @base, or @base with "-2", "-3", … when a level
 *   of @pack has it (pf_name_unique())
 */
char       *pf_tri_pack_unique_level_id (const PfTriPack *pack,
                                         const char      *base);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriLevel, pf_tri_level_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriPack, pf_tri_pack_free)

G_END_DECLS

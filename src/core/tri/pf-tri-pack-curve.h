/* pf-tri-pack-curve.h: the move targets of a pack's difficulty curve (SPEC §7 build-pack)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A curve gives each of a pack's N new levels (k = 0 … N − 1) the optimal
 * move count it aims at, from A for the first level to B for the last,
 * and the range in which a level is accepted for it: ± max (1, 10 %) of
 * the target, never below one move. The pack builder searches for these
 * targets, and the Build Levels window draws them:
 *
 *     for (guint k = 0; k < count; k++)
 *       {
 *         gint low, high;
 *         gint moves = pf_tri_pack_curve_target (curve, count, a, b, k, &low, &high);
 *
 *         draw_target (k, moves, low, high, pf_tri_pack_curve_is_rest (curve, count, k));
 *       }
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * PfTriPackCurve:
 * @PF_TRI_PACK_CURVE_LINEAR: a straight line, `A + (B − A) · t`, with
 *   `t = k / (N − 1)`
 * @PF_TRI_PACK_CURVE_EASE: rises slowly, then faster: `A + (B − A) · t²`
 * @PF_TRI_PACK_CURVE_STEPS: groups of %PF_TRI_PACK_STEPS_GROUP levels rise
 *   along the straight line from A to B, and after each group but the last
 *   comes a rest level, which aims at the first target of the group before
 *   it (see pf_tri_pack_curve_is_rest())
 *
 * The shapes of a pack's difficulty curve.
 */
typedef enum
{
  PF_TRI_PACK_CURVE_LINEAR,
  PF_TRI_PACK_CURVE_EASE,
  PF_TRI_PACK_CURVE_STEPS,
} PfTriPackCurve;

/* The rising levels of a group of the steps curve. Five levels (four that
 * rise and the rest after them) are about what a player plays in one
 * sitting, and four are enough for a group to climb visibly. */
#define PF_TRI_PACK_STEPS_GROUP 4

/**
 * pf_tri_pack_curve_to_string:
 * @curve: a curve
 *
 * Returns: its name as `build-pack --curve` spells it: "linear", "ease" or
 *   "steps"
 */
const char *pf_tri_pack_curve_to_string   (PfTriPackCurve  curve);

/**
 * pf_tri_pack_curve_from_string:
 * @name: a name, as pf_tri_pack_curve_to_string() gives it
 * @curve: (out): the curve
 *
 * Returns: %TRUE when @name names a curve; @curve is left alone otherwise
 */
gboolean    pf_tri_pack_curve_from_string (const char      *name,
                                           PfTriPackCurve  *curve);

/**
 * pf_tri_pack_curve_is_rest:
 * @curve: a curve
 * @count: the number of levels N
 * @k: the level's number, 0 … N − 1
 *
 * Whether level @k is a rest level of the steps curve: levels 4, 9, 14, …
 * (every fifth), except the last level of the pack, which ends its group.
 * The other curves have none.
 *
 * Returns: %TRUE for a rest level
 */
gboolean    pf_tri_pack_curve_is_rest     (PfTriPackCurve  curve,
                                           guint           count,
                                           guint           k);

/**
 * pf_tri_pack_curve_target:
 * @curve: the curve's shape
 * @count: the number of levels N, at least 1
 * @min_moves: A, the first level's target
 * @max_moves: B, the last level's target, at least @min_moves
 * @k: the level's number, 0 … N − 1
 * @low: (out) (optional): the fewest moves accepted, `target − max (1,
 *   10 %)` rounded up, at least 1
 * @high: (out) (optional): the most moves accepted, `target + max (1,
 *   10 %)` rounded down
 *
 * The target of level @k (SPEC §7): for @PF_TRI_PACK_CURVE_LINEAR,
 * `A + (B − A) · k / (N − 1)`; for @PF_TRI_PACK_CURVE_EASE,
 * `A + (B − A) · (k / (N − 1))²`; for @PF_TRI_PACK_CURVE_STEPS, the
 * straight line over the rising levels alone, and for a rest level the
 * target of the first level of the group before it. Targets are rounded,
 * halves up; a pack of one level aims at A.
 *
 * Returns: the target, in optimal moves
 */
gint        pf_tri_pack_curve_target      (PfTriPackCurve  curve,
                                           guint           count,
                                           gint            min_moves,
                                           gint            max_moves,
                                           guint           k,
                                           gint           *low,
                                           gint           *high);

/**
 * pf_tri_pack_target_moves:
 *
 * pf_tri_pack_curve_target() on the straight line,
 * %PF_TRI_PACK_CURVE_LINEAR.
 *
 * Returns: the target
 */
gint        pf_tri_pack_target_moves      (guint           count,
                                           gint            min_moves,
                                           gint            max_moves,
                                           guint           k,
                                           gint           *low,
                                           gint           *high);

G_END_DECLS

/* pf-playtest-summary.h: what the playtests of a pack say, level by level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `polyform playtests` prints, and the pack page shows, each level's
 * players, how many solved it, and the median seconds and moves of those
 * who did. The pack page also marks the levels testers found much harder or
 * easier than their computed difficulty says: the levels are ranked twice,
 * once by computed difficulty and once by how long testers took (a tester
 * who gave up counting as slower than any who solved it), and a level
 * whose two places differ by at least half the pack is marked.
 */
#pragma once

#include <glib.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

/* A level needs this many players to be compared with the others... */
#define PF_PLAYTEST_COMPARE_MIN_PLAYERS 2
/* ...and a pack this many such levels with a computed difficulty. */
#define PF_PLAYTEST_COMPARE_MIN_LEVELS  4
/* The least difference of the two places, as a share of the pack. */
#define PF_PLAYTEST_COMPARE_GAP         0.5

/**
 * PfPlaytestSummary:
 * @players: how many testers played the level
 * @solved: how many of them solved it
 * @median_seconds: the median seconds of those who solved it, or NAN
 * @median_moves: the median move count of those who solved it, or NAN
 */
typedef struct
{
  guint  players;
  guint  solved;
  double median_seconds;
  double median_moves;
} PfPlaytestSummary;

/**
 * pf_playtest_summarize:
 * @results: (nullable) (element-type PfPlaytestResult): a level's results
 * @summary: (out caller-allocates): the summary
 *
 * Sums up @results. A median of an even number of values is the mean of
 * the two in the middle.
 */
void pf_playtest_summarize (GPtrArray          *results,
                            PfPlaytestSummary  *summary);

/**
 * pf_playtest_effort:
 * @results: (nullable) (element-type PfPlaytestResult): a level's results
 *
 * How hard testers found a level, as one number to rank levels by: the
 * median seconds of all its players, a player who did not solve it counting
 * as slower than any who did (INFINITY).
 *
 * Returns: the effort, or NAN when nobody played the level
 */
double pf_playtest_effort (GPtrArray *results);

/**
 * PfPlaytestFeel:
 * @PF_PLAYTEST_FEEL_UNKNOWN: too few players, levels or figures to say
 * @PF_PLAYTEST_FEEL_AS_COMPUTED: testers found it about as hard as computed
 * @PF_PLAYTEST_FEEL_HARDER: testers found it much harder than computed
 * @PF_PLAYTEST_FEEL_EASIER: testers found it much easier than computed
 */
typedef enum
{
  PF_PLAYTEST_FEEL_UNKNOWN,
  PF_PLAYTEST_FEEL_AS_COMPUTED,
  PF_PLAYTEST_FEEL_HARDER,
  PF_PLAYTEST_FEEL_EASIER,
} PfPlaytestFeel;

/**
 * pf_playtest_compare_pack:
 * @pack: a pack
 *
 * Compares how hard testers found each level with its computed difficulty
 * (see the top of this file). Only levels with a difficulty figure and at
 * least %PF_PLAYTEST_COMPARE_MIN_PLAYERS players take part; when fewer than
 * %PF_PLAYTEST_COMPARE_MIN_LEVELS do, every level is unknown.
 *
 * Returns: (transfer full) (element-type PfPlaytestFeel): one value per
 *   level of @pack, in pack order
 */
GArray *pf_playtest_compare_pack (const PfTriPack *pack);

G_END_DECLS

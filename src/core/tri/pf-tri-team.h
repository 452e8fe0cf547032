/* pf-tri-team.h: a few threads that run one function together, for level-synchronous searches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A search that goes level by level hands each level to a team: every
 * member runs the same function on its share of the level, and the level
 * ends when all are done. The members live as long as the team, so a
 * level costs a wake-up, not a thread. They start with the first work
 * that is worth sharing: a small search never starts a thread, and a
 * small level runs on the calling thread alone.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _PfTriTeam PfTriTeam;

/**
 * PfTriTeamFunc:
 * @data: the data given to pf_tri_team_run()
 * @member: which member runs it, 0..n_members - 1 (0 is the caller)
 *
 * The work of one member.
 */
typedef void (*PfTriTeamFunc) (gpointer data,
                               guint    member);

/* Work below this many states is not worth waking the other members:
 * pf_tri_team_run() runs it on the calling thread. */
#define PF_TRI_TEAM_MIN_WORK 2048

/**
 * pf_tri_team_new:
 * @n_members: how many threads work, the caller's included; 0 for one per
 *   processor, at most 64
 *
 * A team of @n_members. Its @n_members - 1 threads start with the first
 * run of %PF_TRI_TEAM_MIN_WORK states or more; a member whose thread
 * cannot be started is run by the calling thread.
 *
 * Returns: (transfer full): the team
 */
PfTriTeam *pf_tri_team_new     (guint          n_members);
void       pf_tri_team_free    (PfTriTeam     *team);

/**
 * pf_tri_team_size:
 *
 * Returns: how many members the team has, 1 or more
 */
guint      pf_tri_team_size    (const PfTriTeam *team);

/**
 * pf_tri_team_run:
 * @func: the work
 * @data: its data
 * @work: how many states the work covers, roughly
 *
 * Runs @func on every member at once, the calling thread as member 0, and
 * returns when all have returned. The members' writes are visible to the
 * caller afterwards. Below %PF_TRI_TEAM_MIN_WORK states, the calling
 * thread runs every member in turn, member 0 first: as the members share
 * out the work with pf_tri_team_take(), member 0 then does all of it.
 */
void       pf_tri_team_run     (PfTriTeam     *team,
                                PfTriTeamFunc  func,
                                gpointer       data,
                                guint64        work);

/**
 * pf_tri_team_take:
 * @next: a counter shared by the members, 0 at the start of the work
 * @n: how many pieces the work has
 *
 * Hands out the pieces of a work one at a time to whichever member asks.
 *
 * Returns: the next piece, or @n when none is left
 */
static inline guint
pf_tri_team_take (gint *next,
                  guint n)
{
  guint i = (guint) g_atomic_int_add (next, 1);

  return MIN (i, n);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfTriTeam, pf_tri_team_free)

G_END_DECLS

/* pf-tri-team.c: a few threads that run one function together, for level-synchronous searches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-team"

#include "pf-tri-team.h"

#define MAX_MEMBERS 64

typedef struct
{
  PfTriTeam *team;
  guint      member;
  guint      seen;     /* the last generation it ran */
} Member;

struct _PfTriTeam
{
  guint          n_members;
  guint          n_threads;    /* members 1..n_threads have a thread */
  gboolean       started;
  GThread       *threads[MAX_MEMBERS];
  Member         members[MAX_MEMBERS];
  GMutex         lock;
  GCond          start;
  GCond          done;
  guint          generation;   /* one more for each run */
  guint          running;      /* members other than the caller still working */
  gboolean       quit;
  PfTriTeamFunc  func;
  gpointer       data;
};

static gpointer
member_main (gpointer user_data)
{
  Member *self = user_data;
  PfTriTeam *team = self->team;

  g_mutex_lock (&team->lock);
  for (;;)
    {
      PfTriTeamFunc func;
      gpointer data;

      while (team->generation == self->seen && !team->quit)
        g_cond_wait (&team->start, &team->lock);
      if (team->quit)
        break;
      self->seen = team->generation;
      func = team->func;
      data = team->data;
      g_mutex_unlock (&team->lock);

      func (data, self->member);

      g_mutex_lock (&team->lock);
      if (--team->running == 0)
        g_cond_signal (&team->done);
    }
  g_mutex_unlock (&team->lock);
  return NULL;
}

PfTriTeam *
pf_tri_team_new (guint n_members)
{
  PfTriTeam *team = g_new0 (PfTriTeam, 1);

  if (n_members == 0)
    n_members = g_get_num_processors ();
  n_members = CLAMP (n_members, 1, MAX_MEMBERS);
  g_mutex_init (&team->lock);
  g_cond_init (&team->start);
  g_cond_init (&team->done);
  team->n_members = n_members;
  return team;
}

/* Starts the members' threads, before the first run they share: each
 * waits for the generation after the current one. */
static void
start_threads (PfTriTeam *team)
{
  team->started = TRUE;
  for (guint i = 1; i < team->n_members; i++)
    {
      Member *m = &team->members[i];

      m->team = team;
      m->member = i;
      m->seen = team->generation;
      team->threads[i] = g_thread_try_new ("pf-tri-team", member_main, m, NULL);
      if (team->threads[i] == NULL)
        break;
      team->n_threads = i;
    }
}

void
pf_tri_team_free (PfTriTeam *team)
{
  if (team == NULL)
    return;
  g_mutex_lock (&team->lock);
  team->quit = TRUE;
  g_cond_broadcast (&team->start);
  g_mutex_unlock (&team->lock);
  for (guint i = 1; i <= team->n_threads; i++)
    g_thread_join (team->threads[i]);
  g_mutex_clear (&team->lock);
  g_cond_clear (&team->start);
  g_cond_clear (&team->done);
  g_free (team);
}

guint
pf_tri_team_size (const PfTriTeam *team)
{
  return team->n_members;
}

void
pf_tri_team_run (PfTriTeam     *team,
                 PfTriTeamFunc  func,
                 gpointer       data,
                 guint64        work)
{
  guint alone_from = 1;   /* the first member the calling thread runs after its own */

  if (team->n_members > 1 && work >= PF_TRI_TEAM_MIN_WORK)
    {
      if (!team->started)
        start_threads (team);
      alone_from = team->n_threads + 1;
    }
  if (alone_from == 1)
    {
      for (guint i = 0; i < team->n_members; i++)
        func (data, i);
      return;
    }

  g_mutex_lock (&team->lock);
  team->func = func;
  team->data = data;
  team->running = team->n_threads;
  team->generation++;
  g_cond_broadcast (&team->start);
  g_mutex_unlock (&team->lock);

  func (data, 0);
  for (guint i = alone_from; i < team->n_members; i++)
    func (data, i);

  g_mutex_lock (&team->lock);
  while (team->running > 0)
    g_cond_wait (&team->done, &team->lock);
  g_mutex_unlock (&team->lock);
}

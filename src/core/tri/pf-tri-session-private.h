/* pf-tri-session-private.h: the session's fields, shared by pf-tri-session*.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-job.h"
#include "pf-tri-measure.h"
#include "pf-tri-session.h"

G_BEGIN_DECLS

struct _PfTriSession
{
  GObject        parent_instance;

  PfTriLevel    *level;
  GBytes        *layout;        /* the key of the level's layout */
  PfTriRules    *rules;
  char          *rules_error;

  guint64        state;
  GArray        *history;       /* guint64: the state before each move made */

  int            drag_block;
  guint64        drag_start;
  int            drag_dir;      /* of the steps the drag has made */
  guint          drag_steps;
  gint8          slide_dirs[PF_TRI_MAX_BLOCKS];
  double         slide;

  PfTriMeasure  *measure;       /* the results for the layout, or NULL */
  GHashTable    *recent;        /* layout key → PfTriMeasure of layouts shown before */
  GQueue         recent_keys;   /* their keys, the oldest first */

  PfJob         *job;           /* the running analysis */
  guint64        live_budget;   /* analyse every new layout within it; 0: only on request */
  gboolean       pending;       /* another analysis is to follow the running one */
  guint64        pending_budget;
  char          *problem;       /* why the layout has no results (too large), or NULL */
};

/* pf-tri-session.c */
void    pf_tri_session_emit_changed      (PfTriSession     *self);
void    pf_tri_session_emit_progress     (PfTriSession     *self,
                                          guint64           explored);
void    pf_tri_session_emit_analyzed     (PfTriSession     *self,
                                          const GError     *error);
/* The level's walls, goals and blocks in order, as bytes. */
GBytes *pf_tri_session_layout_key        (const PfTriLevel *level);

/* pf-tri-session-analysis.c */
/* The results on hand go aside for the layout they belong to. */
void    pf_tri_session_put_results_aside (PfTriSession     *self);
/* The results kept for the layout on hand, if any, come back. */
void    pf_tri_session_recall_results    (PfTriSession     *self);
/* Analyses the level on hand: at once, or once the run under way (then
 * cancelled) has ended. */
void    pf_tri_session_request_analysis  (PfTriSession     *self,
                                          guint64           budget);

G_END_DECLS

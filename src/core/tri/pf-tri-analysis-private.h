/* pf-tri-analysis-private.h: what the two analyses (dense and hashed) share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-tri-analysis.h"
#include "pf-tri-dense.h"
#include "pf-tri-graph.h"
#include "pf-tri-state-set.h"

G_BEGIN_DECLS

/* A component of up to this many states is measured over its graph
 * (pf-tri-graph.h): about 130 bytes per state at 20 moves a state, 17 MB
 * at most, where the
 * predecessors it spares cost more than half of a large analysis. */
#define PF_TRI_GRAPH_MAX_STATES (1u << 17)

/**
 * PfTriShare:
 *
 * The sum behind the unhelpful share, kept exactly: for each number of
 * moves a state has, the moves of such states that do not lead nearer.
 * The share is the same whatever order the states come in.
 */
typedef struct
{
  guint64 bad[PF_TRI_MAX_SUCCESSORS + 1];
  guint64 counted;
} PfTriShare;

static inline void
pf_tri_share_add (PfTriShare *share,
                  guint       degree,
                  guint       good)
{
  share->bad[degree] += degree - good;
  share->counted++;
}

struct _PfTriAnalysis
{
  /* Where the distances are: for dense keys (with the key's strides, so
   * that lookups need no rules), by number in a key index when it holds
   * the component, else by rank in a bitmap of the component; otherwise
   * by index in a hash set. */
  gboolean      dense;
  PfTriKeyIndex index;
  PfTriBitmap   reach;
  guint32      *ranks;
  guint         n_blocks;
  guint64       key_space;
  guint8        key_lo[PF_TRI_MAX_BLOCKS];
  guint32       stride[PF_TRI_MAX_BLOCKS];
  PfTriStateSet set;
  guint16      *dist;

  guint64       reachable;
  guint64       solved_states;
  gint          max_distance;
  gint          start_distance;
  guint64       farther_states;
  GArray       *histogram;     /* guint64 */
  double        unhelpful;
  double        difficulty;
};

/* Fills in farther_states, the unhelpful share and the difficulty from
 * the histogram, the start distance and @share. */
void     pf_tri_analysis_finish      (PfTriAnalysis     *analysis,
                                      const PfTriShare  *share);

/* Fills in every figure from the distances of the @n states in
 * analysis->dist, state 0 the start, with how many moves each state has
 * (@degree, or the moves of @graph) and how many lead nearer (@good). */
void     pf_tri_analysis_summarise   (PfTriAnalysis     *analysis,
                                      guint32            n,
                                      const guint16     *degree,
                                      const PfTriGraph  *graph,
                                      const guint16     *good);

/* The analysis over dense keys (pf-tri-analysis-dense.c): fills in
 * @analysis, and when @solution is not %NULL, sets it to what the solver
 * finds within @budget (pf_tri_dense_bfs_solution()) when it succeeds. */
gboolean pf_tri_analyze_dense        (PfTriAnalysis     *analysis,
                                      const PfTriRules  *rules,
                                      guint64            start,
                                      guint64            budget,
                                      guint              n_threads,
                                      PfTriSolution    **solution,
                                      GCancellable      *cancellable,
                                      PfTriProgressFunc  progress,
                                      gpointer           user_data,
                                      GError           **error);

/**
 * pf_tri_analyze_solving:
 * @rules: a compiled level
 * @start: a valid state of @rules
 * @options: the budget and the threads
 * @solution: (out) (transfer full) (nullable): set, on success, to what
 *   pf_tri_solver_solve_with() gives with @options, where the analysis's
 *   search can tell (a level with dense keys, or a component that kept
 *   its graph); else to %NULL
 * @cancellable: (nullable): cancels the analysis from another thread
 * @progress: (nullable) (scope call): progress callback
 * @user_data: its data
 * @error: return location for an error, as pf_tri_analyze()
 *
 * pf_tri_analyze_with() that also gives the solution, found from the
 * analysis's own search of the component: pf_tri_measure() solves and
 * analyses with one search instead of two.
 *
 * Returns: (transfer full) (nullable): the analysis, or %NULL with @error set
 */
PfTriAnalysis *pf_tri_analyze_solving (const PfTriRules         *rules,
                                       guint64                   start,
                                       const PfTriSearchOptions *options,
                                       PfTriSolution           **solution,
                                       GCancellable             *cancellable,
                                       PfTriProgressFunc         progress,
                                       gpointer                  user_data,
                                       GError                  **error);

G_END_DECLS

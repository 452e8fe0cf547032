/* pf-studio-level-page-private.h: the level page's fields, shared by pf-studio-level-*.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-studio-level-histogram.h"
#include "pf-studio-level-page.h"
#include "pf-studio-tri-canvas.h"
#include "pf-tri-analysis.h"
#include "pf-tri-render.h"

G_BEGIN_DECLS

/* A state budget that keeps the app responsive on hostile levels. */
#define MAX_STATES G_GUINT64_CONSTANT (60000000)

struct _PfStudioLevelPage
{
  GtkWidget          parent_instance;

  /* Template widgets */
  GtkToggleButton   *wall_button;
  GtkToggleButton   *goal_button;
  GtkToggleButton   *block_button;
  GtkToggleButton   *play_button;
  GtkWidget         *axis_box;
  GtkWidget         *analyze_button;
  GtkWidget         *cancel_button;
  GtkProgressBar    *progress;
  GtkRevealer       *overlay_note;
  GtkLabel          *overlay_note_label;
  GtkWidget         *overlay_note_analyze;
  GtkWidget         *legend;
  GtkDrawingArea    *legend_nearer;
  GtkDrawingArea    *legend_same;
  GtkDrawingArea    *legend_farther;
  GtkLabel          *move_label;
  GtkRevealer       *solved_banner;
  GtkLabel          *solved_label;
  GtkLabel          *solved_detail;
  PfStudioTriCanvas *canvas;
  AdwToastOverlay   *toasts;
  GtkWidget         *panel;
  GtkWidget         *panel_separator;
  GtkLabel          *figures_label;
  GtkWidget         *figures_grid;
  GtkLabel          *optimal_value;
  GtkLabel          *reachable_value;
  GtkLabel          *solved_value;
  GtkLabel          *farther_value;
  GtkLabel          *difficulty_value;
  PfStudioLevelHistogram *histogram;
  GtkWidget         *histogram_caption;
  GtkWidget         *details_box;
  AdwEntryRow       *title_row;
  AdwEntryRow       *author_row;
  GtkTextView       *notes_view;

  PfDocument        *document;
  char              *path;         /* the level's item path */
  PfTriLevel        *level;        /* borrowed from the document's project */
  PfTriLevel        *shown;        /* a copy, to notice when the puzzle changes */
  PfTriRules        *rules;        /* nullable when the level is invalid */
  char              *rules_error;

  PfStudioLevelMode  mode;
  PfTriAxis          axis;         /* of new blocks */
  PfTriOverlay       overlay;
  guint64            state;
  PfTriMove          plan[4];      /* the solution overlay's moves from state */
  guint              n_plan;

  /* Results of the last analysis of this puzzle */
  PfTriSolution     *solution;
  PfTriAnalysis     *analysis;
  GHashTable        *recent;       /* puzzle key → results of puzzles shown before */
  GQueue            *recent_keys;  /* their keys, the oldest first */
  GArray            *history;      /* guint64: the state before each move made */

  /* Background work */
  GCancellable      *cancellable;
  guint64            progress_explored;

  /* Pointer */
  gboolean           edit_started; /* a stroke or block drag began an edit */
  gboolean           stroke_value;
  int                edit_block;   /* the block dragged in block mode */
  guint              edit_block_first;
  gboolean           edit_dragged;
  int                drag_block;
  int                hover_block;  /* in play, the block under the pointer */
  guint64            drag_start_state;
  gint8              slide_dirs[PF_TRI_MAX_BLOCKS];  /* the step under way */
  double             slide;                          /* and how far, 0..1 */
};

/* pf-studio-level-page.c */
void     pf_studio_level_page_drop_results        (PfStudioLevelPage  *self);
void     pf_studio_level_page_recall_results      (PfStudioLevelPage  *self);
void     pf_studio_level_page_refresh             (PfStudioLevelPage  *self);
void     pf_studio_level_page_update_actions      (PfStudioLevelPage  *self);
void     pf_studio_level_page_update_labels       (PfStudioLevelPage  *self);
void     pf_studio_level_page_show_message        (PfStudioLevelPage  *self,
                                                   const char         *text);
void     pf_studio_level_page_toast               (PfStudioLevelPage  *self,
                                                   const char         *text);
void     pf_studio_level_page_begin_edit          (PfStudioLevelPage  *self);
void     pf_studio_level_page_end_edit            (PfStudioLevelPage  *self);
char    *pf_studio_level_page_format_count        (gint64              n);
void     pf_studio_level_page_fill_render_options (PfStudioLevelPage  *self,
                                                   PfTriRenderOptions *options);
void     pf_studio_level_page_rebuild_rules       (PfStudioLevelPage  *self);
void     pf_studio_level_page_drag_to             (PfStudioLevelPage  *self,
                                                   double              steps);

/* pf-studio-level-page-play.c */
void     pf_studio_level_page_play_class_init     (GtkWidgetClass     *widget_class);
void     pf_studio_level_page_play_update_actions (PfStudioLevelPage  *self);
void     pf_studio_level_page_update_play         (PfStudioLevelPage  *self);
/* Back to the start position, with no moves made. */
void     pf_studio_level_page_restart             (PfStudioLevelPage  *self);
gboolean pf_studio_level_page_is_solved           (PfStudioLevelPage  *self);
void     pf_studio_level_page_finish_drag         (PfStudioLevelPage  *self);

/* pf-studio-level-page-overlay.c */
void         pf_studio_level_page_overlay_init        (PfStudioLevelPage *self);
const char  *pf_studio_level_page_overlay_to_string   (PfTriOverlay       overlay);
PfTriOverlay pf_studio_level_page_overlay_from_string (const char        *name);
/* The optimal moves from the current state, at most @max; returns how many. */
guint        pf_studio_level_page_plan                (PfStudioLevelPage *self,
                                                       PfTriMove         *moves,
                                                       guint              max);

/* pf-studio-level-page-details.c */
void     pf_studio_level_page_details_init        (PfStudioLevelPage  *self);
void     pf_studio_level_page_details_sync        (PfStudioLevelPage  *self,
                                                   gboolean            force);
gboolean pf_studio_level_page_commit_details      (PfStudioLevelPage  *self);

/* pf-studio-level-edit.c */
void     pf_studio_level_page_edit_init           (PfStudioLevelPage  *self);
int      pf_studio_level_page_block_at_start      (PfStudioLevelPage  *self,
                                                   guint               triangle);
int      pf_studio_level_page_block_at_state      (PfStudioLevelPage  *self,
                                                   guint               triangle);
gboolean pf_studio_level_page_block_fits          (const PfTriLevel   *level,
                                                   const PfTriBlock   *block,
                                                   int                 ignore);
void     pf_studio_level_page_add_block           (PfStudioLevelPage  *self,
                                                   guint               triangle);
void     pf_studio_level_page_delete_block        (PfStudioLevelPage  *self,
                                                   guint               index);
void     pf_studio_level_page_resize_block        (PfStudioLevelPage  *self,
                                                   guint               index,
                                                   int                 delta);

G_END_DECLS

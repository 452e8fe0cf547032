/* pf-studio-level-page-private.h: the level page's fields, shared by pf-studio-level-page*.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-studio-level-page.h"
#include "pf-studio-level-panel.h"
#include "pf-studio-tri-canvas.h"
#include "pf-tri-render.h"
#include "pf-tri-session.h"

G_BEGIN_DECLS

/* A state budget that keeps the app responsive on hostile levels. */
#define PF_STUDIO_LEVEL_MAX_STATES G_GUINT64_CONSTANT (60000000)
/* The budget of the figures worked out after every edit (SPEC §2.8): a
 * level over it says so, and Analyze (F6) analyses it in full. */
#define PF_STUDIO_LEVEL_LIVE_STATES G_GUINT64_CONSTANT (1000000)

/* What the pointer is doing on the canvas. */
typedef struct
{
  gboolean stroke;        /* a stroke or block drag is open as one undo step */
  gboolean value;         /* what a wall or goal stroke paints */
  int      block;         /* the block dragged in block mode, or -1 */
  int      block_steps;   /* how many steps it has moved so far */
  gboolean dragged;       /* whether the pointer moved far enough to be a drag */
  int      play_block;    /* the block dragged in play, or -1 */
  gboolean inert;         /* the press did its work: the drag after it edits nothing */
} PfStudioLevelGesture;

struct _PfStudioLevelPage
{
  GtkWidget             parent_instance;

  /* Template widgets */
  GtkToggleButton      *wall_button;
  GtkToggleButton      *goal_button;
  GtkToggleButton      *block_button;
  GtkToggleButton      *play_button;
  GtkWidget            *axis_box;
  GtkRevealer          *overlay_note;
  GtkLabel             *overlay_note_label;
  GtkWidget            *overlay_note_analyze;
  GtkWidget            *legend;
  GtkWidget            *heat_legend;
  GtkDrawingArea       *heat_scale;
  guint                 hottest;      /* the heat overlay's most moves of one block */
  GtkDrawingArea       *legend_nearer;
  GtkDrawingArea       *legend_same;
  GtkDrawingArea       *legend_farther;
  GtkLabel             *move_label;
  GtkRevealer          *solved_banner;
  GtkLabel             *solved_label;
  GtkLabel             *solved_detail;
  PfStudioTriCanvas    *canvas;
  AdwToastOverlay      *toasts;
  GtkWidget            *panel;
  GtkWidget            *panel_separator;
  PfStudioLevelPanel   *panel_view;

  PfDocument           *document;
  char                 *path;          /* the level's item path */
  PfTriSession         *session;       /* the level shown, its position and results */

  PfStudioLevelMode     mode;
  PfTriAxis             axis;          /* of new blocks */
  PfTriOverlay          overlay;
  int                   hover_block;   /* in play, the block under the pointer */
  gboolean              stepped;       /* a move of this play was the solution's */
  /* The move Shift and the arrows are making: more steps of one block the
   * same way make it longer, one move as a drag is */
  struct {
    int                 block;
    int                 dir;
    guint               steps;
    guint               moves;         /* the move count once it was played */
  } key_move;
  PfTriMove             plan[4];       /* the solution overlay's moves from the position */
  guint                 n_plan;
  PfStudioLevelGesture  gesture;
};

/* pf-studio-level-page.c */
void         pf_studio_level_page_toast               (PfStudioLevelPage  *self,
                                                       const char         *text);
/* The level shown, as the session has it, or NULL. */
const PfTriLevel *pf_studio_level_page_get_level      (PfStudioLevelPage  *self);

/* pf-studio-level-page-play.c */
void         pf_studio_level_page_play_class_init     (GtkWidgetClass     *widget_class);
void         pf_studio_level_page_play_update_actions (PfStudioLevelPage  *self);
void         pf_studio_level_page_update_play         (PfStudioLevelPage  *self);

/* pf-studio-level-page-overlay.c */
void         pf_studio_level_page_overlay_init        (PfStudioLevelPage  *self);
const char  *pf_studio_level_page_overlay_to_string   (PfTriOverlay        overlay);
PfTriOverlay pf_studio_level_page_overlay_from_string (const char         *name);
void         pf_studio_level_page_fill_render_options (PfStudioLevelPage  *self,
                                                       PfTriRenderOptions *options);

/* pf-studio-level-page-edit.c */
void         pf_studio_level_page_edit_init           (PfStudioLevelPage  *self);
void         pf_studio_level_page_refresh             (PfStudioLevelPage  *self);
/* Redraws the page when the document changes the level shown. */
void         pf_studio_level_page_follow              (PfStudioLevelPage  *self,
                                                       PfDocument         *document);
/* Shows the level at self->path as it is now in the document. */
void         pf_studio_level_page_sync_level          (PfStudioLevelPage  *self);

G_END_DECLS

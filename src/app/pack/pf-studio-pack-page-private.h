/* pf-studio-pack-page-private.h: what the pack page's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-studio-layout-popover.h"
#include "pf-job.h"
#include "pf-studio-pack-check.h"
#include "pf-studio-pack-curve.h"
#include "pf-studio-pack-page.h"
#include "pf-studio-pack-row.h"
#include "pf-studio-solve-record.h"
#include "pf-studio-thumbnail-cache.h"

G_BEGIN_DECLS

/* Which levels the list shows. */
typedef enum
{
  PF_STUDIO_PACK_FILTER_ALL,
  PF_STUDIO_PACK_FILTER_FINDINGS,
  PF_STUDIO_PACK_FILTER_ERRORS,
} PfStudioPackFilter;

struct _PfStudioPackPage
{
  GtkWidget               parent_instance;

  AdwToastOverlay        *toast_overlay;
  AdwToast               *note_toast;    /* about the levels as a step left them */
  AdwEntryRow            *title_row;
  AdwEntryRow            *author_row;
  GtkTextView            *notes_view;
  GtkLabel               *summary_label;
  GtkLabel               *order_label;
  GtkProgressBar         *progress;
  GtkWidget              *cancel_button;
  GtkWidget              *empty_hint;
  GtkLabel               *filter_hint;   /* over a list the filter left empty */
  GtkWidget              *resolve_button;
  GtkWidget              *pack_order_button;
  GtkColumnView          *view;
  GtkMenuButton          *layout_button;
  GtkMenuButton          *generate_button;
  PfStudioLayoutPopover  *layout_popover;
  GtkRevealer            *curve_revealer;
  PfStudioPackCurve      *curve;

  /* The list: rows in the pack's order, sorted by the view's sorter */
  GListStore             *store;
  GtkFilterListModel     *filtered;      /* the store by self->filter */
  GtkFilter              *findings_filter;
  PfStudioPackFilter      filter;
  GtkSortListModel       *sorted;
  GtkSingleSelection     *selection;
  GHashTable             *rows;          /* PfTriLevel* → PfStudioPackRow*, those of the store */
  PfStudioThumbnailCache *thumbnails;
  PfStudioSolveRecord    *record;
  PfStudioPackCheck      *check;         /* the redundant blocks, while the page shows */
  guint                   state_idle;
  guint                   columns_idle;   /* the columns follow the page's width */
  gboolean                played;         /* a level of the pack has playtests */
  gboolean                wide;           /* the page has room for every column */
  guint                   focus_idle;     /* the focus ring goes to the row selected */
  guint                   to_solve;
  guint                   redundant;     /* levels with blocks that can go */
  GHashTable             *changed;       /* PfTriLevel*: changed, rows not yet following */
  guint                   changed_idle;

  PfDocument             *document;
  char                   *path;          /* the pack's item path */
  PfTriPack              *pack;          /* borrowed from the document's project */
  gboolean                notes_dirty;
  gboolean                setting_notes;

  /* Re-solving */
  PfJob                  *solve_job;
  guint                   solved;
  guint                   gave_up;
  gboolean                solve_quiet;   /* levels just added: no toast when all went */
};

/* pf-studio-pack-page.c */
char            *pf_studio_pack_page_level_path      (PfStudioPackPage *self,
                                                      const PfTriLevel *level);
PfStudioPackRow *pf_studio_pack_page_selected_row    (PfStudioPackPage *self);
gboolean         pf_studio_pack_page_shown_neighbour (PfStudioPackPage *self,
                                                      gboolean          up,
                                                      guint            *position);
void             pf_studio_pack_page_scroll_to       (PfStudioPackPage *self,
                                                      guint             position);
void             pf_studio_pack_page_show_progress   (PfStudioPackPage *self,
                                                      guint             done,
                                                      guint             total);
AdwToast        *pf_studio_pack_page_toast           (PfStudioPackPage *self,
                                                      const char       *text,
                                                      gboolean          with_undo);
/* Its row follows @level's change before the next frame, with the other
 * levels changed in the same turn of the main loop. */
void             pf_studio_pack_page_update_row      (PfStudioPackPage *self,
                                                      PfTriLevel       *level);
void             pf_studio_pack_page_update_state    (PfStudioPackPage *self);
void             pf_studio_pack_page_queue_update_state (PfStudioPackPage *self);

/* pf-studio-pack-minimal.c */
gboolean         pf_studio_pack_page_has_redundant_block (PfStudioPackRow *row);
/* Takes away, in the background and then as one undo step, the blocks
 * that can go of every level that has some. */
void             pf_studio_pack_page_make_minimal    (PfStudioPackPage *self);

/* pf-studio-pack-page-meta.c */
void             pf_studio_pack_page_meta_init       (PfStudioPackPage *self);
/* Shows the pack's title, author and notes. */
void             pf_studio_pack_page_sync_meta       (PfStudioPackPage *self);
/* The notes typed since the last commit, as one edit of the pack. */
void             pf_studio_pack_page_commit_notes    (PfStudioPackPage *self);

/* pf-studio-pack-page-actions.c */
void             pf_studio_pack_page_class_actions_init (GtkWidgetClass *widget_class);
void             pf_studio_pack_page_actions_init    (PfStudioPackPage *self);
/* Solves, in the background, those of @added (levels of the pack just
 * added to it) that have no figures, unless a solve runs already. */
void             pf_studio_pack_page_solve_added     (PfStudioPackPage *self,
                                                      GPtrArray        *added);
/* Solves, quietly, the pack's levels that have never been solved (a file
 * keeps no figures for a level it saved unsolved, or before it was
 * solved), so that they do not stay "Not solved" until Re-solve. */
void             pf_studio_pack_page_solve_unsolved  (PfStudioPackPage *self);

/* pf-studio-pack-findings.c */
GtkFilter         *pf_studio_pack_page_findings_filter_new  (PfStudioPackPage   *self);
/* Every row's findings, as the pack is now; the rows whose findings
 * changed are emitted ::changed unless @quiet. */
void               pf_studio_pack_page_update_findings      (PfStudioPackPage   *self,
                                                             gboolean            quiet);
/* One row's findings after its figures changed (its puzzle did not), or
 * after its level was explained. */
void               pf_studio_pack_page_update_row_findings  (PfStudioPackPage   *self,
                                                             PfStudioPackRow    *row);
PfStudioPackCheck *pf_studio_pack_page_check_new            (PfStudioPackPage   *self);
/* Explains the pack's levels in the background while the page is on
 * screen, for their redundant blocks. */
void               pf_studio_pack_page_check_pack           (PfStudioPackPage   *self);
void               pf_studio_pack_page_set_filter           (PfStudioPackPage   *self,
                                                             PfStudioPackFilter  filter);
const char        *pf_studio_pack_filter_to_string          (PfStudioPackFilter  filter);
PfStudioPackFilter pf_studio_pack_filter_from_string        (const char         *name);

G_END_DECLS

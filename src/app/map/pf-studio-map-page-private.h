/* pf-studio-map-page-private.h: the map page's fields, shared by pf-studio-map-*.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-map-grid.h"
#include "pf-map-stats.h"
#include "pf-job.h"
#include "pf-studio-map-page.h"
#include "pf-studio-map-view.h"
#include "pf-studio-title-row.h"

G_BEGIN_DECLS

struct _PfStudioMapPage
{
  GtkWidget         parent_instance;

  /* Template widgets */
  GtkLabel         *state_label;
  GtkProgressBar   *progress;
  GtkWidget        *cancel_button;
  GtkWidget        *keep_new_button;
  GtkDropDown      *colour_dropdown;
  GtkRevealer      *message_revealer;
  GtkWidget        *message_bar;
  GtkImage         *message_icon;
  GtkLabel         *message_label;
  GtkScrolledWindow *panel_scroll;    /* the parameters and figures */
  PfStudioMapView  *map_view;
  GtkLabel         *hover_label;
  PfStudioTitleRow *name_row;
  AdwComboRow      *tileset_row;
  GtkSpinButton    *width_spin;
  GtkSpinButton    *height_spin;
  GtkSpinButton    *seed_spin;
  AdwComboRow      *mode_row;
  GtkListBox       *stats_list;
  AdwComboRow      *stamp_shape_row;
  AdwComboRow      *stamp_variant_row;
  AdwComboRow      *stamp_rotation_row;
  GtkSpinButton    *refill_seed_spin;
  GtkLabel         *tool_hint;

  PfDocument       *document;
  char             *path;        /* the map's item path */
  PfMap            *map;         /* borrowed from the document's project */
  PfTileset        *tileset;     /* likewise */

  /* The parameters on screen */
  guint             width;
  guint             height;
  guint64           seed;
  PfMapMode         mode;

  PfMap            *preview;     /* nullable: not kept yet */
  PfMapGrid        *grid;        /* of the map on screen, nullable */
  PfMapStats       *stats;       /* likewise */
  char             *problem;     /* why nothing is on screen, or NULL */
  gboolean          problem_shown; /* the message bar tells the problem in full */
  char             *message;
  gboolean          updating;

  PfJob      *generation;          /* a large preview generated */
  PfJob      *switch_job;          /* a large map generated for another tile set */
  PfJob      *export_job;          /* a TMX or PNG being written */

  /* Edits by hand (pf-studio-map-tools.c) */
  char             *tool;        /* "pan", "stamp", "erase", "lock" or "unlock" */
  guint             stamp_rotation;
};

enum
{
  PROP_0,
  PROP_TOOL,
  N_PROPS
};

/* pf-studio-map-page.c */
const PfMap *pf_studio_map_page_shown_map          (PfStudioMapPage *self);
void         pf_studio_map_page_show_message       (PfStudioMapPage *self,
                                                    const char      *text,
                                                    gboolean         is_error);
void         pf_studio_map_page_update_state       (PfStudioMapPage *self);

/* pf-studio-map-figures.c: the statistics list, and the hover readout of
 * placement @placement of the map on screen (-1: none) */
void         pf_studio_map_page_show_figures       (PfStudioMapPage *self);
void         pf_studio_map_page_show_hovered       (PfStudioMapPage *self,
                                                    gint64           placement);

/* pf-studio-map-item.c: the kept map's name and tile set */
void         pf_studio_map_page_sync_item          (PfStudioMapPage *self);
void         pf_studio_map_page_cancel_switch      (PfStudioMapPage *self);
void         pf_studio_map_page_item_init          (PfStudioMapPage *self);

/* Sets @row's model to @titles unless it shows those already. */
void         pf_studio_map_page_set_titles         (AdwComboRow     *row,
                                                    GtkStringList   *titles);

/* pf-studio-map-export.c */
void         pf_studio_map_page_export_init        (PfStudioMapPage *self);
void         pf_studio_map_page_class_export_init  (GtkWidgetClass  *widget_class);

/* Drops a preview that is not kept, and shows the kept map. */
void         pf_studio_map_page_drop_preview       (PfStudioMapPage *self);
/* Keeps the preview shown as the map (one undo step); FALSE without one. */
gboolean     pf_studio_map_page_keep_preview       (PfStudioMapPage *self);

/* pf-studio-map-tools.c: stamp, erase, lock, unlock and refill */
void         pf_studio_map_page_set_tool           (PfStudioMapPage *self,
                                                    const char      *tool);
/* The stamp's choices follow the map's tile set. */
void         pf_studio_map_page_sync_tools         (PfStudioMapPage *self);
void         pf_studio_map_page_tools_init         (PfStudioMapPage *self);
void         pf_studio_map_page_class_tools_init   (GtkWidgetClass  *widget_class);

G_END_DECLS

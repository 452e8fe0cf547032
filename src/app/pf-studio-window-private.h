/* pf-studio-window-private.h: the window's fields, shared by pf-studio-window*.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-studio-layout-page.h"
#include "pf-studio-level-page.h"
#include "pf-studio-map-page.h"
#include "pf-studio-pack-page.h"
#include "pf-studio-tileset-page.h"
#include "pf-studio-window.h"

G_BEGIN_DECLS

#define MAX_UNDO 100

struct _PfStudioWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkRevealer          *error_revealer;
  GtkLabel             *error_label;
  GtkListBox           *sidebar;
  GtkStack             *content_stack;
  PfStudioLevelPage    *level_page;
  PfStudioPackPage     *pack_page;
  PfStudioLayoutPage   *layout_page;
  PfStudioTilesetPage  *tileset_page;
  PfStudioMapPage      *map_page;
  GtkLabel             *status_label;
  GMenu                *recent_section;

  PfProject            *project;
  GFile                *file;
  gboolean              modified;
  char                 *error;
  GQueue                undo;   /* char*: project documents before each edit */
  GQueue                redo;
  char                 *recovery_key;
  guint                 autosave_id;

  /* What is selected, to restore after undo or reload */
  PfStudioItemKind      selected_kind;
  char                 *selected_parent;
  char                 *selected_id;
};

char     *pf_studio_window_display_name        (PfStudioWindow *self);
void      pf_studio_window_update_title        (PfStudioWindow *self);
void      pf_studio_window_update_actions      (PfStudioWindow *self);
void      pf_studio_window_set_modified        (PfStudioWindow *self,
                                                gboolean        modified);
void      pf_studio_window_show_error          (PfStudioWindow *self,
                                                const char     *message);
void      pf_studio_window_clear_queue         (GQueue         *queue);
void      pf_studio_window_remember_selection  (PfStudioWindow   *self,
                                                PfStudioItemKind  kind,
                                                const char       *parent,
                                                const char       *id);
void      pf_studio_window_set_project         (PfStudioWindow *self,
                                                PfProject      *project);
void      pf_studio_window_restore_document    (PfStudioWindow *self,
                                                GQueue         *from,
                                                GQueue         *to);
void      pf_studio_window_refresh_recent_menu (PfStudioWindow *self);
void      pf_studio_window_step_item           (PfStudioWindow *self,
                                                int             direction);
gboolean  pf_studio_window_save_to             (PfStudioWindow *self,
                                                GFile          *file);
/* Asks about unsaved changes before closing; TRUE when the dialog is up. */
gboolean  pf_studio_window_ask_to_save         (PfStudioWindow *self);
void      pf_studio_window_actions_init        (PfStudioWindow *self);
void      pf_studio_window_class_actions_init  (GtkWidgetClass *widget_class);

G_END_DECLS

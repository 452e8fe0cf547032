/* pf-studio-window.h: a project window: sidebar of items, canvas, file handling
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-project.h"
#include "pf-studio-recovery.h"

G_BEGIN_DECLS

/* The kinds of item the sidebar lists. */
typedef enum
{
  PF_STUDIO_ITEM_NONE,
  PF_STUDIO_ITEM_LEVEL,
  PF_STUDIO_ITEM_LAYOUT,
  PF_STUDIO_ITEM_TILESET,
  PF_STUDIO_ITEM_MAP,
  PF_STUDIO_ITEM_PACK,
} PfStudioItemKind;

#define PF_STUDIO_TYPE_WINDOW (pf_studio_window_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioWindow, pf_studio_window, PF_STUDIO, WINDOW, AdwApplicationWindow)

PfStudioWindow *pf_studio_window_new          (AdwApplication *application);

/**
 * pf_studio_window_open:
 * @self: a window
 * @file: a project file
 *
 * Loads @file into the window. A bad file leaves the current project as it
 * was and shows the `FILE:LINE` error in the window.
 *
 * Returns: %TRUE when the project was loaded
 */
gboolean        pf_studio_window_open         (PfStudioWindow *self,
                                               GFile          *file);
/**
 * pf_studio_window_open_recovered:
 * @self: a window
 * @recovery: a recovery copy left by a crash
 *
 * Opens the recovered project, marked as unsaved, with its original file
 * (if any) as the save target.
 *
 * Returns: %TRUE when the copy could be loaded
 */
gboolean        pf_studio_window_open_recovered (PfStudioWindow   *self,
                                                 PfStudioRecovery *recovery);
/* Selects a level in the sidebar, which shows it in its editor. */
void            pf_studio_window_select_level (PfStudioWindow *self,
                                               const char     *pack_id,
                                               const char     *level_id);

/**
 * pf_studio_window_begin_edit:
 * @self: a window
 *
 * Records an undo step. Call it just before editing the project in place.
 */
void            pf_studio_window_begin_edit   (PfStudioWindow *self);

/**
 * pf_studio_window_end_edit:
 * @self: a window
 *
 * Marks the project modified, refreshes the sidebar (keeping the selection)
 * and emits #PfProject::changed. Call it after editing the project in place.
 */
void            pf_studio_window_end_edit     (PfStudioWindow *self);
PfProject      *pf_studio_window_get_project  (PfStudioWindow *self);
GFile          *pf_studio_window_get_file     (PfStudioWindow *self);
gboolean        pf_studio_window_get_modified (PfStudioWindow *self);
const char     *pf_studio_window_get_error    (PfStudioWindow *self);

/* The sidebar, for tests and keyboard navigation: select the @n-th item. */
guint           pf_studio_window_count_items  (PfStudioWindow *self);
void            pf_studio_window_select_item  (PfStudioWindow *self,
                                               guint           n);
/* Selects the sidebar row of an item, if there is one. */
void            pf_studio_window_select       (PfStudioWindow   *self,
                                               PfStudioItemKind  kind,
                                               const char       *parent,
                                               const char       *id);
/* The drawing widget on screen, and the page holding it. */
GtkWidget      *pf_studio_window_get_canvas   (PfStudioWindow *self);
GtkWidget      *pf_studio_window_get_page     (PfStudioWindow *self);
PfStudioItemKind pf_studio_window_get_selected_kind (PfStudioWindow *self);
/* The id of the selected item, or %NULL when nothing is selected. */
const char     *pf_studio_window_get_selected_id (PfStudioWindow *self);

G_END_DECLS

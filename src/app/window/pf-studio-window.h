/* pf-studio-window.h: the window of one document: the sidebar of items, the item's
 * editor, and the document's actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-document.h"
#include "pf-job.h"
#include "pf-studio-recovery.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_WINDOW (pf_studio_window_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioWindow, pf_studio_window, PF_STUDIO, WINDOW, AdwApplicationWindow)

/**
 * pf_studio_window_new:
 * @application: (nullable): the application
 * @document: (nullable): the document to show, or %NULL for a new, empty one
 *
 * Returns: (transfer floating): a window on @document
 */
PfStudioWindow *pf_studio_window_new            (AdwApplication   *application,
                                                 PfDocument       *document);
PfDocument     *pf_studio_window_get_document   (PfStudioWindow   *self);

/**
 * pf_studio_window_open_document:
 * @self: a window
 * @document: the document to show
 *
 * Shows @document in the editor, in place of the window's document (whose
 * recovery copy goes) or of the start page, and puts its file, if it has
 * one, first among the recent projects.
 */
void            pf_studio_window_open_document  (PfStudioWindow   *self,
                                                 PfDocument       *document);

/**
 * pf_studio_window_load:
 * @self: a window
 * @file: a project file
 *
 * Shows the project of @file in place of the window's document. A bad file
 * leaves the document as it was and shows the `FILE:LINE` error.
 *
 * Returns: %TRUE when the project was loaded
 */
gboolean        pf_studio_window_load           (PfStudioWindow   *self,
                                                 GFile            *file);

/**
 * pf_studio_window_load_recovered:
 * @self: a window
 * @recovery: a copy an earlier run left behind
 *
 * Shows the recovered project, marked as unsaved, with its original file
 * (if any) as the place to save it.
 *
 * Returns: %TRUE when the copy could be loaded
 */
gboolean        pf_studio_window_load_recovered (PfStudioWindow   *self,
                                                 PfStudioRecovery *recovery);

/**
 * pf_studio_window_begin_opening:
 * @self: a window
 * @file: the project being read
 * @job: (transfer full): the job reading it
 *
 * Shows that @file is being opened (a spinner and its name, with a Cancel
 * button, win.cancel-opening) until pf_studio_window_end_opening(). The
 * window stays usable and can be closed meanwhile: closing or cancelling
 * abandons @job, so its end is never heard.
 */
void            pf_studio_window_begin_opening  (PfStudioWindow   *self,
                                                 GFile            *file,
                                                 PfJob            *job);
/* @job has ended: the window no longer waits for it. */
void            pf_studio_window_end_opening    (PfStudioWindow   *self,
                                                 PfJob            *job);
/* Whether a project is being read for the window. */
gboolean        pf_studio_window_is_opening     (PfStudioWindow   *self);

/* A window with nothing in it yet: the start page, or an empty project with
 * no file and no edits. Opening a project may use it rather than a new window. */
gboolean        pf_studio_window_is_pristine    (PfStudioWindow   *self);

/**
 * pf_studio_window_show_start:
 * @self: a window without unsaved changes
 *
 * Shows the start page (the recent projects, a new project, a copy of the
 * example) in place of the editor; the window then holds a new, empty
 * document, and the document's actions are off until a project is opened.
 */
void            pf_studio_window_show_start     (PfStudioWindow   *self);
/* Whether the window shows the start page rather than the editor. */
gboolean        pf_studio_window_shows_start    (PfStudioWindow   *self);

/* The error bar's message, or %NULL. */
const char     *pf_studio_window_get_error      (PfStudioWindow   *self);
void            pf_studio_window_show_error     (PfStudioWindow   *self,
                                                 const char       *message);

/* Why the last edit of a level was refused, or %NULL when it was made. */
const char     *pf_studio_window_get_last_refusal (PfStudioWindow *self);

/* The selected item's path, or %NULL. */
const char     *pf_studio_window_get_selected   (PfStudioWindow   *self);
/* The sidebar's number of items. */
guint           pf_studio_window_count_items    (PfStudioWindow   *self);
/* The editor page on screen, and its drawing widget, if any. */
GtkWidget      *pf_studio_window_get_page       (PfStudioWindow   *self);
GtkWidget      *pf_studio_window_get_canvas     (PfStudioWindow   *self);

G_END_DECLS

/* pf-studio-window-private.h: the window's fields, shared by pf-studio-window*.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-job.h"
#include "pf-studio-page.h"
#include "pf-studio-sidebar.h"
#include "pf-studio-start-page.h"
#include "pf-studio-window.h"

G_BEGIN_DECLS

struct _PfStudioWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  AdwFlap              *flap;
  GtkToggleButton      *sidebar_button;
  GtkWidget            *save_button;
  GtkWidget            *playtest_button;
  GtkRevealer          *error_revealer;
  GtkLabel             *error_label;
  GtkStack             *main_stack;
  PfStudioSidebar      *sidebar;
  GtkStack             *content_stack;
  GtkLabel             *status_label;
  GMenu                *recent_section;

  PfDocument           *document;
  char                 *error;
  char                 *recovery_key;
  guint                 autosave_id;
  GCancellable         *autosave_cancellable;
  gboolean              closing_after_save;
  GtkRevealer          *opening_bar;     /* "Opening …" while a project is read */
  GtkLabel             *opening_label;
  GPtrArray            *openings;        /* PfJob*: projects being read for this window */
  AdwToast             *refusal_toast;   /* the refused edit's toast on screen */
  char                 *last_refusal;    /* why the last edit was refused */
  GHashTable           *generators;      /* "generate:PACK", "build:PACK" → its window,
                                          * kept while hidden, for this document */
};

/* pf-studio-window.c */
void      pf_studio_window_update_title        (PfStudioWindow *self);
void      pf_studio_window_select              (PfStudioWindow *self,
                                                const char     *path);
void      pf_studio_window_set_document        (PfStudioWindow *self,
                                                PfDocument     *document);
/* Writes the recovery copy soon while there is unsaved work (changes, or
 * levels found and not added), or removes it when there is none. */
void      pf_studio_window_schedule_autosave   (PfStudioWindow *self);

/* pf-studio-window-actions.c */
void      pf_studio_window_actions_init        (PfStudioWindow *self);
void      pf_studio_window_drop_generators     (PfStudioWindow *self);
/* The generator windows that hold levels not added, in the order of
 * their keys (transfer container); shows them all again. */
GPtrArray *pf_studio_window_list_holding_levels (PfStudioWindow *self);
void      pf_studio_window_show_levels_found   (PfStudioWindow *self);
void      pf_studio_window_class_actions_init  (GtkWidgetClass *widget_class);
void      pf_studio_window_update_actions      (PfStudioWindow *self);
/* A toast, with an Undo button when @with_undo. */
void      pf_studio_window_toast               (PfStudioWindow *self,
                                                const char     *text,
                                                gboolean        with_undo);
/* pf-studio-window-files.c */
void      pf_studio_window_files_init          (PfStudioWindow *self);
void      pf_studio_window_refresh_recent_menu (PfStudioWindow *self);
void      pf_studio_window_save_as             (PfStudioWindow *self);
/* What Save As does with the file chosen: saves there, unless another
 * window has that file open (then says so and returns FALSE). */
gboolean  pf_studio_window_save_as_file        (PfStudioWindow *self,
                                                GFile          *file,
                                                gboolean        close_after);
/* Stops reading every project being opened for the window, quietly. */
void      pf_studio_window_abandon_openings    (PfStudioWindow *self);
/* Asks about unsaved changes before closing; TRUE when the dialog is up. */
gboolean  pf_studio_window_ask_to_save         (PfStudioWindow *self);
/* Puts what is being typed on the page shown into the document, so a save
 * or the unsaved-changes question sees it. */
void      pf_studio_window_commit_typing       (PfStudioWindow *self);
/* pf-studio-window-level-actions.c */
void      pf_studio_window_level_actions_init   (PfStudioWindow *self);
void      pf_studio_window_level_actions_update (PfStudioWindow *self);
/* Says why an edit was refused, once while the same reason is on screen. */
void      pf_studio_window_report_refusal       (PfStudioWindow *self,
                                                 const GError   *error);
/* pf-studio-window-transfer.c */
void      pf_studio_window_transfer_init       (PfStudioWindow *self);
/* What a pack is exported as. */
typedef enum
{
  PF_STUDIO_EXPORT_PACK_JSON,      /* the pack JSON of game engines */
  PF_STUDIO_EXPORT_PACK_PROJECT,   /* a project file holding just the pack */
  PF_STUDIO_EXPORT_PACK_PAGE,      /* one web page that testers play */
} PfStudioExportFormat;

/* Writes the pack as @format to @file in a worker thread. */
void      pf_studio_window_export_pack         (PfStudioWindow       *self,
                                                const char           *pack_path,
                                                GFile                *file,
                                                PfStudioExportFormat  format);
/* Adds the playtest logs in @files (GFile*) to the pack, as one undo step,
 * and says what happened; a file that is not a log of the pack changes
 * nothing. Returns the results added, or -1. */
gint      pf_studio_window_import_playtests    (PfStudioWindow *self,
                                                const char     *pack_path,
                                                GPtrArray      *files);

G_END_DECLS

/* pf-studio-generator-window.h: the base of the windows that make new levels for a pack in
 * the background (Generate Levels, Build Levels)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The base holds what both windows do the same way: the pack they work for
 * and the document it is in, Start and Stop in the header bar with their
 * actions and keys, the settings (insensitive while a run goes on) with
 * the seed, the progress bar and the status line, the run itself as a
 * #PfJob that ends in the ::finished signal, the preview where a level
 * found is played before it is added, and adding the levels found to the
 * pack as one undo step. A subclass lays the pieces out, starts its run and
 * takes what it found.
 */
#pragma once

#include <adwaita.h>

#include "pf-document.h"
#include "pf-job.h"
#include "pf-studio-level-preview.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_GENERATOR_WINDOW (pf_studio_generator_window_get_type ())

G_DECLARE_DERIVABLE_TYPE (PfStudioGeneratorWindow, pf_studio_generator_window, PF_STUDIO,
                          GENERATOR_WINDOW, AdwWindow)

/**
 * PfStudioGeneratorWindowClass:
 * @start: starts a run from @pack with the settings on screen, through
 *   pf_studio_generator_window_run(), unless the settings do not allow one
 * @finish: takes what the run returned (its result, or its error); returns
 *   the status line to show
 * @update: brings the subclass's own widgets up to date, and says whether
 *   Start and Add to Pack can be used now, with @pack (%NULL when the pack
 *   is gone) and whether a run goes on; the base makes the settings
 *   insensitive while one does
 * @get_chosen: the levels Add to Pack adds now, in order: (transfer
 *   container) (element-type PfTriLevel), possibly empty
 * @remove_chosen: they were added: take them off the window; @paths
 *   (element-type utf8) holds, for each level of @get_chosen in order,
 *   the item path of its copy in the pack, or %NULL for a level left out
 *   as the same puzzle as one there
 * @pack_changed: (nullable): the pack's levels changed
 * @count_levels: how many places the levels found have, for the preview:
 *   the candidates of the list, the targets of the curve
 * @count_found: how many levels found wait to be added to the pack, those
 *   of a run under way included; call
 *   pf_studio_generator_window_found_changed() when that changes
 * @get_level: the level found at a place, or %NULL when it has none yet;
 *   with the title the preview gives it (transfer full)
 * @previewed: (nullable): the preview now shows the level at a place, or
 *   none (-1): show that in the subclass's own widgets
 * @dup_title: the window's title for the pack titled @pack_title; the base
 *   keeps it in step with the pack's title
 * @measured: (nullable): the preview measured the level at @position:
 *   one found as the run was stopped takes @figures
 *   (pf_tri_figures_complete()), in the subclass's widgets too
 * @describe_found: the title and notes (transfer full) of a pack that keeps,
 *   after a crash, the levels this window found for the pack titled
 *   @pack_title and had not added
 *
 * Install the actions with pf_studio_generator_window_class_install_actions().
 * The window is made with its construct-only properties "document" (the
 * project's #PfDocument) and "pack-path" (the pack's item path).
 */
struct _PfStudioGeneratorWindowClass
{
  AdwWindowClass parent_class;

  void     (*start)        (PfStudioGeneratorWindow *self,
                            PfTriPack               *pack);
  char    *(*finish)       (PfStudioGeneratorWindow *self,
                            gpointer                 result,
                            const GError            *error);
  void     (*update)       (PfStudioGeneratorWindow *self,
                            PfTriPack               *pack,
                            gboolean                 running,
                            gboolean                *can_start,
                            gboolean                *can_accept);
  GPtrArray *(*get_chosen)  (PfStudioGeneratorWindow *self);
  void     (*remove_chosen) (PfStudioGeneratorWindow *self,
                             GPtrArray               *paths);
  void     (*pack_changed) (PfStudioGeneratorWindow *self);
  guint              (*count_levels) (PfStudioGeneratorWindow *self);
  guint              (*count_found)  (PfStudioGeneratorWindow *self);
  const PfTriLevel  *(*get_level)    (PfStudioGeneratorWindow *self,
                                      guint                    position,
                                      char                   **title);
  void               (*previewed)    (PfStudioGeneratorWindow *self,
                                      int                      position);
  char              *(*dup_title)    (PfStudioGeneratorWindow *self,
                                      const char              *pack_title);
  void               (*measured)     (PfStudioGeneratorWindow *self,
                                      guint                    position,
                                      const PfTriFigures      *figures);
  void               (*describe_found) (PfStudioGeneratorWindow *self,
                                        const char              *pack_title,
                                        char                   **title,
                                        char                   **notes);

  /*< private >*/
  char     *action_prefix;
};

/**
 * pf_studio_generator_window_class_install_actions:
 * @klass: a subclass's class
 * @prefix: the actions' prefix, as "generate"
 *
 * Installs @prefix.start (Ctrl+Return), @prefix.stop (Escape),
 * @prefix.accept (Ctrl+Shift+Return), @prefix.new-seed (Ctrl+R), and for
 * the preview @prefix.preview `u` (the level at that place),
 * @prefix.preview-next (Alt+Down) and @prefix.preview-previous (Alt+Up),
 * which skip the places without a level; and Ctrl+W to close.
 */
void pf_studio_generator_window_class_install_actions (PfStudioGeneratorWindowClass *klass,
                                                       const char                   *prefix);

/* For the subclasses: the pieces they lay out in the body. */
GtkBox         *pf_studio_generator_window_get_body       (PfStudioGeneratorWindow *self);
/* The settings group, initially empty. */
AdwPreferencesGroup *pf_studio_generator_window_get_settings (PfStudioGeneratorWindow *self);
GtkProgressBar *pf_studio_generator_window_get_progress   (PfStudioGeneratorWindow *self);
GtkLabel       *pf_studio_generator_window_get_status     (PfStudioGeneratorWindow *self);
/* The label beside Add to Pack, and the box holding both. */
GtkLabel       *pf_studio_generator_window_get_accept_label (PfStudioGeneratorWindow *self);
GtkWidget      *pf_studio_generator_window_get_accept_box (PfStudioGeneratorWindow *self);

/* The tooltips of Start, Stop and Add to Pack. */
void            pf_studio_generator_window_set_tooltips   (PfStudioGeneratorWindow *self,
                                                           const char              *start,
                                                           const char              *stop,
                                                           const char              *accept);

/**
 * pf_studio_generator_window_add_setting:
 * @self: the window
 * @title: the row's title
 * @subtitle: (nullable): its subtitle
 * @widget: the control, at the end of the row
 *
 * Adds a row to the settings; @widget is insensitive while a run goes on.
 *
 * Returns: (transfer none): @widget
 */
GtkWidget      *pf_studio_generator_window_add_setting    (PfStudioGeneratorWindow *self,
                                                           const char              *title,
                                                           const char              *subtitle,
                                                           GtkWidget               *widget);
/* A setting with a spin button from @low to @high, showing @value. */
GtkSpinButton  *pf_studio_generator_window_add_spin       (PfStudioGeneratorWindow *self,
                                                           const char              *title,
                                                           const char              *subtitle,
                                                           double                   low,
                                                           double                   high,
                                                           double                   value);

/**
 * pf_studio_generator_window_add_seed:
 * @self: the window
 * @subtitle: what the seed promises in this window
 *
 * Adds the seed row to the settings: the seed, a random one below 2^32 at
 * first, and New Seed (@prefix.new-seed). The same seed and settings give
 * the same levels. Until it is added, the seed is 1.
 */
void            pf_studio_generator_window_add_seed       (PfStudioGeneratorWindow *self,
                                                           const char              *subtitle);
guint64         pf_studio_generator_window_get_seed       (PfStudioGeneratorWindow *self);
void            pf_studio_generator_window_set_seed       (PfStudioGeneratorWindow *self,
                                                           guint64                  seed);
/* Draws another seed below 2^32, unless a run goes on. */
void            pf_studio_generator_window_new_seed       (PfStudioGeneratorWindow *self);

/* The preview, for the subclass to lay out. */
PfStudioLevelPreview *pf_studio_generator_window_get_preview (PfStudioGeneratorWindow *self);

/**
 * pf_studio_generator_window_preview:
 * @self: the window
 * @position: a place of the levels found, or -1 for none
 *
 * Shows the level at @position in the preview, from its start, with its
 * figures; a place without a level changes nothing.
 *
 * Returns: %TRUE when the preview shows that level (or none, for -1)
 */
gboolean        pf_studio_generator_window_preview        (PfStudioGeneratorWindow *self,
                                                           int                      position);
/* How many levels found wait in the window, not added to the pack yet. */
guint           pf_studio_generator_window_count_found    (PfStudioGeneratorWindow *self);
/* For the subclasses: the levels found that wait changed (::found-changed). */
void            pf_studio_generator_window_found_changed  (PfStudioGeneratorWindow *self);
/* Copies of those levels, in the window's order (transfer full) (element-type PfTriLevel). */
GPtrArray      *pf_studio_generator_window_dup_found      (PfStudioGeneratorWindow *self);
/* The place of the level previewed, or -1. */
int             pf_studio_generator_window_get_previewed  (PfStudioGeneratorWindow *self);
/* The subclass's levels moved: the one previewed is at @position now, or
 * gone (-1, and the preview shows none). */
void            pf_studio_generator_window_levels_moved   (PfStudioGeneratorWindow *self,
                                                           int                      position);

PfDocument     *pf_studio_generator_window_get_document   (PfStudioGeneratorWindow *self);
/* Whether the document holds the level at @path (an item path): an Add to
 * Pack undone takes its levels away again. */
gboolean        pf_studio_generator_window_has_level      (PfStudioGeneratorWindow *self,
                                                           const char              *path);
/* The pack, or %NULL when it is gone from the document. */
PfTriPack      *pf_studio_generator_window_get_pack       (PfStudioGeneratorWindow *self);
/* The levels a run may start from (borrowed): the pack's, or, while the pack
 * has none, an open room with one key block (a new level) for the
 * generator to grow. Empty when the pack is gone. */
GPtrArray      *pf_studio_generator_window_get_sources    (PfStudioGeneratorWindow *self);
/* The pack's title, or the title it had when it is gone: for the window's title. */
const char     *pf_studio_generator_window_get_pack_title (PfStudioGeneratorWindow *self);
/* The title and notes of a pack that keeps, after a crash, the levels found
 * and not added (newly allocated); they name the pack as the window's title
 * does, deleted or not. */
void            pf_studio_generator_window_describe_found (PfStudioGeneratorWindow  *self,
                                                           char                    **title,
                                                           char                    **notes);

/**
 * pf_studio_generator_window_run:
 * @self: the window
 * @func: the run, in a worker thread (#PfJobFunc)
 * @data: (transfer full): its data
 * @data_free: frees @data
 * @result_free: frees what @func returns
 * @report: (nullable): receives its reports on the main loop
 * @status: the status line while it runs
 *
 * For the @start method: runs @func as the window's job. Its end goes to
 * @finish, then ::finished.
 */
void            pf_studio_generator_window_run            (PfStudioGeneratorWindow *self,
                                                           PfJobFunc          func,
                                                           gpointer                 data,
                                                           GDestroyNotify           data_free,
                                                           GDestroyNotify           result_free,
                                                           PfJobReportFunc    report,
                                                           const char              *status);

/* The time since the run started, in whole minutes and seconds. */
void            pf_studio_generator_window_get_elapsed    (PfStudioGeneratorWindow *self,
                                                           guint                   *minutes,
                                                           guint                   *seconds);

/* Makes the actions and settings follow the state of the run and of the pack. */
void            pf_studio_generator_window_update         (PfStudioGeneratorWindow *self);

/* Starts a run, unless one is under way or the pack is gone. */
void            pf_studio_generator_window_start          (PfStudioGeneratorWindow *self);
/* Stops the run; what it found stays. */
void            pf_studio_generator_window_stop           (PfStudioGeneratorWindow *self);
gboolean        pf_studio_generator_window_is_running     (PfStudioGeneratorWindow *self);
/**
 * pf_studio_generator_window_accept:
 * @self: the window
 *
 * Adds the chosen levels to the end of the pack as one undoable edit, each
 * with a fresh id and title; a level that is the same puzzle as one of the
 * pack is left out. The label beside Add to Pack says what happened.
 *
 * Returns: how many levels were added
 */
guint           pf_studio_generator_window_accept         (PfStudioGeneratorWindow *self);

G_END_DECLS

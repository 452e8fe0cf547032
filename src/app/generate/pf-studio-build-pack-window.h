/* pf-studio-build-pack-window.h: a whole run of new levels along a difficulty curve,
 * built in the background and added to a pack in order
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-studio-generator-window.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_BUILD_PACK_WINDOW (pf_studio_build_pack_window_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioBuildPackWindow, pf_studio_build_pack_window, PF_STUDIO,
                      BUILD_PACK_WINDOW, PfStudioGeneratorWindow)

/**
 * pf_studio_build_pack_window_new:
 * @parent: the project's window; this one stays beside it, not modal
 * @document: the project's document
 * @pack_path: the pack whose levels are the sources and which gets the new ones
 *
 * Returns: (transfer floating): the window
 */
PfStudioBuildPackWindow *pf_studio_build_pack_window_new   (GtkWindow               *parent,
                                                            PfDocument              *document,
                                                            const char              *pack_path);

/* What the next start builds: @count levels from @min_moves to @max_moves. */
void                     pf_studio_build_pack_window_set_curve (PfStudioBuildPackWindow *self,
                                                                guint                    count,
                                                                gint                     min_moves,
                                                                gint                     max_moves,
                                                                guint64                  seed);
void                     pf_studio_build_pack_window_start (PfStudioBuildPackWindow *self);
/* Stops; the levels found stay, ready to be added. */
void                     pf_studio_build_pack_window_stop  (PfStudioBuildPackWindow *self);
gboolean                 pf_studio_build_pack_window_is_running (PfStudioBuildPackWindow *self);

/**
 * pf_studio_build_pack_window_accept:
 * @self: the window
 *
 * Adds the levels found to the end of the pack, in order of moves, as one
 * undoable edit, each with a fresh id and title.
 *
 * Returns: how many levels were added
 */
guint                    pf_studio_build_pack_window_accept (PfStudioBuildPackWindow *self);

G_END_DECLS

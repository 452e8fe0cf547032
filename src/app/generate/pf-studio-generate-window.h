/* pf-studio-generate-window.h: harder levels for a pack, generated in the background
 * while the designer keeps editing; the candidates they choose join the pack
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-studio-generator-window.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_GENERATE_WINDOW (pf_studio_generate_window_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioGenerateWindow, pf_studio_generate_window, PF_STUDIO,
                      GENERATE_WINDOW, PfStudioGeneratorWindow)

/**
 * pf_studio_generate_window_new:
 * @parent: the project's window; the generator window stays beside it,
 *   not modal
 * @document: the project's document
 * @pack_path: the pack to generate for
 *
 * Returns: (transfer floating): the window, showing the pack's levels as
 *   sources (the hardest chosen) and nothing generated yet
 */
PfStudioGenerateWindow *pf_studio_generate_window_new        (GtkWindow              *parent,
                                                              PfDocument             *document,
                                                              const char             *pack_path);

/* Starts generating from the chosen source with the settings on screen. */
void                    pf_studio_generate_window_start      (PfStudioGenerateWindow *self);
/* Stops; the candidates found stay. */
void                    pf_studio_generate_window_stop       (PfStudioGenerateWindow *self);
gboolean                pf_studio_generate_window_is_running (PfStudioGenerateWindow *self);

/**
 * pf_studio_generate_window_set_source:
 * @self: a generate window
 * @level_id: the id of a level of the window's pack
 *
 * Chooses that level as the source; Stop at stays as last set unless the
 * level needs that many moves already, and then becomes ten moves beyond
 * it. Does nothing while a search runs or when the pack has no such level.
 * pf_studio_generate_window_get_source() gives the chosen level's id.
 */
void                    pf_studio_generate_window_set_source (PfStudioGenerateWindow *self,
                                                              const char             *level_id);
const char             *pf_studio_generate_window_get_source (PfStudioGenerateWindow *self);

/**
 * pf_studio_generate_window_set_search:
 * @self: the window
 * @source: (nullable): the id of the source level, or %NULL to keep it
 * @min_moves: stop once a level needs this many moves
 * @trials: trials in flight
 * @rounds: the run makes at most @rounds × @trials trials
 * @seed: the seed, below 2^32
 *
 * Sets what the next start uses, as the settings on screen do (Stop at is
 * remembered as the designer's own setting is).
 */
void                    pf_studio_generate_window_set_search (PfStudioGenerateWindow *self,
                                                              const char             *source,
                                                              gint                    min_moves,
                                                              guint                   trials,
                                                              guint                   rounds,
                                                              guint64                 seed);

/* The candidates offered so far and not added (a #GListModel of
 * #PfStudioCandidate), in the list's order: as found, or as sorted by a
 * column's header. generate.preview takes a place in this order. */
GListModel             *pf_studio_generate_window_get_candidates (PfStudioGenerateWindow *self);
/* Selects the candidate at @position along with those already selected. */
void                    pf_studio_generate_window_select     (PfStudioGenerateWindow *self,
                                                              guint                   position);

/**
 * pf_studio_generate_window_accept:
 * @self: the window
 *
 * Adds the selected candidates to the pack as one undoable edit, each with
 * a fresh id and title, and takes them off the list.
 *
 * Returns: how many levels were added
 */
guint                   pf_studio_generate_window_accept     (PfStudioGenerateWindow *self);

G_END_DECLS

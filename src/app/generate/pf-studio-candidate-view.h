/* pf-studio-candidate-view.h: the list of generated candidates, sortable by each figure
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-studio-thumbnail-cache.h"

G_BEGIN_DECLS

/**
 * pf_studio_candidate_view_new:
 * @candidates: a #GListModel of #PfStudioCandidate, in the order found
 * @thumbnails: the cache the level thumbnails are drawn from
 *
 * A column view of @candidates: a thumbnail, then the number each was found
 * as, its moves, steps, difficulty and reachable states. A click on a
 * number column's header sorts by it (ties in the order found), and a new
 * order starts at its top. Its model is a #GtkMultiSelection of the sorted
 * candidates.
 *
 * Returns: (transfer floating): the view
 */
GtkColumnView *pf_studio_candidate_view_new (GListModel             *candidates,
                                             PfStudioThumbnailCache *thumbnails);

/**
 * pf_studio_candidate_view_resort:
 * @view: a view made by pf_studio_candidate_view_new()
 *
 * Sorts the list again by the columns chosen, after a candidate's figures
 * changed (its preview measured it), keeping what is chosen and where the
 * list is scrolled.
 */
void           pf_studio_candidate_view_resort (GtkColumnView *view);

G_END_DECLS

/* pf-studio-candidate.h: a level a generator found, waiting to be accepted into a pack
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_CANDIDATE (pf_studio_candidate_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioCandidate, pf_studio_candidate, PF_STUDIO, CANDIDATE, GObject)

/* Takes a copy of @level, figures and all. */
PfStudioCandidate *pf_studio_candidate_new       (const PfTriLevel  *level,
                                                  guint              number);
const PfTriLevel  *pf_studio_candidate_get_level (PfStudioCandidate *self);
/* Its place in the order the generator found them, from 1. */
guint              pf_studio_candidate_get_number (PfStudioCandidate *self);
/* The item path of its copy in the pack once it was added, or %NULL. */
const char        *pf_studio_candidate_get_joined (PfStudioCandidate *self);
void               pf_studio_candidate_set_joined (PfStudioCandidate *self,
                                                   const char        *path);
/* Gives a candidate that is not measured yet (PfStudioCandidate:measured)
 * the figures its preview measured (pf_tri_figures_complete()); a measured
 * one keeps its own. */
void               pf_studio_candidate_complete_figures (PfStudioCandidate  *self,
                                                         const PfTriFigures *figures);

G_END_DECLS

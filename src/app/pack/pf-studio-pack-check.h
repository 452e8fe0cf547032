/* pf-studio-pack-check.h: the pack's levels explained in a worker thread, for the findings a project does not cache
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-tri-level.h"

G_BEGIN_DECLS

/* The state budget of each level's explanation: `polyform check`'s, so
 * the pack page reports what `check` reports. */
#define PF_STUDIO_PACK_CHECK_MAX_STATES G_GUINT64_CONSTANT (2000000)

typedef struct _PfStudioPackCheck PfStudioPackCheck;

/**
 * PfStudioPackCheckFunc:
 * @owner: the check's owner
 * @level: the level of the pack that was explained, as the owner gave it
 *   to pf_studio_pack_check_start(); it may have changed since
 *
 * Called on the main context each time a level's explained findings are
 * known: pf_studio_pack_check_merge() now adds them.
 */
typedef void (*PfStudioPackCheckFunc) (gpointer    owner,
                                       PfTriLevel *level);

PfStudioPackCheck *pf_studio_pack_check_new   (gpointer               owner,
                                               PfStudioPackCheckFunc  explained);
void               pf_studio_pack_check_free  (PfStudioPackCheck     *self);

/**
 * pf_studio_pack_check_start:
 * @self: a check
 * @pack: the pack on screen
 *
 * Explains, one after the other in a worker thread, the levels of @pack
 * that are solved within the budget and whose puzzle, as it is now, has
 * not been explained yet. While a run is under way, the levels it does not
 * hold wait for the next, which starts when it ends.
 */
void               pf_studio_pack_check_start (PfStudioPackCheck     *self,
                                               PfTriPack             *pack);

/* Stops the run under way; what it explained is kept. */
void               pf_studio_pack_check_stop  (PfStudioPackCheck     *self);

/* Whether the check explains @level as it is now: a puzzle solved with
 * no more states than the budget, so that the explanation's searches, one
 * block fewer each, stay within it too. */
gboolean           pf_studio_pack_check_can_explain (const PfTriLevel *level);

/* Whether a run is under way. */
gboolean           pf_studio_pack_check_is_running (PfStudioPackCheck *self);

/**
 * pf_studio_pack_check_merge:
 * @self: a check
 * @level: a level
 * @findings: (element-type PfTriFinding): @level's quick findings
 *   (pf_tri_level_cached_findings())
 *
 * Adds to @findings the `redundant-block` findings of @level's puzzle,
 * exactly as it is now (its blocks in their order), when it has been
 * explained.
 *
 * Returns: whether @level's puzzle has been explained
 */
gboolean           pf_studio_pack_check_merge (PfStudioPackCheck     *self,
                                               const PfTriLevel      *level,
                                               GPtrArray             *findings);

G_END_DECLS

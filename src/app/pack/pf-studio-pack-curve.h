/* pf-studio-pack-curve.h: a pack's difficulty curve, level by level in pack order
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-document.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_PACK_CURVE (pf_studio_pack_curve_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioPackCurve, pf_studio_pack_curve, PF_STUDIO, PACK_CURVE, GtkWidget)

/**
 * pf_studio_pack_curve_set_item:
 * @self: the chart
 * @document: (nullable): the document
 * @path: (nullable): a pack
 *
 * Charts the pack's levels in their order: optimal moves, and the
 * difficulty on a second scale; the jumps that break the curve and the
 * levels that are the same puzzle are marked. The chart follows the
 * document. A click on a level's point selects it (win.select-item).
 */
void     pf_studio_pack_curve_set_item     (PfStudioPackCurve *self,
                                            PfDocument        *document,
                                            const char        *path);

/**
 * pf_studio_pack_curve_is_jump:
 * @previous: the optimal moves of the level before, or < 0 when unknown
 * @moves: the optimal moves of the level, or < 0 when unknown
 *
 * A jump breaks a rising curve: the level needs more than two moves fewer
 * than the one before it, or more than twice its moves and eight more.
 *
 * Returns: %TRUE when going from @previous to @moves is a jump
 */
gboolean pf_studio_pack_curve_is_jump      (int                previous,
                                            int                moves);

/* The index of the level whose point is nearest (@x, @y), or -1; for tests. */
int      pf_studio_pack_curve_level_at     (PfStudioPackCurve *self,
                                            double             x,
                                            double             y);
/* What a click at (@x, @y) does: selects the level of the point there.
 * Returns whether there was one. */
gboolean pf_studio_pack_curve_activate_at  (PfStudioPackCurve *self,
                                            double             x,
                                            double             y);
/* How many jumps and same-puzzle levels the chart marks; for tests. */
guint    pf_studio_pack_curve_count_jumps  (PfStudioPackCurve *self);
guint    pf_studio_pack_curve_count_same   (PfStudioPackCurve *self);

G_END_DECLS

/* pf-studio-layout-popover.h: a new room from the layout generator, seen before it is added
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_LAYOUT_POPOVER (pf_studio_layout_popover_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioLayoutPopover, pf_studio_layout_popover, PF_STUDIO,
                      LAYOUT_POPOVER, GtkPopover)

/**
 * pf_studio_layout_popover_new:
 *
 * The popover of a pack's New Layout button: the floor area, key blocks
 * and compactness of the layout generator, a preview of the room they
 * give, Try Another (layout.reroll) for another seed, and an Add Layout
 * button that activates pack.new-layout.
 *
 * Returns: (transfer floating): the popover
 */
GtkWidget        *pf_studio_layout_popover_new        (void);

/**
 * pf_studio_layout_popover_set_params:
 * @self: the popover
 * @area: the target floor area
 * @keys: the key blocks, 1..4
 * @compactness: 0..1
 * @seed: the seed
 *
 * Sets the parameters and shows the room they give.
 */
void              pf_studio_layout_popover_set_params (PfStudioLayoutPopover *self,
                                                       guint                  area,
                                                       guint                  keys,
                                                       double                 compactness,
                                                       guint64                seed);

/**
 * pf_studio_layout_popover_get_level:
 * @self: the popover
 *
 * Returns: (transfer none) (nullable): the room shown, or %NULL when the
 *   parameters gave none (the popover then says why)
 */
const PfTriLevel *pf_studio_layout_popover_get_level  (PfStudioLayoutPopover *self);

/**
 * pf_studio_layout_popover_reroll:
 * @self: the popover
 *
 * Shows another room with the same parameters and a new seed.
 */
void              pf_studio_layout_popover_reroll     (PfStudioLayoutPopover *self);

G_END_DECLS

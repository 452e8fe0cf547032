/* pf-studio-spin-wheel.h: the wheel scrolls a panel, not the number under the pointer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * pf_studio_spin_wheel_scrolls_panel:
 * @spin: a spin button inside a scrolled window
 *
 * A wheel turned over @spin while it does not have the focus scrolls the
 * panel around it instead of changing its value, so that scrolling a side
 * panel past a Seed or a Width does not regenerate what the designer
 * made. Once @spin has the focus (a click or Tab), the wheel changes its
 * value as usual.
 */
void pf_studio_spin_wheel_scrolls_panel (GtkSpinButton *spin);

G_END_DECLS

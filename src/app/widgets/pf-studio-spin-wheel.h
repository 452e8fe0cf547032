/* pf-studio-spin-wheel.h: the wheel scrolls a panel, not the number under the pointer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * pf_studio_wheel_scrolls_panel:
 * @control: a spin button or a scale inside a scrolled window
 *
 * A wheel turned over @control scrolls the panel around it instead of
 * changing its value, so that scrolling a side panel past a Seed, a Width
 * or a Weight does not regenerate what the designer made. Its value
 * changes by its buttons, a drag, typing or the arrow keys.
 */
void pf_studio_wheel_scrolls_panel (GtkWidget *control);

G_END_DECLS

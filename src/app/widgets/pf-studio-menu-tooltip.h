/* pf-studio-menu-tooltip.h: a menu button's tooltip, kept off its open menu
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * pf_studio_menu_tooltip_hide_while_open:
 * @button: a menu button with a tooltip and its popover set
 *
 * GTK 4.8 keeps a menu button's tooltip up when a click opens its menu,
 * over the first items. This turns the tooltip off while the popover
 * shows, and on again when it closes. Call it once for a button.
 */
void pf_studio_menu_tooltip_hide_while_open     (GtkMenuButton *button);

/**
 * pf_studio_menu_tooltip_hide_all_while_open:
 * @root: a window, its widgets built (its pages included)
 *
 * pf_studio_menu_tooltip_hide_while_open() for every menu button in
 * @root with a tooltip and a popover.
 */
void pf_studio_menu_tooltip_hide_all_while_open (GtkWidget     *root);

G_END_DECLS

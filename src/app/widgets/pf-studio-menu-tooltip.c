/* pf-studio-menu-tooltip.c: a menu button's tooltip, kept off its open menu
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-menu-tooltip.h"

static void
on_popover_shown (GtkWidget *popover,
                  GtkWidget *button)
{
  gtk_widget_set_has_tooltip (button, FALSE);
}

static void
on_popover_hidden (GtkWidget *popover,
                   GtkWidget *button)
{
  gtk_widget_set_has_tooltip (button, gtk_widget_get_tooltip_text (button) != NULL);
}

void
pf_studio_menu_tooltip_hide_while_open (GtkMenuButton *button)
{
  GtkPopover *popover;

  g_return_if_fail (GTK_IS_MENU_BUTTON (button));

  popover = gtk_menu_button_get_popover (button);
  g_return_if_fail (popover != NULL);
  /* The popover belongs to the button, so it never outlives it. */
  g_signal_connect (popover, "show", G_CALLBACK (on_popover_shown), button);
  g_signal_connect (popover, "hide", G_CALLBACK (on_popover_hidden), button);
}

void
pf_studio_menu_tooltip_hide_all_while_open (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_MENU_BUTTON (root) && gtk_widget_get_tooltip_text (root) != NULL &&
      gtk_menu_button_get_popover (GTK_MENU_BUTTON (root)) != NULL)
    pf_studio_menu_tooltip_hide_while_open (GTK_MENU_BUTTON (root));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pf_studio_menu_tooltip_hide_all_while_open (child);
}

/* pf-studio-spin-wheel.c: the wheel scrolls a panel, not the number under the pointer
 *
 * GTK 4.8's spin buttons and scales take every wheel event over them. A
 * capture-phase scroll controller on the control sees the event first: it
 * moves the nearest scrolled window's adjustment and claims the event.
 * Focus does not change that: a click on a spin button's + or − gives it
 * the focus, and the wheel turned next to scroll on must not change a seed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-spin-wheel.h"

/* Pixels a wheel notch moves the panel, as a scrolled window's own step */
#define WHEEL_STEP 50.0

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           gpointer                  user_data)
{
  GtkWidget *control = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkWidget *scrolled;
  GtkAdjustment *adjustment;
  double step = WHEEL_STEP;

  scrolled = gtk_widget_get_ancestor (control, GTK_TYPE_SCROLLED_WINDOW);
  if (scrolled == NULL)
    return FALSE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE)
    step = 1.0;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + dy * step);
  return TRUE;
}

void
pf_studio_wheel_scrolls_panel (GtkWidget *control)
{
  GtkEventController *scroll;

  g_return_if_fail (GTK_IS_SPIN_BUTTON (control) || GTK_IS_RANGE (control));

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), NULL);
  gtk_widget_add_controller (control, scroll);
}


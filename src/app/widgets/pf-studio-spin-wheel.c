/* pf-studio-spin-wheel.c: the wheel scrolls a panel, not the number under the pointer
 *
 * GTK 4.8's spin button takes every wheel event over it. A capture-phase
 * scroll controller on the spin button sees the event first: while the
 * spin button is not focused, it moves the nearest scrolled window's
 * adjustment and claims the event.
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
  GtkWidget *spin = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkRoot *root = gtk_widget_get_root (spin);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *scrolled;
  GtkAdjustment *adjustment;
  double step = WHEEL_STEP;

  /* The spin button's text is a child of it, and has the focus when it is typed in. */
  if (focus != NULL && (focus == spin || gtk_widget_is_ancestor (focus, spin)))
    return FALSE;
  scrolled = gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW);
  if (scrolled == NULL)
    return FALSE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE)
    step = 1.0;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + dy * step);
  return TRUE;
}

void
pf_studio_spin_wheel_scrolls_panel (GtkSpinButton *spin)
{
  GtkEventController *scroll;

  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), NULL);
  gtk_widget_add_controller (GTK_WIDGET (spin), scroll);
}

/* pf-studio-column-scroll.c: scrolling a column view to a row once it is laid out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-column-scroll.h"

#define SCROLL_KEY "pf-studio-column-scroll"

typedef struct
{
  guint tick;
  guint frames;      /* frames seen since the scroll was asked for */
  guint target;
} Scroll;

static GtkWidget *
list_view_of (GtkColumnView *view)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (view)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      return child;
  return NULL;
}

static gboolean
scroll_when_laid_out (GtkWidget     *widget,
                      GdkFrameClock *clock,
                      gpointer       data)
{
  Scroll *scroll = data;
  GtkColumnView *view = GTK_COLUMN_VIEW (widget);
  GtkWidget *list = list_view_of (view);
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (view));

  /* A tick comes before the frame's layout: the rows added or moved
   * before the first tick are laid out once the second one comes. */
  if (++scroll->frames < 2)
    return G_SOURCE_CONTINUE;
  scroll->tick = 0;
  if (list == NULL || !gtk_widget_get_mapped (list) || model == NULL ||
      scroll->target >= g_list_model_get_n_items (model))
    return G_SOURCE_REMOVE;
  /* The list view's action scrolls a row up to under the header: the top
   * is the top of the list. */
  if (scroll->target == 0)
    gtk_adjustment_set_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view)), 0);
  else
    gtk_widget_activate_action (list, "list.scroll-to-item", "u", scroll->target);
  return G_SOURCE_REMOVE;
}

void
pf_studio_column_view_cancel_scroll (GtkColumnView *view)
{
  Scroll *scroll;

  g_return_if_fail (GTK_IS_COLUMN_VIEW (view));

  scroll = g_object_get_data (G_OBJECT (view), SCROLL_KEY);
  if (scroll != NULL && scroll->tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (view), scroll->tick);
  if (scroll != NULL)
    scroll->tick = 0;
}

void
pf_studio_column_view_scroll_to (GtkColumnView *view,
                                 guint          position)
{
  Scroll *scroll;

  g_return_if_fail (GTK_IS_COLUMN_VIEW (view));

  pf_studio_column_view_cancel_scroll (view);
  scroll = g_object_get_data (G_OBJECT (view), SCROLL_KEY);
  if (scroll == NULL)
    {
      scroll = g_new0 (Scroll, 1);
      g_object_set_data_full (G_OBJECT (view), SCROLL_KEY, scroll, g_free);
    }
  scroll->target = position;
  scroll->frames = 0;
  if (gtk_widget_get_mapped (GTK_WIDGET (view)))
    scroll->tick = gtk_widget_add_tick_callback (GTK_WIDGET (view), scroll_when_laid_out,
                                                 scroll, NULL);
}

/* pf-studio-column-title.c: a column view's title over the column's numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A column view's header holds a title button per column, in the order of
 * the columns, and each button holds a box with the title and the sort
 * arrow, which the button stretches over its width. Moving that box to the
 * end of the button, the arrow first, moves the title over numbers aligned
 * to the end.
 */
#include "config.h"

#include "pf-studio-column-title.h"

static GtkWidget *
child_named (GtkWidget  *parent,
             const char *css_name,
             guint       nth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (parent); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_widget_get_css_name (child), css_name) == 0 && nth-- == 0)
      return child;
  return NULL;
}

gboolean
pf_studio_column_title_align_end (GtkColumnView       *view,
                                  GtkColumnViewColumn *column)
{
  GListModel *columns;
  GtkWidget *header, *title, *box, *label;
  guint n, position;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), FALSE);
  g_return_val_if_fail (GTK_IS_COLUMN_VIEW_COLUMN (column), FALSE);

  columns = gtk_column_view_get_columns (view);
  n = g_list_model_get_n_items (columns);
  for (position = 0; position < n; position++)
    {
      g_autoptr(GtkColumnViewColumn) other = g_list_model_get_item (columns, position);

      if (other == column)
        break;
    }
  header = child_named (GTK_WIDGET (view), "header", 0);
  /* One title per column, or the header is not the one this knows */
  if (position == n || header == NULL || child_named (header, "button", n - 1) == NULL ||
      child_named (header, "button", n) != NULL)
    return FALSE;
  title = child_named (header, "button", position);
  box = gtk_widget_get_first_child (title);
  label = box != NULL ? gtk_widget_get_first_child (box) : NULL;
  if (!GTK_IS_BOX (box) || !GTK_IS_LABEL (label))
    return FALSE;
  gtk_widget_set_halign (box, GTK_ALIGN_END);
  /* The sort arrow keeps its room when the column is not sorted: before
   * the title, it leaves the title's end over the numbers' end. */
  gtk_box_reorder_child_after (GTK_BOX (box), label, gtk_widget_get_last_child (box));
  return TRUE;
}

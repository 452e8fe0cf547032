/* pf-studio-candidate-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-generate"

#include <glib/gi18n.h>

#include "pf-studio-candidate.h"
#include "pf-studio-candidate-view.h"
#include "pf-studio-column-scroll.h"
#include "pf-studio-column-title.h"
#include "pf-studio-level-thumbnail.h"
#include "pf-studio-count.h"

#define THUMB_WIDTH 96
#define THUMB_HEIGHT 64

/* Auxiliary methods */

/* The row alone chooses: with GTK 4.8 a click reaches both the row and
 * the cell under the pointer, and a Ctrl+click chose the candidate and
 * took it back at once. */
static void
leave_choosing_to_the_row (GtkListItem *item)
{
  gtk_list_item_set_selectable (item, FALSE);
}

static void
setup_thumbnail (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 PfStudioThumbnailCache   *thumbnails)
{
  gtk_list_item_set_child (item, pf_studio_level_thumbnail_new (thumbnails, THUMB_WIDTH,
                                                                THUMB_HEIGHT));
  leave_choosing_to_the_row (item);
}

static void
bind_thumbnail (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  user_data)
{
  PfStudioCandidate *candidate = gtk_list_item_get_item (item);

  pf_studio_level_thumbnail_set_level (PF_STUDIO_LEVEL_THUMBNAIL (gtk_list_item_get_child (item)),
                                       pf_studio_candidate_get_level (candidate));
}

static void
setup_number (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
  leave_choosing_to_the_row (item);
}

typedef enum
{
  COLUMN_FOUND,
  COLUMN_MOVES,
  COLUMN_STEPS,
  COLUMN_DIFFICULTY,
  COLUMN_REACHABLE,
} Column;

static double
column_value (PfStudioCandidate *candidate,
              Column             column)
{
  const PfTriFigures *figures = &pf_studio_candidate_get_level (candidate)->figures;

  switch (column)
    {
    case COLUMN_FOUND: return pf_studio_candidate_get_number (candidate);
    case COLUMN_MOVES: return figures->moves;
    case COLUMN_STEPS: return figures->steps;
    case COLUMN_DIFFICULTY: return figures->difficulty;
    case COLUMN_REACHABLE:
    default:
      return figures->reachable;
    }
}

static char *
column_text (PfStudioCandidate *candidate,
             Column             column)
{
  double value = column_value (candidate, column);

  /* A candidate found as the search was stopped is not measured. */
  if (value < 0)
    return g_strdup ("—");
  if (column == COLUMN_DIFFICULTY)
    return g_strdup_printf ("%.1f", value);
  return column == COLUMN_REACHABLE ? pf_studio_format_count ((gint64) value)
                                    : g_strdup_printf ("%.0f", value);
}

/* A new order starts at its top; the same order again, for figures that
 * came later, keeps the list where it is. */
static void
on_sort_changed (GtkColumnView *view)
{
  if (g_object_get_data (G_OBJECT (view), "pf-resorting") == NULL)
    pf_studio_column_view_scroll_to (view, 0);
}

/* A column's order; ties in the order the search found them. */
static int
compare_column (gconstpointer a,
                gconstpointer b,
                gpointer      column)
{
  PfStudioCandidate *x = (PfStudioCandidate *) a, *y = (PfStudioCandidate *) b;
  double u = column_value (x, GPOINTER_TO_INT (column));
  double v = column_value (y, GPOINTER_TO_INT (column));

  if (u != v)
    return u < v ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER;
  return gtk_ordering_from_cmpfunc ((int) pf_studio_candidate_get_number (x) -
                                    (int) pf_studio_candidate_get_number (y));
}

static void
show_number (GtkListItem *item)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  Column column = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (label), "column"));
  g_autofree char *text = column_text (gtk_list_item_get_item (item), column);

  gtk_label_set_text (GTK_LABEL (label), text);
}

/* A candidate measured once its preview had analysed it shows its figures. */
static void
bind_number (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             gpointer                  column)
{
  g_object_set_data (G_OBJECT (gtk_list_item_get_child (item)), "column", column);
  g_signal_connect_object (gtk_list_item_get_item (item), "notify::measured",
                           G_CALLBACK (show_number), item, G_CONNECT_SWAPPED);
  show_number (item);
}

static void
unbind_number (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  column)
{
  g_signal_handlers_disconnect_by_func (gtk_list_item_get_item (item), show_number, item);
}

static GtkColumnViewColumn *
add_column (GtkColumnView      *view,
            const char         *title,
            GtkListItemFactory *factory,
            gboolean            expand)
{
  GtkColumnViewColumn *column = gtk_column_view_column_new (title, factory);

  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_append_column (view, column);
  g_object_unref (column);
  return column;
}

static void
add_number_column (GtkColumnView *view,
                   const char    *title,
                   Column         which)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkSorter) sorter = NULL;
  GtkColumnViewColumn *column;

  g_signal_connect (factory, "setup", G_CALLBACK (setup_number), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_number), GINT_TO_POINTER (which));
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_number), GINT_TO_POINTER (which));
  column = add_column (view, title, factory, TRUE);
  sorter = GTK_SORTER (gtk_custom_sorter_new (compare_column, GINT_TO_POINTER (which), NULL));
  gtk_column_view_column_set_sorter (column, sorter);
  g_ptr_array_add (g_object_get_data (G_OBJECT (view), "pf-sorters"), sorter);
  /* The title over its numbers, which align to the end */
  pf_studio_column_title_align_end (view, column);
}

/* Public API */

GtkColumnView *
pf_studio_candidate_view_new (GListModel             *candidates,
                              PfStudioThumbnailCache *thumbnails)
{
  GtkColumnView *view;
  GtkListItemFactory *thumbs;
  g_autoptr(GtkMultiSelection) selection = NULL;
  GtkSorter *sorter;

  g_return_val_if_fail (G_IS_LIST_MODEL (candidates), NULL);
  g_return_val_if_fail (PF_STUDIO_IS_THUMBNAIL_CACHE (thumbnails), NULL);

  /* The view sorts by any number column, clicked on its header. */
  view = GTK_COLUMN_VIEW (gtk_column_view_new (NULL));
  gtk_column_view_set_show_row_separators (view, TRUE);
  /* Borrowed: the columns keep them. */
  g_object_set_data_full (G_OBJECT (view), "pf-sorters", g_ptr_array_new (),
                          (GDestroyNotify) g_ptr_array_unref);
  thumbs = gtk_signal_list_item_factory_new ();
  g_signal_connect_data (thumbs, "setup", G_CALLBACK (setup_thumbnail), g_object_ref (thumbnails),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  g_signal_connect (thumbs, "bind", G_CALLBACK (bind_thumbnail), NULL);
  add_column (view, _("Level"), thumbs, FALSE);
  add_number_column (view, _("Found"), COLUMN_FOUND);
  add_number_column (view, _("Moves"), COLUMN_MOVES);
  add_number_column (view, _("Steps"), COLUMN_STEPS);
  add_number_column (view, _("Difficulty"), COLUMN_DIFFICULTY);
  add_number_column (view, _("Reachable"), COLUMN_REACHABLE);

  sorter = gtk_column_view_get_sorter (view);
  selection = gtk_multi_selection_new (G_LIST_MODEL (gtk_sort_list_model_new (
                g_object_ref (candidates), g_object_ref (sorter))));
  gtk_column_view_set_model (view, GTK_SELECTION_MODEL (selection));
  g_signal_connect_object (sorter, "changed", G_CALLBACK (on_sort_changed), view,
                           G_CONNECT_SWAPPED);
  return view;
}

void
pf_studio_candidate_view_resort (GtkColumnView *view)
{
  GPtrArray *sorters;

  g_return_if_fail (GTK_IS_COLUMN_VIEW (view));

  /* Only the columns the view sorts by listen to their sorters. */
  sorters = g_object_get_data (G_OBJECT (view), "pf-sorters");
  g_object_set_data (G_OBJECT (view), "pf-resorting", GINT_TO_POINTER (TRUE));
  for (guint i = 0; i < sorters->len; i++)
    gtk_sorter_changed (g_ptr_array_index (sorters, i), GTK_SORTER_CHANGE_DIFFERENT);
  g_object_set_data (G_OBJECT (view), "pf-resorting", NULL);
}

/* pf-studio-pack-columns.h: the pack page's columns: cells and sorters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-studio-thumbnail-cache.h"

G_BEGIN_DECLS

/**
 * PfStudioPackColumn:
 *
 * The columns of the pack page's list, in the order they are added.
 */
typedef enum
{
  PF_STUDIO_PACK_COLUMN_POSITION,
  PF_STUDIO_PACK_COLUMN_PREVIEW,
  PF_STUDIO_PACK_COLUMN_TITLE,
  PF_STUDIO_PACK_COLUMN_MOVES,
  PF_STUDIO_PACK_COLUMN_STEPS,
  PF_STUDIO_PACK_COLUMN_DIFFICULTY,
  PF_STUDIO_PACK_COLUMN_STATES,
  PF_STUDIO_PACK_COLUMN_PLAYTESTS,
  PF_STUDIO_PACK_COLUMN_STATUS,
  PF_STUDIO_PACK_COLUMN_FINDINGS,
  PF_STUDIO_PACK_N_COLUMNS,
} PfStudioPackColumn;

/**
 * pf_studio_pack_columns_add:
 * @view: an empty column view whose model holds #PfStudioPackRow items
 * @cache: the thumbnails' drawings
 *
 * Adds every column, each with a sorter for the view's sorter. The cell
 * of the position column is a drag source: it offers its #PfStudioPackRow.
 * Each cell's widget has the row as its "pf-row" data while it is bound.
 */
void                 pf_studio_pack_columns_add             (GtkColumnView          *view,
                                                             PfStudioThumbnailCache *cache);

/* The column @which of @view, as pf_studio_pack_columns_add() added it. */
GtkColumnViewColumn *pf_studio_pack_columns_get             (GtkColumnView          *view,
                                                             PfStudioPackColumn      which);

/**
 * pf_studio_pack_columns_set_reorderable:
 * @view: the view
 * @reorderable: whether rows can be dragged
 *
 * Drags start only while the view shows the pack's own order; otherwise
 * the drag handles are hidden.
 */
void                 pf_studio_pack_columns_set_reorderable (GtkColumnView          *view,
                                                             gboolean                reorderable);

/**
 * pf_studio_pack_columns_shows_pack_order:
 * @view: the view
 *
 * Returns: %TRUE when the view lists the rows in the pack's own order: it
 *   is not sorted, or sorted by the position column, ascending
 */
gboolean             pf_studio_pack_columns_shows_pack_order (GtkColumnView         *view);

/* The row whose cell is @widget or holds it, or whose row widget @widget is
 * (the one row among its descendants), or NULL. */
GObject             *pf_studio_pack_columns_row_of_widget   (GtkWidget              *widget);
/* The focusable widget of @row in @view, or NULL while it is not shown. */
GtkWidget           *pf_studio_pack_columns_widget_of_row   (GtkColumnView          *view,
                                                             GObject                *row);

G_END_DECLS

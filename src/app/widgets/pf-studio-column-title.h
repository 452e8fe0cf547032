/* pf-studio-column-title.h: a column view's title over the column's numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * pf_studio_column_title_align_end:
 * @view: a column view
 * @column: one of its columns
 *
 * Puts @column's title at the end of its header, over numbers that the
 * cells align to the end. GTK 4.8 has no setting for it, so this reaches
 * into the header's own widgets; on a GTK whose header is built otherwise
 * it leaves the title where it is.
 *
 * Returns: whether the title was moved
 */
gboolean pf_studio_column_title_align_end (GtkColumnView       *view,
                                           GtkColumnViewColumn *column);

G_END_DECLS

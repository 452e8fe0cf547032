/* pf-studio-field-view.h: a widget that draws a playtest field, its falling piece and ghost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-field.h"
#include "pf-srs.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_FIELD_VIEW (pf_studio_field_view_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioFieldView, pf_studio_field_view, PF_STUDIO, FIELD_VIEW, GtkWidget)

GtkWidget *pf_studio_field_view_new          (void);

/**
 * pf_studio_field_view_set_field:
 * @self: a field view
 * @field: the locked cells; copied
 * @visible_rows: rows drawn as the matrix
 * @buffer_rows: rows above it drawn without a background, where pieces spawn
 */
void       pf_studio_field_view_set_field    (PfStudioFieldView  *self,
                                              const PfField      *field,
                                              guint               visible_rows,
                                              guint               buffer_rows);
const PfField *pf_studio_field_view_get_field (PfStudioFieldView *self);

/**
 * pf_studio_field_view_set_piece:
 * @self: a field view
 * @shape: (nullable): the falling piece's orientation, or %NULL for none
 * @cell: its colour
 * @x: its centre column
 * @y: its centre row
 * @ghost_y: the row its ghost is drawn at; equal to @y for no ghost
 */
void       pf_studio_field_view_set_piece    (PfStudioFieldView  *self,
                                              const PfPieceShape *shape,
                                              PfCell              cell,
                                              int                 x,
                                              int                 y,
                                              int                 ghost_y);

/**
 * pf_studio_field_view_set_editable:
 * @self: a field view
 * @editable: whether clicks and drags emit #PfStudioFieldView::paint
 *
 * An editable view shows a cell cursor and emits ::paint (x, y, erase) for
 * every cell a drag crosses; the right button erases.
 */
void       pf_studio_field_view_set_editable (PfStudioFieldView  *self,
                                              gboolean            editable);

/* Veils the field, behind a pause or game-over message. */
void       pf_studio_field_view_set_dimmed   (PfStudioFieldView  *self,
                                              gboolean            dimmed);

/**
 * pf_studio_field_view_set_cell_sizes:
 * @self: a field view
 * @minimum: the smallest cell side it asks for, in pixels
 * @natural: the cell side it would like
 */
void       pf_studio_field_view_set_cell_sizes (PfStudioFieldView *self,
                                                guint              minimum,
                                                guint              natural);

/**
 * pf_studio_field_view_cell_at:
 * @self: a field view
 * @px: a point in widget coordinates
 * @py: likewise
 * @x: (out): the column there
 * @y: (out): the row there
 *
 * Returns: whether the point is on a cell of the field
 */
gboolean   pf_studio_field_view_cell_at      (PfStudioFieldView  *self,
                                              double              px,
                                              double              py,
                                              int                *x,
                                              int                *y);

G_END_DECLS

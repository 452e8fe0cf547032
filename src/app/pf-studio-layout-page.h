/* pf-studio-layout-page.h: the shell layout editor: paint, rotate, simulate clears
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-shell.h"
#include "pf-shell-layout.h"
#include "pf-studio-window.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_LAYOUT_PAGE (pf_studio_layout_page_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioLayoutPage, pf_studio_layout_page, PF_STUDIO, LAYOUT_PAGE, GtkWidget)

GtkWidget        *pf_studio_layout_page_new        (void);

/**
 * pf_studio_layout_page_show:
 * @self: a page
 * @window: the window that owns the project
 * @layout: (nullable): the layout to edit, borrowed from the window's project
 *
 * Shows @layout. Call it again, with the fresh pointer, after undo, redo or
 * any other rebuild of the project. The colour, the tool and the overlay
 * stay; the simulation preview stays while the layout (same id, same cells)
 * is unchanged, and starts over otherwise.
 */
void              pf_studio_layout_page_show       (PfStudioLayoutPage *self,
                                                    PfStudioWindow     *window,
                                                    PfShellLayout      *layout);

/* A paint stroke in canvas coordinates, as the pointer makes it: one undo
 * step for the whole stroke, recorded only if a cell changed. For tests. */
void              pf_studio_layout_page_stroke_begin (PfStudioLayoutPage *self,
                                                      double              px,
                                                      double              py);
void              pf_studio_layout_page_stroke_to    (PfStudioLayoutPage *self,
                                                      double              px,
                                                      double              py);
void              pf_studio_layout_page_stroke_end   (PfStudioLayoutPage *self);

GtkWidget        *pf_studio_layout_page_get_canvas   (PfStudioLayoutPage *self);
const PfShellSim *pf_studio_layout_page_get_sim      (PfStudioLayoutPage *self);
gboolean          pf_studio_layout_page_get_previewing (PfStudioLayoutPage *self);
const char       *pf_studio_layout_page_get_sim_text (PfStudioLayoutPage *self);

G_END_DECLS

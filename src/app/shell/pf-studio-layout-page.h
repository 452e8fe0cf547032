/* pf-studio-layout-page.h: the shell layout editor: paint, rotate, simulate clears
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-shell.h"
#include "pf-shell-layout.h"
#include "pf-document.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_LAYOUT_PAGE (pf_studio_layout_page_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioLayoutPage, pf_studio_layout_page, PF_STUDIO, LAYOUT_PAGE, GtkWidget)

GtkWidget        *pf_studio_layout_page_new        (void);

/**
 * pf_studio_layout_page_set_item:
 * @self: the page
 * @document: (nullable): the document
 * @path: (nullable): the path of one of its shell layouts, or %NULL for none
 *
 * Shows the layout and follows it through the document. The simulation is
 * kept while the same layout stays on screen.
 */
void              pf_studio_layout_page_set_item   (PfStudioLayoutPage *self,
                                                    PfDocument         *document,
                                                    const char         *path);

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

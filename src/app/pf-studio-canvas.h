/* pf-studio-canvas.h: the one canvas that draws every kind of project item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-project.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_CANVAS (pf_studio_canvas_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioCanvas, pf_studio_canvas, PF_STUDIO, CANVAS, GtkWidget)

typedef enum
{
  PF_STUDIO_ITEM_NONE,
  PF_STUDIO_ITEM_LEVEL,
  PF_STUDIO_ITEM_LAYOUT,
  PF_STUDIO_ITEM_TILESET,
  PF_STUDIO_ITEM_MAP,
  PF_STUDIO_ITEM_PACK,
} PfStudioItemKind;

GtkWidget        *pf_studio_canvas_new         (void);

/* The canvas borrows the items; call again (or clear) whenever they change. */
void              pf_studio_canvas_show_layout  (PfStudioCanvas *self,
                                                 PfShellLayout  *layout);
void              pf_studio_canvas_show_tileset (PfStudioCanvas *self,
                                                 PfTileset      *tileset);
void              pf_studio_canvas_show_map     (PfStudioCanvas *self,
                                                 PfMap          *map,
                                                 PfTileset      *tileset);
void              pf_studio_canvas_clear        (PfStudioCanvas *self);
PfStudioItemKind  pf_studio_canvas_get_kind     (PfStudioCanvas *self);

/* Draws the current item into @cr, exactly as on screen. */
void              pf_studio_canvas_draw         (PfStudioCanvas *self,
                                                 cairo_t        *cr,
                                                 double          width,
                                                 double          height);

G_END_DECLS

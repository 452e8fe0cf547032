/* pf-studio-layout-page-private.h: the layout page's fields, shared by pf-studio-layout-*.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-studio-layout-page.h"
#include "pf-studio-shell-canvas.h"
#include "pf-studio-shell-palette.h"
#include "pf-studio-shell-preview.h"

G_BEGIN_DECLS

#define ERASER PF_STUDIO_SHELL_ERASER

struct _PfStudioLayoutPage
{
  GtkWidget             parent_instance;

  /* Template widgets */
  PfStudioShellCanvas  *canvas;
  GtkLabel             *hover_label;
  GtkRevealer          *preview_revealer;
  GtkLabel             *score_label;
  GtkLabel             *message_label;

  PfDocument           *document;
  char                 *path;            /* the layout's item path */
  PfShellLayout        *layout;          /* borrowed from the document's project */

  guint                 colour;          /* 1..7, or ERASER */
  gboolean              show_overlay;

  gboolean              has_hover;
  int                   hover_x;
  int                   hover_y;
  gboolean              key_cursor;    /* the hover cell is the arrows' */
  double                pointer_x;     /* where the pointer last was, or NAN */
  double                pointer_y;

  /* The stroke under way: a stroke of the document */
  gboolean              stroking;
  guint                 stroke_colour;
  double                stroke_px;      /* where the stroke's pointer was last */
  double                stroke_py;
  guint                 stroke_fit;      /* the view's fit, kept still while painting */

  PfStudioShellPreview *preview;
};

/* pf-studio-layout-page.c */
gboolean pf_studio_layout_page_previewing       (PfStudioLayoutPage  *self);
/* The simulated board while previewing, else the layout. */
const PfShellLayout *pf_studio_layout_page_displayed (PfStudioLayoutPage *self);
guint    pf_studio_layout_page_fit_of           (const PfShellLayout *layout);
void     pf_studio_layout_page_sync_canvas      (PfStudioLayoutPage  *self);
void     pf_studio_layout_page_update_sim_ui    (PfStudioLayoutPage  *self);
void     pf_studio_layout_page_sync_simulation  (PfStudioLayoutPage  *self);

/* pf-studio-layout-paint.c: painting with the pointer, and what lies under it */
void     pf_studio_layout_page_update_hover     (PfStudioLayoutPage  *self);
void     pf_studio_layout_page_paint_init       (PfStudioLayoutPage  *self);
/* Ends the stroke under way, if any, and the document's with it. */
void     pf_studio_layout_page_end_stroke       (PfStudioLayoutPage  *self);

G_END_DECLS

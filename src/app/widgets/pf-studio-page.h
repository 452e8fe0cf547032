/* pf-studio-page.h: what the window needs of the page that shows an item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-document.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_PAGE (pf_studio_page_get_type ())

G_DECLARE_INTERFACE (PfStudioPage, pf_studio_page, PF_STUDIO, PAGE, GtkWidget)

/**
 * PfStudioPageInterface:
 * @set_item: shows the item at a path of a document, or nothing
 * @get_canvas: (nullable): the page's drawing widget, if it has one
 *
 * A page shows one item of a document and follows it through the
 * document's signals; the window shows any item through this interface,
 * without knowing which page it is.
 */
struct _PfStudioPageInterface
{
  GTypeInterface parent_iface;

  void       (*set_item)   (PfStudioPage *self,
                            PfDocument   *document,
                            const char   *path);
  GtkWidget *(*get_canvas) (PfStudioPage *self);
};

/**
 * pf_studio_page_set_item:
 * @self: a page
 * @document: (nullable): the document
 * @path: (nullable): the path of an item of the page's kind, or %NULL
 *
 * Shows the item and follows it. A page given %NULL lets go of what it
 * showed (what was being typed is kept first).
 */
void       pf_studio_page_set_item   (PfStudioPage *self,
                                      PfDocument   *document,
                                      const char   *path);

/* The page's drawing widget (a canvas, a map view), or NULL. */
GtkWidget *pf_studio_page_get_canvas (PfStudioPage *self);

G_END_DECLS

/* pf-studio-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-page"

#include "pf-studio-page.h"

G_DEFINE_INTERFACE (PfStudioPage, pf_studio_page, GTK_TYPE_WIDGET)

static void
pf_studio_page_default_init (PfStudioPageInterface *iface)
{
}

void
pf_studio_page_set_item (PfStudioPage *self,
                         PfDocument   *document,
                         const char   *path)
{
  g_return_if_fail (PF_STUDIO_IS_PAGE (self));

  PF_STUDIO_PAGE_GET_IFACE (self)->set_item (self, document, path);
}

GtkWidget *
pf_studio_page_get_canvas (PfStudioPage *self)
{
  PfStudioPageInterface *iface;

  g_return_val_if_fail (PF_STUDIO_IS_PAGE (self), NULL);

  iface = PF_STUDIO_PAGE_GET_IFACE (self);
  return iface->get_canvas != NULL ? iface->get_canvas (self) : NULL;
}

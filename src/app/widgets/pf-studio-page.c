/* pf-studio-page.c: the page interface, and what pages do the same way with their item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-page"

#include <glib/gi18n.h>

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

gboolean
pf_studio_page_follow_document (gpointer      page,
                                PfDocument  **followed,
                                PfDocument   *document,
                                GCallback     item_changed,
                                GCallback     items_changed)
{
  g_return_val_if_fail (followed != NULL, FALSE);
  g_return_val_if_fail (document == NULL || PF_IS_DOCUMENT (document), FALSE);

  if (*followed == document)
    return FALSE;
  if (*followed != NULL)
    g_signal_handlers_disconnect_by_data (*followed, page);
  g_set_object (followed, document);
  if (document != NULL && item_changed != NULL)
    g_signal_connect (document, "item-changed", item_changed, page);
  if (document != NULL && items_changed != NULL)
    g_signal_connect (document, "items-changed", items_changed, page);
  return TRUE;
}

gboolean
pf_studio_page_store_path (char       **stored,
                           const char  *path)
{
  g_return_val_if_fail (stored != NULL, FALSE);

  if (g_strcmp0 (*stored, path) == 0)
    return FALSE;
  g_free (*stored);
  *stored = g_strdup (path);
  return TRUE;
}

AdwToast *
pf_studio_page_show_toast (AdwToastOverlay *overlay,
                           const char      *text,
                           gboolean         with_undo)
{
  AdwToast *toast;

  g_return_val_if_fail (ADW_IS_TOAST_OVERLAY (overlay), NULL);

  toast = adw_toast_new (text);
  if (with_undo)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "win.undo");
    }
  adw_toast_overlay_add_toast (overlay, toast);
  return toast;
}

GtkShortcutController *
pf_studio_page_add_keys (GtkWidget             *widget,
                         GtkShortcutScope       scope,
                         const PfStudioPageKey *keys,
                         gsize                  n_keys)
{
  GtkShortcutController *controller;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  controller = GTK_SHORTCUT_CONTROLLER (gtk_shortcut_controller_new ());
  gtk_shortcut_controller_set_scope (controller, scope);
  for (gsize i = 0; i < n_keys; i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval,
                                                                        keys[i].mods),
                                                gtk_named_action_new (keys[i].action));

      if (keys[i].target != NULL)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GVariant) target = g_variant_parse (NULL, keys[i].target, NULL, NULL, &error);

          if (target == NULL)
            g_critical ("The key of %s has an unusable target “%s”: %s",
                        keys[i].action, keys[i].target, error->message);
          gtk_shortcut_set_arguments (shortcut, target);
        }
      gtk_shortcut_controller_add_shortcut (controller, shortcut);
    }
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (controller));
  return controller;
}

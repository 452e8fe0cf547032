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
  /**
   * PfStudioPage::typing-changed:
   *
   * Emitted when the page's text fields may have started or stopped
   * holding typing that is not in the document (pf_studio_page_has_typing()).
   */
  g_signal_new ("typing-changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0, NULL,
                NULL, NULL, G_TYPE_NONE, 0);
  /**
   * PfStudioPage::preview-changed:
   *
   * Emitted when the page may have started, changed or stopped showing a
   * preview in place of its item (pf_studio_page_get_preview()).
   */
  g_signal_new ("preview-changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0, NULL,
                NULL, NULL, G_TYPE_NONE, 0);
}

void
pf_studio_page_set_item (PfStudioPage *self,
                         PfDocument   *document,
                         const char   *path)
{
  g_return_if_fail (PF_STUDIO_IS_PAGE (self));

  PF_STUDIO_PAGE_GET_IFACE (self)->set_item (self, document, path);
}

void
pf_studio_page_commit_typing (PfStudioPage *self)
{
  PfStudioPageInterface *iface;

  g_return_if_fail (PF_STUDIO_IS_PAGE (self));

  iface = PF_STUDIO_PAGE_GET_IFACE (self);
  if (iface->commit_typing != NULL)
    iface->commit_typing (self);
}

gboolean
pf_studio_page_has_typing (PfStudioPage *self)
{
  PfStudioPageInterface *iface;

  g_return_val_if_fail (PF_STUDIO_IS_PAGE (self), FALSE);

  iface = PF_STUDIO_PAGE_GET_IFACE (self);
  return iface->has_typing != NULL && iface->has_typing (self);
}

void
pf_studio_page_typing_changed (PfStudioPage *self)
{
  g_return_if_fail (PF_STUDIO_IS_PAGE (self));

  g_signal_emit_by_name (self, "typing-changed");
}

gpointer
pf_studio_page_get_preview (PfStudioPage *self)
{
  PfStudioPageInterface *iface;

  g_return_val_if_fail (PF_STUDIO_IS_PAGE (self), NULL);

  iface = PF_STUDIO_PAGE_GET_IFACE (self);
  return iface->get_preview != NULL ? iface->get_preview (self) : NULL;
}

void
pf_studio_page_preview_changed (PfStudioPage *self)
{
  g_return_if_fail (PF_STUDIO_IS_PAGE (self));

  g_signal_emit_by_name (self, "preview-changed");
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

/* The toasts with an Undo button shown in a window, kept on its root. */
#define UNDO_TOASTS "pf-studio-undo-toasts"

static void
on_undo_toast_dismissed (AdwToast *toast,
                         GtkRoot  *root)
{
  GPtrArray *toasts = g_object_get_data (G_OBJECT (root), UNDO_TOASTS);

  if (toasts != NULL)
    g_ptr_array_remove (toasts, toast);
}

/* Longer than the animation that brings a toast in (libadwaita 1.2: 300 ms,
 * 500 ms when it replaces another). */
#define TOAST_IN_MS 600
#define TOAST_POLL_MS 100

static void
mark_toast_gone (AdwToast *toast)
{
  g_object_set_data (G_OBJECT (toast), "pf-gone", GINT_TO_POINTER (TRUE));
}

/* Whether @toast shows in @overlay now (or hides): the overlay has a widget
 * for it only then; a toast in its queue has none. */
static gboolean
toast_shows (AdwToastOverlay *overlay,
             AdwToast        *toast)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autoptr(GObject) shown = NULL;

      if (g_object_class_find_property (G_OBJECT_GET_CLASS (child), "toast") == NULL)
        continue;
      g_object_get (child, "toast", &shown, NULL);
      if (shown == (GObject *) toast)
        return TRUE;
    }
  return FALSE;
}

/* Dismisses the toast once it is safe: waiting in the queue, or shown for
 * longer than its animation in (counted from when it was first seen
 * shown, which is never sooner than it began to show). */
static gboolean
dismiss_when_in (gpointer data)
{
  AdwToast *toast = data;
  g_autoptr(AdwToastOverlay) overlay = g_weak_ref_get (g_object_get_data (G_OBJECT (toast),
                                                                          "pf-overlay"));
  gint64 *seen = g_object_get_data (G_OBJECT (toast), "pf-seen-showing");
  gint64 now = g_get_monotonic_time ();

  if (g_object_get_data (G_OBJECT (toast), "pf-gone") != NULL || overlay == NULL)
    return G_SOURCE_REMOVE;
  if (toast_shows (overlay, toast))
    {
      if (seen == NULL)
        {
          seen = g_new (gint64, 1);
          *seen = now;
          g_object_set_data_full (G_OBJECT (toast), "pf-seen-showing", seen, g_free);
        }
      if (now - *seen < TOAST_IN_MS * 1000)
        return G_SOURCE_CONTINUE;
    }
  adw_toast_dismiss (toast);
  return G_SOURCE_REMOVE;
}

static void
weak_ref_free (GWeakRef *ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

void
pf_studio_toast_add (AdwToastOverlay *overlay,
                     AdwToast        *toast)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  g_weak_ref_init (ref, overlay);
  g_object_set_data_full (G_OBJECT (toast), "pf-overlay", ref, (GDestroyNotify) weak_ref_free);
  g_signal_connect (toast, "dismissed", G_CALLBACK (mark_toast_gone), NULL);
  adw_toast_overlay_add_toast (overlay, toast);
}

void
pf_studio_toast_dismiss (AdwToast *toast)
{
  g_return_if_fail (ADW_IS_TOAST (toast));

  if (g_object_get_data (G_OBJECT (toast), "pf-gone") != NULL)
    return;
  if (g_object_get_data (G_OBJECT (toast), "pf-overlay") == NULL)
    {
      g_autoptr(AdwToast) held = g_object_ref (toast);

      adw_toast_dismiss (held);
      return;
    }
  if (g_object_get_data (G_OBJECT (toast), "pf-dismissing") != NULL)
    return;
  g_object_set_data (G_OBJECT (toast), "pf-dismissing", GINT_TO_POINTER (TRUE));
  {
    g_autoptr(AdwToast) held = g_object_ref (toast);

    if (dismiss_when_in (held) == G_SOURCE_CONTINUE)
      g_timeout_add_full (G_PRIORITY_DEFAULT, TOAST_POLL_MS, dismiss_when_in,
                          g_object_ref (toast), g_object_unref);
  }
}

AdwToast *
pf_studio_toast_new (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text != NULL ? text : "", -1);

  return adw_toast_new (escaped);
}

void
pf_studio_toast_set_text (AdwToast   *toast,
                          const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text != NULL ? text : "", -1);

  adw_toast_set_title (toast, escaped);
}

AdwToast *
pf_studio_page_show_toast (AdwToastOverlay *overlay,
                           const char      *text,
                           gboolean         with_undo)
{
  return pf_studio_page_show_toast_full (overlay, text, with_undo, ADW_TOAST_PRIORITY_NORMAL);
}

AdwToast *
pf_studio_page_show_toast_full (AdwToastOverlay  *overlay,
                                const char       *text,
                                gboolean          with_undo,
                                AdwToastPriority  priority)
{
  AdwToast *toast;

  g_return_val_if_fail (ADW_IS_TOAST_OVERLAY (overlay), NULL);

  toast = pf_studio_toast_new (text);
  /* The overlay reads the priority when the toast arrives, not later. */
  adw_toast_set_priority (toast, priority);
  if (with_undo)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (overlay));

      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "win.undo");
      /* Its button undoes this edit: an earlier toast's would not. */
      if (root != NULL)
        {
          GPtrArray *toasts;

          pf_studio_page_dismiss_undo_toasts (GTK_WIDGET (root));
          toasts = g_object_get_data (G_OBJECT (root), UNDO_TOASTS);
          if (toasts == NULL)
            {
              toasts = g_ptr_array_new_with_free_func (g_object_unref);
              g_object_set_data_full (G_OBJECT (root), UNDO_TOASTS, toasts,
                                      (GDestroyNotify) g_ptr_array_unref);
            }
          g_ptr_array_add (toasts, g_object_ref (toast));
          g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_undo_toast_dismissed),
                                   root, 0);
        }
    }
  pf_studio_toast_add (overlay, toast);
  return toast;
}

void
pf_studio_page_dismiss_undo_toasts (GtkWidget *widget)
{
  GtkRoot *root;
  GPtrArray *toasts;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  root = gtk_widget_get_root (widget);
  toasts = root != NULL ? g_object_get_data (G_OBJECT (root), UNDO_TOASTS) : NULL;
  while (toasts != NULL && toasts->len > 0)
    {
      g_autoptr(AdwToast) toast = g_object_ref (g_ptr_array_index (toasts, toasts->len - 1));

      g_ptr_array_remove_index (toasts, toasts->len - 1);
      /* It may show a little longer (pf_studio_toast_dismiss()): without
       * the button that now would undo another edit. */
      adw_toast_set_button_label (toast, NULL);
      adw_toast_set_action_name (toast, NULL);
      pf_studio_toast_dismiss (toast);
    }
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

#define LIST_KEY_ACTION "pf-list-key-action"

/* A list key: its action when it is on, and the key goes no further when
 * it is off. One shortcut per key, so that nothing depends on the order in
 * which a controller tries two shortcuts of the same key. */
static gboolean
activate_list_key (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  const char *action = user_data;

  gtk_widget_activate_action_variant (widget, action, args);
  return TRUE;
}

void
pf_studio_page_add_list_keys (GtkWidget             *list,
                              const PfStudioPageKey *keys,
                              gsize                  n_keys)
{
  GtkShortcutController *controller;

  g_return_if_fail (GTK_IS_WIDGET (list));

  controller = GTK_SHORTCUT_CONTROLLER (gtk_shortcut_controller_new ());
  gtk_shortcut_controller_set_scope (controller, GTK_SHORTCUT_SCOPE_LOCAL);
  for (gsize i = 0; i < n_keys; i++)
    {
      GtkShortcut *shortcut =
        gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, keys[i].mods),
                          gtk_callback_action_new (activate_list_key,
                                                   g_strdup (keys[i].action), g_free));

      g_object_set_data_full (G_OBJECT (shortcut), LIST_KEY_ACTION, g_strdup (keys[i].action),
                              g_free);

      if (keys[i].target != NULL)
        {
          g_autoptr(GVariant) target = g_variant_parse (NULL, keys[i].target, NULL, NULL, NULL);

          g_return_if_fail (target != NULL);
          gtk_shortcut_set_arguments (shortcut, target);
        }
      gtk_shortcut_controller_add_shortcut (controller, shortcut);
    }
  gtk_widget_add_controller (list, GTK_EVENT_CONTROLLER (controller));
}

gboolean
pf_studio_page_arrow_key (guint  keyval,
                          int   *dx,
                          int   *dy)
{
  *dx = *dy = 0;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: *dx = -1; return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: *dx = 1; return TRUE;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: *dy = -1; return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: *dy = 1; return TRUE;
    default: return FALSE;
    }
}

gboolean
pf_studio_page_is_click_key (guint keyval)
{
  return keyval == GDK_KEY_space || keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter;
}

gboolean
pf_studio_page_is_clear_key (guint keyval)
{
  return keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete || keyval == GDK_KEY_BackSpace;
}

GtkWidget *
pf_studio_page_find_focusable (GtkWidget           *root,
                               PfStudioWidgetMatch  match,
                               gpointer             user_data)
{
  g_autoptr(GPtrArray) queue = g_ptr_array_new ();
  GtkWidget *found = NULL;

  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);

  g_ptr_array_add (queue, root);
  for (guint i = 0; i < queue->len && found == NULL; i++)
    {
      GtkWidget *w = g_ptr_array_index (queue, i);

      if (w != root && match (w, user_data))
        found = w;
      for (GtkWidget *child = gtk_widget_get_first_child (w); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (queue, child);
    }
  while (found != NULL && found != root && !gtk_widget_get_focusable (found))
    found = gtk_widget_get_parent (found);
  return found != root ? found : NULL;
}

const char *
pf_studio_page_shortcut_action_name (GtkShortcut *shortcut)
{
  GtkShortcutAction *action;

  g_return_val_if_fail (GTK_IS_SHORTCUT (shortcut), NULL);

  action = gtk_shortcut_get_action (shortcut);
  if (GTK_IS_NAMED_ACTION (action))
    return gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
  return g_object_get_data (G_OBJECT (shortcut), LIST_KEY_ACTION);
}

/* pf-studio-page.h: what the window needs of the page that shows an item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-document.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_PAGE (pf_studio_page_get_type ())

G_DECLARE_INTERFACE (PfStudioPage, pf_studio_page, PF_STUDIO, PAGE, GtkWidget)

/**
 * PfStudioPageInterface:
 * @set_item: shows the item at a path of a document, or nothing
 * @get_canvas: (nullable): the page's drawing widget, if it has one
 * @commit_typing: (nullable): puts what is typed in the page's fields into
 *   the document
 * @has_typing: (nullable): whether the page's fields hold typing that the
 *   document does not have yet
 * @get_preview: (nullable): what the page shows in place of its item, not
 *   kept in the document (a map page's preview), or %NULL
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
  void       (*commit_typing) (PfStudioPage *self);
  gboolean   (*has_typing)    (PfStudioPage *self);
  gpointer   (*get_preview)   (PfStudioPage *self);
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

/* Puts what is being typed in the page's text fields (a pack's or a
 * level's notes) into the document now, before a save or a close. */
void       pf_studio_page_commit_typing (PfStudioPage *self);

/* Whether the page's text fields hold typing that is not in the document
 * yet: the project is unsaved as far as the person typing can tell. */
gboolean   pf_studio_page_has_typing    (PfStudioPage *self);

/* For a page: emits PfStudioPage::typing-changed, when what
 * pf_studio_page_has_typing() says may have changed. */
void       pf_studio_page_typing_changed (PfStudioPage *self);

/* What the page shows in place of its item, not kept in the document (an
 * item of the same kind, as a map page's preview), or NULL. */
gpointer   pf_studio_page_get_preview    (PfStudioPage *self);

/* For a page: emits PfStudioPage::preview-changed, when what
 * pf_studio_page_get_preview() gives may have changed. */
void       pf_studio_page_preview_changed (PfStudioPage *self);

/* The page's drawing widget (a canvas, a map view), or NULL. */
GtkWidget *pf_studio_page_get_canvas (PfStudioPage *self);

/* What every page does the same way when it is given an item. */

/**
 * pf_studio_page_follow_document:
 * @page: the page (or the part of one) whose handlers these are: their data
 * @followed: (inout) (nullable): where @page keeps its document, a reference
 * @document: (nullable): the document to follow from now on
 * @item_changed: (nullable): @page's handler of #PfDocument::item-changed
 * @items_changed: (nullable): @page's handler of #PfDocument::items-changed
 *
 * When @document is another document than *@followed, disconnects every
 * handler @page has on the one it followed, takes a reference to
 * @document in its place and connects the handlers given. Following
 * %NULL lets go of the document (in dispose, say).
 *
 * Returns: %TRUE when @page follows another document now
 */
gboolean   pf_studio_page_follow_document (gpointer      page,
                                           PfDocument  **followed,
                                           PfDocument   *document,
                                           GCallback     item_changed,
                                           GCallback     items_changed);

/**
 * pf_studio_page_store_path:
 * @stored: (inout) (nullable): where a page keeps its item's path, owned
 * @path: (nullable): the item's path now
 *
 * Keeps a copy of @path in *@stored, unless it is the same path already.
 *
 * Returns: %TRUE when the path changed
 */
gboolean   pf_studio_page_store_path      (char        **stored,
                                           const char   *path);

/**
 * pf_studio_toast_new:
 * @text: the message, plain text
 *
 * A toast that shows @text as it is: libadwaita reads a toast's title as
 * Pango markup, so a title with “&” or “<” in it showed nothing.
 *
 * Returns: (transfer floating): the toast
 */
AdwToast  *pf_studio_toast_new            (const char      *text);

/* Sets @toast's title to the plain text @text (see pf_studio_toast_new()). */
void       pf_studio_toast_set_text       (AdwToast        *toast,
                                           const char      *text);

/**
 * pf_studio_page_show_toast:
 * @overlay: where the toast shows: the page's or the window's
 * @text: the message, plain text
 * @with_undo: whether it offers Undo, which takes the edit it reports back
 *   (win.undo)
 *
 * Shows a passing message about something the designer did.
 *
 * Returns: (transfer none): the toast, the overlay's while it shows
 */
AdwToast  *pf_studio_page_show_toast      (AdwToastOverlay *overlay,
                                           const char      *text,
                                           gboolean         with_undo);

/* pf_studio_page_show_toast() with a priority: %ADW_TOAST_PRIORITY_HIGH
 * shows the toast at once, the one showing waiting behind it. */
AdwToast  *pf_studio_page_show_toast_full (AdwToastOverlay  *overlay,
                                           const char       *text,
                                           gboolean          with_undo,
                                           AdwToastPriority  priority);
/**
 * pf_studio_toast_add:
 * @overlay: where the toast shows
 * @toast: (transfer full): the toast
 *
 * adw_toast_overlay_add_toast(), remembering where, for
 * pf_studio_toast_dismiss().
 */
void       pf_studio_toast_add            (AdwToastOverlay *overlay,
                                           AdwToast        *toast);

/**
 * pf_studio_toast_dismiss:
 * @toast: a toast added with pf_studio_toast_add()
 *
 * Dismisses @toast, unless it is gone already. libadwaita 1.2 crashes when
 * a toast goes while the animation that brings it in still runs (its hide
 * animation ends first and frees what the other then uses), so a toast
 * that shows goes once it has shown for longer than that animation; one
 * still waiting in the queue goes at once.
 */
void       pf_studio_toast_dismiss        (AdwToast        *toast);

/* Dismisses the toasts with an Undo button in @widget's window: after an
 * undo, a redo or a newer such toast, their button would undo another edit. */
void       pf_studio_page_dismiss_undo_toasts (GtkWidget      *widget);

/**
 * PfStudioPageKey:
 * @keyval: the key
 * @mods: the modifiers held with it
 * @action: the action it activates
 * @target: (nullable): the action's parameter, in #GVariant text format:
 *   "'wall'" for a string, "3" for an int32
 *
 * A key of a page, in a table for pf_studio_page_add_keys().
 */
typedef struct
{
  guint           keyval;
  GdkModifierType mods;
  const char     *action;
  const char     *target;
} PfStudioPageKey;

/**
 * pf_studio_page_add_keys:
 * @widget: where the keys act
 * @scope: %GTK_SHORTCUT_SCOPE_MANAGED for a page's own keys, which the
 *   window handles while the page is on screen, after the focused widget
 *   had its turn; %GTK_SHORTCUT_SCOPE_LOCAL for keys of the focused widget
 * @keys: (array length=n_keys): the keys
 * @n_keys: how many
 *
 * Adds a shortcut controller for @keys to @widget.
 *
 * Returns: (transfer none): the controller, owned by @widget
 */
GtkShortcutController *pf_studio_page_add_keys (GtkWidget             *widget,
                                                GtkShortcutScope       scope,
                                                const PfStudioPageKey *keys,
                                                gsize                  n_keys);

typedef gboolean (*PfStudioWidgetMatch) (GtkWidget *widget,
                                         gpointer   user_data);

/**
 * pf_studio_page_find_focusable:
 * @root: where to look
 * @match: (scope call): what to look for
 * @user_data: its data
 *
 * The first widget under @root (breadth first, in the children's order)
 * that @match takes, or rather its nearest focusable ancestor: a list's
 * row for one of the row's cells.
 *
 * Returns: (transfer none) (nullable): the widget, never @root
 */
GtkWidget *pf_studio_page_find_focusable (GtkWidget           *root,
                                          PfStudioWidgetMatch  match,
                                          gpointer             user_data);

/**
 * pf_studio_page_arrow_key:
 * @keyval: a key
 * @dx: (out): -1, 0 or 1 across
 * @dy: (out): -1, 0 or 1 down the screen
 *
 * The way an arrow key (of the main block or the keypad) points, for the
 * cursors of the canvases.
 *
 * Returns: whether @keyval is an arrow
 */
gboolean pf_studio_page_arrow_key (guint  keyval,
                                   int   *dx,
                                   int   *dy);

/* Whether @keyval is Space, Return or Enter: a click at a canvas's cursor. */
gboolean pf_studio_page_is_click_key (guint keyval);

/* Whether @keyval is Delete or Backspace: a secondary click at the cursor. */
gboolean pf_studio_page_is_clear_key (guint keyval);

/* The action @shortcut activates, of pf_studio_page_add_keys() or
 * pf_studio_page_add_list_keys(), or NULL; for the shortcuts window's
 * check. */
const char *pf_studio_page_shortcut_action_name (GtkShortcut *shortcut);

/**
 * pf_studio_page_add_list_keys:
 * @list: a list whose keys act on its selected row
 * @keys: (array length=n_keys): the keys
 * @n_keys: how many
 *
 * pf_studio_page_add_keys() for the focused @list, whose keys stop there:
 * while their action is off (no row selected), Delete or Ctrl+D do
 * nothing rather than reach the window's, which act on the whole item.
 */
void pf_studio_page_add_list_keys (GtkWidget             *list,
                                   const PfStudioPageKey *keys,
                                   gsize                  n_keys);

G_END_DECLS

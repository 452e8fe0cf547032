/* pf-studio-sidebar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkListView over the document's outline. Rows change in place when their
 * item changes, and only the rows of items that came or went are rebuilt.
 * What the rows offer (the context menu, dropping a level on a pack) goes
 * through the window's actions, like every other way in.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-sidebar"

#include <glib/gi18n.h>

#include "pf-outline.h"
#include "pf-studio-cut-label.h"
#include "pf-studio-page.h"
#include "pf-studio-sidebar.h"
#include "pf-studio-tab-out.h"

struct _PfStudioSidebar
{
  GtkWidget           parent_instance;

  GtkWidget          *tab_out;       /* the list, scrolled, one Tab stop */
  GtkListView        *list;
  GtkSingleSelection *selection;
  GtkPopoverMenu     *menu;

  PfDocument         *document;
  PfOutline          *outline;
  char               *selected_path;
  guint               scroll_source;
  gboolean            focus_selected; /* the next scroll takes the focus along */
};

enum {
  PROP_0,
  PROP_SELECTED_PATH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (PfStudioSidebar, pf_studio_sidebar, GTK_TYPE_WIDGET)

/* Auxiliary methods */

static PfOutlineEntry *
entry_at (PfStudioSidebar *self,
          guint            position)
{
  if (self->outline == NULL)
    return NULL;
  return g_list_model_get_item (G_LIST_MODEL (self->outline), position);
}

static void
set_selected_path (PfStudioSidebar *self,
                   const char      *path)
{
  if (g_strcmp0 (self->selected_path, path) == 0)
    return;
  g_free (self->selected_path);
  self->selected_path = g_strdup (path);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_PATH]);
}

/* The packs but the one at @skip, each moving the selected level there
 * (win.move-level), or merging the selected pack into it (win.merge-pack). */
static GMenu *
other_packs_menu (PfStudioSidebar *self,
                  guint            skip,
                  gboolean         move_level)
{
  GPtrArray *packs = pf_project_get_packs (pf_document_get_project (self->document));
  GMenu *targets = g_menu_new ();

  for (guint i = 0; i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);
      g_autoptr(GMenuItem) item = NULL;

      if (i == skip)
        continue;
      item = g_menu_item_new (pf_item_get_title (PF_ITEM_PACK, pack), NULL);
      if (move_level)
        g_menu_item_set_action_and_target (item, "win.move-level", "(ssi)",
                                           self->selected_path, pack->id, -1);
      else
        {
          g_autofree char *path = pf_item_path_build (PF_ITEM_PACK, NULL, pack->id);

          g_menu_item_set_action_and_target (item, "win.merge-pack", "(ss)",
                                             self->selected_path, path);
        }
      g_menu_append_item (targets, item);
    }
  return targets;
}

static GMenu *
build_menu (PfStudioSidebar *self)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) make = g_menu_new ();
  g_autoptr(GMenu) edit = g_menu_new ();
  g_autoptr(GMenu) clipboard = g_menu_new ();
  g_autoptr(GMenu) remove = g_menu_new ();
  PfItemKind kind = pf_item_path_kind (self->selected_path, NULL);
  PfItemPlace place;

  if (kind == PF_ITEM_PACK || kind == PF_ITEM_LEVEL)
    {
      g_menu_append (make, _("New _Level"), "win.new-level");
      g_menu_append (make, _("_Generate Levels…"), "win.generate-levels");
      g_menu_append (make, _("_Build Levels…"), "win.build-pack");
    }
  g_menu_append (edit, _("_Duplicate"), "win.duplicate-item");
  {
    g_autoptr(GMenuItem) rename = g_menu_item_new (_("_Rename…"), NULL);

    g_menu_item_set_action_and_target (rename, "win.rename-item", "s", "");
    g_menu_append_item (edit, rename);
  }

  if ((kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK) && self->document != NULL &&
      pf_project_locate (pf_document_get_project (self->document), self->selected_path,
                         &place))
    {
      g_autoptr(GMenu) targets = other_packs_menu (self, place.pack_index,
                                                   kind == PF_ITEM_LEVEL);

      if (g_menu_model_get_n_items (G_MENU_MODEL (targets)) > 0)
        g_menu_append_submenu (edit, kind == PF_ITEM_LEVEL ? _("_Move to") : _("_Merge Into"),
                               G_MENU_MODEL (targets));
    }

  if (kind == PF_ITEM_LEVEL)
    g_menu_append (clipboard, _("_Copy"), "win.copy-item");
  if (kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK)
    g_menu_append (clipboard, _("_Paste"), "win.paste-item");
  if (kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK)
    g_menu_append (clipboard, _("_Import Levels…"), "win.import-levels");
  if (kind == PF_ITEM_PACK)
    {
      g_menu_append (clipboard, _("_Export Pack…"), "win.export-pack");
      g_menu_append (clipboard, _("Export Pack as _Web Page…"), "win.export-pack-page");
    }
  if (kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK)
    g_menu_append (clipboard, _("Import Play_tests…"), "win.import-playtests");
  g_menu_append (remove, _("_Delete"), "win.delete-item");

  g_menu_append_section (menu, NULL, G_MENU_MODEL (make));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (edit));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (clipboard));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (remove));
  return menu;
}

static void
popup_at (PfStudioSidebar *self,
          GtkWidget       *from,
          double           x,
          double           y)
{
  g_autoptr(GMenu) menu = NULL;
  graphene_point_t point;

  if (self->selected_path == NULL)
    return;
  if (!gtk_widget_compute_point (from, GTK_WIDGET (self), &GRAPHENE_POINT_INIT (x, y), &point))
    point = GRAPHENE_POINT_INIT (x, y);

  menu = build_menu (self);
  gtk_popover_menu_set_menu_model (self->menu, G_MENU_MODEL (menu));
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu),
                               &(GdkRectangle) { (int) point.x, (int) point.y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

/* Rows */

static void
on_row_pressed (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                GtkListItem     *list_item)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  PfStudioSidebar *self = PF_STUDIO_SIDEBAR (gtk_widget_get_ancestor (row,
                                                                     PF_STUDIO_TYPE_SIDEBAR));
  PfOutlineEntry *entry = gtk_list_item_get_item (list_item);

  if (self == NULL || entry == NULL || pf_outline_entry_is_heading (entry))
    return;
  gtk_single_selection_set_selected (self->selection, gtk_list_item_get_position (list_item));
  popup_at (self, row, x, y);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 GtkListItem   *list_item)
{
  PfOutlineEntry *entry = gtk_list_item_get_item (list_item);

  /* Levels move between packs; the other items keep their places. */
  if (entry == NULL || pf_outline_entry_get_kind (entry) != PF_ITEM_LEVEL ||
      pf_outline_entry_is_heading (entry))
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_STRING, pf_outline_entry_get_path (entry));
}

static void
on_drag_begin (GtkDragSource *source,
               GdkDrag       *drag,
               GtkListItem   *list_item)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (row);

  gtk_drag_source_set_icon (source, icon, 0, 0);
}

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         GtkListItem   *list_item)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  PfStudioSidebar *self = PF_STUDIO_SIDEBAR (gtk_widget_get_ancestor (row,
                                                                     PF_STUDIO_TYPE_SIDEBAR));
  PfOutlineEntry *entry = gtk_list_item_get_item (list_item);
  PfProject *project;
  PfItemPlace place;
  PfTriPack *pack;
  int index = -1;

  if (self == NULL || self->document == NULL || entry == NULL ||
      !G_VALUE_HOLDS_STRING (value) || pf_outline_entry_is_heading (entry))
    return FALSE;
  project = pf_document_get_project (self->document);
  if (!pf_project_locate (project, pf_outline_entry_get_path (entry), &place) ||
      (place.kind != PF_ITEM_PACK && place.kind != PF_ITEM_LEVEL))
    return FALSE;
  pack = g_ptr_array_index (pf_project_get_packs (project), place.pack_index);
  /* Dropped on a level: it takes that level's place; on a pack: its end. */
  if (place.kind == PF_ITEM_LEVEL)
    index = (int) place.index;
  return gtk_widget_activate_action (row, "win.move-level", "(ssi)",
                                     g_value_get_string (value), pack->id, index);
}

static void
on_setup (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item,
          PfStudioSidebar          *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *detail = gtk_label_new (NULL);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkDragSource *source = gtk_drag_source_new ();
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_MOVE);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  /* Long titles are cut here and shown whole in the tooltip. */
  gtk_label_set_max_width_chars (GTK_LABEL (title), 22);
  pf_studio_cut_label_add_tooltip (box, GTK_LABEL (title));
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_widget_add_css_class (detail, "caption");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), detail);
  g_object_set_data (G_OBJECT (box), "pf-title", title);
  g_object_set_data (G_OBJECT (box), "pf-detail", detail);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_row_pressed), list_item);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (click));

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), list_item);
  g_signal_connect (source, "drag-begin", G_CALLBACK (on_drag_begin), list_item);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (source));
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), list_item);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (target));

  gtk_list_item_set_child (list_item, box);
}

static void
sync_row (PfOutlineEntry *entry,
          GParamSpec     *pspec,
          GtkWidget      *box)
{
  GtkLabel *title = g_object_get_data (G_OBJECT (box), "pf-title");
  GtkLabel *detail = g_object_get_data (G_OBJECT (box), "pf-detail");
  const char *text = pf_outline_entry_get_title (entry);

  gtk_label_set_text (title, text);
  gtk_label_set_text (detail, pf_outline_entry_get_detail (entry));
  gtk_widget_set_visible (GTK_WIDGET (detail), pf_outline_entry_get_detail (entry) != NULL);
  /* A level with an error (a draft) says so in the error colour. */
  if (pf_outline_entry_has_problem (entry))
    {
      gtk_widget_remove_css_class (GTK_WIDGET (detail), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (detail), "error");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (detail), "error");
      gtk_widget_add_css_class (GTK_WIDGET (detail), "dim-label");
    }
}

static void
on_bind (GtkSignalListItemFactory *factory,
         GtkListItem              *list_item,
         PfStudioSidebar          *self)
{
  PfOutlineEntry *entry = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *title = g_object_get_data (G_OBJECT (box), "pf-title");
  gboolean heading = pf_outline_entry_is_heading (entry);

  gtk_list_item_set_selectable (list_item, !heading);
  gtk_list_item_set_activatable (list_item, !heading);
  gtk_widget_set_margin_start (box, heading ? 0 : 6 + 16 * pf_outline_entry_get_depth (entry));
  if (heading)
    gtk_widget_add_css_class (title, "pf-sidebar-heading");
  else
    gtk_widget_remove_css_class (title, "pf-sidebar-heading");
  g_object_set_data_full (G_OBJECT (box), "pf-path",
                          g_strdup (pf_outline_entry_get_path (entry)), g_free);
  sync_row (entry, NULL, box);
  g_signal_connect_object (entry, "notify", G_CALLBACK (sync_row), box, 0);
}

static void
on_unbind (GtkSignalListItemFactory *factory,
           GtkListItem              *list_item,
           PfStudioSidebar          *self)
{
  PfOutlineEntry *entry = gtk_list_item_get_item (list_item);

  if (entry != NULL)
    g_signal_handlers_disconnect_by_func (entry, sync_row, gtk_list_item_get_child (list_item));
}

/* Callbacks */

static void
on_selected (GtkSingleSelection *selection,
             GParamSpec         *pspec,
             PfStudioSidebar    *self)
{
  g_autoptr(PfOutlineEntry) entry = entry_at (self, gtk_single_selection_get_selected (selection));

  set_selected_path (self, entry ? pf_outline_entry_get_path (entry) : NULL);
}

/* After the list changed: the selected item keeps its row; when it went
 * away, the row now in its place (or the one before) is selected. */
static void
on_items_changed (GListModel      *model,
                  guint            position,
                  guint            removed,
                  guint            added,
                  PfStudioSidebar *self)
{
  guint n = g_list_model_get_n_items (model);
  int found;

  if (self->selected_path == NULL)
    return;
  found = pf_outline_find (self->outline, self->selected_path);
  if (found >= 0)
    {
      if ((guint) found != gtk_single_selection_get_selected (self->selection))
        gtk_single_selection_set_selected (self->selection, found);
      return;
    }
  for (guint i = MIN (position, n ? n - 1 : 0); n > 0; i--)
    {
      g_autoptr(PfOutlineEntry) entry = entry_at (self, i);

      if (entry != NULL && !pf_outline_entry_is_heading (entry))
        {
          gtk_single_selection_set_selected (self->selection, i);
          return;
        }
      if (i == 0)
        break;
    }
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  set_selected_path (self, NULL);
}

/* GObject overrides */

static void
pf_studio_sidebar_dispose (GObject *object)
{
  PfStudioSidebar *self = PF_STUDIO_SIDEBAR (object);

  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  g_clear_pointer (&self->tab_out, gtk_widget_unparent);
  if (self->menu != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->menu));
      self->menu = NULL;
    }
  g_clear_object (&self->selection);
  g_clear_object (&self->outline);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (pf_studio_sidebar_parent_class)->dispose (object);
}

static void
pf_studio_sidebar_finalize (GObject *object)
{
  PfStudioSidebar *self = PF_STUDIO_SIDEBAR (object);

  g_free (self->selected_path);
  G_OBJECT_CLASS (pf_studio_sidebar_parent_class)->finalize (object);
}

static void
pf_studio_sidebar_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PfStudioSidebar *self = PF_STUDIO_SIDEBAR (object);

  switch (prop_id)
    {
    case PROP_SELECTED_PATH:
      g_value_set_string (value, self->selected_path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

typedef struct
{
  const char *path;   /* nullable: any item's row */
} RowQuery;

static gboolean
shows_item (GtkWidget *widget,
            gpointer   user_data)
{
  const RowQuery *query = user_data;
  const char *path = g_object_get_data (G_OBJECT (widget), "pf-path");

  return path != NULL && pf_item_path_kind (path, NULL) != PF_ITEM_NONE &&
         (query->path == NULL || g_str_equal (path, query->path)) && gtk_widget_get_mapped (widget);
}

/* Tab comes in on the selected item's row (or the first item's), not on a
 * heading the list cannot focus; the next Tab goes on out of the list,
 * whose rows the arrows move between. */
static GtkWidget *
row_to_enter (gpointer user_data)
{
  PfStudioSidebar *self = user_data;
  RowQuery selected = { self->selected_path }, any = { NULL };
  GtkWidget *row = NULL;

  if (self->selected_path != NULL)
    row = pf_studio_page_find_focusable (GTK_WIDGET (self->list), shows_item, &selected);
  return row != NULL ? row : pf_studio_page_find_focusable (GTK_WIDGET (self->list), shows_item,
                                                            &any);
}

static void
pf_studio_sidebar_class_init (PfStudioSidebarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_sidebar_dispose;
  object_class->finalize = pf_studio_sidebar_finalize;
  object_class->get_property = pf_studio_sidebar_get_property;

  properties[PROP_SELECTED_PATH] =
    g_param_spec_string ("selected-path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "pfsidebar");
}

static void
pf_studio_sidebar_init (PfStudioSidebar *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkWidget *scroller, *tab_out;

  g_signal_connect (factory, "setup", G_CALLBACK (on_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_bind), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_unbind), self);

  self->selection = gtk_single_selection_new (NULL);
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect (self->selection, "notify::selected", G_CALLBACK (on_selected), self);
  g_signal_connect (self->selection, "items-changed", G_CALLBACK (on_items_changed), self);

  self->list = GTK_LIST_VIEW (gtk_list_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection)),
                                                 factory));
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Project items"), -1);

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->list));
  tab_out = pf_studio_tab_out_new ();
  pf_studio_tab_out_set_child (PF_STUDIO_TAB_OUT (tab_out), scroller);
  pf_studio_tab_out_set_enter_func (PF_STUDIO_TAB_OUT (tab_out), row_to_enter, self);
  self->tab_out = tab_out;
  gtk_widget_set_parent (tab_out, GTK_WIDGET (self));

  self->menu = GTK_POPOVER_MENU (gtk_popover_menu_new_from_model (NULL));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), FALSE);
  gtk_widget_set_halign (GTK_WIDGET (self->menu), GTK_ALIGN_START);
  gtk_widget_set_parent (GTK_WIDGET (self->menu), GTK_WIDGET (self));
}

GtkWidget *
pf_studio_sidebar_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_SIDEBAR, NULL);
}

void
pf_studio_sidebar_set_document (PfStudioSidebar *self,
                                PfDocument      *document)
{
  g_return_if_fail (PF_STUDIO_IS_SIDEBAR (self));

  g_set_object (&self->document, document);
  g_clear_object (&self->outline);
  g_clear_pointer (&self->selected_path, g_free);
  if (document != NULL)
    self->outline = pf_outline_new (document);
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (self->outline));
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_PATH]);
}

const char *
pf_studio_sidebar_get_selected_path (PfStudioSidebar *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_SIDEBAR (self), NULL);
  return self->selected_path;
}

/* Gives the keyboard focus to the selected item's row, when the list has
 * made one for it. */
static gboolean
focus_selected_row (PfStudioSidebar *self)
{
  RowQuery query = { self->selected_path };
  GtkWidget *row;

  if (self->selected_path == NULL)
    return FALSE;
  row = pf_studio_page_find_focusable (GTK_WIDGET (self->list), shows_item, &query);
  return row != NULL && gtk_widget_grab_focus (row);
}

static gboolean
scroll_to_selected (gpointer user_data)
{
  PfStudioSidebar *self = user_data;
  guint position = gtk_single_selection_get_selected (self->selection);

  self->scroll_source = 0;
  if (position != GTK_INVALID_LIST_POSITION)
    gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", position);
  /* The row now has its place: the keyboard goes on from it. */
  if (self->focus_selected)
    focus_selected_row (self);
  self->focus_selected = FALSE;
  return G_SOURCE_REMOVE;
}

gboolean
pf_studio_sidebar_select (PfStudioSidebar *self,
                          const char      *path)
{
  int position;

  g_return_val_if_fail (PF_STUDIO_IS_SIDEBAR (self), FALSE);

  if (path == NULL || self->outline == NULL)
    {
      gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
      return path == NULL;
    }
  position = pf_outline_find (self->outline, path);
  if (position < 0)
    return FALSE;
  gtk_single_selection_set_selected (self->selection, position);
  gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", position);
  /* A row just added has no place in the list's layout yet: once it has,
   * scroll to it again. */
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  self->scroll_source = g_idle_add_full (G_PRIORITY_LOW, scroll_to_selected, self, NULL);
  return TRUE;
}

void
pf_studio_sidebar_step (PfStudioSidebar *self,
                        int              direction)
{
  gboolean from_list;
  guint n, selected;

  g_return_if_fail (PF_STUDIO_IS_SIDEBAR (self));
  if (self->outline == NULL)
    return;
  /* The focus is in the list when one of its rows is on the focus chain. */
  from_list = gtk_widget_get_focus_child (GTK_WIDGET (self->list)) != NULL;
  n = g_list_model_get_n_items (G_LIST_MODEL (self->outline));
  selected = gtk_single_selection_get_selected (self->selection);
  for (int i = selected == GTK_INVALID_LIST_POSITION ? (direction > 0 ? 0 : (int) n - 1)
                                                     : (int) selected + direction;
       i >= 0 && (guint) i < n; i += direction)
    {
      g_autoptr(PfOutlineEntry) entry = entry_at (self, i);

      if (!pf_outline_entry_is_heading (entry))
        {
          pf_studio_sidebar_select (self, pf_outline_entry_get_path (entry));
          /* From the list, the keyboard focus moves with the selection, or
           * the arrows would start again from the row it left; a row not
           * made yet takes it once the list has scrolled to it. */
          self->focus_selected = from_list && !focus_selected_row (self);
          return;
        }
    }
}

guint
pf_studio_sidebar_count_items (PfStudioSidebar *self)
{
  guint count = 0, n;

  g_return_val_if_fail (PF_STUDIO_IS_SIDEBAR (self), 0);
  if (self->outline == NULL)
    return 0;
  n = g_list_model_get_n_items (G_LIST_MODEL (self->outline));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PfOutlineEntry) entry = entry_at (self, i);

      count += !pf_outline_entry_is_heading (entry);
    }
  return count;
}

void
pf_studio_sidebar_popup_menu (PfStudioSidebar *self)
{
  g_return_if_fail (PF_STUDIO_IS_SIDEBAR (self));

  /* Below the selected row when it is on screen. */
  for (GtkWidget *item = gtk_widget_get_first_child (GTK_WIDGET (self->list)); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget *box = gtk_widget_get_first_child (item);

      if (box != NULL && gtk_widget_get_mapped (box) &&
          g_strcmp0 (g_object_get_data (G_OBJECT (box), "pf-path"), self->selected_path) == 0)
        {
          popup_at (self, box, 24, gtk_widget_get_height (box));
          return;
        }
    }
  popup_at (self, GTK_WIDGET (self), 24, 24);
}

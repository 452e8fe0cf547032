/* pf-studio-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-window"

#include <glib/gi18n.h>

#include "pf-studio-canvas.h"
#include "pf-studio-layout-page.h"
#include "pf-studio-level-page.h"
#include "pf-studio-map-edit.h"
#include "pf-studio-map-page.h"
#include "pf-studio-pack-page.h"
#include "pf-studio-playtest-window.h"
#include "pf-studio-recovery.h"
#include "pf-studio-settings.h"
#include "pf-studio-tileset-page.h"
#include "pf-studio-window.h"

#define MAX_UNDO 100
#define AUTOSAVE_SECONDS 3

struct _PfStudioWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkRevealer          *error_revealer;
  GtkLabel             *error_label;
  GtkListBox           *sidebar;
  GtkStack             *content_stack;
  PfStudioCanvas       *canvas;
  PfStudioLevelPage    *level_page;
  PfStudioPackPage     *pack_page;
  PfStudioLayoutPage   *layout_page;
  PfStudioTilesetPage  *tileset_page;
  PfStudioMapPage      *map_page;
  GtkLabel             *status_label;
  GMenu                *recent_section;

  PfProject            *project;
  GFile                *file;
  gboolean              modified;
  char                 *error;
  GQueue                undo;   /* char*: project documents before each edit */
  GQueue                redo;
  char                 *recovery_key;
  guint                 autosave_id;

  /* What is selected, to restore after undo or reload */
  PfStudioItemKind      selected_kind;
  char                 *selected_parent;
  char                 *selected_id;
};

G_DEFINE_FINAL_TYPE (PfStudioWindow, pf_studio_window, ADW_TYPE_APPLICATION_WINDOW)

static gboolean save_to (PfStudioWindow *self, GFile *file);

/* Auxiliary methods */

static char *
display_name (PfStudioWindow *self)
{
  if (self->file == NULL)
    return g_strdup (_("Untitled Project"));
  return g_file_get_basename (self->file);
}

static void
update_title (PfStudioWindow *self)
{
  g_autofree char *name = display_name (self);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *window_title = NULL;

  title = self->modified ? g_strdup_printf ("• %s", name) : g_strdup (name);
  if (self->file != NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (self->file);

      subtitle = parent ? g_file_get_parse_name (parent) : NULL;
    }
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");

  window_title = g_strdup_printf ("%s%s — %s", self->modified ? "*" : "", name,
                                  _("Polyform Studio"));
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

static void
update_actions (PfStudioWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", self->undo.length > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", self->redo.length > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", self->project != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", self->project != NULL);
}

static gboolean
autosave_cb (gpointer user_data)
{
  PfStudioWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  self->autosave_id = 0;
  if (self->modified && self->project != NULL &&
      !pf_studio_recovery_write (self->recovery_key, self->project, self->file, &error))
    g_warning ("Cannot write the recovery copy: %s", error->message);
  return G_SOURCE_REMOVE;
}

static void
set_modified (PfStudioWindow *self,
              gboolean        modified)
{
  self->modified = modified;
  update_title (self);
  update_actions (self);

  if (modified && self->autosave_id == 0)
    self->autosave_id = g_timeout_add_seconds (AUTOSAVE_SECONDS, autosave_cb, self);
  else if (!modified)
    {
      g_clear_handle_id (&self->autosave_id, g_source_remove);
      pf_studio_recovery_remove (self->recovery_key);
    }
}

static void
show_error (PfStudioWindow *self,
            const char     *message)
{
  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_text (self->error_label, message);
  gtk_revealer_set_reveal_child (self->error_revealer, message != NULL);
}

static void
clear_queue (GQueue *queue)
{
  g_queue_clear_full (queue, g_free);
}

static void
remember_selection (PfStudioWindow   *self,
                    PfStudioItemKind  kind,
                    const char       *parent,
                    const char       *id)
{
  self->selected_kind = kind;
  g_free (self->selected_parent);
  self->selected_parent = g_strdup (parent);
  g_free (self->selected_id);
  self->selected_id = g_strdup (id);
}

static GtkWidget *
heading_row (const char *text)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "pf-sidebar-heading");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

static GtkWidget *
item_row (PfStudioItemKind  kind,
          const char       *parent,
          const char       *id,
          const char       *title,
          const char       *detail,
          int               indent)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *extra = gtk_label_new (detail);

  gtk_widget_set_margin_start (box, 6 + indent * 16);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (extra, "dim-label");
  gtk_widget_add_css_class (extra, "caption");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), extra);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);

  g_object_set_data (G_OBJECT (row), "pf-kind", GINT_TO_POINTER (kind));
  g_object_set_data_full (G_OBJECT (row), "pf-parent", g_strdup (parent), g_free);
  g_object_set_data_full (G_OBJECT (row), "pf-id", g_strdup (id), g_free);
  return row;
}

static const char *
title_or_id (const PfMeta *meta,
             const char   *id)
{
  return meta->title ? meta->title : id;
}

static void
rebuild_sidebar (PfStudioWindow *self)
{
  GtkWidget *child;
  GtkListBoxRow *to_select = NULL;
  GPtrArray *packs, *layouts, *tilesets, *maps;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sidebar))) != NULL)
    gtk_list_box_remove (self->sidebar, child);

  if (self->project == NULL)
    return;

  packs = pf_project_get_packs (self->project);
  layouts = pf_project_get_layouts (self->project);
  tilesets = pf_project_get_tilesets (self->project);
  maps = pf_project_get_maps (self->project);

#define ADD(row) G_STMT_START {                                                   \
    GtkWidget *r_ = (row);                                                      \
    gtk_list_box_append (self->sidebar, r_);                                    \
    if (to_select == NULL && self->selected_id != NULL &&                       \
        GPOINTER_TO_INT (g_object_get_data (G_OBJECT (r_), "pf-kind")) ==       \
          (int) self->selected_kind &&                                          \
        g_strcmp0 (g_object_get_data (G_OBJECT (r_), "pf-id"),                  \
                   self->selected_id) == 0 &&                                   \
        g_strcmp0 (g_object_get_data (G_OBJECT (r_), "pf-parent"),              \
                   self->selected_parent) == 0)                                 \
      to_select = GTK_LIST_BOX_ROW (r_);                                        \
  } G_STMT_END

  for (guint i = 0; i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);
      g_autofree char *pack_detail = g_strdup_printf (ngettext ("%u level", "%u levels",
                                                                pack->levels->len),
                                                      pack->levels->len);

      if (i == 0)
        gtk_list_box_append (self->sidebar, heading_row (_("Level Packs")));
      ADD (item_row (PF_STUDIO_ITEM_PACK, NULL, pack->id, title_or_id (&pack->meta, pack->id),
                     pack_detail, 0));
      for (guint j = 0; j < pack->levels->len; j++)
        {
          PfTriLevel *level = g_ptr_array_index (pack->levels, j);
          g_autofree char *detail = NULL;

          if (level->figures.moves >= 0)
            detail = g_strdup_printf (ngettext ("%d move", "%d moves", level->figures.moves),
                                      level->figures.moves);
          else
            detail = g_strdup_printf (ngettext ("%u block", "%u blocks", level->n_blocks),
                                      level->n_blocks);
          ADD (item_row (PF_STUDIO_ITEM_LEVEL, pack->id, level->id,
                         title_or_id (&level->meta, level->id), detail, 1));
        }
    }

  if (layouts->len > 0)
    gtk_list_box_append (self->sidebar, heading_row (_("Shell Layouts")));
  for (guint i = 0; i < layouts->len; i++)
    {
      PfShellLayout *layout = g_ptr_array_index (layouts, i);
      g_autofree char *detail = g_strdup_printf (ngettext ("%u cell", "%u cells",
                                                           layout->cells->len),
                                                 layout->cells->len);

      ADD (item_row (PF_STUDIO_ITEM_LAYOUT, NULL, layout->id,
                     title_or_id (&layout->meta, layout->id), detail, 1));
    }

  if (tilesets->len > 0)
    gtk_list_box_append (self->sidebar, heading_row (_("Tile Sets")));
  for (guint i = 0; i < tilesets->len; i++)
    {
      PfTileset *tileset = g_ptr_array_index (tilesets, i);
      g_autofree char *detail = g_strdup_printf (ngettext ("%u shape", "%u shapes",
                                                           tileset->shapes->len),
                                                 tileset->shapes->len);

      ADD (item_row (PF_STUDIO_ITEM_TILESET, NULL, tileset->id,
                     title_or_id (&tileset->meta, tileset->id), detail, 1));
    }

  if (maps->len > 0)
    gtk_list_box_append (self->sidebar, heading_row (_("Maps")));
  for (guint i = 0; i < maps->len; i++)
    {
      PfMap *map = g_ptr_array_index (maps, i);
      g_autofree char *detail = g_strdup_printf ("%u × %u", map->width, map->height);

      ADD (item_row (PF_STUDIO_ITEM_MAP, NULL, map->id, title_or_id (&map->meta, map->id),
                     detail, 1));
    }
#undef ADD

  if (to_select != NULL)
    gtk_list_box_select_row (self->sidebar, to_select);
  else
    {
      pf_studio_canvas_clear (self->canvas);
      gtk_stack_set_visible_child_name (self->content_stack, "empty");
      gtk_label_set_text (self->status_label, "");
    }
}

static void
show_row (PfStudioWindow *self,
          GtkListBoxRow  *row)
{
  PfStudioItemKind kind;
  const char *parent, *id;
  const char *page = "canvas";
  g_autofree char *status = NULL;

  if (row == NULL || self->project == NULL)
    {
      pf_studio_canvas_clear (self->canvas);
      gtk_stack_set_visible_child_name (self->content_stack, "empty");
      return;
    }

  kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "pf-kind"));
  parent = g_object_get_data (G_OBJECT (row), "pf-parent");
  id = g_object_get_data (G_OBJECT (row), "pf-id");
  remember_selection (self, kind, parent, id);

  switch (kind)
    {
    case PF_STUDIO_ITEM_LEVEL:
      {
        PfTriPack *pack = pf_project_find_pack (self->project, parent);
        PfTriLevel *level = pack ? pf_tri_pack_find_level (pack, id) : NULL;

        if (level == NULL)
          return;
        pf_studio_level_page_show (self->level_page, self, level);
        page = "level";
        status = g_strdup_printf (_("Level %s of pack %s · %u blocks"), level->id, pack->id,
                                  level->n_blocks);
      }
      break;

    case PF_STUDIO_ITEM_PACK:
      {
        PfTriPack *pack = pf_project_find_pack (self->project, id);

        if (pack == NULL)
          return;
        pf_studio_pack_page_show (self->pack_page, self, pack);
        page = "pack";
        status = g_strdup_printf (_("Pack %s · drag levels to reorder them, activate one to "
                                    "edit it"), pack->id);
      }
      break;

    case PF_STUDIO_ITEM_LAYOUT:
      {
        PfShellLayout *layout = pf_project_find_layout (self->project, id);

        if (layout == NULL)
          return;
        pf_studio_layout_page_show (self->layout_page, self, layout);
        page = "layout";
        status = g_strdup_printf (_("Shell layout %s · %u cells"), layout->id,
                                  layout->cells->len);
      }
      break;

    case PF_STUDIO_ITEM_TILESET:
      {
        PfTileset *tileset = pf_project_find_tileset (self->project, id);

        if (tileset == NULL)
          return;
        pf_studio_tileset_page_show (self->tileset_page, self, tileset);
        page = "tileset";
        status = g_strdup_printf (_("Tile set %s · %u shapes · %u terrains"), tileset->id,
                                  tileset->shapes->len, tileset->terrains->len);
      }
      break;

    case PF_STUDIO_ITEM_MAP:
      {
        PfMap *map = pf_project_find_map (self->project, id);
        PfTileset *tileset = map ? pf_project_find_tileset (self->project, map->tileset) : NULL;
        g_autofree char *seed = NULL;

        if (tileset == NULL)
          return;
        seed = g_strdup_printf ("%" G_GUINT64_FORMAT, map->seed);

        pf_studio_map_page_show (self->map_page, self, map, tileset);
        page = "map";
        status = g_strdup_printf (_("Map %s · %u × %u · %u placements from %s · seed %s"),
                                  map->id, map->width, map->height, map->placements->len,
                                  map->tileset, seed);
      }
      break;

    case PF_STUDIO_ITEM_NONE:
    default:
      return;
    }

  if (!g_str_equal (page, "canvas"))
    pf_studio_canvas_clear (self->canvas);
  gtk_label_set_text (self->status_label, status ? status : "");
  gtk_stack_set_visible_child_name (self->content_stack, page);
}

static void
set_project (PfStudioWindow *self,
             PfProject      *project)
{
  g_set_object (&self->project, project);
  rebuild_sidebar (self);
  update_actions (self);
}

static void
restore_document (PfStudioWindow *self,
                  GQueue         *from,
                  GQueue         *to)
{
  g_autofree char *document = g_queue_pop_head (from);
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;

  if (document == NULL)
    return;

  project = pf_project_load_from_data (document, -1, "undo", &error);
  if (project == NULL)
    {
      g_warning ("Cannot restore the project: %s", error->message);
      return;
    }
  g_queue_push_head (to, pf_project_to_data (self->project));
  set_project (self, project);
  set_modified (self, TRUE);
}

/* Callbacks */

static void
on_row_selected (GtkListBox     *box,
                 GtkListBoxRow  *row,
                 PfStudioWindow *self)
{
  show_row (self, row);
}

static void
on_canvas_edit_requested (PfStudioCanvas *canvas,
                          PfStudioWindow *self)
{
  pf_studio_window_begin_edit (self);
}

static void
on_canvas_edited (PfStudioCanvas *canvas,
                  PfStudioWindow *self)
{
  pf_studio_window_end_edit (self);
}

static void
refresh_recent_menu (PfStudioWindow *self)
{
  g_auto(GStrv) recent = pf_studio_settings_get_recent ();

  g_menu_remove_all (self->recent_section);
  for (guint i = 0; recent != NULL && recent[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (recent[i]);
      g_autofree char *label = g_file_get_basename (file);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target (item, "win.open-recent", "s", recent[i]);
      g_menu_append_item (self->recent_section, item);
    }
}

static void
on_open_response (GtkNativeDialog *dialog,
                  int              response,
                  PfStudioWindow  *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        pf_studio_window_open (self, file);
    }
  g_object_unref (dialog);
}

static GtkFileFilter *
project_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Polyform projects"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_filter_add_mime_type (filter, "application/xml");
  return filter;
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Open Project"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), project_filter ());
  g_signal_connect (dialog, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  pf_studio_window_open (self, file);
}

static void
on_save_as_response (GtkNativeDialog *dialog,
                     int              response,
                     PfStudioWindow  *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        save_to (self, file);
    }
  g_object_unref (dialog);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);
  GtkFileChooserNative *dialog;
  g_autofree char *name = display_name (self);

  dialog = gtk_file_chooser_native_new (_("Save Project"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), project_filter ());
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog),
                                     self->file ? name : "project.xml");
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_as_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);

  if (self->file == NULL)
    save_as_action (widget, action_name, parameter);
  else
    save_to (self, self->file);
}

static void
dismiss_error_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  show_error (PF_STUDIO_WINDOW (widget), NULL);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);

  restore_document (self, &self->undo, &self->redo);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);

  restore_document (self, &self->redo, &self->undo);
}

static void
step_item (PfStudioWindow *self,
           int             direction)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->sidebar);
  int index = row ? gtk_list_box_row_get_index (row) : -1;

  for (int i = index + direction; ; i += direction)
    {
      GtkListBoxRow *next = gtk_list_box_get_row_at_index (self->sidebar, i);

      if (next == NULL || i < 0)
        return;
      if (gtk_list_box_row_get_selectable (next))
        {
          gtk_list_box_select_row (self->sidebar, next);
          return;
        }
    }
}

static void
next_item_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  step_item (PF_STUDIO_WINDOW (widget), 1);
}

static void
previous_item_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  step_item (PF_STUDIO_WINDOW (widget), -1);
}

static gboolean
on_drop (GtkDropTarget  *target,
         const GValue   *value,
         double          x,
         double          y,
         PfStudioWindow *self)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  for (GSList *l = files; l != NULL; l = l->next)
    {
      g_autofree char *name = g_file_get_basename (l->data);

      if (name != NULL && g_str_has_suffix (name, ".xml"))
        {
          pf_studio_window_open (self, l->data);
          g_slist_free (files);
          return TRUE;
        }
    }
  g_slist_free (files);
  show_error (self, _("Only Polyform project files (.xml) can be dropped here"));
  return FALSE;
}

static void
on_close_response (AdwMessageDialog *dialog,
                   const char       *response,
                   PfStudioWindow   *self)
{
  if (g_strcmp0 (response, "discard") == 0)
    {
      set_modified (self, FALSE);
      gtk_window_destroy (GTK_WINDOW (self));
    }
  else if (g_strcmp0 (response, "save") == 0)
    {
      if (self->file == NULL)
        save_as_action (GTK_WIDGET (self), NULL, NULL);
      else if (save_to (self, self->file))
        gtk_window_destroy (GTK_WINDOW (self));
    }
}

static gboolean
pf_studio_window_close_request (GtkWindow *window)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (window);
  g_autofree char *name = NULL;
  GtkWidget *dialog;

  pf_studio_settings_save_window (window);

  if (!self->modified)
    return GTK_WINDOW_CLASS (pf_studio_window_parent_class)->close_request (window);

  name = display_name (self);
  dialog = adw_message_dialog_new (window, _("Save Changes?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("“%s” has unsaved changes. Changes which are not saved "
                                    "will be permanently lost."), name);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_close_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static gboolean
save_to (PfStudioWindow *self,
         GFile          *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (self->project == NULL)
    return FALSE;

  if (!pf_project_save (self->project, file, &error))
    {
      show_error (self, error->message);
      return FALSE;
    }

  g_set_object (&self->file, file);
  uri = g_file_get_uri (file);
  pf_studio_settings_add_recent (uri);
  refresh_recent_menu (self);
  set_modified (self, FALSE);
  show_error (self, NULL);

  name = g_file_get_basename (file);
  message = g_strdup_printf (_("Saved “%s”"), name);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
  return TRUE;
}

static void
playtest_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (widget);

  if (self->project != NULL)
    pf_studio_playtest_window_present (self);
}

static void
new_tileset_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  pf_studio_tileset_add_new (PF_STUDIO_WINDOW (widget));
}

/* GObject overrides */

static void
pf_studio_window_dispose (GObject *object)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (object);

  /* The sidebar emits row-selected while it is torn down. */
  if (self->sidebar != NULL)
    g_signal_handlers_disconnect_by_data (self->sidebar, self);
  if (self->canvas != NULL)
    g_signal_handlers_disconnect_by_data (self->canvas, self);
  clear_queue (&self->undo);
  clear_queue (&self->redo);
  /* A window that goes away normally leaves nothing to recover. */
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->recovery_key != NULL)
    pf_studio_recovery_remove (self->recovery_key);
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_WINDOW);

  G_OBJECT_CLASS (pf_studio_window_parent_class)->dispose (object);
}

static void
pf_studio_window_finalize (GObject *object)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (object);

  g_clear_object (&self->project);
  g_clear_object (&self->file);
  g_clear_pointer (&self->error, g_free);
  g_clear_pointer (&self->recovery_key, g_free);
  g_clear_pointer (&self->selected_parent, g_free);
  g_clear_pointer (&self->selected_id, g_free);

  G_OBJECT_CLASS (pf_studio_window_parent_class)->finalize (object);
}

static void
pf_studio_window_class_init (PfStudioWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = pf_studio_window_dispose;
  object_class->finalize = pf_studio_window_finalize;
  window_class->close_request = pf_studio_window_close_request;

  g_type_ensure (PF_STUDIO_TYPE_CANVAS);
  g_type_ensure (PF_STUDIO_TYPE_LEVEL_PAGE);
  g_type_ensure (PF_STUDIO_TYPE_PACK_PAGE);
  g_type_ensure (PF_STUDIO_TYPE_LAYOUT_PAGE);
  g_type_ensure (PF_STUDIO_TYPE_TILESET_PAGE);
  g_type_ensure (PF_STUDIO_TYPE_MAP_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, error_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, canvas);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, level_page);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, pack_page);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, layout_page);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, tileset_page);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, map_page);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, recent_section);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.playtest", NULL, playtest_action);
  gtk_widget_class_install_action (widget_class, "win.dismiss-error", NULL, dismiss_error_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.next-item", NULL, next_item_action);
  gtk_widget_class_install_action (widget_class, "win.new-tileset", NULL, new_tileset_action);
  gtk_widget_class_install_action (widget_class, "win.previous-item", NULL,
                                   previous_item_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "win.playtest", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK,
                                       "win.next-item", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK,
                                       "win.previous-item", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static void
pf_studio_window_init (PfStudioWindow *self)
{
  GtkDropTarget *drop;

  gtk_widget_init_template (GTK_WIDGET (self));

  g_queue_init (&self->undo);
  g_queue_init (&self->redo);
  self->recovery_key = g_uuid_string_random ();

  g_signal_connect (self->sidebar, "row-selected", G_CALLBACK (on_row_selected), self);
  g_signal_connect (self->canvas, "edit-requested", G_CALLBACK (on_canvas_edit_requested), self);
  g_signal_connect (self->canvas, "edited", G_CALLBACK (on_canvas_edited), self);

  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  pf_studio_settings_restore_window (GTK_WINDOW (self));
  refresh_recent_menu (self);
  update_title (self);
  update_actions (self);
}

PfStudioWindow *
pf_studio_window_new (AdwApplication *application)
{
  return g_object_new (PF_STUDIO_TYPE_WINDOW, "application", application, NULL);
}

gboolean
pf_studio_window_open (PfStudioWindow *self,
                       GFile          *file)
{
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = NULL;

  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), FALSE);

  project = pf_project_load (file, &error);
  if (project == NULL)
    {
      /* The current project stays open and unchanged. */
      show_error (self, error->message);
      return FALSE;
    }

  if (self->modified)
    {
      /* Never drop unsaved work: open beside it. */
      PfStudioWindow *other = pf_studio_window_new (ADW_APPLICATION (
                                gtk_window_get_application (GTK_WINDOW (self))));

      gtk_window_present (GTK_WINDOW (other));
      return pf_studio_window_open (other, file);
    }

  g_set_object (&self->file, file);
  clear_queue (&self->undo);
  clear_queue (&self->redo);
  remember_selection (self, PF_STUDIO_ITEM_NONE, NULL, NULL);
  show_error (self, NULL);
  set_project (self, project);
  set_modified (self, FALSE);

  uri = g_file_get_uri (file);
  pf_studio_settings_add_recent (uri);
  refresh_recent_menu (self);

  /* Show the first item straight away. */
  step_item (self, 1);
  return TRUE;
}

gboolean
pf_studio_window_open_recovered (PfStudioWindow   *self,
                                 PfStudioRecovery *recovery)
{
  g_autoptr(GFile) document = g_file_new_for_path (recovery->document);
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), FALSE);

  project = pf_project_load (document, &error);
  if (project == NULL)
    {
      show_error (self, error->message);
      return FALSE;
    }

  g_set_object (&self->file, recovery->original);
  remember_selection (self, PF_STUDIO_ITEM_NONE, NULL, NULL);
  set_project (self, project);
  set_modified (self, TRUE);
  pf_studio_recovery_remove (recovery->key);
  autosave_cb (self);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               adw_toast_new (_("Recovered unsaved changes; save to keep them")));
  step_item (self, 1);
  return TRUE;
}

void
pf_studio_window_select_level (PfStudioWindow *self,
                               const char     *pack_id,
                               const char     *level_id)
{
  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));

  for (int i = 0; ; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->sidebar, i);

      if (row == NULL)
        return;
      if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "pf-kind")) == PF_STUDIO_ITEM_LEVEL &&
          g_strcmp0 (g_object_get_data (G_OBJECT (row), "pf-parent"), pack_id) == 0 &&
          g_strcmp0 (g_object_get_data (G_OBJECT (row), "pf-id"), level_id) == 0)
        {
          gtk_list_box_select_row (self->sidebar, row);
          return;
        }
    }
}

void
pf_studio_window_begin_edit (PfStudioWindow *self)
{
  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));
  g_return_if_fail (self->project != NULL);

  g_queue_push_head (&self->undo, pf_project_to_data (self->project));
  while (self->undo.length > MAX_UNDO)
    g_free (g_queue_pop_tail (&self->undo));
  clear_queue (&self->redo);
}

void
pf_studio_window_end_edit (PfStudioWindow *self)
{
  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));

  set_modified (self, TRUE);
  rebuild_sidebar (self);
  pf_project_changed (self->project);
}

PfProject *
pf_studio_window_get_project (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), NULL);
  return self->project;
}

GFile *
pf_studio_window_get_file (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), NULL);
  return self->file;
}

gboolean
pf_studio_window_get_modified (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), FALSE);
  return self->modified;
}

const char *
pf_studio_window_get_error (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), NULL);
  return self->error;
}

guint
pf_studio_window_count_items (PfStudioWindow *self)
{
  guint n = 0;

  for (int i = 0; ; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->sidebar, i);

      if (row == NULL)
        return n;
      n += gtk_list_box_row_get_selectable (row);
    }
}

void
pf_studio_window_select_item (PfStudioWindow *self,
                              guint           n)
{
  for (int i = 0; ; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->sidebar, i);

      if (row == NULL)
        return;
      if (gtk_list_box_row_get_selectable (row) && n-- == 0)
        {
          gtk_list_box_select_row (self->sidebar, row);
          return;
        }
    }
}

GtkWidget *
pf_studio_window_get_canvas (PfStudioWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->content_stack);

  if (g_strcmp0 (page, "level") == 0)
    return pf_studio_level_page_get_canvas (self->level_page);
  if (g_strcmp0 (page, "layout") == 0)
    return pf_studio_layout_page_get_canvas (self->layout_page);
  if (g_strcmp0 (page, "tileset") == 0)
    return pf_studio_tileset_page_get_canvas (self->tileset_page);
  if (g_strcmp0 (page, "map") == 0)
    return pf_studio_map_page_get_canvas (self->map_page);
  return GTK_WIDGET (self->canvas);
}

PfStudioItemKind
pf_studio_window_get_selected_kind (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), PF_STUDIO_ITEM_NONE);
  return gtk_list_box_get_selected_row (self->sidebar) ? self->selected_kind
                                                       : PF_STUDIO_ITEM_NONE;
}

const char *
pf_studio_window_get_selected_id (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), NULL);
  return gtk_list_box_get_selected_row (self->sidebar) ? self->selected_id : NULL;
}

GtkWidget *
pf_studio_window_get_page (PfStudioWindow *self)
{
  return gtk_stack_get_visible_child (self->content_stack);
}

void
pf_studio_window_select (PfStudioWindow   *self,
                         PfStudioItemKind  kind,
                         const char       *parent,
                         const char       *id)
{
  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));

  for (int i = 0; ; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->sidebar, i);

      if (row == NULL)
        return;
      if (gtk_list_box_row_get_selectable (row) &&
          GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "pf-kind")) == (int) kind &&
          g_strcmp0 (g_object_get_data (G_OBJECT (row), "pf-parent"), parent) == 0 &&
          g_strcmp0 (g_object_get_data (G_OBJECT (row), "pf-id"), id) == 0)
        {
          gtk_list_box_select_row (self->sidebar, row);
          return;
        }
    }
}

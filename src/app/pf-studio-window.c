/* pf-studio-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-window"

#include <glib/gi18n.h>

#include "pf-studio-recovery.h"
#include "pf-studio-settings.h"
#include "pf-studio-window-private.h"

#define AUTOSAVE_SECONDS 3


G_DEFINE_FINAL_TYPE (PfStudioWindow, pf_studio_window, ADW_TYPE_APPLICATION_WINDOW)

/* Auxiliary methods */

char *
pf_studio_window_display_name (PfStudioWindow *self)
{
  if (self->file == NULL)
    return g_strdup (_("Untitled Project"));
  return g_file_get_basename (self->file);
}

void
pf_studio_window_update_title (PfStudioWindow *self)
{
  g_autofree char *name = pf_studio_window_display_name (self);
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

void
pf_studio_window_update_actions (PfStudioWindow *self)
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

void
pf_studio_window_set_modified (PfStudioWindow *self,
              gboolean        modified)
{
  self->modified = modified;
  pf_studio_window_update_title (self);
  pf_studio_window_update_actions (self);

  if (modified && self->autosave_id == 0)
    self->autosave_id = g_timeout_add_seconds (AUTOSAVE_SECONDS, autosave_cb, self);
  else if (!modified)
    {
      g_clear_handle_id (&self->autosave_id, g_source_remove);
      pf_studio_recovery_remove (self->recovery_key);
    }
}

void
pf_studio_window_show_error (PfStudioWindow *self,
            const char     *message)
{
  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_text (self->error_label, message);
  gtk_revealer_set_reveal_child (self->error_revealer, message != NULL);
}

void
pf_studio_window_clear_queue (GQueue *queue)
{
  g_queue_clear_full (queue, g_free);
}

void
pf_studio_window_remember_selection (PfStudioWindow   *self,
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
  const char *page = "empty";
  g_autofree char *status = NULL;

  if (row == NULL || self->project == NULL)
    {
      gtk_stack_set_visible_child_name (self->content_stack, "empty");
      return;
    }

  kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "pf-kind"));
  parent = g_object_get_data (G_OBJECT (row), "pf-parent");
  id = g_object_get_data (G_OBJECT (row), "pf-id");
  pf_studio_window_remember_selection (self, kind, parent, id);

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

  gtk_label_set_text (self->status_label, status ? status : "");
  gtk_stack_set_visible_child_name (self->content_stack, page);
}

void
pf_studio_window_set_project (PfStudioWindow *self,
             PfProject      *project)
{
  g_set_object (&self->project, project);
  rebuild_sidebar (self);
  pf_studio_window_update_actions (self);
}

void
pf_studio_window_restore_document (PfStudioWindow *self,
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
  pf_studio_window_set_project (self, project);
  pf_studio_window_set_modified (self, TRUE);
}

/* Callbacks */

static void
on_row_selected (GtkListBox     *box,
                 GtkListBoxRow  *row,
                 PfStudioWindow *self)
{
  show_row (self, row);
}

/* GObject overrides */

static gboolean
pf_studio_window_close_request (GtkWindow *window)
{
  if (pf_studio_window_ask_to_save (PF_STUDIO_WINDOW (window)))
    return TRUE;
  return GTK_WINDOW_CLASS (pf_studio_window_parent_class)->close_request (window);
}

static void
pf_studio_window_dispose (GObject *object)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (object);

  /* The sidebar emits row-selected while it is torn down. */
  if (self->sidebar != NULL)
    g_signal_handlers_disconnect_by_data (self->sidebar, self);
  pf_studio_window_clear_queue (&self->undo);
  pf_studio_window_clear_queue (&self->redo);
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
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, level_page);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, pack_page);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, layout_page);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, tileset_page);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, map_page);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, recent_section);

  pf_studio_window_class_actions_init (widget_class);
}

static void
pf_studio_window_init (PfStudioWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_queue_init (&self->undo);
  g_queue_init (&self->redo);
  self->recovery_key = g_uuid_string_random ();

  g_signal_connect (self->sidebar, "row-selected", G_CALLBACK (on_row_selected), self);

  pf_studio_window_actions_init (self);

  pf_studio_settings_restore_window (GTK_WINDOW (self));
  pf_studio_window_refresh_recent_menu (self);
  pf_studio_window_update_title (self);
  pf_studio_window_update_actions (self);
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
      pf_studio_window_show_error (self, error->message);
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
  pf_studio_window_clear_queue (&self->undo);
  pf_studio_window_clear_queue (&self->redo);
  pf_studio_window_remember_selection (self, PF_STUDIO_ITEM_NONE, NULL, NULL);
  pf_studio_window_show_error (self, NULL);
  pf_studio_window_set_project (self, project);
  pf_studio_window_set_modified (self, FALSE);

  uri = g_file_get_uri (file);
  pf_studio_settings_add_recent (uri);
  pf_studio_window_refresh_recent_menu (self);

  /* Show the first item straight away. */
  pf_studio_window_step_item (self, 1);
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
      pf_studio_window_show_error (self, error->message);
      return FALSE;
    }

  g_set_object (&self->file, recovery->original);
  pf_studio_window_remember_selection (self, PF_STUDIO_ITEM_NONE, NULL, NULL);
  pf_studio_window_set_project (self, project);
  pf_studio_window_set_modified (self, TRUE);
  pf_studio_recovery_remove (recovery->key);
  autosave_cb (self);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               adw_toast_new (_("Recovered unsaved changes; save to keep them")));
  pf_studio_window_step_item (self, 1);
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
  pf_studio_window_clear_queue (&self->redo);
}

void
pf_studio_window_end_edit (PfStudioWindow *self)
{
  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));

  pf_studio_window_set_modified (self, TRUE);
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
  return NULL;
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

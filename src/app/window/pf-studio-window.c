/* pf-studio-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows one document. The sidebar lists its items; the selected
 * item's page edits it through the document, and hears of every change from
 * the document, so the window never relays edits. The window only chooses
 * which page shows which item, keeps the title in step with the document,
 * and autosaves a recovery copy while there are unsaved changes or levels
 * found and not added.
 *
 * Before it holds a project, a window shows the start page in place of the
 * editor; it then holds an empty document that nothing can edit.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-window"

#include <glib/gi18n.h>

#include "pf-studio-cut-label.h"
#include "pf-studio-generator-window.h"
#include "pf-studio-layout-page.h"
#include "pf-studio-level-page.h"
#include "pf-studio-map-page.h"
#include "pf-studio-menu-tooltip.h"
#include "pf-studio-pack-page.h"
#include "pf-studio-recovery.h"
#include "pf-studio-settings.h"
#include "pf-studio-tileset-page.h"
#include "pf-studio-window-private.h"

#define AUTOSAVE_SECONDS 3

G_DEFINE_FINAL_TYPE (PfStudioWindow, pf_studio_window, ADW_TYPE_APPLICATION_WINDOW)

/* Auxiliary methods */

void
pf_studio_window_update_title (PfStudioWindow *self)
{
  g_autofree char *name = NULL;
  GtkWidget *page = gtk_stack_get_visible_child (self->content_stack);
  /* Typing not yet kept counts: the person typing sees an unsaved project. */
  gboolean modified = pf_document_get_modified (self->document) ||
                      (page != NULL && PF_STUDIO_IS_PAGE (page) &&
                       pf_studio_page_has_typing (PF_STUDIO_PAGE (page)));
  GFile *file = pf_document_get_file (self->document);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *window_title = NULL;

  if (pf_studio_window_shows_start (self))
    {
      adw_window_title_set_title (self->window_title, _("Polyform Studio"));
      adw_window_title_set_subtitle (self->window_title, "");
      gtk_window_set_title (GTK_WINDOW (self), _("Polyform Studio"));
      return;
    }

  name = pf_document_dup_name (self->document);
  title = modified ? g_strdup_printf ("• %s", name) : g_strdup (name);
  if (file != NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);

      subtitle = parent ? g_file_get_parse_name (parent) : NULL;
    }
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");

  window_title = g_strdup_printf ("%s%s — %s", modified ? "*" : "", name, _("Polyform Studio"));
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

/* Autosave: a copy of the project is written by a worker thread. */

typedef struct
{
  char           *key;
  PfProject      *project;
  GFile          *original;
  gboolean        has_read;
  PfFileIdentity  read;       /* what a save over @original checks */
  gboolean        changed;
  guint           levels_found;
  char           *found_pack;
} AutosaveJob;

static void
autosave_job_free (AutosaveJob *job)
{
  g_free (job->key);
  g_free (job->found_pack);
  g_clear_object (&job->project);
  g_clear_object (&job->original);
  g_free (job);
}

static void
autosave_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  AutosaveJob *job = task_data;
  GError *error = NULL;

  if (pf_studio_recovery_write (job->key, job->project, job->changed, job->levels_found,
                                job->found_pack, job->original,
                                job->has_read ? &job->read : NULL, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
on_autosaved (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  AutosaveJob *job = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Cannot write the recovery copy: %s", error->message);
      return;
    }
  /* Saved or closed meanwhile: the copy is not wanted. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    pf_studio_recovery_remove (job->key);
}

/* Where a pack of levels found for @for_pack goes in @project: right after
 * it and after the packs of levels found for it before; last when it is gone. */
static int
place_after (PfProject   *project,
             PfTriPack   *for_pack,
             GHashTable  *placed)
{
  GPtrArray *packs = pf_project_get_packs (project);
  g_autofree char *path = NULL;
  PfItemPlace place;
  guint i;

  if (for_pack == NULL)
    return -1;
  path = pf_item_path_build (PF_ITEM_PACK, NULL, for_pack->id);
  if (!pf_project_locate (project, path, &place))
    return -1;
  for (i = place.pack_index + 1; i < packs->len; i++)
    if (!g_hash_table_contains (placed, ((PfTriPack *) g_ptr_array_index (packs, i))->id))
      break;
  return (int) i;
}

/* The project as the designer left it and, in a pack of their own for each
 * generator window of @holding, the levels it found that the designer has not added: a
 * crash loses neither. Each pack is titled by the pack its levels were for
 * and follows it; @found_pack is the id of the first. The packs are made by
 * the document's own rules, on a copy, so the window's document does not
 * change. */
static PfProject *
copy_for_recovery (PfStudioWindow  *self,
                   GPtrArray       *holding,
                   guint           *levels_found,
                   char           **found_pack)
{
  g_autoptr(PfProject) copy = pf_document_copy_project (self->document);
  g_autoptr(PfDocument) scratch = NULL;
  g_autoptr(GHashTable) placed = NULL;
  GPtrArray *packs;

  *levels_found = 0;
  *found_pack = NULL;
  if (holding->len == 0)
    return g_steal_pointer (&copy);
  scratch = pf_document_new (copy, NULL);
  placed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < holding->len; i++)
    {
      PfStudioGeneratorWindow *window = g_ptr_array_index (holding, i);
      g_autoptr(GPtrArray) found = pf_studio_generator_window_dup_found (window);
      g_autoptr(GPtrArray) added = NULL;
      PfTriPack *for_pack = pf_studio_generator_window_get_pack (window);
      PfTriPack *new_pack = pf_project_new_item (copy, PF_ITEM_PACK, NULL, NULL, NULL);
      g_autofree char *pack = NULL;

      if (new_pack == NULL)
        break;
      g_free (new_pack->meta.title);
      g_free (new_pack->meta.notes);
      pf_studio_generator_window_describe_found (window, &new_pack->meta.title,
                                                 &new_pack->meta.notes);
      g_hash_table_add (placed, g_strdup (new_pack->id));
      pack = pf_document_insert_item (scratch, PF_ITEM_PACK, NULL,
                                      place_after (copy, for_pack, placed), new_pack);
      if (pack == NULL)
        break;
      added = pf_document_add_new_levels (scratch, pack, -1, found, NULL);
      *levels_found += added != NULL ? added->len : 0;
    }

  /* The first of them in the sidebar's order is the one shown. */
  packs = pf_project_get_packs (copy);
  for (guint i = 0; i < packs->len && *found_pack == NULL; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);

      if (g_hash_table_contains (placed, pack->id))
        *found_pack = g_strdup (pack->id);
    }
  return g_object_ref (pf_document_get_project (scratch));
}

static gboolean
autosave_cb (gpointer user_data)
{
  PfStudioWindow *self = user_data;
  g_autoptr(GTask) task = NULL;
  g_autoptr(GPtrArray) holding = pf_studio_window_list_holding_levels (self);
  AutosaveJob *job;

  self->autosave_id = 0;
  if (!pf_document_get_modified (self->document) && holding->len == 0)
    return G_SOURCE_REMOVE;

  job = g_new0 (AutosaveJob, 1);
  job->key = g_strdup (self->recovery_key);
  job->project = copy_for_recovery (self, holding, &job->levels_found, &job->found_pack);
  job->changed = pf_document_get_modified (self->document);
  job->original = pf_document_get_file (self->document)
                    ? g_object_ref (pf_document_get_file (self->document)) : NULL;
  if (job->original != NULL)
    {
      GFile *read = pf_document_get_read_identity (self->document, &job->read);

      job->has_read = read != NULL && g_file_equal (read, job->original);
    }
  if (self->autosave_cancellable == NULL)
    self->autosave_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->autosave_cancellable, on_autosaved, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) autosave_job_free);
  g_task_run_in_thread (task, autosave_thread);
  return G_SOURCE_REMOVE;
}

static void
forget_recovery (PfStudioWindow *self)
{
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->autosave_cancellable != NULL)
    {
      g_cancellable_cancel (self->autosave_cancellable);
      g_clear_object (&self->autosave_cancellable);
    }
  pf_studio_recovery_remove (self->recovery_key);
}

void
pf_studio_window_schedule_autosave (PfStudioWindow *self)
{
  g_autoptr(GPtrArray) holding = pf_studio_window_list_holding_levels (self);

  if (pf_document_get_modified (self->document) || holding->len > 0)
    {
      if (self->autosave_id == 0)
        self->autosave_id = g_timeout_add_seconds (AUTOSAVE_SECONDS, autosave_cb, self);
    }
  else
    forget_recovery (self);
}

/* Which page shows which item */

/* @text set apart from the sentence around it for the bidirectional
 * algorithm (U+2068 … U+2069), so that a right-to-left title does not
 * carry the words and numbers after it along. */
static char *
isolate (const char *text)
{
  return g_strdup_printf ("\u2068%s\u2069", text != NULL ? text : "");
}

/* The status line of the item at @place, or of @preview (nullable), an
 * item of its kind that its page shows in its place. */
static char *
status_of (PfItemPlace *place,
           PfProject   *project,
           gpointer     preview)
{
  g_autofree char *title = NULL;
  g_autofree char *owner = NULL;   /* the level's pack, the map's tile set */

  if (place->kind == PF_ITEM_PLAYTEST || place->kind == PF_ITEM_NONE)
    return NULL;
  title = isolate (pf_item_get_title (place->kind, place->item));
  switch (place->kind)
    {
    case PF_ITEM_LEVEL:
      {
        PfTriLevel *level = place->item;
        PfTriPack *pack = g_ptr_array_index (pf_project_get_packs (project), place->pack_index);
        g_autofree char *blocks = g_strdup_printf (ngettext ("%u block", "%u blocks",
                                                             level->n_blocks), level->n_blocks);

        owner = isolate (pf_item_get_title (PF_ITEM_PACK, pack));
        /* TRANSLATORS: level title, pack title, "3 blocks" */
        return g_strdup_printf (_("Level “%s” of %s · %s"), title, owner, blocks);
      }
    case PF_ITEM_PACK:
      return g_strdup_printf (_("Pack “%s” · drag levels to reorder them, activate one to "
                                "edit it"), title);
    case PF_ITEM_LAYOUT:
      {
        PfShellLayout *layout = place->item;

        return g_strdup_printf (ngettext ("Shell layout “%s” · %u cell",
                                          "Shell layout “%s” · %u cells", layout->cells->len),
                                title, layout->cells->len);
      }
    case PF_ITEM_TILESET:
      {
        PfTileset *tileset = place->item;
        g_autofree char *shapes = g_strdup_printf (ngettext ("%u shape", "%u shapes",
                                                             tileset->shapes->len),
                                                   tileset->shapes->len);
        g_autofree char *terrains = g_strdup_printf (ngettext ("%u terrain", "%u terrains",
                                                               tileset->terrains->len),
                                                     tileset->terrains->len);

        return g_strdup_printf (_("Tile set “%s” · %s · %s"), title, shapes, terrains);
      }
    case PF_ITEM_MAP:
      {
        PfMap *map = preview != NULL ? preview : place->item;
        g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, map->seed);
        g_autofree char *placements = g_strdup_printf (ngettext ("%u placement",
                                                                 "%u placements",
                                                                 map->placements->len),
                                                       map->placements->len);
        PfTileset *tileset = pf_project_find_tileset (project, map->tileset);

        owner = isolate (tileset != NULL ? pf_item_get_title (PF_ITEM_TILESET, tileset)
                                         : map->tileset);
        if (preview != NULL)
          /* TRANSLATORS: map title, size, "75 placements", tile set title, seed */
          return g_strdup_printf (_("Preview of map “%s”, not kept · %u × %u · %s from “%s” · "
                                    "seed %s"), title, map->width, map->height, placements,
                                  owner, seed);
        /* TRANSLATORS: map title, size, "75 placements", tile set title, seed */
        return g_strdup_printf (_("Map “%s” · %u × %u · %s from “%s” · seed %s"), title,
                                map->width, map->height, placements, owner, seed);
      }
    case PF_ITEM_PLAYTEST:
    case PF_ITEM_NONE:
    default:
      return NULL;
    }
}

/* The status line says what the page shown shows: the selected item, or
 * the preview its page shows in its place. */
static void
update_status (PfStudioWindow *self)
{
  PfProject *project = pf_document_get_project (self->document);
  const char *path = pf_studio_sidebar_get_selected_path (self->sidebar);
  GtkWidget *page = gtk_stack_get_visible_child (self->content_stack);
  gpointer preview = page != NULL && PF_STUDIO_IS_PAGE (page) ?
                     pf_studio_page_get_preview (PF_STUDIO_PAGE (page)) : NULL;
  g_autofree char *status = NULL;
  PfItemPlace place;

  if (path != NULL && pf_project_locate (project, path, &place))
    status = status_of (&place, project, preview);
  gtk_label_set_text (self->status_label, status ? status : "");
}

/* The shortcuts window's section (ui/help-overlay.ui) for an item's page. */
static const char *
shortcuts_section (PfItemKind kind)
{
  switch (kind)
    {
    case PF_ITEM_PACK:
      return "packs";
    case PF_ITEM_LEVEL:
      return "levels";
    case PF_ITEM_LAYOUT:
      return "layouts";
    case PF_ITEM_TILESET:
      return "tilesets";
    case PF_ITEM_MAP:
      return "maps";
    case PF_ITEM_PLAYTEST:
    case PF_ITEM_NONE:
    default:
      return "projects";
    }
}

static void
show_item (PfStudioWindow *self,
           const char     *path)
{
  PfProject *project = pf_document_get_project (self->document);
  /* With nothing in the project, the page says how to start. */
  const char *page = pf_studio_sidebar_count_items (self->sidebar) == 0 ? "empty-project"
                                                                         : "empty";
  PfItemPlace place;
  GtkShortcutsWindow *help;

  if (path == NULL || !pf_project_locate (project, path, &place))
    place.kind = PF_ITEM_NONE;

  /* The page named for the item's kind shows it; the others let go. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->content_stack));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      const char *name = gtk_stack_page_get_name (gtk_stack_get_page (self->content_stack,
                                                                      child));
      gboolean shows = place.kind != PF_ITEM_NONE &&
                       g_strcmp0 (name, pf_item_kind_to_string (place.kind)) == 0;

      if (!PF_STUDIO_IS_PAGE (child))
        continue;
      pf_studio_page_set_item (PF_STUDIO_PAGE (child), self->document, shows ? path : NULL);
      if (shows)
        page = name;
    }
  gtk_stack_set_visible_child_name (self->content_stack, page);
  update_status (self);
  /* The shortcuts window opens at the keys of the page shown. */
  help = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));
  if (help != NULL)
    g_object_set (help, "section-name", shortcuts_section (place.kind), NULL);
  pf_studio_window_update_actions (self);
  /* The focus was on the page that went (Return on a pack's row opened a
   * level): it goes into the page shown, so the keys go on working there. */
  {
    GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
    GtkWidget *shown = gtk_stack_get_visible_child (self->content_stack);

    if (shown != NULL && gtk_widget_get_realized (GTK_WIDGET (self)) &&
        (focus == NULL || !gtk_widget_is_drawable (focus)))
      gtk_widget_child_focus (shown, GTK_DIR_TAB_FORWARD);
  }
}

/* The start page or the editor, with the header's buttons for it. */
static void
show_editor (PfStudioWindow *self,
             gboolean        editing)
{
  gtk_stack_set_visible_child_name (self->main_stack, editing ? "editor" : "start");
  gtk_widget_set_visible (GTK_WIDGET (self->sidebar_button), editing);
  gtk_widget_set_visible (self->save_button, editing);
  gtk_widget_set_visible (self->playtest_button, editing);
  pf_studio_window_update_title (self);
  pf_studio_window_update_actions (self);
}

/* Callbacks */

static void
on_selected_path (PfStudioSidebar *sidebar,
                  GParamSpec      *pspec,
                  PfStudioWindow  *self)
{
  show_item (self, pf_studio_sidebar_get_selected_path (sidebar));
  /* On a narrow window the sidebar covers the page: choosing closes it. */
  if (adw_flap_get_folded (self->flap) && pf_studio_sidebar_get_selected_path (sidebar) != NULL)
    adw_flap_set_reveal_flap (self->flap, FALSE);
}

static void
on_document_item_changed (PfDocument     *document,
                          const char     *path,
                          PfStudioWindow *self)
{
  const char *selected = pf_studio_sidebar_get_selected_path (self->sidebar);

  if (g_strcmp0 (selected, path) == 0)
    update_status (self);
}

static void
on_document_state (PfDocument     *document,
                   GParamSpec     *pspec,
                   PfStudioWindow *self)
{
  pf_studio_window_update_title (self);
  pf_studio_window_update_actions (self);
  pf_studio_window_schedule_autosave (self);
}

void
pf_studio_window_set_document (PfStudioWindow *self,
                               PfDocument     *document)
{
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  /* What the generators found belongs to the document they added to. */
  if (self->document != document)
    pf_studio_window_drop_generators (self);
  g_set_object (&self->document, document);
  g_signal_connect (document, "notify::modified", G_CALLBACK (on_document_state), self);
  g_signal_connect (document, "notify::file", G_CALLBACK (on_document_state), self);
  g_signal_connect (document, "notify::can-undo", G_CALLBACK (on_document_state), self);
  g_signal_connect (document, "notify::can-redo", G_CALLBACK (on_document_state), self);
  g_signal_connect (document, "item-changed", G_CALLBACK (on_document_item_changed), self);

  pf_studio_sidebar_set_document (self->sidebar, document);
  /* The title and the actions follow. */
  show_editor (self, TRUE);
  pf_studio_window_schedule_autosave (self);
  /* Show the first item straight away, or how to start. */
  pf_studio_sidebar_step (self->sidebar, 1);
  if (pf_studio_sidebar_get_selected_path (self->sidebar) == NULL)
    show_item (self, NULL);
}

void
pf_studio_window_select (PfStudioWindow *self,
                         const char     *path)
{
  /* An empty path selects nothing. */
  if (!pf_studio_sidebar_select (self->sidebar, path && path[0] ? path : NULL))
    show_item (self, NULL);
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

  if (self->sidebar != NULL)
    g_signal_handlers_disconnect_by_data (self->sidebar, self);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  /* What is still being read for it is never heard of. */
  pf_studio_window_abandon_openings (self);
  /* A window that goes away normally leaves nothing to recover. */
  if (self->recovery_key != NULL)
    forget_recovery (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_WINDOW);

  G_OBJECT_CLASS (pf_studio_window_parent_class)->dispose (object);
}

static void
pf_studio_window_finalize (GObject *object)
{
  PfStudioWindow *self = PF_STUDIO_WINDOW (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->error, g_free);
  g_clear_pointer (&self->last_refusal, g_free);
  g_clear_pointer (&self->recovery_key, g_free);
  g_clear_pointer (&self->openings, g_ptr_array_unref);
  g_clear_pointer (&self->generators, g_hash_table_unref);

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

  g_type_ensure (PF_STUDIO_TYPE_START_PAGE);
  g_type_ensure (PF_STUDIO_TYPE_SIDEBAR);
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
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, playtest_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, error_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioWindow, recent_section);

  pf_studio_window_class_actions_init (widget_class);
}

static void
pf_studio_window_init (PfStudioWindow *self)
{
  GSettings *settings = pf_studio_settings_get ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Every page is in the template: one walk reaches all their menu buttons. */
  pf_studio_menu_tooltip_hide_all_while_open (GTK_WIDGET (self));
  /* Cut short on a narrow window, a line is read whole in its tooltip. */
  pf_studio_cut_label_add_tooltip (GTK_WIDGET (self->status_label), self->status_label);

  /* Typing in a page's fields marks the title before it reaches the document. */
  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->content_stack));
       page != NULL; page = gtk_widget_get_next_sibling (page))
    if (PF_STUDIO_IS_PAGE (page))
      {
        g_signal_connect_object (page, "typing-changed",
                                 G_CALLBACK (pf_studio_window_update_title), self,
                                 G_CONNECT_SWAPPED);
        g_signal_connect_object (page, "preview-changed", G_CALLBACK (update_status), self,
                                 G_CONNECT_SWAPPED);
      }

  self->recovery_key = g_uuid_string_random ();
  g_signal_connect (self->sidebar, "notify::selected-path", G_CALLBACK (on_selected_path), self);
  g_object_bind_property (self->flap, "reveal-flap", self->sidebar_button, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);

  pf_studio_window_actions_init (self);
  pf_studio_settings_restore_window (GTK_WINDOW (self));
  /* Every window's Open Recent follows the list, whichever window changed it. */
  if (settings != NULL)
    g_signal_connect_object (settings, "changed::recent-files",
                             G_CALLBACK (pf_studio_window_refresh_recent_menu), self,
                             G_CONNECT_SWAPPED);
  pf_studio_window_refresh_recent_menu (self);
}

/* Public API */

PfStudioWindow *
pf_studio_window_new (AdwApplication *application,
                      PfDocument     *document)
{
  g_autoptr(PfDocument) empty = NULL;
  PfStudioWindow *self;

  self = g_object_new (PF_STUDIO_TYPE_WINDOW, "application", application, NULL);
  if (document == NULL)
    document = empty = pf_document_new (NULL, NULL);
  pf_studio_window_set_document (self, document);
  return self;
}

PfDocument *
pf_studio_window_get_document (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), NULL);
  return self->document;
}

void
pf_studio_window_open_document (PfStudioWindow *self,
                                PfDocument     *document)
{
  GFile *file;

  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));
  g_return_if_fail (PF_IS_DOCUMENT (document));

  forget_recovery (self);
  pf_studio_window_show_error (self, NULL);
  pf_studio_window_set_document (self, document);

  file = pf_document_get_file (document);
  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      pf_studio_settings_add_recent (uri);
    }
}

gboolean
pf_studio_window_load (PfStudioWindow *self,
                       GFile          *file)
{
  g_autoptr(PfDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  document = pf_document_load (file, &error);
  if (document == NULL)
    {
      /* The current project stays open and unchanged. */
      pf_studio_window_show_error (self, error->message);
      return FALSE;
    }
  pf_studio_window_open_document (self, document);
  return TRUE;
}

gboolean
pf_studio_window_load_recovered (PfStudioWindow   *self,
                                 PfStudioRecovery *recovery)
{
  g_autoptr(GFile) copy = g_file_new_for_path (recovery->document);
  g_autoptr(PfProject) project = NULL;
  g_autoptr(PfDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), FALSE);

  project = pf_project_load (copy, &error);
  if (project == NULL)
    {
      /* Named by the project it is a copy of, not by the copy's own path. */
      g_autofree char *name = recovery->original != NULL
                              ? g_file_get_parse_name (recovery->original)
                              : g_strdup (_("an untitled project"));
      g_autofree char *message = g_strdup_printf (_("The recovered copy of %s could not be "
                                                    "read: %s"), name, error->message);

      pf_studio_window_show_error (self, message);
      return FALSE;
    }

  document = pf_document_new (project, recovery->original);
  pf_document_mark_modified (document);
  /* A save over the file checks it is still the one the copy was made
   * from: another program (or a hand edit) may have changed it while the
   * app was down. A copy that did not record it (the file was overwritten
   * on purpose) is checked against nothing that can match, so the save asks. */
  if (recovery->original != NULL)
    {
      PfFileIdentity unknown = { .exists = TRUE, };

      pf_document_set_read_identity (document, recovery->original,
                                     recovery->has_read ? &recovery->read : &unknown);
    }
  pf_studio_window_open_document (self, document);
  /* The levels found are in packs of their own (copy_for_recovery()): the
   * first is shown. A copy from before it named them has them last. */
  if (recovery->levels_found > 0 &&
      pf_project_get_packs (pf_document_get_project (document))->len > 0)
    {
      PfProject *opened = pf_document_get_project (document);
      GPtrArray *packs = pf_project_get_packs (opened);
      PfTriPack *found = recovery->found_pack != NULL
                           ? pf_project_find_pack (opened, recovery->found_pack) : NULL;
      g_autofree char *path = NULL;

      if (found == NULL)
        found = g_ptr_array_index (packs, packs->len - 1);
      path = g_strconcat ("pack:", found->id, NULL);
      pf_studio_window_select (self, path);
    }
  pf_studio_recovery_remove (recovery->key);
  /* Its copy is written again at once, under this window's key. */
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  autosave_cb (self);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               adw_toast_new (recovery->changed
                                              ? _("Recovered unsaved changes; save to keep them")
                                              : _("Recovered the levels found; save to keep "
                                                  "them")));
  return TRUE;
}

gboolean
pf_studio_window_is_pristine (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), FALSE);
  if (pf_studio_window_shows_start (self))
    return TRUE;
  return pf_document_get_file (self->document) == NULL &&
         !pf_document_get_modified (self->document) &&
         !pf_document_can_undo (self->document) &&
         pf_studio_sidebar_count_items (self->sidebar) == 0;
}

void
pf_studio_window_show_start (PfStudioWindow *self)
{
  g_autoptr(PfDocument) empty = NULL;

  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));
  g_return_if_fail (!pf_document_get_modified (self->document));

  empty = pf_document_new (NULL, NULL);
  forget_recovery (self);
  pf_studio_window_set_document (self, empty);
  show_editor (self, FALSE);
}

gboolean
pf_studio_window_shows_start (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "start") == 0;
}

const char *
pf_studio_window_get_error (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), NULL);
  return self->error;
}

void
pf_studio_window_show_error (PfStudioWindow *self,
                             const char     *message)
{
  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));

  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_text (self->error_label, message ? message : "");
  gtk_revealer_set_reveal_child (self->error_revealer, message != NULL);
}

const char *
pf_studio_window_get_selected (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), NULL);
  return pf_studio_sidebar_get_selected_path (self->sidebar);
}

guint
pf_studio_window_count_items (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), 0);
  return pf_studio_sidebar_count_items (self->sidebar);
}

GtkWidget *
pf_studio_window_get_page (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child (self->content_stack);
}

GtkWidget *
pf_studio_window_get_canvas (PfStudioWindow *self)
{
  GtkWidget *page;

  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), NULL);

  page = gtk_stack_get_visible_child (self->content_stack);
  return PF_STUDIO_IS_PAGE (page) ? pf_studio_page_get_canvas (PF_STUDIO_PAGE (page)) : NULL;
}

void
pf_studio_window_commit_typing (PfStudioWindow *self)
{
  GtkWidget *page;

  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));

  page = gtk_stack_get_visible_child (self->content_stack);
  if (page != NULL && PF_STUDIO_IS_PAGE (page))
    pf_studio_page_commit_typing (PF_STUDIO_PAGE (page));
}

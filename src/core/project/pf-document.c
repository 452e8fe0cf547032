/* pf-document.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The document owns the project. Views never edit it behind the document's
 * back: they ask it to (an in-place edit between begin and end, a
 * replacement, an insertion, a removal, a move), and hear about every change
 * through ::item-changed and ::items-changed, whether it came from them, from
 * another view, or from undo and redo.
 *
 * An undo step holds only what its edit touched: the item's other content
 * for an edit, the item itself for an insertion or removal, a pack's level
 * order for a sort. Undo and redo swap them back into place, so the cost of
 * an edit is the cost of the item, whatever else the project holds.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-document"

#include <glib/gi18n-lib.h>

#include "pf-document-private.h"
#include "pf-error.h"
#include "pf-project-private.h"

G_DEFINE_FINAL_TYPE (PfDocument, pf_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PROJECT,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  ITEM_CHANGED,
  ITEMS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Auxiliary methods */

char *
pf_document_list_name (PfItemKind  kind,
                       const char *pack)
{
  return g_strdup_printf ("%s:%s", pf_item_kind_to_string (kind), pack ? pack : "");
}

static gboolean
compute_modified (PfDocument *self)
{
  PfStep *top = g_queue_peek_head (&self->undo);
  guint64 current = top ? top->serial : 0;

  return self->forced_modified || !self->saved_reachable ||
         current != self->saved_serial ||
         self->cache_generation != self->saved_cache_generation;
}

static void
update_state (PfDocument *self)
{
  gboolean modified = compute_modified (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (modified != self->modified)
    {
      self->modified = modified;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
clear_history (GQueue *queue)
{
  g_queue_clear_full (queue, (GDestroyNotify) pf_step_free);
}

static void
forget_redo (PfDocument *self)
{
  for (GList *l = self->redo.head; l != NULL; l = l->next)
    if (((PfStep *) l->data)->serial == self->saved_serial)
      self->saved_reachable = FALSE;
  clear_history (&self->redo);
}

static void
push_step (PfDocument *self,
           PfStep     *step)
{
  step->serial = ++self->next_serial;
  forget_redo (self);
  g_queue_push_head (&self->undo, step);
  while (self->undo.length > PF_DOCUMENT_MAX_STEPS)
    {
      PfStep *old = g_queue_pop_tail (&self->undo);

      if (old->serial == self->saved_serial)
        self->saved_reachable = FALSE;
      pf_step_free (old);
    }
}

void
pf_document_announce (PfDocument *self,
                      GPtrArray  *changed_paths,
                      GPtrArray  *changed_lists)
{
  /* Lists first, so a view that hears of an item finds it in its list. */
  for (guint i = 0; i < changed_lists->len; i++)
    {
      const char *name = g_ptr_array_index (changed_lists, i);
      const char *rest;
      PfItemKind kind = pf_item_path_kind (name, &rest);

      g_signal_emit (self, signals[ITEMS_CHANGED], 0, kind,
                     kind == PF_ITEM_LEVEL ? rest : NULL);
    }
  for (guint i = 0; i < changed_paths->len; i++)
    {
      const char *path = g_ptr_array_index (changed_paths, i);
      gboolean seen = FALSE;

      for (guint j = 0; j < i && !seen; j++)
        seen = g_strcmp0 (g_ptr_array_index (changed_paths, j), path) == 0;
      if (path != NULL && !seen)
        g_signal_emit (self, signals[ITEM_CHANGED], 0, path);
    }
}

void
pf_document_record (PfDocument *self,
                    PfChange   *change,
                    const char *label,
                    const char *focus)
{
  if (self->group != NULL)
    {
      g_ptr_array_add (self->group->changes, change);
      if (self->group->focus == NULL)
        self->group->focus = g_strdup (focus);
      return;
    }
  {
    PfStep *step = pf_step_new (label, focus);

    g_ptr_array_add (step->changes, change);
    push_step (self, step);
  }
  update_state (self);
}

/* Tells the views what happened, at once or, inside a group, at its end,
 * so they never see a group half done. */
static void
announce_or_hold (PfDocument *self,
                  GPtrArray  *paths,
                  GPtrArray  *lists)
{
  if (self->group_depth > 0)
    {
      for (guint i = 0; i < paths->len; i++)
        g_ptr_array_add (self->held_paths, g_strdup (g_ptr_array_index (paths, i)));
      for (guint i = 0; i < lists->len; i++)
        g_ptr_array_add (self->held_lists, g_strdup (g_ptr_array_index (lists, i)));
      return;
    }
  pf_document_announce (self, paths, lists);
}

/* Does @change and records it, then tells the views. */
static void
do_change (PfDocument *self,
           PfChange   *change,
           const char *label,
           const char *focus)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) lists = g_ptr_array_new_with_free_func (g_free);

  pf_change_apply (change, self->project, TRUE, paths, lists);
  pf_document_record (self, change, label, focus);
  announce_or_hold (self, paths, lists);
}

static gboolean
find_pack (PfDocument *self,
           const char *pack,
           guint      *index)
{
  PfItemPlace place;
  g_autofree char *path = NULL;

  if (pack == NULL)
    return FALSE;
  path = g_str_has_prefix (pack, "pack:") ? g_strdup (pack)
                                          : pf_item_path_build (PF_ITEM_PACK, NULL, pack);
  if (!pf_project_locate (self->project, path, &place))
    return FALSE;
  *index = place.index;
  return TRUE;
}

/* GObject overrides */

static void
pf_document_dispose (GObject *object)
{
  PfDocument *self = PF_DOCUMENT (object);

  if (self->editing != NULL)
    pf_document_cancel_edit (self);
  g_clear_pointer (&self->group, pf_step_free);
  clear_history (&self->undo);
  clear_history (&self->redo);

  G_OBJECT_CLASS (pf_document_parent_class)->dispose (object);
}

static void
pf_document_finalize (GObject *object)
{
  PfDocument *self = PF_DOCUMENT (object);

  g_clear_object (&self->project);
  g_clear_object (&self->file);
  g_clear_pointer (&self->held_paths, g_ptr_array_unref);
  g_clear_pointer (&self->held_lists, g_ptr_array_unref);

  G_OBJECT_CLASS (pf_document_parent_class)->finalize (object);
}

static void
pf_document_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  PfDocument *self = PF_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_PROJECT:
      g_value_set_object (value, self->project);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, pf_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, pf_document_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_document_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  PfDocument *self = PF_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_PROJECT:
      g_set_object (&self->project, g_value_get_object (value));
      break;
    case PROP_FILE:
      pf_document_set_file (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_document_constructed (GObject *object)
{
  PfDocument *self = PF_DOCUMENT (object);

  G_OBJECT_CLASS (pf_document_parent_class)->constructed (object);
  if (self->project == NULL)
    self->project = pf_project_new ();
}

static void
pf_document_class_init (PfDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pf_document_dispose;
  object_class->finalize = pf_document_finalize;
  object_class->get_property = pf_document_get_property;
  object_class->set_property = pf_document_set_property;
  object_class->constructed = pf_document_constructed;

  properties[PROP_PROJECT] =
    g_param_spec_object ("project", NULL, NULL, PF_TYPE_PROJECT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PfDocument::item-changed:
   * @self: the document
   * @path: the item's path
   *
   * The item's content changed: an edit, an undo or redo of one, or new
   * cached figures.
   */
  signals[ITEM_CHANGED] = g_signal_new ("item-changed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * PfDocument::items-changed:
   * @self: the document
   * @kind: the kind of item (a #PfItemKind)
   * @pack: (nullable): for levels, the id of the pack whose list changed
   *
   * A list of items changed: an item came, went, moved or changed its id.
   */
  signals[ITEMS_CHANGED] = g_signal_new ("items-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_STRING);
}

static void
pf_document_init (PfDocument *self)
{
  g_queue_init (&self->undo);
  g_queue_init (&self->redo);
  self->saved_reachable = TRUE;
  self->held_paths = g_ptr_array_new_with_free_func (g_free);
  self->held_lists = g_ptr_array_new_with_free_func (g_free);
}

/* Public API */

PfDocument *
pf_document_new (PfProject *project,
                 GFile     *file)
{
  return g_object_new (PF_TYPE_DOCUMENT, "project", project, "file", file, NULL);
}

PfDocument *
pf_document_load (GFile   *file,
                  GError **error)
{
  g_autoptr(PfProject) project = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  project = pf_project_load (file, error);
  if (project == NULL)
    return NULL;
  return pf_document_new (project, file);
}

PfProject *
pf_document_get_project (PfDocument *self)
{
  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  return self->project;
}

GFile *
pf_document_get_file (PfDocument *self)
{
  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  return self->file;
}

void
pf_document_set_file (PfDocument *self,
                      GFile      *file)
{
  g_return_if_fail (PF_IS_DOCUMENT (self));
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

char *
pf_document_dup_name (PfDocument *self)
{
  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  if (self->file == NULL)
    return g_strdup (_("Untitled Project"));
  return g_file_get_basename (self->file);
}

gboolean
pf_document_get_modified (PfDocument *self)
{
  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);
  return self->modified;
}

void
pf_document_mark_modified (PfDocument *self)
{
  g_return_if_fail (PF_IS_DOCUMENT (self));
  self->forced_modified = TRUE;
  update_state (self);
}

/* The history's state that a save captures. */
typedef struct
{
  PfProject *copy;
  GFile     *file;
  guint64    serial;
  guint64    cache_generation;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_clear_object (&job->copy);
  g_clear_object (&job->file);
  g_free (job);
}

static SaveJob *
save_job_new (PfDocument *self,
              GFile      *file,
              gboolean    copy)
{
  SaveJob *job = g_new0 (SaveJob, 1);
  PfStep *top = g_queue_peek_head (&self->undo);

  job->copy = copy ? pf_project_copy (self->project) : g_object_ref (self->project);
  job->file = g_object_ref (file != NULL ? file : self->file);
  job->serial = top ? top->serial : 0;
  job->cache_generation = self->cache_generation;
  return job;
}

static void
saved (PfDocument *self,
       SaveJob    *job)
{
  self->saved_serial = job->serial;
  self->saved_reachable = FALSE;
  /* The saved state is reachable when it is on the undo side of history. */
  if (job->serial == 0)
    self->saved_reachable = TRUE;
  for (GList *l = self->undo.head; l != NULL && !self->saved_reachable; l = l->next)
    self->saved_reachable = ((PfStep *) l->data)->serial == job->serial;
  self->saved_cache_generation = job->cache_generation;
  self->forced_modified = FALSE;
  pf_document_set_file (self, job->file);
  update_state (self);
}

gboolean
pf_document_save (PfDocument  *self,
                  GFile       *file,
                  GError     **error)
{
  SaveJob *job;
  gboolean ok;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (file != NULL || self->file != NULL, FALSE);

  job = save_job_new (self, file, FALSE);
  ok = pf_project_save (self->project, job->file, error);
  if (ok)
    saved (self, job);
  save_job_free (job);
  return ok;
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveJob *job = task_data;
  GError *error = NULL;

  if (pf_project_save (job->copy, job->file, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
pf_document_save_async (PfDocument          *self,
                        GFile               *file,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (PF_IS_DOCUMENT (self));
  g_return_if_fail (file != NULL || self->file != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, pf_document_save_async);
  g_task_set_task_data (task, save_job_new (self, file, TRUE), (GDestroyNotify) save_job_free);
  g_task_run_in_thread (task, save_thread);
}

gboolean
pf_document_save_finish (PfDocument    *self,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  saved (self, g_task_get_task_data (G_TASK (result)));
  return TRUE;
}

PfProject *
pf_document_copy_project (PfDocument *self)
{
  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  return pf_project_copy (self->project);
}

/* Editing one item in place */

gpointer
pf_document_begin_edit (PfDocument *self,
                        const char *path)
{
  PfItemPlace place;
  PfChange *change;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (self->editing == NULL, NULL);

  if (!pf_project_locate (self->project, path, &place))
    return NULL;

  change = g_new0 (PfChange, 1);
  change->op = PF_CHANGE_SWAP;
  change->kind = place.kind;
  change->pack_index = place.pack_index;
  change->index = place.index;
  change->item = pf_item_copy_content (place.kind, place.item);
  change->owned = TRUE;
  self->editing = change;
  self->editing_path = g_strdup (path);
  return place.item;
}

void
pf_document_end_edit (PfDocument *self)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) lists = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *path = NULL;
  PfChange *change;
  gpointer item;

  g_return_if_fail (PF_IS_DOCUMENT (self));
  g_return_if_fail (self->editing != NULL);

  change = g_steal_pointer (&self->editing);
  path = g_steal_pointer (&self->editing_path);

  if (change->kind == PF_ITEM_PLAYTEST)
    item = self->project->playtest;
  else
    item = g_ptr_array_index (pf_project_item_list (self->project, change->kind,
                                                    change->kind == PF_ITEM_LEVEL
                                                      ? g_ptr_array_index (self->project->packs,
                                                                           change->pack_index)
                                                      : NULL),
                              change->index);

  /* The edit is done already; tell the views as an apply would. */
  if (g_strcmp0 (pf_item_get_id (change->kind, item),
                 pf_item_get_id (change->kind, change->item)) != 0)
    {
      const char *pack = change->kind == PF_ITEM_LEVEL
                           ? ((PfTriPack *) g_ptr_array_index (self->project->packs,
                                                               change->pack_index))->id
                           : NULL;

      g_ptr_array_add (lists, pf_document_list_name (change->kind, pack));
      if (change->kind == PF_ITEM_PACK)
        g_ptr_array_add (lists, pf_document_list_name (PF_ITEM_LEVEL,
                                                       pf_item_get_id (change->kind, item)));
    }
  g_ptr_array_add (paths, pf_project_path_at (self->project, change->kind, change->pack_index,
                                              change->index));
  pf_document_record (self, change, NULL, g_ptr_array_index (paths, 0));
  announce_or_hold (self, paths, lists);
}

void
pf_document_cancel_edit (PfDocument *self)
{
  PfItemPlace place;

  g_return_if_fail (PF_IS_DOCUMENT (self));
  g_return_if_fail (self->editing != NULL);

  if (pf_project_locate (self->project, self->editing_path, &place) &&
      place.kind != PF_ITEM_PLAYTEST)
    pf_item_swap_content (place.kind, place.item, self->editing->item);
  else if (self->editing->kind == PF_ITEM_PLAYTEST && self->project->playtest != NULL)
    pf_item_swap_content (PF_ITEM_PLAYTEST, self->project->playtest, self->editing->item);
  g_clear_pointer (&self->editing, pf_change_free);
  g_clear_pointer (&self->editing_path, g_free);
}

gboolean
pf_document_replace_item (PfDocument *self,
                          const char *path,
                          gpointer    content)
{
  PfItemPlace place;
  PfChange *change;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->editing == NULL, FALSE);

  if (!pf_project_locate (self->project, path, &place))
    {
      if (pf_item_path_kind (path, NULL) != PF_ITEM_PLAYTEST)
        {
          pf_item_free (pf_item_path_kind (path, NULL), content);
          return FALSE;
        }
      place.kind = PF_ITEM_PLAYTEST;
      place.pack_index = place.index = 0;
    }

  change = g_new0 (PfChange, 1);
  change->op = PF_CHANGE_SWAP;
  change->kind = place.kind;
  change->pack_index = place.pack_index;
  change->index = place.index;
  change->item = content;
  change->owned = TRUE;
  do_change (self, change, NULL, path);
  return TRUE;
}

void
pf_document_set_figures (PfDocument         *self,
                         const char         *path,
                         const PfTriFigures *figures)
{
  PfItemPlace place;
  PfTriLevel *level;

  g_return_if_fail (PF_IS_DOCUMENT (self));
  g_return_if_fail (figures != NULL);

  if (!pf_project_locate (self->project, path, &place) || place.kind != PF_ITEM_LEVEL)
    return;
  level = place.item;
  if (pf_tri_figures_equal (&level->figures, figures))
    return;
  level->figures = *figures;
  self->cache_generation++;
  update_state (self);
  g_signal_emit (self, signals[ITEM_CHANGED], 0, path);
}

/* Groups */

void
pf_document_begin_group (PfDocument *self,
                         const char *label)
{
  g_return_if_fail (PF_IS_DOCUMENT (self));

  if (self->group_depth++ == 0)
    self->group = pf_step_new (label, NULL);
}

void
pf_document_end_group (PfDocument *self)
{
  PfStep *step;

  g_return_if_fail (PF_IS_DOCUMENT (self));
  g_return_if_fail (self->group_depth > 0);

  if (--self->group_depth > 0)
    return;
  step = g_steal_pointer (&self->group);
  if (step->changes->len == 0)
    pf_step_free (step);
  else if (self->merge_group && self->undo.length > 0 && self->redo.length == 0)
    {
      PfStep *last = g_queue_peek_head (&self->undo);

      /* Undone in reverse, the joined changes bring back the state before
       * the first of them. The step is a new state of the project. */
      for (guint i = 0; i < step->changes->len; i++)
        g_ptr_array_add (last->changes, g_ptr_array_index (step->changes, i));
      g_ptr_array_set_free_func (step->changes, NULL);
      pf_step_free (step);
      last->serial = ++self->next_serial;
      update_state (self);
    }
  else
    {
      push_step (self, step);
      update_state (self);
    }
  self->merge_group = FALSE;
  {
    g_autoptr(GPtrArray) paths = g_steal_pointer (&self->held_paths);
    g_autoptr(GPtrArray) lists = g_steal_pointer (&self->held_lists);

    self->held_paths = g_ptr_array_new_with_free_func (g_free);
    self->held_lists = g_ptr_array_new_with_free_func (g_free);
    pf_document_announce (self, paths, lists);
  }
}

/* Lists */

char *
pf_document_insert_item (PfDocument *self,
                         PfItemKind  kind,
                         const char *pack,
                         int         index,
                         gpointer    item)
{
  PfChange *change;
  PfTriPack *owner = NULL;
  guint pack_index = 0;
  GPtrArray *list;
  g_autofree char *path = NULL;
  g_autofree char *unique = NULL;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (item != NULL, NULL);
  g_return_val_if_fail (kind != PF_ITEM_PLAYTEST && kind != PF_ITEM_NONE, NULL);

  if (kind == PF_ITEM_LEVEL)
    {
      if (!find_pack (self, pack, &pack_index))
        {
          pf_item_free (kind, item);
          return NULL;
        }
      owner = g_ptr_array_index (self->project->packs, pack_index);
    }
  list = pf_project_item_list (self->project, kind, owner);
  unique = pf_project_unique_id (self->project, kind, owner, pf_item_get_id (kind, item));
  if (g_strcmp0 (unique, pf_item_get_id (kind, item)) != 0)
    {
      pf_item_free (kind, item);
      return NULL;
    }

  change = g_new0 (PfChange, 1);
  change->op = PF_CHANGE_INSERT;
  change->kind = kind;
  change->pack_index = kind == PF_ITEM_PACK ? (guint) list->len : pack_index;
  change->index = index < 0 || (guint) index > list->len ? list->len : (guint) index;
  change->item = item;
  change->owned = TRUE;
  if (kind == PF_ITEM_PACK)
    change->pack_index = change->index;

  path = pf_item_path_build (kind, owner ? owner->id : NULL, pf_item_get_id (kind, item));
  do_change (self, change, NULL, path);
  return g_steal_pointer (&path);
}

gboolean
pf_document_remove_item (PfDocument *self,
                         const char *path)
{
  PfItemPlace place;
  PfChange *change;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);

  if (!pf_project_locate (self->project, path, &place) || place.kind == PF_ITEM_PLAYTEST)
    return FALSE;

  change = g_new0 (PfChange, 1);
  change->op = PF_CHANGE_REMOVE;
  change->kind = place.kind;
  change->pack_index = place.pack_index;
  change->index = place.index;
  do_change (self, change, _("Delete"), path);
  return TRUE;
}

char *
pf_document_move_level (PfDocument *self,
                        const char *path,
                        const char *pack,
                        int         index)
{
  PfItemPlace place;
  PfTriPack *target;
  PfTriLevel *level;
  guint target_index;
  PfChange *change;
  g_autofree char *id = NULL;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);

  if (!pf_project_locate (self->project, path, &place) || place.kind != PF_ITEM_LEVEL ||
      !find_pack (self, pack, &target_index))
    return NULL;
  target = g_ptr_array_index (self->project->packs, target_index);
  level = place.item;

  pf_document_begin_group (self, _("Move Level"));

  /* A level that comes from another pack may need a free id there. */
  id = pf_project_unique_id (self->project, PF_ITEM_LEVEL, target, level->id);
  if (target_index == place.pack_index)
    {
      g_free (id);
      id = g_strdup (level->id);
    }

  change = g_new0 (PfChange, 1);
  change->op = PF_CHANGE_MOVE;
  change->kind = PF_ITEM_LEVEL;
  change->pack_index = place.pack_index;
  change->index = place.index;
  change->to_pack_index = target_index;
  {
    guint room = target->levels->len - (target_index == place.pack_index ? 1 : 0);

    change->to_index = index < 0 || (guint) index > room ? room : (guint) index;
  }
  do_change (self, change, NULL, NULL);

  if (g_strcmp0 (id, level->id) != 0)
    {
      /* A swap with a copy under the new id, which undo puts back before the
       * level goes home. */
      PfChange *rename = g_new0 (PfChange, 1);

      rename->op = PF_CHANGE_SWAP;
      rename->kind = PF_ITEM_LEVEL;
      rename->pack_index = target_index;
      rename->index = change->to_index;
      rename->item = pf_tri_level_copy (level);
      rename->owned = TRUE;
      pf_item_take_id (PF_ITEM_LEVEL, rename->item, g_strdup (id));
      do_change (self, rename, NULL, NULL);
    }

  g_clear_pointer (&self->group->focus, g_free);
  self->group->focus = pf_item_path_build (PF_ITEM_LEVEL, target->id, id);
  pf_document_end_group (self);
  return pf_item_path_build (PF_ITEM_LEVEL, target->id, id);
}

gboolean
pf_document_reorder_levels (PfDocument  *self,
                            const char  *pack,
                            const guint *order,
                            guint        n_order)
{
  guint pack_index;
  PfTriPack *owner;
  g_autofree gboolean *seen = NULL;
  gboolean same = TRUE;
  PfChange *change;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);

  if (!find_pack (self, pack, &pack_index))
    return FALSE;
  owner = g_ptr_array_index (self->project->packs, pack_index);
  if (n_order != owner->levels->len)
    return FALSE;

  seen = g_new0 (gboolean, n_order + 1);
  for (guint i = 0; i < n_order; i++)
    {
      if (order[i] >= n_order || seen[order[i]])
        return FALSE;
      seen[order[i]] = TRUE;
      same &= order[i] == i;
    }
  if (same)
    return TRUE;

  change = g_new0 (PfChange, 1);
  change->op = PF_CHANGE_ORDER;
  change->kind = PF_ITEM_LEVEL;
  change->pack_index = pack_index;
  change->order = g_ptr_array_sized_new (n_order);
  for (guint i = 0; i < n_order; i++)
    g_ptr_array_add (change->order, g_ptr_array_index (owner->levels, order[i]));
  {
    g_autofree char *focus = pf_item_path_build (PF_ITEM_PACK, NULL, owner->id);

    do_change (self, change, _("Reorder Levels"), focus);
  }
  return TRUE;
}

/* History */

gboolean
pf_document_can_undo (PfDocument *self)
{
  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);
  return self->undo.length > 0 && self->editing == NULL;
}

gboolean
pf_document_can_redo (PfDocument *self)
{
  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);
  return self->redo.length > 0 && self->editing == NULL;
}

static char *
replay (PfDocument *self,
        GQueue     *from,
        GQueue     *to,
        gboolean    forward)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) lists = g_ptr_array_new_with_free_func (g_free);
  PfStep *step;

  g_return_val_if_fail (self->editing == NULL && self->group == NULL, NULL);

  step = g_queue_pop_head (from);
  if (step == NULL)
    return NULL;

  if (forward)
    for (guint i = 0; i < step->changes->len; i++)
      pf_change_apply (g_ptr_array_index (step->changes, i), self->project, TRUE, paths, lists);
  else
    for (guint i = step->changes->len; i-- > 0; )
      pf_change_apply (g_ptr_array_index (step->changes, i), self->project, FALSE, paths, lists);

  g_queue_push_head (to, step);
  update_state (self);
  pf_document_announce (self, paths, lists);

  /* What to show: the item the step was about, if it is there now. */
  if (step->focus != NULL && pf_project_locate (self->project, step->focus, NULL))
    return g_strdup (step->focus);
  for (guint i = 0; i < paths->len; i++)
    if (g_ptr_array_index (paths, i) != NULL &&
        pf_project_locate (self->project, g_ptr_array_index (paths, i), NULL))
      return g_strdup (g_ptr_array_index (paths, i));
  return NULL;
}

char *
pf_document_undo (PfDocument *self)
{
  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  return replay (self, &self->undo, &self->redo, FALSE);
}

char *
pf_document_redo (PfDocument *self)
{
  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  return replay (self, &self->redo, &self->undo, TRUE);
}

const char *
pf_document_get_undo_label (PfDocument *self)
{
  PfStep *step = g_queue_peek_head (&self->undo);

  return step ? step->label : NULL;
}

const char *
pf_document_get_redo_label (PfDocument *self)
{
  PfStep *step = g_queue_peek_head (&self->redo);

  return step ? step->label : NULL;
}

gsize
pf_document_get_history_bytes (PfDocument *self)
{
  gsize bytes = 0;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), 0);

  for (GList *l = self->undo.head; l != NULL; l = l->next)
    bytes += pf_step_bytes (l->data);
  for (GList *l = self->redo.head; l != NULL; l = l->next)
    bytes += pf_step_bytes (l->data);
  return bytes;
}

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
#include "pf-item.h"
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

static GParamSpec *properties[N_PROPS];
guint pf_document_signals[PF_DOCUMENT_N_SIGNALS];

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
         current != self->saved_serial;
}

void
pf_document_update_state (PfDocument *self)
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
    {
      if (((PfStep *) l->data)->serial == self->saved_serial)
        self->saved_reachable = FALSE;
      if (l->data == self->stroke_step)
        self->stroke_step = NULL;
    }
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
pf_document_record (PfDocument *self,
                    PfChange   *change,
                    const char *label,
                    const char *focus)
{
  PfStep *step;

  if (self->group != NULL)
    {
      g_ptr_array_add (self->group->changes, change);
      /* A step over several levels of a pack is about the pack. */
      if (self->group->focus == NULL)
        self->group->focus = g_strdup (focus);
      else if (focus != NULL)
        {
          char *common = pf_item_path_common (self->group->focus, focus);

          if (common != NULL)
            {
              g_free (self->group->focus);
              self->group->focus = common;
            }
        }
      return;
    }

  /* In a stroke, every edit after the first joins the first one's step,
   * while that step is the last one done. It is a new state of the project
   * each time. */
  if (self->stroking && self->stroke_step != NULL && self->redo.length == 0 &&
      g_queue_peek_head (&self->undo) == self->stroke_step)
    {
      g_ptr_array_add (self->stroke_step->changes, change);
      self->stroke_step->serial = ++self->next_serial;
      pf_document_update_state (self);
      return;
    }

  step = pf_step_new (self->stroking && self->stroke_label != NULL ? self->stroke_label : label,
                      focus);
  g_ptr_array_add (step->changes, change);
  push_step (self, step);
  if (self->stroking)
    self->stroke_step = step;
  pf_document_update_state (self);
}

/* Does @change and records it, then tells the views. */
void
pf_document_do_change (PfDocument *self,
                       PfChange   *change,
                       const char *label,
                       const char *focus)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) lists = g_ptr_array_new_with_free_func (g_free);

  pf_change_apply (change, self->project, TRUE, paths, lists);
  pf_document_record (self, change, label, focus);
  pf_document_announce (self, paths, lists);
}

gboolean
pf_document_find_pack (PfDocument *self,
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
  self->stroke_step = NULL;
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
  g_clear_object (&self->read_file);
  g_clear_pointer (&self->held_paths, g_ptr_array_unref);
  g_clear_pointer (&self->held_lists, g_ptr_array_unref);
  g_clear_pointer (&self->stroke_label, g_free);

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
  pf_document_signals[PF_DOCUMENT_ITEM_CHANGED] = g_signal_new ("item-changed", G_TYPE_FROM_CLASS (klass),
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
  pf_document_signals[PF_DOCUMENT_ITEMS_CHANGED] = g_signal_new ("items-changed", G_TYPE_FROM_CLASS (klass),
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
  g_autofree char *path = NULL;
  PfFileIdentity identity = { 0, };
  PfDocument *document;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  /* What is on disk is recorded before it is read: a change made while it
   * is read is one the document does not have. */
  path = g_file_get_path (file);
  if (path != NULL && !pf_file_identity_read (path, &identity, error))
    return NULL;
  project = pf_project_load (file, error);
  if (project == NULL)
    return NULL;
  document = pf_document_new (project, file);
  if (path != NULL)
    pf_document_set_read_identity (document, file, &identity);
  return document;
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
  pf_document_update_state (self);
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
      pf_document_update_state (self);
    }
  else
    {
      push_step (self, step);
      pf_document_update_state (self);
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

/* Strokes */

void
pf_document_begin_stroke (PfDocument *self,
                          const char *label)
{
  g_return_if_fail (PF_IS_DOCUMENT (self));
  g_return_if_fail (!self->stroking);

  self->stroking = TRUE;
  self->stroke_step = NULL;
  g_free (self->stroke_label);
  self->stroke_label = g_strdup (label);
}

void
pf_document_end_stroke (PfDocument *self)
{
  g_return_if_fail (PF_IS_DOCUMENT (self));
  g_return_if_fail (self->stroking);

  self->stroking = FALSE;
  self->stroke_step = NULL;
  g_clear_pointer (&self->stroke_label, g_free);
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
  pf_document_update_state (self);
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

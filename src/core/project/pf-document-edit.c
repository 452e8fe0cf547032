/* pf-document-edit.c: edits of one item in place, and the level's named edits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An in-place edit keeps a copy of the item as it was: committed, the copy
 * is the undo step, and the views hear of the item; dropped (the item did
 * not change), it is forgotten. The designer's named operations are made of
 * these: the level's below, the others in pf-document-items.c,
 * pf-document-layout.c and pf-document-map.c.
 *
 * A level edit keeps the rules of pf-tri-level-edit.c. It is tried first on
 * a scratch copy of the level's content, so a refused edit or one that
 * changes nothing costs no undo copy; an edit that changes the level is
 * then made in place between pf_document_begin_edit() and
 * pf_document_commit_edit().
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-document"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-document-level.h"
#include "pf-document-private.h"
#include "pf-error.h"
#include "pf-item.h"
#include "pf-playtest-log.h"
#include "pf-project-private.h"
#include "pf-tri-level-edit.h"

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

  change = pf_change_new (PF_CHANGE_SWAP, place.kind, place.pack_index, place.index);
  change->item = pf_item_copy_content (place.kind, place.item);
  change->owned = TRUE;
  self->editing = change;
  self->editing_path = g_strdup (path);
  return place.item;
}

void
pf_document_end_edit (PfDocument *self)
{
  pf_document_commit_edit (self, NULL);
}

void
pf_document_commit_edit (PfDocument *self,
                         const char *label)
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
  pf_document_record (self, change, label, g_ptr_array_index (paths, 0));
  pf_document_announce (self, paths, lists);
}

void
pf_document_drop_edit (PfDocument *self)
{
  g_return_if_fail (PF_IS_DOCUMENT (self));
  g_return_if_fail (self->editing != NULL);

  /* The item is as it was: its copy is not needed, and swapping it back
   * would replace strings that views may hold. */
  g_clear_pointer (&self->editing, pf_change_free);
  g_clear_pointer (&self->editing_path, g_free);
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

/* Telling the views */

/* Tells the views what a change did: at once, or inside a group at its
 * end, so they never see a group half done. */
void
pf_document_announce (PfDocument *self,
                      GPtrArray  *changed_paths,
                      GPtrArray  *changed_lists)
{
  if (self->group_depth > 0)
    {
      for (guint i = 0; i < changed_paths->len; i++)
        g_ptr_array_add (self->held_paths, g_strdup (g_ptr_array_index (changed_paths, i)));
      for (guint i = 0; i < changed_lists->len; i++)
        g_ptr_array_add (self->held_lists, g_strdup (g_ptr_array_index (changed_lists, i)));
      return;
    }

  /* Lists first, so a view that hears of an item finds it in its list. */
  for (guint i = 0; i < changed_lists->len; i++)
    {
      const char *name = g_ptr_array_index (changed_lists, i);
      const char *rest;
      PfItemKind kind = pf_item_path_kind (name, &rest);

      g_signal_emit (self, pf_document_signals[PF_DOCUMENT_ITEMS_CHANGED], 0, kind,
                     kind == PF_ITEM_LEVEL ? rest : NULL);
    }
  for (guint i = 0; i < changed_paths->len; i++)
    {
      const char *path = g_ptr_array_index (changed_paths, i);
      gboolean seen = FALSE;

      for (guint j = 0; j < i && !seen; j++)
        seen = g_strcmp0 (g_ptr_array_index (changed_paths, j), path) == 0;
      if (path != NULL && !seen)
        g_signal_emit (self, pf_document_signals[PF_DOCUMENT_ITEM_CHANGED], 0, path);
    }
}

/* The level's named edits */

typedef enum
{
  SET_WALL,
  SET_GOAL,
  ADD_BLOCK,
  DELETE_BLOCK,
  RESIZE_BLOCK,
  MOVE_BLOCK,
  SET_KEY,
} LevelOp;

/* One edit: what, where (a triangle or a block index), and its values. */
typedef struct
{
  LevelOp   op;
  guint     target;
  gboolean  flag;
  PfTriAxis axis;
  guint     length;
  int       steps;
} LevelEdit;

static const char *
label_of (LevelOp op)
{
  switch (op)
    {
    case SET_WALL: return _("Paint Walls");
    case SET_GOAL: return _("Paint Goals");
    case ADD_BLOCK: return _("Add Block");
    case DELETE_BLOCK: return _("Delete Block");
    case RESIZE_BLOCK: return _("Resize Block");
    case MOVE_BLOCK: return _("Move Block");
    case SET_KEY:
    default:
      return _("Change Key Block");
    }
}

static gboolean
same_content (const PfTriLevel *a,
              const PfTriLevel *b)
{
  return memcmp (&a->walls, &b->walls, sizeof a->walls) == 0 &&
         memcmp (&a->goals, &b->goals, sizeof a->goals) == 0 &&
         a->n_blocks == b->n_blocks &&
         memcmp (a->blocks, b->blocks, a->n_blocks * sizeof (PfTriBlock)) == 0;
}

static gboolean
edit_level (PfDocument       *self,
            const char       *path,
            const LevelEdit  *edit,
            GError          **error)
{
  PfItemPlace place;
  PfTriLevel *level;
  PfTriLevel scratch;
  gboolean done;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->editing == NULL, FALSE);

  if (path == NULL || !pf_project_locate (self->project, path, &place) ||
      place.kind != PF_ITEM_LEVEL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("There is no level “%s”"),
                   path ? path : "");
      return FALSE;
    }

  /* The rules touch only the content, never the strings the copy shares. */
  scratch = *(PfTriLevel *) place.item;
  switch (edit->op)
    {
    case SET_WALL:
      done = pf_tri_level_set_wall (&scratch, edit->target, edit->flag, error);
      break;
    case SET_GOAL:
      done = pf_tri_level_set_goal (&scratch, edit->target, edit->flag, error);
      break;
    case ADD_BLOCK:
      done = pf_tri_level_add_block (&scratch, edit->axis, edit->target, edit->length, edit->flag,
                                       error);
      break;
    case DELETE_BLOCK:
      done = pf_tri_level_delete_block (&scratch, edit->target, error);
      break;
    case RESIZE_BLOCK:
      done = pf_tri_level_resize_block (&scratch, edit->target, edit->length, error);
      break;
    case MOVE_BLOCK:
      done = pf_tri_level_move_block (&scratch, edit->target, edit->steps, error);
      break;
    case SET_KEY:
    default:
      done = pf_tri_level_set_key (&scratch, edit->target, edit->flag, error);
      break;
    }
  if (!done)
    return FALSE;
  if (same_content (&scratch, place.item))
    return TRUE;

  level = pf_document_begin_edit (self, path);
  level->walls = scratch.walls;
  level->goals = scratch.goals;
  level->n_blocks = scratch.n_blocks;
  memcpy (level->blocks, scratch.blocks, sizeof level->blocks);
  level->figures = scratch.figures;
  pf_document_commit_edit (self, label_of (edit->op));
  return TRUE;
}

gboolean
pf_document_level_set_wall (PfDocument  *self,
                            const char  *path,
                            guint        triangle,
                            gboolean     wall,
                            GError     **error)
{
  LevelEdit edit = { .op = SET_WALL, .target = triangle, .flag = wall };

  return edit_level (self, path, &edit, error);
}

gboolean
pf_document_level_set_goal (PfDocument  *self,
                            const char  *path,
                            guint        triangle,
                            gboolean     goal,
                            GError     **error)
{
  LevelEdit edit = { .op = SET_GOAL, .target = triangle, .flag = goal };

  return edit_level (self, path, &edit, error);
}

gboolean
pf_document_level_add_block (PfDocument  *self,
                             const char  *path,
                             PfTriAxis    axis,
                             guint        first,
                             guint        length,
                             gboolean     key,
                             GError     **error)
{
  LevelEdit edit = { .op = ADD_BLOCK, .target = first, .flag = key, .axis = axis,
                     .length = length };

  return edit_level (self, path, &edit, error);
}

gboolean
pf_document_level_delete_block (PfDocument  *self,
                                const char  *path,
                                guint        index,
                                GError     **error)
{
  LevelEdit edit = { .op = DELETE_BLOCK, .target = index };

  return edit_level (self, path, &edit, error);
}

gboolean
pf_document_level_resize_block (PfDocument  *self,
                                const char  *path,
                                guint        index,
                                guint        length,
                                GError     **error)
{
  LevelEdit edit = { .op = RESIZE_BLOCK, .target = index, .length = length };

  return edit_level (self, path, &edit, error);
}

gboolean
pf_document_level_move_block (PfDocument  *self,
                              const char  *path,
                              guint        index,
                              int          steps,
                              GError     **error)
{
  LevelEdit edit = { .op = MOVE_BLOCK, .target = index, .steps = steps };

  return edit_level (self, path, &edit, error);
}

gboolean
pf_document_level_set_key (PfDocument  *self,
                           const char  *path,
                           guint        index,
                           gboolean     key,
                           GError     **error)
{
  LevelEdit edit = { .op = SET_KEY, .target = index, .flag = key };

  return edit_level (self, path, &edit, error);
}

gint
pf_document_add_playtests (PfDocument  *self,
                           const char  *pack,
                           GPtrArray   *logs,
                           GPtrArray   *names,
                           guint       *updated,
                           GError     **error)
{
  PfTriPack *owner;
  guint pack_index;
  guint added = 0, brought = 0;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), -1);
  g_return_val_if_fail (self->editing == NULL, -1);
  g_return_val_if_fail (logs != NULL, -1);

  if (pack == NULL || !pf_document_find_pack (self, pack, &pack_index))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("There is no pack “%s”"),
                   pack ? pack : "");
      return -1;
    }
  owner = g_ptr_array_index (pf_project_get_packs (self->project), pack_index);
  if (!pf_playtest_logs_check (logs, names, owner, error))
    return -1;

  pf_document_begin_group (self, _("Import Playtests"));
  for (guint i = 0; i < owner->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (owner->levels, i);
      guint level_added, level_updated;
      g_autoptr(GPtrArray) merged = pf_playtest_merge (level, logs, &level_added,
                                                       &level_updated);
      g_autofree char *path = NULL;

      if (merged == NULL)
        continue;
      added += level_added;
      brought += level_updated;
      path = pf_item_path_build (PF_ITEM_LEVEL, owner->id, level->id);
      level = pf_document_begin_edit (self, path);
      g_clear_pointer (&level->playtests, g_ptr_array_unref);
      level->playtests = g_steal_pointer (&merged);
      pf_document_commit_edit (self, _("Import Playtests"));
    }
  /* Undone or redone, the step shows the pack. */
  if (self->group != NULL)
    {
      g_clear_pointer (&self->group->focus, g_free);
      self->group->focus = pf_item_path_build (PF_ITEM_PACK, NULL, owner->id);
    }
  pf_document_end_group (self);
  if (updated != NULL)
    *updated = brought;
  return (gint) MIN (added, G_MAXINT);
}

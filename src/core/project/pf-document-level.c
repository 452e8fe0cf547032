/* pf-document-level.c: the designer's edits of a level, each one undo step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are pf-tri-level-edit.c's. Each edit is tried first on a
 * scratch copy of the level's content, so a refused edit or one that
 * changes nothing costs no undo copy; an edit that changes the level is
 * then made in place between pf_document_begin_edit() and
 * pf_document_commit_edit().
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-document"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-document-private.h"
#include "pf-error.h"
#include "pf-item.h"
#include "pf-playtest-log.h"
#include "pf-tri-level-edit.h"

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

/* Auxiliary methods */

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
apply (PfTriLevel       *level,
       const LevelEdit  *edit,
       GError          **error)
{
  switch (edit->op)
    {
    case SET_WALL:
      return pf_tri_level_set_wall (level, edit->target, edit->flag, error);
    case SET_GOAL:
      return pf_tri_level_set_goal (level, edit->target, edit->flag, error);
    case ADD_BLOCK:
      return pf_tri_level_add_block (level, edit->axis, edit->target, edit->length, edit->flag,
                                     error);
    case DELETE_BLOCK:
      return pf_tri_level_delete_block (level, edit->target, error);
    case RESIZE_BLOCK:
      return pf_tri_level_resize_block (level, edit->target, edit->length, error);
    case MOVE_BLOCK:
      return pf_tri_level_move_block (level, edit->target, edit->steps, error);
    case SET_KEY:
    default:
      return pf_tri_level_set_key (level, edit->target, edit->flag, error);
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
  if (!apply (&scratch, edit, error))
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

/* Public API */

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
                           GError     **error)
{
  PfTriPack *owner;
  guint pack_index;
  gint added = 0;

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
      g_autoptr(GPtrArray) merged = pf_playtest_merge (level, logs);
      g_autofree char *path = NULL;

      if (merged == NULL)
        continue;
      added += merged->len - (level->playtests != NULL ? level->playtests->len : 0);
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
  return added;
}

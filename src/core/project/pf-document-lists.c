/* pf-document-lists.c: replacing items, and the lists of items
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Replacing an item's content, caching a level's figures, and the lists'
 * changes: insertion, removal, a level's move, a pack's new order. Each is
 * a #PfChange that undo and redo swap back into place.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-document"

#include <glib/gi18n-lib.h>

#include "pf-document-private.h"
#include "pf-project-private.h"

/* Replacing */

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

  change = pf_change_new (PF_CHANGE_SWAP, place.kind, place.pack_index, place.index);
  change->item = content;
  change->owned = TRUE;
  pf_document_do_change (self, change, NULL, path);
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
  {
    g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
    g_autoptr(GPtrArray) lists = g_ptr_array_new_with_free_func (g_free);

    g_ptr_array_add (paths, g_strdup (path));
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
      if (!pf_document_find_pack (self, pack, &pack_index))
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

  change = pf_change_new (PF_CHANGE_INSERT, kind, pack_index,
                          index < 0 || (guint) index > list->len ? list->len : (guint) index);
  change->item = item;
  change->owned = TRUE;
  if (kind == PF_ITEM_PACK)
    change->pack_index = change->index;

  path = pf_item_path_build (kind, owner ? owner->id : NULL, pf_item_get_id (kind, item));
  pf_document_do_change (self, change, NULL, path);
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

  change = pf_change_new (PF_CHANGE_REMOVE, place.kind, place.pack_index, place.index);
  pf_document_do_change (self, change, _("Delete"), path);
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
      !pf_document_find_pack (self, pack, &target_index))
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

  change = pf_change_new (PF_CHANGE_MOVE, PF_ITEM_LEVEL, place.pack_index, place.index);
  change->to_pack_index = target_index;
  {
    guint room = target->levels->len - (target_index == place.pack_index ? 1 : 0);

    change->to_index = index < 0 || (guint) index > room ? room : (guint) index;
  }
  pf_document_do_change (self, change, NULL, NULL);

  if (g_strcmp0 (id, level->id) != 0)
    {
      /* A swap with a copy under the new id, which undo puts back before the
       * level goes home. */
      PfChange *rename = pf_change_new (PF_CHANGE_SWAP, PF_ITEM_LEVEL, target_index,
                                        change->to_index);

      rename->item = pf_item_copy (PF_ITEM_LEVEL, level);
      rename->owned = TRUE;
      pf_item_take_id (PF_ITEM_LEVEL, rename->item, g_strdup (id));
      pf_document_do_change (self, rename, NULL, NULL);
    }

  g_clear_pointer (&self->group->focus, g_free);
  self->group->focus = pf_item_path_build (PF_ITEM_LEVEL, target->id, id);
  pf_document_end_group (self);
  return pf_item_path_build (PF_ITEM_LEVEL, target->id, id);
}

char *
pf_document_merge_pack (PfDocument *self,
                        const char *path,
                        const char *into)
{
  g_autofree char *from_path = NULL;
  g_autofree char *into_path = NULL;
  PfTriPack *from, *target;
  guint from_index, into_index;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);

  if (!pf_document_find_pack (self, path, &from_index) ||
      !pf_document_find_pack (self, into, &into_index) || from_index == into_index)
    return NULL;
  from = g_ptr_array_index (self->project->packs, from_index);
  target = g_ptr_array_index (self->project->packs, into_index);
  from_path = pf_item_path_build (PF_ITEM_PACK, NULL, from->id);
  into_path = pf_item_path_build (PF_ITEM_PACK, NULL, target->id);

  pf_document_begin_group (self, _("Merge Packs"));
  while (from->levels->len > 0)
    {
      PfTriLevel *level = g_ptr_array_index (from->levels, 0);
      g_autofree char *level_path = pf_item_path_build (PF_ITEM_LEVEL, from->id, level->id);
      g_autofree char *moved = pf_document_move_level (self, level_path, into_path, -1);

      if (moved == NULL)
        break;
    }
  pf_document_delete_item (self, from_path);
  g_clear_pointer (&self->group->focus, g_free);
  self->group->focus = g_strdup (into_path);
  pf_document_end_group (self);
  return g_steal_pointer (&into_path);
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

  if (!pf_document_find_pack (self, pack, &pack_index))
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

  change = pf_change_new (PF_CHANGE_ORDER, PF_ITEM_LEVEL, pack_index, 0);
  change->order = g_ptr_array_sized_new (n_order);
  for (guint i = 0; i < n_order; i++)
    g_ptr_array_add (change->order, g_ptr_array_index (owner->levels, order[i]));
  {
    g_autofree char *focus = pf_item_path_build (PF_ITEM_PACK, NULL, owner->id);

    pf_document_do_change (self, change, _("Reorder Levels"), focus);
  }
  return TRUE;
}

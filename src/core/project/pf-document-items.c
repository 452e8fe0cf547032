/* pf-document-items.c: the designer's operations on items: new, duplicate, rename,
 * delete, paste, and tile set edits that keep their maps whole
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-document"

#include <glib/gi18n-lib.h>

#include "pf-document-private.h"
#include "pf-error.h"
#include "pf-level-transfer.h"
#include "pf-map-refit.h"
#include "pf-project-private.h"

/* Auxiliary methods */

static const char *
new_label (PfItemKind kind)
{
  switch (kind)
    {
    case PF_ITEM_PACK: return _("New Pack");
    case PF_ITEM_LEVEL: return _("New Level");
    case PF_ITEM_LAYOUT: return _("New Shell Layout");
    case PF_ITEM_TILESET: return _("New Tile Set");
    case PF_ITEM_MAP: return _("New Map");
    case PF_ITEM_PLAYTEST:
    case PF_ITEM_NONE:
    default:
      return NULL;
    }
}

/* @text, or %NULL when it is empty: what an item keeps of a field. */
static const char *
field_or_null (const char *text)
{
  return text != NULL && text[0] != '\0' ? text : NULL;
}

static gboolean
set_meta (PfDocument    *self,
          const char    *path,
          const PfMeta  *meta,
          const char    *label,
          GError       **error)
{
  g_autofree char *id = NULL;
  PfMeta copy = { NULL, };
  PfItemPlace place;
  const PfMeta *now;
  PfMeta *edited;
  gpointer item;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (meta != NULL, FALSE);

  if (path == NULL || !pf_project_locate (self->project, path, &place) ||
      place.kind == PF_ITEM_PLAYTEST)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("There is no item “%s”"),
                   path ? path : "");
      return FALSE;
    }
  /* A map's id follows its title, so what a game loads it by is what the
   * designer calls it; other ids stay. */
  if (place.kind == PF_ITEM_MAP && field_or_null (meta->title) != NULL)
    id = pf_project_id_for_title (self->project, &place, meta->title);
  now = pf_item_get_meta (place.kind, place.item);
  if (g_strcmp0 (now->title, field_or_null (meta->title)) == 0 &&
      g_strcmp0 (now->author, field_or_null (meta->author)) == 0 &&
      g_strcmp0 (now->notes, field_or_null (meta->notes)) == 0 &&
      (id == NULL || g_strcmp0 (id, pf_item_get_id (place.kind, place.item)) == 0))
    return TRUE;

  /* Copied first: @meta may hold the item's own strings. */
  copy.title = g_strdup (field_or_null (meta->title));
  copy.author = g_strdup (field_or_null (meta->author));
  copy.notes = g_strdup (field_or_null (meta->notes));
  item = pf_document_begin_edit (self, path);
  edited = pf_item_get_meta (place.kind, item);
  pf_meta_clear (edited);
  *edited = copy;
  if (id != NULL && g_strcmp0 (id, pf_item_get_id (place.kind, item)) != 0)
    pf_item_take_id (place.kind, item, g_steal_pointer (&id));
  pf_document_commit_edit (self, label);
  return TRUE;
}

/* Public API */

char *
pf_document_add_new_item (PfDocument  *self,
                          PfItemKind   kind,
                          const char  *selected,
                          GError     **error)
{
  PfItemPlace place = { PF_ITEM_NONE, 0, 0, NULL };
  g_autofree char *pack_path = NULL;
  const PfTileset *tileset = NULL;
  PfTriPack *pack = NULL;
  gpointer item;
  int index = -1;
  char *path;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (new_label (kind) != NULL, NULL);

  if (selected != NULL)
    pf_project_locate (self->project, selected, &place);

  pf_document_begin_group (self, new_label (kind));

  if (kind == PF_ITEM_LEVEL)
    {
      if (place.kind == PF_ITEM_LEVEL || place.kind == PF_ITEM_PACK)
        pack = g_ptr_array_index (self->project->packs, place.pack_index);
      else if (self->project->packs->len > 0)
        pack = g_ptr_array_index (self->project->packs, 0);
      if (pack == NULL)
        {
          /* The new pack is the last one; its path is not needed. */
          g_free (pf_document_add_new_item (self, PF_ITEM_PACK, NULL, NULL));
          pack = g_ptr_array_index (self->project->packs, self->project->packs->len - 1);
        }
      if (place.kind == PF_ITEM_LEVEL)
        index = (int) place.index + 1;
      pack_path = pf_item_path_build (PF_ITEM_PACK, NULL, pack->id);
    }
  else if (kind == PF_ITEM_MAP)
    {
      if (place.kind == PF_ITEM_TILESET)
        tileset = place.item;
      else if (place.kind == PF_ITEM_MAP)
        tileset = pf_project_find_tileset (self->project, ((PfMap *) place.item)->tileset);
    }

  item = pf_project_new_item (self->project, kind, pack, tileset, error);
  if (item == NULL)
    {
      pf_document_end_group (self);
      return NULL;
    }
  path = pf_document_insert_item (self, kind, pack_path, index, item);
  g_clear_pointer (&self->group->focus, g_free);
  self->group->focus = g_strdup (path);
  pf_document_end_group (self);
  return path;
}

char *
pf_document_duplicate_item (PfDocument *self,
                            const char *path)
{
  PfItemPlace place;
  g_autofree char *pack_path = NULL;
  gpointer copy;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);

  if (!pf_project_locate (self->project, path, &place) || place.kind == PF_ITEM_PLAYTEST)
    return NULL;
  if (place.kind == PF_ITEM_LEVEL)
    pack_path = pf_item_path_build (PF_ITEM_PACK, NULL,
                                    ((PfTriPack *) g_ptr_array_index (self->project->packs,
                                                                      place.pack_index))->id);
  copy = pf_project_duplicate_item (self->project, &place);
  return pf_document_insert_item (self, place.kind, pack_path, (int) place.index + 1, copy);
}

gboolean
pf_document_set_meta (PfDocument    *self,
                      const char    *path,
                      const PfMeta  *meta,
                      GError       **error)
{
  return set_meta (self, path, meta, _("Edit Details"), error);
}

gboolean
pf_document_rename_item (PfDocument *self,
                         const char *path,
                         const char *title)
{
  g_autofree char *stripped = g_strstrip (g_strdup (title ? title : ""));
  PfItemPlace place;
  PfMeta meta = { NULL, };
  gboolean renamed;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);

  if (!pf_project_locate (self->project, path, &place) || place.kind == PF_ITEM_PLAYTEST)
    return FALSE;
  pf_meta_copy (&meta, pf_item_get_meta (place.kind, place.item));
  g_free (meta.title);
  meta.title = g_steal_pointer (&stripped);
  renamed = set_meta (self, path, &meta, _("Rename"), NULL);
  pf_meta_clear (&meta);
  return renamed;
}

/* pf_document_add_item(), with @variant_of: the title of the level a new
 * level was made from, which its own title follows, or %NULL. */
static char *
add_item_titled (PfDocument  *self,
                 PfItemKind   kind,
                 const char  *pack,
                 int          index,
                 gpointer     item,
                 const char  *variant_of,
                 GError     **error)
{
  g_autofree char *title = NULL;
  PfTriPack *owner = NULL;
  PfMeta *meta;
  guint pack_index;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (item != NULL, NULL);
  g_return_val_if_fail (kind != PF_ITEM_PLAYTEST && kind != PF_ITEM_NONE, NULL);

  if (kind == PF_ITEM_LEVEL)
    {
      if (!pf_document_find_pack (self, pack, &pack_index))
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("There is no pack “%s”"),
                       pack ? pack : "");
          pf_item_free (kind, item);
          return NULL;
        }
      owner = g_ptr_array_index (self->project->packs, pack_index);
    }

  /* Named here, at the moment it goes in, so the name is free. */
  pf_item_take_id (kind, item, pf_project_fresh_name (self->project, kind, owner, &title));
  if (owner != NULL && variant_of != NULL)
    {
      g_free (title);
      title = pf_tri_pack_variant_title (owner, variant_of);
    }
  meta = pf_item_get_meta (kind, item);
  g_free (meta->title);
  meta->title = g_steal_pointer (&title);
  return pf_document_insert_item (self, kind, owner ? owner->id : NULL, index, item);
}

char *
pf_document_add_item (PfDocument  *self,
                      PfItemKind   kind,
                      const char  *pack,
                      int          index,
                      gpointer     item,
                      GError     **error)
{
  return add_item_titled (self, kind, pack, index, item, NULL, error);
}

gboolean
pf_document_delete_item (PfDocument *self,
                         const char *path)
{
  g_autoptr(GPtrArray) users = NULL;
  PfItemPlace place;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);

  if (!pf_project_locate (self->project, path, &place) || place.kind == PF_ITEM_PLAYTEST)
    return FALSE;

  users = pf_project_users_of (self->project, &place);
  pf_document_begin_group (self, _("Delete"));
  pf_document_remove_item (self, path);
  for (guint i = 0; i < users->len; i++)
    pf_document_remove_item (self, g_ptr_array_index (users, i));
  pf_document_end_group (self);
  return TRUE;
}

GPtrArray *
pf_document_add_levels (PfDocument  *self,
                        const char  *pack,
                        int          index,
                        GPtrArray   *levels,
                        GPtrArray  **skipped)
{
  g_autofree char *pack_path = NULL;
  g_autoptr(PfTriPack) scratch = NULL;
  g_autoptr(GPtrArray) added = NULL;
  GPtrArray *paths;
  PfItemPlace place;
  PfTriPack *owner;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (levels != NULL, NULL);

  if (skipped != NULL)
    *skipped = NULL;
  pack_path = g_str_has_prefix (pack, "pack:") ? g_strdup (pack)
                                               : pf_item_path_build (PF_ITEM_PACK, NULL, pack);
  if (!pf_project_locate (self->project, pack_path, &place))
    return NULL;
  owner = place.item;

  /* The one rule for levels coming into a pack (fresh ids, no repeated
   * puzzle) runs on a pack that borrows the real one's levels; what it adds
   * then goes into the real pack through the history, at the same places. */
  scratch = pf_tri_pack_new (owner->id);
  g_ptr_array_set_free_func (scratch->levels, NULL);
  for (guint i = 0; i < owner->levels->len; i++)
    g_ptr_array_add (scratch->levels, g_ptr_array_index (owner->levels, i));
  pf_tri_pack_add_levels (scratch, levels, index, &added, skipped);

  paths = g_ptr_array_new_with_free_func (g_free);
  pf_document_begin_group (self, ngettext ("Add Level", "Add Levels", added->len));
  for (guint i = 0; i < added->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (added, i);
      guint at;

      if (!g_ptr_array_find (scratch->levels, level, &at))
        continue;
      g_ptr_array_remove_index (scratch->levels, at);
      g_ptr_array_insert (scratch->levels, at, NULL);
      g_ptr_array_add (paths, pf_document_insert_item (self, PF_ITEM_LEVEL, pack_path, (int) at,
                                                       level));
    }
  /* Undo and redo show the one level added, or the pack that took several. */
  if (self->group != NULL && paths->len > 0)
    {
      g_clear_pointer (&self->group->focus, g_free);
      self->group->focus = g_strdup (paths->len == 1 ? g_ptr_array_index (paths, 0) : pack_path);
    }
  pf_document_end_group (self);
  return paths;
}

GPtrArray *
pf_document_add_new_levels (PfDocument  *self,
                            const char  *pack,
                            int          index,
                            GPtrArray   *levels,
                            GPtrArray  **skipped)
{
  g_autofree char *pack_path = NULL;
  g_autoptr(GPtrArray) left_out = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) repeats = NULL;
  g_autoptr(GHashTable) copies = g_hash_table_new (NULL, NULL);
  GPtrArray *paths;
  PfItemPlace place;
  PfTriPack *owner;
  int at = index;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (levels != NULL, NULL);

  if (skipped != NULL)
    *skipped = NULL;
  pack_path = g_str_has_prefix (pack, "pack:") ? g_strdup (pack)
                                               : pf_item_path_build (PF_ITEM_PACK, NULL, pack);
  if (!pf_project_locate (self->project, pack_path, &place))
    return NULL;
  owner = place.item;

  repeats = pf_tri_pack_find_repeats (owner, levels);
  paths = g_ptr_array_new_with_free_func (g_free);
  pf_document_begin_group (self, ngettext ("Add Level", "Add Levels", levels->len));
  for (guint i = 0; i < levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (levels, i);
      const PfTriLevel *same = g_ptr_array_index (repeats, i);
      PfTriLevel *copy;

      if (same != NULL)
        {
          /* A repeat of a new level names the level it became. */
          const PfTriLevel *in_pack = g_hash_table_lookup (copies, same);

          g_ptr_array_add (left_out,
                           g_strdup_printf (_("a level is the same puzzle as “%s”; left out"),
                                            pf_item_get_title (PF_ITEM_LEVEL,
                                                               in_pack != NULL ? in_pack : same)));
          continue;
        }

      /* Named one at a time, so each sees the names before it. */
      copy = pf_tri_level_copy (level);
      g_ptr_array_add (paths, add_item_titled (self, PF_ITEM_LEVEL, pack_path, at, copy,
                                               level->meta.title, NULL));
      g_hash_table_insert (copies, (gpointer) level, copy);
      if (at >= 0)
        at++;
    }
  /* Undo and redo show the one level added, or the pack that took several. */
  if (self->group != NULL && paths->len > 0)
    {
      g_clear_pointer (&self->group->focus, g_free);
      self->group->focus = g_strdup (paths->len == 1 ? g_ptr_array_index (paths, 0) : pack_path);
    }
  pf_document_end_group (self);
  if (skipped != NULL)
    *skipped = g_steal_pointer (&left_out);
  return paths;
}

gboolean
pf_document_commit_tileset (PfDocument  *self,
                            const char  *path,
                            PfTileset   *edited,
                            gboolean     merge,
                            char       **note,
                            GError     **error)
{
  g_autoptr(PfTileset) owned = edited;
  g_autoptr(GPtrArray) fitted = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_map_free);
  g_autoptr(GString) names = g_string_new (NULL);
  GPtrArray *maps = self->project->maps;
  PfItemPlace place;
  PfTileset *tileset;
  guint n_refilled = 0, locks_lost = 0;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (edited != NULL, FALSE);

  if (note != NULL)
    *note = NULL;
  if (!pf_project_locate (self->project, path, &place) || place.kind != PF_ITEM_TILESET)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("No tile set “%s”"), path);
      return FALSE;
    }
  tileset = place.item;
  if (!pf_tileset_check_usable (edited, error))
    return FALSE;

  for (guint i = 0; i < maps->len; i++)
    {
      PfMap *map = g_ptr_array_index (maps, i);
      GError *local_error = NULL;
      PfMap *map_fitted = NULL;
      gboolean refilled = FALSE;
      guint locks = 0;

      if (g_strcmp0 (map->tileset, tileset->id) == 0)
        {
          map_fitted = pf_map_refit (map, tileset, edited, &refilled, &locks, &local_error);
          if (local_error != NULL)
            {
              g_propagate_prefixed_error (error, local_error,
                                          _("Map “%s” uses this tile set and could not be "
                                            "generated again: "),
                                          pf_item_get_title (PF_ITEM_MAP, map));
              return FALSE;
            }
        }
      if (refilled)
        {
          if (n_refilled++ > 0)
            g_string_append (names, ", ");
          g_string_append_printf (names, "“%s”", pf_item_get_title (PF_ITEM_MAP, map));
          locks_lost += locks;
        }
      g_ptr_array_add (fitted, map_fitted);
    }

  pf_document_begin_group (self, _("Edit Tile Set"));
  self->merge_group = merge;
  pf_document_replace_item (self, path, g_steal_pointer (&owned));
  for (guint i = 0; i < maps->len; i++)
    {
      PfMap *map_fitted = g_ptr_array_index (fitted, i);
      g_autofree char *map_path = NULL;

      if (map_fitted == NULL)
        continue;
      map_path = pf_item_path_build (PF_ITEM_MAP, NULL, ((PfMap *) g_ptr_array_index (maps, i))->id);
      pf_document_replace_item (self, map_path, g_ptr_array_steal_index (fitted, i));
      g_ptr_array_insert (fitted, i, NULL);
    }
  if (self->group != NULL)
    {
      g_clear_pointer (&self->group->focus, g_free);
      self->group->focus = g_strdup (path);
    }
  pf_document_end_group (self);

  if (note != NULL && n_refilled > 0 && locks_lost == 0)
    *note = g_strdup_printf (ngettext ("Map %s was filled again where the changed shapes lay; "
                                       "the other tiles and the locks stay",
                                       "Maps %s were filled again where the changed shapes lay; "
                                       "the other tiles and the locks stay",
                                       n_refilled), names->str);
  else if (note != NULL && n_refilled > 0)
    {
      g_autofree char *filled = g_strdup_printf (ngettext ("Map %s was filled again where the "
                                                           "changed shapes lay",
                                                           "Maps %s were filled again where the "
                                                           "changed shapes lay", n_refilled),
                                                 names->str);

      /* TRANSLATORS: the first %s is "Map “A small meadow” was filled again where the changed
       * shapes lay"; %u counts the locked tiles that were of the changed shapes */
      *note = g_strdup_printf (ngettext ("%s; %u tile locked by hand was of a changed shape and "
                                         "went with it (Undo brings it back)",
                                         "%s; %u tiles locked by hand were of changed shapes and "
                                         "went with them (Undo brings them back)", locks_lost),
                               filled, locks_lost);
    }
  return TRUE;
}

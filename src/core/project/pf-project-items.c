/* pf-project-items.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every kind of item is reached the same way here, so the document, the
 * sidebar list and the CLI never switch on kinds themselves for ids, titles,
 * copies and places.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-mapgen.h"
#include "pf-names.h"
#include "pf-project-items.h"
#include "pf-project-private.h"

#define NEW_MAP_WIDTH 32
#define NEW_MAP_HEIGHT 24

/* Generic access */

const char *
pf_item_get_id (PfItemKind    kind,
                gconstpointer item)
{
  switch (kind)
    {
    case PF_ITEM_PACK: return ((const PfTriPack *) item)->id;
    case PF_ITEM_LEVEL: return ((const PfTriLevel *) item)->id;
    case PF_ITEM_LAYOUT: return ((const PfShellLayout *) item)->id;
    case PF_ITEM_TILESET: return ((const PfTileset *) item)->id;
    case PF_ITEM_MAP: return ((const PfMap *) item)->id;
    case PF_ITEM_PLAYTEST:
    case PF_ITEM_NONE:
    default:
      return NULL;
    }
}

void
pf_item_take_id (PfItemKind  kind,
                 gpointer    item,
                 char       *id)
{
  char **slot;

  switch (kind)
    {
    case PF_ITEM_PACK: slot = &((PfTriPack *) item)->id; break;
    case PF_ITEM_LEVEL: slot = &((PfTriLevel *) item)->id; break;
    case PF_ITEM_LAYOUT: slot = &((PfShellLayout *) item)->id; break;
    case PF_ITEM_TILESET: slot = &((PfTileset *) item)->id; break;
    case PF_ITEM_MAP: slot = &((PfMap *) item)->id; break;
    case PF_ITEM_PLAYTEST:
    case PF_ITEM_NONE:
    default:
      g_free (id);
      g_return_if_reached ();
    }
  g_free (*slot);
  *slot = id;
}

PfMeta *
pf_item_get_meta (PfItemKind kind,
                  gpointer   item)
{
  switch (kind)
    {
    case PF_ITEM_PACK: return &((PfTriPack *) item)->meta;
    case PF_ITEM_LEVEL: return &((PfTriLevel *) item)->meta;
    case PF_ITEM_LAYOUT: return &((PfShellLayout *) item)->meta;
    case PF_ITEM_TILESET: return &((PfTileset *) item)->meta;
    case PF_ITEM_MAP: return &((PfMap *) item)->meta;
    case PF_ITEM_PLAYTEST:
    case PF_ITEM_NONE:
    default:
      return NULL;
    }
}

const char *
pf_item_get_title (PfItemKind    kind,
                   gconstpointer item)
{
  const PfMeta *meta = pf_item_get_meta (kind, (gpointer) item);

  if (meta != NULL && meta->title != NULL && meta->title[0] != '\0')
    return meta->title;
  return pf_item_get_id (kind, item);
}

/* The levels of the project's own copies (undo, saving in the background)
 * keep their playtest results, which the arrays share; a copy made with
 * pf_tri_level_copy() is a new level, without them. */
static void
share_playtests (PfTriLevel       *copy,
                 const PfTriLevel *level)
{
  g_clear_pointer (&copy->playtests, g_ptr_array_unref);
  if (level != NULL && level->playtests != NULL)
    copy->playtests = g_ptr_array_ref (level->playtests);
}

static void
share_pack_playtests (PfTriPack       *copy,
                      const PfTriPack *pack)
{
  for (guint i = 0; i < copy->levels->len; i++)
    share_playtests (g_ptr_array_index (copy->levels, i),
                     pack != NULL ? g_ptr_array_index (pack->levels, i) : NULL);
}

gpointer
pf_item_copy (PfItemKind    kind,
              gconstpointer item)
{
  gpointer copy;

  switch (kind)
    {
    case PF_ITEM_PACK:
      copy = pf_tri_pack_copy (item);
      share_pack_playtests (copy, item);
      return copy;
    case PF_ITEM_LEVEL:
      copy = pf_tri_level_copy (item);
      share_playtests (copy, item);
      return copy;
    case PF_ITEM_LAYOUT: return pf_shell_layout_copy (item);
    case PF_ITEM_TILESET: return pf_tileset_copy (item);
    case PF_ITEM_MAP: return pf_map_copy (item);
    case PF_ITEM_PLAYTEST: return item ? pf_playtest_settings_copy (item) : NULL;
    case PF_ITEM_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}

void
pf_item_free (PfItemKind kind,
              gpointer   item)
{
  if (item == NULL)
    return;
  switch (kind)
    {
    case PF_ITEM_PACK: pf_tri_pack_free (item); break;
    case PF_ITEM_LEVEL: pf_tri_level_free (item); break;
    case PF_ITEM_LAYOUT: pf_shell_layout_free (item); break;
    case PF_ITEM_TILESET: pf_tileset_free (item); break;
    case PF_ITEM_MAP: pf_map_free (item); break;
    case PF_ITEM_PLAYTEST: pf_playtest_settings_free (item); break;
    case PF_ITEM_NONE:
    default:
      g_return_if_reached ();
    }
}

static gsize
meta_bytes (const PfMeta *meta)
{
  return (meta->title ? strlen (meta->title) + 1 : 0) +
         (meta->author ? strlen (meta->author) + 1 : 0) +
         (meta->notes ? strlen (meta->notes) + 1 : 0);
}

gsize
pf_item_bytes (PfItemKind    kind,
               gconstpointer item)
{
  gsize bytes;

  if (item == NULL)
    return 0;
  switch (kind)
    {
    case PF_ITEM_PACK:
      {
        const PfTriPack *pack = item;

        bytes = sizeof *pack + meta_bytes (&pack->meta) + pack->levels->len * sizeof (gpointer);
        for (guint i = 0; i < pack->levels->len; i++)
          bytes += pf_item_bytes (PF_ITEM_LEVEL, g_ptr_array_index (pack->levels, i));
        return bytes;
      }
    case PF_ITEM_LEVEL:
      return sizeof (PfTriLevel) + meta_bytes (&((const PfTriLevel *) item)->meta);
    case PF_ITEM_LAYOUT:
      {
        const PfShellLayout *layout = item;

        return sizeof *layout + meta_bytes (&layout->meta) +
               layout->cells->len * sizeof (PfShellCell);
      }
    case PF_ITEM_TILESET:
      {
        const PfTileset *tileset = item;

        bytes = sizeof *tileset + meta_bytes (&tileset->meta) +
                tileset->terrains->len * sizeof (PfTerrain) +
                tileset->forbids->len * sizeof (PfForbid);
        for (guint i = 0; i < tileset->shapes->len; i++)
          {
            const PfShape *shape = g_ptr_array_index (tileset->shapes, i);

            bytes += sizeof *shape + shape->width * shape->height +
                     shape->variants->len * sizeof (PfVariant);
          }
        return bytes;
      }
    case PF_ITEM_MAP:
      {
        const PfMap *map = item;

        return sizeof *map + meta_bytes (&map->meta) +
               map->placements->len * sizeof (PfPlacement);
      }
    case PF_ITEM_PLAYTEST:
      return sizeof (PfPlaytestSettings);
    case PF_ITEM_NONE:
    default:
      return 0;
    }
}

/* Places */

GPtrArray *
pf_project_item_list (PfProject  *self,
                      PfItemKind  kind,
                      PfTriPack  *pack)
{
  switch (kind)
    {
    case PF_ITEM_PACK: return self->packs;
    case PF_ITEM_LEVEL: return pack ? pack->levels : NULL;
    case PF_ITEM_LAYOUT: return self->layouts;
    case PF_ITEM_TILESET: return self->tilesets;
    case PF_ITEM_MAP: return self->maps;
    case PF_ITEM_PLAYTEST:
    case PF_ITEM_NONE:
    default:
      return NULL;
    }
}

static gboolean
find_in (GPtrArray  *list,
         PfItemKind  kind,
         const char *id,
         guint      *index)
{
  for (guint i = 0; list != NULL && i < list->len; i++)
    if (g_strcmp0 (pf_item_get_id (kind, g_ptr_array_index (list, i)), id) == 0)
      {
        *index = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
pf_project_locate (PfProject   *self,
                   const char  *path,
                   PfItemPlace *place)
{
  PfItemPlace found = { PF_ITEM_NONE, 0, 0, NULL };
  const char *rest;
  PfItemKind kind;

  g_return_val_if_fail (PF_IS_PROJECT (self), FALSE);

  if (place != NULL)
    *place = found;
  kind = pf_item_path_kind (path, &rest);
  found.kind = kind;

  switch (kind)
    {
    case PF_ITEM_PLAYTEST:
      if (self->playtest == NULL || rest[0] != '\0')
        return FALSE;
      found.item = self->playtest;
      break;

    case PF_ITEM_LEVEL:
      {
        gboolean ok = FALSE;

        /* Pack ids may hold slashes: try each split. */
        for (const char *slash = strchr (rest, '/'); slash != NULL && !ok;
             slash = strchr (slash + 1, '/'))
          {
            g_autofree char *pack_id = g_strndup (rest, slash - rest);
            guint p;

            if (find_in (self->packs, PF_ITEM_PACK, pack_id, &p))
              {
                PfTriPack *pack = g_ptr_array_index (self->packs, p);

                if (find_in (pack->levels, PF_ITEM_LEVEL, slash + 1, &found.index))
                  {
                    found.pack_index = p;
                    found.item = g_ptr_array_index (pack->levels, found.index);
                    ok = TRUE;
                  }
              }
          }
        if (!ok)
          return FALSE;
      }
      break;

    case PF_ITEM_PACK:
    case PF_ITEM_LAYOUT:
    case PF_ITEM_TILESET:
    case PF_ITEM_MAP:
      {
        GPtrArray *list = pf_project_item_list (self, kind, NULL);

        if (!find_in (list, kind, rest, &found.index))
          return FALSE;
        found.item = g_ptr_array_index (list, found.index);
        if (kind == PF_ITEM_PACK)
          found.pack_index = found.index;
      }
      break;

    case PF_ITEM_NONE:
    default:
      return FALSE;
    }

  if (place != NULL)
    *place = found;
  return TRUE;
}

char *
pf_project_path_at (PfProject  *self,
                    PfItemKind  kind,
                    guint       pack_index,
                    guint       index)
{
  PfTriPack *pack = NULL;
  GPtrArray *list;

  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);

  if (kind == PF_ITEM_PLAYTEST)
    return pf_item_path_build (kind, NULL, NULL);
  if (kind == PF_ITEM_LEVEL)
    {
      if (pack_index >= self->packs->len)
        return NULL;
      pack = g_ptr_array_index (self->packs, pack_index);
    }
  list = pf_project_item_list (self, kind, pack);
  if (list == NULL || index >= list->len)
    return NULL;
  return pf_item_path_build (kind, pack ? pack->id : NULL,
                             pf_item_get_id (kind, g_ptr_array_index (list, index)));
}

/* Names */

typedef struct
{
  GPtrArray     *list;
  PfItemKind     kind;
  gconstpointer  except;   /* an item whose own id does not count as taken */
} ItemList;

static gboolean
list_has_id (const char    *id,
             gconstpointer  where)
{
  const ItemList *items = where;
  guint index;

  return find_in (items->list, items->kind, id, &index) &&
         g_ptr_array_index (items->list, index) != items->except;
}

char *
pf_project_unique_id (PfProject       *self,
                      PfItemKind       kind,
                      const PfTriPack *pack,
                      const char      *base)
{
  ItemList items = { pf_project_item_list (self, kind, (PfTriPack *) pack), kind, NULL };

  g_return_val_if_fail (base != NULL && base[0] != '\0', NULL);

  return pf_name_unique (base, list_has_id, &items);
}

char *
pf_project_id_for_title (PfProject         *self,
                         const PfItemPlace *place,
                         const char        *title)
{
  g_autofree char *slug = pf_name_slug (title);
  ItemList items = { NULL, place ? place->kind : PF_ITEM_NONE, place ? place->item : NULL };
  PfTriPack *pack = NULL;

  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);
  g_return_val_if_fail (place != NULL && place->item != NULL, NULL);
  g_return_val_if_fail (place->kind != PF_ITEM_PLAYTEST, NULL);

  if (slug == NULL)
    return g_strdup (pf_item_get_id (place->kind, place->item));
  if (place->kind == PF_ITEM_LEVEL)
    pack = g_ptr_array_index (self->packs, place->pack_index);
  items.list = pf_project_item_list (self, place->kind, pack);
  return pf_name_unique (slug, list_has_id, &items);
}

char *
pf_project_fresh_name (PfProject        *self,
                       PfItemKind        kind,
                       const PfTriPack  *pack,
                       char            **title)
{
  GPtrArray *list = pf_project_item_list (self, kind, (PfTriPack *) pack);
  const char *base = pf_item_kind_to_string (kind);
  guint index;

  g_return_val_if_fail (list != NULL, NULL);

  for (guint n = list->len + 1; ; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", base, n);

      if (find_in (list, kind, id, &index))
        continue;
      switch (kind)
        {
        /* TRANSLATORS: the title of a new item; %u is its number */
        case PF_ITEM_PACK: *title = g_strdup_printf (_("Pack %u"), n); break;
        case PF_ITEM_LEVEL: *title = g_strdup_printf (_("Level %u"), n); break;
        case PF_ITEM_LAYOUT: *title = g_strdup_printf (_("Shell Layout %u"), n); break;
        case PF_ITEM_TILESET: *title = g_strdup_printf (_("Tile Set %u"), n); break;
        case PF_ITEM_MAP: *title = g_strdup_printf (_("Map %u"), n); break;
        case PF_ITEM_PLAYTEST:
        case PF_ITEM_NONE:
        default:
          g_return_val_if_reached (NULL);
        }
      return g_steal_pointer (&id);
    }
}

/* New items and copies */

static void
set_title (PfMeta     *meta,
           const char *title)
{
  g_free (meta->title);
  meta->title = g_strdup (title);
}

gpointer
pf_project_new_item (PfProject        *self,
                     PfItemKind        kind,
                     PfTriPack        *pack,
                     const PfTileset  *near,
                     GError          **error)
{
  g_autofree char *title = NULL;
  g_autofree char *id = NULL;
  gpointer item;

  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);
  g_return_val_if_fail (kind != PF_ITEM_LEVEL || pack != NULL, NULL);

  id = pf_project_fresh_name (self, kind, pack, &title);
  switch (kind)
    {
    case PF_ITEM_PACK:
      item = pf_tri_pack_new (id);
      break;

    case PF_ITEM_LEVEL:
      item = pf_tri_level_new_room (id);
      break;

    case PF_ITEM_LAYOUT:
      item = pf_shell_layout_new (id);
      break;

    case PF_ITEM_TILESET:
      item = pf_tileset_new_default (id);
      break;

    case PF_ITEM_MAP:
      {
        const PfTileset *tileset = near;
        PfMapgenOptions options;
        PfMap *map;

        if (tileset == NULL && self->tilesets->len > 0)
          tileset = g_ptr_array_index (self->tilesets, 0);
        if (tileset == NULL)
          {
            g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                         _("A map is made of a tile set’s shapes: add a tile set first"));
            return NULL;
          }
        pf_mapgen_options_init (&options);
        options.seed = self->maps->len + 1;
        map = pf_mapgen_generate (tileset, NEW_MAP_WIDTH, NEW_MAP_HEIGHT, &options, error);
        if (map == NULL)
          return NULL;
        map->id = g_steal_pointer (&id);
        item = map;
      }
      break;

    case PF_ITEM_PLAYTEST:
    case PF_ITEM_NONE:
    default:
      g_return_val_if_reached (NULL);
    }

  set_title (pf_item_get_meta (kind, item), title);
  return item;
}

gpointer
pf_project_duplicate_item (PfProject         *self,
                           const PfItemPlace *place)
{
  PfTriPack *pack = NULL;
  gpointer copy;
  PfMeta *meta;

  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);
  g_return_val_if_fail (place != NULL && place->item != NULL, NULL);
  g_return_val_if_fail (place->kind != PF_ITEM_PLAYTEST, NULL);

  if (place->kind == PF_ITEM_LEVEL)
    pack = g_ptr_array_index (self->packs, place->pack_index);
  copy = pf_item_copy (place->kind, place->item);
  /* Nobody has played the duplicate yet. */
  if (place->kind == PF_ITEM_LEVEL)
    share_playtests (copy, NULL);
  else if (place->kind == PF_ITEM_PACK)
    share_pack_playtests (copy, NULL);
  pf_item_take_id (place->kind, copy,
                   pf_project_unique_id (self, place->kind, pack,
                                         pf_item_get_id (place->kind, place->item)));

  meta = pf_item_get_meta (place->kind, copy);
  {
    /* TRANSLATORS: the title of a duplicate; %s is the original's title */
    g_autofree char *title = g_strdup_printf (_("%s (Copy)"),
                                              pf_item_get_title (place->kind, place->item));
    set_title (meta, title);
  }
  return copy;
}

char *
pf_tri_pack_variant_title (const PfTriPack *pack,
                           const char      *title)
{
  g_return_val_if_fail (pack != NULL && title != NULL, NULL);

  for (guint n = 1; ; n++)
    {
      /* TRANSLATORS: the title of a generated level; %s is the title of the level it was
       * made from, %u the variant's number */
      g_autofree char *variant = g_strdup_printf (_("%s (Variant %u)"), title, n);
      gboolean taken = FALSE;

      for (guint i = 0; i < pack->levels->len && !taken; i++)
        taken = g_strcmp0 (((PfTriLevel *) g_ptr_array_index (pack->levels, i))->meta.title,
                           variant) == 0;
      if (!taken)
        return g_steal_pointer (&variant);
    }
}

GPtrArray *
pf_project_users_of (PfProject         *self,
                     const PfItemPlace *place)
{
  GPtrArray *users = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (PF_IS_PROJECT (self), users);

  if (place->kind == PF_ITEM_TILESET)
    {
      const char *id = pf_item_get_id (place->kind, place->item);

      for (guint i = 0; i < self->maps->len; i++)
        {
          PfMap *map = g_ptr_array_index (self->maps, i);

          if (g_strcmp0 (map->tileset, id) == 0)
            g_ptr_array_add (users, pf_item_path_build (PF_ITEM_MAP, NULL, map->id));
        }
    }
  return users;
}

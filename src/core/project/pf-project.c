/* pf-project.c: the project model object
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include "pf-project-items.h"
#include "pf-project-private.h"

G_DEFINE_FINAL_TYPE (PfProject, pf_project, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
pf_project_finalize (GObject *object)
{
  PfProject *self = (PfProject *) object;

  pf_meta_clear (&self->meta);
  g_clear_pointer (&self->packs, g_ptr_array_unref);
  g_clear_pointer (&self->layouts, g_ptr_array_unref);
  g_clear_pointer (&self->tilesets, g_ptr_array_unref);
  g_clear_pointer (&self->maps, g_ptr_array_unref);
  g_clear_pointer (&self->playtest, pf_playtest_settings_free);
  g_clear_pointer (&self->ext, pf_extensions_free);

  G_OBJECT_CLASS (pf_project_parent_class)->finalize (object);
}

static void
pf_project_class_init (PfProjectClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pf_project_finalize;

  /**
   * PfProject::changed:
   *
   * Emitted after the model was edited.
   */
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
pf_project_init (PfProject *self)
{
  self->packs = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_pack_free);
  self->layouts = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_shell_layout_free);
  self->tilesets = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tileset_free);
  self->maps = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_map_free);
  self->format_version = 1;
}

PfProject *
pf_project_new (void)
{
  return g_object_new (PF_TYPE_PROJECT, NULL);
}

/* Replaces @to's items by copies of @from's. */
static void
copy_list (GPtrArray  *to,
           GPtrArray  *from,
           PfItemKind  kind)
{
  for (guint i = 0; i < from->len; i++)
    g_ptr_array_add (to, pf_item_copy (kind, g_ptr_array_index (from, i)));
}

PfProject *
pf_project_copy (PfProject *self)
{
  PfProject *copy;

  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);

  copy = pf_project_new ();
  pf_meta_copy (&copy->meta, &self->meta);
  copy_list (copy->packs, self->packs, PF_ITEM_PACK);
  copy_list (copy->layouts, self->layouts, PF_ITEM_LAYOUT);
  copy_list (copy->tilesets, self->tilesets, PF_ITEM_TILESET);
  copy_list (copy->maps, self->maps, PF_ITEM_MAP);
  copy->playtest = self->playtest ? pf_playtest_settings_copy (self->playtest) : NULL;
  copy->ext = pf_extensions_copy (self->ext);
  copy->format_version = self->format_version;
  return copy;
}

guint
pf_project_get_format_version (PfProject *self)
{
  g_return_val_if_fail (PF_IS_PROJECT (self), 0);
  return self->format_version;
}

PfMeta *
pf_project_get_meta (PfProject *self)
{
  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);
  return &self->meta;
}

GPtrArray *
pf_project_get_packs (PfProject *self)
{
  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);
  return self->packs;
}

GPtrArray *
pf_project_get_layouts (PfProject *self)
{
  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);
  return self->layouts;
}

GPtrArray *
pf_project_get_tilesets (PfProject *self)
{
  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);
  return self->tilesets;
}

GPtrArray *
pf_project_get_maps (PfProject *self)
{
  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);
  return self->maps;
}

PfPlaytestSettings *
pf_project_get_playtest (PfProject *self)
{
  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);
  return self->playtest;
}

void
pf_project_set_playtest (PfProject          *self,
                         PfPlaytestSettings *settings)
{
  g_return_if_fail (PF_IS_PROJECT (self));
  if (self->playtest == settings)
    return;
  g_clear_pointer (&self->playtest, pf_playtest_settings_free);
  self->playtest = settings;
}

#define DEFINE_FIND(func, Type, array)                                  \
Type *                                                                  \
func (PfProject  *self,                                                 \
      const char *id)                                                   \
{                                                                       \
  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);                    \
  for (guint i = 0; i < self->array->len; i++)                          \
    {                                                                   \
      Type *item = g_ptr_array_index (self->array, i);                  \
      if (g_strcmp0 (item->id, id) == 0)                                \
        return item;                                                    \
    }                                                                   \
  return NULL;                                                          \
}

DEFINE_FIND (pf_project_find_pack, PfTriPack, packs)
DEFINE_FIND (pf_project_find_layout, PfShellLayout, layouts)
DEFINE_FIND (pf_project_find_tileset, PfTileset, tilesets)
DEFINE_FIND (pf_project_find_map, PfMap, maps)

void
pf_project_changed (PfProject *self)
{
  g_return_if_fail (PF_IS_PROJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

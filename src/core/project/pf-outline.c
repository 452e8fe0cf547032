/* pf-outline.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-outline"

#include <glib/gi18n-lib.h>

#include "pf-outline.h"
#include "pf-project-items.h"
#include "pf-tri-findings.h"

/* Entries */

struct _PfOutlineEntry
{
  GObject     parent_instance;

  PfItemKind  kind;
  char       *path;
  char       *title;
  char       *detail;
  gboolean    problem;    /* the detail names an error of the item */
  guint       depth;
};

enum {
  ENTRY_PROP_0,
  ENTRY_PROP_TITLE,
  ENTRY_PROP_DETAIL,
  ENTRY_N_PROPS
};

static GParamSpec *entry_properties[ENTRY_N_PROPS];

G_DEFINE_FINAL_TYPE (PfOutlineEntry, pf_outline_entry, G_TYPE_OBJECT)

static void
pf_outline_entry_finalize (GObject *object)
{
  PfOutlineEntry *self = PF_OUTLINE_ENTRY (object);

  g_free (self->path);
  g_free (self->title);
  g_free (self->detail);
  G_OBJECT_CLASS (pf_outline_entry_parent_class)->finalize (object);
}

static void
pf_outline_entry_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  PfOutlineEntry *self = PF_OUTLINE_ENTRY (object);

  switch (prop_id)
    {
    case ENTRY_PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case ENTRY_PROP_DETAIL:
      g_value_set_string (value, self->detail);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_outline_entry_class_init (PfOutlineEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pf_outline_entry_finalize;
  object_class->get_property = pf_outline_entry_get_property;

  entry_properties[ENTRY_PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_DETAIL] =
    g_param_spec_string ("detail", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, ENTRY_N_PROPS, entry_properties);
}

static void
pf_outline_entry_init (PfOutlineEntry *self)
{
}

const char *
pf_outline_entry_get_path (PfOutlineEntry *self)
{
  g_return_val_if_fail (PF_IS_OUTLINE_ENTRY (self), NULL);
  return self->path;
}

PfItemKind
pf_outline_entry_get_kind (PfOutlineEntry *self)
{
  g_return_val_if_fail (PF_IS_OUTLINE_ENTRY (self), PF_ITEM_NONE);
  return self->kind;
}

const char *
pf_outline_entry_get_title (PfOutlineEntry *self)
{
  g_return_val_if_fail (PF_IS_OUTLINE_ENTRY (self), NULL);
  return self->title;
}

const char *
pf_outline_entry_get_detail (PfOutlineEntry *self)
{
  g_return_val_if_fail (PF_IS_OUTLINE_ENTRY (self), NULL);
  return self->detail;
}

guint
pf_outline_entry_get_depth (PfOutlineEntry *self)
{
  g_return_val_if_fail (PF_IS_OUTLINE_ENTRY (self), 0);
  return self->depth;
}

gboolean
pf_outline_entry_has_problem (PfOutlineEntry *self)
{
  g_return_val_if_fail (PF_IS_OUTLINE_ENTRY (self), FALSE);
  return self->problem;
}

gboolean
pf_outline_entry_is_heading (PfOutlineEntry *self)
{
  g_return_val_if_fail (PF_IS_OUTLINE_ENTRY (self), FALSE);
  return self->path == NULL;
}

static void
entry_set_text (PfOutlineEntry *self,
                const char     *title,
                char           *detail,
                gboolean        problem)
{
  if (problem != self->problem)
    {
      self->problem = problem;
      g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_DETAIL]);
    }
  if (g_strcmp0 (self->title, title) != 0)
    {
      g_free (self->title);
      self->title = g_strdup (title);
      g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_TITLE]);
    }
  if (g_strcmp0 (self->detail, detail) != 0)
    {
      g_free (self->detail);
      self->detail = g_steal_pointer (&detail);
      g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_DETAIL]);
    }
  g_free (detail);
}

/* The outline */

struct _PfOutline
{
  GObject      parent_instance;

  PfDocument  *document;
  GPtrArray   *entries;   /* PfOutlineEntry*, owned */
  GHashTable  *by_path;   /* path → PfOutlineEntry*, borrowed from @entries */
};

static void pf_outline_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PfOutline, pf_outline, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      pf_outline_list_model_init))

/* What the outline says beside an item's title; @problem says whether it
 * is an error of the item. */
static char *
detail_of (PfItemKind     kind,
           gconstpointer  item,
           gboolean      *problem)
{
  *problem = FALSE;
  switch (kind)
    {
    case PF_ITEM_PACK:
      {
        guint n = ((const PfTriPack *) item)->levels->len;

        return g_strdup_printf (ngettext ("%u level", "%u levels", n), n);
      }
    case PF_ITEM_LEVEL:
      {
        const PfTriLevel *level = item;
        const char *error = pf_tri_level_error_summary (level);

        *problem = error != NULL;
        if (error != NULL)
          return g_strdup (error);
        if (level->figures.moves >= 0)
          return g_strdup_printf (ngettext ("%d move", "%d moves", level->figures.moves),
                                  level->figures.moves);
        return g_strdup_printf (ngettext ("%u block", "%u blocks", level->n_blocks),
                                level->n_blocks);
      }
    case PF_ITEM_LAYOUT:
      {
        guint n = ((const PfShellLayout *) item)->cells->len;

        return g_strdup_printf (ngettext ("%u cell", "%u cells", n), n);
      }
    case PF_ITEM_TILESET:
      {
        guint n = ((const PfTileset *) item)->shapes->len;

        return g_strdup_printf (ngettext ("%u shape", "%u shapes", n), n);
      }
    case PF_ITEM_MAP:
      return g_strdup_printf ("%u × %u", ((const PfMap *) item)->width,
                              ((const PfMap *) item)->height);
    case PF_ITEM_PLAYTEST:
    case PF_ITEM_NONE:
    default:
      return NULL;
    }
}

static void
set_item_text (PfOutlineEntry *entry,
               PfItemKind      kind,
               gconstpointer   item)
{
  gboolean problem;
  char *detail = detail_of (kind, item, &problem);

  entry_set_text (entry, pf_item_get_title (kind, item), detail, problem);
}

/* The entry of an item, reused when the outline has one for its path. */
static PfOutlineEntry *
entry_for (PfOutline    *self,
           PfItemKind    kind,
           const char   *pack,
           gconstpointer item,
           guint         depth)
{
  g_autofree char *path = pf_item_path_build (kind, pack, pf_item_get_id (kind, item));
  PfOutlineEntry *entry = g_hash_table_lookup (self->by_path, path);

  if (entry == NULL)
    {
      entry = g_object_new (PF_TYPE_OUTLINE_ENTRY, NULL);
      entry->kind = kind;
      entry->path = g_steal_pointer (&path);
      entry->depth = depth;
    }
  else
    g_object_ref (entry);
  set_item_text (entry, kind, item);
  return entry;
}

static PfOutlineEntry *
heading_for (PfOutline  *self,
             PfItemKind  kind,
             const char *text)
{
  for (guint i = 0; i < self->entries->len; i++)
    {
      PfOutlineEntry *entry = g_ptr_array_index (self->entries, i);

      if (entry->path == NULL && entry->kind == kind)
        return g_object_ref (entry);
    }
  {
    PfOutlineEntry *entry = g_object_new (PF_TYPE_OUTLINE_ENTRY, NULL);

    entry->kind = kind;
    entry->title = g_strdup (text);
    return entry;
  }
}

static void
add_section (PfOutline  *self,
             GPtrArray  *out,
             PfItemKind  kind,
             const char *heading)
{
  PfProject *project = pf_document_get_project (self->document);
  GPtrArray *list = pf_project_item_list (project, kind, NULL);

  if (list->len == 0)
    return;
  g_ptr_array_add (out, heading_for (self, kind, heading));
  for (guint i = 0; i < list->len; i++)
    {
      gpointer item = g_ptr_array_index (list, i);

      g_ptr_array_add (out, entry_for (self, kind, NULL, item, kind == PF_ITEM_PACK ? 0 : 1));
      if (kind == PF_ITEM_PACK)
        {
          PfTriPack *pack = item;

          for (guint j = 0; j < pack->levels->len; j++)
            g_ptr_array_add (out, entry_for (self, PF_ITEM_LEVEL, pack->id,
                                             g_ptr_array_index (pack->levels, j), 1));
        }
    }
}

/* Builds the list afresh, reusing entries, and tells of the one run of
 * entries between the unchanged start and end that differs. */
static void
rebuild (PfOutline *self)
{
  g_autoptr(GPtrArray) old = NULL;
  GPtrArray *fresh = g_ptr_array_new_with_free_func (g_object_unref);
  guint prefix = 0, suffix = 0;

  add_section (self, fresh, PF_ITEM_PACK, _("Level Packs"));
  add_section (self, fresh, PF_ITEM_LAYOUT, _("Shell Layouts"));
  add_section (self, fresh, PF_ITEM_TILESET, _("Tile Sets"));
  add_section (self, fresh, PF_ITEM_MAP, _("Maps"));

  old = g_steal_pointer (&self->entries);
  self->entries = fresh;

  g_hash_table_remove_all (self->by_path);
  for (guint i = 0; i < fresh->len; i++)
    {
      PfOutlineEntry *entry = g_ptr_array_index (fresh, i);

      if (entry->path != NULL)
        g_hash_table_insert (self->by_path, entry->path, entry);
    }

  while (prefix < old->len && prefix < fresh->len &&
         old->pdata[prefix] == fresh->pdata[prefix])
    prefix++;
  while (suffix < old->len - prefix && suffix < fresh->len - prefix &&
         old->pdata[old->len - 1 - suffix] == fresh->pdata[fresh->len - 1 - suffix])
    suffix++;
  if (prefix != old->len || prefix != fresh->len)
    g_list_model_items_changed (G_LIST_MODEL (self), prefix, old->len - prefix - suffix,
                                fresh->len - prefix - suffix);
}

static void
on_item_changed (PfDocument *document,
                 const char *path,
                 PfOutline  *self)
{
  PfOutlineEntry *entry = g_hash_table_lookup (self->by_path, path);
  PfItemPlace place;

  if (entry == NULL || !pf_project_locate (pf_document_get_project (document), path, &place))
    return;
  set_item_text (entry, place.kind, place.item);
  /* A pack's figure counts its levels. */
  if (place.kind == PF_ITEM_LEVEL)
    {
      PfTriPack *pack = g_ptr_array_index (pf_project_get_packs (pf_document_get_project (document)),
                                           place.pack_index);
      g_autofree char *pack_path = pf_item_path_build (PF_ITEM_PACK, NULL, pack->id);
      PfOutlineEntry *pack_entry = g_hash_table_lookup (self->by_path, pack_path);

      if (pack_entry != NULL)
        set_item_text (pack_entry, PF_ITEM_PACK, pack);
    }
}

static void
on_items_changed (PfDocument *document,
                  guint       kind,
                  const char *pack,
                  PfOutline  *self)
{
  rebuild (self);
}

/* GListModel */

static GType
pf_outline_get_item_type (GListModel *model)
{
  return PF_TYPE_OUTLINE_ENTRY;
}

static guint
pf_outline_get_n_items (GListModel *model)
{
  return PF_OUTLINE (model)->entries->len;
}

static gpointer
pf_outline_get_item (GListModel *model,
                     guint       position)
{
  PfOutline *self = PF_OUTLINE (model);

  if (position >= self->entries->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->entries, position));
}

static void
pf_outline_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = pf_outline_get_item_type;
  iface->get_n_items = pf_outline_get_n_items;
  iface->get_item = pf_outline_get_item;
}

/* GObject overrides */

static void
pf_outline_dispose (GObject *object)
{
  PfOutline *self = PF_OUTLINE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (pf_outline_parent_class)->dispose (object);
}

static void
pf_outline_finalize (GObject *object)
{
  PfOutline *self = PF_OUTLINE (object);

  g_clear_pointer (&self->by_path, g_hash_table_unref);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  G_OBJECT_CLASS (pf_outline_parent_class)->finalize (object);
}

static void
pf_outline_class_init (PfOutlineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pf_outline_dispose;
  object_class->finalize = pf_outline_finalize;
}

static void
pf_outline_init (PfOutline *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  self->by_path = g_hash_table_new (g_str_hash, g_str_equal);
}

PfOutline *
pf_outline_new (PfDocument *document)
{
  PfOutline *self;

  g_return_val_if_fail (PF_IS_DOCUMENT (document), NULL);

  self = g_object_new (PF_TYPE_OUTLINE, NULL);
  self->document = g_object_ref (document);
  g_signal_connect (document, "item-changed", G_CALLBACK (on_item_changed), self);
  g_signal_connect (document, "items-changed", G_CALLBACK (on_items_changed), self);
  rebuild (self);
  return self;
}

int
pf_outline_find (PfOutline  *self,
                 const char *path)
{
  PfOutlineEntry *entry;

  g_return_val_if_fail (PF_IS_OUTLINE (self), -1);

  entry = path ? g_hash_table_lookup (self->by_path, path) : NULL;
  if (entry == NULL)
    return -1;
  for (guint i = 0; i < self->entries->len; i++)
    if (g_ptr_array_index (self->entries, i) == entry)
      return (int) i;
  return -1;
}

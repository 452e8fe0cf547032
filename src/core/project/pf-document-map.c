/* pf-document-map.c: the designer's edits of a kept map, each one undo step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are pf-map-edit.c's; each makes its whole change or none. An
 * edit is made in place between pf_document_begin_edit() and
 * pf_document_commit_edit(), whose copy of the map as it was is the undo
 * step; a refused edit, or one that leaves the placements as they were,
 * drops it and records nothing.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-document"

#include <glib/gi18n-lib.h>

#include "pf-document-private.h"
#include "pf-error.h"

typedef enum
{
  STAMP,
  ERASE,
  LOCK,
  UNLOCK,
  FILL_HOLES,
  REFILL_ALL,
} MapOp;

typedef struct
{
  MapOp            op;
  const char      *shape;
  const char      *variant;
  guint            rotation;
  gint             x;
  gint             y;
  const PfMapRect *rect;
  guint64          seed;
  GArray          *conflicts;   /* out, for a refill */
} MapEdit;

/* Auxiliary methods */

static const char *
label_of (MapOp op)
{
  switch (op)
    {
    case STAMP: return _("Stamp");
    case ERASE: return _("Erase");
    case LOCK: return _("Lock");
    case UNLOCK: return _("Unlock");
    case FILL_HOLES: return _("Fill Holes");
    case REFILL_ALL:
    default:
      return _("Refill");
    }
}

static gboolean
apply (PfMap            *map,
       const PfTileset  *tileset,
       MapEdit          *edit,
       GError          **error)
{
  switch (edit->op)
    {
    case STAMP:
      return pf_map_stamp (map, tileset, edit->shape, edit->variant, edit->rotation, edit->x,
                           edit->y, NULL, error);
    case ERASE:
      return pf_map_erase (map, tileset, edit->rect, NULL, error);
    case LOCK:
    case UNLOCK:
      return pf_map_set_locked (map, tileset, edit->rect, edit->op == LOCK, NULL, error);
    case FILL_HOLES:
    case REFILL_ALL:
    default:
      {
        PfMapRefillOptions options = { .all = edit->op == REFILL_ALL, .seed = edit->seed };

        return pf_map_refill (map, tileset, &options, &edit->conflicts, error);
      }
    }
}

static gboolean
edit_map (PfDocument  *self,
          const char  *path,
          MapEdit     *edit,
          GError     **error)
{
  PfItemPlace place;
  const PfTileset *tileset;
  const PfMap *before;
  PfMap *map;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->editing == NULL, FALSE);

  if (path == NULL || !pf_project_locate (self->project, path, &place) ||
      place.kind != PF_ITEM_MAP)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("There is no map “%s”"),
                   path ? path : "");
      return FALSE;
    }
  map = place.item;
  tileset = pf_project_find_tileset (self->project, map->tileset);
  if (tileset == NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("Map “%s” uses tile set “%s”, which the project does not have"),
                   map->id, map->tileset);
      return FALSE;
    }

  map = pf_document_begin_edit (self, path);
  before = self->editing->item;
  if (!apply (map, tileset, edit, error))
    {
      pf_document_drop_edit (self);
      return FALSE;
    }
  if (pf_map_same_placements (map, before))
    pf_document_drop_edit (self);
  else
    pf_document_commit_edit (self, label_of (edit->op));
  return TRUE;
}

/* Public API */

gboolean
pf_document_map_stamp (PfDocument  *self,
                       const char  *path,
                       const char  *shape,
                       const char  *variant,
                       guint        rotation,
                       gint         x,
                       gint         y,
                       GError     **error)
{
  MapEdit edit = { .op = STAMP, .shape = shape, .variant = variant, .rotation = rotation,
                   .x = x, .y = y };

  return edit_map (self, path, &edit, error);
}

gboolean
pf_document_map_erase (PfDocument       *self,
                       const char       *path,
                       const PfMapRect  *rect,
                       GError          **error)
{
  MapEdit edit = { .op = ERASE, .rect = rect };

  g_return_val_if_fail (rect != NULL, FALSE);

  return edit_map (self, path, &edit, error);
}

gboolean
pf_document_map_set_locked (PfDocument       *self,
                            const char       *path,
                            const PfMapRect  *rect,
                            gboolean          locked,
                            GError          **error)
{
  MapEdit edit = { .op = locked ? LOCK : UNLOCK, .rect = rect };

  g_return_val_if_fail (rect != NULL, FALSE);

  return edit_map (self, path, &edit, error);
}

gboolean
pf_document_map_refill (PfDocument  *self,
                        const char  *path,
                        gboolean     all,
                        guint64      seed,
                        GArray     **conflicts,
                        GError     **error)
{
  MapEdit edit = { .op = all ? REFILL_ALL : FILL_HOLES, .seed = seed };
  gboolean done = edit_map (self, path, &edit, error);

  if (done && conflicts != NULL)
    *conflicts = g_steal_pointer (&edit.conflicts);
  g_clear_pointer (&edit.conflicts, g_array_unref);
  return done;
}

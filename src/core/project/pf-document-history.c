/* pf-document-history.c: undo steps, each holding only what its edit changed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-document"

#include <string.h>

#include "pf-document-private.h"
#include "pf-project-private.h"

PfStep *
pf_step_new (const char *label,
             const char *focus)
{
  PfStep *step = g_new0 (PfStep, 1);

  step->label = g_strdup (label);
  step->focus = g_strdup (focus);
  step->changes = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_change_free);
  return step;
}

void
pf_step_free (PfStep *step)
{
  if (step == NULL)
    return;
  /* Later changes may own items that earlier ones refer to: free newest first. */
  while (step->changes->len > 0)
    g_ptr_array_remove_index (step->changes, step->changes->len - 1);
  g_ptr_array_unref (step->changes);
  g_free (step->label);
  g_free (step->focus);
  g_free (step);
}

PfChange *
pf_change_new (PfChangeOp op,
               PfItemKind kind,
               guint      pack_index,
               guint      index)
{
  PfChange *change = g_new0 (PfChange, 1);

  change->op = op;
  change->kind = kind;
  change->pack_index = pack_index;
  change->index = index;
  return change;
}

void
pf_change_free (PfChange *change)
{
  if (change == NULL)
    return;
  if (change->owned)
    pf_item_free (change->kind, change->item);
  g_clear_pointer (&change->order, g_ptr_array_unref);
  g_free (change);
}

gsize
pf_step_bytes (const PfStep *step)
{
  gsize bytes = sizeof *step;

  for (guint i = 0; i < step->changes->len; i++)
    {
      const PfChange *change = g_ptr_array_index (step->changes, i);

      bytes += sizeof *change;
      if (change->owned)
        bytes += pf_item_bytes (change->kind, change->item);
      if (change->order != NULL)
        bytes += change->order->len * sizeof (gpointer);
    }
  return bytes;
}

/* Contents */

#define SWAP(type, a, b) G_STMT_START { type tmp_ = (a); (a) = (b); (b) = tmp_; } G_STMT_END

void
pf_item_swap_content (PfItemKind kind,
                      gpointer   a,
                      gpointer   b)
{
  switch (kind)
    {
    case PF_ITEM_PACK:
      {
        PfTriPack *x = a, *y = b;

        /* A pack's header only: its levels are items of their own. */
        SWAP (char *, x->id, y->id);
        SWAP (PfMeta, x->meta, y->meta);
        SWAP (PfExtensions *, x->ext, y->ext);
      }
      break;
    case PF_ITEM_LEVEL: SWAP (PfTriLevel, *(PfTriLevel *) a, *(PfTriLevel *) b); break;
    case PF_ITEM_LAYOUT: SWAP (PfShellLayout, *(PfShellLayout *) a, *(PfShellLayout *) b); break;
    case PF_ITEM_TILESET: SWAP (PfTileset, *(PfTileset *) a, *(PfTileset *) b); break;
    case PF_ITEM_MAP: SWAP (PfMap, *(PfMap *) a, *(PfMap *) b); break;
    case PF_ITEM_PLAYTEST:
      SWAP (PfPlaytestSettings, *(PfPlaytestSettings *) a, *(PfPlaytestSettings *) b);
      break;
    case PF_ITEM_NONE:
    default:
      g_return_if_reached ();
    }
}

gpointer
pf_item_copy_content (PfItemKind    kind,
                      gconstpointer item)
{
  if (kind == PF_ITEM_PACK)
    {
      const PfTriPack *pack = item;
      PfTriPack *header = pf_tri_pack_new (pack->id);

      pf_meta_copy (&header->meta, &pack->meta);
      header->ext = pf_extensions_copy (pack->ext);
      header->line = pack->line;
      return header;
    }
  return pf_item_copy (kind, item);
}

/* Applying */

static PfTriPack *
pack_at (PfProject *project,
         guint      index)
{
  g_return_val_if_fail (index < project->packs->len, NULL);
  return g_ptr_array_index (project->packs, index);
}

static GPtrArray *
list_of (PfChange  *change,
         PfProject *project)
{
  PfTriPack *pack = change->kind == PF_ITEM_LEVEL ? pack_at (project, change->pack_index) : NULL;

  return pf_project_item_list (project, change->kind, pack);
}

static void
note_list (PfChange   *change,
           PfProject  *project,
           GPtrArray  *changed_lists)
{
  const char *pack = change->kind == PF_ITEM_LEVEL ? pack_at (project, change->pack_index)->id
                                                   : NULL;
  g_autofree char *name = pf_document_list_name (change->kind, pack);

  for (guint i = 0; i < changed_lists->len; i++)
    if (g_strcmp0 (g_ptr_array_index (changed_lists, i), name) == 0)
      return;
  g_ptr_array_add (changed_lists, g_steal_pointer (&name));
}

static void
put_in (PfChange  *change,
        PfProject *project)
{
  GPtrArray *list = list_of (change, project);

  g_return_if_fail (change->index <= list->len);
  g_ptr_array_insert (list, change->index, change->item);
  change->owned = FALSE;
}

static void
take_out (PfChange  *change,
          PfProject *project)
{
  GPtrArray *list = list_of (change, project);

  g_return_if_fail (change->index < list->len);
  change->item = g_ptr_array_steal_index (list, change->index);
  change->owned = TRUE;
}

void
pf_change_apply (PfChange  *change,
                 PfProject *project,
                 gboolean   forward,
                 GPtrArray *changed_paths,
                 GPtrArray *changed_lists)
{
  switch (change->op)
    {
    case PF_CHANGE_SWAP:
      {
        gpointer item;
        const char *id_before;
        gboolean id_changed;

        if (change->kind == PF_ITEM_PLAYTEST)
          {
            /* The settings may come or go: swap the pointers. */
            SWAP (gpointer, change->item, *(gpointer *) &project->playtest);
            g_ptr_array_add (changed_paths, pf_item_path_build (PF_ITEM_PLAYTEST, NULL, NULL));
            break;
          }

        item = g_ptr_array_index (list_of (change, project), change->index);
        id_before = pf_item_get_id (change->kind, change->item);
        id_changed = g_strcmp0 (id_before, pf_item_get_id (change->kind, item)) != 0;
        pf_item_swap_content (change->kind, item, change->item);
        if (id_changed)
          {
            /* The item's path changed: its list is what the views must hear. */
            note_list (change, project, changed_lists);
            if (change->kind == PF_ITEM_PACK)
              {
                PfChange levels = { .kind = PF_ITEM_LEVEL, .pack_index = change->index };

                note_list (&levels, project, changed_lists);
              }
          }
        g_ptr_array_add (changed_paths,
                         pf_project_path_at (project, change->kind, change->pack_index,
                                             change->index));
      }
      break;

    case PF_CHANGE_INSERT:
    case PF_CHANGE_REMOVE:
      if ((change->op == PF_CHANGE_INSERT) == forward)
        put_in (change, project);
      else
        take_out (change, project);
      note_list (change, project, changed_lists);
      if (change->kind == PF_ITEM_PACK)
        {
          /* The pack's levels came or went with it. */
          g_autofree char *name = pf_document_list_name (PF_ITEM_LEVEL,
                                                         ((PfTriPack *) change->item)->id);
          g_ptr_array_add (changed_lists, g_steal_pointer (&name));
        }
      break;

    case PF_CHANGE_ORDER:
      {
        GPtrArray *levels = pack_at (project, change->pack_index)->levels;

        g_return_if_fail (levels->len == change->order->len);
        for (guint i = 0; i < levels->len; i++)
          SWAP (gpointer, levels->pdata[i], change->order->pdata[i]);
        note_list (change, project, changed_lists);
      }
      break;

    case PF_CHANGE_MOVE:
      {
        PfTriPack *from = pack_at (project, forward ? change->pack_index : change->to_pack_index);
        PfTriPack *to = pack_at (project, forward ? change->to_pack_index : change->pack_index);
        guint from_index = forward ? change->index : change->to_index;
        guint to_index = forward ? change->to_index : change->index;
        gpointer level;
        PfChange side = *change;

        g_return_if_fail (from_index < from->levels->len);
        level = g_ptr_array_steal_index (from->levels, from_index);
        g_return_if_fail (to_index <= to->levels->len);
        g_ptr_array_insert (to->levels, to_index, level);
        note_list (change, project, changed_lists);
        side.pack_index = change->to_pack_index;
        note_list (&side, project, changed_lists);
      }
      break;

    default:
      g_return_if_reached ();
    }
}

/* pf-studio-tileset-edits.c: the tile set page's edits of its lists: shapes, variants, terrains, forbid rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One handler makes every one of them: the rule of pf-tileset-edit.h that
 * the action names, on a copy of the tile set, committed as one undo step
 * (the maps that use the tile set follow it), or refused with the rule's
 * message. What the page shows selected afterwards follows the edit.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-tileset-page"

#include <string.h>

#include "pf-studio-tileset-page-private.h"
#include "pf-tileset-edit.h"

/* Auxiliary methods */

/* The two terrains of the row that adds a forbid rule, as ids; FALSE when
 * one is not chosen. */
static gboolean
forbid_choice (PfStudioTilesetPage *self,
               int                 *a,
               int                 *b)
{
  GtkDropDown *drop_a = g_object_get_data (G_OBJECT (self), "pf-forbid-a");
  GtkDropDown *drop_b = g_object_get_data (G_OBJECT (self), "pf-forbid-b");
  GArray *terrains = self->tileset->terrains;
  guint ia, ib;

  if (drop_a == NULL || drop_b == NULL)
    return FALSE;
  ia = gtk_drop_down_get_selected (drop_a);
  ib = gtk_drop_down_get_selected (drop_b);
  if (ia >= terrains->len || ib >= terrains->len)
    return FALSE;
  *a = g_array_index (terrains, PfTerrain, ia).id;
  *b = g_array_index (terrains, PfTerrain, ib).id;
  return TRUE;
}

/* Callbacks */

static void
edit_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioTilesetPage *self = PF_STUDIO_TILESET_PAGE (widget);
  const char *name = action_name + strlen ("tileset.");
  gboolean shape_edit = g_str_has_suffix (name, "-shape");
  gboolean variant_edit = g_str_has_suffix (name, "-variant") || g_str_equal (name, "clear-image");
  g_autoptr(GError) error = NULL;
  PfTileset *edited;
  int at = -1, a = 0, b = 0;
  gboolean made;

  if (self->tileset == NULL ||
      (!g_str_equal (name, "add-shape") && (shape_edit || variant_edit) &&
       _pf_tileset_page_shape (self) == NULL))
    return;
  if (g_str_equal (name, "move-shape"))
    {
      at = self->shape + g_variant_get_int32 (parameter);
      if (at < 0 || at >= (int) self->tileset->shapes->len)
        return;
    }
  if (g_str_equal (name, "add-forbid") && !forbid_choice (self, &a, &b))
    return;

  edited = _pf_tileset_page_copy (self);
  if (g_str_equal (name, "add-shape"))
    made = (at = pf_tileset_add_shape (edited, self->shape >= 0 ? (guint) self->shape + 1
                                                                  : G_MAXUINT, &error)) >= 0;
  else if (g_str_equal (name, "duplicate-shape"))
    made = (at = pf_tileset_duplicate_shape (edited, self->shape, &error)) >= 0;
  else if (g_str_equal (name, "delete-shape"))
    made = pf_tileset_delete_shape (edited, self->shape, &error);
  else if (g_str_equal (name, "move-shape"))
    made = pf_tileset_move_shape (edited, self->shape, at, &error);
  else if (g_str_equal (name, "add-variant"))
    made = (at = pf_tileset_add_variant (edited, self->shape, &error)) >= 0;
  else if (g_str_equal (name, "delete-variant"))
    made = pf_tileset_delete_variant (edited, self->shape, g_variant_get_uint32 (parameter),
                                      &error);
  else if (g_str_equal (name, "clear-image"))
    made = pf_tileset_set_variant_image (edited, self->shape, g_variant_get_uint32 (parameter),
                                         NULL, &error);
  else if (g_str_equal (name, "add-terrain"))
    {
      pf_tileset_add_terrain (edited);
      made = TRUE;
    }
  else if (g_str_equal (name, "delete-terrain"))
    made = pf_tileset_delete_terrain (edited, g_variant_get_int32 (parameter), &error);
  else if (g_str_equal (name, "add-forbid"))
    made = pf_tileset_add_forbid (edited, a, b, &error);
  else
    made = pf_tileset_delete_forbid (edited, g_variant_get_uint32 (parameter), &error);

  /* What is selected afterwards: the shape made or moved, the variant added */
  if (made && shape_edit)
    {
      _pf_tileset_page_drop_draft (self);
      if (at >= 0)
        self->shape = at;
      if (g_str_equal (name, "add-shape"))
        self->expanded_variant = -1;
    }
  else if (made && g_str_equal (name, "add-variant"))
    self->expanded_variant = at;
  else if (made && g_str_equal (name, "delete-variant"))
    self->expanded_variant = -1;
  _pf_tileset_page_commit_made (self, edited, made, error);
}

/* Internal API */

void
_pf_tileset_edits_class_init (GtkWidgetClass *widget_class)
{
  static const struct
  {
    const char *name;
    const char *parameter;
  } edits[] = {
    { "tileset.add-shape", NULL },
    { "tileset.duplicate-shape", NULL },
    { "tileset.delete-shape", NULL },
    { "tileset.move-shape", "i" },
    { "tileset.add-variant", NULL },
    { "tileset.delete-variant", "u" },
    { "tileset.clear-image", "u" },
    { "tileset.add-terrain", NULL },
    { "tileset.delete-terrain", "i" },
    { "tileset.add-forbid", NULL },
    { "tileset.delete-forbid", "u" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    gtk_widget_class_install_action (widget_class, edits[i].name, edits[i].parameter,
                                     edit_action);
}

/* pf-studio-map-tools.c: the map page's hand tools: stamp, erase, lock, unlock and refill
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every gesture activates an action, as a key, a button or a script would:
 * a click of the stamp tool `map.stamp`, a rectangle of the erase, lock and
 * unlock tools `map.erase`, `map.lock` and `map.unlock`, the fill buttons
 * and keys `map.refill`. Each is a named operation of the document on the
 * kept map (pf-document-map.h), one undo step; the page redraws when the
 * document says the map changed, and shows why an edit was refused. An
 * edit lands on the map shown: a preview is kept first, in the edit's undo
 * step; one still being generated is dropped.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-map-page"

#include <glib/gi18n.h>

#include "pf-studio-map-page-private.h"

static const char * const tool_names[] = { "pan", "stamp", "erase", "lock", "unlock" };

/* Auxiliary methods */

static const PfShape *
stamp_shape (PfStudioMapPage *self)
{
  guint selected = adw_combo_row_get_selected (self->stamp_shape_row);

  if (self->tileset == NULL || selected >= self->tileset->shapes->len)
    return NULL;
  return g_ptr_array_index (self->tileset->shapes, selected);
}

static const PfVariant *
stamp_variant (PfStudioMapPage *self)
{
  const PfShape *shape = stamp_shape (self);
  guint selected = adw_combo_row_get_selected (self->stamp_variant_row);

  if (shape == NULL || selected >= shape->variants->len)
    return NULL;
  return g_ptr_array_index (shape->variants, selected);
}

/* The ghost under the pointer (the stamp as it would go down), and the
 * line beside the tools that says what the primary button does */
static void
update_ghost (PfStudioMapPage *self)
{
  const PfShape *shape = stamp_shape (self);
  const PfVariant *variant = stamp_variant (self);
  g_autofree char *stamp = NULL;
  const char *hint;

  if (g_strcmp0 (self->tool, "stamp") != 0 || shape == NULL || variant == NULL)
    pf_studio_map_view_set_ghost (self->map_view, NULL, 0, 0);
  else
    pf_studio_map_view_set_ghost (self->map_view, shape, self->stamp_rotation, variant->colour);

  /* With the focus on the map, the keys' words; otherwise the pointer's. */
  if (gtk_widget_has_focus (GTK_WIDGET (self->map_view)))
    {
      if (g_strcmp0 (self->tool, "stamp") == 0 && shape != NULL && variant != NULL)
        hint = stamp = g_strdup_printf (_("Space stamps %s · %s turned %u°, locked; R turns it"),
                                        shape->id, variant->name ? variant->name : variant->id,
                                        self->stamp_rotation * 90);
      else if (g_strcmp0 (self->tool, "pan") == 0)
        hint = _("Arrows move the cursor; pick a tool for Space to use there");
      else
        hint = _("Space takes the cursor's cell, or the rectangle Shift+arrows stretch");
    }
  else if (g_strcmp0 (self->tool, "stamp") == 0 && shape != NULL && variant != NULL)
    hint = stamp = g_strdup_printf (_("Click to stamp %s · %s turned %u°, locked; R turns it"),
                                    shape->id, variant->name ? variant->name : variant->id,
                                    self->stamp_rotation * 90);
  else if (g_strcmp0 (self->tool, "erase") == 0)
    hint = _("Drag over tiles to erase them; their cells stay empty until filled");
  else if (g_strcmp0 (self->tool, "lock") == 0)
    hint = _("Drag over tiles to lock them: a refill keeps them");
  else if (g_strcmp0 (self->tool, "unlock") == 0)
    hint = _("Drag over tiles to unlock them");
  else
    hint = _("Drag to move the map, scroll to zoom");
  gtk_label_set_text (self->tool_hint, hint);
}

/* The variants of the stamp's shape, the first chosen when the shape changed */
static void
sync_variants (PfStudioMapPage *self)
{
  const PfShape *shape = stamp_shape (self);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (guint i = 0; shape != NULL && i < shape->variants->len; i++)
    {
      const PfVariant *variant = g_ptr_array_index (shape->variants, i);

      gtk_string_list_append (names, variant->name && variant->name[0] ? variant->name
                                                                       : variant->id);
    }
  pf_studio_map_page_set_titles (self->stamp_variant_row, names);
  if (shape != NULL && !shape->rotate)
    self->stamp_rotation = 0;
  gtk_widget_set_sensitive (GTK_WIDGET (self->stamp_rotation_row),
                            shape != NULL && shape->rotate);
  adw_combo_row_set_selected (self->stamp_rotation_row, self->stamp_rotation);
}

/* Callbacks */

static void
on_shape_selected (PfStudioMapPage *self)
{
  if (self->updating)
    return;
  sync_variants (self);
  update_ghost (self);
}

static void
on_rotation_selected (PfStudioMapPage *self)
{
  guint selected = adw_combo_row_get_selected (self->stamp_rotation_row);

  if (selected <= 3)
    self->stamp_rotation = selected;
  update_ghost (self);
}

static void
on_stamp_clicked (PfStudioMapView *view,
                  int              x,
                  int              y,
                  PfStudioMapPage *self)
{
  const PfShape *shape = stamp_shape (self);
  const PfVariant *variant = stamp_variant (self);

  if (shape != NULL && variant != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "map.stamp", "(ssuii)", shape->id,
                                variant->id, self->stamp_rotation, x, y);
}

static void
on_rect_selected (PfStudioMapView *view,
                  int              x,
                  int              y,
                  int              width,
                  int              height,
                  PfStudioMapPage *self)
{
  g_autofree char *action = g_strconcat ("map.", self->tool, NULL);

  if (g_strcmp0 (self->tool, "erase") == 0 || g_strcmp0 (self->tool, "lock") == 0 ||
      g_strcmp0 (self->tool, "unlock") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), action, "(iiii)", x, y, width, height);
}

/* Shows what the document said: a refusal, or NULL for none. */
static void
report (PfStudioMapPage *self,
        const GError    *error)
{
  if (error != NULL)
    pf_studio_map_page_show_message (self, error->message, TRUE);
  else if (self->message != NULL)
    pf_studio_map_page_show_message (self, NULL, FALSE);
}

/* Keeps the preview on screen for a hand edit named @label, or drops one
 * that is still being generated. Returns whether a group was begun, for
 * end_hand_edit(). */
static gboolean
begin_hand_edit (PfStudioMapPage *self,
                 const char      *label)
{
  if (pf_studio_map_page_has_preview (self) && self->generation == NULL)
    {
      pf_document_begin_group (self->document, label);
      pf_studio_map_page_keep_preview (self);
      return TRUE;
    }
  pf_studio_map_page_drop_preview (self);
  return FALSE;
}

static void
end_hand_edit (PfStudioMapPage *self,
               gboolean         grouped)
{
  if (grouped)
    pf_document_end_group (self->document);
}

/* Actions */

static void
stamp_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (widget);
  g_autoptr(GError) error = NULL;
  const char *shape, *variant;
  gboolean grouped;
  guint rotation;
  gint x, y;

  if (self->document == NULL || self->map == NULL)
    return;
  g_variant_get (parameter, "(&s&suii)", &shape, &variant, &rotation, &x, &y);
  grouped = begin_hand_edit (self, _("Stamp"));
  pf_document_map_stamp (self->document, self->path, shape, variant, rotation, x, y, &error);
  end_hand_edit (self, grouped);
  report (self, error);
}

/* map.erase, map.lock and map.unlock */
static void
rect_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (widget);
  g_autoptr(GError) error = NULL;
  gboolean erase, lock, grouped;
  PfMapRect rect;

  if (self->document == NULL || self->map == NULL)
    return;
  g_variant_get (parameter, "(iiii)", &rect.x, &rect.y, &rect.width, &rect.height);
  erase = g_str_equal (action_name, "map.erase");
  lock = g_str_equal (action_name, "map.lock");
  grouped = begin_hand_edit (self, erase ? _("Erase") : lock ? _("Lock") : _("Unlock"));
  if (erase)
    pf_document_map_erase (self->document, self->path, &rect, &error);
  else
    pf_document_map_set_locked (self->document, self->path, &rect, lock, &error);
  end_hand_edit (self, grouped);
  report (self, error);
}

static void
refill_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) conflicts = NULL;
  g_autoptr(GString) text = NULL;
  gboolean all, grouped, refilled;
  guint64 seed;

  if (self->document == NULL || self->map == NULL)
    return;
  g_variant_get (parameter, "(bt)", &all, &seed);
  grouped = begin_hand_edit (self, all ? _("Refill") : _("Fill Holes"));
  refilled = pf_document_map_refill (self->document, self->path, all, seed, &conflicts, &error);
  end_hand_edit (self, grouped);
  if (!refilled)
    {
      report (self, error);
      return;
    }
  pf_studio_map_view_set_conflicts (self->map_view, conflicts);
  if (conflicts->len == 0)
    {
      report (self, NULL);
      return;
    }
  /* Where a single went against a forbid rule: said, and ringed on the map */
  text = g_string_new (NULL);
  g_string_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                      "%u cell got a single against a forbid rule:",
                                      "%u cells got a single against a forbid rule:",
                                      conflicts->len), conflicts->len);
  for (guint i = 0; i < conflicts->len && i < 8; i++)
    g_string_append_printf (text, " (%u, %u)", g_array_index (conflicts, PfMapCell, i).x,
                            g_array_index (conflicts, PfMapCell, i).y);
  if (conflicts->len > 8)
    g_string_append (text, " …");
  pf_studio_map_page_show_message (self, text->str, TRUE);
}

/* map.fill-holes and map.refill-all: map.refill with the seed on screen */
static void
fill_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (widget);

  gtk_widget_activate_action (widget, "map.refill", "(bt)",
                              g_str_equal (action_name, "map.refill-all"),
                              (guint64) gtk_spin_button_get_value (self->refill_seed_spin));
}

static void
rotate_stamp_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PfStudioMapPage *self = PF_STUDIO_MAP_PAGE (widget);
  const PfShape *shape = stamp_shape (self);

  if (shape == NULL || !shape->rotate)
    return;
  self->stamp_rotation = (self->stamp_rotation + (guint) g_variant_get_int32 (parameter)) & 3;
  adw_combo_row_set_selected (self->stamp_rotation_row, self->stamp_rotation);
}

/* Internal API */

void
pf_studio_map_page_set_tool (PfStudioMapPage *self,
                             const char      *tool)
{
  PfStudioMapTool view_tool = PF_STUDIO_MAP_TOOL_RECT;
  gboolean known = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (tool_names); i++)
    known |= g_strcmp0 (tool, tool_names[i]) == 0;
  if (!known || g_strcmp0 (tool, self->tool) == 0)
    return;
  g_free (self->tool);
  self->tool = g_strdup (tool);
  if (g_str_equal (tool, "pan"))
    view_tool = PF_STUDIO_MAP_TOOL_PAN;
  else if (g_str_equal (tool, "stamp"))
    view_tool = PF_STUDIO_MAP_TOOL_STAMP;
  pf_studio_map_view_set_tool (self->map_view, view_tool);
  update_ghost (self);
  g_object_notify (G_OBJECT (self), "tool");
}

void
pf_studio_map_page_sync_tools (PfStudioMapPage *self)
{
  g_autoptr(GtkStringList) ids = gtk_string_list_new (NULL);
  const PfShape *chosen = stamp_shape (self);
  g_autofree char *chosen_id = chosen ? g_strdup (chosen->id) : NULL;
  guint selected = 0;

  for (guint i = 0; self->tileset != NULL && i < self->tileset->shapes->len; i++)
    {
      const PfShape *shape = g_ptr_array_index (self->tileset->shapes, i);

      gtk_string_list_append (ids, shape->id);
      if (g_strcmp0 (shape->id, chosen_id) == 0)
        selected = i;
    }
  self->updating = TRUE;
  pf_studio_map_page_set_titles (self->stamp_shape_row, ids);
  adw_combo_row_set_selected (self->stamp_shape_row, selected);
  self->updating = FALSE;
  sync_variants (self);
  update_ghost (self);
}

void
pf_studio_map_page_tools_init (PfStudioMapPage *self)
{
  g_autoptr(GtkStringList) turns = gtk_string_list_new (NULL);

  for (guint r = 0; r < 4; r++)
    {
      /* TRANSLATORS: a stamp's rotation, in degrees clockwise */
      g_autofree char *turn = g_strdup_printf (_("%u°"), r * 90);

      gtk_string_list_append (turns, turn);
    }
  adw_combo_row_set_model (self->stamp_rotation_row, G_LIST_MODEL (turns));
  self->tool = g_strdup ("pan");
  g_signal_connect_swapped (self->stamp_shape_row, "notify::selected",
                            G_CALLBACK (on_shape_selected), self);
  g_signal_connect_swapped (self->stamp_variant_row, "notify::selected",
                            G_CALLBACK (update_ghost), self);
  g_signal_connect_swapped (self->stamp_rotation_row, "notify::selected",
                            G_CALLBACK (on_rotation_selected), self);
  g_signal_connect (self->map_view, "stamp-clicked", G_CALLBACK (on_stamp_clicked), self);
  g_signal_connect (self->map_view, "rect-selected", G_CALLBACK (on_rect_selected), self);
  g_signal_connect_swapped (self->map_view, "notify::has-focus", G_CALLBACK (update_ghost),
                            self);
  update_ghost (self);
}

void
pf_studio_map_page_class_tools_init (GtkWidgetClass *widget_class)
{
  static const struct
  {
    guint           key;
    GdkModifierType mods;
    const char     *tool;
  } tool_keys[] = {
    { GDK_KEY_h, 0, "pan" },
    { GDK_KEY_s, 0, "stamp" },
    { GDK_KEY_e, 0, "erase" },
    { GDK_KEY_l, 0, "lock" },
    { GDK_KEY_u, 0, "unlock" },
  };

  gtk_widget_class_install_property_action (widget_class, "map.tool", "tool");
  gtk_widget_class_install_action (widget_class, "map.stamp", "(ssuii)", stamp_action);
  gtk_widget_class_install_action (widget_class, "map.erase", "(iiii)", rect_action);
  gtk_widget_class_install_action (widget_class, "map.lock", "(iiii)", rect_action);
  gtk_widget_class_install_action (widget_class, "map.unlock", "(iiii)", rect_action);
  gtk_widget_class_install_action (widget_class, "map.refill", "(bt)", refill_action);
  gtk_widget_class_install_action (widget_class, "map.fill-holes", NULL, fill_action);
  gtk_widget_class_install_action (widget_class, "map.refill-all", NULL, fill_action);
  gtk_widget_class_install_action (widget_class, "map.rotate-stamp", "i", rotate_stamp_action);

  for (guint i = 0; i < G_N_ELEMENTS (tool_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, tool_keys[i].key, tool_keys[i].mods,
                                         "map.tool", "s", tool_keys[i].tool);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "map.rotate-stamp", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK,
                                       "map.rotate-stamp", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, 0, "map.fill-holes", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F, GDK_SHIFT_MASK,
                                       "map.refill-all", NULL);
}

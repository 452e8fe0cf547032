/* pf-studio-tileset-lists.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tile set page's lists of variants, terrains and forbid rules. Rows are
 * rebuilt from the model after every change (_pf_tileset_page_queue_lists());
 * they remember only indices, never pointers into the project, which an
 * undo replaces.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-tileset-page"

#include <math.h>

#include <glib/gi18n.h>

#include "pf-studio-tileset-page-private.h"
#include "pf-tileset-edit.h"

/* Auxiliary methods */


static guint32
rgba_to_rgb (const GdkRGBA *rgba)
{
  return ((guint32) lround (CLAMP (rgba->red, 0, 1) * 255) << 16) |
         ((guint32) lround (CLAMP (rgba->green, 0, 1) * 255) << 8) |
         (guint32) lround (CLAMP (rgba->blue, 0, 1) * 255);
}

static GdkRGBA
rgb_to_rgba (guint32 rgb)
{
  GdkRGBA rgba = { ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                   (rgb & 0xff) / 255.0, 1.0 };

  return rgba;
}

static GtkWidget *
icon_button (const char *icon,
             const char *tooltip,
             const char *action,
             GVariant   *target)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  return button;
}

static GtkWidget *
colour_button (guint32     rgb,
               const char *tooltip)
{
  GdkRGBA rgba = rgb_to_rgba (rgb);
  GtkWidget *button = gtk_color_button_new_with_rgba (&rgba);

  gtk_color_chooser_set_use_alpha (GTK_COLOR_CHOOSER (button), FALSE);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

static GtkStringList *
terrain_model (const PfTileset *tileset)
{
  GtkStringList *model = gtk_string_list_new (NULL);

  for (guint i = 0; i < tileset->terrains->len; i++)
    {
      const PfTerrain *terrain = &g_array_index (tileset->terrains, PfTerrain, i);
      g_autofree char *label = g_strdup_printf ("%s (%d)", terrain->name ? terrain->name : "",
                                                terrain->id);

      gtk_string_list_append (model, label);
    }
  return model;
}

static guint
terrain_index (const PfTileset *tileset,
               int              id)
{
  for (guint i = 0; i < tileset->terrains->len; i++)
    if (g_array_index (tileset->terrains, PfTerrain, i).id == id)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

/* Variants */

static void
on_variant_colour_set (GtkColorButton      *button,
                       PfStudioTilesetPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "pf-index"));
  g_autoptr(GError) error = NULL;
  PfTileset *edited;
  gboolean made;
  GdkRGBA rgba;

  if (_pf_tileset_page_shape (self) == NULL)
    return;
  edited = _pf_tileset_page_copy (self);
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &rgba);
  made = pf_tileset_set_variant_colour (edited, self->shape, index, rgba_to_rgb (&rgba),
                                        &error);
  _pf_tileset_page_commit_made (self, edited, made, error);
}

static void
on_variant_name_apply (AdwEntryRow         *row,
                       PfStudioTilesetPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "pf-index"));
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));
  g_autoptr(GError) error = NULL;
  PfTileset *edited;
  gboolean made;

  if (_pf_tileset_page_shape (self) == NULL)
    return;
  edited = _pf_tileset_page_copy (self);
  made = pf_tileset_set_variant_name (edited, self->shape, index, text, &error);
  if (!_pf_tileset_page_commit_made (self, edited, made, error))
    {
      const PfShape *shape = _pf_tileset_page_shape (self);

      /* Refused, the row shows the name kept. */
      const PfVariant *variant = shape != NULL && index < shape->variants->len
                                 ? g_ptr_array_index (shape->variants, index) : NULL;

      if (variant != NULL)
        gtk_editable_set_text (GTK_EDITABLE (row), variant->name ? variant->name : "");
    }
}

static void
on_variant_terrain_changed (AdwComboRow         *row,
                            GParamSpec          *pspec,
                            PfStudioTilesetPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "pf-index"));
  guint selected = adw_combo_row_get_selected (row);
  g_autoptr(GError) error = NULL;
  PfTileset *edited;
  gboolean made;
  int terrain;

  if (self->updating || _pf_tileset_page_shape (self) == NULL ||
      selected >= self->tileset->terrains->len)
    return;
  edited = _pf_tileset_page_copy (self);
  terrain = g_array_index (edited->terrains, PfTerrain, selected).id;
  made = pf_tileset_set_variant_terrain (edited, self->shape, index, terrain, &error);
  _pf_tileset_page_commit_made (self, edited, made, error);
}

static void
on_variant_expanded (AdwExpanderRow      *row,
                     GParamSpec          *pspec,
                     PfStudioTilesetPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "pf-index"));

  if (self->updating)
    return;
  if (adw_expander_row_get_expanded (row))
    self->expanded_variant = index;
  else if (self->expanded_variant == (int) index)
    self->expanded_variant = -1;
}

void
_pf_tileset_page_rebuild_variants (PfStudioTilesetPage *self)
{
  const PfShape *shape = _pf_tileset_page_shape (self);

  _pf_tileset_page_clear_list (self->variants_list);
  if (shape == NULL)
    return;
  for (guint i = 0; i < shape->variants->len; i++)
    {
      const PfVariant *variant = g_ptr_array_index (shape->variants, i);
      GtkWidget *row = adw_expander_row_new ();
      GtkWidget *colour = colour_button (variant->colour, _("Variant colour"));
      GtkWidget *name_row = adw_entry_row_new ();
      GtkWidget *terrain_row = adw_combo_row_new ();
      GtkWidget *image_row = adw_action_row_new ();
      GtkWidget *delete_row = adw_action_row_new ();
      GtkWidget *delete_button = gtk_button_new_with_mnemonic (_("_Delete Variant"));
      g_autoptr(GtkStringList) model = terrain_model (self->tileset);
      g_autofree char *title = g_markup_escape_text (variant->name ? variant->name : "", -1);
      g_autofree char *terrain = g_markup_escape_text (_pf_tileset_terrain_name (self->tileset,
                                                                     variant->terrain), -1);
      g_autofree char *image = variant->image ? g_markup_escape_text (variant->image, -1) : NULL;
      g_autofree char *subtitle = NULL;

      subtitle = image ? g_strdup_printf ("%s · %s", terrain, image) : g_strdup (terrain);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
      g_object_set_data (G_OBJECT (colour), "pf-index", GUINT_TO_POINTER (i));
      g_signal_connect (colour, "color-set", G_CALLBACK (on_variant_colour_set), self);
      adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row), colour);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (name_row), _("Name"));
      gtk_editable_set_text (GTK_EDITABLE (name_row), variant->name ? variant->name : "");
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (name_row), TRUE);
      g_object_set_data (G_OBJECT (name_row), "pf-index", GUINT_TO_POINTER (i));
      g_signal_connect (name_row, "apply", G_CALLBACK (on_variant_name_apply), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), name_row);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (terrain_row), _("Terrain"));
      adw_combo_row_set_model (ADW_COMBO_ROW (terrain_row), G_LIST_MODEL (model));
      adw_combo_row_set_selected (ADW_COMBO_ROW (terrain_row),
                                  terrain_index (self->tileset, variant->terrain));
      g_object_set_data (G_OBJECT (terrain_row), "pf-index", GUINT_TO_POINTER (i));
      g_signal_connect (terrain_row, "notify::selected", G_CALLBACK (on_variant_terrain_changed),
                        self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), terrain_row);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (image_row), _("Image"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (image_row), image ? image : _("None"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (image_row),
                                 icon_button ("document-open-symbolic", _("Choose an image…"),
                                              "tileset.choose-image", g_variant_new_uint32 (i)));
      if (variant->image != NULL)
        adw_action_row_add_suffix (ADW_ACTION_ROW (image_row),
                                   icon_button ("edit-clear-symbolic", _("No image"),
                                                "tileset.clear-image",
                                                g_variant_new_uint32 (i)));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), image_row);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (delete_row),
                                     shape->variants->len > 1
                                       ? _("Remove this tile from the shape")
                                       : _("A shape keeps at least one variant"));
      gtk_widget_set_valign (delete_button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (delete_button, "destructive-action");
      /* The action is off on the last variant (see update_actions()); the
       * tooltip says why, as an insensitive button still shows it. */
      gtk_actionable_set_action_name (GTK_ACTIONABLE (delete_button), "tileset.delete-variant");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (delete_button),
                                              g_variant_new_uint32 (i));
      gtk_widget_set_tooltip_text (delete_button,
                                   shape->variants->len > 1
                                     ? _("Delete this variant")
                                     : _("A shape needs at least one variant: add another "
                                         "before deleting this one"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (delete_row), delete_button);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), delete_row);

      g_object_set_data (G_OBJECT (row), "pf-index", GUINT_TO_POINTER (i));
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), (int) i == self->expanded_variant);
      g_signal_connect (row, "notify::expanded", G_CALLBACK (on_variant_expanded), self);
      gtk_list_box_append (self->variants_list, row);
    }
}

/* Terrains */

static void
on_terrain_colour_set (GtkColorButton      *button,
                       PfStudioTilesetPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "pf-index"));
  g_autoptr(GError) error = NULL;
  PfTileset *edited;
  gboolean made;
  GdkRGBA rgba;
  int id;

  if (self->tileset == NULL || index >= self->tileset->terrains->len)
    return;
  id = g_array_index (self->tileset->terrains, PfTerrain, index).id;
  edited = _pf_tileset_page_copy (self);
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &rgba);
  made = pf_tileset_set_terrain_colour (edited, id, rgba_to_rgb (&rgba), &error);
  _pf_tileset_page_commit_made (self, edited, made, error);
}

static void
on_terrain_name_apply (AdwEntryRow         *row,
                       PfStudioTilesetPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "pf-index"));
  const char *name = gtk_editable_get_text (GTK_EDITABLE (row));
  g_autoptr(GError) error = NULL;
  PfTileset *edited;
  gboolean made;
  int id;

  if (self->tileset == NULL || index >= self->tileset->terrains->len)
    return;
  id = g_array_index (self->tileset->terrains, PfTerrain, index).id;
  edited = _pf_tileset_page_copy (self);
  made = pf_tileset_rename_terrain (edited, id, name, &error);
  if (!_pf_tileset_page_commit_made (self, edited, made, error))
    /* Refused, the row shows the name kept. */
    {
      const char *kept = g_array_index (self->tileset->terrains, PfTerrain, index).name;

      gtk_editable_set_text (GTK_EDITABLE (row), kept ? kept : "");
    }
}

void
_pf_tileset_page_rebuild_terrains (PfStudioTilesetPage *self)
{
  _pf_tileset_page_clear_list (self->terrains_list);
  for (guint i = 0; i < self->tileset->terrains->len; i++)
    {
      const PfTerrain *terrain = &g_array_index (self->tileset->terrains, PfTerrain, i);
      GtkWidget *row = adw_entry_row_new ();
      GtkWidget *colour = colour_button (terrain->colour, _("Terrain colour"));
      g_autofree char *title = g_strdup_printf (_("Terrain %d"), terrain->id);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_editable_set_text (GTK_EDITABLE (row), terrain->name ? terrain->name : "");
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "pf-index", GUINT_TO_POINTER (i));
      g_signal_connect (row, "apply", G_CALLBACK (on_terrain_name_apply), self);
      g_object_set_data (G_OBJECT (colour), "pf-index", GUINT_TO_POINTER (i));
      g_signal_connect (colour, "color-set", G_CALLBACK (on_terrain_colour_set), self);
      adw_entry_row_add_prefix (ADW_ENTRY_ROW (row), colour);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row),
                                icon_button ("user-trash-symbolic", _("Delete the terrain"),
                                             "tileset.delete-terrain",
                                             g_variant_new_int32 (terrain->id)));
      gtk_list_box_append (self->terrains_list, row);
    }
}

/* Forbid rules */

void
_pf_tileset_page_rebuild_forbids (PfStudioTilesetPage *self)
{
  GtkWidget *add_row = adw_action_row_new ();
  GtkWidget *a = gtk_drop_down_new (G_LIST_MODEL (terrain_model (self->tileset)), NULL);
  GtkWidget *b = gtk_drop_down_new (G_LIST_MODEL (terrain_model (self->tileset)), NULL);
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");

  _pf_tileset_page_clear_list (self->forbids_list);
  for (guint i = 0; i < self->tileset->forbids->len; i++)
    {
      const PfForbid *forbid = &g_array_index (self->tileset->forbids, PfForbid, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *title = NULL;
      g_autofree char *escaped = NULL;

      title = g_strdup_printf (_("%s never touches %s"), _pf_tileset_terrain_name (self->tileset, forbid->a),
                               _pf_tileset_terrain_name (self->tileset, forbid->b));
      escaped = g_markup_escape_text (title, -1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 icon_button ("user-trash-symbolic", _("Delete the rule"),
                                              "tileset.delete-forbid", g_variant_new_uint32 (i)));
      gtk_list_box_append (self->forbids_list, row);
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (add_row), _("New rule"));
  gtk_widget_set_valign (a, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (b, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (add, _("Forbid these two terrains from touching"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "tileset.add-forbid");
  g_object_set_data (G_OBJECT (self), "pf-forbid-a", a);
  g_object_set_data (G_OBJECT (self), "pf-forbid-b", b);
  adw_action_row_add_suffix (ADW_ACTION_ROW (add_row), a);
  adw_action_row_add_suffix (ADW_ACTION_ROW (add_row), b);
  adw_action_row_add_suffix (ADW_ACTION_ROW (add_row), add);
  gtk_widget_set_sensitive (add_row, self->tileset->terrains->len > 0);
  gtk_list_box_append (self->forbids_list, add_row);
}

/* Actions */

static void
on_image_response (GtkNativeDialog     *dialog,
                   int                  response,
                   PfStudioTilesetPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "pf-index"));
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);

  if (file != NULL && _pf_tileset_page_shape (self) != NULL &&
      index < _pf_tileset_page_shape (self)->variants->len)
    {
      GFile *project_file = self->document ? pf_document_get_file (self->document) : NULL;
      g_autoptr(GFile) folder = project_file ? g_file_get_parent (project_file) : NULL;
      g_autofree char *path = folder ? g_file_get_relative_path (folder, file) : NULL;
      PfTileset *edited = _pf_tileset_page_copy (self);
      gboolean made;
      g_autoptr(GError) error = NULL;

      /* Relative to the project's folder when the image lies inside it. */
      if (path == NULL)
        path = g_file_get_path (file);
      if (path == NULL)
        path = g_file_get_uri (file);
      made = pf_tileset_set_variant_image (edited, self->shape, index, path, &error);
      _pf_tileset_page_commit_made (self, edited, made, error);
    }
  g_object_unref (self);
}

static void
choose_image_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PfStudioTilesetPage *self = PF_STUDIO_TILESET_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog;
  GtkFileFilter *filter = gtk_file_filter_new ();

  dialog = gtk_file_chooser_native_new (_("Choose a Tile Image"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"),
                                        _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Images"));
  gtk_file_filter_add_pixbuf_formats (filter);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);
  g_object_set_data (G_OBJECT (dialog), "pf-index",
                     GUINT_TO_POINTER (g_variant_get_uint32 (parameter)));
  g_signal_connect (dialog, "response", G_CALLBACK (on_image_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
_pf_tileset_lists_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "tileset.choose-image", "u",
                                   choose_image_action);
}

/* pf-studio-map-figures.c: what the map page says about the map: its figures and the tile under the pointer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-map-page"

#include <glib/gi18n.h>

#include "pf-map-edit.h"
#include "pf-map-vanished.h"
#include "pf-studio-map-page-private.h"
#include "pf-studio-count.h"

/* Auxiliary methods */

static GtkWidget *
stat_row (const char *title,
          const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);
  g_autofree char *escaped = g_markup_escape_text (title, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

static GtkWidget *
warning_row (const char *text)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  gtk_widget_add_css_class (row, "warning");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  return row;
}

/* Internal API */

void
pf_studio_map_page_show_figures (PfStudioMapPage *self)
{
  const PfMapStats *stats = self->stats;
  const PfMap *map = pf_studio_map_page_shown_map (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stats_list))) != NULL)
    gtk_list_box_remove (self->stats_list, child);
  if (stats == NULL || self->tileset == NULL)
    {
      gtk_list_box_append (self->stats_list, stat_row (self->problem ? self->problem
                                                                     : _("No map"), ""));
      return;
    }

#define ADD_ROW(title, ...) G_STMT_START {                                 \
    g_autofree char *value_ = g_strdup_printf (__VA_ARGS__);              \
    gtk_list_box_append (self->stats_list, stat_row (title, value_));     \
  } G_STMT_END
#define ADD_COUNT(title, n) G_STMT_START {                                \
    g_autofree char *count_ = pf_studio_format_count ((gint64) (n));       \
    gtk_list_box_append (self->stats_list, stat_row (title, count_));     \
  } G_STMT_END

  ADD_COUNT (_("Placements"), stats->n_placements);
  ADD_COUNT (_("Locked by hand"), map != NULL ? pf_map_count_locked (map) : 0);
  ADD_COUNT (_("Empty cells"), stats->n_empty);
  for (guint i = 0; i < stats->n_shapes && i < self->tileset->shapes->len; i++)
    {
      const PfShape *shape = g_ptr_array_index (self->tileset->shapes, i);
      g_autofree char *title = g_strdup_printf (_("Shape “%s”"), shape->id);

      ADD_COUNT (title, stats->per_shape[i]);
    }
  ADD_ROW (_("Share of singles"), "%.1f %%", stats->single_share * 100);
  ADD_COUNT (_("Forbid violations"), stats->forbid_violations);
  ADD_ROW (_("Largest repeated window"), "%u × %u", stats->repeat_size, stats->repeat_size);
  ADD_COUNT (_("Repeated 8 × 8 windows"), stats->repeat_windows);
#undef ADD_ROW
#undef ADD_COUNT

  if (self->grid != NULL && stats->n_empty == 0)
    {
      g_autoptr(GPtrArray) vanished = pf_map_vanished_variants (self->grid, self->tileset);

      for (guint i = 0; i < vanished->len; i++)
        gtk_list_box_append (self->stats_list,
                             warning_row (g_ptr_array_index (vanished, i)));
    }
}

void
pf_studio_map_page_show_hovered (PfStudioMapPage *self,
                                 gint64           placement)
{
  const PfMap *map = pf_studio_map_page_shown_map (self);
  const PfPlacement *p;
  const PfShape *shape;
  const PfVariant *variant;
  const PfTerrain *terrain;
  g_autofree char *text = NULL;

  if (map == NULL || self->tileset == NULL || placement < 0 ||
      (guint64) placement >= map->placements->len)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->hover_label), FALSE);
      return;
    }
  p = &g_array_index (map->placements, PfPlacement, placement);
  if (p->shape >= self->tileset->shapes->len)
    return;
  shape = g_ptr_array_index (self->tileset->shapes, p->shape);
  if (p->variant >= shape->variants->len)
    return;
  variant = g_ptr_array_index (shape->variants, p->variant);
  terrain = pf_tileset_find_terrain (self->tileset, variant->terrain);
  text = g_strdup_printf (p->locked ? _("Shape %s · variant %s (%s) · rotation %u (%u°) · at "
                                        "%d, %d · locked")
                                     : _("Shape %s · variant %s (%s) · rotation %u (%u°) · at "
                                         "%d, %d"),
                          shape->id, variant->name, terrain && terrain->name ? terrain->name : "?",
                          p->rotation, p->rotation * 90, p->x, p->y);
  gtk_label_set_text (self->hover_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->hover_label), TRUE);
}

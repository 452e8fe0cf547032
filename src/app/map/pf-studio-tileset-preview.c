/* pf-studio-tileset-preview.c: the tile set page's live preview map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-tileset-page"

#include <glib/gi18n.h>

#include "pf-map-vanished.h"
#include "pf-mapgen.h"
#include "pf-studio-map-generate.h"
#include "pf-studio-tileset-page-private.h"
#include "pf-studio-count.h"

/* The preview map's size */
#define PREVIEW_WIDTH 24
#define PREVIEW_HEIGHT 16

static void
update_preview_label (PfStudioTilesetPage *self,
                      gint64               hovered)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const PfMapStats *stats = self->preview_stats;

  if (self->preview == NULL || stats == NULL)
    return;
  if (hovered >= 0 && (guint64) hovered < self->preview->placements->len)
    {
      const PfPlacement *p = &g_array_index (self->preview->placements, PfPlacement, hovered);
      const PfShape *shape = g_ptr_array_index (self->tileset->shapes, p->shape);
      const PfVariant *variant = g_ptr_array_index (shape->variants, p->variant);

      g_string_append_printf (text, _("%s · %s on %s · turned %u° · at %d, %d"), shape->id,
                              variant->name, _pf_tileset_terrain_name (self->tileset, variant->terrain),
                              p->rotation * 90, p->x, p->y);
    }
  else
    {
      g_autofree char *placements = pf_studio_format_count ((gint64) stats->n_placements);
      g_autofree char *violations = pf_studio_format_count ((gint64) stats->forbid_violations);

      /* Numbers are formatted apart, so the translatable strings hold plain %s. */
      g_string_append_printf (text, ngettext ("%s placement · %.0f %% singles",
                                              "%s placements · %.0f %% singles",
                                              (gulong) MIN (stats->n_placements, G_MAXULONG)),
                              placements, stats->single_share * 100);
      g_string_append_printf (text, ngettext (" · %s forbid violation",
                                              " · %s forbid violations",
                                              (gulong) MIN (stats->forbid_violations,
                                                            G_MAXULONG)),
                              violations);
      g_string_append_printf (text, _(" · repeats up to %u × %u"), stats->repeat_size,
                              stats->repeat_size);
      if (self->preview_grid != NULL)
        {
          g_autoptr(GPtrArray) vanished = pf_map_vanished_variants (self->preview_grid,
                                                                    self->tileset);

          for (guint i = 0; i < vanished->len; i++)
            g_string_append_printf (text, "\n⚠ %s", (char *) g_ptr_array_index (vanished, i));
        }
    }
  gtk_label_set_text (self->preview_label, text->str);
}

void
_pf_tileset_page_regenerate_preview (PfStudioTilesetPage *self)
{
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *seed = NULL;
  PfMapgenOptions options;

  pf_studio_map_view_set_map (self->preview_view, NULL, NULL, NULL);
  g_clear_pointer (&self->preview, pf_map_free);
  g_clear_pointer (&self->preview_grid, pf_map_grid_free);
  g_clear_pointer (&self->preview_stats, pf_map_stats_free);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tileset.new-map", FALSE);
  if (self->tileset == NULL)
    return;

  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, self->preview_seed);
  title = g_strdup_printf (_("%u × %u · seed %s"), PREVIEW_WIDTH, PREVIEW_HEIGHT, seed);
  gtk_label_set_text (self->preview_title, title);

  if (self->tileset->shapes->len == 0)
    {
      gtk_label_set_text (self->preview_label, _("No preview yet: add a shape"));
      return;
    }
  gen = pf_mapgen_new (self->tileset, &error);
  if (gen != NULL)
    {
      pf_mapgen_options_init (&options);
      options.seed = self->preview_seed;
      self->preview_grid = pf_mapgen_run (gen, PREVIEW_WIDTH, PREVIEW_HEIGHT, &options, &error);
    }
  if (self->preview_grid == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("No preview: %s"), error->message);

      gtk_label_set_text (self->preview_label, text);
      return;
    }

  self->preview = pf_map_new (self->tileset->id);
  g_free (self->preview->tileset);
  self->preview->tileset = g_strdup (self->tileset->id);
  self->preview->seed = self->preview_seed;
  self->preview->mode = PF_MAP_MODE_PACKED;
  pf_map_grid_to_map (self->preview_grid, self->preview);
  self->preview_stats = pf_map_stats_compute (self->preview_grid, self->tileset,
                                              pf_mapgen_get_orientations (gen), self->preview_seed);
  pf_studio_map_view_set_map (self->preview_view, self->preview, self->tileset,
                              self->preview_grid);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tileset.new-map", self->document != NULL);
  update_preview_label (self, -1);
}


static void
on_preview_hover (PfStudioMapView     *view,
                  gint64               placement,
                  PfStudioTilesetPage *self)
{
  update_preview_label (self, placement);
}


static void
reroll_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PfStudioTilesetPage *self = PF_STUDIO_TILESET_PAGE (widget);

  self->preview_seed = g_random_int_range (1, 1000000);
  _pf_tileset_page_regenerate_preview (self);
}

static void
new_map_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PfStudioTilesetPage *self = PF_STUDIO_TILESET_PAGE (widget);

  if (self->preview != NULL && self->document != NULL)
    pf_studio_map_keep_as_new (widget, self->document, self->preview);
}

void
_pf_tileset_preview_init (PfStudioTilesetPage *self)
{
  g_signal_connect (self->preview_view, "hover-changed", G_CALLBACK (on_preview_hover), self);
}

void
_pf_tileset_preview_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "tileset.reroll", NULL, reroll_action);
  gtk_widget_class_install_action (widget_class, "tileset.new-map", NULL, new_map_action);
}

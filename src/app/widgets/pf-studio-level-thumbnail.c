/* pf-studio-level-thumbnail.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-thumbnail"

#include <adwaita.h>

#include "pf-studio-level-thumbnail.h"

#define CORNER_RADIUS 4.0

struct _PfStudioLevelThumbnail
{
  GtkWidget               parent_instance;

  PfStudioThumbnailCache *cache;
  const PfTriLevel       *level;
};

G_DEFINE_FINAL_TYPE (PfStudioLevelThumbnail, pf_studio_level_thumbnail, GTK_TYPE_WIDGET)

static void
pf_studio_level_thumbnail_snapshot (GtkWidget   *widget,
                                    GtkSnapshot *snapshot)
{
  PfStudioLevelThumbnail *self = PF_STUDIO_LEVEL_THUMBNAIL (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  g_autoptr(GdkTexture) texture = NULL;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  GskRoundedRect clip;

  if (self->level == NULL || self->cache == NULL || width <= 0 || height <= 0)
    return;

  texture = pf_studio_thumbnail_cache_get (self->cache, self->level, width, height,
                                           gtk_widget_get_scale_factor (widget), dark);
  gsk_rounded_rect_init_from_rect (&clip, &bounds, CORNER_RADIUS);
  gtk_snapshot_push_rounded_clip (snapshot, &clip);
  gtk_snapshot_append_texture (snapshot, texture, &bounds);
  gtk_snapshot_pop (snapshot);
}

static void
pf_studio_level_thumbnail_dispose (GObject *object)
{
  PfStudioLevelThumbnail *self = PF_STUDIO_LEVEL_THUMBNAIL (object);

  g_clear_object (&self->cache);
  self->level = NULL;
  G_OBJECT_CLASS (pf_studio_level_thumbnail_parent_class)->dispose (object);
}

static void
pf_studio_level_thumbnail_class_init (PfStudioLevelThumbnailClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_level_thumbnail_dispose;
  widget_class->snapshot = pf_studio_level_thumbnail_snapshot;
  gtk_widget_class_set_css_name (widget_class, "thumbnail");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
pf_studio_level_thumbnail_init (PfStudioLevelThumbnail *self)
{
  /* Redrawn in the other palette when the style turns dark or light. */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
pf_studio_level_thumbnail_new (PfStudioThumbnailCache *cache,
                               int                     width,
                               int                     height)
{
  PfStudioLevelThumbnail *self = g_object_new (PF_STUDIO_TYPE_LEVEL_THUMBNAIL, NULL);

  g_return_val_if_fail (PF_STUDIO_IS_THUMBNAIL_CACHE (cache), NULL);

  self->cache = g_object_ref (cache);
  gtk_widget_set_size_request (GTK_WIDGET (self), width, height);
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  return GTK_WIDGET (self);
}

void
pf_studio_level_thumbnail_set_level (PfStudioLevelThumbnail *self,
                                     const PfTriLevel       *level)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_THUMBNAIL (self));

  self->level = level;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

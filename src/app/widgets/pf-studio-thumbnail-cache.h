/* pf-studio-thumbnail-cache.h: small drawings of levels, drawn once per puzzle and size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_THUMBNAIL_CACHE (pf_studio_thumbnail_cache_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioThumbnailCache, pf_studio_thumbnail_cache, PF_STUDIO,
                      THUMBNAIL_CACHE, GObject)

/**
 * pf_studio_thumbnail_cache_new:
 * @capacity: how many drawings to keep; the least recently used go first
 *
 * Returns: (transfer full): an empty cache
 */
PfStudioThumbnailCache *pf_studio_thumbnail_cache_new       (guint                   capacity);

/**
 * pf_studio_thumbnail_cache_get:
 * @self: a cache
 * @level: a level
 * @width: the drawing's width in application pixels
 * @height: its height
 * @scale: the display's scale factor
 * @dark: whether to use the dark palette
 *
 * The level drawn by pf_tri_render() at @width × @height, from the cache
 * when the same puzzle (pf_tri_level_layout_key()) was drawn at that size
 * and palette before. An edit makes another puzzle, so it is drawn again;
 * undo finds the old drawing.
 *
 * Returns: (transfer full): a texture of (@width × @scale) × (@height × @scale) pixels
 */
GdkTexture             *pf_studio_thumbnail_cache_get       (PfStudioThumbnailCache *self,
                                                             const PfTriLevel       *level,
                                                             int                     width,
                                                             int                     height,
                                                             int                     scale,
                                                             gboolean                dark);

/* How many drawings the cache holds, and how many it has drawn in all. */
guint                   pf_studio_thumbnail_cache_get_size  (PfStudioThumbnailCache *self);
guint                   pf_studio_thumbnail_cache_get_drawn (PfStudioThumbnailCache *self);

G_END_DECLS

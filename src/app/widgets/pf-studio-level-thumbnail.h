/* pf-studio-level-thumbnail.h: a level drawn small, as a list cell
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-studio-thumbnail-cache.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_LEVEL_THUMBNAIL (pf_studio_level_thumbnail_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioLevelThumbnail, pf_studio_level_thumbnail, PF_STUDIO,
                      LEVEL_THUMBNAIL, GtkWidget)

/**
 * pf_studio_level_thumbnail_new:
 * @cache: the drawings it shares with the other thumbnails of its list
 * @width: its width
 * @height: its height
 *
 * Returns: (transfer floating): a thumbnail showing nothing yet
 */
GtkWidget *pf_studio_level_thumbnail_new       (PfStudioThumbnailCache *cache,
                                                int                     width,
                                                int                     height);

/**
 * pf_studio_level_thumbnail_set_level:
 * @self: a thumbnail
 * @level: (nullable) (transfer none): the level to draw, borrowed until the
 *   next call; %NULL for none
 *
 * Shows @level, in the palette of the current style (light or dark).
 */
void       pf_studio_level_thumbnail_set_level (PfStudioLevelThumbnail *self,
                                                const PfTriLevel       *level);

G_END_DECLS

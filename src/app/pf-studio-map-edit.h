/* pf-studio-map-edit.h: tile set and map edits that keep the project valid
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-studio-window.h"

G_BEGIN_DECLS

/**
 * pf_studio_tileset_commit:
 * @window: the window whose project holds the tile set
 * @tileset: (transfer none): the project's tile set
 * @edited: (transfer full): the tile set as it should become
 * @record_undo: record an undo step first (%FALSE continues the last one)
 * @note: (out) (optional) (transfer full): set to a sentence about maps
 *   that were regenerated, or %NULL
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * Replaces @tileset's content with @edited's, as one edit of the project.
 * Maps of the tile set whose placements no longer fit it (a shape changed,
 * went away or may no longer rotate) are generated again from their own
 * size, seed and mode, so the project always stays loadable. When that is
 * impossible, nothing changes and @error says which map is in the way.
 *
 * Returns: %TRUE when the edit was made
 */
gboolean   pf_studio_tileset_commit     (PfStudioWindow  *window,
                                         PfTileset       *tileset,
                                         PfTileset       *edited,
                                         gboolean         record_undo,
                                         char           **note,
                                         GError         **error);

/**
 * pf_studio_tileset_new_default:
 * @id: the id
 *
 * Returns: (transfer full): a tile set that generates: one terrain and one
 *   single (1 x 1) shape with one variant
 */
PfTileset *pf_studio_tileset_new_default (const char     *id);

/**
 * pf_studio_project_unique_id:
 * @project: a project
 * @kind: %PF_STUDIO_ITEM_TILESET or %PF_STUDIO_ITEM_MAP
 * @base: the id wanted
 *
 * Returns: (transfer full): @base, or @base followed by "-2", "-3"… so that
 *   no tile set (or map) of @project has it
 */
char      *pf_studio_project_unique_id  (PfProject       *project,
                                         PfStudioItemKind kind,
                                         const char      *base);

/**
 * pf_studio_map_add:
 * @window: a window
 * @map: (transfer full): the map; its id is replaced by a unique one
 *   derived from it
 *
 * Adds @map to the project as one edit and selects it.
 *
 * Returns: (transfer none): the map, now owned by the project
 */
PfMap     *pf_studio_map_add            (PfStudioWindow  *window,
                                         PfMap           *map);

/* Adds a new default tile set to the project as one edit and selects it. */
void       pf_studio_tileset_add_new    (PfStudioWindow  *window);

G_END_DECLS

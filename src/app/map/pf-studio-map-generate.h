/* pf-studio-map-generate.h: generating a map and its figures, at once or in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-map-grid.h"
#include "pf-map-stats.h"
#include "pf-mapgen.h"

G_BEGIN_DECLS

/**
 * PfStudioMapResult:
 * @map: the map (id, tile set id, size, seed, mode, placements)
 * @grid: its grid
 * @stats: its figures, the density layer included
 */
typedef struct
{
  PfMap      *map;
  PfMapGrid  *grid;
  PfMapStats *stats;
} PfStudioMapResult;

/**
 * PfStudioMapRequest:
 * @id: (nullable): the id of the map made
 * @width: columns
 * @height: rows
 * @seed: the seed
 * @mode: the mode
 */
typedef struct
{
  const char *id;
  guint       width;
  guint       height;
  guint64     seed;
  PfMapMode   mode;
} PfStudioMapRequest;

void               pf_studio_map_result_free     (PfStudioMapResult        *result);

/**
 * pf_studio_map_generate:
 * @tileset: the tile set
 * @request: what to make
 * @error: return location for an error of pf_mapgen_new() or pf_mapgen_run()
 *
 * Returns: (transfer full) (nullable): the map and its figures
 */
PfStudioMapResult *pf_studio_map_generate        (const PfTileset          *tileset,
                                                  const PfStudioMapRequest *request,
                                                  GError                  **error);

/**
 * pf_studio_map_generate_async:
 * @source_object: the object the task belongs to
 * @tileset: the tile set; copied
 * @request: what to make; copied
 * @cancellable: (nullable): stops the generator between rows
 * @progress: (nullable): called on the main context with the share done,
 *   while @source_object lives
 * @callback: called when done
 * @user_data: data for @progress and @callback
 *
 * Generates in a worker thread.
 */
void               pf_studio_map_generate_async  (gpointer                  source_object,
                                                  const PfTileset          *tileset,
                                                  const PfStudioMapRequest *request,
                                                  GCancellable             *cancellable,
                                                  PfMapgenProgress          progress,
                                                  GAsyncReadyCallback       callback,
                                                  gpointer                  user_data);
PfStudioMapResult *pf_studio_map_generate_finish (GAsyncResult             *result,
                                                  GError                  **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfStudioMapResult, pf_studio_map_result_free)

G_END_DECLS

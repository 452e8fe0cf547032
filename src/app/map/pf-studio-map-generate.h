/* pf-studio-map-generate.h: generating a map and its figures, at once or in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-map-grid.h"
#include "pf-map-stats.h"
#include "pf-mapgen.h"
#include "pf-studio-job.h"

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
 * pf_studio_map_generate_start:
 * @owner: (type GObject): the object the work is for
 * @tileset: the tile set; copied
 * @request: what to make; copied
 * @progress: (nullable): called now and then with the share done, a
 *   `const double *`
 * @done: called at the end with the #PfStudioMapResult, or with an error
 *   of pf_studio_map_generate() (%PF_ERROR_CANCELLED after
 *   pf_studio_job_cancel(): the generator stops between rows)
 *
 * pf_studio_map_generate() in a worker thread.
 *
 * Returns: (transfer full): the job
 */
PfStudioJob       *pf_studio_map_generate_start  (gpointer                  owner,
                                                  const PfTileset          *tileset,
                                                  const PfStudioMapRequest *request,
                                                  PfStudioJobReportFunc     progress,
                                                  PfStudioJobDoneFunc       done);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfStudioMapResult, pf_studio_map_result_free)

G_END_DECLS

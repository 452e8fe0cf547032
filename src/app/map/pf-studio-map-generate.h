/* pf-studio-map-generate.h: generating a map and its figures, at once or in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-document.h"
#include "pf-map-edit.h"
#include "pf-map-grid.h"
#include "pf-map-stats.h"
#include "pf-mapgen.h"
#include "pf-job.h"

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
 * @around: (nullable): a map whose locked placements the map made keeps
 *   where they fit (pf_map_regenerate())
 */
typedef struct
{
  const char  *id;
  guint        width;
  guint        height;
  guint64      seed;
  PfMapMode    mode;
  const PfMap *around;
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
 *   pf_job_cancel(): the generator stops between rows)
 *
 * pf_studio_map_generate() in a worker thread.
 *
 * Returns: (transfer full): the job
 */
PfJob       *pf_studio_map_generate_start  (gpointer                  owner,
                                                  const PfTileset          *tileset,
                                                  const PfStudioMapRequest *request,
                                                  PfJobReportFunc     progress,
                                                  PfJobDoneFunc       done);

/**
 * pf_studio_map_keep_as_new:
 * @widget: a widget of the window, which shows the new map
 * @document: the document
 * @preview: a generated map, copied
 *
 * Adds the preview to the project as a map of its own, with a fresh id and
 * title, as one undo step, and selects it (win.select-item).
 */
void               pf_studio_map_keep_as_new     (GtkWidget                *widget,
                                                  PfDocument               *document,
                                                  const PfMap              *preview);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfStudioMapResult, pf_studio_map_result_free)

G_END_DECLS

/* pf-studio-map-generate.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-map-generate"

#include "pf-studio-map-generate.h"

typedef struct
{
  PfTileset          *tileset;
  PfStudioMapRequest  request;
  char               *id;
  PfMap              *around;
  /* Worker thread only */
  PfJob        *job;
  gint                cancel;
} Generation;

static void
generation_free (Generation *generation)
{
  g_clear_pointer (&generation->tileset, pf_tileset_free);
  g_free (generation->id);
  g_clear_pointer (&generation->around, pf_map_free);
  g_free (generation);
}

static void
on_progress (double   fraction,
             gpointer user_data)
{
  Generation *generation = user_data;

  pf_job_progress (generation->job, g_memdup2 (&fraction, sizeof fraction), g_free);
}

static PfStudioMapResult *
generate (const PfTileset          *tileset,
          const PfStudioMapRequest *request,
          const gint               *cancel,
          PfMapgenProgress          progress,
          gpointer                  progress_data,
          GError                  **error)
{
  g_autoptr(PfStudioMapResult) result = g_new0 (PfStudioMapResult, 1);
  g_autoptr(PfMapgen) gen = NULL;
  PfMapgenOptions options;

  /* Every shape the generator may draw fits the size, as `polyform map`
   * requires: a shape that never fits would silently never appear. */
  gen = pf_mapgen_new (tileset, error);
  if (gen == NULL ||
      !pf_mapgen_check_size (gen, request->width, request->height, request->mode, error))
    return NULL;

  /* Around what the designer locked */
  if (request->around != NULL && pf_map_count_locked (request->around) > 0)
    {
      g_autoptr(PfShapeOrientations) orientations = pf_shape_orientations_new (tileset);
      PfMapRefillOptions refill = {
        .seed = request->seed,
        .cancel = cancel,
        .progress = progress,
        .progress_data = progress_data,
      };

      result->map = pf_map_regenerate (request->around, tileset, request->width,
                                       request->height, request->mode, &refill, NULL,
                                       error);
      if (result->map == NULL)
        return NULL;
      g_free (result->map->id);
      result->map->id = g_strdup (request->id);
      result->grid = pf_map_grid_from_map (result->map, tileset, orientations, error);
      if (result->grid == NULL)
        return NULL;
      result->stats = pf_map_stats_compute (result->grid, tileset, orientations, request->seed);
      return g_steal_pointer (&result);
    }

  pf_mapgen_options_init (&options);
  options.mode = request->mode;
  options.seed = request->seed;
  options.cancel = cancel;
  options.progress = progress;
  options.progress_data = progress_data;
  result->grid = pf_mapgen_run (gen, request->width, request->height, &options, error);
  if (result->grid == NULL)
    return NULL;
  result->stats = pf_map_stats_compute (result->grid, tileset, pf_mapgen_get_orientations (gen),
                                        request->seed);
  result->map = pf_map_new (request->id);
  result->map->tileset = g_strdup (tileset->id);
  result->map->seed = request->seed;
  result->map->mode = request->mode;
  pf_map_grid_to_map (result->grid, result->map);
  return g_steal_pointer (&result);
}

static void
on_cancelled (GCancellable *cancellable,
              Generation   *generation)
{
  g_atomic_int_set (&generation->cancel, 1);
}

static gpointer
generate_in_worker (PfJob   *job,
                    gpointer       data,
                    GCancellable  *cancellable,
                    GError       **error)
{
  Generation *generation = data;
  PfStudioMapResult *result;
  gulong handler;

  generation->job = job;
  handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), generation, NULL);
  result = generate (generation->tileset, &generation->request, &generation->cancel,
                     on_progress, generation, error);
  g_cancellable_disconnect (cancellable, handler);
  return result;
}

void
pf_studio_map_result_free (PfStudioMapResult *result)
{
  if (result == NULL)
    return;
  g_clear_pointer (&result->map, pf_map_free);
  g_clear_pointer (&result->grid, pf_map_grid_free);
  g_clear_pointer (&result->stats, pf_map_stats_free);
  g_free (result);
}

PfStudioMapResult *
pf_studio_map_generate (const PfTileset          *tileset,
                        const PfStudioMapRequest *request,
                        GError                  **error)
{
  g_return_val_if_fail (tileset != NULL && request != NULL, NULL);
  return generate (tileset, request, NULL, NULL, NULL, error);
}

PfJob *
pf_studio_map_generate_start (gpointer                  owner,
                              const PfTileset          *tileset,
                              const PfStudioMapRequest *request,
                              PfJobReportFunc     progress,
                              PfJobDoneFunc       done)
{
  Generation *generation;

  g_return_val_if_fail (G_IS_OBJECT (owner), NULL);
  g_return_val_if_fail (tileset != NULL && request != NULL, NULL);

  generation = g_new0 (Generation, 1);
  generation->tileset = pf_tileset_copy (tileset);
  generation->request = *request;
  generation->id = g_strdup (request->id);
  generation->request.id = generation->id;
  generation->around = request->around != NULL ? pf_map_copy (request->around) : NULL;
  generation->request.around = generation->around;
  return pf_job_run (owner, generate_in_worker, generation,
                            (GDestroyNotify) generation_free,
                            (GDestroyNotify) pf_studio_map_result_free, progress, done);
}

void
pf_studio_map_keep_as_new (GtkWidget   *widget,
                           PfDocument  *document,
                           const PfMap *preview)
{
  g_autofree char *path = NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (PF_IS_DOCUMENT (document));
  g_return_if_fail (preview != NULL);

  path = pf_document_add_item (document, PF_ITEM_MAP, NULL, -1, pf_map_copy (preview), NULL);
  if (path != NULL)
    gtk_widget_activate_action (widget, "win.select-item", "s", path);
}

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
  gint                cancel;
  PfMapgenProgress    progress;
  gpointer            progress_data;
} Job;

static void
job_free (Job *job)
{
  g_clear_pointer (&job->tileset, pf_tileset_free);
  g_free (job->id);
  g_free (job);
}

typedef struct
{
  GWeakRef          source;
  PfMapgenProgress  progress;
  gpointer          data;
  double            fraction;
} ProgressUpdate;

static gboolean
apply_progress (gpointer user_data)
{
  ProgressUpdate *update = user_data;
  g_autoptr(GObject) source = g_weak_ref_get (&update->source);

  if (source != NULL)
    update->progress (update->fraction, update->data);
  g_weak_ref_clear (&update->source);
  g_free (update);
  return G_SOURCE_REMOVE;
}

static void
on_progress (double   fraction,
             gpointer user_data)
{
  GTask *task = user_data;
  Job *job = g_task_get_task_data (task);
  ProgressUpdate *update = g_new0 (ProgressUpdate, 1);

  g_weak_ref_init (&update->source, g_task_get_source_object (task));
  update->progress = job->progress;
  update->data = job->progress_data;
  update->fraction = fraction;
  g_main_context_invoke (g_task_get_context (task), apply_progress, update);
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

  gen = pf_mapgen_new (tileset, error);
  if (gen == NULL)
    return NULL;
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
              Job          *job)
{
  g_atomic_int_set (&job->cancel, 1);
}

static void
generate_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Job *job = task_data;
  PfStudioMapResult *result;
  GError *error = NULL;
  gulong handler = 0;

  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), job, NULL);
  result = generate (job->tileset, &job->request, &job->cancel,
                     job->progress ? on_progress : NULL, task, &error);
  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);
  if (result != NULL)
    g_task_return_pointer (task, result, (GDestroyNotify) pf_studio_map_result_free);
  else
    g_task_return_error (task, error);
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

void
pf_studio_map_generate_async (gpointer                  source_object,
                              const PfTileset          *tileset,
                              const PfStudioMapRequest *request,
                              GCancellable             *cancellable,
                              PfMapgenProgress          progress,
                              GAsyncReadyCallback       callback,
                              gpointer                  user_data)
{
  g_autoptr(GTask) task = NULL;
  Job *job = g_new0 (Job, 1);

  job->tileset = pf_tileset_copy (tileset);
  job->request = *request;
  job->id = g_strdup (request->id);
  job->request.id = job->id;
  job->progress = progress;
  job->progress_data = user_data;

  task = g_task_new (source_object, cancellable, callback, user_data);
  g_task_set_source_tag (task, pf_studio_map_generate_async);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, generate_thread);
}

PfStudioMapResult *
pf_studio_map_generate_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

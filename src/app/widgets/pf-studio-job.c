/* pf-studio-job.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-job"

#include "pf-studio-job.h"

#define PROGRESS_INTERVAL_US (G_USEC_PER_SEC / 8)

struct _PfStudioJob
{
  GObject                parent_instance;

  GWeakRef               owner;
  PfStudioJobFunc        func;
  gpointer               data;
  GDestroyNotify         data_free;
  GDestroyNotify         result_free;
  PfStudioJobReportFunc  report;
  PfStudioJobDoneFunc    done;
  GCancellable          *cancellable;
  GMainContext          *context;
  gboolean               abandoned;       /* main context only */

  GMutex                 lock;            /* for the worker's throttle */
  gint64                 last_progress;   /* monotonic µs; 0 before the first */
};

G_DEFINE_FINAL_TYPE (PfStudioJob, pf_studio_job, G_TYPE_OBJECT)

/* Auxiliary methods */

typedef struct
{
  PfStudioJob    *job;
  gpointer        report;
  GDestroyNotify  report_free;
} Delivery;

static void
delivery_free (Delivery *delivery)
{
  if (delivery->report_free != NULL && delivery->report != NULL)
    delivery->report_free (delivery->report);
  g_object_unref (delivery->job);
  g_free (delivery);
}

/* Whom to call back, if anyone: a new reference to the owner. */
static GObject *
live_owner (PfStudioJob *self)
{
  if (self->abandoned)
    return NULL;
  return g_weak_ref_get (&self->owner);
}

static gboolean
deliver (gpointer data)
{
  Delivery *delivery = data;
  g_autoptr(GObject) owner = live_owner (delivery->job);

  if (owner != NULL && delivery->job->report != NULL)
    delivery->job->report (owner, delivery->job, delivery->report);
  return G_SOURCE_REMOVE;
}

static void
work_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  PfStudioJob *self = source_object;
  GError *error = NULL;
  gpointer result = self->func (self, self->data, cancellable, &error);

  if (error != NULL)
    {
      if (result != NULL && self->result_free != NULL)
        self->result_free (result);
      g_task_return_error (task, error);
    }
  else
    g_task_return_pointer (task, result, self->result_free);
}

/* Callbacks */

static void
on_work_done (GObject      *source,
              GAsyncResult *res,
              gpointer      user_data)
{
  PfStudioJob *self = PF_STUDIO_JOB (source);
  g_autoptr(GError) error = NULL;
  gpointer result = g_task_propagate_pointer (G_TASK (res), &error);
  g_autoptr(GObject) owner = live_owner (self);

  if (owner != NULL && self->done != NULL)
    self->done (owner, self, result, error);
  if (result != NULL && self->result_free != NULL)
    self->result_free (result);
}

/* GObject overrides */

static void
pf_studio_job_finalize (GObject *object)
{
  PfStudioJob *self = PF_STUDIO_JOB (object);

  if (self->data_free != NULL && self->data != NULL)
    self->data_free (self->data);
  g_weak_ref_clear (&self->owner);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (pf_studio_job_parent_class)->finalize (object);
}

static void
pf_studio_job_class_init (PfStudioJobClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pf_studio_job_finalize;
}

static void
pf_studio_job_init (PfStudioJob *self)
{
  g_weak_ref_init (&self->owner, NULL);
  g_mutex_init (&self->lock);
  self->cancellable = g_cancellable_new ();
}

/* Public API */

PfStudioJob *
pf_studio_job_run (gpointer               owner,
                   PfStudioJobFunc        func,
                   gpointer               data,
                   GDestroyNotify         data_free,
                   GDestroyNotify         result_free,
                   PfStudioJobReportFunc  report,
                   PfStudioJobDoneFunc    done)
{
  g_autoptr(GTask) task = NULL;
  PfStudioJob *self;

  g_return_val_if_fail (G_IS_OBJECT (owner), NULL);
  g_return_val_if_fail (func != NULL, NULL);

  self = g_object_new (PF_STUDIO_TYPE_JOB, NULL);
  g_weak_ref_set (&self->owner, owner);
  self->func = func;
  self->data = data;
  self->data_free = data_free;
  self->result_free = result_free;
  self->report = report;
  self->done = done;
  self->context = g_main_context_ref_thread_default ();

  /* The worker's return is the result, cancelled or not. */
  task = g_task_new (self, self->cancellable, on_work_done, NULL);
  g_task_set_source_tag (task, pf_studio_job_run);
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, work_thread);
  return self;
}

void
pf_studio_job_report (PfStudioJob    *job,
                      gpointer        report,
                      GDestroyNotify  report_free)
{
  g_autoptr(GSource) source = NULL;
  Delivery *delivery;

  g_return_if_fail (PF_STUDIO_IS_JOB (job));

  delivery = g_new0 (Delivery, 1);
  delivery->job = g_object_ref (job);
  delivery->report = report;
  delivery->report_free = report_free;
  /* Always through the main loop, never called from here, even when the
   * worker could acquire the context: reports go in order, on its thread. */
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, deliver, delivery, (GDestroyNotify) delivery_free);
  g_source_set_static_name (source, "[polyform-studio] job report");
  g_source_attach (source, job->context);
}

void
pf_studio_job_progress (PfStudioJob    *job,
                        gpointer        report,
                        GDestroyNotify  report_free)
{
  gint64 now = g_get_monotonic_time ();
  gboolean due;

  g_return_if_fail (PF_STUDIO_IS_JOB (job));

  g_mutex_lock (&job->lock);
  due = job->last_progress == 0 || now - job->last_progress >= PROGRESS_INTERVAL_US;
  if (due)
    job->last_progress = now;
  g_mutex_unlock (&job->lock);

  if (due)
    pf_studio_job_report (job, report, report_free);
  else if (report_free != NULL && report != NULL)
    report_free (report);
}

void
pf_studio_job_search_progress (guint64  explored,
                               guint    depth,
                               gpointer job)
{
  pf_studio_job_progress (job, g_memdup2 (&explored, sizeof explored), g_free);
}

GCancellable *
pf_studio_job_get_cancellable (PfStudioJob *job)
{
  g_return_val_if_fail (PF_STUDIO_IS_JOB (job), NULL);
  return job->cancellable;
}

gpointer
pf_studio_job_get_data (PfStudioJob *job)
{
  g_return_val_if_fail (PF_STUDIO_IS_JOB (job), NULL);
  return job->data;
}

void
pf_studio_job_cancel (PfStudioJob *job)
{
  g_return_if_fail (PF_STUDIO_IS_JOB (job));
  g_cancellable_cancel (job->cancellable);
}

void
pf_studio_job_abandon (PfStudioJob *job)
{
  g_return_if_fail (PF_STUDIO_IS_JOB (job));
  job->abandoned = TRUE;
  g_cancellable_cancel (job->cancellable);
}

void
pf_studio_job_clear (PfStudioJob **job)
{
  g_return_if_fail (job != NULL);

  if (*job == NULL)
    return;
  pf_studio_job_abandon (*job);
  g_clear_object (job);
}

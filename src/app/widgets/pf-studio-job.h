/* pf-studio-job.h: long work in a worker thread, its reports and its end delivered on the main loop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A #PfStudioJob runs one function in a worker thread (a #GTask) with a
 * #GCancellable. What the worker reports, and its result or error at the
 * end, come back on the main context the job was started from, in the
 * order they were sent, to callbacks that receive the job's owner: only
 * while the owner is alive, and never after pf_studio_job_abandon().
 *
 * The level page's analysis, for example:
 *
 *     static gpointer
 *     analyze_in_worker (PfStudioJob   *job,
 *                        gpointer       level,
 *                        GCancellable  *cancellable,
 *                        GError       **error)
 *     {
 *       g_autoptr(PfTriMeasure) measure = pf_tri_measure_new ();
 *       PfTriMeasureOptions options;
 *
 *       pf_tri_measure_options_init (&options);
 *       options.analyze = TRUE;
 *       if (!pf_tri_measure_level (level, &options, cancellable,
 *                                  pf_studio_job_search_progress, job, measure, error))
 *         return NULL;
 *       return g_steal_pointer (&measure);
 *     }
 *
 *     static void
 *     on_analysis_report (gpointer owner, PfStudioJob *job, gpointer report)
 *     {
 *       const guint64 *explored = report;   // from pf_studio_job_search_progress()
 *       ...
 *     }
 *
 *     static void
 *     on_analysis_done (gpointer owner, PfStudioJob *job, gpointer result,
 *                       const GError *error)
 *     {
 *       PfStudioLevelPage *self = owner;
 *
 *       if (job != self->job)
 *         return;                            // an earlier run, replaced
 *       g_clear_object (&self->job);
 *       ... result is the PfTriMeasure, or NULL with error set
 *           (G_IO_ERROR_CANCELLED after pf_studio_job_cancel())
 *     }
 *
 *     self->job = pf_studio_job_run (self, analyze_in_worker,
 *                                    pf_tri_level_copy (self->level),
 *                                    (GDestroyNotify) pf_tri_level_free,
 *                                    (GDestroyNotify) pf_tri_measure_free,
 *                                    on_analysis_report, on_analysis_done);
 *
 *     // Stop button:        pf_studio_job_cancel (self->job);
 *     // in dispose:         pf_studio_job_clear (&self->job);
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_JOB (pf_studio_job_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioJob, pf_studio_job, PF_STUDIO, JOB, GObject)

/**
 * PfStudioJobFunc:
 * @job: the job, for pf_studio_job_report() and pf_studio_job_progress()
 * @data: the data given to pf_studio_job_run()
 * @cancellable: cancelled by pf_studio_job_cancel() and pf_studio_job_abandon()
 * @error: return location for an error
 *
 * The work, run in a worker thread. It must not touch the owner or call
 * GTK. Cancelled, it may stop with a %G_IO_ERROR_CANCELLED error or return
 * what it has.
 *
 * Returns: (transfer full) (nullable): the result, freed with the
 *   @result_free of pf_studio_job_run(); %NULL with @error set on failure
 */
typedef gpointer (*PfStudioJobFunc)       (PfStudioJob   *job,
                                           gpointer       data,
                                           GCancellable  *cancellable,
                                           GError       **error);

/**
 * PfStudioJobReportFunc:
 * @owner: the job's owner
 * @job: the job
 * @report: (transfer none): what the worker sent; freed after the call
 *
 * Called on the main context for each report the worker sent.
 */
typedef void     (*PfStudioJobReportFunc) (gpointer       owner,
                                           PfStudioJob   *job,
                                           gpointer       report);

/**
 * PfStudioJobDoneFunc:
 * @owner: the job's owner
 * @job: the job
 * @result: (transfer none) (nullable): what the worker returned; freed
 *   after the call, so take what you keep (g_steal_pointer() on its fields)
 * @error: (nullable): the worker's error, when @result is %NULL
 *
 * Called on the main context once the worker has returned, after every
 * report it sent.
 */
typedef void     (*PfStudioJobDoneFunc)   (gpointer       owner,
                                           PfStudioJob   *job,
                                           gpointer       result,
                                           const GError  *error);

/**
 * pf_studio_job_run:
 * @owner: (type GObject): the object the work is for; the job holds a
 *   weak reference to it
 * @func: the work, run in a worker thread
 * @data: (transfer full): the data for @func, owned by the job (give it a
 *   copy of what it reads: the owner may change meanwhile)
 * @data_free: (nullable): frees @data when the job goes
 * @result_free: (nullable): frees what @func returns
 * @report: (nullable): called for each report
 * @done: (nullable): called at the end
 *
 * Starts @func in a worker thread.
 *
 * Returns: (transfer full): the job: keep it to cancel it and to tell it
 *   from a later one in the callbacks
 */
PfStudioJob *pf_studio_job_run             (gpointer               owner,
                                            PfStudioJobFunc        func,
                                            gpointer               data,
                                            GDestroyNotify         data_free,
                                            GDestroyNotify         result_free,
                                            PfStudioJobReportFunc  report,
                                            PfStudioJobDoneFunc    done);

/**
 * pf_studio_job_report:
 * @job: the running job
 * @report: (transfer full) (nullable): what to deliver
 * @report_free: (nullable): frees @report after delivery, or when it
 *   cannot be delivered
 *
 * From the worker: delivers @report to the job's report callback on the
 * main context. Every report arrives, in order.
 */
void         pf_studio_job_report          (PfStudioJob           *job,
                                            gpointer               report,
                                            GDestroyNotify         report_free);

/**
 * pf_studio_job_progress:
 * @job: the running job
 * @report: (transfer full) (nullable): what to deliver
 * @report_free: (nullable): frees @report
 *
 * From the worker: pf_studio_job_report() for progress that may be
 * thinned out. A report that comes less than an eighth of a second after
 * the last one delivered this way is dropped (freed at once), so a search
 * can call this every few thousand states.
 */
void         pf_studio_job_progress        (PfStudioJob           *job,
                                            gpointer               report,
                                            GDestroyNotify         report_free);

/**
 * pf_studio_job_search_progress:
 * @explored: states visited so far
 * @depth: the search depth
 * @job: (type PfStudioJob): the running job
 *
 * A #PfTriProgressFunc for the solver and the analysis: sends the number
 * of states explored, a #guint64, through pf_studio_job_progress().
 */
void         pf_studio_job_search_progress (guint64                explored,
                                            guint                  depth,
                                            gpointer               job);

/* The cancellable handed to the worker. */
GCancellable *pf_studio_job_get_cancellable (PfStudioJob          *job);

/* The data given to pf_studio_job_run(); read it in the callbacks only
 * once the worker is done with it, in the done callback. */
gpointer     pf_studio_job_get_data        (PfStudioJob           *job);

/**
 * pf_studio_job_cancel:
 * @job: a job
 *
 * Asks the worker to stop. Its reports still arrive, and the done callback
 * says how it ended.
 */
void         pf_studio_job_cancel          (PfStudioJob           *job);

/**
 * pf_studio_job_abandon:
 * @job: a job
 *
 * Cancels the worker and drops every callback still to come: for an owner
 * that goes away, or that no longer wants this run.
 */
void         pf_studio_job_abandon         (PfStudioJob           *job);

/**
 * pf_studio_job_clear:
 * @job: (inout) (nullable): a job pointer
 *
 * Abandons *@job, if any, drops the reference and sets it to %NULL: what
 * an owner's dispose calls.
 */
void         pf_studio_job_clear           (PfStudioJob          **job);

G_END_DECLS

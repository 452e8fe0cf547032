/* test-ui-job.c: work in a worker thread, its reports and its end back on the main loop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pf-studio-job.h"

/* What the callbacks and the free functions saw. */
typedef struct
{
  GArray  *reports;         /* int, in the order delivered */
  guint    progress;
  gboolean done;
  guint    reports_at_done;
  char    *result;          /* a copy of the result */
  GError  *error;
  /* Counted from any thread */
  gint     reports_freed;
  gint     results_freed;
  gint     data_freed;
  /* The worker waits for this */
  gint     go;
} Seen;

static Seen seen;

/* The value of a progress report */
#define PROGRESS -2

static void
seen_reset (void)
{
  g_clear_pointer (&seen.reports, g_array_unref);
  g_free (seen.result);
  g_clear_error (&seen.error);
  memset (&seen, 0, sizeof seen);
  seen.reports = g_array_new (FALSE, FALSE, sizeof (int));
}

static void
free_report (gpointer report)
{
  g_atomic_int_inc (&seen.reports_freed);
  g_free (report);
}

static void
free_result (gpointer result)
{
  g_atomic_int_inc (&seen.results_freed);
  g_free (result);
}

static void
free_data (gpointer data)
{
  g_atomic_int_inc (&seen.data_freed);
  g_free (data);
}

static int *
box (int value)
{
  return g_memdup2 (&value, sizeof value);
}

static void
on_report (gpointer     owner,
           PfStudioJob *job,
           gpointer     report)
{
  g_assert_true (G_IS_OBJECT (owner));
  g_assert_false (seen.done);
  if (*(int *) report == PROGRESS)
    seen.progress++;
  else
    g_array_append_val (seen.reports, *(int *) report);
}

static void
on_done (gpointer      owner,
         PfStudioJob  *job,
         gpointer      result,
         const GError *error)
{
  g_assert_true (G_IS_OBJECT (owner));
  g_assert_false (seen.done);
  seen.done = TRUE;
  seen.reports_at_done = seen.reports->len;
  seen.result = g_strdup (result);
  seen.error = error ? g_error_copy (error) : NULL;
}

static void
wait_until (gint *counter,
            gint  value)
{
  gint64 until = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (g_atomic_int_get (counter) < value && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (g_atomic_int_get (counter), >=, value);
}

static void
wait_for_go (void)
{
  gint64 until = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (!g_atomic_int_get (&seen.go) && g_get_monotonic_time () < until)
    g_usleep (1000);
}

/* Workers */

static gpointer
count_to_data (PfStudioJob   *job,
               gpointer       data,
               GCancellable  *cancellable,
               GError       **error)
{
  int n = *(int *) data;

  wait_for_go ();
  for (int i = 0; i < n; i++)
    pf_studio_job_report (job, box (i), free_report);
  return g_strdup ("counted");
}

static gpointer
report_progress (PfStudioJob   *job,
                 gpointer       data,
                 GCancellable  *cancellable,
                 GError       **error)
{
  int n = *(int *) data;

  for (int i = 0; i < n; i++)
    pf_studio_job_progress (job, box (PROGRESS), free_report);
  pf_studio_job_report (job, box (-1), free_report);
  return g_strdup ("thinned");
}

static gpointer
run_until_cancelled (PfStudioJob   *job,
                     gpointer       data,
                     GCancellable  *cancellable,
                     GError       **error)
{
  gint64 until = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  pf_studio_job_report (job, box (1), free_report);
  while (!g_cancellable_is_cancelled (cancellable) && g_get_monotonic_time () < until)
    g_usleep (1000);
  /* A report after the cancel still arrives. */
  pf_studio_job_report (job, box (2), free_report);
  g_cancellable_set_error_if_cancelled (cancellable, error);
  return NULL;
}

static gpointer
fail (PfStudioJob   *job,
      gpointer       data,
      GCancellable  *cancellable,
      GError       **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "no luck");
  return NULL;
}

/* Tests */

/* Every report, in order, then the result; everything freed once. */
static void
test_job_reports_then_result (void)
{
  g_autoptr(GObject) owner = g_object_new (G_TYPE_OBJECT, NULL);
  g_autoptr(PfStudioJob) job = NULL;

  seen_reset ();
  seen.go = TRUE;
  job = pf_studio_job_run (owner, count_to_data, box (200), free_data, free_result, on_report,
                           on_done);
  g_assert_true (pf_studio_job_get_data (job) != NULL);
  g_assert_false (g_cancellable_is_cancelled (pf_studio_job_get_cancellable (job)));
  wait_until (&seen.results_freed, 1);
  g_assert_true (seen.done);
  g_assert_no_error (seen.error);
  g_assert_cmpstr (seen.result, ==, "counted");
  g_assert_cmpuint (seen.reports_at_done, ==, 200);
  for (guint i = 0; i < seen.reports->len; i++)
    g_assert_cmpint (g_array_index (seen.reports, int, i), ==, (int) i);
  g_assert_cmpint (seen.reports_freed, ==, 200);
  g_assert_cmpint (*(int *) pf_studio_job_get_data (job), ==, 200);
  g_clear_object (&job);
  wait_until (&seen.data_freed, 1);
  g_assert_cmpint (seen.results_freed, ==, 1);
}

/* Progress is thinned out; plain reports are not. */
static void
test_job_progress_thinned (void)
{
  g_autoptr(GObject) owner = g_object_new (G_TYPE_OBJECT, NULL);
  g_autoptr(PfStudioJob) job = NULL;

  seen_reset ();
  job = pf_studio_job_run (owner, report_progress, box (100000), free_data, free_result,
                           on_report, on_done);
  wait_until (&seen.results_freed, 1);
  g_assert_cmpstr (seen.result, ==, "thinned");
  /* The first goes at once; a hundred thousand in a tight loop take far
   * less than the interval, so hardly any more. */
  g_assert_cmpuint (seen.progress, >=, 1);
  g_assert_cmpuint (seen.progress, <, 100);
  g_assert_cmpuint (seen.reports->len, ==, 1);
  g_assert_cmpint (g_array_index (seen.reports, int, 0), ==, -1);
  /* Every report is freed, delivered or dropped. */
  g_assert_cmpint (seen.reports_freed, ==, 100001);
}

static guint64 searched;

static void
on_search_report (gpointer     owner,
                  PfStudioJob *job,
                  gpointer     report)
{
  searched = *(guint64 *) report;
}

static gpointer
search (PfStudioJob   *job,
        gpointer       data,
        GCancellable  *cancellable,
        GError       **error)
{
  pf_studio_job_search_progress (4321, 7, job);
  return NULL;
}

/* The solver's progress callback sends the states explored. */
static void
test_job_search_progress (void)
{
  g_autoptr(GObject) owner = g_object_new (G_TYPE_OBJECT, NULL);
  g_autoptr(PfStudioJob) job = NULL;

  seen_reset ();
  searched = 0;
  job = pf_studio_job_run (owner, search, box (0), free_data, NULL, on_search_report, on_done);
  wait_until (&seen.done, 1);
  g_assert_cmpuint (searched, ==, 4321);
  g_assert_null (seen.result);
  g_assert_no_error (seen.error);
}

/* Cancel: the worker sees it, its last report arrives, then its error. */
static void
test_job_cancel (void)
{
  g_autoptr(GObject) owner = g_object_new (G_TYPE_OBJECT, NULL);
  g_autoptr(PfStudioJob) job = NULL;
  gint64 until = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  seen_reset ();
  job = pf_studio_job_run (owner, run_until_cancelled, NULL, NULL, free_result, on_report,
                           on_done);
  while (seen.reports->len == 0 && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  pf_studio_job_cancel (job);
  g_assert_true (g_cancellable_is_cancelled (pf_studio_job_get_cancellable (job)));
  wait_until (&seen.done, 1);
  g_assert_error (seen.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (seen.result);
  g_assert_cmpuint (seen.reports_at_done, ==, 2);
  g_assert_cmpint (seen.results_freed, ==, 0);
}

static void
test_job_error (void)
{
  g_autoptr(GObject) owner = g_object_new (G_TYPE_OBJECT, NULL);
  g_autoptr(PfStudioJob) job = NULL;

  seen_reset ();
  job = pf_studio_job_run (owner, fail, NULL, NULL, free_result, on_report, on_done);
  wait_until (&seen.done, 1);
  g_assert_error (seen.error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_assert_null (seen.result);
}

/* An owner gone before the worker ends gets no callback; all is freed. */
static void
test_job_owner_gone (void)
{
  GObject *owner = g_object_new (G_TYPE_OBJECT, NULL);
  PfStudioJob *job;

  seen_reset ();
  job = pf_studio_job_run (owner, count_to_data, box (5), free_data, free_result, on_report,
                           on_done);
  g_object_unref (owner);
  g_object_unref (job);
  g_atomic_int_set (&seen.go, TRUE);
  wait_until (&seen.data_freed, 1);
  g_assert_false (seen.done);
  g_assert_cmpuint (seen.reports->len, ==, 0);
  g_assert_cmpint (seen.reports_freed, ==, 5);
  g_assert_cmpint (seen.results_freed, ==, 1);
}

/* An abandoned job cancels its worker and calls nothing back. */
static void
test_job_abandon (void)
{
  g_autoptr(GObject) owner = g_object_new (G_TYPE_OBJECT, NULL);
  PfStudioJob *job;
  PfStudioJob *watched;

  seen_reset ();
  job = pf_studio_job_run (owner, count_to_data, box (5), free_data, free_result, on_report,
                           on_done);
  watched = job;
  g_object_add_weak_pointer (G_OBJECT (watched), (gpointer *) &watched);
  pf_studio_job_clear (&job);
  g_assert_null (job);
  pf_studio_job_clear (&job);   /* nothing left to clear */
  g_atomic_int_set (&seen.go, TRUE);
  wait_until (&seen.data_freed, 1);
  g_assert_null (watched);
  g_assert_false (seen.done);
  g_assert_cmpuint (seen.reports->len, ==, 0);
  g_assert_cmpint (seen.reports_freed, ==, 5);
  g_assert_cmpint (seen.results_freed, ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/job/reports-then-result", test_job_reports_then_result);
  g_test_add_func ("/ui/job/progress-thinned", test_job_progress_thinned);
  g_test_add_func ("/ui/job/search-progress", test_job_search_progress);
  g_test_add_func ("/ui/job/cancel", test_job_cancel);
  g_test_add_func ("/ui/job/error", test_job_error);
  g_test_add_func ("/ui/job/owner-gone", test_job_owner_gone);
  g_test_add_func ("/ui/job/abandon", test_job_abandon);
  return g_test_run ();
}

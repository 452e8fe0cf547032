/* pf-document-save.c: saving a document, at once or from a copy in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save over the file the document was read from (or last saved to)
 * replaces it only while it is still that file: when another program
 * changed it meanwhile, the save fails with %PF_ERROR_CHANGED and the
 * other program's file stays, until pf_document_allow_overwrite().
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-document"

#include "pf-document-private.h"
#include "pf-project-private.h"

/* Auxiliary methods */

/* The history's state that a save captures. */
typedef struct
{
  PfProject     *copy;
  GFile         *file;
  guint64        serial;
  gboolean       checked;    /* @file is the one read: it must still be @expected */
  PfFileIdentity expected;
  PfFileIdentity written;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_clear_object (&job->copy);
  g_clear_object (&job->file);
  g_free (job);
}

static SaveJob *
save_job_new (PfDocument *self,
              GFile      *file,
              gboolean    copy)
{
  SaveJob *job = g_new0 (SaveJob, 1);
  PfStep *top = g_queue_peek_head (&self->undo);

  job->copy = copy ? pf_project_copy (self->project) : g_object_ref (self->project);
  job->file = g_object_ref (file != NULL ? file : self->file);
  job->serial = top ? top->serial : 0;
  job->checked = self->read_file != NULL && g_file_equal (job->file, self->read_file);
  job->expected = self->read_identity;
  return job;
}

static gboolean
save_job_write (SaveJob  *job,
                GError  **error)
{
  return pf_project_save_checked (job->copy, job->file, job->checked ? &job->expected : NULL,
                                  &job->written, error);
}

static void
saved (PfDocument *self,
       SaveJob    *job)
{
  self->saved_serial = job->serial;
  self->saved_reachable = FALSE;
  /* The saved state is reachable when it is on the undo side of history. */
  if (job->serial == 0)
    self->saved_reachable = TRUE;
  for (GList *l = self->undo.head; l != NULL && !self->saved_reachable; l = l->next)
    self->saved_reachable = ((PfStep *) l->data)->serial == job->serial;
  self->forced_modified = FALSE;
  /* The next save expects the file this one wrote. */
  if (job->written.exists)
    pf_document_set_read_identity (self, job->file, &job->written);
  else
    g_clear_object (&self->read_file);
  pf_document_set_file (self, job->file);
  pf_document_update_state (self);
}

/* Callbacks */

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveJob *job = task_data;
  GError *error = NULL;

  if (save_job_write (job, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* Public API */

void
pf_document_set_read_identity (PfDocument           *self,
                               GFile                *file,
                               const PfFileIdentity *identity)
{
  g_return_if_fail (PF_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (identity != NULL);

  g_set_object (&self->read_file, file);
  self->read_identity = *identity;
}

GFile *
pf_document_get_read_identity (PfDocument     *self,
                               PfFileIdentity *identity)
{
  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (identity != NULL, NULL);

  if (self->read_file != NULL)
    *identity = self->read_identity;
  return self->read_file;
}

void
pf_document_allow_overwrite (PfDocument *self)
{
  g_return_if_fail (PF_IS_DOCUMENT (self));
  g_clear_object (&self->read_file);
}

gboolean
pf_document_save (PfDocument  *self,
                  GFile       *file,
                  GError     **error)
{
  SaveJob *job;
  gboolean ok;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (file != NULL || self->file != NULL, FALSE);

  job = save_job_new (self, file, FALSE);
  ok = save_job_write (job, error);
  if (ok)
    saved (self, job);
  save_job_free (job);
  return ok;
}

void
pf_document_save_async (PfDocument          *self,
                        GFile               *file,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (PF_IS_DOCUMENT (self));
  g_return_if_fail (file != NULL || self->file != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, pf_document_save_async);
  g_task_set_task_data (task, save_job_new (self, file, TRUE), (GDestroyNotify) save_job_free);
  g_task_run_in_thread (task, save_thread);
}

gboolean
pf_document_save_finish (PfDocument    *self,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  saved (self, g_task_get_task_data (G_TASK (result)));
  return TRUE;
}

PfProject *
pf_document_copy_project (PfDocument *self)
{
  g_return_val_if_fail (PF_IS_DOCUMENT (self), NULL);
  return pf_project_copy (self->project);
}

/* pf-atomic-file.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-atomic-file"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "pf-atomic-file.h"
#include "pf-atomic-file-private.h"
#include "pf-error.h"
#include "pf-file-identity.h"
#include "pf-file-kind.h"

/* Symbolic links followed before giving up, as the kernel's own limit. */
#define MAX_LINK_HOPS 40
#define BUFFER_SIZE   (64 * 1024)

struct _PfAtomicFile
{
  char     *path;          /* as given, for messages */
  char     *target;        /* the regular file that will be replaced */
  char     *tmp_path;
  int       fd;
  guint8   *buffer;
  gsize     buffered;
  gsize     written;       /* bytes handed to write(), for the fault injection */
  guint64   length;        /* bytes appended */
  int       saved_errno;   /* the first write error */
  char     *failure;       /* the caller's reason, from pf_atomic_file_fail() */
  PfFileIdentity identity; /* the temporary file's, which the target takes on */
};

static gsize fail_after = G_MAXSIZE;

void
pf_atomic_file_set_fail_after (gsize bytes)
{
  fail_after = bytes;
}

/* Auxiliary methods */

/* The file that writing @path really replaces: @path itself, or the end of
 * its chain of symbolic links. A missing file (or a dangling link's missing
 * target) is fine: it will be created. */
static char *
resolve_target (const char  *path,
                GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint hops = 0; hops <= MAX_LINK_HOPS; hops++)
    {
      g_autofree char *link = NULL;
      g_autoptr(GError) local_error = NULL;
      GStatBuf st;

      if (g_lstat (current, &st) != 0)
        {
          int saved_errno = errno;

          if (saved_errno == ENOENT)
            return g_steal_pointer (&current);
          g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", path, g_strerror (saved_errno));
          return NULL;
        }
      if (!S_ISLNK (st.st_mode))
        {
          if (!pf_file_kind_check_regular (st.st_mode, path, "only regular files are written",
                                           error))
            return NULL;
          return g_steal_pointer (&current);
        }

      link = g_file_read_link (current, &local_error);
      if (link == NULL)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", path, local_error->message);
          return NULL;
        }
      if (g_path_is_absolute (link))
        {
          g_free (current);
          current = g_steal_pointer (&link);
        }
      else
        {
          g_autofree char *dir = g_path_get_dirname (current);

          g_free (current);
          current = g_build_filename (dir, link, NULL);
        }
    }

  g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", path, g_strerror (ELOOP));
  return NULL;
}

static gboolean
write_out (PfAtomicFile *self,
           const guint8 *data,
           gsize         length)
{
  gsize done = 0;

  while (done < length)
    {
      gsize chunk = length - done;
      gssize n;

      if (fail_after != G_MAXSIZE && self->written + chunk > fail_after)
        {
          chunk = fail_after > self->written ? fail_after - self->written : 0;
          if (chunk == 0)
            {
              self->saved_errno = ENOSPC;
              return FALSE;
            }
        }

      n = write (self->fd, data + done, chunk);
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          self->saved_errno = errno;
          return FALSE;
        }
      done += n;
      self->written += n;
    }
  return TRUE;
}

static gboolean
failed (PfAtomicFile *self)
{
  return self->saved_errno != 0 || self->failure != NULL;
}

static gboolean
flush_buffer (PfAtomicFile *self)
{
  gboolean ok;

  if (failed (self))
    return FALSE;
  ok = write_out (self, self->buffer, self->buffered);
  self->buffered = 0;
  return ok;
}

static void
set_write_error (PfAtomicFile  *self,
                 GError       **error)
{
  if (self->failure != NULL)
    g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", self->path, self->failure);
  else
    g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: cannot write: %s",
                 self->path, g_strerror (self->saved_errno));
}

/* Writes what is buffered, flushes it to disk and closes the file. */
static gboolean
finish (PfAtomicFile  *self,
        GError       **error)
{
  if (!flush_buffer (self) || fsync (self->fd) != 0)
    {
      if (!failed (self))
        self->saved_errno = errno;
      set_write_error (self, error);
      return FALSE;
    }
  /* A rename keeps the inode, size and modification time. */
  pf_file_identity_read_fd (self->fd, &self->identity);
  if (close (self->fd) != 0)
    {
      self->fd = -1;
      self->saved_errno = errno;
      set_write_error (self, error);
      return FALSE;
    }
  self->fd = -1;
  return TRUE;
}

/* Whether the target can still be replaced: it may have become a folder
 * (or a FIFO, …) while the file was written. */
static gboolean
target_replaceable (PfAtomicFile  *self,
                    GError       **error)
{
  GStatBuf st;

  if (g_lstat (self->target, &st) != 0)
    return TRUE;
  return pf_file_kind_check_regular (st.st_mode, self->path, "only regular files are written",
                                     error);
}

/* Renames over the target, if it is still @expected (when given). The
 * check and the rename hold an exclusive lock on the file being replaced,
 * so of two writers that read the same file, the second to get the lock
 * finds the first one's file and is refused. */
static gboolean
rename_into_place (PfAtomicFile          *self,
                   const PfFileIdentity  *expected,
                   GError               **error)
{
  g_autofree char *dir = NULL;
  int lock_fd = -1;
  int dir_fd;

  if (expected != NULL)
    {
      lock_fd = open (self->target, O_RDONLY | O_CLOEXEC);
      if (lock_fd >= 0)
        while (flock (lock_fd, LOCK_EX) != 0 && errno == EINTR)
          ;
      if (!pf_file_identity_check (self->target, expected, error))
        {
          if (lock_fd >= 0)
            close (lock_fd);
          return FALSE;
        }
    }
  if (g_rename (self->tmp_path, self->target) != 0)
    {
      int saved_errno = errno;

      if (lock_fd >= 0)
        close (lock_fd);
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: cannot save: %s",
                   self->path, g_strerror (saved_errno));
      return FALSE;
    }
  if (lock_fd >= 0)
    close (lock_fd);
  g_clear_pointer (&self->tmp_path, g_free);

  /* Make the rename itself durable. */
  dir = g_path_get_dirname (self->target);
  dir_fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd >= 0)
    {
      (void) fsync (dir_fd);
      close (dir_fd);
    }
  return TRUE;
}

/* Public API */

PfAtomicFile *
pf_atomic_file_new (const char  *path,
                    GError     **error)
{
  g_autoptr(PfAtomicFile) self = NULL;
  GStatBuf st;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_new0 (PfAtomicFile, 1);
  self->fd = -1;
  self->path = g_strdup (path);
  self->target = resolve_target (path, error);
  if (self->target == NULL)
    return NULL;

  self->tmp_path = g_strdup_printf ("%s.XXXXXX", self->target);
  self->fd = g_mkstemp_full (self->tmp_path, O_WRONLY | O_CLOEXEC, 0666);
  if (self->fd < 0)
    {
      int saved_errno = errno;

      g_clear_pointer (&self->tmp_path, g_free);
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: cannot create a temporary file: %s",
                   path, g_strerror (saved_errno));
      return NULL;
    }

  /* The new file keeps the old one's permissions and, where allowed, owner. */
  if (g_stat (self->target, &st) == 0)
    {
      if (fchown (self->fd, st.st_uid, st.st_gid) != 0)
        (void) fchown (self->fd, -1, st.st_gid);
      (void) fchmod (self->fd, st.st_mode & 07777);
    }

  self->buffer = g_malloc (BUFFER_SIZE);
  return g_steal_pointer (&self);
}

gboolean
pf_atomic_file_append (PfAtomicFile *self,
                       const void   *data,
                       gsize         length)
{
  const guint8 *bytes = data;

  g_return_val_if_fail (self != NULL, FALSE);

  if (failed (self))
    return FALSE;
  self->length += length;
  if (self->buffered + length > BUFFER_SIZE)
    {
      if (!flush_buffer (self))
        return FALSE;
      if (length >= BUFFER_SIZE)
        return write_out (self, bytes, length);
    }
  memcpy (self->buffer + self->buffered, bytes, length);
  self->buffered += length;
  return TRUE;
}

void
pf_atomic_file_fail (PfAtomicFile *self,
                     const char   *message)
{
  g_return_if_fail (self != NULL);

  if (!failed (self))
    self->failure = g_strdup (message);
}

gboolean
pf_atomic_file_commit (PfAtomicFile  *self,
                       GError       **error)
{
  return pf_atomic_file_commit_all (&self, 1, error);
}

gboolean
pf_atomic_file_commit_checked (PfAtomicFile          *self,
                               const PfFileIdentity  *expected,
                               PfFileIdentity        *written,
                               GError               **error)
{
  gboolean ok;

  g_return_val_if_fail (self != NULL, FALSE);

  ok = finish (self, error) && rename_into_place (self, expected, error);
  if (ok && written != NULL)
    *written = self->identity;
  pf_atomic_file_free (self);
  return ok;
}

gboolean
pf_atomic_file_commit_all (PfAtomicFile **files,
                           guint          n_files,
                           GError       **error)
{
  gboolean ok = TRUE;

  for (guint i = 0; i < n_files && ok; i++)
    ok = finish (files[i], error);
  /* A target that can no longer be replaced stops the commit before the
   * first rename, so no file is replaced without the ones after it. */
  for (guint i = 0; i < n_files && ok; i++)
    ok = target_replaceable (files[i], error);
  for (guint i = 0; i < n_files && ok; i++)
    ok = rename_into_place (files[i], NULL, error);

  for (guint i = 0; i < n_files; i++)
    pf_atomic_file_free (files[i]);
  return ok;
}

void
pf_atomic_file_free (PfAtomicFile *self)
{
  if (self == NULL)
    return;
  if (self->fd >= 0)
    close (self->fd);
  if (self->tmp_path != NULL)
    g_unlink (self->tmp_path);
  g_free (self->path);
  g_free (self->target);
  g_free (self->tmp_path);
  g_free (self->buffer);
  g_free (self->failure);
  g_free (self);
}

guint64
pf_atomic_file_get_length (PfAtomicFile *self)
{
  return self->length;
}

const char *
pf_atomic_file_get_path (PfAtomicFile *self)
{
  return self->path;
}

cairo_status_t
pf_atomic_file_cairo_write (void                *closure,
                            const unsigned char *data,
                            unsigned int         length)
{
  return pf_atomic_file_append (closure, data, length) ? CAIRO_STATUS_SUCCESS
                                                       : CAIRO_STATUS_WRITE_ERROR;
}

static int
xml_write (void       *context,
           const char *buffer,
           int         len)
{
  if (len < 0 || !pf_atomic_file_append (context, buffer, (gsize) len))
    return -1;
  return len;
}

static int
xml_close (void *context)
{
  return 0;
}

xmlOutputBuffer *
pf_atomic_file_xml_output (PfAtomicFile *self)
{
  return xmlOutputBufferCreateIO (xml_write, xml_close, self, NULL);
}

gboolean
pf_atomic_file_write (const char  *path,
                      const char  *data,
                      gsize        length,
                      GError     **error)
{
  g_autoptr(PfAtomicFile) file = pf_atomic_file_new (path, error);

  if (file == NULL)
    return FALSE;
  pf_atomic_file_append (file, data, length);
  return pf_atomic_file_commit (g_steal_pointer (&file), error);
}

/* pf-atomic-file.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "pf-atomic-file.h"
#include "pf-atomic-file-private.h"
#include "pf-error.h"

static gsize fail_after = G_MAXSIZE;

void
pf_atomic_file_set_fail_after (gsize bytes)
{
  fail_after = bytes;
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length,
           int         *saved_errno)
{
  gsize done = 0;

  while (done < length)
    {
      gsize chunk = length - done;
      gssize n;

      if (fail_after != G_MAXSIZE && done + chunk > fail_after)
        {
          chunk = fail_after > done ? fail_after - done : 0;
          if (chunk == 0)
            {
              *saved_errno = ENOSPC;
              return FALSE;
            }
        }

      n = write (fd, data + done, chunk);
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          *saved_errno = errno;
          return FALSE;
        }
      done += n;
    }
  return TRUE;
}

gboolean
pf_atomic_file_write (const char  *path,
                      const char  *data,
                      gsize        length,
                      GError     **error)
{
  g_autofree char *tmp_path = g_strdup_printf ("%s.XXXXXX", path);
  GStatBuf st;
  int saved_errno = 0;
  int fd;

  fd = g_mkstemp_full (tmp_path, O_WRONLY | O_CLOEXEC, 0644);
  if (fd < 0)
    {
      saved_errno = errno;
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: cannot create a temporary file: %s",
                   path, g_strerror (saved_errno));
      return FALSE;
    }

  if (g_stat (path, &st) == 0)
    (void) fchmod (fd, st.st_mode & 07777);

  if (!write_all (fd, data, length, &saved_errno) || fsync (fd) != 0)
    {
      if (saved_errno == 0)
        saved_errno = errno;
      close (fd);
      g_unlink (tmp_path);
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: cannot write: %s",
                   path, g_strerror (saved_errno));
      return FALSE;
    }

  if (close (fd) != 0 || g_rename (tmp_path, path) != 0)
    {
      saved_errno = errno;
      g_unlink (tmp_path);
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: cannot save: %s",
                   path, g_strerror (saved_errno));
      return FALSE;
    }

  /* Make the rename itself durable. */
  {
    g_autofree char *dir = g_path_get_dirname (path);
    int dir_fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

    if (dir_fd >= 0)
      {
        (void) fsync (dir_fd);
        close (dir_fd);
      }
  }
  return TRUE;
}

/* pf-file-identity.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-file-identity"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "pf-error.h"
#include "pf-file-identity.h"

/* Auxiliary methods */

static void
identity_from_stat (const struct stat *st,
                    PfFileIdentity    *identity)
{
  memset (identity, 0, sizeof *identity);
  identity->exists = TRUE;
  identity->device = st->st_dev;
  identity->inode = st->st_ino;
  identity->size = st->st_size;
  identity->mtime_sec = st->st_mtim.tv_sec;
  identity->mtime_nsec = st->st_mtim.tv_nsec;
}

/* Public API */

gboolean
pf_file_identity_read (const char      *path,
                       PfFileIdentity  *identity,
                       GError         **error)
{
  struct stat st;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (identity != NULL, FALSE);

  memset (identity, 0, sizeof *identity);
  if (stat (path, &st) != 0)
    {
      int saved_errno = errno;

      if (saved_errno == ENOENT)
        return TRUE;
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  identity_from_stat (&st, identity);
  return TRUE;
}

gboolean
pf_file_identity_read_fd (int             fd,
                          PfFileIdentity *identity)
{
  struct stat st;

  g_return_val_if_fail (identity != NULL, FALSE);

  memset (identity, 0, sizeof *identity);
  if (fstat (fd, &st) != 0)
    return FALSE;
  identity_from_stat (&st, identity);
  return TRUE;
}

gboolean
pf_file_identity_equal (const PfFileIdentity *a,
                        const PfFileIdentity *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (!a->exists || !b->exists)
    return a->exists == b->exists;
  return a->device == b->device && a->inode == b->inode && a->size == b->size &&
         a->mtime_sec == b->mtime_sec && a->mtime_nsec == b->mtime_nsec;
}

gboolean
pf_file_identity_check (const char           *path,
                        const PfFileIdentity *expected,
                        GError              **error)
{
  PfFileIdentity now;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (expected != NULL, FALSE);

  if (!pf_file_identity_read (path, &now, error))
    return FALSE;
  if (pf_file_identity_equal (&now, expected))
    return TRUE;
  /* TRANSLATORS: %s is a file name */
  g_set_error (error, PF_ERROR, PF_ERROR_CHANGED, _("%s: changed on disk since it was read"),
               path);
  return FALSE;
}

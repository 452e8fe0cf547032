/* pf-file-identity.h: which file is on disk at a path, to tell whether it changed since it was read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A program that reads a file, works on it and writes it back must not
 * replace a file that another program wrote meanwhile: its changes would be
 * lost without a word. The reader records the file's identity (device,
 * inode, size and modification time) when it reads it; the writer hands
 * that record to pf_atomic_file_commit_checked(), which refuses with
 * %PF_ERROR_CHANGED when the file on disk is no longer the one that was
 * read. A save replaces the inode, so a second writer that read the same
 * file is refused too.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * PfFileIdentity:
 * @exists: whether a file was there; the other fields are 0 when not
 * @device: the device it is on
 * @inode: its inode
 * @size: its size in bytes
 * @mtime_sec: its modification time, seconds
 * @mtime_nsec: and nanoseconds
 */
typedef struct
{
  gboolean exists;
  guint64  device;
  guint64  inode;
  guint64  size;
  gint64   mtime_sec;
  gint64   mtime_nsec;
} PfFileIdentity;

/**
 * pf_file_identity_read:
 * @path: a file; symbolic links are followed
 * @identity: (out caller-allocates): what is there now
 * @error: return location for a #PF_ERROR_IO error
 *
 * Records the identity of the file at @path. A missing file is no error:
 * @identity then says it does not exist.
 *
 * Returns: %FALSE with @error set when @path cannot be looked at
 */
gboolean pf_file_identity_read  (const char           *path,
                                 PfFileIdentity       *identity,
                                 GError              **error);

/**
 * pf_file_identity_read_fd:
 * @fd: an open file
 * @identity: (out caller-allocates): the identity of the file @fd is open on
 *
 * Returns: %FALSE (and @identity says no file) when fstat() fails
 */
gboolean pf_file_identity_read_fd (int                  fd,
                                   PfFileIdentity      *identity);

/**
 * pf_file_identity_equal:
 * @a: an identity
 * @b: another
 *
 * Returns: %TRUE when both name the same file with the same size and
 *   modification time, or both say there was no file
 */
gboolean pf_file_identity_equal (const PfFileIdentity *a,
                                 const PfFileIdentity *b);

/**
 * pf_file_identity_check:
 * @path: the file about to be replaced
 * @expected: its identity when it was read
 * @error: return location for a #PF_ERROR_CHANGED error naming @path
 *   ("changed on disk since it was read"), or a #PF_ERROR_IO error
 *
 * Returns: %TRUE when the file at @path is still the one that was read
 */
gboolean pf_file_identity_check (const char           *path,
                                 const PfFileIdentity *expected,
                                 GError              **error);

G_END_DECLS

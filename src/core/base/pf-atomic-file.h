/* pf-atomic-file.h: crash-safe writes of whole files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file the program writes (projects, PNG, SVG, TMX, TSX, JSON) goes
 * through here. The bytes go to a temporary file in the target's folder,
 * which is flushed to disk and then renamed over the target, so a crash, a
 * full disk or any other failed write leaves the old file whole and no
 * temporary behind.
 *
 * A target that is a symbolic link is followed: the file it points to is
 * written, and the link stays. Only regular files are replaced: a target
 * that is a folder, a FIFO, a socket or a device is refused. An existing
 * target keeps its permissions (and, where allowed, its owner).
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <libxml/xmlIO.h>

#include "pf-file-identity.h"

G_BEGIN_DECLS

typedef struct _PfAtomicFile PfAtomicFile;

/**
 * pf_atomic_file_new:
 * @path: the target file
 * @error: return location for a #PF_ERROR_IO error
 *
 * Resolves @path (following symbolic links), checks that it is a regular
 * file or does not exist yet, and opens a temporary file beside it.
 * Nothing is visible at @path until pf_atomic_file_commit().
 *
 * Returns: (transfer full) (nullable): the file being written, or %NULL
 */
PfAtomicFile *pf_atomic_file_new        (const char     *path,
                                         GError        **error);

/**
 * pf_atomic_file_append:
 * @self: a file being written
 * @data: bytes
 * @length: their number
 *
 * Appends bytes. The first failure is kept and reported by
 * pf_atomic_file_commit(); later appends then do nothing.
 *
 * Returns: %FALSE once a write has failed
 */
gboolean      pf_atomic_file_append     (PfAtomicFile   *self,
                                         const void     *data,
                                         gsize           length);

/**
 * pf_atomic_file_fail:
 * @self: a file being written
 * @message: why the content could not be produced
 *
 * Marks the file as failed for a reason of the caller's (an encoder's
 * error, say), so that pf_atomic_file_commit() refuses with @message.
 */
void          pf_atomic_file_fail       (PfAtomicFile   *self,
                                         const char     *message);

/**
 * pf_atomic_file_commit:
 * @self: (transfer full): a file being written
 * @error: return location for a #PF_ERROR_IO error
 *
 * Flushes the temporary file to disk and renames it over the target. On
 * failure the temporary file is removed and the target is untouched.
 * @self is freed either way.
 *
 * Returns: %TRUE when the target now holds the new bytes
 */
gboolean      pf_atomic_file_commit     (PfAtomicFile   *self,
                                         GError        **error);

/**
 * pf_atomic_file_commit_checked:
 * @self: (transfer full): a file being written
 * @expected: (nullable): the target's identity when it was read, or %NULL
 *   to replace whatever is there
 * @written: (out caller-allocates) (optional): the identity of the file
 *   written, to expect at the next save
 * @error: return location for a #PF_ERROR_IO error, or a #PF_ERROR_CHANGED
 *   error when the target is no longer @expected
 *
 * pf_atomic_file_commit(), but only over the file that was read: under an
 * exclusive lock on the target (flock()), the target must still be
 * @expected (pf_file_identity_check()), else nothing is replaced. Two
 * writers that read the same file cannot both replace it: the second is
 * refused. @self is freed either way.
 *
 * Returns: %TRUE when the target now holds the new bytes
 */
gboolean      pf_atomic_file_commit_checked (PfAtomicFile          *self,
                                             const PfFileIdentity  *expected,
                                             PfFileIdentity        *written,
                                             GError               **error);

/**
 * pf_atomic_file_commit_all:
 * @files: (array length=n_files) (transfer full): files being written
 * @n_files: their number
 * @error: return location for a #PF_ERROR_IO error
 *
 * Commits files that belong together (a TMX with its TSX and tile image):
 * all are flushed to disk, and every target is checked to be still
 * replaceable (not turned into a folder meanwhile), before the first is
 * renamed, so a failed write of any of them leaves every target untouched.
 * They are renamed in order: the file that names the others goes last.
 * Every file is freed either way.
 *
 * Returns: %TRUE when every target holds its new bytes
 */
gboolean      pf_atomic_file_commit_all (PfAtomicFile  **files,
                                         guint           n_files,
                                         GError        **error);

/**
 * pf_atomic_file_free:
 * @self: (nullable) (transfer full): a file being written
 *
 * Abandons the write: the temporary file is removed, the target untouched.
 */
void          pf_atomic_file_free       (PfAtomicFile   *self);

/**
 * pf_atomic_file_get_path:
 * @self: a file being written
 *
 * Returns: the target path as it was given, for messages
 */
const char   *pf_atomic_file_get_path   (PfAtomicFile   *self);

/**
 * pf_atomic_file_get_length:
 * @self: a file being written
 *
 * Returns: the number of bytes appended so far
 */
guint64       pf_atomic_file_get_length (PfAtomicFile   *self);

/**
 * pf_atomic_file_cairo_write:
 * @closure: a #PfAtomicFile
 * @data: bytes
 * @length: their number
 *
 * A #cairo_write_func_t that appends to the file, for
 * cairo_surface_write_to_png_stream() and the SVG surface.
 *
 * Returns: %CAIRO_STATUS_WRITE_ERROR once a write has failed
 */
cairo_status_t pf_atomic_file_cairo_write (void                *closure,
                                           const unsigned char *data,
                                           unsigned int         length);

/**
 * pf_atomic_file_xml_output:
 * @self: a file being written
 *
 * An output buffer that appends to @self, for xmlSaveFormatFileTo() or
 * xmlNewTextWriter(). Closing the buffer does not commit the file.
 *
 * Returns: (transfer full): a new output buffer
 */
xmlOutputBuffer *pf_atomic_file_xml_output (PfAtomicFile *self);

/**
 * pf_atomic_file_write:
 * @path: the target file
 * @data: the bytes to write
 * @length: their number
 * @error: return location for a #PF_ERROR_IO error
 *
 * Writes a whole file atomically: pf_atomic_file_new(), one append and
 * pf_atomic_file_commit().
 *
 * Returns: %TRUE on success
 */
gboolean      pf_atomic_file_write      (const char     *path,
                                         const char     *data,
                                         gsize           length,
                                         GError        **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfAtomicFile, pf_atomic_file_free)

G_END_DECLS

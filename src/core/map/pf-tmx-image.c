/* pf-tmx-image.c: reading a variant's image, safely, from inside the project's folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A project names its variants' images by paths relative to its folder. A
 * project comes from anyone, so a path is taken only when it stays inside
 * that folder (no absolute path, no "..", no symbolic link leading out) and
 * names a regular file of a bounded size, opened without blocking (a FIFO
 * would wait for a writer for ever). The bytes must be a PNG whose header
 * gives a bounded size before Cairo decodes them.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-file-kind.h"
#include "pf-tmx-private.h"

static const guint8 png_signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

typedef struct
{
  const guint8 *data;
  gsize         length;
  gsize         offset;
} PngSource;

/* Auxiliary methods */

static cairo_status_t
read_png_bytes (void          *closure,
                unsigned char *data,
                unsigned int   length)
{
  PngSource *source = closure;

  if (source->length - source->offset < length)
    return CAIRO_STATUS_READ_ERROR;
  memcpy (data, source->data + source->offset, length);
  source->offset += length;
  return CAIRO_STATUS_SUCCESS;
}

static guint32
read_be32 (const guint8 *p)
{
  return ((guint32) p[0] << 24) | ((guint32) p[1] << 16) | ((guint32) p[2] << 8) | p[3];
}

/* Whether @relative stays below the folder it starts from, as written. */
static gboolean
stays_below (const char *relative)
{
  g_auto(GStrv) parts = g_strsplit (relative, "/", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    if (strcmp (parts[i], "..") == 0)
      return FALSE;
  return TRUE;
}

/* The file @path, opened without following a last symbolic link and
 * without blocking: a regular file of at most %PF_TMX_MAX_IMAGE_BYTES. */
static guint8 *
read_bounded (const char  *path,
              const char  *image,
              gsize       *length,
              GError     **error)
{
  g_autofree guint8 *data = NULL;
  struct stat st;
  gsize done = 0;
  int fd;

  fd = open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW);
  if (fd < 0 || fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", image, g_strerror (saved_errno));
      if (fd >= 0)
        close (fd);
      return NULL;
    }
  if (!pf_file_kind_check_regular (st.st_mode, image, _("images are read from regular files"),
                                   error))
    {
      close (fd);
      return NULL;
    }
  if (st.st_size > PF_TMX_MAX_IMAGE_BYTES)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                   _("%s is %.1f MiB; an image may be at most %d MiB"), image,
                   st.st_size / (1024.0 * 1024.0), PF_TMX_MAX_IMAGE_BYTES / (1024 * 1024));
      close (fd);
      return NULL;
    }

  data = g_malloc (MAX (1, st.st_size));
  while (done < (gsize) st.st_size)
    {
      gssize n = read (fd, data + done, st.st_size - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      done += n;
    }
  close (fd);
  *length = done;
  return g_steal_pointer (&data);
}

/* Public API */

cairo_surface_t *
pf_tmx_read_variant_image (const char  *image,
                           const char  *image_dir,
                           GError     **error)
{
  g_autofree char *folder = NULL, *joined = NULL, *resolved = NULL, *inside = NULL;
  g_autofree guint8 *data = NULL;
  PngSource source = { NULL, 0, 0 };
  cairo_surface_t *surface;
  guint32 width, height;

  if (g_path_is_absolute (image) || !stays_below (image))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("“%s” is not inside the project's folder; an image is named by a path "
                     "relative to it, without “..”"), image);
      return NULL;
    }

  folder = realpath (image_dir != NULL ? image_dir : ".", NULL);
  if (folder == NULL)
    {
      int saved_errno = errno;

      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", image_dir ? image_dir : ".",
                   g_strerror (saved_errno));
      return NULL;
    }
  joined = g_build_filename (folder, image, NULL);
  resolved = realpath (joined, NULL);
  if (resolved == NULL)
    {
      int saved_errno = errno;

      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", image, g_strerror (saved_errno));
      return NULL;
    }
  inside = g_str_has_suffix (folder, "/") ? g_strdup (folder) : g_strconcat (folder, "/", NULL);
  if (!g_str_has_prefix (resolved, inside))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("“%s” leads out of the project's folder (through a symbolic link)"),
                   image);
      return NULL;
    }

  data = read_bounded (resolved, image, &source.length, error);
  if (data == NULL)
    return NULL;
  source.data = data;
  /* The signature, then the IHDR chunk: length, type, width, height. */
  if (source.length < 24 || memcmp (data, png_signature, sizeof png_signature) != 0 ||
      memcmp (data + 12, "IHDR", 4) != 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("%s is not a PNG image"), image);
      return NULL;
    }
  width = read_be32 (data + 16);
  height = read_be32 (data + 20);
  if (width == 0 || height == 0)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("%s: the image is empty"), image);
      return NULL;
    }
  if (width > PF_TMX_MAX_IMAGE_SIDE || height > PF_TMX_MAX_IMAGE_SIDE)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                   _("%s is %u x %u pixels; an image may be at most %d pixels on a side"), image,
                   width, height, PF_TMX_MAX_IMAGE_SIDE);
      return NULL;
    }

  surface = cairo_image_surface_create_from_png_stream (read_png_bytes, &source);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      /* Cairo says "out of memory" for any data libpng cannot decode. */
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   _("%s is not a PNG image that can be read: its data is damaged"), image);
      cairo_surface_destroy (surface);
      return NULL;
    }
  return surface;
}

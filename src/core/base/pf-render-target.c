/* pf-render-target.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <cairo-svg.h>

#include "pf-atomic-file.h"
#include "pf-error.h"
#include "pf-render-target.h"

#define MAX_SIDE 16384

static gboolean
check_size (int      width,
            int      height,
            GError **error)
{
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "image size %dx%d is out of range (1..%d per side)", width, height, MAX_SIDE);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_surface (cairo_surface_t  *surface,
               const char       *path,
               GError          **error)
{
  cairo_status_t status = cairo_surface_status (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

gboolean
pf_render_write_png (cairo_surface_t *surface,
                     PfAtomicFile    *out)
{
  cairo_status_t status = cairo_surface_status (surface);

  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png_stream (surface, pf_atomic_file_cairo_write, out);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *message = g_strdup_printf ("cannot write PNG: %s",
                                                  cairo_status_to_string (status));

      pf_atomic_file_fail (out, message);
      return FALSE;
    }
  return TRUE;
}

gboolean
pf_render_to_png (const char    *path,
                  int            width,
                  int            height,
                  PfRenderFunc   func,
                  gpointer       user_data,
                  GError       **error)
{
  g_autoptr(PfAtomicFile) out = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;

  if (!check_size (width, height, error))
    return FALSE;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  if (!check_surface (surface, path, error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }
  cr = cairo_create (surface);
  func (cr, width, height, user_data);
  cairo_destroy (cr);

  out = pf_atomic_file_new (path, error);
  if (out == NULL)
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }
  pf_render_write_png (surface, out);
  cairo_surface_destroy (surface);
  return pf_atomic_file_commit (g_steal_pointer (&out), error);
}

gboolean
pf_render_to_svg (const char    *path,
                  int            width,
                  int            height,
                  PfRenderFunc   func,
                  gpointer       user_data,
                  GError       **error)
{
  g_autoptr(PfAtomicFile) out = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  if (!check_size (width, height, error))
    return FALSE;

  out = pf_atomic_file_new (path, error);
  if (out == NULL)
    return FALSE;
  surface = cairo_svg_surface_create_for_stream (pf_atomic_file_cairo_write, out, width, height);
  cr = cairo_create (surface);
  func (cr, width, height, user_data);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *message = g_strdup_printf ("cannot write SVG: %s",
                                                  cairo_status_to_string (status));

      pf_atomic_file_fail (out, message);
    }
  return pf_atomic_file_commit (g_steal_pointer (&out), error);
}

gboolean
pf_render_parse_size (const char *text,
                      int        *width,
                      int        *height)
{
  char *end = NULL;
  long w, h;

  errno = 0;
  w = strtol (text, &end, 10);
  if (end == text || (*end != 'x' && *end != 'X') || errno != 0)
    return FALSE;
  text = end + 1;
  h = strtol (text, &end, 10);
  if (end == text || *end != '\0' || errno != 0)
    return FALSE;
  if (w < 1 || h < 1 || w > MAX_SIDE || h > MAX_SIDE)
    return FALSE;
  *width = (int) w;
  *height = (int) h;
  return TRUE;
}

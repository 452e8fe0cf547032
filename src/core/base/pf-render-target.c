/* pf-render-target.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <cairo-svg.h>

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
pf_render_to_png (const char    *path,
                  int            width,
                  int            height,
                  PfRenderFunc   func,
                  gpointer       user_data,
                  GError       **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;
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
  status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: cannot write PNG: %s",
                   path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

gboolean
pf_render_to_svg (const char    *path,
                  int            width,
                  int            height,
                  PfRenderFunc   func,
                  gpointer       user_data,
                  GError       **error)
{
  cairo_surface_t *surface;
  gboolean ok;
  cairo_t *cr;

  if (!check_size (width, height, error))
    return FALSE;

  surface = cairo_svg_surface_create (path, width, height);
  if (!check_surface (surface, path, error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }
  cr = cairo_create (surface);
  func (cr, width, height, user_data);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  ok = check_surface (surface, path, error);
  cairo_surface_destroy (surface);
  return ok;
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

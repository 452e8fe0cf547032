/* pf-render-target.h: draw a canvas into a PNG or SVG file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "pf-atomic-file.h"

G_BEGIN_DECLS

/**
 * PfRenderFunc:
 * @cr: the context, with the origin at the top-left of the canvas
 * @width: canvas width in pixels
 * @height: canvas height in pixels
 * @user_data: closure data
 *
 * Draws one canvas. The app's widgets and `polyform render` call the same
 * functions of this type.
 */
typedef void (*PfRenderFunc) (cairo_t *cr,
                              double   width,
                              double   height,
                              gpointer user_data);

/**
 * pf_render_to_png:
 * @path: the file to write
 * @width: image width, 1..16384
 * @height: image height, 1..16384
 * @func: the drawing function
 * @user_data: its data
 * @error: return location for a #PF_ERROR_IO or #PF_ERROR_INVALID error
 *
 * Draws the canvas and writes it atomically (pf_atomic_file_new()): a
 * failed write leaves an existing file at @path as it was.
 *
 * Returns: %TRUE when the PNG was written
 */
gboolean pf_render_to_png (const char   *path,
                           int           width,
                           int           height,
                           PfRenderFunc  func,
                           gpointer      user_data,
                           GError      **error);

/**
 * pf_render_write_png:
 * @surface: an image surface
 * @out: the file being written
 *
 * Writes @surface as PNG into @out. A failure marks @out
 * (pf_atomic_file_fail()), so that committing it reports the reason.
 *
 * Returns: %TRUE when the PNG was written
 */
gboolean pf_render_write_png (cairo_surface_t *surface,
                              PfAtomicFile    *out);

/**
 * pf_render_to_svg:
 *
 * Like pf_render_to_png(), for SVG.
 */
gboolean pf_render_to_svg (const char   *path,
                           int           width,
                           int           height,
                           PfRenderFunc  func,
                           gpointer      user_data,
                           GError      **error);

/**
 * pf_render_parse_size:
 * @text: "WxH"
 * @width: (out): the width
 * @height: (out): the height
 *
 * Returns: %TRUE when @text is two integers 1..16384 joined by an x
 */
gboolean pf_render_parse_size (const char *text,
                               int        *width,
                               int        *height);

G_END_DECLS

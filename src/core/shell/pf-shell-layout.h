/* pf-shell-layout.h: Rotatris shell layouts (the data)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-extensions.h"
#include "pf-meta.h"

G_BEGIN_DECLS

/**
 * PfShellCell:
 * @x: x of the cell's lower-left corner (SPEC §3, y up)
 * @y: y of the cell's lower-left corner
 * @colour: 1..7
 */
typedef struct
{
  int   x;
  int   y;
  guint colour;
} PfShellCell;

typedef struct
{
  char         *id;
  PfMeta        meta;
  GArray       *cells;   /* PfShellCell */
  PfExtensions *ext;
  guint         line;
} PfShellLayout;

PfShellLayout *pf_shell_layout_new       (const char          *id);
PfShellLayout *pf_shell_layout_copy      (const PfShellLayout *layout);
void           pf_shell_layout_free      (PfShellLayout       *layout);

/**
 * pf_shell_layout_find_cell:
 *
 * Returns: the index of the cell at (@x, @y) in @layout's cells, or -1.
 */
int            pf_shell_layout_find_cell (const PfShellLayout *layout,
                                          int                  x,
                                          int                  y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfShellLayout, pf_shell_layout_free)

G_END_DECLS

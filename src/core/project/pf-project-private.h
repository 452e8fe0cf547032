/* pf-project-private.h: the project's fields, shared by the model, reader and writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-project.h"

G_BEGIN_DECLS

struct _PfProject
{
  GObject             parent_instance;

  PfMeta              meta;
  GPtrArray          *packs;
  GPtrArray          *layouts;
  GPtrArray          *tilesets;
  GPtrArray          *maps;
  PfPlaytestSettings *playtest;
  PfExtensions       *ext;
  guint               format_version;   /* of the file it was loaded from */
};

/* For tests and benchmarks: maps of more cells than this are written in the
 * compact form (default %PF_MAP_COMPACT_CELLS). */
void pf_project_set_compact_cells (guint64 cells);

/**
 * pf_project_check_level:
 * @level: a level
 * @display_name: the name used in error messages
 * @error: return location for a #PF_ERROR_SEMANTIC error naming the line
 *
 * Runs the semantic checks of SPEC §6 that concern one level.
 *
 * Returns: %TRUE when the level is valid
 */
gboolean pf_project_check_level (const PfTriLevel  *level,
                                 const char        *display_name,
                                 GError           **error);

/**
 * pf_project_level_to_xml:
 * @level: a level
 *
 * Serialises one level as its `<tri-level>` element, as the project file
 * writes it, with its `<meta>`, blocks, cached figures and extensions, but
 * not its playtest results, which stay with the level in its project.
 *
 * Returns: (transfer full): the element's text, ending in a newline
 */
char    *pf_project_level_to_xml (const PfTriLevel  *level);

G_END_DECLS

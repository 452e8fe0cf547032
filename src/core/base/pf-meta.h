/* pf-meta.h: title, author and notes of a project item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * PfMeta:
 * @title: (nullable): the title
 * @author: (nullable): the author
 * @notes: (nullable): free-form notes
 *
 * The optional `<meta>` of the project, a pack, a level, a layout, a tile set
 * or a map. All strings are owned.
 */
typedef struct
{
  char *title;
  char *author;
  char *notes;
} PfMeta;

void     pf_meta_clear    (PfMeta       *meta);
void     pf_meta_copy     (PfMeta       *dest,
                           const PfMeta *src);
gboolean pf_meta_is_empty (const PfMeta *meta);

G_END_DECLS

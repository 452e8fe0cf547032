/* pf-meta.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-meta.h"

void
pf_meta_clear (PfMeta *meta)
{
  g_clear_pointer (&meta->title, g_free);
  g_clear_pointer (&meta->author, g_free);
  g_clear_pointer (&meta->notes, g_free);
}

void
pf_meta_copy (PfMeta       *dest,
              const PfMeta *src)
{
  dest->title = g_strdup (src->title);
  dest->author = g_strdup (src->author);
  dest->notes = g_strdup (src->notes);
}

gboolean
pf_meta_is_empty (const PfMeta *meta)
{
  return meta->title == NULL && meta->author == NULL && meta->notes == NULL;
}

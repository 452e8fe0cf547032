/* pf-tri-layout-key.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pf-tri-layout-key.h"

/* One block as the key spells it: every field that makes the puzzle. */
typedef struct
{
  guint32 axis;
  guint32 first;
  guint32 length;
  guint32 key;
} KeyBlock;

static int
compare_key_blocks (const void *a,
                    const void *b)
{
  return memcmp (a, b, sizeof (KeyBlock));
}

static GBytes *
key_of (const PfTriLevel *level,
        gboolean          in_order)
{
  KeyBlock blocks[PF_TRI_MAX_BLOCKS];
  guint n;
  GByteArray *key;

  n = MIN (level->n_blocks, PF_TRI_MAX_BLOCKS);
  memset (blocks, 0, sizeof blocks);
  for (guint i = 0; i < n; i++)
    {
      blocks[i].axis = level->blocks[i].axis;
      blocks[i].first = level->blocks[i].first;
      blocks[i].length = level->blocks[i].length;
      blocks[i].key = level->blocks[i].key != 0;
    }
  /* Any total order will do: the same multiset of blocks sorts the same. */
  if (!in_order)
    qsort (blocks, n, sizeof blocks[0], compare_key_blocks);

  key = g_byte_array_sized_new (sizeof level->walls + sizeof level->goals + n * sizeof blocks[0]);
  g_byte_array_append (key, (const guint8 *) &level->walls, sizeof level->walls);
  g_byte_array_append (key, (const guint8 *) &level->goals, sizeof level->goals);
  g_byte_array_append (key, (const guint8 *) blocks, n * sizeof blocks[0]);
  return g_byte_array_free_to_bytes (key);
}

GBytes *
pf_tri_level_layout_key (const PfTriLevel *level)
{
  g_return_val_if_fail (level != NULL, NULL);
  return key_of (level, FALSE);
}

GBytes *
pf_tri_level_ordered_key (const PfTriLevel *level)
{
  g_return_val_if_fail (level != NULL, NULL);
  return key_of (level, TRUE);
}

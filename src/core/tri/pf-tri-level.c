/* pf-tri-level.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "pf-names.h"
#include "pf-tri-level.h"

void
pf_tri_figures_reset (PfTriFigures *figures)
{
  figures->moves = -1;
  figures->steps = -1;
  figures->reachable = -1;
  figures->solved_states = -1;
  figures->max_distance = -1;
  figures->farther_states = -1;
  figures->difficulty = -1.0;
}

double
pf_tri_difficulty_kept (double difficulty)
{
  return difficulty < 0 ? -1.0 : round (difficulty * 100.0) / 100.0;
}

gboolean
pf_tri_figures_equal (const PfTriFigures *a,
                      const PfTriFigures *b)
{
  return a->moves == b->moves && a->steps == b->steps && a->reachable == b->reachable &&
         a->solved_states == b->solved_states && a->max_distance == b->max_distance &&
         a->farther_states == b->farther_states &&
         fabs (a->difficulty - b->difficulty) < 0.005 + 1e-9;
}

PfTriLevel *
pf_tri_level_new (const char *id)
{
  PfTriLevel *level = g_new0 (PfTriLevel, 1);

  level->id = g_strdup (id);
  pf_tri_figures_reset (&level->figures);
  return level;
}

PfTriLevel *
pf_tri_level_new_room (const char *id)
{
  PfTriLevel *level = pf_tri_level_new (id);
  const guint key_row = 7, key_col = 6, goal_col = 10, length = 3;

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      guint row = pf_tri_row (t), col = pf_tri_col (t);

      pf_tri_mask_set (&level->walls, t, !(row >= 6 && row <= 9 && col >= 5 && col <= 12));
    }
  for (guint i = 0; i < length; i++)
    pf_tri_mask_set (&level->goals, pf_tri_index (key_row, goal_col, PF_TRI_UP) + i, TRUE);

  level->n_blocks = 1;
  level->blocks[0] = (PfTriBlock) {
    .axis = PF_TRI_AXIS_U,
    .first = pf_tri_index (key_row, key_col, PF_TRI_UP),
    .length = length,
    .key = TRUE,
  };
  return level;
}

PfTriLevel *
pf_tri_level_copy (const PfTriLevel *level)
{
  PfTriLevel *copy = g_new (PfTriLevel, 1);

  *copy = *level;
  copy->id = g_strdup (level->id);
  pf_meta_copy (&copy->meta, &level->meta);
  copy->ext = pf_extensions_copy (level->ext);
  /* A copy is a level of its own, which nobody has played yet. */
  copy->playtests = NULL;
  return copy;
}

void
pf_tri_level_free (PfTriLevel *level)
{
  if (level == NULL)
    return;
  g_free (level->id);
  pf_meta_clear (&level->meta);
  pf_extensions_free (level->ext);
  g_clear_pointer (&level->playtests, g_ptr_array_unref);
  g_free (level);
}

static int
compare_blocks (const void *a,
                const void *b)
{
  const PfTriBlock *x = a;
  const PfTriBlock *y = b;

  if (x->axis != y->axis)
    return (int) x->axis - (int) y->axis;
  if (x->first != y->first)
    return (int) x->first - (int) y->first;
  if (x->length != y->length)
    return (int) x->length - (int) y->length;
  return (x->key != 0) - (y->key != 0);
}

gboolean
pf_tri_level_same_layout (const PfTriLevel *a,
                          const PfTriLevel *b)
{
  PfTriBlock sa[PF_TRI_MAX_BLOCKS];
  PfTriBlock sb[PF_TRI_MAX_BLOCKS];

  if (a->n_blocks != b->n_blocks)
    return FALSE;
  if (memcmp (&a->walls, &b->walls, sizeof a->walls) != 0 ||
      memcmp (&a->goals, &b->goals, sizeof a->goals) != 0)
    return FALSE;

  for (guint i = 0; i < a->n_blocks; i++)
    {
      sa[i] = a->blocks[i];
      sb[i] = b->blocks[i];
      sa[i].line = sb[i].line = 0;
      sa[i].key = !!sa[i].key;
      sb[i].key = !!sb[i].key;
    }
  qsort (sa, a->n_blocks, sizeof sa[0], compare_blocks);
  qsort (sb, b->n_blocks, sizeof sb[0], compare_blocks);
  for (guint i = 0; i < a->n_blocks; i++)
    if (compare_blocks (&sa[i], &sb[i]) != 0)
      return FALSE;
  return TRUE;
}

gboolean
pf_tri_level_has_key (const PfTriLevel *level)
{
  g_return_val_if_fail (level != NULL, FALSE);

  for (guint i = 0; i < level->n_blocks; i++)
    if (level->blocks[i].key)
      return TRUE;
  return FALSE;
}

gboolean
pf_tri_level_has_goal (const PfTriLevel *level)
{
  g_return_val_if_fail (level != NULL, FALSE);

  return pf_tri_mask_count (&level->goals) > 0;
}

gboolean
pf_tri_level_is_draft (const PfTriLevel *level)
{
  return !pf_tri_level_has_key (level) || !pf_tri_level_has_goal (level);
}

char *
pf_tri_level_read_grid_row (PfTriLevel *level,
                            guint       row,
                            const char *text)
{
  guint n = 0;

  g_return_val_if_fail (level != NULL && row < PF_TRI_ROWS, NULL);

  if (!g_utf8_validate (text, -1, NULL))
    return g_strdup_printf ("grid row %u is not UTF-8 text", row);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p), n++)
    {
      guint index = row * PF_TRI_COLS * 2 + n;

      if (*p != '#' && *p != '*' && *p != '.')
        {
          g_autofree char *c = g_strndup (p, g_utf8_next_char (p) - p);

          return g_strdup_printf ("grid row %u, character %u: “%s” is not # (wall), "
                                  ". (floor) or * (goal)", row, n + 1,
                                  g_unichar_isprint (g_utf8_get_char (p)) ? c : "?");
        }
      if (n >= PF_TRI_COLS * 2)
        continue;
      pf_tri_mask_set (&level->walls, index, *p == '#');
      pf_tri_mask_set (&level->goals, index, *p == '*');
    }
  if (n != PF_TRI_COLS * 2)
    return g_strdup_printf ("grid row %u has %u characters, expected %d", row, n,
                            PF_TRI_COLS * 2);
  return NULL;
}

PfTriPack *
pf_tri_pack_new (const char *id)
{
  PfTriPack *pack = g_new0 (PfTriPack, 1);

  pack->id = g_strdup (id);
  pack->levels = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  return pack;
}

PfTriPack *
pf_tri_pack_copy (const PfTriPack *pack)
{
  PfTriPack *copy = pf_tri_pack_new (pack->id);

  pf_meta_copy (&copy->meta, &pack->meta);
  copy->ext = pf_extensions_copy (pack->ext);
  copy->line = pack->line;
  for (guint i = 0; i < pack->levels->len; i++)
    g_ptr_array_add (copy->levels, pf_tri_level_copy (g_ptr_array_index (pack->levels, i)));
  return copy;
}

void
pf_tri_pack_free (PfTriPack *pack)
{
  if (pack == NULL)
    return;
  g_free (pack->id);
  pf_meta_clear (&pack->meta);
  pf_extensions_free (pack->ext);
  g_ptr_array_unref (pack->levels);
  g_free (pack);
}

PfTriLevel *
pf_tri_pack_find_level (PfTriPack  *pack,
                        const char *id)
{
  for (guint i = 0; i < pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (pack->levels, i);

      if (g_strcmp0 (level->id, id) == 0)
        return level;
    }
  return NULL;
}

static gboolean
pack_has_level (const char    *id,
                gconstpointer  pack)
{
  return pf_tri_pack_find_level ((PfTriPack *) pack, id) != NULL;
}

char *
pf_tri_pack_unique_level_id (const PfTriPack *pack,
                             const char      *base)
{
  return pf_name_unique (base, pack_has_level, pack);
}

/* pf-tri-same-puzzle.c: levels that are the same puzzle from another start (SPEC §2.8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-same-puzzle"

#include <stdlib.h>
#include <string.h>

#include "pf-error.h"
#include "pf-tri-component.h"
#include "pf-tri-same-puzzle.h"

/* A level in canonical form. Each block has a lane: its axis, the
 * rearmost triangle of its band with its first triangle's orientation
 * (pf_tri_band_start()), its length and its key flag, packed so that one
 * comparison orders them. Blocks are sorted by lane, then by position
 * along it: blocks of one band never pass each other, so the order holds
 * in every state of the component, and @order maps it to the level's
 * blocks, which are the rules' blocks. */
typedef struct
{
  PfTriMask walls;
  PfTriMask goals;
  guint     n_blocks;
  guint32   lanes[PF_TRI_MAX_BLOCKS];
  guint8    order[PF_TRI_MAX_BLOCKS];
  guint64   start;        /* the positions, in canonical order, 4 bits each */
  gboolean  fits;         /* every block has an axis, a length and a band */
} Canon;

typedef struct
{
  guint32 lane;
  guint8  position;
  guint8  block;
} Placed;

struct _PfTriPuzzleSet
{
  guint64     max_states;
  GHashTable *groups;     /* band key → GPtrArray of Entry */
};

typedef enum
{
  COMPONENT_UNKNOWN,
  COMPONENT_KNOWN,
  COMPONENT_NONE,
} ComponentState;

typedef struct
{
  PfTriLevel     puzzle;   /* walls, goals and blocks only */
  Canon          canon;
  ComponentState component;
  guint64        least;
  gpointer       data;
} Entry;

/* Auxiliary methods */

static int
compare_placed (const void *a,
                const void *b)
{
  const Placed *x = a, *y = b;

  if (x->lane != y->lane)
    return x->lane < y->lane ? -1 : 1;
  return (int) x->position - (int) y->position;
}

static void
canon_init (Canon            *canon,
            const PfTriLevel *level)
{
  /* The index step of one position along each axis (SPEC §2.2). */
  static const guint step[3] = { 2, 32, 34 };
  Placed placed[PF_TRI_MAX_BLOCKS];
  guint n = MIN (level->n_blocks, PF_TRI_MAX_BLOCKS);

  memset (canon, 0, sizeof *canon);
  canon->walls = level->walls;
  canon->goals = level->goals;
  canon->n_blocks = n;
  canon->fits = level->n_blocks <= PF_TRI_MAX_BLOCKS;
  for (guint i = 0; i < n; i++)
    {
      const PfTriBlock *b = &level->blocks[i];
      guint lane = b->first, position = 0;

      if (b->axis <= PF_TRI_AXIS_W && b->first < PF_TRI_COUNT &&
          b->length >= PF_TRI_MIN_BLOCK_LENGTH && b->length <= PF_TRI_MAX_BLOCK_LENGTH)
        {
          lane = pf_tri_band_start (b->axis, b->first);
          position = (b->first - lane) / step[b->axis];
        }
      else
        canon->fits = FALSE;
      placed[i].lane = (guint32) (b->axis & 3) << 24 | (guint32) (lane & 0x3ff) << 14 |
                       (guint32) (b->length & 0xff) << 1 | (b->key ? 1 : 0);
      placed[i].position = MIN (position, 15);
      placed[i].block = i;
    }
  qsort (placed, n, sizeof placed[0], compare_placed);
  for (guint k = 0; k < n; k++)
    {
      canon->lanes[k] = placed[k].lane;
      canon->order[k] = placed[k].block;
      canon->start |= (guint64) placed[k].position << (4 * k);
    }
}

static gboolean
same_bands (const Canon *a,
            const Canon *b)
{
  return a->n_blocks == b->n_blocks &&
         memcmp (a->lanes, b->lanes, a->n_blocks * sizeof a->lanes[0]) == 0 &&
         memcmp (&a->walls, &b->walls, sizeof a->walls) == 0 &&
         memcmp (&a->goals, &b->goals, sizeof a->goals) == 0;
}

static GBytes *
band_key (const Canon *canon,
          gboolean     with_least,
          guint64      least)
{
  GByteArray *key = g_byte_array_sized_new (sizeof canon->walls + sizeof canon->goals +
                                            canon->n_blocks * sizeof canon->lanes[0] + 8);

  g_byte_array_append (key, (const guint8 *) &canon->walls, sizeof canon->walls);
  g_byte_array_append (key, (const guint8 *) &canon->goals, sizeof canon->goals);
  g_byte_array_append (key, (const guint8 *) canon->lanes,
                       canon->n_blocks * sizeof canon->lanes[0]);
  if (with_least)
    g_byte_array_append (key, (const guint8 *) &least, sizeof least);
  return g_byte_array_free_to_bytes (key);
}

/* A rules state in canonical order, and back. */
static guint64
to_canonical (const Canon *canon,
              guint64      state)
{
  guint64 out = 0;

  for (guint k = 0; k < canon->n_blocks; k++)
    out |= ((state >> (4 * canon->order[k])) & 15) << (4 * k);
  return out;
}

static guint64
from_canonical (const Canon *canon,
                guint64      canonical)
{
  guint64 out = 0;

  for (guint k = 0; k < canon->n_blocks; k++)
    out |= ((canonical >> (4 * k)) & 15) << (4 * canon->order[k]);
  return out;
}

typedef struct
{
  const Canon *canon;
  guint64      least;
} LeastWalk;

static gboolean
visit_least (guint64  state,
             guint    depth,
             gpointer user_data)
{
  LeastWalk *walk = user_data;

  walk->least = MIN (walk->least, to_canonical (walk->canon, state));
  return TRUE;
}

/* The least canonical state of @level's component. */
static gboolean
least_state (const PfTriLevel *level,
             const Canon      *canon,
             guint64           max_states,
             GCancellable     *cancellable,
             guint64          *least,
             GError          **error)
{
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, error);
  LeastWalk walk = { canon, G_MAXUINT64 };

  if (rules == NULL)
    return FALSE;
  if (!pf_tri_component_walk (rules, pf_tri_rules_get_start (rules), G_MAXUINT, max_states,
                              cancellable, visit_least, &walk, error))
    return FALSE;
  *least = walk.least;
  return TRUE;
}

typedef struct
{
  guint64  target;
  gboolean found;
} FindWalk;

static gboolean
visit_find (guint64  state,
            guint    depth,
            gpointer user_data)
{
  FindWalk *walk = user_data;

  walk->found = state == walk->target;
  return !walk->found;
}

static void
entry_free (Entry *entry)
{
  g_free (entry);
}

/* Whether @entry's component key is known, enumerating it if need be. */
static gboolean
entry_component (Entry   *entry,
                 guint64  max_states)
{
  if (entry->component == COMPONENT_UNKNOWN)
    {
      entry->component = COMPONENT_NONE;
      if (entry->canon.fits &&
          least_state (&entry->puzzle, &entry->canon, max_states, NULL, &entry->least, NULL))
        entry->component = COMPONENT_KNOWN;
    }
  return entry->component == COMPONENT_KNOWN;
}

/* The entry of @set that is the same puzzle as @probe, whose component
 * key is worked out (and kept in @probe) only when it is needed. */
static Entry *
find_entry (PfTriPuzzleSet *set,
            GPtrArray      *group,
            Entry          *probe)
{
  for (guint i = 0; i < group->len; i++)
    {
      Entry *entry = g_ptr_array_index (group, i);

      if (entry->canon.start == probe->canon.start)
        return entry;
    }
  if (!entry_component (probe, set->max_states))
    return NULL;
  for (guint i = 0; i < group->len; i++)
    {
      Entry *entry = g_ptr_array_index (group, i);

      if (entry_component (entry, set->max_states) && entry->least == probe->least)
        return entry;
    }
  return NULL;
}

static Entry *
entry_new (const PfTriLevel *level,
           gpointer          data)
{
  Entry *entry = g_new0 (Entry, 1);

  entry->puzzle.walls = level->walls;
  entry->puzzle.goals = level->goals;
  entry->puzzle.n_blocks = MIN (level->n_blocks, PF_TRI_MAX_BLOCKS);
  memcpy (entry->puzzle.blocks, level->blocks, sizeof level->blocks);
  pf_tri_figures_reset (&entry->puzzle.figures);
  canon_init (&entry->canon, level);
  entry->data = data;
  return entry;
}

static gboolean
set_find (PfTriPuzzleSet    *set,
          const PfTriLevel  *level,
          gpointer           data,
          gboolean           add,
          gpointer          *same)
{
  Entry *probe = entry_new (level, data);
  g_autoptr(GBytes) key = band_key (&probe->canon, FALSE, 0);
  GPtrArray *group = g_hash_table_lookup (set->groups, key);
  Entry *found = NULL;

  if (group != NULL)
    found = find_entry (set, group, probe);
  if (same != NULL)
    *same = found != NULL ? found->data : NULL;
  if (found != NULL || !add)
    {
      entry_free (probe);
      return found != NULL;
    }
  if (group == NULL)
    {
      group = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
      g_hash_table_insert (set->groups, g_steal_pointer (&key), group);
    }
  g_ptr_array_add (group, probe);
  return FALSE;
}

/* Public API */

GBytes *
pf_tri_level_band_key (const PfTriLevel *level)
{
  Canon canon;

  g_return_val_if_fail (level != NULL, NULL);

  canon_init (&canon, level);
  return band_key (&canon, FALSE, 0);
}

GBytes *
pf_tri_level_component_key (const PfTriLevel  *level,
                            guint64            max_states,
                            GCancellable      *cancellable,
                            GError           **error)
{
  Canon canon;
  guint64 least;

  g_return_val_if_fail (level != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  canon_init (&canon, level);
  if (!least_state (level, &canon, max_states, cancellable, &least, error))
    return NULL;
  return band_key (&canon, TRUE, least);
}

gboolean
pf_tri_level_same_puzzle (const PfTriLevel *a,
                          const PfTriLevel *b)
{
  g_autoptr(PfTriRules) rules = NULL;
  FindWalk walk = { 0, FALSE };
  Canon ca, cb;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  canon_init (&ca, a);
  canon_init (&cb, b);
  if (!same_bands (&ca, &cb))
    return FALSE;
  if (ca.start == cb.start)
    return TRUE;
  if (!ca.fits || !cb.fits || (rules = pf_tri_rules_new (a, NULL)) == NULL)
    return FALSE;
  walk.target = from_canonical (&ca, cb.start);
  if (!pf_tri_rules_is_valid (rules, walk.target))
    return FALSE;
  pf_tri_component_walk (rules, pf_tri_rules_get_start (rules), G_MAXUINT,
                         PF_TRI_SAME_PUZZLE_MAX_STATES, NULL, visit_find, &walk, NULL);
  return walk.found;
}

PfTriPuzzleSet *
pf_tri_puzzle_set_new (guint64 max_states)
{
  PfTriPuzzleSet *set = g_new0 (PfTriPuzzleSet, 1);

  set->max_states = max_states > 0 ? max_states : PF_TRI_SAME_PUZZLE_MAX_STATES;
  set->groups = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                       (GDestroyNotify) g_bytes_unref,
                                       (GDestroyNotify) g_ptr_array_unref);
  return set;
}

void
pf_tri_puzzle_set_free (PfTriPuzzleSet *set)
{
  if (set == NULL)
    return;
  g_hash_table_unref (set->groups);
  g_free (set);
}

gboolean
pf_tri_puzzle_set_add (PfTriPuzzleSet   *set,
                       const PfTriLevel *level,
                       gpointer          data,
                       gpointer         *same)
{
  g_return_val_if_fail (set != NULL && level != NULL, FALSE);

  return !set_find (set, level, data, TRUE, same);
}

gboolean
pf_tri_puzzle_set_lookup (PfTriPuzzleSet   *set,
                          const PfTriLevel *level,
                          gpointer         *same)
{
  g_return_val_if_fail (set != NULL && level != NULL, FALSE);

  return set_find (set, level, NULL, FALSE, same);
}

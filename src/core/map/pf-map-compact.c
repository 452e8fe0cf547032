/* pf-map-compact.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-map"

#include <string.h>

#include "pf-error.h"
#include "pf-map-compact.h"
#include "pf-map-grid.h"
#include "pf-shape-rotation.h"

static const char key_alphabet[] =
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
#define N_KEY_CHARS 62
#define MAX_KEY_LENGTH 7

/* Auxiliary methods */

/* The column of the leftmost filled cell in the top row of @o: where the
 * placement's anchor lies in its matrix. */
static guint
anchor_of (const PfShapeOrientation *o)
{
  guint ax = G_MAXUINT;

  for (guint k = 0; k < o->n_cells; k++)
    if (o->cells[k].y == 0)
      ax = MIN (ax, o->cells[k].x);
  return ax;
}

/* The @index-th key name: a..9 for the first 62, then two characters, … */
static void
key_name (guint64  index,
          char     name[8])
{
  guint length = 1;
  guint64 span = N_KEY_CHARS;

  while (index >= span && length < MAX_KEY_LENGTH)
    {
      index -= span;
      span *= N_KEY_CHARS;
      length++;
    }
  name[length] = '\0';
  for (guint i = length; i > 0; i--)
    {
      name[i - 1] = key_alphabet[index % N_KEY_CHARS];
      index /= N_KEY_CHARS;
    }
}

typedef struct
{
  guint32  combo;    /* orient << 16 | variant */
  gboolean locked;
  guint64  count;
} Use;

static int
compare_uses (gconstpointer a,
              gconstpointer b)
{
  const Use *ua = a, *ub = b;

  if (ua->count != ub->count)
    return ua->count > ub->count ? -1 : 1;
  if (ua->locked != ub->locked)
    return ua->locked ? 1 : -1;
  return ua->combo < ub->combo ? -1 : ua->combo > ub->combo;
}

/* The combination of shape, rotation and variant of @gp */
static inline guint32
combo_of (const PfGridPlacement *gp)
{
  return (guint32) gp->orient << 16 | gp->variant;
}

/* Encoding */

/* Appends the mark of @run empty cells: "." for one, ".N" for more. */
static void
append_empty (GString  *chunk,
              guint     run,
              gboolean *any)
{
  if (*any)
    g_string_append_c (chunk, ' ');
  if (run == 1)
    g_string_append_c (chunk, '.');
  else
    g_string_append_printf (chunk, ".%u", run);
  *any = TRUE;
}

PfMapCompact *
pf_map_compact_encode (const PfMap     *map,
                       const PfTileset *tileset)
{
  g_autoptr(PfShapeOrientations) orientations = pf_shape_orientations_new (tileset);
  g_autoptr(PfMapGrid) grid = NULL;
  GHashTable *counts[2], *names[2];
  g_autoptr(GArray) uses = NULL;
  g_autoptr(GString) chunk = NULL;
  g_autofree guint *anchors = NULL;
  const PfPlacement *placements = (const PfPlacement *) (gpointer) map->placements->data;
  PfMapCompact *compact;
  GHashTableIter iter;
  gpointer combo, count;

  grid = pf_map_grid_from_map (map, tileset, orientations, NULL);
  if (grid == NULL)
    return NULL;

  /* The palette: one key per (shape, rotation, variant, lock) in use, the
   * most used first, so that the common ones get one-character names. The
   * grid's placements are the map's, in order, so the map has the lock. */
  compact = g_new0 (PfMapCompact, 1);
  for (guint l = 0; l < 2; l++)
    {
      counts[l] = g_hash_table_new (NULL, NULL);
      names[l] = g_hash_table_new (NULL, NULL);
    }
  for (gsize p = 0; p < grid->n_placements; p++)
    {
      guint32 key = combo_of (&grid->placements[p]);
      GHashTable *table = counts[placements[p].locked != 0];
      gpointer old = g_hash_table_lookup (table, GUINT_TO_POINTER (key));

      g_hash_table_insert (table, GUINT_TO_POINTER (key),
                           GSIZE_TO_POINTER (GPOINTER_TO_SIZE (old) + 1));
      compact->n_locked += placements[p].locked != 0;
    }
  uses = g_array_new (FALSE, FALSE, sizeof (Use));
  for (guint l = 0; l < 2; l++)
    {
      g_hash_table_iter_init (&iter, counts[l]);
      while (g_hash_table_iter_next (&iter, &combo, &count))
        {
          Use use = { GPOINTER_TO_UINT (combo), l == 1, GPOINTER_TO_SIZE (count) };

          g_array_append_val (uses, use);
        }
      g_hash_table_unref (counts[l]);
    }
  g_array_sort (uses, compare_uses);

  compact->n_empty = pf_map_grid_count_empty (grid);
  compact->keys = g_array_sized_new (FALSE, TRUE, sizeof (PfMapKey), uses->len);
  compact->chunks = g_ptr_array_new_with_free_func (g_free);
  g_array_set_size (compact->keys, uses->len);
  for (guint i = 0; i < uses->len; i++)
    {
      const Use *use = &g_array_index (uses, Use, i);
      guint32 c = use->combo;
      PfMapKey *key = &g_array_index (compact->keys, PfMapKey, i);

      *key = (PfMapKey) { { 0 }, (c >> 16) >> 2, c & 0xffff, (c >> 16) & 3, use->locked };
      key_name (i, key->name);
      g_hash_table_insert (names[use->locked != 0], GUINT_TO_POINTER (c), key);
    }

  anchors = g_new (guint, (gsize) tileset->shapes->len * 4);
  for (gsize o = 0; o < (gsize) tileset->shapes->len * 4; o++)
    anchors[o] = anchor_of (&orientations->items[o]);

  /* The keys in the order of their anchors, row by row. */
  chunk = g_string_new (NULL);
  for (guint y = 0; y < grid->height; y++)
    {
      gboolean any = FALSE;
      guint run = 0;

      for (guint x = 0; x < grid->width; x++)
        {
          gsize cell = (gsize) y * grid->width + x;
          const PfGridPlacement *gp;
          const PfMapKey *key;

          if (grid->owner[cell] == 0)
            {
              run++;
              continue;
            }
          gp = &grid->placements[grid->owner[cell] - 1];
          if (gp->pos + anchors[gp->orient] != cell)
            continue;
          if (run > 0)
            append_empty (chunk, run, &any);
          run = 0;
          key = g_hash_table_lookup (names[placements[grid->owner[cell] - 1].locked != 0],
                                     GUINT_TO_POINTER (combo_of (gp)));
          if (any)
            g_string_append_c (chunk, ' ');
          g_string_append (chunk, key->name);
          any = TRUE;
        }
      if (run > 0)
        append_empty (chunk, run, &any);
      if (any)
        g_string_append_c (chunk, '\n');
      if (chunk->len >= PF_MAP_COMPACT_CHUNK || (y + 1 == grid->height && chunk->len > 0))
        {
          g_ptr_array_add (compact->chunks, g_string_free (g_steal_pointer (&chunk), FALSE));
          chunk = g_string_new (NULL);
        }
    }
  g_hash_table_unref (names[0]);
  g_hash_table_unref (names[1]);
  return compact;
}

void
pf_map_compact_free (PfMapCompact *compact)
{
  if (compact == NULL)
    return;
  g_array_unref (compact->keys);
  g_ptr_array_unref (compact->chunks);
  g_free (compact);
}

/* Decoding */

typedef struct
{
  PfMapKey                  key;
  const PfShapeOrientation *o;
  guint                     anchor;
} Entry;

struct _PfMapDecoder
{
  PfMap               *map;
  const PfTileset     *tileset;
  PfShapeOrientations *orientations;
  guint8              *covered;
  gsize                n_cells;
  gsize                next;      /* no cell before it is uncovered */
  gboolean             refuse_empty;
  gboolean             refuse_locked;
  GPtrArray           *entries;   /* Entry */
  Entry               *short_keys[128 * 128]; /* keys of one or two characters */
  GHashTable          *long_keys; /* name → Entry, for longer names */
};

static guint
short_index (const char *name,
             gsize       length)
{
  return length == 1 ? (guint) name[0] : (guint) name[0] * 128 + (guint) name[1];
}

PfMapDecoder *
pf_map_decoder_new (PfMap           *map,
                    const PfTileset *tileset)
{
  PfMapDecoder *decoder = g_new0 (PfMapDecoder, 1);

  decoder->map = map;
  decoder->tileset = tileset;
  decoder->orientations = pf_shape_orientations_new (tileset);
  decoder->n_cells = (gsize) map->width * map->height;
  decoder->covered = g_malloc0 (MAX (decoder->n_cells, 1));
  decoder->entries = g_ptr_array_new_with_free_func (g_free);
  decoder->long_keys = g_hash_table_new (g_str_hash, g_str_equal);
  return decoder;
}

void
pf_map_decoder_free (PfMapDecoder *decoder)
{
  if (decoder == NULL)
    return;
  pf_shape_orientations_free (decoder->orientations);
  g_free (decoder->covered);
  g_hash_table_unref (decoder->long_keys);
  g_ptr_array_unref (decoder->entries);
  g_free (decoder);
}

static Entry *
find_key (PfMapDecoder *decoder,
          const char   *name,
          gsize         length)
{
  if (length <= 2)
    return decoder->short_keys[short_index (name, length)];
  return g_hash_table_lookup (decoder->long_keys, name);
}

gboolean
pf_map_decoder_add_key (PfMapDecoder    *decoder,
                        const PfMapKey  *key,
                        GError         **error)
{
  gsize length = strnlen (key->name, sizeof key->name);
  const PfShape *shape;
  Entry *entry;

  if (length == 0 || length > MAX_KEY_LENGTH ||
      strspn (key->name, key_alphabet) != length)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "a key name is 1 to %d letters or "
                   "digits, not “%.*s”", MAX_KEY_LENGTH, (int) length, key->name);
      return FALSE;
    }
  if (find_key (decoder, key->name, length) != NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "the palette has two keys named “%s”",
                   key->name);
      return FALSE;
    }
  if (key->locked && decoder->refuse_locked)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "key “%s” is locked, which needs format "
                   "version 4", key->name);
      return FALSE;
    }
  g_return_val_if_fail (key->shape < decoder->tileset->shapes->len, FALSE);
  shape = g_ptr_array_index (decoder->tileset->shapes, key->shape);
  if (key->rotation > 3 || (!shape->rotate && key->rotation != 0))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "key “%s” turns shape “%s”, which may "
                   "not rotate", key->name, shape->id);
      return FALSE;
    }

  entry = g_new0 (Entry, 1);
  entry->key = *key;
  entry->o = pf_shape_orientations_get (decoder->orientations, key->shape, key->rotation);
  entry->anchor = anchor_of (entry->o);
  if (entry->o->n_cells == 0)
    {
      g_free (entry);
      g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "key “%s”: shape “%s” has no cells",
                   key->name, shape->id);
      return FALSE;
    }
  g_ptr_array_add (decoder->entries, entry);
  if (length <= 2)
    decoder->short_keys[short_index (key->name, length)] = entry;
  else
    g_hash_table_insert (decoder->long_keys, entry->key.name, entry);
  return TRUE;
}

void
pf_map_decoder_refuse_empty (PfMapDecoder *decoder)
{
  decoder->refuse_empty = TRUE;
}

void
pf_map_decoder_refuse_locked (PfMapDecoder *decoder)
{
  decoder->refuse_locked = TRUE;
}

/* Leaves the next @run cells not yet covered empty. */
static gboolean
leave_empty (PfMapDecoder  *decoder,
             guint64        run,
             GError       **error)
{
  for (guint64 i = 0; i < run; i++)
    {
      while (decoder->next < decoder->n_cells && decoder->covered[decoder->next])
        decoder->next++;
      if (decoder->next == decoder->n_cells)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "map “%s” has no cell left to leave "
                       "empty: it marks more cells than it has", decoder->map->id);
          return FALSE;
        }
      decoder->covered[decoder->next] = 1;
    }
  return TRUE;
}

/* Reads an empty-cell mark, "." or ".N"; FALSE when @token is none. */
static gboolean
parse_empty (const char *token,
             gsize       length,
             guint64    *run)
{
  guint64 n = 0;

  if (length == 0 || token[0] != '.')
    return FALSE;
  if (length == 1)
    {
      *run = 1;
      return TRUE;
    }
  if (length > 9 || token[1] == '0')
    return FALSE;
  for (gsize i = 1; i < length; i++)
    {
      if (!g_ascii_isdigit (token[i]))
        return FALSE;
      n = n * 10 + (guint64) (token[i] - '0');
    }
  *run = n;
  return TRUE;
}

/* Puts the placement of @entry on the first cell not yet covered. */
static gboolean
place (PfMapDecoder  *decoder,
       const Entry   *entry,
       guint          line,
       GError       **error)
{
  PfMap *map = decoder->map;
  const PfShape *shape = g_ptr_array_index (decoder->tileset->shapes, entry->key.shape);
  PfPlacement placement = { 0, };
  gint64 x0, y0;

  while (decoder->next < decoder->n_cells && decoder->covered[decoder->next])
    decoder->next++;
  if (decoder->next == decoder->n_cells)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "map “%s” has no cell left for key “%s”: "
                   "it has more placements than cells", map->id, entry->key.name);
      return FALSE;
    }
  x0 = (gint64) (decoder->next % map->width) - entry->anchor;
  y0 = (gint64) (decoder->next / map->width);

  for (guint k = 0; k < entry->o->n_cells; k++)
    {
      gint64 x = x0 + entry->o->cells[k].x;
      gint64 y = y0 + entry->o->cells[k].y;

      if (x < 0 || x >= map->width || y >= map->height)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "placement %u of map “%s” (key “%s”, "
                       "shape “%s” at %" G_GINT64_FORMAT ", %" G_GINT64_FORMAT ") leaves the map",
                       map->placements->len, map->id, entry->key.name, shape->id, x0, y0);
          return FALSE;
        }
      if (decoder->covered[y * map->width + x])
        {
          g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "placement %u of map “%s” (key “%s”, "
                       "shape “%s”) covers cell (%" G_GINT64_FORMAT ", %" G_GINT64_FORMAT ") a "
                       "second time", map->placements->len, map->id, entry->key.name,
                       shape->id, x, y);
          return FALSE;
        }
    }
  for (guint k = 0; k < entry->o->n_cells; k++)
    decoder->covered[(y0 + entry->o->cells[k].y) * map->width + x0 + entry->o->cells[k].x] = 1;

  placement.shape = entry->key.shape;
  placement.variant = entry->key.variant;
  placement.rotation = entry->key.rotation;
  placement.locked = entry->key.locked != FALSE;
  placement.x = (gint32) x0;
  placement.y = (gint32) y0;
  placement.line = line;
  g_array_append_val (map->placements, placement);
  return TRUE;
}

gboolean
pf_map_decoder_feed (PfMapDecoder  *decoder,
                     const char    *text,
                     guint          line,
                     guint         *error_line,
                     GError       **error)
{
  const char *p = text;

  while (*p != '\0')
    {
      const char *start;
      const Entry *entry;
      gsize length;
      guint64 run;

      if (g_ascii_isspace (*p))
        {
          line += *p == '\n';
          p++;
          continue;
        }
      start = p;
      while (*p != '\0' && !g_ascii_isspace (*p))
        p++;
      length = p - start;

      if (parse_empty (start, length, &run))
        {
          if (decoder->refuse_empty)
            {
              *error_line = line;
              g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "map “%s” marks empty cells "
                           "(“%.*s”), which needs format version 3", decoder->map->id,
                           (int) MIN (length, 40), start);
              return FALSE;
            }
          if (!leave_empty (decoder, run, error))
            {
              *error_line = line;
              return FALSE;
            }
          continue;
        }

      entry = NULL;
      if (length <= MAX_KEY_LENGTH)
        {
          char name[MAX_KEY_LENGTH + 1];

          memcpy (name, start, length);
          name[length] = '\0';
          if (strspn (name, key_alphabet) == length)
            entry = find_key (decoder, name, length);
        }
      if (entry == NULL)
        {
          *error_line = line;
          g_set_error (error, PF_ERROR, PF_ERROR_SEMANTIC, "“%.*s” is not a key of the palette "
                       "of map “%s”", (int) MIN (length, 40), start, decoder->map->id);
          return FALSE;
        }
      if (!place (decoder, entry, line, error))
        {
          *error_line = line;
          return FALSE;
        }
    }
  return TRUE;
}

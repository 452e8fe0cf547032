/* pf-tetrinet.c: TetriNET specials: placement, effects and the inventory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The classic clients number rows from the top; this file walks the field
 * in the same orders (top row first where they do), so a seed gives the
 * same kind of result as the client's own random stream would.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tetrinet"

#include <string.h>

#include "pf-tetrinet.h"

#define IS_PLAIN(c) ((c) != PF_CELL_EMPTY && !PF_CELL_IS_SPECIAL (c))

PfSpecial
pf_tetrinet_random_special (const guint *frequencies,
                            PfRandom    *rng)
{
  guint n = pf_random_below (rng, 100);
  guint sum = 0;

  for (guint s = 0; s < PF_N_SPECIALS; s++)
    {
      sum += frequencies[s];
      if (n < sum)
        return (PfSpecial) s;
    }
  /* Frequencies that do not reach 100: the rest goes to the last named one. */
  for (guint s = PF_N_SPECIALS; s-- > 0;)
    if (frequencies[s] > 0)
      return (PfSpecial) s;
  return PF_SPECIAL_ADD_LINE;
}

static guint
count_plain (const PfField *field)
{
  guint n = 0;

  for (int y = 0; y < field->top; y++)
    for (int x = 0; x < field->width; x++)
      if (IS_PLAIN (field->cells[y][x]))
        n++;
  return n;
}

/* Replaces the @n-th plain cell, counting rows from the top (@top_down) or
 * from the bottom, each row left to right. */
static void
replace_plain (PfField  *field,
               guint     n,
               gboolean  top_down,
               PfCell    special)
{
  for (int i = 0; i < field->height; i++)
    {
      int y = top_down ? field->height - 1 - i : i;

      for (int x = 0; x < field->width; x++)
        if (IS_PLAIN (field->cells[y][x]) && n-- == 0)
          {
            pf_field_set (field, x, y, special);
            return;
          }
    }
  g_assert_not_reached ();
}

/* The highest filled row of a column, or -1. */
static int
column_top (const PfField *field,
            int            x)
{
  for (int y = field->height - 1; y >= 0; y--)
    if (field->cells[y][x] != PF_CELL_EMPTY)
      return y;
  return -1;
}

static guint
add_gtetrinet (PfField     *field,
               guint        count,
               const guint *frequencies,
               PfRandom    *rng)
{
  for (guint i = 0; i < count; i++)
    {
      PfCell special = PF_SPECIAL_CELL (pf_tetrinet_random_special (frequencies, rng));
      guint plain = count_plain (field);

      if (plain == 0)
        {
          guint tries;
          int x = 0, y = -1;

          for (tries = 0; tries < PF_TETRINET_COLUMN_TRIES; tries++)
            {
              x = (int) pf_random_below (rng, field->width);
              y = column_top (field, x);
              if ((y < 0 || !PF_CELL_IS_SPECIAL (field->cells[y][x])) && y + 1 < field->height)
                break;
            }
          if (tries == PF_TETRINET_COLUMN_TRIES)
            return i;
          pf_field_set (field, x, y + 1, special);
        }
      else
        replace_plain (field, pf_random_below (rng, plain), TRUE, special);
    }
  return count;
}

static guint
add_itetrinet (PfField     *field,
               guint        count,
               const guint *frequencies,
               PfRandom    *rng)
{
  guint plain = count_plain (field);

  for (guint i = 0; i < count; i++)
    {
      if (plain > 0)
        {
          guint n = pf_random_below (rng, plain);

          replace_plain (field, n, FALSE,
                         PF_SPECIAL_CELL (pf_tetrinet_random_special (frequencies, rng)));
          plain--;
        }
      else
        {
          guint tries;
          int x = 0;

          for (tries = 0; tries < PF_TETRINET_COLUMN_TRIES; tries++)
            {
              x = (int) pf_random_below (rng, field->width);
              if (column_top (field, x) < 0)
                break;
            }
          if (tries == PF_TETRINET_COLUMN_TRIES)
            return i;
          pf_field_set (field, x, 0,
                        PF_SPECIAL_CELL (pf_tetrinet_random_special (frequencies, rng)));
        }
    }
  return count;
}

guint
pf_tetrinet_add_specials (PfField          *field,
                          guint             count,
                          PfSpecialsMethod  method,
                          const guint      *frequencies,
                          PfRandom         *rng)
{
  if (method == PF_SPECIALS_ITETRINET)
    return add_itetrinet (field, count, frequencies, rng);
  return add_gtetrinet (field, count, frequencies, rng);
}

guint
pf_tetrinet_remove_full_rows (PfField *field)
{
  return pf_field_clear_full_rows (field, 0, field->height, NULL, NULL);
}

/* The row the classic clients add (gtetrinet's tetris_addlines for the
 * add line special): each cell empty or one of the five colours, with equal
 * odds, then one random column made empty, so the row always has a hole. */
static gboolean
add_line (PfField  *field,
          PfRandom *rng)
{
  int bottom = 0;

  if (field->top >= field->height)
    return TRUE;
  pf_field_shift_rows (field, 1);
  for (int x = 0; x < field->width; x++)
    {
      guint n = pf_random_below (rng, 6);

      pf_field_set (field, x, bottom, n == 0 ? PF_CELL_EMPTY : (PfCell) (PF_CELL_COLOUR_1 + n - 1));
    }
  pf_field_set (field, (int) pf_random_below (rng, field->width), bottom, PF_CELL_EMPTY);
  return FALSE;
}

static void
move_below_switch_zone (PfField *field)
{
  int limit = field->height - PF_TETRINET_SWITCH_CLEAR_ROWS;

  if (field->top > limit)
    pf_field_shift_rows (field, limit - field->top);
}

static void
gravity (PfField *field)
{
  for (int x = 0; x < field->width; x++)
    {
      int dst = 0;

      for (int y = 0; y < field->height; y++)
        {
          PfCell cell = (PfCell) field->cells[y][x];

          if (cell == PF_CELL_EMPTY)
            continue;
          if (dst != y)
            {
              pf_field_set (field, x, y, PF_CELL_EMPTY);
              pf_field_set (field, x, dst, cell);
            }
          dst++;
        }
    }
}

static void
shift_row (PfField *field,
           int      y,
           int      d)
{
  guint8 old[PF_FIELD_MAX_WIDTH];

  memcpy (old, field->cells[y], PF_FIELD_MAX_WIDTH);
  for (int x = 0; x < field->width; x++)
    {
      int src = x - d;

      pf_field_set (field, x, y,
                    src >= 0 && src < field->width ? (PfCell) old[src] : PF_CELL_EMPTY);
    }
}

static void
quake (PfField  *field,
       PfRandom *rng)
{
  for (int y = field->height - 1; y >= 0; y--)
    {
      guint n = pf_random_below (rng, 22);
      int s = (n < 1) + (n < 4) + (n < 11);

      if (pf_random_below (rng, 2))
        s = -s;
      shift_row (field, y, s);
    }
}

static void
bomb (PfField  *field,
      PfRandom *rng)
{
  /* neighbours clockwise from the upper left, y up */
  static const int ax[8] = { -1, 0, 1, 1,  1,  0, -1, -1 };
  static const int ay[8] = {  1, 1, 1, 0, -1, -1, -1,  0 };
  const PfCell bomb_cell = PF_SPECIAL_CELL (PF_SPECIAL_BOMB);
  guint8 scattered[8 * PF_FIELD_MAX_WIDTH * PF_FIELD_MAX_HEIGHT];
  guint n = 0;
  int lower = field->height - PF_TETRINET_SWITCH_CLEAR_ROWS;

  for (int y = field->height - 1; y >= 0; y--)
    for (int x = 0; x < field->width; x++)
      {
        if (field->cells[y][x] != bomb_cell)
          continue;
        pf_field_set (field, x, y, PF_CELL_EMPTY);
        for (int i = 0; i < 8; i++)
          {
            int nx = x + ax[i], ny = y + ay[i];
            PfCell cell;

            if (nx < 0 || ny < 0 || nx >= field->width || ny >= field->height)
              continue;
            cell = (PfCell) field->cells[ny][nx];
            if (cell == bomb_cell)
              cell = PF_CELL_EMPTY;
            else
              pf_field_set (field, nx, ny, PF_CELL_EMPTY);
            scattered[n++] = (guint8) cell;
          }
      }

  if (lower <= 0)
    lower = field->height;
  for (guint i = 0; i < n; i++)
    {
      int y = (int) pf_random_below (rng, (guint32) lower);
      int x = (int) pf_random_below (rng, field->width);

      pf_field_set (field, x, y, (PfCell) scattered[i]);
    }
}

gboolean
pf_tetrinet_apply_special (PfSpecial  special,
                           PfField   *target,
                           PfField   *user,
                           PfRandom  *rng)
{
  gboolean topped = FALSE;

  switch (special)
    {
    case PF_SPECIAL_ADD_LINE:
      topped = add_line (target, rng);
      break;

    case PF_SPECIAL_CLEAR_LINE:
      pf_field_shift_rows (target, -1);
      break;

    case PF_SPECIAL_NUKE:
      pf_field_init (target, target->width, target->height);
      break;

    case PF_SPECIAL_RANDOM_CLEAR:
      for (guint i = 0; i < PF_TETRINET_RANDOM_CLEARS; i++)
        {
          int y = (int) pf_random_below (rng, target->height);
          int x = (int) pf_random_below (rng, target->width);

          pf_field_set (target, x, y, PF_CELL_EMPTY);
        }
      break;

    case PF_SPECIAL_SWITCH:
      if (user != NULL && user != target)
        {
          PfField swap = *target;

          *target = *user;
          *user = swap;
          move_below_switch_zone (user);
          pf_tetrinet_remove_full_rows (user);
        }
      move_below_switch_zone (target);
      break;

    case PF_SPECIAL_CLEAR_SPECIALS:
      for (int y = 0; y < target->top; y++)
        for (int x = 0; x < target->width; x++)
          if (PF_CELL_IS_SPECIAL (target->cells[y][x]))
            pf_field_set (target, x, y, (PfCell) (PF_CELL_COLOUR_1 + pf_random_below (rng, 5)));
      break;

    case PF_SPECIAL_GRAVITY:
      gravity (target);
      break;

    case PF_SPECIAL_QUAKE:
      quake (target, rng);
      break;

    case PF_SPECIAL_BOMB:
      bomb (target, rng);
      break;

    default:
      g_return_val_if_reached (FALSE);
    }

  pf_tetrinet_remove_full_rows (target);
  return topped;
}

void
pf_inventory_init (PfInventory *inventory,
                   guint        capacity)
{
  memset (inventory, 0, sizeof *inventory);
  inventory->capacity = MIN (capacity, PF_INVENTORY_MAX);
}

gboolean
pf_inventory_add (PfInventory *inventory,
                  PfSpecial    special,
                  PfRandom    *rng)
{
  guint at;

  if (inventory->n >= inventory->capacity)
    return FALSE;
  at = pf_random_below (rng, inventory->n + 1);
  memmove (inventory->items + at + 1, inventory->items + at, inventory->n - at);
  inventory->items[at] = (guint8) special;
  inventory->n++;
  return TRUE;
}

gboolean
pf_inventory_take (PfInventory *inventory,
                   PfSpecial   *special)
{
  if (inventory->n == 0)
    return FALSE;
  *special = (PfSpecial) inventory->items[0];
  inventory->n--;
  memmove (inventory->items, inventory->items + 1, inventory->n);
  return TRUE;
}

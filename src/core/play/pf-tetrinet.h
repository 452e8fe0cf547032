/* pf-tetrinet.h: TetriNET specials: placing them on a field, their effects, the inventory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The effects follow the classic clients (SPEC §4.2). Fields are any
 * #PfField, normally the 12 x 22 TetriNET well; randomness comes from a
 * #PfRandom so every seed reproduces.
 */
#pragma once

#include <glib.h>

#include "pf-field.h"
#include "pf-playtest-settings.h"
#include "pf-random.h"

G_BEGIN_DECLS

/* The specials, in the order of PF_SPECIAL_LETTERS. */
typedef enum
{
  PF_SPECIAL_ADD_LINE,
  PF_SPECIAL_CLEAR_LINE,
  PF_SPECIAL_NUKE,
  PF_SPECIAL_RANDOM_CLEAR,
  PF_SPECIAL_SWITCH,
  PF_SPECIAL_CLEAR_SPECIALS,
  PF_SPECIAL_GRAVITY,
  PF_SPECIAL_QUAKE,
  PF_SPECIAL_BOMB,
} PfSpecial;

#define PF_SPECIAL_CELL(s)   ((PfCell) (PF_CELL_SPECIAL_A + (s)))
#define PF_CELL_SPECIAL(c)   ((PfSpecial) ((c) - PF_CELL_SPECIAL_A))

/* Rows a switched field keeps clear at its top. */
#define PF_TETRINET_SWITCH_CLEAR_ROWS 6
/* Cells a random clear empties. */
#define PF_TETRINET_RANDOM_CLEARS 10
/* Columns tried on a field without non-special cells. */
#define PF_TETRINET_COLUMN_TRIES 20

/**
 * pf_tetrinet_random_special:
 * @frequencies: PF_N_SPECIALS percentages summing to 100
 * @rng: a generator
 *
 * Returns: a special drawn with the given frequencies
 */
PfSpecial pf_tetrinet_random_special (const guint *frequencies,
                                      PfRandom    *rng);

/**
 * pf_tetrinet_add_specials:
 * @field: the field to add to
 * @count: how many specials to add
 * @method: %PF_SPECIALS_GTETRINET or %PF_SPECIALS_ITETRINET
 * @frequencies: PF_N_SPECIALS percentages summing to 100
 * @rng: a generator
 *
 * Adds specials as the clients do (SPEC §4.2): each replaces a uniformly
 * random non-special filled cell while one exists. Otherwise 20 random
 * columns are tried; gtetrinet accepts a column that is empty or topped by
 * a non-special cell and puts the special on top of it, itetrinet accepts
 * only an empty column and puts it in the bottom row. After 20 failed
 * tries no more specials are added.
 *
 * Returns: how many specials were added
 */
guint     pf_tetrinet_add_specials   (PfField          *field,
                                      guint             count,
                                      PfSpecialsMethod  method,
                                      const guint      *frequencies,
                                      PfRandom         *rng);

/**
 * pf_tetrinet_apply_special:
 * @special: the special
 * @target: the field it is used on
 * @user: the field of the player who uses it; only `s` reads and changes it
 *   (it may be @target itself)
 * @rng: a generator
 *
 * Applies a special as the classic clients do, then removes full rows:
 * - `a` pushes the field up one row and adds a random row with holes
 *   (each cell empty with probability 3/13, at least one hole); it tops
 *   out when the top row was not empty;
 * - `c` removes the bottom row; `n` empties the field;
 * - `r` empties 10 random cells;
 * - `s` swaps @target and @user; each field is then moved down until its
 *   top 6 rows are empty;
 * - `b` turns every special into a random colour;
 * - `g` lets every cell fall to the bottom of its column;
 * - `q` shifts each row sideways by 0..3 cells, without wrapping;
 * - `o` explodes every block bomb, scattering its 8 neighbours over the
 *   lower 16 rows.
 *
 * Returns: %TRUE when @target topped out (add line on a full top row)
 */
gboolean  pf_tetrinet_apply_special  (PfSpecial         special,
                                      PfField          *target,
                                      PfField          *user,
                                      PfRandom         *rng);

/**
 * pf_tetrinet_remove_full_rows:
 * @field: a field
 *
 * Removes every full row, without collecting specials.
 *
 * Returns: how many rows were removed
 */
guint     pf_tetrinet_remove_full_rows (PfField        *field);

#define PF_INVENTORY_MAX 64

/**
 * PfInventory:
 *
 * The specials a player holds, in the order they are used (the first one
 * next), at most @capacity of them.
 */
typedef struct
{
  guint   capacity;
  guint   n;
  guint8  items[PF_INVENTORY_MAX];
} PfInventory;

/**
 * pf_inventory_init:
 * @inventory: (out caller-allocates): an inventory
 * @capacity: how many specials it holds, at most PF_INVENTORY_MAX
 */
void      pf_inventory_init          (PfInventory      *inventory,
                                      guint             capacity);

/**
 * pf_inventory_add:
 * @inventory: an inventory
 * @special: a special
 * @rng: a generator
 *
 * Inserts @special at a random place among those held, as the classic
 * client does. A full inventory drops it.
 *
 * Returns: %TRUE when it was kept
 */
gboolean  pf_inventory_add           (PfInventory      *inventory,
                                      PfSpecial         special,
                                      PfRandom         *rng);

/**
 * pf_inventory_take:
 * @inventory: an inventory
 * @special: (out): the first special
 *
 * Removes the first special.
 *
 * Returns: %FALSE when the inventory is empty
 */
gboolean  pf_inventory_take          (PfInventory      *inventory,
                                      PfSpecial        *special);

G_END_DECLS

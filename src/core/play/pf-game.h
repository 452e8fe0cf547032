/* pf-game.h: the guideline and TetriNET wells: SPEC §4.1 on a matrix, advanced by explicit time steps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A #PfGame runs SPEC §4.1 on a #PfField. The falling-piece engine
 * (#PfPlayEngine) moves the piece: spawn, movement, rotation with kicks,
 * soft/sonic/hard drop, hold, a seeded 7-bag or a fixed queue, gravity,
 * the lock delay with limited resets and DAS/ARR. The well is its board:
 * the matrix the piece collides with, line clears, scoring (1 point per
 * soft-dropped row, 2 per hard-dropped row, line clears, T-spins,
 * back-to-back and combos), the level that sets gravity and, in the
 * TetriNET well, specials. It never reads a clock: the window calls
 * pf_play_engine_advance() on the game's engine with the time that passed,
 * and the CLI and tests call the engine's actions directly, so all three
 * drive the same code the same way.
 */
#pragma once

#include <glib.h>

#include "pf-field.h"
#include "pf-held-keys.h"
#include "pf-play-engine.h"
#include "pf-playtest-settings.h"
#include "pf-srs.h"
#include "pf-tetrinet.h"

G_BEGIN_DECLS

/* How many upcoming pieces the preview shows: pf_play_engine_peek() 0..4. */
#define PF_GAME_PREVIEW 5

/* The engine's states, as the wells name them. */
typedef enum
{
  PF_GAME_PLAYING = PF_PLAY_PLAYING,
  PF_GAME_BLOCK_OUT = PF_PLAY_BLOCK_OUT,      /* a spawning piece collided (top out) */
  PF_GAME_LOCK_OUT = PF_PLAY_LOCK_OUT,        /* a piece locked entirely above the visible rows */
  PF_GAME_TOP_OUT = PF_PLAY_TOP_OUT,          /* a special pushed the stack out of the well */
  PF_GAME_QUEUE_EMPTY = PF_PLAY_QUEUE_EMPTY,  /* a fixed queue ran out: the run ends, not lost */
} PfGameState;

#define PF_GAME_STATE_IS_LOSS(s) ((s) == PF_GAME_BLOCK_OUT || (s) == PF_GAME_LOCK_OUT || \
                                  (s) == PF_GAME_TOP_OUT)

typedef enum
{
  PF_TSPIN_NONE,
  PF_TSPIN_MINI,
  PF_TSPIN_FULL,
} PfTSpin;

/**
 * PfClearInfo:
 * @lines: rows cleared by the last lock
 * @tspin: whether the last lock was a T-spin
 * @back_to_back: whether it scored a back-to-back bonus
 * @combo: consecutive clearing locks minus one, or -1
 * @points: points it scored
 */
typedef struct
{
  guint   lines;
  PfTSpin tspin;
  gboolean back_to_back;
  int     combo;
  guint   points;
} PfClearInfo;

typedef struct
{
  PfWellKind              well;
  guint64                 seed;
  const PfRotationSystem *rotation_system;
  guint                   das_ms;
  guint                   arr_ms;
  guint                   lock_delay_ms;
  guint                   max_lock_resets;
  guint                   soft_drop_factor;
  gboolean                gravity;
  guint                   start_level;
  PfSpecialsMethod        method;
  guint                   frequencies[PF_N_SPECIALS];
  guint                   lines_per_special;
  guint                   specials_per_award;
  guint                   inventory_capacity;
} PfGameConfig;

typedef struct _PfGame PfGame;

/**
 * pf_game_config_init:
 * @config: (out caller-allocates): the configuration
 * @settings: (nullable): a project's playtest settings, or %NULL for defaults
 *
 * Fills @config: the well, seed, rotation system, DAS/ARR and specials of
 * @settings, a lock delay of 500 ms with 15 resets, soft drop 20 times
 * gravity, gravity on, level 1. An unknown rotation system falls back to SRS.
 */
void         pf_game_config_init  (PfGameConfig             *config,
                                   const PfPlaytestSettings *settings);

/**
 * pf_game_well_size:
 * @well: a well
 * @width: (out): its columns
 * @height: (out): its rows
 */
void         pf_game_well_size    (PfWellKind                well,
                                   guint                    *width,
                                   guint                    *height);

/**
 * pf_game_new:
 * @config: the configuration
 * @field: (nullable): the starting field, of the well's size, or %NULL
 * @queue: (nullable): the exact pieces to play (letters IJLOSTZ), or %NULL
 *   for the seeded 7-bag
 * @error: return location for a #PF_ERROR_INVALID error: a bad piece letter
 *   (named with its position) or a field of the wrong size
 *
 * Starts a game and spawns the first piece. Full rows of the starting
 * field stay until the first lock.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL on error
 */
PfGame      *pf_game_new          (const PfGameConfig *config,
                                   const PfField      *field,
                                   const char         *queue,
                                   GError            **error);
void         pf_game_free         (PfGame             *game);

/**
 * pf_game_restart:
 * @game: a game
 * @seed: the seed of the new run
 *
 * Starts again from the starting field and the start of the fixed queue,
 * with a new bag seed; score, hold, inventory and keys are cleared.
 */
void         pf_game_restart      (PfGame             *game,
                                   guint64             seed);

PfGameState  pf_game_get_state    (const PfGame       *game);

/**
 * pf_game_get_engine:
 * @game: a game
 *
 * The engine that moves the piece. What the piece is (pf_play_engine_get_piece(),
 * the ghost, hold, the next pieces, the rotation system) and the player's
 * actions (pf_play_engine_move(), the drops, hold, held keys and
 * pf_play_engine_advance()) are the engine's; the window, the CLI and the
 * tests drive every game through it the same way.
 *
 * Returns: (transfer none): the game's engine, which lives as long as @game
 */
PfPlayEngine *pf_game_get_engine  (PfGame             *game);

/* The locked cells; the active piece is not part of it. */
const PfField *pf_game_get_field  (const PfGame       *game);

/* The run so far: the points of drops and clears, the lines cleared, the
 * level and the pieces locked. */
guint64      pf_game_get_score    (const PfGame       *game);
guint        pf_game_get_lines    (const PfGame       *game);
guint        pf_game_get_level    (const PfGame       *game);
guint        pf_game_get_pieces   (const PfGame       *game);
const PfClearInfo *pf_game_get_last_clear (const PfGame *game);
const PfInventory *pf_game_get_inventory  (const PfGame *game);

/**
 * pf_game_use_special:
 * @game: a game in the TetriNET well
 * @opponent: (nullable): the field to use it on, or %NULL for the player's own
 * @used: (out) (optional): which special was used
 * @opponent_topped: (out) (optional): whether @opponent topped out
 *
 * Uses the first special of the inventory. The active piece is lifted out
 * of any cells a special moved into it; when there is no room the game tops out.
 *
 * Returns: %FALSE when there was none to use
 */
gboolean     pf_game_use_special  (PfGame             *game,
                                   PfField            *opponent,
                                   PfSpecial          *used,
                                   gboolean           *opponent_topped);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfGame, pf_game_free)

G_END_DECLS

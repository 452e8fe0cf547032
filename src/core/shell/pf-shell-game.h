/* pf-shell-game.h: the Rotatris shell game: tetrominoes fall onto a rotating shell structure
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A #PfShellGame runs SPEC §4.4 on a #PfShellBoard, advanced by explicit
 * time steps like #PfGame: the window calls pf_play_engine_advance() on the
 * game's engine with the time that passed, and tests call the actions
 * directly. The falling-piece engine (#PfPlayEngine) moves the piece, as in
 * the wells; the structure is its board: what the piece collides with, what
 * a lock does (shell clears, collapse, score, speed) and the fall interval.
 *
 * The rules, where SPEC §4.4 leaves them open:
 *
 * - Coordinates are those of SPEC §3: cell (x, y) by its lower-left corner,
 *   y up, the 2x2 core around the origin vertex.
 * - The playfield is the square of shells 0..%PF_SHELL_GAME_FIELD: x and y
 *   in -12..11. Its left and right sides are walls and its bottom is a
 *   floor; there is no ceiling. The core (shell 0) is always solid, whether
 *   or not the layout lists its cells.
 * - Pieces come from a seeded 7-bag (or a fixed queue) and spawn in state 0
 *   with the rotation centre at (-1, %PF_SHELL_GAME_SPAWN_Y): their lowest
 *   minos are in row 10, outside shell 9, and I and O sit symmetrically
 *   over the core. They fall straight down (-y), one row per fall interval.
 * - Left/right move one column; soft drop falls at 20 times the speed;
 *   hard drop falls as far as the piece can and locks. DAS/ARR as in
 *   #PfGame. Rotation is SRS with the kick tables of SPEC §4.1 unchanged
 *   (gravity is -y, as in the matrix). Hold works once per piece.
 * - The structure turns a quarter about the origin vertex by the rotation of
 *   SPEC §3, and only when no turned cell would overlap the falling piece.
 * - A piece locks on contact: when a step down (gravity, soft drop or hard
 *   drop) is blocked by the structure or by the floor. There is no lock
 *   delay: a piece resting on the structure may still move, turn or be
 *   turned until the next fall step. A piece that misses the structure
 *   falls to the floor, far out, and so ends the game.
 * - On lock the minos join the board in the piece's colour
 *   (pf_shell_game_piece_colour()), then every full shell is cleared with
 *   its cascade (pf_shell_board_clear_all()): each clear scores and speeds
 *   the fall up once (SPEC §3). Full shells of the starting structure stay
 *   until the first lock. Only clears score.
 * - A piece that locks with any cell in shell %PF_SHELL_GAME_OVER or beyond
 *   ends the game (%PF_SHELL_GAME_OVER_SHELL). This is judged as the piece
 *   locks, before its clears, as lock out is in the guideline well: the
 *   clears still happen and score, and the game is over even when a
 *   collapse brings that cell back inside shell 9. A starting structure
 *   that already reaches shell 9 ends the game at once.
 */
#pragma once

#include <glib.h>

#include "pf-game.h"
#include "pf-play-engine.h"
#include "pf-playtest-settings.h"
#include "pf-shell.h"
#include "pf-srs.h"

G_BEGIN_DECLS

/* The playfield is the square of shells 0..PF_SHELL_GAME_FIELD. */
#define PF_SHELL_GAME_FIELD    11
/* Pieces spawn with their rotation centre at (PF_SHELL_GAME_SPAWN_X, _Y). */
#define PF_SHELL_GAME_SPAWN_X  (-1)
#define PF_SHELL_GAME_SPAWN_Y  10

/* The engine's states, as the shell game names them: its lock out is a
 * cell in shell 9 or beyond. */
typedef enum
{
  PF_SHELL_GAME_PLAYING = PF_PLAY_PLAYING,
  PF_SHELL_GAME_OVER_SHELL = PF_PLAY_LOCK_OUT,        /* a cell is in shell 9 or beyond */
  PF_SHELL_GAME_BLOCK_OUT = PF_PLAY_BLOCK_OUT,        /* a spawning piece had no room */
  PF_SHELL_GAME_QUEUE_EMPTY = PF_PLAY_QUEUE_EMPTY,    /* a fixed queue ran out: the run ends, not lost */
} PfShellGameState;

/**
 * PfShellGameConfig:
 * @seed: the 7-bag's seed
 * @rotation_system: the piece rotation system, %NULL for SRS
 * @das_ms: delayed auto shift
 * @arr_ms: auto repeat rate, 0 to slide to the wall
 * @soft_drop_factor: how many times faster soft drop falls
 * @gravity: whether pieces fall by themselves (tests turn it off)
 */
typedef struct
{
  guint64                 seed;
  const PfRotationSystem *rotation_system;
  guint                   das_ms;
  guint                   arr_ms;
  guint                   soft_drop_factor;
  gboolean                gravity;
} PfShellGameConfig;

typedef struct _PfShellGame PfShellGame;

/**
 * pf_shell_game_config_init:
 * @config: (out caller-allocates): the configuration
 * @settings: (nullable): a project's playtest settings, or %NULL for defaults
 *
 * Fills @config with the seed, rotation system and DAS/ARR of @settings,
 * soft drop 20 times the fall speed and gravity on. An unknown rotation
 * system falls back to SRS.
 */
void              pf_shell_game_config_init (PfShellGameConfig        *config,
                                             const PfPlaytestSettings *settings);

/**
 * pf_shell_game_piece_colour:
 * @piece: a piece
 *
 * Returns: the shell colour (1..7) a piece's minos get on the board: I teal,
 *   J blue, L orange, O yellow, S green, T purple, Z red
 */
guint             pf_shell_game_piece_colour (PfPiece                  piece);

/**
 * pf_shell_game_new:
 * @config: the configuration
 * @start: (nullable): the starting structure, or %NULL for the core alone
 * @queue: (nullable): the exact pieces to play (letters IJLOSTZ), or %NULL
 *   for the seeded 7-bag
 * @error: return location for a #PF_ERROR_INVALID error: a bad piece letter
 *
 * Starts a game and spawns the first piece. @start is copied.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL on error
 */
PfShellGame      *pf_shell_game_new         (const PfShellGameConfig *config,
                                             const PfShellBoard      *start,
                                             const char              *queue,
                                             GError                 **error);

/**
 * pf_shell_game_free:
 * @game: (nullable): a game
 */
void              pf_shell_game_free        (PfShellGame             *game);

/**
 * pf_shell_game_restart:
 * @game: a game
 * @seed: the seed of the new run
 *
 * Starts again from the starting structure and the start of the fixed
 * queue, with a new bag seed; score, clears, hold and keys are cleared.
 */
void              pf_shell_game_restart     (PfShellGame             *game,
                                             guint64                  seed);

/**
 * pf_shell_game_get_state:
 *
 * Returns: whether @game is still playing, or why it ended
 */
PfShellGameState  pf_shell_game_get_state   (const PfShellGame       *game);

/**
 * pf_shell_game_get_engine:
 * @game: a game
 *
 * The engine that moves the falling piece, as in the wells
 * (pf_game_get_engine()). What the piece is (pf_play_engine_get_piece(), the
 * ghost, hold, the next pieces, the rotation system) and every action but
 * the structure turn are the engine's: pf_play_engine_move(),
 * pf_play_engine_soft_drop() (a blocked step locks),
 * pf_play_engine_move_down() (never locks: scripted play, `polyform play
 * --well shell`, locks only on a hard drop), the other drops, hold, held
 * keys and pf_play_engine_advance().
 *
 * Returns: (transfer none): the game's engine, which lives as long as @game
 */
PfPlayEngine     *pf_shell_game_get_engine  (PfShellGame             *game);

/**
 * pf_shell_game_get_board:
 *
 * Returns: (transfer none): the structure; the falling piece is not part of it
 */
const PfShellBoard *pf_shell_game_get_board (const PfShellGame       *game);

/* The run so far: the total score, the number of clears, the fall
 * interval in seconds and the pieces locked. */
guint64           pf_shell_game_get_score   (const PfShellGame       *game);
guint             pf_shell_game_get_clears  (const PfShellGame       *game);
double            pf_shell_game_get_interval (const PfShellGame      *game);
guint             pf_shell_game_get_pieces  (const PfShellGame       *game);

/**
 * pf_shell_game_get_last_clears:
 * @game: a game
 * @n_clears: (out): how many clears the last lock made, 0 when none
 *
 * Returns: (transfer none) (array length=n_clears): the clears of the last
 *   lock's cascade, in order
 */
const PfShellClear *pf_shell_game_get_last_clears (const PfShellGame *game,
                                                   guint             *n_clears);

/**
 * pf_shell_game_rotate_structure:
 * @game: a game
 * @turn: the direction
 *
 * Turns the structure a quarter about the origin vertex, unless a turned
 * cell would overlap the falling piece. Like the engine's actions, it does
 * nothing once the game has ended.
 *
 * Returns: %TRUE when the structure turned
 */
gboolean          pf_shell_game_rotate_structure (PfShellGame        *game,
                                                  PfShellTurn         turn);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfShellGame, pf_shell_game_free)

G_END_DECLS

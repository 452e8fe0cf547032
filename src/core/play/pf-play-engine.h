/* pf-play-engine.h: the falling-piece engine the guideline, TetriNET and shell games configure
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A #PfPlayEngine owns what every falling-block game of the studio does the
 * same way: the active piece, the upcoming pieces (a seeded 7-bag or a
 * fixed queue) and hold, movement, rotation with the kicks of a swappable
 * #PfRotationSystem, soft, sonic and hard drops, gravity, the lock delay and
 * its limited resets, held keys (DAS/ARR) and the end of the game. It asks
 * its board, through #PfPlayBoardFuncs, what differs between games: whether
 * a piece fits, what a lock does (clears, score, a lock out) and how fast
 * pieces fall. #PfGame (the guideline and TetriNET wells) and #PfShellGame
 * (the Rotatris shell game) are such boards.
 *
 * The engine never reads a clock: pf_play_engine_advance() runs the time
 * that passed, so the window, the CLI and the tests drive the same code.
 */
#pragma once

#include <glib.h>

#include "pf-held-keys.h"
#include "pf-piece-queue.h"
#include "pf-srs.h"

G_BEGIN_DECLS

/**
 * PfPlayState:
 * @PF_PLAY_PLAYING: the game is on
 * @PF_PLAY_BLOCK_OUT: a spawning piece collided (top out)
 * @PF_PLAY_LOCK_OUT: the board judged a lock (or the starting board) a loss
 * @PF_PLAY_TOP_OUT: the board's contents pushed the piece out (TetriNET specials)
 * @PF_PLAY_QUEUE_EMPTY: a fixed queue ran out: the run ends, not lost
 */
typedef enum
{
  PF_PLAY_PLAYING,
  PF_PLAY_BLOCK_OUT,
  PF_PLAY_LOCK_OUT,
  PF_PLAY_TOP_OUT,
  PF_PLAY_QUEUE_EMPTY,
} PfPlayState;

/**
 * PfPlayLockRule:
 * @PF_PLAY_LOCK_DELAY: a piece on the ground locks once it has rested there
 *   for the lock delay; moves and turns restart the delay a limited number
 *   of times, and only a hard drop locks at once (SPEC §4.1)
 * @PF_PLAY_LOCK_ON_CONTACT: a step down that is blocked, by gravity or a
 *   soft drop, locks the piece at once (SPEC §4.4)
 */
typedef enum
{
  PF_PLAY_LOCK_DELAY,
  PF_PLAY_LOCK_ON_CONTACT,
} PfPlayLockRule;

/**
 * PfPlayPiece:
 * @piece: the piece, or %PF_PIECE_NONE when the game has ended
 * @rotation: its orientation
 * @shape: its shape in that orientation
 * @x: the x of its rotation centre
 * @y: the y of its rotation centre
 * @rotated: whether its last successful action was a turn (for T-spins)
 * @kick: the index of the kick test that turn used
 *
 * The active piece, as the board sees it when the piece locks. A mino at
 * offset (dx, dy) of @shape is the cell (@x + dx, @y + dy).
 */
typedef struct
{
  PfPiece             piece;
  PfRotation          rotation;
  const PfPieceShape *shape;
  int                 x;
  int                 y;
  gboolean            rotated;
  guint               kick;
} PfPlayPiece;

/**
 * PfPlayBoardFuncs:
 * @collides: (nullable): whether @shape with its rotation centre at (@x, @y)
 *   overlaps anything: a wall, the floor, a filled cell. %NULL for a board
 *   that gives the engine its matrix (#PfPlayEngineConfig.matrix)
 * @drop_row: (nullable): the lowest centre row @shape reaches falling
 *   straight down from (@x, @y), where it fits; %NULL lets the engine find
 *   it, in the matrix or by stepping down with @collides
 * @restart: puts the board back as the game began, for a run with @seed;
 *   returns %FALSE when the starting board is already lost, and the game
 *   ends in %PF_PLAY_LOCK_OUT
 * @lock: writes @piece into the board, clears, adds the points it scores
 *   to @score; returns %TRUE when the lock ends the game (a lock out,
 *   judged as the piece locks, before its clears)
 * @fall_interval: the time per row of gravity now, in µs, ≥ 1
 *
 * What a game's board answers for the engine. The engine passes the board
 * pointer of its #PfPlayEngineConfig to every function.
 */
typedef struct
{
  PfShapeCollidesFunc collides;
  int      (*drop_row)      (gconstpointer       board,
                             const PfPieceShape *shape,
                             int                 x,
                             int                 y);
  gboolean (*restart)       (gpointer            board,
                             guint64             seed);
  gboolean (*lock)          (gpointer            board,
                             const PfPlayPiece  *piece,
                             guint64            *score);
  gint64   (*fall_interval) (gconstpointer       board);
} PfPlayBoardFuncs;

/**
 * PfPlayEngineConfig:
 * @funcs: the board's functions; they must outlive the engine
 * @board: the board passed to them
 * @matrix: (nullable): the board's cells, when they are a #PfField (the
 *   wells): the engine then tests collisions and drops on it itself, on
 *   the bitboard, and @funcs need not answer them. It must outlive the
 *   engine; the board changes its contents, never its place
 * @rotation_system: (nullable): the rotation system, %NULL for SRS
 * @spawn_x: the column of a spawning piece's rotation centre
 * @spawn_y: its row; pieces spawn in state 0
 * @lock_rule: when a piece locks
 * @lock_delay_ms: with %PF_PLAY_LOCK_DELAY, how long a piece rests on the ground
 * @max_lock_resets: with %PF_PLAY_LOCK_DELAY, how many moves on the ground
 *   restart the delay before the piece locks at once
 * @das_ms: delayed auto shift
 * @arr_ms: auto repeat rate, 0 to slide to the wall
 * @soft_drop_factor: how many times faster a held soft drop falls
 * @gravity: whether pieces fall by themselves (scripted play turns it off)
 * @soft_drop_points: points per row of a soft drop, by key or action
 * @hard_drop_points: points per row of a hard drop
 */
typedef struct
{
  const PfPlayBoardFuncs *funcs;
  gpointer                board;
  const PfField          *matrix;
  const PfRotationSystem *rotation_system;
  int                     spawn_x;
  int                     spawn_y;
  PfPlayLockRule          lock_rule;
  guint                   lock_delay_ms;
  guint                   max_lock_resets;
  guint                   das_ms;
  guint                   arr_ms;
  guint                   soft_drop_factor;
  gboolean                gravity;
  guint                   soft_drop_points;
  guint                   hard_drop_points;
} PfPlayEngineConfig;

/**
 * PfPlayEngine:
 *
 * The engine's state. A game keeps it by value (as its first member, so
 * that its actions reach the engine at no cost), sets it up with
 * pf_play_engine_init() and calls pf_play_engine_clear() when done. Treat
 * the fields as private.
 */
typedef struct
{
  /*< private >*/
  const PfField          *matrix;
  const PfPlayBoardFuncs *funcs;
  gpointer                board;
  PfPlayEngineConfig      config;
  const PfRotationSystem *rs;
  PfPlayState             state;

  PfPlayPiece             active;
  PfPieceHold             hold;
  PfPieceQueue            queue;

  /* time */
  gint64                  fall_acc;
  gint64                  lock_timer;
  guint                   lock_resets;
  int                     lowest_y;
  gboolean                landed;     /* has touched the ground */
  PfHeldKeys              keys;

  guint64                 score;
  guint                   pieces;
} PfPlayEngine;

/**
 * pf_play_engine_init:
 * @self: (out caller-allocates): the engine
 * @config: the configuration, copied
 * @queue: (nullable): the exact pieces to play (letters IJLOSTZ), or %NULL
 *   for the seeded 7-bag
 * @error: return location for a #PF_ERROR_INVALID error naming the first
 *   character of @queue that is not a piece
 *
 * Sets up an engine with no piece in play. Its board need not be ready
 * yet: the engine first asks it when pf_play_engine_restart() starts the
 * game. Call pf_play_engine_clear() when done, also after a failure.
 *
 * Returns: %TRUE on success
 */
gboolean      pf_play_engine_init       (PfPlayEngine             *self,
                                         const PfPlayEngineConfig *config,
                                         const char               *queue,
                                         GError                  **error);

/**
 * pf_play_engine_clear:
 * @self: an engine, set up or zero-filled
 *
 * Frees what pf_play_engine_init() allocated.
 */
void          pf_play_engine_clear      (PfPlayEngine       *self);

/**
 * pf_play_engine_restart:
 * @self: an engine
 * @seed: the seed of the run; the bag draws from pf_random_split (@seed, 1)
 *
 * Starts a run: restarts the board, goes back to the start of a fixed
 * queue or reseeds the bag, clears hold, keys, timers, score and pieces,
 * and spawns the first piece.
 */
void          pf_play_engine_restart    (PfPlayEngine       *self,
                                         guint64             seed);

/**
 * pf_play_engine_get_state:
 * @self: an engine
 *
 * Returns: whether the game is on, or why it ended
 */
PfPlayState   pf_play_engine_get_state  (const PfPlayEngine *self);

/**
 * pf_play_engine_get_piece:
 * @self: an engine
 * @piece: (out) (optional): the active piece
 * @rotation: (out) (optional): its orientation
 * @x: (out) (optional): the x of its rotation centre
 * @y: (out) (optional): the y of its rotation centre
 *
 * Returns: %FALSE when there is no active piece (the game has ended)
 */
gboolean      pf_play_engine_get_piece  (const PfPlayEngine *self,
                                         PfPiece            *piece,
                                         PfRotation         *rotation,
                                         int                *x,
                                         int                *y);

/**
 * pf_play_engine_get_ghost_y:
 * @self: an engine
 *
 * Returns: the centre row the active piece would land on: its ghost
 */
int           pf_play_engine_get_ghost_y (const PfPlayEngine *self);

/**
 * pf_play_engine_get_rotation_system:
 * @self: an engine
 *
 * Returns: (transfer none): the rotation system, for the pieces' shapes
 */
const PfRotationSystem *pf_play_engine_get_rotation_system (const PfPlayEngine *self);

/**
 * pf_play_engine_get_hold:
 * @self: an engine
 * @used: (out) (optional): whether hold is used up for this piece
 *
 * Returns: the held piece, or %PF_PIECE_NONE
 */
PfPiece       pf_play_engine_get_hold   (const PfPlayEngine *self,
                                         gboolean           *used);

/**
 * pf_play_engine_peek:
 * @self: an engine
 * @index: 0 for the next piece
 *
 * Returns: an upcoming piece, or %PF_PIECE_NONE past the end of a fixed
 *   queue or %PF_PIECE_QUEUE_LOOKAHEAD or more bag pieces ahead
 */
PfPiece       pf_play_engine_peek       (PfPlayEngine       *self,
                                         guint               index);

/**
 * pf_play_engine_get_score:
 * @self: an engine
 *
 * Returns: the points of drops and of what the board scored on locks
 */
guint64       pf_play_engine_get_score  (const PfPlayEngine *self);

/**
 * pf_play_engine_get_pieces:
 * @self: an engine
 *
 * Returns: how many pieces have locked in this run
 */
guint         pf_play_engine_get_pieces (const PfPlayEngine *self);

/* Player actions. Each returns whether anything changed; none acts once
 * the game has ended. */

/**
 * pf_play_engine_move:
 * @self: an engine
 * @dx: -1 for left, 1 for right
 *
 * Returns: %TRUE when the piece moved
 */
gboolean      pf_play_engine_move       (PfPlayEngine       *self,
                                         int                 dx);

/**
 * pf_play_engine_rotate:
 * @self: an engine
 * @turn: which turn
 *
 * Turns the piece by true rotation, then tries the turn's kicks in order;
 * the first that fits wins. If none fits nothing changes.
 *
 * Returns: %TRUE when the piece turned
 */
gboolean      pf_play_engine_rotate     (PfPlayEngine       *self,
                                         PfTurn              turn);

/**
 * pf_play_engine_move_down:
 * @self: an engine
 *
 * Moves the piece down one row if it fits; it never locks, whatever the
 * lock rule (scripted play locks only on a hard drop).
 *
 * Returns: %TRUE when the piece moved
 */
gboolean      pf_play_engine_move_down  (PfPlayEngine       *self);

/**
 * pf_play_engine_soft_drop:
 * @self: an engine
 *
 * As pf_play_engine_move_down(); with %PF_PLAY_LOCK_ON_CONTACT a blocked
 * step locks the piece.
 *
 * Returns: %TRUE when the piece moved or locked
 */
gboolean      pf_play_engine_soft_drop  (PfPlayEngine       *self);

/**
 * pf_play_engine_sonic_drop:
 * @self: an engine
 *
 * Drops the piece as far as it falls, without locking it.
 *
 * Returns: %TRUE when the piece moved
 */
gboolean      pf_play_engine_sonic_drop (PfPlayEngine       *self);

/**
 * pf_play_engine_hard_drop:
 * @self: an engine
 *
 * Drops the piece as far as it falls, locks it and spawns the next.
 *
 * Returns: %TRUE when a piece locked
 */
gboolean      pf_play_engine_hard_drop  (PfPlayEngine       *self);

/**
 * pf_play_engine_hold:
 * @self: an engine
 *
 * Swaps the piece with the held one, or takes the next piece when nothing
 * is held; once per piece.
 *
 * Returns: %TRUE when it held
 */
gboolean      pf_play_engine_hold       (PfPlayEngine       *self);

/**
 * pf_play_engine_key_down:
 * @self: an engine
 * @key: a held key
 *
 * A press of left or right moves once at once; holding it auto-shifts under
 * pf_play_engine_advance(). Holding soft drop speeds the fall up.
 */
void          pf_play_engine_key_down   (PfPlayEngine       *self,
                                         PfKey               key);

/**
 * pf_play_engine_key_up:
 * @self: an engine
 * @key: a released key
 */
void          pf_play_engine_key_up     (PfPlayEngine       *self,
                                         PfKey               key);

/**
 * pf_play_engine_advance:
 * @self: an engine
 * @microseconds: time that passed; negative steps are ignored
 *
 * Runs auto-shift, gravity and the lock rule for that time. Calling it
 * with the same steps after the same actions gives the same game.
 */
void          pf_play_engine_advance    (PfPlayEngine       *self,
                                         gint64              microseconds);

/* For boards whose contents change under the piece (TetriNET specials). */

/**
 * pf_play_engine_end:
 * @self: an engine
 * @state: why the game ends, not %PF_PLAY_PLAYING
 *
 * Ends the game; the active piece leaves play.
 */
void          pf_play_engine_end        (PfPlayEngine       *self,
                                         PfPlayState         state);

/**
 * pf_play_engine_lift_piece:
 * @self: an engine
 * @ceiling: the highest centre row the piece may be lifted to
 *
 * After the board changed, moves the active piece up until it fits again.
 * When it fits nowhere up to @ceiling, the game ends in %PF_PLAY_TOP_OUT.
 *
 * Returns: %FALSE when the game topped out
 */
gboolean      pf_play_engine_lift_piece (PfPlayEngine       *self,
                                         int                 ceiling);

G_END_DECLS

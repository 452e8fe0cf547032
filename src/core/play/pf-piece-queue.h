/* pf-piece-queue.h: a falling-block game's upcoming pieces (seeded 7-bags or a fixed queue) and hold
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The falling-piece engine (#PfPlayEngine) draws its pieces from a
 * #PfPieceQueue and holds them in a #PfPieceHold, so the same seed gives
 * the same pieces, and hold follows the same rule, in the wells and the
 * Rotatris shell game.
 */
#pragma once

#include <glib.h>

#include "pf-random.h"
#include "pf-srs.h"

G_BEGIN_DECLS

#define PF_PIECE_QUEUE_RING 32   /* upcoming bag pieces; a power of two */

/* How far ahead pf_piece_queue_peek() can look. */
#define PF_PIECE_QUEUE_LOOKAHEAD (PF_PIECE_QUEUE_RING - PF_N_PIECES)

/**
 * PfPieceQueue:
 *
 * A fixed queue of pieces, or 7-bags drawn from a seeded generator into a
 * ring. Treat the fields as private.
 */
typedef struct
{
  guint8   *fixed;
  gsize     n_fixed;
  gsize     fixed_next;
  guint8    ring[PF_PIECE_QUEUE_RING];
  guint     ring_start;
  guint     ring_len;
  PfRandom  rng;
} PfPieceQueue;

/**
 * pf_piece_queue_init:
 * @queue: (out caller-allocates): the queue
 * @letters: (nullable): the exact pieces to play (letters IJLOSTZ, either
 *   case), or %NULL for 7-bags
 * @error: return location for a #PF_ERROR_INVALID error naming the first
 *   character that is not a piece, with its 1-based position
 *
 * Sets up a queue. Call pf_piece_queue_restart() before drawing from it,
 * and pf_piece_queue_clear() when done, also after a failure.
 *
 * Returns: %TRUE on success
 */
gboolean pf_piece_queue_init    (PfPieceQueue *queue,
                                 const char   *letters,
                                 GError      **error);

/**
 * pf_piece_queue_clear:
 * @queue: a queue
 *
 * Frees what pf_piece_queue_init() allocated.
 */
void     pf_piece_queue_clear   (PfPieceQueue *queue);

/**
 * pf_piece_queue_restart:
 * @queue: a queue
 * @bag_seed: the seed of the bag generator
 *
 * Goes back to the start of a fixed queue, or empties the ring and reseeds
 * the bags: each bag is a Fisher–Yates shuffle of I J L O S T Z.
 */
void     pf_piece_queue_restart (PfPieceQueue *queue,
                                 guint64       bag_seed);

/**
 * pf_piece_queue_peek:
 * @queue: a queue
 * @index: 0 for the next piece
 *
 * Returns: an upcoming piece, or %PF_PIECE_NONE past the end of a fixed
 *   queue or %PF_PIECE_QUEUE_LOOKAHEAD or more pieces ahead
 */
PfPiece  pf_piece_queue_peek    (PfPieceQueue *queue,
                                 guint         index);

/**
 * pf_piece_queue_pop:
 * @queue: a queue
 *
 * Returns: the next piece, taken off the queue, or %PF_PIECE_NONE when a
 *   fixed queue has run out
 */
PfPiece  pf_piece_queue_pop     (PfPieceQueue *queue);

/**
 * PfPieceHold:
 * @piece: the held piece, or %PF_PIECE_NONE
 * @used: whether hold is used up for the falling piece
 *
 * The hold slot. Hold works once per piece: the engine clears @used when
 * a piece locks.
 */
typedef struct
{
  PfPiece  piece;
  gboolean used;
} PfPieceHold;

/**
 * pf_piece_hold_reset:
 * @hold: (out caller-allocates): the hold slot
 *
 * Empties the slot and makes hold available.
 */
void     pf_piece_hold_reset    (PfPieceHold  *hold);

/**
 * pf_piece_hold_get:
 * @hold: the hold slot
 * @used: (out) (optional): whether hold is used up for the falling piece
 *
 * Returns: the held piece, or %PF_PIECE_NONE
 */
PfPiece  pf_piece_hold_get      (const PfPieceHold *hold,
                                 gboolean          *used);

/**
 * pf_piece_hold_swap:
 * @hold: the hold slot
 * @queue: the queue the next piece comes from when nothing is held
 * @current: the falling piece
 *
 * Holds @current and uses hold up. The piece that comes into play is the
 * one held before, or the next of @queue when the slot was empty. Nothing
 * changes when hold is used up, or when the slot is empty and @queue has
 * run out.
 *
 * Returns: the piece to spawn, or %PF_PIECE_NONE when it did not hold
 */
PfPiece  pf_piece_hold_swap     (PfPieceHold  *hold,
                                 PfPieceQueue *queue,
                                 PfPiece       current);

G_END_DECLS

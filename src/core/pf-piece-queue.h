/* pf-piece-queue.h: the upcoming pieces of a falling-block game: a seeded 7-bag or a fixed queue
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both the guideline engine (#PfGame) and the Rotatris shell game
 * (#PfShellGame) draw their pieces from a #PfPieceQueue, so the same seed
 * gives the same pieces in both.
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

G_END_DECLS

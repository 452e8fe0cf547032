/* pf-piece-queue.c: the upcoming pieces (a seeded 7-bag or a fixed queue) and the hold slot
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-piece-queue"

#include <string.h>

#include "pf-error.h"
#include "pf-piece-queue.h"

static void
refill_bag (PfPieceQueue *queue)
{
  guint8 bag[PF_N_PIECES];

  for (guint i = 0; i < PF_N_PIECES; i++)
    bag[i] = (guint8) i;
  for (guint i = PF_N_PIECES - 1; i > 0; i--)
    {
      guint j = pf_random_below (&queue->rng, i + 1);
      guint8 t = bag[i];

      bag[i] = bag[j];
      bag[j] = t;
    }
  for (guint i = 0; i < PF_N_PIECES; i++)
    queue->ring[(queue->ring_start + queue->ring_len++) & (PF_PIECE_QUEUE_RING - 1)] = bag[i];
}

gboolean
pf_piece_queue_init (PfPieceQueue  *queue,
                     const char    *letters,
                     GError       **error)
{
  memset (queue, 0, sizeof *queue);
  if (letters == NULL)
    return TRUE;

  queue->fixed = g_malloc (strlen (letters) + 1);
  for (gsize i = 0; letters[i] != '\0'; i++)
    {
      PfPiece piece = pf_piece_from_letter (letters[i]);

      if (piece == PF_PIECE_NONE)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       "queue character %zu: “%c” is not a piece (I J L O S T Z)",
                       i + 1, g_ascii_isprint (letters[i]) ? letters[i] : '?');
          return FALSE;
        }
      queue->fixed[queue->n_fixed++] = (guint8) piece;
    }
  return TRUE;
}

void
pf_piece_queue_clear (PfPieceQueue *queue)
{
  g_clear_pointer (&queue->fixed, g_free);
  queue->n_fixed = queue->fixed_next = 0;
}

void
pf_piece_queue_restart (PfPieceQueue *queue,
                        guint64       bag_seed)
{
  queue->fixed_next = 0;
  queue->ring_start = queue->ring_len = 0;
  pf_random_init (&queue->rng, bag_seed);
}

PfPiece
pf_piece_queue_peek (PfPieceQueue *queue,
                     guint         index)
{
  if (queue->fixed != NULL)
    return queue->fixed_next + index < queue->n_fixed
      ? (PfPiece) queue->fixed[queue->fixed_next + index] : PF_PIECE_NONE;
  if (index >= PF_PIECE_QUEUE_LOOKAHEAD)
    return PF_PIECE_NONE;
  while (G_UNLIKELY (queue->ring_len <= index))
    refill_bag (queue);
  return (PfPiece) queue->ring[(queue->ring_start + index) & (PF_PIECE_QUEUE_RING - 1)];
}

PfPiece
pf_piece_queue_pop (PfPieceQueue *queue)
{
  PfPiece piece;

  /* As pf_piece_queue_peek (queue, 0), then taken off: once per spawn. */
  if (queue->fixed != NULL)
    return queue->fixed_next < queue->n_fixed
      ? (PfPiece) queue->fixed[queue->fixed_next++] : PF_PIECE_NONE;
  if (G_UNLIKELY (queue->ring_len == 0))
    refill_bag (queue);
  piece = (PfPiece) queue->ring[queue->ring_start];
  queue->ring_start = (queue->ring_start + 1) & (PF_PIECE_QUEUE_RING - 1);
  queue->ring_len--;
  return piece;
}

void
pf_piece_hold_reset (PfPieceHold *hold)
{
  hold->piece = PF_PIECE_NONE;
  hold->used = FALSE;
}

PfPiece
pf_piece_hold_get (const PfPieceHold *hold,
                   gboolean          *used)
{
  if (used != NULL)
    *used = hold->used;
  return hold->piece;
}

PfPiece
pf_piece_hold_swap (PfPieceHold  *hold,
                    PfPieceQueue *queue,
                    PfPiece       current)
{
  PfPiece next = hold->piece;

  if (hold->used)
    return PF_PIECE_NONE;
  if (next == PF_PIECE_NONE)
    {
      next = pf_piece_queue_pop (queue);
      if (next == PF_PIECE_NONE)
        return PF_PIECE_NONE;
    }
  hold->piece = current;
  hold->used = TRUE;
  return next;
}

/* fuzz-queue.c: the parser of `play --queue`, and drawing the queue it makes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "fuzz-target.h"
#include "pf-piece-queue.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  PfPieceQueue queue;
  gsize pieces = 0;

  if (!pf_piece_queue_init (&queue, text, NULL))
    {
      pf_piece_queue_clear (&queue);
      return 0;
    }
  pf_piece_queue_restart (&queue, size);
  /* A fixed queue gives exactly its letters, then nothing. */
  for (;;)
    {
      PfPiece peeked = pf_piece_queue_peek (&queue, 0);
      PfPiece piece = pf_piece_queue_pop (&queue);

      if (piece != peeked)
        g_error ("peek gave %d, pop %d", peeked, piece);
      if (piece == PF_PIECE_NONE)
        break;
      if (piece >= PF_N_PIECES)
        g_error ("piece %d is out of range", piece);
      pieces++;
      if (pieces > strlen (text))
        g_error ("“%s” gave more pieces than letters", text);
    }
  if (pieces != strlen (text))
    g_error ("“%s” gave %" G_GSIZE_FORMAT " pieces", text, pieces);
  pf_piece_queue_clear (&queue);
  return 0;
}

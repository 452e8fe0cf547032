/* fuzz-fumen.c: the fumen decoder; what it decodes encodes and decodes to the same field
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "fuzz-target.h"
#include "pf-fumen.h"

#define FUMEN_ROWS 23

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_autofree char *encoded = NULL;
  PfField field, again, page;
  guint dropped = 0;

  for (guint p = 2; p <= 3; p++)
    {
      g_auto(PfFumenPageInfo) info = { 0, };

      pf_fumen_decode_page (text, p, &page, &info, NULL);
    }
  if (!pf_fumen_decode (text, &field, NULL))
    return 0;

  encoded = pf_fumen_encode (&field, &dropped);
  if (!pf_fumen_decode (encoded, &again, NULL))
    g_error ("the decoder refused what the encoder wrote: %s", encoded);
  for (int y = 0; y < FUMEN_ROWS; y++)
    for (int x = 0; x < 10; x++)
      if (pf_field_get (&field, x, y) != pf_field_get (&again, x, y))
        g_error ("cell (%d, %d) changed through %s", x, y, encoded);
  return 0;
}

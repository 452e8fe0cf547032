/* pf-random.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-random.h"

static guint64
splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
pf_random_init (PfRandom *rng,
                guint64   seed)
{
  guint64 state = seed;

  for (guint i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&state);
}

guint64
pf_random_split (guint64 seed,
                 guint64 stream)
{
  guint64 state = seed ^ (stream * G_GUINT64_CONSTANT (0xd1b54a32d192ed03));

  splitmix64 (&state);
  return splitmix64 (&state);
}

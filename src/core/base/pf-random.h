/* pf-random.h: a small, documented, portable PRNG
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * xoshiro256** (Blackman and Vigna, 2018) seeded through splitmix64.
 * The same seed gives the same sequence on every machine, which
 * generators rely on for reproducible output.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 s[4];
} PfRandom;

/**
 * pf_random_init:
 * @rng: the generator to initialise
 * @seed: any 64-bit seed, including 0
 *
 * Seeds @rng by running splitmix64 from @seed.
 */
void    pf_random_init   (PfRandom *rng,
                          guint64   seed);

/**
 * pf_random_split:
 * @seed: a base seed
 * @stream: a stream number
 *
 * Returns: a seed for an independent stream, derived only from @seed and
 *   @stream, so parallel work can be reproducible whatever the thread count.
 */
guint64 pf_random_split  (guint64   seed,
                          guint64   stream);

static inline guint64
pf_random_rotl (guint64 x,
                int     k)
{
  return (x << k) | (x >> (64 - k));
}

/**
 * pf_random_next:
 * @rng: a seeded generator
 *
 * Returns: the next 64 random bits.
 */
static inline guint64
pf_random_next (PfRandom *rng)
{
  guint64 *s = rng->s;
  guint64 result = pf_random_rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = pf_random_rotl (s[3], 45);

  return result;
}

/**
 * pf_random_below:
 * @rng: a seeded generator
 * @n: the exclusive upper bound, at least 1
 *
 * Returns: a uniform integer in 0..@n-1 (Lemire's multiply-shift, with rejection).
 */
static inline guint32
pf_random_below (PfRandom *rng,
                 guint32   n)
{
  guint64 m = (pf_random_next (rng) >> 32) * (guint64) n;
  guint32 low = (guint32) m;

  if (low < n)
    {
      guint32 threshold = (guint32) (-n) % n;
      while (low < threshold)
        {
          m = (pf_random_next (rng) >> 32) * (guint64) n;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

/**
 * pf_random_double:
 * @rng: a seeded generator
 *
 * Returns: a uniform double in [0, 1).
 */
static inline double
pf_random_double (PfRandom *rng)
{
  return (pf_random_next (rng) >> 11) * (1.0 / 9007199254740992.0);
}

G_END_DECLS

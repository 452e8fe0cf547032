/* pf-tri-pack-curve.c: the move targets of a pack's difficulty curve
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-pack-curve"

#include <math.h>
#include <string.h>

#include "pf-tri-pack-curve.h"

static const char *const curve_names[] = {
  [PF_TRI_PACK_CURVE_LINEAR] = "linear",
  [PF_TRI_PACK_CURVE_EASE] = "ease",
  [PF_TRI_PACK_CURVE_STEPS] = "steps",
};

/* Auxiliary methods */

/* @a + @span · @num / @den, rounded, halves up. */
static gint
round_share (gint    a,
             gint64  span,
             gint64  num,
             gint64  den)
{
  if (den <= 0)
    return a;
  return a + (gint) ((2 * span * num + den) / (2 * den));
}

/* The rest levels of the steps curve before level @k. */
static guint
rests_before (guint k)
{
  return k / (PF_TRI_PACK_STEPS_GROUP + 1);
}

/* Public API */

const char *
pf_tri_pack_curve_to_string (PfTriPackCurve curve)
{
  g_return_val_if_fail (curve < G_N_ELEMENTS (curve_names), NULL);
  return curve_names[curve];
}

gboolean
pf_tri_pack_curve_from_string (const char     *name,
                               PfTriPackCurve *curve)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (curve_names); i++)
    if (strcmp (name, curve_names[i]) == 0)
      {
        *curve = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
pf_tri_pack_curve_is_rest (PfTriPackCurve curve,
                           guint          count,
                           guint          k)
{
  return curve == PF_TRI_PACK_CURVE_STEPS && k + 1 < count &&
         (k + 1) % (PF_TRI_PACK_STEPS_GROUP + 1) == 0;
}

gint
pf_tri_pack_curve_target (PfTriPackCurve  curve,
                          guint           count,
                          gint            min_moves,
                          gint            max_moves,
                          guint           k,
                          gint           *low,
                          gint           *high)
{
  gint64 span = (gint64) max_moves - min_moves;
  gint64 last = count > 1 ? count - 1 : 0;
  gint target;
  double tolerance;

  switch (curve)
    {
    case PF_TRI_PACK_CURVE_EASE:
      target = round_share (min_moves, span, (gint64) k * k, last * last);
      break;

    case PF_TRI_PACK_CURVE_STEPS:
      {
        guint rising = count - rests_before (count > 0 ? count - 1 : 0);
        guint at = k;

        /* A rest level aims at the first level of the group before it. */
        if (pf_tri_pack_curve_is_rest (curve, count, k))
          at = k - PF_TRI_PACK_STEPS_GROUP;
        target = round_share (min_moves, span, at - rests_before (at),
                              rising > 1 ? rising - 1 : 0);
      }
      break;

    case PF_TRI_PACK_CURVE_LINEAR:
    default:
      target = round_share (min_moves, span, k, last);
      break;
    }

  tolerance = MAX (1.0, target / 10.0);
  /* A target of two moves or more takes no level of one (`trivial`, SPEC
   * §2.9), which its tolerance would let in. */
  if (low != NULL)
    *low = MAX (target >= 2 ? 2 : 1, (gint) ceil (target - tolerance - 1e-9));
  if (high != NULL)
    *high = (gint) floor (target + tolerance + 1e-9);
  return target;
}

gint
pf_tri_pack_target_moves (guint  count,
                          gint   min_moves,
                          gint   max_moves,
                          guint  k,
                          gint  *low,
                          gint  *high)
{
  return pf_tri_pack_curve_target (PF_TRI_PACK_CURVE_LINEAR, count, min_moves, max_moves, k, low,
                                   high);
}

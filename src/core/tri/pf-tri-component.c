/* pf-tri-component.c: the states reachable from a start, visited in breadth-first order
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-component"

#include "pf-error.h"
#include "pf-tri-component.h"
#include "pf-tri-rules-private.h"
#include "pf-tri-state-set.h"

#define CHECK_INTERVAL 4096

/* Public API */

gboolean
pf_tri_component_walk (const PfTriRules  *rules,
                       guint64            start,
                       guint              max_depth,
                       guint64            max_states,
                       GCancellable      *cancellable,
                       PfTriVisitFunc     visit,
                       gpointer           user_data,
                       GError           **error)
{
  g_autofree PfTriBatch *ring = g_new (PfTriBatch, PF_TRI_PIPELINE);
  PfTriStateSet set;
  guint64 budget = max_states == 0 ? PF_TRI_STATE_SET_MAX : MIN (max_states, PF_TRI_STATE_SET_MAX);
  guint32 index, layer_end, filled = 0;
  guint depth = 0;
  gboolean ok = FALSE;

  g_return_val_if_fail (rules != NULL && visit != NULL, FALSE);

  /* The set's states, in the order they were met, are the queue; the
   * successors of the states just ahead are generated and prefetched
   * while those of this one are looked up, as the analysis does. */
  pf_tri_state_set_init (&set);
  if (!pf_tri_state_set_reserve (&set, error))
    goto out;
  pf_tri_state_set_insert (&set, start, &index);
  if (!visit (start, 0, user_data))
    {
      ok = TRUE;
      goto out;
    }
  layer_end = set.count;

  for (guint32 head = 0; head < set.count; head++)
    {
      const PfTriBatch *b;

      if (head == layer_end)
        {
          depth++;
          layer_end = set.count;
        }
      if (depth >= max_depth)
        break;
      if ((head % CHECK_INTERVAL) == 0 && head > 0 &&
          g_cancellable_set_error_if_cancelled (cancellable, error))
        goto out;

      b = pf_tri_batch_next (ring, rules, &set, head, &filled);
      for (guint e = 0; e < b->n; e++)
        {
          if (!pf_tri_state_set_reserve (&set, error))
            goto out;
          if (!pf_tri_state_set_insert_hashed (&set, b->states[e], b->hashes[e], &index))
            continue;
          if (set.count > budget)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
                           "more than %" G_GUINT64_FORMAT " reachable states", budget);
              goto out;
            }
          if (!visit (b->states[e], depth + 1, user_data))
            {
              ok = TRUE;
              goto out;
            }
        }
    }
  ok = TRUE;

out:
  pf_tri_state_set_clear (&set);
  return ok;
}

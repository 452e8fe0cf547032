/* pf-tri-generator.c: harder triangle levels by seeded, parallel mutation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-generator"

#include <string.h>

#include "pf-error.h"
#include "pf-random.h"
#include "pf-tri-generator.h"

#define MAX_LENGTH   6
#define PLACE_TRIES  40

typedef struct
{
  PfTriBlock blocks[PF_TRI_MAX_BLOCKS];
  guint      n_blocks;
  gint       moves;   /* -1: not solved */
  gint       steps;
} Trial;

typedef struct
{
  const PfTriLevel     *source;   /* walls and goals */
  const Trial          *base;
  const PfTriGenParams *params;
  guint                 round;
  Trial                *results;
  GMutex                lock;
  GCond                 done_cond;
  guint                 done;
} RoundCtx;

void
pf_tri_gen_params_init (PfTriGenParams *params)
{
  *params = (PfTriGenParams) { 0 };
  params->seed = 1;
  params->trials = 32;
  params->rounds = 20;
  params->max_states = 2000000;
}

/* Auxiliary methods */

static gboolean
block_fits (const PfTriLevel *source,
            const Trial      *t,
            guint             skip,
            const PfTriBlock *b)
{
  guint tris[32], other[32];

  if (b->length < 2 || b->length > 32 || !pf_tri_block_triangles (b->axis, b->first, b->length, tris))
    return FALSE;
  for (guint k = 0; k < b->length; k++)
    if (pf_tri_mask_get (&source->walls, tris[k]))
      return FALSE;
  for (guint i = 0; i < t->n_blocks; i++)
    {
      const PfTriBlock *o = &t->blocks[i];

      if (i == skip || !pf_tri_block_triangles (o->axis, o->first, o->length, other))
        continue;
      for (guint k = 0; k < b->length; k++)
        for (guint j = 0; j < o->length; j++)
          if (tris[k] == other[j])
            return FALSE;
    }
  return TRUE;
}

static void
random_block (PfRandom   *rng,
              PfTriBlock *b)
{
  b->axis = pf_random_below (rng, 3);
  b->first = pf_random_below (rng, PF_TRI_COUNT);
  b->length = 2 + pf_random_below (rng, MAX_LENGTH - 1);
  b->key = FALSE;
  b->line = 0;
}

static gint
random_non_key (PfRandom    *rng,
                const Trial *t)
{
  guint n = 0, pick;

  for (guint i = 0; i < t->n_blocks; i++)
    n += !t->blocks[i].key;
  if (n == 0)
    return -1;
  pick = pf_random_below (rng, n);
  for (guint i = 0; i < t->n_blocks; i++)
    if (!t->blocks[i].key && pick-- == 0)
      return i;
  return -1;
}

static void
mutate_once (const PfTriLevel *source,
             PfRandom         *rng,
             Trial            *t)
{
  guint op = pf_random_below (rng, 4);
  gint victim = random_non_key (rng, t);
  PfTriBlock b;

  if (victim < 0 || (op == 0 && t->n_blocks < PF_TRI_MAX_BLOCKS))
    op = 0;

  switch (op)
    {
    case 0:   /* add */
      if (t->n_blocks >= PF_TRI_MAX_BLOCKS)
        return;
      for (guint k = 0; k < PLACE_TRIES; k++)
        {
          random_block (rng, &b);
          if (block_fits (source, t, G_MAXUINT, &b))
            {
              t->blocks[t->n_blocks++] = b;
              return;
            }
        }
      return;

    case 1:   /* remove */
      memmove (&t->blocks[victim], &t->blocks[victim + 1],
               (t->n_blocks - victim - 1) * sizeof (PfTriBlock));
      t->n_blocks--;
      return;

    case 2:   /* move: along its band, or anywhere */
      for (guint k = 0; k < PLACE_TRIES; k++)
        {
          b = t->blocks[victim];
          if (pf_random_below (rng, 2) == 0)
            {
              guint start = pf_tri_band_start (b.axis, b.first);
              guint n_steps = pf_random_below (rng, 16);

              b.first = start;
              for (guint s = 0; s < n_steps; s++)
                if (!pf_tri_step_next (b.axis, b.first, TRUE, &b.first))
                  break;
            }
          else
            {
              b.axis = pf_random_below (rng, 3);
              b.first = pf_random_below (rng, PF_TRI_COUNT);
            }
          if (block_fits (source, t, victim, &b))
            {
              t->blocks[victim] = b;
              return;
            }
        }
      return;

    case 3:   /* resize */
    default:
      b = t->blocks[victim];
      if (pf_random_below (rng, 2) == 0 && b.length < MAX_LENGTH)
        b.length++;
      else if (b.length > 2)
        b.length--;
      if (block_fits (source, t, victim, &b))
        t->blocks[victim] = b;
      return;
    }
}

static void
trial_to_level (const Trial *t,
                PfTriLevel  *level)
{
  level->n_blocks = t->n_blocks;
  memcpy (level->blocks, t->blocks, sizeof t->blocks);
}

static void
solve_trial (const PfTriLevel *source,
             Trial            *t,
             guint64           max_states)
{
  PfTriLevel level = *source;   /* walls and goals; borrowed strings unused */
  g_autoptr(PfTriRules) rules = NULL;
  g_autoptr(PfTriSolution) sol = NULL;

  t->moves = -1;
  t->steps = -1;
  trial_to_level (t, &level);
  rules = pf_tri_rules_new (&level, NULL);
  if (rules == NULL)
    return;
  sol = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), max_states,
                             NULL, NULL, NULL, NULL);
  if (sol != NULL && sol->status == PF_TRI_SOLVE_SOLVED)
    {
      t->moves = sol->moves;
      t->steps = sol->steps;
    }
}

static void
run_trial (gpointer data,
           gpointer user_data)
{
  RoundCtx *ctx = user_data;
  guint trial = GPOINTER_TO_UINT (data) - 1;
  Trial *t = &ctx->results[trial];
  PfRandom rng;
  guint n_mutations;

  *t = *ctx->base;
  t->moves = -1;
  if (!g_cancellable_is_cancelled (ctx->params->cancellable))
    {
      pf_random_init (&rng, pf_random_split (ctx->params->seed,
                                             (guint64) ctx->round * ctx->params->trials + trial));
      n_mutations = 1 + pf_random_below (&rng, 3);
      for (guint m = 0; m < n_mutations; m++)
        mutate_once (ctx->source, &rng, t);
      solve_trial (ctx->source, t, ctx->params->max_states);
    }

  g_mutex_lock (&ctx->lock);
  ctx->done++;
  g_cond_signal (&ctx->done_cond);
  g_mutex_unlock (&ctx->lock);
}

static gboolean
harder (const Trial *a,
        const Trial *b)
{
  if (a->moves != b->moves)
    return a->moves > b->moves;
  return a->steps > b->steps;
}

PfTriLevel *
pf_tri_generate (const PfTriLevel      *source,
                 const PfTriGenParams  *params,
                 PfTriSolution        **solution,
                 GError               **error)
{
  g_autoptr(PfTriRules) rules = NULL;
  g_autofree Trial *results = NULL;
  GThreadPool *pool;
  g_autoptr(PfTriLevel) out = NULL;
  RoundCtx ctx = { 0 };
  Trial best = { 0 };
  guint threads, trials;

  g_return_val_if_fail (source != NULL && params != NULL, NULL);

  rules = pf_tri_rules_new (source, error);
  if (rules == NULL)
    return NULL;

  trials = MAX (params->trials, 1);
  threads = params->threads > 0 ? params->threads : g_get_num_processors ();
  results = g_new0 (Trial, trials);

  best.n_blocks = source->n_blocks;
  memcpy (best.blocks, source->blocks, sizeof best.blocks);
  solve_trial (source, &best, 0);

  ctx.source = source;
  ctx.params = params;
  ctx.results = results;
  g_mutex_init (&ctx.lock);
  g_cond_init (&ctx.done_cond);
  pool = g_thread_pool_new (run_trial, &ctx, threads, FALSE, NULL);

  for (guint round = 0; round < params->rounds; round++)
    {
      Trial base = best;
      gint pick = -1;

      if (params->min_moves > 0 && best.moves >= params->min_moves)
        break;
      if (g_cancellable_is_cancelled (params->cancellable))
        break;

      ctx.base = &base;
      ctx.round = round;
      ctx.done = 0;
      for (guint t = 0; t < trials; t++)
        g_thread_pool_push (pool, GUINT_TO_POINTER (t + 1), NULL);
      g_mutex_lock (&ctx.lock);
      while (ctx.done < trials)
        g_cond_wait (&ctx.done_cond, &ctx.lock);
      g_mutex_unlock (&ctx.lock);

      for (guint t = 0; t < trials; t++)
        if (results[t].moves > 0 && (pick < 0 || harder (&results[t], &results[pick])))
          pick = t;
      if (pick >= 0 && harder (&results[pick], &best))
        best = results[pick];
      if (params->progress != NULL)
        params->progress (round + 1, best.moves, params->user_data);
    }

  g_thread_pool_free (pool, FALSE, TRUE);
  g_mutex_clear (&ctx.lock);
  g_cond_clear (&ctx.done_cond);

  if (g_cancellable_set_error_if_cancelled (params->cancellable, error))
    return NULL;

  out = pf_tri_level_copy (source);
  trial_to_level (&best, out);
  pf_tri_figures_reset (&out->figures);
  {
    g_autoptr(PfTriSolution) sol = pf_tri_solver_solve_level (out, params->max_states, error);

    if (sol == NULL)
      return NULL;
    out->figures.moves = sol->status == PF_TRI_SOLVE_SOLVED ? sol->moves :
                         sol->status == PF_TRI_SOLVE_UNSOLVABLE ? -2 : -1;
    out->figures.steps = sol->steps;
    if (solution != NULL)
      *solution = g_steal_pointer (&sol);
  }
  return g_steal_pointer (&out);
}

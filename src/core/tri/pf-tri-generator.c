/* pf-tri-generator.c: harder triangle levels by seeded, parallel mutation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search is a steady stream of trials. Trial k is prepared (its parent
 * chosen and mutated) when trial k - W is merged, W being the trials in
 * flight; workers take prepared trials in order, score them, and whoever
 * finishes the oldest outstanding trial merges every finished trial in
 * order. The merge decides everything (acceptance, restarts, the pool of
 * best levels, candidates), so the levels do not depend on which worker
 * ran what, and a worker only waits when the oldest unmerged trial is W
 * trials behind the next one to run.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-tri-generator"

#include <math.h>
#include <string.h>

#include "pf-random.h"
#include "pf-tri-farthest.h"
#include "pf-tri-generator.h"
#include "pf-tri-layout.h"
#include "pf-tri-level-edit.h"
#include "pf-tri-measure.h"
#include "pf-tri-same-puzzle.h"

#define POOL_SIZE        8       /* best distinct levels kept for restarts */
#define RESTART_AFTER    8       /* rounds without progress before a restart */
#define FRESH_AFTER      32      /* rounds a first walk may stall before a fresh one */
#define ANNEAL_RAMP      4.0     /* rounds without progress for a temperature of 1 */
#define ANNEAL_MAX_DROP  6       /* the most moves an accepted step may lose */
#define ANNEAL_MAX_DROP_WALLS 2  /* the same with PF_TRI_GEN_WALLS, where 6 does worse */
#define BUDGET_FACTOR    4       /* adaptive budget: this many times the best's states */
#define BUDGET_FLOOR     50000
#define MAX_MOVES_KEPT   1024    /* distances recorded per trial */
#define MUTATE_TRIES     8       /* draws for a trial that changes the level */
#define KEY_SLIDE_ODDS   8       /* PF_TRI_GEN_KEY_SLIDES: one trial in this many */
#define OBSTRUCT_ODDS    4       /* PF_TRI_GEN_OBSTRUCT: one trial in this many */
#define SCOUTS           5       /* PF_TRI_GEN_SCOUTS: walks from the source */
#define SCOUT_TRIALS     1200    /* trials each scout is given */
#define REPORT_INTERVAL  (G_USEC_PER_SEC / 4)
#define SCORES_KEPT      8192    /* drafts whose scores are remembered */

typedef struct
{
  PfTriDraft draft;      /* blocks at the level's start */
  gint       moves;      /* -1: unknown, unsolvable or over budget */
  guint64    reachable;
  guint64    fingerprint;
  PfTriMask  way;        /* PF_TRI_GEN_OBSTRUCT: free floor an optimal solution passes */
} Scored;

/* A draft's score, for a trial that draws the same draft again. */
typedef struct
{
  PfTriDraft draft;
  guint64    budget;     /* the budget it was scored with */
  Scored     result;
  guint      n_states;
  guint64    states[];
} Remembered;

typedef enum
{
  JOB_EMPTY,
  JOB_READY,
  JOB_RUNNING,
  JOB_DONE,
} JobState;

typedef struct
{
  JobState   state;
  guint64    index;
  PfTriDraft draft;       /* the mutation to score */
  guint64    budget;
  double     accept;      /* uniform draw for the acceptance schedule */
  gboolean   key_slid;    /* the mutation slid a key past something in its way */
  gboolean   cancelled;
  Scored     result;      /* blocks moved to the hardest start */
  guint64   *states;      /* per distance, a state of the draft's rules */
  guint      n_states;
  gpointer   examined;    /* what params->examine returned, until merged */
} Job;

typedef enum
{
  EVENT_BEST,
  EVENT_CANDIDATE,
} EventKind;

typedef struct
{
  EventKind kind;
  Scored    level;
} Event;

typedef struct
{
  const PfTriLevel     *source;
  const PfTriGenParams *params;
  PfTriGenIdeas         ideas;
  guint                 window;
  guint64               total;
  GCancellable         *cancel;     /* internal: stop, deadline or the caller's */

  GMutex                lock;
  GCond                 cond;
  Job                  *jobs;       /* ring of @window slots */
  guint64               next_run;
  guint64               next_prepared;
  guint64               next_merge;
  guint                 running_workers;
  gboolean              stop;
  GQueue                events;

  /* Merge state: only touched under the lock, in trial order. */
  Scored                current;
  Scored                best;
  Scored                pool[POOL_SIZE];
  guint                 pool_len;
  gint                  walk_best;
  guint64               stuck;
  gint                  epoch_best;  /* the hardest level of this walk, restarts included */
  guint64               epoch_stuck; /* trials since @epoch_best last grew */
  guint64               patience;    /* @epoch_stuck that starts a fresh walk */
  guint64               walk_from;   /* the first trial mutated from this walk */
  guint                 scouts_done; /* PF_TRI_GEN_SCOUTS: scouts that have run out */
  GHashTable           *scores;     /* PfTriDraft → Remembered */
  guint64               remembered;  /* trials that took a remembered score */
  PfTriPuzzleSet       *puzzles;    /* @exclude's levels and the candidates offered */
  PfTriPuzzleSet       *minimal_seen; /* @minimal: the same, made minimal; the calling
                                       * thread's alone, so the order stays the trials' */
  gint                  source_moves; /* every candidate is harder than the source */
  GHashTable           *per_moves;  /* moves → candidates queued */
} Search;

void
pf_tri_gen_params_init (PfTriGenParams *params)
{
  *params = (PfTriGenParams) { 0 };
  params->seed = 1;
  params->trials = 32;
  params->rounds = 20;
  params->max_states = 2000000;
  params->ideas = PF_TRI_GEN_IDEAS_DEFAULT;
  params->per_moves = 2;
}

void
pf_tri_gen_result_free (PfTriGenResult *result)
{
  if (result == NULL)
    return;
  g_clear_pointer (&result->best, pf_tri_level_free);
  g_clear_pointer (&result->candidates, g_ptr_array_unref);
  g_free (result);
}

/* Copies @n states into @dest, which grows to hold them. */
static void
copy_states (guint64       **dest,
             const guint64  *states,
             guint           n)
{
  if (n == 0)
    return;
  *dest = g_renew (guint64, *dest, n);
  memcpy (*dest, states, n * sizeof (guint64));
}

/* Remembered scores (under the lock). A draft's score depends on nothing
 * but the draft and its budget, so a remembered one stands in for scoring
 * it again whenever the budget would not change the outcome: a component
 * enumerated in full within either budget, or a budget overrun under a
 * budget no larger. */

static guint
draft_hash (gconstpointer draft)
{
  return (guint) pf_tri_draft_fingerprint (draft);
}

/* Block for block, in order: unlike pf_tri_level_same_layout(), since the
 * order of a scored draft's blocks carries into the walk's next mutations. */
static gboolean
draft_equal (gconstpointer a,
             gconstpointer b)
{
  const PfTriDraft *x = a, *y = b;

  return x->n_blocks == y->n_blocks &&
         memcmp (&x->walls, &y->walls, sizeof x->walls) == 0 &&
         memcmp (&x->goals, &y->goals, sizeof x->goals) == 0 &&
         memcmp (x->blocks, y->blocks, x->n_blocks * sizeof (PfTriBlock)) == 0;
}

static gboolean
recall (Search *s,
        Job    *job)
{
  const Remembered *known;

  if (!(s->ideas & PF_TRI_GEN_REMEMBER))
    return FALSE;
  known = g_hash_table_lookup (s->scores, &job->draft);
  if (known == NULL)
    return FALSE;
  if (known->result.reachable > 0 ? known->result.reachable > job->budget
                                  : job->budget > known->budget)
    return FALSE;
  job->result = known->result;
  job->n_states = known->n_states;
  copy_states (&job->states, known->states, known->n_states);
  return TRUE;
}

static void
remember (Search    *s,
          const Job *job)
{
  Remembered *known;

  if (job->cancelled || !(s->ideas & PF_TRI_GEN_REMEMBER))
    return;
  if (g_hash_table_size (s->scores) >= SCORES_KEPT)
    g_hash_table_remove_all (s->scores);
  known = g_malloc (sizeof (Remembered) + job->n_states * sizeof (guint64));
  known->draft = job->draft;
  known->budget = job->budget;
  known->result = job->result;
  known->n_states = job->n_states;
  if (job->n_states > 0)
    memcpy (known->states, job->states, job->n_states * sizeof (guint64));
  g_hash_table_replace (s->scores, &known->draft, known);
}

/* Scoring (worker threads, no lock) */

/* The floor the blocks of @level pass over along @path, a solution from
 * @level's start, but not the floor they cover at the start. */
static void
find_way (const PfTriRules *rules,
          const PfTriLevel *level,
          const guint64    *path,
          guint             n_path,
          PfTriMask        *way)
{
  PfTriLevel at = *level;
  PfTriMask start;

  memset (way, 0, sizeof *way);
  for (guint i = 1; i < n_path; i++)
    {
      PfTriMask taken;

      pf_tri_rules_set_level_state (rules, &at, path[i]);
      pf_tri_blocks_taken (at.blocks, at.n_blocks, -1, &taken);
      for (guint w = 0; w < G_N_ELEMENTS (way->bits); w++)
        way->bits[w] |= taken.bits[w];
    }
  pf_tri_blocks_taken (level->blocks, level->n_blocks, -1, &start);
  for (guint w = 0; w < G_N_ELEMENTS (way->bits); w++)
    way->bits[w] &= ~start.bits[w];
}

static void
score (Search *s,
       Job    *job)
{
  PfTriLevel level = { 0 };
  g_autoptr(PfTriRules) rules = NULL;
  g_autoptr(GError) error = NULL;

  job->result.draft = job->draft;
  job->result.moves = -1;
  job->result.reachable = 0;
  memset (&job->result.way, 0, sizeof job->result.way);
  job->n_states = 0;

  pf_tri_draft_to_level (&job->draft, &level);
  rules = pf_tri_rules_new (&level, NULL);
  if (rules == NULL)
    return;

  if (s->ideas & PF_TRI_GEN_FARTHEST)
    {
      gint max = -1;
      guint64 path_room[MAX_MOVES_KEPT];
      guint64 *path = (s->ideas & PF_TRI_GEN_OBSTRUCT) ? path_room : NULL;

      job->states = g_renew (guint64, job->states, MAX_MOVES_KEPT);
      if (!pf_tri_farthest (rules, pf_tri_rules_get_start (rules), job->budget, s->cancel,
                            job->states, path, MAX_MOVES_KEPT, &max, &job->result.reachable,
                            &error))
        {
          job->cancelled = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
          return;
        }
      if (max < 1)
        return;
      job->n_states = MIN (max + 1, MAX_MOVES_KEPT);
      job->result.moves = job->n_states - 1;
      pf_tri_rules_set_level_state (rules, &level, job->states[job->n_states - 1]);
      pf_tri_draft_from_level (&job->result.draft, &level);
      if (path != NULL)
        find_way (rules, &level, path, job->n_states, &job->result.way);
    }
  else
    {
      guint64 start = pf_tri_rules_get_start (rules);
      g_autoptr(PfTriSolution) sol = pf_tri_solver_solve (rules, start, job->budget, s->cancel,
                                                          NULL, NULL, &error);

      if (sol == NULL)
        {
          job->cancelled = TRUE;
          return;
        }
      /* As with farthest, an overrun leaves the reachable states at 0:
       * nothing is known, and a remembered score must not stand in for a
       * larger budget. */
      if (sol->status == PF_TRI_SOLVE_GAVE_UP)
        return;
      job->result.reachable = sol->explored;
      if (sol->status != PF_TRI_SOLVE_SOLVED || sol->moves < 1)
        return;
      job->result.moves = sol->moves;
    }
  job->result.fingerprint = pf_tri_draft_fingerprint (&job->result.draft);
}

/* Runs the caller's examination of a scored trial, on its worker thread. */
static void
examine (Search *s,
         Job    *job)
{
  const PfTriGenParams *p = s->params;
  PfTriGenTrial trial = { job->index, &job->draft, job->result.moves, job->result.reachable,
                          job->n_states > 0 ? job->states : NULL, job->n_states, NULL };

  job->examined = p->examine != NULL && !job->cancelled ? p->examine (&trial, p->user_data) : NULL;
}

static void
drop_examined (Search *s,
               Job    *job)
{
  if (job->examined != NULL && s->params->examined_free != NULL)
    s->params->examined_free (job->examined);
  job->examined = NULL;
}

/* Preparing and merging (under the lock, in trial order) */

static guint64
budget_for (Search *s)
{
  guint64 size;

  if (!(s->ideas & PF_TRI_GEN_ADAPTIVE_BUDGET))
    return s->params->max_states;
  size = MAX (s->best.reachable, s->current.reachable);
  return CLAMP (size * BUDGET_FACTOR + BUDGET_FLOOR, 1, s->params->max_states);
}

static PfTriMutationKind
mutation_kinds (Search *s)
{
  return PF_TRI_MUTATE_BLOCKS | ((s->ideas & PF_TRI_GEN_WALLS) ? PF_TRI_MUTATE_WALLS : 0);
}

static void
prepare (Search  *s,
         guint64  index)
{
  Job *job = &s->jobs[index % s->window];
  PfRandom rng, slides, obstructs;
  guint n_mutations;

  pf_random_init (&rng, pf_random_split (s->params->seed, index));
  /* Key slides draw from a stream of their own, so that with them on every
   * other trial is mutated as without them. */
  pf_random_init (&slides, pf_random_split (pf_random_split (s->params->seed, index), 3));
  pf_random_init (&obstructs, pf_random_split (pf_random_split (s->params->seed, index), 4));
  job->state = JOB_READY;
  job->index = index;
  job->cancelled = FALSE;
  /* A trial that changed nothing (an add on a full level, a block moved to
   * where it was) would only score the current level again. */
  for (guint tries = 0; tries < MUTATE_TRIES; tries++)
    {
      job->draft = s->current.draft;
      n_mutations = 1 + pf_random_below (&rng, 3);
      job->key_slid = FALSE;
      if ((s->ideas & PF_TRI_GEN_KEY_SLIDES) && s->current.reachable > 0 &&
          pf_random_below (&slides, KEY_SLIDE_ODDS) == 0)
        job->key_slid = pf_tri_draft_slide_key (&job->draft, &slides);
      else if ((s->ideas & PF_TRI_GEN_OBSTRUCT) && s->current.moves >= 1 &&
               pf_random_below (&obstructs, OBSTRUCT_ODDS) == 0 &&
               pf_tri_draft_obstruct (&job->draft, &obstructs, &s->current.way))
        ;
      else
        for (guint m = 0; m < n_mutations; m++)
          pf_tri_draft_mutate (&job->draft, &rng, mutation_kinds (s));
      if (pf_tri_draft_fingerprint (&job->draft) != s->current.fingerprint)
        break;
    }
  job->accept = pf_random_double (&rng);
  /* A slid key is scored within the current level's own states: a slide
   * into the free part of the room costs no more than the walk's trials. */
  job->budget = job->key_slid ? s->current.reachable : budget_for (s);
  s->next_prepared = index + 1;
}

/* Whether the search may walk to @level: solvable, and not above the
 * ceiling. */
static gboolean
walkable (Search       *s,
          const Scored *level)
{
  return level->moves >= 1 && (s->params->max_moves <= 0 || level->moves <= s->params->max_moves);
}

static gboolean
harder (const Scored *a,
        const Scored *b)
{
  return a->moves > b->moves;
}

static void
pool_add (Search       *s,
          const Scored *level)
{
  guint at;

  if (level->moves < 1)
    return;
  for (guint i = 0; i < s->pool_len; i++)
    if (s->pool[i].fingerprint == level->fingerprint)
      return;
  /* Sorted hardest first; among equals, the earlier stays ahead. */
  for (at = 0; at < s->pool_len && !harder (level, &s->pool[at]); at++)
    ;
  if (at >= POOL_SIZE)
    return;
  if (s->pool_len < POOL_SIZE)
    s->pool_len++;
  memmove (&s->pool[at + 1], &s->pool[at], (s->pool_len - 1 - at) * sizeof (Scored));
  s->pool[at] = *level;
}

static void
queue_event (Search       *s,
             EventKind     kind,
             const Scored *level)
{
  Event *event = g_new (Event, 1);

  event->kind = kind;
  event->level = *level;
  g_queue_push_tail (&s->events, event);
}

/* For @minimal: @level, measured, without its redundant blocks; as it
 * was when a stop or a budget comes first. */
static void
make_minimal (const PfTriGenParams *p,
              PfTriLevel           *level)
{
  g_autoptr(PfTriLevel) minimal = pf_tri_level_copy (level);
  g_auto(PfTriMeasure) measure = { 0 };
  PfTriMeasureOptions options;

  pf_tri_measure_options_init (&options);
  options.max_states = p->max_states;
  options.n_threads = 1;
  if (!pf_tri_level_make_minimal (minimal, &options, p->cancellable, &measure, NULL, NULL) ||
      minimal->n_blocks == level->n_blocks)
    return;
  level->n_blocks = minimal->n_blocks;
  memcpy (level->blocks, minimal->blocks, sizeof level->blocks);
  /* Its figures, after the blocks went: the reachable states change. */
  level->figures = measure.figures;
}

/* What the puzzle set holds for a candidate; a level of @exclude is itself. */
static const char offered_candidate[] = "candidate";

/* Whether @scored is the same puzzle as a level of @exclude. */
static gboolean
excluded (Search       *s,
          const Scored *scored)
{
  PfTriLevel level = { 0 };
  gpointer same = NULL;

  pf_tri_draft_to_level (&scored->draft, &level);
  return pf_tri_puzzle_set_lookup (s->puzzles, &level, &same) && same != offered_candidate;
}

/* Adds @scored to the candidates unless it is the same puzzle as one of
 * them or as a level of @exclude. */
static gboolean
offer (Search       *s,
       const Scored *scored)
{
  PfTriLevel level = { 0 };

  pf_tri_draft_to_level (&scored->draft, &level);
  return pf_tri_puzzle_set_add (s->puzzles, &level, (gpointer) offered_candidate, NULL);
}

static gboolean
accept (Search       *s,
        const Job    *job,
        const Scored *r)
{
  gint drop = s->current.moves - r->moves;
  double temperature;

  if (drop < 0)
    return TRUE;
  if (drop == 0)
    return (s->ideas & PF_TRI_GEN_SIDEWAYS) &&
           (!(s->ideas & PF_TRI_GEN_COMPACT) || r->reachable <= s->current.reachable);
  if (!(s->ideas & PF_TRI_GEN_ANNEAL) ||
      drop > ((s->ideas & PF_TRI_GEN_WALLS) ? ANNEAL_MAX_DROP_WALLS : ANNEAL_MAX_DROP))
    return FALSE;
  temperature = MIN (1.0, s->stuck / (ANNEAL_RAMP * s->window));
  return temperature > 0 && job->accept < exp (-drop / temperature);
}

/* A fresh room of the layout generator, filled with random blocks. */
static gboolean
fresh_room (Search   *s,
            PfRandom *rng,
            Scored   *out)
{
  PfTriLayoutParams lp;
  g_autoptr(PfTriLevel) room = NULL;
  guint keys = 0;

  for (guint i = 0; i < s->source->n_blocks; i++)
    keys += s->source->blocks[i].key != 0;
  pf_tri_layout_params_init (&lp);
  lp.seed = pf_random_next (rng);
  lp.area = PF_TRI_COUNT - pf_tri_mask_count (&s->best.draft.walls);
  lp.keys = CLAMP (keys, 1, 4);
  room = pf_tri_layout_generate (&lp, "room", NULL);
  if (room == NULL)
    return FALSE;
  memset (out, 0, sizeof *out);
  pf_tri_draft_from_level (&out->draft, room);
  pf_tri_draft_fill (&out->draft, rng, MAX (s->best.draft.n_blocks, 6));
  out->moves = -1;
  out->fingerprint = pf_tri_draft_fingerprint (&out->draft);
  return TRUE;
}

static void
restart (Search  *s,
         guint64  index)
{
  PfRandom rng;

  pf_random_init (&rng, pf_random_split (pf_random_split (s->params->seed, index), 1));
  if ((s->ideas & PF_TRI_GEN_LAYOUTS) && (s->ideas & PF_TRI_GEN_WALLS) &&
      pf_random_below (&rng, 3) == 0 && fresh_room (s, &rng, &s->current))
    ;
  else if (s->pool_len > 0)
    s->current = s->pool[pf_random_below (&rng, s->pool_len)];
  s->walk_best = s->current.moves;
  s->stuck = 0;
}

/* Starts a new walk from @draft, unscored, with an empty pool; the trials
 * in flight were mutated from the old walk and do not count for it. */
static void
start_walk (Search           *s,
            guint64           index,
            const PfTriDraft *draft)
{
  s->current = (Scored) { .draft = *draft, .moves = -1 };
  s->current.fingerprint = pf_tri_draft_fingerprint (&s->current.draft);
  s->pool_len = 0;
  s->walk_best = s->epoch_best = -1;
  s->stuck = s->epoch_stuck = 0;
  s->walk_from = index + s->window;
}

/* A new walk with a pool of its own, on trial streams of its own; the best
 * level stays. In the designer's room, it starts from the best level with
 * about half its blocks taken away: it keeps what made the best level hard
 * near its key and builds again around it instead of climbing again from
 * the source. When walls are mutated too, it starts from the source's
 * room and blocks, since another room is what such a walk needs. */
static void
fresh_walk (Search  *s,
            guint64  index)
{
  PfTriDraft draft;

  g_debug ("A fresh walk at trial %" G_GUINT64_FORMAT ": this walk's best %d moves, the best %d",
           index, s->epoch_best, s->best.moves);
  if (s->best.moves >= 1 && !(s->ideas & PF_TRI_GEN_WALLS))
    {
      PfRandom rng;

      pf_random_init (&rng, pf_random_split (pf_random_split (s->params->seed, index), 2));
      draft = s->best.draft;
      pf_tri_draft_ruin (&draft, &rng);
    }
  else
    pf_tri_draft_from_level (&draft, s->source);
  start_walk (s, index, &draft);
  s->patience += s->patience / 2;
}

/* Whether the run is still in its scouts (PF_TRI_GEN_SCOUTS). */
static gboolean
scouting (const Search *s)
{
  return (s->ideas & PF_TRI_GEN_SCOUTS) && s->scouts_done < SCOUTS;
}

/* PF_TRI_GEN_SCOUTS: when a scout has had its trials, the next one starts
 * from the source; after the last, the search goes on from the best level
 * any of them found. */
static void
scout_done (Search  *s,
            guint64  index)
{
  s->scouts_done++;
  /* With no solvable level yet, the last scout goes on as another walk. */
  if (s->scouts_done < SCOUTS || s->best.moves < 1)
    {
      PfTriDraft draft;

      pf_tri_draft_from_level (&draft, s->source);
      start_walk (s, index, &draft);
      return;
    }
  g_debug ("Scouts over at trial %" G_GUINT64_FORMAT ": the best %d moves", index,
           s->best.moves);
  start_walk (s, index, &s->best.draft);
  s->current = s->best;
  pool_add (s, &s->best);
  s->walk_best = s->epoch_best = s->best.moves;
}

static void
merge (Search *s,
       Job    *job)
{
  const Scored *r = &job->result;
  const PfTriGenParams *p = s->params;
  /* Mutated from the walk going now, not from one a fresh walk replaced */
  gboolean this_walk = job->index >= s->walk_from;

  if (p->on_trial != NULL)
    {
      PfTriGenTrial trial = { job->index, &job->draft, r->moves, r->reachable,
                              job->n_states > 0 ? job->states : NULL, job->n_states,
                              job->examined };

      if (!p->on_trial (&trial, p->user_data))
        s->stop = TRUE;
    }
  drop_examined (s, job);

  if (walkable (s, r))
    {
      if (this_walk && accept (s, job, r))
        s->current = *r;
      if ((harder (r, &s->best) || s->best.moves < 1) && !excluded (s, r))
        {
          g_debug ("A new best at trial %" G_GUINT64_FORMAT ": %d moves, %" G_GUINT64_FORMAT
                   " states", job->index, r->moves, r->reachable);
          s->best = *r;
          queue_event (s, EVENT_BEST, r);
        }
      if (this_walk)
        pool_add (s, r);
      /* With the source excluded (a level of the pack), and the levels a
       * run again finds first, the search may have no best level for a
       * while: its easier trials are no candidates even then. Nor are
       * trials only as hard as the source: most are the source with a
       * block that does not matter moved or resized, every figure the
       * same. */
      if (r->moves >= s->best.moves && r->moves > s->source_moves && p->per_moves > 0)
        {
          guint queued = GPOINTER_TO_UINT (g_hash_table_lookup (s->per_moves,
                                                                GINT_TO_POINTER (r->moves)));

          if (queued < p->per_moves && offer (s, r))
            {
              g_hash_table_insert (s->per_moves, GINT_TO_POINTER (r->moves),
                                   GUINT_TO_POINTER (queued + 1));
              queue_event (s, EVENT_CANDIDATE, r);
            }
        }
    }

  if (walkable (s, r) && this_walk && r->moves > s->walk_best)
    {
      s->walk_best = r->moves;
      s->stuck = 0;
    }
  else
    s->stuck++;
  /* A trial of the walk before says nothing of this one's progress. */
  if (this_walk && walkable (s, r) && r->moves > s->epoch_best)
    {
      s->epoch_best = r->moves;
      s->epoch_stuck = 0;
    }
  else if (this_walk)
    s->epoch_stuck++;
  if (scouting (s) && job->index >= s->walk_from + SCOUT_TRIALS)
    scout_done (s, job->index);
  else if ((s->ideas & PF_TRI_GEN_FRESH) && !scouting (s) && s->epoch_stuck >= s->patience)
    fresh_walk (s, job->index);
  else if ((s->ideas & PF_TRI_GEN_RESTARTS) && s->stuck >= (guint64) RESTART_AFTER * s->window)
    restart (s, job->index);

  if (p->min_moves > 0 && s->best.moves >= p->min_moves)
    s->stop = TRUE;
}

static gpointer
worker (gpointer data)
{
  Search *s = data;
  Job *job = NULL;
  Job mine = { 0 };
  gboolean known;

  g_mutex_lock (&s->lock);
  for (;;)
    {
      while (!s->stop && s->next_run < s->total && s->next_run >= s->next_prepared)
        g_cond_wait (&s->cond, &s->lock);
      if (s->stop || s->next_run >= s->total)
        break;

      job = &s->jobs[s->next_run % s->window];
      job->state = JOB_RUNNING;
      s->next_run++;
      mine.index = job->index;
      mine.draft = job->draft;
      mine.budget = job->budget;
      mine.cancelled = FALSE;
      known = recall (s, &mine);
      g_mutex_unlock (&s->lock);

      if (!known)
        score (s, &mine);
      examine (s, &mine);

      g_mutex_lock (&s->lock);
      if (known)
        s->remembered++;
      else
        remember (s, &mine);
      job = &s->jobs[mine.index % s->window];
      job->state = JOB_DONE;
      job->cancelled = mine.cancelled;
      job->result = mine.result;
      job->examined = g_steal_pointer (&mine.examined);
      job->n_states = mine.n_states;
      copy_states (&job->states, mine.states, mine.n_states);

      /* Merge every finished trial in order, and prepare the ones they free. */
      while (!s->stop && s->next_merge < s->total)
        {
          Job *oldest = &s->jobs[s->next_merge % s->window];

          if (oldest->state != JOB_DONE || oldest->index != s->next_merge)
            break;
          if (oldest->cancelled)
            {
              s->stop = TRUE;
              break;
            }
          merge (s, oldest);
          oldest->state = JOB_EMPTY;
          s->next_merge++;
          if (s->next_prepared < s->total && s->next_prepared < s->next_merge + s->window)
            prepare (s, s->next_prepared);
        }
      g_cond_broadcast (&s->cond);
    }
  s->running_workers--;
  g_cond_broadcast (&s->cond);
  g_mutex_unlock (&s->lock);
  g_free (mine.states);
  return NULL;
}

/* The calling thread */

static PfTriLevel *
scored_to_level (const Scored *scored,
                 const char   *id)
{
  PfTriLevel *level = pf_tri_level_new (id);

  pf_tri_draft_to_level (&scored->draft, level);
  level->figures.moves = scored->moves;
  level->figures.reachable = scored->reachable > 0 ? (gint64) scored->reachable : -1;
  return level;
}

static void
report (Search         *s,
        PfTriGenResult *result,
        gint64          started)
{
  const PfTriGenParams *p = s->params;
  g_autoptr(PfTriLevel) best = NULL;
  PfTriGenProgress progress = { 0 };

  g_mutex_lock (&s->lock);
  progress.trials = s->next_merge;
  if (s->best.moves >= 1)
    best = scored_to_level (&s->best, "best");
  progress.best_moves = s->best.moves;
  g_mutex_unlock (&s->lock);

  progress.total = s->total;
  progress.round = progress.trials / s->window;
  progress.best = best;
  progress.candidates = result->candidates->len;
  progress.elapsed = (g_get_monotonic_time () - started) / (double) G_USEC_PER_SEC;
  p->report (&progress, p->user_data);
}

static void
run (Search         *s,
     PfTriGenResult *result)
{
  const PfTriGenParams *p = s->params;
  gint64 started = g_get_monotonic_time ();
  gint64 deadline = p->max_seconds > 0 ? started + (gint64) (p->max_seconds * G_USEC_PER_SEC) : 0;
  gint64 last_report = 0;
  guint threads = p->threads > 0 ? p->threads : g_get_num_processors ();
  guint last_round = 0;
  GPtrArray *workers = g_ptr_array_new ();

  g_mutex_lock (&s->lock);
  s->running_workers = threads;
  g_mutex_unlock (&s->lock);
  for (guint i = 0; i < threads; i++)
    g_ptr_array_add (workers, g_thread_new ("pf-tri-generator", worker, s));

  for (;;)
    {
      GQueue events = G_QUEUE_INIT;
      gboolean finished, improved = FALSE;
      guint round;

      g_mutex_lock (&s->lock);
      if (s->running_workers > 0 && g_queue_is_empty (&s->events))
        g_cond_wait_until (&s->cond, &s->lock, g_get_monotonic_time () + G_USEC_PER_SEC / 20);
      events = s->events;
      g_queue_init (&s->events);
      finished = s->running_workers == 0;
      round = s->next_merge / s->window;
      if ((p->cancellable != NULL && g_cancellable_is_cancelled (p->cancellable)) ||
          (deadline > 0 && g_get_monotonic_time () >= deadline))
        {
          if (!s->stop && s->next_merge < s->total &&
              !(p->min_moves > 0 && s->best.moves >= p->min_moves))
            result->stopped = TRUE;
          s->stop = TRUE;
          g_cancellable_cancel (s->cancel);
          g_cond_broadcast (&s->cond);
        }
      g_mutex_unlock (&s->lock);

      for (Event *e; (e = g_queue_pop_head (&events)) != NULL; g_free (e))
        {
          g_autoptr(PfTriLevel) level = NULL;

          if (e->kind == EVENT_BEST)
            {
              improved = TRUE;
              continue;
            }
          level = scored_to_level (&e->level, "candidate");
          if (!pf_tri_level_measure_unless_stopped (level, p->max_states, p->cancellable))
            continue;
          if (p->minimal)
            {
              make_minimal (p, level);
              if (!pf_tri_puzzle_set_add (s->minimal_seen, level, (gpointer) offered_candidate,
                                          NULL))
                continue;
            }
          g_ptr_array_add (result->candidates, pf_tri_level_copy (level));
          if (p->candidate != NULL)
            p->candidate (level, p->user_data);
        }

      if (p->progress != NULL && round != last_round)
        {
          last_round = round;
          p->progress (round, s->best.moves, p->user_data);
        }
      if (p->report != NULL &&
          (improved || finished || g_get_monotonic_time () - last_report >= REPORT_INTERVAL))
        {
          report (s, result, started);
          last_report = g_get_monotonic_time ();
        }
      if (finished)
        break;
    }

  for (guint i = 0; i < workers->len; i++)
    g_thread_join (g_ptr_array_index (workers, i));
  g_ptr_array_free (workers, TRUE);
}

PfTriGenResult *
pf_tri_gen_run (const PfTriLevel     *source,
                const PfTriGenParams *params,
                GError              **error)
{
  g_autoptr(PfTriRules) rules = NULL;
  g_autoptr(PfTriGenResult) result = g_new0 (PfTriGenResult, 1);
  Search s = { 0 };
  Job first = { 0 };

  g_return_val_if_fail (source != NULL && params != NULL, NULL);

  rules = pf_tri_rules_new (source, error);
  if (rules == NULL)
    return NULL;

  result->candidates = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  s.source = source;
  s.params = params;
  s.ideas = params->ideas;
  s.window = MAX (params->trials, 1);
  s.total = (guint64) s.window * MAX (params->rounds, 1);
  s.cancel = g_cancellable_new ();
  g_mutex_init (&s.lock);
  g_cond_init (&s.cond);
  g_queue_init (&s.events);
  s.puzzles = pf_tri_puzzle_set_new (params->max_states);
  for (guint i = 0; params->exclude != NULL && i < params->exclude->len; i++)
    {
      gpointer level = g_ptr_array_index (params->exclude, i);

      pf_tri_puzzle_set_add (s.puzzles, level, level, NULL);
    }
  if (params->minimal)
    {
      s.minimal_seen = pf_tri_puzzle_set_new (params->max_states);
      for (guint i = 0; params->exclude != NULL && i < params->exclude->len; i++)
        {
          gpointer level = g_ptr_array_index (params->exclude, i);

          pf_tri_puzzle_set_add (s.minimal_seen, level, level, NULL);
        }
    }
  s.per_moves = g_hash_table_new (NULL, NULL);
  s.scores = g_hash_table_new_full (draft_hash, draft_equal, NULL, g_free);
  s.jobs = g_new0 (Job, s.window);

  /* The source, scored like a trial with the whole budget. */
  pf_tri_draft_from_level (&first.draft, source);
  first.budget = params->max_states;
  score (&s, &first);
  g_free (first.states);
  s.current = first.result;
  if (!walkable (&s, &s.current))
    s.current.moves = -1;
  /* The moves of the source as the designer has it, or of its hardest
   * start when they are not known; above a ceiling, the source sets no
   * floor. */
  s.source_moves = s.current.moves < 1 ? -1
                   : source->figures.moves >= 1 ? MIN (source->figures.moves, s.current.moves)
                   : s.current.moves;
  s.best = s.current;
  if (excluded (&s, &s.best))
    s.best.moves = -1;
  s.walk_best = s.epoch_best = s.current.moves;
  s.patience = (guint64) FRESH_AFTER * s.window;
  pool_add (&s, &s.current);

  for (guint64 k = 0; k < MIN (s.window, s.total); k++)
    prepare (&s, k);

  run (&s, result);
  result->trials = s.next_merge;
  result->remembered = s.remembered;

  if (s.best.moves >= 1)
    {
      result->best = scored_to_level (&s.best, "best");
      if (!pf_tri_level_measure_unless_stopped (result->best, params->max_states,
                                                params->cancellable))
        g_clear_pointer (&result->best, pf_tri_level_free);
      else if (params->minimal)
        {
          g_autoptr(PfTriLevel) minimal = pf_tri_level_copy (result->best);
          gpointer same = NULL;

          /* Unless, made minimal, it is a level of @exclude. */
          make_minimal (params, minimal);
          if (!pf_tri_puzzle_set_lookup (s.minimal_seen, minimal, &same) ||
              same == offered_candidate)
            {
              pf_tri_level_free (result->best);
              result->best = g_steal_pointer (&minimal);
            }
        }
    }

  for (guint i = 0; i < s.window; i++)
    {
      drop_examined (&s, &s.jobs[i]);
      g_free (s.jobs[i].states);
    }
  g_free (s.jobs);
  g_queue_clear_full (&s.events, g_free);
  pf_tri_puzzle_set_free (s.puzzles);
  g_clear_pointer (&s.minimal_seen, pf_tri_puzzle_set_free);
  g_hash_table_unref (s.per_moves);
  g_hash_table_unref (s.scores);
  g_object_unref (s.cancel);
  g_mutex_clear (&s.lock);
  g_cond_clear (&s.cond);
  return g_steal_pointer (&result);
}

PfTriLevel *
pf_tri_generate (const PfTriLevel      *source,
                 const PfTriGenParams  *params,
                 PfTriSolution        **solution,
                 GError               **error)
{
  g_autoptr(PfTriGenResult) result = pf_tri_gen_run (source, params, error);
  g_autoptr(PfTriLevel) out = NULL;

  if (result == NULL)
    return NULL;
  if (result->stopped && g_cancellable_set_error_if_cancelled (params->cancellable, error))
    return NULL;

  out = pf_tri_level_copy (source);
  if (result->best != NULL)
    {
      PfTriDraft draft;

      pf_tri_draft_from_level (&draft, result->best);
      pf_tri_draft_to_level (&draft, out);
    }
  pf_meta_clear (&out->meta);
  if (!pf_tri_level_measure (out, params->max_states, NULL, solution, NULL, error))
    return NULL;
  return g_steal_pointer (&out);
}

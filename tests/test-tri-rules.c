/* test-tri-rules.c: pushes, the solver and the analysis on hand-checked levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Diagrams list the triangles of each block as (row,col,ori), ori U or D.
 * U blocks run along a row, V blocks down-left along a column, W blocks
 * down-right along a diagonal (SPEC §2.2).
 */
#include "config.h"

#include <string.h>

#include "pf-error.h"
#include "pf-tri-analysis.h"
#include "pf-tri-solver.h"

#define T(r, c, o) pf_tri_index ((r), (c), (o))
#define U PF_TRI_UP
#define D PF_TRI_DOWN

static void
add_block (PfTriLevel *level,
           PfTriAxis   axis,
           guint       first,
           guint       length,
           gboolean    key)
{
  PfTriBlock *b = &level->blocks[level->n_blocks++];

  b->axis = axis;
  b->first = first;
  b->length = length;
  b->key = key;
}

/* An open level with a goal far away, for step tests. */
static PfTriLevel *
open_level (void)
{
  PfTriLevel *level = pf_tri_level_new ("test");

  pf_tri_mask_set (&level->goals, T (15, 15, D), TRUE);
  return level;
}

/* Steps block 0 in direction @dir; on success checks the new first
 * triangles (@expect, one per block) and returns the direction vector. */
static gboolean
try_step (PfTriLevel  *level,
          int          dir,
          const guint *expect,
          gint8       *dirs)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriRules) rules = NULL;
  guint64 after;

  level->blocks[0].key = TRUE;
  rules = pf_tri_rules_new (level, &error);
  g_assert_no_error (error);
  if (!pf_tri_rules_step (rules, pf_tri_rules_get_start (rules), 0, dir, &after, dirs))
    return FALSE;
  g_assert_true (pf_tri_rules_is_valid (rules, after));
  for (guint i = 0; expect != NULL && i < level->n_blocks; i++)
    g_assert_cmpuint (pf_tri_rules_block_first (rules, after, i), ==, expect[i]);
  return TRUE;
}

/* Row 5, A dragged right (U+) into B:
 *
 *   A: (5,2U) (5,2D) (5,3U) (5,3D)   B: (5,4U) (5,4D) (5,5U) (5,5D)
 *   . . [A A A A][B B B B] . .   →   . . . [A A A A][B B B B] .
 *
 * B moves one step with A. With a wall at (5,6D) B cannot, so A cannot.
 */
static void
test_push_head_on (void)
{
  g_autoptr(PfTriLevel) level = open_level ();
  guint expect[] = { T (5, 3, U), T (5, 5, U) };
  gint8 dirs[PF_TRI_MAX_BLOCKS];

  add_block (level, PF_TRI_AXIS_U, T (5, 2, U), 4, FALSE);
  add_block (level, PF_TRI_AXIS_U, T (5, 4, U), 4, FALSE);
  g_assert_true (try_step (level, +1, expect, dirs));
  g_assert_cmpint (dirs[0], ==, 1);
  g_assert_cmpint (dirs[1], ==, 1);

  pf_tri_mask_set (&level->walls, T (5, 6, D), TRUE);
  g_assert_false (try_step (level, +1, NULL, NULL));
}

/* A on W (down-right) touches B's slanted rear end, the left edge of (5,5U):
 *
 *   A: (3,3U) (4,3D) (4,4U) (5,4D)
 *   B:                     (5,5U) (5,5D) (5,6U) (5,6D)
 *
 *         A
 *          A
 *           A
 *            A|B B B B      A steps W+ into (5,5U) and (6,5D);
 *                           B is pushed U+ and frees (5,5U).
 */
static void
test_push_slanted_end (void)
{
  g_autoptr(PfTriLevel) level = open_level ();
  guint expect[] = { T (4, 4, U), T (5, 6, U) };
  gint8 dirs[PF_TRI_MAX_BLOCKS];

  add_block (level, PF_TRI_AXIS_W, T (3, 3, U), 4, FALSE);
  add_block (level, PF_TRI_AXIS_U, T (5, 5, U), 4, FALSE);
  g_assert_true (try_step (level, +1, expect, dirs));
  g_assert_cmpint (dirs[1], ==, 1);
}

/* A (row 5) is dragged right into the middle of a V block B:
 *
 *             B (4,4D) (4,4U)
 *   A A A A | B (5,4D) (5,4U)
 *             B (6,4D) (6,4U)
 *
 * B is pushed V- (up-right) but still covers row 5: blocked like a wall.
 * When B ends in row 5 (length 4, rows 4..5) the same push lifts it out
 * of A's way.
 */
static void
test_push_long_side (void)
{
  g_autoptr(PfTriLevel) level = open_level ();
  guint expect[] = { T (5, 3, U), T (3, 4, D) };
  gint8 dirs[PF_TRI_MAX_BLOCKS];

  add_block (level, PF_TRI_AXIS_U, T (5, 2, U), 4, FALSE);
  add_block (level, PF_TRI_AXIS_V, T (4, 4, D), 6, FALSE);
  g_assert_false (try_step (level, +1, NULL, NULL));

  level->blocks[1].length = 4;
  g_assert_true (try_step (level, +1, expect, dirs));
  g_assert_cmpint (dirs[1], ==, -1);
}

/* A chain of three across all axes: A (W+) pushes B (U+), which pushes
 * C (V-, up-right) out of row 5 across C's lower end.
 *
 *   A: (3,3U) (4,3D) (4,4U) (5,4D)
 *   B: (5,5U) (5,5D) (5,6U) (5,6D)
 *   C: (4,7D) (4,7U) (5,7D) (5,7U)
 *
 *                 C
 *        A        C
 *         A|B B B B|C
 *
 * A wall at (3,7U) stops C, and with it the whole chain.
 */
static void
test_push_chain (void)
{
  g_autoptr(PfTriLevel) level = open_level ();
  guint expect[] = { T (4, 4, U), T (5, 6, U), T (3, 7, D) };
  gint8 dirs[PF_TRI_MAX_BLOCKS];

  add_block (level, PF_TRI_AXIS_W, T (3, 3, U), 4, FALSE);
  add_block (level, PF_TRI_AXIS_U, T (5, 5, U), 4, FALSE);
  add_block (level, PF_TRI_AXIS_V, T (4, 7, D), 4, FALSE);
  g_assert_true (try_step (level, +1, expect, dirs));
  g_assert_cmpint (dirs[0], ==, 1);
  g_assert_cmpint (dirs[1], ==, 1);
  g_assert_cmpint (dirs[2], ==, -1);

  pf_tri_mask_set (&level->walls, T (3, 7, U), TRUE);
  g_assert_false (try_step (level, +1, NULL, NULL));
}

/* Two pushers, opposite directions. A (V) is dragged V- (up-right):
 *
 *   B (W): (6,5U) (7,5D)
 *   C (U): (7,4U) (7,4D) (7,5U)
 *   A (V): (8,5D) (8,5U) (9,5D) (9,5U)
 *
 *   A enters (7,5U), held by C: C is pushed U+ (right).
 *   A enters (7,5D), held by B: B is pushed W- (up-left).
 *   C then enters (7,5D), held by B: B is pushed W+ (down-right).
 *
 * B would move both ways: the step is illegal. Without C, B simply
 * moves W- and A follows.
 */
static void
test_push_conflict (void)
{
  g_autoptr(PfTriLevel) level = open_level ();
  guint expect[] = { T (7, 5, D), T (5, 4, U) };

  add_block (level, PF_TRI_AXIS_V, T (8, 5, D), 4, FALSE);
  add_block (level, PF_TRI_AXIS_W, T (6, 5, U), 2, FALSE);
  add_block (level, PF_TRI_AXIS_U, T (7, 4, U), 3, FALSE);
  g_assert_false (try_step (level, -1, NULL, NULL));

  level->n_blocks = 2;
  g_assert_true (try_step (level, -1, expect, NULL));
}

/* Row 5 from col 2 to 9 is floor, and column 6 from row 4 to 7:
 *
 *                   | |        column 6, rows 4..7
 *   K K . . . B . . * *        row 5; goal (5,9)
 *                   B
 *                   | |
 *
 * The key K cannot push B up (wall above row 4), so B first moves two
 * steps down, then K slides seven steps: 2 moves, 9 steps.
 */
static PfTriLevel *
corridor_level (void)
{
  PfTriLevel *level = pf_tri_level_new ("corridor");

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    pf_tri_mask_set (&level->walls, t, TRUE);
  for (guint c = 2; c <= 9; c++)
    {
      pf_tri_mask_set (&level->walls, T (5, c, U), FALSE);
      pf_tri_mask_set (&level->walls, T (5, c, D), FALSE);
    }
  for (guint r = 4; r <= 7; r++)
    {
      pf_tri_mask_set (&level->walls, T (r, 6, U), FALSE);
      pf_tri_mask_set (&level->walls, T (r, 6, D), FALSE);
    }
  pf_tri_mask_set (&level->goals, T (5, 9, U), TRUE);
  pf_tri_mask_set (&level->goals, T (5, 9, D), TRUE);
  add_block (level, PF_TRI_AXIS_U, T (5, 2, U), 2, TRUE);
  add_block (level, PF_TRI_AXIS_V, T (4, 6, D), 4, FALSE);
  return level;
}

static void
test_solver_corridor (void)
{
  g_autoptr(PfTriLevel) level = corridor_level ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriSolution) sol = pf_tri_solver_solve_level (level, 0, &error);
  const PfTriMove *m;

  g_assert_no_error (error);
  g_assert_cmpint (sol->status, ==, PF_TRI_SOLVE_SOLVED);
  g_assert_cmpint (sol->moves, ==, 2);
  g_assert_cmpint (sol->steps, ==, 9);
  m = &g_array_index (sol->solution, PfTriMove, 0);
  g_assert_cmpuint (m->block, ==, 1);
  g_assert_cmpint (m->dir, ==, 1);
  g_assert_cmpuint (m->steps, ==, 2);
  m = &g_array_index (sol->solution, PfTriMove, 1);
  g_assert_cmpuint (m->block, ==, 0);
  g_assert_cmpint (m->dir, ==, 1);
  g_assert_cmpuint (m->steps, ==, 7);
}

static void
test_solver_budget_and_errors (void)
{
  g_autoptr(PfTriLevel) level = corridor_level ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriSolution) sol = NULL;
  g_autoptr(PfTriRules) rules = NULL;
  g_autoptr(GCancellable) cancel = g_cancellable_new ();

  sol = pf_tri_solver_solve_level (level, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sol->status, ==, PF_TRI_SOLVE_GAVE_UP);
  g_assert_cmpint (sol->moves, ==, -1);
  g_clear_pointer (&sol, pf_tri_solution_free);

  /* Unsolvable: the goal is off the key's band. */
  pf_tri_mask_set (&level->goals, T (5, 9, U), FALSE);
  pf_tri_mask_set (&level->goals, T (7, 6, U), TRUE);
  sol = pf_tri_solver_solve_level (level, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sol->status, ==, PF_TRI_SOLVE_UNSOLVABLE);
  g_assert_cmpuint (sol->explored, ==, 22);
  g_clear_pointer (&sol, pf_tri_solution_free);

  /* Overlapping blocks are refused with a reason. */
  level->blocks[1].first = T (5, 2, D);
  level->blocks[1].axis = PF_TRI_AXIS_U;
  rules = pf_tri_rules_new (level, &error);
  g_assert_null (rules);
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "overlaps"));
}

/* Checks every distance against its definition: 0 on solved states,
 * else one more than the best successor's. */
static void
check_distances (const PfTriRules    *rules,
                 const PfTriAnalysis *a,
                 guint64             *n_changed)
{
  GQueue queue = G_QUEUE_INIT;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GHashTable) fwd = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
  guint64 start = pf_tri_rules_get_start (rules);
  GPtrArray *all = g_ptr_array_new_with_free_func (g_free);
  guint64 hist_total = 0;
  const guint64 *hist;
  guint n_buckets;

  g_hash_table_add (seen, g_memdup2 (&start, 8));
  g_queue_push_tail (&queue, g_memdup2 (&start, 8));
  while (!g_queue_is_empty (&queue))
    {
      guint64 *s = g_queue_pop_head (&queue);
      gint d = pf_tri_analysis_distance (a, *s);
      gint best = G_MAXINT;
      guint n = pf_tri_rules_successors (rules, *s, edges);

      for (guint e = 0; e < n; e++)
        {
          gint de = pf_tri_analysis_distance (a, edges[e].state);

          if (de >= 0)
            best = MIN (best, de);
          if (!g_hash_table_contains (seen, &edges[e].state))
            {
              g_hash_table_add (seen, g_memdup2 (&edges[e].state, 8));
              g_queue_push_tail (&queue, g_memdup2 (&edges[e].state, 8));
            }
        }
      if (pf_tri_rules_is_solved (rules, *s))
        g_assert_cmpint (d, ==, 0);
      else if (best == G_MAXINT)
        g_assert_cmpint (d, ==, -1);
      else
        g_assert_cmpint (d, ==, best + 1);
      g_ptr_array_add (all, s);
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, pf_tri_analysis_get_reachable (a));

  /* The unhelpful share, from its definition: per state that can reach
   * the goal, the moves that do not lead one step nearer. */
  if (pf_tri_analysis_get_start_distance (a) >= 0)
    {
      double share = 0.0;
      guint64 counted = 0;

      for (guint i = 0; i < all->len; i++)
        {
          guint64 *s = g_ptr_array_index (all, i);
          gint d = pf_tri_analysis_distance (a, *s);
          guint n = pf_tri_rules_successors (rules, *s, edges), good = 0;

          if (d <= 0)
            continue;
          for (guint e = 0; e < n; e++)
            good += pf_tri_analysis_distance (a, edges[e].state) == d - 1;
          share += 1.0 - (double) good / n;
          counted++;
        }
      g_assert_cmpfloat_with_epsilon (pf_tri_analysis_get_unhelpful_share (a),
                                      counted > 0 ? share / counted : 0.0, 1e-9);
    }

  hist = pf_tri_analysis_get_histogram (a, &n_buckets);
  for (guint d = 0; d < n_buckets; d++)
    hist_total += hist[d];
  g_assert_cmpuint (hist[0], ==, pf_tri_analysis_get_solved_states (a));
  g_assert_cmpuint (hist_total, ==, pf_tri_analysis_get_reachable (a));

  /* The naive alternative: BFS from the solved states along forward
   * moves, as if every move could be undone by its reverse drag. */
  for (guint i = 0; i < all->len; i++)
    {
      guint64 *s = g_ptr_array_index (all, i);

      if (pf_tri_rules_is_solved (rules, *s))
        {
          g_hash_table_insert (fwd, g_memdup2 (s, 8), GINT_TO_POINTER (1));
          g_queue_push_tail (&queue, s);
        }
    }
  while (!g_queue_is_empty (&queue))
    {
      guint64 *s = g_queue_pop_head (&queue);
      gint d = GPOINTER_TO_INT (g_hash_table_lookup (fwd, s));
      guint n = pf_tri_rules_successors (rules, *s, edges);

      for (guint e = 0; e < n; e++)
        if (!g_hash_table_contains (fwd, &edges[e].state))
          {
            guint64 *copy = g_memdup2 (&edges[e].state, 8);

            g_hash_table_insert (fwd, copy, GINT_TO_POINTER (d + 1));
            g_queue_push_tail (&queue, copy);
          }
    }
  *n_changed = 0;
  for (guint i = 0; i < all->len; i++)
    {
      guint64 *s = g_ptr_array_index (all, i);
      gint naive = GPOINTER_TO_INT (g_hash_table_lookup (fwd, s)) - 1;

      if (naive != pf_tri_analysis_distance (a, *s))
        (*n_changed)++;
    }
  g_ptr_array_free (all, TRUE);
}

static void
test_analysis_corridor (void)
{
  g_autoptr(PfTriLevel) level = corridor_level ();
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
  g_autoptr(PfTriAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  guint64 changed;
  guint n_buckets;
  const guint64 *hist;

  a = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pf_tri_analysis_get_reachable (a), ==, 22);
  g_assert_cmpint (pf_tri_analysis_get_start_distance (a), ==, 2);
  hist = pf_tri_analysis_get_histogram (a, &n_buckets);
  g_assert_cmpuint (n_buckets, ==, 3);
  g_assert_cmpuint (hist[0], ==, 3);
  g_assert_cmpuint (hist[1], ==, 11);
  g_assert_cmpuint (hist[2], ==, 8);
  g_assert_cmpint (pf_tri_analysis_get_max_distance (a), ==, 2);
  g_assert_cmpfloat (pf_tri_analysis_get_difficulty (a), >=, 2.0);
  check_distances (rules, a, &changed);

  /* The budget is enforced. */
  g_clear_pointer (&a, pf_tri_analysis_free);
  a = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), 10, NULL, NULL, NULL, &error);
  g_assert_null (a);
  g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
}

/* One-way pushes: the key (row 5) lifts V blocks out of its row across
 * their lower ends; dragging it back leaves them up. Distances from the
 * reversed graph differ from a naive forward BFS.
 *
 *   rows 2..5 of columns 4 and 7 are floor, and row 5 from col 0 to 9.
 *
 *         V1    V2
 *         V1    V2
 *   K K K K|V1 . V2 . * *
 */
static void
test_analysis_one_way (void)
{
  g_autoptr(PfTriLevel) level = pf_tri_level_new ("one-way");
  g_autoptr(PfTriRules) rules = NULL;
  g_autoptr(PfTriAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  guint64 changed = 0;

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    pf_tri_mask_set (&level->walls, t, TRUE);
  for (guint c = 0; c <= 9; c++)
    {
      pf_tri_mask_set (&level->walls, T (5, c, U), FALSE);
      pf_tri_mask_set (&level->walls, T (5, c, D), FALSE);
    }
  for (guint r = 2; r <= 5; r++)
    for (guint c = 4; c <= 7; c += 3)
      {
        pf_tri_mask_set (&level->walls, T (r, c, U), FALSE);
        pf_tri_mask_set (&level->walls, T (r, c, D), FALSE);
      }
  pf_tri_mask_set (&level->goals, T (5, 9, U), TRUE);
  pf_tri_mask_set (&level->goals, T (5, 9, D), TRUE);
  add_block (level, PF_TRI_AXIS_U, T (5, 0, U), 4, TRUE);
  add_block (level, PF_TRI_AXIS_V, T (4, 4, D), 4, FALSE);
  add_block (level, PF_TRI_AXIS_V, T (4, 7, D), 4, FALSE);

  rules = pf_tri_rules_new (level, &error);
  g_assert_no_error (error);
  a = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (pf_tri_analysis_get_start_distance (a), >=, 1);
  check_distances (rules, a, &changed);
  g_test_message ("%" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " states get a wrong "
                  "distance from a forward BFS", changed, pf_tri_analysis_get_reachable (a));
  g_assert_cmpuint (changed, >, 0);
}

/* Move generation against straightforward references */

/* Successors by repeated single steps of the general push rule. */
static guint
reference_successors (const PfTriRules *rules,
                      guint64           state,
                      PfTriEdge        *out)
{
  guint n = 0;

  for (guint a = 0; a < pf_tri_rules_get_n_blocks (rules); a++)
    for (int d = 1; d >= -1; d -= 2)
      {
        guint64 s = state;

        for (guint k = 1; pf_tri_rules_step (rules, s, a, d, &s, NULL); k++)
          {
            out[n].state = s;
            out[n].move.block = a;
            out[n].move.dir = d;
            out[n].move.steps = k;
            n++;
          }
      }
  return n;
}

static gint
compare_edges (gconstpointer pa,
               gconstpointer pb)
{
  const PfTriEdge *x = pa, *y = pb;

  if (x->state != y->state)
    return x->state < y->state ? -1 : 1;
  if (x->move.block != y->move.block)
    return (int) x->move.block - (int) y->move.block;
  if (x->move.dir != y->move.dir)
    return (int) x->move.dir - (int) y->move.dir;
  return (int) x->move.steps - (int) y->move.steps;
}

/* A room of open floor with @n_blocks random blocks, block 0 the key and
 * the goal two steps ahead of it; NULL when the draw is not a valid level. */
static PfTriLevel *
random_room (guint32 seed,
             guint   n_blocks)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(PfTriLevel) level = pf_tri_level_new ("random");
  g_autoptr(PfTriRules) rules = NULL;
  gboolean taken[PF_TRI_COUNT] = { FALSE };
  guint tris[32], next;

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      guint r = pf_tri_row (t), c = pf_tri_col (t);

      pf_tri_mask_set (&level->walls, t, !(r >= 4 && r < 10 && c >= 3 && c < 10));
    }
  for (guint tries = 0; tries < 400 && level->n_blocks < n_blocks; tries++)
    {
      PfTriAxis axis = g_rand_int_range (rand, 0, 3);
      guint first = g_rand_int_range (rand, 0, PF_TRI_COUNT);
      guint length = g_rand_int_range (rand, 2, 5);
      gboolean fits = pf_tri_block_triangles (axis, first, length, tris);

      for (guint k = 0; fits && k < length; k++)
        fits = !pf_tri_mask_get (&level->walls, tris[k]) && !taken[tris[k]];
      if (!fits)
        continue;
      for (guint k = 0; k < length; k++)
        taken[tris[k]] = TRUE;
      add_block (level, axis, first, length, level->n_blocks == 0);
    }
  next = level->blocks[0].first;
  for (guint k = 0; k < 2; k++)
    if (!pf_tri_step_next (level->blocks[0].axis, next, TRUE, &next))
      return NULL;
  if (level->n_blocks < n_blocks ||
      !pf_tri_block_triangles (level->blocks[0].axis, next, level->blocks[0].length, tris))
    return NULL;
  for (guint k = 0; k < level->blocks[0].length; k++)
    if (pf_tri_mask_get (&level->walls, tris[k]))
      return NULL;
    else
      pf_tri_mask_set (&level->goals, tris[k], TRUE);
  rules = pf_tri_rules_new (level, NULL);
  return rules != NULL ? g_steal_pointer (&level) : NULL;
}

/* Every valid state of @rules, by brute force over all positions. */
static GArray *
all_valid_states (const PfTriRules *rules)
{
  GArray *states = g_array_new (FALSE, FALSE, sizeof (guint64));
  guint n = pf_tri_rules_get_n_blocks (rules);
  guint pos[PF_TRI_MAX_BLOCKS] = { 0 };

  for (;;)
    {
      guint64 s = 0;
      guint i;

      for (i = 0; i < n; i++)
        s |= (guint64) pos[i] << (4 * i);
      if (pf_tri_rules_is_valid (rules, s))
        g_array_append_val (states, s);
      for (i = 0; i < n; i++)
        {
          if (++pos[i] < pf_tri_rules_n_positions (rules, i))
            break;
          pos[i] = 0;
        }
      if (i == n)
        return states;
    }
}

/* The optimized successors and predecessors (bitboards, push-free fast
 * paths, reverse walks) agree with the definitions: successors with
 * repeated general steps, predecessors with the inverse of the successor
 * relation over every valid state. Then the analysis on the level. */
static void
test_movegen_reference (void)
{
  guint levels = 0;

  for (guint32 seed = 1; levels < 6 && seed < 200; seed++)
    {
      g_autoptr(PfTriLevel) level = random_room (seed, 4 + levels % 3);
      g_autoptr(PfTriRules) rules = NULL;
      g_autoptr(GArray) states = NULL;
      g_autoptr(GHashTable) index = NULL;
      g_autoptr(GPtrArray) inverse = NULL;
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(PfTriAnalysis) a = NULL;
      g_autoptr(GArray) preds = g_array_new (FALSE, FALSE, sizeof (PfTriEdge));
      PfTriEdge fast[PF_TRI_MAX_SUCCESSORS], ref[PF_TRI_MAX_SUCCESSORS];
      guint64 changed, n_edges = 0;

      if (level == NULL)
        continue;
      levels++;
      rules = pf_tri_rules_new (level, NULL);
      states = all_valid_states (rules);
      index = g_hash_table_new (g_int64_hash, g_int64_equal);
      inverse = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
      for (guint i = 0; i < states->len; i++)
        {
          g_hash_table_insert (index, &g_array_index (states, guint64, i), GUINT_TO_POINTER (i));
          g_ptr_array_add (inverse, g_array_new (FALSE, FALSE, sizeof (PfTriEdge)));
        }

      /* Successors: the same edges in the same order. */
      for (guint i = 0; i < states->len; i++)
        {
          guint64 y = g_array_index (states, guint64, i);
          guint n = pf_tri_rules_successors (rules, y, fast);
          guint m = reference_successors (rules, y, ref);

          g_assert_cmpuint (n, ==, m);
          for (guint e = 0; e < n; e++)
            g_assert_cmpint (compare_edges (&fast[e], &ref[e]), ==, 0);
          for (guint e = 0; e < n; e++)
            {
              PfTriEdge back = { y, ref[e].move };
              gpointer z;

              g_assert_true (g_hash_table_lookup_extended (index, &ref[e].state, NULL, &z));
              g_array_append_val (g_ptr_array_index (inverse, GPOINTER_TO_UINT (z)), back);
            }
          n_edges += n;
        }

      /* Predecessors of random valid states: the same multiset. */
      for (guint k = 0; k < MIN (states->len, 400); k++)
        {
          guint i = states->len <= 400 ? k : (guint) g_rand_int_range (rand, 0, states->len);
          GArray *expect = g_ptr_array_index (inverse, i);

          g_array_set_size (preds, 0);
          pf_tri_rules_predecessors (rules, g_array_index (states, guint64, i), preds);
          g_array_sort (preds, compare_edges);
          g_array_sort (expect, compare_edges);
          g_assert_cmpuint (preds->len, ==, expect->len);
          for (guint e = 0; e < preds->len; e++)
            g_assert_cmpint (compare_edges (&g_array_index (preds, PfTriEdge, e),
                                            &g_array_index (expect, PfTriEdge, e)), ==, 0);
        }

      a = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL, NULL, NULL);
      g_assert_nonnull (a);
      check_distances (rules, a, &changed);
      g_test_message ("seed %u: %u blocks, %u valid states, %" G_GUINT64_FORMAT " edges, "
                      "%" G_GUINT64_FORMAT " reachable, start distance %d",
                      seed, level->n_blocks, states->len, n_edges,
                      pf_tri_analysis_get_reachable (a), pf_tri_analysis_get_start_distance (a));
    }
  g_assert_cmpuint (levels, ==, 6);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tri-rules/push/head-on", test_push_head_on);
  g_test_add_func ("/tri-rules/push/slanted-end", test_push_slanted_end);
  g_test_add_func ("/tri-rules/push/long-side", test_push_long_side);
  g_test_add_func ("/tri-rules/push/chain", test_push_chain);
  g_test_add_func ("/tri-rules/push/conflict", test_push_conflict);
  g_test_add_func ("/tri-rules/solver/corridor", test_solver_corridor);
  g_test_add_func ("/tri-rules/solver/budget-errors", test_solver_budget_and_errors);
  g_test_add_func ("/tri-rules/analysis/corridor", test_analysis_corridor);
  g_test_add_func ("/tri-rules/analysis/one-way", test_analysis_one_way);
  g_test_add_func ("/tri-rules/movegen/reference", test_movegen_reference);
  return g_test_run ();
}

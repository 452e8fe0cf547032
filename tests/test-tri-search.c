/* test-tri-search.c: the solver and the analysis against a reference search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reference is the definition, with nothing optimised: moves are
 * repeated single steps of the general push rule (pf_tri_rules_step()),
 * the reachable states are a breadth-first search with a GHashTable, and
 * distances come from a breadth-first search on the explicitly reversed
 * edge list. Every level of the example project (up to 13 blocks) is
 * checked, with a variant whose goal no key can reach, and hand-made
 * levels take the other search paths: a key space too large for the
 * dense tables, and one too large for 32-bit keys. Searches on three
 * threads give what one gives. Rooms of many states take the paths a
 * small component does not: the key-space bitmaps shared by a team of
 * threads, and the predecessors of a component too large for its graph.
 * pf_tri_measure(), which takes the solution from the analysis's search,
 * gives the solver's own result on every path, within any budget.
 */
#include "config.h"

#include <string.h>
#include <sys/resource.h>

#include "pf-error.h"
#include "pf-project.h"
#include "pf-tri-analysis.h"
#include "pf-tri-measure.h"

#define T(r, c, o) pf_tri_index ((r), (c), (o))

typedef struct
{
  GArray     *states;    /* guint64, in BFS order */
  GHashTable *index;     /* state -> index + 1 */
  GArray     *first;     /* guint32: edges of state i are first[i]..first[i+1]-1 */
  GArray     *target;    /* guint32 */
  gint       *dist;      /* -1 when the goal cannot be reached */
  guint64     solved;
} Reference;

/* Packed states differ in few bits: mix them all into the hash. */
static guint
state_hash (gconstpointer p)
{
  guint64 x = *(const guint64 *) p;

  x ^= x >> 31;
  x *= G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  x ^= x >> 29;
  return (guint) x;
}

static guint
ref_index (Reference *ref,
           guint64    state)
{
  gpointer v = g_hash_table_lookup (ref->index, &state);

  if (v == NULL)
    {
      guint64 *key = g_new (guint64, 1);

      *key = state;
      g_array_append_val (ref->states, state);
      g_hash_table_insert (ref->index, key, GUINT_TO_POINTER (ref->states->len));
      return ref->states->len - 1;
    }
  return GPOINTER_TO_UINT (v) - 1;
}

static void
reference_search (const PfTriRules *rules,
                  Reference        *ref)
{
  guint n_blocks = pf_tri_rules_get_n_blocks (rules);
  g_autofree guint32 *rfirst = NULL;
  g_autofree guint32 *redge = NULL;
  g_autofree guint32 *fill = NULL;
  g_autofree guint32 *queue = NULL;
  guint32 zero = 0, qh = 0, qt = 0, n;

  ref->states = g_array_new (FALSE, FALSE, sizeof (guint64));
  ref->index = g_hash_table_new_full (state_hash, g_int64_equal, g_free, NULL);
  ref->first = g_array_new (FALSE, FALSE, sizeof (guint32));
  ref->target = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_array_append_val (ref->first, zero);
  ref_index (ref, pf_tri_rules_get_start (rules));

  for (guint32 i = 0; i < ref->states->len; i++)
    {
      guint64 state = g_array_index (ref->states, guint64, i);

      for (guint a = 0; a < n_blocks; a++)
        for (int d = 1; d >= -1; d -= 2)
          {
            guint64 s = state;

            while (pf_tri_rules_step (rules, s, a, d, &s, NULL))
              {
                guint32 j = ref_index (ref, s);

                g_array_append_val (ref->target, j);
              }
          }
      g_array_append_val (ref->first, ref->target->len);
    }

  /* Distances: BFS from the solved states along reversed edges. */
  n = ref->states->len;
  rfirst = g_new0 (guint32, n + 1);
  redge = g_new (guint32, MAX (ref->target->len, 1));
  fill = g_new0 (guint32, n);
  for (guint32 e = 0; e < ref->target->len; e++)
    rfirst[g_array_index (ref->target, guint32, e) + 1]++;
  for (guint32 i = 0; i < n; i++)
    rfirst[i + 1] += rfirst[i];
  for (guint32 i = 0; i < n; i++)
    for (guint32 e = g_array_index (ref->first, guint32, i);
         e < g_array_index (ref->first, guint32, i + 1); e++)
      {
        guint32 j = g_array_index (ref->target, guint32, e);

        redge[rfirst[j] + fill[j]++] = i;
      }

  ref->dist = g_new (gint, n);
  queue = g_new (guint32, n);
  ref->solved = 0;
  for (guint32 i = 0; i < n; i++)
    {
      ref->dist[i] = -1;
      if (pf_tri_rules_is_solved (rules, g_array_index (ref->states, guint64, i)))
        {
          ref->dist[i] = 0;
          queue[qt++] = i;
          ref->solved++;
        }
    }
  while (qh < qt)
    {
      guint32 j = queue[qh++];

      for (guint32 e = rfirst[j]; e < rfirst[j + 1]; e++)
        if (ref->dist[redge[e]] < 0)
          {
            ref->dist[redge[e]] = ref->dist[j] + 1;
            queue[qt++] = redge[e];
          }
    }
}

static void
reference_clear (Reference *ref)
{
  g_array_unref (ref->states);
  g_hash_table_unref (ref->index);
  g_array_unref (ref->first);
  g_array_unref (ref->target);
  g_free (ref->dist);
}

/* The solver's result is optimal and its solution is legal and solves. */
static void
check_solution (const PfTriRules *rules,
                const Reference  *ref,
                const char       *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriSolution) sol = NULL;
  guint64 state = pf_tri_rules_get_start (rules);
  gint steps = 0;

  sol = pf_tri_solver_solve (rules, state, 0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  if (ref->dist[0] < 0)
    {
      g_assert_cmpint (sol->status, ==, PF_TRI_SOLVE_UNSOLVABLE);
      g_assert_cmpuint (sol->explored, ==, ref->states->len);
      g_assert_cmpuint (sol->solution->len, ==, 0);
      return;
    }
  g_assert_cmpint (sol->status, ==, PF_TRI_SOLVE_SOLVED);
  g_assert_cmpint (sol->moves, ==, ref->dist[0]);
  g_assert_cmpuint (sol->solution->len, ==, sol->moves);
  for (guint i = 0; i < sol->solution->len; i++)
    {
      const PfTriMove *m = &g_array_index (sol->solution, PfTriMove, i);

      if (!pf_tri_rules_apply (rules, state, m, &state))
        g_error ("%s: move %u of the solution is illegal", name, i);
      steps += m->steps;
    }
  g_assert_true (pf_tri_rules_is_solved (rules, state));
  g_assert_cmpint (sol->steps, ==, steps);
}

/* Every figure of the analysis equals the reference's. */
static void
check_analysis (const PfTriRules *rules,
                const Reference  *ref)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriAnalysis) a = NULL;
  g_autofree guint64 *hist = NULL;
  const guint64 *got;
  guint n = ref->states->len, n_buckets;
  gint max = -1, start = ref->dist[0];
  guint64 farther = 0, counted = 0;
  double share = 0.0;
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];

  a = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pf_tri_analysis_get_reachable (a), ==, n);
  g_assert_cmpuint (pf_tri_analysis_get_solved_states (a), ==, ref->solved);
  g_assert_cmpint (pf_tri_analysis_get_start_distance (a), ==, start);

  for (guint i = 0; i < n; i++)
    {
      guint64 state = g_array_index (ref->states, guint64, i);

      if (pf_tri_analysis_distance (a, state) != ref->dist[i])
        g_error ("state %u: distance %d, the reference says %d", i,
                 pf_tri_analysis_distance (a, state), ref->dist[i]);
      max = MAX (max, ref->dist[i]);
      if (start >= 0 && (ref->dist[i] < 0 || ref->dist[i] > start))
        farther++;
    }
  g_assert_cmpint (pf_tri_analysis_get_max_distance (a), ==, max);
  g_assert_cmpuint (pf_tri_analysis_get_farther_states (a), ==, farther);

  hist = g_new0 (guint64, max + 1);
  for (guint i = 0; i < n; i++)
    if (ref->dist[i] >= 0)
      hist[ref->dist[i]]++;
  got = pf_tri_analysis_get_histogram (a, &n_buckets);
  g_assert_cmpuint (n_buckets, ==, max + 1);
  if (n_buckets > 0)
    g_assert_cmpmem (got, n_buckets * sizeof (guint64), hist, n_buckets * sizeof (guint64));

  /* The unhelpful share: per state that can reach the goal, the moves
   * (edges, repeats included) that do not lead one step nearer. */
  for (guint i = 0; i < n && start >= 0; i++)
    {
      guint32 lo = g_array_index (ref->first, guint32, i);
      guint32 hi = g_array_index (ref->first, guint32, i + 1);
      guint good = 0;

      if (ref->dist[i] <= 0)
        continue;
      for (guint32 e = lo; e < hi; e++)
        good += ref->dist[g_array_index (ref->target, guint32, e)] == ref->dist[i] - 1;
      share += 1.0 - (double) good / (hi - lo);
      counted++;
    }
  if (start >= 0)
    g_assert_cmpfloat_with_epsilon (pf_tri_analysis_get_unhelpful_share (a),
                                    counted > 0 ? share / counted : 0.0, 1e-9);
  else
    g_assert_cmpfloat (pf_tri_analysis_get_unhelpful_share (a), ==, -1.0);

  /* The optimised successors list the reference's edges, in order. */
  for (guint i = 0; i < n; i += 1 + n / 2000)
    {
      guint32 lo = g_array_index (ref->first, guint32, i);
      guint32 hi = g_array_index (ref->first, guint32, i + 1);
      guint m = pf_tri_rules_successors (rules, g_array_index (ref->states, guint64, i), edges);

      g_assert_cmpuint (m, ==, hi - lo);
      for (guint e = 0; e < m; e++)
        g_assert_cmpuint (edges[e].state, ==,
                          g_array_index (ref->states, guint64,
                                         g_array_index (ref->target, guint32, lo + e)));
    }
}

/* With no goal reachable: the solver explores the whole component and
 * the analysis finds no distance. */
static void
check_unsolvable (const PfTriRules *rules,
                  const Reference  *ref)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriSolution) sol = NULL;
  g_autoptr(PfTriAnalysis) a = NULL;
  guint n_buckets;

  sol = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sol->status, ==, PF_TRI_SOLVE_UNSOLVABLE);
  g_assert_cmpuint (sol->explored, ==, ref->states->len);
  a = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pf_tri_analysis_get_reachable (a), ==, ref->states->len);
  g_assert_cmpuint (pf_tri_analysis_get_solved_states (a), ==, 0);
  g_assert_cmpint (pf_tri_analysis_get_start_distance (a), ==, -1);
  g_assert_cmpint (pf_tri_analysis_get_max_distance (a), ==, -1);
  g_assert_cmpuint (pf_tri_analysis_get_farther_states (a), ==, 0);
  pf_tri_analysis_get_histogram (a, &n_buckets);
  g_assert_cmpuint (n_buckets, ==, 0);
  for (guint i = 0; i < ref->states->len; i++)
    g_assert_cmpint (pf_tri_analysis_distance (a, g_array_index (ref->states, guint64, i)), ==, -1);
}

/* Three threads give what one gives: the same solution, found after the
 * same number of states, and the same figures and distances. */
static void
check_threads (const PfTriRules *rules,
               const Reference  *ref)
{
  PfTriSearchOptions one, three;
  g_autoptr(PfTriSolution) s1 = NULL;
  g_autoptr(PfTriSolution) s3 = NULL;
  g_autoptr(PfTriAnalysis) a1 = NULL;
  g_autoptr(PfTriAnalysis) a3 = NULL;
  guint64 start = pf_tri_rules_get_start (rules);
  const guint64 *h1, *h3;
  guint n1, n3;

  pf_tri_search_options_init (&one);
  three = one;
  three.n_threads = 3;
  s1 = pf_tri_solver_solve_with (rules, start, &one, NULL, NULL, NULL, NULL);
  s3 = pf_tri_solver_solve_with (rules, start, &three, NULL, NULL, NULL, NULL);
  g_assert_cmpint (s3->status, ==, s1->status);
  g_assert_cmpuint (s3->explored, ==, s1->explored);
  g_assert_cmpint (s3->steps, ==, s1->steps);
  g_assert_cmpmem (s3->solution->data, s3->solution->len * sizeof (PfTriMove),
                   s1->solution->data, s1->solution->len * sizeof (PfTriMove));

  a1 = pf_tri_analyze_with (rules, start, &one, NULL, NULL, NULL, NULL);
  a3 = pf_tri_analyze_with (rules, start, &three, NULL, NULL, NULL, NULL);
  h1 = pf_tri_analysis_get_histogram (a1, &n1);
  h3 = pf_tri_analysis_get_histogram (a3, &n3);
  g_assert_cmpmem (h3, n3 * sizeof (guint64), h1, n1 * sizeof (guint64));
  g_assert_cmpfloat (pf_tri_analysis_get_difficulty (a3), ==, pf_tri_analysis_get_difficulty (a1));
  g_assert_cmpuint (pf_tri_analysis_get_farther_states (a3), ==,
                    pf_tri_analysis_get_farther_states (a1));
  for (guint i = 0; i < ref->states->len; i += 1 + ref->states->len / 5000)
    {
      guint64 state = g_array_index (ref->states, guint64, i);

      g_assert_cmpint (pf_tri_analysis_distance (a3, state), ==, ref->dist[i]);
      g_assert_cmpint (pf_tri_analysis_distance (a1, state), ==, ref->dist[i]);
    }
}

/* The solver's result and pf_tri_measure()'s are the same. */
static void
assert_same_solution (const PfTriSolution *a,
                      const PfTriSolution *b)
{
  g_assert_cmpint (a->status, ==, b->status);
  g_assert_cmpint (a->moves, ==, b->moves);
  g_assert_cmpint (a->steps, ==, b->steps);
  g_assert_cmpuint (a->explored, ==, b->explored);
  g_assert_cmpmem (a->solution->data, a->solution->len * sizeof (PfTriMove),
                   b->solution->data, b->solution->len * sizeof (PfTriMove));
}

/* pf_tri_measure() with an analysis gives the solver's result, from the
 * analysis's search or its own, with no budget, a budget the component
 * just fits (the solver stops at its last state), and one it does not
 * (the analysis fails, the solver's result stays). @moves is the figure
 * of the optimal moves: -2 when unsolvable. */
static void
check_measure (const PfTriRules *rules,
               const Reference  *ref,
               gint              moves)
{
  guint64 budgets[] = { 0, ref->states->len, ref->states->len - 1 };

  for (guint i = 0; i < G_N_ELEMENTS (budgets); i++)
    {
      g_auto(PfTriMeasure) measure = { 0 };
      g_autoptr(PfTriSolution) sol = NULL;
      g_autoptr(GError) error = NULL;
      PfTriMeasureOptions options;
      gboolean ok;

      if (i > 0 && budgets[i] == 0)
        continue;
      pf_tri_measure_options_init (&options);
      options.max_states = budgets[i];
      options.analyze = TRUE;
      sol = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), budgets[i], NULL, NULL,
                                 NULL, NULL);
      ok = pf_tri_measure (rules, &options, NULL, NULL, NULL, &measure, &error);
      g_assert_nonnull (measure.solution);
      assert_same_solution (measure.solution, sol);
      if (i < 2)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          g_assert_cmpuint (pf_tri_analysis_get_reachable (measure.analysis), ==,
                            ref->states->len);
          g_assert_cmpint (measure.figures.moves, ==, moves);
        }
      else
        {
          g_assert_error (error, PF_ERROR, PF_ERROR_LIMIT);
          g_assert_false (ok);
          g_assert_null (measure.analysis);
        }
    }
}

/* Checks @level against the reference, and @full (the same level with a
 * goal no key reaches, so the same component), when not %NULL. */
static void
check_level (const PfTriLevel *level,
             const PfTriLevel *full)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, &error);
  Reference ref;

  g_assert_no_error (error);
  reference_search (rules, &ref);
  g_test_message ("%s: %u blocks, %u states, %u edges, start distance %d", level->id,
                  level->n_blocks, ref.states->len, ref.target->len, ref.dist[0]);
  check_solution (rules, &ref, level->id);
  check_analysis (rules, &ref);
  check_threads (rules, &ref);
  check_measure (rules, &ref, ref.dist[0] >= 0 ? ref.dist[0] : -2);
  if (full != NULL)
    {
      g_autoptr(PfTriRules) full_rules = pf_tri_rules_new (full, &error);

      g_assert_no_error (error);
      check_unsolvable (full_rules, &ref);
      check_measure (full_rules, &ref, -2);
    }
  reference_clear (&ref);
}

/* A copy of @level whose one goal triangle is floor that no key covers at
 * any position, so that every search covers the whole component. */
static PfTriLevel *
unreachable_goal (const PfTriLevel *level)
{
  g_autoptr(PfTriLevel) copy = pf_tri_level_copy (level);
  g_autoptr(PfTriRules) rules = NULL;
  PfTriMask coverable = { { 0 } };

  for (guint i = 0; i < level->n_blocks; i++)
    {
      const PfTriBlock *b = &level->blocks[i];
      guint tris[32];

      if (!b->key)
        continue;
      for (guint t = pf_tri_band_start (b->axis, b->first);;)
        {
          if (pf_tri_block_triangles (b->axis, t, b->length, tris))
            for (guint k = 0; k < b->length; k++)
              pf_tri_mask_set (&coverable, tris[k], TRUE);
          if (!pf_tri_step_next (b->axis, t, TRUE, &t))
            break;
        }
    }
  memset (&copy->goals, 0, sizeof copy->goals);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    if (!pf_tri_mask_get (&level->walls, t) && !pf_tri_mask_get (&coverable, t))
      {
        pf_tri_mask_set (&copy->goals, t, TRUE);
        return g_steal_pointer (&copy);
      }
  return NULL;
}

static void
test_example_levels (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "data", "examples",
                                            "starter.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) project = pf_project_load (file, &error);
  GPtrArray *packs;
  guint levels = 0, large = 0;

  g_assert_no_error (error);
  packs = pf_project_get_packs (project);
  for (guint i = 0; i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);

      for (guint j = 0; j < pack->levels->len; j++)
        {
          const PfTriLevel *level = g_ptr_array_index (pack->levels, j);
          g_autoptr(PfTriLevel) full = unreachable_goal (level);

          check_level (level, full);
          levels++;
          large += level->n_blocks > 8;
        }
    }
  g_assert_cmpuint (levels, ==, 16);
  g_assert_cmpuint (large, >=, 8);
}

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

/* Rows of one-column U blocks, packed: the blocks of a row keep their
 * order, so there are few states while every block ranges over its whole
 * row of @cols columns. @per_row lists the blocks of each row, ending with
 * 0. The last block of the first row is the key; the goal is the far end
 * of that row. */
static PfTriLevel *
rows_level (guint        cols,
            const guint *per_row)
{
  PfTriLevel *level = pf_tri_level_new ("rows");
  guint rows = 0;

  while (per_row[rows] != 0)
    rows++;
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    pf_tri_mask_set (&level->walls, t, pf_tri_row (t) >= rows || pf_tri_col (t) >= cols);
  for (guint r = 0; r < rows; r++)
    for (guint k = 0; k < per_row[r]; k++)
      add_block (level, PF_TRI_AXIS_U, T (r, k, PF_TRI_UP), 2, r == 0 && k == per_row[r] - 1);
  pf_tri_mask_set (&level->goals, T (0, cols - 1, PF_TRI_UP), TRUE);
  pf_tri_mask_set (&level->goals, T (0, cols - 1, PF_TRI_DOWN), TRUE);
  return level;
}

/* The searches that do not use the dense tables give the same figures:
 * 8 blocks over 13 columns (8 * 10^8 keys, too many for the dense tables;
 * the state itself is the key), 10 blocks over 8 columns (10^9 keys, in
 * mixed radix), and 16 blocks over 9 columns (more keys than 32 bits
 * hold). */
static void
test_hashed_paths (void)
{
  static const guint direct[] = { 7, 1, 0 };
  static const guint mixed[] = { 7, 3, 0 };
  static const guint wide[] = { 8, 8, 0 };
  g_autoptr(PfTriLevel) a = rows_level (13, direct);
  g_autoptr(PfTriLevel) b = rows_level (8, mixed);
  g_autoptr(PfTriLevel) c = rows_level (9, wide);

  check_level (a, NULL);
  check_level (b, NULL);
  check_level (c, NULL);
}

/* Components that the example levels do not have: 21,952 states filling a
 * twelfth of their key space (3 rows of 2 blocks over 8 columns), so the
 * searches take the key-space bitmap, and levels of thousands of states
 * that a team of threads shares; and 152,460 states of 9 blocks over 11
 * columns (rows of 5 and 4), too many keys for the dense tables and too
 * many states to keep their moves as a graph, so the analysis goes by
 * predecessors and pf_tri_measure() by the solver's own search. */
static void
test_size_paths (void)
{
  static const guint dense_rows[] = { 2, 2, 2, 0 };
  static const guint wide_rows[] = { 5, 4, 0 };
  g_autoptr(PfTriLevel) dense = rows_level (8, dense_rows);
  g_autoptr(PfTriLevel) wide = rows_level (11, wide_rows);
  g_autoptr(PfTriLevel) dense_full = unreachable_goal (dense);
  g_autoptr(PfTriLevel) wide_full = unreachable_goal (wide);

  check_level (dense, dense_full);
  check_level (wide, wide_full);
}

/* The bytes of data (VmData) this process uses. */
static gsize
data_size (void)
{
  g_autofree char *status = NULL;
  const char *p;

  g_assert_true (g_file_get_contents ("/proc/self/status", &status, NULL, NULL));
  p = strstr (status, "VmData:");
  g_assert_nonnull (p);
  return g_ascii_strtoull (p + 7, NULL, 10) * 1024;
}

/* With 48 MiB more memory than the process has, searches that need more
 * (their goal cannot be reached, so they cover the whole component) stop
 * with an error saying so: on the dense path (4 rows of 2 blocks
 * over 10 columns: 4 * 10^6 states, 10^8 keys) and on the hash-table path
 * (4 rows of 3 blocks over 10 columns: 2 * 10^8 states). */
static void
test_memory_limit (void)
{
  static const guint dense_rows[] = { 2, 2, 2, 2, 0 };
  static const guint wide_rows[] = { 3, 3, 3, 3, 0 };

  if (g_test_subprocess ())
    {
      g_autoptr(PfTriLevel) dense_room = rows_level (10, dense_rows);
      g_autoptr(PfTriLevel) wide_room = rows_level (10, wide_rows);
      g_autoptr(PfTriLevel) dense = unreachable_goal (dense_room);
      g_autoptr(PfTriLevel) wide = unreachable_goal (wide_room);
      const PfTriLevel *levels[] = { dense, wide };
      struct rlimit limit;

      limit.rlim_cur = limit.rlim_max = data_size () + (48 << 20);
      g_assert_cmpint (setrlimit (RLIMIT_DATA, &limit), ==, 0);
      for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
        {
          g_autoptr(PfTriRules) rules = pf_tri_rules_new (levels[i], NULL);
          g_autoptr(GError) error = NULL;
          g_autoptr(PfTriSolution) sol = NULL;
          g_autoptr(PfTriAnalysis) a = NULL;

          sol = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL, NULL,
                                     &error);
          g_assert_null (sol);
          g_assert_error (error, PF_ERROR, PF_ERROR_NO_MEMORY);
          g_test_message ("%s", error->message);
          g_assert_true (g_str_has_prefix (error->message, "not enough memory for "));
          g_clear_error (&error);
          a = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), 0, NULL, NULL, NULL, &error);
          g_assert_null (a);
          g_assert_error (error, PF_ERROR, PF_ERROR_NO_MEMORY);
          g_test_message ("%s", error->message);
        }
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tri-search/example-levels", test_example_levels);
  g_test_add_func ("/tri-search/hashed-paths", test_hashed_paths);
  g_test_add_func ("/tri-search/size-paths", test_size_paths);
  g_test_add_func ("/tri-search/memory-limit", test_memory_limit);
  return g_test_run ();
}

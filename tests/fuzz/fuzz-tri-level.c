/* fuzz-tri-level.c: any triangle level through the rules, solver, analysis,
 * explanation, findings, same-puzzle test and renderer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is a level as bytes: a flags byte (bit 0 the dark palette,
 * bits 1–2 the overlay, bit 3 edits of walls and goals too), 64 bytes of
 * walls and 64 of goals (one bit per triangle, index 8 × byte + bit; walls
 * missing from a short input are walls, goals are none), then up to 16
 * blocks of 3 bytes: axis (bits 0–1, modulo 3), length 2 + bits 2–4, key
 * bit 7; then the first triangle, big endian, modulo 512. The project reader hands the engine levels like these
 * (its own checks are the rules' checks), so whatever they are, the engine
 * must refuse them with a message or measure them consistently:
 *
 * - a solution replays from the start to a solved state in its moves, and
 *   the analysis gives the start the same distance;
 * - the generators' search for the hardest start agrees with the analysis,
 *   and the solver solves its states in their distances;
 * - a level one move away is the same puzzle, with the same component key;
 * - findings and every overlay draw without complaint;
 * - the generator's edits keep a valid level valid, with its keys.
 */
#include "config.h"

#include <cairo.h>

#include "fuzz-target.h"
#include "pf-random.h"
#include "pf-tri-farthest.h"
#include "pf-tri-findings.h"
#include "pf-tri-measure.h"
#include "pf-tri-mutation.h"
#include "pf-tri-render.h"
#include "pf-tri-rules.h"
#include "pf-tri-same-puzzle.h"

#define MAX_STATES 5000
#define MASK_BYTES (PF_TRI_COUNT / 8)
#define HEADER     (1 + 2 * MASK_BYTES)
#define EDITS      8
#define DISTANCES  64

static void
read_mask (const uint8_t *data,
           size_t         size,
           size_t         offset,
           uint8_t        missing,
           PfTriMask     *mask)
{
  for (guint i = 0; i < MASK_BYTES; i++)
    {
      uint8_t byte = offset + i < size ? data[offset + i] : missing;

      for (guint bit = 0; bit < 8; bit++)
        pf_tri_mask_set (mask, 8 * i + bit, (byte >> bit) & 1);
    }
}

static PfTriLevel *
read_level (const uint8_t *data,
            size_t         size)
{
  PfTriLevel *level = pf_tri_level_new ("fuzz");

  read_mask (data, size, 1, 0xff, &level->walls);
  read_mask (data, size, 1 + MASK_BYTES, 0, &level->goals);
  for (size_t at = HEADER; at + 3 <= size && level->n_blocks < PF_TRI_MAX_BLOCKS; at += 3)
    {
      PfTriBlock *block = &level->blocks[level->n_blocks++];

      block->axis = (data[at] & 3) % 3;
      block->length = PF_TRI_MIN_BLOCK_LENGTH + ((data[at] >> 2) & 7);
      block->key = (data[at] & 0x80) != 0;
      block->first = ((guint) data[at + 1] << 8 | data[at + 2]) % PF_TRI_COUNT;
    }
  return level;
}

/* The solution's moves, applied from the start, end solved in its moves. */
static void
check_solution (const PfTriRules    *rules,
                const PfTriSolution *solution)
{
  guint64 state = pf_tri_rules_get_start (rules);

  if (solution->status != PF_TRI_SOLVE_SOLVED)
    return;
  if (solution->solution->len != (guint) solution->moves)
    g_error ("a solution of %d moves lists %u", solution->moves, solution->solution->len);
  for (guint i = 0; i < solution->solution->len; i++)
    if (!pf_tri_rules_apply (rules, state, &g_array_index (solution->solution, PfTriMove, i),
                             &state))
      g_error ("move %u of the solution is not legal", i + 1);
  if (!pf_tri_rules_is_solved (rules, state))
    g_error ("the solution does not end solved");
}

/* pf_tri_farthest() finds the analysis's component and distances. */
static void
check_farthest (const PfTriRules    *rules,
                const PfTriAnalysis *analysis)
{
  guint64 states[DISTANCES], path[DISTANCES];
  guint64 reachable = 0;
  gint max = -1;
  g_autoptr(GError) error = NULL;

  if (!pf_tri_farthest (rules, pf_tri_rules_get_start (rules), MAX_STATES, NULL, states, path,
                        DISTANCES, &max, &reachable, &error))
    g_error ("the hardest start was not found where the analysis finished: %s",
             error->message);
  if (reachable != pf_tri_analysis_get_reachable (analysis) ||
      max != pf_tri_analysis_get_max_distance (analysis))
    g_error ("the hardest start search gives %" G_GUINT64_FORMAT " states and %d moves, "
             "the analysis %" G_GUINT64_FORMAT " and %d", reachable, max,
             pf_tri_analysis_get_reachable (analysis),
             pf_tri_analysis_get_max_distance (analysis));
  for (gint d = max / 2; d <= max && d < DISTANCES; d += MAX (1, (max + 1) / 2))
    {
      g_autoptr(PfTriSolution) solution = pf_tri_solver_solve (rules, states[d], MAX_STATES, NULL,
                                                               NULL, NULL, NULL);

      if (solution == NULL || solution->status != PF_TRI_SOLVE_SOLVED || solution->moves != d)
        g_error ("a state at distance %d does not solve in %d moves", d, d);
    }
  /* The path is a solution from the hardest start, one move at a time. */
  for (gint i = 1; i <= max && i < DISTANCES; i++)
    {
      PfTriMove move;

      if (!pf_tri_rules_find_move (rules, path[i - 1], path[i], &move) ||
          pf_tri_analysis_distance (analysis, path[i]) != max - i)
        g_error ("move %d of the hardest start's solution is not a move nearer the goal", i);
    }
  if (max >= 0 && max < DISTANCES && !pf_tri_rules_is_solved (rules, path[max]))
    g_error ("the hardest start's solution does not end solved");
}

/* A level one move from @level's start is the same puzzle. */
static void
check_same_puzzle (const PfTriLevel *level,
                   const PfTriRules *rules)
{
  PfTriEdge edges[PF_TRI_MAX_SUCCESSORS];
  g_autoptr(PfTriLevel) moved = NULL;
  g_autoptr(GBytes) key = NULL;
  g_autoptr(GBytes) moved_key = NULL;
  guint n = pf_tri_rules_successors (rules, pf_tri_rules_get_start (rules), edges);

  if (!pf_tri_level_same_puzzle (level, level))
    g_error ("a level is not the same puzzle as itself");
  if (n == 0)
    return;
  moved = pf_tri_level_copy (level);
  pf_tri_rules_set_level_state (rules, moved, edges[n - 1].state);
  if (!pf_tri_level_same_puzzle (level, moved) || !pf_tri_level_same_puzzle (moved, level))
    g_error ("a level one move away is not the same puzzle");
  key = pf_tri_level_component_key (level, MAX_STATES, NULL, NULL);
  moved_key = pf_tri_level_component_key (moved, MAX_STATES, NULL, NULL);
  if ((key == NULL) != (moved_key == NULL))
    g_error ("one of two levels of a component has a key");
  if (key != NULL && !g_bytes_equal (key, moved_key))
    g_error ("two levels of a component have different keys");
}

static guint
count_keys (const PfTriDraft *draft)
{
  guint keys = 0;

  for (guint i = 0; i < draft->n_blocks; i++)
    keys += draft->blocks[i].key != 0;
  return keys;
}

/* @draft, as the generators promise, is a level the rules accept. */
static void
check_draft (const PfTriDraft *draft,
             guint             keys,
             const char       *edit)
{
  g_autoptr(PfTriLevel) level = pf_tri_level_new ("edited");
  g_autoptr(PfTriRules) rules = NULL;
  g_autoptr(GError) error = NULL;

  pf_tri_draft_to_level (draft, level);
  rules = pf_tri_rules_new (level, &error);
  if (rules == NULL)
    g_error ("%s made a valid level invalid: %s", edit, error->message);
  if (count_keys (draft) != keys)
    g_error ("%s changed the keys", edit);
}

/* FNV-1a, to seed the edits' stream from the input. */
static guint64
hash_input (const uint8_t *data,
            size_t         size)
{
  guint64 h = G_GUINT64_CONSTANT (14695981039346656037);

  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * G_GUINT64_CONSTANT (1099511628211);
  return h;
}

/* The generator's edits, drawn from a stream seeded by the input. */
static void
check_edits (const PfTriLevel *level,
             const uint8_t    *data,
             size_t            size)
{
  PfTriMutationKind kinds = PF_TRI_MUTATE_BLOCKS;
  PfTriDraft draft;
  PfRandom rng;
  guint keys;

  if (size > 0 && (data[0] & 8))
    kinds |= PF_TRI_MUTATE_WALLS;
  pf_random_init (&rng, hash_input (data, size));
  pf_tri_draft_from_level (&draft, level);
  keys = count_keys (&draft);
  for (guint i = 0; i < EDITS; i++)
    {
      pf_tri_draft_mutate (&draft, &rng, kinds);
      check_draft (&draft, keys, "a mutation");
    }
  pf_tri_draft_slide_key (&draft, &rng);
  check_draft (&draft, keys, "a key slide");
  pf_tri_draft_ruin (&draft, &rng);
  check_draft (&draft, keys, "ruining");
  pf_tri_draft_fill (&draft, &rng, PF_TRI_MAX_BLOCKS);
  check_draft (&draft, keys, "filling");
}

static void
draw (const PfTriLevel   *level,
      const PfTriRules   *rules,
      const PfTriMeasure *measure,
      uint8_t             flags)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 160, 120);
  cairo_t *cr = cairo_create (surface);
  PfTriRenderOptions options;

  pf_tri_render_options_init (&options);
  options.dark = flags & 1;
  options.overlay = (flags >> 1) & 3;
  options.rules = rules;
  options.solution = measure != NULL ? measure->solution : NULL;
  options.analysis = measure != NULL ? measure->analysis : NULL;
  options.legend = TRUE;
  pf_tri_render (cr, level, 160, 120, &options);
  fuzz_finish_drawing (cr, surface);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(PfTriLevel) level = read_level (data, size);
  g_autoptr(PfTriRules) rules = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  g_auto(PfTriMeasure) measure = { 0 };
  PfTriMeasureOptions options;
  uint8_t flags = size > 0 ? data[0] : 0;

  rules = pf_tri_rules_new (level, &error);
  if (rules == NULL)
    {
      if (error == NULL || error->domain != PF_ERROR || error->message[0] == '\0')
        g_error ("the rules refused a level without a message");
      findings = pf_tri_level_findings (level, NULL, NULL);
      draw (level, NULL, NULL, flags);
      return 0;
    }

  pf_tri_measure_options_init (&options);
  options.max_states = MAX_STATES;
  options.n_threads = 1;
  options.explain = TRUE;
  if (!pf_tri_measure_level (level, &options, NULL, NULL, NULL, &measure, &error))
    {
      if (!g_error_matches (error, PF_ERROR, PF_ERROR_LIMIT))
        g_error ("measuring failed: %s", error->message);
    }
  else
    {
      gint distance;

      if (measure.solution == NULL || measure.analysis == NULL)
        g_error ("a finished measure without a solution or analysis");
      distance = pf_tri_analysis_get_start_distance (measure.analysis);
      if (measure.solution->status == PF_TRI_SOLVE_SOLVED ? distance != measure.solution->moves
                                                           : distance >= 0)
        g_error ("the solver gives %d moves and the analysis %d", measure.solution->moves,
                 distance);
      if (distance > pf_tri_analysis_get_max_distance (measure.analysis))
        g_error ("the start lies farther than the farthest state");
      check_farthest (rules, measure.analysis);
    }
  if (measure.solution != NULL)
    check_solution (rules, measure.solution);
  check_same_puzzle (level, rules);
  check_edits (level, data, size);
  findings = pf_tri_level_findings (level, NULL, &measure);
  draw (level, rules, &measure, flags);
  return 0;
}

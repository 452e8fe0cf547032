/* pf-pack-json-write.c: writing packs as pack JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <math.h>

#include "pf-error.h"
#include "pf-json.h"
#include "pf-pack-json.h"
#include "pf-tri-measure.h"

static void
write_text (PfJson     *json,
            const char *key,
            const char *value)
{
  pf_json_key (json, key);
  pf_json_string (json, value ? value : "");
}

static void
write_grid (PfJson           *json,
            const PfTriLevel *level)
{
  char line[PF_TRI_COLS * 2 + 1];

  pf_json_key (json, "grid");
  pf_json_begin_array (json);
  for (guint row = 0; row < PF_TRI_ROWS; row++)
    {
      for (guint i = 0; i < PF_TRI_COLS * 2; i++)
        {
          guint index = row * 32 + i;

          line[i] = pf_tri_mask_get (&level->walls, index) ? '#' :
                    pf_tri_mask_get (&level->goals, index) ? '*' : '.';
        }
      line[PF_TRI_COLS * 2] = '\0';
      pf_json_string (json, line);
    }
  pf_json_end_array (json);
}

static void
write_blocks (PfJson           *json,
              const PfTriLevel *level)
{
  pf_json_key (json, "blocks");
  pf_json_begin_array (json);
  for (guint b = 0; b < level->n_blocks; b++)
    {
      const PfTriBlock *block = &level->blocks[b];
      guint tris[PF_TRI_COUNT];

      /* The level was checked by pf_tri_rules_new() or the reader. */
      if (!pf_tri_block_triangles (block->axis, block->first, block->length, tris))
        g_return_if_reached ();

      pf_json_begin_object (json);
      pf_json_key (json, "axis");
      pf_json_string (json, pf_tri_axis_to_string (block->axis));
      pf_json_key (json, "row");
      pf_json_uint (json, pf_tri_row (block->first));
      pf_json_key (json, "col");
      pf_json_uint (json, pf_tri_col (block->first));
      pf_json_key (json, "ori");
      pf_json_string (json, pf_tri_ori (block->first) == PF_TRI_DOWN ? "down" : "up");
      pf_json_key (json, "length");
      pf_json_uint (json, block->length);
      pf_json_key (json, "key");
      pf_json_bool (json, block->key);
      pf_json_key (json, "triangles");
      pf_json_begin_array (json);
      for (guint t = 0; t < block->length; t++)
        pf_json_uint (json, tris[t]);
      pf_json_end_array (json);
      pf_json_end_object (json);
    }
  pf_json_end_array (json);
}

/* The levels' solutions, found by a pool of threads before anything is
 * written: solving is nearly all of an export's time. */
typedef struct
{
  const PfTriPack  *pack;
  GCancellable     *cancellable;
  PfTriSolution   **solutions;
  GError          **errors;
  guint             n_levels;
  guint             n_done;
  GMutex            mutex;
  GCond             cond;
} PackSolve;

/* The figures of one level: solved again when the cache says it was solved. */
static void
solve_level (gpointer data,
             gpointer user_data)
{
  PackSolve *solve = user_data;
  guint index = GPOINTER_TO_UINT (data) - 1;
  const PfTriLevel *level = g_ptr_array_index (solve->pack->levels, index);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, &local_error);
  g_auto(PfTriMeasure) measure = { 0 };

  if (rules == NULL)
    {
      GError *invalid = g_error_new (PF_ERROR, PF_ERROR_INVALID, "pack “%s”, level “%s”: %s",
                                     solve->pack->id, level->id, local_error->message);

      g_clear_error (&local_error);
      local_error = invalid;
    }
  else if (level->figures.moves >= 0)
    {
      PfTriMeasureOptions options;

      /* A solver that ran out of states still says what it found. */
      pf_tri_measure_options_init (&options);
      if (pf_tri_measure (rules, &options, solve->cancellable, NULL, NULL, &measure,
                          &local_error) || measure.solution != NULL)
        g_clear_error (&local_error);
    }

  g_mutex_lock (&solve->mutex);
  solve->solutions[index] = g_steal_pointer (&measure.solution);
  solve->errors[index] = g_steal_pointer (&local_error);
  solve->n_done++;
  g_cond_signal (&solve->cond);
  g_mutex_unlock (&solve->mutex);
}

/* Solves every level of @solve on @n_threads threads, calling @progress
 * from this thread as they finish. */
static void
solve_levels (PackSolve          *solve,
              guint               n_threads,
              PfPackJsonProgress  progress,
              gpointer            user_data)
{
  GThreadPool *pool;
  guint reported = 0;

  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  pool = g_thread_pool_new (solve_level, solve, MAX (n_threads, 1), TRUE, NULL);
  for (guint i = 0; i < solve->n_levels; i++)
    g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);

  g_mutex_lock (&solve->mutex);
  while (solve->n_done < solve->n_levels)
    {
      gint64 deadline = g_get_monotonic_time () + G_TIME_SPAN_SECOND / 4;

      g_cond_wait_until (&solve->cond, &solve->mutex, deadline);
      if (progress != NULL && solve->n_done != reported)
        {
          reported = solve->n_done;
          g_mutex_unlock (&solve->mutex);
          progress (reported, solve->n_levels, user_data);
          g_mutex_lock (&solve->mutex);
        }
    }
  g_mutex_unlock (&solve->mutex);
  g_thread_pool_free (pool, FALSE, TRUE);
}

static void
write_figures (PfJson              *json,
               const PfTriLevel    *level,
               const PfTriSolution *solution)
{
  gboolean solved = solution != NULL && solution->status == PF_TRI_SOLVE_SOLVED;

  pf_json_key (json, "moves");
  if (solved)
    pf_json_int (json, solution->moves);
  else
    pf_json_null (json);
  pf_json_key (json, "steps");
  if (solved)
    pf_json_int (json, solution->steps);
  else
    pf_json_null (json);

  pf_json_key (json, "difficulty");
  if (solved && level->figures.moves == solution->moves && level->figures.difficulty >= 0)
    pf_json_double (json, round (level->figures.difficulty * 100.0) / 100.0);
  else
    pf_json_null (json);

  pf_json_key (json, "solution");
  if (solution != NULL)
    pf_tri_moves_write_json (json, solution->solution);
  else if (level->figures.moves == -2)
    {
      pf_json_begin_array (json);
      pf_json_end_array (json);
    }
  else
    pf_json_null (json);
}

char *
pf_pack_json_write_full (const PfTriPack     *pack,
                         guint                n_threads,
                         PfPackJsonProgress   progress,
                         gpointer             user_data,
                         GCancellable        *cancellable,
                         GError             **error)
{
  g_autoptr(PfJson) json = NULL;
  g_autofree char *text = NULL;
  PackSolve solve = { 0 };
  gboolean failed = FALSE;

  g_return_val_if_fail (pack != NULL, NULL);

  solve.pack = pack;
  solve.cancellable = cancellable;
  solve.n_levels = pack->levels->len;
  solve.solutions = g_new0 (PfTriSolution *, solve.n_levels);
  solve.errors = g_new0 (GError *, solve.n_levels);
  g_mutex_init (&solve.mutex);
  g_cond_init (&solve.cond);
  solve_levels (&solve, n_threads, progress, user_data);

  json = pf_json_new ();
  pf_json_begin_object (json);
  pf_json_key (json, "format");
  pf_json_string (json, PF_PACK_JSON_FORMAT);
  pf_json_key (json, "version");
  pf_json_int (json, PF_PACK_JSON_VERSION);
  write_text (json, "id", pack->id);
  write_text (json, "title", pack->meta.title);
  write_text (json, "author", pack->meta.author);
  write_text (json, "notes", pack->meta.notes);

  pf_json_key (json, "levels");
  pf_json_begin_array (json);
  for (guint i = 0; i < solve.n_levels && !failed; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);

      /* The first level in the pack's order that failed is the one named. */
      if (solve.errors[i] != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&solve.errors[i]));
          failed = TRUE;
          break;
        }
      pf_json_begin_object (json);
      write_text (json, "id", level->id);
      write_text (json, "title", level->meta.title);
      write_text (json, "author", level->meta.author);
      write_text (json, "notes", level->meta.notes);
      write_grid (json, level);
      write_blocks (json, level);
      write_figures (json, level, solve.solutions[i]);
      pf_json_end_object (json);
    }

  for (guint i = 0; i < solve.n_levels; i++)
    {
      g_clear_pointer (&solve.solutions[i], pf_tri_solution_free);
      g_clear_error (&solve.errors[i]);
    }
  g_free (solve.solutions);
  g_free (solve.errors);
  g_mutex_clear (&solve.mutex);
  g_cond_clear (&solve.cond);
  if (failed)
    return NULL;

  pf_json_end_array (json);
  pf_json_end_object (json);
  text = pf_json_steal (g_steal_pointer (&json));
  return g_strconcat (text, "\n", NULL);
}

char *
pf_pack_json_write (const PfTriPack  *pack,
                    GCancellable     *cancellable,
                    GError          **error)
{
  return pf_pack_json_write_full (pack, 0, NULL, NULL, cancellable, error);
}

/* bench-play.c: SRS rotation attempts and complete placements per second, one core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rotation: pf_srs_try_rotate() on a field with garbage, from varied
 * positions, every call counted whether it turns or not.
 * Placement: the whole engine path of a designer's piece (#PfPlayEngine,
 * as the playtest window and `polyform play` drive it): the piece spawns
 * from the seeded 7-bag, turns 0..3 times and shifts up to 5 columns
 * (every step collision-checked), hard drops, locks, clears rows and the
 * next piece spawns. Placements are random, so the stack grows; a game
 * that tops out is restarted (pf_game_restart()) with a new seed, and
 * that cost is counted. Shell: placements in the Rotatris shell game.
 * Rates are per second of the thread's CPU time; the wall-clock time of
 * the same work is printed beside it. Target: at least 10 million
 * placements per second.
 */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "pf-game.h"
#include "pf-random.h"
#include "pf-shell-game.h"
#include "pf-srs.h"

#define PLAN_SIZE 65536
#define SECONDS   2.0

typedef struct
{
  guint8 turns;
  gint8  dx;
} Plan;

/* CPU time of this thread: the figure is per core even when other
 * processes share the machine. */
static double
now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Wall-clock time, to show how much the machine was shared. */
static double
wall_now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static void
bench_rotation (void)
{
  const PfRotationSystem *rs = pf_rotation_system_srs ();
  PfField field;
  PfRandom rng;
  g_autofree guint32 *cases = g_new (guint32, PLAN_SIZE);
  guint64 attempts = 0, turned = 0;
  double start, wall_start, elapsed;

  pf_random_init (&rng, 1);
  pf_field_init (&field, 10, 40);
  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 10; x++)
      if (pf_random_below (&rng, 100) < 55)
        pf_field_set (&field, x, y, PF_CELL_GARBAGE);
  /* cases: piece, orientation, position, turn; packed */
  for (guint i = 0; i < PLAN_SIZE;)
    {
      guint p = pf_random_below (&rng, PF_N_PIECES), r = pf_random_below (&rng, 4);
      int x = (int) pf_random_below (&rng, 10), y = (int) pf_random_below (&rng, 12);

      if (pf_field_collides (&field, &rs->shapes[p][r], x, y))
        continue;
      cases[i++] = p | r << 4 | (guint) x << 8 | (guint) y << 16 |
                   (pf_random_below (&rng, 2) ? PF_TURN_CW : PF_TURN_CCW) << 24;
    }

  start = now ();
  wall_start = wall_now ();
  do
    {
      for (guint i = 0; i < PLAN_SIZE; i++)
        {
          guint32 c = cases[i];
          PfRotation r = (PfRotation) ((c >> 4) & 15);
          int x = (int) ((c >> 8) & 255), y = (int) ((c >> 16) & 255);

          turned += pf_srs_try_rotate (rs, &field, (PfPiece) (c & 15), &r, &x, &y,
                                       (PfTurn) (c >> 24), NULL);
        }
      attempts += PLAN_SIZE;
      elapsed = now () - start;
    }
  while (elapsed < SECONDS);

  printf ("rotation attempts: %" G_GUINT64_FORMAT " in %.2f s of CPU (%.2f s wall) = %.1f million/s "
          "(%.0f %% turned)\n", attempts, elapsed, wall_now () - wall_start,
          attempts / elapsed / 1e6, 100.0 * turned / attempts);
}

/* A plan of placements drawn from @seed: 0..3 turns and a shift of up to
 * @max_shift columns either way each. */
static Plan *
plan_new (guint64 seed,
          int     max_shift)
{
  Plan *plan = g_new (Plan, PLAN_SIZE);
  PfRandom rng;

  pf_random_init (&rng, seed);
  for (guint i = 0; i < PLAN_SIZE; i++)
    {
      plan[i].turns = (guint8) pf_random_below (&rng, 4);
      plan[i].dx = (gint8) ((int) pf_random_below (&rng, 2 * max_shift + 1) - max_shift);
    }
  return plan;
}

/* One placement, in any game: the piece turns, shifts until a step is
 * blocked, hard drops and locks, and the next piece spawns. */
static inline void
place (PfPlayEngine *engine,
       const Plan   *step)
{
  int dir = step->dx < 0 ? -1 : 1;

  if (step->turns == 3)
    pf_play_engine_rotate (engine, PF_TURN_CCW);
  else
    for (guint t = 0; t < step->turns; t++)
      pf_play_engine_rotate (engine, PF_TURN_CW);
  for (int m = 0; m != step->dx; m += dir)
    if (!pf_play_engine_move (engine, dir))
      break;
  pf_play_engine_hard_drop (engine);
}

static void
bench_placements (void)
{
  g_autofree Plan *plan = plan_new (2, 5);
  PfGameConfig config;
  PfGame *game;
  guint64 placements = 0, games = 1, lines = 0;
  guint p = 0;
  double start, wall_start, elapsed, wall;

  pf_game_config_init (&config, NULL);
  config.gravity = FALSE;
  game = pf_game_new (&config, NULL, NULL, NULL);

  start = now ();
  wall_start = wall_now ();
  do
    {
      for (guint n = 0; n < 100000; n++)
        {
          place (pf_game_get_engine (game), &plan[p++ & (PLAN_SIZE - 1)]);
          placements++;
          if (G_UNLIKELY (pf_game_get_state (game) != PF_GAME_PLAYING))
            {
              lines += pf_game_get_lines (game);
              pf_game_restart (game, ++games);
            }
        }
      elapsed = now () - start;
    }
  while (elapsed < SECONDS);
  wall = wall_now () - wall_start;
  lines += pf_game_get_lines (game);
  pf_game_free (game);

  printf ("placements (spawn, turns, shifts, hard drop, lock, clear): %" G_GUINT64_FORMAT
          " in %.2f s of CPU (%.2f s wall) = %.2f million/s; %" G_GUINT64_FORMAT " games, %"
          G_GUINT64_FORMAT " lines, %.1f placements per game; target 10 million/s: %s\n",
          placements, elapsed, wall, placements / elapsed / 1e6, games, lines,
          (double) placements / games, placements / elapsed >= 1e7 ? "met" : "NOT met");
}

/* Placements in the Rotatris shell game: shifts of up to 2 columns, so
 * most pieces land on the structure, and a structure turn after each. */
static void
bench_shell_placements (void)
{
  g_autofree Plan *plan = plan_new (3, 2);
  PfShellGameConfig config;
  PfShellGame *game;
  guint64 placements = 0, games = 1, clears = 0;
  guint p = 0;
  double start, wall_start, elapsed, wall;

  pf_shell_game_config_init (&config, NULL);
  config.gravity = FALSE;
  game = pf_shell_game_new (&config, NULL, NULL, NULL);

  start = now ();
  wall_start = wall_now ();
  do
    {
      for (guint n = 0; n < 100000; n++)
        {
          place (pf_shell_game_get_engine (game), &plan[p++ & (PLAN_SIZE - 1)]);
          pf_shell_game_rotate_structure (game, p & 1 ? PF_SHELL_TURN_CW : PF_SHELL_TURN_CCW);
          placements++;
          if (G_UNLIKELY (pf_shell_game_get_state (game) != PF_SHELL_GAME_PLAYING))
            {
              clears += pf_shell_game_get_clears (game);
              pf_shell_game_restart (game, ++games);
            }
        }
      elapsed = now () - start;
    }
  while (elapsed < SECONDS);
  wall = wall_now () - wall_start;
  clears += pf_shell_game_get_clears (game);
  pf_shell_game_free (game);

  printf ("shell game placements (spawn, turns, shifts, hard drop, lock, shell clears, "
          "structure turn): %" G_GUINT64_FORMAT " in %.2f s of CPU (%.2f s wall) = %.2f "
          "million/s; %" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " clears, %.1f "
          "placements per game\n", placements, elapsed, wall, placements / elapsed / 1e6,
          games, clears, (double) placements / games);
}

int
main (int    argc,
      char **argv)
{
  /* an argument picks one: "rotation", "placements" or "shell" */
  if (argc < 2 || g_str_equal (argv[1], "rotation"))
    bench_rotation ();
  if (argc < 2 || g_str_equal (argv[1], "placements"))
    bench_placements ();
  if (argc < 2 || g_str_equal (argv[1], "shell"))
    bench_shell_placements ();
  return 0;
}

/* pf-web-rules.c: the core's move rules as the web page calls them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Compiled to WebAssembly with the core's pf-tri-rules.c and what it needs
 * (build-wasm.sh), so the page plays by the very code the solver uses. A
 * game is one level's rules and the position on the board; the page keeps
 * its own history of positions (two 32-bit halves of the 64-bit state, so
 * no 64-bit value crosses into JavaScript).
 */
#include "config.h"

#include <emscripten.h>

#include "pf-error.h"
#include "pf-tri-rules.h"

typedef struct
{
  PfTriRules *rules;
  PfTriBlock  blocks[PF_TRI_MAX_BLOCKS];
  guint       n_blocks;
  guint64     state;
} PfWebGame;

static const char *last_error = "";

/* What the core's error paths need without GLib: the message is the
 * format, untranslated. */

GQuark
pf_error_quark (void)
{
  return 1;
}

void
g_set_error (GError     **error,
             GQuark       domain,
             gint         code,
             const char  *format,
             ...)
{
  if (error == NULL)
    return;
  *error = calloc (1, sizeof (GError));
  if (*error == NULL)
    return;
  (*error)->domain = domain;
  (*error)->code = code;
  (*error)->message = (char *) format;
}

/* Public API */

/**
 * pf_web_game_new:
 * @grid: the level's 16 rows of 32 characters, one after the other (# wall,
 *   . floor, * goal), as the pack JSON's "grid"
 * @blocks: for each block, four numbers: axis (0 u, 1 v, 2 w), first
 *   triangle, length, key (0 or 1)
 * @n_blocks: how many blocks
 *
 * Compiles the level with pf_tri_rules_new(), at its start.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL when the rules
 *   refuse the level (pf_web_last_error() says why)
 */
EMSCRIPTEN_KEEPALIVE PfWebGame *
pf_web_game_new (const char    *grid,
                 const guint32 *blocks,
                 guint          n_blocks)
{
  PfWebGame *game;
  PfTriLevel level;
  GError *error = NULL;

  memset (&level, 0, sizeof level);
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      pf_tri_mask_set (&level.walls, t, grid[t] == '#');
      pf_tri_mask_set (&level.goals, t, grid[t] == '*');
    }
  if (n_blocks > PF_TRI_MAX_BLOCKS)
    {
      last_error = "a level has at most 16 blocks";
      return NULL;
    }
  level.n_blocks = n_blocks;
  for (guint b = 0; b < n_blocks; b++)
    {
      level.blocks[b].axis = (PfTriAxis) blocks[4 * b];
      level.blocks[b].first = blocks[4 * b + 1];
      level.blocks[b].length = blocks[4 * b + 2];
      level.blocks[b].key = blocks[4 * b + 3] != 0;
    }

  game = calloc (1, sizeof (PfWebGame));
  if (game == NULL)
    {
      last_error = "out of memory";
      return NULL;
    }
  game->rules = pf_tri_rules_new (&level, &error);
  if (game->rules == NULL)
    {
      last_error = error != NULL ? error->message : "the level is refused";
      free (error);
      free (game);
      return NULL;
    }
  memcpy (game->blocks, level.blocks, sizeof game->blocks);
  game->n_blocks = n_blocks;
  game->state = pf_tri_rules_get_start (game->rules);
  return game;
}

EMSCRIPTEN_KEEPALIVE void
pf_web_game_free (PfWebGame *game)
{
  if (game == NULL)
    return;
  pf_tri_rules_free (game->rules);
  free (game);
}

/* Why the last pf_web_game_new() failed. */
EMSCRIPTEN_KEEPALIVE const char *
pf_web_last_error (void)
{
  return last_error;
}

/* The position, as two 32-bit halves, and back. */
EMSCRIPTEN_KEEPALIVE guint32
pf_web_game_state_low (PfWebGame *game)
{
  return (guint32) game->state;
}

EMSCRIPTEN_KEEPALIVE guint32
pf_web_game_state_high (PfWebGame *game)
{
  return (guint32) (game->state >> 32);
}

EMSCRIPTEN_KEEPALIVE void
pf_web_game_set_state (PfWebGame *game,
                       guint32    low,
                       guint32    high)
{
  game->state = (guint64) high << 32 | low;
}

/**
 * pf_web_game_move:
 * @dir: +1 forward (SPEC §2.2), -1 back
 * @steps: how many unit steps the block is dragged
 *
 * One move (pf_tri_rules_apply()), made only when every step is legal.
 *
 * Returns: 1 when the move was legal and made, 0 when nothing changed
 */
EMSCRIPTEN_KEEPALIVE int
pf_web_game_move (PfWebGame *game,
                  guint      block,
                  int        dir,
                  guint      steps)
{
  PfTriMove move;
  guint64 next;

  if (block >= game->n_blocks || (dir != 1 && dir != -1) || steps < 1 || steps > PF_TRI_MAX_DRAG)
    return 0;
  move.block = block;
  move.dir = dir;
  move.steps = steps;
  if (!pf_tri_rules_apply (game->rules, game->state, &move, &next))
    return 0;
  game->state = next;
  return 1;
}

/**
 * pf_web_game_try_step:
 * @dirs: (out caller-allocates) (array fixed-size=16): each block's direction
 *   in the step (0 when it stays), for drawing a push in proportion
 *
 * Whether one unit step of @block is legal (pf_tri_rules_step()), without
 * making it.
 *
 * Returns: 1 when it is legal
 */
EMSCRIPTEN_KEEPALIVE int
pf_web_game_try_step (PfWebGame *game,
                      guint      block,
                      int        dir,
                      gint8     *dirs)
{
  memset (dirs, 0, PF_TRI_MAX_BLOCKS);
  if (block >= game->n_blocks || (dir != 1 && dir != -1))
    return 0;
  return pf_tri_rules_step (game->rules, game->state, block, dir, NULL, dirs) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int
pf_web_game_is_solved (PfWebGame *game)
{
  return pf_tri_rules_is_solved (game->rules, game->state) ? 1 : 0;
}

/**
 * pf_web_game_block_triangles:
 * @out: (out caller-allocates) (array fixed-size=32): the triangles
 *
 * The triangle indices @block covers in the current position, rear to
 * front, as the pack JSON's "triangles".
 *
 * Returns: how many, 0 for no such block
 */
EMSCRIPTEN_KEEPALIVE guint
pf_web_game_block_triangles (PfWebGame *game,
                             guint      block,
                             guint32   *out)
{
  const PfTriBlock *b;
  guint tris[PF_TRI_MAX_BLOCK_LENGTH];

  if (block >= game->n_blocks)
    return 0;
  b = &game->blocks[block];
  if (!pf_tri_block_triangles (b->axis, pf_tri_rules_block_first (game->rules, game->state, block),
                               b->length, tris))
    return 0;
  for (guint k = 0; k < b->length; k++)
    out[k] = tris[k];
  return b->length;
}

/* The grid's geometry (SPEC §2.1), for drawing: the corners of triangle
 * @index (pf_tri_vertices()) and the unit vector of a step along @axis
 * (pf_tri_axis_vector()), in units of one triangle edge, y down. */

EMSCRIPTEN_KEEPALIVE void
pf_web_triangle_vertices (guint   index,
                          double *xy)
{
  pf_tri_vertices (index % PF_TRI_COUNT, xy);
}

EMSCRIPTEN_KEEPALIVE void
pf_web_axis_vector (guint   axis,
                    double *xy)
{
  pf_tri_axis_vector ((PfTriAxis) MIN (axis, PF_TRI_AXIS_W), &xy[0], &xy[1]);
}

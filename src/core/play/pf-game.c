/* pf-game.c: the guideline and TetriNET wells, as boards of the falling-piece engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-game"

#include <math.h>
#include <string.h>

#include "pf-error.h"
#include "pf-game.h"
#include "pf-play-engine.h"
#include "pf-tetrinet-field.h"

/* Auxiliary methods */

#define MAX_LEVEL 20

/* The row of a new piece's rotation centre; a piece that locks wholly in
 * it or above is a lock out. */
#define SPAWN_ROW 20

struct _PfGame
{
  PfPlayEngine            engine;   /* first: the actions reach it at no cost */
  PfGameConfig            config;
  PfField                 start;
  PfField                 field;

  /* scoring */
  guint                   lines;
  int                     combo;
  gboolean                b2b;
  PfClearInfo             last_clear;
  gboolean                scan_all_rows;

  /* TetriNET */
  PfRandom                special_rng;
  PfInventory             inventory;
  guint                   special_lines;
};

static PfTSpin
detect_tspin (const PfGame      *game,
              const PfPlayPiece *piece)
{
  /* corners: upper left, upper right, lower right, lower left */
  static const int cx[4] = { -1, 1, 1, -1 };
  static const int cy[4] = { 1, 1, -1, -1 };
  gboolean blocked[4];
  guint n = 0, front_a, front_b;

  if (piece->piece != PF_PIECE_T || !piece->rotated)
    return PF_TSPIN_NONE;
  for (guint i = 0; i < 4; i++)
    {
      blocked[i] = pf_field_blocked (&game->field, piece->x + cx[i], piece->y + cy[i]);
      n += blocked[i];
    }
  if (n < 3)
    return PF_TSPIN_NONE;
  /* The two corners the T points at: state 0 up, R right, 2 down, L left. */
  front_a = piece->rotation;
  front_b = (piece->rotation + 1) & 3;
  if ((blocked[front_a] && blocked[front_b]) || piece->kick == 4)
    return PF_TSPIN_FULL;
  return PF_TSPIN_MINI;
}

/* The level: the start level plus one per 10 lines, at most MAX_LEVEL. */
static guint
level (const PfGame *game)
{
  return MIN (game->config.start_level + game->lines / 10, MAX_LEVEL);
}

/* Returns the points of a lock that cleared @lines rows. */
static guint
score_lock (PfGame  *game,
            guint    lines,
            PfTSpin  tspin)
{
  static const guint plain[5] = { 0, 100, 300, 500, 800 };
  static const guint full[4] = { 400, 800, 1200, 1600 };
  static const guint mini[3] = { 100, 200, 400 };
  guint lvl = level (game);
  guint points;
  gboolean difficult = lines == 4 || (tspin != PF_TSPIN_NONE && lines > 0);
  PfClearInfo *info = &game->last_clear;

  if (tspin == PF_TSPIN_FULL)
    points = full[MIN (lines, 3)];
  else if (tspin == PF_TSPIN_MINI)
    points = mini[MIN (lines, 2)];
  else
    points = plain[MIN (lines, 4)];
  points *= lvl;

  info->back_to_back = FALSE;
  if (lines > 0)
    {
      if (difficult && game->b2b)
        {
          points += points / 2;
          info->back_to_back = TRUE;
        }
      game->b2b = difficult;
      game->combo++;
      points += 50 * (guint) game->combo * lvl;
    }
  else
    game->combo = -1;

  info->lines = lines;
  info->tspin = tspin;
  info->combo = game->combo;
  info->points = points;
  game->lines += lines;
  return points;
}

static void
award_specials (PfGame       *game,
                const guint8 *collected,
                guint         n_collected,
                guint         lines)
{
  guint per = MAX (game->config.lines_per_special, 1);
  guint awards;

  /* As in the classic client, each collected special counts once per line. */
  for (guint i = 0; i < lines; i++)
    for (guint j = 0; j < n_collected; j++)
      pf_inventory_add (&game->inventory, PF_CELL_SPECIAL (collected[j]), &game->special_rng);

  game->special_lines += lines;
  awards = game->special_lines / per;
  game->special_lines %= per;
  if (awards > 0 && pf_tetrinet_add_specials (&game->field,
                                              awards * game->config.specials_per_award,
                                              game->config.method, game->config.frequencies,
                                              &game->special_rng) > 0)
    game->scan_all_rows = TRUE;   /* specials can complete a row */
}

/* The well as the engine's board */

static gboolean
well_restart (gpointer board,
              guint64  seed)
{
  PfGame *game = board;

  game->field = game->start;
  pf_random_init (&game->special_rng, pf_random_split (seed, 2));
  game->lines = 0;
  game->combo = -1;
  game->b2b = FALSE;
  memset (&game->last_clear, 0, sizeof game->last_clear);
  game->scan_all_rows = TRUE;
  pf_inventory_init (&game->inventory, game->config.inventory_capacity);
  game->special_lines = 0;
  return TRUE;
}

/* Places the piece, clears full rows (all of them after the start or a
 * special, else those the piece touched), scores and, in the TetriNET
 * well, awards specials. A lock out is judged before the clears. */
static gboolean
well_lock (gpointer           board,
           const PfPlayPiece *piece,
           guint64           *score)
{
  PfGame *game = board;
  const PfPieceShape *shape = piece->shape;
  gboolean tetrinet = game->config.well == PF_WELL_TETRINET;
  /* Both wells (SPEC §4.1): a piece that locks wholly in the spawn rows, 20 and up */
  gboolean lock_out = piece->y + shape->bottom >= SPAWN_ROW;
  PfTSpin tspin = detect_tspin (game, piece);
  PfCell colour = (PfCell) (PF_CELL_I + piece->piece);
  guint8 collected[PF_FIELD_MAX_WIDTH * PF_FIELD_MAX_HEIGHT];
  guint n_collected = 0, lines;
  int from = piece->y + shape->bottom;

  if (tetrinet)
    colour = pf_tetrinet_piece_colour (colour);
  pf_field_place (&game->field, shape, piece->x, piece->y, colour);
  if (game->scan_all_rows)
    lines = pf_field_clear_full_rows (&game->field, 0, game->field.height,
                                      tetrinet ? collected : NULL, &n_collected);
  else
    {
      /* only the rows the piece touched can have become full */
      gboolean any = FALSE;

      for (int i = 0; i < shape->rows; i++)
        any |= pf_field_row_full (&game->field, from + i);
      lines = any ? pf_field_clear_full_rows (&game->field, from, from + shape->rows,
                                              tetrinet ? collected : NULL, &n_collected) : 0;
    }
  game->scan_all_rows = FALSE;
  *score += score_lock (game, lines, tspin);

  if (!lock_out && tetrinet && lines > 0)
    award_specials (game, collected, n_collected, lines);
  return lock_out;
}

static gint64
well_fall_interval (gconstpointer board)
{
  /* guideline: (0.8 − (level − 1) × 0.007)^(level − 1) seconds per row */
  double l = level (board) - 1;

  return MAX ((gint64) (pow (0.8 - l * 0.007, l) * G_USEC_PER_SEC), 1);
}

/* The engine tests collisions and drops on the well's matrix itself. */
static const PfPlayBoardFuncs well_funcs = {
  .restart = well_restart,
  .lock = well_lock,
  .fall_interval = well_fall_interval,
};

/* Public API */

void
pf_game_config_init (PfGameConfig             *config,
                     const PfPlaytestSettings *settings)
{
  g_autoptr(PfPlaytestSettings) defaults = NULL;

  if (settings == NULL)
    settings = defaults = pf_playtest_settings_new ();

  memset (config, 0, sizeof *config);
  config->well = settings->well;
  config->seed = settings->seed;
  config->rotation_system = pf_rotation_system_lookup (settings->rotation_system);
  if (config->rotation_system == NULL)
    config->rotation_system = pf_rotation_system_srs ();
  config->das_ms = settings->das_ms;
  config->arr_ms = settings->arr_ms;
  config->lock_delay_ms = 500;
  config->max_lock_resets = 15;
  config->soft_drop_factor = 20;
  config->gravity = TRUE;
  config->start_level = 1;
  config->method = settings->method;
  memcpy (config->frequencies, settings->frequencies, sizeof config->frequencies);
  config->lines_per_special = settings->lines_per_special;
  config->specials_per_award = settings->specials_per_award;
  config->inventory_capacity = settings->inventory_capacity;
}

void
pf_game_well_size (PfWellKind  well,
                   guint      *width,
                   guint      *height)
{
  *width = well == PF_WELL_TETRINET ? PF_TETRINET_WIDTH : 10;
  *height = well == PF_WELL_TETRINET ? PF_TETRINET_HEIGHT : PF_FIELD_MAX_HEIGHT;
}

PfGame *
pf_game_new (const PfGameConfig *config,
             const PfField      *field,
             const char         *queue,
             GError            **error)
{
  g_autoptr(PfGame) game = g_new0 (PfGame, 1);
  PfPlayEngineConfig play = { 0, };
  guint width, height;

  pf_game_well_size (config->well, &width, &height);
  if (field != NULL && (field->width != width || field->height != height))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "the starting field is %u x %u; this well is %u x %u",
                   field->width, field->height, width, height);
      return NULL;
    }

  game->config = *config;
  if (field != NULL)
    game->start = *field;
  else
    pf_field_init (&game->start, width, height);

  play.funcs = &well_funcs;
  play.board = game;
  play.matrix = &game->field;
  play.rotation_system = config->rotation_system;
  play.spawn_x = (int) width / 2 - 1;
  play.spawn_y = SPAWN_ROW;
  play.lock_rule = PF_PLAY_LOCK_DELAY;
  play.lock_delay_ms = config->lock_delay_ms;
  play.max_lock_resets = config->max_lock_resets;
  play.das_ms = config->das_ms;
  play.arr_ms = config->arr_ms;
  play.soft_drop_factor = config->soft_drop_factor;
  play.gravity = config->gravity;
  play.soft_drop_points = 1;
  play.hard_drop_points = 2;
  if (!pf_play_engine_init (&game->engine, &play, queue, error))
    return NULL;

  pf_game_restart (game, config->seed);
  return g_steal_pointer (&game);
}

void
pf_game_restart (PfGame  *game,
                 guint64  seed)
{
  game->config.seed = seed;
  pf_play_engine_restart (&game->engine, seed);
}

void
pf_game_free (PfGame *game)
{
  if (game == NULL)
    return;
  pf_play_engine_clear (&game->engine);
  g_free (game);
}

PfGameState
pf_game_get_state (const PfGame *game)
{
  return (PfGameState) pf_play_engine_get_state (&game->engine);
}

PfPlayEngine *
pf_game_get_engine (PfGame *game)
{
  return &game->engine;
}

const PfField *
pf_game_get_field (const PfGame *game)
{
  return &game->field;
}

guint64
pf_game_get_score (const PfGame *game)
{
  return pf_play_engine_get_score (&game->engine);
}

guint
pf_game_get_lines (const PfGame *game)
{
  return game->lines;
}

guint
pf_game_get_level (const PfGame *game)
{
  return level (game);
}

guint
pf_game_get_pieces (const PfGame *game)
{
  return pf_play_engine_get_pieces (&game->engine);
}

const PfClearInfo *
pf_game_get_last_clear (const PfGame *game)
{
  return &game->last_clear;
}

const PfInventory *
pf_game_get_inventory (const PfGame *game)
{
  return &game->inventory;
}

gboolean
pf_game_use_special (PfGame    *game,
                     PfField   *opponent,
                     PfSpecial *used,
                     gboolean  *opponent_topped)
{
  PfSpecial special;
  PfField *target = opponent != NULL ? opponent : &game->field;
  gboolean topped;

  if (opponent_topped != NULL)
    *opponent_topped = FALSE;
  if (pf_play_engine_get_state (&game->engine) != PF_PLAY_PLAYING ||
      game->config.well != PF_WELL_TETRINET || !pf_inventory_take (&game->inventory, &special))
    return FALSE;
  if (used != NULL)
    *used = special;

  topped = pf_tetrinet_apply_special (special, target, &game->field, &game->special_rng);
  if (topped && target == &game->field)
    {
      pf_play_engine_end (&game->engine, PF_PLAY_TOP_OUT);
      return TRUE;
    }
  if (topped && opponent_topped != NULL)
    *opponent_topped = TRUE;

  /* The own field may have moved into the active piece: lift it clear. */
  pf_play_engine_lift_piece (&game->engine, game->field.height);
  return TRUE;
}

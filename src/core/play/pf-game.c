/* pf-game.c: the playtest engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-game"

#include <string.h>

#include "pf-error.h"
#include "pf-game-private.h"
#include "pf-tetrinet-field.h"

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

/* Auxiliary methods */

static void
end_game (PfGame      *game,
          PfGameState  state)
{
  game->state = state;
  game->piece = PF_PIECE_NONE;
}

static void
spawn (PfGame  *game,
       PfPiece  piece)
{
  game->piece = piece;
  game->rotation = PF_ROT_0;
  game->shape = &game->rs->shapes[piece][PF_ROT_0];
  game->x = game->spawn_x;
  game->y = game->spawn_y;
  game->lowest_y = game->y;
  game->gravity_acc = 0;
  game->lock_timer = 0;
  game->lock_resets = 0;
  game->landed = FALSE;
  game->last_rotated = FALSE;
  if (!fits (game, game->x, game->y))
    end_game (game, PF_GAME_BLOCK_OUT);
}

/* inline: it is on every placement's path (bench/bench-play.c) */
static inline void
spawn_next (PfGame *game)
{
  PfPiece piece = pf_piece_queue_pop (&game->queue);

  if (piece == PF_PIECE_NONE)
    end_game (game, PF_GAME_QUEUE_EMPTY);
  else
    spawn (game, piece);
}

static PfTSpin
detect_tspin (const PfGame *game)
{
  /* corners: upper left, upper right, lower right, lower left */
  static const int cx[4] = { -1, 1, 1, -1 };
  static const int cy[4] = { 1, 1, -1, -1 };
  gboolean blocked[4];
  guint n = 0, front_a, front_b;

  if (game->piece != PF_PIECE_T || !game->last_rotated)
    return PF_TSPIN_NONE;
  for (guint i = 0; i < 4; i++)
    {
      blocked[i] = pf_field_blocked (&game->field, game->x + cx[i], game->y + cy[i]);
      n += blocked[i];
    }
  if (n < 3)
    return PF_TSPIN_NONE;
  /* The two corners the T points at: state 0 up, R right, 2 down, L left. */
  front_a = game->rotation;
  front_b = (game->rotation + 1) & 3;
  if ((blocked[front_a] && blocked[front_b]) || game->last_kick == 4)
    return PF_TSPIN_FULL;
  return PF_TSPIN_MINI;
}

guint
pf_game_level (const PfGame *game)
{
  return MIN (game->config.start_level + game->lines / 10, MAX_LEVEL);
}

static void
score_lock (PfGame  *game,
            guint    lines,
            PfTSpin  tspin)
{
  static const guint plain[5] = { 0, 100, 300, 500, 800 };
  static const guint full[4] = { 400, 800, 1200, 1600 };
  static const guint mini[3] = { 100, 200, 400 };
  guint lvl = pf_game_level (game);
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
  game->score += points;
  game->lines += lines;
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

void
pf_game_lock_piece (PfGame *game)
{
  const PfPieceShape *shape = active_shape (game);
  gboolean tetrinet = game->config.well == PF_WELL_TETRINET;
  gboolean lock_out = game->y + shape->bottom >= game->visible_rows;
  PfTSpin tspin = detect_tspin (game);
  PfCell colour = (PfCell) (PF_CELL_I + game->piece);
  guint8 collected[PF_FIELD_MAX_WIDTH * PF_FIELD_MAX_HEIGHT];
  guint n_collected = 0, lines;
  int from = game->y + shape->bottom;

  if (tetrinet)
    colour = pf_tetrinet_piece_colour (colour);
  pf_field_place (&game->field, shape, game->x, game->y, colour);
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
  game->pieces++;
  game->hold.used = FALSE;
  score_lock (game, lines, tspin);

  if (lock_out)
    {
      end_game (game, PF_GAME_LOCK_OUT);
      return;
    }
  if (tetrinet && lines > 0)
    award_specials (game, collected, n_collected, lines);
  spawn_next (game);
}

/* Public API */

PfGame *
pf_game_new (const PfGameConfig *config,
             const PfField      *field,
             const char         *queue,
             GError            **error)
{
  g_autoptr(PfGame) game = g_new0 (PfGame, 1);
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
  game->rs = config->rotation_system ? config->rotation_system : pf_rotation_system_srs ();
  if (field != NULL)
    game->start = *field;
  else
    pf_field_init (&game->start, width, height);
  game->visible_rows = config->well == PF_WELL_TETRINET ? PF_TETRINET_HEIGHT : 20;
  game->spawn_x = (int) width / 2 - 1;
  game->spawn_y = 20;

  if (!pf_piece_queue_init (&game->queue, queue, error))
    return NULL;

  pf_game_restart (game, config->seed);
  return g_steal_pointer (&game);
}

void
pf_game_restart (PfGame  *game,
                 guint64  seed)
{
  game->config.seed = seed;
  game->field = game->start;
  game->state = PF_GAME_PLAYING;
  game->piece = PF_PIECE_NONE;
  pf_piece_hold_reset (&game->hold);
  pf_piece_queue_restart (&game->queue, pf_random_split (seed, 1));
  pf_random_init (&game->special_rng, pf_random_split (seed, 2));
  game->gravity_acc = game->lock_timer = 0;
  pf_held_keys_reset (&game->keys);
  game->score = 0;
  game->lines = game->pieces = 0;
  game->combo = -1;
  game->b2b = FALSE;
  memset (&game->last_clear, 0, sizeof game->last_clear);
  game->scan_all_rows = TRUE;
  pf_inventory_init (&game->inventory, game->config.inventory_capacity);
  game->special_lines = 0;
  spawn_next (game);
}

void
pf_game_free (PfGame *game)
{
  if (game == NULL)
    return;
  pf_piece_queue_clear (&game->queue);
  g_free (game);
}

PfGameState
pf_game_get_state (const PfGame *game)
{
  return game->state;
}

const PfField *
pf_game_get_field (const PfGame *game)
{
  return &game->field;
}

gboolean
pf_game_get_piece (const PfGame *game,
                   PfPiece      *piece,
                   PfRotation   *rotation,
                   int          *x,
                   int          *y)
{
  if (piece != NULL)
    *piece = game->piece;
  if (rotation != NULL)
    *rotation = game->rotation;
  if (x != NULL)
    *x = game->x;
  if (y != NULL)
    *y = game->y;
  return game->piece != PF_PIECE_NONE;
}

int
pf_game_get_ghost_y (const PfGame *game)
{
  if (game->piece == PF_PIECE_NONE)
    return game->y;
  return pf_field_drop_row (&game->field, active_shape (game), game->x, game->y);
}

const PfRotationSystem *
pf_game_get_rotation_system (const PfGame *game)
{
  return game->rs;
}

PfPiece
pf_game_get_hold (const PfGame *game,
                  gboolean     *used)
{
  return pf_piece_hold_get (&game->hold, used);
}

PfPiece
pf_game_peek (PfGame *game,
              guint   index)
{
  if (index >= PF_PIECE_QUEUE_LOOKAHEAD)
    return PF_PIECE_NONE;
  return pf_piece_queue_peek (&game->queue, index);
}

guint64
pf_game_get_score (const PfGame *game)
{
  return game->score;
}

guint
pf_game_get_lines (const PfGame *game)
{
  return game->lines;
}

guint
pf_game_get_level (const PfGame *game)
{
  return pf_game_level (game);
}

guint
pf_game_get_pieces (const PfGame *game)
{
  return game->pieces;
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
pf_game_move (PfGame *game,
              int     dx)
{
  if (!playing (game) || !fits (game, game->x + dx, game->y))
    return FALSE;
  game->x += dx;
  game->last_rotated = FALSE;
  moved (game);
  return TRUE;
}

gboolean
pf_game_rotate (PfGame *game,
                PfTurn  turn)
{
  if (!playing (game))
    return FALSE;
  if (!pf_srs_try_rotate (game->rs, &game->field, game->piece, &game->rotation,
                          &game->x, &game->y, turn, &game->last_kick))
    return FALSE;
  game->shape = &game->rs->shapes[game->piece][game->rotation];
  game->last_rotated = TRUE;
  moved (game);
  return TRUE;
}

gboolean
pf_game_soft_drop (PfGame *game)
{
  if (!playing (game) || grounded (game))
    {
      game->landed |= playing (game);
      return FALSE;
    }
  game->y--;
  game->score += 1;
  game->last_rotated = FALSE;
  moved (game);
  return TRUE;
}

gboolean
pf_game_sonic_drop (PfGame *game)
{
  int y;

  if (!playing (game))
    return FALSE;
  y = pf_field_drop_row (&game->field, active_shape (game), game->x, game->y);
  game->landed = TRUE;
  if (y == game->y)
    return FALSE;
  game->y = y;
  game->last_rotated = FALSE;
  moved (game);
  return TRUE;
}

gboolean
pf_game_hard_drop (PfGame *game)
{
  int y;

  if (!playing (game))
    return FALSE;
  y = pf_field_drop_row (&game->field, active_shape (game), game->x, game->y);
  if (y != game->y)
    {
      game->score += 2 * (guint64) (game->y - y);
      game->y = y;
      game->last_rotated = FALSE;
    }
  pf_game_lock_piece (game);
  return TRUE;
}

gboolean
pf_game_hold (PfGame *game)
{
  PfPiece next;

  if (!playing (game))
    return FALSE;
  next = pf_piece_hold_swap (&game->hold, &game->queue, game->piece);
  if (next == PF_PIECE_NONE)
    return FALSE;
  spawn (game, next);
  return TRUE;
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
  if (game->state != PF_GAME_PLAYING || game->config.well != PF_WELL_TETRINET ||
      !pf_inventory_take (&game->inventory, &special))
    return FALSE;
  if (used != NULL)
    *used = special;

  topped = pf_tetrinet_apply_special (special, target, &game->field, &game->special_rng);
  if (topped && target == &game->field)
    {
      end_game (game, PF_GAME_TOP_OUT);
      return TRUE;
    }
  if (topped && opponent_topped != NULL)
    *opponent_topped = TRUE;

  /* The own field may have moved into the active piece: lift it clear. */
  if (game->piece != PF_PIECE_NONE && !fits (game, game->x, game->y))
    {
      int y = game->y;

      while (y <= game->field.height && !fits (game, game->x, y))
        y++;
      if (y > game->field.height)
        end_game (game, PF_GAME_TOP_OUT);
      else
        game->y = game->lowest_y = y;
    }
  return TRUE;
}

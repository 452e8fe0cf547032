/* test-srs.c: SRS rotation and kicks against the standard wall-kick tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine builds its kicks from the offset tables of SPEC §4.1 and
 * rotates by true rotation about a mino. The check below is independent of
 * both: it uses the guideline's pictures of each orientation inside its
 * 3x3 (4x4 for I) box, and the standard wall-kick data, in which a piece
 * turns inside its box and then tries each listed kick. Both ways must put
 * the minos on the same cells for every piece, turn and test.
 */
#include "config.h"

#include <string.h>

#include "pf-field.h"
#include "pf-game.h"
#include "pf-srs.h"

/* Orientation pictures inside the box, top row first. */
static const char *const box_pictures[PF_N_PIECES][4] = {
  [PF_PIECE_I] = { "....IIII........", "..I...I...I...I.", "........IIII....", ".I...I...I...I.." },
  [PF_PIECE_J] = { "J..JJJ...", ".JJ.J..J.", "...JJJ..J", ".J..J.JJ." },
  [PF_PIECE_L] = { "..LLLL...", ".L..L..LL", "...LLLL..", "LL..L..L." },
  [PF_PIECE_O] = { ".OO.OO...", ".OO.OO...", ".OO.OO...", ".OO.OO..." },
  [PF_PIECE_S] = { ".SSSS....", ".S..SS..S", "....SSSS.", "S..SS..S." },
  [PF_PIECE_T] = { ".T.TTT...", ".T..TT.T.", "...TTT.T.", ".T.TT..T." },
  [PF_PIECE_Z] = { "ZZ..ZZ...", "..Z.ZZ.Z.", "...ZZ..ZZ", ".Z.ZZ.Z.." },
};

/* Standard wall-kick data: [from][to] tests as (x right, y up). */
typedef struct { int from, to; int k[5][2]; } WallKick;

static const WallKick jlstz_kicks[8] = {
  { 0, 1, { { 0, 0 }, { -1, 0 }, { -1,  1 }, { 0, -2 }, { -1, -2 } } },
  { 1, 0, { { 0, 0 }, {  1, 0 }, {  1, -1 }, { 0,  2 }, {  1,  2 } } },
  { 1, 2, { { 0, 0 }, {  1, 0 }, {  1, -1 }, { 0,  2 }, {  1,  2 } } },
  { 2, 1, { { 0, 0 }, { -1, 0 }, { -1,  1 }, { 0, -2 }, { -1, -2 } } },
  { 2, 3, { { 0, 0 }, {  1, 0 }, {  1,  1 }, { 0, -2 }, {  1, -2 } } },
  { 3, 2, { { 0, 0 }, { -1, 0 }, { -1, -1 }, { 0,  2 }, { -1,  2 } } },
  { 3, 0, { { 0, 0 }, { -1, 0 }, { -1, -1 }, { 0,  2 }, { -1,  2 } } },
  { 0, 3, { { 0, 0 }, {  1, 0 }, {  1,  1 }, { 0, -2 }, {  1, -2 } } },
};

static const WallKick i_kicks[8] = {
  { 0, 1, { { 0, 0 }, { -2, 0 }, {  1, 0 }, { -2, -1 }, {  1,  2 } } },
  { 1, 0, { { 0, 0 }, {  2, 0 }, { -1, 0 }, {  2,  1 }, { -1, -2 } } },
  { 1, 2, { { 0, 0 }, { -1, 0 }, {  2, 0 }, { -1,  2 }, {  2, -1 } } },
  { 2, 1, { { 0, 0 }, {  1, 0 }, { -2, 0 }, {  1, -2 }, { -2,  1 } } },
  { 2, 3, { { 0, 0 }, {  2, 0 }, { -1, 0 }, {  2,  1 }, { -1, -2 } } },
  { 3, 2, { { 0, 0 }, { -2, 0 }, {  1, 0 }, { -2, -1 }, {  1,  2 } } },
  { 3, 0, { { 0, 0 }, {  1, 0 }, { -2, 0 }, {  1, -2 }, { -2,  1 } } },
  { 0, 3, { { 0, 0 }, { -1, 0 }, {  2, 0 }, { -1,  2 }, {  2, -1 } } },
};

typedef struct { int x, y; } Cell;

static int
compare_cells (const void *a, const void *b)
{
  const Cell *p = a, *q = b;

  return p->y != q->y ? p->y - q->y : p->x - q->x;
}

/* The cells of a box picture with the box's lower-left corner at (ox, oy). */
static void
box_cells (PfPiece piece, guint state, int ox, int oy, Cell *out)
{
  const char *picture = box_pictures[piece][state];
  int size = piece == PF_PIECE_I ? 4 : 3;
  guint n = 0;

  for (int row = 0; row < size; row++)
    for (int col = 0; col < size; col++)
      if (picture[row * size + col] != '.')
        {
          g_assert_cmpuint (n, <, 4);
          out[n].x = ox + col;
          out[n].y = oy + size - 1 - row;
          n++;
        }
  g_assert_cmpuint (n, ==, 4);
  qsort (out, 4, sizeof (Cell), compare_cells);
}

static void
engine_cells (const PfRotationSystem *rs, PfPiece piece, guint state, int x, int y, Cell *out)
{
  for (guint i = 0; i < 4; i++)
    {
      out[i].x = x + rs->shapes[piece][state].minos[i].x;
      out[i].y = y + rs->shapes[piece][state].minos[i].y;
    }
  qsort (out, 4, sizeof (Cell), compare_cells);
}

/* The box origin under which the picture of @state covers @cells. */
static gboolean
find_box (PfPiece piece, guint state, const Cell *cells, int *ox, int *oy)
{
  Cell probe[4];

  box_cells (piece, state, 0, 0, probe);
  *ox = cells[0].x - probe[0].x;
  *oy = cells[0].y - probe[0].y;
  box_cells (piece, state, *ox, *oy, probe);
  return memcmp (probe, cells, sizeof probe) == 0;
}

static void
test_srs_kicks_match_wall_kick_data (void)
{
  const PfRotationSystem *rs = pf_rotation_system_srs ();
  guint checked = 0;

  for (guint p = 0; p < PF_N_PIECES; p++)
    for (guint t = 0; t < 8; t++)
      {
        const WallKick *wk = p == PF_PIECE_I ? &i_kicks[t] : &jlstz_kicks[t];
        guint n_tests = p == PF_PIECE_O ? 1 : 5;
        Cell start[4];
        int ox, oy;

        g_assert_cmpuint (rs->n_kicks[p][wk->from][wk->to], ==, n_tests);
        engine_cells (rs, (PfPiece) p, (guint) wk->from, 10, 10, start);
        g_assert_true (find_box ((PfPiece) p, (guint) wk->from, start, &ox, &oy));

        for (guint k = 0; k < n_tests; k++)
          {
            Cell by_engine[4], by_table[4];
            PfVec kick = rs->kicks[p][wk->from][wk->to][k];
            /* O turns in place and never kicks. */
            int kx = p == PF_PIECE_O ? 0 : wk->k[k][0];
            int ky = p == PF_PIECE_O ? 0 : wk->k[k][1];

            engine_cells (rs, (PfPiece) p, (guint) wk->to, 10 + kick.x, 10 + kick.y, by_engine);
            box_cells ((PfPiece) p, (guint) wk->to, ox + kx, oy + ky, by_table);
            if (memcmp (by_engine, by_table, sizeof by_engine) != 0)
              g_error ("piece %c %c→%c test %u: the offset and wall-kick formulations disagree",
                       PF_PIECE_LETTERS[p], PF_ROTATION_NAMES[wk->from],
                       PF_ROTATION_NAMES[wk->to], k);
            checked++;
          }
      }
  g_assert_cmpuint (checked, ==, 6 * 8 * 5 + 8);
}

static void
test_srs_spawn_columns (void)
{
  const PfRotationSystem *rs = pf_rotation_system_srs ();

  for (guint p = 0; p < PF_N_PIECES; p++)
    {
      Cell cells[4];
      int lo = 99, hi = -99;

      engine_cells (rs, (PfPiece) p, 0, 4, 20, cells);
      for (guint i = 0; i < 4; i++)
        {
          lo = MIN (lo, cells[i].x);
          hi = MAX (hi, cells[i].x);
          g_assert_cmpint (cells[i].y, >=, 20);
          g_assert_cmpint (cells[i].y, <=, 21);
        }
      if (p == PF_PIECE_I)
        g_assert_true (lo == 3 && hi == 6);
      else if (p == PF_PIECE_O)
        g_assert_true (lo == 4 && hi == 5);
      else
        g_assert_true (lo == 3 && hi == 5);
    }
}

/* Parses a field drawn in ASCII, bottom row last, onto a 10 x 40 matrix. */
static void
field_from (PfField *field, const char *picture)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (pf_field_from_ascii (field, 10, 40, picture, &error));
  g_assert_no_error (error);
}

/* The field with the piece drawn in as '@', as ASCII of the lowest @rows rows. */
static char *
draw (const PfField *field, PfPiece piece, PfRotation rotation, int x, int y, guint rows)
{
  g_autofree char *text = pf_field_to_ascii (field, rows);
  const PfPieceShape *shape = &pf_rotation_system_srs ()->shapes[piece][rotation];
  char *line_start;

  for (guint i = 0; i < 4; i++)
    {
      int cx = x + shape->minos[i].x, cy = y + shape->minos[i].y;

      g_assert_true (cy >= 0 && cy < (int) rows);
      line_start = text + ((int) rows - 1 - cy) * (field->width + 1);
      line_start[cx] = '@';
    }
  return g_steal_pointer (&text);
}

static void
test_srs_tspin_triple_kick (void)
{
  PfField field;
  PfRotation rotation = PF_ROT_0;
  int x = 2, y = 3;
  guint kick = 99;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  field_from (&field,
              "XX........\n"
              "X.........\n"
              "X.XXXXXXXX\n"
              "X..XXXXXXX\n"
              "X.XXXXXXXX\n");
  before = draw (&field, PF_PIECE_T, rotation, x, y, 6);
  g_assert_cmpstr (before, ==,
                   "..........\n"
                   "XX@.......\n"
                   "X@@@......\n"
                   "X.XXXXXXXX\n"
                   "X..XXXXXXX\n"
                   "X.XXXXXXXX\n");
  g_assert_true (pf_srs_try_rotate (pf_rotation_system_srs (), &field, PF_PIECE_T,
                                    &rotation, &x, &y, PF_TURN_CW, &kick));
  g_assert_cmpuint (kick, ==, 4);
  after = draw (&field, PF_PIECE_T, rotation, x, y, 6);
  g_assert_cmpstr (after, ==,
                   "..........\n"
                   "XX........\n"
                   "X.........\n"
                   "X@XXXXXXXX\n"
                   "X@@XXXXXXX\n"
                   "X@XXXXXXXX\n");
}

static void
test_srs_tspin_triple_game (void)
{
  PfField field;
  PfGameConfig config;
  g_autoptr(PfGame) game = NULL;
  PfPlayEngine *engine;
  g_autofree char *text = NULL;
  const PfClearInfo *info;

  field_from (&field,
              "XX........\n"
              "X.........\n"
              "X.XXXXXXXX\n"
              "X..XXXXXXX\n"
              "X.XXXXXXXX\n");
  pf_game_config_init (&config, NULL);
  config.gravity = FALSE;
  game = pf_game_new (&config, &field, "T", NULL);
  engine = pf_game_get_engine (game);
  g_assert_true (pf_play_engine_move (engine, -1));
  g_assert_true (pf_play_engine_sonic_drop (engine));
  g_assert_true (pf_play_engine_move (engine, -1));
  g_assert_true (pf_play_engine_rotate (engine, PF_TURN_CW));
  g_assert_true (pf_play_engine_hard_drop (engine));
  info = pf_game_get_last_clear (game);
  g_assert_cmpuint (info->lines, ==, 3);
  g_assert_cmpint (info->tspin, ==, PF_TSPIN_FULL);
  g_assert_cmpuint (info->points, ==, 1600);
  text = pf_field_to_ascii (pf_game_get_field (game), 3);
  g_assert_cmpstr (text, ==,
                   "..........\n"
                   "XX........\n"
                   "X.........\n");
}

static void
test_srs_i_kicks_at_walls (void)
{
  const PfRotationSystem *rs = pf_rotation_system_srs ();
  PfField field;
  PfRotation rotation;
  int x, y;
  guint kick = 99;
  g_autofree char *left = NULL;
  g_autofree char *right = NULL;

  pf_field_init (&field, 10, 40);

  /* Vertical against the left wall, turned flat: test 0 pokes through the
   * wall, test 1 shifts it right. */
  rotation = PF_ROT_R, x = 0, y = 2;
  g_assert_true (pf_srs_try_rotate (rs, &field, PF_PIECE_I, &rotation, &x, &y, PF_TURN_CCW, &kick));
  g_assert_cmpuint (kick, ==, 1);
  left = draw (&field, PF_PIECE_I, rotation, x, y, 4);
  g_assert_cmpstr (left, ==,
                   "..........\n"
                   "@@@@......\n"
                   "..........\n"
                   "..........\n");

  /* Vertical against the right wall, turned flat: tests 0 and 1 poke
   * through the wall, test 2 shifts it two columns left. */
  rotation = PF_ROT_L, x = 9, y = 1;
  g_assert_true (pf_srs_try_rotate (rs, &field, PF_PIECE_I, &rotation, &x, &y, PF_TURN_CW, &kick));
  g_assert_cmpuint (kick, ==, 2);
  right = draw (&field, PF_PIECE_I, rotation, x, y, 4);
  g_assert_cmpstr (right, ==,
                   "..........\n"
                   "......@@@@\n"
                   "..........\n"
                   "..........\n");
}

static void
test_srs_all_tests_fail (void)
{
  const PfRotationSystem *rs = pf_rotation_system_srs ();
  PfField field;
  PfRotation rotation = PF_ROT_R;
  int x = 4, y = 2;
  guint kick = 99;

  /* A vertical I in a one-wide well: no test leaves room to lie flat. */
  field_from (&field,
              "XXXX.XXXXX\n"
              "XXXX.XXXXX\n"
              "XXXX.XXXXX\n"
              "XXXX.XXXXX\n"
              "XXXX.XXXXX\n"
              "XXXX.XXXXX\n"
              "XXXX.XXXXX\n"
              "XXXX.XXXXX\n");
  g_assert_false (pf_field_collides (&field, &rs->shapes[PF_PIECE_I][PF_ROT_R], x, y));
  for (guint turn = PF_TURN_CW; turn <= PF_TURN_CCW; turn += 2)
    {
      g_assert_false (pf_srs_try_rotate (rs, &field, PF_PIECE_I, &rotation, &x, &y,
                                         (PfTurn) turn, &kick));
      g_assert_cmpint (rotation, ==, PF_ROT_R);
      g_assert_cmpint (x, ==, 4);
      g_assert_cmpint (y, ==, 2);
      g_assert_cmpuint (kick, ==, 99);
    }
}

static void
test_srs_spawn_top_out (void)
{
  PfField field;
  PfGameConfig config;
  g_autoptr(PfGame) blocked = NULL;
  g_autoptr(PfGame) from_hold = NULL;

  /* A cell in row 20, column 4: every piece's spawn overlaps it. */
  pf_field_init (&field, 10, 40);
  pf_field_set (&field, 4, 20, PF_CELL_GARBAGE);
  g_assert_cmpint (pf_field_get (&field, 4, 20), ==, PF_CELL_GARBAGE);
  pf_game_config_init (&config, NULL);
  config.gravity = FALSE;
  blocked = pf_game_new (&config, &field, "T", NULL);
  g_assert_cmpint (pf_game_get_state (blocked), ==, PF_GAME_BLOCK_OUT);
  g_assert_false (pf_play_engine_get_piece (pf_game_get_engine (blocked), NULL, NULL, NULL, NULL));

  /* Row 20, column 6 blocks only the I (columns 3..6): the T spawns, and
   * the I coming out of hold tops out. */
  pf_field_set (&field, 4, 20, PF_CELL_EMPTY);
  pf_field_set (&field, 6, 20, PF_CELL_GARBAGE);
  from_hold = pf_game_new (&config, &field, "TI", NULL);
  g_assert_cmpint (pf_game_get_state (from_hold), ==, PF_GAME_PLAYING);
  g_assert_true (pf_play_engine_hold (pf_game_get_engine (from_hold)));
  g_assert_cmpint (pf_game_get_state (from_hold), ==, PF_GAME_BLOCK_OUT);
}

static void
test_srs_custom_180_table (void)
{
  /* A rotation system with a 180° table is only more data. */
  static const guint8 n180[PF_N_PIECES][4] = {
    { 2, 2, 2, 2 }, { 2, 2, 2, 2 }, { 2, 2, 2, 2 }, { 1, 1, 1, 1 },
    { 2, 2, 2, 2 }, { 2, 2, 2, 2 }, { 2, 2, 2, 2 },
  };
  static PfVec k180[PF_N_PIECES][4][PF_MAX_KICKS];
  PfRotationSystemData data = *pf_srs_data ();
  PfRotationSystem rs;
  PfField field;
  PfRotation rotation = PF_ROT_0;
  int x = 4, y = 0;
  guint kick = 99;

  for (guint p = 0; p < PF_N_PIECES; p++)
    for (guint s = 0; s < 4; s++)
      k180[p][s][1].y = 1;   /* test 0 in place, test 1 one row up */
  data.name = "srs-180-test";
  data.n_kicks_180 = n180;
  data.kicks_180 = (const PfVec (*)[4][PF_MAX_KICKS]) k180;
  pf_rotation_system_build (&rs, &data);
  g_assert_cmpuint (pf_rotation_system_srs ()->n_kicks[PF_PIECE_T][0][2], ==, 0);
  g_assert_cmpuint (rs.n_kicks[PF_PIECE_T][0][2], ==, 2);

  /* T flat on the floor turned 180°: in place its stem would poke through
   * the floor, so the second test lifts it. */
  pf_field_init (&field, 10, 40);
  g_assert_true (pf_srs_try_rotate (&rs, &field, PF_PIECE_T, &rotation, &x, &y, PF_TURN_180, &kick));
  g_assert_cmpint (rotation, ==, PF_ROT_2);
  g_assert_cmpuint (kick, ==, 1);
  g_assert_cmpint (y, ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/srs/kicks-match-wall-kick-data", test_srs_kicks_match_wall_kick_data);
  g_test_add_func ("/srs/spawn-columns", test_srs_spawn_columns);
  g_test_add_func ("/srs/tspin-triple-kick", test_srs_tspin_triple_kick);
  g_test_add_func ("/srs/tspin-triple-game", test_srs_tspin_triple_game);
  g_test_add_func ("/srs/i-kicks-at-walls", test_srs_i_kicks_at_walls);
  g_test_add_func ("/srs/all-tests-fail", test_srs_all_tests_fail);
  g_test_add_func ("/srs/spawn-top-out", test_srs_spawn_top_out);
  g_test_add_func ("/srs/custom-180-table", test_srs_custom_180_table);
  return g_test_run ();
}

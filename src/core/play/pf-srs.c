/* pf-srs.c: tetrominoes, true rotation and wall kicks, with the kick tables as data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-srs"

#include <string.h>

#include "pf-srs.h"

/* SPEC §4.1: offsets per state 0, R, 2, L and test 0..4. */
static const PfOffsetTable srs_offsets_jlstz = {
  5, {
    { { 0, 0 }, {  0, 0 }, {  0,  0 }, { 0, 0 }, {  0, 0 } },
    { { 0, 0 }, {  1, 0 }, {  1, -1 }, { 0, 2 }, {  1, 2 } },
    { { 0, 0 }, {  0, 0 }, {  0,  0 }, { 0, 0 }, {  0, 0 } },
    { { 0, 0 }, { -1, 0 }, { -1, -1 }, { 0, 2 }, { -1, 2 } },
  }
};

static const PfOffsetTable srs_offsets_i = {
  5, {
    { {  0, 0 }, { -1, 0 }, {  2, 0 }, { -1,  0 }, {  2,  0 } },
    { { -1, 0 }, {  0, 0 }, {  0, 0 }, {  0,  1 }, {  0, -2 } },
    { { -1, 1 }, {  1, 1 }, { -2, 1 }, {  1,  0 }, { -2,  0 } },
    { {  0, 1 }, {  0, 1 }, {  0, 1 }, {  0, -1 }, {  0,  2 } },
  }
};

static const PfOffsetTable srs_offsets_o = {
  1, {
    { {  0,  0 } },
    { {  0, -1 } },
    { { -1, -1 } },
    { { -1,  0 } },
  }
};

static const PfRotationSystemData srs_data = {
  .name = "srs",
  .minos = {
    [PF_PIECE_I] = { { -1, 0 }, { 0, 0 }, { 1, 0 }, { 2, 0 } },
    [PF_PIECE_J] = { { -1, 1 }, { -1, 0 }, { 0, 0 }, { 1, 0 } },
    [PF_PIECE_L] = { { 1, 1 }, { -1, 0 }, { 0, 0 }, { 1, 0 } },
    [PF_PIECE_O] = { { 0, 1 }, { 1, 1 }, { 0, 0 }, { 1, 0 } },
    [PF_PIECE_S] = { { 0, 1 }, { 1, 1 }, { -1, 0 }, { 0, 0 } },
    [PF_PIECE_T] = { { 0, 1 }, { -1, 0 }, { 0, 0 }, { 1, 0 } },
    [PF_PIECE_Z] = { { -1, 1 }, { 0, 1 }, { 0, 0 }, { 1, 0 } },
  },
  .offsets = {
    [PF_PIECE_I] = &srs_offsets_i,
    [PF_PIECE_J] = &srs_offsets_jlstz,
    [PF_PIECE_L] = &srs_offsets_jlstz,
    [PF_PIECE_O] = &srs_offsets_o,
    [PF_PIECE_S] = &srs_offsets_jlstz,
    [PF_PIECE_T] = &srs_offsets_jlstz,
    [PF_PIECE_Z] = &srs_offsets_jlstz,
  },
};

void
pf_rotation_system_build (PfRotationSystem           *system,
                          const PfRotationSystemData *data)
{
  memset (system, 0, sizeof *system);
  g_strlcpy (system->name, data->name, sizeof system->name);

  for (guint p = 0; p < PF_N_PIECES; p++)
    {
      PfVec minos[4];
      const PfOffsetTable *table = data->offsets[p];

      memcpy (minos, data->minos[p], sizeof minos);
      for (guint r = 0; r < 4; r++)
        {
          pf_piece_shape_init (&system->shapes[p][r], minos);
          /* true clockwise rotation: (x, y) → (y, −x) */
          for (guint i = 0; i < 4; i++)
            {
              gint8 x = minos[i].x;

              minos[i].x = minos[i].y;
              minos[i].y = (gint8) -x;
            }
        }

      for (guint from = 0; from < 4; from++)
        {
          guint turns[2] = { (from + 1) % 4, (from + 3) % 4 };

          for (guint t = 0; t < 2; t++)
            {
              guint to = turns[t];

              system->n_kicks[p][from][to] = table->n_tests;
              for (guint k = 0; k < table->n_tests; k++)
                {
                  system->kicks[p][from][to][k].x =
                    (gint8) (table->offsets[from][k].x - table->offsets[to][k].x);
                  system->kicks[p][from][to][k].y =
                    (gint8) (table->offsets[from][k].y - table->offsets[to][k].y);
                }
            }

          if (data->n_kicks_180 != NULL)
            {
              guint to = (from + 2) % 4;
              guint n = MIN (data->n_kicks_180[p][from], PF_MAX_KICKS);

              system->n_kicks[p][from][to] = (guint8) n;
              memcpy (system->kicks[p][from][to], data->kicks_180[p][from], n * sizeof (PfVec));
            }
        }
    }
}

const PfRotationSystemData *
pf_srs_data (void)
{
  return &srs_data;
}

const PfRotationSystem *
pf_rotation_system_srs (void)
{
  static PfRotationSystem srs;
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      pf_rotation_system_build (&srs, &srs_data);
      g_once_init_leave (&done, 1);
    }
  return &srs;
}

const PfRotationSystem *
pf_rotation_system_lookup (const char *name)
{
  if (name == NULL || g_ascii_strcasecmp (name, "srs") == 0)
    return pf_rotation_system_srs ();
  return NULL;
}

PfPiece
pf_piece_from_letter (char letter)
{
  const char *found = strchr (PF_PIECE_LETTERS, g_ascii_toupper (letter));

  if (letter == '\0' || found == NULL)
    return PF_PIECE_NONE;
  return (PfPiece) (found - PF_PIECE_LETTERS);
}

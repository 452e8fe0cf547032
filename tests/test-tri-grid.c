/* test-tri-grid.c: triangle grid identities
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "pf-tri-grid.h"

#define EPS 1e-9

static void
test_index_roundtrip (void)
{
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    g_assert_cmpuint (pf_tri_index (pf_tri_row (t), pf_tri_col (t), pf_tri_ori (t)), ==, t);
}

static void
test_neighbour_symmetry (void)
{
  guint n_inside = 0;

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    for (int side = PF_TRI_SIDE_LEFT; side <= PF_TRI_SIDE_FLAT; side++)
      {
        guint n, back;
        gboolean found = FALSE;

        if (!pf_tri_neighbour (t, side, &n))
          continue;
        n_inside++;
        g_assert_cmpuint (pf_tri_ori (n), !=, pf_tri_ori (t));
        for (int s2 = PF_TRI_SIDE_LEFT; s2 <= PF_TRI_SIDE_FLAT; s2++)
          found |= pf_tri_neighbour (n, s2, &back) && back == t;
        g_assert_true (found);
      }
  /* Inner edges: 256 inside parallelograms, 240 between columns and 240
   * between rows, each seen from both sides. */
  g_assert_cmpuint (n_inside, ==, 2 * (256 + 240 + 240));

  /* SPEC §2.1 index steps. */
  {
    guint up = pf_tri_index (5, 5, PF_TRI_UP), n;

    g_assert_true (pf_tri_neighbour (up, PF_TRI_SIDE_FLAT, &n));
    g_assert_cmpuint (n, ==, up + 33);
    g_assert_true (pf_tri_neighbour (up + 1, PF_TRI_SIDE_FLAT, &n));
    g_assert_cmpuint (n, ==, up + 1 - 33);
    g_assert_false (pf_tri_neighbour (pf_tri_index (15, 3, PF_TRI_UP), PF_TRI_SIDE_FLAT, &n));
    g_assert_false (pf_tri_neighbour (pf_tri_index (4, 0, PF_TRI_UP), PF_TRI_SIDE_LEFT, &n));
    g_assert_false (pf_tri_neighbour (pf_tri_index (4, 15, PF_TRI_DOWN), PF_TRI_SIDE_RIGHT, &n));
  }
}

/* Two triangles that share an edge share two vertices. */
static guint
shared_vertices (guint a,
                 guint b)
{
  double va[6], vb[6];
  guint n = 0;

  pf_tri_vertices (a, va);
  pf_tri_vertices (b, vb);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      if (fabs (va[2 * i] - vb[2 * j]) < EPS && fabs (va[2 * i + 1] - vb[2 * j + 1]) < EPS)
        n++;
  return n;
}

static void
test_geometry (void)
{
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    {
      double v[6], cx, cy;

      pf_tri_vertices (t, v);
      pf_tri_centroid (t, &cx, &cy);
      g_assert_cmpfloat_with_epsilon (cx, (v[0] + v[2] + v[4]) / 3, EPS);
      g_assert_cmpfloat_with_epsilon (cy, (v[1] + v[3] + v[5]) / 3, EPS);
      /* Equilateral, edge 1. */
      for (int i = 0; i < 3; i++)
        {
          int j = (i + 1) % 3;

          g_assert_cmpfloat_with_epsilon (hypot (v[2 * i] - v[2 * j], v[2 * i + 1] - v[2 * j + 1]),
                                          1.0, EPS);
        }
      for (int side = PF_TRI_SIDE_LEFT; side <= PF_TRI_SIDE_FLAT; side++)
        {
          guint n;

          if (pf_tri_neighbour (t, side, &n))
            g_assert_cmpuint (shared_vertices (t, n), ==, 2);
        }
    }
}

static void
test_bands (void)
{
  /* SPEC §2.2 forward orders as index steps. */
  static const int steps[3][2] = { { 1, 1 }, { -1, 33 }, { 33, 1 } };
  static const guint first[3] = { 0 + 0 * 2 + 0, 1 + 5 * 2, 0 };

  for (int axis = 0; axis < 3; axis++)
    {
      guint t = first[axis], n;

      for (int k = 0; k < 6; k++)
        {
          g_assert_true (pf_tri_band_next (axis, t, TRUE, &n));
          g_assert_cmpint ((int) n - (int) t, ==, steps[axis][k % 2]);
          t = n;
        }
    }

  for (guint t = 0; t < PF_TRI_COUNT; t++)
    for (int axis = 0; axis < 3; axis++)
      {
        guint n, m, s;
        double dx, dy, x0, y0, x1, y1;

        if (pf_tri_band_next (axis, t, TRUE, &n))
          {
            g_assert_true (pf_tri_band_next (axis, n, FALSE, &m));
            g_assert_cmpuint (m, ==, t);
            g_assert_cmpuint (shared_vertices (t, n), ==, 2);
          }
        /* One step is two band triangles, same orientation, and moves the
         * centroid by the axis's unit vector. */
        if (pf_tri_step_next (axis, t, TRUE, &s))
          {
            g_assert_cmpuint (pf_tri_ori (s), ==, pf_tri_ori (t));
            pf_tri_axis_vector (axis, &dx, &dy);
            pf_tri_centroid (t, &x0, &y0);
            pf_tri_centroid (s, &x1, &y1);
            g_assert_cmpfloat_with_epsilon (x1 - x0, dx, EPS);
            g_assert_cmpfloat_with_epsilon (y1 - y0, dy, EPS);
          }
      }

  /* Band lengths: rows and columns hold 32 triangles; the main W
   * diagonal from UP(0,0) holds 31. */
  g_assert_cmpuint (pf_tri_band_length (PF_TRI_AXIS_U, pf_tri_index (3, 0, 0)), ==, 32);
  g_assert_cmpuint (pf_tri_band_length (PF_TRI_AXIS_V, pf_tri_index (0, 3, 1)), ==, 32);
  g_assert_cmpuint (pf_tri_band_length (PF_TRI_AXIS_W, pf_tri_index (0, 0, 0)), ==, 31);
  g_assert_cmpuint (pf_tri_band_start (PF_TRI_AXIS_U, pf_tri_index (3, 7, 1)), ==,
                    pf_tri_index (3, 0, 1));
}

static void
test_push_signs (void)
{
  /* The table of SPEC §2.4 for forward pushers. */
  static const int table[3][3] = { { 1, -1, 1 }, { -1, 1, 1 }, { 1, 1, 1 } };

  for (int p = 0; p < 3; p++)
    for (int q = 0; q < 3; q++)
      {
        double px, py, qx, qy;

        pf_tri_axis_vector (p, &px, &py);
        pf_tri_axis_vector (q, &qx, &qy);
        g_assert_cmpint (pf_tri_push_sign (p, q), ==, table[p][q]);
        g_assert_cmpint (pf_tri_push_sign (p, q), ==, px * qx + py * qy > 0 ? 1 : -1);
      }
}

static void
test_block_shapes (void)
{
  gboolean seen[12] = { FALSE };
  double offset[12][2][8];
  gboolean have[12] = { FALSE };

  /* Every block of length 3 or 4 on the board falls in one of 12 shape
   * classes, and blocks of one class are translates of each other. */
  for (guint t = 0; t < PF_TRI_COUNT; t++)
    for (int axis = 0; axis < 3; axis++)
      for (guint len = 3; len <= 4; len++)
        {
          guint tris[4];
          guint shape;
          double x0, y0;

          if (!pf_tri_block_triangles (axis, t, len, tris))
            continue;
          shape = pf_tri_block_shape (axis, t, len);
          g_assert_cmpuint (shape, <, 12);
          seen[shape] = TRUE;
          pf_tri_centroid (tris[0], &x0, &y0);
          for (guint k = 0; k < len; k++)
            {
              double x, y;

              pf_tri_centroid (tris[k], &x, &y);
              if (!have[shape])
                {
                  offset[shape][0][k] = x - x0;
                  offset[shape][1][k] = y - y0;
                }
              else
                {
                  g_assert_cmpfloat_with_epsilon (offset[shape][0][k], x - x0, EPS);
                  g_assert_cmpfloat_with_epsilon (offset[shape][1][k], y - y0, EPS);
                }
            }
          have[shape] = TRUE;
        }
  for (int s = 0; s < 12; s++)
    g_assert_true (seen[s]);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tri-grid/index", test_index_roundtrip);
  g_test_add_func ("/tri-grid/neighbours", test_neighbour_symmetry);
  g_test_add_func ("/tri-grid/geometry", test_geometry);
  g_test_add_func ("/tri-grid/bands", test_bands);
  g_test_add_func ("/tri-grid/push-signs", test_push_signs);
  g_test_add_func ("/tri-grid/shapes", test_block_shapes);
  return g_test_run ();
}

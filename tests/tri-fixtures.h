/* tri-fixtures.h: triangle levels the tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-project.h"
#include "pf-tri-explain.h"

G_BEGIN_DECLS

/* A copy of a level of the example pack (data/examples/starter.xml). */
PfTriLevel *tri_fixture_starter_level (const char *id);

/* A room four rows high (rows 7 to 10, the whole width), the key (U, two
 * triangles) at the left end of row 7 and its goal at the right end, and
 * @n_blockers V blocks of two triangles across row 7 at columns 2, 4, 6, …
 * A blocker can only go down (row 6 is wall, so the key cannot push it),
 * 1, 2 or 3 steps, and each must move once before the key drives home:
 * the optimal solution is @n_blockers + 1 moves, and there are
 * n! · 3^n of them (the blockers' moves in any order, then the key's). */
PfTriLevel *tri_fixture_blocked_corridor (guint n_blockers);

/* The pack "starter" of the project saved at @path, which is loaded into
 * @project (the caller's); the test fails when it cannot be. */
PfTriPack *tri_fixture_load_starter_pack (const char *path,
                                          PfProject **project);

/* The explanation of @level (pf_tri_explain()), measured afresh on a copy;
 * free it with pf_tri_explanation_free(). */
PfTriExplanation *tri_fixture_explain (const PfTriLevel *level);
/* How many blocks of @level do not matter (SPEC §2.6), measured afresh. */
guint             tri_fixture_count_redundant (const PfTriLevel *level);

G_END_DECLS

/* pf-studio-pack-playtests-cell.h: the pack page's playtests column
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-studio-pack-row.h"

G_BEGIN_DECLS

/* Two lines, the players and the medians, and a mark beside them when
 * testers found the level much harder or easier than computed. */
GtkWidget *pf_studio_pack_playtests_cell_new     (void);
/* Shows @row's playtests in a cell of pf_studio_pack_playtests_cell_new(). */
void       pf_studio_pack_playtests_cell_bind    (GtkWidget       *cell,
                                                  PfStudioPackRow *row);
/* The cell's tooltip: the line, the medians and how testers found it. */
char      *pf_studio_pack_playtests_tooltip      (PfStudioPackRow *row);

G_END_DECLS

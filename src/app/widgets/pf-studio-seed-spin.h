/* pf-studio-seed-spin.h: a spin button that keeps a 64-bit seed whole
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * pf_studio_seed_spin_setup:
 * @spin: a spin button for a seed
 *
 * A spin button holds a double, exact to 53 bits, while a project's seeds
 * go to 2^64 − 1 (the CLI writes any of them). After this, @spin holds
 * seeds from 0 to 2^53 − 1 as any spin button does, and a larger seed given
 * to pf_studio_seed_spin_set_seed() shows whole and stays the seed until
 * the designer picks another.
 */
void    pf_studio_seed_spin_setup    (GtkSpinButton *spin);

/* Shows @seed. */
void    pf_studio_seed_spin_set_seed (GtkSpinButton *spin,
                                      guint64        seed);

/* The seed shown: the one set, unless the designer changed it. */
guint64 pf_studio_seed_spin_get_seed (GtkSpinButton *spin);

G_END_DECLS

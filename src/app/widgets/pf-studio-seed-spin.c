/* pf-studio-seed-spin.c: a spin button that keeps a 64-bit seed whole
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The seed is kept beside the spin button's value. While the value is the
 * one that seed shows as (itself, or the largest value the button holds
 * for a larger seed), the seed is the kept one and its text is written in
 * full; any other value is a seed the designer picked.
 */
#include "config.h"

#include "pf-studio-seed-spin.h"

/* The largest seed a double holds exactly. */
#define MAX_EXACT_SEED G_GUINT64_CONSTANT (9007199254740991)
#define SEED_KEY "pf-seed"

static double
value_of (guint64 seed)
{
  return (double) MIN (seed, MAX_EXACT_SEED);
}

static guint64
kept_seed (GtkSpinButton *spin)
{
  guint64 *seed = g_object_get_data (G_OBJECT (spin), SEED_KEY);

  return seed != NULL ? *seed : 0;
}

static gboolean
on_output (GtkSpinButton *spin)
{
  g_autofree char *text = NULL;
  guint64 seed = kept_seed (spin);

  if (seed <= MAX_EXACT_SEED || gtk_spin_button_get_value (spin) != value_of (seed))
    return FALSE;
  text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

void
pf_studio_seed_spin_setup (GtkSpinButton *spin)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  gtk_spin_button_set_range (spin, 0, (double) MAX_EXACT_SEED);
  gtk_spin_button_set_digits (spin, 0);
  g_object_set_data_full (G_OBJECT (spin), SEED_KEY, g_new0 (guint64, 1), g_free);
  g_signal_connect (spin, "output", G_CALLBACK (on_output), NULL);
}

void
pf_studio_seed_spin_set_seed (GtkSpinButton *spin,
                              guint64        seed)
{
  guint64 *kept = g_object_get_data (G_OBJECT (spin), SEED_KEY);
  g_autofree char *text = NULL;

  g_return_if_fail (kept != NULL);
  *kept = seed;
  gtk_spin_button_set_value (spin, value_of (seed));
  /* Another seed past 53 bits may show as the same value: its text too. */
  text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
}

guint64
pf_studio_seed_spin_get_seed (GtkSpinButton *spin)
{
  guint64 *kept = g_object_get_data (G_OBJECT (spin), SEED_KEY);
  double value = gtk_spin_button_get_value (spin);

  g_return_val_if_fail (kept != NULL, 0);
  if (value != value_of (*kept))
    *kept = (guint64) value;
  return *kept;
}

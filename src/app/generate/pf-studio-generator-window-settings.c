/* pf-studio-generator-window-settings.c: the settings of the generator windows, the seed
 * among them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each setting is a row of one preferences group, and insensitive while a
 * run goes on, since a run takes its settings when it starts.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-generate"

#include <glib/gi18n.h>

#include "pf-studio-generator-window-private.h"
#include "pf-studio-setting-row.h"
#include "pf-studio-spin-wheel.h"

/* Public API */

GtkWidget *
pf_studio_generator_window_add_setting (PfStudioGeneratorWindow *self,
                                        const char              *title,
                                        const char              *subtitle,
                                        GtkWidget               *widget)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_private (self);

  adw_preferences_group_add (priv->settings, pf_studio_setting_row_new (title, subtitle, widget));
  g_ptr_array_add (priv->setting_widgets, widget);
  return widget;
}

GtkSpinButton *
pf_studio_generator_window_add_spin (PfStudioGeneratorWindow *self,
                                     const char              *title,
                                     const char              *subtitle,
                                     double                   low,
                                     double                   high,
                                     double                   value)
{
  GtkWidget *button = gtk_spin_button_new_with_range (low, high, 1);

  pf_studio_wheel_scrolls_panel (button);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (button), value);
  return GTK_SPIN_BUTTON (pf_studio_generator_window_add_setting (self, title, subtitle, button));
}

/* Only digits go into the seed. */
static void
on_seed_insert_text (GtkEditable *editable,
                     const char  *text,
                     int          length,
                     int         *position)
{
  for (int i = 0; length < 0 ? text[i] != '\0' : i < length; i++)
    if (!g_ascii_isdigit (text[i]))
      {
        g_signal_stop_emission_by_name (editable, "insert-text");
        gtk_widget_error_bell (GTK_WIDGET (editable));
        return;
      }
}

void
pf_studio_generator_window_add_seed (PfStudioGeneratorWindow *self,
                                     const char              *subtitle)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_private (self);
  PfStudioGeneratorWindowClass *klass = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self);
  g_autofree char *action = g_strconcat (klass->action_prefix, ".new-seed", NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *button = gtk_button_new_from_icon_name ("media-playlist-shuffle-symbolic");
  GtkEditable *delegate;

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));
  g_return_if_fail (priv->seed_entry == NULL);

  priv->seed_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_input_purpose (priv->seed_entry, GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_max_length (priv->seed_entry, 20);
  gtk_editable_set_width_chars (GTK_EDITABLE (priv->seed_entry), 10);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (priv->seed_entry), 10);
  delegate = gtk_editable_get_delegate (GTK_EDITABLE (priv->seed_entry));
  g_signal_connect (delegate, "insert-text", G_CALLBACK (on_seed_insert_text), NULL);
  pf_studio_generator_window_set_seed (self, g_random_int ());
  gtk_accessible_update_property (GTK_ACCESSIBLE (priv->seed_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Seed"), -1);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, _("New seed, for another run (Ctrl+R)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("New Seed"), -1);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (priv->seed_entry));
  gtk_box_append (GTK_BOX (box), button);
  pf_studio_generator_window_add_setting (self, _("Seed"), subtitle, box);
}

guint64
pf_studio_generator_window_get_seed (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_private (self);

  g_return_val_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self), 0);
  if (priv->seed_entry == NULL)
    return 1;
  /* Digits only; an empty field is 0, and too many digits the largest seed. */
  return g_ascii_strtoull (gtk_editable_get_text (GTK_EDITABLE (priv->seed_entry)), NULL, 10);
}

void
pf_studio_generator_window_set_seed (PfStudioGeneratorWindow *self,
                                     guint64                  seed)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_private (self);
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));
  if (priv->seed_entry != NULL)
    gtk_editable_set_text (GTK_EDITABLE (priv->seed_entry), text);
}

void
pf_studio_generator_window_new_seed (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_private (self);
  guint64 old = pf_studio_generator_window_get_seed (self);
  guint32 seed;

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));
  if (priv->job != NULL || priv->seed_entry == NULL)
    return;
  do
    seed = g_random_int ();
  while (seed == old);
  pf_studio_generator_window_set_seed (self, seed);
}
